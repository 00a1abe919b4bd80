//! Child processes for the native host (`exec`, `popen`, `proc_open`, ...):
//! std's `Command`, with descriptors above 2 (a `proc_open` spec such as
//! `3 => ['pipe', 'w']`) set up by `dup2` between fork and exec. The
//! parent's ends of the pipes become ordinary host file handles, so the VM
//! reads and writes them like files.

use crate::std_host::StdHost;
use rphp_core::{ChildExit, ChildIo, SpawnSpec, Spawned};
use std::ffi::OsStr;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};

fn os(b: &[u8]) -> &OsStr {
    OsStr::from_bytes(b)
}

fn errno_reason() -> String {
    let e = std::io::Error::last_os_error();
    crate::std_host::io_reason(&e)
}

/// A pipe as (read end, write end), both close-on-exec.
fn pipe() -> Result<(OwnedFd, OwnedFd), String> {
    let mut fds = [0 as RawFd; 2];
    // SAFETY: `fds` has room for the two descriptors pipe2 writes.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(errno_reason());
    }
    // SAFETY: both descriptors were just created and are owned by no one else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

fn exit_of(status: std::process::ExitStatus) -> ChildExit {
    match (status.code(), status.signal()) {
        (Some(c), _) => ChildExit::Exited(c),
        (None, Some(s)) => ChildExit::Signaled(s),
        _ => ChildExit::Exited(-1),
    }
}

impl StdHost {
    pub(crate) fn spawn_child(&mut self, spec: &SpawnSpec) -> Result<Spawned, String> {
        let mut cmd = if spec.shell {
            // php runs execl("/bin/sh", "sh", "-c", cmd): the shell's
            // messages start with "sh: ".
            let mut c = Command::new("/bin/sh");
            c.arg0("sh")
                .arg("-c")
                .arg(os(spec.argv.first().map_or(&[][..], |v| v)));
            c
        } else {
            let Some((prog, args)) = spec.argv.split_first() else {
                return Err("No such file or directory".into());
            };
            let mut c = Command::new(os(prog));
            c.args(args.iter().map(|a| os(a)));
            c
        };
        if let Some(dir) = spec.cwd {
            cmd.current_dir(os(dir));
        }
        if let Some(env) = spec.env {
            cmd.env_clear();
            cmd.envs(env.iter().map(|(k, v)| (os(k), os(v))));
        }
        // Parent ends to hand back, and child ends to keep open until spawned.
        let mut parent_ends: Vec<(u32, OwnedFd)> = Vec::new();
        let mut extra: Vec<(RawFd, OwnedFd)> = Vec::new();
        // Each child end by descriptor number, for `SameAs`.
        let mut child_ends: Vec<(u32, RawFd)> = Vec::new();
        let dup = |fd: RawFd| -> Result<OwnedFd, String> {
            // SAFETY: the descriptor is open (ours or the process's standard
            // ones) for the duration of this borrow.
            let b = unsafe { std::os::fd::BorrowedFd::borrow_raw(fd) };
            b.try_clone_to_owned()
                .map_err(|e| crate::std_host::io_reason(&e))
        };
        for &(fd, how) in spec.io {
            let child_end: Option<OwnedFd> = match how {
                ChildIo::Inherit => None,
                ChildIo::Parent(n) if n == fd => None,
                ChildIo::Parent(n) => Some(dup(n as RawFd)?),
                ChildIo::SameAs(n) => match child_ends.iter().find(|c| c.0 == n) {
                    Some(&(_, raw)) => Some(dup(raw)?),
                    None => Some(dup(n as RawFd)?),
                },
                ChildIo::PipeToChild => {
                    let (r, w) = pipe()?;
                    parent_ends.push((fd, w));
                    Some(r)
                }
                ChildIo::PipeFromChild => {
                    let (r, w) = pipe()?;
                    parent_ends.push((fd, r));
                    Some(w)
                }
                ChildIo::Handle(h) => {
                    let f = self.file_ref(h)?;
                    Some(
                        f.try_clone()
                            .map_err(|e| crate::std_host::io_reason(&e))?
                            .into(),
                    )
                }
            };
            let Some(end) = child_end else { continue };
            child_ends.push((fd, end.as_raw_fd()));
            match fd {
                0 => {
                    cmd.stdin(Stdio::from(end));
                }
                1 => {
                    cmd.stdout(Stdio::from(end));
                }
                2 => {
                    cmd.stderr(Stdio::from(end));
                }
                n => extra.push((n as RawFd, end)),
            }
        }
        if !extra.is_empty() {
            let pairs: Vec<(RawFd, RawFd)> =
                extra.iter().map(|(n, f)| (f.as_raw_fd(), *n)).collect();
            // SAFETY: between fork and exec the closure only calls dup2,
            // which is async-signal-safe, on descriptors the parent owns.
            unsafe {
                cmd.pre_exec(move || {
                    for &(from, to) in &pairs {
                        if libc::dup2(from, to) < 0 {
                            return Err(std::io::Error::last_os_error());
                        }
                    }
                    Ok(())
                });
            }
        }
        let _ = std::io::Write::flush(&mut self.stdout);
        let child = cmd.spawn().map_err(|e| crate::std_host::io_reason(&e))?;
        drop(extra);
        let pid = i64::from(child.id());
        let id = self.take_handle();
        self.children.insert(id, child);
        let mut pipes = Vec::new();
        for (fd, end) in parent_ends {
            let h = self.take_handle();
            self.files.insert(h, std::fs::File::from(end));
            pipes.push((fd, h));
        }
        Ok(Spawned {
            child: id,
            pid,
            pipes,
        })
    }

    pub(crate) fn wait_child(&mut self, child: u64) -> Option<ChildExit> {
        let mut c = self.children.remove(&child)?;
        c.wait().ok().map(exit_of)
    }

    pub(crate) fn poll_child(&mut self, child: u64) -> Option<ChildExit> {
        let c = self.children.get_mut(&child)?;
        c.try_wait().ok().flatten().map(exit_of)
    }

    pub(crate) fn signal_child(&mut self, child: u64, signal: i32) -> bool {
        let Some(c) = self.children.get(&child) else {
            return false;
        };
        // SAFETY: kill(2) with a pid this process spawned and has not reaped.
        unsafe { libc::kill(c.id() as libc::pid_t, signal) == 0 }
    }

    pub(crate) fn renice(&mut self, increment: i32) -> Result<(), String> {
        // nice(2) may return -1 on success: errno tells.
        // SAFETY: plain libc calls; __errno_location points at this
        // thread's errno.
        #[cfg(target_os = "linux")]
        unsafe {
            *libc::__errno_location() = 0;
            if libc::nice(increment) == -1 && *libc::__errno_location() != 0 {
                return Err(errno_reason());
            }
        }
        // SAFETY: a plain libc call.
        #[cfg(not(target_os = "linux"))]
        if unsafe { libc::nice(increment) } == -1 {
            return Err(errno_reason());
        }
        Ok(())
    }
}
