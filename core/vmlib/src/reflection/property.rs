//! `ReflectionProperty` (reads and writes that bypass visibility but keep
//! php's type and readonly rules) and `ReflectionClassConstant`.

#[allow(unused_imports)]
use super::prelude::*;

use super::class::decl_of;
use super::{lossy, s, target, Refl};
use crate::classes::ClassRt;
use crate::vm::Vm;
use rphp_bytecode::class::{PropDecl, PRIVATE, PROTECTED, PUBLIC};
use rphp_value::{ArrayKey, Fault, PhpObject, PhpStr, Value};
use std::rc::Rc;

const P: &str = "ReflectionProperty";

fn vis_bits(v: u8) -> i64 {
    match v {
        PUBLIC => 1,
        PROTECTED => 2,
        _ => 4,
    }
}

/// The declaration of property `name` in the class that declared it.
pub(super) fn prop_decl(vm: &mut Vm, declaring: &[u8], name: &[u8], st: bool) -> Option<PropDecl> {
    let d = vm.lookup_class(declaring)?;
    decl_of(&d)?
        .props
        .iter()
        .find(|p| &p.name[..] == name && p.is_static == st)
        .cloned()
}

/// Facts about a declared property (static or not).
struct Facts {
    vis: u8,
    declaring: Vec<u8>,
    is_static: bool,
    readonly: bool,
    key: PhpStr,
    ty: Option<String>,
}

fn facts(c: &ClassRt, name: &[u8]) -> Option<Facts> {
    if let Some(&i) = c.prop_index.get(name) {
        let p = &c.props[i];
        return Some(Facts {
            vis: p.vis,
            declaring: p.declaring.clone(),
            is_static: false,
            readonly: p.readonly,
            key: p.key.clone(),
            ty: p.ty.as_ref().map(|t| t.display.to_string()),
        });
    }
    let sp = c.statics.get(name)?;
    Some(Facts {
        vis: sp.vis,
        declaring: sp.declaring.clone(),
        is_static: true,
        readonly: false,
        key: PhpStr::from(name.to_vec()),
        ty: None,
    })
}

pub(super) fn prop_modifiers(c: &ClassRt, name: &[u8], st: bool) -> i64 {
    let f = if st {
        c.statics.get(name).map(|sp| (sp.vis, false))
    } else {
        c.prop_index
            .get(name)
            .map(|&i| (c.props[i].vis, c.props[i].readonly))
    };
    match f {
        Some((vis, ro)) => vis_bits(vis) | if st { 16 } else { 0 } | if ro { 128 } else { 0 },
        None => 1,
    }
}

pub(super) fn const_is_final(c: &ClassRt, name: &[u8]) -> bool {
    let Some(k) = c.consts.get(name) else {
        return false;
    };
    let mut cur = Some(c);
    while let Some(x) = cur {
        if x.name.eq_ignore_ascii_case(&k.declaring) {
            return decl_of(x)
                .is_some_and(|d| d.consts.iter().any(|d| &d.name[..] == name && d.is_final));
        }
        cur = x.parent.as_deref();
    }
    false
}

