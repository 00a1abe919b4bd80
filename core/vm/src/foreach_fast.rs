//! `foreach` by value over an array into a plain variable: `FeFetch`'s
//! common case, done inline by the interpreter.
//!
//! Why: the general `Vm::fe_fetch` (dims.rs) finds the frame again, checks
//! bounds on four slot indexes, builds the position and key values and
//! matches every iterator kind (objects, generators, typed references) for
//! each element; a loop over a list of objects spent about 200 instructions
//! per element there. This path does the same writes in the same order
//! (position, key, then the variable, whose old value is dropped last) and
//! leaves everything else (an object or generator being iterated, a
//! variable that is a reference) to the general path, untouched.

use crate::Slot;
use rphp_bytecode::{Instr, Op};
use rphp_value::Value;

/// One `FeFetch it v` step over an array held by iterator slot `it` into
/// the non-reference variable `v`: `Some(true)` when the array is done,
/// `Some(false)` after storing the next element, `None` (nothing changed)
/// when the general path must run.
///
/// # Safety
/// `regs` is the running frame's first slot; `it + 2` and `v` are slots of
/// that frame (the verifier checks both for `FeFetch`).
#[inline(always)]
pub(crate) unsafe fn fetch(regs: *mut Slot, it: u32, v: u32) -> Option<bool> {
    let it = it as usize;
    // SAFETY: per the contract, slots it..=it+2 and v are live.
    let (arr, pos, dst) = unsafe { (&*regs.add(it), &mut *regs.add(it + 1), regs.add(v as usize)) };
    let Some(Value::Array(a)) = arr else {
        return None;
    };
    let Some(Value::Int(p)) = pos else {
        return None;
    };
    // SAFETY: as above.
    if matches!(unsafe { &*dst }, Some(Value::Ref(_))) {
        return None;
    }
    let Some((at, key, val)) = a.entry_at(*p as usize) else {
        return Some(true);
    };
    let val = val.get();
    *p = at as i64 + 1;
    // SAFETY: as above; the array is no longer borrowed (key and value are
    // owned copies), and the three slots are distinct.
    unsafe {
        *regs.add(it + 2) = Some(key.into_value());
        *dst = Some(val);
    }
    Some(false)
}

/// Whether the loop head `ins` is a `FeFetch` over an object that the hot
/// loop cannot step: its foreach paths take arrays and generators it can
/// resume in place (`generators::hot_resumable`), so it would hand such a
/// head back at once; `execute` does not enter it there. Why: a pipeline
/// of generators and Iterators switches between several such loops on
/// every value, which defeats `Vm::fast_skip` (one loop head), and each
/// futile entry cost about 80 instructions.
///
/// # Safety
/// `ins` is an instruction of the running frame, whose slot 0 is `regs`
/// (the verifier keeps `FeFetch`'s iterator slot below `num_slots`).
#[inline(always)]
pub(crate) unsafe fn object_head(ins: &Instr, regs: *const Slot) -> bool {
    if ins.op != Op::FeFetch {
        return false;
    }
    // SAFETY: per the contract.
    match unsafe { &*regs.add(ins.a as usize) } {
        Some(Value::Object(o)) => !crate::generators::hot_resumable(o),
        _ => false,
    }
}
