//! Type inspection and conversion: `gettype`, `get_debug_type`, `settype`,
//! `intval` (with `strtol`-style bases), `floatval`, `strval`, `boolval` and
//! the `is_*` predicates.

use crate::util::{arg, int_arg, str_arg, to_string_warn};
use rphp_value::convert::{numeric_string, to_bool, to_float, to_int};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value};

const VALUE: &[ParamSpec] = &[ParamSpec::req("value", ParamType::Mixed)];

const fn mixed1(name: &'static str, func: rphp_value::BuiltinFn) -> Builtin {
    Builtin {
        name,
        params: VALUE,
        func,
    }
}

pub const BUILTINS: &[Builtin] = &[
    mixed1("gettype", |_, a| Ok(Value::str(gettype(&arg(a, 0))))),
    mixed1("get_debug_type", |_, a| {
        Ok(Value::str(debug_type(&arg(a, 0))))
    }),
    Builtin {
        name: "settype",
        params: &[
            ParamSpec::req("var", ParamType::Mixed).by_ref(),
            ParamSpec::req("type", ParamType::String),
        ],
        func: settype,
    },
    Builtin {
        name: "intval",
        params: &[
            ParamSpec::req("value", ParamType::Mixed),
            ParamSpec::opt("base", ParamType::Int, "10"),
        ],
        func: intval,
    },
    mixed1("floatval", floatval),
    mixed1("doubleval", floatval),
    mixed1("strval", |ctx, a| {
        Ok(Value::Str(to_string_warn(ctx, &arg(a, 0))?))
    }),
    mixed1("boolval", |_, a| Ok(Value::Bool(to_bool(&arg(a, 0))))),
    mixed1("is_int", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Int(_))))
    }),
    mixed1("is_integer", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Int(_))))
    }),
    mixed1("is_long", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Int(_))))
    }),
    mixed1("is_float", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Float(_))))
    }),
    mixed1("is_double", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Float(_))))
    }),
    mixed1("is_string", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Str(_))))
    }),
    mixed1("is_bool", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Bool(_))))
    }),
    mixed1("is_array", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Array(_))))
    }),
    mixed1("is_null", |_, a| {
        Ok(Value::Bool(matches!(arg(a, 0), Value::Null)))
    }),
    mixed1("is_numeric", |_, a| Ok(Value::Bool(is_numeric(&arg(a, 0))))),
    mixed1("is_scalar", |_, a| {
        Ok(Value::Bool(matches!(
            arg(a, 0),
            Value::Int(_) | Value::Float(_) | Value::Str(_) | Value::Bool(_)
        )))
    }),
    mixed1("is_iterable", |_, a| {
        Ok(Value::Bool(match arg(a, 0) {
            Value::Array(_) => true,
            Value::Object(o) => o.instance_of(b"Traversable"),
            _ => false,
        }))
    }),
    mixed1("is_countable", |_, a| {
        Ok(Value::Bool(match arg(a, 0) {
            Value::Array(_) => true,
            Value::Object(o) => o.instance_of(b"countable"),
            _ => false,
        }))
    }),
    mixed1("is_resource", |_, a| {
        Ok(Value::Bool(
            matches!(arg(a, 0), Value::Resource(r) if !r.is_closed()),
        ))
    }),
    mixed1("is_object", |_, _| Ok(Value::Bool(false))),
];

/// `gettype()`
pub fn gettype(v: &Value) -> &'static str {
    v.type_name()
}

/// `get_debug_type()`: `null`, `int`, ..., `resource (stream)`, `resource (closed)`.
pub fn debug_type(v: &Value) -> String {
    match v {
        Value::Resource(r) if r.is_closed() => "resource (closed)".into(),
        Value::Resource(r) => format!("resource ({})", r.kind()),
        v => v.debug_type().into(),
    }
}

/// `is_numeric()`: ints, floats and wholly numeric strings (PHP 8 allows trailing whitespace).
pub fn is_numeric(v: &Value) -> bool {
    match v {
        Value::Int(_) | Value::Float(_) => true,
        Value::Str(s) => numeric_string(s.as_bytes()).is_some(),
        _ => false,
    }
}

fn settype(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let v = arg(args, 0);
    let ty = str_arg(args, 1);
    let new = match ty.as_bytes().to_ascii_lowercase().as_slice() {
        b"integer" | b"int" if object_as_number(ctx, &v, "int")? => Value::Int(1),
        b"integer" | b"int" => Value::Int(to_int(&v)),
        b"float" | b"double" if object_as_number(ctx, &v, "float")? => Value::Float(1.0),
        b"float" | b"double" => Value::Float(to_float(&v)),
        b"string" => Value::Str(to_string_warn(ctx, &v)?),
        b"boolean" | b"bool" => Value::Bool(to_bool(&v)),
        b"array" => match v {
            Value::Array(a) => Value::Array(a),
            Value::Null => Value::Array(PhpArray::new()),
            v => Value::Array(std::iter::once(v).collect()),
        },
        b"null" => Value::Null,
        b"resource" => {
            return Err(ctx.throw(
                ThrowKind::ValueError,
                "Cannot convert to resource type".into(),
            ))
        }
        _ => {
            return Err(ctx.throw(
                ThrowKind::ValueError,
                "settype(): Argument #2 ($type) must be a valid type".into(),
            ))
        }
    };
    crate::util::set_ref(args, 0, new);
    Ok(Value::Bool(true))
}

