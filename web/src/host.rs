//! The browser's [`Host`]: files from the runtime's in-memory file system
//! (plus an optional read-only fallback the embedder supplies), output
//! collected and streamed to a JavaScript callback, the clock from
//! `performance.now()`/`Date.now()`, secure random bytes from
//! `crypto.getRandomValues`, and environment and stdin given per run.

use crate::js::{self, Callback};
use crate::memfs::{absolute, normalise, Kind, MemFs};
use rphp_core::{FileStat, Host, OpenMode, SeekFrom};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::JsValue;

/// What a run produced, shared between the host (owned by the VM) and the
/// runtime that reads it when the run is over.
#[derive(Default)]
pub struct RunState {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Files created or changed, in the order of their first write.
    pub written: Vec<Vec<u8>>,
}

/// One run's view of the outside world.
pub struct WebHost {
    pub fs: Rc<RefCell<MemFs>>,
    pub state: Rc<RefCell<RunState>>,
    pub cwd: Vec<u8>,
    pub env: Vec<(Vec<u8>, Vec<u8>)>,
    pub stdin: Vec<u8>,
    pub stdin_pos: usize,
    pub on_output: Option<Callback>,
    pub read_fallback: Option<Callback>,
    /// `Date.now() - performance.now()` at the start: the wall clock with
    /// `performance.now()`'s resolution.
    pub clock_origin_ms: f64,
    /// `performance.now()` when the run began: `getrusage()`'s user time is
    /// the time since (the worker running PHP does nothing else meanwhile).
    pub started_ms: f64,
    /// Bytes allocated before the run (mounted files, the runtime itself),
    /// left out of `memory_get_usage()` and `memory_limit`.
    pub memory_base: usize,
    /// Open file streams by handle. A handle names its file by path, so a
    /// file renamed or removed while open is no longer reached through it
    /// (where Linux would keep the open file).
    pub files: HashMap<u64, OpenFile>,
    pub next_handle: u64,
    /// The run's file-creation mask (`umask()`), 022 at the start as for a
    /// login shell.
    pub umask: u32,
}

/// A file stream's side in the host: which file, where, how opened.
pub struct OpenFile {
    path: Vec<u8>,
    pos: u64,
    append: bool,
    read: bool,
    write: bool,
}

fn bad_fd() -> String {
    "Bad file descriptor".into()
}

impl WebHost {
    /// `p` made absolute against the working directory; the file system
    /// resolves `..` and links in it.
    fn path(&self, p: &[u8]) -> Vec<u8> {
        absolute(&self.cwd, p)
    }

    /// The stored path `p` names, its links followed (where a handle or a
    /// record of written files must point).
    fn resolved(&self, p: &[u8]) -> Result<Vec<u8>, String> {
        Ok(self.fs.borrow().resolve(&self.path(p), true)?)
    }

    fn output(&mut self, stream: u32, bytes: &[u8]) {
        {
            let mut st = self.state.borrow_mut();
            if stream == 1 {
                st.stdout.extend_from_slice(bytes);
            } else {
                st.stderr.extend_from_slice(bytes);
            }
        }
        if let Some(cb) = &self.on_output {
            // A throwing callback must not stop PHP; its output is still collected.
            let _ = cb.call_output(&JsValue::NULL, stream, bytes);
        }
    }

    /// Stamps the file system's clock before a change.
    fn stamp(&mut self) {
        let now = self.now().0;
        let mut fs = self.fs.borrow_mut();
        fs.now = now;
        fs.umask = self.umask;
    }

    fn open_file(&mut self, fd: u64) -> Result<&mut OpenFile, String> {
        self.files.get_mut(&fd).ok_or_else(bad_fd)
    }

    fn wrote(&mut self, path: Vec<u8>) {
        let mut st = self.state.borrow_mut();
        if !st.written.contains(&path) {
            st.written.push(path);
        }
    }
}

impl Host for WebHost {
    fn write_stdout(&mut self, bytes: &[u8]) {
        self.output(1, bytes);
    }

