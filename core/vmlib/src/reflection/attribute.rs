//! `ReflectionAttribute` and the `Attribute` class: attributes kept by the
//! compiler are only looked at here — arguments are evaluated when asked
//! for, and `newInstance()` applies php's checks (the class exists, is
//! marked `#[Attribute]`, allows this target, and repetition).

#[allow(unused_imports)]
use super::prelude::*;

use super::{s, target, Refl};
use crate::runtime::ScriptRt;
use crate::vm::Vm;
use rphp_bytecode::class::{AttrDecl, Init};
use rphp_value::{Fault, PhpArray, Value};
use std::rc::Rc;

/// One attribute as a `ReflectionAttribute` sees it.
pub(crate) struct AttrRt {
    decl: AttrDecl,
    script: Rc<ScriptRt>,
    target: i64,
    repeated: bool,
}

/// `getAttributes([$name[, $flags]])` on any reflector.
pub(super) fn list(
    vm: &mut Vm,
    attrs: &[AttrDecl],
    script: &Rc<ScriptRt>,
    tgt: i64,
    a: &[Value],
) -> Result<Value, Fault> {
    let filter = match a.get(1).map(|v| v.get()) {
        None | Some(Value::Null) => None,
        Some(v) => Some(vm.str_conv(&v)?),
    };
    let flags = a.get(2).map(|v| v.get().to_int()).unwrap_or(0);
    if flags & !2 != 0 {
        let f = vm
            .native_name()
            .map(|n| n.replace("->", "::"))
            .unwrap_or_default();
        let msg = format!("{f}(): Argument #2 ($flags) must be a valid attribute filter flag");
        return Err(vm.throw_error("ValueError", msg));
    }
    let instanceof = match &filter {
        Some(n) if flags & 2 != 0 => match vm.find_class(n.as_bytes())? {
            Some(c) => Some(c),
            None => {
                let msg = format!("Class \"{}\" not found", n.to_string_lossy());
                return Err(vm.throw_error("Error", msg));
            }
        },
        _ => None,
    };
    let mut out = Vec::new();
    for d in attrs {
        let keep = match (&filter, &instanceof) {
            (None, _) => true,
            (Some(_), Some(base)) => match vm.find_class(&d.name)? {
                Some(c) => c.is_subclass_of_name(&base.name),
                None => false,
            },
            (Some(n), None) => {
                let n = n.as_bytes();
                d.name
                    .eq_ignore_ascii_case(n.strip_prefix(b"\\").unwrap_or(n))
            }
        };
        if !keep {
            continue;
        }
        let repeated = attrs
            .iter()
            .filter(|x| x.name.eq_ignore_ascii_case(&d.name))
            .count()
            > 1;
        let rt = AttrRt {
            decl: d.clone(),
            script: script.clone(),
            target: tgt,
            repeated,
        };
        out.push(vm.refl_object("ReflectionAttribute", Refl::Attribute(Rc::new(rt)), &[]));
    }
    Ok(super::list(out))
}

fn target_name(t: i64) -> &'static str {
    match t {
        target::CLASS => "class",
        target::FUNCTION => "function",
        target::METHOD => "method",
        target::PROPERTY => "property",
        target::CLASS_CONSTANT => "class constant",
        _ => "parameter",
    }
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait AttributeVm {
    fn attr_args(&mut self, a: &AttrRt) -> Result<Value, Fault>;
    fn attribute_flags(&mut self, c: &crate::classes::ClassRt) -> Result<Option<i64>, Fault>;
}

impl AttributeVm for Vm {
    fn attr_args(&mut self, a: &AttrRt) -> Result<Value, Fault> {
        let Some(init) = a.decl.args.clone() else {
            return Ok(Value::Array(PhpArray::new()));
        };
        let lazy = crate::classes::Lazy {
            init,
            script: a.script.clone(),
            value: Rc::new(std::cell::RefCell::new(None)),
        };
        match &lazy.init {
            Init::Lit(l) => Ok(crate::runtime::materialise(l)),
            Init::Func(_) => self.eval_lazy(&lazy),
        }
    }

