//! The Reflection API (`ReflectionClass`, `ReflectionMethod`,
//! `ReflectionProperty`, `ReflectionFunction`, `ReflectionParameter`,
//! `ReflectionNamedType`/`ReflectionUnionType`/`ReflectionIntersectionType`,
//! `ReflectionAttribute`, `ReflectionClassConstant`, `ReflectionEnum` and its cases) and the built-in attribute classes.
//!
//! Frameworks and test suites read classes through reflection, so it has to
//! answer from what the VM actually runs: the runtime classes (`ClassRt`)
//! for members and visibility, and the compiled declarations (`ClassDecl`,
//! `Function`) for what only the source knows — declaration order,
//! attributes, parameter defaults, lines.
//!
//! A reflection object is an object of a real (built-in) class whose
//! `internal` slot holds a [`Refl`] saying what it reflects, and whose
//! property table holds php's public `name`/`class` properties, so
//! var_dump/print_r show them as php does. Each method is an engine builtin
//! named `Class->method` (so traces read like php's) taking the receiver as
//! its first argument; `method` finds it for a method call on such an object.

mod attribute;
mod class;
mod enums;
mod function;
mod internal_methods;
mod internal_sigs;
pub(crate) mod native;
mod param;
mod property;
mod tostring;

use crate::classes::{ClassRt, ConstRt, Lazy, MethodRt, PropRt};
use crate::runtime::{EngineBuiltin, FuncRt, ScriptRt};
use crate::vm::Vm;
use rphp_bytecode::class::{flags, AttrDecl, Init, PUBLIC};
use rphp_bytecode::{Literal, Script};
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

#[allow(unused_imports)]
use prelude::*;

pub(crate) use crate::closures::closure_this;
pub(crate) use function::FnRef;

/// What a reflection object reflects (its `internal` slot).
#[derive(Clone)]
pub(crate) enum Refl {
    Class(Rc<ClassRt>),
    /// `ReflectionObject`: the class and the object (for its dynamic properties).
    Object(Rc<ClassRt>, PhpObject),
    /// A function, closure or builtin (`ReflectionFunction`).
    Function(FnRef),
    Method(Rc<ClassRt>, MethodRt),
    /// A method of a built-in class: the class asked and php's row.
    InternalMethod(Rc<ClassRt>, Rc<internal_methods::IMethod>),
    /// `class` is the class it was asked on; `dynamic`: not declared.
    Property {
        class: Rc<ClassRt>,
        name: Vec<u8>,
        dynamic: bool,
    },
    ClassConst(Rc<ClassRt>, Vec<u8>),
    Param(param::Owner, usize),
    /// A declared type as php prints it (`?int`, `A|B|null`).
    Type(Rc<str>),
    Attribute(Rc<attribute::AttrRt>),
}

/// Bits of `Attribute::TARGET_*`.
pub(crate) mod target {
    pub const CLASS: i64 = 1;
    pub const FUNCTION: i64 = 2;
    pub const METHOD: i64 = 4;
    pub const PROPERTY: i64 = 8;
    pub const CLASS_CONSTANT: i64 = 16;
    pub const PARAMETER: i64 = 32;
    pub const ALL: i64 = 63;
    pub const IS_REPEATABLE: i64 = 64;
}

const RECV: &[ParamSpec] = &[
    ParamSpec::req("object", ParamType::Mixed),
    ParamSpec::opt("args", ParamType::Mixed, "null").variadic(),
];

macro_rules! methods {
    ($($class:literal => $call:path => [$($m:literal),* $(,)?]),* $(,)?) => {
        static METHODS: &[EngineBuiltin] = &[
            $($(EngineBuiltin {
                name: concat!($class, "->", $m),
                params: RECV,
                func: |vm, a| {
                    vm.hide_receiver(a);
                    $call(vm, a, $m)
                },
            },)*)*
        ];
    };
}

