//! Arrays as stacks and queues, changed in place through a reference:
//! `array_push`, `array_pop`, `array_shift`, `array_unshift`, `array_splice`.
//! The next-free-index and renumbering rules live in `PhpArray::pop`,
//! `shift` and `prepend`.

use super::build::append_renumbered;
use crate::util::{arg, given, int_arg, ref_array, set_ref, variadic};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value};

const REF: ParamSpec = ParamSpec::req("array", ParamType::Array).by_ref();

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "array_push",
        params: &[REF, variadic("values", ParamType::Mixed)],
        func: array_push,
    },
    Builtin {
        name: "array_pop",
        params: &[REF],
        func: |c, a| take_end(c, a, "array_pop", true),
    },
    Builtin {
        name: "array_shift",
        params: &[REF],
        func: |c, a| take_end(c, a, "array_shift", false),
    },
    Builtin {
        name: "array_unshift",
        params: &[REF, variadic("values", ParamType::Mixed)],
        func: array_unshift,
    },
    Builtin {
        name: "array_splice",
        params: &[
            REF,
            ParamSpec::req("offset", ParamType::Int),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
            ParamSpec::opt("replacement", ParamType::Mixed, "[]"),
        ],
        func: array_splice,
    },
];

fn array_push(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut a = ref_array(ctx, args, 0, "array_push", "array")?;
    set_ref(args, 0, Value::Null);
    for v in args[1..].iter() {
        if a.push(v.get()).is_err() {
            set_ref(args, 0, Value::Array(a));
            return Err(ctx.throw(
                ThrowKind::Error,
                "Cannot add element to the array as the next element is already occupied".into(),
            ));
        }
    }
    let n = a.len();
    set_ref(args, 0, Value::Array(a));
    Ok(Value::Int(n as i64))
}

fn take_end(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    last: bool,
) -> Result<Value, Fault> {
    let mut a = ref_array(ctx, args, 0, func, "array")?;
    set_ref(args, 0, Value::Null);
    let v = if last { a.pop() } else { a.shift() };
    set_ref(args, 0, Value::Array(a));
    Ok(v.map_or(Value::Null, |v| v.deref()))
}

fn array_unshift(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut a = ref_array(ctx, args, 0, "array_unshift", "array")?;
    set_ref(args, 0, Value::Null);
    a.prepend(args[1..].iter().map(Value::get).collect());
    let n = a.len();
    set_ref(args, 0, Value::Array(a));
    Ok(Value::Int(n as i64))
}

fn array_splice(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let a = ref_array(ctx, args, 0, "array_splice", "array")?;
    let n = a.len() as i64;
    let mut offset = int_arg(args, 1, 0);
    if offset < 0 {
        offset = (n + offset).max(0);
    } else if offset > n {
        offset = n;
    }
    let mut length = if given(args, 2) {
        int_arg(args, 2, 0)
    } else {
        n
    };
    if length < 0 {
        length = (n - offset + length).max(0);
    } else if length > n - offset {
        length = n - offset;
    }
    let (start, count) = (offset as usize, length as usize);
    let replacement: Vec<Value> = match arg(args, 3) {
        Value::Array(r) => r.iter().map(|(_, v)| v.clone()).collect(),
        Value::Null => Vec::new(),
        v if args.len() > 3 => vec![v],
        _ => Vec::new(),
    };
    let mut out = PhpArray::with_capacity(a.len() - count + replacement.len());
    let mut removed = PhpArray::with_capacity(count);
    for (i, (k, v)) in a.iter().enumerate() {
        if i == start {
            for r in replacement.iter() {
                let _ = out.push(r.clone());
            }
        }
        if i >= start && i < start + count {
            append_renumbered(&mut removed, k, v.elem_copy());
        } else {
            append_renumbered(&mut out, k, v.elem_copy());
        }
    }
    if start >= a.len() {
        for r in replacement {
            let _ = out.push(r);
        }
    }
    set_ref(args, 0, Value::Array(out));
    Ok(Value::Array(removed))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn stacks() {
        let a = r(assoc(vec![("5", i(1)), ("6", i(2))]));
        assert_eq!(run("array_unshift", vec![a.clone(), i(0)]), "3");
        assert_eq!(run("array_push", vec![a.clone(), i(9)]), "4");
        assert_eq!(run("array_shift", vec![a.clone()]), "0");
        assert_eq!(
            export(&a.get()),
            "array (\n  0 => 1,\n  1 => 2,\n  2 => 9,\n)"
        );
        let b = r(assoc(vec![("x", i(1)), ("5", i(2))]));
        assert_eq!(run("array_pop", vec![b.clone()]), "2");
        assert_eq!(run("array_push", vec![b.clone(), i(3)]), "2");
        assert_eq!(export(&b.get()), "array (\n  'x' => 1,\n  5 => 3,\n)");
    }

    #[test]
    fn splices() {
        let a = r(arr(vec![i(1), i(2), i(3), i(4), i(5)]));
        assert_eq!(
            run(
                "array_splice",
                vec![a.clone(), i(1), i(2), arr(vec![s("x"), s("y"), s("z")])]
            ),
            "array (\n  0 => 2,\n  1 => 3,\n)"
        );
        assert_eq!(
            export(&a.get()),
            "array (\n  0 => 1,\n  1 => 'x',\n  2 => 'y',\n  3 => 'z',\n  4 => 4,\n  5 => 5,\n)"
        );
        let b = r(assoc(vec![("a", i(1)), ("5", i(2)), ("6", i(3))]));
        assert_eq!(
            run("array_splice", vec![b.clone(), i(-1), i(1), s("q")]),
            "array (\n  0 => 3,\n)"
        );
        assert_eq!(
            export(&b.get()),
            "array (\n  'a' => 1,\n  0 => 2,\n  1 => 'q',\n)"
        );
    }
}
