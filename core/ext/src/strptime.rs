//! `strptime` (deprecated since PHP 8.1): php hands the string to the C
//! library's `strptime` and returns the `struct tm` it filled. This is
//! glibc's parser for the C locale, with its end-of-parse step that fills
//! in the weekday, the day of the year and (from `%j` or `%U`/`%W`) the
//! month and day, so the fields php returns are glibc's.
//!
//! `%s` is converted as UTC (glibc uses the process's local time zone).

use crate::date::calendar::civil_from_days;
use crate::date::format::{DAY_NAMES as WEEKDAYS, MONTH_NAMES as MONTHS};
use crate::util::str_arg;
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, Value,
};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "strptime",
    params: &[
        ParamSpec::req("timestamp", ParamType::String),
        ParamSpec::req("format", ParamType::String),
    ],
    func: strptime,
}];

/// Days before each month, in common and leap years (glibc's `__mon_yday`).
const MON_YDAY: [[i64; 13]; 2] = [
    [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365],
    [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366],
];

#[derive(Default, Debug, Clone, PartialEq)]
struct Tm {
    sec: i64,
    min: i64,
    hour: i64,
    mday: i64,
    mon: i64,
    year: i64,
    wday: i64,
    yday: i64,
}

/// glibc's parse state (`struct __strptime_state`), shared by the nested
/// formats `%c`, `%D`, `%r`, ...
#[derive(Default)]
struct State {
    have_i: bool,
    is_pm: bool,
    century: Option<i64>,
    want_century: bool,
    want_xday: bool,
    have_wday: bool,
    have_yday: bool,
    have_mon: bool,
    have_mday: bool,
    have_uweek: bool,
    have_wweek: bool,
    week_no: i64,
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

fn leap(year: i64) -> usize {
    usize::from(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0))
}

struct Parser<'a> {
    s: &'a [u8],
    tm: Tm,
    st: State,
}

