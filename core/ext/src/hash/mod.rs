//! PHP's ext/hash: `hash`, `hash_hmac`, `hash_pbkdf2`, `hash_hkdf`,
//! `hash_equals` and the algorithm lists, over algorithms written in this
//! crate (md5 and sha1 come from `string::hash`, which serves `md5()` and
//! `sha1()`).
//!
//! Each algorithm is a one-shot function from bytes to its digest; the
//! incremental `hash_init` API (`context.rs`) collects the data and hashes
//! it at `hash_final`. Whole-file hashing (`files.rs`) reads through the host.

mod checksum;
mod context;
mod files;
mod gost;
mod haval;
mod kdf;
mod md;
mod md2;
mod mhash;
mod murmur;
mod sha2;
mod sha3;
mod tiger;
mod whirlpool;
mod xxhash;

#[cfg(test)]
mod tests;

use crate::string::hash::hex;
use crate::util::{
    arg, array_arg, bool_arg, int_arg, str_arg, to_string_warn, type_error, value_error,
};
use rphp_value::{
    Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};

/// What `hash()`'s `$options` array may set, for the algorithms that read it.
#[derive(Clone, Default)]
pub(super) struct Options {
    /// `"seed"`, honoured only when it is an int (as PHP does).
    seed: Option<i64>,
    /// `"secret"` for xxh3/xxh128, already length-checked.
    secret: Option<Vec<u8>>,
}

/// Which options an algorithm reads.
#[derive(Clone, Copy, PartialEq)]
enum Takes {
    Nothing,
    Seed,
    SeedOrSecret,
}

/// One hashing algorithm as ext/hash registers it.
pub(super) struct Algo {
    pub name: &'static str,
    /// Allowed in HMAC, PBKDF2 and HKDF (and listed by `hash_hmac_algos`).
    pub crypto: bool,
    /// The block size HMAC pads keys to.
    pub block: usize,
    /// The digest size in bytes.
    pub size: usize,
    takes: Takes,
    func: fn(&[u8], &Options) -> Vec<u8>,
}

impl Algo {
    /// The digest of `data` with default options.
    pub fn digest(&self, data: &[u8]) -> Vec<u8> {
        (self.func)(data, &Options::default())
    }
}

const fn crypto(
    name: &'static str,
    block: usize,
    size: usize,
    func: fn(&[u8], &Options) -> Vec<u8>,
) -> Algo {
    Algo {
        name,
        crypto: true,
        block,
        size,
        takes: Takes::Nothing,
        func,
    }
}

const fn plain(
    name: &'static str,
    size: usize,
    takes: Takes,
    func: fn(&[u8], &Options) -> Vec<u8>,
) -> Algo {
    Algo {
        name,
        crypto: false,
        block: 4,
        size,
        takes,
        func,
    }
}

fn seed(o: &Options) -> i64 {
    o.seed.unwrap_or(0)
}

