//! Number bases: `dechex`, `decbin`, `decoct` (two's complement as unsigned),
//! `hexdec`, `bindec`, `octdec` (invalid digits skipped with a deprecation,
//! floats past PHP_INT_MAX), `base_convert`, and `bin2hex`/`hex2bin`.

use crate::util::{int_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, Value};

const INT: &[ParamSpec] = &[ParamSpec::req("num", ParamType::Int)];
const HEX: &[ParamSpec] = &[ParamSpec::req("hex_string", ParamType::String)];
const BIN: &[ParamSpec] = &[ParamSpec::req("binary_string", ParamType::String)];
const OCT: &[ParamSpec] = &[ParamSpec::req("octal_string", ParamType::String)];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "dechex",
        params: INT,
        func: |_, a| Ok(Value::str(format!("{:x}", int_arg(a, 0, 0) as u64))),
    },
    Builtin {
        name: "decbin",
        params: INT,
        func: |_, a| Ok(Value::str(format!("{:b}", int_arg(a, 0, 0) as u64))),
    },
    Builtin {
        name: "decoct",
        params: INT,
        func: |_, a| Ok(Value::str(format!("{:o}", int_arg(a, 0, 0) as u64))),
    },
    Builtin {
        name: "hexdec",
        params: HEX,
        func: |c, a| to_number(c, str_arg(a, 0).as_bytes(), 16),
    },
    Builtin {
        name: "bindec",
        params: BIN,
        func: |c, a| to_number(c, str_arg(a, 0).as_bytes(), 2),
    },
    Builtin {
        name: "octdec",
        params: OCT,
        func: |c, a| to_number(c, str_arg(a, 0).as_bytes(), 8),
    },
    Builtin {
        name: "base_convert",
        params: &[
            ParamSpec::req("num", ParamType::String),
            ParamSpec::req("from_base", ParamType::Int),
            ParamSpec::req("to_base", ParamType::Int),
        ],
        func: base_convert,
    },
    Builtin {
        name: "bin2hex",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: |_, a| {
            Ok(Value::str(crate::string::hash::hex(
                str_arg(a, 0).as_bytes(),
            )))
        },
    },
    Builtin {
        name: "hex2bin",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: hex2bin,
    },
];

/// `_php_math_basetozval`: digits in `base`, switching to float on overflow.
fn parse_base(ctx: &mut dyn Context, s: &[u8], base: u32) -> Result<Value, Fault> {
    let is_space = |c: &u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
    let start = s.iter().position(|c| !is_space(c)).unwrap_or(s.len());
    let end = s
        .iter()
        .rposition(|c| !is_space(c))
        .map_or(start, |p| p + 1);
    let mut s = &s[start..end.max(start)];
    if s.len() >= 2 && s[0] == b'0' {
        let prefix = s[1].to_ascii_lowercase();
        if (base == 16 && prefix == b'x')
            || (base == 8 && prefix == b'o')
            || (base == 2 && prefix == b'b')
        {
            s = &s[2..];
        }
    }
    let mut num: i64 = 0;
    let mut fnum: f64 = 0.0;
    let mut is_float = false;
    let mut invalid = false;
    let cutoff = i64::MAX / base as i64;
    let cutlim = i64::MAX % base as i64;
    for &c in s {
        let d = match (c as char).to_digit(36) {
            Some(d) if d < base => d as i64,
            _ => {
                invalid = true;
                continue;
            }
        };
        if !is_float {
            if num < cutoff || (num == cutoff && d <= cutlim) {
                num = num * base as i64 + d;
                continue;
            }
            fnum = num as f64;
            is_float = true;
        }
        fnum = fnum * base as f64 + d as f64;
    }
    if invalid {
        ctx.error(
            ErrorLevel::Deprecated,
            "Invalid characters passed for attempted conversion, these have been ignored",
        )?;
    }
    Ok(if is_float {
        Value::Float(fnum)
    } else {
        Value::Int(num)
    })
}

fn to_number(ctx: &mut dyn Context, s: &[u8], base: u32) -> Result<Value, Fault> {
    parse_base(ctx, s, base)
}

const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

fn base_convert(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let from = int_arg(args, 1, 10);
    let to = int_arg(args, 2, 10);
    if !(2..=36).contains(&from) {
        return Err(value_error(
            ctx,
            "base_convert",
            1,
            "from_base",
            "must be between 2 and 36 (inclusive)",
        ));
    }
    if !(2..=36).contains(&to) {
        return Err(value_error(
            ctx,
            "base_convert",
            2,
            "to_base",
            "must be between 2 and 36 (inclusive)",
        ));
    }
    let n = parse_base(ctx, s.as_bytes(), from as u32)?;
    let mut out = Vec::new();
    match n {
        Value::Float(f) => {
            let mut f = f.floor();
            if f.is_infinite() {
                return Err(ctx.throw(
                    rphp_value::ThrowKind::ValueError,
                    format!("An infinite value cannot be converted to base {}", to),
                ));
            }
            loop {
                let d = (f % to as f64) as usize;
                out.push(DIGITS[d]);
                f /= to as f64;
                if f.abs() < 1.0 {
                    break;
                }
            }
        }
        v => {
            let mut u = rphp_value::convert::to_int(&v) as u64;
            loop {
                out.push(DIGITS[(u % to as u64) as usize]);
                u /= to as u64;
                if u == 0 {
                    break;
                }
            }
        }
    }
    out.reverse();
    Ok(Value::str(out))
}

fn hex2bin(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let b = s.as_bytes();
    if !b.len().is_multiple_of(2) {
        ctx.error(
            ErrorLevel::Warning,
            "hex2bin(): Hexadecimal input string must have an even length",
        )?;
        return Ok(Value::Bool(false));
    }
    let mut out = Vec::with_capacity(b.len() / 2);
    for pair in b.chunks(2) {
        let hi = (pair[0] as char).to_digit(16);
        let lo = (pair[1] as char).to_digit(16);
        match (hi, lo) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            _ => {
                ctx.error(
                    ErrorLevel::Warning,
                    "hex2bin(): Input string must be hexadecimal string",
                )?;
                return Ok(Value::Bool(false));
            }
        }
    }
    Ok(Value::str(out))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn bases() {
        assert_eq!(
            run("hexdec", vec![s("ffffffffffffffffff")]),
            "4.722366482869645E+21"
        );
        assert_eq!(run("bindec", vec![s("0b101")]), "5");
        assert_eq!(run("octdec", vec![s("0o17")]), "15");
        assert_eq!(run("hexdec", vec![s("1g")]), "1");
        assert_eq!(
            run("base_convert", vec![s("ff"), i(16), i(2)]),
            "'11111111'"
        );
        assert_eq!(run("base_convert", vec![s("zz"), i(36), i(1)]), "ValueError: base_convert(): Argument #3 ($to_base) must be between 2 and 36 (inclusive)");
        assert_eq!(run("dechex", vec![i(-1)]), "'ffffffffffffffff'");
        assert_eq!(run("decoct", vec![i(-1)]), "'1777777777777777777777'");
        assert_eq!(run("hex2bin", vec![s("6869")]), "'hi'");
        assert_eq!(run("hex2bin", vec![s("abc")]), "false");
        assert_eq!(run("bin2hex", vec![s("hi")]), "'6869'");
    }
}
