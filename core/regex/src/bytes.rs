//! Byte and substring search over `[u8]`, shared by the matcher (literal
//! prefixes) and the string functions (`strpos`, `str_replace`, `explode`,
//! `substr_count`, ... through rphp-ext).
//!
//! On x86-64, whose baseline has SSE2, sixteen positions are tested per
//! step: a byte search compares a block against the byte, a substring
//! search compares one block against the needle's first byte and another,
//! `len - 1` further on, against its last byte, and only verifies positions
//! where both agree (so a needle whose first byte is common in the text
//! still costs little), and a byte-set search (a regex's possible first
//! bytes) tests a block against a few byte ranges. Elsewhere the same
//! results come from plain loops, except in rphp.wasm (wasm32-wasip1),
//! where the same three searches use wasm's 128-bit SIMD (`simd128`, which
//! wasmtime enables by default): without it the plain loops run a byte at a
//! time there. The browser build (wasm32-unknown-unknown) keeps the plain
//! loops until its build and its speed are checked with SIMD.

/// The first index of `b` in `hay`.
#[inline]
pub fn find_byte(b: u8, hay: &[u8]) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    {
        if hay.len() >= 16 {
            // SAFETY: SSE2 is part of the x86-64 baseline; the helper reads
            // only inside `hay`.
            return unsafe { sse2::find_byte(b, hay) };
        }
    }
    #[cfg(all(target_arch = "wasm32", target_os = "wasi"))]
    {
        if hay.len() >= 16 {
            // SAFETY: the helper reads only inside `hay`; the module is run
            // with simd128 (see the module comment).
            return unsafe { simd128::find_byte(b, hay) };
        }
    }
    hay.iter().position(|&c| c == b)
}

/// The first index at which `needle` occurs in `hay` (`Some(0)` for an
/// empty needle).
#[inline]
pub fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let n = needle.len();
    if n <= 1 {
        return match needle.first() {
            None => Some(0),
            Some(&b) => find_byte(b, hay),
        };
    }
    if n > hay.len() {
        return None;
    }
    #[cfg(target_arch = "x86_64")]
    {
        if hay.len() - n >= 16 {
            // SAFETY: as in `find_byte`.
            return unsafe { sse2::find(hay, needle) };
        }
    }
    #[cfg(all(target_arch = "wasm32", target_os = "wasi"))]
    {
        if hay.len() - n >= 16 {
            // SAFETY: as in `find_byte`.
            return unsafe { simd128::find(hay, needle) };
        }
    }
    find_scalar(hay, needle, 0)
}

/// At most this many byte ranges in a [`Ranges`] set.
pub const MAX_RANGES: usize = 8;

/// A byte set as a few inclusive ranges (`[0-9]`, `[bcsBCS]`), for
/// [`find_in_ranges`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ranges {
    pub n: usize,
    pub lo: [u8; MAX_RANGES],
    pub hi: [u8; MAX_RANGES],
}

impl Ranges {
    /// The ranges of the bytes `has` accepts, if there are at most [`MAX_RANGES`].
    pub fn of(has: impl Fn(u8) -> bool) -> Option<Ranges> {
        let mut r = Ranges {
            n: 0,
            lo: [0; MAX_RANGES],
            hi: [0; MAX_RANGES],
        };
        let mut b = 0usize;
        while b < 256 {
            if !has(b as u8) {
                b += 1;
                continue;
            }
            let lo = b;
            while b < 256 && has(b as u8) {
                b += 1;
            }
            if r.n == MAX_RANGES {
                return None;
            }
            r.lo[r.n] = lo as u8;
            r.hi[r.n] = (b - 1) as u8;
            r.n += 1;
        }
        Some(r)
    }

    #[inline]
    fn has(&self, b: u8) -> bool {
        (0..self.n).any(|i| b.wrapping_sub(self.lo[i]) <= self.hi[i] - self.lo[i])
    }
}

