//! DatePeriod: a start, an interval and an end date or a number of
//! recurrences; iterating it yields the dates in between. Its state is its
//! (php-visible) properties; `getIterator` hands foreach the list of dates.

use super::datetime::date_arg;
use super::interval::{add_to, interval_arg, new_interval, parse_iso, read, Iv};
use super::{date_of, new_date, put, DateState};
use crate::spl::{method, NativeClass};
use crate::vm::Vm;
use rphp_ext::date::calendar::Fields;
use rphp_ext::date::tz::Tz;
use rphp_value::{Fault, ParamSpec, ParamType, PhpArray, PhpObject, Value};

pub(crate) static PERIOD: NativeClass = NativeClass {
    name: "DatePeriod",
    parent: None,
    interfaces: &["IteratorAggregate"],
    flags: 0,
    consts: &[("EXCLUDE_START_DATE", 1), ("INCLUDE_END_DATE", 2)],
    methods: &[
        method!(
            "DatePeriod",
            "__construct",
            construct,
            [
                ParamSpec::req("start", ParamType::Mixed),
                ParamSpec::opt("interval", ParamType::Mixed, "null"),
                ParamSpec::opt("end", ParamType::Mixed, "null"),
                ParamSpec::opt("options", ParamType::Mixed, "null"),
            ]
        ),
        method!("DatePeriod", "getIterator", get_iterator, []),
        method!("DatePeriod", "getStartDate", get_start, []),
        method!("DatePeriod", "getEndDate", get_end, []),
        method!("DatePeriod", "getDateInterval", get_interval, []),
        method!("DatePeriod", "getRecurrences", get_recurrences, []),
    ],
};

const BAD_ARGS: &str = "DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments";

/// `R<n>/<start>/<interval>[/<end>]`: the recurrence count, start, interval
/// and end of an ISO 8601 repeating interval, start and end in UTC (`Z`).
fn parse_iso_period(s: &[u8]) -> Option<(i64, DateState, Iv, Option<DateState>)> {
    let text = std::str::from_utf8(s).ok()?;
    let mut parts = text.split('/');
    let r = parts.next()?.strip_prefix('R')?;
    let recur: i64 = if r.is_empty() { 0 } else { r.parse().ok()? };
    let start = iso_instant(parts.next()?)?;
    let iv = parse_iso(parts.next()?.as_bytes())?;
    let end = match parts.next() {
        Some(e) => Some(iso_instant(e)?),
        None => None,
    };
    if parts.next().is_some() {
        return None;
    }
    Some((recur, start, iv, end))
}

/// `2012-07-01T00:00:00Z` (or the basic `20120701T000000Z`).
fn iso_instant(s: &str) -> Option<DateState> {
    let b = s.strip_suffix('Z')?.as_bytes();
    let digits: Vec<u8> = b.iter().copied().filter(u8::is_ascii_digit).collect();
    let shape_ok = match b.len() {
        19 => b[4] == b'-' && b[7] == b'-' && b[10] == b'T' && b[13] == b':' && b[16] == b':',
        15 => b[8] == b'T',
        _ => false,
    };
    if !shape_ok || digits.len() != 14 {
        return None;
    }
    let n = |a: usize, l: usize| -> i64 {
        digits[a..a + l]
            .iter()
            .fold(0, |v, d| v * 10 + i64::from(d - b'0'))
    };
    let f = Fields {
        y: n(0, 4),
        m: n(4, 2),
        d: n(6, 2),
        h: n(8, 2),
        i: n(10, 2),
        s: n(12, 2),
    };
    if !(1..=12).contains(&f.m) || !(1..=31).contains(&f.d) || f.h > 23 || f.i > 59 || f.s > 59 {
        return None;
    }
    Some(DateState {
        t: f.to_epoch(),
        us: 0,
        tz: Tz::Offset(0),
    })
}

fn construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let (start, start_class, iv, end, recurrences, opts) = if let Some(Value::Str(s)) = a.first() {
        if a.len() > 2 {
            return Err(vm.throw_error("TypeError", BAD_ARGS));
        }
        let opts = a.get(1).map_or(0, |v| v.to_int());
        let Some((recur, start, iv, end)) = parse_iso_period(s.as_bytes()) else {
            return Err(vm.throw_error(
                "Exception",
                format!(
                    "Unknown or bad format ({})",
                    String::from_utf8_lossy(s.as_bytes())
                ),
            ));
        };
        if end.is_none() && recur < 1 {
            return Err(vm.throw_error(
                "Exception",
                format!(
                    "DatePeriod::__construct(): ISO interval must contain an end date or a recurrence count, \"{}\" given",
                    String::from_utf8_lossy(s.as_bytes())
                ),
            ));
        }
        let end = end.map(|e| (b"DateTime".to_vec(), e));
        (start, b"DateTime".to_vec(), iv, end, recur, opts)
    } else {
        let start = date_arg(vm, &a[0], "DatePeriod::__construct", 1, "start")?;
        let Value::Object(start_obj) = a[0].clone() else {
            unreachable!("date_arg checked it")
        };
        let iv = interval_arg(
            vm,
            a.get(1).unwrap_or(&Value::Null),
            "DatePeriod::__construct",
        )
        .map_err(|_| vm.throw_error("TypeError", BAD_ARGS))?;
        let opts = a.get(3).map_or(0, |v| v.to_int());
        let (end, recur) = match a.get(2) {
            Some(Value::Int(n)) => {
                if *n < 1 {
                    return Err(vm.throw_error(
                        "Exception",
                        "DatePeriod::__construct(): Recurrence count must be greater than 0",
                    ));
                }
                (None, *n)
            }
            Some(v @ Value::Object(_)) => {
                let e = date_arg(vm, v, "DatePeriod::__construct", 3, "end")?;
                let Value::Object(eo) = v else { unreachable!() };
                (Some((eo.class_name().to_vec(), e)), 0)
            }
            _ => return Err(vm.throw_error("TypeError", BAD_ARGS)),
        };
        let class = start_obj.class_name().to_vec();
        (start, class, iv, end, recur, opts)
    };
    finish(vm, this, (start, start_class), iv, end, recurrences, opts)
}

