//! php 8.2's random number engines (ext/random) as plain algorithms, shared
//! by the standard library (`mt_rand`, `shuffle`, ...) and the VM's
//! `Random\*` classes: the Mersenne Twister, PCG64 (oneseq 128 XSL RR 64),
//! xoshiro256**, and the range reduction, shuffling and key sampling php
//! builds on any engine, so seeded scripts get php's exact numbers.
//!
//! An engine is anything that can produce one output of 1 to 8 bytes
//! ([`Source`]); the error type lets a user engine written in PHP fail with
//! an exception.

pub mod mt;
pub mod pcg;
pub mod xoshiro;

/// How many rejected draws php tolerates before calling an engine broken.
pub const RANGE_ATTEMPTS: u32 = 50;

/// A random engine as the range and shuffle algorithms see it.
pub trait Source {
    type Error;
    /// The next output and its size in bytes (1..=8).
    fn generate(&mut self) -> Result<(u64, usize), Self::Error>;
    /// `Random\BrokenRandomEngineError` with this message.
    fn broken(&mut self, msg: &str) -> Self::Error;
}

fn attempts_failed<S: Source>(s: &mut S) -> S::Error {
    s.broken(&format!(
        "Failed to generate an acceptable random number in {RANGE_ATTEMPTS} attempts"
    ))
}

/// Enough outputs for `bytes` bytes, the first output in the low bits.
fn fill<S: Source>(s: &mut S, bytes: usize) -> Result<u64, S::Error> {
    let mut result = 0u64;
    let mut total = 0usize;
    while total < bytes {
        let (r, size) = s.generate()?;
        if total < 8 {
            result |= r << (total * 8);
        }
        total += size;
    }
    Ok(result)
}

fn range32<S: Source>(s: &mut S, umax: u32) -> Result<u32, S::Error> {
    // php accumulates in 32 bits: a wider output is truncated.
    let mut result = fill(s, 4)? as u32;
    if umax == u32::MAX {
        return Ok(result);
    }
    let umax = umax + 1;
    if umax & (umax - 1) == 0 {
        return Ok(result & (umax - 1));
    }
    let limit = u32::MAX - (u32::MAX % umax) - 1;
    let mut count = 0;
    while result > limit {
        count += 1;
        if count > RANGE_ATTEMPTS {
            return Err(attempts_failed(s));
        }
        result = fill(s, 4)? as u32;
    }
    Ok(result % umax)
}

fn range64<S: Source>(s: &mut S, umax: u64) -> Result<u64, S::Error> {
    let mut result = fill(s, 8)?;
    if umax == u64::MAX {
        return Ok(result);
    }
    let umax = umax + 1;
    if umax & (umax - 1) == 0 {
        return Ok(result & (umax - 1));
    }
    let limit = u64::MAX - (u64::MAX % umax) - 1;
    let mut count = 0;
    while result > limit {
        count += 1;
        if count > RANGE_ATTEMPTS {
            return Err(attempts_failed(s));
        }
        result = fill(s, 8)?;
    }
    Ok(result % umax)
}

/// `php_random_range`: a uniform integer in `[min, max]` (`min <= max`) by
/// rejection sampling, from 32 bits of output when the span fits them.
pub fn range<S: Source>(s: &mut S, min: i64, max: i64) -> Result<i64, S::Error> {
    let umax = (max as u64).wrapping_sub(min as u64);
    let r = if umax > u64::from(u32::MAX) {
        range64(s, umax)?
    } else {
        u64::from(range32(s, umax as u32)?)
    };
    Ok((min as u64).wrapping_add(r) as i64)
}

/// php's in-place Fisher-Yates: position `n_left` swaps with a draw from `0..=n_left`.
pub fn shuffle<S: Source, T>(s: &mut S, v: &mut [T]) -> Result<(), S::Error> {
    let mut n_left = v.len();
    if n_left <= 1 {
        return Ok(());
    }
    n_left -= 1;
    while n_left > 0 {
        let j = range(s, 0, n_left as i64)? as usize;
        if j != n_left {
            v.swap(n_left, j);
        }
        n_left -= 1;
    }
    Ok(())
}

