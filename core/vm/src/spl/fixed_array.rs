//! SplFixedArray: a fixed-size vector indexed by 0..size with php's
//! RuntimeException for indexes outside it.

use super::{state, NativeClass, NativeMethod};
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, Value};
use std::any::Any;

#[derive(Clone, Default)]
pub(crate) struct FixedState {
    items: Vec<Value>,
}

pub(crate) fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    b.downcast_ref::<FixedState>()
        .map(|s| Box::new(s.clone()) as Box<dyn Any>)
}

pub(crate) fn debug_props(o: &PhpObject, props: &mut PhpArray) {
    let items = state::<FixedState>(o).items.clone();
    for (i, v) in items.into_iter().enumerate() {
        props.insert(ArrayKey::Int(i as i64), v);
    }
}

/// The element view `(array)`, json_encode and var_export use.
pub(crate) fn elements(o: &PhpObject) -> PhpArray {
    PhpArray::from_list(state::<FixedState>(o).items.clone())
}

/// A SplFixedArray whose offsetSet is its own.
pub(crate) fn direct(o: &PhpObject) -> bool {
    crate::classes::class_of(o).is_some_and(|c| {
        super::native_base(c) == Some("SplFixedArray") && c.find_method(b"offsetset").is_none()
    })
}

fn size_arg(vm: &mut Vm, m: &str, v: &Value) -> Result<usize, Fault> {
    let n = v.to_int();
    if n < 0 {
        let msg =
            format!("SplFixedArray::{m}(): Argument #1 ($size) must be greater than or equal to 0");
        return Err(vm.throw_error("ValueError", msg));
    }
    Ok(n as usize)
}

fn m_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let n = size_arg(vm, "__construct", args.first().unwrap_or(&Value::Int(0)))?;
    if vm.check_memory(n.saturating_mul(16)).is_err() {
        return Err(vm.fatal("Allowed memory size exhausted"));
    }
    state::<FixedState>(this).items = vec![Value::Null; n];
    Ok(Value::Null)
}

/// php's offset conversion: an in-range index or RuntimeException/TypeError.
fn index(vm: &mut Vm, this: &PhpObject, k: &Value) -> Result<usize, Fault> {
    let i = match k {
        Value::Int(i) => *i,
        Value::Str(s) => match rphp_value::convert::parse_numeric(s.as_bytes()) {
            (rphp_value::convert::Number::Int(i), rphp_value::convert::NumericKind::Numeric) => i,
            _ => return Err(vm.throw_error("TypeError", "Illegal offset type")),
        },
        Value::Float(_) => match vm.key_of(k)? {
            ArrayKey::Int(i) => i,
            _ => 0,
        },
        Value::Bool(b) => *b as i64,
        _ => return Err(vm.throw_error("TypeError", "Illegal offset type")),
    };
    let n = state::<FixedState>(this).items.len() as i64;
    if i < 0 || i >= n {
        return Err(vm.throw_error("RuntimeException", "Index invalid or out of range"));
    }
    Ok(i as usize)
}

fn m_offset_exists(_vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let i = args[0].to_int();
    let s = state::<FixedState>(this);
    Ok(Value::Bool(
        i >= 0 && (i as usize) < s.items.len() && !s.items[i as usize].is_null(),
    ))
}
fn m_offset_get(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let i = index(vm, this, &args[0])?;
    Ok(state::<FixedState>(this)
        .items
        .get(i)
        .cloned()
        .unwrap_or(Value::Null))
}
fn m_offset_set(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let i = index(vm, this, &args[0])?;
    // (A deprecation handler may have resized the array meanwhile.)
    if let Some(slot) = state::<FixedState>(this).items.get_mut(i) {
        *slot = args[1].clone();
    }
    Ok(Value::Null)
}
fn m_offset_unset(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let i = index(vm, this, &args[0])?;
    if let Some(slot) = state::<FixedState>(this).items.get_mut(i) {
        *slot = Value::Null;
    }
    Ok(Value::Null)
}
fn m_get_size(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<FixedState>(this).items.len() as i64))
}
fn m_set_size(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let n = size_arg(vm, "setSize", &args[0])?;
    if vm.check_memory(n.saturating_mul(16)).is_err() {
        return Err(vm.fatal("Allowed memory size exhausted"));
    }
    state::<FixedState>(this).items.resize(n, Value::Null);
    Ok(Value::Bool(true))
}
fn m_to_array(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Array(elements(this)))
}
fn m_get_iterator(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let class = vm.lookup_class(b"ArrayIterator").expect("ArrayIterator");
    let it = vm.instantiate(&class)?;
    vm.call_obj_method(&it, "__construct", vec![Value::Array(elements(this))])?;
    Ok(Value::Object(it))
}
/// After unserialize(): the properties (the serialized elements) become the
/// elements of an array that has none, as php's does.
fn m_wakeup(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    if state::<FixedState>(this).items.is_empty() {
        let props = std::mem::take(&mut *this.0.props_mut());
        state::<FixedState>(this).items = props.iter().map(|(_, v)| v.get()).collect();
    }
    Ok(Value::Null)
}

