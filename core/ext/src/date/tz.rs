//! Time zones: UTC, and named zones read from the host's zoneinfo database
//! (TZif files, RFC 8536) including the POSIX TZ rule in the footer that
//! covers times after the last listed transition.
//!
//! Core does no I/O: the files come through [`Context::read_file`]. A host
//! without /usr/share/zoneinfo (WASI without that directory preopened, the
//! browser) only knows UTC, and every other name is php's "invalid zone".

use super::calendar::{days_from_civil, days_in_month, weekday};
use rphp_value::Context;
use std::rc::Rc;

/// What is in effect at one instant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offset {
    /// Seconds east of UTC.
    pub utc_off: i64,
    pub dst: bool,
    pub abbr: String,
}

#[derive(Debug)]
pub enum ZoneKind {
    Utc,
    Tzif(Box<Tzif>),
}

/// A zone read from a TZif file.
#[derive(Debug)]
pub struct Tzif {
    transitions: Vec<i64>,
    /// Index into `types` for each transition.
    idx: Vec<u8>,
    types: Vec<Offset>,
    rule: Option<PosixRule>,
}

/// A zone as `date('e')` names it.
#[derive(Debug)]
pub struct Zone {
    pub name: String,
    pub kind: ZoneKind,
}

impl Zone {
    pub fn utc() -> Rc<Zone> {
        Rc::new(Zone {
            name: "UTC".into(),
            kind: ZoneKind::Utc,
        })
    }

    /// The offset in effect at UTC instant `t`.
    pub fn offset_at(&self, t: i64) -> Offset {
        self.period(t).0
    }

    /// The offset in effect at `t` and when that period began (`None`
    /// before the first known transition).
    pub fn period(&self, t: i64) -> (Offset, Option<i64>) {
        match &self.kind {
            ZoneKind::Utc => (
                Offset {
                    utc_off: 0,
                    dst: false,
                    abbr: "UTC".into(),
                },
                None,
            ),
            ZoneKind::Tzif(z) => {
                let Tzif {
                    transitions,
                    idx,
                    types,
                    rule,
                } = &**z;
                let i = transitions.partition_point(|&x| x <= t);
                if let Some(rule) = rule {
                    if i == transitions.len() {
                        let (off, start) = rule.period(t);
                        return (off, start.or(transitions.last().copied()));
                    }
                }
                let ty = if i == 0 { 0 } else { idx[i - 1] as usize };
                let start = if i == 0 {
                    None
                } else {
                    Some(transitions[i - 1])
                };
                let off = types.get(ty).cloned().unwrap_or(Offset {
                    utc_off: 0,
                    dst: false,
                    abbr: "UTC".into(),
                });
                (off, start)
            }
        }
    }

    /// The UTC instant of wall-clock seconds `local` (fields read as UTC),
    /// resolved as timelib's `do_adjust_timezone` does: the offset at
    /// `local` read as UTC, then the offset at the instant that gives, and
    /// which of the two applies in a gap or an overlap. `hint_dst` is the
    /// DST flag of a time that carries a zone (mktime's fields start as the
    /// current time, whose flag php keeps); strtotime's parsed time carries
    /// none, which skips timelib's look-behind/look-ahead for overlaps.
    pub fn local_to_utc(&self, local: i64, hint_dst: Option<bool>) -> i64 {
        let (cur, _) = self.period(local);
        let current = cur.utc_off;
        let (after, after_start) = self.period(local.saturating_sub(current));
        let mut actual = after.utc_off;
        let mut actual_start = after_start.unwrap_or(i64::MIN);
        if let (true, Some(hint_dst)) = (current == actual, hint_dst) {
            if current >= 0 && hint_dst && !cur.dst {
                let (e, e_start) = self.period(local.saturating_sub(current).saturating_sub(7200));
                if e.utc_off != actual && local.saturating_sub(e.utc_off) < actual_start {
                    actual = e.utc_off;
                    actual_start = e_start.unwrap_or(i64::MIN);
                }
            } else if current <= 0 && cur.dst && !hint_dst {
                let (l, l_start) = self.period(local.saturating_sub(current).saturating_add(7200));
                let l_start = l_start.unwrap_or(i64::MIN);
                if l.utc_off != actual && local.saturating_sub(l.utc_off) >= l_start {
                    actual = l.utc_off;
                    actual_start = l_start;
                }
            }
        }
        let x = local.saturating_sub(actual);
        let in_transition = actual_start != i64::MIN
            && x >= actual_start.saturating_add(current - actual)
            && x < actual_start;
        if current != actual && !in_transition {
            x
        } else {
            local.saturating_sub(current)
        }
    }
}

