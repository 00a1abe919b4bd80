//! URL and transfer encodings: `urlencode`, `rawurlencode`, `urldecode`,
//! `rawurldecode`, `http_build_query`, `base64_encode`, `base64_decode`.

use crate::util::{given, int_arg, str_arg};
use rphp_value::{ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, Value};

const STR: &[ParamSpec] = &[ParamSpec::req("string", ParamType::String)];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "urlencode",
        params: STR,
        func: |_, a| Ok(Value::str(url_encode(str_arg(a, 0).as_bytes(), false))),
    },
    Builtin {
        name: "rawurlencode",
        params: STR,
        func: |_, a| Ok(Value::str(url_encode(str_arg(a, 0).as_bytes(), true))),
    },
    Builtin {
        name: "urldecode",
        params: STR,
        func: |_, a| Ok(Value::str(url_decode(str_arg(a, 0).as_bytes(), false))),
    },
    Builtin {
        name: "rawurldecode",
        params: STR,
        func: |_, a| Ok(Value::str(url_decode(str_arg(a, 0).as_bytes(), true))),
    },
    Builtin {
        name: "http_build_query",
        params: &[
            ParamSpec::req("data", ParamType::Mixed),
            ParamSpec::opt("numeric_prefix", ParamType::String, "\"\""),
            ParamSpec::opt("arg_separator", ParamType::String, "null").nullable(),
            ParamSpec::opt("encoding_type", ParamType::Int, "PHP_QUERY_RFC1738"),
        ],
        func: http_build_query,
    },
    Builtin {
        name: "base64_encode",
        params: STR,
        func: |_, a| Ok(Value::str(base64_encode(str_arg(a, 0).as_bytes()))),
    },
    Builtin {
        name: "base64_decode",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("strict", ParamType::Bool, "false"),
        ],
        func: |_, a| {
            let strict = crate::util::bool_arg(a, 1, false);
            Ok(base64_decode(str_arg(a, 0).as_bytes(), strict)
                .map_or(Value::Bool(false), Value::str))
        },
    },
];

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// `php_url_encode` (`raw`: RFC 3986, `~` kept and space as `%20`).
pub fn url_encode(s: &[u8], raw: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() * 3 / 2);
    for &c in s {
        if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.') || (raw && c == b'~') {
            out.push(c);
        } else if c == b' ' && !raw {
            out.push(b'+');
        } else {
            out.extend_from_slice(&[b'%', HEX[(c >> 4) as usize], HEX[(c & 15) as usize]]);
        }
    }
    out
}

/// `php_url_decode`: `%XX` with two hex digits becomes a byte; `+` a space unless `raw`.
pub fn url_decode(s: &[u8], raw: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'+' && !raw {
            out.push(b' ');
        } else if c == b'%'
            && i + 2 < s.len()
            && s[i + 1].is_ascii_hexdigit()
            && s[i + 2].is_ascii_hexdigit()
        {
            let h = (s[i + 1] as char).to_digit(16).unwrap_or(0) * 16
                + (s[i + 2] as char).to_digit(16).unwrap_or(0);
            out.push(h as u8);
            i += 2;
        } else {
            out.push(c);
        }
        i += 1;
    }
    out
}

fn http_build_query(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let data = crate::util::ref_array_or_object(ctx, args, 0, "http_build_query", "data")?;
    let prefix = if args.len() > 1 {
        str_arg(args, 1).as_bytes().to_vec()
    } else {
        Vec::new()
    };
    let sep = if given(args, 2) {
        str_arg(args, 2).as_bytes().to_vec()
    } else {
        ctx.ini_get(b"arg_separator.output")
            .map_or(b"&".to_vec(), |s| s.as_bytes().to_vec())
    };
    let raw = int_arg(args, 3, 1) == 2;
    let mut out = Vec::new();
    build_query(ctx, &data, &prefix, None, &sep, raw, &mut out)?;
    Ok(Value::str(out))
}

/// `php_url_encode_hash_ex` for arrays.
fn build_query(
    ctx: &mut dyn Context,
    data: &PhpArray,
    num_prefix: &[u8],
    key_prefix: Option<&[u8]>,
    sep: &[u8],
    raw: bool,
    out: &mut Vec<u8>,
) -> Result<(), Fault> {
    for (k, v) in data.iter() {
        let v = v.get();
        if v.is_null() {
            continue;
        }
        let ekey = match &k {
            ArrayKey::Str(s) => url_encode(s.as_bytes(), raw),
            ArrayKey::Int(i) => {
                let mut e = if key_prefix.is_none() {
                    num_prefix.to_vec()
                } else {
                    Vec::new()
                };
                e.extend_from_slice(i.to_string().as_bytes());
                e
            }
        };
        let full_key = match key_prefix {
            Some(p) => {
                let mut f = p.to_vec();
                f.extend_from_slice(b"%5B");
                f.extend_from_slice(&ekey);
                f.extend_from_slice(b"%5D");
                f
            }
            None => ekey,
        };
        if let Value::Array(inner) = &v {
            build_query(ctx, inner, num_prefix, Some(&full_key), sep, raw, out)?;
            continue;
        }
        if !out.is_empty() {
            out.extend_from_slice(sep);
        }
        out.extend_from_slice(&full_key);
        out.push(b'=');
        let text: Vec<u8> = match &v {
            Value::Bool(b) => {
                if *b {
                    b"1".to_vec()
                } else {
                    b"0".to_vec()
                }
            }
            Value::Int(i) => i.to_string().into_bytes(),
            other => url_encode(crate::util::to_string_warn(ctx, other)?.as_bytes(), raw),
        };
        out.extend_from_slice(&text);
    }
    Ok(())
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

pub fn base64_encode(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len().div_ceil(3) * 4);
    for chunk in s.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        out.push(B64[(n >> 18) as usize & 63]);
        out.push(B64[(n >> 12) as usize & 63]);
        out.push(if chunk.len() > 1 {
            B64[(n >> 6) as usize & 63]
        } else {
            b'='
        });
        out.push(if chunk.len() > 2 {
            B64[n as usize & 63]
        } else {
            b'='
        });
    }
    out
}

/// `php_base64_decode_ex`: non-strict skips anything that is not base64;
/// strict fails on bad characters, data after padding and bad padding.
pub fn base64_decode(s: &[u8], strict: bool) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let (mut i, mut padding) = (0usize, 0usize);
    let mut acc: u8 = 0;
    for &c in s {
        if c == b'=' {
            padding += 1;
            continue;
        }
        let v = match B64.iter().position(|&x| x == c) {
            Some(v) => v as u8,
            None if !strict => continue,
            None if matches!(c, b' ' | b'\t' | b'\r' | b'\n') => continue,
            None => return None,
        };
        if strict && padding > 0 {
            return None;
        }
        match i % 4 {
            0 => acc = v << 2,
            1 => {
                out.push(acc | v >> 4);
                acc = (v & 0x0f) << 4;
            }
            2 => {
                out.push(acc | v >> 2);
                acc = (v & 0x03) << 6;
            }
            _ => out.push(acc | v),
        }
        i += 1;
    }
    if strict && (i % 4 == 1 || (padding > 0 && (padding > 2 || (i + padding) % 4 != 0))) {
        return None;
    }
    Some(out)
}
