//! ArrayObject, ArrayIterator and RecursiveArrayIterator: an array (or
//! another object's property table, or another ArrayObject's storage) behind
//! an object, with an iteration position for the iterators.

use super::{method, state, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::any::Any;

const STD_PROP_LIST: i64 = 1;
const ARRAY_AS_PROPS: i64 = 2;

#[derive(Clone)]
enum Storage {
    Array(PhpArray),
    /// The array, shared with a by-reference foreach over the object.
    Ref(rphp_value::Reference),
    /// Another object: its property table, or its storage if it is an ArrayObject/ArrayIterator.
    Object(PhpObject),
    /// The object's own property table (php's SPL_ARRAY_IS_SELF, from
    /// `$ao->__construct($ao)`): no counted reference to itself, so the
    /// object is not kept alive by its own storage.
    OwnProps,
}

/// php's SPL_ARRAY_IS_SELF bit, as `__serialize` writes it in the flags.
const IS_SELF: i64 = 0x0100_0000;

#[derive(Clone)]
pub(crate) struct ArrayState {
    storage: Storage,
    flags: i64,
    /// The iteration position (ArrayIterator), an array position.
    pos: usize,
    iterator_class: Option<Vec<u8>>,
}

impl Default for ArrayState {
    fn default() -> Self {
        ArrayState {
            storage: Storage::Array(PhpArray::new()),
            flags: 0,
            pos: 0,
            iterator_class: None,
        }
    }
}

pub(crate) fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    let s = b.downcast_ref::<ArrayState>()?;
    let mut c = s.clone();
    // A clone of an ArrayObject wrapping an array owns a copy of it.
    match &s.storage {
        Storage::Object(o) if is_array_like(o) => c.storage = Storage::Array(read_storage(o)),
        Storage::Ref(r) => {
            if let Value::Array(a) = r.get() {
                c.storage = Storage::Array(separated(a));
            }
        }
        Storage::Array(a) => c.storage = Storage::Array(separated(a.clone())),
        _ => {}
    }
    Some(Box::new(c))
}

/// A copy in which elements that are references only the array holds
/// (left by `foreach ... as &$v`) are plain values again, as zend_array_dup does.
fn separated(a: PhpArray) -> PhpArray {
    if !a
        .values()
        .any(|v| matches!(v, Value::Ref(r) if r.count() <= 1))
    {
        return a;
    }
    let mut out = PhpArray::with_capacity(a.len());
    for (k, v) in a.iter() {
        let v = match v {
            Value::Ref(r) if r.count() <= 1 => r.get(),
            v => v.clone(),
        };
        out.insert(k, v);
    }
    out
}

fn is_array_like(o: &PhpObject) -> bool {
    crate::classes::class_of(o)
        .and_then(super::native_base)
        .is_some_and(|b| {
            matches!(
                b,
                "ArrayObject" | "ArrayIterator" | "RecursiveArrayIterator"
            )
        })
}

/// Whether `$o[k]` can go straight to the storage (no user offset methods).
pub(crate) fn direct(o: &PhpObject) -> bool {
    let Some(c) = crate::classes::class_of(o) else {
        return false;
    };
    is_array_like(o)
        && ["offsetget", "offsetset", "offsetexists", "offsetunset"]
            .iter()
            .all(|m| c.find_method(m.as_bytes()).is_none())
}

/// Where the elements of an ArrayObject/ArrayIterator live: in the state
/// of the last array-like object of its chain of wrapped ones, or in an
/// object's property table.
enum Home {
    State(PhpObject),
    Props(PhpObject),
}

/// Follows the chain of wrapped ArrayObjects iteratively: `__construct` and
/// `unserialize` can close it into a cycle (`$a` wraps `$b` wraps `$a`),
/// where php loops forever; rphp stops at the first object met twice (the
/// starting one, when it is in the cycle) and uses its property table, as
/// for an object wrapping itself (host/tests/spl_cycle.rs).
fn home(o: &PhpObject) -> Home {
    let mut cur = o.clone();
    let mut seen: Vec<PhpObject> = Vec::new();
    loop {
        let next = match &state::<ArrayState>(&cur).storage {
            Storage::Object(i) if is_array_like(i) => Some(i.clone()),
            Storage::Object(i) => return Home::Props(i.clone()),
            Storage::OwnProps => None,
            Storage::Array(_) | Storage::Ref(_) => return Home::State(cur.clone()),
        };
        let Some(next) = next else {
            return Home::Props(cur);
        };
        if next.ptr_eq(&cur) || seen.iter().any(|s| s.ptr_eq(&next)) {
            return Home::Props(next);
        }
        seen.push(std::mem::replace(&mut cur, next));
    }
}

