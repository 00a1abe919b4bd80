//! Links, owners and the file-creation mask: `readlink`, `linkinfo`,
//! `symlink`, `link`, `chown`/`chgrp`/`lchown`/`lchgrp` and `umask`, over
//! the [`Host`](crate::host::Host) calls of the same names. A host that
//! cannot do one refuses with the OS's reason, which php prints as its
//! warning (`symlink(): Operation not permitted`).

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Int, Mixed, String as Str};
use rphp_value::{ErrorLevel, Fault, ParamSpec as P, Value};

const PATH: P = P::req("path", Str);
const TARGET: P = P::req("target", Str);
const LINK: P = P::req("link", Str);
const FILENAME: P = P::req("filename", Str);
const USER: P = P::req("user", Mixed);
const GROUP: P = P::req("group", Mixed);

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!("readlink", [PATH], readlink),
    engine!("linkinfo", [PATH], linkinfo),
    engine!("symlink", [TARGET, LINK], |vm, a| make_link(vm, a, true)),
    engine!("link", [TARGET, LINK], |vm, a| make_link(vm, a, false)),
    engine!("chown", [FILENAME, USER], |vm, a| {
        change_owner(vm, a, "chown", Owner::User, true)
    }),
    engine!("chgrp", [FILENAME, GROUP], |vm, a| {
        change_owner(vm, a, "chgrp", Owner::Group, true)
    }),
    engine!("lchown", [FILENAME, USER], |vm, a| {
        change_owner(vm, a, "lchown", Owner::User, false)
    }),
    engine!("lchgrp", [FILENAME, GROUP], |vm, a| {
        change_owner(vm, a, "lchgrp", Owner::Group, false)
    }),
    engine!("umask", [P::opt("mask", Int, "null").nullable()], umask),
];

fn path_arg(a: &[Value], i: usize) -> Vec<u8> {
    match a.get(i) {
        Some(Value::Str(s)) => super::file_fns::local_path(s.as_bytes()).to_vec(),
        Some(v) => v.to_php_str().as_bytes().to_vec(),
        None => Vec::new(),
    }
}

/// Argument `i` as a path, or php's ValueError for a NUL byte in it.
fn checked_path(
    vm: &mut Vm,
    a: &[Value],
    i: usize,
    func: &str,
    name: &str,
) -> Result<Vec<u8>, Fault> {
    let p = path_arg(a, i);
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            format!(
                "{func}(): Argument #{} (${name}) must not contain any null bytes",
                i + 1
            ),
        ));
    }
    Ok(p)
}

/// php's warning `func(): reason` and the false it returns.
fn refused(vm: &mut Vm, func: &str, reason: &str) -> Result<Value, Fault> {
    vm.raise(ErrorLevel::Warning, &format!("{func}(): {reason}"))?;
    Ok(Value::Bool(false))
}

fn readlink(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = checked_path(vm, a, 0, "readlink", "path")?;
    match vm.host.read_link(&p) {
        Ok(t) => Ok(super::str_value(t)),
        Err(e) => refused(vm, "readlink", &e),
    }
}

/// `linkinfo()`: the device number of the link itself, -1 on failure.
fn linkinfo(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = checked_path(vm, a, 0, "linkinfo", "path")?;
    match vm.host.stat(&p, false) {
        Ok(st) => Ok(Value::Int(st.dev as i64)),
        Err(e) => {
            vm.raise(ErrorLevel::Warning, &format!("linkinfo(): {e}"))?;
            Ok(Value::Int(-1))
        }
    }
}

