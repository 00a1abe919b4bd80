//! What the request has declared and which extensions rphp stands in for:
//! `get_declared_classes`, `get_defined_functions`, `get_defined_constants`,
//! `get_loaded_extensions` and their kin.
//!
//! php lists internal names in its registration order (module start-up
//! order, then each module's own order). rphp builds its built-in classes
//! lazily and keeps functions and constants in hash maps, so the order comes
//! from php itself: the `.txt` files beside this module were written by
//! `php -n -d extension=ctype -d extension=mbstring` (see
//! tools/gen_introspect.sh) and are filtered here to what rphp really
//! provides. User declarations follow in the order the request made them
//! ([`Registry`]).

use crate::classes::ClassRt;
use crate::runtime::{Callee, EngineBuiltin};
use crate::vm::Vm;
use rphp_bytecode::class::flags;
use rphp_value::ParamType::{Bool, Mixed, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpStr, Value};
use std::rc::Rc;

/// php's internal functions in `get_defined_functions()` order: `ext name`
/// lines (functions.txt, embedded deflated: rphp_ext::packed).
pub fn php_functions() -> &'static str {
    rphp_ext::packed_text!("functions.txt.z")
}
/// php's internal classes and interfaces in `get_declared_*()` order:
/// `class|interface ext Name` lines.
const CLASSES: &str = include_str!("classes.txt");
/// php's constants in `get_defined_constants(true)` order: `ext NAME` lines
/// (constants.txt, embedded deflated).
pub fn php_constants() -> &'static str {
    rphp_ext::packed_text!("constants.txt.z")
}

/// The extensions rphp always provides, in php's start-up order.
const BASE_EXTENSIONS: &[&str] = &[
    "Core",
    "date",
    "pcre",
    "filter",
    "hash",
    "json",
    "random",
    "Reflection",
    "SPL",
    "standard",
];

/// Built-in extensions php loads only as shared objects: listed once the
/// command line names them (`-d extension=ctype`), as php lists them then.
const SHARED_EXTENSIONS: &[&str] = &["ctype", "mbstring"];

/// Declaration order of the request's own functions and constants, and the
/// shared extensions it was started with.
#[derive(Default)]
pub(crate) struct Registry {
    /// Lower-case names of user functions, in declaration order.
    pub functions: Vec<Vec<u8>>,
    /// Names of user constants (`define`, `const`), in definition order.
    pub constants: Vec<Vec<u8>>,
    /// Shared extensions named by `-d extension=`.
    pub extensions: Vec<&'static str>,
}

impl Registry {
    /// Notes a `-d extension=NAME` setting (`ctype`, `ctype.so`, `php_ctype.dll`).
    pub(crate) fn load_extension(&mut self, value: &str) {
        let base = value.rsplit(['/', '\\']).next().unwrap_or(value);
        let base = base.strip_prefix("php_").unwrap_or(base);
        let base = base.split('.').next().unwrap_or(base);
        if let Some(e) = SHARED_EXTENSIONS
            .iter()
            .find(|e| e.eq_ignore_ascii_case(base))
        {
            if !self.extensions.contains(e) {
                self.extensions.push(e);
            }
        }
    }
}

