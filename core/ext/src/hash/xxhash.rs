//! Yann Collet's xxHash: XXH32, XXH64, XXH3-64 and XXH3-128, after the
//! xxHash specification (doc/xxhash_spec.md, v0.1.1). Digests are the
//! canonical big-endian forms PHP prints.

const P32_1: u32 = 0x9e37_79b1;
const P32_2: u32 = 0x85eb_ca77;
const P32_3: u32 = 0xc2b2_ae3d;
const P32_4: u32 = 0x27d4_eb2f;
const P32_5: u32 = 0x1656_67b1;
const P64_1: u64 = 0x9e37_79b1_85eb_ca87;
const P64_2: u64 = 0xc2b2_ae3d_27d4_eb4f;
const P64_3: u64 = 0x1656_67b1_9e37_79f9;
const P64_4: u64 = 0x85eb_ca77_c2b2_ae63;
const P64_5: u64 = 0x27d4_eb2f_1656_67c5;
const PRIME_MX1: u64 = 0x1656_6791_9e37_79f9;
const PRIME_MX2: u64 = 0x9fb2_1c65_1e98_df25;

/// XXH3's default 192-byte secret.
pub(super) const DEFAULT_SECRET: [u8; 192] = [
    0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad, 0x1c,
    0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3, 0x67, 0x1f,
    0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc, 0xff, 0x72, 0x21,
    0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6, 0x81, 0x3a, 0x26, 0x4c,
    0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65, 0x8b, 0x1b, 0x53, 0x2e, 0xa3,
    0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19, 0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8,
    0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9, 0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d,
    0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31, 0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64,
    0xea, 0xc5, 0xac, 0x83, 0x34, 0xd3, 0xeb, 0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb,
    0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0, 0xda, 0x49, 0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e,
    0x2b, 0x16, 0xbe, 0x58, 0x7d, 0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce,
    0x45, 0xcb, 0x3a, 0x8f, 0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
];

/// The smallest secret XXH3 accepts.
pub(super) const SECRET_SIZE_MIN: usize = 136;

fn r32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().expect("4 bytes"))
}
fn r64(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().expect("8 bytes"))
}

/// XXH32.
pub(super) fn xxh32(data: &[u8], seed: u32) -> Vec<u8> {
    let round = |acc: u32, lane: u32| {
        acc.wrapping_add(lane.wrapping_mul(P32_2))
            .rotate_left(13)
            .wrapping_mul(P32_1)
    };
    let mut stripes = data.chunks_exact(16);
    let mut acc = if data.len() >= 16 {
        let mut v = [
            seed.wrapping_add(P32_1).wrapping_add(P32_2),
            seed.wrapping_add(P32_2),
            seed,
            seed.wrapping_sub(P32_1),
        ];
        for s in &mut stripes {
            for (i, vi) in v.iter_mut().enumerate() {
                *vi = round(*vi, r32(s, 4 * i));
            }
        }
        v[0].rotate_left(1)
            .wrapping_add(v[1].rotate_left(7))
            .wrapping_add(v[2].rotate_left(12))
            .wrapping_add(v[3].rotate_left(18))
    } else {
        seed.wrapping_add(P32_5)
    };
    acc = acc.wrapping_add(data.len() as u32);
    let rest = if data.len() >= 16 {
        stripes.remainder()
    } else {
        data
    };
    let mut words = rest.chunks_exact(4);
    for w in &mut words {
        acc = acc
            .wrapping_add(r32(w, 0).wrapping_mul(P32_3))
            .rotate_left(17)
            .wrapping_mul(P32_4);
    }
    for &b in words.remainder() {
        acc = acc
            .wrapping_add((b as u32).wrapping_mul(P32_5))
            .rotate_left(11)
            .wrapping_mul(P32_1);
    }
    acc ^= acc >> 15;
    acc = acc.wrapping_mul(P32_2);
    acc ^= acc >> 13;
    acc = acc.wrapping_mul(P32_3);
    acc ^= acc >> 16;
    acc.to_be_bytes().to_vec()
}

fn xxh64_round(acc: u64, lane: u64) -> u64 {
    acc.wrapping_add(lane.wrapping_mul(P64_2))
        .rotate_left(31)
        .wrapping_mul(P64_1)
}

fn avalanche_xxh64(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(P64_2);
    x ^= x >> 29;
    x = x.wrapping_mul(P64_3);
    x ^ (x >> 32)
}

