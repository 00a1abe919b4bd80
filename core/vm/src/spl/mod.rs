//! The SPL: php's built-in data structures and iterators (ArrayObject,
//! SplDoublyLinkedList, SplObjectStorage, SplFixedArray, the heaps, the
//! iterator wrappers, the file and directory classes) and the engine side
//! of `ArrayAccess` (`offsets.rs`).
//!
//! An SPL class is a real class built on first use from a static
//! [`NativeClass`] description, so user classes can extend it and override
//! its methods. Its methods are engine builtins found by
//! [`native_method`] when the class (or an ancestor) has no PHP method of
//! that name: the receiver travels as the call's first argument, as for
//! Generator's methods, and [`invoke`] checks the remaining arguments
//! against the method's own declaration. The object's state (the storage
//! array, the list, the heap) lives in its `internal` slot, created empty on
//! first use, so a subclass that never calls `parent::__construct` still
//! works as php's does.

mod array_object;
mod fixed_array;
mod offsets;

use crate::classes::{ClassRt, ConstRt, Lazy};
use crate::runtime::{Callee, EngineBuiltin};
use crate::vm::Vm;
use rphp_bytecode::class::{flags, Init, PUBLIC};
use rphp_bytecode::Literal;
use rphp_value::{Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::any::Any;
use std::cell::{RefCell, RefMut};
use std::rc::Rc;

pub(crate) use array_object::{foreach_ref, stored_elements, RefWalk};

/// What a native method does: the receiver and the checked arguments.
pub type MethodFn = fn(&mut Vm, &PhpObject, &mut [Value]) -> Result<Value, Fault>;

/// A method implemented in Rust.
pub struct NativeMethod {
    pub name: &'static str,
    pub entry: EngineBuiltin,
    pub is_static: bool,
}

/// A built-in class described statically.
pub struct NativeClass {
    pub name: &'static str,
    pub parent: Option<&'static str>,
    pub interfaces: &'static [&'static str],
    pub flags: u32,
    pub consts: &'static [(&'static str, i64)],
    pub methods: &'static [NativeMethod],
}

/// The receiver plus any arguments: the engine-level signature of every
/// native method (the real one is checked by [`invoke`]).
pub const METHOD_PARAMS: &[ParamSpec] = &[
    ParamSpec::req("this", ParamType::Mixed),
    ParamSpec::opt("args", ParamType::Mixed, "null").variadic(),
];

/// `method!("Class", "name", func, [params...])` declares a [`NativeMethod`].
macro_rules! method {
    ($class:literal, $name:literal, $f:path, [$($p:expr),* $(,)?]) => {
        $crate::spl::NativeMethod {
            name: $name,
            is_static: false,
            entry: $crate::runtime::EngineBuiltin {
                name: concat!($class, "->", $name),
                params: $crate::spl::METHOD_PARAMS,
                func: |vm, args| {
                    const P: &[rphp_value::ParamSpec] = &[$($p),*];
                    $crate::spl::invoke(vm, args, concat!($class, "::", $name), P, $f)
                },
            },
        }
    };
}
pub(crate) use method;

/// Runs a native method: the receiver is `args[0]`, which traces do not show.
pub fn invoke(
    vm: &mut Vm,
    args: &mut [Value],
    name: &'static str,
    params: &'static [ParamSpec],
    f: MethodFn,
) -> Result<Value, Fault> {
    // An implicit call from the engine (`$obj[k]`) has no entry of its own, as in php.
    vm.hide_receiver(args);
    let this = match args.first() {
        Some(Value::Object(o)) => o.clone(),
        _ => {
            let msg = format!("Non-static method {name}() cannot be called statically");
            return Err(vm.throw_error("Error", msg));
        }
    };
    let mut rest: Vec<Value> = args[1..].iter().map(|v| v.get()).collect();
    vm.builtin_args(name, params, &mut rest, Vec::new())?;
    f(vm, &this, &mut rest)
}

const INTERFACES: &[(&str, &[&str], &[&str])] = &[
    (
        "ArrayAccess",
        &[],
        &["offsetExists", "offsetGet", "offsetSet", "offsetUnset"],
    ),
    ("SeekableIterator", &["Iterator"], &["seek"]),
    (
        "RecursiveIterator",
        &["Iterator"],
        &["hasChildren", "getChildren"],
    ),
    ("OuterIterator", &["Iterator"], &["getInnerIterator"]),
    ("Serializable", &[], &["serialize", "unserialize"]),
    ("SplObserver", &[], &["update"]),
    ("SplSubject", &[], &["attach", "detach", "notify"]),
    ("Random\\Engine", &[], &["generate"]),
    ("Random\\CryptoSafeEngine", &["Random\\Engine"], &[]),
];

