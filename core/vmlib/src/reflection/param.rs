//! `ReflectionParameter` and the type objects (`ReflectionNamedType`,
//! `ReflectionUnionType`, `ReflectionIntersectionType`) built from a declared type as php prints it.

#[allow(unused_imports)]
use super::prelude::*;

use super::function::{view, View};
use super::{s, target, Refl};
use crate::classes::Lazy;
use crate::vm::Vm;
use rphp_value::{Fault, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// The function a parameter belongs to (the reflection data of its
/// `ReflectionFunction`/`ReflectionMethod`).
#[derive(Clone)]
pub(crate) struct Owner(Box<Refl>);

impl Owner {
    pub(super) fn of(r: &Refl) -> Owner {
        Owner(Box::new(r.clone()))
    }
    pub(super) fn view(&self) -> Option<View> {
        view(&self.0)
    }
}

pub(super) fn count(v: &View) -> usize {
    if let Some((_, m)) = &v.internal {
        return m.params.len();
    }
    match (&v.func, &v.builtin) {
        (Some(f), _) => f.code.params.len(),
        (None, Some(b)) => super::function::params_of(b).len(),
        _ => 0,
    }
}

pub(super) fn required(v: &View) -> usize {
    if let Some((_, m)) = &v.internal {
        return m.required();
    }
    match (&v.func, &v.builtin) {
        (Some(f), _) => f.code.required as usize,
        (None, Some(b)) => super::function::params_of(b)
            .iter()
            .rposition(|p| p.default.is_none() && !p.variadic)
            .map_or(0, |i| i + 1),
        _ => 0,
    }
}

/// One parameter's facts, from a user function or a builtin's declaration.
struct P {
    name: Vec<u8>,
    by_ref: bool,
    variadic: bool,
    optional: bool,
    has_default: bool,
    promoted: bool,
    ty: Option<Rc<str>>,
    /// A builtin's default as source text (php's stubs', else its `ParamSpec`'s).
    default_text: Option<&'static str>,
}

fn param(v: &View, i: usize) -> Option<P> {
    if let Some(f) = &v.func {
        let p = f.code.params.get(i)?;
        return Some(P {
            name: p.name.to_vec(),
            by_ref: p.by_ref,
            variadic: p.variadic,
            optional: p.variadic || i as u32 >= f.code.required,
            has_default: p.default.is_some() && !p.variadic,
            promoted: p.promoted,
            ty: p.ty.as_ref().map(|t| Rc::from(&*t.display)),
            default_text: None,
        });
    }
    if let Some((_, m)) = &v.internal {
        let p = m.params.get(i)?;
        return Some(P {
            name: p.name.as_bytes().to_vec(),
            by_ref: p.by_ref,
            variadic: p.variadic,
            optional: p.optional,
            has_default: p.default.is_some() && !p.variadic,
            promoted: false,
            ty: p.ty.map(Rc::from),
            default_text: p.default,
        });
    }
    let b = v.builtin.as_ref()?;
    let ps = super::function::params_of(b);
    let p = ps.get(i)?;
    let sig = super::function::builtin_sig(v);
    let from_php = sig
        .as_ref()
        .and_then(|s| s.params_matching(ps))
        .and_then(|q| q.get(i));
    let default_text = match from_php {
        Some(q) => q.default,
        None => p.default,
    };
    Some(P {
        name: p.name.as_bytes().to_vec(),
        by_ref: p.by_ref,
        variadic: p.variadic,
        optional: p.variadic || i >= required(v),
        has_default: default_text.is_some() && !p.variadic,
        promoted: false,
        ty: from_php.and_then(|q| q.ty).map(Rc::from),
        default_text,
    })
}

/// A builtin parameter's type and default as `__toString()` prints them.
pub(super) fn builtin_type_and_default(
    v: &View,
    i: usize,
) -> (Option<Rc<str>>, Option<&'static str>) {
    match param(v, i) {
        Some(p) => (p.ty, p.default_text),
        None => (None, None),
    }
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait ParamVm {
    fn refl_param_object(&mut self, owner: &Owner, i: usize) -> Value;
    fn refl_type_object(&mut self, display: &str) -> Value;
    fn refl_type_object_as_written(&mut self, t: &str) -> Value;
}

impl ParamVm for Vm {
    fn refl_param_object(&mut self, owner: &Owner, i: usize) -> Value {
        let name = owner
            .view()
            .and_then(|v| param(&v, i))
            .map(|p| p.name)
            .unwrap_or_default();
        let r = Refl::Param(owner.clone(), i);
        self.refl_object("ReflectionParameter", r, &[("name", s(name))])
    }

    /// A type object for a declared type as php prints it.
    fn refl_type_object(&mut self, display: &str) -> Value {
        self.refl_type_object_as_written(&normalize(display))
    }

    /// A type object for a type already in php's form (an internal
    /// function's, where `Traversable|array` is a union, not `iterable`).
    fn refl_type_object_as_written(&mut self, t: &str) -> Value {
        let class = if is_union(t) {
            "ReflectionUnionType"
        } else if t.contains('&') {
            "ReflectionIntersectionType"
        } else {
            "ReflectionNamedType"
        };
        self.refl_object(class, Refl::Type(Rc::from(t)), &[])
    }
}

/// `int|null` and `null|int` are `?int`, as php prints them.
pub(super) fn normalize(t: &str) -> String {
    // php 8.2 prints `iterable` as `Traversable|array` in messages, but reflection keeps the name.
    let t = &t.replace("Traversable|array", "iterable");
    let parts: Vec<&str> = t.split('|').collect();
    if parts.len() == 2 && !t.contains('(') {
        if let Some(other) = parts.iter().find(|p| !p.eq_ignore_ascii_case("null")) {
            if parts.iter().any(|p| p.eq_ignore_ascii_case("null")) {
                return format!("?{other}");
            }
        }
    }
    t.to_string()
}

fn is_union(t: &str) -> bool {
    t.contains('|')
}

const BUILTIN_TYPES: &[&str] = &[
    "int", "float", "string", "bool", "array", "callable", "iterable", "object", "mixed", "void",
    "never", "null", "false", "true",
];

/// `new ReflectionParameter($function, $param)`: the function as a name, a
/// `[class, method]` pair or a callable object; the parameter by position or name.
fn construct(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    vm.refl_arity(a, 2, 2, "ReflectionParameter", "__construct")?;
    let f = a[1].get();
    let (class, mut args) = match &f {
        Value::Str(_) => ("ReflectionFunction", vec![f.clone()]),
        Value::Object(_) if crate::closures::is_closure(&f) => {
            ("ReflectionFunction", vec![f.clone()])
        }
        Value::Array(arr) => {
            let at = |i: i64| arr.get(&rphp_value::ArrayKey::Int(i)).map(|v| v.get());
            (
                "ReflectionMethod",
                vec![at(0).unwrap_or(Value::Null), at(1).unwrap_or(Value::Null)],
            )
        }
        Value::Object(_) => ("ReflectionMethod", vec![f.clone(), s("__invoke")]),
        other => {
            let msg = format!(
                "ReflectionParameter::__construct(): Argument #1 ($function) must be a string, an array(class, method), or a callable object, {} given",
                crate::calls::given_type(other)
            );
            return Err(vm.reflection_error(msg));
        }
    };
    let holder = vm.refl_object(class, Refl::Type(Rc::from("")), &[]);
    args.insert(0, holder.clone());
    super::function::call(vm, &mut args, "__construct")?;
    let r = vm.refl_get(&[holder])?;
    let owner = Owner::of(&r);
    let Some(v) = owner.view() else {
        return Ok(Value::Null);
    };
    let n = count(&v);
    let i = match a[2].get() {
        Value::Int(i) => {
            if i < 0 || i as usize >= n {
                return Err(
                    vm.reflection_error("The parameter specified by its offset could not be found")
                );
            }
            i as usize
        }
        other => {
            let name = vm.str_conv(&other)?;
            match (0..n).find(|&i| param(&v, i).is_some_and(|p| p.name == name.as_bytes())) {
                Some(i) => i,
                None => {
                    return Err(vm.reflection_error(
                        "The parameter specified by its name could not be found",
                    ))
                }
            }
        }
    };
    let name = param(&v, i).map(|p| p.name).unwrap_or_default();
    let obj = a[0].clone();
    vm.refl_init(&obj, Refl::Param(owner, i), &[("name", s(name))]);
    Ok(Value::Null)
}

pub(super) fn call(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    if m == "__construct" {
        return construct(vm, a);
    }
    let Refl::Param(owner, i) = vm.refl_get(a)? else {
        return Ok(Value::Null);
    };
    let Some(v) = owner.view() else {
        return Ok(Value::Null);
    };
    let Some(p) = param(&v, i) else {
        return Ok(Value::Null);
    };
    Ok(match m {
        "getName" => s(&p.name),
        "getPosition" => Value::Int(i as i64),
        "getType" => match (&p.ty, &v.func) {
            (Some(t), Some(_)) => vm.refl_type_object(t),
            (Some(t), None) => vm.refl_type_object_as_written(t),
            (None, _) => Value::Null,
        },
        "hasType" => Value::Bool(p.ty.is_some()),
        "isOptional" => Value::Bool(p.optional),
        "isDefaultValueAvailable" => Value::Bool(p.has_default),
        "getDefaultValue" => {
            let init = v.func.as_ref().and_then(|f| {
                f.code
                    .params
                    .get(i)
                    .and_then(|q| q.default.clone())
                    .map(|d| (d, f.script.clone()))
            });
            if let (None, Some(text)) = (&v.func, p.default_text.filter(|_| p.has_default)) {
                return Ok(super::internal_sigs::eval_default(vm, text));
            }
            match init.filter(|_| p.has_default) {
                Some((init, script)) => {
                    let lazy = Lazy {
                        init,
                        script,
                        value: Rc::new(RefCell::new(None)),
                    };
                    if let rphp_bytecode::class::Init::Lit(l) = &lazy.init {
                        crate::runtime::materialise(l)
                    } else {
                        vm.eval_lazy(&lazy)?
                    }
                }
                None => {
                    return Err(
                        vm.reflection_error("Internal error: Failed to retrieve the default value")
                    )
                }
            }
        }
        "isDefaultValueConstant" | "getDefaultValueConstantName" => {
            if !p.has_default {
                return Err(
                    vm.reflection_error("Internal error: Failed to retrieve the default value")
                );
            }
            let name: Option<Vec<u8>> = match &v.func {
                Some(f) => f.code.params[i]
                    .default_const
                    .as_deref()
                    .map(<[u8]>::to_vec),
                None => p
                    .default_text
                    .filter(|t| names_constant(t))
                    .map(|t| t.as_bytes().to_vec()),
            };
            match (m, name) {
                ("isDefaultValueConstant", n) => Value::Bool(n.is_some()),
                (_, Some(n)) => s(n),
                (_, None) => Value::Null,
            }
        }
        "allowsNull" => Value::Bool(match &p.ty {
            None => true,
            Some(t) => type_allows_null(&normalize(t)),
        }),
        "isVariadic" => Value::Bool(p.variadic),
        "isPassedByReference" => Value::Bool(p.by_ref),
        "canBePassedByValue" => Value::Bool(!p.by_ref),
        "isPromoted" => Value::Bool(p.promoted),
        "getAttributes" => {
            vm.refl_arity(a, 0, 2, "ReflectionParameter", m)?;
            match &v.func {
                Some(f) => {
                    let attrs = f.code.params[i].attributes.clone();
                    let script = f.script.clone();
                    super::attrs_value(vm, &attrs, &script, target::PARAMETER, a)?
                }
                None => super::list(Vec::new()),
            }
        }
        "getDeclaringFunction" => match &*owner.0 {
            Refl::Method(c, k) => vm.refl_method_object(c, k),
            Refl::InternalMethod(_, k) => vm.refl_object(
                "ReflectionMethod",
                (*owner.0).clone(),
                &[("name", s(k.name)), ("class", s(k.declaring))],
            ),
            Refl::Function(f) => vm.refl_function_object(f.clone()),
            _ => Value::Null,
        },
        "getDeclaringClass" => match &*owner.0 {
            Refl::Method(c, k) => match vm.lookup_class(&k.declaring) {
                Some(d) => vm.refl_class_object(&d),
                None => vm.refl_class_object(c),
            },
            Refl::InternalMethod(c, k) => match vm.lookup_class(k.declaring.as_bytes()) {
                Some(d) => vm.refl_class_object(&d),
                None => vm.refl_class_object(c),
            },
            _ => Value::Null,
        },
        _ => Value::Null,
    })
}

/// Whether a default as php's stubs write it is a constant (`PHP_INT_MAX`,
/// `SORT_REGULAR`, `Class::NAME`), not a literal, an expression or `X::class`.
fn names_constant(text: &str) -> bool {
    let ident = |w: &str| {
        w.bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && w.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'\\')
    };
    match text.split_once("::") {
        Some((c, n)) => ident(c) && ident(n) && !n.eq_ignore_ascii_case("class"),
        None => {
            ident(text)
                && !["true", "false", "null"]
                    .iter()
                    .any(|k| k.eq_ignore_ascii_case(text))
        }
    }
}

fn type_allows_null(t: &str) -> bool {
    t.starts_with('?')
        || t.split('|')
            .any(|p| p.eq_ignore_ascii_case("null") || p.eq_ignore_ascii_case("mixed"))
}

pub(super) fn call_type(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    let Refl::Type(t) = vm.refl_get(a)? else {
        return Ok(Value::Null);
    };
    let name = t.strip_prefix('?').unwrap_or(&t);
    Ok(match m {
        "getName" => s(name),
        "isBuiltin" => Value::Bool(BUILTIN_TYPES.iter().any(|b| b.eq_ignore_ascii_case(name))),
        "allowsNull" => Value::Bool(type_allows_null(&t)),
        "__toString" => s(t.as_bytes()),
        "getTypes" => {
            let mut out = Vec::new();
            let sep = if is_union(&t) { '|' } else { '&' };
            for part in t.split(sep) {
                let part = part.trim_start_matches('(').trim_end_matches(')');
                out.push(vm.refl_type_object(part));
            }
            super::list(out)
        }
        _ => Value::Null,
    })
}
