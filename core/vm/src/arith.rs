//! Operators' slow paths: PHP 8 type juggling for arithmetic, numeric-string
//! warnings and TypeErrors, overflow to float, division by zero, string
//! concatenation with conversions, casts, increment/decrement.

use crate::vm::Vm;
use rphp_bytecode::{Op, LIT};
use rphp_value::compare;
use rphp_value::convert::{Number, NumericKind};
use rphp_value::{ErrorLevel, Fault, PhpArray, PhpStr, Reference, Value};

fn op_symbol(op: Op) -> &'static str {
    match op {
        Op::Add => "+",
        Op::Sub => "-",
        Op::Mul => "*",
        Op::Div => "/",
        Op::Mod => "%",
        Op::Pow => "**",
        Op::BitAnd => "&",
        Op::BitOr => "|",
        Op::BitXor => "^",
        Op::Shl => "<<",
        Op::Shr => ">>",
        Op::Concat => ".",
        _ => "?",
    }
}

impl Vm {
    /// Reads an operand for a slow path: literal or slot, dereferenced; an
    /// undefined variable warns and reads as null.
    pub(crate) fn operand(&mut self, x: u32) -> Result<Value, Fault> {
        let fr = self.frames.last().expect("frame");
        if x & LIT != 0 {
            return Ok(fr.func.lits[(x & !LIT) as usize]
                .clone()
                .unwrap_or_default());
        }
        match &self.stack[fr.base + x as usize] {
            Some(v) => Ok(v.get()),
            None => self.undef_read(x),
        }
    }

    /// An operand that is an int, directly or through a reference (None otherwise).
    #[inline]
    fn int_operand(&self, x: u32) -> Option<i64> {
        let fr = self.frames.last()?;
        let v = if x & LIT != 0 {
            fr.func.lits.get((x & !LIT) as usize)?.as_ref()?
        } else {
            self.stack.get(fr.base + x as usize)?.as_ref()?
        };
        match v {
            Value::Int(i) => Some(*i),
            Value::Ref(r) => match &*r.0.borrow() {
                Value::Int(i) => Some(*i),
                _ => None,
            },
            _ => None,
        }
    }

    /// "Undefined variable $x" for slot `x` of the current frame; yields null.
    #[cold]
    pub(crate) fn undef_read(&mut self, x: u32) -> Result<Value, Fault> {
        let fr = self.frames.last().expect("frame");
        if let Some(name) = fr.func.code.cv_names.get(x as usize) {
            let msg = format!("Undefined variable ${}", String::from_utf8_lossy(name));
            self.raise(ErrorLevel::Warning, &msg)?;
        }
        Ok(Value::Null)
    }

    /// Turns slot `i` into a reference (if it is not one) and returns it.
    pub(crate) fn make_slot_ref(&mut self, i: usize) -> Reference {
        let s = &mut self.stack[i];
        match s {
            Some(Value::Ref(r)) => r.clone(),
            _ => {
                let v = s.take().unwrap_or_default();
                let r = Reference::new(v);
                *s = Some(Value::Ref(r.clone()));
                r
            }
        }
    }

    #[cold]
    pub(crate) fn binop_slow(&mut self, op: Op, a: u32, b: u32) -> Result<Value, Fault> {
        // Ints behind references (a closure's `use (&$x)`, `global`, `static`)
        // miss the loop's inline cases; the common integer operators are
        // answered here without copying the operands out.
        if let (Some(x), Some(y)) = (self.int_operand(a), self.int_operand(b)) {
            let r = match op {
                Op::BitAnd => Some(x & y),
                Op::BitOr => Some(x | y),
                Op::BitXor => Some(x ^ y),
                Op::Add => x.checked_add(y),
                Op::Sub => x.checked_sub(y),
                Op::Mul => x.checked_mul(y),
                _ => None,
            };
            if let Some(r) = r {
                return Ok(Value::Int(r));
            }
        }
        let av = self.operand(a)?;
        let bv = self.operand(b)?;
        self.binop_values(op, &av, &bv)
    }

