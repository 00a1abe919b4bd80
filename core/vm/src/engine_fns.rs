//! Builtins that need the VM's internals (frames, the function table, the
//! error state, ini), declared with the same [`ParamSpec`] records as the
//! library's so arity and types are checked the same way; plus the methods
//! and constructors of the built-in Throwable classes.

use crate::calls::given_type;
use crate::errors::{canonical_class, render_trace, throwable_data, ThrowableData};
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Array, Bool, Callable, Int, Mixed, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, ParamType, PhpArray, PhpStr, Value};

static ENGINE: &[EngineBuiltin] = &[
    engine!("func_get_args", [], func_get_args),
    engine!("func_num_args", [], func_num_args),
    engine!(
        "function_exists",
        [P::req("function", Str)],
        function_exists
    ),
    engine!(
        "is_callable",
        [
            P::req("value", Mixed),
            P::opt("syntax_only", Bool, "false"),
            P::opt("callable_name", Mixed, "null").by_ref()
        ],
        is_callable
    ),
    engine!(
        "call_user_func",
        [
            P::req("callback", Callable),
            P::req("args", Mixed).variadic()
        ],
        call_user_func
    ),
    engine!(
        "call_user_func_array",
        [P::req("callback", Callable), P::req("args", Array)],
        call_user_func_array
    ),
    engine!(
        "define",
        [
            P::req("constant_name", Str),
            P::req("value", Mixed),
            P::opt("case_insensitive", Bool, "false")
        ],
        define
    ),
    engine!("defined", [P::req("constant_name", Str)], defined),
    engine!("constant", [P::req("name", Str)], constant),
    engine!(
        "error_reporting",
        [P::opt("error_level", Int, "null").nullable()],
        error_reporting
    ),
    engine!(
        "ini_set",
        [P::req("option", Str), P::req("value", ParamType::Mixed)],
        ini_set
    ),
    engine!("ini_get", [P::req("option", Str)], ini_get),
    engine!("ini_restore", [P::req("option", Str)], ini_restore),
    engine!(
        "set_error_handler",
        [
            P::req("callback", Mixed),
            P::opt("error_levels", Int, "32767")
        ],
        set_error_handler
    ),
    engine!("restore_error_handler", [], restore_error_handler),
    engine!(
        "trigger_error",
        [P::req("message", Str), P::opt("error_level", Int, "1024")],
        trigger_error
    ),
    engine!(
        "user_error",
        [P::req("message", Str), P::opt("error_level", Int, "1024")],
        trigger_error
    ),
    engine!(
        "error_log",
        [
            P::req("message", Str),
            P::opt("message_type", Int, "0"),
            P::opt("destination", Str, "null").nullable(),
            P::opt("additional_headers", Str, "null").nullable()
        ],
        error_log
    ),
    engine!(
        "compact",
        [
            P::req("var_name", Mixed),
            P::req("var_names", Mixed).variadic()
        ],
        compact
    ),
    engine!(
        "extract",
        [
            P::req("array", Array).by_ref(),
            P::opt("flags", Int, "0"),
            P::opt("prefix", Str, "\"\"")
        ],
        extract
    ),
    engine!("get_defined_vars", [], get_defined_vars),
    engine!("get_class", [P::opt("object", Mixed, "null")], get_class),
    engine!(
        "memory_get_usage",
        [P::opt("real_usage", Bool, "false")],
        memory_get_usage
    ),
    engine!(
        "memory_get_peak_usage",
        [P::opt("real_usage", Bool, "false")],
        memory_get_usage
    ),
    engine!(
        "set_exception_handler",
        [P::req("callback", Mixed)],
        set_exception_handler
    ),
    engine!("error_get_last", [], error_get_last),
    engine!("get_debug_type", [P::req("value", Mixed)], get_debug_type),
    engine!(
        "get_parent_class",
        [P::opt("object_or_class", Mixed, "null")],
        get_parent_class
    ),
    engine!("func_get_arg", [P::req("position", Int)], func_get_arg),
    engine!(
        "ob_start",
        [
            P::opt("callback", Mixed, "null"),
            P::opt("chunk_size", Int, "0"),
            P::opt("flags", Int, "112")
        ],
        ob_start
    ),
    engine!("ob_get_clean", [], ob_get_clean),
    engine!("ob_get_contents", [], ob_get_contents),
    engine!("ob_end_clean", [], ob_end_clean),
    engine!("ob_end_flush", [], ob_end_flush),
    engine!("ob_get_flush", [], ob_get_flush),
    engine!("ob_flush", [], ob_flush),
    engine!("ob_clean", [], ob_clean),
    engine!("ob_get_level", [], ob_get_level),
    engine!("ob_get_length", [], ob_get_length),
    engine!("flush", [], noop_null),
    engine!(
        "ob_implicit_flush",
        [P::opt("enable", Bool, "true")],
        noop_null
    ),
    engine!(
        "register_shutdown_function",
        [
            P::req("callback", Callable),
            P::req("args", Mixed).variadic()
        ],
        register_shutdown_function
    ),
    engine!("restore_exception_handler", [], restore_exception_handler),
    engine!("php_sapi_name", [], php_sapi_name),
    engine!(
        "phpversion",
        [P::opt("extension", Str, "null").nullable()],
        phpversion
    ),
    engine!("get_included_files", [], get_included_files),
    engine!("get_required_files", [], get_included_files),
    engine!(
        "set_include_path",
        [P::req("include_path", Str)],
        set_include_path
    ),
    engine!("get_include_path", [], get_include_path),
    engine!("error_clear_last", [], error_clear_last),
    engine!(
        "getenv",
        [
            P::opt("name", Str, "null").nullable(),
            P::opt("local_only", Bool, "false")
        ],
        getenv
    ),
    engine!("sys_get_temp_dir", [], sys_get_temp_dir),
    engine!("set_time_limit", [P::req("seconds", Int)], set_time_limit),
    engine!(
        "ignore_user_abort",
        [P::opt("enable", Bool, "null").nullable()],
        noop_zero
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(ENGINE);
}

fn s(v: impl Into<PhpStr>) -> Value {
    Value::Str(v.into())
}

fn bytes(v: &Value) -> Vec<u8> {
    match v {
        Value::Str(s) => s.as_bytes().to_vec(),
        v => v.to_php_str().as_bytes().to_vec(),
    }
}

fn func_get_args(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let fr = vm.frames.last().expect("frame");
    if fr.stop && fr.func.code.name.is_empty() || fr.is_include {
        return Err(vm.throw_error(
            "Error",
            "func_get_args() cannot be called from the global scope",
        ));
    }
    let n = fr.func.code.params.len().min(fr.argc as usize);
    let fixed = if fr.func.code.is_variadic() {
        fr.func.code.params.len() - 1
    } else {
        fr.func.code.params.len()
    };
    let mut out: Vec<Value> = (0..n.min(fixed))
        .map(|i| vm.stack[fr.base + i].clone().unwrap_or_default().get())
        .collect();
    out.extend(fr.extra_args().iter().map(|v| v.get()));
    Ok(Value::list(out))
}

fn func_num_args(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let fr = vm.frames.last().expect("frame");
    if fr.stop && fr.func.code.name.is_empty() || fr.is_include {
        return Err(vm.throw_error(
            "Error",
            "func_num_args() must be called from a function context",
        ));
    }
    let fixed = if fr.func.code.is_variadic() {
        fr.func.code.params.len() - 1
    } else {
        fr.func.code.params.len()
    };
    Ok(Value::Int(
        (fr.argc as usize).min(fixed) as i64 + fr.extra_args().len() as i64,
    ))
}

fn function_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let n = bytes(&a[0]);
    let n = n.strip_prefix(b"\\").unwrap_or(&n).to_ascii_lowercase();
    Ok(Value::Bool(vm.lookup_function(&n).is_some()))
}

