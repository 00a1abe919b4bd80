//! HTML escaping and entities (ext/standard/html.c): `htmlspecialchars`,
//! `htmlspecialchars_decode`, `htmlentities`, `html_entity_decode`,
//! `get_html_translation_table`, for the HTML 4.01, XHTML, XML 1.0 and HTML5
//! doctypes. Charsets: UTF-8, ISO-8859-1, ISO-8859-15 and Windows-1252 are
//! mapped exactly; PHP's other single- and multi-byte charsets are accepted
//! and treated byte-wise (only the ASCII special characters are escaped).

use super::entities_data::{html401_encode, html401_names, html5_encode, html5_names};
use crate::string::escape::utf8_char_len;
use crate::util::{bool_arg, given, int_arg, str_arg};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpStr, Value,
};

const ENT_HTML_QUOTE_SINGLE: i64 = 1;
const ENT_HTML_QUOTE_DOUBLE: i64 = 2;
const ENT_IGNORE: i64 = 4;
const ENT_SUBSTITUTE: i64 = 8;
const ENT_DISALLOWED: i64 = 128;
/// ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401
const DEFAULT_FLAGS: i64 = 3 | 8;
const HTML_ENTITIES: i64 = 1;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Doctype {
    Html401,
    Xml1,
    Xhtml,
    Html5,
}

fn doctype(flags: i64) -> Doctype {
    match flags & (16 | 32) {
        16 => Doctype::Xml1,
        32 => Doctype::Xhtml,
        48 => Doctype::Html5,
        _ => Doctype::Html401,
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Charset {
    Utf8,
    Latin1,
    Latin9,
    Cp1252,
    /// A charset PHP knows but rphp has no table for: bytes pass through.
    Other,
}

const ENCODING_PARAM: ParamSpec = ParamSpec::opt("encoding", ParamType::String, "null").nullable();
const FLAGS_PARAM: ParamSpec = ParamSpec::opt(
    "flags",
    ParamType::Int,
    "ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401",
);

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "htmlspecialchars",
        params: &[
            ParamSpec::req("string", ParamType::String),
            FLAGS_PARAM,
            ENCODING_PARAM,
            ParamSpec::opt("double_encode", ParamType::Bool, "true"),
        ],
        func: |c, a| escape_fn(c, a, "htmlspecialchars", false),
    },
    Builtin {
        name: "htmlentities",
        params: &[
            ParamSpec::req("string", ParamType::String),
            FLAGS_PARAM,
            ENCODING_PARAM,
            ParamSpec::opt("double_encode", ParamType::Bool, "true"),
        ],
        func: |c, a| escape_fn(c, a, "htmlentities", true),
    },
    Builtin {
        name: "htmlspecialchars_decode",
        params: &[ParamSpec::req("string", ParamType::String), FLAGS_PARAM],
        func: |c, a| {
            let s = str_arg(a, 0);
            let flags = int_arg(a, 1, DEFAULT_FLAGS);
            let _ = c;
            Ok(Value::str(decode(
                s.as_bytes(),
                flags,
                Charset::Utf8,
                false,
            )))
        },
    },
    Builtin {
        name: "html_entity_decode",
        params: &[
            ParamSpec::req("string", ParamType::String),
            FLAGS_PARAM,
            ENCODING_PARAM,
        ],
        func: |c, a| {
            let s = str_arg(a, 0);
            let flags = int_arg(a, 1, DEFAULT_FLAGS);
            let cs = charset(c, "html_entity_decode", a, 2)?;
            Ok(Value::str(decode(s.as_bytes(), flags, cs, true)))
        },
    },
    Builtin {
        name: "get_html_translation_table",
        params: &[
            ParamSpec::opt("table", ParamType::Int, "HTML_SPECIALCHARS"),
            FLAGS_PARAM,
            ParamSpec::opt("encoding", ParamType::String, "\"UTF-8\""),
        ],
        func: translation_table,
    },
];

