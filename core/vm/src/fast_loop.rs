//! The hot-loop interpreter: a small, call-free loop that runs the common
//! case of the instructions loops are made of (number arithmetic and
//! compares, jumps, scalar array element reads and writes) and hands
//! anything else back to `execute`.
//!
//! Why a second loop: `execute` handles every opcode, and its slow paths call
//! out everywhere, so LLVM's register allocator spills the dispatch state
//! (`ip`, the register base, the literal table) to the stack and reloads it
//! on every instruction. This function has no calls on its paths (bar an
//! array insert), so that state stays in registers. `execute` enters it
//! after every backward jump it takes (the head of a loop); it returns the
//! first instruction whose fast path does not apply, untouched, and `execute`
//! runs that one with its full handler (warnings, references, conversions,
//! errors), then carries on until the next backward jump.
//!
//! Every handler here either completes the instruction exactly as
//! `execute`'s would, or changes nothing and returns the instruction.
//! Nothing here can raise a diagnostic or drop a value that owns heap data
//! (so no destructor runs), except the one call out: a builtin called by
//! name (`CallName`, call_name.rs), which may run anything, so the frame's
//! pc is saved before it, the registers are re-read after it, and a fault
//! it raises is left in `Vm::hot_fault` for `execute`. The simplest calls
//! and returns switch the loop to the callee's or the caller's frame
//! (fast_calls.rs); after such a switch the instruction is handed back in
//! the frame then on top. A foreach over a generator resumes it here, and
//! its `Yield` hands the element back to the foreach (generators.rs:
//! `gen_fe_resume_hot`, `gen_yield_hot`), so a pipeline of generators runs
//! without leaving this loop; those two release values as `execute`'s
//! resume and yield do (a destructor is queued there, and runs where it
//! would have).

use crate::Slot;
use rphp_bytecode::{Instr, Op, LIT, NONE};
use rphp_value::Value;

/// Whether [`run`] has a fast path for `op`: a loop whose first instruction
/// has none (a string concatenation, a call) is not worth entering it for.
#[inline(always)]
pub(crate) fn handles(op: Op) -> bool {
    matches!(
        op,
        Op::Nop
            | Op::Assign
            | Op::Add
            | Op::Sub
            | Op::Mul
            | Op::Div
            | Op::Mod
            | Op::BitAnd
            | Op::BitOr
            | Op::BitXor
            | Op::Shl
            | Op::Shr
            | Op::Eq
            | Op::NotEq
            | Op::Lt
            | Op::Le
            | Op::Identical
            | Op::NotIdentical
            | Op::Not
            | Op::PreInc
            | Op::PreDec
            | Op::PostInc
            | Op::PostDec
            | Op::Jmp
            | Op::JmpLt
            | Op::JmpLe
            | Op::JmpNLt
            | Op::JmpNLe
            | Op::JmpEq
            | Op::JmpNEq
            | Op::JmpIdentical
            | Op::JmpNIdentical
            | Op::IncJmpLt
            | Op::IncJmpLe
            | Op::JmpZ
            | Op::JmpNZ
            | Op::GetDim
            | Op::SetDim
            | Op::AppendDim
            | Op::Count
            | Op::Strlen
            | Op::Unset
            | Op::FetchProp
            | Op::AssignProp
            | Op::PropRef
            | Op::FeFetch
            | Op::Yield
            | Op::CallFn
            | Op::CallName
            | Op::Return
    )
}

