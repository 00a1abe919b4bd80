//! Set operations with user comparisons: `array_udiff`, `array_uintersect`,
//! `array_diff_ukey`, `array_intersect_ukey`, `array_diff_uassoc`,
//! `array_intersect_uassoc`, `array_udiff_assoc`, `array_uintersect_assoc`,
//! `array_udiff_uassoc`, `array_uintersect_uassoc`. The callbacks come last;
//! an entry matches when the callback returns 0.

use crate::util::{to_string_warn, variadic, zpp_type_name};
use rphp_value::convert::to_int;
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value};

// The arrays are checked after the callbacks, as php does (by user_set).
const PARAMS: &[ParamSpec] = &[
    ParamSpec::req("array", ParamType::Mixed),
    variadic("rest", ParamType::Mixed),
];

/// How values or keys are compared.
#[derive(Clone, Copy, PartialEq)]
enum Cmp {
    /// Not compared at all.
    Ignore,
    /// PHP's internal comparison (values as strings, keys by identity).
    Internal,
    /// The next user callback.
    User,
}

macro_rules! set_fn {
    ($name:literal, $values:expr, $keys:expr, $intersect:expr) => {
        Builtin {
            name: $name,
            params: PARAMS,
            func: |c, a| user_set(c, a, $name, $values, $keys, $intersect),
        }
    };
}

pub const BUILTINS: &[Builtin] = &[
    set_fn!("array_udiff", Cmp::User, Cmp::Ignore, false),
    set_fn!("array_uintersect", Cmp::User, Cmp::Ignore, true),
    set_fn!("array_diff_ukey", Cmp::Ignore, Cmp::User, false),
    set_fn!("array_intersect_ukey", Cmp::Ignore, Cmp::User, true),
    set_fn!("array_diff_uassoc", Cmp::Internal, Cmp::User, false),
    set_fn!("array_intersect_uassoc", Cmp::Internal, Cmp::User, true),
    set_fn!("array_udiff_assoc", Cmp::User, Cmp::Internal, false),
    set_fn!("array_uintersect_assoc", Cmp::User, Cmp::Internal, true),
    set_fn!("array_udiff_uassoc", Cmp::User, Cmp::User, false),
    set_fn!("array_uintersect_uassoc", Cmp::User, Cmp::User, true),
];

/// PHP's reason text for a value that is not a valid callback.
fn callback_problem(v: &Value) -> String {
    match v {
        Value::Str(s) => format!(
            "function \"{}\" not found or invalid function name",
            s.to_string_lossy()
        ),
        Value::Array(a) if a.len() != 2 => "array callback must have exactly two members".into(),
        Value::Array(_) => "array callback is not valid".into(),
        _ => "no array or string given".into(),
    }
}

fn user_set(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    values: Cmp,
    keys: Cmp,
    intersect: bool,
) -> Result<Value, Fault> {
    let callbacks = usize::from(values == Cmp::User) + usize::from(keys == Cmp::User);
    let min = 1 + callbacks;
    if args.len() < min {
        let msg = format!(
            "{}() expects at least {} arguments, {} given",
            func,
            min,
            args.len()
        );
        return Err(ctx.throw(ThrowKind::ArgumentCountError, msg));
    }
    let n_arrays = args.len() - callbacks;
    for (i, cb) in args[n_arrays..].iter().enumerate() {
        let cb = cb.get();
        if !ctx.is_callable(&cb, false)? {
            let msg = format!(
                "{}(): Argument #{} must be a valid callback, {}",
                func,
                n_arrays + i + 1,
                callback_problem(&cb)
            );
            return Err(ctx.throw(ThrowKind::TypeError, msg));
        }
    }
    let mut arrays: Vec<PhpArray> = Vec::with_capacity(n_arrays);
    for (i, a) in args[..n_arrays].iter().enumerate() {
        match a.get() {
            Value::Array(a) => arrays.push(a),
            other => {
                let msg = format!(
                    "{}(): Argument #{}{} must be of type array, {} given",
                    func,
                    i + 1,
                    if i == 0 { " ($array)" } else { "" },
                    zpp_type_name(&other)
                );
                return Err(ctx.throw(ThrowKind::TypeError, msg));
            }
        }
    }
    let mut cbs = args[n_arrays..].iter().map(Value::get);
    let value_cb = if values == Cmp::User {
        cbs.next()
    } else {
        None
    };
    let key_cb = if keys == Cmp::User { cbs.next() } else { None };
    let mut out = PhpArray::new();
    for (k, elem) in arrays[0].iter() {
        let v = elem.get();
        let mut in_all = true;
        let mut in_any = false;
        for other in &arrays[1..] {
            let mut found = false;
            for (ok, ov) in other.iter() {
                let ov = ov.get();
                let key_eq = match keys {
                    Cmp::Ignore => true,
                    Cmp::Internal => ok == k,
                    Cmp::User => {
                        let cb = key_cb.as_ref().expect("key callback");
                        to_int(&ctx.call(cb, vec![k.to_value(), ok.to_value()])?) == 0
                    }
                };
                if !key_eq {
                    continue;
                }
                let value_eq = match values {
                    Cmp::Ignore => true,
                    Cmp::Internal => to_string_warn(ctx, &v)? == to_string_warn(ctx, &ov)?,
                    Cmp::User => {
                        let cb = value_cb.as_ref().expect("value callback");
                        to_int(&ctx.call(cb, vec![v.clone(), ov.clone()])?) == 0
                    }
                };
                if value_eq {
                    found = true;
                    break;
                }
            }
            in_all &= found;
            in_any |= found;
        }
        if (intersect && in_all) || (!intersect && !in_any) {
            out.insert(k, elem.elem_copy());
        }
    }
    Ok(Value::Array(out))
}
