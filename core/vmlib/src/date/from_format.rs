//! `DateTime::createFromFormat` (the common format characters) and
//! `getLastErrors`, whose report of the last parse is request state.

use super::datetime::tz_arg;
use super::{default_tz, new_date, put, str_val, DateState};
use crate::vm::Vm;
use rphp_ext::date::calendar::{days_in_month, Fields};
use rphp_ext::date::parse::{DAYS, MONTHS};
use rphp_ext::date::tz::Tz;
use rphp_value::{ArrayKey, Fault, PhpArray, Value};
use std::cell::RefCell;

thread_local! {
    /// The last parse's (warnings, errors), `None` when it had neither.
    static LAST: RefCell<Option<Report>> = const { RefCell::new(None) };
}

#[derive(Default, Clone)]
struct Report {
    warnings: Vec<(usize, &'static str)>,
    errors: Vec<(usize, &'static str)>,
}

/// Forgets the previous request's report.
pub(crate) fn start_request() {
    LAST.with(|l| *l.borrow_mut() = None);
}

fn report_array(r: &Report) -> PhpArray {
    let list = |v: &[(usize, &str)]| {
        let mut a = PhpArray::new();
        for (p, m) in v {
            a.insert(ArrayKey::Int(*p as i64), str_val(m));
        }
        a
    };
    let (w, e) = (list(&r.warnings), list(&r.errors));
    let mut a = PhpArray::new();
    put(&mut a, "warning_count", Value::Int(r.warnings.len() as i64));
    put(&mut a, "warnings", Value::Array(w));
    put(&mut a, "error_count", Value::Int(r.errors.len() as i64));
    put(&mut a, "errors", Value::Array(e));
    a
}

pub(crate) fn get_last_errors(_: &mut Vm, _class: &str, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(LAST.with(|l| match &*l.borrow() {
        Some(r) => Value::Array(report_array(r)),
        None => Value::Bool(false),
    }))
}

#[derive(Default)]
struct Parsed {
    y: Option<i64>,
    m: Option<i64>,
    d: Option<i64>,
    h: Option<i64>,
    i: Option<i64>,
    s: Option<i64>,
    us: Option<i64>,
    pm: Option<bool>,
    ts: Option<i64>,
    zone: Option<Tz>,
    reset: bool,
    /// A day name (`D`/`l`), which php keeps as a relative weekday.
    weekday: Option<i64>,
}

fn num(s: &[u8], p: &mut usize, max: usize) -> Option<i64> {
    let begin = *p;
    let mut n: i64 = 0;
    while *p < s.len() && *p - begin < max && s[*p].is_ascii_digit() {
        n = n * 10 + i64::from(s[*p] - b'0');
        *p += 1;
    }
    (*p > begin).then_some(n)
}

fn word<'a>(s: &'a [u8], p: &mut usize) -> &'a [u8] {
    let begin = *p;
    while *p < s.len() && s[*p].is_ascii_alphabetic() {
        *p += 1;
    }
    &s[begin..*p]
}

