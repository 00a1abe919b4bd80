//! PHP 8 type juggling: values to bool, int, float and string, and the
//! numeric-string rules (the "Saner numeric strings" RFC).
//!
//! Functions that PHP may warn about return a [`NumericKind`] so the caller
//! (VM or builtin) can raise "A non-numeric value encountered" or throw
//! "Unsupported operand types" as the operation requires.
//!
//! A numeric string (PHP's `_is_numeric_string_ex`) is: optional leading
//! whitespace (` \t\n\r\v\f`), an optional sign, then either digits with an
//! optional `.digits` fraction, or `.digits`; then an optional exponent
//! (`e`/`E`, optional sign, at least one digit); then optional trailing
//! whitespace. `0x1A`, `0b1`, `0o7`, `1_000`, `inf` and `nan` are not
//! numeric (they may have a numeric *prefix*: `"0x1A"` is `0` + garbage).
//! Integer-looking strings that do not fit an i64 are floats.

use crate::{float, PhpStr, Value};

/// A number parsed from a string.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number {
    Int(i64),
    Float(f64),
}

impl Number {
    #[inline]
    pub fn to_f64(self) -> f64 {
        match self {
            Number::Int(i) => i as f64,
            Number::Float(f) => f,
        }
    }
    #[inline]
    pub fn to_value(self) -> Value {
        match self {
            Number::Int(i) => Value::Int(i),
            Number::Float(f) => Value::Float(f),
        }
    }
}

impl From<Number> for Value {
    #[inline]
    fn from(n: Number) -> Value {
        n.to_value()
    }
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

#[inline]
fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// The shape of a numeric prefix, found without converting it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Scan {
    /// Start of the number (after leading whitespace, at the sign if any).
    pub start: usize,
    /// One past the number's last byte.
    pub end: usize,
    /// Has a `.` or an exponent.
    pub is_float: bool,
    /// Only whitespace follows the number.
    pub whole: bool,
}

/// Finds the numeric prefix of `s`, or `None` if there is none.
#[inline]
pub(crate) fn scan(s: &[u8]) -> Option<Scan> {
    let n = s.len();
    let mut i = 0;
    while i < n && is_ws(s[i]) {
        i += 1;
    }
    let start = i;
    if i < n && (s[i] == b'-' || s[i] == b'+') {
        i += 1;
    }
    let int_start = i;
    while i < n && s[i].is_ascii_digit() {
        i += 1;
    }
    let int_digits = i - int_start;
    let mut is_float = false;
    if i < n && s[i] == b'.' {
        let frac_start = i + 1;
        let mut j = frac_start;
        while j < n && s[j].is_ascii_digit() {
            j += 1;
        }
        if int_digits > 0 || j > frac_start {
            is_float = true;
            i = j;
        }
    }
    if int_digits == 0 && !is_float {
        return None;
    }
    if i < n && (s[i] == b'e' || s[i] == b'E') {
        let mut j = i + 1;
        if j < n && (s[j] == b'-' || s[j] == b'+') {
            j += 1;
        }
        if j < n && s[j].is_ascii_digit() {
            while j < n && s[j].is_ascii_digit() {
                j += 1;
            }
            is_float = true;
            i = j;
        }
    }
    let end = i;
    while i < n && is_ws(s[i]) {
        i += 1;
    }
    Some(Scan {
        start,
        end,
        is_float,
        whole: i == n,
    })
}

/// Parses the float literal `s[sc.start..sc.end]` (ASCII by construction).
#[inline]
fn parse_float(s: &[u8]) -> f64 {
    // The scanner only accepts [+-]digits[.digits][e[+-]digits], which Rust parses.
    std::str::from_utf8(s)
        .ok()
        .and_then(|t| t.parse::<f64>().ok())
        .unwrap_or(0.0)
}

/// Converts a scanned prefix: `(number, overflow)` where overflow is +1/-1
/// when an integer-looking string did not fit an i64 (PHP's `oflow`).
#[inline]
pub(crate) fn convert_scan(s: &[u8], sc: Scan) -> (Number, i8) {
    let lit = &s[sc.start..sc.end];
    if !sc.is_float {
        let (neg, digits) = match lit[0] {
            b'-' => (true, &lit[1..]),
            b'+' => (false, &lit[1..]),
            _ => (false, lit),
        };
        let mut n: u64 = 0;
        let mut overflow = false;
        for &c in digits {
            match n
                .checked_mul(10)
                .and_then(|m| m.checked_add(u64::from(c - b'0')))
            {
                Some(m) => n = m,
                None => {
                    overflow = true;
                    break;
                }
            }
        }
        if !overflow {
            if neg && n <= i64::MAX as u64 + 1 {
                return (Number::Int((n as i64).wrapping_neg()), 0);
            }
            if !neg && n <= i64::MAX as u64 {
                return (Number::Int(n as i64), 0);
            }
        }
        return (Number::Float(parse_float(lit)), if neg { -1 } else { 1 });
    }
    (Number::Float(parse_float(lit)), 0)
}

