//! Finding substrings: `strpos`, `stripos`, `strrpos`, `strripos`,
//! `str_contains`, `str_starts_with`, `str_ends_with`, `strstr`/`strchr`,
//! `stristr`, `strrchr`, `strpbrk`.

use crate::string::split::find;
use crate::util::{bool_arg, int_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

const POS: &[ParamSpec] = &[
    ParamSpec::req("haystack", ParamType::String),
    ParamSpec::req("needle", ParamType::String),
    ParamSpec::opt("offset", ParamType::Int, "0"),
];
const HN: &[ParamSpec] = &[
    ParamSpec::req("haystack", ParamType::String),
    ParamSpec::req("needle", ParamType::String),
];
const STRSTR: &[ParamSpec] = &[
    ParamSpec::req("haystack", ParamType::String),
    ParamSpec::req("needle", ParamType::String),
    ParamSpec::opt("before_needle", ParamType::Bool, "false"),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "strpos",
        params: POS,
        func: |c, a| strpos(c, a, "strpos", false),
    },
    Builtin {
        name: "stripos",
        params: POS,
        func: |c, a| strpos(c, a, "stripos", true),
    },
    Builtin {
        name: "strrpos",
        params: POS,
        func: |c, a| strrpos(c, a, "strrpos", false),
    },
    Builtin {
        name: "strripos",
        params: POS,
        func: |c, a| strrpos(c, a, "strripos", true),
    },
    Builtin {
        name: "str_contains",
        params: HN,
        func: |_, a| {
            Ok(Value::Bool(
                find(str_arg(a, 0).as_bytes(), str_arg(a, 1).as_bytes(), 0).is_some(),
            ))
        },
    },
    Builtin {
        name: "str_starts_with",
        params: HN,
        func: |_, a| {
            Ok(Value::Bool(
                str_arg(a, 0)
                    .as_bytes()
                    .starts_with(str_arg(a, 1).as_bytes()),
            ))
        },
    },
    Builtin {
        name: "str_ends_with",
        params: HN,
        func: |_, a| {
            Ok(Value::Bool(
                str_arg(a, 0).as_bytes().ends_with(str_arg(a, 1).as_bytes()),
            ))
        },
    },
    Builtin {
        name: "strstr",
        params: STRSTR,
        func: |_, a| Ok(strstr(a, false)),
    },
    Builtin {
        name: "strchr",
        params: STRSTR,
        func: |_, a| Ok(strstr(a, false)),
    },
    Builtin {
        name: "stristr",
        params: STRSTR,
        func: |_, a| Ok(strstr(a, true)),
    },
    Builtin {
        name: "strrchr",
        params: HN,
        func: |_, a| Ok(strrchr(a)),
    },
    Builtin {
        name: "strpbrk",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("characters", ParamType::String),
        ],
        func: |_, a| {
            let s = str_arg(a, 0);
            let chars = str_arg(a, 1);
            Ok(
                match s
                    .as_bytes()
                    .iter()
                    .position(|c| chars.as_bytes().contains(c))
                {
                    Some(p) => Value::str(&s.as_bytes()[p..]),
                    None => Value::Bool(false),
                },
            )
        },
    },
];

fn lower(b: &[u8]) -> Vec<u8> {
    b.to_ascii_lowercase()
}

fn offset_error(ctx: &mut dyn Context, func: &str) -> Fault {
    value_error(
        ctx,
        func,
        2,
        "offset",
        "must be contained in argument #1 ($haystack)",
    )
}

fn strpos(ctx: &mut dyn Context, args: &mut [Value], func: &str, ci: bool) -> Result<Value, Fault> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let len = h.len() as i64;
    let mut off = int_arg(args, 2, 0);
    if off < 0 {
        off += len;
    }
    if off < 0 || off > len {
        return Err(offset_error(ctx, func));
    }
    let found = if ci {
        find(&lower(h.as_bytes()), &lower(n.as_bytes()), off as usize)
    } else {
        find(h.as_bytes(), n.as_bytes(), off as usize)
    };
    Ok(found.map_or(Value::Bool(false), |p| Value::Int(p as i64)))
}

