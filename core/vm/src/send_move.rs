//! Passing a fresh value (a call's result, a `new` object) as an argument
//! by moving it out of its temporary.
//!
//! The compiler follows `SendTmpRef t` / `SendVal t` of such a value with
//! `Unset t 1` (see `holds_fresh_value` in the compiler): the argument area
//! gets a counted copy, then the temporary lets go of its own quietly. php
//! moves the temporary instead; so does this path when that `Unset` comes
//! next, which saves the copy's count, the quiet release and one dispatch
//! for every object or array built by one call and handed to the next (the
//! binary-trees benchmark's `new TreeNode(bottom_up(...), ...)`).

use crate::Slot;
use rphp_bytecode::{Instr, Op, LIT};
use rphp_value::Value;

/// The value register `a` holds, taken out of it, when `next` is the
/// `Unset a 1` releasing it and the value is one whose copy is counted (an
/// object, array or string); `None` (nothing changed) otherwise.
///
/// # Safety
/// `regs` is the running frame's first slot and `a`, when not a literal,
/// one of its registers (verified operands).
#[inline(always)]
pub(crate) unsafe fn take_fresh(regs: *mut Slot, a: u32, next: &Instr) -> Option<Value> {
    if a & LIT != 0 || next.op != Op::Unset || next.a != a || next.b == 0 {
        return None;
    }
    // SAFETY: per the contract.
    let s = unsafe { &mut *regs.add(a as usize) };
    if matches!(s, Some(Value::Object(_) | Value::Array(_) | Value::Str(_))) {
        s.take()
    } else {
        None
    }
}
