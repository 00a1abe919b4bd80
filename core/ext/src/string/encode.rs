//! Mail-era encodings and IPv4 text: `quoted_printable_encode`,
//! `quoted_printable_decode`, `convert_uuencode`, `convert_uudecode`,
//! `ip2long`, `long2ip`, `inet_pton`, `inet_ntop` (glibc's text forms).

use crate::util::{int_arg, str_arg};
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, Value};

const STR: &[ParamSpec] = &[ParamSpec::req("string", ParamType::String)];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "quoted_printable_encode",
        params: STR,
        func: |_, a| Ok(Value::str(qp_encode(str_arg(a, 0).as_bytes()))),
    },
    Builtin {
        name: "quoted_printable_decode",
        params: STR,
        func: |_, a| Ok(Value::str(qp_decode(str_arg(a, 0).as_bytes()))),
    },
    Builtin {
        name: "convert_uuencode",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: |_, a| Ok(Value::str(uuencode(str_arg(a, 0).as_bytes()))),
    },
    Builtin {
        name: "convert_uudecode",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: convert_uudecode,
    },
    Builtin {
        name: "ip2long",
        params: &[ParamSpec::req("ip", ParamType::String)],
        func: |_, a| {
            Ok(ip2long(str_arg(a, 0).as_bytes())
                .map_or(Value::Bool(false), |n| Value::Int(n as i64)))
        },
    },
    Builtin {
        name: "inet_pton",
        params: &[ParamSpec::req("ip", ParamType::String)],
        func: |_, a| Ok(inet_pton(str_arg(a, 0).as_bytes()).map_or(Value::Bool(false), Value::str)),
    },
    Builtin {
        name: "inet_ntop",
        params: &[ParamSpec::req("ip", ParamType::String)],
        func: |_, a| Ok(inet_ntop(str_arg(a, 0).as_bytes()).map_or(Value::Bool(false), Value::str)),
    },
    Builtin {
        name: "long2ip",
        params: &[ParamSpec::req("ip", ParamType::Int)],
        func: |_, a| {
            let n = int_arg(a, 0, 0) as u32;
            Ok(Value::str(format!(
                "{}.{}.{}.{}",
                n >> 24,
                (n >> 16) & 255,
                (n >> 8) & 255,
                n & 255
            )))
        },
    },
];

const HEX: &[u8; 16] = b"0123456789ABCDEF";
const QP_MAX_LINE: usize = 75;

/// `php_quot_print_encode`: soft line breaks before column 76, never inside a UTF-8 sequence.
pub fn qp_encode(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() * 3);
    let mut lp = 0usize;
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        let next = s.get(i + 1).copied().unwrap_or(0);
        i += 1;
        if c == b'\r' && next == b'\n' && i < s.len() {
            out.extend_from_slice(b"\r\n");
            i += 1;
            lp = 0;
            continue;
        }
        if c.is_ascii_control() || c >= 0x80 || c == b'=' || (c == b' ' && next == b'\r') {
            lp += 3;
            let wrap = (lp > QP_MAX_LINE && c <= 0x7f)
                || ((0x80..=0xdf).contains(&c) && lp + 3 > QP_MAX_LINE)
                || ((0xe0..=0xef).contains(&c) && lp + 6 > QP_MAX_LINE)
                || ((0xf0..=0xf4).contains(&c) && lp + 9 > QP_MAX_LINE);
            if wrap {
                out.extend_from_slice(b"=\r\n");
                lp = 3;
            }
            out.extend_from_slice(&[b'=', HEX[(c >> 4) as usize], HEX[(c & 15) as usize]]);
        } else {
            lp += 1;
            if lp > QP_MAX_LINE {
                out.extend_from_slice(b"=\r\n");
                lp = 1;
            }
            out.push(c);
        }
    }
    out
}

/// `quoted_printable_decode`: `=XX` escapes and soft line breaks (stops at a NUL byte, like PHP).
pub fn qp_decode(s: &[u8]) -> Vec<u8> {
    let s = &s[..s.iter().position(|&c| c == 0).unwrap_or(s.len())];
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'=' {
            out.push(s[i]);
            i += 1;
            continue;
        }
        if at(i + 1).is_ascii_hexdigit() && at(i + 2).is_ascii_hexdigit() {
            let h = (at(i + 1) as char).to_digit(16).unwrap_or(0) * 16
                + (at(i + 2) as char).to_digit(16).unwrap_or(0);
            out.push(h as u8);
            i += 3;
            continue;
        }
        let mut k = 1;
        while at(i + k) == b' ' || at(i + k) == b'\t' {
            k += 1;
        }
        if at(i + k) == 0 {
            i += k;
        } else if at(i + k) == b'\r' && at(i + k + 1) == b'\n' {
            i += k + 2;
        } else if at(i + k) == b'\r' || at(i + k) == b'\n' {
            i += k + 1;
        } else {
            out.push(b'=');
            i += 1;
        }
    }
    out
}

