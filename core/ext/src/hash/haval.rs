//! HAVAL (Zheng, Pieprzyk and Seberry, AUSCRYPT '92), version 1: 1024-bit
//! blocks, 3, 4 or 5 passes of 32 steps over eight 32-bit words, and the
//! output "tailored" (folded) down to 128, 160, 192, 224 or 256 bits. The
//! initial state and the round constants are digits of pi
//! (`pi_tables::PI_WORDS`).

use crate::pi_tables::PI_WORDS;

/// The five Boolean functions, over (x6, x5, x4, x3, x2, x1, x0) as the
/// paper writes them (algebraic normal form, XOR of ANDs).
fn f(pass: usize, x: [u32; 7]) -> u32 {
    let [x6, x5, x4, x3, x2, x1, x0] = x;
    match pass {
        0 => x1 & x4 ^ x2 & x5 ^ x3 & x6 ^ x0 & x1 ^ x0,
        1 => {
            x1 & x2 & x3
                ^ x2 & x4 & x5
                ^ x1 & x2
                ^ x1 & x4
                ^ x2 & x6
                ^ x3 & x5
                ^ x4 & x5
                ^ x0 & x2
                ^ x0
        }
        2 => x1 & x2 & x3 ^ x1 & x4 ^ x2 & x5 ^ x3 & x6 ^ x0 & x3 ^ x0,
        3 => {
            x1 & x2 & x3
                ^ x2 & x4 & x5
                ^ x3 & x4 & x6
                ^ x1 & x4
                ^ x2 & x6
                ^ x3 & x4
                ^ x3 & x5
                ^ x3 & x6
                ^ x4 & x5
                ^ x4 & x6
                ^ x0 & x4
                ^ x0
        }
        _ => x1 & x4 ^ x2 & x5 ^ x3 & x6 ^ x0 & x1 & x2 & x3 ^ x0 & x5 ^ x0,
    }
}

/// The input permutations φ: for each pass count, which of x6..x0 feeds
/// each argument (x6 first) of that pass's function.
const PHI3: [[usize; 7]; 3] = [
    [1, 0, 3, 5, 6, 2, 4],
    [4, 2, 1, 0, 5, 3, 6],
    [6, 1, 2, 3, 4, 5, 0],
];
const PHI4: [[usize; 7]; 4] = [
    [2, 6, 1, 4, 5, 3, 0],
    [3, 5, 2, 0, 1, 6, 4],
    [1, 4, 3, 6, 0, 2, 5],
    [6, 4, 0, 5, 2, 1, 3],
];
const PHI5: [[usize; 7]; 5] = [
    [3, 4, 1, 0, 5, 2, 6],
    [6, 2, 1, 0, 3, 4, 5],
    [2, 6, 0, 4, 3, 1, 5],
    [1, 5, 3, 2, 0, 4, 6],
    [2, 5, 0, 6, 4, 3, 1],
];

/// The order in which each pass reads the 32 message words.
const ORDER: [[u8; 32]; 5] = [
    [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 31,
    ],
    [
        5, 14, 26, 18, 11, 28, 7, 16, 0, 23, 20, 22, 1, 10, 4, 8, 30, 3, 21, 9, 17, 24, 29, 6, 19,
        12, 15, 13, 2, 25, 31, 27,
    ],
    [
        19, 9, 4, 20, 28, 17, 8, 22, 29, 14, 25, 12, 24, 30, 16, 26, 31, 15, 7, 3, 1, 0, 18, 27,
        13, 6, 21, 10, 23, 11, 5, 2,
    ],
    [
        24, 4, 0, 14, 2, 7, 28, 23, 26, 6, 30, 20, 18, 25, 19, 3, 22, 11, 31, 21, 8, 27, 12, 9, 1,
        29, 5, 15, 17, 10, 16, 13,
    ],
    [
        27, 3, 21, 26, 17, 11, 20, 29, 19, 0, 12, 7, 13, 8, 31, 10, 5, 9, 14, 30, 18, 6, 28, 24, 2,
        23, 16, 22, 4, 1, 25, 15,
    ],
];

