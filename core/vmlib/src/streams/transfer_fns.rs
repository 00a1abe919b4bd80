//! Moving data between streams and asking what a stream supports:
//! `stream_copy_to_stream`, `stream_get_line`, `fsync`/`fdatasync`,
//! `stream_supports_lock`, `stream_is_local`.

use super::file_fns::{stream_arg, with, write_bytes};
use super::{bad_read, str_value, Backend, Stream};
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Int, Mixed, String as Str};
use rphp_value::{ErrorLevel, Fault, ParamSpec as P, Value};

const STREAM: P = P::req("stream", Mixed);

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!(
        "stream_copy_to_stream",
        [
            P::req("from", Mixed),
            P::req("to", Mixed),
            P::opt("length", Int, "null").nullable(),
            P::opt("offset", Int, "0")
        ],
        stream_copy_to_stream
    ),
    engine!(
        "stream_get_line",
        [STREAM, P::req("length", Int), P::opt("ending", Str, "\"\"")],
        stream_get_line
    ),
    engine!("fsync", [STREAM], fsync),
    engine!("fdatasync", [STREAM], fdatasync),
    engine!("stream_supports_lock", [STREAM], stream_supports_lock),
    engine!("stream_is_local", [STREAM], stream_is_local),
];

/// `Stream` methods of this file (rphp-vmlib cannot add inherent ones).
trait TransferStream {
    fn read_until(&mut self, vm: &mut Vm, max: usize, delim: &[u8]) -> Result<Vec<u8>, Fault>;
}

impl TransferStream for Stream {
    /// Reads up to `max` bytes, stopping after `delim` (which is consumed
    /// but not returned): `stream_get_line`.
    fn read_until(&mut self, vm: &mut Vm, max: usize, delim: &[u8]) -> Result<Vec<u8>, Fault> {
        let mut out: Vec<u8> = Vec::new();
        while out.len() < max {
            if self.at_hand().is_empty() && !self.refill(vm, max - out.len())? {
                self.eof = true;
                break;
            }
            let avail = self.at_hand();
            let take = avail.len().min(max - out.len());
            let start = out.len().saturating_sub(delim.len() - 1);
            let mut window = out[start..].to_vec();
            window.extend_from_slice(&avail[..take]);
            if let Some(i) = window.windows(delim.len()).position(|w| w == delim) {
                let used = start + i + delim.len() - out.len();
                out.extend_from_slice(&avail[..used]);
                self.consume(used);
                out.truncate(start + i);
                return Ok(out);
            }
            out.extend_from_slice(&avail[..take]);
            self.consume(take);
        }
        Ok(out)
    }
}

fn stream_copy_to_stream(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let from = stream_arg(vm, "stream_copy_to_stream", a)?;
    let to = stream_arg(vm, "stream_copy_to_stream", &a[1..])?;
    let max = match a.get(2) {
        Some(Value::Null) | None => usize::MAX,
        Some(v) if v.to_int() < 0 => usize::MAX,
        Some(v) => v.to_int() as usize,
    };
    let offset = a.get(3).map_or(0, Value::to_int);
    if offset > 0 && !with(vm, &from, |vm, s| s.seek(vm, offset, 0)) {
        vm.raise(
            ErrorLevel::Warning,
            &format!("stream_copy_to_stream(): Failed to seek to position {offset} in the stream"),
        )?;
        return Ok(Value::Bool(false));
    }
    if max == 0 {
        return Ok(Value::Int(0));
    }
    let readable = with(vm, &from, |_, s| s.readable);
    if !readable {
        bad_read(vm, "stream_copy_to_stream")?;
        return Ok(Value::Int(0));
    }
    super::set_func(vm, "stream_copy_to_stream");
    let data = with(vm, &from, |vm, s| s.read(vm, max, false, false))?;
    if data.is_empty() {
        return Ok(Value::Int(0));
    }
    match write_bytes(vm, "stream_copy_to_stream", &to, &data)? {
        Value::Int(n) => Ok(Value::Int(n)),
        _ => Ok(Value::Bool(false)),
    }
}

fn stream_get_line(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "stream_get_line", a)?;
    let n = a.get(1).map_or(0, Value::to_int);
    if n < 0 {
        return Err(vm.throw_error(
            "ValueError",
            "stream_get_line(): Argument #2 ($length) must be greater than or equal to 0",
        ));
    }
    let max = if n == 0 { super::CHUNK } else { n as usize };
    let ending = match a.get(2) {
        Some(v) => v.to_php_str().as_bytes().to_vec(),
        None => Vec::new(),
    };
    let readable = with(vm, &r, |_, s| s.readable);
    if !readable {
        bad_read(vm, "stream_get_line")?;
        return Ok(Value::Bool(false));
    }
    super::set_func(vm, "stream_get_line");
    let (line, eof) = with(vm, &r, |vm, s| {
        let line = if ending.is_empty() {
            s.read(vm, max, false, false)
        } else {
            s.read_until(vm, max, &ending)
        };
        (line, s.eof)
    });
    let line = line?;
    Ok(if line.is_empty() && eof {
        Value::Bool(false)
    } else {
        str_value(line)
    })
}

fn sync(vm: &mut Vm, a: &[Value], func: &str) -> Result<Value, Fault> {
    let r = stream_arg(vm, func, a)?;
    if with(vm, &r, |_, s| {
        s.is_file() || matches!(s.backend, Backend::Std(_))
    }) {
        return Ok(Value::Bool(true));
    }
    vm.raise(
        ErrorLevel::Warning,
        &format!("{func}(): Can't fsync this stream!"),
    )?;
    Ok(Value::Bool(false))
}

fn fsync(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    sync(vm, a, "fsync")
}

fn fdatasync(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    sync(vm, a, "fdatasync")
}

fn stream_supports_lock(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(vm, "stream_supports_lock", a)?;
    Ok(Value::Bool(with(vm, &r, |_, s| s.is_file())))
}

/// Every stream rphp opens is local; of URLs, only `file://` and `php://`.
fn stream_is_local(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    if let Some(Value::Str(s)) = a.first().map(Value::get) {
        let s = s.as_bytes();
        let scheme = s
            .iter()
            .position(|&b| b == b':')
            .filter(|&i| s[i..].starts_with(b"://") && i > 1)
            .map(|i| s[..i].to_ascii_lowercase());
        return Ok(Value::Bool(match scheme {
            None => true,
            Some(sc) => sc == b"file" || sc == b"php" || sc == b"glob",
        }));
    }
    stream_arg(vm, "stream_is_local", a)?;
    Ok(Value::Bool(true))
}
