//! Expressions: dispatch, literals, variables, constants and magic constants.
//! Each `expr*` function returns an operand: a variable's slot, a
//! temporary, or a literal (with the `LIT` bit).

mod array;
mod call;
mod generator;
mod lvalue;
mod object;
mod ops;

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Literal, Op, NONE};
use rphp_syntax::ast::{CastType, Expr, ExprKind, MagicConst, NameKind, UnaryOp};

impl Compiler {
    /// Compiles `e` for its value.
    pub fn expr(&mut self, e: &Expr) -> CResult<u32> {
        self.fb.line = e.line;
        let r = self.expr_inner(e, None)?;
        Ok(r)
    }

    /// Compiles `e` for its side effects only.
    pub fn expr_discard(&mut self, e: &Expr) -> CResult<()> {
        match &e.kind {
            ExprKind::IncDec { expr, inc, .. } => {
                self.fb.line = e.line;
                self.incdec(expr, true, *inc, true)?;
            }
            ExprKind::New { .. } | ExprKind::Clone(_) => {
                // A discarded object dies now (its destructor runs here, as in php).
                let t = self.expr(e)?;
                self.fb.emit(Op::Unset, t, 0, 0);
            }
            ExprKind::Call { .. } | ExprKind::MethodCall { .. } | ExprKind::StaticCall { .. } => {
                // No destination (`NONE`): an unused result is released as php
                // releases one (a temporary at the return, a variable with the
                // callee's other variables), and must not stay alive in a
                // temporary (fluent `return $this`, cycles the collector must find).
                // Calls that cannot go without one (intrinsics, `f(...)`,
                // nullsafe calls) still get a temporary, unset here.
                self.fb.line = e.line;
                let t = self.expr_inner(e, Some(NONE))?;
                if t & crate::builder::TEMP != 0 && t & rphp_bytecode::LIT == 0 && t != NONE {
                    self.fb.emit(Op::Unset, t, 0, 0);
                }
            }
            ExprKind::AssignRef { target, value } if Self::simple_var(target).is_none() => {
                self.fb.line = e.line;
                self.assign_ref_discard(target, value)?;
            }
            ExprKind::Assign { target, value } if Self::simple_var(target).is_none() => {
                self.fb.line = e.line;
                self.assign_discard(target, value)?;
            }
            _ => {
                self.expr(e)?;
            }
        }
        Ok(())
    }

    /// A condition for a conditional jump.
    pub fn cond(&mut self, e: &Expr) -> CResult<u32> {
        self.expr(e)
    }