/// Last occurrence of `needle` lying entirely within `hay[start..end]`.
fn rfind(hay: &[u8], needle: &[u8], start: usize, end: usize) -> Option<usize> {
    if end < start || end - start < needle.len() {
        return None;
    }
    (start..=end - needle.len())
        .rev()
        .find(|&p| &hay[p..p + needle.len()] == needle)
}

fn strrpos(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    ci: bool,
) -> Result<Value, Fault> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let (h, n) = if ci {
        (lower(h.as_bytes()), lower(n.as_bytes()))
    } else {
        (h.as_bytes().to_vec(), n.as_bytes().to_vec())
    };
    let len = h.len();
    let off = int_arg(args, 2, 0);
    let (start, end) = if off >= 0 {
        if off as u64 > len as u64 {
            return Err(offset_error(ctx, func));
        }
        (off as usize, len)
    } else {
        if off == i64::MIN || off.unsigned_abs() > len as u64 {
            return Err(offset_error(ctx, func));
        }
        let back = off.unsigned_abs() as usize;
        if back < n.len() {
            (0, len)
        } else {
            (0, len - back + n.len())
        }
    };
    Ok(rfind(&h, &n, start, end).map_or(Value::Bool(false), |p| Value::Int(p as i64)))
}

fn strstr(args: &[Value], ci: bool) -> Value {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let before = bool_arg(args, 2, false);
    let found = if ci {
        find(&lower(h.as_bytes()), &lower(n.as_bytes()), 0)
    } else {
        find(h.as_bytes(), n.as_bytes(), 0)
    };
    match found {
        Some(p) if before => Value::str(&h.as_bytes()[..p]),
        Some(p) => Value::str(&h.as_bytes()[p..]),
        None => Value::Bool(false),
    }
}

fn strrchr(args: &[Value]) -> Value {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let c = n.as_bytes().first().copied().unwrap_or(0);
    match h.as_bytes().iter().rposition(|&x| x == c) {
        Some(p) => Value::str(&h.as_bytes()[p..]),
        None => Value::Bool(false),
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn positions() {
        assert_eq!(run("strpos", vec![s("abc"), s("c"), i(5)]), "ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)");
        assert_eq!(run("strpos", vec![s("abc"), s("c"), i(-4)]), "ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)");
        assert_eq!(run("strrpos", vec![s("abcabc"), s("b"), i(-2)]), "4");
        assert_eq!(run("strrpos", vec![s("abcabc"), s("b"), i(-5)]), "1");
        assert_eq!(run("strrpos", vec![s("abcabc"), s("b"), i(7)]), "ValueError: strrpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)");
        assert_eq!(run("strripos", vec![s("ABCabc"), s("B"), i(-1)]), "4");
        assert_eq!(run("strpos", vec![s("abc"), s("")]), "0");
        assert_eq!(run("strrpos", vec![s("abc"), s("")]), "3");
        assert_eq!(run("strpos", vec![s("abc"), s(""), i(3)]), "3");
        assert_eq!(run("stripos", vec![s("ABC"), s("bc")]), "1");
        assert_eq!(run("strpos", vec![s("abc"), s("d")]), "false");
    }

    #[test]
    fn strstrs() {
        assert_eq!(
            run("strstr", vec![s("user@example.com"), s("@")]),
            "'@example.com'"
        );
        assert_eq!(
            run(
                "strstr",
                vec![s("user@example.com"), s("@"), rphp_value::Value::Bool(true)]
            ),
            "'user'"
        );
        assert_eq!(run("strstr", vec![s("abc"), s("")]), "'abc'");
        assert_eq!(run("stristr", vec![s("HayStack"), s("st")]), "'Stack'");
        assert_eq!(run("strrchr", vec![s("a/b/c"), s("/")]), "'/c'");
        assert_eq!(run("strrchr", vec![s("abc"), s("bz")]), "'bc'");
        assert_eq!(run("strrchr", vec![s("abc"), s("")]), "false");
    }
}
