//! Array and string offsets: reads (`$a[k]`, quiet reads for `isset`/`??`),
//! writes through lvalue paths (`$a[k1][k2] op= v`, auto-vivification,
//! string offsets, references to elements), array literals and `foreach`.
//!
//! A path write takes the base variable's value out of its slot, walks it
//! (descending into references by taking their contents out too), and puts
//! everything back: the walked containers are never borrowed from the VM,
//! so diagnostics can be raised mid-walk, and an unshared array is
//! modified in place.

use crate::vm::{PathKey, Vm};
use rphp_bytecode::{Instr, Op, NONE};
use rphp_value::{ArrayKey, ErrorLevel, Fault, PhpArray, PhpStr, Reference, Value};

/// What a path write does at its end.
pub(crate) enum Term {
    Assign(Value),
    AssignOp(Op, Value),
    IncDec(u32),
    MakeRef,
    BindRef(Value),
    Unset,
    Fetch,
    Coalesce,
}

fn key_msg(k: &ArrayKey) -> String {
    match k {
        ArrayKey::Int(i) => format!("Undefined array key {i}"),
        ArrayKey::Str(s) => format!("Undefined array key \"{}\"", s.to_string_lossy()),
    }
}

/// What `FeFetch` does next.
pub(crate) enum FeStep {
    /// The loop variables hold the next element.
    Next,
    /// Iteration ended: jump past the loop.
    Done,
    /// A generator's frame was pushed (resumed by the loop, see generators.rs);
    /// the instruction runs again once it yields or returns.
    Resumed,
}

impl Vm {
    /// `$a[k]` as a key, with PHP's diagnostics.
    pub(crate) fn key_of(&mut self, k: &Value) -> Result<ArrayKey, Fault> {
        match k {
            Value::Int(i) => Ok(ArrayKey::Int(*i)),
            Value::Str(s) => Ok(ArrayKey::from_php_str(s.clone())),
            Value::Float(f) => {
                if !f.is_finite() || f.fract() != 0.0 {
                    let msg = format!(
                        "Implicit conversion from float {} to int loses precision",
                        crate::arith::float_msg(*f)
                    );
                    self.raise(ErrorLevel::Deprecated, &msg)?;
                }
                Ok(ArrayKey::Int(rphp_value::convert::float_to_int(*f)))
            }
            Value::Resource(r) => {
                let msg = format!(
                    "Resource ID#{} used as offset, casting to integer ({})",
                    r.id(),
                    r.id()
                );
                self.raise(ErrorLevel::Warning, &msg)?;
                Ok(ArrayKey::Int(r.id()))
            }
            Value::Ref(r) => {
                let inner = r.get();
                self.key_of(&inner)
            }
            Value::Array(_) | Value::Object(_) => {
                Err(self.throw_error("TypeError", "Illegal offset type"))
            }
            v => Ok(ArrayKey::from_value(v).unwrap_or(ArrayKey::Int(0))),
        }
    }

    /// `R[base][R[k]]` for reading.
    pub(crate) fn get_dim_op(&mut self, b: u32, k: u32, quiet: bool) -> Result<Value, Fault> {
        let base = if quiet {
            self.operand_quiet(b)
        } else {
            self.operand(b)?
        };
        let key = self.operand(k)?;
        self.get_dim(&base, &key, quiet)
    }

    /// Reads slot or literal `x` without the undefined-variable warning.
    pub(crate) fn operand_quiet(&mut self, x: u32) -> Value {
        let fr = self.frames.last().expect("frame");
        if x & rphp_bytecode::LIT != 0 {
            return fr.func.lits[(x & !rphp_bytecode::LIT) as usize]
                .clone()
                .unwrap_or_default();
        }
        self.stack[fr.base + x as usize]
            .as_ref()
            .map(|v| v.get())
            .unwrap_or_default()
    }

    pub(crate) fn get_dim(
        &mut self,
        base: &Value,
        key: &Value,
        quiet: bool,
    ) -> Result<Value, Fault> {
        match base {
            Value::Array(a) => {
                let k = if quiet && !matches!(key, Value::Float(_)) {
                    match ArrayKey::from_value(key) {
                        Some(k) => k,
                        None => return Ok(Value::Null),
                    }
                } else {
                    self.key_of(key)?
                };
                match a.get(&k) {
                    Some(v) => Ok(v.get()),
                    None => {
                        if !quiet {
                            self.raise(ErrorLevel::Warning, &key_msg(&k))?;
                        }
                        Ok(Value::Null)
                    }
                }
            }
            Value::Str(s) => self.string_offset(s, key, quiet),
            Value::Ref(r) => {
                let inner = r.get();
                self.get_dim(&inner, key, quiet)
            }
            Value::Object(o) => self.object_dim_read(&o.clone(), key, quiet),
            _ if quiet => Ok(Value::Null),
            Value::Resource(r) if r.0.kind == "Closure" || r.0.kind == "Throwable" => {
                Err(self.throw_error("Error", "Cannot use object as array"))
            }
            v => {
                let msg = format!(
                    "Trying to access array offset on value of type {}",
                    v.debug_type()
                );
                self.raise(ErrorLevel::Warning, &msg)?;
                Ok(Value::Null)
            }
        }
    }