    /// Emits a jump taken when `e` is `when`; returns the instruction to patch.
    /// Comparisons fuse with the jump (`JmpLt`, `JmpNLt`, `JmpIdentical`, ...).
    /// `!`, `&&` and `||` become jumps too (no boolean temporaries).
    pub fn cond_jump(&mut self, e: &Expr, when: bool) -> CResult<usize> {
        use rphp_syntax::ast::{BinOp, UnaryOp};
        match &e.kind {
            ExprKind::Unary {
                op: UnaryOp::Not,
                expr,
            } => return self.cond_jump(expr, !when),
            ExprKind::Binary {
                op: op @ (BinOp::And | BinOp::Or),
                left,
                right,
            } => {
                self.fb.line = e.line;
                if (*op == BinOp::And) != when {
                    // `a && b` is false (`a || b` true) when either side is:
                    // both jumps go to the target.
                    let ja = self.cond_jump(left, when)?;
                    let jb = self.cond_jump(right, when)?;
                    self.fb.jump_aliases.push((jb, ja));
                    return Ok(jb);
                }
                // Otherwise the left side decides only by skipping the right's jump.
                let ja = self.cond_jump(left, !when)?;
                let jb = self.cond_jump(right, when)?;
                self.fb.patch(ja);
                return Ok(jb);
            }
            _ => {}
        }
        if let ExprKind::Binary { op, left, right } = &e.kind {
            if matches!(op, BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge) {
                self.fb.line = e.line;
                let l = self.expr(left)?;
                let r = self.expr(right)?;
                self.fb.line = e.line;
                let (a, b, le) = match op {
                    BinOp::Lt => (l, r, false),
                    BinOp::Le => (l, r, true),
                    BinOp::Gt => (r, l, false),
                    _ => (r, l, true),
                };
                let op = match (le, when) {
                    (false, true) => Op::JmpLt,
                    (true, true) => Op::JmpLe,
                    (false, false) => Op::JmpNLt,
                    (true, false) => Op::JmpNLe,
                };
                return Ok(self.fb.emit(op, a, b, 0));
            }
            if let Some((other, truth)) = ops::bool_equality(*op, left, right) {
                return self.cond_jump(other, if truth { when } else { !when });
            }
            if matches!(op, BinOp::Eq | BinOp::NotEq) {
                self.fb.line = e.line;
                let l = self.expr(left)?;
                let r = self.expr(right)?;
                self.fb.line = e.line;
                let op = if (*op == BinOp::Eq) == when {
                    Op::JmpEq
                } else {
                    Op::JmpNEq
                };
                return Ok(self.fb.emit(op, l, r, 0));
            }
            if matches!(op, BinOp::Identical | BinOp::NotIdentical) {
                self.fb.line = e.line;
                let l = self.expr(left)?;
                let r = self.expr(right)?;
                self.fb.line = e.line;
                let op = if (*op == BinOp::Identical) == when {
                    Op::JmpIdentical
                } else {
                    Op::JmpNIdentical
                };
                return Ok(self.fb.emit(op, l, r, 0));
            }
        }
        let c = self.cond(e)?;
        Ok(self
            .fb
            .emit(if when { Op::JmpNZ } else { Op::JmpZ }, c, 0, 0))
    }

    /// Compiles `e`, writing the result straight into `dst` when the
    /// operation produces a fresh value (arithmetic, calls, reads), else
    /// returning an operand the caller must copy.
    pub fn expr_to(&mut self, e: &Expr, dst: u32) -> CResult<u32> {
        self.fb.line = e.line;
        self.expr_inner(e, Some(dst))
    }

