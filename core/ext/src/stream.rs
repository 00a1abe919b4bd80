//! The CLI's standard streams — `STDIN`, `STDOUT`, `STDERR` — and the stream
//! functions that work on them (`fgets`, `fread`, `fwrite`, `feof`, ...).
//!
//! These are the only stream resources rphp has so far (files and wrappers
//! come with the filesystem functions), so every function here is complete
//! for every resource a script can hold. Reading goes through
//! [`Context::read_fd`] in chunks, like PHP's stream layer: a stream remembers
//! what it read but not yet returned, and `feof` turns true once a read found
//! nothing more.

use crate::util::{int_arg, str_arg, value_error, zpp_type_name};
use rphp_value::{
    Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpResource, PhpStr, ThrowKind,
    Value,
};

/// PHP reads streams in chunks of this size.
const CHUNK: usize = 8192;

/// What a standard-stream resource holds.
struct StdStream {
    /// The file descriptor: 0, 1 or 2.
    fd: i32,
    /// Read ahead but not yet returned.
    buf: Vec<u8>,
    pos: usize,
    eof: bool,
}

/// The `STDIN`, `STDOUT` and `STDERR` constants, as resources 1, 2 and 3
/// (the numbers php's CLI gives them). Call once per request.
pub fn constants() -> Vec<(&'static str, Value)> {
    ["STDIN", "STDOUT", "STDERR"]
        .iter()
        .enumerate()
        .map(|(fd, &name)| {
            let s = StdStream {
                fd: fd as i32,
                buf: Vec::new(),
                pos: 0,
                eof: false,
            };
            let r = PhpResource::new(fd as i64 + 1, "stream", Box::new(s));
            (name, Value::Resource(r))
        })
        .collect()
}

/// The stream behind argument 0, or PHP's TypeError.
fn stream_arg(ctx: &mut dyn Context, func: &str, args: &[Value]) -> Result<PhpResource, Fault> {
    match args.first().map(Value::get) {
        Some(Value::Resource(r)) if r.is_closed() => Err(ctx.throw(
            ThrowKind::TypeError,
            format!("{func}(): supplied resource is not a valid stream resource"),
        )),
        Some(Value::Resource(r)) => Ok(r),
        other => {
            let got = other.unwrap_or(Value::Null);
            Err(ctx.throw(
                ThrowKind::TypeError,
                format!(
                    "{func}(): Argument #1 ($stream) must be of type resource, {} given",
                    zpp_type_name(&got)
                ),
            ))
        }
    }
}

/// Runs `f` on the stream's state.
fn with_stream<T>(r: &PhpResource, f: impl FnOnce(&mut StdStream) -> T) -> T {
    let mut payload = r.0.payload.borrow_mut();
    let s = payload
        .downcast_mut::<StdStream>()
        .expect("every resource is a standard stream");
    f(s)
}

/// PHP's notice for reading a write-only stream (errno 9, EBADF).
fn bad_read(ctx: &mut dyn Context, func: &str) -> Result<(), Fault> {
    ctx.error(
        ErrorLevel::Notice,
        &format!("{func}(): Read of {CHUNK} bytes failed with errno=9 Bad file descriptor"),
    )
}

/// Makes sure at least one unread byte is buffered unless the stream is at
/// its end; returns false at end of file.
fn fill(ctx: &mut dyn Context, r: &PhpResource) -> bool {
    let (fd, need) = with_stream(r, |s| (s.fd, s.pos >= s.buf.len()));
    if !need {
        return true;
    }
    let chunk = ctx.read_fd(fd, CHUNK);
    with_stream(r, |s| {
        s.buf.clear();
        s.pos = 0;
        if chunk.is_empty() {
            s.eof = true;
            false
        } else {
            s.buf = chunk;
            true
        }
    })
}

/// Reads up to `max` bytes, stopping after a newline when `line` is set.
fn read(ctx: &mut dyn Context, r: &PhpResource, max: usize, line: bool) -> Vec<u8> {
    let mut out = Vec::new();
    while out.len() < max && fill(ctx, r) {
        let done = with_stream(r, |s| {
            let avail = &s.buf[s.pos..];
            let mut take = avail.len().min(max - out.len());
            let mut found = false;
            if line {
                if let Some(i) = avail[..take].iter().position(|&b| b == b'\n') {
                    take = i + 1;
                    found = true;
                }
            }
            out.extend_from_slice(&avail[..take]);
            s.pos += take;
            found
        });
        if done {
            break;
        }
    }
    out
}

fn is_readable(r: &PhpResource) -> bool {
    with_stream(r, |s| s.fd == 0)
}

/// `fwrite(resource $stream, string $data, ?int $length = null): int|false`
fn fwrite(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    write_to(ctx, "fwrite", args)
}

fn fputs(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    write_to(ctx, "fputs", args)
}

