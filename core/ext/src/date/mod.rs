//! The date extension's procedural functions: `date`, `gmdate`, `idate`,
//! `mktime`, `gmmktime`, `checkdate`, `getdate`, `localtime`, `strtotime`
//! and the request's default time zone (`date_default_timezone_get/set`).
//!
//! Submodules: [`calendar`] (day arithmetic), [`tz`] and [`tzdb`] (zones
//! from the embedded database), [`format`] (`date()` characters), [`parse`] (`strtotime`),
//! [`parse_result`] (`date_parse()`'s array).
//! The DateTime classes are in rphp-vmlib (core/vmlib/src/date), over this logic.

pub mod calendar;
pub mod format;
pub mod parse;
pub mod parse_result;
pub mod strftime;
pub mod sun;
pub mod tz;
pub mod tz_abbr;
pub mod tzdb;

use crate::util::{given, int_arg, str_arg};
use calendar::{days_in_month, Fields};
use format::{Broken, DAY_NAMES, MONTH_NAMES};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpStr, Value,
};
use std::cell::RefCell;
use std::rc::Rc;
use tz::Zone;

thread_local! {
    /// The zone `date_default_timezone_set` chose, `None` until a script
    /// sets one (then the ini `date.timezone`, else UTC, applies).
    static DEFAULT_ZONE: RefCell<Option<Rc<Zone>>> = const { RefCell::new(None) };
}

