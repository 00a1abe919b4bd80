//! File-system and process builtins (`file_get_contents`, `file_put_contents`,
//! `mkdir`, `chdir`, `getmypid`, ...). They live in the VM because they need
//! the [`Host`](crate::host::Host): core/ does no I/O of its own, so every
//! call here goes through the host, whose errors carry the OS's reason as PHP
//! prints it.

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, Int, Mixed, String as Str};
use rphp_value::{ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpStr, Value};

const FILE_USE_INCLUDE_PATH: i64 = 1;
const FILE_IGNORE_NEW_LINES: i64 = 2;
const FILE_SKIP_EMPTY_LINES: i64 = 4;
const FILE_APPEND: i64 = 8;

static FS: &[EngineBuiltin] = &[
    engine!("getmypid", [], getmypid),
    engine!("getcwd", [], getcwd),
    engine!("chdir", [P::req("directory", Str)], chdir),
    engine!(
        "file_get_contents",
        [
            P::req("filename", Str),
            P::opt("use_include_path", Bool, "false"),
            P::opt("context", Mixed, "null"),
            P::opt("offset", Int, "0"),
            P::opt("length", Int, "null").nullable()
        ],
        |vm, a| crate::streams::opener(vm, "file_get_contents", a, 2, 1, true, file_get_contents)
    ),
    engine!(
        "file_put_contents",
        [
            P::req("filename", Str),
            P::req("data", Mixed),
            P::opt("flags", Int, "0"),
            P::opt("context", Mixed, "null")
        ],
        |vm, a| crate::streams::opener(vm, "file_put_contents", a, 3, 1, true, file_put_contents)
    ),
    engine!(
        "file",
        [
            P::req("filename", Str),
            P::opt("flags", Int, "0"),
            P::opt("context", Mixed, "null")
        ],
        |vm, a| crate::streams::opener(vm, "file", a, 2, 1, true, file)
    ),
    engine!("file_exists", [P::req("filename", Str)], file_exists),
    engine!("is_file", [P::req("filename", Str)], is_file),
    engine!("is_dir", [P::req("filename", Str)], is_dir),
    engine!("is_readable", [P::req("filename", Str)], file_exists),
    engine!("is_writable", [P::req("filename", Str)], file_exists),
    engine!("is_writeable", [P::req("filename", Str)], file_exists),
    engine!("filesize", [P::req("filename", Str)], filesize),
    engine!(
        "touch",
        [
            P::req("filename", Str),
            P::opt("mtime", Int, "null").nullable(),
            P::opt("atime", Int, "null").nullable()
        ],
        touch
    ),
    engine!(
        "unlink",
        [P::req("filename", Str), P::opt("context", Mixed, "null")],
        |vm, a| crate::streams::opener(vm, "unlink", a, 1, 1, true, unlink)
    ),
    engine!(
        "mkdir",
        [
            P::req("directory", Str),
            P::opt("permissions", Int, "0777"),
            P::opt("recursive", Bool, "false"),
            P::opt("context", Mixed, "null")
        ],
        |vm, a| crate::streams::opener(vm, "mkdir", a, 3, 1, true, mkdir)
    ),
    engine!(
        "rmdir",
        [P::req("directory", Str), P::opt("context", Mixed, "null")],
        |vm, a| crate::streams::opener(vm, "rmdir", a, 1, 1, true, rmdir)
    ),
    engine!("realpath", [P::req("path", Str)], realpath),
    engine!(
        "clearstatcache",
        [
            P::opt("clear_realpath_cache", Bool, "false"),
            P::opt("filename", Str, "\"\"")
        ],
        clearstatcache
    ),
    engine!(
        "tempnam",
        [P::req("directory", Str), P::req("prefix", Str)],
        tempnam
    ),
    engine!(
        "uniqid",
        [
            P::opt("prefix", Str, "\"\""),
            P::opt("more_entropy", Bool, "false")
        ],
        uniqid
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(FS);
    vm.define_ints(&[
        ("FILE_USE_INCLUDE_PATH", FILE_USE_INCLUDE_PATH),
        ("FILE_IGNORE_NEW_LINES", FILE_IGNORE_NEW_LINES),
        ("FILE_SKIP_EMPTY_LINES", FILE_SKIP_EMPTY_LINES),
        ("FILE_APPEND", FILE_APPEND),
        ("FILE_NO_DEFAULT_CONTEXT", 16),
    ]);
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

fn arg_bytes(a: &[Value], i: usize) -> Vec<u8> {
    a.get(i).map(bytes).unwrap_or_default()
}

fn arg_int(a: &[Value], i: usize) -> i64 {
    match a.get(i) {
        Some(Value::Null) | None => 0,
        Some(v) => v.to_int(),
    }
}

fn arg_bool(a: &[Value], i: usize) -> bool {
    a.get(i).is_some_and(|v| v.to_bool())
}

fn shown(p: &[u8]) -> String {
    String::from_utf8_lossy(p).into_owned()
}

fn warn(vm: &mut Vm, msg: &str) -> Result<Value, Fault> {
    vm.raise(ErrorLevel::Warning, msg)?;
    Ok(Value::Bool(false))
}

/// A file name PHP rejects before touching the file system.
fn check_path(vm: &mut Vm, func: &str, arg: u32, name: &str, p: &[u8]) -> Result<(), Fault> {
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): Argument #{arg} (${name}) must not contain any null bytes"),
        ));
    }
    Ok(())
}

