//! DatePeriod: a start, an interval and an end date or a number of
//! recurrences; iterating it yields the dates in between. Its state is its
//! (php-visible) properties; `getIterator` hands foreach the list of dates.

use super::datetime::date_arg;
use super::interval::{add_to, interval_arg, new_interval, read};
use super::{date_of, new_date, put, DateState};
use crate::spl::{method, NativeClass};
use crate::vm::Vm;
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

fn construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    if matches!(a.first(), Some(Value::Str(_))) {
        return Err(vm.throw_error(
            "Exception",
            "DatePeriod::__construct(): ISO 8601 period strings are not supported by rphp",
        ));
    }
    let start = date_arg(vm, &a[0], "DatePeriod::__construct", 1, "start")?;
    let Value::Object(start_obj) = a[0].clone() else {
        unreachable!("date_arg checked it")
    };
    let iv = interval_arg(vm, a.get(1).unwrap_or(&Value::Null), "DatePeriod::__construct")
        .map_err(|_| {
            vm.throw_error(
                "TypeError",
                "DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments",
            )
        })?;
    let opts = a.get(3).map_or(0, |v| v.to_int());
    let include_start = opts & 1 == 0;
    let include_end = opts & 2 != 0;
    let class = start_obj.class_name().to_vec();
    let (end, recurrences) = match a.get(2) {
        Some(Value::Int(n)) => {
            if *n < 1 {
                return Err(vm.throw_error(
                    "Exception",
                    "DatePeriod::__construct(): Recurrence count must be greater than 0",
                ));
            }
            (Value::Null, Value::Int(n + i64::from(include_start)))
        }
        Some(v @ Value::Object(_)) => {
            let e = date_arg(vm, v, "DatePeriod::__construct", 3, "end")?;
            let Value::Object(eo) = v else { unreachable!() };
            let ec = eo.class_name().to_vec();
            (Value::Object(new_date(vm, &ec, e)?), Value::Int(i64::from(include_start)))
        }
        _ => {
            return Err(vm.throw_error(
                "TypeError",
                "DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments",
            ))
        }
    };
    let start_copy = new_date(vm, &class, start)?;
    let iv_obj = new_interval(vm, &iv)?;
    let fields = [
        ("start", Value::Object(start_copy)),
        ("current", Value::Null),
        ("end", end),
        ("interval", Value::Object(iv_obj)),
        ("recurrences", recurrences),
        ("include_start_date", Value::Bool(include_start)),
        ("include_end_date", Value::Bool(include_end)),
    ];
    let mut p = this.0.props.borrow_mut();
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
fn dates(o: &PhpObject) -> Option<(Vec<u8>, Vec<DateState>)> {
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
    Some((class, out))
}

fn get_iterator(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let (class, list) = dates(this).unwrap_or_default();
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
    if matches!(prop(this, "end"), Value::Object(_)) {
        return Ok(Value::Null);
    }
    let r =
        prop(this, "recurrences").to_int() - i64::from(prop(this, "include_start_date").to_bool());
    Ok(Value::Int(r))
}
