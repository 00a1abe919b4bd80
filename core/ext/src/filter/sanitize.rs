//! sanitizing_filters.c: the filters that rewrite a string rather than
//! judge it (string, encoded, special_chars, full_special_chars,
//! unsafe_raw, email, url, number_int, number_float, add_slashes) and the
//! strip/encode flags they share.

use super::{
    Filter, FLAG_ALLOW_FRACTION, FLAG_ALLOW_SCIENTIFIC, FLAG_ALLOW_THOUSAND,
    FLAG_EMPTY_STRING_NULL, FLAG_ENCODE_AMP, FLAG_ENCODE_HIGH, FLAG_ENCODE_LOW,
    FLAG_NO_ENCODE_QUOTES, FLAG_STRIP_BACKTICK, FLAG_STRIP_HIGH, FLAG_STRIP_LOW,
};
use rphp_value::Value;

/// Runs one sanitising filter.
pub(super) fn run(filter: Filter, s: &[u8], flags: i64) -> Value {
    match filter {
        Filter::String => string(s, flags),
        Filter::Encoded => Value::str(encoded(&strip(s, flags))),
        Filter::SpecialChars => {
            let mut enc = [false; 256];
            for c in [b'\'', b'"', b'<', b'>', b'&'] {
                enc[c as usize] = true;
            }
            enc[..32].fill(true);
            if flags & FLAG_ENCODE_HIGH != 0 {
                enc[127..].fill(true);
            }
            Value::str(encode_html(&strip(s, flags), &enc))
        }
        Filter::FullSpecialChars => Value::str(crate::string::entities::entities_utf8(
            s,
            flags & FLAG_NO_ENCODE_QUOTES == 0,
        )),
        Filter::SanitizeEmail => Value::str(keep(s, |c| {
            c.is_ascii_alphanumeric() || b"!#$%&'*+-=?^_`{|}~@.[]".contains(&c)
        })),
        Filter::SanitizeUrl => Value::str(url(s)),
        Filter::NumberInt => Value::str(keep(s, |c| c.is_ascii_digit() || c == b'+' || c == b'-')),
        Filter::NumberFloat => Value::str(keep(s, |c| {
            c.is_ascii_digit()
                || c == b'+'
                || c == b'-'
                || (c == b'.' && flags & FLAG_ALLOW_FRACTION != 0)
                || (c == b',' && flags & FLAG_ALLOW_THOUSAND != 0)
                || ((c == b'e' || c == b'E') && flags & FLAG_ALLOW_SCIENTIFIC != 0)
        })),
        Filter::AddSlashes => Value::str(crate::string::escape::add_slashes(s)),
        _ => unsafe_raw(s, flags),
    }
}

/// The bytes of `s` that `allowed` keeps.
fn keep(s: &[u8], allowed: impl Fn(u8) -> bool) -> Vec<u8> {
    s.iter().copied().filter(|&c| allowed(c)).collect()
}

/// `php_filter_url`: only the characters of RFC 1738 section 5 stay.
pub(super) fn url(s: &[u8]) -> Vec<u8> {
    keep(s, |c| {
        c.is_ascii_alphanumeric() || b"$-_.+!*'(),{}|\\^~[]`<>#%\";/?:@&=".contains(&c)
    })
}

/// `php_filter_strip`: `FILTER_FLAG_STRIP_LOW`/`HIGH`/`BACKTICK`.
fn strip(s: &[u8], flags: i64) -> Vec<u8> {
    keep(s, |c| {
        !((c >= 127 && flags & FLAG_STRIP_HIGH != 0)
            || (c < 32 && flags & FLAG_STRIP_LOW != 0)
            || (c == b'`' && flags & FLAG_STRIP_BACKTICK != 0))
    })
}

/// `php_filter_encode_html`: the marked bytes as `&#N;`.
fn encode_html(s: &[u8], enc: &[bool; 256]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for &c in s {
        if enc[c as usize] {
            out.extend_from_slice(format!("&#{c};").as_bytes());
        } else {
            out.push(c);
        }
    }
    out
}

/// The bytes `FILTER_FLAG_ENCODE_AMP`/`LOW`/`HIGH` mark for encoding.
fn flag_encodings(flags: i64) -> [bool; 256] {
    let mut enc = [false; 256];
    if flags & FLAG_ENCODE_AMP != 0 {
        enc[b'&' as usize] = true;
    }
    if flags & FLAG_ENCODE_LOW != 0 {
        enc[..32].fill(true);
    }
    if flags & FLAG_ENCODE_HIGH != 0 {
        enc[127..].fill(true);
    }
    enc
}

/// `php_filter_encode_url`: everything but letters, digits and `-._`
/// as `%XX`.
fn encoded(s: &[u8]) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = Vec::with_capacity(s.len() * 3);
    for &c in s {
        if c.is_ascii_alphanumeric() || b"-._".contains(&c) {
            out.push(c);
        } else {
            out.extend_from_slice(&[b'%', HEX[(c >> 4) as usize], HEX[(c & 15) as usize]]);
        }
    }
    out
}

/// `php_filter_string` (`FILTER_SANITIZE_STRING`): quotes encoded, then
/// tags stripped (a `<` before white space opens a tag here).
fn string(s: &[u8], flags: i64) -> Value {
    let mut enc = flag_encodings(flags);
    if flags & FLAG_NO_ENCODE_QUOTES == 0 {
        enc[b'\'' as usize] = true;
        enc[b'"' as usize] = true;
    }
    let encoded = encode_html(&strip(s, flags), &enc);
    let out = crate::string::strip_tags::strip(&encoded, None, true);
    if out.is_empty() && flags & FLAG_EMPTY_STRING_NULL != 0 {
        return Value::Null;
    }
    Value::str(out)
}

/// `php_filter_unsafe_raw`: only the strip and encode flags apply.
fn unsafe_raw(s: &[u8], flags: i64) -> Value {
    if flags != 0 && !s.is_empty() {
        Value::str(encode_html(&strip(s, flags), &flag_encodings(flags)))
    } else if flags & FLAG_EMPTY_STRING_NULL != 0 && s.is_empty() {
        Value::Null
    } else {
        Value::str(s.to_vec())
    }
}
