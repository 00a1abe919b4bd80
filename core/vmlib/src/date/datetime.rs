//! DateTime and DateTimeImmutable: one set of operations; the mutable class
//! changes the receiver and returns it, the immutable one returns a changed
//! copy.

use super::{
    date_of, default_tz, fmt, new_date, new_zone, parse_zone, set_date, zone_of, DateState,
};
use crate::spl::{method, NativeClass};
use crate::vm::Vm;
use rphp_bytecode::class::flags;
use rphp_ext::date::calendar::{days_from_civil, weekday, Fields};
use rphp_ext::date::parse::resolve;
use rphp_ext::date::tz::Tz;
use rphp_value::{Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpObject, Value};

pub(crate) static INTERFACE: NativeClass = NativeClass {
    name: "DateTimeInterface",
    parent: None,
    interfaces: &[],
    flags: flags::INTERFACE,
    consts: &[],
    methods: &[],
};

/// `static_method!("Class", "name", func, [params])`: a static native
/// method; `func` gets the class it was called on (its own, rphp does not
/// pass a subclass).
macro_rules! static_method {
    ($class:literal, $name:literal, $f:path, [$($p:expr),* $(,)?]) => {
        rphp_vm::native::NativeMethod {
            name: $name,
            is_static: true,
            entry: rphp_vm::native::EngineBuiltin {
                name: concat!($class, "::", $name),
                params: &[$($p),*],
                func: |vm, a| $f(vm, $class, a),
            },
        }
    };
}
pub(crate) use static_method;

const P_STR: ParamSpec = ParamSpec::opt("datetime", ParamType::String, "\"now\"");
const P_TZ: ParamSpec = ParamSpec::opt("timezone", ParamType::Mixed, "null").nullable();

macro_rules! date_methods {
    ($class:literal, $from:literal, $modify:path, $add:path, $sub:path, $ts:path, $tz:path, $date:path, $iso:path, $time:path) => {
        &[
            method!($class, "__construct", construct, [P_STR, P_TZ]),
            method!(
                $class,
                "format",
                m_format,
                [ParamSpec::req("format", ParamType::String)]
            ),
            method!(
                $class,
                "modify",
                $modify,
                [ParamSpec::req("modifier", ParamType::String)]
            ),
            method!(
                $class,
                "add",
                $add,
                [ParamSpec::req("interval", ParamType::Mixed)]
            ),
            method!(
                $class,
                "sub",
                $sub,
                [ParamSpec::req("interval", ParamType::Mixed)]
            ),
            method!(
                $class,
                "diff",
                m_diff,
                [
                    ParamSpec::req("targetObject", ParamType::Mixed),
                    ParamSpec::opt("absolute", ParamType::Bool, "false")
                ]
            ),
            method!($class, "getTimestamp", m_get_timestamp, []),
            method!(
                $class,
                "setTimestamp",
                $ts,
                [ParamSpec::req("timestamp", ParamType::Int)]
            ),
            method!($class, "getTimezone", m_get_timezone, []),
            method!(
                $class,
                "setTimezone",
                $tz,
                [ParamSpec::req("timezone", ParamType::Mixed)]
            ),
            method!($class, "getOffset", m_get_offset, []),
            method!(
                $class,
                "setDate",
                $date,
                [
                    ParamSpec::req("year", ParamType::Int),
                    ParamSpec::req("month", ParamType::Int),
                    ParamSpec::req("day", ParamType::Int)
                ]
            ),
            method!(
                $class,
                "setISODate",
                $iso,
                [
                    ParamSpec::req("year", ParamType::Int),
                    ParamSpec::req("week", ParamType::Int),
                    ParamSpec::opt("dayOfWeek", ParamType::Int, "1")
                ]
            ),
            method!(
                $class,
                "setTime",
                $time,
                [
                    ParamSpec::req("hour", ParamType::Int),
                    ParamSpec::req("minute", ParamType::Int),
                    ParamSpec::opt("second", ParamType::Int, "0"),
                    ParamSpec::opt("microsecond", ParamType::Int, "0")
                ]
            ),
            method!($class, "__serialize", m_serialize, []),
            method!(
                $class,
                "__unserialize",
                m_unserialize,
                [ParamSpec::req("data", ParamType::Array)]
            ),
            method!($class, "__wakeup", m_wakeup, []),
            static_method!(
                $class,
                "createFromFormat",
                super::from_format::create_from_format,
                [
                    ParamSpec::req("format", ParamType::String),
                    ParamSpec::req("datetime", ParamType::String),
                    P_TZ
                ]
            ),
            static_method!(
                $class,
                "getLastErrors",
                super::from_format::get_last_errors,
                []
            ),
            static_method!(
                $class,
                "createFromInterface",
                create_from_interface,
                [ParamSpec::req("object", ParamType::Mixed)]
            ),
            static_method!(
                $class,
                "__set_state",
                set_state,
                [ParamSpec::req("array", ParamType::Array)]
            ),
            static_method!(
                $class,
                $from,
                create_from_other,
                [ParamSpec::req("object", ParamType::Mixed)]
            ),
        ]
    };
}

