//! PHP's PCRE functions (ext/pcre/php_pcre.c) on rphp's own regex engine,
//! [`rphp_regex`]: `preg_match`, `preg_match_all`, `preg_replace`,
//! `preg_filter`, `preg_replace_callback`, `preg_replace_callback_array`,
//! `preg_split`, `preg_quote`, `preg_grep`, `preg_last_error`,
//! `preg_last_error_msg`.
//!
//! Patterns are PHP strings with delimiters and modifiers (`/a+/iu`); they are
//! compiled once per thread and cached by the whole string, as PHP does.

mod cache;
mod matching;
mod replace;
mod split;

#[cfg(test)]
mod tests;

use rphp_value::{Builtin, ParamSpec, ParamType, Value};

pub use cache::check as check_pattern;
pub use cache::matches as pattern_matches;
pub use cache::{
    PREG_BACKTRACK_LIMIT_ERROR, PREG_BAD_UTF8_ERROR, PREG_BAD_UTF8_OFFSET_ERROR,
    PREG_INTERNAL_ERROR, PREG_JIT_STACKLIMIT_ERROR, PREG_NO_ERROR, PREG_RECURSION_LIMIT_ERROR,
};
pub use matching::{
    PREG_GREP_INVERT, PREG_OFFSET_CAPTURE, PREG_PATTERN_ORDER, PREG_SET_ORDER,
    PREG_UNMATCHED_AS_NULL,
};
pub use split::{PREG_SPLIT_DELIM_CAPTURE, PREG_SPLIT_NO_EMPTY, PREG_SPLIT_OFFSET_CAPTURE};

/// The integer constants ext/pcre defines.
pub const CONSTANTS: &[(&str, i64)] = &[
    ("PREG_PATTERN_ORDER", PREG_PATTERN_ORDER),
    ("PREG_SET_ORDER", PREG_SET_ORDER),
    ("PREG_OFFSET_CAPTURE", PREG_OFFSET_CAPTURE),
    ("PREG_UNMATCHED_AS_NULL", PREG_UNMATCHED_AS_NULL),
    ("PREG_SPLIT_NO_EMPTY", PREG_SPLIT_NO_EMPTY),
    ("PREG_SPLIT_DELIM_CAPTURE", PREG_SPLIT_DELIM_CAPTURE),
    ("PREG_SPLIT_OFFSET_CAPTURE", PREG_SPLIT_OFFSET_CAPTURE),
    ("PREG_GREP_INVERT", PREG_GREP_INVERT),
    ("PREG_NO_ERROR", PREG_NO_ERROR),
    ("PREG_INTERNAL_ERROR", PREG_INTERNAL_ERROR),
    ("PREG_BACKTRACK_LIMIT_ERROR", PREG_BACKTRACK_LIMIT_ERROR),
    ("PREG_RECURSION_LIMIT_ERROR", PREG_RECURSION_LIMIT_ERROR),
    ("PREG_BAD_UTF8_ERROR", PREG_BAD_UTF8_ERROR),
    ("PREG_BAD_UTF8_OFFSET_ERROR", PREG_BAD_UTF8_OFFSET_ERROR),
    ("PREG_JIT_STACKLIMIT_ERROR", PREG_JIT_STACKLIMIT_ERROR),
    ("PCRE_VERSION_MAJOR", 10),
    ("PCRE_VERSION_MINOR", 42),
];

/// Every ext/pcre constant as a value, including the non-integer ones
/// (`PCRE_VERSION`, `PCRE_JIT_SUPPORT`).
pub fn constants() -> Vec<(&'static str, Value)> {
    let mut v: Vec<(&'static str, Value)> =
        CONSTANTS.iter().map(|&(n, i)| (n, Value::Int(i))).collect();
    v.push(("PCRE_VERSION", Value::str("10.42 2022-12-11")));
    v.push(("PCRE_JIT_SUPPORT", Value::Bool(false)));
    v
}

const MATCH: &[ParamSpec] = &[
    ParamSpec::req("pattern", ParamType::String),
    ParamSpec::req("subject", ParamType::String),
    ParamSpec::opt("matches", ParamType::Mixed, "null").by_ref(),
    ParamSpec::opt("flags", ParamType::Int, "0"),
    ParamSpec::opt("offset", ParamType::Int, "0"),
];

const REPLACE: &[ParamSpec] = &[
    ParamSpec::req("pattern", ParamType::ArrayOrString),
    ParamSpec::req("replacement", ParamType::ArrayOrString),
    ParamSpec::req("subject", ParamType::ArrayOrString),
    ParamSpec::opt("limit", ParamType::Int, "-1"),
    ParamSpec::opt("count", ParamType::Mixed, "null").by_ref(),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "preg_match",
        params: MATCH,
        func: |c, a| matching::preg_match_impl(c, a, false),
    },
    Builtin {
        name: "preg_match_all",
        params: MATCH,
        func: |c, a| matching::preg_match_impl(c, a, true),
    },
    Builtin {
        name: "preg_replace",
        params: REPLACE,
        func: |c, a| replace::preg_replace(c, a, false),
    },
    Builtin {
        name: "preg_filter",
        params: REPLACE,
        func: |c, a| replace::preg_replace(c, a, true),
    },
    Builtin {
        name: "preg_replace_callback",
        params: &[
            ParamSpec::req("pattern", ParamType::ArrayOrString),
            ParamSpec::req("callback", ParamType::Callable),
            ParamSpec::req("subject", ParamType::ArrayOrString),
            ParamSpec::opt("limit", ParamType::Int, "-1"),
            ParamSpec::opt("count", ParamType::Mixed, "null").by_ref(),
            ParamSpec::opt("flags", ParamType::Int, "0"),
        ],
        func: replace::preg_replace_callback,
    },
    Builtin {
        name: "preg_replace_callback_array",
        params: &[
            ParamSpec::req("pattern", ParamType::Array),
            ParamSpec::req("subject", ParamType::ArrayOrString),
            ParamSpec::opt("limit", ParamType::Int, "-1"),
            ParamSpec::opt("count", ParamType::Mixed, "null").by_ref(),
            ParamSpec::opt("flags", ParamType::Int, "0"),
        ],
        func: replace::preg_replace_callback_array,
    },
    Builtin {
        name: "preg_split",
        params: &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("subject", ParamType::String),
            ParamSpec::opt("limit", ParamType::Int, "-1"),
            ParamSpec::opt("flags", ParamType::Int, "0"),
        ],
        func: split::preg_split,
    },
    Builtin {
        name: "preg_quote",
        params: &[
            ParamSpec::req("str", ParamType::String),
            ParamSpec::opt("delimiter", ParamType::String, "null").nullable(),
        ],
        func: split::preg_quote,
    },
    Builtin {
        name: "preg_grep",
        params: &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::opt("flags", ParamType::Int, "0"),
        ],
        func: matching::preg_grep,
    },
    Builtin {
        name: "preg_last_error",
        params: &[],
        func: |_, _| Ok(Value::Int(cache::last_error())),
    },
    Builtin {
        name: "preg_last_error_msg",
        params: &[],
        func: |_, _| Ok(Value::str(cache::error_message(cache::last_error()))),
    },
];
