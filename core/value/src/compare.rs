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
//! - object with anything else (checked before null and bool, as php does):
//!   `zend_std_compare_objects` casts the object to the other operand's
//!   type. To bool it is true; to int or float it fails with a notice
//!   ("Object of class X could not be converted to int") and counts as 1;
//!   to string it is its `__toString()` (no `__toString`, or one that
//!   threw: the object is greater); to null, array or resource it fails
//!   and the object is greater. An enum case is uncomparable with anything
//!   but itself (`E::A == true` is false, `E::A <=> 1` is 1).
//!   The cast can run PHP code and raise a notice, which rphp-value cannot
//!   do: the caller passes an [`ObjectCast`] to the `_with` functions
//!   ([`CtxCast`] over a request's [`Context`]); [`loose_eq`] and
//!   [`compare`] use [`Silent`], which skips both.
//! - array with anything else (not null/bool): the array is greater.

use crate::context::{Context, ErrorLevel, Fault};
use crate::convert::{self, Number};
use crate::{PhpArray, PhpObject, PhpStr, Value};
use std::cmp::Ordering;

/// What a comparison asks of its caller when an object meets a value of
/// another type (php's `cast_object` handler and the notice of
/// `zend_std_compare_objects`).
pub trait ObjectCast {
    /// The object's `__toString()`; `None` when its class has none or the
    /// call threw (the comparison then takes the object as greater, and the
    /// caller reports the Throwable once the comparison is over).
    fn object_to_string(&mut self, o: &PhpObject) -> Option<PhpStr>;
    /// Raises an E_NOTICE with this text.
    fn notice(&mut self, msg: &str);
}

/// The cast without side effects, for comparisons made where no request is
/// at hand: no `__toString` call (a string meets the object as if it had
/// none) and no notice.
pub struct Silent;

impl ObjectCast for Silent {
    #[inline]
    fn object_to_string(&mut self, _o: &PhpObject) -> Option<PhpStr> {
        None
    }
    #[inline]
    fn notice(&mut self, _msg: &str) {}
}

/// [`ObjectCast`] through a request's [`Context`]. The first Throwable (a
/// `__toString` that threw, an error handler that threw on the notice) is
/// kept for [`CtxCast::finish`]; after it, casts fail and notices are
/// dropped, as php's calls do while an exception is pending.
pub struct CtxCast<'a> {
    ctx: &'a mut dyn Context,
    fault: Option<Fault>,
}

impl<'a> CtxCast<'a> {
    pub fn new(ctx: &'a mut dyn Context) -> Self {
        CtxCast { ctx, fault: None }
    }
    /// The Throwable a cast raised, if any.
    pub fn finish(self) -> Result<(), Fault> {
        self.fault.map_or(Ok(()), Err)
    }
}

impl ObjectCast for CtxCast<'_> {
    fn object_to_string(&mut self, o: &PhpObject) -> Option<PhpStr> {
        if self.fault.is_some() || !self.ctx.has_to_string(o) {
            return None;
        }
        match self.ctx.object_to_string(o) {
            Ok(s) => Some(s),
            Err(f) => {
                self.fault = Some(f);
                None
            }
        }
    }
    fn notice(&mut self, msg: &str) {
        if self.fault.is_none() {
            if let Err(f) = self.ctx.error(ErrorLevel::Notice, msg) {
                self.fault = Some(f);
            }
        }
    }
}

/// `$a == $b` with objects cast through `ctx` (notices, `__toString`).
#[inline]
pub fn loose_eq_in(ctx: &mut dyn Context, a: &Value, b: &Value) -> Result<bool, Fault> {
    let mut h = CtxCast::new(ctx);
    let r = loose_eq_with(a, b, &mut h);
    h.finish().map(|()| r)
}

/// [`compare`] with objects cast through `ctx` (notices, `__toString`).
#[inline]
pub fn compare_in(ctx: &mut dyn Context, a: &Value, b: &Value) -> Result<Option<Ordering>, Fault> {
    let mut h = CtxCast::new(ctx);
    let r = compare_with(a, b, &mut h);
    h.finish().map(|()| r)
}

/// `$a == $b`, objects cast silently (see [`Silent`]).
#[inline]
pub fn loose_eq(a: &Value, b: &Value) -> bool {
    loose_eq_with(a, b, &mut Silent)
}

/// `$a == $b`, objects cast through `h`.
#[inline]
pub fn loose_eq_with<H: ObjectCast + ?Sized>(a: &Value, b: &Value, h: &mut H) -> bool {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x == y,
        (Value::Int(x), Value::Float(y)) | (Value::Float(y), Value::Int(x)) => *x as f64 == *y,
        (Value::Str(x), Value::Str(y)) => x.ptr_eq(y) || str_loose_eq(x.as_bytes(), y.as_bytes()),
        (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        _ => loose_eq_slow(a, b, h),
    }
}

