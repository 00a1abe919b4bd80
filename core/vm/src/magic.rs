//! What the engine asks objects for when printing and serializing them:
//! `__debugInfo()` (var_dump, print_r), a closure's debug view (its
//! captured and static variables, `$this`, its parameters, as php 8.2's
//! `zend_closure_get_debug_info` shows them), and the legacy `Serializable`
//! interface with php 8.1's deprecation for classes that implement only it.

use crate::classes::{class_of, ClassRt};
use crate::vm::Vm;
use rphp_bytecode::class::flags;
use rphp_bytecode::{Op, LIT};
use rphp_value::{ArrayKey, ErrorLevel, Fault, PhpArray, PhpObject, PhpStr, Value};

impl Vm {
    /// The array var_dump/print_r show instead of an object's properties:
    /// `__debugInfo()`'s result, or a closure's debug view; None to show the
    /// property table.
    pub(crate) fn debug_view(&mut self, o: &PhpObject) -> Result<Option<PhpArray>, Fault> {
        if crate::closures::closure_data_of(o).is_some() {
            return Ok(Some(self.closure_debug_view(&Value::Object(o.clone()))));
        }
        let Some(class) = class_of(o) else {
            return Ok(None);
        };
        let r = match class.find_method(b"__debugInfo").cloned() {
            Some(m) => self.call_method(&m, Some(o.clone()), None, Vec::new())?,
            // A built-in class's own (the random engines' state).
            None if crate::spl::native_method(class, b"__debugInfo").is_some() => {
                self.call_obj_method(o, "__debugInfo", Vec::new())?
            }
            None => return Ok(None),
        };
        match r {
            Value::Array(a) => Ok(Some(a)),
            Value::Null => Ok(Some(PhpArray::new())),
            _ => Err(self.fatal("__debuginfo() must return an array")),
        }
    }

    /// `static` (captured and static variables), `this`, `parameter`.
    fn closure_debug_view(&mut self, c: &Value) -> PhpArray {
        let mut out = PhpArray::new();
        let Some(d) = crate::closures::closure_data(c) else {
            return out;
        };
        let this = crate::closures::closure_this(c);
        let Some(f) = d.func.clone() else {
            // A closure over `__call`/`__callStatic` names the method it stands for.
            let magic = match (&d.native, &d.scope, d.bound.borrow().get(1)) {
                (Some(crate::runtime::Callee::Engine(b)), Some(scope), Some(Some(n)))
                    if crate::objects::is_magic_trampoline(b) =>
                {
                    Some([&scope[..], b"::", n.to_php_str().as_bytes()].concat())
                }
                _ => None,
            };
            if let Some(name) = magic {
                out.insert(
                    ArrayKey::from_bytes(b"function"),
                    Value::Str(PhpStr::from(name)),
                );
                if let Some(t) = this {
                    out.insert(ArrayKey::from_bytes(b"this"), Value::Object(t));
                }
                return out;
            }
            if let Some(n) = &d.native {
                let name = n.display_name();
                out.insert(
                    ArrayKey::from_bytes(b"function"),
                    Value::Str(PhpStr::from(name)),
                );
            }
            if let Some(t) = this {
                out.insert(ArrayKey::from_bytes(b"this"), Value::Object(t));
            }
            // A closure over a builtin (`strlen(...)`): its parameters.
            if let Some(n) = &d.native {
                let params = match n {
                    crate::runtime::Callee::Builtin(b) => b.params,
                    crate::runtime::Callee::Engine(b) => b.params,
                    _ => &[],
                };
                if !params.is_empty() {
                    let mut p = PhpArray::new();
                    for s in params {
                        let key = format!("{}${}", if s.by_ref { "&" } else { "" }, s.name);
                        let opt = s.default.is_some() || s.variadic;
                        p.insert(ArrayKey::from_bytes(key.as_bytes()), req(opt));
                    }
                    out.insert(ArrayKey::from_bytes(b"parameter"), Value::Array(p));
                }
            }
            return out;
        };
        let code = &f.code;
        // A closure made from a named function or method (`f(...)`) names it.
        if !code.is_closure {
            out.insert(
                ArrayKey::from_bytes(b"function"),
                Value::Str(PhpStr::from(code.name.to_vec())),
            );
        }
        let statics = {
            let bound = d.bound.borrow();
            static_variables(&f, &bound)
        };
        if !statics.is_empty() {
            out.insert(ArrayKey::from_bytes(b"static"), Value::Array(statics));
        }
        if let Some(t) = this {
            out.insert(ArrayKey::from_bytes(b"this"), Value::Object(t));
        }
        if !code.params.is_empty() {
            let mut p = PhpArray::new();
            for (i, q) in code.params.iter().enumerate() {
                let mut key = Vec::new();
                if q.by_ref {
                    key.push(b'&');
                }
                key.push(b'$');
                key.extend_from_slice(&q.name);
                let opt = q.variadic || i as u32 >= code.required;
                p.insert(ArrayKey::Str(PhpStr::from(key)), req(opt));
            }
            out.insert(ArrayKey::from_bytes(b"parameter"), Value::Array(p));
        }
        out
    }

