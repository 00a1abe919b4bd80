//! php's Mersenne Twister (ext/random's Mt19937 engine) and the range
//! reduction `mt_rand($min, $max)`, `shuffle` and friends use, so a seeded
//! script draws exactly php's numbers. Two modes: the correct MT19937, and
//! `MT_RAND_PHP`, php 5's variant whose twist reads the wrong bit and whose
//! ranges scale a float (kept for scripts that depend on the old sequences).

/// The number of state words.
pub const N: usize = 624;
const M: usize = 397;

/// `MT_RAND_MT19937`
pub const MODE_MT19937: i64 = 0;
/// `MT_RAND_PHP`
pub const MODE_PHP: i64 = 1;

/// The largest value `mt_rand()` returns (`mt_getrandmax()`).
pub const MAX: i64 = 0x7FFF_FFFF;

#[derive(Clone)]
pub struct Mt {
    state: [u32; N],
    count: usize,
    /// The `MT_RAND_PHP` variant.
    php_mode: bool,
}

#[inline]
fn twist(m: u32, u: u32, v: u32, php_mode: bool) -> u32 {
    let mix = (u & 0x8000_0000) | (v & 0x7FFF_FFFF);
    // The correct twist tests the low bit of `v`; php 5 tested `u`'s.
    let low = if php_mode { u & 1 } else { v & 1 };
    m ^ (mix >> 1) ^ (0u32.wrapping_sub(low) & 0x9908_B0DF)
}

impl Mt {
    pub fn new(seed: u32, php_mode: bool) -> Mt {
        let mut state = [0u32; N];
        state[0] = seed;
        for i in 1..N {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        let mut mt = Mt {
            state,
            count: N,
            php_mode,
        };
        mt.reload();
        mt
    }

    fn reload(&mut self) {
        let s = &mut self.state;
        let pm = self.php_mode;
        for i in 0..N - M {
            s[i] = twist(s[i + M], s[i], s[i + 1], pm);
        }
        for i in N - M..N - 1 {
            s[i] = twist(s[i + M - N], s[i], s[i + 1], pm);
        }
        s[N - 1] = twist(s[M - 1], s[N - 1], s[0], pm);
        self.count = 0;
    }

    /// The next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        if self.count >= N {
            self.reload();
        }
        let mut s1 = self.state[self.count];
        self.count += 1;
        s1 ^= s1 >> 11;
        s1 ^= (s1 << 7) & 0x9D2C_5680;
        s1 ^= (s1 << 15) & 0xEFC6_0000;
        s1 ^ (s1 >> 18)
    }

    pub fn set_php_mode(&mut self, php_mode: bool) {
        self.php_mode = php_mode;
    }

    pub fn php_mode(&self) -> bool {
        self.php_mode
    }

    /// A uniform integer in `[min, max]` (`min <= max`): [`crate::range`]
    /// over this engine's 32-bit outputs.
    pub fn range(&mut self, min: i64, max: i64) -> i64 {
        // 50 rejections in a row (odds below 2^-50) would be php's
        // BrokenRandomEngineError; the low bound stands in for it.
        crate::range(self, min, max).unwrap_or(min)
    }

    /// The state words, the read position and the mode, as php serializes them.
    pub fn parts(&self) -> (&[u32; N], usize, bool) {
        (&self.state, self.count, self.php_mode)
    }

    /// An engine from serialized parts (`count <= 624`).
    pub fn from_parts(state: [u32; N], count: usize, php_mode: bool) -> Mt {
        Mt {
            state,
            count,
            php_mode,
        }
    }

    /// `mt_rand($min, $max)`/`rand($min, $max)`: [`Mt::range`], or in
    /// `MT_RAND_PHP` mode php 5's float scaling of a 31-bit output.
    pub fn common(&mut self, min: i64, max: i64) -> i64 {
        if !self.php_mode {
            return self.range(min, max);
        }
        let r = u64::from(self.next_u32() >> 1);
        let offset = ((max as f64 - min as f64 + 1.0) * (r as f64 / (MAX as f64 + 1.0))) as u64;
        offset.wrapping_add(min as u64) as i64
    }
}

impl crate::Source for Mt {
    type Error = ();
    fn generate(&mut self) -> Result<(u64, usize), Self::Error> {
        Ok((u64::from(self.next_u32()), 4))
    }
    fn broken(&mut self, _: &str) -> Self::Error {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_php_for_seed_1() {
        // php -r 'mt_srand(1); echo mt_rand(), " ", mt_rand(1, 100), " ", mt_rand(0, PHP_INT_MAX);'
        let mut mt = Mt::new(1, false);
        assert_eq!(i64::from(mt.next_u32() >> 1), 895547922);
        assert_eq!(mt.common(1, 100), 40);
        assert_eq!(mt.common(0, i64::MAX), 7979274942357647244);
    }

    #[test]
    fn reference_mt19937_output() {
        // The reference implementation's first output for seed 5489.
        assert_eq!(Mt::new(5489, false).next_u32(), 3499211612);
    }
}
