//! The request's mbstring settings: internal encoding, substitute
//! character, language and detect order, with their getter/setter
//! functions. They are thread-local request state, reset when a request
//! starts (php resets them per request too).

use super::encoding::{self, Encoding};
use crate::util::arg;
use rphp_value::{
    Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, PhpStr, ThrowKind, Value,
};
use std::cell::{Cell, RefCell};

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Subst {
    None,
    Long,
    Entity,
    Char(u32),
}

thread_local! {
    static INTERNAL: Cell<Option<&'static Encoding>> = const { Cell::new(None) };
    static SUBST: Cell<Subst> = const { Cell::new(Subst::Char(0x3F)) };
    static LANGUAGE: Cell<&'static str> = const { Cell::new("neutral") };
    static DETECT_ORDER: RefCell<Option<Vec<&'static Encoding>>> = const { RefCell::new(None) };
    /// The last encoding name looked up for an `$encoding` argument: php
    /// caches it, and raises the BASE64 deprecation only on a fresh lookup.
    static LAST_NAME: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// Invalid or unconvertible characters met by conversions (mb_get_info's illegal_chars).
    static ILLEGAL: Cell<u64> = const { Cell::new(0) };
    /// `mb_http_output`'s setting; `None` follows the internal encoding.
    static HTTP_OUTPUT: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// Whether `name` is the cached last looked-up encoding name; caches it.
pub fn cached_name(name: &[u8]) -> bool {
    LAST_NAME.with(|c| {
        let mut c = c.borrow_mut();
        if c.eq_ignore_ascii_case(name) && !c.is_empty() {
            true
        } else {
            *c = name.to_vec();
            false
        }
    })
}

pub fn add_illegal(n: usize) {
    ILLEGAL.with(|c| c.set(c.get() + n as u64));
}

pub fn illegal() -> u64 {
    ILLEGAL.with(|c| c.get())
}

pub fn start_request() {
    INTERNAL.with(|c| c.set(None));
    SUBST.with(|c| c.set(Subst::Char(0x3F)));
    LANGUAGE.with(|c| c.set("neutral"));
    DETECT_ORDER.with(|c| *c.borrow_mut() = None);
    LAST_NAME.with(|c| c.borrow_mut().clear());
    ILLEGAL.with(|c| c.set(0));
    HTTP_OUTPUT.with(|c| c.set(None));
    super::output::reset();
}

pub fn substitute() -> Subst {
    SUBST.with(|c| c.get())
}

/// The internal encoding: set by `mb_internal_encoding`, else
/// mbstring.internal_encoding, else default_charset, else UTF-8.
pub fn internal(ctx: &dyn Context) -> &'static Encoding {
    if let Some(e) = INTERNAL.with(|c| c.get()) {
        return e;
    }
    for key in [&b"mbstring.internal_encoding"[..], b"default_charset"] {
        if let Some(v) = ctx.ini_get(key) {
            if let Some(e) = encoding::by_name(v.as_bytes()) {
                return e;
            }
        }
    }
    encoding::utf8()
}

/// The detect order (`mb_detect_order()`, "auto").
pub fn detect_order() -> Vec<&'static Encoding> {
    DETECT_ORDER
        .with(|c| c.borrow().clone())
        .unwrap_or_else(auto_list)
}

/// What "auto" means for every language rphp knows: ASCII, UTF-8.
pub fn auto_list() -> Vec<&'static Encoding> {
    vec![
        encoding::by_name(b"ASCII").expect("listed"),
        encoding::utf8(),
    ]
}

