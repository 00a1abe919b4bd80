//! The interpreter loop: one `match` over the opcode, with each handler's
//! common case inline (int and float arithmetic, string appends, array
//! reads) and everything else in methods of the `arith`, `dims` and `calls`
//! modules, reached with the program counter saved first so diagnostics
//! report the right line.

use crate::dims::FeStep;
use crate::generators::YieldStep;
use crate::vm::{Frame, Vm};
use rphp_bytecode::{Op, LIT, NONE};
use rphp_value::{Fault, PropStore, Value};

/// Check the memory limit every this many backward jumps.
pub(crate) const BACKEDGE_CHECK: u32 = 4096;

/// Hot-loop runs in a row that complete no iteration before `execute` stops
/// handing that loop over (see `Vm::fast_misses`).
const FAST_MISSES: u32 = 8;

/// In the browser the interpreter loop leaves and re-enters itself at every
/// periodic check (see `jump!`). Why: V8 first runs a wasm function as
/// baseline (Liftoff) code and swaps in its optimised (TurboFan) code only on
/// the function's next call; without a way out, a script's whole run stays in
/// the baseline code of this loop, about twice as slow. Re-entering costs one
/// frame reload per `BACKEDGE_CHECK` backward jumps.
pub(crate) const REENTER: bool = cfg!(all(target_family = "wasm", target_os = "unknown"));

impl Vm {
    /// Runs from the top frame until a frame marked `stop` returns; its result is returned.
    pub(crate) fn execute(&mut self) -> Result<Value, Fault> {
        if !REENTER {
            return self.execute_loop();
        }
        loop {
            let r = self.execute_loop();
            if !std::mem::take(&mut self.reenter) {
                return r;
            }
        }
    }

