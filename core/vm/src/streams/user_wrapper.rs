//! User stream wrappers: `stream_wrapper_register` binds a URL scheme to
//! a PHP class, and every stream function given a `scheme://...` name of
//! that scheme calls the class as php's user-space wrapper does: a fresh
//! object per operation (its `context` property set, then its
//! constructor), `stream_open` and the `stream_*` methods for an open
//! stream (a [`Backend::User`] stream), `url_stat`, `unlink`, `rename`,
//! `mkdir`, `rmdir`, `stream_metadata` and `dir_*` for the rest, with
//! php's "X::method is not implemented!" warnings for missing methods.
//!
//! The registry also answers `stream_get_wrappers` (rphp's own wrappers:
//! `php`, `file`, `glob`), `stream_wrapper_unregister` and
//! `stream_wrapper_restore`.

use super::file_fns::with;
use super::{str_value, Backend, DirStream, Stream};
use crate::host::FileStat;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Int, String as Str};
use rphp_value::{
    ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpObject, PhpResource, Reference, Value,
};

/// rphp's built-in wrappers, in php's order.
const BUILT_IN: &[&str] = &["php", "file", "glob"];

/// A wrapper's scheme and, for a user wrapper, its class.
type Entry = (Vec<u8>, Option<Vec<u8>>);

/// The wrappers of this request (php's built-in list until first changed).
#[derive(Default)]
pub(crate) struct Registry {
    list: Option<Vec<Entry>>,
}

impl Registry {
    fn list(&mut self) -> &mut Vec<Entry> {
        self.list.get_or_insert_with(|| {
            BUILT_IN
                .iter()
                .map(|n| (n.as_bytes().to_vec(), None))
                .collect()
        })
    }
}

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!(
        "stream_wrapper_register",
        [
            P::req("protocol", Str),
            P::req("class", Str),
            P::opt("flags", Int, "0")
        ],
        |vm, a| register(vm, "stream_wrapper_register", a)
    ),
    engine!(
        "stream_register_wrapper",
        [
            P::req("protocol", Str),
            P::req("class", Str),
            P::opt("flags", Int, "0")
        ],
        |vm, a| register(vm, "stream_register_wrapper", a)
    ),
    engine!(
        "stream_wrapper_unregister",
        [P::req("protocol", Str)],
        unregister
    ),
    engine!("stream_wrapper_restore", [P::req("protocol", Str)], restore),
    engine!("stream_get_wrappers", [], stream_get_wrappers),
];

fn bytes(v: &Value) -> Vec<u8> {
    v.to_php_str().as_bytes().to_vec()
}

fn shown(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn valid_scheme(p: &[u8]) -> bool {
    !p.is_empty()
        && p.iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'+' || c == b'-' || c == b'.')
}

fn register(vm: &mut Vm, func: &str, a: &mut [Value]) -> Result<Value, Fault> {
    let proto = bytes(&a[0]);
    let class_name = bytes(&a[1]);
    let Some(class) = vm.find_class(&class_name)? else {
        return Err(vm.throw_error(
            "TypeError",
            format!(
                "{func}(): Argument #2 ($class) must be a valid class name, {} given",
                shown(&class_name)
            ),
        ));
    };
    // php registers the wrapper as a resource first, success or not.
    vm.streams.take_id();
    let list = vm.streams.wrappers.list();
    if valid_scheme(&proto) && !list.iter().any(|(n, _)| *n == proto) {
        list.push((proto, Some(class.name.clone())));
        return Ok(Value::Bool(true));
    }
    let msg = if list.iter().any(|(n, _)| *n == proto) {
        format!(
            "{func}(): Protocol {}:// is already defined.",
            shown(&proto)
        )
    } else {
        format!(
            "{func}(): Invalid protocol scheme specified. Unable to register wrapper class {} to {}://",
            shown(&class.name),
            shown(&proto)
        )
    };
    vm.raise(ErrorLevel::Warning, &msg)?;
    Ok(Value::Bool(false))
}