    /// `a <op> b` on values (also used by compound assignment to array elements).
    pub fn binop_values(&mut self, op: Op, a: &Value, b: &Value) -> Result<Value, Fault> {
        // Plain ints that reached here through a reference (a by-reference
        // parameter): no conversion needed.
        if let (Value::Int(x), Value::Int(y)) = (a, b) {
            let r = match op {
                Op::Add => x.checked_add(*y),
                Op::Sub => x.checked_sub(*y),
                Op::Mul => rphp_value::ops::int_mul(*x, *y),
                Op::Mod if *y != 0 && *y != -1 => Some(x % y),
                _ => None,
            };
            if let Some(r) = r {
                return Ok(Value::Int(r));
            }
        }
        match op {
            // Through the VM: an object meeting a scalar may call
            // `__toString` or raise a notice (rphp_value::compare).
            Op::Eq => return Ok(Value::Bool(compare::loose_eq_in(self, a, b)?)),
            Op::NotEq => return Ok(Value::Bool(!compare::loose_eq_in(self, a, b)?)),
            Op::Identical => return Ok(Value::Bool(a.strict_eq(b))),
            Op::NotIdentical => return Ok(Value::Bool(!a.strict_eq(b))),
            Op::Lt => {
                return Ok(Value::Bool(
                    compare::compare_in(self, a, b)? == Some(std::cmp::Ordering::Less),
                ))
            }
            Op::Le => {
                return Ok(Value::Bool(matches!(
                    compare::compare_in(self, a, b)?,
                    Some(std::cmp::Ordering::Less | std::cmp::Ordering::Equal)
                )))
            }
            Op::Spaceship => {
                return Ok(Value::Int(match compare::compare_in(self, a, b)? {
                    Some(o) => o as i64,
                    None => 1,
                }))
            }
            Op::Concat => {
                let mut out = Vec::new();
                self.append_conv(a, &mut out)?;
                self.append_conv(b, &mut out)?;
                return Ok(Value::Str(PhpStr::from(out)));
            }
            _ => {}
        }
        if op == Op::Add {
            if let (Value::Array(x), Value::Array(y)) = (a, b) {
                let mut r = x.clone();
                for (k, v) in y.iter() {
                    if !r.contains_key(&k) {
                        r.insert(k, v.elem_copy());
                    }
                }
                return Ok(Value::Array(r));
            }
        }
        if matches!(a, Value::Array(_))
            || matches!(b, Value::Array(_))
            || is_object(a)
            || is_object(b)
        {
            return Err(self.unsupported(op, a, b));
        }
        if matches!(op, Op::BitAnd | Op::BitOr | Op::BitXor) {
            if let (Value::Str(x), Value::Str(y)) = (a, b) {
                let (x, y) = (x.as_bytes(), y.as_bytes());
                let out: Vec<u8> = match op {
                    Op::BitAnd => x.iter().zip(y).map(|(p, q)| p & q).collect(),
                    Op::BitOr | Op::BitXor => {
                        let (long, short) = if x.len() >= y.len() { (x, y) } else { (y, x) };
                        if op == Op::BitOr {
                            long.iter()
                                .enumerate()
                                .map(|(i, p)| p | short.get(i).copied().unwrap_or(0))
                                .collect()
                        } else {
                            x.iter().zip(y).map(|(p, q)| p ^ q).collect()
                        }
                    }
                    _ => unreachable!(),
                };
                return Ok(Value::Str(PhpStr::from(out)));
            }
        }
        let x = self.num_operand(op, a, b, a)?;
        let y = self.num_operand(op, a, b, b)?;
        match op {
            Op::Add | Op::Sub | Op::Mul => Ok(match (x, y) {
                (Number::Int(p), Number::Int(q)) => {
                    let r = match op {
                        Op::Add => p.checked_add(q),
                        Op::Sub => p.checked_sub(q),
                        _ => rphp_value::ops::int_mul(p, q),
                    };
                    match r {
                        Some(r) => Value::Int(r),
                        None => Value::Float(fop(op, p as f64, q as f64)),
                    }
                }
                _ => Value::Float(fop(op, x.to_f64(), y.to_f64())),
            }),
            Op::Div => {
                if y.to_f64() == 0.0 {
                    return Err(self.throw_error("DivisionByZeroError", "Division by zero"));
                }
                Ok(match (x, y) {
                    (Number::Int(p), Number::Int(q)) if q != -1 && p % q == 0 => Value::Int(p / q),
                    (Number::Int(p), Number::Int(-1)) if p != i64::MIN => Value::Int(-p),
                    _ => Value::Float(x.to_f64() / y.to_f64()),
                })
            }
            Op::Mod => {
                let p = self.num_to_int(x)?;
                let q = self.num_to_int(y)?;
                if q == 0 {
                    return Err(self.throw_error("DivisionByZeroError", "Modulo by zero"));
                }
                Ok(Value::Int(if q == -1 { 0 } else { p % q }))
            }
            Op::Pow => Ok(pow(x, y)),
            Op::BitAnd | Op::BitOr | Op::BitXor => {
                let p = self.num_to_int(x)?;
                let q = self.num_to_int(y)?;
                Ok(Value::Int(match op {
                    Op::BitAnd => p & q,
                    Op::BitOr => p | q,
                    _ => p ^ q,
                }))
            }
            Op::Shl | Op::Shr => {
                let p = self.num_to_int(x)?;
                let q = self.num_to_int(y)?;
                if q < 0 {
                    return Err(self.throw_error("ArithmeticError", "Bit shift by negative number"));
                }
                Ok(Value::Int(if op == Op::Shl {
                    if q >= 64 {
                        0
                    } else {
                        p << q
                    }
                } else if q >= 64 {
                    if p < 0 {
                        -1
                    } else {
                        0
                    }
                } else {
                    p >> q
                }))
            }
            _ => Ok(Value::Null),
        }
    }

