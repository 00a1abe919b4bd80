//! Engine tests: hand-written smoke tests here; the php-recorded table in
//! tests/php_cases.rs.

use crate::{MatchOptions, Options, Regex};

fn find(p: &str, s: &str) -> Option<Vec<Option<(usize, usize)>>> {
    let re = Regex::new(p.as_bytes(), Options::default()).unwrap();
    let mut slots = Vec::new();
    let ok = re
        .exec(
            s.as_bytes(),
            0,
            MatchOptions::default(),
            &Default::default(),
            &mut slots,
        )
        .unwrap();
    ok.then(|| {
        slots
            .chunks(2)
            .map(|c| (c[0] != usize::MAX).then_some((c[0], c[1])))
            .collect()
    })
}

#[test]
fn smoke() {
    assert_eq!(find("abc", "xxabcx"), Some(vec![Some((2, 5))]));
    assert_eq!(find("a(b)?c", "ac"), Some(vec![Some((0, 2)), None]));
    assert_eq!(
        find("(a|b)*c", "ababc"),
        Some(vec![Some((0, 5)), Some((3, 4))])
    );
    assert_eq!(find("a.*b", "a123b45b6"), Some(vec![Some((0, 8))]));
    assert_eq!(find("a.*?b", "a123b45b6"), Some(vec![Some((0, 5))]));
    assert_eq!(find("(?<=a)b", "cbab"), Some(vec![Some((3, 4))]));
    assert_eq!(
        find("(\\w+)\\s\\1", "hey hello hello"),
        Some(vec![Some((4, 15)), Some((4, 9))])
    );
    assert_eq!(find("x(?!y)", "xyxz"), Some(vec![Some((2, 3))]));
    assert_eq!(find("^$", ""), Some(vec![Some((0, 0))]));
    assert_eq!(find("(?>a+)b", "aaab"), Some(vec![Some((0, 4))]));
    assert_eq!(find("(?>a+)a", "aaaa"), None);
}

#[test]
fn deep_loop_does_not_overflow() {
    let s = "ab".repeat(500_000) + "c";
    let re = Regex::new(b"(?:a|b)*c", Options::default()).unwrap();
    let mut slots = Vec::new();
    let r = re.exec(
        s.as_bytes(),
        0,
        MatchOptions::default(),
        &Default::default(),
        &mut slots,
    );
    assert_eq!(r, Ok(true));
}

#[test]
fn leading_possessive_run_is_skipped() {
    // Without the skip this is quadratic (200k × 200k steps).
    let s = "a".repeat(200_000);
    let re = Regex::new(b"a+@", Options::default()).unwrap();
    assert!(re.prog.skip_run, "{:?}", &re.prog.insts[..2]);
    let mut slots = Vec::new();
    let r = re.exec(
        s.as_bytes(),
        0,
        MatchOptions::default(),
        &Default::default(),
        &mut slots,
    );
    assert_eq!(r, Ok(false));
}

#[test]
fn leading_word_boundary_skips_mid_word_starts() {
    assert_eq!(find("\\b\\d+", "ab12 34"), Some(vec![Some((5, 7))]));
    assert_eq!(
        find("\\b(?:get|put)\\b", "forget put"),
        Some(vec![Some((7, 10))])
    );
    assert_eq!(find("\\b\\d", "x1"), None);
    assert_eq!(find("\\b\\d", "1"), Some(vec![Some((0, 1))]));
    assert_eq!(find("\\bp|q", "apq"), Some(vec![Some((2, 3))]));
    assert_eq!(find("\\b1", "é1"), Some(vec![Some((2, 3))]));
}

#[test]
fn repeat_before_word_boundary() {
    // `\d{1,3}\b` is made possessive; results must be those of backtracking.
    assert_eq!(find("\\d{1,3}\\b", "1234 56"), Some(vec![Some((1, 4))]));
    assert_eq!(
        find("(\\d+)\\b", "12ab 34"),
        Some(vec![Some((5, 7)), Some((5, 7))])
    );
    assert_eq!(find("a\\w*\\b", "abc d"), Some(vec![Some((0, 3))]));
    // With min 0 giving everything back can reach a boundary: not possessive.
    assert_eq!(find("x\\d*\\b", "x12"), Some(vec![Some((0, 3))]));
    assert_eq!(find("\\.\\d*\\b", ".5a"), Some(vec![Some((0, 1))]));
}

