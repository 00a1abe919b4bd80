//! mbstring: multibyte string functions (`mb_*`), built in.
//!
//! Strings are decoded to code points by [`encoding`], mapped by [`case`]
//! and measured by [`width`], then encoded back with php's substitute
//! character rules. The request's settings (internal encoding, substitute
//! character, language, detect order) live in [`settings`].

use rphp_value::{Builtin, Context, ErrorLevel, Fault, ThrowKind, Value};

/// A builtin table entry (the `BUILTINS` of convert.rs and strings.rs).
macro_rules! b {
    ($name:literal, $params:expr, $f:expr) => {
        Builtin {
            name: $name,
            params: $params,
            func: $f,
        }
    };
}

pub mod case;
pub mod convert;
pub mod encoding;
pub mod ereg;
mod ereg_syntax;
pub mod kana;
mod kana_tables;
pub mod mime;
pub mod output;
mod rare_table;
mod sbcs_tables;
pub mod settings;
pub mod strings;
mod unicode_tables;
pub mod variables;
pub mod width;

use encoding::{Encoding, BAD};

pub const TABLES: &[&[Builtin]] = &[
    strings::BUILTINS,
    convert::BUILTINS,
    settings::BUILTINS,
    variables::BUILTINS,
    kana::BUILTINS,
    mime::BUILTINS,
    output::BUILTINS,
    ereg::BUILTINS,
];

pub fn constants() -> Vec<(&'static str, Value)> {
    settings::start_request();
    ereg::start_request();
    vec![
        ("MB_CASE_UPPER", Value::Int(0)),
        ("MB_CASE_LOWER", Value::Int(1)),
        ("MB_CASE_TITLE", Value::Int(2)),
        ("MB_CASE_FOLD", Value::Int(3)),
        ("MB_CASE_UPPER_SIMPLE", Value::Int(4)),
        ("MB_CASE_LOWER_SIMPLE", Value::Int(5)),
        ("MB_CASE_TITLE_SIMPLE", Value::Int(6)),
        ("MB_CASE_FOLD_SIMPLE", Value::Int(7)),
        // The Oniguruma release php 8.2 bundles; mb_ereg's syntaxes follow it.
        (
            "MB_ONIGURUMA_VERSION",
            Value::Str(rphp_value::PhpStr::from(&b"6.9.8"[..])),
        ),
    ]
}

/// php 8.2's deprecation for the encodings that are not text encodings.
pub fn deprecate(ctx: &mut dyn Context, func: &str, enc: &Encoding) -> Result<(), Fault> {
    if enc.kind == encoding::Kind::Base64 {
        ctx.error(
            ErrorLevel::Deprecated,
            &format!(
                "{func}(): Handling Base64 via mbstring is deprecated; use base64_encode/base64_decode instead"
            ),
        )?;
    }
    if enc.kind == encoding::Kind::HtmlEntities {
        ctx.error(
            ErrorLevel::Deprecated,
            &format!(
                "{func}(): Handling HTML entities via mbstring is deprecated; use htmlspecialchars, htmlentities, or mb_encode_numericentity/mb_decode_numericentity instead"
            ),
        )?;
    }
    Ok(())
}

/// An optional `?string $encoding` argument: the internal encoding when
/// null or absent, php's ValueError for an unknown name.
pub fn enc_arg(
    ctx: &mut dyn Context,
    args: &[Value],
    i: usize,
    func: &str,
    pname: &str,
) -> Result<&'static Encoding, Fault> {
    match crate::util::arg(args, i) {
        Value::Null => Ok(settings::internal(ctx)),
        v => {
            let name = rphp_value::convert::to_str(&v);
            match encoding::by_name(name.as_bytes()) {
                Some(e) => {
                    if !settings::cached_name(name.as_bytes()) {
                        deprecate(ctx, func, e)?;
                    }
                    Ok(e)
                }
                None => Err(ctx.throw(
                    ThrowKind::ValueError,
                    format!(
                        "{func}(): Argument #{} (${pname}) must be a valid encoding, \"{}\" given",
                        i + 1,
                        String::from_utf8_lossy(name.as_bytes())
                    ),
                )),
            }
        }
    }
}

/// Encodes code points, replacing invalid input and characters the
/// encoding lacks as php does for the current substitute character.
pub fn encode(enc: &Encoding, cps: &[u32]) -> Vec<u8> {
    encode_counting(enc, cps).0
}

/// [`encode`], also giving the number of characters substituted.
pub fn encode_counting(enc: &Encoding, cps: &[u32]) -> (Vec<u8>, usize) {
    let mut bad = 0;
    let mut out = Vec::with_capacity(cps.len());
    let subst = settings::substitute();
    for &c in cps {
        if c != BAD && enc.encode_char(c, &mut out) {
            continue;
        }
        bad += 1;
        match subst {
            settings::Subst::None => {}
            settings::Subst::Char(s) => {
                if !enc.encode_char(s, &mut out) {
                    enc.encode_char(0x3F, &mut out);
                }
            }
            settings::Subst::Long | settings::Subst::Entity if c == BAD => {
                enc.encode_char(0x3F, &mut out);
            }
            settings::Subst::Long => {
                for b in format!("U+{c:X}").bytes() {
                    enc.encode_char(b as u32, &mut out);
                }
            }
            settings::Subst::Entity => {
                for b in format!("&#x{c:X};").bytes() {
                    enc.encode_char(b as u32, &mut out);
                }
            }
        }
    }
    if enc.kind == encoding::Kind::Base64 {
        return (encoding::base64_encode(&out), bad);
    }
    (out, bad)
}

/// Converts between encodings (BASE64 works on the raw bytes, as in php).
pub fn convert_bytes(s: &[u8], from: &Encoding, to: &Encoding) -> Vec<u8> {
    if to.kind == encoding::Kind::Base64 {
        return encoding::base64_encode(s);
    }
    if from.kind == encoding::Kind::Base64 {
        let bytes = encoding::Encoding::decode(from, s);
        return bytes
            .into_iter()
            .filter(|&c| c != BAD)
            .map(|c| c as u8)
            .collect();
    }
    let (out, bad) = encode_counting(to, &from.decode(s));
    settings::add_illegal(bad);
    out
}
