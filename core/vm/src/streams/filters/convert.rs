//! The data transformations of php's built-in stream filters
//! (`string.*`, `convert.*`, `dechunk`), as plain state machines over
//! byte chunks: a filter sees its input a bucket at a time, so each keeps
//! what it cannot finish yet (base64's last one or two bytes, a split
//! `=XX`, a chunk header) until the next bucket or the closing flush.

/// Why a conversion stopped: php's "invalid byte sequence".
#[derive(Debug, PartialEq)]
pub(crate) struct Invalid;

/// `string.rot13`.
pub(crate) fn rot13(d: &mut [u8]) {
    for b in d {
        *b = match *b {
            b'a'..=b'm' | b'A'..=b'M' => *b + 13,
            b'n'..=b'z' | b'N'..=b'Z' => *b - 13,
            c => c,
        }
    }
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// `convert.base64-encode`: keeps up to two bytes between buckets; with a
/// line length (rounded down to a multiple of 4, none below 4) breaks lines
/// with the line-break characters.
#[derive(Debug, Default)]
pub(crate) struct Base64Enc {
    pub line_len: usize,
    pub breaks: Vec<u8>,
    col: usize,
    rest: Vec<u8>,
}

impl Base64Enc {
    pub(crate) fn new(line_len: usize, breaks: Vec<u8>) -> Self {
        Base64Enc {
            line_len: line_len / 4 * 4,
            breaks,
            col: 0,
            rest: Vec::new(),
        }
    }

    fn put(&mut self, out: &mut Vec<u8>, quad: [u8; 4]) {
        if self.line_len > 0 && self.col >= self.line_len {
            out.extend_from_slice(&self.breaks);
            self.col = 0;
        }
        out.extend_from_slice(&quad);
        self.col += 4;
    }

    pub(crate) fn feed(&mut self, data: &[u8], close: bool) -> Vec<u8> {
        let mut all = std::mem::take(&mut self.rest);
        all.extend_from_slice(data);
        let mut out = Vec::new();
        let whole = all.len() / 3 * 3;
        for c in all[..whole].chunks(3) {
            let n = (c[0] as u32) << 16 | (c[1] as u32) << 8 | c[2] as u32;
            self.put(
                &mut out,
                [
                    B64[(n >> 18) as usize & 63],
                    B64[(n >> 12) as usize & 63],
                    B64[(n >> 6) as usize & 63],
                    B64[n as usize & 63],
                ],
            );
        }
        self.rest = all[whole..].to_vec();
        if close && !self.rest.is_empty() {
            let r = std::mem::take(&mut self.rest);
            let n = (r[0] as u32) << 16 | (*r.get(1).unwrap_or(&0) as u32) << 8;
            let third = if r.len() == 2 {
                B64[(n >> 6) as usize & 63]
            } else {
                b'='
            };
            self.put(
                &mut out,
                [
                    B64[(n >> 18) as usize & 63],
                    B64[(n >> 12) as usize & 63],
                    third,
                    b'=',
                ],
            );
        }
        out
    }
}

/// `convert.base64-decode`: bytes outside the alphabet are skipped,
/// padding is optional, data after padding is invalid.
#[derive(Debug, Default)]
pub(crate) struct Base64Dec {
    acc: u32,
    bits: u32,
    padded: bool,
}

impl Base64Dec {
    pub(crate) fn feed(&mut self, data: &[u8]) -> Result<Vec<u8>, Invalid> {
        let mut out = Vec::with_capacity(data.len() / 4 * 3);
        for &c in data {
            let v = match c {
                b'A'..=b'Z' => c - b'A',
                b'a'..=b'z' => c - b'a' + 26,
                b'0'..=b'9' => c - b'0' + 52,
                b'+' => 62,
                b'/' => 63,
                b'=' => {
                    self.padded = true;
                    continue;
                }
                _ => continue,
            };
            if self.padded {
                return Err(Invalid);
            }
            self.acc = (self.acc << 6) | v as u32;
            self.bits += 6;
            if self.bits >= 8 {
                self.bits -= 8;
                out.push((self.acc >> self.bits) as u8);
                self.acc &= (1 << self.bits) - 1;
            }
        }
        Ok(out)
    }
}

fn hex(n: u8) -> u8 {
    b"0123456789ABCDEF"[n as usize & 15]
}

/// `convert.quoted-printable-encode`: `=`, control characters (but tab)
/// and bytes above 126 become `=XX`; with line-break characters, line
/// breaks in the data stay breaks and (with a line length) long lines get
/// soft breaks; `binary` encodes line breaks as data; `force-encode-first`
/// encodes the first character of every line.
#[derive(Debug, Default)]
pub(crate) struct QpEnc {
    pub line_len: usize,
    pub breaks: Option<Vec<u8>>,
    pub binary: bool,
    pub force_first: bool,
    col: usize,
    pending: Vec<u8>,
}

impl QpEnc {
    pub(crate) fn new(
        line_len: usize,
        breaks: Option<Vec<u8>>,
        binary: bool,
        force_first: bool,
    ) -> Self {
        QpEnc {
            line_len,
            breaks,
            binary,
            force_first,
            col: 0,
            pending: Vec::new(),
        }
    }

    fn emit(&mut self, out: &mut Vec<u8>, piece: &[u8]) {
        if self.line_len > 0 {
            if let Some(br) = &self.breaks {
                if self.col + piece.len() > self.line_len - 1 {
                    out.push(b'=');
                    out.extend_from_slice(br);
                    self.col = 0;
                }
            }
        }
        out.extend_from_slice(piece);
        self.col += piece.len();
    }

    pub(crate) fn feed(&mut self, data: &[u8], close: bool) -> Vec<u8> {
        let mut all = std::mem::take(&mut self.pending);
        all.extend_from_slice(data);
        let mut out = Vec::new();
        let mut i = 0;
        let breaks = if self.binary {
            None
        } else {
            self.breaks.clone()
        };
        while i < all.len() {
            if let Some(br) = breaks.as_deref().filter(|b| !b.is_empty()) {
                let left = &all[i..];
                if left.len() < br.len() && br.starts_with(left) && !close {
                    // Maybe a line break split between buckets.
                    self.pending = left.to_vec();
                    return out;
                }
                if left.starts_with(br) {
                    out.extend_from_slice(br);
                    self.col = 0;
                    i += br.len();
                    continue;
                }
            }
            let c = all[i];
            let plain = (c == b'\t' || (32..=126).contains(&c)) && c != b'=';
            if plain && !(self.force_first && self.col == 0) {
                self.emit(&mut out, &[c]);
            } else {
                self.emit(&mut out, &[b'=', hex(c >> 4), hex(c)]);
            }
            i += 1;
        }
        out
    }
}

/// `convert.quoted-printable-decode`: `=XX` and soft line breaks (`=`
/// before CRLF or LF); an incomplete escape at the very end is dropped.
#[derive(Debug, Default)]
pub(crate) struct QpDec {
    pending: Vec<u8>,
}

fn unhex(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'A'..=b'F' => Some(c - b'A' + 10),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    }
}