pub(crate) static DATETIME: NativeClass = NativeClass {
    name: "DateTime",
    parent: None,
    interfaces: &["DateTimeInterface"],
    flags: 0,
    consts: &[],
    methods: date_methods!(
        "DateTime",
        "createFromImmutable",
        modify_mut,
        add_mut,
        sub_mut,
        set_ts_mut,
        set_tz_mut,
        set_date_mut,
        set_iso_mut,
        set_time_mut
    ),
};

pub(crate) static IMMUTABLE: NativeClass = NativeClass {
    name: "DateTimeImmutable",
    parent: None,
    interfaces: &["DateTimeInterface"],
    flags: 0,
    consts: &[],
    methods: date_methods!(
        "DateTimeImmutable",
        "createFromMutable",
        modify_imm,
        add_imm,
        sub_imm,
        set_ts_imm,
        set_tz_imm,
        set_date_imm,
        set_iso_imm,
        set_time_imm
    ),
};

/// The zone argument: a DateTimeZone or null (the default zone).
pub(crate) fn tz_arg(
    vm: &mut Vm,
    v: Option<&Value>,
    func: &str,
    n: usize,
) -> Result<Option<Tz>, Fault> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Object(o)) if zone_of(o).is_some() => Ok(zone_of(o)),
        Some(other) => Err(vm.throw_error(
            "TypeError",
            format!(
                "{func}(): Argument #{n} ($timezone) must be of type ?DateTimeZone, {} given",
                crate::calls::given_type(other)
            ),
        )),
    }
}

/// The state a date string gives, or php's parse error text.
pub(crate) fn from_string(vm: &mut Vm, s: &[u8], tz: Option<Tz>) -> Option<DateState> {
    let tz = tz.unwrap_or_else(|| default_tz(vm));
    let (secs, nanos) = vm.now();
    let m = resolve(s, secs, i64::from(nanos / 1000), &tz)?;
    Some(DateState {
        t: m.t,
        us: m.us,
        tz: m.zone.unwrap_or(tz),
    })
}

fn construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let s = a
        .first()
        .map(|v| v.to_php_str())
        .unwrap_or_else(|| rphp_value::PhpStr::from("now"));
    let cname = String::from_utf8_lossy(this.class_name()).into_owned();
    let tz = tz_arg(vm, a.get(1), &format!("{cname}::__construct"), 2)?;
    match from_string(vm, s.as_bytes(), tz) {
        Some(st) => {
            set_date(this, st);
            Ok(Value::Null)
        }
        None => Err(vm.throw_error(
            "Exception",
            format!(
                "{}::__construct(): Failed to parse time string ({}) at position 0 ({}): The timezone could not be found in the database",
                base_name(this),
                String::from_utf8_lossy(s.as_bytes()),
                s.as_bytes().first().map(|&c| c as char).unwrap_or(' ')
            ),
        )),
    }
}

