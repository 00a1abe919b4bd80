//! Object expressions: `new`, `->` reads, method and static calls, class
//! constants, static properties, `clone`.

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Op, NONE};
use rphp_syntax::ast::{Arg, Args, ClassRef, Expr, ExprKind, Member};

impl Compiler {
    pub(super) fn prop_read(
        &mut self,
        obj: &Expr,
        name: &Member,
        quiet: bool,
        dst: Option<u32>,
        line: u32,
    ) -> CResult<u32> {
        let o = if quiet {
            self.quiet_expr(obj)?
        } else {
            self.expr(obj)?
        };
        let n = self.member_operand(name)?;
        let t = dst.unwrap_or_else(|| self.fb.temp());
        self.fb.line = line;
        self.fb
            .emit(if quiet { Op::FetchPropQ } else { Op::FetchProp }, t, o, n);
        if o != t && super::holds_fresh_value(obj, o) {
            // `mk()->p`: the object dies once read, as php's temporary.
            self.fb.emit(Op::Unset, o, 0, 0);
        }
        Ok(t)
    }

    pub(super) fn static_prop_read(
        &mut self,
        class: &ClassRef,
        name: &Member,
        line: u32,
    ) -> CResult<u32> {
        let c = self.class_operand(class, line)?;
        let n = self.member_operand(name)?;
        let r = self.fb.temp();
        self.fb.line = line;
        self.fb.emit(Op::StaticPropRef, r, c, n);
        let t = self.fb.temp();
        self.fb.emit(Op::Assign, t, r, 0);
        self.fb.emit(Op::Unset, r, 0, 0);
        Ok(t)
    }

    pub(super) fn class_const(&mut self, class: &ClassRef, name: &[u8], line: u32) -> CResult<u32> {
        let c = self.class_operand(class, line)?;
        let n = self.fb.str_lit(name);
        let t = self.fb.temp();
        self.fb.line = line;
        self.fb.emit(Op::ClassConst, t, c, n);
        Ok(t)
    }

    pub(super) fn method_call_obj(
        &mut self,
        obj: &Expr,
        name: &Member,
        args: &Args,
        dst: Option<u32>,
        line: u32,
    ) -> CResult<u32> {
        // `$r = &$o->m()` marks its `DoCall` to bind a returned reference.
        if let (Member::Ident(m), Args::List(list), false) = (name, args, self.ref_call) {
            if Self::method_fusable(obj, list) {
                return self.call_method(obj, m, list, dst, line);
            }
            if self.this_method_known(obj, m) && Self::args_fusable(list) {
                return self.call_this_method(m, list, dst, line);
            }
        }
        let o = self.expr(obj)?;
        let n = self.member_operand(name)?;
        self.fb.line = line;
        self.fb.emit(Op::InitMethod, o, n, 0);
        if super::holds_fresh_value(obj, o) {
            // The pending call holds `$this` now: like php's, a temporary
            // object dies when its method returns, not when the register is reused.
            self.fb.emit(Op::Unset, o, 1, 0);
        }
        self.finish_call(args, dst, line)
    }

    /// Whether `obj->name(args)` can be one `CallMethod`: nothing runs between
    /// the receiver's evaluation and the call (each argument is a variable or
    /// a literal, read when the call runs as php would send it), and the
    /// receiver is a variable, a property or element read, or a fresh value
    /// (which the call takes over, as the unfused sequence's pending call does).
    fn method_fusable(obj: &Expr, args: &[Arg]) -> bool {
        let receiver_ok = match &obj.kind {
            ExprKind::Var(n) => n != b"GLOBALS",
            ExprKind::Call { .. }
            | ExprKind::MethodCall {
                nullsafe: false, ..
            }
            | ExprKind::StaticCall { .. }
            | ExprKind::New { .. }
            | ExprKind::Clone(_)
            | ExprKind::Prop {
                nullsafe: false, ..
            } => true,
            ExprKind::Index { index: Some(_), .. } => true,
            _ => false,
        };
        receiver_ok && args.iter().all(|a| Self::read_at_call(a, false))
    }

    /// Whether a fused call may read argument `a` when it runs, as the sends
    /// would have: positional, a plain variable or a literal (`null`, `true`,
    /// `false` too when `bool_null` is set).
    fn read_at_call(a: &Arg, bool_null: bool) -> bool {
        !a.unpack
            && a.name.is_none()
            && match &a.value.kind {
                ExprKind::Var(n) => n != b"GLOBALS" && n != b"this",
                ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Str(_) => true,
                ExprKind::Const(n) => {
                    bool_null
                        && [&b"null"[..], b"true", b"false"]
                            .iter()
                            .any(|k| n.text.eq_ignore_ascii_case(k))
                }
                _ => false,
            }
    }