fn getmypid(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(vm.host.pid()))
}

fn getcwd(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(s(vm.host.cwd()))
}

fn errno(reason: &str) -> i32 {
    match reason {
        "Operation not permitted" => 1,
        "No such file or directory" => 2,
        "Permission denied" => 13,
        "File exists" => 17,
        "Not a directory" => 20,
        "Is a directory" => 21,
        "Directory not empty" => 39,
        _ => 5,
    }
}

fn chdir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    check_path(vm, "chdir", 1, "directory", &p)?;
    match vm.host.set_cwd(&p) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => warn(vm, &format!("chdir(): {e} (errno {})", errno(&e))),
    }
}

/// Reads the rest of standard input.
fn read_all_stdin(vm: &mut Vm) -> Vec<u8> {
    vm.flush();
    let mut out = Vec::new();
    loop {
        let chunk = vm.host.read_stdin(8192);
        if chunk.is_empty() {
            return out;
        }
        out.extend_from_slice(&chunk);
    }
}

/// Whether a file name is a `php://filter` URL.
pub(crate) fn is_filter_url(p: &[u8]) -> bool {
    p.len() >= 12 && p[..12].eq_ignore_ascii_case(b"php://filter")
}

/// The contents behind a `php://filter` URL (`Err` after php's warnings);
/// `None` for any other name.
pub(crate) fn filtered_source(
    vm: &mut Vm,
    func: &str,
    p: &[u8],
) -> Result<Option<Result<Vec<u8>, ()>>, Fault> {
    if !is_filter_url(p) {
        return Ok(None);
    }
    Ok(Some(
        crate::streams::filters::read_url(vm, func, p, 0, None)?.ok_or(()),
    ))
}

/// The contents behind a file name for reading: a local file, `php://stdin`,
/// or an empty `php://memory`/`php://temp`. `Err` is the reason.
pub fn read_source(vm: &mut Vm, p: &[u8]) -> Result<Vec<u8>, String> {
    let lower = p.to_ascii_lowercase();
    if lower == b"php://stdin" {
        vm.streams.take_id();
        return Ok(read_all_stdin(vm));
    }
    if lower == b"php://memory" || lower.starts_with(b"php://temp") {
        vm.streams.take_id();
        return Ok(Vec::new());
    }
    let p = crate::streams::local_path(p);
    if vm.host.is_dir(p) {
        vm.streams.take_id();
        return Err("Is a directory".into());
    }
    let data = vm.host.read_file(p)?;
    // php numbers the stream it opened for this, too.
    vm.streams.take_id();
    Ok(data)
}

