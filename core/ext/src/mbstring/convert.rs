//! Conversion between encodings and everything about encodings as such:
//! detection (php 8.2's scoring), validity checks, code points, numeric
//! entities and the encoding lists.

use super::encoding::{self, Encoding, BAD, ENCODINGS};
use super::settings::{self, encoding_list};
use super::{convert_bytes, enc_arg, encode};
use crate::util::{arg, bool_arg, int_arg, str_arg, value_error};
use rphp_value::{
    Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpStr, ThrowKind, Value,
};

const ENC: ParamSpec = ParamSpec::opt("encoding", ParamType::String, "null").nullable();
const MAP: &[ParamSpec] = &[
    ParamSpec::req("string", ParamType::String),
    ParamSpec::req("map", ParamType::Array),
    ENC,
    ParamSpec::opt("hex", ParamType::Bool, "false"),
];

pub const BUILTINS: &[Builtin] = &[
    b!(
        "mb_convert_encoding",
        &[
            ParamSpec::req("string", ParamType::ArrayOrString),
            ParamSpec::req("to_encoding", ParamType::String),
            ParamSpec::opt("from_encoding", ParamType::ArrayOrString, "null").nullable()
        ],
        mb_convert_encoding
    ),
    b!(
        "mb_detect_encoding",
        &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("encodings", ParamType::ArrayOrString, "null").nullable(),
            ParamSpec::opt("strict", ParamType::Bool, "false")
        ],
        mb_detect_encoding
    ),
    b!(
        "mb_check_encoding",
        &[
            ParamSpec::opt("value", ParamType::ArrayOrString, "null").nullable(),
            ENC
        ],
        mb_check_encoding
    ),
    b!(
        "mb_scrub",
        &[ParamSpec::req("string", ParamType::String), ENC],
        mb_scrub
    ),
    b!(
        "mb_ord",
        &[ParamSpec::req("string", ParamType::String), ENC],
        mb_ord
    ),
    b!(
        "mb_chr",
        &[ParamSpec::req("codepoint", ParamType::Int), ENC],
        mb_chr
    ),
    b!("mb_list_encodings", &[], mb_list_encodings),
    b!(
        "mb_encoding_aliases",
        &[ParamSpec::req("encoding", ParamType::String)],
        mb_encoding_aliases
    ),
    b!(
        "mb_preferred_mime_name",
        &[ParamSpec::req("encoding", ParamType::String)],
        mb_preferred_mime_name
    ),
    b!(
        "mb_parse_str",
        &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("result", ParamType::Mixed).by_ref()
        ],
        mb_parse_str
    ),
    b!("mb_encode_numericentity", MAP, mb_encode_numericentity),
    b!(
        "mb_decode_numericentity",
        &[MAP[0], MAP[1], MAP[2]],
        mb_decode_numericentity
    ),
];

fn out(v: Vec<u8>) -> Value {
    Value::Str(PhpStr::from(v))
}

/// Code points php 8.2's detector treats as unlikely in real text.
fn rare(c: u32) -> bool {
    let t = &super::rare_table::RARE;
    c <= 0xFFFF && (t[(c >> 5) as usize] >> (c & 31)) & 1 == 1
}

/// php 8.2's score for a valid candidate: lower is likelier.
fn score(cps: &[u32]) -> u64 {
    cps.iter()
        .map(|&c| {
            if c > 0xFFFF {
                40
            } else if (0x21..=0x2F).contains(&c) {
                6
            } else if rare(c) {
                30
            } else {
                1
            }
        })
        .sum()
}