/// Stores the period's state as php shows it: recurrences counts the
/// start and end dates it includes, as php's does.
fn finish(
    vm: &mut Vm,
    this: &PhpObject,
    start: (DateState, Vec<u8>),
    iv: Iv,
    end: Option<(Vec<u8>, DateState)>,
    recur: i64,
    opts: i64,
) -> Result<Value, Fault> {
    let include_start = opts & 1 == 0;
    let include_end = opts & 2 != 0;
    let recurrences = recur + i64::from(include_start) + i64::from(include_end);
    let end = match end {
        Some((c, e)) => Value::Object(new_date(vm, &c, e)?),
        None => Value::Null,
    };
    let start_copy = new_date(vm, &start.1, start.0)?;
    let iv_obj = new_interval(vm, &iv)?;
    let fields = [
        ("start", Value::Object(start_copy)),
        ("current", Value::Null),
        ("end", end),
        ("interval", Value::Object(iv_obj)),
        ("recurrences", Value::Int(recurrences)),
        ("include_start_date", Value::Bool(include_start)),
        ("include_end_date", Value::Bool(include_end)),
    ];
    let mut p = this.0.props_mut();
    for (k, v) in fields {
        put(&mut p, k, v);
    }
    Ok(Value::Null)
}

fn prop(o: &PhpObject, k: &str) -> Value {
    o.props()
        .get_str(k.as_bytes())
        .map_or(Value::Null, |v| v.get())
}

/// The dates the period yields.
/// The dates the period yields, and the one after the last (php's
/// `current` once a foreach is done).
fn dates(o: &PhpObject) -> Option<(Vec<u8>, Vec<DateState>, DateState)> {
    let Value::Object(start) = prop(o, "start") else {
        return None;
    };
    let class = start.class_name().to_vec();
    let start = date_of(&start)?;
    let Value::Object(iv) = prop(o, "interval") else {
        return None;
    };
    let iv = read(&iv);
    let include_start = prop(o, "include_start_date").to_bool();
    let include_end = prop(o, "include_end_date").to_bool();
    let end = match prop(o, "end") {
        Value::Object(e) => date_of(&e),
        _ => None,
    };
    let recur = prop(o, "recurrences").to_int();
    let mut out = Vec::new();
    let mut cur = start;
    if !include_start {
        add_to(&mut cur, &iv, 1);
    }
    // A zero interval would never reach the end.
    let limit = 1_000_000;
    loop {
        match &end {
            Some(e) => {
                let before = (cur.t, cur.us) < (e.t, e.us)
                    || (include_end && (cur.t, cur.us) == (e.t, e.us));
                if !before {
                    break;
                }
            }
            None => {
                if out.len() as i64 >= recur {
                    break;
                }
            }
        }
        if out.len() >= limit {
            break;
        }
        out.push(cur.clone());
        add_to(&mut cur, &iv, 1);
    }
    Some((class, out, cur))
}

fn get_iterator(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let Some((class, list, after)) = dates(this) else {
        return Err(vm.throw_error(
            "Error",
            "The DatePeriod object has not been correctly initialized by its constructor",
        ));
    };
    let after = Value::Object(new_date(vm, &class, after)?);
    put(&mut this.0.props_mut(), "current", after);
    let mut arr = PhpArray::new();
    for st in list {
        let _ = arr.push(Value::Object(new_date(vm, &class, st)?));
    }
    let c = vm
        .lookup_class(b"ArrayIterator")
        .ok_or_else(|| vm.throw_error("Error", "ArrayIterator missing"))?;
    let it = vm.instantiate(&c)?;
    vm.call_obj_method(&it, "__construct", vec![Value::Array(arr)])?;
    Ok(Value::Object(it))
}

fn copy_date(vm: &mut Vm, v: Value) -> Result<Value, Fault> {
    match v {
        Value::Object(o) => match date_of(&o) {
            Some(st) => {
                let c = o.class_name().to_vec();
                Ok(Value::Object(new_date(vm, &c, st)?))
            }
            None => Ok(Value::Null),
        },
        _ => Ok(Value::Null),
    }
}

fn get_start(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    copy_date(vm, prop(this, "start"))
}

fn get_end(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    copy_date(vm, prop(this, "end"))
}

fn get_interval(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    match prop(this, "interval") {
        Value::Object(o) => Ok(Value::Object(new_interval(vm, &read(&o))?)),
        _ => Ok(Value::Null),
    }
}

fn get_recurrences(_: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = prop(this, "recurrences").to_int()
        - i64::from(prop(this, "include_start_date").to_bool())
        - i64::from(prop(this, "include_end_date").to_bool());
    Ok(if r == 0 { Value::Null } else { Value::Int(r) })
}
