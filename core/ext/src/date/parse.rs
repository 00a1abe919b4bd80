//! `strtotime`: the common formats of php's date parser (timelib), applied
//! the way timelib applies them — absolute fields first, holes filled from
//! the base time, then weekday, relative units, "first/last day of", and
//! out-of-range fields carried over.
//!
//! Supported: `now`, `today`, `midnight`, `noon`, `tomorrow`, `yesterday`,
//! `@ts`, ISO dates (`2020-01-02`, `2020-01`, `2020/01/02`, `1/2/2020`),
//! times (`10:00`, `10:00:05.5`, `10am`, `10:30 pm`, ISO `T`), month names
//! (`1 January 2020`, `Jan 1, 2020`, `Jan 2020`), zones (`Z`, `UTC`, `GMT`,
//! `+0200`, `+02:00`), relative units with a number (`+1 day`, `-2 weeks`,
//! `3 days ago`) or a word (`next month`, `last year`, `this week`), weekday
//! names (`monday`, `next friday`, `last sat`) and `first/last day of`.
//! Anything else gives `None` (false), as does what php itself rejects.

use super::calendar::{days_from_civil, days_in_month, weekday, Fields};
use super::tz::{Tz, Zone};
use std::rc::Rc;

/// What the parser read from a date string: the fields it set (`None`
/// where the string left them to the base time), the relative part, and
/// the warnings and errors timelib would report, with their byte positions.
#[derive(Default, Clone)]
pub struct Parsed {
    pub y: Option<i64>,
    pub m: Option<i64>,
    pub d: Option<i64>,
    pub h: Option<i64>,
    pub i: Option<i64>,
    pub s: Option<i64>,
    have_date: bool,
    have_time: bool,
    /// Seconds east of UTC given in the string.
    zone: Option<i64>,
    /// The zone as written (offset, abbreviation or identifier).
    pub zone_kind: Option<Tz>,
    /// `UTC`/`GMT`/`Z` as written, which date_parse reports as an abbreviation.
    pub zone_word: Option<String>,
    /// A word that was taken for a zone but named none (`foo`).
    pub zone_unknown: bool,
    /// Microseconds, when a time was given.
    pub us: Option<i64>,
    /// Relative years, months, days, hours, minutes, seconds.
    pub rel: [i64; 6],
    /// Microseconds added (`@1.5`).
    rel_us: i64,
    pub have_rel: bool,
    /// (weekday 0=Sunday, behaviour) as timelib's `do_adjust_for_weekday` reads them.
    pub weekday: Option<(i64, u8)>,
    /// 1 = first day of, 2 = last day of.
    pub first_last: u8,
    /// `first monday of` (false) / `last friday of` (true).
    special_last: Option<bool>,
    /// (position, message) of what timelib warns about.
    pub warnings: Vec<(usize, &'static str)>,
    /// (position, message) of what makes the string unusable.
    pub errors: Vec<(usize, &'static str)>,
    /// Why the token being read failed, when not just unexpected.
    fail: Option<&'static str>,
    /// Where the token being read starts.
    tok: usize,
}

/// Month names in lower case, January first (the parsers' spelling).
pub const MONTHS: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];
/// Day names in lower case, Sunday first.
pub const DAYS: [&str; 7] = [
    "sunday",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
];

fn month_of(w: &str) -> Option<i64> {
    for (k, name) in MONTHS.iter().enumerate() {
        if w == *name || w == &name[..3] || (k == 8 && w == "sept") {
            return Some(k as i64 + 1);
        }
    }
    None
}

fn day_of(w: &str) -> Option<i64> {
    let extra = [("tues", 2), ("wednes", 3), ("thur", 4), ("thurs", 4)];
    for (k, name) in DAYS.iter().enumerate() {
        if w == *name || w == &name[..3] {
            return Some(k as i64);
        }
    }
    extra.iter().find(|(n, _)| *n == w).map(|&(_, d)| d)
}

/// Index into `rel` and multiplier of a unit word.
fn unit_of(w: &str) -> Option<(usize, i64)> {
    Some(match w {
        "sec" | "secs" | "second" | "seconds" => (5, 1),
        "min" | "mins" | "minute" | "minutes" => (4, 1),
        "hour" | "hours" => (3, 1),
        "day" | "days" => (2, 1),
        "week" | "weeks" => (2, 7),
        "fortnight" | "fortnights" | "forthnight" | "forthnights" => (2, 14),
        "month" | "months" => (1, 1),
        "year" | "years" => (0, 1),
        _ => return None,
    })
}

/// Common zone abbreviations: total offset east of UTC and DST flag.
pub fn abbreviation(w: &str) -> Option<(i64, bool)> {
    Some(match w.to_ascii_lowercase().as_str() {
        "est" => (-18000, false),
        "edt" => (-14400, true),
        "cst" => (-21600, false),
        "cdt" => (-18000, true),
        "mst" => (-25200, false),
        "mdt" => (-21600, true),
        "pst" => (-28800, false),
        "pdt" => (-25200, true),
        "akst" => (-32400, false),
        "akdt" => (-28800, true),
        "hst" => (-36000, false),
        "bst" => (3600, true),
        "ist" => (7200, true),
        "wet" => (0, false),
        "west" => (3600, true),
        "cet" => (3600, false),
        "cest" => (7200, true),
        "met" => (3600, false),
        "mest" => (7200, true),
        "eet" => (7200, false),
        "eest" => (10800, true),
        "msk" => (10800, false),
        "jst" => (32400, false),
        "kst" => (32400, false),
        "hkt" => (28800, false),
        "aest" => (36000, false),
        "aedt" => (39600, true),
        "acst" => (34200, false),
        "awst" => (28800, false),
        "nzst" => (43200, false),
        "nzdt" => (46800, true),
        _ => return None,
    })
}

fn reltext(w: &str) -> Option<(i64, u8)> {
    Some(match w {
        "last" | "previous" => (-1, 0),
        "this" => (0, 1),
        "next" | "first" => (1, 0),
        "second" => (2, 0),
        "third" => (3, 0),
        "fourth" => (4, 0),
        "fifth" => (5, 0),
        "sixth" => (6, 0),
        "seventh" => (7, 0),
        "eighth" => (8, 0),
        "ninth" => (9, 0),
        "tenth" => (10, 0),
        "eleventh" => (11, 0),
        "twelfth" => (12, 0),
        _ => return None,
    })
}

struct Scanner<'a> {
    s: &'a [u8],
    p: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.p).copied()
    }
    fn at(&self, k: usize) -> Option<u8> {
        self.s.get(self.p + k).copied()
    }
    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.p += 1;
        }
    }
    /// A run of digits: (value, digit count).
    fn digits(&mut self) -> Option<(i64, usize)> {
        let begin = self.p;
        let mut n: i64 = 0;
        while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
            n = n.checked_mul(10)?.checked_add(i64::from(c - b'0'))?;
            self.p += 1;
        }
        (self.p > begin).then_some((n, self.p - begin))
    }
    fn word(&mut self) -> String {
        let begin = self.p;
        while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            self.p += 1;
        }
        String::from_utf8_lossy(&self.s[begin..self.p]).to_ascii_lowercase()
    }
    /// The next word without consuming it (after spaces).
    fn peek_word(&self) -> String {
        let mut t = Scanner {
            s: self.s,
            p: self.p,
        };
        t.skip_spaces();
        t.word()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.p += 1;
            true
        } else {
            false
        }
    }
}

