//! Child processes: `exec`, `system`, `passthru`, `shell_exec` (and the
//! backtick operator, which compiles to it), `popen`/`pclose` and
//! `proc_open` with `proc_close`, `proc_get_status`, `proc_terminate` and
//! `proc_nice`.
//!
//! Children are started through [`Host::spawn`](crate::host::Host::spawn);
//! the parent's ends of their pipes are host file handles, so they are
//! ordinary file streams marked as pipes. What the script printed is flushed
//! to the host before a child starts, so the two outputs come in php's
//! order. A host that cannot start processes (WASI, the browser) makes
//! every function fail with php's warning for a failed fork.

use super::file_fns::{close, exit_status, resource_arg, stream_arg};
use super::{Backend, Stream};
use crate::host::{ChildExit, ChildIo, SpawnSpec, Spawned};
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Array, ArrayOrString, Int, Mixed, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpResource, Value};

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!(
        "exec",
        [
            P::req("command", Str),
            P::opt("output", Mixed, "null").by_ref(),
            P::opt("result_code", Mixed, "null").by_ref()
        ],
        exec
    ),
    engine!(
        "system",
        [
            P::req("command", Str),
            P::opt("result_code", Mixed, "null").by_ref()
        ],
        system
    ),
    engine!(
        "passthru",
        [
            P::req("command", Str),
            P::opt("result_code", Mixed, "null").by_ref()
        ],
        passthru
    ),
    engine!("shell_exec", [P::req("command", Str)], shell_exec),
    engine!(
        "popen",
        [P::req("command", Str), P::req("mode", Str)],
        popen
    ),
    engine!("pclose", [P::req("handle", Mixed)], pclose),
    engine!(
        "proc_open",
        [
            P::req("command", ArrayOrString),
            P::req("descriptor_spec", Array),
            P::req("pipes", Mixed).by_ref(),
            P::opt("cwd", Str, "null").nullable(),
            P::opt("env_vars", Array, "null").nullable(),
            P::opt("options", Array, "null").nullable()
        ],
        proc_open
    ),
    engine!("proc_close", [P::req("process", Mixed)], proc_close),
    engine!(
        "proc_get_status",
        [P::req("process", Mixed)],
        proc_get_status
    ),
    engine!(
        "proc_terminate",
        [P::req("process", Mixed), P::opt("signal", Int, "15")],
        proc_terminate
    ),
    engine!("proc_nice", [P::req("priority", Int)], proc_nice),
];

/// What a `process` resource holds.
struct Process {
    child: u64,
    pid: i64,
    command: Vec<u8>,
    /// The pipe streams `proc_open` made; `proc_close` closes them first.
    pipes: Vec<PhpResource>,
    /// Set once `proc_get_status` has seen the child end: php 8.2 reaps it
    /// then, and later calls (and `proc_close`) see no child.
    reaped: bool,
    /// An exit already known without a child (an `exec` that failed).
    known: Option<ChildExit>,
}

fn bytes(a: &[Value], i: usize) -> Vec<u8> {
    a.get(i)
        .map(|v| v.get().to_php_str().as_bytes().to_vec())
        .unwrap_or_default()
}

fn shown(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn set_ref(a: &[Value], i: usize, v: Value) {
    if let Some(Value::Ref(r)) = a.get(i) {
        r.set(v);
    }
}

/// php's checks on a command line: not empty, no NUL byte.
fn check_command(vm: &mut Vm, func: &str, cmd: &[u8]) -> Result<(), Fault> {
    let problem = if cmd.is_empty() {
        "cannot be empty"
    } else if cmd.contains(&0) {
        "must not contain any null bytes"
    } else {
        return Ok(());
    };
    Err(vm.throw_error(
        "ValueError",
        format!("{func}(): Argument #1 ($command) {problem}"),
    ))
}

/// Runs `/bin/sh -c cmd` with its output piped to us.
fn spawn_reading(vm: &mut Vm, cmd: &[u8]) -> Result<Spawned, String> {
    vm.flush();
    let argv = [cmd.to_vec()];
    vm.host.spawn(&SpawnSpec {
        argv: &argv,
        shell: true,
        cwd: None,
        env: None,
        io: &[(1, ChildIo::PipeFromChild)],
    })
}

/// The end of a line as php's `exec` keeps it: trailing whitespace removed.
fn trim_end(line: &[u8]) -> &[u8] {
    let n = line
        .iter()
        .rposition(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c))
        .map_or(0, |i| i + 1);
    &line[..n]
}