    fn string_offset(&mut self, s: &PhpStr, key: &Value, quiet: bool) -> Result<Value, Fault> {
        let idx = match key {
            Value::Int(i) => *i,
            Value::Str(k) => match rphp_value::convert::parse_numeric(k.as_bytes()) {
                (
                    rphp_value::convert::Number::Int(i),
                    rphp_value::convert::NumericKind::Numeric,
                ) => i,
                (_, kind) => {
                    if quiet {
                        return Ok(Value::Null);
                    }
                    if kind == rphp_value::convert::NumericKind::Leading {
                        let i = rphp_value::convert::str_to_int(k.as_bytes());
                        self.raise(
                            ErrorLevel::Warning,
                            &format!("Illegal string offset \"{}\"", k.to_string_lossy()),
                        )?;
                        i
                    } else {
                        let msg = format!("Cannot access offset of type {} on string", "string");
                        return Err(self.throw_error("TypeError", msg));
                    }
                }
            },
            Value::Float(f) => {
                if !quiet {
                    self.raise(ErrorLevel::Warning, "String offset cast occurred")?;
                }
                rphp_value::convert::float_to_int(*f)
            }
            Value::Bool(b) => {
                if !quiet {
                    self.raise(ErrorLevel::Warning, "String offset cast occurred")?;
                }
                *b as i64
            }
            Value::Null => {
                if !quiet {
                    self.raise(ErrorLevel::Warning, "String offset cast occurred")?;
                }
                0
            }
            _ => {
                if quiet {
                    return Ok(Value::Null);
                }
                return Err(
                    self.throw_error("TypeError", "Cannot access offset of type array on string")
                );
            }
        };
        let len = s.len() as i64;
        let real = if idx < 0 { idx + len } else { idx };
        if real < 0 || real >= len {
            if quiet {
                return Ok(Value::Null);
            }
            self.raise(
                ErrorLevel::Warning,
                &format!("Uninitialized string offset {idx}"),
            )?;
            return Ok(Value::Str(PhpStr::new()));
        }
        Ok(Value::Str(PhpStr::from(
            &s.as_bytes()[real as usize..real as usize + 1],
        )))
    }

    /// `list()` element: like a read, but quiet when the source is not an array.
    pub(crate) fn fetch_list(&mut self, src: u32, k: u32) -> Result<Value, Fault> {
        let base = self.operand_quiet(src);
        let key = self.operand(k)?;
        match base {
            Value::Array(_) | Value::Object(_) => self.get_dim(&base, &key, false),
            _ => Ok(Value::Null),
        }
    }

    pub(crate) fn isset_dim(&mut self, b: u32, k: u32, empty: bool) -> Result<bool, Fault> {
        let base = self.operand_quiet(b);
        let key = self.operand(k)?;
        if let Value::Object(o) = &base {
            return self.object_dim_isset(o, &key, empty);
        }
        if let (Value::Array(_), Value::Array(_)) = (&base, &key) {
            return Err(self.throw_error("TypeError", "Illegal offset type in isset or empty"));
        }
        let v = self.get_dim(&base, &key, true)?;
        Ok(if empty { !v.to_bool() } else { !v.is_null() })
    }

    /// `R[v][k] = val` / `R[v][] = val` when the fast path did not apply.
    pub(crate) fn set_dim_slow(
        &mut self,
        v: u32,
        key: Option<Value>,
        val: Value,
    ) -> Result<(), Fault> {
        self.path.clear();
        self.path.push(match key {
            Some(k) => PathKey::Key(k),
            None => PathKey::Append,
        });
        self.path_base = v;
        self.path_dst = NONE;
        self.run_path(Term::Assign(val)).map(|_| ())
    }

    pub(crate) fn path_terminal(&mut self, ins: Instr) -> Result<(), Fault> {
        let term = match ins.op {
            Op::PathAssign => Term::Assign(self.operand(ins.a)?),
            Op::PathAssignOp => {
                let v = self.operand(ins.a)?;
                let op = Op::ALL[ins.b as usize];
                Term::AssignOp(op, v)
            }
            Op::PathIncDec => Term::IncDec(ins.a),
            Op::PathRef => Term::MakeRef,
            Op::PathBindRef => {
                let base = self.frames.last().expect("frame").base;
                Term::BindRef(self.stack[base + ins.a as usize].take().unwrap_or_default())
            }
            Op::PathUnset => Term::Unset,
            _ => Term::Fetch,
        };
        let dst = self.path_dst;
        let r = self.run_path(term)?;
        if dst != NONE {
            let base = self.frames.last().expect("frame").base;
            // A reference result rebinds the temporary; values are plain writes.
            self.stack[base + dst as usize] = Some(r);
        }
        Ok(())
    }

    /// `??=` on a path: true (and R[dst] set) when the place is set and not null.
    pub(crate) fn path_coalesce(&mut self) -> Result<bool, Fault> {
        let dst = self.path_dst;
        let r = self.run_path(Term::Coalesce)?;
        if r.is_null() {
            return Ok(false);
        }
        let base = self.frames.last().expect("frame").base;
        self.stack[base + dst as usize] = Some(r);
        Ok(true)
    }