impl Parsed {
    fn set_date(&mut self, y: Option<i64>, m: i64, d: i64) -> Option<()> {
        if self.have_date {
            self.fail = Some("Double date specification");
            return None;
        }
        if !(1..=12).contains(&m) || !(0..=31).contains(&d) {
            return None;
        }
        self.have_date = true;
        self.y = y.or(self.y);
        self.m = Some(m);
        self.d = Some(d);
        Some(())
    }
    fn set_time(&mut self, h: i64, i: i64, s: i64) -> Option<()> {
        if self.have_time {
            self.fail = Some("Double time specification");
            return None;
        }
        if h > 24 || i > 59 || s > 60 {
            return None;
        }
        self.have_time = true;
        (self.h, self.i, self.s) = (Some(h), Some(i), Some(s));
        self.us = Some(0);
        Some(())
    }
    fn unhave_time(&mut self) {
        self.have_time = false;
        (self.h, self.i, self.s) = (Some(0), Some(0), Some(0));
        self.us = Some(0);
    }
    /// php keeps the first of several zone offsets (`10:00 +0200 +0300`).
    fn set_zone(&mut self, off: i64) -> Option<()> {
        if self.zone_kind.is_some() || self.zone_unknown {
            self.warnings
                .push((self.tok, "Double timezone specification"));
        }
        self.zone.get_or_insert(off);
        self.zone_kind.get_or_insert(Tz::Offset(off));
        Some(())
    }
    fn set_zone_kind(&mut self, z: Tz) -> Option<()> {
        if self.zone_kind.is_some() || self.zone_unknown {
            self.warnings
                .push((self.tok, "Double timezone specification"));
        } else {
            self.zone = match &z {
                Tz::Id(_) => None,
                other => Some(other.offset_at(0).utc_off),
            };
            self.zone_kind = Some(z);
        }
        Some(())
    }
    fn add_rel(&mut self, amount: i64, unit: (usize, i64)) -> Option<()> {
        let v = amount.checked_mul(unit.1)?;
        self.rel[unit.0] = self.rel[unit.0].checked_add(v)?;
        self.have_rel = true;
        Some(())
    }
    fn set_weekday(&mut self, wd: i64) {
        let behaviour = match self.weekday {
            Some((_, 2)) => 2,
            _ => 1,
        };
        self.weekday = Some((wd, behaviour));
        self.unhave_time();
    }
}

