//! Merkle–Damgård padding shared by the block hashes, and the two
//! little-endian MD4-family digests ext/hash has beyond md5: MD4 (RFC 1320)
//! and RIPEMD-160 (Dobbertin, Bosselaers, Preneel 1996).

/// Feeds `data` to `compress` one `B`-byte block at a time, padded the
/// Merkle–Damgård way: 0x80, zeros, then the message length in bits in the
/// block's last `len_bytes` bytes (big- or little-endian). Full blocks are
/// read in place; only the tail is copied.
pub(super) fn md_blocks<const B: usize>(
    data: &[u8],
    len_bytes: usize,
    big_endian: bool,
    mut compress: impl FnMut(&[u8; B]),
) {
    let mut chunks = data.chunks_exact(B);
    for c in &mut chunks {
        compress(c.try_into().expect("chunks_exact yields B bytes"));
    }
    let rest = chunks.remainder();
    let mut tail = [0u8; 256];
    tail[..rest.len()].copy_from_slice(rest);
    tail[rest.len()] = 0x80;
    let n = if rest.len() + 1 + len_bytes <= B {
        B
    } else {
        2 * B
    };
    // Length fields wider than 128 bits (Whirlpool's 256) keep zeros above.
    let bits = (data.len() as u128).wrapping_mul(8);
    let k = len_bytes.min(16);
    if big_endian {
        tail[n - k..n].copy_from_slice(&bits.to_be_bytes()[16 - k..]);
    } else {
        tail[n - len_bytes..n - len_bytes + k].copy_from_slice(&bits.to_le_bytes()[..k]);
    }
    for c in tail[..n].chunks_exact(B) {
        compress(c.try_into().expect("chunks_exact yields B bytes"));
    }
}

/// The sixteen little-endian words of a 64-byte block.
fn le_words(block: &[u8; 64]) -> [u32; 16] {
    let mut x = [0u32; 16];
    for (w, b) in x.iter_mut().zip(block.chunks_exact(4)) {
        *w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    }
    x
}

fn le_digest<const N: usize>(h: &[u32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(N);
    for w in h {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out
}

/// RFC 1320 MD4.
pub(super) fn md4(data: &[u8]) -> Vec<u8> {
    // Word order and shifts of rounds 2 and 3 (round 1 reads words in order).
    const R2: [usize; 16] = [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15];
    const R3: [usize; 16] = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15];
    const S: [[u32; 4]; 3] = [[3, 7, 11, 19], [3, 5, 9, 13], [3, 9, 11, 15]];
    let mut h: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
    md_blocks::<64>(data, 8, false, |block| {
        let x = le_words(block);
        let [mut a, mut b, mut c, mut d] = h;
        for i in 0..48 {
            let (f, k, add) = match i / 16 {
                0 => ((b & c) | (!b & d), i, 0),
                1 => ((b & c) | (b & d) | (c & d), R2[i % 16], 0x5a827999),
                _ => (b ^ c ^ d, R3[i % 16], 0x6ed9eba1u32),
            };
            let t = a
                .wrapping_add(f)
                .wrapping_add(x[k])
                .wrapping_add(add)
                .rotate_left(S[i / 16][i % 4]);
            (a, b, c, d) = (d, t, b, c);
        }
        for (s, v) in h.iter_mut().zip([a, b, c, d]) {
            *s = s.wrapping_add(v);
        }
    });
    le_digest::<16>(&h)
}

// Message word selection, left and right lines.
const RL: [usize; 80] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, //
    7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8, //
    3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12, //
    1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2, //
    4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13,
];
const RR: [usize; 80] = [
    5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, //
    6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2, //
    15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13, //
    8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14, //
    12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11,
];
// Rotation amounts, left and right lines.
const SL: [u32; 80] = [
    11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8, //
    7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12, //
    11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5, //
    11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12, //
    9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6,
];
const SR: [u32; 80] = [
    8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6, //
    9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11, //
    9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5, //
    15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8, //
    8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11,
];
const KL: [u32; 5] = [0, 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xa953fd4e];
const KR: [u32; 5] = [0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0x7a6d76e9, 0];
/// The five boolean functions, by round.
fn f(round: usize, x: u32, y: u32, z: u32) -> u32 {
    match round {
        0 => x ^ y ^ z,
        1 => (x & y) | (!x & z),
        2 => (x | !y) ^ z,
        3 => (x & z) | (y & !z),
        _ => x ^ (y | !z),
    }
}

/// RIPEMD-160: two parallel lines of five 16-step rounds.
pub(super) fn ripemd160(data: &[u8]) -> Vec<u8> {
    let mut h: [u32; 5] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
    md_blocks::<64>(data, 8, false, |block| {
        let x = le_words(block);
        let [mut al, mut bl, mut cl, mut dl, mut el] = h;
        let [mut ar, mut br, mut cr, mut dr, mut er] = h;
        for j in 0..80 {
            let r = j / 16;
            let t = al
                .wrapping_add(f(r, bl, cl, dl))
                .wrapping_add(x[RL[j]])
                .wrapping_add(KL[r])
                .rotate_left(SL[j])
                .wrapping_add(el);
            (al, el, dl, cl, bl) = (el, dl, cl.rotate_left(10), bl, t);
            let t = ar
                .wrapping_add(f(4 - r, br, cr, dr))
                .wrapping_add(x[RR[j]])
                .wrapping_add(KR[r])
                .rotate_left(SR[j])
                .wrapping_add(er);
            (ar, er, dr, cr, br) = (er, dr, cr.rotate_left(10), br, t);
        }
        let t = h[1].wrapping_add(cl).wrapping_add(dr);
        h[1] = h[2].wrapping_add(dl).wrapping_add(er);
        h[2] = h[3].wrapping_add(el).wrapping_add(ar);
        h[3] = h[4].wrapping_add(al).wrapping_add(br);
        h[4] = h[0].wrapping_add(bl).wrapping_add(cr);
        h[0] = t;
    });
    le_digest::<20>(&h)
}