    fn run_path(&mut self, term: Term) -> Result<Value, Fault> {
        let keys = std::mem::take(&mut self.path);
        let fr = self.frames.last().expect("frame");
        let idx = fr.base + self.path_base as usize;
        // An object base stays in its variable (offset methods and handlers may read it).
        if !keys.is_empty() {
            let obj = match &self.stack[idx] {
                Some(Value::Object(o)) => Some(o.clone()),
                Some(Value::Ref(r)) => match &*r.0.borrow() {
                    Value::Object(o) => Some(o.clone()),
                    _ => None,
                },
                _ => None,
            };
            if let Some(o) = obj {
                let r = self.object_path(o, &keys, term);
                let mut keys = keys;
                keys.clear();
                self.path = keys;
                return r;
            }
        }
        if keys.is_empty() && matches!(term, Term::BindRef(_)) {
            if let Some(r) = self.bind_static(idx, &term) {
                let mut keys = keys;
                keys.clear();
                self.path = keys;
                return r;
            }
        }
        let slot = self.stack[idx].take();
        let undefined = slot.is_none();
        let (mut v, reference) = match slot {
            Some(Value::Ref(r)) => {
                let inner = std::mem::take(&mut *r.0.borrow_mut());
                (inner, Some(r))
            }
            Some(v) => (v, None),
            None => (Value::Null, None),
        };
        let quiet_kinds = matches!(term, Term::Unset | Term::Coalesce);
        if undefined && matches!(term, Term::Unset) && !keys.is_empty() {
            let name = self
                .frames
                .last()
                .expect("frame")
                .func
                .code
                .cv_names
                .get(self.path_base as usize)
                .cloned();
            if let Some(name) = name {
                let msg = format!("Undefined variable ${}", String::from_utf8_lossy(&name));
                if let Err(e) = self.raise(ErrorLevel::Warning, &msg) {
                    self.path = keys;
                    return Err(e);
                }
            }
        }
        let typed = match &reference {
            Some(rf)
                if keys.is_empty()
                    && crate::typed_refs::maybe_typed(rf)
                    && matches!(term, Term::Assign(_) | Term::AssignOp(..) | Term::IncDec(_)) =>
            {
                let names = rf.count();
                Some((rf.clone(), names))
            }
            _ => None,
        };
        let r = match typed {
            Some((rf, names)) => self.typed_path(&rf, names, &mut v, term, idx),
            None => self.walk(&mut v, &keys, term, undefined && !quiet_kinds),
        };
        // Put the value back where it came from.
        match reference {
            Some(rf) => {
                // `$o->p op= v` on a property `__get` answered: the result
                // is written as an assignment to it (`__set`, or a new property).
                let back = if keys.is_empty() && r.is_ok() {
                    crate::objects::take_overloaded(&rf)
                } else {
                    None
                };
                if let Some((obj, name)) = back {
                    let nv = v.clone();
                    *rf.0.borrow_mut() = v;
                    self.stack[idx] = Some(Value::Ref(rf));
                    let mut keys = keys;
                    keys.clear();
                    self.path = keys;
                    self.write_prop(&Value::Object(obj), &Value::Str(name), nv)?;
                    return r;
                }
                *rf.0.borrow_mut() = v;
                self.stack[idx] = Some(Value::Ref(rf));
            }
            None => {
                if !(undefined && matches!(v, Value::Null)) {
                    self.stack[idx] = Some(v);
                }
            }
        }
        let mut keys = keys;
        keys.clear();
        self.path = keys;
        r
    }

    /// `A::$s = &$x`: the base is the reference a `StaticPropRef` just
    /// fetched; the property is made to name `$x`'s reference (php binds the
    /// property's slot), where writing the reference into the old one would
    /// nest references. A typed property first checks (or coerces) the
    /// value, and the type moves from the old reference to the new one.
    fn bind_static(&mut self, idx: usize, term: &Term) -> Option<Result<Value, Fault>> {
        let (sp, name) = self.last_static.take()?;
        let Some(Value::Ref(cur)) = &self.stack[idx] else {
            return None;
        };
        let cur = cur.clone();
        if !sp.cell.holds(&cur) {
            return None;
        }
        let Term::BindRef(v) = term else {
            return None;
        };
        let r = match v {
            Value::Ref(r) => r.clone(),
            v => Reference::new(v.clone()),
        };
        if let Some(ty) = &sp.ty {
            if !sp.cell.holds(&r) {
                if let Err(e) = self.typed_ref_bind_to(&r, ty, &sp.declaring, name.as_bytes()) {
                    // The base temporary names the property's reference; a
                    // catch block reusing it must not write through it.
                    self.stack[idx] = None;
                    return Some(Err(e));
                }
                crate::typed_refs::remove_static(&cur, &sp.declaring, name.as_bytes());
                crate::typed_refs::add_static(&r, &sp.declaring, name.as_bytes(), ty);
            }
        }
        sp.cell.rebind(r.clone());
        Some(Ok(Value::Ref(r)))
    }