/// `am`/`pm` after an hour, if present.
fn meridian(sc: &mut Scanner, h: i64) -> Option<Option<i64>> {
    let save = sc.p;
    sc.skip_spaces();
    let w = sc.word();
    let (am, pm) = (w == "am" || w == "a", w == "pm" || w == "p");
    // `a` and `p` alone need their dot: `10 a.m.`, `10p.m.`, not `10a`.
    let dotted = w.len() == 1 && sc.eat(b'.');
    if dotted && matches!(sc.peek(), Some(b'm' | b'M')) {
        sc.p += 1;
        sc.eat(b'.');
    }
    if !(am || pm) || (w.len() == 1 && !dotted) {
        sc.p = save;
        return Some(None);
    }
    if !(1..=12).contains(&h) {
        return None;
    }
    let h = h % 12 + if pm { 12 } else { 0 };
    Some(Some(h))
}

/// After an hour was read and `:` follows: minutes, seconds, fraction, meridian.
fn clock(sc: &mut Scanner, out: &mut Parsed, h: i64) -> Option<()> {
    sc.p += 1;
    let (i, n) = sc.digits()?;
    if n != 2 {
        return None;
    }
    let mut s = 0;
    let mut us = None;
    if sc.peek() == Some(b':') && sc.at(1).is_some_and(|c| c.is_ascii_digit()) {
        sc.p += 1;
        let (v, n) = sc.digits()?;
        if n != 2 {
            return None;
        }
        s = v;
        if matches!(sc.peek(), Some(b'.' | b',')) && sc.at(1).is_some_and(|c| c.is_ascii_digit()) {
            sc.p += 1;
            us = Some(fraction(sc));
        }
    }
    let h = match meridian(sc, h)? {
        Some(h) => h,
        None => h,
    };
    out.set_time(h, i, s)?;
    if let Some(us) = us {
        out.us = Some(us);
    }
    Some(())
}

