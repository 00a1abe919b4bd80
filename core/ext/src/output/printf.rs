//! The `printf` family: `sprintf`, `printf`, `vsprintf`, `vprintf`, `fprintf`,
//! `vfprintf`, following `php_formatted_print` (ext/standard/formatted_print.c):
//! argnum (`%1$s`), flags (`-`, `+`, space, `0`, `'c`), width and precision
//! (also `*`), and PHP's quirks (`%e` has an unpadded exponent, `%5.2x` prints
//! nothing but padding, `%c` ignores width).

use crate::numfmt;
use crate::util::{array_arg, str_arg, to_string_warn, type_error, variadic};
use rphp_value::convert::{to_float, to_int};
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, ThrowKind, Value};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "sprintf",
        params: &[
            ParamSpec::req("format", ParamType::String),
            variadic("values", ParamType::Mixed),
        ],
        func: sprintf,
    },
    Builtin {
        name: "printf",
        params: &[
            ParamSpec::req("format", ParamType::String),
            variadic("values", ParamType::Mixed),
        ],
        func: printf,
    },
    Builtin {
        name: "vsprintf",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::req("values", ParamType::Array),
        ],
        func: vsprintf,
    },
    Builtin {
        name: "vprintf",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::req("values", ParamType::Array),
        ],
        func: vprintf,
    },
    Builtin {
        name: "fprintf",
        params: &[
            ParamSpec::req("stream", ParamType::Mixed),
            ParamSpec::req("format", ParamType::String),
            variadic("values", ParamType::Mixed),
        ],
        func: fprintf,
    },
    Builtin {
        name: "vfprintf",
        params: &[
            ParamSpec::req("stream", ParamType::Mixed),
            ParamSpec::req("format", ParamType::String),
            ParamSpec::req("values", ParamType::Array),
        ],
        func: vfprintf,
    },
];

fn sprintf(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let fmt = str_arg(args, 0);
    Ok(Value::str(format(
        ctx,
        "sprintf",
        fmt.as_bytes(),
        &args[1..],
        1,
    )?))
}

fn printf(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let fmt = str_arg(args, 0);
    let out = format(ctx, "printf", fmt.as_bytes(), &args[1..], 1)?;
    ctx.echo(&out);
    Ok(Value::Int(out.len() as i64))
}

fn array_values(args: &[Value], i: usize) -> Vec<Value> {
    array_arg(args, i).iter().map(|(_, v)| v.get()).collect()
}

fn vsprintf(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let fmt = str_arg(args, 0);
    Ok(Value::str(format(
        ctx,
        "vsprintf",
        fmt.as_bytes(),
        &array_values(args, 1),
        -1,
    )?))
}

fn vprintf(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let fmt = str_arg(args, 0);
    let out = format(ctx, "vprintf", fmt.as_bytes(), &array_values(args, 1), -1)?;
    ctx.echo(&out);
    Ok(Value::Int(out.len() as i64))
}

/// Writes to a stream resource (the VM's streams, through the context).
fn write_stream(
    ctx: &mut dyn Context,
    func: &str,
    stream: &Value,
    bytes: &[u8],
) -> Result<Value, Fault> {
    ctx.stream_write(func, stream, bytes)?;
    Ok(Value::Int(bytes.len() as i64))
}

fn fprintf(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let stream = args[0].get();
    if !matches!(stream, Value::Resource(_)) {
        return Err(type_error(ctx, "fprintf", 0, "stream", "resource", &stream));
    }
    let fmt = str_arg(args, 1);
    let out = format(ctx, "fprintf", fmt.as_bytes(), &args[2..], 2)?;
    write_stream(ctx, "fprintf", &stream, &out)
}

fn vfprintf(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let stream = args[0].get();
    if !matches!(stream, Value::Resource(_)) {
        return Err(type_error(
            ctx, "vfprintf", 0, "stream", "resource", &stream,
        ));
    }
    let fmt = str_arg(args, 1);
    let out = format(ctx, "vfprintf", fmt.as_bytes(), &array_values(args, 2), -1)?;
    write_stream(ctx, "vfprintf", &stream, &out)
}

