//! CachingIterator and RecursiveCachingIterator: a wrapper that runs one
//! element ahead of what it shows, so it can answer `hasNext()`, keep the
//! string form of each element (`__toString`) and, with FULL_CACHE, every
//! element it has seen (`getCache`, `$it[$key]`).
//!
//! As php's `spl_caching_it_next`: fetch the inner iterator's element into
//! the dual state, cache it, then move the inner iterator on at once; the
//! VALID flag says whether the fetched element exists.

use super::iterators::{call, fetch, inner, DualState};
use super::{method, state, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::{
    ArrayKey, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value,
};

pub(super) const CALL_TOSTRING: i64 = 1;
pub(super) const TOSTRING_USE_KEY: i64 = 2;
pub(super) const TOSTRING_USE_CURRENT: i64 = 4;
pub(super) const TOSTRING_USE_INNER: i64 = 8;
pub(super) const CATCH_GET_CHILD: i64 = 16;
pub(super) const FULL_CACHE: i64 = 256;
/// The flags a script may set; VALID is php's internal "element fetched" bit.
const PUBLIC: i64 = 0xFFFF;
const VALID: i64 = 0x10000;

#[derive(Default)]
pub(crate) struct CachingState {
    pub(super) flags: i64,
    cache: PhpArray,
    /// The string form taken when the element was fetched (CALL_TOSTRING, TOSTRING_USE_INNER).
    string: Option<PhpStr>,
    /// RecursiveCachingIterator: the children of the fetched element, wrapped.
    children: Option<PhpObject>,
}

fn class_name(this: &PhpObject) -> String {
    String::from_utf8_lossy(this.class_name()).into_owned()
}

/// php's check that at most one of the string-conversion flags is set.
fn flags_ok(flags: i64) -> bool {
    let n = [
        CALL_TOSTRING,
        TOSTRING_USE_KEY,
        TOSTRING_USE_CURRENT,
        TOSTRING_USE_INNER,
    ]
    .iter()
    .filter(|f| flags & **f != 0)
    .count();
    n <= 1
}

const FLAGS_MSG: &str = "must contain only one of CachingIterator::CALL_TOSTRING, \
CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or \
CachingIterator::TOSTRING_USE_INNER";

/// The TypeError for a constructor argument that is not an `iface`.
pub(super) fn need_iterator(
    vm: &mut Vm,
    v: &Value,
    iface: &str,
    method: &str,
) -> Result<PhpObject, Fault> {
    match v {
        Value::Object(o) if o.instance_of(iface.to_ascii_lowercase().as_bytes()) => Ok(o.clone()),
        _ => {
            let msg = format!(
                "{method}(): Argument #1 ($iterator) must be of type {iface}, {} given",
                crate::calls::given_type(v)
            );
            Err(vm.throw_error("TypeError", msg))
        }
    }
}

fn construct(
    vm: &mut Vm,
    this: &PhpObject,
    args: &mut [Value],
    recursive: bool,
) -> Result<Value, Fault> {
    let (iface, name) = if recursive {
        ("RecursiveIterator", "RecursiveCachingIterator::__construct")
    } else {
        ("Iterator", "CachingIterator::__construct")
    };
    let it = need_iterator(vm, &args[0], iface, name)?;
    let flags = args.get(1).map(|v| v.to_int()).unwrap_or(CALL_TOSTRING);
    if !flags_ok(flags) {
        let msg = format!("{name}(): Argument #2 ($flags) {FLAGS_MSG}");
        return Err(vm.throw_error("ValueError", msg));
    }
    let mut s = state::<DualState>(this);
    s.inner = Some(it);
    s.caching = CachingState {
        flags: flags & PUBLIC,
        ..CachingState::default()
    };
    Ok(Value::Null)
}

fn m_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    construct(vm, this, args, false)
}

fn m_rconstruct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    construct(vm, this, args, true)
}

fn is_recursive(this: &PhpObject) -> bool {
    this.instance_of(b"recursivecachingiterator")
}

/// A Throwable the CATCH_GET_CHILD flag may swallow.
fn catchable(f: &Fault) -> bool {
    matches!(f, Fault::Throw(Value::Object(_)))
}