fn uu_enc(c: u8) -> u8 {
    if c != 0 {
        (c & 0o77) + b' '
    } else {
        b'`'
    }
}

/// `php_uuencode`: lines of 45 input bytes, each prefixed with its length.
pub fn uuencode(src: &[u8]) -> Vec<u8> {
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let group = |out: &mut Vec<u8>, s: usize| {
        out.push(uu_enc(at(s) >> 2));
        out.push(uu_enc(((at(s) << 4) & 0o60) | ((at(s + 1) >> 4) & 0o17)));
        out.push(uu_enc(((at(s + 1) << 2) & 0o74) | ((at(s + 2) >> 6) & 0o3)));
        out.push(uu_enc(at(s + 2) & 0o77));
    };
    let e = src.len();
    let mut out = Vec::with_capacity(e * 4 / 3 + e / 45 * 2 + 8);
    let (mut s, mut len) = (0usize, 45usize);
    while s + 3 < e {
        let mut ee = s + len;
        if ee > e {
            ee = e;
            len = ee - s;
            if len % 3 != 0 {
                ee = s + len / 3 * 3;
            }
        }
        out.push(uu_enc(len as u8));
        while s < ee {
            group(&mut out, s);
            s += 3;
        }
        if len == 45 {
            out.push(b'\n');
        }
    }
    if s < e {
        if len == 45 {
            out.push(uu_enc((e - s) as u8));
            len = 0;
        }
        out.push(uu_enc(at(s) >> 2));
        out.push(uu_enc(((at(s) << 4) & 0o60) | ((at(s + 1) >> 4) & 0o17)));
        out.push(if e - s > 1 {
            uu_enc(((at(s + 1) << 2) & 0o74) | ((at(s + 2) >> 6) & 0o3))
        } else {
            uu_enc(0)
        });
        out.push(if e - s > 2 {
            uu_enc(at(s + 2) & 0o77)
        } else {
            uu_enc(0)
        });
    }
    if len < 45 {
        out.push(b'\n');
    }
    out.push(uu_enc(0));
    out.push(b'\n');
    out
}

fn uu_dec(c: u8) -> u8 {
    c.wrapping_sub(b' ') & 0o77
}

/// `php_uudecode`; `None` for malformed input.
pub fn uudecode(src: &[u8]) -> Option<Vec<u8>> {
    if src.is_empty() {
        return None;
    }
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let e = src.len();
    let mut out = Vec::with_capacity(e * 3 / 4);
    let (mut s, mut total) = (0usize, 0usize);
    while s < e {
        let len = uu_dec(src[s]) as usize;
        s += 1;
        if len == 0 {
            break;
        }
        if len > e {
            return None;
        }
        total += len;
        let ee = s + if len == 45 {
            60
        } else {
            (len as f64 * 1.33).floor() as usize
        };
        if ee > e {
            return None;
        }
        while s < ee {
            if s + 4 > e {
                return None;
            }
            out.push(uu_dec(at(s)) << 2 | uu_dec(at(s + 1)) >> 4);
            out.push(uu_dec(at(s + 1)) << 4 | uu_dec(at(s + 2)) >> 2);
            out.push(uu_dec(at(s + 2)) << 6 | uu_dec(at(s + 3)));
            s += 4;
        }
        if len < 45 {
            break;
        }
        s += 1;
    }
    if total > out.len() {
        out.push(uu_dec(at(s)) << 2 | uu_dec(at(s + 1)) >> 4);
        if total - out.len() + 1 > 1 {
            out.push(uu_dec(at(s + 1)) << 4 | uu_dec(at(s + 2)) >> 2);
            if total > out.len() {
                out.push(uu_dec(at(s + 2)) << 6 | uu_dec(at(s + 3)));
            }
        }
    }
    out.truncate(total);
    Some(out)
}

fn convert_uudecode(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    match uudecode(s.as_bytes()) {
        Some(v) => Ok(Value::str(v)),
        None => {
            ctx.error(
                ErrorLevel::Warning,
                "convert_uudecode(): Argument #1 ($data) is not a valid uuencoded string",
            )?;
            Ok(Value::Bool(false))
        }
    }
}

