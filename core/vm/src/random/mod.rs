//! php 8.2's object API to random numbers (ext/random): `Random\Randomizer`
//! over an engine object, the engines `Random\Engine\Mt19937`,
//! `PcgOneseq128XslRr64`, `Xoshiro256StarStar` and `Secure`, and user
//! classes implementing `Random\Engine`.
//!
//! The classes are native classes built like the SPL's (see `spl/`): their
//! methods are engine builtins taking the receiver first, and an engine's
//! state lives in its object's `internal` slot. A Randomizer draws from the
//! very object in its `engine` property, so `$r->engine->generate()` and
//! `$r->getInt()` advance the same state, as in php. The algorithms
//! (engines, range reduction, shuffling, key sampling) are rphp-random's,
//! shared with `mt_rand` and `shuffle`, so seeded sequences are php's.

mod engines;

use crate::spl::{method, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_random::{Picked, Source};
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};

pub(crate) use engines::clone_state;

const RANDOMIZER: &str = "Random\\Randomizer";

/// The classes this module provides (interfaces are in `spl::INTERFACES`).
pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: RANDOMIZER,
        parent: None,
        interfaces: &[],
        flags: rphp_bytecode::class::flags::FINAL,
        consts: &[],
        methods: RANDOMIZER_METHODS,
    },
    &engines::MT19937,
    &engines::PCG,
    &engines::XOSHIRO,
    &engines::SECURE,
];

static RANDOMIZER_METHODS: &[NativeMethod] = &[
    method!(
        "Random\\Randomizer",
        "__construct",
        m_construct,
        [ParamSpec::opt("engine", ParamType::Mixed, "null")]
    ),
    method!("Random\\Randomizer", "nextInt", m_next_int, []),
    method!(
        "Random\\Randomizer",
        "getInt",
        m_get_int,
        [
            ParamSpec::req("min", ParamType::Int),
            ParamSpec::req("max", ParamType::Int)
        ]
    ),
    method!(
        "Random\\Randomizer",
        "getBytes",
        m_get_bytes,
        [ParamSpec::req("length", ParamType::Int)]
    ),
    method!(
        "Random\\Randomizer",
        "shuffleArray",
        m_shuffle_array,
        [ParamSpec::req("array", ParamType::Array)]
    ),
    method!(
        "Random\\Randomizer",
        "shuffleBytes",
        m_shuffle_bytes,
        [ParamSpec::req("bytes", ParamType::String)]
    ),
    method!(
        "Random\\Randomizer",
        "pickArrayKeys",
        m_pick_array_keys,
        [
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::req("num", ParamType::Int)
        ]
    ),
    method!("Random\\Randomizer", "__serialize", m_serialize, []),
    method!(
        "Random\\Randomizer",
        "__unserialize",
        m_unserialize,
        [ParamSpec::req("data", ParamType::Array)]
    ),
];

/// Adds what a static [`NativeClass`] cannot say: the Randomizer's
/// `public readonly Random\Engine $engine`.
pub(crate) fn decorate(c: &mut crate::classes::ClassRt) {
    if c.name != RANDOMIZER.as_bytes() {
        return;
    }
    c.props.push(crate::classes::PropRt {
        name: b"engine".to_vec(),
        key: PhpStr::from("engine"),
        vis: rphp_bytecode::class::PUBLIC,
        declaring: RANDOMIZER.as_bytes().to_vec(),
        default: None,
        ty: Some(rphp_bytecode::TypeDecl {
            mask: 0,
            classes: vec![std::sync::Arc::from(&b"Random\\Engine"[..])],
            display: std::sync::Arc::from("Random\\Engine"),
        }),
        readonly: true,
    });
    c.prop_index.insert(b"engine".to_vec(), c.props.len() - 1);
}

/// php's random classes (all final built-ins, exceptions included) forbid
/// dynamic properties.
pub(crate) fn no_dynamic_props(class: &crate::classes::ClassRt) -> bool {
    class.origin.is_none()
        && class.name.len() > 7
        && class.name[..7].eq_ignore_ascii_case(b"Random\\")
}