fn parse(f: &[u8], s: &[u8], r: &mut Report) -> Parsed {
    let mut out = Parsed::default();
    let mut p = 0;
    let mut fi = 0;
    while fi < f.len() {
        let c = f[fi];
        fi += 1;
        let at = p;
        if p >= s.len() {
            // The string ran out: only the resetting and optional
            // characters may remain.
            match c {
                b'!' | b'|' => out.reset = true,
                b'+' | b'*' => {}
                _ => {
                    r.errors
                        .push((p, "Not enough data available to satisfy format"));
                    break;
                }
            }
            continue;
        }
        let err = |r: &mut Report, m| r.errors.push((at, m));
        match c {
            b'd' | b'j' => match num(s, &mut p, 2) {
                Some(n) => out.d = Some(n),
                None => err(r, "A two digit day could not be found"),
            },
            b'S' => {
                let w = word(s, &mut p).to_ascii_lowercase();
                if !matches!(&w[..], b"st" | b"nd" | b"rd" | b"th") {
                    err(r, "The parsed date was invalid");
                }
            }
            b'z' => match (num(s, &mut p, 3), out.y) {
                (Some(n), Some(y)) => {
                    let f = Fields {
                        y,
                        m: 1,
                        d: n + 1,
                        h: 0,
                        i: 0,
                        s: 0,
                    }
                    .normalized();
                    (out.y, out.m, out.d) = (Some(f.y), Some(f.m), Some(f.d));
                }
                (Some(_), None) => err(
                    r,
                    "A 'day of year' can only come after a year has been found",
                ),
                (None, _) => err(r, "A three digit day-of-year could not be found"),
            },
            b'm' | b'n' => match num(s, &mut p, 2) {
                Some(n) => out.m = Some(n),
                None => err(r, "A two digit month could not be found"),
            },
            b'M' | b'F' => {
                let w = String::from_utf8_lossy(word(s, &mut p)).to_ascii_lowercase();
                match MONTHS
                    .iter()
                    .position(|m| *m == w || (w.len() == 3 && m.starts_with(&w)))
                {
                    Some(k) => out.m = Some(k as i64 + 1),
                    None => err(r, "A textual month could not be found"),
                }
            }
            b'D' | b'l' => {
                let w = String::from_utf8_lossy(word(s, &mut p)).to_ascii_lowercase();
                match DAYS
                    .iter()
                    .position(|d| *d == w || (w.len() == 3 && d.starts_with(&w)))
                {
                    Some(k) => out.weekday = Some(k as i64),
                    None => err(r, "A textual day could not be found"),
                }
            }
            b'Y' => match num(s, &mut p, 4) {
                Some(n) => out.y = Some(n),
                None => err(r, "A four digit year could not be found"),
            },
            b'y' => match num(s, &mut p, 2) {
                Some(n) => out.y = Some(if n < 70 { n + 2000 } else { n + 1900 }),
                None => err(r, "A two digit year could not be found"),
            },
            b'a' | b'A' => {
                let w = word(s, &mut p).to_ascii_lowercase();
                match &w[..] {
                    b"am" => out.pm = Some(false),
                    b"pm" => out.pm = Some(true),
                    _ => err(r, "A meridian could not be found"),
                }
            }
            b'g' | b'h' | b'G' | b'H' => match num(s, &mut p, 2) {
                Some(n) => out.h = Some(n),
                None => err(r, "A two digit hour could not be found"),
            },
            b'i' => match num(s, &mut p, 2) {
                Some(n) if p - at == 2 => out.i = Some(n),
                _ => err(r, "A two digit minute could not be found"),
            },
            b's' => match num(s, &mut p, 2) {
                Some(n) if p - at == 2 => out.s = Some(n),
                _ => err(r, "A two digit second could not be found"),
            },
            b'v' | b'u' => {
                let max = if c == b'v' { 3 } else { 6 };
                match num(s, &mut p, max) {
                    Some(n) if c == b'u' || p - at == 3 => {
                        let digits = (p - at) as u32;
                        out.us = Some(n * 10i64.pow(6 - digits));
                    }
                    _ => err(
                        r,
                        if c == b'v' {
                            "A three digit millisecond could not be found"
                        } else {
                            "A six digit microsecond could not be found"
                        },
                    ),
                }
            }
            b'U' => {
                let neg = s.get(p) == Some(&b'-');
                if neg {
                    p += 1;
                }
                match num(s, &mut p, 19) {
                    Some(n) => out.ts = Some(if neg { -n } else { n }),
                    None => err(r, "A unix timestamp could not be found"),
                }
            }
            b'e' | b'T' | b'O' | b'P' | b'p' => {
                let begin = p;
                while p < s.len() && (s[p].is_ascii_alphanumeric() || b"/_+-:".contains(&s[p])) {
                    p += 1;
                }
                let txt = &s[begin..p];
                let abbr = std::str::from_utf8(txt)
                    .ok()
                    .filter(|t| !t.eq_ignore_ascii_case("utc"))
                    .and_then(|t| Some((t, rphp_ext::date::parse::abbreviation(t)?)));
                let z = if txt == b"Z" || txt == b"z" {
                    Some(Tz::Offset(0))
                } else if let Some((t, (off, dst))) = abbr {
                    Some(Tz::Abbr {
                        abbr: t.to_ascii_uppercase(),
                        off,
                        dst,
                    })
                } else {
                    super::parse_zone(txt)
                };
                match z {
                    Some(z) => out.zone = Some(z),
                    None => err(r, "The timezone could not be found in the database"),
                }
            }
            b'!' | b'|' => out.reset = true,
            b'+' => {
                if p < s.len() {
                    r.warnings.push((p, "Trailing data"));
                }
                p = s.len();
            }
            b'?' => {
                if p < s.len() {
                    p += 1;
                } else {
                    err(r, "Unexpected data found.");
                }
            }
            b'*' => {
                while p < s.len() && !b" ,;:/.-()".contains(&s[p]) {
                    p += 1;
                }
            }
            b'#' => {
                if p < s.len() && b";:/.,-()".contains(&s[p]) {
                    p += 1;
                } else {
                    err(r, "The separation symbol ([;:/.,-]) could not be found");
                }
            }
            b'\\' => {
                let lit = f.get(fi).copied();
                fi += 1;
                if lit.is_some() && s.get(p).copied() == lit {
                    p += 1;
                } else {
                    err(r, "The escaped character could not be found");
                }
            }
            _ => {
                if s.get(p) == Some(&c) {
                    p += 1;
                } else if c == b' ' && s.get(p).is_none() {
                    err(r, "Data missing");
                } else {
                    err(r, "The separation symbol could not be found");
                }
            }
        }
        if !r.errors.is_empty() {
            break;
        }
    }
    if r.errors.is_empty() && p < s.len() {
        r.errors.push((p, "Trailing data"));
    }
    out
}

