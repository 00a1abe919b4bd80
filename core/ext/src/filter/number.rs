//! The number and truth filters of logical_filters.c:
//! `FILTER_VALIDATE_INT` (ranges, octal and hex), `FILTER_VALIDATE_FLOAT`
//! (decimal and thousand separators, ranges) and `FILTER_VALIDATE_BOOL`.

use super::call::{get, Run};
use super::{failed, trim_bounds, FLAG_ALLOW_HEX, FLAG_ALLOW_OCTAL, FLAG_ALLOW_THOUSAND};
use rphp_value::convert::{parse_numeric, to_float, to_int, Number, NumericKind};
use rphp_value::{Fault, PhpArray, Value};

/// An option as `zval_get_long` reads it, `None` when absent.
fn long_option(opts: Option<&PhpArray>, name: &[u8]) -> Option<i64> {
    opts.and_then(|o| get(o, name)).map(|v| to_int(&v))
}

/// An option as `zval_get_double` reads it, `None` when absent.
fn double_option(opts: Option<&PhpArray>, name: &[u8]) -> Option<f64> {
    opts.and_then(|o| get(o, name)).map(|v| to_float(&v))
}

/// A string option; php ignores one of any other type.
pub(super) fn string_option(opts: Option<&PhpArray>, name: &[u8]) -> Option<Vec<u8>> {
    match opts.and_then(|o| get(o, name)) {
        Some(Value::Str(s)) => Some(s.as_bytes().to_vec()),
        _ => None,
    }
}

/// `php_filter_parse_int`: an optional sign, then a decimal without
/// leading zeros that fits an int.
fn parse_int(s: &[u8]) -> Option<i64> {
    let (neg, digits) = match s.first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    if digits == b"0" {
        return Some(0);
    }
    match digits.first() {
        Some(b'1'..=b'9') => {}
        _ => return None,
    }
    // MAX_LENGTH_OF_LONG - 1 digits after the first at most.
    if digits.len() - 1 > 19 {
        return None;
    }
    let mut v: i64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        let d = (c - b'0') as i64;
        v = if neg {
            v.checked_mul(10)?.checked_sub(d)?
        } else {
            v.checked_mul(10)?.checked_add(d)?
        };
    }
    Some(v)
}

/// `php_filter_parse_octal`/`_hex`: digits of `radix` into an unsigned
/// 64-bit number (so `0xFFFFFFFFFFFFFFFF` is -1); empty is 0.
fn parse_radix(s: &[u8], radix: u32) -> Option<i64> {
    let mut v: u64 = 0;
    for &c in s {
        let d = (c as char).to_digit(radix)? as u64;
        v = v.checked_mul(radix as u64)?.checked_add(d)?;
    }
    Some(v as i64)
}

/// `php_filter_int`.
pub(super) fn int(s: &[u8], flags: i64, opts: Option<&PhpArray>) -> Value {
    let min = long_option(opts, b"min_range");
    let max = long_option(opts, b"max_range");
    let (a, b) = trim_bounds(s);
    if a == b {
        return failed(flags);
    }
    let p = &s[a..b];
    let parsed = if p[0] == b'0' {
        let rest = &p[1..];
        // php peeks at the byte after the trimmed text too (white space or NUL).
        let next = s.get(a + 1).copied().unwrap_or(0);
        if flags & FLAG_ALLOW_HEX != 0 && (next == b'x' || next == b'X') {
            let hex = &rest[rest.len().min(1)..];
            if hex.is_empty() {
                return failed(flags);
            }
            parse_radix(hex, 16)
        } else if flags & FLAG_ALLOW_OCTAL != 0 {
            let oct = if next == b'o' || next == b'O' {
                let o = &rest[rest.len().min(1)..];
                if o.is_empty() {
                    return failed(flags);
                }
                o
            } else {
                rest
            };
            parse_radix(oct, 8)
        } else if !rest.is_empty() {
            None
        } else {
            Some(0)
        }
    } else {
        parse_int(p)
    };
    match parsed {
        Some(n) if min.is_none_or(|m| n >= m) && max.is_none_or(|m| n <= m) => Value::Int(n),
        _ => failed(flags),
    }
}