/// Parses a string as PHP does for arithmetic: `(number, kind)`. For
/// `NonNumeric` the number is `Int(0)`. Integer strings that overflow i64
/// become floats.
pub fn parse_numeric(s: &[u8]) -> (Number, NumericKind) {
    match scan(s) {
        None => (Number::Int(0), NumericKind::NonNumeric),
        Some(sc) => {
            let kind = if sc.whole {
                NumericKind::Numeric
            } else {
                NumericKind::Leading
            };
            (convert_scan(s, sc).0, kind)
        }
    }
}

/// `is_numeric()` semantics: `Some` only for wholly numeric strings.
pub fn numeric_string(s: &[u8]) -> Option<Number> {
    match parse_numeric(s) {
        (n, NumericKind::Numeric) => Some(n),
        _ => None,
    }
}

/// Whether the whole string is numeric (`is_numeric()` on a string).
#[inline]
pub fn is_numeric_str(s: &[u8]) -> bool {
    scan(s).is_some_and(|sc| sc.whole)
}

/// Like [`numeric_string`] but also reporting integer overflow (+1/-1), as
/// PHP's comparison of two numeric strings needs.
#[inline]
pub(crate) fn numeric_string_oflow(s: &[u8]) -> Option<(Number, i8)> {
    let sc = scan(s)?;
    if !sc.whole {
        return None;
    }
    Some(convert_scan(s, sc))
}

/// `(bool)$v`
pub fn to_bool(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::Float(f) => *f != 0.0,
        Value::Str(s) => !(s.is_empty() || s.as_bytes() == b"0"),
        Value::Array(a) => !a.is_empty(),
        Value::Resource(_) | Value::Object(_) => true,
        Value::Ref(r) => to_bool(&r.0.borrow()),
    }
}

/// `(int)$v`: floats truncate (NaN/Inf and out of range follow PHP 8.2 on 64-bit),
/// strings take their numeric prefix, arrays are 0/1.
pub fn to_int(v: &Value) -> i64 {
    match v {
        Value::Null => 0,
        Value::Bool(b) => i64::from(*b),
        Value::Int(i) => *i,
        Value::Float(f) => float_to_int(*f),
        Value::Str(s) => str_to_int(s.as_bytes()),
        Value::Array(a) => i64::from(!a.is_empty()),
        Value::Resource(r) => r.id(),
        // PHP warns "Object of class A could not be converted to int".
        Value::Object(_) => 1,
        Value::Ref(r) => to_int(&r.0.borrow()),
    }
}

/// `(int)"..."`: the numeric prefix; a float prefix saturates to
/// PHP_INT_MIN/MAX (`zend_dval_to_lval_cap`), and INF/NAN give 0:
/// `(int)"1e20"` is PHP_INT_MAX but `(int)"1e1000"` is 0.
pub fn str_to_int(s: &[u8]) -> i64 {
    match parse_numeric(s).0 {
        Number::Int(i) => i,
        Number::Float(f) => float_to_int_cap(f),
    }
}

/// PHP's `zend_dval_to_lval_cap`: out-of-range floats saturate, INF/NAN → 0.
pub fn float_to_int_cap(f: f64) -> i64 {
    if !f.is_finite() {
        0
    } else if !float_fits_long(f) {
        if f > 0.0 {
            i64::MAX
        } else {
            i64::MIN
        }
    } else {
        f as i64
    }
}

/// `ZEND_DOUBLE_FITS_LONG`: `-2^63 <= f < 2^63`.
#[inline]
fn float_fits_long(f: f64) -> bool {
    (-9223372036854775808.0..9223372036854775808.0).contains(&f)
}

/// PHP's float to int conversion (`zend_dval_to_lval`).
///
/// In range: truncation. NAN and ±INF: 0. Out of range: modular arithmetic
/// (PHP 8.2 on 64-bit, `zend_dval_to_lval` → `zend_dval_to_lval_slow`):
/// `(int)1e19` is -8446744073709551616, `(int)2**63` is PHP_INT_MIN.
#[inline]
pub fn float_to_int(f: f64) -> i64 {
    if float_fits_long(f) {
        return f as i64;
    }
    float_to_int_slow(f)
}