static ENGINE: &[EngineBuiltin] = &[
    engine!("get_declared_classes", [], get_declared_classes),
    engine!("get_declared_interfaces", [], get_declared_interfaces),
    engine!("get_declared_traits", [], get_declared_traits),
    engine!(
        "get_defined_functions",
        [P::opt("exclude_disabled", Bool, "true")],
        get_defined_functions
    ),
    engine!(
        "get_defined_constants",
        [P::opt("categorize", Bool, "false")],
        get_defined_constants
    ),
    engine!(
        "extension_loaded",
        [P::req("extension", Str)],
        extension_loaded
    ),
    engine!(
        "get_loaded_extensions",
        [P::opt("zend_extensions", Bool, "false")],
        get_loaded_extensions
    ),
    engine!(
        "get_extension_funcs",
        [P::req("extension", Str)],
        get_extension_funcs
    ),
    engine!("zend_version", [], zend_version),
    engine!("gc_mem_caches", [], gc_mem_caches),
    engine!(
        "get_mangled_object_vars",
        [P::req("object", Mixed)],
        get_mangled_object_vars
    ),
    engine!("spl_classes", [], spl_classes),
    engine!(
        "debug_backtrace",
        [
            P::opt(
                "options",
                rphp_value::ParamType::Int,
                "DEBUG_BACKTRACE_PROVIDE_OBJECT"
            ),
            P::opt("limit", rphp_value::ParamType::Int, "0")
        ],
        crate::backtrace::debug_backtrace
    ),
    engine!(
        "debug_print_backtrace",
        [
            P::opt("options", rphp_value::ParamType::Int, "0"),
            P::opt("limit", rphp_value::ParamType::Int, "0")
        ],
        crate::backtrace::debug_print_backtrace
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(ENGINE);
    for (k, v) in CONSTANT_VALUES {
        let v = match v {
            K::Int(i) => Value::Int(*i),
            K::Bool(b) => Value::Bool(*b),
            K::Null => Value::Null,
            K::Str(t) => s(*t),
        };
        vm.constants.entry(k.as_bytes().to_vec()).or_insert(v);
    }
}

/// A constant's value in [`CONSTANT_VALUES`].
enum K {
    Int(i64),
    Bool(bool),
    Null,
    Str(&'static str),
}

/// Core and standard constants with fixed values (the directories are
/// those of the Debian php 8.2 build the corpus is recorded with).
const CONSTANT_VALUES: &[(&str, K)] = &[
    (
        "DEBUG_BACKTRACE_PROVIDE_OBJECT",
        K::Int(crate::backtrace::PROVIDE_OBJECT),
    ),
    (
        "DEBUG_BACKTRACE_IGNORE_ARGS",
        K::Int(crate::backtrace::IGNORE_ARGS),
    ),
    ("ZEND_THREAD_SAFE", K::Bool(false)),
    ("ZEND_DEBUG_BUILD", K::Bool(false)),
    ("TRUE", K::Bool(true)),
    ("FALSE", K::Bool(false)),
    ("NULL", K::Null),
    ("PHP_ZTS", K::Int(0)),
    ("PEAR_INSTALL_DIR", K::Str("/usr/share/php")),
    ("PEAR_EXTENSION_DIR", K::Str("/usr/lib/php/20220829")),
    ("PHP_EXTENSION_DIR", K::Str("/usr/lib/php/20220829")),
    ("PHP_PREFIX", K::Str("/usr")),
    ("PHP_BINDIR", K::Str("/usr/bin")),
    ("PHP_MANDIR", K::Str("/usr/share/man")),
    ("PHP_LIBDIR", K::Str("/usr/lib/php")),
    ("PHP_DATADIR", K::Str("/usr/share/php/8.2")),
    ("PHP_SYSCONFDIR", K::Str("/etc")),
    ("PHP_LOCALSTATEDIR", K::Str("/var")),
    ("PHP_CONFIG_FILE_PATH", K::Str("/etc/php/8.2/cli")),
    (
        "PHP_CONFIG_FILE_SCAN_DIR",
        K::Str("/etc/php/8.2/cli/conf.d"),
    ),
    ("PHP_SHLIB_SUFFIX", K::Str("so")),
    ("PHP_FD_SETSIZE", K::Int(1024)),
    ("PHP_OUTPUT_HANDLER_START", K::Int(1)),
    ("PHP_OUTPUT_HANDLER_WRITE", K::Int(0)),
    ("PHP_OUTPUT_HANDLER_FLUSH", K::Int(4)),
    ("PHP_OUTPUT_HANDLER_CLEAN", K::Int(2)),
    ("PHP_OUTPUT_HANDLER_FINAL", K::Int(8)),
    ("PHP_OUTPUT_HANDLER_CONT", K::Int(0)),
    ("PHP_OUTPUT_HANDLER_END", K::Int(8)),
    ("PHP_OUTPUT_HANDLER_CLEANABLE", K::Int(16)),
    ("PHP_OUTPUT_HANDLER_FLUSHABLE", K::Int(32)),
    ("PHP_OUTPUT_HANDLER_REMOVABLE", K::Int(64)),
    ("PHP_OUTPUT_HANDLER_STDFLAGS", K::Int(112)),
    ("PHP_OUTPUT_HANDLER_STARTED", K::Int(4096)),
    ("PHP_OUTPUT_HANDLER_DISABLED", K::Int(8192)),
    ("UPLOAD_ERR_OK", K::Int(0)),
    ("UPLOAD_ERR_INI_SIZE", K::Int(1)),
    ("UPLOAD_ERR_FORM_SIZE", K::Int(2)),
    ("UPLOAD_ERR_PARTIAL", K::Int(3)),
    ("UPLOAD_ERR_NO_FILE", K::Int(4)),
    ("UPLOAD_ERR_NO_TMP_DIR", K::Int(6)),
    ("UPLOAD_ERR_CANT_WRITE", K::Int(7)),
    ("UPLOAD_ERR_EXTENSION", K::Int(8)),
    ("PHP_URL_SCHEME", K::Int(0)),
    ("PHP_URL_HOST", K::Int(1)),
    ("PHP_URL_PORT", K::Int(2)),
    ("PHP_URL_USER", K::Int(3)),
    ("PHP_URL_PASS", K::Int(4)),
    ("PHP_URL_PATH", K::Int(5)),
    ("PHP_URL_QUERY", K::Int(6)),
    ("PHP_URL_FRAGMENT", K::Int(7)),
    ("PHP_QUERY_RFC1738", K::Int(1)),
    ("PHP_QUERY_RFC3986", K::Int(2)),
    ("PATHINFO_DIRNAME", K::Int(1)),
    ("PATHINFO_BASENAME", K::Int(2)),
    ("PATHINFO_EXTENSION", K::Int(4)),
    ("PATHINFO_FILENAME", K::Int(8)),
    ("PATHINFO_ALL", K::Int(15)),
];

fn s(v: impl Into<PhpStr>) -> Value {
    Value::Str(v.into())
}

fn list(names: impl IntoIterator<Item = Vec<u8>>) -> Value {
    Value::list(names.into_iter().map(s).collect())
}

impl Vm {
    /// The extensions this request reports as loaded, in php's order.
    pub(crate) fn loaded_extensions(&self) -> Vec<&'static str> {
        let mut v = BASE_EXTENSIONS.to_vec();
        v.extend(self.registry.extensions.iter().copied());
        v
    }

    /// The canonical name of a loaded extension named case-insensitively.
    pub fn loaded_extension(&self, name: &[u8]) -> Option<&'static str> {
        self.loaded_extensions()
            .into_iter()
            .find(|e| e.as_bytes().eq_ignore_ascii_case(name))
    }

    /// A built-in class rphp provides (not a user class of that name).
    fn internal_class(&mut self, name: &str) -> Option<Rc<ClassRt>> {
        self.lookup_class(name.as_bytes())
            .filter(|c| c.decl.is_none())
    }

    /// Names of declared classes whose kind `want` accepts: the internal
    /// ones of `kind` in php's order, then user ones as declared (aliases
    /// of user classes under their lower-case alias, as php lists them).
    fn declared(&mut self, kind: &str, want: fn(u32) -> bool) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for line in CLASSES.lines() {
            let mut it = line.split(' ');
            let (Some(k), Some(_ext), Some(name)) = (it.next(), it.next(), it.next()) else {
                continue;
            };
            if k == kind && self.internal_class(name).is_some() {
                out.push(name.as_bytes().to_vec());
            }
        }
        for lc in self.classes.order.clone() {
            let Some(c) = self.classes.map.get(&lc) else {
                continue;
            };
            if c.decl.is_none() || !want(c.flags) {
                continue;
            }
            if c.name.eq_ignore_ascii_case(&lc) {
                out.push(c.name.clone());
            } else {
                out.push(lc);
            }
        }
        out
    }

    /// Internal functions rphp provides, in php's order, then those php
    /// lacks (by name).
    fn internal_functions(&self, ext: Option<&str>) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for line in php_functions().lines() {
            let Some((e, name)) = line.split_once(' ') else {
                continue;
            };
            seen.insert(name.as_bytes());
            if ext.is_some_and(|x| !x.eq_ignore_ascii_case(e)) {
                continue;
            }
            if matches!(
                self.functions.get(name.as_bytes()),
                Some(Callee::Builtin(_) | Callee::Engine(_))
            ) {
                out.push(name.as_bytes().to_vec());
            }
        }
        if ext.is_none() {
            let mut extra: Vec<Vec<u8>> = self
                .functions
                .iter()
                .filter(|(k, c)| {
                    matches!(c, Callee::Builtin(_) | Callee::Engine(_))
                        && !seen.contains(k.as_slice())
                        && !k.contains(&b':')
                        && !k.contains(&b'-')
                })
                .map(|(k, _)| k.clone())
                .collect();
            rphp_value::sort::sort(&mut extra);
            out.extend(extra);
        }
        out
    }
}