impl Parser<'_> {
    fn at(&self, i: usize) -> u8 {
        self.s.get(i).copied().unwrap_or(0)
    }

    /// glibc's `get_number`: spaces, then up to `n` digits (stopping
    /// early once another digit would pass `to`), within `from..=to`.
    fn number(&self, rp: &mut usize, from: i64, to: i64, n: u32) -> Option<i64> {
        while is_space(self.at(*rp)) {
            *rp += 1;
        }
        if !self.at(*rp).is_ascii_digit() {
            return None;
        }
        let mut val = 0i64;
        let mut left = n;
        loop {
            val = val * 10 + i64::from(self.at(*rp) - b'0');
            *rp += 1;
            left -= 1;
            if left == 0 || val * 10 > to || !self.at(*rp).is_ascii_digit() {
                break;
            }
        }
        (from..=to).contains(&val).then_some(val)
    }

    /// A name matched case-insensitively at `rp`.
    fn name(&self, rp: &mut usize, name: &str) -> bool {
        let n = name.len();
        let ok = self
            .s
            .get(*rp..*rp + n)
            .is_some_and(|w| w.eq_ignore_ascii_case(name.as_bytes()));
        if ok {
            *rp += n;
        }
        ok
    }

    /// Parses `fmt` from `rp`; the position after it, or `None`.
    fn parse(&mut self, mut rp: usize, fmt: &[u8]) -> Option<usize> {
        let mut f = 0;
        while f < fmt.len() {
            let c = fmt[f];
            if is_space(c) {
                while is_space(self.at(rp)) {
                    rp += 1;
                }
                f += 1;
                continue;
            }
            if c != b'%' {
                if self.at(rp) != c {
                    return None;
                }
                rp += 1;
                f += 1;
                continue;
            }
            f += 1;
            // strftime's flags and field width are ignored.
            while matches!(fmt.get(f), Some(b'-' | b'_' | b'0' | b'^' | b'#')) {
                f += 1;
            }
            while fmt.get(f).is_some_and(u8::is_ascii_digit) {
                f += 1;
            }
            // The E and O modifiers change nothing in the C locale, for the
            // conversions glibc takes them with (%Ey needs an era: none).
            let modifier = fmt.get(f).copied().filter(|m| matches!(m, b'E' | b'O'));
            if modifier.is_some() {
                f += 1;
            }
            let Some(&conv) = fmt.get(f) else {
                // A lone `%` at the end matches nothing.
                return None;
            };
            f += 1;
            let allowed: &[u8] = match modifier {
                Some(b'E') => b"cCxXY",
                Some(_) => b"deHImMSUVWwy",
                None => b"",
            };
            if modifier.is_some() && !allowed.contains(&conv) {
                return None;
            }
            rp = self.convert(rp, conv)?;
        }
        Some(rp)
    }

    fn convert(&mut self, mut rp: usize, conv: u8) -> Option<usize> {
        match conv {
            b'%' => {
                if self.at(rp) != b'%' {
                    return None;
                }
                rp += 1;
            }
            b'a' | b'A' => {
                let mut found = None;
                for (i, day) in WEEKDAYS.iter().enumerate() {
                    if self.name(&mut rp, day) || self.name(&mut rp, &day[..3]) {
                        found = Some(i as i64);
                        break;
                    }
                }
                self.tm.wday = found?;
                self.st.have_wday = true;
            }
            b'b' | b'B' | b'h' => {
                let mut found = None;
                for (i, m) in MONTHS.iter().enumerate() {
                    if self.name(&mut rp, m) || self.name(&mut rp, &m[..3]) {
                        found = Some(i as i64);
                        break;
                    }
                }
                self.tm.mon = found?;
                self.st.have_mon = true;
                self.st.want_xday = true;
            }
            b'c' => {
                rp = self.parse(rp, b"%a %b %e %H:%M:%S %Y")?;
                self.st.want_xday = true;
            }
            b'C' => {
                let v = self.number(&mut rp, 0, 99, 2)?;
                self.st.century = Some(v);
                self.st.want_xday = true;
            }
            b'd' | b'e' => {
                self.tm.mday = self.number(&mut rp, 1, 31, 2)?;
                self.st.have_mday = true;
                self.st.want_xday = true;
            }
            b'F' => {
                rp = self.parse(rp, b"%Y-%m-%d")?;
                self.st.want_xday = true;
            }
            b'x' | b'D' => {
                rp = self.parse(rp, b"%m/%d/%y")?;
                self.st.want_xday = true;
            }
            b'k' | b'H' => {
                self.tm.hour = self.number(&mut rp, 0, 23, 2)?;
                self.st.have_i = false;
            }
            b'l' | b'I' => {
                self.tm.hour = self.number(&mut rp, 1, 12, 2)? % 12;
                self.st.have_i = true;
            }
            b'j' => {
                self.tm.yday = self.number(&mut rp, 1, 366, 3)? - 1;
                self.st.have_yday = true;
            }
            b'm' => {
                self.tm.mon = self.number(&mut rp, 1, 12, 2)? - 1;
                self.st.have_mon = true;
                self.st.want_xday = true;
            }
            b'M' => self.tm.min = self.number(&mut rp, 0, 59, 2)?,
            b'n' | b't' => {
                while is_space(self.at(rp)) {
                    rp += 1;
                }
            }
            b'p' => {
                if self.name(&mut rp, "AM") {
                    self.st.is_pm = false;
                } else if self.name(&mut rp, "PM") {
                    self.st.is_pm = true;
                } else {
                    return None;
                }
            }
            b'r' => rp = self.parse(rp, b"%I:%M:%S %p")?,
            b'R' => rp = self.parse(rp, b"%H:%M")?,
            b's' => {
                if !self.at(rp).is_ascii_digit() {
                    return None;
                }
                let mut secs: i64 = 0;
                while self.at(rp).is_ascii_digit() {
                    secs = secs
                        .wrapping_mul(10)
                        .wrapping_add(i64::from(self.at(rp) - b'0'));
                    rp += 1;
                }
                self.tm = utc_tm(secs)?;
            }
            b'S' => self.tm.sec = self.number(&mut rp, 0, 61, 2)?,
            b'X' | b'T' => rp = self.parse(rp, b"%H:%M:%S")?,
            b'u' => {
                self.tm.wday = self.number(&mut rp, 1, 7, 1)? % 7;
                self.st.have_wday = true;
            }
            b'g' => {
                self.number(&mut rp, 0, 99, 2)?;
            }
            b'G' => {
                if !self.at(rp).is_ascii_digit() {
                    return None;
                }
                while self.at(rp).is_ascii_digit() {
                    rp += 1;
                }
            }
            b'U' | b'W' => {
                self.st.week_no = self.number(&mut rp, 0, 53, 2)?;
                self.st.have_uweek = conv == b'U';
                self.st.have_wweek = conv == b'W';
            }
            b'V' => {
                self.number(&mut rp, 0, 53, 2)?;
            }
            b'w' => {
                self.tm.wday = self.number(&mut rp, 0, 6, 1)?;
                self.st.have_wday = true;
            }
            b'y' => {
                let v = self.number(&mut rp, 0, 99, 2)?;
                self.tm.year = if v >= 69 { v } else { v + 100 };
                self.st.want_century = true;
                self.st.want_xday = true;
            }
            b'Y' => {
                self.tm.year = self.number(&mut rp, 0, 9999, 4)? - 1900;
                self.st.want_century = false;
                self.st.want_xday = true;
            }
            b'Z' => {
                while is_space(self.at(rp)) {
                    rp += 1;
                }
                while !is_space(self.at(rp)) && self.at(rp) != 0 {
                    rp += 1;
                }
            }
            b'z' => {
                while is_space(self.at(rp)) {
                    rp += 1;
                }
                if self.at(rp) == b'Z' {
                    return Some(rp + 1);
                }
                if !matches!(self.at(rp), b'+' | b'-') {
                    return None;
                }
                rp += 1;
                let (mut n, mut val) = (0, 0);
                while n < 4 && self.at(rp).is_ascii_digit() {
                    val = val * 10 + i64::from(self.at(rp) - b'0');
                    rp += 1;
                    n += 1;
                    if self.at(rp) == b':' && n == 2 && self.at(rp + 1).is_ascii_digit() {
                        rp += 1;
                    }
                }
                if n != 2 && (n != 4 || val % 100 >= 60) {
                    return None;
                }
                // The offset goes to tm_gmtoff, which php does not return.
            }
            _ => return None,
        }
        Some(rp)
    }

    /// glibc's last step for the outermost call.
    fn finish(&mut self) {
        let (tm, st) = (&mut self.tm, &mut self.st);
        if st.have_i && st.is_pm {
            tm.hour += 12;
        }
        if let Some(c) = st.century {
            tm.year = if st.want_century {
                tm.year % 100 + (c - 19) * 100
            } else {
                (c - 19) * 100
            };
        }
        if st.want_xday && !st.have_wday {
            if !(st.have_mon && st.have_mday) && st.have_yday {
                fill_mon_mday(tm, st.have_mon, st.have_mday);
                st.have_mon = true;
                st.have_mday = true;
            }
            if tm.year >= -1900 {
                day_of_the_week(tm);
            }
        }
        if st.want_xday && !st.have_yday {
            day_of_the_year(tm);
        }
        if (st.have_uweek || st.have_wweek) && st.have_wday {
            let (save_wday, save_mday, save_mon) = (tm.wday, tm.mday, tm.mon);
            let w_offset = if st.have_uweek { 0 } else { 1 };
            tm.mday = 1;
            tm.mon = 0;
            day_of_the_week(tm);
            if st.have_mday {
                tm.mday = save_mday;
            }
            if st.have_mon {
                tm.mon = save_mon;
            }
            if !st.have_yday {
                tm.yday = (7 - (tm.wday - w_offset)) % 7
                    + (st.week_no - 1) * 7
                    + (save_wday - w_offset + 7) % 7;
            }
            if !st.have_mday || !st.have_mon {
                fill_mon_mday(tm, st.have_mon, st.have_mday);
            }
            tm.wday = save_wday;
        }
    }
}

