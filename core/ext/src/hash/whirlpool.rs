//! Whirlpool (Barreto and Rijmen, final 2003 version, ISO/IEC 10118-3): a
//! 512-bit block cipher W in Miyaguchi–Preneel mode. The S-box is built
//! from the designers' two 4-bit mini-boxes E and R rather than typed in,
//! and the round tables from it and the circulant matrix cir(1,1,4,1,8,5,2,9).

use super::md::md_blocks;
use std::sync::OnceLock;

struct Tables {
    sbox: [u8; 256],
    /// `t[k][x]`: row `S[x]·C[k][·]` packed big-endian (byte j is column j).
    t: [[u64; 256]; 8],
}

fn tables() -> &'static Tables {
    static T: OnceLock<Box<Tables>> = OnceLock::new();
    T.get_or_init(build)
}

/// Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1.
fn gf_mul(mut a: u8, mut b: u8) -> u8 {
    let mut r = 0u8;
    while b != 0 {
        if b & 1 != 0 {
            r ^= a;
        }
        let carry = a & 0x80 != 0;
        a <<= 1;
        if carry {
            a ^= 0x1d;
        }
        b >>= 1;
    }
    r
}

fn build() -> Box<Tables> {
    const E: [u8; 16] = [1, 11, 9, 12, 13, 6, 15, 3, 14, 8, 7, 4, 10, 2, 5, 0];
    const R: [u8; 16] = [7, 12, 11, 13, 14, 4, 9, 15, 6, 3, 8, 10, 2, 5, 1, 0];
    let mut e_inv = [0u8; 16];
    for (i, &v) in E.iter().enumerate() {
        e_inv[usize::from(v)] = i as u8;
    }
    let mut sbox = [0u8; 256];
    for (u, s) in sbox.iter_mut().enumerate() {
        let a = E[u >> 4];
        let b = e_inv[u & 15];
        let r = R[usize::from(a ^ b)];
        *s = (E[usize::from(a ^ r)] << 4) | e_inv[usize::from(b ^ r)];
    }
    const C: [u8; 8] = [1, 1, 4, 1, 8, 5, 2, 9];
    let mut t = [[0u64; 256]; 8];
    for (k, tk) in t.iter_mut().enumerate() {
        for (x, e) in tk.iter_mut().enumerate() {
            let s = sbox[x];
            let mut row = [0u8; 8];
            for (j, r) in row.iter_mut().enumerate() {
                // C[k][j] = c[(j - k) mod 8] for the circulant matrix.
                *r = gf_mul(s, C[(j + 8 - k) % 8]);
            }
            *e = u64::from_be_bytes(row);
        }
    }
    Box::new(Tables { sbox, t })
}

/// θ∘π∘γ: substitute, shift column j down by j rows, mix each row.
fn mix(t: &Tables, a: &[u64; 8]) -> [u64; 8] {
    let mut out = [0u64; 8];
    for (i, o) in out.iter_mut().enumerate() {
        let mut v = 0;
        for (k, tk) in t.t.iter().enumerate() {
            let byte = (a[(i + 8 - k) % 8] >> (56 - 8 * k)) as u8;
            v ^= tk[usize::from(byte)];
        }
        *o = v;
    }
    out
}

pub(super) fn whirlpool(data: &[u8]) -> Vec<u8> {
    let t = tables();
    let mut h = [0u64; 8];
    md_blocks::<64>(data, 32, true, |block| {
        let mut m = [0u64; 8];
        for (w, c) in m.iter_mut().zip(block.chunks_exact(8)) {
            *w = u64::from_be_bytes(c.try_into().expect("8 bytes"));
        }
        let mut k = h;
        let mut s: [u64; 8] = std::array::from_fn(|i| m[i] ^ h[i]);
        for r in 0..10 {
            k = mix(t, &k);
            let rc: [u8; 8] = std::array::from_fn(|j| t.sbox[8 * r + j]);
            k[0] ^= u64::from_be_bytes(rc);
            s = mix(t, &s);
            for (x, y) in s.iter_mut().zip(&k) {
                *x ^= y;
            }
        }
        for i in 0..8 {
            h[i] ^= s[i] ^ m[i];
        }
    });
    h.iter().flat_map(|w| w.to_be_bytes()).collect()
}
