//! `ReflectionEnum` (a `ReflectionClass` that must reflect an enum) and its
//! cases, `ReflectionEnumUnitCase`/`ReflectionEnumBackedCase` (class
//! constants that must be cases).

#[allow(unused_imports)]
use super::prelude::*;

use super::{lossy, s, Refl};
use crate::classes::ClassRt;
use crate::vm::Vm;
use rphp_bytecode::class::{flags, EnumBacking};
use rphp_value::{Fault, Value};
use std::rc::Rc;

fn is_enum(c: &ClassRt) -> bool {
    c.flags & flags::ENUM != 0
}

fn is_case(c: &ClassRt, name: &[u8]) -> bool {
    c.consts.get(name).is_some_and(|k| k.is_case)
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait EnumsVm {
    fn refl_case_object(&mut self, c: &Rc<ClassRt>, name: &[u8]) -> Value;
    fn refl_enum_object(&mut self, c: &Rc<ClassRt>) -> Value;
}

impl EnumsVm for Vm {
    /// A case object for `getCase()`/`getCases()`: backed or unit by the enum.
    fn refl_case_object(&mut self, c: &Rc<ClassRt>, name: &[u8]) -> Value {
        let class = if c.backing.is_some() {
            "ReflectionEnumBackedCase"
        } else {
            "ReflectionEnumUnitCase"
        };
        let props = [("name", s(name)), ("class", s(&c.name))];
        self.refl_object(class, Refl::ClassConst(c.clone(), name.to_vec()), &props)
    }

    fn refl_enum_object(&mut self, c: &Rc<ClassRt>) -> Value {
        let name = s(&c.name);
        self.refl_object("ReflectionEnum", Refl::Class(c.clone()), &[("name", name)])
    }
}

/// `ReflectionEnum`'s own methods.
pub(super) fn call(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    const C: &str = "ReflectionEnum";
    if m == "__construct" {
        vm.refl_arity(a, 1, 1, C, m)?;
        let c = vm.refl_class_arg(&a[1].get())?;
        if !is_enum(&c) {
            let msg = format!("Class \"{}\" is not an enum", c.name_str());
            return Err(vm.reflection_error(msg));
        }
        let obj = a[0].clone();
        vm.refl_init(&obj, Refl::Class(c.clone()), &[("name", s(&c.name))]);
        return Ok(Value::Null);
    }
    let Refl::Class(c) = vm.refl_get(a)? else {
        return Ok(Value::Null);
    };
    Ok(match m {
        "isBacked" => {
            vm.refl_arity(a, 0, 0, C, m)?;
            Value::Bool(c.backing.is_some())
        }
        "getBackingType" => {
            vm.refl_arity(a, 0, 0, C, m)?;
            match c.backing {
                Some(EnumBacking::Int) => vm.refl_type_object("int"),
                Some(EnumBacking::String) => vm.refl_type_object("string"),
                None => Value::Null,
            }
        }
        "getCases" => {
            vm.refl_arity(a, 0, 0, C, m)?;
            let names: Vec<Vec<u8>> = c.cases.iter().map(|k| k.name.clone()).collect();
            let out = names.iter().map(|n| vm.refl_case_object(&c, n)).collect();
            super::list(out)
        }
        "hasCase" | "getCase" => {
            vm.refl_arity(a, 1, 1, C, m)?;
            let n = vm.str_conv(&a[1].get())?;
            let n = n.as_bytes();
            if m == "hasCase" {
                return Ok(Value::Bool(is_case(&c, n)));
            }
            if !c.consts.contains_key(n) {
                let msg = format!("Case {}::{} does not exist", c.name_str(), lossy(n));
                return Err(vm.reflection_error(msg));
            }
            if !is_case(&c, n) {
                let msg = format!("{}::{} is not a case", c.name_str(), lossy(n));
                return Err(vm.reflection_error(msg));
            }
            vm.refl_case_object(&c, n)
        }
        _ => Value::Null,
    })
}

/// `ReflectionEnumUnitCase`'s and `ReflectionEnumBackedCase`'s own methods.
pub(super) fn call_case(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    let backed = a.first().is_some_and(
        |o| matches!(o, Value::Object(o) if o.instance_of(b"ReflectionEnumBackedCase")),
    );
    let cls = if backed {
        "ReflectionEnumBackedCase"
    } else {
        "ReflectionEnumUnitCase"
    };
    if m == "__construct" {
        vm.refl_arity(a, 2, 2, cls, m)?;
        super::property::call_const(vm, a, m)?;
        let Refl::ClassConst(c, name) = vm.refl_get(a)? else {
            return Ok(Value::Null);
        };
        if !is_case(&c, &name) {
            let msg = format!("Constant {}::{} is not a case", c.name_str(), lossy(&name));
            return Err(vm.reflection_error(msg));
        }
        if backed && c.backing.is_none() {
            let msg = format!(
                "Enum case {}::{} is not a backed case",
                c.name_str(),
                lossy(&name)
            );
            return Err(vm.reflection_error(msg));
        }
        return Ok(Value::Null);
    }
    let Refl::ClassConst(c, name) = vm.refl_get(a)? else {
        return Ok(Value::Null);
    };
    vm.refl_arity(a, 0, 0, cls, m)?;
    Ok(match m {
        "getEnum" => vm.refl_enum_object(&c),
        "getValue" => vm.refl_const_value(&c, &name)?,
        "getBackingValue" => match vm.refl_const_value(&c, &name)? {
            Value::Object(o) => {
                o.0.props_ref()
                    .get_str(b"value")
                    .cloned()
                    .unwrap_or(Value::Null)
            }
            _ => Value::Null,
        },
        _ => Value::Null,
    })
}
