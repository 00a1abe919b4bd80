//! The incremental API: `hash_init`, `hash_update`, `hash_final`,
//! `hash_copy` over a `HashContext` object (a class the VM declares; its
//! state is kept here as an `ExtState`). The context collects the data and
//! runs the one-shot algorithm (or HMAC) at `hash_final`, so every
//! algorithm and option `hash()` knows works incrementally too.

use super::{algo_arg, output, read_options, Algo, Options};
use crate::util::{array_arg, bool_arg, int_arg, str_arg, value_error, zpp_type_name};
use rphp_value::{
    Builtin, Context, ExtState, Fault, ParamSpec, ParamType, PhpObject, ThrowKind, Value,
};
use std::any::Any;

/// `HASH_HMAC`
pub const HASH_HMAC: i64 = 1;

#[derive(Clone)]
struct HashState {
    algo: &'static Algo,
    opts: Options,
    /// The key when HMAC was requested.
    hmac_key: Option<Vec<u8>>,
    data: Vec<u8>,
    finalized: bool,
}

fn clone_state(s: &dyn Any) -> Result<Box<dyn Any>, (ThrowKind, String)> {
    let s = s.downcast_ref::<HashState>().expect("a hash state");
    if s.finalized {
        return Err((
            ThrowKind::ValueError,
            "Cannot clone a finalized HashContext".into(),
        ));
    }
    Ok(Box::new(s.clone()))
}

const P_CONTEXT: ParamSpec = ParamSpec::req("context", ParamType::Mixed);

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "hash_init",
        params: &[
            ParamSpec::req("algo", ParamType::String),
            ParamSpec::opt("flags", ParamType::Int, "0"),
            ParamSpec::opt("key", ParamType::String, "\"\""),
            ParamSpec::opt("options", ParamType::Array, "[]"),
        ],
        func: hash_init,
    },
    Builtin {
        name: "hash_update",
        params: &[P_CONTEXT, ParamSpec::req("data", ParamType::String)],
        func: hash_update,
    },
    Builtin {
        name: "hash_update_stream",
        params: &[
            P_CONTEXT,
            ParamSpec::req("stream", ParamType::Mixed),
            ParamSpec::opt("length", ParamType::Int, "-1"),
        ],
        func: hash_update_stream,
    },
    Builtin {
        name: "hash_update_file",
        params: &[
            P_CONTEXT,
            ParamSpec::req("filename", ParamType::String),
            ParamSpec::opt("stream_context", ParamType::Mixed, "null"),
        ],
        func: hash_update_file,
    },
    Builtin {
        name: "hash_final",
        params: &[
            P_CONTEXT,
            ParamSpec::opt("binary", ParamType::Bool, "false"),
        ],
        func: hash_final,
    },
    Builtin {
        name: "hash_copy",
        params: &[P_CONTEXT],
        func: hash_copy,
    },
];

fn hash_init(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let algo = algo_arg(ctx, "hash_init", args, false)?;
    let hmac = int_arg(args, 1, 0) & HASH_HMAC != 0;
    let key = str_arg(args, 2).as_bytes().to_vec();
    if hmac && !algo.crypto {
        return Err(value_error(
            ctx,
            "hash_init",
            0,
            "algo",
            "must be a cryptographic hashing algorithm if HMAC is requested",
        ));
    }
    if hmac && key.is_empty() {
        return Err(value_error(
            ctx,
            "hash_init",
            2,
            "key",
            "cannot be empty when HMAC is requested",
        ));
    }
    let opts = read_options(ctx, algo, &array_arg(args, 3))?;
    let Some(o) = ctx.new_object(b"HashContext")? else {
        return Err(ctx.throw(ThrowKind::Error, "Class \"HashContext\" not found".into()));
    };
    let state = HashState {
        algo,
        opts,
        hmac_key: hmac.then_some(key),
        data: Vec::new(),
        finalized: false,
    };
    *o.0.internal.borrow_mut() = Some(Box::new(ExtState {
        state: Box::new(state),
        clone: clone_state,
    }));
    Ok(Value::Object(o))
}