/// `symlink()` / `link()`: the link named by argument #2 to argument #1 (a
/// symbolic link's target is stored as given).
fn make_link(vm: &mut Vm, a: &mut [Value], symbolic: bool) -> Result<Value, Fault> {
    let func = if symbolic { "symlink" } else { "link" };
    let target = checked_path(vm, a, 0, func, "target")?;
    let link = checked_path(vm, a, 1, func, "link")?;
    let r = if symbolic {
        vm.host.symlink(&target, &link)
    } else {
        vm.host.hard_link(&target, &link)
    };
    match r {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => refused(vm, func, &e),
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Owner {
    User,
    Group,
}

/// The `string|int $user`/`$group` argument as zpp reads it for an internal
/// function: an int (null, bools and floats become ints, with php's
/// deprecations) or a name to look up.
enum Id {
    Num(i64),
    Name(Vec<u8>),
}

fn id_arg(vm: &mut Vm, func: &str, name: &str, v: &Value) -> Result<Id, Fault> {
    Ok(match v.get() {
        Value::Int(n) => Id::Num(n),
        Value::Str(s) => Id::Name(s.as_bytes().to_vec()),
        Value::Bool(b) => Id::Num(i64::from(b)),
        Value::Null => {
            let msg = format!(
                "{func}(): Passing null to parameter #2 (${name}) of type string|int is deprecated"
            );
            vm.raise(ErrorLevel::Deprecated, &msg)?;
            Id::Num(0)
        }
        Value::Float(f) if f.is_finite() && crate::calls::in_int_range(f) => {
            if f.fract() != 0.0 {
                let msg = format!(
                    "Implicit conversion from float {} to int loses precision",
                    Value::Float(f).to_php_str().to_string_lossy()
                );
                vm.raise(ErrorLevel::Deprecated, &msg)?;
            }
            Id::Num(f as i64)
        }
        other => {
            let msg = format!(
                "{func}(): Argument #2 (${name}) must be of type string|int, {} given",
                crate::calls::given_type(&other)
            );
            return Err(vm.throw_error("TypeError", msg));
        }
    })
}

fn change_owner(
    vm: &mut Vm,
    a: &mut [Value],
    func: &str,
    which: Owner,
    follow: bool,
) -> Result<Value, Fault> {
    let p = checked_path(vm, a, 0, func, "filename")?;
    let name = if which == Owner::User {
        "user"
    } else {
        "group"
    };
    let arg = a.get(1).cloned().unwrap_or(Value::Null);
    if follow {
        if let Some(class) = super::user_wrapper::class_for(vm, &p) {
            let named = matches!(arg.get(), Value::Str(_));
            let option = match (which, named) {
                (Owner::User, true) => 2,
                (Owner::User, false) => 3,
                (Owner::Group, true) => 4,
                (Owner::Group, false) => 5,
            };
            let v = if named {
                Value::Str(arg.to_php_str())
            } else {
                Value::Int(arg.to_int())
            };
            let args = vec![super::str_value(p), Value::Int(option), v];
            return super::user_wrapper::url_op(vm, func, &class, "stream_metadata", args, None);
        }
    }
    let id = match id_arg(vm, func, name, &arg)? {
        // The C call takes a uid_t/gid_t: the int is truncated to 32 bits.
        Id::Num(n) => n as u32,
        Id::Name(n) => {
            let found = match which {
                Owner::User => vm.host.user_id(&n),
                Owner::Group => vm.host.group_id(&n),
            };
            match found {
                Some(id) => id,
                None => {
                    let (what, shown) = match which {
                        Owner::User => ("uid", String::from_utf8_lossy(&n).into_owned()),
                        Owner::Group => ("gid", String::from_utf8_lossy(&n).into_owned()),
                    };
                    return refused(vm, func, &format!("Unable to find {what} for {shown}"));
                }
            }
        }
    };
    let (uid, gid) = match which {
        Owner::User => (Some(id), None),
        Owner::Group => (None, Some(id)),
    };
    match vm.host.chown(&p, uid, gid, follow) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => refused(vm, func, &e),
    }
}

/// `umask(?int $mask = null)`: the old mask; sets `$mask & 0777` when given.
/// A host without a mask (WASI, the browser) keeps php's value per request.
fn umask(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let new = match a.first().map(Value::get) {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.to_int() as u32 & 0o777),
    };
    let old = match vm.host.umask(new.unwrap_or(0o022)) {
        Some(old) => {
            if new.is_none() {
                vm.host.umask(old);
            }
            old
        }
        None => vm.streams.umask,
    };
    vm.streams.umask = new.unwrap_or(old);
    Ok(Value::Int(i64::from(old)))
}
