//! `pack()` and `unpack()` (ext/standard/pack.c as of PHP 8.2: no endianness
//! modifiers). Machine order is little-endian and `int` is 4 bytes, as on
//! every target rphp builds for.

use crate::util::{int_arg, str_arg, to_string_warn, value_error, variadic};
use rphp_value::convert::{to_float, to_int};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "pack",
        params: &[
            ParamSpec::req("format", ParamType::String),
            variadic("values", ParamType::Mixed),
        ],
        func: pack,
    },
    Builtin {
        name: "unpack",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("offset", ParamType::Int, "0"),
        ],
        func: unpack,
    },
];

fn throw(ctx: &mut dyn Context, msg: String) -> Fault {
    ctx.throw(ThrowKind::ValueError, msg)
}

/// Reads the repeat count after a code: `Some(n)`, `None` for `*`.
fn repeat(fmt: &[u8], i: &mut usize) -> Option<i64> {
    match fmt.get(*i) {
        Some(b'*') => {
            *i += 1;
            None
        }
        Some(c) if c.is_ascii_digit() => {
            let start = *i;
            while fmt.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
            Some(
                std::str::from_utf8(&fmt[start..*i])
                    .ok()
                    .and_then(|t| t.parse().ok())
                    .unwrap_or(i32::MAX as i64),
            )
        }
        _ => Some(1),
    }
}

fn int_bytes(v: &Value, size: usize, big_endian: bool) -> Vec<u8> {
    let n = to_int(v) as u64;
    let le = n.to_le_bytes();
    let mut b = le[..size].to_vec();
    if big_endian {
        b.reverse();
    }
    b
}

fn pack(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let fmt = str_arg(args, 0);
    let fmt = fmt.as_bytes();
    let values: Vec<Value> = args[1..].iter().map(Value::get).collect();
    // Pass 1: codes with their counts, checking arguments.
    let mut codes: Vec<(u8, i64)> = Vec::new();
    let mut cur = 0usize;
    let mut i = 0;
    while i < fmt.len() {
        let code = fmt[i];
        i += 1;
        let mut arg = repeat(fmt, &mut i);
        match code {
            b'x' | b'X' | b'@' => {
                if arg.is_none() {
                    ctx.error(
                        ErrorLevel::Warning,
                        &format!("pack(): Type {}: '*' ignored", code as char),
                    )?;
                    arg = Some(1);
                }
            }
            b'a' | b'A' | b'Z' | b'h' | b'H' => {
                if cur >= values.len() {
                    return Err(throw(
                        ctx,
                        format!("Type {}: not enough arguments", code as char),
                    ));
                }
                if arg.is_none() {
                    let len = to_string_warn(ctx, &values[cur])?.len() as i64;
                    arg = Some(if code == b'Z' { len + 1 } else { len });
                }
                cur += 1;
            }
            b'q' | b'Q' | b'J' | b'P' | b's' | b'S' | b'n' | b'v' | b'l' | b'L' | b'N' | b'V'
            | b'c' | b'C' | b'i' | b'I' | b'f' | b'g' | b'G' | b'd' | b'e' | b'E' => {
                let n = arg.unwrap_or((values.len() - cur.min(values.len())) as i64);
                arg = Some(n);
                cur = cur.saturating_add(n.max(0) as usize);
                if cur > values.len() {
                    return Err(throw(
                        ctx,
                        format!("Type {}: too few arguments", code as char),
                    ));
                }
            }
            _ => {
                return Err(throw(
                    ctx,
                    format!("Type {}: unknown format code", code as char),
                ))
            }
        }
        codes.push((code, arg.unwrap_or(1)));
    }
    if cur < values.len() {
        ctx.error(
            ErrorLevel::Warning,
            &format!("pack(): {} arguments unused", values.len() - cur),
        )?;
    }
    // Pass 2: pack.
    let mut out: Vec<u8> = Vec::new();
    let mut pos: usize = 0;
    let mut arg_i = 0usize;
    let put = |out: &mut Vec<u8>, pos: &mut usize, bytes: &[u8]| {
        if out.len() < *pos + bytes.len() {
            out.resize(*pos + bytes.len(), 0);
        }
        out[*pos..*pos + bytes.len()].copy_from_slice(bytes);
        *pos += bytes.len();
    };
    for (code, arg) in codes {
        let n = arg.max(0) as usize;
        match code {
            b'a' | b'A' | b'Z' => {
                let s = to_string_warn(ctx, &values[arg_i])?;
                arg_i += 1;
                let copy = if code == b'Z' { n.saturating_sub(1) } else { n };
                let mut field = vec![if code == b'A' { b' ' } else { 0 }; n];
                let take = s.len().min(copy);
                field[..take].copy_from_slice(&s.as_bytes()[..take]);
                put(&mut out, &mut pos, &field);
            }
            b'h' | b'H' => {
                let s = to_string_warn(ctx, &values[arg_i])?;
                arg_i += 1;
                let mut count = n;
                if count > s.len() {
                    ctx.error(
                        ErrorLevel::Warning,
                        &format!(
                            "pack(): Type {}: not enough characters in string",
                            code as char
                        ),
                    )?;
                    count = s.len();
                }
                let mut bytes = vec![0u8; count.div_ceil(2)];
                let mut shift = if code == b'h' { 0 } else { 4 };
                for (k, &ch) in s.as_bytes()[..count].iter().enumerate() {
                    let nibble = match (ch as char).to_digit(16) {
                        Some(d) => d as u8,
                        None => {
                            let msg = format!(
                                "pack(): Type {}: illegal hex digit {}",
                                code as char, ch as char
                            );
                            ctx.error(ErrorLevel::Warning, &msg)?;
                            0
                        }
                    };
                    bytes[k / 2] |= nibble << shift;
                    shift = (shift + 4) & 7;
                }
                put(&mut out, &mut pos, &bytes);
            }
            b'c' | b'C' | b's' | b'S' | b'n' | b'v' | b'i' | b'I' | b'l' | b'L' | b'N' | b'V'
            | b'q' | b'Q' | b'J' | b'P' => {
                let (size, big) = match code {
                    b'c' | b'C' => (1, false),
                    b's' | b'S' | b'v' => (2, false),
                    b'n' => (2, true),
                    b'i' | b'I' | b'l' | b'L' | b'V' => (4, false),
                    b'N' => (4, true),
                    b'J' => (8, true),
                    _ => (8, false),
                };
                for _ in 0..n {
                    let b = int_bytes(&values[arg_i], size, big);
                    arg_i += 1;
                    put(&mut out, &mut pos, &b);
                }
            }
            b'f' | b'g' | b'G' => {
                for _ in 0..n {
                    let f = to_float(&values[arg_i]) as f32;
                    arg_i += 1;
                    let b = if code == b'G' {
                        f.to_be_bytes()
                    } else {
                        f.to_le_bytes()
                    };
                    put(&mut out, &mut pos, &b);
                }
            }
            b'd' | b'e' | b'E' => {
                for _ in 0..n {
                    let f = to_float(&values[arg_i]);
                    arg_i += 1;
                    let b = if code == b'E' {
                        f.to_be_bytes()
                    } else {
                        f.to_le_bytes()
                    };
                    put(&mut out, &mut pos, &b);
                }
            }
            b'x' => put(&mut out, &mut pos, &vec![0; n]),
            b'X' => {
                if n > pos {
                    ctx.error(ErrorLevel::Warning, "pack(): Type X: outside of string")?;
                    pos = 0;
                } else {
                    pos -= n;
                }
            }
            b'@' => {
                if n > out.len() {
                    out.resize(n, 0);
                }
                pos = n;
            }
            _ => {}
        }
    }
    out.truncate(pos);
    Ok(Value::str(out))
}

