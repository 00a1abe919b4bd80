//! Class autoloading: the `spl_autoload_*` functions and [`Vm::find_class`],
//! the class lookup that runs the registered autoloaders when a class is
//! not declared yet (`new`, static access, `extends`, `class_exists`...).

use crate::classes::ClassRt;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamSpec as P;
use rphp_value::ParamType::{Bool, Mixed, String as Str};
use rphp_value::{Fault, PhpStr, Value};
use std::rc::Rc;

static FNS: &[EngineBuiltin] = &[
    engine!(
        "spl_autoload_register",
        [
            P::opt("callback", Mixed, "null"),
            P::opt("throw", Bool, "true"),
            P::opt("prepend", Bool, "false")
        ],
        spl_autoload_register
    ),
    engine!(
        "spl_autoload_unregister",
        [P::req("callback", Mixed)],
        spl_autoload_unregister
    ),
    engine!("spl_autoload_functions", [], spl_autoload_functions),
    engine!(
        "spl_autoload_call",
        [P::req("class", Str)],
        spl_autoload_call
    ),
    engine!(
        "spl_autoload",
        [
            P::req("class", Str),
            P::opt("file_extensions", Str, "null").nullable()
        ],
        spl_autoload
    ),
    engine!(
        "spl_autoload_extensions",
        [P::opt("file_extensions", Str, "null").nullable()],
        spl_autoload_extensions
    ),
];

const DEFAULT_EXTENSIONS: &[u8] = b".inc,.php";

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(FNS);
}

/// A class name php would accept for autoloading (no empty or malformed names).
fn valid_class_name(n: &[u8]) -> bool {
    !n.is_empty()
        && n.iter()
            .all(|&b| b.is_ascii_alphanumeric() || b == b'_' || b == b'\\' || b >= 0x80)
}

impl Vm {
    /// The class named `name`, autoloading it if needed.
    pub fn find_class(&mut self, name: &[u8]) -> Result<Option<Rc<ClassRt>>, Fault> {
        if let Some(c) = self.lookup_class(name) {
            return Ok(Some(c));
        }
        if self.classes.autoloaders.is_empty() {
            return Ok(None);
        }
        let n = name.strip_prefix(b"\\").unwrap_or(name);
        if !valid_class_name(n) {
            return Ok(None);
        }
        self.autoload(n)?;
        Ok(self.lookup_class(n))
    }

    /// Runs the autoloaders for `name` until one declares it.
    pub(crate) fn autoload(&mut self, name: &[u8]) -> Result<(), Fault> {
        let lc = name.to_ascii_lowercase();
        // php does not re-enter the autoloader for a class it is already loading.
        if self.classes.autoloading.contains(&lc) {
            return Ok(());
        }
        self.classes.autoloading.push(lc.clone());
        let loaders = self.classes.autoloaders.clone();
        let mut r = Ok(());
        for l in loaders {
            if let Err(e) = self.call_value(&l, vec![Value::Str(PhpStr::from(name.to_vec()))]) {
                r = Err(e);
                break;
            }
            if self.lookup_class(name).is_some() {
                break;
            }
        }
        self.classes.autoloading.retain(|x| x != &lc);
        r
    }

    fn same_callable(a: &Value, b: &Value) -> bool {
        match (a, b) {
            (Value::Resource(x), Value::Resource(y)) => x.0.id == y.0.id,
            _ => rphp_value::compare::loose_eq(a, b),
        }
    }
}

fn spl_autoload_register(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let mut cb = a.first().map(|v| v.get()).unwrap_or(Value::Null);
    if cb.is_null() {
        // The default autoloader.
        cb = Value::Str(PhpStr::from("spl_autoload"));
    }
    if let Err(why) = vm.callable_check(&cb)? {
        let msg = format!(
            "spl_autoload_register(): Argument #1 ($callback) must be a valid callback or null, {why}"
        );
        return Err(vm.throw_error("TypeError", msg));
    }
    let prepend = a.get(2).is_some_and(|v| v.to_bool());
    if vm
        .classes
        .autoloaders
        .iter()
        .any(|l| Vm::same_callable(l, &cb))
    {
        return Ok(Value::Bool(true));
    }
    if prepend {
        vm.classes.autoloaders.insert(0, cb);
    } else {
        vm.classes.autoloaders.push(cb);
    }
    Ok(Value::Bool(true))
}

fn spl_autoload_unregister(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cb = a[0].get();
    let before = vm.classes.autoloaders.len();
    vm.classes
        .autoloaders
        .retain(|l| !Vm::same_callable(l, &cb));
    Ok(Value::Bool(vm.classes.autoloaders.len() != before))
}

fn spl_autoload_functions(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::list(vm.classes.autoloaders.clone()))
}

fn spl_autoload_call(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let n = a[0].to_php_str();
    if vm.lookup_class(n.as_bytes()).is_none() {
        vm.autoload(n.as_bytes())?;
    }
    Ok(Value::Null)
}

/// `spl_autoload()`: the default autoloader. Tries `lower/case/name` plus each
/// extension along the include path, and runs the first file found (once).
fn spl_autoload(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let class = a[0].to_php_str();
    let exts = match a.get(1).map(|v| v.get()) {
        Some(Value::Null) | None => vm
            .classes
            .autoload_extensions
            .clone()
            .unwrap_or_else(|| DEFAULT_EXTENSIONS.to_vec()),
        Some(v) => v.to_php_str().as_bytes().to_vec(),
    };
    let base: Vec<u8> = class
        .as_bytes()
        .iter()
        .map(|&b| {
            if b == b'\\' {
                b'/'
            } else {
                b.to_ascii_lowercase()
            }
        })
        .collect();
    for ext in exts.split(|&b| b == b',') {
        let mut name = base.clone();
        name.extend_from_slice(ext);
        if vm.include_for_autoload(&name)? && vm.lookup_class(class.as_bytes()).is_some() {
            break;
        }
    }
    Ok(Value::Null)
}

fn spl_autoload_extensions(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    if let Some(v) = a.first().map(|v| v.get()).filter(|v| !v.is_null()) {
        vm.classes.autoload_extensions = Some(v.to_php_str().as_bytes().to_vec());
    }
    let cur = vm
        .classes
        .autoload_extensions
        .clone()
        .unwrap_or_else(|| DEFAULT_EXTENSIONS.to_vec());
    Ok(Value::Str(PhpStr::from(cur)))
}
