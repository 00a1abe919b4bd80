//! `getmyuid`/`getmygid`/`getmyinode`/`getlastmod` (the owner, inode and
//! modification time of the script file being run, as php's CLI reports
//! them) and `disk_free_space`/`disk_total_space`/`diskfreespace`.

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::String as Str;
use rphp_value::{ErrorLevel, Fault, ParamSpec as P, Value};

const DIRECTORY: P = P::req("directory", Str);

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    EngineBuiltin {
        name: "getmyuid",
        params: &[],
        func: |vm, _| Ok(Value::Int(i64::from(page_ids(vm).0))),
    },
    EngineBuiltin {
        name: "getmygid",
        params: &[],
        func: |vm, _| Ok(Value::Int(i64::from(page_ids(vm).1))),
    },
    EngineBuiltin {
        name: "getmyinode",
        params: &[],
        func: |vm, _| Ok(page_stat(vm).map_or(Value::Bool(false), |s| Value::Int(s.ino as i64))),
    },
    EngineBuiltin {
        name: "getlastmod",
        params: &[],
        func: |vm, _| Ok(page_stat(vm).map_or(Value::Bool(false), |s| Value::Int(s.mtime))),
    },
    EngineBuiltin {
        name: "disk_free_space",
        params: &[DIRECTORY],
        func: |vm, a| space(vm, a, "disk_free_space", false),
    },
    EngineBuiltin {
        name: "diskfreespace",
        params: &[DIRECTORY],
        func: |vm, a| space(vm, a, "diskfreespace", false),
    },
    EngineBuiltin {
        name: "disk_total_space",
        params: &[DIRECTORY],
        func: |vm, a| space(vm, a, "disk_total_space", true),
    },
];

/// The main script file's metadata; `None` for code that came from no file
/// (`-r`, standard input).
fn page_stat(vm: &mut Vm) -> Option<crate::host::FileStat> {
    let path = vm.main_script.as_ref()?.script.path.clone();
    vm.host.stat(&path, true).ok()
}

/// The script file's owner and group, or the process's ids without one.
fn page_ids(vm: &mut Vm) -> (u32, u32) {
    match page_stat(vm) {
        Some(s) => (s.uid, s.gid),
        None => vm.host.process_ids(),
    }
}

fn space(vm: &mut Vm, a: &[Value], func: &str, total: bool) -> Result<Value, Fault> {
    let p = match a.first() {
        Some(Value::Str(s)) => super::file_fns::local_path(s.as_bytes()).to_vec(),
        Some(v) => v.to_php_str().as_bytes().to_vec(),
        None => Vec::new(),
    };
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): Argument #1 ($directory) must not contain any null bytes"),
        ));
    }
    if p.is_empty() {
        return Ok(Value::Bool(false));
    }
    match vm.host.disk_space(&p) {
        Ok((free, all)) => Ok(Value::Float(if total { all } else { free })),
        Err(e) => {
            vm.raise(ErrorLevel::Warning, &format!("{func}(): {e}"))?;
            Ok(Value::Bool(false))
        }
    }
}
