//! The ext/filter functions: argument checks as php's arginfo and
//! `Z_PARAM_ARRAY_HT_OR_LONG` make them, then [`call`](super::call).

use super::call::{array_handler, spec, Args, Run};
use super::{id_exists, FILTER_DEFAULT, FILTER_NULL_ON_FAILURE, FILTER_REQUIRE_SCALAR, LIST};
use crate::util::{arg, bool_arg, int_arg, str_arg, zpp_type_name};

/// The type a TypeError names: an object by its class.
fn given(v: &Value) -> String {
    match v {
        Value::Object(o) => o.debug_name(),
        Value::Resource(r) if r.0.kind == "Closure" => "Closure".into(),
        v => zpp_type_name(v).into(),
    }
}
use rphp_value::convert::{parse_numeric, to_int, Number, NumericKind};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "filter_var",
        params: &[
            ParamSpec::req("value", ParamType::Mixed),
            ParamSpec::opt("filter", ParamType::Int, "FILTER_DEFAULT"),
            ParamSpec::opt("options", ParamType::Mixed, "0"),
        ],
        func: filter_var,
    },
    Builtin {
        name: "filter_var_array",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::opt("options", ParamType::Mixed, "FILTER_DEFAULT"),
            ParamSpec::opt("add_empty", ParamType::Bool, "true"),
        ],
        func: filter_var_array,
    },
    Builtin {
        name: "filter_input",
        params: &[
            ParamSpec::req("type", ParamType::Int),
            ParamSpec::req("var_name", ParamType::String),
            ParamSpec::opt("filter", ParamType::Int, "FILTER_DEFAULT"),
            ParamSpec::opt("options", ParamType::Mixed, "0"),
        ],
        func: filter_input,
    },
    Builtin {
        name: "filter_input_array",
        params: &[
            ParamSpec::req("type", ParamType::Int),
            ParamSpec::opt("options", ParamType::Mixed, "FILTER_DEFAULT"),
            ParamSpec::opt("add_empty", ParamType::Bool, "true"),
        ],
        func: filter_input_array,
    },
    Builtin {
        name: "filter_has_var",
        params: &[
            ParamSpec::req("input_type", ParamType::Int),
            ParamSpec::req("var_name", ParamType::String),
        ],
        func: filter_has_var,
    },
    Builtin {
        name: "filter_list",
        params: &[],
        func: |_, _| {
            let names = LIST.iter().map(|e| Value::str(e.0)).collect();
            Ok(Value::Array(PhpArray::from_list(names)))
        },
    },
    Builtin {
        name: "filter_id",
        params: &[ParamSpec::req("name", ParamType::String)],
        func: |_, a| {
            let name = str_arg(a, 0);
            // php compares C strings: the name ends at a NUL.
            let name = name.as_bytes().split(|&c| c == 0).next().unwrap_or(&[]);
            Ok(LIST
                .iter()
                .find(|e| e.0.as_bytes() == name)
                .map_or(Value::Bool(false), |e| Value::Int(e.1)))
        },
    },
];

/// `Z_PARAM_ARRAY_HT_OR_LONG`: an array, or an int by php's weak rules for
/// an `array|int` parameter (a numeric string, an integral float, a bool;
/// null with the 8.1 deprecation); argument `i` absent gives `default`.
fn array_or_int(
    ctx: &mut dyn Context,
    func: &str,
    args: &[Value],
    i: usize,
    default: i64,
) -> Result<Args, Fault> {
    let Some(v) = args.get(i) else {
        return Ok(Args::Int(default));
    };
    let v = v.get();
    let strict = ctx.strict_types();
    let type_error = |ctx: &mut dyn Context, v: &Value| {
        let msg = format!(
            "{func}(): Argument #{} ($options) must be of type array|int, {} given",
            i + 1,
            given(v)
        );
        ctx.throw(ThrowKind::TypeError, msg)
    };
    let lossy = |ctx: &mut dyn Context, f: f64, text: String| -> Result<Args, Fault> {
        if f.fract() != 0.0 {
            ctx.error(ErrorLevel::Deprecated, &text)?;
        }
        Ok(Args::Int(f as i64))
    };
    let in_range = |f: f64| {
        f.is_finite() && (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&f)
    };
    match v {
        Value::Array(a) => Ok(Args::Array(a)),
        Value::Int(n) => Ok(Args::Int(n)),
        Value::Null if !strict => {
            let msg = format!(
                "{func}(): Passing null to parameter #{} ($options) of type array|int is deprecated",
                i + 1
            );
            ctx.error(ErrorLevel::Deprecated, &msg)?;
            Ok(Args::Int(0))
        }
        Value::Bool(b) if !strict => Ok(Args::Int(b as i64)),
        Value::Float(f) if !strict && in_range(f) => {
            let text = format!(
                "Implicit conversion from float {} to int loses precision",
                rphp_value::float::format_float(f, -1)
            );
            lossy(ctx, f, text)
        }
        Value::Str(ref s) if !strict => match parse_numeric(s.as_bytes()) {
            (Number::Int(n), NumericKind::Numeric) => Ok(Args::Int(n)),
            (Number::Float(f), NumericKind::Numeric) if in_range(f) => {
                let text = format!(
                    "Implicit conversion from float-string \"{}\" to int loses precision",
                    s.to_string_lossy()
                );
                lossy(ctx, f, text)
            }
            _ => Err(type_error(ctx, &v)),
        },
        other => Err(type_error(ctx, &other)),
    }
}

