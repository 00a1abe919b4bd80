//! Class and object functions: `get_class`, `get_parent_class`,
//! `get_object_vars`, `method_exists`, `property_exists`, `class_exists`,
//! `is_a`, `is_subclass_of`, `spl_object_id`, ...

use crate::classes::class_of;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::object::{unmangle, Visibility};
use rphp_value::ParamSpec as P;
use rphp_value::ParamType::{Bool, Mixed, String as Str};
use rphp_value::{ArrayKey, ClassInfo, Fault, PhpArray, PhpStr, Value};

static FNS: &[EngineBuiltin] = &[
    engine!("get_class", [P::opt("object", Mixed, "null")], get_class),
    engine!(
        "get_parent_class",
        [P::opt("object_or_class", Mixed, "null")],
        get_parent_class
    ),
    engine!(
        "get_object_vars",
        [P::req("object", Mixed)],
        get_object_vars
    ),
    engine!(
        "get_class_methods",
        [P::req("object_or_class", Mixed)],
        get_class_methods
    ),
    engine!(
        "method_exists",
        [P::req("object_or_class", Mixed), P::req("method", Str)],
        method_exists
    ),
    engine!(
        "property_exists",
        [P::req("object_or_class", Mixed), P::req("property", Str)],
        property_exists
    ),
    engine!(
        "class_exists",
        [P::req("class", Str), P::opt("autoload", Bool, "true")],
        class_exists
    ),
    engine!(
        "interface_exists",
        [P::req("interface", Str), P::opt("autoload", Bool, "true")],
        interface_exists
    ),
    engine!(
        "trait_exists",
        [P::req("trait", Str), P::opt("autoload", Bool, "true")],
        trait_exists
    ),
    engine!(
        "enum_exists",
        [P::req("enum", Str), P::opt("autoload", Bool, "true")],
        enum_exists
    ),
    engine!(
        "class_uses",
        [
            P::req("object_or_class", Mixed),
            P::opt("autoload", Bool, "true")
        ],
        class_uses
    ),
    engine!(
        "class_implements",
        [
            P::req("object_or_class", Mixed),
            P::opt("autoload", Bool, "true")
        ],
        class_implements
    ),
    engine!(
        "class_parents",
        [
            P::req("object_or_class", Mixed),
            P::opt("autoload", Bool, "true")
        ],
        class_parents
    ),
    engine!("get_class_vars", [P::req("class", Str)], get_class_vars),
    engine!("get_called_class", [], get_called_class),
    engine!(
        "class_alias",
        [
            P::req("class", Str),
            P::req("alias", Str),
            P::opt("autoload", Bool, "true")
        ],
        class_alias
    ),
    engine!(
        "is_a",
        [
            P::req("object_or_class", Mixed),
            P::req("class", Str),
            P::opt("allow_string", Bool, "false")
        ],
        is_a
    ),
    engine!(
        "is_subclass_of",
        [
            P::req("object_or_class", Mixed),
            P::req("class", Str),
            P::opt("allow_string", Bool, "true")
        ],
        is_subclass_of
    ),
    engine!("spl_object_id", [P::req("object", Mixed)], spl_object_id),
    engine!(
        "spl_object_hash",
        [P::req("object", Mixed)],
        spl_object_hash
    ),
    engine!("is_object", [P::req("value", Mixed)], is_object),
    engine!("get_debug_type", [P::req("value", Mixed)], get_debug_type),
];

pub(crate) fn register(vm: &mut Vm) {
    crate::autoload::register(vm);
    vm.register_engine(FNS);
}

fn s(v: impl Into<PhpStr>) -> Value {
    Value::Str(v.into())
}

fn is_object(_: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(match a[0].get() {
        Value::Object(_) => true,
        Value::Resource(r) => r.0.kind == "Closure" || r.0.kind == "Throwable",
        _ => false,
    }))
}

fn get_debug_type(_: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a[0].get();
    if let Value::Object(o) = &v {
        let n = o.class_name();
        if let Some(p) = n.windows(11).position(|w| w == b"@anonymous\0") {
            return Ok(s(n[..p + 10].to_vec()));
        }
    }
    Ok(s(crate::calls::given_type(&v)))
}

fn type_error(vm: &mut Vm, f: &str, arg: &str, want: &str, v: &Value) -> Fault {
    let msg = format!(
        "{f}(): Argument #1 (${arg}) must be of type {want}, {} given",
        crate::calls::given_type(v)
    );
    vm.throw_error("TypeError", msg)
}