    /// A path with no keys whose base is a typed reference (the property of
    /// `$o->p op= v`, `A::$s = v`, ...): the new value is checked and coerced
    /// for the properties holding it; on a TypeError the old value stays.
    fn typed_path(
        &mut self,
        rf: &Reference,
        names: usize,
        place: &mut Value,
        term: Term,
        idx: usize,
    ) -> Result<Value, Fault> {
        use crate::typed_refs::Write;
        // The base is the temporary a property fetch made (so the property's
        // own wording) unless that reference has other names too (`names`
        // counts the property and the temporary; a static property's cell is
        // also shared by the classes that inherit it).
        let fr = self.frames.last().expect("frame");
        let from_var = idx - fr.base < fr.func.code.cv_names.len();
        let how = if from_var || names > 2 && !crate::typed_refs::held_by_static(rf) {
            Write::Ref
        } else {
            Write::Prop
        };
        let old = place.clone();
        let (new, result) = match term {
            Term::Assign(v) => {
                let v = self.typed_ref_value(rf, v, how)?;
                (v.clone(), v)
            }
            Term::AssignOp(op, v) => {
                let new = self.binop_values(op, &old, &v)?;
                let new = self.typed_ref_value(rf, new, how)?;
                (new.clone(), new)
            }
            Term::IncDec(kind) => {
                let inc = kind == 0 || kind == 2;
                let new = self.incdec_value(&old, inc)?;
                let new = self.typed_ref_incdec(rf, &old, new, inc, how)?;
                let result = if kind < 2 { new.clone() } else { old.clone() };
                (new, result)
            }
            _ => unreachable!("only writes are checked"),
        };
        *place = new;
        Ok(result)
    }

    pub(crate) fn walk(
        &mut self,
        c: &mut Value,
        keys: &[PathKey],
        term: Term,
        _undef_base: bool,
    ) -> Result<Value, Fault> {
        if keys.is_empty() {
            return self.apply_term(c, term, None);
        }
        let quiet = matches!(term, Term::Unset | Term::Coalesce | Term::Fetch);
        // Step into a reference held in this place.
        if let Value::Ref(r) = c {
            let r = r.clone();
            let mut inner = std::mem::take(&mut *r.0.borrow_mut());
            let res = self.walk(&mut inner, keys, term, false);
            *r.0.borrow_mut() = inner;
            return res;
        }
        match c {
            Value::Null if !quiet => *c = Value::Array(PhpArray::new()),
            Value::Bool(false) if !quiet => {
                self.raise(
                    ErrorLevel::Deprecated,
                    "Automatic conversion of false to array is deprecated",
                )?;
                *c = Value::Array(PhpArray::new());
            }
            _ => {}
        }
        match c {
            Value::Array(_) => {}
            Value::Str(_) => return self.string_path(c, keys, term),
            Value::Null | Value::Bool(false) => {
                // Quiet terminals on a missing container: nothing there.
                return Ok(Value::Null);
            }
            Value::Object(o) => {
                let o = o.clone();
                return self.object_path(o, keys, term);
            }
            _ => {
                if matches!(term, Term::Coalesce) {
                    return Ok(Value::Null);
                }
                if matches!(term, Term::Unset) {
                    return Err(
                        self.throw_error("Error", "Cannot unset offset in a non-array variable")
                    );
                }
                return Err(self.throw_error("Error", "Cannot use a scalar value as an array"));
            }
        }
        let key = match &keys[0] {
            PathKey::Key(k) => Some(self.key_of(&k.clone())?),
            PathKey::Append => None,
        };
        let Value::Array(arr) = c else { unreachable!() };
        if keys.len() == 1 {
            return self.array_term(arr, key, term);
        }
        // Intermediate level.
        let slot: &mut Value = match &key {
            Some(k) => {
                if quiet {
                    if !arr.contains_key(k) {
                        return Ok(Value::Null);
                    }
                    arr.get_mut(k).expect("present")
                } else {
                    if !arr.contains_key(k) && matches!(term, Term::AssignOp(..) | Term::IncDec(_))
                    {
                        self.raise(ErrorLevel::Warning, &key_msg(k))?;
                    }
                    arr.entry(k.clone())
                }
            }
            None => {
                if quiet {
                    return Err(self.throw_error("Error", "Cannot use [] for reading"));
                }
                match arr.push_entry() {
                    Ok(s) => s,
                    Err(()) => return Err(self.throw_error(
                        "Error",
                        "Cannot add element to the array as the next element is already occupied",
                    )),
                }
            }
        };
        let mut inner = std::mem::take(slot);
        let res = self.walk(&mut inner, &keys[1..], term, false);
        // Re-find the slot (the walk may not touch `arr`, but the borrow ended).
        match &key {
            Some(k) => {
                if let Some(s) = arr.get_mut(k) {
                    *s = inner;
                }
            }
            None => {
                let last = arr.next_free() - 1;
                if let Some(s) = arr.get_int_mut(last) {
                    *s = inner;
                }
            }
        }
        res
    }

