//! Character-counting string functions: length, substrings, searching,
//! splitting, display width and case conversion.
//!
//! Like php 8.2, UTF-8 and the fixed-width encodings are counted and cut on
//! the raw bytes (UTF-8 by its lead-byte length table, so invalid bytes are
//! kept as they are); other encodings are decoded first. Searching works on
//! UTF-8: other encodings are converted to it first, as php does.

use super::case::{self, Mode};
use super::encoding::{self, Encoding, BAD};
use super::{enc_arg, encode, width};
use crate::util::{arg, bool_arg, int_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, PhpStr, Value};
use std::borrow::Cow;

const ENC: ParamSpec = ParamSpec::opt("encoding", ParamType::String, "null").nullable();
const SEARCH: &[ParamSpec] = &[
    ParamSpec::req("haystack", ParamType::String),
    ParamSpec::req("needle", ParamType::String),
    ParamSpec::opt("offset", ParamType::Int, "0"),
    ENC,
];
const STRSTR: &[ParamSpec] = &[
    ParamSpec::req("haystack", ParamType::String),
    ParamSpec::req("needle", ParamType::String),
    ParamSpec::opt("before_needle", ParamType::Bool, "false"),
    ENC,
];

pub const BUILTINS: &[Builtin] = &[
    b!(
        "mb_strlen",
        &[ParamSpec::req("string", ParamType::String), ENC],
        mb_strlen
    ),
    b!(
        "mb_substr",
        &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("start", ParamType::Int),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
            ENC
        ],
        mb_substr
    ),
    b!(
        "mb_strcut",
        &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("start", ParamType::Int),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
            ENC
        ],
        mb_strcut
    ),
    b!("mb_strpos", SEARCH, |c, a| pos(
        c,
        a,
        "mb_strpos",
        false,
        false
    )),
    b!("mb_strrpos", SEARCH, |c, a| pos(
        c,
        a,
        "mb_strrpos",
        true,
        false
    )),
    b!("mb_stripos", SEARCH, |c, a| pos(
        c,
        a,
        "mb_stripos",
        false,
        true
    )),
    b!("mb_strripos", SEARCH, |c, a| pos(
        c,
        a,
        "mb_strripos",
        true,
        true
    )),
    b!("mb_strstr", STRSTR, |c, a| strstr(
        c,
        a,
        "mb_strstr",
        false,
        false
    )),
    b!("mb_strrchr", STRSTR, |c, a| strstr(
        c,
        a,
        "mb_strrchr",
        true,
        false
    )),
    b!("mb_stristr", STRSTR, |c, a| strstr(
        c,
        a,
        "mb_stristr",
        false,
        true
    )),
    b!("mb_strrichr", STRSTR, |c, a| strstr(
        c,
        a,
        "mb_strrichr",
        true,
        true
    )),
    b!(
        "mb_substr_count",
        &[
            ParamSpec::req("haystack", ParamType::String),
            ParamSpec::req("needle", ParamType::String),
            ENC
        ],
        mb_substr_count
    ),
    b!(
        "mb_str_split",
        &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("length", ParamType::Int, "1"),
            ENC
        ],
        mb_str_split
    ),
    b!(
        "mb_strwidth",
        &[ParamSpec::req("string", ParamType::String), ENC],
        mb_strwidth
    ),
    b!(
        "mb_strimwidth",
        &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("start", ParamType::Int),
            ParamSpec::req("width", ParamType::Int),
            ParamSpec::opt("trim_marker", ParamType::String, "\"\""),
            ENC
        ],
        mb_strimwidth
    ),
    b!(
        "mb_strtoupper",
        &[ParamSpec::req("string", ParamType::String), ENC],
        |c, a| { to_case(c, a, "mb_strtoupper", 1, Mode::Upper) }
    ),
    b!(
        "mb_strtolower",
        &[ParamSpec::req("string", ParamType::String), ENC],
        |c, a| { to_case(c, a, "mb_strtolower", 1, Mode::Lower) }
    ),
    b!(
        "mb_convert_case",
        &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("mode", ParamType::Int),
            ENC
        ],
        mb_convert_case
    ),
];

fn out(v: Vec<u8>) -> Value {
    Value::Str(PhpStr::from(v))
}

/// Number of characters as php counts them.
pub fn char_count(enc: &Encoding, s: &[u8]) -> usize {
    if enc.byte_sliceable() {
        enc.char_starts(s).len() - 1
    } else {
        enc.decode(s).len()
    }
}

