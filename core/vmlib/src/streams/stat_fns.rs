//! Metadata and whole-file operations: `stat`/`lstat`/`fstat`, `filemtime`
//! and the other `file*` getters, `is_link`, `is_executable`, `rename`,
//! `copy`, `chmod`.

use super::file_fns::{stream_arg, with};
use super::{str_value, Backend};
use crate::host::FileStat;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Int, Mixed, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, Value};

const FILENAME: P = P::req("filename", Str);

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!("stat", [FILENAME], stat),
    engine!("lstat", [FILENAME], lstat),
    engine!("fstat", [P::req("stream", Mixed)], fstat),
    engine!("filemtime", [FILENAME], filemtime),
    engine!("fileatime", [FILENAME], fileatime),
    engine!("filectime", [FILENAME], filectime),
    engine!("fileperms", [FILENAME], fileperms),
    engine!("fileowner", [FILENAME], fileowner),
    engine!("filegroup", [FILENAME], filegroup),
    engine!("fileinode", [FILENAME], fileinode),
    engine!("filetype", [FILENAME], filetype),
    engine!("is_link", [FILENAME], is_link),
    engine!("is_executable", [FILENAME], is_executable),
    engine!(
        "rename",
        [
            P::req("from", Str),
            P::req("to", Str),
            P::opt("context", Mixed, "null")
        ],
        |vm, a| crate::streams::opener(vm, "rename", a, 2, 2, true, rename)
    ),
    engine!(
        "copy",
        [
            P::req("from", Str),
            P::req("to", Str),
            P::opt("context", Mixed, "null")
        ],
        |vm, a| crate::streams::opener(vm, "copy", a, 2, 2, true, copy)
    ),
    engine!(
        "chmod",
        [P::req("filename", Str), P::req("permissions", Int)],
        chmod
    ),
];

fn path_arg(a: &[Value], i: usize) -> Vec<u8> {
    match a.get(i) {
        Some(Value::Str(s)) => super::file_fns::local_path(s.as_bytes()).to_vec(),
        Some(v) => v.to_php_str().as_bytes().to_vec(),
        None => Vec::new(),
    }
}

fn shown(p: &[u8]) -> String {
    String::from_utf8_lossy(p).into_owned()
}

/// php's `stat()` array: the thirteen figures by number, then by name.
pub(crate) fn stat_array(st: &FileStat) -> Value {
    let figures: [(&[u8], i64); 13] = [
        (b"dev", st.dev as i64),
        (b"ino", st.ino as i64),
        (b"mode", i64::from(st.mode)),
        (b"nlink", st.nlink as i64),
        (b"uid", i64::from(st.uid)),
        (b"gid", i64::from(st.gid)),
        (b"rdev", st.rdev as i64),
        (b"size", st.size as i64),
        (b"atime", st.atime),
        (b"mtime", st.mtime),
        (b"ctime", st.ctime),
        (b"blksize", st.blksize),
        (b"blocks", st.blocks),
    ];
    let mut out = PhpArray::with_capacity(26);
    for (i, (_, v)) in figures.iter().enumerate() {
        out.insert_int(i as i64, Value::Int(*v));
    }
    for (k, v) in figures {
        out.insert(ArrayKey::from_bytes(k), Value::Int(v));
    }
    Value::Array(out)
}

/// A path's metadata, or php's "stat failed" warning (`which` is the text
/// php puts before "failed": `stat` or `Lstat`).
fn stat_or_warn(
    vm: &mut Vm,
    func: &str,
    which: &str,
    a: &[Value],
    follow: bool,
) -> Result<Option<FileStat>, Fault> {
    let p = path_arg(a, 0);
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): Argument #1 ($filename) must not contain any null bytes"),
        ));
    }
    let got = match super::user_wrapper::class_for(vm, &p) {
        Some(class) => {
            let flags = 4 | if follow { 0 } else { 1 };
            super::user_wrapper::cached_stat(vm, func, &class, &p, flags)?.ok_or(())
        }
        None => vm.host.stat(&p, follow).map_err(|_| ()),
    };
    match got {
        Ok(st) => Ok(Some(st)),
        Err(_) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("{func}(): {which} failed for {}", shown(&p)),
            )?;
            Ok(None)
        }
    }
}

fn stat(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(match stat_or_warn(vm, "stat", "stat", a, true)? {
        Some(st) => stat_array(&st),
        None => Value::Bool(false),
    })
}

fn lstat(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(match stat_or_warn(vm, "lstat", "Lstat", a, false)? {
        Some(st) => stat_array(&st),
        None => Value::Bool(false),
    })
}

/// What `fstat` reports for a memory stream (php's fixed figures).
fn memory_stat(size: usize, writable: bool) -> FileStat {
    FileStat {
        dev: 12,
        mode: FileStat::S_IFREG | if writable { 0o666 } else { 0o444 },
        nlink: 1,
        rdev: u64::MAX,
        size: size as u64,
        blksize: -1,
        blocks: -1,
        ..FileStat::default()
    }
}

fn fstat(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "fstat", a)?;
    if let Some(o) = with(vm, &r, |_, s| s.user()) {
        return Ok(match super::user_wrapper::fstat(vm, "fstat", &o)? {
            Some(st) => stat_array(&st),
            None => Value::Bool(false),
        });
    }
    let st = with(vm, &r, |vm, s| match &s.backend {
        Backend::File(h) => vm.host.fd_stat(*h).ok(),
        Backend::Memory(d, _) => Some(memory_stat(d.len(), s.writable)),
        _ => None,
    });
    Ok(match st {
        Some(st) => stat_array(&st),
        None => Value::Bool(false),
    })
}

