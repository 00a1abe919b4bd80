//! The bytecode cache format against the compiler's real output: every
//! corpus case that compiles verifies, round-trips unchanged, and survives
//! damage (flipped bytes, truncation, forged fields) without a panic.

use rphp_core::cache::{self, Key, Reject};
use std::path::{Path, PathBuf};

fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cases");
    let mut out = Vec::new();
    let mut dirs = vec![root];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("tests/cases").flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "php") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn key_for(path: &[u8], size: usize) -> Key {
    Key {
        path: path.to_vec(),
        size: size as u64,
        mtime_secs: 1_700_000_000,
        mtime_nanos: 123,
    }
}

/// Compiled corpus scripts with their keys and encodings.
fn compiled() -> Vec<(rphp_core::Script, Key, Vec<u8>)> {
    let mut out = Vec::new();
    for p in cases() {
        let src = std::fs::read(&p).unwrap();
        let name = p.to_string_lossy().into_owned();
        let Ok(script) = rphp_core::compile(&src, name.as_bytes()) else {
            continue;
        };
        let key = key_for(name.as_bytes(), src.len());
        let bytes = cache::encode(&script, &key);
        out.push((script, key, bytes));
    }
    assert!(out.len() > 400, "the corpus compiles");
    out
}

/// NaN literals are not equal to themselves; compare encodings too.
fn same(a: &rphp_core::Script, b: &rphp_core::Script, key: &Key) -> bool {
    a == b || cache::encode(a, key) == cache::encode(b, key)
}

#[test]
fn corpus_verifies_and_round_trips() {
    for (script, key, bytes) in compiled() {
        let name = String::from_utf8_lossy(&key.path).into_owned();
        if let Err(e) = rphp_bytecode::verify::script(&script) {
            panic!("{name}: the compiler's output fails verification: {e}");
        }
        match cache::load(&bytes, &key) {
            Ok(back) => assert!(same(&script, &back, &key), "{name}: round trip differs"),
            Err(e) => panic!("{name}: {e}"),
        }
    }
}

#[test]
fn stale_foreign_and_damaged_entries_are_refused() {
    let all = compiled();
    let (_, key, bytes) = &all[0];
    let mut other = key.clone();
    other.mtime_nanos += 1;
    assert_eq!(cache::load(bytes, &other), Err(Reject::Stale));
    other = key.clone();
    other.size += 1;
    assert_eq!(cache::load(bytes, &other), Err(Reject::Stale));
    other = key.clone();
    other.path.push(b'x');
    assert_eq!(cache::load(bytes, &other), Err(Reject::Stale));
    assert_eq!(cache::load(b"", key), Err(Reject::NotAnEntry));
    assert_eq!(cache::load(b"<?php echo 1;", key), Err(Reject::NotAnEntry));
    let mut v = bytes.clone();
    v[8] = v[8].wrapping_add(1);
    assert!(matches!(cache::load(&v, key), Err(Reject::Version(_))));
    let mut v = bytes.clone();
    let last = v.len() - 1;
    v[last] ^= 1;
    assert_eq!(cache::load(&v, key), Err(Reject::Checksum));
    let mut v = bytes.clone();
    v.pop();
    assert_eq!(cache::load(&v, key), Err(Reject::Checksum));
}

/// Rewrites the checksum so damage reaches the decoder and the verifier
/// (as a deliberately forged entry would).
fn reseal(v: &mut [u8]) {
    let sum = cache::fnv1a64(&v[20..]);
    v[12..20].copy_from_slice(&sum.to_le_bytes());
}

/// xorshift: reproducible pseudo-random numbers without a dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn forged_entries_never_panic() {
    let all = compiled();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut accepted = 0;
    let mut refused = 0;
    for round in 0..6000 {
        let (_, key, bytes) = &all[rng.below(all.len())];
        let mut v = bytes.clone();
        match round % 4 {
            // Flip a few bytes.
            0 | 1 => {
                for _ in 0..1 + rng.below(4) {
                    let i = 20 + rng.below(v.len() - 20);
                    v[i] ^= 1 << rng.below(8);
                }
            }
            // Overwrite a word with an extreme value (counts, operands, indices).
            2 => {
                let i = 20 + rng.below(v.len() - 24);
                let w: [u8; 4] = match rng.below(4) {
                    0 => u32::MAX.to_le_bytes(),
                    1 => (1u32 << 31).to_le_bytes(),
                    2 => (rng.below(300) as u32).to_le_bytes(),
                    _ => 0u32.to_le_bytes(),
                };
                v[i..i + 4].copy_from_slice(&w);
            }
            // Truncate.
            _ => {
                let n = 20 + rng.below(v.len() - 20);
                v.truncate(n);
            }
        }
        reseal(&mut v);
        match cache::load(&v, key) {
            Ok(s) => {
                accepted += 1;
                // What the verifier accepts must at least verify again
                // after a second round trip.
                assert!(cache::load(&cache::encode(&s, key), key).is_ok());
            }
            Err(_) => refused += 1,
        }
    }
    assert!(refused > 0 && accepted + refused == 6000);
}

