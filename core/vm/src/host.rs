//! The doors to the outside world.
//!
//! **Architecture Invariant:** the VM does no I/O of its own. Output, files,
//! the working directory, the clock and memory figures all go through
//! [`Host`], which the native CLI implements with std, the WASI build with
//! WASI calls and the browser with an in-memory file system. Compiling
//! `include`d and `eval`'d code goes through [`Loader`], which rphp-core
//! implements with the parser and compiler: the VM never links them.

use rphp_bytecode::Script;
pub use std::io::SeekFrom;
use std::sync::Arc;

/// How [`Host::open`] opens a file (php's `fopen` modes map onto these).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OpenMode {
    pub read: bool,
    pub write: bool,
    /// Every write goes to the end.
    pub append: bool,
    pub truncate: bool,
    pub create: bool,
    /// Fails with "File exists" if the file exists (`x` modes).
    pub create_new: bool,
}

/// What `stat()` reports. Hosts without a field (WASI has no permission
/// bits or owners) fill in what php would show for an ordinary file.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FileStat {
    pub dev: u64,
    pub ino: u64,
    /// Type and permission bits as `st_mode` (`0o100644` for a file).
    pub mode: u32,
    pub nlink: u64,
    pub uid: u32,
    pub gid: u32,
    pub rdev: u64,
    pub size: u64,
    pub atime: i64,
    pub mtime: i64,
    pub ctime: i64,
    /// -1 where the host has no such figure.
    pub blksize: i64,
    pub blocks: i64,
}

impl FileStat {
    pub const S_IFMT: u32 = 0o170000;
    pub const S_IFDIR: u32 = 0o040000;
    pub const S_IFREG: u32 = 0o100000;
    pub const S_IFLNK: u32 = 0o120000;
    pub fn is_dir(&self) -> bool {
        self.mode & Self::S_IFMT == Self::S_IFDIR
    }
    pub fn is_file(&self) -> bool {
        self.mode & Self::S_IFMT == Self::S_IFREG
    }
    pub fn is_link(&self) -> bool {
        self.mode & Self::S_IFMT == Self::S_IFLNK
    }
    /// php's name for the file's type (`filetype()`, `SplFileInfo::getType()`).
    pub fn type_name(&self) -> &'static str {
        match self.mode & Self::S_IFMT {
            0o040000 => "dir",
            0o100000 => "file",
            0o120000 => "link",
            0o010000 => "fifo",
            0o020000 => "char",
            0o060000 => "block",
            0o140000 => "socket",
            _ => "unknown",
        }
    }
}

/// How a child process's descriptor is connected ([`Host::spawn`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChildIo {
    /// The parent's own descriptor of the same number.
    Inherit,
    /// A pipe the child reads; the parent gets the writing end.
    PipeToChild,
    /// A pipe the child writes; the parent gets the reading end.
    PipeFromChild,
    /// An open host file handle ([`Host::open`]), shared with the child.
    Handle(u64),
    /// The parent's own descriptor of this number (`STDERR` given for 1).
    Parent(u32),
    /// Whatever the child's descriptor of this number (listed before) is.
    SameAs(u32),
}

/// What [`Host::spawn`] runs: `/bin/sh -c command` or a program with
/// arguments, in a directory and environment (`None`: the parent's).
#[derive(Debug, Clone, Copy)]
pub struct SpawnSpec<'a> {
    /// One shell command line, or the program and its arguments.
    pub argv: &'a [Vec<u8>],
    pub shell: bool,
    pub cwd: Option<&'a [u8]>,
    pub env: Option<&'a [(Vec<u8>, Vec<u8>)]>,
    /// Descriptor number and its connection; unlisted ones are inherited.
    pub io: &'a [(u32, ChildIo)],
}

/// A started child: the host's handle for it, its process id and the
/// parent's ends of its pipes (host file handles, by descriptor number).
#[derive(Debug, Clone, Default)]
pub struct Spawned {
    pub child: u64,
    pub pid: i64,
    pub pipes: Vec<(u32, u64)>,
}

/// How a child ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChildExit {
    Exited(i32),
    Signaled(i32),
}

