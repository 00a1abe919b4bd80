//! The native [`Host`]: std I/O, the real file system, the system clock, and
//! memory figures from the counting allocator in `alloc.rs`.

use rphp_core::{FileStat, Host, OpenMode, SeekFrom};
use std::collections::HashMap;
use std::io::{Read, Seek, Write};
#[cfg(unix)]
use std::os::unix::ffi::OsStrExt;
#[cfg(target_os = "wasi")]
use std::os::wasi::ffi::OsStrExt;
use std::path::Path;

pub struct StdHost {
    pub(crate) stdout: std::io::Stdout,
    /// Open file streams (and the parent's ends of child pipes) by handle;
    /// handles are never reused.
    pub(crate) files: HashMap<u64, std::fs::File>,
    next_handle: u64,
    /// Child processes not yet waited for, by handle.
    #[cfg(unix)]
    pub(crate) children: HashMap<u64, std::process::Child>,
    /// openlog(3) keeps the identity's pointer: it must outlive the log.
    #[cfg(unix)]
    log_ident: Option<std::ffi::CString>,
}

impl StdHost {
    pub fn new() -> StdHost {
        #[cfg(target_os = "wasi")]
        crate::wasi_rusage::mark_start();
        StdHost {
            stdout: std::io::stdout(),
            files: HashMap::new(),
            next_handle: 1,
            #[cfg(unix)]
            children: HashMap::new(),
            #[cfg(unix)]
            log_ident: None,
        }
    }

    /// A new handle (for a file or a child process).
    pub(crate) fn take_handle(&mut self) -> u64 {
        let h = self.next_handle;
        self.next_handle += 1;
        h
    }

    #[cfg(unix)]
    pub(crate) fn file_ref(&self, fd: u64) -> Result<&std::fs::File, String> {
        self.files
            .get(&fd)
            .ok_or_else(|| "Bad file descriptor".to_string())
    }

    fn file(&mut self, fd: u64) -> Result<&mut std::fs::File, String> {
        self.files
            .get_mut(&fd)
            .ok_or_else(|| "Bad file descriptor".to_string())
    }
}

#[cfg(not(unix))]
fn secs(t: std::io::Result<std::time::SystemTime>) -> i64 {
    match t {
        Ok(t) => match t.duration_since(std::time::UNIX_EPOCH) {
            Ok(d) => d.as_secs() as i64,
            Err(e) => -(e.duration().as_secs() as i64),
        },
        Err(_) => 0,
    }
}

/// `stat()`'s figures from std's metadata: all of them on Unix; on WASI,
/// which has no permission bits or owners, the type with php's usual
/// `0644`/`0755` and no block figures.
fn file_stat(m: &std::fs::Metadata) -> FileStat {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        FileStat {
            dev: m.dev(),
            ino: m.ino(),
            mode: m.mode(),
            nlink: m.nlink(),
            uid: m.uid(),
            gid: m.gid(),
            rdev: m.rdev(),
            size: m.size(),
            atime: m.atime(),
            mtime: m.mtime(),
            ctime: m.ctime(),
            blksize: m.blksize() as i64,
            blocks: m.blocks() as i64,
        }
    }
    #[cfg(not(unix))]
    {
        let ft = m.file_type();
        let mode = if ft.is_dir() {
            FileStat::S_IFDIR | 0o755
        } else if ft.is_symlink() {
            FileStat::S_IFLNK | 0o777
        } else {
            FileStat::S_IFREG
                | if m.permissions().readonly() {
                    0o444
                } else {
                    0o644
                }
        };
        let mtime = secs(m.modified());
        FileStat {
            mode,
            nlink: 1,
            size: m.len(),
            atime: secs(m.accessed()),
            mtime,
            ctime: mtime,
            blksize: -1,
            blocks: -1,
            ..FileStat::default()
        }
    }
}