/// `php_filter_boolean`: "1", "true", "on", "yes" are true; "0",
/// "false", "off", "no" and the empty string false; anything else fails.
pub(super) fn boolean(s: &[u8], flags: i64) -> Value {
    let (a, b) = trim_bounds(s);
    let t = s[a..b].to_ascii_lowercase();
    match t.as_slice() {
        b"1" | b"true" | b"on" | b"yes" => Value::Bool(true),
        b"" | b"0" | b"false" | b"off" | b"no" => Value::Bool(false),
        _ => failed(flags),
    }
}

/// `php_filter_float`: the text is rebuilt as a plain number (thousand
/// separators dropped, the decimal separator made `.`) and must then be
/// a numeric string.
pub(super) fn float(
    run: &mut Run,
    s: &[u8],
    flags: i64,
    opts: Option<&PhpArray>,
) -> Result<Value, Fault> {
    let (start, end) = trim_bounds(s);
    if start == end {
        return Ok(failed(flags));
    }
    let mut dec_sep = b'.';
    if let Some(d) = string_option(opts, b"decimal") {
        if d.len() != 1 {
            return Err(run.value_error("\"decimal\" option must be one character long"));
        }
        dec_sep = d[0];
    }
    // strchr() on a C string: the separators end at a NUL, and a NUL in
    // the input always counts as one.
    let tsd: Vec<u8> = match string_option(opts, b"thousand") {
        Some(t) if t.is_empty() => {
            return Err(run.value_error("\"thousand\" option cannot be empty"));
        }
        Some(t) => t.split(|&c| c == 0).next().unwrap_or(&[]).to_vec(),
        None => b"',.".to_vec(),
    };
    let min = double_option(opts, b"min_range");
    let max = double_option(opts, b"max_range");
    // php reads one byte past the trimmed text (trailing white space or NUL).
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut num = Vec::with_capacity(end - start);
    let mut i = start;
    if at(i) == b'+' || at(i) == b'-' {
        num.push(at(i));
        i += 1;
    }
    let mut first = true;
    loop {
        let mut n = 0;
        while i < end && at(i).is_ascii_digit() {
            n += 1;
            num.push(at(i));
            i += 1;
        }
        if i == end || at(i) == dec_sep || at(i) == b'e' || at(i) == b'E' {
            if !first && n != 3 {
                return Ok(failed(flags));
            }
            if at(i) == dec_sep {
                num.push(b'.');
                i += 1;
                while i < end && at(i).is_ascii_digit() {
                    num.push(at(i));
                    i += 1;
                }
            }
            if at(i) == b'e' || at(i) == b'E' {
                num.push(at(i));
                i += 1;
                if i < end && (at(i) == b'+' || at(i) == b'-') {
                    num.push(at(i));
                    i += 1;
                }
                while i < end && at(i).is_ascii_digit() {
                    num.push(at(i));
                    i += 1;
                }
            }
            break;
        }
        let c = at(i);
        if flags & FLAG_ALLOW_THOUSAND != 0 && (c == 0 || tsd.contains(&c)) {
            let bad = if first { !(1..=3).contains(&n) } else { n != 3 };
            if bad {
                return Ok(failed(flags));
            }
            first = false;
            i += 1;
        } else {
            return Ok(failed(flags));
        }
    }
    if i != end {
        return Ok(failed(flags));
    }
    let in_range = |f: f64| min.is_none_or(|m| f >= m) && max.is_none_or(|m| f <= m);
    Ok(match parse_numeric(&num) {
        (Number::Int(n), NumericKind::Numeric) => {
            if in_range(n as f64) {
                Value::Float(n as f64)
            } else {
                failed(flags)
            }
        }
        (Number::Float(f), NumericKind::Numeric) => {
            let underflow =
                f == 0.0 && num.len() > 1 && num.iter().any(|c| (b'1'..=b'9').contains(c));
            if underflow || !f.is_finite() || !in_range(f) {
                failed(flags)
            } else {
                Value::Float(f)
            }
        }
        _ => failed(flags),
    })
}
