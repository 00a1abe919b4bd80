//! Joining and splitting: `implode`/`join`, `explode`, `str_split`,
//! `chunk_split`, and `strtok` (which keeps its string between calls).

use crate::util::{arg, int_arg, str_arg, to_string_warn, value_error};
use rphp_value::{
    Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, PhpStr, ThrowKind, Value,
};
use std::cell::RefCell;

const IMPLODE: &[ParamSpec] = &[
    ParamSpec::req("separator", ParamType::ArrayOrString),
    ParamSpec::opt("array", ParamType::Array, "null").nullable(),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "implode",
        params: IMPLODE,
        func: |c, a| implode(c, a, "implode"),
    },
    Builtin {
        name: "join",
        params: IMPLODE,
        func: |c, a| implode(c, a, "join"),
    },
    Builtin {
        name: "explode",
        params: &[
            ParamSpec::req("separator", ParamType::String),
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("limit", ParamType::Int, "PHP_INT_MAX"),
        ],
        func: explode,
    },
    Builtin {
        name: "str_split",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("length", ParamType::Int, "1"),
        ],
        func: str_split,
    },
    Builtin {
        name: "strtok",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("token", ParamType::String, "null").nullable(),
        ],
        func: strtok,
    },
    Builtin {
        name: "chunk_split",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("length", ParamType::Int, "76"),
            ParamSpec::opt("separator", ParamType::String, "\"\\r\\n\""),
        ],
        func: chunk_split,
    },
];

fn implode(ctx: &mut dyn Context, args: &mut [Value], func: &str) -> Result<Value, Fault> {
    let first = arg(args, 0);
    let second = arg(args, 1);
    let (sep, pieces) = match (first, second) {
        (Value::Array(a), Value::Null) => (Vec::new(), a),
        (other, Value::Null) => {
            let msg = format!(
                "{}(): Argument #1 ($array) must be of type array, {} given",
                func,
                crate::util::zpp_type_name(&other)
            );
            return Err(ctx.throw(ThrowKind::TypeError, msg));
        }
        (Value::Array(_), _) => {
            let msg = format!(
                "{}(): Argument #1 ($separator) must be of type string, array given",
                func
            );
            return Err(ctx.throw(ThrowKind::TypeError, msg));
        }
        (sep, Value::Array(a)) => (to_string_warn(ctx, &sep)?.as_bytes().to_vec(), a),
        (_, other) => {
            let msg = format!(
                "{}(): Argument #2 ($array) must be of type ?array, {} given",
                func,
                crate::util::zpp_type_name(&other)
            );
            return Err(ctx.throw(ThrowKind::TypeError, msg));
        }
    };
    let mut out = Vec::new();
    for (n, (_, v)) in pieces.iter().enumerate() {
        if n > 0 {
            out.extend_from_slice(&sep);
        }
        out.extend_from_slice(to_string_warn(ctx, &v.get())?.as_bytes());
    }
    Ok(Value::str(out))
}

/// Byte-string search (first occurrence at or after `from`), through the
/// vectorised search rphp-regex shares with the string functions.
pub fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > hay.len() {
        return None;
    }
    rphp_regex::bytes::find(&hay[from..], needle).map(|p| p + from)
}

fn explode(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let sep = str_arg(args, 0);
    let s = str_arg(args, 1);
    let limit = int_arg(args, 2, i64::MAX);
    let (sep, s) = (sep.as_bytes(), s.as_bytes());
    if sep.is_empty() {
        return Err(value_error(
            ctx,
            "explode",
            0,
            "separator",
            "cannot be empty",
        ));
    }
    let mut parts: Vec<&[u8]> = Vec::new();
    if s.is_empty() {
        if limit >= 0 {
            parts.push(b"");
        }
        return Ok(Value::Array(parts.into_iter().map(Value::str).collect()));
    }
    let max = if limit > 0 {
        limit as usize
    } else if limit == 0 {
        1
    } else {
        usize::MAX
    };
    let mut start = 0;
    while parts.len() + 1 < max {
        match find(s, sep, start) {
            Some(p) => {
                parts.push(&s[start..p]);
                start = p + sep.len();
            }
            None => break,
        }
    }
    parts.push(&s[start..]);
    if limit < 0 {
        let drop = limit.unsigned_abs().min(parts.len() as u64) as usize;
        parts.truncate(parts.len() - drop);
    }
    Ok(Value::Array(parts.into_iter().map(Value::str).collect()))
}