fn unregister(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let proto = bytes(&a[0]);
    let list = vm.streams.wrappers.list();
    match list.iter().position(|(n, _)| *n == proto) {
        Some(i) => {
            list.remove(i);
            Ok(Value::Bool(true))
        }
        None => {
            vm.raise(
                ErrorLevel::Warning,
                &format!(
                    "stream_wrapper_unregister(): Unable to unregister protocol {}://",
                    shown(&proto)
                ),
            )?;
            Ok(Value::Bool(false))
        }
    }
}

fn restore(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let proto = bytes(&a[0]);
    if !BUILT_IN.iter().any(|b| b.as_bytes() == proto.as_slice()) {
        vm.raise(
            ErrorLevel::Warning,
            &format!(
                "stream_wrapper_restore(): {}:// never existed, nothing to restore",
                shown(&proto)
            ),
        )?;
        return Ok(Value::Bool(false));
    }
    let list = vm.streams.wrappers.list();
    match list.iter().position(|(n, _)| *n == proto) {
        Some(i) if list[i].1.is_none() => {
            vm.raise(
                ErrorLevel::Notice,
                &format!(
                    "stream_wrapper_restore(): {}:// was never changed, nothing to restore",
                    shown(&proto)
                ),
            )?;
        }
        Some(i) => {
            list.remove(i);
            list.push((proto, None));
        }
        None => list.push((proto, None)),
    }
    Ok(Value::Bool(true))
}

fn stream_get_wrappers(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let names: Vec<Value> = vm
        .streams
        .wrappers
        .list()
        .iter()
        .map(|(n, _)| str_value(n.clone()))
        .collect();
    Ok(Value::Array(PhpArray::from_list(names)))
}

/// The user wrapper class a URL's scheme names, if any.
pub fn class_for(vm: &mut Vm, url: &[u8]) -> Option<Vec<u8>> {
    let at = url.windows(3).position(|w| w == b"://")?;
    let scheme = &url[..at];
    // A one-letter scheme is a drive letter to php.
    if scheme.len() < 2 || !valid_scheme(scheme) {
        return None;
    }
    vm.streams.wrappers.list.as_ref()?;
    let list = vm.streams.wrappers.list();
    let find = |s: &[u8]| {
        list.iter()
            .find(|(n, _)| n.as_slice() == s)
            .and_then(|(_, c)| c.clone())
    };
    find(scheme).or_else(|| find(&scheme.to_ascii_lowercase()))
}

/// Whether an object's class has a method (php's user wrapper calls fail
/// for missing ones, with a warning).
fn has(o: &PhpObject, m: &str) -> bool {
    crate::classes::class_of(o).is_some_and(|c| c.has_method(&m.to_ascii_lowercase().into_bytes()))
}

fn class_name(o: &PhpObject) -> String {
    shown(o.class_name())
}

/// Calls `$o->m(...)`; `None` when the method does not exist.
fn call(vm: &mut Vm, o: &PhpObject, m: &str, args: Vec<Value>) -> Result<Option<Value>, Fault> {
    if !has(o, m) {
        return Ok(None);
    }
    vm.call_obj_method(o, m, args).map(Some)
}

fn not_implemented(vm: &mut Vm, func: &str, o: &PhpObject, m: &str) -> Result<(), Fault> {
    vm.raise(
        ErrorLevel::Warning,
        &format!("{func}(): {}::{m} is not implemented!", class_name(o)),
    )
}

/// php's `user_stream_create_object`: an instance of the wrapper class
/// with its `context` property, then its constructor.
fn instance(
    vm: &mut Vm,
    class: &[u8],
    context: Option<PhpResource>,
) -> Result<Option<PhpObject>, Fault> {
    let Some(c) = vm.find_class(class)? else {
        return Ok(None);
    };
    let o = vm.instantiate(&c)?;
    let ctx = match context {
        Some(c) => Value::Resource(c),
        None => Value::Resource(vm.default_context()),
    };
    vm.write_prop(&Value::Object(o.clone()), &Value::str("context"), ctx)?;
    if c.has_method(b"__construct") {
        vm.call_obj_method(&o, "__construct", Vec::new())?;
    }
    Ok(Some(o))
}

