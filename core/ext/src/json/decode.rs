//! `json_decode`: a recursive-descent parser that fails where php's
//! scanner and grammar fail, with the same error code for each way JSON can
//! be wrong (control characters, bad UTF-8, lone surrogates, `[1}` state
//! mismatches, depth), php's big-integer rule, and objects as `stdClass`
//! created in php's order (an object after its first member's value), so
//! handle numbers match.

use super::{
    error_message, set_last_error, JSON_BIGINT_AS_STRING, JSON_INVALID_UTF8_IGNORE,
    JSON_INVALID_UTF8_SUBSTITUTE, JSON_OBJECT_AS_ARRAY, JSON_THROW_ON_ERROR,
};
use crate::string::escape::utf8_char_len;
use crate::util::{arg, int_arg, str_arg, value_error};
use rphp_value::{ArrayKey, Context, Fault, PhpArray, PhpObject, PhpStr, ThrowKind, Value};
use std::borrow::Cow;

const ERROR_DEPTH: i64 = 1;
const ERROR_STATE_MISMATCH: i64 = 2;
const ERROR_CTRL_CHAR: i64 = 3;
const ERROR_SYNTAX: i64 = 4;
const ERROR_UTF8: i64 = 5;
const ERROR_INVALID_PROPERTY_NAME: i64 = 9;
const ERROR_UTF16: i64 = 10;

/// How a parse stopped: a JSON error code, or a Throwable from the VM.
enum Stop {
    Json(i64),
    Fault(Fault),
}

impl From<i64> for Stop {
    fn from(code: i64) -> Stop {
        Stop::Json(code)
    }
}

type R<T> = Result<T, Stop>;

/// A scanned token.
enum Tok<'a> {
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Colon,
    Comma,
    Value(Value),
    /// A string (kept apart from other values: object keys must be strings).
    Str(Cow<'a, [u8]>),
    End,
}

pub fn json_decode(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let json = str_arg(a, 0);
    let assoc = arg(a, 1);
    let depth = int_arg(a, 2, 512);
    let mut flags = int_arg(a, 3, 0);
    let throw = flags & JSON_THROW_ON_ERROR != 0;
    if !throw {
        set_last_error(0);
    }
    let fail = |ctx: &mut dyn Context, code: i64| -> Result<Value, Fault> {
        if throw {
            return Err(ctx.throw_with_code(
                ThrowKind::JsonException,
                error_message(code).to_string(),
                code,
            ));
        }
        set_last_error(code);
        Ok(Value::Null)
    };
    if json.is_empty() {
        return fail(ctx, ERROR_SYNTAX);
    }
    if depth <= 0 {
        return Err(value_error(
            ctx,
            "json_decode",
            2,
            "depth",
            "must be greater than 0",
        ));
    }
    if depth > i64::from(i32::MAX) {
        return Err(value_error(
            ctx,
            "json_decode",
            2,
            "depth",
            "must be less than 2147483647",
        ));
    }
    // The bool overrides the flag, for backwards compatibility.
    match assoc {
        Value::Null => {}
        v if v.to_bool() => flags |= JSON_OBJECT_AS_ARRAY,
        _ => flags &= !JSON_OBJECT_AS_ARRAY,
    }
    let mut p = Parser {
        s: json.as_bytes(),
        keys: vec![None; 64],
        pos: 0,
        flags,
        depth: 0,
        max_depth: depth as usize,
    };
    match p.document(ctx) {
        Ok(v) => Ok(v),
        Err(Stop::Json(code)) => fail(ctx, code),
        Err(Stop::Fault(f)) => Err(f),
    }
}

struct Parser<'a> {
    s: &'a [u8],
    /// Recently seen object keys, so repeated keys share one string.
    keys: Vec<Option<ArrayKey>>,
    pos: usize,
    flags: i64,
    depth: usize,
    max_depth: usize,
}

impl<'a> Parser<'a> {
    fn document(&mut self, ctx: &mut dyn Context) -> R<Value> {
        let t = self.token()?;
        let v = self.value(ctx, t)?;
        match self.token()? {
            Tok::End => Ok(v),
            _ => Err(ERROR_SYNTAX.into()),
        }
    }

