//! The character encodings rphp's mbstring knows: names and aliases as php
//! 8.2 spells them, decoding bytes to code points and encoding them back.
//!
//! Decoding yields [`BAD`] for each invalid sequence exactly where php 8.2's
//! libmbfl filters emit their error marker (one per maximal invalid subpart
//! of UTF-8), so the number of substitute characters matches php's.

use super::sbcs_tables;

/// The decoders' marker for an invalid byte sequence.
pub const BAD: u32 = u32::MAX;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Utf8,
    Ascii,
    Bit7,
    Bit8,
    Latin1,
    Table(&'static [u16; 128]),
    /// UTF-16 family: big-endian by default, `bom` when a byte-order mark switches it.
    Utf16 {
        le: bool,
        bom: bool,
    },
    Ucs2 {
        le: bool,
        bom: bool,
    },
    Utf32 {
        le: bool,
        bom: bool,
    },
    Ucs4 {
        le: bool,
        bom: bool,
    },
    Base64,
    /// HTML 4.01 named and numeric character references around ASCII.
    HtmlEntities,
}

pub struct Encoding {
    pub name: &'static str,
    pub mime: Option<&'static str>,
    pub aliases: &'static [&'static str],
    pub kind: Kind,
}

impl PartialEq for Encoding {
    fn eq(&self, o: &Self) -> bool {
        self.name == o.name
    }
}

const fn e(
    name: &'static str,
    mime: Option<&'static str>,
    aliases: &'static [&'static str],
    kind: Kind,
) -> Encoding {
    Encoding {
        name,
        mime,
        aliases,
        kind,
    }
}

/// In php's `mb_list_encodings()` order (the ones rphp has).
pub static ENCODINGS: &[Encoding] = &[
    e("BASE64", Some("BASE64"), &[], Kind::Base64),
    e(
        "HTML-ENTITIES",
        Some("HTML-ENTITIES"),
        &["HTML", "html"],
        Kind::HtmlEntities,
    ),
    e("7bit", Some("7bit"), &[], Kind::Bit7),
    e("8bit", Some("8bit"), &["binary"], Kind::Bit8),
    e(
        "UCS-4",
        Some("UCS-4"),
        &["ISO-10646-UCS-4", "UCS4"],
        Kind::Ucs4 {
            le: false,
            bom: true,
        },
    ),
    e(
        "UCS-4BE",
        Some("UCS-4BE"),
        &["byte4be"],
        Kind::Ucs4 {
            le: false,
            bom: false,
        },
    ),
    e(
        "UCS-4LE",
        Some("UCS-4LE"),
        &["byte4le"],
        Kind::Ucs4 {
            le: true,
            bom: false,
        },
    ),
    e(
        "UCS-2",
        Some("UCS-2"),
        &["ISO-10646-UCS-2", "UCS2", "UNICODE"],
        Kind::Ucs2 {
            le: false,
            bom: true,
        },
    ),
    e(
        "UCS-2BE",
        Some("UCS-2BE"),
        &["byte2be"],
        Kind::Ucs2 {
            le: false,
            bom: false,
        },
    ),
    e(
        "UCS-2LE",
        Some("UCS-2LE"),
        &["byte2le"],
        Kind::Ucs2 {
            le: true,
            bom: false,
        },
    ),
    e(
        "UTF-32",
        Some("UTF-32"),
        &["utf32"],
        Kind::Utf32 {
            le: false,
            bom: true,
        },
    ),
    e(
        "UTF-32BE",
        Some("UTF-32BE"),
        &[],
        Kind::Utf32 {
            le: false,
            bom: false,
        },
    ),
    e(
        "UTF-32LE",
        Some("UTF-32LE"),
        &[],
        Kind::Utf32 {
            le: true,
            bom: false,
        },
    ),
    e(
        "UTF-16",
        Some("UTF-16"),
        &["utf16"],
        Kind::Utf16 {
            le: false,
            bom: true,
        },
    ),
    e(
        "UTF-16BE",
        Some("UTF-16BE"),
        &[],
        Kind::Utf16 {
            le: false,
            bom: false,
        },
    ),
    e(
        "UTF-16LE",
        Some("UTF-16LE"),
        &[],
        Kind::Utf16 {
            le: true,
            bom: false,
        },
    ),
    e("UTF-8", Some("UTF-8"), &["utf8"], Kind::Utf8),
    e(
        "ASCII",
        Some("US-ASCII"),
        &[
            "ANSI_X3.4-1968",
            "iso-ir-6",
            "ANSI_X3.4-1986",
            "ISO_646.irv:1991",
            "US-ASCII",
            "ISO646-US",
            "us",
            "IBM367",
            "IBM-367",
            "cp367",
            "csASCII",
        ],
        Kind::Ascii,
    ),
    e(
        "Windows-1252",
        Some("Windows-1252"),
        &["cp1252"],
        Kind::Table(&sbcs_tables::WINDOWS_1252),
    ),
    e(
        "ISO-8859-1",
        Some("ISO-8859-1"),
        &["ISO8859-1", "latin1"],
        Kind::Latin1,
    ),
    e(
        "ISO-8859-2",
        Some("ISO-8859-2"),
        &["ISO8859-2", "latin2"],
        Kind::Table(&sbcs_tables::ISO_8859_2),
    ),
    e(
        "ISO-8859-15",
        Some("ISO-8859-15"),
        &["ISO8859-15"],
        Kind::Table(&sbcs_tables::ISO_8859_15),
    ),
    e(
        "Windows-1251",
        Some("Windows-1251"),
        &["CP1251", "CP-1251", "WINDOWS-1251"],
        Kind::Table(&sbcs_tables::WINDOWS_1251),
    ),
];