/// Methods a class implementing a built-in interface must have.
const REQUIRED: &[(&str, &[&str])] = &[
    ("Iterator", &["current", "next", "key", "valid", "rewind"]),
    ("IteratorAggregate", &["getIterator"]),
    ("Countable", &["count"]),
    ("JsonSerializable", &["jsonSerialize"]),
];

/// Every native class table; a slice, so adding a family is one line.
const CLASS_TABLES: &[&[&NativeClass]] = &[
    array_object::CLASSES,
    fixed_array::CLASSES,
    crate::random::CLASSES,
    crate::ext_classes::CLASSES,
    crate::streams::DIRECTORY_CLASSES,
    crate::streams::filters::CLASSES,
    crate::sensitive::CLASSES,
];

/// A library of native classes that lives outside this crate (rphp-vmlib:
/// the date classes, most of the SPL), so that it can be compiled for size while the
/// interpreter is compiled for speed. rphp-vm never depends on it: the
/// embedder installs it once at start-up ([`install_libs`]) and the engine
/// reaches it only through these hooks.
pub struct NativeLib {
    /// Its class tables, found by name as this crate's own are.
    pub classes: &'static [&'static [&'static NativeClass]],
    /// A class's string constants (`DateTimeInterface::ATOM`).
    pub str_consts: fn(&str) -> &'static [(&'static str, &'static str)],
    /// `clone`: a copy of an object's state if the library owns its type.
    pub clone_state: fn(&dyn Any) -> Option<Box<dyn Any>>,
    /// What var_dump shows for an object whose nearest built-in ancestor is
    /// `base`; `None` if `base` is not the library's.
    pub debug_props: fn(&PhpObject, &str) -> Option<PhpArray>,
    /// What `(array)`, var_export and json_encode see, likewise.
    pub view_props: fn(&PhpObject, &str) -> Option<PhpArray>,
    /// What its compare handler compares before the properties, likewise.
    pub compare_props: fn(&PhpObject, &str) -> Option<PhpArray>,
    /// A compare handler across classes, likewise.
    pub compare: fn(&PhpObject, &PhpObject, &str) -> Option<Option<std::cmp::Ordering>>,
    /// Registers the library's functions in a new request's VM.
    pub register: fn(&mut Vm),
    /// Builds a class the library describes its own way (reflection's), on
    /// first use; `name` is lower-case.
    pub build_class: fn(&mut Vm, &[u8]) -> Option<Rc<ClassRt>>,
    /// The engine builtin for method `name` of such a class or a subclass.
    pub class_method: fn(&ClassRt, &[u8]) -> Option<&'static EngineBuiltin>,
    /// Whether `clone` must refuse objects of the class.
    pub uncloneable: fn(&ClassRt) -> bool,
    /// Adds what a native class declares beyond its table (RegexIterator's
    /// typed property) while it is built.
    pub decorate: fn(&mut ClassRt, Option<Rc<crate::runtime::ScriptRt>>),
    /// The object a wrapper iterator forwards unknown method calls to
    /// (IteratorIterator's inner iterator), as php's `get_method` handlers do.
    pub forward_target: fn(&PhpObject) -> Option<PhpObject>,
}

/// The object an installed library's wrapper iterator forwards calls to.
pub(crate) fn forward_target(o: &PhpObject) -> Option<PhpObject> {
    libs().iter().find_map(|l| (l.forward_target)(o))
}

/// The engine builtin of an installed library for method `name` of `class`.
pub(crate) fn lib_class_method(class: &ClassRt, name: &[u8]) -> Option<&'static EngineBuiltin> {
    libs().iter().find_map(|l| (l.class_method)(class, name))
}

/// [`lib_class_method`] of an object's class.
pub(crate) fn lib_method(obj: &PhpObject, name: &[u8]) -> Option<&'static EngineBuiltin> {
    lib_class_method(crate::classes::class_of(obj)?, name)
}

