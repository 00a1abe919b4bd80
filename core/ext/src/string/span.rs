//! Spans and partial comparisons: `strspn`, `strcspn`, `substr_compare`.

use crate::string::compare::binary_cmp;
use crate::util::{bool_arg, given, int_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

const SPAN: &[ParamSpec] = &[
    ParamSpec::req("string", ParamType::String),
    ParamSpec::req("characters", ParamType::String),
    ParamSpec::opt("offset", ParamType::Int, "0"),
    ParamSpec::opt("length", ParamType::Int, "null").nullable(),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "strspn",
        params: SPAN,
        func: |_, a| Ok(span(a, true)),
    },
    Builtin {
        name: "strcspn",
        params: SPAN,
        func: |_, a| Ok(span(a, false)),
    },
    Builtin {
        name: "substr_compare",
        params: &[
            ParamSpec::req("haystack", ParamType::String),
            ParamSpec::req("needle", ParamType::String),
            ParamSpec::req("offset", ParamType::Int),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
            ParamSpec::opt("case_insensitive", ParamType::Bool, "false"),
        ],
        func: substr_compare,
    },
];

fn span(args: &[Value], accept: bool) -> Value {
    let s = str_arg(args, 0);
    let chars = str_arg(args, 1);
    let n = s.len() as i64;
    let mut off = int_arg(args, 2, 0);
    if off < 0 {
        off = (off + n).max(0);
    } else if off > n {
        return Value::Int(0);
    }
    let rest = n - off;
    let len = if given(args, 3) {
        let l = int_arg(args, 3, 0);
        if l < 0 {
            (l + rest).max(0)
        } else {
            l.min(rest)
        }
    } else {
        rest
    };
    let part = &s.as_bytes()[off as usize..(off + len) as usize];
    let set = chars.as_bytes();
    Value::Int(
        part.iter()
            .take_while(|c| set.contains(c) == accept)
            .count() as i64,
    )
}

fn substr_compare(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let length = given(args, 3).then(|| int_arg(args, 3, 0));
    match length {
        Some(0) => return Ok(Value::Int(0)),
        Some(l) if l < 0 => {
            return Err(value_error(
                ctx,
                "substr_compare",
                3,
                "length",
                "must be greater than or equal to 0",
            ))
        }
        _ => {}
    }
    let mut off = int_arg(args, 2, 0);
    if off < 0 {
        off = (h.len() as i64 + off).max(0);
    }
    if off > h.len() as i64 {
        return Err(value_error(
            ctx,
            "substr_compare",
            2,
            "offset",
            "must be contained in argument #1 ($haystack)",
        ));
    }
    let rest = &h.as_bytes()[off as usize..];
    let cmp_len = match length {
        Some(l) => l as usize,
        None => n.len().max(rest.len()),
    };
    let a = &rest[..rest.len().min(cmp_len)];
    let b = &n.as_bytes()[..n.len().min(cmp_len)];
    Ok(Value::Int(binary_cmp(a, b, bool_arg(args, 4, false))))
}
