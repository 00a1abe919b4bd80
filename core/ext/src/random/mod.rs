//! php's random functions (ext/random in 8.2): the request's Mersenne
//! Twister behind `mt_rand`/`rand`/`shuffle`/`array_rand`/`str_shuffle`,
//! seeded by `mt_srand` for php's exact sequences or else from the host's
//! secure source on first use; `random_int`/`random_bytes` from that source;
//! `lcg_value`'s combined LCG.

mod pick;

use crate::util::{int_arg, value_error};
use rphp_random::mt::{self, Mt};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, ThrowKind, Value};
use std::cell::RefCell;

pub use pick::BUILTINS as PICK_BUILTINS;

thread_local! {
    /// The request's Mersenne Twister, `None` until seeded.
    static MT: RefCell<Option<Mt>> = const { RefCell::new(None) };
    /// `lcg_value()`'s two LCG states, `None` until seeded.
    static LCG: RefCell<Option<(i32, i32)>> = const { RefCell::new(None) };
}

/// The random module's constants.
pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("MT_RAND_MT19937", Value::Int(mt::MODE_MT19937)),
        ("MT_RAND_PHP", Value::Int(mt::MODE_PHP)),
    ]
}

/// A seed from the host's secure source, or from the clock when it has none
/// (php's `GENERATE_SEED` fallback).
fn fresh_seed(ctx: &mut dyn Context) -> u64 {
    let mut b = [0u8; 8];
    if ctx.random_bytes(&mut b) {
        return u64::from_le_bytes(b);
    }
    let (s, n) = ctx.now();
    let mut x = (s as u64)
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(n))
        .wrapping_add(ctx.monotonic_nanos().rotate_left(29));
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Runs `f` on the request's twister, seeding it first if no script did.
pub fn with_mt<R>(ctx: &mut dyn Context, f: impl FnOnce(&mut Mt) -> R) -> R {
    let seeded = MT.with(|m| m.borrow().is_some());
    if !seeded {
        let seed = fresh_seed(ctx) as u32;
        MT.with(|m| *m.borrow_mut() = Some(Mt::new(seed, false)));
    }
    MT.with(|m| f(m.borrow_mut().as_mut().expect("seeded above")))
}

/// `php_mt_rand_range`: what shuffle, str_shuffle and array_rand draw with.
pub fn mt_range(ctx: &mut dyn Context, min: i64, max: i64) -> i64 {
    with_mt(ctx, |m| m.range(min, max))
}

/// The request's twister as a [`rphp_random::Source`] for the shared
/// shuffle and sampling algorithms.
pub struct GlobalMt<'a>(pub &'a mut dyn Context);

impl rphp_random::Source for GlobalMt<'_> {
    type Error = ();
    fn generate(&mut self) -> Result<(u64, usize), ()> {
        Ok((u64::from(with_mt(self.0, |m| m.next_u32())), 4))
    }
    fn broken(&mut self, _: &str) {}
}

const SEED: &[ParamSpec] = &[
    ParamSpec::opt("seed", ParamType::Int, "0"),
    ParamSpec::opt("mode", ParamType::Int, "MT_RAND_MT19937"),
];
const MIN_MAX: &[ParamSpec] = &[
    ParamSpec::opt("min", ParamType::Int, "0"),
    ParamSpec::opt("max", ParamType::Int, "PHP_INT_MAX"),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "mt_srand",
        params: SEED,
        func: mt_srand,
    },
    Builtin {
        name: "srand",
        params: SEED,
        func: mt_srand,
    },
    Builtin {
        name: "mt_rand",
        params: MIN_MAX,
        func: |ctx, a| rand_impl(ctx, a, "mt_rand"),
    },
    Builtin {
        name: "rand",
        params: MIN_MAX,
        func: |ctx, a| rand_impl(ctx, a, "rand"),
    },
    Builtin {
        name: "mt_getrandmax",
        params: &[],
        func: |_, _| Ok(Value::Int(mt::MAX)),
    },
    Builtin {
        name: "getrandmax",
        params: &[],
        func: |_, _| Ok(Value::Int(mt::MAX)),
    },
    Builtin {
        name: "random_int",
        params: &[
            ParamSpec::req("min", ParamType::Int),
            ParamSpec::req("max", ParamType::Int),
        ],
        func: random_int,
    },
    Builtin {
        name: "random_bytes",
        params: &[ParamSpec::req("length", ParamType::Int)],
        func: random_bytes,
    },
    Builtin {
        name: "lcg_value",
        params: &[],
        func: lcg_value,
    },
];

fn mt_srand(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let seed = if a.is_empty() {
        fresh_seed(ctx)
    } else {
        int_arg(a, 0, 0) as u64
    };
    // Any mode but MT_RAND_PHP selects the correct algorithm.
    let php_mode = int_arg(a, 1, mt::MODE_MT19937) == mt::MODE_PHP;
    MT.with(|m| *m.borrow_mut() = Some(Mt::new(seed as u32, php_mode)));
    Ok(Value::Null)
}