/// The `$context` argument of an opener, if it is a context.
fn context_arg(a: &[Value], i: usize) -> Option<PhpResource> {
    match a.get(i).map(Value::get) {
        Some(Value::Resource(r)) => Some(r),
        _ => None,
    }
}

/// Opens `url` through its user wrapper: the stream, or `None` after
/// php's "call failed" warning.
pub(crate) fn open(
    vm: &mut Vm,
    func: &str,
    class: &[u8],
    url: &[u8],
    mode: &[u8],
    options: i64,
    context: Option<PhpResource>,
) -> Result<Option<Stream>, Fault> {
    let Some(o) = instance(vm, class, context)? else {
        return Ok(None);
    };
    let opened = Reference::new(Value::Null);
    let args = vec![
        Value::str(url.to_vec()),
        Value::str(mode.to_vec()),
        Value::Int(options),
        Value::Ref(opened),
    ];
    let ok = call(vm, &o, "stream_open", args)?.is_some_and(|v| v.to_bool());
    if !ok {
        vm.raise(
            ErrorLevel::Warning,
            &format!(
                "{func}({}): Failed to open stream: \"{}::stream_open\" call failed",
                shown(url),
                class_name(&o)
            ),
        )?;
        return Ok(None);
    }
    let mut s = Stream::new(Backend::User(o.clone()), true, true);
    s.wrapper = "user-space";
    s.stype = "user-space";
    s.mode = mode.to_vec();
    s.uri = url.to_vec();
    s.seekable = true;
    // php asks an append stream where it starts.
    if mode.contains(&b'a') {
        let moved = call(vm, &o, "stream_seek", vec![Value::Int(0), Value::Int(1)])?;
        if moved.is_some_and(|v| v.to_bool()) {
            if let Some(Value::Int(p)) = call(vm, &o, "stream_tell", Vec::new())? {
                s.pos = p;
            }
        }
    }
    Ok(Some(s))
}

impl Stream {
    pub fn user(&self) -> Option<PhpObject> {
        match &self.backend {
            Backend::User(o) => Some(o.clone()),
            _ => None,
        }
    }

    /// php's `php_userstreamop_read`: `stream_read(8192)`, then
    /// `stream_eof()` for the end-of-file flag; `None` on failure.
    pub(crate) fn user_read(
        &mut self,
        vm: &mut Vm,
        o: &PhpObject,
    ) -> Result<Option<Vec<u8>>, Fault> {
        let func = vm.streams.func.clone();
        let count = self.chunk_size.max(1);
        let Some(v) = call(vm, o, "stream_read", vec![Value::Int(count)])? else {
            not_implemented(vm, &func, o, "stream_read")?;
            return Ok(None);
        };
        if matches!(v, Value::Bool(false)) {
            return Ok(None);
        }
        let mut data = v.to_php_str().as_bytes().to_vec();
        if data.len() as i64 > count {
            vm.raise(
                ErrorLevel::Warning,
                &format!(
                    "{func}(): {}::stream_read - read {} bytes more data than requested ({} read, {count} max) - excess data will be lost",
                    class_name(o),
                    data.len() as i64 - count,
                    data.len()
                ),
            )?;
            data.truncate(count as usize);
        }
        match call(vm, o, "stream_eof", Vec::new())? {
            Some(v) if v.to_bool() => self.eof = true,
            Some(_) => {}
            None => {
                vm.raise(
                    ErrorLevel::Warning,
                    &format!(
                        "{func}(): {}::stream_eof is not implemented! Assuming EOF",
                        class_name(o)
                    ),
                )?;
                self.eof = true;
            }
        }
        Ok(Some(data))
    }
}

