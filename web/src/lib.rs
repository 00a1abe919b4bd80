//! rphp in the browser: `rphp-core` compiled to wasm32-unknown-unknown
//! behind a small wasm-bindgen API. A [`Runtime`] owns an in-memory file
//! system that outlives its runs; each [`Runtime::run`] builds a fresh
//! request (a new VM over a [`host::WebHost`]) and returns what it printed.
//! The ergonomic JavaScript API with TypeScript types (`createRuntime`,
//! `runtime.run({ code })`, ...) is `js/rphp.js` over these bindings; PHP
//! errors come back as PHP prints them, never as exceptions.

mod alloc;
mod host;
mod js;
pub mod memfs;

use host::{RunState, WebHost};
use js::Callback;
use memfs::{normalise, MemFs};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

#[global_allocator]
static GLOBAL: alloc::Counting = alloc::Counting;

thread_local! {
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The message of the panic that trapped the module, if one did. A panic
/// aborts (wasm32-unknown-unknown cannot unwind), which JavaScript sees as a
/// `WebAssembly.RuntimeError`; the wrapper turns it into a run result with
/// this text and retires the module instance.
#[wasm_bindgen(js_name = lastPanic)]
pub fn last_panic() -> Option<String> {
    LAST_PANIC.with(|p| p.borrow().clone())
}

fn install_panic_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            let msg = info.to_string();
            LAST_PANIC.with(|p| *p.borrow_mut() = Some(msg));
        }));
    });
}

/// `rphp 0.1.0 (PHP 8.2.36 compatible)`.
#[wasm_bindgen]
pub fn version() -> String {
    format!(
        "rphp {} (PHP {} compatible)",
        env!("CARGO_PKG_VERSION"),
        rphp_core::PHP_VERSION
    )
}

/// The PHP version rphp reports as `PHP_VERSION`.
#[wasm_bindgen(js_name = phpVersion)]
pub fn php_version() -> String {
    rphp_core::PHP_VERSION.to_string()
}

/// The compiled bytecode of `source` as `rphp --dump-bytecode` prints it,
/// or php's parse/compile error.
#[wasm_bindgen]
pub fn disassemble(source: &[u8], path: &str) -> String {
    match rphp_core::disassemble(source, path.as_bytes()) {
        Ok(text) => text,
        Err(e) => e,
    }
}

/// What a run printed and changed.
#[wasm_bindgen]
pub struct Outcome {
    exit_code: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    files_written: Vec<String>,
}

#[wasm_bindgen]
impl Outcome {
    #[wasm_bindgen(getter, js_name = exitCode)]
    pub fn exit_code(&self) -> i32 {
        self.exit_code
    }
    #[wasm_bindgen(getter)]
    pub fn stdout(&self) -> Vec<u8> {
        self.stdout.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn stderr(&self) -> Vec<u8> {
        self.stderr.clone()
    }
    #[wasm_bindgen(getter, js_name = filesWritten)]
    pub fn files_written(&self) -> Vec<String> {
        self.files_written.clone()
    }
}

/// A PHP runtime: an in-memory file system and the runs made over it.
#[wasm_bindgen]
pub struct Runtime {
    fs: Rc<RefCell<MemFs>>,
}

impl Default for Runtime {
    fn default() -> Runtime {
        Runtime::new()
    }
}

fn absolute(path: &str) -> Result<Vec<u8>, JsError> {
    if !path.starts_with('/') {
        return Err(JsError::new(&format!(
            "rphp: paths given to the runtime must be absolute: {path:?}"
        )));
    }
    Ok(normalise(b"/", path.as_bytes()))
}

/// A fresh file system: `/` and `/tmp` (`sys_get_temp_dir()`, `tempnam`).
fn fresh_fs() -> MemFs {
    let mut fs = MemFs::new();
    let _ = fs.make_dir(b"/tmp", false);
    fs
}

fn pairs(items: Vec<String>) -> Vec<(String, String)> {
    items
        .into_iter()
        .map(|kv| match kv.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (kv, "1".to_string()),
        })
        .collect()
}

#[wasm_bindgen]
impl Runtime {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Runtime {
        install_panic_hook();
        Runtime {
            fs: Rc::new(RefCell::new(fresh_fs())),
        }
    }

    /// Creates or replaces a file, creating its directories.
    #[wasm_bindgen(js_name = writeFile)]
    pub fn write_file(&self, path: &str, bytes: &[u8]) -> Result<(), JsError> {
        let p = absolute(path)?;
        self.fs
            .borrow_mut()
            .mount(&p, bytes)
            .map_err(|e| JsError::new(&format!("rphp: cannot write {path}: {e}")))
    }

