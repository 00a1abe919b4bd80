//! Function calls: `f(...)`, `$f(...)`, argument passing (by value, by
//! reference decided at run time from the callee's declaration, spread,
//! named), plus the built-in Throwable classes' `new` and methods.

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Op, NONE};
use rphp_syntax::ast::{Arg, Args, Callee, ClassRef, Expr, ExprKind, Name, NameKind};

impl Compiler {
    pub(super) fn call(
        &mut self,
        func: &Callee,
        args: &Args,
        dst: Option<u32>,
        line: u32,
    ) -> CResult<u32> {
        let list = match args {
            Args::List(a) => Some(a),
            Args::Placeholder => None,
        };
        let ref_call = std::mem::take(&mut self.ref_call);
        match func {
            Callee::Name(n) => {
                if let Some(args) = list {
                    if let Some(r) = self.assert_call(n, args, dst, line)? {
                        return Ok(r);
                    }
                    if let Some(r) = self.intrinsic(&n.text, n.kind, args, dst)? {
                        return Ok(r);
                    }
                    if let Some(r) = self.user_call(n, args, dst, line)? {
                        return Ok(r);
                    }
                }
                let (name, fallback) = self.resolve_function_name(n);
                let site = self.fb.call_site(&name, fallback.as_deref());
                if let Some(args) = list {
                    if !ref_call && fallback.is_none() && self.fusable(&name, args) {
                        return self.call_fn(site, args, dst, line);
                    }
                    if !ref_call && Self::args_plain(args) {
                        return self.call_name(site, args, dst, line);
                    }
                }
                self.fb.line = line;
                self.fb.emit(Op::InitCall, site, 0, 0);
            }
            Callee::Expr(e) => {
                let f = self.expr(e)?;
                self.fb.line = line;
                self.fb.emit(Op::InitCallDyn, f, 0, 0);
            }
        }
        let Some(args) = list else {
            // `f(...)`: the resolved target becomes a Closure.
            let t = super::real_dst(dst).unwrap_or_else(|| self.fb.temp());
            self.fb.emit(Op::MakeCallable, t, 0, 0);
            return Ok(t);
        };
        self.send_args(args)?;
        let t = dst.unwrap_or_else(|| self.fb.temp());
        self.fb.line = line;
        self.fb.emit(Op::DoCall, t, 0, 0);
        Ok(t)
    }

    /// Whether `name(args)` can be a `CallFn`: the callee is a hoisted by-value
    /// function of this script given a count of positional arguments it accepts,
    /// and reading the arguments' values at the call (not one by one as they are
    /// sent) cannot be observed.
    fn fusable(&self, name: &[u8], args: &[Arg]) -> bool {
        let Some(sf) = self.static_fns.get(&name.to_ascii_lowercase()) else {
            return false;
        };
        if !sf.by_value || args.len() < sf.required || args.len() > sf.nparams {
            return false;
        }
        Self::args_fusable(args)
    }

    /// `CallFn`: arguments are evaluated into registers, then one instruction
    /// enters the callee with them (no pending call, no per-argument sends).
    fn call_fn(&mut self, site: u32, args: &[Arg], dst: Option<u32>, line: u32) -> CResult<u32> {
        // The result's temporary first: the arguments' ones are free after the call.
        let t = dst.unwrap_or_else(|| self.fb.temp());
        let mark = self.fb.temps;
        let (ops, copies) = self.fused_args(args)?;
        self.fb.line = line;
        self.fb.emit(Op::CallFn, t, site, ops.len() as u32);
        self.fused_call_tail(&ops, &copies, mark);
        Ok(t)
    }

    /// Whether every argument is a plain variable or a number or string
    /// literal, passed by position: nothing runs between resolving the
    /// function and the call, so one `CallName` does what `InitCall`, the
    /// sends and `DoCall` would (each variable still sent by reference when
    /// the callee turns out to take it so).
    fn args_plain(args: &[Arg]) -> bool {
        args.iter().all(|a| {
            !a.unpack
                && a.name.is_none()
                && match &a.value.kind {
                    ExprKind::Var(n) => n != b"GLOBALS" && n != b"this",
                    ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Str(_) => true,
                    _ => false,
                }
        })
    }

