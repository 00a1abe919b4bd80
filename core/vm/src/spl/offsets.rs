//! `$obj[k]` on objects: `ArrayAccess` calls `offsetGet`/`offsetSet`/
//! `offsetExists`/`offsetUnset` as php does (raw offsets, `null` for `[]`,
//! `offsetExists` then `offsetGet` for `??`), nested writes go through what
//! `offsetGet` returned (an object, a reference from `&offsetGet`, or a copy
//! with php's "Indirect modification" notice), and ArrayObject/ArrayIterator
//! without overridden offset methods are walked like the array they hold.

use crate::dims::Term;
use crate::vm::{PathKey, Vm};
use rphp_value::{ErrorLevel, Fault, PhpObject, Reference, Value};

fn key_value(k: &PathKey) -> Value {
    match k {
        PathKey::Key(v) => v.get(),
        PathKey::Append => Value::Null,
    }
}

impl Vm {
    /// An offset method called by `$obj[k]`. Classes whose dimension
    /// handlers are php's defaults (SplDoublyLinkedList, SplObjectStorage's
    /// writes) show the method's frame in traces; the others do not.
    pub(crate) fn call_dim_method(
        &mut self,
        o: &PhpObject,
        name: &str,
        args: Vec<Value>,
    ) -> Result<Value, Fault> {
        let Some(class) = crate::classes::class_of(o).and_then(|c| self.lookup_class(&c.name))
        else {
            return self.call_obj_method(o, name, args);
        };
        let framed = match super::native_base(&class) {
            Some("SplDoublyLinkedList" | "SplQueue" | "SplStack") => true,
            Some("SplObjectStorage") => matches!(name, "offsetSet" | "offsetUnset"),
            _ => false,
        };
        if framed && class.find_method(name.as_bytes()).is_none() {
            if let Some(m) = super::native_method(&class, name.as_bytes()) {
                let mut all = Vec::with_capacity(args.len() + 1);
                all.push(Value::Object(o.clone()));
                all.extend(args);
                return self.call_callee(crate::runtime::Callee::Engine(&m.entry), all);
            }
        }
        self.call_obj_method(o, name, args)
    }

    fn not_array_access(&mut self, o: &PhpObject) -> Fault {
        let msg = format!("Cannot use object of type {} as array", o.debug_name());
        self.throw_error("Error", msg)
    }

    fn indirect_notice(&mut self, o: &PhpObject) -> Result<(), Fault> {
        let msg = format!(
            "Indirect modification of overloaded element of {} has no effect",
            o.debug_name()
        );
        self.raise(ErrorLevel::Notice, &msg)
    }

    /// `$obj[k]` for reading; `quiet` for `??` and isset chains.
    pub(crate) fn object_dim_read(
        &mut self,
        o: &PhpObject,
        key: &Value,
        quiet: bool,
    ) -> Result<Value, Fault> {
        if super::array_object::direct(o) {
            let arr = super::array_object::take_storage(self, o);
            let r = self.get_dim(&arr, key, quiet);
            super::array_object::put_storage(o, arr);
            return r;
        }
        if !o.instance_of(b"ArrayAccess") {
            return Err(self.not_array_access(o));
        }
        if quiet
            && !self
                .call_dim_method(o, "offsetExists", vec![key.clone()])?
                .to_bool()
        {
            return Ok(Value::Null);
        }
        Ok(self
            .call_dim_method(o, "offsetGet", vec![key.clone()])?
            .get())
    }

    /// `isset($obj[k])` / `empty($obj[k])`.
    pub(crate) fn object_dim_isset(
        &mut self,
        o: &PhpObject,
        key: &Value,
        empty: bool,
    ) -> Result<bool, Fault> {
        if super::array_object::direct(o) {
            let v = self.object_dim_read(o, key, true)?;
            return Ok(if empty { !v.to_bool() } else { !v.is_null() });
        }
        if !o.instance_of(b"ArrayAccess") {
            return Err(self.not_array_access(o));
        }
        let exists = self
            .call_dim_method(o, "offsetExists", vec![key.clone()])?
            .to_bool();
        if !empty {
            return Ok(exists);
        }
        if !exists {
            return Ok(true);
        }
        Ok(!self
            .call_dim_method(o, "offsetGet", vec![key.clone()])?
            .to_bool())
    }