/// `__mon_yday[row][i]` as C reads it: an index past a row's 13 entries
/// runs on into the next row (glibc's loop below does that for the last
/// day of a common year).
fn mon_yday(row: usize, i: i64) -> i64 {
    let flat = row as i64 * 13 + i;
    MON_YDAY
        .iter()
        .flatten()
        .nth(flat.clamp(0, 25) as usize)
        .copied()
        .unwrap_or(0)
}

/// The month and day from the day of the year, where not parsed.
fn fill_mon_mday(tm: &mut Tm, have_mon: bool, have_mday: bool) {
    let row = leap(1900 + tm.year);
    let mut t_mon = 0;
    while t_mon < 26 - row as i64 * 13 && mon_yday(row, t_mon) <= tm.yday {
        t_mon += 1;
    }
    if !have_mon {
        tm.mon = t_mon - 1;
    }
    if !have_mday {
        tm.mday = tm.yday - mon_yday(row, t_mon - 1) + 1;
    }
}

/// glibc's `day_of_the_week` (1 January 1970 was a Thursday).
fn day_of_the_week(tm: &mut Tm) {
    let corr_year = 1900 + tm.year - i64::from(tm.mon < 2);
    let q = corr_year / 4;
    let wday = -473 + 365 * (tm.year - 70) + q - q / 25
        + i64::from(q % 25 < 0)
        + (q / 25) / 4
        + mon_yday(0, tm.mon)
        + tm.mday
        - 1;
    tm.wday = (wday % 7 + 7) % 7;
}

