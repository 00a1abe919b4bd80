//! The iterator wrappers (IteratorIterator and its family: LimitIterator,
//! FilterIterator, CallbackFilterIterator, InfiniteIterator,
//! NoRewindIterator, AppendIterator), EmptyIterator, and `iterator_apply`.
//! The rest of the family builds on the same state: caching.rs,
//! regex_iterator.rs, recursive_filters.rs; recursive.rs has
//! RecursiveIteratorIterator.
//!
//! Like php's "dual" iterators, a wrapper caches the inner iterator's
//! current key and value after each move.

use super::{method, state, NativeClass, NativeMethod};
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_bytecode::class::flags;
use rphp_value::{Context, Fault, ParamSpec, ParamType, PhpObject, Value};

#[derive(Default)]
pub(crate) struct DualState {
    pub(super) inner: Option<PhpObject>,
    /// The cached (key, value) of the inner iterator; None when not valid.
    pub(super) cur: Option<(Value, Value)>,
    pub(super) pos: i64,
    offset: i64,
    limit: i64,
    pub(super) callback: Option<Value>,
    /// AppendIterator: the iterators and which one runs.
    list: Vec<PhpObject>,
    idx: usize,
    /// CachingIterator (caching.rs) and RegexIterator (regex_iterator.rs).
    pub(super) caching: super::caching::CachingState,
    pub(super) regex: super::regex_iterator::RegexState,
}

/// The iterator a method call unknown to `o` goes to, as php's dual
/// iterators and RecursiveIteratorIterator forward it: the inner iterator
/// (AppendIterator's current one, RecursiveIteratorIterator's current level).
pub(crate) fn forward_target(o: &PhpObject) -> Option<PhpObject> {
    let base = super::native_base(crate::classes::class_of(o)?)?;
    if matches!(base, "RecursiveIteratorIterator" | "RecursiveTreeIterator") {
        return super::recursive::forward_target(o);
    }
    let b = o.0.internal.borrow();
    let s = b.as_ref()?.downcast_ref::<DualState>()?;
    match base {
        "AppendIterator" => s.list.get(s.idx).cloned(),
        _ => s.inner.clone(),
    }
}

pub(super) fn inner(vm: &mut Vm, o: &PhpObject) -> Result<PhpObject, Fault> {
    let i = state::<DualState>(o).inner.clone();
    i.ok_or_else(|| {
        vm.throw_error(
            "Error",
            "The object is in an invalid state as the parent constructor was not called",
        )
    })
}

pub(super) fn call(vm: &mut Vm, o: &PhpObject, m: &str) -> Result<Value, Fault> {
    vm.call_obj_method(o, m, Vec::new())
}

/// The Iterator behind a Traversable (following `getIterator`).
pub(crate) fn iterator_of(vm: &mut Vm, v: &Value) -> Result<Option<PhpObject>, Fault> {
    let mut cur = v.clone();
    for _ in 0..32 {
        match &cur {
            Value::Object(o) if o.instance_of(b"Iterator") => return Ok(Some(o.clone())),
            Value::Object(o) if o.instance_of(b"IteratorAggregate") => {
                let o = o.clone();
                cur = call(vm, &o, "getIterator")?;
            }
            _ => return Ok(None),
        }
    }
    Ok(None)
}

pub(super) fn fetch(vm: &mut Vm, o: &PhpObject) -> Result<bool, Fault> {
    let it = inner(vm, o)?;
    let cur = if call(vm, &it, "valid")?.to_bool() {
        let v = call(vm, &it, "current")?;
        let k = call(vm, &it, "key")?;
        Some((k, v))
    } else {
        None
    };
    let valid = cur.is_some();
    state::<DualState>(o).cur = cur;
    Ok(valid)
}

pub(super) fn m_construct(
    vm: &mut Vm,
    this: &PhpObject,
    args: &mut [Value],
) -> Result<Value, Fault> {
    let it = iterator_of(vm, &args[0])?;
    let Some(it) = it else {
        let msg = format!(
            "{}::__construct(): Argument #1 ($iterator) must be of type Traversable, {} given",
            super::native_base(crate::classes::class_of(this).expect("class"))
                .unwrap_or("IteratorIterator"),
            crate::calls::given_type(&args[0])
        );
        return Err(vm.throw_error("TypeError", msg));
    };
    state::<DualState>(this).inner = Some(it);
    Ok(Value::Null)
}

