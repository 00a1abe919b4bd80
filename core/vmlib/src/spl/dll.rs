//! SplDoublyLinkedList, SplQueue and SplStack: a deque of values with php's
//! iteration modes (FIFO/LIFO, keep/delete) and index-checked offsets.

use super::{method, state, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::{Fault, ParamSpec, ParamType, PhpArray, PhpObject, Value};
use std::any::Any;
use std::collections::VecDeque;

const IT_MODE_LIFO: i64 = 2;
const IT_MODE_DELETE: i64 = 1;
/// php's internal flag: the LIFO/FIFO mode of SplStack/SplQueue is frozen.
const IT_FIX: i64 = 4;

#[derive(Clone, Default)]
pub(crate) struct DllState {
    list: VecDeque<Value>,
    flags: i64,
    index: i64,
    init: bool,
}

pub(crate) fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    b.downcast_ref::<DllState>()
        .map(|s| Box::new(s.clone()) as Box<dyn Any>)
}

fn st(o: &PhpObject) -> std::cell::RefMut<'_, DllState> {
    let mut s = state::<DllState>(o);
    if !s.init {
        s.init = true;
        if o.instance_of(b"SplStack") {
            s.flags = IT_MODE_LIFO | IT_FIX;
        } else if o.instance_of(b"SplQueue") {
            s.flags = IT_FIX;
        }
    }
    s
}

pub(crate) fn debug_props(o: &PhpObject, props: &mut PhpArray) {
    let s = st(o).clone();
    props.insert(
        super::private_key("SplDoublyLinkedList", "flags"),
        Value::Int(s.flags),
    );
    props.insert(
        super::private_key("SplDoublyLinkedList", "dllist"),
        Value::Array(PhpArray::from_list(s.list.into_iter().collect())),
    );
}

fn empty_err(vm: &mut Vm, what: &str) -> Fault {
    let msg = format!("Can't {what} an empty datastructure");
    vm.throw_error("RuntimeException", msg)
}

fn m_push(_vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    st(this).list.push_back(args[0].clone());
    Ok(Value::Null)
}
fn m_unshift(_vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    st(this).list.push_front(args[0].clone());
    Ok(Value::Null)
}
fn m_pop(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let v = st(this).list.pop_back();
    v.ok_or_else(|| empty_err(vm, "pop from"))
}
fn m_shift(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let v = st(this).list.pop_front();
    v.ok_or_else(|| empty_err(vm, "shift from"))
}
fn m_top(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let v = st(this).list.back().cloned();
    v.ok_or_else(|| empty_err(vm, "peek at"))
}
fn m_bottom(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let v = st(this).list.front().cloned();
    v.ok_or_else(|| empty_err(vm, "peek at"))
}
fn m_is_empty(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(st(this).list.is_empty()))
}
fn m_count(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(st(this).list.len() as i64))
}

/// An index argument: an int (numeric strings too) or php's TypeError.
fn index_arg(vm: &mut Vm, m: &str, v: &Value) -> Result<i64, Fault> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Float(f) => Ok(*f as i64),
        Value::Bool(b) => Ok(*b as i64),
        Value::Str(s) => match rphp_value::convert::parse_numeric(s.as_bytes()) {
            (rphp_value::convert::Number::Int(i), rphp_value::convert::NumericKind::Numeric) => {
                Ok(i)
            }
            (rphp_value::convert::Number::Float(f), rphp_value::convert::NumericKind::Numeric) => {
                Ok(f as i64)
            }
            _ => Err(index_type_err(vm, m, v)),
        },
        _ => Err(index_type_err(vm, m, v)),
    }
}

fn index_type_err(vm: &mut Vm, m: &str, v: &Value) -> Fault {
    let msg = format!(
        "SplDoublyLinkedList::{m}(): Argument #1 ($index) must be of type int, {} given",
        crate::calls::given_type(v)
    );
    vm.throw_error("TypeError", msg)
}