fn get_declared_classes(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let v = vm.declared("class", |f| f & (flags::INTERFACE | flags::TRAIT) == 0);
    Ok(list(v))
}

fn get_declared_interfaces(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let v = vm.declared("interface", |f| f & flags::INTERFACE != 0);
    Ok(list(v))
}

fn get_declared_traits(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let v = vm.declared("trait", |f| f & flags::TRAIT != 0);
    Ok(list(v))
}

fn get_defined_functions(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    if a.first().is_some_and(|v| !v.to_bool()) {
        vm.raise(
            ErrorLevel::Deprecated,
            "get_defined_functions(): Setting $exclude_disabled to false has no effect",
        )?;
    }
    let mut out = PhpArray::new();
    out.insert(
        ArrayKey::from_bytes(b"internal"),
        list(vm.internal_functions(None)),
    );
    let user: Vec<Vec<u8>> = vm
        .registry
        .functions
        .iter()
        .filter(|n| matches!(vm.functions.get(*n), Some(Callee::User(_))))
        .cloned()
        .collect();
    out.insert(ArrayKey::from_bytes(b"user"), list(user));
    Ok(Value::Array(out))
}

fn get_defined_constants(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let categorize = a.first().is_some_and(|v| v.to_bool());
    let loaded = vm.loaded_extensions();
    let user: std::collections::HashSet<&[u8]> =
        vm.registry.constants.iter().map(|n| n.as_slice()).collect();
    let mut flat = PhpArray::new();
    let mut cats = PhpArray::new();
    let mut cur: Option<(&str, PhpArray)> = None;
    let flush = |cats: &mut PhpArray, cur: Option<(&str, PhpArray)>| {
        if let Some((e, arr)) = cur {
            if !arr.is_empty() {
                cats.insert(ArrayKey::from_bytes(e.as_bytes()), Value::Array(arr));
            }
        }
    };
    for line in php_constants().lines() {
        let Some((e, name)) = line.split_once(' ') else {
            continue;
        };
        if !loaded.iter().any(|l| l.eq_ignore_ascii_case(e)) || user.contains(name.as_bytes()) {
            continue;
        }
        let Some(v) = vm.constants.get(name.as_bytes()) else {
            continue;
        };
        if categorize {
            if cur.as_ref().is_none_or(|(c, _)| *c != e) {
                flush(&mut cats, cur.take());
                cur = Some((e, PhpArray::new()));
            }
            if let Some((_, arr)) = cur.as_mut() {
                arr.insert(ArrayKey::from_bytes(name.as_bytes()), v.clone());
            }
        } else {
            flat.insert(ArrayKey::from_bytes(name.as_bytes()), v.clone());
        }
    }
    flush(&mut cats, cur.take());
    let mut users = PhpArray::new();
    for n in &vm.registry.constants {
        if let Some(v) = vm.constants.get(n) {
            users.insert(ArrayKey::Str(PhpStr::from(n.clone())), v.clone());
        }
    }
    if !categorize {
        for (k, v) in users.iter() {
            flat.insert(k.clone(), v.clone());
        }
        return Ok(Value::Array(flat));
    }
    if !users.is_empty() {
        cats.insert(ArrayKey::from_bytes(b"user"), Value::Array(users));
    }
    Ok(Value::Array(cats))
}