fn file_get_contents(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    check_path(vm, "file_get_contents", 1, "filename", &p)?;
    let offset = arg_int(a, 3);
    let length = match a.get(4) {
        Some(Value::Null) | None => None,
        Some(v) => Some(v.to_int()),
    };
    if let Some(l) = length {
        if l < 0 {
            return Err(vm.throw_error(
                "ValueError",
                "file_get_contents(): Argument #5 ($length) must be greater than or equal to 0",
            ));
        }
    }
    if p.is_empty() {
        return Err(vm.throw_error("ValueError", "Path cannot be empty"));
    }
    if let Some(class) = crate::streams::user_wrapper::class_for(vm, &p) {
        let ctx = crate::streams::user_wrapper::context_of(a, 2);
        let max = length.map(|l| l as usize);
        return Ok(
            match crate::streams::user_wrapper::read_all(
                vm,
                "file_get_contents",
                &class,
                &p,
                ctx,
                true,
                offset,
                max,
            )? {
                Some(d) => s(d),
                None => Value::Bool(false),
            },
        );
    }
    if is_filter_url(&p) {
        let max = length.map(|l| l as usize);
        let got = crate::streams::filters::read_url(vm, "file_get_contents", &p, offset, max)?;
        return Ok(got.map_or(Value::Bool(false), s));
    }
    let data = match filtered_source(vm, "file_get_contents", &p)? {
        Some(Ok(d)) => d,
        Some(Err(())) => return Ok(Value::Bool(false)),
        None => match read_source(vm, &p) {
            Ok(d) => d,
            Err(e) if e == "Is a directory" => {
                vm.raise(
                    ErrorLevel::Notice,
                    "file_get_contents(): Read of 8192 bytes failed with errno=21 Is a directory",
                )?;
                return Ok(s(Vec::new()));
            }
            Err(e) => {
                return warn(
                    vm,
                    &format!(
                        "file_get_contents({}): Failed to open stream: {e}",
                        shown(&p)
                    ),
                )
            }
        },
    };
    let start = if offset < 0 {
        let back = offset.unsigned_abs() as usize;
        if back > data.len() {
            return warn(
                vm,
                &format!("file_get_contents(): Failed to seek to position {offset} in the stream"),
            );
        }
        data.len() - back
    } else {
        let o = offset as usize;
        if o > data.len() {
            return warn(
                vm,
                &format!("file_get_contents(): Failed to seek to position {offset} in the stream"),
            );
        }
        o
    };
    let end = match length {
        Some(l) => start.saturating_add(l as usize).min(data.len()),
        None => data.len(),
    };
    Ok(s(data[start..end].to_vec()))
}

/// The bytes `file_put_contents` writes for its `$data`.
fn put_data(v: &Value) -> Vec<u8> {
    match v {
        Value::Ref(r) => put_data(&r.get()),
        Value::Array(arr) => {
            let mut out = Vec::new();
            for (_, x) in arr.iter() {
                out.extend_from_slice(&bytes(&x.get()));
            }
            out
        }
        v => bytes(v),
    }
}

fn file_put_contents(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    check_path(vm, "file_put_contents", 1, "filename", &p)?;
    let data = put_data(&a[1]);
    let flags = arg_int(a, 2);
    let n = Value::Int(data.len() as i64);
    if let Some(class) = crate::streams::user_wrapper::class_for(vm, &p) {
        let ctx = crate::streams::user_wrapper::context_of(a, 3);
        let (pieces, array) = match a[1].get() {
            Value::Array(arr) => (arr.iter().map(|(_, x)| bytes(&x.get())).collect(), true),
            _ => (vec![data], false),
        };
        let append = flags & FILE_APPEND != 0;
        let got =
            crate::streams::user_wrapper::write_all(vm, &class, &p, pieces, array, append, ctx)?;
        return Ok(got.map_or(Value::Bool(false), Value::Int));
    }
    if is_filter_url(&p) {
        let append = flags & FILE_APPEND != 0;
        return Ok(
            match crate::streams::filters::write_url(vm, "file_put_contents", &p, &data, append)? {
                Some(n) => Value::Int(n),
                None => Value::Bool(false),
            },
        );
    }
    let lower = p.to_ascii_lowercase();
    match lower.as_slice() {
        b"php://stdout" => {
            vm.streams.take_id();
            vm.flush();
            vm.host.write_stdout(&data);
            return Ok(n);
        }
        b"php://stderr" => {
            vm.streams.take_id();
            vm.flush();
            vm.host.write_stderr(&data);
            return Ok(n);
        }
        b"php://output" => {
            vm.streams.take_id();
            vm.echo_bytes(&data);
            return Ok(n);
        }
        b"php://memory" | b"php://temp" => {
            vm.streams.take_id();
            return Ok(n);
        }
        _ => {}
    }
    if p.is_empty() {
        return Err(vm.throw_error("ValueError", "Path cannot be empty"));
    }
    let p = crate::streams::local_path(&p).to_vec();
    let r = if vm.host.is_dir(&p) {
        Err("Is a directory".to_string())
    } else if flags & FILE_APPEND != 0 {
        vm.host.append_file(&p, &data)
    } else {
        vm.host.write_file(&p, &data)
    };
    if r.is_ok() {
        vm.streams.take_id();
    }
    match r {
        Ok(()) => Ok(n),
        Err(e) => warn(
            vm,
            &format!(
                "file_put_contents({}): Failed to open stream: {e}",
                shown(&p)
            ),
        ),
    }
}