/// XXH64.
pub(super) fn xxh64(data: &[u8], seed: u64) -> Vec<u8> {
    let mut stripes = data.chunks_exact(32);
    let mut acc = if data.len() >= 32 {
        let mut v = [
            seed.wrapping_add(P64_1).wrapping_add(P64_2),
            seed.wrapping_add(P64_2),
            seed,
            seed.wrapping_sub(P64_1),
        ];
        for s in &mut stripes {
            for (i, vi) in v.iter_mut().enumerate() {
                *vi = xxh64_round(*vi, r64(s, 8 * i));
            }
        }
        let mut acc = v[0]
            .rotate_left(1)
            .wrapping_add(v[1].rotate_left(7))
            .wrapping_add(v[2].rotate_left(12))
            .wrapping_add(v[3].rotate_left(18));
        for vi in v {
            acc = (acc ^ xxh64_round(0, vi))
                .wrapping_mul(P64_1)
                .wrapping_add(P64_4);
        }
        acc
    } else {
        seed.wrapping_add(P64_5)
    };
    acc = acc.wrapping_add(data.len() as u64);
    let rest = if data.len() >= 32 {
        stripes.remainder()
    } else {
        data
    };
    let mut words = rest.chunks_exact(8);
    for w in &mut words {
        acc = (acc ^ xxh64_round(0, r64(w, 0)))
            .rotate_left(27)
            .wrapping_mul(P64_1)
            .wrapping_add(P64_4);
    }
    let mut rest = words.remainder();
    if rest.len() >= 4 {
        acc = (acc ^ (r32(rest, 0) as u64).wrapping_mul(P64_1))
            .rotate_left(23)
            .wrapping_mul(P64_2)
            .wrapping_add(P64_3);
        rest = &rest[4..];
    }
    for &b in rest {
        acc = (acc ^ (b as u64).wrapping_mul(P64_5))
            .rotate_left(11)
            .wrapping_mul(P64_1);
    }
    avalanche_xxh64(acc).to_be_bytes().to_vec()
}

// ---- XXH3 ----

fn avalanche(mut x: u64) -> u64 {
    x ^= x >> 37;
    x = x.wrapping_mul(PRIME_MX1);
    x ^ (x >> 32)
}

fn mul128_fold64(a: u64, b: u64) -> u64 {
    let m = (a as u128) * (b as u128);
    (m as u64) ^ ((m >> 64) as u64)
}

/// The secret a seed selects for inputs over 240 bytes.
fn derive_secret(seed: u64) -> [u8; 192] {
    let mut s = DEFAULT_SECRET;
    for (i, w) in s.chunks_exact_mut(8).enumerate() {
        let v = u64::from_le_bytes((&*w).try_into().expect("8 bytes"));
        let v = if i % 2 == 0 {
            v.wrapping_add(seed)
        } else {
            v.wrapping_sub(seed)
        };
        w.copy_from_slice(&v.to_le_bytes());
    }
    s
}

fn mix_step(data: &[u8], secret: &[u8], at: usize, seed: u64) -> u64 {
    mul128_fold64(
        r64(data, 0) ^ r64(secret, at).wrapping_add(seed),
        r64(data, 8) ^ r64(secret, at + 8).wrapping_sub(seed),
    )
}

/// XXH3-128's paired mixing of two 16-byte chunks into both accumulators.
fn mix_two(acc: &mut [u64; 2], d1: &[u8], d2: &[u8], secret: &[u8], at: usize, seed: u64) {
    acc[0] = acc[0].wrapping_add(mix_step(d1, secret, at, seed));
    acc[1] = acc[1].wrapping_add(mix_step(d2, secret, at + 16, seed));
    acc[0] ^= r64(d2, 0).wrapping_add(r64(d2, 8));
    acc[1] ^= r64(d1, 0).wrapping_add(r64(d1, 8));
}

/// The eight accumulators of the long-input loop, after all stripes.
fn long_accumulate(data: &[u8], secret: &[u8]) -> [u64; 8] {
    let mut acc = [
        P32_3 as u64,
        P64_1,
        P64_2,
        P64_3,
        P64_4,
        P32_2 as u64,
        P64_5,
        P32_1 as u64,
    ];
    let accumulate = |acc: &mut [u64; 8], stripe: &[u8], at: usize| {
        for i in 0..8 {
            let v = r64(stripe, 8 * i);
            let key = v ^ r64(secret, at + 8 * i);
            acc[i ^ 1] = acc[i ^ 1].wrapping_add(v);
            acc[i] = acc[i].wrapping_add((key & 0xffff_ffff).wrapping_mul(key >> 32));
        }
    };
    let stripes_per_block = (secret.len() - 64) / 8;
    let block_len = 64 * stripes_per_block;
    let blocks = (data.len() - 1) / block_len;
    let last_key = &secret[secret.len() - 64..];
    for block in data.chunks_exact(block_len).take(blocks) {
        for (n, stripe) in block.chunks_exact(64).enumerate() {
            accumulate(&mut acc, stripe, n * 8);
        }
        for (i, a) in acc.iter_mut().enumerate() {
            *a ^= *a >> 47;
            *a ^= r64(last_key, 8 * i);
            *a = a.wrapping_mul(P32_1 as u64);
        }
    }
    let last = &data[blocks * block_len..];
    for (n, stripe) in last
        .chunks_exact(64)
        .take((last.len() - 1) / 64)
        .enumerate()
    {
        accumulate(&mut acc, stripe, n * 8);
    }
    accumulate(&mut acc, &data[data.len() - 64..], secret.len() - 71);
    acc
}

