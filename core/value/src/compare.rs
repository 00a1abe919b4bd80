//! PHP 8 comparison: `==` (loose), `===` (strict) and `<=>` (ordering),
//! including the PHP 8 string/number rule: a number compares with a numeric
//! string as numbers, with a non-numeric string as strings.
//!
//! [`compare`] is PHP's `zend_compare`. It is not antisymmetric (arrays are
//! compared in the left operand's key order, and NAN or a missing key makes
//! both directions "greater"), so derive the operators exactly as PHP
//! compiles them:
//!
//! | PHP        | Rust                                                    |
//! |------------|---------------------------------------------------------|
//! | `$a == $b` | `loose_eq(a, b)`                                        |
//! | `$a < $b`  | `compare(a, b) == Some(Less)`                           |
//! | `$a <= $b` | `matches!(compare(a, b), Some(Less \| Equal))`          |
//! | `$a > $b`  | `compare(b, a) == Some(Less)` (PHP swaps the operands)  |
//! | `$a >= $b` | `matches!(compare(b, a), Some(Less \| Equal))`          |
//! | `$a <=> $b`| [`spaceship`]`(a, b)` (`None` counts as 1)              |
//!
//! Rules by type pair (PHP 8.2 `zend_compare`):
//! - int/float with int/float: numerically (an int meets a float as a
//!   float); NAN is uncomparable.
//! - string with string: both numeric → as numbers, else bytewise
//!   (`"abc" < "abd"`, `"10" == "1e1"`, `"1" == "01"`).
//! - number with string: numeric string → as numbers; otherwise the number
//!   is printed (`(string)$n`, floats with `precision`) and compared as
//!   strings (`0 == "abc"` is false; `"abc" == 0` too).
//! - null with string: `""` against the string (`null == "0"` is false).
//! - null or bool with anything else: both as bools (`null == []`, `true == "a"`).
//! - array with array: fewer elements is smaller; then key by key in the
//!   left array's order, looking each key up in the right one (missing →
//!   uncomparable).
//! - array with anything else (not null/bool): the array is greater.

use crate::convert::{self, Number};
use crate::{PhpArray, Value};
use std::cmp::Ordering;

/// `$a == $b`
#[inline]
pub fn loose_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x == y,
        (Value::Int(x), Value::Float(y)) | (Value::Float(y), Value::Int(x)) => *x as f64 == *y,
        (Value::Str(x), Value::Str(y)) => x.ptr_eq(y) || str_loose_eq(x.as_bytes(), y.as_bytes()),
        (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        _ => loose_eq_slow(a, b),
    }
}

#[cold]
fn loose_eq_slow(a: &Value, b: &Value) -> bool {
    compare(a, b) == Some(Ordering::Equal)
}

/// `$a === $b`
pub fn strict_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x == y,
        (Value::Str(x), Value::Str(y)) => x.as_bytes() == y.as_bytes(),
        (Value::Array(x), Value::Array(y)) => x.ptr_eq(y) || arrays_identical(x, y),
        (Value::Resource(x), Value::Resource(y)) => x.ptr_eq(y),
        (Value::Object(x), Value::Object(y)) => x.ptr_eq(y),
        (Value::Ref(r), _) => strict_eq(&r.0.borrow(), b),
        (_, Value::Ref(r)) => strict_eq(a, &r.0.borrow()),
        _ => false,
    }
}

/// `zend_hash_compare(.., ordered = 1)` with `===` on values: same keys in
/// the same order, values identical.
fn arrays_identical(x: &PhpArray, y: &PhpArray) -> bool {
    x.len() == y.len()
        && x.iter()
            .zip(y.iter())
            .all(|((k1, v1), (k2, v2))| k1 == k2 && strict_eq(v1, v2))
}

/// `$a <=> $b` as PHP prints it: -1, 0 or 1 (uncomparable is 1).
#[inline]
pub fn spaceship(a: &Value, b: &Value) -> i64 {
    match compare(a, b) {
        Some(Ordering::Less) => -1,
        Some(Ordering::Equal) => 0,
        Some(Ordering::Greater) | None => 1,
    }
}