    fn array_term(
        &mut self,
        arr: &mut PhpArray,
        key: Option<ArrayKey>,
        term: Term,
    ) -> Result<Value, Fault> {
        match term {
            Term::Assign(v) => {
                let v = match key.as_ref().and_then(|k| arr.get(k)) {
                    Some(Value::Ref(r)) if crate::typed_refs::maybe_typed(r) => {
                        let r = r.clone();
                        self.typed_ref_value(&r, v, crate::typed_refs::Write::Ref)?
                    }
                    _ => v,
                };
                match key {
                    Some(k) => match arr.get_mut(&k) {
                        Some(Value::Ref(r)) => r.set(v.clone()),
                        Some(s) => *s = v.clone(),
                        None => arr.insert(k, v.clone()),
                    },
                    None => {
                        if arr.push(v.clone()).is_err() {
                            return Err(self.throw_error(
                                "Error",
                                "Cannot add element to the array as the next element is already occupied",
                            ));
                        }
                    }
                }
                Ok(v)
            }
            Term::Unset => {
                if let Some(k) = key {
                    arr.remove(&k);
                }
                Ok(Value::Null)
            }
            Term::Coalesce | Term::Fetch => Ok(match key {
                Some(k) => arr.get(&k).map(|v| v.get()).unwrap_or(Value::Null),
                None => Value::Null,
            }),
            term => {
                let slot = match &key {
                    Some(k) => {
                        if !arr.contains_key(k) && matches!(term, Term::AssignOp(..) | Term::IncDec(_)) {
                            self.raise(ErrorLevel::Warning, &key_msg(k))?;
                        }
                        arr.entry(k.clone())
                    }
                    None => match arr.push_entry() {
                        Ok(s) => s,
                        Err(()) => {
                            return Err(self.throw_error(
                                "Error",
                                "Cannot add element to the array as the next element is already occupied",
                            ))
                        }
                    },
                };
                let mut v = std::mem::take(slot);
                let r = self.apply_term(&mut v, term, None);
                match &key {
                    Some(k) => {
                        if let Some(s) = arr.get_mut(k) {
                            *s = v;
                        }
                    }
                    None => {
                        let last = arr.next_free() - 1;
                        if let Some(s) = arr.get_int_mut(last) {
                            *s = v;
                        }
                    }
                }
                r
            }
        }
    }

    /// The terminal applied to a place (a variable or an element).
    fn apply_term(
        &mut self,
        place: &mut Value,
        term: Term,
        _k: Option<()>,
    ) -> Result<Value, Fault> {
        use crate::typed_refs::{maybe_typed, Write};
        match term {
            Term::Assign(v) => {
                match place {
                    Value::Ref(r) if maybe_typed(r) => {
                        let r = r.clone();
                        let v = self.typed_ref_value(&r, v, Write::Ref)?;
                        r.set(v.clone());
                        return Ok(v);
                    }
                    Value::Ref(r) => r.set(v.clone()),
                    p => *p = v.clone(),
                }
                Ok(v)
            }
            Term::AssignOp(op, v) => {
                let cur = place.get();
                let mut new = self.binop_values(op, &cur, &v)?;
                if let Value::Ref(r) = place {
                    if maybe_typed(r) {
                        let r = r.clone();
                        new = self.typed_ref_value(&r, new, Write::Ref)?;
                    }
                }
                match place {
                    Value::Ref(r) => r.set(new.clone()),
                    p => *p = new.clone(),
                }
                Ok(new)
            }
            Term::IncDec(kind) => {
                let cur = place.get();
                let inc = kind == 0 || kind == 2;
                let mut new = self.incdec_value(&cur, inc)?;
                if let Value::Ref(r) = place {
                    if maybe_typed(r) {
                        let r = r.clone();
                        new = self.typed_ref_incdec(&r, &cur, new, inc, Write::Ref)?;
                    }
                }
                match place {
                    Value::Ref(r) => r.set(new.clone()),
                    p => *p = new.clone(),
                }
                Ok(if kind < 2 { new } else { cur })
            }
            Term::MakeRef => {
                if let Value::Ref(r) = place {
                    return Ok(Value::Ref(r.clone()));
                }
                let r = Reference::new(std::mem::take(place));
                *place = Value::Ref(r.clone());
                Ok(Value::Ref(r))
            }
            Term::BindRef(r) => {
                *place = r.clone();
                Ok(r)
            }
            Term::Unset => {
                *place = Value::Null;
                Ok(Value::Null)
            }
            Term::Fetch | Term::Coalesce => Ok(place.get()),
        }
    }

