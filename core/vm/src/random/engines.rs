//! The native engines: `Random\Engine\Mt19937` (both modes),
//! `PcgOneseq128XslRr64`, `Xoshiro256StarStar` and `Secure`, with php's
//! seeding rules, `generate()` bytes, jumps, and the `__serialize`/
//! `__unserialize`/`__debugInfo` state format (hex of little-endian words).

use crate::spl::{method, native_base, state, NativeClass};
use crate::vm::Vm;
use rphp_bytecode::class::flags::FINAL;
use rphp_random::mt::{self, Mt};
use rphp_random::pcg::Pcg;
use rphp_random::xoshiro::Xoshiro;
use rphp_random::{hex_le, parse_hex_le};
use rphp_value::{ArrayKey, Context, Fault, ParamSpec, ParamType, PhpArray, PhpObject, Value};
use std::any::Any;

const MT_NAME: &str = "Random\\Engine\\Mt19937";
const PCG_NAME: &str = "Random\\Engine\\PcgOneseq128XslRr64";
const XOSHIRO_NAME: &str = "Random\\Engine\\Xoshiro256StarStar";
const SECURE_NAME: &str = "Random\\Engine\\Secure";

/// An engine object's state (`Unset` until constructed or unserialized).
#[derive(Clone, Default)]
pub(crate) enum Engine {
    #[default]
    Unset,
    Mt(Box<Mt>),
    Pcg(Pcg),
    Xoshiro(Xoshiro),
    Secure,
}

pub(crate) fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    b.downcast_ref::<Engine>()
        .map(|s| Box::new(s.clone()) as Box<dyn Any>)
}

/// Whether `o` is one of the native engines (not a PHP class).
pub(crate) fn is_native(o: &PhpObject) -> bool {
    crate::classes::class_of(o)
        .and_then(native_base)
        .is_some_and(|b| b.starts_with("Random\\Engine\\"))
}

/// The state of a native engine; one never constructed starts zeroed.
fn engine(o: &PhpObject) -> std::cell::RefMut<'_, Engine> {
    let mut e = state::<Engine>(o);
    if matches!(*e, Engine::Unset) {
        *e = match crate::classes::class_of(o).and_then(native_base) {
            Some(MT_NAME) => Engine::Mt(Box::new(Mt::from_parts([0; mt::N], 0, false))),
            Some(PCG_NAME) => Engine::Pcg(Pcg { state: 0 }),
            Some(XOSHIRO_NAME) => Engine::Xoshiro(Xoshiro { s: [0; 4] }),
            _ => Engine::Secure,
        };
    }
    e
}

/// One output of a native engine and its size in bytes.
pub(crate) fn generate(vm: &mut Vm, o: &PhpObject) -> Result<(u64, usize), Fault> {
    let out = match &mut *engine(o) {
        Engine::Mt(m) => Some((u64::from(m.next_u32()), 4)),
        Engine::Pcg(p) => Some((p.next_u64(), 8)),
        Engine::Xoshiro(x) => Some((x.next_u64(), 8)),
        _ => None,
    };
    match out {
        Some(r) => Ok(r),
        None => {
            let mut b = [0u8; 8];
            secure(vm, &mut b, "Cannot open source device")?;
            Ok((u64::from_le_bytes(b), 8))
        }
    }
}

/// `getInt()` on an `MT_RAND_PHP` twister: php 5's float scaling.
pub(crate) fn mt_php_scaled(o: &PhpObject, min: i64, max: i64) -> Option<i64> {
    if !is_native(o) {
        return None;
    }
    match &mut *engine(o) {
        Engine::Mt(m) if m.php_mode() => {
            let r = u64::from(m.next_u32() >> 1);
            let offset =
                ((max as f64 - min as f64 + 1.0) * (r as f64 / (mt::MAX as f64 + 1.0))) as u64;
            Some(offset.wrapping_add(min as u64) as i64)
        }
        _ => None,
    }
}

