//! The deprecated mhash compatibility layer of ext/hash: `mhash`,
//! `mhash_count`, `mhash_get_block_size`, `mhash_get_hash_name` and
//! `mhash_keygen_s2k`, which name algorithms by the old libmhash numbers
//! (the `MHASH_*` constants).

use super::{find, output, Algo, Options};
use crate::util::{int_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, Value};

/// libmhash's numbering: (id, mhash name, ext/hash algorithm).
const IDS: &[(i64, &str, &str)] = &[
    (0, "CRC32", "crc32"),
    (1, "MD5", "md5"),
    (2, "SHA1", "sha1"),
    (3, "HAVAL256", "haval256,3"),
    (5, "RIPEMD160", "ripemd160"),
    (7, "TIGER", "tiger192,3"),
    (8, "GOST", "gost"),
    (9, "CRC32B", "crc32b"),
    (10, "HAVAL224", "haval224,3"),
    (11, "HAVAL192", "haval192,3"),
    (12, "HAVAL160", "haval160,3"),
    (13, "HAVAL128", "haval128,3"),
    (14, "TIGER128", "tiger128,3"),
    (15, "TIGER160", "tiger160,3"),
    (16, "MD4", "md4"),
    (17, "SHA256", "sha256"),
    (18, "ADLER32", "adler32"),
    (19, "SHA224", "sha224"),
    (20, "SHA512", "sha512"),
    (21, "SHA384", "sha384"),
    (22, "WHIRLPOOL", "whirlpool"),
    (23, "RIPEMD128", "ripemd128"),
    (24, "RIPEMD256", "ripemd256"),
    (25, "RIPEMD320", "ripemd320"),
    (27, "SNEFRU256", "snefru256"),
    (28, "MD2", "md2"),
    (29, "FNV132", "fnv132"),
    (30, "FNV1A32", "fnv1a32"),
    (31, "FNV164", "fnv164"),
    (32, "FNV1A64", "fnv1a64"),
    (33, "JOAAT", "joaat"),
    (34, "CRC32C", "crc32c"),
    (35, "MURMUR3A", "murmur3a"),
    (36, "MURMUR3C", "murmur3c"),
    (37, "MURMUR3F", "murmur3f"),
    (38, "XXH32", "xxh32"),
    (39, "XXH64", "xxh64"),
    (40, "XXH3", "xxh3"),
    (41, "XXH128", "xxh128"),
];

/// The `MHASH_*` constants.
pub(super) fn constants() -> Vec<(&'static str, Value)> {
    const NAMES: &[&str] = &[
        "MHASH_CRC32",
        "MHASH_MD5",
        "MHASH_SHA1",
        "MHASH_HAVAL256",
        "MHASH_RIPEMD160",
        "MHASH_TIGER",
        "MHASH_GOST",
        "MHASH_CRC32B",
        "MHASH_HAVAL224",
        "MHASH_HAVAL192",
        "MHASH_HAVAL160",
        "MHASH_HAVAL128",
        "MHASH_TIGER128",
        "MHASH_TIGER160",
        "MHASH_MD4",
        "MHASH_SHA256",
        "MHASH_ADLER32",
        "MHASH_SHA224",
        "MHASH_SHA512",
        "MHASH_SHA384",
        "MHASH_WHIRLPOOL",
        "MHASH_RIPEMD128",
        "MHASH_RIPEMD256",
        "MHASH_RIPEMD320",
        "MHASH_SNEFRU256",
        "MHASH_MD2",
        "MHASH_FNV132",
        "MHASH_FNV1A32",
        "MHASH_FNV164",
        "MHASH_FNV1A64",
        "MHASH_JOAAT",
        "MHASH_CRC32C",
        "MHASH_MURMUR3A",
        "MHASH_MURMUR3C",
        "MHASH_MURMUR3F",
        "MHASH_XXH32",
        "MHASH_XXH64",
        "MHASH_XXH3",
        "MHASH_XXH128",
    ];
    NAMES
        .iter()
        .zip(IDS)
        .map(|(n, (id, _, _))| (*n, Value::Int(*id)))
        .collect()
}

fn entry(id: i64) -> Option<&'static (i64, &'static str, &'static str)> {
    IDS.iter().find(|e| e.0 == id)
}