/// The date extension's `DATE_*` format constants and `SUNFUNCS_RET_*`.
pub fn constants() -> Vec<(&'static str, Value)> {
    let formats = [
        ("DATE_ATOM", "Y-m-d\\TH:i:sP"),
        ("DATE_COOKIE", "l, d-M-Y H:i:s T"),
        ("DATE_ISO8601", "Y-m-d\\TH:i:sO"),
        ("DATE_ISO8601_EXPANDED", "X-m-d\\TH:i:sP"),
        ("DATE_RFC822", "D, d M y H:i:s O"),
        ("DATE_RFC850", "l, d-M-y H:i:s T"),
        ("DATE_RFC1036", "D, d M y H:i:s O"),
        ("DATE_RFC1123", "D, d M Y H:i:s O"),
        ("DATE_RFC7231", "D, d M Y H:i:s \\G\\M\\T"),
        ("DATE_RFC2822", "D, d M Y H:i:s O"),
        ("DATE_RFC3339", "Y-m-d\\TH:i:sP"),
        ("DATE_RFC3339_EXTENDED", "Y-m-d\\TH:i:s.vP"),
        ("DATE_RSS", "D, d M Y H:i:s O"),
        ("DATE_W3C", "Y-m-d\\TH:i:sP"),
    ];
    let mut v: Vec<(&'static str, Value)> =
        formats.iter().map(|&(n, f)| (n, Value::str(f))).collect();
    v.extend([
        (
            "SUNFUNCS_RET_TIMESTAMP",
            Value::Int(sun::SUNFUNCS_RET_TIMESTAMP),
        ),
        ("SUNFUNCS_RET_STRING", Value::Int(sun::SUNFUNCS_RET_STRING)),
        ("SUNFUNCS_RET_DOUBLE", Value::Int(sun::SUNFUNCS_RET_DOUBLE)),
    ]);
    v
}

/// Forgets the previous request's `date_default_timezone_set`.
pub fn start_request() {
    DEFAULT_ZONE.with(|z| *z.borrow_mut() = None);
}

/// The request's default zone.
pub fn default_zone(ctx: &mut dyn Context) -> Rc<Zone> {
    if let Some(z) = DEFAULT_ZONE.with(|z| z.borrow().clone()) {
        return z;
    }
    let ini = ctx
        .ini_get(b"date.timezone")
        .map(|s| String::from_utf8_lossy(s.as_bytes()).into_owned())
        .unwrap_or_default();
    let zone = if ini.is_empty() {
        Zone::utc()
    } else {
        tz::load(&ini).map(Rc::new).unwrap_or_else(Zone::utc)
    };
    DEFAULT_ZONE.with(|z| *z.borrow_mut() = Some(zone.clone()));
    zone
}

fn ts_arg(ctx: &mut dyn Context, a: &[Value], i: usize) -> i64 {
    if given(a, i) {
        int_arg(a, i, 0)
    } else {
        ctx.now().0
    }
}

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "date",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::opt("timestamp", ParamType::Int, "null").nullable(),
        ],
        func: |ctx, a| date_impl(ctx, a, false),
    },
    Builtin {
        name: "gmdate",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::opt("timestamp", ParamType::Int, "null").nullable(),
        ],
        func: |ctx, a| date_impl(ctx, a, true),
    },
    Builtin {
        name: "idate",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::opt("timestamp", ParamType::Int, "null").nullable(),
        ],
        func: idate,
    },
    Builtin {
        name: "mktime",
        params: MKTIME_PARAMS,
        func: |ctx, a| mktime(ctx, a, false),
    },
    Builtin {
        name: "gmmktime",
        params: MKTIME_PARAMS,
        func: |ctx, a| mktime(ctx, a, true),
    },
    Builtin {
        name: "checkdate",
        params: &[
            ParamSpec::req("month", ParamType::Int),
            ParamSpec::req("day", ParamType::Int),
            ParamSpec::req("year", ParamType::Int),
        ],
        func: checkdate,
    },
    Builtin {
        name: "date_default_timezone_get",
        params: &[],
        func: |ctx, _| Ok(Value::str(default_zone(ctx).name.clone())),
    },
    Builtin {
        name: "date_default_timezone_set",
        params: &[ParamSpec::req("timezoneId", ParamType::String)],
        func: timezone_set,
    },
    Builtin {
        name: "getdate",
        params: &[ParamSpec::opt("timestamp", ParamType::Int, "null").nullable()],
        func: getdate,
    },
    Builtin {
        name: "localtime",
        params: &[
            ParamSpec::opt("timestamp", ParamType::Int, "null").nullable(),
            ParamSpec::opt("associative", ParamType::Bool, "false"),
        ],
        func: localtime,
    },
    Builtin {
        name: "strftime",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::opt("timestamp", ParamType::Int, "null").nullable(),
        ],
        func: |ctx, a| strftime_impl(ctx, a, false),
    },
    Builtin {
        name: "gmstrftime",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::opt("timestamp", ParamType::Int, "null").nullable(),
        ],
        func: |ctx, a| strftime_impl(ctx, a, true),
    },
    Builtin {
        name: "strtotime",
        params: &[
            ParamSpec::req("datetime", ParamType::String),
            ParamSpec::opt("baseTimestamp", ParamType::Int, "null").nullable(),
        ],
        func: strtotime,
    },
];

const MKTIME_PARAMS: &[ParamSpec] = &[
    ParamSpec::req("hour", ParamType::Int),
    ParamSpec::opt("minute", ParamType::Int, "null").nullable(),
    ParamSpec::opt("second", ParamType::Int, "null").nullable(),
    ParamSpec::opt("month", ParamType::Int, "null").nullable(),
    ParamSpec::opt("day", ParamType::Int, "null").nullable(),
    ParamSpec::opt("year", ParamType::Int, "null").nullable(),
];

fn broken(ctx: &mut dyn Context, t: i64, gmt: bool) -> Broken {
    let zone = if gmt { Zone::utc() } else { default_zone(ctx) };
    Broken::new(t, &zone, gmt)
}

fn date_impl(ctx: &mut dyn Context, a: &mut [Value], gmt: bool) -> Result<Value, Fault> {
    let fmt = str_arg(a, 0);
    let t = ts_arg(ctx, a, 1);
    let b = broken(ctx, t, gmt);
    Ok(Value::Str(PhpStr::from(format::format(fmt.as_bytes(), &b))))
}