    fn write_stderr(&mut self, bytes: &[u8]) {
        self.output(2, bytes);
    }

    fn read_file(&mut self, p: &[u8]) -> Result<Vec<u8>, String> {
        let path = self.path(p);
        let found = self.fs.borrow().read(&path).map(<[u8]>::to_vec);
        match found {
            Ok(data) => Ok(data),
            Err(e) => {
                if let Some(cb) = &self.read_fallback {
                    let name = normalise(b"/", &path);
                    let name = String::from_utf8_lossy(&name);
                    if let Ok(Some(data)) = cb.call_read(&JsValue::NULL, &name) {
                        return Ok(data);
                    }
                }
                Err(e.into())
            }
        }
    }

    fn append_file(&mut self, p: &[u8], bytes: &[u8]) -> Result<(), String> {
        self.stamp();
        let path = self.resolved(p)?;
        self.fs.borrow_mut().append(&path, bytes)?;
        self.wrote(path);
        Ok(())
    }

    fn is_file(&mut self, p: &[u8]) -> bool {
        self.fs.borrow().is_file(&self.path(p))
    }

    fn realpath(&mut self, p: &[u8]) -> Option<Vec<u8>> {
        let path = self.resolved(p).ok()?;
        let fs = self.fs.borrow();
        // `file/` names no directory: ENOTDIR, as on Linux.
        if p.ends_with(b"/") && fs.is_file(&path) {
            return None;
        }
        fs.exists(&path).then_some(path)
    }

    fn cwd(&mut self) -> Vec<u8> {
        self.cwd.clone()
    }

    fn now(&mut self) -> (i64, u32) {
        let ms = self.clock_origin_ms + js::performance_now();
        let secs = (ms / 1000.0).floor();
        let nanos = ((ms - secs * 1000.0) * 1e6) as u32;
        (secs as i64, nanos.min(999_999_999))
    }

    fn monotonic_nanos(&mut self) -> u64 {
        // An origin one second back keeps the first reading away from zero, as natively.
        (js::performance_now() * 1e6) as u64 + 1_000_000_000
    }

    /// As wasi-libc's emulated process clocks report under WASI: user time
    /// is the time since the run began, every other figure (and all of a
    /// child's: there are none) zero.
    fn rusage(&mut self, children: bool) -> Option<[i64; 17]> {
        let mut r = [0i64; 17];
        if !children {
            let us = ((js::performance_now() - self.started_ms).max(0.0) * 1000.0) as i64;
            r[13] = us % 1_000_000;
            r[14] = us / 1_000_000;
        }
        Some(r)
    }

    fn random_bytes(&mut self, buf: &mut [u8]) -> bool {
        buf.chunks_mut(65536)
            .all(|chunk| js::get_random_values(chunk).is_ok())
    }

    fn memory_usage(&mut self) -> Option<usize> {
        Some(crate::alloc::allocated().saturating_sub(self.memory_base))
    }

    fn env(&mut self, name: &[u8]) -> Option<Vec<u8>> {
        self.env
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    }

    fn env_vars(&mut self) -> Vec<(Vec<u8>, Vec<u8>)> {
        self.env.clone()
    }

    fn read_stdin(&mut self, max: usize) -> Vec<u8> {
        let end = self.stdin.len().min(self.stdin_pos + max);
        let chunk = self.stdin[self.stdin_pos..end].to_vec();
        self.stdin_pos = end;
        chunk
    }

    fn set_cwd(&mut self, p: &[u8]) -> Result<(), String> {
        let path = self.resolved(p)?;
        let fs = self.fs.borrow();
        if fs.is_dir(&path) {
            drop(fs);
            self.cwd = path;
            Ok(())
        } else if fs.exists(&path) {
            Err("Not a directory".into())
        } else {
            Err("No such file or directory".into())
        }
    }

