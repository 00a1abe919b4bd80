//! `fopen` and the functions on an open stream: `fread`, `fwrite`, `fgets`,
//! `fseek`, `ftruncate`, `flock`, `stream_get_contents`, `tmpfile`, ...

use super::{bad_read, std_stream, str_value, Backend, Stream};
use crate::host::OpenMode;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, Int, Mixed, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpResource, Value};

const STREAM: P = P::req("stream", Mixed);

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!(
        "fopen",
        [
            P::req("filename", Str),
            P::req("mode", Str),
            P::opt("use_include_path", Bool, "false"),
            P::opt("context", Mixed, "null")
        ],
        |vm, a| crate::streams::opener(vm, "fopen", a, 3, 1, true, fopen)
    ),
    engine!("fclose", [STREAM], fclose),
    engine!("fread", [STREAM, P::req("length", Int)], fread),
    engine!(
        "fwrite",
        [
            STREAM,
            P::req("data", Str),
            P::opt("length", Int, "null").nullable()
        ],
        fwrite
    ),
    engine!(
        "fputs",
        [
            STREAM,
            P::req("data", Str),
            P::opt("length", Int, "null").nullable()
        ],
        fputs
    ),
    engine!(
        "fgets",
        [STREAM, P::opt("length", Int, "null").nullable()],
        fgets
    ),
    engine!("fgetc", [STREAM], fgetc),
    engine!("feof", [STREAM], feof),
    engine!(
        "fseek",
        [
            STREAM,
            P::req("offset", Int),
            P::opt("whence", Int, "SEEK_SET")
        ],
        fseek
    ),
    engine!("ftell", [STREAM], ftell),
    engine!("rewind", [STREAM], rewind),
    engine!("ftruncate", [STREAM, P::req("size", Int)], ftruncate),
    engine!("fflush", [STREAM], fflush),
    engine!(
        "flock",
        [
            STREAM,
            P::req("operation", Int),
            P::opt("would_block", Mixed, "null").by_ref()
        ],
        flock
    ),
    engine!("fpassthru", [STREAM], fpassthru),
    engine!(
        "stream_get_contents",
        [
            STREAM,
            P::opt("length", Int, "null").nullable(),
            P::opt("offset", Int, "-1")
        ],
        stream_get_contents
    ),
    engine!("stream_get_meta_data", [STREAM], stream_get_meta_data),
    engine!("tmpfile", [], tmpfile),
    engine!(
        "readfile",
        [
            P::req("filename", Str),
            P::opt("use_include_path", Bool, "false"),
            P::opt("context", Mixed, "null")
        ],
        |vm, a| crate::streams::opener(vm, "readfile", a, 2, 1, true, readfile)
    ),
    engine!(
        "get_resource_type",
        [P::req("resource", Mixed)],
        get_resource_type
    ),
    engine!(
        "get_resource_id",
        [P::req("resource", Mixed)],
        get_resource_id
    ),
];

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Resource(_) => "resource",
        v => v.debug_type(),
    }
}

/// The resource behind argument 0, or php's TypeError.
pub fn resource_arg(
    vm: &mut Vm,
    func: &str,
    param: &str,
    args: &[Value],
) -> Result<PhpResource, Fault> {
    match args.first().map(Value::get) {
        Some(Value::Resource(r)) => Ok(r),
        other => {
            let got = other.unwrap_or(Value::Null);
            Err(vm.throw_error(
                "TypeError",
                format!(
                    "{func}(): Argument #1 (${param}) must be of type resource, {} given",
                    type_name(&got)
                ),
            ))
        }
    }
}

/// The open stream behind argument 0, or php's TypeError.
pub fn stream_arg(vm: &mut Vm, func: &str, args: &[Value]) -> Result<PhpResource, Fault> {
    let r = resource_arg(vm, func, "stream", args)?;
    // A stream busy in an operation that runs PHP code (a user filter's
    // `$this->stream`) is still a stream.
    let is_stream = !r.is_closed() && {
        let p = r.0.payload.borrow();
        p.is::<Stream>() || p.is::<InUse>()
    };
    if !is_stream {
        return Err(vm.throw_error(
            "TypeError",
            format!("{func}(): supplied resource is not a valid stream resource"),
        ));
    }
    vm.close_dropped_streams();
    super::close_dropped_user(vm)?;
    Ok(r)
}

