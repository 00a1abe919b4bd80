//! MultipleIterator: walks several iterators in step, each element being
//! the array of their current values (keys). php builds it on
//! SplObjectStorage's internals, which is why var_dump shows a private
//! `SplObjectStorage::$storage` of `obj`/`inf` pairs; here the attached
//! iterators are a plain list with the same shape.

use super::{method, state, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::any::Any;

const MIT_NEED_ANY: i64 = 0;
const MIT_NEED_ALL: i64 = 1;
const MIT_KEYS_NUMERIC: i64 = 0;
const MIT_KEYS_ASSOC: i64 = 2;

#[derive(Clone)]
pub(crate) struct MultiState {
    /// The attached iterators and their info, in attach order.
    entries: Vec<(PhpObject, Value)>,
    flags: i64,
}

impl Default for MultiState {
    fn default() -> Self {
        MultiState {
            entries: Vec::new(),
            flags: MIT_NEED_ALL | MIT_KEYS_NUMERIC,
        }
    }
}

pub(crate) fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    b.downcast_ref::<MultiState>()
        .map(|s| Box::new(s.clone()) as Box<dyn Any>)
}

fn storage(o: &PhpObject) -> PhpArray {
    let entries = state::<MultiState>(o).entries.clone();
    let mut list = PhpArray::new();
    for (obj, inf) in entries {
        let mut e = PhpArray::new();
        e.insert(ArrayKey::Str(PhpStr::from("obj")), Value::Object(obj));
        e.insert(ArrayKey::Str(PhpStr::from("inf")), inf);
        let _ = list.push(Value::Array(e));
    }
    list
}

pub(crate) fn debug_props(o: &PhpObject, props: &mut PhpArray) {
    props.insert(
        super::private_key("SplObjectStorage", "storage"),
        Value::Array(storage(o)),
    );
}

fn m_construct(_vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let flags = args
        .first()
        .map(|v| v.to_int())
        .unwrap_or(MIT_NEED_ALL | MIT_KEYS_NUMERIC);
    state::<MultiState>(this).flags = flags;
    Ok(Value::Null)
}

fn m_get_flags(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<MultiState>(this).flags))
}

fn m_set_flags(_vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    state::<MultiState>(this).flags = args[0].to_int();
    Ok(Value::Null)
}

fn iterator_arg(vm: &mut Vm, v: &Value, m: &str) -> Result<PhpObject, Fault> {
    match v {
        Value::Object(o) if o.instance_of(b"iterator") => Ok(o.clone()),
        _ => {
            let msg = format!(
                "MultipleIterator::{m}(): Argument #1 ($iterator) must be of type Iterator, {} given",
                crate::calls::given_type(v)
            );
            Err(vm.throw_error("TypeError", msg))
        }
    }
}

fn m_attach(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let it = iterator_arg(vm, &args[0], "attachIterator")?;
    let info = args.get(1).map(|v| v.get()).unwrap_or(Value::Null);
    if !matches!(info, Value::Null) {
        let dup = state::<MultiState>(this)
            .entries
            .iter()
            .any(|(_, inf)| inf.strict_eq(&info));
        if dup {
            return Err(vm.throw_error("InvalidArgumentException", "Key duplication error"));
        }
    }
    let mut s = state::<MultiState>(this);
    match s.entries.iter().position(|(o, _)| o.ptr_eq(&it)) {
        Some(i) => s.entries[i].1 = info,
        None => s.entries.push((it, info)),
    }
    Ok(Value::Null)
}

fn m_detach(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let it = iterator_arg(vm, &args[0], "detachIterator")?;
    state::<MultiState>(this)
        .entries
        .retain(|(o, _)| !o.ptr_eq(&it));
    Ok(Value::Null)
}

fn m_contains(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let it = iterator_arg(vm, &args[0], "containsIterator")?;
    let has = state::<MultiState>(this)
        .entries
        .iter()
        .any(|(o, _)| o.ptr_eq(&it));
    Ok(Value::Bool(has))
}

fn m_count(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<MultiState>(this).entries.len() as i64))
}

fn each(vm: &mut Vm, this: &PhpObject, m: &str) -> Result<(), Fault> {
    let its: Vec<PhpObject> = state::<MultiState>(this)
        .entries
        .iter()
        .map(|(o, _)| o.clone())
        .collect();
    for it in its {
        vm.call_obj_method(&it, m, Vec::new())?;
    }
    Ok(())
}

