//! Reading arrays: `count`/`sizeof`, `array_keys`, `array_values`,
//! `array_key_exists`/`key_exists`, `array_key_first`/`_last`,
//! `array_is_list`, `in_array`, `array_search`, `array_column`.

use crate::util::{arg, array_arg, bool_arg, int_arg, type_error, value_error, value_to_key};
use rphp_value::compare::{loose_eq_in, strict_eq};
use rphp_value::convert::to_str;
use rphp_value::{
    ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};

const COUNT: &[ParamSpec] = &[
    ParamSpec::req("value", ParamType::Mixed),
    ParamSpec::opt("mode", ParamType::Int, "COUNT_NORMAL"),
];
const ARR: &[ParamSpec] = &[ParamSpec::req("array", ParamType::Array)];
const SEARCH: &[ParamSpec] = &[
    ParamSpec::req("needle", ParamType::Mixed),
    ParamSpec::req("haystack", ParamType::Array),
    ParamSpec::opt("strict", ParamType::Bool, "false"),
];
const KEY_EXISTS: &[ParamSpec] = &[
    ParamSpec::req("key", ParamType::Mixed),
    ParamSpec::req("array", ParamType::Array),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "count",
        params: COUNT,
        func: |c, a| count(c, a, "count"),
    },
    Builtin {
        name: "sizeof",
        params: COUNT,
        func: |c, a| count(c, a, "sizeof"),
    },
    Builtin {
        name: "array_keys",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::opt("filter_value", ParamType::Mixed, "UNKNOWN"),
            ParamSpec::opt("strict", ParamType::Bool, "false"),
        ],
        func: array_keys,
    },
    Builtin {
        name: "array_values",
        params: ARR,
        func: |_, a| {
            Ok(Value::Array(
                array_arg(a, 0).iter().map(|(_, v)| v.elem_copy()).collect(),
            ))
        },
    },
    Builtin {
        name: "array_key_exists",
        params: KEY_EXISTS,
        func: |c, a| key_exists(c, a, "array_key_exists"),
    },
    Builtin {
        name: "key_exists",
        params: KEY_EXISTS,
        func: |c, a| key_exists(c, a, "key_exists"),
    },
    Builtin {
        name: "array_key_first",
        params: ARR,
        func: |_, a| {
            Ok(array_arg(a, 0)
                .iter()
                .next()
                .map_or(Value::Null, |(k, _)| k.to_value()))
        },
    },
    Builtin {
        name: "array_key_last",
        params: ARR,
        func: |_, a| {
            Ok(array_arg(a, 0)
                .last()
                .map_or(Value::Null, |(k, _)| k.to_value()))
        },
    },
    Builtin {
        name: "array_is_list",
        params: ARR,
        func: |_, a| Ok(Value::Bool(array_arg(a, 0).is_list())),
    },
    Builtin {
        name: "in_array",
        params: SEARCH,
        func: |c, a| Ok(Value::Bool(search(c, a)?.is_some())),
    },
    Builtin {
        name: "array_search",
        params: SEARCH,
        func: |c, a| Ok(search(c, a)?.map_or(Value::Bool(false), |k| k.to_value())),
    },
    Builtin {
        name: "array_column",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::req("column_key", ParamType::IntOrString).nullable(),
            ParamSpec::opt("index_key", ParamType::IntOrString, "null").nullable(),
        ],
        func: array_column,
    },
];

fn count_recursive(a: &PhpArray) -> i64 {
    let mut n = a.len() as i64;
    for (_, v) in a.iter() {
        if let Value::Array(inner) = v.get() {
            n += count_recursive(&inner);
        }
    }
    n
}

fn count(ctx: &mut dyn Context, args: &mut [Value], func: &str) -> Result<Value, Fault> {
    let v = arg(args, 0);
    let mode = int_arg(args, 1, 0);
    if mode != 0 && mode != 1 {
        return Err(value_error(
            ctx,
            func,
            1,
            "mode",
            "must be either COUNT_NORMAL or COUNT_RECURSIVE",
        ));
    }
    match v {
        Value::Array(a) if mode == 1 => Ok(Value::Int(count_recursive(&a))),
        Value::Array(a) => Ok(Value::Int(a.len() as i64)),
        // php calls `->count()` and takes its result as an int, silently.
        Value::Object(o) if o.instance_of(b"countable") => {
            let method = PhpArray::from_list(vec![Value::Object(o), Value::from("count")]);
            let n = ctx.call(&Value::Array(method), Vec::new())?;
            Ok(Value::Int(rphp_value::convert::to_int(&n.get())))
        }
        other => Err(type_error(ctx, func, 0, "value", "Countable|array", &other)),
    }
}

fn array_keys(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = array_arg(args, 0);
    if args.len() < 2 {
        return Ok(Value::Array(a.iter().map(|(k, _)| k.to_value()).collect()));
    }
    let needle = arg(args, 1);
    let strict = bool_arg(args, 2, false);
    let mut keys = PhpArray::new();
    for (k, v) in a.iter() {
        let v = v.get();
        let hit = if strict {
            strict_eq(&v, &needle)
        } else {
            loose_eq_in(ctx, &needle, &v)?
        };
        if hit {
            let _ = keys.push(k.to_value());
        }
    }
    Ok(Value::Array(keys))
}

