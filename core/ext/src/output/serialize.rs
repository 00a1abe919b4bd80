//! `serialize()` for the values rphp has so far (scalars, arrays,
//! references, objects by their property tables). Shared references are
//! written once and then as `R:n;` back-references, objects met again as
//! `r:n;`, numbered as `php_add_var_hash` numbers them. Objects go
//! through `__serialize()`, the legacy `Serializable::serialize()` (`C:`)
//! or `__sleep()` when they have them; closures, generators and reflection
//! objects refuse, as php's do.

use crate::util::arg;
use rphp_value::float::float_repr;
use rphp_value::object::{mangle, Visibility};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpObject,
    ThrowKind, Value,
};
use std::collections::HashMap;
use std::io::Write;
use std::rc::Rc;

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "serialize",
    params: &[ParamSpec::req("value", ParamType::Mixed)],
    func: |ctx, a| {
        let mut s = Serializer {
            n: 0,
            seen: HashMap::new(),
            out: Vec::new(),
            ctx,
        };
        s.value(&arg(a, 0))?;
        Ok(Value::str(s.out))
    },
}];

/// Classes php marks as not serializable (instances and subclasses).
const NOT_SERIALIZABLE: &[&[u8]] = &[
    b"Closure",
    b"Generator",
    b"Reflector",
    b"ReflectionType",
    b"ReflectionAttribute",
    b"ReflectionReference",
    b"ReflectionGenerator",
    b"ReflectionFiber",
    b"Fiber",
    b"WeakMap",
    b"WeakReference",
    b"Random\\Engine\\Secure",
    // php serializes its algorithm state, which rphp does not model (see hash/context.rs).
    b"HashContext",
    b"SensitiveParameterValue",
    b"SplFileInfo",
];

struct Serializer<'c> {
    /// How many values have been written (PHP's `var_hash->n`).
    n: usize,
    /// Reference cells already written, by address, with their number.
    seen: HashMap<*const (), usize>,
    out: Vec<u8>,
    ctx: &'c mut dyn Context,
}