fn secure(vm: &mut Vm, buf: &mut [u8], msg: &str) -> Result<(), Fault> {
    if Context::random_bytes(vm, buf) {
        Ok(())
    } else {
        Err(vm.throw_error("Random\\RandomException", msg.to_string()))
    }
}

fn random_seed(vm: &mut Vm, buf: &mut [u8]) -> Result<(), Fault> {
    secure(vm, buf, "Failed to generate a random seed")
}

const SEED: ParamSpec = ParamSpec::opt("seed", ParamType::IntOrString, "null").nullable();
const DATA: ParamSpec = ParamSpec::req("data", ParamType::Array);

pub(crate) static MT19937: NativeClass = NativeClass {
    name: MT_NAME,
    parent: None,
    interfaces: &["Random\\Engine"],
    flags: FINAL,
    consts: &[],
    methods: &[
        method!(
            "Random\\Engine\\Mt19937",
            "__construct",
            mt_construct,
            [
                ParamSpec::opt("seed", ParamType::Int, "null").nullable(),
                ParamSpec::opt("mode", ParamType::Int, "MT_RAND_MT19937")
            ]
        ),
        method!("Random\\Engine\\Mt19937", "generate", m_generate, []),
        method!("Random\\Engine\\Mt19937", "__serialize", m_serialize, []),
        method!(
            "Random\\Engine\\Mt19937",
            "__unserialize",
            m_unserialize,
            [DATA]
        ),
        method!("Random\\Engine\\Mt19937", "__debugInfo", m_debug_info, []),
    ],
};

pub(crate) static PCG: NativeClass = NativeClass {
    name: PCG_NAME,
    parent: None,
    interfaces: &["Random\\Engine"],
    flags: FINAL,
    consts: &[],
    methods: &[
        method!(
            "Random\\Engine\\PcgOneseq128XslRr64",
            "__construct",
            pcg_construct,
            [SEED]
        ),
        method!(
            "Random\\Engine\\PcgOneseq128XslRr64",
            "generate",
            m_generate,
            []
        ),
        method!(
            "Random\\Engine\\PcgOneseq128XslRr64",
            "jump",
            pcg_jump,
            [ParamSpec::req("advance", ParamType::Int)]
        ),
        method!(
            "Random\\Engine\\PcgOneseq128XslRr64",
            "__serialize",
            m_serialize,
            []
        ),
        method!(
            "Random\\Engine\\PcgOneseq128XslRr64",
            "__unserialize",
            m_unserialize,
            [DATA]
        ),
        method!(
            "Random\\Engine\\PcgOneseq128XslRr64",
            "__debugInfo",
            m_debug_info,
            []
        ),
    ],
};

pub(crate) static XOSHIRO: NativeClass = NativeClass {
    name: XOSHIRO_NAME,
    parent: None,
    interfaces: &["Random\\Engine"],
    flags: FINAL,
    consts: &[],
    methods: &[
        method!(
            "Random\\Engine\\Xoshiro256StarStar",
            "__construct",
            xoshiro_construct,
            [SEED]
        ),
        method!(
            "Random\\Engine\\Xoshiro256StarStar",
            "generate",
            m_generate,
            []
        ),
        method!(
            "Random\\Engine\\Xoshiro256StarStar",
            "jump",
            xoshiro_jump,
            []
        ),
        method!(
            "Random\\Engine\\Xoshiro256StarStar",
            "jumpLong",
            xoshiro_jump_long,
            []
        ),
        method!(
            "Random\\Engine\\Xoshiro256StarStar",
            "__serialize",
            m_serialize,
            []
        ),
        method!(
            "Random\\Engine\\Xoshiro256StarStar",
            "__unserialize",
            m_unserialize,
            [DATA]
        ),
        method!(
            "Random\\Engine\\Xoshiro256StarStar",
            "__debugInfo",
            m_debug_info,
            []
        ),
    ],
};

pub(crate) static SECURE: NativeClass = NativeClass {
    name: SECURE_NAME,
    parent: None,
    interfaces: &["Random\\CryptoSafeEngine"],
    flags: FINAL,
    consts: &[],
    methods: &[method!(
        "Random\\Engine\\Secure",
        "generate",
        m_generate,
        []
    )],
};

