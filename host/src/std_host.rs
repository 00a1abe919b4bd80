//! The native [`Host`]: std I/O, the real file system, the system clock, and
//! memory figures from the counting allocator in `alloc.rs`.

use rphp_core::Host;
use std::io::Write;
#[cfg(unix)]
use std::os::unix::ffi::OsStrExt;
#[cfg(target_os = "wasi")]
use std::os::wasi::ffi::OsStrExt;
use std::path::Path;

pub struct StdHost {
    stdout: std::io::Stdout,
}

impl StdHost {
    pub fn new() -> StdHost {
        StdHost {
            stdout: std::io::stdout(),
        }
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

fn io_reason(e: &std::io::Error) -> String {
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

    fn read_stdin(&mut self, max: usize) -> Vec<u8> {
        use std::io::Read;
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