/// Parses an encoding list (a comma-separated string or an array) as
/// mb_detect_order / mb_convert_encoding's from_encoding / mb_detect_encoding
/// take it: php's ValueErrors name the function and argument.
pub fn encoding_list(
    ctx: &mut dyn Context,
    v: &Value,
    func: &str,
    argn: usize,
    pname: &str,
) -> Result<Vec<&'static Encoding>, Fault> {
    let names: Vec<Vec<u8>> = match v {
        Value::Array(a) => a
            .values()
            .map(|v| rphp_value::convert::to_str(&v.get()).as_bytes().to_vec())
            .collect(),
        v => {
            let s = rphp_value::convert::to_str(v);
            if s.is_empty() {
                Vec::new()
            } else {
                s.as_bytes()
                    .split(|&b| b == b',')
                    .map(|p| p.trim_ascii().to_vec())
                    .collect()
            }
        }
    };
    let mut out = Vec::new();
    for n in names {
        if n.eq_ignore_ascii_case(b"auto") {
            out.extend(auto_list());
            continue;
        }
        match encoding::by_name(&n) {
            Some(e) => out.push(e),
            None => {
                return Err(ctx.throw(
                    ThrowKind::ValueError,
                    format!(
                        "{func}(): Argument #{argn} (${pname}) contains invalid encoding \"{}\"",
                        String::from_utf8_lossy(&n)
                    ),
                ))
            }
        }
    }
    if out.is_empty() {
        return Err(ctx.throw(
            ThrowKind::ValueError,
            format!("{func}(): Argument #{argn} (${pname}) must specify at least one encoding"),
        ));
    }
    Ok(out)
}

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "mb_internal_encoding",
        params: &[ParamSpec::opt("encoding", ParamType::String, "null").nullable()],
        func: mb_internal_encoding,
    },
    Builtin {
        name: "mb_substitute_character",
        params: &[
            ParamSpec::opt("substitute_character", ParamType::IntOrString, "null").nullable(),
        ],
        func: mb_substitute_character,
    },
    Builtin {
        name: "mb_language",
        params: &[ParamSpec::opt("language", ParamType::String, "null").nullable()],
        func: mb_language,
    },
    Builtin {
        name: "mb_get_info",
        params: &[ParamSpec::opt("type", ParamType::String, "\"all\"")],
        func: mb_get_info,
    },
    Builtin {
        name: "mb_http_input",
        params: &[ParamSpec::opt("type", ParamType::String, "null").nullable()],
        func: mb_http_input,
    },
    Builtin {
        name: "mb_http_output",
        params: &[ParamSpec::opt("encoding", ParamType::String, "null").nullable()],
        func: mb_http_output,
    },
    Builtin {
        name: "mb_detect_order",
        params: &[ParamSpec::opt("encoding", ParamType::ArrayOrString, "null").nullable()],
        func: mb_detect_order,
    },
];

fn mb_internal_encoding(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    match arg(args, 0) {
        Value::Null => Ok(Value::str(internal(ctx).name)),
        _ => {
            let e = super::enc_arg(ctx, args, 0, "mb_internal_encoding", "encoding")?;
            INTERNAL.with(|c| c.set(Some(e)));
            Ok(Value::Bool(true))
        }
    }
}

fn valid_codepoint(n: i64) -> bool {
    (0..0x11_0000).contains(&n) && !(0xD800..0xE000).contains(&n)
}

fn mb_substitute_character(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let set = match arg(args, 0) {
        Value::Null => {
            return Ok(match substitute() {
                Subst::None => Value::str("none"),
                Subst::Long => Value::str("long"),
                Subst::Entity => Value::str("entity"),
                Subst::Char(c) => Value::Int(c as i64),
            })
        }
        Value::Str(s) => {
            let s = s.as_bytes();
            if s.eq_ignore_ascii_case(b"none") {
                Subst::None
            } else if s.eq_ignore_ascii_case(b"long") {
                Subst::Long
            } else if s.eq_ignore_ascii_case(b"entity") {
                Subst::Entity
            } else {
                return Err(crate::util::value_error(
                    ctx,
                    "mb_substitute_character",
                    0,
                    "substitute_character",
                    "must be \"none\", \"long\", \"entity\" or a valid codepoint",
                ));
            }
        }
        v => {
            let n = rphp_value::convert::to_int(&v);
            if !valid_codepoint(n) {
                return Err(crate::util::value_error(
                    ctx,
                    "mb_substitute_character",
                    0,
                    "substitute_character",
                    "is not a valid codepoint",
                ));
            }
            Subst::Char(n as u32)
        }
    };
    SUBST.with(|c| c.set(set));
    Ok(Value::Bool(true))
}