fn get_class(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a.first().map(|v| v.get());
    match &v {
        Some(Value::Object(o)) => Ok(s(o.class_name().to_vec())),
        None => match vm.scope_class() {
            Some(c) => Ok(s(c.name.clone())),
            None => Err(vm.throw_error(
                "Error",
                "get_class() without arguments must be called from within a class",
            )),
        },
        Some(Value::Resource(r)) if r.0.kind == "Closure" => Ok(s("Closure")),
        Some(v @ Value::Resource(_)) => match crate::errors::throwable_data(v) {
            Some(t) => Ok(s(t.class.as_str())),
            None => Err(type_error(vm, "get_class", "object", "object", v)),
        },
        Some(v) => Err(type_error(vm, "get_class", "object", "object", v)),
    }
}

/// The class an `object_or_class` argument names (None: not a known class).
/// The class of an object, or the class a string names (autoloaded, as
/// php's `object_or_class` parameters look classes up; an autoloader's
/// throwable propagates).
fn class_arg(
    vm: &mut Vm,
    v: &Value,
) -> Result<Option<std::rc::Rc<crate::classes::ClassRt>>, Fault> {
    Ok(match v {
        Value::Object(o) => class_of(o).and_then(|c| {
            let n = c.name.clone();
            vm.lookup_class(&n)
        }),
        Value::Str(n) => vm.find_class(n.as_bytes())?,
        Value::Ref(r) => return class_arg(vm, &r.get()),
        _ => None,
    })
}

fn get_parent_class(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a.first().map(|v| v.get());
    let class = match &v {
        None => vm.scope_class(),
        Some(v @ Value::Resource(_)) => {
            let class = match crate::errors::throwable_data(v) {
                Some(t) => t.class.clone(),
                None => return Ok(Value::Bool(false)),
            };
            return Ok(match crate::errors::class_parents(&class).first() {
                Some(p) if *p != "Throwable" => s(*p),
                _ => Value::Bool(false),
            });
        }
        Some(v) => class_arg(vm, v)?,
    };
    Ok(match class.and_then(|c| c.parent.clone()) {
        Some(p) => s(p.name.clone()),
        None => Value::Bool(false),
    })
}

fn get_object_vars(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let Value::Object(o) = a[0].get() else {
        return Err(type_error(
            vm,
            "get_object_vars",
            "object",
            "object",
            &a[0].get(),
        ));
    };
    let scope = vm.scope_class();
    let mut out = PhpArray::new();
    for (k, v) in o.props().iter() {
        let ArrayKey::Str(key) = &k else {
            out.insert(k.clone(), v.elem_copy());
            continue;
        };
        let (name, vis, class) = unmangle(key.as_bytes());
        let ok = match vis {
            Visibility::Public => true,
            Visibility::Private => scope
                .as_ref()
                .is_some_and(|c| c.name.eq_ignore_ascii_case(class)),
            Visibility::Protected => scope
                .as_ref()
                .is_some_and(|c| o.instance_of(&c.name) || c.is_subclass_of(o.class_name())),
        };
        if ok {
            out.insert(ArrayKey::from_bytes(name), v.elem_copy());
        }
    }
    Ok(Value::Array(out))
}

fn get_class_methods(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let Some(c) = class_arg(vm, &a[0].get())? else {
        let msg = format!(
            "get_class_methods(): Argument #1 ($object_or_class) must be an object or a valid class name, {} given",
            crate::calls::given_type(&a[0].get())
        );
        return Err(vm.throw_error("TypeError", msg));
    };
    let mut ms: Vec<_> = c.methods.values().cloned().collect();
    // Declaration order: the class's own methods first, then inherited ones.
    rphp_value::sort::sort_by_key(&mut ms, |m| {
        (!m.declaring.eq_ignore_ascii_case(&c.name), m.order)
    });
    let mut out = Vec::new();
    for m in ms {
        if vm.can_access(m.vis, &m.declaring) {
            out.push(s(m.name.clone()));
        }
    }
    for n in crate::enums::builtin_names(&c) {
        out.push(s(*n));
    }
    for n in crate::spl::native_method_names(&c) {
        if !out
            .iter()
            .any(|o| o.to_php_str().as_bytes().eq_ignore_ascii_case(n.as_bytes()))
        {
            out.push(s(n));
        }
    }
    Ok(Value::list(out))
}

