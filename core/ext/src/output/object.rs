//! Objects in `var_dump`, `print_r` and `var_export`: property tables keyed by
//! mangled names (see `rphp_value::object`) printed with php's visibility
//! annotations and `*RECURSION*` markers.

use rphp_value::object::{unmangle, Visibility};
use rphp_value::{ArrayKey, Context, Fault, PhpArray, PhpObject, Value};
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// For the dump being printed: what to show instead of an object's
    /// properties (`__debugInfo()`, a closure's view), by object id.
    static VIEWS: RefCell<HashMap<u32, PhpArray>> = RefCell::new(HashMap::new());
}

/// Runs `print` with the debug views of every object reachable from `v`
/// (php asks each object as it prints it; asking first keeps user code out
/// of the printers).
pub fn with_debug_views<T>(
    ctx: &mut dyn Context,
    v: &Value,
    print: impl FnOnce() -> T,
) -> Result<T, Fault> {
    let mut views = HashMap::new();
    let mut seen = std::collections::HashSet::new();
    collect(ctx, v, &mut views, &mut seen, 0)?;
    if views.is_empty() {
        return Ok(print());
    }
    let saved = VIEWS.with(|m| std::mem::replace(&mut *m.borrow_mut(), views));
    let r = print();
    VIEWS.with(|m| *m.borrow_mut() = saved);
    Ok(r)
}