/// (canonical name, short name, mail charset, mail header encoding, mail
/// body encoding) of the languages php knows.
const LANGUAGES: &[(&str, &str, &str, &str, &str)] = &[
    ("neutral", "neutral", "UTF-8", "BASE64", "BASE64"),
    ("uni", "universal", "UTF-8", "BASE64", "BASE64"),
    ("Japanese", "ja", "ISO-2022-JP", "BASE64", "7bit"),
    ("Korean", "ko", "ISO-2022-KR", "BASE64", "7bit"),
    ("Simplified Chinese", "zh-cn", "HZ", "BASE64", "7bit"),
    ("Traditional Chinese", "zh-tw", "BIG-5", "BASE64", "8bit"),
    ("English", "en", "ISO-8859-1", "Quoted-Printable", "8bit"),
    ("German", "de", "ISO-8859-15", "Quoted-Printable", "8bit"),
    ("Russian", "ru", "KOI8-R", "Quoted-Printable", "8bit"),
    ("Ukrainian", "ua", "KOI8-U", "Quoted-Printable", "8bit"),
    ("Armenian", "hy", "ArmSCII-8", "Quoted-Printable", "8bit"),
    ("Turkish", "tr", "ISO-8859-9", "Quoted-Printable", "8bit"),
];

fn language() -> &'static (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
) {
    let cur = LANGUAGE.with(|c| c.get());
    LANGUAGES
        .iter()
        .find(|l| l.0 == cur)
        .unwrap_or(&LANGUAGES[0])
}

/// `mb_http_output()`'s encoding; None for "pass".
pub fn http_output_encoding(ctx: &dyn Context) -> Option<&'static Encoding> {
    encoding::by_name(http_output(ctx).as_bytes()).filter(|_| http_output(ctx) != "pass")
}

/// The current language's mail charset and whether its header encoding
/// is Quoted-Printable (mb_encode_mimeheader's defaults).
pub fn mail_defaults() -> (&'static str, bool) {
    let l = language();
    (l.2, l.3 == "Quoted-Printable")
}

fn http_output(ctx: &dyn Context) -> &'static str {
    // php fixes the default at start-up from default_charset, so later
    // changes of the internal encoding do not move it.
    HTTP_OUTPUT.with(|c| c.get()).unwrap_or_else(|| {
        ctx.ini_get(b"default_charset")
            .and_then(|v| encoding::by_name(v.as_bytes()))
            .unwrap_or_else(encoding::utf8)
            .name
    })
}

fn ini_on_off(ctx: &dyn Context, key: &[u8]) -> Value {
    let on = ctx.ini_get(key).is_some_and(|v| {
        let v = v.as_bytes();
        [&b"1"[..], b"on", b"yes", b"true"]
            .iter()
            .any(|t| v.eq_ignore_ascii_case(t))
    });
    Value::str(if on { "On" } else { "Off" })
}

fn mb_get_info(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let ty = match arg(args, 0) {
        Value::Null => PhpStr::from("all"),
        v => rphp_value::convert::to_str(&v),
    };
    let lang = language();
    let subst = match substitute() {
        Subst::None => Value::str("none"),
        Subst::Long => Value::str("long"),
        Subst::Entity => Value::str("entity"),
        Subst::Char(c) => Value::Int(c as i64),
    };
    let order = Value::Array(PhpArray::from_list(
        detect_order().iter().map(|e| Value::str(e.name)).collect(),
    ));
    let conv = ctx
        .ini_get(b"mbstring.http_output_conv_mimetypes")
        .map_or(Value::Null, Value::Str);
    let entries: Vec<(&str, Value)> = vec![
        ("internal_encoding", Value::str(internal(ctx).name)),
        ("http_output", Value::str(http_output(ctx))),
        ("http_output_conv_mimetypes", conv),
        ("mail_charset", Value::str(lang.2)),
        ("mail_header_encoding", Value::str(lang.3)),
        ("mail_body_encoding", Value::str(lang.4)),
        ("illegal_chars", Value::Int(illegal() as i64)),
        (
            "encoding_translation",
            ini_on_off(ctx, b"mbstring.encoding_translation"),
        ),
        ("language", Value::str(lang.0)),
        ("detect_order", order),
        ("substitute_character", subst),
        (
            "strict_detection",
            ini_on_off(ctx, b"mbstring.strict_detection"),
        ),
    ];
    let ty = ty.as_bytes();
    if ty.eq_ignore_ascii_case(b"all") {
        let mut a = PhpArray::with_capacity(entries.len());
        for (k, v) in entries {
            a.insert(rphp_value::ArrayKey::from(k), v);
        }
        return Ok(Value::Array(a));
    }
    if ty.eq_ignore_ascii_case(b"http_input") {
        return Ok(Value::Null);
    }
    Ok(entries
        .into_iter()
        .find(|(k, _)| k.as_bytes().eq_ignore_ascii_case(ty))
        .map_or(Value::Bool(false), |(_, v)| v))
}