/// `determine_charset`: the encoding argument (or `default_charset`).
fn charset(ctx: &mut dyn Context, func: &str, args: &[Value], i: usize) -> Result<Charset, Fault> {
    let name = if given(args, i) {
        str_arg(args, i)
    } else {
        ctx.ini_get(b"default_charset")
            .unwrap_or_else(|| PhpStr::from("UTF-8"))
    };
    let lower = name.as_bytes().to_ascii_lowercase();
    Ok(match lower.as_slice() {
        b"" | b"utf-8" => Charset::Utf8,
        b"iso-8859-1" | b"iso8859-1" => Charset::Latin1,
        b"iso-8859-15" | b"iso8859-15" => Charset::Latin9,
        b"cp1252" | b"windows-1252" | b"1252" => Charset::Cp1252,
        b"big5" | b"950" | b"gb2312" | b"936" | b"big5-hkscs" | b"shift_jis" | b"sjis"
        | b"sjis-win" | b"cp932" | b"932" | b"euc-jp" | b"eucjp" | b"eucjp-win" | b"koi8-r"
        | b"koi8-ru" | b"koi8r" | b"cp1251" | b"windows-1251" | b"win-1251" | b"iso8859-5"
        | b"iso-8859-5" | b"cp866" | b"866" | b"ibm866" | b"macroman" => Charset::Other,
        _ => {
            let msg = format!(
                "{}(): Charset \"{}\" is not supported, assuming UTF-8",
                func,
                name.to_string_lossy()
            );
            ctx.error(ErrorLevel::Warning, &msg)?;
            Charset::Utf8
        }
    })
}

/// Windows-1252's 0x80..=0x9F (0 where undefined).
const CP1252_HIGH: [u32; 32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
    0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
];
/// ISO-8859-15's differences from ISO-8859-1.
const LATIN9: [(u8, u32); 8] = [
    (0xA4, 0x20AC),
    (0xA6, 0x0160),
    (0xA8, 0x0161),
    (0xB4, 0x017D),
    (0xB8, 0x017E),
    (0xBC, 0x0152),
    (0xBD, 0x0153),
    (0xBE, 0x0178),
];

/// A single-byte charset's byte as a code point (`None`: undefined byte).
fn byte_to_unicode(cs: Charset, b: u8) -> Option<u32> {
    match cs {
        Charset::Cp1252 if (0x80..0xA0).contains(&b) => {
            Some(CP1252_HIGH[(b - 0x80) as usize]).filter(|&c| c != 0)
        }
        Charset::Latin9 => Some(LATIN9.iter().find(|x| x.0 == b).map_or(b as u32, |x| x.1)),
        _ => Some(b as u32),
    }
}

/// The byte a code point has in a single-byte charset, if any.
fn unicode_to_byte(cs: Charset, cp: u32) -> Option<u8> {
    match cs {
        Charset::Latin1 => (cp < 0x100).then_some(cp as u8),
        Charset::Latin9 => {
            if let Some(x) = LATIN9.iter().find(|x| x.1 == cp) {
                return Some(x.0);
            }
            (cp < 0x100 && !LATIN9.iter().any(|x| x.0 as u32 == cp)).then_some(cp as u8)
        }
        Charset::Cp1252 => {
            if let Some(i) = CP1252_HIGH.iter().position(|&c| c == cp && c != 0) {
                return Some(0x80 + i as u8);
            }
            (cp < 0x80 || (0xA0..0x100).contains(&cp)).then_some(cp as u8)
        }
        Charset::Other => (cp < 0x80).then_some(cp as u8),
        Charset::Utf8 => None,
    }
}

/// `unicode_cp_is_allowed`: code points a document type may contain.
fn cp_allowed(cp: u32, dt: Doctype) -> bool {
    let plane_ok = |cp: u32| {
        (0xE000..=0x10FFFF).contains(&cp)
            && (cp & 0xFFFF) < 0xFFFE
            && !(0xFDD0..=0xFDEF).contains(&cp)
    };
    match dt {
        Doctype::Html401 => {
            (0x20..=0x7E).contains(&cp)
                || matches!(cp, 0x0A | 0x09 | 0x0D)
                || (0xA0..=0xD7FF).contains(&cp)
                || plane_ok(cp)
        }
        Doctype::Html5 => {
            (0x20..=0x7E).contains(&cp)
                || ((0x09..=0x0D).contains(&cp) && cp != 0x0B)
                || (0xA0..=0xD7FF).contains(&cp)
                || plane_ok(cp)
        }
        Doctype::Xhtml | Doctype::Xml1 => {
            (0x20..=0xD7FF).contains(&cp)
                || matches!(cp, 0x0A | 0x09 | 0x0D)
                || ((0xE000..=0x10FFFF).contains(&cp) && cp != 0xFFFE && cp != 0xFFFF)
        }
    }
}

fn lookup<'a>(table: &'a [(&'a str, &'a str)], key: &str) -> Option<&'a str> {
    table
        .binary_search_by(|e| e.0.cmp(key))
        .ok()
        .map(|i| table[i].1)
}

