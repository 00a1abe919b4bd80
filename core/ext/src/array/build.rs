//! Making new arrays from old: `array_merge`, `array_replace`,
//! `array_combine`, `array_flip`, `array_fill`, `array_fill_keys`,
//! `array_pad`, `array_chunk`, `array_count_values`, `array_reverse`,
//! `array_slice`, `array_unique`, `array_sum`, `array_product`.

use super::zsort::zend_sort;
use crate::util::{arg, array_arg, bool_arg, given, int_arg, value_error, variadic};
use rphp_value::compare::{compare_with, CtxCast};
use rphp_value::convert::{to_float, to_number, to_str, Number};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};

const ARR: &[ParamSpec] = &[ParamSpec::req("array", ParamType::Array)];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "array_merge",
        params: &[variadic("arrays", ParamType::Array)],
        func: array_merge,
    },
    Builtin {
        name: "array_replace",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            variadic("replacements", ParamType::Array),
        ],
        func: array_replace,
    },
    Builtin {
        name: "array_combine",
        params: &[
            ParamSpec::req("keys", ParamType::Array),
            ParamSpec::req("values", ParamType::Array),
        ],
        func: array_combine,
    },
    Builtin {
        name: "array_flip",
        params: ARR,
        func: array_flip,
    },
    Builtin {
        name: "array_fill",
        params: &[
            ParamSpec::req("start_index", ParamType::Int),
            ParamSpec::req("count", ParamType::Int),
            ParamSpec::req("value", ParamType::Mixed),
        ],
        func: array_fill,
    },
    Builtin {
        name: "array_fill_keys",
        params: &[
            ParamSpec::req("keys", ParamType::Array),
            ParamSpec::req("value", ParamType::Mixed),
        ],
        func: array_fill_keys,
    },
    Builtin {
        name: "array_pad",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::req("length", ParamType::Int),
            ParamSpec::req("value", ParamType::Mixed),
        ],
        func: array_pad,
    },
    Builtin {
        name: "array_chunk",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::req("length", ParamType::Int),
            ParamSpec::opt("preserve_keys", ParamType::Bool, "false"),
        ],
        func: array_chunk,
    },
    Builtin {
        name: "array_count_values",
        params: ARR,
        func: array_count_values,
    },
    Builtin {
        name: "array_reverse",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::opt("preserve_keys", ParamType::Bool, "false"),
        ],
        func: array_reverse,
    },
    Builtin {
        name: "array_slice",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::req("offset", ParamType::Int),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
            ParamSpec::opt("preserve_keys", ParamType::Bool, "false"),
        ],
        func: array_slice,
    },
    Builtin {
        name: "array_unique",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::opt("flags", ParamType::Int, "SORT_STRING"),
        ],
        func: array_unique,
    },
    Builtin {
        name: "array_sum",
        params: ARR,
        func: |_, a| Ok(fold(&array_arg(a, 0), Number::Int(0), add)),
    },
    Builtin {
        name: "array_product",
        params: ARR,
        func: |_, a| Ok(fold(&array_arg(a, 0), Number::Int(1), mul)),
    },
];

/// Appends `v` under `k`: string keys kept, int keys renumbered.
pub fn append_renumbered(out: &mut PhpArray, k: ArrayKey, v: Value) {
    match k {
        ArrayKey::Str(_) => out.insert(k, v),
        ArrayKey::Int(_) => {
            let _ = out.push(v);
        }
    }
}

fn array_merge(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut out = PhpArray::new();
    for a in args.iter() {
        if let Value::Array(a) = a.get() {
            for (k, v) in a.iter() {
                append_renumbered(&mut out, k, v.elem_copy());
            }
        }
    }
    Ok(Value::Array(out))
}

fn array_replace(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut out = array_arg(args, 0);
    for i in 1..args.len() {
        for (k, v) in array_arg(args, i).iter() {
            out.insert(k, v.elem_copy());
        }
    }
    Ok(Value::Array(out))
}

