//! xoshiro256** (`Random\Engine\Xoshiro256StarStar`), seeded from an
//! integer through SplitMix64 as php does, with the reference jump tables.

#[derive(Clone, Debug, PartialEq)]
pub struct Xoshiro {
    pub s: [u64; 4],
}

const JUMP: [u64; 4] = [
    0x180e_c6d3_3cfd_0aba,
    0xd5a6_1266_f0c9_392c,
    0xa958_2618_e03f_c9aa,
    0x39ab_dc45_29b1_661c,
];
const JUMP_LONG: [u64; 4] = [
    0x76e1_5d3e_fefd_cbbf,
    0xc500_4e44_1c52_2fb3,
    0x7771_0069_854e_e241,
    0x3910_9bb0_2acb_e635,
];

fn splitmix64(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut r = *seed;
    r = (r ^ (r >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    r = (r ^ (r >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    r ^ (r >> 31)
}

impl Xoshiro {
    pub fn seed(mut seed: u64) -> Xoshiro {
        let mut s = [0u64; 4];
        for x in &mut s {
            *x = splitmix64(&mut seed);
        }
        Xoshiro { s }
    }

    /// A 32-byte string seed: four little-endian words.
    pub fn from_bytes(b: &[u8; 32]) -> Xoshiro {
        let mut s = [0u64; 4];
        for (i, x) in s.iter_mut().enumerate() {
            *x = crate::le_u64(&b[i * 8..i * 8 + 8]);
        }
        Xoshiro { s }
    }

    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let r = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        r
    }

    fn jump_by(&mut self, table: &[u64; 4]) {
        let mut acc = [0u64; 4];
        for &word in table {
            for bit in 0..64 {
                if word & (1u64 << bit) != 0 {
                    for (a, s) in acc.iter_mut().zip(self.s) {
                        *a ^= s;
                    }
                }
                self.next_u64();
            }
        }
        self.s = acc;
    }

    /// 2^128 steps ahead.
    pub fn jump(&mut self) {
        self.jump_by(&JUMP);
    }

    /// 2^192 steps ahead.
    pub fn jump_long(&mut self) {
        self.jump_by(&JUMP_LONG);
    }
}