    fn write_file(&mut self, p: &[u8], bytes: &[u8]) -> Result<(), String> {
        self.stamp();
        let path = self.resolved(p)?;
        self.fs.borrow_mut().write(&path, bytes)?;
        self.wrote(path);
        Ok(())
    }

    fn is_dir(&mut self, p: &[u8]) -> bool {
        self.fs.borrow().is_dir(&self.path(p))
    }

    fn remove_file(&mut self, p: &[u8]) -> Result<(), String> {
        let path = self.path(p);
        Ok(self.fs.borrow_mut().remove_file(&path)?)
    }

    fn make_dir(&mut self, p: &[u8], recursive: bool) -> Result<(), String> {
        self.stamp();
        let path = self.path(p);
        Ok(self.fs.borrow_mut().make_dir(&path, recursive)?)
    }

    fn remove_dir(&mut self, p: &[u8]) -> Result<(), String> {
        let path = self.path(p);
        Ok(self.fs.borrow_mut().remove_dir(&path)?)
    }

    fn open(&mut self, p: &[u8], mode: OpenMode) -> Result<u64, String> {
        self.stamp();
        let path = self.resolved(p)?;
        let exists = self.fs.borrow().exists(&path);
        if exists && mode.create_new {
            return Err("File exists".into());
        }
        if !exists {
            if mode.create || mode.create_new {
                self.fs.borrow_mut().write(&path, b"")?;
                self.wrote(path.clone());
            } else {
                // A file only the embedder's read fallback has.
                let data = self.read_file(&path)?;
                self.fs.borrow_mut().mount(&path, &data)?;
            }
        } else if self.fs.borrow().is_dir(&path) {
            if mode.write {
                return Err("Is a directory".into());
            }
        } else if mode.truncate {
            self.fs.borrow_mut().write(&path, b"")?;
            self.wrote(path.clone());
        }
        let h = self.next_handle;
        self.next_handle += 1;
        self.files.insert(
            h,
            OpenFile {
                path,
                pos: 0,
                append: mode.append,
                read: mode.read,
                write: mode.write,
            },
        );
        Ok(h)
    }

    fn fd_read(&mut self, fd: u64, max: usize) -> Result<Vec<u8>, String> {
        let fs = self.fs.clone();
        let f = self.open_file(fd)?;
        if !f.read {
            return Err(bad_fd());
        }
        let fs = fs.borrow();
        let data = fs.read(&f.path)?;
        let start = (f.pos as usize).min(data.len());
        let end = start.saturating_add(max).min(data.len());
        f.pos += (end - start) as u64;
        Ok(data[start..end].to_vec())
    }

    fn fd_write(&mut self, fd: u64, bytes: &[u8]) -> Result<usize, String> {
        self.stamp();
        let fs = self.fs.clone();
        let f = self.open_file(fd)?;
        if !f.write {
            return Err(bad_fd());
        }
        let path = f.path.clone();
        if f.append {
            f.pos = fs.borrow().read(&path).map_or(0, |d| d.len() as u64);
        }
        fs.borrow_mut().write_at(&path, f.pos as usize, bytes)?;
        f.pos += bytes.len() as u64;
        self.wrote(path);
        Ok(bytes.len())
    }

    fn fd_seek(&mut self, fd: u64, pos: SeekFrom) -> Result<u64, String> {
        let fs = self.fs.clone();
        let f = self.open_file(fd)?;
        let len = fs.borrow().read(&f.path).map_or(0, |d| d.len() as i64);
        let target = match pos {
            SeekFrom::Start(n) => n as i64,
            SeekFrom::Current(d) => f.pos as i64 + d,
            SeekFrom::End(d) => len + d,
        };
        if target < 0 {
            return Err("Invalid argument".into());
        }
        f.pos = target as u64;
        Ok(f.pos)
    }

    fn fd_truncate(&mut self, fd: u64, size: u64) -> Result<(), String> {
        self.stamp();
        let path = self.open_file(fd)?.path.clone();
        self.fs.borrow_mut().truncate(&path, size as usize)?;
        self.wrote(path);
        Ok(())
    }

