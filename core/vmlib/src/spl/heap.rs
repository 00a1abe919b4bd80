//! SplHeap, SplMinHeap, SplMaxHeap and SplPriorityQueue: binary heaps
//! ordered by `compare()` (a user override wins). The sift-up and sift-down
//! steps are php's own, so elements that compare equal come out in php's
//! order.

use super::{method, state, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_bytecode::class::flags;
use rphp_bytecode::Op;
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::any::Any;

const EXTR_DATA: i64 = 1;
const EXTR_PRIORITY: i64 = 2;
const EXTR_BOTH: i64 = 3;

/// An element: the value, and its priority for SplPriorityQueue.
#[derive(Clone)]
struct Elem {
    data: Value,
    priority: Value,
}

#[derive(Clone)]
pub(crate) struct HeapState {
    items: Vec<Elem>,
    corrupted: bool,
    /// SplPriorityQueue's extract flags.
    flags: i64,
}

impl Default for HeapState {
    fn default() -> Self {
        HeapState {
            items: Vec::new(),
            corrupted: false,
            flags: EXTR_DATA,
        }
    }
}

pub(crate) fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    b.downcast_ref::<HeapState>()
        .map(|s| Box::new(s.clone()) as Box<dyn Any>)
}

fn is_pq(o: &PhpObject) -> bool {
    o.instance_of(b"SplPriorityQueue")
}

pub(crate) fn debug_props(o: &PhpObject, base: &str, props: &mut PhpArray) {
    let pq = is_pq(o);
    let s = state::<HeapState>(o).clone();
    let owner = if pq { "SplPriorityQueue" } else { "SplHeap" };
    let _ = base;
    props.insert(
        super::private_key(owner, "flags"),
        Value::Int(if pq { s.flags } else { 0 }),
    );
    props.insert(
        super::private_key(owner, "isCorrupted"),
        Value::Bool(s.corrupted),
    );
    let mut list = PhpArray::new();
    for e in s.items {
        let _ = list.push(if pq { both(&e) } else { e.data });
    }
    props.insert(super::private_key(owner, "heap"), Value::Array(list));
}

fn both(e: &Elem) -> Value {
    let mut a = PhpArray::new();
    a.insert(ArrayKey::Str(PhpStr::from("data")), e.data.clone());
    a.insert(ArrayKey::Str(PhpStr::from("priority")), e.priority.clone());
    Value::Array(a)
}

/// `compare(a, b)` of the heap: a user method if the class has one.
fn cmp(vm: &mut Vm, o: &PhpObject, a: &Elem, b: &Elem) -> Result<i64, Fault> {
    let pq = is_pq(o);
    let (x, y) = if pq {
        (&a.priority, &b.priority)
    } else {
        (&a.data, &b.data)
    };
    let user = crate::classes::class_of(o).is_some_and(|c| c.find_method(b"compare").is_some());
    if user {
        let r = vm.call_obj_method(o, "compare", vec![x.clone(), y.clone()])?;
        return Ok(r.get().to_int());
    }
    let min = o.instance_of(b"SplMinHeap");
    let r = if min {
        vm.binop_values(Op::Spaceship, y, x)?
    } else {
        vm.binop_values(Op::Spaceship, x, y)?
    };
    Ok(r.to_int())
}

fn corrupted_err(vm: &mut Vm) -> Fault {
    vm.throw_error(
        "RuntimeException",
        "Heap is corrupted, heap properties are no longer ensured.",
    )
}

fn take(o: &PhpObject) -> Vec<Elem> {
    std::mem::take(&mut state::<HeapState>(o).items)
}

fn put(o: &PhpObject, items: Vec<Elem>) {
    state::<HeapState>(o).items = items;
}