    /// A float used as an int operand (`%`, bit ops): fractional parts are deprecated.
    fn num_to_int(&mut self, n: Number) -> Result<i64, Fault> {
        match n {
            Number::Int(i) => Ok(i),
            Number::Float(f) => {
                if f.is_finite() && f.fract() != 0.0
                    || !crate::calls::in_int_range(f) && f.is_finite()
                {
                    let msg = format!(
                        "Implicit conversion from float {} to int loses precision",
                        float_msg(f)
                    );
                    self.raise(ErrorLevel::Deprecated, &msg)?;
                }
                Ok(rphp_value::convert::float_to_int(f))
            }
        }
    }

    fn num_operand(&mut self, op: Op, a: &Value, b: &Value, v: &Value) -> Result<Number, Fault> {
        match v {
            Value::Int(i) => Ok(Number::Int(*i)),
            Value::Float(f) => Ok(Number::Float(*f)),
            Value::Null => Ok(Number::Int(0)),
            Value::Bool(x) => Ok(Number::Int(*x as i64)),
            Value::Str(s) => {
                let (n, kind) = rphp_value::convert::parse_numeric(s.as_bytes());
                match kind {
                    NumericKind::Numeric => Ok(n),
                    NumericKind::Leading => {
                        self.raise(ErrorLevel::Warning, "A non-numeric value encountered")?;
                        Ok(n)
                    }
                    NumericKind::NonNumeric => Err(self.unsupported(op, a, b)),
                }
            }
            Value::Resource(r) => Ok(Number::Int(r.id())),
            _ => Err(self.unsupported(op, a, b)),
        }
    }

    fn unsupported(&mut self, op: Op, a: &Value, b: &Value) -> Fault {
        let msg = format!(
            "Unsupported operand types: {} {} {}",
            type_for_op(a),
            op_symbol(op),
            type_for_op(b)
        );
        self.throw_error("TypeError", msg)
    }

