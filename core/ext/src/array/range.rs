//! `range()` with PHP 8.2's rules: character ranges for two non-numeric
//! strings, float ranges when any bound or the step is a float, int ranges
//! otherwise; the step's sign is ignored.

use crate::numfmt::{php_round, RoundMode};
use crate::util::{arg, value_error};
use rphp_value::convert::{numeric_string, to_float, to_int, Number};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "range",
    params: &[
        ParamSpec::req("start", ParamType::Mixed),
        ParamSpec::req("end", ParamType::Mixed),
        ParamSpec::opt("step", ParamType::IntOrFloat, "1"),
    ],
    func: range,
}];

const HT_MAX_SIZE: u64 = 0x4000_0000;

fn step_error(ctx: &mut dyn Context) -> Fault {
    value_error(
        ctx,
        "range",
        2,
        "step",
        "must not exceed the specified range",
    )
}

enum Kind {
    Chars,
    Long,
    Double,
}

fn range(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (low, high) = (arg(args, 0), arg(args, 1));
    let step_v = if args.len() > 2 {
        arg(args, 2)
    } else {
        Value::Int(1)
    };
    let is_step_double = matches!(step_v, Value::Float(_));
    let step = to_float(&step_v).abs();
    let kind = match (&low, &high) {
        (Value::Str(a), Value::Str(b)) if !a.is_empty() && !b.is_empty() => {
            let (t1, t2) = (numeric_string(a.as_bytes()), numeric_string(b.as_bytes()));
            if matches!(t1, Some(Number::Float(_)))
                || matches!(t2, Some(Number::Float(_)))
                || is_step_double
            {
                Kind::Double
            } else if t1.is_some() || t2.is_some() {
                Kind::Long
            } else {
                Kind::Chars
            }
        }
        _ if matches!(low, Value::Float(_))
            || matches!(high, Value::Float(_))
            || is_step_double =>
        {
            Kind::Double
        }
        _ => Kind::Long,
    };
    let mut out = PhpArray::new();
    match kind {
        Kind::Chars => {
            let (Value::Str(a), Value::Str(b)) = (&low, &high) else {
                unreachable!("checked above")
            };
            let (mut lo, hi) = (a.as_bytes()[0] as i64, b.as_bytes()[0] as i64);
            let lstep = step as i64;
            if lo > hi {
                if lo - hi < lstep || lstep <= 0 {
                    return Err(step_error(ctx));
                }
                while lo >= hi {
                    let _ = out.push(Value::str(vec![lo as u8]));
                    if lo - lstep < 0 {
                        break;
                    }
                    lo -= lstep;
                }
            } else if hi > lo {
                if hi - lo < lstep || lstep <= 0 {
                    return Err(step_error(ctx));
                }
                while lo <= hi {
                    let _ = out.push(Value::str(vec![lo as u8]));
                    if lo + lstep > 255 {
                        break;
                    }
                    lo += lstep;
                }
            } else {
                let _ = out.push(Value::str(vec![lo as u8]));
            }
        }
        Kind::Double => {
            let (lo, hi) = (to_float(&low), to_float(&high));
            if lo.is_infinite() || hi.is_infinite() {
                return Err(ctx.throw(
                    ThrowKind::ValueError,
                    format!("Invalid range supplied: start={:.0} end={:.0}", lo, hi),
                ));
            }
            let size = |a: f64, b: f64, ctx: &mut dyn Context| -> Result<u64, Fault> {
                let calc = (a - b) / step + 1.0;
                if calc >= HT_MAX_SIZE as f64 {
                    let msg = format!(
                        "The supplied range exceeds the maximum array size: start={:.0} end={:.0}",
                        b, a
                    );
                    return Err(ctx.throw(ThrowKind::ValueError, msg));
                }
                Ok(php_round(calc, 0, RoundMode::HalfUp) as u64)
            };
            if lo > hi {
                if lo - hi < step || step <= 0.0 {
                    return Err(step_error(ctx));
                }
                let n = size(lo, hi, ctx)?;
                let mut i = 0;
                let mut el = lo;
                while i < n && el >= hi {
                    let _ = out.push(Value::Float(el));
                    i += 1;
                    el = lo - i as f64 * step;
                }
            } else if hi > lo {
                if hi - lo < step || step <= 0.0 {
                    return Err(step_error(ctx));
                }
                let n = size(hi, lo, ctx)?;
                let mut i = 0;
                let mut el = lo;
                while i < n && el <= hi {
                    let _ = out.push(Value::Float(el));
                    i += 1;
                    el = lo + i as f64 * step;
                }
            } else {
                let _ = out.push(Value::Float(lo));
            }
        }
        Kind::Long => {
            let (lo, hi) = (to_int(&low), to_int(&high));
            if step <= 0.0 {
                return Err(step_error(ctx));
            }
            let lstep = step as u64;
            if lstep == 0 {
                return Err(step_error(ctx));
            }
            let span = |a: i64, b: i64| (a as u64).wrapping_sub(b as u64);
            let check = |n: u64, ctx: &mut dyn Context| -> Result<u64, Fault> {
                if n >= HT_MAX_SIZE - 1 {
                    let msg = format!(
                        "The supplied range exceeds the maximum array size: start={} end={}",
                        lo, hi
                    );
                    return Err(ctx.throw(ThrowKind::ValueError, msg));
                }
                Ok(n + 1)
            };
            if lo > hi {
                if span(lo, hi) < lstep {
                    return Err(step_error(ctx));
                }
                let n = check(span(lo, hi) / lstep, ctx)?;
                for i in 0..n {
                    let _ = out.push(Value::Int(lo.wrapping_sub((i * lstep) as i64)));
                }
            } else if hi > lo {
                if span(hi, lo) < lstep {
                    return Err(step_error(ctx));
                }
                let n = check(span(hi, lo) / lstep, ctx)?;
                for i in 0..n {
                    let _ = out.push(Value::Int(lo.wrapping_add((i * lstep) as i64)));
                }
            } else {
                let _ = out.push(Value::Int(lo));
            }
        }
    }
    Ok(Value::Array(out))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    fn list(v: &str) -> String {
        v.lines()
            .filter_map(|l| l.split(" => ").nth(1))
            .map(|x| x.trim_end_matches(','))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn ranges() {
        assert_eq!(
            run("range", vec![i(1), i(2), i(5)]),
            "ValueError: range(): Argument #3 ($step) must not exceed the specified range"
        );
        assert_eq!(list(&run("range", vec![i(5), i(1), i(2)])), "5 3 1");
        assert_eq!(
            list(&run("range", vec![i(0), i(1), f(0.25)])),
            "0.0 0.25 0.5 0.75 1.0"
        );
        assert_eq!(
            list(&run("range", vec![s("a"), s("e"), i(2)])),
            "'a' 'c' 'e'"
        );
        assert_eq!(
            list(&run("range", vec![s("e"), s("a")])),
            "'e' 'd' 'c' 'b' 'a'"
        );
        assert_eq!(list(&run("range", vec![s("1"), s("3")])), "1 2 3");
        assert_eq!(list(&run("range", vec![s("a"), i(3)])), "0 1 2 3");
        assert_eq!(
            run("range", vec![i(1), i(3), i(0)]),
            "ValueError: range(): Argument #3 ($step) must not exceed the specified range"
        );
        assert_eq!(list(&run("range", vec![i(1), i(3), i(-1)])), "1 2 3");
        assert_eq!(list(&run("range", vec![f(1.5), i(3)])), "1.5 2.5");
        assert_eq!(
            run("range", vec![i(0), f(f64::INFINITY)]),
            "ValueError: Invalid range supplied: start=0 end=inf"
        );
    }
}