fn mb_strlen(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 1, "mb_strlen", "encoding")?;
    Ok(Value::Int(
        char_count(enc, str_arg(args, 0).as_bytes()) as i64
    ))
}

/// php's start/length clamping for substrings of `n` characters.
fn range(n: usize, start: i64, len: Option<i64>) -> (usize, usize) {
    let n = n as i64;
    let from = if start < 0 {
        (n + start).max(0)
    } else {
        start.min(n)
    };
    let len = match len {
        None => n - from,
        Some(l) if l < 0 => (n - from + l).max(0),
        Some(l) => l.min(n - from),
    };
    (from as usize, (from + len) as usize)
}

fn opt_int(args: &[Value], i: usize) -> Option<i64> {
    match arg(args, i) {
        Value::Null => None,
        _ => Some(int_arg(args, i, 0)),
    }
}

/// Characters `from..to` of `s`.
fn slice(enc: &Encoding, s: &[u8], from: usize, to: usize) -> Vec<u8> {
    if enc.byte_sliceable() {
        let st = enc.char_starts(s);
        // To the end means every byte left, a trailing partial unit included.
        let end = if to + 1 == st.len() { s.len() } else { st[to] };
        s[st[from]..end].to_vec()
    } else {
        encode(enc, &enc.decode(s)[from..to])
    }
}

fn mb_substr(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 3, "mb_substr", "encoding")?;
    let s = str_arg(args, 0);
    let s = s.as_bytes();
    let n = char_count(enc, s);
    let len = opt_int(args, 2);
    let start = int_arg(args, 1, 0);
    let (from, to) = range(n, start, len);
    if let Some(w) = enc.fixed_width() {
        if start > n as i64 {
            return Ok(Value::str(""));
        }
        // php cuts fixed-width strings by bytes: without a length, a
        // trailing partial unit goes with the rest.
        let end = if len.is_none() {
            s.len()
        } else {
            (to * w).min(s.len())
        };
        return Ok(out(s[(from * w).min(end)..end].to_vec()));
    }
    Ok(out(slice(enc, s, from, to)))
}

fn mb_strcut(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 3, "mb_strcut", "encoding")?;
    let s = str_arg(args, 0);
    let s = s.as_bytes();
    let n = s.len() as i64;
    let mut from = int_arg(args, 1, 0);
    if from < 0 {
        from = (n + from).max(0);
    }
    if from > n {
        return Ok(Value::str(""));
    }
    let mut len = opt_int(args, 2).unwrap_or(n);
    if len < 0 {
        len = (n - from + len).max(0);
    }
    let from = from as usize;
    // Character starts, the last entry the end of the last whole character
    // (php never cuts a trailing partial unit into the result).
    let starts: Vec<usize> = match enc.fixed_width() {
        Some(_) => enc.char_starts(s),
        None if enc.kind == encoding::Kind::Utf8 => enc.char_starts(s),
        None if matches!(enc.kind, encoding::Kind::Utf16 { .. }) => {
            (0..=s.len() / 2).map(|k| k * 2).collect()
        }
        None => (0..=s.len()).collect(),
    };
    let limit = *starts.last().unwrap_or(&0);
    // The last character start at or before a byte offset.
    let floor = |b: usize| starts[starts.partition_point(|&x| x <= b).saturating_sub(1)];
    let start = floor(from);
    let end = if len as usize >= s.len() - start.min(s.len()) {
        limit
    } else {
        floor(start + len as usize)
    };
    Ok(out(s[start.min(end)..end].to_vec()))
}

/// The string as UTF-8 (searching is done on UTF-8), folded when `fold`.
fn as_utf8<'a>(enc: &Encoding, s: &'a [u8], fold: bool) -> Cow<'a, [u8]> {
    if fold {
        let cps = case::convert(&enc.decode(s), Mode::FoldSimple);
        return Cow::Owned(encode(encoding::utf8(), &cps));
    }
    if enc.kind == encoding::Kind::Utf8 {
        Cow::Borrowed(s)
    } else {
        Cow::Owned(encode(encoding::utf8(), &enc.decode(s)))
    }
}

fn find_bytes(h: &[u8], n: &[u8], from: usize) -> Option<usize> {
    if n.is_empty() {
        return Some(from);
    }
    h[from..]
        .windows(n.len())
        .position(|w| w == n)
        .map(|p| p + from)
}