/// Runs `f` on the stream's state. `f` must not call back into PHP (no
/// diagnostics): a handler could reach the same stream.
pub fn with<T>(vm: &mut Vm, r: &PhpResource, f: impl FnOnce(&mut Vm, &mut Stream) -> T) -> T {
    // The stream is taken out of its resource while `f` runs: a user
    // filter's PHP code can run inside, and a use of this same stream from
    // there finds no stream (php forbids it too) instead of a busy borrow.
    let taken = std::mem::replace(
        &mut *r.0.payload.borrow_mut(),
        Box::new(InUse) as Box<dyn std::any::Any>,
    );
    let mut taken = match taken.downcast::<Stream>() {
        Ok(s) => s,
        Err(other) => {
            *r.0.payload.borrow_mut() = other;
            let mut dummy = Stream::new(Backend::Closed, false, false);
            return f(vm, &mut dummy);
        }
    };
    let out = f(vm, &mut taken);
    let mut slot = r.0.payload.borrow_mut();
    if slot.is::<InUse>() {
        *slot = taken;
    }
    out
}

/// What a stream resource holds while its stream is being worked on.
struct InUse;

fn warn(vm: &mut Vm, msg: &str) -> Result<Value, Fault> {
    vm.raise(ErrorLevel::Warning, msg)?;
    Ok(Value::Bool(false))
}

fn bytes_arg(a: &[Value], i: usize) -> Vec<u8> {
    match a.get(i) {
        Some(Value::Str(s)) => s.as_bytes().to_vec(),
        Some(v) => v.to_php_str().as_bytes().to_vec(),
        None => Vec::new(),
    }
}

fn int_arg(a: &[Value], i: usize, default: i64) -> i64 {
    match a.get(i) {
        Some(Value::Null) | None => default,
        Some(v) => v.to_int(),
    }
}

fn shown(p: &[u8]) -> String {
    String::from_utf8_lossy(p).into_owned()
}

/// What php's `fopen` mode letters ask of the file system.
pub fn parse_mode(mode: &[u8]) -> Option<OpenMode> {
    let plus = mode.contains(&b'+');
    let mut m = OpenMode::default();
    match mode.first()? {
        b'r' => {
            m.read = true;
            m.write = plus;
        }
        b'w' => {
            m.write = true;
            m.read = plus;
            m.truncate = true;
            m.create = true;
        }
        b'a' => {
            m.write = true;
            m.read = plus;
            m.append = true;
            m.create = true;
        }
        b'x' => {
            m.write = true;
            m.read = plus;
            m.create_new = true;
        }
        b'c' => {
            m.write = true;
            m.read = plus;
            m.create = true;
        }
        _ => return None,
    }
    Some(m)
}

/// Opens a `php://` stream; `Err` is the warning already raised.
pub fn open_php(
    vm: &mut Vm,
    func: &str,
    name: &[u8],
    mode: &[u8],
) -> Result<Option<Stream>, Fault> {
    let what = name[6..].to_ascii_lowercase();
    let fd = match what.as_slice() {
        b"stdin" | b"fd/0" => Some(0),
        b"stdout" | b"fd/1" => Some(1),
        b"stderr" | b"fd/2" => Some(2),
        _ => None,
    };
    let mut s = if let Some(fd) = fd {
        let mut s = std_stream(fd);
        s.mode = mode.to_vec();
        s
    } else if what == b"memory" || what == b"temp" || what.starts_with(b"temp/") {
        let read_only = mode == b"r" || mode == b"rb";
        let mut s = Stream::new(Backend::Memory(Vec::new(), 0), true, !read_only);
        s.stype = if what == b"memory" { "MEMORY" } else { "TEMP" };
        s.mode = if read_only {
            b"rb".to_vec()
        } else {
            b"w+b".to_vec()
        };
        s.append = mode.first() == Some(&b'a');
        s.seekable = true;
        s
    } else if what == b"output" {
        let mut s = Stream::new(Backend::Output, false, true);
        s.stype = "Output";
        s.mode = b"wb".to_vec();
        s
    } else if what == b"input" {
        let mut s = Stream::new(Backend::Input, true, false);
        s.stype = "Input";
        s.mode = b"rb".to_vec();
        s.seekable = true;
        s
    } else {
        vm.raise(
            ErrorLevel::Warning,
            &format!("{func}(): Invalid php:// URL specified"),
        )?;
        vm.raise(
            ErrorLevel::Warning,
            &format!(
                "{func}({}): Failed to open stream: operation failed",
                shown(name)
            ),
        )?;
        return Ok(None);
    };
    s.uri = name.to_vec();
    Ok(Some(s))
}