    /// The operands a fused call lists in its `Args`: the method name, then
    /// each argument (see [`Self::read_at_call`]) as a variable or literal.
    fn name_and_plain_args(&mut self, name: &[u8], args: &[Arg]) -> CResult<Vec<u32>> {
        let mut ops = Vec::with_capacity(args.len() + 1);
        ops.push(self.fb.str_lit(name));
        for a in args {
            let r = match &a.value.kind {
                ExprKind::Var(n) => self.fb.cv(n),
                _ => self.expr(&a.value)?,
            };
            ops.push(r);
        }
        Ok(ops)
    }

    /// `CallMethod dst obj n` with the method name and the argument operands in
    /// the `Args` after it (see [`Self::method_fusable`]).
    fn call_method(
        &mut self,
        obj: &Expr,
        name: &[u8],
        args: &[Arg],
        dst: Option<u32>,
        line: u32,
    ) -> CResult<u32> {
        // The result's temporary first: the receiver's is free after the call.
        let t = dst.unwrap_or_else(|| self.fb.temp());
        let mark = self.fb.temps;
        let o = self.expr(obj)?;
        let ops = self.name_and_plain_args(name, args)?;
        let moves = if super::holds_fresh_value(obj, o) {
            rphp_bytecode::MOVES_RECEIVER
        } else {
            0
        };
        self.fb.line = line;
        self.fb
            .emit(Op::CallMethod, t, o, args.len() as u32 | moves);
        self.fused_call_tail(&ops, &[], mark);
        Ok(t)
    }

    /// Whether `obj->name` is `$this->name` in a non-static method of a class
    /// that declares `name` with by-value parameters: `$this` is then an
    /// object that has the method (its class or a subclass; an override keeps
    /// the parameters by value) and it is visible here, so finding it cannot
    /// fail or call `__call`, and the arguments may be evaluated before it is
    /// found, as for `CallFn`.
    fn this_method_known(&self, obj: &Expr, name: &[u8]) -> bool {
        matches!(&obj.kind, ExprKind::Var(n) if n == b"this")
            && self.fb.instance_method
            && !self.fb.is_closure
            && self.own_methods.get(&name.to_ascii_lowercase()) == Some(&true)
    }

    /// `CallMethod` on `$this` (see [`Self::this_method_known`]) with any
    /// fusable arguments, evaluated into registers first as for `CallFn`.
    fn call_this_method(
        &mut self,
        name: &[u8],
        args: &[Arg],
        dst: Option<u32>,
        line: u32,
    ) -> CResult<u32> {
        let t = dst.unwrap_or_else(|| self.fb.temp());
        let mark = self.fb.temps;
        let o = self.fb.cv(b"this");
        let (args_ops, copies) = self.fused_args(args)?;
        let mut ops = Vec::with_capacity(args_ops.len() + 1);
        ops.push(self.fb.str_lit(name));
        ops.extend(args_ops);
        self.fb.line = line;
        self.fb.emit(Op::CallMethod, t, o, args.len() as u32);
        self.fused_call_tail(&ops, &copies, mark);
        Ok(t)
    }

    pub(super) fn static_call(
        &mut self,
        class: &ClassRef,
        name: &Member,
        args: &Args,
        dst: Option<u32>,
        line: u32,
    ) -> CResult<u32> {
        // `self`, `parent` or `static` as written (`None`: a class name or an expression).
        let keyword = match class {
            ClassRef::Name(cn) if cn.kind == rphp_syntax::ast::NameKind::Unqualified => {
                [&b"self"[..], b"parent", b"static"]
                    .into_iter()
                    .find(|k| cn.text.eq_ignore_ascii_case(k))
            }
            _ => None,
        };
        if let (ClassRef::Name(_), None, Member::Ident(m), Args::List(list), false) =
            (class, keyword, name, args, self.ref_call)
        {
            if list.iter().all(|a| Self::read_at_call(a, false)) {
                return self.call_static(class, m, list, dst, line);
            }
        }
        // `self::`/`parent::` forward the called class (and `$this`) even
        // when resolved to a class name here; a class named as such does not.
        let forwards = matches!(keyword, Some(b"self" | b"parent"));
        let c = self.class_operand(class, line)?;
        let n = self.member_operand(name)?;
        self.fb.line = line;
        self.fb.emit(Op::InitStatic, c, n, u32::from(forwards));
        self.finish_call(args, dst, line)
    }

    /// `CallStatic dst class n` with the method name and the argument
    /// operands in the `Args` after it: `C::name(args)` of a class named in
    /// the source (not `self`/`parent`/`static`) whose arguments are
    /// variables and literals, read when the call runs as the sends would be.
    fn call_static(
        &mut self,
        class: &ClassRef,
        name: &[u8],
        args: &[Arg],
        dst: Option<u32>,
        line: u32,
    ) -> CResult<u32> {
        let t = dst.unwrap_or_else(|| self.fb.temp());
        let mark = self.fb.temps;
        let c = self.class_operand(class, line)?;
        let ops = self.name_and_plain_args(name, args)?;
        self.fb.line = line;
        self.fb.emit(Op::CallStatic, t, c, args.len() as u32);
        self.fused_call_tail(&ops, &[], mark);
        Ok(t)
    }