/// The first index in `hay` of a byte in `set`.
#[inline]
pub fn find_in_ranges(set: &Ranges, hay: &[u8]) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    {
        if hay.len() >= 16 {
            // SAFETY: as in `find_byte`.
            return unsafe { sse2::find_in_ranges(set, hay) };
        }
    }
    #[cfg(all(target_arch = "wasm32", target_os = "wasi"))]
    {
        if hay.len() >= 16 {
            // SAFETY: as in `find_byte`.
            return unsafe { simd128::find_in_ranges(set, hay) };
        }
    }
    hay.iter().position(|&b| set.has(b))
}

/// The needle's first byte found by `find_byte`, then the rest compared;
/// tries starts from `from` (`needle.len() >= 2`, `<= hay.len()`).
fn find_scalar(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    let (first, rest) = (needle[0], &needle[1..]);
    let last_start = hay.len() - needle.len();
    let mut i = from;
    while i <= last_start {
        let at = i + find_byte(first, &hay[i..=last_start])?;
        if &hay[at + 1..at + needle.len()] == rest {
            return Some(at);
        }
        i = at + 1;
    }
    None
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use std::arch::x86_64::*;

    /// `hay.len() >= 16`.
    #[inline]
    pub(super) unsafe fn find_byte(b: u8, hay: &[u8]) -> Option<usize> {
        let len = hay.len();
        let p = hay.as_ptr();
        let v = _mm_set1_epi8(b as i8);
        let mut i = 0;
        while i + 32 <= len {
            let x = _mm_cmpeq_epi8(_mm_loadu_si128(p.add(i) as *const __m128i), v);
            let y = _mm_cmpeq_epi8(_mm_loadu_si128(p.add(i + 16) as *const __m128i), v);
            let m = _mm_movemask_epi8(_mm_or_si128(x, y));
            if m != 0 {
                let lo = _mm_movemask_epi8(x) as u32;
                let hi = _mm_movemask_epi8(y) as u32;
                return Some(i + (lo | (hi << 16)).trailing_zeros() as usize);
            }
            i += 32;
        }
        while i + 16 <= len {
            let m = _mm_movemask_epi8(_mm_cmpeq_epi8(
                _mm_loadu_si128(p.add(i) as *const __m128i),
                v,
            ));
            if m != 0 {
                return Some(i + m.trailing_zeros() as usize);
            }
            i += 16;
        }
        if i < len {
            // The last sixteen bytes, overlapping ones already searched (which hold no match).
            let m = _mm_movemask_epi8(_mm_cmpeq_epi8(
                _mm_loadu_si128(p.add(len - 16) as *const __m128i),
                v,
            ));
            if m != 0 {
                return Some(len - 16 + m.trailing_zeros() as usize);
            }
        }
        None
    }

    /// Sixteen bytes at `p` tested against every range: a byte `b` is in
    /// `lo..=hi` when `b - lo` (wrapping) is at most `hi - lo`.
    #[inline(always)]
    unsafe fn ranges_mask(
        set: &super::Ranges,
        lo: &[__m128i],
        width: &[__m128i],
        p: *const u8,
    ) -> i32 {
        let x = _mm_loadu_si128(p as *const __m128i);
        let mut acc = _mm_setzero_si128();
        for i in 0..set.n {
            let t = _mm_sub_epi8(x, lo[i]);
            acc = _mm_or_si128(acc, _mm_cmpeq_epi8(_mm_min_epu8(t, width[i]), t));
        }
        _mm_movemask_epi8(acc)
    }

    /// `hay.len() >= 16`.
    #[inline]
    pub(super) unsafe fn find_in_ranges(set: &super::Ranges, hay: &[u8]) -> Option<usize> {
        let len = hay.len();
        let p = hay.as_ptr();
        let mut lo = [_mm_setzero_si128(); super::MAX_RANGES];
        let mut width = [_mm_setzero_si128(); super::MAX_RANGES];
        for i in 0..set.n {
            lo[i] = _mm_set1_epi8(set.lo[i] as i8);
            width[i] = _mm_set1_epi8((set.hi[i] - set.lo[i]) as i8);
        }
        let mut i = 0;
        while i + 16 <= len {
            let m = ranges_mask(set, &lo, &width, p.add(i));
            if m != 0 {
                return Some(i + m.trailing_zeros() as usize);
            }
            i += 16;
        }
        if i < len {
            let m = ranges_mask(set, &lo, &width, p.add(len - 16));
            if m != 0 {
                return Some(len - 16 + m.trailing_zeros() as usize);
            }
        }
        None
    }

    /// `needle.len() >= 2`, `hay.len() - needle.len() >= 16`.
    #[inline]
    pub(super) unsafe fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
        let n = needle.len();
        let last_start = hay.len() - n;
        let p = hay.as_ptr();
        let f = _mm_set1_epi8(needle[0] as i8);
        let l = _mm_set1_epi8(needle[n - 1] as i8);
        let mid = &needle[1..n - 1];
        let mut i = 0;
        // Sixteen starts i..i+16 at a time while all of them are valid.
        while i + 15 <= last_start {
            let a = _mm_cmpeq_epi8(_mm_loadu_si128(p.add(i) as *const __m128i), f);
            let b = _mm_cmpeq_epi8(_mm_loadu_si128(p.add(i + n - 1) as *const __m128i), l);
            let mut m = _mm_movemask_epi8(_mm_and_si128(a, b)) as u32;
            while m != 0 {
                let at = i + m.trailing_zeros() as usize;
                if hay.get_unchecked(at + 1..at + n - 1) == mid {
                    return Some(at);
                }
                m &= m - 1;
            }
            i += 16;
        }
        super::find_scalar(hay, needle, i)
    }
}

