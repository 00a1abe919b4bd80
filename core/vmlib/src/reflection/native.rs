//! The reflection classes that reflect no declaration: `Reflection`
//! (`getModifierNames`), `ReflectionReference` (whether an array element is
//! a reference, and which), `ReflectionExtension` (a loaded extension's
//! functions, classes, constants and ini settings, from the lists php
//! itself wrote, filtered to what rphp provides) and
//! `ReflectionZendExtension` (php -n loads no Zend extension, so its
//! constructor always refuses). They are native classes (spl's
//! `NativeClass`), declared through ext_classes.rs's table.

#[allow(unused_imports)]
use super::prelude::*;

use crate::spl::{method, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_bytecode::class::flags::FINAL;
use rphp_value::ParamType::{Array, Int, IntOrString, Mixed, String as Str};
use rphp_value::{ArrayKey, Fault, ParamSpec as P, PhpArray, PhpObject, PhpStr, Reference, Value};

/// `method!` for a static method (`Class::name`, no receiver).
macro_rules! static_method {
    ($class:literal, $name:literal, $f:path, [$($p:expr),* $(,)?]) => {
        NativeMethod {
            name: $name,
            is_static: true,
            entry: crate::runtime::EngineBuiltin {
                name: concat!($class, "::", $name),
                params: &[$($p),*],
                func: $f,
            },
        }
    };
}

pub(crate) static REFLECTION: NativeClass = NativeClass {
    name: "Reflection",
    parent: None,
    interfaces: &[],
    flags: 0,
    consts: &[],
    methods: &[static_method!(
        "Reflection",
        "getModifierNames",
        modifier_names,
        [P::req("modifiers", Int)]
    )],
};

pub(crate) static REFERENCE: NativeClass = NativeClass {
    name: "ReflectionReference",
    parent: None,
    interfaces: &[],
    flags: FINAL,
    consts: &[],
    methods: &[
        method!("ReflectionReference", "__construct", private_ctor, []),
        static_method!(
            "ReflectionReference",
            "fromArrayElement",
            from_array_element,
            [P::req("array", Array), P::req("key", IntOrString)]
        ),
        method!("ReflectionReference", "getId", reference_id, []),
    ],
};

pub(crate) static ZEND_EXTENSION: NativeClass = NativeClass {
    name: "ReflectionZendExtension",
    parent: None,
    // (php: implements Reflector; spl's class-table test knows no Reflector.)
    interfaces: &[],
    flags: 0,
    consts: &[],
    methods: &[
        method!(
            "ReflectionZendExtension",
            "__construct",
            zend_ext_ctor,
            [P::req("name", Str)]
        ),
        method!("ReflectionZendExtension", "__toString", unconstructed, []),
        method!("ReflectionZendExtension", "getName", unconstructed, []),
        method!("ReflectionZendExtension", "getVersion", unconstructed, []),
        method!("ReflectionZendExtension", "getAuthor", unconstructed, []),
        method!("ReflectionZendExtension", "getURL", unconstructed, []),
        method!("ReflectionZendExtension", "getCopyright", unconstructed, []),
    ],
};

pub(crate) static EXTENSION: NativeClass = NativeClass {
    name: "ReflectionExtension",
    parent: None,
    // (php: implements Reflector; spl's class-table test knows no Reflector.)
    interfaces: &[],
    flags: 0,
    consts: &[],
    methods: &[
        method!(
            "ReflectionExtension",
            "__construct",
            ext_ctor,
            [P::req("name", Str)]
        ),
        method!("ReflectionExtension", "getName", ext_name, []),
        method!("ReflectionExtension", "getVersion", ext_version, []),
        method!("ReflectionExtension", "getFunctions", ext_functions, []),
        method!("ReflectionExtension", "getConstants", ext_constants, []),
        method!("ReflectionExtension", "getINIEntries", ext_ini, []),
        method!("ReflectionExtension", "getClasses", ext_classes, []),
        method!("ReflectionExtension", "getClassNames", ext_class_names, []),
        method!(
            "ReflectionExtension",
            "getDependencies",
            ext_dependencies,
            []
        ),
        method!("ReflectionExtension", "isPersistent", ext_persistent, []),
        method!("ReflectionExtension", "isTemporary", ext_temporary, []),
    ],
};

/// `Reflection::getModifierNames()`: php's order, one visibility at most.
fn modifier_names(_: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let m = a[0].to_int();
    let mut out = Vec::new();
    if m & 64 != 0 {
        out.push("abstract");
    }
    if m & 32 != 0 {
        out.push("final");
    }
    match m & 7 {
        1 => out.push("public"),
        2 => out.push("protected"),
        4 => out.push("private"),
        _ => {}
    }
    if m & 16 != 0 {
        out.push("static");
    }
    if m & (128 | 65536) != 0 {
        out.push("readonly");
    }
    Ok(Value::list(
        out.into_iter()
            .map(|s| Value::Str(PhpStr::from(s)))
            .collect(),
    ))
}

/// `new ReflectionReference()`: its constructor is private in php.
fn private_ctor(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let msg = format!(
        "Call to private {}::__construct() from {}",
        String::from_utf8_lossy(this.class_name()),
        vm.scope_desc()
    );
    Err(vm.throw_error("Error", msg))
}

/// A ReflectionReference's state: the reference it names.
struct RefState(Reference);

fn from_array_element(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let Value::Array(arr) = &a[0] else {
        return Ok(Value::Null);
    };
    // A string key is looked up as it is ("1" does not find key 1).
    let found = match &a[1] {
        Value::Int(i) => arr.get(&ArrayKey::Int(*i)).cloned(),
        Value::Str(s) => arr.get(&ArrayKey::Str(s.clone())).cloned(),
        _ => None,
    };
    match found {
        None => Err(vm.reflection_error("Array key not found")),
        Some(Value::Ref(r)) => {
            let class = vm
                .lookup_class(b"ReflectionReference")
                .expect("ReflectionReference");
            let o = PhpObject::new(class, PhpArray::new());
            *o.0.internal.borrow_mut() = Some(Box::new(RefState(r)));
            Ok(Value::Object(o))
        }
        Some(_) => Ok(Value::Null),
    }
}

/// A 20-byte id, the same for every ReflectionReference of one reference
/// (php hashes the reference's address with a per-request key; the id is
/// only ever compared).
fn reference_id(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let addr = match this
        .0
        .internal
        .borrow()
        .as_ref()
        .and_then(|b| b.downcast_ref::<RefState>())
    {
        Some(s) => std::rc::Rc::as_ptr(&(s.0).0) as usize as u64,
        None => return Err(uninitialised(vm)),
    };
    let mut out = Vec::with_capacity(24);
    let mut x = addr ^ 0x243f_6a88_85a3_08d3;
    for _ in 0..3 {
        // splitmix64
        x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        out.extend_from_slice(&(z ^ (z >> 31)).to_le_bytes());
    }
    out.truncate(20);
    Ok(Value::Str(PhpStr::from(out)))
}

fn uninitialised(vm: &mut Vm) -> Fault {
    vm.throw_error(
        "Error",
        "Internal error: Failed to retrieve the reflection object",
    )
}

fn unconstructed(vm: &mut Vm, _: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Err(uninitialised(vm))
}

fn zend_ext_ctor(vm: &mut Vm, _: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let name = a[0].to_php_str();
    Err(vm.reflection_error(format!(
        "Zend Extension \"{}\" does not exist",
        name.to_string_lossy()
    )))
}

/// php's internal classes and ini settings by extension (`ext name` lines, in
/// php's registration order; the functions and constants are rphp-vm's
/// `php_functions()` and `php_constants()`).
const CLASSES: &str = include_str!("extension_classes.txt");
const INI: &str = include_str!("extension_ini.txt");

/// `getDependencies()` of the extensions that have any (php -n).
const DEPENDENCIES: &[(&str, &[(&str, &str)])] = &[
    ("SPL", &[("json", "Required")]),
    ("standard", &[("session", "Optional")]),
    ("mbstring", &[("pcre", "Required")]),
];

/// An extension's state: its canonical name.
struct ExtState(&'static str);

fn ext_of(vm: &mut Vm, this: &PhpObject) -> Result<&'static str, Fault> {
    let found = this
        .0
        .internal
        .borrow()
        .as_ref()
        .and_then(|b| b.downcast_ref::<ExtState>())
        .map(|e| e.0);
    found.ok_or_else(|| uninitialised(vm))
}

fn lines<'e>(text: &'static str, ext: &'e str) -> impl Iterator<Item = &'static str> + 'e {
    text.lines().filter_map(move |l| {
        let (e, name) = l.split_once(' ')?;
        e.eq_ignore_ascii_case(ext).then_some(name)
    })
}