/// The CLI has no HTTP input: nothing was detected, and the input list is the default one.
fn mb_http_input(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let ty = match arg(args, 0) {
        Value::Null => return Ok(Value::Bool(false)),
        v => rphp_value::convert::to_str(&v),
    };
    match ty.as_bytes() {
        b"G" | b"g" | b"P" | b"p" | b"C" | b"c" | b"S" | b"s" => Ok(Value::Bool(false)),
        b"I" | b"i" => Ok(Value::Array(PhpArray::from_list(vec![Value::str(
            internal(ctx).name,
        )]))),
        b"L" | b"l" => Ok(Value::str(internal(ctx).name)),
        _ => Err(crate::util::value_error(
            ctx,
            "mb_http_input",
            0,
            "type",
            "must be one of \"G\", \"P\", \"C\", \"S\", \"I\", or \"L\"",
        )),
    }
}

fn mb_http_output(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    match arg(args, 0) {
        Value::Null => Ok(Value::str(http_output(ctx))),
        v => {
            let name = rphp_value::convert::to_str(&v);
            // php accepts "pass" (no conversion) for the output encoding only.
            if name.as_bytes().eq_ignore_ascii_case(b"pass") {
                HTTP_OUTPUT.with(|c| c.set(Some("pass")));
                return Ok(Value::Bool(true));
            }
            let e = super::enc_arg(ctx, args, 0, "mb_http_output", "encoding")?;
            HTTP_OUTPUT.with(|c| c.set(Some(e.name)));
            Ok(Value::Bool(true))
        }
    }
}

fn mb_language(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    match arg(args, 0) {
        Value::Null => Ok(Value::str(
            LANGUAGES
                .iter()
                .find(|l| l.0 == LANGUAGE.with(|c| c.get()))
                .map_or("neutral", |l| l.0),
        )),
        v => {
            let s: PhpStr = rphp_value::convert::to_str(&v);
            let b = s.as_bytes();
            match LANGUAGES.iter().find(|l| {
                l.0.as_bytes().eq_ignore_ascii_case(b) || l.1.as_bytes().eq_ignore_ascii_case(b)
            }) {
                Some(l) => {
                    LANGUAGE.with(|c| c.set(l.0));
                    Ok(Value::Bool(true))
                }
                None => Err(crate::util::value_error(
                    ctx,
                    "mb_language",
                    0,
                    "language",
                    &format!(
                        "must be a valid language, \"{}\" given",
                        String::from_utf8_lossy(b)
                    ),
                )),
            }
        }
    }
}

fn mb_detect_order(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    match arg(args, 0) {
        Value::Null => {
            let list = detect_order();
            Ok(Value::Array(PhpArray::from_list(
                list.iter().map(|e| Value::str(e.name)).collect(),
            )))
        }
        v => {
            let list = encoding_list(ctx, &v, "mb_detect_order", 1, "encoding")?;
            DETECT_ORDER.with(|c| *c.borrow_mut() = Some(list));
            Ok(Value::Bool(true))
        }
    }
}