fn mt_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let mode = args.get(1).map_or(mt::MODE_MT19937, |v| v.to_int());
    if mode != mt::MODE_MT19937 && mode != mt::MODE_PHP {
        let msg = "Random\\Engine\\Mt19937::__construct(): Argument #2 ($mode) must be either MT_RAND_MT19937 or MT_RAND_PHP";
        return Err(vm.throw_error("ValueError", msg));
    }
    let seed = match args.first().map(|v| v.get()) {
        None | Some(Value::Null) => {
            let mut b = [0u8; 8];
            random_seed(vm, &mut b)?;
            u64::from_le_bytes(b) as u32
        }
        Some(v) => v.to_int() as u32,
    };
    *state::<Engine>(this) = Engine::Mt(Box::new(Mt::new(seed, mode == mt::MODE_PHP)));
    Ok(Value::Null)
}

fn pcg_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let p = match args.first().map(|v| v.get()) {
        None | Some(Value::Null) => {
            let mut b = [0u8; 16];
            random_seed(vm, &mut b)?;
            Pcg {
                state: u128::from_le_bytes(b),
            }
        }
        Some(Value::Str(s)) => match <&[u8; 16]>::try_from(s.as_bytes()) {
            Ok(b) => Pcg::seed_bytes(b),
            Err(_) => {
                let msg = "Random\\Engine\\PcgOneseq128XslRr64::__construct(): Argument #1 ($seed) must be a 16 byte (128 bit) string";
                return Err(vm.throw_error("ValueError", msg));
            }
        },
        Some(v) => Pcg::seed(v.to_int() as u64),
    };
    *state::<Engine>(this) = Engine::Pcg(p);
    Ok(Value::Null)
}

fn xoshiro_construct(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let x = match args.first().map(|v| v.get()) {
        None | Some(Value::Null) => loop {
            let mut b = [0u8; 32];
            random_seed(vm, &mut b)?;
            if b.iter().any(|&x| x != 0) {
                break Xoshiro::from_bytes(&b);
            }
        },
        Some(Value::Str(s)) => match <&[u8; 32]>::try_from(s.as_bytes()) {
            Ok(b) if b.iter().all(|&x| x == 0) => {
                let msg = "Random\\Engine\\Xoshiro256StarStar::__construct(): Argument #1 ($seed) must not consist entirely of NUL bytes";
                return Err(vm.throw_error("ValueError", msg));
            }
            Ok(b) => Xoshiro::from_bytes(b),
            Err(_) => {
                let msg = "Random\\Engine\\Xoshiro256StarStar::__construct(): Argument #1 ($seed) must be a 32 byte (256 bit) string";
                return Err(vm.throw_error("ValueError", msg));
            }
        },
        Some(v) => Xoshiro::seed(v.to_int() as u64),
    };
    *state::<Engine>(this) = Engine::Xoshiro(x);
    Ok(Value::Null)
}

fn m_generate(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let (r, size) = generate(vm, this)?;
    Ok(Value::str(r.to_le_bytes()[..size].to_vec()))
}

fn pcg_jump(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let n = args[0].to_int();
    if n < 0 {
        let msg = "Random\\Engine\\PcgOneseq128XslRr64::jump(): Argument #1 ($advance) must be greater than or equal to 0";
        return Err(vm.throw_error("ValueError", msg));
    }
    if let Engine::Pcg(p) = &mut *engine(this) {
        p.jump(n as u64);
    }
    Ok(Value::Null)
}

fn xoshiro_jump(_: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    if let Engine::Xoshiro(x) = &mut *engine(this) {
        x.jump();
    }
    Ok(Value::Null)
}

fn xoshiro_jump_long(_: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    if let Engine::Xoshiro(x) = &mut *engine(this) {
        x.jump_long();
    }
    Ok(Value::Null)
}