pub(super) fn m_rewind(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    call(vm, &it, "rewind")?;
    state::<DualState>(this).pos = 0;
    fetch(vm, this)?;
    Ok(Value::Null)
}
pub(super) fn m_valid(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    Ok(Value::Bool(state::<DualState>(this).cur.is_some()))
}
pub(super) fn m_current(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let c = state::<DualState>(this).cur.clone();
    Ok(c.map(|c| c.1).unwrap_or(Value::Null))
}
pub(super) fn m_key(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let c = state::<DualState>(this).cur.clone();
    Ok(c.map(|c| c.0).unwrap_or(Value::Null))
}
pub(super) fn m_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    call(vm, &it, "next")?;
    state::<DualState>(this).pos += 1;
    fetch(vm, this)?;
    Ok(Value::Null)
}
fn m_get_inner(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let i = state::<DualState>(this).inner.clone();
    let _ = vm;
    Ok(i.map(Value::Object).unwrap_or(Value::Null))
}

// ---- FilterIterator / CallbackFilterIterator ----

pub(super) fn fetch_accepted(vm: &mut Vm, this: &PhpObject) -> Result<(), Fault> {
    while state::<DualState>(this).cur.is_some() {
        if call(vm, this, "accept")?.to_bool() {
            return Ok(());
        }
        let it = inner(vm, this)?;
        call(vm, &it, "next")?;
        fetch(vm, this)?;
    }
    Ok(())
}
pub(super) fn m_filter_rewind(
    vm: &mut Vm,
    this: &PhpObject,
    a: &mut [Value],
) -> Result<Value, Fault> {
    m_rewind(vm, this, a)?;
    fetch_accepted(vm, this)?;
    Ok(Value::Null)
}
pub(super) fn m_filter_next(
    vm: &mut Vm,
    this: &PhpObject,
    a: &mut [Value],
) -> Result<Value, Fault> {
    m_next(vm, this, a)?;
    fetch_accepted(vm, this)?;
    Ok(Value::Null)
}
pub(super) fn m_callback_construct(
    vm: &mut Vm,
    this: &PhpObject,
    args: &mut [Value],
) -> Result<Value, Fault> {
    m_construct(vm, this, args)?;
    state::<DualState>(this).callback = Some(args[1].clone());
    Ok(Value::Null)
}
pub(super) fn m_callback_accept(
    vm: &mut Vm,
    this: &PhpObject,
    _a: &mut [Value],
) -> Result<Value, Fault> {
    let (cb, cur) = {
        let s = state::<DualState>(this);
        (s.callback.clone(), s.cur.clone())
    };
    let (Some(cb), Some((k, v))) = (cb, cur) else {
        return Ok(Value::Bool(false));
    };
    let it = inner(vm, this)?;
    let r = vm.call_value(&cb, vec![v, k, Value::Object(it)])?;
    Ok(Value::Bool(r.to_bool()))
}

// ---- LimitIterator ----

fn m_limit_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let offset = args.get(1).map(|v| v.to_int()).unwrap_or(0);
    let limit = args.get(2).map(|v| v.to_int()).unwrap_or(-1);
    if offset < 0 {
        return Err(vm.throw_error(
            "ValueError",
            "LimitIterator::__construct(): Argument #2 ($offset) must be greater than or equal to 0",
        ));
    }
    if limit < -1 {
        return Err(vm.throw_error(
            "ValueError",
            "LimitIterator::__construct(): Argument #3 ($limit) must be greater than or equal to -1",
        ));
    }
    m_construct(vm, this, args)?;
    let mut s = state::<DualState>(this);
    s.offset = offset;
    s.limit = limit;
    Ok(Value::Null)
}

