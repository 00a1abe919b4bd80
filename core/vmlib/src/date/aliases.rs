//! The date extension's procedural aliases of the class methods
//! (`date_create`, `date_format`, `date_diff`, `timezone_open`, ...).

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::{Fault, ParamSpec, ParamType, PhpObject, Value};

const OBJ: ParamSpec = ParamSpec::req("object", ParamType::Mixed);

/// `name(object, args...)` calling `method` on a `class` object.
macro_rules! alias {
    ($name:literal, $class:literal, $method:literal, [$($p:expr),* $(,)?]) => {
        EngineBuiltin {
            name: $name,
            params: &[$($p),*],
            func: |vm, a| call(vm, a, $name, $class, $method),
        }
    };
}

fn call(
    vm: &mut Vm,
    a: &mut [Value],
    name: &str,
    class: &str,
    method: &str,
) -> Result<Value, Fault> {
    let o: PhpObject = match a.first().map(|v| v.get()) {
        Some(Value::Object(o)) if o.instance_of(class.as_bytes()) => o,
        other => {
            let pname = vm_param_name(class);
            let msg = format!(
                "{name}(): Argument #1 (${pname}) must be of type {class}, {} given",
                crate::calls::given_type(&other.unwrap_or(Value::Null))
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    };
    let rest: Vec<Value> = a[1..].iter().map(|v| v.get()).collect();
    vm.call_obj_method(&o, method, rest)
}

fn vm_param_name(class: &str) -> &'static str {
    match class {
        "DateTimeZone" => "object",
        _ => "object",
    }
}

/// `date_create()` and friends: the object, or false where the
/// constructor would throw.
fn create(vm: &mut Vm, a: &mut [Value], class: &str) -> Result<Value, Fault> {
    let s = a
        .first()
        .map_or_else(|| rphp_value::PhpStr::from("now"), |v| v.to_php_str());
    let tz = super::datetime::tz_arg(
        vm,
        a.get(1),
        if class == "DateTime" {
            "date_create"
        } else {
            "date_create_immutable"
        },
        2,
    )?;
    match super::datetime::from_string(vm, s.as_bytes(), tz) {
        Some(st) => Ok(Value::Object(super::new_date(vm, class.as_bytes(), st)?)),
        None => Ok(Value::Bool(false)),
    }
}

fn timezone_open(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let s = a[0].to_php_str();
    match super::parse_zone(s.as_bytes()) {
        Some(tz) => Ok(Value::Object(super::new_zone(vm, tz)?)),
        None => {
            rphp_value::Context::error(
                vm,
                rphp_value::ErrorLevel::Warning,
                &format!(
                    "timezone_open(): Unknown or bad timezone ({})",
                    String::from_utf8_lossy(s.as_bytes())
                ),
            )?;
            Ok(Value::Bool(false))
        }
    }
}

const TZ: ParamSpec = ParamSpec::opt("timezone", ParamType::Mixed, "null").nullable();
const DT: ParamSpec = ParamSpec::opt("datetime", ParamType::String, "\"now\"");

static FNS: &[EngineBuiltin] = &[
    EngineBuiltin {
        name: "date_interval_create_from_date_string",
        params: &[ParamSpec::req("datetime", ParamType::String)],
        func: |vm, a| super::interval::create_from_date_string(vm, "", a),
    },
    EngineBuiltin {
        name: "date_create",
        params: &[DT, TZ],
        func: |vm, a| create(vm, a, "DateTime"),
    },
    EngineBuiltin {
        name: "date_create_immutable",
        params: &[DT, TZ],
        func: |vm, a| create(vm, a, "DateTimeImmutable"),
    },
    EngineBuiltin {
        name: "date_create_from_format",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::req("datetime", ParamType::String),
            TZ,
        ],
        func: |vm, a| super::from_format::create_from_format(vm, "DateTime", a),
    },
    EngineBuiltin {
        name: "date_create_immutable_from_format",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::req("datetime", ParamType::String),
            TZ,
        ],
        func: |vm, a| super::from_format::create_from_format(vm, "DateTimeImmutable", a),
    },
    EngineBuiltin {
        name: "date_get_last_errors",
        params: &[],
        func: |vm, a| super::from_format::get_last_errors(vm, "DateTime", a),
    },
    alias!(
        "date_format",
        "DateTimeInterface",
        "format",
        [OBJ, ParamSpec::req("format", ParamType::String)]
    ),
    alias!(
        "date_modify",
        "DateTime",
        "modify",
        [OBJ, ParamSpec::req("modifier", ParamType::String)]
    ),
    alias!(
        "date_add",
        "DateTime",
        "add",
        [OBJ, ParamSpec::req("interval", ParamType::Mixed)]
    ),
    alias!(
        "date_sub",
        "DateTime",
        "sub",
        [OBJ, ParamSpec::req("interval", ParamType::Mixed)]
    ),
    alias!(
        "date_diff",
        "DateTimeInterface",
        "diff",
        [
            ParamSpec::req("baseObject", ParamType::Mixed),
            ParamSpec::req("targetObject", ParamType::Mixed),
            ParamSpec::opt("absolute", ParamType::Bool, "false")
        ]
    ),
    alias!(
        "date_timestamp_get",
        "DateTimeInterface",
        "getTimestamp",
        [OBJ]
    ),
    alias!(
        "date_timestamp_set",
        "DateTime",
        "setTimestamp",
        [OBJ, ParamSpec::req("timestamp", ParamType::Int)]
    ),
    alias!(
        "date_timezone_get",
        "DateTimeInterface",
        "getTimezone",
        [OBJ]
    ),
    alias!(
        "date_timezone_set",
        "DateTime",
        "setTimezone",
        [OBJ, ParamSpec::req("timezone", ParamType::Mixed)]
    ),
    alias!("date_offset_get", "DateTimeInterface", "getOffset", [OBJ]),
    alias!(
        "date_date_set",
        "DateTime",
        "setDate",
        [
            OBJ,
            ParamSpec::req("year", ParamType::Int),
            ParamSpec::req("month", ParamType::Int),
            ParamSpec::req("day", ParamType::Int)
        ]
    ),
    alias!(
        "date_isodate_set",
        "DateTime",
        "setISODate",
        [
            OBJ,
            ParamSpec::req("year", ParamType::Int),
            ParamSpec::req("week", ParamType::Int),
            ParamSpec::opt("dayOfWeek", ParamType::Int, "1")
        ]
    ),
    alias!(
        "date_time_set",
        "DateTime",
        "setTime",
        [
            OBJ,
            ParamSpec::req("hour", ParamType::Int),
            ParamSpec::req("minute", ParamType::Int),
            ParamSpec::opt("second", ParamType::Int, "0"),
            ParamSpec::opt("microsecond", ParamType::Int, "0")
        ]
    ),
    alias!(
        "date_interval_format",
        "DateInterval",
        "format",
        [OBJ, ParamSpec::req("format", ParamType::String)]
    ),
    EngineBuiltin {
        name: "timezone_open",
        params: &[ParamSpec::req("timezone", ParamType::String)],
        func: timezone_open,
    },
    alias!("timezone_name_get", "DateTimeZone", "getName", [OBJ]),
    alias!(
        "timezone_location_get",
        "DateTimeZone",
        "getLocation",
        [OBJ]
    ),
    alias!(
        "timezone_offset_get",
        "DateTimeZone",
        "getOffset",
        [OBJ, ParamSpec::req("datetime", ParamType::Mixed)]
    ),
    alias!(
        "timezone_transitions_get",
        "DateTimeZone",
        "getTransitions",
        [
            OBJ,
            ParamSpec::opt("timestampBegin", ParamType::Int, "PHP_INT_MIN"),
            ParamSpec::opt("timestampEnd", ParamType::Int, "PHP_INT_MAX")
        ]
    ),
    EngineBuiltin {
        name: "date_parse_from_format",
        params: &[
            ParamSpec::req("format", ParamType::String),
            ParamSpec::req("datetime", ParamType::String),
        ],
        func: super::from_format::date_parse_from_format,
    },
    EngineBuiltin {
        name: "timezone_identifiers_list",
        params: &[
            ParamSpec::opt("timezoneGroup", ParamType::Int, "DateTimeZone::ALL"),
            ParamSpec::opt("countryCode", ParamType::String, "null").nullable(),
        ],
        func: |vm, a| super::zone::list_identifiers(vm, "", a),
    },
];

/// Registers the procedural date functions.
pub(crate) fn register(vm: &mut Vm) {
    super::from_format::start_request();
    vm.register_engine(FNS);
}
