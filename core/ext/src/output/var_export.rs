//! `var_export()`: values as parsable PHP source (`php_var_export_ex` in
//! ext/standard/var.c): `array (\n  0 => 1,\n)`, floats that always show a
//! fraction (`1.0`), strings in single quotes with NUL bytes spliced in as `"\0"`.

use crate::util::{arg, bool_arg};
use rphp_value::float::float_repr;
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, Value,
};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "var_export",
    params: &[
        ParamSpec::req("value", ParamType::Mixed),
        ParamSpec::opt("return", ParamType::Bool, "false"),
    ],
    func: var_export,
}];

fn var_export(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut out = Vec::new();
    let circular = export(&arg(args, 0), 1, &mut out);
    for _ in 0..circular {
        ctx.error(
            ErrorLevel::Warning,
            "var_export does not handle circular references",
        )?;
    }
    if bool_arg(args, 1, false) {
        return Ok(Value::str(out));
    }
    ctx.echo(&out);
    Ok(Value::Null)
}

/// Appends the export of `v` at nesting `level` (1 at top); returns how many
/// circular references were replaced by `NULL` (each one is a warning).
pub fn export(v: &Value, level: usize, out: &mut Vec<u8>) -> usize {
    export_in(v, level, &mut Vec::new(), out)
}

fn export_in(v: &Value, level: usize, stack: &mut Vec<PhpArray>, out: &mut Vec<u8>) -> usize {
    match v {
        Value::Null | Value::Resource(_) => out.extend_from_slice(b"NULL"),
        Value::Bool(b) => out.extend_from_slice(if *b { b"true" } else { b"false" }),
        Value::Int(i64::MIN) => out.extend_from_slice(b"-9223372036854775807-1"),
        Value::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
        Value::Float(f) => out.extend_from_slice(float_source(*f).as_bytes()),
        Value::Str(s) => quote(s.as_bytes(), out),
        Value::Ref(r) => return export_in(&r.get(), level, stack, out),
        Value::Object(o) => return super::object::var_export(o, level, stack, out, export_in),
        Value::Array(a) => {
            if stack.iter().any(|x| x.ptr_eq(a)) {
                out.extend_from_slice(b"NULL");
                return 1;
            }
            let mut circular = 0;
            if level > 1 {
                out.push(b'\n');
                out.resize(out.len() + level - 1, b' ');
            }
            out.extend_from_slice(b"array (\n");
            stack.push(a.clone());
            for (k, val) in a.iter() {
                out.resize(out.len() + level + 1, b' ');
                match k {
                    ArrayKey::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
                    ArrayKey::Str(s) => quote(s.as_bytes(), out),
                }
                out.extend_from_slice(b" => ");
                circular += export_in(val, level + 2, stack, out);
                out.extend_from_slice(b",\n");
            }
            stack.pop();
            if level > 1 {
                out.resize(out.len() + level - 1, b' ');
            }
            out.push(b')');
            return circular;
        }
    }
    0
}

/// A float as var_export writes it: serialize_precision digits, always with a fraction.
pub fn float_source(f: f64) -> String {
    let mut s = float_repr(f);
    if s.bytes().all(|c| c.is_ascii_digit() || c == b'-') {
        s.push_str(".0");
    }
    s
}

/// `'...'` with `\` and `'` escaped and NUL bytes written as `' . "\0" . '`.
pub(crate) fn quote(s: &[u8], out: &mut Vec<u8>) {
    out.push(b'\'');
    for &c in s {
        match c {
            b'\'' | b'\\' => {
                out.push(b'\\');
                out.push(c);
            }
            0 => out.extend_from_slice(b"' . \"\\0\" . '"),
            c => out.push(c),
        }
    }
    out.push(b'\'');
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn scalars() {
        assert_eq!(output("var_export", vec![f(1.0)]), "1.0");
        assert_eq!(output("var_export", vec![f(-0.0)]), "-0.0");
        assert_eq!(
            output("var_export", vec![f(0.1 + 0.2)]),
            "0.30000000000000004"
        );
        assert_eq!(output("var_export", vec![s("it's\\")]), "'it\\'s\\\\'");
        assert_eq!(
            output("var_export", vec![s("\0a\0")]),
            "'' . \"\\0\" . 'a' . \"\\0\" . ''"
        );
        assert_eq!(
            output("var_export", vec![i(i64::MIN)]),
            "-9223372036854775807-1"
        );
        assert_eq!(output("var_export", vec![Value::Null]), "NULL");
    }

    #[test]
    fn nested() {
        let a = assoc(vec![
            ("0", i(1)),
            ("a", arr(vec![])),
            ("b", arr(vec![i(-1)])),
        ]);
        assert_eq!(
            output("var_export", vec![a]),
            "array (\n  0 => 1,\n  'a' => \n  array (\n  ),\n  'b' => \n  array (\n    0 => -1,\n  ),\n)"
        );
    }
}