pub fn utf8() -> &'static Encoding {
    by_name(b"UTF-8").expect("UTF-8 is listed")
}

/// php's lookup: the name, then the MIME name, then the aliases, all without regard to case.
pub fn by_name(name: &[u8]) -> Option<&'static Encoding> {
    let eq = |s: &str| s.as_bytes().eq_ignore_ascii_case(name);
    ENCODINGS
        .iter()
        .find(|e| eq(e.name))
        .or_else(|| ENCODINGS.iter().find(|e| e.mime.is_some_and(eq)))
        .or_else(|| ENCODINGS.iter().find(|e| e.aliases.iter().any(|a| eq(a))))
}

/// Byte length of the UTF-8 character starting with `b`, by php's table
/// (`mb_strlen`, `mb_substr` and `mb_str_split` count with it, not by decoding).
pub fn utf8_mblen(b: u8) -> usize {
    match b {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => 1,
    }
}

impl Encoding {
    /// Bytes per character for the encodings php counts without decoding.
    pub fn fixed_width(&self) -> Option<usize> {
        match self.kind {
            Kind::Ascii | Kind::Bit7 | Kind::Bit8 | Kind::Latin1 | Kind::Table(_) => Some(1),
            Kind::Ucs2 { .. } => Some(2),
            Kind::Utf32 { .. } | Kind::Ucs4 { .. } => Some(4),
            _ => None,
        }
    }

    /// Whether characters can be cut out of the raw bytes (php's mblen-table
    /// and fixed-width fast paths) rather than by decoding and re-encoding.
    pub fn byte_sliceable(&self) -> bool {
        self.kind == Kind::Utf8 || self.fixed_width().is_some()
    }

    /// Byte offsets where each character starts, plus the end; only for
    /// [`Encoding::byte_sliceable`] encodings.
    pub fn char_starts(&self, s: &[u8]) -> Vec<usize> {
        let mut v = Vec::with_capacity(s.len() + 1);
        let mut i = 0;
        match self.fixed_width() {
            // A trailing partial unit is not a character (php counts len / width):
            // the starts of the whole units, then the end of the last one.
            Some(w) => {
                let n = s.len() / w;
                v.extend((0..n).map(|k| k * w));
                v.push(n * w);
                return v;
            }
            None => {
                while i < s.len() {
                    v.push(i);
                    i += utf8_mblen(s[i]);
                }
            }
        }
        v.push(s.len());
        v
    }

