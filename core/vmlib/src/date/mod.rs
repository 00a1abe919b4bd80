//! php's date classes: DateTimeInterface, DateTime, DateTimeImmutable,
//! DateTimeZone, DateInterval and DatePeriod, plus the procedural aliases
//! (`date_create`, `date_diff`, `timezone_open`, ...).
//!
//! They are native classes (see [`crate::spl`]) over the date logic of
//! rphp-ext (calendar, zones, the date parser, `date()`'s format
//! characters). A DateTime's state — the instant, its microseconds and its
//! zone — lives in the object's `internal` slot; printers see php's
//! `date`/`timezone_type`/`timezone` view through [`debug_props`].
//! DateInterval and DatePeriod keep their state in ordinary properties,
//! as php shows them.

mod aliases;
mod datetime;
mod from_format;
mod interval;
mod period;
mod zone;

use crate::spl::NativeClass;
use crate::vm::Vm;
use rphp_ext::date::format::{format, Broken};
use rphp_ext::date::tz::Tz;
use rphp_value::{ArrayKey, Fault, PhpArray, PhpObject, PhpStr, Value};
use std::any::Any;
use std::rc::Rc;

pub(crate) use aliases::register;

/// A DateTime's state.
#[derive(Clone, Debug)]
pub(crate) struct DateState {
    pub t: i64,
    pub us: i64,
    pub tz: Tz,
}

impl Default for DateState {
    fn default() -> Self {
        DateState {
            t: 0,
            us: 0,
            tz: Tz::Offset(0),
        }
    }
}

/// A DateTimeZone's state.
#[derive(Clone, Debug)]
pub(crate) struct ZoneState(pub Tz);

impl Default for ZoneState {
    fn default() -> Self {
        ZoneState(Tz::Offset(0))
    }
}

pub(crate) static CLASSES: &[&NativeClass] = &[
    &datetime::INTERFACE,
    &datetime::DATETIME,
    &datetime::IMMUTABLE,
    &zone::ZONE,
    &interval::INTERVAL,
    &period::PERIOD,
];

/// `DateTimeInterface`'s string constants.
pub(crate) fn str_consts(class: &str) -> &'static [(&'static str, &'static str)] {
    if class != "DateTimeInterface" {
        return &[];
    }
    &[
        ("ATOM", "Y-m-d\\TH:i:sP"),
        ("COOKIE", "l, d-M-Y H:i:s T"),
        ("ISO8601", "Y-m-d\\TH:i:sO"),
        ("RFC822", "D, d M y H:i:s O"),
        ("RFC850", "l, d-M-y H:i:s T"),
        ("RFC1036", "D, d M y H:i:s O"),
        ("RFC1123", "D, d M Y H:i:s O"),
        ("RFC7231", "D, d M Y H:i:s \\G\\M\\T"),
        ("RFC2822", "D, d M Y H:i:s O"),
        ("RFC3339", "Y-m-d\\TH:i:sP"),
        ("RFC3339_EXTENDED", "Y-m-d\\TH:i:s.vP"),
        ("RSS", "D, d M Y H:i:s O"),
        ("W3C", "Y-m-d\\TH:i:sP"),
    ]
}

/// The request's default zone as a DateTime zone.
pub(crate) fn default_tz(vm: &mut Vm) -> Tz {
    Tz::Id(rphp_ext::date::default_zone(vm))
}

/// The state of a DateTime/DateTimeImmutable (or subclass) object.
pub(crate) fn date_of(o: &PhpObject) -> Option<DateState> {
    let b = o.0.internal.borrow();
    b.as_ref()?.downcast_ref::<DateState>().cloned()
}

pub(crate) fn set_date(o: &PhpObject, st: DateState) {
    *o.0.internal.borrow_mut() = Some(Box::new(st));
}

pub(crate) fn zone_of(o: &PhpObject) -> Option<Tz> {
    let b = o.0.internal.borrow();
    b.as_ref()?.downcast_ref::<ZoneState>().map(|z| z.0.clone())
}

fn str_val(s: impl AsRef<[u8]>) -> Value {
    Value::Str(PhpStr::from(s.as_ref()))
}

fn put(a: &mut PhpArray, k: &str, v: Value) {
    a.insert(ArrayKey::Str(PhpStr::from(k)), v);
}

/// `Y-m-d H:i:s.u` and the zone, as php's get_properties_for shows a DateTime.
fn date_view(st: &DateState) -> PhpArray {
    let mut a = PhpArray::new();
    put(&mut a, "date", str_val(fmt(st, b"Y-m-d H:i:s.u")));
    put(&mut a, "timezone_type", Value::Int(st.tz.kind()));
    put(&mut a, "timezone", str_val(st.tz.name()));
    a
}