/// `feof` on a user stream: buffered data means no; else php asks
/// `stream_eof()` (its liveness check) unless the flag is already set.
pub(crate) fn eof(vm: &mut Vm, r: &PhpResource, o: &PhpObject) -> Result<bool, Fault> {
    let (buffered, flag) = with(vm, r, |_, s| (!s.at_hand_pub().is_empty(), s.eof));
    if buffered {
        return Ok(false);
    }
    if flag {
        return Ok(true);
    }
    let at_end = match call(vm, o, "stream_eof", Vec::new())? {
        Some(Value::Bool(b)) => b,
        _ => {
            vm.raise(
                ErrorLevel::Warning,
                &format!(
                    "feof(): {}::stream_eof is not implemented! Assuming EOF",
                    class_name(o)
                ),
            )?;
            true
        }
    };
    if at_end {
        with(vm, r, |_, s| s.eof = true);
    }
    Ok(at_end)
}

/// `fwrite` on a user stream: what `stream_write` reports, or false.
pub(crate) fn write(
    vm: &mut Vm,
    func: &str,
    r: &PhpResource,
    o: &PhpObject,
    data: &[u8],
) -> Result<Value, Fault> {
    let Some(v) = call(vm, o, "stream_write", vec![Value::str(data.to_vec())])? else {
        not_implemented(vm, func, o, "stream_write")?;
        return Ok(Value::Bool(false));
    };
    if matches!(v, Value::Bool(false)) {
        return Ok(Value::Bool(false));
    }
    let mut n = v.to_int();
    if n > data.len() as i64 {
        vm.raise(
            ErrorLevel::Warning,
            &format!(
                "{func}(): {}::stream_write wrote {} bytes more data than requested ({n} written, {} max)",
                class_name(o),
                n - data.len() as i64,
                data.len()
            ),
        )?;
        n = data.len() as i64;
    }
    if n > 0 {
        with(vm, r, |_, s| {
            s.pos += n;
            s.user_written = true;
        });
    }
    Ok(if n <= 0 {
        Value::Bool(false)
    } else {
        Value::Int(n)
    })
}

/// `fseek` on a user stream: `stream_seek` then `stream_tell`; php's
/// warning when the class cannot seek.
pub(crate) fn seek(
    vm: &mut Vm,
    func: &str,
    r: &PhpResource,
    o: &PhpObject,
    offset: i64,
    whence: i64,
) -> Result<bool, Fault> {
    // php moves forward inside what it has read ahead without asking.
    let (pos, buffered) = with(vm, r, |_, s| (s.pos, s.at_hand_pub().len() as i64));
    let skip = match whence {
        1 if offset > 0 && offset <= buffered => Some(offset),
        0 if offset > pos && offset <= pos + buffered => Some(offset - pos),
        _ => None,
    };
    if let Some(n) = skip {
        with(vm, r, |_, s| {
            s.consume_pub(n as usize);
            s.eof = false;
        });
        return Ok(true);
    }
    let (offset, whence) = if whence == 1 {
        (pos + offset, 0)
    } else {
        (offset, whence)
    };
    let Some(v) = call(
        vm,
        o,
        "stream_seek",
        vec![Value::Int(offset), Value::Int(whence)],
    )?
    else {
        vm.raise(
            ErrorLevel::Warning,
            &format!("{func}(): Stream does not support seeking"),
        )?;
        return Ok(false);
    };
    with(vm, r, |_, s| s.drop_buffer());
    if !v.to_bool() {
        return Ok(false);
    }
    match call(vm, o, "stream_tell", Vec::new())? {
        Some(Value::Int(p)) => {
            with(vm, r, |_, s| {
                s.pos = p;
                s.eof = false;
            });
            Ok(true)
        }
        Some(_) => Ok(false),
        None => {
            not_implemented(vm, func, o, "stream_tell")?;
            Ok(false)
        }
    }
}

/// `fflush` on a user stream.
pub(crate) fn flush(vm: &mut Vm, o: &PhpObject) -> Result<bool, Fault> {
    Ok(call(vm, o, "stream_flush", Vec::new())?.is_some_and(|v| v.to_bool()))
}

/// Closing a user stream: `stream_flush` if it was written, then
/// `stream_close`.
pub(crate) fn close(vm: &mut Vm, r: &PhpResource, o: &PhpObject) -> Result<(), Fault> {
    let written = with(vm, r, |_, s| s.user_written);
    if written {
        flush(vm, o)?;
    }
    call(vm, o, "stream_close", Vec::new())?;
    Ok(())
}

