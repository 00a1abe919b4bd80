//! Stream options: `stream_isatty`, `stream_set_blocking`,
//! `stream_set_timeout`, `stream_set_chunk_size`, the read/write buffer
//! settings, their `socket_*`/`set_file_buffer` aliases, `socket_get_status`
//! and `stream_resolve_include_path`.
//!
//! rphp has no sockets, so the results are those php gives for files, pipes
//! and memory streams: a timeout cannot be set, blocking mode is recorded
//! (the metadata's `blocked`), a read buffer can always be changed and a
//! write buffer only on the streams php keeps behind a C `FILE` (the
//! standard streams and `popen` pipes).

use super::file_fns::{stream_arg, with};
use super::Backend;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, Int, Mixed, String as Str};
use rphp_value::{Fault, ParamSpec as P, Value};

const STREAM: P = P::req("stream", Mixed);

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!("stream_isatty", [STREAM], stream_isatty),
    engine!(
        "stream_set_blocking",
        [STREAM, P::req("enable", Bool)],
        stream_set_blocking
    ),
    engine!(
        "socket_set_blocking",
        [STREAM, P::req("enable", Bool)],
        socket_set_blocking
    ),
    engine!(
        "stream_set_timeout",
        [
            STREAM,
            P::req("seconds", Int),
            P::opt("microseconds", Int, "0")
        ],
        stream_set_timeout
    ),
    engine!(
        "socket_set_timeout",
        [
            STREAM,
            P::req("seconds", Int),
            P::opt("microseconds", Int, "0")
        ],
        socket_set_timeout
    ),
    engine!(
        "stream_set_chunk_size",
        [STREAM, P::req("size", Int)],
        stream_set_chunk_size
    ),
    engine!(
        "stream_set_read_buffer",
        [STREAM, P::req("size", Int)],
        stream_set_read_buffer
    ),
    engine!(
        "stream_set_write_buffer",
        [STREAM, P::req("size", Int)],
        stream_set_write_buffer
    ),
    engine!(
        "set_file_buffer",
        [STREAM, P::req("size", Int)],
        set_file_buffer
    ),
    engine!("socket_get_status", [STREAM], socket_get_status),
    engine!(
        "stream_resolve_include_path",
        [P::req("filename", Str)],
        stream_resolve_include_path
    ),
];

fn stream_isatty(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "stream_isatty", a)?;
    let fd = with(vm, &r, |_, s| match s.backend {
        Backend::Std(fd) => Some(fd),
        _ => None,
    });
    Ok(Value::Bool(fd.is_some_and(|fd| vm.host.is_terminal(fd))))
}

/// php's `PHP_STREAM_OPTION_*` numbers, as a user wrapper's
/// `stream_set_option` receives them.
const OPTION_BLOCKING: i64 = 1;
const OPTION_READ_BUFFER: i64 = 2;
const OPTION_WRITE_BUFFER: i64 = 3;
const OPTION_READ_TIMEOUT: i64 = 4;

/// Forwards an option to a user wrapper's `stream_set_option` as php's
/// `php_userstreamop_set_option` does: `None` for other streams, else
/// whether the method returned something true (a missing method warns and
/// counts as failure).
fn user_option(
    vm: &mut Vm,
    func: &str,
    r: &rphp_value::PhpResource,
    option: i64,
    arg1: i64,
    arg2: Value,
) -> Result<Option<bool>, Fault> {
    let Some(o) = with(vm, r, |_, s| s.user()) else {
        return Ok(None);
    };
    let args = vec![Value::Int(option), Value::Int(arg1), arg2];
    let v = super::user_wrapper::other(vm, func, &o, "stream_set_option", args)?;
    Ok(Some(v.is_some_and(|v| v.to_bool())))
}

/// A buffer setting as php passes it on: `STREAM_BUFFER_NONE` (0) with
/// the C library's `BUFSIZ` for size 0, else `STREAM_BUFFER_FULL` (2) and
/// the size. `None` for streams that are not a user wrapper's.
fn user_buffer(
    vm: &mut Vm,
    func: &str,
    r: &rphp_value::PhpResource,
    option: i64,
    size: i64,
) -> Result<Option<Value>, Fault> {
    let (mode, size) = if size == 0 { (0, 8192) } else { (2, size) };
    let ok = user_option(vm, func, r, option, mode, Value::Int(size))?;
    Ok(ok.map(|ok| Value::Int(if ok { 0 } else { -1 })))
}

