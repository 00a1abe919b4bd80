//! Known-answer tests against digests recorded from php (testdata/*.php).

use super::*;
use crate::testing::MockCtx;

/// The byte pattern testdata/vectors.php hashes.
fn pattern(n: usize) -> Vec<u8> {
    (0..n).map(|i| ((i * 37) ^ (i >> 5)) as u8).collect()
}

fn secret(n: usize) -> Vec<u8> {
    (0..n).map(|i| (i * 101 + 7) as u8).collect()
}

fn lengths() -> Vec<usize> {
    let mut l: Vec<usize> = (0..=300).collect();
    l.extend([
        511, 512, 513, 1023, 1024, 1025, 1087, 1088, 1089, 2047, 2048, 2049, 4096, 10000,
    ]);
    l
}

/// php's algorithms this module does not implement yet.
const MISSING: &[&str] = &["snefru", "snefru256"];

fn hexs(b: &[u8]) -> String {
    String::from_utf8(hex(b)).unwrap()
}

#[test]
fn known_answers() {
    let big = pattern(1 << 20);
    let mut checked = 0;
    for line in include_str!("testdata/vectors.txt").lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let (name, variant) = (f[0], f[1]);
        let Some(algo) = find(name.as_bytes()) else {
            assert!(
                MISSING.contains(&name),
                "{} is neither supported nor listed missing",
                name
            );
            continue;
        };
        let mut o = Options::default();
        if let Some(s) = variant.strip_prefix("seed=") {
            o.seed = Some(s.parse().unwrap());
        } else if let Some(n) = variant.strip_prefix("secret=") {
            o.secret = Some(secret(n.parse().unwrap()));
        }
        let h = |d: &[u8]| {
            let r = (algo.func)(d, &o);
            assert_eq!(r.len(), algo.size, "{} digest size", name);
            hexs(&r)
        };
        assert_eq!(h(b""), f[2], "{} {} of \"\"", name, variant);
        assert_eq!(h(b"abc"), f[3], "{} {} of \"abc\"", name, variant);
        assert_eq!(h(&big), f[4], "{} {} of 1 MiB", name, variant);
        for (i, n) in lengths().into_iter().enumerate() {
            let want = &f[5][8 * i..8 * i + 8];
            assert_eq!(
                &h(&big[..n])[..8],
                want,
                "{} {} of {} pattern bytes",
                name,
                variant,
                n
            );
        }
        checked += 1;
    }
    assert_eq!(checked, ALGOS.len() + 7 + 6);
}

/// `hash_algos()` is php's list minus the missing algorithms, in php's order.
#[test]
fn algos_in_php_order() {
    let php: Vec<&str> = include_str!("testdata/vectors.txt")
        .lines()
        .filter(|l| l.split('\t').nth(1) == Some("-"))
        .map(|l| l.split('\t').next().unwrap())
        .filter(|n| !MISSING.contains(n))
        .collect();
    let ours: Vec<&str> = ALGOS.iter().map(|a| a.name).collect();
    assert_eq!(ours, php);
}

