//! FIPS 202 SHA-3 (Keccak-f[1600] sponge with the `01` domain suffix).

/// ι's round constants, from the degree-8 LFSR of FIPS 202 §3.2.5.
const RC: [u64; 24] = {
    let mut rc = [0u64; 24];
    let mut lfsr: u8 = 1;
    let mut round = 0;
    while round < 24 {
        let mut j = 0;
        while j < 7 {
            if lfsr & 1 != 0 {
                rc[round] ^= 1u64 << ((1u32 << j) - 1);
            }
            lfsr = if lfsr & 0x80 != 0 {
                (lfsr << 1) ^ 0x71
            } else {
                lfsr << 1
            };
            j += 1;
        }
        round += 1;
    }
    rc
};

/// ρ's rotation offsets by lane index `x + 5y`, and π's destination
/// (`B[y, 2x+3y] = rot(A[x, y])`), both from FIPS 202 §3.2.2–3.2.3.
const RHO: [u32; 25] = {
    let mut r = [0u32; 25];
    let (mut x, mut y) = (1usize, 0usize);
    let mut t = 0;
    while t < 24 {
        r[x + 5 * y] = (((t + 1) * (t + 2) / 2) % 64) as u32;
        let nx = y;
        y = (2 * x + 3 * y) % 5;
        x = nx;
        t += 1;
    }
    r
};
const PI: [usize; 25] = {
    let mut p = [0usize; 25];
    let mut i = 0;
    while i < 25 {
        let (x, y) = (i % 5, i / 5);
        p[i] = y + 5 * ((2 * x + 3 * y) % 5);
        i += 1;
    }
    p
};

/// Keccak-f[1600].
fn keccak_f(a: &mut [u64; 25]) {
    for rc in RC {
        // θ
        let mut c = [0u64; 5];
        for (x, cx) in c.iter_mut().enumerate() {
            *cx = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
        }
        for x in 0..5 {
            let d = c[(x + 4) % 5] ^ c[(x + 1) % 5].rotate_left(1);
            for y in 0..5 {
                a[x + 5 * y] ^= d;
            }
        }
        // ρ and π
        let mut b = [0u64; 25];
        for i in 0..25 {
            b[PI[i]] = a[i].rotate_left(RHO[i]);
        }
        // χ
        for y in 0..5 {
            for x in 0..5 {
                a[x + 5 * y] = b[x + 5 * y] ^ (!b[(x + 1) % 5 + 5 * y] & b[(x + 2) % 5 + 5 * y]);
            }
        }
        // ι
        a[0] ^= rc;
    }
}

fn absorb(a: &mut [u64; 25], block: &[u8]) {
    for (lane, b) in a.iter_mut().zip(block.chunks_exact(8)) {
        *lane ^= u64::from_le_bytes(b.try_into().expect("8 bytes"));
    }
    keccak_f(a);
}

/// SHA3 with an `out`-byte digest (rate = 200 − 2·out bytes).
pub(super) fn sha3(data: &[u8], out: usize) -> Vec<u8> {
    let rate = 200 - 2 * out;
    let mut a = [0u64; 25];
    let mut chunks = data.chunks_exact(rate);
    for c in &mut chunks {
        absorb(&mut a, c);
    }
    let rest = chunks.remainder();
    let mut last = [0u8; 200];
    last[..rest.len()].copy_from_slice(rest);
    last[rest.len()] ^= 0x06;
    last[rate - 1] ^= 0x80;
    absorb(&mut a, &last[..rate]);
    a.iter().flat_map(|l| l.to_le_bytes()).take(out).collect()
}