    /// Writes through a string offset: `$s[i] = 'x'`.
    fn string_path(&mut self, c: &mut Value, keys: &[PathKey], term: Term) -> Result<Value, Fault> {
        if keys.len() > 1 {
            return Err(self.throw_error("Error", "Cannot use string offset as an array"));
        }
        match term {
            Term::Coalesce | Term::Fetch => {
                let Value::Str(s) = c else { unreachable!() };
                let s = s.clone();
                let key = match &keys[0] {
                    PathKey::Key(k) => k.clone(),
                    PathKey::Append => return Ok(Value::Null),
                };
                self.string_offset(&s, &key, true)
            }
            Term::Unset => Err(self.throw_error("Error", "Cannot unset string offsets")),
            Term::AssignOp(..) => Err(self.throw_error(
                "Error",
                "Cannot use assign-op operators with string offsets",
            )),
            Term::IncDec(_) => {
                Err(self.throw_error("Error", "Cannot increment/decrement string offsets"))
            }
            Term::MakeRef | Term::BindRef(_) => {
                Err(self.throw_error("Error", "Cannot create references to/from string offsets"))
            }
            Term::Assign(v) => {
                let key = match &keys[0] {
                    PathKey::Key(k) => k.clone(),
                    PathKey::Append => {
                        return Err(
                            self.throw_error("Error", "[] operator not supported for strings")
                        )
                    }
                };
                let idx = match &key {
                    Value::Int(i) => *i,
                    Value::Str(k) => match rphp_value::convert::parse_numeric(k.as_bytes()) {
                        (
                            rphp_value::convert::Number::Int(i),
                            rphp_value::convert::NumericKind::Numeric,
                        ) => i,
                        _ => {
                            let msg = format!(
                                "Cannot access offset of type {} on string",
                                key.debug_type()
                            );
                            return Err(self.throw_error("TypeError", msg));
                        }
                    },
                    other => other.to_int(),
                };
                let val = self.str_conv(&v)?;
                if val.is_empty() {
                    return Err(self
                        .throw_error("Error", "Cannot assign an empty string to a string offset"));
                }
                let Value::Str(s) = c else { unreachable!() };
                let len = s.len() as i64;
                let real = if idx < 0 { idx + len } else { idx };
                if real < 0 {
                    self.raise(ErrorLevel::Warning, &format!("Illegal string offset {idx}"))?;
                    return Ok(Value::Null);
                }
                if val.len() > 1 {
                    self.raise(
                        ErrorLevel::Warning,
                        "Only the first byte will be assigned to the string offset",
                    )?;
                }
                let Value::Str(s) = c else { unreachable!() };
                let real = real as usize;
                if real >= s.len() {
                    s.resize(real, b' ');
                    s.push(val.as_bytes()[0]);
                } else {
                    s.make_mut()[real] = val.as_bytes()[0];
                }
                Ok(Value::Str(PhpStr::from(&val.as_bytes()[..1])))
            }
        }
    }

    // ---- array literals ----

    fn lit_array(&mut self, a: u32) -> &mut PhpArray {
        let base = self.frames.last().expect("frame").base;
        let slot = &mut self.stack[base + a as usize];
        // The compiler puts a `NewArray` there first; bytecode from elsewhere
        // (a cache file) may not, and must not crash the VM.
        if !matches!(slot, Some(Value::Array(_))) {
            *slot = Some(Value::Array(PhpArray::new()));
        }
        match slot {
            Some(Value::Array(arr)) => arr,
            _ => unreachable!("just made an array"),
        }
    }

    pub(crate) fn array_push_lit(&mut self, a: u32, v: Value) -> Result<(), Fault> {
        if self.lit_array(a).push(v).is_err() {
            return Err(self.throw_error(
                "Error",
                "Cannot add element to the array as the next element is already occupied",
            ));
        }
        Ok(())
    }

    pub(crate) fn array_insert_lit(&mut self, a: u32, k: Value, v: Value) -> Result<(), Fault> {
        let k = self.key_of(&k)?;
        self.lit_array(a).insert(k, v);
        Ok(())
    }

    pub(crate) fn array_unpack(&mut self, a: u32, src: Value) -> Result<(), Fault> {
        match src {
            Value::Array(s) => {
                for (k, v) in s.iter() {
                    let v = v.elem_copy();
                    match k {
                        ArrayKey::Int(_) => self.array_push_lit(a, v)?,
                        k => self.lit_array(a).insert(k, v),
                    }
                }
                Ok(())
            }
            Value::Object(o) if o.instance_of(b"Traversable") => {
                for (k, v) in self.traversable_pairs(&Value::Object(o))? {
                    match k {
                        Value::Int(_) => self.array_push_lit(a, v)?,
                        Value::Str(s) => self
                            .lit_array(a)
                            .insert(ArrayKey::from_bytes(s.as_bytes()), v),
                        _ => {
                            return Err(self.throw_error(
                                "Error",
                                "Keys must be of type int|string during array unpacking",
                            ))
                        }
                    }
                }
                Ok(())
            }
            _ => Err(self.throw_error("Error", "Only arrays and Traversables can be unpacked")),
        }
    }

    // ---- foreach ----