fn is_callable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let syntax = a.get(1).is_some_and(|v| v.to_bool());
    let r = vm.value_is_callable(&a[0], syntax)?;
    if let Some(Value::Ref(r2)) = a.get(2) {
        r2.set(Value::Str(callable_name(&a[0].get())));
    }
    Ok(Value::Bool(r))
}

/// is_callable()'s `$callable_name`: what php would call, written `Class::method`.
fn callable_name(v: &Value) -> PhpStr {
    let class_of_target = |t: &Value| match t {
        Value::Object(o) => Some(o.class_name().to_vec()),
        Value::Str(s) => Some(s.as_bytes().to_vec()),
        _ => None,
    };
    match v {
        Value::Array(a) if a.len() == 2 => {
            let (t, m) = (a.get_int(0).map(|v| v.get()), a.get_int(1).map(|v| v.get()));
            match (t.as_ref().and_then(class_of_target), m) {
                (Some(mut c), Some(Value::Str(m))) => {
                    c.extend_from_slice(b"::");
                    c.extend_from_slice(m.as_bytes());
                    PhpStr::from(c)
                }
                _ => PhpStr::from("Array"),
            }
        }
        Value::Array(_) => PhpStr::from("Array"),
        Value::Resource(r) if r.0.kind == "Closure" => PhpStr::from("Closure::__invoke"),
        Value::Object(o) => {
            let mut c = o.class_name().to_vec();
            c.extend_from_slice(b"::__invoke");
            PhpStr::from(c)
        }
        v => v.to_php_str(),
    }
}