/// php's warning for an object taken as a number (the value is then 1):
/// whether `v` was one.
pub(crate) fn object_as_number(ctx: &mut dyn Context, v: &Value, to: &str) -> Result<bool, Fault> {
    let class = match v {
        Value::Object(o) => String::from_utf8_lossy(o.class_name()).into_owned(),
        Value::Resource(r) if r.0.kind == "Closure" => "Closure".into(),
        _ => return Ok(false),
    };
    let msg = format!("Object of class {class} could not be converted to {to}");
    ctx.error(rphp_value::ErrorLevel::Warning, &msg)?;
    Ok(true)
}

fn floatval(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let v = arg(args, 0);
    if object_as_number(ctx, &v, "float")? {
        return Ok(Value::Float(1.0));
    }
    Ok(Value::Float(to_float(&v)))
}

fn intval(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let v = arg(args, 0);
    if object_as_number(ctx, &v, "int")? {
        return Ok(Value::Int(1));
    }
    let base = int_arg(args, 1, 10);
    let s = match &v {
        Value::Str(s) if base != 10 => s.clone(),
        _ => return Ok(Value::Int(to_int(&v))),
    };
    let bytes = s.as_bytes();
    if base == 0 || base == 2 {
        let start = bytes
            .iter()
            .position(|c| !is_c_space(*c))
            .unwrap_or(bytes.len());
        let rest = &bytes[start..];
        if rest.len() > 2 {
            let off = usize::from(rest[0] == b'-' || rest[0] == b'+');
            if rest[off] == b'0' && matches!(rest.get(off + 1), Some(b'b' | b'B')) {
                let mut tmp = Vec::with_capacity(rest.len());
                tmp.extend_from_slice(&rest[..off]);
                tmp.extend_from_slice(&rest[off + 2..]);
                return Ok(Value::Int(strtol(&tmp, 2)));
            }
        }
    }
    Ok(Value::Int(strtol(bytes, base)))
}

/// C's `isspace`.
pub fn is_c_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// C's `strtol` (saturating on overflow; 0 for an invalid base).
pub fn strtol(s: &[u8], base: i64) -> i64 {
    if base != 0 && !(2..=36).contains(&base) {
        return 0;
    }
    let mut i = s.iter().position(|c| !is_c_space(*c)).unwrap_or(s.len());
    let mut neg = false;
    if let Some(&c @ (b'+' | b'-')) = s.get(i) {
        neg = c == b'-';
        i += 1;
    }
    let mut base = base as u32;
    let has_hex_prefix = s.get(i) == Some(&b'0')
        && matches!(s.get(i + 1), Some(b'x' | b'X'))
        && s.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit());
    if (base == 16 || base == 0) && has_hex_prefix {
        i += 2;
        base = 16;
    } else if base == 0 {
        base = if s.get(i) == Some(&b'0') { 8 } else { 10 };
    }
    let mut acc: i128 = 0;
    let limit: i128 = if neg {
        -(i64::MIN as i128)
    } else {
        i64::MAX as i128
    };
    while let Some(d) = s.get(i).and_then(|c| (*c as char).to_digit(base)) {
        acc = acc * base as i128 + d as i128;
        acc = acc.min(limit);
        i += 1;
    }
    if neg {
        (-acc) as i64
    } else {
        acc as i64
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn intval_bases() {
        let cases: &[(&str, i64, &str)] = &[
            ("0x1A", 16, "26"),
            ("0x1A", 0, "26"),
            ("012", 0, "10"),
            ("0b11", 0, "3"),
            ("-0b11", 0, "-3"),
            ("0o17", 0, "0"),
            ("z", 36, "35"),
            ("12", 1, "0"),
            (" 42", 0, "42"),
            ("99999999999999999999", 16, "9223372036854775807"),
            ("-0x1f", 16, "-31"),
            ("0B11", 2, "3"),
            ("  +0b101", 0, "5"),
            ("1e3", 0, "1"),
        ];
        for (v, b, want) in cases {
            assert_eq!(
                run("intval", vec![s(v), i(*b)]),
                *want,
                "intval({:?}, {})",
                v,
                b
            );
        }
        assert_eq!(run("intval", vec![s("1e3"), i(10)]), "1000");
        assert_eq!(run("intval", vec![f(42.9), i(8)]), "42");
    }

    #[test]
    fn predicates() {
        assert_eq!(run("is_numeric", vec![s("1 ")]), "true");
        assert_eq!(run("is_numeric", vec![s("1e")]), "false");
        assert_eq!(run("is_numeric", vec![s("0x1A")]), "false");
        assert_eq!(run("gettype", vec![f(1.5)]), "'double'");
        assert_eq!(run("get_debug_type", vec![Value::Null]), "'null'");
    }

    #[test]
    fn settype_by_ref() {
        let x = r(s("12abc"));
        assert_eq!(run("settype", vec![x.clone(), s("integer")]), "true");
        assert_eq!(export(&x.get()), "12");
        assert_eq!(
            run("settype", vec![x, s("foo")]),
            "ValueError: settype(): Argument #2 ($type) must be a valid type"
        );
    }
}
