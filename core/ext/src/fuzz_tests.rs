//! Robustness: every builtin is called with a battery of odd arguments
//! (wrong types, negative and huge numbers, empty and binary strings, nested
//! arrays) and must return or throw, never panic. The VM coerces argument
//! types first, so this is stricter than real use.

use crate::testing::MockCtx;
use rphp_value::{PhpArray, Reference, Value};

fn samples() -> Vec<Value> {
    let nested: PhpArray = vec![
        Value::Int(1),
        Value::str("a"),
        Value::Array(vec![Value::Null].into_iter().collect()),
    ]
    .into_iter()
    .collect();
    let mut assoc = PhpArray::new();
    assoc.insert(rphp_value::ArrayKey::from_bytes(b"k"), Value::Float(1.5));
    assoc.insert(rphp_value::ArrayKey::Int(-7), Value::str("x"));
    vec![
        Value::Null,
        Value::Bool(true),
        Value::Int(0),
        Value::Int(-1),
        Value::Int(3),
        Value::Int(-100),
        Value::Int(1 << 31),
        Value::Float(-2.5),
        Value::Float(f64::NAN),
        Value::Float(f64::INFINITY),
        Value::str(""),
        Value::str("abc"),
        Value::str("%s%d%'"),
        Value::str(vec![0xff, 0x00, b'&', b'<', 0xc3]),
        Value::str("a,b;c=d&e[]=1"),
        Value::Array(PhpArray::new()),
        Value::Array(nested),
        Value::Array(assoc),
    ]
}

/// Functions whose output size follows a numeric argument: huge values would
/// only test the allocator.
const SIZE_ARGS: &[&str] = &[
    "str_repeat",
    "str_pad",
    "array_fill",
    "array_pad",
    "range",
    "sprintf",
    "printf",
    "vsprintf",
    "vprintf",
    "number_format",
    "mhash_keygen_s2k",
];

#[test]
fn builtins_never_panic() {
    let values = samples();
    let mut failures = Vec::new();
    let mut calls = 0usize;
    for b in crate::builtins() {
        // The VM enforces arity, so start at the required count.
        let required = b
            .params
            .iter()
            .filter(|p| p.default.is_none() && !p.variadic)
            .count();
        let max = (b.params.len() + 1).max(required).min(required + 3);
        // Every argument position cycles through the samples, one position at a time.
        for n in required..=max {
            for pos in 0..n.max(1) {
                for v in &values {
                    if SIZE_ARGS.contains(&b.name) && matches!(v, Value::Int(i) if *i > 1000) {
                        continue;
                    }
                    let mut args: Vec<Value> = (0..n)
                        .map(|k| {
                            if k == pos {
                                v.clone()
                            } else {
                                Value::str("abc")
                            }
                        })
                        .collect();
                    for (k, p) in b.params.iter().enumerate() {
                        if p.by_ref && k < args.len() {
                            args[k] = Value::Ref(Reference::new(std::mem::take(&mut args[k])));
                        }
                    }
                    let name = b.name;
                    calls += 1;
                    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        let mut ctx = MockCtx::new().with_callback("abc", |_| Value::Int(0));
                        let _ = (b.func)(&mut ctx, &mut args);
                    }));
                    if result.is_err() {
                        failures.push(format!("{}({} args, #{} = {:?})", name, n, pos, v));
                    }
                }
            }
        }
    }
    assert!(calls > 10_000, "only {} calls", calls);
    assert!(
        failures.is_empty(),
        "{} panics:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
