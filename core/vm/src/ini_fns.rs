//! The ini functions beyond `ini_get`/`ini_set`: listing settings
//! (`ini_get_all`), the configuration php started with (`get_cfg_var`,
//! `php_ini_loaded_file`), php 8.2's quantity parser (`ini_parse_quantity`)
//! and parsing ini text (`parse_ini_string`/`parse_ini_file`, the scanner
//! itself is in `ini_parser`).

use crate::ini::EXTENSIONS;
use crate::ini_parser::{parse_ini, IniMode};
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, Int, Mixed, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpStr, Value};

static INI_FNS: &[EngineBuiltin] = &[
    engine!(
        "ini_get_all",
        [
            P::opt("extension", Str, "null").nullable(),
            P::opt("details", Bool, "true")
        ],
        ini_get_all
    ),
    engine!(
        "ini_alter",
        [P::req("option", Str), P::req("value", Mixed)],
        ini_alter
    ),
    engine!(
        "ini_parse_quantity",
        [P::req("shorthand", Str)],
        ini_parse_quantity
    ),
    engine!("get_cfg_var", [P::req("option", Str)], get_cfg_var),
    engine!("php_ini_loaded_file", [], no_ini_file),
    engine!("php_ini_scanned_files", [], no_ini_file),
    engine!(
        "parse_ini_string",
        [
            P::req("ini_string", Str),
            P::opt("process_sections", Bool, "false"),
            P::opt("scanner_mode", Int, "0")
        ],
        parse_ini_string
    ),
    engine!(
        "parse_ini_file",
        [
            P::req("filename", Str),
            P::opt("process_sections", Bool, "false"),
            P::opt("scanner_mode", Int, "0")
        ],
        parse_ini_file
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(INI_FNS);
    vm.define_ints(&[
        ("INI_USER", 1),
        ("INI_PERDIR", 2),
        ("INI_SYSTEM", 4),
        ("INI_ALL", 7),
        ("INI_SCANNER_NORMAL", 0),
        ("INI_SCANNER_RAW", 1),
        ("INI_SCANNER_TYPED", 2),
    ]);
}

fn str_arg(v: &Value) -> Vec<u8> {
    v.to_php_str().as_bytes().to_vec()
}

fn opt_str(v: Option<String>) -> Value {
    match v {
        Some(s) => Value::Str(PhpStr::from(s)),
        None => Value::Null,
    }
}

fn ini_get_all(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let ext = match a.first() {
        Some(Value::Null) | None => None,
        Some(v) => Some(String::from_utf8_lossy(&str_arg(v)).into_owned()),
    };
    let details = a.get(1).is_none_or(|v| v.to_bool());
    if let Some(e) = &ext {
        // php looks the module up by its lower-case name, case-sensitively.
        if !EXTENSIONS.contains(&e.as_str()) {
            vm.raise(
                ErrorLevel::Warning,
                &format!("ini_get_all(): Extension \"{e}\" cannot be found"),
            )?;
            return Ok(Value::Bool(false));
        }
    }
    let mut out = PhpArray::new();
    for (name, global, local, access) in vm.ini.rows(ext.as_deref()) {
        let v = if details {
            let mut d = PhpArray::new();
            d.insert(ArrayKey::from_bytes(b"global_value"), opt_str(global));
            d.insert(ArrayKey::from_bytes(b"local_value"), opt_str(local));
            d.insert(ArrayKey::from_bytes(b"access"), Value::Int(access as i64));
            Value::Array(d)
        } else {
            opt_str(local)
        };
        out.insert(ArrayKey::from_bytes(name.as_bytes()), v);
    }
    Ok(Value::Array(out))
}

fn ini_alter(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = str_arg(&a[0]);
    let val = match a[1].get() {
        Value::Bool(true) => b"1".to_vec(),
        Value::Bool(false) | Value::Null => Vec::new(),
        v => str_arg(&v),
    };
    Ok(match vm.ini_set_user(&name, &val)? {
        Some(old) => Value::Str(PhpStr::from(old)),
        None => Value::Bool(false),
    })
}

fn get_cfg_var(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = String::from_utf8_lossy(&str_arg(&a[0])).into_owned();
    Ok(match vm.ini.cfg(&name) {
        Some(v) => Value::Str(PhpStr::from(v)),
        None => Value::Bool(false),
    })
}

/// rphp reads no php.ini (it always runs as `php -n` does).
fn no_ini_file(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(false))
}