impl QpDec {
    pub(crate) fn feed(&mut self, data: &[u8], close: bool) -> Result<Vec<u8>, Invalid> {
        let mut all = std::mem::take(&mut self.pending);
        all.extend_from_slice(data);
        let mut out = Vec::with_capacity(all.len());
        let mut i = 0;
        while i < all.len() {
            let c = all[i];
            if c != b'=' {
                out.push(c);
                i += 1;
                continue;
            }
            let rest = &all[i + 1..];
            if rest.len() < 2 && rest.first() != Some(&b'\n') {
                if !close {
                    self.pending = all[i..].to_vec();
                }
                return Ok(out);
            }
            if rest[0] == b'\n' {
                i += 2;
            } else if rest[0] == b'\r' && rest[1] == b'\n' {
                i += 3;
            } else {
                match (unhex(rest[0]), unhex(rest[1])) {
                    (Some(h), Some(l)) => out.push(h << 4 | l),
                    _ => return Err(Invalid),
                }
                i += 3;
            }
        }
        Ok(out)
    }
}

/// `dechunk`: HTTP/1.1 chunked transfer decoding; data that is not chunked
/// passes through from the first error on.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
pub(crate) enum ChunkState {
    #[default]
    SizeStart,
    Size,
    SizeExt,
    SizeCr,
    SizeLf,
    Body,
    BodyCr,
    BodyLf,
    Trailer,
    Error,
}