/// `spl_caching_it_next`.
fn caching_next(vm: &mut Vm, this: &PhpObject) -> Result<(), Fault> {
    {
        let mut s = state::<DualState>(this);
        s.caching.string = None;
        s.caching.children = None;
    }
    if !fetch(vm, this)? {
        state::<DualState>(this).caching.flags &= !VALID;
        return Ok(());
    }
    let flags = {
        let mut s = state::<DualState>(this);
        s.caching.flags |= VALID;
        if s.caching.flags & FULL_CACHE != 0 {
            if let Some((k, v)) = s.cur.clone() {
                // php's array_set_zval_key: floats and bools become ints.
                let key = ArrayKey::from_value(&k)
                    .unwrap_or_else(|| ArrayKey::from_bytes(k.to_php_str().as_bytes()));
                s.caching.cache.insert(key, v.get());
            }
        }
        s.caching.flags
    };
    let it = inner(vm, this)?;
    if is_recursive(this) {
        let catch = flags & CATCH_GET_CHILD != 0;
        match call(vm, &it, "hasChildren") {
            Err(f) if catch && catchable(&f) => {}
            Err(f) => return Err(f),
            Ok(has) if has.to_bool() => match call(vm, &it, "getChildren") {
                Err(f) if catch && catchable(&f) => {}
                Err(f) => return Err(f),
                Ok(children) => {
                    let class = vm
                        .lookup_class(b"RecursiveCachingIterator")
                        .expect("RecursiveCachingIterator");
                    let made = vm.instantiate(&class).and_then(|c| {
                        vm.call_obj_method(
                            &c,
                            "__construct",
                            vec![children, Value::Int(flags & PUBLIC)],
                        )
                        .map(|_| c)
                    });
                    match made {
                        Ok(c) => state::<DualState>(this).caching.children = Some(c),
                        Err(f) if catch && catchable(&f) => {}
                        Err(f) => return Err(f),
                    }
                }
            },
            Ok(_) => {}
        }
    }
    if flags & (TOSTRING_USE_INNER | CALL_TOSTRING) != 0 {
        let v = if flags & TOSTRING_USE_INNER != 0 {
            Value::Object(it.clone())
        } else {
            state::<DualState>(this)
                .cur
                .as_ref()
                .map(|c| c.1.clone())
                .unwrap_or(Value::Null)
        };
        let s = vm.str_conv(&v)?;
        state::<DualState>(this).caching.string = Some(s);
    }
    call(vm, &it, "next")?;
    state::<DualState>(this).pos += 1;
    Ok(())
}

fn m_rewind(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    {
        let mut s = state::<DualState>(this);
        s.cur = None;
        s.caching.string = None;
        s.caching.children = None;
    }
    call(vm, &it, "rewind")?;
    {
        let mut s = state::<DualState>(this);
        s.pos = 0;
        s.caching.cache = PhpArray::new();
    }
    caching_next(vm, this)?;
    Ok(Value::Null)
}

fn m_valid(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    Ok(Value::Bool(
        state::<DualState>(this).caching.flags & VALID != 0,
    ))
}

fn m_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    caching_next(vm, this)?;
    Ok(Value::Null)
}

fn m_has_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    Ok(Value::Bool(call(vm, &it, "valid")?.to_bool()))
}

fn m_to_string(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let (flags, cur, string) = {
        let s = state::<DualState>(this);
        (s.caching.flags, s.cur.clone(), s.caching.string.clone())
    };
    if flags & (CALL_TOSTRING | TOSTRING_USE_KEY | TOSTRING_USE_CURRENT | TOSTRING_USE_INNER) == 0 {
        let msg = format!(
            "{} does not fetch string value (see CachingIterator::__construct)",
            class_name(this)
        );
        return Err(vm.throw_error("BadMethodCallException", msg));
    }
    if flags & (TOSTRING_USE_KEY | TOSTRING_USE_CURRENT) != 0 {
        let v = match cur {
            Some((k, v)) => {
                if flags & TOSTRING_USE_KEY != 0 {
                    k
                } else {
                    v
                }
            }
            None => Value::Null,
        };
        return Ok(Value::Str(vm.str_conv(&v)?));
    }
    Ok(Value::Str(string.unwrap_or_default()))
}

/// The full cache, or php's exception when FULL_CACHE is off.
fn full_cache(vm: &mut Vm, this: &PhpObject) -> Result<(), Fault> {
    inner(vm, this)?;
    if state::<DualState>(this).caching.flags & FULL_CACHE == 0 {
        let msg = format!(
            "{} does not use a full cache (see CachingIterator::__construct)",
            class_name(this)
        );
        return Err(vm.throw_error("BadMethodCallException", msg));
    }
    Ok(())
}

/// An offset as php's symbol table sees a string key ("5" is 5).
fn offset_key(vm: &mut Vm, v: &Value) -> Result<ArrayKey, Fault> {
    let s = vm.str_conv(v)?;
    Ok(ArrayKey::from_bytes(s.as_bytes()))
}

fn m_offset_get(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    full_cache(vm, this)?;
    let k = offset_key(vm, &args[0])?;
    let v = state::<DualState>(this)
        .caching
        .cache
        .get(&k)
        .map(|v| v.get());
    match v {
        Some(v) => Ok(v),
        None => {
            let s = vm.str_conv(&args[0])?;
            let msg = format!(
                "Undefined array key \"{}\"",
                String::from_utf8_lossy(s.as_bytes())
            );
            vm.raise(ErrorLevel::Warning, &msg)?;
            Ok(Value::Null)
        }
    }
}

fn m_offset_set(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    full_cache(vm, this)?;
    let k = offset_key(vm, &args[0])?;
    let v = args[1].get();
    state::<DualState>(this).caching.cache.insert(k, v);
    Ok(Value::Null)
}

fn m_offset_exists(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    full_cache(vm, this)?;
    let k = offset_key(vm, &args[0])?;
    let has = state::<DualState>(this).caching.cache.get(&k).is_some();
    Ok(Value::Bool(has))
}