/// Opens a plain file as `fopen` does; `Err` carries the reason php prints.
pub fn open_file(vm: &mut Vm, path: &[u8], mode: &[u8]) -> Result<Stream, String> {
    let Some(m) = parse_mode(mode) else {
        return Err(format!("`{}' is not a valid mode for fopen", shown(mode)));
    };
    if m.write && vm.host.is_dir(path) {
        return Err("Is a directory".into());
    }
    let h = vm.host.open(path, m)?;
    let mut s = Stream::new(Backend::File(h), m.read, m.write);
    // php starts an append stream at 0 too: reads begin at the start, the
    // host puts every write at the end.
    s.append = m.append;
    s.wrapper = "plainfile";
    s.mode = mode.to_vec();
    s.uri = path.to_vec();
    s.seekable = true;
    s.path = vm.host.realpath(path).unwrap_or_else(|| path.to_vec());
    Ok(s)
}

/// A path with php's `file://` prefix removed.
pub fn local_path(p: &[u8]) -> &[u8] {
    if p.len() > 7 && p[..7].eq_ignore_ascii_case(b"file://") {
        &p[7..]
    } else {
        p
    }
}

fn fopen(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = bytes_arg(a, 0);
    let mode = bytes_arg(a, 1);
    if name.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "fopen(): Argument #1 ($filename) must not contain any null bytes",
        ));
    }
    if name.is_empty() {
        return Err(vm.throw_error("ValueError", "Path cannot be empty"));
    }
    vm.close_dropped_streams();
    super::close_dropped_user(vm)?;
    if let Some(class) = super::user_wrapper::class_for(vm, &name) {
        let options = if a.get(2).is_some_and(Value::to_bool) {
            1
        } else {
            0
        };
        let ctx = super::user_wrapper::context_of(a, 3);
        return Ok(
            match super::user_wrapper::open(vm, "fopen", &class, &name, &mode, options, ctx)? {
                Some(s) => vm.new_stream(s),
                None => Value::Bool(false),
            },
        );
    }
    if name.len() >= 6 && name[..6].eq_ignore_ascii_case(b"php://") {
        return Ok(match super::open_any(vm, "fopen", &name, &mode, true)? {
            Some(s) => vm.new_stream(s),
            None => Value::Bool(false),
        });
    }
    match open_file(vm, local_path(&name), &mode) {
        Ok(mut s) => {
            s.uri = name;
            Ok(vm.new_stream(s))
        }
        Err(e) => warn(
            vm,
            &format!("fopen({}): Failed to open stream: {e}", shown(&name)),
        ),
    }
}

/// Closes a stream's host side and releases its locks.
pub fn close(vm: &mut Vm, r: &PhpResource) {
    let (handle, tmp, child) = with(vm, r, |_, s| {
        let b = std::mem::replace(&mut s.backend, Backend::Closed);
        let tmp = std::mem::take(&mut s.tmp_path);
        (
            if let Backend::File(h) = b {
                Some(h)
            } else {
                None
            },
            tmp,
            s.child.take(),
        )
    });
    if let Some(h) = handle {
        vm.host.fd_close(h);
    }
    // php records every stream's close result where `pclose` reads it.
    vm.streams.pclose_ret = match child {
        Some(c) => exit_status(vm.host.child_wait(c)),
        None => 0,
    };
    if !tmp.is_empty() {
        let _ = vm.host.remove_file(&tmp);
    }
    let id = r.id();
    vm.streams.locks.retain(|l| l.1 != id);
    r.close();
}

fn fclose(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "fclose", a)?;
    super::close_stream(vm, "fclose", &r)?;
    Ok(Value::Bool(true))
}