/// php's sift-up insertion.
fn insert(vm: &mut Vm, o: &PhpObject, e: Elem) -> Result<(), Fault> {
    if state::<HeapState>(o).corrupted {
        return Err(corrupted_err(vm));
    }
    let mut h = take(o);
    let mut i = h.len();
    h.push(e.clone());
    let mut res = Ok(());
    while i > 0 {
        let p = (i - 1) / 2;
        match cmp(vm, o, &h[p], &e) {
            Ok(c) if c < 0 => {
                h[i] = h[p].clone();
                i = p;
            }
            Ok(_) => break,
            Err(f) => {
                res = Err(f);
                state::<HeapState>(o).corrupted = true;
                break;
            }
        }
    }
    h[i] = e;
    put(o, h);
    res
}

/// php's delete-top (sift-down of the bottom element).
fn delete_top(vm: &mut Vm, o: &PhpObject) -> Result<Option<Elem>, Fault> {
    let mut h = take(o);
    if h.is_empty() {
        put(o, h);
        return Ok(None);
    }
    let count = h.len();
    let top = h[0].clone();
    let limit = (count - 1) / 2;
    let bottom = h[count - 1].clone();
    let mut i = 0;
    let mut res = Ok(());
    while i < limit {
        let mut j = i * 2 + 1;
        if j != count {
            match cmp(vm, o, &h[j + 1], &h[j]) {
                Ok(c) if c > 0 => j += 1,
                Ok(_) => {}
                Err(f) => {
                    res = Err(f);
                    break;
                }
            }
        }
        match cmp(vm, o, &bottom, &h[j]) {
            Ok(c) if c < 0 => {
                h[i] = h[j].clone();
                i = j;
            }
            Ok(_) => break,
            Err(f) => {
                res = Err(f);
                break;
            }
        }
    }
    h[i] = bottom;
    h.pop();
    put(o, h);
    if let Err(f) = res {
        state::<HeapState>(o).corrupted = true;
        return Err(f);
    }
    Ok(Some(top))
}

fn extract_value(o: &PhpObject, e: Elem) -> Value {
    if !is_pq(o) {
        return e.data;
    }
    match state::<HeapState>(o).flags {
        EXTR_PRIORITY => e.priority,
        EXTR_BOTH => both(&e),
        _ => e.data,
    }
}

fn m_insert(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let e = Elem {
        data: args[0].clone(),
        priority: args.get(1).cloned().unwrap_or(Value::Null),
    };
    insert(vm, this, e)?;
    Ok(Value::Bool(true))
}

fn m_extract(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    if state::<HeapState>(this).corrupted {
        return Err(corrupted_err(vm));
    }
    match delete_top(vm, this)? {
        Some(e) => Ok(extract_value(this, e)),
        None => Err(vm.throw_error("RuntimeException", "Can't extract from an empty heap")),
    }
}

fn m_top(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    if state::<HeapState>(this).corrupted {
        return Err(corrupted_err(vm));
    }
    let top = state::<HeapState>(this).items.first().cloned();
    match top {
        Some(e) => Ok(extract_value(this, e)),
        None => Err(vm.throw_error("RuntimeException", "Can't peek at an empty heap")),
    }
}

fn m_count(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<HeapState>(this).items.len() as i64))
}
fn m_is_empty(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(state::<HeapState>(this).items.is_empty()))
}
fn m_rewind(_vm: &mut Vm, _this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Null)
}
fn m_valid(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(!state::<HeapState>(this).items.is_empty()))
}
fn m_key(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<HeapState>(this).items.len() as i64 - 1))
}
fn m_current(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let top = state::<HeapState>(this).items.first().cloned();
    Ok(top.map(|e| extract_value(this, e)).unwrap_or(Value::Null))
}
fn m_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    delete_top(vm, this)?;
    Ok(Value::Null)
}
fn m_recover(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    state::<HeapState>(this).corrupted = false;
    Ok(Value::Bool(true))
}
fn m_is_corrupted(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(state::<HeapState>(this).corrupted))
}
fn m_min_compare(vm: &mut Vm, _this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    vm.binop_values(Op::Spaceship, &args[1], &args[0])
}
fn m_max_compare(vm: &mut Vm, _this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    vm.binop_values(Op::Spaceship, &args[0], &args[1])
}
fn m_set_extract_flags(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let f = args[0].to_int() & EXTR_BOTH;
    if f == 0 {
        return Err(vm.throw_error("RuntimeException", "Must specify at least one extract flag"));
    }
    state::<HeapState>(this).flags = f;
    Ok(Value::Int(f))
}
fn m_get_extract_flags(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<HeapState>(this).flags))
}

