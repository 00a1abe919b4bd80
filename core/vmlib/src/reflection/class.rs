//! `ReflectionClass` and `ReflectionObject`: a class's names, kind and
//! members in php's order (own declarations first, then inherited ones,
//! then those composed from traits), instantiation with or without the
//! constructor, and static properties.

#[allow(unused_imports)]
use super::prelude::*;

use super::{lossy, s, target, Refl};
use crate::classes::{ClassRt, MethodRt};
use crate::runtime::Callee;
use crate::vm::Vm;
use rphp_bytecode::class::{flags, ClassDecl, PRIVATE, PUBLIC};
use rphp_value::{ArrayKey, Fault, PhpArray, PhpStr, Value};
use std::collections::HashSet;
use std::rc::Rc;

const C: &str = "ReflectionClass";

/// The declaration a user class was built from.
pub(super) fn decl_of(c: &ClassRt) -> Option<&ClassDecl> {
    c.decl
        .as_ref()
        .map(|(rt, i)| &rt.script.classes[*i as usize])
}

/// Methods in php's order: own declarations, inherited ones (not the
/// parent's private ones), then the rest (composed from traits).
pub(super) fn ordered_methods(c: &ClassRt) -> Vec<MethodRt> {
    let mut out: Vec<MethodRt> = Vec::new();
    let mut seen = HashSet::new();
    if let Some(d) = decl_of(c) {
        for m in &d.methods {
            let lc = m.name.to_ascii_lowercase();
            if let Some(mr) = c.methods.get(&lc) {
                if mr.declaring.eq_ignore_ascii_case(&c.name) && seen.insert(lc) {
                    out.push(mr.clone());
                }
            }
        }
    }
    if let Some(p) = &c.parent {
        for pm in ordered_methods(p) {
            let lc = pm.name.to_ascii_lowercase();
            let Some(mr) = c.methods.get(&lc) else {
                continue;
            };
            if mr.vis == PRIVATE && !mr.declaring.eq_ignore_ascii_case(&c.name) {
                continue;
            }
            if seen.insert(lc) {
                out.push(mr.clone());
            }
        }
    }
    let mut rest: Vec<&MethodRt> = c
        .methods
        .iter()
        .filter(|(k, m)| {
            !seen.contains(*k) && (m.vis != PRIVATE || m.declaring.eq_ignore_ascii_case(&c.name))
        })
        .map(|(_, m)| m)
        .collect();
    rphp_value::sort::sort_by_key(&mut rest, |m| {
        (!m.declaring.eq_ignore_ascii_case(&c.name), m.order)
    });
    out.extend(rest.into_iter().cloned());
    out
}

/// Property names (and whether static) in php's order.
pub(super) fn ordered_props(c: &ClassRt) -> Vec<(Vec<u8>, bool)> {
    let mut out = Vec::new();
    let mut seen: HashSet<(Vec<u8>, bool)> = HashSet::new();
    let own = |name: &[u8], st: bool| -> bool {
        if st {
            c.statics
                .get(name)
                .is_some_and(|p| p.declaring.eq_ignore_ascii_case(&c.name))
        } else {
            c.prop_index
                .get(name)
                .is_some_and(|&i| c.props[i].declaring.eq_ignore_ascii_case(&c.name))
        }
    };
    let visible = |name: &[u8], st: bool| -> bool {
        let (vis, declaring) = if st {
            match c.statics.get(name) {
                Some(p) => (p.vis, &p.declaring),
                None => return false,
            }
        } else {
            match c.prop_index.get(name) {
                Some(&i) => (c.props[i].vis, &c.props[i].declaring),
                None => return false,
            }
        };
        vis != PRIVATE || declaring.eq_ignore_ascii_case(&c.name)
    };
    if let Some(d) = decl_of(c) {
        for p in &d.props {
            let k = (p.name.to_vec(), p.is_static);
            if own(&p.name, p.is_static) && seen.insert(k.clone()) {
                out.push(k);
            }
        }
    }
    if let Some(p) = &c.parent {
        for k in ordered_props(p) {
            if visible(&k.0, k.1) && seen.insert(k.clone()) {
                out.push(k);
            }
        }
    }
    for p in &c.props {
        let k = (p.name.clone(), false);
        if c.prop_index
            .get(&p.name)
            .is_some_and(|&i| c.props[i].key == p.key)
            && visible(&p.name, false)
            && seen.insert(k.clone())
        {
            out.push(k);
        }
    }
    let mut st: Vec<&Vec<u8>> = c.statics.keys().collect();
    rphp_value::sort::sort(&mut st);
    for n in st {
        let k = (n.clone(), true);
        if visible(n, true) && seen.insert(k.clone()) {
            out.push(k);
        }
    }
    out
}

