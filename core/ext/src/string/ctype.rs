//! Character classes (ext/ctype): `ctype_digit`, `ctype_alpha`, ... on ASCII
//! (the C locale). Ints in -128..=255 are tested as one byte, other ints as
//! their decimal string; PHP 8.1+ deprecates passing anything but a string.

use crate::util::arg;
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, Value};

const TEXT: &[ParamSpec] = &[ParamSpec::req("text", ParamType::Mixed)];

macro_rules! ctype {
    ($name:literal, $pred:expr) => {
        Builtin {
            name: $name,
            params: TEXT,
            func: |c, a| check(c, a, $name, $pred),
        }
    };
}

pub const BUILTINS: &[Builtin] = &[
    ctype!("ctype_digit", |c| c.is_ascii_digit()),
    ctype!("ctype_alpha", |c| c.is_ascii_alphabetic()),
    ctype!("ctype_alnum", |c| c.is_ascii_alphanumeric()),
    ctype!("ctype_upper", |c| c.is_ascii_uppercase()),
    ctype!("ctype_lower", |c| c.is_ascii_lowercase()),
    ctype!("ctype_space", |c| matches!(
        c,
        b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c
    )),
    ctype!("ctype_punct", |c| c.is_ascii_punctuation()),
    ctype!("ctype_xdigit", |c| c.is_ascii_hexdigit()),
    ctype!("ctype_cntrl", |c| c.is_ascii_control()),
    ctype!("ctype_graph", |c| c.is_ascii_graphic()),
    ctype!("ctype_print", |c| c.is_ascii_graphic() || c == b' '),
];

fn check(
    ctx: &mut dyn Context,
    args: &mut [Value],
    name: &str,
    pred: fn(u8) -> bool,
) -> Result<Value, Fault> {
    let v = arg(args, 0);
    if !matches!(v, Value::Str(_)) {
        // php names an object's class here (zend_zval_value_name).
        let ty = match &v {
            Value::Object(o) => String::from_utf8_lossy(o.class_name()).into_owned(),
            v => crate::util::zpp_type_name(v).to_string(),
        };
        ctx.error(
            ErrorLevel::Deprecated,
            &format!(
                "{}(): Argument of type {} will be interpreted as string in the future",
                name, ty
            ),
        )?;
    }
    Ok(Value::Bool(match v {
        Value::Str(s) => !s.is_empty() && s.as_bytes().iter().all(|&c| pred(c)),
        Value::Int(i) if (-128..=255).contains(&i) => pred((if i < 0 { i + 256 } else { i }) as u8),
        Value::Int(i) => i.to_string().bytes().all(pred),
        _ => false,
    }))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn classes() {
        assert_eq!(run("ctype_digit", vec![s("123")]), "true");
        assert_eq!(run("ctype_digit", vec![s("")]), "false");
        assert_eq!(run("ctype_digit", vec![i(53)]), "true");
        assert_eq!(run("ctype_digit", vec![i(5)]), "false");
        assert_eq!(run("ctype_digit", vec![i(1000)]), "true");
        assert_eq!(run("ctype_space", vec![s(" \n\x0b\x0c")]), "true");
    }
}