fn m_offset_unset(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    full_cache(vm, this)?;
    let k = offset_key(vm, &args[0])?;
    state::<DualState>(this).caching.cache.remove(&k);
    Ok(Value::Null)
}

fn m_get_cache(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    full_cache(vm, this)?;
    Ok(Value::Array(state::<DualState>(this).caching.cache.clone()))
}

fn m_count(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    full_cache(vm, this)?;
    Ok(Value::Int(
        state::<DualState>(this).caching.cache.len() as i64
    ))
}

fn m_get_flags(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    Ok(Value::Int(state::<DualState>(this).caching.flags))
}

fn m_set_flags(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let flags = args[0].to_int();
    if !flags_ok(flags) {
        let msg = format!("CachingIterator::setFlags(): Argument #1 ($flags) {FLAGS_MSG}");
        return Err(vm.throw_error("ValueError", msg));
    }
    let old = state::<DualState>(this).caching.flags;
    if old & CALL_TOSTRING != 0 && flags & CALL_TOSTRING == 0 {
        return Err(vm.throw_error(
            "InvalidArgumentException",
            "Unsetting flag CALL_TO_STRING is not possible",
        ));
    }
    if old & TOSTRING_USE_INNER != 0 && flags & TOSTRING_USE_INNER == 0 {
        return Err(vm.throw_error(
            "InvalidArgumentException",
            "Unsetting flag TOSTRING_USE_INNER is not possible",
        ));
    }
    let mut s = state::<DualState>(this);
    if flags & FULL_CACHE != 0 && old & FULL_CACHE == 0 {
        s.caching.cache = PhpArray::new();
    }
    s.caching.flags = (old & !PUBLIC) | (flags & PUBLIC);
    Ok(Value::Null)
}

fn m_has_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    Ok(Value::Bool(
        state::<DualState>(this).caching.children.is_some(),
    ))
}

fn m_get_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let c = state::<DualState>(this).caching.children.clone();
    Ok(c.map(Value::Object).unwrap_or(Value::Null))
}

const KEY: ParamSpec = ParamSpec::req("key", ParamType::Mixed);

static CACHING_METHODS: &[NativeMethod] = &[
    method!(
        "CachingIterator",
        "__construct",
        m_construct,
        [
            ParamSpec::req("iterator", ParamType::Mixed),
            ParamSpec::opt("flags", ParamType::Int, "CachingIterator::CALL_TOSTRING")
        ]
    ),
    method!("CachingIterator", "rewind", m_rewind, []),
    method!("CachingIterator", "valid", m_valid, []),
    method!("CachingIterator", "next", m_next, []),
    method!("CachingIterator", "hasNext", m_has_next, []),
    method!("CachingIterator", "__toString", m_to_string, []),
    method!("CachingIterator", "getFlags", m_get_flags, []),
    method!(
        "CachingIterator",
        "setFlags",
        m_set_flags,
        [ParamSpec::req("flags", ParamType::Int)]
    ),
    method!("CachingIterator", "offsetGet", m_offset_get, [KEY]),
    method!(
        "CachingIterator",
        "offsetSet",
        m_offset_set,
        [KEY, ParamSpec::req("value", ParamType::Mixed)]
    ),
    method!("CachingIterator", "offsetUnset", m_offset_unset, [KEY]),
    method!("CachingIterator", "offsetExists", m_offset_exists, [KEY]),
    method!("CachingIterator", "getCache", m_get_cache, []),
    method!("CachingIterator", "count", m_count, []),
];

static RECURSIVE_METHODS: &[NativeMethod] = &[
    method!(
        "RecursiveCachingIterator",
        "__construct",
        m_rconstruct,
        [
            ParamSpec::req("iterator", ParamType::Mixed),
            ParamSpec::opt(
                "flags",
                ParamType::Int,
                "RecursiveCachingIterator::CALL_TOSTRING"
            )
        ]
    ),
    method!(
        "RecursiveCachingIterator",
        "hasChildren",
        m_has_children,
        []
    ),
    method!(
        "RecursiveCachingIterator",
        "getChildren",
        m_get_children,
        []
    ),
];

const CONSTS: &[(&str, i64)] = &[
    ("CALL_TOSTRING", CALL_TOSTRING),
    ("CATCH_GET_CHILD", CATCH_GET_CHILD),
    ("TOSTRING_USE_KEY", TOSTRING_USE_KEY),
    ("TOSTRING_USE_CURRENT", TOSTRING_USE_CURRENT),
    ("TOSTRING_USE_INNER", TOSTRING_USE_INNER),
    ("FULL_CACHE", FULL_CACHE),
];

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "CachingIterator",
        parent: Some("IteratorIterator"),
        interfaces: &["ArrayAccess", "Countable", "Stringable"],
        flags: 0,
        consts: CONSTS,
        methods: CACHING_METHODS,
    },
    &NativeClass {
        name: "RecursiveCachingIterator",
        parent: Some("CachingIterator"),
        interfaces: &["RecursiveIterator"],
        flags: 0,
        consts: &[],
        methods: RECURSIVE_METHODS,
    },
];
