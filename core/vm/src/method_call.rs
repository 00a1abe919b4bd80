//! `CallMethod`: the fused `$o->name(args)` call (one instruction instead of
//! `InitMethod`, one send per argument and `DoCall`).
//!
//! The compiler fuses a method call only when nothing can run between the
//! receiver's evaluation and the call: each argument is a variable or a
//! literal. Reading them when the call runs is then what the sends would
//! have read. (Or when the call is `$this->m(...)` of a by-value method the
//! class declares, which cannot fail to be found: its arguments are
//! evaluated first, as for `CallFn`.) The fast path
//! ([`Vm::call_method_fast`]) finds the method through the inline cache of
//! `object_fast::method`, copies the arguments straight into the callee's new
//! slots and pushes the frame bound to `$this`, with no pending-call record.
//! It is a function of its own rather than inline in `execute`, whose
//! register allocation suffers from every inline path (so is the `Return`
//! fast path for results nobody uses, [`Vm::return_plain_fast`]). Anything else — a receiver that is not an object, a
//! method it cannot see or that does not exist (`__call`), by-reference or
//! variadic parameters, an undefined variable, arguments that need coercion —
//! goes through [`Vm::call_method_slow`], which runs exactly the unfused
//! sequence, in its order, so every diagnostic is the same.

use crate::vm::Vm;
use crate::Slot;
use rphp_bytecode::{Instr, Op, LIT};
use rphp_value::{Fault, Value};

/// The `i`th operand listed in the `Args` instructions starting at `args`.
///
/// # Safety
/// `args` points at enough `Args` instructions to hold operand `i`.
#[inline(always)]
pub(crate) unsafe fn operand_at(args: *const Instr, i: usize) -> u32 {
    // SAFETY: per the contract above.
    let a = unsafe { &*args.add(i / 3) };
    match i % 3 {
        0 => a.a,
        1 => a.b,
        _ => a.c,
    }
}

/// Copies the values of the argument operands `first..first + argc` (see
/// [`operand_at`]) into `dst[0..argc]`, looking through references; stops at
/// an undefined one. Returns how many were copied.
///
/// # Safety
/// The operands are present and in range for `regs` (this frame's slots) and
/// `lits` (its literals); `dst[0..argc]` is writable memory holding nothing
/// that needs dropping, not overlapping the frame's slots.
#[inline(always)]
pub(crate) unsafe fn copy_args(
    args: *const Instr,
    first: usize,
    argc: usize,
    regs: *const Slot,
    lits: *const Slot,
    dst: *mut Slot,
) -> usize {
    let mut i = 0;
    while i < argc {
        // SAFETY: per the contract above.
        unsafe {
            let op = operand_at(args, first + i);
            let src: &Slot = if op & LIT != 0 {
                &*lits.add((op & !LIT) as usize)
            } else {
                &*regs.add(op as usize)
            };
            let d = dst.add(i);
            match src {
                Some(Value::Int(n)) => {
                    let n = *n;
                    // Tag, then payload (as `CallFn`: a whole-value write would
                    // copy the padding through a spill).
                    std::ptr::write(d, Some(Value::Int(0)));
                    if let Some(Value::Int(x)) = &mut *d {
                        *x = n;
                    }
                }
                Some(Value::Ref(r)) => std::ptr::write(d, Some(r.0.borrow().clone())),
                Some(v) => std::ptr::write(d, Some(crate::interp::fast_clone(v))),
                None => return i,
            }
        }
        i += 1;
    }
    argc
}

impl Vm {
    /// `CallMethod` when its fast path does not apply: `InitMethod`, the
    /// receiver's release if it was a temporary, one send per argument (a
    /// variable as `SendVar`, a literal as `SendVal`) and `DoCall`, as the
    /// unfused sequence runs them. `ops` are the name and argument operands.
    /// Ok(true): a PHP frame was pushed.
    #[cold]
    #[inline(never)]
    pub(crate) fn call_method_slow(&mut self, ins: Instr, ops: &[u32]) -> Result<bool, Fault> {
        let (&name, args) = ops.split_first().expect("the method name operand");
        if ins.c & rphp_bytecode::CTOR_CALL != 0 {
            self.object_op(Instr::new(Op::InitCtor, ins.b, 0, 0))?;
        } else {
            self.object_op(Instr::new(Op::InitMethod, ins.b, name, 0))?;
        }
        let fr = self.frames.last().expect("frame");
        let (base, ncvs) = (fr.base, fr.func.num_cvs);
        if ins.c & rphp_bytecode::MOVES_RECEIVER != 0 && ins.b & LIT == 0 {
            // The pending call holds the fresh receiver now.
            if let Some(v) = self.stack[base + ins.b as usize].take() {
                rphp_value::gc::release_copy(v);
            }
        }
        for &op in args {
            self.send_operand(op, ncvs)?;
        }
        self.do_call(ins.a, false)
    }

