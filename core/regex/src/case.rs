//! Unicode 14 case mappings, the version of php 8.2's mbstring and of the
//! PCRE2 10.42 it is built with. One copy serves both: mbstring's
//! `mb_strtoupper`/`mb_convert_case` and the regex engine's caseless
//! matching (which used Rust's own `char` tables before: 24 KB more in
//! rphp.wasm, and a newer Unicode than PCRE2's).
//!
//! The simple mappings are stored as runs of code points sharing their four
//! differences (tools/gen_mbstring_tables.pl): 11 KB instead of 58 KB.

use crate::case_tables::{CASE_DELTAS, FULL_CASE, SIMPLE_CASE};

/// Which mapping: the column order of the tables.
pub const UPPER: u8 = 0;
pub const LOWER: u8 = 1;
pub const TITLE: u8 = 2;
pub const FOLD: u8 = 3;

/// The simple (one code point) mapping of `c`: `which` is [`UPPER`],
/// [`LOWER`], [`TITLE`] or [`FOLD`]. `c` itself when it has none.
pub fn simple(c: u32, which: u8) -> u32 {
    // The last run starting at or before `c`.
    let i = SIMPLE_CASE.partition_point(|r| r.0 <= c);
    if i == 0 {
        return c;
    }
    let (start, count, step, delta) = SIMPLE_CASE[i - 1];
    let off = c - start;
    if !off.is_multiple_of(u32::from(step)) || off / u32::from(step) >= u32::from(count) {
        return c;
    }
    let d = CASE_DELTAS[usize::from(delta)][usize::from(which)];
    c.wrapping_add_signed(d)
}

/// The full mapping of `c` when it is several code points (`ß` upper is
/// `SS`); `None` when the full mapping is the simple one.
pub fn full(c: u32, which: u8) -> Option<&'static [u32]> {
    let i = FULL_CASE.partition_point(|e| (e.0, e.1) < (c, which));
    match FULL_CASE.get(i) {
        Some(e) if e.0 == c && e.1 == which => Some(e.2),
        _ => None,
    }
}

/// The full mapping of `c` when it is one code point, else `c` (what
/// `char::to_lowercase` gives when it yields a single character).
pub fn single(c: u32, which: u8) -> u32 {
    if full(c, which).is_some() {
        c
    } else {
        simple(c, which)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mappings() {
        assert_eq!(simple('a' as u32, UPPER), 'A' as u32);
        assert_eq!(simple('Z' as u32, LOWER), 'z' as u32);
        assert_eq!(simple('µ' as u32, UPPER), 'Μ' as u32);
        assert_eq!(simple('µ' as u32, FOLD), 'μ' as u32);
        assert_eq!(simple('ǆ' as u32, TITLE), 'ǅ' as u32);
        // Alternating pairs (step 2): Ā ā Ă ă ...
        assert_eq!(simple(0x100, LOWER), 0x101);
        assert_eq!(simple(0x101, LOWER), 0x101);
        assert_eq!(simple(0x101, UPPER), 0x100);
        assert_eq!(simple('1' as u32, UPPER), '1' as u32);
        assert_eq!(simple(0x10FFFF, UPPER), 0x10FFFF);
        assert_eq!(simple(0x1E943, UPPER), 0x1E921);
        assert_eq!(full('ß' as u32, UPPER), Some(&[0x53, 0x53][..]));
        assert_eq!(full('a' as u32, UPPER), None);
        assert_eq!(single(0x130, LOWER), 0x130);
        assert_eq!(single(0x130, UPPER), 0x130);
        assert_eq!(single('Σ' as u32, LOWER), 'σ' as u32);
    }

    /// The tables give what `char::to_lowercase`/`to_uppercase` give (when a
    /// single character), except where Unicode 15 and later changed a
    /// mapping or gave one to a new character (the standard library follows
    /// the newest Unicode; php 8.2's PCRE2 follows Unicode 14).
    #[test]
    fn agrees_with_std_but_for_newer_unicode() {
        let mut differ = Vec::new();
        for c in 0..=0x10FFFFu32 {
            let Some(ch) = char::from_u32(c) else {
                continue;
            };
            let lo: Vec<char> = ch.to_lowercase().collect();
            let up: Vec<char> = ch.to_uppercase().collect();
            let lo = if lo.len() == 1 { lo[0] as u32 } else { c };
            let up = if up.len() == 1 { up[0] as u32 } else { c };
            if single(c, LOWER) != lo || single(c, UPPER) != up {
                differ.push(c);
            }
        }
        // ƛ and ɤ gained upper-case forms in Unicode 16 (U+A7DC, U+A7CB);
        // the rest are characters added after Unicode 14.
        let newer = |c: u32| {
            matches!(c, 0x19B | 0x264 | 0x1C89..=0x1C8A | 0xA7CB..=0xA7DC)
                || matches!(c, 0x10D50..=0x10D85 | 0x16EA0..=0x16ED3)
        };
        let unexpected: Vec<u32> = differ.into_iter().filter(|&c| !newer(c)).collect();
        assert!(unexpected.is_empty(), "{unexpected:X?}");
    }
}
