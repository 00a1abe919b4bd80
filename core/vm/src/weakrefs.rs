//! WeakReference and WeakMap: references to objects that do not keep them
//! alive. Both hold `std::rc::Weak` handles to the target's `ObjectData`, so
//! the target dies when its last strong handle goes, and its allocation (and
//! so its address, the key) cannot be reused while a weak handle exists.
//! A WeakMap forgets an entry whose key died the next time the map is used
//! (count, lookup, iteration); its values are ordinary strong values, which
//! the cycle collector sees through [`gc_trace`] (keys are not edges, as in
//! php 8.2). `WeakReference::create` returns the same object for the same
//! target while that WeakReference lives.
//!
//! Iterating a WeakMap walks a snapshot of its live entries held by an
//! `InternalIterator` object (the class php's `getIterator()` returns).

use crate::classes::ClassRt;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_bytecode::class::flags;
use rphp_value::object::ObjectData;
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, Value};
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};

/// Class flag (beyond the bytecode's): a weak-reference class (no dynamic
/// properties, no cloning of WeakReference, no serialization).
pub(crate) const WEAK_CLASS: u32 = 1 << 27;

/// A WeakReference's target.
struct WeakRefData(Weak<ObjectData>);

/// A WeakMap's entries in insertion order, keyed by the target's address.
#[derive(Default, Clone)]
struct WeakMapData {
    entries: Vec<(Weak<ObjectData>, Value)>,
    index: HashMap<usize, usize>,
}

impl WeakMapData {
    fn purge(&mut self) {
        if self.entries.iter().all(|(k, _)| k.strong_count() > 0) {
            return;
        }
        self.entries.retain(|(k, _)| k.strong_count() > 0);
        self.reindex();
    }
    fn reindex(&mut self) {
        self.index = self
            .entries
            .iter()
            .enumerate()
            .map(|(i, (k, _))| (k.as_ptr() as usize, i))
            .collect();
    }
}

/// The snapshot a WeakMap's iterator walks.
struct IterData {
    items: Vec<(Value, Value)>,
    pos: usize,
}

thread_local! {
    /// Live WeakReference objects by target address (`create` reuses them).
    static REFS: RefCell<HashMap<usize, Weak<ObjectData>>> = RefCell::new(HashMap::new());
}

pub(crate) fn class(lc: &[u8]) -> Option<ClassRt> {
    let (name, ancestry): (&str, &[&[u8]]) = match lc {
        b"weakreference" => ("WeakReference", &[]),
        b"weakmap" => (
            "WeakMap",
            &[
                b"arrayaccess",
                b"countable",
                b"iteratoraggregate",
                b"traversable",
            ],
        ),
        b"internaliterator" => ("InternalIterator", &[b"iterator", b"traversable"]),
        _ => return None,
    };
    let mut fl = flags::FINAL | WEAK_CLASS;
    if lc != b"weakmap" {
        fl |= crate::closures::NO_NEW;
    }
    let mut c = ClassRt::builtin(name, fl);
    for a in ancestry {
        c.ancestry.insert(a.to_vec());
    }
    Some(c)
}

const RECV: &[ParamSpec] = &[
    ParamSpec::req("this", ParamType::Mixed),
    ParamSpec::opt("args", ParamType::Mixed, "null").variadic(),
];

macro_rules! methods {
    ($($name:literal => $f:ident),* $(,)?) => {
        static METHODS: &[EngineBuiltin] = &[
            $(EngineBuiltin { name: $name, params: RECV, func: $f },)*
        ];
    };
}

methods! {
    "WeakReference->get" => wr_get,
    "WeakMap->offsetGet" => wm_get,
    "WeakMap->offsetSet" => wm_set,
    "WeakMap->offsetExists" => wm_exists,
    "WeakMap->offsetUnset" => wm_unset,
    "WeakMap->count" => wm_count,
    "WeakMap->getIterator" => wm_iterator,
    "InternalIterator->current" => it_current,
    "InternalIterator->key" => it_key,
    "InternalIterator->next" => it_next,
    "InternalIterator->valid" => it_valid,
    "InternalIterator->rewind" => it_rewind,
}

static CREATE: EngineBuiltin = EngineBuiltin {
    name: "WeakReference::create",
    params: &[ParamSpec::req("object", ParamType::Mixed)],
    func: wr_create,
};

/// An instance method of these classes (`$obj->name()`), receiver first.
pub(crate) fn method(o: &PhpObject, name: &[u8]) -> Option<&'static EngineBuiltin> {
    if !is_weak_class(o) {
        return None;
    }
    let class = o.class_name();
    METHODS.iter().find(|m| {
        let (c, n) = m.name.split_once("->").unwrap_or(("", ""));
        c.as_bytes() == class && n.as_bytes().eq_ignore_ascii_case(name)
    })
}

/// `WeakReference::create`.
pub(crate) fn static_method(class: &ClassRt, name: &[u8]) -> Option<&'static EngineBuiltin> {
    (class.flags & WEAK_CLASS != 0
        && class.name == b"WeakReference"
        && name.eq_ignore_ascii_case(b"create"))
    .then_some(&CREATE)
}