/// The storage array, taken out of its home (put it back with `put_storage`).
pub(crate) fn take_storage(_vm: &mut Vm, o: &PhpObject) -> Value {
    match home(o) {
        Home::State(h) => match &mut state::<ArrayState>(&h).storage {
            Storage::Array(a) => Value::Array(std::mem::take(a)),
            Storage::Ref(r) => std::mem::take(&mut *r.0.borrow_mut()),
            _ => unreachable!("home() stops at an array"),
        },
        Home::Props(p) => Value::Array(std::mem::take(&mut *p.0.props_mut())),
    }
}

pub(crate) fn put_storage(o: &PhpObject, v: Value) {
    let Value::Array(a) = v else { return };
    match home(o) {
        Home::State(h) => match &mut state::<ArrayState>(&h).storage {
            Storage::Array(slot) => *slot = a,
            Storage::Ref(r) => *r.0.borrow_mut() = Value::Array(a),
            _ => unreachable!("home() stops at an array"),
        },
        Home::Props(p) => *p.0.props_mut() = a,
    }
}

/// A copy of the storage array (for comparisons).
pub(crate) fn storage_copy(o: &PhpObject) -> PhpArray {
    read_storage(o)
}

/// A copy of the storage array.
fn read_storage(o: &PhpObject) -> PhpArray {
    match home(o) {
        Home::State(h) => match &state::<ArrayState>(&h).storage {
            Storage::Array(a) => a.clone(),
            Storage::Ref(r) => match r.get() {
                Value::Array(a) => a,
                _ => PhpArray::new(),
            },
            _ => unreachable!("home() stops at an array"),
        },
        Home::Props(p) => p.props(),
    }
}

fn with_storage<R>(vm: &mut Vm, o: &PhpObject, f: impl FnOnce(&mut PhpArray) -> R) -> R {
    let mut v = take_storage(vm, o);
    let Value::Array(a) = &mut v else {
        unreachable!("storage is an array")
    };
    let r = f(a);
    put_storage(o, v);
    r
}

/// Whether the elements are an object's properties (php's `spl_array_is_object`).
fn over_object(o: &PhpObject) -> bool {
    matches!(home(o), Home::Props(_))
}

pub(crate) fn debug_props(o: &PhpObject, base: &str, props: &mut PhpArray) {
    let st = state::<ArrayState>(o).clone();
    let shown = match st.storage {
        Storage::Array(a) => Value::Array(a),
        Storage::Ref(r) => r.get(),
        Storage::Object(i) => Value::Object(i),
        // The storage is the properties already shown.
        Storage::OwnProps => return,
    };
    let class = if base == "RecursiveArrayIterator" {
        "ArrayIterator"
    } else {
        base
    };
    props.insert(super::private_key(class, "storage"), shown);
}

/// The storage as the object's properties, unless STD_PROP_LIST is set.
pub(crate) fn view_props(o: &PhpObject) -> Option<PhpArray> {
    if state::<ArrayState>(o).flags & STD_PROP_LIST != 0 {
        return None;
    }
    Some(read_storage(o))
}

/// `foreach ($ao as &$v)`: the storage array as a reference the loop walks
/// (None when the object wraps another object or has user offset methods).
pub(crate) fn foreach_ref(o: &PhpObject) -> Option<RefWalk> {
    if !direct(o) {
        return None;
    }
    let mut st = state::<ArrayState>(o);
    let inner = match &mut st.storage {
        Storage::Ref(r) => return Some(RefWalk::Array(r.clone())),
        Storage::Array(a) => {
            let r = rphp_value::Reference::new(Value::Array(std::mem::take(a)));
            st.storage = Storage::Ref(r.clone());
            return Some(RefWalk::Array(r));
        }
        Storage::Object(inner) => inner.clone(),
        Storage::OwnProps => return None,
    };
    drop(st);
    // Wrapping another ArrayObject/ArrayIterator: its storage.
    if is_array_like(&inner) {
        return foreach_ref(&inner);
    }
    Some(RefWalk::Props(inner))
}

