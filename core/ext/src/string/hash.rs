//! Message digests PHP has without ext/hash: `md5`, `sha1`, `crc32`
//! (and `md5`/`sha1` raw output). Implemented here (RFC 1321, FIPS 180-4,
//! IEEE 802.3 CRC) so the crate stays dependency-free and builds for wasm.

use crate::util::{bool_arg, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

const DIGEST: &[ParamSpec] = &[
    ParamSpec::req("string", ParamType::String),
    ParamSpec::opt("binary", ParamType::Bool, "false"),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "md5",
        params: DIGEST,
        func: |c, a| digest(c, a, &md5(str_arg(a, 0).as_bytes())),
    },
    Builtin {
        name: "sha1",
        params: DIGEST,
        func: |c, a| digest(c, a, &sha1(str_arg(a, 0).as_bytes())),
    },
    Builtin {
        name: "crc32",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: |_, a| Ok(Value::Int(crc32(str_arg(a, 0).as_bytes()) as i64)),
    },
];

fn digest(_ctx: &mut dyn Context, args: &mut [Value], raw: &[u8]) -> Result<Value, Fault> {
    if bool_arg(args, 1, false) {
        return Ok(Value::str(raw));
    }
    Ok(Value::str(hex(raw)))
}

/// Lower-case hex of bytes (`bin2hex`).
pub fn hex(b: &[u8]) -> Vec<u8> {
    const D: &[u8; 16] = b"0123456789abcdef";
    let mut out = Vec::with_capacity(b.len() * 2);
    for &c in b {
        out.push(D[(c >> 4) as usize]);
        out.push(D[(c & 15) as usize]);
    }
    out
}

/// Feeds `data` to `compress` one 64-byte block at a time, padded the
/// MD5/SHA-1 way (0x80, zeros, then the bit length, LE or BE). Full blocks
/// are read in place: only the tail is copied, so hashing a large string
/// allocates nothing.
fn blocks64(data: &[u8], big_endian: bool, mut compress: impl FnMut(&[u8; 64])) {
    let mut chunks = data.chunks_exact(64);
    for c in &mut chunks {
        compress(c.try_into().expect("chunks_exact yields 64 bytes"));
    }
    let rest = chunks.remainder();
    let mut tail = [0u8; 128];
    tail[..rest.len()].copy_from_slice(rest);
    tail[rest.len()] = 0x80;
    let n = if rest.len() < 56 { 64 } else { 128 };
    let bits = (data.len() as u64).wrapping_mul(8);
    tail[n - 8..n].copy_from_slice(&if big_endian {
        bits.to_be_bytes()
    } else {
        bits.to_le_bytes()
    });
    for c in tail[..n].chunks_exact(64) {
        compress(c.try_into().expect("chunks_exact yields 64 bytes"));
    }
}

/// RFC 1321.
pub fn md5(data: &[u8]) -> [u8; 16] {
    let mut h: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
    blocks64(data, false, |block| md5_compress(&mut h, block));
    let mut out = [0u8; 16];
    for (i, x) in h.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&x.to_le_bytes());
    }
    out
}