fn call_user_func(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let named = std::mem::take(&mut vm.extra_named);
    let f = a[0].clone();
    let args = a[1..].to_vec();
    vm.call_value_named(&f, args, named)
}

fn call_user_func_array(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let f = a[0].clone();
    let (args, named) = match &a[1] {
        Value::Array(arr) => split_call_args(vm, arr)?,
        _ => Default::default(),
    };
    vm.call_value_named(&f, args, named)
}

/// Positional arguments, then named ones.
pub(crate) type CallArgs = (Vec<Value>, Vec<(PhpStr, Value)>);

/// An argument array as php unpacks it for a call: integer keys are
/// positional, string keys named (and no positional one may follow them).
pub(crate) fn split_call_args(vm: &mut Vm, arr: &rphp_value::PhpArray) -> Result<CallArgs, Fault> {
    let mut args = Vec::with_capacity(arr.len());
    let mut named = Vec::new();
    for (k, v) in arr.iter() {
        match k {
            rphp_value::ArrayKey::Str(name) => named.push((name.clone(), v.clone())),
            rphp_value::ArrayKey::Int(_) if !named.is_empty() => {
                return Err(vm.throw_error(
                    "Error",
                    "Cannot use positional argument after named argument",
                ))
            }
            rphp_value::ArrayKey::Int(_) => args.push(v.clone()),
        }
    }
    Ok((args, named))
}

fn define(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = bytes(&a[0]);
    if matches!(&name.to_ascii_lowercase()[..], b"true" | b"false" | b"null") {
        let msg = format!(
            "Constant {} already defined",
            String::from_utf8_lossy(&name)
        );
        vm.raise(ErrorLevel::Warning, &msg)?;
        return Ok(Value::Bool(false));
    }
    if a.get(2).is_some_and(|v| v.to_bool()) {
        vm.raise(ErrorLevel::Warning, "define(): Argument #3 ($case_insensitive) is ignored since declaration of case-insensitive constants is no longer supported")?;
    }
    if vm.constants.contains_key(&name) {
        let msg = format!(
            "Constant {} already defined",
            String::from_utf8_lossy(&name)
        );
        vm.raise(ErrorLevel::Warning, &msg)?;
        return Ok(Value::Bool(false));
    }
    vm.registry.constants.push(name.clone());
    vm.constants.insert(name, a[1].get());
    Ok(Value::Bool(true))
}

fn defined(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = bytes(&a[0]);
    let name = name.strip_prefix(b"\\").unwrap_or(&name);
    if let Some(p) = name.windows(2).position(|w| w == b"::") {
        // `Class::CONST` (enum cases included): the class autoloads; a
        // constant the caller could not read counts as undefined.
        let Some(class) = vm.find_class(&name[..p])? else {
            return Ok(Value::Bool(false));
        };
        let Some(c) = class.consts.get(&name[p + 2..]) else {
            return Ok(Value::Bool(false));
        };
        let visible = c.vis == rphp_bytecode::class::PUBLIC
            || vm.scope_class().is_some_and(|scope| {
                if c.vis == rphp_bytecode::class::PRIVATE {
                    scope.name.eq_ignore_ascii_case(&c.declaring)
                } else {
                    scope.is_subclass_of_name(&c.declaring)
                        || scope.name.eq_ignore_ascii_case(&c.declaring)
                        || class.is_subclass_of_name(&scope.name)
                }
            });
        return Ok(Value::Bool(visible));
    }
    Ok(Value::Bool(vm.constants.contains_key(name)))
}

fn constant(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = bytes(&a[0]);
    let key = name.strip_prefix(b"\\").unwrap_or(&name);
    if let Some(p) = key.windows(2).position(|w| w == b"::") {
        // `Class::CONST` (enum cases included).
        let class = Value::Str(rphp_value::PhpStr::from(key[..p].to_vec()));
        let c = Value::Str(rphp_value::PhpStr::from(key[p + 2..].to_vec()));
        return vm.class_const(&class, &c);
    }
    match vm.constants.get(key) {
        Some(v) => {
            let v = v.clone();
            vm.deprecated_constant(key)?;
            Ok(v)
        }
        None => {
            let msg = format!("Undefined constant \"{}\"", String::from_utf8_lossy(key));
            Err(vm.throw_error("Error", msg))
        }
    }
}

fn error_reporting(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let old = vm.err.reporting;
    if let Some(Value::Int(n)) = a.first() {
        vm.err.reporting = *n;
        vm.ini.set_raw("error_reporting", &n.to_string());
    }
    Ok(Value::Int(old))
}

fn ini_value_str(v: &Value) -> Vec<u8> {
    match v {
        Value::Bool(true) => b"1".to_vec(),
        Value::Bool(false) | Value::Null => Vec::new(),
        v => v.to_php_str().as_bytes().to_vec(),
    }
}