fn collect(
    ctx: &mut dyn Context,
    v: &Value,
    views: &mut HashMap<u32, PhpArray>,
    seen: &mut std::collections::HashSet<u32>,
    depth: u32,
) -> Result<(), Fault> {
    if depth > 256 {
        return Ok(());
    }
    match v {
        Value::Ref(r) => collect(ctx, &r.get(), views, seen, depth + 1),
        Value::Array(a) => {
            for (_, x) in a.iter() {
                collect(ctx, x, views, seen, depth + 1)?;
            }
            Ok(())
        }
        Value::Object(o) => {
            if !seen.insert(o.id()) {
                return Ok(());
            }
            let shown = match ctx.debug_view(o)? {
                Some(a) => {
                    views.insert(o.id(), a.clone());
                    a
                }
                None => o.props(),
            };
            for (_, x) in shown.iter() {
                collect(ctx, x, views, seen, depth + 1)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn view_of(o: &PhpObject) -> Option<PhpArray> {
    VIEWS.with(|m| m.borrow().get(&o.id()).cloned())
}

fn pad(out: &mut Vec<u8>, n: usize) {
    out.resize(out.len() + n, b' ');
}

/// `object(A)#1 (n) {` ... `}` at indentation `ind` (the caller wrote the padding).
pub fn var_dump(
    o: &PhpObject,
    ind: usize,
    amp: &str,
    stack: &mut Vec<PhpArray>,
    out: &mut Vec<u8>,
) {
    if o.is_enum() {
        out.extend_from_slice(amp.as_bytes());
        out.extend_from_slice(b"enum(");
        out.extend_from_slice(&enum_case_name(o));
        out.extend_from_slice(b")\n");
        return;
    }
    if !o.enter() {
        out.extend_from_slice(b"*RECURSION*\n");
        return;
    }
    // __debugInfo()/a closure's view, or a built-in class's debug view: an
    // array, so numeric keys print as numbers.
    let view = view_of(o).or_else(|| o.class().debug_props(o));
    let numeric_keys = view.is_some();
    let props = view.clone().unwrap_or_else(|| o.props());
    out.extend_from_slice(
        format!(
            "{}object({})#{} ({}) {{\n",
            amp,
            o.debug_name(),
            o.id(),
            props.len()
        )
        .as_bytes(),
    );
    // Typed properties not yet initialised show at their declared place.
    let declared = if view.is_some() {
        Vec::new()
    } else {
        o.class().declared_props()
    };
    let mut uninit: Vec<(usize, Vec<u8>, String)> = Vec::new();
    if declared
        .iter()
        .any(|(k, t)| t.is_some() && props.get_str(k).is_none())
    {
        let mut pos = 0;
        for (k, t) in declared {
            if props.get_str(&k).is_some() {
                pos += 1;
            } else if let Some(t) = t {
                uninit.push((pos, k, t));
            }
        }
    }
    let mut next_uninit = 0;
    for (i, (k, val)) in props.iter().enumerate() {
        while next_uninit < uninit.len() && uninit[next_uninit].0 == i {
            let (_, key, t) = &uninit[next_uninit];
            dump_key(key, ind, out);
            pad(out, ind + 2);
            out.extend_from_slice(format!("uninitialized({t})\n").as_bytes());
            next_uninit += 1;
        }
        pad(out, ind + 2);
        match k {
            ArrayKey::Int(i) if numeric_keys => {
                out.extend_from_slice(format!("[{}]=>\n", i).as_bytes())
            }
            ArrayKey::Int(i) => out.extend_from_slice(format!("[\"{}\"]=>\n", i).as_bytes()),
            ArrayKey::Str(s) => {
                let (name, vis, class) = unmangle(s.as_bytes());
                out.extend_from_slice(b"[\"");
                out.extend_from_slice(name);
                out.push(b'"');
                match vis {
                    Visibility::Public => {}
                    Visibility::Protected => out.extend_from_slice(b":protected"),
                    Visibility::Private => {
                        out.extend_from_slice(b":\"");
                        out.extend_from_slice(class);
                        out.extend_from_slice(b"\":private");
                    }
                }
                out.extend_from_slice(b"]=>\n");
            }
        }
        match val {
            Value::Ref(r) => super::var_dump::dump(&r.get(), ind + 2, r.count() > 1, stack, out),
            v => super::var_dump::dump(v, ind + 2, false, stack, out),
        }
    }
    for (_, key, t) in &uninit[next_uninit..] {
        dump_key(key, ind, out);
        pad(out, ind + 2);
        out.extend_from_slice(format!("uninitialized({t})\n").as_bytes());
    }
    o.leave();
    pad(out, ind);
    out.extend_from_slice(b"}\n");
}

fn dump_key(key: &[u8], ind: usize, out: &mut Vec<u8>) {
    pad(out, ind + 2);
    let (name, vis, class) = unmangle(key);
    out.extend_from_slice(b"[\"");
    out.extend_from_slice(name);
    out.push(b'"');
    match vis {
        Visibility::Public => {}
        Visibility::Protected => out.extend_from_slice(b":protected"),
        Visibility::Private => {
            out.extend_from_slice(b":\"");
            out.extend_from_slice(class);
            out.extend_from_slice(b"\":private");
        }
    }
    out.extend_from_slice(b"]=>\n");
}

/// `A Object\n(\n    [k:protected] => v\n)\n`
pub fn print_r(o: &PhpObject, indent: usize, stack: &mut Vec<PhpArray>, out: &mut Vec<u8>) {
    out.extend_from_slice(o.debug_name().as_bytes());
    match o.class().enum_kind() {
        Some("") => out.extend_from_slice(b" Enum\n"),
        Some(k) => out.extend_from_slice(format!(" Enum:{k}\n").as_bytes()),
        None => out.extend_from_slice(b" Object\n"),
    }
    // php's SensitiveParameterValue answers no property table at all for
    // debugging, and print_r then prints nothing more.
    if o.class_name() == b"SensitiveParameterValue" {
        return;
    }
    if !o.enter() {
        out.extend_from_slice(b" *RECURSION*");
        return;
    }
    pad(out, indent);
    out.extend_from_slice(b"(\n");
    for (k, val) in view_of(o).unwrap_or_else(|| o.debug_props()).iter() {
        pad(out, indent + 4);
        out.push(b'[');
        match k {
            ArrayKey::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
            ArrayKey::Str(s) => {
                let (name, vis, class) = unmangle(s.as_bytes());
                out.extend_from_slice(name);
                match vis {
                    Visibility::Public => {}
                    Visibility::Protected => out.extend_from_slice(b":protected"),
                    Visibility::Private => {
                        out.push(b':');
                        out.extend_from_slice(class);
                        out.extend_from_slice(b":private");
                    }
                }
            }
        }
        out.extend_from_slice(b"] => ");
        super::print_r::print(&val.get(), indent + 8, stack, out);
        out.push(b'\n');
    }
    o.leave();
    pad(out, indent);
    out.extend_from_slice(b")\n");
}

/// `\A::__set_state(array(\n   'p' => v,\n))`, or `(object) array(...)` for stdClass.
/// Returns how many circular references became `NULL`.
pub fn var_export(
    o: &PhpObject,
    level: usize,
    stack: &mut Vec<PhpArray>,
    out: &mut Vec<u8>,
    export: fn(&Value, usize, &mut Vec<PhpArray>, &mut Vec<u8>) -> usize,
) -> usize {
    if !o.enter() {
        out.extend_from_slice(b"NULL");
        return 1;
    }
    if level > 1 {
        out.push(b'\n');
        pad(out, level - 1);
    }
    if o.is_enum() {
        o.leave();
        out.push(b'\\');
        out.extend_from_slice(&enum_case_name(o));
        return 0;
    }
    let std = o.class_name().eq_ignore_ascii_case(b"stdClass");
    if std {
        out.extend_from_slice(b"(object) array(\n");
    } else {
        out.push(b'\\');
        out.extend_from_slice(o.class_name());
        out.extend_from_slice(b"::__set_state(array(\n");
    }
    let mut circular = 0;
    let native = o.class().view_props(o);
    let numeric_keys = native.is_some();
    for (k, val) in native.unwrap_or_else(|| o.props()).iter() {
        pad(out, level + 2);
        match k {
            ArrayKey::Int(i) if numeric_keys => out.extend_from_slice(i.to_string().as_bytes()),
            // Property names are strings even when the table keys them by number.
            ArrayKey::Int(i) => super::var_export::quote(i.to_string().as_bytes(), out),
            ArrayKey::Str(s) => {
                let (name, _, _) = unmangle(s.as_bytes());
                super::var_export::quote(name, out);
            }
        }
        out.extend_from_slice(b" => ");
        circular += export(val, level + 2, stack, out);
        out.extend_from_slice(b",\n");
    }
    o.leave();
    if level > 1 {
        pad(out, level - 1);
    }
    out.extend_from_slice(if std { b")" } else { b"))" });
    circular
}

/// `Suit::Hearts` for an enum case object.
pub fn enum_case_name(o: &PhpObject) -> Vec<u8> {
    let mut v = o.class_name().to_vec();
    v.extend_from_slice(b"::");
    if let Some(n) = o.props().get_str(b"name") {
        v.extend_from_slice(n.get().to_php_str().as_bytes());
    }
    v
}