/// Runs instructions from `ip` while their fast paths apply; returns the
/// first one that needs `execute` (not run, nothing changed), and whether a
/// call or return was run. When the frame on top is then not the one `run`
/// was entered in (another function or base), its pc is saved in that
/// `Frame` and the instruction returned is null: `execute` reloads.
///
/// Each backward jump taken here counts in `Vm::backedges`, and the jump
/// that would reach the periodic check is handed back instead, so `execute`
/// runs the check exactly where it would have.
///
/// # Safety
/// `ip` points at an instruction of the running frame's `code` (starting at
/// `code`), `regs` at the frame's slot 0 and `lits` at the function's
/// literal table. The bytecode verifier (core/bytecode/src/verify.rs) has
/// checked the operands this relies on: register operands are below the
/// frame's `num_slots`, literal operands index the literal table, jump
/// targets are instruction indices, and every function ends with `Return`
/// (so `ip + 1` after a non-jump stays inside `code`). `f` is the top
/// frame's function and `base` its first slot's index in `Vm::stack`. No
/// slot here is borrowed elsewhere while this runs (`execute` holds no
/// reference into the frame across the call).
#[inline(never)]
pub(crate) unsafe fn run(
    vm: &mut crate::vm::Vm,
    mut ip: *const Instr,
    mut code: *const Instr,
    mut regs: *mut Slot,
    lits: *const Slot,
    mut f: &crate::runtime::FuncRt,
    mut base: usize,
) -> (*const Instr, bool) {
    let check_every = crate::interp::BACKEDGE_CHECK;
    // The literal table moved down by `LIT` slots: a literal operand (which has
    // the `LIT` bit) then indexes it directly, so reading an operand is one
    // select of the base and one add, with no mask and no branch.
    let mut lits_low = lits.wrapping_sub(LIT as usize);
    let mut regs_c = regs as *const Slot;
    let (entry_f, entry_base): (*const crate::runtime::FuncRt, usize) = (f, base);
    // A call or return was run (progress, for `Vm::fast_misses`).
    let mut switched = false;
    // Frames from this index up are clean (see fast_calls.rs): pushed by this
    // run's `CallFn`s, and holding only numbers, bools, nulls and undefined
    // slots. The handlers that may store anything else into a slot mark the
    // running frame otherwise (`dirty!`).
    let mut clean_from = vm.frames.len();
    // A `CallFn` here pushes no frame whose slots would reach past this: the
    // stack must not move under these registers (a push that needs it to grow
    // goes through `execute`), and the periodic memory check at `Vm::mem_check_len`
    // is `execute`'s. Neither changes while this runs.
    let stack_room = vm.stack.capacity().saturating_sub(3).min(vm.mem_check_len);
    // SAFETY (for the macros below): per this function's contract; a literal
    // operand's address `lits_low + x` is `lits + (x & !LIT)`, inside the table.
    macro_rules! rd {
        ($x:expr) => {{
            let x = $x;
            let base = if x & LIT != 0 { lits_low } else { regs_c };
            unsafe { &*base.wrapping_add(x as usize) }
        }};
    }
    macro_rules! slot {
        ($x:expr) => {
            unsafe { &mut *regs.add($x as usize) }
        };
    }
    // Hands the current instruction back to `execute`.
    macro_rules! bail {
        () => {{
            // SAFETY: steps back to the instruction just fetched.
            let at = unsafe { ip.sub(1) };
            if base != entry_base || !std::ptr::eq(f, entry_f) {
                std::hint::cold_path();
                // SAFETY: `at` is in the top frame's `code`; a frame is running.
                unsafe {
                    let n = vm.frames.len();
                    vm.frames.get_unchecked_mut(n - 1).pc = at.offset_from(code) as u32;
                }
                return (std::ptr::null(), true);
            }
            return (at, switched);
        }};
    }
    // The running frame may now hold a string, array or object.
    macro_rules! dirty {
        () => {
            clean_from = clean_from.max(vm.frames.len())
        };
    }
    // Switches the loop's state to the frame of `$f` whose slot 0 is at `$base`.
    macro_rules! enter {
        ($f:expr, $base:expr) => {{
            // SAFETY: the function is owned by a frame on the stack (the one
            // just pushed, or the caller's), kept alive while it runs here.
            f = unsafe { &*$f };
            base = $base;
            code = f.code.code.as_ptr();
            lits_low = f.lits.as_ptr().wrapping_sub(LIT as usize);
            // SAFETY: the frame's slots `base..base + num_slots` exist.
            regs = unsafe { vm.stack.as_mut_ptr().add(base) };
            regs_c = regs;
            switched = true;
        }};
    }
    // Goes on in the frame on top at its saved pc: a generator's, just
    // resumed, or the foreach it yielded to. Either may hold anything.
    macro_rules! enter_top {
        () => {{
            let fr = vm.frames.last().expect("a frame to run");
            let (g, b, pc) = (std::rc::Rc::as_ptr(&fr.func), fr.base, fr.pc);
            enter!(g, b);
            // SAFETY: a saved pc is an instruction index of that frame's code.
            ip = unsafe { code.add(pc as usize) };
            dirty!();
        }};
    }
    // A jump; a backward one is counted, and the one that would reach the
    // periodic check goes back to `execute`, which counts it and checks.
    macro_rules! jump {
        ($t:expr) => {{
            let t = unsafe { code.add($t as usize) };
            if t < ip {
                if vm.backedges + 1 >= check_every {
                    bail!();
                }
                vm.backedges += 1;
            }
            ip = t;
        }};
    }
    // Stores a number or bool into a slot holding nothing that needs a drop;
    // anything else (a reference, a string, ...) goes back to `execute`.
    macro_rules! put {
        ($x:expr, $kind:ident, $v:expr) => {{
            let v = $v;
            let s = slot!($x);
            if let Some(Value::$kind(d)) = s {
                *d = v;
            } else if crate::interp::slot_plain(s) {
                // SAFETY: nothing in the slot needs dropping.
                unsafe { std::ptr::write(s, Some(Value::$kind(v))) }
            } else {
                bail!();
            }
        }};
    }
    macro_rules! arith {
        ($ins:expr, $int:expr, $float:expr) => {{
            let ins = $ins;
            // Tested in this order (int, then float, then mixed), on the tag bytes.
            let (b, c) = (rd!(ins.b), rd!(ins.c));
            let (tb, tc) = (tag(b), tag(c));
            if tb == INT && tc == INT {
                match $int(int_of(b), int_of(c)) {
                    Some(r) => put!(ins.a, Int, r),
                    None => bail!(),
                }
            } else if tb == FLOAT && tc == FLOAT {
                put!(ins.a, Float, $float(float_of(b), float_of(c)))
            } else {
                let x = match b {
                    Some(Value::Int(x)) => *x as f64,
                    Some(Value::Float(x)) => *x,
                    _ => bail!(),
                };
                let y = match c {
                    Some(Value::Int(y)) => *y as f64,
                    Some(Value::Float(y)) => *y,
                    _ => bail!(),
                };
                put!(ins.a, Float, $float(x, y))
            }
        }};
    }
    macro_rules! int_op {
        ($ins:expr, $int:expr) => {{
            let ins = $ins;
            match (rd!(ins.b), rd!(ins.c)) {
                (Some(Value::Int(x)), Some(Value::Int(y))) => match $int(*x, *y) {
                    Some(r) => put!(ins.a, Int, r),
                    None => bail!(),
                },
                _ => bail!(),
            }
        }};
    }
    macro_rules! num_cmp {
        ($l:expr, $r:expr, $cmp:tt) => {{
            let (l, r) = ($l, $r);
            let (tl, tr) = (tag(l), tag(r));
            if tl == INT && tr == INT {
                int_of(l) $cmp int_of(r)
            } else if tl == FLOAT && tr == FLOAT {
                float_of(l) $cmp float_of(r)
            } else {
                let x = match l {
                    Some(Value::Int(x)) => *x as f64,
                    Some(Value::Float(x)) => *x,
                    _ => bail!(),
                };
                let y = match r {
                    Some(Value::Int(y)) => *y as f64,
                    Some(Value::Float(y)) => *y,
                    _ => bail!(),
                };
                x $cmp y
            }
        }};
    }
    macro_rules! compare {
        ($ins:expr, $cmp:tt) => {{
            let ins = $ins;
            let b = num_cmp!(rd!(ins.b), rd!(ins.c), $cmp);
            put!(ins.a, Bool, b)
        }};
    }
    macro_rules! cmp_jump {
        ($ins:expr, $cmp:tt, $when:expr) => {{
            let ins = $ins;
            if num_cmp!(rd!(ins.a), rd!(ins.b), $cmp) == $when {
                jump!(ins.c);
            }
        }};
    }
    loop {
        // SAFETY: see the contract; `ip` is inside `code`.
        let ins = unsafe { &*ip };
        ip = unsafe { ip.add(1) };
        match ins.op {
            Op::Nop => {}
            Op::Assign => match rd!(ins.b) {
                Some(v @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))) => {
                    let src: *const Value = v;
                    let d = slot!(ins.a);
                    if !crate::interp::slot_plain(d) {
                        bail!();
                    }
                    // SAFETY: `src` is a scalar, `d` a plain slot.
                    unsafe { crate::interp::copy_scalar(d, src) };
                }
                Some(Value::Str(s)) => {
                    let s: *const rphp_value::PhpStr = s;
                    let d = slot!(ins.a);
                    // SAFETY: `s` is a live slot or literal.
                    if !unsafe { put_str(d, s) } {
                        bail!();
                    }
                    dirty!();
                }
                _ => bail!(),
            },
            Op::Add => arith!(ins, |x: i64, y: i64| x.checked_add(y), |x: f64, y: f64| x
                + y),
            Op::Sub => arith!(ins, |x: i64, y: i64| x.checked_sub(y), |x: f64, y: f64| x
                - y),
            Op::Mul => arith!(ins, rphp_value::ops::int_mul, |x: f64, y: f64| x * y),
            Op::Div => match (rd!(ins.b), rd!(ins.c)) {
                (Some(Value::Int(x)), Some(Value::Int(y))) if *y != 0 => {
                    if *y != -1 && x % y == 0 {
                        put!(ins.a, Int, x / y)
                    } else {
                        put!(ins.a, Float, *x as f64 / *y as f64)
                    }
                }
                (Some(Value::Float(x)), Some(Value::Float(y))) if *y != 0.0 => {
                    put!(ins.a, Float, x / y)
                }
                _ => bail!(),
            },
            Op::Mod => int_op!(ins, |x: i64, y: i64| if y != 0 && y != -1 {
                Some(x % y)
            } else {
                None
            }),
            Op::BitAnd => int_op!(ins, |x: i64, y: i64| Some(x & y)),
            Op::BitOr => int_op!(ins, |x: i64, y: i64| Some(x | y)),
            Op::BitXor => int_op!(ins, |x: i64, y: i64| Some(x ^ y)),
            Op::Shl => int_op!(ins, |x: i64, y: i64| if (0..64).contains(&y) {
                Some(x << y)
            } else {
                None
            }),
            Op::Shr => int_op!(ins, |x: i64, y: i64| if (0..64).contains(&y) {
                Some(x >> y)
            } else {
                None
            }),
            Op::Eq => compare!(ins, ==),
            Op::NotEq => compare!(ins, !=),
            Op::Lt => compare!(ins, <),
            Op::Le => compare!(ins, <=),
            Op::Identical | Op::NotIdentical => {
                let eq = match crate::interp::identical_fast(rd!(ins.b), rd!(ins.c)) {
                    Some(b) => b,
                    None => bail!(),
                };
                put!(ins.a, Bool, eq == (ins.op == Op::Identical))
            }
            Op::Not => match rd!(ins.b) {
                Some(Value::Bool(b)) => put!(ins.a, Bool, !*b),
                _ => bail!(),
            },
            Op::PreInc | Op::PreDec | Op::PostInc | Op::PostDec => {
                let inc = matches!(ins.op, Op::PreInc | Op::PostInc);
                let (old, new) = match slot!(ins.b) {
                    Some(Value::Int(i)) => {
                        let old = *i;
                        let new = if inc {
                            old.checked_add(1)
                        } else {
                            old.checked_sub(1)
                        };
                        match new {
                            Some(n) => (old, n),
                            None => bail!(),
                        }
                    }
                    _ => bail!(),
                };
                if ins.a != NONE {
                    let r = if matches!(ins.op, Op::PreInc | Op::PreDec) {
                        new
                    } else {
                        old
                    };
                    // Written before the variable so a bail leaves both untouched.
                    put!(ins.a, Int, r);
                }
                if let Some(Value::Int(i)) = slot!(ins.b) {
                    *i = new;
                }
            }
            Op::Jmp => jump!(ins.c),
            Op::JmpLt => cmp_jump!(ins, <, true),
            Op::JmpLe => cmp_jump!(ins, <=, true),
            Op::JmpNLt => cmp_jump!(ins, <, false),
            Op::JmpNLe => cmp_jump!(ins, <=, false),
            Op::JmpEq => cmp_jump!(ins, ==, true),
            Op::JmpNEq => cmp_jump!(ins, ==, false),
            Op::JmpIdentical | Op::JmpNIdentical => {
                match crate::interp::identical_fast(rd!(ins.a), rd!(ins.b)) {
                    Some(eq) if eq == (ins.op == Op::JmpIdentical) => jump!(ins.c),
                    Some(_) => {}
                    None => bail!(),
                }
            }
            Op::IncJmpLt | Op::IncJmpLe => {
                // See `execute`: the step, then the test after it unless it
                // jumps back. The target is always backward (a loop head).
                if vm.backedges + 1 >= check_every {
                    bail!();
                }
                let n = match slot!(ins.a) {
                    Some(Value::Int(i)) => match i.checked_add(1) {
                        Some(n) => n,
                        None => bail!(),
                    },
                    _ => bail!(),
                };
                let le = ins.op == Op::IncJmpLe;
                let taken = match rd!(ins.b) {
                    Some(Value::Int(y)) => Some(if le { n <= *y } else { n < *y }),
                    Some(Value::Float(y)) => {
                        let x = n as f64;
                        Some(if le { x <= *y } else { x < *y })
                    }
                    _ => None,
                };
                if let Some(Value::Int(i)) = slot!(ins.a) {
                    *i = n;
                }
                if taken == Some(true) {
                    jump!(ins.c);
                }
            }
            Op::JmpZ | Op::JmpNZ => {
                let b = match rd!(ins.a) {
                    Some(Value::Bool(b)) => *b,
                    Some(Value::Int(i)) => *i != 0,
                    Some(Value::Null) => false,
                    _ => bail!(),
                };
                if b == (ins.op == Op::JmpNZ) {
                    jump!(ins.c);
                }
            }
            Op::GetDim => {
                let k = match rd!(ins.c) {
                    Some(Value::Int(k)) => *k,
                    _ => bail!(),
                };
                match rd!(ins.b) {
                    Some(Value::Array(a)) => match a.get_int(k) {
                        Some(
                            e @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)),
                        ) => {
                            let src: *const Value = e;
                            let d = slot!(ins.a);
                            if !crate::interp::slot_plain(d) {
                                bail!();
                            }
                            // SAFETY: a scalar element into a plain slot (not the array's).
                            unsafe { crate::interp::copy_scalar(d, src) };
                        }
                        // A string element (`$w = $words[$i]`).
                        Some(Value::Str(e)) => {
                            let e: *const rphp_value::PhpStr = e;
                            // SAFETY: `e` lives in the array, which nothing changes
                            // here (a slot holding it is not overwritten by `put_str`,
                            // which only drops shared strings).
                            let d = slot!(ins.a);
                            if !unsafe { put_str(d, e) } {
                                bail!();
                            }
                            dirty!();
                        }
                        // A row of an array of arrays into the slot holding the previous
                        // row: one handle replaces the other (the old one is still in the
                        // outer array, so dropping it frees nothing).
                        Some(Value::Array(row)) if ins.a != ins.b => {
                            let row = row.clone();
                            match slot!(ins.a) {
                                Some(Value::Array(old)) => {
                                    *old = row;
                                    dirty!();
                                }
                                _ => {
                                    drop(row);
                                    bail!()
                                }
                            }
                        }
                        _ => bail!(),
                    },
                    // An array held through a reference (a by-reference parameter).
                    Some(Value::Ref(r)) => {
                        // SAFETY: nothing runs while the element is copied, and the
                        // destination is a plain slot, which cannot be the referenced array.
                        let e = match unsafe { r.0.try_borrow_unguarded() } {
                            Ok(Value::Array(a)) => match a.get_int(k) {
                                Some(
                                    e @ (Value::Null
                                    | Value::Bool(_)
                                    | Value::Int(_)
                                    | Value::Float(_)),
                                ) => e,
                                _ => bail!(),
                            },
                            _ => bail!(),
                        };
                        let src: *const Value = e;
                        let d = slot!(ins.a);
                        if !crate::interp::slot_plain(d) {
                            bail!();
                        }
                        // SAFETY: as above.
                        unsafe { crate::interp::copy_scalar(d, src) };
                    }
                    _ => bail!(),
                }
            }
            Op::SetDim => {
                // `$a[int] = number` on an array (or one held through a reference)
                // whose element is a number or absent.
                let k = match rd!(ins.b) {
                    Some(Value::Int(k)) => *k,
                    _ => bail!(),
                };
                let v = match rd!(ins.c) {
                    Some(Value::Null) => Value::Null,
                    Some(Value::Bool(b)) => Value::Bool(*b),
                    Some(Value::Int(i)) => Value::Int(*i),
                    Some(Value::Float(f)) => Value::Float(*f),
                    _ => bail!(),
                };
                match slot!(ins.a) {
                    Some(Value::Array(a)) => {
                        if !set_scalar_elem(a, k, v) {
                            bail!();
                        }
                    }
                    Some(Value::Ref(r)) => match r.0.try_borrow_mut() {
                        Ok(mut g) => match &mut *g {
                            Value::Array(a) => {
                                if !set_scalar_elem(a, k, v) {
                                    bail!();
                                }
                            }
                            _ => bail!(),
                        },
                        Err(_) => bail!(),
                    },
                    _ => bail!(),
                }
            }
            Op::AppendDim => {
                let v = match rd!(ins.b) {
                    Some(Value::Null) => Value::Null,
                    Some(Value::Bool(b)) => Value::Bool(*b),
                    Some(Value::Int(i)) => Value::Int(*i),
                    Some(Value::Float(f)) => Value::Float(*f),
                    // A copy of a string (the array cannot be the string's holder).
                    Some(Value::Str(s)) if ins.a != ins.b => Value::Str(s.clone()),
                    _ => bail!(),
                };
                match slot!(ins.a) {
                    // A failed push (the next index is taken) changed nothing.
                    Some(Value::Array(a)) => {
                        if a.push(v).is_err() {
                            bail!();
                        }
                    }
                    _ => bail!(),
                }
            }
            Op::Count => match rd!(ins.b) {
                Some(Value::Array(a)) => put!(ins.a, Int, a.len() as i64),
                _ => bail!(),
            },
            Op::Strlen => match rd!(ins.b) {
                Some(Value::Str(s)) => put!(ins.a, Int, s.len() as i64),
                _ => bail!(),
            },
            // Releasing a temporary that holds nothing to drop.
            Op::Unset => {
                let s = slot!(ins.a);
                if !crate::interp::slot_plain(s) {
                    bail!();
                }
                // SAFETY: a plain slot owns no heap data.
                unsafe { std::ptr::write(s, None) };
            }
            // Declared properties and `foreach` over objects: fast_loop_props.rs.
            Op::FetchProp => {
                let (o, d): (*const Slot, *mut Slot) = (rd!(ins.b), slot!(ins.a));
                // SAFETY: verified operands of this frame.
                if !unsafe { crate::fast_loop_props::fetch(f, o, ins.c, d) } {
                    bail!();
                }
                dirty!();
            }
            Op::AssignProp => {
                let (o, v): (*const Slot, *const Slot) = (rd!(ins.a), rd!(ins.c));
                // SAFETY: verified operands of this frame.
                if !unsafe { crate::fast_loop_props::assign(f, o, ins.b, v) } {
                    bail!();
                }
            }
            Op::PropRef => {
                let rd = |x: u32| -> *const Slot { rd!(x) };
                let slot = |x: u32| -> *mut Slot { slot!(x) };
                // SAFETY: `PropRef` is never a function's last instruction, and
                // `ip` is the one after it; operands are verified.
                let done = unsafe { crate::fast_loop_props::op_in_place(f, ins, ip, rd, slot) };
                if !done {
                    bail!();
                }
                dirty!();
                // SAFETY: skips the `PathStart` and its terminal, done above.
                ip = unsafe { ip.add(2) };
            }
            Op::FeFetch => {
                // SAFETY: the verifier checked FeFetch's iterator slots and variable.
                match unsafe { crate::fast_loop_props::fe_fetch(regs, ins.a, ins.b) } {
                    Some(false) => dirty!(),
                    Some(true) => jump!(ins.c),
                    None => {
                        // A generator: its frame is pushed and runs here, until
                        // its `Yield` hands the next element back (below).
                        // SAFETY: `ip` is in `code`.
                        let pc = unsafe { ip.offset_from(code) } as u32;
                        if !vm.gen_fe_resume_hot(base + ins.a as usize, pc, stack_room) {
                            bail!();
                        }
                        if vm.stack.len() > stack_room {
                            // A `yield from` chain descended past the room: the
                            // stack may have moved (the frames' pcs are saved).
                            return (std::ptr::null(), true);
                        }
                        enter_top!();
                    }
                }
            }
            // A builtin called by name (call_name.rs): the one call out of this
            // loop that runs arbitrary code (callbacks, destructors, errors), so
            // the frame's pc is saved first and the loop's state re-read after;
            // a fault is left for `execute` to handle.
            Op::CallName => {
                let args_ip = ip;
                // SAFETY: the verifier put ceil(c/3) `Args` after this `CallName`.
                let end = unsafe { args_ip.add((ins.c as usize).div_ceil(3)) };
                // SAFETY: `end` is in the top frame's `code` (a `Return` follows).
                unsafe {
                    let n = vm.frames.len();
                    vm.frames.get_unchecked_mut(n - 1).pc = end.offset_from(code) as u32;
                }
                // SAFETY: a verified `CallName` of `f`, its `Args` at `args_ip`.
                match unsafe { vm.call_name_builtin(f, *ins, args_ip) } {
                    None => bail!(),
                    Some(r) => {
                        // Whatever ran may have moved the stack or stored anything.
                        regs = unsafe { vm.stack.as_mut_ptr().add(base) };
                        regs_c = regs;
                        dirty!();
                        ip = end;
                        if let Err(fault) = r {
                            vm.hot_fault = Some(fault);
                            return (std::ptr::null(), true);
                        }
                    }
                }
            }
            Op::Yield => {
                // SAFETY: `ip` is in `code`.
                let pc = unsafe { ip.offset_from(code) } as u32;
                if !vm.gen_yield_hot(*ins, pc) {
                    bail!();
                }
                enter_top!();
            }
            // The simplest calls and returns (fast_calls.rs).
            Op::CallFn => {
                // Calls count toward `REENTER`'s exits as in `execute`; the one
                // that would reach the check goes back there.
                if crate::interp::REENTER && vm.backedges + 1 >= check_every {
                    bail!();
                }
                // SAFETY: `ip` is the first `Args` of this verified `CallFn`.
                match unsafe {
                    crate::fast_calls::call(vm, f, ins, ip, regs_c, lits_low, code, stack_room)
                } {
                    Some((g, b)) => {
                        if crate::interp::REENTER {
                            vm.backedges += 1;
                        }
                        enter!(g, b);
                        ip = code;
                    }
                    None => bail!(),
                }
            }
            Op::Return => {
                let n = vm.frames.len();
                let clean = n > clean_from;
                // SAFETY: the verified operand of this frame's `Return`; a frame
                // at or above `clean_from` is clean.
                match unsafe { crate::fast_calls::ret(vm, ins.a, regs, lits_low, base, clean) } {
                    Some((cf, cbase, cpc)) => {
                        // (Index n - 1 is free again: a frame pushed there starts clean.)
                        clean_from = clean_from.min(n - 1);
                        enter!(cf, cbase);
                        // SAFETY: a saved pc is an instruction index of the caller's code.
                        ip = unsafe { code.add(cpc as usize) };
                    }
                    None => bail!(),
                }
            }
            // Every other opcode, listed rather than `_`: a match that names
            // every opcode needs no range check before its jump table. A new
            // opcode goes here (or gets a fast path above and in `handles`).
            Op::AssignRef
            | Op::MoveRef
            | Op::Pow
            | Op::Concat
            | Op::Spaceship
            | Op::BitNot
            | Op::Bool
            | Op::Cast
            | Op::JmpSet
            | Op::JmpNotNull
            | Op::Echo
            | Op::NewArray
            | Op::ArrayPush
            | Op::ArrayInsert
            | Op::ArrayPushRef
            | Op::ArrayInsertRef
            | Op::ArrayUnpack
            | Op::GetDimQ
            | Op::IssetDim
            | Op::EmptyDim
            | Op::FetchList
            | Op::PathStart
            | Op::PathDim
            | Op::PathAppend
            | Op::PathAssign
            | Op::PathAssignOp
            | Op::PathIncDec
            | Op::PathRef
            | Op::PathBindRef
            | Op::PathUnset
            | Op::PathCoalesce
            | Op::PathFetch
            | Op::Isset
            | Op::Empty
            | Op::VarVar
            | Op::VarVarQ
            | Op::VarVarRef
            | Op::VarVarUnset
            | Op::GlobalRef
            | Op::GlobalGet
            | Op::BindGlobal
            | Op::BindStatic
            | Op::Globals
            | Op::DeclareFunc
            | Op::DeclareConst
            | Op::FetchConst
            | Op::MakeClosure
            | Op::Capture
            | Op::CaptureRef
            | Op::CaptureIf
            | Op::InitCall
            | Op::InitCallDyn
            | Op::SendVal
            | Op::SendVar
            | Op::SendRef
            | Op::SendTmpRef
            | Op::SendUnpack
            | Op::SendNamed
            | Op::SendUser
            | Op::SendUserArray
            | Op::JmpArgByVal
            | Op::DoCall
            | Op::CallMethod
            | Op::CallStatic
            | Op::Args
            | Op::ReturnRef
            | Op::RecvDefault
            | Op::RecvCheck
            | Op::RecvVariadic
            | Op::VerifyReturn
            | Op::ReturnTyped
            | Op::Silence
            | Op::EndSilence
            | Op::Include
            | Op::Eval
            | Op::Exit
            | Op::FeReset
            | Op::FeResetRef
            | Op::FeFetchRef
            | Op::FeFree
            | Op::MatchError
            | Op::Throw
            | Op::Catch
            | Op::Rethrow
            | Op::MethodCall
            | Op::New
            | Op::InstanceOf
            | Op::DeclareClass
            | Op::NewObj
            | Op::InitCtor
            | Op::InitMethod
            | Op::InitStatic
            | Op::FetchPropQ
            | Op::IssetProp
            | Op::UnsetProp
            | Op::StaticPropRef
            | Op::ClassConst
            | Op::Clone
            | Op::GenCreate
            | Op::MakeCallable
            | Op::YieldFrom
            | Op::BindPropRef
            | Op::AssertCheck
            | Op::Tick => bail!(),
        }
    }
}