/// PHP's three-way compare of two floats: NAN is uncomparable.
#[inline]
fn cmp_f64(a: f64, b: f64) -> Option<Ordering> {
    a.partial_cmp(&b)
}

#[inline]
fn bool_cmp(a: bool, b: bool) -> Option<Ordering> {
    Some(a.cmp(&b))
}

/// `$a <=> $b`. `None` when PHP's answer is "uncomparable" (arrays with
/// different keys, NAN): then `<`, `>`, `<=`, `>=` are all false and `<=>` gives 1.
/// See the module docs for how to derive `>` and `>=`.
pub fn compare(a: &Value, b: &Value) -> Option<Ordering> {
    use Value::*;
    match (a, b) {
        (Int(x), Int(y)) => Some(x.cmp(y)),
        (Int(x), Float(y)) => cmp_f64(*x as f64, *y),
        (Float(x), Int(y)) => cmp_f64(*x, *y as f64),
        (Float(x), Float(y)) => cmp_f64(*x, *y),
        (Str(x), Str(y)) => {
            if x.ptr_eq(y) {
                Some(Ordering::Equal)
            } else {
                Some(compare_strings(x.as_bytes(), y.as_bytes()))
            }
        }
        (Array(x), Array(y)) => compare_arrays(x, y),
        (Object(x), Object(y)) => compare_objects(x, y),
        (Ref(r), _) => compare(&r.0.borrow(), b),
        (_, Ref(r)) => compare(a, &r.0.borrow()),
        (Null, Str(s)) => Some(b"".as_slice().cmp(s.as_bytes())),
        (Str(s), Null) => Some(s.as_bytes().cmp(b"".as_slice())),
        (Int(x), Str(s)) => Some(compare_int_to_string(*x, s.as_bytes())),
        (Str(s), Int(x)) => Some(compare_int_to_string(*x, s.as_bytes()).reverse()),
        (Float(x), Str(s)) => compare_float_to_string(*x, s.as_bytes()),
        (Str(s), Float(x)) => compare_float_to_string(*x, s.as_bytes()).map(Ordering::reverse),
        // Null and bools against anything else: as bools.
        (Null | Bool(false), _) => bool_cmp(false, convert::to_bool(b)),
        (Bool(true), _) => bool_cmp(true, convert::to_bool(b)),
        (_, Null | Bool(false)) => bool_cmp(convert::to_bool(a), false),
        (_, Bool(true)) => bool_cmp(convert::to_bool(a), true),
        (Object(_), _) => Some(Ordering::Greater),
        (_, Object(_)) => Some(Ordering::Less),
        (Array(_), _) => Some(Ordering::Greater),
        (_, Array(_)) => Some(Ordering::Less),
        // What is left involves a resource: both as numbers.
        _ => compare(&scalar_to_number(a), &scalar_to_number(b)),
    }
}

/// `zend_std_compare_objects`: the same instance is equal; objects of
/// different classes are uncomparable; otherwise the property tables compare
/// as arrays do.
#[cold]
fn compare_objects(x: &crate::PhpObject, y: &crate::PhpObject) -> Option<Ordering> {
    if x.ptr_eq(y) {
        return Some(Ordering::Equal);
    }
    if let Some(r) = x.class().compare_objects(x, y) {
        return r;
    }
    // Enum cases and closures are equal only to themselves.
    if !x.same_class(y) || x.is_enum() || x.class_name() == b"Closure" {
        return None;
    }
    if !x.enter() {
        return None;
    }
    // Built-in classes with a compare handler (ArrayObject) compare their data first.
    let data = x
        .class()
        .compare_props(x)
        .zip(y.class().compare_props(y))
        .map(|(a, b)| compare_arrays(&a, &b));
    let r = match data {
        Some(Some(Ordering::Equal)) | None => compare_arrays(&x.0.props_ref(), &y.0.props_ref()),
        Some(other) => other,
    };
    x.leave();
    r
}

/// `_zendi_convert_scalar_to_number_silent`.
fn scalar_to_number(v: &Value) -> Value {
    match v {
        Value::Resource(r) => Value::Int(r.id()),
        Value::Str(s) => convert::parse_numeric(s.as_bytes()).0.to_value(),
        v => v.clone(),
    }
}

