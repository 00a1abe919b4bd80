//! The builtins: `crypt` and the `password_*` family. Which algorithm a
//! stored hash uses is read from its identifier (the text between the
//! first two `$`), as php's registry of password algorithms does.

use super::argon2::{self, Params, Variant};
use super::{b64, c_str, crypt, equal_time, MAX_SALT_LEN};
use crate::util::{arg, array_arg, str_arg};
use rphp_value::convert::to_int;
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};

pub(super) const BCRYPT_COST: i64 = 10;
pub(super) const ARGON2_MEMORY: i64 = 65536;
pub(super) const ARGON2_TIME: i64 = 4;
pub(super) const ARGON2_THREADS: i64 = 1;

/// A password hashing algorithm of the password API.
#[derive(Clone, Copy, PartialEq)]
enum Algo {
    Bcrypt,
    Argon2(Variant),
}

impl Algo {
    fn by_ident(ident: &[u8]) -> Option<Algo> {
        match ident {
            b"2y" => Some(Algo::Bcrypt),
            b"argon2i" => Some(Algo::Argon2(Variant::I)),
            b"argon2id" => Some(Algo::Argon2(Variant::Id)),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Algo::Bcrypt => "bcrypt",
            Algo::Argon2(v) => v.name(),
        }
    }

    /// Whether a hash carrying this algorithm's identifier really is one
    /// (only bcrypt checks: a full-length `$2y` hash).
    fn valid(self, hash: &[u8]) -> bool {
        match self {
            Algo::Bcrypt => hash.len() == 60 && hash.starts_with(b"$2y"),
            Algo::Argon2(_) => true,
        }
    }
}

/// The identifier of a stored hash: the bytes after its first character up
/// to the next `$` (read as a C string).
fn ident(hash: &[u8]) -> Option<&[u8]> {
    if hash.len() < 3 {
        return None;
    }
    let rest = c_str(&hash[1..]);
    rest.iter().position(|&c| c == b'$').map(|n| &rest[..n])
}

/// The algorithm a stored hash was made with, if it is a known and valid one.
fn identify(hash: &[u8]) -> Option<Algo> {
    Algo::by_ident(ident(hash)?).filter(|a| a.valid(hash))
}

/// The `$algo` argument: null or 0 is the default, 1 to 3 the historic
/// integer constants, a string an identifier.
fn algo_arg(v: &Value) -> Option<Algo> {
    match v {
        Value::Null => Some(Algo::Bcrypt),
        Value::Str(s) => Algo::by_ident(s.as_bytes()),
        Value::Int(0 | 1) => Some(Algo::Bcrypt),
        Value::Int(2) => Some(Algo::Argon2(Variant::I)),
        Value::Int(3) => Some(Algo::Argon2(Variant::Id)),
        _ => None,
    }
}

/// `zval_get_long` of an option, warning for objects as php does.
fn option_long(
    ctx: &mut dyn Context,
    options: &PhpArray,
    key: &[u8],
) -> Result<Option<i64>, Fault> {
    let Some(v) = options.get_str(key).map(Value::get) else {
        return Ok(None);
    };
    if crate::types::object_as_number(ctx, &v, "int")? {
        return Ok(Some(1));
    }
    Ok(Some(to_int(&v)))
}

/// A salt of `len` characters of base 64 (`+` written as `.`) from the
/// host's secure source, warning first if the caller tried to pass one.
fn make_salt(ctx: &mut dyn Context, options: &PhpArray, len: usize) -> Result<Vec<u8>, Fault> {
    if options.get_str(b"salt").is_some() {
        ctx.error(
            ErrorLevel::Warning,
            "password_hash(): The \"salt\" option has been ignored, since providing a custom salt is no longer supported",
        )?;
    }
    let mut raw = vec![0u8; len * 3 / 4 + 1];
    if !ctx.random_bytes(&mut raw) {
        return Err(ctx.throw(ThrowKind::Exception, "Cannot open source device".into()));
    }
    let mut out = Vec::new();
    b64::std_encode(&mut out, &raw);
    out.truncate(len);
    for c in &mut out {
        if *c == b'+' {
            *c = b'.';
        }
    }
    Ok(out)
}

fn value_error(ctx: &mut dyn Context, msg: String) -> Fault {
    ctx.throw(ThrowKind::ValueError, msg)
}