    /// `$o?->...`: null when `$o` is null, else `body` on it.
    pub(super) fn nullsafe(
        &mut self,
        obj: &Expr,
        line: u32,
        body: impl FnOnce(&mut Compiler, u32) -> CResult<u32>,
    ) -> CResult<u32> {
        let o = self.expr(obj)?;
        let o = self.temp_of(o);
        let t = self.fb.temp();
        let tmp = self.fb.temp();
        self.fb.line = line;
        let j = self.fb.emit(Op::JmpNotNull, tmp, o, 0);
        let null = self.fb.lit(rphp_bytecode::Literal::Null);
        self.fb.emit(Op::Assign, t, null, 0);
        let end = self.fb.emit(Op::Jmp, 0, 0, 0);
        self.fb.patch(j);
        let r = body(self, o)?;
        self.fb.emit(Op::Assign, t, r, 0);
        self.fb.patch(end);
        Ok(t)
    }

    pub(super) fn finish_call(&mut self, args: &Args, dst: Option<u32>, line: u32) -> CResult<u32> {
        match args {
            Args::List(a) => self.send_args(a)?,
            Args::Placeholder => {
                let t = super::real_dst(dst).unwrap_or_else(|| self.fb.temp());
                self.fb.line = line;
                self.fb.emit(Op::MakeCallable, t, 0, 0);
                return Ok(t);
            }
        }
        let t = dst.unwrap_or_else(|| self.fb.temp());
        self.fb.line = line;
        self.fb.emit(Op::DoCall, t, 0, 0);
        Ok(t)
    }

    pub(super) fn new_object(&mut self, class: &ClassRef, args: &Args, line: u32) -> CResult<u32> {
        self.new_object_to(class, args, line, None)
    }

    /// [`Self::new_object`] into temporary `into` (a ternary's result, which
    /// nothing reads until the object is made) or a new one.
    pub(super) fn new_object_to(
        &mut self,
        class: &ClassRef,
        args: &Args,
        line: u32,
        into: Option<u32>,
    ) -> CResult<u32> {
        let c = self.class_operand(class, line)?;
        let t = into.unwrap_or_else(|| self.fb.temp());
        self.fb.line = line;
        self.fb.emit(Op::NewObj, t, c, 0);
        if let Args::List(list) = args {
            if !list.is_empty() && Self::ctor_args_fusable(list) {
                return self.call_ctor(t, list, line);
            }
        }
        self.fb.emit(Op::InitCtor, t, 0, 0);
        if let Args::List(a) = args {
            self.send_args(a)?;
        }
        self.fb.line = line;
        self.fb.emit(Op::DoCall, NONE, 0, 0);
        Ok(t)
    }

    /// Whether `new C(args)`'s constructor call can be one `CallMethod`
    /// (flag `CTOR_CALL`): each argument a variable or a literal (`null`,
    /// `true`, `false` included), so nothing runs between `NewObj` and the
    /// call, and reading them when it runs is what the sends would read.
    fn ctor_args_fusable(args: &[Arg]) -> bool {
        args.iter().all(|a| Self::read_at_call(a, true))
    }

    /// `CallMethod _ t n|CTOR_CALL` for the new object in `t` (see
    /// [`Self::ctor_args_fusable`]); the VM finds the constructor as
    /// `InitCtor` does, and its slow path is `InitCtor`, the sends, `DoCall`.
    fn call_ctor(&mut self, t: u32, args: &[Arg], line: u32) -> CResult<u32> {
        let mark = self.fb.temps;
        let mut ops = Vec::with_capacity(args.len() + 1);
        ops.push(self.fb.str_lit(b"__construct"));
        for a in args {
            let r = match &a.value.kind {
                ExprKind::Var(n) => self.fb.cv(n),
                _ => self.expr(&a.value)?,
            };
            ops.push(r);
        }
        self.fb.line = line;
        self.fb.emit(
            Op::CallMethod,
            NONE,
            t,
            args.len() as u32 | rphp_bytecode::CTOR_CALL,
        );
        self.fused_call_tail(&ops, &[], mark);
        Ok(t)
    }

    pub(super) fn clone_expr(&mut self, e: &Expr, line: u32) -> CResult<u32> {
        let v = self.expr(e)?;
        let t = self.fb.temp();
        self.fb.line = line;
        self.fb.emit(Op::Clone, t, v, 0);
        if super::holds_fresh_value(e, v) {
            self.fb.emit(Op::Unset, v, 1, 0);
        }
        Ok(t)
    }
}