/// Closing a user stream whose resource is gone (dropped without
/// `fclose`): the same calls as [`close`].
pub(crate) fn close_dropped(vm: &mut Vm, o: &PhpObject, written: bool) -> Result<(), Fault> {
    if written {
        flush(vm, o)?;
    }
    call(vm, o, "stream_close", Vec::new())?;
    Ok(())
}

/// php's `statbuf_from_array`: the named fields of a stat array.
fn stat_from(v: &Value) -> Option<FileStat> {
    let Value::Array(a) = v else {
        return None;
    };
    let get = |k: &str| {
        a.get(&ArrayKey::from_bytes(k.as_bytes()))
            .map_or(0, |v| v.get().to_int())
    };
    Some(FileStat {
        dev: get("dev") as u64,
        ino: get("ino") as u64,
        mode: get("mode") as u32,
        nlink: get("nlink") as u64,
        uid: get("uid") as u32,
        gid: get("gid") as u32,
        rdev: get("rdev") as u64,
        size: get("size") as u64,
        atime: get("atime"),
        mtime: get("mtime"),
        ctime: get("ctime"),
        blksize: get("blksize"),
        blocks: get("blocks"),
    })
}

/// `fstat` on a user stream (`stream_stat`).
pub fn fstat(vm: &mut Vm, func: &str, o: &PhpObject) -> Result<Option<FileStat>, Fault> {
    match call(vm, o, "stream_stat", Vec::new())? {
        Some(v) => Ok(stat_from(&v)),
        None => {
            not_implemented(vm, func, o, "stream_stat")?;
            Ok(None)
        }
    }
}

/// Any other `stream_*` method a function maps to (`stream_truncate`,
/// `stream_lock`, `stream_set_option`), with php's warning when missing.
pub fn other(
    vm: &mut Vm,
    func: &str,
    o: &PhpObject,
    m: &str,
    args: Vec<Value>,
) -> Result<Option<Value>, Fault> {
    let v = call(vm, o, m, args)?;
    if v.is_none() {
        not_implemented(vm, func, o, m)?;
    }
    Ok(v)
}

/// `url_stat` for the stat family: `None` when the file is not there (the
/// caller warns as for a local file unless `quiet`).
pub(crate) fn url_stat(
    vm: &mut Vm,
    func: &str,
    class: &[u8],
    url: &[u8],
    flags: i64,
) -> Result<Option<FileStat>, Fault> {
    let Some(o) = instance(vm, class, None)? else {
        return Ok(None);
    };
    match call(
        vm,
        &o,
        "url_stat",
        vec![Value::str(url.to_vec()), Value::Int(flags)],
    )? {
        Some(v) => Ok(stat_from(&v)),
        None => {
            not_implemented(vm, func, &o, "url_stat")?;
            Ok(None)
        }
    }
}

/// A one-shot URL operation (`unlink`, `rename`, `mkdir`, `rmdir`,
/// `stream_metadata`): its result as a bool, false with php's warning when
/// the class lacks the method.
pub fn url_op(
    vm: &mut Vm,
    func: &str,
    class: &[u8],
    method: &str,
    args: Vec<Value>,
    context: Option<PhpResource>,
) -> Result<Value, Fault> {
    let Some(o) = instance(vm, class, context)? else {
        return Ok(Value::Bool(false));
    };
    match call(vm, &o, method, args)? {
        Some(v) => Ok(Value::Bool(v.to_bool())),
        None => {
            not_implemented(vm, func, &o, method)?;
            Ok(Value::Bool(false))
        }
    }
}

