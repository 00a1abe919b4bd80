//! `__toString()` of the reflection classes: the multi-line descriptions
//! php's `_class_string`, `_function_string`, `_parameter_string`,
//! `_property_string` and `_class_const_string` print, built from the same
//! facts the other reflection methods answer from.
//!
//! A builtin function's types and defaults are php's (internal_sigs.rs).
//! Known differences: the methods of built-in classes are not reflected,
//! and a user function's default that is a constant expression
//! (`PHP_INT_MAX`, `self::X`) is shown by its value, because the compiled
//! script keeps the expression as code, not as source text.

#[allow(unused_imports)]
use super::prelude::*;

use super::class::{const_visible, decl_of, ordered_consts, ordered_methods, ordered_props};
use super::function::{method_is_final, view, View};
use super::{lossy, Refl};
use crate::classes::{ClassRt, Lazy, MethodRt};
use crate::vm::Vm;
use rphp_bytecode::class::{flags, EnumBacking, Init, PRIVATE, PROTECTED, PUBLIC};
use rphp_value::{ArrayKey, Fault, Value};
use std::rc::Rc;

fn vis_word(v: u8) -> &'static str {
    match v {
        PUBLIC => "public ",
        PROTECTED => "protected ",
        _ => "private ",
    }
}

/// php's `smart_str_append_escaped`.
fn escaped(b: &[u8], out: &mut String) {
    for &c in b {
        match c {
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x0c => out.push_str("\\f"),
            0x0b => out.push_str("\\v"),
            b'\\' => out.push_str("\\\\"),
            0x1b => out.push_str("\\e"),
            c if !(32..=126).contains(&c) => out.push_str(&format!("\\x{c:02X}")),
            c => out.push(c as char),
        }
    }
}