methods! {
    "ReflectionClass" => class::call => [
        "__construct", "getName", "getShortName", "getNamespaceName", "inNamespace",
        "isInterface", "isAbstract", "isFinal", "isTrait", "isEnum", "isAnonymous",
        "isInstantiable", "isCloneable", "isInternal", "isUserDefined", "isIterable",
        "isIterateable", "isInstance", "isSubclassOf", "implementsInterface",
        "getParentClass", "getInterfaceNames", "getInterfaces", "getTraitNames", "getTraits",
        "getConstructor", "hasMethod", "getMethod", "getMethods", "hasProperty", "getProperty",
        "getProperties", "hasConstant", "getConstant", "getConstants",
        "getReflectionConstant", "getReflectionConstants", "newInstance", "newInstanceArgs",
        "newInstanceWithoutConstructor", "getStaticPropertyValue", "setStaticPropertyValue",
        "getStaticProperties", "getDefaultProperties", "getAttributes", "getDocComment",
        "getFileName", "getStartLine", "getEndLine", "getModifiers", "getExtension",
        "getExtensionName", "isReadOnly",
    ],
    "ReflectionObject" => class::call => ["__construct"],
    "ReflectionClass" => to_string => ["__toString"],
    "ReflectionFunctionAbstract" => to_string => ["__toString"],
    "ReflectionProperty" => to_string => ["__toString"],
    "ReflectionClassConstant" => to_string => ["__toString"],
    "ReflectionParameter" => to_string => ["__toString"],
    "ReflectionEnum" => enums::call => [
        "__construct", "getBackingType", "getCase", "getCases", "hasCase", "isBacked",
    ],
    "ReflectionFunctionAbstract" => function::call => [
        "getName", "getShortName", "getNamespaceName", "inNamespace", "getParameters",
        "getNumberOfParameters", "getNumberOfRequiredParameters", "getReturnType",
        "hasReturnType", "isVariadic", "returnsReference", "isClosure", "isStatic",
        "isGenerator", "isInternal", "isUserDefined", "getFileName", "getStartLine",
        "getEndLine", "getDocComment", "getAttributes", "getStaticVariables",
        "getClosureThis", "getClosureScopeClass", "isDeprecated", "getExtension",
        "getExtensionName", "hasTentativeReturnType", "getTentativeReturnType",
    ],
    "ReflectionFunction" => function::call => [
        "__construct", "invoke", "invokeArgs", "getClosure", "isAnonymous",
    ],
    "ReflectionMethod" => function::call => [
        "__construct", "invoke", "invokeArgs", "getClosure", "isPublic", "isPrivate",
        "isProtected", "isAbstract", "isFinal", "isConstructor", "isDestructor",
        "getDeclaringClass", "getModifiers", "setAccessible", "getPrototype", "hasPrototype",
    ],
    "ReflectionProperty" => property::call => [
        "__construct", "getName", "getValue", "setValue", "isPublic", "isPrivate",
        "isProtected", "isStatic", "isReadOnly", "isDefault", "isPromoted", "getType",
        "hasType", "hasDefaultValue", "getDefaultValue", "isInitialized", "getDeclaringClass",
        "getDocComment", "getAttributes", "setAccessible", "getModifiers",
    ],
    "ReflectionClassConstant" => property::call_const => [
        "__construct", "getName", "getValue", "isPublic", "isPrivate", "isProtected",
        "isFinal", "getDeclaringClass", "getAttributes", "getDocComment", "getModifiers",
        "isEnumCase",
    ],
    "ReflectionEnumUnitCase" => enums::call_case => ["__construct", "getEnum", "getValue"],
    "ReflectionEnumBackedCase" => enums::call_case => ["__construct", "getBackingValue"],
    "ReflectionParameter" => param::call => [
        "__construct", "getName", "getPosition", "getType", "hasType", "isOptional",
        "isDefaultValueAvailable", "getDefaultValue", "allowsNull", "isVariadic",
        "isPassedByReference", "canBePassedByValue", "isPromoted", "getAttributes",
        "getDeclaringFunction", "getDeclaringClass", "isDefaultValueConstant",
        "getDefaultValueConstantName",
    ],
    "ReflectionNamedType" => param::call_type => ["getName", "isBuiltin"],
    "ReflectionType" => param::call_type => ["allowsNull", "__toString"],
    "ReflectionUnionType" => param::call_type => ["getTypes"],
    "ReflectionIntersectionType" => param::call_type => ["getTypes"],
    "ReflectionAttribute" => attribute::call => [
        "getName", "getArguments", "newInstance", "getTarget", "isRepeated",
    ],
    "Attribute" => attribute::call_attribute_class => ["__construct"],
}