/// Whether a constant is the class's own (private ones of ancestors are not inherited).
pub(super) fn const_visible(c: &ClassRt, name: &[u8]) -> bool {
    c.consts
        .get(name)
        .is_some_and(|k| k.vis != PRIVATE || k.declaring.eq_ignore_ascii_case(&c.name))
}

/// A static property the class has (private ones of ancestors are not inherited).
pub(super) fn static_of(c: &ClassRt, name: &[u8]) -> Option<crate::classes::StaticRt> {
    c.statics
        .get(name)
        .filter(|p| p.vis != PRIVATE || p.declaring.eq_ignore_ascii_case(&c.name))
        .cloned()
}

/// Constant names in php's order: own (enum cases first), inherited, from interfaces.
pub(super) fn ordered_consts(c: &ClassRt) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    if let Some(d) = decl_of(c) {
        let names = d
            .cases
            .iter()
            .map(|k| k.name.to_vec())
            .chain(d.consts.iter().map(|k| k.name.to_vec()));
        for n in names {
            if c.consts.contains_key(&n) && seen.insert(n.clone()) {
                out.push(n);
            }
        }
    }
    if let Some(p) = &c.parent {
        for n in ordered_consts(p) {
            let keep = c
                .consts
                .get(&n)
                .is_some_and(|k| k.vis != PRIVATE || k.declaring.eq_ignore_ascii_case(&c.name));
            if keep && seen.insert(n.clone()) {
                out.push(n);
            }
        }
    }
    let mut rest: Vec<&Vec<u8>> = c
        .consts
        .keys()
        .filter(|k| !seen.contains(*k) && const_visible(c, k))
        .collect();
    rphp_value::sort::sort(&mut rest);
    out.extend(rest.into_iter().cloned());
    out
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait ClassVm {
    fn refl_class_object(&mut self, c: &Rc<ClassRt>) -> Value;
    fn refl_method_object(&mut self, c: &Rc<ClassRt>, m: &MethodRt) -> Value;
    fn refl_property_object(&mut self, c: &Rc<ClassRt>, name: &[u8], dynamic: bool) -> Value;
    fn refl_const_object(&mut self, c: &Rc<ClassRt>, name: &[u8]) -> Value;
    fn refl_new_instance(
        &mut self,
        c: &Rc<ClassRt>,
        args: Vec<Value>,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<Value, Fault>;
    fn refl_find_method(&mut self, c: &Rc<ClassRt>, name: &[u8]) -> Result<MethodRt, Fault>;
}

impl ClassVm for Vm {
    fn refl_class_object(&mut self, c: &Rc<ClassRt>) -> Value {
        let name = s(&c.name);
        self.refl_object(C, Refl::Class(c.clone()), &[("name", name)])
    }

    fn refl_method_object(&mut self, c: &Rc<ClassRt>, m: &MethodRt) -> Value {
        let props = [("name", s(&m.name)), ("class", s(&m.declaring))];
        self.refl_object(
            "ReflectionMethod",
            Refl::Method(c.clone(), m.clone()),
            &props,
        )
    }

    fn refl_property_object(&mut self, c: &Rc<ClassRt>, name: &[u8], dynamic: bool) -> Value {
        let declaring = if dynamic {
            c.name.clone()
        } else {
            c.statics
                .get(name)
                .map(|p| p.declaring.clone())
                .or_else(|| {
                    c.prop_index
                        .get(name)
                        .map(|&i| c.props[i].declaring.clone())
                })
                .unwrap_or_else(|| c.name.clone())
        };
        let r = Refl::Property {
            class: c.clone(),
            name: name.to_vec(),
            dynamic,
        };
        self.refl_object(
            "ReflectionProperty",
            r,
            &[("name", s(name)), ("class", s(declaring))],
        )
    }

    fn refl_const_object(&mut self, c: &Rc<ClassRt>, name: &[u8]) -> Value {
        let declaring = c
            .consts
            .get(name)
            .map(|k| k.declaring.clone())
            .unwrap_or_else(|| c.name.clone());
        let r = Refl::ClassConst(c.clone(), name.to_vec());
        self.refl_object(
            "ReflectionClassConstant",
            r,
            &[("name", s(name)), ("class", s(declaring))],
        )
    }

    /// `new $class(...$args)` for reflection: php's checks on the constructor.
    fn refl_new_instance(
        &mut self,
        c: &Rc<ClassRt>,
        args: Vec<Value>,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<Value, Fault> {
        let o = self.instantiate(c)?;
        let obj = Value::Object(o.clone());
        match c.find_method(b"__construct").cloned() {
            Some(m) => {
                if m.vis != PUBLIC {
                    return Err(self.reflection_error(format!(
                        "Access to non-public constructor of class {}",
                        c.name_str()
                    )));
                }
                self.call_with_named(Callee::Closure(m.func.clone(), obj.clone()), args, named)?;
            }
            None if o.instance_of(b"Throwable") => {
                let name = Value::Str(PhpStr::from("__construct"));
                let args: Vec<Value> = args
                    .into_iter()
                    .chain(named.into_iter().map(|x| x.1))
                    .collect();
                self.throwable_call(obj.clone(), name, &args)?;
            }
            None => match super::method(&o, b"__construct") {
                Some(m) => {
                    let mut all = vec![obj.clone()];
                    all.extend(args);
                    self.call_with_named(Callee::Engine(m), all, named)?;
                }
                None if !args.is_empty() || !named.is_empty() => {
                    return Err(self.reflection_error(format!(
                        "Class {} does not have a constructor, so you cannot pass any constructor arguments",
                        c.name_str()
                    )));
                }
                None => {}
            },
        }
        Ok(obj)
    }

    fn refl_find_method(&mut self, c: &Rc<ClassRt>, name: &[u8]) -> Result<MethodRt, Fault> {
        match c.find_method(name) {
            Some(m) => Ok(m.clone()),
            None => Err(self.reflection_error(format!(
                "Method {}::{}() does not exist",
                c.name_str(),
                lossy(name)
            ))),
        }
    }
}

/// A `ReflectionMethod` for a built-in class's method, asked on `c`.
fn internal_method_object(
    vm: &mut Vm,
    c: &Rc<ClassRt>,
    k: Rc<super::internal_methods::IMethod>,
) -> Value {
    let props = [("name", s(k.name)), ("class", s(k.declaring))];
    vm.refl_object(
        "ReflectionMethod",
        Refl::InternalMethod(c.clone(), k),
        &props,
    )
}

fn method_modifiers(m: &MethodRt) -> i64 {
    let vis = match m.vis {
        PUBLIC => 1,
        rphp_bytecode::class::PROTECTED => 2,
        _ => 4,
    };
    vis | if m.is_static { 16 } else { 0 }
        | if m.is_abstract { 64 } else { 0 }
        | if super::function::method_is_final(m) {
            32
        } else {
            0
        }
}

pub(super) fn method_mods(m: &MethodRt) -> i64 {
    method_modifiers(m)
}

fn filter_arg(vm: &mut Vm, a: &[Value]) -> Result<Option<i64>, Fault> {
    match a.get(1).map(|v| v.get()) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => {
            let _ = vm;
            Ok(Some(v.to_int()))
        }
    }
}

fn is_abstract(c: &ClassRt) -> bool {
    c.flags & flags::ABSTRACT != 0 || c.methods.values().any(|m| m.is_abstract)
}

pub(super) fn call(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    if m == "__construct" {
        return construct(vm, a);
    }
    let (c, target) = match vm.refl_get(a)? {
        Refl::Class(c) => (c, None),
        Refl::Object(c, o) => (c, Some(o)),
        _ => return Ok(Value::Null),
    };
    let arg = |i: usize| a.get(i).map(|v| v.get()).unwrap_or(Value::Null);
    let fixed = |vm: &mut Vm, n: usize| vm.refl_arity(a, n, n, C, m);
    let full = c.name.clone();
    Ok(match m {
        "getName" => {
            fixed(vm, 0)?;
            s(&full)
        }
        "getShortName" | "getNamespaceName" | "inNamespace" => {
            fixed(vm, 0)?;
            let cut = if c.flags & flags::ANONYMOUS != 0 {
                None
            } else {
                full.iter().rposition(|&b| b == b'\\')
            };
            match (m, cut) {
                ("getShortName", Some(p)) => s(&full[p + 1..]),
                ("getShortName", None) => s(&full),
                ("getNamespaceName", Some(p)) => s(&full[..p]),
                ("getNamespaceName", None) => s(b""),
                (_, p) => Value::Bool(p.is_some()),
            }
        }
        "isInterface" => Value::Bool(c.flags & flags::INTERFACE != 0),
        "isTrait" => Value::Bool(c.flags & flags::TRAIT != 0),
        "isEnum" => Value::Bool(c.flags & flags::ENUM != 0),
        "isAnonymous" => Value::Bool(c.flags & flags::ANONYMOUS != 0),
        "isAbstract" => Value::Bool(is_abstract(&c)),
        "isFinal" => Value::Bool(c.flags & flags::FINAL != 0),
        "isReadOnly" => Value::Bool(c.flags & flags::READONLY != 0),
        "getModifiers" => {
            let mut v = 0;
            if c.flags & flags::ABSTRACT != 0 {
                v |= 64;
            } else if c.flags & flags::INTERFACE == 0 && is_abstract(&c) {
                v |= 16;
            }
            if c.flags & flags::FINAL != 0 {
                v |= 32;
            }
            if c.flags & flags::READONLY != 0 {
                v |= 65536;
            }
            Value::Int(v)
        }
        "isInstantiable" | "isCloneable" => {
            let kind = flags::INTERFACE | flags::TRAIT | flags::ENUM | flags::ABSTRACT;
            let special = crate::closures::NO_NEW | crate::generators::NATIVE_DTOR;
            let magic = if m == "isInstantiable" {
                &b"__construct"[..]
            } else {
                b"__clone"
            };
            // Built-in classes whose constructor is private, or that php never clones.
            let refused = if m == "isInstantiable" {
                ["HashContext", "ReflectionReference"]
                    .iter()
                    .any(|n| c.name.eq_ignore_ascii_case(n.as_bytes()))
            } else {
                super::uncloneable(&c) || crate::random::uncloneable(&c.name)
            };
            Value::Bool(
                !refused
                    && c.flags & (kind | special) == 0
                    && c.find_method(magic).is_none_or(|k| k.vis == PUBLIC),
            )
        }
        "isInternal" => Value::Bool(c.decl.is_none()),
        "isUserDefined" => Value::Bool(c.decl.is_some()),
        "isIterable" | "isIterateable" => Value::Bool(
            c.flags & (flags::INTERFACE | flags::ABSTRACT | flags::TRAIT) == 0
                && c.is_subclass_of_name(b"Traversable"),
        ),
        "getFileName" => match &c.decl {
            Some((rt, _)) => s(&rt.script.path),
            None => Value::Bool(false),
        },
        "getStartLine" | "getEndLine" => match decl_of(&c) {
            Some(d) => Value::Int(if m == "getStartLine" {
                d.line
            } else {
                d.end_line
            } as i64),
            None => Value::Bool(false),
        },
        "getDocComment" => match decl_of(&c).and_then(|d| d.doc.clone()) {
            Some(d) => s(&d),
            None => Value::Bool(false),
        },
        "isInstance" => {
            fixed(vm, 1)?;
            match arg(1) {
                Value::Object(o) => Value::Bool(o.instance_of(&c.name)),
                other => {
                    let msg = format!(
                        "ReflectionClass::isInstance(): Argument #1 ($object) must be of type object, {} given",
                        crate::calls::given_type(&other)
                    );
                    return Err(vm.throw_error("TypeError", msg));
                }
            }
        }
        "isSubclassOf" => {
            fixed(vm, 1)?;
            let other = vm.refl_class_arg(&arg(1))?;
            Value::Bool(
                !Rc::ptr_eq(&other, &c)
                    && !other.name.eq_ignore_ascii_case(&c.name)
                    && c.is_subclass_of_name(&other.name),
            )
        }
        "implementsInterface" => {
            fixed(vm, 1)?;
            let v = arg(1);
            let other = match vm.refl_class_arg(&v) {
                Ok(o) => o,
                Err(_) if !matches!(v, Value::Object(_)) => {
                    let n = vm.str_conv(&v)?;
                    return Err(vm.reflection_error(format!(
                        "Interface \"{}\" does not exist",
                        n.to_string_lossy()
                    )));
                }
                Err(e) => return Err(e),
            };
            if other.flags & flags::INTERFACE == 0 {
                return Err(
                    vm.reflection_error(format!("{} is not an interface", other.name_str()))
                );
            }
            Value::Bool(c.is_subclass_of_name(&other.name))
        }
        "getParentClass" => match c.parent.clone() {
            Some(p) => vm.refl_class_object(&p),
            None => Value::Bool(false),
        },
        "getInterfaceNames" => super::list(c.interfaces.iter().map(s).collect()),
        "getInterfaces" | "getTraits" => {
            let names = if m == "getTraits" {
                &c.traits
            } else {
                &c.interfaces
            };
            let mut out = PhpArray::new();
            for n in names.clone() {
                if let Some(k) = vm.lookup_class(&n) {
                    let o = vm.refl_class_object(&k);
                    out.insert(ArrayKey::from_bytes(&k.name), o);
                }
            }
            Value::Array(out)
        }
        "getTraitNames" => super::list(c.traits.iter().map(s).collect()),
        "getConstructor" => match c.find_method(b"__construct").cloned() {
            Some(k) => vm.refl_method_object(&c, &k),
            None => match super::internal_methods::find(&c, b"__construct") {
                Some(k) => internal_method_object(vm, &c, k),
                None => Value::Null,
            },
        },
        "hasMethod" => {
            fixed(vm, 1)?;
            let n = vm.str_conv(&arg(1))?;
            Value::Bool(
                c.has_method(n.as_bytes())
                    || super::internal_methods::find(&c, n.as_bytes()).is_some(),
            )
        }
        "getMethod" => {
            fixed(vm, 1)?;
            let n = vm.str_conv(&arg(1))?;
            if c.find_method(n.as_bytes()).is_none() {
                if let Some(k) = super::internal_methods::find(&c, n.as_bytes()) {
                    return Ok(internal_method_object(vm, &c, k));
                }
            }
            let k = vm.refl_find_method(&c, n.as_bytes())?;
            vm.refl_method_object(&c, &k)
        }
        "getMethods" => {
            vm.refl_arity(a, 0, 1, C, m)?;
            let filter = filter_arg(vm, a)?;
            let mut out = Vec::new();
            for k in ordered_methods(&c) {
                if filter.is_some_and(|f| method_modifiers(&k) & f == 0) {
                    continue;
                }
                out.push(vm.refl_method_object(&c, &k));
            }
            // Those of a built-in class, or inherited from one, in php's order.
            for k in super::internal_methods::all(&c) {
                if c.find_method(k.name.as_bytes()).is_some()
                    || filter.is_some_and(|f| k.mods & f == 0)
                {
                    continue;
                }
                out.push(internal_method_object(vm, &c, k));
            }
            super::list(out)
        }
        "hasProperty" => {
            fixed(vm, 1)?;
            let n = vm.str_conv(&arg(1))?;
            let declared = ordered_props(&c).iter().any(|(p, _)| p == n.as_bytes());
            let dynamic = !declared
                && target
                    .as_ref()
                    .is_some_and(|o| o.props().get_str(n.as_bytes()).is_some());
            Value::Bool(declared || dynamic)
        }
        "getProperty" => {
            fixed(vm, 1)?;
            let n = vm.str_conv(&arg(1))?;
            let name = n.as_bytes();
            if ordered_props(&c).iter().any(|(p, _)| p == name) {
                vm.refl_property_object(&c, name, false)
            } else if target
                .as_ref()
                .is_some_and(|o| o.props().get_str(name).is_some())
            {
                vm.refl_property_object(&c, name, true)
            } else {
                return Err(vm.reflection_error(format!(
                    "Property {}::${} does not exist",
                    c.name_str(),
                    n.to_string_lossy()
                )));
            }
        }
        "getProperties" => {
            vm.refl_arity(a, 0, 1, C, m)?;
            let filter = filter_arg(vm, a)?;
            let mut out = Vec::new();
            for (n, st) in ordered_props(&c) {
                let mods = super::property::prop_modifiers(&c, &n, st);
                if filter.is_some_and(|f| mods & f == 0) {
                    continue;
                }
                out.push(vm.refl_property_object(&c, &n, false));
            }
            if filter.is_none_or(|f| f & 1 != 0) {
                if let Some(o) = &target {
                    for (k, _) in o.props().iter() {
                        if let ArrayKey::Str(k) = k {
                            if !k.as_bytes().starts_with(b"\0")
                                && !c.prop_index.contains_key(k.as_bytes())
                            {
                                out.push(vm.refl_property_object(&c, k.as_bytes(), true));
                            }
                        }
                    }
                }
            }
            super::list(out)
        }
        "hasConstant" => {
            fixed(vm, 1)?;
            let n = vm.str_conv(&arg(1))?;
            Value::Bool(const_visible(&c, n.as_bytes()))
        }
        "getConstant" => {
            fixed(vm, 1)?;
            let n = vm.str_conv(&arg(1))?;
            if !const_visible(&c, n.as_bytes()) {
                return Ok(Value::Bool(false));
            }
            vm.refl_const_value(&c, n.as_bytes())?
        }
        "getConstants" | "getReflectionConstants" => {
            vm.refl_arity(a, 0, 1, C, m)?;
            let filter = filter_arg(vm, a)?;
            let mut out = PhpArray::new();
            let mut objs = Vec::new();
            for n in ordered_consts(&c) {
                let vis = c.consts.get(&n).map_or(PUBLIC, |k| k.vis);
                let mods = match vis {
                    PUBLIC => 1,
                    rphp_bytecode::class::PROTECTED => 2,
                    _ => 4,
                } | if super::property::const_is_final(&c, &n) {
                    32
                } else {
                    0
                };
                if filter.is_some_and(|f| mods & f == 0) {
                    continue;
                }
                if m == "getConstants" {
                    let v = vm.refl_const_value(&c, &n)?;
                    out.insert(ArrayKey::from_bytes(&n), v);
                } else {
                    objs.push(vm.refl_const_object(&c, &n));
                }
            }
            if m == "getConstants" {
                Value::Array(out)
            } else {
                super::list(objs)
            }
        }
        "getReflectionConstant" => {
            fixed(vm, 1)?;
            let n = vm.str_conv(&arg(1))?;
            if const_visible(&c, n.as_bytes()) {
                vm.refl_const_object(&c, n.as_bytes())
            } else {
                Value::Bool(false)
            }
        }
        "newInstance" => {
            let args: Vec<Value> = a[1..].iter().map(|v| v.get()).collect();
            vm.refl_new_instance(&c, args, Vec::new())?
        }
        "newInstanceArgs" => {
            vm.refl_arity(a, 0, 1, C, m)?;
            let (args, named) = match arg(1) {
                Value::Array(arr) => split_args(&arr),
                Value::Null => (Vec::new(), Vec::new()),
                other => {
                    let msg = format!(
                        "ReflectionClass::newInstanceArgs(): Argument #1 ($args) must be of type array, {} given",
                        crate::calls::given_type(&other)
                    );
                    return Err(vm.throw_error("TypeError", msg));
                }
            };
            vm.refl_new_instance(&c, args, named)?
        }
        "newInstanceWithoutConstructor" => {
            fixed(vm, 0)?;
            if c.decl.is_none() && c.flags & flags::FINAL != 0 {
                return Err(vm.reflection_error(format!(
                    "Class {} is an internal class marked as final that cannot be instantiated without invoking its constructor",
                    c.name_str()
                )));
            }
            Value::Object(vm.instantiate(&c)?)
        }
        "getStaticPropertyValue" => {
            vm.refl_arity(a, 1, 2, C, m)?;
            let n = vm.str_conv(&arg(1))?;
            match static_of(&c, n.as_bytes()) {
                Some(sp) => {
                    vm.refl_static_ready(&sp)?;
                    sp.cell.get()
                }
                None if a.len() > 2 => arg(2),
                None => {
                    return Err(vm.reflection_error(format!(
                        "Property {}::${} does not exist",
                        c.name_str(),
                        n.to_string_lossy()
                    )))
                }
            }
        }
        "setStaticPropertyValue" => {
            fixed(vm, 2)?;
            let n = vm.str_conv(&arg(1))?;
            match static_of(&c, n.as_bytes()) {
                Some(sp) => {
                    vm.refl_static_ready(&sp)?;
                    sp.cell.set(arg(2));
                    Value::Null
                }
                None => {
                    return Err(vm.reflection_error(format!(
                        "Class {} does not have a property named {}",
                        c.name_str(),
                        n.to_string_lossy()
                    )))
                }
            }
        }
        "getStaticProperties" => {
            let mut out = PhpArray::new();
            for (n, st) in ordered_props(&c) {
                if !st {
                    continue;
                }
                if let Some(sp) = c.statics.get(&n).cloned() {
                    vm.refl_static_ready(&sp)?;
                    out.insert(ArrayKey::from_bytes(&n), sp.cell.get());
                }
            }
            Value::Array(out)
        }
        "getDefaultProperties" => {
            let mut out = PhpArray::new();
            let order = ordered_props(&c);
            for (n, st) in order.iter().filter(|p| p.1) {
                let _ = st;
                if let Some(sp) = c.statics.get(n).cloned() {
                    vm.refl_static_ready(&sp)?;
                    out.insert(ArrayKey::from_bytes(n), sp.cell.get());
                }
            }
            for (n, _) in order.iter().filter(|p| !p.1) {
                let Some(&i) = c.prop_index.get(n) else {
                    continue;
                };
                if let Some(l) = c.props[i].default.clone() {
                    let v = vm.eval_lazy(&l)?;
                    out.insert(ArrayKey::from_bytes(n), v);
                }
            }
            Value::Array(out)
        }
        "getAttributes" => {
            vm.refl_arity(a, 0, 2, C, m)?;
            match &c.decl {
                Some((rt, i)) => {
                    let rt = rt.clone();
                    let attrs = rt.script.classes[*i as usize].attributes.clone();
                    super::attrs_value(vm, &attrs, &rt, target::CLASS, a)?
                }
                None => super::list(Vec::new()),
            }
        }
        "getExtension" | "getExtensionName" => {
            vm.refl_arity(a, 0, 0, C, m)?;
            let ext = match c.decl {
                Some(_) => None,
                None => super::native::class_extension(&c.name),
            };
            match (m, ext) {
                ("getExtension", Some(e)) => vm.refl_extension_object(e),
                ("getExtension", None) => Value::Null,
                (_, Some(e)) => s(e),
                (_, None) => Value::Bool(false),
            }
        }
        _ => Value::Null,
    })
}

/// An argument array split into positional values and `name => value` pairs.
pub(super) fn split_args(arr: &PhpArray) -> (Vec<Value>, Vec<(PhpStr, Value)>) {
    let mut pos = Vec::new();
    let mut named = Vec::new();
    for (k, v) in arr.iter() {
        match k {
            ArrayKey::Str(n) => named.push((n.clone(), v.get())),
            ArrayKey::Int(_) => pos.push(v.get()),
        }
    }
    (pos, named)
}

fn construct(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let is_object = a
        .first()
        .is_some_and(|o| matches!(o, Value::Object(o) if o.instance_of(b"ReflectionObject")));
    let cls = if is_object { "ReflectionObject" } else { C };
    vm.refl_arity(a, 1, 1, cls, "__construct")?;
    let v = a[1].get();
    if is_object && !matches!(v, Value::Object(_)) {
        let msg = format!(
            "ReflectionObject::__construct(): Argument #1 ($object) must be of type object, {} given",
            crate::calls::given_type(&v)
        );
        return Err(vm.throw_error("TypeError", msg));
    }
    let c = vm.refl_class_arg(&v)?;
    let obj = a[0].clone();
    let r = match v {
        Value::Object(o) if is_object => Refl::Object(c.clone(), o),
        _ => Refl::Class(c.clone()),
    };
    vm.refl_init(&obj, r, &[("name", s(&c.name))]);
    Ok(Value::Null)
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait ClassVm1 {
    fn refl_static_ready(&mut self, sp: &crate::classes::StaticRt) -> Result<(), Fault>;
    fn refl_const_value(&mut self, c: &Rc<ClassRt>, name: &[u8]) -> Result<Value, Fault>;
}

impl ClassVm1 for Vm {
    /// Initialises a static property's value on first access.
    fn refl_static_ready(&mut self, sp: &crate::classes::StaticRt) -> Result<(), Fault> {
        if !sp.ready.get() {
            sp.ready.set(true);
            if let Some(l) = &sp.init {
                let v = self.eval_lazy(l)?;
                sp.cell.set(v);
            }
        }
        Ok(())
    }

    fn refl_const_value(&mut self, c: &Rc<ClassRt>, name: &[u8]) -> Result<Value, Fault> {
        let Some(k) = c.consts.get(name).cloned() else {
            return Ok(Value::Bool(false));
        };
        if k.is_case {
            self.ensure_enum_case(c, name)?;
        }
        self.eval_lazy(&k.value)
    }
}