fn ini_parse_quantity(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let (n, warning) = parse_quantity(&str_arg(&a[0]));
    if let Some(w) = warning {
        vm.raise(ErrorLevel::Warning, &w)?;
    }
    Ok(Value::Int(n))
}

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// php's `smart_str_append_escaped`: C escapes for control bytes, `\xHH` otherwise.
fn escaped(s: &[u8]) -> String {
    let mut o = String::new();
    for &c in s {
        match c {
            b'\n' => o.push_str("\\n"),
            b'\r' => o.push_str("\\r"),
            b'\t' => o.push_str("\\t"),
            0x0c => o.push_str("\\f"),
            0x0b => o.push_str("\\v"),
            b'\\' => o.push_str("\\\\"),
            0x1b => o.push_str("\\e"),
            32..=126 => o.push(c as char),
            _ => o.push_str(&format!("\\x{c:02X}")),
        }
    }
    o
}

/// C's `strtoul` over the digits of `base` (0: octal after a leading 0,
/// else decimal); returns the value, the bytes consumed and whether it
/// overflowed (the value is then `u64::MAX`).
fn strtoul(s: &[u8], base: u32) -> (u64, usize, bool) {
    let base = match base {
        0 if s.first() == Some(&b'0') => 8,
        0 => 10,
        b => b,
    };
    let mut v: u64 = 0;
    let mut i = 0;
    let mut over = false;
    while let Some(d) = s.get(i).and_then(|c| (*c as char).to_digit(base)) {
        match v
            .checked_mul(base as u64)
            .and_then(|x| x.checked_add(d as u64))
        {
            Some(x) => v = x,
            None => over = true,
        }
        i += 1;
    }
    if over {
        v = u64::MAX;
    }
    (v, i, over)
}

/// php 8.2's `zend_ini_parse_quantity` (signed): the value and the warning it raises.
pub(crate) fn parse_quantity(value: &[u8]) -> (i64, Option<String>) {
    let inv = || escaped(value);
    let mut start = 0;
    let mut end = value.len();
    while start < end && is_ws(value[start]) {
        start += 1;
    }
    while start < end && is_ws(value[end - 1]) {
        end -= 1;
    }
    if start == end {
        return (0, None);
    }
    let mut d = start;
    let mut negative = false;
    if value[d] == b'+' {
        d += 1;
    } else if value[d] == b'-' {
        negative = true;
        d += 1;
    }
    let no_digits = || {
        format!(
            "Invalid quantity \"{}\": no valid leading digits, interpreting as \"0\" for backwards compatibility",
            inv()
        )
    };
    if !value.get(d).is_some_and(u8::is_ascii_digit) {
        return (0, Some(no_digits()));
    }
    let mut base = 0;
    if value[d] == b'0' && !value.get(d + 1).is_some_and(u8::is_ascii_digit) {
        if d + 1 == end {
            return (0, None);
        }
        match value[d + 1] {
            b'g' | b'G' | b'm' | b'M' | b'k' | b'K' => {}
            b'x' | b'X' => base = 16,
            b'o' | b'O' => base = 8,
            b'b' | b'B' => base = 2,
            c => {
                return (
                    0,
                    Some(format!(
                        "Invalid prefix \"0{}\", interpreting as \"0\" for backwards compatibility",
                        // php prints the byte itself here (`%c`).
                        if c.is_ascii() {
                            (c as char).to_string()
                        } else {
                            escaped(&[c])
                        }
                    )),
                );
            }
        }
        if base != 0 {
            d += 2;
            if d == end || !value[d].is_ascii_alphanumeric() {
                return (
                    0,
                    Some(format!(
                        "Invalid quantity \"{}\": no digits after base prefix, interpreting as \"0\" for backwards compatibility",
                        inv()
                    )),
                );
            }
        }
    }
    let (raw, used, erange) = strtoul(&value[d..end], base);
    let mut overflow = erange;
    let mut retval = raw;
    if !erange {
        if negative && raw == (i64::MAX as u64) + 1 {
            retval = 0u64.wrapping_sub(raw);
        } else if (raw as i64) < 0 {
            overflow = true;
        } else if negative {
            retval = 0u64.wrapping_sub(raw);
        }
    }
    if used == 0 {
        return (0, Some(no_digits()));
    }
    let mut de = d + used;
    while de < end && is_ws(value[de]) {
        de += 1;
    }
    let over = |r: u64| {
        (
            r as i64,
            Some(format!(
                "Invalid quantity \"{}\": value is out of range, using overflow result for backwards compatibility",
                inv()
            )),
        )
    };
    if de == end {
        return if overflow {
            over(retval)
        } else {
            (retval as i64, None)
        };
    }
    let last = value[end - 1];
    let shift = match last {
        b'g' | b'G' => 30,
        b'm' | b'M' => 20,
        b'k' | b'K' => 10,
        _ => {
            return (
                retval as i64,
                Some(format!(
                    "Invalid quantity \"{}\": unknown multiplier \"{}\", interpreting as \"{}\" for backwards compatibility",
                    inv(),
                    escaped(&[last]),
                    escaped(&value[..de])
                )),
            )
        }
    };
    if de < end - 1 {
        return (
            (retval << shift) as i64,
            Some(format!(
                "Invalid quantity \"{}\", interpreting as \"{}{}\" for backwards compatibility",
                inv(),
                escaped(&value[..de]),
                escaped(&[last])
            )),
        );
    }
    let shifted = (retval as i64).wrapping_shl(shift);
    if overflow || shifted >> shift != retval as i64 {
        return over(shifted as u64);
    }
    (shifted, None)
}