/// Classes whose objects php refuses to clone.
pub fn uncloneable(class: &[u8]) -> bool {
    class.eq_ignore_ascii_case(RANDOMIZER.as_bytes())
        || class.eq_ignore_ascii_case(b"Random\\Engine\\Secure")
}

/// The engine a Randomizer draws from, as a [`Source`].
pub(crate) struct EngineSource<'a> {
    vm: &'a mut Vm,
    engine: PhpObject,
    /// A PHP class implementing `Random\Engine`: its `generate()` is called.
    user: bool,
}

impl<'a> EngineSource<'a> {
    fn new(vm: &'a mut Vm, engine: PhpObject) -> Self {
        let user = !engines::is_native(&engine);
        EngineSource { vm, engine, user }
    }
}

impl Source for EngineSource<'_> {
    type Error = Fault;

    fn generate(&mut self) -> Result<(u64, usize), Fault> {
        if !self.user {
            return engines::generate(self.vm, &self.engine);
        }
        let v = self
            .vm
            .call_obj_method(&self.engine, "generate", Vec::new())?;
        let s = match v.get() {
            Value::Str(s) => s,
            other => other.to_php_str(),
        };
        let b = s.as_bytes();
        if b.is_empty() {
            return Err(self.broken("A random engine must return a non-empty string"));
        }
        let n = b.len().min(8);
        Ok((rphp_random::le_u64(&b[..n]), n))
    }

    fn broken(&mut self, msg: &str) -> Fault {
        self.vm
            .throw_error("Random\\BrokenRandomEngineError", msg.to_string())
    }
}

/// The Randomizer's engine object (its `engine` property).
fn engine_of(vm: &mut Vm, this: &PhpObject) -> Result<PhpObject, Fault> {
    let engine = this.0.props_ref().get_str(b"engine").map(|v| v.get());
    if let Some(Value::Object(o)) = engine {
        return Ok(o);
    }
    let msg =
        "Typed property Random\\Randomizer::$engine must not be accessed before initialization";
    Err(vm.throw_error("Error", msg))
}

fn source<'a>(vm: &'a mut Vm, this: &PhpObject) -> Result<EngineSource<'a>, Fault> {
    let e = engine_of(vm, this)?;
    Ok(EngineSource::new(vm, e))
}

fn value_error(vm: &mut Vm, method: &str, msg: &str) -> Fault {
    vm.throw_error(
        "ValueError",
        format!("Random\\Randomizer::{method}(): {msg}"),
    )
}