fn extension_loaded(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = a[0].to_php_str();
    Ok(Value::Bool(vm.loaded_extension(name.as_bytes()).is_some()))
}

fn get_loaded_extensions(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    // No Zend extensions (opcache, xdebug) are ever loaded.
    if a.first().is_some_and(|v| v.to_bool()) {
        return Ok(Value::Array(PhpArray::new()));
    }
    let v = vm.loaded_extensions();
    Ok(list(v.into_iter().map(|e| e.as_bytes().to_vec())))
}

fn get_extension_funcs(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = a[0].to_php_str();
    let Some(ext) = vm.loaded_extension(name.as_bytes()) else {
        return Ok(Value::Bool(false));
    };
    let funcs = vm.internal_functions(Some(ext));
    // php answers false for a module that registers no functions (Reflection).
    if funcs.is_empty() {
        return Ok(Value::Bool(false));
    }
    Ok(list(funcs))
}

/// The Zend Engine version php 8.2.36 reports.
fn zend_version(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(s("4.2.36"))
}

/// rphp's allocator keeps no engine-level caches to give back.
fn gc_mem_caches(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(0))
}

fn get_mangled_object_vars(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let Value::Object(o) = a[0].get() else {
        let given = crate::calls::given_type(&a[0].get());
        let msg = format!(
            "get_mangled_object_vars(): Argument #1 ($object) must be of type object, {given} given"
        );
        return Err(vm.throw_error("TypeError", msg));
    };
    let props = o.props();
    // Integer-like string keys become integer keys, as in an `(array)` cast.
    let mut out = PhpArray::new();
    for (k, v) in props.iter() {
        let k = match k {
            ArrayKey::Str(s) => ArrayKey::from_bytes(s.as_bytes()),
            k => k.clone(),
        };
        out.insert(k, v.clone());
    }
    Ok(Value::Array(out))
}