    fn expr_inner(&mut self, e: &Expr, dst: Option<u32>) -> CResult<u32> {
        let line = e.line;
        match &e.kind {
            ExprKind::Int(i) => Ok(self.fb.lit(Literal::Int(*i))),
            ExprKind::Float(f) => Ok(self.fb.lit(Literal::Float(*f))),
            ExprKind::Str(s) => Ok(self.fb.str_lit(s)),
            ExprKind::Interp(parts) => self.interp(parts),
            ExprKind::ShellExec(parts) => {
                // php compiles `cmd` to a call of the global shell_exec().
                use rphp_syntax::ast::{Arg, Args, Callee, InterpPart, Name};
                let arg = match parts.as_slice() {
                    [] => ExprKind::Str(Vec::new()),
                    [InterpPart::Lit(s)] => ExprKind::Str(s.clone()),
                    _ => ExprKind::Interp(parts.clone()),
                };
                let call = Expr {
                    kind: ExprKind::Call {
                        func: Callee::Name(Name {
                            text: b"shell_exec".to_vec(),
                            kind: NameKind::FullyQualified,
                        }),
                        args: Args::List(vec![Arg {
                            name: None,
                            value: Expr { kind: arg, line },
                            unpack: false,
                        }]),
                    },
                    line,
                };
                self.expr_inner(&call, dst)
            }
            ExprKind::Var(name) => {
                if name == b"GLOBALS" {
                    let t = self.fb.temp();
                    self.fb.emit(Op::Globals, t, 0, 0);
                    return Ok(t);
                }
                if is_superglobal(name) {
                    let n = self.fb.str_lit(name);
                    let t = self.fb.temp();
                    self.fb.emit(Op::GlobalGet, t, n, 0);
                    return Ok(t);
                }
                Ok(self.fb.cv(name))
            }
            ExprKind::VarVar(n) => {
                let n = self.expr(n)?;
                let t = self.fb.temp();
                self.fb.line = line;
                self.fb.emit(Op::VarVar, t, n, 0);
                Ok(t)
            }
            ExprKind::Array(items) => self.array_literal(items),
            ExprKind::List(_) => {
                self.err(line, "Cannot use list() outside of an assignment context")
            }
            ExprKind::Index { base, index } => {
                let Some(index) = index else {
                    return self.err(line, "Cannot use [] for reading");
                };
                if let ExprKind::Var(n) = &base.kind {
                    if n == b"GLOBALS" {
                        let k = self.expr(index)?;
                        let t = self.fb.temp();
                        self.fb.line = line;
                        self.fb.emit(Op::GlobalGet, t, k, 0);
                        return Ok(t);
                    }
                }
                let b = self.expr(base)?;
                let k = self.expr(index)?;
                let t = dst.unwrap_or_else(|| self.fb.temp());
                self.fb.line = line;
                self.fb.emit(Op::GetDim, t, b, k);
                Ok(t)
            }
            ExprKind::Prop {
                obj,
                name,
                nullsafe: true,
            } => self.nullsafe(obj, line, |c, o| {
                let n = c.member_operand(name)?;
                let t = c.fb.temp();
                c.fb.line = line;
                c.fb.emit(Op::FetchProp, t, o, n);
                Ok(t)
            }),
            ExprKind::MethodCall {
                obj,
                name,
                args,
                nullsafe: true,
            } => self.nullsafe(obj, line, |c, o| {
                let n = c.member_operand(name)?;
                c.fb.line = line;
                c.fb.emit(Op::InitMethod, o, n, 0);
                c.finish_call(args, None, line)
            }),
            ExprKind::Prop { obj, name, .. } => self.prop_read(obj, name, false, dst, line),
            ExprKind::StaticProp { class, name } => self.static_prop_read(class, name, line),
            ExprKind::ClassConst { class, name } => self.class_const(class, name, line),
            ExprKind::StaticCall { class, name, args } => {
                self.static_call(class, name, args, dst, line)
            }
            ExprKind::Clone(e) => self.clone_expr(e, line),
            ExprKind::MethodCall {
                obj, name, args, ..
            } => self.method_call_obj(obj, name, args, dst, line),
            ExprKind::New { class, args } => {
                let builtin = match class {
                    rphp_syntax::ast::ClassRef::Name(n) => {
                        builtin_throwable(&self.resolve_class_name(n))
                    }
                    _ => false,
                };
                if builtin {
                    self.new_expr(class, args, line)
                } else {
                    self.new_object(class, args, line)
                }
            }
            ExprKind::Instanceof { expr, class } => {
                let v = self.expr(expr)?;
                let n = self.class_operand(class, line)?;
                let t = self.fb.temp();
                self.fb.emit(Op::InstanceOf, t, v, n);
                if holds_fresh_value(expr, v) {
                    self.fb.emit(Op::Unset, v, 1, 0);
                }
                Ok(t)
            }
            ExprKind::Const(name) => self.constant(name),
            ExprKind::Call { func, args } => self.call(func, args, dst, line),
            ExprKind::Assign { target, value } => self.assign(target, value),
            ExprKind::AssignRef { target, value } => self.assign_ref(target, value),
            ExprKind::AssignOp { op, target, value } => self.assign_op(*op, target, value),
            ExprKind::Binary { op, left, right } => self.binary(*op, left, right, dst),
            ExprKind::Unary { op, expr } => {
                if *op == UnaryOp::Neg {
                    match expr.kind {
                        ExprKind::Int(i) => return Ok(self.fb.lit(Literal::Int(i.wrapping_neg()))),
                        ExprKind::Float(f) => return Ok(self.fb.lit(Literal::Float(-f))),
                        _ => {}
                    }
                }
                let v = self.expr(expr)?;
                let t = dst.unwrap_or_else(|| self.fb.temp());
                self.fb.line = line;
                match op {
                    UnaryOp::Neg => {
                        let m = self.fb.lit(Literal::Int(-1));
                        self.fb.emit(Op::Mul, t, v, m)
                    }
                    UnaryOp::Plus => {
                        let m = self.fb.lit(Literal::Int(1));
                        self.fb.emit(Op::Mul, t, v, m)
                    }
                    UnaryOp::Not => self.fb.emit(Op::Not, t, v, 0),
                    UnaryOp::BitNot => self.fb.emit(Op::BitNot, t, v, 0),
                };
                Ok(t)
            }
            ExprKind::IncDec { prefix, inc, expr } => self.incdec(expr, *prefix, *inc, false),
            ExprKind::Cast { ty, expr } => {
                let kind = match ty {
                    CastType::Int => 0,
                    CastType::Float => 1,
                    CastType::String => 2,
                    CastType::Bool => 3,
                    CastType::Array => 4,
                    CastType::Object => 5,
                    CastType::Unset => {
                        return self.err(line, "The (unset) cast is no longer supported")
                    }
                };
                let v = self.expr(expr)?;
                let t = dst.unwrap_or_else(|| self.fb.temp());
                self.fb.line = line;
                self.fb.emit(Op::Cast, t, v, kind);
                if v != t && holds_fresh_value(expr, v) {
                    // `(string) new A`: the object dies once converted.
                    self.fb.emit(Op::Unset, v, 1, 0);
                }
                Ok(t)
            }
            ExprKind::Isset(items) => self.isset(items),
            ExprKind::Empty(e) => self.empty(e),
            ExprKind::Silence(inner) => {
                let saved = self.fb.temp();
                self.fb.emit(Op::Silence, saved, 0, 0);
                let r = self.expr(inner)?;
                let r = self.temp_of(r);
                self.fb.emit(Op::EndSilence, saved, 0, 0);
                Ok(r)
            }
            ExprKind::Ternary { cond, then, else_ } => {
                let t = self.fb.temp();
                match then {
                    Some(then) => {
                        let j = self.cond_jump(cond, false)?;
                        let a = self.ternary_branch(then, t)?;
                        self.ternary_result(t, then, a);
                        let end = self.fb.emit(Op::Jmp, 0, 0, 0);
                        self.fb.patch(j);
                        let b = self.ternary_branch(else_, t)?;
                        self.ternary_result(t, else_, b);
                        self.fb.patch(end);
                    }
                    None => {
                        let c = self.expr(cond)?;
                        self.ternary_result(t, cond, c);
                        let j = self.fb.emit(Op::JmpNZ, t, 0, 0);
                        let b = self.expr(else_)?;
                        self.ternary_result(t, else_, b);
                        self.fb.patch(j);
                    }
                }
                Ok(t)
            }
            ExprKind::Include { kind, path } => {
                let p = self.expr(path)?;
                let t = self.fb.temp();
                self.fb.line = line;
                let k = match kind {
                    rphp_syntax::ast::IncludeKind::Include => 0,
                    rphp_syntax::ast::IncludeKind::IncludeOnce => 1,
                    rphp_syntax::ast::IncludeKind::Require => 2,
                    rphp_syntax::ast::IncludeKind::RequireOnce => 3,
                };
                self.fb.emit(Op::Include, t, p, k);
                Ok(t)
            }
            ExprKind::Eval(code) => {
                let c = self.expr(code)?;
                let t = self.fb.temp();
                self.fb.line = line;
                self.fb.emit(Op::Eval, t, c, 0);
                Ok(t)
            }
            ExprKind::Exit(v) => {
                let r = match v {
                    Some(v) => self.expr(v)?,
                    None => NONE,
                };
                self.fb.line = line;
                self.fb.emit(Op::Exit, r, 0, 0);
                Ok(self.fb.lit(Literal::Null))
            }
            ExprKind::Print(v) => {
                let r = self.expr(v)?;
                self.fb.line = line;
                self.fb.emit(Op::Echo, r, 0, 0);
                Ok(self.fb.lit(Literal::Int(1)))
            }
            ExprKind::Closure(decl) => self.closure_expr(decl, false),
            ExprKind::ArrowFn(decl) => self.closure_expr(decl, true),
            ExprKind::Match { subject, arms } => self.match_expr(subject, arms),
            ExprKind::Yield { key, value } => {
                self.yield_expr(key.as_deref(), value.as_deref(), line)
            }
            ExprKind::YieldFrom(src) => self.yield_from_expr(src, line),
            ExprKind::Throw(v) => {
                let r = self.expr(v)?;
                self.fb.line = line;
                self.fb.emit(Op::Throw, r, 0, 0);
                Ok(self.fb.lit(Literal::Null))
            }
            ExprKind::MagicConst(m) => Ok(self.magic(*m, line)),
        }
    }

