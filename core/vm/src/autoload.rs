//! Class autoloading: the `spl_autoload_*` functions and [`Vm::find_class`],
//! the class lookup that runs the registered autoloaders when a class is
//! not declared yet (`new`, static access, `extends`, `class_exists`...).

use crate::classes::ClassRt;
use crate::runtime::{Callee, EngineBuiltin};
use crate::vm::Vm;
use rphp_value::ParamSpec as P;
use rphp_value::ParamType::{Bool, Mixed, String as Str};
use rphp_value::{Fault, PhpStr, Value};
use std::rc::Rc;

macro_rules! engine {
    ($name:literal, [$($p:expr),*], $f:expr) => {
        EngineBuiltin { name: $name, params: &[$($p),*], func: $f }
    };
}

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
    engine!("spl_autoload_call", [P::req("class", Str)], spl_autoload_call),
];

pub(crate) fn register(vm: &mut Vm) {
    for b in FNS {
        vm.functions
            .insert(b.name.as_bytes().to_vec(), Callee::Engine(b));
    }
}

/// A class name php would accept for autoloading (no empty or malformed names).
fn valid_class_name(n: &[u8]) -> bool {
    !n.is_empty()
        && n.iter()
            .all(|&b| b.is_ascii_alphanumeric() || b == b'_' || b == b'\\' || b >= 0x80)
}

impl Vm {
    /// The class named `name`, autoloading it if needed.
    pub(crate) fn find_class(&mut self, name: &[u8]) -> Result<Option<Rc<ClassRt>>, Fault> {
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
    let cb = a.first().map(|v| v.get()).unwrap_or(Value::Null);
    if cb.is_null() {
        return Err(vm.throw_error(
            "Error",
            "spl_autoload_register(): default autoloader (spl_autoload) is not supported",
        ));
    }
    if !vm.value_is_callable(&cb, false) {
        let msg = format!(
            "spl_autoload_register(): Argument #1 ($callback) must be a valid callback or null, {}",
            match &cb {
                Value::Str(s) => format!(
                    "function \"{}\" not found or invalid function name",
                    s.to_string_lossy()
                ),
                _ => "no array or string given".to_string(),
            }
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
    vm.classes.autoloaders.retain(|l| !Vm::same_callable(l, &cb));
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