    /// Sends operand `op` of a fused call to the pending call as the unfused
    /// sequence would: a variable (below `ncvs`) as `SendVar` (by reference
    /// when the callee takes it so), anything else as `SendVal`.
    pub(crate) fn send_operand(&mut self, op: u32, ncvs: u32) -> Result<(), Fault> {
        if op & LIT == 0 && op < ncvs {
            return self.send_var(op);
        }
        let v = self.operand(op)?;
        if self.pending.last().is_some_and(|p| p.has_ref) {
            self.send_val_checked(v)
        } else {
            self.stack.push(Some(v));
            Ok(())
        }
    }
}

impl Vm {
    /// The new frame of a fused call (`CallMethod`, `CallStatic`) to `g`,
    /// above the stack: the `argc` argument operands after the name in the
    /// `Args` at `args_ip` copied into its first slots, the rest undefined.
    /// Returns its base, or None (nothing changed) when an argument is
    /// undefined or does not fit its parameter as it is (`simple`: none
    /// needs a look).
    ///
    /// # Safety
    /// `args_ip` holds argc + 1 operands (verified), in range for this
    /// frame's registers (from `base`) and literals (`lits`); argc <= the
    /// callee's parameters.
    #[inline(always)]
    pub(crate) unsafe fn fused_frame(
        &mut self,
        g: &crate::runtime::FuncRt,
        simple: bool,
        args_ip: *const Instr,
        argc: usize,
        base: usize,
        lits: *const Slot,
    ) -> Option<usize> {
        let args_base = self.stack.len();
        let nslots = g.num_slots as usize;
        // Three more than the frame: the rest of it is cleared four slots at a
        // time (as `CallFn` does).
        self.stack.reserve(nslots + 3);
        // SAFETY: `nslots + 3` slots are reserved past the length and the
        // parameters are the callee's first slots (argc <= nslots); the
        // frame's registers start at `base`.
        let (sp, regs) = unsafe {
            let p = self.stack.as_mut_ptr();
            (p.add(args_base), p.add(base))
        };
        // SAFETY: as above.
        let sent = unsafe { copy_args(args_ip, 1, argc, regs, lits, sp) };
        // SAFETY: the first `sent` slots were written above.
        let copied = unsafe { std::slice::from_raw_parts(sp as *const Slot, sent) };
        if sent < argc || !(simple || Self::args_fit(g, copied)) {
            // SAFETY: the first `sent` slots were written; the slow path starts over.
            unsafe { self.stack.set_len(args_base + sent) };
            self.truncate_stack(args_base);
            return None;
        }
        // SAFETY: as above; the rest of the frame starts undefined.
        unsafe {
            crate::vm::clear_frame_slots(sp, argc, nslots);
            self.stack.set_len(args_base + nslots);
        }
        Some(args_base)
    }