/// How `php_exec` treats the child's output.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// `exec` without an array: only the last line.
    Last,
    /// `system`: every line printed (and flushed) as it comes.
    Print,
    /// `exec` with an array: every line, trimmed.
    Lines,
    /// `passthru`: the raw bytes printed.
    Raw,
}

/// php's `php_exec`: the last line (trimmed) or false, and the exit status.
fn php_exec(
    vm: &mut Vm,
    func: &str,
    cmd: &[u8],
    mode: Mode,
    lines: &mut Option<PhpArray>,
) -> Result<(Value, i64), Fault> {
    let spawned = match spawn_reading(vm, cmd) {
        Ok(s) => s,
        Err(_) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("{func}(): Unable to fork [{}]", shown(cmd)),
            )?;
            return Ok((Value::Bool(false), -1));
        }
    };
    // php reads the output through a stream, which takes a number.
    vm.streams.take_id();
    let h = spawned.pipes.first().map_or(0, |p| p.1);
    let mut pending: Vec<u8> = Vec::new();
    let mut last: Vec<u8> = Vec::new();
    let mut any = false;
    loop {
        let chunk = vm.host.fd_read(h, super::CHUNK).unwrap_or_default();
        let at_end = chunk.is_empty();
        if mode == Mode::Raw {
            if at_end {
                break;
            }
            vm.echo_bytes(&chunk);
            continue;
        }
        pending.extend_from_slice(&chunk);
        let mut start = 0;
        while let Some(i) = pending[start..].iter().position(|&b| b == b'\n') {
            let line = pending[start..start + i + 1].to_vec();
            start += i + 1;
            take_line(vm, mode, lines, &line);
            last = line;
            any = true;
        }
        pending.drain(..start);
        if at_end {
            if !pending.is_empty() {
                let line = std::mem::take(&mut pending);
                take_line(vm, mode, lines, &line);
                last = line;
                any = true;
            }
            break;
        }
    }
    vm.host.fd_close(h);
    let status = exit_status(vm.host.child_wait(spawned.child));
    if mode == Mode::Raw {
        return Ok((Value::Null, status));
    }
    let ret = if any {
        Value::Str(trim_end(&last).to_vec().into())
    } else {
        Value::Str(Vec::new().into())
    };
    Ok((ret, status))
}

fn take_line(vm: &mut Vm, mode: Mode, lines: &mut Option<PhpArray>, line: &[u8]) {
    match mode {
        Mode::Print => {
            vm.echo_bytes(line);
            if vm.ob.is_empty() {
                vm.flush();
            }
        }
        Mode::Lines => {
            if let Some(arr) = lines {
                let _ = arr.push(Value::Str(trim_end(line).to_vec().into()));
            }
        }
        _ => {}
    }
}

fn exec(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cmd = bytes(a, 0);
    check_command(vm, "exec", &cmd)?;
    let with_array = matches!(a.get(1), Some(Value::Ref(_)));
    let mut lines = with_array.then(|| match a[1].get() {
        Value::Array(arr) => arr,
        _ => PhpArray::new(),
    });
    let mode = if with_array { Mode::Lines } else { Mode::Last };
    let (ret, status) = php_exec(vm, "exec", &cmd, mode, &mut lines)?;
    if let Some(arr) = lines {
        set_ref(a, 1, Value::Array(arr));
    }
    set_ref(a, 2, Value::Int(status));
    Ok(ret)
}

fn system(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cmd = bytes(a, 0);
    check_command(vm, "system", &cmd)?;
    let (ret, status) = php_exec(vm, "system", &cmd, Mode::Print, &mut None)?;
    set_ref(a, 1, Value::Int(status));
    Ok(ret)
}

fn passthru(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cmd = bytes(a, 0);
    check_command(vm, "passthru", &cmd)?;
    let (ret, status) = php_exec(vm, "passthru", &cmd, Mode::Raw, &mut None)?;
    set_ref(a, 1, Value::Int(status));
    Ok(ret)
}