/// Everything a request needs from its environment.
pub trait Host {
    /// Writes PHP output (already buffered by the VM in large chunks).
    fn write_stdout(&mut self, bytes: &[u8]);
    fn write_stderr(&mut self, bytes: &[u8]);
    /// Reads a whole file; `Err` carries the OS's reason (`No such file or directory`).
    fn read_file(&mut self, path: &[u8]) -> Result<Vec<u8>, String>;
    /// Appends to a file (the `error_log` ini).
    fn append_file(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), String>;
    fn is_file(&mut self, path: &[u8]) -> bool;
    /// The canonical absolute path, `None` if it does not exist.
    fn realpath(&mut self, path: &[u8]) -> Option<Vec<u8>>;
    fn cwd(&mut self) -> Vec<u8>;
    /// Seconds and nanoseconds since the Unix epoch.
    fn now(&mut self) -> (i64, u32);
    /// Bytes currently allocated by the process, if the host counts them.
    fn memory_usage(&mut self) -> Option<usize>;
    fn env(&mut self, name: &[u8]) -> Option<Vec<u8>>;
    /// Reads up to `max` bytes of the process's standard input; empty at end
    /// of file. Hosts without one (the browser, the fuzzer) keep the default.
    fn read_stdin(&mut self, max: usize) -> Vec<u8> {
        let _ = max;
        Vec::new()
    }

    // File-system and process calls behind `getmypid`, `chdir`, `mkdir`,
    // `file_put_contents`, ... (core/vm/src/fs_fns.rs). The defaults suit a
    // host without a file system: every change is refused. `Err` carries the
    // OS's reason as PHP prints it (`No such file or directory`, `File exists`).

    /// The process id (`getmypid`).
    fn pid(&mut self) -> i64 {
        1
    }
    /// Changes the working directory (`chdir`); relative paths resolve from it afterwards.
    fn set_cwd(&mut self, path: &[u8]) -> Result<(), String> {
        let _ = path;
        Err("No such file or directory".into())
    }
    /// Creates or truncates a file and writes `bytes` to it.
    fn write_file(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), String> {
        let _ = (path, bytes);
        Err("Permission denied".into())
    }
    fn is_dir(&mut self, path: &[u8]) -> bool {
        let _ = path;
        false
    }
    /// Removes a file (`unlink`).
    fn remove_file(&mut self, path: &[u8]) -> Result<(), String> {
        let _ = path;
        Err("No such file or directory".into())
    }
    /// Creates a directory, and its missing parents when `recursive`.
    fn make_dir(&mut self, path: &[u8], recursive: bool) -> Result<(), String> {
        let _ = (path, recursive);
        Err("Permission denied".into())
    }
    /// Removes an empty directory (`rmdir`).
    fn remove_dir(&mut self, path: &[u8]) -> Result<(), String> {
        let _ = path;
        Err("No such file or directory".into())
    }
    /// Every environment variable (`getenv()` with no argument).
    fn env_vars(&mut self) -> Vec<(Vec<u8>, Vec<u8>)> {
        Vec::new()
    }

    // Open files, metadata and directory listings behind `fopen`, `fread`,
    // `stat`, `opendir`, ... (core/vm/src/streams). A handle is the host's own
    // number for an open file; the VM never reuses one after `fd_close`. The
    // defaults suit a host without a file system.

