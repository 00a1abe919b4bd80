//! Math functions (ext/standard/math.c): rounding, powers and logarithms,
//! trigonometry, float classification; number bases live in [`base`].

pub mod base;

use crate::numfmt::{php_round, RoundMode};
use crate::util::{arg, float_arg, int_arg};
use rphp_value::convert::{to_number, Number, NumericKind};
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, ThrowKind, Value};

const NUM: &[ParamSpec] = &[ParamSpec::req("num", ParamType::IntOrFloat)];
const FLOAT: &[ParamSpec] = &[ParamSpec::req("num", ParamType::Float)];
const XY: &[ParamSpec] = &[
    ParamSpec::req("x", ParamType::Float),
    ParamSpec::req("y", ParamType::Float),
];
const YX: &[ParamSpec] = &[
    ParamSpec::req("y", ParamType::Float),
    ParamSpec::req("x", ParamType::Float),
];
const NUMS: &[ParamSpec] = &[
    ParamSpec::req("num1", ParamType::Float),
    ParamSpec::req("num2", ParamType::Float),
];

macro_rules! float_fn {
    ($name:literal, $f:expr) => {
        Builtin {
            name: $name,
            params: FLOAT,
            func: |_, a| Ok(Value::Float(($f)(float_arg(a, 0, 0.0)))),
        }
    };
}

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "abs",
        params: NUM,
        func: abs,
    },
    Builtin {
        name: "ceil",
        params: NUM,
        func: |_, a| Ok(Value::Float(float_arg(a, 0, 0.0).ceil())),
    },
    Builtin {
        name: "floor",
        params: NUM,
        func: |_, a| Ok(Value::Float(float_arg(a, 0, 0.0).floor())),
    },
    Builtin {
        name: "round",
        params: &[
            ParamSpec::req("num", ParamType::IntOrFloat),
            ParamSpec::opt("precision", ParamType::Int, "0"),
            ParamSpec::opt("mode", ParamType::Int, "PHP_ROUND_HALF_UP"),
        ],
        func: round,
    },
    float_fn!("sqrt", f64::sqrt),
    float_fn!("exp", f64::exp),
    float_fn!("expm1", f64::exp_m1),
    float_fn!("log10", f64::log10),
    float_fn!("log1p", f64::ln_1p),
    float_fn!("sin", f64::sin),
    float_fn!("cos", f64::cos),
    float_fn!("tan", f64::tan),
    float_fn!("asin", f64::asin),
    float_fn!("acos", f64::acos),
    float_fn!("atan", f64::atan),
    float_fn!("sinh", f64::sinh),
    float_fn!("cosh", f64::cosh),
    float_fn!("tanh", f64::tanh),
    float_fn!("asinh", f64::asinh),
    float_fn!("acosh", f64::acosh),
    float_fn!("atanh", f64::atanh),
    float_fn!("deg2rad", f64::to_radians),
    float_fn!("rad2deg", f64::to_degrees),
    Builtin {
        name: "atan2",
        params: YX,
        func: |_, a| {
            Ok(Value::Float(
                float_arg(a, 0, 0.0).atan2(float_arg(a, 1, 0.0)),
            ))
        },
    },
    Builtin {
        name: "hypot",
        params: XY,
        func: |_, a| {
            Ok(Value::Float(
                float_arg(a, 0, 0.0).hypot(float_arg(a, 1, 0.0)),
            ))
        },
    },
    Builtin {
        name: "fmod",
        params: NUMS,
        func: |_, a| Ok(Value::Float(float_arg(a, 0, 0.0) % float_arg(a, 1, 0.0))),
    },
    Builtin {
        name: "fdiv",
        params: NUMS,
        func: |_, a| Ok(Value::Float(float_arg(a, 0, 0.0) / float_arg(a, 1, 0.0))),
    },
    Builtin {
        name: "pi",
        params: &[],
        func: |_, _| Ok(Value::Float(std::f64::consts::PI)),
    },
    Builtin {
        name: "is_nan",
        params: FLOAT,
        func: |_, a| Ok(Value::Bool(float_arg(a, 0, 0.0).is_nan())),
    },
    Builtin {
        name: "is_finite",
        params: FLOAT,
        func: |_, a| Ok(Value::Bool(float_arg(a, 0, 0.0).is_finite())),
    },
    Builtin {
        name: "is_infinite",
        params: FLOAT,
        func: |_, a| Ok(Value::Bool(float_arg(a, 0, 0.0).is_infinite())),
    },
    Builtin {
        name: "log",
        params: &[
            ParamSpec::req("num", ParamType::Float),
            ParamSpec::opt("base", ParamType::Float, "M_E"),
        ],
        func: log,
    },
    Builtin {
        name: "pow",
        params: &[
            ParamSpec::req("num", ParamType::Mixed),
            ParamSpec::req("exponent", ParamType::Mixed),
        ],
        func: pow,
    },
    Builtin {
        name: "intdiv",
        params: &[
            ParamSpec::req("num1", ParamType::Int),
            ParamSpec::req("num2", ParamType::Int),
        ],
        func: intdiv,
    },
];