fn shell_exec(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cmd = bytes(a, 0);
    check_command(vm, "shell_exec", &cmd)?;
    let spawned = match spawn_reading(vm, &cmd) {
        Ok(s) => s,
        Err(_) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("shell_exec(): Unable to execute '{}'", shown(&cmd)),
            )?;
            return Ok(Value::Bool(false));
        }
    };
    vm.streams.take_id();
    let h = spawned.pipes.first().map_or(0, |p| p.1);
    let mut out = Vec::new();
    loop {
        let chunk = vm.host.fd_read(h, super::CHUNK).unwrap_or_default();
        if chunk.is_empty() {
            break;
        }
        out.extend_from_slice(&chunk);
    }
    vm.host.fd_close(h);
    vm.host.child_wait(spawned.child);
    Ok(if out.is_empty() {
        Value::Null
    } else {
        Value::Str(out.into())
    })
}

/// A parent's end of a child's pipe as a stream.
fn pipe_stream(h: u64, mode: &[u8], parent_writes: bool) -> Stream {
    let mut s = Stream::new(Backend::File(h), !parent_writes, parent_writes);
    s.pipe = true;
    s.mode = mode.to_vec();
    s
}

fn popen(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cmd = bytes(a, 0);
    let mode = bytes(a, 1);
    if cmd.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "popen(): Argument #1 ($command) must not contain any null bytes",
        ));
    }
    let mut posix = mode.clone();
    if let Some(i) = posix.iter().position(|&b| b == b'b') {
        posix.remove(i);
    }
    let valid = match posix.len() {
        0 => true,
        1 => posix[0] == b'r' || posix[0] == b'w',
        2 => posix == b"rb" || posix == b"wb",
        _ => false,
    };
    if !valid {
        return Err(vm.throw_error(
            "ValueError",
            "popen(): Argument #2 ($mode) must be one of \"r\", \"rb\", \"w\", or \"wb\"",
        ));
    }
    let warn = |vm: &mut Vm, reason: &str| -> Result<Value, Fault> {
        vm.raise(
            ErrorLevel::Warning,
            &format!("popen({},{}): {reason}", shown(&cmd), shown(&posix)),
        )?;
        Ok(Value::Bool(false))
    };
    // The C library's popen takes "r" or "w" and nothing else.
    if posix != b"r" && posix != b"w" {
        return warn(vm, "Invalid argument");
    }
    let writes = posix[0] == b'w';
    vm.flush();
    let argv = [cmd.clone()];
    let io = if writes {
        [(0, ChildIo::PipeToChild)]
    } else {
        [(1, ChildIo::PipeFromChild)]
    };
    let spawned = match vm.host.spawn(&SpawnSpec {
        argv: &argv,
        shell: true,
        cwd: None,
        env: None,
        io: &io,
    }) {
        Ok(s) => s,
        Err(e) => return warn(vm, &e),
    };
    let h = spawned.pipes.first().map_or(0, |p| p.1);
    let mut s = pipe_stream(h, &mode, writes);
    s.child = Some(spawned.child);
    Ok(vm.new_stream(s))
}

fn pclose(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    resource_arg(vm, "pclose", "handle", a)?;
    let r = stream_arg(vm, "pclose", a)?;
    close(vm, &r);
    Ok(Value::Int(vm.streams.pclose_ret))
}

/// The process resource behind argument 0, or php's TypeError.
fn process_arg(vm: &mut Vm, func: &str, a: &[Value]) -> Result<PhpResource, Fault> {
    let r = resource_arg(vm, func, "process", a)?;
    if r.is_closed() || !r.0.payload.borrow().is::<Process>() {
        return Err(vm.throw_error(
            "TypeError",
            format!("{func}(): supplied resource is not a valid process resource"),
        ));
    }
    Ok(r)
}

fn with_proc<T>(r: &PhpResource, f: impl FnOnce(&mut Process) -> T) -> T {
    let mut p = r.0.payload.borrow_mut();
    f(p.downcast_mut::<Process>().expect("checked process"))
}

/// One parsed descriptor: the child's number and how it is connected;
/// pipes remember whether the parent writes.
struct Desc {
    fd: u32,
    io: ChildIo,
    parent_writes: bool,
    /// A handle opened here for a `file`/`null` spec, closed after the spawn.
    owned: bool,
}

/// The string at `item[i]` of a descriptor array, or php's "Missing ..." error.
fn spec_str(vm: &mut Vm, item: &PhpArray, i: i64, what: &str) -> Result<Vec<u8>, Fault> {
    match item.get_int(i) {
        Some(v) => Ok(v.get().to_php_str().as_bytes().to_vec()),
        None => Err(vm.throw_error("ValueError", format!("Missing {what}"))),
    }
}

