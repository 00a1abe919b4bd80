//! DateInterval: ISO 8601 durations, `format()`, `diff()` and adding an
//! interval to a DateTime. The fields are the object's ordinary properties
//! (php shows and lets scripts write them), read back when used.

use super::datetime::{local, set_local};
use super::{put, str_val, DateState};
use crate::spl::{method, NativeClass};
use crate::vm::Vm;
use rphp_ext::date::calendar::{days_in_month, Fields};
use rphp_value::{Fault, ParamSpec, ParamType, PhpArray, PhpObject, Value};

pub(crate) static INTERVAL: NativeClass = NativeClass {
    name: "DateInterval",
    parent: None,
    interfaces: &[],
    flags: 0,
    consts: &[],
    methods: &[
        method!(
            "DateInterval",
            "__construct",
            construct,
            [ParamSpec::req("duration", ParamType::String)]
        ),
        super::datetime::static_method!(
            "DateInterval",
            "createFromDateString",
            create_from_date_string,
            [ParamSpec::req("datetime", ParamType::String)]
        ),
        method!(
            "DateInterval",
            "format",
            m_format,
            [ParamSpec::req("format", ParamType::String)]
        ),
    ],
};

/// An interval's fields.
#[derive(Clone, Debug, Default)]
pub(crate) struct Iv {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
    pub us: i64,
    pub invert: bool,
    pub days: Option<i64>,
    pub from_string: bool,
}

fn props_of(iv: &Iv) -> PhpArray {
    let mut a = PhpArray::new();
    for (k, v) in [
        ("y", iv.y),
        ("m", iv.m),
        ("d", iv.d),
        ("h", iv.h),
        ("i", iv.i),
        ("s", iv.s),
    ] {
        put(&mut a, k, Value::Int(v));
    }
    put(&mut a, "f", Value::Float(iv.us as f64 / 1_000_000.0));
    put(&mut a, "invert", Value::Int(i64::from(iv.invert)));
    put(
        &mut a,
        "days",
        iv.days.map_or(Value::Bool(false), Value::Int),
    );
    put(&mut a, "from_string", Value::Bool(iv.from_string));
    a
}

fn write(o: &PhpObject, iv: &Iv) {
    let mut p = o.0.props_mut();
    for (k, v) in props_of(iv).iter() {
        p.insert(k, v.clone());
    }
}

/// Reads the fields back from an interval object.
pub(crate) fn read(o: &PhpObject) -> Iv {
    let p = o.props();
    let int = |k: &str| p.get_str(k.as_bytes()).map_or(0, |v| v.get().to_int());
    let f = p.get_str(b"f").map_or(0.0, |v| v.get().to_float());
    Iv {
        y: int("y"),
        m: int("m"),
        d: int("d"),
        h: int("h"),
        i: int("i"),
        s: int("s"),
        us: (f * 1_000_000.0).round() as i64,
        invert: int("invert") != 0,
        days: match p.get_str(b"days").map(|v| v.get()) {
            Some(Value::Int(n)) => Some(n),
            _ => None,
        },
        from_string: p.get_str(b"from_string").is_some_and(|v| v.get().to_bool()),
    }
}

pub(crate) fn new_interval(vm: &mut Vm, iv: &Iv) -> Result<PhpObject, Fault> {
    let c = vm
        .lookup_class(b"DateInterval")
        .ok_or_else(|| vm.throw_error("Error", "date class missing"))?;
    let o = vm.instantiate(&c)?;
    write(&o, iv);
    Ok(o)
}

/// A DateInterval argument, or php's TypeError.
pub(crate) fn interval_arg(vm: &mut Vm, v: &Value, func: &str) -> Result<Iv, Fault> {
    if let Value::Object(o) = v {
        if o.instance_of(b"DateInterval") {
            return Ok(read(o));
        }
    }
    Err(vm.throw_error(
        "TypeError",
        format!(
            "{func}(): Argument #1 ($interval) must be of type DateInterval, {} given",
            crate::calls::given_type(v)
        ),
    ))
}