fn strftime_impl(ctx: &mut dyn Context, a: &mut [Value], gmt: bool) -> Result<Value, Fault> {
    let name = if gmt { "gmstrftime" } else { "strftime" };
    ctx.error(
        ErrorLevel::Deprecated,
        &format!("Function {name}() is deprecated"),
    )?;
    let fmt = str_arg(a, 0);
    if fmt.is_empty() {
        return Ok(Value::Bool(false));
    }
    let t = ts_arg(ctx, a, 1);
    let b = broken(ctx, t, gmt);
    Ok(Value::Str(PhpStr::from(strftime::strftime(
        fmt.as_bytes(),
        &b,
    ))))
}

fn idate(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let fmt = str_arg(a, 0);
    if fmt.len() != 1 {
        ctx.error(ErrorLevel::Warning, "idate(): idate format is one char")?;
        return Ok(Value::Bool(false));
    }
    let t = ts_arg(ctx, a, 1);
    let b = broken(ctx, t, false);
    let f = &b.f;
    let n = match fmt.as_bytes()[0] {
        b'B' => b.swatch(),
        b'd' | b'j' => f.d,
        b'h' | b'g' => {
            if f.h % 12 == 0 {
                12
            } else {
                f.h % 12
            }
        }
        b'H' | b'G' => f.h,
        b'i' => f.i,
        b'I' => i64::from(b.off.dst),
        b'L' => i64::from(calendar::is_leap(f.y)),
        b'm' | b'n' => f.m,
        b'N' => match b.weekday() {
            0 => 7,
            w => w,
        },
        b'o' => calendar::iso_week(f.y, f.m, f.d).0,
        b's' => f.s,
        b't' => days_in_month(f.y, f.m),
        b'U' => t,
        b'w' => b.weekday(),
        b'W' => calendar::iso_week(f.y, f.m, f.d).1,
        b'y' => f.y % 100,
        b'Y' => f.y,
        b'z' => b.yday(),
        b'Z' => b.off.utc_off,
        _ => {
            ctx.error(
                ErrorLevel::Warning,
                "idate(): Unrecognized date format token",
            )?;
            return Ok(Value::Bool(false));
        }
    };
    Ok(Value::Int(n))
}

fn mktime(ctx: &mut dyn Context, a: &mut [Value], gmt: bool) -> Result<Value, Fault> {
    let zone = if gmt { Zone::utc() } else { default_zone(ctx) };
    let now = ctx.now().0;
    let now_off = zone.offset_at(now);
    let cur = Fields::from_epoch(now.saturating_add(now_off.utc_off));
    let pick = |i: usize, d: i64| if given(a, i) { int_arg(a, i, d) } else { d };
    let mut y = pick(5, cur.y);
    if given(a, 5) {
        if (0..70).contains(&y) {
            y += 2000;
        } else if (70..=100).contains(&y) {
            y += 1900;
        }
    }
    let f = Fields {
        y,
        m: pick(3, cur.m),
        d: pick(4, cur.d),
        h: pick(0, cur.h),
        i: pick(1, cur.i),
        s: pick(2, cur.s),
    };
    Ok(Value::Int(
        zone.local_to_utc(f.to_epoch(), Some(now_off.dst)),
    ))
}

fn checkdate(_: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let (m, d, y) = (int_arg(a, 0, 0), int_arg(a, 1, 0), int_arg(a, 2, 0));
    let ok =
        (1..=32767).contains(&y) && (1..=12).contains(&m) && d >= 1 && d <= days_in_month(y, m);
    Ok(Value::Bool(ok))
}

fn timezone_set(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let name = str_arg(a, 0);
    let text = String::from_utf8_lossy(name.as_bytes()).into_owned();
    match tz::load(&text) {
        Some(z) => {
            DEFAULT_ZONE.with(|d| *d.borrow_mut() = Some(Rc::new(z)));
            Ok(Value::Bool(true))
        }
        None => {
            let mut msg = b"date_default_timezone_set(): Timezone ID '".to_vec();
            msg.extend_from_slice(name.as_bytes());
            msg.extend_from_slice(b"' is invalid");
            ctx.error(ErrorLevel::Notice, &String::from_utf8_lossy(&msg))?;
            Ok(Value::Bool(false))
        }
    }
}

