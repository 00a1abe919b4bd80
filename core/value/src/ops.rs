//! Convenience methods on [`Value`] for the VM and the library: the
//! conversions of [`crate::convert`] and the comparisons of
//! [`crate::compare`] as methods, plus typed accessors.
//!
//! The accessors (`as_int`, `as_str`, ...) do not look through a
//! `Value::Ref`; the conversions and comparisons do.

use crate::compare;
use crate::convert::{self, Number, NumericKind};
use crate::{ArrayKey, PhpArray, PhpStr, Value};
use std::cmp::Ordering;

impl Value {
    /// The value of an array key (`Int` or `Str`).
    #[inline]
    pub fn from_array_key(k: ArrayKey) -> Value {
        k.into_value()
    }

    /// A list array value (keys 0..n).
    pub fn list(values: Vec<Value>) -> Value {
        Value::Array(PhpArray::from_list(values))
    }

    /// `(bool)$v`
    #[inline]
    pub fn to_bool(&self) -> bool {
        match self {
            Value::Bool(b) => *b,
            v => convert::to_bool(v),
        }
    }
    /// `(int)$v`
    #[inline]
    pub fn to_int(&self) -> i64 {
        match self {
            Value::Int(i) => *i,
            v => convert::to_int(v),
        }
    }
    /// `(float)$v`
    #[inline]
    pub fn to_float(&self) -> f64 {
        match self {
            Value::Float(f) => *f,
            v => convert::to_float(v),
        }
    }
    /// `(string)$v` (arrays give `"Array"`; the caller warns).
    #[inline]
    pub fn to_php_str(&self) -> PhpStr {
        convert::to_str(self)
    }
    /// Appends `(string)$v` to `out`.
    #[inline]
    pub fn append_to(&self, out: &mut Vec<u8>) {
        convert::append_str(self, out)
    }
    /// The value as a number for arithmetic (see [`convert::to_number`]).
    #[inline]
    pub fn to_number(&self) -> Option<(Number, NumericKind)> {
        convert::to_number(self)
    }
    /// The array key `$a[$v]` uses (`None` for arrays: "Illegal offset type").
    #[inline]
    pub fn to_array_key(&self) -> Option<ArrayKey> {
        match self {
            Value::Int(i) => Some(ArrayKey::Int(*i)),
            v => ArrayKey::from_value(v),
        }
    }

    /// `$a == $b`
    #[inline]
    pub fn loose_eq(&self, other: &Value) -> bool {
        compare::loose_eq(self, other)
    }
    /// `$a === $b`
    #[inline]
    pub fn strict_eq(&self, other: &Value) -> bool {
        compare::strict_eq(self, other)
    }
    /// `$a <=> $b` as an ordering (`None`: uncomparable; see [`compare::compare`]).
    #[inline]
    pub fn php_cmp(&self, other: &Value) -> Option<Ordering> {
        compare::compare(self, other)
    }

    #[inline]
    pub fn is_ref(&self) -> bool {
        matches!(self, Value::Ref(_))
    }
    #[inline]
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }
    #[inline]
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }
    #[inline]
    pub fn as_float(&self) -> Option<f64> {
        match self {
            Value::Float(f) => Some(*f),
            _ => None,
        }
    }
    #[inline]
    pub fn as_php_str(&self) -> Option<&PhpStr> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
    #[inline]
    pub fn as_bytes(&self) -> Option<&[u8]> {
        match self {
            Value::Str(s) => Some(s.as_bytes()),
            _ => None,
        }
    }
    #[inline]
    pub fn as_array(&self) -> Option<&PhpArray> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }
    #[inline]
    pub fn as_array_mut(&mut self) -> Option<&mut PhpArray> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }
}

impl From<ArrayKey> for Value {
    #[inline]
    fn from(k: ArrayKey) -> Value {
        k.into_value()
    }
}
impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Str(PhpStr::from(s))
    }
}
impl From<Vec<u8>> for Value {
    fn from(s: Vec<u8>) -> Value {
        Value::Str(PhpStr::from(s))
    }
}
impl From<&[u8]> for Value {
    fn from(s: &[u8]) -> Value {
        Value::Str(PhpStr::from(s))
    }
}

/// `$a * $b` on ints: `None` when the product overflows (PHP then computes a float).
///
/// On 32-bit targets (rphp.wasm) `i64::checked_mul` is a call to `__multi3`,
/// a 128-bit multiply in software; operands that fit in 32 bits (nearly all of
/// them) cannot overflow 64 bits, so they take a plain multiply.
#[inline(always)]
pub fn int_mul(a: i64, b: i64) -> Option<i64> {
    #[cfg(target_pointer_width = "32")]
    if a as i32 as i64 == a && b as i32 as i64 == b {
        return Some(a * b);
    }
    a.checked_mul(b)
}