/// Character offset of the match, or `None`; php's ValueError for an offset outside the haystack.
fn search(
    ctx: &mut dyn Context,
    func: &str,
    h: &[u8],
    n: &[u8],
    offset: i64,
    reverse: bool,
) -> Result<Option<usize>, Fault> {
    let starts = encoding::utf8().char_starts(h);
    let count = (starts.len() - 1) as i64;
    let off = if offset < 0 { offset + count } else { offset };
    if off < 0 || off > count {
        return Err(value_error(
            ctx,
            func,
            2,
            "offset",
            "must be contained in argument #1 ($haystack)",
        ));
    }
    let found = if !reverse {
        find_bytes(h, n, starts[off as usize])
    } else {
        let (lo, hi) = if offset < 0 {
            (0, starts[off as usize])
        } else {
            (starts[off as usize], h.len())
        };
        let mut best = None;
        let mut p = lo;
        while let Some(f) = find_bytes(h, n, p) {
            if f > hi || f + n.len() > h.len() {
                break;
            }
            best = Some(f);
            p = f + 1;
            if p > h.len() {
                break;
            }
        }
        best
    };
    Ok(found.map(|f| starts.partition_point(|&s| s < f)))
}

fn pos(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    reverse: bool,
    fold: bool,
) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 3, func, "encoding")?;
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    if fold && h.is_empty() {
        // php's case-insensitive search gives up on an empty haystack before checking the offset.
        return Ok(Value::Bool(false));
    }
    let hu = as_utf8(enc, h.as_bytes(), fold);
    let nu = as_utf8(enc, n.as_bytes(), fold);
    Ok(
        match search(ctx, func, &hu, &nu, int_arg(args, 2, 0), reverse)? {
            Some(i) => Value::Int(i as i64),
            None => Value::Bool(false),
        },
    )
}

fn strstr(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    reverse: bool,
    fold: bool,
) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 3, func, "encoding")?;
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    let hu = as_utf8(enc, h.as_bytes(), fold);
    let nu = as_utf8(enc, n.as_bytes(), fold);
    let Some(i) = search(ctx, func, &hu, &nu, 0, reverse)? else {
        return Ok(Value::Bool(false));
    };
    let total = char_count(enc, h.as_bytes());
    let i = i.min(total);
    Ok(out(if bool_arg(args, 2, false) {
        slice(enc, h.as_bytes(), 0, i)
    } else {
        slice(enc, h.as_bytes(), i, total)
    }))
}

fn mb_substr_count(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 2, "mb_substr_count", "encoding")?;
    let (h, n) = (str_arg(args, 0), str_arg(args, 1));
    if n.is_empty() {
        return Err(value_error(
            ctx,
            "mb_substr_count",
            1,
            "needle",
            "must not be empty",
        ));
    }
    let count = if enc.kind == encoding::Kind::Utf8 {
        let (h, n) = (h.as_bytes(), n.as_bytes());
        let (mut count, mut p) = (0, 0);
        while let Some(f) = find_bytes(h, n, p) {
            count += 1;
            p = f + n.len();
        }
        count
    } else {
        // php counts on the decoded characters without flushing the
        // decoders, so a partial character at the end is no character.
        let chars = |s: &[u8]| {
            let mut v = Vec::new();
            if !enc.decode_into(s, &mut v) {
                v.pop();
            }
            v
        };
        let (h, n) = (chars(h.as_bytes()), chars(n.as_bytes()));
        let (mut count, mut p) = (0, 0);
        while !n.is_empty() && p + n.len() <= h.len() {
            if h[p..p + n.len()] == n[..] {
                count += 1;
                p += n.len();
            } else {
                p += 1;
            }
        }
        count
    };
    Ok(Value::Int(count))
}