/// Digits after a decimal point as microseconds (the first six count).
fn fraction(sc: &mut Scanner) -> i64 {
    let mut us = 0;
    let mut k = 0;
    while let Some(c) = sc.peek().filter(u8::is_ascii_digit) {
        if k < 6 {
            us = us * 10 + i64::from(c - b'0');
            k += 1;
        }
        sc.p += 1;
    }
    while k < 6 {
        us *= 10;
        k += 1;
    }
    us
}

/// `+hh`, `+hhmm`, `+hh:mm` after the sign was consumed.
fn zone_offset(sc: &mut Scanner, sign: i64) -> Option<i64> {
    let (v, n) = sc.digits()?;
    let secs = match n {
        1 | 2 => {
            if sc.peek() == Some(b':') {
                sc.p += 1;
                let (m, k) = sc.digits()?;
                if k != 2 {
                    return None;
                }
                v * 3600 + m * 60
            } else {
                v * 3600
            }
        }
        3 | 4 => (v / 100) * 3600 + (v % 100) * 60,
        _ => return None,
    };
    Some(sign * secs)
}

/// Reads `s` as timelib does: token by token, recording what it cannot use
/// as a warning or error at its position and going on after it.
pub fn parse(s: &[u8]) -> Parsed {
    let mut out = Parsed::default();
    if s.is_empty() {
        out.errors.push((0, "Empty string"));
        return out;
    }
    let mut sc = Scanner { s, p: 0 };
    loop {
        while matches!(sc.peek(), Some(b' ' | b'\t' | b',' | b'\n')) {
            sc.p += 1;
        }
        let Some(c) = sc.peek() else { break };
        let start = sc.p;
        let before = out.clone();
        out.tok = start;
        out.fail = None;
        if token(&mut sc, &mut out, c).is_some() {
            continue;
        }
        let fail = out.fail.take();
        out = before;
        match fail {
            Some(msg) => {
                out.errors.push((start, msg));
                if sc.p == start {
                    sc.p += 1;
                }
            }
            None if c.is_ascii_alphabetic() => {
                // An unknown word is taken for a zone name that is not in the database.
                sc.p = start;
                while sc
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || b"/_".contains(&c))
                {
                    sc.p += 1;
                }
                if out.zone_kind.is_some() || out.zone_unknown {
                    out.warnings.push((start, "Double timezone specification"));
                } else {
                    out.zone_unknown = true;
                    out.errors
                        .push((start, "The timezone could not be found in the database"));
                }
            }
            None => {
                out.errors.push((start, "Unexpected character"));
                sc.p = start + 1;
                // The rest of a number that did not fit any format goes with it.
                while sc
                    .peek()
                    .is_some_and(|c| c.is_ascii_digit() || b":./-".contains(&c))
                {
                    sc.p += 1;
                }
            }
        }
    }
    if let (Some(y), Some(m), Some(d)) = (out.y, out.m, out.d) {
        if (1..=12).contains(&m) && d > days_in_month(y, m) {
            out.warnings
                .push((s.len() + 1, "The parsed date was invalid"));
        }
    }
    out
}

/// One token starting with `c`; `None` when it is not one the parser knows.
fn token(sc: &mut Scanner, out: &mut Parsed, c: u8) -> Option<()> {
    if c == b'@' {
        sc.p += 1;
        let neg = sc.eat(b'-');
        let (n, _) = sc.digits()?;
        let n = if neg { -n } else { n };
        let mut us = 0;
        if sc.peek() == Some(b'.') && sc.at(1).is_some_and(|c| c.is_ascii_digit()) {
            sc.p += 1;
            us = fraction(sc);
            if neg {
                us = -us;
            }
        }
        out.set_date(Some(1970), 1, 1)?;
        out.set_time(0, 0, 0)?;
        out.set_zone(0)?;
        out.add_rel(n, (5, 1))?;
        out.rel_us = us;
    } else if c == b'+' || c == b'-' {
        sc.p += 1;
        let sign = if c == b'-' { -1 } else { 1 };
        // `+ 2 months`: spaces may follow the sign of a relative number.
        let save = sc.p;
        sc.skip_spaces();
        let mut ahead = Scanner { s: sc.s, p: sc.p };
        ahead.digits();
        if sc.p > save && unit_of(&ahead.peek_word()).is_none() {
            sc.p = save;
        }
        let save = sc.p;
        let (n, _) = sc.digits()?;
        let w = sc.peek_word();
        if let Some(unit) = unit_of(&w) {
            sc.skip_spaces();
            sc.word();
            out.add_rel(sign * n, unit)?;
        } else if out.have_time {
            sc.p = save;
            let off = zone_offset(sc, sign)?;
            out.set_zone(off)?;
        } else {
            return None;
        }
    } else if c.is_ascii_digit() {
        number(sc, out)?;
    } else if c.is_ascii_alphabetic() {
        let w = sc.word();
        word(sc, out, &w)?;
    } else {
        return None;
    }
    Some(())
}

