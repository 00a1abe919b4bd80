//! Small helpers shared by every family: reading coerced arguments,
//! by-reference parameters, building arrays and raising PHP's errors.
//!
//! The VM coerces arguments to the declared [`ParamType`](rphp_value::ParamType)
//! before calling, so these accessors mostly unwrap; they still fall back to
//! PHP's conversions so a builtin never panics on an unexpected shape.

use rphp_value::convert::{to_bool, to_float, to_int, to_str};
use rphp_value::{ArrayKey, Context, ErrorLevel, Fault, PhpArray, PhpStr, ThrowKind, Value};

/// Argument `i` as a string (cheap: strings are refcounted).
pub fn str_arg(args: &[Value], i: usize) -> PhpStr {
    match args.get(i) {
        Some(Value::Str(s)) => s.clone(),
        Some(v) => to_str(&v.get()),
        None => PhpStr::new(),
    }
}

/// Argument `i` as an int; `default` when it was not passed.
pub fn int_arg(args: &[Value], i: usize, default: i64) -> i64 {
    match args.get(i) {
        Some(Value::Int(n)) => *n,
        Some(v) => to_int(&v.get()),
        None => default,
    }
}

/// Argument `i` as a float; `default` when it was not passed.
pub fn float_arg(args: &[Value], i: usize, default: f64) -> f64 {
    match args.get(i) {
        Some(Value::Float(f)) => *f,
        Some(Value::Int(n)) => *n as f64,
        Some(v) => to_float(&v.get()),
        None => default,
    }
}

/// Argument `i` as a bool; `default` when it was not passed.
pub fn bool_arg(args: &[Value], i: usize, default: bool) -> bool {
    match args.get(i) {
        Some(Value::Bool(b)) => *b,
        Some(v) => to_bool(&v.get()),
        None => default,
    }
}

/// Argument `i` as an array (an empty one if it is not an array).
pub fn array_arg(args: &[Value], i: usize) -> PhpArray {
    match args.get(i) {
        Some(Value::Array(a)) => a.clone(),
        Some(Value::Ref(r)) => match r.get() {
            Value::Array(a) => a,
            _ => PhpArray::new(),
        },
        _ => PhpArray::new(),
    }
}

/// Whether optional argument `i` was passed and is not null.
pub fn given(args: &[Value], i: usize) -> bool {
    args.get(i).is_some_and(|v| !v.is_null())
}

/// Argument `i` with any reference looked through (`Null` if absent).
pub fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).map(Value::get).unwrap_or(Value::Null)
}

/// Writes `v` through the by-reference argument `i` (no-op if it is not a reference).
pub fn set_ref(args: &[Value], i: usize, v: Value) {
    if let Some(Value::Ref(r)) = args.get(i) {
        r.set(v);
    }
}

/// Reads the array behind by-reference argument `i`, or throws PHP's TypeError
/// (`sort(): Argument #1 ($array) must be of type array, int given`).
pub fn ref_array(
    ctx: &mut dyn Context,
    args: &[Value],
    i: usize,
    func: &str,
    name: &str,
) -> Result<PhpArray, Fault> {
    match arg(args, i) {
        Value::Array(a) => Ok(a),
        other => Err(type_error(ctx, func, i, name, "array", &other)),
    }
}

/// Like [`ref_array`] for parameters PHP declares `object|array`.
pub fn ref_array_or_object(
    ctx: &mut dyn Context,
    args: &[Value],
    i: usize,
    func: &str,
    name: &str,
) -> Result<PhpArray, Fault> {
    match arg(args, i) {
        Value::Array(a) => Ok(a),
        other => Err(type_error(ctx, func, i, name, "object|array", &other)),
    }
}

/// `func(): Argument #N ($name) must be of type T, U given`
pub fn type_error(
    ctx: &mut dyn Context,
    func: &str,
    i: usize,
    name: &str,
    expected: &str,
    got: &Value,
) -> Fault {
    let msg = format!(
        "{}(): Argument #{} (${}) must be of type {}, {} given",
        func,
        i + 1,
        name,
        expected,
        zpp_type_name(got)
    );
    ctx.throw(ThrowKind::TypeError, msg)
}

/// The type name zend_parse_parameters uses in its TypeErrors (`int`, `string`, `null`, ...).
pub fn zpp_type_name(v: &Value) -> &'static str {
    match v {
        Value::Resource(_) => "resource",
        v => v.debug_type(),
    }
}

/// `func(): Argument #N ($name) <rest>` as a ValueError.
pub fn value_error(ctx: &mut dyn Context, func: &str, i: usize, name: &str, rest: &str) -> Fault {
    ctx.throw(
        ThrowKind::ValueError,
        format!("{}(): Argument #{} (${}) {}", func, i + 1, name, rest),
    )
}

/// An array key from a value, as `$a[$v]` would use it (`None` for arrays and other illegal keys).
pub fn value_to_key(v: &Value) -> Option<ArrayKey> {
    Some(match v {
        Value::Int(i) => ArrayKey::Int(*i),
        Value::Str(s) => ArrayKey::from_bytes(s.as_bytes()),
        Value::Bool(b) => ArrayKey::Int(*b as i64),
        Value::Float(f) => ArrayKey::Int(rphp_value::convert::float_to_int(*f)),
        Value::Null => ArrayKey::Str(PhpStr::new()),
        Value::Resource(r) => ArrayKey::Int(r.id()),
        Value::Ref(r) => return value_to_key(&r.get()),
        Value::Array(_) | Value::Object(_) => return None,
    })
}

/// The bytes of a key as a string (`(string)$key`).
pub fn key_bytes(k: &ArrayKey) -> Vec<u8> {
    match k {
        ArrayKey::Int(i) => i.to_string().into_bytes(),
        ArrayKey::Str(s) => s.as_bytes().to_vec(),
    }
}

/// `(string)$v`, raising "Array to string conversion" for arrays as PHP does.
pub fn to_string_warn(ctx: &mut dyn Context, v: &Value) -> Result<PhpStr, Fault> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        Value::Array(_) => {
            ctx.error(ErrorLevel::Warning, "Array to string conversion")?;
            Ok(PhpStr::from("Array"))
        }
        Value::Ref(r) => to_string_warn(ctx, &r.get()),
        Value::Object(o) => ctx.object_to_string(o),
        v => Ok(to_str(v)),
    }
}

/// A variadic parameter (`mixed ...$values`): optional, no default.
pub const fn variadic(name: &'static str, ty: rphp_value::ParamType) -> rphp_value::ParamSpec {
    rphp_value::ParamSpec {
        name,
        ty,
        nullable: false,
        by_ref: false,
        prefer_ref: false,
        variadic: true,
        default: None,
    }
}
