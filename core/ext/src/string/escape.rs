//! HTML and C-style escaping: `htmlspecialchars` (UTF-8 validation with
//! ENT_SUBSTITUTE/ENT_IGNORE, `double_encode`), `htmlspecialchars_decode`,
//! `addslashes`, `stripslashes`, `addcslashes`, `stripcslashes`, `quotemeta`,
//! `preg_quote` (which needs no regex engine).

use crate::util::{bool_arg, int_arg, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

const ENT_HTML_QUOTE_DOUBLE: i64 = 2;
const ENT_HTML_QUOTE_SINGLE: i64 = 1;
const ENT_IGNORE: i64 = 4;
const ENT_SUBSTITUTE: i64 = 8;
const ENT_DOCTYPE_MASK: i64 = 16 | 32;
/// ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401
const DEFAULT_FLAGS: i64 = 3 | 8;

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "htmlspecialchars",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt(
                "flags",
                ParamType::Int,
                "ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401",
            ),
            ParamSpec::opt("encoding", ParamType::String, "null").nullable(),
            ParamSpec::opt("double_encode", ParamType::Bool, "true"),
        ],
        func: htmlspecialchars,
    },
    Builtin {
        name: "htmlspecialchars_decode",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt(
                "flags",
                ParamType::Int,
                "ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401",
            ),
        ],
        func: htmlspecialchars_decode,
    },
    Builtin {
        name: "addslashes",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: addslashes,
    },
    Builtin {
        name: "stripslashes",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: stripslashes,
    },
    Builtin {
        name: "quotemeta",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: quotemeta,
    },
    Builtin {
        name: "addcslashes",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("characters", ParamType::String),
        ],
        func: addcslashes,
    },
    Builtin {
        name: "stripcslashes",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: stripcslashes,
    },
    Builtin {
        name: "preg_quote",
        params: &[
            ParamSpec::req("str", ParamType::String),
            ParamSpec::opt("delimiter", ParamType::String, "null").nullable(),
        ],
        func: preg_quote,
    },
];

/// The named entities of HTML 4.01 (what `double_encode = false` leaves alone).
const HTML401_ENTITIES: &[&str] = &[
    "quot", "amp", "lt", "gt", "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect",
    "uml", "copy", "ordf", "laquo", "not", "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3",
    "acute", "micro", "para", "middot", "cedil", "sup1", "ordm", "raquo", "frac14", "frac12",
    "frac34", "iquest", "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil",
    "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde",
    "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc",
    "Uuml", "Yacute", "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring",
    "aelig", "ccedil", "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml",
    "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave",
    "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml", "OElig", "oelig", "Scaron", "scaron",
    "Yuml", "fnof", "circ", "tilde", "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta",
    "Theta", "Iota", "Kappa", "Lambda", "Mu", "Nu", "Xi", "Omicron", "Pi", "Rho", "Sigma", "Tau",
    "Upsilon", "Phi", "Chi", "Psi", "Omega", "alpha", "beta", "gamma", "delta", "epsilon", "zeta",
    "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigmaf",
    "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega", "thetasym", "upsih", "piv", "ensp",
    "emsp", "thinsp", "zwnj", "zwj", "lrm", "rlm", "ndash", "mdash", "lsquo", "rsquo", "sbquo",
    "ldquo", "rdquo", "bdquo", "dagger", "Dagger", "bull", "hellip", "permil", "prime", "Prime",
    "lsaquo", "rsaquo", "oline", "frasl", "euro", "image", "weierp", "real", "trade", "alefsym",
    "larr", "uarr", "rarr", "darr", "harr", "crarr", "lArr", "uArr", "rArr", "dArr", "hArr",
    "forall", "part", "exist", "empty", "nabla", "isin", "notin", "ni", "prod", "sum", "minus",
    "lowast", "radic", "prop", "infin", "ang", "and", "or", "cap", "cup", "int", "there4", "sim",
    "cong", "asymp", "ne", "equiv", "le", "ge", "sub", "sup", "nsub", "sube", "supe", "oplus",
    "otimes", "perp", "sdot", "lceil", "rceil", "lfloor", "rfloor", "lang", "rang", "loz",
    "spades", "clubs", "hearts", "diams",
];

fn is_trail(c: u8) -> bool {
    (0x80..=0xbf).contains(&c)
}
fn is_lead(c: u8) -> bool {
    c < 0x80 || (0xc2..=0xf4).contains(&c)
}