    /// Decodes to code points, [`BAD`] per invalid sequence (a truncated one at the end included).
    pub fn decode(&self, s: &[u8]) -> Vec<u32> {
        let mut out = Vec::with_capacity(s.len());
        self.decode_into(s, &mut out);
        out
    }

    /// [`Encoding::decode`] appending to `out`; false when the input ended inside a character.
    pub fn decode_into(&self, s: &[u8], out: &mut Vec<u32>) -> bool {
        match self.kind {
            Kind::Utf8 => return decode_utf8(s, out),
            Kind::Ascii | Kind::Bit7 => {
                out.extend(s.iter().map(|&b| if b < 0x80 { b as u32 } else { BAD }))
            }
            Kind::Bit8 | Kind::Latin1 => out.extend(s.iter().map(|&b| b as u32)),
            Kind::Table(t) => out.extend(s.iter().map(|&b| {
                if b < 0x80 {
                    b as u32
                } else {
                    match t[(b - 0x80) as usize] {
                        0 => BAD,
                        c => c as u32,
                    }
                }
            })),
            Kind::Utf16 { le, bom } => return decode_utf16(s, le, bom, out),
            Kind::Ucs2 { le, bom } => {
                let mut le = le;
                for (i, ch) in s.chunks(2).enumerate() {
                    if ch.len() < 2 {
                        out.push(BAD);
                        return false;
                    }
                    let c = unit16(ch, le);
                    if bom && i == 0 && (c == 0xFEFF || c == 0xFFFE) {
                        le = c == 0xFFFE;
                        continue;
                    }
                    out.push(c);
                }
            }
            Kind::Utf32 { le, bom } | Kind::Ucs4 { le, bom } => {
                let ucs = matches!(self.kind, Kind::Ucs4 { .. });
                let mut le = le;
                for (i, ch) in s.chunks(4).enumerate() {
                    if ch.len() < 4 {
                        out.push(BAD);
                        return false;
                    }
                    let c = if le {
                        u32::from_le_bytes([ch[0], ch[1], ch[2], ch[3]])
                    } else {
                        u32::from_be_bytes([ch[0], ch[1], ch[2], ch[3]])
                    };
                    if bom && i == 0 && (c == 0xFEFF || c == 0xFFFE_0000) {
                        le = c == 0xFFFE_0000;
                        continue;
                    }
                    let ok = if ucs {
                        c < 0x7000_0000
                    } else {
                        c < 0x11_0000 && !(0xD800..0xE000).contains(&c)
                    };
                    out.push(if ok { c } else { BAD });
                }
            }
            Kind::HtmlEntities => decode_entities(s, out),
            Kind::Base64 => match base64_decode(s) {
                Some(b) => out.extend(b.iter().map(|&b| b as u32)),
                None => out.push(BAD),
            },
        }
        true
    }

