//! RegexIterator and RecursiveRegexIterator: FilterIterators whose
//! `accept()` runs a preg pattern over each element (or its key) and, by
//! mode, keeps it, replaces it with its matches, its split pieces or a
//! replaced string.
//!
//! The matching itself is rphp-ext's preg functions (found by name in
//! `rphp_ext::pcre::BUILTINS`), so results and preg_last_error() agree
//! with `preg_match` & co.

use super::iterators::{inner, DualState};
use super::{method, state, NativeClass, NativeMethod};
use crate::classes::{ClassRt, Lazy, PropRt};
use crate::vm::Vm;
use rphp_bytecode::class::{Init, PUBLIC};
use rphp_bytecode::Literal;
use rphp_value::{Fault, ParamSpec, ParamType, PhpObject, PhpStr, Reference, Value};
use std::cell::RefCell;
use std::rc::Rc;

const USE_KEY: i64 = 1;
const INVERT_MATCH: i64 = 2;
const MATCH: i64 = 0;
const GET_MATCH: i64 = 1;
const ALL_MATCHES: i64 = 2;
const SPLIT: i64 = 3;
const REPLACE: i64 = 4;

#[derive(Default)]
pub(crate) struct RegexState {
    regex: PhpStr,
    mode: i64,
    flags: i64,
    preg_flags: i64,
    /// Whether preg flags were given (php's `use_flags`): only then are
    /// they passed to the match functions.
    use_flags: bool,
}

const MODE_MSG: &str = "must be RegexIterator::MATCH, RegexIterator::GET_MATCH, \
RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE";

fn construct(
    vm: &mut Vm,
    this: &PhpObject,
    args: &mut [Value],
    class: &str,
    iface: &str,
) -> Result<Value, Fault> {
    let ctor = format!("{class}::__construct");
    let it = super::caching::need_iterator(vm, &args[0], iface, &ctor)?;
    let regex = args[1].to_php_str();
    let mode = args.get(2).map(|v| v.to_int()).unwrap_or(MATCH);
    let flags = args.get(3).map(|v| v.to_int()).unwrap_or(0);
    let preg_flags = args.get(4).map(|v| v.to_int()).unwrap_or(0);
    if !(MATCH..=REPLACE).contains(&mode) {
        let msg = format!("{ctor}(): Argument #3 ($mode) {MODE_MSG}");
        return Err(vm.throw_error("ValueError", msg));
    }
    if let Err(msg) = rphp_ext::pcre::check_pattern(regex.as_bytes()) {
        return Err(vm.throw_error("InvalidArgumentException", format!("{ctor}(): {msg}")));
    }
    let mut s = state::<DualState>(this);
    s.inner = Some(it);
    s.regex = RegexState {
        regex,
        mode,
        flags,
        preg_flags,
        use_flags: args.len() >= 5,
    };
    Ok(Value::Null)
}

fn m_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    construct(vm, this, args, "RegexIterator", "Iterator")
}

fn m_rconstruct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    construct(
        vm,
        this,
        args,
        "RecursiveRegexIterator",
        "RecursiveIterator",
    )
}

/// Calls one of rphp-ext's preg builtins.
fn preg(vm: &mut Vm, name: &str, mut args: Vec<Value>) -> Result<Value, Fault> {
    let b = rphp_ext::pcre::BUILTINS
        .iter()
        .find(|b| b.name == name)
        .expect("preg builtin");
    (b.func)(vm, &mut args)
}

