//! `number_format()`: rounds half away from zero (with PHP's pre-rounding),
//! then groups thousands. PHP 8.2 takes a float, clamps negative decimals
//! to 0, never prints `-0`, and accepts multi-byte separators.

use crate::numfmt::{fixed, php_round, RoundMode};
use crate::util::{float_arg, given, int_arg, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "number_format",
    params: &[
        ParamSpec::req("num", ParamType::Float),
        ParamSpec::opt("decimals", ParamType::Int, "0"),
        ParamSpec::opt("decimal_separator", ParamType::String, "\".\"").nullable(),
        ParamSpec::opt("thousands_separator", ParamType::String, "\",\"").nullable(),
    ],
    func: number_format,
}];

fn number_format(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let num = float_arg(args, 0, 0.0);
    let dec = int_arg(args, 1, 0).max(0);
    let dec_point = if given(args, 2) {
        str_arg(args, 2).as_bytes().to_vec()
    } else {
        b".".to_vec()
    };
    let sep = if given(args, 3) {
        str_arg(args, 3).as_bytes().to_vec()
    } else {
        b",".to_vec()
    };
    Ok(Value::str(format_number(num, dec, &dec_point, &sep)))
}

/// `_php_math_number_format_ex`.
pub fn format_number(num: f64, dec: i64, dec_point: &[u8], sep: &[u8]) -> Vec<u8> {
    let d = php_round(num, dec, RoundMode::HalfUp);
    if d.is_nan() {
        return b"nan".to_vec();
    }
    if d.is_infinite() {
        return if d < 0.0 {
            b"-inf".to_vec()
        } else {
            b"inf".to_vec()
        };
    }
    let text = fixed(d, dec.min(1000) as usize);
    let (int_part, frac) = match text.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (text.as_str(), None),
    };
    let negative = d < 0.0 && text.bytes().any(|c| (b'1'..=b'9').contains(&c));
    let mut out = Vec::with_capacity(text.len() + 8);
    if negative {
        out.push(b'-');
    }
    let digits = int_part.as_bytes();
    for (k, &c) in digits.iter().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.extend_from_slice(sep);
        }
        out.push(c);
    }
    if let Some(frac) = frac {
        out.extend_from_slice(dec_point);
        out.extend_from_slice(frac.as_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::format_number;

    fn nf(n: f64, d: i64) -> String {
        String::from_utf8(format_number(n, d, b".", b",")).unwrap()
    }

    #[test]
    fn formats() {
        assert_eq!(nf(-0.01, 0), "0");
        assert_eq!(nf(-0.4, 0), "0");
        assert_eq!(nf(1234567.891, 0), "1,234,568");
        assert_eq!(nf(1234567.891, 2), "1,234,567.89");
        assert_eq!(nf(0.5, 0), "1");
        assert_eq!(nf(1.005, 2), "1.01");
        assert_eq!(nf(1e20, 2), "100,000,000,000,000,000,000.00");
        assert_eq!(nf(-1234.567, 2), "-1,234.57");
        assert_eq!(
            String::from_utf8(format_number(123.0, 2, b"dec", b"thou")).unwrap(),
            "123dec00"
        );
        assert_eq!(
            String::from_utf8(format_number(-1234.567, 2, b"", b"")).unwrap(),
            "-123457"
        );
    }
}
