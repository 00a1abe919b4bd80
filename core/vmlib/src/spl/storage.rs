//! SplObjectStorage: a map from objects (by identity) to data, iterated in
//! insertion order.

use super::{method, state, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::any::Any;

#[derive(Clone, Default)]
pub(crate) struct StorageState {
    /// Object id → (object, info), in insertion order.
    entries: Vec<(PhpObject, Value)>,
    pos: usize,
}

impl StorageState {
    fn find(&self, o: &PhpObject) -> Option<usize> {
        self.entries.iter().position(|(e, _)| e.ptr_eq(o))
    }
    fn attach(&mut self, o: PhpObject, inf: Value) {
        match self.find(&o) {
            Some(i) => self.entries[i].1 = inf,
            None => self.entries.push((o, inf)),
        }
    }
    fn detach(&mut self, o: &PhpObject) {
        if let Some(i) = self.find(o) {
            self.entries.remove(i);
            if i < self.pos {
                self.pos -= 1;
            }
        }
    }
}

pub(crate) fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    b.downcast_ref::<StorageState>()
        .map(|s| Box::new(s.clone()) as Box<dyn Any>)
}

/// The data keyed by object handle (what php's compare handler compares).
pub(crate) fn by_object(o: &PhpObject) -> PhpArray {
    let mut a = PhpArray::new();
    for (obj, inf) in state::<StorageState>(o).entries.iter() {
        a.insert(ArrayKey::Int(obj.id() as i64), inf.clone());
    }
    a
}

pub(crate) fn debug_props(o: &PhpObject, props: &mut PhpArray) {
    let entries = state::<StorageState>(o).entries.clone();
    let mut list = PhpArray::new();
    for (obj, inf) in entries {
        let mut e = PhpArray::new();
        e.insert(ArrayKey::Str(PhpStr::from("obj")), Value::Object(obj));
        e.insert(ArrayKey::Str(PhpStr::from("inf")), inf);
        let _ = list.push(Value::Array(e));
    }
    props.insert(
        super::private_key("SplObjectStorage", "storage"),
        Value::Array(list),
    );
}

/// An object argument, or php's TypeError for method `m`.
fn obj_arg(vm: &mut Vm, m: &str, v: &Value) -> Result<PhpObject, Fault> {
    match v {
        Value::Object(o) => Ok(o.clone()),
        _ => {
            let msg = format!(
                "SplObjectStorage::{m}(): Argument #1 ($object) must be of type object, {} given",
                crate::calls::given_type(v)
            );
            Err(vm.throw_error("TypeError", msg))
        }
    }
}

fn attach(vm: &mut Vm, this: &PhpObject, args: &[Value], m: &str) -> Result<Value, Fault> {
    let inf = args.get(1).cloned().unwrap_or(Value::Null);
    state::<StorageState>(this).attach(obj_arg(vm, m, &args[0])?, inf);
    Ok(Value::Null)
}
fn detach(vm: &mut Vm, this: &PhpObject, args: &[Value], m: &str) -> Result<Value, Fault> {
    state::<StorageState>(this).detach(&obj_arg(vm, m, &args[0])?);
    Ok(Value::Null)
}
fn contains(vm: &mut Vm, this: &PhpObject, args: &[Value], m: &str) -> Result<Value, Fault> {
    let o = obj_arg(vm, m, &args[0])?;
    Ok(Value::Bool(state::<StorageState>(this).find(&o).is_some()))
}
fn m_attach(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    attach(vm, this, args, "attach")
}
fn m_offset_set(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    attach(vm, this, args, "offsetSet")
}
fn m_detach(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    detach(vm, this, args, "detach")
}
fn m_offset_unset(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    detach(vm, this, args, "offsetUnset")
}
fn m_contains(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    contains(vm, this, args, "contains")
}
fn m_offset_exists(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    contains(vm, this, args, "offsetExists")
}
fn other_entries(vm: &mut Vm, v: &Value, m: &str) -> Result<Vec<(PhpObject, Value)>, Fault> {
    match v {
        Value::Object(o) if o.instance_of(b"SplObjectStorage") => {
            Ok(state::<StorageState>(o).entries.clone())
        }
        _ => {
            let msg = format!(
                "SplObjectStorage::{m}(): Argument #1 ($storage) must be of type SplObjectStorage, {} given",
                crate::calls::given_type(v)
            );
            Err(vm.throw_error("TypeError", msg))
        }
    }
}
fn m_add_all(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let other = other_entries(vm, &args[0], "addAll")?;
    let mut s = state::<StorageState>(this);
    for (o, inf) in other {
        s.attach(o, inf);
    }
    Ok(Value::Int(s.entries.len() as i64))
}
fn m_remove_all(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let other = other_entries(vm, &args[0], "removeAll")?;
    let mut s = state::<StorageState>(this);
    for (o, _) in other {
        s.detach(&o);
    }
    Ok(Value::Int(s.entries.len() as i64))
}
fn m_remove_all_except(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let other = other_entries(vm, &args[0], "removeAllExcept")?;
    let mut s = state::<StorageState>(this);
    let gone: Vec<PhpObject> = s
        .entries
        .iter()
        .filter(|(o, _)| !other.iter().any(|(x, _)| x.ptr_eq(o)))
        .map(|(o, _)| o.clone())
        .collect();
    for o in gone {
        s.detach(&o);
    }
    Ok(Value::Int(s.entries.len() as i64))
}
fn m_offset_get(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let o = obj_arg(vm, "offsetGet", &args[0])?;
    let v = {
        let s = state::<StorageState>(this);
        s.find(&o).map(|i| s.entries[i].1.clone())
    };
    v.ok_or_else(|| vm.throw_error("UnexpectedValueException", "Object not found"))
}
fn m_get_info(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let s = state::<StorageState>(this);
    Ok(s.entries
        .get(s.pos)
        .map(|e| e.1.clone())
        .unwrap_or(Value::Null))
}
fn m_set_info(_vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let mut s = state::<StorageState>(this);
    let p = s.pos;
    if let Some(e) = s.entries.get_mut(p) {
        e.1 = args[0].clone();
    }
    Ok(Value::Null)
}
fn m_count(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let entries = state::<StorageState>(this).entries.clone();
    let mut n = entries.len() as i64;
    if args.first().is_some_and(|m| m.to_int() == 1) {
        // COUNT_RECURSIVE counts each stored object's own count too.
        for (o, _) in entries {
            if o.instance_of(b"Countable") {
                n += vm.call_obj_method(&o, "count", Vec::new())?.to_int();
            }
        }
    }
    Ok(Value::Int(n))
}
fn m_rewind(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    state::<StorageState>(this).pos = 0;
    Ok(Value::Null)
}
fn m_valid(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let s = state::<StorageState>(this);
    Ok(Value::Bool(s.pos < s.entries.len()))
}
fn m_key(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<StorageState>(this).pos as i64))
}
fn m_current(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let v = {
        let s = state::<StorageState>(this);
        s.entries.get(s.pos).map(|e| Value::Object(e.0.clone()))
    };
    v.ok_or_else(|| vm.throw_error("RuntimeException", "Called current() on invalid iterator"))
}
fn m_next(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let mut s = state::<StorageState>(this);
    if s.pos < s.entries.len() {
        s.pos += 1;
    }
    Ok(Value::Null)
}
fn m_get_hash(vm: &mut Vm, _this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let id = obj_arg(vm, "getHash", &args[0])?.id();
    Ok(Value::Str(PhpStr::from(format!(
        "{id:016x}0000000000000000"
    ))))
}