pub(super) fn call(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    if m == "__construct" {
        return construct(vm, a);
    }
    let Refl::Property {
        class: c,
        name,
        dynamic,
    } = vm.refl_get(a)?
    else {
        return Ok(Value::Null);
    };
    let arg = |i: usize| a.get(i).map(|v| v.get()).unwrap_or(Value::Null);
    let f = if dynamic { None } else { facts(&c, &name) };
    let decl = match &f {
        Some(f) => prop_decl(vm, &f.declaring, &name, f.is_static),
        None => None,
    };
    let vis = f.as_ref().map_or(PUBLIC, |f| f.vis);
    let is_static = f.as_ref().is_some_and(|f| f.is_static);
    let ty = match (&f, &decl) {
        (Some(Facts { ty: Some(t), .. }), _) => Some(t.clone()),
        (_, Some(d)) => d.ty.as_ref().map(|t| t.display.to_string()),
        _ => None,
    };
    Ok(match m {
        "getName" => s(&name),
        "isPublic" => Value::Bool(vis == PUBLIC),
        "isPrivate" => Value::Bool(vis == PRIVATE),
        "isProtected" => Value::Bool(vis == PROTECTED),
        "isStatic" => Value::Bool(is_static),
        "isReadOnly" => Value::Bool(f.as_ref().is_some_and(|f| f.readonly)),
        "isDefault" => Value::Bool(!dynamic),
        "isPromoted" => Value::Bool(decl.as_ref().is_some_and(|d| d.promoted)),
        "getModifiers" => Value::Int(if dynamic {
            1
        } else {
            prop_modifiers(&c, &name, is_static)
        }),
        "getType" => match ty {
            Some(t) => vm.refl_type_object(&t),
            None => Value::Null,
        },
        "hasType" => Value::Bool(ty.is_some()),
        "hasDefaultValue" | "getDefaultValue" => {
            let d = decl.as_ref().and_then(|d| d.default.clone());
            let script = f
                .as_ref()
                .and_then(|f| vm.lookup_class(&f.declaring))
                .and_then(|k| k.decl.as_ref().map(|x| x.0.clone()));
            match (m, d, script) {
                ("hasDefaultValue", d, _) => Value::Bool(d.is_some()),
                (_, Some(init), Some(script)) => {
                    let lazy = crate::classes::Lazy {
                        init,
                        script,
                        value: Rc::new(std::cell::RefCell::new(None)),
                    };
                    match &lazy.init {
                        rphp_bytecode::class::Init::Lit(l) => crate::runtime::materialise(l),
                        _ => vm.eval_lazy(&lazy)?,
                    }
                }
                _ => Value::Null,
            }
        }
        "getDocComment" => match decl.as_ref().and_then(|d| d.doc.clone()) {
            Some(d) => s(&d),
            None => Value::Bool(false),
        },
        "setAccessible" => {
            vm.refl_arity(a, 1, 1, P, m)?;
            Value::Null
        }
        "getDeclaringClass" => {
            let d = f.as_ref().and_then(|f| vm.lookup_class(&f.declaring));
            vm.refl_class_object(&d.unwrap_or(c))
        }
        "getAttributes" => {
            vm.refl_arity(a, 0, 2, P, m)?;
            let script = f
                .as_ref()
                .and_then(|f| vm.lookup_class(&f.declaring))
                .and_then(|k| k.decl.as_ref().map(|x| x.0.clone()));
            match (decl, script) {
                (Some(d), Some(script)) => {
                    super::attrs_value(vm, &d.attributes, &script, target::PROPERTY, a)?
                }
                _ => super::list(Vec::new()),
            }
        }
        "isInitialized" | "getValue" | "setValue" => {
            if is_static {
                let sp = c.statics.get(&name).cloned().expect("static");
                vm.refl_static_ready(&sp)?;
                return Ok(match m {
                    "isInitialized" => Value::Bool(true),
                    "getValue" => sp.cell.get(),
                    _ => {
                        // setValue($value) or setValue(null, $value).
                        let v = if a.len() > 2 { arg(2) } else { arg(1) };
                        sp.cell.set(v);
                        Value::Null
                    }
                });
            }
            let o = match arg(1) {
                Value::Object(o) => o,
                other => {
                    let msg = if other.is_null() && m != "setValue" || a.len() < 2 {
                        format!("ReflectionProperty::{m}(): Argument #1 ($object) must be provided for instance properties")
                    } else {
                        format!(
                            "ReflectionProperty::{m}(): Argument #1 ($objectOrValue) must be of type object, {} given",
                            crate::calls::given_type(&other)
                        )
                    };
                    return Err(vm.throw_error("TypeError", msg));
                }
            };
            let declaring = f.as_ref().map_or(c.name.clone(), |f| f.declaring.clone());
            if !dynamic && !o.instance_of(&declaring) {
                return Err(vm.reflection_error(
                    "Given object is not an instance of the class this property was declared in",
                ));
            }
            let key = f
                .as_ref()
                .map_or(PhpStr::from(name.clone()), |f| f.key.clone());
            match m {
                "isInitialized" => Value::Bool(o.props().get_str(key.as_bytes()).is_some()),
                "getValue" => get_value(vm, &o, &key, &declaring, &name, ty.is_some())?,
                _ => {
                    let v = arg(2);
                    set_value(vm, &c, &o, &name, key, f.as_ref(), v)?;
                    Value::Null
                }
            }
        }
        _ => Value::Null,
    })
}

fn get_value(
    vm: &mut Vm,
    o: &PhpObject,
    key: &PhpStr,
    declaring: &[u8],
    name: &[u8],
    typed: bool,
) -> Result<Value, Fault> {
    if let Some(v) = o.props().get_str(key.as_bytes()) {
        return Ok(v.get());
    }
    if typed {
        let msg = format!(
            "Typed property {}::${} must not be accessed before initialization",
            lossy(declaring),
            lossy(name)
        );
        return Err(vm.throw_error("Error", msg));
    }
    let msg = format!(
        "Undefined property: {}::${}",
        lossy(o.class_name()),
        lossy(name)
    );
    vm.raise(rphp_value::ErrorLevel::Warning, &msg)?;
    Ok(Value::Null)
}