/// `DateInterval::createFromDateString()`: the relative part of a date
/// string (`3 days`, `next monday`), or php's warning and false.
pub(crate) fn create_from_date_string(
    vm: &mut Vm,
    class: &str,
    a: &mut [Value],
) -> Result<Value, Fault> {
    let s = a[0].to_php_str();
    let func = if class.is_empty() {
        "date_interval_create_from_date_string".to_string()
    } else {
        format!("{class}::createFromDateString")
    };
    let p = rphp_ext::date::parse::parse(s.as_bytes());
    if let Some(&(pos, msg)) = p.errors.first() {
        let c = s.as_bytes().get(pos).map_or(' ', |&c| c as char);
        let text = format!(
            "{func}(): Unknown or bad format ({}) at position {pos} ({c}): {msg}",
            String::from_utf8_lossy(s.as_bytes())
        );
        vm.raise(rphp_value::ErrorLevel::Warning, &text)?;
        return Ok(Value::Bool(false));
    }
    let iv = Iv {
        y: p.rel[0],
        m: p.rel[1],
        d: p.rel[2],
        h: p.rel[3],
        i: p.rel[4],
        s: p.rel[5],
        from_string: true,
        ..Iv::default()
    };
    let o = new_interval(vm, &iv)?;
    put(&mut o.0.props_mut(), "date_string", Value::Str(s));
    Ok(Value::Object(o))
}

/// What var_dump shows of an interval made from a date string: only
/// where it came from, as php 8.2 does (the fields stay readable).
pub(crate) fn debug_props(o: &PhpObject) -> Option<PhpArray> {
    let props = o.props();
    if !props
        .get_str(b"from_string")
        .is_some_and(|v| v.get().to_bool())
    {
        return None;
    }
    let mut a = PhpArray::new();
    put(&mut a, "from_string", Value::Bool(true));
    let ds = props
        .get_str(b"date_string")
        .map_or(Value::Null, |v| v.get());
    put(&mut a, "date_string", ds);
    Some(a)
}

/// The date string of an interval made by `createFromDateString`.
pub(crate) fn date_string(o: &PhpObject) -> Option<rphp_value::PhpStr> {
    let props = o.props();
    if !props
        .get_str(b"from_string")
        .is_some_and(|v| v.get().to_bool())
    {
        return None;
    }
    match props.get_str(b"date_string").map(|v| v.get()) {
        Some(Value::Str(s)) => Some(s),
        _ => None,
    }
}

/// `P1Y2M3DT4H5M6S`, `P2W`; `None` for anything else.
pub(crate) fn parse_iso(s: &[u8]) -> Option<Iv> {
    let mut iv = Iv::default();
    let rest = s.strip_prefix(b"P")?;
    if rest.is_empty() {
        return None;
    }
    let mut time = false;
    let mut n: Option<i64> = None;
    let mut any = false;
    for &c in rest {
        match c {
            b'0'..=b'9' => {
                n = Some(
                    n.unwrap_or(0)
                        .checked_mul(10)?
                        .checked_add(i64::from(c - b'0'))?,
                )
            }
            b'T' if !time && n.is_none() => time = true,
            _ => {
                let v = n.take()?;
                any = true;
                match (time, c) {
                    (false, b'Y') => iv.y = v,
                    (false, b'M') => iv.m = v,
                    (false, b'W') => iv.d = iv.d.checked_add(v.checked_mul(7)?)?,
                    (false, b'D') => iv.d = iv.d.checked_add(v)?,
                    (true, b'H') => iv.h = v,
                    (true, b'M') => iv.i = v,
                    (true, b'S') => iv.s = v,
                    _ => return None,
                }
            }
        }
    }
    (any && n.is_none()).then_some(iv)
}

fn construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let s = a[0].to_php_str();
    match parse_iso(s.as_bytes()) {
        Some(iv) => {
            write(this, &iv);
            Ok(Value::Null)
        }
        None => Err(vm.throw_error(
            "Exception",
            format!(
                "Unknown or bad format ({})",
                String::from_utf8_lossy(s.as_bytes())
            ),
        )),
    }
}

fn m_format(_: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let iv = read(this);
    let f = a[0].to_php_str();
    Ok(str_val(format_interval(&iv, f.as_bytes())))
}

pub(crate) fn format_interval(iv: &Iv, f: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut it = f.iter();
    while let Some(&c) = it.next() {
        if c != b'%' {
            out.push(c);
            continue;
        }
        let Some(&k) = it.next() else {
            out.push(b'%');
            break;
        };
        let s = match k {
            b'Y' => format!("{:02}", iv.y),
            b'y' => iv.y.to_string(),
            b'M' => format!("{:02}", iv.m),
            b'm' => iv.m.to_string(),
            b'D' => format!("{:02}", iv.d),
            b'd' => iv.d.to_string(),
            b'H' => format!("{:02}", iv.h),
            b'h' => iv.h.to_string(),
            b'I' => format!("{:02}", iv.i),
            b'i' => iv.i.to_string(),
            b'S' => format!("{:02}", iv.s),
            b's' => iv.s.to_string(),
            b'F' => format!("{:06}", iv.us),
            b'f' => iv.us.to_string(),
            b'a' => iv.days.map_or("(unknown)".to_string(), |d| d.to_string()),
            b'R' => (if iv.invert { "-" } else { "+" }).to_string(),
            b'r' => (if iv.invert { "-" } else { "" }).to_string(),
            b'%' => "%".to_string(),
            other => format!("%{}", other as char),
        };
        out.extend_from_slice(s.as_bytes());
    }
    out
}