/// Whether an installed library's class refuses `clone`.
pub(crate) fn lib_uncloneable(class: &ClassRt) -> bool {
    libs().iter().any(|l| (l.uncloneable)(class))
}

static LIBS: std::sync::OnceLock<&'static [&'static NativeLib]> = std::sync::OnceLock::new();

/// Installs the out-of-crate native class libraries (once per process; a
/// later call is ignored). Every `Vm` created afterwards registers them.
pub fn install_libs(libs: &'static [&'static NativeLib]) {
    let _ = LIBS.set(libs);
}

/// The installed libraries (none before [`install_libs`]).
pub(crate) fn libs() -> &'static [&'static NativeLib] {
    LIBS.get().copied().unwrap_or(&[])
}

/// Every native class, this crate's first.
fn classes() -> impl Iterator<Item = &'static NativeClass> {
    CLASS_TABLES
        .iter()
        .copied()
        .chain(libs().iter().flat_map(|l| l.classes.iter().copied()))
        .flatten()
        .copied()
}

fn find_native(name: &[u8]) -> Option<&'static NativeClass> {
    classes().find(|c| c.name.as_bytes().eq_ignore_ascii_case(name))
}

impl Vm {
    /// Builds a class an installed library describes its own way, on first use.
    pub(crate) fn lib_class(&mut self, lc: &[u8]) -> Option<Rc<ClassRt>> {
        libs().iter().find_map(|l| (l.build_class)(self, lc))
    }

    /// Builds an SPL class or interface on first use.
    pub(crate) fn spl_class(&mut self, lc: &[u8]) -> Option<Rc<ClassRt>> {
        if let Some((name, parents, _)) = INTERFACES
            .iter()
            .find(|(n, _, _)| n.as_bytes().eq_ignore_ascii_case(lc))
        {
            let mut c = ClassRt::builtin(name, flags::INTERFACE);
            for p in *parents {
                let pc = self.lookup_class(p.as_bytes())?;
                c.ancestry.extend(pc.ancestry.iter().cloned());
                c.interfaces.push(pc.name.clone());
            }
            let c = Rc::new(c);
            self.classes.map.insert(lc.to_vec(), c.clone());
            return Some(c);
        }
        let nc = find_native(lc)?;
        let mut c = ClassRt::builtin(nc.name, nc.flags);
        if let Some(p) = nc.parent {
            let pc = self.lookup_class(p.as_bytes())?;
            c.ancestry.extend(pc.ancestry.iter().cloned());
            c.interfaces = pc.interfaces.clone();
            c.consts = pc.consts.clone();
            c.parent = Some(pc);
        }
        for i in nc.interfaces {
            let ic = self.lookup_class(i.as_bytes())?;
            c.ancestry.extend(ic.ancestry.iter().cloned());
            let trav = (ic.ancestry.contains(&b"traversable"[..])
                && ic.flags & flags::INTERFACE != 0)
                .then(|| b"Traversable".to_vec());
            let names: Vec<Vec<u8>> = std::iter::once(ic.name.clone())
                .chain(trav)
                .chain(ic.interfaces.iter().cloned())
                .collect();
            for n in &names {
                if !c.interfaces.iter().any(|x| x.eq_ignore_ascii_case(n)) {
                    c.interfaces.push(n.clone());
                }
            }
        }
        let script = self
            .main_script
            .clone()
            .or_else(|| self.frames.last().map(|f| f.func.script.clone()));
        if let Some(script) = script {
            for (n, v) in nc.consts {
                c.consts.insert(
                    n.as_bytes().to_vec(),
                    ConstRt {
                        value: Lazy {
                            init: Init::Lit(Literal::Null),
                            script: script.clone(),
                            value: Rc::new(RefCell::new(Some(Value::Int(*v)))),
                        },
                        vis: PUBLIC,
                        declaring: nc.name.as_bytes().to_vec(),
                        is_case: false,
                    },
                );
            }
        }
        if let Some(script) = self
            .main_script
            .clone()
            .or_else(|| self.frames.last().map(|f| f.func.script.clone()))
        {
            for (n, v) in libs().iter().flat_map(|l| (l.str_consts)(nc.name)) {
                c.consts.insert(
                    n.as_bytes().to_vec(),
                    ConstRt {
                        value: Lazy {
                            init: Init::Lit(Literal::Null),
                            script: script.clone(),
                            value: Rc::new(RefCell::new(Some(Value::str(*v)))),
                        },
                        vis: PUBLIC,
                        declaring: nc.name.as_bytes().to_vec(),
                        is_case: false,
                    },
                );
            }
        }
        crate::random::decorate(&mut c);
        crate::streams::decorate_directory(&mut c);
        let script = self
            .main_script
            .clone()
            .or_else(|| self.frames.last().map(|f| f.func.script.clone()));
        for l in libs() {
            (l.decorate)(&mut c, script.clone());
        }
        crate::streams::filters::decorate_user_filter(&mut c, script);
        let c = Rc::new(c);
        self.classes.map.insert(lc.to_vec(), c.clone());
        Some(c)
    }