impl Serializer<'_> {
    fn value(&mut self, v: &Value) -> Result<(), Fault> {
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
                tagged(&mut self.out, b"R:", idx as i64, b";");
                return Ok(());
            }
            self.seen.insert(key, self.n);
            return self.plain(&inner);
        }
        if let Value::Object(o) = v {
            // An object met again is written as a back-reference to the first.
            let key = Rc::as_ptr(&o.0) as *const ();
            if let Some(&idx) = self.seen.get(&key) {
                tagged(&mut self.out, b"r:", idx as i64, b";");
                return Ok(());
            }
            self.seen.insert(key, self.n);
        }
        self.plain(v)
    }

    /// `O:len:"Class":n:{key;value...}` for `(key, value)` pairs.
    fn object_body(&mut self, name: &[u8], props: &PhpArray) -> Result<(), Fault> {
        self.out
            .extend_from_slice(format!("O:{}:\"", name.len()).as_bytes());
        self.out.extend_from_slice(name);
        self.out
            .extend_from_slice(format!("\":{}:{{", props.len()).as_bytes());
        for (k, v) in props.iter() {
            match k {
                ArrayKey::Int(i) => {
                    tagged(&mut self.out, b"i:", i, b";");
                }
                ArrayKey::Str(s) => self.string(s.as_bytes()),
            }
            self.value(v)?;
        }
        self.out.push(b'}');
        Ok(())
    }

    /// An object through its magic methods (`__serialize`, `Serializable`,
    /// `__sleep`); Ok(false) when it has none and is written by its properties.
    fn magic(&mut self, o: &PhpObject) -> Result<bool, Fault> {
        let name = o.class_name().to_vec();
        let shown = String::from_utf8_lossy(&name).into_owned();
        if let Some(v) = self.ctx.call_magic(o, b"__serialize", Vec::new())? {
            let Value::Array(a) = v.get() else {
                let msg = format!("{shown}::__serialize() must return an array");
                return Err(self.ctx.throw(ThrowKind::TypeError, msg));
            };
            self.object_body(&name, &a)?;
            return Ok(true);
        }
        if o.instance_of(b"Serializable") {
            if let Some(v) = self.ctx.call_magic(o, b"serialize", Vec::new())? {
                match v.get() {
                    Value::Null => self.out.extend_from_slice(b"N;"),
                    Value::Str(data) => {
                        let _ = write!(self.out, "C:{}:\"", name.len());
                        self.out.extend_from_slice(&name);
                        let _ = write!(self.out, "\":{}:{{", data.len());
                        self.out.extend_from_slice(data.as_bytes());
                        self.out.push(b'}');
                    }
                    _ => {
                        let msg = format!("{shown}::serialize() must return a string or NULL");
                        return Err(self.ctx.throw(ThrowKind::Exception, msg));
                    }
                }
                return Ok(true);
            }
        }
        let Some(names) = self.ctx.call_magic(o, b"__sleep", Vec::new())? else {
            return Ok(false);
        };
        let Value::Array(names) = names.get() else {
            let msg = format!(
                "serialize(): {shown}::__sleep() should return an array only containing the names of instance-variables to serialize"
            );
            self.ctx.error(ErrorLevel::Warning, &msg)?;
            self.out.extend_from_slice(b"N;");
            return Ok(true);
        };
        let props = o.props();
        let mut picked = PhpArray::new();
        for (_, n) in names.iter() {
            let n = n.get().to_php_str();
            let n = n.as_bytes();
            let keys = [
                n.to_vec(),
                mangle(n, Visibility::Protected, b""),
                mangle(n, Visibility::Private, &name),
            ];
            match keys.iter().find_map(|k| props.get_str(k).map(|v| (k, v))) {
                Some((k, v)) => picked.insert(ArrayKey::from_bytes(k), v.clone()),
                None => {
                    let msg = format!(
                        "serialize(): \"{}\" returned as member variable from __sleep() but does not exist",
                        String::from_utf8_lossy(n)
                    );
                    self.ctx.error(ErrorLevel::Warning, &msg)?;
                }
            }
        }
        self.object_body(&name, &picked)?;
        Ok(true)
    }

    fn plain(&mut self, v: &Value) -> Result<(), Fault> {
        match v {
            Value::Null => self.out.extend_from_slice(b"N;"),
            Value::Bool(b) => self
                .out
                .extend_from_slice(if *b { b"b:1;" } else { b"b:0;" }),
            Value::Int(i) => {
                tagged(&mut self.out, b"i:", *i, b";");
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
                if let Some(c) = NOT_SERIALIZABLE.iter().find(|c| o.instance_of(c)) {
                    let shown = if c.starts_with(b"Reflect") || *c == b"SplFileInfo" {
                        o.class_name().to_vec()
                    } else {
                        c.to_vec()
                    };
                    let msg = format!(
                        "Serialization of '{}' is not allowed",
                        String::from_utf8_lossy(&shown)
                    );
                    return Err(self.ctx.throw(ThrowKind::Exception, msg));
                }
                if self.magic(o)? {
                    return Ok(());
                }
                // SplFixedArray's elements are serialized as properties, as php's get_properties shows them.
                let mut props = o.class().view_props(o).unwrap_or_else(|| o.props());
                let mut name = o.class_name().to_vec();
                // An object unserialize() could not resolve keeps its real class name.
                if name == b"__PHP_Incomplete_Class" {
                    if let Some(Value::Str(real)) =
                        props.remove(&ArrayKey::from_bytes(b"__PHP_Incomplete_Class_Name"))
                    {
                        name = real.as_bytes().to_vec();
                    }
                }
                self.object_body(&name, &props)?;
            }
            Value::Array(a) => {
                tagged(&mut self.out, b"a:", a.len() as i64, b":{");
                for (k, v) in a.iter() {
                    match k {
                        ArrayKey::Int(i) => {
                            tagged(&mut self.out, b"i:", i, b";");
                        }
                        ArrayKey::Str(s) => self.string(s.as_bytes()),
                    }
                    self.value(v)?;
                }
                self.out.push(b'}');
            }
            Value::Ref(r) => {
                let inner = r.get();
                self.plain(&inner)?;
            }
        }
        Ok(())
    }

    fn string(&mut self, s: &[u8]) {
        tagged(&mut self.out, b"s:", s.len() as i64, b":\"");
        self.out.extend_from_slice(s);
        self.out.extend_from_slice(b"\";");
    }
}

/// Appends `pre`, the decimal `n` and `post` (`i:5;`, `a:3:{`): the
/// serializer's hottest output, without `fmt` machinery.
#[inline]
fn tagged(out: &mut Vec<u8>, pre: &[u8], n: i64, post: &[u8]) {
    out.extend_from_slice(pre);
    rphp_value::float::append_int(n, out);
    out.extend_from_slice(post);
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