fn set_blocking(vm: &mut Vm, func: &str, a: &[Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, func, a)?;
    let on = a.get(1).is_some_and(Value::to_bool);
    if let Some(ok) = user_option(vm, func, &r, OPTION_BLOCKING, i64::from(on), Value::Null)? {
        return Ok(Value::Bool(ok));
    }
    // Only streams over a descriptor report the mode back.
    with(vm, &r, |_, s| {
        if matches!(s.backend, Backend::File(_) | Backend::Std(_)) {
            s.blocking = on
        }
    });
    Ok(Value::Bool(true))
}

fn stream_set_blocking(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    set_blocking(vm, "stream_set_blocking", a)
}

fn socket_set_blocking(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    set_blocking(vm, "socket_set_blocking", a)
}

/// Only sockets and user wrappers take a timeout; every other stream rphp
/// has refuses one.
fn set_timeout(vm: &mut Vm, func: &str, a: &[Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, func, a)?;
    let secs = a.get(1).map_or(0, Value::to_int);
    let micros = a.get(2).map_or(0, Value::to_int);
    let (secs, micros) = (secs.wrapping_add(micros / 1_000_000), micros % 1_000_000);
    let ok = user_option(vm, func, &r, OPTION_READ_TIMEOUT, secs, Value::Int(micros))?;
    Ok(Value::Bool(ok.unwrap_or(false)))
}

fn stream_set_timeout(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    set_timeout(vm, "stream_set_timeout", a)
}

fn socket_set_timeout(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    set_timeout(vm, "socket_set_timeout", a)
}

fn stream_set_chunk_size(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "stream_set_chunk_size", a)?;
    let size = a.get(1).map_or(0, Value::to_int);
    let problem = if size <= 0 {
        "must be greater than 0"
    } else if size > i64::from(i32::MAX) {
        "is too large"
    } else {
        let old = with(vm, &r, |_, s| std::mem::replace(&mut s.chunk_size, size));
        return Ok(Value::Int(old));
    };
    Err(vm.throw_error(
        "ValueError",
        format!("stream_set_chunk_size(): Argument #2 ($size) {problem}"),
    ))
}

fn stream_set_read_buffer(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let func = "stream_set_read_buffer";
    let r = stream_arg(vm, func, a)?;
    let size = a.get(1).map_or(0, Value::to_int);
    if let Some(v) = user_buffer(vm, func, &r, OPTION_READ_BUFFER, size)? {
        return Ok(v);
    }
    Ok(Value::Int(0))
}

/// 0 where php's stream sits on a C `FILE` (standard streams, `popen`),
/// else -1 (EOF).
fn set_write_buffer(vm: &mut Vm, func: &str, a: &[Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, func, a)?;
    let size = a.get(1).map_or(0, Value::to_int);
    if let Some(v) = user_buffer(vm, func, &r, OPTION_WRITE_BUFFER, size)? {
        return Ok(v);
    }
    let buffered = with(vm, &r, |_, s| {
        matches!(s.backend, Backend::Std(_)) || s.child.is_some()
    });
    Ok(Value::Int(if buffered { 0 } else { -1 }))
}

fn stream_set_write_buffer(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    set_write_buffer(vm, "stream_set_write_buffer", a)
}

fn set_file_buffer(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    set_write_buffer(vm, "set_file_buffer", a)
}

fn socket_get_status(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    super::file_fns::meta_data(vm, "socket_get_status", a)
}

fn stream_resolve_include_path(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = a
        .first()
        .map(|v| v.to_php_str().as_bytes().to_vec())
        .unwrap_or_default();
    if name.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "stream_resolve_include_path(): Argument #1 ($filename) must not contain any null bytes",
        ));
    }
    if name.is_empty() {
        // php tries each include_path entry joined with nothing: the first
        // directory that exists.
        let ip = vm.ini.get_str("include_path");
        for dir in ip.split(':').filter(|d| !d.is_empty()) {
            let d = if dir == "." {
                vm.host.cwd()
            } else {
                dir.as_bytes().to_vec()
            };
            if let Some(p) = vm.host.realpath(&d) {
                return Ok(Value::Str(p.into()));
            }
        }
        return Ok(Value::Bool(false));
    }
    Ok(match vm.resolve_include(&name) {
        Some(p) => Value::Str(p.into()),
        None => Value::Bool(false),
    })
}