    /// A file's contents, or `undefined`.
    #[wasm_bindgen(js_name = readFile)]
    pub fn read_file(&self, path: &str) -> Result<Option<Vec<u8>>, JsError> {
        let p = absolute(path)?;
        Ok(self.fs.borrow().read(&p).ok().map(<[u8]>::to_vec))
    }

    /// Removes a file; false if there was none.
    pub fn unlink(&self, path: &str) -> Result<bool, JsError> {
        let p = absolute(path)?;
        Ok(self.fs.borrow_mut().remove_file(&p).is_ok())
    }

    /// Every file's path, sorted.
    #[wasm_bindgen(js_name = listFiles)]
    pub fn list_files(&self) -> Vec<String> {
        self.fs
            .borrow()
            .files()
            .iter()
            .map(|p| String::from_utf8_lossy(p).into_owned())
            .collect()
    }

    /// Empties the file system (back to `/` and an empty `/tmp`), keeping
    /// its capacity.
    pub fn reset(&self) {
        let mut fs = self.fs.borrow_mut();
        let capacity = fs.capacity;
        *fs = fresh_fs();
        fs.capacity = capacity;
    }

    /// Sets the file system's capacity in bytes (what `disk_total_space()`
    /// reports; writes beyond it fail with "No space left on device").
    #[wasm_bindgen(js_name = setDiskSize)]
    pub fn set_disk_size(&self, bytes: f64) {
        self.fs.borrow_mut().capacity = bytes.max(0.0) as u64;
    }

    /// Runs a request. `mode` is `"file"` (`target` is the script's path,
    /// as `php FILE`), `"code"` (`target` is code without `<?php`, as
    /// `php -r`) or `"lint"` (`php -l FILE`). `ini` and `env` hold
    /// `name=value` strings.
    #[allow(clippy::too_many_arguments)]
    pub fn run(
        &self,
        mode: &str,
        target: &[u8],
        cwd: &str,
        args: Vec<String>,
        ini: Vec<String>,
        env: Vec<String>,
        stdin: &[u8],
        on_output: Option<Callback>,
        read_fallback: Option<Callback>,
    ) -> Result<Outcome, JsError> {
        let cwd = absolute(cwd)?;
        let state = Rc::new(RefCell::new(RunState::default()));
        let mut host = Box::new(WebHost {
            fs: self.fs.clone(),
            state: state.clone(),
            cwd: cwd.clone(),
            env: pairs(env)
                .into_iter()
                .map(|(k, v)| (k.into_bytes(), v.into_bytes()))
                .collect(),
            stdin: stdin.to_vec(),
            stdin_pos: 0,
            on_output,
            read_fallback,
            clock_origin_ms: js::date_now() - js::performance_now(),
            started_ms: js::performance_now(),
            memory_base: 0,
            files: Default::default(),
            next_handle: 1,
            umask: 0o022,
        });
        let opts = rphp_core::RunOptions {
            args: args.into_iter().map(String::into_bytes).collect(),
            ini: pairs(ini),
        };
        host.memory_base = alloc::allocated();
        let exit_code = match mode {
            "code" => rphp_core::run_code(host, target, &opts).exit_code,
            "file" | "lint" => {
                let path = normalise(&cwd, target);
                let src = self.fs.borrow().read(&path).map(<[u8]>::to_vec);
                match src {
                    Err(_) => {
                        let msg = format!(
                            "Could not open input file: {}\n",
                            String::from_utf8_lossy(target)
                        );
                        state.borrow_mut().stdout.extend_from_slice(msg.as_bytes());
                        if let Some(cb) = &host.on_output {
                            let _ = cb.call_output(&JsValue::NULL, 1, msg.as_bytes());
                        }
                        1
                    }
                    Ok(src) if mode == "lint" => rphp_core::lint_request(host, &src, target, &opts),
                    Ok(src) => rphp_core::run_source(host, &src, &path, target, &opts).exit_code,
                }
            }
            _ => {
                return Err(JsError::new(&format!(
                    "rphp: unknown run mode {mode:?} (file, code or lint)"
                )))
            }
        };
        let st = std::mem::take(&mut *state.borrow_mut());
        let fs = self.fs.borrow();
        Ok(Outcome {
            exit_code,
            stdout: st.stdout,
            stderr: st.stderr,
            files_written: st
                .written
                .iter()
                .filter(|p| fs.is_file(p))
                .map(|p| String::from_utf8_lossy(p).into_owned())
                .collect(),
        })
    }
}