fn day_of_the_year(tm: &mut Tm) {
    tm.yday = mon_yday(leap(1900 + tm.year), tm.mon) + tm.mday - 1;
}

/// `gmtime` of a Unix time.
fn utc_tm(secs: i64) -> Option<Tm> {
    let days = secs.div_euclid(86400);
    let rem = secs.rem_euclid(86400);
    let (y, m, d) = civil_from_days(days);
    let year = y.checked_sub(1900)?;
    let mut tm = Tm {
        sec: rem % 60,
        min: rem / 60 % 60,
        hour: rem / 3600,
        mday: d,
        mon: m - 1,
        year,
        wday: (days + 4).rem_euclid(7),
        yday: 0,
    };
    day_of_the_year(&mut tm);
    Some(tm)
}

/// The fields and unparsed rest of `s` read by `fmt`; `None` where glibc's
/// strptime returns NULL.
fn parse(s: &[u8], fmt: &[u8]) -> Option<(Tm, usize)> {
    let mut p = Parser {
        s,
        tm: Tm::default(),
        st: State::default(),
    };
    let rp = p.parse(0, fmt)?;
    p.finish();
    Some((p.tm, rp))
}

fn strptime(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    ctx.error(ErrorLevel::Deprecated, "Function strptime() is deprecated")?;
    let s = str_arg(a, 0);
    let fmt = str_arg(a, 1);
    // The C function sees both strings up to their first NUL.
    let cut = |b: &[u8]| b.iter().position(|&c| c == 0).map_or(b.len(), |i| i);
    let (s, fmt) = (s.as_bytes(), fmt.as_bytes());
    let (s, fmt) = (&s[..cut(s)], &fmt[..cut(fmt)]);
    let Some((tm, rp)) = parse(s, fmt) else {
        return Ok(Value::Bool(false));
    };
    let mut arr = PhpArray::new();
    for (k, v) in [
        ("tm_sec", tm.sec),
        ("tm_min", tm.min),
        ("tm_hour", tm.hour),
        ("tm_mday", tm.mday),
        ("tm_mon", tm.mon),
        ("tm_year", tm.year),
        ("tm_wday", tm.wday),
        ("tm_yday", tm.yday),
    ] {
        arr.insert(ArrayKey::from_bytes(k.as_bytes()), Value::Int(v));
    }
    arr.insert(
        ArrayKey::from_bytes(b"unparsed"),
        Value::Str(s[rp.min(s.len())..].to_vec().into()),
    );
    Ok(Value::Array(arr))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(s: &str, f: &str) -> Option<[i64; 8]> {
        parse(s.as_bytes(), f.as_bytes())
            .map(|(t, _)| [t.sec, t.min, t.hour, t.mday, t.mon, t.year, t.wday, t.yday])
    }

    #[test]
    fn glibc_fields() {
        assert_eq!(
            fields("2024-03-15 13:45:30", "%Y-%m-%d %H:%M:%S"),
            Some([30, 45, 13, 15, 2, 124, 5, 74])
        );
        assert_eq!(
            fields("2024 075", "%Y %j"),
            Some([0, 0, 0, 15, 2, 124, 5, 74])
        );
        assert_eq!(fields("Mar", "%h"), Some([0, 0, 0, 0, 2, 0, 3, 58]));
        assert_eq!(fields("20", "%C"), Some([0, 0, 0, 0, 0, 100, 5, -1]));
        assert_eq!(fields("68", "%y"), Some([0, 0, 0, 0, 0, 168, 6, -1]));
        assert_eq!(
            fields("10:05:01 PM", "%I:%M:%S %p"),
            Some([1, 5, 22, 0, 0, 0, 0, 0])
        );
        assert_eq!(
            fields("1700000000", "%s"),
            Some([20, 13, 22, 14, 10, 123, 2, 317])
        );
        assert_eq!(fields("2024-13-01", "%Y-%m-%d"), None);
    }
}
