//! `strftime`/`gmstrftime` (deprecated in php 8.1): the C library's
//! conversions in the "C" locale, over the same broken-down time as `date()`.

use super::calendar::iso_week;
use super::format::{Broken, DAY_NAMES, MONTH_NAMES};

fn pad(n: i64, w: usize, c: char) -> String {
    let s = n.to_string();
    if s.len() >= w {
        s
    } else {
        format!("{}{}", c.to_string().repeat(w - s.len()), s)
    }
}

/// Week of the year with weeks starting on `first` (0 Sunday, 1 Monday).
fn week_from(b: &Broken, first: i64) -> i64 {
    let wd = (b.weekday() - first).rem_euclid(7);
    (b.yday() + 7 - wd) / 7
}

pub fn strftime(fmt: &[u8], b: &Broken) -> Vec<u8> {
    let f = &b.f;
    let h12 = if f.h % 12 == 0 { 12 } else { f.h % 12 };
    let mut out = Vec::new();
    let mut it = fmt.iter();
    while let Some(&c) = it.next() {
        if c != b'%' {
            out.push(c);
            continue;
        }
        let Some(&k) = it.next() else {
            out.push(b'%');
            break;
        };
        let wd = b.weekday() as usize;
        let mon = (f.m - 1) as usize;
        let s = match k {
            b'a' => DAY_NAMES[wd][..3].to_string(),
            b'A' => DAY_NAMES[wd].to_string(),
            b'd' => pad(f.d, 2, '0'),
            b'e' => pad(f.d, 2, ' '),
            b'j' => pad(b.yday() + 1, 3, '0'),
            b'u' => (if wd == 0 { 7 } else { wd as i64 }).to_string(),
            b'w' => wd.to_string(),
            b'U' => pad(week_from(b, 0), 2, '0'),
            b'W' => pad(week_from(b, 1), 2, '0'),
            b'V' => pad(iso_week(f.y, f.m, f.d).1, 2, '0'),
            b'G' => iso_week(f.y, f.m, f.d).0.to_string(),
            b'g' => pad(iso_week(f.y, f.m, f.d).0.rem_euclid(100), 2, '0'),
            b'b' | b'h' => MONTH_NAMES[mon][..3].to_string(),
            b'B' => MONTH_NAMES[mon].to_string(),
            b'm' => pad(f.m, 2, '0'),
            b'y' => pad(f.y.rem_euclid(100), 2, '0'),
            b'Y' => f.y.to_string(),
            b'C' => pad(f.y.div_euclid(100), 2, '0'),
            b'H' => pad(f.h, 2, '0'),
            b'k' => pad(f.h, 2, ' '),
            b'I' => pad(h12, 2, '0'),
            b'l' => pad(h12, 2, ' '),
            b'M' => pad(f.i, 2, '0'),
            b'S' => pad(f.s, 2, '0'),
            b'p' => (if f.h >= 12 { "PM" } else { "AM" }).to_string(),
            b'P' => (if f.h >= 12 { "pm" } else { "am" }).to_string(),
            b'r' => format!(
                "{}:{}:{} {}",
                pad(h12, 2, '0'),
                pad(f.i, 2, '0'),
                pad(f.s, 2, '0'),
                if f.h >= 12 { "PM" } else { "AM" }
            ),
            b'R' => format!("{}:{}", pad(f.h, 2, '0'), pad(f.i, 2, '0')),
            b'T' | b'X' => format!(
                "{}:{}:{}",
                pad(f.h, 2, '0'),
                pad(f.i, 2, '0'),
                pad(f.s, 2, '0')
            ),
            b'D' | b'x' => format!(
                "{}/{}/{}",
                pad(f.m, 2, '0'),
                pad(f.d, 2, '0'),
                pad(f.y.rem_euclid(100), 2, '0')
            ),
            b'F' => format!("{}-{}-{}", f.y, pad(f.m, 2, '0'), pad(f.d, 2, '0')),
            b'c' => format!(
                "{} {} {} {}:{}:{} {}",
                &DAY_NAMES[wd][..3],
                &MONTH_NAMES[mon][..3],
                pad(f.d, 2, ' '),
                pad(f.h, 2, '0'),
                pad(f.i, 2, '0'),
                pad(f.s, 2, '0'),
                f.y
            ),
            // php hands the C library local fields it reads as UTC.
            b's' => (b.t + b.off.utc_off).to_string(),
            b'Z' => {
                if b.gmt {
                    "GMT".to_string()
                } else {
                    b.off.abbr.clone()
                }
            }
            b'z' => {
                let o = b.off.utc_off;
                let a = o.unsigned_abs();
                format!(
                    "{}{:02}{:02}",
                    if o < 0 { '-' } else { '+' },
                    a / 3600,
                    a / 60 % 60
                )
            }
            b'n' => "\n".to_string(),
            b't' => "\t".to_string(),
            b'%' => "%".to_string(),
            other => format!("%{}", other as char),
        };
        out.extend_from_slice(s.as_bytes());
    }
    out
}