/// Whether `name` is an entity the doctype's full inverse map knows (for `double_encode = false`).
fn known_name(name: &str, dt: Doctype) -> bool {
    match dt {
        Doctype::Html5 => lookup(html5_names(), name).is_some(),
        Doctype::Xml1 => matches!(name, "amp" | "lt" | "gt" | "quot" | "apos"),
        Doctype::Xhtml => name == "apos" || lookup(html401_names(), name).is_some(),
        Doctype::Html401 => lookup(html401_names(), name).is_some(),
    }
}

/// `process_numeric_entity` after `&#`: the code point and the index of the `;`.
fn numeric_entity(s: &[u8]) -> Option<(u32, usize)> {
    let hex = matches!(s.first(), Some(b'x' | b'X'));
    let start = usize::from(hex);
    let mut end = start;
    while s.get(end).is_some_and(|c| {
        if hex {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    }) {
        end += 1;
    }
    if end == start || s.get(end) != Some(&b';') {
        return None;
    }
    let digits = std::str::from_utf8(&s[start..end]).ok()?;
    let cp = u64::from_str_radix(digits, if hex { 16 } else { 10 }).unwrap_or(u64::MAX);
    (cp <= 0x10FFFF).then_some((cp as u32, end))
}

/// `process_named_entity_html` after `&`: the name and the index of the `;`.
fn named_entity(s: &[u8]) -> Option<(&str, usize)> {
    let end = s
        .iter()
        .position(|c| !c.is_ascii_alphanumeric())
        .unwrap_or(s.len());
    if end == 0 || s.get(end) != Some(&b';') {
        return None;
    }
    Some((std::str::from_utf8(&s[..end]).ok()?, end))
}

fn escape_fn(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    all: bool,
) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let flags = int_arg(args, 1, DEFAULT_FLAGS);
    let cs = charset(ctx, func, args, 2)?;
    let double_encode = bool_arg(args, 3, true);
    Ok(Value::str(escape(
        s.as_bytes(),
        flags,
        cs,
        double_encode,
        all,
    )))
}

/// htmlentities() in UTF-8 without double encoding, quotes per
/// `ENT_QUOTES` or `ENT_NOQUOTES`: ext/filter's full_special_chars filter.
pub fn entities_utf8(b: &[u8], quotes: bool) -> Vec<u8> {
    let flags = if quotes {
        ENT_HTML_QUOTE_SINGLE | ENT_HTML_QUOTE_DOUBLE
    } else {
        0
    };
    escape(b, flags, Charset::Utf8, false, true)
}

/// `php_escape_html_entities_ex`.
fn escape(b: &[u8], flags: i64, cs: Charset, double_encode: bool, all: bool) -> Vec<u8> {
    let dt = doctype(flags);
    let all = all && dt != Doctype::Xml1;
    let replacement: &[u8] = if cs == Charset::Utf8 {
        "\u{FFFD}".as_bytes()
    } else {
        b"&#xFFFD;"
    };
    let mut out = Vec::with_capacity(b.len() + b.len() / 8);
    let mut i = 0;
    while i < b.len() {
        // 1. The next character: its bytes and code point.
        let (len, cp) = if cs == Charset::Utf8 {
            match utf8_char_len(&b[i..]) {
                Ok(n) => {
                    let cp = std::str::from_utf8(&b[i..i + n])
                        .ok()
                        .and_then(|t| t.chars().next())
                        .map_or(0, |c| c as u32);
                    (n, cp)
                }
                Err(skip) => {
                    if flags & ENT_IGNORE != 0 {
                    } else if flags & ENT_SUBSTITUTE != 0 {
                        out.extend_from_slice(replacement);
                    } else {
                        return Vec::new();
                    }
                    i += skip;
                    continue;
                }
            }
        } else {
            (1, b[i] as u32)
        };
        let raw = &b[i..i + len];
        let c = b[i];
        // 2. '&': an existing entity stays when double_encode is off.
        if c == b'&' {
            if !double_encode {
                let rest = &b[i + 1..];
                let keep = if rest.first() == Some(&b'#') {
                    numeric_entity(&rest[1..]).map(|(_, end)| end + 2)
                } else {
                    named_entity(rest)
                        .filter(|(n, _)| known_name(n, dt))
                        .map(|(_, end)| end + 1)
                };
                if let Some(n) = keep {
                    out.extend_from_slice(&b[i..i + 1 + n]);
                    i += 1 + n;
                    continue;
                }
            }
            out.extend_from_slice(b"&amp;");
            i += 1;
            continue;
        }
        let quote_off = (c == b'\'' && flags & ENT_HTML_QUOTE_SINGLE == 0)
            || (c == b'"' && flags & ENT_HTML_QUOTE_DOUBLE == 0);
        if !quote_off {
            // 3. Its entity, if the doctype has one.
            let entity: Option<String> = if all {
                let uni = match cs {
                    Charset::Utf8 => Some(cp),
                    Charset::Other => (c < 0x80).then_some(c as u32),
                    _ => byte_to_unicode(cs, c),
                };
                uni.and_then(|u| entity_for(u, b, i + len, cs, dt))
            } else {
                match c {
                    b'"' => Some("quot".into()),
                    b'<' => Some("lt".into()),
                    b'>' => Some("gt".into()),
                    b'\'' => Some(if dt == Doctype::Html401 {
                        "#039".into()
                    } else {
                        "apos".into()
                    }),
                    _ => None,
                }
            };
            if let Some(name) = entity {
                // A two-character HTML5 entity also consumes the next character.
                let consumed = if name.starts_with('\u{1}') { 2 } else { 1 };
                let name = name.trim_start_matches('\u{1}');
                out.push(b'&');
                out.extend_from_slice(name.as_bytes());
                out.push(b';');
                i += len;
                if consumed == 2 {
                    i += utf8_char_len(&b[i..]).unwrap_or(1);
                }
                continue;
            }
            // 4. No entity: maybe a character the doctype disallows.
            if flags & ENT_DISALLOWED != 0 {
                let check = match cs {
                    Charset::Utf8 | Charset::Latin1 => Some(cp),
                    Charset::Other => (cp <= 0x7D).then_some(cp),
                    _ => byte_to_unicode(cs, c),
                };
                if check.is_some_and(|u| !cp_allowed(u, dt)) {
                    out.extend_from_slice(replacement);
                    i += len;
                    continue;
                }
            }
        }
        out.extend_from_slice(raw);
        i += len;
    }
    out
}