#[derive(Debug, Default)]
pub(crate) struct Dechunk {
    state: ChunkState,
    size: usize,
}

impl Dechunk {
    pub(crate) fn feed(&mut self, data: &[u8]) -> Vec<u8> {
        use ChunkState::*;
        let mut out = Vec::new();
        let mut p = 0;
        let end = data.len();
        while p < end {
            match self.state {
                SizeStart | Size => {
                    if self.state == SizeStart {
                        self.size = 0;
                    }
                    while p < end {
                        let d = match data[p] {
                            c @ b'0'..=b'9' => c - b'0',
                            c @ b'A'..=b'F' => c - b'A' + 10,
                            c @ b'a'..=b'f' => c - b'a' + 10,
                            _ if self.state == SizeStart => {
                                self.state = Error;
                                break;
                            }
                            _ => {
                                self.state = SizeExt;
                                break;
                            }
                        };
                        self.size = self.size.wrapping_mul(16).wrapping_add(d as usize);
                        self.state = Size;
                        p += 1;
                    }
                }
                SizeExt => {
                    while p < end && data[p] != b'\r' && data[p] != b'\n' {
                        p += 1;
                    }
                    if p < end {
                        self.state = SizeCr;
                    }
                }
                SizeCr => {
                    if data[p] == b'\r' {
                        p += 1;
                    }
                    self.state = SizeLf;
                }
                SizeLf => {
                    if data[p] == b'\n' {
                        p += 1;
                        self.state = if self.size == 0 { Trailer } else { Body };
                    } else {
                        self.state = Error;
                    }
                }
                Body => {
                    let n = self.size.min(end - p);
                    out.extend_from_slice(&data[p..p + n]);
                    p += n;
                    self.size -= n;
                    if self.size == 0 {
                        self.state = BodyCr;
                    }
                }
                BodyCr => {
                    if data[p] == b'\r' {
                        p += 1;
                    }
                    self.state = BodyLf;
                }
                BodyLf => {
                    if data[p] == b'\n' {
                        p += 1;
                        self.state = SizeStart;
                    } else {
                        self.state = Error;
                    }
                }
                Trailer => p = end,
                Error => {
                    out.extend_from_slice(&data[p..]);
                    p = end;
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trip_across_buckets() {
        let mut e = Base64Enc::new(8, b"|".to_vec());
        let mut out = e.feed(b"hello wo", false);
        out.extend(e.feed(b"rld", true));
        assert_eq!(out, b"aGVsbG8g|d29ybGQ=");
        let mut d = Base64Dec::default();
        let mut back = d.feed(b"aGVsbG8g d29y").unwrap();
        back.extend(d.feed(b"bGQ=").unwrap());
        assert_eq!(back, b"hello world");
        assert_eq!(Base64Dec::default().feed(b"aGk=aGk="), Err(Invalid));
        assert_eq!(Base64Dec::default().feed(b"a*GVs").unwrap(), b"hel");
    }

    #[test]
    fn quoted_printable() {
        let mut e = QpEnc::new(0, None, false, false);
        assert_eq!(e.feed(b"a=\xe9\r\n\t", true), b"a=3D=E9=0D=0A\t");
        let mut d = QpDec::default();
        let mut out = d.feed(b"=4", false).unwrap();
        out.extend(d.feed(b"1=\r\nb", true).unwrap());
        assert_eq!(out, b"Ab");
    }

    #[test]
    fn dechunk_split_and_error() {
        let mut d = Dechunk::default();
        let mut out = d.feed(b"5\r\nhel");
        out.extend(d.feed(b"lo\r\n3;x\r\nabc\r\n0\r\n\r\n"));
        assert_eq!(out, b"helloabc");
        assert_eq!(Dechunk::default().feed(b"zz\r\nabc"), b"zz\r\nabc");
    }
}
