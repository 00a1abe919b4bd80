//! `print_r()`: the human-readable dump (`zend_print_zval_r`): `Array\n(\n    [k] => v\n)\n`,
//! nested arrays indented by eight spaces per level, scalars as `(string)` casts.

use crate::util::{arg, bool_arg};
use rphp_value::convert::to_str;
use rphp_value::{ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "print_r",
    params: &[
        ParamSpec::req("value", ParamType::Mixed),
        ParamSpec::opt("return", ParamType::Bool, "false"),
    ],
    func: print_r,
}];

fn print_r(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut out = Vec::new();
    let v = arg(args, 0);
    super::object::with_debug_views(ctx, &v, || print(&v, 0, &mut Vec::new(), &mut out))?;
    if bool_arg(args, 1, false) {
        return Ok(Value::str(out));
    }
    ctx.echo(&out);
    Ok(Value::Bool(true))
}

/// Appends the print_r form of `v`; `indent` is the column of the enclosing `(`.
pub fn print(v: &Value, indent: usize, stack: &mut Vec<PhpArray>, out: &mut Vec<u8>) {
    match v {
        Value::Array(a) => {
            out.extend_from_slice(b"Array\n");
            if stack.iter().any(|x| x.ptr_eq(a)) {
                out.extend_from_slice(b" *RECURSION*");
                return;
            }
            stack.push(a.clone());
            out.resize(out.len() + indent, b' ');
            out.extend_from_slice(b"(\n");
            for (k, val) in a.iter() {
                out.resize(out.len() + indent + 4, b' ');
                out.push(b'[');
                match k {
                    ArrayKey::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
                    ArrayKey::Str(s) => out.extend_from_slice(s.as_bytes()),
                }
                out.extend_from_slice(b"] => ");
                print(&val.get(), indent + 8, stack, out);
                out.push(b'\n');
            }
            stack.pop();
            out.resize(out.len() + indent, b' ');
            out.extend_from_slice(b")\n");
        }
        Value::Ref(r) => print(&r.get(), indent, stack, out),
        Value::Object(o) => super::object::print_r(o, indent, stack, out),
        Value::Resource(r) => out.extend_from_slice(format!("Resource id #{}", r.id()).as_bytes()),
        v => out.extend_from_slice(to_str(v).as_bytes()),
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn nested_layout() {
        let a = assoc(vec![
            ("0", i(1)),
            ("a", arr(vec![])),
            ("b", arr(vec![s("x")])),
        ]);
        assert_eq!(
            output("print_r", vec![a.clone()]),
            "Array\n(\n    [0] => 1\n    [a] => Array\n        (\n        )\n\n    [b] => Array\n        (\n            [0] => x\n        )\n\n)\n"
        );
        assert_eq!(run("print_r", vec![f(1.0), Value::Bool(true)]), "'1'");
        assert_eq!(run("print_r", vec![Value::Null, Value::Bool(true)]), "''");
    }
}
