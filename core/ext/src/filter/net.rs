//! The network filters of logical_filters.c: `FILTER_VALIDATE_IP` (IPv4,
//! IPv6 and the private, reserved and global ranges), `FILTER_VALIDATE_MAC` and
//! `FILTER_VALIDATE_DOMAIN`. Each returns the input unchanged when valid.

use super::call::Run;
use super::number::string_option;
use super::{
    failed, FLAG_GLOBAL_RANGE, FLAG_HOSTNAME, FLAG_IPV4, FLAG_IPV6, FLAG_NO_PRIV_RANGE,
    FLAG_NO_RES_RANGE,
};
use rphp_value::{Fault, PhpArray, PhpStr, Value};

/// `_php_filter_validate_ipv4`: four decimal octets, no leading zeros.
fn ipv4(s: &[u8]) -> Option<[i32; 4]> {
    let mut ip = [0i32; 4];
    let mut n = 0;
    let mut i = 0;
    while i < s.len() {
        if !s[i].is_ascii_digit() {
            return None;
        }
        let leading_zero = s[i] == b'0';
        let mut m = 1;
        let mut num = (s[i] - b'0') as i32;
        i += 1;
        while i < s.len() && s[i].is_ascii_digit() {
            num = num * 10 + (s[i] - b'0') as i32;
            i += 1;
            m += 1;
            if num > 255 || m > 3 {
                return None;
            }
        }
        if leading_zero && (num != 0 || m > 1) {
            return None;
        }
        ip[n] = num;
        n += 1;
        if n == 4 {
            return (i == s.len()).then_some(ip);
        }
        if i >= s.len() || s[i] != b'.' {
            return None;
        }
        i += 1;
    }
    None
}

/// `_php_filter_validate_ipv6`: the address and its eight 16-bit groups as
/// php computes them (an embedded IPv4 address makes the groups those of
/// `::ffff:a.b.c.d`, whatever came before it).
pub(super) fn ipv6(s: &[u8]) -> Option<[i32; 8]> {
    if !s.contains(&b':') {
        return None;
    }
    let mut ip = [0i32; 8];
    let mut blocks = 0usize;
    let mut compressed: Option<usize> = None;
    let mut len = s.len();
    let mut ip4 = None;
    if let Some(dot) = s.iter().position(|&c| c == b'.') {
        let mut start = dot;
        while start > 0 && s[start - 1] != b':' {
            start -= 1;
        }
        ip4 = Some(ipv4(&s[start..])?);
        len = start;
        if len < 2 {
            return None;
        }
        if s[start - 2] != b':' {
            // The ':' before the IPv4 part belongs to it unless it is "::".
            len -= 1;
        }
        blocks = 2;
    }
    let end = len;
    let mut i = 0;
    while i < end {
        if s[i] == b':' {
            i += 1;
            if i >= end {
                return None;
            }
            if s[i] == b':' {
                if compressed.is_some() {
                    return None;
                }
                if blocks < 8 {
                    ip[blocks] = -1;
                }
                compressed = Some(blocks);
                blocks += 1;
                i += 1;
                if i == end {
                    if blocks > 8 {
                        return None;
                    }
                    break;
                }
            } else if i - 1 == 0 {
                return None;
            }
        }
        let (mut num, mut n) = (0u32, 0);
        while i < end {
            match (s[i] as char).to_digit(16) {
                Some(d) => num = num.wrapping_mul(16).wrapping_add(d),
                None => break,
            }
            n += 1;
            i += 1;
        }
        if blocks < 8 {
            ip[blocks] = num as i32;
        }
        if !(1..=4).contains(&n) {
            return None;
        }
        blocks += 1;
        if blocks > 8 {
            return None;
        }
    }
    if let Some(v4) = ip4 {
        ip = [
            0,
            0,
            0,
            0,
            0,
            0xffff,
            256 * v4[0] + v4[1],
            256 * v4[2] + v4[3],
        ];
    } else if let Some(c) = compressed.filter(|_| blocks <= 8) {
        let offset = 8 - blocks;
        let mut k = 7;
        while k > c + offset {
            ip[k] = ip[k - offset];
            k -= 1;
        }
        for slot in ip.iter_mut().take(c + offset + 1).skip(c) {
            *slot = 0;
        }
    }
    let ok = (compressed.is_some() && blocks <= 8) || blocks == 8;
    ok.then_some(ip)
}

/// The special ranges php 8.2 knows, as `(private, reserved, not global)`.
fn ipv4_ranges(ip: [i32; 4]) -> (bool, bool, bool) {
    let (a, b, c) = (ip[0], ip[1], ip[2]);
    let private = a == 10 || (a == 172 && (16..=31).contains(&b)) || (a == 192 && b == 168);
    let reserved = a == 0 || a >= 240 || a == 127 || (a == 169 && b == 254);
    // Shared address space, IETF assignments, documentation, benchmarking.
    let local = (a == 100 && (64..=127).contains(&b))
        || (a == 192 && b == 0 && (c == 0 || c == 2))
        || (a == 198 && (18..=19).contains(&b))
        || (a == 198 && b == 51 && c == 100)
        || (a == 203 && b == 0 && c == 113);
    (private, reserved, local)
}