    /// Opens a file; `Ok` is a handle for the `fd_*` calls.
    fn open(&mut self, path: &[u8], mode: OpenMode) -> Result<u64, String> {
        let _ = (path, mode);
        Err("No such file or directory".into())
    }
    /// Reads up to `max` bytes at the handle's position; empty at end of file.
    fn fd_read(&mut self, fd: u64, max: usize) -> Result<Vec<u8>, String> {
        let _ = (fd, max);
        Err("Bad file descriptor".into())
    }
    /// Writes at the handle's position (at the end for an append handle).
    fn fd_write(&mut self, fd: u64, bytes: &[u8]) -> Result<usize, String> {
        let _ = (fd, bytes);
        Err("Bad file descriptor".into())
    }
    /// Moves the handle's position; `Ok` is the new position from the start.
    fn fd_seek(&mut self, fd: u64, pos: SeekFrom) -> Result<u64, String> {
        let _ = (fd, pos);
        Err("Illegal seek".into())
    }
    fn fd_truncate(&mut self, fd: u64, size: u64) -> Result<(), String> {
        let _ = (fd, size);
        Err("Bad file descriptor".into())
    }
    fn fd_stat(&mut self, fd: u64) -> Result<FileStat, String> {
        let _ = fd;
        Err("Bad file descriptor".into())
    }
    fn fd_close(&mut self, fd: u64) {
        let _ = fd;
    }
    /// A path's metadata; `follow` false describes a symbolic link itself (`lstat`).
    fn stat(&mut self, path: &[u8], follow: bool) -> Result<FileStat, String> {
        let _ = (path, follow);
        Err("No such file or directory".into())
    }
    /// The names in a directory, without `.` and `..`, in the host's order.
    fn read_dir(&mut self, path: &[u8]) -> Result<Vec<Vec<u8>>, String> {
        let _ = path;
        Err("No such file or directory".into())
    }
    /// Renames (moves) a file or directory, replacing a file at `to`.
    fn rename(&mut self, from: &[u8], to: &[u8]) -> Result<(), String> {
        let _ = (from, to);
        Err("No such file or directory".into())
    }
    /// Sets a path's access and modification times (seconds since the epoch).
    fn set_times(&mut self, path: &[u8], atime: i64, mtime: i64) -> Result<(), String> {
        let _ = (path, atime, mtime);
        Err("No such file or directory".into())
    }
    /// Sets a path's permission bits (`chmod`).
    fn chmod(&mut self, path: &[u8], mode: u32) -> Result<(), String> {
        let _ = (path, mode);
        Err("Operation not permitted".into())
    }

    // Links, owners and the file-creation mask behind `readlink`, `symlink`,
    // `link`, `chown`/`chgrp`/`lchown`/`lchgrp` and `umask`
    // (core/vm/src/streams/link_fns.rs). The defaults suit a host whose file
    // system has no links or owners: every change is refused as the OS would.

    /// The target a symbolic link points to (`readlink`).
    fn read_link(&mut self, path: &[u8]) -> Result<Vec<u8>, String> {
        // Without links, whatever exists is not one.
        self.stat(path, false)?;
        Err("Invalid argument".into())
    }
    /// Creates a symbolic link `link` pointing to `target`.
    fn symlink(&mut self, target: &[u8], link: &[u8]) -> Result<(), String> {
        let _ = target;
        if self.stat(link, false).is_ok() {
            return Err("File exists".into());
        }
        Err("Operation not permitted".into())
    }
    /// Creates a hard link `link` to the existing file `target`.
    fn hard_link(&mut self, target: &[u8], link: &[u8]) -> Result<(), String> {
        self.stat(target, false)?;
        if self.stat(link, false).is_ok() {
            return Err("File exists".into());
        }
        Err("Operation not permitted".into())
    }
    /// Changes a path's owner and/or group (`None` keeps it); `follow` false
    /// changes a symbolic link itself (`lchown`).
    fn chown(
        &mut self,
        path: &[u8],
        uid: Option<u32>,
        gid: Option<u32>,
        follow: bool,
    ) -> Result<(), String> {
        let _ = (uid, gid);
        self.stat(path, follow)?;
        Err("Operation not permitted".into())
    }
    /// The user id for a user name (`chown($file, "name")`).
    fn user_id(&mut self, name: &[u8]) -> Option<u32> {
        let _ = name;
        None
    }
    /// The group id for a group name (`chgrp($file, "name")`).
    fn group_id(&mut self, name: &[u8]) -> Option<u32> {
        let _ = name;
        None
    }
    /// The process's real user and group ids (`getmyuid()` when no script
    /// file was run); the default is root's.
    fn process_ids(&mut self) -> (u32, u32) {
        (0, 0)
    }
    /// Bytes available to the process and in total on the file system
    /// holding `path` (`disk_free_space`/`disk_total_space`).
    fn disk_space(&mut self, path: &[u8]) -> Result<(f64, f64), String> {
        self.stat(path, true)?;
        Err("Function not implemented".into())
    }
    /// Sets the process's file-creation mask and returns the old one;
    /// `None` when the host has none (the VM then keeps php's value itself).
    fn umask(&mut self, mask: u32) -> Option<u32> {
        let _ = mask;
        None
    }