fn write_to(ctx: &mut dyn Context, func: &str, args: &[Value]) -> Result<Value, Fault> {
    let r = stream_arg(ctx, func, args)?;
    let data = str_arg(args, 1);
    let len = match args.get(2).map(Value::get) {
        Some(Value::Null) | None => data.len(),
        Some(v) => rphp_value::convert::to_int(&v).clamp(0, data.len() as i64) as usize,
    };
    write(ctx, &r, &data.as_bytes()[..len]);
    Ok(Value::Int(len as i64))
}

/// Writes bytes to a standard stream (shared with `fprintf`).
pub(crate) fn write(ctx: &mut dyn Context, r: &PhpResource, bytes: &[u8]) {
    let fd = with_stream(r, |s| s.fd);
    if fd != 0 && !bytes.is_empty() {
        ctx.write_fd(fd, bytes);
    }
}

/// The stream argument of `fprintf`/`vfprintf`, checked like `fwrite` does.
pub(crate) fn checked_stream(
    ctx: &mut dyn Context,
    func: &str,
    args: &[Value],
) -> Result<PhpResource, Fault> {
    stream_arg(ctx, func, args)
}

/// `fgets(resource $stream, ?int $length = null): string|false`
fn fgets(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(ctx, "fgets", args)?;
    let max = match args.get(1).map(Value::get) {
        Some(Value::Null) | None => usize::MAX,
        Some(v) => {
            let n = rphp_value::convert::to_int(&v);
            if n <= 0 {
                return Err(value_error(
                    ctx,
                    "fgets",
                    1,
                    "length",
                    "must be greater than 0",
                ));
            }
            (n - 1) as usize
        }
    };
    if !is_readable(&r) {
        bad_read(ctx, "fgets")?;
        return Ok(Value::Bool(false));
    }
    if max == 0 {
        return Ok(Value::Bool(false));
    }
    let line = read(ctx, &r, max, true);
    Ok(if line.is_empty() {
        Value::Bool(false)
    } else {
        Value::Str(PhpStr::from(line))
    })
}

/// `fgetc(resource $stream): string|false`
fn fgetc(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(ctx, "fgetc", args)?;
    if !is_readable(&r) {
        bad_read(ctx, "fgetc")?;
        return Ok(Value::Bool(false));
    }
    let c = read(ctx, &r, 1, false);
    Ok(if c.is_empty() {
        Value::Bool(false)
    } else {
        Value::Str(PhpStr::from(c))
    })
}

/// `fread(resource $stream, int $length): string|false`
fn fread(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(ctx, "fread", args)?;
    let n = int_arg(args, 1, 0);
    if n <= 0 {
        return Err(value_error(
            ctx,
            "fread",
            1,
            "length",
            "must be greater than 0",
        ));
    }
    if !is_readable(&r) {
        bad_read(ctx, "fread")?;
        return Ok(Value::Bool(false));
    }
    // Like a plain read(2): what one chunk gives, not necessarily all `n`.
    let mut out = Vec::new();
    if fill(ctx, &r) {
        out = with_stream(&r, |s| {
            let take = (s.buf.len() - s.pos).min(n as usize);
            let v = s.buf[s.pos..s.pos + take].to_vec();
            s.pos += take;
            v
        });
    }
    Ok(Value::Str(PhpStr::from(out)))
}

/// `stream_get_contents(resource $stream, ?int $length = null, int $offset = -1): string|false`
fn stream_get_contents(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(ctx, "stream_get_contents", args)?;
    let max = match args.get(1).map(Value::get) {
        Some(Value::Null) | None => usize::MAX,
        Some(v) => {
            let n = rphp_value::convert::to_int(&v);
            if n < -1 {
                return Err(value_error(
                    ctx,
                    "stream_get_contents",
                    1,
                    "length",
                    "must be greater than or equal to -1",
                ));
            }
            if n == -1 {
                usize::MAX
            } else {
                n as usize
            }
        }
    };
    if int_arg(args, 2, -1) >= 0 {
        // The standard streams are pipes or terminals: they cannot seek.
        let offset = int_arg(args, 2, -1);
        ctx.error(
            ErrorLevel::Warning,
            "stream_get_contents(): Stream does not support seeking",
        )?;
        ctx.error(
            ErrorLevel::Warning,
            &format!("stream_get_contents(): Failed to seek to position {offset} in the stream"),
        )?;
        return Ok(Value::Bool(false));
    }
    if !is_readable(&r) {
        bad_read(ctx, "stream_get_contents")?;
        return Ok(Value::Str(PhpStr::new()));
    }
    Ok(Value::Str(PhpStr::from(read(ctx, &r, max, false))))
}

/// `feof(resource $stream): bool`
fn feof(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(ctx, "feof", args)?;
    Ok(Value::Bool(with_stream(&r, |s| {
        s.eof && s.pos >= s.buf.len()
    })))
}

