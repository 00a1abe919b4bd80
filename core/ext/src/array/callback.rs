//! Functions that call back into PHP: `array_map`, `array_filter`,
//! `array_reduce`, `array_walk`.

use crate::util::{arg, array_arg, int_arg, type_error, variadic};
use rphp_value::convert::to_bool;
use rphp_value::{
    ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, Reference, Value,
};

pub const ARRAY_FILTER_USE_BOTH: i64 = 1;
pub const ARRAY_FILTER_USE_KEY: i64 = 2;

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "array_map",
        params: &[
            ParamSpec::req("callback", ParamType::Callable).nullable(),
            ParamSpec::req("array", ParamType::Array),
            variadic("arrays", ParamType::Array),
        ],
        func: array_map,
    },
    Builtin {
        name: "array_filter",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::opt("callback", ParamType::Callable, "null").nullable(),
            ParamSpec::opt("mode", ParamType::Int, "0"),
        ],
        func: array_filter,
    },
    Builtin {
        name: "array_reduce",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::req("callback", ParamType::Callable),
            ParamSpec::opt("initial", ParamType::Mixed, "null"),
        ],
        func: array_reduce,
    },
    Builtin {
        name: "array_walk",
        params: WALK_PARAMS,
        func: array_walk,
    },
];

fn array_map(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let callback = arg(args, 0);
    let arrays: Vec<PhpArray> = (1..args.len()).map(|i| array_arg(args, i)).collect();
    if arrays.len() == 1 {
        let a = &arrays[0];
        if callback.is_null() {
            return Ok(Value::Array(a.clone()));
        }
        let mut out = PhpArray::with_capacity(a.len());
        for (k, v) in a.iter() {
            let r = ctx.call_ref(&callback, std::slice::from_ref(&v.get()))?;
            out.insert(k, r);
        }
        return Ok(Value::Array(out));
    }
    let longest = arrays.iter().map(PhpArray::len).max().unwrap_or(0);
    // Zipped rows (no callback) hold the elements as they are, references
    // included, as php copies them; a callback gets plain values.
    let zip = callback.is_null();
    let columns: Vec<Vec<Value>> = arrays
        .iter()
        .map(|a| {
            a.iter()
                .map(|(_, v)| if zip { v.clone() } else { v.get() })
                .collect()
        })
        .collect();
    let mut out = PhpArray::with_capacity(longest);
    for i in 0..longest {
        let row: Vec<Value> = columns
            .iter()
            .map(|c| c.get(i).cloned().unwrap_or(Value::Null))
            .collect();
        let v = if callback.is_null() {
            Value::Array(row.into_iter().collect())
        } else {
            ctx.call(&callback, row)?
        };
        let _ = out.push(v);
    }
    Ok(Value::Array(out))
}

fn array_filter(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = array_arg(args, 0);
    let callback = arg(args, 1);
    let mode = int_arg(args, 2, 0);
    let mut out = PhpArray::new();
    for (k, v) in a.iter() {
        let keep = if callback.is_null() {
            to_bool(&v.get())
        } else {
            let r = match mode {
                ARRAY_FILTER_USE_KEY => ctx.call_ref(&callback, &[k.to_value()])?,
                ARRAY_FILTER_USE_BOTH => ctx.call_ref(&callback, &[v.get(), k.to_value()])?,
                _ => ctx.call_ref(&callback, std::slice::from_ref(&v.get()))?,
            };
            to_bool(&r)
        };
        if keep {
            out.insert(k, v.elem_copy());
        }
    }
    Ok(Value::Array(out))
}

fn array_reduce(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = array_arg(args, 0);
    let callback = arg(args, 1);
    let mut acc = arg(args, 2);
    for (_, v) in a.iter() {
        acc = ctx.call(&callback, vec![acc, v.get()])?;
    }
    Ok(acc)
}

/// `array_walk(_recursive)`'s parameters. php's `object|array` is not a
/// [`ParamType`], so the first two are declared mixed and checked, in
/// argument order, by [`walk_args`].
pub(crate) const WALK_PARAMS: &[ParamSpec] = &[
    ParamSpec::req("array", ParamType::Mixed).by_ref(),
    ParamSpec::req("callback", ParamType::Mixed),
    ParamSpec::opt("arg", ParamType::Mixed, "UNKNOWN"),
];

/// Checks array_walk's first two arguments as php does (an array or an
/// object, worded "must be of type array" by php's parser; then a valid
/// callback) and gives the callback.
pub(crate) fn walk_args(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
) -> Result<Value, Fault> {
    match arg(args, 0) {
        Value::Array(_) | Value::Object(_) => {}
        other => return Err(type_error(ctx, func, 0, "array", "array", &other)),
    }
    let spec = ParamSpec::req("callback", ParamType::Callable);
    let cb = ctx.check_arg(func, 1, &spec, arg(args, 1))?;
    args[1] = cb.clone();
    Ok(cb)
}