    /// Appends `(string)v` to `out`, with PHP's conversion diagnostics.
    pub(crate) fn append_conv(&mut self, v: &Value, out: &mut Vec<u8>) -> Result<(), Fault> {
        match v {
            Value::Str(s) => out.extend_from_slice(s.as_bytes()),
            Value::Int(i) => rphp_value::float::append_int(*i, out),
            Value::Array(_) => {
                self.raise(ErrorLevel::Warning, "Array to string conversion")?;
                out.extend_from_slice(b"Array");
            }
            Value::Ref(r) => {
                let inner = r.get();
                self.append_conv(&inner, out)?;
            }
            Value::Object(o) => {
                let s = self.object_to_string(o)?;
                out.extend_from_slice(s.as_bytes());
            }
            Value::Resource(r) if r.0.kind == "Closure" || r.0.kind == "Throwable" => {
                if r.0.kind == "Throwable" {
                    let s = crate::errors::throwable_data(v)
                        .map(|t| crate::errors::render_throwable(&t))
                        .unwrap_or_default();
                    out.extend_from_slice(s.as_bytes());
                } else {
                    return Err(self.throw_error(
                        "Error",
                        "Object of class Closure could not be converted to string",
                    ));
                }
            }
            Value::Resource(r) => {
                out.extend_from_slice(format!("Resource id #{}", r.id()).as_bytes())
            }
            v => v.append_to(out),
        }
        Ok(())
    }

    /// `(string)v` with diagnostics.
    pub fn str_conv(&mut self, v: &Value) -> Result<PhpStr, Fault> {
        if let Value::Str(s) = v {
            return Ok(s.clone());
        }
        let mut out = Vec::new();
        self.append_conv(v, &mut out)?;
        Ok(PhpStr::from(out))
    }