const ALGO_OPTIONS: &[ParamSpec] = &[
    ParamSpec::req("algo", ParamType::IntOrString).nullable(),
    ParamSpec::opt("options", ParamType::Array, "[]"),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "crypt",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("salt", ParamType::String),
        ],
        func: crypt_fn,
    },
    Builtin {
        name: "password_hash",
        params: &[
            ParamSpec::req("password", ParamType::String),
            ALGO_OPTIONS[0],
            ALGO_OPTIONS[1],
        ],
        func: password_hash,
    },
    Builtin {
        name: "password_verify",
        params: &[
            ParamSpec::req("password", ParamType::String),
            ParamSpec::req("hash", ParamType::String),
        ],
        func: password_verify,
    },
    Builtin {
        name: "password_get_info",
        params: &[ParamSpec::req("hash", ParamType::String)],
        func: password_get_info,
    },
    Builtin {
        name: "password_needs_rehash",
        params: &[
            ParamSpec::req("hash", ParamType::String),
            ALGO_OPTIONS[0],
            ALGO_OPTIONS[1],
        ],
        func: password_needs_rehash,
    },
    Builtin {
        name: "password_algos",
        params: &[],
        func: |_, _| {
            Ok(Value::Array(PhpArray::from_list(vec![
                Value::str("2y"),
                Value::str("argon2i"),
                Value::str("argon2id"),
            ])))
        },
    },
];

fn crypt_fn(_: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let (password, salt) = (str_arg(a, 0), str_arg(a, 1));
    let salt = &salt.as_bytes()[..salt.len().min(MAX_SALT_LEN)];
    Ok(Value::str(match crypt(password.as_bytes(), salt) {
        Some(h) => h,
        // A failure must never equal the salt, so "*0" fails as "*1".
        None if c_str(salt).starts_with(b"*0") => b"*1".to_vec(),
        None => b"*0".to_vec(),
    }))
}

fn password_hash(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let password = str_arg(a, 0);
    let Some(algo) = algo_arg(&arg(a, 1)) else {
        return Err(value_error(
            ctx,
            "password_hash(): Argument #2 ($algo) must be a valid password hashing algorithm"
                .into(),
        ));
    };
    let options = array_arg(a, 2);
    let password = password.as_bytes();
    match algo {
        Algo::Bcrypt => {
            if password.contains(&0) {
                return Err(value_error(
                    ctx,
                    "Bcrypt password must not contain null character".into(),
                ));
            }
            let cost = option_long(ctx, &options, b"cost")?.unwrap_or(BCRYPT_COST);
            if !(4..=31).contains(&cost) {
                return Err(value_error(
                    ctx,
                    format!("Invalid bcrypt cost parameter specified: {}", cost),
                ));
            }
            let salt = make_salt(ctx, &options, 22)?;
            let setting = [format!("$2y${:02}$", cost).as_bytes(), &salt].concat();
            let hash = crypt(password, &setting).expect("a valid bcrypt setting");
            Ok(Value::str(hash))
        }
        Algo::Argon2(variant) => {
            let m = option_long(ctx, &options, b"memory_cost")?.unwrap_or(ARGON2_MEMORY);
            if !(8..=i64::from(u32::MAX)).contains(&m) {
                return Err(value_error(
                    ctx,
                    "Memory cost is outside of allowed memory range".into(),
                ));
            }
            let t = option_long(ctx, &options, b"time_cost")?.unwrap_or(ARGON2_TIME);
            if !(1..=i64::from(u32::MAX)).contains(&t) {
                return Err(value_error(
                    ctx,
                    "Time cost is outside of allowed time range".into(),
                ));
            }
            let p = option_long(ctx, &options, b"threads")?.unwrap_or(ARGON2_THREADS);
            if !(1..=0x00FF_FFFF).contains(&p) {
                return Err(value_error(ctx, "Invalid number of threads".into()));
            }
            let salt = make_salt(ctx, &options, 16)?;
            let params = Params {
                m: m as u32,
                t: t as u32,
                p: p as u32,
                version: argon2::VERSION_13,
            };
            match argon2::hash(variant, params, password, &salt, 32) {
                Ok(tag) => Ok(Value::str(argon2::encode(variant, params, &salt, &tag))),
                Err(e) => Err(value_error(ctx, e.message().into())),
            }
        }
    }
}

fn password_verify(_: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let (password, hash) = (str_arg(a, 0), str_arg(a, 1));
    let (password, hash) = (password.as_bytes(), hash.as_bytes());
    // Anything not recognised goes to bcrypt's check, which is crypt() and
    // so accepts every crypt() scheme.
    let ok = match identify(hash) {
        Some(Algo::Argon2(v)) => argon2::verify(v, hash, password),
        _ => match crypt(password, hash) {
            Some(mine) => hash.len() >= 13 && equal_time(&mine, hash),
            None => false,
        },
    };
    Ok(Value::Bool(ok))
}