/// `spl_classes()`'s list, in php's (SPL_LIST_CLASSES) order.
const SPL_CLASSES: &[&str] = &[
    "AppendIterator",
    "ArrayIterator",
    "ArrayObject",
    "BadFunctionCallException",
    "BadMethodCallException",
    "CachingIterator",
    "CallbackFilterIterator",
    "DirectoryIterator",
    "DomainException",
    "EmptyIterator",
    "FilesystemIterator",
    "FilterIterator",
    "GlobIterator",
    "InfiniteIterator",
    "InvalidArgumentException",
    "IteratorIterator",
    "LengthException",
    "LimitIterator",
    "LogicException",
    "MultipleIterator",
    "NoRewindIterator",
    "OuterIterator",
    "OutOfBoundsException",
    "OutOfRangeException",
    "OverflowException",
    "ParentIterator",
    "RangeException",
    "RecursiveArrayIterator",
    "RecursiveCachingIterator",
    "RecursiveCallbackFilterIterator",
    "RecursiveDirectoryIterator",
    "RecursiveFilterIterator",
    "RecursiveIterator",
    "RecursiveIteratorIterator",
    "RecursiveRegexIterator",
    "RecursiveTreeIterator",
    "RegexIterator",
    "RuntimeException",
    "SeekableIterator",
    "SplDoublyLinkedList",
    "SplFileInfo",
    "SplFileObject",
    "SplFixedArray",
    "SplHeap",
    "SplMinHeap",
    "SplMaxHeap",
    "SplObjectStorage",
    "SplObserver",
    "SplPriorityQueue",
    "SplQueue",
    "SplStack",
    "SplSubject",
    "SplTempFileObject",
    "UnderflowException",
    "UnexpectedValueException",
];

fn spl_classes(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let mut out = PhpArray::new();
    for name in SPL_CLASSES {
        if vm.internal_class(name).is_some() {
            out.insert(ArrayKey::from_bytes(name.as_bytes()), s(*name));
        }
    }
    Ok(Value::Array(out))
}

#[cfg(test)]
mod packed_tests {
    #[test]
    fn packed_copies_are_current() {
        assert!(
            super::php_functions() == include_str!("functions.txt"),
            "stale packed copy: run tools/pack_tables.py"
        );
        assert!(
            super::php_constants() == include_str!("constants.txt"),
            "stale packed copy: run tools/pack_tables.py"
        );
    }
}