fn str_split(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let n = int_arg(args, 1, 1);
    if n < 1 {
        return Err(value_error(
            ctx,
            "str_split",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    let a: PhpArray = s.as_bytes().chunks(n as usize).map(Value::str).collect();
    Ok(Value::Array(a))
}

fn chunk_split(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let n = int_arg(args, 1, 76);
    let end = if args.len() > 2 {
        str_arg(args, 2).as_bytes().to_vec()
    } else {
        b"\r\n".to_vec()
    };
    if n < 1 {
        return Err(value_error(
            ctx,
            "chunk_split",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    let mut out = Vec::new();
    for chunk in s.as_bytes().chunks(n as usize) {
        out.extend_from_slice(chunk);
        out.extend_from_slice(&end);
    }
    if s.is_empty() {
        out.extend_from_slice(&end);
    }
    Ok(Value::str(out))
}

thread_local! {
    /// `strtok`'s string and the position after the last token (PHP's `BG(strtok_*)`).
    static STRTOK: RefCell<Option<(PhpStr, usize)>> = const { RefCell::new(None) };
}

fn strtok(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let token = if crate::util::given(args, 1) {
        let s = str_arg(args, 0);
        STRTOK.with(|t| *t.borrow_mut() = Some((s, 0)));
        str_arg(args, 1)
    } else {
        str_arg(args, 0)
    };
    let delims = token.as_bytes();
    STRTOK.with(|t| {
        let mut state = t.borrow_mut();
        let Some((s, pos)) = state.as_mut() else {
            return Ok(Value::Bool(false));
        };
        let b = s.as_bytes();
        let mut p = *pos;
        while p < b.len() && delims.contains(&b[p]) {
            p += 1;
        }
        if p >= b.len() {
            *state = None;
            return Ok(Value::Bool(false));
        }
        let start = p;
        while p < b.len() && !delims.contains(&b[p]) {
            p += 1;
        }
        let tok = Value::str(&b[start..p]);
        *pos = p + 1;
        Ok(tok)
    })
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn explodes() {
        assert_eq!(
            run("explode", vec![s(","), s("a,b,,c"), i(2)]),
            "array (\n  0 => 'a',\n  1 => 'b,,c',\n)"
        );
        assert_eq!(
            run("explode", vec![s(","), s("a,b,,c"), i(-1)]),
            "array (\n  0 => 'a',\n  1 => 'b',\n  2 => '',\n)"
        );
        assert_eq!(
            run("explode", vec![s(","), s("a,b,,c"), i(0)]),
            "array (\n  0 => 'a,b,,c',\n)"
        );
        assert_eq!(run("explode", vec![s(","), s(""), i(-1)]), "array (\n)");
        assert_eq!(
            run("explode", vec![s(","), s("")]),
            "array (\n  0 => '',\n)"
        );
        assert_eq!(run("explode", vec![s(","), s("abc"), i(-5)]), "array (\n)");
        assert_eq!(
            run("explode", vec![s(""), s("abc")]),
            "ValueError: explode(): Argument #1 ($separator) cannot be empty"
        );
    }

    #[test]
    fn implodes() {
        assert_eq!(
            run(
                "implode",
                vec![arr(vec![
                    s("a"),
                    i(1),
                    f(1.5),
                    Value::Bool(true),
                    Value::Null
                ])]
            ),
            "'a11.51'"
        );
        assert_eq!(
            run("implode", vec![s(", "), arr(vec![i(1), i(2)])]),
            "'1, 2'"
        );
        assert_eq!(
            run("implode", vec![s(", ")]),
            "TypeError: implode(): Argument #1 ($array) must be of type array, string given"
        );
    }

    #[test]
    fn splits() {
        assert_eq!(
            run("str_split", vec![s("abcde"), i(2)]),
            "array (\n  0 => 'ab',\n  1 => 'cd',\n  2 => 'e',\n)"
        );
        assert_eq!(run("str_split", vec![s("")]), "array (\n)");
        assert_eq!(
            run("chunk_split", vec![s("abcdefg"), i(3), s("|")]),
            "'abc|def|g|'"
        );
    }
}