/// `$a[k] = v` for a number (or bool, null) `v`, when the element is absent or
/// holds a number: done, true; otherwise nothing changed, false.
#[inline(always)]
fn set_scalar_elem(a: &mut rphp_value::PhpArray, k: i64, v: Value) -> bool {
    match a.get_int(k) {
        Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)) => {
            if let Some(s) = a.get_int_mut(k) {
                // SAFETY: the old element owns no heap data.
                unsafe { std::ptr::write(s, v) };
            }
            true
        }
        Some(_) => false,
        None => {
            a.insert(rphp_value::ArrayKey::Int(k), v);
            true
        }
    }
}

/// The tag byte of a slot holding an int, a float, or nothing: `Slot` is an
/// `Option<Value>` whose discriminant is byte 0 (the same layout fact
/// `interp::layout_test` checks), evaluated here by the compiler itself.
const fn tag_of(s: Slot) -> u8 {
    // SAFETY: byte 0 of these slots is the (initialised) tag; the rest is not read.
    let b = unsafe { std::mem::transmute::<Slot, [std::mem::MaybeUninit<u8>; 16]>(s) };
    // SAFETY: as above.
    unsafe { b[0].assume_init() }
}
const INT: u8 = tag_of(Some(Value::Int(0)));
const FLOAT: u8 = tag_of(Some(Value::Float(0.0)));
// The tags tell these apart (and from an undefined slot and the other scalars);
// were the discriminant not byte 0, reading it above would not compile.
const _: () = {
    let none = tag_of(None);
    let null = tag_of(Some(Value::Null));
    let bool_ = tag_of(Some(Value::Bool(false)));
    assert!(INT != FLOAT && INT != none && FLOAT != none);
    assert!(INT != null && FLOAT != null && INT != bool_ && FLOAT != bool_);
    assert!(INT == tag_of(Some(Value::Int(-1))) && FLOAT == tag_of(Some(Value::Float(-1.5))));
};