fn ini_set(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = bytes(&a[0]);
    let val = ini_value_str(&a[1].get());
    Ok(match vm.ini_set_user(&name, &val)? {
        Some(old) => s(old),
        None => Value::Bool(false),
    })
}

fn ini_get(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = String::from_utf8_lossy(&bytes(&a[0])).into_owned();
    Ok(match vm.ini.get(&name) {
        Some(v) => s(v),
        None => Value::Bool(false),
    })
}

fn ini_restore(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = String::from_utf8_lossy(&bytes(&a[0])).into_owned();
    if let Some(orig) = vm.ini.restore_value(&name) {
        vm.apply_ini(&name, orig.as_deref().unwrap_or(""));
        vm.ini.set_global(&name, orig);
    }
    Ok(Value::Null)
}

fn set_error_handler(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let h = a[0].get();
    if !matches!(h, Value::Null) {
        if let Err(why) = vm.callable_check(&h)? {
            let msg = format!(
                "set_error_handler(): Argument #1 ($callback) must be a valid callback or null, {why}"
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    }
    let mask = a.get(1).map(|v| v.to_int()).unwrap_or(32767);
    let prev = vm
        .err
        .handlers
        .last()
        .map(|(h, _)| h.clone())
        .unwrap_or(Value::Null);
    vm.err.handlers.push((h, mask));
    Ok(prev)
}

fn restore_error_handler(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    vm.err.handlers.pop();
    Ok(Value::Bool(true))
}

fn trigger_error(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let msg = String::from_utf8_lossy(&bytes(&a[0])).into_owned();
    let level = a.get(1).map(|v| v.to_int()).unwrap_or(1024);
    let lv = match level {
        256 => ErrorLevel::UserError,
        512 => ErrorLevel::UserWarning,
        1024 => ErrorLevel::UserNotice,
        16384 => ErrorLevel::UserDeprecated,
        _ => {
            return Err(vm.throw_error(
                "ValueError",
                "trigger_error(): Argument #2 ($error_level) must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED",
            ))
        }
    };
    vm.raise(lv, &msg)?;
    Ok(Value::Bool(true))
}

fn error_log(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let msg = bytes(&a[0]);
    let ty = a.get(1).map(|v| v.to_int()).unwrap_or(0);
    if ty == 3 {
        let dest = a.get(2).map(bytes).unwrap_or_default();
        return Ok(Value::Bool(vm.host.append_file(&dest, &msg).is_ok()));
    }
    let dest = vm.ini.get_str("error_log");
    if dest.is_empty() {
        vm.flush();
        let mut line = msg;
        line.push(b'\n');
        vm.host.write_stderr(&line);
    } else {
        let (secs, _) = vm.host.now();
        let mut line = format!("[{}] ", crate::errors::format_timestamp(secs)).into_bytes();
        line.extend_from_slice(&msg);
        line.push(b'\n');
        let _ = vm.host.append_file(dest.as_bytes(), &line);
    }
    Ok(Value::Bool(true))
}

fn compact_names(v: &Value, out: &mut Vec<Vec<u8>>) {
    match v {
        Value::Array(a) => {
            for (_, x) in a.iter() {
                compact_names(&x.get(), out);
            }
        }
        Value::Str(s) => out.push(s.as_bytes().to_vec()),
        Value::Ref(r) => compact_names(&r.get(), out),
        v => out.push(v.to_php_str().as_bytes().to_vec()),
    }
}

fn compact(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let mut names = Vec::new();
    for v in a.iter() {
        compact_names(v, &mut names);
    }
    let fi = vm.frames.len() - 1;
    let mut out = PhpArray::new();
    for n in names {
        match vm.frame_var(fi, &n) {
            Some(v) => out.insert(ArrayKey::from_bytes(&n), v),
            None => {
                let msg = format!(
                    "compact(): Undefined variable ${}",
                    String::from_utf8_lossy(&n)
                );
                vm.raise(ErrorLevel::Warning, &msg)?;
            }
        }
    }
    Ok(Value::Array(out))
}

fn extract(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let arr = match a[0].get() {
        Value::Array(arr) => arr,
        _ => return Ok(Value::Int(0)),
    };
    let flags = a.get(1).map(|v| v.to_int()).unwrap_or(0);
    let prefix = a.get(2).map(bytes).unwrap_or_default();
    let fi = vm.frames.len() - 1;
    let mut n = 0;
    for (k, v) in arr.iter() {
        let ArrayKey::Str(name) = k else { continue };
        let name = name.as_bytes().to_vec();
        let valid = !name.is_empty()
            && (name[0].is_ascii_alphabetic() || name[0] == b'_' || name[0] >= 0x80)
            && name
                .iter()
                .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80);
        if !valid || name == b"this" {
            continue;
        }
        let exists = vm.frame_var(fi, &name).is_some();
        let target = match flags & 0xff {
            1 if exists => continue,
            2 | 3 if exists || flags & 0xff == 3 => {
                let mut p = prefix.clone();
                p.push(b'_');
                p.extend_from_slice(&name);
                p
            }
            6 if !exists => continue,
            _ => name,
        };
        vm.set_frame_var(fi, &target, v.get());
        n += 1;
    }
    Ok(Value::Int(n))
}

fn get_defined_vars(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let fi = vm.frames.len() - 1;
    Ok(Value::Array(vm.frame_vars_array(fi)))
}

fn get_class(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a.first().cloned().unwrap_or_default();
    if let Some(t) = throwable_data(&v) {
        return Ok(s(t.class.as_str()));
    }
    if let Value::Resource(r) = &v {
        if r.0.kind == "Closure" {
            return Ok(s("Closure"));
        }
    }
    let msg = format!(
        "get_class(): Argument #1 ($object) must be of type object, {} given",
        given_type(&v)
    );
    Err(vm.throw_error("TypeError", msg))
}

fn get_parent_class(_: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a.first().cloned().unwrap_or_default();
    let class = match throwable_data(&v) {
        Some(t) => t.class.clone(),
        None => match &v {
            Value::Str(s) => s.to_string_lossy(),
            _ => return Ok(Value::Bool(false)),
        },
    };
    Ok(match crate::errors::class_parents(&class).first() {
        Some(p) if *p != "Throwable" => s(*p),
        _ => Value::Bool(false),
    })
}

fn memory_get_usage(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let n = vm.host.memory_usage().unwrap_or(2 * 1024 * 1024);
    Ok(Value::Int(n as i64))
}

fn set_exception_handler(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let h = a[0].get();
    let prev = std::mem::replace(
        &mut vm.exception_handler,
        if matches!(h, Value::Null) {
            None
        } else {
            Some(h)
        },
    );
    Ok(prev.unwrap_or(Value::Null))
}

fn restore_exception_handler(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    vm.exception_handler = None;
    Ok(Value::Bool(true))
}

fn error_get_last(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(match &vm.last_error {
        Some((ty, msg, file, line)) => {
            let mut a = PhpArray::new();
            a.insert(ArrayKey::from_bytes(b"type"), Value::Int(*ty));
            a.insert(ArrayKey::from_bytes(b"message"), s(msg.as_str()));
            a.insert(ArrayKey::from_bytes(b"file"), s(file.clone()));
            a.insert(ArrayKey::from_bytes(b"line"), Value::Int(*line as i64));
            Value::Array(a)
        }
        None => Value::Null,
    })
}

fn error_clear_last(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    vm.last_error = None;
    Ok(Value::Null)
}

fn func_get_arg(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let n = a[0].to_int();
    let all = func_get_args(vm, &mut [])?;
    if n < 0 {
        return Err(vm.throw_error(
            "ValueError",
            "func_get_arg(): Argument #1 ($position) must be greater than or equal to 0",
        ));
    }
    match all {
        Value::Array(arr) => match arr.get_int(n) {
            Some(v) => Ok(v.clone()),
            None => Err(vm.throw_error(
                "ValueError",
                "func_get_arg(): Argument #1 ($position) must be less than the number of the arguments passed to the currently executed function",
            )),
        },
        _ => Ok(Value::Null),
    }
}

fn ob_start(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cb = a
        .first()
        .map(|v| v.get())
        .filter(|v| !matches!(v, Value::Null));
    let meta = crate::sapi::ObMeta::new(
        match &cb {
            Some(f) => crate::sapi::handler_name(vm, f),
            None => b"default output handler".to_vec(),
        },
        cb.is_some(),
        a.get(1).map(|v| v.to_int()).unwrap_or(0),
        a.get(2).map(|v| v.to_int()).unwrap_or(0x70),
    );
    vm.sapi.ob_meta.push(meta);
    vm.ob.push((Vec::new(), cb));
    Ok(Value::Bool(true))
}

fn ob_get_clean(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    if vm.ob.is_empty() {
        return Ok(Value::Bool(false));
    }
    if !ob_allows(vm, "ob_get_clean", 0x40, "discard")? {
        let buf = vm.ob.last().map(|(b, _)| b.clone()).unwrap_or_default();
        ob_refused(vm, "ob_get_clean", "delete")?;
        return Ok(s(buf));
    }
    let buf = vm.ob_end(false)?;
    Ok(s(buf))
}

/// Whether the top buffer's flags (PHP_OUTPUT_HANDLER_CLEANABLE 0x10,
/// FLUSHABLE 0x20, REMOVABLE 0x40) allow an operation; php's notice if not.
fn ob_allows(vm: &mut Vm, func: &str, bit: i64, verb: &str) -> Result<bool, Fault> {
    let level = vm.ob.len().saturating_sub(1);
    let Some(m) = vm.sapi.ob_meta.last() else {
        return Ok(true);
    };
    if m.flags & bit != 0 {
        return Ok(true);
    }
    let name = String::from_utf8_lossy(&m.name).into_owned();
    vm.raise(
        ErrorLevel::Notice,
        &format!("{func}(): Failed to {verb} buffer of {name} ({level})"),
    )?;
    Ok(false)
}

/// The second notice of `ob_get_clean`/`ob_get_flush` when the pop was refused.
fn ob_refused(vm: &mut Vm, func: &str, verb: &str) -> Result<(), Fault> {
    let level = vm.ob.len().saturating_sub(1);
    let name = vm
        .sapi
        .ob_meta
        .last()
        .map(|m| String::from_utf8_lossy(&m.name).into_owned())
        .unwrap_or_default();
    vm.raise(
        ErrorLevel::Notice,
        &format!("{func}(): Failed to {verb} buffer of {name} ({level})"),
    )
}

fn ob_get_contents(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(match vm.ob.last() {
        Some((b, _)) => s(b.clone()),
        None => Value::Bool(false),
    })
}

fn ob_fail(vm: &mut Vm, func: &str, what: &str) -> Result<Value, Fault> {
    vm.raise(
        ErrorLevel::Notice,
        &format!("{func}(): Failed to {what} buffer. No buffer to {what}"),
    )?;
    Ok(Value::Bool(false))
}

fn ob_end_clean(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    if vm.ob.is_empty() {
        return ob_fail(vm, "ob_end_clean", "delete");
    }
    if !ob_allows(vm, "ob_end_clean", 0x40, "discard")? {
        return Ok(Value::Bool(false));
    }
    vm.ob_end(false)?;
    Ok(Value::Bool(true))
}

fn ob_end_flush(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    if vm.ob.is_empty() {
        return ob_fail(vm, "ob_end_flush", "delete and flush");
    }
    if !ob_allows(vm, "ob_end_flush", 0x40, "send")? {
        return Ok(Value::Bool(false));
    }
    vm.ob_end(true)?;
    Ok(Value::Bool(true))
}

fn ob_get_flush(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    if vm.ob.is_empty() {
        ob_fail(vm, "ob_get_flush", "delete and flush")?;
        return Ok(Value::Bool(false));
    }
    if !ob_allows(vm, "ob_get_flush", 0x40, "send")? {
        let buf = vm.ob.last().map(|(b, _)| b.clone()).unwrap_or_default();
        ob_refused(vm, "ob_get_flush", "delete")?;
        return Ok(s(buf));
    }
    let b = vm.ob_end(true)?;
    Ok(s(b))
}

fn ob_flush(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    if vm.ob.is_empty() {
        return ob_fail(vm, "ob_flush", "flush");
    }
    if !ob_allows(vm, "ob_flush", 0x20, "flush")? {
        return Ok(Value::Bool(false));
    }
    let cb = vm.ob.last().and_then(|(_, c)| c.clone());
    let buf = std::mem::take(&mut vm.ob.last_mut().expect("buffer").0);
    let (top, _) = vm.ob.pop().expect("buffer");
    // PHP_OUTPUT_HANDLER_FLUSH, with START on the handler's first call.
    let mode = 4 | crate::sapi::ob_start_flag(vm.sapi.ob_meta.last());
    let out = match &cb {
        Some(f) => vm
            .call_ob_handler(f, buf.clone(), mode)?
            .to_php_str()
            .as_bytes()
            .to_vec(),
        None => buf,
    };
    vm.echo_bytes(&out);
    vm.ob.push((top, cb));
    if let Some(m) = vm.sapi.ob_meta.last_mut() {
        m.flags |= crate::sapi::OB_RAN;
    }
    Ok(Value::Bool(true))
}

fn ob_clean(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    if !vm.ob.is_empty() && !ob_allows(vm, "ob_clean", 0x10, "delete")? {
        return Ok(Value::Bool(false));
    }
    match vm.ob.last_mut() {
        Some((b, _)) => {
            b.clear();
            if let Some(m) = vm.sapi.ob_meta.last_mut() {
                m.flags |= crate::sapi::OB_RAN;
            }
            Ok(Value::Bool(true))
        }
        None => ob_fail(vm, "ob_clean", "delete"),
    }
}

fn ob_get_level(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(vm.ob.len() as i64))
}