fn file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    check_path(vm, "file", 1, "filename", &p)?;
    let flags = arg_int(a, 1);
    if !(0..=(FILE_USE_INCLUDE_PATH | FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES | 16))
        .contains(&flags)
    {
        return Err(vm.throw_error(
            "ValueError",
            "file(): Argument #2 ($flags) must be a valid flag value",
        ));
    }
    if p.is_empty() {
        return Err(vm.throw_error("ValueError", "Path cannot be empty"));
    }
    let user = match crate::streams::user_wrapper::class_for(vm, &p) {
        Some(class) => {
            let ctx = crate::streams::user_wrapper::context_of(a, 2);
            let r =
                crate::streams::user_wrapper::read_all(vm, "file", &class, &p, ctx, true, 0, None)?;
            match r {
                Some(d) => Some(d),
                None => return Ok(Value::Bool(false)),
            }
        }
        None => None,
    };
    let data = match user {
        Some(d) => d,
        None => match filtered_source(vm, "file", &p)? {
            Some(Ok(d)) => d,
            Some(Err(())) => return Ok(Value::Bool(false)),
            None => match read_source(vm, &p) {
                Ok(d) => d,
                Err(e) => {
                    return warn(
                        vm,
                        &format!("file({}): Failed to open stream: {e}", shown(&p)),
                    )
                }
            },
        },
    };
    let ignore_nl = flags & FILE_IGNORE_NEW_LINES != 0;
    let skip_empty = flags & FILE_SKIP_EMPTY_LINES != 0;
    let mut out = PhpArray::new();
    let mut start = 0;
    while start < data.len() {
        let end = match data[start..].iter().position(|&b| b == b'\n') {
            Some(i) => start + i + 1,
            None => data.len(),
        };
        let mut line = &data[start..end];
        if ignore_nl {
            if line.ends_with(b"\n") {
                line = &line[..line.len() - 1];
                if line.ends_with(b"\r") {
                    line = &line[..line.len() - 1];
                }
            }
            if skip_empty && line.is_empty() {
                start = end;
                continue;
            }
        }
        let _ = out.push(s(line.to_vec()));
        start = end;
    }
    Ok(Value::Array(out))
}

/// The stat a user wrapper gives a URL for the stat family (`None` for
/// any other name); php's flags: 4, plus 2 for existence checks.
fn user_stat(
    vm: &mut Vm,
    func: &str,
    p: &[u8],
    quiet: bool,
) -> Result<Option<Option<crate::host::FileStat>>, Fault> {
    match crate::streams::user_wrapper::class_for(vm, p) {
        Some(class) => {
            let flags = if quiet { 6 } else { 4 };
            crate::streams::user_wrapper::cached_stat(vm, func, &class, p, flags).map(Some)
        }
        None => Ok(None),
    }
}

fn file_exists(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    if p.contains(&0) {
        return Ok(Value::Bool(false));
    }
    if let Some(st) = user_stat(vm, "file_exists", &p, true)? {
        return Ok(Value::Bool(st.is_some()));
    }
    Ok(Value::Bool(vm.host.is_file(&p) || vm.host.is_dir(&p)))
}

