//! Checks the engine against php 8.2's own results (tests/php_cases.txt,
//! recorded by tools/gen_cases.php): every match of preg_match_all with all
//! group offsets, compile errors and limit errors.

use rphp_regex::{is_char_boundary, utf8_error, Limits, MatchError, MatchOptions, Options, Regex};

fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            match b[i + 1] {
                b'\\' => out.push(b'\\'),
                b't' => out.push(b'\t'),
                b'n' => out.push(b'\n'),
                b'r' => out.push(b'\r'),
                b'x' => {
                    out.push(u8::from_str_radix(&s[i + 2..i + 4], 16).unwrap());
                    i += 2;
                }
                c => panic!("bad escape {}", c as char),
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

fn split_pattern(p: &[u8]) -> (Vec<u8>, Options) {
    let d = p[0];
    let end = p.iter().rposition(|&b| b == d).unwrap();
    let mut o = Options::default();
    for &f in &p[end + 1..] {
        match f {
            b'i' => o.caseless = true,
            b'm' => o.multiline = true,
            b's' => o.dotall = true,
            b'x' => o.extended = true,
            b'u' => o.utf = true,
            b'U' => o.ungreedy = true,
            b'D' => o.dollar_endonly = true,
            b'A' => o.anchored = true,
            b'n' => o.no_auto_capture = true,
            b'J' => o.dupnames = true,
            _ => panic!("flag {}", f as char),
        }
    }
    (p[1..end].to_vec(), o)
}

fn run(pattern: &[u8], subject: &[u8]) -> String {
    let (pat, opts) = split_pattern(pattern);
    let re = match Regex::new(&pat, opts) {
        Ok(r) => r,
        Err(e) => return format!("ERR:{} at offset {}", e.message, e.offset),
    };
    if opts.utf && utf8_error(subject).is_some() {
        return "ERR:Malformed UTF-8 characters, possibly incorrectly encoded".into();
    }
    let limits = Limits::default();
    let mut out = Vec::new();
    let mut slots = Vec::new();
    let mut off = 0;
    let mut mo = MatchOptions::default();
    loop {
        match re.exec(subject, off, mo, &limits, &mut slots) {
            Ok(true) => {
                let gs: Vec<String> = slots
                    .chunks(2)
                    .map(|c| {
                        if c[0] == usize::MAX {
                            "-".to_string()
                        } else {
                            format!("{}-{}", c[0], c[1])
                        }
                    })
                    .collect();
                out.push(gs.join(","));
                off = slots[1];
                mo = if slots[1] == slots[0] {
                    MatchOptions {
                        anchored: true,
                        not_empty_at_start: true,
                    }
                } else {
                    MatchOptions::default()
                };
            }
            Ok(false) => {
                if mo.not_empty_at_start && off < subject.len() {
                    off += 1;
                    while opts.utf && !is_char_boundary(subject, off) {
                        off += 1;
                    }
                    mo = MatchOptions::default();
                } else {
                    break;
                }
            }
            Err(MatchError::BacktrackLimit) => return "ERR:Backtrack limit exhausted".into(),
            Err(MatchError::RecursionLimit) => return "ERR:Recursion limit exhausted".into(),
            Err(MatchError::StackLimit) => return "ERR:JIT stack limit exhausted".into(),
        }
    }
    if out.is_empty() {
        "none".into()
    } else {
        out.join(" ")
    }
}

fn check_table(data: &str) {
    let mut failures = Vec::new();
    let mut n = 0;
    for line in data.lines() {
        let parts: Vec<&str> = line.split('\t').collect();
        if parts.len() < 3 {
            continue;
        }
        let (p, s, want) = (unescape(parts[0]), unescape(parts[1]), parts[2]);
        let want = String::from_utf8(unescape(want)).unwrap();
        let got = run(&p, &s);
        n += 1;
        if got != want {
            failures.push(format!(
                "{}  on {:?}\n   want {}\n   got  {}",
                parts[0], parts[1], want, got
            ));
        }
    }
    if !failures.is_empty() {
        panic!(
            "{} of {} cases differ:\n{}",
            failures.len(),
            n,
            failures.join("\n")
        );
    }
}

/// Hand-picked patterns (tools/gen_cases.php); RPHP_REGEX_CASES=file runs another
/// recording instead (e.g. a batch from tools/gen_random.py).
#[test]
fn php_recorded_cases() {
    let extra = std::env::var("RPHP_REGEX_CASES")
        .ok()
        .map(|f| std::fs::read_to_string(f).unwrap());
    check_table(extra.as_deref().unwrap_or(include_str!("php_cases.txt")));
}

/// Random patterns and subjects (tools/gen_random.py seed 1).
#[test]
fn php_random_cases() {
    check_table(include_str!("php_random.txt"));
}
