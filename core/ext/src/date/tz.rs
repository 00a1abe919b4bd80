//! Time zones: UTC, and named zones from the embedded database
//! ([`super::tzdb`]): transitions, then the POSIX TZ rule that covers times
//! after the last listed transition.

use super::calendar::{days_from_civil, days_in_month, weekday};
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
#[derive(Debug, Clone)]
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

/// A DateTime's zone: php's three kinds (`timezone_type` 1, 2, 3).
#[derive(Clone, Debug)]
pub enum Tz {
    /// A fixed offset such as `+05:00`, seconds east of UTC.
    Offset(i64),
    /// An abbreviation such as `EST`: its total offset and DST flag.
    Abbr { abbr: String, off: i64, dst: bool },
    /// A zone identifier.
    Id(Rc<Zone>),
}

impl Tz {
    pub fn kind(&self) -> i64 {
        match self {
            Tz::Offset(_) => 1,
            Tz::Abbr { .. } => 2,
            Tz::Id(_) => 3,
        }
    }

    /// The name php shows in `timezone` and `getName()`.
    pub fn name(&self) -> String {
        match self {
            Tz::Offset(o) => offset_name(*o),
            Tz::Abbr { abbr, .. } => abbr.clone(),
            Tz::Id(z) => z.name.clone(),
        }
    }

    pub fn offset_at(&self, t: i64) -> Offset {
        match self {
            Tz::Offset(o) => Offset {
                utc_off: *o,
                dst: false,
                abbr: offset_name(*o).replacen(':', "", 1).replacen("", "GMT", 1),
            },
            Tz::Abbr { abbr, off, dst } => Offset {
                utc_off: *off,
                dst: *dst,
                abbr: abbr.clone(),
            },
            Tz::Id(z) => z.offset_at(t),
        }
    }

    /// The UTC instant of wall-clock seconds `local`.
    pub fn local_to_utc(&self, local: i64) -> i64 {
        match self {
            Tz::Id(z) => z.local_to_utc(local, None),
            other => local.saturating_sub(other.offset_at(0).utc_off),
        }
    }
}

/// `+05:00`.
pub fn offset_name(o: i64) -> String {
    let a = o.unsigned_abs();
    format!(
        "{}{:02}:{:02}",
        if o < 0 { '-' } else { '+' },
        a / 3600,
        a / 60 % 60
    )
}

/// Loads a zone by identifier under its canonical spelling
/// (`new DateTimeZone('europe/paris')` is named `Europe/Paris`).
pub fn load_canonical(name: &str) -> Option<Zone> {
    if name.eq_ignore_ascii_case("UTC") {
        return Some(Zone {
            name: "UTC".into(),
            kind: ZoneKind::Utc,
        });
    }
    let e = super::tzdb::find(name)?;
    let z = super::tzdb::zone(e)?;
    Some(Zone {
        name: e.name.to_string(),
        kind: ZoneKind::Tzif(Box::new(z)),
    })
}

/// Loads a zone by identifier (matched case-insensitively, the name kept
/// as given, as `date_default_timezone_get` shows it). `None` when php
/// would call it invalid.
pub fn load(name: &str) -> Option<Zone> {
    if name.eq_ignore_ascii_case("UTC") {
        return Some(Zone {
            name: name.to_string(),
            kind: ZoneKind::Utc,
        });
    }
    let e = super::tzdb::find(name)?;
    let z = super::tzdb::zone(e)?;
    Some(Zone {
        name: name.to_string(),
        kind: ZoneKind::Tzif(Box::new(z)),
    })
}

impl Tzif {
    pub fn new(
        transitions: Vec<i64>,
        idx: Vec<u8>,
        types: Vec<Offset>,
        rule: Option<PosixRule>,
    ) -> Tzif {
        Tzif {
            transitions,
            idx,
            types,
            rule,
        }
    }

    /// The listed transitions with what each switches to.
    pub fn transitions(&self) -> impl Iterator<Item = (i64, &Offset)> {
        self.transitions
            .iter()
            .zip(self.idx.iter())
            .map(|(&t, &i)| (t, &self.types[i as usize]))
    }

    /// The offset before the first transition.
    pub fn initial(&self) -> &Offset {
        &self.types[0]
    }

    /// The POSIX rule for times after the last transition.
    pub fn rule(&self) -> Option<&PosixRule> {
        self.rule.as_ref()
    }
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
    pub fn parse(s: &[u8]) -> Option<PosixRule> {
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

    /// The rule's two switches in year `y`, in time order (none without DST).
    pub fn switches(&self, y: i64) -> Vec<(i64, Offset)> {
        let Some((dst, d1, t1, d2, t2)) = &self.dst else {
            return Vec::new();
        };
        let start = rule_day(*d1, y) * 86_400 + t1 - self.std.utc_off;
        let end = rule_day(*d2, y) * 86_400 + t2 - dst.utc_off;
        let mut v = vec![(start, dst.clone()), (end, self.std.clone())];
        rphp_value::sort::sort_by_key(&mut v, |x| x.0);
        v
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