/// `date_parse_from_format()`: the fields the format read, without the
/// holes filled.
pub(crate) fn date_parse_from_format(_: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    use rphp_ext::date::parse_result::{result_array, ParseReport, Relative, ZoneSeen};
    let f = a[0].to_php_str();
    let s = a[1].to_php_str();
    let mut r = Report::default();
    let p = parse(f.as_bytes(), s.as_bytes(), &mut r);
    let (mut fields, mut us, zone) = match p.ts {
        Some(ts) => {
            let t = Fields::from_epoch(ts);
            let f = [t.y, t.m, t.d, t.h, t.i, t.s].map(Some);
            (f, Some(p.us.unwrap_or(0)), Some(Tz::Offset(0)))
        }
        None => {
            let mut h = p.h;
            if let (Some(pm), Some(hv)) = (p.pm, h) {
                h = Some(hv % 12 + if pm { 12 } else { 0 });
            }
            ([p.y, p.m, p.d, h, p.i, p.s], p.us, p.zone.clone())
        }
    };
    if p.reset {
        for (k, v) in fields.iter_mut().enumerate() {
            v.get_or_insert(if k < 3 {
                if k == 0 {
                    1970
                } else {
                    1
                }
            } else {
                0
            });
        }
        us.get_or_insert(0);
    }
    if fields[3..].iter().any(Option::is_some) || us.is_some() {
        for v in &mut fields[3..] {
            v.get_or_insert(0);
        }
        us.get_or_insert(0);
    }
    if let [Some(y), Some(m), Some(d), ..] = fields {
        if (1..=12).contains(&m) && d > days_in_month(y, m) {
            r.warnings.push((s.len(), "The parsed date was invalid"));
        }
    }
    let report = ParseReport {
        fields,
        us,
        warnings: &r.warnings,
        errors: &r.errors,
        zone: zone.map_or(ZoneSeen::None, |z| ZoneSeen::Zone(z, None)),
        relative: p.weekday.map(|wd| Relative {
            rel: [0; 6],
            weekday: Some(wd),
            first_last: 0,
        }),
    };
    Ok(Value::Array(result_array(&report)))
}

/// The state a format parse gives: holes filled from now, or from the
/// epoch after `!`/`|`.
fn build(vm: &mut Vm, mut p: Parsed, tz: Tz, r: &mut Report) -> DateState {
    let tz = p.zone.take().unwrap_or(tz);
    if let Some(ts) = p.ts {
        return DateState {
            t: ts,
            us: p.us.unwrap_or(0),
            tz: Tz::Offset(0),
        };
    }
    let (secs, nanos) = rphp_value::Context::now(vm);
    let now = Fields::from_epoch(secs + tz.offset_at(secs).utc_off);
    let any_time = p.h.is_some() || p.i.is_some() || p.s.is_some() || p.us.is_some();
    let (dy, dm, dd) = if p.reset {
        (1970, 1, 1)
    } else {
        (now.y, now.m, now.d)
    };
    let mut h = p.h.unwrap_or(if p.reset || any_time { 0 } else { now.h });
    if let Some(pm) = p.pm {
        if h > 12 {
            r.errors
                .push((0, "Meridian can only come after an hour has been found"));
        }
        h = h % 12 + if pm { 12 } else { 0 };
    }
    let f = Fields {
        y: p.y.unwrap_or(dy),
        m: p.m.unwrap_or(dm),
        d: p.d.unwrap_or(dd),
        h,
        i: p.i.unwrap_or(if p.reset || any_time { 0 } else { now.i }),
        s: p.s.unwrap_or(if p.reset || any_time { 0 } else { now.s }),
    };
    if f.m > 12 || f.d > days_in_month(f.y, f.m.clamp(1, 12)) || f.h > 24 || f.i > 59 || f.s > 59 {
        r.warnings.push((usize::MAX, "The parsed date was invalid"));
    }
    let us = p.us.unwrap_or(if p.reset || any_time {
        0
    } else {
        i64::from(nanos / 1000)
    });
    DateState {
        t: tz.local_to_utc(f.to_epoch()),
        us,
        tz,
    }
}

pub(crate) fn create_from_format(
    vm: &mut Vm,
    class: &str,
    a: &mut [Value],
) -> Result<Value, Fault> {
    let target = super::called_class(vm, class);
    let f = a[0].to_php_str();
    let s = a[1].to_php_str();
    let tz = tz_arg(vm, a.get(2), &format!("{class}::createFromFormat"), 3)?;
    let tz = tz.unwrap_or_else(|| default_tz(vm));
    let mut r = Report::default();
    let p = parse(f.as_bytes(), s.as_bytes(), &mut r);
    let st = if r.errors.is_empty() {
        Some(build(vm, p, tz, &mut r))
    } else {
        None
    };
    for w in &mut r.warnings {
        if w.0 == usize::MAX {
            w.0 = s.len();
        }
    }
    let report = !r.errors.is_empty() || !r.warnings.is_empty();
    LAST.with(|l| *l.borrow_mut() = report.then_some(r.clone()));
    match st {
        Some(st) if r.errors.is_empty() => Ok(Value::Object(new_date(vm, &target, st)?)),
        _ => Ok(Value::Bool(false)),
    }
}