/// One MD5 block. The 64 steps are written out (through `step!`) so every
/// shift, constant and message index is an immediate: the digest of a large
/// string spends all its time here.
#[inline]
fn md5_compress(h: &mut [u32; 4], block: &[u8; 64]) {
    // K[i] = floor(abs(sin(i + 1)) * 2^32)
    const K: [u32; 64] = [
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613,
        0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193,
        0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d,
        0x02441453, 0xd8a1e681, 0xe7d3fbc8, 0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed,
        0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122,
        0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
        0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665, 0xf4292244,
        0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb,
        0xeb86d391,
    ];
    let mut x = [0u32; 16];
    for (w, b) in x.iter_mut().zip(block.chunks_exact(4)) {
        *w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    }
    let [mut a, mut b, mut c, mut d] = *h;
    macro_rules! step {
        ($f:expr, $a:ident, $b:ident, $c:ident, $d:ident, $i:expr, $g:expr, $s:expr) => {
            $a = $b.wrapping_add(
                $a.wrapping_add($f($b, $c, $d))
                    .wrapping_add(K[$i])
                    .wrapping_add(x[$g])
                    .rotate_left($s),
            );
        };
    }
    let f = |b: u32, c: u32, d: u32| d ^ (b & (c ^ d));
    let g = |b: u32, c: u32, d: u32| c ^ (d & (b ^ c));
    let hh = |b: u32, c: u32, d: u32| b ^ c ^ d;
    let ii = |b: u32, c: u32, d: u32| c ^ (b | !d);
    for r in 0..4 {
        let i = r * 4;
        step!(f, a, b, c, d, i, i, 7);
        step!(f, d, a, b, c, i + 1, i + 1, 12);
        step!(f, c, d, a, b, i + 2, i + 2, 17);
        step!(f, b, c, d, a, i + 3, i + 3, 22);
    }
    for r in 0..4 {
        let i = 16 + r * 4;
        step!(g, a, b, c, d, i, (5 * i + 1) % 16, 5);
        step!(g, d, a, b, c, i + 1, (5 * i + 6) % 16, 9);
        step!(g, c, d, a, b, i + 2, (5 * i + 11) % 16, 14);
        step!(g, b, c, d, a, i + 3, (5 * i + 16) % 16, 20);
    }
    for r in 0..4 {
        let i = 32 + r * 4;
        step!(hh, a, b, c, d, i, (3 * i + 5) % 16, 4);
        step!(hh, d, a, b, c, i + 1, (3 * i + 8) % 16, 11);
        step!(hh, c, d, a, b, i + 2, (3 * i + 11) % 16, 16);
        step!(hh, b, c, d, a, i + 3, (3 * i + 14) % 16, 23);
    }
    for r in 0..4 {
        let i = 48 + r * 4;
        step!(ii, a, b, c, d, i, (7 * i) % 16, 6);
        step!(ii, d, a, b, c, i + 1, (7 * i + 7) % 16, 10);
        step!(ii, c, d, a, b, i + 2, (7 * i + 14) % 16, 15);
        step!(ii, b, c, d, a, i + 3, (7 * i + 21) % 16, 21);
    }
    for (x, y) in h.iter_mut().zip([a, b, c, d]) {
        *x = x.wrapping_add(y);
    }
}

/// FIPS 180-4 SHA-1.
pub fn sha1(data: &[u8]) -> [u8; 20] {
    let mut h: [u32; 5] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0];
    blocks64(data, true, |block| sha1_compress(&mut h, block));
    let mut out = [0u8; 20];
    for (i, x) in h.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&x.to_be_bytes());
    }
    out
}

/// One SHA-1 block; the four 20-step rounds are separate loops so each has
/// its own function and constant, unrolled by five so no word is moved.
#[inline]
fn sha1_compress(h: &mut [u32; 5], block: &[u8; 64]) {
    let mut w = [0u32; 80];
    for (x, b) in w.iter_mut().zip(block.chunks_exact(4)) {
        *x = u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    }
    for i in 16..80 {
        w[i] = (w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]).rotate_left(1);
    }
    let [mut a, mut b, mut c, mut d, mut e] = *h;
    // One step with the five words renamed instead of moved: after
    // `step!(a, b, c, d, e)` the next step is `step!(e, a, b, c, d)`.
    macro_rules! step {
        ($f:expr, $k:expr, $a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $i:expr) => {
            $e = $e
                .wrapping_add($a.rotate_left(5))
                .wrapping_add($f($b, $c, $d))
                .wrapping_add($k)
                .wrapping_add(w[$i]);
            $b = $b.rotate_left(30);
        };
    }
    macro_rules! round {
        ($from:expr, $k:expr, $f:expr) => {
            for j in 0..4 {
                let i = $from + 5 * j;
                step!($f, $k, a, b, c, d, e, i);
                step!($f, $k, e, a, b, c, d, i + 1);
                step!($f, $k, d, e, a, b, c, i + 2);
                step!($f, $k, c, d, e, a, b, i + 3);
                step!($f, $k, b, c, d, e, a, i + 4);
            }
        };
    }
    round!(0, 0x5A827999u32, |b: u32, c: u32, d: u32| d ^ (b & (c ^ d)));
    round!(20, 0x6ED9EBA1u32, |b: u32, c: u32, d: u32| b ^ c ^ d);
    round!(40, 0x8F1BBCDCu32, |b: u32, c: u32, d: u32| (b & c)
        | (d & (b | c)));
    round!(60, 0xCA62C1D6u32, |b: u32, c: u32, d: u32| b ^ c ^ d);
    for (x, y) in h.iter_mut().zip([a, b, c, d, e]) {
        *x = x.wrapping_add(y);
    }
}