#[cold]
fn float_to_int_slow(f: f64) -> i64 {
    if !f.is_finite() {
        return 0;
    }
    const TWO_64: f64 = 18446744073709551616.0;
    let mut dmod = f % TWO_64;
    if dmod < 0.0 {
        // Make it positive; -0 stays 0 below.
        dmod += TWO_64;
    }
    // `dmod > ZEND_LONG_MAX` compares with 2^63 after conversion.
    if dmod > 9223372036854775807.0 {
        dmod -= TWO_64;
    }
    if float_fits_long(dmod) {
        dmod as i64
    } else {
        // C's (zend_long) of exactly 2^63 on x86-64 gives PHP_INT_MIN.
        i64::MIN
    }
}

/// Whether `f` converts to an int without losing anything (PHP's
/// `zend_is_long_compatible`); when false, using it as an int key or int
/// argument raises "Implicit conversion from float %s to int loses precision".
#[inline]
pub fn float_fits_int(f: f64) -> bool {
    float_to_int(f) as f64 == f
}

/// `(float)$v`
pub fn to_float(v: &Value) -> f64 {
    match v {
        Value::Null => 0.0,
        Value::Bool(b) => f64::from(u8::from(*b)),
        Value::Int(i) => *i as f64,
        Value::Float(f) => *f,
        Value::Str(s) => str_to_float(s.as_bytes()),
        Value::Array(a) => f64::from(u8::from(!a.is_empty())),
        Value::Resource(r) => r.id() as f64,
        Value::Object(_) => 1.0,
        Value::Ref(r) => to_float(&r.0.borrow()),
    }
}

/// `(float)"..."` (PHP's `zend_strtod` on the string): the numeric prefix as
/// a float, 0.0 if none. `"-0"` gives -0.0, `"1e1000"` INF.
pub fn str_to_float(s: &[u8]) -> f64 {
    match scan(s) {
        Some(sc) => parse_float(&s[sc.start..sc.end]),
        None => 0.0,
    }
}

/// `(string)$v` for scalars; floats use the `precision` ini (see [`crate::float`]).
/// Arrays give `"Array"` (the caller raises "Array to string conversion").
pub fn to_str(v: &Value) -> PhpStr {
    match v {
        Value::Str(s) => s.clone(),
        Value::Ref(r) => to_str(&r.0.borrow()),
        _ => {
            let mut out = Vec::new();
            append_str(v, &mut out);
            PhpStr::from(out)
        }
    }
}

/// Appends `(string)$v` to `out` without an intermediate allocation when possible.
pub fn append_str(v: &Value, out: &mut Vec<u8>) {
    match v {
        Value::Null | Value::Bool(false) => {}
        Value::Bool(true) => out.push(b'1'),
        Value::Int(i) => float::append_int(*i, out),
        Value::Float(f) => float::append_float(*f, out),
        Value::Str(s) => out.extend_from_slice(s.as_bytes()),
        Value::Array(_) => out.extend_from_slice(b"Array"),
        Value::Resource(r) => {
            out.extend_from_slice(b"Resource id #");
            float::append_int(r.id(), out);
        }
        // The VM calls `__toString` (or throws) before getting here.
        Value::Object(_) => out.extend_from_slice(b"Object"),
        Value::Ref(r) => append_str(&r.0.borrow(), out),
    }
}

/// A value as a number for arithmetic: `None` for arrays and resources (the
/// caller throws "Unsupported operand types"); strings report their
/// [`NumericKind`]. null and false are 0, true is 1.
pub fn to_number(v: &Value) -> Option<(Number, NumericKind)> {
    Some(match v {
        Value::Null => (Number::Int(0), NumericKind::Numeric),
        Value::Bool(b) => (Number::Int(i64::from(*b)), NumericKind::Numeric),
        Value::Int(i) => (Number::Int(*i), NumericKind::Numeric),
        Value::Float(f) => (Number::Float(*f), NumericKind::Numeric),
        Value::Str(s) => parse_numeric(s.as_bytes()),
        Value::Array(_) | Value::Resource(_) | Value::Object(_) => return None,
        Value::Ref(r) => return to_number(&r.0.borrow()),
    })
}

#[cfg(test)]
#[path = "convert_tests.rs"]
mod tests;