/// std keeps WASI's device, inode and link count behind an unstable API, so
/// they come from wasi-libc's stat(3) (`path_filestat_get`), which resolves
/// paths through the preopens as std does.
#[cfg(target_os = "wasi")]
fn wasi_ids(st: &mut FileStat, p: &[u8], follow: bool) {
    let Ok(c) = std::ffi::CString::new(p) else {
        return;
    };
    // SAFETY: `raw` is a live local stat; `c` is NUL-terminated.
    let mut raw: libc::stat = unsafe { std::mem::zeroed() };
    let r = unsafe {
        if follow {
            libc::stat(c.as_ptr(), &mut raw)
        } else {
            libc::lstat(c.as_ptr(), &mut raw)
        }
    };
    if r == 0 {
        st.dev = raw.st_dev;
        st.ino = raw.st_ino;
        st.nlink = raw.st_nlink;
    }
}

fn to_time(t: i64) -> std::time::SystemTime {
    if t >= 0 {
        std::time::UNIX_EPOCH + std::time::Duration::from_secs(t as u64)
    } else {
        std::time::UNIX_EPOCH - std::time::Duration::from_secs(t.unsigned_abs())
    }
}

fn path(p: &[u8]) -> &Path {
    Path::new(std::ffi::OsStr::from_bytes(p))
}

/// The absolute path of an existing file, like php's realpath().
#[cfg(not(target_os = "wasi"))]
pub fn real_path(p: &Path) -> Option<std::path::PathBuf> {
    std::fs::canonicalize(p).ok()
}

/// WASI has no realpath (preopens hide the host's tree, and wasi-libc does
/// not resolve symlinks across them), so the path is made absolute against
/// the working directory and `.`/`..` are folded lexically.
#[cfg(target_os = "wasi")]
pub fn real_path(p: &Path) -> Option<std::path::PathBuf> {
    use std::path::{Component, PathBuf};
    std::fs::metadata(p).ok()?;
    let mut out = PathBuf::from("/");
    let full = std::env::current_dir().ok()?.join(p);
    for c in full.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::Normal(n) => out.push(n),
            Component::RootDir | Component::CurDir | Component::Prefix(_) => {}
        }
    }
    Some(out)
}

pub(crate) fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => {
            let s = e.to_string();
            match s.find(" (os error") {
                Some(i) => s[..i].to_string(),
                None => s,
            }
        }
    }
}

impl Host for StdHost {
    fn write_stdout(&mut self, bytes: &[u8]) {
        let mut out = self.stdout.lock();
        let _ = out.write_all(bytes);
        let _ = out.flush();
    }

    fn write_stderr(&mut self, bytes: &[u8]) {
        let _ = std::io::stderr().write_all(bytes);
    }

    fn read_file(&mut self, p: &[u8]) -> Result<Vec<u8>, String> {
        std::fs::read(path(p)).map_err(|e| io_reason(&e))
    }