/// Slicing-by-8 tables of the reflected IEEE CRC-32: `T[k][b]` is the CRC
/// of byte `b` followed by `k` zero bytes, so eight input bytes are folded
/// in per step instead of eight shifts per bit.
const fn crc32_tables() -> [[u32; 256]; 8] {
    let mut t = [[0u32; 256]; 8];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                (c >> 1) ^ 0xEDB88320
            } else {
                c >> 1
            };
            k += 1;
        }
        t[0][i] = c;
        i += 1;
    }
    let mut k = 1;
    while k < 8 {
        let mut i = 0;
        while i < 256 {
            let prev = t[k - 1][i];
            t[k][i] = (prev >> 8) ^ t[0][(prev & 0xff) as usize];
            i += 1;
        }
        k += 1;
    }
    t
}

static CRC32: [[u32; 256]; 8] = crc32_tables();

/// CRC-32 (IEEE, reflected, as PHP's `crc32()`).
pub fn crc32(data: &[u8]) -> u32 {
    let t = &CRC32;
    let mut crc = !0u32;
    let mut chunks = data.chunks_exact(8);
    for c in &mut chunks {
        let lo = crc ^ u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        let hi = u32::from_le_bytes([c[4], c[5], c[6], c[7]]);
        crc = t[7][(lo & 0xff) as usize]
            ^ t[6][((lo >> 8) & 0xff) as usize]
            ^ t[5][((lo >> 16) & 0xff) as usize]
            ^ t[4][(lo >> 24) as usize]
            ^ t[3][(hi & 0xff) as usize]
            ^ t[2][((hi >> 8) & 0xff) as usize]
            ^ t[1][((hi >> 16) & 0xff) as usize]
            ^ t[0][(hi >> 24) as usize];
    }
    for &b in chunks.remainder() {
        crc = (crc >> 8) ^ t[0][((crc as u8) ^ b) as usize];
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digests() {
        assert_eq!(hex(&md5(b"")), b"d41d8cd98f00b204e9800998ecf8427e");
        assert_eq!(
            hex(&md5(b"The quick brown fox jumps over the lazy dog")),
            b"9e107d9d372bb6826bd81d3542a419d6"
        );
        assert_eq!(
            hex(&sha1(b"abc")),
            b"a9993e364706816aba3e25717850c26c9cd0d89d"
        );
        assert_eq!(
            hex(&sha1(&[b'a'; 1000])),
            b"291e9a6c66994949b57ba5e650361e98fc36b1ba"
        );
        assert_eq!(
            crc32(b"The quick brown fox jumped over the lazy dog."),
            2191738434
        );
    }

    /// Every tail length around the padding boundaries and the 8-byte CRC
    /// steps, against the bit-at-a-time definitions.
    #[test]
    fn digests_all_lengths() {
        fn crc_bits(data: &[u8]) -> u32 {
            let mut crc = !0u32;
            for &b in data {
                crc ^= b as u32;
                for _ in 0..8 {
                    crc = if crc & 1 != 0 {
                        (crc >> 1) ^ 0xEDB88320
                    } else {
                        crc >> 1
                    };
                }
            }
            !crc
        }
        let data: Vec<u8> = (0..300u32).map(|i| (i * 131 + 7) as u8).collect();
        for n in 0..data.len() {
            assert_eq!(crc32(&data[..n]), crc_bits(&data[..n]), "crc32 len {n}");
        }
        assert_eq!(hex(&md5(&[b'a'; 55])), b"ef1772b6dff9a122358552954ad0df65");
        assert_eq!(hex(&md5(&[b'a'; 56])), b"3b0c8ac703f828b04c6c197006d17218");
        assert_eq!(hex(&md5(&[b'a'; 64])), b"014842d480b571495a4a0363793f7367");
        assert_eq!(
            hex(&sha1(&[b'a'; 55])),
            b"c1c8bbdc22796e28c0e15163d20899b65621d65a"
        );
        assert_eq!(
            hex(&sha1(&[b'a'; 56])),
            b"c2db330f6083854c99d4b5bfb6e8f29f201be699"
        );
        assert_eq!(
            hex(&sha1(&[b'a'; 64])),
            b"0098ba824b5c16427bd7a1122a5a442a25ec644d"
        );
    }
}
