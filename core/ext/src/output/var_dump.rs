//! `var_dump()`: PHP's debugging dump, byte for byte (`php_var_dump` in
//! ext/standard/var.c): two-space indentation per level, `&` on elements that
//! are references shared by more than one name, `*RECURSION*` for an array
//! that contains itself through a reference.

use crate::util::variadic;
use rphp_value::float::float_repr;
use rphp_value::{ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "var_dump",
    params: &[
        ParamSpec::req("value", ParamType::Mixed),
        variadic("values", ParamType::Mixed),
    ],
    func: var_dump,
}];

fn var_dump(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    for v in args.iter() {
        let v = v.get();
        let mut out = Vec::new();
        super::object::with_debug_views(ctx, &v, || dump(&v, 0, false, &mut Vec::new(), &mut out))?;
        ctx.echo(&out);
    }
    Ok(Value::Null)
}

fn pad(out: &mut Vec<u8>, n: usize) {
    out.resize(out.len() + n, b' ');
}

/// Appends the dump of `v` indented by `ind` spaces; `stack` holds the arrays being dumped.
pub fn dump(v: &Value, ind: usize, is_ref: bool, stack: &mut Vec<PhpArray>, out: &mut Vec<u8>) {
    pad(out, ind);
    let amp = if is_ref { "&" } else { "" };
    match v {
        Value::Null => out.extend_from_slice(format!("{}NULL\n", amp).as_bytes()),
        Value::Bool(b) => out.extend_from_slice(format!("{}bool({})\n", amp, b).as_bytes()),
        Value::Int(i) => out.extend_from_slice(format!("{}int({})\n", amp, i).as_bytes()),
        Value::Float(f) => {
            out.extend_from_slice(format!("{}float({})\n", amp, float_repr(*f)).as_bytes())
        }
        Value::Str(s) => {
            out.extend_from_slice(format!("{}string({}) \"", amp, s.len()).as_bytes());
            out.extend_from_slice(s.as_bytes());
            out.extend_from_slice(b"\"\n");
        }
        Value::Resource(r) => out.extend_from_slice(
            format!("{}resource({}) of type ({})\n", amp, r.id(), r.kind()).as_bytes(),
        ),
        Value::Array(a) => {
            if stack.iter().any(|x| x.ptr_eq(a)) {
                out.extend_from_slice(b"*RECURSION*\n");
                return;
            }
            out.extend_from_slice(format!("{}array({}) {{\n", amp, a.len()).as_bytes());
            stack.push(a.clone());
            for (k, val) in a.iter() {
                pad(out, ind + 2);
                match k {
                    ArrayKey::Int(i) => out.extend_from_slice(format!("[{}]=>\n", i).as_bytes()),
                    ArrayKey::Str(s) => {
                        out.extend_from_slice(b"[\"");
                        out.extend_from_slice(s.as_bytes());
                        out.extend_from_slice(b"\"]=>\n");
                    }
                }
                match val {
                    Value::Ref(r) => dump(&r.get(), ind + 2, r.count() > 1, stack, out),
                    v => dump(v, ind + 2, false, stack, out),
                }
            }
            stack.pop();
            pad(out, ind);
            out.extend_from_slice(b"}\n");
        }
        Value::Object(o) => super::object::var_dump(o, ind, amp, stack, out),
        Value::Ref(r) => {
            out.truncate(out.len() - ind);
            dump(&r.get(), ind, r.count() > 1, stack, out)
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn scalars() {
        assert_eq!(
            output(
                "var_dump",
                vec![i(1), s("abc"), Value::Bool(true), Value::Null]
            ),
            "int(1)\nstring(3) \"abc\"\nbool(true)\nNULL\n"
        );
        assert_eq!(
            output("var_dump", vec![f(0.1), f(1.0), f(-0.0)]),
            "float(0.1)\nfloat(1)\nfloat(-0)\n"
        );
    }

    #[test]
    fn nested() {
        let a = assoc(vec![
            ("0", i(1)),
            ("a", arr(vec![])),
            ("b", arr(vec![s("x")])),
        ]);
        assert_eq!(
            output("var_dump", vec![a]),
            "array(3) {\n  [0]=>\n  int(1)\n  [\"a\"]=>\n  array(0) {\n  }\n  [\"b\"]=>\n  array(1) {\n    [0]=>\n    string(1) \"x\"\n  }\n}\n"
        );
    }

    use rphp_value::Value;
}
