//! Time-zone abbreviations: `timezone_abbreviations_list`,
//! `timezone_name_from_abbr` and `timezone_version_get`.
//!
//! The table is timelib's own (tzdata has no such list: an abbreviation
//! there belongs to a zone's period, and several zones share one), recorded
//! from php into tz_abbr.txt by tools/gen_tz_abbr.php, together with the
//! fallback map timelib searches by offset and DST flag when no
//! abbreviation matches. It is embedded deflated (crate::packed).

use crate::util::{int_arg, str_arg};
use rphp_value::{ArrayKey, Builtin, ParamSpec, ParamType, PhpArray, Value};
use std::sync::OnceLock;

/// One row: abbreviation (lower case), DST flag, UTC offset, zone.
struct Row {
    abbr: &'static str,
    dst: bool,
    offset: i64,
    zone: Option<&'static str>,
}

struct Table {
    rows: Vec<Row>,
    fallback: Vec<Row>,
}

/// tz_abbr.txt, unpacked once.
fn text() -> &'static str {
    crate::packed_text!("tz_abbr.txt.z")
}

fn table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        let mut t = Table {
            rows: Vec::new(),
            fallback: Vec::new(),
        };
        for line in text().lines() {
            if line.starts_with('#') {
                continue;
            }
            let mut f = line.split('\t');
            let (Some(abbr), Some(dst), Some(offset), Some(zone)) =
                (f.next(), f.next(), f.next(), f.next())
            else {
                continue;
            };
            let row = Row {
                abbr,
                dst: dst == "1",
                offset: offset.parse().unwrap_or(0),
                zone: (zone != "-").then_some(zone),
            };
            if abbr == "*" {
                t.fallback.push(row);
            } else {
                t.rows.push(row);
            }
        }
        t
    })
}

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "timezone_abbreviations_list",
        params: &[],
        func: |_, _| Ok(Value::Array(abbreviations_list())),
    },
    Builtin {
        name: "timezone_name_from_abbr",
        params: &[
            ParamSpec::req("abbr", ParamType::String),
            ParamSpec::opt("utcOffset", ParamType::Int, "-1"),
            ParamSpec::opt("isDST", ParamType::Int, "-1"),
        ],
        func: |_, a| {
            let abbr = str_arg(a, 0);
            Ok(
                match name_from_abbr(abbr.as_bytes(), int_arg(a, 1, -1), int_arg(a, 2, -1)) {
                    Some(z) => Value::str(z),
                    None => Value::Bool(false),
                },
            )
        },
    },
    Builtin {
        name: "timezone_version_get",
        params: &[],
        // The embedded database is the system's tzdata, compiled by
        // tools/gen_tzdb.py; php built to use the system's says "0.system".
        func: |_, _| Ok(Value::str("0.system")),
    },
];

/// `timezone_abbreviations_list()` (and `DateTimeZone::listAbbreviations()`).
pub fn abbreviations_list() -> PhpArray {
    let mut out = PhpArray::new();
    let mut groups: Vec<(&str, PhpArray)> = Vec::new();
    for r in &table().rows {
        let mut e = PhpArray::new();
        e.insert(ArrayKey::from_bytes(b"dst"), Value::Bool(r.dst));
        e.insert(ArrayKey::from_bytes(b"offset"), Value::Int(r.offset));
        e.insert(
            ArrayKey::from_bytes(b"timezone_id"),
            r.zone.map_or(Value::Null, Value::str),
        );
        match groups.last_mut() {
            Some((a, g)) if *a == r.abbr => {
                let _ = g.push(Value::Array(e));
            }
            _ => {
                let mut g = PhpArray::new();
                let _ = g.push(Value::Array(e));
                groups.push((r.abbr, g));
            }
        }
    }
    for (a, g) in groups {
        out.insert(ArrayKey::from_bytes(a.as_bytes()), Value::Array(g));
    }
    out
}

/// timelib's `abbr_search`: `utc`/`gmt`; else the first row of that
/// abbreviation with the offset (any row when the offset is -1, the first
/// when none has it); else the fallback map's zone for the offset and flag.
pub fn name_from_abbr(abbr: &[u8], offset: i64, dst: i64) -> Option<&'static str> {
    // The name is a C string to timelib.
    let abbr = abbr.split(|&b| b == 0).next().unwrap_or(b"");
    if abbr.eq_ignore_ascii_case(b"utc") || abbr.eq_ignore_ascii_case(b"gmt") {
        return Some("UTC");
    }
    let mut first: Option<&Row> = None;
    for r in table()
        .rows
        .iter()
        .filter(|r| r.abbr.as_bytes().eq_ignore_ascii_case(abbr))
    {
        if first.is_none() {
            first = Some(r);
            if offset == -1 {
                return r.zone;
            }
        }
        if r.offset == offset {
            return r.zone;
        }
    }
    if let Some(r) = first {
        return r.zone;
    }
    table()
        .fallback
        .iter()
        .find(|r| r.offset == offset && r.dst as i64 == dst)
        .and_then(|r| r.zone)
}

#[cfg(test)]
mod packed_tests {
    #[test]
    fn packed_copy_is_current() {
        assert!(
            super::text() == include_str!("tz_abbr.txt"),
            "stale packed copy: run tools/pack_tables.py"
        );
    }
}
