//! `while`, `do ... while`, `for` and `foreach` (by value, by reference,
//! with keys and `list()` targets).

use crate::builder::{CResult, Compiler, LoopCtx};
use rphp_bytecode::Op;
use rphp_syntax::ast::{Expr, ExprKind, Stmt};

impl Compiler {
    fn push_loop(&mut self, iter: Option<u32>) {
        let id = self.fb.next_loop_id;
        self.fb.next_loop_id += 1;
        self.fb.loops.push(LoopCtx {
            id,
            breaks: Vec::new(),
            continues: Vec::new(),
            iter,
            is_switch: false,
        });
    }

    /// Pops the loop context, sending `continue`s to `cont` and `break`s here.
    fn pop_loop(&mut self, cont: u32) {
        let ctx = self.fb.loops.pop().expect("loop context");
        for c in ctx.continues {
            self.fb.patch_to(c, cont);
        }
        for b in ctx.breaks {
            self.fb.patch(b);
        }
    }

    /// Loops test their condition at the bottom (entered by a jump to the test), so
    /// an iteration runs one conditional jump instead of a test plus a `Jmp` back.
    pub(super) fn while_stmt(&mut self, cond: &Expr, body: &[Stmt]) -> CResult<()> {
        let line = self.fb.line;
        let enter = self.fb.emit(Op::Jmp, 0, 0, 0);
        let top = self.fb.here();
        self.push_loop(None);
        self.stmts(body)?;
        let test = self.fb.here();
        self.fb.patch(enter);
        self.fb.line = line;
        let back = self.cond_jump(cond, true)?;
        self.fb.patch_to(back, top);
        self.pop_loop(test);
        Ok(())
    }

    pub(super) fn do_while_stmt(&mut self, body: &[Stmt], cond: &Expr) -> CResult<()> {
        let top = self.fb.here();
        self.push_loop(None);
        self.stmts(body)?;
        let cont = self.fb.here();
        self.fb.line = cond.line;
        let j = self.cond_jump(cond, true)?;
        self.fb.patch_to(j, top);
        self.pop_loop(cont);
        Ok(())
    }

    pub(super) fn for_stmt(
        &mut self,
        init: &[Expr],
        cond: &[Expr],
        step: &[Expr],
        body: &[Stmt],
    ) -> CResult<()> {
        for e in init {
            let mark = self.fb.temps;
            self.expr_discard(e)?;
            self.free_temps(mark);
        }
        // As `while`: the condition is tested at the bottom.
        let line = self.fb.line;
        let enter = (!cond.is_empty()).then(|| self.fb.emit(Op::Jmp, 0, 0, 0));
        let top = self.fb.here();
        self.push_loop(None);
        self.stmts(body)?;
        let cont = self.fb.here();
        for e in step {
            let mark = self.fb.temps;
            self.expr_discard(e)?;
            self.free_temps(mark);
        }
        match enter {
            Some(enter) => {
                self.fb.patch(enter);
                self.fb.line = line;
                let mark = self.fb.temps;
                for (i, e) in cond.iter().enumerate() {
                    if i + 1 == cond.len() {
                        let back = self.cond_jump(e, true)?;
                        self.fb.patch_to(back, top);
                    } else {
                        self.expr_discard(e)?;
                    }
                }
                self.free_temps(mark);
            }
            None => {
                self.fb.emit(Op::Jmp, 0, 0, top);
            }
        }
        self.pop_loop(cont);
        Ok(())
    }

    pub(super) fn foreach_stmt(
        &mut self,
        subject: &Expr,
        key: Option<&Expr>,
        value: &Expr,
        by_ref: bool,
        body: &[Stmt],
    ) -> CResult<()> {
        // The iterator takes four consecutive temporaries: array (or iterator
        // object), position, key, and the handle php's own iterator object
        // would take when the subject is Traversable (so later `#N` agree).
        let line = self.fb.line;
        let it = if by_ref {
            let (base, is_temp) = self.ref_base(subject)?;
            let it = self.fb.temp();
            self.fb.temp();
            self.fb.temp();
            self.fb.temp();
            self.fb.line = line;
            self.fb.emit(Op::FeResetRef, it, base, 0);
            if is_temp {
                self.fb.emit(Op::Unset, base, 0, 0);
            }
            it
        } else {
            let s = self.expr(subject)?;
            let it = self.fb.temp();
            self.fb.temp();
            self.fb.temp();
            self.fb.temp();
            self.fb.line = line;
            self.fb.emit(Op::FeReset, it, s, 0);
            if s & rphp_bytecode::LIT == 0 && s & crate::builder::TEMP != 0 {
                // The iterator holds the value now: a generator (or object) the
                // loop abandons is destroyed when the loop ends, as in php.
                self.fb.emit(Op::Unset, s, 0, 0);
            }
            it
        };
        self.fb.foreach_iters.push(it);
        let top = self.fb.here();
        let fetch;
        if by_ref {
            match &value.kind {
                ExprKind::Var(name) => {
                    let cv = self.fb.cv(name);
                    fetch = self.fb.emit(Op::FeFetchRef, it, cv, 0);
                }
                _ => return self.err(line, "Cannot use this foreach target by reference"),
            }
        } else {
            match &value.kind {
                ExprKind::Var(name) => {
                    let cv = self.fb.cv(name);
                    fetch = self.fb.emit(Op::FeFetch, it, cv, 0);
                }
                _ => {
                    let t = self.fb.temp();
                    fetch = self.fb.emit(Op::FeFetch, it, t, 0);
                    self.assign_to(value, t)?;
                }
            }
        }
        if let Some(k) = key {
            let kreg = it + 2;
            self.assign_to(k, kreg)?;
        }
        self.push_loop(Some(it));
        self.stmts(body)?;
        self.fb.emit(Op::Jmp, 0, 0, top);
        self.fb.patch(fetch);
        // Both the normal exit and `break` land on the free.
        let ctx = self.fb.loops.pop().expect("loop context");
        for c in ctx.continues {
            self.fb.patch_to(c, top);
        }
        let after = self.fb.here();
        self.fb.emit(Op::FeFree, it, 0, 0);
        for b in ctx.breaks {
            // `break` already freed the iterator; skip the second free.
            self.fb.patch_to(b, after + 1);
        }
        Ok(())
    }
}