/// The elements an ArrayObject/ArrayIterator hands out as they are stored
/// (references stay references, as php's iterator gives its storage's
/// zvals), when its iteration is the built-in one over an array; None when a
/// user method takes part or it walks an object's properties.
pub(crate) fn stored_elements(o: &PhpObject) -> Option<PhpArray> {
    let c = crate::classes::class_of(o)?;
    let builtin = is_array_like(o)
        && ["current", "getiterator"]
            .iter()
            .all(|m| c.find_method(m.as_bytes()).is_none());
    if !builtin || over_object(o) {
        return None;
    }
    Some(read_storage(o))
}

/// What a by-reference foreach over an ArrayObject/ArrayIterator walks.
pub(crate) enum RefWalk {
    /// Its array, shared with the object through this reference.
    Array(rphp_value::Reference),
    /// The properties of the object it wraps, changed in place.
    Props(PhpObject),
}

/// ARRAY_AS_PROPS: `$ao->name` reaches the storage.
pub(crate) fn props_as_array(o: &PhpObject) -> bool {
    is_array_like(o) && state::<ArrayState>(o).flags & ARRAY_AS_PROPS != 0
}

fn m_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let class = if this.instance_of(b"ArrayObject") {
        "ArrayObject"
    } else {
        "ArrayIterator"
    };
    let storage = match args
        .first()
        .cloned()
        .unwrap_or(Value::Array(PhpArray::new()))
    {
        Value::Array(a) => Storage::Array(a),
        Value::Object(i) if i.ptr_eq(this) => Storage::OwnProps,
        Value::Object(i) => Storage::Object(i),
        v => {
            let msg = format!(
                "{class}::__construct(): Argument #1 ($array) must be of type array, {} given",
                crate::calls::given_type(&v)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    let flags = args.get(1).map(|v| v.to_int()).unwrap_or(0);
    let iclass = match args.get(2) {
        Some(v) => Some(check_iterator_class(vm, "__construct", 3, v)?),
        None => None,
    };
    let mut st = state::<ArrayState>(this);
    st.storage = storage;
    st.flags = flags;
    st.pos = 0;
    if iclass.is_some() {
        st.iterator_class = iclass;
    }
    Ok(Value::Null)
}

fn check_iterator_class(vm: &mut Vm, m: &str, n: usize, v: &Value) -> Result<Vec<u8>, Fault> {
    let name = v.to_php_str();
    match vm.find_class(name.as_bytes())? {
        Some(c) if c.is_subclass_of_name(b"ArrayIterator") => Ok(c.name.clone()),
        _ => {
            let msg = format!(
                "ArrayObject::{m}(): Argument #{n} ($iteratorClass) must be a class name derived from ArrayIterator, {} given",
                name.to_string_lossy()
            );
            Err(vm.throw_error("TypeError", msg))
        }
    }
}

fn m_offset_exists(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let key = vm.key_of(&args[0])?;
    Ok(Value::Bool(read_storage(this).contains_key(&key)))
}

fn m_offset_get(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let arr = take_storage(vm, this);
    let r = vm.get_dim(&arr, &args[0], false);
    put_storage(this, arr);
    r
}

fn m_offset_set(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let v = args[1].clone();
    let key = match &args[0] {
        Value::Null => None,
        k => Some(vm.key_of(k)?),
    };
    with_storage(vm, this, |a| match key {
        Some(k) => a.insert(k, v),
        None => {
            let _ = a.push(v);
        }
    });
    Ok(Value::Null)
}

fn m_offset_unset(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let key = vm.key_of(&args[0])?;
    with_storage(vm, this, |a| {
        a.remove(&key);
    });
    Ok(Value::Null)
}

fn m_append(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    if over_object(this) {
        let msg = format!(
            "Cannot append properties to objects, use {}::offsetSet() instead",
            String::from_utf8_lossy(this.class_name())
        );
        return Err(vm.throw_error("Error", msg));
    }
    let v = args[0].clone();
    with_storage(vm, this, |a| {
        let _ = a.push(v);
    });
    Ok(Value::Null)
}

fn m_get_array_copy(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Array(separated(read_storage(this))))
}

fn m_count(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let a = read_storage(this);
    let n = if over_object(this) {
        a.keys().filter(|k| !hidden(k)).count()
    } else {
        a.len()
    };
    Ok(Value::Int(n as i64))
}

/// A protected or private property's mangled key (`"\0*\0name"`), which
/// php's count and iteration over an object's properties skip.
fn hidden(k: &ArrayKey) -> bool {
    matches!(k, ArrayKey::Str(s) if s.as_bytes().first() == Some(&0))
}

fn m_get_flags(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<ArrayState>(this).flags))
}

