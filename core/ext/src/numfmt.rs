//! Decimal digit generation for PHP's float formatting: `printf`'s `%e %f %g`,
//! `number_format()` and `round()`.
//!
//! PHP formats through `zend_dtoa` (correctly rounded digits) and then lays
//! the digits out itself (`zend_gcvt`, `php_conv_fp`). Rust's `{:e}` and
//! `{:.N}` formatting also produce correctly rounded digits, so this module
//! only re-implements the layout rules.

/// Correctly rounded decimal digits of `|f|` (finite): `(digits, decpt)` with
/// the value being `0.d1d2d3... * 10^decpt`. `significant = None` asks for the
/// shortest digits that round-trip (dtoa mode 0); trailing zeros are removed,
/// and zero is `("0", 1)`.
pub fn digits(f: f64, significant: Option<usize>) -> (Vec<u8>, i32) {
    let f = f.abs();
    if f == 0.0 {
        return (b"0".to_vec(), 1);
    }
    let s = match significant {
        None => format!("{:e}", f),
        Some(n) => format!("{:.*e}", n.max(1) - 1, f),
    };
    let (mant, exp) = s.split_once('e').expect("exponent");
    let mut d: Vec<u8> = mant.bytes().filter(|c| c.is_ascii_digit()).collect();
    while d.len() > 1 && d.last() == Some(&b'0') {
        d.pop();
    }
    let exp: i32 = exp.parse().expect("exponent digits");
    (d, exp + 1)
}

/// PHP's `zend_gcvt`: `%G`-style formatting with `precision` significant digits
/// (`-1`: shortest round-trip digits, switching to exponent form past 17 digits),
/// exponent written `1.0e+25` (mantissa always has a fraction digit, exponent unpadded).
pub fn gcvt(f: f64, precision: i32, exp_char: u8) -> String {
    let (digits, decpt) = if precision < 0 {
        digits(f, None)
    } else {
        digits(f, Some(precision.max(1) as usize))
    };
    let ndigit = if precision < 0 { 17 } else { precision.max(1) };
    let mut out = String::new();
    if f.is_sign_negative() {
        out.push('-');
    }
    let d = |i: usize| digits[i] as char;
    if if decpt < 0 {
        decpt < -3
    } else {
        decpt > ndigit
    } {
        // exponential format
        let e = decpt - 1;
        out.push(d(0));
        out.push('.');
        if digits.len() == 1 {
            out.push('0');
        } else {
            for &c in &digits[1..] {
                out.push(c as char);
            }
        }
        out.push(exp_char as char);
        out.push(if e < 0 { '-' } else { '+' });
        out.push_str(&e.unsigned_abs().to_string());
    } else if decpt <= 0 {
        out.push_str("0.");
        for _ in decpt..0 {
            out.push('0');
        }
        for &c in &digits {
            out.push(c as char);
        }
    } else {
        let decpt = decpt as usize;
        for i in 0..decpt {
            out.push(if i < digits.len() { d(i) } else { '0' });
        }
        if digits.len() > decpt {
            out.push('.');
            for &c in &digits[decpt..] {
                out.push(c as char);
            }
        }
    }
    out
}

/// `php_conv_fp` for `%e`/`%E`: `precision` fraction digits, unpadded exponent
/// (`1.000000e+1`). The sign is left to the caller.
pub fn exp_format(f: f64, precision: usize, exp_char: u8) -> String {
    let f = f.abs();
    let s = format!("{:.*e}", precision, f);
    let (mant, exp) = s.split_once('e').expect("exponent");
    let exp: i32 = exp.parse().expect("exponent digits");
    let mut out = String::with_capacity(mant.len() + 5);
    out.push_str(mant);
    out.push(exp_char as char);
    out.push(if exp < 0 { '-' } else { '+' });
    out.push_str(&exp.unsigned_abs().to_string());
    out
}

/// `%.Nf` of `|f|` (no sign).
pub fn fixed(f: f64, precision: usize) -> String {
    format!("{:.*}", precision, f.abs())
}

/// `pow(10, n)` as PHP's `php_intpow10` computes it (exact table up to 1e22).
fn intpow10(power: i32) -> f64 {
    if !(0..=22).contains(&power) {
        return 10f64.powi(power);
    }
    const P: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    P[power as usize]
}

/// Round half away from zero to an integer (`php_round_helper`, PHP_ROUND_HALF_UP).
fn round_helper(v: f64, mode: RoundMode) -> f64 {
    let t = if v >= 0.0 {
        (v + 0.5).floor()
    } else {
        (v - 0.5).ceil()
    };
    match mode {
        RoundMode::HalfUp => t,
        RoundMode::HalfDown => {
            if v >= 0.0 && v == t - 0.5 {
                t - 1.0
            } else if v < 0.0 && v == t + 0.5 {
                t + 1.0
            } else {
                t
            }
        }
        RoundMode::HalfEven | RoundMode::HalfOdd => {
            let even = mode == RoundMode::HalfEven;
            if v >= 0.0 {
                let half = if even {
                    0.5 + 2.0 * (t / 2.0).floor()
                } else {
                    0.5 + 2.0 * (t / 2.0).floor() - 1.0
                };
                if v == half {
                    return t - 1.0;
                }
            } else {
                let half = if even {
                    -0.5 + 2.0 * (t / 2.0).ceil()
                } else {
                    -0.5 + 2.0 * (t / 2.0).ceil() + 1.0
                };
                if v == half {
                    return t + 1.0;
                }
            }
            t
        }
    }
}

/// PHP's rounding modes (`PHP_ROUND_HALF_*`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RoundMode {
    HalfUp,
    HalfDown,
    HalfEven,
    HalfOdd,
}

/// `_php_math_round` (PHP 8.2): rounds to `places` decimals, first pre-rounding
/// to 15 significant digits so that `round(1.955, 2)` gives `1.96` as users expect.
pub fn php_round(value: f64, places: i64, mode: RoundMode) -> f64 {
    if !value.is_finite() || value == 0.0 {
        return value;
    }
    let places = places.clamp(i32::MIN as i64 + 1, i32::MAX as i64) as i32;
    let precision_places = 14 - value.abs().log10().floor() as i32;
    let f1 = intpow10(places.abs());
    let mut tmp;
    if precision_places > places && precision_places - 15 < places {
        let use_precision = precision_places;
        let f2 = intpow10(use_precision.abs());
        tmp = if use_precision >= 0 {
            value * f2
        } else {
            value / f2
        };
        tmp = round_helper(tmp, mode);
        let shift = (places - use_precision).abs();
        tmp /= intpow10(shift);
    } else {
        tmp = if places >= 0 { value * f1 } else { value / f1 };
        if tmp.abs() >= 1e15 {
            return value;
        }
    }
    tmp = round_helper(tmp, mode);
    if places.abs() < 23 {
        if places > 0 {
            tmp /= f1;
        } else {
            tmp *= f1;
        }
    } else {
        let s = format!("{:15.6}e{}", tmp, -places);
        match s.trim().parse::<f64>() {
            Ok(v) if v.is_finite() => tmp = v,
            _ => return value,
        }
    }
    tmp
}
