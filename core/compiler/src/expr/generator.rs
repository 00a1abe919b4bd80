//! `yield` and `yield from`: a function whose body contains either is a
//! generator (the builder inserts `GenCreate` after the parameter prologue
//! when the function is finished). A by-reference generator (`function &g()`)
//! yields references to variables so `foreach ($g as &$v)` can write them.

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Op, NONE};
use rphp_syntax::ast::{Expr, ExprKind};

impl Compiler {
    fn mark_generator(&mut self, line: u32) -> CResult<()> {
        if self.fb.gen_at.is_none() {
            return self.err(
                line,
                "The \"yield\" expression can only be used inside a function",
            );
        }
        self.fb.has_yield = true;
        Ok(())
    }

    /// `yield`, `yield v`, `yield k => v`: the register receiving the sent value.
    pub(super) fn yield_expr(
        &mut self,
        key: Option<&Expr>,
        value: Option<&Expr>,
        line: u32,
    ) -> CResult<u32> {
        self.mark_generator(line)?;
        let k = match key {
            Some(k) => self.expr(k)?,
            None => NONE,
        };
        let v = match value {
            Some(v)
                if self.fb.by_ref_return
                    && matches!(
                        v.kind,
                        ExprKind::Var(_) | ExprKind::Index { .. } | ExprKind::VarVar(_)
                    ) =>
            {
                self.make_ref(v)?
            }
            Some(v) => self.expr(v)?,
            None => NONE,
        };
        let dst = self.fb.temp();
        self.fb.line = line;
        self.fb.emit(Op::Yield, dst, v, k);
        Ok(dst)
    }

    /// `yield from src`: the register holding the delegate's result.
    pub(super) fn yield_from_expr(&mut self, src: &Expr, line: u32) -> CResult<u32> {
        self.mark_generator(line)?;
        let r = self.expr(src)?;
        // Two consecutive temporaries: the source, then the position/state.
        let s = self.fb.temp();
        let state = self.fb.temp();
        self.fb.line = line;
        self.fb.emit(Op::Assign, s, r, 0);
        if r & crate::builder::TEMP != 0 && r & rphp_bytecode::LIT == 0 && r != NONE {
            // The delegate is held once, by `s`: php frees it (destructor,
            // handle) as soon as it is exhausted, not when `r` is reused.
            self.fb.emit(Op::Unset, r, 1, 0);
        }
        self.fb.emit(Op::Unset, state, 0, 0);
        let dst = self.fb.temp();
        self.fb.emit(Op::YieldFrom, dst, s, 0);
        Ok(dst)
    }
}