/// Parses the descriptor spec; `Ok(None)` after php's warning (proc_open
/// then returns false).
fn parse_spec(vm: &mut Vm, spec: &PhpArray) -> Result<Option<Vec<Desc>>, Fault> {
    let mut out = Vec::new();
    for (k, v) in spec.iter() {
        let ArrayKey::Int(fd) = k else {
            return Err(vm.throw_error(
                "ValueError",
                "proc_open(): Argument #2 ($descriptor_spec) must be an integer indexed array",
            ));
        };
        let fd = fd as u32;
        match v.get() {
            Value::Resource(r) => {
                let stream =
                    r.0.payload
                        .borrow()
                        .downcast_ref::<Stream>()
                        .map(|s| match s.backend {
                            Backend::File(h) => Some(ChildIo::Handle(h)),
                            Backend::Std(n) => Some(ChildIo::Parent(n as u32)),
                            _ => None,
                        });
                match stream {
                    Some(Some(io)) => out.push(Desc {
                        fd,
                        io,
                        parent_writes: false,
                        owned: false,
                    }),
                    Some(None) => {
                        vm.raise(
                            ErrorLevel::Warning,
                            "proc_open(): Cannot represent a stream of type MEMORY as a File Descriptor",
                        )?;
                        return Ok(None);
                    }
                    None => {
                        return Err(vm.throw_error(
                            "TypeError",
                            "proc_open(): supplied resource is not a valid stream resource",
                        ))
                    }
                }
            }
            Value::Array(item) => {
                let kind = spec_str(vm, &item, 0, "handle qualifier")?;
                match kind.as_slice() {
                    b"pipe" => {
                        let mode = spec_str(vm, &item, 1, "mode parameter for 'pipe'")?;
                        let parent_writes = !mode.starts_with(b"w");
                        out.push(Desc {
                            fd,
                            io: if parent_writes {
                                ChildIo::PipeToChild
                            } else {
                                ChildIo::PipeFromChild
                            },
                            parent_writes,
                            owned: false,
                        });
                    }
                    b"file" | b"null" => {
                        let (name, mode) = if kind == b"file" {
                            let name = spec_str(vm, &item, 1, "file name parameter for 'file'")?;
                            let mode = spec_str(vm, &item, 2, "mode parameter for 'file'")?;
                            (name, mode)
                        } else {
                            (b"/dev/null".to_vec(), b"r+".to_vec())
                        };
                        let Some(m) = super::file_fns::parse_mode(&mode) else {
                            vm.raise(
                                ErrorLevel::Warning,
                                &format!(
                                    "proc_open({}): Failed to open stream: `{}' is not a valid mode for fopen",
                                    shown(&name),
                                    shown(&mode)
                                ),
                            )?;
                            return Ok(None);
                        };
                        let path = super::local_path(&name).to_vec();
                        match vm.host.open(&path, m) {
                            Ok(h) => {
                                if kind == b"file" {
                                    vm.streams.take_id();
                                }
                                out.push(Desc {
                                    fd,
                                    io: ChildIo::Handle(h),
                                    parent_writes: false,
                                    owned: true,
                                });
                            }
                            Err(e) => {
                                vm.raise(
                                    ErrorLevel::Warning,
                                    &format!(
                                        "proc_open({}): Failed to open stream: {e}",
                                        shown(&name)
                                    ),
                                )?;
                                return Ok(None);
                            }
                        }
                    }
                    b"redirect" => {
                        let Some(target) = item.get_int(1).map(|v| v.get().to_int()) else {
                            return Err(vm.throw_error("ValueError", "Missing redirection target"));
                        };
                        let io = match out.iter().find(|d: &&Desc| i64::from(d.fd) == target) {
                            Some(d) => ChildIo::SameAs(d.fd),
                            None if (0..=2).contains(&target) => ChildIo::Parent(target as u32),
                            None => {
                                vm.raise(
                                    ErrorLevel::Warning,
                                    &format!("proc_open(): Redirection target {target} not found"),
                                )?;
                                return Ok(None);
                            }
                        };
                        out.push(Desc {
                            fd,
                            io,
                            parent_writes: false,
                            owned: false,
                        });
                    }
                    b"pty" => {
                        vm.raise(
                            ErrorLevel::Warning,
                            "proc_open(): PTY (pseudoterminal) not supported on this system",
                        )?;
                        return Ok(None);
                    }
                    other => {
                        vm.raise(
                            ErrorLevel::Warning,
                            &format!(
                                "proc_open(): {} is not a valid descriptor spec/mode",
                                shown(other)
                            ),
                        )?;
                        return Ok(None);
                    }
                }
            }
            _ => return Err(vm.throw_error(
                "ValueError",
                "proc_open(): Argument #2 ($descriptor_spec) must only contain arrays and streams",
            )),
        }
    }
    Ok(Some(out))
}