fn ext_ctor(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let name = a[0].to_php_str();
    let Some(ext) = vm.loaded_extension(name.as_bytes()) else {
        return Err(vm.reflection_error(format!(
            "Extension \"{}\" does not exist",
            name.to_string_lossy()
        )));
    };
    this.0
        .props_mut()
        .insert(ArrayKey::from_bytes(b"name"), Value::Str(PhpStr::from(ext)));
    *this.0.internal.borrow_mut() = Some(Box::new(ExtState(ext)));
    Ok(Value::Null)
}

fn ext_name(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Str(PhpStr::from(ext_of(vm, this)?)))
}

/// Every bundled extension reports php's own version.
fn ext_version(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    ext_of(vm, this)?;
    Ok(vm
        .constants
        .get(&b"PHP_VERSION"[..])
        .cloned()
        .unwrap_or(Value::Null))
}

fn ext_functions(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let ext = ext_of(vm, this)?;
    let mut out = PhpArray::new();
    for name in lines(rphp_vm::php_functions(), ext) {
        let Some(c) = vm.lookup_function(name.as_bytes()) else {
            continue;
        };
        if !matches!(
            c,
            crate::runtime::Callee::Builtin(_) | crate::runtime::Callee::Engine(_)
        ) {
            continue;
        }
        let f = vm.refl_function_object(super::FnRef::Builtin(c));
        out.insert(ArrayKey::from_bytes(name.as_bytes()), f);
    }
    Ok(Value::Array(out))
}