    /// Appends `c` encoded; false when this encoding cannot represent it.
    pub fn encode_char(&self, c: u32, out: &mut Vec<u8>) -> bool {
        match self.kind {
            Kind::Utf8 => {
                if c >= 0x11_0000 {
                    return false;
                }
                push_utf8(c, out);
            }
            Kind::Ascii | Kind::Bit7 => {
                if c >= 0x80 {
                    return false;
                }
                out.push(c as u8);
            }
            Kind::HtmlEntities => {
                if c < 0x80 {
                    out.push(c as u8);
                } else {
                    match html_names().iter().find(|(_, v)| {
                        v.chars().next().map(|ch| ch as u32) == Some(c) && v.chars().count() == 1
                    }) {
                        Some((name, _)) => {
                            out.push(b'&');
                            out.extend_from_slice(name.as_bytes());
                            out.push(b';');
                        }
                        None => out.extend_from_slice(format!("&#{c};").as_bytes()),
                    }
                }
            }
            Kind::Bit8 | Kind::Latin1 | Kind::Base64 => {
                if c >= 0x100 {
                    return false;
                }
                out.push(c as u8);
            }
            Kind::Table(t) => {
                if c < 0x80 {
                    out.push(c as u8);
                } else {
                    match t.iter().position(|&x| x as u32 == c && x != 0) {
                        Some(i) => out.push(0x80 + i as u8),
                        None => return false,
                    }
                }
            }
            Kind::Utf16 { le, .. } => {
                if c >= 0x11_0000 {
                    return false;
                }
                if c >= 0x1_0000 {
                    let v = c - 0x1_0000;
                    push16(0xD800 | (v >> 10), le, out);
                    push16(0xDC00 | (v & 0x3FF), le, out);
                } else {
                    push16(c, le, out);
                }
            }
            Kind::Ucs2 { le, .. } => {
                if c >= 0x1_0000 {
                    return false;
                }
                push16(c, le, out);
            }
            Kind::Utf32 { le, .. } | Kind::Ucs4 { le, .. } => {
                if matches!(self.kind, Kind::Utf32 { .. }) && c >= 0x11_0000 {
                    return false;
                }
                if le {
                    out.extend_from_slice(&c.to_le_bytes());
                } else {
                    out.extend_from_slice(&c.to_be_bytes());
                }
            }
        }
        true
    }

    /// Index of the byte at which php's decoder reports the first invalid
    /// sequence (`s.len()` when only the end leaves one unfinished), `None`
    /// when the string is valid. mb_detect_encoding stops feeding there.
    pub fn first_bad(&self, s: &[u8]) -> Option<usize> {
        match self.kind {
            Kind::Utf8 => {
                let mut i = 0;
                while i < s.len() {
                    match utf8_sequence(s, i) {
                        Ok(n) => i += n,
                        Err(at) => return Some(at),
                    }
                }
                None
            }
            Kind::Ucs2 { .. } | Kind::Utf32 { .. } | Kind::Ucs4 { .. } => {
                let w = self.fixed_width().unwrap_or(1);
                let whole = s.len() / w * w;
                match self.decode(&s[..whole]).iter().position(|&c| c == BAD) {
                    Some(k) => Some(k * w + w - 1),
                    None => (whole < s.len()).then_some(s.len()),
                }
            }
            _ if self.fixed_width() == Some(1) => self.decode(s).iter().position(|&c| c == BAD),
            _ => {
                let mut cps = Vec::new();
                let complete = self.decode_into(s, &mut cps);
                let bad = cps.iter().filter(|&&c| c == BAD).count();
                match (bad, complete) {
                    (0, _) => None,
                    (1, false) => Some(s.len()),
                    _ => Some(0),
                }
            }
        }
    }

    /// Whether the whole string is valid in this encoding (`mb_check_encoding`).
    pub fn is_valid(&self, s: &[u8]) -> bool {
        match self.kind {
            Kind::Utf8 => std::str::from_utf8(s).is_ok(),
            Kind::Bit8 | Kind::Latin1 => true,
            _ => !self.decode(s).contains(&BAD),
        }
    }
}

fn unit16(ch: &[u8], le: bool) -> u32 {
    if le {
        u16::from_le_bytes([ch[0], ch[1]]) as u32
    } else {
        u16::from_be_bytes([ch[0], ch[1]]) as u32
    }
}

fn push16(c: u32, le: bool, out: &mut Vec<u8>) {
    let c = c as u16;
    if le {
        out.extend_from_slice(&c.to_le_bytes());
    } else {
        out.extend_from_slice(&c.to_be_bytes());
    }
}

