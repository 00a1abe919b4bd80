//! `str_getcsv()`: one CSV record, parsed the way `php_fgetcsv` does —
//! whitespace before an enclosure is skipped, doubled enclosures and the
//! escape character are kept literally inside enclosed fields, text after a
//! closing enclosure is appended, and a trailing line break is dropped.

use crate::util::str_arg;
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "str_getcsv",
    params: &[
        ParamSpec::req("string", ParamType::String),
        ParamSpec::opt("separator", ParamType::String, "\",\""),
        ParamSpec::opt("enclosure", ParamType::String, "\"\\\"\""),
        ParamSpec::opt("escape", ParamType::String, "\"\\\\\""),
    ],
    func: str_getcsv,
}];

fn str_getcsv(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    // PHP 8.2 takes the first byte of each; an empty separator or enclosure keeps the default.
    let first = |args: &[Value], i: usize| {
        if args.len() > i {
            str_arg(args, i).as_bytes().first().copied()
        } else {
            None
        }
    };
    let sep = first(args, 1).unwrap_or(b',');
    let enc = first(args, 2).unwrap_or(b'"');
    let esc = if args.len() > 3 {
        first(args, 3)
    } else {
        Some(b'\\')
    };
    Ok(Value::Array(parse_csv(s.as_bytes(), sep, enc, esc)))
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Length of `s` without its trailing `\r`/`\n` run.
fn without_line_end(s: &[u8]) -> usize {
    s.len()
        - s.iter()
            .rev()
            .take_while(|&&c| c == b'\r' || c == b'\n')
            .count()
}

/// `php_fgetcsv` on a buffer that is the whole input.
pub fn parse_csv(buf: &[u8], delim: u8, enc: u8, esc: Option<u8>) -> PhpArray {
    let limit = without_line_end(buf);
    let line_end = &buf[limit..];
    let mut out = PhpArray::new();
    let at = |i: usize| buf.get(i).copied().unwrap_or(0);
    let mut b = 0usize;
    let mut first = true;
    loop {
        let mut field: Vec<u8> = Vec::new();
        if b < limit {
            let mut t = b;
            while at(t) != delim && is_space(at(t)) && t < buf.len() {
                t += 1;
            }
            if at(t) == enc && t < buf.len() {
                b = t;
            }
        }
        if first && b == limit {
            let _ = out.push(Value::Null);
            break;
        }
        first = false;
        let more;
        if b < limit && buf[b] == enc {
            // Enclosed field.
            b += 1;
            let mut hunk = b;
            // 0: plain, 1: after the escape character, 2: after an enclosure.
            let mut state = 0;
            loop {
                if b >= limit {
                    match state {
                        2 => field.extend_from_slice(&buf[hunk..b - 1]),
                        _ => {
                            field.extend_from_slice(&buf[hunk..b]);
                            if state == 0 {
                                field.extend_from_slice(line_end);
                            }
                        }
                    }
                    hunk = b;
                    break;
                }
                match state {
                    1 => {
                        b += 1;
                        state = 0;
                    }
                    2 => {
                        if buf[b] != enc {
                            field.extend_from_slice(&buf[hunk..b - 1]);
                            hunk = b;
                            break;
                        }
                        field.extend_from_slice(&buf[hunk..b]);
                        b += 1;
                        hunk = b;
                        state = 0;
                    }
                    _ => {
                        if buf[b] == enc {
                            state = 2;
                        } else if Some(buf[b]) == esc {
                            state = 1;
                        }
                        b += 1;
                    }
                }
            }
            // Anything between the closing enclosure and the delimiter is kept.
            while b < limit && buf[b] != delim {
                b += 1;
            }
            field.extend_from_slice(&buf[hunk..b]);
            more = b < limit;
            if more {
                b += 1;
            }
        } else {
            let start = b;
            while b < limit && buf[b] != delim {
                b += 1;
            }
            field.extend_from_slice(&buf[start..b]);
            let keep = without_line_end(&field);
            field.truncate(keep);
            more = b < limit;
            if more {
                b += 1;
            }
        }
        let _ = out.push(Value::str(field));
        if !more {
            break;
        }
    }
    out
}
