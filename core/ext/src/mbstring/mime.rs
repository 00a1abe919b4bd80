//! MIME header words (RFC 2047): `mb_encode_mimeheader` and
//! `mb_decode_mimeheader`, with libmbfl's line folding.
//!
//! Encoding keeps leading plain ASCII words as they are and encodes from
//! the first word that needs it to the end, in `=?charset?B|Q?...?=` words
//! that each fit in 74 columns (the first line also counts `indent`).
//! Decoding turns encoded words back into the internal encoding, drops the
//! white space between two encoded words, joins folded lines with one
//! space and reads everything else as ASCII.

use super::encoding::{self, Encoding, BAD};
use super::{enc_arg, encode};
use crate::util::{int_arg, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[
    b!(
        "mb_encode_mimeheader",
        &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("charset", ParamType::String, "null").nullable(),
            ParamSpec::opt("transfer_encoding", ParamType::String, "null").nullable(),
            ParamSpec::opt("newline", ParamType::String, "\"\\r\\n\""),
            ParamSpec::opt("indent", ParamType::Int, "0"),
        ],
        mb_encode_mimeheader
    ),
    b!(
        "mb_decode_mimeheader",
        &[ParamSpec::req("string", ParamType::String)],
        mb_decode_mimeheader
    ),
];

/// The longest line libmbfl writes.
const LINE: usize = 74;

/// Characters a plain (unencoded) word may hold.
fn plain(c: u32) -> bool {
    (0x21..0x7F).contains(&c) && !matches!(c, 0x3D | 0x3F | 0x5F)
}

/// Bytes the Q encoding leaves as they are.
fn q_safe(b: u8) -> bool {
    b.is_ascii_alphabetic() || b"!*+-/".contains(&b)
}

fn transfer(bytes: &[u8], q: bool, out: &mut Vec<u8>) {
    if !q {
        out.extend_from_slice(&encoding::base64_encode(bytes));
        return;
    }
    for &b in bytes {
        if q_safe(b) {
            out.push(b);
        } else {
            out.extend_from_slice(format!("={b:02X}").as_bytes());
        }
    }
}

fn transfer_len(bytes: &[u8], q: bool) -> usize {
    if q {
        bytes.iter().map(|&b| if q_safe(b) { 1 } else { 3 }).sum()
    } else {
        bytes.len().div_ceil(3) * 4
    }
}

/// libmbfl's header encoder state.
struct Encoder<'a> {
    charset: &'a Encoding,
    q: bool,
    encname: Vec<u8>,
    lwsp: Vec<u8>,
    out: Vec<u8>,
    /// The plain word being collected.
    tmp: Vec<u8>,
    linehead: usize,
    indent: usize,
    /// 0: between words, 1: in a plain word, 11: encoding to the end.
    status: u8,
    /// The charset bytes of the open encoded word, and where its data starts.
    word: Vec<u8>,
    word_start: Option<usize>,
}

impl Encoder<'_> {
    fn fold(&mut self) {
        self.out.extend_from_slice(&self.lwsp);
        self.linehead = self.out.len();
        self.indent = 0;
    }

    fn open_word(&mut self) {
        self.out.extend_from_slice(&self.encname);
        self.word_start = Some(self.out.len());
        self.word.clear();
    }

    fn close_word(&mut self) {
        let word = std::mem::take(&mut self.word);
        transfer(&word, self.q, &mut self.out);
        self.out.extend_from_slice(b"?=");
    }

    /// One character into the encoded words, starting a new line (and word)
    /// when it would not fit.
    fn block(&mut self, c: u32) {
        let mut bytes = Vec::new();
        if c == BAD || !self.charset.encode_char(c, &mut bytes) {
            bytes.clear();
            self.charset.encode_char(0x3F, &mut bytes);
        }
        let Some(start) = self.word_start else {
            self.open_word();
            self.word = bytes;
            return;
        };
        let mut trial = self.word.clone();
        trial.extend_from_slice(&bytes);
        let n = start - self.linehead + self.indent + transfer_len(&trial, self.q);
        if n >= LINE {
            self.close_word();
            self.fold();
            self.open_word();
            self.word = bytes;
        } else {
            self.word = trial;
        }
    }

    fn feed(&mut self, c: u32) {
        if self.status == 11 {
            self.block(c);
        } else if plain(c) {
            self.tmp.push(c as u8);
            self.status = 1;
        } else if self.status == 0 && c == 0x20 {
            self.tmp.push(b' ');
        } else if self.tmp.len() < LINE && c == 0x20 {
            let n = self.out.len() - self.linehead + self.tmp.len() + self.indent;
            if n > LINE {
                self.fold();
            } else if !self.out.is_empty() {
                self.out.push(b' ');
            }
            self.out.append(&mut self.tmp);
            self.status = 0;
        } else {
            let n = self.out.len() - self.linehead + self.encname.len() + self.indent;
            if n > 60 {
                self.fold();
            } else if !self.out.is_empty() {
                self.out.push(b' ');
            }
            for b in std::mem::take(&mut self.tmp) {
                self.block(b as u32);
            }
            self.block(c);
            self.status = 11;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.status == 11 {
            self.close_word();
        } else if !self.tmp.is_empty() {
            let n = self.out.len() - self.linehead + self.tmp.len() + self.indent;
            if n > LINE {
                self.fold();
            } else if !self.out.is_empty() {
                self.out.push(b' ');
            }
            self.out.append(&mut self.tmp);
        }
        self.out
    }
}