    /// The loop of `execute`. Returns early, with `reenter` set and the frame's
    /// pc saved, only where `REENTER` asks for it.
    #[inline(never)]
    fn execute_loop(&mut self) -> Result<Value, Fault> {
        // A store into a slot holding a reference that may be typed (see
        // typed_refs.rs), the slot and the next instruction: every store site
        // leaves it here and reloads, so the loop has one out-of-line path for
        // them instead of an inline one per store (see `Vm::store_exit`).
        let mut pending: Option<(u32, Value, *const rphp_bytecode::Instr)> = None;
        'reload: loop {
            if let Some((x, v, at)) = pending.take() {
                self.store_exit(x, v, at)?;
            }
            let frame = self.frames.last().expect("a frame to run");
            // SAFETY: the frame keeps its FuncRt alive until it is popped; after a pop
            // the loop reloads (`continue 'reload`) or returns before using `f` again.
            // A PHP-to-PHP call sets these for the new frame itself (see `DoCall`).
            let mut f: &crate::runtime::FuncRt = unsafe { &*std::rc::Rc::as_ptr(&frame.func) };
            let mut base = frame.base;
            // The next instruction, as a pointer into `code` (one register, no index
            // arithmetic on the dispatch path). `pc!()` is its index.
            let mut ip: *const rphp_bytecode::Instr = f.code.code[frame.pc as usize..].as_ptr();
            let mut code = &f.code.code[..];
            let mut lits = &f.lits[..];
            // Slot 0 of this frame. Re-derived after anything that may grow the stack
            // (every slow path, argument pushes, builtin calls).
            // SAFETY: a frame's slots `base..base + num_slots` exist while it runs.
            let mut regs: *mut crate::Slot = unsafe { self.stack.as_mut_ptr().add(base) };
            macro_rules! refresh {
                () => {
                    // SAFETY: as above; the stack may have been reallocated.
                    regs = unsafe { self.stack.as_mut_ptr().add(base) }
                };
            }

            macro_rules! pc {
                () => {
                    // SAFETY: `ip` points into (or one past) this frame's `code`.
                    unsafe { ip.offset_from(code.as_ptr()) as usize }
                };
            }
            macro_rules! goto {
                ($t:expr) => {
                    // SAFETY: jump targets (and saved pcs) are instruction indices of `code`.
                    ip = unsafe { code.as_ptr().add($t) }
                };
            }
            macro_rules! rd {
                ($x:expr) => {{
                    let x = $x;
                    if x & LIT != 0 {
                        // SAFETY: literal operands index the function's literal table.
                        unsafe { lits.get_unchecked((x & !LIT) as usize) }
                    } else {
                        // SAFETY: register operands are below the frame's `num_slots`.
                        unsafe { &*regs.add(x as usize) }
                    }
                }};
            }
            macro_rules! set {
                ($x:expr, $v:expr) => {{
                    let v = $v;
                    let x = $x;
                    // SAFETY: register operands are below the frame's `num_slots`.
                    let s = unsafe { &mut *regs.add(x as usize) };
                    match s {
                        // Through a reference; one that may be typed takes the
                        // shared exit.
                        Some(Value::Ref(r)) => {
                            std::hint::cold_path();
                            if crate::typed_refs::maybe_typed(r) {
                                pending = Some((x, v, ip));
                                continue 'reload;
                            }
                            store_ref_unchecked(r, v);
                        }
                        // SAFETY: the old contents own no heap data, so
                        // overwriting without dropping leaks nothing.
                        None
                        | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)) => unsafe {
                            std::ptr::write(s, Some(v))
                        },
                        _ => *s = Some(v),
                    }
                }};
            }
            // Stores a scalar in place when the slot already holds that kind
            // (no drop, no tag rewrite), through a reference, or by replacing.
            macro_rules! set_scalar {
                ($x:expr, $v:expr, $kind:ident, $ty:ty, $zero:expr) => {{
                    let v: $ty = $v;
                    // SAFETY: register operands are below the frame's `num_slots`.
                    let s = unsafe { &mut *regs.add($x as usize) };
                    match s {
                        Some(Value::$kind(d)) => *d = v,
                        Some(Value::Ref(r)) => {
                            std::hint::cold_path();
                            if crate::typed_refs::maybe_typed(r) {
                                pending = Some(($x, Value::$kind(v), ip));
                                continue 'reload;
                            }
                            store_ref_unchecked(r, Value::$kind(v));
                        }
                        _ => {
                            *s = Some(Value::$kind($zero));
                            if let Some(Value::$kind(d)) = s {
                                *d = v;
                            }
                        }
                    }
                }};
            }
            macro_rules! set_int {
                ($x:expr, $v:expr) => {
                    set_scalar!($x, $v, Int, i64, 0)
                };
            }
            macro_rules! set_float {
                ($x:expr, $v:expr) => {
                    set_scalar!($x, $v, Float, f64, 0.0)
                };
            }
            macro_rules! set_bool {
                ($x:expr, $v:expr) => {
                    set_scalar!($x, $v, Bool, bool, false)
                };
            }
            // A fault the hot loop left behind (a builtin it called failed; the
            // frame's pc is saved past the call): handled as `execute`'s own.
            macro_rules! hot_fault {
                () => {
                    if let Some(fault) = self.hot_fault.take() {
                        std::hint::cold_path();
                        match self.handle_fault(fault) {
                            Ok(()) => continue 'reload,
                            Err(f) => return Err(f),
                        }
                    }
                };
            }
            macro_rules! sync {
                () => {
                    self.frames.last_mut().expect("frame").pc = pc!() as u32
                };
            }
            macro_rules! tri {
                ($e:expr) => {
                    match $e {
                        Ok(v) => v,
                        Err(fault) => {
                            std::hint::cold_path();
                            sync!();
                            match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            }
                        }
                    }
                };
            }
            // Every slow path is marked cold: the block frequencies then tell the
            // register allocator to keep `ip`, `regs` and `lits` in registers
            // through the fast paths and spill around the calls instead.
            macro_rules! slow {
                ($e:expr) => {{
                    std::hint::cold_path();
                    sync!();
                    let r = tri!($e);
                    refresh!();
                    r
                }};
            }
            macro_rules! arith {
                ($ins:expr, $op:expr, $int:expr, $float:expr) => {{
                    let ins = $ins;
                    let fast = match (rd!(ins.b), rd!(ins.c)) {
                        (Some(Value::Int(x)), Some(Value::Int(y))) => match $int(*x, *y) {
                            Some(r) => Fast::Int(r),
                            None => Fast::No,
                        },
                        (Some(Value::Float(x)), Some(Value::Float(y))) => {
                            Fast::Float($float(*x, *y))
                        }
                        (Some(Value::Int(x)), Some(Value::Float(y))) => {
                            Fast::Float($float(*x as f64, *y))
                        }
                        (Some(Value::Float(x)), Some(Value::Int(y))) => {
                            Fast::Float($float(*x, *y as f64))
                        }
                        _ => Fast::No,
                    };
                    match fast {
                        Fast::Int(r) => set_int!(ins.a, r),
                        Fast::Float(r) => set_float!(ins.a, r),
                        Fast::No => {
                            let v = slow!(self.binop_slow($op, ins.b, ins.c));
                            set!(ins.a, v);
                        }
                    }
                }};
            }
            macro_rules! compare {
                ($ins:expr, $op:expr, $cmp:tt) => {{
                    let ins = $ins;
                    let fast = match (rd!(ins.b), rd!(ins.c)) {
                        (Some(Value::Int(x)), Some(Value::Int(y))) => Some(*x $cmp *y),
                        (Some(Value::Float(x)), Some(Value::Float(y))) => Some(*x $cmp *y),
                        (Some(Value::Int(x)), Some(Value::Float(y))) => Some((*x as f64) $cmp *y),
                        (Some(Value::Float(x)), Some(Value::Int(y))) => Some(*x $cmp (*y as f64)),
                        _ => None,
                    };
                    match fast {
                        Some(b) => set_bool!(ins.a, b),
                        None => {
                            let v = slow!(self.binop_slow($op, ins.b, ins.c));
                            set!(ins.a, v);
                        }
                    }
                }};
            }
            // A jump; a backward one counts toward the periodic limit checks, which
            // run as if at the target (php reports a timeout on the line it jumped to).
            macro_rules! jump {
                ($target:expr) => {{
                    let target = $target;
                    if target < pc!() {
                        self.backedges += 1;
                        if self.backedges >= BACKEDGE_CHECK {
                            std::hint::cold_path();
                            self.backedges = 0;
                            goto!(target + 1);
                            slow!(self.check_memory(0));
                            if REENTER {
                                goto!(target);
                                sync!();
                                self.reenter = true;
                                return Ok(Value::Null);
                            }
                        }
                        goto!(target);
                        // The head of a loop: its body runs in the hot loop until
                        // an instruction needs this one (see fast_loop.rs).
                        // SAFETY: `ip` is in this frame's code (a jump target), `regs`
                        // and `lits` are its registers and literals (verified operands).
                        if ip as usize != self.fast_skip
                            && crate::fast_loop::handles(unsafe { (*ip).op })
                            && !unsafe { crate::foreach_fast::object_head(&*ip, regs) }
                        {
                            let (head, before) = (ip, self.backedges);
                            let (at, called) = unsafe {
                                crate::fast_loop::run(
                                    self,
                                    ip,
                                    code.as_ptr(),
                                    regs,
                                    lits.as_ptr(),
                                    f,
                                    base,
                                )
                            };
                            if at.is_null() {
                                // Left in another frame (its pc saved), or after a
                                // builtin's fault.
                                hot_fault!();
                                self.fast_misses = 0;
                                continue 'reload;
                            }
                            ip = at;
                            // (A run that stops at the periodic check's jump has
                            // not shown anything about the loop.)
                            if !called && self.backedges == before && before + 1 < BACKEDGE_CHECK {
                                self.fast_misses += 1;
                                if self.fast_misses >= FAST_MISSES {
                                    self.fast_skip = head as usize;
                                    self.fast_misses = 0;
                                }
                            } else {
                                self.fast_misses = 0;
                            }
                        }
                    } else {
                        goto!(target);
                    }
                }};
            }
            // Runs the frame just pushed (by `DoCall` or `CallFn`) for the function
            // `$callee` (a `*const FuncRt` the new frame owns), whose slots start at
            // `$base`, without going through `'reload`; first the periodic memory
            // check as the stack grows.
            macro_rules! run_pushed {
                ($callee:expr, $base:expr) => {
                    run_pushed!($callee, $base, false)
                };
                // `$hot`: the callee's body starts in the hot loop when it can
                // (`CallFn`'s callees; for closures and methods that cost more).
                ($callee:expr, $base:expr, $hot:expr) => {{
                    if self.stack.len() > self.mem_check_len {
                        self.mem_check_len = self.stack.len() + 4096;
                        if let Err(e) = self.check_memory(0) {
                            match self.handle_fault(e) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            }
                        }
                    }
                    // Calls count toward `REENTER`'s exits too (recursion takes no
                    // backward jumps); the pushed frame starts at pc 0, as a reload wants.
                    if REENTER {
                        self.backedges += 1;
                        if self.backedges >= BACKEDGE_CHECK {
                            self.backedges = 0;
                            self.reenter = true;
                            return Ok(Value::Null);
                        }
                    }
                    // SAFETY: the frame just pushed owns the function until it is
                    // popped, and every pop reloads before `f` is used again.
                    f = unsafe { &*$callee };
                    base = $base;
                    code = &f.code.code[..];
                    lits = &f.lits[..];
                    ip = code.as_ptr();
                    refresh!();
                    // SAFETY: `ip` is the callee's first instruction, `regs` and
                    // `lits` its registers and literals (see `jump!`).
                    if $hot && crate::fast_loop::handles(unsafe { (*ip).op }) {
                        let (at, _) = unsafe {
                            crate::fast_loop::run(
                                self,
                                ip,
                                code.as_ptr(),
                                regs,
                                lits.as_ptr(),
                                f,
                                base,
                            )
                        };
                        if at.is_null() {
                            hot_fault!();
                            continue 'reload;
                        }
                        ip = at;
                    }
                    continue;
                }};
            }
            macro_rules! cmp_jump {
                ($ins:expr, $op:expr, $cmp:tt, $when:expr) => {{
                    let ins = $ins;
                    let fast = match (rd!(ins.a), rd!(ins.b)) {
                        (Some(Value::Int(x)), Some(Value::Int(y))) => Some(*x $cmp *y),
                        (Some(Value::Float(x)), Some(Value::Float(y))) => Some(*x $cmp *y),
                        (Some(Value::Int(x)), Some(Value::Float(y))) => Some((*x as f64) $cmp *y),
                        (Some(Value::Float(x)), Some(Value::Int(y))) => Some(*x $cmp (*y as f64)),
                        _ => None,
                    };
                    let b = match fast {
                        Some(b) => b,
                        None => slow!(self.binop_slow($op, ins.a, ins.b)).to_bool(),
                    };
                    if b == $when {
                        jump!(ins.c as usize);
                    }
                }};
            }

            loop {
                debug_assert!(pc!() < code.len());
                // SAFETY: every function ends with `Return` and every jump target is an
                // instruction index the compiler emitted, so `pc` stays within `code`.
                // A reference, not a copy: the opcode byte is then loaded straight from the
                // code (no round trip through a spilled copy on the dispatch path).
                let ins = unsafe { &*ip };
                // SAFETY: as above (at worst one past the final `Return`, never read).
                ip = unsafe { ip.add(1) };
                match ins.op {
                    Op::Nop => {}
                    Op::Assign => {
                        // Scalar into a slot holding nothing that needs dropping: one 16-byte move.
                        if let Some(v) = rd!(ins.b) {
                            if is_scalar(v) {
                                let src: *const Value = v;
                                // SAFETY: register operands are below the frame's `num_slots`.
                                let d = unsafe { regs.add(ins.a as usize) };
                                // SAFETY: `d` is a live slot; see `copy_scalar`.
                                if slot_plain(unsafe { &*d }) {
                                    unsafe { copy_scalar(d, src) };
                                    continue;
                                }
                            }
                        }
                        // `$x = new C` (or any fresh object or array in a temporary
                        // whose `Unset` follows): moved and the `Unset` skipped, as
                        // php moves a temporary, instead of a copy and a release.
                        if ins.b & LIT == 0 && ins.a != ins.b {
                            // SAFETY: an `Assign` is never a function's last
                            // instruction (it ends with `Return`), so `ip` is in the code.
                            let next = unsafe { &*ip };
                            if next.op == Op::Unset && next.a == ins.b && next.b != 0 {
                                // SAFETY: register operands are below the frame's `num_slots`.
                                let s = unsafe { &mut *regs.add(ins.b as usize) };
                                if matches!(s, Some(Value::Object(_) | Value::Array(_))) {
                                    if let Some(v) = s.take() {
                                        // SAFETY: past the `Unset`, still in the code.
                                        ip = unsafe { ip.add(1) };
                                        set!(ins.a, v);
                                        continue;
                                    }
                                }
                            }
                        }
                        let v = match rd!(ins.b) {
                            Some(Value::Ref(r)) => r.0.borrow().clone(),
                            Some(v) => fast_clone(v),
                            None => slow!(self.undef_read(ins.b)),
                        };
                        set!(ins.a, v);
                    }
                    Op::AssignRef => {
                        let r = self.make_slot_ref(base + ins.b as usize);
                        self.stack[base + ins.a as usize] = Some(Value::Ref(r));
                    }
                    Op::MoveRef => {
                        let v = self.stack[base + ins.b as usize].take();
                        self.stack[base + ins.a as usize] = v;
                    }
                    Op::Unset => {
                        // SAFETY: register operands are below the frame's `num_slots`.
                        let s = unsafe { &mut *regs.add(ins.a as usize) };
                        if slot_plain(s) {
                            // Nothing to release: no call into the drop glue.
                            // SAFETY: a plain slot owns no heap data.
                            unsafe { std::ptr::write(s, None) };
                            continue;
                        }
                        let old = s.take();
                        if ins.b != 0 {
                            if let Some(v) = old {
                                rphp_value::gc::release_copy(v);
                            }
                        }
                    }
                    Op::Add => arith!(
                        ins,
                        Op::Add,
                        |x: i64, y: i64| x.checked_add(y),
                        |x: f64, y: f64| x + y
                    ),
                    Op::Sub => arith!(
                        ins,
                        Op::Sub,
                        |x: i64, y: i64| x.checked_sub(y),
                        |x: f64, y: f64| x - y
                    ),
                    Op::Mul => arith!(ins, Op::Mul, rphp_value::ops::int_mul, |x: f64, y: f64| x
                        * y),
                    Op::Div => {
                        let fast = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Int(x)), Some(Value::Int(y))) if *y != 0 => {
                                if *y != -1 && x % y == 0 {
                                    Some(Value::Int(x / y))
                                } else {
                                    Some(Value::Float(*x as f64 / *y as f64))
                                }
                            }
                            (Some(Value::Float(x)), Some(Value::Float(y))) if *y != 0.0 => {
                                Some(Value::Float(x / y))
                            }
                            _ => None,
                        };
                        let v = match fast {
                            Some(v) => v,
                            None => slow!(self.binop_slow(Op::Div, ins.b, ins.c)),
                        };
                        set!(ins.a, v);
                    }
                    Op::Mod => {
                        let fast = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Int(x)), Some(Value::Int(y))) if *y != 0 && *y != -1 => {
                                Some(x % y)
                            }
                            _ => None,
                        };
                        match fast {
                            Some(r) => set_int!(ins.a, r),
                            None => {
                                let v = slow!(self.binop_slow(Op::Mod, ins.b, ins.c));
                                set!(ins.a, v);
                            }
                        }
                    }
                    Op::Pow
                    | Op::BitAnd
                    | Op::BitOr
                    | Op::BitXor
                    | Op::Shl
                    | Op::Shr
                    | Op::Spaceship => {
                        let fast = match (ins.op, rd!(ins.b), rd!(ins.c)) {
                            (Op::BitAnd, Some(Value::Int(x)), Some(Value::Int(y))) => Some(x & y),
                            (Op::BitOr, Some(Value::Int(x)), Some(Value::Int(y))) => Some(x | y),
                            (Op::BitXor, Some(Value::Int(x)), Some(Value::Int(y))) => Some(x ^ y),
                            (Op::Shl, Some(Value::Int(x)), Some(Value::Int(y)))
                                if (0..64).contains(y) =>
                            {
                                Some(x << y)
                            }
                            (Op::Shr, Some(Value::Int(x)), Some(Value::Int(y)))
                                if (0..64).contains(y) =>
                            {
                                Some(x >> y)
                            }
                            (Op::Spaceship, Some(Value::Int(x)), Some(Value::Int(y))) => {
                                Some(x.cmp(y) as i64)
                            }
                            _ => None,
                        };
                        match fast {
                            Some(r) => set_int!(ins.a, r),
                            None => {
                                let v = slow!(self.binop_slow(ins.op, ins.b, ins.c));
                                set!(ins.a, v);
                            }
                        }
                    }
                    Op::Concat => {
                        // `$s .= "..."` onto a string nothing shares, with room: in place.
                        if ins.a == ins.b && ins.b & LIT == 0 && ins.c != ins.b {
                            // SAFETY: register operands are below the frame's `num_slots`;
                            // R[c] is another slot or a literal, so the two never alias.
                            let d = unsafe { &mut *regs.add(ins.a as usize) };
                            if let (Some(Value::Str(s)), Some(Value::Str(r))) = (d, rd!(ins.c)) {
                                if s.try_push_in_place(r.as_bytes()) {
                                    continue;
                                }
                            }
                        }
                        slow!(self.concat(ins.a, ins.b, ins.c));
                    }
                    Op::Eq => compare!(ins, Op::Eq, ==),
                    Op::NotEq => compare!(ins, Op::NotEq, !=),
                    Op::Lt => compare!(ins, Op::Lt, <),
                    Op::Le => compare!(ins, Op::Le, <=),
                    Op::Identical | Op::NotIdentical => {
                        let eq = match identical_fast(rd!(ins.b), rd!(ins.c)) {
                            Some(b) => b,
                            None => slow!(self.identical_slow(ins.b, ins.c)),
                        };
                        set!(
                            ins.a,
                            Value::Bool(if ins.op == Op::Identical { eq } else { !eq })
                        );
                    }
                    Op::Not => {
                        let b = match rd!(ins.b) {
                            Some(Value::Bool(b)) => *b,
                            Some(v) => v.to_bool(),
                            None => {
                                slow!(self.undef_read(ins.b));
                                false
                            }
                        };
                        set!(ins.a, Value::Bool(!b));
                    }
                    Op::Bool => {
                        let b = match rd!(ins.b) {
                            Some(v) => v.to_bool(),
                            None => {
                                slow!(self.undef_read(ins.b));
                                false
                            }
                        };
                        set!(ins.a, Value::Bool(b));
                    }
                    Op::BitNot => {
                        let v = slow!(self.bitnot(ins.b));
                        set!(ins.a, v);
                    }
                    Op::Cast => {
                        let v = slow!(self.cast_op(ins.b, ins.c));
                        set!(ins.a, v);
                    }
                    Op::PreInc | Op::PreDec | Op::PostInc | Op::PostDec => {
                        // SAFETY: register operands are below the frame's `num_slots`.
                        let slot = unsafe { &mut *regs.add(ins.b as usize) };
                        let inc = matches!(ins.op, Op::PreInc | Op::PostInc);
                        let fast = match slot {
                            Some(Value::Int(i)) => {
                                let old = *i;
                                let new = if inc {
                                    old.checked_add(1)
                                } else {
                                    old.checked_sub(1)
                                };
                                match new {
                                    Some(n) => {
                                        *i = n;
                                        Some((old, n))
                                    }
                                    None => None,
                                }
                            }
                            _ => None,
                        };
                        match fast {
                            Some((old, new)) => {
                                if ins.a != NONE {
                                    let r = if matches!(ins.op, Op::PreInc | Op::PreDec) {
                                        new
                                    } else {
                                        old
                                    };
                                    // SAFETY: register operands are below the frame's `num_slots`.
                                    let d = unsafe { &mut *regs.add(ins.a as usize) };
                                    match d {
                                        Some(Value::Int(d)) => *d = r,
                                        _ => *d = Some(Value::Int(r)),
                                    }
                                }
                            }
                            None => {
                                let r = slow!(self.incdec_slot(ins.b, ins.op));
                                if ins.a != NONE {
                                    self.stack[base + ins.a as usize] = Some(r);
                                }
                            }
                        }
                    }
                    Op::Jmp => jump!(ins.c as usize),
                    Op::JmpLt => cmp_jump!(ins, Op::Lt, <, true),
                    Op::JmpLe => cmp_jump!(ins, Op::Le, <=, true),
                    Op::JmpNLt => cmp_jump!(ins, Op::Lt, <, false),
                    Op::JmpNLe => cmp_jump!(ins, Op::Le, <=, false),
                    Op::JmpEq => cmp_jump!(ins, Op::Eq, ==, true),
                    Op::IncJmpLt | Op::IncJmpLe => {
                        // The loop step fused with the test after it (see the compiler's
                        // peephole pass): an int that does not overflow, compared with
                        // an int or float, jumps back at once; anything else falls into
                        // the test.
                        // SAFETY: register operands are below the frame's `num_slots`.
                        let step = match unsafe { &mut *regs.add(ins.a as usize) } {
                            Some(Value::Int(i)) => match i.checked_add(1) {
                                Some(n) => {
                                    *i = n;
                                    Some(n)
                                }
                                None => None,
                            },
                            _ => None,
                        };
                        match step {
                            Some(n) => {
                                let le = ins.op == Op::IncJmpLe;
                                let taken = match rd!(ins.b) {
                                    Some(Value::Int(y)) => Some(if le { n <= *y } else { n < *y }),
                                    Some(Value::Float(y)) => {
                                        let x = n as f64;
                                        Some(if le { x <= *y } else { x < *y })
                                    }
                                    _ => None,
                                };
                                // Not taken (the loop's last test) or not plain numbers:
                                // the `JmpLt`/`JmpLe` that follows decides (comparing plain
                                // numbers again has no effect).
                                if taken == Some(true) {
                                    jump!(ins.c as usize);
                                }
                            }
                            None => {
                                let r = slow!(self.incdec_slot(ins.a, Op::PreInc));
                                drop_unless_scalar(r);
                            }
                        }
                    }
                    Op::JmpNEq => cmp_jump!(ins, Op::Eq, ==, false),
                    Op::JmpIdentical | Op::JmpNIdentical => {
                        let eq = match identical_fast(rd!(ins.a), rd!(ins.b)) {
                            Some(b) => b,
                            None => slow!(self.identical_slow(ins.a, ins.b)),
                        };
                        if eq == (ins.op == Op::JmpIdentical) {
                            jump!(ins.c as usize);
                        }
                    }
                    Op::JmpZ | Op::JmpNZ => {
                        let b = match rd!(ins.a) {
                            Some(Value::Bool(b)) => *b,
                            Some(Value::Int(i)) => *i != 0,
                            Some(v) => v.to_bool(),
                            None => {
                                slow!(self.undef_read(ins.a));
                                false
                            }
                        };
                        if b == (ins.op == Op::JmpNZ) {
                            jump!(ins.c as usize);
                        }
                    }
                    Op::Tick => {
                        slow!(self.tick(ins.a));
                    }
                    Op::AssertCheck => {
                        std::hint::cold_path();
                        if !self.assertions_on() {
                            // (No destination: the assert() is a statement.)
                            // (The jump first: a store through a reference
                            // resumes at the instruction after it.)
                            goto!(ins.c as usize);
                            if ins.a != NONE {
                                set!(ins.a, Value::Bool(true));
                            }
                        }
                    }
                    Op::JmpSet | Op::JmpNotNull => {
                        let v = match rd!(ins.b) {
                            Some(v) => v.get(),
                            None => Value::Null,
                        };
                        if !matches!(v, Value::Null) {
                            self.stack[base + ins.a as usize] = Some(v);
                            goto!(ins.c as usize);
                        }
                    }
                    Op::Echo if rphp_value::object::destructors_pending() => {
                        slow!(self.run_destructors());
                        // SAFETY: steps back to this instruction.
                        ip = unsafe { ip.sub(1) };
                    }
                    // The first output to the client records its line (headers_sent), which
                    // needs the synced pc of the slow path.
                    Op::Echo if self.sapi.output_started.is_none() && self.ob.is_empty() => {
                        slow!(self.echo_slow(ins.a));
                    }
                    Op::Echo => match rd!(ins.a) {
                        Some(Value::Str(s)) => {
                            let s = s.clone();
                            self.echo_bytes(s.as_bytes());
                        }
                        Some(Value::Int(i)) => {
                            let buf = itoa_buf(*i);
                            self.echo_bytes(buf.as_str().as_bytes());
                        }
                        _ => {
                            slow!(self.echo_slow(ins.a));
                        }
                    },
                    Op::NewArray => {
                        self.stack[base + ins.a as usize] = Some(Value::Array(
                            rphp_value::PhpArray::with_capacity(ins.b as usize),
                        ));
                    }
                    Op::ArrayPush => {
                        let v = slow!(self.operand(ins.b));
                        slow!(self.array_push_lit(ins.a, v));
                    }
                    Op::ArrayInsert => {
                        let k = slow!(self.operand(ins.b));
                        let v = slow!(self.operand(ins.c));
                        slow!(self.array_insert_lit(ins.a, k, v));
                    }
                    Op::ArrayPushRef => {
                        let v = self.stack[base + ins.b as usize].take().unwrap_or_default();
                        slow!(self.array_push_lit(ins.a, v));
                    }
                    Op::ArrayInsertRef => {
                        let k = slow!(self.operand(ins.b));
                        let v = self.stack[base + ins.c as usize].take().unwrap_or_default();
                        slow!(self.array_insert_lit(ins.a, k, v));
                    }
                    Op::ArrayUnpack => {
                        let v = slow!(self.operand(ins.b));
                        slow!(self.array_unpack(ins.a, v));
                    }
                    Op::GetDim => {
                        // Scalar element of a plain array: copied straight into a plain slot.
                        if let (Some(Value::Ref(r)), Some(Value::Int(k))) = (rd!(ins.b), rd!(ins.c))
                        {
                            // The same through a reference (a by-reference array parameter):
                            // nothing runs while the element is copied, so the cell needs no
                            // borrow guard.
                            // SAFETY: the slot keeps the reference alive, and the destination
                            // is a plain slot, so writing it cannot touch the referenced array.
                            if let Ok(Value::Array(a)) = unsafe { r.0.try_borrow_unguarded() } {
                                if let Some(e) = a.get_int(*k) {
                                    let d = unsafe { regs.add(ins.a as usize) };
                                    if is_scalar(e) && slot_plain(unsafe { &*d }) {
                                        let src: *const Value = e;
                                        unsafe { copy_scalar(d, src) };
                                        continue;
                                    }
                                }
                            }
                        } else if let (Some(Value::Array(a)), Some(Value::Int(k))) =
                            (rd!(ins.b), rd!(ins.c))
                        {
                            if let Some(e) = a.get_int(*k) {
                                if is_scalar(e) {
                                    let src: *const Value = e;
                                    // SAFETY: register operands are below the frame's `num_slots`.
                                    let d = unsafe { regs.add(ins.a as usize) };
                                    // SAFETY: `d` is a live slot distinct from the array's storage.
                                    if slot_plain(unsafe { &*d }) {
                                        unsafe { copy_scalar(d, src) };
                                        continue;
                                    }
                                } else if let Value::Array(src) = e {
                                    // A nested array into a slot already holding an array (a
                                    // row fetched in a loop): one handle replaces the other
                                    // inline, without the generic clone and drop.
                                    if ins.a != ins.b {
                                        let c = src.clone();
                                        // SAFETY: slot `ins.a` is live and is not the array read.
                                        let d = unsafe { &mut *regs.add(ins.a as usize) };
                                        if let Some(Value::Array(old)) = d {
                                            *old = c;
                                            continue;
                                        }
                                    }
                                }
                            }
                        }
                        let fast = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Array(a)), Some(Value::Int(k))) => {
                                a.get_int(*k).map(deref_clone)
                            }
                            (Some(Value::Array(a)), Some(Value::Str(k))) => {
                                a.get_str(k.as_bytes()).map(deref_clone)
                            }
                            (Some(Value::Ref(r)), Some(Value::Int(k))) => match &*r.0.borrow() {
                                Value::Array(a) => a.get_int(*k).map(deref_clone),
                                _ => None,
                            },
                            _ => None,
                        };
                        let v = match fast {
                            Some(v) => v,
                            None => slow!(self.get_dim_op(ins.b, ins.c, false)),
                        };
                        set!(ins.a, v);
                    }
                    Op::GetDimQ => {
                        let v = slow!(self.get_dim_op(ins.b, ins.c, true));
                        set!(ins.a, v);
                    }
                    Op::FetchList => {
                        let v = slow!(self.fetch_list(ins.b, ins.c));
                        set!(ins.a, v);
                    }
                    Op::IssetDim if matches!(rd!(ins.b), Some(Value::Array(_))) => {
                        let r = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Array(a)), Some(Value::Str(k))) => {
                                Some(a.get_str(k.as_bytes()).is_some_and(|v| !v.is_null()))
                            }
                            (Some(Value::Array(a)), Some(Value::Int(k))) => {
                                Some(a.get_int(*k).is_some_and(|v| !v.is_null()))
                            }
                            _ => None,
                        };
                        let b = match r {
                            Some(b) => b,
                            None => slow!(self.isset_dim(ins.b, ins.c, false)),
                        };
                        set_bool!(ins.a, b);
                    }
                    Op::IssetDim | Op::EmptyDim => {
                        let v = slow!(self.isset_dim(ins.b, ins.c, ins.op == Op::EmptyDim));
                        set!(ins.a, Value::Bool(v));
                    }
                    Op::SetDim => {
                        let k = match rd!(ins.b) {
                            Some(Value::Ref(r)) => r.0.borrow().clone(),
                            Some(v) => fast_clone(v),
                            None => slow!(self.undef_read(ins.b)),
                        };
                        let v = match rd!(ins.c) {
                            Some(Value::Ref(r)) => r.0.borrow().clone(),
                            Some(v) => fast_clone(v),
                            None => slow!(self.undef_read(ins.c)),
                        };
                        let v = match (&mut self.stack[base + ins.a as usize], &k) {
                            (Some(Value::Array(a)), Value::Int(i)) => set_int_key(a, *i, v),
                            (Some(Value::Array(a)), Value::Str(ks)) => {
                                // One hash and one probe whether the key is new or not.
                                let key = rphp_value::ArrayKey::from_php_str(ks.clone());
                                match a.entry(key) {
                                    Value::Ref(r) if crate::typed_refs::maybe_typed(r) => Some(v),
                                    Value::Ref(r) => {
                                        r.set(v);
                                        None
                                    }
                                    slot => {
                                        *slot = v;
                                        None
                                    }
                                }
                            }
                            (Some(Value::Ref(r)), Value::Int(i)) => match &mut *r.0.borrow_mut() {
                                Value::Array(a) => set_int_key(a, *i, v),
                                _ => Some(v),
                            },
                            _ => Some(v),
                        };
                        match v {
                            Some(v) => slow!(self.set_dim_slow(ins.a, Some(k), v)),
                            None => drop_unless_scalar(k),
                        }
                    }
                    Op::AppendDim => {
                        let v = match rd!(ins.b) {
                            Some(Value::Ref(r)) => r.0.borrow().clone(),
                            Some(v) => v.clone(),
                            None => slow!(self.undef_read(ins.b)),
                        };
                        let v = match &mut self.stack[base + ins.a as usize] {
                            Some(Value::Array(a)) => match a.push(v) {
                                Ok(()) => None,
                                Err(()) => Some(Value::Null),
                            },
                            _ => Some(v),
                        };
                        if let Some(v) = v {
                            slow!(self.set_dim_slow(ins.a, None, v));
                        }
                    }
                    Op::PathStart => {
                        self.path.clear();
                        self.path_base = ins.b;
                        self.path_dst = ins.a;
                    }
                    Op::PathDim => {
                        let k = slow!(self.operand(ins.a));
                        self.path.push(crate::vm::PathKey::Key(k));
                    }
                    Op::PathAppend => self.path.push(crate::vm::PathKey::Append),
                    Op::PathAssign
                    | Op::PathAssignOp
                    | Op::PathIncDec
                    | Op::PathRef
                    | Op::PathBindRef
                    | Op::PathUnset
                    | Op::PathFetch => {
                        slow!(self.path_terminal(*ins));
                    }
                    Op::PathCoalesce => {
                        let jumped = slow!(self.path_coalesce());
                        if jumped {
                            goto!(ins.b as usize);
                        }
                    }
                    Op::Isset => {
                        let b = match rd!(ins.b) {
                            Some(v) => !v.is_null(),
                            None => false,
                        };
                        set!(ins.a, Value::Bool(b));
                    }
                    Op::Empty => {
                        let b = match rd!(ins.b) {
                            Some(v) => !v.to_bool(),
                            None => true,
                        };
                        set!(ins.a, Value::Bool(b));
                    }
                    Op::VarVar | Op::VarVarQ => {
                        let v = slow!(self.var_var_get(ins.b, ins.op == Op::VarVarQ));
                        set!(ins.a, v);
                    }
                    Op::VarVarRef => {
                        let r = slow!(self.var_var_ref(ins.b));
                        self.stack[base + ins.a as usize] = Some(Value::Ref(r));
                    }
                    Op::VarVarUnset => {
                        slow!(self.var_var_unset(ins.a));
                    }
                    Op::GlobalRef => {
                        let name = slow!(self.operand(ins.b));
                        let r = slow!(self.global_ref(name));
                        self.stack[base + ins.a as usize] = Some(Value::Ref(r));
                    }
                    Op::GlobalGet => {
                        let v = slow!(self.global_get(ins.b));
                        set!(ins.a, v);
                    }
                    Op::BindGlobal => {
                        let name = slow!(self.operand(ins.b));
                        let r = slow!(self.global_ref(name));
                        self.stack[base + ins.a as usize] = Some(Value::Ref(r));
                    }
                    Op::BindStatic => {
                        let (r, fresh) = {
                            let mut st = f.statics.borrow_mut();
                            match &st[ins.b as usize] {
                                Some(r) => (r.clone(), false),
                                None => {
                                    let r = rphp_value::Reference::new(Value::Null);
                                    st[ins.b as usize] = Some(r.clone());
                                    (r, true)
                                }
                            }
                        };
                        self.stack[base + ins.a as usize] = Some(Value::Ref(r));
                        if !fresh {
                            goto!(ins.c as usize);
                        }
                    }
                    Op::Globals => {
                        let v = self.globals_array();
                        set!(ins.a, v);
                    }
                    Op::DeclareFunc => {
                        let rt = f.script.clone();
                        slow!(self.declare_function(&rt, ins.a));
                    }
                    Op::DeclareConst => {
                        let n = slow!(self.operand(ins.a));
                        let v = slow!(self.operand(ins.b));
                        slow!(self.declare_const(n, v));
                    }
                    Op::FetchConst => {
                        let v = slow!(self.fetch_const(ins.b));
                        set!(ins.a, v);
                    }
                    // An instruction that makes an object runs the destructors
                    // due first: php ran them when their objects went, so
                    // their handles are free for the new object (`#N`).
                    Op::NewObj | Op::New | Op::MakeClosure | Op::MakeCallable | Op::GenCreate
                        if rphp_value::object::destructors_pending() =>
                    {
                        slow!(self.run_destructors());
                        // SAFETY: steps back to this instruction.
                        ip = unsafe { ip.sub(1) };
                    }
                    Op::MakeClosure => {
                        let v = self.make_closure(f, ins.b);
                        self.stack[base + ins.a as usize] = Some(v);
                    }
                    Op::Capture | Op::CaptureIf | Op::CaptureRef => {
                        slow!(self.capture(*ins));
                    }
                    Op::InitCall => {
                        // Fast path: a cached PHP function.
                        // SAFETY: the cache is only written by `init_call`, not while this
                        // shared view lives (the callee is cloned out at once).
                        let sites = unsafe { f.sites.try_borrow_unguarded() };
                        let user = match sites.ok().and_then(|s| s.get(ins.a as usize)) {
                            Some(Some(crate::runtime::Callee::User(g))) => Some(g.clone()),
                            // A cached builtin: nothing to clone (the entry is static).
                            Some(Some(crate::runtime::Callee::Builtin(b))) => {
                                let callee = crate::runtime::Callee::Builtin(b);
                                let p = crate::vm::Pending {
                                    has_ref: callee.has_by_ref(),
                                    callee,
                                    args_base: self.stack.len(),
                                    named: Vec::new(),
                                };
                                push_fast(&mut self.pending, p);
                                continue;
                            }
                            _ => None,
                        };
                        match user {
                            Some(g) => {
                                let has_ref = g.has_ref;
                                let args_base = self.stack.len();
                                if self.pending.len() == self.pending.capacity() {
                                    self.pending.reserve(1);
                                }
                                // SAFETY: capacity was ensured above; every field is written
                                // before the length covers the new record (field-wise writes
                                // avoid a store-forwarding stall on a whole-record copy).
                                unsafe {
                                    let len = self.pending.len();
                                    let pp = self.pending.as_mut_ptr().add(len);
                                    std::ptr::addr_of_mut!((*pp).callee)
                                        .write(crate::runtime::Callee::User(g));
                                    std::ptr::addr_of_mut!((*pp).has_ref).write(has_ref);
                                    std::ptr::addr_of_mut!((*pp).args_base).write(args_base);
                                    std::ptr::addr_of_mut!((*pp).named).write(Vec::new());
                                    self.pending.set_len(len + 1);
                                }
                            }
                            None => slow!(self.init_call(f, ins.a)),
                        }
                    }
                    Op::InitCallDyn => {
                        // Fast path: a closure value (what `callable_from_value` gives for it,
                        // without copying the value out first).
                        let clo = match rd!(ins.a) {
                            Some(Value::Object(o)) => crate::closures::closure_call_target(o),
                            _ => None,
                        };
                        match clo {
                            Some((g, Some(o))) => {
                                push_bound(&mut self.pending, g, o, self.stack.len())
                            }
                            Some((g, None)) => {
                                let p = crate::vm::Pending {
                                    has_ref: g.has_ref,
                                    callee: crate::runtime::Callee::User(g),
                                    args_base: self.stack.len(),
                                    named: Vec::new(),
                                };
                                push_fast(&mut self.pending, p);
                            }
                            None => {
                                let c = slow!(self.operand(ins.a));
                                if ins.c != 0 {
                                    slow!(self.check_user_callable(&c, ins.c));
                                }
                                slow!(self.init_call_dyn(c, ins.c != 0));
                            }
                        }
                    }
                    Op::SendUser => {
                        let v = slow!(self.operand(ins.a));
                        slow!(self.send_user(v));
                    }
                    Op::SendUserArray => {
                        let v = slow!(self.operand(ins.a));
                        slow!(self.send_user_array(v));
                    }
                    Op::SendVal => {
                        // A fresh value with its `Unset` next: moved (see send_move.rs).
                        if !self.pending.last().is_some_and(|p| p.has_ref) {
                            // SAFETY: `ip` is the next instruction (a call's `DoCall` at
                            // the latest follows); `ins.a` is a verified operand.
                            if let Some(v) =
                                unsafe { crate::send_move::take_fresh(regs, ins.a, &*ip) }
                            {
                                self.stack.push(Some(v));
                                refresh!();
                                // SAFETY: the `Unset` just done is not the last instruction.
                                ip = unsafe { ip.add(1) };
                                continue;
                            }
                        }
                        if let Some(v) = rd!(ins.a) {
                            if is_scalar(v) && !self.pending.last().is_some_and(|p| p.has_ref) {
                                let src: *const Value = v;
                                // SAFETY: `src` is a live slot or literal, read before any push.
                                unsafe { push_scalar(&mut self.stack, src) };
                                refresh!();
                                continue;
                            }
                        }
                        let v = match rd!(ins.a) {
                            Some(Value::Ref(r)) => r.0.borrow().clone(),
                            Some(v) => fast_clone(v),
                            None => slow!(self.undef_read(ins.a)),
                        };
                        if self.pending.last().is_some_and(|p| p.has_ref) {
                            slow!(self.send_val_checked(v));
                        } else {
                            self.stack.push(Some(v));
                            refresh!();
                        }
                    }
                    Op::SendVar => {
                        // Fast path: the callee takes no references, the variable is defined.
                        if let Some(v) = rd!(ins.a) {
                            if is_scalar(v) && !self.pending.last().is_some_and(|p| p.has_ref) {
                                let src: *const Value = v;
                                // SAFETY: `src` is a live slot of this frame, read before any push.
                                unsafe { push_scalar(&mut self.stack, src) };
                                refresh!();
                                continue;
                            }
                        }
                        let fast = match rd!(ins.a) {
                            Some(v) if !self.pending.last().is_some_and(|p| p.has_ref) => {
                                Some(match v {
                                    Value::Ref(r) => r.0.borrow().clone(),
                                    v => v.clone(),
                                })
                            }
                            _ => None,
                        };
                        match fast {
                            Some(v) => {
                                push_fast(&mut self.stack, Some(v));
                                refresh!();
                            }
                            None => slow!(self.send_var(ins.a)),
                        }
                    }
                    Op::SendRef => {
                        let v = self.stack[base + ins.a as usize].take();
                        self.stack.push(v);
                        refresh!();
                    }
                    Op::SendTmpRef => {
                        // A fresh value with its `Unset` next: moved (see send_move.rs).
                        if !self.pending.last().is_some_and(|p| p.has_ref) {
                            // SAFETY: `ip` is the next instruction (a call's `DoCall` at
                            // the latest follows); `ins.a` is a verified operand.
                            if let Some(v) =
                                unsafe { crate::send_move::take_fresh(regs, ins.a, &*ip) }
                            {
                                self.stack.push(Some(v));
                                refresh!();
                                // SAFETY: the `Unset` just done is not the last instruction.
                                ip = unsafe { ip.add(1) };
                                continue;
                            }
                        }
                        // Fast path: a scalar call result to a callee taking no references.
                        if let Some(v) = rd!(ins.a) {
                            if is_scalar(v) && !self.pending.last().is_some_and(|p| p.has_ref) {
                                let src: *const Value = v;
                                // SAFETY: `src` is a live slot or literal, read before any push.
                                unsafe { push_scalar(&mut self.stack, src) };
                                refresh!();
                                continue;
                            }
                        }
                        let v = slow!(self.operand(ins.a));
                        slow!(self.send_tmp(v));
                    }
                    Op::SendUnpack => {
                        let v = slow!(self.operand(ins.a));
                        slow!(self.send_unpack(v));
                    }
                    Op::SendNamed => {
                        let v = slow!(self.operand(ins.a));
                        let n = slow!(self.operand(ins.b));
                        slow!(self.send_named(n, v));
                    }
                    Op::JmpArgByVal => {
                        let p = self.pending.last().expect("pending call");
                        let i = self.stack.len() - p.args_base;
                        if !p.named.is_empty() || !p.callee.arg_by_ref(i) {
                            goto!(ins.c as usize);
                        }
                    }
                    Op::DoCall => {
                        sync!();
                        // A builtin goes straight to `do_call` (not a frame to push).
                        let builtin = matches!(
                            self.pending.last(),
                            Some(crate::vm::Pending {
                                callee: crate::runtime::Callee::Builtin(_),
                                ..
                            })
                        );
                        // Fast path: a PHP function, or a closure not bound to an object or
                        // class, without declared types, given positional arguments only.
                        if !builtin {
                            if let Some((callee, args_base)) = self.do_call_fast(ins.a, ins.b == 1)
                            {
                                run_pushed!(callee, args_base);
                            }
                        }
                        match self.do_call(ins.a, ins.b == 1) {
                            Ok(true) => continue 'reload,
                            Ok(false) => refresh!(),
                            Err(fault) => match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            },
                        }
                    }
                    Op::Args => {}
                    Op::CallName => {
                        let args_ip = ip;
                        // SAFETY: the compiler (and the verifier) put ceil(c/3) `Args` here.
                        ip = unsafe { args_ip.add((ins.c as usize).div_ceil(3)) };
                        sync!();
                        // SAFETY: a verified `CallName` of this frame, its `Args` at `args_ip`.
                        match unsafe { self.call_name(f, *ins, args_ip) } {
                            Ok(true) => refresh!(),
                            Ok(false) => {
                                // The pending call is set up: what `DoCall` does.
                                if let Some((callee, args_base)) = self.do_call_fast(ins.a, false) {
                                    run_pushed!(callee, args_base);
                                }
                                match self.do_call(ins.a, false) {
                                    Ok(true) => continue 'reload,
                                    Ok(false) => refresh!(),
                                    Err(fault) => match self.handle_fault(fault) {
                                        Ok(()) => continue 'reload,
                                        Err(f) => return Err(f),
                                    },
                                }
                            }
                            Err(fault) => match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            },
                        }
                    }
                    Op::CallFn => {
                        // The argument operands are in the `Args` after this instruction.
                        let argc = ins.c as usize;
                        // `ip` moves past them (and the caller's pc is saved) once they
                        // are read: the fast path counts them as it goes.
                        let args_ip = ip;
                        // SAFETY: the cache is only written by `call_fn_slow`/`init_call`, not
                        // while this shared view lives (the callee is cloned out at once).
                        let sites = unsafe { &*f.sites.as_ptr() };
                        let user = match sites.get(ins.b as usize) {
                            // Typed parameters: the arguments are checked once copied.
                            Some(Some(crate::runtime::Callee::User(g)))
                                if (argc as u32) <= g.call_max && (argc as u32) >= g.call_min =>
                            {
                                Some(g.clone())
                            }
                            _ => None,
                        };
                        let args_base = self.stack.len();
                        let mut sent = 0;
                        if let Some(g) = user {
                            let nslots = g.num_slots as usize;
                            // Three more than the frame: the rest of it is cleared four
                            // slots at a time (see below).
                            // (`regs` moves only when the stack is reallocated.)
                            if self.stack.capacity() - self.stack.len() < nslots + 3 {
                                std::hint::cold_path();
                                self.stack.reserve(nslots + 3);
                                refresh!();
                            }
                            // SAFETY: `nslots + 3` slots were reserved past the length, and
                            // the parameters are the callee's first slots (argc <= nparams
                            // <= nslots); each is written before the length covers it.
                            let sp = unsafe { self.stack.as_mut_ptr().add(args_base) };
                            // Copies one argument into the next parameter slot; an
                            // undefined one leaves the block (the slow path warns).
                            macro_rules! send_fast {
                                ($op:expr, $done:lifetime) => {{
                                    // SAFETY: slot `args_base + sent` is reserved (see above).
                                    let d = unsafe { sp.add(sent) };
                                    match rd!($op) {
                                        Some(Value::Int(i)) => {
                                            let i = *i;
                                            // Tag, then payload: writing a whole value
                                            // copies its padding through a spill.
                                            // SAFETY: as above.
                                            unsafe {
                                                std::ptr::write(d, Some(Value::Int(0)));
                                                if let Some(Value::Int(x)) = &mut *d {
                                                    *x = i;
                                                }
                                            }
                                        }
                                        Some(v) => {
                                            let v = match v {
                                                v if is_scalar(v) => fast_clone(v),
                                                Value::Ref(r) => r.0.borrow().clone(),
                                                v => v.clone(),
                                            };
                                            // SAFETY: as above.
                                            unsafe { std::ptr::write(d, Some(v)) };
                                        }
                                        None => break $done,
                                    }
                                    sent += 1;
                                }};
                            }
                            let mut end_ip = args_ip;
                            'send: {
                                let mut ap = args_ip;
                                // Whole `Args` instructions, then the one partly used.
                                while sent + 3 <= argc {
                                    // SAFETY: the compiler (and the verifier) put
                                    // ceil(argc/3) `Args` after the `CallFn`.
                                    let a = unsafe { &*ap };
                                    send_fast!(a.a, 'send);
                                    send_fast!(a.b, 'send);
                                    send_fast!(a.c, 'send);
                                    // SAFETY: as above (at most one past the last `Args`).
                                    ap = unsafe { ap.add(1) };
                                }
                                end_ip = ap;
                                if sent < argc {
                                    // SAFETY: as above.
                                    let a = unsafe { &*ap };
                                    // SAFETY: as above (one past the last `Args`).
                                    end_ip = unsafe { ap.add(1) };
                                    send_fast!(a.a, 'send);
                                    if sent < argc {
                                        send_fast!(a.b, 'send);
                                    }
                                }
                            }
                            // SAFETY: the first `sent` slots were written above.
                            let fits = g.simple
                                || sent < argc
                                || Self::args_fit(&g, unsafe {
                                    std::slice::from_raw_parts(sp as *const crate::Slot, argc)
                                });
                            if sent == argc && fits {
                                // SAFETY: as above; the rest of the frame starts undefined.
                                // Four at a time: up to three slots past the frame (within
                                // the reserved capacity, beyond the length) are written too.
                                unsafe {
                                    crate::vm::clear_frame_slots(sp, argc, nslots);
                                    self.stack.set_len(args_base + nslots);
                                }
                                ip = end_ip;
                                let callee: *const crate::runtime::FuncRt = std::rc::Rc::as_ptr(&g);
                                self.push_call_frame(
                                    g,
                                    args_base,
                                    ins.a,
                                    argc as u32,
                                    pc!() as u32,
                                );
                                run_pushed!(callee, args_base, true);
                            }
                            // SAFETY: the first `sent` slots were written above.
                            unsafe { self.stack.set_len(args_base + sent) };
                        }
                        // SAFETY: the compiler (and the verifier) put ceil(argc/3) `Args` here.
                        ip = unsafe { args_ip.add(argc.div_ceil(3)) };
                        sync!();
                        // SAFETY: as above.
                        let ops: Vec<u32> = (0..argc)
                            .map(|i| {
                                let a = unsafe { &*args_ip.add(i / 3) };
                                [a.a, a.b, a.c][i % 3]
                            })
                            .collect();
                        match self.call_fn_slow(f, ins.b, ins.a, &ops, args_base, sent) {
                            Ok(true) => continue 'reload,
                            Ok(false) => refresh!(),
                            Err(fault) => match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            },
                        }
                    }
                    Op::CallMethod => {
                        // The method name, then the argument operands, are in the
                        // `Args` after this instruction (see method_call.rs).
                        let argc = (ins.c & !rphp_bytecode::CALL_FLAGS) as usize;
                        let args_ip = ip;
                        // SAFETY: argc + 1 operands fill ceil((argc + 1) / 3) `Args`.
                        let end = unsafe { args_ip.add((argc + 1).div_ceil(3)) };
                        // SAFETY: `end` is in this frame's code (at most one past the end).
                        let next_pc = unsafe { end.offset_from(code.as_ptr()) } as u32;
                        if let Some((callee, args_base)) =
                            self.call_method_fast(f, *ins, args_ip, base, lits.as_ptr(), next_pc)
                        {
                            ip = end;
                            run_pushed!(callee, args_base);
                        }
                        ip = end;
                        sync!();
                        // SAFETY: as above.
                        let ops: Vec<u32> = (0..=argc)
                            .map(|i| unsafe { crate::method_call::operand_at(args_ip, i) })
                            .collect();
                        match self.call_method_slow(*ins, &ops) {
                            Ok(true) => continue 'reload,
                            Ok(false) => refresh!(),
                            Err(fault) => match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            },
                        }
                    }
                    Op::CallStatic => {
                        // The method name, then the argument operands, are in the
                        // `Args` after this instruction (see static_call.rs). (A
                        // separate arm from `CallMethod`'s: one arm for both cost
                        // method calls 1.2% more instructions.)
                        let argc = ins.c as usize;
                        let args_ip = ip;
                        // SAFETY: argc + 1 operands fill ceil((argc + 1) / 3) `Args`.
                        let end = unsafe { args_ip.add((argc + 1).div_ceil(3)) };
                        // SAFETY: `end` is in this frame's code (at most one past the end).
                        let next_pc = unsafe { end.offset_from(code.as_ptr()) } as u32;
                        if let Some((callee, args_base)) =
                            self.call_static_fast(f, *ins, args_ip, base, lits.as_ptr(), next_pc)
                        {
                            ip = end;
                            run_pushed!(callee, args_base);
                        }
                        ip = end;
                        sync!();
                        // SAFETY: as above.
                        let ops: Vec<u32> = (0..=argc)
                            .map(|i| unsafe { crate::method_call::operand_at(args_ip, i) })
                            .collect();
                        match self.call_static_slow(*ins, &ops) {
                            Ok(true) => continue 'reload,
                            Ok(false) => refresh!(),
                            Err(fault) => match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            },
                        }
                    }
                    Op::ReturnRef => {
                        let v = self.stack[base + ins.a as usize].take().unwrap_or_default();
                        let frame = self.frames.pop().expect("frame");
                        self.stack.truncate(frame.base);
                        let v = if frame.ret_ref { v } else { v.get() };
                        if frame.stop {
                            // A call from Rust that asked for the reference gets it.
                            return Ok(v);
                        }
                        if frame.ret != NONE {
                            let caller: &Frame = self.frames.last().expect("caller");
                            let s = &mut self.stack[caller.base + frame.ret as usize];
                            if frame.ret_ref {
                                *s = Some(v);
                            } else {
                                match s {
                                    Some(Value::Ref(r)) => *r.0.borrow_mut() = v,
                                    _ => *s = Some(v),
                                }
                            }
                        }
                        continue 'reload;
                    }
                    Op::Return | Op::ReturnTyped => {
                        if ins.op == Op::ReturnTyped {
                            // `VerifyReturn a` first (see it below).
                            let fits = match (&f.code.return_type, rd!(ins.a)) {
                                (Some(t), Some(v)) => crate::calls::value_fits(t, v),
                                _ => false,
                            };
                            if !fits {
                                slow!(self.verify_return(ins.a, false));
                            }
                        }
                        // Fast path: a scalar result returned to a plain caller slot; the
                        // caller then runs on without going through `'reload`.
                        let n = self.frames.len();
                        if n >= 2 && ins.a != NONE {
                            // SAFETY: n >= 2, so both frames exist.
                            let (fr, caller) = unsafe {
                                (
                                    self.frames.get_unchecked(n - 1),
                                    self.frames.get_unchecked(n - 2),
                                )
                            };
                            if !fr.stop && !fr.is_include && fr.ret != NONE {
                                if let Some(v) = rd!(ins.a) {
                                    let d = caller.base + fr.ret as usize;
                                    debug_assert!(d < base && base == fr.base);
                                    // SAFETY: `d` is a slot of the caller's frame, below this one's.
                                    let dp = unsafe { self.stack.as_mut_ptr().add(d) };
                                    let plain = slot_plain(unsafe { &*dp });
                                    let moved = if !plain {
                                        false
                                    } else if is_scalar(v) {
                                        // SAFETY: `dp` is a plain slot, `v` a live scalar of this frame.
                                        unsafe { copy_scalar(dp, v) };
                                        true
                                    } else if ins.a & LIT == 0 && !matches!(v, Value::Ref(_)) {
                                        // A string, array or object in a register of this
                                        // frame: moved (the frame's slots are dropped next
                                        // anyway) into the plain slot, which needs no drop.
                                        // SAFETY: register operands are below `num_slots`.
                                        let v = unsafe { (*regs.add(ins.a as usize)).take() };
                                        // SAFETY: `dp` is a live plain slot (nothing to drop).
                                        unsafe { std::ptr::write(dp, v) };
                                        true
                                    } else {
                                        false
                                    };
                                    if moved {
                                        let cf: *const crate::runtime::FuncRt =
                                            std::rc::Rc::as_ptr(&caller.func);
                                        let (cbase, cpc) = (caller.base, caller.pc);
                                        self.pop_frame_fast(base);
                                        // SAFETY: the caller's frame (now on top) owns its function.
                                        f = unsafe { &*cf };
                                        base = cbase;
                                        code = &f.code.code[..];
                                        lits = &f.lits[..];
                                        goto!(cpc as usize);
                                        refresh!();
                                        continue;
                                    }
                                }
                            }
                        }
                        // Fast path: no value, or a value the caller discards (method_call.rs).
                        if let Some((cf, cbase, cpc)) = self.return_plain_fast(ins.a, base) {
                            // SAFETY: the caller's frame (now on top) owns its function.
                            f = unsafe { &*cf };
                            base = cbase;
                            code = &f.code.code[..];
                            lits = &f.lits[..];
                            goto!(cpc as usize);
                            refresh!();
                            continue;
                        }
                        let v = if ins.a == NONE {
                            None
                        } else if ins.a & LIT != 0 {
                            lits[(ins.a & !LIT) as usize].clone()
                        } else {
                            match self.stack[base + ins.a as usize].take() {
                                Some(Value::Ref(r)) => {
                                    let v = r.0.borrow().clone();
                                    Some(v)
                                }
                                Some(v) => Some(v),
                                None => Some(slow!(self.undef_read(ins.a))),
                            }
                        };
                        let n = self.frames.len();
                        if self.frames[n - 1].is_include {
                            self.finish_include();
                        }
                        if n == 1 {
                            slow!(self.main_return_destructors());
                        }
                        let fr = &self.frames[n - 1];
                        let (fbase, ret, stop, is_include) =
                            (fr.base, fr.ret, fr.stop, fr.is_include);
                        let v = match v {
                            Some(v) => v,
                            None if is_include => Value::Int(1),
                            None => Value::Null,
                        };
                        // A generator the loop resumed (foreach) ends: see generators.rs.
                        if ret == NONE && !stop && self.loop_generator_on_top() {
                            self.gen_loop_return(v);
                            continue 'reload;
                        }
                        self.frames.truncate(n - 1);
                        self.truncate_stack(fbase);
                        if stop {
                            return Ok(v);
                        }
                        if ret != NONE {
                            let caller: &Frame = self.frames.last().expect("caller");
                            let s = &mut self.stack[caller.base + ret as usize];
                            if let Some(v) = put_checked(s, v) {
                                if let Err(e) = self.store_typed_slot(ret, v) {
                                    match self.handle_fault(e) {
                                        Ok(()) => continue 'reload,
                                        Err(f) => return Err(f),
                                    }
                                }
                            }
                        }
                        continue 'reload;
                    }
                    Op::RecvDefault => {
                        let fr = self.frames.last().expect("frame");
                        if (ins.a) < fr.argc && self.stack[base + ins.a as usize].is_some() {
                            goto!(ins.c as usize);
                        }
                    }
                    Op::RecvCheck => {
                        slow!(self.recv_check(ins.a));
                    }
                    Op::RecvVariadic => {
                        let v = slow!(self.recv_variadic());
                        self.stack[base + ins.a as usize] = Some(v);
                    }
                    Op::VerifyReturn => {
                        // A value that already has the declared type stays as it is.
                        let fits = ins.b != 1
                            && match (&f.code.return_type, rd!(ins.a)) {
                                (Some(t), Some(v)) => crate::calls::value_fits(t, v),
                                _ => false,
                            };
                        if !fits {
                            slow!(self.verify_return(ins.a, ins.b == 1));
                        }
                    }
                    Op::Silence => {
                        let old = self.err.reporting;
                        self.stack[base + ins.a as usize] = Some(Value::Int(old));
                        self.err.reporting &= crate::errors::E_FATALS;
                    }
                    Op::EndSilence => {
                        if let Some(Value::Int(old)) = rd!(ins.a) {
                            let old = *old;
                            if self.err.reporting & !crate::errors::E_FATALS == 0 {
                                self.err.reporting = old;
                            }
                        }
                    }
                    Op::Include | Op::Eval => {
                        sync!();
                        match self.include_op(*ins) {
                            Ok(true) => continue 'reload,
                            Ok(false) => refresh!(),
                            Err(fault) => match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            },
                        }
                    }
                    Op::Exit => {
                        let v = if ins.a == NONE {
                            Value::Null
                        } else {
                            slow!(self.operand(ins.a))
                        };
                        slow!(self.exit_op(v));
                    }
                    Op::FeReset => {
                        let v = slow!(self.operand(ins.b));
                        slow!(self.fe_reset(ins.a, v));
                    }
                    Op::FeResetRef => {
                        slow!(self.fe_reset_ref(ins.a, ins.b));
                    }
                    Op::FeFetch => {
                        // SAFETY: the verifier checked FeFetch's three iterator slots and variable.
                        match unsafe { crate::foreach_fast::fetch(regs, ins.a, ins.b) } {
                            Some(false) => {}
                            Some(true) => goto!(ins.c as usize),
                            None => match slow!(self.fe_fetch(ins.a, ins.b)) {
                                FeStep::Next => {}
                                FeStep::Done => goto!(ins.c as usize),
                                // A generator's frame was pushed; this FeFetch runs again after it yields.
                                FeStep::Resumed => continue 'reload,
                            },
                        }
                    }
                    Op::FeFetchRef => {
                        let done = slow!(self.fe_fetch_ref(ins.a, ins.b));
                        if done {
                            goto!(ins.c as usize);
                        }
                    }
                    // Destructors due first (php ran them when their objects
                    // went, e.g. a generator's locals as a throw left it), so
                    // their handles are freed before the iterator's.
                    Op::FeFree if rphp_value::object::destructors_pending() => {
                        slow!(self.run_destructors());
                        // SAFETY: steps back to this instruction.
                        ip = unsafe { ip.sub(1) };
                    }
                    Op::FeFree => {
                        let i = base + ins.a as usize;
                        self.stack[i] = None;
                        if rphp_value::object::destructors_pending() {
                            // The iterator was a suspended generator: php destroys
                            // it (and frees its handle) before the loop's handle.
                            slow!(self.run_destructors());
                        }
                        self.stack[i + 1] = None;
                        self.stack[i + 2] = None;
                        // After the iterator: php frees its iterator's handle last.
                        self.stack[i + 3] = None;
                    }
                    Op::MatchError => {
                        let v = slow!(self.operand(ins.a));
                        let fault = self.match_error(&v);
                        tri!(Err::<(), Fault>(fault));
                    }
                    Op::Throw => {
                        // A temporary (`throw new E`) is moved out: php frees it
                        // as it throws, so nothing keeps the throwable alive
                        // once the catch variable lets it go.
                        let temp = ins.a & rphp_bytecode::LIT == 0
                            && ins.a as usize >= f.code.num_cvs() as usize;
                        let v = if temp {
                            match self.stack[base + ins.a as usize].take() {
                                Some(v) => v.get(),
                                None => Value::Null,
                            }
                        } else {
                            slow!(self.operand(ins.a))
                        };
                        let fault = self.throw_value(v);
                        tri!(Err::<(), Fault>(fault));
                    }
                    Op::Catch => {
                        let class = slow!(self.operand(ins.b));
                        let matched = match (self.in_flight_value(), &class) {
                            (Some(t), Value::Str(c)) => {
                                crate::errors::is_instance(t, &c.to_string_lossy())
                            }
                            _ => false,
                        };
                        if matched {
                            let t = self.in_flight_take();
                            self.stack[base + ins.a as usize] = t;
                        } else {
                            goto!(ins.c as usize);
                        }
                    }
                    Op::Rethrow => {
                        let t = self.in_flight_take().unwrap_or_default();
                        tri!(Err::<(), Fault>(Fault::Throw(t)));
                    }
                    Op::FetchProp if !rphp_value::object::destructors_pending() => {
                        let fast = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Object(o)), Some(Value::Str(n))) => {
                                crate::object_fast::prop(f, o, n.as_bytes(), ins.c).and_then(
                                    // SAFETY: nothing writes the store while this
                                    // borrow lives: the value is only cloned out of
                                    // it (no PHP code, no destructor runs).
                                    |(p, i)| match unsafe { o.0.store.try_borrow_unguarded() }
                                        .ok()?
                                    {
                                        // A slotted object: the slot is the index.
                                        PropStore::Slots(s) => {
                                            s.get(i).and_then(|v| v.as_ref()).map(|v| v.get())
                                        }
                                        PropStore::Table(props) => props
                                            .str_at(i, &p.key)
                                            .or_else(|| props.get_str(p.key.as_bytes()))
                                            .map(|v| v.get()),
                                    },
                                )
                            }
                            _ => None,
                        };
                        match fast {
                            Some(v) => set!(ins.a, v),
                            None => slow!(self.object_op(*ins)),
                        }
                    }
                    Op::AssignProp if !rphp_value::object::destructors_pending() => {
                        let fast = match (rd!(ins.a), rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Object(o)), Some(Value::Str(n)), Some(v)) => {
                                crate::object_fast::prop(f, o, n.as_bytes(), ins.b)
                                    .filter(|(p, _)| !p.readonly)
                                    .and_then(|(p, i)| {
                                        let v = v.get();
                                        // A typed property takes the value as `check_typed`
                                        // converts it; a mismatch takes the general path.
                                        let v = match &p.ty {
                                            None => v,
                                            // Already of the type (a promoted parameter).
                                            Some(t) if crate::calls::value_fits(t, &v) => v,
                                            Some(t) => {
                                                // (A deprecation to raise: general path.)
                                                crate::calls::coerce_decl(t, v, f.code.strict_types)
                                                    .ok()
                                                    .filter(|(_, note)| note.is_none())?
                                                    .0
                                            }
                                        };
                                        // A slotted object is written in place.
                                        match crate::object_fast::write_slot(o, i, v) {
                                            Ok(()) => Some(None),
                                            Err(v) => Some(Some((o.clone(), p.key.clone(), i, v))),
                                        }
                                    })
                            }
                            _ => None,
                        };
                        let done = match fast {
                            Some(None) => true,
                            Some(Some((o, key, i, v))) => 'w: {
                                let mut st = o.0.store.borrow_mut();
                                let props = match &mut *st {
                                    PropStore::Table(t) => t,
                                    // `write_slot` declined it: general path.
                                    PropStore::Slots(_) => break 'w false,
                                };
                                // Where the class declares it, usually; absent when the
                                // declared ones before it fill the table (a constructor
                                // setting typed properties in order); else by key.
                                let at = props.str_at(i, &key).is_some();
                                let appends = !at && crate::objects::appends_in_order(&o, props, i);
                                let found = if at {
                                    props.str_at_mut(i, &key)
                                } else if appends {
                                    None
                                } else {
                                    props.get_mut(&rphp_value::ArrayKey::from_php_str(key.clone()))
                                };
                                match found {
                                    Some(Value::Ref(r)) => {
                                        let r = r.clone();
                                        drop(st);
                                        r.set(v);
                                        true
                                    }
                                    Some(slot) => {
                                        let old = std::mem::replace(slot, v);
                                        drop(st);
                                        drop(old);
                                        true
                                    }
                                    // Not in the table yet (an uninitialised typed property,
                                    // a promoted constructor parameter): `write_prop` inserts
                                    // it and restores declaration order. Objects with native
                                    // state may keep properties elsewhere: general path.
                                    // (With `__set`, a missing one may have been unset.)
                                    None if o.0.internal.borrow().is_none()
                                        && !crate::objects::has_magic_set(&o) =>
                                    {
                                        if appends {
                                            props.append_absent(key, v);
                                        } else {
                                            props
                                                .insert(rphp_value::ArrayKey::from_php_str(key), v);
                                            drop(st);
                                            crate::objects::reorder(&o);
                                        }
                                        true
                                    }
                                    None => false,
                                }
                            }
                            None => false,
                        };
                        if !done {
                            slow!(self.object_op(*ins));
                        }
                    }
                    Op::PropRef if !rphp_value::object::destructors_pending() => {
                        // `$o->p op= v` / `$o->p++` (see the compiler's `assign_op`):
                        // `PropRef t o p; PathStart d t; PathAssignOp v op | PathIncDec k`
                        // on a plain declared property holding a number is done in
                        // place, with no reference made; anything else runs them.
                        // SAFETY: `PropRef` is never a function's last instruction
                        // (every function ends with `Return`), and a `PathStart` is
                        // always followed by its terminal.
                        let next = unsafe { &*ip };
                        if next.op == Op::PathStart && next.b == ins.a && next.a != NONE {
                            let term = unsafe { &*ip.add(1) };
                            let r = match (rd!(ins.b), rd!(ins.c)) {
                                (Some(Value::Object(o)), Some(Value::Str(n)))
                                    if matches!(term.op, Op::PathAssignOp | Op::PathIncDec) =>
                                {
                                    let operand = match term.op {
                                        Op::PathAssignOp => rd!(term.a).as_ref(),
                                        _ => None,
                                    };
                                    crate::object_fast::prop(f, o, n.as_bytes(), ins.c)
                                        .filter(|(p, _)| p.ty.is_none() && !p.readonly)
                                        .and_then(|(p, i)| {
                                            prop_op_in_place(o, &p.key, i, term, operand)
                                        })
                                }
                                _ => None,
                            };
                            if let Some(r) = r {
                                // SAFETY: skips the `PathStart` and its terminal (see
                                // above); first, as `set!` may resume after it.
                                ip = unsafe { ip.add(2) };
                                set!(next.a, r);
                                continue;
                            }
                        }
                        let fast = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Object(o)), Some(Value::Str(n))) => {
                                crate::object_fast::prop(f, o, n.as_bytes(), ins.c)
                                    .filter(|(p, _)| p.ty.is_none() && !p.readonly)
                                    .and_then(|(p, i)| {
                                        let mut st = o.0.store.borrow_mut();
                                        let slot = match &mut *st {
                                            PropStore::Slots(s) => s.get_mut(i)?.as_mut(),
                                            PropStore::Table(props) => {
                                                let k = rphp_value::ArrayKey::from_php_str(
                                                    p.key.clone(),
                                                );
                                                props.get_mut(&k)
                                            }
                                        };
                                        slot.map(|slot| match slot {
                                            Value::Ref(r) => r.clone(),
                                            _ => {
                                                let r = rphp_value::Reference::new(std::mem::take(
                                                    slot,
                                                ));
                                                *slot = Value::Ref(r.clone());
                                                r
                                            }
                                        })
                                    })
                            }
                            _ => None,
                        };
                        match fast {
                            Some(r) => self.stack[base + ins.a as usize] = Some(Value::Ref(r)),
                            None => slow!(self.object_op(*ins)),
                        }
                    }
                    Op::InitMethod if !rphp_value::object::destructors_pending() => {
                        let fast = match (rd!(ins.a), rd!(ins.b)) {
                            (Some(Value::Object(o)), Some(Value::Str(n))) => {
                                crate::object_fast::method(f, o, n.as_bytes(), ins.b)
                                    .map(|m| (m.func.clone(), o.clone()))
                            }
                            _ => None,
                        };
                        match fast {
                            Some((g, o)) => push_bound(&mut self.pending, g, o, self.stack.len()),
                            None => slow!(self.object_op(*ins)),
                        }
                    }
                    Op::InitStatic
                        if !rphp_value::object::destructors_pending()
                            && !f.is_method
                            && ins.c == 0 =>
                    {
                        let fast = match (rd!(ins.a), rd!(ins.b)) {
                            (Some(Value::Str(c)), Some(Value::Str(n)))
                                if !crate::objects::names_scope(c.as_bytes()) =>
                            {
                                Some((c.clone(), n.clone()))
                            }
                            _ => None,
                        };
                        let fast = fast.and_then(|(c, n)| {
                            let (class, called) = self.class_by_str(&c)?;
                            crate::object_fast::static_method(f, &class, n.as_bytes(), ins.b)
                                .map(|m| (m.func.clone(), called))
                        });
                        match fast {
                            Some((g, called)) => {
                                let p = crate::vm::Pending {
                                    has_ref: g.has_ref,
                                    callee: crate::runtime::Callee::Closure(g, Value::Str(called)),
                                    args_base: self.stack.len(),
                                    named: Vec::new(),
                                };
                                push_fast(&mut self.pending, p);
                            }
                            None => slow!(self.object_op(*ins)),
                        }
                    }
                    // `new C` of a class named by a literal: the class and its
                    // constructor are found once (see `class_by_str`, `ctor_fast`).
                    Op::NewObj if ins.b & LIT != 0 => {
                        // The common case first: a class found before by this very
                        // literal (so a real class, never `self`/`static`/`parent`,
                        // which name no class) that is ordinary and whose default
                        // properties are one template: the object is made here.
                        let hit = match rd!(ins.b) {
                            Some(Value::Str(c)) => {
                                self.classes
                                    .by_str
                                    .get(&c.addr())
                                    .and_then(|(_, class, _)| {
                                        let d = class
                                            .default_slots
                                            .get()
                                            .filter(|_| class.plain_new())?;
                                        let dtor = rphp_value::ClassInfo::has_destructor(&**class);
                                        let rc: std::rc::Rc<dyn rphp_value::ClassInfo> =
                                            class.clone();
                                        Some(rphp_value::PhpObject::with_default_slots(rc, d, dtor))
                                    })
                            }
                            _ => None,
                        };
                        if let Some(o) = hit {
                            // SAFETY: register operands are below the frame's `num_slots`.
                            let d = unsafe { &mut *regs.add(ins.a as usize) };
                            if slot_plain(d) {
                                // SAFETY: a plain slot owns nothing.
                                unsafe { std::ptr::write(d, Some(Value::Object(o))) };
                            } else {
                                *d = Some(Value::Object(o));
                            }
                            continue;
                        }
                        let class = match rd!(ins.b) {
                            Some(Value::Str(c)) if !crate::objects::names_scope(c.as_bytes()) => {
                                let c = c.clone();
                                self.class_by_str(&c).map(|(class, _)| class)
                            }
                            _ => None,
                        };
                        match class {
                            Some(class) => {
                                let o = slow!(self.instantiate(&class));
                                // SAFETY: register operands are below the frame's `num_slots`.
                                unsafe { *regs.add(ins.a as usize) = Some(Value::Object(o)) };
                            }
                            None => slow!(self.object_op(*ins)),
                        }
                    }
                    Op::InitCtor if !rphp_value::object::destructors_pending() => {
                        // `new C` of a class known to have no constructor, with no
                        // arguments: php's `NEW` skips the `DO_FCALL` that follows,
                        // and so does this (the general path would call a no-op
                        // builtin that does nothing observable).
                        // SAFETY: an `InitCtor` is followed by its call's
                        // instructions (at least the `DoCall`), so `ip` is in the code.
                        let next = unsafe { &*ip };
                        if next.op == Op::DoCall && next.a == NONE {
                            if let Some(Value::Object(o)) = rd!(ins.a) {
                                if crate::classes::class_of(o)
                                    .is_some_and(|c| c.no_ctor.get() == Some(&true))
                                {
                                    // SAFETY: past the `DoCall`, still in the code.
                                    ip = unsafe { ip.add(1) };
                                    continue;
                                }
                            }
                        }
                        let fast = match rd!(ins.a) {
                            Some(Value::Object(o)) => crate::classes::class_of(o)
                                .and_then(|c| c.ctor_fast())
                                .map(|g| (g.clone(), o.clone())),
                            _ => None,
                        };
                        match fast {
                            Some((g, o)) => push_bound(&mut self.pending, g, o, self.stack.len()),
                            None => slow!(self.object_op(*ins)),
                        }
                    }
                    Op::DeclareClass
                    | Op::NewObj
                    | Op::InitCtor
                    | Op::InitMethod
                    | Op::InitStatic
                    | Op::FetchProp
                    | Op::FetchPropQ
                    | Op::AssignProp
                    | Op::PropRef
                    | Op::IssetProp
                    | Op::UnsetProp
                    | Op::StaticPropRef
                    | Op::BindPropRef
                    | Op::ClassConst
                    | Op::Clone => {
                        slow!(self.object_op(*ins));
                    }
                    Op::MakeCallable => {
                        let v = self.make_callable();
                        refresh!();
                        set!(ins.a, v);
                    }
                    Op::GenCreate => {
                        sync!();
                        match self.gen_create() {
                            Some(v) => return Ok(v),
                            None => continue 'reload,
                        }
                    }
                    Op::Yield => {
                        sync!();
                        match tri!(self.gen_yield(*ins)) {
                            YieldStep::Reload => continue 'reload,
                            _ => return Ok(Value::Null),
                        }
                    }
                    Op::YieldFrom => {
                        sync!();
                        match tri!(self.gen_yield_from(*ins)) {
                            YieldStep::Continue => refresh!(),
                            YieldStep::Return => return Ok(Value::Null),
                            YieldStep::Reload => continue 'reload,
                        }
                    }
                    Op::MethodCall => {
                        let v = slow!(self.method_call(ins.b, ins.c));
                        set!(ins.a, v);
                    }
                    Op::New => {
                        let v = slow!(self.new_op(ins.b, ins.c));
                        set!(ins.a, v);
                    }
                    Op::InstanceOf => {
                        let v = slow!(self.operand(ins.b));
                        let c = slow!(self.operand(ins.c));
                        let b = match c {
                            // (`self` in a variable names no class: only literals resolve it.)
                            Value::Str(c)
                                if ins.c & LIT == 0
                                    || !crate::objects::names_scope(c.as_bytes()) =>
                            {
                                crate::errors::is_instance(&v, &c.to_string_lossy())
                            }
                            c => slow!(self.instanceof_dyn(&v, &c)),
                        };
                        set!(ins.a, Value::Bool(b));
                    }
                    Op::Strlen => {
                        let fast = match rd!(ins.b) {
                            Some(Value::Str(s)) => Some(s.len() as i64),
                            _ => None,
                        };
                        let v = match fast {
                            Some(n) => Value::Int(n),
                            None => slow!(self.strlen_slow(ins.b)),
                        };
                        set!(ins.a, v);
                    }
                    Op::Count => {
                        let fast = match rd!(ins.b) {
                            Some(Value::Array(a)) => Some(a.len() as i64),
                            // An array passed by reference (`function f(array &$a)`).
                            Some(Value::Ref(r)) => match &*r.0.borrow() {
                                Value::Array(a) => Some(a.len() as i64),
                                _ => None,
                            },
                            _ => None,
                        };
                        let v = match fast {
                            Some(n) => Value::Int(n),
                            None => slow!(self.count_slow(ins.b, ins.c == 1)),
                        };
                        set!(ins.a, v);
                    }
                }
            }
        }
    }

    /// Routes a fault: a throwable unwinds to the nearest handler (Ok: continue
    /// there) or out of this `execute` (Err); exit ends everything.
    pub(crate) fn handle_fault(&mut self, fault: Fault) -> Result<(), Fault> {
        let mut v = match fault {
            Fault::Exit => return Err(Fault::Exit),
            Fault::Throw(v) => v,
        };
        self.path.clear();
        loop {
            let Some(frame) = self.frames.last_mut() else {
                return Err(Fault::Throw(v));
            };
            let at = frame.pc.saturating_sub(1);
            let h = frame
                .func
                .code
                .handlers
                .iter()
                .find(|h| h.start <= at && at < h.end)
                .map(|h| (h.start, h.target));
            if !self.in_flight.is_empty() {
                self.in_flight_unwind(&v, at, h.map(|h| h.0));
            }
            self.mark_ctors_failed(at);
            let frame = self.frames.last_mut().expect("frame");
            if let Some((_, target)) = h {
                frame.pc = target;
                let top = frame.base + frame.func.code.num_slots as usize;
                let pb = frame.pending_base;
                self.pending.truncate(pb);
                self.stack.truncate(top);
                self.in_flight_push(target, v);
                return Ok(());
            }
            let frame = self.frames.last().expect("frame");
            if self.frames.len() == 1 && self.fibers.is_empty() && self.is_main_frame(frame) {
                // The script's own frame: its variables are the globals,
                // which php keeps until shutdown (after reporting the
                // throwable). Its temporaries (a loop's iterator) go now, and
                // the destructors due (theirs, and the variables' of the
                // frames the throwable left) run before the report, as in php.
                let cvs = frame.base + frame.func.code.num_cvs() as usize;
                let end = frame.base + frame.func.code.num_slots as usize;
                let pb = frame.pending_base;
                self.pending.truncate(pb);
                self.stack.truncate(end);
                for i in cvs..self.stack.len() {
                    self.stack[i] = None;
                }
                if let Err(Fault::Throw(d)) = self.run_destructors() {
                    v = d;
                }
                self.frames.pop();
                self.stack.truncate(cvs);
                return Err(Fault::Throw(v));
            }
            let frame = self.frames.pop().expect("frame");
            self.pending.truncate(frame.pending_base);
            self.stack.truncate(frame.base);
            if frame.stop {
                return Err(Fault::Throw(v));
            }
            if self
                .generators
                .last()
                .is_some_and(|g| g.1 == self.frames.len())
            {
                self.gen_loop_abort();
            }
        }
    }
}

