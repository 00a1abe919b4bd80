//! Object expressions: `new`, `->` reads, method and static calls, class
//! constants, static properties, `clone`.

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Op, NONE};
use rphp_syntax::ast::{Args, ClassRef, Expr, Member};

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

    pub(super) fn static_call(
        &mut self,
        class: &ClassRef,
        name: &Member,
        args: &Args,
        dst: Option<u32>,
        line: u32,
    ) -> CResult<u32> {
        let c = self.class_operand(class, line)?;
        let n = self.member_operand(name)?;
        self.fb.line = line;
        self.fb.emit(Op::InitStatic, c, n, 0);
        self.finish_call(args, dst, line)
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
                let t = dst.unwrap_or_else(|| self.fb.temp());
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
        let c = self.class_operand(class, line)?;
        let t = self.fb.temp();
        self.fb.line = line;
        self.fb.emit(Op::NewObj, t, c, 0);
        self.fb.emit(Op::InitCtor, t, 0, 0);
        if let Args::List(a) = args {
            self.send_args(a)?;
        }
        self.fb.line = line;
        self.fb.emit(Op::DoCall, NONE, 0, 0);
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
