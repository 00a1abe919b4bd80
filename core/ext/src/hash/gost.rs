//! GOST R 34.11-94: a 256-bit hash whose step function enciphers the state
//! with four GOST 28147-89 keys derived from the state and the message
//! block, then mixes with the ψ shift register. `gost` uses the standard's
//! test S-boxes, `gost-crypto` the CryptoPro parameter set (RFC 4357).

/// Eight 4-bit S-boxes, the first for the lowest nibble.
type Sbox = [[u8; 16]; 8];

pub(super) const TEST_SBOX: Sbox = [
    [4, 10, 9, 2, 13, 8, 0, 14, 6, 11, 1, 12, 7, 15, 5, 3],
    [14, 11, 4, 12, 6, 13, 15, 10, 2, 3, 8, 1, 0, 7, 5, 9],
    [5, 8, 1, 13, 10, 3, 4, 2, 14, 15, 12, 7, 6, 0, 9, 11],
    [7, 13, 10, 1, 0, 8, 9, 15, 14, 4, 6, 12, 11, 2, 5, 3],
    [6, 12, 7, 1, 5, 15, 13, 8, 4, 10, 9, 14, 0, 3, 11, 2],
    [4, 11, 10, 0, 7, 2, 1, 13, 3, 6, 8, 5, 9, 12, 15, 14],
    [13, 11, 4, 1, 3, 15, 5, 9, 0, 10, 14, 7, 6, 8, 2, 12],
    [1, 15, 13, 0, 5, 7, 10, 4, 9, 2, 3, 14, 6, 11, 8, 12],
];

pub(super) const CRYPTOPRO_SBOX: Sbox = [
    [10, 4, 5, 6, 8, 1, 3, 7, 13, 12, 14, 0, 9, 2, 11, 15],
    [5, 15, 4, 0, 2, 13, 11, 9, 1, 7, 6, 3, 12, 14, 10, 8],
    [7, 15, 12, 14, 9, 4, 1, 0, 3, 11, 5, 2, 6, 10, 8, 13],
    [4, 10, 7, 12, 0, 15, 2, 8, 14, 1, 6, 5, 13, 11, 9, 3],
    [7, 6, 4, 11, 9, 12, 2, 10, 1, 8, 0, 14, 15, 13, 3, 5],
    [7, 6, 2, 4, 13, 9, 15, 0, 10, 1, 5, 11, 8, 14, 12, 3],
    [13, 14, 4, 1, 7, 0, 5, 10, 3, 12, 8, 15, 6, 2, 9, 11],
    [1, 3, 10, 9, 5, 11, 4, 15, 8, 6, 7, 14, 13, 0, 2, 12],
];

type Block = [u8; 32];

/// GOST 28147-89 in simple-substitution mode on one 64-bit block.
fn encrypt(sbox: &Sbox, key: &Block, block: &[u8]) -> [u8; 8] {
    let k: [u32; 8] = std::array::from_fn(|i| {
        u32::from_le_bytes(key[4 * i..4 * i + 4].try_into().expect("4 bytes"))
    });
    let mut n1 = u32::from_le_bytes(block[0..4].try_into().expect("4 bytes"));
    let mut n2 = u32::from_le_bytes(block[4..8].try_into().expect("4 bytes"));
    for round in 0..32 {
        let ki = if round < 24 {
            k[round % 8]
        } else {
            k[7 - round % 8]
        };
        let x = n1.wrapping_add(ki);
        let mut s = 0u32;
        for (j, b) in sbox.iter().enumerate() {
            s |= u32::from(b[((x >> (4 * j)) & 15) as usize]) << (4 * j);
        }
        let t = n2 ^ s.rotate_left(11);
        n2 = n1;
        n1 = t;
    }
    let mut out = [0u8; 8];
    out[..4].copy_from_slice(&n2.to_le_bytes());
    out[4..].copy_from_slice(&n1.to_le_bytes());
    out
}

fn xor(a: &Block, b: &Block) -> Block {
    std::array::from_fn(|i| a[i] ^ b[i])
}

/// A: the 64-bit words y4..y1 become (y1 ^ y2), y4, y3, y2.
fn a(y: &Block) -> Block {
    let mut out = [0u8; 32];
    out[..24].copy_from_slice(&y[8..32]);
    for i in 0..8 {
        out[24 + i] = y[i] ^ y[8 + i];
    }
    out
}

/// P: byte i + 4(k - 1) of the result is byte 8i + k - 1 of the input.
fn p(y: &Block) -> Block {
    let mut out = [0u8; 32];
    for i in 0..4 {
        for k in 0..8 {
            out[i + 4 * k] = y[8 * i + k];
        }
    }
    out
}

/// ψ: the sixteen 16-bit words shift down one; the new top word is
/// y1 ^ y2 ^ y3 ^ y4 ^ y13 ^ y16.
fn psi(y: &mut Block) {
    let w = |i: usize| [y[2 * i], y[2 * i + 1]];
    let mut top = [0u8; 2];
    for i in [0, 1, 2, 3, 12, 15] {
        let v = w(i);
        top[0] ^= v[0];
        top[1] ^= v[1];
    }
    y.copy_within(2..32, 0);
    y[30..32].copy_from_slice(&top);
}

fn step(sbox: &Sbox, h: &mut Block, m: &Block) {
    // C3 of the key schedule, least significant byte first.
    const C3: Block = [
        0x00, 0xff, 0x00, 0xff, 0x00, 0xff, 0x00, 0xff, 0xff, 0x00, 0xff, 0x00, 0xff, 0x00, 0xff,
        0x00, 0x00, 0xff, 0xff, 0x00, 0xff, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, 0x00, 0xff, 0xff,
        0x00, 0xff,
    ];
    let mut u = *h;
    let mut v = *m;
    let mut s = [0u8; 32];
    for j in 0..4 {
        if j > 0 {
            u = a(&u);
            if j == 2 {
                u = xor(&u, &C3);
            }
            v = a(&a(&v));
        }
        let key = p(&xor(&u, &v));
        s[8 * j..8 * j + 8].copy_from_slice(&encrypt(sbox, &key, &h[8 * j..8 * j + 8]));
    }
    for _ in 0..12 {
        psi(&mut s);
    }
    let mut t = xor(&s, m);
    psi(&mut t);
    let mut t = xor(h, &t);
    for _ in 0..61 {
        psi(&mut t);
    }
    *h = t;
}

/// Adds `m` to the 256-bit little-endian checksum.
fn add(sum: &mut Block, m: &Block) {
    let mut carry = 0u16;
    for (s, &b) in sum.iter_mut().zip(m) {
        let v = u16::from(*s) + u16::from(b) + carry;
        *s = v as u8;
        carry = v >> 8;
    }
}

pub(super) fn gost(data: &[u8], sbox: &Sbox) -> Vec<u8> {
    let mut h = [0u8; 32];
    let mut sum = [0u8; 32];
    let mut chunks = data.chunks_exact(32);
    for c in &mut chunks {
        let m: Block = c.try_into().expect("32 bytes");
        step(sbox, &mut h, &m);
        add(&mut sum, &m);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut m = [0u8; 32];
        m[..rest.len()].copy_from_slice(rest);
        step(sbox, &mut h, &m);
        add(&mut sum, &m);
    }
    let mut len = [0u8; 32];
    len[..16].copy_from_slice(&(data.len() as u128).wrapping_mul(8).to_le_bytes());
    step(sbox, &mut h, &len);
    step(sbox, &mut h, &sum);
    h.to_vec()
}