    /// The class the running static native method was called on, if the
    /// call named one (see `native_static`); stale entries of calls that
    /// never ran (an argument threw) are dropped.
    pub fn take_native_static_class(&mut self) -> Option<Vec<u8>> {
        let depth = self.pending.len() + 1;
        while self.native_static.last().is_some_and(|(d, _)| *d > depth) {
            self.native_static.pop();
        }
        match self.native_static.last() {
            Some((d, _)) if *d == depth => self.native_static.pop().map(|(_, c)| c),
            _ => None,
        }
    }

    /// Calls `$o->name(...args)`: a PHP method of its class, else a native one.
    pub fn call_obj_method(
        &mut self,
        o: &PhpObject,
        name: &str,
        args: Vec<Value>,
    ) -> Result<Value, Fault> {
        if crate::generators::is_generator(o) {
            if let Some(m) = crate::generators::generator_method(name.as_bytes()) {
                let mut all = vec![Value::Object(o.clone())];
                all.extend(args);
                return self.call_callee(Callee::Engine(m), all);
            }
        }
        // `$map[$k] = $v` on a WeakMap: its engine methods take the receiver first.
        if let Some(m) = crate::weakrefs::method(o, name.as_bytes()) {
            let mut all = vec![Value::Object(o.clone())];
            all.extend(args);
            return self.call_callee(Callee::Engine(m), all);
        }
        let class = crate::classes::class_of(o).and_then(|c| self.lookup_class(&c.name));
        if let Some(class) = class {
            if let Some(m) = class.find_method(name.as_bytes()).cloned() {
                return self.call_method(&m, Some(o.clone()), None, args);
            }
            if let Some(m) = native_method(&class, name.as_bytes()) {
                // Called by the engine itself: no frame of its own in traces.
                let mut all = Vec::with_capacity(args.len() + 1);
                all.push(Value::Object(o.clone()));
                all.extend(args);
                return (m.entry.func)(self, &mut all);
            }
        }
        let c = Value::Array(PhpArray::from_list(vec![
            Value::Object(o.clone()),
            Value::Str(PhpStr::from(name)),
        ]));
        self.call_value(&c, args)
    }

    /// `$o->offsetGet(k)` keeping a reference that `&offsetGet` returns.
    pub(crate) fn call_offset_get(&mut self, o: &PhpObject, key: Value) -> Result<Value, Fault> {
        let class = crate::classes::class_of(o).and_then(|c| self.lookup_class(&c.name));
        let m = class.and_then(|c| c.find_method(b"offsetGet").cloned());
        match m {
            Some(m) if m.func.code.by_ref_return => {
                if self.nesting >= crate::vm::MAX_NESTING {
                    return Err(self.fatal("Maximum function nesting level reached"));
                }
                let args_base = self.stack.len();
                self.stack.push(Some(key));
                self.enter_user(
                    m.func.clone(),
                    Some(Value::Object(o.clone())),
                    args_base,
                    Vec::new(),
                    rphp_bytecode::NONE,
                    true,
                )?;
                self.frames.last_mut().expect("frame").ret_ref = true;
                self.nesting += 1;
                let r = self.execute();
                self.nesting -= 1;
                r
            }
            _ => self.call_dim_method(o, "offsetGet", vec![key]),
        }
    }

    /// A Closure calling native method `entry` on `this` (`$ao->count(...)`).
    pub(crate) fn native_method_closure(
        &mut self,
        entry: &'static EngineBuiltin,
        this: PhpObject,
    ) -> Value {
        self.closure_object(crate::runtime::ClosureData {
            func: None,
            bound: RefCell::new(Vec::new()),
            scope: Some(this.class_name().to_vec()),
            this: Some(this),
            native: Some(Callee::Engine(entry)),
        })
    }