fn limit_seek(vm: &mut Vm, this: &PhpObject, pos: i64) -> Result<(), Fault> {
    let (offset, limit) = {
        let s = state::<DualState>(this);
        (s.offset, s.limit)
    };
    if pos < offset {
        let msg = format!("Cannot seek to {pos} which is below the offset {offset}");
        return Err(vm.throw_error("OutOfBoundsException", msg));
    }
    if limit != -1 && pos >= offset + limit {
        let msg =
            format!("Cannot seek to {pos} which is behind offset {offset} plus count {limit}");
        return Err(vm.throw_error("OutOfBoundsException", msg));
    }
    let it = inner(vm, this)?;
    if pos != state::<DualState>(this).pos && it.instance_of(b"SeekableIterator") {
        vm.call_obj_method(&it, "seek", vec![Value::Int(pos)])?;
        state::<DualState>(this).pos = pos;
        fetch(vm, this)?;
        return Ok(());
    }
    if pos < state::<DualState>(this).pos {
        call(vm, &it, "rewind")?;
        state::<DualState>(this).pos = 0;
        fetch(vm, this)?;
    }
    while state::<DualState>(this).pos < pos && state::<DualState>(this).cur.is_some() {
        call(vm, &it, "next")?;
        state::<DualState>(this).pos += 1;
        fetch(vm, this)?;
    }
    Ok(())
}

fn m_limit_rewind(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    m_rewind(vm, this, a)?;
    let offset = state::<DualState>(this).offset;
    limit_seek(vm, this, offset)?;
    Ok(Value::Null)
}
fn m_limit_valid(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let s = state::<DualState>(this);
    Ok(Value::Bool(
        (s.limit == -1 || s.pos < s.offset + s.limit) && s.cur.is_some(),
    ))
}
fn m_limit_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    call(vm, &it, "next")?;
    let within = {
        let mut s = state::<DualState>(this);
        s.pos += 1;
        s.limit == -1 || s.pos < s.offset + s.limit
    };
    if within {
        fetch(vm, this)?;
    }
    Ok(Value::Null)
}
fn m_limit_seek(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    limit_seek(vm, this, args[0].to_int())?;
    Ok(Value::Int(state::<DualState>(this).pos))
}
fn m_get_position(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<DualState>(this).pos))
}

// ---- InfiniteIterator / NoRewindIterator ----

fn m_infinite_next(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    m_next(vm, this, a)?;
    if state::<DualState>(this).cur.is_none() {
        let it = inner(vm, this)?;
        call(vm, &it, "rewind")?;
        fetch(vm, this)?;
    }
    Ok(Value::Null)
}
fn m_norewind_rewind(_vm: &mut Vm, _this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Null)
}
fn m_norewind_valid(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    call(vm, &it, "valid")
}
fn m_norewind_current(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    call(vm, &it, "current")
}
fn m_norewind_key(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    call(vm, &it, "key")
}
fn m_norewind_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    call(vm, &it, "next")
}

// ---- AppendIterator ----

fn m_append_construct(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let _ = state::<DualState>(this);
    Ok(Value::Null)
}

/// Moves to the first valid element from the current iterator on.
fn append_settle(vm: &mut Vm, this: &PhpObject) -> Result<(), Fault> {
    loop {
        let (it, n) = {
            let s = state::<DualState>(this);
            (s.list.get(s.idx).cloned(), s.list.len())
        };
        let Some(it) = it else {
            state::<DualState>(this).cur = None;
            return Ok(());
        };
        state::<DualState>(this).inner = Some(it.clone());
        if fetch(vm, this)? {
            return Ok(());
        }
        let next = state::<DualState>(this).idx + 1;
        if next >= n {
            return Ok(());
        }
        state::<DualState>(this).idx = next;
        let it = state::<DualState>(this).list[next].clone();
        call(vm, &it, "rewind")?;
    }
}
fn m_append_append(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let Value::Object(it) = &args[0] else {
        return Ok(Value::Null);
    };
    let first = {
        let mut s = state::<DualState>(this);
        s.list.push(it.clone());
        s.list.len() == 1
    };
    if first {
        state::<DualState>(this).idx = 0;
        call(vm, it, "rewind")?;
        append_settle(vm, this)?;
    } else if state::<DualState>(this).cur.is_none() {
        append_settle(vm, this)?;
    }
    Ok(Value::Null)
}
fn m_append_rewind(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let first = state::<DualState>(this).list.first().cloned();
    state::<DualState>(this).idx = 0;
    if let Some(it) = first {
        call(vm, &it, "rewind")?;
        append_settle(vm, this)?;
    }
    Ok(Value::Null)
}
fn m_append_valid(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(state::<DualState>(this).cur.is_some()))
}
fn m_append_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = state::<DualState>(this).inner.clone();
    if let Some(it) = it {
        call(vm, &it, "next")?;
        append_settle(vm, this)?;
    }
    Ok(Value::Null)
}
fn m_append_index(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let s = state::<DualState>(this);
    Ok(if s.cur.is_some() {
        Value::Int(s.idx as i64)
    } else {
        Value::Null
    })
}
fn m_append_array(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let list = state::<DualState>(this).list.clone();
    let class = vm.lookup_class(b"ArrayIterator").expect("ArrayIterator");
    let it = vm.instantiate(&class)?;
    let arr = rphp_value::PhpArray::from_list(list.into_iter().map(Value::Object).collect());
    vm.call_obj_method(&it, "__construct", vec![Value::Array(arr)])?;
    Ok(Value::Object(it))
}

