//! rphp-ext: PHP's standard library functions, written against rphp-value only.
//!
//! Each module holds one family (output, types, strings, arrays, math, ...)
//! and exports a `BUILTINS` table of [`Builtin`] declarations. The VM
//! registers [`builtins()`] at start-up; it checks arity and coerces argument
//! types from each declaration before calling, so a function body here sees
//! arguments that already have the declared PHP types.

use rphp_value::Builtin;

/// Every builtin this crate provides.
pub fn builtins() -> impl Iterator<Item = &'static Builtin> {
    let tables: &[&'static [Builtin]] = &[];
    tables.iter().flat_map(|t| t.iter())
}