impl Vm {
    /// A throwable leaves the top frame at instruction `at`: the objects of
    /// the `new` expressions whose constructor call it interrupts (thrown by
    /// the constructor, by its arguments' evaluation or at entry, e.g. too
    /// few arguments) never get their destructor, as in php, where such an
    /// object is marked as destructed. Only the exception path pays: the
    /// code is scanned back from `at` for the calls started and not yet
    /// made, whose starts and ends nest as the compiler lays them out.
    #[cold]
    fn mark_ctors_failed(&mut self, at: u32) {
        let frame = self.frames.last().expect("frame");
        let code = &frame.func.code.code;
        let base = frame.base;
        let Some(mut i) = (at as usize).checked_add(1).filter(|&i| i <= code.len()) else {
            return;
        };
        // A fused call's operands follow it: the call is the instruction before them.
        while i > 0 && code[i - 1].op == Op::Args {
            i -= 1;
        }
        let mut objs = Vec::new();
        if i > 0 {
            let ins = code[i - 1];
            if ins.op == Op::CallMethod && ins.c & rphp_bytecode::CTOR_CALL != 0 {
                objs.push(ins.b);
            }
            // The call at `at` itself did not complete (it threw, or its callee did).
            if matches!(ins.op, Op::DoCall | Op::CallMethod | Op::CallStatic) {
                i -= 1;
            }
        }
        let mut depth = 0usize;
        while i > 0 {
            i -= 1;
            let ins = code[i];
            match ins.op {
                Op::DoCall | Op::MakeCallable => depth += 1,
                Op::InitCall | Op::InitCallDyn | Op::InitMethod | Op::InitStatic | Op::InitCtor => {
                    if depth > 0 {
                        depth -= 1;
                    } else if ins.op == Op::InitCtor {
                        objs.push(ins.a);
                    }
                }
                _ => {}
            }
        }
        for r in objs {
            if r & LIT != 0 {
                continue;
            }
            if let Some(Some(Value::Object(o))) = self.stack.get(base + r as usize) {
                o.0.destructed.set(true);
            }
        }
    }
}