fn ob_get_length(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(match vm.ob.last() {
        Some((b, _)) => Value::Int(b.len() as i64),
        None => Value::Bool(false),
    })
}

fn noop_null(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Null)
}

fn set_time_limit(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let n = a[0].to_int().to_string();
    vm.ini_set(b"max_execution_time", n.as_bytes());
    Ok(Value::Bool(true))
}

fn noop_zero(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(0))
}

fn register_shutdown_function(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let f = a[0].clone();
    let args = a[1..].to_vec();
    vm.shutdown.push((f, args));
    Ok(Value::Null)
}

fn php_sapi_name(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(s("cli"))
}

fn phpversion(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    // A bundled extension's version is php's own.
    if a.first().is_some_and(|v| !matches!(v, Value::Null))
        && vm.loaded_extension(a[0].to_php_str().as_bytes()).is_none()
    {
        return Ok(Value::Bool(false));
    }
    Ok(s("8.2.36"))
}

fn get_included_files(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let mut files: Vec<Value> = vec![s(vm.globals_script_path.clone())];
    for f in &vm.included_order {
        if f != &vm.globals_script_path {
            files.push(s(f.clone()));
        }
    }
    Ok(Value::list(files))
}

fn set_include_path(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = bytes(&a[0]);
    Ok(match vm.ini_set(b"include_path", &p) {
        Some(old) => s(old),
        None => Value::Bool(false),
    })
}