    /// The next element of a generator being iterated by foreach (slot `i` the iterator).
    /// (Inline: foreach's resume of a generator goes through here on every step.)
    #[inline]
    fn gen_fe_fetch(
        &mut self,
        i: usize,
        v: u32,
        o: &rphp_value::PhpObject,
        by_ref: bool,
    ) -> Result<FeStep, Fault> {
        // R[it+1]: -1 just reset, 0 advance first, 1 resumed by the loop (read only),
        // 2 the loop variables refused the value it yielded (`gen_fe_refused`).
        let phase = match self.stack[i + 1] {
            Some(Value::Int(p)) => p,
            _ => 0,
        };
        let next = if phase == 1 {
            // Back from a resume in the loop: read what it yielded.
            self.stack[i + 1] = Some(Value::Int(0));
            self.gen_loop_current(o)
        } else if !by_ref && self.gen_loop_try_resume(o, phase) {
            // (The phase slot holds an int: rewrite it in place.)
            match &mut self.stack[i + 1] {
                Some(Value::Int(p)) => *p = 1,
                s => *s = Some(Value::Int(1)),
            }
            return Ok(FeStep::Resumed);
        } else if phase == 2 {
            return Err(self.gen_fe_take_fault(i));
        } else if crate::generators::is_generator(o) {
            self.stack[i + 1] = Some(Value::Int(0));
            self.gen_fetch(o, phase != 0)?
        } else {
            self.stack[i + 1] = Some(Value::Int(0));
            self.iter_fe_fetch(&Value::Object(o.clone()), phase == -1)?
        };
        let Some((key, val)) = next else {
            return Ok(FeStep::Done);
        };
        let base = self.frames.last().expect("frame").base;
        if by_ref {
            crate::interp::put(&mut self.stack[i + 2], key);
            let s = &mut self.stack[base + v as usize];
            match val {
                val @ Value::Ref(_) => *s = Some(val),
                val => *s = Some(val.get()),
            }
        } else {
            self.fe_assign(i, base + v as usize, key, val)?;
        }
        Ok(FeStep::Next)
    }

    /// By-value foreach over a Traversable takes an element: the iterator at
    /// stack[i] advances next time (R[it+1] = 0), its key goes to R[it+2] and
    /// the value into the loop variable at stack[var] (through a reference).
    ///
    /// `i + 2` and `var` must be slots of the running frame (the loop's
    /// registers), which every caller passes: they are not bounds-checked.
    #[inline(always)]
    pub(crate) fn fe_assign(
        &mut self,
        i: usize,
        var: usize,
        key: Value,
        val: Value,
    ) -> Result<(), Fault> {
        debug_assert!(i + 2 < self.stack.len() && var < self.stack.len());
        // SAFETY: see above: both are registers of the frame on top, whose
        // slots exist while it runs.
        match unsafe { self.stack.get_unchecked_mut(i + 1) } {
            Some(Value::Int(p)) => *p = 0,
            s => crate::interp::put(s, Value::Int(0)),
        }
        // SAFETY: as above.
        crate::interp::put(unsafe { self.stack.get_unchecked_mut(i + 2) }, key);
        let val = match val {
            Value::Ref(r) => r.get(),
            v => v,
        };
        // SAFETY: as above.
        let s = unsafe { self.stack.get_unchecked_mut(var) };
        match s {
            Some(Value::Ref(r)) if crate::typed_refs::maybe_typed(r) => {
                let r = r.clone();
                let val = self.typed_ref_value(&r, val, crate::typed_refs::Write::Ref)?;
                r.set(val);
            }
            Some(Value::Ref(r)) => *r.0.borrow_mut() = val,
            _ => crate::interp::put(s, val),
        }
        Ok(())
    }

    pub(crate) fn fe_reset(&mut self, it: u32, v: Value) -> Result<(), Fault> {
        let base = self.frames.last().expect("frame").base;
        let i = base + it as usize;
        match v {
            Value::Array(a) => {
                self.stack[i] = Some(Value::Array(a));
            }
            Value::Object(o) if o.instance_of(b"Traversable") => {
                return self.iter_fe_reset(i, Value::Object(o), false);
            }
            Value::Object(o) => {
                // Plain objects iterate their visible properties (a snapshot).
                let a = self.visible_props(&o);
                self.stack[i] = Some(Value::Array(a));
            }
            v => {
                let msg = format!(
                    "foreach() argument must be of type array|object, {} given",
                    v.debug_type()
                );
                self.raise(ErrorLevel::Warning, &msg)?;
                self.stack[i] = None;
            }
        }
        self.stack[i + 1] = Some(Value::Int(0));
        Ok(())
    }

    /// Next element into R[v]; true when done.
    pub(crate) fn fe_fetch(&mut self, it: u32, v: u32) -> Result<FeStep, Fault> {
        let base = self.frames.last().expect("frame").base;
        let i = base + it as usize;
        // (Objects first: an array's common case never comes here, see foreach_fast.rs.)
        if let Some(Value::Object(o)) = &self.stack[i] {
            // A counted copy (the resume may move the stack), released
            // quietly after: the loop's iterator slot still holds the object.
            let o = o.clone();
            let r = self.gen_fe_fetch(i, v, &o, false);
            crate::generators::release_handle(o);
            return r;
        }
        let pos = match &self.stack[i + 1] {
            Some(Value::Int(p)) => *p as usize,
            _ => 0,
        };
        let (next, key, val) = match &self.stack[i] {
            Some(Value::Array(a)) => match a.entry_at(pos) {
                Some((p, k, val)) => (p + 1, k, val.get()),
                None => return Ok(FeStep::Done),
            },
            _ => return Ok(FeStep::Done),
        };
        self.stack[i + 1] = Some(Value::Int(next as i64));
        self.stack[i + 2] = Some(key.into_value());
        let s = &mut self.stack[base + v as usize];
        match s {
            Some(Value::Ref(r)) if crate::typed_refs::maybe_typed(r) => {
                let r = r.clone();
                let val = self.typed_ref_value(&r, val, crate::typed_refs::Write::Ref)?;
                r.set(val);
            }
            Some(Value::Ref(r)) => *r.0.borrow_mut() = val,
            _ => *s = Some(val),
        }
        Ok(FeStep::Next)
    }