fn fread(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "fread", a)?;
    let n = int_arg(a, 1, 0);
    if n <= 0 {
        return Err(vm.throw_error(
            "ValueError",
            "fread(): Argument #2 ($length) must be greater than 0",
        ));
    }
    let (readable, output) = with(vm, &r, |_, s| {
        (s.readable, matches!(s.backend, Backend::Output))
    });
    if output {
        return Ok(Value::Bool(false));
    }
    if !readable {
        bad_read(vm, "fread")?;
        return Ok(Value::Bool(false));
    }
    // A pipe's read(2) gives what one chunk holds, not necessarily all `n`.
    super::set_func(vm, "fread");
    let (out, failed) = with(vm, &r, |vm, s| {
        let pipe = matches!(s.backend, Backend::Std(_)) || s.pipe;
        let out = s.read(vm, n as usize, false, pipe);
        (out, std::mem::take(&mut s.read_failed))
    });
    let out = out?;
    if failed && out.is_empty() {
        return Ok(Value::Bool(false));
    }
    Ok(str_value(out))
}

fn fwrite(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    write_to(vm, "fwrite", a)
}

fn fputs(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    write_to(vm, "fputs", a)
}

fn write_to(vm: &mut Vm, func: &str, a: &[Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, func, a)?;
    let data = bytes_arg(a, 1);
    let len = match a.get(2) {
        Some(Value::Null) | None => data.len(),
        Some(v) => v.to_int().clamp(0, data.len() as i64) as usize,
    };
    if len == 0 {
        return Ok(Value::Int(0));
    }
    write_bytes(vm, func, &r, &data[..len])
}

/// Writes to an open stream as `fwrite` does (also `fprintf`, `fputcsv`):
/// the count written, or false with php's notice.
pub fn write_bytes(vm: &mut Vm, func: &str, r: &PhpResource, bytes: &[u8]) -> Result<Value, Fault> {
    let (writable, output, memory) = with(vm, r, |_, s| {
        (
            s.writable,
            matches!(s.backend, Backend::Output),
            matches!(s.backend, Backend::Memory(..)),
        )
    });
    if output {
        vm.echo_bytes(bytes);
        return Ok(Value::Int(bytes.len() as i64));
    }
    if !writable {
        if !memory {
            vm.raise(
                ErrorLevel::Notice,
                &format!(
                    "{func}(): Write of {} bytes failed with errno=9 Bad file descriptor",
                    bytes.len()
                ),
            )?;
        }
        return Ok(Value::Bool(false));
    }
    if super::filters::has_write_filters(vm, r) {
        return super::filters::write(vm, func, r, bytes, super::filters::FLAG_NORMAL);
    }
    if let Some(o) = with(vm, r, |_, s| s.user()) {
        return super::user_wrapper::write(vm, func, r, &o, bytes);
    }
    match with(vm, r, |vm, s| s.write(vm, bytes)) {
        Some(n) => Ok(Value::Int(n as i64)),
        None => Ok(Value::Bool(false)),
    }
}

/// Reads a line as `fgets` does (also `fgetcsv`, `fscanf`): `Ok(None)` at
/// end of file or when the stream cannot be read (after php's notice).
pub fn read_line(
    vm: &mut Vm,
    func: &str,
    r: &PhpResource,
    max: usize,
) -> Result<Option<Vec<u8>>, Fault> {
    let (readable, output) = with(vm, r, |_, s| {
        (s.readable, matches!(s.backend, Backend::Output))
    });
    if output {
        return Ok(None);
    }
    if !readable {
        bad_read(vm, func)?;
        return Ok(None);
    }
    super::set_func(vm, func);
    let line = with(vm, r, |vm, s| s.read(vm, max, true, false))?;
    Ok(if line.is_empty() { None } else { Some(line) })
}

fn fgets(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "fgets", a)?;
    let max = match a.get(1) {
        Some(Value::Null) | None => usize::MAX,
        Some(v) => {
            let n = v.to_int();
            if n <= 0 {
                return Err(vm.throw_error(
                    "ValueError",
                    "fgets(): Argument #2 ($length) must be greater than 0",
                ));
            }
            (n - 1) as usize
        }
    };
    if max == 0 {
        return Ok(Value::Bool(false));
    }
    Ok(match read_line(vm, "fgets", &r, max)? {
        Some(l) => str_value(l),
        None => Value::Bool(false),
    })
}

