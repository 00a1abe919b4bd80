//! php 8.2's `#[SensitiveParameter]`: an argument of a parameter carrying
//! the attribute shows in stack traces (exceptions, `debug_backtrace`) as a
//! `SensitiveParameterValue` object, which keeps the value out of var_dump,
//! print_r, `(array)` and serialization and hands it back only through
//! `getValue()`.

use crate::spl::{method, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_bytecode::class::flags::FINAL;
use rphp_bytecode::Function;
use rphp_value::ParamSpec as P;
use rphp_value::ParamType::Mixed;
use rphp_value::{Fault, PhpArray, PhpObject, Value};

pub(crate) static CLASSES: &[&NativeClass] = &[&NativeClass {
    name: "SensitiveParameterValue",
    parent: None,
    interfaces: &[],
    flags: FINAL,
    consts: &[],
    methods: METHODS,
}];

static METHODS: &[NativeMethod] = &[
    method!(
        "SensitiveParameterValue",
        "__construct",
        construct,
        [P::req("value", Mixed)]
    ),
    method!("SensitiveParameterValue", "getValue", get_value, []),
    method!("SensitiveParameterValue", "__debugInfo", debug_info, []),
];

/// The hidden value, in the object's `internal` slot.
struct Hidden(Value);

fn construct(_: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    *this.0.internal.borrow_mut() = Some(Box::new(Hidden(a[0].get())));
    Ok(Value::Null)
}

fn get_value(_: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let internal = this.0.internal.borrow();
    Ok(internal
        .as_ref()
        .and_then(|b| b.downcast_ref::<Hidden>())
        .map(|h| h.0.clone())
        .unwrap_or(Value::Null))
}

/// var_dump shows nothing of the value.
fn debug_info(_: &mut Vm, _: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Array(PhpArray::new()))
}

/// Whether parameter `i` of `f` (an argument past the declared ones belongs
/// to a variadic last parameter) is marked `#[SensitiveParameter]`.
pub(crate) fn is_sensitive(f: &Function, i: usize) -> bool {
    let p = match f.params.get(i) {
        Some(p) => p,
        None if f.is_variadic() => match f.params.last() {
            Some(p) => p,
            None => return false,
        },
        None => return false,
    };
    p.attributes.iter().any(|a| {
        let n = a.name.strip_prefix(b"\\").unwrap_or(&a.name);
        n.eq_ignore_ascii_case(b"SensitiveParameter")
    })
}

impl Vm {
    /// Wraps the arguments of sensitive parameters a trace recorded
    /// (`TraceEntry::hidden`) in new `SensitiveParameterValue` objects.
    pub(crate) fn wrap_hidden(&mut self, trace: &mut [crate::errors::TraceEntry]) {
        if trace.iter().all(|e| e.hidden.is_empty()) {
            return;
        }
        let Some(class) = self.lookup_class(b"SensitiveParameterValue") else {
            return;
        };
        for e in trace {
            for j in std::mem::take(&mut e.hidden) {
                if let Some(a) = e.args.get_mut(j) {
                    let o = PhpObject::new(class.clone(), PhpArray::new());
                    *o.0.internal.borrow_mut() = Some(Box::new(Hidden(std::mem::take(a))));
                    *a = Value::Object(o);
                }
            }
        }
    }
}