fn final_merge(acc: &[u64; 8], init: u64, secret: &[u8], at: usize) -> u64 {
    let mut r = init;
    for i in 0..4 {
        r = r.wrapping_add(mul128_fold64(
            acc[2 * i] ^ r64(secret, at + 16 * i),
            acc[2 * i + 1] ^ r64(secret, at + 16 * i + 8),
        ));
    }
    avalanche(r)
}

/// XXH3-64 with a seed, or with a custom secret (then `seed` is 0).
pub(super) fn xxh3_64(data: &[u8], seed: u64, custom: Option<&[u8]>) -> Vec<u8> {
    let secret = custom.unwrap_or(&DEFAULT_SECRET);
    let len = data.len();
    let h = match len {
        0 => avalanche_xxh64(seed ^ r64(secret, 56) ^ r64(secret, 64)),
        1..=3 => {
            let combined = (data[len - 1] as u32)
                | ((len as u32) << 8)
                | ((data[0] as u32) << 16)
                | ((data[len >> 1] as u32) << 24);
            let v = ((r32(secret, 0) ^ r32(secret, 4)) as u64).wrapping_add(seed) ^ combined as u64;
            avalanche_xxh64(v)
        }
        4..=8 => {
            let seed = seed ^ (((seed as u32).swap_bytes() as u64) << 32);
            let combined = r32(data, len - 4) as u64 | ((r32(data, 0) as u64) << 32);
            let mut v = (r64(secret, 8) ^ r64(secret, 16)).wrapping_sub(seed) ^ combined;
            v ^= v.rotate_left(49) ^ v.rotate_left(24);
            v = v.wrapping_mul(PRIME_MX2);
            v ^= (v >> 35).wrapping_add(len as u64);
            v = v.wrapping_mul(PRIME_MX2);
            v ^ (v >> 28)
        }
        9..=16 => {
            let lo = (r64(secret, 24) ^ r64(secret, 32)).wrapping_add(seed) ^ r64(data, 0);
            let hi = (r64(secret, 40) ^ r64(secret, 48)).wrapping_sub(seed) ^ r64(data, len - 8);
            let v = (len as u64)
                .wrapping_add(lo.swap_bytes())
                .wrapping_add(hi)
                .wrapping_add(mul128_fold64(lo, hi));
            avalanche(v)
        }
        17..=128 => {
            let mut acc = (len as u64).wrapping_mul(P64_1);
            for i in (0..=(len - 1) / 32).rev() {
                acc = acc.wrapping_add(mix_step(&data[16 * i..], secret, 32 * i, seed));
                acc = acc.wrapping_add(mix_step(
                    &data[len - 16 * i - 16..],
                    secret,
                    32 * i + 16,
                    seed,
                ));
            }
            avalanche(acc)
        }
        129..=240 => {
            let mut acc = (len as u64).wrapping_mul(P64_1);
            for i in 0..8 {
                acc = acc.wrapping_add(mix_step(&data[16 * i..], secret, 16 * i, seed));
            }
            acc = avalanche(acc);
            for i in 8..len / 16 {
                acc = acc.wrapping_add(mix_step(&data[16 * i..], secret, 16 * (i - 8) + 3, seed));
            }
            acc = acc.wrapping_add(mix_step(&data[len - 16..], secret, 119, seed));
            avalanche(acc)
        }
        _ => {
            let derived;
            let secret = if custom.is_none() && seed != 0 {
                derived = derive_secret(seed);
                &derived[..]
            } else {
                secret
            };
            let acc = long_accumulate(data, secret);
            final_merge(&acc, (len as u64).wrapping_mul(P64_1), secret, 11)
        }
    };
    h.to_be_bytes().to_vec()
}