fn get_include_path(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(s(vm.ini.get_str("include_path")))
}

fn getenv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    match a.first() {
        Some(Value::Str(n)) => Ok(match vm.env_var(n.as_bytes()) {
            Some(v) => s(v),
            None => Value::Bool(false),
        }),
        _ => {
            let mut arr = PhpArray::new();
            for (k, v) in vm.env_vars() {
                arr.insert(ArrayKey::from_bytes(&k), s(v));
            }
            Ok(Value::Array(arr))
        }
    }
}

fn sys_get_temp_dir(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let t = crate::fs_fns::temp_dir(vm);
    Ok(s(t))
}

fn get_debug_type(_: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(s(given_type(&a[0])))
}

static STRLEN_SPEC: P = P::req("string", ParamType::String);

impl Vm {
    /// `strlen()` compiled to an opcode, for non-string arguments.
    pub(crate) fn strlen_slow(&mut self, x: u32) -> Result<Value, Fault> {
        let v = self.operand(x)?;
        if let Value::Object(o) = &v {
            if crate::classes::class_of(o).is_some_and(|c| c.find_method(b"__toString").is_some()) {
                return Ok(Value::Int(self.object_to_string(o)?.len() as i64));
            }
        }
        let strict = self
            .frames
            .last()
            .map(|f| f.func.code.strict_types)
            .unwrap_or(false);
        if strict && !matches!(v, Value::Str(_)) {
            let msg = format!(
                "strlen(): Argument #1 ($string) must be of type string, {} given",
                given_type(&v)
            );
            return Err(self.throw_error("TypeError", msg));
        }
        let v = match v {
            Value::Null => {
                self.raise(
                    ErrorLevel::Deprecated,
                    "strlen(): Passing null to parameter #1 ($string) of type string is deprecated",
                )?;
                return Ok(Value::Int(0));
            }
            v => v,
        };
        match &v {
            Value::Str(s) => Ok(Value::Int(s.len() as i64)),
            Value::Int(_) | Value::Float(_) | Value::Bool(_) => {
                Ok(Value::Int(v.to_php_str().len() as i64))
            }
            _ => {
                let msg = format!(
                    "strlen(): Argument #1 (${}) must be of type string, {} given",
                    STRLEN_SPEC.name,
                    given_type(&v)
                );
                Err(self.throw_error("TypeError", msg))
            }
        }
    }