/// [`ipv4_ranges`] for IPv6 groups.
fn ipv6_ranges(ip: [i32; 8]) -> (bool, bool, bool) {
    let private = (0xfc00..=0xfdff).contains(&ip[0]);
    let reserved = (ip[..7].iter().all(|&g| g == 0) && (ip[7] == 0 || ip[7] == 1))
        || ip[0] == 0x5f
        || (0xfe80..=0xfebf).contains(&ip[0])
        || (ip[0] == 0x2001 && (ip[1] == 0xdb8 || (0x10..=0x1f).contains(&ip[1])))
        || ip[0] == 0x3ff3;
    // IPv4-mapped, discard-only, IETF assignments (benchmarking included).
    let local = (ip[..5].iter().all(|&g| g == 0) && ip[5] == 0xffff)
        || (ip[0] == 0x100 && ip[1] == 0 && ip[2] == 0 && ip[3] == 0)
        || (ip[0] == 0x2001 && ip[1] <= 0x1ff);
    (private, reserved, local)
}

/// `php_filter_validate_ip`: the first ':' or '.' decides the family.
pub(super) fn ip(text: PhpStr, flags: i64) -> Value {
    let s = text.as_bytes();
    let v6 = if s.contains(&b':') {
        true
    } else if s.contains(&b'.') {
        false
    } else {
        return failed(flags);
    };
    let (want4, want6) = (flags & FLAG_IPV4 != 0, flags & FLAG_IPV6 != 0);
    if !(want4 && want6) && ((want4 && v6) || (want6 && !v6)) {
        return failed(flags);
    }
    let (private, reserved, local) = if v6 {
        match ipv6(s) {
            Some(ip) => ipv6_ranges(ip),
            None => return failed(flags),
        }
    } else {
        match ipv4(s) {
            Some(ip) => ipv4_ranges(ip),
            None => return failed(flags),
        }
    };
    let global = flags & FLAG_GLOBAL_RANGE != 0;
    if (private && (global || flags & FLAG_NO_PRIV_RANGE != 0))
        || (reserved && (global || flags & FLAG_NO_RES_RANGE != 0))
        || (local && global)
    {
        return failed(flags);
    }
    Value::Str(text)
}

/// `php_filter_validate_mac`: six hex pairs split by ':' or '-', or three
/// hex quads split by '.'; the `separator` option pins the separator.
pub(super) fn mac(
    run: &mut Run,
    text: PhpStr,
    flags: i64,
    opts: Option<&PhpArray>,
) -> Result<Value, Fault> {
    let sep_opt = string_option(opts, b"separator");
    if sep_opt.as_ref().is_some_and(|s| s.len() != 1) {
        return Err(run.value_error("\"separator\" option must be one character long"));
    }
    let s = text.as_bytes();
    let (tokens, length, sep) = match (s.len(), s.get(2)) {
        (14, _) => (3, 4, b'.'),
        (17, Some(b'-')) => (6, 2, b'-'),
        (17, Some(b':')) => (6, 2, b':'),
        _ => return Ok(failed(flags)),
    };
    if sep_opt.is_some_and(|o| o[0] != sep) {
        return Ok(failed(flags));
    }
    for t in 0..tokens {
        let off = t * (length + 1);
        if t < tokens - 1 && s[off + length] != sep {
            return Ok(failed(flags));
        }
        if !s[off..off + length].iter().all(u8::is_ascii_hexdigit) {
            return Ok(failed(flags));
        }
    }
    Ok(Value::Str(text))
}

/// `php_filter_validate_domain_ex`: labels of at most 63 bytes, 253 in
/// all; with `FILTER_FLAG_HOSTNAME` only letters, digits and inner hyphens.
pub(super) fn valid_domain(s: &[u8], flags: i64) -> bool {
    let hostname = flags & FLAG_HOSTNAME != 0;
    // php reads the bytes around the text as a C string does: NUL past the end.
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut e = s.len();
    if e > 0 && s[e - 1] == b'.' {
        e -= 1;
    }
    if e > 253 {
        return false;
    }
    if at(0) == b'.' || (hostname && !at(0).is_ascii_alphanumeric()) {
        return false;
    }
    let mut label = 1;
    for i in 0..e {
        if s[i] == b'.' {
            if at(i + 1) == b'.'
                || (hostname
                    && (!s[i - 1].is_ascii_alphanumeric() || !at(i + 1).is_ascii_alphanumeric()))
            {
                return false;
            }
            label = 1;
        } else {
            if label > 63
                || (hostname && (s[i] != b'-' || at(i + 1) == 0) && !s[i].is_ascii_alphanumeric())
            {
                return false;
            }
            label += 1;
        }
    }
    true
}

/// `php_filter_validate_domain`.
pub(super) fn domain(text: PhpStr, flags: i64) -> Value {
    if valid_domain(text.as_bytes(), flags) {
        Value::Str(text)
    } else {
        failed(flags)
    }
}