/// XXH3-128 with a seed, or with a custom secret (then `seed` is 0).
pub(super) fn xxh3_128(data: &[u8], seed: u64, custom: Option<&[u8]>) -> Vec<u8> {
    let secret = custom.unwrap_or(&DEFAULT_SECRET);
    let len = data.len();
    let (lo, hi) = match len {
        0 => (
            avalanche_xxh64(seed ^ r64(secret, 64) ^ r64(secret, 72)),
            avalanche_xxh64(seed ^ r64(secret, 80) ^ r64(secret, 88)),
        ),
        1..=3 => {
            let combined = (data[len - 1] as u32)
                | ((len as u32) << 8)
                | ((data[0] as u32) << 16)
                | ((data[len >> 1] as u32) << 24);
            let lo =
                ((r32(secret, 0) ^ r32(secret, 4)) as u64).wrapping_add(seed) ^ combined as u64;
            let hi = ((r32(secret, 8) ^ r32(secret, 12)) as u64).wrapping_sub(seed)
                ^ combined.swap_bytes().rotate_left(13) as u64;
            (avalanche_xxh64(lo), avalanche_xxh64(hi))
        }
        4..=8 => {
            let seed = seed ^ (((seed as u32).swap_bytes() as u64) << 32);
            let combined = r32(data, 0) as u64 | ((r32(data, len - 4) as u64) << 32);
            let v = (r64(secret, 16) ^ r64(secret, 24)).wrapping_add(seed) ^ combined;
            let m = (v as u128) * (P64_1.wrapping_add((len as u64) << 2) as u128);
            let (mut lo, mut hi) = (m as u64, (m >> 64) as u64);
            hi = hi.wrapping_add(lo << 1);
            lo ^= hi >> 3;
            lo ^= lo >> 35;
            lo = lo.wrapping_mul(PRIME_MX2);
            lo ^= lo >> 28;
            (lo, avalanche(hi))
        }
        9..=16 => {
            let first = r64(data, 0);
            let last = r64(data, len - 8);
            let v1 = (r64(secret, 32) ^ r64(secret, 40)).wrapping_sub(seed) ^ first ^ last;
            let v2 = (r64(secret, 48) ^ r64(secret, 56)).wrapping_add(seed) ^ last;
            let m = (v1 as u128) * (P64_1 as u128);
            let lo = (m as u64).wrapping_add(((len - 1) as u64) << 54);
            let hi = ((m >> 64) as u64)
                .wrapping_add(v2)
                .wrapping_add((v2 & 0xffff_ffff).wrapping_mul(P32_2 as u64 - 1));
            let lo = lo ^ hi.swap_bytes();
            let m2 = (lo as u128) * (P64_2 as u128);
            let (lo, hi) = (
                m2 as u64,
                ((m2 >> 64) as u64).wrapping_add(hi.wrapping_mul(P64_2)),
            );
            (avalanche(lo), avalanche(hi))
        }
        17..=240 => {
            let mut acc = [(len as u64).wrapping_mul(P64_1), 0];
            if len <= 128 {
                for i in (0..=(len - 1) / 32).rev() {
                    let (a, b) = (&data[16 * i..], &data[len - 16 * i - 16..]);
                    mix_two(&mut acc, a, b, secret, 32 * i, seed);
                }
            } else {
                for i in 0..4 {
                    let (a, b) = (&data[32 * i..], &data[32 * i + 16..]);
                    mix_two(&mut acc, a, b, secret, 32 * i, seed);
                }
                acc = [avalanche(acc[0]), avalanche(acc[1])];
                for i in 4..len / 32 {
                    let (a, b) = (&data[32 * i..], &data[32 * i + 16..]);
                    mix_two(&mut acc, a, b, secret, 32 * (i - 4) + 3, seed);
                }
                let (a, b) = (&data[len - 16..], &data[len - 32..]);
                mix_two(&mut acc, a, b, secret, 103, 0u64.wrapping_sub(seed));
            }
            let lo = acc[0].wrapping_add(acc[1]);
            let hi = acc[0]
                .wrapping_mul(P64_1)
                .wrapping_add(acc[1].wrapping_mul(P64_4))
                .wrapping_add((len as u64).wrapping_sub(seed).wrapping_mul(P64_2));
            (avalanche(lo), 0u64.wrapping_sub(avalanche(hi)))
        }
        _ => {
            let derived;
            let secret = if custom.is_none() && seed != 0 {
                derived = derive_secret(seed);
                &derived[..]
            } else {
                secret
            };
            let acc = long_accumulate(data, secret);
            (
                final_merge(&acc, (len as u64).wrapping_mul(P64_1), secret, 11),
                final_merge(
                    &acc,
                    !(len as u64).wrapping_mul(P64_2),
                    secret,
                    secret.len() - 64 - 11,
                ),
            )
        }
    };
    let mut out = hi.to_be_bytes().to_vec();
    out.extend_from_slice(&lo.to_be_bytes());
    out
}