    // Clocks and randomness behind `hrtime`, `usleep`, `random_bytes` and the
    // seeding of `mt_rand` (core/ext). The defaults suit a host with only `now`.

    /// Nanoseconds of a monotonic clock with an arbitrary origin (`hrtime`).
    /// The default reads the wall clock.
    fn monotonic_nanos(&mut self) -> u64 {
        let (s, n) = self.now();
        (s as u64)
            .wrapping_mul(1_000_000_000)
            .wrapping_add(u64::from(n))
    }
    /// Blocks for `micros` microseconds. The default waits on [`Host::now`].
    fn sleep(&mut self, micros: u64) {
        let (s, n) = self.now();
        let end = s as i128 * 1_000_000 + i128::from(n / 1000) + i128::from(micros);
        loop {
            let (s, n) = self.now();
            if s as i128 * 1_000_000 + i128::from(n / 1000) >= end {
                break;
            }
            std::hint::spin_loop();
        }
    }
    /// Fills `buf` with cryptographically secure random bytes; false when the
    /// host has no such source (the default).
    fn random_bytes(&mut self, buf: &mut [u8]) -> bool {
        let _ = buf;
        false
    }

    // The system php describes in `php_uname`, `gethostname`, `getrusage`,
    // `sys_getloadavg` and `get_current_user`. The defaults suit a host with
    // no operating system underneath (the browser): a generic name and no
    // figures, which php reports as false.

    /// `uname(2)`: system name, node (host) name, release, version, machine.
    fn uname(&mut self) -> [Vec<u8>; 5] {
        [
            b"Unknown".to_vec(),
            b"localhost".to_vec(),
            Vec::new(),
            Vec::new(),
            std::env::consts::ARCH.as_bytes().to_vec(),
        ]
    }
    /// Shows `title` as the process's name where the host has a process
    /// list (`cli_set_process_title`); a host without one has nothing to
    /// show it in (the VM keeps it for `cli_get_process_title`).
    fn set_process_title(&mut self, title: &[u8]) {
        let _ = title;
    }
    /// The host's name (`gethostname`); `None` if it cannot be read.
    fn hostname(&mut self) -> Option<Vec<u8>> {
        Some(self.uname()[1].clone())
    }
    /// `getrusage(2)` of the process (or its waited-for children), in the
    /// order of [`RUSAGE_FIELDS`]; `None` when the host has no such figures.
    fn rusage(&mut self, children: bool) -> Option<[i64; 17]> {
        let _ = children;
        None
    }
    /// The 1, 5 and 15 minute load averages (`sys_getloadavg`).
    fn load_average(&mut self) -> Option<[f64; 3]> {
        None
    }
    /// The account name of a user id (`get_current_user`).
    fn user_name(&mut self, uid: u32) -> Option<Vec<u8>> {
        let _ = uid;
        None
    }

    // The system logger behind `openlog`, `syslog` and `closelog` (php's
    // return values do not depend on it). The defaults are a host without
    // one (WASI, the browser): messages go nowhere.
    /// openlog(3): later messages carry `ident`, `option` and `facility`.
    fn open_log(&mut self, ident: &[u8], option: i64, facility: i64) {
        let _ = (ident, option, facility);
    }
    /// syslog(3) of one already filtered line.
    fn syslog(&mut self, priority: i64, line: &[u8]) {
        let _ = (priority, line);
    }
    /// closelog(3).
    fn close_log(&mut self) {}

    // Child processes behind `exec`, `system`, `popen`, `proc_open`, ...
    // The defaults are a host that cannot start one (WASI, the browser):
    // php's functions then fail with their "cannot fork" warnings.