/// PHP's UTF-8 decoder step (`php_next_utf8_char`): `Ok(len)` of a valid
/// character at `s[0]`, or `Err(bytes to skip)` for an invalid sequence.
pub fn utf8_char_len(s: &[u8]) -> Result<usize, usize> {
    let c = s[0];
    let avail = s.len();
    let bad_prefix = |n: usize| -> usize {
        // How many bytes of an n-byte sequence to skip: stop at the first byte that starts a character.
        (1..n).find(|&k| avail <= k || is_lead(s[k])).unwrap_or(n)
    };
    if c < 0x80 {
        return Ok(1);
    }
    if c < 0xc2 {
        return Err(1);
    }
    if c < 0xe0 {
        if avail < 2 || !is_trail(s[1]) {
            return Err(if avail < 2 || is_lead(s[1]) { 1 } else { 2 });
        }
        return Ok(2);
    }
    if c < 0xf0 {
        if avail < 3 || !is_trail(s[1]) || !is_trail(s[2]) {
            return Err(bad_prefix(3));
        }
        let cp = ((c as u32 & 0x0f) << 12) | ((s[1] as u32 & 0x3f) << 6) | (s[2] as u32 & 0x3f);
        if cp < 0x800 || (0xd800..=0xdfff).contains(&cp) {
            return Err(3);
        }
        return Ok(3);
    }
    if c < 0xf5 {
        if avail < 4 || !is_trail(s[1]) || !is_trail(s[2]) || !is_trail(s[3]) {
            return Err(bad_prefix(4));
        }
        let cp = ((c as u32 & 0x07) << 18)
            | ((s[1] as u32 & 0x3f) << 12)
            | ((s[2] as u32 & 0x3f) << 6)
            | (s[3] as u32 & 0x3f);
        if !(0x10000..=0x10ffff).contains(&cp) {
            return Err(4);
        }
        return Ok(4);
    }
    Err(1)
}

/// Length of a valid entity body after `&` at `s` (`#123;`, `#x1F;`, `name;`), for `double_encode = false`.
fn entity_len(s: &[u8], doctype: i64) -> Option<usize> {
    if s.first() == Some(&b'#') {
        let (hex, start) = if matches!(s.get(1), Some(b'x' | b'X')) {
            (true, 2)
        } else {
            (false, 1)
        };
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
        let cp = u64::from_str_radix(digits, if hex { 16 } else { 10 }).ok()?;
        return (cp <= 0x10ffff).then_some(end + 1);
    }
    let end = s
        .iter()
        .position(|c| !c.is_ascii_alphanumeric())
        .unwrap_or(s.len());
    if end == 0 || s.get(end) != Some(&b';') {
        return None;
    }
    let name = std::str::from_utf8(&s[..end]).ok()?;
    let known = match doctype {
        0 => HTML401_ENTITIES.contains(&name),
        // XML 1.0 and XHTML know the five XML entities; HTML5's list is not carried yet.
        _ => {
            matches!(name, "amp" | "lt" | "gt" | "quot" | "apos")
                || HTML401_ENTITIES.contains(&name)
        }
    };
    known.then_some(end + 1)
}

fn htmlspecialchars(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let flags = int_arg(args, 1, DEFAULT_FLAGS);
    let double_encode = bool_arg(args, 3, true);
    Ok(Value::str(escape_html(s.as_bytes(), flags, double_encode)))
}

/// `php_escape_html_entities` for htmlspecialchars with UTF-8.
pub fn escape_html(b: &[u8], flags: i64, double_encode: bool) -> Vec<u8> {
    let doctype = flags & ENT_DOCTYPE_MASK;
    let mut out = Vec::with_capacity(b.len() + b.len() / 8);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c >= 0x80 {
            match utf8_char_len(&b[i..]) {
                Ok(n) => {
                    out.extend_from_slice(&b[i..i + n]);
                    i += n;
                }
                Err(skip) => {
                    if flags & ENT_IGNORE != 0 {
                    } else if flags & ENT_SUBSTITUTE != 0 {
                        out.extend_from_slice("\u{FFFD}".as_bytes());
                    } else {
                        return Vec::new();
                    }
                    i += skip;
                }
            }
            continue;
        }
        match c {
            b'&' => {
                if !double_encode {
                    if let Some(n) = entity_len(&b[i + 1..], doctype) {
                        out.extend_from_slice(&b[i..i + 1 + n]);
                        i += 1 + n;
                        continue;
                    }
                }
                out.extend_from_slice(b"&amp;");
            }
            b'<' => out.extend_from_slice(b"&lt;"),
            b'>' => out.extend_from_slice(b"&gt;"),
            b'"' if flags & ENT_HTML_QUOTE_DOUBLE != 0 => out.extend_from_slice(b"&quot;"),
            b'\'' if flags & ENT_HTML_QUOTE_SINGLE != 0 => {
                out.extend_from_slice(if doctype == 0 { b"&#039;" } else { b"&apos;" })
            }
            c => out.push(c),
        }
        i += 1;
    }
    out
}