fn fgetc(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "fgetc", a)?;
    let (readable, output) = with(vm, &r, |_, s| {
        (s.readable, matches!(s.backend, Backend::Output))
    });
    if output {
        return Ok(Value::Bool(false));
    }
    if !readable {
        bad_read(vm, "fgetc")?;
        return Ok(Value::Bool(false));
    }
    super::set_func(vm, "fgetc");
    let c = with(vm, &r, |vm, s| s.read(vm, 1, false, false))?;
    Ok(if c.is_empty() {
        Value::Bool(false)
    } else {
        str_value(c)
    })
}

fn feof(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "feof", a)?;
    if let Some(o) = with(vm, &r, |_, s| s.user()) {
        return Ok(Value::Bool(super::user_wrapper::eof(vm, &r, &o)?));
    }
    Ok(Value::Bool(with(vm, &r, |_, s| s.eof)))
}

fn fseek(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "fseek", a)?;
    let offset = int_arg(a, 1, 0);
    let whence = int_arg(a, 2, 0);
    seek_or_warn(vm, &r, offset, whence).map(|ok| Value::Int(if ok { 0 } else { -1 }))
}

/// Seeks, with php's warning for a stream that cannot seek at all.
fn seek_or_warn(vm: &mut Vm, r: &PhpResource, offset: i64, whence: i64) -> Result<bool, Fault> {
    if let Some(o) = with(vm, r, |_, s| s.user()) {
        return super::user_wrapper::seek(vm, "fseek", r, &o, offset, whence);
    }
    let seekable = with(vm, r, |_, s| s.seekable);
    if !seekable {
        vm.raise(
            ErrorLevel::Warning,
            "fseek(): Stream does not support seeking",
        )?;
        Ok(false)
    } else {
        Ok(with(vm, r, |vm, s| s.seek(vm, offset, whence)))
    }
}

fn ftell(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "ftell", a)?;
    let pos = with(vm, &r, |_, s| s.pos);
    Ok(if pos < 0 {
        Value::Bool(false)
    } else {
        Value::Int(pos)
    })
}

fn rewind(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "rewind", a)?;
    if let Some(o) = with(vm, &r, |_, s| s.user()) {
        return Ok(Value::Bool(super::user_wrapper::seek(
            vm, "rewind", &r, &o, 0, 0,
        )?));
    }
    let seekable = with(vm, &r, |_, s| s.seekable);
    if !seekable {
        vm.raise(
            ErrorLevel::Warning,
            "rewind(): Stream does not support seeking",
        )?;
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(with(vm, &r, |vm, s| s.seek(vm, 0, 0))))
}

fn ftruncate(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "ftruncate", a)?;
    let size = int_arg(a, 1, 0);
    if size < 0 {
        return Err(vm.throw_error(
            "ValueError",
            "ftruncate(): Argument #2 ($size) must be greater than or equal to 0",
        ));
    }
    if let Some(o) = with(vm, &r, |_, s| s.user()) {
        return user_truncate(vm, &o, size);
    }
    let (writable, kind) = with(vm, &r, |_, s| {
        (
            s.writable,
            match s.backend {
                Backend::File(h) => Some(Some(h)),
                Backend::Memory(..) => Some(None),
                _ => None,
            },
        )
    });
    match kind {
        None => warn(vm, "ftruncate(): Can't truncate this stream!"),
        Some(_) if !writable => Ok(Value::Bool(false)),
        Some(Some(h)) => {
            with(vm, &r, |vm, s| s.unread(vm));
            Ok(Value::Bool(vm.host.fd_truncate(h, size as u64).is_ok()))
        }
        Some(None) => {
            with(vm, &r, |_, s| {
                if let Backend::Memory(d, _) = &mut s.backend {
                    d.resize(size as usize, 0);
                }
            });
            Ok(Value::Bool(true))
        }
    }
}

/// `ftruncate` on a user stream (`stream_truncate`): php refuses streams
/// whose class cannot truncate before asking.
fn user_truncate(vm: &mut Vm, o: &rphp_value::PhpObject, size: i64) -> Result<Value, Fault> {
    let can = crate::classes::class_of(o).is_some_and(|c| c.has_method(b"stream_truncate"));
    if !can {
        return warn(vm, "ftruncate(): Can't truncate this stream!");
    }
    let got = vm.call_obj_method(o, "stream_truncate", vec![Value::Int(size)])?;
    Ok(Value::Bool(got.to_bool()))
}