    /// `CallMethod`'s fast path, out of `execute` (whose register allocation
    /// suffers from every inline path): a plain PHP method found through the
    /// inline cache, arguments that are defined and need no coercion. Copies
    /// them into the new frame, saves the caller's pc (`next_pc`, past the
    /// `Args`), pushes the frame bound to `$this` and returns its function
    /// and base; None (nothing changed) otherwise.
    #[inline(never)]
    pub(crate) fn call_method_fast(
        &mut self,
        f: &crate::runtime::FuncRt,
        ins: Instr,
        args_ip: *const Instr,
        base: usize,
        lits: *const Slot,
        next_pc: u32,
    ) -> Option<(*const crate::runtime::FuncRt, usize)> {
        if rphp_value::object::destructors_pending() {
            return None;
        }
        let argc = (ins.c & !rphp_bytecode::CALL_FLAGS) as usize;
        // Operands are in range for this frame's slots and literals (verified).
        let read = |stack: &[Slot], op: u32| -> *const Slot {
            if op & LIT != 0 {
                // SAFETY: as above.
                unsafe { lits.add((op & !LIT) as usize) }
            } else {
                &stack[base + op as usize]
            }
        };
        // SAFETY: the verifier checked the `Args` hold argc + 1 operands.
        let name_op = unsafe { operand_at(args_ip, 0) };
        // SAFETY: `read` gives live slots or literals.
        let g = match unsafe {
            (
                &*read(&self.stack[..], ins.b),
                &*read(&self.stack[..], name_op),
            )
        } {
            (Some(Value::Object(o)), Some(Value::Str(n))) => {
                let found = if ins.c & rphp_bytecode::CTOR_CALL != 0 {
                    // `new`'s constructor: the public one `InitCtor`'s fast path calls.
                    crate::object_fast::ctor(f, o, name_op).map(|m| &m.func)
                } else {
                    crate::object_fast::method(f, o, n.as_bytes(), name_op).map(|m| &m.func)
                };
                found
                    .filter(|g| {
                        (argc as u32) <= g.call_max
                            && (argc as u32) >= g.call_min
                            && !g.has_ref
                            && o.0.internal.borrow().is_none()
                    })
                    .cloned()?
            }
            _ => return None,
        };
        // SAFETY: per this function's contract with `execute`.
        let args_base = unsafe { self.fused_frame(&g, g.simple, args_ip, argc, base, lits)? };
        // The receiver: a fresh value is moved into the call.
        let o = if ins.c & rphp_bytecode::MOVES_RECEIVER != 0 && ins.b & LIT == 0 {
            match self.stack[base + ins.b as usize].take() {
                Some(Value::Object(o)) => o,
                _ => unreachable!("the receiver was an object"),
            }
        } else {
            // SAFETY: as for `read` above.
            match unsafe { &*read(&self.stack[..], ins.b) } {
                Some(Value::Object(o)) => o.clone(),
                _ => unreachable!("the receiver is an object"),
            }
        };
        let callee: *const crate::runtime::FuncRt = std::rc::Rc::as_ptr(&g);
        let this_slot = g.this_slot;
        self.push_call_frame(g, args_base, ins.a, argc as u32, next_pc);
        if let Some(slot) = this_slot {
            let at = args_base + slot as usize;
            assert!(at < self.stack.len());
            // SAFETY: `at` is a slot of the new frame past its parameters
            // (`$this` is never one), so cleared above: its `None` owns nothing.
            unsafe {
                std::ptr::write(
                    self.stack.as_mut_ptr().add(at),
                    Some(Value::Object(o.clone())),
                )
            };
        }
        // (The called class is `$this`'s: `Vm::static_class` finds it.)
        self.frames.last_mut().expect("frame").this = Some(o);
        Some((callee, args_base))
    }

    /// `Return`'s fast path for no value (`return;`, the end of a
    /// constructor) into a plain caller slot, or for a value the caller
    /// discards (`new C(...)`, a call statement): pops the frame (whose
    /// registers start at `base`) and returns the caller's function, base
    /// and pc; None (nothing changed) for anything else. A discarded value in
    /// a temporary is released first, then the variables in order (one of
    /// which may hold it), as php frees an unused result.
    #[inline(never)]
    pub(crate) fn return_plain_fast(
        &mut self,
        a: u32,
        base: usize,
    ) -> Option<(*const crate::runtime::FuncRt, usize, u32)> {
        let n = self.frames.len();
        if n < 2 {
            return None;
        }
        let (fr, caller) = (&self.frames[n - 1], &self.frames[n - 2]);
        if fr.stop || fr.is_include {
            return None;
        }
        let ret = fr.ret;
        let ncvs = fr.func.num_cvs;
        if ret == rphp_bytecode::NONE {
            // (A generator the loop resumed ends differently.)
            if self.generators.last().is_some_and(|g| g.1 + 1 == n) {
                return None;
            }
            if a != rphp_bytecode::NONE && a & LIT == 0 && self.stack[base + a as usize].is_none() {
                // Undefined: the general path warns.
                return None;
            }
        } else if a == rphp_bytecode::NONE {
            let s = &mut self.stack[caller.base + ret as usize];
            if !crate::interp::slot_plain(s) {
                return None;
            }
            *s = Some(Value::Null);
        } else {
            return None;
        }
        let caller = &self.frames[n - 2];
        let out = (std::rc::Rc::as_ptr(&caller.func), caller.base, caller.pc);
        if ret == rphp_bytecode::NONE && a != rphp_bytecode::NONE && a & LIT == 0 && a >= ncvs {
            self.stack[base + a as usize] = None;
        }
        self.pop_frame_fast(base);
        Some(out)
    }
}
