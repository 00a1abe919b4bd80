//! Unicode properties and case folding for UTF mode (and `\p` in byte mode,
//! where a byte is the code point U+0000..U+00FF, as in PCRE2's non-UTF mode).
//!
//! General categories come from generated tables (exact for Unicode 14,
//! PCRE2 10.42's version); so does case mapping ([`crate::case`]).

use crate::unicode_tables::{CATEGORIES, SCRIPTS};

fn in_ranges(ranges: &[(u32, u32)], c: u32) -> bool {
    ranges
        .binary_search_by(|&(lo, hi)| {
            if hi < c {
                std::cmp::Ordering::Less
            } else if lo > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// The two-letter general category of `c` (`Cn` when unassigned).
pub fn category(c: u32) -> &'static str {
    for (name, ranges) in CATEGORIES {
        if in_ranges(ranges, c) {
            return name;
        }
    }
    "Cn"
}

/// Whether `c` is in general category `cat` (`L`, `Lu`, `Cn`, ...).
pub fn has_category(c: u32, cat: &str) -> bool {
    if cat.len() == 2 {
        if cat == "Cn" {
            return category(c) == "Cn";
        }
        return CATEGORIES
            .iter()
            .find(|(n, _)| *n == cat)
            .is_some_and(|(_, r)| in_ranges(r, c));
    }
    // One letter: any sub-category.
    let first = cat.as_bytes()[0];
    if first == b'C' && category(c) == "Cn" {
        return true;
    }
    CATEGORIES
        .iter()
        .filter(|(n, _)| n.as_bytes()[0] == first)
        .any(|(_, r)| in_ranges(r, c))
}

/// A known general category name, as `\p{..}` accepts it.
pub fn category_name(name: &[u8]) -> Option<&'static str> {
    const ONE: &[&str] = &["C", "L", "M", "N", "P", "S", "Z"];
    if let Some(n) = ONE.iter().find(|n| n.as_bytes() == name) {
        return Some(n);
    }
    if name == b"Cn" {
        return Some("Cn");
    }
    CATEGORIES
        .iter()
        .find(|(n, _)| n.as_bytes() == name)
        .map(|(n, _)| *n)
}

/// The index of a script name in the script table.
pub fn script_index(name: &[u8]) -> Option<usize> {
    SCRIPTS
        .iter()
        .position(|(n, _)| n.as_bytes().eq_ignore_ascii_case(name))
}

pub fn in_script(c: u32, idx: usize) -> bool {
    in_ranges(SCRIPTS[idx].1, c)
}

/// UCP `\d`: decimal digits.
pub fn is_digit(c: u32) -> bool {
    if c < 128 {
        return (c as u8).is_ascii_digit();
    }
    has_category(c, "Nd")
}

/// UCP `\w` (PCRE2 10.42): letters, numbers and underscore.
pub fn is_word(c: u32) -> bool {
    if c < 128 {
        let b = c as u8;
        return b.is_ascii_alphanumeric() || b == b'_';
    }
    has_category(c, "L") || has_category(c, "N")
}

/// UCP `\s`: separators (Z) plus the ASCII white-space controls.
pub fn is_space(c: u32) -> bool {
    matches!(c, 9..=13 | 0x20) || (c >= 128 && (c == 0x85 || has_category(c, "Z")))
}

pub fn is_hspace(c: u32) -> bool {
    matches!(
        c,
        0x09 | 0x20 | 0xA0 | 0x1680 | 0x180E | 0x2000..=0x200A | 0x202F | 0x205F | 0x3000
    )
}

pub fn is_vspace(c: u32) -> bool {
    matches!(c, 0x0A..=0x0D | 0x85 | 0x2028 | 0x2029)
}

/// The lower-case form of `c` when it is a single character.
pub fn lower(c: u32) -> u32 {
    if c < 128 {
        return (c as u8).to_ascii_lowercase() as u32;
    }
    crate::case::single(c, crate::case::LOWER)
}

/// The upper-case form of `c` when it is a single character.
pub fn upper(c: u32) -> u32 {
    if c < 128 {
        return (c as u8).to_ascii_uppercase() as u32;
    }
    crate::case::single(c, crate::case::UPPER)
}

/// A case-folding key: two characters match caselessly when their keys are equal
/// (`ſ`, `s` and `S` share one; so do `ς`, `σ` and `Σ`; and `K`, `k` and KELVIN SIGN).
pub fn fold(c: u32) -> u32 {
    if c < 128 {
        return (c as u8).to_ascii_lowercase() as u32;
    }
    lower(upper(c))
}

/// The characters a caseless match of `c` should also try.
pub fn case_variants(c: u32) -> [u32; 3] {
    let u = upper(c);
    [lower(c), u, lower(u)]
}