    /// `R[dst] := R[a] . R[b]`, appending in place when `dst == a` holds an unshared string.
    pub(crate) fn concat(&mut self, dst: u32, a: u32, b: u32) -> Result<(), Fault> {
        let base = self.frames.last().expect("frame").base;
        if dst == a && a & LIT == 0 && b != a {
            // Append in place, reading the right side where it is: the left string is
            // taken out of its slot meanwhile.
            let i = base + a as usize;
            if let Some(Value::Str(_)) = &self.stack[i] {
                let Some(Value::Str(mut s)) = self.stack[i].take() else {
                    unreachable!()
                };
                let appended = match self.peek(b) {
                    Some(Value::Str(r)) => {
                        let cap = s.capacity();
                        s.push_bytes(r.as_bytes());
                        Some(s.capacity() != cap && s.capacity() > 1 << 18)
                    }
                    Some(Value::Int(n)) => {
                        s.push_int(*n);
                        Some(false)
                    }
                    _ => None,
                };
                self.stack[i] = Some(Value::Str(s));
                match appended {
                    Some(true) => return self.check_memory(0),
                    Some(false) => return Ok(()),
                    None => {}
                }
            }
        }
        if dst == a && a & LIT == 0 {
            let i = base + a as usize;
            if let Some(Value::Str(_)) = &self.stack[i] {
                // Append in place: read the right side first (it may be the same slot).
                let rhs = self.operand(b)?;
                let Some(Value::Str(s)) = &mut self.stack[i] else {
                    unreachable!()
                };
                match &rhs {
                    Value::Str(r) => {
                        let cap = s.capacity();
                        s.push_bytes(r.as_bytes());
                        if s.capacity() != cap && s.capacity() > 1 << 18 {
                            self.check_memory(0)?;
                        }
                        return Ok(());
                    }
                    Value::Int(n) => {
                        s.push_int(*n);
                        return Ok(());
                    }
                    _ => {
                        let mut tail = Vec::new();
                        self.append_conv(&rhs, &mut tail)?;
                        if let Some(Value::Str(s)) = &mut self.stack[i] {
                            s.push_bytes(&tail);
                            return Ok(());
                        }
                        let lhs = self.operand(a)?;
                        let mut out = Vec::new();
                        self.append_conv(&lhs, &mut out)?;
                        out.extend_from_slice(&tail);
                        self.set_slot(dst, Value::Str(PhpStr::from(out)))?;
                        return Ok(());
                    }
                }
            }
        }
        // Strings and ints into a string of the destination's that nothing else
        // shares: its buffer is reused (no allocation in a loop building temporaries).
        if dst & LIT == 0 && dst != a && dst != b {
            let d = base + dst as usize;
            let mut taken = None;
            if let Some(Value::Str(s)) = &mut self.stack[d] {
                if s.is_unique() {
                    taken = self.stack[d].take();
                }
            }
            let done = match &mut taken {
                Some(Value::Str(s)) => match (self.peek(a), self.peek(b)) {
                    (
                        Some(va @ (Value::Str(_) | Value::Int(_))),
                        Some(vb @ (Value::Str(_) | Value::Int(_))),
                    ) => {
                        s.clear();
                        for v in [va, vb] {
                            match v {
                                Value::Str(x) => s.push_bytes(x.as_bytes()),
                                Value::Int(n) => s.push_int(*n),
                                _ => {}
                            }
                        }
                        true
                    }
                    _ => false,
                },
                _ => false,
            };
            if taken.is_some() {
                self.stack[d] = taken;
                if done {
                    return Ok(());
                }
            }
        }
        // Strings and ints: concatenate straight from the operands, no clones.
        {
            let fr = self.frames.last().expect("frame");
            let peek = |x: u32| -> Option<&Value> {
                if x & LIT != 0 {
                    fr.func.lits[(x & !LIT) as usize].as_ref()
                } else {
                    self.stack[fr.base + x as usize].as_ref()
                }
            };
            let (pa, pb) = (peek(a), peek(b));
            if let (
                Some(va @ (Value::Str(_) | Value::Int(_))),
                Some(vb @ (Value::Str(_) | Value::Int(_))),
            ) = (pa, pb)
            {
                let mut out = PhpStr::with_capacity(str_len_hint(va) + str_len_hint(vb));
                for v in [va, vb] {
                    match v {
                        Value::Str(s) => out.push_bytes(s.as_bytes()),
                        Value::Int(n) => out.push_int(*n),
                        _ => {}
                    }
                }
                self.set_slot(dst, Value::Str(out))?;
                return Ok(());
            }
        }
        let lhs = self.operand(a)?;
        let rhs = self.operand(b)?;
        let mut out = Vec::with_capacity(str_len_hint(&lhs) + str_len_hint(&rhs));
        self.append_conv(&lhs, &mut out)?;
        self.append_conv(&rhs, &mut out)?;
        self.set_slot(dst, Value::Str(PhpStr::from(out)))?;
        Ok(())
    }

    /// Operand `x` of the current frame where it is (`None`: undefined).
    #[inline]
    fn peek(&self, x: u32) -> Option<&Value> {
        let fr = self.frames.last().expect("frame");
        if x & LIT != 0 {
            fr.func.lits[(x & !LIT) as usize].as_ref()
        } else {
            self.stack[fr.base + x as usize].as_ref()
        }
    }

    /// Writes slot `x` of the current frame, through a reference.
    pub(crate) fn set_slot(&mut self, x: u32, v: Value) -> Result<(), Fault> {
        let base = self.frames.last().expect("frame").base;
        let s = &mut self.stack[base + x as usize];
        match s {
            Some(Value::Ref(r)) if crate::typed_refs::maybe_typed(r) => {
                let r = r.clone();
                let v = self.typed_ref_value(&r, v, crate::typed_refs::Write::Ref)?;
                r.set(v);
            }
            Some(Value::Ref(r)) => *r.0.borrow_mut() = v,
            _ => *s = Some(v),
        }
        Ok(())
    }

