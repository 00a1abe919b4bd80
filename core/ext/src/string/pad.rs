//! `str_pad()` and `str_repeat()`.

use crate::util::{int_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "str_pad",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("length", ParamType::Int),
            ParamSpec::opt("pad_string", ParamType::String, "\" \""),
            ParamSpec::opt("pad_type", ParamType::Int, "STR_PAD_RIGHT"),
        ],
        func: str_pad,
    },
    Builtin {
        name: "str_repeat",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("times", ParamType::Int),
        ],
        func: str_repeat,
    },
];

fn str_pad(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let len = int_arg(args, 1, 0);
    let pad = if args.len() > 2 {
        str_arg(args, 2).as_bytes().to_vec()
    } else {
        b" ".to_vec()
    };
    let ty = int_arg(args, 3, 1);
    if len < 0 || (len as usize) <= s.len() {
        return Ok(Value::Str(s));
    }
    if pad.is_empty() {
        return Err(value_error(
            ctx,
            "str_pad",
            2,
            "pad_string",
            "must be a non-empty string",
        ));
    }
    if !(0..=2).contains(&ty) {
        return Err(value_error(
            ctx,
            "str_pad",
            3,
            "pad_type",
            "must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH",
        ));
    }
    let total = len as usize - s.len();
    let (left, right) = match ty {
        0 => (total, 0),
        1 => (0, total),
        _ => (total / 2, total - total / 2),
    };
    let mut out = Vec::with_capacity(len as usize);
    out.extend(pad.iter().cycle().take(left));
    out.extend_from_slice(s.as_bytes());
    out.extend(pad.iter().cycle().take(right));
    Ok(Value::str(out))
}

fn str_repeat(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let n = int_arg(args, 1, 0);
    if n < 0 {
        return Err(value_error(
            ctx,
            "str_repeat",
            1,
            "times",
            "must be greater than or equal to 0",
        ));
    }
    Ok(Value::str(s.as_bytes().repeat(n as usize)))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn pads() {
        assert_eq!(run("str_pad", vec![s("5"), i(3), s("0"), i(0)]), "'005'");
        assert_eq!(
            run("str_pad", vec![s("abc"), i(10), s("xyz"), i(2)]),
            "'xyzabcxyzx'"
        );
        assert_eq!(
            run("str_pad", vec![s("abc"), i(8), s("xy"), i(2)]),
            "'xyabcxyx'"
        );
        assert_eq!(
            run("str_pad", vec![s("abc"), i(10), s("")]),
            "ValueError: str_pad(): Argument #3 ($pad_string) must be a non-empty string"
        );
        assert_eq!(run("str_repeat", vec![s("ab"), i(3)]), "'ababab'");
        assert_eq!(
            run("str_repeat", vec![s("ab"), i(-1)]),
            "ValueError: str_repeat(): Argument #2 ($times) must be greater than or equal to 0"
        );
    }
}
