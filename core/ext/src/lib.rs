//! rphp-ext: PHP's standard library functions, written against rphp-value only.
//!
//! Each module holds one family (output, types, strings, arrays, math, ...)
//! and exports a `BUILTINS` table of [`Builtin`] declarations. The VM
//! registers [`builtins()`] at start-up; it checks arity and coerces argument
//! types from each declaration before calling, so a function body here sees
//! arguments that already have the declared PHP types.

use rphp_value::{Builtin, Value};

pub mod array;
pub mod clock;
pub mod date;
pub mod filter;
pub mod hash;
pub mod image;
pub mod iptc;
pub mod json;
pub mod math;
pub mod mbstring;
pub mod numfmt;
pub mod output;
pub mod packed;
pub mod password;
pub mod pcre;
mod pi_tables;
pub mod random;
mod std_constants;
pub mod string;
pub mod strptime;
pub mod types;
mod util;

#[cfg(test)]
mod difftest;
#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod testing;

/// Every constant this crate defines, for the VM to register at start-up.
/// The engine calls this once per new request, so request state that must
/// not leak into the next request on the same thread is reset here too.
pub fn constants() -> Vec<(&'static str, Value)> {
    date::start_request();
    let mut v = pcre::constants();
    v.extend(json::constants());
    v.extend(random::constants());
    v.extend(hash::constants());
    v.extend(date::constants());
    v.extend(password::constants());
    v.extend(mbstring::constants());
    v.extend(image::constants());
    v.extend(filter::constants());
    v.extend(std_constants::constants());
    v
}

/// Every builtin this crate provides.
pub fn builtins() -> impl Iterator<Item = &'static Builtin> {
    let families: &[&[&'static [Builtin]]] = &[
        &[
            output::var_dump::BUILTINS,
            output::print_r::BUILTINS,
            output::var_export::BUILTINS,
            output::printf::BUILTINS,
            output::number_format::BUILTINS,
            output::serialize::BUILTINS,
            output::unserialize::BUILTINS,
            json::BUILTINS,
            types::BUILTINS,
            math::BUILTINS,
            math::base::BUILTINS,
            pcre::BUILTINS,
            random::BUILTINS,
            clock::BUILTINS,
            date::BUILTINS,
            date::parse_result::BUILTINS,
            date::sun::BUILTINS,
            date::tz_abbr::BUILTINS,
            random::PICK_BUILTINS,
            hash::BUILTINS,
            hash::CONTEXT_BUILTINS,
            hash::FILE_BUILTINS,
            password::BUILTINS,
            hash::MHASH_BUILTINS,
            image::BUILTINS,
            iptc::BUILTINS,
            strptime::BUILTINS,
            filter::BUILTINS,
        ],
        string::TABLES,
        array::TABLES,
        mbstring::TABLES,
    ];
    families
        .iter()
        .flat_map(|f| f.iter())
        .flat_map(|t| t.iter())
}