    fn magic(&mut self, m: MagicConst, line: u32) -> u32 {
        match m {
            MagicConst::File => {
                let p = self.path.clone();
                self.fb.str_lit(&p)
            }
            MagicConst::Dir => {
                let p = self.path.clone();
                let dir = match p.iter().rposition(|&b| b == b'/') {
                    Some(0) => b"/".to_vec(),
                    Some(i) => p[..i].to_vec(),
                    None => b".".to_vec(),
                };
                self.fb.str_lit(&dir)
            }
            MagicConst::Function => {
                let n = if self.depth == 0 {
                    Vec::new()
                } else {
                    let full = self.fb.name.to_vec();
                    match full.windows(2).position(|w| w == b"::") {
                        Some(p) => full[p + 2..].to_vec(),
                        None => full,
                    }
                };
                self.fb.str_lit(&n)
            }
            MagicConst::Class if self.class_ctx.as_ref().is_some_and(|c| c.is_trait) => {
                // The using class: known only when the method runs.
                let c = self.fb.str_lit(b"self");
                let n = self.fb.str_lit(b"class");
                let t = self.fb.temp();
                self.fb.line = line;
                self.fb.emit(Op::ClassConst, t, c, n);
                t
            }
            MagicConst::Trait => {
                let n = match &self.class_ctx {
                    Some(c) if c.is_trait => c.name.clone(),
                    _ => Vec::new(),
                };
                self.fb.str_lit(&n)
            }
            MagicConst::Class => {
                let n = self
                    .class_ctx
                    .as_ref()
                    .map(|c| c.name.clone())
                    .unwrap_or_default();
                self.fb.str_lit(&n)
            }
            MagicConst::Method => {
                let n = if self.depth > 0 {
                    self.fb.name.to_vec()
                } else {
                    Vec::new()
                };
                self.fb.str_lit(&n)
            }
            MagicConst::Namespace => {
                let ns = self.namespace.clone();
                self.fb.str_lit(&ns)
            }
            MagicConst::Line => self.fb.lit(Literal::Int(line as i64)),
        }
    }