    /// `CallName`: a call by name of plain arguments (see [`Self::args_plain`]);
    /// a builtin is called without a pending call or sends.
    fn call_name(&mut self, site: u32, args: &[Arg], dst: Option<u32>, line: u32) -> CResult<u32> {
        let t = dst.unwrap_or_else(|| self.fb.temp());
        let mut ops = Vec::with_capacity(args.len());
        for a in args {
            ops.push(match &a.value.kind {
                ExprKind::Var(n) => self.fb.cv(n),
                _ => self.expr(&a.value)?,
            });
        }
        self.fb.line = line;
        self.fb.emit(Op::CallName, t, site, ops.len() as u32);
        let mark = self.fb.temps;
        self.fused_call_tail(&ops, &[], mark);
        Ok(t)
    }

    /// What follows a fused call instruction: its operands in `Args` (three
    /// to an instruction, the last padded with `NONE`), then the release of
    /// the argument copies, and the argument temporaries freed.
    pub(super) fn fused_call_tail(&mut self, ops: &[u32], copies: &[u32], mark: u32) {
        for chunk in ops.chunks(3) {
            let at = |k: usize| chunk.get(k).copied().unwrap_or(NONE);
            self.fb.emit(Op::Args, at(0), at(1), at(2));
        }
        for &c in copies {
            self.fb.emit(Op::Unset, c, 0, 0);
        }
        self.free_temps(mark);
    }

    /// Whether arguments can be evaluated into registers and read by a fused
    /// call instruction (`CallFn`, a `CallMethod` on `$this`): positional, no
    /// spread, and no `new`/`clone` (the argument area, not a temporary, must
    /// own a new object).
    pub(super) fn args_fusable(args: &[Arg]) -> bool {
        args.iter().all(|a| {
            !a.unpack
                && a.name.is_none()
                && !matches!(a.value.kind, ExprKind::New { .. } | ExprKind::Clone(_))
                && !matches!(&a.value.kind, ExprKind::Var(n) if n == b"GLOBALS" || n == b"this")
        })
    }