/// The same searches as `sse2`, in wasm's SIMD. Each function enables
/// simd128 for itself only, so the rest of rphp.wasm is compiled as before.
#[cfg(all(target_arch = "wasm32", target_os = "wasi"))]
mod simd128 {
    use std::arch::wasm32::*;

    #[inline(always)]
    unsafe fn load(p: *const u8) -> v128 {
        // SAFETY: the callers pass pointers with 16 readable bytes.
        unsafe { v128_load(p as *const v128) }
    }

    /// `hay.len() >= 16`.
    #[target_feature(enable = "simd128")]
    pub(super) unsafe fn find_byte(b: u8, hay: &[u8]) -> Option<usize> {
        let len = hay.len();
        let p = hay.as_ptr();
        let v = u8x16_splat(b);
        let mut i = 0;
        // SAFETY (all loads): each reads 16 bytes inside `hay`.
        while i + 32 <= len {
            let x = u8x16_eq(unsafe { load(p.add(i)) }, v);
            let y = u8x16_eq(unsafe { load(p.add(i + 16)) }, v);
            if v128_any_true(v128_or(x, y)) {
                let lo = u8x16_bitmask(x) as u32;
                let hi = u8x16_bitmask(y) as u32;
                return Some(i + (lo | (hi << 16)).trailing_zeros() as usize);
            }
            i += 32;
        }
        while i + 16 <= len {
            let m = u8x16_bitmask(u8x16_eq(unsafe { load(p.add(i)) }, v));
            if m != 0 {
                return Some(i + m.trailing_zeros() as usize);
            }
            i += 16;
        }
        if i < len {
            // The last sixteen bytes, overlapping ones already searched (which hold no match).
            let m = u8x16_bitmask(u8x16_eq(unsafe { load(p.add(len - 16)) }, v));
            if m != 0 {
                return Some(len - 16 + m.trailing_zeros() as usize);
            }
        }
        None
    }

    /// Sixteen bytes at `p` tested against every range, as in `sse2`.
    #[inline(always)]
    unsafe fn ranges_mask(set: &super::Ranges, lo: &[v128], width: &[v128], p: *const u8) -> u16 {
        // SAFETY: the callers pass pointers with 16 readable bytes.
        let x = unsafe { load(p) };
        let mut acc = u8x16_splat(0);
        for i in 0..set.n {
            let t = u8x16_sub(x, lo[i]);
            acc = v128_or(acc, u8x16_le(t, width[i]));
        }
        u8x16_bitmask(acc)
    }