pub(crate) fn is_weak_class(o: &PhpObject) -> bool {
    crate::classes::class_of(o).is_some_and(|c| c.flags & WEAK_CLASS != 0)
}

/// The cycle collector's view: a WeakMap's values and an iterator's snapshot.
pub(crate) fn gc_trace(b: &dyn Any, visit: &mut dyn rphp_value::gc::GcVisitor) -> bool {
    if let Some(m) = b.downcast_ref::<RefCell<WeakMapData>>() {
        if let Ok(m) = m.try_borrow() {
            for (_, v) in &m.entries {
                visit.value(v, false);
            }
        }
        return true;
    }
    if let Some(it) = b.downcast_ref::<RefCell<IterData>>() {
        if let Ok(it) = it.try_borrow() {
            for (k, v) in &it.items {
                visit.value(k, false);
                visit.value(v, false);
            }
        }
        return true;
    }
    b.is::<WeakRefData>()
}

fn with_map<R>(o: &PhpObject, f: impl FnOnce(&mut WeakMapData) -> R) -> R {
    let mut i = o.0.internal.borrow_mut();
    if i.is_none() {
        *i = Some(Box::new(RefCell::new(WeakMapData::default())));
    }
    let cell = i
        .as_ref()
        .and_then(|b| b.downcast_ref::<RefCell<WeakMapData>>())
        .expect("WeakMap state");
    let mut m = cell.borrow_mut();
    m.purge();
    f(&mut m)
}

/// A WeakMap's clone owns a copy of the entries.
pub(crate) fn clone_state(from: &PhpObject, to: &PhpObject) {
    if from.class_name() != b"WeakMap" {
        return;
    }
    let copy = with_map(from, |m| m.clone());
    *to.0.internal.borrow_mut() = Some(Box::new(RefCell::new(copy)));
}

fn this(args: &[Value]) -> PhpObject {
    match args.first() {
        Some(Value::Object(o)) => o.clone(),
        _ => unreachable!("receiver"),
    }
}

fn arity(vm: &mut Vm, name: &str, args: &[Value], n: usize) -> Result<(), Fault> {
    let given = args.len() - 1;
    if given < n {
        let msg = format!(
            "{name}() expects exactly {n} argument{}, {given} given",
            if n == 1 { "" } else { "s" }
        );
        return Err(vm.throw_error("ArgumentCountError", msg));
    }
    if given > n {
        let msg = format!(
            "{name}() expects exactly {n} argument{}, {given} given",
            if n == 1 { "" } else { "s" }
        );
        return Err(vm.throw_error("ArgumentCountError", msg));
    }
    Ok(())
}

fn key_of(vm: &mut Vm, v: &Value) -> Result<PhpObject, Fault> {
    match v.get() {
        Value::Object(o) => Ok(o),
        _ => Err(vm.throw_error("TypeError", "WeakMap key must be an object")),
    }
}

fn wr_create(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let Value::Object(target) = args[0].get() else {
        let msg = format!(
            "WeakReference::create(): Argument #1 ($object) must be of type object, {} given",
            crate::calls::given_type(&args[0])
        );
        return Err(vm.throw_error("TypeError", msg));
    };
    let addr = Rc::as_ptr(&target.0) as usize;
    let existing = REFS.with(|r| r.borrow().get(&addr).and_then(Weak::upgrade));
    if let Some(wr) = existing {
        let same = wr.internal.borrow().as_ref().is_some_and(|b| {
            b.downcast_ref::<WeakRefData>()
                .is_some_and(|d| d.0.as_ptr() == Rc::as_ptr(&target.0))
        });
        if same {
            return Ok(Value::Object(PhpObject(wr)));
        }
    }
    let class = vm
        .lookup_class(b"WeakReference")
        .expect("WeakReference class");
    let wr = PhpObject::new(class, PhpArray::new());
    *wr.0.internal.borrow_mut() = Some(Box::new(WeakRefData(Rc::downgrade(&target.0))));
    REFS.with(|r| {
        let mut r = r.borrow_mut();
        r.retain(|_, w| w.strong_count() > 0);
        r.insert(addr, Rc::downgrade(&wr.0));
    });
    Ok(Value::Object(wr))
}

fn wr_get(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "WeakReference::get", args, 0)?;
    let o = this(args);
    let target =
        o.0.internal
            .borrow()
            .as_ref()
            .and_then(|b| b.downcast_ref::<WeakRefData>().and_then(|d| d.0.upgrade()));
    Ok(target.map_or(Value::Null, |t| Value::Object(PhpObject(t))))
}

fn wm_get(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "WeakMap::offsetGet", args, 1)?;
    let o = this(args);
    let k = key_of(vm, &args[1])?;
    let addr = Rc::as_ptr(&k.0) as usize;
    let v = with_map(&o, |m| m.index.get(&addr).map(|&i| m.entries[i].1.clone()));
    match v {
        Some(v) => Ok(v),
        None => {
            let msg = format!(
                "Object {}#{} not contained in WeakMap",
                k.debug_name(),
                k.id()
            );
            Err(vm.throw_error("Error", msg))
        }
    }
}