fn mb_encode_mimeheader(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    const FUNC: &str = "mb_encode_mimeheader";
    let (default_charset, default_q) = super::settings::mail_defaults();
    let charset = match args.get(1).map(|v| v.get()) {
        None | Some(Value::Null) => {
            encoding::by_name(default_charset.as_bytes()).unwrap_or_else(encoding::utf8)
        }
        Some(_) => enc_arg(ctx, args, 1, FUNC, "charset")?,
    };
    let q = match args.get(2).map(|v| v.get()) {
        Some(Value::Str(s)) => match s.as_bytes().first() {
            Some(b'Q' | b'q') => true,
            Some(b'B' | b'b') => false,
            _ => default_q,
        },
        _ => default_q,
    };
    let newline = match args.get(3) {
        Some(v) => v.get().to_php_str().as_bytes().to_vec(),
        None => b"\r\n".to_vec(),
    };
    let indent = int_arg(args, 4, 0);
    let input = enc_arg(ctx, &[], 0, FUNC, "encoding")?;
    let mut lwsp: Vec<u8> = newline.iter().copied().take(8).collect();
    lwsp.push(b' ');
    let mime = charset.mime.unwrap_or(charset.name);
    let encname = format!("=?{mime}?{}?", if q { 'Q' } else { 'B' }).into_bytes();
    let mut e = Encoder {
        charset,
        q,
        encname,
        lwsp,
        out: Vec::new(),
        tmp: Vec::new(),
        linehead: 0,
        indent: if indent > 0 && indent < LINE as i64 {
            indent as usize
        } else {
            0
        },
        status: 0,
        word: Vec::new(),
        word_start: None,
    };
    for c in input.decode(str_arg(args, 0).as_bytes()) {
        e.feed(c);
    }
    Ok(Value::str(e.finish()))
}

/// Decodes one encoded word's data (after `=?charset?X?`, up to `?=`).
fn decode_word(data: &[u8], q: bool) -> Vec<u8> {
    if !q {
        let clean: Vec<u8> = data
            .iter()
            .copied()
            .filter(|b| b.is_ascii_alphanumeric() || *b == b'+' || *b == b'/')
            .collect();
        let mut out = Vec::with_capacity(clean.len() * 3 / 4);
        let val = |b: u8| -> u32 {
            match b {
                b'A'..=b'Z' => (b - b'A') as u32,
                b'a'..=b'z' => (b - b'a') as u32 + 26,
                b'0'..=b'9' => (b - b'0') as u32 + 52,
                b'+' => 62,
                _ => 63,
            }
        };
        for chunk in clean.chunks(4) {
            let mut n = 0u32;
            for (i, &b) in chunk.iter().enumerate() {
                n |= val(b) << (18 - 6 * i);
            }
            let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
            out.extend_from_slice(&bytes[..chunk.len().saturating_sub(1)]);
        }
        return out;
    }
    let mut out = Vec::with_capacity(data.len());
    let mut i = 0;
    while i < data.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if data[i] == b'=' {
            if let (Some(h), Some(l)) = (
                data.get(i + 1).and_then(|&b| hex(b)),
                data.get(i + 2).and_then(|&b| hex(b)),
            ) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(data[i]);
        i += 1;
    }
    out
}