/// An `int|float` argument as a number (numeric strings parsed, as the VM's coercion would).
fn num_arg(args: &[Value], i: usize) -> Number {
    match arg(args, i) {
        Value::Int(n) => Number::Int(n),
        Value::Float(f) => Number::Float(f),
        v => to_number(&v).map_or(Number::Int(0), |(n, _)| n),
    }
}

fn abs(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    Ok(match num_arg(args, 0) {
        Number::Int(i64::MIN) => Value::Float(-(i64::MIN as f64)),
        Number::Int(i) => Value::Int(i.abs()),
        Number::Float(f) => Value::Float(f.abs()),
    })
}

fn round(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let places = int_arg(args, 1, 0);
    let mode = match int_arg(args, 2, 1) {
        2 => RoundMode::HalfDown,
        3 => RoundMode::HalfEven,
        4 => RoundMode::HalfOdd,
        _ => RoundMode::HalfUp,
    };
    Ok(Value::Float(match num_arg(args, 0) {
        Number::Int(i) if places >= 0 => i as f64,
        n => php_round(exp_f(n), places, mode),
    }))
}

fn log(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let x = float_arg(args, 0, 0.0);
    if args.len() < 2 {
        return Ok(Value::Float(x.ln()));
    }
    let base = float_arg(args, 1, std::f64::consts::E);
    if base == 2.0 {
        return Ok(Value::Float(x.log2()));
    }
    if base == 10.0 {
        return Ok(Value::Float(x.log10()));
    }
    if base == 1.0 {
        return Ok(Value::Float(f64::NAN));
    }
    if base <= 0.0 {
        return Err(crate::util::value_error(
            ctx,
            "log",
            1,
            "base",
            "must be greater than 0",
        ));
    }
    Ok(Value::Float(x.ln() / base.ln()))
}

/// An operand of `**` as a number: TypeError for arrays and non-numeric
/// strings, a warning for leading-numeric ones.
fn operand(ctx: &mut dyn Context, v: &Value, other: &Value, first: bool) -> Result<Number, Fault> {
    let unsupported = |ctx: &mut dyn Context| {
        let (a, b) = if first { (v, other) } else { (other, v) };
        ctx.throw(
            ThrowKind::TypeError,
            format!(
                "Unsupported operand types: {} ** {}",
                a.debug_type(),
                b.debug_type()
            ),
        )
    };
    match to_number(v) {
        None => Err(unsupported(ctx)),
        Some((_, NumericKind::NonNumeric)) if matches!(v, Value::Str(_)) => Err(unsupported(ctx)),
        Some((n, NumericKind::Leading)) => {
            ctx.error(ErrorLevel::Warning, "A non-numeric value encountered")?;
            Ok(n)
        }
        Some((n, _)) => Ok(n),
    }
}