/// A slot's tag byte (see [`tag_of`]).
#[inline(always)]
fn tag(s: &Slot) -> u8 {
    // SAFETY: byte 0 of a live slot is its discriminant (see above).
    unsafe { *(s as *const Slot as *const u8) }
}

/// The int in a slot whose tag is [`INT`].
#[inline(always)]
fn int_of(s: &Slot) -> i64 {
    match s {
        Some(Value::Int(i)) => *i,
        // SAFETY: only called after `tag(s) == INT`, which only an int slot has.
        _ => unsafe { std::hint::unreachable_unchecked() },
    }
}

/// The float in a slot whose tag is [`FLOAT`].
#[inline(always)]
fn float_of(s: &Slot) -> f64 {
    match s {
        Some(Value::Float(f)) => *f,
        // SAFETY: only called after `tag(s) == FLOAT`, which only a float slot has.
        _ => unsafe { std::hint::unreachable_unchecked() },
    }
}

/// Stores a copy of the string at `s` into slot `d` when what `d` holds can
/// go without freeing anything (a plain slot, or a string another handle
/// still holds): the hot loop makes no calls and drops nothing that owns
/// heap data. Returns false, with nothing changed, otherwise.
///
/// # Safety
/// `d` is a live slot and `s` points at a live string, which may be in `d`.
#[inline(always)]
unsafe fn put_str(d: *mut Slot, s: *const rphp_value::PhpStr) -> bool {
    // SAFETY (all three blocks): per the contract; `s` is read (cloned) before
    // `d` is written, so it may be the string `d` holds.
    let fits = match unsafe { &*d } {
        Some(Value::Str(old)) => !old.is_unique(),
        other => crate::interp::slot_plain(other),
    };
    if !fits {
        return false;
    }
    let c = unsafe { (*s).clone() };
    match unsafe { &mut *d } {
        // Dropping the old handle only lowers its count (it is shared).
        Some(Value::Str(old)) => *old = c,
        plain => unsafe { std::ptr::write(plain, Some(Value::Str(c))) },
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_identify_ints_and_floats() {
        let s = rphp_value::PhpStr::from("x");
        let others: [Slot; 5] = [
            None,
            Some(Value::Null),
            Some(Value::Bool(true)),
            Some(Value::Str(s)),
            Some(Value::Array(rphp_value::PhpArray::new())),
        ];
        for o in &others {
            assert!(tag(o) != INT && tag(o) != FLOAT);
        }
        assert_eq!(tag(&Some(Value::Int(i64::MIN))), INT);
        assert_eq!(tag(&Some(Value::Float(f64::NAN))), FLOAT);
    }
}