fn method_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a[0].get();
    if !matches!(v, Value::Object(_) | Value::Str(_)) {
        return Err(type_error(
            vm,
            "method_exists",
            "object_or_class",
            "object|string",
            &v,
        ));
    }
    let m = a[1].to_php_str();
    Ok(Value::Bool(
        class_arg(vm, &v)?.is_some_and(|c| c.has_method(m.as_bytes())),
    ))
}

fn property_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a[0].get();
    let p = a[1].to_php_str();
    if let Value::Object(o) = &v {
        let props = o.props();
        if props.iter().any(|(k, _)| match k {
            ArrayKey::Str(key) => unmangle(key.as_bytes()).0 == p.as_bytes(),
            ArrayKey::Int(i) => i.to_string().as_bytes() == p.as_bytes(),
        }) {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(class_arg(vm, &v)?.is_some_and(|c| {
        c.prop_index.contains_key(p.as_bytes()) || c.statics.contains_key(p.as_bytes())
    })))
}

/// The class named by argument 0, autoloading it when argument 1 (`$autoload`) is true.
fn named_class(
    vm: &mut Vm,
    a: &[Value],
) -> Result<Option<std::rc::Rc<crate::classes::ClassRt>>, Fault> {
    let n = a[0].to_php_str();
    if a.get(1).is_none_or(|v| v.to_bool()) {
        vm.find_class(n.as_bytes())
    } else {
        Ok(vm.lookup_class(n.as_bytes()))
    }
}

fn class_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    use rphp_bytecode::class::flags;
    let n = a[0].to_php_str();
    Ok(Value::Bool(
        named_class(vm, a)?.is_some_and(|c| c.flags & (flags::INTERFACE | flags::TRAIT) == 0)
            || crate::errors::canonical_class(&n.to_string_lossy()).is_some(),
    ))
}

fn interface_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(named_class(vm, a)?.is_some_and(|c| {
        c.flags & rphp_bytecode::class::flags::INTERFACE != 0
    })))
}

fn trait_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(named_class(vm, a)?.is_some_and(|c| {
        c.flags & rphp_bytecode::class::flags::TRAIT != 0
    })))
}

fn enum_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(named_class(vm, a)?.is_some_and(|c| {
        c.flags & rphp_bytecode::class::flags::ENUM != 0
    })))
}

/// `class_uses()`: the traits a class uses directly, name => name.
fn class_uses(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let Some(c) = spl_class_arg(vm, a, "class_uses")? else {
        return Ok(Value::Bool(false));
    };
    Ok(name_set(c.traits.iter()))
}

fn name_set<'a>(names: impl Iterator<Item = &'a Vec<u8>>) -> Value {
    let mut out = PhpArray::new();
    for t in names {
        out.insert(ArrayKey::Str(PhpStr::from(t.clone())), s(t.clone()));
    }
    Value::Array(out)
}

/// `class_implements()`: every interface of the class, name => name.
fn class_implements(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let Some(c) = spl_class_arg(vm, a, "class_implements")? else {
        return Ok(Value::Bool(false));
    };
    Ok(name_set(c.interfaces.iter()))
}

/// `class_parents()`: the ancestors of the class, nearest first.
fn class_parents(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let Some(c) = spl_class_arg(vm, a, "class_parents")? else {
        return Ok(Value::Bool(false));
    };
    let mut names = Vec::new();
    let mut p = c.parent.clone();
    while let Some(x) = p {
        names.push(x.name.clone());
        p = x.parent.clone();
    }
    Ok(name_set(names.iter()))
}

/// The class argument of the SPL class functions: an object or a class name
/// (autoloaded when `$autoload`), with their warning for unknown classes.
fn spl_class_arg(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
) -> Result<Option<std::rc::Rc<crate::classes::ClassRt>>, Fault> {
    let v = a[0].get();
    let autoload = a.get(1).is_none_or(|v| v.to_bool());
    match &v {
        Value::Object(_) => class_arg(vm, &v),
        Value::Str(n) => {
            let found = if autoload {
                vm.find_class(n.as_bytes())?
            } else {
                vm.lookup_class(n.as_bytes())
            };
            if found.is_none() {
                let msg = format!(
                    "{func}(): Class {} does not exist{}",
                    n.to_string_lossy(),
                    if autoload {
                        " and could not be loaded"
                    } else {
                        ""
                    }
                );
                vm.raise(rphp_value::ErrorLevel::Warning, &msg)?;
            }
            Ok(found)
        }
        _ => Err(type_error(vm, func, "object_or_class", "object|string", &v)),
    }
}