    fn value(&mut self, ctx: &mut dyn Context, t: Tok<'a>) -> R<Value> {
        match t {
            Tok::Value(v) => Ok(v),
            Tok::Str(s) => Ok(Value::str(s.into_owned())),
            Tok::LBracket => self.array(ctx),
            Tok::LBrace => self.object(ctx),
            _ => Err(ERROR_SYNTAX.into()),
        }
    }

    /// The table key for an object member name, reusing a cached one.
    fn key(&mut self, name: &[u8]) -> ArrayKey {
        if name.len() > 32 {
            return ArrayKey::from_bytes(name);
        }
        let h = name.iter().fold(name.len(), |h, &b| {
            h.wrapping_mul(31).wrapping_add(usize::from(b))
        }) & 63;
        if let Some(k) = &self.keys[h] {
            let same = match k {
                ArrayKey::Str(s) => s.as_bytes() == name,
                ArrayKey::Int(_) => false,
            };
            if same {
                return k.clone();
            }
        }
        let k = ArrayKey::from_php_str(PhpStr::from(name));
        if matches!(k, ArrayKey::Str(_)) {
            self.keys[h] = Some(k.clone());
        }
        k
    }

    fn enter(&mut self) -> R<()> {
        // php counts the brackets and the values inside them: depth 1
        // allows only a scalar, depth 2 one level of brackets.
        self.depth += 1;
        if self.depth >= self.max_depth {
            return Err(ERROR_DEPTH.into());
        }
        Ok(())
    }

    fn array(&mut self, ctx: &mut dyn Context) -> R<Value> {
        self.enter()?;
        let mut out = PhpArray::new();
        let mut t = self.token()?;
        if !matches!(t, Tok::RBracket) {
            loop {
                let v = self.value(ctx, t)?;
                let _ = out.push(v);
                match self.token()? {
                    Tok::Comma => t = self.token()?,
                    Tok::RBracket => break,
                    Tok::RBrace => return Err(ERROR_STATE_MISMATCH.into()),
                    _ => return Err(ERROR_SYNTAX.into()),
                }
            }
        }
        self.depth -= 1;
        Ok(Value::Array(out))
    }

    fn object(&mut self, ctx: &mut dyn Context) -> R<Value> {
        self.enter()?;
        let assoc = self.flags & JSON_OBJECT_AS_ARRAY != 0;
        let mut table = PhpArray::new();
        // php creates the object once its first member's value is parsed.
        let mut obj: Option<PhpObject> = None;
        let mut t = self.token()?;
        if !matches!(t, Tok::RBrace) {
            loop {
                let Tok::Str(key) = t else {
                    return Err(ERROR_SYNTAX.into());
                };
                if !matches!(self.token()?, Tok::Colon) {
                    return Err(ERROR_SYNTAX.into());
                }
                let t2 = self.token()?;
                let v = self.value(ctx, t2)?;
                if !assoc {
                    if obj.is_none() {
                        obj = Some(new_std(ctx)?);
                    }
                    if key.first() == Some(&0) {
                        return Err(ERROR_INVALID_PROPERTY_NAME.into());
                    }
                }
                let key = self.key(&key);
                table.insert(key, v);
                match self.token()? {
                    Tok::Comma => t = self.token()?,
                    Tok::RBrace => break,
                    Tok::RBracket => return Err(ERROR_STATE_MISMATCH.into()),
                    _ => return Err(ERROR_SYNTAX.into()),
                }
            }
        }
        self.depth -= 1;
        if assoc {
            return Ok(Value::Array(table));
        }
        let o = match obj {
            Some(o) => o,
            None => new_std(ctx)?,
        };
        *o.0.props_mut() = table;
        Ok(Value::Object(o))
    }