impl Vm {
    /// Whether `frame` runs the main script's top-level code.
    #[cold]
    fn is_main_frame(&self, frame: &Frame) -> bool {
        frame.stop
            && self
                .main_script
                .as_ref()
                .is_some_and(|m| std::rc::Rc::ptr_eq(&m.main(), &frame.func))
    }
}

/// Formats an integer without allocating.
pub(crate) fn itoa_buf(i: i64) -> ItoaBuf {
    let mut b = ItoaBuf {
        buf: [0; 20],
        start: 20,
    };
    let neg = i < 0;
    let mut n = i.unsigned_abs();
    loop {
        b.start -= 1;
        b.buf[b.start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if neg {
        b.start -= 1;
        b.buf[b.start] = b'-';
    }
    b
}

pub(crate) struct ItoaBuf {
    buf: [u8; 20],
    start: usize,
}

impl ItoaBuf {
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.buf[self.start..]).unwrap_or("")
    }
}

/// Result of an inline arithmetic fast path.
enum Fast {
    Int(i64),
    Float(f64),
    No,
}

/// Writes a slot (through a reference); scalars being replaced need no drop.
#[inline(always)]
pub(crate) fn put(s: &mut crate::Slot, v: Value) {
    match s {
        Some(Value::Ref(r)) => store_ref_unchecked(r, v),
        // SAFETY: the old contents own no heap data, so overwriting without dropping leaks nothing.
        None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)) => unsafe {
            std::ptr::write(s, Some(v))
        },
        _ => *s = Some(v),
    }
}

