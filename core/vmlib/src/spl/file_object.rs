//! `SplFileObject` and `SplTempFileObject`: an SplFileInfo with an open
//! stream, read line by line as php's `spl_filesystem_file_read*` does
//! (the current line, its number, and the DROP_NEW_LINE / READ_AHEAD /
//! SKIP_EMPTY / READ_CSV flags that change what iteration sees).
//!
//! The stream is an ordinary stream resource: reads go through the stream
//! layer's line reader and CSV parser, and the methods that have a
//! function form (`fwrite`, `fseek`, `flock`, ...) call it.

use super::file_info::{call_fn, path_name, set_filename, FileState};
use super::{method, state, NativeClass, NativeMethod};
use crate::streams::{open_file, open_php, read_line, with_stream};
use crate::vm::Vm;
use rphp_value::ParamType::{Array, Bool, Int, Mixed, String as Str};
use rphp_value::{Fault, ParamSpec as P, PhpArray, PhpObject, PhpResource, Value};

const DROP_NEW_LINE: i64 = 1;
const READ_AHEAD: i64 = 2;
const SKIP_EMPTY: i64 = 4;
const READ_CSV: i64 = 8;

pub(super) static FILE_OBJECT: NativeClass = NativeClass {
    name: "SplFileObject",
    parent: Some("SplFileInfo"),
    interfaces: &["RecursiveIterator", "SeekableIterator"],
    flags: 0,
    consts: &[
        ("DROP_NEW_LINE", DROP_NEW_LINE),
        ("READ_AHEAD", READ_AHEAD),
        ("SKIP_EMPTY", SKIP_EMPTY),
        ("READ_CSV", READ_CSV),
    ],
    methods: METHODS,
};

pub(super) static TEMP_FILE_OBJECT: NativeClass = NativeClass {
    name: "SplTempFileObject",
    parent: Some("SplFileObject"),
    interfaces: &[],
    flags: 0,
    consts: &[],
    methods: &[method!(
        "SplTempFileObject",
        "__construct",
        m_temp_construct,
        [P::opt("maxMemory", Int, "2 * 1024 * 1024"),]
    )],
};

static METHODS: &[NativeMethod] = &[
    method!(
        "SplFileObject",
        "__construct",
        m_construct,
        [
            P::req("filename", Str),
            P::opt("mode", Str, "\"r\""),
            P::opt("useIncludePath", Bool, "false"),
            P::opt("context", Mixed, "null"),
        ]
    ),
    method!("SplFileObject", "rewind", m_rewind, []),
    method!("SplFileObject", "eof", m_eof, []),
    method!("SplFileObject", "valid", m_valid, []),
    method!("SplFileObject", "fgets", m_fgets, []),
    method!("SplFileObject", "fread", m_fread, [P::req("length", Int)]),
    method!(
        "SplFileObject",
        "fgetcsv",
        m_fgetcsv,
        [
            P::opt("separator", Str, "\",\""),
            P::opt("enclosure", Str, "\"\\\"\""),
            P::opt("escape", Str, "\"\\\\\""),
        ]
    ),
    method!(
        "SplFileObject",
        "fputcsv",
        m_fputcsv,
        [
            P::req("fields", Array),
            P::opt("separator", Str, "\",\""),
            P::opt("enclosure", Str, "\"\\\"\""),
            P::opt("escape", Str, "\"\\\\\""),
            P::opt("eol", Str, "\"\\n\""),
        ]
    ),
    method!(
        "SplFileObject",
        "setCsvControl",
        m_set_csv_control,
        [
            P::opt("separator", Str, "\",\""),
            P::opt("enclosure", Str, "\"\\\"\""),
            P::opt("escape", Str, "\"\\\\\""),
        ]
    ),
    method!("SplFileObject", "getCsvControl", m_get_csv_control, []),
    method!(
        "SplFileObject",
        "flock",
        m_flock,
        [
            P::req("operation", Int),
            P::opt("wouldBlock", Mixed, "null").by_ref(),
        ]
    ),
    method!("SplFileObject", "fflush", m_fflush, []),
    method!("SplFileObject", "ftell", m_ftell, []),
    method!(
        "SplFileObject",
        "fseek",
        m_fseek,
        [P::req("offset", Int), P::opt("whence", Int, "SEEK_SET"),]
    ),
    method!("SplFileObject", "fgetc", m_fgetc, []),
    method!("SplFileObject", "fpassthru", m_fpassthru, []),
    method!(
        "SplFileObject",
        "fwrite",
        m_fwrite,
        [P::req("data", Str), P::opt("length", Int, "0"),]
    ),
    method!("SplFileObject", "fstat", m_fstat, []),
    method!(
        "SplFileObject",
        "ftruncate",
        m_ftruncate,
        [P::req("size", Int)]
    ),
    method!("SplFileObject", "current", m_current, []),
    method!("SplFileObject", "key", m_key, []),
    method!("SplFileObject", "next", m_next, []),
    method!(
        "SplFileObject",
        "setFlags",
        m_set_flags,
        [P::req("flags", Int)]
    ),
    method!("SplFileObject", "getFlags", m_get_flags, []),
    method!(
        "SplFileObject",
        "setMaxLineLen",
        m_set_max_line_len,
        [P::req("maxLength", Int)]
    ),
    method!("SplFileObject", "getMaxLineLen", m_get_max_line_len, []),
    method!("SplFileObject", "hasChildren", m_has_children, []),
    method!("SplFileObject", "getChildren", m_get_children, []),
    method!("SplFileObject", "seek", m_seek, [P::req("line", Int)]),
    method!("SplFileObject", "getCurrentLine", m_fgets, []),
    method!("SplFileObject", "__toString", m_current, []),
];