fn regex_accept(vm: &mut Vm, this: &PhpObject) -> Result<bool, Fault> {
    inner(vm, this)?;
    let (cur, st) = {
        let s = state::<DualState>(this);
        let r = &s.regex;
        (
            s.cur.clone(),
            (r.regex.clone(), r.mode, r.flags, r.preg_flags, r.use_flags),
        )
    };
    let (regex, mode, flags, preg_flags, use_flags) = st;
    let Some((key, data)) = cur else {
        return Ok(false);
    };
    let subject = if flags & USE_KEY != 0 {
        vm.str_conv(&key)?
    } else {
        if matches!(data.get(), Value::Array(_)) {
            return Ok(false);
        }
        vm.str_conv(&data.get())?
    };
    let re = Value::Str(regex);
    let subj = Value::Str(subject);
    let accepted = match mode {
        GET_MATCH | ALL_MATCHES => {
            let global = mode == ALL_MATCHES;
            // php's default order for preg_match_all is PATTERN_ORDER (1).
            let order = match preg_flags & 0xff {
                0 if global => 1,
                o => o,
            };
            if use_flags && ((global && !(1..=2).contains(&order)) || (!global && order != 0)) {
                return Err(vm.throw_error(
                    "ValueError",
                    "RegexIterator::accept(): Argument #4 must be a PREG_* constant",
                ));
            }
            let matches = Reference::new(Value::Null);
            let fl = if use_flags { preg_flags } else { 0 };
            let name = if global {
                "preg_match_all"
            } else {
                "preg_match"
            };
            let n = preg(
                vm,
                name,
                vec![re, subj, Value::Ref(matches.clone()), Value::Int(fl)],
            )?;
            if let Some(c) = state::<DualState>(this).cur.as_mut() {
                c.1 = matches.get();
            }
            n.to_int() > 0
        }
        SPLIT => {
            let parts = preg(
                vm,
                "preg_split",
                vec![re, subj, Value::Int(-1), Value::Int(preg_flags)],
            )?;
            let n = match &parts {
                Value::Array(a) => a.len(),
                _ => 0,
            };
            if let Some(c) = state::<DualState>(this).cur.as_mut() {
                c.1 = parts;
            }
            n > 1
        }
        REPLACE => {
            let rep = this
                .0
                .props_ref()
                .get_str(b"replacement")
                .map(|v| v.get())
                .unwrap_or(Value::Null);
            let rep = vm.str_conv(&rep)?;
            let count = Reference::new(Value::Int(0));
            let out = preg(
                vm,
                "preg_replace",
                vec![
                    re,
                    Value::Str(rep),
                    subj,
                    Value::Int(-1),
                    Value::Ref(count.clone()),
                ],
            )?;
            if let Some(c) = state::<DualState>(this).cur.as_mut() {
                if flags & USE_KEY != 0 {
                    c.0 = out;
                } else {
                    c.1 = out;
                }
            }
            count.get().to_int() > 0
        }
        _ => preg(vm, "preg_match", vec![re, subj])?.to_int() > 0,
    };
    Ok(if flags & INVERT_MATCH != 0 {
        !accepted
    } else {
        accepted
    })
}

fn m_accept(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(regex_accept(vm, this)?))
}

fn m_raccept(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let cur = state::<DualState>(this).cur.clone();
    match cur {
        None => Ok(Value::Bool(false)),
        Some((_, v)) => match v.get() {
            Value::Array(a) => Ok(Value::Bool(!a.is_empty())),
            _ => {
                // php calls RegexIterator::accept here, never an override.
                Ok(Value::Bool(regex_accept(vm, this)?))
            }
        },
    }
}

fn m_has_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    vm.call_obj_method(&it, "hasChildren", Vec::new())
}

fn m_get_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = inner(vm, this)?;
    let children = vm.call_obj_method(&it, "getChildren", Vec::new())?;
    let (regex, mode, flags, preg_flags) = {
        let s = state::<DualState>(this);
        let r = &s.regex;
        (r.regex.clone(), r.mode, r.flags, r.preg_flags)
    };
    let class = crate::classes::class_of(this)
        .and_then(|c| vm.lookup_class(&c.name))
        .expect("class");
    let child = vm.instantiate(&class)?;
    vm.call_obj_method(
        &child,
        "__construct",
        vec![
            children,
            Value::Str(regex),
            Value::Int(mode),
            Value::Int(flags),
            Value::Int(preg_flags),
        ],
    )?;
    Ok(Value::Object(child))
}

fn m_get_mode(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    Ok(Value::Int(state::<DualState>(this).regex.mode))
}

fn m_set_mode(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let mode = args[0].to_int();
    if !(MATCH..=REPLACE).contains(&mode) {
        let msg = format!("RegexIterator::setMode(): Argument #1 ($mode) {MODE_MSG}");
        return Err(vm.throw_error("ValueError", msg));
    }
    inner(vm, this)?;
    state::<DualState>(this).regex.mode = mode;
    Ok(Value::Null)
}

fn m_get_flags(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    Ok(Value::Int(state::<DualState>(this).regex.flags))
}

fn m_set_flags(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    state::<DualState>(this).regex.flags = args[0].to_int();
    Ok(Value::Null)
}