/// Loads a zone by identifier. `None` when php would call it invalid.
pub fn load(ctx: &mut dyn Context, name: &str) -> Option<Zone> {
    if name.eq_ignore_ascii_case("UTC") {
        return Some(Zone {
            name: name.to_string(),
            kind: ZoneKind::Utc,
        });
    }
    let ok = !name.is_empty()
        && !name.starts_with('/')
        && !name
            .split('/')
            .any(|p| p.is_empty() || p == "." || p == "..")
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"/_+-".contains(&b));
    if !ok {
        return None;
    }
    let canonical = canonical_name(ctx, name).unwrap_or_else(|| name.to_string());
    let data = ctx.read_file(format!("/usr/share/zoneinfo/{canonical}").as_bytes())?;
    let kind = parse_tzif(&data)?;
    Some(Zone {
        name: name.to_string(),
        kind,
    })
}

/// php matches identifiers case-insensitively; the zoneinfo files are
/// case-sensitive, so the spelling is looked up in tzdata.zi's zone and
/// link lines.
fn canonical_name(ctx: &mut dyn Context, name: &str) -> Option<String> {
    let zi = ctx.read_file(b"/usr/share/zoneinfo/tzdata.zi")?;
    for line in zi.split(|&b| b == b'\n') {
        let mut words = line.split(|&b| b == b' ');
        let cand = match words.next() {
            Some(b"Z") => words.next(),
            Some(b"L") => words.nth(1),
            _ => None,
        };
        if let Some(c) = cand {
            if c.eq_ignore_ascii_case(name.as_bytes()) {
                return Some(String::from_utf8_lossy(c).into_owned());
            }
        }
    }
    None
}

fn be32(b: &[u8], at: usize) -> Option<i64> {
    Some(i32::from_be_bytes(b.get(at..at + 4)?.try_into().ok()?) as i64)
}

fn be64(b: &[u8], at: usize) -> Option<i64> {
    Some(i64::from_be_bytes(b.get(at..at + 8)?.try_into().ok()?))
}

/// Parses a TZif file, preferring the 64-bit second part of version 2+ files.
fn parse_tzif(b: &[u8]) -> Option<ZoneKind> {
    if b.get(0..4)? != b"TZif" {
        return None;
    }
    let version = *b.get(4)?;
    let counts = |at: usize| -> Option<[usize; 6]> {
        let mut c = [0usize; 6];
        for (k, x) in c.iter_mut().enumerate() {
            *x = usize::try_from(be32(b, at + 20 + 4 * k)?).ok()?;
        }
        Some(c)
    };
    let [isut, isstd, leap, timecnt, typecnt, charcnt] = counts(0)?;
    let v1_len = timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut;
    let (start, wide) = if version >= b'2' {
        (44 + v1_len, true)
    } else {
        (0, false)
    };
    let [isut, isstd, leap, timecnt, typecnt, charcnt] = counts(start)?;
    let tsize = if wide { 8 } else { 4 };
    let mut p = start + 44;
    let mut transitions = Vec::with_capacity(timecnt);
    for k in 0..timecnt {
        transitions.push(if wide {
            be64(b, p + 8 * k)?
        } else {
            be32(b, p + 4 * k)?
        });
    }
    p += timecnt * tsize;
    let idx = b.get(p..p + timecnt)?.to_vec();
    p += timecnt;
    let type_at = p;
    p += typecnt * 6;
    let chars = b.get(p..p + charcnt)?;
    p += charcnt + leap * (tsize + 4) + isstd + isut;
    let mut types = Vec::with_capacity(typecnt);
    for k in 0..typecnt {
        let at = type_at + 6 * k;
        let ai = *b.get(at + 5)? as usize;
        let abbr = chars.get(ai..)?;
        let end = abbr.iter().position(|&c| c == 0).unwrap_or(abbr.len());
        types.push(Offset {
            utc_off: be32(b, at)?,
            dst: *b.get(at + 4)? != 0,
            abbr: String::from_utf8_lossy(&abbr[..end]).into_owned(),
        });
    }
    if idx.iter().any(|&i| i as usize >= typecnt) || typecnt == 0 {
        return None;
    }
    let rule = if wide {
        b.get(p + 1..).and_then(|rest| {
            let end = rest.iter().position(|&c| c == b'\n')?;
            PosixRule::parse(&rest[..end])
        })
    } else {
        None
    };
    Some(ZoneKind::Tzif(Box::new(Tzif {
        transitions,
        idx,
        types,
        rule,
    })))
}

