//! `CallFn` and `Return` inside the hot loop (fast_loop.rs), for the
//! simplest calls: a statically resolved user function with no declared
//! types, no captured variables and no variadic, given scalar arguments,
//! and the return of a scalar from a frame whose slots hold nothing to
//! drop.
//!
//! A frame the hot loop pushed and has run only there since is *clean*:
//! its slots started as scalars and undefined, and the hot loop writes only
//! scalars into slots (bar the few handlers that mark the frame otherwise,
//! see `fast_loop::run`), nothing else had a turn at it, and its `Frame` is
//! as pushed (not a method's, no extra arguments, no `stop`). Its return
//! then needs neither those checks nor the scan of its slots for values
//! to release, which otherwise costs about seven instructions a slot.
//!
//! Why: a recursive function (fib) or a loop of small calls otherwise leaves
//! the hot loop at every call and return, and `execute` (where LLVM keeps
//! the dispatch state on the stack) runs the call, the callee's body and the
//! return. Here the hot loop switches its own register-held state to the
//! callee or the caller and carries on.
//!
//! Each function either does exactly what `execute`'s fast path for the
//! instruction does (same frame fields, same slots, same checks) or changes
//! nothing and answers `None`, and `execute` then runs the instruction with
//! its full handler: an undefined or reference argument, a frame about to
//! cross the periodic memory check (`Vm::mem_check_len`, which is how
//! runaway recursion ends in php's memory_limit error), a stack that must
//! grow, a method frame, a generator's frame, a frame holding a string,
//! array or object (whose release `execute` does).

use crate::runtime::{Callee, FuncRt};
use crate::vm::Vm;
use crate::Slot;
use rphp_bytecode::{Instr, LIT, NONE};
use rphp_value::Value;

/// The slot or literal operand `x` names (see `fast_loop::run`'s `rd!`).
///
/// # Safety
/// `x` is a verified operand of the running frame, `regs` its slot 0 and
/// `lits_low` its literal table moved down by `LIT` slots.
#[inline(always)]
pub(crate) unsafe fn operand(regs: *const Slot, lits_low: *const Slot, x: u32) -> *const Slot {
    let base = if x & LIT != 0 { lits_low } else { regs };
    base.wrapping_add(x as usize)
}

/// Whether a slot holds nothing that needs a drop (so it may be overwritten
/// or forgotten).
#[inline(always)]
fn plain(s: &Slot) -> bool {
    crate::interp::slot_plain(s)
}

/// `CallFn` (`ins`, its `Args` starting at `args_ip`) from the running frame
/// (function `f`, slot 0 at `regs`, code starting at `code`): when the
/// callee qualifies (see the module comment), pushes its frame exactly as
/// `execute`'s fast path does and returns the callee and its first slot;
/// otherwise None, with nothing changed.
///
/// # Safety
/// As `fast_loop::run`: `ins` is the running frame's instruction, followed by
/// the `Args` the verifier checked; `regs`/`lits_low` as for [`operand`].
#[inline(always)]
#[allow(
    clippy::too_many_arguments,
    reason = "the hot loop's register-held state, passed as it is"
)]
pub(crate) unsafe fn call(
    vm: &mut Vm,
    f: &FuncRt,
    ins: &Instr,
    args_ip: *const Instr,
    regs: *const Slot,
    lits_low: *const Slot,
    code: *const Instr,
    stack_room: usize,
) -> Option<(*const FuncRt, usize)> {
    let argc = ins.c as usize;
    // SAFETY: the cache is written only by `call_fn_slow`/`init_call`, which
    // do not run while this shared view lives.
    let sites = unsafe { &*f.sites.as_ptr() };
    // (`hot_call`: a callee whose first instruction the hot loop cannot run
    // would only bounce straight back to `execute`.)
    let g = match sites.get(ins.b as usize) {
        Some(Some(Callee::User(g)))
            if g.hot_call && (argc as u32) <= g.call_max && (argc as u32) >= g.call_min =>
        {
            g
        }
        _ => return None,
    };
    let nslots = g.num_slots as usize;
    let args_base = vm.stack.len();
    // The stack must not move under the hot loop's registers, and a frame
    // crossing the memory check's mark goes through `execute`, which checks
    // (`stack_room`: see `fast_loop::run`).
    if args_base + nslots > stack_room {
        return None;
    }
    // SAFETY: `nslots + 3` slots are reserved past the length; the parameters
    // are the callee's first slots (argc <= nparams <= nslots).
    let sp = unsafe { vm.stack.as_mut_ptr().add(args_base) };
    let mut i = 0;
    let mut ap = args_ip;
    while i < argc {
        // SAFETY: the compiler (and the verifier) put ceil(argc/3) `Args`
        // after the `CallFn`.
        let a = unsafe { &*ap };
        for x in [a.a, a.b, a.c] {
            if i == argc {
                break;
            }
            // SAFETY: a verified operand of this frame.
            match unsafe { &*operand(regs, lits_low, x) } {
                Some(v @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))) => {
                    // SAFETY: slot `args_base + i` is reserved and beyond the
                    // length (nothing to drop); `v` is a scalar.
                    unsafe { crate::interp::write_scalar(sp.add(i), v) };
                }
                // Scalars written so far need no undoing.
                _ => return None,
            }
            i += 1;
        }
        // SAFETY: at most one past the last `Args`.
        ap = unsafe { ap.add(1) };
    }
    // SAFETY: as above; the rest of the frame starts undefined, cleared four at
    // a time (up to three slots past the frame, within the reserved capacity).
    unsafe {
        crate::vm::clear_frame_slots(sp, argc, nslots);
        vm.stack.set_len(args_base + nslots);
    }
    // SAFETY: `ap` is one past the last `Args`, inside (or one past) `code`.
    let caller_pc = unsafe { ap.offset_from(code) } as u32;
    let callee: *const FuncRt = std::rc::Rc::as_ptr(g);
    vm.push_call_frame(g.clone(), args_base, ins.a, argc as u32, caller_pc);
    Some((callee, args_base))
}