fn shown(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn m_construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let name = a[0].to_php_str().as_bytes().to_vec();
    let mode = match a.get(1) {
        Some(v) => v.to_php_str().as_bytes().to_vec(),
        None => b"r".to_vec(),
    };
    if name.is_empty() {
        return Err(vm.throw_error("ValueError", "Path cannot be empty"));
    }
    if name.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "SplFileObject::__construct(): Argument #1 ($filename) must not contain any null bytes",
        ));
    }
    let local = crate::streams::local_path(&name).to_vec();
    if vm.host_mut().is_dir(&local) {
        return Err(vm.throw_error(
            "LogicException",
            "Cannot use SplFileObject with directories",
        ));
    }
    vm.close_dropped_streams();
    let opened = if name.len() >= 6 && name[..6].eq_ignore_ascii_case(b"php://") {
        open_php(vm, "SplFileObject::__construct", &name, &mode)?
            .ok_or_else(|| "operation failed".to_string())
    } else {
        open_file(vm, &local, &mode)
    };
    let mut s = match opened {
        Ok(s) => s,
        Err(e) => {
            let msg = format!(
                "SplFileObject::__construct({}): Failed to open stream: {e}",
                shown(&name)
            );
            return Err(vm.throw_error("RuntimeException", msg));
        }
    };
    s.uri = name.clone();
    let Value::Resource(r) = vm.new_stream(s) else {
        unreachable!("new_stream makes a resource")
    };
    set_filename(this, &name);
    let mut st = state::<FileState>(this);
    st.stream = Some(r);
    st.open_mode = mode;
    Ok(Value::Null)
}

fn m_temp_construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let name: Vec<u8> = match a.first().map(Value::to_int) {
        Some(n) if n < 0 => b"php://memory".to_vec(),
        Some(n) => format!("php://temp/maxmemory:{n}").into_bytes(),
        None => b"php://temp".to_vec(),
    };
    let Some(mut s) = open_php(vm, "SplTempFileObject::__construct", &name, b"wb")? else {
        return Ok(Value::Null);
    };
    s.uri = name.clone();
    let Value::Resource(r) = vm.new_stream(s) else {
        unreachable!("new_stream makes a resource")
    };
    let mut st = state::<FileState>(this);
    st.name = name;
    st.path = Vec::new();
    st.stream = Some(r);
    st.open_mode = b"wb".to_vec();
    Ok(Value::Null)
}