/// php 8.2's detection. Candidates are fed byte by byte and dropped at
/// their first invalid sequence; non-strict detection stops as soon as at
/// most one candidate is left (so an unfinished last character only counts
/// when the whole string was read). Of the valid candidates the lowest
/// score wins, the first on ties; with none valid, non-strict detection
/// takes the first candidate.
pub fn detect(s: &[u8], list: &[&'static Encoding], strict: bool) -> Option<&'static Encoding> {
    let bad_at: Vec<Option<usize>> = list.iter().map(|e| e.first_bad(s)).collect();
    let mut stop = None;
    if !strict {
        for i in 0..s.len() {
            let bad = bad_at.iter().filter(|b| b.is_some_and(|b| b <= i)).count();
            if list.len() - 1 <= bad {
                stop = Some(i);
                break;
            }
        }
    }
    let valid = |k: usize| match (stop, bad_at[k]) {
        (_, None) => true,
        (Some(i), Some(b)) => b > i,
        (None, Some(_)) => false,
    };
    let mut best: Option<(&'static Encoding, u64)> = None;
    for (k, &e) in list.iter().enumerate() {
        if !valid(k) {
            continue;
        }
        let sc = if stop.is_some() {
            0
        } else {
            score(&e.decode(s))
        };
        if best.is_none_or(|(_, b)| sc < b) {
            best = Some((e, sc));
        }
    }
    match best {
        Some((e, _)) => Some(e),
        None if !strict => list.first().copied(),
        None => None,
    }
}

fn convert_value(
    ctx: &mut dyn Context,
    v: &Value,
    to: &'static Encoding,
    from: &[&'static Encoding],
) -> Result<Value, Fault> {
    Ok(match v {
        Value::Str(s) => match convert_str(ctx, s.as_bytes(), to, from)? {
            Some(b) => out(b),
            None => Value::Bool(false),
        },
        Value::Array(a) => {
            let mut res = PhpArray::with_capacity(a.len());
            for (k, v) in a.iter() {
                let k = match k {
                    rphp_value::ArrayKey::Str(s) => match convert_str(ctx, s.as_bytes(), to, from)?
                    {
                        Some(b) => rphp_value::ArrayKey::from_bytes(&b),
                        None => continue,
                    },
                    k => k,
                };
                let v = convert_value(ctx, &v.get(), to, from)?;
                res.insert(k, v);
            }
            Value::Array(res)
        }
        v => v.clone(),
    })
}

fn convert_str(
    ctx: &mut dyn Context,
    s: &[u8],
    to: &'static Encoding,
    from: &[&'static Encoding],
) -> Result<Option<Vec<u8>>, Fault> {
    let from = if from.len() == 1 {
        from[0]
    } else {
        // php 8.2 detects strictly here whatever mbstring.strict_detection says.
        match detect(s, from, true) {
            Some(e) => e,
            None => {
                ctx.error(
                    ErrorLevel::Warning,
                    "mb_convert_encoding(): Unable to detect character encoding",
                )?;
                return Ok(None);
            }
        }
    };
    Ok(Some(convert_bytes(s, from, to)))
}

fn to_encoding(
    ctx: &mut dyn Context,
    args: &[Value],
    i: usize,
    func: &str,
    pname: &str,
) -> Result<&'static Encoding, Fault> {
    let name = str_arg(args, i);
    match encoding::by_name(name.as_bytes()) {
        Some(e) => {
            if !settings::cached_name(name.as_bytes()) {
                super::deprecate(ctx, func, e)?;
            }
            Ok(e)
        }
        None => Err(value_error(
            ctx,
            func,
            i,
            pname,
            &format!(
                "must be a valid encoding, \"{}\" given",
                String::from_utf8_lossy(name.as_bytes())
            ),
        )),
    }
}

fn mb_convert_encoding(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let to = to_encoding(ctx, args, 1, "mb_convert_encoding", "to_encoding")?;
    let from = match arg(args, 2) {
        Value::Null => vec![settings::internal(ctx)],
        v => encoding_list(ctx, &v, "mb_convert_encoding", 3, "from_encoding")?,
    };
    convert_value(ctx, &arg(args, 0), to, &from)
}

fn mb_detect_encoding(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let list = match arg(args, 1) {
        Value::Null => settings::detect_order(),
        v => encoding_list(ctx, &v, "mb_detect_encoding", 2, "encodings")?,
    };
    let s = str_arg(args, 0);
    Ok(
        match detect(s.as_bytes(), &list, bool_arg(args, 2, false)) {
            Some(e) => Value::str(e.name),
            None => Value::Bool(false),
        },
    )
}

fn check_value(v: &Value, enc: &Encoding) -> bool {
    match v {
        Value::Str(s) => enc.is_valid(s.as_bytes()),
        Value::Array(a) => a.iter().all(|(k, v)| {
            let key_ok = match k {
                rphp_value::ArrayKey::Str(s) => enc.is_valid(s.as_bytes()),
                _ => true,
            };
            key_ok && check_value(&v.get(), enc)
        }),
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) => true,
        _ => false,
    }
}

fn mb_check_encoding(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 1, "mb_check_encoding", "encoding")?;
    let v = arg(args, 0);
    if v.is_null() {
        ctx.error(
            ErrorLevel::Deprecated,
            "mb_check_encoding(): Calling mb_check_encoding() without argument is deprecated",
        )?;
        // php checks the request's input here: the conversions' illegal characters so far.
        return Ok(Value::Bool(settings::illegal() == 0));
    }
    Ok(Value::Bool(check_value(&v, enc)))
}

fn mb_scrub(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 1, "mb_scrub", "encoding")?;
    Ok(out(convert_bytes(str_arg(args, 0).as_bytes(), enc, enc)))
}

fn unsupported(ctx: &mut dyn Context, func: &str, enc: &Encoding) -> Option<Fault> {
    matches!(
        enc.kind,
        encoding::Kind::Base64 | encoding::Kind::HtmlEntities
    )
    .then(|| {
        ctx.throw(
            ThrowKind::ValueError,
            format!("{func}() does not support the \"{}\" encoding", enc.name),
        )
    })
}

fn mb_ord(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    if s.is_empty() {
        return Err(value_error(ctx, "mb_ord", 0, "string", "must not be empty"));
    }
    let enc = enc_arg(ctx, args, 1, "mb_ord", "encoding")?;
    if let Some(f) = unsupported(ctx, "mb_ord", enc) {
        return Err(f);
    }
    Ok(match enc.decode(s.as_bytes()).first() {
        Some(&c) if c != BAD => Value::Int(c as i64),
        _ => Value::Bool(false),
    })
}

fn mb_chr(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let enc = enc_arg(ctx, args, 1, "mb_chr", "encoding")?;
    if let Some(f) = unsupported(ctx, "mb_chr", enc) {
        return Err(f);
    }
    let c = int_arg(args, 0, 0);
    if !(0..0x11_0000).contains(&c) || (0xD800..0xE000).contains(&c) {
        return Ok(Value::Bool(false));
    }
    let mut b = Vec::new();
    Ok(if enc.encode_char(c as u32, &mut b) {
        out(b)
    } else {
        Value::Bool(false)
    })
}

fn mb_list_encodings(_: &mut dyn Context, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Array(PhpArray::from_list(
        ENCODINGS.iter().map(|e| Value::str(e.name)).collect(),
    )))
}

