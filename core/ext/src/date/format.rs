//! `date()`'s format characters, printed exactly as php's `date_format`
//! prints them, for any year (negative and five-digit years included).

use super::calendar::{day_of_year, days_in_month, is_leap, iso_week, weekday, Fields};
use super::tz::{Offset, Zone};

pub const DAY_NAMES: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];
pub const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// One instant broken down in a zone.
pub struct Broken {
    pub t: i64,
    pub f: Fields,
    pub off: Offset,
    /// `date('e')`.
    pub zone_name: String,
    /// gmdate() calls its zone "GMT" for `T`.
    pub gmt: bool,
    /// Days since the epoch of the local date.
    pub days: i64,
    /// Microseconds (DateTime objects; 0 for `date()`).
    pub us: i64,
    /// `T` of a fixed-offset DateTime prints the offset.
    pub offset_zone: bool,
}

impl Broken {
    pub fn new(t: i64, zone: &Zone, gmt: bool) -> Broken {
        let off = zone.offset_at(t);
        let local = t.saturating_add(off.utc_off);
        Broken {
            t,
            f: Fields::from_epoch(local),
            zone_name: zone.name.clone(),
            gmt,
            days: local.div_euclid(86_400),
            off,
            us: 0,
            offset_zone: false,
        }
    }

    /// A DateTime's instant in its zone.
    pub fn of(t: i64, us: i64, tz: &super::tz::Tz) -> Broken {
        let off = tz.offset_at(t);
        let local = t.saturating_add(off.utc_off);
        Broken {
            t,
            f: Fields::from_epoch(local),
            zone_name: tz.name(),
            gmt: false,
            days: local.div_euclid(86_400),
            off,
            us,
            offset_zone: matches!(tz, super::tz::Tz::Offset(_)),
        }
    }

    pub fn weekday(&self) -> i64 {
        weekday(self.days)
    }

    pub fn yday(&self) -> i64 {
        day_of_year(self.f.y, self.f.m, self.f.d)
    }

    /// Swatch Internet time, computed as php does from the UTC instant.
    pub fn swatch(&self) -> i64 {
        let mut r = ((self.t % 86_400) + 3600) * 10;
        if r < 0 {
            r += 864_000;
        }
        (r / 864) % 1000
    }
}

fn offset_text(off: i64, colon: bool) -> String {
    let sign = if off < 0 { '-' } else { '+' };
    let a = off.unsigned_abs();
    if colon {
        format!("{}{:02}:{:02}", sign, a / 3600, a / 60 % 60)
    } else {
        format!("{}{:02}{:02}", sign, a / 3600, a / 60 % 60)
    }
}

/// php's `%s%04lld` year: sign, then at least four digits.
fn year4(y: i64) -> String {
    format!("{}{:04}", if y < 0 { "-" } else { "" }, y.unsigned_abs())
}

pub fn format(fmt: &[u8], b: &Broken) -> Vec<u8> {
    let f = &b.f;
    let mut out: Vec<u8> = Vec::new();
    let mut it = fmt.iter();
    while let Some(&c) = it.next() {
        let s: String = match c {
            b'd' => format!("{:02}", f.d),
            b'D' => DAY_NAMES[b.weekday() as usize][..3].to_string(),
            b'j' => f.d.to_string(),
            b'l' => DAY_NAMES[b.weekday() as usize].to_string(),
            b'N' => {
                let w = b.weekday();
                (if w == 0 { 7 } else { w }).to_string()
            }
            b'S' => match (f.d % 10, f.d) {
                (_, 11..=13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            }
            .to_string(),
            b'w' => b.weekday().to_string(),
            b'z' => b.yday().to_string(),
            b'W' => format!("{:02}", iso_week(f.y, f.m, f.d).1),
            b'o' => iso_week(f.y, f.m, f.d).0.to_string(),
            b'F' => MONTH_NAMES[f.m as usize - 1].to_string(),
            b'M' => MONTH_NAMES[f.m as usize - 1][..3].to_string(),
            b'm' => format!("{:02}", f.m),
            b'n' => f.m.to_string(),
            b't' => days_in_month(f.y, f.m).to_string(),
            b'L' => u8::from(is_leap(f.y)).to_string(),
            b'X' | b'x' => {
                if c == b'x' && (0..10_000).contains(&f.y) {
                    year4(f.y)
                } else {
                    format!(
                        "{}{:04}",
                        if f.y < 0 { '-' } else { '+' },
                        f.y.unsigned_abs()
                    )
                }
            }
            b'Y' => year4(f.y),
            b'y' => format!("{:02}", f.y % 100),
            b'a' => (if f.h >= 12 { "pm" } else { "am" }).to_string(),
            b'A' => (if f.h >= 12 { "PM" } else { "AM" }).to_string(),
            b'B' => format!("{:03}", b.swatch()),
            b'g' => (if f.h % 12 == 0 { 12 } else { f.h % 12 }).to_string(),
            b'G' => f.h.to_string(),
            b'h' => format!("{:02}", if f.h % 12 == 0 { 12 } else { f.h % 12 }),
            b'H' => format!("{:02}", f.h),
            b'i' => format!("{:02}", f.i),
            b's' => format!("{:02}", f.s),
            b'u' => format!("{:06}", b.us),
            b'v' => format!("{:03}", b.us / 1000),
            b'e' => b.zone_name.clone(),
            b'I' => u8::from(b.off.dst).to_string(),
            b'O' => offset_text(b.off.utc_off, false),
            b'P' => offset_text(b.off.utc_off, true),
            b'p' => {
                if b.gmt
                    || matches!(b.off.abbr.as_str(), "UTC" | "Z" | "GMT+0000")
                    || (b.offset_zone && b.off.utc_off == 0)
                {
                    "Z".to_string()
                } else {
                    offset_text(b.off.utc_off, true)
                }
            }
            b'T' => {
                if b.gmt {
                    "GMT".to_string()
                } else {
                    b.off.abbr.clone()
                }
            }
            b'Z' => b.off.utc_off.to_string(),
            b'c' => format!(
                "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{}",
                f.y,
                f.m,
                f.d,
                f.h,
                f.i,
                f.s,
                offset_text(b.off.utc_off, true)
            ),
            b'r' => format!(
                "{}, {:02} {} {:04} {:02}:{:02}:{:02} {}",
                &DAY_NAMES[b.weekday() as usize][..3],
                f.d,
                &MONTH_NAMES[f.m as usize - 1][..3],
                f.y,
                f.h,
                f.i,
                f.s,
                offset_text(b.off.utc_off, false)
            ),
            b'U' => b.t.to_string(),
            b'\\' => {
                if let Some(&n) = it.next() {
                    out.push(n);
                }
                continue;
            }
            other => {
                out.push(other);
                continue;
            }
        };
        out.extend_from_slice(s.as_bytes());
    }
    out
}