/// The key for `array_key_exists`: null is "", floats truncate, bools and resources are ints.
fn lookup_key(ctx: &mut dyn Context, v: &Value) -> Result<ArrayKey, Fault> {
    match v {
        Value::Array(_) | Value::Object(_) => {
            Err(ctx.throw(ThrowKind::TypeError, "Illegal offset type".into()))
        }
        Value::Float(f) if f.is_finite() && f.fract() != 0.0 => {
            let msg = format!(
                "Implicit conversion from float {} to int loses precision",
                rphp_value::float::float_repr(*f)
            );
            ctx.error(rphp_value::ErrorLevel::Deprecated, &msg)?;
            Ok(value_to_key(v).expect("scalar key"))
        }
        v => Ok(value_to_key(v).expect("scalar key")),
    }
}

fn key_exists(ctx: &mut dyn Context, args: &mut [Value], _func: &str) -> Result<Value, Fault> {
    let key = lookup_key(ctx, &arg(args, 0))?;
    Ok(Value::Bool(array_arg(args, 1).contains_key(&key)))
}

/// `in_array`/`array_search`: the needle is the left operand of `==`.
fn search(ctx: &mut dyn Context, args: &[Value]) -> Result<Option<ArrayKey>, Fault> {
    let needle = arg(args, 0);
    let hay = array_arg(args, 1);
    let strict = bool_arg(args, 2, false);
    for (k, v) in hay.iter() {
        let v = v.get();
        let hit = if strict {
            strict_eq(&v, &needle)
        } else {
            loose_eq_in(ctx, &needle, &v)?
        };
        if hit {
            return Ok(Some(k));
        }
    }
    Ok(None)
}

fn array_column(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let rows = array_arg(args, 0);
    let column = arg(args, 1);
    let index = arg(args, 2);
    let col_key = if column.is_null() {
        None
    } else {
        value_to_key(&column)
    };
    let idx_key = if index.is_null() {
        None
    } else {
        value_to_key(&index)
    };
    let mut out = PhpArray::new();
    for (_, row) in rows.iter() {
        let (row, whole) = match row.get() {
            Value::Array(a) => (a.clone(), Value::Array(a)),
            // Objects: their public properties.
            Value::Object(o) => {
                let mut public = PhpArray::new();
                for (k, v) in o.props().iter() {
                    let hidden = matches!(&k, ArrayKey::Str(s) if s.as_bytes().first() == Some(&0));
                    if !hidden {
                        public.insert(k.clone(), v.clone());
                    }
                }
                (public, Value::Object(o))
            }
            _ => continue,
        };
        let value = match &col_key {
            None => whole,
            Some(k) => match row.get(k) {
                Some(v) => v.get(),
                None => continue,
            },
        };
        let key = idx_key.as_ref().and_then(|k| row.get(k)).map(Value::get);
        match key {
            Some(Value::Int(i)) => out.insert(ArrayKey::Int(i), value),
            Some(Value::Str(s)) => out.insert(ArrayKey::from_bytes(s.as_bytes()), value),
            Some(v @ (Value::Float(_) | Value::Bool(_) | Value::Null)) => match value_to_key(&v) {
                Some(k) => out.insert(k, value),
                None => {
                    let _ = out.push(value);
                }
            },
            Some(other) => out.insert(ArrayKey::from_bytes(to_str(&other).as_bytes()), value),
            None => {
                let _ = out.push(value);
            }
        }
    }
    Ok(Value::Array(out))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn counting() {
        assert_eq!(
            run("count", vec![i(5)]),
            "TypeError: count(): Argument #1 ($value) must be of type Countable|array, int given"
        );
        assert_eq!(
            run("count", vec![arr(vec![i(1), arr(vec![i(2), i(3)])]), i(1)]),
            "4"
        );
        assert_eq!(run("count", vec![arr(vec![i(1)]), i(5)]), "ValueError: count(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE");
    }

    #[test]
    fn searching() {
        assert_eq!(
            run("array_search", vec![s("1"), arr(vec![i(0), i(1), s("1")])]),
            "1"
        );
        assert_eq!(
            run(
                "array_search",
                vec![
                    s("1"),
                    arr(vec![i(0), i(1), s("1")]),
                    rphp_value::Value::Bool(true)
                ]
            ),
            "2"
        );
        assert_eq!(run("in_array", vec![s("abc"), arr(vec![i(0)])]), "false");
        assert_eq!(
            run(
                "array_keys",
                vec![assoc(vec![("a", i(1)), ("b", s("1")), ("c", i(2))]), i(1)]
            ),
            "array (\n  0 => 'a',\n  1 => 'b',\n)"
        );
    }

    #[test]
    fn columns() {
        let rows = arr(vec![
            assoc(vec![("id", i(1)), ("n", s("a"))]),
            assoc(vec![("id", i(2)), ("n", s("b"))]),
            assoc(vec![("x", i(1))]),
        ]);
        assert_eq!(
            run("array_column", vec![rows, s("n"), s("id")]),
            "array (\n  1 => 'a',\n  2 => 'b',\n)"
        );
    }
}