/// Opens a directory through a user wrapper (`dir_opendir`): the handle
/// `opendir` returns, or `None` after php's warning.
pub(crate) fn open_dir(
    vm: &mut Vm,
    func: &str,
    class: &[u8],
    url: &[u8],
    context: Option<PhpResource>,
) -> Result<Option<DirStream>, Fault> {
    let Some(o) = instance(vm, class, context)? else {
        return Ok(None);
    };
    let ok = call(
        vm,
        &o,
        "dir_opendir",
        vec![Value::str(url.to_vec()), Value::Int(0)],
    )?
    .is_some_and(|v| v.to_bool());
    if !ok {
        vm.raise(
            ErrorLevel::Warning,
            &format!(
                "{func}({}): Failed to open directory: \"{}::dir_opendir\" call failed",
                shown(url),
                class_name(&o)
            ),
        )?;
        return Ok(None);
    }
    Ok(Some(DirStream {
        entries: Vec::new(),
        pos: 0,
        user: Some(o),
    }))
}

/// `readdir` on a user directory: the next name, or false.
pub(crate) fn read_dir(vm: &mut Vm, func: &str, o: &PhpObject) -> Result<Value, Fault> {
    match call(vm, o, "dir_readdir", Vec::new())? {
        Some(Value::Bool(_)) => Ok(Value::Bool(false)),
        Some(v) => Ok(Value::Str(v.to_php_str())),
        None => {
            not_implemented(vm, func, o, "dir_readdir")?;
            Ok(Value::Bool(false))
        }
    }
}

/// `rewinddir` on a user directory.
pub(crate) fn rewind_dir(vm: &mut Vm, o: &PhpObject) -> Result<(), Fault> {
    call(vm, o, "dir_rewinddir", Vec::new())?;
    Ok(())
}

/// `closedir` on a user directory.
pub(crate) fn close_dir(vm: &mut Vm, o: &PhpObject) -> Result<(), Fault> {
    call(vm, o, "dir_closedir", Vec::new())?;
    Ok(())
}

/// `scandir` through a user wrapper: every name `dir_readdir` gives.
pub(crate) fn list_dir(
    vm: &mut Vm,
    class: &[u8],
    url: &[u8],
    context: Option<PhpResource>,
) -> Result<Option<Vec<Vec<u8>>>, Fault> {
    let Some(d) = open_dir(vm, "scandir", class, url, context)? else {
        return Ok(None);
    };
    let o = d.user.expect("a user directory");
    let mut entries = Vec::new();
    while let Value::Str(s) = read_dir(vm, "scandir", &o)? {
        entries.push(s.as_bytes().to_vec());
    }
    close_dir(vm, &o)?;
    Ok(Some(entries))
}

/// The `$context` argument of an opener, if it is a context.
pub fn context_of(a: &[Value], i: usize) -> Option<PhpResource> {
    context_arg(a, i)
}

/// Reads a whole URL through its user wrapper for `file_get_contents`,
/// `file` (which ask `stream_stat` first, as php's copy-to-memory does) and
/// `readfile` (which does not); `offset` seeks first, `max` limits the
/// length; `readfile` echoes each chunk as it comes. `None` after php's
/// warnings.
#[allow(clippy::too_many_arguments)]
pub fn read_all(
    vm: &mut Vm,
    func: &str,
    class: &[u8],
    url: &[u8],
    context: Option<PhpResource>,
    stat: bool,
    offset: i64,
    max: Option<usize>,
) -> Result<Option<Vec<u8>>, Fault> {
    let Some(s) = open(vm, func, class, url, b"rb", 0, context)? else {
        return Ok(None);
    };
    let Value::Resource(r) = vm.new_stream(s) else {
        return Ok(None);
    };
    let o = with(vm, &r, |_, s| s.user()).expect("a user stream");
    super::set_func(vm, func);
    let got = if func == "readfile" {
        pass_through(vm, &r)
    } else {
        read_body(vm, func, &r, &o, stat, offset, max)
    };
    let closed = close(vm, &r, &o);
    super::file_fns::close(vm, &r);
    let got = got?;
    closed?;
    Ok(got)
}

/// `readfile`'s loop: read a chunk, echo it, until a read gives nothing.
fn pass_through(vm: &mut Vm, r: &PhpResource) -> Result<Option<Vec<u8>>, Fault> {
    let mut all = Vec::new();
    loop {
        let chunk = with(vm, r, |vm, s| s.read(vm, super::CHUNK, false, false))?;
        if chunk.is_empty() {
            return Ok(Some(all));
        }
        vm.echo_bytes(&chunk);
        all.extend(chunk);
    }
}