fn range_err(vm: &mut Vm, m: &str) -> Fault {
    let msg = format!("SplDoublyLinkedList::{m}(): Argument #1 ($index) is out of range");
    vm.throw_error("OutOfRangeException", msg)
}

/// The list position of index `i` (LIFO lists count from the top).
fn at(s: &DllState, i: i64) -> Option<usize> {
    let n = s.list.len() as i64;
    if i < 0 || i >= n {
        return None;
    }
    Some(if s.flags & IT_MODE_LIFO != 0 {
        (n - 1 - i) as usize
    } else {
        i as usize
    })
}

fn m_offset_exists(_vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let i = args[0].to_int();
    let s = st(this);
    Ok(Value::Bool(i >= 0 && i < s.list.len() as i64))
}
fn m_offset_get(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let i = index_arg(vm, "offsetGet", &args[0])?;
    let v = {
        let s = st(this);
        at(&s, i).map(|p| s.list[p].clone())
    };
    v.ok_or_else(|| range_err(vm, "offsetGet"))
}
fn m_offset_set(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let v = args[1].clone();
    if args[0].is_null() {
        st(this).list.push_back(v);
        return Ok(Value::Null);
    }
    let i = index_arg(vm, "offsetSet", &args[0])?;
    let mut s = st(this);
    match at(&s, i) {
        Some(p) => {
            s.list[p] = v;
            Ok(Value::Null)
        }
        None => {
            drop(s);
            Err(range_err(vm, "offsetSet"))
        }
    }
}
fn m_offset_unset(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let i = index_arg(vm, "offsetUnset", &args[0])?;
    let mut s = st(this);
    match at(&s, i) {
        Some(p) => {
            s.list.remove(p);
            Ok(Value::Null)
        }
        None => {
            drop(s);
            Err(range_err(vm, "offsetUnset"))
        }
    }
}
fn m_add(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let i = index_arg(vm, "add", &args[0])?;
    let mut s = st(this);
    let n = s.list.len() as i64;
    if i < 0 || i > n {
        drop(s);
        return Err(range_err(vm, "add"));
    }
    let p = if s.flags & IT_MODE_LIFO != 0 {
        (n - i) as usize
    } else {
        i as usize
    };
    s.list.insert(p, args[1].clone());
    Ok(Value::Null)
}

fn m_set_iterator_mode(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let mode = args[0].to_int();
    let mut s = st(this);
    if s.flags & IT_FIX != 0 && (s.flags & IT_MODE_LIFO) != (mode & IT_MODE_LIFO) {
        drop(s);
        return Err(vm.throw_error(
            "RuntimeException",
            "Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen",
        ));
    }
    s.flags = (mode & (IT_MODE_LIFO | IT_MODE_DELETE)) | (s.flags & IT_FIX);
    Ok(Value::Int(s.flags))
}
fn m_get_iterator_mode(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(st(this).flags))
}

fn m_rewind(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let mut s = st(this);
    s.index = if s.flags & IT_MODE_LIFO != 0 {
        s.list.len() as i64 - 1
    } else {
        0
    };
    Ok(Value::Null)
}
fn m_valid(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let s = st(this);
    Ok(Value::Bool(s.index >= 0 && s.index < s.list.len() as i64))
}
fn m_current(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let s = st(this);
    if s.index < 0 {
        return Ok(Value::Null);
    }
    Ok(s.list.get(s.index as usize).cloned().unwrap_or(Value::Null))
}
fn m_key(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(st(this).index))
}
fn m_next(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let mut s = st(this);
    let lifo = s.flags & IT_MODE_LIFO != 0;
    if s.flags & IT_MODE_DELETE != 0 {
        if lifo {
            s.list.pop_back();
            s.index = s.list.len() as i64 - 1;
        } else {
            s.list.pop_front();
        }
    } else if lifo {
        s.index -= 1;
    } else {
        s.index += 1;
    }
    Ok(Value::Null)
}
fn m_prev(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let mut s = st(this);
    if s.flags & IT_MODE_LIFO != 0 {
        s.index += 1;
    } else {
        s.index -= 1;
    }
    Ok(Value::Null)
}