pub fn push_utf8(c: u32, out: &mut Vec<u8>) {
    if c < 0x80 {
        out.push(c as u8);
    } else if c < 0x800 {
        out.extend_from_slice(&[0xC0 | (c >> 6) as u8, 0x80 | (c & 0x3F) as u8]);
    } else if c < 0x1_0000 {
        out.extend_from_slice(&[
            0xE0 | (c >> 12) as u8,
            0x80 | ((c >> 6) & 0x3F) as u8,
            0x80 | (c & 0x3F) as u8,
        ]);
    } else {
        out.extend_from_slice(&[
            0xF0 | (c >> 18) as u8,
            0x80 | ((c >> 12) & 0x3F) as u8,
            0x80 | ((c >> 6) & 0x3F) as u8,
            0x80 | (c & 0x3F) as u8,
        ]);
    }
}

/// Length of the valid UTF-8 sequence at `i`, or the index of the byte
/// that shows it is invalid (`s.len()` when the string ends inside it).
fn utf8_sequence(s: &[u8], i: usize) -> Result<usize, usize> {
    let (need, lo, hi) = match s[i] {
        0x00..=0x7F => return Ok(1),
        0xC2..=0xDF => (1, 0x80, 0xBF),
        0xE0 => (2, 0xA0, 0xBF),
        0xED => (2, 0x80, 0x9F),
        0xE1..=0xEF => (2, 0x80, 0xBF),
        0xF0 => (3, 0x90, 0xBF),
        0xF4 => (3, 0x80, 0x8F),
        0xF1..=0xF3 => (3, 0x80, 0xBF),
        _ => return Err(i),
    };
    for j in 1..=need {
        let Some(&n) = s.get(i + j) else {
            return Err(s.len());
        };
        let (l, h) = if j == 1 { (lo, hi) } else { (0x80, 0xBF) };
        if n < l || n > h {
            return Err(i + j);
        }
    }
    Ok(need + 1)
}

/// UTF-8 with one [`BAD`] per maximal invalid subpart (what php 8.2 emits);
/// returns false when the string ended inside a sequence.
fn decode_utf8(s: &[u8], out: &mut Vec<u32>) -> bool {
    let mut i = 0;
    while i < s.len() {
        let b = s[i];
        if b < 0x80 {
            out.push(b as u32);
            i += 1;
            continue;
        }
        let (need, lo, hi) = match b {
            0xC2..=0xDF => (1, 0x80, 0xBF),
            0xE0 => (2, 0xA0, 0xBF),
            0xED => (2, 0x80, 0x9F),
            0xE1..=0xEF => (2, 0x80, 0xBF),
            0xF0 => (3, 0x90, 0xBF),
            0xF4 => (3, 0x80, 0x8F),
            0xF1..=0xF3 => (3, 0x80, 0xBF),
            _ => {
                out.push(BAD);
                i += 1;
                continue;
            }
        };
        let mut c = (b as u32) & (0x3F >> need);
        let mut j = 1;
        let mut ok = true;
        while j <= need {
            let Some(&n) = s.get(i + j) else {
                out.push(BAD);
                return false;
            };
            let (l, h) = if j == 1 { (lo, hi) } else { (0x80, 0xBF) };
            if n < l || n > h {
                ok = false;
                break;
            }
            c = (c << 6) | (n as u32 & 0x3F);
            j += 1;
        }
        if ok {
            out.push(c);
            i += need + 1;
        } else {
            out.push(BAD);
            i += j;
        }
    }
    true
}

fn decode_utf16(s: &[u8], le: bool, bom: bool, out: &mut Vec<u32>) -> bool {
    let mut le = le;
    let mut i = 0;
    let mut first = true;
    while i < s.len() {
        if i + 1 >= s.len() {
            out.push(BAD);
            return false;
        }
        let c = unit16(&s[i..], le);
        i += 2;
        if bom && first && (c == 0xFEFF || c == 0xFFFE) {
            first = false;
            le = c == 0xFFFE;
            continue;
        }
        first = false;
        if (0xD800..0xDC00).contains(&c) {
            if i + 1 >= s.len() {
                out.push(BAD);
                return i >= s.len();
            }
            let d = unit16(&s[i..], le);
            if (0xDC00..0xE000).contains(&d) {
                i += 2;
                out.push(0x1_0000 + ((c - 0xD800) << 10) + (d - 0xDC00));
            } else {
                out.push(BAD);
            }
        } else if (0xDC00..0xE000).contains(&c) {
            out.push(BAD);
        } else {
            out.push(c);
        }
    }
    true
}

