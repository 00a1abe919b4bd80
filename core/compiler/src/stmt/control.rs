//! `if`/`elseif`/`else`, `switch` (loose comparison, fall-through) and
//! `break N`/`continue N`.

use crate::builder::{CResult, Compiler, LoopCtx};
use rphp_bytecode::Op;
use rphp_syntax::ast::{ElseIf, Expr, Stmt, SwitchCase};

impl Compiler {
    pub(super) fn if_stmt(
        &mut self,
        cond: &Expr,
        then: &[Stmt],
        elseifs: &[ElseIf],
        else_: Option<&[Stmt]>,
    ) -> CResult<()> {
        let mut ends = Vec::new();
        let mut next = self.cond_jump(cond, false)?;
        self.stmts(then)?;
        for ei in elseifs {
            ends.push(self.fb.emit(Op::Jmp, 0, 0, 0));
            self.fb.patch(next);
            self.fb.line = ei.line;
            let mark = self.fb.temps;
            next = self.cond_jump(&ei.cond, false)?;
            self.free_temps(mark);
            self.stmts(&ei.body)?;
        }
        if let Some(e) = else_ {
            ends.push(self.fb.emit(Op::Jmp, 0, 0, 0));
            self.fb.patch(next);
            self.stmts(e)?;
        } else {
            self.fb.patch(next);
        }
        for e in ends {
            self.fb.patch(e);
        }
        Ok(())
    }

    pub(super) fn switch_stmt(&mut self, subject: &Expr, cases: &[SwitchCase]) -> CResult<()> {
        let s = self.expr(subject)?;
        let s = self.temp_of(s);
        let mut jumps = Vec::new();
        let t = self.fb.temp();
        for case in cases {
            if let Some(c) = &case.cond {
                self.fb.line = case.line;
                let mark = self.fb.temps;
                let r = self.expr(c)?;
                self.fb.emit(Op::Eq, t, s, r);
                self.free_temps(mark);
                jumps.push(Some(self.fb.emit(Op::JmpNZ, t, 0, 0)));
            } else {
                jumps.push(None);
            }
        }
        let to_default = self.fb.emit(Op::Jmp, 0, 0, 0);
        let mut default_target = None;
        let id = self.fb.next_loop_id;
        self.fb.next_loop_id += 1;
        self.fb.loops.push(LoopCtx {
            id,
            breaks: Vec::new(),
            continues: Vec::new(),
            iter: None,
            is_switch: true,
        });
        for (case, j) in cases.iter().zip(jumps) {
            match j {
                Some(j) => self.fb.patch(j),
                None => default_target = Some(self.fb.here()),
            }
            self.stmts(&case.body)?;
        }
        let ctx = self.fb.loops.pop().expect("switch context");
        let end = self.fb.here();
        self.fb.patch_to(to_default, default_target.unwrap_or(end));
        for b in ctx.breaks.into_iter().chain(ctx.continues) {
            self.fb.patch_to(b, end);
        }
        Ok(())
    }

    pub(super) fn break_stmt(&mut self, n: u32, is_continue: bool, line: u32) -> CResult<()> {
        let word = if is_continue { "continue" } else { "break" };
        let depth = self.fb.loops.len();
        if depth == 0 {
            return self.err(
                line,
                format!("'{word}' not in the 'loop' or 'switch' context"),
            );
        }
        if n as usize > depth {
            let s = if depth == 1 { "" } else { "s" };
            return self.err(line, format!("Cannot '{word}' {n} level{s}"));
        }
        let target = depth - n as usize;
        if self.fb.finally_floors.last().is_some_and(|&f| target < f) {
            return self.err(line, "jump out of a finally block is disallowed");
        }
        if is_continue && self.fb.loops[target].is_switch {
            // php-src: "Did you mean" when the switch is inside another loop or switch.
            let outer = target > 0;
            let w = if n == 1 {
                String::new()
            } else {
                format!(" {n}")
            };
            let msg = if outer {
                format!("\"continue{w}\" targeting switch is equivalent to \"break{w}\". Did you mean to use \"continue {}\"?", n + 1)
            } else {
                format!("\"continue{w}\" targeting switch is equivalent to \"break{w}\"")
            };
            self.diag(128, line, msg);
        }
        // Free the iterators of the foreach loops being left.
        let leave_from = if is_continue { target + 1 } else { target };
        let iters: Vec<u32> = self.fb.loops[leave_from..]
            .iter()
            .filter_map(|l| l.iter)
            .collect();
        for it in iters {
            self.fb.emit(Op::FeFree, it, 0, 0);
        }
        let at = self.fb.emit(Op::Jmp, 0, 0, 0);
        let ctx = &mut self.fb.loops[target];
        if is_continue {
            ctx.continues.push(at);
        } else {
            ctx.breaks.push(at);
        }
        Ok(())
    }
}