/// The algorithm behind an mhash number, if this build has it.
fn algo(id: i64) -> Option<&'static Algo> {
    entry(id).and_then(|e| find(e.2.as_bytes()))
}

fn deprecated(ctx: &mut dyn Context, func: &str) -> Result<(), Fault> {
    ctx.error(
        ErrorLevel::Deprecated,
        &format!("Function {func}() is deprecated"),
    )
}

const P_ALGO: ParamSpec = ParamSpec::req("algo", ParamType::Int);

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "mhash",
        params: &[
            P_ALGO,
            ParamSpec::req("data", ParamType::String),
            ParamSpec::opt("key", ParamType::String, "null").nullable(),
        ],
        func: mhash,
    },
    Builtin {
        name: "mhash_count",
        params: &[],
        func: |ctx, _| {
            deprecated(ctx, "mhash_count")?;
            Ok(Value::Int(IDS[IDS.len() - 1].0))
        },
    },
    Builtin {
        name: "mhash_get_block_size",
        params: &[P_ALGO],
        func: |ctx, a| {
            deprecated(ctx, "mhash_get_block_size")?;
            Ok(match algo(int_arg(a, 0, -1)) {
                Some(al) => Value::Int(al.size as i64),
                None => Value::Bool(false),
            })
        },
    },
    Builtin {
        name: "mhash_get_hash_name",
        params: &[P_ALGO],
        func: |ctx, a| {
            deprecated(ctx, "mhash_get_hash_name")?;
            Ok(match entry(int_arg(a, 0, -1)) {
                Some(e) => Value::str(e.1),
                None => Value::Bool(false),
            })
        },
    },
    Builtin {
        name: "mhash_keygen_s2k",
        params: &[
            P_ALGO,
            ParamSpec::req("password", ParamType::String),
            ParamSpec::req("salt", ParamType::String),
            ParamSpec::req("length", ParamType::Int),
        ],
        func: mhash_keygen_s2k,
    },
];

/// `mhash(int $algo, string $data, ?string $key = null)`: the raw digest,
/// or the raw HMAC when a key is given; false for an unknown number.
fn mhash(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    deprecated(ctx, "mhash")?;
    let Some(al) = algo(int_arg(a, 0, -1)) else {
        return Ok(Value::Bool(false));
    };
    let data = str_arg(a, 1);
    match a.get(2).map(Value::get) {
        None | Some(Value::Null) => Ok(output(
            (al.func)(data.as_bytes(), &Options::default()),
            true,
        )),
        Some(_) => {
            if !al.crypto {
                return Err(value_error(
                    ctx,
                    "mhash",
                    0,
                    "algo",
                    "must be a valid cryptographic hashing algorithm",
                ));
            }
            let raw = super::kdf::Hmac::new(al, str_arg(a, 2).as_bytes()).mac(&[data.as_bytes()]);
            Ok(output(raw, true))
        }
    }
}

/// `mhash_keygen_s2k(int $algo, string $password, string $salt, int $length)`:
/// OpenPGP's salted S2K: digest i (from 0) hashes i zero bytes, the salt
/// (cut or zero-padded to 8 bytes) and the password; the digests are
/// concatenated and cut to `$length` bytes.
fn mhash_keygen_s2k(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    deprecated(ctx, "mhash_keygen_s2k")?;
    let length = int_arg(a, 3, 0);
    if length <= 0 {
        return Err(value_error(
            ctx,
            "mhash_keygen_s2k",
            3,
            "length",
            "must be a greater than 0",
        ));
    }
    let Some(al) = algo(int_arg(a, 0, -1)) else {
        return Ok(Value::Bool(false));
    };
    let salt = str_arg(a, 2);
    let mut padded = [0u8; 8];
    let n = salt.as_bytes().len().min(8);
    padded[..n].copy_from_slice(&salt.as_bytes()[..n]);
    let password = str_arg(a, 1);
    let length = length as usize;
    let mut key = Vec::with_capacity(length + al.size);
    let mut i = 0;
    while key.len() < length {
        let mut input = vec![0u8; i];
        input.extend_from_slice(&padded);
        input.extend_from_slice(password.as_bytes());
        key.extend(al.digest(&input));
        i += 1;
    }
    key.truncate(length);
    Ok(Value::str(key))
}