fn wm_set(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "WeakMap::offsetSet", args, 2)?;
    let o = this(args);
    let k = key_of(vm, &args[1])?;
    let v = args[2].get();
    let addr = Rc::as_ptr(&k.0) as usize;
    let old = with_map(&o, |m| match m.index.get(&addr) {
        Some(&i) => Some(std::mem::replace(&mut m.entries[i].1, v)),
        None => {
            m.index.insert(addr, m.entries.len());
            m.entries.push((Rc::downgrade(&k.0), v));
            None
        }
    });
    drop(old);
    Ok(Value::Null)
}

fn wm_exists(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "WeakMap::offsetExists", args, 1)?;
    let o = this(args);
    let k = key_of(vm, &args[1])?;
    let addr = Rc::as_ptr(&k.0) as usize;
    // php: isset() is false for a null value.
    let set = with_map(&o, |m| {
        m.index
            .get(&addr)
            .is_some_and(|&i| !matches!(m.entries[i].1, Value::Null))
    });
    Ok(Value::Bool(set))
}

fn wm_unset(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "WeakMap::offsetUnset", args, 1)?;
    let o = this(args);
    let k = key_of(vm, &args[1])?;
    let addr = Rc::as_ptr(&k.0) as usize;
    let old = with_map(&o, |m| {
        let i = m.index.remove(&addr)?;
        let (_, v) = m.entries.remove(i);
        m.reindex();
        Some(v)
    });
    drop(old);
    Ok(Value::Null)
}

fn wm_count(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "WeakMap::count", args, 0)?;
    let o = this(args);
    Ok(Value::Int(with_map(&o, |m| m.entries.len()) as i64))
}

/// A snapshot iterator over a WeakMap's live entries.
pub(crate) fn iterator(vm: &mut Vm, map: &PhpObject) -> Value {
    let items: Vec<(Value, Value)> = with_map(map, |m| {
        m.entries
            .iter()
            .filter_map(|(k, v)| {
                k.upgrade()
                    .map(|k| (Value::Object(PhpObject(k)), v.clone()))
            })
            .collect()
    });
    let class = vm
        .lookup_class(b"InternalIterator")
        .expect("InternalIterator class");
    let it = PhpObject::new(class, PhpArray::new());
    *it.0.internal.borrow_mut() = Some(Box::new(RefCell::new(IterData { items, pos: 0 })));
    Value::Object(it)
}

fn wm_iterator(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "WeakMap::getIterator", args, 0)?;
    let o = this(args);
    Ok(iterator(vm, &o))
}

fn with_iter<R>(o: &PhpObject, f: impl FnOnce(&mut IterData) -> R) -> Option<R> {
    let i = o.0.internal.borrow();
    let cell = i.as_ref()?.downcast_ref::<RefCell<IterData>>()?;
    let mut d = cell.borrow_mut();
    Some(f(&mut d))
}

/// The next (key, value) of a WeakMap iterator in foreach; None when done.
pub(crate) fn fe_fetch(o: &PhpObject, first: bool) -> Option<Option<(Value, Value)>> {
    with_iter(o, |d| {
        if !first {
            d.pos += 1;
        }
        d.items.get(d.pos).cloned()
    })
}

fn it_current(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "InternalIterator::current", args, 0)?;
    let o = this(args);
    Ok(with_iter(&o, |d| d.items.get(d.pos).map(|e| e.1.clone()))
        .flatten()
        .unwrap_or(Value::Null))
}

fn it_key(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "InternalIterator::key", args, 0)?;
    let o = this(args);
    Ok(with_iter(&o, |d| d.items.get(d.pos).map(|e| e.0.clone()))
        .flatten()
        .unwrap_or(Value::Null))
}

fn it_next(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "InternalIterator::next", args, 0)?;
    let o = this(args);
    with_iter(&o, |d| d.pos += 1);
    Ok(Value::Null)
}

fn it_valid(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "InternalIterator::valid", args, 0)?;
    let o = this(args);
    Ok(Value::Bool(
        with_iter(&o, |d| d.pos < d.items.len()).unwrap_or(false),
    ))
}

fn it_rewind(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    arity(vm, "InternalIterator::rewind", args, 0)?;
    let o = this(args);
    with_iter(&o, |d| d.pos = 0);
    Ok(Value::Null)
}

/// What var_dump/print_r show for a WeakMap: one `[key, value]` pair per live entry.
pub(crate) fn debug_props(o: &PhpObject) -> Option<PhpArray> {
    if o.class_name() != b"WeakMap" || !is_weak_class(o) {
        return None;
    }
    let entries: Vec<(Value, Value)> = with_map(o, |m| {
        m.entries
            .iter()
            .filter_map(|(k, v)| {
                k.upgrade()
                    .map(|k| (Value::Object(PhpObject(k)), v.clone()))
            })
            .collect()
    });
    let mut out = PhpArray::new();
    for (k, v) in entries {
        let mut pair = PhpArray::new();
        pair.insert(ArrayKey::from_bytes(b"key"), k);
        pair.insert(ArrayKey::from_bytes(b"value"), v);
        let _ = out.push(Value::Array(pair));
    }
    Some(out)
}