#[test]
fn whole_pattern_byte_runs() {
    // Programs that are one run of a byte set are matched by scanning.
    assert_eq!(find("[\\s,]+", "ab , c"), Some(vec![Some((2, 5))]));
    assert_eq!(find("\\s+", "abc"), None);
    assert_eq!(find("x{2,}", "axbxxxc"), Some(vec![Some((3, 6))]));
    assert_eq!(find("x{3,}", "xxaxxxx"), Some(vec![Some((3, 7))]));
    assert_eq!(find("x{3,}", "xxaxx"), None);
    assert_eq!(find("[ab]+", "ccab"), Some(vec![Some((2, 4))]));
    let re = Regex::new(b"\\d+", Options::default()).unwrap();
    let mut slots = Vec::new();
    let anchored = MatchOptions {
        anchored: true,
        not_empty_at_start: false,
    };
    let lim = Default::default();
    assert!(!re.exec(b"a12", 0, anchored, &lim, &mut slots).unwrap());
    assert!(re.exec(b"a12", 1, anchored, &lim, &mut slots).unwrap());
    assert_eq!(slots, vec![1, 3]);
    assert!(!re
        .exec(b"a12", 3, MatchOptions::default(), &lim, &mut slots)
        .unwrap());
}

/// The candidate search (first bytes, literal prefixes, the leading-run search,
/// the skipped leading `\b`) only skips start positions where no match can
/// start: for every start offset, the unanchored search must find the match an
/// anchored attempt at each position in turn finds first (anchored attempts
/// use none of those shortcuts).
#[test]
fn candidate_search_agrees_with_trying_every_position() {
    let patterns = [
        r"[\w.+-]+@[\w-]+\.\w+",
        r"\b(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}\b",
        r"\d+\.\d+\.\d+\.(\d+)",
        r"(\d{2,3})\.(\d{1,3})",
        r"(\d+)\.\1",
        r"\b(get|post|put|delete)\b",
        r"(?i)\b(get|post)\b",
        r"\b\d+",
        r"\b[\w.]+@",
        r"a+b",
        r"[a-z]++a",
        r"\d{3,}\.\d",
        r"bot|crawler|spider",
        r#""(?:GET|POST) /api/"#,
        r"x(?:y|[0-9]|\.)z",
    ];
    let subjects = [
        "1.2.3.4 - [05/Mar/2024:12:34:56 +0000] \"GET /api/x HTTP/1.1\" 200 user1@example.com",
        "1234.5.6.7 _1.2.3.4 a+b.c@d-e.org @x.y u@.v 12.2 11.11 x9.9.9.9 8.1.2",
        "b aab xab ab banana get GET xget post_ POST. delete Googlebot crawler x.z x5z",
    ];
    let opts = Options::default();
    let lim = Default::default();
    // The shortcuts under test are in use.
    let prog = |p: &str| Regex::new(p.as_bytes(), opts).unwrap().prog;
    assert!(prog(patterns[0]).lead_run.is_some());
    assert!(prog(patterns[1]).lead_run.is_some() && prog(patterns[1]).start_pc == 1);
    assert!(prog(patterns[4]).lead_run.is_some());
    assert!(prog(patterns[5]).start_pc == 1 && prog(patterns[5]).lead_run.is_none());
    assert!(prog(patterns[10]).lead_run.is_none());
    for p in patterns {
        let re = Regex::new(p.as_bytes(), opts).unwrap();
        for s in subjects {
            let s = s.as_bytes();
            for start in 0..=s.len() {
                let mut got = Vec::new();
                let found = re
                    .exec(s, start, MatchOptions::default(), &lim, &mut got)
                    .unwrap();
                let mut want = None;
                let mut slots = Vec::new();
                let anchored = MatchOptions {
                    anchored: true,
                    not_empty_at_start: false,
                };
                for at in start..=s.len() {
                    if re.exec(s, at, anchored, &lim, &mut slots).unwrap() {
                        want = Some(slots.clone());
                        break;
                    }
                }
                assert_eq!(found.then_some(got), want, "/{p}/ from {start}");
            }
        }
    }
}