fn mb_str_split(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let len = int_arg(args, 1, 1);
    if len < 1 {
        return Err(value_error(
            ctx,
            "mb_str_split",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    let enc = enc_arg(ctx, args, 2, "mb_str_split", "encoding")?;
    let s = str_arg(args, 0);
    let s = s.as_bytes();
    let len = len.min(isize::MAX as i64) as usize;
    let mut parts = Vec::new();
    if let Some(w) = enc.fixed_width() {
        // php: ceil(characters / length) chunks, the last one taking whatever bytes remain.
        let n = s.len() / w;
        let chunks = n.div_ceil(len);
        let step = len.saturating_mul(w);
        for k in 0..chunks {
            let a = k * step;
            let b = if k + 1 == chunks { s.len() } else { a + step };
            parts.push(out(s[a..b].to_vec()));
        }
    } else if matches!(enc.kind, encoding::Kind::Utf16 { .. }) {
        // Cut on the raw units (a surrogate pair is one character). php
        // drops the whole chunk that a trailing odd byte would end.
        let le = matches!(enc.kind, encoding::Kind::Utf16 { le: true, .. });
        let mut starts = vec![0];
        let mut i = 0;
        while i + 2 <= s.len() {
            let u = if le { s[i + 1] } else { s[i] };
            i += if (0xD8..0xDC).contains(&u) && i + 4 <= s.len() {
                4
            } else {
                2
            };
            starts.push(i);
        }
        let odd = i < s.len();
        if odd {
            starts.push(s.len());
        }
        let units: Vec<&[usize]> = starts.windows(2).collect();
        let chunks: Vec<&[&[usize]]> = units.chunks(len).collect();
        let keep = chunks.len() - usize::from(odd);
        for ch in &chunks[..keep] {
            parts.push(out(s[ch[0][0]..ch[ch.len() - 1][1]].to_vec()));
        }
    } else if enc.byte_sliceable() {
        let st = enc.char_starts(s);
        let mut i = 0;
        while i + 1 < st.len() {
            let j = (i.saturating_add(len)).min(st.len() - 1);
            parts.push(out(s[st[i]..st[j]].to_vec()));
            i = j;
        }
    } else {
        for ch in enc.decode(s).chunks(len) {
            parts.push(out(encode(enc, ch)));
        }
    }
    Ok(Value::Array(PhpArray::from_list(parts)))
}

fn width_of(cps: &[u32]) -> i64 {
    cps.iter()
        .map(|&c| {
            if c == BAD {
                1
            } else {
                width::char_width(c) as i64
            }
        })
        .sum()
}

fn mb_strwidth(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 1, "mb_strwidth", "encoding")?;
    Ok(Value::Int(width_of(
        &enc.decode(str_arg(args, 0).as_bytes()),
    )))
}

fn mb_strimwidth(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 4, "mb_strimwidth", "encoding")?;
    let s = str_arg(args, 0);
    // The start is counted like mb_strlen counts, the width on the decoded rest.
    let n = char_count(enc, s.as_bytes()) as i64;
    let mut start = int_arg(args, 1, 0);
    if start < 0 {
        start += n;
    }
    if start < 0 || start > n {
        return Err(value_error(
            ctx,
            "mb_strimwidth",
            1,
            "start",
            "is out of range",
        ));
    }
    let cps = enc.decode(&slice(enc, s.as_bytes(), start as usize, n as usize));
    let rest = &cps[..];
    let total = width_of(rest);
    let mut w = int_arg(args, 2, 0);
    if w < 0 {
        w += total;
    }
    if w < 0 {
        return Err(value_error(
            ctx,
            "mb_strimwidth",
            2,
            "width",
            "is out of range",
        ));
    }
    if total <= w {
        return Ok(out(encode(enc, rest)));
    }
    let marker = enc.decode(str_arg(args, 3).as_bytes());
    let avail = w - width_of(&marker);
    let mut used = 0;
    let mut take = 0;
    for &c in rest {
        let cw = if c == BAD {
            1
        } else {
            width::char_width(c) as i64
        };
        if used + cw > avail {
            break;
        }
        used += cw;
        take += 1;
    }
    // The trim marker is appended as given, not re-encoded.
    let mut res = encode(enc, &rest[..take]);
    res.extend_from_slice(str_arg(args, 3).as_bytes());
    Ok(out(res))
}

fn to_case(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    enc_at: usize,
    mode: Mode,
) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, enc_at, func, "encoding")?;
    let cps = enc.decode(str_arg(args, 0).as_bytes());
    Ok(out(encode(enc, &case::convert(&cps, mode))))
}

fn mb_convert_case(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 2, "mb_convert_case", "encoding")?;
    let Some(mode) = Mode::from_int(int_arg(args, 1, 0)) else {
        return Err(value_error(
            ctx,
            "mb_convert_case",
            1,
            "mode",
            "must be one of the MB_CASE_* constants",
        ));
    };
    let cps = enc.decode(str_arg(args, 0).as_bytes());
    Ok(out(encode(enc, &case::convert(&cps, mode))))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn basics() {
        assert_eq!(run("mb_strlen", vec![s("héllo")]), "5");
        assert_eq!(run("mb_substr", vec![s("héllo"), i(1), i(3)]), "'éll'");
        assert_eq!(run("mb_strpos", vec![s("héllo"), s("l")]), "2");
        assert_eq!(run("mb_strrpos", vec![s("abcabc"), s("b"), i(-3)]), "1");
        assert_eq!(run("mb_stripos", vec![s("HÉLLO"), s("éL")]), "1");
        assert_eq!(run("mb_strwidth", vec![s("日本a")]), "5");
    }
}