    fn token(&mut self) -> R<Tok<'a>> {
        let s = self.s;
        while let Some(&c) = s.get(self.pos) {
            if matches!(c, b' ' | b'\t' | b'\n' | b'\r') {
                self.pos += 1;
            } else {
                break;
            }
        }
        let Some(&c) = s.get(self.pos) else {
            return Ok(Tok::End);
        };
        let single = match c {
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b'[' => Some(Tok::LBracket),
            b']' => Some(Tok::RBracket),
            b':' => Some(Tok::Colon),
            b',' => Some(Tok::Comma),
            _ => None,
        };
        if let Some(t) = single {
            self.pos += 1;
            return Ok(t);
        }
        match c {
            b'"' => self.string().map(Tok::Str),
            b'-' | b'0'..=b'9' => self.number().map(Tok::Value),
            b't' | b'f' | b'n' => {
                let rest = &s[self.pos..];
                for (word, v) in [
                    (&b"true"[..], Value::Bool(true)),
                    (b"false", Value::Bool(false)),
                    (b"null", Value::Null),
                ] {
                    if rest.starts_with(word) {
                        self.pos += word.len();
                        return Ok(Tok::Value(v));
                    }
                }
                Err(ERROR_SYNTAX.into())
            }
            0x00..=0x1f => Err(ERROR_CTRL_CHAR.into()),
            0x80..=0xff if utf8_char_len(&s[self.pos..]).is_err() => Err(ERROR_UTF8.into()),
            _ => Err(ERROR_SYNTAX.into()),
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    fn number(&mut self) -> R<Value> {
        let s = self.s;
        let start = self.pos;
        let digits = |p: &mut usize| {
            let b = *p;
            while s.get(*p).is_some_and(u8::is_ascii_digit) {
                *p += 1;
            }
            *p - b
        };
        let mut p = start;
        let negative = s[p] == b'-';
        if negative {
            p += 1;
        }
        match s.get(p) {
            Some(b'0') => p += 1,
            Some(b'1'..=b'9') => {
                digits(&mut p);
            }
            _ => return Err(ERROR_SYNTAX.into()),
        }
        let int_end = p;
        let mut is_float = false;
        if s.get(p) == Some(&b'.') {
            p += 1;
            if digits(&mut p) == 0 {
                return Err(ERROR_SYNTAX.into());
            }
            is_float = true;
        }
        if matches!(s.get(p), Some(b'e' | b'E')) {
            p += 1;
            if matches!(s.get(p), Some(b'+' | b'-')) {
                p += 1;
            }
            if digits(&mut p) == 0 {
                return Err(ERROR_SYNTAX.into());
            }
            is_float = true;
        }
        self.pos = p;
        let text = &s[start..p];
        let as_float = || {
            let t = std::str::from_utf8(text).unwrap_or("0");
            Value::Float(t.parse::<f64>().unwrap_or(0.0))
        };
        if is_float {
            return Ok(as_float());
        }
        // php's rule: 19 digits compared with "9223372036854775808", and
        // only the negative one fits.
        const MIN_DIGITS: &[u8] = b"9223372036854775808";
        let mag = &s[start + negative as usize..int_end];
        let big = match mag.len().cmp(&MIN_DIGITS.len()) {
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Equal => match mag.cmp(MIN_DIGITS) {
                std::cmp::Ordering::Less => false,
                std::cmp::Ordering::Equal => !negative,
                std::cmp::Ordering::Greater => true,
            },
        };
        if !big {
            let mut n: i64 = 0;
            for &d in mag {
                n = n.wrapping_mul(10).wrapping_sub(i64::from(d - b'0'));
            }
            return Ok(Value::Int(if negative { n } else { n.wrapping_neg() }));
        }
        if self.flags & JSON_BIGINT_AS_STRING != 0 {
            return Ok(Value::str(text.to_vec()));
        }
        Ok(as_float())
    }

    /// A string token from its opening quote: escapes decoded, UTF-8 checked.
    fn string(&mut self) -> R<Cow<'a, [u8]>> {
        let s = self.s;
        let mut p = self.pos + 1;
        // Most strings are plain ASCII: borrow them from the input.
        if let Some(n) = s[p..]
            .iter()
            .position(|&b| b == b'"' || b == b'\\' || !(0x20..0x80).contains(&b))
        {
            if s[p + n] == b'"' {
                self.pos = p + n + 1;
                return Ok(Cow::Borrowed(&s[p..p + n]));
            }
        }
        let mut out = Vec::new();
        loop {
            let Some(&c) = s.get(p) else {
                // The end of input reads as php's terminating NUL.
                return Err(ERROR_CTRL_CHAR.into());
            };
            match c {
                b'"' => {
                    self.pos = p + 1;
                    return Ok(Cow::Owned(out));
                }
                0x00..=0x1f => return Err(ERROR_CTRL_CHAR.into()),
                b'\\' => {
                    let e = s.get(p + 1).copied();
                    let simple = match e {
                        Some(b'"') => Some(b'"'),
                        Some(b'\\') => Some(b'\\'),
                        Some(b'/') => Some(b'/'),
                        Some(b'b') => Some(8),
                        Some(b'f') => Some(12),
                        Some(b'n') => Some(b'\n'),
                        Some(b'r') => Some(b'\r'),
                        Some(b't') => Some(b'\t'),
                        _ => None,
                    };
                    if let Some(b) = simple {
                        out.push(b);
                        p += 2;
                        continue;
                    }
                    if e != Some(b'u') {
                        return Err(ERROR_SYNTAX.into());
                    }
                    let Some(cu) = hex4(s, p + 2) else {
                        return Err(ERROR_SYNTAX.into());
                    };
                    p += 6;
                    let cp = match cu {
                        0xD800..=0xDBFF => {
                            let low = (s.get(p) == Some(&b'\\') && s.get(p + 1) == Some(&b'u'))
                                .then(|| hex4(s, p + 2))
                                .flatten();
                            match low {
                                Some(lo @ 0xDC00..=0xDFFF) => {
                                    p += 6;
                                    0x10000 + ((cu - 0xD800) << 10) + (lo - 0xDC00)
                                }
                                _ => return Err(ERROR_UTF16.into()),
                            }
                        }
                        0xDC00..=0xDFFF => return Err(ERROR_UTF16.into()),
                        cu => cu,
                    };
                    let ch = char::from_u32(cp).unwrap_or('\u{FFFD}');
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                }
                0x80..=0xff => match utf8_char_len(&s[p..]) {
                    Ok(n) => {
                        out.extend_from_slice(&s[p..p + n]);
                        p += n;
                    }
                    Err(_) => {
                        // Each byte that starts no valid sequence is one error.
                        if self.flags & JSON_INVALID_UTF8_SUBSTITUTE != 0 {
                            out.extend_from_slice("\u{FFFD}".as_bytes());
                        } else if self.flags & JSON_INVALID_UTF8_IGNORE == 0 {
                            return Err(ERROR_UTF8.into());
                        }
                        p += 1;
                    }
                },
                _ => {
                    // Copy the run of plain ASCII up to the next byte needing a look.
                    let run = s[p..]
                        .iter()
                        .position(|&b| b == b'"' || b == b'\\' || !(0x20..0x80).contains(&b))
                        .unwrap_or(s.len() - p);
                    out.extend_from_slice(&s[p..p + run]);
                    p += run;
                }
            }
        }
    }
}