fn is_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    if !p.contains(&0) {
        if let Some(st) = user_stat(vm, "is_file", &p, true)? {
            let m = crate::host::FileStat::S_IFMT;
            return Ok(Value::Bool(
                st.is_some_and(|s| s.mode & m == crate::host::FileStat::S_IFREG),
            ));
        }
    }
    Ok(Value::Bool(!p.contains(&0) && vm.host.is_file(&p)))
}

fn is_dir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    if !p.contains(&0) {
        if let Some(st) = user_stat(vm, "is_dir", &p, true)? {
            return Ok(Value::Bool(st.is_some_and(|s| s.is_dir())));
        }
    }
    Ok(Value::Bool(!p.contains(&0) && vm.host.is_dir(&p)))
}

fn filesize(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    if let Some(st) = user_stat(vm, "filesize", &p, false)? {
        return match st {
            Some(st) => Ok(Value::Int(st.size as i64)),
            None => warn(vm, &format!("filesize(): stat failed for {}", shown(&p))),
        };
    }
    match vm.host.stat(&p, true) {
        Ok(st) => Ok(Value::Int(st.size as i64)),
        Err(_) => warn(vm, &format!("filesize(): stat failed for {}", shown(&p))),
    }
}

fn touch(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    check_path(vm, "touch", 1, "filename", &p)?;
    let now = vm.host.now().0;
    let mtime = match a.get(1) {
        Some(Value::Null) | None => now,
        Some(v) => v.to_int(),
    };
    let atime = match a.get(2) {
        Some(Value::Null) | None => mtime,
        Some(v) => v.to_int(),
    };
    if let Some(class) = crate::streams::user_wrapper::class_for(vm, &p) {
        let times = match a.get(1) {
            Some(Value::Null) | None => PhpArray::new(),
            _ => PhpArray::from_list(vec![Value::Int(mtime), Value::Int(atime)]),
        };
        let args = vec![s(p), Value::Int(1), Value::Array(times)];
        return crate::streams::user_wrapper::url_op(
            vm,
            "touch",
            &class,
            "stream_metadata",
            args,
            None,
        );
    }
    if !vm.host.is_dir(&p) && !vm.host.is_file(&p) {
        if let Err(e) = vm.host.append_file(&p, b"") {
            return warn(
                vm,
                &format!("touch(): Unable to create file {} because {e}", shown(&p)),
            );
        }
    }
    match vm.host.set_times(&p, atime, mtime) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => warn(vm, &format!("touch(): Utime failed: {e}")),
    }
}

fn unlink(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    check_path(vm, "unlink", 1, "filename", &p)?;
    if let Some(class) = crate::streams::user_wrapper::class_for(vm, &p) {
        let ctx = crate::streams::user_wrapper::context_of(a, 1);
        return crate::streams::user_wrapper::url_op(
            vm,
            "unlink",
            &class,
            "unlink",
            vec![s(p)],
            ctx,
        );
    }
    // A symbolic link to a directory is a link: unlink removes it.
    let r = if vm.host.stat(&p, false).is_ok_and(|s| s.is_dir()) {
        Err("Is a directory".to_string())
    } else {
        vm.host.remove_file(&p)
    };
    match r {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => warn(vm, &format!("unlink({}): {e}", shown(&p))),
    }
}

fn mkdir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    check_path(vm, "mkdir", 1, "directory", &p)?;
    let recursive = arg_bool(a, 2);
    if let Some(class) = crate::streams::user_wrapper::class_for(vm, &p) {
        let ctx = crate::streams::user_wrapper::context_of(a, 3);
        let mode = a.get(1).map_or(0o777, Value::to_int);
        let options = 8 | i64::from(recursive);
        let args = vec![s(p), Value::Int(mode), Value::Int(options)];
        return crate::streams::user_wrapper::url_op(vm, "mkdir", &class, "mkdir", args, ctx);
    }
    let r = if vm.host.is_dir(&p) || vm.host.is_file(&p) {
        Err("File exists".to_string())
    } else {
        vm.host.make_dir(&p, recursive)
    };
    match r {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => warn(vm, &format!("mkdir(): {e}")),
    }
}