fn zone_view(tz: &Tz) -> PhpArray {
    let mut a = PhpArray::new();
    put(&mut a, "timezone_type", Value::Int(tz.kind()));
    put(&mut a, "timezone", str_val(tz.name()));
    a
}

/// `format()` of a state.
pub(crate) fn fmt(st: &DateState, f: &[u8]) -> Vec<u8> {
    format(f, &Broken::of(st.t, st.us, &st.tz))
}

/// What var_dump/print_r/var_export/json_encode/(array) show.
pub(crate) fn debug_props(o: &PhpObject, base: &str) -> Option<PhpArray> {
    let mut props = o.props();
    let view = match base {
        "DateInterval" => return interval::debug_props(o),
        "DateTime" | "DateTimeImmutable" => date_view(&date_of(o)?),
        "DateTimeZone" => zone_view(&zone_of(o)?),
        _ => return None,
    };
    for (k, v) in view.iter() {
        props.insert(k, v.clone());
    }
    Some(props)
}

/// php's date compare handler: any two DateTimeInterface objects (either
/// kind, subclasses too) compare by their instants alone.
pub(crate) fn compare(x: &PhpObject, y: &PhpObject) -> Option<Option<std::cmp::Ordering>> {
    let (a, b) = (date_of(x)?, date_of(y)?);
    Some(Some((a.t, a.us).cmp(&(b.t, b.us))))
}

/// The class a static factory was called on (`MyDate::createFromFormat`),
/// `class` itself when called directly.
pub(crate) fn called_class(vm: &mut Vm, class: &str) -> Vec<u8> {
    match vm.take_native_static_class() {
        Some(c) if c.eq_ignore_ascii_case(class.as_bytes()) => class.as_bytes().to_vec(),
        Some(c) => {
            let sub = vm
                .lookup_class(&c)
                .is_some_and(|k| k.is_subclass_of_name(class.as_bytes()));
            if sub {
                c
            } else {
                class.as_bytes().to_vec()
            }
        }
        None => class.as_bytes().to_vec(),
    }
}

pub(crate) fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    if let Some(d) = b.downcast_ref::<DateState>() {
        return Some(Box::new(d.clone()));
    }
    b.downcast_ref::<ZoneState>()
        .map(|z| Box::new(z.clone()) as Box<dyn Any>)
}

/// A new object of `class` (a date class or a subclass) with state `st`.
pub(crate) fn new_date(vm: &mut Vm, class: &[u8], st: DateState) -> Result<PhpObject, Fault> {
    let c = vm
        .lookup_class(class)
        .ok_or_else(|| vm.throw_error("Error", "date class missing"))?;
    let o = vm.instantiate(&c)?;
    set_date(&o, st);
    Ok(o)
}

pub(crate) fn new_zone(vm: &mut Vm, tz: Tz) -> Result<PhpObject, Fault> {
    let c = vm
        .lookup_class(b"DateTimeZone")
        .ok_or_else(|| vm.throw_error("Error", "date class missing"))?;
    let o = vm.instantiate(&c)?;
    *o.0.internal.borrow_mut() = Some(Box::new(ZoneState(tz)));
    Ok(o)
}

/// Reads a zone named by an identifier, an offset or an abbreviation, as
/// `new DateTimeZone()` does.
pub(crate) fn parse_zone(name: &[u8]) -> Option<Tz> {
    let s = std::str::from_utf8(name).ok()?;
    if let Some(rest) = s.strip_prefix(['+', '-']) {
        let sign = if s.starts_with('-') { -1 } else { 1 };
        let digits: String = rest.chars().filter(|c| *c != ':').collect();
        if digits.is_empty() || digits.len() > 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let (h, m) = match digits.len() {
            1 | 2 => (digits.parse::<i64>().ok()?, 0),
            _ => {
                let n: i64 = digits.parse().ok()?;
                (n / 100, n % 100)
            }
        };
        if rest.contains(':') && !(rest.len() == 5 || rest.len() == 4) {
            return None;
        }
        if h > 99 || m > 59 {
            return None;
        }
        return Some(Tz::Offset(sign * (h * 3600 + m * 60)));
    }
    let z = if s.eq_ignore_ascii_case("UTC") {
        rphp_ext::date::tz::load_canonical(s)
    } else {
        rphp_ext::date::tz::load(s)
    };
    if let Some(z) = z {
        return Some(Tz::Id(Rc::new(z)));
    }
    let (off, dst) = rphp_ext::date::parse::abbreviation(s)?;
    Some(Tz::Abbr {
        abbr: s.to_ascii_uppercase(),
        off,
        dst,
    })
}
