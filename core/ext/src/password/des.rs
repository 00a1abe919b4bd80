//! The DES-based crypt(3) schemes: the traditional one (2-character salt,
//! 8-character key, 25 encryptions) and BSDi's extended one (`_` + 4
//! characters of iteration count + 4 of salt, keys of any length folded in).
//!
//! Both encrypt a zero block with DES whose E-box output is perturbed by the
//! salt: each set salt bit swaps two bits of the expanded half-block. The
//! tables are FIPS 46-3's, numbered from 1 at the most significant bit.

use super::b64::{ascii64_value, ITOA64};

/// Initial permutation.
const IP: [u8; 64] = [
    58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, //
    62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8, //
    57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, //
    61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];

/// Final permutation (the inverse of [`IP`]).
const FP: [u8; 64] = [
    40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, //
    38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29, //
    36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27, //
    34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25,
];

/// Permuted choice 1: the key's 56 non-parity bits.
const PC1: [u8; 56] = [
    57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, //
    10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36, //
    63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, //
    14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];

/// Permuted choice 2: 48 bits of the rotated halves for each round key.
const PC2: [u8; 48] = [
    14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, //
    23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, //
    41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, //
    44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];

/// Left rotations of the key halves before each round.
const SHIFTS: [u32; 16] = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

/// The P permutation applied to the S-boxes' 32-bit output.
const P: [u8; 32] = [
    16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, //
    2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
];

/// The eight S-boxes, each as 4 rows of 16.
const SBOX: [[u8; 64]; 8] = [
    [
        14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, //
        0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8, //
        4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, //
        15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
    ],
    [
        15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, //
        3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5, //
        0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, //
        13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
    ],
    [
        10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, //
        13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1, //
        13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, //
        1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
    ],
    [
        7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, //
        13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9, //
        10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, //
        3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
    ],
    [
        2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, //
        14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6, //
        4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, //
        11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
    ],
    [
        12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, //
        10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8, //
        9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, //
        4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
    ],
    [
        4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, //
        13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6, //
        1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, //
        6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
    ],
    [
        13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, //
        1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2, //
        7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, //
        2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
    ],
];

/// Each S-box fused with P: `SP[j][x]` is P applied to S-box `j`'s output
/// for the 6-bit input `x`, placed at that box's nibble. A round's f() is
/// then the OR of eight lookups.
static SP: [[u32; 64]; 8] = build_sp();

const fn build_sp() -> [[u32; 64]; 8] {
    let mut t = [[0u32; 64]; 8];
    let mut j = 0;
    while j < 8 {
        let mut x = 0;
        while x < 64 {
            let row = ((x >> 4) & 2) | (x & 1);
            let col = (x >> 1) & 15;
            let nibble = (SBOX[j][row * 16 + col] as u32) << (28 - 4 * j);
            let mut out = 0u32;
            let mut i = 0;
            while i < 32 {
                if (nibble >> (32 - P[i] as u32)) & 1 == 1 {
                    out |= 1 << (31 - i);
                }
                i += 1;
            }
            t[j][x] = out;
            x += 1;
        }
        j += 1;
    }
    t
}

/// Output bit `i` (from the top of a `table.len()`-bit result) is input bit
/// `table[i]` of a `width`-bit input, both numbered from 1 at the top.
fn permute(input: u64, width: u32, table: &[u8]) -> u64 {
    table.iter().fold(0, |out, &t| {
        (out << 1) | ((input >> (width - u32::from(t))) & 1)
    })
}

/// The 16 round keys, each as eight 6-bit groups lined up with the S-boxes.
struct Schedule([[u8; 8]; 16]);

fn schedule(key: u64) -> Schedule {
    let cd = permute(key, 64, &PC1);
    let (mut c, mut d) = ((cd >> 28) as u32, (cd & 0x0FFF_FFFF) as u32);
    let mut keys = [[0u8; 8]; 16];
    for (round, k) in keys.iter_mut().enumerate() {
        let s = SHIFTS[round];
        c = ((c << s) | (c >> (28 - s))) & 0x0FFF_FFFF;
        d = ((d << s) | (d >> (28 - s))) & 0x0FFF_FFFF;
        let bits = permute((u64::from(c) << 28) | u64::from(d), 56, &PC2);
        for (j, g) in k.iter_mut().enumerate() {
            *g = ((bits >> (42 - 6 * j)) & 0x3F) as u8;
        }
    }
    Schedule(keys)
}

/// The salt as four 6-bit masks: bit `i` of the salt swaps bits `i` and
/// `i + 24` of the expanded half-block, i.e. the same bit of E-box groups
/// `i / 6` and `i / 6 + 4`.
fn salt_masks(salt: u32) -> [u8; 4] {
    let mut m = [0u8; 4];
    for i in 0..24 {
        if salt >> i & 1 == 1 {
            m[i / 6] |= 1 << (5 - i % 6);
        }
    }
    m
}

