//! Interpolated strings: `encaps_list`, `encaps_var`, heredocs and backticks.

use super::expr::mk;
use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::{Tok, TokVal};

impl Parser<'_> {
    /// `T_START_HEREDOC ... T_END_HEREDOC`
    pub(super) fn heredoc(&mut self) -> PResult<Expr> {
        let line = self.expect(Tok::StartHeredoc)?.line;
        if self.eat(Tok::EndHeredoc) {
            return Ok(mk(ExprKind::Str(Vec::new()), line));
        }
        if self.cur() == Tok::EncapsedAndWhitespace && self.peek_at(1) == Tok::EndHeredoc {
            let t = self.bump();
            self.advance();
            return Ok(mk(ExprKind::Str(Self::str_value(&t)), line));
        }
        let parts = self.encaps_list(Tok::EndHeredoc)?;
        self.expect(Tok::EndHeredoc)?;
        Ok(mk(ExprKind::Interp(parts), line))
    }

    /// `encaps_list`: literal pieces and variables up to `close`; at least
    /// one variable.
    pub(super) fn encaps_list(&mut self, close: Tok) -> PResult<Vec<InterpPart>> {
        let mut parts = Vec::new();
        let mut has_var = false;
        // The line PHP is at when it compiles the next part: the line of the
        // previous part (for the first part, the part's own line).
        let mut prev_line: Option<u32> = None;
        loop {
            match self.cur() {
                Tok::EncapsedAndWhitespace => {
                    let t = self.bump();
                    prev_line = Some(t.line);
                    let s = Self::str_value(&t);
                    if !s.is_empty() {
                        parts.push(InterpPart::Lit(s));
                    }
                    if !has_var && !self.is_encaps_var_start() {
                        if close == Tok::EndHeredoc {
                            return Err(self.unexpected(&[
                                "variable",
                                "heredoc end",
                                "\"${\"",
                                "\"{$\"",
                            ]));
                        }
                        return Err(self.unexpected(&["variable", "\"${\"", "\"{$\""]));
                    }
                }
                Tok::Variable | Tok::DollarOpenCurlyBraces | Tok::CurlyOpen => {
                    let dollar_curly = self.cur() == Tok::DollarOpenCurlyBraces;
                    let tok_line = self.tok().line;
                    let e = self.encaps_var()?;
                    if dollar_curly {
                        let message = if matches!(e.kind, ExprKind::VarVar(_)) {
                            "Using ${expr} (variable variables) in strings is deprecated, use {${expr}} instead"
                        } else {
                            "Using ${var} in strings is deprecated, use {$var} instead"
                        };
                        self.diagnostics.push(crate::Diagnostic {
                            level: crate::E_DEPRECATED,
                            message: message.to_string(),
                            line: prev_line.unwrap_or(tok_line),
                        });
                    }
                    prev_line = Some(e.line);
                    parts.push(InterpPart::Expr(e));
                    has_var = true;
                }
                k if k == close && has_var => return Ok(parts),
                _ => {
                    if has_var {
                        return Err(self.unexpected(&[]));
                    }
                    return Err(self.unexpected(&[
                        "string content",
                        "variable",
                        "\"${\"",
                        "\"{$\"",
                    ]));
                }
            }
        }
    }

    fn is_encaps_var_start(&self) -> bool {
        matches!(
            self.cur(),
            Tok::Variable | Tok::DollarOpenCurlyBraces | Tok::CurlyOpen
        )
    }

    /// `encaps_var`
    fn encaps_var(&mut self) -> PResult<Expr> {
        let t = self.bump();
        let line = t.line;
        match t.kind {
            Tok::Variable => {
                let var = mk(ExprKind::Var(self.var_name(&t)), line);
                match self.cur() {
                    Tok::LBracket => {
                        self.advance();
                        let index = self.encaps_var_offset()?;
                        self.expect(Tok::RBracket)?;
                        Ok(mk(
                            ExprKind::Index {
                                base: Box::new(var),
                                index: Some(Box::new(index)),
                            },
                            line,
                        ))
                    }
                    Tok::ObjectOperator | Tok::NullsafeObjectOperator => {
                        let nullsafe = self.cur() == Tok::NullsafeObjectOperator;
                        self.advance();
                        let n = self.expect(Tok::String)?;
                        let name = Member::Ident(self.text(&n).to_vec());
                        Ok(mk(
                            ExprKind::Prop {
                                obj: Box::new(var),
                                name,
                                nullsafe,
                            },
                            line,
                        ))
                    }
                    _ => Ok(var),
                }
            }
            Tok::DollarOpenCurlyBraces => {
                if self.cur() == Tok::StringVarname {
                    let n = self.bump();
                    let var = mk(ExprKind::Var(self.text(&n).to_vec()), line);
                    if self.eat(Tok::LBracket) {
                        let index = self.expr()?;
                        self.expect_quiet(Tok::RBracket)?;
                        self.expect(Tok::RBrace)?;
                        return Ok(mk(
                            ExprKind::Index {
                                base: Box::new(var),
                                index: Some(Box::new(index)),
                            },
                            line,
                        ));
                    }
                    self.expect(Tok::RBrace)?;
                    return Ok(var);
                }
                let e = self.expr()?;
                self.expect_quiet(Tok::RBrace)?;
                Ok(mk(ExprKind::VarVar(Box::new(e)), line))
            }
            _ => {
                // T_CURLY_OPEN variable '}'
                let v = self.variable()?;
                self.expect_after_variable(Tok::RBrace)?;
                Ok(v)
            }
        }
    }

    /// `encaps_var_offset`: `[name]`, `[0]`, `[-1]`, `[$i]` inside a string.
    fn encaps_var_offset(&mut self) -> PResult<Expr> {
        let t = self.tok().clone();
        let line = t.line;
        match t.kind {
            Tok::String => {
                self.advance();
                Ok(mk(ExprKind::Str(self.text(&t).to_vec()), line))
            }
            Tok::NumString => {
                self.advance();
                Ok(num_string(&t.value, false, line))
            }
            Tok::Minus => {
                self.advance();
                let n = self.expect(Tok::NumString)?;
                Ok(num_string(&n.value, true, line))
            }
            Tok::Variable => {
                self.advance();
                Ok(mk(ExprKind::Var(self.var_name(&t)), line))
            }
            _ => Err(self.unexpected(&["\"-\"", "identifier", "variable", "number"])),
        }
    }
}

fn num_string(v: &TokVal, negative: bool, line: u32) -> Expr {
    match v {
        TokVal::Int(n) if negative => mk(ExprKind::Int(-*n), line),
        TokVal::Int(n) => mk(ExprKind::Int(*n), line),
        TokVal::Str(s) if negative => {
            let mut t = b"-".to_vec();
            t.extend_from_slice(s);
            mk(ExprKind::Str(t), line)
        }
        TokVal::Str(s) => mk(ExprKind::Str(s.clone()), line),
        _ => mk(ExprKind::Str(Vec::new()), line),
    }
}