/// `inet_pton` for IPv4: four decimal octets, no leading zeros.
pub fn ip2long(s: &[u8]) -> Option<u32> {
    let parts: Vec<&[u8]> = s.split(|&c| c == b'.').collect();
    if parts.len() != 4 {
        return None;
    }
    let mut n: u32 = 0;
    for p in parts {
        if p.is_empty()
            || p.len() > 3
            || !p.iter().all(u8::is_ascii_digit)
            || (p.len() > 1 && p[0] == b'0')
        {
            return None;
        }
        let v: u32 = std::str::from_utf8(p).ok()?.parse().ok()?;
        if v > 255 {
            return None;
        }
        n = n << 8 | v;
    }
    Some(n)
}

/// `inet_pton`: IPv6 when the text has a `:`, IPv4 when it has a `.`.
pub fn inet_pton(s: &[u8]) -> Option<Vec<u8>> {
    if s.contains(&b':') {
        return ipv6_parse(s).map(|w| w.iter().flat_map(|x| x.to_be_bytes()).collect());
    }
    if s.contains(&b'.') {
        return ip2long(s).map(|n| n.to_be_bytes().to_vec());
    }
    None
}

/// glibc's `inet_pton6`: up to eight hex groups, one `::`, an optional trailing dotted quad.
fn ipv6_parse(s: &[u8]) -> Option<[u16; 8]> {
    let mut words: Vec<u16> = Vec::with_capacity(8);
    let mut gap: Option<usize> = None;
    let mut i = 0;
    if s.starts_with(b"::") {
        gap = Some(0);
        i = 2;
        if s.len() == 2 {
            return Some([0; 8]);
        }
    } else if s.first() == Some(&b':') {
        return None;
    }
    loop {
        let start = i;
        while i < s.len() && s[i].is_ascii_hexdigit() {
            i += 1;
        }
        if i < s.len() && s[i] == b'.' {
            // embedded IPv4 takes the last two words
            let v4 = ip2long(&s[start..])?;
            if words.len() > 6 {
                return None;
            }
            words.push((v4 >> 16) as u16);
            words.push(v4 as u16);
            break;
        }
        let group = &s[start..i];
        if group.is_empty() || group.len() > 4 {
            return None;
        }
        words.push(u16::from_str_radix(std::str::from_utf8(group).ok()?, 16).ok()?);
        if words.len() > 8 {
            return None;
        }
        if i == s.len() {
            break;
        }
        if s[i] != b':' {
            return None;
        }
        i += 1;
        if i < s.len() && s[i] == b':' {
            if gap.is_some() {
                return None;
            }
            gap = Some(words.len());
            i += 1;
            if i == s.len() {
                break;
            }
        } else if i == s.len() {
            return None;
        }
    }
    let mut out = [0u16; 8];
    match gap {
        Some(g) => {
            if words.len() > 7 {
                return None;
            }
            out[..g].copy_from_slice(&words[..g]);
            let tail = &words[g..];
            out[8 - tail.len()..].copy_from_slice(tail);
        }
        None => {
            if words.len() != 8 {
                return None;
            }
            out.copy_from_slice(&words);
        }
    }
    Some(out)
}

/// `inet_ntop` for 4- or 16-byte addresses (glibc's IPv6 text: longest zero run
/// as `::`, IPv4-mapped and -compatible addresses end in a dotted quad).
pub fn inet_ntop(b: &[u8]) -> Option<Vec<u8>> {
    if b.len() == 4 {
        return Some(format!("{}.{}.{}.{}", b[0], b[1], b[2], b[3]).into_bytes());
    }
    if b.len() != 16 {
        return None;
    }
    let w: Vec<u16> = b
        .chunks(2)
        .map(|c| u16::from_be_bytes([c[0], c[1]]))
        .collect();
    // The longest run of zero words (at least two), first one on ties.
    let (mut best, mut best_len) = (None::<usize>, 0usize);
    let mut i = 0;
    while i < 8 {
        if w[i] == 0 {
            let start = i;
            while i < 8 && w[i] == 0 {
                i += 1;
            }
            if i - start > best_len {
                best = Some(start);
                best_len = i - start;
            }
        } else {
            i += 1;
        }
    }
    if best_len < 2 {
        best = None;
    }
    let mut out = String::new();
    let mut i = 0;
    while i < 8 {
        if best == Some(i) {
            out.push(':');
            i += best_len;
            if i == 8 {
                out.push(':');
            }
            continue;
        }
        if i != 0 {
            out.push(':');
        }
        let v4 = i == 6
            && best == Some(0)
            && (best_len == 6 || (best_len == 7 && w[7] != 1) || (best_len == 5 && w[5] == 0xffff));
        if v4 {
            out.push_str(&format!("{}.{}.{}.{}", b[12], b[13], b[14], b[15]));
            break;
        }
        out.push_str(&format!("{:x}", w[i]));
        i += 1;
    }
    Some(out.into_bytes())
}