fn m_rewind(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    each(vm, this, "rewind")?;
    Ok(Value::Null)
}

fn m_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    each(vm, this, "next")?;
    Ok(Value::Null)
}

fn m_valid(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let (its, flags): (Vec<PhpObject>, i64) = {
        let s = state::<MultiState>(this);
        (s.entries.iter().map(|(o, _)| o.clone()).collect(), s.flags)
    };
    if its.is_empty() {
        return Ok(Value::Bool(false));
    }
    let expect = flags & MIT_NEED_ALL != 0;
    for it in its {
        let valid = vm.call_obj_method(&it, "valid", Vec::new())?.to_bool();
        if valid != expect {
            return Ok(Value::Bool(!expect));
        }
    }
    Ok(Value::Bool(expect))
}

/// `current()`/`key()`: one entry per attached iterator.
fn get_all(vm: &mut Vm, this: &PhpObject, current: bool) -> Result<Value, Fault> {
    let what = if current { "current" } else { "key" };
    let (entries, flags) = {
        let s = state::<MultiState>(this);
        (s.entries.clone(), s.flags)
    };
    if entries.is_empty() {
        let msg = format!("Called {what}() on an invalid iterator");
        return Err(vm.throw_error("RuntimeException", msg));
    }
    let mut out = PhpArray::new();
    for (it, inf) in entries {
        let valid = vm.call_obj_method(&it, "valid", Vec::new())?.to_bool();
        let v = if valid {
            vm.call_obj_method(&it, what, Vec::new())?
        } else if flags & MIT_NEED_ALL != 0 {
            let msg = format!("Called {what}() with non valid sub iterator");
            return Err(vm.throw_error("RuntimeException", msg));
        } else {
            Value::Null
        };
        if flags & MIT_KEYS_ASSOC != 0 {
            match inf {
                Value::Int(i) => out.insert(ArrayKey::Int(i), v),
                Value::Str(s) => out.insert(ArrayKey::from_bytes(s.as_bytes()), v),
                _ => {
                    return Err(vm.throw_error(
                        "InvalidArgumentException",
                        "Sub-Iterator is associated with NULL",
                    ))
                }
            }
        } else {
            let _ = out.push(v);
        }
    }
    Ok(Value::Array(out))
}

fn m_current(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    get_all(vm, this, true)
}

fn m_key(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    get_all(vm, this, false)
}

fn m_debug_info(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let mut props = this.props();
    debug_props(this, &mut props);
    Ok(Value::Array(props))
}

const ITER: ParamSpec = ParamSpec::req("iterator", ParamType::Mixed);

static METHODS: &[NativeMethod] = &[
    method!(
        "MultipleIterator",
        "__construct",
        m_construct,
        [ParamSpec::opt(
            "flags",
            ParamType::Int,
            "MultipleIterator::MIT_NEED_ALL | MultipleIterator::MIT_KEYS_NUMERIC"
        )]
    ),
    method!("MultipleIterator", "getFlags", m_get_flags, []),
    method!(
        "MultipleIterator",
        "setFlags",
        m_set_flags,
        [ParamSpec::req("flags", ParamType::Int)]
    ),
    method!(
        "MultipleIterator",
        "attachIterator",
        m_attach,
        [
            ITER,
            ParamSpec::opt("info", ParamType::IntOrString, "null").nullable()
        ]
    ),
    method!("MultipleIterator", "detachIterator", m_detach, [ITER]),
    method!("MultipleIterator", "containsIterator", m_contains, [ITER]),
    method!("MultipleIterator", "countIterators", m_count, []),
    method!("MultipleIterator", "rewind", m_rewind, []),
    method!("MultipleIterator", "valid", m_valid, []),
    method!("MultipleIterator", "key", m_key, []),
    method!("MultipleIterator", "current", m_current, []),
    method!("MultipleIterator", "next", m_next, []),
    method!("MultipleIterator", "__debugInfo", m_debug_info, []),
];

pub(crate) static CLASSES: &[&NativeClass] = &[&NativeClass {
    name: "MultipleIterator",
    parent: None,
    interfaces: &["Iterator"],
    flags: 0,
    consts: &[
        ("MIT_NEED_ANY", MIT_NEED_ANY),
        ("MIT_NEED_ALL", MIT_NEED_ALL),
        ("MIT_KEYS_NUMERIC", MIT_KEYS_NUMERIC),
        ("MIT_KEYS_ASSOC", MIT_KEYS_ASSOC),
    ],
    methods: METHODS,
}];