fn fflush(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "fflush", a)?;
    if super::filters::has_write_filters(vm, &r) {
        let flags = super::filters::FLAG_FLUSH_INC;
        super::filters::write(vm, "fflush", &r, b"", flags)?;
    }
    // A flush forgets that the stream was written (no second flush on close).
    if let Some(o) = with(vm, &r, |_, s| {
        s.user_written = false;
        s.user()
    }) {
        return Ok(Value::Bool(super::user_wrapper::flush(vm, &o)?));
    }
    Ok(Value::Bool(true))
}

fn flock(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "flock", a)?;
    let op = int_arg(a, 1, 0);
    let act = op & 3;
    if act == 0 {
        return Err(vm.throw_error(
            "ValueError",
            "flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN",
        ));
    }
    let set_block = |a: &mut [Value], v: i64| {
        if let Some(Value::Ref(rf)) = a.get(2) {
            rf.set(Value::Int(v));
        }
    };
    set_block(a, 0);
    if let Some(o) = with(vm, &r, |_, s| s.user()) {
        let got = super::user_wrapper::other(vm, "flock", &o, "stream_lock", vec![Value::Int(op)])?;
        return Ok(Value::Bool(got.is_some_and(|v| v.to_bool())));
    }
    let (file, path) = with(vm, &r, |_, s| (s.is_file(), s.path.clone()));
    if !file {
        return Ok(Value::Bool(false));
    }
    let id = r.id();
    let locks = &mut vm.streams.locks;
    if act == 3 {
        locks.retain(|l| l.1 != id);
        return Ok(Value::Bool(true));
    }
    let exclusive = act == 2;
    let conflict = locks
        .iter()
        .any(|l| l.0 == path && l.1 != id && (exclusive || l.2));
    if conflict {
        // Another stream of this request holds it: blocking would never end.
        if op & 4 != 0 {
            set_block(a, 1);
        }
        return Ok(Value::Bool(false));
    }
    locks.retain(|l| l.1 != id);
    locks.push((path, id, exclusive));
    Ok(Value::Bool(true))
}

fn fpassthru(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "fpassthru", a)?;
    let readable = with(vm, &r, |_, s| s.readable);
    if !readable {
        bad_read(vm, "fpassthru")?;
        return Ok(Value::Int(0));
    }
    super::set_func(vm, "fpassthru");
    let rest = with(vm, &r, |vm, s| s.read(vm, usize::MAX, false, false))?;
    vm.echo_bytes(&rest);
    Ok(Value::Int(rest.len() as i64))
}

fn stream_get_contents(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "stream_get_contents", a)?;
    let max = match a.get(1) {
        Some(Value::Null) | None => usize::MAX,
        Some(v) => {
            let n = v.to_int();
            if n < -1 {
                return Err(vm.throw_error(
                    "ValueError",
                    "stream_get_contents(): Argument #2 ($length) must be greater than or equal to -1",
                ));
            }
            if n == -1 {
                usize::MAX
            } else {
                n as usize
            }
        }
    };
    let offset = int_arg(a, 2, -1);
    if offset >= 0 {
        let (seekable, pos) = with(vm, &r, |_, s| (s.seekable, s.pos));
        if !seekable {
            vm.raise(
                ErrorLevel::Warning,
                "stream_get_contents(): Stream does not support seeking",
            )?;
        }
        if !seekable || (pos != offset && !with(vm, &r, |vm, s| s.seek(vm, offset, 0))) {
            return warn(
                vm,
                &format!(
                    "stream_get_contents(): Failed to seek to position {offset} in the stream"
                ),
            );
        }
    }
    let (readable, output) = with(vm, &r, |_, s| {
        (s.readable, matches!(s.backend, Backend::Output))
    });
    if output {
        return Ok(str_value(Vec::new()));
    }
    if !readable {
        bad_read(vm, "stream_get_contents")?;
        return Ok(str_value(Vec::new()));
    }
    if max == 0 {
        return Ok(str_value(Vec::new()));
    }
    super::set_func(vm, "stream_get_contents");
    if max != usize::MAX {
        // php reads a user stream until it has the length or it ends.
        if let Some(o) = with(vm, &r, |_, s| s.user()) {
            let got = super::user_wrapper::read_upto(vm, &r, &o, max)?;
            return Ok(str_value(got));
        }
    }
    if max == usize::MAX {
        // php sizes its buffer from the stream's stat first.
        if let Some(o) = with(vm, &r, |_, s| s.user()) {
            super::user_wrapper::fstat(vm, "stream_get_contents", &o)?;
        }
    }
    Ok(str_value(with(vm, &r, |vm, s| {
        s.read(vm, max, false, false)
    })?))
}