fn unpack(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let fmt = str_arg(args, 0);
    let data = str_arg(args, 1);
    let offset = int_arg(args, 2, 0);
    if offset < 0 || offset > data.len() as i64 {
        return Err(value_error(
            ctx,
            "unpack",
            2,
            "offset",
            "must be contained in argument #2 ($data)",
        ));
    }
    let input = &data.as_bytes()[offset as usize..];
    let fmt = fmt.as_bytes();
    let len = input.len() as i64;
    let mut pos: i64 = 0;
    let mut out = PhpArray::new();
    let mut i = 0;
    while i < fmt.len() {
        let code = fmt[i];
        i += 1;
        let mut reps: i64 = repeat(fmt, &mut i).unwrap_or(-1);
        let name_start = i;
        while i < fmt.len() && fmt[i] != b'/' {
            i += 1;
        }
        let name = &fmt[name_start..i.min(name_start + 200)];
        let argb = reps;
        let mut size: i64 = match code {
            b'X' => {
                if reps < 0 {
                    ctx.error(ErrorLevel::Warning, "unpack(): Type X: '*' ignored")?;
                    reps = 1;
                }
                -1
            }
            b'@' => 0,
            b'a' | b'A' | b'Z' => {
                let s = reps;
                reps = 1;
                s
            }
            b'h' | b'H' => {
                let s = if reps > 0 { (reps + 1) / 2 } else { reps };
                reps = 1;
                s
            }
            b'c' | b'C' | b'x' => 1,
            b's' | b'S' | b'n' | b'v' => 2,
            b'i' | b'I' | b'l' | b'L' | b'N' | b'V' | b'f' | b'g' | b'G' => 4,
            b'q' | b'Q' | b'J' | b'P' | b'd' | b'e' | b'E' => 8,
            _ => return Err(throw(ctx, format!("Invalid format type {}", code as char))),
        };
        let mut k: i64 = 0;
        while k != reps {
            if pos + size <= len {
                let key = if name.is_empty() {
                    ArrayKey::Int(k + 1)
                } else if reps == 1 {
                    ArrayKey::from_bytes(name)
                } else {
                    let mut n = name.to_vec();
                    n.extend_from_slice((k + 1).to_string().as_bytes());
                    ArrayKey::from_bytes(&n)
                };
                let at = pos as usize;
                let rest = &input[at..];
                let mut value: Option<Value> = None;
                match code {
                    b'a' | b'A' | b'Z' => {
                        let mut l = rest.len() as i64;
                        if size >= 0 && l > size {
                            l = size;
                        }
                        size = l;
                        let field = &rest[..l as usize];
                        value = Some(Value::str(match code {
                            b'a' => field,
                            b'A' => {
                                let end = field
                                    .iter()
                                    .rposition(|c| !matches!(c, 0 | b' ' | b'\t' | b'\r' | b'\n'));
                                &field[..end.map_or(0, |e| e + 1)]
                            }
                            _ => {
                                &field[..field.iter().position(|&c| c == 0).unwrap_or(field.len())]
                            }
                        }));
                    }
                    b'h' | b'H' => {
                        let mut l = rest.len() as i64 * 2;
                        if size >= 0 && l > size * 2 {
                            l = size * 2;
                        }
                        if l > 0 && argb > 0 {
                            l -= argb % 2;
                        }
                        let mut s = Vec::with_capacity(l as usize);
                        let mut shift = if code == b'h' { 0 } else { 4 };
                        for o in 0..l as usize {
                            let nib = (rest[o / 2] >> shift) & 0xf;
                            s.push(if nib < 10 {
                                b'0' + nib
                            } else {
                                b'a' + nib - 10
                            });
                            shift = (shift + 4) & 7;
                        }
                        value = Some(Value::str(s));
                    }
                    b'c' => value = Some(Value::Int(rest[0] as i8 as i64)),
                    b'C' => value = Some(Value::Int(rest[0] as i64)),
                    b's' => value = Some(Value::Int(i16::from_le_bytes([rest[0], rest[1]]) as i64)),
                    b'S' | b'v' => {
                        value = Some(Value::Int(u16::from_le_bytes([rest[0], rest[1]]) as i64))
                    }
                    b'n' => value = Some(Value::Int(u16::from_be_bytes([rest[0], rest[1]]) as i64)),
                    b'i' | b'l' => {
                        value = Some(Value::Int(
                            i32::from_le_bytes(rest[..4].try_into().expect("4")) as i64,
                        ))
                    }
                    b'I' | b'L' | b'V' => {
                        value = Some(Value::Int(
                            u32::from_le_bytes(rest[..4].try_into().expect("4")) as i64,
                        ))
                    }
                    b'N' => {
                        value = Some(Value::Int(
                            u32::from_be_bytes(rest[..4].try_into().expect("4")) as i64,
                        ))
                    }
                    b'q' | b'Q' | b'P' => {
                        value = Some(Value::Int(i64::from_le_bytes(
                            rest[..8].try_into().expect("8"),
                        )))
                    }
                    b'J' => {
                        value = Some(Value::Int(i64::from_be_bytes(
                            rest[..8].try_into().expect("8"),
                        )))
                    }
                    b'f' | b'g' => {
                        value = Some(Value::Float(f32::from_le_bytes(
                            rest[..4].try_into().expect("4"),
                        ) as f64))
                    }
                    b'G' => {
                        value = Some(Value::Float(f32::from_be_bytes(
                            rest[..4].try_into().expect("4"),
                        ) as f64))
                    }
                    b'd' | b'e' => {
                        value = Some(Value::Float(f64::from_le_bytes(
                            rest[..8].try_into().expect("8"),
                        )))
                    }
                    b'E' => {
                        value = Some(Value::Float(f64::from_be_bytes(
                            rest[..8].try_into().expect("8"),
                        )))
                    }
                    b'x' => {}
                    b'X' if pos < size => {
                        pos = -size;
                        k = reps - 1;
                        if reps >= 0 {
                            ctx.error(ErrorLevel::Warning, "unpack(): Type X: outside of string")?;
                        }
                    }
                    b'@' => {
                        if reps <= len {
                            pos = reps;
                        } else {
                            ctx.error(ErrorLevel::Warning, "unpack(): Type @: outside of string")?;
                        }
                        k = reps - 1;
                    }
                    _ => {}
                }
                if let Some(v) = value {
                    out.insert(key, v);
                }
                pos += size;
                if pos < 0 {
                    if size != -1 {
                        ctx.error(
                            ErrorLevel::Warning,
                            &format!("unpack(): Type {}: outside of string", code as char),
                        )?;
                    }
                    pos = 0;
                }
            } else if reps < 0 {
                break;
            } else {
                let msg = format!(
                    "unpack(): Type {}: not enough input, need {}, have {}",
                    code as char,
                    size,
                    len - pos
                );
                ctx.error(ErrorLevel::Warning, &msg)?;
                return Ok(Value::Bool(false));
            }
            k += 1;
        }
        if i < fmt.len() {
            i += 1;
        }
    }
    Ok(Value::Array(out))
}
