//! `$s++` and `$s--` on strings (Perl-style increment: `"Az"` → `"Ba"`,
//! `"zz"` → `"aaa"`, `"a9"` → `"b0"`).
//!
//! PHP 8.2 `increment_function`/`decrement_function` on a string: a wholly
//! numeric string (whitespace allowed, `" 1"`, `"1e2"`) becomes the number
//! ± 1 (an int at PHP_INT_MAX/MIN becomes a float). Otherwise `++` runs
//! `increment_string` and `--` leaves the string alone, except that `""`
//! becomes `"1"` for `++` and `-1` for `--`.

use crate::convert::{self, Number};
use crate::{PhpStr, Value};

/// `++$s` for a string: numeric strings become numbers + 1, the empty string
/// becomes `"1"`, others increment alphanumerically.
pub fn increment_string(s: &[u8]) -> Value {
    if s.is_empty() {
        return Value::str("1");
    }
    match convert::numeric_string(s) {
        Some(Number::Int(i)) => match i.checked_add(1) {
            Some(j) => Value::Int(j),
            None => Value::Float(i as f64 + 1.0),
        },
        Some(Number::Float(f)) => Value::Float(f + 1.0),
        None => Value::Str(PhpStr::from(alnum_increment(s))),
    }
}

/// PHP's `increment_string`: from the last byte, `a-y`/`A-Y`/`0-8` step up
/// and stop; `z`/`Z`/`9` wrap to `a`/`A`/`0` and carry left; any other
/// byte stops the carry (`"a-z"` → `"a-a"`). A carry out of the first byte
/// prepends `a`, `A` or `1` after the kind of the first byte.
fn alnum_increment(s: &[u8]) -> Vec<u8> {
    let mut out = s.to_vec();
    let mut carry = false;
    let mut last = 0u8;
    for pos in (0..out.len()).rev() {
        let c = out[pos];
        let (wrap, first) = match c {
            b'a'..=b'z' => (c == b'z', b'a'),
            b'A'..=b'Z' => (c == b'Z', b'A'),
            b'0'..=b'9' => (c == b'9', b'0'),
            _ => {
                carry = false;
                break;
            }
        };
        last = first;
        if wrap {
            out[pos] = first;
            carry = true;
        } else {
            out[pos] = c + 1;
            carry = false;
            break;
        }
    }
    if carry {
        let prefix = if last == b'0' { b'1' } else { last };
        out.insert(0, prefix);
    }
    out
}

/// `--$s`: numeric strings become numbers - 1, the empty string becomes `-1`,
/// other strings are left unchanged.
pub fn decrement_string(s: &[u8]) -> Value {
    if s.is_empty() {
        return Value::Int(-1);
    }
    match convert::numeric_string(s) {
        Some(Number::Int(i)) => match i.checked_sub(1) {
            Some(j) => Value::Int(j),
            None => Value::Float(i as f64 - 1.0),
        },
        Some(Number::Float(f)) => Value::Float(f - 1.0),
        None => Value::Str(PhpStr::from(s)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(v: &Value) -> String {
        match v {
            Value::Int(i) => format!("int:{i}"),
            Value::Float(f) => format!("float:{}", crate::float::float_repr(*f)),
            Value::Str(s) => format!("str:{}", s.to_string_lossy()),
            v => format!("{v:?}"),
        }
    }

    /// Expected values from php 8.2 (`$i = $s; $i++; $d = $s; $d--; var_export`).
    #[test]
    fn matches_php() {
        let cases: &[(&[u8], &str, &str)] = &[
            (b"a", "str:b", "str:a"),
            (b"z", "str:aa", "str:z"),
            (b"Az", "str:Ba", "str:Az"),
            (b"Zz", "str:AAa", "str:Zz"),
            (b"zz", "str:aaa", "str:zz"),
            (b"a9", "str:b0", "str:a9"),
            (b"Z9", "str:AA0", "str:Z9"),
            (b"9", "int:10", "int:8"),
            (b"9.5", "float:10.5", "float:8.5"),
            (b"", "str:1", "int:-1"),
            (b"abc", "str:abd", "str:abc"),
            (b" 1", "int:2", "int:0"),
            (b"1e2", "float:101", "float:99"),
            (b"-", "str:-", "str:-"),
            (b"1 ", "int:2", "int:0"),
            (b"zZ9", "str:aaA0", "str:zZ9"),
            (b"-1", "int:0", "int:-2"),
            (b"--", "str:--", "str:--"),
            (b"a-z", "str:a-a", "str:a-z"),
            (b"9z", "str:10a", "str:9z"),
            (b"z9", "str:aa0", "str:z9"),
            (b"Zz9z", "str:AAa0a", "str:Zz9z"),
            (b"1.5e3", "float:1501", "float:1499"),
            (b" ", "str: ", "str: "),
            (b"0x1", "str:0x2", "str:0x1"),
            (b"-0", "int:1", "int:-1"),
            (
                b"9223372036854775807",
                "float:9.223372036854776E+18",
                "int:9223372036854775806",
            ),
            (
                b"-9223372036854775808",
                "int:-9223372036854775807",
                "float:-9.223372036854776E+18",
            ),
            (b"INF", "str:ING", "str:INF"),
            (b"1e400", "float:INF", "float:INF"),
            (b".", "str:.", "str:."),
        ];
        for &(s, inc, dec) in cases {
            assert_eq!(
                show(&increment_string(s)),
                inc,
                "++{:?}",
                String::from_utf8_lossy(s)
            );
            assert_eq!(
                show(&decrement_string(s)),
                dec,
                "--{:?}",
                String::from_utf8_lossy(s)
            );
        }
        // Non-ASCII bytes stop the carry and stay as they are.
        assert_eq!(show(&increment_string(b"a\xff")), "str:a\u{fffd}");
    }
}