fn rmdir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = arg_bytes(a, 0);
    check_path(vm, "rmdir", 1, "directory", &p)?;
    if let Some(class) = crate::streams::user_wrapper::class_for(vm, &p) {
        let ctx = crate::streams::user_wrapper::context_of(a, 1);
        let args = vec![s(p), Value::Int(8)];
        return crate::streams::user_wrapper::url_op(vm, "rmdir", &class, "rmdir", args, ctx);
    }
    match vm.host.remove_dir(&p) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => warn(vm, &format!("rmdir({}): {e}", shown(&p))),
    }
}

fn realpath(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let mut p = arg_bytes(a, 0);
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "realpath(): Argument #1 ($path) must not contain any null bytes",
        ));
    }
    if p.is_empty() {
        p = b".".to_vec();
    }
    Ok(match vm.host.realpath(&p) {
        Some(r) => s(r),
        None => Value::Bool(false),
    })
}

/// rphp keeps no stat cache, so there is nothing to clear.
fn clearstatcache(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    vm.streams.stat_cache.clear();
    Ok(Value::Null)
}

/// A pseudo-random number from the clock, the pid and a counter (for names
/// that only need to differ: `tempnam`, `uniqid`'s extra entropy).
fn entropy(vm: &mut Vm, salt: u64) -> u64 {
    let (secs, nanos) = vm.host.now();
    let mut x = (secs as u64)
        .wrapping_mul(1_000_000_007)
        .wrapping_add(u64::from(nanos))
        .wrapping_add((vm.host.pid() as u64) << 32)
        .wrapping_add(salt.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    // splitmix64
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The system's temporary directory (`sys_get_temp_dir`'s answer).
pub(crate) fn temp_dir(vm: &mut Vm) -> Vec<u8> {
    let mut dir = vm
        .host
        .env(b"TMPDIR")
        .filter(|d| !d.is_empty())
        .unwrap_or_else(|| b"/tmp".to_vec());
    while dir.len() > 1 && dir.ends_with(b"/") {
        dir.pop();
    }
    dir
}

/// Creates an empty file `dir/prefixXXXXXX` that did not exist; its path.
pub(crate) fn create_unique(vm: &mut Vm, dir: &[u8], prefix: &[u8]) -> Option<Vec<u8>> {
    const CHARS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    for attempt in 0..100u64 {
        let mut x = entropy(vm, attempt);
        let mut path = dir.to_vec();
        if !path.ends_with(b"/") {
            path.push(b'/');
        }
        path.extend_from_slice(prefix);
        for _ in 0..6 {
            path.push(CHARS[(x % CHARS.len() as u64) as usize]);
            x /= CHARS.len() as u64;
        }
        if vm.host.is_file(&path) || vm.host.is_dir(&path) {
            continue;
        }
        let mode = crate::host::OpenMode {
            write: true,
            create_new: true,
            ..Default::default()
        };
        return match vm.host.open(&path, mode) {
            Ok(h) => {
                vm.host.fd_close(h);
                Some(path)
            }
            Err(_) => None,
        };
    }
    None
}

fn tempnam(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let mut dir = arg_bytes(a, 0);
    let mut prefix = arg_bytes(a, 1);
    prefix.truncate(63);
    if let Some(i) = prefix.iter().rposition(|&b| b == b'/') {
        prefix.drain(..=i);
    }
    if dir.is_empty() || !vm.host.is_dir(&dir) {
        vm.raise(
            ErrorLevel::Notice,
            "tempnam(): file created in the system's temporary directory",
        )?;
        dir = temp_dir(vm);
    }
    if let Some(r) = vm.host.realpath(&dir) {
        dir = r;
    }
    Ok(match create_unique(vm, &dir, &prefix) {
        Some(p) => s(p),
        None => Value::Bool(false),
    })
}

fn uniqid(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let prefix = arg_bytes(a, 0);
    let (secs, nanos) = vm.host.now();
    let usec = nanos / 1000;
    let mut out = prefix;
    out.extend_from_slice(format!("{:08x}{:05x}", secs, usec).as_bytes());
    if arg_bool(a, 1) {
        let x = entropy(vm, u64::from(nanos));
        let f = (x % 1_000_000_000) as f64 / 100_000_000.0;
        out.extend_from_slice(format!("{f:.8}").as_bytes());
    }
    Ok(s(out))
}