/// php's warning for a filter id outside its table, and `false`.
fn unknown_filter(ctx: &mut dyn Context, func: &str, id: i64) -> Result<Value, Fault> {
    ctx.error(
        ErrorLevel::Warning,
        &format!("{func}(): Unknown filter with ID {id}"),
    )?;
    Ok(Value::Bool(false))
}

fn filter_var(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let filter = int_arg(a, 1, FILTER_DEFAULT);
    let args = array_or_int(ctx, "filter_var", a, 2, 0)?;
    if !id_exists(filter) {
        return unknown_filter(ctx, "filter_var", filter);
    }
    let s = spec(filter, &args, FILTER_REQUIRE_SCALAR);
    let mut run = Run {
        ctx,
        func: "filter_var",
    };
    run.apply(arg(a, 0), &s)
}

fn filter_var_array(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let input = match arg(a, 0) {
        Value::Array(x) => x,
        _ => PhpArray::new(),
    };
    let def = array_or_int(ctx, "filter_var_array", a, 1, FILTER_DEFAULT)?;
    let add_empty = bool_arg(a, 2, true);
    if let Args::Int(id) = def {
        if !id_exists(id) {
            return unknown_filter(ctx, "filter_var_array", id);
        }
    }
    let mut run = Run {
        ctx,
        func: "filter_var_array",
    };
    array_handler(&mut run, &input, &def, add_empty)
}

/// `php_filter_get_storage`: the source's variables, or php's ValueError
/// for a type that is no `INPUT_*` constant.
fn storage(
    ctx: &mut dyn Context,
    func: &str,
    param: &str,
    source: i64,
) -> Result<Option<PhpArray>, Fault> {
    if !matches!(source, 0 | 1 | 2 | 4 | 5) {
        let msg = format!("{func}(): Argument #1 (${param}) must be an INPUT_* constant");
        return Err(ctx.throw(ThrowKind::ValueError, msg));
    }
    Ok(ctx.filter_input(source))
}

fn filter_has_var(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let source = int_arg(a, 0, 0);
    let name = str_arg(a, 1);
    let vars = storage(ctx, "filter_has_var", "input_type", source)?;
    Ok(Value::Bool(vars.is_some_and(|v| {
        v.get(&ArrayKey::from_bytes(name.as_bytes())).is_some()
    })))
}

fn filter_input(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let source = int_arg(a, 0, 0);
    let name = str_arg(a, 1);
    let filter = int_arg(a, 2, FILTER_DEFAULT);
    let args = array_or_int(ctx, "filter_input", a, 3, 0)?;
    if !id_exists(filter) {
        return unknown_filter(ctx, "filter_input", filter);
    }
    let vars = storage(ctx, "filter_input", "type", source)?;
    let found = vars.and_then(|v| {
        v.get(&ArrayKey::from_bytes(name.as_bytes()))
            .map(Value::get)
    });
    let Some(value) = found else {
        // A missing variable is null, or false under FILTER_NULL_ON_FAILURE
        // (the reverse of a failed validation), unless a default is given.
        let flags = match &args {
            Args::Int(n) => *n,
            Args::Array(o) => {
                if let Some(Value::Array(opts)) = super::call::get(o, b"options") {
                    if let Some(d) = super::call::get(&opts, b"default") {
                        return Ok(d);
                    }
                }
                super::call::get(o, b"flags").map_or(0, |f| to_int(&f))
            }
        };
        return Ok(if flags & FILTER_NULL_ON_FAILURE != 0 {
            Value::Bool(false)
        } else {
            Value::Null
        });
    };
    let s = spec(filter, &args, FILTER_REQUIRE_SCALAR);
    let mut run = Run {
        ctx,
        func: "filter_input",
    };
    run.apply(value, &s)
}

fn filter_input_array(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let source = int_arg(a, 0, 0);
    let def = array_or_int(ctx, "filter_input_array", a, 1, FILTER_DEFAULT)?;
    let add_empty = bool_arg(a, 2, true);
    if let Args::Int(id) = def {
        if !id_exists(id) {
            return unknown_filter(ctx, "filter_input_array", id);
        }
    }
    let Some(vars) = storage(ctx, "filter_input_array", "type", source)? else {
        // php reads the flags from the int argument only (an array leaves
        // it at FILTER_DEFAULT).
        let flags = match &def {
            Args::Int(n) => *n,
            Args::Array(_) => FILTER_DEFAULT,
        };
        return Ok(if flags & FILTER_NULL_ON_FAILURE != 0 {
            Value::Bool(false)
        } else {
            Value::Null
        });
    };
    let mut run = Run {
        ctx,
        func: "filter_input_array",
    };
    array_handler(&mut run, &vars, &def, add_empty)
}
