//! The browser's [`Host`]: files from the runtime's in-memory file system
//! (plus an optional read-only fallback the embedder supplies), output
//! collected and streamed to a JavaScript callback, the clock from
//! `performance.now()`/`Date.now()`, secure random bytes from
//! `crypto.getRandomValues`, and environment and stdin given per run.

use crate::js::{self, Callback};
use crate::memfs::{normalise, MemFs};
use rphp_core::Host;
use std::cell::RefCell;
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
    /// Bytes allocated before the run (mounted files, the runtime itself),
    /// left out of `memory_get_usage()` and `memory_limit`.
    pub memory_base: usize,
}

impl WebHost {
    fn path(&self, p: &[u8]) -> Vec<u8> {
        normalise(&self.cwd, p)
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
                    let name = String::from_utf8_lossy(&path);
                    if let Ok(Some(data)) = cb.call_read(&JsValue::NULL, &name) {
                        return Ok(data);
                    }
                }
                Err(e.into())
            }
        }
    }

    fn append_file(&mut self, p: &[u8], bytes: &[u8]) -> Result<(), String> {
        let path = self.path(p);
        self.fs.borrow_mut().append(&path, bytes)?;
        self.wrote(path);
        Ok(())
    }

    fn is_file(&mut self, p: &[u8]) -> bool {
        self.fs.borrow().is_file(&self.path(p))
    }

    fn realpath(&mut self, p: &[u8]) -> Option<Vec<u8>> {
        let path = self.path(p);
        self.fs.borrow().exists(&path).then_some(path)
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
        let path = self.path(p);
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
        let path = self.path(p);
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
        let path = self.path(p);
        Ok(self.fs.borrow_mut().make_dir(&path, recursive)?)
    }

    fn remove_dir(&mut self, p: &[u8]) -> Result<(), String> {
        let path = self.path(p);
        Ok(self.fs.borrow_mut().remove_dir(&path)?)
    }
}