fn m_set_flags(_vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    state::<ArrayState>(this).flags = args[0].to_int();
    Ok(Value::Null)
}

/// Runs the array function `name` on the storage (by reference) with `extra` arguments.
fn sort_with(vm: &mut Vm, this: &PhpObject, name: &str, extra: Vec<Value>) -> Result<Value, Fault> {
    let Some(f) = vm.lookup_function(name.as_bytes()) else {
        return Ok(Value::Bool(false));
    };
    let arr = take_storage(vm, this);
    let r = rphp_value::Reference::new(arr);
    let mut args = vec![Value::Ref(r.clone())];
    args.extend(extra);
    let res = vm.call_callee(f, args);
    put_storage(this, r.get());
    res?;
    Ok(Value::Bool(true))
}

fn m_asort(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    sort_with(vm, this, "asort", args.to_vec())
}
fn m_ksort(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    sort_with(vm, this, "ksort", args.to_vec())
}
fn m_uasort(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    sort_with(vm, this, "uasort", args.to_vec())
}
fn m_uksort(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    sort_with(vm, this, "uksort", args.to_vec())
}
fn m_natsort(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    sort_with(vm, this, "natsort", Vec::new())
}
fn m_natcasesort(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    sort_with(vm, this, "natcasesort", Vec::new())
}

fn m_get_iterator(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let cname = state::<ArrayState>(this)
        .iterator_class
        .clone()
        .unwrap_or_else(|| b"ArrayIterator".to_vec());
    let class = match vm.lookup_class(&cname) {
        Some(c) => c,
        None => return Err(vm.throw_error("Error", "Class \"ArrayIterator\" not found")),
    };
    let it = vm.instantiate(&class)?;
    let (flags, own) = {
        let st = state::<ArrayState>(this);
        (st.flags, matches!(st.storage, Storage::OwnProps))
    };
    {
        let mut st = state::<ArrayState>(&it);
        // php copies the IS_SELF flag to the iterator, which then walks
        // its own (empty) property table.
        st.storage = if own {
            Storage::OwnProps
        } else {
            Storage::Object(this.clone())
        };
        st.flags = flags;
    }
    Ok(Value::Object(it))
}