/// `fflush(resource $stream): bool` — writes are never held back.
fn fflush(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    stream_arg(ctx, "fflush", args)?;
    Ok(Value::Bool(true))
}

/// `fclose(resource $stream): bool`
fn fclose(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let r = stream_arg(ctx, "fclose", args)?;
    r.close();
    Ok(Value::Bool(true))
}

fn resource_arg(ctx: &mut dyn Context, func: &str, args: &[Value]) -> Result<PhpResource, Fault> {
    match args.first().map(Value::get) {
        Some(Value::Resource(r)) => Ok(r),
        other => {
            let got = other.unwrap_or(Value::Null);
            Err(ctx.throw(
                ThrowKind::TypeError,
                format!(
                    "{func}(): Argument #1 ($resource) must be of type resource, {} given",
                    zpp_type_name(&got)
                ),
            ))
        }
    }
}

/// `get_resource_type(resource $resource): string`
fn get_resource_type(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let r = resource_arg(ctx, "get_resource_type", args)?;
    Ok(Value::str(r.kind()))
}

/// `get_resource_id(resource $resource): int`
fn get_resource_id(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let r = resource_arg(ctx, "get_resource_id", args)?;
    Ok(Value::Int(r.id()))
}

const STREAM: ParamSpec = ParamSpec::req("stream", ParamType::Mixed);

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "fwrite",
        params: &[
            STREAM,
            ParamSpec::req("data", ParamType::String),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
        ],
        func: fwrite,
    },
    Builtin {
        name: "fputs",
        params: &[
            STREAM,
            ParamSpec::req("data", ParamType::String),
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
        ],
        func: fputs,
    },
    Builtin {
        name: "fgets",
        params: &[
            STREAM,
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
        ],
        func: fgets,
    },
    Builtin {
        name: "fgetc",
        params: &[STREAM],
        func: fgetc,
    },
    Builtin {
        name: "fread",
        params: &[STREAM, ParamSpec::req("length", ParamType::Int)],
        func: fread,
    },
    Builtin {
        name: "stream_get_contents",
        params: &[
            STREAM,
            ParamSpec::opt("length", ParamType::Int, "null").nullable(),
            ParamSpec::opt("offset", ParamType::Int, "-1"),
        ],
        func: stream_get_contents,
    },
    Builtin {
        name: "feof",
        params: &[STREAM],
        func: feof,
    },
    Builtin {
        name: "fflush",
        params: &[STREAM],
        func: fflush,
    },
    Builtin {
        name: "fclose",
        params: &[STREAM],
        func: fclose,
    },
    Builtin {
        name: "get_resource_type",
        params: &[ParamSpec::req("resource", ParamType::Mixed)],
        func: get_resource_type,
    },
    Builtin {
        name: "get_resource_id",
        params: &[ParamSpec::req("resource", ParamType::Mixed)],
        func: get_resource_id,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::MockCtx;

    fn stdin(ctx: &mut MockCtx, data: &[u8]) -> Value {
        ctx.stdin = data.to_vec();
        constants().remove(0).1
    }

    #[test]
    fn fgets_reads_lines_then_false_and_eof() {
        let mut ctx = MockCtx::new();
        let r = stdin(&mut ctx, b"a\nbc");
        let mut args = [r.clone()];
        assert!(
            matches!(fgets(&mut ctx, &mut args).unwrap(), Value::Str(s) if s.as_bytes() == b"a\n")
        );
        assert!(matches!(
            feof(&mut ctx, &mut args).unwrap(),
            Value::Bool(false)
        ));
        assert!(
            matches!(fgets(&mut ctx, &mut args).unwrap(), Value::Str(s) if s.as_bytes() == b"bc")
        );
        assert!(matches!(
            feof(&mut ctx, &mut args).unwrap(),
            Value::Bool(true)
        ));
        assert!(matches!(
            fgets(&mut ctx, &mut args).unwrap(),
            Value::Bool(false)
        ));
    }

    #[test]
    fn stream_get_contents_with_length() {
        let mut ctx = MockCtx::new();
        let r = stdin(&mut ctx, b"abcdef");
        let mut args = [r.clone(), Value::Int(2)];
        assert!(
            matches!(stream_get_contents(&mut ctx, &mut args).unwrap(), Value::Str(s) if s.as_bytes() == b"ab")
        );
        let mut args = [r];
        assert!(
            matches!(stream_get_contents(&mut ctx, &mut args).unwrap(), Value::Str(s) if s.as_bytes() == b"cdef")
        );
    }

    #[test]
    fn closed_stream_is_a_type_error() {
        let mut ctx = MockCtx::new();
        let r = stdin(&mut ctx, b"");
        let mut args = [r];
        fclose(&mut ctx, &mut args).unwrap();
        assert!(fgets(&mut ctx, &mut args).is_err());
        assert_eq!(
            ctx.thrown.as_deref(),
            Some("TypeError: fgets(): supplied resource is not a valid stream resource")
        );
    }
}