/// One conversion's settings.
#[derive(Clone, Copy)]
struct Spec {
    left: bool,
    padding: u8,
    always_sign: bool,
    width: usize,
    precision: i64,
    /// A precision was given with digits or `*` (PHP's `expprec`).
    expprec: bool,
    /// A `.` was seen (PHP's `ADJ_PRECISION`).
    adj_precision: bool,
}

const INT_MAX: i64 = i32::MAX as i64;

fn value_error(ctx: &mut dyn Context, msg: String) -> Fault {
    ctx.throw(ThrowKind::ValueError, msg)
}

/// `strtol`-style decimal number at `pos`; `None` when it is `>= INT_MAX`.
fn number(fmt: &[u8], pos: &mut usize) -> Option<i64> {
    let mut n: i64 = 0;
    while let Some(c) = fmt.get(*pos).filter(|c| c.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add((c - b'0') as i64);
        *pos += 1;
    }
    (n < INT_MAX).then_some(n)
}

/// `N$` at `pos`: `Ok(None)` when there is none, the zero-based index otherwise.
fn argnum(ctx: &mut dyn Context, fmt: &[u8], pos: &mut usize) -> Result<Option<usize>, Fault> {
    let mut end = *pos;
    while fmt.get(end).is_some_and(|c| c.is_ascii_digit()) {
        end += 1;
    }
    if fmt.get(end) != Some(&b'$') {
        return Ok(None);
    }
    match number(fmt, pos) {
        Some(n) if n > 0 => {
            *pos += 1;
            Ok(Some(n as usize - 1))
        }
        _ => Err(value_error(
            ctx,
            format!(
                "Argument number specifier must be greater than zero and less than {}",
                INT_MAX
            ),
        )),
    }
}