/// The named entity for code point `cp` (the character at `b[..next]`): for
/// HTML5 a following combining character may select a two-character entity,
/// flagged by a leading `\u{1}`.
fn entity_for(cp: u32, b: &[u8], next: usize, cs: Charset, dt: Doctype) -> Option<String> {
    let ch = char::from_u32(cp)?;
    let mut key = String::new();
    key.push(ch);
    match dt {
        Doctype::Html5 => {
            if cs == Charset::Utf8 && next < b.len() {
                if let Ok(n) = utf8_char_len(&b[next..]) {
                    if let Ok(second) = std::str::from_utf8(&b[next..next + n]) {
                        let pair = format!("{}{}", key, second);
                        if let Some(name) = lookup(html5_encode(), &pair) {
                            return Some(format!("\u{1}{}", name));
                        }
                    }
                }
            }
            lookup(html5_encode(), &key).map(str::to_string)
        }
        _ => lookup(html401_encode(), &key).map(str::to_string),
    }
}

/// `traverse_for_entities`: `all` decodes every entity of the doctype,
/// otherwise only those of `& " ' < >`.
fn decode(b: &[u8], flags: i64, cs: Charset, all: bool) -> Vec<u8> {
    let dt = doctype(flags);
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'&' || i + 3 >= b.len() {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let rest = &b[i + 1..];
        let decoded: Option<(Vec<u32>, usize)> = if rest[0] == b'#' {
            numeric_entity(&rest[1..]).and_then(|(cp, end)| {
                let special = matches!(cp, 0x22 | 0x26 | 0x27 | 0x3C | 0x3E);
                let ok =
                    (all || special) && cp_allowed(cp, dt) && !(dt == Doctype::Html5 && cp == 0x0D);
                ok.then(|| (vec![cp], end + 2))
            })
        } else {
            named_entity(rest).and_then(|(name, end)| {
                let text = if all {
                    match dt {
                        Doctype::Html5 => lookup(html5_names(), name),
                        Doctype::Xml1 => basic_name(name, true),
                        Doctype::Html401 | Doctype::Xhtml => lookup(html401_names(), name),
                    }
                } else {
                    basic_name(name, dt != Doctype::Html401)
                };
                let text = text.or((dt == Doctype::Xhtml && name == "apos").then_some("'"))?;
                Some((text.chars().map(|c| c as u32).collect(), end + 1))
            })
        };
        let Some((cps, consumed)) = decoded else {
            out.push(b'&');
            i += 1;
            continue;
        };
        let quote_off = (cps[0] == 0x27 && flags & ENT_HTML_QUOTE_SINGLE == 0)
            || (cps[0] == 0x22 && flags & ENT_HTML_QUOTE_DOUBLE == 0);
        let bytes: Option<Vec<u8>> = if quote_off {
            None
        } else if cs == Charset::Utf8 {
            Some(
                cps.iter()
                    .filter_map(|&c| char::from_u32(c))
                    .collect::<String>()
                    .into_bytes(),
            )
        } else if cps.len() == 1 {
            unicode_to_byte(cs, cps[0]).map(|x| vec![x])
        } else {
            None
        };
        match bytes {
            Some(v) => {
                out.extend_from_slice(&v);
                i += 1 + consumed;
            }
            None => {
                out.push(b'&');
                i += 1;
            }
        }
    }
    out
}