/// `put`, except that a reference that may be typed is left alone and the
/// value handed back (`Some`) for `Vm::store_typed_slot` to check.
#[inline(always)]
pub(crate) fn put_checked(s: &mut crate::Slot, v: Value) -> Option<Value> {
    match s {
        Some(Value::Ref(r)) => store_ref(r, v),
        // SAFETY: the old contents own no heap data, so overwriting without dropping leaks nothing.
        None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)) => {
            unsafe { std::ptr::write(s, Some(v)) };
            None
        }
        _ => {
            *s = Some(v);
            None
        }
    }
}

#[cold]
#[inline(never)]
fn store_ref(r: &rphp_value::Reference, v: Value) -> Option<Value> {
    if crate::typed_refs::maybe_typed(r) {
        return Some(v);
    }
    *r.0.borrow_mut() = v;
    None
}

#[cold]
#[inline(never)]
fn store_ref_unchecked(r: &rphp_value::Reference, v: Value) {
    *r.0.borrow_mut() = v;
}

/// Clones a value; scalars are rebuilt from their fields (never read as one
/// 16-byte unit, which would stall store forwarding after a field-wise write).
#[inline(always)]
pub(crate) fn fast_clone(v: &Value) -> Value {
    // Field by field: the slot may have just been written field-wise, and a
    // whole 16-byte read of it would stall store forwarding.
    match v {
        Value::Int(i) => Value::Int(*i),
        Value::Float(f) => Value::Float(*f),
        Value::Bool(b) => Value::Bool(*b),
        Value::Null => Value::Null,
        _ => v.clone(),
    }
}