/// The supported algorithms, in the order `hash_algos()` lists them (php's
/// order, minus snefru and snefru256, whose S-boxes are not derivable).
static ALGOS: &[Algo] = &[
    self::crypto("md2", 16, 16, |d, _| md2::md2(d)),
    self::crypto("md4", 64, 16, |d, _| md::md4(d)),
    self::crypto("md5", 64, 16, |d, _| crate::string::hash::md5(d).to_vec()),
    self::crypto("sha1", 64, 20, |d, _| crate::string::hash::sha1(d).to_vec()),
    self::crypto("sha224", 64, 28, |d, _| sha2::sha224(d)),
    self::crypto("sha256", 64, 32, |d, _| sha2::sha256(d)),
    self::crypto("sha384", 128, 48, |d, _| sha2::sha384(d)),
    self::crypto("sha512/224", 128, 28, |d, _| sha2::sha512_224(d)),
    self::crypto("sha512/256", 128, 32, |d, _| sha2::sha512_256(d)),
    self::crypto("sha512", 128, 64, |d, _| sha2::sha512(d)),
    self::crypto("sha3-224", 144, 28, |d, _| sha3::sha3(d, 28)),
    self::crypto("sha3-256", 136, 32, |d, _| sha3::sha3(d, 32)),
    self::crypto("sha3-384", 104, 48, |d, _| sha3::sha3(d, 48)),
    self::crypto("sha3-512", 72, 64, |d, _| sha3::sha3(d, 64)),
    self::crypto("ripemd128", 64, 16, |d, _| md::ripemd128(d)),
    self::crypto("ripemd160", 64, 20, |d, _| md::ripemd160(d)),
    self::crypto("ripemd256", 64, 32, |d, _| md::ripemd256(d)),
    self::crypto("ripemd320", 64, 40, |d, _| md::ripemd320(d)),
    self::crypto("whirlpool", 64, 64, |d, _| whirlpool::whirlpool(d)),
    self::crypto("tiger128,3", 64, 16, |d, _| tiger::tiger(d, 3, 16)),
    self::crypto("tiger160,3", 64, 20, |d, _| tiger::tiger(d, 3, 20)),
    self::crypto("tiger192,3", 64, 24, |d, _| tiger::tiger(d, 3, 24)),
    self::crypto("tiger128,4", 64, 16, |d, _| tiger::tiger(d, 4, 16)),
    self::crypto("tiger160,4", 64, 20, |d, _| tiger::tiger(d, 4, 20)),
    self::crypto("tiger192,4", 64, 24, |d, _| tiger::tiger(d, 4, 24)),
    self::crypto("gost", 32, 32, |d, _| gost::gost(d, &gost::TEST_SBOX)),
    self::crypto("gost-crypto", 32, 32, |d, _| {
        gost::gost(d, &gost::CRYPTOPRO_SBOX)
    }),
    self::plain("adler32", 4, Takes::Nothing, |d, _| checksum::adler32(d)),
    self::plain("crc32", 4, Takes::Nothing, |d, _| checksum::crc32_bzip2(d)),
    self::plain("crc32b", 4, Takes::Nothing, |d, _| checksum::crc32b(d)),
    self::plain("crc32c", 4, Takes::Nothing, |d, _| checksum::crc32c(d)),
    self::plain("fnv132", 4, Takes::Nothing, |d, _| {
        checksum::fnv32(d, false)
    }),
    self::plain("fnv1a32", 4, Takes::Nothing, |d, _| {
        checksum::fnv32(d, true)
    }),
    self::plain("fnv164", 8, Takes::Nothing, |d, _| {
        checksum::fnv64(d, false)
    }),
    self::plain("fnv1a64", 8, Takes::Nothing, |d, _| {
        checksum::fnv64(d, true)
    }),
    self::plain("joaat", 4, Takes::Nothing, |d, _| checksum::joaat(d)),
    self::plain("murmur3a", 4, Takes::Seed, |d, o| {
        murmur::murmur3a(d, seed(o) as u32)
    }),
    self::plain("murmur3c", 16, Takes::Seed, |d, o| {
        murmur::murmur3c(d, seed(o) as u32)
    }),
    self::plain("murmur3f", 16, Takes::Seed, |d, o| {
        murmur::murmur3f(d, seed(o) as u64)
    }),
    self::plain("xxh32", 4, Takes::Seed, |d, o| {
        xxhash::xxh32(d, seed(o) as u32)
    }),
    self::plain("xxh64", 8, Takes::Seed, |d, o| {
        xxhash::xxh64(d, seed(o) as u64)
    }),
    self::plain("xxh3", 8, Takes::SeedOrSecret, |d, o| {
        xxhash::xxh3_64(d, seed(o) as u64, o.secret.as_deref())
    }),
    self::plain("xxh128", 16, Takes::SeedOrSecret, |d, o| {
        xxhash::xxh3_128(d, seed(o) as u64, o.secret.as_deref())
    }),
    self::crypto("haval128,3", 128, 16, |d, _| haval::haval(d, 3, 128)),
    self::crypto("haval160,3", 128, 20, |d, _| haval::haval(d, 3, 160)),
    self::crypto("haval192,3", 128, 24, |d, _| haval::haval(d, 3, 192)),
    self::crypto("haval224,3", 128, 28, |d, _| haval::haval(d, 3, 224)),
    self::crypto("haval256,3", 128, 32, |d, _| haval::haval(d, 3, 256)),
    self::crypto("haval128,4", 128, 16, |d, _| haval::haval(d, 4, 128)),
    self::crypto("haval160,4", 128, 20, |d, _| haval::haval(d, 4, 160)),
    self::crypto("haval192,4", 128, 24, |d, _| haval::haval(d, 4, 192)),
    self::crypto("haval224,4", 128, 28, |d, _| haval::haval(d, 4, 224)),
    self::crypto("haval256,4", 128, 32, |d, _| haval::haval(d, 4, 256)),
    self::crypto("haval128,5", 128, 16, |d, _| haval::haval(d, 5, 128)),
    self::crypto("haval160,5", 128, 20, |d, _| haval::haval(d, 5, 160)),
    self::crypto("haval192,5", 128, 24, |d, _| haval::haval(d, 5, 192)),
    self::crypto("haval224,5", 128, 28, |d, _| haval::haval(d, 5, 224)),
    self::crypto("haval256,5", 128, 32, |d, _| haval::haval(d, 5, 256)),
];

/// The algorithm called `name` (case-insensitive, as PHP lowercases it).
pub(super) fn find(name: &[u8]) -> Option<&'static Algo> {
    ALGOS
        .iter()
        .find(|a| a.name.as_bytes().eq_ignore_ascii_case(name))
}