fn compress(h: &mut [u32; 8], block: &[u8], passes: usize) {
    let mut w = [0u32; 32];
    for (x, c) in w.iter_mut().zip(block.chunks_exact(4)) {
        *x = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    let phi: &[[usize; 7]] = match passes {
        3 => &PHI3,
        4 => &PHI4,
        _ => &PHI5,
    };
    // t[k] is the paper's x_k; each step replaces x7 and the window turns.
    let mut t = *h;
    for (pass, perm) in phi.iter().enumerate() {
        for i in 0..32 {
            // The register that plays x_k at step i is t[(k + 8 - i) % 8]
            // counted from the one being replaced (x7).
            let reg = |k: usize| (k + 8 - i % 8) % 8;
            let x = |k: usize| t[reg(k)];
            let args = perm.map(x);
            let v = f(pass, args);
            let k = if pass == 0 {
                0
            } else {
                PI_WORDS[8 + 32 * (pass - 1) + i]
            };
            let r = v
                .rotate_right(7)
                .wrapping_add(x(7).rotate_right(11))
                .wrapping_add(w[usize::from(ORDER[pass][i])])
                .wrapping_add(k);
            t[reg(7)] = r;
        }
    }
    for (a, b) in h.iter_mut().zip(t) {
        *a = a.wrapping_add(b);
    }
}

/// Folds the eight words into the first `bits / 32` (the paper's tailoring).
fn tailor(fp: &mut [u32; 8], bits: usize) {
    match bits {
        128 => {
            let t = fp[7] & 0xFF | fp[6] & 0xFF00_0000 | fp[5] & 0x00FF_0000 | fp[4] & 0xFF00;
            fp[0] = fp[0].wrapping_add(t.rotate_right(8));
            let t = fp[7] & 0xFF00 | fp[6] & 0xFF | fp[5] & 0xFF00_0000 | fp[4] & 0x00FF_0000;
            fp[1] = fp[1].wrapping_add(t.rotate_right(16));
            let t = fp[7] & 0x00FF_0000 | fp[6] & 0xFF00 | fp[5] & 0xFF | fp[4] & 0xFF00_0000;
            fp[2] = fp[2].wrapping_add(t.rotate_right(24));
            let t = fp[7] & 0xFF00_0000 | fp[6] & 0x00FF_0000 | fp[5] & 0xFF00 | fp[4] & 0xFF;
            fp[3] = fp[3].wrapping_add(t);
        }
        160 => {
            let t = fp[7] & 0x3F | fp[6] & (0x7F << 25) | fp[5] & (0x3F << 19);
            fp[0] = fp[0].wrapping_add(t.rotate_right(19));
            let t = fp[7] & (0x3F << 6) | fp[6] & 0x3F | fp[5] & (0x7F << 25);
            fp[1] = fp[1].wrapping_add(t.rotate_right(25));
            let t = fp[7] & (0x7F << 12) | fp[6] & (0x3F << 6) | fp[5] & 0x3F;
            fp[2] = fp[2].wrapping_add(t);
            let t = fp[7] & (0x3F << 19) | fp[6] & (0x7F << 12) | fp[5] & (0x3F << 6);
            fp[3] = fp[3].wrapping_add(t >> 6);
            let t = fp[7] & (0x7F << 25) | fp[6] & (0x3F << 19) | fp[5] & (0x7F << 12);
            fp[4] = fp[4].wrapping_add(t >> 12);
        }
        192 => {
            let t = fp[7] & 0x1F | fp[6] & (0x3F << 26);
            fp[0] = fp[0].wrapping_add(t.rotate_right(26));
            let t = fp[7] & (0x1F << 5) | fp[6] & 0x1F;
            fp[1] = fp[1].wrapping_add(t);
            let t = fp[7] & (0x3F << 10) | fp[6] & (0x1F << 5);
            fp[2] = fp[2].wrapping_add(t >> 5);
            let t = fp[7] & (0x1F << 16) | fp[6] & (0x3F << 10);
            fp[3] = fp[3].wrapping_add(t >> 10);
            let t = fp[7] & (0x1F << 21) | fp[6] & (0x1F << 16);
            fp[4] = fp[4].wrapping_add(t >> 16);
            let t = fp[7] & (0x3F << 26) | fp[6] & (0x1F << 21);
            fp[5] = fp[5].wrapping_add(t >> 21);
        }
        224 => {
            let f7 = fp[7];
            for (i, (shift, mask)) in [(27, 0x1F), (22, 0x1F), (18, 0xF), (13, 0x1F), (9, 0xF)]
                .into_iter()
                .chain([(4, 0x1F), (0, 0xF)])
                .enumerate()
            {
                fp[i] = fp[i].wrapping_add((f7 >> shift) & mask);
            }
        }
        _ => {}
    }
}

/// `haval{bits},{passes}`: 0x01 padding, then the version, pass count and
/// output length in two bytes, then the bit length (64 bits, little-endian).
pub(super) fn haval(data: &[u8], passes: usize, bits: usize) -> Vec<u8> {
    let mut h: [u32; 8] = PI_WORDS[..8].try_into().expect("8 words");
    let whole = data.len() / 128 * 128;
    for c in data[..whole].chunks_exact(128) {
        compress(&mut h, c, passes);
    }
    let rest = &data[whole..];
    let mut tail = [0u8; 256];
    tail[..rest.len()].copy_from_slice(rest);
    tail[rest.len()] = 0x01;
    let n = if rest.len() < 118 { 128 } else { 256 };
    tail[n - 10] = (((bits & 3) << 6) | (passes << 3) | 1) as u8;
    tail[n - 9] = (bits >> 2) as u8;
    let count = (data.len() as u64).wrapping_mul(8);
    tail[n - 8..n].copy_from_slice(&count.to_le_bytes());
    for c in tail[..n].chunks_exact(128) {
        compress(&mut h, c, passes);
    }
    tailor(&mut h, bits);
    h[..bits / 32]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect()
}