/// The built-in classes of this module, with their parent and interfaces
/// (lower-case ancestry is filled in from them).
const CLASSES: &[(&str, Option<&str>, &[&str], u32)] = &[
    ("Reflector", None, &["Stringable"], flags::INTERFACE),
    ("ReflectionClass", None, &["Stringable", "Reflector"], 0),
    ("ReflectionObject", Some("ReflectionClass"), &[], 0),
    ("ReflectionEnum", Some("ReflectionClass"), &[], 0),
    (
        "ReflectionFunctionAbstract",
        None,
        &["Stringable", "Reflector"],
        flags::ABSTRACT,
    ),
    (
        "ReflectionFunction",
        Some("ReflectionFunctionAbstract"),
        &[],
        0,
    ),
    (
        "ReflectionMethod",
        Some("ReflectionFunctionAbstract"),
        &[],
        0,
    ),
    ("ReflectionProperty", None, &["Stringable", "Reflector"], 0),
    (
        "ReflectionClassConstant",
        None,
        &["Stringable", "Reflector"],
        0,
    ),
    (
        "ReflectionEnumUnitCase",
        Some("ReflectionClassConstant"),
        &[],
        0,
    ),
    (
        "ReflectionEnumBackedCase",
        Some("ReflectionEnumUnitCase"),
        &[],
        0,
    ),
    ("ReflectionParameter", None, &["Stringable", "Reflector"], 0),
    ("ReflectionType", None, &["Stringable"], flags::ABSTRACT),
    ("ReflectionNamedType", Some("ReflectionType"), &[], 0),
    ("ReflectionUnionType", Some("ReflectionType"), &[], 0),
    ("ReflectionIntersectionType", Some("ReflectionType"), &[], 0),
    ("ReflectionAttribute", None, &["Stringable", "Reflector"], 0),
    ("Attribute", None, &[], flags::FINAL),
    ("ReturnTypeWillChange", None, &[], flags::FINAL),
    ("AllowDynamicProperties", None, &[], flags::FINAL),
    ("SensitiveParameter", None, &[], flags::FINAL),
];

/// Public properties php declares (`name`, `class`), per class.
fn declared_props(name: &str) -> &'static [&'static str] {
    match name {
        "ReflectionClass" | "ReflectionFunctionAbstract" | "ReflectionParameter" => &["name"],
        "ReflectionMethod" | "ReflectionProperty" | "ReflectionClassConstant" => &["name", "class"],
        "Attribute" => &["flags"],
        _ => &[],
    }
}

/// Class constants of the built-in classes.
fn declared_consts(name: &str) -> &'static [(&'static str, i64)] {
    match name {
        "ReflectionClass" => &[
            ("IS_IMPLICIT_ABSTRACT", 16),
            ("IS_EXPLICIT_ABSTRACT", 64),
            ("IS_FINAL", 32),
            ("IS_READONLY", 65536),
        ],
        "ReflectionFunctionAbstract" | "ReflectionFunction" => &[("IS_DEPRECATED", 2048)],
        "ReflectionMethod" => &[
            ("IS_STATIC", 16),
            ("IS_PUBLIC", 1),
            ("IS_PROTECTED", 2),
            ("IS_PRIVATE", 4),
            ("IS_ABSTRACT", 64),
            ("IS_FINAL", 32),
        ],
        "ReflectionProperty" => &[
            ("IS_STATIC", 16),
            ("IS_READONLY", 128),
            ("IS_PUBLIC", 1),
            ("IS_PROTECTED", 2),
            ("IS_PRIVATE", 4),
        ],
        "ReflectionClassConstant" => &[
            ("IS_PUBLIC", 1),
            ("IS_PROTECTED", 2),
            ("IS_PRIVATE", 4),
            ("IS_FINAL", 32),
        ],
        "ReflectionAttribute" => &[("IS_INSTANCEOF", 2)],
        "Attribute" => &[
            ("TARGET_CLASS", target::CLASS),
            ("TARGET_FUNCTION", target::FUNCTION),
            ("TARGET_METHOD", target::METHOD),
            ("TARGET_PROPERTY", target::PROPERTY),
            ("TARGET_CLASS_CONSTANT", target::CLASS_CONSTANT),
            ("TARGET_PARAMETER", target::PARAMETER),
            ("TARGET_ALL", target::ALL),
            ("IS_REPEATABLE", target::IS_REPEATABLE),
        ],
        _ => &[],
    }
}

