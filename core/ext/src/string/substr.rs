//! Substrings by position: `substr`, `substr_count`, `substr_replace`.

use crate::string::split::find;
use crate::util::{arg, given, int_arg, str_arg, to_string_warn, value_error};
use rphp_value::convert::to_int;
use rphp_value::{
    Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, PhpStr, ThrowKind, Value,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "substr",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("offset", ParamType::Int),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
        ],
        func: substr,
    },
    Builtin {
        name: "substr_count",
        params: &[
            ParamSpec::req("haystack", ParamType::String),
            ParamSpec::req("needle", ParamType::String),
            ParamSpec::opt("offset", ParamType::Int, "0"),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
        ],
        func: substr_count,
    },
    Builtin {
        name: "substr_replace",
        params: &[
            ParamSpec::req("string", ParamType::ArrayOrString),
            ParamSpec::req("replace", ParamType::ArrayOrString),
            ParamSpec::req("offset", ParamType::Mixed),
            ParamSpec::opt("length", ParamType::Mixed, "null").nullable(),
        ],
        func: substr_replace,
    },
];

/// PHP 8 `substr` bounds: `(start, len)` within a string of `len` bytes.
pub fn substr_range(len: usize, offset: i64, length: Option<i64>) -> Option<(usize, usize)> {
    let n = len as i64;
    if offset > n {
        return None;
    }
    let f = if offset < 0 {
        (n + offset).max(0)
    } else {
        offset
    };
    let l = match length {
        None => n - f,
        Some(l) if l < 0 => {
            if -l > n - f {
                0
            } else {
                n - f + l
            }
        }
        Some(l) => l.min(n - f),
    };
    Some((f as usize, l as usize))
}

fn substr(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let length = given(args, 2).then(|| int_arg(args, 2, 0));
    Ok(match substr_range(s.len(), int_arg(args, 1, 0), length) {
        Some((f, l)) if f == 0 && l == s.len() => Value::Str(s),
        Some((f, l)) => Value::str(&s.as_bytes()[f..f + l]),
        None => Value::str(""),
    })
}

fn substr_count(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let h = str_arg(args, 0);
    let n = str_arg(args, 1);
    if n.is_empty() {
        return Err(value_error(
            ctx,
            "substr_count",
            1,
            "needle",
            "cannot be empty",
        ));
    }
    let len = h.len() as i64;
    let mut off = int_arg(args, 2, 0);
    if off < 0 {
        off += len;
    }
    if off < 0 || off > len {
        return Err(value_error(
            ctx,
            "substr_count",
            2,
            "offset",
            "must be contained in argument #1 ($haystack)",
        ));
    }
    let mut end = len;
    if given(args, 3) {
        let mut l = int_arg(args, 3, 0);
        if l < 0 {
            l += len - off;
        }
        if l < 0 || l > len - off {
            return Err(value_error(
                ctx,
                "substr_count",
                3,
                "length",
                "must be contained in argument #1 ($haystack)",
            ));
        }
        end = off + l;
    }
    let hay = &h.as_bytes()[..end as usize];
    let mut count = 0;
    let mut pos = off as usize;
    while let Some(p) = find(hay, n.as_bytes(), pos) {
        count += 1;
        pos = p + n.len();
    }
    Ok(Value::Int(count))
}

/// One replacement: `substr_replace` on a single string.
fn replace_one(s: &[u8], repl: &[u8], from: i64, len: Option<i64>) -> Vec<u8> {
    let n = s.len() as i64;
    let f = if from < 0 {
        (n + from).max(0)
    } else {
        from.min(n)
    };
    let mut l = len.unwrap_or(n);
    if l < 0 {
        l = (n - f + l).max(0);
    }
    let l = l.min(n - f);
    let mut out = Vec::with_capacity(s.len() + repl.len());
    out.extend_from_slice(&s[..f as usize]);
    out.extend_from_slice(repl);
    out.extend_from_slice(&s[(f + l) as usize..]);
    out
}

/// Values of an array in order, for the parallel walks of the array form.
fn values(a: &PhpArray) -> Vec<Value> {
    a.iter().map(|(_, v)| v.get()).collect()
}

