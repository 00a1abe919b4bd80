//! `date_sun_info`, `date_sunrise` and `date_sunset` (the last two deprecated
//! in 8.1), with timelib's astronomy (`astro.c`, after Paul Schlyter's
//! sunriset.c) so the results are php's to the second.
//!
//! The computation takes the day of `timestamp` in the default time zone,
//! then works from 00:00 UTC of that date: the sun's position at local mean
//! noon gives the time it crosses the meridian, and the hour angle at which
//! it reaches the wanted altitude gives rise and set either side.

use super::{calendar, default_zone};
use crate::util::{float_arg, given, int_arg};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpStr,
    ThrowKind, Value,
};

pub const SUNFUNCS_RET_TIMESTAMP: i64 = 0;
pub const SUNFUNCS_RET_STRING: i64 = 1;
pub const SUNFUNCS_RET_DOUBLE: i64 = 2;

const SUNRISE_PARAMS: &[ParamSpec] = &[
    ParamSpec::req("timestamp", ParamType::Int),
    ParamSpec::opt("returnFormat", ParamType::Int, "SUNFUNCS_RET_STRING"),
    ParamSpec::opt("latitude", ParamType::Float, "null").nullable(),
    ParamSpec::opt("longitude", ParamType::Float, "null").nullable(),
    ParamSpec::opt("zenith", ParamType::Float, "null").nullable(),
    ParamSpec::opt("utcOffset", ParamType::Float, "null").nullable(),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "date_sunrise",
        params: SUNRISE_PARAMS,
        func: |ctx, a| sunrise_sunset(ctx, a, false),
    },
    Builtin {
        name: "date_sunset",
        params: SUNRISE_PARAMS,
        func: |ctx, a| sunrise_sunset(ctx, a, true),
    },
    Builtin {
        name: "date_sun_info",
        params: &[
            ParamSpec::req("timestamp", ParamType::Int),
            ParamSpec::req("latitude", ParamType::Float),
            ParamSpec::req("longitude", ParamType::Float),
        ],
        func: sun_info,
    },
];

const RADEG: f64 = 180.0 / std::f64::consts::PI;
const DEGRAD: f64 = std::f64::consts::PI / 180.0;

fn sind(x: f64) -> f64 {
    (x * DEGRAD).sin()
}
fn cosd(x: f64) -> f64 {
    (x * DEGRAD).cos()
}
fn atan2d(y: f64, x: f64) -> f64 {
    RADEG * y.atan2(x)
}
fn acosd(x: f64) -> f64 {
    RADEG * x.acos()
}

const INV360: f64 = 1.0 / 360.0;

/// An angle reduced to [0, 360).
fn revolution(x: f64) -> f64 {
    x - 360.0 * (x * INV360).floor()
}

/// An angle reduced to [-180, 180).
fn rev180(x: f64) -> f64 {
    x - 360.0 * (x * INV360 + 0.5).floor()
}

/// Greenwich mean sidereal time at 0h UT, in degrees.
fn gmst0(d: f64) -> f64 {
    revolution((180.0 + 356.0470 + 282.9404) + (0.9856002585 + 4.70935E-5) * d)
}

/// The sun's ecliptic longitude and distance.
fn sunpos(d: f64) -> (f64, f64) {
    let m = revolution(356.0470 + 0.9856002585 * d);
    let w = 282.9404 + 4.70935E-5 * d;
    let e = 0.016709 - 1.151E-9 * d;
    let ea = m + e * RADEG * sind(m) * (1.0 + e * cosd(m));
    let x = cosd(ea) - e;
    let y = (1.0 - e * e).sqrt() * sind(ea);
    let r = (x * x + y * y).sqrt();
    let v = atan2d(y, x);
    let mut lon = v + w;
    if lon >= 360.0 {
        lon -= 360.0;
    }
    (lon, r)
}

/// The sun's right ascension, declination and distance.
fn sun_ra_dec(d: f64) -> (f64, f64, f64) {
    let (lon, r) = sunpos(d);
    let x = r * cosd(lon);
    let y = r * sind(lon);
    let obl_ecl = 23.4393 - 3.563E-7 * d;
    let z = y * sind(obl_ecl);
    let y = y * cosd(obl_ecl);
    (atan2d(y, x), atan2d(z, (x * x + y * y).sqrt()), r)
}

/// What timelib_astro_rise_set_altitude reports.
struct RiseSet {
    /// -1: the sun stays below the altitude all day, 1: above, 0: it crosses.
    rc: i32,
    h_rise: f64,
    h_set: f64,
    ts_rise: i64,
    ts_set: i64,
    ts_transit: i64,
}