/// The algorithm for argument #1, or PHP's ValueError (cryptographic ones
/// only when `crypto_only`).
pub(super) fn algo_arg(
    ctx: &mut dyn Context,
    func: &str,
    args: &[Value],
    crypto_only: bool,
) -> Result<&'static Algo, Fault> {
    match find(str_arg(args, 0).as_bytes()) {
        Some(a) if a.crypto || !crypto_only => Ok(a),
        _ => {
            let what = if crypto_only {
                "a valid cryptographic hashing algorithm"
            } else {
                "a valid hashing algorithm"
            };
            Err(value_error(
                ctx,
                func,
                0,
                "algo",
                &format!("must be {}", what),
            ))
        }
    }
}

/// Reads `hash()`'s `$options` the way the algorithm's init function does.
pub(super) fn read_options(
    ctx: &mut dyn Context,
    algo: &Algo,
    options: &PhpArray,
) -> Result<Options, Fault> {
    let mut o = Options::default();
    if algo.takes == Takes::Nothing {
        return Ok(o);
    }
    let seed = options.get_str(b"seed").map(Value::get);
    let secret = if algo.takes == Takes::SeedOrSecret {
        options.get_str(b"secret").map(Value::get)
    } else {
        None
    };
    if seed.is_some() && secret.is_some() {
        let msg = format!(
            "{}: Only one of seed or secret is to be passed for initialization",
            algo.name
        );
        return Err(ctx.throw(ThrowKind::Error, msg));
    }
    if let Some(Value::Int(n)) = seed {
        o.seed = Some(n);
    } else if let Some(s) = secret {
        let mut s = to_string_warn(ctx, &s)?.as_bytes().to_vec();
        if s.len() < xxhash::SECRET_SIZE_MIN {
            let msg = format!(
                "{}: Secret length must be >= {} bytes, {} bytes passed",
                algo.name,
                xxhash::SECRET_SIZE_MIN,
                s.len()
            );
            return Err(ctx.throw(ThrowKind::Error, msg));
        }
        if s.len() > SECRET_SIZE_MAX {
            s.truncate(SECRET_SIZE_MAX);
            let msg = format!(
                "hash(): {}: Secret content exceeding {} bytes discarded",
                algo.name, SECRET_SIZE_MAX
            );
            ctx.error(ErrorLevel::Warning, &msg)?;
        }
        o.secret = Some(s);
    }
    Ok(o)
}

/// The longest xxh3 secret PHP keeps.
const SECRET_SIZE_MAX: usize = 256;

pub(super) fn output(raw: Vec<u8>, binary: bool) -> Value {
    Value::str(if binary { raw } else { hex(&raw) })
}

const P_ALGO: ParamSpec = ParamSpec::req("algo", ParamType::String);
const P_BINARY: ParamSpec = ParamSpec::opt("binary", ParamType::Bool, "false");
const P_OPTIONS: ParamSpec = ParamSpec::opt("options", ParamType::Array, "[]");

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "hash",
        params: &[
            P_ALGO,
            ParamSpec::req("data", ParamType::String),
            P_BINARY,
            P_OPTIONS,
        ],
        func: hash,
    },
    Builtin {
        name: "hash_algos",
        params: &[],
        func: |_, _| Ok(names(false)),
    },
    Builtin {
        name: "hash_equals",
        // Declared `string` in PHP but never coerced: checked in the body.
        params: &[
            ParamSpec::req("known_string", ParamType::Mixed),
            ParamSpec::req("user_string", ParamType::Mixed),
        ],
        func: hash_equals,
    },
    Builtin {
        name: "hash_hkdf",
        params: &[
            P_ALGO,
            ParamSpec::req("key", ParamType::String),
            ParamSpec::opt("length", ParamType::Int, "0"),
            ParamSpec::opt("info", ParamType::String, "\"\""),
            ParamSpec::opt("salt", ParamType::String, "\"\""),
        ],
        func: hash_hkdf,
    },
    Builtin {
        name: "hash_hmac",
        params: &[
            P_ALGO,
            ParamSpec::req("data", ParamType::String),
            ParamSpec::req("key", ParamType::String),
            P_BINARY,
        ],
        func: hash_hmac,
    },
    Builtin {
        name: "hash_hmac_algos",
        params: &[],
        func: |_, _| Ok(names(true)),
    },
    Builtin {
        name: "hash_pbkdf2",
        params: &[
            P_ALGO,
            ParamSpec::req("password", ParamType::String),
            ParamSpec::req("salt", ParamType::String),
            ParamSpec::req("iterations", ParamType::Int),
            ParamSpec::opt("length", ParamType::Int, "0"),
            P_BINARY,
            P_OPTIONS,
        ],
        func: hash_pbkdf2,
    },
];