fn hex4(s: &[u8], at: usize) -> Option<u32> {
    let h = s.get(at..at + 4)?;
    let mut v = 0u32;
    for &c in h {
        v = v * 16 + (c as char).to_digit(16)?;
    }
    Some(v)
}

fn new_std(ctx: &mut dyn Context) -> R<PhpObject> {
    match ctx.new_object(b"stdClass") {
        Ok(Some(o)) => Ok(o),
        Ok(None) => Err(ERROR_SYNTAX.into()),
        Err(f) => Err(Stop::Fault(f)),
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    fn dec(j: &str) -> String {
        run("json_decode", vec![s(j), Value::Bool(true)])
    }

    #[test]
    fn decodes_and_fails_like_php() {
        assert_eq!(
            dec("[1,\"a\",null]"),
            "array (\n  0 => 1,\n  1 => 'a',\n  2 => NULL,\n)"
        );
        assert_eq!(dec("-9223372036854775808"), "-9223372036854775807-1");
        assert_eq!(dec("9223372036854775808"), "9.223372036854776E+18");
        assert_eq!(dec("\"\\ud83d\\ude00\""), "'😀'");
        assert_eq!(dec("[1}"), "NULL");
        assert_eq!(run("json_last_error", vec![]), "2");
        assert_eq!(dec("\"\\ud800\""), "NULL");
        assert_eq!(run("json_last_error", vec![]), "10");
    }
}
