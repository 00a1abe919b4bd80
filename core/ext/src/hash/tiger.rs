//! Tiger (Anderson and Biham, 1996) with 3 or 4 passes, digests of 128, 160
//! or 192 bits (prefixes of the 192-bit one), as php's tiger*,3/tiger*,4.
//! The four S-boxes are not typed in: they are generated the way the
//! designers specify, by shuffling identity boxes with Tiger's own
//! compression function run over a fixed sentence.

use std::sync::OnceLock;

type Sboxes = [[u64; 256]; 4];

const IV: [u64; 3] = [0x0123456789ABCDEF, 0xFEDCBA9876543210, 0xF096A5B4C3B2E187];

fn sboxes() -> &'static Sboxes {
    static T: OnceLock<Box<Sboxes>> = OnceLock::new();
    T.get_or_init(generate)
}

/// The designers' generation: every box starts as the identity in each of
/// its eight byte columns; five passes swap entries, each swap choosing its
/// partner from a byte of a state that is recompressed every three swaps
/// (with the boxes as they are so far).
fn generate() -> Box<Sboxes> {
    let text = b"Tiger - A Fast New Hash Function, by Ross Anderson and Eli Biham";
    let mut words = [0u64; 8];
    for (w, c) in words.iter_mut().zip(text.chunks_exact(8)) {
        *w = u64::from_le_bytes(c.try_into().expect("8 bytes"));
    }
    let mut t: Box<Sboxes> = Box::new([[0; 256]; 4]);
    for b in t.iter_mut() {
        for (i, e) in b.iter_mut().enumerate() {
            *e = (i as u64) * 0x0101_0101_0101_0101;
        }
    }
    let mut state = IV;
    let mut abc = 2;
    for _ in 0..5 {
        for i in 0..256 {
            for sb in 0..4 {
                abc += 1;
                if abc == 3 {
                    abc = 0;
                    compress(&t, &mut state, &words, 3);
                }
                for col in 0..8 {
                    let j = usize::from(state[abc].to_le_bytes()[col]);
                    let shift = 8 * col;
                    let a = (t[sb][i] >> shift) & 0xff;
                    let b = (t[sb][j] >> shift) & 0xff;
                    t[sb][i] = (t[sb][i] & !(0xff << shift)) | (b << shift);
                    t[sb][j] = (t[sb][j] & !(0xff << shift)) | (a << shift);
                }
            }
        }
    }
    t
}

#[inline(always)]
fn round(t: &Sboxes, a: &mut u64, b: &mut u64, c: &mut u64, x: u64, mul: u64) {
    *c ^= x;
    let cb = c.to_le_bytes().map(usize::from);
    *a = a.wrapping_sub(t[0][cb[0]] ^ t[1][cb[2]] ^ t[2][cb[4]] ^ t[3][cb[6]]);
    *b = b.wrapping_add(t[3][cb[1]] ^ t[2][cb[3]] ^ t[1][cb[5]] ^ t[0][cb[7]]);
    *b = b.wrapping_mul(mul);
}

fn pass(t: &Sboxes, s: [&mut u64; 3], x: &[u64; 8], mul: u64) {
    let [a, b, c] = s;
    round(t, a, b, c, x[0], mul);
    round(t, b, c, a, x[1], mul);
    round(t, c, a, b, x[2], mul);
    round(t, a, b, c, x[3], mul);
    round(t, b, c, a, x[4], mul);
    round(t, c, a, b, x[5], mul);
    round(t, a, b, c, x[6], mul);
    round(t, b, c, a, x[7], mul);
}

fn key_schedule(x: &mut [u64; 8]) {
    x[0] = x[0].wrapping_sub(x[7] ^ 0xA5A5A5A5A5A5A5A5);
    x[1] ^= x[0];
    x[2] = x[2].wrapping_add(x[1]);
    x[3] = x[3].wrapping_sub(x[2] ^ ((!x[1]) << 19));
    x[4] ^= x[3];
    x[5] = x[5].wrapping_add(x[4]);
    x[6] = x[6].wrapping_sub(x[5] ^ ((!x[4]) >> 23));
    x[7] ^= x[6];
    x[0] = x[0].wrapping_add(x[7]);
    x[1] = x[1].wrapping_sub(x[0] ^ ((!x[7]) << 19));
    x[2] ^= x[1];
    x[3] = x[3].wrapping_add(x[2]);
    x[4] = x[4].wrapping_sub(x[3] ^ ((!x[2]) >> 23));
    x[5] ^= x[4];
    x[6] = x[6].wrapping_add(x[5]);
    x[7] = x[7].wrapping_sub(x[6] ^ 0x0123456789ABCDEF);
}

fn compress(t: &Sboxes, state: &mut [u64; 3], block: &[u64; 8], passes: usize) {
    let mut x = *block;
    let [mut a, mut b, mut c] = *state;
    pass(t, [&mut a, &mut b, &mut c], &x, 5);
    key_schedule(&mut x);
    pass(t, [&mut c, &mut a, &mut b], &x, 7);
    key_schedule(&mut x);
    pass(t, [&mut b, &mut c, &mut a], &x, 9);
    for _ in 3..passes {
        key_schedule(&mut x);
        pass(t, [&mut a, &mut b, &mut c], &x, 9);
        (a, b, c) = (c, a, b);
    }
    state[0] ^= a;
    state[1] = b.wrapping_sub(state[1]);
    state[2] = c.wrapping_add(state[2]);
}

/// `tiger{bits},{passes}`: Tiger's 0x01 padding, a little-endian length,
/// words output little-endian.
pub(super) fn tiger(data: &[u8], passes: usize, bytes: usize) -> Vec<u8> {
    let t = sboxes();
    let mut state = IV;
    // Tiger pads with 0x01 where the MD family has 0x80.
    let whole = data.len() / 64 * 64;
    let mut run = |block: &[u8; 64]| {
        let mut x = [0u64; 8];
        for (w, c) in x.iter_mut().zip(block.chunks_exact(8)) {
            *w = u64::from_le_bytes(c.try_into().expect("8 bytes"));
        }
        compress(t, &mut state, &x, passes);
    };
    for c in data[..whole].chunks_exact(64) {
        run(c.try_into().expect("64 bytes"));
    }
    let rest = &data[whole..];
    let mut tail = [0u8; 128];
    tail[..rest.len()].copy_from_slice(rest);
    tail[rest.len()] = 0x01;
    let n = if rest.len() < 56 { 64 } else { 128 };
    let bits = (data.len() as u64).wrapping_mul(8);
    tail[n - 8..n].copy_from_slice(&bits.to_le_bytes());
    for c in tail[..n].chunks_exact(64) {
        run(c.try_into().expect("64 bytes"));
    }
    let mut out: Vec<u8> = state.iter().flat_map(|w| w.to_le_bytes()).collect();
    out.truncate(bytes);
    out
}
