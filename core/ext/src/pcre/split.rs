//! `preg_split` and `preg_quote`.

use super::cache::{self, PREG_NO_ERROR};
use super::matching::offset_pair;
use crate::util::{given, int_arg, str_arg};
use rphp_value::{Context, Fault, PhpArray, Value};

pub const PREG_SPLIT_NO_EMPTY: i64 = 1;
pub const PREG_SPLIT_DELIM_CAPTURE: i64 = 2;
pub const PREG_SPLIT_OFFSET_CAPTURE: i64 = 4;

/// `preg_split(string $pattern, string $subject, int $limit = -1, int $flags = 0)`
pub fn preg_split(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let regex = str_arg(args, 0);
    let subject = str_arg(args, 1);
    let mut limit = int_arg(args, 2, -1);
    let flags = int_arg(args, 3, 0);
    let Some(c) = cache::get(ctx, "preg_split", regex.as_bytes())? else {
        return Ok(Value::Bool(false));
    };
    cache::set_error(PREG_NO_ERROR);
    let no_empty = flags & PREG_SPLIT_NO_EMPTY != 0;
    let delim_capture = flags & PREG_SPLIT_DELIM_CAPTURE != 0;
    let offset_capture = flags & PREG_SPLIT_OFFSET_CAPTURE != 0;
    let s = subject.as_bytes();
    let mut out = PhpArray::new();
    let piece = |out: &mut PhpArray, a: usize, b: usize| {
        let v = if offset_capture {
            offset_pair(s, &[a, b], 0, false)
        } else {
            Value::str(&s[a..b])
        };
        let _ = out.push(v);
    };
    if limit == 0 {
        limit = -1;
    }
    let mut last = 0;
    if limit == -1 || limit > 1 {
        if !cache::check_utf(&c, s, 0) {
            return Ok(Value::Bool(false));
        }
        let limits = cache::limits(ctx);
        let r = cache::for_each_match(&c, s, 0, &limits, |slots| {
            if !no_empty || slots[0] != last {
                piece(&mut out, last, slots[0]);
                if limit != -1 {
                    limit -= 1;
                }
            }
            if delim_capture {
                for i in 1..cache::set_count(slots) {
                    let (a, b) = (slots[2 * i], slots[2 * i + 1]);
                    let (a, b) = if a == usize::MAX { (0, 0) } else { (a, b) };
                    if !no_empty || a != b {
                        piece(&mut out, a, b);
                    }
                }
            }
            last = slots[1];
            Ok(limit == -1 || limit > 1)
        })?;
        if r.is_err() {
            return Ok(Value::Bool(false));
        }
    }
    if !no_empty || last < s.len() {
        piece(&mut out, last, s.len());
    }
    Ok(Value::Array(out))
}

/// `preg_quote(string $str, ?string $delimiter = null)`
pub fn preg_quote(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let delim = if given(args, 1) {
        str_arg(args, 1).as_bytes().first().copied()
    } else {
        None
    };
    let mut out = Vec::with_capacity(s.len() + 8);
    for &b in s.as_bytes() {
        match b {
            b'.' | b'\\' | b'+' | b'*' | b'?' | b'[' | b'^' | b']' | b'$' | b'(' | b')' | b'{'
            | b'}' | b'=' | b'!' | b'>' | b'<' | b'|' | b':' | b'-' | b'#' => {
                out.push(b'\\');
                out.push(b);
            }
            0 => out.extend_from_slice(b"\\000"),
            _ if Some(b) == delim => {
                out.push(b'\\');
                out.push(b);
            }
            _ => out.push(b),
        }
    }
    Ok(Value::str(out))
}