/// Encrypts `block` `count` times in a row. The final and initial
/// permutations between two encryptions cancel, so they are applied once.
fn encrypt(block: u64, keys: &Schedule, salt: [u8; 4], count: u32) -> u64 {
    let x = permute(block, 64, &IP);
    let (mut l, mut r) = ((x >> 32) as u32, x as u32);
    for _ in 0..count {
        for k in &keys.0 {
            // The E-box: group j is bits 4j..4j+5 of R (1-based, wrapping).
            let mut e = [0u8; 8];
            for (j, g) in e.iter_mut().enumerate() {
                *g = (r.rotate_left((4 * j as u32 + 5) % 32) & 0x3F) as u8;
            }
            for c in 0..4 {
                let t = (e[c] ^ e[c + 4]) & salt[c];
                e[c] ^= t;
                e[c + 4] ^= t;
            }
            let f = (0..8).fold(0, |f, j| f | SP[j][usize::from(e[j] ^ k[j])]);
            (l, r) = (r, l ^ f);
        }
        // One encryption's output is R16 L16.
        (l, r) = (r, l);
    }
    permute((u64::from(l) << 32) | u64::from(r), 64, &FP)
}

/// The first 8 bytes of `key` (NUL-padded), each shifted up one bit.
fn key_block(key: &[u8]) -> u64 {
    (0..8).fold(0, |k, i| {
        (k << 8) | u64::from(key.get(i).copied().unwrap_or(0) << 1)
    })
}

/// 64 bits as 11 characters, most significant first.
fn encode(out: &mut Vec<u8>, v: u64) {
    for i in 0..11 {
        let bits = if i < 10 { v >> (58 - 6 * i) } else { v << 2 };
        out.push(ITOA64[(bits & 0x3F) as usize]);
    }
}

/// The value of a salt/count character, `None` if it is not one of
/// `./0-9A-Za-z`.
fn digit(c: Option<&u8>) -> Option<u32> {
    c.and_then(|&c| ascii64_value(c)).map(u32::from)
}

/// Traditional DES crypt: `None` unless `setting` starts with two salt
/// characters. `key` holds no NUL.
pub(super) fn crypt_std(key: &[u8], setting: &[u8]) -> Option<Vec<u8>> {
    let salt = digit(setting.first())? | digit(setting.get(1))? << 6;
    let block = encrypt(0, &schedule(key_block(key)), salt_masks(salt), 25);
    let mut out = setting[..2].to_vec();
    encode(&mut out, block);
    Some(out)
}

/// Extended DES crypt: `setting` is `_` followed by 4 characters of count
/// and 4 of salt (least significant first); `None` if any is invalid or
/// the count is zero.
pub(super) fn crypt_ext(key: &[u8], setting: &[u8]) -> Option<Vec<u8>> {
    let field = |from: usize| -> Option<u32> {
        (0..4).try_fold(0, |acc, i| {
            Some(acc | digit(setting.get(from + i))? << (6 * i))
        })
    };
    let count = field(1)?;
    let salt = field(5)?;
    if count == 0 {
        return None;
    }
    // Keys longer than 8 characters: encrypt the key block with itself and
    // fold in the next 8 characters, until none are left.
    let mut kb = key_block(key);
    let mut keys = schedule(kb);
    for chunk in key.chunks(8).skip(1) {
        kb = encrypt(kb, &keys, [0; 4], 1);
        for (i, &c) in chunk.iter().enumerate() {
            kb ^= u64::from(c << 1) << (56 - 8 * i);
        }
        keys = schedule(kb);
    }
    let block = encrypt(0, &keys, salt_masks(salt), count);
    let mut out = setting[..9].to_vec();
    encode(&mut out, block);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_des_known_answer() {
        // FIPS 81's sample: key 0123456789abcdef, "Now is t" → 3fa40e8a984d4815.
        let ks = schedule(0x0123_4567_89ab_cdef);
        assert_eq!(
            encrypt(0x4e6f_7720_6973_2074, &ks, [0; 4], 1),
            0x3fa4_0e8a_984d_4815
        );
    }

    #[test]
    fn crypt_matches_php() {
        assert_eq!(crypt_std(b"pass", b"ab").unwrap(), b"abccBcrPOxnLU");
        assert_eq!(crypt_std(b"", b"ab").unwrap(), b"abmF1QH4PEr.E");
        assert_eq!(
            crypt_ext(b"pass", b"_J9..rasm").unwrap(),
            b"_J9..rasmQdkFnFzbQ9g"
        );
        assert!(crypt_std(b"pass", b"a$").is_none());
        assert!(crypt_ext(b"pass", b"_....rasm").is_none());
    }
}
