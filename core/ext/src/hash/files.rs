//! Hashing whole files: `hash_file`, `hash_hmac_file`, `md5_file`,
//! `sha1_file`, reading through the host with php's warnings for files
//! that cannot be opened or read.

use super::{algo_arg, output, read_options};
use crate::util::{array_arg, bool_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, ThrowKind, Value};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "hash_file",
        params: &[
            ParamSpec::req("algo", ParamType::String),
            ParamSpec::req("filename", ParamType::String),
            ParamSpec::opt("binary", ParamType::Bool, "false"),
            ParamSpec::opt("options", ParamType::Array, "[]"),
        ],
        func: hash_file,
    },
    Builtin {
        name: "hash_hmac_file",
        params: &[
            ParamSpec::req("algo", ParamType::String),
            ParamSpec::req("filename", ParamType::String),
            ParamSpec::req("key", ParamType::String),
            ParamSpec::opt("binary", ParamType::Bool, "false"),
        ],
        func: hash_hmac_file,
    },
    Builtin {
        name: "md5_file",
        params: &[
            ParamSpec::req("filename", ParamType::String),
            ParamSpec::opt("binary", ParamType::Bool, "false"),
        ],
        func: |ctx, a| digest_file(ctx, a, "md5_file", |d| crate::string::hash::md5(d).to_vec()),
    },
    Builtin {
        name: "sha1_file",
        params: &[
            ParamSpec::req("filename", ParamType::String),
            ParamSpec::opt("binary", ParamType::Bool, "false"),
        ],
        func: |ctx, a| {
            digest_file(ctx, a, "sha1_file", |d| {
                crate::string::hash::sha1(d).to_vec()
            })
        },
    },
];

/// What reading the file gave.
pub(super) enum Read {
    Data(Vec<u8>),
    /// Opened, but reading failed (a directory): php has read nothing.
    Failed,
    /// Could not be opened (warned).
    Missing,
}

/// Reads `path` for `func`, with php's notices and warnings. `nul_arg` is
/// the argument php names when the path holds a NUL byte.
pub(super) fn read(
    ctx: &mut dyn Context,
    func: &str,
    path: &[u8],
    nul_arg: (usize, &str),
) -> Result<Read, Fault> {
    if path.contains(&0) {
        return Err(value_error(
            ctx,
            func,
            nul_arg.0,
            nul_arg.1,
            "must not contain any null bytes",
        ));
    }
    if path.is_empty() {
        return Err(ctx.throw(ThrowKind::ValueError, "Path cannot be empty".into()));
    }
    match ctx.read_file_reason(path) {
        Ok(d) => Ok(Read::Data(d)),
        Err(e) if e == "Is a directory" => {
            let msg = format!("{func}(): Read of 8192 bytes failed with errno=21 Is a directory");
            ctx.error(ErrorLevel::Notice, &msg)?;
            Ok(Read::Failed)
        }
        Err(e) => {
            let msg = format!(
                "{func}({}): Failed to open stream: {e}",
                String::from_utf8_lossy(path)
            );
            ctx.error(ErrorLevel::Warning, &msg)?;
            Ok(Read::Missing)
        }
    }
}

fn hash_file(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let algo = algo_arg(ctx, "hash_file", args, false)?;
    // php names the wrong argument here; its message is kept.
    let data = match read(ctx, "hash_file", str_arg(args, 1).as_bytes(), (0, "algo"))? {
        Read::Data(d) => d,
        Read::Failed | Read::Missing => return Ok(Value::Bool(false)),
    };
    let opts = read_options(ctx, algo, &array_arg(args, 3))?;
    Ok(output((algo.func)(&data, &opts), bool_arg(args, 2, false)))
}

fn hash_hmac_file(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let algo = algo_arg(ctx, "hash_hmac_file", args, true)?;
    let data = match read(
        ctx,
        "hash_hmac_file",
        str_arg(args, 1).as_bytes(),
        (0, "algo"),
    )? {
        Read::Data(d) => d,
        Read::Failed | Read::Missing => return Ok(Value::Bool(false)),
    };
    let raw = super::kdf::Hmac::new(algo, str_arg(args, 2).as_bytes()).mac(&[&data]);
    Ok(output(raw, bool_arg(args, 3, false)))
}

fn digest_file(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    f: fn(&[u8]) -> Vec<u8>,
) -> Result<Value, Fault> {
    let data = match read(ctx, func, str_arg(args, 0).as_bytes(), (0, "filename"))? {
        Read::Data(d) => d,
        // md5_file/sha1_file hash what they read: nothing.
        Read::Failed => Vec::new(),
        Read::Missing => return Ok(Value::Bool(false)),
    };
    Ok(output(f(&data), bool_arg(args, 1, false)))
}