    /// `[$obj, 'm']` naming a native method, or a Closure over one: the
    /// method and the receiver to pass first.
    pub(crate) fn native_bound(&mut self, c: &Value) -> Option<(&'static NativeMethod, PhpObject)> {
        if let Some(d) = crate::closures::closure_data(c) {
            if let (Some(Callee::Engine(b)), Some(this)) = (&d.native, &d.this) {
                return method_of_entry(b).map(|m| (m, this.clone()));
            }
            return None;
        }
        let Value::Array(a) = c else { return None };
        if a.len() != 2 {
            return None;
        }
        let (Some(Value::Object(o)), Some(Value::Str(n))) =
            (a.get_int(0).map(|v| v.get()), a.get_int(1).map(|v| v.get()))
        else {
            return None;
        };
        let class = crate::classes::class_of(&o)?;
        if class.find_method(n.as_bytes()).is_some() {
            return None;
        }
        native_method(class, n.as_bytes()).map(|m| (m, o))
    }

    /// A class's missing methods of built-in interfaces (`Iterator::current`, ...).
    pub(crate) fn missing_interface_methods(&mut self, class: &ClassRt) -> Vec<String> {
        let mut out = Vec::new();
        let mut seen: Vec<&str> = Vec::new();
        // Abstract methods of built-in abstract classes.
        match class.parent.as_deref().and_then(native_base) {
            Some("SplHeap") if !class.has_method(b"compare") => out.push("SplHeap::compare".into()),
            Some("FilterIterator" | "RecursiveFilterIterator") if !class.has_method(b"accept") => {
                out.push("FilterIterator::accept".into())
            }
            _ => {}
        }
        let all = REQUIRED
            .iter()
            .copied()
            .chain(INTERFACES.iter().map(|(n, _, m)| (*n, *m)));
        let mut order: Vec<(&str, &[&str])> = Vec::new();
        // php's order: the class's interfaces as listed (parents of each first).
        for i in &class.interfaces {
            if let Some(e) = all
                .clone()
                .find(|(n, _)| n.as_bytes().eq_ignore_ascii_case(i))
            {
                order.push(e);
            }
        }
        for (iface, methods) in order {
            // A built-in ancestor implements its own interfaces completely.
            let lc = iface.to_ascii_lowercase().into_bytes();
            let mut p = class.parent.as_deref();
            let mut native = false;
            while let Some(k) = p {
                if k.origin.is_none() && k.ancestry.contains(&lc) {
                    native = true;
                }
                p = k.parent.as_deref();
            }
            if native {
                continue;
            }
            for m in methods {
                if seen.contains(m) {
                    continue;
                }
                seen.push(m);
                if !class.has_method(m.as_bytes()) {
                    out.push(format!("{iface}::{m}"));
                }
            }
        }
        out
    }
}

/// The native method `name` of `class` or its nearest built-in ancestor.
pub(crate) fn native_method(class: &ClassRt, name: &[u8]) -> Option<&'static NativeMethod> {
    let mut c = Some(class);
    while let Some(k) = c {
        if k.origin.is_none() {
            if let Some(nc) = find_native(&k.name) {
                if let Some(m) = nc
                    .methods
                    .iter()
                    .find(|m| m.name.as_bytes().eq_ignore_ascii_case(name))
                {
                    return Some(m);
                }
            }
        }
        c = k.parent.as_deref();
    }
    None
}

/// The native method whose engine entry is `b`, if it is one.
fn method_of_entry(b: &EngineBuiltin) -> Option<&'static NativeMethod> {
    classes()
        .flat_map(|c| c.methods.iter())
        .find(|m| std::ptr::eq(&m.entry, b) || (!m.is_static && m.entry.name == b.name))
}

/// Whether an engine builtin is an SPL instance method (receiver first).
pub(crate) fn is_native_method_entry(b: &EngineBuiltin) -> bool {
    method_of_entry(b).is_some_and(|m| !m.is_static)
}

