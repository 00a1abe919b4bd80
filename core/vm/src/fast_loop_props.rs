//! Object paths of the hot-loop interpreter (fast_loop.rs): reading and
//! writing a declared property, `$o->p op= n` / `$o->p++` in place, and
//! `foreach` by value over an array of numbers or objects.
//!
//! Why: loops over objects (`foreach ($ps as $p) { $p->x += $p->vx; ... }`)
//! otherwise leave the hot loop at their first property access, and
//! `execute`'s handlers pay its spilled dispatch state on every one. These
//! take only the case the property inline cache (object_fast.rs) has
//! already answered for the object's class (so the property is declared and
//! plainly accessible from the running function), of an object keeping its
//! properties in slots, and change nothing otherwise (`false`/`None`: the
//! instruction goes back to `execute`, whose fast and general paths have
//! php's exact behaviour).
//!
//! The hot loop's rule holds: no diagnostic, no PHP code, no destructor.
//! Values copied are numbers, bools and null, or object handles. A slot
//! is overwritten only when its old contents need no drop, or are an
//! object handle whose drop is a bare decrement
//! ([`rphp_value::PhpObject::drop_is_bare`]: the object lives on and is
//! already a cycle-collector root candidate, so nothing else happens).

use crate::runtime::FuncRt;
use crate::Slot;
use rphp_bytecode::{Instr, Op, LIT, NONE};
use rphp_value::{PropStore, Value};

/// Whether slot `d` may be overwritten here (see the module doc). For an
/// object handle this may buffer the object as a possible root, as its
/// release would: call it only right before the slot is overwritten.
#[inline(always)]
fn writable(d: &Slot) -> bool {
    match d {
        None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)) => true,
        Some(Value::Object(o)) => o.drop_is_bare(),
        _ => false,
    }
}

/// Whether `v` is a value this loop moves around: a number, bool, null or
/// object handle.
#[inline(always)]
fn is_copied(v: &Value) -> bool {
    matches!(
        v,
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Object(_)
    )
}

/// A copy of `v`, which [`is_copied`] accepted.
#[inline(always)]
fn copy_of(v: &Value) -> Value {
    match v {
        Value::Null => Value::Null,
        Value::Bool(b) => Value::Bool(*b),
        Value::Int(i) => Value::Int(*i),
        Value::Float(x) => Value::Float(*x),
        Value::Object(o) => Value::Object(o.clone()),
        // (Not reached: `is_copied` came first.)
        _ => Value::Null,
    }
}

/// Stores `v` into `d`, which [`writable`] accepted.
///
/// # Safety
/// `d` is a live slot that `writable` accepted, with no borrow of it alive.
#[inline(always)]
unsafe fn store(d: *mut Slot, v: Value) {
    // SAFETY: per the contract: the old contents are read out once and the
    // slot rewritten; their drop is plain or a bare decrement.
    unsafe {
        let old = std::ptr::read(d);
        std::ptr::write(d, Some(v));
        match old {
            // Another handle holds it (`drop_is_bare`): a bare decrement.
            Some(Value::Object(o)) => crate::generators::release_handle(o),
            // Plain (`writable`): nothing to drop, so no generic drop call.
            other => std::mem::forget(other),
        }
    }
}

/// The object in `obj` and the slot index of the declared property the
/// literal `name` operand names, if the inline cache knows it for the
/// object's class.
#[inline(always)]
fn cached<'o>(
    f: &FuncRt,
    obj: &'o Slot,
    name: u32,
) -> Option<(&'o rphp_value::PhpObject, &'o crate::classes::PropRt, usize)> {
    if name & LIT == 0 || rphp_value::object::destructors_pending() {
        return None;
    }
    let ic = f.prop_ic.get((name & !LIT) as usize)?;
    let Some(Value::Object(o)) = obj else {
        return None;
    };
    let (p, i) = crate::object_fast::prop_hit(ic, o)?;
    Some((o, p, i))
}

/// [`cached`]'s object and slot index alone (for a read).
#[inline(always)]
fn cached_slot<'o>(
    f: &FuncRt,
    obj: &'o Slot,
    name: u32,
) -> Option<(&'o rphp_value::PhpObject, usize)> {
    if name & LIT == 0 || rphp_value::object::destructors_pending() {
        return None;
    }
    let ic = f.prop_ic.get((name & !LIT) as usize)?;
    let Some(Value::Object(o)) = obj else {
        return None;
    };
    Some((o, crate::object_fast::prop_hit_slot(ic, o)?))
}