fn m_exchange_array(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let old = read_storage(this);
    let storage = match &args[0] {
        Value::Array(a) => Storage::Array(a.clone()),
        Value::Object(i) if i.ptr_eq(this) => Storage::OwnProps,
        Value::Object(i) if is_array_like(i) => Storage::Array(read_storage(i)),
        Value::Object(i) => Storage::Object(i.clone()),
        v => {
            let msg = format!(
                "ArrayObject::exchangeArray(): Argument #1 ($array) must be of type array, {} given",
                crate::calls::given_type(v)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    state::<ArrayState>(this).storage = storage;
    Ok(Value::Array(old))
}

fn m_set_iterator_class(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let c = check_iterator_class(vm, "setIteratorClass", 1, &args[0])?;
    state::<ArrayState>(this).iterator_class = Some(c);
    Ok(Value::Null)
}

fn m_get_iterator_class(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let c = state::<ArrayState>(this)
        .iterator_class
        .clone()
        .unwrap_or_else(|| b"ArrayIterator".to_vec());
    Ok(Value::Str(PhpStr::from(c)))
}

// ---- ArrayIterator ----

fn current_pos(o: &PhpObject) -> Option<(usize, ArrayKey, Value)> {
    let mut pos = state::<ArrayState>(o).pos;
    let a = read_storage(o);
    let skip = over_object(o);
    loop {
        let (p, k, v) = a.entry_at(pos)?;
        if skip && hidden(&k) {
            pos = p + 1;
            continue;
        }
        return Some((p, k, v.get()));
    }
}

fn m_current(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(current_pos(this).map(|e| e.2).unwrap_or(Value::Null))
}

fn m_key(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(current_pos(this)
        .map(|e| e.1.into_value())
        .unwrap_or(Value::Null))
}

fn m_next(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let next = match current_pos(this) {
        Some((p, _, _)) => p + 1,
        None => return Ok(Value::Null),
    };
    state::<ArrayState>(this).pos = next;
    Ok(Value::Null)
}

fn m_rewind(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    state::<ArrayState>(this).pos = 0;
    Ok(Value::Null)
}

fn m_valid(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(current_pos(this).is_some()))
}

fn m_seek(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let n = args[0].to_int();
    let a = read_storage(this);
    let mut pos = a.first_pos();
    let mut i = 0;
    while n >= 0 && i < n {
        match pos {
            Some(p) => pos = a.next_pos(p),
            None => break,
        }
        i += 1;
    }
    match pos {
        Some(p) if n >= 0 => {
            state::<ArrayState>(this).pos = p;
            Ok(Value::Null)
        }
        _ => {
            let msg = format!("Seek position {n} is out of range");
            Err(vm.throw_error("OutOfBoundsException", msg))
        }
    }
}

fn m_has_children(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(matches!(
        current_pos(this).map(|e| e.2),
        Some(Value::Array(_) | Value::Object(_))
    )))
}

fn m_get_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let Some((_, _, v)) = current_pos(this) else {
        return Ok(Value::Null);
    };
    let cname = this.class_name().to_vec();
    let Some(class) = vm.lookup_class(&cname) else {
        return Ok(Value::Null);
    };
    let it = vm.instantiate(&class)?;
    vm.call_obj_method(&it, "__construct", vec![v])?;
    Ok(Value::Object(it))
}

/// `[flags, storage, members, iterator class or null]`.
fn m_serialize(_vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let s = state::<ArrayState>(this).clone();
    let mut flags = s.flags;
    let storage = match s.storage {
        Storage::Array(a) => Value::Array(a),
        Storage::Ref(r) => r.get(),
        Storage::Object(o) => Value::Object(o),
        Storage::OwnProps => {
            flags |= IS_SELF;
            Value::Null
        }
    };
    let iter = match s.iterator_class {
        Some(c) if !c.eq_ignore_ascii_case(b"ArrayIterator") => Value::Str(PhpStr::from(c)),
        _ => Value::Null,
    };
    Ok(Value::list(vec![
        Value::Int(flags),
        storage,
        super::members_of(this),
        iter,
    ]))
}

fn m_unserialize(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let d = &args[0];
    let (Some(Value::Int(flags)), Some(storage), Some(Value::Array(members))) = (
        super::data_at(d, 0),
        super::data_at(d, 1),
        super::data_at(d, 2),
    ) else {
        return Err(super::bad_data(vm));
    };
    let storage = match storage {
        _ if flags & IS_SELF != 0 => Storage::OwnProps,
        Value::Array(a) => Storage::Array(a),
        Value::Object(o) if o.ptr_eq(this) => Storage::OwnProps,
        Value::Object(o) => Storage::Object(o),
        _ => return Err(super::bad_data(vm)),
    };
    let iter = match super::data_at(d, 3) {
        None | Some(Value::Null) => None,
        Some(Value::Str(c)) => match vm.lookup_class(c.as_bytes()) {
            Some(k) if k.is_subclass_of_name(b"ArrayIterator") => Some(k.name.clone()),
            _ => {
                let msg = format!(
                    "Cannot deserialize ArrayObject with iterator class '{}'; no such class exists",
                    c.to_string_lossy()
                );
                return Err(vm.throw_error("UnexpectedValueException", msg));
            }
        },
        Some(_) => return Err(super::bad_data(vm)),
    };
    {
        let mut s = state::<ArrayState>(this);
        s.flags = flags & !IS_SELF;
        s.storage = storage;
        if iter.is_some() {
            s.iterator_class = iter;
        }
    }
    super::load_members(vm, this, &members)?;
    Ok(Value::Null)
}

