//! `include`/`require` of a URL whose scheme is a user stream wrapper's.
//!
//! php opens the file through its zend-stream path: `stream_open` with
//! mode "rb" and `STREAM_USE_PATH | STREAM_OPEN_FOR_INCLUDE` plus the
//! zend-stream flag, turns the read buffer off (`stream_set_option`), asks
//! the size (`stream_stat`), reads until it has that many bytes (or until
//! a read gives nothing when the size is unknown) and closes the stream
//! before the code runs. The calls and their order are visible to the
//! wrapper, so they are php's.

use super::file_fns::with;
use super::user_wrapper;
use crate::vm::Vm;
use rphp_value::{Fault, Value};

/// The `$options` php's include passes to `stream_open`:
/// `USE_PATH` (1) | `STREAM_OPEN_FOR_INCLUDE` (0x80) | the zend-stream
/// flag (0x10000).
const INCLUDE_OPTIONS: i64 = 0x10081;
/// `PHP_STREAM_OPTION_READ_BUFFER` with `PHP_STREAM_BUFFER_NONE` and the
/// C library's `BUFSIZ`.
const READ_BUFFER_OFF: [i64; 3] = [2, 0, 8192];

/// What opening an included URL gave.
pub(crate) enum Included {
    /// The stream could not be opened (php's warning is out).
    Failed,
    /// An `_once` include of a URL already included: opened and closed,
    /// not read.
    Already,
    /// The file's source.
    Source(Vec<u8>),
}

/// Opens and reads `url` through the user wrapper `class` for `func`
/// (`include`, `require_once`, ...); `once` skips the reading when `seen`
/// says the URL was included before.
pub(crate) fn read_for_include(
    vm: &mut Vm,
    func: &str,
    class: &[u8],
    url: &[u8],
    once: bool,
) -> Result<Included, Fault> {
    let Some(s) = user_wrapper::open(vm, func, class, url, b"rb", INCLUDE_OPTIONS, None)? else {
        return Ok(Included::Failed);
    };
    let Value::Resource(r) = vm.new_stream(s) else {
        return Ok(Included::Failed);
    };
    let o = with(vm, &r, |_, s| s.user()).expect("a user stream");
    super::set_func(vm, func);
    let got = read_source(vm, func, &r, &o, once && vm.included.contains(url));
    let closed = user_wrapper::close(vm, &r, &o);
    super::file_fns::close(vm, &r);
    let got = got?;
    closed?;
    Ok(got)
}

fn read_source(
    vm: &mut Vm,
    func: &str,
    r: &rphp_value::PhpResource,
    o: &rphp_value::PhpObject,
    already: bool,
) -> Result<Included, Fault> {
    let args = READ_BUFFER_OFF.iter().map(|&n| Value::Int(n)).collect();
    user_wrapper::other(vm, func, o, "stream_set_option", args)?;
    if already {
        return Ok(Included::Already);
    }
    let size = user_wrapper::fstat(vm, func, o)?.map_or(0, |st| st.size as usize);
    let mut source = Vec::new();
    while size == 0 || source.len() < size {
        let chunk = with(vm, r, |vm, s| s.user_read(vm, o))?;
        match chunk {
            Some(c) if !c.is_empty() => source.extend(c),
            _ => break,
        }
    }
    Ok(Included::Source(source))
}