// ---- EmptyIterator ----

fn m_false(_vm: &mut Vm, _this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(false))
}
fn m_null(_vm: &mut Vm, _this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Null)
}
fn m_empty_current(vm: &mut Vm, _this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Err(vm.throw_error(
        "BadMethodCallException",
        "Accessing the value of an EmptyIterator",
    ))
}
fn m_empty_key(vm: &mut Vm, _this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Err(vm.throw_error(
        "BadMethodCallException",
        "Accessing the key of an EmptyIterator",
    ))
}

const IT: ParamSpec = ParamSpec::req("iterator", ParamType::Mixed);

static II_METHODS: &[NativeMethod] = &[
    method!("IteratorIterator", "__construct", m_construct, [IT]),
    method!("IteratorIterator", "rewind", m_rewind, []),
    method!("IteratorIterator", "valid", m_valid, []),
    method!("IteratorIterator", "key", m_key, []),
    method!("IteratorIterator", "current", m_current, []),
    method!("IteratorIterator", "next", m_next, []),
    method!("IteratorIterator", "getInnerIterator", m_get_inner, []),
];
static FILTER_METHODS: &[NativeMethod] = &[
    method!("FilterIterator", "__construct", m_construct, [IT]),
    method!("FilterIterator", "rewind", m_filter_rewind, []),
    method!("FilterIterator", "next", m_filter_next, []),
];
static CALLBACK_METHODS: &[NativeMethod] = &[
    method!(
        "CallbackFilterIterator",
        "__construct",
        m_callback_construct,
        [IT, ParamSpec::req("callback", ParamType::Callable)]
    ),
    method!("CallbackFilterIterator", "accept", m_callback_accept, []),
];
static LIMIT_METHODS: &[NativeMethod] = &[
    method!(
        "LimitIterator",
        "__construct",
        m_limit_construct,
        [
            IT,
            ParamSpec::opt("offset", ParamType::Int, "0"),
            ParamSpec::opt("limit", ParamType::Int, "-1")
        ]
    ),
    method!("LimitIterator", "rewind", m_limit_rewind, []),
    method!("LimitIterator", "valid", m_limit_valid, []),
    method!("LimitIterator", "next", m_limit_next, []),
    method!(
        "LimitIterator",
        "seek",
        m_limit_seek,
        [ParamSpec::req("offset", ParamType::Int)]
    ),
    method!("LimitIterator", "getPosition", m_get_position, []),
];
static INFINITE_METHODS: &[NativeMethod] = &[
    method!("InfiniteIterator", "__construct", m_construct, [IT]),
    method!("InfiniteIterator", "next", m_infinite_next, []),
];
static NOREWIND_METHODS: &[NativeMethod] = &[
    method!("NoRewindIterator", "__construct", m_construct, [IT]),
    method!("NoRewindIterator", "rewind", m_norewind_rewind, []),
    method!("NoRewindIterator", "valid", m_norewind_valid, []),
    method!("NoRewindIterator", "key", m_norewind_key, []),
    method!("NoRewindIterator", "current", m_norewind_current, []),
    method!("NoRewindIterator", "next", m_norewind_next, []),
];
static APPEND_METHODS: &[NativeMethod] = &[
    method!("AppendIterator", "__construct", m_append_construct, []),
    method!(
        "AppendIterator",
        "append",
        m_append_append,
        [ParamSpec::req("iterator", ParamType::Object)]
    ),
    method!("AppendIterator", "rewind", m_append_rewind, []),
    method!("AppendIterator", "valid", m_append_valid, []),
    method!("AppendIterator", "next", m_append_next, []),
    method!("AppendIterator", "getIteratorIndex", m_append_index, []),
    method!("AppendIterator", "getArrayIterator", m_append_array, []),
];
static EMPTY_METHODS: &[NativeMethod] = &[
    method!("EmptyIterator", "current", m_empty_current, []),
    method!("EmptyIterator", "next", m_null, []),
    method!("EmptyIterator", "key", m_empty_key, []),
    method!("EmptyIterator", "valid", m_false, []),
    method!("EmptyIterator", "rewind", m_null, []),
];

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "IteratorIterator",
        parent: None,
        interfaces: &["OuterIterator"],
        flags: 0,
        consts: &[],
        methods: II_METHODS,
    },
    &NativeClass {
        name: "FilterIterator",
        parent: Some("IteratorIterator"),
        interfaces: &[],
        flags: flags::ABSTRACT,
        consts: &[],
        methods: FILTER_METHODS,
    },
    &NativeClass {
        name: "CallbackFilterIterator",
        parent: Some("FilterIterator"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: CALLBACK_METHODS,
    },
    &NativeClass {
        name: "LimitIterator",
        parent: Some("IteratorIterator"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: LIMIT_METHODS,
    },
    &NativeClass {
        name: "InfiniteIterator",
        parent: Some("IteratorIterator"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: INFINITE_METHODS,
    },
    &NativeClass {
        name: "NoRewindIterator",
        parent: Some("IteratorIterator"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: NOREWIND_METHODS,
    },
    &NativeClass {
        name: "AppendIterator",
        parent: Some("IteratorIterator"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: APPEND_METHODS,
    },
    &NativeClass {
        name: "EmptyIterator",
        parent: None,
        interfaces: &["Iterator"],
        flags: 0,
        consts: &[],
        methods: EMPTY_METHODS,
    },
];

/// `iterator_apply(Traversable $iterator, callable $callback, ?array $args = null): int`.
fn iterator_apply(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    // The arguments are checked in order (php reports the first bad one),
    // before anything runs.
    if !matches!(&args[0], Value::Object(o) if o.instance_of(b"Traversable")) {
        let msg = format!(
            "iterator_apply(): Argument #1 ($iterator) must be of type Traversable, {} given",
            crate::calls::given_type(&args[0])
        );
        return Err(vm.throw_error("TypeError", msg));
    }
    static CALLBACK: ParamSpec = ParamSpec::req("callback", ParamType::Callable);
    static ARGS: ParamSpec = ParamSpec::opt("args", ParamType::Array, "null").nullable();
    let cb = Context::check_arg(vm, "iterator_apply", 1, &CALLBACK, args[1].clone())?;
    let extra: Vec<Value> = match args.get(2) {
        Some(v) => match Context::check_arg(vm, "iterator_apply", 2, &ARGS, v.clone())? {
            Value::Array(a) => a.values().map(|v| v.get()).collect(),
            _ => Vec::new(),
        },
        None => Vec::new(),
    };
    let Some(it) = iterator_of(vm, &args[0])? else {
        return Ok(Value::Int(0));
    };
    let mut n = 0;
    call(vm, &it, "rewind")?;
    while call(vm, &it, "valid")?.to_bool() {
        n += 1;
        if !vm.call_value(&cb, extra.clone())?.to_bool() {
            break;
        }
        call(vm, &it, "next")?;
    }
    Ok(Value::Int(n))
}

static FNS: &[EngineBuiltin] = &[EngineBuiltin {
    name: "iterator_apply",
    params: &[
        ParamSpec::req("iterator", ParamType::Mixed),
        // Checked by iterator_apply, after the iterator (php's order).
        ParamSpec::req("callback", ParamType::Mixed),
        ParamSpec::opt("args", ParamType::Mixed, "null"),
    ],
    func: iterator_apply,
}];

/// Registers the SPL functions that need the VM.
pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(FNS);
}