/// When a POSIX TZ rule switches: `Jn`, `n` or `Mm.w.d`, at `time` local seconds.
#[derive(Debug, Clone, Copy)]
enum RuleDate {
    Julian(i64),
    Zero(i64),
    Month(i64, i64, i64),
}

#[derive(Debug, Clone)]
pub struct PosixRule {
    std: Offset,
    dst: Option<(Offset, RuleDate, i64, RuleDate, i64)>,
}

impl PosixRule {
    fn parse(s: &[u8]) -> Option<PosixRule> {
        let mut p = 0;
        let std_name = parse_name(s, &mut p)?;
        let std_off = -parse_hms(s, &mut p)?;
        let std = Offset {
            utc_off: std_off,
            dst: false,
            abbr: std_name,
        };
        if p == s.len() {
            return Some(PosixRule { std, dst: None });
        }
        let dst_name = parse_name(s, &mut p)?;
        let dst_off = if s.get(p) != Some(&b',') {
            -parse_hms(s, &mut p)?
        } else {
            std_off + 3600
        };
        if s.get(p) != Some(&b',') {
            return None;
        }
        p += 1;
        let (d1, t1) = parse_rule_date(s, &mut p)?;
        if s.get(p) != Some(&b',') {
            return None;
        }
        p += 1;
        let (d2, t2) = parse_rule_date(s, &mut p)?;
        let dst = Offset {
            utc_off: dst_off,
            dst: true,
            abbr: dst_name,
        };
        Some(PosixRule {
            std,
            dst: Some((dst, d1, t1, d2, t2)),
        })
    }

    #[cfg(test)]
    fn offset_at(&self, t: i64) -> Offset {
        self.period(t).0
    }

    /// The offset at `t` and the start of its period under this rule.
    fn period(&self, t: i64) -> (Offset, Option<i64>) {
        let Some((dst, d1, t1, d2, t2)) = &self.dst else {
            return (self.std.clone(), None);
        };
        let (y, _, _) = super::calendar::civil_from_days((t + self.std.utc_off).div_euclid(86_400));
        // Every switch of the years around `t`, latest first among those not after it.
        let mut best: Option<(i64, bool)> = None;
        for yy in [y - 1, y, y + 1] {
            let start = rule_day(*d1, yy) * 86_400 + t1 - self.std.utc_off;
            let end = rule_day(*d2, yy) * 86_400 + t2 - dst.utc_off;
            for (at, is_dst) in [(start, true), (end, false)] {
                if at <= t && best.is_none_or(|(b, _)| at > b) {
                    best = Some((at, is_dst));
                }
            }
        }
        match best {
            Some((at, true)) => (dst.clone(), Some(at)),
            Some((at, false)) => (self.std.clone(), Some(at)),
            None => (self.std.clone(), None),
        }
    }
}