fn close_files(vm: &mut Vm, descs: &[Desc]) {
    for d in descs {
        if let (ChildIo::Handle(h), true) = (d.io, d.owned) {
            vm.host.fd_close(h);
        }
    }
}

fn proc_open(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let (argv, shell, command) = match a[0].get() {
        Value::Array(arr) => {
            if arr.is_empty() {
                return Err(vm.throw_error(
                    "ValueError",
                    "proc_open(): Argument #1 ($command) must have at least one element",
                ));
            }
            let mut argv = Vec::new();
            for (i, v) in arr.values().enumerate() {
                let s = v.get().to_php_str().as_bytes().to_vec();
                if s.contains(&0) {
                    return Err(vm.throw_error(
                        "ValueError",
                        format!("Command array element {} contains a null byte", i + 1),
                    ));
                }
                argv.push(s);
            }
            let first = argv[0].clone();
            (argv, false, first)
        }
        v => {
            // php hands the shell a C string: a NUL byte ends the command.
            let mut s = v.to_php_str().as_bytes().to_vec();
            if let Some(i) = s.iter().position(|&b| b == 0) {
                s.truncate(i);
            }
            (vec![s.clone()], true, s)
        }
    };
    let spec = match a[1].get() {
        Value::Array(x) => x,
        _ => PhpArray::new(),
    };
    // php's child ignores a chdir that fails and runs where the parent is.
    let cwd = match a.get(3).map(Value::get) {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.to_php_str().as_bytes().to_vec()).filter(|d| vm.host.is_dir(d)),
    };
    let env = match a.get(4).map(Value::get) {
        Some(Value::Array(e)) => Some(
            e.iter()
                .map(|(k, v)| {
                    let v = v.get().to_php_str().as_bytes().to_vec();
                    match k {
                        ArrayKey::Str(k) => (k.as_bytes().to_vec(), v),
                        ArrayKey::Int(_) => match v.iter().position(|&b| b == b'=') {
                            Some(i) => (v[..i].to_vec(), v[i + 1..].to_vec()),
                            None => (v, Vec::new()),
                        },
                    }
                })
                .collect::<Vec<_>>(),
        ),
        _ => None,
    };
    let Some(descs) = parse_spec(vm, &spec)? else {
        return Ok(Value::Bool(false));
    };
    let io: Vec<(u32, ChildIo)> = descs.iter().map(|d| (d.fd, d.io)).collect();
    vm.flush();
    let r = vm.host.spawn(&SpawnSpec {
        argv: &argv,
        shell,
        cwd: cwd.as_deref(),
        env: env.as_deref(),
        io: &io,
    });
    close_files(vm, &descs);
    let spawned = match r {
        Ok(s) => s,
        Err(e) if !shell && cwd.is_none() && e == "No such file or directory" => {
            // php forks first and the child's exec fails: the warning, and a
            // process that exited with 127.
            vm.raise(
                ErrorLevel::Warning,
                &format!("proc_open(): Exec failed: {e}"),
            )?;
            let mut pipes = PhpArray::new();
            let mut streams = Vec::new();
            for d in descs.iter().filter(|d| is_pipe(d.io)) {
                let s = Stream::new(Backend::Memory(Vec::new(), 0), true, false);
                let v = vm.new_stream(s);
                if let Value::Resource(r) = &v {
                    streams.push(r.clone());
                }
                pipes.insert(ArrayKey::Int(i64::from(d.fd)), v);
            }
            set_ref(a, 2, Value::Array(pipes));
            return Ok(new_process(
                vm,
                0,
                0,
                command,
                streams,
                Some(ChildExit::Exited(127)),
            ));
        }
        Err(e) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("proc_open(): Fork failed: {e}"),
            )?;
            return Ok(Value::Bool(false));
        }
    };
    let mut pipes = PhpArray::new();
    let mut streams = Vec::new();
    for d in descs.iter().filter(|d| is_pipe(d.io)) {
        let Some(&(_, h)) = spawned.pipes.iter().find(|p| p.0 == d.fd) else {
            continue;
        };
        let writes = d.parent_writes;
        let v = vm.new_stream(pipe_stream(h, if writes { b"w" } else { b"r" }, writes));
        if let Value::Resource(r) = &v {
            streams.push(r.clone());
        }
        pipes.insert(ArrayKey::Int(i64::from(d.fd)), v);
    }
    set_ref(a, 2, Value::Array(pipes));
    Ok(new_process(
        vm,
        spawned.child,
        spawned.pid,
        command,
        streams,
        None,
    ))
}