    fn constant(&mut self, name: &rphp_syntax::ast::Name) -> CResult<u32> {
        let text = &name.text;
        let short: &[u8] = match name.kind {
            NameKind::Unqualified | NameKind::FullyQualified => text,
            _ => text,
        };
        let lc = short.to_ascii_lowercase();
        match &lc[..] {
            b"true" => return Ok(self.fb.lit(Literal::Bool(true))),
            b"false" => return Ok(self.fb.lit(Literal::Bool(false))),
            b"null" => return Ok(self.fb.lit(Literal::Null)),
            _ => {}
        }
        let global = match name.kind {
            NameKind::FullyQualified => true,
            NameKind::Unqualified => {
                self.namespace.is_empty() && !self.imports.consts.contains_key(short)
            }
            _ => false,
        };
        if global {
            if let Some(l) = inline_constant(short) {
                return Ok(self.fb.lit(l));
            }
        }
        // In a namespace, `X` means `ns\X` first (the VM falls back to the global `X`);
        // `A\X` is relative to the namespace.
        let full = self.resolve_const_name(name);
        let n = self.fb.str_lit(&full);
        let t = self.fb.temp();
        self.fb.emit(Op::FetchConst, t, n, 0);
        Ok(t)
    }
}

/// Core constants PHP substitutes at compile time.
fn inline_constant(name: &[u8]) -> Option<Literal> {
    Some(match name {
        b"PHP_EOL" => Literal::Str(b"\n"[..].into()),
        b"PHP_INT_MAX" => Literal::Int(i64::MAX),
        b"PHP_INT_MIN" => Literal::Int(i64::MIN),
        b"PHP_INT_SIZE" => Literal::Int(8),
        b"E_ALL" => Literal::Int(32767),
        b"E_ERROR" => Literal::Int(1),
        b"E_WARNING" => Literal::Int(2),
        b"E_NOTICE" => Literal::Int(8),
        b"E_DEPRECATED" => Literal::Int(8192),
        b"E_STRICT" => Literal::Int(2048),
        b"E_USER_ERROR" => Literal::Int(256),
        b"E_USER_WARNING" => Literal::Int(512),
        b"E_USER_NOTICE" => Literal::Int(1024),
        b"E_USER_DEPRECATED" => Literal::Int(16384),
        _ => return None,
    })
}

