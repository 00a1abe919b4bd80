//! Recursive and key-case helpers: `array_merge_recursive`,
//! `array_replace_recursive`, `array_walk_recursive`, `array_change_key_case`.

use super::build::append_renumbered;
use crate::util::{array_arg, int_arg, variadic};
use rphp_value::{
    ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, PhpStr, Reference, Value,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "array_merge_recursive",
        params: &[variadic("arrays", ParamType::Array)],
        func: array_merge_recursive,
    },
    Builtin {
        name: "array_replace_recursive",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            variadic("replacements", ParamType::Array),
        ],
        func: array_replace_recursive,
    },
    Builtin {
        name: "array_walk_recursive",
        params: super::callback::WALK_PARAMS,
        func: array_walk_recursive,
    },
    Builtin {
        name: "array_change_key_case",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::opt("case", ParamType::Int, "CASE_LOWER"),
        ],
        func: array_change_key_case,
    },
];

/// `php_array_merge_recursive`: string keys present in both merge into a list.
fn merge_into(dest: &mut PhpArray, src: &PhpArray) {
    for (k, v) in src.iter() {
        match &k {
            ArrayKey::Str(_) if dest.contains_key(&k) => {
                let existing = dest.get(&k).map(Value::get).unwrap_or(Value::Null);
                let mut target = match existing {
                    Value::Array(a) => a,
                    other => std::iter::once(other).collect(),
                };
                match v.get() {
                    Value::Array(inner) => merge_into(&mut target, &inner),
                    other => {
                        let _ = target.push(other);
                    }
                }
                dest.insert(k, Value::Array(target));
            }
            _ => append_renumbered(dest, k, v.elem_copy()),
        }
    }
}

fn array_merge_recursive(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut out = PhpArray::new();
    for i in 0..args.len() {
        merge_into(&mut out, &array_arg(args, i));
    }
    Ok(Value::Array(out))
}

fn replace_into(dest: &mut PhpArray, src: &PhpArray) {
    for (k, v) in src.iter() {
        let merged = match (dest.get(&k).map(Value::get), v.get()) {
            (Some(Value::Array(mut d)), Value::Array(s)) => {
                replace_into(&mut d, &s);
                Value::Array(d)
            }
            _ => v.elem_copy(),
        };
        dest.insert(k, merged);
    }
}

fn array_replace_recursive(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut out = array_arg(args, 0);
    for i in 1..args.len() {
        replace_into(&mut out, &array_arg(args, i));
    }
    Ok(Value::Array(out))
}

/// Walks the array in `cell`, calling back for every non-array leaf by reference.
fn walk(
    ctx: &mut dyn Context,
    cell: &Reference,
    callback: &Value,
    extra: &Option<Value>,
) -> Result<(), Fault> {
    let mut pos = 0usize;
    loop {
        let (key, elem, made) = {
            let mut slot = cell.0.borrow_mut();
            let Value::Array(a) = &mut *slot else {
                return Ok(());
            };
            let Some((p, key, _)) = a.entry_at(pos) else {
                return Ok(());
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
        let result = if matches!(elem.get(), Value::Array(_)) {
            walk(ctx, &elem, callback, extra)
        } else {
            let mut call_args = vec![Value::Ref(elem.clone()), key.to_value()];
            if let Some(e) = extra {
                call_args.push(e.clone());
            }
            ctx.call(callback, call_args).map(|_| ())
        };
        if made {
            let mut slot = cell.0.borrow_mut();
            if let Value::Array(a) = &mut *slot {
                if let Some(v) = a.value_at_mut(pos) {
                    if matches!(v, Value::Ref(r) if r.ptr_eq(&elem)) && elem.count() <= 2 {
                        *v = elem.get();
                    }
                }
            }
        }
        result?;
        pos += 1;
    }
}

fn array_walk_recursive(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let callback = super::callback::walk_args(ctx, args, "array_walk_recursive")?;
    let Some(Value::Ref(cell)) = args.first().cloned() else {
        return Ok(Value::Bool(true));
    };
    let extra = args.get(2).map(Value::get);
    if let Value::Object(o) = cell.get() {
        walk_object(ctx, &o, &callback, &extra, true)?;
    } else {
        walk(ctx, &cell, &callback, &extra)?;
    }
    Ok(Value::Bool(true))
}

/// `array_walk(_recursive)` over an object: every entry of its property
/// table (whatever the scope; non-public ones under their mangled keys),
/// each made a reference for the callback, in table order, the live table
/// (a property added by the callback is visited, a removed one is not).
/// `recursive` walks into arrays held by properties, not into objects.
pub(crate) fn walk_object(
    ctx: &mut dyn Context,
    o: &rphp_value::PhpObject,
    callback: &Value,
    extra: &Option<Value>,
    recursive: bool,
) -> Result<(), Fault> {
    let mut pos = 0usize;
    while let Some(w) = ctx.prop_walk_ref(o, pos) {
        let result = if recursive && matches!(w.cell.get(), Value::Array(_)) {
            walk(ctx, &w.cell, callback, extra)
        } else {
            // Property names are strings, numeric ones too.
            let key = match &w.key {
                ArrayKey::Int(n) => Value::Str(PhpStr::from(n.to_string().into_bytes())),
                k => k.to_value(),
            };
            let mut call_args = vec![Value::Ref(w.cell.clone()), key];
            if let Some(e) = extra {
                call_args.push(e.clone());
            }
            ctx.call(callback, call_args).map(|_| ())
        };
        o.walk_unref(&w);
        result?;
        pos = w.pos + 1;
    }
    Ok(())
}

fn array_change_key_case(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let upper = int_arg(args, 1, 0) != 0;
    let mut out = PhpArray::new();
    for (k, v) in array_arg(args, 0).iter() {
        let key = match k {
            ArrayKey::Str(s) => {
                let b = if upper {
                    s.as_bytes().to_ascii_uppercase()
                } else {
                    s.as_bytes().to_ascii_lowercase()
                };
                ArrayKey::Str(PhpStr::from(b))
            }
            k => k,
        };
        out.insert(key, v.elem_copy());
    }
    Ok(Value::Array(out))
}