/// `$base ** $exp`: ints stay ints while exact and in range.
pub fn pow_numbers(base: Number, exp: Number) -> Value {
    match (base, exp) {
        (Number::Int(b), Number::Int(e)) if e >= 0 => {
            let mut result: i64 = 1;
            let mut acc = b;
            let mut e = e as u64;
            let mut overflow = false;
            while e > 0 {
                if e & 1 == 1 {
                    match result.checked_mul(acc) {
                        Some(r) => result = r,
                        None => {
                            overflow = true;
                            break;
                        }
                    }
                }
                e >>= 1;
                if e > 0 {
                    match acc.checked_mul(acc) {
                        Some(a) => acc = a,
                        None => {
                            overflow = true;
                            break;
                        }
                    }
                }
            }
            if overflow {
                Value::Float((b as f64).powf(exp_f(exp)))
            } else {
                Value::Int(result)
            }
        }
        (b, e) => Value::Float(exp_f(b).powf(exp_f(e))),
    }
}

fn exp_f(n: Number) -> f64 {
    match n {
        Number::Int(i) => i as f64,
        Number::Float(f) => f,
    }
}

fn pow(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (b, e) = (arg(args, 0), arg(args, 1));
    let bn = operand(ctx, &b, &e, true)?;
    let en = operand(ctx, &e, &b, false)?;
    Ok(pow_numbers(bn, en))
}

fn intdiv(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (a, b) = (int_arg(args, 0, 0), int_arg(args, 1, 0));
    if b == 0 {
        return Err(ctx.throw(ThrowKind::DivisionByZeroError, "Division by zero".into()));
    }
    if a == i64::MIN && b == -1 {
        return Err(ctx.throw(
            ThrowKind::ArithmeticError,
            "Division of PHP_INT_MIN by -1 is not an integer".into(),
        ));
    }
    Ok(Value::Int(a / b))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn rounding() {
        assert_eq!(run("round", vec![i(5), i(-1)]), "10.0");
        assert_eq!(run("round", vec![f(1.955), i(2)]), "1.96");
        assert_eq!(run("round", vec![f(-2.5)]), "-3.0");
        assert_eq!(run("round", vec![f(5.045), i(2)]), "5.05");
        assert_eq!(run("round", vec![f(5.055), i(2)]), "5.06");
        assert_eq!(run("round", vec![f(1234567.891), i(-3)]), "1235000.0");
        assert_eq!(run("round", vec![i(3), i(2)]), "3.0");
        assert_eq!(run("floor", vec![f(-0.5)]), "-1.0");
    }

    #[test]
    fn powers() {
        assert_eq!(run("pow", vec![i(2), i(63)]), "9.223372036854776E+18");
        assert_eq!(run("pow", vec![i(2), i(-1)]), "0.5");
        assert_eq!(run("pow", vec![i(-2), i(3)]), "-8");
        assert_eq!(run("pow", vec![s("3"), s("2")]), "9");
        assert_eq!(run("pow", vec![i(0), i(0)]), "1");
        assert_eq!(run("pow", vec![f(2.0), i(2)]), "4.0");
        assert_eq!(
            run("pow", vec![s("abc"), i(2)]),
            "TypeError: Unsupported operand types: string ** int"
        );
        assert_eq!(
            run("intdiv", vec![i(1), i(0)]),
            "DivisionByZeroError: Division by zero"
        );
        assert_eq!(
            run("intdiv", vec![i(i64::MIN), i(-1)]),
            "ArithmeticError: Division of PHP_INT_MIN by -1 is not an integer"
        );
        assert_eq!(run("abs", vec![i(i64::MIN)]), "9.223372036854776E+18");
        assert_eq!(run("log", vec![f(8.0), f(2.0)]), "3.0");
        assert_eq!(run("log", vec![f(8.0), f(1.0)]), "NAN");
        assert_eq!(
            run("log", vec![f(8.0), f(0.0)]),
            "ValueError: log(): Argument #2 ($base) must be greater than 0"
        );
        assert_eq!(run("fmod", vec![f(-10.0), f(3.0)]), "-1.0");
    }
}