const K: ParamSpec = ParamSpec::req("key", ParamType::Mixed);
const V: ParamSpec = ParamSpec::req("value", ParamType::Mixed);
const SORT_FLAGS: ParamSpec = ParamSpec::opt("flags", ParamType::Int, "SORT_REGULAR");
const CB: ParamSpec = ParamSpec::req("callback", ParamType::Mixed);

macro_rules! array_methods {
    ($class:literal, $($extra:expr),* $(,)?) => {
        &[
            method!($class, "__construct", m_construct, [
                ParamSpec::opt("array", ParamType::Mixed, "[]"),
                ParamSpec::opt("flags", ParamType::Int, "0"),
                ParamSpec::opt("iteratorClass", ParamType::String, "\"ArrayIterator\"")
            ]),
            method!($class, "offsetExists", m_offset_exists, [K]),
            method!($class, "offsetGet", m_offset_get, [K]),
            method!($class, "offsetSet", m_offset_set, [K, V]),
            method!($class, "offsetUnset", m_offset_unset, [K]),
            method!($class, "append", m_append, [V]),
            method!($class, "getArrayCopy", m_get_array_copy, []),
            method!($class, "count", m_count, []),
            method!($class, "getFlags", m_get_flags, []),
            method!($class, "setFlags", m_set_flags, [ParamSpec::req("flags", ParamType::Int)]),
            method!($class, "asort", m_asort, [SORT_FLAGS]),
            method!($class, "ksort", m_ksort, [SORT_FLAGS]),
            method!($class, "uasort", m_uasort, [CB]),
            method!($class, "uksort", m_uksort, [CB]),
            method!($class, "natsort", m_natsort, []),
            method!($class, "natcasesort", m_natcasesort, []),
            method!($class, "__serialize", m_serialize, []),
            method!($class, "__unserialize", m_unserialize, [super::UNSERIALIZE_DATA]),
            $($extra),*
        ]
    };
}

static ARRAY_OBJECT_METHODS: &[NativeMethod] = array_methods!(
    "ArrayObject",
    method!("ArrayObject", "getIterator", m_get_iterator, []),
    method!(
        "ArrayObject",
        "exchangeArray",
        m_exchange_array,
        [ParamSpec::req("array", ParamType::Mixed)]
    ),
    method!(
        "ArrayObject",
        "setIteratorClass",
        m_set_iterator_class,
        [ParamSpec::req("iteratorClass", ParamType::String)]
    ),
    method!("ArrayObject", "getIteratorClass", m_get_iterator_class, []),
);

static ARRAY_ITERATOR_METHODS: &[NativeMethod] = array_methods!(
    "ArrayIterator",
    method!("ArrayIterator", "rewind", m_rewind, []),
    method!("ArrayIterator", "current", m_current, []),
    method!("ArrayIterator", "key", m_key, []),
    method!("ArrayIterator", "next", m_next, []),
    method!("ArrayIterator", "valid", m_valid, []),
    method!(
        "ArrayIterator",
        "seek",
        m_seek,
        [ParamSpec::req("offset", ParamType::Int)]
    ),
);

static RECURSIVE_METHODS: &[NativeMethod] = &[
    method!("RecursiveArrayIterator", "hasChildren", m_has_children, []),
    method!("RecursiveArrayIterator", "getChildren", m_get_children, []),
];

const CONSTS: &[(&str, i64)] = &[
    ("STD_PROP_LIST", STD_PROP_LIST),
    ("ARRAY_AS_PROPS", ARRAY_AS_PROPS),
];

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "ArrayObject",
        parent: None,
        interfaces: &[
            "IteratorAggregate",
            "ArrayAccess",
            "Serializable",
            "Countable",
        ],
        flags: 0,
        consts: CONSTS,
        methods: ARRAY_OBJECT_METHODS,
    },
    &NativeClass {
        name: "ArrayIterator",
        parent: None,
        interfaces: &[
            "SeekableIterator",
            "ArrayAccess",
            "Serializable",
            "Countable",
        ],
        flags: 0,
        consts: CONSTS,
        methods: ARRAY_ITERATOR_METHODS,
    },
    &NativeClass {
        name: "RecursiveArrayIterator",
        parent: Some("ArrayIterator"),
        interfaces: &["RecursiveIterator"],
        flags: 0,
        consts: &[("CHILD_ARRAYS_ONLY", 4)],
        methods: RECURSIVE_METHODS,
    },
];