/// `SplFixedArray::fromArray(array $array, bool $preserveKeys = true)` (static).
fn from_array(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let Value::Array(a) = args[0].clone() else {
        return Ok(Value::Null);
    };
    let preserve = args.get(1).is_none_or(|v| v.to_bool());
    let items = if preserve && !a.is_empty() {
        let mut max = -1i64;
        for k in a.keys() {
            match k {
                ArrayKey::Int(i) if i >= 0 => max = max.max(i),
                _ => {
                    return Err(vm.throw_error(
                        "InvalidArgumentException",
                        "array must contain only positive integer keys",
                    ))
                }
            }
        }
        let mut items = vec![Value::Null; (max + 1) as usize];
        for (k, v) in a.iter() {
            if let ArrayKey::Int(i) = k {
                items[i as usize] = v.get();
            }
        }
        items
    } else {
        a.values().map(|v| v.get()).collect()
    };
    let class = vm.lookup_class(b"SplFixedArray").expect("SplFixedArray");
    let o = vm.instantiate(&class)?;
    state::<FixedState>(&o).items = items;
    Ok(Value::Object(o))
}

const IDX: ParamSpec = ParamSpec::req("index", ParamType::Mixed);

static METHODS: &[NativeMethod] = &[
    super::method!(
        "SplFixedArray",
        "__construct",
        m_construct,
        [ParamSpec::opt("size", ParamType::Int, "0")]
    ),
    super::method!("SplFixedArray", "__wakeup", m_wakeup, []),
    super::method!("SplFixedArray", "count", m_get_size, []),
    super::method!("SplFixedArray", "toArray", m_to_array, []),
    super::method!("SplFixedArray", "getSize", m_get_size, []),
    super::method!(
        "SplFixedArray",
        "setSize",
        m_set_size,
        [ParamSpec::req("size", ParamType::Int)]
    ),
    super::method!("SplFixedArray", "offsetExists", m_offset_exists, [IDX]),
    super::method!("SplFixedArray", "offsetGet", m_offset_get, [IDX]),
    super::method!(
        "SplFixedArray",
        "offsetSet",
        m_offset_set,
        [IDX, ParamSpec::req("value", ParamType::Mixed)]
    ),
    super::method!("SplFixedArray", "offsetUnset", m_offset_unset, [IDX]),
    super::method!("SplFixedArray", "getIterator", m_get_iterator, []),
    super::method!("SplFixedArray", "jsonSerialize", m_to_array, []),
    NativeMethod {
        name: "fromArray",
        is_static: true,
        entry: EngineBuiltin {
            name: "SplFixedArray::fromArray",
            params: &[
                ParamSpec::req("array", ParamType::Array),
                ParamSpec::opt("preserveKeys", ParamType::Bool, "true"),
            ],
            func: from_array,
        },
    },
];

pub(crate) static CLASSES: &[&NativeClass] = &[&NativeClass {
    name: "SplFixedArray",
    parent: None,
    interfaces: &[
        "IteratorAggregate",
        "ArrayAccess",
        "Countable",
        "JsonSerializable",
    ],
    flags: 0,
    consts: &[],
    methods: METHODS,
}];