fn rand_impl(ctx: &mut dyn Context, a: &mut [Value], name: &str) -> Result<Value, Fault> {
    match a.len() {
        0 => return Ok(Value::Int(i64::from(with_mt(ctx, |m| m.next_u32()) >> 1))),
        1 => {
            return Err(ctx.throw(
                ThrowKind::ArgumentCountError,
                format!("{}() expects exactly 2 arguments, 1 given", name),
            ))
        }
        _ => {}
    }
    let (min, max) = (int_arg(a, 0, 0), int_arg(a, 1, 0));
    if max < min {
        if name == "rand" {
            // rand() keeps its pre-7.1 leniency: the bounds are swapped.
            return Ok(Value::Int(with_mt(ctx, |m| m.common(max, min))));
        }
        return Err(value_error(
            ctx,
            name,
            1,
            "max",
            "must be greater than or equal to argument #1 ($min)",
        ));
    }
    Ok(Value::Int(with_mt(ctx, |m| m.common(min, max))))
}

/// Fills `buf` from the host's secure source or throws php's exception.
fn secure_bytes(ctx: &mut dyn Context, buf: &mut [u8]) -> Result<(), Fault> {
    if ctx.random_bytes(buf) {
        Ok(())
    } else {
        Err(ctx.throw(ThrowKind::Exception, "Cannot open source device".into()))
    }
}

fn random_int(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let (min, max) = (int_arg(a, 0, 0), int_arg(a, 1, 0));
    if min > max {
        return Err(value_error(
            ctx,
            "random_int",
            0,
            "min",
            "must be less than or equal to argument #2 ($max)",
        ));
    }
    let umax = (max as u64).wrapping_sub(min as u64);
    let draw = |ctx: &mut dyn Context| -> Result<u64, Fault> {
        let mut b = [0u8; 8];
        secure_bytes(ctx, &mut b)?;
        Ok(u64::from_le_bytes(b))
    };
    let mut r = draw(ctx)?;
    if umax != u64::MAX {
        let span = umax + 1;
        if span & (span - 1) == 0 {
            r &= span - 1;
        } else {
            // Reject the top partial block so every value is equally likely.
            let limit = u64::MAX - (u64::MAX % span) - 1;
            while r > limit {
                r = draw(ctx)?;
            }
            r %= span;
        }
    }
    Ok(Value::Int((min as u64).wrapping_add(r) as i64))
}

fn random_bytes(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let n = int_arg(a, 0, 0);
    if n < 1 {
        return Err(value_error(
            ctx,
            "random_bytes",
            0,
            "length",
            "must be greater than 0",
        ));
    }
    let mut buf = Vec::new();
    if buf.try_reserve_exact(n as usize).is_err() {
        return Err(ctx.throw(
            ThrowKind::Error,
            format!(
                "Possible integer overflow in memory allocation ({} + 32)",
                n
            ),
        ));
    }
    buf.resize(n as usize, 0);
    secure_bytes(ctx, &mut buf)?;
    Ok(Value::str(buf))
}

/// L'Ecuyer's combined LCG, as ext/standard/lcg.c steps it.
fn lcg_value(ctx: &mut dyn Context, _: &mut [Value]) -> Result<Value, Fault> {
    if LCG.with(|l| l.borrow().is_none()) {
        let seed = fresh_seed(ctx);
        // Both states must be non-zero and below their moduli.
        let s1 = ((seed & 0xFFFF_FFFF) % 2_147_483_562) as i32 + 1;
        let s2 = ((seed >> 32) % 2_147_483_398) as i32 + 1;
        LCG.with(|l| *l.borrow_mut() = Some((s1, s2)));
    }
    let z = LCG.with(|l| {
        let mut l = l.borrow_mut();
        let (s1, s2) = l.as_mut().expect("seeded above");
        *s1 = modmult(53668, 40014, 12211, 2_147_483_563, *s1);
        *s2 = modmult(52774, 40692, 3791, 2_147_483_399, *s2);
        let mut z = *s1 - *s2;
        if z < 1 {
            z += 2_147_483_562;
        }
        z
    });
    Ok(Value::Float(f64::from(z) * 4.656613e-10))
}

/// `s = b*s mod m` by Schrage's method, without overflowing 32 bits.
fn modmult(a: i32, b: i32, c: i32, m: i32, s: i32) -> i32 {
    let q = s / a;
    let mut s = b * (s - a * q) - c * q;
    if s < 0 {
        s += m;
    }
    s
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn seeded_sequences() {
        let (_, mut ctx) = call("mt_srand", vec![i(1)]);
        let b = crate::builtins().find(|b| b.name == "mt_rand").unwrap();
        let r = (b.func)(&mut ctx, &mut []).unwrap();
        assert!(matches!(r, rphp_value::Value::Int(895547922)));
        assert_eq!(run("random_int", vec![i(3), i(3)]), "3");
        assert_eq!(
            run("random_int", vec![i(5), i(1)]),
            "ValueError: random_int(): Argument #1 ($min) must be less than or equal to argument #2 ($max)"
        );
    }

    #[test]
    fn lcg_stays_in_range() {
        for _ in 0..100 {
            let (r, _) = call("lcg_value", vec![]);
            let f = match r.unwrap() {
                rphp_value::Value::Float(f) => f,
                _ => panic!(),
            };
            assert!(f > 0.0 && f < 1.0);
        }
    }
}