fn set_value(
    vm: &mut Vm,
    c: &Rc<ClassRt>,
    o: &PhpObject,
    name: &[u8],
    key: PhpStr,
    f: Option<&Facts>,
    v: Value,
) -> Result<(), Fault> {
    let mut v = v;
    if let Some(f) = f {
        let prop = c.prop_index.get(name).map(|&i| c.props[i].clone());
        if let Some(p) = prop {
            if f.readonly {
                let initialized = o.props().get_str(key.as_bytes()).is_some();
                // Reflection may initialise a readonly property from any scope, once.
                if initialized {
                    let msg = format!(
                        "Cannot modify readonly property {}::${}",
                        lossy(&f.declaring),
                        lossy(name)
                    );
                    return Err(vm.throw_error("Error", msg));
                }
            }
            v = vm.check_typed(&p, v)?;
        }
    }
    let added = {
        let mut t = o.0.props_mut();
        match t.get_mut(&ArrayKey::Str(key.clone())) {
            Some(Value::Ref(r)) => {
                r.set(v);
                false
            }
            Some(slot) => {
                *slot = v;
                false
            }
            None => {
                t.insert(ArrayKey::Str(key), v);
                true
            }
        }
    };
    if added {
        // A typed property initialised late keeps its declared place.
        crate::objects::reorder(o);
    }
    Ok(())
}

fn construct(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    vm.refl_arity(a, 2, 2, P, "__construct")?;
    let cv = a[1].get();
    let c = vm.refl_class_arg(&cv)?;
    let n = vm.str_conv(&a[2].get())?;
    let name = n.as_bytes().to_vec();
    let declared = super::class::ordered_props(&c)
        .iter()
        .any(|(p, _)| p == &name);
    let dynamic = !declared
        && match &cv {
            Value::Object(o) => o.props().get_str(&name).is_some(),
            _ => false,
        };
    if !declared && !dynamic {
        return Err(vm.reflection_error(format!(
            "Property {}::${} does not exist",
            c.name_str(),
            n.to_string_lossy()
        )));
    }
    let declaring = if dynamic {
        c.name.clone()
    } else {
        facts(&c, &name).map_or(c.name.clone(), |f| f.declaring)
    };
    let obj = a[0].clone();
    let props = [("name", s(&name)), ("class", s(&declaring))];
    vm.refl_init(
        &obj,
        Refl::Property {
            class: c,
            name,
            dynamic,
        },
        &props,
    );
    Ok(Value::Null)
}

pub(super) fn call_const(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    if m == "__construct" {
        vm.refl_arity(a, 2, 2, "ReflectionClassConstant", m)?;
        let c = vm.refl_class_arg(&a[1].get())?;
        let n = vm.str_conv(&a[2].get())?;
        let Some(k) = c.consts.get(n.as_bytes()).cloned() else {
            return Err(vm.reflection_error(format!(
                "Constant {}::{} does not exist",
                c.name_str(),
                n.to_string_lossy()
            )));
        };
        let obj = a[0].clone();
        let props = [("name", s(n.as_bytes())), ("class", s(&k.declaring))];
        vm.refl_init(&obj, Refl::ClassConst(c, n.as_bytes().to_vec()), &props);
        return Ok(Value::Null);
    }
    let Refl::ClassConst(c, name) = vm.refl_get(a)? else {
        return Ok(Value::Null);
    };
    let Some(k) = c.consts.get(&name).cloned() else {
        return Ok(Value::Null);
    };
    let declaring = vm.lookup_class(&k.declaring).unwrap_or_else(|| c.clone());
    let decl =
        decl_of(&declaring).and_then(|d| d.consts.iter().find(|x| x.name[..] == name[..]).cloned());
    Ok(match m {
        "getName" => s(&name),
        "getValue" => vm.refl_const_value(&c, &name)?,
        "isPublic" => Value::Bool(k.vis == PUBLIC),
        "isPrivate" => Value::Bool(k.vis == PRIVATE),
        "isProtected" => Value::Bool(k.vis == PROTECTED),
        "isFinal" => Value::Bool(const_is_final(&c, &name)),
        "isEnumCase" => Value::Bool(k.is_case),
        "getModifiers" => {
            Value::Int(vis_bits(k.vis) | if const_is_final(&c, &name) { 32 } else { 0 })
        }
        "getDeclaringClass" => vm.refl_class_object(&declaring),
        "getDocComment" => match decl.and_then(|d| d.doc) {
            Some(d) => s(&d),
            None => Value::Bool(false),
        },
        "getAttributes" => {
            vm.refl_arity(a, 0, 2, "ReflectionClassConstant", m)?;
            let attrs = match (&decl, decl_of(&declaring)) {
                (Some(d), _) => d.attributes.clone(),
                (None, Some(cd)) => cd
                    .cases
                    .iter()
                    .find(|x| x.name[..] == name[..])
                    .map(|x| x.attributes.clone())
                    .unwrap_or_default(),
                _ => Vec::new(),
            };
            match &declaring.decl {
                Some((rt, _)) => {
                    let rt = rt.clone();
                    super::attrs_value(vm, &attrs, &rt, target::CLASS_CONSTANT, a)?
                }
                None => super::list(Vec::new()),
            }
        }
        _ => Value::Null,
    })
}