    fn fd_stat(&mut self, fd: u64) -> Result<FileStat, String> {
        let path = self.open_file(fd)?.path.clone();
        self.stat(&path, true)
    }

    fn fd_close(&mut self, fd: u64) {
        self.files.remove(&fd);
    }

    fn stat(&mut self, p: &[u8], follow: bool) -> Result<FileStat, String> {
        let path = self.path(p);
        if p.ends_with(b"/") && self.fs.borrow().is_file(&path) {
            return Err("Not a directory".into());
        }
        let st = self.fs.borrow().stat(&path, follow)?;
        let kind = match st.kind {
            Kind::Dir => FileStat::S_IFDIR,
            Kind::File => FileStat::S_IFREG,
            Kind::Link => FileStat::S_IFLNK,
        };
        Ok(FileStat {
            dev: 1,
            ino: st.meta.ino,
            mode: kind | st.meta.perms,
            nlink: st.nlink,
            uid: st.meta.uid,
            gid: st.meta.gid,
            rdev: 0,
            size: st.size,
            atime: st.meta.atime,
            mtime: st.meta.mtime,
            ctime: st.meta.ctime,
            blksize: 4096,
            blocks: st.size.div_ceil(4096) as i64 * 8,
        })
    }

    fn read_dir(&mut self, p: &[u8]) -> Result<Vec<Vec<u8>>, String> {
        let path = self.path(p);
        Ok(self.fs.borrow().list(&path)?)
    }

    fn rename(&mut self, from: &[u8], to: &[u8]) -> Result<(), String> {
        self.stamp();
        let (from, to) = (self.path(from), self.path(to));
        self.fs.borrow_mut().rename(&from, &to)?;
        let to = self.fs.borrow().resolve(&to, false)?;
        self.wrote(to);
        Ok(())
    }

    fn set_times(&mut self, p: &[u8], atime: i64, mtime: i64) -> Result<(), String> {
        self.stamp();
        let path = self.path(p);
        Ok(self.fs.borrow_mut().set_times(&path, atime, mtime)?)
    }

    fn chmod(&mut self, p: &[u8], mode: u32) -> Result<(), String> {
        self.stamp();
        let path = self.path(p);
        Ok(self.fs.borrow_mut().chmod(&path, mode)?)
    }

    fn read_link(&mut self, p: &[u8]) -> Result<Vec<u8>, String> {
        let path = self.path(p);
        Ok(self.fs.borrow().read_link(&path)?)
    }

    fn symlink(&mut self, target: &[u8], link: &[u8]) -> Result<(), String> {
        self.stamp();
        let link = self.path(link);
        Ok(self.fs.borrow_mut().symlink(target, &link)?)
    }

    fn hard_link(&mut self, target: &[u8], link: &[u8]) -> Result<(), String> {
        self.stamp();
        let (target, link) = (self.path(target), self.path(link));
        Ok(self.fs.borrow_mut().hard_link(&target, &link)?)
    }

    fn chown(
        &mut self,
        p: &[u8],
        uid: Option<u32>,
        gid: Option<u32>,
        follow: bool,
    ) -> Result<(), String> {
        self.stamp();
        let path = self.path(p);
        Ok(self.fs.borrow_mut().chown(&path, uid, gid, follow)?)
    }

    /// The runtime's one account is root (uid 0), whom the process runs as.
    fn user_id(&mut self, name: &[u8]) -> Option<u32> {
        (name == b"root").then_some(0)
    }

    fn group_id(&mut self, name: &[u8]) -> Option<u32> {
        (name == b"root").then_some(0)
    }

    fn disk_space(&mut self, p: &[u8]) -> Result<(f64, f64), String> {
        let path = self.path(p);
        let (free, total) = self.fs.borrow().disk_space(&path)?;
        Ok((free as f64, total as f64))
    }

    fn umask(&mut self, mask: u32) -> Option<u32> {
        Some(std::mem::replace(&mut self.umask, mask))
    }
}