fn ext_constants(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let ext = ext_of(vm, this)?;
    let mut out = PhpArray::new();
    for name in lines(rphp_vm::php_constants(), ext) {
        if let Some(v) = vm.constants.get(name.as_bytes()) {
            out.insert(ArrayKey::from_bytes(name.as_bytes()), v.clone());
        }
    }
    Ok(Value::Array(out))
}

fn ext_ini(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let ext = ext_of(vm, this)?;
    let mut out = PhpArray::new();
    for name in lines(INI, ext) {
        if let Some(v) = vm.ini.value(name) {
            let v = match v {
                Some(s) => Value::Str(PhpStr::from(s)),
                None => Value::Null,
            };
            out.insert(ArrayKey::from_bytes(name.as_bytes()), v);
        }
    }
    Ok(Value::Array(out))
}

/// The extension's classes rphp provides, in php's order.
fn class_list(vm: &mut Vm, ext: &str) -> Vec<std::rc::Rc<crate::classes::ClassRt>> {
    lines(CLASSES, ext)
        .filter_map(|n| vm.lookup_class(n.as_bytes()).filter(|c| c.decl.is_none()))
        .collect()
}

fn ext_classes(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let ext = ext_of(vm, this)?;
    let mut out = PhpArray::new();
    for c in class_list(vm, ext) {
        let o = vm.refl_class_object(&c);
        out.insert(ArrayKey::Str(PhpStr::from(c.name.clone())), o);
    }
    Ok(Value::Array(out))
}

fn ext_class_names(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let ext = ext_of(vm, this)?;
    let names = class_list(vm, ext)
        .iter()
        .map(|c| Value::Str(PhpStr::from(c.name.clone())))
        .collect();
    Ok(Value::list(names))
}

fn ext_dependencies(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let ext = ext_of(vm, this)?;
    let mut out = PhpArray::new();
    if let Some((_, deps)) = DEPENDENCIES.iter().find(|(e, _)| *e == ext) {
        for (k, v) in *deps {
            out.insert(
                ArrayKey::from_bytes(k.as_bytes()),
                Value::Str(PhpStr::from(*v)),
            );
        }
    }
    Ok(Value::Array(out))
}

/// Every extension rphp reports is built in: loaded at start-up, for good.
fn ext_persistent(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    ext_of(vm, this)?;
    Ok(Value::Bool(true))
}

fn ext_temporary(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    ext_of(vm, this)?;
    Ok(Value::Bool(false))
}

/// The extension that registers the internal function `name`.
pub(crate) fn function_extension(name: &[u8]) -> Option<&'static str> {
    rphp_vm::php_functions().lines().find_map(|l| {
        let (e, n) = l.split_once(' ')?;
        n.as_bytes().eq_ignore_ascii_case(name).then_some(e)
    })
}