    /// `count()` (`sizeof()`) compiled to an opcode, for non-array arguments.
    pub(crate) fn count_slow(&mut self, x: u32, sizeof: bool) -> Result<Value, Fault> {
        let v = self.operand(x)?;
        match &v {
            Value::Array(a) => Ok(Value::Int(a.len() as i64)),
            // php calls `->count()` and takes its result as an int, silently.
            Value::Object(o)
                if o.class_name() == b"WeakMap" && crate::weakrefs::is_weak_class(o) =>
            {
                let m = crate::weakrefs::method(o, b"count").expect("WeakMap::count");
                (m.func)(self, &mut [v.clone()])
            }
            Value::Object(o) if o.instance_of(b"countable") => {
                let method = rphp_value::PhpArray::from_list(vec![v.clone(), Value::from("count")]);
                let n = self.call_value(&Value::Array(method), Vec::new())?;
                Ok(Value::Int(rphp_value::convert::to_int(&n.get())))
            }
            _ => {
                let msg = format!(
                    "{}(): Argument #1 ($value) must be of type Countable|array, {} given",
                    if sizeof { "sizeof" } else { "count" },
                    given_type(&v)
                );
                Err(self.throw_error("TypeError", msg))
            }
        }
    }

    pub(crate) fn match_error(&mut self, v: &Value) -> Fault {
        let shown = match v {
            Value::Str(s) => {
                let b = s.as_bytes();
                let (body, more) = if b.len() > 15 {
                    (&b[..15], true)
                } else {
                    (b, false)
                };
                let mut out = String::from("'");
                for c in String::from_utf8_lossy(body).chars() {
                    match c {
                        '\'' => out.push_str("\\'"),
                        '\\' => out.push_str("\\\\"),
                        c => out.push(c),
                    }
                }
                if more {
                    out.push_str("...");
                }
                out.push('\'');
                out
            }
            Value::Int(i) => i.to_string(),
            Value::Float(f) => {
                let mut b = Vec::new();
                rphp_value::float::append_float_export(*f, &mut b);
                String::from_utf8_lossy(&b).into_owned()
            }
            Value::Bool(b) => {
                if *b {
                    "true".into()
                } else {
                    "false".into()
                }
            }
            Value::Null => "NULL".into(),
            v => format!("of type {}", given_type(v)),
        };
        self.throw_error(
            "UnhandledMatchError",
            format!("Unhandled match case {shown}"),
        )
    }