fn read_body(
    vm: &mut Vm,
    func: &str,
    r: &PhpResource,
    o: &PhpObject,
    stat: bool,
    offset: i64,
    max: Option<usize>,
) -> Result<Option<Vec<u8>>, Fault> {
    if offset != 0 {
        let whence = if offset > 0 { 0 } else { 2 };
        if !seek(vm, func, r, o, offset, whence)? {
            vm.raise(
                ErrorLevel::Warning,
                &format!("{func}(): Failed to seek to position {offset} in the stream"),
            )?;
            return Ok(None);
        }
    }
    match max {
        None => {
            if stat {
                fstat(vm, func, o)?;
            }
            Ok(Some(with(vm, r, |vm, s| {
                s.read(vm, usize::MAX, false, false)
            })?))
        }
        Some(n) => read_upto(vm, r, o, n).map(Some),
    }
}

/// php's copy-to-memory with a length: reads until `n` bytes or the end
/// (asking `stream_eof` between reads).
pub(crate) fn read_upto(
    vm: &mut Vm,
    r: &PhpResource,
    o: &PhpObject,
    n: usize,
) -> Result<Vec<u8>, Fault> {
    let mut out = Vec::new();
    while out.len() < n && !eof(vm, r, o)? {
        let chunk = with(vm, r, |vm, s| s.read(vm, n - out.len(), false, false))?;
        if chunk.is_empty() {
            break;
        }
        out.extend(chunk);
    }
    Ok(out)
}

/// `file_put_contents` through a user wrapper: each piece written in turn;
/// the count, or `None` after php's warnings.
pub(crate) fn write_all(
    vm: &mut Vm,
    class: &[u8],
    url: &[u8],
    pieces: Vec<Vec<u8>>,
    array: bool,
    append: bool,
    context: Option<PhpResource>,
) -> Result<Option<i64>, Fault> {
    let func = "file_put_contents";
    let mode: &[u8] = if append { b"ab" } else { b"wb" };
    let Some(s) = open(vm, func, class, url, mode, 0, context)? else {
        return Ok(None);
    };
    let Value::Resource(r) = vm.new_stream(s) else {
        return Ok(None);
    };
    let o = with(vm, &r, |_, s| s.user()).expect("a user stream");
    let mut total = Some(0i64);
    let mut fault = None;
    for p in pieces.iter().filter(|p| !p.is_empty()) {
        let n = match super::file_fns::write_bytes(vm, func, &r, p) {
            Ok(Value::Int(n)) => n,
            Ok(_) => -1,
            Err(f) => {
                fault = Some(f);
                break;
            }
        };
        if n != p.len() as i64 {
            let msg = if array {
                format!(
                    "{func}(): Failed to write {} bytes to {}",
                    p.len(),
                    shown(url)
                )
            } else {
                format!(
                    "{func}(): Only {n} of {} bytes written, possibly out of free disk space",
                    p.len()
                )
            };
            if n == -1 && !array {
                total = None;
                break;
            }
            if let Err(f) = vm.raise(ErrorLevel::Warning, &msg) {
                fault = Some(f);
            }
            total = None;
            break;
        }
        total = total.map(|t| t + n);
    }
    let closed = close(vm, &r, &o);
    super::file_fns::close(vm, &r);
    if let Some(f) = fault {
        return Err(f);
    }
    closed?;
    Ok(total)
}

/// The stat cache php keeps for the last `stat` and `lstat` path (user
/// wrappers see it: a cached path is not asked again).
#[derive(Default)]
pub(crate) struct StatCache {
    stat: Option<(Vec<u8>, FileStat)>,
    lstat: Option<(Vec<u8>, FileStat)>,
}

impl StatCache {
    pub(crate) fn clear(&mut self) {
        self.stat = None;
        self.lstat = None;
    }
}

