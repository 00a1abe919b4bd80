//! The clock functions of ext/standard and ext/date that need no time-zone
//! database: `time`, `microtime`, `hrtime`, and the sleeps (`sleep`,
//! `usleep`, `time_nanosleep`, `time_sleep_until`). The clocks and the
//! waiting come from the host through [`Context`].

use crate::util::{bool_arg, float_arg, int_arg, value_error};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "time",
        params: &[],
        func: |ctx, _| Ok(Value::Int(ctx.now().0)),
    },
    Builtin {
        name: "microtime",
        params: &[ParamSpec::opt("as_float", ParamType::Bool, "false")],
        func: microtime,
    },
    Builtin {
        name: "hrtime",
        params: &[ParamSpec::opt("as_number", ParamType::Bool, "false")],
        func: hrtime,
    },
    Builtin {
        name: "sleep",
        params: &[ParamSpec::req("seconds", ParamType::Int)],
        func: sleep,
    },
    Builtin {
        name: "usleep",
        params: &[ParamSpec::req("microseconds", ParamType::Int)],
        func: usleep,
    },
    Builtin {
        name: "time_nanosleep",
        params: &[
            ParamSpec::req("seconds", ParamType::Int),
            ParamSpec::req("nanoseconds", ParamType::Int),
        ],
        func: time_nanosleep,
    },
    Builtin {
        name: "time_sleep_until",
        params: &[ParamSpec::req("timestamp", ParamType::Float)],
        func: time_sleep_until,
    },
];

fn microtime(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let (s, ns) = ctx.now();
    let usec = ns / 1000;
    if bool_arg(a, 0, false) {
        return Ok(Value::Float(s as f64 + f64::from(usec) / 1e6));
    }
    Ok(Value::str(format!("{:.8} {}", f64::from(usec) / 1e6, s)))
}

fn hrtime(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let t = ctx.monotonic_nanos();
    if bool_arg(a, 0, false) {
        return Ok(Value::Int(t as i64));
    }
    let mut out = PhpArray::new();
    out.insert(ArrayKey::Int(0), Value::Int((t / 1_000_000_000) as i64));
    out.insert(ArrayKey::Int(1), Value::Int((t % 1_000_000_000) as i64));
    Ok(Value::Array(out))
}

fn non_negative(ctx: &mut dyn Context, f: &str, i: usize, name: &str, v: i64) -> Result<(), Fault> {
    if v < 0 {
        return Err(value_error(
            ctx,
            f,
            i,
            name,
            "must be greater than or equal to 0",
        ));
    }
    Ok(())
}

fn sleep(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let s = int_arg(a, 0, 0);
    non_negative(ctx, "sleep", 0, "seconds", s)?;
    ctx.sleep((s as u64).saturating_mul(1_000_000));
    Ok(Value::Int(0))
}

fn usleep(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let us = int_arg(a, 0, 0);
    non_negative(ctx, "usleep", 0, "microseconds", us)?;
    ctx.sleep(us as u64);
    Ok(Value::Null)
}

fn time_nanosleep(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let (s, ns) = (int_arg(a, 0, 0), int_arg(a, 1, 0));
    non_negative(ctx, "time_nanosleep", 0, "seconds", s)?;
    non_negative(ctx, "time_nanosleep", 1, "nanoseconds", ns)?;
    if ns > 999_999_999 {
        return Err(ctx.throw(
            ThrowKind::ValueError,
            "Nanoseconds was not in the range 0 to 999 999 999 or seconds was negative".into(),
        ));
    }
    ctx.sleep((s as u64).saturating_mul(1_000_000) + (ns as u64) / 1000);
    Ok(Value::Bool(true))
}

fn time_sleep_until(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let target = float_arg(a, 0, 0.0);
    let (s, ns) = ctx.now();
    let now = s as f64 + f64::from(ns) / 1e9;
    if target < now {
        ctx.error(
            ErrorLevel::Warning,
            "time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time",
        )?;
        return Ok(Value::Bool(false));
    }
    ctx.sleep(((target - now) * 1e6) as u64);
    Ok(Value::Bool(true))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn clocks_read_the_context() {
        assert_eq!(run("time", vec![]), "1700000000");
        assert_eq!(run("microtime", vec![]), "'0.12345600 1700000000'");
        assert_eq!(
            run("hrtime", vec![rphp_value::Value::Bool(true)]),
            "5000000000"
        );
        assert_eq!(
            run("usleep", vec![i(-1)]),
            "ValueError: usleep(): Argument #1 ($microseconds) must be greater than or equal to 0"
        );
    }
}
