//! Functions, closures, arrow functions, parameters, types and attributes
//! (`function_declaration_statement`, `inline_function`, `parameter_list`,
//! `type_expr`, `attributes` in `zend_language_parser.y`).

use super::expr::mk;
use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;
use std::rc::Rc;

impl Parser<'_> {
    /// End line of the last consumed token.
    pub(super) fn prev_end_line(&self) -> u32 {
        if self.pos == 0 {
            return 1;
        }
        self.toks[self.pos - 1].end_line
    }

    /// `attributes`: one or more `#[...]` groups.
    pub(super) fn attributes(&mut self) -> PResult<Vec<AttributeGroup>> {
        let mut groups = Vec::new();
        while self.cur() == Tok::Attribute {
            self.advance();
            let mut group = Vec::new();
            loop {
                let line = self.line();
                let name = if self.cur() == Tok::Static {
                    let t = self.bump();
                    Name {
                        text: self.text(&t).to_vec(),
                        kind: NameKind::Unqualified,
                    }
                } else if self.is_name_start() {
                    self.name()?
                } else {
                    return Err(self.unexpected(&[]));
                };
                let args = if self.cur() == Tok::LParen {
                    match self.argument_list()? {
                        Args::List(a) => a,
                        Args::Placeholder => {
                            self.compile_error("Cannot create Closure as attribute argument", line);
                            Vec::new()
                        }
                    }
                } else {
                    Vec::new()
                };
                group.push(Attribute { name, args });
                if !self.eat(Tok::Comma) || self.cur() == Tok::RBracket {
                    break;
                }
            }
            self.expect(Tok::RBracket)?;
            groups.push(group);
        }
        Ok(groups)
    }

    /// `function_declaration_statement`
    pub(super) fn function_declaration(
        &mut self,
        attributes: Vec<AttributeGroup>,
    ) -> PResult<FunctionDecl> {
        let line = self.expect(Tok::Function)?.line;
        let by_ref_return = matches!(self.cur(), Tok::Amp | Tok::AmpVar) && {
            self.advance();
            true
        };
        let name = match self.cur() {
            Tok::String | Tok::Readonly => {
                let t = self.bump();
                self.text(&t).to_vec()
            }
            _ => return Err(self.unexpected(&["\"(\""])),
        };
        let params = self.parameter_list(line)?;
        let return_type = self.return_type()?;
        let (body, end_line) = self.function_body()?;
        Ok(FunctionDecl {
            name,
            params,
            by_ref_return,
            return_type,
            body: Some(body),
            uses: Vec::new(),
            is_static: false,
            attributes,
            line,
            end_line,
            doc: None,
        })
    }

    /// `'{' inner_statement_list '}'` of a function; returns the body and the
    /// line of the closing brace.
    pub(super) fn function_body(&mut self) -> PResult<(Vec<Stmt>, u32)> {
        self.expect(Tok::LBrace)?;
        let saved_loops = std::mem::replace(&mut self.loops, 0);
        self.in_function += 1;
        let body = self.inner_statement_list(&[Tok::RBrace]);
        self.in_function -= 1;
        self.loops = saved_loops;
        let body = body?;
        let end = self.expect_quiet(Tok::RBrace)?;
        Ok((body, end.line))
    }

    /// `inline_function`: closures and arrow functions.
    pub(super) fn inline_function(
        &mut self,
        is_static: bool,
        attributes: Vec<AttributeGroup>,
        line: u32,
    ) -> PResult<Expr> {
        let is_fn = self.cur() == Tok::Fn;
        let doc = self.doc_before(self.pos);
        let kw_line = self.bump().line;
        let line = if attributes.is_empty() && !is_static {
            kw_line
        } else {
            line
        };
        let by_ref_return = matches!(self.cur(), Tok::Amp | Tok::AmpVar) && {
            self.advance();
            true
        };
        let params = self.parameter_list(line)?;
        if is_fn {
            let return_type = self.return_type()?;
            self.expect(Tok::DoubleArrow)?;
            let saved_loops = std::mem::replace(&mut self.loops, 0);
            self.in_function += 1;
            let body = self.expr();
            self.in_function -= 1;
            self.loops = saved_loops;
            let body = body?;
            let body_line = body.line;
            let end_line = self.prev_end_line();
            let decl = FunctionDecl {
                name: Vec::new(),
                params,
                by_ref_return,
                return_type,
                body: Some(vec![Stmt {
                    kind: StmtKind::Return(Some(body)),
                    line: body_line,
                }]),
                uses: Vec::new(),
                is_static,
                attributes,
                line,
                end_line,
                doc,
            };
            return Ok(mk(ExprKind::ArrowFn(Rc::new(decl)), line));
        }
        let mut uses = Vec::new();
        if self.eat(Tok::Use) {
            self.expect(Tok::LParen)?;
            loop {
                let by_ref = matches!(self.cur(), Tok::Amp | Tok::AmpVar) && {
                    self.advance();
                    true
                };
                let t = self.expect(Tok::Variable)?;
                let name = self.var_name(&t);
                if name == b"this" {
                    self.compile_error("Cannot use $this as lexical variable", t.line);
                } else if params.iter().any(|p| p.name == name) {
                    self.compile_error(
                        format!(
                            "Cannot use lexical variable ${} as a parameter name",
                            String::from_utf8_lossy(&name)
                        ),
                        t.line,
                    );
                }
                uses.push(ClosureUse { name, by_ref });
                if !self.eat(Tok::Comma) || self.cur() == Tok::RParen {
                    break;
                }
            }
            self.expect(Tok::RParen)?;
        }
        let return_type = self.return_type()?;
        let (body, end_line) = self.function_body()?;
        let decl = FunctionDecl {
            name: Vec::new(),
            params,
            by_ref_return,
            return_type,
            body: Some(body),
            uses,
            is_static,
            attributes,
            line,
            end_line,
            doc,
        };
        Ok(mk(ExprKind::Closure(Rc::new(decl)), line))
    }

    /// `'(' parameter_list ')'`
    /// `fn_line` is the function's line, where PHP reports parameter errors.
    pub(super) fn parameter_list(&mut self, fn_line: u32) -> PResult<Vec<Param>> {
        self.expect(Tok::LParen)?;
        let mut params = Vec::new();
        while self.cur() != Tok::RParen {
            let p = self.parameter()?;
            if params.iter().any(|q: &Param| q.name == p.name) {
                let msg = format!(
                    "Redefinition of parameter ${}",
                    String::from_utf8_lossy(&p.name)
                );
                self.compile_error(msg, fn_line);
            }
            params.push(p);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen)?;
        Ok(params)
    }

    /// `attributed_parameter`
    fn parameter(&mut self) -> PResult<Param> {
        let attributes = self.attributes()?;
        let line = self.line();
        let mut mods = 0u16;
        loop {
            let m = match self.cur() {
                Tok::Public => Modifiers::PUBLIC,
                Tok::Protected => Modifiers::PROTECTED,
                Tok::Private => Modifiers::PRIVATE,
                Tok::Readonly => Modifiers::READONLY,
                _ => break,
            };
            let l = self.line();
            self.advance();
            mods = self.add_member_modifier(mods, m, l)?;
        }
        let ty = match self.cur() {
            Tok::AmpVar | Tok::Ellipsis | Tok::Variable => None,
            Tok::Question | Tok::LParen | Tok::Array | Tok::Callable => {
                Some(self.type_expr(false)?)
            }
            _ if self.is_name_start() => Some(self.type_expr(false)?),
            _ => return Err(self.unexpected(&["variable"])),
        };
        let by_ref = matches!(self.cur(), Tok::Amp | Tok::AmpVar) && {
            self.advance();
            true
        };
        let variadic = self.eat(Tok::Ellipsis);
        let t = self.expect(Tok::Variable)?;
        let name = self.var_name(&t);
        let default = if self.eat(Tok::Eq) {
            Some(self.expr()?)
        } else {
            None
        };
        Ok(Param {
            name,
            ty,
            default,
            by_ref,
            variadic,
            promote: if mods != 0 {
                Some(Modifiers(mods))
            } else {
                None
            },
            attributes,
            line,
        })
    }

    /// `return_type`: `':' type_expr` or nothing.
    pub(super) fn return_type(&mut self) -> PResult<Option<TypeHint>> {
        if self.eat(Tok::Colon) {
            Ok(Some(self.type_expr(true)?))
        } else {
            Ok(None)
        }
    }

    /// `type_expr`: `T`, `?T`, `A|B`, `A&B`, `(A&B)|C`.
    pub(super) fn type_expr(&mut self, allow_static: bool) -> PResult<TypeHint> {
        if self.eat(Tok::Question) {
            let t = self.single_type(allow_static)?;
            return Ok(TypeHint::Nullable(Box::new(t)));
        }
        let first = if self.cur() == Tok::LParen {
            self.advance();
            let t = self.intersection_type(allow_static)?;
            self.expect(Tok::RParen)?;
            if self.cur() != Tok::Pipe {
                return Err(self.unexpected(&["\"|\""]));
            }
            t
        } else {
            let t = self.single_type(allow_static)?;
            if self.cur() == Tok::Amp {
                let mut parts = vec![t];
                while self.eat(Tok::Amp) {
                    parts.push(self.single_type(allow_static)?);
                }
                return Ok(TypeHint::Intersection(parts));
            }
            t
        };
        if self.cur() != Tok::Pipe {
            return Ok(first);
        }
        let mut parts = vec![first];
        while self.eat(Tok::Pipe) {
            if self.cur() == Tok::LParen {
                self.advance();
                parts.push(self.intersection_type(allow_static)?);
                self.expect(Tok::RParen)?;
            } else {
                parts.push(self.single_type(allow_static)?);
            }
        }
        Ok(TypeHint::Union(parts))
    }

    fn intersection_type(&mut self, allow_static: bool) -> PResult<TypeHint> {
        let mut parts = vec![self.single_type(allow_static)?];
        if self.cur() != Tok::Amp {
            return Err(self.unexpected(&["\"&\""]));
        }
        while self.eat(Tok::Amp) {
            parts.push(self.single_type(allow_static)?);
        }
        Ok(TypeHint::Intersection(parts))
    }

    /// `type`: `array`, `callable`, `static` (where allowed) or a name.
    fn single_type(&mut self, allow_static: bool) -> PResult<TypeHint> {
        match self.cur() {
            Tok::Array | Tok::Callable => {
                let t = self.bump();
                Ok(TypeHint::Named(Name {
                    text: self.text(&t).to_vec(),
                    kind: NameKind::Unqualified,
                }))
            }
            Tok::Static if allow_static => {
                let t = self.bump();
                Ok(TypeHint::Named(Name {
                    text: self.text(&t).to_vec(),
                    kind: NameKind::Unqualified,
                }))
            }
            _ if self.is_name_start() => Ok(TypeHint::Named(self.name()?)),
            _ => Err(self.unexpected(&[])),
        }
    }
}