/// The open stream, or php's Error for an object whose constructor did not run.
fn stream(vm: &mut Vm, this: &PhpObject) -> Result<PhpResource, Fault> {
    let r = state::<FileState>(this).stream.clone();
    r.ok_or_else(|| {
        vm.throw_error(
            "Error",
            "The parent constructor was not called: the object is in an invalid state",
        )
    })
}

fn res(vm: &mut Vm, this: &PhpObject) -> Result<Value, Fault> {
    Ok(Value::Resource(stream(vm, this)?))
}

fn flags(this: &PhpObject) -> i64 {
    state::<FileState>(this).flags
}

fn free_line(this: &PhpObject) {
    let mut s = state::<FileState>(this);
    s.line = None;
    s.row = None;
}

fn at_eof(vm: &mut Vm, r: &PhpResource) -> bool {
    with_stream(vm, r, |_, s| s.eof)
}

/// php's `spl_filesystem_file_read_ex`: the next line becomes the current
/// one; false (or php's exception unless `silent`) at end of file.
fn read_ex(
    vm: &mut Vm,
    this: &PhpObject,
    silent: bool,
    line_add: i64,
    csv: bool,
) -> Result<bool, Fault> {
    free_line(this);
    let r = stream(vm, this)?;
    if at_eof(vm, &r) {
        if silent {
            return Ok(false);
        }
        let msg = format!("Cannot read from file {}", shown(&path_name(this)));
        return Err(vm.throw_error("RuntimeException", msg));
    }
    let max = match state::<FileState>(this).max_len {
        n if n > 0 => n as usize,
        _ => usize::MAX,
    };
    let mut line = read_line(vm, "SplFileObject::fgets", &r, max)?.unwrap_or_default();
    let mut s = state::<FileState>(this);
    if !csv && s.flags & DROP_NEW_LINE != 0 && line.last() == Some(&b'\n') {
        line.pop();
        if line.last() == Some(&b'\r') {
            line.pop();
        }
    }
    s.line = Some(line);
    s.line_num += line_add;
    Ok(true)
}

fn had_line(this: &PhpObject) -> i64 {
    let s = state::<FileState>(this);
    i64::from(s.line.is_some() || s.row.is_some())
}

fn is_line_empty(this: &PhpObject) -> bool {
    let s = state::<FileState>(this);
    let l = s.line.as_deref().unwrap_or_default();
    l.is_empty()
        || (s.flags & READ_CSV != 0 && s.flags & DROP_NEW_LINE != 0 && (l == b"\n" || l == b"\r\n"))
}

/// php's `spl_filesystem_file_read_csv`: reads a record (more lines while a
/// field is still enclosed) and parses it.
fn read_csv(
    vm: &mut Vm,
    this: &PhpObject,
    (delim, encl, esc): (u8, u8, Option<u8>),
    silent: bool,
) -> Result<bool, Fault> {
    loop {
        let add = had_line(this);
        if !read_ex(vm, this, silent, add, true)? {
            return Ok(false);
        }
        if !(is_line_empty(this) && flags(this) & SKIP_EMPTY != 0) {
            break;
        }
    }
    let mut buf = state::<FileState>(this).line.clone().unwrap_or_default();
    let r = stream(vm, this)?;
    while rphp_ext::string::csv::ends_enclosed(&buf, delim, encl, esc) {
        match read_line(vm, "SplFileObject::fgetcsv", &r, usize::MAX)? {
            Some(more) => buf.extend_from_slice(&more),
            None => break,
        }
    }
    let row = Value::Array(rphp_ext::string::csv::parse_csv(&buf, delim, encl, esc));
    state::<FileState>(this).row = Some(row);
    Ok(true)
}

fn csv_chars(this: &PhpObject) -> (u8, u8, Option<u8>) {
    let s = state::<FileState>(this);
    (s.delim, s.encl, s.esc)
}

fn read_line_ex(vm: &mut Vm, this: &PhpObject, silent: bool) -> Result<bool, Fault> {
    if flags(this) & READ_CSV != 0 {
        let c = csv_chars(this);
        return read_csv(vm, this, c, silent);
    }
    let add = had_line(this);
    read_ex(vm, this, silent, add, false)
}

