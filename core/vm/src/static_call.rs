//! `CallStatic`: the fused `C::name(args)` call (one instruction instead of
//! `InitStatic`, one send per argument and `DoCall`).
//!
//! The compiler fuses a static call when the class is named in the source
//! (not `self`, `parent` or `static`) and each argument is a variable or a
//! literal, so reading them when the call runs is what the sends would have
//! read. The fast path ([`Vm::call_static_fast`]) finds the method as
//! `InitStatic`'s fast path does (a public static method, from code that is
//! not a method, so no scope can forward its called class), copies the
//! arguments straight into the callee's new slots and pushes the frame with
//! the class as its called class, with no pending-call record: a static call
//! cost about four times a function call before. Anything else (a class not
//! found or autoloaded, `__callStatic`, a method that is not public and
//! static, by-reference or variadic parameters, an undefined variable,
//! arguments that need coercion) goes through [`Vm::call_static_slow`],
//! which runs exactly the unfused sequence, in its order, so every
//! diagnostic is the same.

use crate::method_call::operand_at;
use crate::vm::Vm;
use crate::Slot;
use rphp_bytecode::{Instr, Op, LIT};
use rphp_value::{Fault, Value};

impl Vm {
    /// `CallStatic`'s fast path (see the module doc): copies the arguments
    /// into the new frame, saves the caller's pc (`next_pc`, past the `Args`)
    /// and pushes the frame; returns its function and base, or None (nothing
    /// changed) for the general path.
    #[inline(never)]
    pub(crate) fn call_static_fast(
        &mut self,
        f: &crate::runtime::FuncRt,
        ins: Instr,
        args_ip: *const Instr,
        base: usize,
        lits: *const Slot,
        next_pc: u32,
    ) -> Option<(*const crate::runtime::FuncRt, usize)> {
        if f.is_method || rphp_value::object::destructors_pending() || ins.b & LIT == 0 {
            return None;
        }
        let argc = ins.c as usize;
        // SAFETY: the verifier checked the `Args` hold argc + 1 operands; the
        // class and name operands are literals of this function.
        let name_op = unsafe { operand_at(args_ip, 0) };
        if name_op & LIT == 0 {
            return None;
        }
        // SAFETY: as above.
        let (c, n) = unsafe {
            (
                &*lits.add((ins.b & !LIT) as usize),
                &*lits.add((name_op & !LIT) as usize),
            )
        };
        let (Some(Value::Str(c)), Some(Value::Str(n))) = (c, n) else {
            return None;
        };
        // (The compiler never names `self`, `parent` or `static` here.)
        let class = self.class_rc_by_str(c)?;
        let g = crate::object_fast::static_method(f, &class, n.as_bytes(), name_op)
            .map(|m| m.func.clone())
            .filter(|g| {
                (argc as u32) <= g.num_params && (argc as u32) >= g.required && !g.has_ref
            })?;
        // SAFETY: per this function's contract with `execute`.
        let args_base =
            unsafe { self.fused_frame(&g, g.simple_params, args_ip, argc, base, lits)? };
        let callee: *const crate::runtime::FuncRt = std::rc::Rc::as_ptr(&g);
        self.push_call_frame(g, args_base, ins.a, argc as u32, next_pc);
        self.frames.last_mut().expect("frame").static_class = Some(class);
        Some((callee, args_base))
    }

    /// `CallStatic` when its fast path does not apply: `InitStatic`, one
    /// send per argument (a variable as `SendVar`, a literal as `SendVal`)
    /// and `DoCall`, as the unfused sequence runs them. `ops` are the name
    /// and argument operands. Ok(true): a PHP frame was pushed.
    #[cold]
    #[inline(never)]
    pub(crate) fn call_static_slow(&mut self, ins: Instr, ops: &[u32]) -> Result<bool, Fault> {
        let (&name, args) = ops.split_first().expect("the method name operand");
        self.object_op(Instr::new(Op::InitStatic, ins.b, name, 0))?;
        let ncvs = self.frames.last().expect("frame").func.num_cvs;
        for &op in args {
            self.send_operand(op, ncvs)?;
        }
        self.do_call(ins.a, false)
    }
}