    /// Starts a child. The host flushes its own output first, so what the
    /// script printed comes before what the child prints.
    fn spawn(&mut self, spec: &SpawnSpec) -> Result<Spawned, String> {
        let _ = spec;
        Err("Function not implemented".into())
    }
    /// Waits for a child to end (and forgets it); `None` if unknown.
    fn child_wait(&mut self, child: u64) -> Option<ChildExit> {
        let _ = child;
        None
    }
    /// Whether a child has ended, without waiting (`None`: still running).
    fn child_poll(&mut self, child: u64) -> Option<ChildExit> {
        let _ = child;
        None
    }
    /// Sends a signal to a child; false if it could not be sent.
    fn child_signal(&mut self, child: u64, signal: i32) -> bool {
        let _ = (child, signal);
        false
    }
    /// Whether a standard descriptor (0-2) is a terminal (`stream_isatty`).
    fn is_terminal(&mut self, fd: i32) -> bool {
        let _ = fd;
        false
    }
    /// Changes the process's priority by `increment` (`proc_nice`).
    fn nice(&mut self, increment: i32) -> Result<(), String> {
        let _ = increment;
        Err("Function not implemented".into())
    }
}

/// The fields of [`Host::rusage`], in php's `getrusage()` order.
pub const RUSAGE_FIELDS: [&str; 17] = [
    "ru_oublock",
    "ru_inblock",
    "ru_msgsnd",
    "ru_msgrcv",
    "ru_maxrss",
    "ru_ixrss",
    "ru_idrss",
    "ru_minflt",
    "ru_majflt",
    "ru_nsignals",
    "ru_nvcsw",
    "ru_nivcsw",
    "ru_nswap",
    "ru_utime.tv_usec",
    "ru_utime.tv_sec",
    "ru_stime.tv_usec",
    "ru_stime.tv_sec",
];

/// A compile failure as the loader reports it.
#[derive(Debug, Clone)]
pub enum LoadError {
    /// `Parse error: msg` at `line`.
    Parse { message: String, line: u32 },
    /// A compile-time `Fatal error: msg` at `line`.
    Compile { message: String, line: u32 },
}

/// Turns source text into scripts for `include`, `require` and `eval`.
pub trait Loader {
    /// Compiles a file's contents; `path` is what `__FILE__` reports.
    fn compile_file(&mut self, path: &[u8], source: &[u8]) -> Result<Arc<Script>, LoadError>;
    /// Compiles `eval()`'d code (no opening tag); `path` is e.g. `/x.php(3) : eval()'d code`.
    fn compile_eval(&mut self, path: &[u8], code: &[u8]) -> Result<Arc<Script>, LoadError>;
}

/// A host that sees no files, discards output and reports no memory figure:
/// for running untrusted or generated bytecode in tests and fuzzers. Its
/// clock stands still, or with [`NullHost::ticking`] jumps a second per
/// reading, so `max_execution_time` ends any loop.
#[derive(Debug, Default)]
pub struct NullHost {
    ticking: bool,
    seconds: i64,
}

impl NullHost {
    pub fn new() -> NullHost {
        NullHost::default()
    }
    pub fn ticking() -> NullHost {
        NullHost {
            ticking: true,
            seconds: 0,
        }
    }
}

impl Host for NullHost {
    fn write_stdout(&mut self, _: &[u8]) {}
    fn write_stderr(&mut self, _: &[u8]) {}
    fn read_file(&mut self, _: &[u8]) -> Result<Vec<u8>, String> {
        Err("No such file or directory".into())
    }
    fn append_file(&mut self, _: &[u8], _: &[u8]) -> Result<(), String> {
        Ok(())
    }
    fn is_file(&mut self, _: &[u8]) -> bool {
        false
    }
    fn realpath(&mut self, _: &[u8]) -> Option<Vec<u8>> {
        None
    }
    fn cwd(&mut self) -> Vec<u8> {
        b"/".to_vec()
    }
    fn now(&mut self) -> (i64, u32) {
        if self.ticking {
            self.seconds += 1;
        }
        (self.seconds, 0)
    }
    fn memory_usage(&mut self) -> Option<usize> {
        None
    }
    fn env(&mut self, _: &[u8]) -> Option<Vec<u8>> {
        None
    }
}