/// `FetchProp dst obj name`: a number or object held by a declared property.
///
/// # Safety
/// `obj` and `dst` are live slots of the running frame (they may be the same).
#[inline(always)]
pub(crate) unsafe fn fetch(f: &FuncRt, obj: *const Slot, name: u32, dst: *mut Slot) -> bool {
    let v = {
        // SAFETY: per the contract; this borrow ends before `dst` is written.
        let Some((o, i)) = cached_slot(f, unsafe { &*obj }, name) else {
            return false;
        };
        // SAFETY: nothing writes the store while this borrow lives (the value
        // is only copied out of it).
        let Ok(PropStore::Slots(s)) = (unsafe { o.0.store.try_borrow_unguarded() }) else {
            return false;
        };
        let Some(Some(v)) = s.get(i) else {
            return false;
        };
        // The common case, a number into a slot holding a number (or
        // nothing): one scalar copy, no value rebuilt field by field.
        // SAFETY: per the contract (`dst` is only read here).
        if crate::interp::is_scalar(v) && crate::interp::slot_plain(unsafe { &*dst }) {
            // SAFETY: a scalar into a plain live slot; the property's store is
            // another allocation than the frame's slots.
            unsafe { crate::interp::copy_scalar(dst, v) };
            return true;
        }
        // Checked last: it may ready the old value's release (see `writable`).
        // SAFETY: per the contract (only read while `v` is borrowed).
        if !is_copied(v) || !writable(unsafe { &*dst }) {
            return false;
        }
        copy_of(v)
    };
    // SAFETY: accepted by `writable` above (a copied handle keeps the object
    // alive even when `dst` held it: the property holds it too).
    unsafe { store(dst, v) };
    true
}

/// `AssignProp obj name val`: a number, bool or null into a declared
/// property that holds one (of the property's type, when it has one).
///
/// # Safety
/// `obj` and `val` are live slots or literals of the running frame.
#[inline(always)]
pub(crate) unsafe fn assign(f: &FuncRt, obj: *const Slot, name: u32, val: *const Slot) -> bool {
    // SAFETY: per the contract.
    let v = match unsafe { &*val } {
        Some(v @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))) => v,
        _ => return false,
    };
    // SAFETY: per the contract.
    let Some((o, p, i)) = cached(f, unsafe { &*obj }, name) else {
        return false;
    };
    if p.readonly
        || p.ty
            .as_ref()
            .is_some_and(|t| !crate::calls::value_fits(t, v))
    {
        return false;
    }
    let Ok(mut st) = o.0.store.try_borrow_mut() else {
        return false;
    };
    let PropStore::Slots(s) = &mut *st else {
        return false;
    };
    match s.get_mut(i) {
        Some(d) if crate::interp::slot_plain(d) && d.is_some() => {
            // SAFETY: `v` is a scalar, `d` a plain slot of another store.
            unsafe { crate::interp::copy_scalar(d, v) };
            true
        }
        _ => false,
    }
}