/// A key from any value the way `array_combine`/`array_fill_keys` make one:
/// ints stay ints, everything else goes through its string form.
fn loose_key(ctx: &mut dyn Context, v: &Value) -> Result<ArrayKey, Fault> {
    Ok(match v {
        Value::Int(i) => ArrayKey::Int(*i),
        v => ArrayKey::from_bytes(crate::util::to_string_warn(ctx, v)?.as_bytes()),
    })
}

fn array_combine(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (keys, values) = (array_arg(args, 0), array_arg(args, 1));
    if keys.len() != values.len() {
        return Err(ctx.throw(
            ThrowKind::ValueError,
            "array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements".into(),
        ));
    }
    let mut out = PhpArray::new();
    for ((_, k), (_, v)) in keys.iter().zip(values.iter()) {
        let key = loose_key(ctx, &k.get())?;
        out.insert(key, v.elem_copy());
    }
    Ok(Value::Array(out))
}

fn array_flip(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut out = PhpArray::new();
    for (k, v) in array_arg(args, 0).iter() {
        match v.get() {
            Value::Int(i) => out.insert(ArrayKey::Int(i), k.to_value()),
            Value::Str(s) => out.insert(ArrayKey::from_bytes(s.as_bytes()), k.to_value()),
            _ => ctx.error(
                ErrorLevel::Warning,
                "array_flip(): Can only flip string and integer values, entry skipped",
            )?,
        }
    }
    Ok(Value::Array(out))
}

fn array_fill(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let start = int_arg(args, 0, 0);
    let n = int_arg(args, 1, 0);
    if n < 0 {
        return Err(value_error(
            ctx,
            "array_fill",
            1,
            "count",
            "must be greater than or equal to 0",
        ));
    }
    let v = arg(args, 2);
    let mut out = PhpArray::with_capacity(n as usize);
    for i in 0..n {
        out.insert(ArrayKey::Int(start.wrapping_add(i)), v.clone());
    }
    Ok(Value::Array(out))
}

fn array_fill_keys(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let v = arg(args, 1);
    let mut out = PhpArray::new();
    for (_, k) in array_arg(args, 0).iter() {
        let key = loose_key(ctx, &k.get())?;
        out.insert(key, v.clone());
    }
    Ok(Value::Array(out))
}

fn array_pad(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = array_arg(args, 0);
    let len = int_arg(args, 1, 0);
    let v = arg(args, 2);
    let want = len.unsigned_abs();
    if want <= a.len() as u64 {
        return Ok(Value::Array(a));
    }
    if want - a.len() as u64 > 1_048_576 {
        return Err(value_error(
            ctx,
            "array_pad",
            1,
            "length",
            "must be less than or equal to 1048576",
        ));
    }
    let pads = (want - a.len() as u64) as usize;
    let mut out = PhpArray::with_capacity(want as usize);
    if len < 0 {
        for _ in 0..pads {
            let _ = out.push(v.clone());
        }
    }
    for (k, x) in a.iter() {
        append_renumbered(&mut out, k, x.clone());
    }
    if len > 0 {
        for _ in 0..pads {
            let _ = out.push(v.clone());
        }
    }
    Ok(Value::Array(out))
}