    fn append_file(&mut self, p: &[u8], bytes: &[u8]) -> Result<(), String> {
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path(p))
            .map_err(|e| io_reason(&e))?;
        f.write_all(bytes).map_err(|e| io_reason(&e))
    }

    fn is_file(&mut self, p: &[u8]) -> bool {
        path(p).is_file()
    }

    fn realpath(&mut self, p: &[u8]) -> Option<Vec<u8>> {
        real_path(path(p)).map(|pb| pb.as_os_str().as_bytes().to_vec())
    }

    fn cwd(&mut self) -> Vec<u8> {
        std::env::current_dir()
            .map(|p| p.as_os_str().as_bytes().to_vec())
            .unwrap_or_else(|_| b".".to_vec())
    }

    fn now(&mut self) -> (i64, u32) {
        let d = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        (d.as_secs() as i64, d.subsec_nanos())
    }

    fn monotonic_nanos(&mut self) -> u64 {
        static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
        let start = *START.get_or_init(std::time::Instant::now);
        // An origin one second back keeps the first reading away from zero.
        start.elapsed().as_nanos() as u64 + 1_000_000_000
    }

    fn sleep(&mut self, micros: u64) {
        std::thread::sleep(std::time::Duration::from_micros(micros));
    }

    fn random_bytes(&mut self, buf: &mut [u8]) -> bool {
        getrandom::fill(buf).is_ok()
    }

    fn is_terminal(&mut self, fd: i32) -> bool {
        use std::io::IsTerminal;
        match fd {
            0 => std::io::stdin().is_terminal(),
            1 => std::io::stdout().is_terminal(),
            2 => std::io::stderr().is_terminal(),
            _ => false,
        }
    }

    #[cfg(unix)]
    fn spawn(&mut self, spec: &rphp_core::SpawnSpec) -> Result<rphp_core::Spawned, String> {
        self.spawn_child(spec)
    }

    #[cfg(unix)]
    fn child_wait(&mut self, child: u64) -> Option<rphp_core::ChildExit> {
        self.wait_child(child)
    }

    #[cfg(unix)]
    fn child_poll(&mut self, child: u64) -> Option<rphp_core::ChildExit> {
        self.poll_child(child)
    }

    #[cfg(unix)]
    fn child_signal(&mut self, child: u64, signal: i32) -> bool {
        self.signal_child(child, signal)
    }

    #[cfg(unix)]
    fn nice(&mut self, increment: i32) -> Result<(), String> {
        self.renice(increment)
    }

    fn memory_usage(&mut self) -> Option<usize> {
        Some(crate::alloc::allocated())
    }

    fn env(&mut self, name: &[u8]) -> Option<Vec<u8>> {
        std::env::var_os(std::ffi::OsStr::from_bytes(name)).map(|v| v.as_bytes().to_vec())
    }

    fn pid(&mut self) -> i64 {
        #[cfg(target_os = "wasi")]
        return 1;
        #[cfg(not(target_os = "wasi"))]
        i64::from(std::process::id())
    }

    fn set_cwd(&mut self, p: &[u8]) -> Result<(), String> {
        std::env::set_current_dir(path(p)).map_err(|e| io_reason(&e))
    }

    fn write_file(&mut self, p: &[u8], bytes: &[u8]) -> Result<(), String> {
        std::fs::write(path(p), bytes).map_err(|e| io_reason(&e))
    }

    fn is_dir(&mut self, p: &[u8]) -> bool {
        path(p).is_dir()
    }

    fn remove_file(&mut self, p: &[u8]) -> Result<(), String> {
        std::fs::remove_file(path(p)).map_err(|e| io_reason(&e))
    }

    fn make_dir(&mut self, p: &[u8], recursive: bool) -> Result<(), String> {
        if recursive {
            if path(p).is_dir() {
                return Err("File exists".into());
            }
            std::fs::create_dir_all(path(p)).map_err(|e| io_reason(&e))
        } else {
            std::fs::create_dir(path(p)).map_err(|e| io_reason(&e))
        }
    }

    fn remove_dir(&mut self, p: &[u8]) -> Result<(), String> {
        std::fs::remove_dir(path(p)).map_err(|e| io_reason(&e))
    }

    fn env_vars(&mut self) -> Vec<(Vec<u8>, Vec<u8>)> {
        std::env::vars_os()
            .map(|(k, v)| (k.as_bytes().to_vec(), v.as_bytes().to_vec()))
            .collect()
    }

    fn open(&mut self, p: &[u8], mode: OpenMode) -> Result<u64, String> {
        let f = std::fs::OpenOptions::new()
            .read(mode.read)
            .write(mode.write && !mode.append)
            .append(mode.append)
            .truncate(mode.truncate)
            .create(mode.create)
            .create_new(mode.create_new)
            .open(path(p))
            .map_err(|e| io_reason(&e))?;
        let h = self.take_handle();
        self.files.insert(h, f);
        Ok(h)
    }

    fn fd_read(&mut self, fd: u64, max: usize) -> Result<Vec<u8>, String> {
        let f = self.file(fd)?;
        let mut buf = vec![0; max];
        loop {
            match f.read(&mut buf) {
                Ok(n) => {
                    buf.truncate(n);
                    return Ok(buf);
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(io_reason(&e)),
            }
        }
    }

    fn fd_write(&mut self, fd: u64, bytes: &[u8]) -> Result<usize, String> {
        let f = self.file(fd)?;
        f.write_all(bytes).map_err(|e| io_reason(&e))?;
        Ok(bytes.len())
    }

    fn fd_seek(&mut self, fd: u64, pos: SeekFrom) -> Result<u64, String> {
        self.file(fd)?.seek(pos).map_err(|e| io_reason(&e))
    }

    fn fd_truncate(&mut self, fd: u64, size: u64) -> Result<(), String> {
        self.file(fd)?.set_len(size).map_err(|e| io_reason(&e))
    }

    fn fd_stat(&mut self, fd: u64) -> Result<FileStat, String> {
        let f = self.file(fd)?;
        let m = f.metadata().map_err(|e| io_reason(&e))?;
        #[allow(unused_mut)]
        let mut st = file_stat(&m);
        #[cfg(target_os = "wasi")]
        {
            use std::os::fd::AsRawFd;
            // SAFETY: `raw` is a live local stat; the descriptor is open.
            let mut raw: libc::stat = unsafe { std::mem::zeroed() };
            if unsafe { libc::fstat(f.as_raw_fd(), &mut raw) } == 0 {
                st.dev = raw.st_dev;
                st.ino = raw.st_ino;
                st.nlink = raw.st_nlink;
            }
        }
        Ok(st)
    }

    fn fd_close(&mut self, fd: u64) {
        self.files.remove(&fd);
    }

    fn stat(&mut self, p: &[u8], follow: bool) -> Result<FileStat, String> {
        // POSIX: the empty path names nothing (wasi-libc would take it as `.`).
        if p.is_empty() {
            return Err("No such file or directory".into());
        }
        let m = if follow {
            std::fs::metadata(path(p))
        } else {
            std::fs::symlink_metadata(path(p))
        };
        #[allow(unused_mut)]
        let mut st = m.map(|m| file_stat(&m)).map_err(|e| io_reason(&e))?;
        #[cfg(target_os = "wasi")]
        wasi_ids(&mut st, p, follow);
        Ok(st)
    }

    fn read_dir(&mut self, p: &[u8]) -> Result<Vec<Vec<u8>>, String> {
        let rd = std::fs::read_dir(path(p)).map_err(|e| io_reason(&e))?;
        Ok(rd
            .filter_map(Result::ok)
            .map(|e| e.file_name().as_bytes().to_vec())
            .collect())
    }

    fn rename(&mut self, from: &[u8], to: &[u8]) -> Result<(), String> {
        std::fs::rename(path(from), path(to)).map_err(|e| io_reason(&e))
    }

    fn set_times(&mut self, p: &[u8], atime: i64, mtime: i64) -> Result<(), String> {
        let f = std::fs::File::open(path(p)).map_err(|e| io_reason(&e))?;
        let times = std::fs::FileTimes::new()
            .set_accessed(to_time(atime))
            .set_modified(to_time(mtime));
        f.set_times(times).map_err(|e| io_reason(&e))
    }

    fn chmod(&mut self, p: &[u8], mode: u32) -> Result<(), String> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(path(p), std::fs::Permissions::from_mode(mode))
                .map_err(|e| io_reason(&e))
        }
        #[cfg(not(unix))]
        {
            // WASI has no permission bits to set.
            let _ = mode;
            std::fs::metadata(path(p)).map_err(|e| io_reason(&e))?;
            Err("Function not implemented".into())
        }
    }

    fn read_link(&mut self, p: &[u8]) -> Result<Vec<u8>, String> {
        std::fs::read_link(path(p))
            .map(|t| t.as_os_str().as_bytes().to_vec())
            .map_err(|e| io_reason(&e))
    }

    fn symlink(&mut self, target: &[u8], link: &[u8]) -> Result<(), String> {
        #[cfg(unix)]
        let r = std::os::unix::fs::symlink(path(target), path(link));
        #[cfg(target_os = "wasi")]
        let r = {
            // std's WASI symlink is unstable; wasi-libc's resolves preopens.
            let c =
                |p: &[u8]| std::ffi::CString::new(p).map_err(|_| "Invalid argument".to_string());
            let (t, l) = (c(target)?, c(link)?);
            // SAFETY: both are NUL-terminated strings that outlive the call.
            if unsafe { libc::symlink(t.as_ptr(), l.as_ptr()) } == 0 {
                Ok(())
            } else {
                Err(std::io::Error::last_os_error())
            }
        };
        r.map_err(|e| io_reason(&e))
    }

    fn hard_link(&mut self, target: &[u8], link: &[u8]) -> Result<(), String> {
        std::fs::hard_link(path(target), path(link)).map_err(|e| io_reason(&e))
    }

    fn chown(
        &mut self,
        p: &[u8],
        uid: Option<u32>,
        gid: Option<u32>,
        follow: bool,
    ) -> Result<(), String> {
        #[cfg(unix)]
        {
            let r = if follow {
                std::os::unix::fs::chown(path(p), uid, gid)
            } else {
                std::os::unix::fs::lchown(path(p), uid, gid)
            };
            r.map_err(|e| io_reason(&e))
        }
        #[cfg(not(unix))]
        {
            // WASI (preview 1) has no owners to change.
            let _ = (uid, gid);
            let m = if follow {
                std::fs::metadata(path(p))
            } else {
                std::fs::symlink_metadata(path(p))
            };
            m.map_err(|e| io_reason(&e))?;
            Err("Function not implemented".into())
        }
    }

    fn user_id(&mut self, name: &[u8]) -> Option<u32> {
        #[cfg(unix)]
        {
            account_id(name, true)
        }
        #[cfg(not(unix))]
        {
            let _ = name;
            None
        }
    }

    fn group_id(&mut self, name: &[u8]) -> Option<u32> {
        #[cfg(unix)]
        {
            account_id(name, false)
        }
        #[cfg(not(unix))]
        {
            let _ = name;
            None
        }
    }

    fn process_ids(&mut self) -> (u32, u32) {
        #[cfg(unix)]
        {
            // SAFETY: getuid/getgid cannot fail and touch no memory.
            unsafe { (libc::getuid(), libc::getgid()) }
        }
        #[cfg(not(unix))]
        {
            (0, 0)
        }
    }

    fn disk_space(&mut self, p: &[u8]) -> Result<(f64, f64), String> {
        #[cfg(unix)]
        {
            let c = std::ffi::CString::new(p).map_err(|_| "Invalid argument".to_string())?;
            // SAFETY: `st` is a live local statvfs; `c` is NUL-terminated.
            let mut st: libc::statvfs = unsafe { std::mem::zeroed() };
            if unsafe { libc::statvfs(c.as_ptr(), &mut st) } != 0 {
                return Err(io_reason(&std::io::Error::last_os_error()));
            }
            let unit = st.f_frsize as f64;
            Ok((st.f_bavail as f64 * unit, st.f_blocks as f64 * unit))
        }
        #[cfg(not(unix))]
        {
            // WASI (preview 1) cannot ask how large a file system is.
            std::fs::metadata(path(p)).map_err(|e| io_reason(&e))?;
            Err("Function not implemented".into())
        }
    }

    fn umask(&mut self, mask: u32) -> Option<u32> {
        #[cfg(unix)]
        {
            // SAFETY: umask(2) only swaps the process's mask; it cannot fail.
            let old = unsafe { libc::umask(mask as libc::mode_t) };
            Some(old as u32)
        }
        #[cfg(not(unix))]
        {
            let _ = mask;
            None
        }
    }

    fn uname(&mut self) -> [Vec<u8>; 5] {
        #[cfg(unix)]
        {
            // SAFETY: `u` is a live local utsname that uname(2) fills; its
            // fields are NUL-terminated arrays.
            let mut u: libc::utsname = unsafe { std::mem::zeroed() };
            if unsafe { libc::uname(&mut u) } == 0 {
                let f = |a: &[libc::c_char]| {
                    a.iter()
                        .take_while(|&&c| c != 0)
                        .map(|&c| c as u8)
                        .collect::<Vec<u8>>()
                };
                return [
                    f(&u.sysname),
                    f(&u.nodename),
                    f(&u.release),
                    f(&u.version),
                    f(&u.machine),
                ];
            }
        }
        // WASI has no uname: describe the sandbox.
        [
            b"WASI".to_vec(),
            b"localhost".to_vec(),
            Vec::new(),
            Vec::new(),
            std::env::consts::ARCH.as_bytes().to_vec(),
        ]
    }

    fn set_process_title(&mut self, title: &[u8]) {
        // The process's name as `ps` and `top` show it (the kernel keeps 15
        // bytes); php rewrites its argv instead, which Rust cannot reach.
        #[cfg(target_os = "linux")]
        {
            let name: Vec<u8> = title
                .iter()
                .copied()
                .take_while(|&b| b != 0)
                .take(15)
                .collect();
            let _ = std::fs::write("/proc/self/comm", name);
        }
        #[cfg(not(target_os = "linux"))]
        let _ = title;
    }

    fn hostname(&mut self) -> Option<Vec<u8>> {
        #[cfg(unix)]
        {
            let mut buf = [0 as libc::c_char; 256];
            // SAFETY: gethostname writes at most `buf.len()` bytes into `buf`.
            if unsafe { libc::gethostname(buf.as_mut_ptr(), buf.len()) } != 0 {
                return None;
            }
            Some(
                buf.iter()
                    .take_while(|&&c| c != 0)
                    .map(|&c| c as u8)
                    .collect(),
            )
        }
        #[cfg(not(unix))]
        {
            Some(self.uname()[1].clone())
        }
    }

    fn rusage(&mut self, children: bool) -> Option<[i64; 17]> {
        #[cfg(unix)]
        {
            let who = if children {
                libc::RUSAGE_CHILDREN
            } else {
                libc::RUSAGE_SELF
            };
            // SAFETY: `r` is a live local rusage that getrusage(2) fills.
            let mut r: libc::rusage = unsafe { std::mem::zeroed() };
            if unsafe { libc::getrusage(who, &mut r) } != 0 {
                return None;
            }
            Some([
                r.ru_oublock as i64,
                r.ru_inblock as i64,
                r.ru_msgsnd as i64,
                r.ru_msgrcv as i64,
                r.ru_maxrss as i64,
                r.ru_ixrss as i64,
                r.ru_idrss as i64,
                r.ru_minflt as i64,
                r.ru_majflt as i64,
                r.ru_nsignals as i64,
                r.ru_nvcsw as i64,
                r.ru_nivcsw as i64,
                r.ru_nswap as i64,
                r.ru_utime.tv_usec as i64,
                r.ru_utime.tv_sec as i64,
                r.ru_stime.tv_usec as i64,
                r.ru_stime.tv_sec as i64,
            ])
        }
        #[cfg(target_os = "wasi")]
        {
            Some(crate::wasi_rusage::rusage(children))
        }
        #[cfg(not(any(unix, target_os = "wasi")))]
        {
            let _ = children;
            None
        }
    }

    fn open_log(&mut self, ident: &[u8], option: i64, facility: i64) {
        #[cfg(unix)]
        {
            let ident: Vec<u8> = ident.iter().copied().take_while(|&b| b != 0).collect();
            let ident = std::ffi::CString::new(ident).unwrap_or_default();
            // SAFETY: the identity string is kept in `self` until the next openlog.
            unsafe {
                libc::openlog(
                    ident.as_ptr(),
                    option as libc::c_int,
                    facility as libc::c_int,
                )
            };
            self.log_ident = Some(ident);
        }
        #[cfg(not(unix))]
        {
            let _ = (ident, option, facility);
        }
    }

    fn syslog(&mut self, priority: i64, line: &[u8]) {
        #[cfg(unix)]
        {
            let line: Vec<u8> = line.iter().copied().take_while(|&b| b != 0).collect();
            let line = std::ffi::CString::new(line).unwrap_or_default();
            // SAFETY: a constant "%s" format with one NUL-terminated string argument.
            unsafe { libc::syslog(priority as libc::c_int, c"%s".as_ptr(), line.as_ptr()) };
        }
        #[cfg(not(unix))]
        {
            let _ = (priority, line);
        }
    }

    fn close_log(&mut self) {
        #[cfg(unix)]
        // SAFETY: closelog(3) only closes the logger's descriptor.
        unsafe {
            libc::closelog()
        };
    }

    fn load_average(&mut self) -> Option<[f64; 3]> {
        #[cfg(unix)]
        {
            let mut l = [0f64; 3];
            // SAFETY: getloadavg writes at most 3 doubles into `l`.
            if unsafe { libc::getloadavg(l.as_mut_ptr(), 3) } != 3 {
                return None;
            }
            Some(l)
        }
        #[cfg(not(unix))]
        {
            None
        }
    }

    fn user_name(&mut self, uid: u32) -> Option<Vec<u8>> {
        #[cfg(unix)]
        {
            let mut buf = vec![0 as libc::c_char; 16 * 1024];
            // SAFETY: every pointer refers to a live local of the right type;
            // getpwuid_r writes only within `buf` (its length is passed), and
            // `pw_name` points into `buf` when `out` is set.
            let mut pw: libc::passwd = unsafe { std::mem::zeroed() };
            let mut out: *mut libc::passwd = std::ptr::null_mut();
            let r =
                unsafe { libc::getpwuid_r(uid, &mut pw, buf.as_mut_ptr(), buf.len(), &mut out) };
            if r != 0 || out.is_null() {
                return None;
            }
            let name = unsafe { std::ffi::CStr::from_ptr(pw.pw_name) };
            Some(name.to_bytes().to_vec())
        }
        #[cfg(not(unix))]
        {
            let _ = uid;
            None
        }
    }

    fn read_stdin(&mut self, max: usize) -> Vec<u8> {
        let mut buf = vec![0; max];
        loop {
            match std::io::stdin().lock().read(&mut buf) {
                Ok(n) => {
                    buf.truncate(n);
                    return buf;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => return Vec::new(),
            }
        }
    }
}