/// `PropRef t obj name; PathStart dst t; PathAssignOp val op | PathIncDec k`
/// on an untyped declared property holding a number: the operation in
/// place, the new (or, for a post-increment, old) value into `dst`, as
/// `execute`'s fused path does. `ins` is the `PropRef`, `next` points at
/// the `PathStart`.
///
/// # Safety
/// `next` is the instruction after `ins` in the running frame's code, and
/// a `PathStart` is always followed by its terminal; `rd` gives live slots
/// or literals of the running frame, `slot` its live registers.
#[inline(always)]
pub(crate) unsafe fn op_in_place(
    f: &FuncRt,
    ins: &Instr,
    next: *const Instr,
    rd: impl Fn(u32) -> *const Slot,
    slot: impl Fn(u32) -> *mut Slot,
) -> bool {
    // SAFETY: per the contract.
    let next = unsafe { &*next };
    if next.op != Op::PathStart || next.b != ins.a || next.a == NONE {
        return false;
    }
    // SAFETY: per the contract.
    let term = unsafe { &*(next as *const Instr).add(1) };
    let dst = slot(next.a);
    // SAFETY: per the contract.
    if !crate::interp::slot_plain(unsafe { &*dst }) {
        return false;
    }
    // SAFETY: per the contract.
    let Some((o, p, i)) = cached(f, unsafe { &*rd(ins.b) }, ins.c) else {
        return false;
    };
    if p.ty.is_some() || p.readonly {
        return false;
    }
    let Ok(mut st) = o.0.store.try_borrow_mut() else {
        return false;
    };
    let PropStore::Slots(s) = &mut *st else {
        return false;
    };
    let Some(Some(cur)) = s.get_mut(i) else {
        return false;
    };
    let (new, out) = match term.op {
        Op::PathIncDec => {
            let Value::Int(c) = *cur else { return false };
            let n = if term.a == 0 || term.a == 2 {
                c.checked_add(1)
            } else {
                c.checked_sub(1)
            };
            let Some(n) = n else { return false };
            (Value::Int(n), Value::Int(if term.a < 2 { n } else { c }))
        }
        Op::PathAssignOp => {
            let op = match Op::ALL.get(term.b as usize) {
                Some(op @ (Op::Add | Op::Sub | Op::Mul)) => *op,
                _ => return false,
            };
            // SAFETY: per the contract.
            let r = match (&*cur, unsafe { &*rd(term.a) }) {
                (Value::Int(x), Some(Value::Int(y))) => {
                    let n = match op {
                        Op::Add => x.checked_add(*y),
                        Op::Sub => x.checked_sub(*y),
                        _ => rphp_value::ops::int_mul(*x, *y),
                    };
                    match n {
                        Some(n) => Value::Int(n),
                        None => return false,
                    }
                }
                (Value::Int(_) | Value::Float(_), Some(y @ (Value::Int(_) | Value::Float(_)))) => {
                    let num = |v: &Value| match v {
                        Value::Int(x) => *x as f64,
                        Value::Float(x) => *x,
                        _ => 0.0,
                    };
                    let (x, y) = (num(cur), num(y));
                    Value::Float(match op {
                        Op::Add => x + y,
                        Op::Sub => x - y,
                        _ => x * y,
                    })
                }
                _ => return false,
            };
            let out = match r {
                Value::Int(n) => Value::Int(n),
                Value::Float(x) => Value::Float(x),
                _ => return false,
            };
            (r, out)
        }
        _ => return false,
    };
    // Both numbers: nothing to drop on either side.
    std::mem::forget(std::mem::replace(cur, new));
    drop(st);
    // SAFETY: `dst` is a plain slot of the frame (checked above).
    unsafe { std::ptr::write(dst, Some(out)) };
    true
}

/// `FeFetch it v` by value over an array with integer keys into a variable,
/// for elements that are numbers or objects: `Some(true)` when the array is
/// done, `Some(false)` after storing the next element, `None` (nothing
/// changed) otherwise; the same writes as `foreach_fast::fetch`.
///
/// # Safety
/// `regs` is the running frame's first slot; `it..=it + 2` and `v` are
/// slots of that frame (the verifier checks both for `FeFetch`).
#[inline(always)]
pub(crate) unsafe fn fe_fetch(regs: *mut Slot, it: u32, v: u32) -> Option<bool> {
    let it = it as usize;
    // SAFETY: per the contract.
    let (arr, pos, key, dst) = unsafe {
        (
            &*regs.add(it),
            regs.add(it + 1),
            regs.add(it + 2),
            regs.add(v as usize),
        )
    };
    let Some(Value::Array(a)) = arr else {
        return None;
    };
    // SAFETY: per the contract (the iterator's slots are not the variable).
    let p = match unsafe { &*pos } {
        Some(Value::Int(p)) => *p,
        _ => return None,
    };
    // SAFETY: as above.
    if !crate::interp::slot_plain(unsafe { &*key }) {
        return None;
    }
    let Some((at, k, val)) = a.entry_at(p as usize) else {
        return Some(true);
    };
    let rphp_value::ArrayKey::Int(k) = k else {
        return None;
    };
    // Checked last: it may ready the old value's release (see `writable`).
    // SAFETY: as above.
    if !is_copied(val) || !writable(unsafe { &*dst }) {
        return None;
    }
    let val = copy_of(val);
    // SAFETY: the array is no longer borrowed; the position and key slots
    // are plain, the variable accepted by `writable` (the array holds a
    // handle it may be replacing).
    unsafe {
        std::ptr::write(pos, Some(Value::Int(at as i64 + 1)));
        std::ptr::write(key, Some(Value::Int(k)));
        store(dst, val);
    }
    Some(false)
}
