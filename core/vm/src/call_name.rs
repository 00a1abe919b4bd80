//! `CallName`: `f(...)` by name whose arguments are all variables and
//! literals, for callees that are not the script's own hoisted functions
//! (those are `CallFn`). Mostly builtins: php's `INIT_FCALL`, `SEND_VAR`,
//! `DO_ICALL` cost it ~130 instructions for `abs($i)`, and the unfused
//! `InitCall`, sends and `DoCall` here cost several times that (a pending
//! call record pushed and popped, three dispatches, the sends' checks). With
//! nothing able to run between resolving the name and the call, a cached
//! builtin that takes no references gets its arguments copied straight into
//! its argument Vec and is run; anything else (first call, a PHP
//! function, a by-reference parameter, an undefined variable) is set up as
//! the unfused sequence would, in its order, and the `DoCall` part is left
//! to the interpreter (so PHP functions still enter through its fast path).

use crate::runtime::{Callee, FuncRt};
use crate::vm::Vm;
use rphp_bytecode::{Instr, LIT, NONE};
use rphp_value::{Fault, Value};

impl Vm {
    /// Runs `CallName` `ins` (argument operands in the `Args` at `args_ip`)
    /// of the running frame, whose function is `f`. Ok(true): a builtin was
    /// called and its result stored. Ok(false): the pending call and its
    /// arguments are in place, as `InitCall` and the sends leave them, and
    /// `DoCall` is to run.
    ///
    /// # Safety
    /// `ins` is a verified `CallName` of `f`'s code and `args_ip` points at
    /// the ceil(c/3) `Args` after it.
    #[inline(never)]
    pub(crate) unsafe fn call_name(
        &mut self,
        f: &FuncRt,
        ins: Instr,
        args_ip: *const Instr,
    ) -> Result<bool, Fault> {
        // SAFETY: per this function's contract.
        match unsafe { self.call_name_builtin(f, ins, args_ip) } {
            Some(r) => r.map(|()| true),
            None => self.call_name_setup(f, ins, args_ip).map(|()| false),
        }
    }

    /// `CallName`'s fast path: a cached builtin that takes nothing by
    /// reference, given defined arguments, is called and its result stored
    /// (the running frame's pc already saved past the `Args`). None, with
    /// nothing changed, when it does not apply. Also run by the hot loop
    /// (fast_loop.rs), which re-reads its state after.
    ///
    /// # Safety
    /// As for [`Vm::call_name`].
    #[inline(never)]
    pub(crate) unsafe fn call_name_builtin(
        &mut self,
        f: &FuncRt,
        ins: Instr,
        args_ip: *const Instr,
    ) -> Option<Result<(), Fault>> {
        let argc = ins.c as usize;
        // SAFETY: the cache is only written by `init_call`, not while this
        // shared view lives (the entry is copied out at once).
        let b = match unsafe { &*f.sites.as_ptr() }.get(ins.b as usize) {
            Some(Some(Callee::Builtin(b))) => *b,
            _ => return None,
        };
        if b.params.iter().any(|p| p.by_ref || p.prefer_ref) {
            return None;
        }
        if rphp_value::object::destructors_pending() {
            // Run by the general path's `call_builtin`, before the call.
            return None;
        }
        let base = self.frames.last().expect("frame").base;
        let mut args = std::mem::take(&mut self.args_buf);
        args.clear();
        for i in 0..argc {
            // SAFETY: per the contract, the operand is present.
            let op = unsafe { crate::method_call::operand_at(args_ip, i) };
            let slot = if op & LIT != 0 {
                &f.lits[(op & !LIT) as usize]
            } else {
                &self.stack[base + op as usize]
            };
            args.push(match slot {
                Some(Value::Ref(r)) => r.0.borrow().clone(),
                Some(v) => v.clone(),
                // Undefined: the sends warn, in order.
                None => {
                    args.clear();
                    self.args_buf = args;
                    return None;
                }
            });
        }
        let body = crate::calls::BuiltinBody::Ext(b.func);
        let r = self
            .run_builtin(b.name, b.params, body, args, Vec::new())
            .and_then(|v| {
                if ins.a != NONE {
                    self.set_slot(ins.a, v)?;
                }
                Ok(())
            });
        Some(r)
    }

    /// `InitCall` and the sends of a `CallName`, as the unfused sequence runs them.
    fn call_name_setup(
        &mut self,
        f: &FuncRt,
        ins: Instr,
        args_ip: *const Instr,
    ) -> Result<(), Fault> {
        self.init_call(f, ins.b)?;
        for i in 0..ins.c as usize {
            // SAFETY: per `call_name`'s contract.
            let op = unsafe { crate::method_call::operand_at(args_ip, i) };
            // (Every register operand of a `CallName` is a variable.)
            self.send_operand(op, u32::MAX)?;
        }
        Ok(())
    }
}