const VAL: ParamSpec = ParamSpec::req("value", ParamType::Mixed);
const IDX: ParamSpec = ParamSpec::req("index", ParamType::Mixed);

/// `[flags, [elements], members]`.
fn m_serialize(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let s = st(this).clone();
    Ok(Value::list(vec![
        Value::Int(s.flags),
        Value::Array(PhpArray::from_list(s.list.into_iter().collect())),
        super::members_of(this),
    ]))
}

fn m_unserialize(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let d = &args[0];
    let (Some(Value::Int(flags)), Some(Value::Array(list)), Some(Value::Array(members))) = (
        super::data_at(d, 0),
        super::data_at(d, 1),
        super::data_at(d, 2),
    ) else {
        return Err(super::bad_data(vm));
    };
    {
        let mut s = st(this);
        s.flags = flags;
        s.list = list.iter().map(|(_, v)| v.clone()).collect();
    }
    super::load_members(vm, this, &members)?;
    Ok(Value::Null)
}

static DLL_METHODS: &[NativeMethod] = &[
    method!("SplDoublyLinkedList", "__serialize", m_serialize, []),
    method!(
        "SplDoublyLinkedList",
        "__unserialize",
        m_unserialize,
        [super::UNSERIALIZE_DATA]
    ),
    method!("SplDoublyLinkedList", "add", m_add, [IDX, VAL]),
    method!("SplDoublyLinkedList", "pop", m_pop, []),
    method!("SplDoublyLinkedList", "shift", m_shift, []),
    method!("SplDoublyLinkedList", "push", m_push, [VAL]),
    method!("SplDoublyLinkedList", "unshift", m_unshift, [VAL]),
    method!("SplDoublyLinkedList", "top", m_top, []),
    method!("SplDoublyLinkedList", "bottom", m_bottom, []),
    method!("SplDoublyLinkedList", "isEmpty", m_is_empty, []),
    method!(
        "SplDoublyLinkedList",
        "setIteratorMode",
        m_set_iterator_mode,
        [ParamSpec::req("mode", ParamType::Int)]
    ),
    method!(
        "SplDoublyLinkedList",
        "getIteratorMode",
        m_get_iterator_mode,
        []
    ),
    method!("SplDoublyLinkedList", "count", m_count, []),
    method!(
        "SplDoublyLinkedList",
        "offsetExists",
        m_offset_exists,
        [IDX]
    ),
    method!("SplDoublyLinkedList", "offsetGet", m_offset_get, [IDX]),
    method!("SplDoublyLinkedList", "offsetSet", m_offset_set, [IDX, VAL]),
    method!("SplDoublyLinkedList", "offsetUnset", m_offset_unset, [IDX]),
    method!("SplDoublyLinkedList", "rewind", m_rewind, []),
    method!("SplDoublyLinkedList", "current", m_current, []),
    method!("SplDoublyLinkedList", "key", m_key, []),
    method!("SplDoublyLinkedList", "prev", m_prev, []),
    method!("SplDoublyLinkedList", "next", m_next, []),
    method!("SplDoublyLinkedList", "valid", m_valid, []),
];

static QUEUE_METHODS: &[NativeMethod] = &[
    method!("SplQueue", "enqueue", m_push, [VAL]),
    method!("SplQueue", "dequeue", m_shift, []),
];

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "SplDoublyLinkedList",
        parent: None,
        interfaces: &["Iterator", "Countable", "ArrayAccess", "Serializable"],
        flags: 0,
        consts: &[
            ("IT_MODE_LIFO", 2),
            ("IT_MODE_FIFO", 0),
            ("IT_MODE_DELETE", 1),
            ("IT_MODE_KEEP", 0),
        ],
        methods: DLL_METHODS,
    },
    &NativeClass {
        name: "SplQueue",
        parent: Some("SplDoublyLinkedList"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: QUEUE_METHODS,
    },
    &NativeClass {
        name: "SplStack",
        parent: Some("SplDoublyLinkedList"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: &[],
    },
];
