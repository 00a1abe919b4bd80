//! `serialize()` for the values rphp has so far (scalars, arrays,
//! references, objects by their property tables). Shared references are
//! written once and then as `R:n;` back-references, objects met again as
//! `r:n;`, numbered as `php_add_var_hash` numbers them.

use crate::util::arg;
use rphp_value::float::float_repr;
use rphp_value::{ArrayKey, Builtin, ParamSpec, ParamType, Value};
use std::collections::HashMap;
use std::io::Write;
use std::rc::Rc;

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "serialize",
    params: &[ParamSpec::req("value", ParamType::Mixed)],
    func: |_, a| {
        let mut s = Serializer {
            n: 0,
            seen: HashMap::new(),
            out: Vec::new(),
        };
        s.value(&arg(a, 0));
        Ok(Value::str(s.out))
    },
}];

struct Serializer {
    /// How many values have been written (PHP's `var_hash->n`).
    n: usize,
    /// Reference cells already written, by address, with their number.
    seen: HashMap<*const (), usize>,
    out: Vec<u8>,
}

impl Serializer {
    fn value(&mut self, v: &Value) {
        self.n += 1;
        if let Value::Ref(r) = v {
            let inner = r.get();
            // A reference to an object is numbered by the object itself.
            let key = match &inner {
                Value::Object(o) => Rc::as_ptr(&o.0) as *const (),
                _ => Rc::as_ptr(&r.0) as *const (),
            };
            if let Some(&idx) = self.seen.get(&key) {
                self.n -= 1;
                let _ = write!(self.out, "R:{};", idx);
                return;
            }
            self.seen.insert(key, self.n);
            return self.plain(&inner);
        }
        if let Value::Object(o) = v {
            // An object met again is written as a back-reference to the first.
            let key = Rc::as_ptr(&o.0) as *const ();
            if let Some(&idx) = self.seen.get(&key) {
                let _ = write!(self.out, "r:{};", idx);
                return;
            }
            self.seen.insert(key, self.n);
        }
        self.plain(v)
    }

    fn plain(&mut self, v: &Value) {
        match v {
            Value::Null => self.out.extend_from_slice(b"N;"),
            Value::Bool(b) => self
                .out
                .extend_from_slice(if *b { b"b:1;" } else { b"b:0;" }),
            Value::Int(i) => {
                let _ = write!(self.out, "i:{};", i);
            }
            Value::Float(f) => self
                .out
                .extend_from_slice(format!("d:{};", float_repr(*f)).as_bytes()),
            Value::Str(s) => self.string(s.as_bytes()),
            // PHP writes resources as the integer 0.
            Value::Resource(_) => self.out.extend_from_slice(b"i:0;"),
            Value::Object(o) if o.is_enum() => {
                // `E:len:"Class:Case";`
                let mut text = o.class_name().to_vec();
                text.push(b':');
                if let Some(n) = o.props().get_str(b"name") {
                    text.extend_from_slice(n.get().to_php_str().as_bytes());
                }
                self.out
                    .extend_from_slice(format!("E:{}:\"", text.len()).as_bytes());
                self.out.extend_from_slice(&text);
                self.out.extend_from_slice(b"\";");
            }
            Value::Object(o) => {
                let mut props = o.props();
                let mut name = o.class_name().to_vec();
                // An object unserialize() could not resolve keeps its real class name.
                if name == b"__PHP_Incomplete_Class" {
                    if let Some(Value::Str(real)) =
                        props.remove(&ArrayKey::from_bytes(b"__PHP_Incomplete_Class_Name"))
                    {
                        name = real.as_bytes().to_vec();
                    }
                }
                self.out
                    .extend_from_slice(format!("O:{}:\"", name.len()).as_bytes());
                self.out.extend_from_slice(&name);
                self.out
                    .extend_from_slice(format!("\":{}:{{", props.len()).as_bytes());
                for (k, v) in props.iter() {
                    match k {
                        ArrayKey::Int(i) => {
                            let _ = write!(self.out, "i:{};", i);
                        }
                        ArrayKey::Str(s) => self.string(s.as_bytes()),
                    }
                    self.value(v);
                }
                self.out.push(b'}');
            }
            Value::Array(a) => {
                let _ = write!(self.out, "a:{}:{{", a.len());
                for (k, v) in a.iter() {
                    match k {
                        ArrayKey::Int(i) => {
                            let _ = write!(self.out, "i:{};", i);
                        }
                        ArrayKey::Str(s) => self.string(s.as_bytes()),
                    }
                    self.value(v);
                }
                self.out.push(b'}');
            }
            Value::Ref(r) => {
                let inner = r.get();
                self.plain(&inner)
            }
        }
    }

    fn string(&mut self, s: &[u8]) {
        let _ = write!(self.out, "s:{}:\"", s.len());
        self.out.extend_from_slice(s);
        self.out.extend_from_slice(b"\";");
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::{Reference, Value};

    #[test]
    fn serializes() {
        let v = arr(vec![
            i(1),
            f(1.0),
            f(0.1),
            s("a"),
            Value::Bool(true),
            Value::Null,
            assoc(vec![("k", i(-1))]),
        ]);
        assert_eq!(
            run("serialize", vec![v]),
            r#"'a:7:{i:0;i:1;i:1;d:1;i:2;d:0.1;i:3;s:1:"a";i:4;b:1;i:5;N;i:6;a:1:{s:1:"k";i:-1;}}'"#
        );
        let x = Reference::new(i(1));
        let shared = arr(vec![
            Value::Ref(x.clone()),
            Value::Ref(x.clone()),
            arr(vec![Value::Ref(x)]),
        ]);
        assert_eq!(
            run("serialize", vec![shared]),
            "'a:3:{i:0;i:1;i:1;R:2;i:2;a:1:{i:0;R:2;}}'"
        );
    }
}