    pub(crate) fn identical_slow(&mut self, a: u32, b: u32) -> Result<bool, Fault> {
        let x = self.operand(a)?;
        let y = self.operand(b)?;
        Ok(x.strict_eq(&y))
    }

    pub(crate) fn bitnot(&mut self, a: u32) -> Result<Value, Fault> {
        let v = self.operand(a)?;
        match v {
            Value::Int(i) => Ok(Value::Int(!i)),
            Value::Float(f) => Ok(Value::Int(!rphp_value::convert::float_to_int(f))),
            Value::Str(s) => Ok(Value::Str(PhpStr::from(
                s.as_bytes().iter().map(|b| !b).collect::<Vec<u8>>(),
            ))),
            v => {
                let msg = format!("Cannot perform bitwise not on {}", v.debug_type());
                Err(self.throw_error("TypeError", msg))
            }
        }
    }

    pub(crate) fn echo_slow(&mut self, a: u32) -> Result<(), Fault> {
        let v = self.operand(a)?;
        let mut out = Vec::new();
        self.append_conv(&v, &mut out)?;
        self.echo_bytes(&out);
        Ok(())
    }

    /// `(int)`, `(float)`, `(string)`, `(bool)`, `(array)`, `(object)`.
    pub(crate) fn cast_op(&mut self, a: u32, kind: u32) -> Result<Value, Fault> {
        let v = self.operand(a)?;
        if kind <= 1 {
            if let Some(class) = object_class(&v) {
                // php's (int)/(float) of an object: a warning, then 1.
                let to = if kind == 0 { "int" } else { "float" };
                let msg = format!("Object of class {class} could not be converted to {to}");
                self.raise(rphp_value::ErrorLevel::Warning, &msg)?;
                return Ok(if kind == 0 {
                    Value::Int(1)
                } else {
                    Value::Float(1.0)
                });
            }
        }
        Ok(match kind {
            0 => Value::Int(v.to_int()),
            1 => Value::Float(v.to_float()),
            2 => Value::Str(self.str_conv(&v)?),
            3 => Value::Bool(v.to_bool()),
            4 => match v {
                Value::Array(a) => Value::Array(a),
                Value::Object(o) => Value::Array(o.view_props()),
                Value::Null => Value::Array(PhpArray::new()),
                v => Value::Array(PhpArray::from_list(vec![v])),
            },
            _ => return self.cast_to_object(v),
        })
    }

    /// `++`/`--` on slot `x` when the fast int path did not apply.
    pub(crate) fn incdec_slot(&mut self, x: u32, op: Op) -> Result<Value, Fault> {
        let base = self.frames.last().expect("frame").base;
        let old = match &self.stack[base + x as usize] {
            Some(v) => v.get(),
            None => self.undef_read(x)?,
        };
        let inc = matches!(op, Op::PreInc | Op::PostInc);
        let mut new = self.incdec_value(&old, inc)?;
        if let Some(Value::Ref(r)) = &self.stack[base + x as usize] {
            if crate::typed_refs::maybe_typed(r) {
                let r = r.clone();
                new = self.typed_ref_incdec(&r, &old, new, inc, crate::typed_refs::Write::Ref)?;
            }
        }
        self.set_slot(x, new.clone())?;
        Ok(if matches!(op, Op::PreInc | Op::PreDec) {
            new
        } else {
            old
        })
    }

