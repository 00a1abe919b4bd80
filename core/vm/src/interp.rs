//! The interpreter loop: one `match` over the opcode, with each handler's
//! common case inline (int and float arithmetic, string appends, array
//! reads) and everything else in methods of the `arith`, `dims` and `calls`
//! modules, reached with the program counter saved first so diagnostics
//! report the right line.

use crate::vm::{Frame, Vm};
use rphp_bytecode::{Op, LIT, NONE};
use rphp_value::{Fault, Value};

/// Check the memory limit every this many backward jumps.
const BACKEDGE_CHECK: u32 = 4096;

impl Vm {
    /// Runs from the top frame until a frame marked `stop` returns; its result is returned.
    pub(crate) fn execute(&mut self) -> Result<Value, Fault> {
        'reload: loop {
            let frame = self.frames.last().expect("a frame to run");
            let f = frame.func.clone();
            let base = frame.base;
            let mut pc = frame.pc as usize;
            let code = &f.code.code[..];
            let lits = &f.lits[..];
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
                    // SAFETY: register operands are below the frame's `num_slots`.
                    let s = unsafe { &mut *regs.add($x as usize) };
                    match s {
                        Some(Value::Ref(r)) => {
                            *r.0.borrow_mut() = v;
                        }
                        _ => *s = Some(v),
                    }
                }};
            }
            macro_rules! set_int {
                ($x:expr, $v:expr) => {{
                    let v: i64 = $v;
                    // SAFETY: register operands are below the frame's `num_slots`.
                    let s = unsafe { &mut *regs.add($x as usize) };
                    match s {
                        Some(Value::Int(d)) => *d = v,
                        Some(Value::Ref(r)) => store_ref(r, Value::Int(v)),
                        _ => {
                            *s = Some(Value::Int(0));
                            if let Some(Value::Int(d)) = s {
                                *d = v;
                            }
                        }
                    }
                }};
            }
            macro_rules! set_float {
                ($x:expr, $v:expr) => {{
                    let v: f64 = $v;
                    // SAFETY: register operands are below the frame's `num_slots`.
                    let s = unsafe { &mut *regs.add($x as usize) };
                    match s {
                        Some(Value::Float(d)) => *d = v,
                        Some(Value::Ref(r)) => store_ref(r, Value::Float(v)),
                        _ => {
                            *s = Some(Value::Float(0.0));
                            if let Some(Value::Float(d)) = s {
                                *d = v;
                            }
                        }
                    }
                }};
            }
            macro_rules! set_bool {
                ($x:expr, $v:expr) => {{
                    let v: bool = $v;
                    // SAFETY: register operands are below the frame's `num_slots`.
                    let s = unsafe { &mut *regs.add($x as usize) };
                    match s {
                        Some(Value::Bool(d)) => *d = v,
                        Some(Value::Ref(r)) => store_ref(r, Value::Bool(v)),
                        _ => {
                            *s = Some(Value::Bool(false));
                            if let Some(Value::Bool(d)) = s {
                                *d = v;
                            }
                        }
                    }
                }};
            }
            macro_rules! sync {
                () => {
                    self.frames.last_mut().expect("frame").pc = pc as u32
                };
            }
            macro_rules! tri {
                ($e:expr) => {
                    match $e {
                        Ok(v) => v,
                        Err(fault) => {
                            sync!();
                            match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            }
                        }
                    }
                };
            }
            macro_rules! slow {
                ($e:expr) => {{
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
                        (Some(Value::Float(x)), Some(Value::Float(y))) => Fast::Float($float(*x, *y)),
                        (Some(Value::Int(x)), Some(Value::Float(y))) => Fast::Float($float(*x as f64, *y)),
                        (Some(Value::Float(x)), Some(Value::Int(y))) => Fast::Float($float(*x, *y as f64)),
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
                        let target = ins.c as usize;
                        if target < pc {
                            self.backedges += 1;
                            if self.backedges >= BACKEDGE_CHECK {
                                self.backedges = 0;
                                slow!(self.check_memory(0));
                            }
                        }
                        pc = target;
                    }
                }};
            }

            loop {
                debug_assert!(pc < code.len());
                // SAFETY: every function ends with `Return` and every jump target is an
                // instruction index the compiler emitted, so `pc` stays within `code`.
                let ins = unsafe { *code.get_unchecked(pc) };
                pc += 1;
                match ins.op {
                    Op::Nop => {}
                    Op::Assign => {
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
                        self.stack[base + ins.a as usize] = None;
                    }
                    Op::Add => arith!(ins, Op::Add, |x: i64, y: i64| x.checked_add(y), |x: f64, y: f64| x + y),
                    Op::Sub => arith!(ins, Op::Sub, |x: i64, y: i64| x.checked_sub(y), |x: f64, y: f64| x - y),
                    Op::Mul => arith!(ins, Op::Mul, |x: i64, y: i64| x.checked_mul(y), |x: f64, y: f64| x * y),
                    Op::Div => {
                        let fast = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Int(x)), Some(Value::Int(y))) if *y != 0 => {
                                if *y != -1 && x % y == 0 {
                                    Some(Value::Int(x / y))
                                } else {
                                    Some(Value::Float(*x as f64 / *y as f64))
                                }
                            }
                            (Some(Value::Float(x)), Some(Value::Float(y))) if *y != 0.0 => Some(Value::Float(x / y)),
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
                            (Some(Value::Int(x)), Some(Value::Int(y))) if *y != 0 && *y != -1 => Some(x % y),
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
                    Op::Pow | Op::BitAnd | Op::BitOr | Op::BitXor | Op::Shl | Op::Shr | Op::Spaceship => {
                        let fast = match (ins.op, rd!(ins.b), rd!(ins.c)) {
                            (Op::BitAnd, Some(Value::Int(x)), Some(Value::Int(y))) => Some(x & y),
                            (Op::BitOr, Some(Value::Int(x)), Some(Value::Int(y))) => Some(x | y),
                            (Op::BitXor, Some(Value::Int(x)), Some(Value::Int(y))) => Some(x ^ y),
                            (Op::Shl, Some(Value::Int(x)), Some(Value::Int(y))) if (0..64).contains(y) => Some(x << y),
                            (Op::Shr, Some(Value::Int(x)), Some(Value::Int(y))) if (0..64).contains(y) => Some(x >> y),
                            (Op::Spaceship, Some(Value::Int(x)), Some(Value::Int(y))) => Some(x.cmp(y) as i64),
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
                        slow!(self.concat(ins.a, ins.b, ins.c));
                    }
                    Op::Eq => compare!(ins, Op::Eq, ==),
                    Op::NotEq => compare!(ins, Op::NotEq, !=),
                    Op::Lt => compare!(ins, Op::Lt, <),
                    Op::Le => compare!(ins, Op::Le, <=),
                    Op::Identical | Op::NotIdentical => {
                        let fast = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Int(x)), Some(Value::Int(y))) => Some(x == y),
                            (Some(Value::Str(x)), Some(Value::Str(y))) => Some(x.as_bytes() == y.as_bytes()),
                            (Some(Value::Bool(x)), Some(Value::Bool(y))) => Some(x == y),
                            (Some(Value::Null), Some(Value::Null)) => Some(true),
                            _ => None,
                        };
                        let eq = match fast {
                            Some(b) => b,
                            None => slow!(self.identical_slow(ins.b, ins.c)),
                        };
                        set!(ins.a, Value::Bool(if ins.op == Op::Identical { eq } else { !eq }));
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
                        let slot = &mut self.stack[base + ins.b as usize];
                        let inc = matches!(ins.op, Op::PreInc | Op::PostInc);
                        let fast = match slot {
                            Some(Value::Int(i)) => {
                                let old = *i;
                                let new = if inc { old.checked_add(1) } else { old.checked_sub(1) };
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
                                    let r = if matches!(ins.op, Op::PreInc | Op::PreDec) { new } else { old };
                                    self.stack[base + ins.a as usize] = Some(Value::Int(r));
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
                    Op::Jmp => {
                        let target = ins.c as usize;
                        if target < pc {
                            self.backedges += 1;
                            if self.backedges >= BACKEDGE_CHECK {
                                self.backedges = 0;
                                slow!(self.check_memory(0));
                            }
                        }
                        pc = target;
                    }
                    Op::JmpLt => cmp_jump!(ins, Op::Lt, <, true),
                    Op::JmpLe => cmp_jump!(ins, Op::Le, <=, true),
                    Op::JmpNLt => cmp_jump!(ins, Op::Lt, <, false),
                    Op::JmpNLe => cmp_jump!(ins, Op::Le, <=, false),
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
                            let target = ins.c as usize;
                            if target < pc {
                                self.backedges += 1;
                                if self.backedges >= BACKEDGE_CHECK {
                                    self.backedges = 0;
                                    slow!(self.check_memory(0));
                                }
                            }
                            pc = target;
                        }
                    }
                    Op::JmpSet | Op::JmpNotNull => {
                        let v = match rd!(ins.b) {
                            Some(v) => v.get(),
                            None => Value::Null,
                        };
                        if !matches!(v, Value::Null) {
                            self.stack[base + ins.a as usize] = Some(v);
                            pc = ins.c as usize;
                        }
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
                        self.stack[base + ins.a as usize] =
                            Some(Value::Array(rphp_value::PhpArray::with_capacity(ins.b as usize)));
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
                        let fast = match (rd!(ins.b), rd!(ins.c)) {
                            (Some(Value::Array(a)), Some(Value::Int(k))) => a.get_int(*k).map(deref_clone),
                            (Some(Value::Array(a)), Some(Value::Str(k))) => a.get_str(k.as_bytes()).map(deref_clone),
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
                    Op::IssetDim | Op::EmptyDim => {
                        let v = slow!(self.isset_dim(ins.b, ins.c, ins.op == Op::EmptyDim));
                        set!(ins.a, Value::Bool(v));
                    }
                    Op::SetDim => {
                        let k = match rd!(ins.b) {
                            Some(Value::Ref(r)) => r.0.borrow().clone(),
                            Some(v) => v.clone(),
                            None => slow!(self.undef_read(ins.b)),
                        };
                        let v = match rd!(ins.c) {
                            Some(Value::Ref(r)) => r.0.borrow().clone(),
                            Some(v) => v.clone(),
                            None => slow!(self.undef_read(ins.c)),
                        };
                        let done = match (&mut self.stack[base + ins.a as usize], &k) {
                            (Some(Value::Array(a)), Value::Int(i)) => {
                                match a.get_int_mut(*i) {
                                    Some(Value::Ref(r)) => r.set(v.clone()),
                                    Some(s) => *s = v.clone(),
                                    None => a.insert(rphp_value::ArrayKey::Int(*i), v.clone()),
                                }
                                true
                            }
                            _ => false,
                        };
                        if !done {
                            slow!(self.set_dim_slow(ins.a, Some(k), v));
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
                        slow!(self.path_terminal(ins));
                    }
                    Op::PathCoalesce => {
                        let jumped = slow!(self.path_coalesce());
                        if jumped {
                            pc = ins.b as usize;
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
                            pc = ins.c as usize;
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
                    Op::MakeClosure => {
                        let v = self.make_closure(&f, ins.b);
                        self.stack[base + ins.a as usize] = Some(v);
                    }
                    Op::Capture | Op::CaptureIf | Op::CaptureRef => {
                        slow!(self.capture(ins));
                    }
                    Op::InitCall => {
                        slow!(self.init_call(&f, ins.a));
                    }
                    Op::InitCallDyn => {
                        let c = slow!(self.operand(ins.a));
                        slow!(self.init_call_dyn(c));
                    }
                    Op::SendVal => {
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
                        slow!(self.send_var(ins.a));
                    }
                    Op::SendRef => {
                        let v = self.stack[base + ins.a as usize].take();
                        self.stack.push(v);
                        refresh!();
                    }
                    Op::SendTmpRef => {
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
                            pc = ins.c as usize;
                        }
                    }
                    Op::DoCall => {
                        sync!();
                        match self.do_call(ins.a, ins.b == 1) {
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
                            return Ok(v.get());
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
                    Op::Return => {
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
                        if self.frames.last().expect("frame").is_include {
                            self.finish_include();
                        }
                        let frame = self.frames.pop().expect("frame");
                        let v = match v {
                            Some(v) => v,
                            None if frame.is_include => Value::Int(1),
                            None => Value::Null,
                        };
                        self.stack.truncate(frame.base);
                        if frame.stop {
                            return Ok(v);
                        }
                        if frame.ret != NONE {
                            let caller: &Frame = self.frames.last().expect("caller");
                            let s = &mut self.stack[caller.base + frame.ret as usize];
                            match s {
                                Some(Value::Ref(r)) => *r.0.borrow_mut() = v,
                                _ => *s = Some(v),
                            }
                        }
                        continue 'reload;
                    }
                    Op::RecvDefault => {
                        let fr = self.frames.last().expect("frame");
                        if (ins.a) < fr.argc && self.stack[base + ins.a as usize].is_some() {
                            pc = ins.c as usize;
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
                        slow!(self.verify_return(ins.a, ins.b == 1));
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
                        match self.include_op(ins) {
                            Ok(true) => continue 'reload,
                            Ok(false) => refresh!(),
                            Err(fault) => match self.handle_fault(fault) {
                                Ok(()) => continue 'reload,
                                Err(f) => return Err(f),
                            },
                        }
                    }
                    Op::Exit => {
                        let v = if ins.a == NONE { Value::Null } else { slow!(self.operand(ins.a)) };
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
                        let done = slow!(self.fe_fetch(ins.a, ins.b));
                        if done {
                            pc = ins.c as usize;
                        }
                    }
                    Op::FeFetchRef => {
                        let done = slow!(self.fe_fetch_ref(ins.a, ins.b));
                        if done {
                            pc = ins.c as usize;
                        }
                    }
                    Op::FeFree => {
                        let i = base + ins.a as usize;
                        self.stack[i] = None;
                        self.stack[i + 1] = None;
                        self.stack[i + 2] = None;
                    }
                    Op::MatchError => {
                        let v = slow!(self.operand(ins.a));
                        let fault = self.match_error(&v);
                        tri!(Err::<(), Fault>(fault));
                    }
                    Op::Throw => {
                        let v = slow!(self.operand(ins.a));
                        let fault = self.throw_value(v);
                        tri!(Err::<(), Fault>(fault));
                    }
                    Op::Catch => {
                        let class = slow!(self.operand(ins.b));
                        let matched = match (&self.in_flight, &class) {
                            (Some(t), Value::Str(c)) => crate::errors::is_instance(t, &c.to_string_lossy()),
                            _ => false,
                        };
                        if matched {
                            let t = self.in_flight.take();
                            self.stack[base + ins.a as usize] = t;
                        } else {
                            pc = ins.c as usize;
                        }
                    }
                    Op::Rethrow => {
                        let t = self.in_flight.take().unwrap_or_default();
                        tri!(Err::<(), Fault>(Fault::Throw(t)));
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
                            Value::Str(c) => crate::errors::is_instance(&v, &c.to_string_lossy()),
                            _ => false,
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
                            _ => None,
                        };
                        let v = match fast {
                            Some(n) => Value::Int(n),
                            None => slow!(self.count_slow(ins.b)),
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
        let v = match fault {
            Fault::Exit => return Err(Fault::Exit),
            Fault::Throw(v) => v,
        };
        self.path.clear();
        loop {
            let Some(frame) = self.frames.last_mut() else {
                return Err(Fault::Throw(v));
            };
            let at = frame.pc.saturating_sub(1);
            if let Some(h) = frame.func.code.handlers.iter().find(|h| h.start <= at && at < h.end) {
                frame.pc = h.target;
                let top = frame.base + frame.func.code.num_slots as usize;
                let pb = frame.pending_base;
                self.pending.truncate(pb);
                self.stack.truncate(top);
                self.in_flight = Some(v);
                return Ok(());
            }
            let frame = self.frames.pop().expect("frame");
            self.pending.truncate(frame.pending_base);
            self.stack.truncate(frame.base);
            if frame.stop {
                return Err(Fault::Throw(v));
            }
        }
    }
}

/// Formats an integer without allocating.
pub(crate) fn itoa_buf(i: i64) -> ItoaBuf {
    let mut b = ItoaBuf { buf: [0; 20], start: 20 };
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

/// Writes a slot (through a reference).
#[inline(always)]
fn _store(s: &mut crate::Slot, v: Value) {
    match s {
        Some(Value::Ref(r)) => store_ref(r, v),
        _ => *s = Some(v),
    }
}

#[inline(never)]
fn store_ref(r: &rphp_value::Reference, v: Value) {
    *r.0.borrow_mut() = v;
}

/// Clones a value; scalars are copied as one 16-byte move (the derived clone
/// writes tag and payload separately, which stalls store forwarding).
#[inline(always)]
pub(crate) fn fast_clone(v: &Value) -> Value {
    match v {
        // SAFETY: these variants own no heap data, so a bitwise copy is a valid clone.
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) => unsafe { std::ptr::read(v) },
        _ => v.clone(),
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