/// The native methods of a class and its built-in ancestors, nearest first.
pub(crate) fn native_method_names(class: &ClassRt) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    let mut c = Some(class);
    while let Some(k) = c {
        if k.origin.is_none() {
            if let Some(nc) = find_native(&k.name) {
                for m in nc.methods {
                    if !out.iter().any(|n| n.eq_ignore_ascii_case(m.name)) {
                        out.push(m.name);
                    }
                }
            }
        }
        c = k.parent.as_deref();
    }
    out
}

/// The nearest built-in ancestor's name (`ArrayObject` for a subclass of it).
pub fn native_base(class: &ClassRt) -> Option<&'static str> {
    let mut c = Some(class);
    while let Some(k) = c {
        if k.origin.is_none() {
            if let Some(nc) = find_native(&k.name) {
                return Some(nc.name);
            }
        }
        c = k.parent.as_deref();
    }
    None
}

/// php's wrapper iterators (IteratorIterator's family and
/// RecursiveIteratorIterator's) have no clone handler.
pub(crate) fn uncloneable(class: &ClassRt) -> bool {
    class.ancestry.contains(&b"iteratoriterator"[..])
        || class.ancestry.contains(&b"recursiveiteratoriterator"[..])
}

/// The object's state of type `T`, created empty on first use.
pub fn state<T: Default + 'static>(o: &PhpObject) -> RefMut<'_, T> {
    let mut slot = o.0.internal.borrow_mut();
    if !slot.as_ref().is_some_and(|b| b.is::<T>()) {
        *slot = Some(Box::new(T::default()));
    }
    RefMut::map(slot, |s| {
        s.as_mut()
            .and_then(|b| b.downcast_mut::<T>())
            .expect("state just set")
    })
}

/// `clone`: a copy of the SPL state for the new object.
pub(crate) fn clone_state(from: &PhpObject, to: &PhpObject) {
    let b = from.0.internal.borrow();
    let Some(b) = b.as_ref() else { return };
    let copy: Option<Box<dyn Any>> = array_object::clone_state(b.as_ref())
        .or_else(|| fixed_array::clone_state(b.as_ref()))
        .or_else(|| crate::random::clone_state(b.as_ref()))
        .or_else(|| libs().iter().find_map(|l| (l.clone_state)(b.as_ref())));
    if let Some(c) = copy {
        *to.0.internal.borrow_mut() = Some(c);
    }
}

/// The properties var_dump/print_r/var_export show for an SPL object
/// (its real properties plus php's private views of the state), if it is one.
pub(crate) fn debug_props(o: &PhpObject) -> Option<PhpArray> {
    if let Some(p) = crate::weakrefs::debug_props(o) {
        return Some(p);
    }
    let class = crate::classes::class_of(o)?;
    let base = native_base(class)?;
    let mut props = o.props();
    match base {
        "ArrayObject" | "ArrayIterator" | "RecursiveArrayIterator" => {
            array_object::debug_props(o, base, &mut props)
        }
        "SplFixedArray" => fixed_array::debug_props(o, &mut props),
        _ => return libs().iter().find_map(|l| (l.debug_props)(o, base)),
    }
    Some(props)
}

/// ARRAY_AS_PROPS: `$ao->name` is `$ao['name']` unless a real property `name` exists.
pub(crate) fn props_in_storage(o: &PhpObject, name: &PhpStr) -> bool {
    o.0.internal.borrow().is_some()
        && array_object::props_as_array(o)
        && o.0.props_ref().get_str(name.as_bytes()).is_none()
}

/// What `(array)`, var_export and json_encode see for an SPL object whose
/// properties are its contents (ArrayObject's storage, SplFixedArray's elements).
pub(crate) fn view_props(o: &PhpObject) -> Option<PhpArray> {
    let class = crate::classes::class_of(o)?;
    match native_base(class)? {
        "ArrayObject" | "ArrayIterator" | "RecursiveArrayIterator" => array_object::view_props(o),
        "SplFixedArray" => {
            let mut p = o.props();
            for (k, v) in fixed_array::elements(o).iter() {
                p.insert(k, v.clone());
            }
            Some(p)
        }
        b => libs().iter().find_map(|l| (l.view_props)(o, b)),
    }
}

/// php's compare handlers that compare objects of different classes
/// (DateTime with DateTimeImmutable) without the property tables.
pub(crate) fn compare_objects(x: &PhpObject, y: &PhpObject) -> Option<Option<std::cmp::Ordering>> {
    let base = native_base(crate::classes::class_of(x)?)?;
    libs().iter().find_map(|l| (l.compare)(x, y, base))
}