thread_local! {
    /// An empty script that built-in constants point at (they are literals,
    /// so it is never run).
    static NO_SCRIPT: Rc<ScriptRt> = ScriptRt::new(Arc::new(Script {
        version: rphp_bytecode::VERSION,
        path: Arc::from(&b""[..]),
        main: Arc::new(empty_function()),
        functions: Vec::new(),
        hoisted: Vec::new(),
        diagnostics: Vec::new(),
        classes: Vec::new(),
    }));
}

fn empty_function() -> rphp_bytecode::Function {
    rphp_bytecode::Function {
        name: Arc::from(&b""[..]),
        code: Vec::new(),
        lines: Vec::new(),
        literals: Vec::new(),
        cv_names: Vec::new(),
        num_slots: 0,
        params: Vec::new(),
        required: 0,
        return_type: None,
        by_ref_return: false,
        uses: Vec::new(),
        call_sites: Vec::new(),
        num_statics: 0,
        strict_types: false,
        is_closure: false,
        handlers: Vec::new(),
        line: 0,
        end_line: 0,
        attributes: Vec::new(),
        doc: None,
    }
}

fn lit_lazy(v: i64) -> Lazy {
    Lazy {
        init: Init::Lit(Literal::Int(v)),
        script: NO_SCRIPT.with(|s| s.clone()),
        value: Rc::new(RefCell::new(Some(Value::Int(v)))),
    }
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait ModVm {
    fn reflection_class(&mut self, lc: &[u8]) -> Option<Rc<ClassRt>>;
}

impl ModVm for Vm {
    /// Builds one of this module's classes on first use.
    fn reflection_class(&mut self, lc: &[u8]) -> Option<Rc<ClassRt>> {
        let &(name, parent, ifaces, fl) = CLASSES
            .iter()
            .find(|c| c.0.as_bytes().eq_ignore_ascii_case(lc))?;
        let parent = match parent {
            Some(p) => Some(self.lookup_class(p.as_bytes())?),
            None => None,
        };
        let mut c = ClassRt::builtin(name, fl);
        if let Some(p) = &parent {
            c.ancestry.extend(p.ancestry.iter().cloned());
            c.interfaces = p.interfaces.clone();
            c.props = p.props.clone();
            c.prop_index = p.prop_index.clone();
            c.consts = p.consts.clone();
        }
        for i in ifaces {
            c.ancestry.insert(i.to_ascii_lowercase().into_bytes());
            c.interfaces.push(i.as_bytes().to_vec());
        }
        for p in declared_props(name) {
            if c.prop_index.contains_key(p.as_bytes()) {
                continue;
            }
            c.props.push(PropRt {
                name: p.as_bytes().to_vec(),
                key: PhpStr::from(*p),
                vis: PUBLIC,
                declaring: name.as_bytes().to_vec(),
                default: None,
                ty: None,
                readonly: false,
            });
            c.prop_index
                .insert(p.as_bytes().to_vec(), c.props.len() - 1);
        }
        for (k, v) in declared_consts(name) {
            c.consts.insert(
                k.as_bytes().to_vec(),
                ConstRt {
                    value: lit_lazy(*v),
                    vis: PUBLIC,
                    declaring: name.as_bytes().to_vec(),
                    is_case: false,
                },
            );
        }
        if name == "Attribute" {
            // `#[Attribute(Attribute::TARGET_CLASS)]` is on Attribute itself.
            c.flags |= ATTRIBUTE_CLASS;
        }
        c.parent = parent;
        let c = Rc::new(c);
        self.classes.map.insert(lc.to_vec(), c.clone());
        Some(c)
    }
}

/// Class flag (beyond the bytecode's): a built-in attribute class.
const ATTRIBUTE_CLASS: u32 = 1 << 28;

/// The engine builtin for `$obj->name()` on a reflection object (or an
/// object of a user class extending one), searching the class chain as
/// inheritance would.
pub(crate) fn method(obj: &PhpObject, name: &[u8]) -> Option<&'static EngineBuiltin> {
    class_method(crate::classes::class_of(obj)?, name)
}