/// `DateTime` or `DateTimeImmutable` for an object of either or a subclass.
pub(crate) fn base_name(o: &PhpObject) -> &'static str {
    if o.instance_of(b"DateTimeImmutable") {
        "DateTimeImmutable"
    } else {
        "DateTime"
    }
}

pub(crate) fn state(vm: &mut Vm, o: &PhpObject) -> Result<DateState, Fault> {
    match date_of(o) {
        Some(s) => Ok(s),
        None => Err(vm.throw_error(
            "Error",
            "The DateTime object has not been correctly initialized by its constructor",
        )),
    }
}

fn m_format(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let st = state(vm, this)?;
    let f = a[0].to_php_str();
    Ok(super::str_val(fmt(&st, f.as_bytes())))
}

/// Applies `f` to the receiver (DateTime) or a copy (DateTimeImmutable).
fn apply(
    vm: &mut Vm,
    this: &PhpObject,
    mutable: bool,
    f: impl FnOnce(&mut Vm, &mut DateState) -> Result<bool, Fault>,
) -> Result<Value, Fault> {
    let mut st = state(vm, this)?;
    if !f(vm, &mut st)? {
        return Ok(Value::Bool(false));
    }
    if mutable {
        set_date(this, st);
        Ok(Value::Object(this.clone()))
    } else {
        let o = vm.clone_value(Value::Object(this.clone()))?;
        if let Value::Object(o) = &o {
            set_date(o, st);
        }
        Ok(o)
    }
}

fn modify(vm: &mut Vm, this: &PhpObject, a: &mut [Value], mutable: bool) -> Result<Value, Fault> {
    let s = a[0].to_php_str();
    let name = base_name(this);
    apply(vm, this, mutable, |vm, st| {
        match resolve(s.as_bytes(), st.t, st.us, &st.tz) {
            Some(m) => {
                st.t = m.t;
                st.us = m.us;
                Ok(true)
            }
            None => {
                vm.error(
                    ErrorLevel::Warning,
                    &format!(
                        "{name}::modify(): Failed to parse time string ({}) at position 0 ({})",
                        String::from_utf8_lossy(s.as_bytes()),
                        s.as_bytes().first().map(|&c| c as char).unwrap_or(' ')
                    ),
                )?;
                Ok(false)
            }
        }
    })
}
fn modify_mut(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    modify(vm, t, a, true)
}
fn modify_imm(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    modify(vm, t, a, false)
}

fn add_sub(
    vm: &mut Vm,
    this: &PhpObject,
    a: &mut [Value],
    mutable: bool,
    sign: i64,
) -> Result<Value, Fault> {
    let name = format!(
        "{}::{}",
        base_name(this),
        if sign > 0 { "add" } else { "sub" }
    );
    let iv = super::interval::interval_arg(vm, &a[0], &name)?;
    let rel = match &a[0] {
        Value::Object(o) if sign > 0 => super::interval::date_string(o),
        _ => None,
    }
    // php's add leaves out `first/last day of`.
    .filter(|r| rphp_ext::date::parse::parse(r.as_bytes()).first_last == 0);
    apply(vm, this, mutable, |_, st| {
        // An interval from a date string adds as that string's relative
        // part would (`next monday`, `last day of`); subtracting negates
        // only its units.
        if let Some(m) = rel
            .as_ref()
            .and_then(|r| resolve(r.as_bytes(), st.t, st.us, &st.tz))
        {
            st.t = m.t;
            st.us = m.us;
        } else {
            super::interval::add_to(st, &iv, sign);
        }
        Ok(true)
    })
}
fn add_mut(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    add_sub(vm, t, a, true, 1)
}
fn add_imm(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    add_sub(vm, t, a, false, 1)
}
fn sub_mut(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    add_sub(vm, t, a, true, -1)
}
fn sub_imm(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    add_sub(vm, t, a, false, -1)
}