    /// A write path (`$obj[k]... = v`, `unset`, `++`, `??=`, `&`) reaching an object.
    pub(crate) fn object_path(
        &mut self,
        o: PhpObject,
        keys: &[PathKey],
        term: Term,
    ) -> Result<Value, Fault> {
        if super::array_object::direct(&o) {
            let mut arr = super::array_object::take_storage(self, &o);
            let r = self.walk(&mut arr, keys, term, false);
            super::array_object::put_storage(&o, arr);
            return r;
        }
        if !o.instance_of(b"ArrayAccess") {
            return Err(self.not_array_access(&o));
        }
        if matches!(keys[0], PathKey::Append) && super::fixed_array::direct(&o) {
            return Err(self.throw_error("Error", "[] operator not supported for SplFixedArray"));
        }
        let k = key_value(&keys[0]);
        if keys.len() == 1 {
            return match term {
                Term::Assign(v) => {
                    self.call_dim_method(&o, "offsetSet", vec![k, v.clone()])?;
                    Ok(v)
                }
                Term::Unset => {
                    self.call_dim_method(&o, "offsetUnset", vec![k])?;
                    Ok(Value::Null)
                }
                Term::Fetch => Ok(self.call_dim_method(&o, "offsetGet", vec![k])?.get()),
                Term::Coalesce => {
                    if !self
                        .call_dim_method(&o, "offsetExists", vec![k.clone()])?
                        .to_bool()
                    {
                        return Ok(Value::Null);
                    }
                    Ok(self.call_dim_method(&o, "offsetGet", vec![k])?.get())
                }
                Term::AssignOp(op, v) => {
                    let cur = self
                        .call_dim_method(&o, "offsetGet", vec![k.clone()])?
                        .get();
                    let new = self.binop_values(op, &cur, &v)?;
                    self.call_dim_method(&o, "offsetSet", vec![k, new.clone()])?;
                    Ok(new)
                }
                Term::IncDec(kind) => {
                    let r = self.call_offset_get(&o, k)?;
                    let cur = r.get();
                    let new = self.incdec_value(&cur, kind == 0 || kind == 2)?;
                    match &r {
                        Value::Ref(rf) => rf.set(new.clone()),
                        _ => self.indirect_notice(&o)?,
                    }
                    Ok(if kind < 2 { new } else { cur })
                }
                Term::MakeRef => {
                    let r = self.call_offset_get(&o, k)?;
                    match r {
                        Value::Ref(rf) => Ok(Value::Ref(rf)),
                        v => {
                            self.indirect_notice(&o)?;
                            Ok(Value::Ref(Reference::new(v)))
                        }
                    }
                }
                Term::BindRef(_) => Err(self.throw_error(
                    "Error",
                    "Cannot assign by reference to an array dimension of an object",
                )),
            };
        }
        let quiet = matches!(term, Term::Coalesce);
        if quiet
            && !self
                .call_dim_method(&o, "offsetExists", vec![k.clone()])?
                .to_bool()
        {
            return Ok(Value::Null);
        }
        let r = self.call_offset_get(&o, k)?;
        match r {
            Value::Ref(rf) => {
                let mut inner = std::mem::take(&mut *rf.0.borrow_mut());
                let res = self.walk(&mut inner, &keys[1..], term, false);
                *rf.0.borrow_mut() = inner;
                res
            }
            Value::Object(inner) => self.object_path(inner, &keys[1..], term),
            mut v => {
                if !quiet {
                    self.indirect_notice(&o)?;
                }
                self.walk(&mut v, &keys[1..], term, false)
            }
        }
    }
}