pub use context::BUILTINS as CONTEXT_BUILTINS;
pub use files::BUILTINS as FILE_BUILTINS;
pub use mhash::BUILTINS as MHASH_BUILTINS;

/// ext/hash's constants.
pub fn constants() -> Vec<(&'static str, Value)> {
    let mut v = vec![("HASH_HMAC", Value::Int(context::HASH_HMAC))];
    v.extend(mhash::constants());
    v
}

/// `hash_algos()` / `hash_hmac_algos()`.
fn names(crypto_only: bool) -> Value {
    let list = ALGOS
        .iter()
        .filter(|a| a.crypto || !crypto_only)
        .map(|a| Value::str(a.name))
        .collect();
    Value::Array(PhpArray::from_list(list))
}

/// `hash(string $algo, string $data, bool $binary = false, array $options = [])`
fn hash(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let algo = algo_arg(ctx, "hash", args, false)?;
    let opts = read_options(ctx, algo, &array_arg(args, 3))?;
    let raw = (algo.func)(str_arg(args, 1).as_bytes(), &opts);
    Ok(output(raw, bool_arg(args, 2, false)))
}

/// `hash_hmac(string $algo, string $data, string $key, bool $binary = false)`
fn hash_hmac(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let algo = algo_arg(ctx, "hash_hmac", args, true)?;
    let raw = kdf::Hmac::new(algo, str_arg(args, 2).as_bytes()).mac(&[str_arg(args, 1).as_bytes()]);
    Ok(output(raw, bool_arg(args, 3, false)))
}

/// `hash_equals(string $known_string, string $user_string)`: a comparison
/// whose time depends only on the user string's length. Its arguments are
/// never coerced, whatever strict_types says.
fn hash_equals(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut s = Vec::with_capacity(2);
    for (i, name) in ["known_string", "user_string"].into_iter().enumerate() {
        match arg(args, i) {
            Value::Str(v) => s.push(v),
            other => return Err(type_error(ctx, "hash_equals", i, name, "string", &other)),
        }
    }
    let (known, user) = (s[0].as_bytes(), s[1].as_bytes());
    if known.len() != user.len() {
        return Ok(Value::Bool(false));
    }
    let diff = known
        .iter()
        .zip(user)
        .fold(0u8, |acc, (a, b)| acc | (a ^ b));
    Ok(Value::Bool(diff == 0))
}

/// `hash_pbkdf2(string $algo, string $password, string $salt, int $iterations,
/// int $length = 0, bool $binary = false, array $options = [])`. `$length`
/// counts hex digits unless `$binary`; 0 means one digest.
fn hash_pbkdf2(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let func = "hash_pbkdf2";
    let algo = algo_arg(ctx, func, args, true)?;
    let iterations = int_arg(args, 3, 1);
    if iterations <= 0 {
        return Err(value_error(
            ctx,
            func,
            3,
            "iterations",
            "must be greater than 0",
        ));
    }
    let length = int_arg(args, 4, 0);
    if length < 0 {
        return Err(value_error(
            ctx,
            func,
            4,
            "length",
            "must be greater than or equal to 0",
        ));
    }
    let binary = bool_arg(args, 5, false);
    let length = match (length as usize, binary) {
        (0, true) => algo.size,
        (0, false) => algo.size * 2,
        (n, _) => n,
    };
    let bytes = if binary { length } else { length.div_ceil(2) };
    let raw = kdf::pbkdf2(
        algo,
        str_arg(args, 1).as_bytes(),
        str_arg(args, 2).as_bytes(),
        iterations as u64,
        bytes,
    );
    let mut out = if binary { raw } else { hex(&raw) };
    out.truncate(length);
    Ok(Value::str(out))
}

/// `hash_hkdf(string $algo, string $key, int $length = 0, string $info = "",
/// string $salt = "")`: raw bytes; `$length` 0 means one digest.
fn hash_hkdf(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let func = "hash_hkdf";
    let algo = algo_arg(ctx, func, args, true)?;
    let key = str_arg(args, 1);
    if key.as_bytes().is_empty() {
        return Err(value_error(ctx, func, 1, "key", "cannot be empty"));
    }
    let length = int_arg(args, 2, 0);
    if length < 0 {
        return Err(value_error(
            ctx,
            func,
            2,
            "length",
            "must be greater than or equal to 0",
        ));
    }
    let max = algo.size * 255;
    if length as u64 > max as u64 {
        return Err(value_error(
            ctx,
            func,
            2,
            "length",
            &format!("must be less than or equal to {}", max),
        ));
    }
    let length = if length == 0 {
        algo.size
    } else {
        length as usize
    };
    let raw = kdf::hkdf(
        algo,
        key.as_bytes(),
        length,
        str_arg(args, 3).as_bytes(),
        str_arg(args, 4).as_bytes(),
    );
    Ok(Value::str(raw))
}