/// A DateTimeInterface argument's state, or php's TypeError.
pub(crate) fn date_arg(
    vm: &mut Vm,
    v: &Value,
    func: &str,
    n: usize,
    pname: &str,
) -> Result<DateState, Fault> {
    if let Value::Object(o) = v {
        if let Some(s) = date_of(o) {
            return Ok(s);
        }
    }
    Err(vm.throw_error(
        "TypeError",
        format!(
            "{func}(): Argument #{n} (${pname}) must be of type DateTimeInterface, {} given",
            crate::calls::given_type(v)
        ),
    ))
}

fn m_diff(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let one = state(vm, this)?;
    let name = format!("{}::diff", base_name(this));
    let two = date_arg(vm, &a[0], &name, 1, "targetObject")?;
    let absolute = a.get(1).is_some_and(|v| v.to_bool());
    super::interval::diff(vm, &one, &two, absolute)
}

fn m_get_timestamp(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state(vm, this)?.t))
}

fn set_ts(vm: &mut Vm, this: &PhpObject, a: &mut [Value], mutable: bool) -> Result<Value, Fault> {
    let t = a[0].to_int();
    apply(vm, this, mutable, |_, st| {
        st.t = t;
        st.us = 0;
        Ok(true)
    })
}
fn set_ts_mut(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_ts(vm, t, a, true)
}
fn set_ts_imm(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_ts(vm, t, a, false)
}

fn m_get_timezone(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let st = state(vm, this)?;
    Ok(Value::Object(new_zone(vm, st.tz)?))
}

