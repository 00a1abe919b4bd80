//! `mb_convert_variables`: converts strings inside variables in place —
//! strings, array values and object properties, recursively (keys are
//! left alone, as in php) — detecting the source encoding over all the
//! strings together when a list of candidates is given.

use super::convert::detect;
use super::convert_bytes;
use super::encoding::{self, Encoding};
use super::settings::{self, encoding_list};
use crate::util::{str_arg, value_error};
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, Value};

/// The by-reference variables after the first.
const VARS: ParamSpec = ParamSpec {
    name: "vars",
    ty: ParamType::Mixed,
    nullable: false,
    by_ref: true,
    prefer_ref: false,
    variadic: true,
    default: None,
};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "mb_convert_variables",
    params: &[
        ParamSpec::req("to_encoding", ParamType::String),
        ParamSpec::req("from_encoding", ParamType::ArrayOrString),
        ParamSpec::req("var", ParamType::Mixed).by_ref(),
        VARS,
    ],
    func: mb_convert_variables,
}];

const FUNC: &str = "mb_convert_variables";

/// What the walk has entered: references and objects by address, so a
/// structure that contains itself is reported instead of looping.
#[derive(Default)]
struct Walk {
    open: Vec<usize>,
}

impl Walk {
    fn enter(&mut self, p: usize) -> bool {
        if self.open.contains(&p) {
            return false;
        }
        self.open.push(p);
        true
    }
    fn leave(&mut self) {
        self.open.pop();
    }
}

/// Appends every string inside `v` (depth first) to `out`; false on recursion.
fn collect(v: &Value, walk: &mut Walk, out: &mut Vec<u8>) -> bool {
    match v {
        Value::Str(s) => {
            out.extend_from_slice(s.as_bytes());
            true
        }
        Value::Ref(r) => {
            if !walk.enter(std::rc::Rc::as_ptr(&r.0) as usize) {
                return false;
            }
            let ok = collect(&r.get(), walk, out);
            walk.leave();
            ok
        }
        Value::Array(a) => a.values().all(|e| collect(e, walk, out)),
        Value::Object(o) => {
            if !walk.enter(o.id() as usize) {
                return false;
            }
            let props = o.props();
            let ok = props.values().all(|e| collect(e, walk, out));
            walk.leave();
            ok
        }
        _ => true,
    }
}

/// Converts the strings inside `v` (a reference inside is replaced by its
/// converted value); None on recursion.
fn convert(v: &Value, from: &Encoding, to: &Encoding, walk: &mut Walk) -> Option<Value> {
    Some(match v {
        Value::Str(s) => Value::str(convert_bytes(s.as_bytes(), from, to)),
        Value::Ref(r) => {
            if !walk.enter(std::rc::Rc::as_ptr(&r.0) as usize) {
                return None;
            }
            // php replaces a reference inside an array or object by its
            // converted value: the other holders keep the old string.
            let inner = convert(&r.get(), from, to, walk);
            walk.leave();
            inner?
        }
        Value::Array(a) => {
            let mut res = PhpArray::with_capacity(a.len());
            for (k, e) in a.iter() {
                res.insert(k, convert(e, from, to, walk)?);
            }
            Value::Array(res)
        }
        Value::Object(o) => {
            if !walk.enter(o.id() as usize) {
                return None;
            }
            let props = o.props();
            for (k, e) in props.iter() {
                let Some(n) = convert(e, from, to, walk) else {
                    walk.leave();
                    return None;
                };
                o.0.props_mut().insert(k, n);
            }
            walk.leave();
            v.clone()
        }
        v => v.clone(),
    })
}

fn recursion(ctx: &mut dyn Context) -> Result<Value, Fault> {
    ctx.error(
        ErrorLevel::Warning,
        "mb_convert_variables(): Cannot handle recursive references",
    )?;
    Ok(Value::Bool(false))
}

fn mb_convert_variables(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let to_name = str_arg(args, 0);
    let to = match encoding::by_name(to_name.as_bytes()) {
        Some(e) => {
            if !settings::cached_name(to_name.as_bytes()) {
                super::deprecate(ctx, FUNC, e)?;
            }
            e
        }
        None => {
            let msg = format!(
                "must be a valid encoding, \"{}\" given",
                String::from_utf8_lossy(to_name.as_bytes())
            );
            return Err(value_error(ctx, FUNC, 0, "to_encoding", &msg));
        }
    };
    let list = encoding_list(ctx, &args[1].get(), FUNC, 2, "from_encoding")?;
    let from = if list.len() == 1 {
        list[0]
    } else {
        let mut all = Vec::new();
        let mut walk = Walk::default();
        for v in &args[2..] {
            if !collect(v, &mut walk, &mut all) {
                return recursion(ctx);
            }
        }
        match detect(&all, &list, true) {
            Some(e) => e,
            None => {
                ctx.error(
                    ErrorLevel::Warning,
                    "mb_convert_variables(): Unable to detect encoding",
                )?;
                return Ok(Value::Bool(false));
            }
        }
    };
    let mut walk = Walk::default();
    for v in &args[2..] {
        // The variables arrive as references: converting one writes it back.
        let target = match v {
            Value::Ref(r) => r.clone(),
            _ => continue,
        };
        walk.enter(std::rc::Rc::as_ptr(&target.0) as usize);
        let n = convert(&target.get(), from, to, &mut walk);
        walk.leave();
        let Some(n) = n else {
            return recursion(ctx);
        };
        target.set(n);
    }
    Ok(Value::str(from.name))
}