const VAL: ParamSpec = ParamSpec::req("value", ParamType::Mixed);
const CMP: [ParamSpec; 2] = [
    ParamSpec::req("value1", ParamType::Mixed),
    ParamSpec::req("value2", ParamType::Mixed),
];

static HEAP_METHODS: &[NativeMethod] = &[
    method!("SplHeap", "extract", m_extract, []),
    method!("SplHeap", "insert", m_insert, [VAL]),
    method!("SplHeap", "top", m_top, []),
    method!("SplHeap", "count", m_count, []),
    method!("SplHeap", "isEmpty", m_is_empty, []),
    method!("SplHeap", "rewind", m_rewind, []),
    method!("SplHeap", "current", m_current, []),
    method!("SplHeap", "key", m_key, []),
    method!("SplHeap", "next", m_next, []),
    method!("SplHeap", "valid", m_valid, []),
    method!("SplHeap", "recoverFromCorruption", m_recover, []),
    method!("SplHeap", "isCorrupted", m_is_corrupted, []),
];

static MIN_METHODS: &[NativeMethod] = &[method!(
    "SplMinHeap",
    "compare",
    m_min_compare,
    [CMP[0], CMP[1]]
)];
static MAX_METHODS: &[NativeMethod] = &[method!(
    "SplMaxHeap",
    "compare",
    m_max_compare,
    [CMP[0], CMP[1]]
)];

static PQ_METHODS: &[NativeMethod] = &[
    method!(
        "SplPriorityQueue",
        "compare",
        m_max_compare,
        [
            ParamSpec::req("priority1", ParamType::Mixed),
            ParamSpec::req("priority2", ParamType::Mixed)
        ]
    ),
    method!(
        "SplPriorityQueue",
        "insert",
        m_insert,
        [VAL, ParamSpec::req("priority", ParamType::Mixed)]
    ),
    method!(
        "SplPriorityQueue",
        "setExtractFlags",
        m_set_extract_flags,
        [ParamSpec::req("flags", ParamType::Int)]
    ),
    method!("SplPriorityQueue", "top", m_top, []),
    method!("SplPriorityQueue", "extract", m_extract, []),
    method!("SplPriorityQueue", "count", m_count, []),
    method!("SplPriorityQueue", "isEmpty", m_is_empty, []),
    method!("SplPriorityQueue", "rewind", m_rewind, []),
    method!("SplPriorityQueue", "current", m_current, []),
    method!("SplPriorityQueue", "key", m_key, []),
    method!("SplPriorityQueue", "next", m_next, []),
    method!("SplPriorityQueue", "valid", m_valid, []),
    method!("SplPriorityQueue", "recoverFromCorruption", m_recover, []),
    method!("SplPriorityQueue", "isCorrupted", m_is_corrupted, []),
    method!(
        "SplPriorityQueue",
        "getExtractFlags",
        m_get_extract_flags,
        []
    ),
];

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "SplHeap",
        parent: None,
        interfaces: &["Iterator", "Countable"],
        flags: flags::ABSTRACT,
        consts: &[],
        methods: HEAP_METHODS,
    },
    &NativeClass {
        name: "SplMinHeap",
        parent: Some("SplHeap"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: MIN_METHODS,
    },
    &NativeClass {
        name: "SplMaxHeap",
        parent: Some("SplHeap"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: MAX_METHODS,
    },
    &NativeClass {
        name: "SplPriorityQueue",
        parent: None,
        interfaces: &["Iterator", "Countable"],
        flags: 0,
        consts: &[("EXTR_BOTH", 3), ("EXTR_PRIORITY", 2), ("EXTR_DATA", 1)],
        methods: PQ_METHODS,
    },
];