    pub(crate) fn throw_value(&mut self, v: Value) -> Fault {
        if throwable_data(&v).is_some() {
            self.sync_from_props(&v);
            return Fault::Throw(v);
        }
        self.throw_error("Error", "Can only throw objects")
    }

    /// `$e->getMessage()` and friends on built-in throwables.
    pub(crate) fn method_call(&mut self, obj: u32, name: u32) -> Result<Value, Fault> {
        let o = self.operand(obj)?;
        let n = self.operand(name)?;
        self.throwable_method(o, n)
    }

    /// `$e->getMessage()` and friends on built-in throwables (operands as values).
    pub(crate) fn throwable_method(&mut self, o: Value, n: Value) -> Result<Value, Fault> {
        let method = n.to_php_str().to_string_lossy().to_ascii_lowercase();
        let Some(t) = throwable_data(&o).map(|t| t.clone()) else {
            let msg = format!(
                "Call to a member function {}() on {}",
                n.to_php_str().to_string_lossy(),
                given_type(&o)
            );
            return Err(self.throw_error("Error", msg));
        };
        Ok(match method.as_str() {
            "getmessage" => Value::Str(t.message.clone()),
            "getcode" => Value::Int(t.code),
            "getseverity" => Value::Int(t.severity),
            "getfile" => s(t.file.clone()),
            "getline" => Value::Int(t.line as i64),
            "getprevious" => t.previous.clone().unwrap_or(Value::Null),
            "gettraceasstring" => s(render_trace(&t.trace)),
            "__tostring" => s(crate::errors::render_throwable(&t)),
            "gettrace" => crate::throwables::trace_array(&t.trace),
            _ => {
                let msg = format!(
                    "Call to undefined method {}::{}()",
                    t.class,
                    n.to_php_str().to_string_lossy()
                );
                return Err(self.throw_error("Error", msg));
            }
        })
    }

    /// `new Exception($message, $code, $previous)` for the built-in throwables.
    pub(crate) fn new_op(&mut self, class: u32, args: u32) -> Result<Value, Fault> {
        let c = self.operand(class)?;
        let name = c.to_php_str().to_string_lossy();
        let name = name.trim_start_matches('\\');
        let Some(canon) = canonical_class(name) else {
            let msg = format!("Class \"{name}\" not found");
            return Err(self.throw_error("Error", msg));
        };
        let args = match self.operand(args)? {
            Value::Array(a) => a,
            _ => PhpArray::new(),
        };
        let get = |i: i64, n: &str| {
            args.get_int(i)
                .or_else(|| args.get_str(n.as_bytes()))
                .map(|v| v.get())
        };
        let message = match get(0, "message") {
            Some(v) => self.str_conv(&v)?,
            None => PhpStr::new(),
        };
        let code = get(1, "code").map(|v| v.to_int()).unwrap_or(0);
        let is_ee = canon == "ErrorException";
        let severity = if is_ee {
            get(2, "severity").map(|v| v.to_int()).unwrap_or(1)
        } else {
            0
        };
        let previous = get(if canon == "ErrorException" { 5 } else { 2 }, "previous")
            .filter(|v| throwable_data(v).is_some());
        let (mut file, mut line) = self.location();
        if is_ee {
            if let Some(Value::Str(f)) = get(3, "filename") {
                file = f.as_bytes().to_vec();
            }
            if let Some(l) = get(4, "line").filter(|l| !matches!(l, Value::Null)) {
                line = l.to_int() as u32;
            }
        }
        let trace = self.capture_trace();
        let data = ThrowableData {
            class: canon.to_string(),
            message,
            code,
            file,
            line,
            trace,
            previous,
            severity,
        };
        Ok(self.throwable_object(data))
    }
}
