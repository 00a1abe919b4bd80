//! Classes whose behaviour lives in rphp-ext, which cannot define classes:
//! the VM declares them (name, flags, the methods that must be native) and
//! the library's functions create their objects (`Context::new_object`)
//! and keep state in them as an `ExtState`.
//!
//! `HashContext`: made by `hash_init`; its constructor is private in php.
//! The table also lists reflection/native.rs's classes (this is the one
//! native-class table outside spl/).

use crate::spl::{method, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_bytecode::class::flags::FINAL;
use rphp_value::{Fault, PhpObject, Value};

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "HashContext",
        parent: None,
        interfaces: &[],
        flags: FINAL,
        consts: &[],
        methods: METHODS,
    },
    // The reflection classes that are plain native classes (reflection/native.rs).
    &crate::reflection::native::REFLECTION,
    &crate::reflection::native::REFERENCE,
    &crate::reflection::native::EXTENSION,
    &crate::reflection::native::ZEND_EXTENSION,
    &crate::reflection::native::GENERATOR,
    &crate::reflection::native::FIBER,
];

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