/// PHP's `php_formatted_print`. `extra` is how many arguments precede the
/// values (for the ArgumentCountError text), or -1 when they came from an array.
pub fn format(
    ctx: &mut dyn Context,
    func: &str,
    fmt: &[u8],
    args: &[Value],
    extra: i64,
) -> Result<Vec<u8>, Fault> {
    let mut out = Vec::with_capacity(fmt.len() + 16);
    let mut pos = 0;
    let mut currarg = 0usize;
    let mut max_missing: Option<usize> = None;
    let at = |p: usize| fmt.get(p).copied().unwrap_or(0);
    while pos < fmt.len() {
        let Some(off) = fmt[pos..].iter().position(|&c| c == b'%') else {
            out.extend_from_slice(&fmt[pos..]);
            break;
        };
        out.extend_from_slice(&fmt[pos..pos + off]);
        pos += off + 1;
        if at(pos) == b'%' {
            out.push(b'%');
            pos += 1;
            continue;
        }
        let mut spec = Spec {
            left: false,
            padding: b' ',
            always_sign: false,
            width: 0,
            precision: 0,
            expprec: false,
            adj_precision: false,
        };
        let mut num: Option<usize> = None;
        if !at(pos).is_ascii_alphabetic() {
            num = argnum(ctx, fmt, &mut pos)?;
            // flags
            loop {
                match at(pos) {
                    b' ' | b'0' => spec.padding = at(pos),
                    b'-' => spec.left = true,
                    b'+' => spec.always_sign = true,
                    b'\'' => {
                        if fmt.len() - pos > 1 {
                            pos += 1;
                            spec.padding = at(pos);
                        } else {
                            return Err(value_error(ctx, "Missing padding character".into()));
                        }
                    }
                    _ => break,
                }
                pos += 1;
            }
            // width
            if at(pos) == b'*' {
                pos += 1;
                let n = match argnum(ctx, fmt, &mut pos)? {
                    Some(n) => n,
                    None => {
                        currarg += 1;
                        currarg - 1
                    }
                };
                let Some(w) = args.get(n) else {
                    max_missing = max_missing.max(Some(n));
                    continue;
                };
                match w.get() {
                    Value::Int(w) if (0..=INT_MAX).contains(&w) => spec.width = w as usize,
                    Value::Int(_) => {
                        return Err(value_error(
                            ctx,
                            format!("Width must be greater than zero and less than {}", INT_MAX),
                        ))
                    }
                    _ => return Err(value_error(ctx, "Width must be an integer".into())),
                }
            } else if at(pos).is_ascii_digit() {
                match number(fmt, &mut pos) {
                    Some(w) => spec.width = w as usize,
                    None => {
                        return Err(value_error(
                            ctx,
                            format!("Width must be greater than zero and less than {}", INT_MAX),
                        ))
                    }
                }
            }
            // precision
            if at(pos) == b'.' {
                pos += 1;
                spec.adj_precision = true;
                if at(pos) == b'*' {
                    pos += 1;
                    let n = match argnum(ctx, fmt, &mut pos)? {
                        Some(n) => n,
                        None => {
                            currarg += 1;
                            currarg - 1
                        }
                    };
                    let Some(p) = args.get(n) else {
                        max_missing = max_missing.max(Some(n));
                        continue;
                    };
                    match p.get() {
                        Value::Int(p) if (-1..=INT_MAX).contains(&p) => spec.precision = p,
                        Value::Int(_) => {
                            return Err(value_error(
                                ctx,
                                format!("Precision must be between -1 and {}", INT_MAX),
                            ))
                        }
                        _ => return Err(value_error(ctx, "Precision must be an integer".into())),
                    }
                    spec.expprec = true;
                } else if at(pos).is_ascii_digit() {
                    match number(fmt, &mut pos) {
                        Some(p) => spec.precision = p,
                        None => {
                            return Err(value_error(
                                ctx,
                                format!(
                                    "Precision must be greater than zero and less than {}",
                                    INT_MAX
                                ),
                            ))
                        }
                    }
                    spec.expprec = true;
                }
            }
        }
        if at(pos) == b'l' {
            pos += 1;
        }
        let n = match num {
            Some(n) => n,
            None => {
                currarg += 1;
                currarg - 1
            }
        };
        let Some(arg) = args.get(n) else {
            max_missing = max_missing.max(Some(n));
            continue;
        };
        let conv = at(pos);
        if spec.expprec && spec.precision == -1 && !matches!(conv, b'g' | b'G' | b'h' | b'H') {
            return Err(value_error(
                ctx,
                "Precision -1 is only supported for %g, %G, %h and %H".into(),
            ));
        }
        let arg = arg.get();
        match conv {
            b's' => {
                let s = to_string_warn(ctx, &arg)?;
                append(
                    &mut out,
                    s.as_bytes(),
                    &spec,
                    spec.precision.max(0) as usize,
                    false,
                );
            }
            b'd' => {
                let i = to_int(&arg);
                let mut s = String::new();
                if i < 0 {
                    s.push('-');
                } else if spec.always_sign {
                    s.push('+');
                }
                s.push_str(&i.unsigned_abs().to_string());
                let mut sp = int_spec(&spec);
                sp.expprec = false;
                append(&mut out, s.as_bytes(), &sp, 0, i < 0);
            }
            b'u' => {
                let s = (to_int(&arg) as u64).to_string();
                let mut sp = int_spec(&spec);
                sp.always_sign = false;
                sp.expprec = false;
                append(&mut out, s.as_bytes(), &sp, 0, false);
            }
            b'e' | b'E' | b'f' | b'F' | b'g' | b'G' | b'h' | b'H' => {
                append_double(ctx, func, &mut out, to_float(&arg), &spec, conv)?;
            }
            b'c' => out.push(to_int(&arg) as u8),
            b'o' | b'x' | b'X' | b'b' => {
                let u = to_int(&arg) as u64;
                let s = match conv {
                    b'o' => format!("{:o}", u),
                    b'x' => format!("{:x}", u),
                    b'X' => format!("{:X}", u),
                    _ => format!("{:b}", u),
                };
                let mut sp = spec;
                sp.always_sign = false;
                // PHP passes 0 as the maximum width here, so a precision prints nothing.
                append(&mut out, s.as_bytes(), &sp, 0, false);
            }
            b'%' => out.push(b'%'),
            0 if pos >= fmt.len() => {
                return Err(value_error(
                    ctx,
                    "Missing format specifier at end of string".into(),
                ));
            }
            c => {
                let shown = String::from_utf8_lossy(&[c]).into_owned();
                return Err(value_error(
                    ctx,
                    format!("Unknown format specifier \"{}\"", shown),
                ));
            }
        }
        pos += 1;
    }
    if let Some(m) = max_missing {
        let m = m as i64;
        if extra == -1 {
            return Err(value_error(
                ctx,
                format!(
                    "The arguments array must contain {} items, {} given",
                    m + 1,
                    args.len()
                ),
            ));
        }
        let msg = format!(
            "{} arguments are required, {} given",
            m + extra + 1,
            args.len() as i64 + extra
        );
        return Err(ctx.throw(ThrowKind::ArgumentCountError, msg));
    }
    Ok(out)
}