/// php's `format_default_value` (a parameter's or property's default).
fn default_value(v: &Value, out: &mut String) {
    match v {
        Value::Null => out.push_str("NULL"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Int(i) => out.push_str(&i.to_string()),
        Value::Float(f) => {
            let s = rphp_value::float::format_float(*f, 17.min(rphp_value::float::precision()));
            out.push_str(&s);
            if f.is_finite() && !s.contains(['.', 'E', 'N', 'I']) {
                out.push_str(".0");
            }
        }
        Value::Str(s) => {
            out.push('\'');
            escaped(s.as_bytes(), out);
            out.push('\'');
        }
        Value::Array(a) => {
            let list = a.is_list();
            out.push('[');
            for (i, (k, v)) in a.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if !list {
                    match k {
                        ArrayKey::Int(n) => out.push_str(&n.to_string()),
                        ArrayKey::Str(s) => {
                            out.push('\'');
                            escaped(s.as_bytes(), out);
                            out.push('\'');
                        }
                    }
                    out.push_str(" => ");
                }
                default_value(v, out);
            }
            out.push(']');
        }
        Value::Object(o) => {
            out.push_str(&lossy(o.class_name()));
            if let Some(n) = o.props().get_str(b"name") {
                out.push_str("::");
                out.push_str(&n.to_php_str().to_string_lossy());
            }
        }
        Value::Ref(r) => default_value(&r.get(), out),
        _ => {}
    }
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait TostringVm {
    fn lazy_value(&mut self, l: &Lazy) -> Result<Value, Fault>;
    fn init_value(
        &mut self,
        init: &Init,
        script: &Rc<crate::runtime::ScriptRt>,
    ) -> Result<Value, Fault>;
}

impl TostringVm for Vm {
    fn lazy_value(&mut self, l: &Lazy) -> Result<Value, Fault> {
        match &l.init {
            Init::Lit(lit) => Ok(crate::runtime::materialise(lit)),
            _ => self.eval_lazy(l),
        }
    }

    fn init_value(
        &mut self,
        init: &Init,
        script: &Rc<crate::runtime::ScriptRt>,
    ) -> Result<Value, Fault> {
        let l = Lazy {
            init: init.clone(),
            script: script.clone(),
            value: Rc::new(std::cell::RefCell::new(None)),
        };
        self.lazy_value(&l)
    }
}

/// One parameter line (`Parameter #0 [ <required> int $a ]`).
fn param_string(vm: &mut Vm, v: &View, i: usize, out: &mut String) -> Result<(), Fault> {
    out.push_str(&format!("Parameter #{i} [ "));
    if let Some(f) = &v.func {
        let p = &f.code.params[i];
        let required = (i as u32) < f.code.required;
        let ty = p.ty.as_ref().map(|t| super::param::normalize(&t.display));
        param_head(
            out,
            required,
            ty.as_deref(),
            p.by_ref,
            p.variadic,
            &lossy(&p.name),
        );
        if !required && !p.variadic {
            if let Some(d) = &p.default {
                let val = vm.init_value(d, &f.script)?;
                out.push_str(" = ");
                default_value(&val, out);
            }
        }
    } else if let Some((_, m)) = &v.internal {
        let p = &m.params[i];
        param_head(out, !p.optional, p.ty, p.by_ref, p.variadic, p.name);
        if p.optional && !p.variadic {
            out.push_str(" = ");
            out.push_str(p.default.unwrap_or("<default>"));
        }
    } else if let Some(b) = &v.builtin {
        let ps = super::function::params_of(b);
        let p = &ps[i];
        let required = i < super::param::required(v);
        let (ty, default) = super::param::builtin_type_and_default(v, i);
        param_head(out, required, ty.as_deref(), p.by_ref, p.variadic, p.name);
        if !required && !p.variadic {
            out.push_str(" = ");
            out.push_str(default.unwrap_or("<default>"));
        }
    }
    out.push_str(" ]");
    Ok(())
}

/// `<required> int &...$name`: a parameter line up to its default.
fn param_head(
    out: &mut String,
    required: bool,
    ty: Option<&str>,
    by_ref: bool,
    variadic: bool,
    name: &str,
) {
    out.push_str(if required {
        "<required> "
    } else {
        "<optional> "
    });
    if let Some(t) = ty {
        out.push_str(t);
        out.push(' ');
    }
    if by_ref {
        out.push('&');
    }
    if variadic {
        out.push_str("...");
    }
    out.push('$');
    out.push_str(name);
}

/// The methods of php's built-in interfaces (a class implementing one shows
/// it as the prototype of its method).
const INTERNAL_INTERFACE_METHODS: &[(&str, &[&str])] = &[
    ("Countable", &["count"]),
    ("Iterator", &["current", "next", "key", "valid", "rewind"]),
    ("IteratorAggregate", &["getIterator"]),
    (
        "ArrayAccess",
        &["offsetExists", "offsetGet", "offsetSet", "offsetUnset"],
    ),
    ("JsonSerializable", &["jsonSerialize"]),
    ("Stringable", &["__toString"]),
    ("Serializable", &["serialize", "unserialize"]),
    ("SeekableIterator", &["seek"]),
    ("RecursiveIterator", &["hasChildren", "getChildren"]),
    ("OuterIterator", &["getInnerIterator"]),
    ("SplObserver", &["update"]),
    ("SplSubject", &["attach", "detach", "notify"]),
];

/// The class whose method `lc` the method of `c` implements or overrides
/// first (php's prototype): a parent's (unless a non-abstract constructor),
/// else an interface's the parent does not already have.
fn prototype(vm: &mut Vm, c: &ClassRt, lc: &[u8]) -> Option<Vec<u8>> {
    let mut proto = None;
    if let Some(p) = &c.parent {
        if let Some(pm) = p.methods.get(lc) {
            if pm.vis != PRIVATE && (lc != b"__construct" || pm.is_abstract) {
                let d = vm.lookup_class(&pm.declaring);
                proto = Some(
                    d.and_then(|d| prototype(vm, &d, lc))
                        .unwrap_or_else(|| pm.declaring.clone()),
                );
            }
        }
    }
    for i in c.interfaces.clone() {
        if c.parent.as_ref().is_some_and(|p| p.is_subclass_of_name(&i)) {
            continue;
        }
        let Some(ic) = vm.lookup_class(&i) else {
            continue;
        };
        if ic.decl.is_none() && !ic.methods.contains_key(lc) {
            // A built-in interface's methods are not methods of its ClassRt.
            let declares = INTERNAL_INTERFACE_METHODS.iter().any(|(n, ms)| {
                n.as_bytes().eq_ignore_ascii_case(&ic.name)
                    && ms.iter().any(|m| m.as_bytes().eq_ignore_ascii_case(lc))
            });
            if declares {
                return Some(ic.name.clone());
            }
        }
        if let Some(im) = ic.methods.get(lc) {
            let d = vm.lookup_class(&im.declaring);
            if d.as_ref()
                .is_some_and(|d| d.name.eq_ignore_ascii_case(&c.name))
            {
                continue;
            }
            return Some(
                d.and_then(|d| prototype(vm, &d, lc))
                    .unwrap_or_else(|| im.declaring.clone()),
            );
        }
    }
    proto
}

/// A function or method (`_function_string`); `scope` is the class being
/// printed (for "inherits"), `indent` the prefix of every line.
fn function_string(
    vm: &mut Vm,
    v: &View,
    scope: Option<&Rc<ClassRt>>,
    indent: &str,
    out: &mut String,
) -> Result<(), Fault> {
    let code = v.func.as_ref().map(|f| f.code.clone());
    if let Some(d) = code.as_ref().and_then(|c| c.doc.clone()) {
        out.push_str(&format!("{indent}{}\n", lossy(&d)));
    }
    out.push_str(indent);
    let is_closure = v.closure.is_some();
    let scoped_closure = is_closure
        && v.func
            .as_ref()
            .is_some_and(|f| f.name().windows(2).any(|w| w == b"::"));
    out.push_str(if is_closure {
        "Closure [ "
    } else if v.method.is_some() || v.internal.is_some() {
        "Method [ "
    } else {
        "Function [ "
    });
    out.push_str(if code.is_some() { "<user" } else { "<internal" });
    let sig = super::function::builtin_sig(v);
    if sig.as_ref().is_some_and(|s| s.deprecated)
        || v.internal.as_ref().is_some_and(|m| m.1.deprecated)
    {
        out.push_str(", deprecated");
    }
    if code.is_none() {
        let ext = match (&v.method, &v.internal) {
            (Some((_, m)), _) => super::native::class_extension(&m.declaring),
            (None, Some((_, m))) if m.on_the_fly => None,
            (None, Some((_, m))) => super::native::class_extension(m.declaring.as_bytes()),
            (None, None) => super::native::function_extension(&v.name()),
        };
        if let Some(e) = ext {
            out.push(':');
            out.push_str(e);
        }
    }
    if let Some((_, m)) = &v.method {
        let lc = m.name.to_ascii_lowercase();
        let declaring = vm.lookup_class(&m.declaring);
        if scope.is_some_and(|sc| !sc.name.eq_ignore_ascii_case(&m.declaring)) {
            out.push_str(&format!(", inherits {}", lossy(&m.declaring)));
        } else if let Some(p) = declaring.as_ref().and_then(|d| d.parent.clone()) {
            if let Some(pm) = p.methods.get(&lc) {
                if !pm.declaring.eq_ignore_ascii_case(&m.declaring) && pm.vis != PRIVATE {
                    out.push_str(&format!(", overwrites {}", lossy(&pm.declaring)));
                }
            }
        }
        if let Some(d) = &declaring {
            if let Some(p) = prototype(vm, d, &lc) {
                out.push_str(&format!(", prototype {}", lossy(&p)));
            }
        }
        if lc == b"__construct" {
            out.push_str(", ctor");
        }
    }
    if let Some((c, m)) = &v.internal {
        internal_annotations(vm, scope.unwrap_or(c), m, out);
    }
    out.push_str("> ");
    if let Some((_, m)) = &v.internal {
        use super::internal_methods::{IS_ABSTRACT, IS_FINAL, IS_STATIC};
        for (bit, word) in [
            (IS_ABSTRACT, "abstract "),
            (IS_FINAL, "final "),
            (IS_STATIC, "static "),
        ] {
            if m.mods & bit != 0 {
                out.push_str(word);
            }
        }
        out.push_str(m.vis_word());
        out.push_str("method ");
        if m.by_ref_return {
            out.push('&');
        }
    } else if let Some((_, m)) = &v.method {
        if m.is_abstract {
            out.push_str("abstract ");
        }
        if method_is_final(m) {
            out.push_str("final ");
        }
        if m.is_static {
            out.push_str("static ");
        }
        out.push_str(vis_word(m.vis));
        out.push_str("method ");
    } else if scoped_closure {
        out.push_str("public method ");
    } else {
        out.push_str("function ");
    }
    if code.as_ref().is_some_and(|c| c.by_ref_return) {
        out.push('&');
    }
    out.push_str(&format!("{} ] {{\n", lossy(&v.name())));
    if let (Some(c), Some(f)) = (&code, &v.func) {
        out.push_str(&format!(
            "{indent}  @@ {} {} - {}\n",
            lossy(&f.script.script.path),
            c.line,
            c.end_line
        ));
    }
    let pin = format!("{indent}  ");
    if let (true, Some(f)) = (is_closure, &v.func) {
        let bound = v
            .closure
            .as_ref()
            .and_then(crate::closures::closure_data)
            .map(|d| d.bound.borrow().clone())
            .unwrap_or_default();
        let vars = crate::magic::static_variables(f, &bound);
        if !vars.is_empty() {
            out.push_str(&format!("\n{pin}- Bound Variables [{}] {{\n", vars.len()));
            for (i, (k, _)) in vars.iter().enumerate() {
                let k = match k {
                    ArrayKey::Str(s) => s.to_string_lossy(),
                    ArrayKey::Int(n) => n.to_string(),
                };
                out.push_str(&format!("{pin}    Variable #{i} [ ${k} ]\n"));
            }
            out.push_str(&format!("{pin}}}\n"));
        }
    }
    let n = super::param::count(v);
    let has_return = code.as_ref().is_some_and(|c| c.return_type.is_some());
    let no_list = v.internal.as_ref().is_some_and(|m| m.1.on_the_fly);
    if (n > 0 || has_return || code.is_none()) && !no_list {
        out.push_str(&format!("\n{pin}- Parameters [{n}] {{\n"));
        for i in 0..n {
            out.push_str(&format!("{pin}  "));
            param_string(vm, v, i, out)?;
            out.push('\n');
        }
        out.push_str(&format!("{pin}}}\n"));
    }
    if let Some(t) = code.as_ref().and_then(|c| c.return_type.clone()) {
        out.push_str(&format!(
            "  {indent}- Return [ {} ]\n",
            super::param::normalize(&t.display)
        ));
    } else if let Some(s) = sig.as_ref().filter(|s| !s.ret.is_empty()) {
        out.push_str(&format!("  {indent}- Return [ {} ]\n", s.ret));
    } else if let Some((_, m)) = v.internal.as_ref().filter(|m| !m.1.ret.is_empty()) {
        let what = if m.tentative {
            "Tentative return"
        } else {
            "Return"
        };
        out.push_str(&format!("  {indent}- {what} [ {} ]\n", m.ret));
    }
    out.push_str(&format!("{indent}}}\n"));
    Ok(())
}

/// `, inherits X`, `, overwrites X`, `, prototype X`, `, ctor` of a
/// built-in class's method, `scope` being the class it was asked on.
fn internal_annotations(
    vm: &mut Vm,
    scope: &Rc<ClassRt>,
    m: &super::internal_methods::IMethod,
    out: &mut String,
) {
    if !scope.name.eq_ignore_ascii_case(m.declaring.as_bytes()) {
        out.push_str(&format!(", inherits {}", m.declaring));
    } else if let Some(p) = vm
        .lookup_class(m.declaring.as_bytes())
        .and_then(|d| d.parent.clone())
    {
        if let Some(pm) = super::internal_methods::find(&p, m.name.as_bytes()) {
            if pm.declaring != m.declaring && pm.mods & 4 == 0 {
                out.push_str(&format!(", overwrites {}", pm.declaring));
            }
        }
    }
    if !m.proto.is_empty() {
        out.push_str(&format!(", prototype {}", m.proto));
    }
    if m.name.eq_ignore_ascii_case("__construct") {
        out.push_str(", ctor");
    }
}

/// A declared property (`_property_string`), static or not.
fn property_string(
    vm: &mut Vm,
    c: &Rc<ClassRt>,
    name: &[u8],
    is_static: bool,
    indent: &str,
    out: &mut String,
) -> Result<(), Fault> {
    out.push_str(&format!("{indent}Property [ "));
    let (vis, readonly, ty, default, declaring) = if is_static {
        let Some(sp) = c.statics.get(name).cloned() else {
            return Ok(());
        };
        let d = super::property::prop_decl(vm, &sp.declaring, name, true);
        let ty = d
            .as_ref()
            .and_then(|d| d.ty.as_ref().map(|t| t.display.to_string()));
        (sp.vis, false, ty, sp.init.clone(), sp.declaring.clone())
    } else {
        let Some(&i) = c.prop_index.get(name) else {
            return Ok(());
        };
        let p = c.props[i].clone();
        let ty = p.ty.as_ref().map(|t| t.display.to_string());
        (
            p.vis,
            p.readonly,
            ty,
            p.default.clone(),
            p.declaring.clone(),
        )
    };
    let _ = declaring;
    out.push_str(vis_word(vis));
    if is_static {
        out.push_str("static ");
    }
    if readonly {
        out.push_str("readonly ");
    }
    if let Some(t) = &ty {
        out.push_str(&super::param::normalize(t));
        out.push(' ');
    }
    out.push('$');
    out.push_str(&lossy(name));
    match default {
        Some(l) => {
            let v = vm.lazy_value(&l)?;
            out.push_str(" = ");
            default_value(&v, out);
        }
        None if ty.is_none() => out.push_str(" = NULL"),
        None => {}
    }
    out.push_str(" ]\n");
    Ok(())
}

/// A class constant (`_class_const_string`).
fn const_string(
    vm: &mut Vm,
    c: &Rc<ClassRt>,
    name: &[u8],
    indent: &str,
    out: &mut String,
) -> Result<(), Fault> {
    let Some(k) = c.consts.get(name).cloned() else {
        return Ok(());
    };
    let v = vm.refl_const_value(c, name)?;
    let (ty, shown) = match &v {
        Value::Null => ("null".to_string(), String::new()),
        Value::Bool(b) => (
            "bool".to_string(),
            if *b { "1".into() } else { String::new() },
        ),
        Value::Int(i) => ("int".to_string(), i.to_string()),
        Value::Float(f) => ("float".to_string(), rphp_value::float::float_to_string(*f)),
        Value::Str(s) => ("string".to_string(), s.to_string_lossy()),
        Value::Array(_) => ("array".to_string(), "Array".to_string()),
        Value::Object(o) => (lossy(o.class_name()), "Object".to_string()),
        _ => ("mixed".to_string(), String::new()),
    };
    let fin = if super::property::const_is_final(c, name) {
        "final "
    } else {
        ""
    };
    out.push_str(&format!(
        "{indent}Constant [ {fin}{}{ty} {} ] {{ {shown} }}\n",
        vis_word(k.vis),
        lossy(name)
    ));
    Ok(())
}

/// The built-in static methods of an enum, as php prints them.
fn enum_methods(c: &ClassRt) -> Vec<String> {
    let t = |name: &str, proto: &str, params: &str, ret: &str| {
        format!(
            "    Method [ <internal, prototype {proto}> static public method {name} ] {{\n\n      - Parameters [{}] {{\n{params}      }}\n      - Return [ {ret} ]\n    }}\n",
            if params.is_empty() { 0 } else { 1 }
        )
    };
    let mut v = vec![t("cases", "UnitEnum", "", "array")];
    if c.backing.is_some() {
        let p = "        Parameter #0 [ <required> string|int $value ]\n";
        v.push(t("from", "BackedEnum", p, "static"));
        v.push(t("tryFrom", "BackedEnum", p, "?static"));
    }
    v
}

/// A class (`_class_string`); `obj` for `ReflectionObject` (its dynamic properties).
fn class_string(
    vm: &mut Vm,
    c: &Rc<ClassRt>,
    obj: Option<&rphp_value::PhpObject>,
    out: &mut String,
) -> Result<(), Fault> {
    let decl = decl_of(c).cloned();
    if let Some(d) = decl.as_ref().and_then(|d| d.doc.clone()) {
        out.push_str(&format!("{}\n", lossy(&d)));
    }
    let is_iface = c.flags & flags::INTERFACE != 0;
    let is_trait = c.flags & flags::TRAIT != 0;
    let kind = if obj.is_some() {
        "Object of class"
    } else if is_iface {
        "Interface"
    } else if is_trait {
        "Trait"
    } else {
        "Class"
    };
    out.push_str(&format!("{kind} [ "));
    match (&decl, super::native::class_extension(&c.name)) {
        (Some(_), _) => out.push_str("<user> "),
        (None, Some(e)) => out.push_str(&format!("<internal:{e}> ")),
        (None, None) => out.push_str("<internal> "),
    }
    // php's mark for a class with an iterator (get_iterator): Traversable ones.
    if !is_iface && c.is_subclass_of_name(b"Traversable") {
        out.push_str("<iterateable> ");
    }
    if is_iface {
        out.push_str("interface ");
    } else if is_trait {
        out.push_str("trait ");
    } else {
        if c.flags & flags::ABSTRACT != 0 || c.methods.values().any(|m| m.is_abstract) {
            out.push_str("abstract ");
        }
        if c.flags & (flags::FINAL | flags::ENUM) != 0 {
            out.push_str("final ");
        }
        if c.flags & flags::READONLY != 0 {
            out.push_str("readonly ");
        }
        out.push_str("class ");
    }
    out.push_str(&lossy(&c.name));
    if let Some(p) = &c.parent {
        out.push_str(&format!(" extends {}", lossy(&p.name)));
    }
    if !c.interfaces.is_empty() {
        let names: Vec<String> = c.interfaces.iter().map(|i| lossy(i)).collect();
        let word = if is_iface { "extends" } else { "implements" };
        out.push_str(&format!(" {word} {}", names.join(", ")));
    }
    out.push_str(" ] {\n");
    if let (Some(d), Some((rt, _))) = (&decl, &c.decl) {
        out.push_str(&format!(
            "  @@ {} {}-{}\n",
            lossy(&rt.script.path),
            d.line,
            d.end_line
        ));
    }
    let consts: Vec<Vec<u8>> = ordered_consts(c)
        .into_iter()
        .filter(|n| const_visible(c, n))
        .collect();
    out.push_str(&format!("\n  - Constants [{}] {{\n", consts.len()));
    for n in &consts {
        const_string(vm, c, n, "    ", out)?;
    }
    out.push_str("  }\n");
    let props = ordered_props(c);
    let statics: Vec<&Vec<u8>> = props.iter().filter(|p| p.1).map(|p| &p.0).collect();
    out.push_str(&format!("\n  - Static properties [{}] {{\n", statics.len()));
    for n in statics {
        property_string(vm, c, n, true, "    ", out)?;
    }
    out.push_str("  }\n");
    let methods = ordered_methods(c);
    let (st, inst): (Vec<&MethodRt>, Vec<&MethodRt>) = methods.iter().partition(|m| m.is_static);
    let mut enum_extra = if c.flags & flags::ENUM != 0 {
        enum_methods(c)
    } else {
        Vec::new()
    };
    // Those of a built-in class (or inherited from one), after the declared ones.
    let mut inst_extra = Vec::new();
    for k in super::internal_methods::all(c) {
        // (`Closure::__invoke` is in getMethods() only, not in the class's table.)
        if c.find_method(k.name.as_bytes()).is_some() || k.on_the_fly {
            continue;
        }
        let is_static = k.mods & super::internal_methods::IS_STATIC != 0;
        let v = view(&Refl::InternalMethod(c.clone(), k)).expect("method view");
        let mut text = String::new();
        function_string(vm, &v, Some(c), "    ", &mut text)?;
        if is_static {
            enum_extra.push(text);
        } else {
            inst_extra.push(text);
        }
    }
    out.push_str(&format!(
        "\n  - Static methods [{}] {{",
        st.len() + enum_extra.len()
    ));
    for m in enum_extra.iter() {
        out.push('\n');
        out.push_str(m);
    }
    for m in &st {
        out.push('\n');
        let v = view(&Refl::Method(c.clone(), (*m).clone())).expect("method view");
        function_string(vm, &v, Some(c), "    ", out)?;
    }
    if st.is_empty() && enum_extra.is_empty() {
        out.push('\n');
    }
    out.push_str("  }\n");
    let inst_props: Vec<&Vec<u8>> = props.iter().filter(|p| !p.1).map(|p| &p.0).collect();
    out.push_str(&format!("\n  - Properties [{}] {{\n", inst_props.len()));
    for n in inst_props {
        if c.flags & flags::ENUM != 0 && (n == b"name" || n == b"value") {
            let ty = match (n.as_slice(), c.backing) {
                (b"name", _) | (_, Some(EnumBacking::String)) => "string",
                _ => "int",
            };
            out.push_str(&format!(
                "    Property [ public readonly {ty} ${} ]\n",
                lossy(n)
            ));
            continue;
        }
        property_string(vm, c, n, false, "    ", out)?;
    }
    out.push_str("  }\n");
    if let Some(o) = obj {
        let dynamic: Vec<Vec<u8>> = o
            .props()
            .iter()
            .filter_map(|(k, _)| match k {
                ArrayKey::Str(s) if !c.prop_index.contains_key(s.as_bytes()) => {
                    Some(s.as_bytes().to_vec())
                }
                ArrayKey::Int(n) => Some(n.to_string().into_bytes()),
                _ => None,
            })
            .filter(|k| k.first() != Some(&0))
            .collect();
        out.push_str(&format!(
            "\n  - Dynamic properties [{}] {{\n",
            dynamic.len()
        ));
        for n in dynamic {
            out.push_str(&format!(
                "    Property [ <dynamic> public ${} ]\n",
                lossy(&n)
            ));
        }
        out.push_str("  }\n");
    }
    out.push_str(&format!(
        "\n  - Methods [{}] {{",
        inst.len() + inst_extra.len()
    ));
    for m in &inst {
        out.push('\n');
        let v = view(&Refl::Method(c.clone(), (*m).clone())).expect("method view");
        function_string(vm, &v, Some(c), "    ", out)?;
    }
    for m in &inst_extra {
        out.push('\n');
        out.push_str(m);
    }
    if inst.is_empty() && inst_extra.is_empty() {
        out.push('\n');
    }
    out.push_str("  }\n}\n");
    Ok(())
}

/// `__toString()` of any reflection object.
pub(super) fn to_string(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = vm.refl_get(a)?;
    let mut out = String::new();
    match &r {
        Refl::Class(c) => class_string(vm, c, None, &mut out)?,
        Refl::Object(c, o) => class_string(vm, c, Some(o), &mut out)?,
        Refl::Function(_) => {
            let v = view(&r).expect("function view");
            function_string(vm, &v, None, "", &mut out)?;
        }
        Refl::Method(c, _) | Refl::InternalMethod(c, _) => {
            // Scoped to the class it was asked on: "inherits" when declared above it.
            let v = view(&r).expect("method view");
            function_string(vm, &v, Some(c), "", &mut out)?;
        }
        Refl::Property {
            class,
            name,
            dynamic,
        } => {
            if *dynamic {
                out.push_str(&format!("Property [ <dynamic> public ${} ]\n", lossy(name)));
            } else {
                let st = !class.prop_index.contains_key(name) && class.statics.contains_key(name);
                property_string(vm, class, name, st, "", &mut out)?;
            }
        }
        Refl::ClassConst(c, n) => const_string(vm, c, n, "", &mut out)?,
        Refl::Param(owner, i) => {
            if let Some(v) = owner.view() {
                param_string(vm, &v, *i, &mut out)?;
            }
        }
        Refl::Type(t) => out.push_str(t),
        Refl::Attribute(_) => return Ok(Value::Null),
    }
    Ok(Value::Str(rphp_value::PhpStr::from(out.into_bytes())))
}