/// php's `spl_filesystem_file_read_line`: SKIP_EMPTY skips empty lines
/// without counting them.
fn read_current(vm: &mut Vm, this: &PhpObject, silent: bool) -> Result<bool, Fault> {
    let mut ok = read_line_ex(vm, this, silent)?;
    while ok && flags(this) & SKIP_EMPTY != 0 && is_line_empty(this) {
        free_line(this);
        ok = read_line_ex(vm, this, silent)?;
    }
    Ok(ok)
}

fn rewind(vm: &mut Vm, this: &PhpObject) -> Result<(), Fault> {
    let r = stream(vm, this)?;
    if !with_stream(vm, &r, |vm, s| s.seek(vm, 0, 0)) {
        let msg = format!("Cannot rewind file {}", shown(&path_name(this)));
        return Err(vm.throw_error("RuntimeException", msg));
    }
    free_line(this);
    state::<FileState>(this).line_num = 0;
    if flags(this) & READ_AHEAD != 0 {
        read_current(vm, this, true)?;
    }
    Ok(())
}

fn m_rewind(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    rewind(vm, this)?;
    Ok(Value::Null)
}

fn m_eof(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = stream(vm, this)?;
    Ok(Value::Bool(at_eof(vm, &r)))
}

fn m_valid(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    if flags(this) & READ_AHEAD != 0 {
        return Ok(Value::Bool(had_line(this) != 0));
    }
    let r = stream(vm, this)?;
    Ok(Value::Bool(!at_eof(vm, &r)))
}

fn m_fgets(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    read_ex(vm, this, false, 1, false)?;
    Ok(Value::str(
        state::<FileState>(this).line.clone().unwrap_or_default(),
    ))
}

fn m_current(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    stream(vm, this)?;
    if had_line(this) == 0 {
        read_current(vm, this, true)?;
    }
    let csv = flags(this) & READ_CSV != 0;
    let s = state::<FileState>(this);
    Ok(match (&s.line, &s.row) {
        (Some(l), row) if !csv || row.is_none() => Value::str(l.clone()),
        (_, Some(row)) => row.clone(),
        _ => Value::Bool(false),
    })
}

fn m_key(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    stream(vm, this)?;
    Ok(Value::Int(state::<FileState>(this).line_num))
}

fn m_next(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    stream(vm, this)?;
    free_line(this);
    if flags(this) & READ_AHEAD != 0 {
        read_current(vm, this, true)?;
    }
    state::<FileState>(this).line_num += 1;
    Ok(Value::Null)
}

fn m_seek(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let n = a[0].to_int();
    if n < 0 {
        return Err(vm.throw_error(
            "ValueError",
            "SplFileObject::seek(): Argument #1 ($line) must be greater than or equal to 0",
        ));
    }
    rewind(vm, this)?;
    for _ in 0..n {
        if !read_current(vm, this, true)? {
            return Ok(Value::Null);
        }
    }
    if n > 0 && flags(this) & READ_AHEAD == 0 {
        state::<FileState>(this).line_num += 1;
        free_line(this);
    }
    Ok(Value::Null)
}

fn m_fgetc(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = stream(vm, this)?;
    free_line(this);
    let c = with_stream(vm, &r, |vm, s| s.read(vm, 1, false, false))?;
    if c.is_empty() {
        return Ok(Value::Bool(false));
    }
    if c == b"\n" {
        state::<FileState>(this).line_num += 1;
    }
    Ok(Value::str(c))
}

fn m_fread(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream(vm, this)?;
    let n = a[0].to_int();
    if n <= 0 {
        return Err(vm.throw_error(
            "ValueError",
            "SplFileObject::fread(): Argument #1 ($length) must be greater than 0",
        ));
    }
    free_line(this);
    let got = with_stream(vm, &r, |vm, s| s.read(vm, n as usize, false, false))?;
    Ok(Value::str(got))
}

fn m_fwrite(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    let data = a[0].to_php_str();
    let mut len = data.len();
    if let Some(l) = a.get(1) {
        let l = l.to_int();
        len = if l >= 0 { len.min(l as usize) } else { 0 };
    }
    if len == 0 {
        return Ok(Value::Int(0));
    }
    call_fn(vm, "fwrite", vec![r, Value::str(&data.as_bytes()[..len])])
}