/// timelib's rise/set computation for the day `timestamp` falls on in the
/// default zone.
fn rise_set(
    ctx: &mut dyn Context,
    timestamp: i64,
    lon: f64,
    lat: f64,
    mut altit: f64,
    upper_limb: bool,
) -> RiseSet {
    let zone = default_zone(ctx);
    let local = timestamp + zone.offset_at(timestamp).utc_off;
    let (y, m, d) = calendar::civil_from_days(local.div_euclid(86400));
    let midnight_utc = calendar::days_from_civil(y, m, d) * 86400;
    // The local noon of that day (timelib_update_ts with h = 12).
    let noon_local = zone.local_to_utc(midnight_utc + 12 * 3600, None);
    // Days since 2000 Jan 0.0 of 12h local mean solar time (timelib_ts_to_j2000 + 2).
    let days = (midnight_utc as f64 / 86400.0 + 2440587.5 - 2451545.0) + 2.0 - lon / 360.0;
    let sidtime = revolution(gmst0(days) + 180.0 + lon);
    let (sra, sdec, sr) = sun_ra_dec(days);
    let tsouth = 12.0 - rev180(sidtime - sra) / 15.0;
    let sradius = 0.2666 / sr;
    if upper_limb {
        altit -= sradius;
    }
    let cost = (sind(altit) - sind(lat) * sind(sdec)) / (cosd(lat) * cosd(sdec));
    let base = midnight_utc as f64;
    let ts_transit = (base + tsouth * 3600.0) as i64;
    let (rc, t, ts_rise, ts_set) = if cost >= 1.0 {
        (-1, 0.0, ts_transit, ts_transit)
    } else if cost <= -1.0 {
        (1, 12.0, noon_local - 12 * 3600, noon_local + 12 * 3600)
    } else {
        let t = acosd(cost) / 15.0;
        (
            0,
            t,
            ((tsouth - t) * 3600.0 + base) as i64,
            ((tsouth + t) * 3600.0 + base) as i64,
        )
    };
    RiseSet {
        rc,
        h_rise: tsouth - t,
        h_set: tsouth + t,
        ts_rise,
        ts_set,
        ts_transit,
    }
}

fn ini_float(ctx: &mut dyn Context, name: &str) -> f64 {
    ctx.ini_get(name.as_bytes())
        .map(|s| rphp_value::convert::to_float(&Value::Str(s)))
        .unwrap_or(0.0)
}

fn sunrise_sunset(ctx: &mut dyn Context, a: &mut [Value], sunset: bool) -> Result<Value, Fault> {
    let name = if sunset {
        "date_sunset"
    } else {
        "date_sunrise"
    };
    ctx.error(
        ErrorLevel::Deprecated,
        &format!("Function {name}() is deprecated"),
    )?;
    let time = int_arg(a, 0, 0);
    let format = int_arg(a, 1, SUNFUNCS_RET_STRING);
    let lat = if given(a, 2) {
        float_arg(a, 2, 0.0)
    } else {
        ini_float(ctx, "date.default_latitude")
    };
    let lon = if given(a, 3) {
        float_arg(a, 3, 0.0)
    } else {
        ini_float(ctx, "date.default_longitude")
    };
    let zenith = if given(a, 4) {
        float_arg(a, 4, 0.0)
    } else if sunset {
        ini_float(ctx, "date.sunset_zenith")
    } else {
        ini_float(ctx, "date.sunrise_zenith")
    };
    if !matches!(
        format,
        SUNFUNCS_RET_TIMESTAMP | SUNFUNCS_RET_STRING | SUNFUNCS_RET_DOUBLE
    ) {
        return Err(ctx.throw(
            ThrowKind::ValueError,
            format!("{name}(): Argument #2 ($returnFormat) must be one of SUNFUNCS_RET_TIMESTAMP, SUNFUNCS_RET_STRING, or SUNFUNCS_RET_DOUBLE"),
        ));
    }
    // php reads the zone's offset before setting the time, so at the epoch,
    // and divides it as integers.
    let gmt_offset = if given(a, 5) {
        float_arg(a, 5, 0.0)
    } else {
        (default_zone(ctx).offset_at(0).utc_off / 3600) as f64
    };
    let rs = rise_set(ctx, time, lon, lat, 90.0 - zenith, true);
    if rs.rc != 0 {
        return Ok(Value::Bool(false));
    }
    if format == SUNFUNCS_RET_TIMESTAMP {
        return Ok(Value::Int(if sunset { rs.ts_set } else { rs.ts_rise }));
    }
    let mut n = if sunset { rs.h_set } else { rs.h_rise } + gmt_offset;
    if !(0.0..=24.0).contains(&n) {
        n -= (n / 24.0).floor() * 24.0;
    }
    Ok(if format == SUNFUNCS_RET_STRING {
        let h = n as i64;
        let m = (60.0 * (n - h as f64)) as i64;
        Value::Str(PhpStr::from(format!("{h:02}:{m:02}")))
    } else {
        Value::Float(n)
    })
}

fn sun_info(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let time = int_arg(a, 0, 0);
    let lat = float_arg(a, 1, 0.0);
    let lon = float_arg(a, 2, 0.0);
    let mut out = PhpArray::new();
    let put = |out: &mut PhpArray, k: &str, v: Value| {
        out.insert(ArrayKey::from_bytes(k.as_bytes()), v);
    };
    let rows: [(f64, bool, &str, &str); 4] = [
        (-50.0 / 60.0, true, "sunrise", "sunset"),
        (-6.0, false, "civil_twilight_begin", "civil_twilight_end"),
        (
            -12.0,
            false,
            "nautical_twilight_begin",
            "nautical_twilight_end",
        ),
        (
            -18.0,
            false,
            "astronomical_twilight_begin",
            "astronomical_twilight_end",
        ),
    ];
    for (i, (altit, upper, begin, end)) in rows.into_iter().enumerate() {
        let rs = rise_set(ctx, time, lon, lat, altit, upper);
        match rs.rc {
            -1 => {
                put(&mut out, begin, Value::Bool(false));
                put(&mut out, end, Value::Bool(false));
            }
            1 => {
                put(&mut out, begin, Value::Bool(true));
                put(&mut out, end, Value::Bool(true));
            }
            _ => {
                put(&mut out, begin, Value::Int(rs.ts_rise));
                put(&mut out, end, Value::Int(rs.ts_set));
            }
        }
        if i == 0 {
            put(&mut out, "transit", Value::Int(rs.ts_transit));
        }
    }
    Ok(Value::Array(out))
}