    /// `hay.len() >= 16`.
    #[target_feature(enable = "simd128")]
    pub(super) unsafe fn find_in_ranges(set: &super::Ranges, hay: &[u8]) -> Option<usize> {
        let len = hay.len();
        let p = hay.as_ptr();
        let mut lo = [u8x16_splat(0); super::MAX_RANGES];
        let mut width = [u8x16_splat(0); super::MAX_RANGES];
        for i in 0..set.n {
            lo[i] = u8x16_splat(set.lo[i]);
            width[i] = u8x16_splat(set.hi[i] - set.lo[i]);
        }
        let mut i = 0;
        // SAFETY (all masks): each reads 16 bytes inside `hay`.
        while i + 16 <= len {
            let m = unsafe { ranges_mask(set, &lo, &width, p.add(i)) };
            if m != 0 {
                return Some(i + m.trailing_zeros() as usize);
            }
            i += 16;
        }
        if i < len {
            let m = unsafe { ranges_mask(set, &lo, &width, p.add(len - 16)) };
            if m != 0 {
                return Some(len - 16 + m.trailing_zeros() as usize);
            }
        }
        None
    }

    /// `needle.len() >= 2`, `hay.len() - needle.len() >= 16`.
    #[target_feature(enable = "simd128")]
    pub(super) unsafe fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
        let n = needle.len();
        let last_start = hay.len() - n;
        let p = hay.as_ptr();
        let f = u8x16_splat(needle[0]);
        let l = u8x16_splat(needle[n - 1]);
        let mid = &needle[1..n - 1];
        let mut i = 0;
        // Sixteen starts i..i+16 at a time while all of them are valid.
        while i + 15 <= last_start {
            // SAFETY: starts up to `last_start` leave `n` bytes inside `hay`.
            let a = u8x16_eq(unsafe { load(p.add(i)) }, f);
            let b = u8x16_eq(unsafe { load(p.add(i + n - 1)) }, l);
            let mut m = u8x16_bitmask(v128_and(a, b)) as u32;
            while m != 0 {
                let at = i + m.trailing_zeros() as usize;
                // SAFETY: `at <= last_start`.
                if unsafe { hay.get_unchecked(at + 1..at + n - 1) } == mid {
                    return Some(at);
                }
                m &= m - 1;
            }
            i += 16;
        }
        super::find_scalar(hay, needle, i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(hay: &[u8], needle: &[u8]) -> Option<usize> {
        if needle.is_empty() {
            return Some(0);
        }
        hay.windows(needle.len()).position(|w| w == needle)
    }

    #[test]
    fn agrees_with_naive_search() {
        let mut hay: Vec<u8> = (0..200u32)
            .map(|i| b"abcab"[(i * 7 % 5) as usize] ^ (i % 3 == 0) as u8)
            .collect();
        hay[150] = b'7';
        hay[170] = b'S';
        hay[190] = 255;
        for len in 0..hay.len() {
            let h = &hay[..len];
            for b in 0..=255u8 {
                assert_eq!(find_byte(b, h), h.iter().position(|&c| c == b));
            }
            for start in 0..len.min(40) {
                for n in 0..6.min(len - start + 1) {
                    let needle = &hay[start..start + n];
                    assert_eq!(
                        find(h, needle),
                        naive(h, needle),
                        "len {len} needle {needle:?}"
                    );
                }
            }
            for set in [
                Ranges::of(|b| b.is_ascii_digit()).unwrap(),
                Ranges::of(|b| b"bcsBCS".contains(&b)).unwrap(),
                Ranges::of(|b| b == 0 || b == 255 || b == b'a').unwrap(),
            ] {
                assert_eq!(find_in_ranges(&set, h), h.iter().position(|&b| set.has(b)));
            }
            assert_eq!(find(h, b"zz"), None);
            assert_eq!(find(h, b"ab\x01"), naive(h, b"ab\x01"));
        }
    }
}