fn m_get_preg_flags(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let s = state::<DualState>(this);
    Ok(Value::Int(if s.regex.use_flags {
        s.regex.preg_flags
    } else {
        0
    }))
}

fn m_set_preg_flags(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    let mut s = state::<DualState>(this);
    s.regex.preg_flags = args[0].to_int();
    s.regex.use_flags = true;
    Ok(Value::Null)
}

fn m_get_regex(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    inner(vm, this)?;
    Ok(Value::Str(state::<DualState>(this).regex.regex.clone()))
}

/// The declared `public ?string $replacement = null` of both classes.
pub(crate) fn decorate(c: &mut ClassRt, script: Option<Rc<crate::runtime::ScriptRt>>) {
    let named = |n: &str| c.name.eq_ignore_ascii_case(n.as_bytes());
    if !named("RegexIterator") && !named("RecursiveRegexIterator") {
        return;
    }
    let Some(script) = script else { return };
    c.props.push(PropRt {
        name: b"replacement".to_vec(),
        key: PhpStr::from("replacement"),
        vis: PUBLIC,
        declaring: b"RegexIterator".to_vec(),
        default: Some(Lazy {
            init: Init::Lit(Literal::Null),
            script,
            value: Rc::new(RefCell::new(Some(Value::Null))),
        }),
        ty: Some(rphp_bytecode::TypeDecl {
            mask: rphp_bytecode::ty::STRING | rphp_bytecode::ty::NULL,
            classes: Vec::new(),
            display: std::sync::Arc::from("?string"),
        }),
        readonly: false,
    });
    c.prop_index
        .insert(b"replacement".to_vec(), c.props.len() - 1);
}

const ITER: ParamSpec = ParamSpec::req("iterator", ParamType::Mixed);

static REGEX_METHODS: &[NativeMethod] = &[
    method!(
        "RegexIterator",
        "__construct",
        m_construct,
        [
            ITER,
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::opt("mode", ParamType::Int, "RegexIterator::MATCH"),
            ParamSpec::opt("flags", ParamType::Int, "0"),
            ParamSpec::opt("pregFlags", ParamType::Int, "0")
        ]
    ),
    method!("RegexIterator", "accept", m_accept, []),
    method!("RegexIterator", "getMode", m_get_mode, []),
    method!(
        "RegexIterator",
        "setMode",
        m_set_mode,
        [ParamSpec::req("mode", ParamType::Int)]
    ),
    method!("RegexIterator", "getFlags", m_get_flags, []),
    method!(
        "RegexIterator",
        "setFlags",
        m_set_flags,
        [ParamSpec::req("flags", ParamType::Int)]
    ),
    method!("RegexIterator", "getPregFlags", m_get_preg_flags, []),
    method!(
        "RegexIterator",
        "setPregFlags",
        m_set_preg_flags,
        [ParamSpec::req("pregFlags", ParamType::Int)]
    ),
    method!("RegexIterator", "getRegex", m_get_regex, []),
];

static RECURSIVE_METHODS: &[NativeMethod] = &[
    method!(
        "RecursiveRegexIterator",
        "__construct",
        m_rconstruct,
        [
            ITER,
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::opt("mode", ParamType::Int, "RecursiveRegexIterator::MATCH"),
            ParamSpec::opt("flags", ParamType::Int, "0"),
            ParamSpec::opt("pregFlags", ParamType::Int, "0")
        ]
    ),
    method!("RecursiveRegexIterator", "accept", m_raccept, []),
    method!("RecursiveRegexIterator", "hasChildren", m_has_children, []),
    method!("RecursiveRegexIterator", "getChildren", m_get_children, []),
];

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "RegexIterator",
        parent: Some("FilterIterator"),
        interfaces: &[],
        flags: 0,
        consts: &[
            ("USE_KEY", USE_KEY),
            ("INVERT_MATCH", INVERT_MATCH),
            ("MATCH", MATCH),
            ("GET_MATCH", GET_MATCH),
            ("ALL_MATCHES", ALL_MATCHES),
            ("SPLIT", SPLIT),
            ("REPLACE", REPLACE),
        ],
        methods: REGEX_METHODS,
    },
    &NativeClass {
        name: "RecursiveRegexIterator",
        parent: Some("RegexIterator"),
        interfaces: &["RecursiveIterator"],
        flags: 0,
        consts: &[],
        methods: RECURSIVE_METHODS,
    },
];