fn substr_replace(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let string = arg(args, 0);
    let replace = arg(args, 1);
    let offset = arg(args, 2);
    let length = arg(args, 3);
    match string {
        Value::Array(strings) => {
            let offs = if let Value::Array(a) = &offset {
                Some(values(a))
            } else {
                None
            };
            let lens = if let Value::Array(a) = &length {
                Some(values(a))
            } else {
                None
            };
            let repls = if let Value::Array(a) = &replace {
                Some(values(a))
            } else {
                None
            };
            let repl_str = match &replace {
                Value::Array(_) => PhpStr::new(),
                v => to_string_warn(ctx, v)?,
            };
            let mut out = PhpArray::new();
            for (n, (k, v)) in strings.iter().enumerate() {
                let s = to_string_warn(ctx, &v.get())?;
                let from = match &offs {
                    Some(o) => o.get(n).map_or(0, to_int),
                    None => to_int(&offset),
                };
                let len = match (&lens, &length) {
                    (Some(l), _) => Some(l.get(n).map_or(s.len() as i64, to_int)),
                    (None, Value::Null) => None,
                    (None, l) => Some(to_int(l)),
                };
                let r = match &repls {
                    Some(r) => match r.get(n) {
                        Some(v) => to_string_warn(ctx, v)?,
                        None => PhpStr::new(),
                    },
                    None => repl_str.clone(),
                };
                out.insert(
                    k,
                    Value::str(replace_one(s.as_bytes(), r.as_bytes(), from, len)),
                );
            }
            Ok(Value::Array(out))
        }
        s => {
            if matches!(offset, Value::Array(_)) {
                return Err(ctx.throw(
                    ThrowKind::TypeError,
                    "substr_replace(): Argument #3 ($offset) cannot be an array when working on a single string".into(),
                ));
            }
            if matches!(length, Value::Array(_)) {
                return Err(ctx.throw(
                    ThrowKind::TypeError,
                    "substr_replace(): Argument #4 ($length) cannot be an array when working on a single string".into(),
                ));
            }
            let s = to_string_warn(ctx, &s)?;
            let r = match replace {
                Value::Array(a) => match a.iter().next() {
                    Some((_, v)) => to_string_warn(ctx, &v.get())?,
                    None => PhpStr::new(),
                },
                v => to_string_warn(ctx, &v)?,
            };
            let len = (!length.is_null()).then(|| to_int(&length));
            Ok(Value::str(replace_one(
                s.as_bytes(),
                r.as_bytes(),
                to_int(&offset),
                len,
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn substrs() {
        assert_eq!(run("substr", vec![s("abc"), i(3)]), "''");
        assert_eq!(run("substr", vec![s("abc"), i(5)]), "''");
        assert_eq!(run("substr", vec![s("abc"), i(-5), i(2)]), "'ab'");
        assert_eq!(run("substr", vec![s("abc"), i(1), i(-3)]), "''");
        assert_eq!(run("substr", vec![s("abc"), i(0), Value::Null]), "'abc'");
        assert_eq!(run("substr", vec![s("abcdef"), i(-3), i(-1)]), "'de'");
    }

    #[test]
    fn counts() {
        assert_eq!(run("substr_count", vec![s("hello hello"), s("ll")]), "2");
        assert_eq!(
            run("substr_count", vec![s("hello hello"), s("ll"), i(3), i(3)]),
            "0"
        );
        assert_eq!(
            run("substr_count", vec![s("hello hello"), s("ll"), i(-5)]),
            "1"
        );
        assert_eq!(run("substr_count", vec![s("hello"), s("l"), i(1), i(10)]), "ValueError: substr_count(): Argument #4 ($length) must be contained in argument #1 ($haystack)");
    }

    #[test]
    fn replaces() {
        assert_eq!(
            run("substr_replace", vec![s("Hello"), s("J"), i(0), i(1)]),
            "'Jello'"
        );
        assert_eq!(
            run("substr_replace", vec![s("Hello"), s("XX"), i(-2)]),
            "'HelXX'"
        );
        assert_eq!(
            run("substr_replace", vec![s("Hello"), s("XX"), i(1), i(-2)]),
            "'HXXlo'"
        );
        assert_eq!(
            run(
                "substr_replace",
                vec![s("Hello"), arr(vec![s("A"), s("B")]), i(10)]
            ),
            "'HelloA'"
        );
        assert_eq!(
            run(
                "substr_replace",
                vec![
                    arr(vec![s("Hello"), s("World")]),
                    arr(vec![s("A"), s("B")]),
                    arr(vec![i(1), i(2)]),
                    arr(vec![i(0)])
                ]
            ),
            "array (\n  0 => 'HAello',\n  1 => 'WoB',\n)"
        );
    }
}