/// `get_class_vars()`: default values of the properties visible from the calling scope.
fn get_class_vars(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let n = a[0].to_php_str();
    let Some(c) = vm.find_class(n.as_bytes())? else {
        let msg = format!(
            "get_class_vars(): Argument #1 ($class) must be a valid class name, {} given",
            n.to_string_lossy()
        );
        return Err(vm.throw_error("TypeError", msg));
    };
    let defaults = vm.default_props(&c)?;
    let mut out = PhpArray::new();
    for p in c.props.clone() {
        if !vm.can_access(p.vis, &p.declaring) {
            continue;
        }
        let v = defaults
            .get_str(p.key.as_bytes())
            .map(|v| v.get())
            .unwrap_or(Value::Null);
        out.insert(ArrayKey::Str(PhpStr::from(p.name.clone())), v);
    }
    let mut statics: Vec<_> = c
        .statics
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    rphp_value::sort::sort_by(&mut statics, |x, y| x.0.cmp(&y.0));
    for (name, sp) in statics {
        if !vm.can_access(sp.vis, &sp.declaring) {
            continue;
        }
        let v = match &sp.init {
            Some(l) => vm.eval_lazy(l)?,
            None => Value::Null,
        };
        out.insert(ArrayKey::Str(PhpStr::from(name)), v);
    }
    Ok(Value::Array(out))
}

fn get_called_class(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    match vm.static_class() {
        Some(c) => Ok(s(c.name.clone())),
        None => Err(vm.throw_error(
            "Error",
            "get_called_class() must be called from within a class",
        )),
    }
}

/// `class_alias()`: another name for a user class.
fn class_alias(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let orig = a[0].to_php_str();
    let alias = a[1].to_php_str();
    let autoload = a.get(2).is_none_or(|v| v.to_bool());
    let found = if autoload {
        vm.find_class(orig.as_bytes())?
    } else {
        vm.lookup_class(orig.as_bytes())
    };
    let Some(c) = found else {
        let msg = format!("Class \"{}\" not found", orig.to_string_lossy());
        vm.raise(rphp_value::ErrorLevel::Warning, &msg)?;
        return Ok(Value::Bool(false));
    };
    if c.origin.is_none() {
        return Err(vm.throw_error(
            "ValueError",
            "class_alias(): Argument #1 ($class) must be a user-defined class name, internal class name given",
        ));
    }
    let b = alias.as_bytes();
    let lc = b.strip_prefix(b"\\").unwrap_or(b).to_ascii_lowercase();
    if vm.lookup_class(&lc).is_some() {
        let msg = format!(
            "Cannot declare class {}, because the name is already in use",
            alias.to_string_lossy()
        );
        vm.raise(rphp_value::ErrorLevel::Warning, &msg)?;
        return Ok(Value::Bool(false));
    }
    vm.classes.order.push(lc.clone());
    vm.classes.map.insert(lc, c);
    Ok(Value::Bool(true))
}

fn is_a(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a[0].get();
    let class = a[1].to_php_str();
    let allow_string = a.get(2).is_some_and(|b| b.to_bool());
    Ok(Value::Bool(match &v {
        Value::Object(o) => o.instance_of(class.as_bytes()),
        Value::Str(_) if allow_string => {
            class_arg(vm, &v)?.is_some_and(|c| c.is_subclass_of(class.as_bytes()))
        }
        v @ Value::Resource(_) => crate::errors::is_instance(v, &class.to_string_lossy()),
        _ => false,
    }))
}

fn is_subclass_of(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a[0].get();
    let class = a[1].to_php_str();
    let allow_string = a.get(2).is_none_or(|b| b.to_bool());
    if matches!(v, Value::Str(_)) && !allow_string {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(class_arg(vm, &v)?.is_some_and(|c| {
        !c.name.eq_ignore_ascii_case(class.as_bytes()) && c.is_subclass_of(class.as_bytes())
    })))
}

fn spl_object_id(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    match a[0].get() {
        Value::Object(o) => Ok(Value::Int(o.id() as i64)),
        Value::Resource(r) if r.0.kind == "Closure" || r.0.kind == "Throwable" => {
            Ok(Value::Int(r.id()))
        }
        v => Err(type_error(vm, "spl_object_id", "object", "object", &v)),
    }
}

fn spl_object_hash(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let id = spl_object_id(vm, a)?.to_int();
    // php prints the handle, then 16 zeros (the old hash mask).
    Ok(s(format!("{:016x}0000000000000000", id)))
}