/// `zend_compare_arrays`: count first, then each key of `x` in `x`'s order
/// looked up in `y`.
fn compare_arrays(x: &PhpArray, y: &PhpArray) -> Option<Ordering> {
    if x.ptr_eq(y) {
        return Some(Ordering::Equal);
    }
    match x.len().cmp(&y.len()) {
        Ordering::Equal => {}
        o => return Some(o),
    }
    for (k, v1) in x.iter() {
        let v2 = y.get(&k)?;
        match compare(v1, v2) {
            Some(Ordering::Equal) => {}
            o => return o,
        }
    }
    Some(Ordering::Equal)
}

/// `compare_longs_to_string`: a numeric string compares as a number,
/// otherwise the int is printed and compared bytewise.
fn compare_int_to_string(x: i64, s: &[u8]) -> Ordering {
    match convert::numeric_string(s) {
        Some(Number::Int(y)) => x.cmp(&y),
        // A string float is never NAN.
        Some(Number::Float(y)) => (x as f64).partial_cmp(&y).unwrap_or(Ordering::Greater),
        None => {
            let mut buf = Vec::with_capacity(20);
            crate::float::append_int(x, &mut buf);
            buf.as_slice().cmp(s)
        }
    }
}

/// `compare_doubles_to_string`; NAN is uncomparable.
fn compare_float_to_string(x: f64, s: &[u8]) -> Option<Ordering> {
    if x.is_nan() {
        return None;
    }
    match convert::numeric_string(s) {
        Some(n) => cmp_f64(x, n.to_f64()),
        None => {
            let mut buf = Vec::with_capacity(24);
            crate::float::append_float(x, &mut buf);
            Some(buf.as_slice().cmp(s))
        }
    }
}

/// `zendi_smart_str_equals`: `==` on two strings.
fn str_loose_eq(a: &[u8], b: &[u8]) -> bool {
    // A string starting above '9' cannot be numeric (PHP's fast check).
    if a.first().is_some_and(|&c| c > b'9') || b.first().is_some_and(|&c| c > b'9') {
        return a == b;
    }
    let (Some((n1, o1)), Some((n2, o2))) = (
        convert::numeric_string_oflow(a),
        convert::numeric_string_oflow(b),
    ) else {
        return a == b;
    };
    if o1 != 0 && o1 == o2 && n1.to_f64() - n2.to_f64() == 0.0 {
        // Both overflowed the same way: the floats lost the difference.
        return a == b;
    }
    match (n1, n2) {
        (Number::Int(x), Number::Int(y)) => x == y,
        (Number::Int(_), Number::Float(_)) if o2 != 0 => false,
        (Number::Float(_), Number::Int(_)) if o1 != 0 => false,
        (Number::Float(x), Number::Float(y)) if x == y && !x.is_finite() => a == b,
        _ => n1.to_f64() == n2.to_f64(),
    }
}

/// PHP's "smart" string comparison used by `==` and `<=>` on two strings:
/// both numeric → compare as numbers; otherwise byte comparison.
pub fn compare_strings(a: &[u8], b: &[u8]) -> Ordering {
    let (Some((n1, o1)), Some((n2, o2))) = (
        convert::numeric_string_oflow(a),
        convert::numeric_string_oflow(b),
    ) else {
        return a.cmp(b);
    };
    if o1 != 0 && o1 == o2 && n1.to_f64() - n2.to_f64() == 0.0 {
        return a.cmp(b);
    }
    match (n1, n2) {
        (Number::Int(x), Number::Int(y)) => x.cmp(&y),
        (Number::Int(_), Number::Float(_)) if o2 != 0 => {
            if o2 > 0 {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        }
        (Number::Float(_), Number::Int(_)) if o1 != 0 => {
            if o1 > 0 {
                Ordering::Greater
            } else {
                Ordering::Less
            }
        }
        (Number::Float(x), Number::Float(y)) if x == y && !x.is_finite() => a.cmp(b),
        _ => {
            let d = n1.to_f64() - n2.to_f64();
            if d > 0.0 {
                Ordering::Greater
            } else if d < 0.0 {
                Ordering::Less
            } else {
                Ordering::Equal
            }
        }
    }
}

#[cfg(test)]
#[path = "compare_tests.rs"]
mod tests;
