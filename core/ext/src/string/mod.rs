//! String functions (ext/standard/string.c and friends), one file per family.
//! PHP strings are bytes: nothing here assumes UTF-8, and case mapping is
//! ASCII-only as in PHP 8.2.

pub mod basic;
pub mod case;
pub mod compare;
pub mod csv;
pub mod ctype;
pub mod encode;
pub mod entities;
pub(crate) mod entities_data;
pub mod escape;
pub mod hash;
pub mod hebrev;
pub mod metaphone;
pub mod pack;
pub mod pad;
pub mod parse_url;
pub mod path;
pub mod replace;
pub mod scanf;
pub mod search;
pub mod shell;
pub mod similar;
pub mod span;
pub mod split;
pub mod strip_tags;
pub mod substr;
pub mod trim;
pub mod url;
pub mod utf8;
pub mod version;

use rphp_value::Builtin;

/// The string family's tables, in registration order.
pub const TABLES: &[&[Builtin]] = &[
    basic::BUILTINS,
    case::BUILTINS,
    compare::BUILTINS,
    ctype::BUILTINS,
    escape::BUILTINS,
    hash::BUILTINS,
    pad::BUILTINS,
    replace::BUILTINS,
    search::BUILTINS,
    scanf::BUILTINS,
    similar::BUILTINS,
    split::BUILTINS,
    substr::BUILTINS,
    trim::BUILTINS,
    span::BUILTINS,
    url::BUILTINS,
    utf8::BUILTINS,
    version::BUILTINS,
    metaphone::BUILTINS,
    hebrev::BUILTINS,
    csv::BUILTINS,
    csv::STREAM_BUILTINS,
    strip_tags::BUILTINS,
    encode::BUILTINS,
    path::BUILTINS,
    shell::BUILTINS,
    parse_url::BUILTINS,
    pack::BUILTINS,
    entities::BUILTINS,
];