/// Adds (`sign` 1) or subtracts (-1) an interval: years, months and days on
/// the wall clock, then hours, minutes and seconds as elapsed time.
pub(crate) fn add_to(st: &mut DateState, iv: &Iv, sign: i64) {
    let sign = if iv.invert { -sign } else { sign };
    let mut f = local(st);
    let keep_us = st.us;
    f.y = f.y.saturating_add(sign * iv.y);
    f.m = f.m.saturating_add(sign * iv.m);
    f.d = f.d.saturating_add(sign * iv.d);
    set_local(st, &f);
    let secs =
        iv.h.saturating_mul(3600)
            .saturating_add(iv.i.saturating_mul(60))
            .saturating_add(iv.s);
    let total = keep_us + sign * iv.us;
    st.t =
        st.t.saturating_add(sign * secs)
            .saturating_add(total.div_euclid(1_000_000));
    st.us = total.rem_euclid(1_000_000);
}

/// `$one->diff($two)`.
pub(crate) fn diff(
    vm: &mut Vm,
    one: &DateState,
    two: &DateState,
    absolute: bool,
) -> Result<Value, Fault> {
    let same_zone = matches!((&one.tz, &two.tz), (rphp_ext::date::tz::Tz::Id(a), rphp_ext::date::tz::Tz::Id(b)) if a.name.eq_ignore_ascii_case(&b.name));
    let wall = |s: &DateState| {
        if same_zone {
            s.t + s.tz.offset_at(s.t).utc_off
        } else {
            s.t
        }
    };
    let (mut a, mut b) = ((wall(one), one.us), (wall(two), two.us));
    let invert = (one.t, one.us) > (two.t, two.us);
    if invert {
        std::mem::swap(&mut a, &mut b);
    }
    let (fa, fb) = (Fields::from_epoch(a.0), Fields::from_epoch(b.0));
    let mut iv = Iv {
        y: fb.y - fa.y,
        m: fb.m - fa.m,
        d: fb.d - fa.d,
        h: fb.h - fa.h,
        i: fb.i - fa.i,
        s: fb.s - fa.s,
        us: b.1 - a.1,
        invert: invert && !absolute,
        ..Iv::default()
    };
    if iv.us < 0 {
        iv.us += 1_000_000;
        iv.s -= 1;
    }
    if iv.s < 0 {
        iv.s += 60;
        iv.i -= 1;
    }
    if iv.i < 0 {
        iv.i += 60;
        iv.h -= 1;
    }
    if iv.h < 0 {
        iv.h += 24;
        iv.d -= 1;
    }
    // Borrowed days: the months before the later date's month, or (when
    // inverted) the earlier date's month onwards, as timelib does.
    let (mut by, mut bm) = if invert { (fa.y, fa.m) } else { (fb.y, fb.m) };
    while iv.d < 0 {
        if invert {
            iv.d += days_in_month(by, bm);
            bm += 1;
            if bm > 12 {
                bm = 1;
                by += 1;
            }
        } else {
            bm -= 1;
            if bm < 1 {
                bm = 12;
                by -= 1;
            }
            iv.d += days_in_month(by, bm);
        }
        iv.m -= 1;
    }
    while iv.m < 0 {
        iv.m += 12;
        iv.y -= 1;
    }
    let micros = (b.0 - a.0) as i128 * 1_000_000 + i128::from(b.1 - a.1);
    iv.days = Some((micros / 86_400_000_000) as i64);
    Ok(Value::Object(new_interval(vm, &iv)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_durations() {
        let iv = parse_iso(b"P1Y2M3DT4H5M6S").unwrap();
        assert_eq!((iv.y, iv.m, iv.d, iv.h, iv.i, iv.s), (1, 2, 3, 4, 5, 6));
        assert_eq!(parse_iso(b"P2W").unwrap().d, 14);
        assert!(parse_iso(b"P").is_none());
        assert!(parse_iso(b"PT").is_none());
        assert!(parse_iso(b"P1").is_none());
        assert!(parse_iso(b"1D").is_none());
    }
}