/// `$_SERVER` and friends: visible in every scope.
/// The built-in Throwable classes still made by `Op::New` (until exceptions are objects).
fn builtin_throwable(name: &[u8]) -> bool {
    KNOWN_THROWABLES.contains(&&name.to_ascii_lowercase()[..])
}

const KNOWN_THROWABLES: &[&[u8]] = &[
    b"exception",
    b"errorexception",
    b"error",
    b"compileerror",
    b"parseerror",
    b"typeerror",
    b"argumentcounterror",
    b"valueerror",
    b"arithmeticerror",
    b"divisionbyzeroerror",
    b"unhandledmatcherror",
    b"logicexception",
    b"badfunctioncallexception",
    b"badmethodcallexception",
    b"domainexception",
    b"invalidargumentexception",
    b"lengthexception",
    b"outofrangeexception",
    b"runtimeexception",
    b"outofboundsexception",
    b"overflowexception",
    b"rangeexception",
    b"underflowexception",
    b"unexpectedvalueexception",
    b"jsonexception",
];

pub fn is_superglobal(name: &[u8]) -> bool {
    matches!(
        name,
        b"_SERVER"
            | b"_GET"
            | b"_POST"
            | b"_COOKIE"
            | b"_FILES"
            | b"_REQUEST"
            | b"_ENV"
            | b"_SESSION"
    )
}

/// Whether register `r` is a temporary holding the result of a call, `new` or
/// `clone`: a value nothing else may hold, which must be released when its
/// one use has taken it (php frees its temporaries at once; destructor order).
/// A destination that names a register: `Some(NONE)` (a discarded call's
/// result, see `expr_discard`) only suits the call instructions.
pub(crate) fn real_dst(dst: Option<u32>) -> Option<u32> {
    dst.filter(|&d| d != NONE)
}

impl Compiler {
    /// A ternary branch, evaluated into the result `t` when it is `new` of a
    /// user class (as php's ternary moves its branch's temporary: the
    /// object is never held twice).
    fn ternary_branch(&mut self, e: &rphp_syntax::ast::Expr, t: u32) -> CResult<u32> {
        if let ExprKind::New { class, args } = &e.kind {
            let builtin = match class {
                rphp_syntax::ast::ClassRef::Name(n) => {
                    builtin_throwable(&self.resolve_class_name(n))
                }
                _ => true,
            };
            if !builtin {
                self.fb.line = e.line;
                return self.new_object_to(class, args, e.line, Some(t));
            }
        }
        self.expr_to(e, t)
    }

    /// Copies a ternary branch's value `v` (of expression `e`) into the
    /// result `t`. A fresh value (`new`, a call's result) then leaves its
    /// temporary, as php's ternary moves it: the object is held once, not
    /// kept alive by a dead temporary (destructor timing) or rooted for the
    /// cycle collector when that temporary is reused.
    fn ternary_result(&mut self, t: u32, e: &rphp_syntax::ast::Expr, v: u32) {
        if v == t {
            return;
        }
        self.fb.emit(Op::Assign, t, v, 0);
        if holds_fresh_value(e, v) {
            self.fb.emit(Op::Unset, v, 1, 0);
        }
    }
}

pub(crate) fn holds_fresh_value(e: &rphp_syntax::ast::Expr, r: u32) -> bool {
    r != NONE
        && r & crate::builder::TEMP != 0
        && r & rphp_bytecode::LIT == 0
        && matches!(
            e.kind,
            ExprKind::Call { .. }
                | ExprKind::MethodCall { .. }
                | ExprKind::StaticCall { .. }
                | ExprKind::New { .. }
                | ExprKind::Clone(_)
        )
}