fn number(sc: &mut Scanner, out: &mut Parsed) -> Option<()> {
    let (n, len) = sc.digits()?;
    match sc.peek() {
        Some(b'-' | b'W') if len == 4 && iso_week(sc, out, n)? => Some(()),
        Some(b'-') if len == 4 => {
            sc.p += 1;
            let (m, ml) = sc.digits()?;
            if ml > 2 {
                return None;
            }
            let d = if sc.peek() == Some(b'-') {
                sc.p += 1;
                let (d, dl) = sc.digits()?;
                if dl > 2 {
                    return None;
                }
                d
            } else {
                1
            };
            out.set_date(Some(n), m, d)?;
            // ISO 8601's `T` between date and time.
            if matches!(sc.peek(), Some(b'T' | b't'))
                && sc.at(1).is_some_and(|c| c.is_ascii_digit())
            {
                sc.p += 1;
                let (h, hl) = sc.digits()?;
                if hl > 2 || sc.peek() != Some(b':') {
                    return None;
                }
                clock(sc, out, h)?;
            }
            Some(())
        }
        Some(b'/') if len == 4 => {
            sc.p += 1;
            let (m, _) = sc.digits()?;
            if !sc.eat(b'/') {
                return None;
            }
            let (d, _) = sc.digits()?;
            out.set_date(Some(n), m, d)
        }
        Some(b'/') if len <= 2 && sc.at(1).is_some_and(|c| c.is_ascii_alphabetic()) => {
            // Common log format: `10/Oct/2000:13:55:36`.
            sc.p += 1;
            let m = month_of(&sc.word())?;
            if !sc.eat(b'/') {
                return None;
            }
            let (y, yl) = sc.digits()?;
            if yl != 4 {
                return None;
            }
            out.set_date(Some(y), m, n)?;
            if sc.peek() == Some(b':') && sc.at(1).is_some_and(|c| c.is_ascii_digit()) {
                sc.p += 1;
                let (h, hl) = sc.digits()?;
                if hl > 2 || sc.peek() != Some(b':') {
                    return None;
                }
                clock(sc, out, h)?;
            }
            Some(())
        }
        _ if len == 8 => {
            // `20200102`, and XML-RPC's `20200102T10:11:12` / `20200102T101112`.
            out.set_date(Some(n / 10000), n / 100 % 100, n % 100)?;
            if matches!(sc.peek(), Some(b'T' | b't'))
                && sc.at(1).is_some_and(|c| c.is_ascii_digit())
            {
                sc.p += 1;
                let (t, tl) = sc.digits()?;
                match tl {
                    6 => out.set_time(t / 10000, t / 100 % 100, t % 100)?,
                    1 | 2 if sc.peek() == Some(b':') => clock(sc, out, t)?,
                    _ => return None,
                }
            }
            Some(())
        }
        Some(b'/') if len <= 2 => {
            sc.p += 1;
            let (d, dl) = sc.digits()?;
            if dl > 2 {
                return None;
            }
            let y = if sc.eat(b'/') {
                let (y, yl) = sc.digits()?;
                Some(expand_year(y, yl))
            } else {
                None
            };
            out.set_date(y, n, d)
        }
        Some(b':') if len <= 2 => clock(sc, out, n),
        _ => {
            if let Some(h) = meridian(sc, n)? {
                if len > 2 {
                    return None;
                }
                return out.set_time(h, 0, 0);
            }
            let w = sc.peek_word();
            if let Some(unit) = unit_of(&w) {
                sc.skip_spaces();
                sc.word();
                return out.add_rel(n, unit);
            }
            if len == 4 {
                // `2020` alone is 20:20; what cannot be a time is a year.
                let (hh, mm) = (n / 100, n % 100);
                if !out.have_time && hh <= 24 && mm <= 59 {
                    return out.set_time(hh, mm, 0);
                }
                if out.y.is_some() {
                    return None;
                }
                out.y = Some(n);
                return Some(());
            }
            if let Some(m) = month_of(&w).filter(|_| len <= 2) {
                sc.skip_spaces();
                sc.word();
                let save = sc.p;
                sc.skip_spaces();
                let y = match sc.digits() {
                    Some((y, 4)) => Some(y),
                    _ => {
                        sc.p = save;
                        None
                    }
                };
                return out.set_date(y, m, n);
            }
            None
        }
    }
}

