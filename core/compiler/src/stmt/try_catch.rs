//! `try`/`catch`/`finally`. The protected range and its handler go into the
//! function's handler table; the handler code tests each `catch` class in
//! order (`Catch`), and rethrows when none matches. A `finally` block is
//! emitted on each exit path (normal, after each catch, before rethrow);
//! `return` inside `try` does not run it yet.

use crate::builder::{CResult, Compiler, TryRange};
use rphp_bytecode::Op;
use rphp_syntax::ast::{Catch, Stmt};

impl Compiler {
    /// A `finally` body, on one of the paths that run it.
    pub(super) fn finally_body(&mut self, f: &[Stmt]) -> CResult<()> {
        self.fb.finally_floors.push(self.fb.loops.len());
        let r = self.stmts(f);
        self.fb.finally_floors.pop();
        r
    }

    pub(super) fn try_stmt(
        &mut self,
        body: &[Stmt],
        catches: &[Catch],
        finally: Option<&[Stmt]>,
    ) -> CResult<()> {
        if let Some(f) = finally {
            self.finally_stack.push(f.to_vec());
        }
        let start = self.fb.here();
        let iters_before = self.fb.foreach_iters.len();
        self.stmts(body)?;
        let end = self.fb.here();
        if finally.is_some() {
            self.finally_stack.pop();
        }
        let mut to_end = Vec::new();
        if let Some(f) = finally {
            self.finally_body(f)?;
        }
        to_end.push(self.fb.emit(Op::Jmp, 0, 0, 0));
        let handler = self.fb.here();
        // Loops the throw left: their iterators go first (a generator being
        // iterated is destroyed, a handle freed, before the catch body runs).
        let mut left: Vec<u32> = self.fb.foreach_iters[iters_before..].to_vec();
        left.sort_unstable();
        left.dedup();
        for it in left {
            self.fb.emit(Op::FeFree, it, 0, 0);
        }
        let t = self.fb.temp();
        if let Some(f) = finally {
            self.finally_stack.push(f.to_vec());
        }
        for c in catches {
            self.fb.line = c.line;
            let mut to_body = Vec::new();
            for ty in &c.types {
                let full = self.resolve_class_name(ty);
                let name = self.fb.str_lit(&full);
                let at = self.fb.emit(Op::Catch, t, name, 0);
                to_body.push(self.fb.emit(Op::Jmp, 0, 0, 0));
                self.fb.patch(at);
            }
            let next = self.fb.emit(Op::Jmp, 0, 0, 0);
            for j in to_body {
                self.fb.patch(j);
            }
            // The temporary lets the throwable go at once (moved into the
            // variable), so `$e = null` later frees it, as in php.
            if let Some(v) = &c.var {
                let cv = self.fb.cv(v);
                self.fb.emit(Op::Assign, cv, t, 0);
                self.fb.emit(Op::Unset, t, 1, 0);
            } else {
                self.fb.emit(Op::Unset, t, 0, 0);
            }
            self.stmts(&c.body)?;
            if let Some(f) = finally {
                self.finally_stack.pop();
                self.finally_body(f)?;
                self.finally_stack.push(f.to_vec());
            }
            to_end.push(self.fb.emit(Op::Jmp, 0, 0, 0));
            self.fb.patch(next);
        }
        if finally.is_some() {
            self.finally_stack.pop();
        }
        let catches_end = self.fb.here();
        let rethrow_at = self.fb.here();
        if let Some(f) = finally {
            // The throwable stays in flight while the finally block runs.
            self.finally_body(f)?;
        }
        self.fb.emit(Op::Rethrow, 0, 0, 0);
        for j in to_end {
            self.fb.patch(j);
        }
        self.fb.try_ranges.push(TryRange {
            start,
            end,
            handler,
        });
        if finally.is_some() && catches_end > handler {
            // A throw inside a catch block still runs the finally block.
            self.fb.try_ranges.push(TryRange {
                start: handler,
                end: catches_end,
                handler: rethrow_at,
            });
        }
        Ok(())
    }
}
