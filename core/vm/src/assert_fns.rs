//! `assert()` and `assert_options()` with php 8.2's settings.
//!
//! The compiler does half of `assert`: it puts an `AssertCheck` before each
//! call (skipping the call, arguments included, while `zend.assertions` is
//! 0 or -1) and adds the description `assert(<expression>)` to one-argument
//! calls. What is left here is the function php runs: `assert.active`,
//! the callback (`assert.callback` or `assert_options(ASSERT_CALLBACK)`),
//! then an `AssertionError` (`assert.exception`), a warning
//! (`assert.warning`) or the end of the request (`assert.bail`).

use crate::ini::ini_bool;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Int, Mixed};
use rphp_value::{ErrorLevel, Fault, ParamSpec as P, PhpStr, Value};

static ASSERT_FNS: &[EngineBuiltin] = &[
    engine!(
        "assert",
        [
            P::req("assertion", Mixed),
            P::opt("description", Mixed, "null")
        ],
        assert
    ),
    engine!(
        "assert_options",
        [P::req("option", Int), P::opt("value", Mixed, "null")],
        assert_options
    ),
];

const ASSERT_ACTIVE: i64 = 1;
const ASSERT_CALLBACK: i64 = 2;
const ASSERT_BAIL: i64 = 3;
const ASSERT_WARNING: i64 = 4;
const ASSERT_EXCEPTION: i64 = 5;

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(ASSERT_FNS);
    vm.define_ints(&[
        ("ASSERT_ACTIVE", ASSERT_ACTIVE),
        ("ASSERT_CALLBACK", ASSERT_CALLBACK),
        ("ASSERT_BAIL", ASSERT_BAIL),
        ("ASSERT_WARNING", ASSERT_WARNING),
        ("ASSERT_EXCEPTION", ASSERT_EXCEPTION),
    ]);
}

/// `zend.assertions` as php reads it (a quantity: `1`, `0`, `-1`).
pub(crate) fn assertions_level(v: Option<&str>) -> i64 {
    crate::ini_fns::parse_quantity(v.unwrap_or("1").as_bytes()).0
}

impl Vm {
    /// Whether `assert()` calls run (`AssertCheck`): zend.assertions is 1.
    pub(crate) fn assertions_on(&self) -> bool {
        assertions_level(self.ini.get("zend.assertions")) > 0
    }

    fn ini_flag(&self, name: &str) -> bool {
        ini_bool(self.ini.get(name).unwrap_or("0"))
    }

    /// The callback in force: the one `assert_options` set, else `assert.callback`.
    fn assert_callback_value(&self) -> Option<Value> {
        if let Some(cb) = &self.assert_callback {
            return Some(cb.clone());
        }
        match self.ini.get("assert.callback") {
            Some(s) if !s.is_empty() => Some(Value::Str(PhpStr::from(s.to_string()))),
            _ => None,
        }
    }
}

/// The description: a string, a Throwable to throw instead, or nothing.
enum Description {
    None,
    Text(Vec<u8>),
    Throwable(Value),
}

fn description(vm: &mut Vm, v: Option<&Value>) -> Result<Description, Fault> {
    let v = match v {
        None => return Ok(Description::None),
        Some(v) => v.get(),
    };
    let strict = vm
        .frames
        .last()
        .map(|f| f.func.code.strict_types)
        .unwrap_or(false);
    match &v {
        Value::Null => Ok(Description::None),
        Value::Str(s) => Ok(Description::Text(s.as_bytes().to_vec())),
        Value::Object(_) if crate::errors::throwable_data(&v).is_some() => {
            Ok(Description::Throwable(v))
        }
        Value::Int(_) | Value::Float(_) | Value::Bool(_) if !strict => {
            Ok(Description::Text(v.to_php_str().as_bytes().to_vec()))
        }
        _ => {
            let msg = format!(
                "assert(): Argument #2 ($description) must be of type Throwable|string|null, {} given",
                crate::calls::given_type(&v)
            );
            Err(vm.throw_error("TypeError", msg))
        }
    }
}

fn assert(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    if !vm.ini_flag("assert.active") {
        return Ok(Value::Bool(true));
    }
    let desc = description(vm, a.get(1))?;
    if a[0].get().to_bool() {
        return Ok(Value::Bool(true));
    }
    let text = match desc {
        Description::Throwable(t) => return Err(vm.throw_value(t)),
        Description::Text(t) => Some(t),
        Description::None => None,
    };
    if let Some(cb) = vm.assert_callback_value() {
        // php calls it only if it is callable, and says nothing otherwise.
        if vm.value_is_callable(&cb, false)? {
            let (file, line) = vm.location();
            let mut args = vec![
                Value::Str(PhpStr::from(file)),
                Value::Int(line as i64),
                Value::Null,
            ];
            if let Some(t) = &text {
                args.push(Value::Str(PhpStr::from(t.clone())));
            }
            vm.call_value(&cb, args)?;
        }
    }
    if vm.ini_flag("assert.exception") {
        let msg = text
            .as_deref()
            .map(|t| String::from_utf8_lossy(t).into_owned())
            .unwrap_or_default();
        let (file, line) = vm.location();
        let trace = vm.capture_trace();
        // php throws it with code E_ERROR.
        let e = vm.throwable_value("AssertionError", msg, 1, file, line, trace);
        return Err(vm.throw_value(e));
    }
    if vm.ini_flag("assert.warning") {
        let msg = match &text {
            Some(t) => format!("assert(): {} failed", String::from_utf8_lossy(t)),
            None => "assert(): Assertion failed".to_string(),
        };
        vm.raise(ErrorLevel::Warning, &msg)?;
    }
    if vm.ini_flag("assert.bail") {
        return Err(Fault::Exit);
    }
    Ok(Value::Bool(false))
}

fn assert_options(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let what = match a[0] {
        Value::Int(i) => i,
        _ => 0,
    };
    let name = match what {
        ASSERT_ACTIVE => "assert.active",
        ASSERT_BAIL => "assert.bail",
        ASSERT_WARNING => "assert.warning",
        ASSERT_EXCEPTION => "assert.exception",
        ASSERT_CALLBACK => {
            let old = vm.assert_callback_value().unwrap_or(Value::Null);
            if let Some(v) = a.get(1) {
                let v = v.get();
                vm.assert_callback = if matches!(v, Value::Null) {
                    None
                } else {
                    Some(v)
                };
            }
            return Ok(old);
        }
        _ => {
            return Err(vm.throw_error(
                "ValueError",
                "assert_options(): Argument #1 ($option) must be an ASSERT_* constant",
            ))
        }
    };
    let old = vm.ini_flag(name) as i64;
    if let Some(v) = a.get(1) {
        let v = v.get();
        let mut text = Vec::new();
        vm.append_conv(&v, &mut text)?;
        vm.apply_ini(name, &String::from_utf8_lossy(&text));
    }
    Ok(Value::Int(old))
}