    /// php 8.1+: a class implementing `Serializable` without both
    /// `__serialize()` and `__unserialize()` is deprecated.
    pub(crate) fn check_serializable(
        &mut self,
        class: &ClassRt,
        file: &[u8],
        line: u32,
    ) -> Result<(), Fault> {
        if class.flags & (flags::INTERFACE | flags::ABSTRACT) != 0
            || !class.ancestry.contains(&b"serializable"[..])
        {
            return Ok(());
        }
        if class.find_method(b"__serialize").is_some()
            && class.find_method(b"__unserialize").is_some()
        {
            return Ok(());
        }
        // php's own Serializable classes (ArrayObject, SplObjectStorage, ...)
        // have __serialize/__unserialize, so their subclasses are not deprecated.
        let mut p = class.parent.clone();
        while let Some(c) = p {
            if c.decl.is_none() && c.ancestry.contains(&b"serializable"[..]) {
                return Ok(());
            }
            p = c.parent.clone();
        }
        let msg = format!(
            "{} implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary)",
            class.name_str()
        );
        self.raise_at(ErrorLevel::Deprecated, &msg, file, line)
    }
}

fn req(optional: bool) -> Value {
    Value::Str(PhpStr::from(if optional {
        "<optional>"
    } else {
        "<required>"
    }))
}

/// A function's captured variables (`use`, from `bound`) then its `static`
/// variables, as a closure's debug view and
/// `ReflectionFunctionAbstract::getStaticVariables()` show them: a static's
/// current value once its declaration ran, else its constant initialiser.
pub fn static_variables(f: &crate::runtime::FuncRt, bound: &[Option<Value>]) -> PhpArray {
    let code = &f.code;
    let mut statics = PhpArray::new();
    for (i, u) in code.uses.iter().enumerate() {
        let name = &code.cv_names[u.slot as usize];
        if &name[..] == b"this" {
            continue;
        }
        let v = match bound.get(i) {
            Some(Some(v)) => v.clone(),
            _ => Value::Null,
        };
        statics.insert(ArrayKey::from_bytes(name), v);
    }
    let cur = f.statics.borrow();
    for (pc, ins) in code.code.iter().enumerate() {
        if ins.op != Op::BindStatic {
            continue;
        }
        let Some(name) = code.cv_names.get(ins.a as usize) else {
            continue;
        };
        let v = match cur.get(ins.b as usize) {
            Some(Some(r)) => r.get(),
            _ => match code.code.get(pc + 1) {
                Some(n) if n.op == Op::Assign && n.a == ins.a && n.b & LIT != 0 => code
                    .literals
                    .get((n.b & !LIT) as usize)
                    .map(crate::runtime::materialise)
                    .unwrap_or(Value::Null),
                _ => Value::Null,
            },
        };
        statics.insert(ArrayKey::from_bytes(name), v);
    }
    statics
}
