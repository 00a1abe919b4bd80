//! PHP 8 comparison: `==` (loose), `===` (strict) and `<=>` (ordering),
//! including the PHP 8 string/number rule: a number compares with a numeric
//! string as numbers, with a non-numeric string as strings.

use crate::Value;
use std::cmp::Ordering;

/// `$a == $b`
pub fn loose_eq(a: &Value, b: &Value) -> bool {
    let _ = (a, b);
    todo!()
}

/// `$a === $b`
pub fn strict_eq(a: &Value, b: &Value) -> bool {
    let _ = (a, b);
    todo!()
}

/// `$a <=> $b`. `None` when PHP's answer is "uncomparable" (arrays with
/// different keys): then `<`, `>`, `<=`, `>=` are all false and `<=>` gives 1.
pub fn compare(a: &Value, b: &Value) -> Option<Ordering> {
    let _ = (a, b);
    todo!()
}

/// PHP's "smart" string comparison used by `==` and `<=>` on two strings:
/// both numeric → compare as numbers; otherwise byte comparison.
pub fn compare_strings(a: &[u8], b: &[u8]) -> Ordering {
    let _ = (a, b);
    todo!()
}