/// Integers cannot be right-padded with zeros: `%-05d` pads with spaces.
fn int_spec(s: &Spec) -> Spec {
    let mut sp = *s;
    if sp.left && sp.padding == b'0' {
        sp.padding = b' ';
    }
    sp
}

/// `php_sprintf_appendstring`: pads `s` to the width; with `0` padding a sign
/// (`neg` or `always_sign`) goes before the zeros.
fn append(out: &mut Vec<u8>, s: &[u8], spec: &Spec, max_width: usize, neg: bool) {
    let mut s = s;
    let mut copy_len = if spec.expprec {
        max_width.min(s.len())
    } else {
        s.len()
    };
    let npad = spec.width.saturating_sub(copy_len);
    if !spec.left {
        if (neg || spec.always_sign) && spec.padding == b'0' {
            out.push(if neg { b'-' } else { b'+' });
            s = &s[1.min(s.len())..];
            copy_len = copy_len.saturating_sub(1);
        }
        out.resize(out.len() + npad, spec.padding);
    }
    out.extend_from_slice(&s[..copy_len.min(s.len())]);
    if spec.left {
        out.resize(out.len() + npad, spec.padding);
    }
}

/// `php_sprintf_appenddouble`.
fn append_double(
    ctx: &mut dyn Context,
    func: &str,
    out: &mut Vec<u8>,
    f: f64,
    spec: &Spec,
    conv: u8,
) -> Result<(), Fault> {
    let mut precision = spec.precision;
    if !spec.adj_precision {
        precision = 6;
    } else if precision > 53 {
        ctx.error(
            ErrorLevel::Notice,
            &format!(
                "{}(): Requested precision of {} digits was truncated to PHP maximum of 53 digits",
                func, precision
            ),
        )?;
        precision = 53;
    }
    let mut sp = *spec;
    sp.expprec = false;
    if f.is_nan() || f.is_infinite() {
        let s: &[u8] = if f.is_nan() { b"NaN" } else { b"INF" };
        sp.width = 3;
        append(out, s, &sp, 0, f < 0.0);
        return Ok(());
    }
    let neg;
    let mut s = String::new();
    match conv {
        b'e' | b'E' | b'f' | b'F' => {
            neg = f < 0.0;
            if neg {
                s.push('-');
            } else if spec.always_sign {
                s.push('+');
            }
            if conv == b'f' || conv == b'F' {
                s.push_str(&numfmt::fixed(f, precision as usize));
            } else {
                s.push_str(&numfmt::exp_format(f, precision as usize, conv));
            }
        }
        _ => {
            if precision == 0 {
                precision = 1;
            }
            let exp_char = if conv == b'G' || conv == b'H' {
                b'E'
            } else {
                b'e'
            };
            let g = numfmt::gcvt(f, precision as i32, exp_char);
            neg = g.starts_with('-');
            if !neg && spec.always_sign {
                s.push('+');
            }
            s.push_str(&g);
        }
    }
    append(out, s.as_bytes(), &sp, 0, neg);
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    fn sp(fmt: &str, args: Vec<Value>) -> String {
        let mut a = vec![s(fmt)];
        a.extend(args);
        run("sprintf", a).trim_matches('\'').to_string()
    }

    #[test]
    fn conversions() {
        assert_eq!(
            sp(
                "%.2f|%.0f|%.0f|%e|%E|%.2e",
                vec![f(1.005), f(0.5), f(1.5), i(10), f(0.000123), f(-1234.5)]
            ),
            "1.00|0|2|1.000000e+1|1.230000E-4|-1.23e+3"
        );
        assert_eq!(
            sp(
                "%g|%g|%g|%G|%g|%.3g",
                vec![
                    f(0.00001),
                    f(123456789.0),
                    i(100000),
                    f(1e20),
                    i(0),
                    f(1234.5678)
                ]
            ),
            "1.0e-5|1.23457e+8|100000|1.0E+20|0|1.23e+3"
        );
        assert_eq!(
            sp(
                "%10.4f|%-10s|%05d|%-05d|%+d|%+05d",
                vec![f(3.14158), s("ab"), i(-12), i(-12), i(5), i(5)]
            ),
            "    3.1416|ab        |-0012|-12  |+5|+0005"
        );
        assert_eq!(
            sp(
                "%x|%X|%o|%b|%c|%u|%5.1s|%'*8s|%.s",
                vec![
                    i(255),
                    i(255),
                    i(8),
                    i(5),
                    i(65),
                    i(-1),
                    s("hello"),
                    s("x"),
                    s("abc")
                ]
            ),
            "ff|FF|10|101|A|18446744073709551615|    h|*******x|abc"
        );
        assert_eq!(sp("%5%|%d", vec![i(7), i(8)]), "%|8");
        assert_eq!(
            sp(
                "%*d|%.*f|%-*d|",
                vec![i(5), i(42), i(2), f(3.14158), i(4), i(7)]
            ),
            "   42|3.14|7   |"
        );
        assert_eq!(
            sp(
                "[%f] [%f] [%010f] [%d]",
                vec![
                    f(f64::INFINITY),
                    f(f64::NAN),
                    f(f64::NEG_INFINITY),
                    f(f64::INFINITY)
                ]
            ),
            "[INF] [NaN] [-NF] [0]"
        );
        assert_eq!(sp("%2$s %1$s %s", vec![s("a"), s("b")]), "b a a");
        assert_eq!(
            sp(
                "%.*g|%.*G|%5.2x|%.0g",
                vec![i(-1), f(0.1), i(-1), f(1e20), i(255), i(25)]
            ),
            "0.1|1.0E+20|     |2.0e+1"
        );
        assert_eq!(
            sp("%f|%.1f|%e", vec![f(-0.0), f(-0.04), f(-0.0)]),
            "0.000000|-0.0|0.000000e+0"
        );
    }

    #[test]
    fn errors() {
        assert_eq!(
            sp("%d %d", vec![i(1)]),
            "ArgumentCountError: 3 arguments are required, 2 given"
        );
        assert_eq!(
            sp("abc%", vec![]),
            "ArgumentCountError: 2 arguments are required, 1 given"
        );
        assert_eq!(
            sp("abc%", vec![i(1)]),
            "ValueError: Missing format specifier at end of string"
        );
        assert_eq!(
            sp("%y", vec![i(1)]),
            "ValueError: Unknown format specifier \"y\""
        );
        assert_eq!(
            run("vsprintf", vec![s("%d %d"), arr(vec![i(1)])]),
            "ValueError: The arguments array must contain 2 items, 1 given"
        );
    }
}
