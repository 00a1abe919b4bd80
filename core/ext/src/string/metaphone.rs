//! `metaphone()`: Lawrence Philips' phonetic key as PHP computes it
//! (ext/standard/metaphone.c, "traditional" rules): `TH` is `0`, `SH` is `X`.

use crate::util::{int_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "metaphone",
    params: &[
        ParamSpec::req("string", ParamType::String),
        ParamSpec::opt("max_phonemes", ParamType::Int, "0"),
    ],
    func: metaphone_fn,
}];

fn metaphone_fn(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let max = int_arg(args, 1, 0);
    if max < 0 {
        return Err(value_error(
            ctx,
            "metaphone",
            1,
            "max_phonemes",
            "must be greater than or equal to 0",
        ));
    }
    Ok(Value::str(metaphone(
        str_arg(args, 0).as_bytes(),
        max as usize,
    )))
}

fn vowel(c: u8) -> bool {
    matches!(c, b'A' | b'E' | b'I' | b'O' | b'U')
}
/// C, G, P, S, T: letters that form a digraph with a following H.
fn affects_h(c: u8) -> bool {
    matches!(c, b'C' | b'G' | b'P' | b'S' | b'T')
}
/// E, I, Y: make C and G soft.
fn makes_soft(c: u8) -> bool {
    matches!(c, b'E' | b'I' | b'Y')
}
/// B, D, H: keep GH from becoming F.
fn no_gh_to_f(c: u8) -> bool {
    matches!(c, b'B' | b'D' | b'H')
}

/// The phonetic key of `word` (at most `max` phonemes when `max > 0`; one
/// more can slip in when the last letter is an X).
pub fn metaphone(word: &[u8], max: usize) -> Vec<u8> {
    // PHP works on a C string: a NUL byte ends the word.
    let word = &word[..word.iter().position(|&c| c == 0).unwrap_or(word.len())];
    let at = |i: usize| word.get(i).map_or(0, |c| c.to_ascii_uppercase());
    let mut out = Vec::new();
    let mut w = 0usize;
    while !at(w).is_ascii_alphabetic() {
        if at(w) == 0 {
            return out;
        }
        w += 1;
    }
    // The first letter has its own rules.
    let (cur, next) = (at(w), at(w + 1));
    match cur {
        b'A' if next == b'E' => {
            out.push(b'E');
            w += 2;
        }
        b'A' => {
            out.push(b'A');
            w += 1;
        }
        b'G' | b'K' | b'P' if next == b'N' => {
            out.push(b'N');
            w += 2;
        }
        b'W' if next == b'R' => {
            out.push(b'R');
            w += 2;
        }
        b'W' if next == b'H' || vowel(next) => {
            out.push(b'W');
            w += 2;
        }
        b'X' => {
            out.push(b'S');
            w += 1;
        }
        b'E' | b'I' | b'O' | b'U' => {
            out.push(cur);
            w += 1;
        }
        _ => {}
    }
    while at(w) != 0 && (max == 0 || out.len() < max) {
        let cur = at(w);
        let mut skip = 0;
        let prev = if w >= 1 { at(w - 1) } else { 0 };
        if !cur.is_ascii_alphabetic() || (cur == prev && cur != b'C') {
            w += 1;
            continue;
        }
        let next = at(w + 1);
        let after_next = if next != 0 { at(w + 2) } else { 0 };
        let back = |n: usize| if w >= n { at(w - n) } else { 0 };
        // Look ahead n letters without passing the end of the word.
        let ahead = |n: usize| {
            let mut i = 0;
            while i < n && at(w + i) != 0 {
                i += 1;
            }
            at(w + i)
        };
        match cur {
            b'B' if prev != b'M' => out.push(b'B'),
            b'C' => {
                if makes_soft(next) {
                    if after_next == b'A' && next == b'I' {
                        out.push(b'X');
                    } else if prev != b'S' {
                        out.push(b'S');
                    }
                } else if next == b'H' {
                    out.push(b'X');
                    skip += 1;
                } else {
                    out.push(b'K');
                }
            }
            b'D' => {
                if next == b'G' && makes_soft(after_next) {
                    out.push(b'J');
                    skip += 1;
                } else {
                    out.push(b'T');
                }
            }
            b'G' => {
                if next == b'H' {
                    if !(no_gh_to_f(back(3)) || back(4) == b'H') {
                        out.push(b'F');
                        skip += 1;
                    }
                } else if next == b'N' {
                    let silent = !after_next.is_ascii_alphabetic()
                        || (after_next == b'E' && ahead(3) == b'D');
                    if !silent {
                        out.push(b'K');
                    }
                } else if makes_soft(next) && prev != b'G' {
                    out.push(b'J');
                } else {
                    out.push(b'K');
                }
            }
            b'H' if vowel(next) && !affects_h(prev) => out.push(b'H'),
            b'K' if prev != b'C' => out.push(b'K'),
            b'P' => out.push(if next == b'H' { b'F' } else { b'P' }),
            b'Q' => out.push(b'K'),
            b'S' => {
                if next == b'I' && (after_next == b'O' || after_next == b'A') {
                    out.push(b'X');
                } else if next == b'H' {
                    out.push(b'X');
                    skip += 1;
                } else {
                    out.push(b'S');
                }
            }
            b'T' => {
                if next == b'I' && (after_next == b'O' || after_next == b'A') {
                    out.push(b'X');
                } else if next == b'H' {
                    out.push(b'0');
                    skip += 1;
                } else if !(next == b'C' && after_next == b'H') {
                    out.push(b'T');
                }
            }
            b'V' => out.push(b'F'),
            b'W' if vowel(next) => out.push(b'W'),
            b'X' => out.extend_from_slice(b"KS"),
            b'Y' if vowel(next) => out.push(b'Y'),
            b'Z' => out.push(b'S'),
            b'F' | b'J' | b'L' | b'M' | b'N' | b'R' => out.push(cur),
            _ => {}
        }
        w += skip + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::metaphone;

    #[test]
    fn keys() {
        let cases = [
            ("Thompson", "0MPSN"),
            ("knight", "NFT"),
            ("Schmidt", "SXMTT"),
            ("which", "WX"),
            ("Xavier", "SFR"),
            ("philosophy", "FLSF"),
            ("Ghost", "FST"),
            ("science", "SNS"),
            ("character", "XRKTR"),
            ("thumb", "0M"),
            ("judge", "JJ"),
            ("Aubrey", "ABR"),
        ];
        for (w, want) in cases {
            assert_eq!(
                String::from_utf8(metaphone(w.as_bytes(), 0)).unwrap(),
                want,
                "{}",
                w
            );
        }
        assert_eq!(metaphone(b"Thompson", 2), b"0M");
    }
}