/// C's `sscanf` of a `%ld` field: optional white space and sign, then
/// digits, saturating; `None` (nothing assigned) without digits.
fn scan_long(s: &[u8]) -> Option<(i64, &[u8])> {
    let (neg, i) = super::c_number_prefix(s);
    let n = s[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    if n == 0 {
        return None;
    }
    let mut v: i64 = 0;
    for &c in &s[i..i + n] {
        let d = i64::from(c - b'0');
        v = v
            .checked_mul(10)
            .and_then(|v| {
                if neg {
                    v.checked_sub(d)
                } else {
                    v.checked_add(d)
                }
            })
            .unwrap_or(if neg { i64::MIN } else { i64::MAX });
    }
    Some((v, &s[i + n..]))
}

/// `sscanf(hash, "$2y$%ld$", &cost)`.
fn bcrypt_cost(hash: &[u8]) -> Option<i64> {
    scan_long(c_str(hash).strip_prefix(b"$2y$")?).map(|(v, _)| v)
}

/// The `v=%ld$m=%ld,t=%ld,p=%ld` fields after `$argon2i$`/`$argon2id$`,
/// each left as it was from the first one that does not scan.
fn argon2_fields(hash: &[u8], fields: &mut [i64; 4]) {
    if hash.len() < b"$argon2id$".len() + 1 {
        return;
    }
    let hash = c_str(hash);
    let Some(mut s) = hash
        .strip_prefix(b"$argon2i$")
        .or_else(|| hash.strip_prefix(b"$argon2id$"))
    else {
        return;
    };
    for (field, lead) in fields.iter_mut().zip([&b"v="[..], b"$m=", b",t=", b",p="]) {
        let Some(rest) = s.strip_prefix(lead) else {
            return;
        };
        let Some((v, rest)) = scan_long(rest) else {
            return;
        };
        *field = v;
        s = rest;
    }
}

fn password_get_info(_: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let hash = str_arg(a, 0);
    let hash = hash.as_bytes();
    let mut info = PhpArray::new();
    let mut options = PhpArray::new();
    let set =
        |arr: &mut PhpArray, k: &str, v: Value| arr.insert(ArrayKey::from_bytes(k.as_bytes()), v);
    match identify(hash) {
        None => {
            set(&mut info, "algo", Value::Null);
            set(&mut info, "algoName", Value::str("unknown"));
        }
        Some(algo) => {
            let ident = ident(hash).unwrap_or_default();
            set(&mut info, "algo", Value::str(ident.to_vec()));
            set(&mut info, "algoName", Value::str(algo.name()));
            match algo {
                Algo::Bcrypt => {
                    let cost = bcrypt_cost(hash).unwrap_or(BCRYPT_COST);
                    set(&mut options, "cost", Value::Int(cost));
                }
                Algo::Argon2(_) => {
                    let mut f = [0, ARGON2_MEMORY, ARGON2_TIME, ARGON2_THREADS];
                    argon2_fields(hash, &mut f);
                    set(&mut options, "memory_cost", Value::Int(f[1]));
                    set(&mut options, "time_cost", Value::Int(f[2]));
                    set(&mut options, "threads", Value::Int(f[3]));
                }
            }
        }
    }
    set(&mut info, "options", Value::Array(options));
    Ok(Value::Array(info))
}

fn password_needs_rehash(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let hash = str_arg(a, 0);
    let hash = hash.as_bytes();
    let Some(new) = algo_arg(&arg(a, 1)) else {
        // An unknown target algorithm never asks for a rehash.
        return Ok(Value::Bool(false));
    };
    if identify(hash) != Some(new) {
        return Ok(Value::Bool(true));
    }
    let options = array_arg(a, 2);
    let stale = match new {
        Algo::Bcrypt => {
            let old = bcrypt_cost(hash).unwrap_or(BCRYPT_COST);
            let new = option_long(ctx, &options, b"cost")?.unwrap_or(BCRYPT_COST);
            old != new
        }
        Algo::Argon2(_) => {
            let m = option_long(ctx, &options, b"memory_cost")?.unwrap_or(ARGON2_MEMORY);
            let t = option_long(ctx, &options, b"time_cost")?.unwrap_or(ARGON2_TIME);
            let p = option_long(ctx, &options, b"threads")?.unwrap_or(ARGON2_THREADS);
            // Fields the hash lacks count as 0 here (get_info shows defaults).
            let mut f = [0; 4];
            argon2_fields(hash, &mut f);
            (t, m, p) != (f[2], f[1], f[3])
        }
    };
    Ok(Value::Bool(stale))
}
