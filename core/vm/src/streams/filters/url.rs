//! `php://filter/read=.../write=.../resource=...`: the resource opened
//! with the named filters on its chains, for `fopen` and for the
//! whole-file functions (`file_get_contents`, `file`, `readfile`,
//! `file_put_contents`).

use super::{has_write_filters, write, FLAG_NORMAL};
use crate::streams::file_fns::with;
use crate::streams::Stream;
use crate::vm::Vm;
use rphp_value::{ErrorLevel, Fault, Value};

fn shown(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `php://filter/...`: opens the resource and puts the named filters on
/// its chains; `Ok(None)` after php's warnings.
pub(crate) fn open_url(
    vm: &mut Vm,
    func: &str,
    name: &[u8],
    mode: &[u8],
) -> Result<Option<Stream>, Fault> {
    vm.streams.func.clear();
    vm.streams.func.push_str(func);
    let spec = &name[12..];
    let Some(at) = find(spec, b"/resource=") else {
        return Err(vm.throw_error("Error", "No URL resource specified"));
    };
    let target = spec[at + 10..].to_vec();
    let mut s = match crate::streams::open_any(vm, func, &target, mode, false)? {
        Some(s) => s,
        None => {
            vm.raise(
                ErrorLevel::Warning,
                &format!(
                    "{func}({}): Failed to open stream: operation failed",
                    shown(name)
                ),
            )?;
            return Ok(None);
        }
    };
    let read_mode = mode.contains(&b'r') || mode.contains(&b'+');
    let write_mode = mode.contains(&b'w') || mode.contains(&b'+') || mode.contains(&b'a');
    // php cuts the list at `/resource=` and reads it from the second byte:
    // with nothing before `/resource=` it reads on past the cut.
    let list = if at == 0 { &spec[1..] } else { &spec[1..at] };
    for part in list.split(|&b| b == b'/').filter(|p| !p.is_empty()) {
        let part = url_decode(part);
        let (list, r, w) = if part.len() >= 5 && part[..5].eq_ignore_ascii_case(b"read=") {
            (part[5..].to_vec(), true, false)
        } else if part.len() >= 6 && part[..6].eq_ignore_ascii_case(b"write=") {
            (part[6..].to_vec(), false, true)
        } else {
            (part, read_mode, write_mode)
        };
        for one in list.split(|&b| b == b'|').filter(|p| !p.is_empty()) {
            let one = url_decode(one);
            for (on, read) in [(r, true), (w, false)] {
                if !on {
                    continue;
                }
                match vm.create_filter(func, &one, &Value::Null)? {
                    Some(f) if read => s.rfilters.push(f),
                    Some(f) => s.wfilters.push(f),
                    None => vm.raise(
                        ErrorLevel::Warning,
                        &format!("{func}(): Unable to create filter ({})", shown(&one)),
                    )?,
                }
            }
        }
    }
    s.uri = name.to_vec();
    Ok(Some(s))
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// php's `php_url_decode` (`+` is a space, `%XX` a byte).
fn url_decode(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < s.len() => {
                let h = (s[i + 1] as char).to_digit(16);
                let l = (s[i + 2] as char).to_digit(16);
                match (h, l) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    out
}

/// The contents behind a `php://filter` URL for reading functions
/// (`file_get_contents`, `file`, `readfile`): from raw position `offset`
/// (php seeks below the filters), at most `max` filtered bytes;
/// `Ok(None)` after php's warnings.
pub(crate) fn read_url(
    vm: &mut Vm,
    func: &str,
    name: &[u8],
    offset: i64,
    max: Option<usize>,
) -> Result<Option<Vec<u8>>, Fault> {
    let Some(s) = open_url(vm, func, name, b"rb")? else {
        return Ok(None);
    };
    let Value::Resource(r) = vm.new_stream(s) else {
        return Ok(None);
    };
    vm.streams.func.clear();
    vm.streams.func.push_str(func);
    if offset != 0 {
        let whence = if offset > 0 { 0 } else { 2 };
        if !with(vm, &r, |vm, s| s.seek(vm, offset, whence)) {
            let warned = vm.raise(
                ErrorLevel::Warning,
                &format!("{func}(): Failed to seek to position {offset} in the stream"),
            );
            crate::streams::close_stream(vm, func, &r)?;
            warned?;
            return Ok(None);
        }
    }
    let want = max.unwrap_or(usize::MAX);
    let data = with(vm, &r, |vm, s| s.read(vm, want, false, false));
    crate::streams::close_stream(vm, func, &r)?;
    Ok(Some(data?))
}

/// `file_put_contents` to a `php://filter` URL: the bytes written, or
/// `Ok(None)` after php's warnings.
pub(crate) fn write_url(
    vm: &mut Vm,
    func: &str,
    name: &[u8],
    data: &[u8],
    append: bool,
) -> Result<Option<i64>, Fault> {
    let mode: &[u8] = if append { b"ab" } else { b"wb" };
    let Some(s) = open_url(vm, func, name, mode)? else {
        return Ok(None);
    };
    let Value::Resource(r) = vm.new_stream(s) else {
        return Ok(None);
    };
    let n = if data.is_empty() {
        Ok(Value::Int(0))
    } else if has_write_filters(vm, &r) {
        write(vm, func, &r, data, FLAG_NORMAL)
    } else {
        Ok(with(vm, &r, |vm, s| s.write(vm, data))
            .map_or(Value::Bool(false), |n| Value::Int(n as i64)))
    };
    crate::streams::close_stream(vm, func, &r)?;
    // php's file_put_contents reports the length of what it was given.
    Ok(match n? {
        Value::Bool(false) => None,
        _ => Some(data.len() as i64),
    })
}