/// An encoded word at `s[i..]`: (charset, B or Q, data, end); None when
/// what follows `=?` is not one (`Err(n)`: the first `n` bytes are plain text).
fn encoded_word(s: &[u8], i: usize) -> Result<(&'static Encoding, bool, &[u8], usize), usize> {
    let rest = &s[i + 2..];
    let Some(q1) = rest.iter().position(|&b| b == b'?') else {
        return Err(s.len() - i);
    };
    let name = &rest[..q1];
    let consumed = 2 + q1 + 1;
    let Some(cs) = (!name.is_empty())
        .then(|| encoding::by_name(name))
        .flatten()
    else {
        return Err(consumed);
    };
    let q = match rest.get(q1 + 1) {
        Some(b'B' | b'b') => false,
        Some(b'Q' | b'q') => true,
        Some(_) => return Err(consumed + 1),
        None => return Err(consumed),
    };
    match rest.get(q1 + 2) {
        Some(b'?') => {}
        Some(_) => return Err(consumed + 2),
        None => return Err(consumed + 1),
    }
    let data_start = i + consumed + 2;
    let data = &s[data_start..];
    match data.windows(2).position(|w| w == b"?=") {
        Some(p) => Ok((cs, q, &data[..p], data_start + p + 2)),
        None => {
            // An unterminated word runs to the end (a lone final `?` is dropped).
            let d = data.strip_suffix(b"?").unwrap_or(data);
            Ok((cs, q, d, s.len()))
        }
    }
}

fn mb_decode_mimeheader(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let s = s.as_bytes();
    let internal = super::settings::internal(ctx);
    let mut out: Vec<u32> = Vec::with_capacity(s.len());
    let mut i = 0;
    // After an encoded word, white space waits to see what follows it.
    let mut after_word = false;
    while i < s.len() {
        let b = s[i];
        if b == b'=' && s.get(i + 1) == Some(&b'?') {
            match encoded_word(s, i) {
                Ok((cs, q, data, end)) => {
                    out.extend(cs.decode(&decode_word(data, q)));
                    i = end;
                    after_word = true;
                    continue;
                }
                Err(n) => {
                    out.extend(s[i..i + n].iter().map(|&b| ascii(b)));
                    i += n;
                    after_word = false;
                    continue;
                }
            }
        }
        if matches!(b, b' ' | b'\t' | b'\r' | b'\n') {
            let start = i;
            let mut broke = false;
            while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\r' | b'\n') {
                broke |= matches!(s[i], b'\r' | b'\n');
                i += 1;
            }
            let word_next = s.get(i) == Some(&b'=')
                && s.get(i + 1) == Some(&b'?')
                && encoded_word(s, i).is_ok();
            if after_word && word_next {
                continue;
            }
            if i == s.len() && broke {
                // A line break at the end (and the blanks before it) is dropped.
                if !after_word {
                    out.extend(
                        s[start..]
                            .iter()
                            .take_while(|&&b| b == b' ' || b == b'\t')
                            .map(|&b| b as u32),
                    );
                }
                continue;
            }
            if broke {
                // Folded lines join with one space.
                out.extend(
                    s[start..]
                        .iter()
                        .take_while(|&&b| b == b' ' || b == b'\t')
                        .map(|&b| b as u32),
                );
                out.push(0x20);
            } else {
                out.extend(s[start..i].iter().map(|&b| b as u32));
            }
            after_word = false;
            continue;
        }
        out.push(ascii(b));
        after_word = false;
        i += 1;
    }
    Ok(Value::str(encode(internal, &out)))
}

/// Plain header text is ASCII: other bytes are invalid.
fn ascii(b: u8) -> u32 {
    if b < 0x80 {
        b as u32
    } else {
        BAD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transfer_lengths_match_the_encodings() {
        for bytes in [&b""[..], b"a", b"ab", b"abc", b"abcd", "é=?_ x".as_bytes()] {
            for q in [false, true] {
                let mut out = Vec::new();
                transfer(bytes, q, &mut out);
                assert_eq!(out.len(), transfer_len(bytes, q));
            }
        }
    }

    #[test]
    fn words_decode_both_ways() {
        assert_eq!(decode_word(b"w6k=", false), "é".as_bytes());
        assert_eq!(decode_word(b"a_b=3D=ZZ", true), b"a_b==ZZ");
        let s = b"=?UTF-8?B?w6k=?= tail";
        let (cs, q, data, end) = encoded_word(s, 0).expect("a word");
        assert_eq!((cs.name, q, data, end), ("UTF-8", false, &b"w6k="[..], 16));
        assert_eq!(encoded_word(b"=?nope?B?x?=", 0).err(), Some(7));
    }
}