/// FIPS 180-4 §5.3.6: the SHA-512/t initial values are SHA-512, started
/// from its IV XOR 0xa5…a5, of the string "SHA-512/t".
#[test]
fn sha512_t_ivs() {
    let iv = sha2::H512.map(|w| w ^ 0xa5a5_a5a5_a5a5_a5a5);
    for (t, want) in [
        ("SHA-512/224", sha2::H512_224),
        ("SHA-512/256", sha2::H512_256),
    ] {
        let d = sha2::sha512_family(t.as_bytes(), iv, 64);
        let words: Vec<u64> = d
            .chunks(8)
            .map(|c| u64::from_be_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(words, want);
    }
}

fn call(name: &str, args: Vec<Value>) -> (Result<Value, Fault>, MockCtx) {
    let b = BUILTINS.iter().find(|b| b.name == name).unwrap();
    let mut ctx = MockCtx::new();
    let mut args = args;
    let r = (b.func)(&mut ctx, &mut args);
    (r, ctx)
}

fn s(v: &str) -> Value {
    Value::str(v)
}

fn ok_str(name: &str, args: Vec<Value>) -> String {
    match call(name, args).0 {
        Ok(Value::Str(v)) => v.to_string_lossy(),
        other => panic!("{}: {:?}", name, other),
    }
}

fn thrown(name: &str, args: Vec<Value>) -> String {
    let (r, ctx) = call(name, args);
    assert!(r.is_err(), "{} should throw", name);
    ctx.thrown.unwrap()
}

#[test]
fn hmac_known_answers() {
    let mut n = 0;
    for line in include_str!("testdata/hmac.txt").lines() {
        let (name, digests) = line.split_once('\t').unwrap();
        let Some(algo) = find(name.as_bytes()) else {
            assert!(MISSING.contains(&name));
            continue;
        };
        for (k, want) in [0usize, 5, 64, 65, 128, 129, 200]
            .into_iter()
            .zip(digests.split(' '))
        {
            let key = vec![(0x0b + k) as u8; k];
            let got = kdf::Hmac::new(algo, &key).mac(&[b"The quick brown fox"]);
            assert_eq!(hexs(&got), want, "hmac {} key {}", name, k);
        }
        n += 1;
    }
    assert_eq!(n, ALGOS.iter().filter(|a| a.crypto).count());
}

#[test]
fn builtins_match_php() {
    assert_eq!(
        ok_str("hash", vec![s("SHA256"), s("abc")]),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
    assert!(matches!(
        call("hash", vec![s("crc32b"), s("abc"), Value::Bool(true)]).0,
        Ok(Value::Str(v)) if v.as_bytes() == [0x35, 0x24, 0x41, 0xc2]
    ));
    assert_eq!(
        ok_str(
            "hash_pbkdf2",
            vec![s("sha256"), s("password"), s("salt"), Value::Int(1000)]
        ),
        "632c2812e46d4604102ba7618e9d6d7d2f8128f6266b4a03264d2a0460b7dcb3"
    );
    assert_eq!(
        ok_str(
            "hash_pbkdf2",
            vec![
                s("sha1"),
                s("password"),
                s("salt"),
                Value::Int(2),
                Value::Int(25)
            ]
        ),
        "ea6c014dc72d6f8ccd1ed92ac"
    );
    assert_eq!(
        ok_str(
            "hash_pbkdf2",
            vec![s("md5"), s(""), s(""), Value::Int(1), Value::Int(33)]
        ),
        "9c627ef8f3723c914c7bf25e2344a8ed0"
    );
    let raw = |name: &str, args: Vec<Value>| match call(name, args).0 {
        Ok(Value::Str(v)) => hexs(v.as_bytes()),
        other => panic!("{:?}", other),
    };
    assert_eq!(
        raw("hash_pbkdf2", vec![s("sha512"), s("pw"), s("NaCl"), Value::Int(3), Value::Int(100), Value::Bool(true)]),
        "86ee4cd5f81d78d6b4c689bd102106c199dfc8057a814967e195f505b46ad4d2ee7865bc0f15160c5dfa97a04229ba035ca465f4f189672bfdcf3aea19388734977246ab918cb189d65cfeedfc03e4cce92c9d9f7f9a23af5818300967c4a96aed4c54f9"
    );
    assert_eq!(
        raw("hash_hkdf", vec![s("sha256"), s("key")]),
        "80c724c4a65d79568fc3606753c192adcc24bc263286767d4410269d8093c372"
    );
    assert_eq!(
        raw("hash_hkdf", vec![s("sha256"), s("key"), Value::Int(100), s("info"), s("salt")]),
        "9ca0d662557439e3b83365f2da4626d35da195c6d9d1779f09838cf9e408966ece99106e2585ace6f083fa1acd5192f430fd55bc741184dbb822fc04c3ebfd3d121e15b76f251c56e8b665defc358ce959d6b41ad3aeec2c0d6fdb64e44fd753d7043358"
    );
    assert_eq!(
        raw("hash_hkdf", vec![s("sha3-512"), s("k"), Value::Int(3)]),
        "41f02e"
    );
    assert!(matches!(
        call("hash_equals", vec![s("ab"), s("ab")]).0,
        Ok(Value::Bool(true))
    ));
    assert!(matches!(
        call("hash_equals", vec![s("ab"), s("ac")]).0,
        Ok(Value::Bool(false))
    ));
    assert!(matches!(
        call("hash_equals", vec![s("ab"), s("abc")]).0,
        Ok(Value::Bool(false))
    ));
}

#[test]
fn errors_match_php() {
    let cases: &[(&str, Vec<Value>, &str)] = &[
        ("hash", vec![s("nope"), s("")], "ValueError: hash(): Argument #1 ($algo) must be a valid hashing algorithm"),
        (
            "hash_hmac",
            vec![s("crc32"), s(""), s("")],
            "ValueError: hash_hmac(): Argument #1 ($algo) must be a valid cryptographic hashing algorithm",
        ),
        (
            "hash_equals",
            vec![Value::Int(1), s("1")],
            "TypeError: hash_equals(): Argument #1 ($known_string) must be of type string, int given",
        ),
        (
            "hash_equals",
            vec![s("1"), Value::Null],
            "TypeError: hash_equals(): Argument #2 ($user_string) must be of type string, null given",
        ),
        (
            "hash_pbkdf2",
            vec![s("md5"), s(""), s(""), Value::Int(0)],
            "ValueError: hash_pbkdf2(): Argument #4 ($iterations) must be greater than 0",
        ),
        (
            "hash_pbkdf2",
            vec![s("md5"), s(""), s(""), Value::Int(1), Value::Int(-1)],
            "ValueError: hash_pbkdf2(): Argument #5 ($length) must be greater than or equal to 0",
        ),
        ("hash_hkdf", vec![s("md5"), s("")], "ValueError: hash_hkdf(): Argument #2 ($key) cannot be empty"),
        (
            "hash_hkdf",
            vec![s("md5"), s("x"), Value::Int(4081)],
            "ValueError: hash_hkdf(): Argument #3 ($length) must be less than or equal to 4080",
        ),
    ];
    for (name, args, want) in cases {
        assert_eq!(thrown(name, args.clone()), *want);
    }
    let mut opts = PhpArray::new();
    opts.insert(rphp_value::ArrayKey::from_bytes(b"secret"), s("short"));
    assert_eq!(
        thrown(
            "hash",
            vec![
                s("xxh3"),
                s(""),
                Value::Bool(false),
                Value::Array(opts.clone())
            ]
        ),
        "Error: xxh3: Secret length must be >= 136 bytes, 5 bytes passed"
    );
    opts.insert(rphp_value::ArrayKey::from_bytes(b"seed"), Value::Int(1));
    assert_eq!(
        thrown(
            "hash",
            vec![s("xxh128"), s(""), Value::Bool(false), Value::Array(opts)]
        ),
        "Error: xxh128: Only one of seed or secret is to be passed for initialization"
    );
}
