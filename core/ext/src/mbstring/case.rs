//! Unicode case mapping as php 8.2's mbstring does it (Unicode 14, full
//! and simple mappings, no language-specific rules, no final-sigma rule),
//! from the mappings in [`rphp_regex::case`] (shared with the regex engine)
//! and the properties in [`super::unicode_tables`].

use super::unicode_tables::{CASED, CASE_IGNORABLE};

/// php's `MB_CASE_*` modes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Upper,
    Lower,
    Title,
    Fold,
    UpperSimple,
    LowerSimple,
    TitleSimple,
    FoldSimple,
}

impl Mode {
    pub fn from_int(n: i64) -> Option<Mode> {
        use Mode::*;
        Some(match n {
            0 => Upper,
            1 => Lower,
            2 => Title,
            3 => Fold,
            4 => UpperSimple,
            5 => LowerSimple,
            6 => TitleSimple,
            7 => FoldSimple,
            _ => return None,
        })
    }
}

fn in_ranges(t: &[(u32, u32)], c: u32) -> bool {
    let i = t.partition_point(|&(_, hi)| hi < c);
    i < t.len() && t[i].0 <= c
}

/// 0 upper, 1 lower, 2 title, 3 fold.
fn simple(c: u32, which: u8) -> u32 {
    rphp_regex::case::simple(c, which)
}

fn full(c: u32, which: u8, out: &mut Vec<u32>) {
    match rphp_regex::case::full(c, which) {
        Some(m) => out.extend_from_slice(m),
        None => out.push(simple(c, which)),
    }
}

/// Maps decoded code points (the decoders' error marker passes through).
pub fn convert(cps: &[u32], mode: Mode) -> Vec<u32> {
    use Mode::*;
    let mut out = Vec::with_capacity(cps.len());
    let mut in_word = false;
    for &c in cps {
        if c == super::encoding::BAD {
            // php passes its error marker through without touching the word state.
            out.push(c);
            continue;
        }
        match mode {
            Upper => full(c, 0, &mut out),
            Lower => full(c, 1, &mut out),
            Fold => full(c, 3, &mut out),
            UpperSimple => out.push(simple(c, 0)),
            LowerSimple => out.push(simple(c, 1)),
            FoldSimple => out.push(simple(c, 3)),
            Title | TitleSimple => {
                let which = if in_word { 1 } else { 2 };
                if mode == Title {
                    full(c, which, &mut out)
                } else {
                    out.push(simple(c, which))
                }
                // Apostrophes, combining marks and the like do not end a word.
                if !in_ranges(CASE_IGNORABLE, c) {
                    in_word = in_ranges(CASED, c);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conv(s: &str, m: Mode) -> String {
        let cps: Vec<u32> = s.chars().map(|c| c as u32).collect();
        convert(&cps, m)
            .into_iter()
            .map(|c| char::from_u32(c).unwrap())
            .collect()
    }

    #[test]
    fn like_php() {
        assert_eq!(conv("ßǆŉ", Mode::Upper), "SSǄʼN");
        assert_eq!(conv("ßǆŉ", Mode::UpperSimple), "ßǄŉ");
        assert_eq!(conv("ΣΑΣ İ", Mode::Lower), "σασ i\u{307}");
        assert_eq!(conv("İ", Mode::LowerSimple), "i");
        assert_eq!(
            conv("hello wORLD o'neil 1a ǆa ßa", Mode::Title),
            "Hello World O'neil 1A ǅa Ssa"
        );
        assert_eq!(conv("ßẞſς", Mode::Fold), "sssssσ");
        assert_eq!(conv("ßẞſς", Mode::FoldSimple), "ßßsσ");
    }
}
