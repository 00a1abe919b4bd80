//! DateTimeZone: identifiers, offsets and abbreviations; transitions and
//! the identifier list come from the embedded database.

use super::datetime::{date_arg, static_method};
use super::{put, str_val, zone_of, ZoneState};
use crate::spl::{method, NativeClass};
use crate::vm::Vm;
use rphp_ext::date::format::{format, Broken};
use rphp_ext::date::tz::{Offset, Tz, ZoneKind};
use rphp_value::{Fault, ParamSpec, ParamType, PhpArray, PhpObject, Value};

pub(crate) static ZONE: NativeClass = NativeClass {
    name: "DateTimeZone",
    parent: None,
    interfaces: &[],
    flags: 0,
    consts: &[
        ("AFRICA", 1),
        ("AMERICA", 2),
        ("ANTARCTICA", 4),
        ("ARCTIC", 8),
        ("ASIA", 16),
        ("ATLANTIC", 32),
        ("AUSTRALIA", 64),
        ("EUROPE", 128),
        ("INDIAN", 256),
        ("PACIFIC", 512),
        ("UTC", 1024),
        ("ALL", 2047),
        ("ALL_WITH_BC", 4095),
        ("PER_COUNTRY", 4096),
    ],
    methods: &[
        method!(
            "DateTimeZone",
            "__construct",
            construct,
            [ParamSpec::req("timezone", ParamType::String)]
        ),
        method!("DateTimeZone", "getName", get_name, []),
        method!("DateTimeZone", "getLocation", get_location, []),
        method!(
            "DateTimeZone",
            "getOffset",
            get_offset,
            [ParamSpec::req("datetime", ParamType::Mixed)]
        ),
        method!(
            "DateTimeZone",
            "getTransitions",
            get_transitions,
            [
                ParamSpec::opt("timestampBegin", ParamType::Int, "PHP_INT_MIN"),
                ParamSpec::opt("timestampEnd", ParamType::Int, "PHP_INT_MAX"),
            ]
        ),
        method!("DateTimeZone", "__serialize", m_serialize, []),
        method!(
            "DateTimeZone",
            "__unserialize",
            m_unserialize,
            [ParamSpec::req("data", ParamType::Array)]
        ),
        method!("DateTimeZone", "__wakeup", m_wakeup, []),
        static_method!(
            "DateTimeZone",
            "__set_state",
            set_state,
            [ParamSpec::req("array", ParamType::Array)]
        ),
        static_method!("DateTimeZone", "listAbbreviations", list_abbreviations, []),
        static_method!(
            "DateTimeZone",
            "listIdentifiers",
            list_identifiers,
            [
                ParamSpec::opt("timezoneGroup", ParamType::Int, "DateTimeZone::ALL"),
                ParamSpec::opt("countryCode", ParamType::String, "null").nullable(),
            ]
        ),
    ],
};

fn construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let s = a[0].to_php_str();
    match super::parse_zone(s.as_bytes()) {
        Some(tz) => {
            *this.0.internal.borrow_mut() = Some(Box::new(ZoneState(tz)));
            Ok(Value::Null)
        }
        None => Err(vm.throw_error(
            "Exception",
            format!(
                "DateTimeZone::__construct(): Unknown or bad timezone ({})",
                String::from_utf8_lossy(s.as_bytes())
            ),
        )),
    }
}

fn state(vm: &mut Vm, o: &PhpObject) -> Result<Tz, Fault> {
    zone_of(o).ok_or_else(|| {
        vm.throw_error(
            "Error",
            "The DateTimeZone object has not been correctly initialized by its constructor",
        )
    })
}

/// zone.tab's country, coordinates and comments for an identifier; `??`,
/// 0, 0 and `?` for identifiers outside it; false for offsets and
/// abbreviations.
fn get_location(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let Tz::Id(z) = state(vm, this)? else {
        return Ok(Value::Bool(false));
    };
    let entry = rphp_ext::date::tzdb::find(&z.name);
    let loc = entry.and_then(|e| e.location);
    let mut a = PhpArray::new();
    let cc = entry.and_then(|e| e.country).unwrap_or("??");
    super::put(&mut a, "country_code", str_val(cc));
    let deg = |n: i64| Value::Float(n as f64 / 100_000.0);
    super::put(&mut a, "latitude", deg(loc.map_or(0, |l| l.latitude)));
    super::put(&mut a, "longitude", deg(loc.map_or(0, |l| l.longitude)));
    super::put(&mut a, "comments", str_val(loc.map_or("?", |l| l.comments)));
    Ok(Value::Array(a))
}

fn get_name(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(str_val(state(vm, this)?.name()))
}

fn get_offset(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let tz = state(vm, this)?;
    let d = date_arg(vm, &a[0], "DateTimeZone::getOffset", 1, "datetime")?;
    Ok(Value::Int(tz.offset_at(d.t).utc_off))
}

fn transition(t: i64, off: &Offset) -> Value {
    let mut a = PhpArray::new();
    put(&mut a, "ts", Value::Int(t));
    let b = Broken::new(t, &rphp_ext::date::tz::Zone::utc(), false);
    put(&mut a, "time", str_val(format(b"Y-m-d\\TH:i:sP", &b)));
    put(&mut a, "offset", Value::Int(off.utc_off));
    put(&mut a, "isdst", Value::Bool(off.dst));
    put(&mut a, "abbr", str_val(&off.abbr));
    Value::Array(a)
}

