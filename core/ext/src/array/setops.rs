//! Set operations on arrays: `array_diff`, `array_diff_key`,
//! `array_diff_assoc`, `array_intersect`, `array_intersect_key`,
//! `array_intersect_assoc`. Values compare as strings (`(string)$a === (string)$b`),
//! keys by identity; the first array's keys are kept.

use crate::util::{array_arg, to_string_warn, variadic};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, PhpStr, Value};
use std::collections::HashSet;

const SETS: &[ParamSpec] = &[
    ParamSpec::req("array", ParamType::Array),
    variadic("arrays", ParamType::Array),
];

#[derive(Clone, Copy)]
enum Mode {
    Value,
    Key,
    Assoc,
}

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "array_diff",
        params: SETS,
        func: |c, a| setop(c, a, Mode::Value, false),
    },
    Builtin {
        name: "array_diff_key",
        params: SETS,
        func: |c, a| setop(c, a, Mode::Key, false),
    },
    Builtin {
        name: "array_diff_assoc",
        params: SETS,
        func: |c, a| setop(c, a, Mode::Assoc, false),
    },
    Builtin {
        name: "array_intersect",
        params: SETS,
        func: |c, a| setop(c, a, Mode::Value, true),
    },
    Builtin {
        name: "array_intersect_key",
        params: SETS,
        func: |c, a| setop(c, a, Mode::Key, true),
    },
    Builtin {
        name: "array_intersect_assoc",
        params: SETS,
        func: |c, a| setop(c, a, Mode::Assoc, true),
    },
];

fn setop(
    ctx: &mut dyn Context,
    args: &mut [Value],
    mode: Mode,
    intersect: bool,
) -> Result<Value, Fault> {
    let first = array_arg(args, 0);
    let others: Vec<PhpArray> = (1..args.len()).map(|i| array_arg(args, i)).collect();
    // For value comparison, each other array's values as a string set.
    let mut value_sets: Vec<HashSet<PhpStr>> = Vec::new();
    if let Mode::Value = mode {
        for o in &others {
            let mut set = HashSet::new();
            for (_, v) in o.iter() {
                set.insert(to_string_warn(ctx, &v.get())?);
            }
            value_sets.push(set);
        }
    }
    let mut out = PhpArray::new();
    for (k, v) in first.iter() {
        let sv = match mode {
            Mode::Key => None,
            _ => Some(to_string_warn(ctx, &v.get())?),
        };
        let mut in_each = Vec::with_capacity(others.len());
        for (n, o) in others.iter().enumerate() {
            let found = match mode {
                Mode::Value => value_sets[n].contains(sv.as_ref().expect("value")),
                Mode::Key => o.contains_key(&k),
                Mode::Assoc => match o.get(&k) {
                    Some(ov) => to_string_warn(ctx, &ov.get())? == *sv.as_ref().expect("value"),
                    None => false,
                },
            };
            in_each.push(found);
        }
        let keep = if intersect {
            in_each.iter().all(|&f| f)
        } else {
            !in_each.iter().any(|&f| f)
        };
        if keep {
            out.insert(k, v.elem_copy());
        }
    }
    Ok(Value::Array(out))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn sets() {
        let a = assoc(vec![
            ("a", s("green")),
            ("0", s("red")),
            ("1", s("blue")),
            ("2", s("red")),
        ]);
        let b = assoc(vec![("b", s("green")), ("0", s("yellow")), ("1", s("red"))]);
        assert_eq!(
            run("array_diff", vec![a.clone(), b.clone()]),
            "array (\n  1 => 'blue',\n)"
        );
        assert_eq!(
            run("array_intersect", vec![a.clone(), b.clone()]),
            "array (\n  'a' => 'green',\n  0 => 'red',\n  2 => 'red',\n)"
        );
        assert_eq!(
            run("array_diff_key", vec![a.clone(), b.clone()]),
            "array (\n  'a' => 'green',\n  2 => 'red',\n)"
        );
        assert_eq!(
            run("array_intersect_assoc", vec![a.clone(), b.clone()]),
            "array (\n)"
        );
        assert_eq!(
            run("array_diff_assoc", vec![a, b]),
            "array (\n  'a' => 'green',\n  0 => 'red',\n  1 => 'blue',\n  2 => 'red',\n)"
        );
    }
}