/// What php's compare handlers of SPL classes compare before the properties.
pub(crate) fn compare_props(o: &PhpObject) -> Option<PhpArray> {
    let class = crate::classes::class_of(o)?;
    match native_base(class)? {
        "ArrayObject" | "ArrayIterator" | "RecursiveArrayIterator" => {
            Some(array_object::storage_copy(o))
        }
        b => libs().iter().find_map(|l| (l.compare_props)(o, b)),
    }
}

/// A private property key as php mangles it (`"\0Class\0name"`).
pub fn private_key(class: &str, name: &str) -> rphp_value::ArrayKey {
    let k = rphp_value::object::mangle(
        name.as_bytes(),
        rphp_value::object::Visibility::Private,
        class.as_bytes(),
    );
    rphp_value::ArrayKey::Str(PhpStr::from(k))
}

/// The object's own property table as `__serialize()` returns it ("members").
pub fn members_of(o: &PhpObject) -> Value {
    Value::Array(o.props().clone())
}

/// Restores "members" in `__unserialize()`, with php's deprecation for
/// properties the class does not declare.
pub fn load_members(vm: &mut Vm, o: &PhpObject, members: &PhpArray) -> Result<(), Fault> {
    let dynamic_ok = crate::classes::class_of(o).is_some_and(|c| c.allows_dynamic());
    for (k, v) in members.iter() {
        let declared = o.props().contains_key(&k);
        if !declared && !dynamic_ok {
            let name = match &k {
                rphp_value::ArrayKey::Int(i) => i.to_string(),
                rphp_value::ArrayKey::Str(s) => {
                    String::from_utf8_lossy(rphp_value::object::unmangle(s.as_bytes()).0)
                        .into_owned()
                }
            };
            let msg = format!(
                "Creation of dynamic property {}::${name} is deprecated",
                String::from_utf8_lossy(o.class_name())
            );
            vm.raise(rphp_value::ErrorLevel::Deprecated, &msg)?;
        }
        o.0.props_mut().insert(k, v.clone());
    }
    Ok(())
}

/// Element `i` of `__unserialize()`'s data.
pub fn data_at(data: &Value, i: i64) -> Option<Value> {
    match data {
        Value::Array(a) => a.get(&rphp_value::ArrayKey::Int(i)).map(|v| v.get()),
        Value::Ref(r) => data_at(&r.get(), i),
        _ => None,
    }
}

/// php's error for `__unserialize()` data of the wrong shape.
pub fn bad_data(vm: &mut Vm) -> Fault {
    vm.throw_error(
        "UnexpectedValueException",
        "Incomplete or ill-typed serialization data",
    )
}

/// The `data` parameter of every `__unserialize()`.
pub const UNSERIALIZE_DATA: ParamSpec = ParamSpec::req("data", ParamType::Array);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_are_found_case_insensitively() {
        // (The lists, heaps and iterator wrappers are rphp-vmlib's.)
        for n in [
            "arrayobject",
            "SPLFIXEDARRAY",
            "ArrayIterator",
            "recursivearrayiterator",
        ] {
            assert!(find_native(n.as_bytes()).is_some(), "{n}");
        }
        assert!(find_native(b"SplNope").is_none());
    }

    #[test]
    fn every_parent_and_interface_is_known() {
        let known = |n: &str| {
            find_native(n.as_bytes()).is_some()
                || INTERFACES.iter().any(|(i, _, _)| *i == n)
                || REQUIRED.iter().any(|(i, _)| *i == n)
                || n == "Stringable"
        };
        for c in classes() {
            if let Some(p) = c.parent {
                assert!(known(p), "{} extends {p}", c.name);
            }
            for i in c.interfaces {
                assert!(known(i), "{} implements {i}", c.name);
            }
        }
    }

    #[test]
    fn method_names_are_unique_per_class() {
        for c in classes() {
            for (i, m) in c.methods.iter().enumerate() {
                assert!(
                    !c.methods[i + 1..]
                        .iter()
                        .any(|o| o.name.eq_ignore_ascii_case(m.name)),
                    "{}::{} twice",
                    c.name,
                    m.name
                );
                if !m.is_static {
                    assert!(m.entry.name.starts_with(c.name), "{}", m.entry.name);
                }
            }
        }
    }
}