/// The engine builtin for method `name` of `class` (`parent::__construct()`
/// in a user class extending a reflection class).
pub(crate) fn class_method(class: &ClassRt, name: &[u8]) -> Option<&'static EngineBuiltin> {
    let mut chain: Vec<&str> = Vec::new();
    for (n, ..) in CLASSES {
        if class.is_subclass_of_name(n.as_bytes()) && !n.eq_ignore_ascii_case("Reflector") {
            chain.push(n);
        }
    }
    if chain.is_empty() {
        return None;
    }
    // Most derived first: a class's ancestors are listed before it in CLASSES.
    chain.reverse();
    for c in chain {
        let found = METHODS.iter().find(|m| {
            m.name
                .strip_prefix(c)
                .and_then(|r| r.strip_prefix("->"))
                .is_some_and(|m| m.as_bytes().eq_ignore_ascii_case(name))
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Whether objects of `class` are reflection objects, which php never clones.
pub(crate) fn uncloneable(class: &ClassRt) -> bool {
    class.is_subclass_of_name(b"Reflector")
        || [
            "ReflectionType",
            "ReflectionReference",
            "ReflectionGenerator",
            "ReflectionFiber",
            "ReflectionExtension",
            "ReflectionZendExtension",
        ]
        .iter()
        .any(|n| class.is_subclass_of_name(n.as_bytes()))
}

/// The reflected thing of a reflection object (args[0] of a method).
pub(crate) fn refl_of(v: &Value) -> Option<Refl> {
    let Value::Object(o) = v else { return None };
    let internal = o.0.internal.borrow();
    internal.as_ref()?.downcast_ref::<Refl>().cloned()
}

fn set_refl(o: &PhpObject, r: Refl) {
    *o.0.internal.borrow_mut() = Some(Box::new(r));
}

fn s(b: impl AsRef<[u8]>) -> Value {
    Value::Str(PhpStr::from(b.as_ref().to_vec()))
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `function` as php names it in messages (`ReflectionClass::getMethod`).
fn display(class: &str, method: &str) -> String {
    format!("{class}::{method}")
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait ModVm1 {
    fn native_name(&self) -> Option<&'static str>;
    fn reflection_error(&mut self, msg: impl Into<String>) -> Fault;
    fn class_missing(&mut self, name: &str) -> Fault;
    fn refl_arity(
        &mut self,
        a: &[Value],
        min: usize,
        max: usize,
        class: &str,
        method: &str,
    ) -> Result<(), Fault>;
    fn refl_object(&mut self, class: &str, r: Refl, props: &[(&str, Value)]) -> Value;
    fn refl_init(&mut self, obj: &Value, r: Refl, props: &[(&str, Value)]);
    fn refl_get(&mut self, a: &[Value]) -> Result<Refl, Fault>;
    fn refl_class_arg(&mut self, v: &Value) -> Result<Rc<ClassRt>, Fault>;
}

impl ModVm1 for Vm {
    /// The builtin being called (its `Class->method` name).
    fn native_name(&self) -> Option<&'static str> {
        self.native.last().map(|n| n.0)
    }

    fn reflection_error(&mut self, msg: impl Into<String>) -> Fault {
        self.throw_error("ReflectionException", msg)
    }

    /// php's "Class \"X\" does not exist", whose code is -1.
    fn class_missing(&mut self, name: &str) -> Fault {
        let f = self.reflection_error(format!("Class \"{name}\" does not exist"));
        if let Fault::Throw(Value::Object(o)) = &f {
            if let Some(t) =
                o.0.internal
                    .borrow_mut()
                    .as_mut()
                    .and_then(|b| b.downcast_mut::<crate::errors::ThrowableData>())
            {
                t.code = -1;
            }
            o.0.props_mut()
                .insert(ArrayKey::from_bytes(b"\0*\0code"), Value::Int(-1));
        }
        f
    }

    /// php's arity check for a method with `min..=max` parameters.
    fn refl_arity(
        &mut self,
        a: &[Value],
        min: usize,
        max: usize,
        class: &str,
        method: &str,
    ) -> Result<(), Fault> {
        let given = a.len().saturating_sub(1);
        if given >= min && given <= max {
            return Ok(());
        }
        let (kind, n) = if given < min {
            (if min == max { "exactly" } else { "at least" }, min)
        } else {
            (if min == max { "exactly" } else { "at most" }, max)
        };
        let msg = format!(
            "{}() expects {kind} {n} argument{}, {given} given",
            display(class, method),
            if n == 1 { "" } else { "s" }
        );
        Err(self.throw_error("ArgumentCountError", msg))
    }

    /// A new object of a reflection class with its `internal` data and public properties.
    fn refl_object(&mut self, class: &str, r: Refl, props: &[(&str, Value)]) -> Value {
        let c = self
            .lookup_class(class.as_bytes())
            .expect("reflection class");
        let mut t = PhpArray::new();
        for (k, v) in props {
            t.insert(ArrayKey::from_bytes(k.as_bytes()), v.clone());
        }
        let o = PhpObject::new(c, t);
        set_refl(&o, r);
        Value::Object(o)
    }

    /// Fills a reflection object made by `new` (its class may be a user subclass).
    fn refl_init(&mut self, obj: &Value, r: Refl, props: &[(&str, Value)]) {
        let Value::Object(o) = obj else { return };
        {
            let mut t = o.0.props_mut();
            for (k, v) in props {
                t.insert(ArrayKey::from_bytes(k.as_bytes()), v.clone());
            }
        }
        set_refl(o, r);
        // `name`/`class` go before a user subclass's own properties.
        crate::objects::reorder(o);
    }

    /// The object's reflected thing, or php's error for an object whose
    /// constructor never ran.
    fn refl_get(&mut self, a: &[Value]) -> Result<Refl, Fault> {
        match a.first().and_then(refl_of) {
            Some(r) => Ok(r),
            None => Err(self.throw_error(
                "Error",
                "Internal error: Failed to retrieve the reflection object",
            )),
        }
    }

    /// A class named by a string or given as an object, for reflection
    /// (autoloading; php's `Class "X" does not exist`).
    fn refl_class_arg(&mut self, v: &Value) -> Result<Rc<ClassRt>, Fault> {
        match v {
            Value::Object(o) => {
                let n = o.class_name().to_vec();
                match self.lookup_class(&n) {
                    Some(c) => Ok(c),
                    None => Err(self.class_missing(&lossy(&n))),
                }
            }
            Value::Ref(r) => self.refl_class_arg(&r.get()),
            other => {
                let n = self.str_conv(other)?;
                let b = n.as_bytes();
                let found = if b.is_empty() {
                    None
                } else {
                    self.find_class(b)?
                };
                match found {
                    Some(c) => Ok(c),
                    None => Err(self.class_missing(&n.to_string_lossy())),
                }
            }
        }
    }
}

fn to_string(vm: &mut Vm, a: &mut [Value], _: &str) -> Result<Value, Fault> {
    tostring::to_string(vm, a)
}

/// A list of values as a PHP array.
fn list(v: Vec<Value>) -> Value {
    Value::list(v)
}

/// Whether `name` is an attribute filter match (`getAttributes(Name, flags)`).
fn attrs_value(
    vm: &mut Vm,
    attrs: &[AttrDecl],
    script: &Rc<ScriptRt>,
    tgt: i64,
    a: &[Value],
) -> Result<Value, Fault> {
    attribute::list(vm, attrs, script, tgt, a)
}

fn func_script(f: &FuncRt) -> Rc<ScriptRt> {
    f.script.clone()
}

/// The extension traits that give `Vm` this module's methods.
pub(crate) mod prelude {
    pub(crate) use super::class::ClassVm;
    pub(crate) use super::class::ClassVm1;
    pub(crate) use super::function::FunctionVm;
    pub(crate) use super::native::NativeVm;
    pub(crate) use super::param::ParamVm;
    pub(crate) use super::ModVm1;
}

/// Reflection as rphp-vm sees it.
pub(crate) static LIB: rphp_vm::native::NativeLib = rphp_vm::native::NativeLib {
    classes: &[&[
        &native::REFLECTION,
        &native::REFERENCE,
        &native::EXTENSION,
        &native::ZEND_EXTENSION,
        &native::GENERATOR,
        &native::FIBER,
    ]],
    str_consts: |_| &[],
    clone_state: |_| None,
    debug_props: |_, _| None,
    view_props: |_, _| None,
    compare_props: |_, _| None,
    compare: |_, _, _| None,
    register: |_| {},
    build_class: |vm, lc| vm.reflection_class(lc),
    class_method,
    uncloneable,
    decorate: |_, _| {},
    forward_target: |_| None,
};