/// `array_walk`: the callback gets each element by reference, its key, and the extra argument.
fn array_walk(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let callback = walk_args(ctx, args, "array_walk")?;
    let Some(Value::Ref(cell)) = args.first().cloned() else {
        return Ok(Value::Bool(true));
    };
    let extra = args.get(2).map(Value::get);
    if let Value::Object(o) = cell.get() {
        super::recursive::walk_object(ctx, &o, &callback, &extra, false)?;
        return Ok(Value::Bool(true));
    }
    let mut pos = 0usize;
    loop {
        // Wrap the element in a reference (unless it already is one) so the callback can change it.
        let (key, elem, made) = {
            let mut slot = cell.0.borrow_mut();
            let Value::Array(a) = &mut *slot else { break };
            let Some((p, key, _)) = a.entry_at(pos) else {
                break;
            };
            pos = p;
            let v = a.value_at_mut(p).expect("live position");
            match v {
                Value::Ref(r) => (key, r.clone(), false),
                other => {
                    let r = Reference::new(std::mem::take(other));
                    *other = Value::Ref(r.clone());
                    (key, r, true)
                }
            }
        };
        let mut call_args = vec![Value::Ref(elem.clone()), key_value(&key)];
        if let Some(e) = &extra {
            call_args.push(e.clone());
        }
        let result = ctx.call(&callback, call_args);
        if made {
            // Unwrap the temporary reference again if nobody else took it.
            let mut slot = cell.0.borrow_mut();
            if let Value::Array(a) = &mut *slot {
                if let Some(v) = a.value_at_mut(pos) {
                    if let Value::Ref(r) = v {
                        if r.ptr_eq(&elem) && elem.count() <= 2 {
                            *v = elem.get();
                        }
                    }
                }
            }
        }
        result?;
        pos += 1;
    }
    Ok(Value::Bool(true))
}

fn key_value(k: &ArrayKey) -> Value {
    k.to_value()
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn maps() {
        assert_eq!(
            run(
                "array_map",
                vec![s("strtoupper"), assoc(vec![("a", s("x")), ("b", s("y"))])]
            ),
            "array (\n  'a' => 'X',\n  'b' => 'Y',\n)"
        );
        assert_eq!(
            run("array_map", vec![Value::Null, arr(vec![i(1), i(2)]), arr(vec![s("a")])]),
            "array (\n  0 => \n  array (\n    0 => 1,\n    1 => 'a',\n  ),\n  1 => \n  array (\n    0 => 2,\n    1 => NULL,\n  ),\n)"
        );
        assert_eq!(
            run("array_map", vec![Value::Null, assoc(vec![("a", i(1))])]),
            "array (\n  'a' => 1,\n)"
        );
    }

    #[test]
    fn filters() {
        let a = arr(vec![i(1), i(0), i(2), Value::Null, s(""), s("0"), s("a")]);
        assert_eq!(
            run("array_filter", vec![a]),
            "array (\n  0 => 1,\n  2 => 2,\n  6 => 'a',\n)"
        );
        let (r, _) = {
            let mut ctx =
                MockCtx::new().with_callback("not_b", |a| Value::Bool(export(&a[0]) != "'b'"));
            let mut args = vec![
                assoc(vec![("a", i(1)), ("b", i(2)), ("c", i(3))]),
                s("not_b"),
                i(2),
            ];
            let f = crate::builtins()
                .find(|b| b.name == "array_filter")
                .unwrap()
                .func;
            (f(&mut ctx, &mut args), ())
        };
        assert_eq!(
            export(&r.ok().unwrap()),
            "array (\n  'a' => 1,\n  'c' => 3,\n)"
        );
    }

    #[test]
    fn walks() {
        let mut ctx = MockCtx::new().with_callback("double", |a| {
            if let Value::Ref(r) = &a[0] {
                let v = r.get();
                if let Value::Int(n) = v {
                    r.set(Value::Int(n * 2));
                }
            }
            Value::Null
        });
        let cell = r(arr(vec![i(1), i(2)]));
        let mut args = vec![cell.clone(), s("double")];
        let f = crate::builtins()
            .find(|b| b.name == "array_walk")
            .unwrap()
            .func;
        assert!(f(&mut ctx, &mut args).is_ok());
        assert_eq!(export(&cell.get()), "array (\n  0 => 2,\n  1 => 4,\n)");
    }
}