/// INI_SCANNER_NORMAL / RAW / TYPED; `None` (after php's warning) for anything else.
fn scanner_mode(vm: &mut Vm, v: Option<&Value>) -> Result<Option<IniMode>, Fault> {
    Ok(match v.map(|v| v.to_int()).unwrap_or(0) {
        0 => Some(IniMode::Normal),
        1 => Some(IniMode::Raw),
        2 => Some(IniMode::Typed),
        _ => {
            vm.raise(ErrorLevel::Warning, "Invalid scanner mode")?;
            None
        }
    })
}

fn run_parser(
    vm: &mut Vm,
    text: &[u8],
    sections: bool,
    mode: IniMode,
    file: Option<&[u8]>,
) -> Result<Value, Fault> {
    let mut env = Vec::new();
    // `${NAME}`: a configuration value (`-d`, php.ini), else the environment.
    let names: Vec<Vec<u8>> = crate::ini_parser::interpolated_names(text);
    for n in names {
        let name = String::from_utf8_lossy(&n).into_owned();
        let v = match vm.ini.cfg(&name) {
            Some(v) => Some(v.as_bytes().to_vec()),
            None => vm.env_var(&n),
        };
        env.push((n, v));
    }
    match parse_ini(text, sections, mode, &vm.constants, &env) {
        Ok(v) => Ok(v),
        Err((msg, line)) => {
            let where_ = match file {
                Some(f) => String::from_utf8_lossy(f).into_owned(),
                None => "Unknown".to_string(),
            };
            vm.raise(
                ErrorLevel::Warning,
                &format!("{msg} in {where_} on line {line}\n"),
            )?;
            Ok(Value::Bool(false))
        }
    }
}

fn parse_ini_string(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let text = str_arg(&a[0]);
    let sections = a.get(1).is_some_and(|v| v.to_bool());
    let Some(mode) = scanner_mode(vm, a.get(2))? else {
        return Ok(Value::Bool(false));
    };
    run_parser(vm, &text, sections, mode, None)
}

fn parse_ini_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let path = str_arg(&a[0]);
    if path.is_empty() {
        return Err(vm.throw_error(
            "ValueError",
            "parse_ini_file(): Argument #1 ($filename) cannot be empty",
        ));
    }
    let sections = a.get(1).is_some_and(|v| v.to_bool());
    let Some(mode) = scanner_mode(vm, a.get(2))? else {
        return Ok(Value::Bool(false));
    };
    let text = match vm.host.read_file(&path) {
        Ok(t) => t,
        Err(e) => {
            let msg = format!(
                "parse_ini_file({}): Failed to open stream: {e}",
                String::from_utf8_lossy(&path)
            );
            vm.raise(ErrorLevel::Warning, &msg)?;
            return Ok(Value::Bool(false));
        }
    };
    run_parser(vm, &text, sections, mode, Some(&path))
}