fn mb_encoding_aliases(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let e = to_encoding(ctx, args, 0, "mb_encoding_aliases", "encoding")?;
    Ok(Value::Array(PhpArray::from_list(
        e.aliases.iter().map(|a| Value::str(*a)).collect(),
    )))
}

fn mb_preferred_mime_name(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let e = to_encoding(ctx, args, 0, "mb_preferred_mime_name", "encoding")?;
    Ok(Value::str(e.mime.unwrap_or(e.name)))
}

/// Keys and string values converted, arrays recursively (mb_parse_str's result).
fn convert_tree(v: &Value, from: &Encoding, to: &Encoding) -> Value {
    match v {
        Value::Str(s) => out(convert_bytes(s.as_bytes(), from, to)),
        Value::Array(a) => {
            let mut res = PhpArray::with_capacity(a.len());
            for (k, v) in a.iter() {
                let k = match k {
                    rphp_value::ArrayKey::Str(s) => {
                        rphp_value::ArrayKey::from_bytes(&convert_bytes(s.as_bytes(), from, to))
                    }
                    k => k,
                };
                res.insert(k, convert_tree(&v.get(), from, to));
            }
            Value::Array(res)
        }
        v => v.clone(),
    }
}

/// parse_str, then names and values converted from the HTTP input encoding
/// (UTF-8 in the CLI) to the internal one; false for an empty string.
fn mb_parse_str(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let parse = crate::string::parse_url::BUILTINS
        .iter()
        .find(|b| b.name == "parse_str")
        .expect("parse_str is declared");
    (parse.func)(ctx, args)?;
    let to = settings::internal(ctx);
    let res = convert_tree(&arg(args, 1), encoding::utf8(), to);
    crate::util::set_ref(args, 1, res);
    Ok(Value::Bool(!str_arg(args, 0).is_empty()))
}

