//! PCG64 in its "oneseq 128 XSL RR 64" form (`Random\Engine\PcgOneseq128XslRr64`):
//! a 128-bit LCG whose state is folded to 64 bits and rotated.

const MUL: u128 = (2_549_297_995_355_413_924u128 << 64) | 4_865_540_595_714_422_341;
const INC: u128 = (6_364_136_223_846_793_005u128 << 64) | 1_442_695_040_888_963_407;

#[derive(Clone, Debug, PartialEq)]
pub struct Pcg {
    pub state: u128,
}

impl Pcg {
    /// Seeded from a 128-bit number as php's `seed128` does.
    pub fn seed128(seed: u128) -> Pcg {
        let mut p = Pcg { state: 0 };
        p.step();
        p.state = p.state.wrapping_add(seed);
        p.step();
        p
    }

    /// Seeded from an integer (the low 64 bits of the 128-bit seed).
    pub fn seed(seed: u64) -> Pcg {
        Pcg::seed128(u128::from(seed))
    }

    /// A 16-byte string seed: the high half from the first 8 bytes, each little-endian.
    pub fn seed_bytes(b: &[u8; 16]) -> Pcg {
        let hi = crate::le_u64(&b[..8]);
        let lo = crate::le_u64(&b[8..]);
        Pcg::seed128((u128::from(hi) << 64) | u128::from(lo))
    }

    fn step(&mut self) {
        self.state = self.state.wrapping_mul(MUL).wrapping_add(INC);
    }

    pub fn next_u64(&mut self) -> u64 {
        self.step();
        let hi = (self.state >> 64) as u64;
        let v = hi ^ (self.state as u64);
        v.rotate_right((hi >> 58) as u32)
    }

    /// Moves the state `advance` steps ahead in O(log advance).
    pub fn jump(&mut self, mut advance: u64) {
        let (mut cur_mult, mut cur_plus) = (MUL, INC);
        let (mut acc_mult, mut acc_plus) = (1u128, 0u128);
        while advance > 0 {
            if advance & 1 != 0 {
                acc_mult = acc_mult.wrapping_mul(cur_mult);
                acc_plus = acc_plus.wrapping_mul(cur_mult).wrapping_add(cur_plus);
            }
            cur_plus = cur_mult.wrapping_add(1).wrapping_mul(cur_plus);
            cur_mult = cur_mult.wrapping_mul(cur_mult);
            advance /= 2;
        }
        self.state = acc_mult.wrapping_mul(self.state).wrapping_add(acc_plus);
    }

    pub fn hi(&self) -> u64 {
        (self.state >> 64) as u64
    }

    pub fn lo(&self) -> u64 {
        self.state as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jump_equals_stepping() {
        let mut a = Pcg::seed(7);
        let mut b = a.clone();
        a.jump(1000);
        for _ in 0..1000 {
            b.next_u64();
        }
        assert_eq!(a, b);
    }
}