/// Where [`pick_one`] landed.
pub enum Picked {
    /// The n-th live entry in order.
    Nth(usize),
    /// The entry in this slot of the table.
    Slot(usize),
}

/// One random entry of a hash table with `avail` live entries in `used`
/// slots. As php: a table at most half full of holes is sampled by slot
/// until a live one comes up; a sparser one is scanned to the n-th entry.
pub fn pick_one<S: Source>(
    s: &mut S,
    avail: usize,
    used: usize,
    live: impl Fn(usize) -> bool,
) -> Result<Picked, S::Error> {
    if avail < used - (used >> 1) {
        return Ok(Picked::Nth(range(s, 0, avail as i64 - 1)? as usize));
    }
    loop {
        let r = range(s, 0, used as i64 - 1)? as usize;
        if live(r) {
            return Ok(Picked::Slot(r));
        }
    }
}

/// Which of `avail` entries `num` random picks choose (`1 < num <= avail`),
/// as php's bitset sampling draws them: the fewer of the chosen and the
/// left-out positions are marked, then the marks are read in order.
pub fn pick_many<S: Source>(s: &mut S, avail: usize, num: usize) -> Result<Vec<bool>, S::Error> {
    let mut want = num;
    let negative = want > avail >> 1;
    if negative {
        want = avail - want;
    }
    let mut marked = vec![false; avail];
    let mut failures = 0;
    while want > 0 {
        let r = range(s, 0, avail as i64 - 1)? as usize;
        if marked[r] {
            failures += 1;
            if failures > RANGE_ATTEMPTS {
                return Err(attempts_failed(s));
            }
        } else {
            marked[r] = true;
            want -= 1;
            failures = 0;
        }
    }
    if negative {
        for m in &mut marked {
            *m = !*m;
        }
    }
    Ok(marked)
}

/// php's `bin2hex` of a number's little-endian bytes (engine serialization).
pub fn hex_le(v: u64, bytes: usize) -> String {
    v.to_le_bytes()[..bytes]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The inverse of [`hex_le`]: exactly `2 * bytes` hex digits.
pub fn parse_hex_le(s: &[u8], bytes: usize) -> Option<u64> {
    if s.len() != bytes * 2 {
        return None;
    }
    let mut v = 0u64;
    for (i, pair) in s.chunks(2).enumerate() {
        let hi = (pair[0] as char).to_digit(16)?;
        let lo = (pair[1] as char).to_digit(16)?;
        v |= u64::from(hi * 16 + lo) << (8 * i);
    }
    Some(v)
}

/// A little-endian number from up to 8 bytes.
pub fn le_u64(b: &[u8]) -> u64 {
    b.iter()
        .take(8)
        .enumerate()
        .fold(0, |v, (i, &x)| v | (u64::from(x) << (8 * i)))
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Counter(u64, usize);
    impl Source for Counter {
        type Error = String;
        fn generate(&mut self) -> Result<(u64, usize), String> {
            self.0 += 1;
            Ok((self.0, self.1))
        }
        fn broken(&mut self, msg: &str) -> String {
            msg.to_string()
        }
    }

    #[test]
    fn narrow_outputs_are_combined_low_first() {
        let mut c = Counter(0, 1);
        assert_eq!(fill(&mut c, 4).unwrap(), 0x04030201);
    }

    #[test]
    fn hex_round_trips() {
        assert_eq!(hex_le(0x1234_5678, 4), "78563412");
        assert_eq!(parse_hex_le(b"78563412", 4), Some(0x1234_5678));
        assert_eq!(parse_hex_le(b"7856341", 4), None);
        assert_eq!(parse_hex_le(b"785634zz", 4), None);
    }

    #[test]
    fn a_constant_engine_is_broken() {
        struct Max;
        impl Source for Max {
            type Error = String;
            fn generate(&mut self) -> Result<(u64, usize), String> {
                Ok((u64::MAX, 8))
            }
            fn broken(&mut self, msg: &str) -> String {
                msg.to_string()
            }
        }
        assert!(range(&mut Max, 0, 2).is_err());
    }
}