/// The uid (`user`) or gid of an account name from the system's user and
/// group databases (getpwnam_r/getgrnam_r, so NSS sources count too).
#[cfg(unix)]
fn account_id(name: &[u8], user: bool) -> Option<u32> {
    let cname = std::ffi::CString::new(name).ok()?;
    let mut buf = vec![0 as libc::c_char; 16 * 1024];
    loop {
        let r;
        let id;
        if user {
            // SAFETY: every pointer refers to a live local of the right type;
            // getpwnam_r writes only within `buf` (its length is passed).
            let mut pw: libc::passwd = unsafe { std::mem::zeroed() };
            let mut out: *mut libc::passwd = std::ptr::null_mut();
            r = unsafe {
                libc::getpwnam_r(
                    cname.as_ptr(),
                    &mut pw,
                    buf.as_mut_ptr(),
                    buf.len(),
                    &mut out,
                )
            };
            id = (!out.is_null()).then_some(pw.pw_uid);
        } else {
            // SAFETY: as above, for getgrnam_r.
            let mut gr: libc::group = unsafe { std::mem::zeroed() };
            let mut out: *mut libc::group = std::ptr::null_mut();
            r = unsafe {
                libc::getgrnam_r(
                    cname.as_ptr(),
                    &mut gr,
                    buf.as_mut_ptr(),
                    buf.len(),
                    &mut out,
                )
            };
            id = (!out.is_null()).then_some(gr.gr_gid);
        }
        if r == libc::ERANGE && buf.len() < 1 << 20 {
            buf.resize(buf.len() * 4, 0);
            continue;
        }
        return if r == 0 { id } else { None };
    }
}
