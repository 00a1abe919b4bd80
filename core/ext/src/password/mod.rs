//! `crypt()` and php's password API (`password_hash`, `password_verify`,
//! `password_get_info`, `password_needs_rehash`, `password_algos`).
//!
//! `crypt()` picks the scheme from the salt's prefix as php's bundled
//! crypt does: `$1$` MD5, `$2?$` bcrypt, `$5$`/`$6$` SHA-crypt, `_`
//! extended DES, anything else traditional DES; a failure is the string
//! `*0` (or `*1` when the salt itself was `*0`). The password API stores
//! bcrypt (`$2y$`) and Argon2 (`$argon2i$`, `$argon2id$`) hashes, with salts
//! from the host's secure random source.

mod api;
mod argon2;
mod b64;
mod bcrypt;
mod blake2b;
mod des;
mod md5crypt;
mod shacrypt;

pub use api::BUILTINS;

use rphp_value::Value;

/// The longest salt crypt() looks at (`PHP_MAX_SALT_LEN`).
const MAX_SALT_LEN: usize = 123;

/// The crypt and password constants.
pub fn constants() -> Vec<(&'static str, Value)> {
    vec![
        ("CRYPT_SALT_LENGTH", Value::Int(MAX_SALT_LEN as i64)),
        ("CRYPT_STD_DES", Value::Int(1)),
        ("CRYPT_EXT_DES", Value::Int(1)),
        ("CRYPT_MD5", Value::Int(1)),
        ("CRYPT_BLOWFISH", Value::Int(1)),
        ("CRYPT_SHA256", Value::Int(1)),
        ("CRYPT_SHA512", Value::Int(1)),
        ("PASSWORD_DEFAULT", Value::str("2y")),
        ("PASSWORD_BCRYPT", Value::str("2y")),
        ("PASSWORD_BCRYPT_DEFAULT_COST", Value::Int(api::BCRYPT_COST)),
        ("PASSWORD_ARGON2I", Value::str("argon2i")),
        ("PASSWORD_ARGON2ID", Value::str("argon2id")),
        (
            "PASSWORD_ARGON2_DEFAULT_MEMORY_COST",
            Value::Int(api::ARGON2_MEMORY),
        ),
        (
            "PASSWORD_ARGON2_DEFAULT_TIME_COST",
            Value::Int(api::ARGON2_TIME),
        ),
        (
            "PASSWORD_ARGON2_DEFAULT_THREADS",
            Value::Int(api::ARGON2_THREADS),
        ),
        ("PASSWORD_ARGON2_PROVIDER", Value::str("standard")),
    ]
}

/// The bytes before the first NUL: php hands passwords and salts to the
/// crypt implementations as C strings.
fn c_str(s: &[u8]) -> &[u8] {
    s.iter().position(|&c| c == 0).map_or(s, |n| &s[..n])
}

/// php's `php_crypt`: the hash of `password` under `salt`'s scheme, `None`
/// when the salt is not valid for it.
fn crypt(password: &[u8], salt: &[u8]) -> Option<Vec<u8>> {
    let (key, salt) = (c_str(password), c_str(salt));
    if salt.len() >= 2 && salt[0] == b'*' && (salt[1] == b'0' || salt[1] == b'1') {
        return None;
    }
    if salt.starts_with(b"$1$") {
        Some(md5crypt::crypt(key, salt))
    } else if salt.len() >= 4 && salt[0] == b'$' && salt[1] == b'2' && salt[3] == b'$' {
        bcrypt::crypt(key, salt)
    } else if salt.starts_with(b"$5$") {
        shacrypt::crypt(shacrypt::Sha::S256, key, salt)
    } else if salt.starts_with(b"$6$") {
        shacrypt::crypt(shacrypt::Sha::S512, key, salt)
    } else if salt.first() == Some(&b'_') {
        des::crypt_ext(key, salt)
    } else {
        des::crypt_std(key, salt)
    }
}

/// Compares every byte whatever the first difference, so the time taken
/// does not tell an attacker how much of a guess was right.
fn equal_time(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    // black_box keeps the optimiser from turning the fold into an early exit.
    a.iter()
        .zip(b)
        .fold(0u8, |acc, (x, y)| std::hint::black_box(acc | (x ^ y)))
        == 0
}

/// What C's `strtol`/`strtoul`/`%ld` skip before the digits: white space and
/// one sign. Returns whether the sign was `-` and where the digits start.
fn c_number_prefix(s: &[u8]) -> (bool, usize) {
    let i = s
        .iter()
        .take_while(|c| matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'))
        .count();
    match s.get(i) {
        Some(b'-') => (true, i + 1),
        Some(b'+') => (false, i + 1),
        _ => (false, i),
    }
}
