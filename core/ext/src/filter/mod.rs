//! ext/filter: `filter_var`, `filter_var_array`, `filter_input`,
//! `filter_input_array`, `filter_has_var`, `filter_list`, `filter_id` and
//! the `FILTER_*`/`INPUT_*` constants.
//!
//! Every filter works on a string (php converts the value first) and gives
//! back a value or php's failure (`false`, or `null` under
//! `FILTER_NULL_ON_FAILURE`): the validation filters live in [`number`]
//! (int, float, bool), [`net`] (ip, mac, domain) and [`web`] (url, email,
//! regexp), the sanitising ones in [`sanitize`]. [`call`] holds what php's
//! filter.c does around them: reading options and flags, arrays, defaults
//! and `FILTER_CALLBACK`. The request input the `filter_input` family reads
//! comes from the SAPI through [`Context::filter_input`](rphp_value::Context::filter_input).

mod api;
mod call;
mod net;
mod number;
mod sanitize;
mod web;

pub use api::BUILTINS;

use rphp_value::Value;

pub(crate) const FILTER_REQUIRE_ARRAY: i64 = 0x1000000;
pub(crate) const FILTER_REQUIRE_SCALAR: i64 = 0x2000000;
pub(crate) const FILTER_FORCE_ARRAY: i64 = 0x4000000;
pub(crate) const FILTER_NULL_ON_FAILURE: i64 = 0x8000000;

const FLAG_ALLOW_OCTAL: i64 = 0x1;
const FLAG_ALLOW_HEX: i64 = 0x2;
const FLAG_STRIP_LOW: i64 = 0x4;
const FLAG_STRIP_HIGH: i64 = 0x8;
const FLAG_ENCODE_LOW: i64 = 0x10;
const FLAG_ENCODE_HIGH: i64 = 0x20;
const FLAG_ENCODE_AMP: i64 = 0x40;
const FLAG_NO_ENCODE_QUOTES: i64 = 0x80;
const FLAG_EMPTY_STRING_NULL: i64 = 0x100;
const FLAG_STRIP_BACKTICK: i64 = 0x200;
const FLAG_ALLOW_FRACTION: i64 = 0x1000;
const FLAG_ALLOW_THOUSAND: i64 = 0x2000;
const FLAG_ALLOW_SCIENTIFIC: i64 = 0x4000;
const FLAG_PATH_REQUIRED: i64 = 0x40000;
const FLAG_QUERY_REQUIRED: i64 = 0x80000;
const FLAG_IPV4: i64 = 0x100000;
const FLAG_IPV6: i64 = 0x200000;
const FLAG_NO_RES_RANGE: i64 = 0x400000;
const FLAG_NO_PRIV_RANGE: i64 = 0x800000;
const FLAG_GLOBAL_RANGE: i64 = 0x10000000;
/// Shares its value with `FILTER_FLAG_IPV4` and `FILTER_FLAG_EMAIL_UNICODE`.
const FLAG_HOSTNAME: i64 = 0x100000;
const FLAG_EMAIL_UNICODE: i64 = 0x100000;

pub(crate) const FILTER_DEFAULT: i64 = 0x204;
pub(crate) const FILTER_CALLBACK: i64 = 0x400;

/// One filter of php's table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Filter {
    Int,
    Bool,
    Float,
    Regexp,
    Domain,
    Url,
    Email,
    Ip,
    Mac,
    String,
    Encoded,
    SpecialChars,
    FullSpecialChars,
    UnsafeRaw,
    SanitizeEmail,
    SanitizeUrl,
    NumberInt,
    NumberFloat,
    AddSlashes,
    Callback,
}

/// php's filter list, in `filter_list()` order: name, id, filter.
const LIST: &[(&str, i64, Filter)] = &[
    ("int", 0x101, Filter::Int),
    ("boolean", 0x102, Filter::Bool),
    ("float", 0x103, Filter::Float),
    ("validate_regexp", 0x110, Filter::Regexp),
    ("validate_domain", 0x115, Filter::Domain),
    ("validate_url", 0x111, Filter::Url),
    ("validate_email", 0x112, Filter::Email),
    ("validate_ip", 0x113, Filter::Ip),
    ("validate_mac", 0x114, Filter::Mac),
    ("string", 0x201, Filter::String),
    ("stripped", 0x201, Filter::String),
    ("encoded", 0x202, Filter::Encoded),
    ("special_chars", 0x203, Filter::SpecialChars),
    ("full_special_chars", 0x20a, Filter::FullSpecialChars),
    ("unsafe_raw", 0x204, Filter::UnsafeRaw),
    ("email", 0x205, Filter::SanitizeEmail),
    ("url", 0x206, Filter::SanitizeUrl),
    ("number_int", 0x207, Filter::NumberInt),
    ("number_float", 0x208, Filter::NumberFloat),
    ("add_slashes", 0x20b, Filter::AddSlashes),
    ("callback", FILTER_CALLBACK, Filter::Callback),
];

/// `PHP_FILTER_ID_EXISTS`: php checks ranges, so an id inside a range that
/// names no filter (0x104, 0x209) passes and then filters as unsafe_raw.
pub(crate) fn id_exists(id: i64) -> bool {
    (0x200..=0x20b).contains(&id) || (0x100..=0x115).contains(&id) || id == FILTER_CALLBACK
}

/// `php_find_filter`: an unknown id falls back to the default filter.
pub(crate) fn find(id: i64) -> Filter {
    LIST.iter()
        .find(|e| e.1 == id)
        .map_or(Filter::UnsafeRaw, |e| e.2)
}