fn m_ftell(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    call_fn(vm, "ftell", vec![r])
}

fn m_fseek(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    free_line(this);
    let mut args = vec![r];
    args.extend(a.iter().cloned());
    call_fn(vm, "fseek", args)
}

fn m_fflush(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    call_fn(vm, "fflush", vec![r])
}

fn m_fstat(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    call_fn(vm, "fstat", vec![r])
}

fn m_fpassthru(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    call_fn(vm, "fpassthru", vec![r])
}

fn m_ftruncate(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    call_fn(vm, "ftruncate", vec![r, a[0].clone()])
}

fn m_flock(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    let mut args = vec![r];
    args.extend(a.iter().cloned());
    call_fn(vm, "flock", args)
}

/// The separator/enclosure/escape arguments, checked as php checks them.
fn csv_args(
    vm: &mut Vm,
    method: &str,
    a: &[Value],
    first: usize,
) -> Result<(u8, u8, Option<u8>), Fault> {
    let mut one = |i: usize, name: &str, default: u8| -> Result<u8, Fault> {
        let Some(v) = a.get(i) else {
            return Ok(default);
        };
        let s = v.to_php_str();
        if s.len() != 1 {
            return Err(vm.throw_error(
                "ValueError",
                format!(
                    "SplFileObject::{method}(): Argument #{} (${name}) must be a single character",
                    i + 1
                ),
            ));
        }
        Ok(s.as_bytes()[0])
    };
    let sep = one(first, "separator", b',')?;
    let enc = one(first + 1, "enclosure", b'"')?;
    let esc = match a.get(first + 2).map(Value::to_php_str) {
        None => Some(b'\\'),
        Some(s) if s.is_empty() => None,
        Some(s) if s.len() == 1 => Some(s.as_bytes()[0]),
        Some(_) => {
            return Err(vm.throw_error(
                "ValueError",
                format!(
                    "SplFileObject::{method}(): Argument #{} ($escape) must be empty or a single character",
                    first + 3
                ),
            ))
        }
    };
    Ok((sep, enc, esc))
}

fn m_fgetcsv(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    stream(vm, this)?;
    let c = csv_args(vm, "fgetcsv", a, 0)?;
    if !read_csv(vm, this, c, true)? {
        return Ok(Value::Bool(false));
    }
    Ok(state::<FileState>(this)
        .row
        .clone()
        .unwrap_or(Value::Bool(false)))
}

fn m_fputcsv(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let r = res(vm, this)?;
    csv_args(vm, "fputcsv", a, 1)?;
    let mut args = vec![r];
    args.extend(a.iter().cloned());
    call_fn(vm, "fputcsv", args)
}

fn m_set_csv_control(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let (d, e, x) = csv_args(vm, "setCsvControl", a, 0)?;
    let mut s = state::<FileState>(this);
    s.delim = d;
    s.encl = e;
    s.esc = x;
    Ok(Value::Null)
}

fn m_get_csv_control(_vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let (d, e, x) = csv_chars(this);
    let esc = x.map(|c| vec![c]).unwrap_or_default();
    Ok(Value::Array(PhpArray::from_list(vec![
        Value::str(vec![d]),
        Value::str(vec![e]),
        Value::str(esc),
    ])))
}

fn m_set_flags(_vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    state::<FileState>(this).flags = a[0].to_int();
    Ok(Value::Null)
}

fn m_get_flags(_vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(flags(this)))
}

fn m_set_max_line_len(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let n = a[0].to_int();
    if n < 0 {
        return Err(vm.throw_error(
            "ValueError",
            "SplFileObject::setMaxLineLen(): Argument #1 ($maxLength) must be greater than or equal to 0",
        ));
    }
    state::<FileState>(this).max_len = n;
    Ok(Value::Null)
}

fn m_get_max_line_len(_vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(state::<FileState>(this).max_len))
}

fn m_has_children(_vm: &mut Vm, _this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(false))
}

fn m_get_children(_vm: &mut Vm, _this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Null)
}