#[cold]
fn loose_eq_slow<H: ObjectCast + ?Sized>(a: &Value, b: &Value, h: &mut H) -> bool {
    compare_with(a, b, h) == Some(Ordering::Equal)
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
/// See the module docs for how to derive `>` and `>=`. Objects are cast
/// silently (see [`Silent`]).
#[inline]
pub fn compare(a: &Value, b: &Value) -> Option<Ordering> {
    compare_with(a, b, &mut Silent)
}

/// [`compare`] with objects cast through `h`.
pub fn compare_with<H: ObjectCast + ?Sized>(a: &Value, b: &Value, h: &mut H) -> Option<Ordering> {
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
        (Array(x), Array(y)) => compare_arrays(x, y, h),
        (Object(x), Object(y)) => compare_objects(x, y, h),
        (Ref(r), _) => compare_with(&r.0.borrow(), b, h),
        (_, Ref(r)) => compare_with(a, &r.0.borrow(), h),
        (Null, Str(s)) => Some(b"".as_slice().cmp(s.as_bytes())),
        (Str(s), Null) => Some(s.as_bytes().cmp(b"".as_slice())),
        (Int(x), Str(s)) => Some(compare_int_to_string(*x, s.as_bytes())),
        (Str(s), Int(x)) => Some(compare_int_to_string(*x, s.as_bytes()).reverse()),
        (Float(x), Str(s)) => compare_float_to_string(*x, s.as_bytes()),
        (Str(s), Float(x)) => compare_float_to_string(*x, s.as_bytes()).map(Ordering::reverse),
        (Object(o), _) => object_with_value(o, b, true, h),
        (_, Object(o)) => object_with_value(o, a, false, h),
        // Null and bools against anything else: as bools.
        (Null | Bool(false), _) => bool_cmp(false, convert::to_bool(b)),
        (Bool(true), _) => bool_cmp(true, convert::to_bool(b)),
        (_, Null | Bool(false)) => bool_cmp(convert::to_bool(a), false),
        (_, Bool(true)) => bool_cmp(convert::to_bool(a), true),
        (Array(_), _) => Some(Ordering::Greater),
        (_, Array(_)) => Some(Ordering::Less),
        // What is left involves a resource: both as numbers.
        _ => compare(&scalar_to_number(a), &scalar_to_number(b)),
    }
}

/// `zend_std_compare_objects` for an object `o` and a non-object `v`
/// (`object_lhs`: `o` is the left operand); see the module docs.
#[cold]
fn object_with_value<H: ObjectCast + ?Sized>(
    o: &PhpObject,
    v: &Value,
    object_lhs: bool,
    h: &mut H,
) -> Option<Ordering> {
    let object_wins = Some(if object_lhs {
        Ordering::Greater
    } else {
        Ordering::Less
    });
    if o.is_enum() {
        return None;
    }
    let cast = match v {
        Value::Bool(_) => Value::Bool(true),
        Value::Int(_) => {
            h.notice(&format!(
                "Object of class {} could not be converted to int",
                o.debug_name()
            ));
            Value::Int(1)
        }
        Value::Float(_) => {
            h.notice(&format!(
                "Object of class {} could not be converted to float",
                o.debug_name()
            ));
            Value::Float(1.0)
        }
        Value::Str(_) => match h.object_to_string(o) {
            Some(s) => Value::Str(s),
            None => return object_wins,
        },
        _ => return object_wins,
    };
    if object_lhs {
        compare_with(&cast, v, h)
    } else {
        compare_with(v, &cast, h)
    }
}

/// `zend_std_compare_objects`: the same instance is equal; objects of
/// different classes are uncomparable; otherwise the property tables compare
/// as arrays do.
#[cold]
fn compare_objects<H: ObjectCast + ?Sized>(
    x: &PhpObject,
    y: &PhpObject,
    h: &mut H,
) -> Option<Ordering> {
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
        .map(|(a, b)| compare_arrays(&a, &b, h));
    let r = match data {
        Some(Some(Ordering::Equal)) | None => compare_arrays(&x.0.props_ref(), &y.0.props_ref(), h),
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
fn compare_arrays<H: ObjectCast + ?Sized>(
    x: &PhpArray,
    y: &PhpArray,
    h: &mut H,
) -> Option<Ordering> {
    if x.ptr_eq(y) {
        return Some(Ordering::Equal);
    }
    match x.len().cmp(&y.len()) {
        Ordering::Equal => {}
        o => return Some(o),
    }
    for (k, v1) in x.iter() {
        let v2 = y.get(&k)?;
        match compare_with(v1, v2, h) {
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