/// Drops a value, skipping the (out-of-line) drop glue for scalars.
#[inline(always)]
fn drop_unless_scalar(v: Value) {
    if is_scalar(&v) {
        std::mem::forget(v);
    } else {
        drop(v);
    }
}

/// The value of an array element, looking through a reference.
#[inline(always)]
fn deref_clone(v: &Value) -> Value {
    match v {
        Value::Ref(r) => r.0.borrow().clone(),
        v => fast_clone(v),
    }
}

/// `$a[$i] = v` on an array: writes through an element reference, else replaces or inserts.
#[inline(always)]
/// `Some`: the element is a reference that may be typed (general path).
fn set_int_key(a: &mut rphp_value::PhpArray, i: i64, v: Value) -> Option<Value> {
    match a.get_int_mut(i) {
        Some(Value::Ref(r)) => {
            if crate::typed_refs::maybe_typed(r) {
                return Some(v);
            }
            r.set(v)
        }
        // SAFETY: the old element owns no heap data, so overwriting it without a drop leaks nothing.
        Some(s @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))) => unsafe {
            std::ptr::write(s, v)
        },
        Some(s) => *s = v,
        None => a.insert(rphp_value::ArrayKey::Int(i), v),
    }
    None
}

/// `===` on two operands without the general path; None when that is
/// needed: an undefined operand (its read warns), a reference (compared by
/// what it holds) or two arrays.
#[inline(always)]
pub(crate) fn identical_fast(a: &crate::Slot, b: &crate::Slot) -> Option<bool> {
    match (a, b) {
        (Some(Value::Int(x)), Some(Value::Int(y))) => Some(x == y),
        (Some(Value::Str(x)), Some(Value::Str(y))) => Some(x.as_bytes() == y.as_bytes()),
        (Some(Value::Bool(x)), Some(Value::Bool(y))) => Some(x == y),
        (Some(Value::Null), Some(Value::Null)) => Some(true),
        (Some(Value::Float(x)), Some(Value::Float(y))) => Some(x == y),
        (Some(Value::Object(x)), Some(Value::Object(y))) => Some(x.ptr_eq(y)),
        // Values of different types are never identical. `$o === null`
        // comes here: no handle copy, no root.
        (Some(x), Some(y))
            if !matches!(x, Value::Ref(_))
                && !matches!(y, Value::Ref(_))
                && std::mem::discriminant(x) != std::mem::discriminant(y) =>
        {
            Some(false)
        }
        _ => None,
    }
}