fn m_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let engine = match args.first().map(|v| v.get()) {
        None | Some(Value::Null) => {
            let c = vm
                .lookup_class(b"Random\\Engine\\Secure")
                .expect("built-in class");
            vm.instantiate(&c)?
        }
        Some(Value::Object(o)) if o.instance_of(b"Random\\Engine") => o,
        Some(v) => {
            let msg = format!(
                "Random\\Randomizer::__construct(): Argument #1 ($engine) must be of type ?Random\\Engine, {} given",
                crate::calls::given_type(&v)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    if this.0.props_ref().get_str(b"engine").is_some() {
        let msg = "Cannot modify readonly property Random\\Randomizer::$engine";
        return Err(vm.throw_error("Error", msg));
    }
    this.0
        .props_mut()
        .insert(ArrayKey::from_bytes(b"engine"), Value::Object(engine));
    Ok(Value::Null)
}

fn m_next_int(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let (r, _) = source(vm, this)?.generate()?;
    Ok(Value::Int((r >> 1) as i64))
}

fn m_get_int(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let (min, max) = (args[0].to_int(), args[1].to_int());
    if max < min {
        let msg = "Argument #2 ($max) must be greater than or equal to argument #1 ($min)";
        return Err(value_error(vm, "getInt", msg));
    }
    let engine = engine_of(vm, this)?;
    if let Some(r) = engines::mt_php_scaled(&engine, min, max) {
        return Ok(Value::Int(r));
    }
    let mut s = EngineSource::new(vm, engine);
    Ok(Value::Int(rphp_random::range(&mut s, min, max)?))
}

fn m_get_bytes(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let len = args[0].to_int();
    if len < 1 {
        return Err(value_error(
            vm,
            "getBytes",
            "Argument #1 ($length) must be greater than 0",
        ));
    }
    let len = len as usize;
    if vm.check_memory(len).is_err() {
        return Err(vm.fatal("Allowed memory size exhausted"));
    }
    let mut s = source(vm, this)?;
    let mut out = Vec::with_capacity(len);
    while out.len() < len {
        let (r, size) = s.generate()?;
        let take = size.min(len - out.len());
        out.extend_from_slice(&r.to_le_bytes()[..take]);
    }
    Ok(Value::str(out))
}

fn m_shuffle_array(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let Value::Array(a) = args[0].get() else {
        return Ok(Value::Array(PhpArray::new()));
    };
    let mut values: Vec<Value> = a.values().cloned().collect();
    rphp_random::shuffle(&mut source(vm, this)?, &mut values)?;
    Ok(Value::Array(PhpArray::from_list(values)))
}

fn m_shuffle_bytes(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let s = args[0].to_php_str();
    if s.len() < 2 {
        return Ok(Value::Str(s));
    }
    let mut b = s.as_bytes().to_vec();
    rphp_random::shuffle(&mut source(vm, this)?, &mut b)?;
    Ok(Value::str(b))
}

fn m_pick_array_keys(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let Value::Array(arr) = args[0].get() else {
        return Ok(Value::Array(PhpArray::new()));
    };
    let num = args[1].to_int();
    let avail = arr.len();
    if avail == 0 {
        return Err(value_error(
            vm,
            "pickArrayKeys",
            "Argument #1 ($array) cannot be empty",
        ));
    }
    if num == 1 {
        let picked = rphp_random::pick_one(&mut source(vm, this)?, avail, arr.end_pos(), |i| {
            arr.key_at(i).is_some()
        })?;
        let key = match picked {
            Picked::Slot(i) => arr.key_at(i),
            Picked::Nth(n) => arr.keys().nth(n),
        }
        .expect("a live entry");
        return Ok(Value::Array(PhpArray::from_list(vec![key.into_value()])));
    }
    if num <= 0 || num as u64 > avail as u64 {
        return Err(value_error(
            vm,
            "pickArrayKeys",
            "Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)",
        ));
    }
    let marked = rphp_random::pick_many(&mut source(vm, this)?, avail, num as usize)?;
    let keys: Vec<Value> = arr
        .keys()
        .zip(marked)
        .filter(|(_, m)| *m)
        .map(|(k, _)| k.into_value())
        .collect();
    Ok(Value::Array(PhpArray::from_list(keys)))
}

fn m_serialize(_: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Array(PhpArray::from_list(vec![Value::Array(
        this.props(),
    )])))
}

fn m_unserialize(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let invalid = |vm: &mut Vm| {
        let msg = "Invalid serialization data for Random\\Randomizer object";
        vm.throw_error("Exception", msg)
    };
    let Value::Array(d) = args[0].get() else {
        return Err(invalid(vm));
    };
    let members = match d.get_int(0).map(|v| v.get()) {
        Some(Value::Array(m)) if d.len() == 1 => m,
        _ => return Err(invalid(vm)),
    };
    for (k, v) in members.iter() {
        this.0.props_mut().insert(k.clone(), v.get());
    }
    let engine = this.0.props_ref().get_str(b"engine").map(|v| v.get());
    match engine {
        Some(Value::Object(o)) if o.instance_of(b"Random\\Engine") => Ok(Value::Null),
        _ => Err(invalid(vm)),
    }
}
