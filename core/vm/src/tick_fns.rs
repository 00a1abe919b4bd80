//! `register_tick_function` / `unregister_tick_function` and the `Tick`
//! instruction the compiler emits after each statement under
//! `declare(ticks=N)`.
//!
//! As in php, one counter serves every tick site: each `Tick n` adds one and,
//! once the count reaches its `n`, resets it and calls the registered
//! functions in order. A function is not re-entered while it runs (a tick
//! function declared under `declare(ticks)` ticks itself).

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Callable, Mixed};
use rphp_value::{Fault, ParamSpec as P, Value};

static TICK_FNS: &[EngineBuiltin] = &[
    engine!(
        "register_tick_function",
        [
            P::req("callback", Callable),
            P::req("args", Mixed).variadic()
        ],
        register_tick_function
    ),
    engine!(
        "unregister_tick_function",
        [P::req("callback", Callable)],
        unregister_tick_function
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(TICK_FNS);
}

/// One registered tick function.
pub(crate) struct TickFn {
    id: u64,
    callback: Value,
    args: Vec<Value>,
    calling: bool,
}

/// The request's tick functions and counter.
#[derive(Default)]
pub(crate) struct Ticks {
    fns: Vec<TickFn>,
    count: u32,
    next_id: u64,
}

fn register_tick_function(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let t = &mut vm.ticks;
    t.next_id += 1;
    t.fns.push(TickFn {
        id: t.next_id,
        callback: a[0].get(),
        args: a[1..].iter().map(Value::get).collect(),
        calling: false,
    });
    Ok(Value::Bool(true))
}

/// php's `user_tick_function_compare`: names as bytes, arrays and objects
/// with `==`.
fn same_callback(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => x.as_bytes() == y.as_bytes(),
        (Value::Array(_), Value::Array(_)) | (Value::Object(_), Value::Object(_)) => a.loose_eq(b),
        _ => false,
    }
}

fn unregister_tick_function(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cb = a[0].get();
    // Only the first match goes.
    if let Some(i) = vm
        .ticks
        .fns
        .iter()
        .position(|f| same_callback(&f.callback, &cb))
    {
        if vm.ticks.fns[i].calling {
            return Err(vm.throw_error(
                "Error",
                "Registered tick function cannot be unregistered while it is being executed",
            ));
        }
        vm.ticks.fns.remove(i);
    }
    Ok(Value::Null)
}

impl Vm {
    /// `Tick n`: count, and every `n` ticks run the tick functions.
    pub(crate) fn tick(&mut self, n: u32) -> Result<(), Fault> {
        self.ticks.count += 1;
        if self.ticks.count < n {
            return Ok(());
        }
        self.ticks.count = 0;
        let ids: Vec<u64> = self.ticks.fns.iter().map(|f| f.id).collect();
        for id in ids {
            let Some(f) = self.ticks.fns.iter_mut().find(|f| f.id == id) else {
                continue;
            };
            if f.calling {
                continue;
            }
            f.calling = true;
            let (cb, args) = (f.callback.clone(), f.args.clone());
            let r = self.call_value(&cb, args);
            if let Some(f) = self.ticks.fns.iter_mut().find(|f| f.id == id) {
                f.calling = false;
            }
            r?;
        }
        Ok(())
    }
}
