//! Shell quoting: `escapeshellarg` and `escapeshellcmd` (UTF-8 aware like
//! PHP under its default C.UTF-8 ctype: invalid bytes are dropped).

use crate::string::escape::utf8_char_len;
use crate::util::str_arg;
use rphp_value::{Builtin, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "escapeshellarg",
        params: &[ParamSpec::req("arg", ParamType::String)],
        func: |_, a| Ok(Value::str(escape_arg(str_arg(a, 0).as_bytes()))),
    },
    Builtin {
        name: "escapeshellcmd",
        params: &[ParamSpec::req("command", ParamType::String)],
        func: |_, a| Ok(Value::str(escape_cmd(str_arg(a, 0).as_bytes()))),
    },
];

/// Splits `s` into characters: `Ok(bytes)` for valid ones, `Err(n)` for `n` invalid bytes.
fn chars(s: &[u8]) -> impl Iterator<Item = Result<&[u8], usize>> {
    let mut i = 0;
    std::iter::from_fn(move || {
        if i >= s.len() {
            return None;
        }
        Some(match utf8_char_len(&s[i..]) {
            Ok(n) => {
                i += n;
                Ok(&s[i - n..i])
            }
            Err(n) => {
                i += n.min(1);
                Err(1)
            }
        })
    })
}

pub fn escape_arg(s: &[u8]) -> Vec<u8> {
    let mut out = vec![b'\''];
    for ch in chars(s).flatten() {
        if ch == b"'" {
            out.extend_from_slice(b"'\\''");
        } else {
            out.extend_from_slice(ch);
        }
    }
    out.push(b'\'');
    out
}

pub fn escape_cmd(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() + 8);
    // The position of the quote that closes the currently open one, if any.
    let mut pending: Option<usize> = None;
    let mut i = 0;
    for ch in chars(s) {
        let Ok(ch) = ch else {
            i += 1;
            continue;
        };
        let start = i;
        i += ch.len();
        if ch.len() > 1 {
            out.extend_from_slice(ch);
            continue;
        }
        let c = ch[0];
        match c {
            b'"' | b'\'' => {
                if pending.is_none() {
                    match s[start + 1..].iter().position(|&x| x == c) {
                        Some(p) => pending = Some(start + 1 + p),
                        None => out.push(b'\\'),
                    }
                } else if pending == Some(start) {
                    pending = None;
                } else {
                    out.push(b'\\');
                }
                out.push(c);
            }
            b'#' | b'&' | b';' | b'`' | b'|' | b'*' | b'?' | b'~' | b'<' | b'>' | b'^' | b'('
            | b')' | b'[' | b']' | b'{' | b'}' | b'$' | b'\\' | b'\n' | 0xff => {
                out.push(b'\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}