    pub(crate) fn fe_reset_ref(&mut self, it: u32, v: u32) -> Result<(), Fault> {
        let base = self.frames.last().expect("frame").base;
        if let Some(Value::Object(o)) = self.stack[base + v as usize].as_ref().map(|s| s.get()) {
            // ArrayObject/ArrayIterator: the loop walks their storage by reference.
            if let Some(walk) = crate::spl::foreach_ref(&o) {
                let i = base + it as usize;
                self.stack[i] = Some(match walk {
                    crate::spl::RefWalk::Array(r) => Value::Ref(r),
                    // fe_fetch_ref walks its property table (fe_prop_ref).
                    crate::spl::RefWalk::Props(inner) => Value::Object(inner),
                });
                self.stack[i + 1] = Some(Value::Int(0));
                let handle = self.iterator_handle();
                self.stack[i + 3] = Some(if o.instance_of(b"ArrayIterator") {
                    handle
                } else {
                    // An ArrayObject: php iterates the ArrayIterator its
                    // getIterator() makes, then frees that before its own
                    // iterator (as this array drops its elements).
                    let iterator = self.iterator_handle();
                    Value::Array(PhpArray::from_list(vec![handle, iterator]))
                });
                return Ok(());
            }
            if o.instance_of(b"Traversable") {
                return self.iter_fe_reset(base + it as usize, Value::Object(o), true);
            }
            // A plain object: fe_fetch_ref walks its property table (fe_prop_ref).
            let i = base + it as usize;
            self.stack[i] = Some(Value::Object(o));
            self.stack[i + 1] = Some(Value::Int(0));
            return Ok(());
        }
        let r = self.make_slot_ref(base + v as usize);
        let ok = {
            let mut inner = r.0.borrow_mut();
            match &*inner {
                Value::Array(_) => true,
                Value::Null => {
                    *inner = Value::Null;
                    false
                }
                _ => false,
            }
        };
        if !ok {
            let t = r.get();
            let msg = format!(
                "foreach() argument must be of type array|object, {} given",
                t.debug_type()
            );
            self.raise(ErrorLevel::Warning, &msg)?;
        }
        let i = base + it as usize;
        self.stack[i] = if ok { Some(Value::Ref(r)) } else { None };
        self.stack[i + 1] = Some(Value::Int(0));
        Ok(())
    }

    pub(crate) fn fe_fetch_ref(&mut self, it: u32, v: u32) -> Result<bool, Fault> {
        let base = self.frames.last().expect("frame").base;
        let i = base + it as usize;
        let pos = match &self.stack[i + 1] {
            Some(Value::Int(p)) => *p as usize,
            _ => 0,
        };
        let r = match &self.stack[i] {
            Some(Value::Ref(r)) => r.clone(),
            Some(Value::Object(o)) if !o.instance_of(b"Traversable") => {
                let o = o.clone();
                let Some((next, k, er)) = self.fe_prop_ref(&o, pos)? else {
                    return Ok(true);
                };
                self.stack[i + 1] = Some(Value::Int(next as i64));
                self.stack[i + 2] = Some(k);
                self.stack[base + v as usize] = Some(Value::Ref(er));
                return Ok(false);
            }
            Some(Value::Object(o)) => {
                let o = o.clone();
                return Ok(matches!(self.gen_fe_fetch(i, v, &o, true)?, FeStep::Done));
            }
            _ => return Ok(true),
        };
        let found = {
            let mut inner = r.0.borrow_mut();
            match &mut *inner {
                Value::Array(a) => match a.entry_at(pos) {
                    Some((p, k, _)) => {
                        let slot = a.value_at_mut(p).expect("live position");
                        let er = match slot {
                            Value::Ref(er) => er.clone(),
                            other => {
                                let er = Reference::new(std::mem::take(other));
                                *other = Value::Ref(er.clone());
                                er
                            }
                        };
                        Some((p + 1, k, er))
                    }
                    None => None,
                },
                _ => None,
            }
        };
        match found {
            Some((next, k, er)) => {
                self.stack[i + 1] = Some(Value::Int(next as i64));
                self.stack[i + 2] = Some(k.into_value());
                self.stack[base + v as usize] = Some(Value::Ref(er));
                Ok(false)
            }
            None => Ok(true),
        }
    }
}