/// The extension that registers the internal class `name`.
pub(crate) fn class_extension(name: &[u8]) -> Option<&'static str> {
    CLASSES.lines().find_map(|l| {
        let (e, n) = l.split_once(' ')?;
        n.as_bytes().eq_ignore_ascii_case(name).then_some(e)
    })
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait NativeVm {
    fn refl_extension_object(&mut self, ext: &str) -> Value;
}

impl NativeVm for Vm {
    /// A `ReflectionExtension` for the loaded extension `ext` (`getExtension()`),
    /// or null when rphp does not report it as loaded.
    fn refl_extension_object(&mut self, ext: &str) -> Value {
        let Some(ext) = self.loaded_extension(ext.as_bytes()) else {
            return Value::Null;
        };
        let class = self
            .lookup_class(b"ReflectionExtension")
            .expect("ReflectionExtension");
        let mut t = PhpArray::new();
        t.insert(ArrayKey::from_bytes(b"name"), Value::Str(PhpStr::from(ext)));
        let o = PhpObject::new(class, t);
        *o.0.internal.borrow_mut() = Some(Box::new(ExtState(ext)));
        Value::Object(o)
    }
}

pub(crate) static GENERATOR: NativeClass = NativeClass {
    name: "ReflectionGenerator",
    parent: None,
    interfaces: &[],
    flags: FINAL,
    consts: &[],
    methods: &[
        method!(
            "ReflectionGenerator",
            "__construct",
            gen_ctor,
            [P::req("generator", Mixed)]
        ),
        method!("ReflectionGenerator", "getExecutingLine", gen_line, []),
        method!("ReflectionGenerator", "getExecutingFile", gen_file, []),
        method!(
            "ReflectionGenerator",
            "getTrace",
            gen_trace,
            [P::opt("options", Int, "DEBUG_BACKTRACE_PROVIDE_OBJECT")]
        ),
        method!("ReflectionGenerator", "getFunction", gen_function, []),
        method!("ReflectionGenerator", "getThis", gen_this, []),
        method!(
            "ReflectionGenerator",
            "getExecutingGenerator",
            gen_executing,
            []
        ),
    ],
};

/// A ReflectionGenerator's state: the generator.
struct GenRefl(PhpObject);