    /// The `Attribute::TARGET_*|IS_REPEATABLE` flags of an attribute class,
    /// or None if the class is not marked `#[Attribute]`.
    fn attribute_flags(&mut self, c: &crate::classes::ClassRt) -> Result<Option<i64>, Fault> {
        let builtin = match c.name_str().to_ascii_lowercase().as_str() {
            "attribute" | "allowdynamicproperties" => Some(target::CLASS),
            "returntypewillchange" => Some(target::METHOD),
            "sensitiveparameter" => Some(target::PARAMETER),
            _ => None,
        };
        if c.decl.is_none() {
            return Ok(builtin);
        }
        let Some(d) = super::class::decl_of(c) else {
            return Ok(None);
        };
        let Some(marker) = d
            .attributes
            .iter()
            .find(|x| x.name.eq_ignore_ascii_case(b"Attribute"))
            .cloned()
        else {
            return Ok(None);
        };
        let script = c.decl.as_ref().map(|x| x.0.clone()).expect("decl");
        let rt = AttrRt {
            decl: marker,
            script,
            target: target::CLASS,
            repeated: false,
        };
        let args = self.attr_args(&rt)?;
        let flags = match &args {
            Value::Array(arr) => arr
                .get_int(0)
                .or_else(|| arr.get_str(b"flags"))
                .map(|v| v.get().to_int())
                .unwrap_or(target::ALL),
            _ => target::ALL,
        };
        Ok(Some(flags))
    }
}

pub(super) fn call(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    let Refl::Attribute(at) = vm.refl_get(a)? else {
        return Ok(Value::Null);
    };
    Ok(match m {
        "getName" => s(&at.decl.name),
        "getTarget" => Value::Int(at.target),
        "isRepeated" => Value::Bool(at.repeated),
        "getArguments" => vm.attr_args(&at)?,
        "newInstance" => {
            let name = String::from_utf8_lossy(&at.decl.name).into_owned();
            let Some(c) = vm.find_class(&at.decl.name)? else {
                return Err(
                    vm.throw_error("Error", format!("Attribute class \"{name}\" not found"))
                );
            };
            let Some(flags) = vm.attribute_flags(&c)? else {
                return Err(vm.throw_error(
                    "Error",
                    format!("Attempting to use non-attribute class \"{name}\" as attribute"),
                ));
            };
            if flags & at.target == 0 {
                let allowed: Vec<&str> = [
                    target::CLASS,
                    target::FUNCTION,
                    target::METHOD,
                    target::PROPERTY,
                    target::CLASS_CONSTANT,
                    target::PARAMETER,
                ]
                .into_iter()
                .filter(|t| flags & t != 0)
                .map(target_name)
                .collect();
                return Err(vm.throw_error(
                    "Error",
                    format!(
                        "Attribute \"{name}\" cannot target {} (allowed targets: {})",
                        target_name(at.target),
                        allowed.join(", ")
                    ),
                ));
            }
            if at.repeated && flags & target::IS_REPEATABLE == 0 {
                return Err(vm.throw_error(
                    "Error",
                    format!("Attribute \"{name}\" must not be repeated"),
                ));
            }
            let (args, named) = match vm.attr_args(&at)? {
                Value::Array(arr) => super::class::split_args(&arr),
                _ => (Vec::new(), Vec::new()),
            };
            if let Some(k) = c.find_method(b"__construct") {
                if k.vis != rphp_bytecode::class::PUBLIC {
                    return Err(vm.throw_error(
                        "Error",
                        format!(
                            "Attribute constructor of class {} must be public",
                            c.name_str()
                        ),
                    ));
                }
            }
            vm.refl_new_instance(&c, args, named)?
        }
        _ => Value::Null,
    })
}

/// `new Attribute($flags = Attribute::TARGET_ALL)`.
pub(super) fn call_attribute_class(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    let _ = m;
    vm.refl_arity(a, 0, 1, "Attribute", "__construct")?;
    let flags = match a.get(1).map(|v| v.get()) {
        None => target::ALL,
        Some(Value::Int(i)) => i,
        Some(other) => {
            let msg = format!(
                "Attribute::__construct(): Argument #1 ($flags) must be of type int, {} given",
                crate::calls::given_type(&other)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    if let Some(Value::Object(o)) = a.first() {
        o.0.props_mut().insert(
            rphp_value::ArrayKey::from_bytes(b"flags"),
            Value::Int(flags),
        );
    }
    Ok(Value::Null)
}
