//! Backslash escaping: `addslashes`, `stripslashes`, `addcslashes`, `stripcslashes`, `quotemeta`,
//! `preg_quote` (which needs no regex engine).

use crate::util::str_arg;
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[
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

fn addslashes(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::str(add_slashes(str_arg(args, 0).as_bytes())))
}

/// `php_addslashes`: a backslash before `'`, `"` and `\`, NUL as `\0`.
pub fn add_slashes(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() + 4);
    for &c in s {
        match c {
            0 => out.extend_from_slice(b"\\0"),
            b'\'' | b'"' | b'\\' => {
                out.push(b'\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
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
