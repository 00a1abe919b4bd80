//! Statements: `top_statement`, `inner_statement`, `statement` in
//! `zend_language_parser.y`, including the alternative (`endif;`) syntax.

use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::Tok;
use std::rc::Rc;

fn st(kind: StmtKind, line: u32) -> Stmt {
    Stmt { kind, line }
}

impl Parser<'_> {
    /// `top_statement_list` up to `}` (inside `namespace X { }`) or end of file.
    pub(super) fn top_statement_list(&mut self, close: Option<Tok>) -> PResult<Vec<Stmt>> {
        let mut v = Vec::new();
        loop {
            let k = self.cur();
            if k == Tok::Eof || Some(k) == close {
                return Ok(v);
            }
            if close.is_none() && !can_start_statement(k) {
                return Err(self.unexpected(&["end of file"]));
            }
            let file_level = close.is_none();
            if let Some(s) = self.top_statement()? {
                if file_level {
                    let is_ns = matches!(
                        s.kind,
                        StmtKind::Namespace { .. } | StmtKind::HaltCompiler(_)
                    );
                    let kind = match s.kind {
                        StmtKind::Nop => None,
                        StmtKind::Declare { .. } => Some(true),
                        _ => Some(false),
                    };
                    if !is_ns && kind.is_some() && self.ns.has_bracketed && !self.ns.in_namespace {
                        self.compile_error("No code may exist outside of namespace {}", s.line);
                    }
                    self.ns.top.push(kind);
                }
                v.push(s);
            }
            if let Some(StmtKind::HaltCompiler(_)) = v.last().map(|s| &s.kind) {
                return Ok(v);
            }
        }
    }

    /// `inner_statement_list` up to one of `close`.
    pub(super) fn inner_statement_list(&mut self, close: &[Tok]) -> PResult<Vec<Stmt>> {
        let mut v = Vec::new();
        loop {
            let k = self.cur();
            if k == Tok::Eof || close.contains(&k) || !can_start_statement(k) {
                return Ok(v);
            }
            v.push(self.inner_statement()?);
        }
    }

    /// `top_statement`
    fn top_statement(&mut self) -> PResult<Option<Stmt>> {
        let line = self.line();
        match self.cur() {
            Tok::Namespace => {
                let with_bracket = self.peek_at(1) == Tok::LBrace || self.peek_at(2) == Tok::LBrace;
                self.check_namespace_declaration(with_bracket, line);
                self.advance();
                let name = match self.cur() {
                    Tok::LBrace => None,
                    Tok::NameQualified => Some(self.name()?),
                    _ if self.is_identifier() => {
                        let id = self.identifier()?;
                        Some(Name {
                            text: id,
                            kind: NameKind::Unqualified,
                        })
                    }
                    _ => return Err(self.unexpected(&["\"{\""])),
                };
                self.ns.name = name.as_ref().map(|n| n.text.clone()).unwrap_or_default();
                if self.eat(Tok::LBrace) {
                    let was = std::mem::replace(&mut self.ns.in_namespace, true);
                    let body = self.top_statement_list(Some(Tok::RBrace));
                    self.ns.in_namespace = was;
                    let body = body?;
                    self.expect_quiet(Tok::RBrace)?;
                    return Ok(Some(st(
                        StmtKind::Namespace {
                            name,
                            body: Some(body),
                        },
                        line,
                    )));
                }
                if name.is_none() {
                    return Err(self.unexpected(&["\"{\""]));
                }
                if self.cur() != Tok::Semicolon {
                    return Err(self.unexpected(&["\"{\""]));
                }
                self.advance();
                Ok(Some(st(StmtKind::Namespace { name, body: None }, line)))
            }
            Tok::Use => {
                self.advance();
                Ok(Some(self.use_statement(line)?))
            }
            Tok::Const => {
                self.advance();
                let mut items = Vec::new();
                loop {
                    let t = self.expect(Tok::String)?;
                    let name = self.text(&t).to_vec();
                    self.expect(Tok::Eq)?;
                    let value = self.expr()?;
                    items.push(ConstItem { name, value });
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect_list_end()?;
                Ok(Some(st(StmtKind::Const(items), line)))
            }
            Tok::HaltCompiler => {
                self.advance();
                self.expect(Tok::LParen)?;
                self.expect(Tok::RParen)?;
                self.expect(Tok::Semicolon)?;
                let off = self.toks[self.pos - 1].end as usize;
                // The token after `;` (or `?>` + newline) is where data starts:
                // the lexer stopped there.
                let mut start = off.min(self.src.len());
                let ended_with_close_tag = self.src.get(off - 2..off) == Some(b"?>".as_ref());
                if ended_with_close_tag {
                    if self.src.get(start) == Some(&b'\n') {
                        start += 1;
                    } else if self.src.get(start) == Some(&b'\r') {
                        start += 1;
                        if self.src.get(start) == Some(&b'\n') {
                            start += 1;
                        }
                    }
                }
                let data = self.src[start..].to_vec();
                Ok(Some(st(StmtKind::HaltCompiler(data), line)))
            }
            _ => Ok(Some(self.inner_statement()?)),
        }
    }

    /// php-src `zend_compile_namespace`'s checks, at the `namespace` keyword.
    fn check_namespace_declaration(&mut self, with_bracket: bool, line: u32) {
        let mix =
            "Cannot mix bracketed namespace declarations with unbracketed namespace declarations";
        if !self.ns.has_bracketed {
            if self.ns.current_unbracketed && with_bracket {
                self.compile_error(mix, line);
            }
        } else if !with_bracket {
            self.compile_error(mix, line);
        } else if self.ns.in_namespace {
            self.compile_error("Namespace declarations cannot be nested", line);
        }
        let is_first = (!with_bracket && !self.ns.current_unbracketed)
            || (with_bracket && !self.ns.has_bracketed);
        if is_first && (self.ns.in_namespace || self.ns.top.contains(&Some(false))) {
            self.compile_error(
                "Namespace declaration statement has to be the very first statement or after any declare call in the script",
                line,
            );
        }
        if with_bracket {
            self.ns.has_bracketed = true;
        } else {
            self.ns.current_unbracketed = true;
        }
    }

    /// `use` declarations at top level.
    fn use_statement(&mut self, line: u32) -> PResult<Stmt> {
        let kind = match self.cur() {
            Tok::Function => {
                self.advance();
                UseKind::Function
            }
            Tok::Const => {
                self.advance();
                UseKind::Const
            }
            _ => UseKind::Class,
        };
        let typed = kind != UseKind::Class;
        let mut uses = Vec::new();
        loop {
            let prefix = match self.cur() {
                Tok::String | Tok::NameQualified | Tok::NameFullyQualified => self.name()?,
                _ => return Err(self.unexpected(&[])),
            };
            if self.cur() == Tok::NsSeparator && prefix.kind != NameKind::Unqualified
                || self.cur() == Tok::NsSeparator
            {
                // Group use: `prefix\{ ... }`
                self.advance();
                self.expect(Tok::LBrace)?;
                loop {
                    if self.cur() == Tok::RBrace {
                        break;
                    }
                    let mut item_kind = None;
                    if !typed {
                        match self.cur() {
                            Tok::Function => {
                                self.advance();
                                item_kind = Some(UseKind::Function);
                            }
                            Tok::Const => {
                                self.advance();
                                item_kind = Some(UseKind::Const);
                            }
                            _ => {}
                        }
                    }
                    let n = match self.cur() {
                        Tok::String | Tok::NameQualified => self.name()?,
                        _ => return Err(self.unexpected(&[])),
                    };
                    let mut text = prefix.text.clone();
                    text.push(b'\\');
                    text.extend_from_slice(&n.text);
                    let alias = self.use_alias()?;
                    uses.push(UseItem {
                        name: Name {
                            text,
                            kind: NameKind::Qualified,
                        },
                        alias,
                        kind: item_kind,
                    });
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RBrace)?;
                self.expect(Tok::Semicolon)?;
                return Ok(st(StmtKind::Use { kind, uses }, line));
            }
            let alias = self.use_alias()?;
            uses.push(UseItem {
                name: prefix,
                alias,
                kind: None,
            });
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect_list_end()?;
        Ok(st(StmtKind::Use { kind, uses }, line))
    }

    fn use_alias(&mut self) -> PResult<Option<Ident>> {
        if self.eat(Tok::As) {
            let t = self.expect(Tok::String)?;
            return Ok(Some(self.text(&t).to_vec()));
        }
        Ok(None)
    }

    /// `inner_statement`
    pub(super) fn inner_statement(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let r = self.inner_statement_inner();
        self.leave();
        r
    }

    fn inner_statement_inner(&mut self) -> PResult<Stmt> {
        let line = self.line();
        let start = self.pos;
        match self.cur() {
            Tok::Function
                if self.peek_at(1) != Tok::LParen
                    && (!matches!(self.peek_at(1), Tok::Amp | Tok::AmpVar)
                        || self.peek_at(2) != Tok::LParen) =>
            {
                let doc = self.doc_before(start);
                let mut d = self.function_declaration(Vec::new())?;
                d.doc = doc;
                Ok(st(StmtKind::Function(Rc::new(d)), line))
            }
            Tok::Abstract | Tok::Final | Tok::Class | Tok::Interface | Tok::Trait | Tok::Enum => {
                let doc = self.doc_before(start);
                let mut d = self.class_declaration(Vec::new())?;
                d.doc = doc;
                Ok(st(StmtKind::Class(Rc::new(d)), line))
            }
            Tok::Readonly if self.peek_at(1) != Tok::LParen => {
                let doc = self.doc_before(start);
                let mut d = self.class_declaration(Vec::new())?;
                d.doc = doc;
                Ok(st(StmtKind::Class(Rc::new(d)), line))
            }
            Tok::Attribute => {
                let attrs = self.attributes()?;
                match self.cur() {
                    Tok::Function
                        if matches!(self.peek_at(1), Tok::String | Tok::Readonly)
                            || (matches!(self.peek_at(1), Tok::Amp | Tok::AmpVar)
                                && matches!(self.peek_at(2), Tok::String | Tok::Readonly)) =>
                    {
                        let doc = self.doc_before(start);
                        let mut d = self.function_declaration(attrs)?;
                        d.doc = doc;
                        Ok(st(StmtKind::Function(Rc::new(d)), line))
                    }
                    Tok::Abstract
                    | Tok::Final
                    | Tok::Readonly
                    | Tok::Class
                    | Tok::Interface
                    | Tok::Trait
                    | Tok::Enum => {
                        let doc = self.doc_before(start);
                        let mut d = self.class_declaration(attrs)?;
                        d.doc = doc;
                        Ok(st(StmtKind::Class(Rc::new(d)), line))
                    }
                    Tok::Function | Tok::Fn | Tok::Static => {
                        let is_static = self.eat(Tok::Static);
                        if !matches!(self.cur(), Tok::Function | Tok::Fn) {
                            return Err(self.unexpected(&[]));
                        }
                        let e = self.inline_function(is_static, attrs, line)?;
                        self.expression_statement_rest(e, line)
                    }
                    _ => Err(self.unexpected(&[])),
                }
            }
            Tok::HaltCompiler => {
                self.advance();
                self.expect(Tok::LParen)?;
                self.expect(Tok::RParen)?;
                self.expect(Tok::Semicolon)?;
                Err(crate::ParseError {
                    kind: crate::ErrorKind::Compile,
                    message: "__HALT_COMPILER() can only be used from the outermost scope".into(),
                    line,
                })
            }
            _ => self.statement(),
        }
    }

    /// An expression statement whose expression has been parsed as a
    /// primary: continue with operators, then `;`.
    fn expression_statement_rest(&mut self, e: Expr, line: u32) -> PResult<Stmt> {
        // Only postfix/binary continuation of a closure is possible here;
        // closures are not dereferenceable, so any operator is binary.
        let e = self.continue_expr(e)?;
        self.expect_quiet(Tok::Semicolon)?;
        Ok(st(StmtKind::Expr(e), line))
    }

    /// `statement`
    pub(super) fn statement(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let r = self.statement_dispatch();
        self.leave();
        r
    }

    fn statement_dispatch(&mut self) -> PResult<Stmt> {
        match self.cur() {
            Tok::LBrace => self.block_statement(),
            Tok::If => self.if_statement(),
            Tok::While => self.while_statement(),
            Tok::Do => self.do_statement(),
            Tok::For => self.for_statement(),
            Tok::Foreach => self.foreach_statement(),
            Tok::Switch => self.switch_statement(),
            Tok::Try => self.try_statement(),
            Tok::Declare => self.declare_statement(),
            _ => self.statement_rest(),
        }
    }

    #[inline(never)]
    fn block_statement(&mut self) -> PResult<Stmt> {
        let line = self.line();
        self.advance();
        let body = self.inner_statement_list(&[Tok::RBrace])?;
        self.expect_quiet(Tok::RBrace)?;
        Ok(st(StmtKind::Block(body), line))
    }

    #[inline(never)]
    /// The body of `while`/`for`/`foreach`: one statement, or the alternative
    /// syntax `: ... endX;`. Counts the loop depth for `break`/`continue` checks.
    fn loop_body(&mut self, end: Tok) -> PResult<Vec<Stmt>> {
        self.loops += 1;
        let body = if self.eat(Tok::Colon) {
            let b = self.inner_statement_list(&[end]);
            self.loops -= 1;
            let b = b?;
            self.expect_quiet(end)?;
            self.expect(Tok::Semicolon)?;
            b
        } else {
            let b = self.statement();
            self.loops -= 1;
            stmt_body(b?)
        };
        Ok(body)
    }

    fn while_statement(&mut self) -> PResult<Stmt> {
        let line = self.line();
        self.advance();
        let cond = self.paren_expr()?;
        let body = self.loop_body(Tok::Endwhile)?;
        Ok(st(StmtKind::While { cond, body }, line))
    }

    #[inline(never)]
    fn do_statement(&mut self) -> PResult<Stmt> {
        let line = self.line();
        self.advance();
        self.loops += 1;
        let b = self.statement();
        self.loops -= 1;
        let body = stmt_body(b?);
        self.expect(Tok::While)?;
        let cond = self.paren_expr()?;
        self.expect(Tok::Semicolon)?;
        Ok(st(StmtKind::DoWhile { body, cond }, line))
    }

    #[inline(never)]
    fn for_statement(&mut self) -> PResult<Stmt> {
        let line = self.line();
        self.advance();
        self.expect(Tok::LParen)?;
        let init = self.for_exprs(Tok::Semicolon)?;
        self.expect_for_sep(Tok::Semicolon)?;
        let cond = self.for_exprs(Tok::Semicolon)?;
        self.expect_for_sep(Tok::Semicolon)?;
        let step = self.for_exprs(Tok::RParen)?;
        self.expect_for_sep(Tok::RParen)?;
        let body = self.loop_body(Tok::Endfor)?;
        Ok(st(
            StmtKind::For {
                init,
                cond,
                step,
                body,
            },
            line,
        ))
    }

    #[inline(never)]
    fn statement_rest(&mut self) -> PResult<Stmt> {
        let t = self.tok().clone();
        let line = t.line;
        match t.kind {
            Tok::If => self.if_statement(),
            Tok::Foreach => self.foreach_statement(),
            Tok::Switch => self.switch_statement(),
            Tok::Break | Tok::Continue => {
                self.advance();
                let word = if t.kind == Tok::Break {
                    "break"
                } else {
                    "continue"
                };
                let depth_expr = if self.cur() == Tok::Semicolon {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(Tok::Semicolon)?;
                let mut depth = 1u32;
                if let Some(d) = depth_expr {
                    match d.kind {
                        ExprKind::Int(n) if n >= 1 => depth = n.min(u32::MAX as i64) as u32,
                        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Str(_) => {
                            self.compile_error(
                                format!("'{word}' operator accepts only positive integers"),
                                line,
                            );
                        }
                        _ => self.compile_error(
                            format!(
                                "'{word}' operator with non-integer operand is no longer supported"
                            ),
                            line,
                        ),
                    }
                }
                if self.loops == 0 {
                    self.compile_error(
                        format!("'{word}' not in the 'loop' or 'switch' context"),
                        line,
                    );
                } else if depth > self.loops {
                    let s = if depth == 1 { "" } else { "s" };
                    self.compile_error(format!("Cannot '{word}' {depth} level{s}"), line);
                }
                let kind = if t.kind == Tok::Break {
                    StmtKind::Break(depth)
                } else {
                    StmtKind::Continue(depth)
                };
                Ok(st(kind, line))
            }
            Tok::Return => {
                self.advance();
                let e = if self.cur() == Tok::Semicolon {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(Tok::Semicolon)?;
                Ok(st(StmtKind::Return(e), line))
            }
            Tok::Global => {
                self.advance();
                let mut vars = Vec::new();
                loop {
                    let v = self.simple_variable()?;
                    if v.kind == ExprKind::Var(b"this".to_vec()) {
                        self.compile_error("Cannot use $this as global variable", v.line);
                    }
                    vars.push(v);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect_list_end()?;
                Ok(st(StmtKind::Global(vars), line))
            }
            Tok::Static if self.peek_at(1) == Tok::Variable => {
                self.advance();
                let mut vars = Vec::new();
                loop {
                    let t = self.expect(Tok::Variable)?;
                    let name = self.var_name(&t);
                    if name == b"this" {
                        self.compile_error("Cannot use $this as static variable", t.line);
                    }
                    let default = if self.eat(Tok::Eq) {
                        Some(self.expr()?)
                    } else {
                        None
                    };
                    vars.push(StaticVar { name, default });
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect_list_end()?;
                Ok(st(StmtKind::Static(vars), line))
            }
            Tok::Echo => {
                self.advance();
                let mut exprs = Vec::new();
                loop {
                    exprs.push(self.expr()?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect_list_end()?;
                Ok(st(StmtKind::Echo(exprs), line))
            }
            Tok::InlineHtml => {
                self.advance();
                Ok(st(StmtKind::InlineHtml(Self::str_value(&t)), line))
            }
            Tok::Unset => {
                self.advance();
                self.expect(Tok::LParen)?;
                let mut vars = Vec::new();
                loop {
                    if self.cur() == Tok::RParen && !vars.is_empty() {
                        break;
                    }
                    vars.push(self.variable()?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect_after_variable(Tok::RParen)?;
                self.expect(Tok::Semicolon)?;
                Ok(st(StmtKind::Unset(vars), line))
            }
            Tok::Declare => self.declare_statement(),
            Tok::Semicolon => {
                self.advance();
                Ok(st(StmtKind::Nop, line))
            }
            Tok::Try => self.try_statement(),
            Tok::Goto => {
                self.advance();
                let l = self.expect(Tok::String)?;
                let name = self.text(&l).to_vec();
                self.expect(Tok::Semicolon)?;
                Ok(st(StmtKind::Goto(name), line))
            }
            Tok::String if self.peek_at(1) == Tok::Colon => {
                self.advance();
                self.advance();
                Ok(st(StmtKind::Label(self.text(&t).to_vec()), line))
            }
            _ => {
                let e = self.expr()?;
                self.expect_quiet(Tok::Semicolon)?;
                Ok(st(StmtKind::Expr(e), line))
            }
        }
    }

    fn expect_for_sep(&mut self, k: Tok) -> PResult<()> {
        self.expect(k).map(|_| ())
    }

    /// `for_exprs`
    fn for_exprs(&mut self, close: Tok) -> PResult<Vec<Expr>> {
        let mut v = Vec::new();
        if self.cur() == close {
            return Ok(v);
        }
        loop {
            v.push(self.expr()?);
            if !self.eat(Tok::Comma) {
                return Ok(v);
            }
        }
    }

    /// `'(' expr ')'`
    pub(super) fn paren_expr(&mut self) -> PResult<Expr> {
        self.expect(Tok::LParen)?;
        let e = self.expr()?;
        self.expect_quiet(Tok::RParen)?;
        Ok(e)
    }

    /// `if_stmt` and `alt_if_stmt`
    fn if_statement(&mut self) -> PResult<Stmt> {
        let mut line = self.expect(Tok::If)?.line;
        let mut cond = self.paren_expr()?;
        if self.eat(Tok::Colon) {
            return self.alt_if_rest(line, cond);
        }
        // `else if` chains are parsed iteratively (generated code can have
        // thousands of them) and nested afterwards.
        let mut chain: Vec<(u32, Expr, Vec<Stmt>, Vec<ElseIf>)> = Vec::new();
        let innermost = 'chain: loop {
            let then = stmt_body(self.statement()?);
            let mut elseifs = Vec::new();
            let mut else_ = None;
            loop {
                match self.cur() {
                    Tok::Elseif => {
                        let l = self.bump().line;
                        let c = self.paren_expr()?;
                        let body = stmt_body(self.statement()?);
                        elseifs.push(ElseIf {
                            cond: c,
                            body,
                            line: l,
                        });
                    }
                    Tok::Else if self.peek_at(1) == Tok::If => {
                        self.advance();
                        let l = self.bump().line;
                        let c = self.paren_expr()?;
                        if self.eat(Tok::Colon) {
                            else_ = Some(vec![self.alt_if_rest(l, c)?]);
                            break;
                        }
                        chain.push((line, cond, then, elseifs));
                        line = l;
                        cond = c;
                        continue 'chain;
                    }
                    Tok::Else => {
                        self.advance();
                        else_ = Some(stmt_body(self.statement()?));
                        break;
                    }
                    _ => break,
                }
            }
            break st(
                StmtKind::If {
                    cond,
                    then,
                    elseifs,
                    else_,
                },
                line,
            );
        };
        let mut s = innermost;
        while let Some((l, c, then, elseifs)) = chain.pop() {
            s = st(
                StmtKind::If {
                    cond: c,
                    then,
                    elseifs,
                    else_: Some(vec![s]),
                },
                l,
            );
        }
        Ok(s)
    }

    /// `alt_if_stmt` after `if (cond):`
    fn alt_if_rest(&mut self, line: u32, cond: Expr) -> PResult<Stmt> {
        let mut elseifs = Vec::new();
        let mut else_ = None;
        let then = self.inner_statement_list(&[Tok::Elseif, Tok::Else, Tok::Endif])?;
        loop {
            match self.cur() {
                Tok::Elseif => {
                    let l = self.bump().line;
                    let c = self.paren_expr()?;
                    self.expect(Tok::Colon)?;
                    let body = self.inner_statement_list(&[Tok::Elseif, Tok::Else, Tok::Endif])?;
                    elseifs.push(ElseIf {
                        cond: c,
                        body,
                        line: l,
                    });
                }
                Tok::Else => {
                    self.advance();
                    self.expect(Tok::Colon)?;
                    else_ = Some(self.inner_statement_list(&[Tok::Endif])?);
                    break;
                }
                _ => break,
            }
        }
        if self.cur() != Tok::Endif {
            return Err(if else_.is_some() {
                self.unexpected(&[])
            } else {
                self.unexpected(&["\"elseif\"", "\"else\"", "\"endif\""])
            });
        }
        self.advance();
        self.expect(Tok::Semicolon)?;
        Ok(st(
            StmtKind::If {
                cond,
                then,
                elseifs,
                else_,
            },
            line,
        ))
    }

    /// `T_FOREACH '(' expr T_AS foreach_variable [T_DOUBLE_ARROW foreach_variable] ')'`
    fn foreach_statement(&mut self) -> PResult<Stmt> {
        let line = self.expect(Tok::Foreach)?.line;
        self.expect(Tok::LParen)?;
        let subject = self.expr()?;
        if self.cur() != Tok::As {
            return Err(self.unexpected(&[]));
        }
        self.advance();
        let (mut value, mut by_ref) = self.foreach_variable()?;
        let mut key = None;
        if self.eat(Tok::DoubleArrow) {
            if by_ref {
                self.compile_error("Key element cannot be a reference", line);
            } else if matches!(value.kind, ExprKind::List(_)) {
                self.compile_error("Cannot use list as key element", line);
            }
            let (v, r) = self.foreach_variable()?;
            key = Some(value);
            value = v;
            by_ref = r;
        }
        self.expect(Tok::RParen)?;
        let body = self.loop_body(Tok::Endforeach)?;
        Ok(st(
            StmtKind::Foreach {
                subject,
                key,
                value,
                by_ref,
                body,
            },
            line,
        ))
    }

    /// `foreach_variable`: `$v`, `&$v`, `list(...)`, `[...]`.
    fn foreach_variable(&mut self) -> PResult<(Expr, bool)> {
        match self.cur() {
            Tok::Amp | Tok::AmpVar => {
                self.advance();
                Ok((self.variable()?, true))
            }
            Tok::List | Tok::LBracket => {
                let start = self.pos;
                let (e, cat) = self.postfix_expr_noassign()?;
                if matches!(cat, super::expr::Cat::ArrayLit | super::expr::Cat::ListLit) {
                    self.check_destructuring(&e, start, None);
                    return Ok((self.destructuring_target(e), false));
                }
                self.pos = start;
                Err(self.unexpected(&[]))
            }
            _ => Ok((self.variable()?, false)),
        }
    }

    /// `T_SWITCH '(' expr ')' switch_case_list`
    fn switch_statement(&mut self) -> PResult<Stmt> {
        let line = self.expect(Tok::Switch)?.line;
        let subject = self.paren_expr()?;
        let alt = match self.cur() {
            Tok::LBrace => false,
            Tok::Colon => true,
            _ => return Err(self.unexpected(&["\"{\"", "\":\""])),
        };
        self.advance();
        self.eat(Tok::Semicolon);
        let close = if alt { Tok::Endswitch } else { Tok::RBrace };
        let mut cases = Vec::new();
        let mut has_default = false;
        self.loops += 1;
        let r = (|| -> PResult<()> {
            loop {
                let l = self.line();
                let cond = match self.cur() {
                    Tok::Case => {
                        self.advance();
                        let c = self.expr()?;
                        if !matches!(self.cur(), Tok::Colon | Tok::Semicolon) {
                            return Err(self.unexpected(&[]));
                        }
                        Some(c)
                    }
                    Tok::Default => {
                        self.advance();
                        if has_default {
                            self.compile_error(
                                "Switch statements may only contain one default clause",
                                l,
                            );
                        }
                        has_default = true;
                        None
                    }
                    k if k == close => return Ok(()),
                    _ => {
                        let exp = if alt {
                            vec!["\"endswitch\"", "\"case\"", "\"default\""]
                        } else {
                            vec!["\"case\"", "\"default\"", "\"}\""]
                        };
                        return Err(self.unexpected(&exp));
                    }
                };
                if !self.eat(Tok::Colon) && !self.eat(Tok::Semicolon) {
                    return Err(self.unexpected(&["\":\"", "\";\""]));
                }
                let body = self.inner_statement_list(&[Tok::Case, Tok::Default, close])?;
                cases.push(SwitchCase {
                    cond,
                    body,
                    line: l,
                });
            }
        })();
        self.loops -= 1;
        r?;
        self.advance();
        if alt {
            self.expect(Tok::Semicolon)?;
        }
        Ok(st(StmtKind::Switch { subject, cases }, line))
    }

    /// `T_DECLARE '(' const_list ')' declare_statement`
    fn declare_statement(&mut self) -> PResult<Stmt> {
        let line = self.expect(Tok::Declare)?.line;
        self.expect(Tok::LParen)?;
        let mut directives = Vec::new();
        loop {
            let t = self.expect(Tok::String)?;
            let name = self.text(&t).to_vec();
            self.expect(Tok::Eq)?;
            let v = self.expr()?;
            if name.eq_ignore_ascii_case(b"strict_types") {
                let first = self.in_function == 0
                    && !self.ns.in_namespace
                    && self.ns.top.iter().all(|k| *k == Some(true))
                    && self.depth <= 2;
                if !first {
                    self.compile_error(
                        "strict_types declaration must be the very first statement in the script",
                        line,
                    );
                }
            }
            directives.push((name, v));
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        if self.cur() != Tok::RParen {
            return Err(self.unexpected(&["\",\"", "\")\""]));
        }
        self.advance();
        let body = if self.eat(Tok::Colon) {
            let b = self.inner_statement_list(&[Tok::Enddeclare])?;
            self.expect_quiet(Tok::Enddeclare)?;
            self.expect(Tok::Semicolon)?;
            Some(b)
        } else {
            match self.statement()? {
                Stmt {
                    kind: StmtKind::Nop,
                    ..
                } => None,
                s => Some(stmt_body(s)),
            }
        };
        Ok(st(StmtKind::Declare { directives, body }, line))
    }

    /// `T_TRY '{' ... '}' catch_list finally_statement`
    fn try_statement(&mut self) -> PResult<Stmt> {
        let line = self.expect(Tok::Try)?.line;
        self.expect(Tok::LBrace)?;
        let body = self.inner_statement_list(&[Tok::RBrace])?;
        self.expect_quiet(Tok::RBrace)?;
        let mut catches = Vec::new();
        while self.cur() == Tok::Catch {
            let l = self.bump().line;
            self.expect(Tok::LParen)?;
            let mut types = vec![self.class_name()?];
            while self.eat(Tok::Pipe) {
                types.push(self.class_name()?);
            }
            let var = if self.cur() == Tok::Variable {
                let t = self.bump();
                Some(self.var_name(&t))
            } else {
                None
            };
            self.expect(Tok::RParen)?;
            self.expect(Tok::LBrace)?;
            let b = self.inner_statement_list(&[Tok::RBrace])?;
            self.expect_quiet(Tok::RBrace)?;
            catches.push(Catch {
                types,
                var,
                body: b,
                line: l,
            });
        }
        let finally = if self.eat(Tok::Finally) {
            self.expect(Tok::LBrace)?;
            let b = self.inner_statement_list(&[Tok::RBrace])?;
            self.expect_quiet(Tok::RBrace)?;
            Some(b)
        } else {
            None
        };
        if catches.is_empty() && finally.is_none() {
            self.compile_error("Cannot use try without catch or finally", line);
        }
        Ok(st(
            StmtKind::Try {
                body,
                catches,
                finally,
            },
            line,
        ))
    }
}

/// The body of a control structure: a block's statements, or the single
/// statement.
fn stmt_body(s: Stmt) -> Vec<Stmt> {
    match s.kind {
        StmtKind::Block(b) => b,
        StmtKind::Nop => Vec::new(),
        _ => vec![s],
    }
}

/// Tokens that can begin a statement.
fn can_start_statement(k: Tok) -> bool {
    use Tok::*;
    super::expr::can_start_expr(k)
        || matches!(
            k,
            LBrace
                | If
                | While
                | Do
                | For
                | Foreach
                | Switch
                | Break
                | Continue
                | Return
                | Global
                | Echo
                | InlineHtml
                | Unset
                | Declare
                | Semicolon
                | Try
                | Goto
                | Namespace
                | Use
                | Const
                | HaltCompiler
                | Abstract
                | Final
                | Class
                | Interface
                | Trait
                | Enum
                | Error
        )
}