/// ISO 8601 week dates after the year: `-W05-3`, `W053`, `-W05`. `Some(false)`
/// when what follows is no week.
fn iso_week(sc: &mut Scanner, out: &mut Parsed, y: i64) -> Option<bool> {
    let save = sc.p;
    let dash = sc.eat(b'-');
    if !sc.eat(b'W') {
        sc.p = save;
        return Some(false);
    }
    let (w, wl) = sc.digits()?;
    // Two digits, or three (week and day) in the basic form without dashes.
    if wl != 2 && (wl != 3 || dash) {
        return None;
    }
    let (w, d) = if wl == 3 {
        (w / 10, w % 10)
    } else if sc.peek() == Some(b'-') && dash && sc.at(1).is_some_and(|c| c.is_ascii_digit()) {
        sc.p += 1;
        let (d, dl) = sc.digits()?;
        if dl != 1 {
            return None;
        }
        (w, d)
    } else {
        (w, 1)
    };
    if !(1..=53).contains(&w) || !(0..=7).contains(&d) {
        return None;
    }
    out.set_date(Some(y), 1, 1)?;
    // Day 1 of week 1 is the Monday of the week holding January 4th.
    let dow = weekday(days_from_civil(y, 1, 1));
    let first = -(if dow > 4 { dow - 7 } else { dow });
    out.add_rel(first + (w - 1) * 7 + d, (2, 1))?;
    Some(true)
}

fn expand_year(y: i64, len: usize) -> i64 {
    if len <= 2 {
        if y < 70 {
            y + 2000
        } else {
            y + 1900
        }
    } else {
        y
    }
}