fn html_names() -> &'static [(&'static str, &'static str)] {
    crate::string::entities_data::html401_names()
}

/// HTML-ENTITIES input: `&name;` of HTML 4.01, `&#N;` and `&#xN;` up to
/// U+10FFFF become characters (the `;` is required); anything else is text.
fn decode_entities(s: &[u8], out: &mut Vec<u32>) {
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'&' {
            if let Some(end) = s[i + 1..].iter().take(32).position(|&b| b == b';') {
                let body = &s[i + 1..i + 1 + end];
                let cp = if let Some(num) = body.strip_prefix(b"#") {
                    let (digits, radix) = match num.first() {
                        Some(b'x') | Some(b'X') => (&num[1..], 16),
                        _ => (num, 10),
                    };
                    std::str::from_utf8(digits)
                        .ok()
                        .filter(|d| !d.is_empty() && d.bytes().all(|b| (b as char).is_digit(radix)))
                        .and_then(|d| u32::from_str_radix(d, radix).ok())
                        .filter(|&c| c < 0x11_0000)
                } else {
                    html_names()
                        .iter()
                        .find(|(n, _)| n.as_bytes() == body)
                        .and_then(|(_, v)| v.chars().next())
                        .map(|c| c as u32)
                };
                if let Some(c) = cp {
                    out.push(c);
                    i += end + 2;
                    continue;
                }
            }
        }
        out.push(s[i] as u32);
        i += 1;
    }
}

/// php's BASE64 output: base64_encode()'s, 76 characters a line, CRLF between lines.
pub fn base64_encode(s: &[u8]) -> Vec<u8> {
    let flat = crate::string::url::base64_encode(s);
    let mut out = Vec::with_capacity(flat.len() + flat.len() / 76 * 2);
    for (i, line) in flat.chunks(76).enumerate() {
        if i > 0 {
            out.extend_from_slice(b"\r\n");
        }
        out.extend_from_slice(line);
    }
    out
}

fn base64_decode(s: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for &b in s {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => break,
            b'\r' | b'\n' | b' ' | b'\t' => continue,
            _ => return None,
        };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_bad_subparts_match_php() {
        let n = |s: &[u8]| decode_utf8_all(s).iter().filter(|&&c| c == BAD).count();
        assert_eq!(n(b"\xed\xa0\x80"), 3);
        assert_eq!(n(b"\xe2\x82"), 1);
        assert_eq!(n(b"\xf4\x90\x80\x80"), 4);
        assert_eq!(n(b"\xc0\xaf"), 2);
        assert_eq!(decode_utf8_all("é€".as_bytes()), vec![0xE9, 0x20AC]);
    }

    fn decode_utf8_all(s: &[u8]) -> Vec<u32> {
        utf8().decode(s)
    }

    #[test]
    fn names_and_aliases() {
        assert_eq!(by_name(b"latin1").unwrap().name, "ISO-8859-1");
        assert_eq!(by_name(b"us-ascii").unwrap().name, "ASCII");
        assert!(by_name(b"pass").is_none());
    }

    #[test]
    fn utf16_pairs() {
        let e = by_name(b"UTF-16LE").unwrap();
        let mut out = Vec::new();
        assert!(e.encode_char(0x1F600, &mut out));
        assert_eq!(e.decode(&out), vec![0x1F600]);
        assert_eq!(base64_encode(b"abc"), b"YWJj");
    }
}
