//! Array functions (ext/standard/array.c), one file per family.

pub mod access;
pub mod build;
pub mod callback;
pub mod minmax;
pub mod multisort;
pub mod pointer;
pub mod range;
pub mod recursive;
pub mod setops;
pub mod sort;
pub mod stack;
pub mod userset;
pub mod zsort;

use rphp_value::Builtin;

/// The array family's tables, in registration order.
pub const TABLES: &[&[Builtin]] = &[
    access::BUILTINS,
    build::BUILTINS,
    callback::BUILTINS,
    minmax::BUILTINS,
    multisort::BUILTINS,
    pointer::BUILTINS,
    range::BUILTINS,
    setops::BUILTINS,
    sort::BUILTINS,
    stack::BUILTINS,
    recursive::BUILTINS,
    userset::BUILTINS,
];
