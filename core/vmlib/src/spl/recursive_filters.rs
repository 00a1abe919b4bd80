//! The recursive filters: RecursiveFilterIterator (abstract, the user
//! writes `accept()`), ParentIterator (keeps elements that have children)
//! and RecursiveCallbackFilterIterator. Each forwards `hasChildren()` to the
//! inner iterator and wraps the inner iterator's children in a new object
//! of its own class (`new static(...)`, so subclasses and their
//! constructors recurse too).

use super::caching::need_iterator;
use super::iterators::{inner, DualState};
use super::{method, state, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::{Fault, ParamSpec, ParamType, PhpObject, Value};

fn construct(vm: &mut Vm, this: &PhpObject, args: &[Value], class: &str) -> Result<Value, Fault> {
    let ctor = format!("{class}::__construct");
    let it = need_iterator(vm, &args[0], "RecursiveIterator", &ctor)?;
    let mut s = state::<DualState>(this);
    s.inner = Some(it);
    if let Some(cb) = args.get(1) {
        s.callback = Some(cb.clone());
    }
    Ok(Value::Null)
}

fn m_filter_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    construct(vm, this, args, "RecursiveFilterIterator")
}

fn m_parent_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    construct(vm, this, args, "ParentIterator")
}

fn m_callback_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    construct(vm, this, args, "RecursiveCallbackFilterIterator")
}

fn m_has_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    vm.call_obj_method(&it, "hasChildren", Vec::new())
}

/// `new static($inner->getChildren(), ...extra)`.
fn wrap_children(vm: &mut Vm, this: &PhpObject, extra: Vec<Value>) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    let children = vm.call_obj_method(&it, "getChildren", Vec::new())?;
    let class = crate::classes::class_of(this)
        .and_then(|c| vm.lookup_class(&c.name))
        .expect("class");
    let child = vm.instantiate(&class)?;
    let mut args = vec![children];
    args.extend(extra);
    vm.call_obj_method(&child, "__construct", args)?;
    Ok(Value::Object(child))
}

fn m_get_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    wrap_children(vm, this, Vec::new())
}

fn m_callback_get_children(
    vm: &mut Vm,
    this: &PhpObject,
    _a: &mut [Value],
) -> Result<Value, Fault> {
    inner(vm, this)?;
    let cb = state::<DualState>(this)
        .callback
        .clone()
        .unwrap_or(Value::Null);
    wrap_children(vm, this, vec![cb])
}

fn m_parent_accept(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    let r = vm.call_obj_method(&it, "hasChildren", Vec::new())?;
    Ok(Value::Bool(r.to_bool()))
}

const ITER: ParamSpec = ParamSpec::req("iterator", ParamType::Mixed);

static FILTER_METHODS: &[NativeMethod] = &[
    method!(
        "RecursiveFilterIterator",
        "__construct",
        m_filter_construct,
        [ITER]
    ),
    method!("RecursiveFilterIterator", "hasChildren", m_has_children, []),
    method!("RecursiveFilterIterator", "getChildren", m_get_children, []),
];

static PARENT_METHODS: &[NativeMethod] = &[
    method!("ParentIterator", "__construct", m_parent_construct, [ITER]),
    method!("ParentIterator", "accept", m_parent_accept, []),
];

static CALLBACK_METHODS: &[NativeMethod] = &[
    method!(
        "RecursiveCallbackFilterIterator",
        "__construct",
        m_callback_construct,
        [ITER, ParamSpec::req("callback", ParamType::Callable)]
    ),
    method!(
        "RecursiveCallbackFilterIterator",
        "hasChildren",
        m_has_children,
        []
    ),
    method!(
        "RecursiveCallbackFilterIterator",
        "getChildren",
        m_callback_get_children,
        []
    ),
];

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "RecursiveFilterIterator",
        parent: Some("FilterIterator"),
        interfaces: &["RecursiveIterator"],
        flags: rphp_bytecode::class::flags::ABSTRACT,
        consts: &[],
        methods: FILTER_METHODS,
    },
    &NativeClass {
        name: "ParentIterator",
        parent: Some("RecursiveFilterIterator"),
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: PARENT_METHODS,
    },
    &NativeClass {
        name: "RecursiveCallbackFilterIterator",
        parent: Some("CallbackFilterIterator"),
        interfaces: &["RecursiveIterator"],
        flags: 0,
        consts: &[],
        methods: CALLBACK_METHODS,
    },
];