fn word(sc: &mut Scanner, out: &mut Parsed, w: &str) -> Option<()> {
    match w {
        "now" => {}
        "today" | "midnight" => out.unhave_time(),
        "noon" => {
            out.unhave_time();
            out.set_time(12, 0, 0)?;
        }
        "tomorrow" => {
            out.unhave_time();
            out.add_rel(1, (2, 1))?;
        }
        "yesterday" => {
            out.unhave_time();
            out.add_rel(-1, (2, 1))?;
        }
        "ago" => {
            for r in &mut out.rel {
                *r = -*r;
            }
        }
        _ if w.len() == 1 && w != "j" && w != "z" && sc.peek() != Some(b'/') => {
            // Military zones: A-I +1..+9, K-M +10..+12, N-Y -1..-12.
            let k = i64::from(w.as_bytes()[0] - b'a');
            let hours = match k {
                0..=8 => k + 1,
                10..=12 => k,
                _ => -(k - 12),
            };
            out.set_zone_kind(Tz::Abbr {
                abbr: w.to_ascii_uppercase(),
                off: hours * 3600,
                dst: false,
            })?;
        }
        "utc" | "gmt" | "z" if sc.peek() != Some(b'/') => {
            // `GMT+2`: an offset from GMT, not a second zone.
            if w != "z" && matches!(sc.peek(), Some(b'+' | b'-')) {
                let sign = if sc.peek() == Some(b'-') { -1 } else { 1 };
                sc.p += 1;
                let off = zone_offset(sc, sign)?;
                return out.set_zone(off);
            }
            out.set_zone(0)?;
            out.zone_word.get_or_insert_with(|| w.to_ascii_uppercase());
        }
        _ if sc.peek() == Some(b'/')
            || w.len() >= 3
                && abbreviation(w).is_some()
                && day_of(w).is_none()
                && month_of(w).is_none()
                && unit_of(w).is_none()
                && reltext(w).is_none() =>
        {
            if sc.peek() == Some(b'/') {
                let begin = sc.p - w.len();
                while sc
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || b"/_-+".contains(&c))
                {
                    sc.p += 1;
                }
                let id = String::from_utf8_lossy(&sc.s[begin..sc.p]).into_owned();
                let z = super::tz::load_canonical(&id)?;
                out.set_zone_kind(Tz::Id(Rc::new(z)))?;
            } else {
                let (off, dst) = abbreviation(w)?;
                out.set_zone_kind(Tz::Abbr {
                    abbr: w.to_ascii_uppercase(),
                    off,
                    dst,
                })?;
            }
        }
        _ => {
            if (w == "first" || w == "last") && sc.peek_word() == "day" {
                let save = sc.p;
                sc.skip_spaces();
                sc.word();
                if sc.peek_word() == "of" {
                    sc.skip_spaces();
                    sc.word();
                    out.first_last = if w == "first" { 1 } else { 2 };
                    out.have_rel = true;
                    return Some(());
                }
                sc.p = save;
            }
            if let Some((amount, behaviour)) = reltext(w) {
                let next = sc.peek_word();
                sc.skip_spaces();
                sc.word();
                if next == "week" || next == "weeks" {
                    out.add_rel(amount * 7, (2, 1))?;
                    let wd = out.weekday.map_or(1, |(d, _)| d);
                    out.weekday = Some((wd, 2));
                    return Some(());
                }
                if let Some(unit) = unit_of(&next) {
                    return out.add_rel(amount, unit);
                }
                if let Some(d) = day_of(&next) {
                    if sc.peek_word() == "of" {
                        sc.skip_spaces();
                        sc.word();
                        if out.special_last.is_some() {
                            return None;
                        }
                        out.special_last = Some(amount <= 0);
                        out.have_rel = true;
                        if amount > 0 {
                            out.add_rel((amount - 1) * 7, (2, 1))?;
                            out.weekday = Some((d, 1));
                        } else {
                            out.add_rel(amount * 7, (2, 1))?;
                            out.weekday = Some((d, behaviour));
                        }
                        out.unhave_time();
                        return Some(());
                    }
                    out.add_rel(if amount > 0 { amount - 1 } else { amount } * 7, (2, 1))?;
                    out.weekday = Some((d, behaviour));
                    out.unhave_time();
                    return Some(());
                }
                return None;
            }
            if let Some(d) = day_of(w) {
                out.set_weekday(d);
                return Some(());
            }
            if let Some(m) = month_of(w) {
                let save = sc.p;
                sc.skip_spaces();
                let Some((n, len)) = sc.digits() else {
                    // A month name alone: that month, the day kept.
                    sc.p = save;
                    if out.have_date {
                        return None;
                    }
                    out.have_date = true;
                    out.m = Some(m);
                    return Some(());
                };
                if len == 4 {
                    return out.set_date(Some(n), m, 1);
                }
                if len > 2 {
                    return None;
                }
                // "January 1st"
                let save = sc.p;
                let suffix = sc.word();
                if !matches!(suffix.as_str(), "st" | "nd" | "rd" | "th") {
                    sc.p = save;
                }
                sc.eat(b',');
                let save = sc.p;
                sc.skip_spaces();
                let y = match sc.digits() {
                    Some((y, 4)) if sc.peek() != Some(b':') => Some(y),
                    _ => {
                        sc.p = save;
                        None
                    }
                };
                return out.set_date(y, m, n);
            }
            return None;
        }
    }
    Some(())
}

