//! `forward_static_call` / `forward_static_call_array`: `call_user_func`
//! that keeps the caller's late static binding.
//!
//! Called from a method, a static method of a class the caller's called class
//! extends (or is) runs with that called class as `static`, as `parent::m()`
//! would; any other callable is called as `call_user_func` calls it.

use crate::runtime::{Callee, EngineBuiltin};
use crate::vm::Vm;
use rphp_value::ParamType::{Array, Callable, Mixed};
use rphp_value::{Fault, ParamSpec as P, PhpStr, Value};

static FORWARD_FNS: &[EngineBuiltin] = &[
    engine!(
        "forward_static_call",
        [
            P::req("callback", Callable),
            P::req("args", Mixed).variadic()
        ],
        forward_static_call
    ),
    engine!(
        "forward_static_call_array",
        [P::req("callback", Callable), P::req("args", Array)],
        forward_static_call_array
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(FORWARD_FNS);
}

fn forward_static_call(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let args = a[1..].to_vec();
    forward(vm, "forward_static_call", &a[0].clone(), args)
}

fn forward_static_call_array(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    // Like php, only the values count: keys are not parameter names here.
    let args: Vec<Value> = match &a[1] {
        Value::Array(arr) => arr.iter().map(|(_, v)| v.clone()).collect(),
        _ => Vec::new(),
    };
    forward(vm, "forward_static_call_array", &a[0].clone(), args)
}

fn forward(vm: &mut Vm, name: &str, f: &Value, args: Vec<Value>) -> Result<Value, Fault> {
    // Only forward_static_call() insists on a class scope (php's own asymmetry).
    if name == "forward_static_call" && vm.scope_class().is_none() {
        let msg = format!("Cannot call {name}() when no class scope is active");
        return Err(vm.throw_error("Error", msg));
    }
    let called = vm.static_class();
    let (callee, args) = vm.callee_and_args(f, args)?;
    let callee = match (callee, called) {
        (Callee::Closure(func, Value::Str(class)), Some(called))
            if called.name.eq_ignore_ascii_case(class.as_bytes())
                || called.is_subclass_of_name(class.as_bytes()) =>
        {
            Callee::Closure(func, Value::Str(PhpStr::from(called.name.clone())))
        }
        (callee, _) => callee,
    };
    vm.call_callee(callee, args)
}