    pub(crate) fn incdec_value(&mut self, v: &Value, inc: bool) -> Result<Value, Fault> {
        Ok(match v {
            Value::Int(i) => match if inc {
                i.checked_add(1)
            } else {
                i.checked_sub(1)
            } {
                Some(n) => Value::Int(n),
                None => Value::Float(*i as f64 + if inc { 1.0 } else { -1.0 }),
            },
            Value::Float(f) => Value::Float(f + if inc { 1.0 } else { -1.0 }),
            Value::Null => {
                if inc {
                    Value::Int(1)
                } else {
                    Value::Null
                }
            }
            Value::Bool(_) => v.clone(),
            Value::Str(s) => {
                if inc {
                    rphp_value::strinc::increment_string(s.as_bytes())
                } else {
                    rphp_value::strinc::decrement_string(s.as_bytes())
                }
            }
            Value::Array(_) => {
                let msg = format!(
                    "Cannot {} array",
                    if inc { "increment" } else { "decrement" }
                );
                return Err(self.throw_error("TypeError", msg));
            }
            Value::Resource(_) => {
                let msg = format!(
                    "Cannot {} resource",
                    if inc { "increment" } else { "decrement" }
                );
                return Err(self.throw_error("TypeError", msg));
            }
            Value::Object(o) => {
                let msg = format!(
                    "Cannot {} {}",
                    if inc { "increment" } else { "decrement" },
                    o.debug_name()
                );
                return Err(self.throw_error("TypeError", msg));
            }
            Value::Ref(r) => {
                let inner = r.get();
                return self.incdec_value(&inner, inc);
            }
        })
    }

    pub(crate) fn exit_op(&mut self, v: Value) -> Result<(), Fault> {
        match v {
            Value::Int(i) => self.exit_status = i as i32 & 0xff,
            Value::Null => {}
            v => {
                let mut out = Vec::new();
                self.append_conv(&v, &mut out)?;
                self.echo_bytes(&out);
            }
        }
        Err(Fault::Exit)
    }
}

fn fop(op: Op, x: f64, y: f64) -> f64 {
    match op {
        Op::Add => x + y,
        Op::Sub => x - y,
        _ => x * y,
    }
}

fn pow(x: Number, y: Number) -> Value {
    if let (Number::Int(b), Number::Int(e)) = (x, y) {
        if e >= 0 {
            let mut result: i64 = 1;
            let mut overflow = false;
            for _ in 0..e.min(64) {
                match result.checked_mul(b) {
                    Some(r) => result = r,
                    None => {
                        overflow = true;
                        break;
                    }
                }
            }
            if !overflow && (e <= 64 || b == 0 || b == 1) {
                return Value::Int(if e > 64 && b == 0 { 0 } else { result });
            }
            if !overflow && b == -1 {
                return Value::Int(if e % 2 == 0 { 1 } else { -1 });
            }
            return Value::Float((b as f64).powf(e as f64));
        }
        return Value::Float((b as f64).powf(e as f64));
    }
    Value::Float(x.to_f64().powf(y.to_f64()))
}

fn is_object(v: &Value) -> bool {
    matches!(v, Value::Resource(r) if r.0.kind == "Closure" || r.0.kind == "Throwable")
}

fn type_for_op(v: &Value) -> String {
    match v {
        Value::Resource(r) if r.0.kind == "Closure" => "Closure".into(),
        Value::Resource(r) if r.0.kind == "Throwable" => crate::errors::throwable_data(v)
            .map(|t| t.class.clone())
            .unwrap_or_default(),
        Value::Resource(_) => "resource".into(),
        Value::Object(o) => String::from_utf8_lossy(o.class_name()).into_owned(),
        v => v.debug_type().into(),
    }
}

fn str_len_hint(v: &Value) -> usize {
    match v {
        Value::Str(s) => s.len(),
        _ => 20,
    }
}

/// A float as PHP prints it in "Implicit conversion" messages (precision 17, shortest).
pub(crate) fn float_msg(f: f64) -> String {
    rphp_value::float::format_float(f, -1)
}

/// The class of an object value (a closure's too, which rphp may keep as a
/// resource), for php's "Object of class X could not be converted" warnings.
fn object_class(v: &Value) -> Option<String> {
    match v {
        Value::Object(o) => Some(String::from_utf8_lossy(o.class_name()).into_owned()),
        Value::Resource(r) if r.0.kind == "Closure" => Some("Closure".into()),
        Value::Resource(_) => crate::errors::throwable_data(v).map(|t| t.class.to_string()),
        _ => None,
    }
}