fn htmlspecialchars_decode(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let flags = int_arg(args, 1, DEFAULT_FLAGS);
    let doctype = flags & ENT_DOCTYPE_MASK;
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'&' {
            if let Some((c, n)) = decode_special(&b[i + 1..], flags, doctype) {
                out.push(c);
                i += 1 + n;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    Ok(Value::str(out))
}

/// One of the special characters as an entity after `&`: `(char, length)`.
fn decode_special(s: &[u8], flags: i64, doctype: i64) -> Option<(u8, usize)> {
    let end = s.iter().position(|&c| c == b';')?;
    let body = &s[..end];
    let c = if let Some(num) = body.strip_prefix(b"#") {
        let (digits, radix) = match num.first() {
            Some(b'x' | b'X') => (&num[1..], 16),
            _ => (num, 10),
        };
        if digits.is_empty() || !digits.iter().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let cp = u32::from_str_radix(std::str::from_utf8(digits).ok()?, radix).ok()?;
        match cp {
            0x26 | 0x3c | 0x3e | 0x22 | 0x27 => cp as u8,
            _ => return None,
        }
    } else {
        match body {
            b"amp" => b'&',
            b"lt" => b'<',
            b"gt" => b'>',
            b"quot" => b'"',
            b"apos" if doctype != 0 => b'\'',
            _ => return None,
        }
    };
    let allowed = match c {
        b'"' => flags & ENT_HTML_QUOTE_DOUBLE != 0,
        b'\'' => flags & ENT_HTML_QUOTE_SINGLE != 0,
        _ => true,
    };
    allowed.then_some((c, end + 1))
}

fn addslashes(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len() + 4);
    for &c in s.as_bytes() {
        match c {
            0 => out.extend_from_slice(b"\\0"),
            b'\'' | b'"' | b'\\' => {
                out.push(b'\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    Ok(Value::str(out))
}

fn stripslashes(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            i += 1;
            if let Some(&c) = b.get(i) {
                out.push(if c == b'0' { 0 } else { c });
            }
        } else {
            out.push(b[i]);
        }
        i += 1;
    }
    Ok(Value::str(out))
}

fn quotemeta(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len() + 4);
    for &c in s.as_bytes() {
        if b".\\+*?[^]$()".contains(&c) {
            out.push(b'\\');
        }
        out.push(c);
    }
    Ok(Value::str(out))
}

/// `addcslashes`: C-style escapes for the bytes in the mask (octal for unprintable ones).
fn addcslashes(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let mask = crate::string::trim::charmask(ctx, "addcslashes", str_arg(args, 1).as_bytes())?;
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s.as_bytes() {
        if !mask.has(c) {
            out.push(c);
            continue;
        }
        out.push(b'\\');
        if !(32..=126).contains(&c) {
            match c {
                b'\n' => out.push(b'n'),
                b'\t' => out.push(b't'),
                b'\r' => out.push(b'r'),
                7 => out.push(b'a'),
                11 => out.push(b'v'),
                8 => out.push(b'b'),
                12 => out.push(b'f'),
                c => out.extend_from_slice(format!("{:03o}", c).as_bytes()),
            }
        } else {
            out.push(c);
        }
    }
    Ok(Value::str(out))
}

/// `stripcslashes`: undoes C-style escapes (`\n`, `\x41`, `\101`, ...).
fn stripcslashes(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' || i + 1 >= b.len() {
            out.push(b[i]);
            i += 1;
            continue;
        }
        i += 1;
        let c = b[i];
        let simple = match c {
            b'n' => Some(b'\n'),
            b'r' => Some(b'\r'),
            b'a' => Some(7),
            b't' => Some(b'\t'),
            b'v' => Some(11),
            b'b' => Some(8),
            b'f' => Some(12),
            b'\\' => Some(b'\\'),
            _ => None,
        };
        if let Some(x) = simple {
            out.push(x);
            i += 1;
            continue;
        }
        if c == b'x' && b.get(i + 1).is_some_and(u8::is_ascii_hexdigit) {
            let mut n = (b[i + 1] as char).to_digit(16).unwrap_or(0);
            i += 2;
            if b.get(i).is_some_and(u8::is_ascii_hexdigit) {
                n = n * 16 + (b[i] as char).to_digit(16).unwrap_or(0);
                i += 1;
            }
            out.push(n as u8);
            continue;
        }
        let digits = b[i..]
            .iter()
            .take(3)
            .take_while(|c| (b'0'..=b'7').contains(c))
            .count();
        if digits > 0 {
            let n = b[i..i + digits]
                .iter()
                .fold(0u32, |n, &d| n * 8 + (d - b'0') as u32);
            out.push(n as u8);
            i += digits;
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(Value::str(out))
}

/// `preg_quote`: backslashes before regex syntax characters (and the
/// delimiter's first byte); NUL becomes `\000`.
fn preg_quote(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let delim = if crate::util::given(args, 1) {
        str_arg(args, 1).as_bytes().first().copied()
    } else {
        None
    };
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s.as_bytes() {
        if c == 0 {
            out.extend_from_slice(b"\\000");
            continue;
        }
        if b".\\+*?[^]$(){}=!<>|:-#".contains(&c) || Some(c) == delim {
            out.push(b'\\');
        }
        out.push(c);
    }
    Ok(Value::str(out))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn html() {
        assert_eq!(
            run("htmlspecialchars", vec![s("<a href='x'>T&amp;C \"q\"</a>")]),
            "'&lt;a href=&#039;x&#039;&gt;T&amp;amp;C &quot;q&quot;&lt;/a&gt;'"
        );
        assert_eq!(
            run(
                "htmlspecialchars",
                vec![
                    s("<a href='x'>T&amp;C</a>"),
                    i(0),
                    Value::Null,
                    Value::Bool(false)
                ]
            ),
            "'&lt;a href=\\'x\\'&gt;T&amp;C&lt;/a&gt;'"
        );
        assert_eq!(run("htmlspecialchars", vec![s("a\u{80}b")]), "'a\u{80}b'");
        assert_eq!(
            run(
                "htmlspecialchars",
                vec![Value::str(b"a\x80b".to_vec()), i(3)]
            ),
            "''"
        );
        assert_eq!(
            run(
                "htmlspecialchars",
                vec![Value::str(b"a\x80b".to_vec()), i(3 | 4)]
            ),
            "'ab'"
        );
        assert_eq!(
            run(
                "htmlspecialchars",
                vec![
                    s("&apos; &AMP; &#65; &#x; &#0; &#x110000; &eacute;"),
                    i(3),
                    Value::Null,
                    Value::Bool(false)
                ]
            ),
            "'&amp;apos; &amp;AMP; &#65; &amp;#x; &#0; &amp;#x110000; &eacute;'"
        );
        assert_eq!(
            run(
                "htmlspecialchars_decode",
                vec![s("&lt;p&gt; &amp;amp; &#039; &#39; &quot; &apos;")]
            ),
            "'<p> &amp; \\' \\' \" &apos;'"
        );
        assert_eq!(
            run(
                "htmlspecialchars_decode",
                vec![s("&#60; &#65; &#x3C; &apos;"), i(3 | 48)]
            ),
            "'< &#65; < \\''"
        );
    }

    #[test]
    fn slashes() {
        assert_eq!(
            run("addslashes", vec![s("O'Re\"il\\ly\0")]),
            "'O\\\\\\'Re\\\\\"il\\\\\\\\ly\\\\0'"
        );
        assert_eq!(
            run("stripslashes", vec![s("O\\'Re\\\\il\\0ly\\")]),
            "'O\\'Re\\\\il' . \"\\0\" . 'ly'"
        );
        assert_eq!(run("quotemeta", vec![s("1+1=2?")]), "'1\\\\+1=2\\\\?'");
    }
}