fn array_chunk(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = array_arg(args, 0);
    let size = int_arg(args, 1, 0);
    if size < 1 {
        return Err(value_error(
            ctx,
            "array_chunk",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    let keep = bool_arg(args, 2, false);
    let mut out = PhpArray::new();
    let mut chunk = PhpArray::new();
    for (k, v) in a.iter() {
        if keep {
            chunk.insert(k, v.elem_copy());
        } else {
            let _ = chunk.push(v.elem_copy());
        }
        if chunk.len() as i64 == size {
            let _ = out.push(Value::Array(std::mem::take(&mut chunk)));
        }
    }
    if !chunk.is_empty() {
        let _ = out.push(Value::Array(chunk));
    }
    Ok(Value::Array(out))
}

fn array_count_values(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut out = PhpArray::new();
    for (_, v) in array_arg(args, 0).iter() {
        let key = match v.get() {
            Value::Int(i) => ArrayKey::Int(i),
            Value::Str(s) => ArrayKey::from_bytes(s.as_bytes()),
            _ => {
                ctx.error(
                    ErrorLevel::Warning,
                    "array_count_values(): Can only count string and integer values, entry skipped",
                )?;
                continue;
            }
        };
        let slot = out.entry(key);
        *slot = Value::Int(match slot {
            Value::Int(n) => *n + 1,
            _ => 1,
        });
    }
    Ok(Value::Array(out))
}

fn array_reverse(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = array_arg(args, 0);
    let keep = bool_arg(args, 1, false);
    let items: Vec<(ArrayKey, Value)> = a.iter().map(|(k, v)| (k, v.elem_copy())).collect();
    let mut out = PhpArray::with_capacity(items.len());
    for (k, v) in items.into_iter().rev() {
        if keep {
            out.insert(k, v);
        } else {
            append_renumbered(&mut out, k, v);
        }
    }
    Ok(Value::Array(out))
}

/// PHP's offset/length normalisation for `array_slice`: `(start, count)`.
pub fn slice_range(n: i64, offset: i64, length: Option<i64>) -> (usize, usize) {
    if offset > n {
        return (0, 0);
    }
    let offset = if offset < 0 {
        (n + offset).max(0)
    } else {
        offset
    };
    let len = match length {
        None => n - offset,
        Some(l) if l < 0 => n - offset + l,
        Some(l) => l.min(n - offset),
    };
    if len <= 0 {
        return (0, 0);
    }
    (offset as usize, len as usize)
}

fn array_slice(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = array_arg(args, 0);
    let length = given(args, 2).then(|| int_arg(args, 2, 0));
    let keep = bool_arg(args, 3, false);
    let (start, count) = slice_range(a.len() as i64, int_arg(args, 1, 0), length);
    let mut out = PhpArray::with_capacity(count);
    for (k, v) in a.iter().skip(start).take(count) {
        if keep {
            out.insert(k, v.elem_copy());
        } else {
            append_renumbered(&mut out, k, v.elem_copy());
        }
    }
    Ok(Value::Array(out))
}

fn array_unique(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = array_arg(args, 0);
    let flags = int_arg(args, 1, 2);
    let mut out = PhpArray::new();
    match flags & !8 {
        super::sort::SORT_STRING | super::sort::SORT_LOCALE_STRING => {
            let mut seen = std::collections::HashSet::new();
            for (k, v) in a.iter() {
                if seen.insert(to_str(&v.get())) {
                    out.insert(k, v.elem_copy());
                }
            }
        }
        _ => {
            // php sorts (value, position) pairs, then walks them keeping the
            // first of each run of equal neighbours (by position): which
            // elements meet, and so which notices an object raises, follow
            // that walk.
            let cmp = super::sort::flag_compare(flags);
            let regular = flags & !8 == super::sort::SORT_REGULAR;
            let entries: Vec<(ArrayKey, Value)> = a.iter().map(|(k, v)| (k, v.get())).collect();
            let mut order: Vec<usize> = (0..entries.len()).collect();
            let mut cast = CtxCast::new(ctx);
            let mut c = |x: &Value, y: &Value| {
                if regular {
                    compare_with(x, y, &mut cast).map_or(1, |o| o as i32)
                } else {
                    cmp(x, y)
                }
            };
            zend_sort(&mut order, &mut |&i: &usize, &j: &usize| {
                c(&entries[i].1, &entries[j].1)
            });
            let mut drop = vec![false; entries.len()];
            if let Some((&first, rest)) = order.split_first() {
                let mut last = first;
                for &i in rest {
                    if c(&entries[last].1, &entries[i].1) != 0 {
                        last = i;
                    } else if last > i {
                        drop[last] = true;
                        last = i;
                    } else {
                        drop[i] = true;
                    }
                }
            }
            cast.finish()?;
            for (i, (k, _)) in entries.iter().enumerate() {
                if !drop[i] {
                    if let Some(v) = a.get(k) {
                        out.insert(k.clone(), v.elem_copy());
                    }
                }
            }
        }
    }
    Ok(Value::Array(out))
}

fn add(a: Number, b: Number) -> Number {
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => x
            .checked_add(y)
            .map_or(Number::Float(x as f64 + y as f64), Number::Int),
        (a, b) => Number::Float(num_f(a) + num_f(b)),
    }
}

fn mul(a: Number, b: Number) -> Number {
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => x
            .checked_mul(y)
            .map_or(Number::Float(x as f64 * y as f64), Number::Int),
        (a, b) => Number::Float(num_f(a) * num_f(b)),
    }
}

fn num_f(n: Number) -> f64 {
    match n {
        Number::Int(i) => i as f64,
        Number::Float(f) => f,
    }
}

/// `array_sum`/`array_product`: arrays are skipped, other values used as numbers.
fn fold(a: &PhpArray, init: Number, op: fn(Number, Number) -> Number) -> Value {
    let mut acc = init;
    for (_, v) in a.iter() {
        let v = v.get();
        let n = match &v {
            Value::Array(_) => continue,
            Value::Null => Number::Int(0),
            Value::Bool(b) => Number::Int(*b as i64),
            Value::Resource(r) => Number::Int(r.id()),
            Value::Float(f) => Number::Float(*f),
            other => to_number(other).map_or(Number::Float(to_float(other)), |(n, _)| n),
        };
        acc = op(acc, n);
    }
    match acc {
        Number::Int(i) => Value::Int(i),
        Number::Float(f) => Value::Float(f),
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn sums() {
        assert_eq!(
            run(
                "array_sum",
                vec![arr(vec![
                    i(1),
                    s("2"),
                    s("x"),
                    f(1.5),
                    arr(vec![i(1)]),
                    Value::Bool(true),
                    Value::Null
                ])]
            ),
            "5.5"
        );
        assert_eq!(
            run("array_product", vec![arr(vec![s("2"), s("3abc")])]),
            "6"
        );
        assert_eq!(run("array_product", vec![arr(vec![])]), "1");
        assert_eq!(
            run("array_sum", vec![arr(vec![i(i64::MAX), i(1)])]),
            "9.223372036854776E+18"
        );
    }

    #[test]
    fn builders() {
        assert_eq!(
            run("array_fill", vec![i(-3), i(3), s("x")]),
            "array (\n  -3 => 'x',\n  -2 => 'x',\n  -1 => 'x',\n)"
        );
        assert_eq!(
            run(
                "array_combine",
                vec![
                    arr(vec![f(1.5), Value::Bool(true), Value::Null, s("05")]),
                    arr(vec![i(1), i(2), i(3), i(4)])
                ]
            ),
            "array (\n  '1.5' => 1,\n  1 => 2,\n  '' => 3,\n  '05' => 4,\n)"
        );
        assert_eq!(
            run(
                "array_unique",
                vec![arr(vec![i(1), s("1"), i(2), f(2.0), s("a"), s("A")])]
            ),
            "array (\n  0 => 1,\n  2 => 2,\n  4 => 'a',\n  5 => 'A',\n)"
        );
        assert_eq!(
            run(
                "array_slice",
                vec![
                    assoc(vec![
                        ("0", i(1)),
                        ("1", i(2)),
                        ("2", i(3)),
                        ("a", i(4)),
                        ("3", i(5))
                    ]),
                    i(1),
                    i(-1)
                ]
            ),
            "array (\n  0 => 2,\n  1 => 3,\n  'a' => 4,\n)"
        );
        assert_eq!(
            run(
                "array_reverse",
                vec![assoc(vec![("a", i(1)), ("0", i(2)), ("1", i(3))])]
            ),
            "array (\n  0 => 3,\n  1 => 2,\n  'a' => 1,\n)"
        );
        assert_eq!(
            run(
                "array_merge",
                vec![
                    assoc(vec![("5", s("a")), ("x", s("b"))]),
                    assoc(vec![("x", s("c")), ("9", s("d"))])
                ]
            ),
            "array (\n  0 => 'a',\n  'x' => 'c',\n  1 => 'd',\n)"
        );
    }
}