fn gen_ctor(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let g = match &a[0] {
        Value::Object(g) if crate::generators::is_generator(g) => g.clone(),
        other => {
            let msg = format!(
                "ReflectionGenerator::__construct(): Argument #1 ($generator) must be of type Generator, {} given",
                crate::calls::given_type(other)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    if crate::generators::reflect(vm, &g).is_none_or(|i| i.finished) {
        return Err(vm.reflection_error(
            "Cannot create ReflectionGenerator based on a terminated Generator",
        ));
    }
    *this.0.internal.borrow_mut() = Some(Box::new(GenRefl(g)));
    Ok(Value::Null)
}

/// The reflected generator's chain, outermost first, following `yield from`
/// (php's error once the outermost one has finished).
fn gen_chain(
    vm: &mut Vm,
    this: &PhpObject,
) -> Result<Vec<(PhpObject, crate::generators::GenInfo)>, Fault> {
    let g = this
        .0
        .internal
        .borrow()
        .as_ref()
        .and_then(|b| b.downcast_ref::<GenRefl>())
        .map(|r| r.0.clone());
    let Some(mut g) = g else {
        return Err(uninitialised(vm));
    };
    let mut chain = Vec::new();
    loop {
        let Some(info) = crate::generators::reflect(vm, &g) else {
            break;
        };
        if info.finished {
            if chain.is_empty() {
                return Err(
                    vm.reflection_error("Cannot fetch information from a terminated Generator")
                );
            }
            break;
        }
        let next = info.delegate.clone();
        chain.push((g, info));
        match next {
            Some(n) if chain.len() < 10_000 => g = n,
            _ => break,
        }
    }
    Ok(chain)
}

fn gen_line(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let chain = gen_chain(vm, this)?;
    Ok(Value::Int(chain[0].1.line as i64))
}

fn gen_file(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let chain = gen_chain(vm, this)?;
    Ok(Value::Str(PhpStr::from(
        chain[0].1.func.script.script.path.to_vec(),
    )))
}

fn gen_this(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let chain = gen_chain(vm, this)?;
    Ok(chain[0]
        .1
        .this
        .clone()
        .map(Value::Object)
        .unwrap_or_default())
}

fn gen_executing(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let chain = gen_chain(vm, this)?;
    Ok(Value::Object(chain.last().expect("chain").0.clone()))
}

fn gen_function(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let chain = gen_chain(vm, this)?;
    let info = &chain[0].1;
    if let Some(c) = &info.closure {
        let f =
            crate::closures::closure_data(&Value::Object(c.clone())).and_then(|d| d.func.clone());
        return Ok(vm.refl_function_object(super::FnRef::Closure(Value::Object(c.clone()), f)));
    }
    let name = info.func.name().to_vec();
    if let Some(p) = name.windows(2).position(|w| w == b"::") {
        let (class, method) = (&name[..p], &name[p + 2..]);
        if let Some(c) = vm.lookup_class(class) {
            if let Some(m) = c.methods.get(&method.to_ascii_lowercase()).cloned() {
                return Ok(vm.refl_method_object(&c, &m));
            }
        }
    }
    Ok(vm.refl_function_object(super::FnRef::User(info.func.clone())))
}

/// The generators of the chain as a trace, innermost first: each is called
/// from where the one delegating to it runs; the outermost has no caller.
fn gen_trace(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let opts = a.first().map(|v| v.to_int()).unwrap_or(1);
    let chain = gen_chain(vm, this)?;
    let mut out = Vec::new();
    for (i, (_, info)) in chain.iter().enumerate().rev() {
        let mut e = PhpArray::new();
        if i > 0 {
            let caller = &chain[i - 1].1;
            e.insert(
                ArrayKey::from_bytes(b"file"),
                Value::Str(PhpStr::from(caller.func.script.script.path.to_vec())),
            );
            e.insert(
                ArrayKey::from_bytes(b"line"),
                Value::Int(caller.line as i64),
            );
        }
        let name = info.func.name().to_vec();
        let (class, func) = if info.func.code.is_closure {
            (None, info.func.closure_name())
        } else {
            match name.windows(2).position(|w| w == b"::") {
                Some(p) => (Some(name[..p].to_vec()), name[p + 2..].to_vec()),
                None => (None, name.clone()),
            }
        };
        e.insert(
            ArrayKey::from_bytes(b"function"),
            Value::Str(PhpStr::from(func)),
        );
        if let Some(c) = class {
            e.insert(ArrayKey::from_bytes(b"class"), Value::Str(PhpStr::from(c)));
            if let (Some(t), true) = (&info.this, opts & 1 != 0) {
                e.insert(ArrayKey::from_bytes(b"object"), Value::Object(t.clone()));
            }
            let ty = if info.this.is_some() { "->" } else { "::" };
            e.insert(ArrayKey::from_bytes(b"type"), Value::Str(PhpStr::from(ty)));
        }
        if opts & 2 == 0 {
            e.insert(
                ArrayKey::from_bytes(b"args"),
                Value::list(info.args.clone()),
            );
        }
        out.push(Value::Array(e));
    }
    Ok(Value::list(out))
}

pub(crate) static FIBER: NativeClass = NativeClass {
    name: "ReflectionFiber",
    parent: None,
    interfaces: &[],
    flags: FINAL,
    consts: &[],
    methods: &[
        method!(
            "ReflectionFiber",
            "__construct",
            fiber_ctor,
            [P::req("fiber", Mixed)]
        ),
        method!("ReflectionFiber", "getFiber", fiber_get, []),
        method!("ReflectionFiber", "getExecutingFile", fiber_file, []),
        method!("ReflectionFiber", "getExecutingLine", fiber_line, []),
        method!("ReflectionFiber", "getCallable", fiber_callable, []),
        method!(
            "ReflectionFiber",
            "getTrace",
            fiber_trace,
            [P::opt("options", Int, "DEBUG_BACKTRACE_PROVIDE_OBJECT")]
        ),
    ],
};

/// A ReflectionFiber's state: the fiber.
struct FiberRefl(PhpObject);

fn fiber_ctor(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let f = match &a[0] {
        Value::Object(f) if crate::fibers::is_fiber(f) => f.clone(),
        other => {
            let msg = format!(
                "ReflectionFiber::__construct(): Argument #1 ($fiber) must be of type Fiber, {} given",
                crate::calls::given_type(other)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    *this.0.internal.borrow_mut() = Some(Box::new(FiberRefl(f)));
    Ok(Value::Null)
}

fn fiber_of(vm: &mut Vm, this: &PhpObject) -> Result<PhpObject, Fault> {
    let f = this
        .0
        .internal
        .borrow()
        .as_ref()
        .and_then(|b| b.downcast_ref::<FiberRefl>())
        .map(|r| r.0.clone());
    f.ok_or_else(|| uninitialised(vm))
}

fn fiber_frames(vm: &mut Vm, this: &PhpObject) -> Result<crate::fibers::FiberFrames, Fault> {
    let f = fiber_of(vm, this)?;
    match crate::fibers::reflect(vm, &f) {
        Some(fr) if !fr.frames.is_empty() => Ok(fr),
        _ => Err(vm.throw_error(
            "Error",
            "Cannot fetch information from a fiber that has not been started or is terminated",
        )),
    }
}

fn fiber_get(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Object(fiber_of(vm, this)?))
}

fn fiber_file(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let fr = fiber_frames(vm, this)?;
    Ok(Value::Str(PhpStr::from(
        fr.frames[0].0.script.script.path.to_vec(),
    )))
}

fn fiber_line(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let fr = fiber_frames(vm, this)?;
    Ok(Value::Int(fr.frames[0].3 as i64))
}

fn fiber_callable(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let f = fiber_of(vm, this)?;
    crate::fibers::reflect_callable(&f).map_err(|()| {
        vm.throw_error(
            "Error",
            "Cannot fetch the callable from a fiber that has terminated",
        )
    })
}

/// A suspended fiber's trace: its `Fiber::suspend()` call, then each frame
/// as called from the one below it; the fiber's function has no caller.
fn fiber_trace(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let opts = a.first().map(|v| v.to_int()).unwrap_or(1);
    let fr = fiber_frames(vm, this)?;
    let mut out = Vec::new();
    let entry = |file: Option<(&[u8], u32)>,
                 func: &[u8],
                 class: Option<(&[u8], Option<&PhpObject>)>,
                 args: &[Value]| {
        let mut e = PhpArray::new();
        if let Some((f, l)) = file {
            e.insert(
                ArrayKey::from_bytes(b"file"),
                Value::Str(PhpStr::from(f.to_vec())),
            );
            e.insert(ArrayKey::from_bytes(b"line"), Value::Int(l as i64));
        }
        e.insert(
            ArrayKey::from_bytes(b"function"),
            Value::Str(PhpStr::from(func.to_vec())),
        );
        if let Some((c, obj)) = class {
            e.insert(
                ArrayKey::from_bytes(b"class"),
                Value::Str(PhpStr::from(c.to_vec())),
            );
            if let (Some(o), true) = (obj, opts & 1 != 0) {
                e.insert(ArrayKey::from_bytes(b"object"), Value::Object(o.clone()));
            }
            let ty = if obj.is_some() { "->" } else { "::" };
            e.insert(ArrayKey::from_bytes(b"type"), Value::Str(PhpStr::from(ty)));
        }
        if opts & 2 == 0 {
            e.insert(ArrayKey::from_bytes(b"args"), Value::list(args.to_vec()));
        }
        Value::Array(e)
    };
    let frames = &fr.frames;
    if let Some(v) = &fr.suspended_with {
        let (f, _, _, line) = &frames[0];
        out.push(entry(
            Some((&f.script.script.path, *line)),
            b"suspend",
            Some((b"Fiber", None)),
            std::slice::from_ref(v),
        ));
    }
    for (i, (f, this_obj, args, _)) in frames.iter().enumerate() {
        let caller = frames
            .get(i + 1)
            .map(|(cf, _, _, l)| (&cf.script.script.path[..], *l));
        let name = f.name().to_vec();
        if f.code.is_closure {
            out.push(entry(caller, &f.closure_name(), None, args));
            continue;
        }
        match name.windows(2).position(|w| w == b"::") {
            Some(p) => out.push(entry(
                caller,
                &name[p + 2..],
                Some((&name[..p], this_obj.as_ref())),
                args,
            )),
            None => out.push(entry(caller, &name, None, args)),
        }
    }
    Ok(Value::list(out))
}
