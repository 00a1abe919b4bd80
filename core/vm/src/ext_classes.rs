//! Classes whose behaviour lives in rphp-ext, which cannot define classes:
//! the VM declares them (name, flags, the methods that must be native) and
//! the library's functions create their objects (`Context::new_object`)
//! and keep state in them as an `ExtState`.
//!
//! `HashContext`: made by `hash_init`; its constructor is private in php.
//! (Reflection's plain native classes are in rphp-vmlib, reflection/native.rs.)

use crate::spl::{method, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_bytecode::class::flags::FINAL;
use rphp_value::{Fault, PhpObject, Value};

pub(crate) static CLASSES: &[&NativeClass] = &[&NativeClass {
    name: "HashContext",
    parent: None,
    interfaces: &[],
    flags: FINAL,
    consts: &[],
    methods: METHODS,
}];

static METHODS: &[NativeMethod] = &[method!("HashContext", "__construct", private_ctor, [])];

/// `new HashContext()`: php's error for calling a private constructor.
fn private_ctor(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let msg = format!(
        "Call to private {}::__construct() from {}",
        String::from_utf8_lossy(this.class_name()),
        vm.scope_desc()
    );
    Err(vm.throw_error("Error", msg))
}