/// Changes one operand or opcode of one instruction of `s`.
fn mutate(s: &mut rphp_core::Script, rng: &mut Rng) {
    use rphp_bytecode::{Op, LIT, NONE};
    let nf = s.functions.len() + 1;
    let which = rng.below(nf);
    let f = if which == 0 {
        std::sync::Arc::make_mut(&mut s.main)
    } else {
        std::sync::Arc::make_mut(&mut s.functions[which - 1])
    };
    let i = rng.below(f.code.len());
    let slots = f.num_slots as usize;
    let lits = f.literals.len();
    let value = match rng.below(6) {
        0 => rng.below(slots + 4) as u32,
        1 => LIT | rng.below(lits + 2) as u32,
        2 => NONE,
        3 => rng.below(f.code.len() + 2) as u32,
        4 => rng.below(8) as u32,
        _ => rng.next() as u32,
    };
    let ins = &mut f.code[i];
    match rng.below(5) {
        0 => ins.a = value,
        1 => ins.b = value,
        2 => ins.c = value,
        3 => ins.op = Op::ALL[rng.below(Op::ALL.len())],
        _ => {
            let j = rng.below(f.code.len());
            f.code.swap(i, j);
        }
    }
}

/// Mutated scripts that the verifier accepts run to completion (or to
/// php's limits) without a panic: the verifier covers what the VM indexes.
#[test]
fn verified_mutants_run_without_panicking() {
    let all: Vec<_> = compiled()
        .into_iter()
        .filter(|(_, k, _)| {
            // Cases that exhaust limits or read files need a real host.
            let p = String::from_utf8_lossy(&k.path);
            !p.contains("/limits/") && !p.contains("/files/") && !p.contains("/include/")
        })
        .collect();
    let seed = std::env::var("RPHP_MUTANTS_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x2545_f491_4f6c_dd1d);
    let mut rng = Rng(seed);
    let opts = rphp_core::RunOptions {
        args: Vec::new(),
        ini: vec![
            ("max_execution_time".into(), "1".into()),
            ("memory_limit".into(), "32M".into()),
        ],
    };
    let mut ran = 0;
    let mut panics = Vec::new();
    let mut stuck = 0;
    let rounds = std::env::var("RPHP_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let trace = std::env::var_os("RPHP_MUTANTS_TRACE").is_some();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if trace {
            eprintln!("panic: {info}");
        }
    }));
    for round in 0..rounds {
        let (script, key, _) = &all[rng.below(all.len())];
        let mut s = script.clone();
        for _ in 0..1 + rng.below(2) {
            mutate(&mut s, &mut rng);
        }
        let bytes = cache::encode(&s, key);
        let Ok(loaded) = cache::load(&bytes, key) else {
            continue;
        };
        ran += 1;
        if trace {
            eprintln!("round {round}: {}", String::from_utf8_lossy(&key.path));
        }
        // A mutant may build an exponentially large value inside one builtin
        // (e.g. `var_export`), which php's limits do not interrupt (a known gap
        // reachable from source too): give each a few seconds on its own thread,
        // and stop the run (leaving those threads behind) at the second that takes longer.
        let (tx, rx) = std::sync::mpsc::channel();
        let opts = opts.clone();
        std::thread::spawn(move || {
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                rphp_core::run_compiled(
                    Box::new(rphp_core::NullHost::ticking()),
                    None,
                    Ok(std::sync::Arc::new(loaded)),
                    b"t.php",
                    &opts,
                );
            }));
            let _ = tx.send(r.is_ok());
        });
        match rx.recv_timeout(std::time::Duration::from_secs(5)) {
            Ok(true) => {}
            Ok(false) | Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => panics.push(
                format!("round {round}: {}", String::from_utf8_lossy(&key.path)),
            ),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                stuck += 1;
                if stuck == 2 {
                    break;
                }
            }
        }
    }
    std::panic::set_hook(hook);
    assert!(ran > 50, "too few mutants verified: {ran}");
    assert!(panics.is_empty(), "{} panics: {:#?}", panics.len(), panics);
}