/// The four-round compression both RIPEMD-128 and RIPEMD-256 use, one line
/// at a time: `right` selects the second line's words, shifts and constants.
fn ripemd4_step(right: bool, j: usize, v: &mut [u32; 4], x: &[u32; 16]) {
    const KR4: [u32; 4] = [0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0];
    let r = j / 16;
    let (k, sel, sh, fr) = if right {
        (KR4[r], RR[j], SR[j], 3 - r)
    } else {
        (KL[r], RL[j], SL[j], r)
    };
    let [a, b, c, d] = *v;
    let t = a
        .wrapping_add(f(fr, b, c, d))
        .wrapping_add(x[sel])
        .wrapping_add(k)
        .rotate_left(sh);
    *v = [d, t, b, c];
}

/// RIPEMD-128: two parallel lines of four 16-step rounds.
pub(super) fn ripemd128(data: &[u8]) -> Vec<u8> {
    let mut h: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
    md_blocks::<64>(data, 8, false, |block| {
        let x = le_words(block);
        let (mut l, mut r) = (h, h);
        for j in 0..64 {
            ripemd4_step(false, j, &mut l, &x);
            ripemd4_step(true, j, &mut r, &x);
        }
        let t = h[1].wrapping_add(l[2]).wrapping_add(r[3]);
        h[1] = h[2].wrapping_add(l[3]).wrapping_add(r[0]);
        h[2] = h[3].wrapping_add(l[0]).wrapping_add(r[1]);
        h[3] = h[0].wrapping_add(l[1]).wrapping_add(r[2]);
        h[0] = t;
    });
    le_digest::<16>(&h)
}

/// RIPEMD-256: RIPEMD-128's lines kept apart, exchanging one word after each round.
pub(super) fn ripemd256(data: &[u8]) -> Vec<u8> {
    let mut h: [u32; 8] = [
        0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0x76543210, 0xfedcba98, 0x89abcdef,
        0x01234567,
    ];
    md_blocks::<64>(data, 8, false, |block| {
        let x = le_words(block);
        let mut l = [h[0], h[1], h[2], h[3]];
        let mut r = [h[4], h[5], h[6], h[7]];
        for j in 0..64 {
            ripemd4_step(false, j, &mut l, &x);
            ripemd4_step(true, j, &mut r, &x);
            if j % 16 == 15 {
                // After round n the n-th of a, b, c, d changes sides.
                let w = [0, 1, 2, 3][j / 16];
                std::mem::swap(&mut l[w], &mut r[w]);
            }
        }
        for i in 0..4 {
            h[i] = h[i].wrapping_add(l[i]);
            h[i + 4] = h[i + 4].wrapping_add(r[i]);
        }
    });
    le_digest::<32>(&h)
}

/// RIPEMD-320: RIPEMD-160's lines kept apart, exchanging one word after each round.
pub(super) fn ripemd320(data: &[u8]) -> Vec<u8> {
    let mut h: [u32; 10] = [
        0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0, 0x76543210, 0xfedcba98,
        0x89abcdef, 0x01234567, 0x3c2d1e0f,
    ];
    md_blocks::<64>(data, 8, false, |block| {
        let x = le_words(block);
        let [mut al, mut bl, mut cl, mut dl, mut el] = [h[0], h[1], h[2], h[3], h[4]];
        let [mut ar, mut br, mut cr, mut dr, mut er] = [h[5], h[6], h[7], h[8], h[9]];
        for j in 0..80 {
            let r = j / 16;
            let t = al
                .wrapping_add(f(r, bl, cl, dl))
                .wrapping_add(x[RL[j]])
                .wrapping_add(KL[r])
                .rotate_left(SL[j])
                .wrapping_add(el);
            (al, el, dl, cl, bl) = (el, dl, cl.rotate_left(10), bl, t);
            let t = ar
                .wrapping_add(f(4 - r, br, cr, dr))
                .wrapping_add(x[RR[j]])
                .wrapping_add(KR[r])
                .rotate_left(SR[j])
                .wrapping_add(er);
            (ar, er, dr, cr, br) = (er, dr, cr.rotate_left(10), br, t);
            // After each round one of b, d, a, c, e changes sides.
            match j {
                15 => std::mem::swap(&mut bl, &mut br),
                31 => std::mem::swap(&mut dl, &mut dr),
                47 => std::mem::swap(&mut al, &mut ar),
                63 => std::mem::swap(&mut cl, &mut cr),
                79 => std::mem::swap(&mut el, &mut er),
                _ => {}
            }
        }
        for (s, v) in h.iter_mut().zip([al, bl, cl, dl, el, ar, br, cr, dr, er]) {
            *s = s.wrapping_add(v);
        }
    });
    le_digest::<40>(&h)
}
