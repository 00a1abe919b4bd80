//! `debug_backtrace()` and `debug_print_backtrace()`: the same walk over PHP
//! frames and running builtins that exception traces use
//! (`Vm::walk_trace`), minus the builtin's own entry, shaped as php's
//! `zend_fetch_debug_backtrace` shapes it (`object` only when asked for,
//! `args` unless ignored, an include's path as its argument).

use crate::errors::{render_trace, TraceEntry};
use crate::vm::Vm;
use rphp_value::{ArrayKey, Fault, PhpArray, PhpObject, PhpStr, Value};

/// `DEBUG_BACKTRACE_PROVIDE_OBJECT`.
pub(crate) const PROVIDE_OBJECT: i64 = 1;
/// `DEBUG_BACKTRACE_IGNORE_ARGS`.
pub(crate) const IGNORE_ARGS: i64 = 2;

impl Vm {
    /// The trace as seen from inside the builtin `own` (dropped when it is the
    /// innermost entry), at most `limit` entries (0: all).
    fn backtrace_entries(
        &mut self,
        own: &str,
        limit: i64,
    ) -> (Vec<TraceEntry>, Vec<Option<PhpObject>>) {
        let mut objects = Vec::new();
        let mut trace = self.walk_trace(Some(&mut objects));
        self.wrap_hidden(&mut trace);
        if trace.first().is_some_and(|e| e.function == own) {
            trace.remove(0);
            objects.remove(0);
        }
        if limit > 0 && (limit as usize) < trace.len() {
            trace.truncate(limit as usize);
            objects.truncate(limit as usize);
        }
        (trace, objects)
    }
}

fn s(v: impl Into<PhpStr>) -> Value {
    Value::Str(v.into())
}

fn key(k: &str) -> ArrayKey {
    ArrayKey::from_bytes(k.as_bytes())
}

/// `debug_backtrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0): array`
pub(crate) fn debug_backtrace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let options = a.first().map(|v| v.to_int()).unwrap_or(PROVIDE_OBJECT);
    let limit = a.get(1).map(|v| v.to_int()).unwrap_or(0);
    let (trace, objects) = vm.backtrace_entries("debug_backtrace", limit);
    let mut out = PhpArray::new();
    for (e, obj) in trace.into_iter().zip(objects) {
        let mut fr = PhpArray::new();
        if !(e.file.is_empty() && e.line == 0) {
            fr.insert(key("file"), s(e.file.clone()));
            fr.insert(key("line"), Value::Int(e.line as i64));
        }
        if let Some(path) = e.function.strip_prefix("include:") {
            if options & IGNORE_ARGS == 0 {
                fr.insert(key("args"), Value::list(vec![s(path)]));
            }
            fr.insert(key("function"), s("include"));
            let _ = out.push(Value::Array(fr));
            continue;
        }
        if e.function == "eval" {
            fr.insert(key("function"), s("eval"));
            let _ = out.push(Value::Array(fr));
            continue;
        }
        let split = e
            .function
            .split_once("->")
            .map(|(c, f)| (c, "->", f))
            .or_else(|| e.function.split_once("::").map(|(c, f)| (c, "::", f)));
        match split {
            Some((class, kind, func)) => {
                fr.insert(key("function"), s(func));
                fr.insert(key("class"), s(class));
                if options & PROVIDE_OBJECT != 0 {
                    if let Some(o) = obj {
                        fr.insert(key("object"), Value::Object(o));
                    }
                }
                fr.insert(key("type"), s(kind));
            }
            None => {
                fr.insert(key("function"), s(e.function.as_str()));
            }
        }
        if options & IGNORE_ARGS == 0 {
            fr.insert(key("args"), e.args_array());
        }
        let _ = out.push(Value::Array(fr));
    }
    Ok(Value::Array(out))
}

/// `debug_print_backtrace(int $options = 0, int $limit = 0): void`: php 8's
/// exception-trace lines without the closing `{main}`.
pub(crate) fn debug_print_backtrace(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let options = a.first().map(|v| v.to_int()).unwrap_or(0);
    let limit = a.get(1).map(|v| v.to_int()).unwrap_or(0);
    let (mut trace, _) = vm.backtrace_entries("debug_print_backtrace", limit);
    if trace.is_empty() {
        return Ok(Value::Null);
    }
    if options & IGNORE_ARGS != 0 {
        for e in &mut trace {
            e.args.clear();
            e.named.clear();
        }
    }
    let text = render_trace(&trace);
    // Drop the final "#N {main}" line; keep each entry's newline.
    let body = match text.rfind('\n') {
        Some(p) => &text[..=p],
        None => "",
    };
    vm.echo_bytes(body.as_bytes());
    Ok(Value::Null)
}