/// The state as php serializes it.
fn states(this: &PhpObject) -> PhpArray {
    let hex = |v: u64, n: usize| Value::str(hex_le(v, n).into_bytes());
    let list = match &*engine(this) {
        Engine::Mt(m) => {
            let (words, count, php) = m.parts();
            let mut l: Vec<Value> = words.iter().map(|&w| hex(u64::from(w), 4)).collect();
            l.push(Value::Int(count as i64));
            l.push(Value::Int(if php {
                mt::MODE_PHP
            } else {
                mt::MODE_MT19937
            }));
            l
        }
        Engine::Pcg(p) => vec![hex(p.hi(), 8), hex(p.lo(), 8)],
        Engine::Xoshiro(x) => x.s.iter().map(|&w| hex(w, 8)).collect(),
        _ => Vec::new(),
    };
    PhpArray::from_list(list)
}

fn m_serialize(_: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Array(PhpArray::from_list(vec![
        Value::Array(this.props()),
        Value::Array(states(this)),
    ])))
}

fn m_debug_info(_: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let mut out = this.props();
    out.insert(
        ArrayKey::from_bytes(b"__states"),
        Value::Array(states(this)),
    );
    Ok(Value::Array(out))
}

/// The state from php's serialized form, if it is well-formed.
fn parse_states(kind: &str, d: &PhpArray) -> Option<Engine> {
    let hex_at = |i: i64, bytes: usize| match d.get_int(i).map(|v| v.get()) {
        Some(Value::Str(s)) => parse_hex_le(s.as_bytes(), bytes),
        _ => None,
    };
    let int_at = |i: i64| match d.get_int(i).map(|v| v.get()) {
        Some(Value::Int(n)) => Some(n),
        _ => None,
    };
    match kind {
        MT_NAME => {
            if d.len() != mt::N + 2 {
                return None;
            }
            let mut words = [0u32; mt::N];
            for (i, w) in words.iter_mut().enumerate() {
                *w = hex_at(i as i64, 4)? as u32;
            }
            let count = int_at(mt::N as i64).filter(|c| (0..=mt::N as i64).contains(c))?;
            let mode = int_at(mt::N as i64 + 1)
                .filter(|m| *m == mt::MODE_MT19937 || *m == mt::MODE_PHP)?;
            Some(Engine::Mt(Box::new(Mt::from_parts(
                words,
                count as usize,
                mode == mt::MODE_PHP,
            ))))
        }
        PCG_NAME => {
            if d.len() != 2 {
                return None;
            }
            let (hi, lo) = (hex_at(0, 8)?, hex_at(1, 8)?);
            Some(Engine::Pcg(Pcg {
                state: (u128::from(hi) << 64) | u128::from(lo),
            }))
        }
        XOSHIRO_NAME => {
            if d.len() != 4 {
                return None;
            }
            let mut s = [0u64; 4];
            for (i, w) in s.iter_mut().enumerate() {
                *w = hex_at(i as i64, 8)?;
            }
            (s != [0; 4]).then_some(Engine::Xoshiro(Xoshiro { s }))
        }
        _ => None,
    }
}

fn m_unserialize(vm: &mut Vm, this: &PhpObject, args: &mut [Value]) -> Result<Value, Fault> {
    let kind = crate::classes::class_of(this)
        .and_then(native_base)
        .unwrap_or(MT_NAME);
    let invalid = |vm: &mut Vm| {
        let msg = format!("Invalid serialization data for {kind} object");
        vm.throw_error("Exception", msg)
    };
    let Value::Array(d) = args[0].get() else {
        return Err(invalid(vm));
    };
    if d.len() != 2 {
        return Err(invalid(vm));
    }
    let Some(Value::Array(members)) = d.get_int(0).map(|v| v.get()) else {
        return Err(invalid(vm));
    };
    for (k, v) in members.iter() {
        this.0.props_mut().insert(k.clone(), v.get());
    }
    let Some(Value::Array(st)) = d.get_int(1).map(|v| v.get()) else {
        return Err(invalid(vm));
    };
    match parse_states(kind, &st) {
        Some(e) => {
            *state::<Engine>(this) = e;
            Ok(Value::Null)
        }
        None => Err(invalid(vm)),
    }
}