fn parse_name(s: &[u8], p: &mut usize) -> Option<String> {
    let begin = *p;
    if s.get(*p) == Some(&b'<') {
        let end = s[*p..].iter().position(|&c| c == b'>')? + *p;
        *p = end + 1;
        return Some(String::from_utf8_lossy(&s[begin + 1..end]).into_owned());
    }
    while s.get(*p).is_some_and(|c| c.is_ascii_alphabetic()) {
        *p += 1;
    }
    if *p - begin < 3 {
        return None;
    }
    Some(String::from_utf8_lossy(&s[begin..*p]).into_owned())
}

/// `[+-]hh[:mm[:ss]]` as seconds.
fn parse_hms(s: &[u8], p: &mut usize) -> Option<i64> {
    let sign = match s.get(*p) {
        Some(b'-') => {
            *p += 1;
            -1
        }
        Some(b'+') => {
            *p += 1;
            1
        }
        _ => 1,
    };
    let mut total = 0;
    for (k, mul) in [3600, 60, 1].into_iter().enumerate() {
        if k > 0 {
            if s.get(*p) != Some(&b':') {
                break;
            }
            *p += 1;
        }
        let n = parse_num(s, p)?;
        total += n * mul;
    }
    Some(sign * total)
}

fn parse_num(s: &[u8], p: &mut usize) -> Option<i64> {
    let begin = *p;
    let mut n: i64 = 0;
    while let Some(c) = s.get(*p).filter(|c| c.is_ascii_digit()) {
        n = n.checked_mul(10)?.checked_add(i64::from(c - b'0'))?;
        *p += 1;
    }
    (*p > begin).then_some(n)
}

fn parse_rule_date(s: &[u8], p: &mut usize) -> Option<(RuleDate, i64)> {
    let d = match s.get(*p) {
        Some(b'J') => {
            *p += 1;
            RuleDate::Julian(parse_num(s, p)?)
        }
        Some(b'M') => {
            *p += 1;
            let m = parse_num(s, p)?;
            (s.get(*p) == Some(&b'.')).then_some(())?;
            *p += 1;
            let w = parse_num(s, p)?;
            (s.get(*p) == Some(&b'.')).then_some(())?;
            *p += 1;
            let d = parse_num(s, p)?;
            if !(1..=12).contains(&m) || !(1..=5).contains(&w) || d > 6 {
                return None;
            }
            RuleDate::Month(m, w, d)
        }
        _ => RuleDate::Zero(parse_num(s, p)?),
    };
    let t = if s.get(*p) == Some(&b'/') {
        *p += 1;
        parse_hms(s, p)?
    } else {
        7200
    };
    Some((d, t))
}

/// The day number (days since the epoch) a rule date falls on in year `y`.
fn rule_day(d: RuleDate, y: i64) -> i64 {
    let jan1 = days_from_civil(y, 1, 1);
    match d {
        RuleDate::Julian(n) => {
            // 1..=365, February 29 never counted.
            let leap_skip = super::calendar::is_leap(y) && n >= 60;
            jan1 + n - 1 + i64::from(leap_skip)
        }
        RuleDate::Zero(n) => jan1 + n,
        RuleDate::Month(m, w, wd) => {
            let first = days_from_civil(y, m, 1);
            let mut day = first + (wd - weekday(first)).rem_euclid(7) + (w - 1) * 7;
            let last = first + days_in_month(y, m) - 1;
            while day > last {
                day -= 7;
            }
            day
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posix_rules() {
        let r = PosixRule::parse(b"CET-1CEST,M3.5.0,M10.5.0/3").unwrap();
        // 2024-03-31 01:00 UTC is the switch to CEST.
        assert_eq!(r.offset_at(1_711_846_799).abbr, "CET");
        assert_eq!(r.offset_at(1_711_846_800).abbr, "CEST");
        assert_eq!(r.offset_at(1_729_990_800).abbr, "CET");
        assert_eq!(r.offset_at(1_729_990_799).utc_off, 7200);
        let r = PosixRule::parse(b"<-03>3").unwrap();
        assert_eq!(r.offset_at(0).abbr, "-03");
        assert_eq!(r.offset_at(0).utc_off, -10_800);
    }
}