/// The timestamp `s` names, relative to `base`, read in `zone`.
pub fn strtotime(s: &[u8], base: i64, zone: &Zone) -> Option<i64> {
    if s.is_empty() {
        return None;
    }
    let tz = Tz::Id(Rc::new(Zone {
        name: zone.name.clone(),
        kind: match &zone.kind {
            super::tz::ZoneKind::Utc => super::tz::ZoneKind::Utc,
            super::tz::ZoneKind::Tzif(z) => super::tz::ZoneKind::Tzif(z.clone()),
        },
    }));
    resolve(s, base, 0, &tz).map(|m| m.t)
}

/// What a date string resolves to.
pub struct Moment {
    pub t: i64,
    pub us: i64,
    /// The zone the string named, if any.
    pub zone: Option<Tz>,
}

/// The instant `s` names relative to `base` (+ `base_us`) in `zone`, as
/// `new DateTime($s)` and `modify($s)` read it.
pub fn resolve(s: &[u8], base: i64, base_us: i64, zone: &Tz) -> Option<Moment> {
    let mut p = parse(s);
    if !p.errors.is_empty() {
        return None;
    }
    let base_off = zone.offset_at(base);
    let zone = p.zone_kind.clone().unwrap_or_else(|| zone.clone());
    let now = Fields::from_epoch(base.saturating_add(base_off.utc_off));
    let date_only = p.have_date && p.h.is_none();
    let us = match p.us {
        Some(us) => us,
        None if date_only => 0,
        None => base_us,
    };
    let mut f = Fields {
        y: p.y.unwrap_or(now.y),
        m: p.m.unwrap_or(now.m),
        d: p.d.unwrap_or(now.d),
        h: p.h.unwrap_or(if date_only { 0 } else { now.h }),
        i: p.i.unwrap_or(if date_only { 0 } else { now.i }),
        s: p.s.unwrap_or(if date_only { 0 } else { now.s }),
    };
    if let Some(last) = p.special_last {
        f.d = 1;
        f.m = f.m.saturating_add(p.rel[1]).saturating_add(i64::from(last));
        p.rel[1] = 0;
    }
    if let Some((wd, behaviour)) = p.weekday {
        f = f.normalized();
        let days = days_from_civil(f.y, f.m, f.d);
        let cur = weekday(days);
        if behaviour == 2 {
            let mut target = wd;
            if cur == 0 && target != 0 {
                target -= 7;
            }
            if target == 0 && cur != 0 {
                target = 7;
            }
            f.d = f.d.saturating_add(target - cur);
        } else {
            let mut diff = wd - cur;
            let rd = p.rel[2];
            if (rd < 0 && diff < 0) || (rd >= 0 && diff <= -i64::from(behaviour)) {
                diff += 7;
            }
            f.d = f.d.saturating_add(diff);
        }
    }
    if p.have_rel {
        f.y = f.y.checked_add(p.rel[0])?;
        f.m = f.m.checked_add(p.rel[1])?;
        f.d = f.d.checked_add(p.rel[2])?;
        f.h = f.h.checked_add(p.rel[3])?;
        f.i = f.i.checked_add(p.rel[4])?;
        f.s = f.s.checked_add(p.rel[5])?;
    }
    match p.first_last {
        1 => f.d = 1,
        2 => {
            f.d = 0;
            f.m = f.m.saturating_add(1);
        }
        _ => {}
    }
    let local = f.to_epoch();
    let t = match p.zone {
        Some(off) if !matches!(p.zone_kind, Some(Tz::Id(_))) => local.saturating_sub(off),
        _ => zone.local_to_utc(local),
    };
    let total = us + p.rel_us;
    Some(Moment {
        t: t.saturating_add(total.div_euclid(1_000_000)),
        us: total.rem_euclid(1_000_000),
        zone: p.zone_kind,
    })
}