/// Whether a value owns no heap data.
#[inline(always)]
pub(crate) fn is_scalar(v: &Value) -> bool {
    matches!(
        v,
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)
    )
}

/// The fused `$o->p op= v` / `$o->p++` on the property with table key `key`
/// (usually at position `pos`): when it holds an int or float and the
/// operation is integer or float `+`, `-`, `*` (or `++`/`--` on an int) that
/// does not overflow, it is applied in place and the expression's value
/// returned; `None` (nothing changed) sends the caller to the general path.
#[inline]
fn prop_op_in_place(
    o: &rphp_value::PhpObject,
    key: &rphp_value::PhpStr,
    pos: usize,
    term: &rphp_bytecode::Instr,
    operand: Option<&Value>,
) -> Option<Value> {
    let mut st = o.0.store.try_borrow_mut().ok()?;
    let slot = match &mut *st {
        PropStore::Slots(s) => s.get_mut(pos)?.as_mut()?,
        PropStore::Table(props) => {
            if props.str_at(pos, key).is_some() {
                props.str_at_mut(pos, key)?
            } else {
                props.get_mut(&rphp_value::ArrayKey::from_php_str(key.clone()))?
            }
        }
    };
    if term.op == Op::PathIncDec {
        let Value::Int(cur) = *slot else { return None };
        let new = if term.a == 0 || term.a == 2 {
            cur.checked_add(1)?
        } else {
            cur.checked_sub(1)?
        };
        *slot = Value::Int(new);
        return Some(Value::Int(if term.a < 2 { new } else { cur }));
    }
    let op = *Op::ALL.get(term.b as usize)?;
    let new = match (&*slot, operand?) {
        (Value::Int(x), Value::Int(y)) => Value::Int(match op {
            Op::Add => x.checked_add(*y)?,
            Op::Sub => x.checked_sub(*y)?,
            Op::Mul => rphp_value::ops::int_mul(*x, *y)?,
            _ => return None,
        }),
        (Value::Int(_) | Value::Float(_), Value::Int(_) | Value::Float(_)) => {
            let x = match &*slot {
                Value::Int(x) => *x as f64,
                Value::Float(x) => *x,
                _ => return None,
            };
            let y = match operand? {
                Value::Int(y) => *y as f64,
                Value::Float(y) => *y,
                _ => return None,
            };
            Value::Float(match op {
                Op::Add => x + y,
                Op::Sub => x - y,
                Op::Mul => x * y,
                _ => return None,
            })
        }
        _ => return None,
    };
    // Both are numbers (matched above): copied bit for bit, nothing to drop.
    let copy = match new {
        Value::Int(n) => Value::Int(n),
        Value::Float(x) => Value::Float(x),
        _ => return None,
    };
    std::mem::forget(std::mem::replace(slot, copy));
    Some(new)
}