fn stream_get_meta_data(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    meta_data(vm, "stream_get_meta_data", a)
}

/// `stream_get_meta_data` and its alias `socket_get_status`.
pub fn meta_data(vm: &mut Vm, func: &str, a: &[Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, func, a)?;
    let mut out = PhpArray::new();
    with(vm, &r, |_, s| {
        if s.stype != "TEMP" {
            out.insert(ArrayKey::from_bytes(b"timed_out"), Value::Bool(false));
            out.insert(ArrayKey::from_bytes(b"blocked"), Value::Bool(s.blocking));
            out.insert(ArrayKey::from_bytes(b"eof"), Value::Bool(s.eof));
        }
        if let Some(o) = s.user() {
            out.insert(ArrayKey::from_bytes(b"wrapper_data"), Value::Object(o));
        }
        if !s.pipe {
            out.insert(ArrayKey::from_bytes(b"wrapper_type"), str_value(s.wrapper));
        }
        out.insert(ArrayKey::from_bytes(b"stream_type"), str_value(s.stype));
        out.insert(ArrayKey::from_bytes(b"mode"), str_value(s.mode.clone()));
        out.insert(
            ArrayKey::from_bytes(b"unread_bytes"),
            Value::Int(s.unread_bytes() as i64),
        );
        out.insert(ArrayKey::from_bytes(b"seekable"), Value::Bool(s.seekable));
        if !s.pipe {
            out.insert(ArrayKey::from_bytes(b"uri"), str_value(s.uri.clone()));
        }
    });
    Ok(Value::Array(out))
}

/// A new file in the system's temporary directory, opened `r+b` and removed
/// when closed.
fn tmpfile(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    vm.close_dropped_streams();
    let dir = crate::fs_fns::temp_dir(vm);
    let Some(path) = crate::fs_fns::create_unique(vm, &dir, b"php") else {
        return Ok(Value::Bool(false));
    };
    match open_file(vm, &path, b"r+b") {
        Ok(mut s) => {
            s.tmp_path = path;
            Ok(vm.new_stream(s))
        }
        Err(_) => Ok(Value::Bool(false)),
    }
}

fn readfile(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = bytes_arg(a, 0);
    if name.is_empty() {
        return Err(vm.throw_error("ValueError", "Path cannot be empty"));
    }
    if name.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "readfile(): Argument #1 ($filename) must not contain any null bytes",
        ));
    }
    if let Some(class) = super::user_wrapper::class_for(vm, &name) {
        let ctx = super::user_wrapper::context_of(a, 2);
        let got =
            super::user_wrapper::read_all(vm, "readfile", &class, &name, ctx, false, 0, None)?;
        return Ok(got.map_or(Value::Bool(false), |d| Value::Int(d.len() as i64)));
    }
    let filtered = crate::fs_fns::filtered_source(vm, "readfile", &name)?;
    if let Some(got) = filtered {
        return Ok(match got {
            Ok(d) => {
                vm.echo_bytes(&d);
                Value::Int(d.len() as i64)
            }
            Err(()) => Value::Bool(false),
        });
    }
    match crate::fs_fns::read_source(vm, &name) {
        Ok(d) => {
            vm.echo_bytes(&d);
            Ok(Value::Int(d.len() as i64))
        }
        Err(e) => warn(
            vm,
            &format!("readfile({}): Failed to open stream: {e}", shown(&name)),
        ),
    }
}

fn get_resource_type(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = resource_arg(vm, "get_resource_type", "resource", a)?;
    Ok(str_value(r.kind()))
}

fn get_resource_id(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = resource_arg(vm, "get_resource_id", "resource", a)?;
    Ok(Value::Int(r.id()))
}

/// php's status for a waited child: the exit code, or the raw wait status
/// (the signal number) for a killed one; -1 when there was nothing to wait for.
pub fn exit_status(e: Option<crate::host::ChildExit>) -> i64 {
    match e {
        Some(crate::host::ChildExit::Exited(c)) => i64::from(c),
        Some(crate::host::ChildExit::Signaled(s)) => i64::from(s),
        None => -1,
    }
}