fn set_tz(vm: &mut Vm, this: &PhpObject, a: &mut [Value], mutable: bool) -> Result<Value, Fault> {
    let tz = match &a[0] {
        Value::Object(o) if zone_of(o).is_some() => zone_of(o).expect("zone"),
        other => {
            let msg = format!(
                "{}::setTimezone(): Argument #1 ($timezone) must be of type DateTimeZone, {} given",
                base_name(this),
                crate::calls::given_type(other)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    apply(vm, this, mutable, |_, st| {
        st.tz = tz;
        Ok(true)
    })
}
fn set_tz_mut(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_tz(vm, t, a, true)
}
fn set_tz_imm(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_tz(vm, t, a, false)
}

fn m_get_offset(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let st = state(vm, this)?;
    Ok(Value::Int(st.tz.offset_at(st.t).utc_off))
}

/// The local wall-clock fields of a state.
pub(crate) fn local(st: &DateState) -> Fields {
    Fields::from_epoch(st.t.saturating_add(st.tz.offset_at(st.t).utc_off))
}

/// Moves a state to the wall-clock fields `f` in its zone.
pub(crate) fn set_local(st: &mut DateState, f: &Fields) {
    st.t = st.tz.local_to_utc(f.to_epoch());
}

fn set_ymd(vm: &mut Vm, this: &PhpObject, a: &mut [Value], mutable: bool) -> Result<Value, Fault> {
    let (y, m, d) = (a[0].to_int(), a[1].to_int(), a[2].to_int());
    apply(vm, this, mutable, |_, st| {
        let mut f = local(st);
        (f.y, f.m, f.d) = (y, m, d);
        set_local(st, &f);
        Ok(true)
    })
}
fn set_date_mut(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_ymd(vm, t, a, true)
}
fn set_date_imm(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_ymd(vm, t, a, false)
}

fn set_iso(vm: &mut Vm, this: &PhpObject, a: &mut [Value], mutable: bool) -> Result<Value, Fault> {
    let (y, w) = (a[0].to_int(), a[1].to_int());
    let dow = a.get(2).map_or(1, |v| v.to_int());
    apply(vm, this, mutable, |_, st| {
        let mut f = local(st);
        let jan4 = days_from_civil(y, 1, 4);
        let monday = jan4 - (weekday(jan4) + 6) % 7;
        let day = monday
            .saturating_add(w.saturating_sub(1).saturating_mul(7))
            .saturating_add(dow.saturating_sub(1));
        let (yy, mm, dd) = rphp_ext::date::calendar::civil_from_days(day);
        (f.y, f.m, f.d) = (yy, mm, dd);
        set_local(st, &f);
        Ok(true)
    })
}
fn set_iso_mut(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_iso(vm, t, a, true)
}
fn set_iso_imm(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_iso(vm, t, a, false)
}

fn set_hms(vm: &mut Vm, this: &PhpObject, a: &mut [Value], mutable: bool) -> Result<Value, Fault> {
    let (h, i) = (a[0].to_int(), a[1].to_int());
    let s = a.get(2).map_or(0, |v| v.to_int());
    let us = a.get(3).map_or(0, |v| v.to_int());
    apply(vm, this, mutable, |_, st| {
        let mut f = local(st);
        (f.h, f.i, f.s) = (h, i, s.saturating_add(us.div_euclid(1_000_000)));
        set_local(st, &f);
        st.us = us.rem_euclid(1_000_000);
        Ok(true)
    })
}
fn set_time_mut(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_hms(vm, t, a, true)
}
fn set_time_imm(vm: &mut Vm, t: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_hms(vm, t, a, false)
}

fn m_serialize(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let st = state(vm, this)?;
    let mut a = super::date_view(&st);
    for (k, v) in this.props().iter() {
        a.insert(k, v.clone());
    }
    Ok(Value::Array(a))
}

/// Rebuilds a state from `date`/`timezone_type`/`timezone`.
pub(crate) fn state_from_array(vm: &mut Vm, a: &rphp_value::PhpArray) -> Option<DateState> {
    let date = a.get_str(b"date")?.get();
    let kind = a.get_str(b"timezone_type")?.get();
    let zone = a.get_str(b"timezone")?.get();
    let (Value::Str(date), Value::Int(_), Value::Str(zone)) = (date, kind, zone) else {
        return None;
    };
    let tz = parse_zone(zone.as_bytes())?;
    from_string(vm, date.as_bytes(), Some(tz.clone())).map(|mut s| {
        s.tz = tz;
        s
    })
}

fn m_unserialize(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let Value::Array(arr) = a[0].get() else {
        return Ok(Value::Null);
    };
    match state_from_array(vm, &arr) {
        Some(st) => {
            set_date(this, st);
            Ok(Value::Null)
        }
        None => Err(vm.throw_error(
            "Error",
            format!("Invalid serialization data for {} object", base_name(this)),
        )),
    }
}

fn m_wakeup(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let props = this.props();
    if let Some(st) = state_from_array(vm, &props) {
        set_date(this, st);
    }
    Ok(Value::Null)
}

fn create_from_interface(vm: &mut Vm, class: &str, args: &mut [Value]) -> Result<Value, Fault> {
    let st = date_arg(
        vm,
        &args[0],
        &format!("{class}::createFromInterface"),
        1,
        "object",
    )?;
    let target = super::called_class(vm, class);
    Ok(Value::Object(new_date(vm, &target, st)?))
}

/// `createFromImmutable` / `createFromMutable`: only the other kind.
fn create_from_other(vm: &mut Vm, class: &str, args: &mut [Value]) -> Result<Value, Fault> {
    let (name, want) = if class == "DateTime" {
        ("createFromImmutable", "DateTimeImmutable")
    } else {
        ("createFromMutable", "DateTime")
    };
    let ok = matches!(&args[0], Value::Object(o) if o.instance_of(want.as_bytes()));
    if !ok {
        return Err(vm.throw_error(
            "TypeError",
            format!(
                "{class}::{name}(): Argument #1 ($object) must be of type {want}, {} given",
                crate::calls::given_type(&args[0])
            ),
        ));
    }
    let st = date_arg(vm, &args[0], &format!("{class}::{name}"), 1, "object")?;
    let target = super::called_class(vm, class);
    Ok(Value::Object(new_date(vm, &target, st)?))
}

fn set_state(vm: &mut Vm, class: &str, args: &mut [Value]) -> Result<Value, Fault> {
    let Value::Array(arr) = args[0].get() else {
        return Ok(Value::Null);
    };
    match state_from_array(vm, &arr) {
        Some(st) => Ok(Value::Object(new_date(vm, class.as_bytes(), st)?)),
        None => Err(vm.throw_error(
            "Error",
            format!("Invalid serialization data for {class} object"),
        )),
    }
}
