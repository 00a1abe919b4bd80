//! RecursiveIteratorIterator and RecursiveTreeIterator: a depth-first walk
//! over a RecursiveIterator, one sub-iterator per level.
//!
//! The walk is php's state machine (`spl_recursive_it_move_forward_ex`):
//! each level is in one of START/NEXT/TEST/SELF/CHILD, and a move runs the
//! machine until it stops on an element to show. The hook methods a
//! subclass may override (`beginIteration`, `callHasChildren`,
//! `beginChildren`, `nextElement`, ...) are called only when a PHP class
//! defines them, as php does: the built-in ones do nothing (or forward to
//! the sub-iterator), so skipping them changes nothing observable.
//!
//! RecursiveTreeIterator wraps its iterator in a RecursiveCachingIterator
//! (so every level can answer `hasNext()`) and draws the tree's ASCII
//! prefix in `current()`/`key()`.

use super::iterators::iterator_of;
use super::{method, state, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::{Fault, ParamSpec, ParamType, PhpObject, PhpStr, Value};

const LEAVES_ONLY: i64 = 0;
const SELF_FIRST: i64 = 1;
const CHILD_FIRST: i64 = 2;
const CATCH_GET_CHILD: i64 = 16;

const BYPASS_CURRENT: i64 = 4;
const BYPASS_KEY: i64 = 8;

#[derive(Clone, Copy, PartialEq)]
enum Step {
    Next,
    Start,
    Test,
    SelfShown,
    Child,
}

/// Which hook methods the object's class defines in PHP.
#[derive(Default, Clone, Copy)]
struct Hooks {
    begin_iteration: bool,
    end_iteration: bool,
    call_has_children: bool,
    call_get_children: bool,
    begin_children: bool,
    end_children: bool,
    next_element: bool,
}

pub(crate) struct RecState {
    /// One sub-iterator per level; empty until the constructor ran.
    levels: Vec<(PhpObject, Step)>,
    mode: i64,
    flags: i64,
    max_depth: i64,
    in_iteration: bool,
    hooks: Hooks,
    /// RecursiveTreeIterator's prefix parts and postfix.
    prefix: [PhpStr; 6],
    postfix: PhpStr,
}

impl Default for RecState {
    fn default() -> Self {
        RecState {
            levels: Vec::new(),
            mode: LEAVES_ONLY,
            flags: 0,
            max_depth: -1,
            in_iteration: false,
            hooks: Hooks::default(),
            prefix: [
                PhpStr::from(""),
                PhpStr::from("| "),
                PhpStr::from("  "),
                PhpStr::from("|-"),
                PhpStr::from("\\-"),
                PhpStr::from(""),
            ],
            postfix: PhpStr::from(""),
        }
    }
}

/// The current level's iterator, where unknown method calls go.
pub(crate) fn forward_target(o: &PhpObject) -> Option<PhpObject> {
    let b = o.0.internal.borrow();
    let s = b.as_ref()?.downcast_ref::<RecState>()?;
    s.levels.last().map(|(it, _)| it.clone())
}

/// php's error for any method call before the constructor ran (its
/// `get_method` handler refuses them all).
fn not_constructed(vm: &mut Vm, this: &PhpObject) -> Fault {
    let msg = format!(
        "The {} instance wasn't initialized properly",
        String::from_utf8_lossy(this.class_name())
    );
    vm.throw_error("Error", msg)
}

/// The current level's iterator, or php's error before the constructor ran.
fn sub(vm: &mut Vm, this: &PhpObject) -> Result<PhpObject, Fault> {
    let it = state::<RecState>(this).levels.last().map(|l| l.0.clone());
    it.ok_or_else(|| not_constructed(vm, this))
}

fn call(vm: &mut Vm, o: &PhpObject, m: &str) -> Result<Value, Fault> {
    vm.call_obj_method(o, m, Vec::new())
}

/// A Throwable CATCH_GET_CHILD may swallow.
fn catchable(f: &Fault) -> bool {
    matches!(f, Fault::Throw(Value::Object(_)))
}

fn hooks_of(this: &PhpObject) -> Hooks {
    let Some(class) = crate::classes::class_of(this) else {
        return Hooks::default();
    };
    let has = |m: &[u8]| class.find_method(m).is_some();
    Hooks {
        begin_iteration: has(b"beginIteration"),
        end_iteration: has(b"endIteration"),
        call_has_children: has(b"callHasChildren"),
        call_get_children: has(b"callGetChildren"),
        begin_children: has(b"beginChildren"),
        end_children: has(b"endChildren"),
        next_element: has(b"nextElement"),
    }
}

fn init(this: &PhpObject, it: PhpObject, mode: i64, flags: i64) {
    let hooks = hooks_of(this);
    let mut s = state::<RecState>(this);
    s.levels = vec![(it, Step::Start)];
    s.mode = mode;
    s.flags = flags;
    s.max_depth = -1;
    s.in_iteration = false;
    s.hooks = hooks;
}

fn need_recursive(vm: &mut Vm, it: Option<PhpObject>) -> Result<PhpObject, Fault> {
    match it.filter(|i| i.instance_of(b"recursiveiterator")) {
        Some(i) => Ok(i),
        None => Err(vm.throw_error(
            "InvalidArgumentException",
            "An instance of RecursiveIterator or IteratorAggregate creating it is required",
        )),
    }
}

fn m_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let it = match &args[0] {
        Value::Object(_) => iterator_of(vm, &args[0])?,
        v => {
            let msg = format!(
                "RecursiveIteratorIterator::__construct(): Argument #1 ($iterator) must be of type object, {} given",
                crate::calls::given_type(v)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    let it = need_recursive(vm, it)?;
    let mode = args.get(1).map(|v| v.to_int()).unwrap_or(LEAVES_ONLY);
    let flags = args.get(2).map(|v| v.to_int()).unwrap_or(0);
    init(this, it, mode, flags);
    Ok(Value::Null)
}

fn m_tree_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let it = match &args[0] {
        Value::Object(o) if o.instance_of(b"iteratoraggregate") => {
            let o = o.clone();
            call(vm, &o, "getIterator")?
        }
        Value::Object(_) => args[0].clone(),
        v => {
            let msg = format!(
                "RecursiveTreeIterator::__construct(): Argument #1 ($iterator) must be of type object, {} given",
                crate::calls::given_type(v)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    let flags = args.get(1).map(|v| v.to_int()).unwrap_or(BYPASS_KEY);
    let cit_flags = args
        .get(2)
        .map(|v| v.to_int())
        .unwrap_or(super::caching::CATCH_GET_CHILD);
    let mode = args.get(3).map(|v| v.to_int()).unwrap_or(SELF_FIRST);
    let class = vm
        .lookup_class(b"RecursiveCachingIterator")
        .expect("RecursiveCachingIterator");
    let caching = vm.instantiate(&class)?;
    vm.call_obj_method(&caching, "__construct", vec![it, Value::Int(cit_flags)])?;
    let it = need_recursive(vm, Some(caching))?;
    init(this, it, mode, flags);
    Ok(Value::Null)
}

/// Runs a hook the user's class overrides; CATCH_GET_CHILD swallows its exceptions.
fn hook(vm: &mut Vm, this: &PhpObject, name: &str) -> Result<(), Fault> {
    let catch = state::<RecState>(this).flags & CATCH_GET_CHILD != 0;
    match call(vm, this, name) {
        Err(f) if catch && catchable(&f) => Ok(()),
        Err(f) => Err(f),
        Ok(_) => Ok(()),
    }
}

fn set_step(this: &PhpObject, step: Step) {
    if let Some(l) = state::<RecState>(this).levels.last_mut() {
        l.1 = step;
    }
}

/// `spl_recursive_it_move_forward_ex`: runs until an element to show (or the end).
fn move_forward(vm: &mut Vm, this: &PhpObject) -> Result<(), Fault> {
    sub(vm, this)?;
    loop {
        let (it, step, level, mode, flags, max_depth, hooks) = {
            let s = state::<RecState>(this);
            let (it, step) = s.levels.last().cloned().expect("a level");
            (
                it,
                step,
                s.levels.len() as i64 - 1,
                s.mode,
                s.flags,
                s.max_depth,
                s.hooks,
            )
        };
        let catch = flags & CATCH_GET_CHILD != 0;
        let mut exhausted = false;
        match step {
            Step::Next | Step::Start => {
                if step == Step::Next {
                    match call(vm, &it, "next") {
                        Err(f) if catch && catchable(&f) => {}
                        Err(f) => return Err(f),
                        Ok(_) => {}
                    }
                }
                if call(vm, &it, "valid")?.to_bool() {
                    set_step(this, Step::Test);
                } else {
                    exhausted = true;
                }
            }
            Step::Test => {
                let r = if hooks.call_has_children {
                    call(vm, this, "callHasChildren")
                } else {
                    call(vm, &it, "hasChildren")
                };
                let has_children = match r {
                    Ok(v) => v.to_bool(),
                    Err(f) if catch && catchable(&f) => false,
                    Err(f) => {
                        set_step(this, Step::Next);
                        return Err(f);
                    }
                };
                if has_children {
                    if max_depth == -1 || max_depth > level {
                        set_step(
                            this,
                            if mode == SELF_FIRST {
                                Step::SelfShown
                            } else {
                                Step::Child
                            },
                        );
                        continue;
                    }
                    if mode == LEAVES_ONLY {
                        // Too deep to recurse into, and not a leaf.
                        set_step(this, Step::Next);
                        continue;
                    }
                }
                if hooks.next_element {
                    set_step(this, Step::Next);
                    hook(vm, this, "nextElement")?;
                }
                set_step(this, Step::Next);
                return Ok(());
            }
            Step::SelfShown => {
                if hooks.next_element && (mode == SELF_FIRST || mode == CHILD_FIRST) {
                    hook(vm, this, "nextElement")?;
                }
                set_step(
                    this,
                    if mode == SELF_FIRST {
                        Step::Child
                    } else {
                        Step::Next
                    },
                );
                return Ok(());
            }
            Step::Child => {
                let r = if hooks.call_get_children {
                    call(vm, this, "callGetChildren")
                } else {
                    call(vm, &it, "getChildren")
                };
                let child = match r {
                    Ok(v) => v,
                    Err(f) if catch && catchable(&f) => {
                        set_step(this, Step::Next);
                        continue;
                    }
                    Err(f) => return Err(f),
                };
                let child = match child {
                    Value::Object(c) if c.instance_of(b"recursiveiterator") => c,
                    _ => {
                        return Err(vm.throw_error(
                            "UnexpectedValueException",
                            "Objects returned by RecursiveIterator::getChildren() must implement RecursiveIterator",
                        ))
                    }
                };
                set_step(
                    this,
                    if mode == CHILD_FIRST {
                        Step::SelfShown
                    } else {
                        Step::Next
                    },
                );
                state::<RecState>(this)
                    .levels
                    .push((child.clone(), Step::Start));
                call(vm, &child, "rewind")?;
                if hooks.begin_children {
                    hook(vm, this, "beginChildren")?;
                }
            }
        }
        if exhausted {
            if level == 0 {
                return Ok(());
            }
            if hooks.end_children {
                hook(vm, this, "endChildren")?;
            }
            state::<RecState>(this).levels.pop();
        }
    }
}

fn m_rewind(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    loop {
        let (deeper, end_children) = {
            let mut s = state::<RecState>(this);
            let deeper = s.levels.len() > 1;
            if deeper {
                s.levels.pop();
            }
            (deeper, s.hooks.end_children)
        };
        if !deeper {
            break;
        }
        if end_children {
            call(vm, this, "endChildren")?;
        }
    }
    let (root, begin, in_iteration) = {
        let mut s = state::<RecState>(this);
        s.levels[0].1 = Step::Start;
        (
            s.levels[0].0.clone(),
            s.hooks.begin_iteration,
            s.in_iteration,
        )
    };
    call(vm, &root, "rewind")?;
    if begin && !in_iteration {
        call(vm, this, "beginIteration")?;
    }
    state::<RecState>(this).in_iteration = true;
    move_forward(vm, this)?;
    Ok(Value::Null)
}

fn m_valid(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    let levels: Vec<PhpObject> = state::<RecState>(this)
        .levels
        .iter()
        .map(|l| l.0.clone())
        .collect();
    for it in levels.iter().rev() {
        if call(vm, it, "valid")?.to_bool() {
            return Ok(Value::Bool(true));
        }
    }
    let (end, in_iteration) = {
        let s = state::<RecState>(this);
        (s.hooks.end_iteration, s.in_iteration)
    };
    if end && in_iteration {
        call(vm, this, "endIteration")?;
    }
    state::<RecState>(this).in_iteration = false;
    Ok(Value::Bool(false))
}

fn m_key(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = sub(vm, this)?;
    call(vm, &it, "key")
}

fn m_current(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = sub(vm, this)?;
    call(vm, &it, "current")
}

fn m_next(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    move_forward(vm, this)?;
    Ok(Value::Null)
}

fn m_depth(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    Ok(Value::Int(state::<RecState>(this).levels.len() as i64 - 1))
}

fn m_sub_iterator(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    let n = state::<RecState>(this).levels.len() as i64;
    let level = match args.first().map(|v| v.get()) {
        None | Some(Value::Null) => n - 1,
        Some(v) => {
            let l = v.to_int();
            if l < 0 || l > n - 1 {
                return Ok(Value::Null);
            }
            l
        }
    };

    let it = state::<RecState>(this).levels[level as usize].0.clone();
    Ok(Value::Object(it))
}

fn m_inner(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Object(sub(vm, this)?))
}

fn m_nothing(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    Ok(Value::Null)
}

fn m_call_has_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = sub(vm, this)?;
    call(vm, &it, "hasChildren")
}

fn m_call_get_children(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = sub(vm, this)?;
    call(vm, &it, "getChildren")
}

fn m_set_max_depth(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    let d = args.first().map(|v| v.to_int()).unwrap_or(-1);
    if d < -1 {
        return Err(vm.throw_error(
            "ValueError",
            "RecursiveIteratorIterator::setMaxDepth(): Argument #1 ($maxDepth) must be greater than or equal to -1",
        ));
    }
    state::<RecState>(this).max_depth = d.min(i64::from(i32::MAX));
    Ok(Value::Null)
}

fn m_get_max_depth(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    let d = state::<RecState>(this).max_depth;
    Ok(if d == -1 {
        Value::Bool(false)
    } else {
        Value::Int(d)
    })
}

// ---- RecursiveTreeIterator ----

fn prefix(vm: &mut Vm, this: &PhpObject) -> Result<PhpStr, Fault> {
    sub(vm, this)?;
    let (levels, parts) = {
        let s = state::<RecState>(this);
        let l: Vec<PhpObject> = s.levels.iter().map(|l| l.0.clone()).collect();
        (l, s.prefix.clone())
    };
    let mut out = parts[0].as_bytes().to_vec();
    let last = levels.len() - 1;
    for (i, it) in levels.iter().enumerate() {
        let has_next = call(vm, it, "hasNext")?.to_bool();
        let part = match (i == last, has_next) {
            (false, true) => &parts[1],
            (false, false) => &parts[2],
            (true, true) => &parts[3],
            (true, false) => &parts[4],
        };
        out.extend_from_slice(part.as_bytes());
    }
    out.extend_from_slice(parts[5].as_bytes());
    Ok(PhpStr::from(out))
}

/// The current element as text: "Array" for arrays (without php's
/// conversion warning), None when the conversion failed.
fn entry(vm: &mut Vm, this: &PhpObject) -> Result<PhpStr, Fault> {
    let it = sub(vm, this)?;
    let data = call(vm, &it, "current")?;
    match data.get() {
        Value::Array(_) => Ok(PhpStr::from("Array")),
        v => vm.str_conv(&v),
    }
}

fn m_tree_current(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = sub(vm, this)?;
    if state::<RecState>(this).flags & BYPASS_CURRENT != 0 {
        return call(vm, &it, "current");
    }
    let e = entry(vm, this)?;
    let p = prefix(vm, this)?;
    let post = state::<RecState>(this).postfix.clone();
    let mut out = p.as_bytes().to_vec();
    out.extend_from_slice(e.as_bytes());
    out.extend_from_slice(post.as_bytes());
    Ok(Value::Str(PhpStr::from(out)))
}

fn m_tree_key(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    let it = sub(vm, this)?;
    let key = call(vm, &it, "key")?;
    if state::<RecState>(this).flags & BYPASS_KEY != 0 {
        return Ok(key);
    }
    let k = vm.str_conv(&key)?;
    let p = prefix(vm, this)?;
    let post = state::<RecState>(this).postfix.clone();
    let mut out = p.as_bytes().to_vec();
    out.extend_from_slice(k.as_bytes());
    out.extend_from_slice(post.as_bytes());
    Ok(Value::Str(PhpStr::from(out)))
}

fn m_get_prefix(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Str(prefix(vm, this)?))
}

fn m_get_entry(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Str(entry(vm, this)?))
}

fn m_get_postfix(vm: &mut Vm, this: &PhpObject, _a: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    Ok(Value::Str(state::<RecState>(this).postfix.clone()))
}

fn m_set_postfix(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    state::<RecState>(this).postfix = args[0].to_php_str();
    Ok(Value::Null)
}

fn m_set_prefix_part(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    sub(vm, this)?;
    let part = args[0].to_int();
    if !(0..=5).contains(&part) {
        return Err(vm.throw_error(
            "ValueError",
            "RecursiveTreeIterator::setPrefixPart(): Argument #1 ($part) must be a RecursiveTreeIterator::PREFIX_* constant",
        ));
    }
    state::<RecState>(this).prefix[part as usize] = args[1].to_php_str();
    Ok(Value::Null)
}

const IT: ParamSpec = ParamSpec::req("iterator", ParamType::Mixed);

static RII_METHODS: &[NativeMethod] = &[
    method!(
        "RecursiveIteratorIterator",
        "__construct",
        m_construct,
        [
            IT,
            ParamSpec::opt(
                "mode",
                ParamType::Int,
                "RecursiveIteratorIterator::LEAVES_ONLY"
            ),
            ParamSpec::opt("flags", ParamType::Int, "0")
        ]
    ),
    method!("RecursiveIteratorIterator", "rewind", m_rewind, []),
    method!("RecursiveIteratorIterator", "valid", m_valid, []),
    method!("RecursiveIteratorIterator", "key", m_key, []),
    method!("RecursiveIteratorIterator", "current", m_current, []),
    method!("RecursiveIteratorIterator", "next", m_next, []),
    method!("RecursiveIteratorIterator", "getDepth", m_depth, []),
    method!(
        "RecursiveIteratorIterator",
        "getSubIterator",
        m_sub_iterator,
        [ParamSpec::opt("level", ParamType::Int, "null").nullable()]
    ),
    method!("RecursiveIteratorIterator", "getInnerIterator", m_inner, []),
    method!("RecursiveIteratorIterator", "beginIteration", m_nothing, []),
    method!("RecursiveIteratorIterator", "endIteration", m_nothing, []),
    method!(
        "RecursiveIteratorIterator",
        "callHasChildren",
        m_call_has_children,
        []
    ),
    method!(
        "RecursiveIteratorIterator",
        "callGetChildren",
        m_call_get_children,
        []
    ),
    method!("RecursiveIteratorIterator", "beginChildren", m_nothing, []),
    method!("RecursiveIteratorIterator", "endChildren", m_nothing, []),
    method!("RecursiveIteratorIterator", "nextElement", m_nothing, []),
    method!(
        "RecursiveIteratorIterator",
        "setMaxDepth",
        m_set_max_depth,
        [ParamSpec::opt("maxDepth", ParamType::Int, "-1")]
    ),
    method!(
        "RecursiveIteratorIterator",
        "getMaxDepth",
        m_get_max_depth,
        []
    ),
];

static TREE_METHODS: &[NativeMethod] = &[
    method!(
        "RecursiveTreeIterator",
        "__construct",
        m_tree_construct,
        [
            IT,
            ParamSpec::opt("flags", ParamType::Int, "RecursiveTreeIterator::BYPASS_KEY"),
            ParamSpec::opt(
                "cachingIteratorFlags",
                ParamType::Int,
                "CachingIterator::CATCH_GET_CHILD"
            ),
            ParamSpec::opt("mode", ParamType::Int, "RecursiveTreeIterator::SELF_FIRST")
        ]
    ),
    method!("RecursiveTreeIterator", "key", m_tree_key, []),
    method!("RecursiveTreeIterator", "current", m_tree_current, []),
    method!("RecursiveTreeIterator", "getPrefix", m_get_prefix, []),
    method!(
        "RecursiveTreeIterator",
        "setPostfix",
        m_set_postfix,
        [ParamSpec::req("postfix", ParamType::String)]
    ),
    method!(
        "RecursiveTreeIterator",
        "setPrefixPart",
        m_set_prefix_part,
        [
            ParamSpec::req("part", ParamType::Int),
            ParamSpec::req("value", ParamType::String)
        ]
    ),
    method!("RecursiveTreeIterator", "getEntry", m_get_entry, []),
    method!("RecursiveTreeIterator", "getPostfix", m_get_postfix, []),
];

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "RecursiveIteratorIterator",
        parent: None,
        interfaces: &["OuterIterator"],
        flags: 0,
        consts: &[
            ("LEAVES_ONLY", LEAVES_ONLY),
            ("SELF_FIRST", SELF_FIRST),
            ("CHILD_FIRST", CHILD_FIRST),
            ("CATCH_GET_CHILD", CATCH_GET_CHILD),
        ],
        methods: RII_METHODS,
    },
    &NativeClass {
        name: "RecursiveTreeIterator",
        parent: Some("RecursiveIteratorIterator"),
        interfaces: &[],
        flags: 0,
        consts: &[
            ("BYPASS_CURRENT", BYPASS_CURRENT),
            ("BYPASS_KEY", BYPASS_KEY),
            ("PREFIX_LEFT", 0),
            ("PREFIX_MID_HAS_NEXT", 1),
            ("PREFIX_MID_LAST", 2),
            ("PREFIX_END_HAS_NEXT", 3),
            ("PREFIX_END_LAST", 4),
            ("PREFIX_RIGHT", 5),
        ],
        methods: TREE_METHODS,
    },
];
