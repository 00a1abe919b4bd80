//! Embedded tables stored deflate-compressed (RFC 1951), unpacked on first
//! use. The time-zone database, the abbreviation table and the reflection
//! texts are about 300 KB as text or varints but 70 KB deflated; rphp.wasm
//! and the browser package carry them in every download, while most scripts
//! never read them. The packed files are written by tools/pack_tables.py
//! beside their sources (`x.txt` -> `x.txt.z`); each user has a test that
//! the packed copy still unpacks to its source.
//!
//! The decoder looks each code up in a table indexed by the next 15 bits;
//! it runs once per table.

/// Reads bits least significant first, as deflate packs them.
struct Bits<'a> {
    data: &'a [u8],
    pos: usize,
    buf: u32,
    len: u32,
}

impl Bits<'_> {
    /// Reads ahead to at least 15 bits, unless the input ends first.
    fn fill(&mut self) {
        while self.len <= 24 {
            let Some(&b) = self.data.get(self.pos) else {
                return;
            };
            self.pos += 1;
            self.buf |= u32::from(b) << self.len;
            self.len += 8;
        }
    }

    fn need(&mut self, n: u32) -> Option<u32> {
        while self.len < n {
            let b = *self.data.get(self.pos)?;
            self.pos += 1;
            self.buf |= u32::from(b) << self.len;
            self.len += 8;
        }
        let v = self.buf & ((1u32 << n) - 1);
        self.buf >>= n;
        self.len -= n;
        Some(v)
    }
}

/// A canonical Huffman code as a lookup table indexed by the next 15 bits
/// of input (deflate's longest code): each entry is `symbol << 4 | length`,
/// 0 for bit patterns no code starts.
struct Huffman {
    table: Vec<u16>,
}

impl Huffman {
    fn new(lengths: &[u8]) -> Huffman {
        let mut counts = [0u16; 16];
        for &l in lengths {
            counts[usize::from(l)] += 1;
        }
        counts[0] = 0;
        // The first code of each length (RFC 1951, 3.2.2).
        let mut next = [0u32; 16];
        let mut code = 0u32;
        for len in 1..16 {
            code = (code + u32::from(counts[len - 1])) << 1;
            next[len] = code;
        }
        let mut table = vec![0u16; 1 << 15];
        for (sym, &l) in lengths.iter().enumerate() {
            if l == 0 {
                continue;
            }
            let l = u32::from(l);
            let c = next[l as usize];
            next[l as usize] += 1;
            // Codes are packed most significant bit first: reverse them to
            // index by the bits as they arrive.
            let first = (c.reverse_bits() >> (32 - l)) as usize;
            let entry = (sym as u16) << 4 | l as u16;
            for k in (first..1 << 15).step_by(1 << l) {
                table[k] = entry;
            }
        }
        Huffman { table }
    }

    fn decode(&self, bits: &mut Bits) -> Option<u16> {
        bits.fill();
        let e = self.table[(bits.buf & 0x7fff) as usize];
        let len = u32::from(e & 15);
        if len == 0 || len > bits.len {
            return None;
        }
        bits.buf >>= len;
        bits.len -= len;
        Some(e >> 4)
    }
}

const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order the code-length code's lengths are stored in.
const CLEN_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// The literal/length and distance codes of a dynamic block.
fn dynamic_codes(bits: &mut Bits) -> Option<(Huffman, Huffman)> {
    let nlit = bits.need(5)? as usize + 257;
    let ndist = bits.need(5)? as usize + 1;
    let nclen = bits.need(4)? as usize + 4;
    let mut clen = [0u8; 19];
    for &i in &CLEN_ORDER[..nclen] {
        clen[i] = bits.need(3)? as u8;
    }
    let clen = Huffman::new(&clen);
    let mut lengths = Vec::with_capacity(nlit + ndist);
    while lengths.len() < nlit + ndist {
        let (value, repeat) = match clen.decode(bits)? {
            s @ 0..=15 => (s as u8, 1),
            16 => (*lengths.last()?, 3 + bits.need(2)?),
            17 => (0, 3 + bits.need(3)?),
            _ => (0, 11 + bits.need(7)?),
        };
        lengths.extend(std::iter::repeat_n(value, repeat as usize));
    }
    if lengths.len() != nlit + ndist {
        return None;
    }
    Some((
        Huffman::new(&lengths[..nlit]),
        Huffman::new(&lengths[nlit..]),
    ))
}