/// The five XML entities (`apos` only outside HTML 4.01).
fn basic_name(name: &str, with_apos: bool) -> Option<&'static str> {
    match name {
        "amp" => Some("&"),
        "lt" => Some("<"),
        "gt" => Some(">"),
        "quot" => Some("\""),
        "apos" if with_apos => Some("'"),
        _ => None,
    }
}

fn translation_table(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let table = int_arg(args, 0, 0);
    let flags = int_arg(args, 1, DEFAULT_FLAGS);
    let cs = if args.len() > 2 {
        charset(ctx, "get_html_translation_table", args, 2)?
    } else {
        Charset::Utf8
    };
    let dt = doctype(flags);
    let mut rows: Vec<(Vec<u8>, String)> = Vec::new();
    let quote_ok = |k: &str| match k {
        "'" => flags & ENT_HTML_QUOTE_SINGLE != 0,
        "\"" => flags & ENT_HTML_QUOTE_DOUBLE != 0,
        _ => true,
    };
    if table == HTML_ENTITIES && dt != Doctype::Xml1 {
        let src = if dt == Doctype::Html5 {
            html5_encode()
        } else {
            html401_encode()
        };
        for (k, name) in src {
            if !quote_ok(k) {
                continue;
            }
            let bytes = match cs {
                Charset::Utf8 => Some(k.as_bytes().to_vec()),
                _ => {
                    let mut it = k.chars();
                    match (it.next(), it.next()) {
                        (Some(c), None) => unicode_to_byte(cs, c as u32).map(|x| vec![x]),
                        _ => None,
                    }
                }
            };
            if let Some(b) = bytes {
                rows.push((b, format!("&{};", name)));
            }
        }
    } else {
        let apos = if dt == Doctype::Html401 {
            "&#039;"
        } else {
            "&apos;"
        };
        for (k, v) in [
            ("\"", "&quot;"),
            ("&", "&amp;"),
            ("'", apos),
            ("<", "&lt;"),
            (">", "&gt;"),
        ] {
            if quote_ok(k) {
                rows.push((k.as_bytes().to_vec(), v.to_string()));
            }
        }
    }
    let mut out = PhpArray::new();
    for (k, v) in rows {
        out.insert(ArrayKey::from_bytes(&k), Value::str(v));
    }
    Ok(Value::Array(out))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn escapes() {
        assert_eq!(
            run("htmlspecialchars", vec![s("<a href='x'>T&amp;C</a>")]),
            "'&lt;a href=&#039;x&#039;&gt;T&amp;amp;C&lt;/a&gt;'"
        );
        assert_eq!(run("htmlspecialchars", vec![s("'"), i(3 | 32)]), "'&apos;'");
        assert_eq!(
            run("htmlentities", vec![s("'é"), i(3 | 32)]),
            "'&#039;&eacute;'"
        );
        assert_eq!(
            run("htmlentities", vec![s("a.b≂̸"), i(3 | 48)]),
            "'a&period;b&nesim;'"
        );
        assert_eq!(
            run(
                "htmlspecialchars",
                vec![Value::str(b"a\xffb".to_vec()), i(3)]
            ),
            "''"
        );
        assert_eq!(
            run(
                "htmlspecialchars",
                vec![
                    s("&eacute; &bogus; &#65;"),
                    i(3),
                    Value::Null,
                    Value::Bool(false)
                ]
            ),
            "'&eacute; &amp;bogus; &#65;'"
        );
    }

    #[test]
    fn decodes() {
        assert_eq!(
            run(
                "html_entity_decode",
                vec![s("&eacute;&hellip;&#8364;&apos;")]
            ),
            "'é…€&apos;'"
        );
        assert_eq!(
            run(
                "html_entity_decode",
                vec![s("&apos;&NotEqualTilde;"), i(3 | 48)]
            ),
            "'\\'≂̸'"
        );
        assert_eq!(
            run("htmlspecialchars_decode", vec![s("&lt;&eacute;&#39;")]),
            "'<&eacute;\\''"
        );
        assert_eq!(
            run("html_entity_decode", vec![s("&#0;&#13;&#12;"), i(3 | 48)]),
            "'&#0;&#13;\u{c}'"
        );
    }
}
