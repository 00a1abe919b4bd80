//! `min()` and `max()`: over one array or over the arguments, comparing
//! with `<=>`; the first of equal values wins.

use crate::util::type_error;
use rphp_value::compare::compare_in;
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, ThrowKind, Value};
use std::cmp::Ordering;

const PARAMS: &[ParamSpec] = &[
    ParamSpec::req("value", ParamType::Mixed),
    crate::util::variadic("values", ParamType::Mixed),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "min",
        params: PARAMS,
        func: |c, a| extreme(c, a, "min", Ordering::Less),
    },
    Builtin {
        name: "max",
        params: PARAMS,
        func: |c, a| extreme(c, a, "max", Ordering::Greater),
    },
];

fn extreme(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    want: Ordering,
) -> Result<Value, Fault> {
    let from_array = args.len() == 1;
    let values: Vec<Value> = if from_array {
        match args[0].get() {
            Value::Array(a) => {
                if a.is_empty() {
                    return Err(ctx.throw(
                        ThrowKind::ValueError,
                        format!(
                            "{}(): Argument #1 ($value) must contain at least one element",
                            func
                        ),
                    ));
                }
                a.iter().map(|(_, v)| v.get()).collect()
            }
            other => return Err(type_error(ctx, func, 0, "value", "array", &other)),
        }
    } else {
        args.iter().map(Value::get).collect()
    };
    let mut best = values[0].clone();
    for v in &values[1..] {
        let replace = if from_array {
            // zend_hash_minmax: `best <=> v` (uncomparable is 1) below 0 for max, above 0 for min.
            let o = compare_in(ctx, &best, v)?.unwrap_or(Ordering::Greater);
            o == want.reverse()
        } else {
            // max: `!(v <= best)`; min: `v < best` (uncomparable: every comparison false).
            match compare_in(ctx, v, &best)? {
                Some(o) => o == want,
                None => want == Ordering::Greater,
            }
        };
        if replace {
            best = v.clone();
        }
    }
    Ok(best)
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn extremes() {
        assert_eq!(
            run("max", vec![arr(vec![])]),
            "ValueError: max(): Argument #1 ($value) must contain at least one element"
        );
        assert_eq!(
            run("max", vec![i(1)]),
            "TypeError: max(): Argument #1 ($value) must be of type array, int given"
        );
        assert_eq!(run("max", vec![s("apple"), s("banana"), i(5)]), "'banana'");
        assert_eq!(
            run("max", vec![arr(vec![i(1), i(2)]), arr(vec![i(1), i(3)])]),
            "array (\n  0 => 1,\n  1 => 3,\n)"
        );
        assert_eq!(
            run(
                "min",
                vec![arr(vec![i(0), f(-0.0), s("a"), Value::Bool(false)])]
            ),
            "0"
        );
        assert_eq!(run("max", vec![s("abc"), i(0)]), "'abc'");
    }
}