fn get_transitions(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let tz = state(vm, this)?;
    let begin = a.first().map_or(i64::MIN, |v| v.to_int());
    let end = a.get(1).map_or(i64::MAX, |v| v.to_int());
    let Tz::Id(z) = &tz else {
        return Ok(Value::Bool(false));
    };
    let mut out = PhpArray::new();
    let _ = out.push(transition(begin, &z.offset_at(begin)));
    if let ZoneKind::Tzif(data) = &z.kind {
        let mut last = i64::MIN;
        for (t, off) in data.transitions() {
            last = t;
            if t > begin && t < end {
                let _ = out.push(transition(t, off));
            }
        }
        // After the listed transitions the zone's rule goes on; php's own
        // database lists them through 2037, and further when asked to.
        if let Some(rule) = data.rule() {
            let first_year = if last == i64::MIN {
                1970
            } else {
                1970 + last.div_euclid(31_556_952)
            };
            let last_year = if end == i64::MAX {
                2037
            } else {
                1971 + end.div_euclid(31_556_952).min(1_000_000)
            };
            let from_year = first_year.max(1970 + begin.max(-(1 << 40)).div_euclid(31_556_952) - 1);
            for y in from_year..=last_year {
                for (t, off) in rule.switches(y) {
                    if t > last && t > begin && t < end {
                        let _ = out.push(transition(t, &off));
                    }
                }
            }
        }
    }
    Ok(Value::Array(out))
}

const GROUPS: [&str; 10] = [
    "Africa/",
    "America/",
    "Antarctica/",
    "Arctic/",
    "Asia/",
    "Atlantic/",
    "Australia/",
    "Europe/",
    "Indian/",
    "Pacific/",
];

pub(crate) fn list_identifiers(vm: &mut Vm, class: &str, a: &mut [Value]) -> Result<Value, Fault> {
    let func = if class.is_empty() {
        "timezone_identifiers_list"
    } else {
        "DateTimeZone::listIdentifiers"
    };
    let group = a.first().map_or(2047, |v| v.to_int());
    let country = a.get(1).filter(|v| !v.is_null()).map(|v| v.to_php_str());
    let mut out = PhpArray::new();
    if group == 4096 {
        let Some(cc) = country.filter(|c| c.len() == 2) else {
            return Err(vm.throw_error(
                "ValueError",
                format!("{func}(): Argument #2 ($countryCode) must be a two-letter ISO 3166-1 compatible country code when argument #1 ($timezoneGroup) is DateTimeZone::PER_COUNTRY"),
            ));
        };
        // php compares the code's bytes as given: `us` lists nothing.
        for e in rphp_ext::date::tzdb::entries() {
            if e.country.is_some_and(|c| c.as_bytes() == cc.as_bytes()) {
                let _ = out.push(str_val(e.name));
            }
        }
        return Ok(Value::Array(out));
    }
    let mut names: Vec<&str> = Vec::new();
    for e in rphp_ext::date::tzdb::entries() {
        if group == 4095 {
            names.push(e.name);
            continue;
        }
        if e.country.is_none() {
            continue;
        }
        if GROUPS
            .iter()
            .enumerate()
            .any(|(k, p)| group & (1 << k) != 0 && e.name.starts_with(p))
        {
            names.push(e.name);
        }
    }
    if group & 1024 != 0 && !names.contains(&"UTC") {
        names.push("UTC");
    }
    // php's index is sorted case-insensitively (`CET` after `Canada/...`).
    names.sort_unstable_by_key(|n| n.to_ascii_lowercase());
    for n in names {
        let _ = out.push(str_val(n));
    }
    Ok(Value::Array(out))
}

fn m_serialize(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let tz = state(vm, this)?;
    let mut a = super::zone_view(&tz);
    for (k, v) in this.props().iter() {
        a.insert(k, v.clone());
    }
    Ok(Value::Array(a))
}

/// The zone `timezone_type`/`timezone` describe.
fn zone_from_array(a: &PhpArray) -> Option<Tz> {
    let kind = a.get_str(b"timezone_type")?.get();
    let name = a.get_str(b"timezone")?.get();
    let (Value::Int(1..=3), Value::Str(name)) = (kind, name) else {
        return None;
    };
    super::parse_zone(name.as_bytes())
}

fn invalid(vm: &mut Vm) -> Fault {
    vm.throw_error(
        "Error",
        "Invalid serialization data for DateTimeZone object",
    )
}

fn m_unserialize(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let Value::Array(arr) = a[0].get() else {
        return Err(invalid(vm));
    };
    let tz = zone_from_array(&arr).ok_or_else(|| invalid(vm))?;
    *this.0.internal.borrow_mut() = Some(Box::new(ZoneState(tz)));
    Ok(Value::Null)
}

fn m_wakeup(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let tz = zone_from_array(&this.props()).ok_or_else(|| invalid(vm))?;
    *this.0.internal.borrow_mut() = Some(Box::new(ZoneState(tz)));
    Ok(Value::Null)
}

fn list_abbreviations(_: &mut Vm, _class: &str, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Array(rphp_ext::date::tz_abbr::abbreviations_list()))
}

fn set_state(vm: &mut Vm, _class: &str, a: &mut [Value]) -> Result<Value, Fault> {
    let Value::Array(arr) = a[0].get() else {
        return Err(invalid(vm));
    };
    let tz = zone_from_array(&arr).ok_or_else(|| invalid(vm))?;
    Ok(Value::Object(super::new_zone(vm, tz)?))
}
