//! The array `date_parse()` and `date_parse_from_format()` return: the
//! fields the string gave (false where it gave none), the parser's
//! warnings and errors keyed by position, the zone as written and the
//! relative part. Both parsers fill a [`ParseReport`] and share this shape.

use super::parse::{parse, Parsed};
use super::tz::Tz;
use crate::util::str_arg;
use rphp_value::{
    ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, PhpStr, Value,
};

/// The zone a date string named.
pub enum ZoneSeen {
    None,
    /// A word that named no zone (`zone_type` 0).
    Unknown,
    /// The zone, and the abbreviation it was written as (`UTC`, `Z`), if any.
    Zone(Tz, Option<String>),
}

/// The relative part (`+1 day`, `next monday`, `last day of`).
pub struct Relative {
    pub rel: [i64; 6],
    pub weekday: Option<i64>,
    pub first_last: u8,
}

/// Everything the result array shows.
pub struct ParseReport<'a> {
    pub fields: [Option<i64>; 6],
    /// Microseconds; shown as a float fraction.
    pub us: Option<i64>,
    pub warnings: &'a [(usize, &'static str)],
    pub errors: &'a [(usize, &'static str)],
    pub zone: ZoneSeen,
    pub relative: Option<Relative>,
}

fn put(a: &mut PhpArray, k: &str, v: Value) {
    a.insert(ArrayKey::Str(PhpStr::from(k)), v);
}

fn messages(list: &[(usize, &'static str)]) -> PhpArray {
    let mut a = PhpArray::new();
    for (p, m) in list {
        a.insert(ArrayKey::Int(*p as i64), Value::str(*m));
    }
    a
}

/// The result array of a parse.
pub fn result_array(r: &ParseReport) -> PhpArray {
    let mut a = PhpArray::new();
    let names = ["year", "month", "day", "hour", "minute", "second"];
    for (k, v) in names.iter().zip(r.fields) {
        put(&mut a, k, v.map_or(Value::Bool(false), Value::Int));
    }
    put(
        &mut a,
        "fraction",
        r.us.map_or(Value::Bool(false), |us| Value::Float(us as f64 / 1e6)),
    );
    put(&mut a, "warning_count", Value::Int(r.warnings.len() as i64));
    put(&mut a, "warnings", Value::Array(messages(r.warnings)));
    put(&mut a, "error_count", Value::Int(r.errors.len() as i64));
    put(&mut a, "errors", Value::Array(messages(r.errors)));
    put(
        &mut a,
        "is_localtime",
        Value::Bool(!matches!(r.zone, ZoneSeen::None)),
    );
    match &r.zone {
        ZoneSeen::None => {}
        ZoneSeen::Unknown => put(&mut a, "zone_type", Value::Int(0)),
        ZoneSeen::Zone(tz, word) => match (tz, word) {
            (Tz::Offset(off), Some(w)) => {
                put(&mut a, "zone_type", Value::Int(2));
                put(&mut a, "zone", Value::Int(*off));
                put(&mut a, "is_dst", Value::Bool(false));
                put(&mut a, "tz_abbr", Value::str(w.as_str()));
            }
            (Tz::Offset(off), None) => {
                put(&mut a, "zone_type", Value::Int(1));
                put(&mut a, "zone", Value::Int(*off));
                put(&mut a, "is_dst", Value::Bool(false));
            }
            (Tz::Abbr { abbr, off, dst }, _) => {
                put(&mut a, "zone_type", Value::Int(2));
                put(
                    &mut a,
                    "zone",
                    Value::Int(off - if *dst { 3600 } else { 0 }),
                );
                put(&mut a, "is_dst", Value::Bool(*dst));
                put(&mut a, "tz_abbr", Value::str(abbr.as_str()));
            }
            (Tz::Id(z), _) => {
                put(&mut a, "zone_type", Value::Int(3));
                put(&mut a, "tz_id", Value::str(z.name.as_str()));
            }
        },
    }
    if let Some(rel) = &r.relative {
        let mut e = PhpArray::new();
        for (k, v) in names.iter().zip(rel.rel) {
            put(&mut e, k, Value::Int(v));
        }
        if let Some(wd) = rel.weekday {
            put(&mut e, "weekday", Value::Int(wd));
        }
        match rel.first_last {
            1 => put(&mut e, "first_day_of_month", Value::Bool(true)),
            2 => put(&mut e, "last_day_of_month", Value::Bool(true)),
            _ => {}
        }
        put(&mut a, "relative", Value::Array(e));
    }
    a
}

/// The report of a `date_parse()` string.
pub fn report_of(p: &Parsed) -> ParseReport<'_> {
    let zone = match (&p.zone_kind, p.zone_unknown) {
        (Some(tz), _) => ZoneSeen::Zone(tz.clone(), p.zone_word.clone()),
        (None, true) => ZoneSeen::Unknown,
        (None, false) => ZoneSeen::None,
    };
    let time_set = p.h.is_some();
    ParseReport {
        fields: [p.y, p.m, p.d, p.h, p.i, p.s],
        us: if time_set {
            Some(p.us.unwrap_or(0))
        } else {
            None
        },
        warnings: &p.warnings,
        errors: &p.errors,
        zone,
        relative: (p.have_rel || p.weekday.is_some()).then(|| Relative {
            rel: p.rel,
            weekday: p.weekday.map(|(d, _)| d),
            first_last: p.first_last,
        }),
    }
}

fn date_parse(_: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(a, 0);
    let p = parse(s.as_bytes());
    Ok(Value::Array(result_array(&report_of(&p))))
}

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "date_parse",
    params: &[ParamSpec::req("datetime", ParamType::String)],
    func: date_parse,
}];