    /// Evaluates the arguments of a fused call into registers: the operands
    /// to list in its `Args`, and the temporaries to unset after it (fresh
    /// values the argument area would have released, variable copies).
    pub(super) fn fused_args(&mut self, args: &[Arg]) -> CResult<(Vec<u32>, Vec<u32>)> {
        // A variable is read when the call runs, so a variable argument followed by
        // an argument that runs code (which could change it, or warn first) is
        // copied where php would send it.
        let runs_code = |a: &Arg| {
            !matches!(
                a.value.kind,
                ExprKind::Var(_) | ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Str(_)
            )
        };
        let mut ops = Vec::with_capacity(args.len());
        let mut copies = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let later_runs_code = args[i + 1..].iter().any(runs_code);
            let r = match &a.value.kind {
                ExprKind::Var(n) => self.fb.cv(n),
                _ => self.expr(&a.value)?,
            };
            if super::holds_fresh_value(&a.value, r) {
                // Released after the call, as php's argument area would.
                copies.push(r);
            }
            let is_cv = r != NONE && r & rphp_bytecode::LIT == 0 && r & crate::builder::TEMP == 0;
            let r = if is_cv && (later_runs_code || !matches!(a.value.kind, ExprKind::Var(_))) {
                let t = self.fb.temp();
                self.fb.emit(Op::Assign, t, r, 0);
                copies.push(t);
                t
            } else {
                r
            };
            ops.push(r);
        }
        Ok((ops, copies))
    }

    pub fn send_args(&mut self, args: &[Arg]) -> CResult<()> {
        for a in args {
            if a.unpack {
                let r = self.expr(&a.value)?;
                self.fb.emit(Op::SendUnpack, r, 0, 0);
                continue;
            }
            if let Some(name) = &a.name {
                let r = self.expr(&a.value)?;
                let n = self.fb.str_lit(name);
                self.fb.emit(Op::SendNamed, r, n, 0);
                continue;
            }
            match &a.value.kind {
                ExprKind::Var(n) if n != b"GLOBALS" && n != b"this" => {
                    let cv = self.fb.cv(n);
                    self.fb.emit(Op::SendVar, cv, 0, 0);
                }
                ExprKind::Index { index: Some(_), .. }
                | ExprKind::VarVar(_)
                | ExprKind::Prop {
                    nullsafe: false, ..
                }
                | ExprKind::StaticProp { .. }
                    if !index_of_call(&a.value) =>
                {
                    let by_val = self.fb.emit(Op::JmpArgByVal, 0, 0, 0);
                    let mark = self.fb.temps;
                    let r = self.make_ref(&a.value)?;
                    self.fb.emit(Op::SendRef, r, 0, 0);
                    self.free_temps(mark);
                    let end = self.fb.emit(Op::Jmp, 0, 0, 0);
                    self.fb.patch(by_val);
                    let v = self.expr(&a.value)?;
                    self.fb.emit(Op::SendVal, v, 0, 0);
                    if v & crate::builder::TEMP != 0 && v & rphp_bytecode::LIT == 0 {
                        // The temporary's copy of an element or property
                        // must not outlive the call: php frees it there, so
                        // an object it held dies (and frees its handle) then.
                        self.fb.emit(Op::Unset, v, 1, 0);
                    }
                    self.fb.patch(end);
                }
                ExprKind::Call { .. } => {
                    let v = self.expr(&a.value)?;
                    self.fb.emit(Op::SendTmpRef, v, 0, 0);
                    if super::holds_fresh_value(&a.value, v) {
                        // The argument area holds the result now.
                        self.fb.emit(Op::Unset, v, 1, 0);
                    }
                }
                ExprKind::MethodCall { .. } | ExprKind::StaticCall { .. } => {
                    let v = self.expr(&a.value)?;
                    self.fb.emit(Op::SendVal, v, 0, 0);
                    if super::holds_fresh_value(&a.value, v) {
                        self.fb.emit(Op::Unset, v, 1, 0);
                    }
                }
                ExprKind::New { .. }
                | ExprKind::Clone(_)
                | ExprKind::Array(_)
                | ExprKind::Closure(_)
                | ExprKind::ArrowFn(_) => {
                    // The argument area holds the value; the temporary must not.
                    let v = self.expr(&a.value)?;
                    self.fb.emit(Op::SendVal, v, 0, 0);
                    if v & rphp_bytecode::LIT == 0 {
                        self.fb.emit(Op::Unset, v, 1, 0);
                    }
                }
                _ => {
                    let v = self.expr(&a.value)?;
                    self.fb.emit(Op::SendVal, v, 0, 0);
                }
            }
        }
        Ok(())
    }

    /// `assert(...)` (the global function, or an unqualified call that may fall
    /// back to it), compiled as php does: `AssertCheck` skips the whole call,
    /// arguments included, while zend.assertions is off (php leaves it out at
    /// -1), and a one-argument call gets a second, the description
    /// `assert(<the argument as php prints it>)`, named when the first is.
    fn assert_call(
        &mut self,
        n: &Name,
        args: &[Arg],
        dst: Option<u32>,
        line: u32,
    ) -> CResult<Option<u32>> {
        let (name, fallback) = self.resolve_function_name(n);
        let is_assert = |s: &[u8]| s.eq_ignore_ascii_case(b"assert");
        if !is_assert(&name) && !fallback.as_deref().is_some_and(is_assert) {
            return Ok(None);
        }
        let t = dst.unwrap_or_else(|| self.fb.temp());
        self.fb.line = line;
        let check = self.fb.emit(Op::AssertCheck, t, 0, 0);
        let with_description;
        let args = match args {
            [only] if !only.unpack => {
                let mut text = b"assert(".to_vec();
                text.extend_from_slice(&rphp_syntax::export::export_arg(only));
                text.push(b')');
                let mut all = args.to_vec();
                all.push(Arg {
                    name: only.name.as_ref().map(|_| b"description".to_vec()),
                    value: Expr {
                        kind: ExprKind::Str(text),
                        line,
                    },
                    unpack: false,
                });
                with_description = all;
                &with_description[..]
            }
            _ => args,
        };
        let site = self.fb.call_site(&name, fallback.as_deref());
        self.fb.emit(Op::InitCall, site, 0, 0);
        self.send_args(args)?;
        self.fb.line = line;
        self.fb.emit(Op::DoCall, t, 0, 0);
        self.fb.patch(check);
        Ok(Some(t))
    }

    /// Whether `name` can only mean the global function of that name (php
    /// compiles some of those specially; an unqualified name inside a
    /// namespace may turn out to be the namespace's own function).
    fn names_global_function(&self, name: &[u8], kind: NameKind) -> bool {
        match kind {
            NameKind::FullyQualified => true,
            NameKind::Unqualified => {
                self.namespace.is_empty()
                    && !self
                        .imports
                        .functions
                        .contains_key(&name.to_ascii_lowercase())
            }
            _ => false,
        }
    }

    /// Calls the compiler turns into opcodes (only for plain positional arguments).
    fn intrinsic(
        &mut self,
        name: &[u8],
        kind: NameKind,
        args: &[Arg],
        dst: Option<u32>,
    ) -> CResult<Option<u32>> {
        if !self.names_global_function(name, kind)
            || args.iter().any(|a| a.unpack || a.name.is_some())
            || args.len() != 1
        {
            return Ok(None);
        }
        // (`Count`'s c = 1: `sizeof`, named in its errors.)
        let (op, c) = match &name.to_ascii_lowercase()[..] {
            b"strlen" => (Op::Strlen, 0),
            b"count" => (Op::Count, 0),
            b"sizeof" => (Op::Count, 1),
            _ => return Ok(None),
        };
        let v = self.expr(&args[0].value)?;
        let t = super::real_dst(dst).unwrap_or_else(|| self.fb.temp());
        self.fb.emit(op, t, v, c);
        Ok(Some(t))
    }

    /// `call_user_func($f, ...)` and `call_user_func_array($f, $args)` named
    /// without ambiguity and given plain positional arguments: like php, a
    /// direct call of the callable (no frame of the builtin in traces; the
    /// callable is checked before the arguments are evaluated).
    fn user_call(
        &mut self,
        n: &Name,
        args: &[Arg],
        dst: Option<u32>,
        line: u32,
    ) -> CResult<Option<u32>> {
        if !self.names_global_function(&n.text, n.kind)
            || args.iter().any(|a| a.unpack || a.name.is_some())
        {
            return Ok(None);
        }
        let lower = n.text.to_ascii_lowercase();
        let bare = lower.strip_prefix(b"\\").unwrap_or(&lower);
        let mode = match bare {
            b"call_user_func" if !args.is_empty() => 1,
            b"call_user_func_array" if args.len() == 2 => 2,
            _ => return Ok(None),
        };
        let f = self.expr(&args[0].value)?;
        self.fb.line = line;
        self.fb.emit(Op::InitCallDyn, f, 0, mode);
        if mode == 1 {
            for a in &args[1..] {
                let v = self.expr(&a.value)?;
                self.fb.emit(Op::SendUser, v, 0, 0);
            }
        } else {
            let v = self.expr(&args[1].value)?;
            self.fb.emit(Op::SendUserArray, v, 0, 0);
        }
        let t = dst.unwrap_or_else(|| self.fb.temp());
        self.fb.line = line;
        self.fb.emit(Op::DoCall, t, 0, 0);
        Ok(Some(t))
    }

    pub(super) fn new_expr(&mut self, class: &ClassRef, args: &Args, line: u32) -> CResult<u32> {
        let ClassRef::Name(n) = class else {
            return self.err(line, "Classes are not supported yet");
        };
        let list = match args {
            Args::List(a) => a.clone(),
            Args::Placeholder => Vec::new(),
        };
        let arr = self.fb.temp();
        self.fb.emit(Op::NewArray, arr, list.len() as u32, 0);
        for a in &list {
            let v = self.expr(&a.value)?;
            match &a.name {
                Some(name) => {
                    let k = self.fb.str_lit(name);
                    self.fb.emit(Op::ArrayInsert, arr, k, v);
                }
                None => {
                    self.fb.emit(Op::ArrayPush, arr, v, 0);
                }
            }
        }
        let full = self.resolve_class_name(n);
        let cn = self.fb.str_lit(&full);
        let t = self.fb.temp();
        self.fb.line = line;
        self.fb.emit(Op::New, t, cn, arr);
        let _ = NONE;
        Ok(t)
    }
}

/// `f()['k']`, `$o->m()[0][1]`: a dimension of a call's result, which can
/// only be sent by value.
fn index_of_call(e: &rphp_syntax::ast::Expr) -> bool {
    let mut e = e;
    while let ExprKind::Index { base, .. } = &e.kind {
        e = base;
    }
    matches!(
        e.kind,
        ExprKind::Call { .. } | ExprKind::MethodCall { .. } | ExprKind::StaticCall { .. }
    )
}