/// Whether a slot's contents need no drop and no write-through.
#[inline(always)]
pub(crate) fn slot_plain(s: &crate::Slot) -> bool {
    matches!(
        s,
        None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))
    )
}

/// Copies a scalar value into a plain slot as one 16-byte move (building the
/// value field by field stalls store forwarding).
///
/// # Safety
/// `src` is a scalar (see [`is_scalar`]), `dst` a live slot whose contents are
/// plain (see [`slot_plain`]); they may be the same slot. `Some(v)` of a
/// `Value` has exactly `v`'s bytes (the `Option` uses the tag's niche), which
/// `layout_test::some_value_has_value_bytes` checks.
#[inline(always)]
pub(crate) unsafe fn copy_scalar(dst: *mut crate::Slot, src: *const Value) {
    // Field-wise: reading 16 bytes that were just written field-wise (or writing
    // them whole and reading fields) defeats store forwarding.
    // SAFETY: per the contract above.
    unsafe {
        match (&*src, &mut *dst) {
            (Value::Int(i), Some(Value::Int(d))) => *d = *i,
            (Value::Float(f), Some(Value::Float(d))) => *d = *f,
            (Value::Bool(b), Some(Value::Bool(d))) => *d = *b,
            (v, d) => write_scalar(d, v),
        }
    }
}

const _: () = assert!(std::mem::size_of::<crate::Slot>() == 16);

/// Records a pending call of `g` bound to object `o` (a closure, a method, a
/// constructor), its arguments starting at `args_base`.
#[inline(always)]
fn push_bound(
    pending: &mut Vec<crate::vm::Pending>,
    g: std::rc::Rc<crate::runtime::FuncRt>,
    o: rphp_value::PhpObject,
    args_base: usize,
) {
    let p = crate::vm::Pending {
        has_ref: g.has_ref,
        callee: crate::runtime::Callee::Closure(g, Value::Object(o)),
        args_base,
        named: Vec::new(),
    };
    push_fast(pending, p);
}

/// `Vec::push` with the common case inline (the std one stays out of line for large elements).
#[inline(always)]
pub(crate) fn push_fast<T>(v: &mut Vec<T>, x: T) {
    if v.len() == v.capacity() {
        v.reserve(1);
    }
    // SAFETY: capacity exceeds the length (reserved above); the slot is written
    // before the length covers it.
    unsafe {
        let len = v.len();
        std::ptr::write(v.as_mut_ptr().add(len), x);
        v.set_len(len + 1);
    }
}

/// Writes a scalar into slot memory holding nothing that needs dropping: the
/// tag as a constant, then the payload, so later field reads forward from the stores.
///
/// # Safety
/// `dst` is valid for writes and holds nothing that needs dropping.
#[inline(always)]
pub(crate) unsafe fn write_scalar(dst: *mut crate::Slot, v: &Value) {
    // SAFETY: per the contract above.
    unsafe {
        match v {
            Value::Int(i) => {
                std::ptr::write(dst, Some(Value::Int(0)));
                if let Some(Value::Int(d)) = &mut *dst {
                    *d = *i;
                }
            }
            Value::Float(f) => {
                std::ptr::write(dst, Some(Value::Float(0.0)));
                if let Some(Value::Float(d)) = &mut *dst {
                    *d = *f;
                }
            }
            Value::Bool(true) => std::ptr::write(dst, Some(Value::Bool(true))),
            Value::Bool(false) => std::ptr::write(dst, Some(Value::Bool(false))),
            _ => std::ptr::write(dst, Some(Value::Null)),
        }
    }
}

/// Pushes a scalar argument.
///
/// # Safety
/// `src` points at a live scalar value; it is read before the stack can reallocate.
#[inline(always)]
unsafe fn push_scalar(stack: &mut Vec<crate::Slot>, src: *const Value) {
    // SAFETY: per the contract above; the value is copied out first.
    unsafe {
        // A scalar owns nothing: `ManuallyDrop` spares the (out-of-line) drop glue.
        let v = std::mem::ManuallyDrop::new(match &*src {
            Value::Int(i) => Value::Int(*i),
            Value::Float(f) => Value::Float(*f),
            Value::Bool(b) => Value::Bool(*b),
            _ => Value::Null,
        });
        if stack.len() == stack.capacity() {
            stack.reserve(1);
        }
        let len = stack.len();
        write_scalar(stack.as_mut_ptr().add(len), &v);
        stack.set_len(len + 1);
    }
}

#[cfg(test)]
mod layout_test {
    use rphp_value::Value;

    fn bytes<T>(v: &T) -> [u8; 16] {
        // SAFETY: both types are 16 bytes (checked at compile time).
        unsafe { std::ptr::read(v as *const T as *const [u8; 16]) }
    }

    #[test]
    fn some_value_has_value_bytes() {
        for v in [
            Value::Null,
            Value::Bool(true),
            Value::Int(-7),
            Value::Float(2.5),
        ] {
            let s: crate::Slot = Some(v.clone());
            let (a, b) = (bytes(&v), bytes(&s));
            // The tag byte and the meaningful payload must agree; padding may differ.
            assert_eq!(a[0], b[0]);
            match v {
                Value::Bool(_) => assert_eq!(a[1], b[1]),
                Value::Int(_) | Value::Float(_) => assert_eq!(a[8..], b[8..]),
                _ => {}
            }
            // And copying the value's bytes into a slot reads back as `Some(v)`.
            let copied: crate::Slot =
                unsafe { std::ptr::read(&v as *const Value as *const crate::Slot) };
            assert!(matches!((&copied, &v), (Some(x), y) if x.strict_eq(y)));
        }
    }
}
