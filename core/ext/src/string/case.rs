//! ASCII case mapping (PHP 8.2 is locale-insensitive here): `strtolower`,
//! `strtoupper`, `ucfirst`, `lcfirst`, `ucwords`, `str_rot13`.

use crate::string::trim::charmask;
use crate::util::str_arg;
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

const STR: &[ParamSpec] = &[ParamSpec::req("string", ParamType::String)];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "strtolower",
        params: STR,
        func: |_, a| Ok(map(a, |s| s.make_ascii_lowercase())),
    },
    Builtin {
        name: "strtoupper",
        params: STR,
        func: |_, a| Ok(map(a, |s| s.make_ascii_uppercase())),
    },
    Builtin {
        name: "ucfirst",
        params: STR,
        func: |_, a| {
            Ok(map(a, |s| {
                s.first_mut()
                    .into_iter()
                    .for_each(|c| c.make_ascii_uppercase())
            }))
        },
    },
    Builtin {
        name: "lcfirst",
        params: STR,
        func: |_, a| {
            Ok(map(a, |s| {
                s.first_mut()
                    .into_iter()
                    .for_each(|c| c.make_ascii_lowercase())
            }))
        },
    },
    Builtin {
        name: "str_rot13",
        params: STR,
        func: |_, a| {
            Ok(map(a, |s| {
                for c in s.iter_mut() {
                    *c = match *c {
                        b'a'..=b'z' => (*c - b'a' + 13) % 26 + b'a',
                        b'A'..=b'Z' => (*c - b'A' + 13) % 26 + b'A',
                        c => c,
                    }
                }
            }))
        },
    },
    Builtin {
        name: "ucwords",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("separators", ParamType::String, "\" \\t\\r\\n\\f\\v\""),
        ],
        func: ucwords,
    },
];

/// Applies `f` to a private copy of the string argument.
fn map(args: &[Value], f: impl FnOnce(&mut [u8])) -> Value {
    let mut s = str_arg(args, 0);
    f(s.make_mut());
    Value::Str(s)
}

fn ucwords(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let delims = if args.len() > 1 {
        str_arg(args, 1).as_bytes().to_vec()
    } else {
        b" \t\r\n\x0c\x0b".to_vec()
    };
    let mask = charmask(ctx, "ucwords", &delims)?;
    let mut s = str_arg(args, 0);
    let b = s.make_mut();
    let mut at_start = true;
    for c in b.iter_mut() {
        if at_start {
            c.make_ascii_uppercase();
        }
        at_start = mask.has(*c);
    }
    Ok(Value::Str(s))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn cases() {
        assert_eq!(
            run("ucwords", vec![s("hello world-foo bar_baz\tx")]),
            "'Hello World-foo Bar_baz\tX'"
        );
        assert_eq!(
            run("ucwords", vec![s("hello world-foo"), s("-")]),
            "'Hello world-Foo'"
        );
        assert_eq!(run("strtoupper", vec![s("abcÄ")]), "'ABCÄ'");
        assert_eq!(run("lcfirst", vec![s("ABC")]), "'aBC'");
        assert_eq!(run("ucfirst", vec![s("")]), "''");
    }
}