/// ext/filter's constants.
pub fn constants() -> Vec<(&'static str, Value)> {
    const ALL: &[(&str, i64)] = &[
        ("INPUT_POST", 0),
        ("INPUT_GET", 1),
        ("INPUT_COOKIE", 2),
        ("INPUT_ENV", 4),
        ("INPUT_SERVER", 5),
        ("FILTER_FLAG_NONE", 0),
        ("FILTER_REQUIRE_SCALAR", FILTER_REQUIRE_SCALAR),
        ("FILTER_REQUIRE_ARRAY", FILTER_REQUIRE_ARRAY),
        ("FILTER_FORCE_ARRAY", FILTER_FORCE_ARRAY),
        ("FILTER_NULL_ON_FAILURE", FILTER_NULL_ON_FAILURE),
        ("FILTER_VALIDATE_INT", 0x101),
        ("FILTER_VALIDATE_BOOLEAN", 0x102),
        ("FILTER_VALIDATE_BOOL", 0x102),
        ("FILTER_VALIDATE_FLOAT", 0x103),
        ("FILTER_VALIDATE_REGEXP", 0x110),
        ("FILTER_VALIDATE_DOMAIN", 0x115),
        ("FILTER_VALIDATE_URL", 0x111),
        ("FILTER_VALIDATE_EMAIL", 0x112),
        ("FILTER_VALIDATE_IP", 0x113),
        ("FILTER_VALIDATE_MAC", 0x114),
        ("FILTER_DEFAULT", FILTER_DEFAULT),
        ("FILTER_UNSAFE_RAW", 0x204),
        ("FILTER_SANITIZE_STRING", 0x201),
        ("FILTER_SANITIZE_STRIPPED", 0x201),
        ("FILTER_SANITIZE_ENCODED", 0x202),
        ("FILTER_SANITIZE_SPECIAL_CHARS", 0x203),
        ("FILTER_SANITIZE_FULL_SPECIAL_CHARS", 0x20a),
        ("FILTER_SANITIZE_EMAIL", 0x205),
        ("FILTER_SANITIZE_URL", 0x206),
        ("FILTER_SANITIZE_NUMBER_INT", 0x207),
        ("FILTER_SANITIZE_NUMBER_FLOAT", 0x208),
        ("FILTER_SANITIZE_ADD_SLASHES", 0x20b),
        ("FILTER_CALLBACK", FILTER_CALLBACK),
        ("FILTER_FLAG_ALLOW_OCTAL", FLAG_ALLOW_OCTAL),
        ("FILTER_FLAG_ALLOW_HEX", FLAG_ALLOW_HEX),
        ("FILTER_FLAG_STRIP_LOW", FLAG_STRIP_LOW),
        ("FILTER_FLAG_STRIP_HIGH", FLAG_STRIP_HIGH),
        ("FILTER_FLAG_STRIP_BACKTICK", FLAG_STRIP_BACKTICK),
        ("FILTER_FLAG_ENCODE_LOW", FLAG_ENCODE_LOW),
        ("FILTER_FLAG_ENCODE_HIGH", FLAG_ENCODE_HIGH),
        ("FILTER_FLAG_ENCODE_AMP", FLAG_ENCODE_AMP),
        ("FILTER_FLAG_NO_ENCODE_QUOTES", FLAG_NO_ENCODE_QUOTES),
        ("FILTER_FLAG_EMPTY_STRING_NULL", FLAG_EMPTY_STRING_NULL),
        ("FILTER_FLAG_ALLOW_FRACTION", FLAG_ALLOW_FRACTION),
        ("FILTER_FLAG_ALLOW_THOUSAND", FLAG_ALLOW_THOUSAND),
        ("FILTER_FLAG_ALLOW_SCIENTIFIC", FLAG_ALLOW_SCIENTIFIC),
        ("FILTER_FLAG_PATH_REQUIRED", FLAG_PATH_REQUIRED),
        ("FILTER_FLAG_QUERY_REQUIRED", FLAG_QUERY_REQUIRED),
        ("FILTER_FLAG_IPV4", FLAG_IPV4),
        ("FILTER_FLAG_IPV6", FLAG_IPV6),
        ("FILTER_FLAG_NO_RES_RANGE", FLAG_NO_RES_RANGE),
        ("FILTER_FLAG_NO_PRIV_RANGE", FLAG_NO_PRIV_RANGE),
        ("FILTER_FLAG_GLOBAL_RANGE", FLAG_GLOBAL_RANGE),
        ("FILTER_FLAG_HOSTNAME", FLAG_HOSTNAME),
        ("FILTER_FLAG_EMAIL_UNICODE", FLAG_EMAIL_UNICODE),
    ];
    ALL.iter().map(|&(n, v)| (n, Value::Int(v))).collect()
}

/// `RETURN_VALIDATION_FAILED`: `null` under `FILTER_NULL_ON_FAILURE`, else `false`.
fn failed(flags: i64) -> Value {
    if flags & FILTER_NULL_ON_FAILURE != 0 {
        Value::Null
    } else {
        Value::Bool(false)
    }
}

/// `PHP_FILTER_TRIM_DEFAULT_EX`'s white space (no form feed, no NUL).
fn is_trim_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | 0x0b | b'\n')
}

/// The bounds of `s` without leading and trailing filter white space.
fn trim_bounds(s: &[u8]) -> (usize, usize) {
    let start = s.iter().position(|&c| !is_trim_space(c)).unwrap_or(s.len());
    let end = s[start..]
        .iter()
        .rposition(|&c| !is_trim_space(c))
        .map_or(start, |p| start + p + 1);
    (start, end)
}