/// The context argument, or php's TypeError for anything else.
fn context_arg(ctx: &mut dyn Context, func: &str, args: &[Value]) -> Result<PhpObject, Fault> {
    let v = args.first().map(|v| v.get()).unwrap_or(Value::Null);
    match v {
        Value::Object(o) if o.instance_of(b"HashContext") => Ok(o),
        other => {
            let given = match &other {
                Value::Object(o) => String::from_utf8_lossy(o.class_name()).into_owned(),
                v => zpp_type_name(v).to_string(),
            };
            let msg = format!(
                "{func}(): Argument #1 ($context) must be of type HashContext, {given} given"
            );
            Err(ctx.throw(ThrowKind::TypeError, msg))
        }
    }
}

/// Runs `f` on a live context's state, or throws php's finalized error.
fn with_state<R>(
    ctx: &mut dyn Context,
    func: &str,
    args: &[Value],
    f: impl FnOnce(&mut HashState) -> R,
) -> Result<R, Fault> {
    let o = context_arg(ctx, func, args)?;
    let mut slot = o.0.internal.borrow_mut();
    let state = slot
        .as_mut()
        .and_then(|b| b.downcast_mut::<ExtState>())
        .and_then(|e| e.state.downcast_mut::<HashState>())
        .filter(|s| !s.finalized);
    match state {
        Some(s) => Ok(f(s)),
        None => {
            drop(slot);
            let msg = format!(
                "{func}(): Argument #1 ($context) must be a valid, non-finalized HashContext"
            );
            Err(ctx.throw(ThrowKind::TypeError, msg))
        }
    }
}

fn hash_update(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let data = str_arg(args, 1);
    with_state(ctx, "hash_update", args, |s| {
        s.data.extend_from_slice(data.as_bytes())
    })?;
    Ok(Value::Bool(true))
}

/// `hash_update_stream(HashContext $context, resource $stream, int $length = -1)`:
/// feeds up to `$length` bytes (all, when negative) read from the stream's
/// position; the count read.
fn hash_update_stream(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let func = "hash_update_stream";
    let stream = args.get(1).map(Value::get).unwrap_or(Value::Null);
    if !matches!(stream, Value::Resource(_)) {
        let msg = format!(
            "{func}(): Argument #2 ($stream) must be of type resource, {} given",
            zpp_type_name(&stream)
        );
        return Err(ctx.throw(ThrowKind::TypeError, msg));
    }
    with_state(ctx, func, args, |_| ())?;
    let mut left = int_arg(args, 2, -1);
    let mut total = 0i64;
    while left != 0 {
        let want = if left > 0 {
            left.min(8192) as usize
        } else {
            8192
        };
        let chunk = match ctx.stream_read(func, &stream, want)? {
            Some(c) if !c.is_empty() => c,
            _ => break,
        };
        with_state(ctx, func, args, |s| s.data.extend_from_slice(&chunk))?;
        total += chunk.len() as i64;
        if left > 0 {
            left -= chunk.len() as i64;
        }
    }
    Ok(Value::Int(total))
}

/// `hash_update_file(HashContext $context, string $filename, ?resource
/// $stream_context = null)`: feeds a whole file; false (after php's warning
/// or notice) when it cannot be read.
fn hash_update_file(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let func = "hash_update_file";
    let path = str_arg(args, 1);
    if path.as_bytes().contains(&0) {
        return Err(value_error(
            ctx,
            func,
            1,
            "filename",
            "must not contain any null bytes",
        ));
    }
    with_state(ctx, func, args, |_| ())?;
    match super::files::read(ctx, func, path.as_bytes(), (1, "filename"))? {
        super::files::Read::Data(d) => {
            with_state(ctx, func, args, |s| s.data.extend_from_slice(&d))?;
            Ok(Value::Bool(true))
        }
        _ => Ok(Value::Bool(false)),
    }
}

fn hash_final(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let binary = bool_arg(args, 1, false);
    let raw = with_state(ctx, "hash_final", args, |s| {
        s.finalized = true;
        let data = std::mem::take(&mut s.data);
        match &s.hmac_key {
            Some(k) => super::kdf::Hmac::new(s.algo, k).mac(&[&data]),
            None => (s.algo.func)(&data, &s.opts),
        }
    })?;
    Ok(output(raw, binary))
}

fn hash_copy(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let copy = with_state(ctx, "hash_copy", args, |s| s.clone())?;
    let Some(o) = ctx.new_object(b"HashContext")? else {
        return Err(ctx.throw(ThrowKind::Error, "Class \"HashContext\" not found".into()));
    };
    *o.0.internal.borrow_mut() = Some(Box::new(ExtState {
        state: Box::new(copy),
        clone: clone_state,
    }));
    Ok(Value::Object(o))
}