/// `Return a` from the running frame (slot 0 at `regs`, which is stack
/// index `base`): when the frame returns into a caller frame of the same
/// `execute` run, holds nothing to release, and the result is a scalar (or
/// none) for a plain caller slot (or discarded), pops it as `execute`'s fast
/// paths do and returns the caller's function, base and pc; otherwise None,
/// with nothing changed. `clean`: the frame is clean (see the module
/// comment), so only the result and its destination are checked.
///
/// # Safety
/// As `fast_loop::run`; `a` is the `Return`'s verified operand; a `clean`
/// frame is one.
#[inline(always)]
pub(crate) unsafe fn ret(
    vm: &mut Vm,
    a: u32,
    regs: *mut Slot,
    lits_low: *const Slot,
    base: usize,
    clean: bool,
) -> Option<(*const FuncRt, usize, u32)> {
    let n = vm.frames.len();
    // (Tested only when not clean: a clean frame was pushed above the one the
    // hot loop started in, as a plain call's.)
    let plain_frame = |fr: &crate::vm::Frame| {
        !fr.stop
            && !fr.is_include
            && fr.this.is_none()
            && fr.extra.is_none()
            && fr.static_class.is_none()
    };
    if !clean && (n < 2 || !plain_frame(vm.frames.last()?)) {
        return None;
    }
    // SAFETY: n >= 2, so both frames exist.
    let (fr, caller) = unsafe {
        (
            vm.frames.get_unchecked(n - 1),
            vm.frames.get_unchecked(n - 2),
        )
    };
    debug_assert!(!clean || plain_frame(fr));
    // The result: a scalar, or nothing (`return;`).
    let v: Option<*const Value> = if a == NONE {
        None
    } else {
        // SAFETY: a verified operand of this frame.
        match unsafe { &*operand(regs, lits_low, a) } {
            Some(v @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))) => {
                Some(v as *const Value)
            }
            // Undefined (a warning), or something the general path moves or copies.
            _ => return None,
        }
    };
    let dst: *mut Slot = if fr.ret == NONE {
        // A generator the loop resumed ends differently (see `Return`); a
        // clean frame is a plain call's.
        if !clean && vm.generators.last().is_some_and(|g| g.1 + 1 == n) {
            return None;
        }
        std::ptr::null_mut()
    } else {
        // SAFETY: the caller's result slot, below this frame's slots.
        let d = unsafe { vm.stack.as_mut_ptr().add(caller.base + fr.ret as usize) };
        // SAFETY: a live slot.
        if !plain(unsafe { &*d }) {
            return None;
        }
        d
    };
    // Nothing in the frame needs a release (otherwise `execute` pops it).
    let cur = vm.stack.len();
    debug_assert!(base == fr.base && base <= cur);
    // SAFETY: slots base..cur are this frame's, initialised.
    let all_plain = || (0..cur - base).all(|i| plain(unsafe { &*regs.add(i) }));
    debug_assert!(!clean || all_plain());
    if !clean && !all_plain() {
        return None;
    }
    if !dst.is_null() {
        match v {
            // SAFETY: `dst` is a plain caller slot, `v` a scalar of this frame.
            Some(v) => unsafe { crate::interp::copy_scalar(dst, v) },
            // SAFETY: as above (plain: nothing to drop).
            None => unsafe { std::ptr::write(dst, Some(Value::Null)) },
        }
    }
    let out = (std::rc::Rc::as_ptr(&caller.func), caller.base, caller.pc);
    // SAFETY: frame n - 1 owns only its function here (checked above); the
    // length is lowered first, then that is dropped once. The stack's slots
    // from `base` hold nothing to drop.
    unsafe {
        vm.frames.set_len(n - 1);
        let fp = vm.frames.as_mut_ptr().add(n - 1);
        std::ptr::drop_in_place(std::ptr::addr_of_mut!((*fp).func));
        vm.stack.set_len(base);
    }
    Some(out)
}