fn getter(
    vm: &mut Vm,
    a: &[Value],
    func: &str,
    f: impl Fn(&FileStat) -> i64,
) -> Result<Value, Fault> {
    Ok(match stat_or_warn(vm, func, "stat", a, true)? {
        Some(st) => Value::Int(f(&st)),
        None => Value::Bool(false),
    })
}

fn filemtime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    getter(vm, a, "filemtime", |s| s.mtime)
}
fn fileatime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    getter(vm, a, "fileatime", |s| s.atime)
}
fn filectime(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    getter(vm, a, "filectime", |s| s.ctime)
}
fn fileperms(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    getter(vm, a, "fileperms", |s| i64::from(s.mode))
}
fn fileowner(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    getter(vm, a, "fileowner", |s| i64::from(s.uid))
}
fn filegroup(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    getter(vm, a, "filegroup", |s| i64::from(s.gid))
}
fn fileinode(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    getter(vm, a, "fileinode", |s| s.ino as i64)
}

fn filetype(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(match stat_or_warn(vm, "filetype", "Lstat", a, false)? {
        Some(st) => str_value(st.type_name()),
        None => Value::Bool(false),
    })
}

fn is_link(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = path_arg(a, 0);
    if !p.contains(&0) {
        if let Some(class) = super::user_wrapper::class_for(vm, &p) {
            let st = super::user_wrapper::cached_stat(vm, "is_link", &class, &p, 7)?;
            return Ok(Value::Bool(st.is_some_and(|s| s.is_link())));
        }
    }
    Ok(Value::Bool(
        !p.contains(&0) && vm.host.stat(&p, false).is_ok_and(|s| s.is_link()),
    ))
}

fn is_executable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = path_arg(a, 0);
    Ok(Value::Bool(
        !p.contains(&0) && vm.host.stat(&p, true).is_ok_and(|s| s.mode & 0o111 != 0),
    ))
}

fn check_null(vm: &mut Vm, func: &str, n: u32, name: &str, p: &[u8]) -> Result<(), Fault> {
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): Argument #{n} (${name}) must not contain any null bytes"),
        ));
    }
    Ok(())
}

fn rename(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let from = path_arg(a, 0);
    let to = path_arg(a, 1);
    check_null(vm, "rename", 1, "from", &from)?;
    check_null(vm, "rename", 2, "to", &to)?;
    let (wf, wt) = (
        super::user_wrapper::class_for(vm, &from),
        super::user_wrapper::class_for(vm, &to),
    );
    if wf.is_some() || wt.is_some() {
        if wf != wt {
            vm.raise(
                ErrorLevel::Warning,
                "rename(): Cannot rename a file across wrapper types",
            )?;
            return Ok(Value::Bool(false));
        }
        let class = wf.unwrap_or_default();
        let ctx = super::user_wrapper::context_of(a, 2);
        let args = vec![str_value(from), str_value(to)];
        return super::user_wrapper::url_op(vm, "rename", &class, "rename", args, ctx);
    }
    match vm.host.rename(&from, &to) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("rename({},{}): {e}", shown(&from), shown(&to)),
            )?;
            Ok(Value::Bool(false))
        }
    }
}

fn copy(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let from = path_arg(a, 0);
    let to = path_arg(a, 1);
    check_null(vm, "copy", 1, "from", &from)?;
    check_null(vm, "copy", 2, "to", &to)?;
    if super::user_wrapper::class_for(vm, &from).is_some()
        || super::user_wrapper::class_for(vm, &to).is_some()
    {
        return super::user_wrapper::copy(vm, &from, &to);
    }
    if vm.host.is_dir(&from) {
        vm.raise(
            ErrorLevel::Warning,
            "copy(): The first argument to copy() function cannot be a directory",
        )?;
        return Ok(Value::Bool(false));
    }
    let data = match crate::fs_fns::read_source(vm, &from) {
        Ok(d) => d,
        Err(e) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("copy({}): Failed to open stream: {e}", shown(&from)),
            )?;
            return Ok(Value::Bool(false));
        }
    };
    if vm.host.is_dir(&to) {
        vm.raise(
            ErrorLevel::Warning,
            "copy(): The second argument to copy() function cannot be a directory",
        )?;
        return Ok(Value::Bool(false));
    }
    vm.streams.take_id();
    let r = vm.host.write_file(&to, &data);
    match r {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("copy({}): Failed to open stream: {e}", shown(&to)),
            )?;
            Ok(Value::Bool(false))
        }
    }
}

fn chmod(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = path_arg(a, 0);
    check_null(vm, "chmod", 1, "filename", &p)?;
    if let Some(class) = super::user_wrapper::class_for(vm, &p) {
        let mode = a.get(1).map_or(0, Value::to_int);
        let args = vec![str_value(p), Value::Int(6), Value::Int(mode)];
        return super::user_wrapper::url_op(vm, "chmod", &class, "stream_metadata", args, None);
    }
    let mode = a.get(1).map_or(0, Value::to_int) as u32 & 0o7777;
    match vm.host.chmod(&p, mode) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.raise(ErrorLevel::Warning, &format!("chmod(): {e}"))?;
            Ok(Value::Bool(false))
        }
    }
}
