//! `str_getcsv()`: one CSV record, parsed the way `php_fgetcsv` does —
//! whitespace before an enclosure is skipped, doubled enclosures and the
//! escape character are kept literally inside enclosed fields, text after a
//! closing enclosure is appended, and a trailing line break is dropped.

use crate::util::str_arg;
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value};

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

/// `fgetcsv` and `fputcsv`: CSV over stream resources, read and written
/// through the context (the streams live in the VM).
pub const STREAM_BUILTINS: &[Builtin] = &[
    Builtin {
        name: "fgetcsv",
        params: &[
            ParamSpec::req("stream", ParamType::Mixed),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
            ParamSpec::opt("separator", ParamType::String, "\",\""),
            ParamSpec::opt("enclosure", ParamType::String, "\"\\\"\""),
            ParamSpec::opt("escape", ParamType::String, "\"\\\\\""),
        ],
        func: fgetcsv,
    },
    Builtin {
        name: "fputcsv",
        params: &[
            ParamSpec::req("stream", ParamType::Mixed),
            ParamSpec::req("fields", ParamType::Array),
            ParamSpec::opt("separator", ParamType::String, "\",\""),
            ParamSpec::opt("enclosure", ParamType::String, "\"\\\"\""),
            ParamSpec::opt("escape", ParamType::String, "\"\\\\\""),
            ParamSpec::opt("eol", ParamType::String, "\"\\n\""),
        ],
        func: fputcsv,
    },
];

/// The separator, enclosure and escape arguments (from index `first`),
/// checked as php 8.2 checks them.
fn csv_chars(
    ctx: &mut dyn Context,
    func: &str,
    args: &[Value],
    first: usize,
) -> Result<(u8, u8, Option<u8>), Fault> {
    let mut one = |i: usize, name: &str, default: u8| -> Result<u8, Fault> {
        if args.len() <= i {
            return Ok(default);
        }
        let s = str_arg(args, i);
        if s.len() != 1 {
            return Err(ctx.throw(
                ThrowKind::ValueError,
                format!(
                    "{func}(): Argument #{} (${name}) must be a single character",
                    i + 1
                ),
            ));
        }
        Ok(s.as_bytes()[0])
    };
    let sep = one(first, "separator", b',')?;
    let enc = one(first + 1, "enclosure", b'"')?;
    let esc = if args.len() > first + 2 {
        let s = str_arg(args, first + 2);
        match s.len() {
            0 => None,
            1 => Some(s.as_bytes()[0]),
            _ => {
                return Err(ctx.throw(
                    ThrowKind::ValueError,
                    format!(
                        "{func}(): Argument #{} ($escape) must be empty or a single character",
                        first + 3
                    ),
                ))
            }
        }
    } else {
        Some(b'\\')
    };
    Ok((sep, enc, esc))
}

/// Whether `buf` ends inside an enclosed field (php_fgetcsv then reads
/// the next line into the same record).
pub fn ends_enclosed(buf: &[u8], delim: u8, enc: u8, esc: Option<u8>) -> bool {
    let mut b = 0;
    loop {
        while b < buf.len() && buf[b] != delim && is_space(buf[b]) && buf[b] != b'\n' {
            b += 1;
        }
        if b < buf.len() && buf[b] == enc {
            b += 1;
            // 0: plain, 1: after the escape character, 2: after an enclosure.
            let mut state = 0;
            loop {
                if b >= buf.len() {
                    return state != 2;
                }
                match state {
                    1 => state = 0,
                    2 if buf[b] != enc => break,
                    2 => state = 0,
                    _ if buf[b] == enc => state = 2,
                    _ if Some(buf[b]) == esc => state = 1,
                    _ => {}
                }
                b += 1;
            }
        }
        while b < buf.len() && buf[b] != delim {
            b += 1;
        }
        if b >= buf.len() {
            return false;
        }
        b += 1;
    }
}

fn fgetcsv(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let stream = args[0].get();
    let max = match args.get(1).map(Value::get) {
        None | Some(Value::Null) => usize::MAX,
        Some(v) => {
            let n = rphp_value::convert::to_int(&v);
            if n < 0 || n == i64::MAX {
                return Err(ctx.throw(
                    ThrowKind::ValueError,
                    format!(
                        "fgetcsv(): Argument #2 ($length) must be between 0 and {}",
                        i64::MAX - 1
                    ),
                ));
            }
            if n == 0 {
                usize::MAX
            } else {
                n as usize
            }
        }
    };
    let (sep, enc, esc) = csv_chars(ctx, "fgetcsv", args, 2)?;
    let Some(mut buf) = ctx.stream_read_line("fgetcsv", &stream, max)? else {
        return Ok(Value::Bool(false));
    };
    while ends_enclosed(&buf, sep, enc, esc) {
        match ctx.stream_read_line("fgetcsv", &stream, usize::MAX)? {
            Some(more) => buf.extend_from_slice(&more),
            None => break,
        }
    }
    Ok(Value::Array(parse_csv(&buf, sep, enc, esc)))
}

fn fputcsv(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let stream = args[0].get();
    let (sep, enc, esc) = csv_chars(ctx, "fputcsv", args, 2)?;
    let eol = if args.len() > 5 {
        str_arg(args, 5).as_bytes().to_vec()
    } else {
        b"\n".to_vec()
    };
    let fields = match args[1].get() {
        Value::Array(a) => a,
        _ => rphp_value::PhpArray::new(),
    };
    let mut line = Vec::new();
    let count = fields.len();
    for (i, (_, v)) in fields.iter().enumerate() {
        let field = crate::util::to_string_warn(ctx, &v.get())?;
        let f = field.as_bytes();
        let needs = f.iter().any(|&c| {
            c == sep || c == enc || Some(c) == esc || matches!(c, b'\n' | b'\r' | b'\t' | b' ')
        });
        if needs {
            line.push(enc);
            let mut escaped = false;
            for &c in f {
                if Some(c) == esc {
                    escaped = true;
                } else if !escaped && c == enc {
                    line.push(enc);
                } else {
                    escaped = false;
                }
                line.push(c);
            }
            line.push(enc);
        } else {
            line.extend_from_slice(f);
        }
        if i + 1 != count {
            line.push(sep);
        }
    }
    line.extend_from_slice(&eol);
    ctx.stream_write("fputcsv", &stream, &line)
}
