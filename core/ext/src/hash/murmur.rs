//! Austin Appleby's MurmurHash3: `murmur3a` (x86, 32 bit), `murmur3c`
//! (x86, 128 bit) and `murmur3f` (x64, 128 bit). PHP prints each 32- or
//! 64-bit state word big-endian.

fn fmix32(mut h: u32) -> u32 {
    h ^= h >> 16;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    h = h.wrapping_mul(0xc2b2_ae35);
    h ^ (h >> 16)
}

fn fmix64(mut k: u64) -> u64 {
    k ^= k >> 33;
    k = k.wrapping_mul(0xff51_afd7_ed55_8ccd);
    k ^= k >> 33;
    k = k.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    k ^ (k >> 33)
}

/// Little-endian value of up to 8 bytes.
fn le_tail(b: &[u8]) -> u64 {
    b.iter().rev().fold(0u64, |acc, &x| (acc << 8) | x as u64)
}

/// MurmurHash3_x86_32.
pub(super) fn murmur3a(data: &[u8], seed: u32) -> Vec<u8> {
    const C1: u32 = 0xcc9e_2d51;
    const C2: u32 = 0x1b87_3593;
    let mix = |k: u32| k.wrapping_mul(C1).rotate_left(15).wrapping_mul(C2);
    let mut h = seed;
    let mut chunks = data.chunks_exact(4);
    for c in &mut chunks {
        h ^= mix(u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        h = h.rotate_left(13).wrapping_mul(5).wrapping_add(0xe654_6b64);
    }
    let tail = chunks.remainder();
    if !tail.is_empty() {
        h ^= mix(le_tail(tail) as u32);
    }
    fmix32(h ^ data.len() as u32).to_be_bytes().to_vec()
}

/// MurmurHash3_x86_128.
pub(super) fn murmur3c(data: &[u8], seed: u32) -> Vec<u8> {
    const C: [u32; 4] = [0x239b_961b, 0xab0e_9789, 0x38b3_4ae5, 0xa1e3_8b93];
    const ROT_K: [u32; 4] = [15, 16, 17, 18];
    const ROT_H: [u32; 4] = [19, 17, 15, 13];
    const ADD: [u32; 4] = [0x561c_cd1b, 0x0bca_a747, 0x96cd_1c35, 0x32ac_3b17];
    // Lane i's key mix: multiply by C[i], rotate, multiply by C[i + 1].
    let mix = |i: usize, k: u32| {
        k.wrapping_mul(C[i])
            .rotate_left(ROT_K[i])
            .wrapping_mul(C[(i + 1) % 4])
    };
    let mut h = [seed; 4];
    let mut chunks = data.chunks_exact(16);
    for c in &mut chunks {
        for i in 0..4 {
            let k = u32::from_le_bytes([c[4 * i], c[4 * i + 1], c[4 * i + 2], c[4 * i + 3]]);
            h[i] ^= mix(i, k);
            h[i] = h[i]
                .rotate_left(ROT_H[i])
                .wrapping_add(h[(i + 1) % 4])
                .wrapping_mul(5)
                .wrapping_add(ADD[i]);
        }
    }
    let tail = chunks.remainder();
    for (i, part) in tail.chunks(4).enumerate() {
        h[i] ^= mix(i, le_tail(part) as u32);
    }
    let len = data.len() as u32;
    for x in h.iter_mut() {
        *x ^= len;
    }
    let spread = |h: &mut [u32; 4]| {
        h[0] = h[0]
            .wrapping_add(h[1])
            .wrapping_add(h[2])
            .wrapping_add(h[3]);
        for i in 1..4 {
            h[i] = h[i].wrapping_add(h[0]);
        }
    };
    spread(&mut h);
    for x in h.iter_mut() {
        *x = fmix32(*x);
    }
    spread(&mut h);
    h.iter().flat_map(|x| x.to_be_bytes()).collect()
}

/// MurmurHash3_x64_128.
pub(super) fn murmur3f(data: &[u8], seed: u64) -> Vec<u8> {
    const C1: u64 = 0x87c3_7b91_1142_53d5;
    const C2: u64 = 0x4cf5_ad43_2745_937f;
    let mix1 = |k: u64| k.wrapping_mul(C1).rotate_left(31).wrapping_mul(C2);
    let mix2 = |k: u64| k.wrapping_mul(C2).rotate_left(33).wrapping_mul(C1);
    let (mut h1, mut h2) = (seed, seed);
    let mut chunks = data.chunks_exact(16);
    for c in &mut chunks {
        let k1 = u64::from_le_bytes(c[..8].try_into().expect("8 bytes"));
        let k2 = u64::from_le_bytes(c[8..].try_into().expect("8 bytes"));
        h1 ^= mix1(k1);
        h1 = h1
            .rotate_left(27)
            .wrapping_add(h2)
            .wrapping_mul(5)
            .wrapping_add(0x52dc_e729);
        h2 ^= mix2(k2);
        h2 = h2
            .rotate_left(31)
            .wrapping_add(h1)
            .wrapping_mul(5)
            .wrapping_add(0x3849_5ab5);
    }
    let tail = chunks.remainder();
    if tail.len() > 8 {
        h2 ^= mix2(le_tail(&tail[8..]));
    }
    if !tail.is_empty() {
        h1 ^= mix1(le_tail(&tail[..tail.len().min(8)]));
    }
    let len = data.len() as u64;
    h1 ^= len;
    h2 ^= len;
    h1 = h1.wrapping_add(h2);
    h2 = h2.wrapping_add(h1);
    h1 = fmix64(h1);
    h2 = fmix64(h2);
    h1 = h1.wrapping_add(h2);
    h2 = h2.wrapping_add(h1);
    let mut out = h1.to_be_bytes().to_vec();
    out.extend_from_slice(&h2.to_be_bytes());
    out
}