fn is_pipe(io: ChildIo) -> bool {
    matches!(io, ChildIo::PipeToChild | ChildIo::PipeFromChild)
}

fn new_process(
    vm: &mut Vm,
    child: u64,
    pid: i64,
    command: Vec<u8>,
    pipes: Vec<PhpResource>,
    known: Option<ChildExit>,
) -> Value {
    let id = vm.streams.take_id();
    let p = Process {
        child,
        pid,
        command,
        pipes,
        reaped: false,
        known,
    };
    Value::Resource(PhpResource::new(id, "process", Box::new(p)))
}

fn proc_close(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = process_arg(vm, "proc_close", a)?;
    let (pipes, child, reaped, known) = with_proc(&r, |p| {
        (std::mem::take(&mut p.pipes), p.child, p.reaped, p.known)
    });
    for s in pipes {
        if !s.is_closed() && s.0.payload.borrow().is::<Stream>() {
            close(vm, &s);
        }
    }
    let status = if reaped {
        -1
    } else if known.is_some() {
        exit_status(known)
    } else {
        exit_status(vm.host.child_wait(child))
    };
    r.close();
    Ok(Value::Int(status))
}

fn proc_get_status(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = process_arg(vm, "proc_get_status", a)?;
    let (child, pid, command, reaped, known) = with_proc(&r, |p| {
        (p.child, p.pid, p.command.clone(), p.reaped, p.known)
    });
    let exit = if reaped {
        None
    } else if known.is_some() {
        known
    } else {
        vm.host.child_poll(child)
    };
    let mut running = !reaped;
    let (mut signaled, mut exitcode, mut termsig) = (false, -1, 0);
    match exit {
        Some(ChildExit::Exited(c)) => {
            running = false;
            exitcode = i64::from(c);
        }
        Some(ChildExit::Signaled(s)) => {
            running = false;
            signaled = true;
            termsig = i64::from(s);
        }
        None => {}
    }
    if exit.is_some() {
        with_proc(&r, |p| p.reaped = true);
        if known.is_none() {
            vm.host.child_wait(child);
        }
    }
    let mut out = PhpArray::new();
    let mut put = |k: &str, v: Value| out.insert(ArrayKey::from_bytes(k.as_bytes()), v);
    put("command", Value::Str(command.into()));
    put("pid", Value::Int(pid));
    put("running", Value::Bool(running));
    put("signaled", Value::Bool(signaled));
    put("stopped", Value::Bool(false));
    put("exitcode", Value::Int(exitcode));
    put("termsig", Value::Int(termsig));
    put("stopsig", Value::Int(0));
    Ok(Value::Array(out))
}

fn proc_terminate(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = process_arg(vm, "proc_terminate", a)?;
    let signal = a.get(1).map_or(15, |v| v.get().to_int());
    let (child, reaped, known) = with_proc(&r, |p| (p.child, p.reaped, p.known));
    if reaped || known.is_some() {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(vm.host.child_signal(child, signal as i32)))
}

fn proc_nice(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let inc = a.first().map_or(0, |v| v.get().to_int());
    match vm
        .host
        .nice(inc.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32)
    {
        Ok(()) => Ok(Value::Bool(true)),
        Err(_) => {
            vm.raise(
                ErrorLevel::Warning,
                "proc_nice(): Only a super user may attempt to increase the priority of a process",
            )?;
            Ok(Value::Bool(false))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exec_trims_like_isspace() {
        assert_eq!(trim_end(b"a b \t\r\n\x0b\x0c"), b"a b");
        assert_eq!(trim_end(b"  \n"), b"");
        assert_eq!(trim_end(b""), b"");
    }

    #[test]
    fn killed_child_reports_its_signal() {
        assert_eq!(exit_status(Some(ChildExit::Signaled(9))), 9);
        assert_eq!(exit_status(Some(ChildExit::Exited(3))), 3);
        assert_eq!(exit_status(None), -1);
    }
}