/// The fixed codes of block type 1.
fn fixed_codes() -> (Huffman, Huffman) {
    let mut lengths = [8u8; 288];
    lengths[144..256].fill(9);
    lengths[256..280].fill(7);
    (Huffman::new(&lengths), Huffman::new(&[5u8; 30]))
}

/// Unpacks a raw deflate stream; `None` if it is malformed.
pub fn inflate(data: &[u8]) -> Option<Vec<u8>> {
    let mut bits = Bits {
        data,
        pos: 0,
        buf: 0,
        len: 0,
    };
    let mut out = Vec::new();
    loop {
        let last = bits.need(1)? == 1;
        match bits.need(2)? {
            0 => {
                // Whole bytes read ahead are given back: the stored data
                // starts at the next byte boundary.
                let p = bits.pos - (bits.len / 8) as usize;
                bits.buf = 0;
                bits.len = 0;
                let n = usize::from(u16::from_le_bytes([*data.get(p)?, *data.get(p + 1)?]));
                out.extend_from_slice(data.get(p + 4..p + 4 + n)?);
                bits.pos = p + 4 + n;
            }
            kind @ (1 | 2) => {
                let (lit, dist) = if kind == 1 {
                    fixed_codes()
                } else {
                    dynamic_codes(&mut bits)?
                };
                loop {
                    let s = usize::from(lit.decode(&mut bits)?);
                    if s < 256 {
                        out.push(s as u8);
                        continue;
                    }
                    if s == 256 {
                        break;
                    }
                    let i = s - 257;
                    let len = usize::from(*LEN_BASE.get(i)?)
                        + bits.need(u32::from(LEN_EXTRA[i]))? as usize;
                    let d = usize::from(dist.decode(&mut bits)?);
                    let back = usize::from(*DIST_BASE.get(d)?)
                        + bits.need(u32::from(DIST_EXTRA[d]))? as usize;
                    let from = out.len().checked_sub(back)?;
                    if back >= len {
                        out.extend_from_within(from..from + len);
                    } else {
                        // The copy overlaps what it writes: byte by byte.
                        for k in 0..len {
                            out.push(out[from + k]);
                        }
                    }
                }
            }
            _ => return None,
        }
        if last {
            return Some(out);
        }
    }
}

/// Unpacks an embedded table that holds text.
pub fn inflate_str(data: &[u8]) -> Option<String> {
    String::from_utf8(inflate(data)?).ok()
}

/// The text of a table embedded deflated beside the calling source file
/// (`packed_text!("x.txt.z")`, written by tools/pack_tables.py), unpacked on
/// first use and kept for the process: a `&'static str`.
#[macro_export]
macro_rules! packed_text {
    ($file:literal) => {{
        static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
        TEXT.get_or_init(|| $crate::packed::inflate_str(include_bytes!($file)).unwrap_or_default())
            .as_str()
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_and_fixed_blocks() {
        // Stored block: BFINAL=1, BTYPE=00, LEN=3, NLEN=!3, "abc".
        assert_eq!(
            inflate(&[1, 3, 0, 0xfc, 0xff, b'a', b'b', b'c']).as_deref(),
            Some(&b"abc"[..])
        );
        // python3 -c "import zlib;c=zlib.compressobj(9,wbits=-15);print(list(c.compress(b'abcabcabcabc')+c.flush()))"
        assert_eq!(
            inflate(&[75, 76, 74, 78, 132, 33, 0]).as_deref(),
            Some(&b"abcabcabcabc"[..])
        );
        assert_eq!(inflate(&[]), None);
        assert_eq!(inflate(&[7]), None);
    }
}
