//! PHP 8 type juggling: values to bool, int, float and string, and the
//! numeric-string rules (the "Saner numeric strings" RFC).
//!
//! Functions that PHP may warn about return a [`NumericKind`] so the caller
//! (VM or builtin) can raise "A non-numeric value encountered" or throw
//! "Unsupported operand types" as the operation requires.

use crate::{PhpStr, Value};

/// A number parsed from a string.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number {
    Int(i64),
    Float(f64),
}

/// How much of a string was numeric.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumericKind {
    /// The whole string (leading whitespace and trailing whitespace allowed): `" 12 "`, `"1e3"`.
    Numeric,
    /// A numeric prefix followed by garbage: `"12abc"`.
    Leading,
    /// No numeric prefix at all: `"abc"`, `""`.
    NonNumeric,
}

/// Parses a string as PHP does for arithmetic: `(number, kind)`. For
/// `NonNumeric` the number is `Int(0)`. Integer strings that overflow i64
/// become floats.
pub fn parse_numeric(s: &[u8]) -> (Number, NumericKind) {
    let _ = s;
    todo!()
}

/// `is_numeric()` semantics: `Some` only for wholly numeric strings.
pub fn numeric_string(s: &[u8]) -> Option<Number> {
    match parse_numeric(s) {
        (n, NumericKind::Numeric) => Some(n),
        _ => None,
    }
}

/// `(bool)$v`
pub fn to_bool(v: &Value) -> bool {
    let _ = v;
    todo!()
}

/// `(int)$v`: floats truncate (NaN/Inf and out of range follow PHP 8.2 on 64-bit),
/// strings take their numeric prefix, arrays are 0/1.
pub fn to_int(v: &Value) -> i64 {
    let _ = v;
    todo!()
}

/// PHP's float to int conversion (`zend_dval_to_lval`).
pub fn float_to_int(f: f64) -> i64 {
    let _ = f;
    todo!()
}

/// `(float)$v`
pub fn to_float(v: &Value) -> f64 {
    let _ = v;
    todo!()
}

/// `(string)$v` for scalars; floats use the `precision` ini (see [`crate::float`]).
/// Arrays give `"Array"` (the caller raises "Array to string conversion").
pub fn to_str(v: &Value) -> PhpStr {
    let _ = v;
    todo!()
}

/// Appends `(string)$v` to `out` without an intermediate allocation when possible.
pub fn append_str(v: &Value, out: &mut Vec<u8>) {
    let _ = (v, out);
    todo!()
}

/// A value as a number for arithmetic: `None` for arrays (the caller throws
/// "Unsupported operand types"); strings report their [`NumericKind`].
pub fn to_number(v: &Value) -> Option<(Number, NumericKind)> {
    let _ = v;
    todo!()
}