/// `url_stat` with php's cache; flags as php passes them (1 link, 2 quiet,
/// 4 for the stat family).
pub fn cached_stat(
    vm: &mut Vm,
    func: &str,
    class: &[u8],
    url: &[u8],
    flags: i64,
) -> Result<Option<FileStat>, Fault> {
    let link = flags & 1 != 0;
    let hit = {
        let c = &vm.streams.stat_cache;
        let slot = if link { &c.lstat } else { &c.stat };
        slot.as_ref().filter(|(p, _)| p == url).map(|(_, st)| *st)
    };
    if let Some(st) = hit {
        return Ok(Some(st));
    }
    let st = url_stat(vm, func, class, url, flags)?;
    if let Some(st) = &st {
        let c = &mut vm.streams.stat_cache;
        let slot = if link { &mut c.lstat } else { &mut c.stat };
        *slot = Some((url.to_vec(), *st));
    }
    Ok(st)
}

/// Opens any name for `copy`: a user wrapper's URL or a local file.
fn open_named(
    vm: &mut Vm,
    func: &str,
    name: &[u8],
    mode: &[u8],
) -> Result<Option<PhpResource>, Fault> {
    let s = match class_for(vm, name) {
        Some(class) => open(vm, func, &class, name, mode, 0, None)?,
        None => match super::file_fns::open_file(vm, super::local_path(name), mode) {
            Ok(s) => Some(s),
            Err(e) => {
                vm.raise(
                    ErrorLevel::Warning,
                    &format!("{func}({}): Failed to open stream: {e}", shown(name)),
                )?;
                None
            }
        },
    };
    Ok(match s.map(|s| vm.new_stream(s)) {
        Some(Value::Resource(r)) => Some(r),
        _ => None,
    })
}

/// `copy` when either side is a user wrapper's URL, as php's
/// `php_copy_file_ctx`: stat both (a directory is refused), then copy
/// chunk by chunk.
pub fn copy(vm: &mut Vm, from: &[u8], to: &[u8]) -> Result<Value, Fault> {
    let func = "copy";
    let stat_of = |vm: &mut Vm, p: &[u8], flags: i64| -> Result<Option<FileStat>, Fault> {
        match class_for(vm, p) {
            Some(class) => cached_stat(vm, func, &class, p, flags),
            None => Ok(vm.host.stat(p, true).ok()),
        }
    };
    if let Some(src) = stat_of(vm, from, 0)? {
        if src.is_dir() {
            vm.raise(
                ErrorLevel::Warning,
                "copy(): The first argument to copy() function cannot be a directory",
            )?;
            return Ok(Value::Bool(false));
        }
        if let Some(dst) = stat_of(vm, to, 2)? {
            if dst.is_dir() {
                vm.raise(
                    ErrorLevel::Warning,
                    "copy(): The second argument to copy() function cannot be a directory",
                )?;
                return Ok(Value::Bool(false));
            }
        }
    }
    let Some(src) = open_named(vm, func, from, b"rb")? else {
        return Ok(Value::Bool(false));
    };
    let dst = open_named(vm, func, to, b"wb")?;
    let mut ok = dst.is_some();
    let mut fault = None;
    if let Some(dst) = &dst {
        super::set_func(vm, func);
        loop {
            let chunk = match with(vm, &src, |vm, s| s.read(vm, super::CHUNK, false, false)) {
                Ok(c) => c,
                Err(f) => {
                    fault = Some(f);
                    break;
                }
            };
            if chunk.is_empty() {
                break;
            }
            match super::file_fns::write_bytes(vm, func, dst, &chunk) {
                Ok(Value::Int(n)) if n > 0 => {}
                Ok(_) => {
                    ok = false;
                    break;
                }
                Err(f) => {
                    fault = Some(f);
                    break;
                }
            }
        }
    }
    for r in std::iter::once(&src).chain(dst.as_ref()) {
        if let Some(o) = with(vm, r, |_, s| s.user()) {
            if let Err(f) = close(vm, r, &o) {
                fault.get_or_insert(f);
            }
        }
        super::file_fns::close(vm, r);
    }
    if let Some(f) = fault {
        return Err(f);
    }
    Ok(Value::Bool(ok))
}