const OBJ: ParamSpec = ParamSpec::req("object", ParamType::Mixed);
const INF: ParamSpec = ParamSpec::opt("info", ParamType::Mixed, "null");
const STORAGE: ParamSpec = ParamSpec::req("storage", ParamType::Mixed);

/// `[[object, info, ...], members]`.
fn m_serialize(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let entries = state::<StorageState>(this).entries.clone();
    let mut flat = Vec::with_capacity(entries.len() * 2);
    for (o, inf) in entries {
        flat.push(Value::Object(o));
        flat.push(inf);
    }
    Ok(Value::list(vec![
        Value::list(flat),
        super::members_of(this),
    ]))
}

fn m_unserialize(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let d = &args[0];
    let (Some(Value::Array(flat)), Some(Value::Array(members))) =
        (super::data_at(d, 0), super::data_at(d, 1))
    else {
        return Err(super::bad_data(vm));
    };
    let vals: Vec<Value> = flat.iter().map(|(_, v)| v.get()).collect();
    if !vals.len().is_multiple_of(2) {
        return Err(super::bad_data(vm));
    }
    for pair in vals.chunks(2) {
        let Value::Object(o) = &pair[0] else {
            return Err(super::bad_data(vm));
        };
        state::<StorageState>(this).attach(o.clone(), pair[1].clone());
    }
    super::load_members(vm, this, &members)?;
    Ok(Value::Null)
}

static METHODS: &[NativeMethod] = &[
    method!("SplObjectStorage", "__serialize", m_serialize, []),
    method!(
        "SplObjectStorage",
        "__unserialize",
        m_unserialize,
        [super::UNSERIALIZE_DATA]
    ),
    method!("SplObjectStorage", "attach", m_attach, [OBJ, INF]),
    method!("SplObjectStorage", "detach", m_detach, [OBJ]),
    method!("SplObjectStorage", "contains", m_contains, [OBJ]),
    method!("SplObjectStorage", "addAll", m_add_all, [STORAGE]),
    method!("SplObjectStorage", "removeAll", m_remove_all, [STORAGE]),
    method!(
        "SplObjectStorage",
        "removeAllExcept",
        m_remove_all_except,
        [STORAGE]
    ),
    method!("SplObjectStorage", "getInfo", m_get_info, []),
    method!(
        "SplObjectStorage",
        "setInfo",
        m_set_info,
        [ParamSpec::req("info", ParamType::Mixed)]
    ),
    method!(
        "SplObjectStorage",
        "count",
        m_count,
        [ParamSpec::opt("mode", ParamType::Int, "COUNT_NORMAL")]
    ),
    method!("SplObjectStorage", "rewind", m_rewind, []),
    method!("SplObjectStorage", "valid", m_valid, []),
    method!("SplObjectStorage", "key", m_key, []),
    method!("SplObjectStorage", "current", m_current, []),
    method!("SplObjectStorage", "next", m_next, []),
    method!("SplObjectStorage", "offsetExists", m_offset_exists, [OBJ]),
    method!("SplObjectStorage", "offsetGet", m_offset_get, [OBJ]),
    method!("SplObjectStorage", "offsetSet", m_offset_set, [OBJ, INF]),
    method!("SplObjectStorage", "offsetUnset", m_offset_unset, [OBJ]),
    method!("SplObjectStorage", "getHash", m_get_hash, [OBJ]),
];

pub(crate) static CLASSES: &[&NativeClass] = &[&NativeClass {
    name: "SplObjectStorage",
    parent: None,
    interfaces: &["Countable", "Iterator", "Serializable", "ArrayAccess"],
    flags: 0,
    consts: &[],
    methods: METHODS,
}];