fn getdate(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let t = ts_arg(ctx, a, 0);
    let b = broken(ctx, t, false);
    let f = &b.f;
    let mut out = PhpArray::new();
    let mut put = |k: &str, v: Value| out.insert(ArrayKey::Str(PhpStr::from(k)), v);
    put("seconds", Value::Int(f.s));
    put("minutes", Value::Int(f.i));
    put("hours", Value::Int(f.h));
    put("mday", Value::Int(f.d));
    put("wday", Value::Int(b.weekday()));
    put("mon", Value::Int(f.m));
    put("year", Value::Int(f.y));
    put("yday", Value::Int(b.yday()));
    put("weekday", Value::str(DAY_NAMES[b.weekday() as usize]));
    put("month", Value::str(MONTH_NAMES[f.m as usize - 1]));
    out.insert(ArrayKey::Int(0), Value::Int(t));
    Ok(Value::Array(out))
}

fn localtime(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let t = ts_arg(ctx, a, 0);
    let assoc = crate::util::bool_arg(a, 1, false);
    let b = broken(ctx, t, false);
    let f = &b.f;
    let fields = [
        ("tm_sec", f.s),
        ("tm_min", f.i),
        ("tm_hour", f.h),
        ("tm_mday", f.d),
        ("tm_mon", f.m - 1),
        ("tm_year", f.y - 1900),
        ("tm_wday", b.weekday()),
        ("tm_yday", b.yday()),
        ("tm_isdst", i64::from(b.off.dst)),
    ];
    let mut out = PhpArray::new();
    for (k, (name, v)) in fields.into_iter().enumerate() {
        let key = if assoc {
            ArrayKey::Str(PhpStr::from(name))
        } else {
            ArrayKey::Int(k as i64)
        };
        out.insert(key, Value::Int(v));
    }
    Ok(Value::Array(out))
}

fn strtotime(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(a, 0);
    let base = ts_arg(ctx, a, 1);
    let zone = default_zone(ctx);
    Ok(match parse::strtotime(s.as_bytes(), base, &zone) {
        Some(t) => Value::Int(t),
        None => Value::Bool(false),
    })
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn formats_and_parses_in_utc() {
        super::start_request();
        assert_eq!(
            run("date", vec![s("Y-m-d H:i:s D N jS W o"), i(0)]),
            "'1970-01-01 00:00:00 Thu 4 1st 01 1970'"
        );
        assert_eq!(run("gmdate", vec![s("T p \\Y"), i(0)]), "'GMT Z Y'");
        assert_eq!(
            run("date", vec![s("Y y X"), i(-62167219200)]),
            "'0000 00 +0000'"
        );
        assert_eq!(
            run("mktime", vec![i(0), i(0), i(0), i(2), i(29), i(2024)]),
            "1709164800"
        );
        assert_eq!(
            run("strtotime", vec![s("tomorrow"), i(1_700_000_000)]),
            "1700006400"
        );
        assert_eq!(
            run(
                "strtotime",
                vec![s("last day of next month"), i(1_700_000_000)]
            ),
            "1704060800"
        );
        assert_eq!(run("strtotime", vec![s("nonsense"), i(0)]), "false");
        assert_eq!(run("checkdate", vec![i(2), i(29), i(2023)]), "false");
    }

    #[test]
    fn zones_come_from_the_embedded_database() {
        assert_eq!(
            run("date_default_timezone_set", vec![s("europe/paris")]),
            "true"
        );
        assert_eq!(run("date_default_timezone_get", vec![]), "'europe/paris'");
        assert_eq!(
            run("date", vec![s("T P"), i(1_720_000_000)]),
            "'CEST +02:00'"
        );
        let (r, ctx) = call("date_default_timezone_set", vec![s("Mars/Olympus")]);
        assert_eq!(export(&r.ok().unwrap()), "false");
        assert_eq!(
            ctx.errors[0].1,
            "date_default_timezone_set(): Timezone ID 'Mars/Olympus' is invalid"
        );
        super::start_request();
    }
}