/// The map's quads (start, end, offset, mask), or php's ValueError.
fn quads(ctx: &mut dyn Context, args: &[Value], func: &str) -> Result<Vec<[i64; 4]>, Fault> {
    let map = crate::util::array_arg(args, 1);
    if !map.len().is_multiple_of(4) {
        return Err(value_error(
            ctx,
            func,
            1,
            "map",
            "must have a multiple of 4 elements",
        ));
    }
    let vals: Vec<i64> = map
        .values()
        .map(|v| rphp_value::convert::to_int(&v.get()))
        .collect();
    Ok(vals.chunks(4).map(|q| [q[0], q[1], q[2], q[3]]).collect())
}

fn mb_encode_numericentity(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let q = quads(ctx, args, "mb_encode_numericentity")?;
    let enc = enc_arg(ctx, args, 2, "mb_encode_numericentity", "encoding")?;
    let hex = bool_arg(args, 3, false);
    let mut res = Vec::new();
    for c in enc.decode(str_arg(args, 0).as_bytes()) {
        let hit = (c != BAD)
            .then(|| q.iter().find(|q| q[0] <= c as i64 && c as i64 <= q[1]))
            .flatten();
        match hit {
            Some(q) => {
                let v = (c as i64).wrapping_add(q[2]) & q[3];
                let text = if hex {
                    format!("&#x{v:X};")
                } else {
                    format!("&#{v};")
                };
                res.extend(text.bytes().map(|b| b as u32));
            }
            None => res.push(c),
        }
    }
    Ok(out(encode(enc, &res)))
}

fn mb_decode_numericentity(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let q = quads(ctx, args, "mb_decode_numericentity")?;
    let enc = enc_arg(ctx, args, 2, "mb_decode_numericentity", "encoding")?;
    let cps = enc.decode(str_arg(args, 0).as_bytes());
    let mut res = Vec::with_capacity(cps.len());
    let mut i = 0;
    while i < cps.len() {
        if cps[i] == '&' as u32 && cps.get(i + 1) == Some(&('#' as u32)) {
            let hex = cps.get(i + 2) == Some(&('x' as u32));
            let mut j = i + 2 + hex as usize;
            let radix = if hex { 16 } else { 10 };
            let mut v: i64 = 0;
            let digits_start = j;
            while let Some(d) = cps
                .get(j)
                .and_then(|&c| char::from_u32(c))
                .and_then(|c| c.to_digit(radix))
            {
                v = v.saturating_mul(radix as i64).saturating_add(d as i64);
                j += 1;
            }
            let ndigits = j - digits_start;
            if ndigits > 0 && ndigits <= if hex { 8 } else { 10 } {
                let end = if cps.get(j) == Some(&(';' as u32)) {
                    j + 1
                } else {
                    j
                };
                let hit = q.iter().find_map(|q| {
                    let d = v - q[2];
                    (q[0] <= d && d <= q[1] && (0..0x11_0000).contains(&d)).then_some(d)
                });
                if let Some(d) = hit {
                    res.push(d as u32);
                    i = end;
                    continue;
                }
            }
        }
        res.push(cps[i]);
        i += 1;
    }
    Ok(out(encode(enc, &res)))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn conversions() {
        assert_eq!(
            run(
                "mb_convert_encoding",
                vec![s("abc"), s("ASCII"), s("UTF-8")]
            ),
            "'abc'"
        );
        assert_eq!(run("mb_detect_encoding", vec![s("abc")]), "'ASCII'");
        assert_eq!(run("mb_ord", vec![s("€")]), "8364");
    }
}
