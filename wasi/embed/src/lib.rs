//! Running `rphp.wasm` inside a Rust program, sandboxed by wasmtime: the
//! way a host application runs untrusted PHP. The guest sees one directory,
//! the arguments and environment it is given, and nothing else; its output
//! is captured; a script that runs too long is stopped by epoch
//! interruption and reported as such, the host unharmed.
//!
//! ```no_run
//! let rphp = rphp_embed::Rphp::load("target/wasm32-wasip1/release/rphp.wasm").unwrap();
//! let out = rphp
//!     .run(&rphp_embed::Request::new(".", ["hello.php"]))
//!     .unwrap();
//! print!("{}", String::from_utf8_lossy(&out.stdout));
//! ```

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use wasmtime::{Config, Engine, Linker, Module, Store};
use wasmtime_wasi::p1::{self, WasiP1Ctx};
use wasmtime_wasi::p2::pipe::{MemoryInputPipe, MemoryOutputPipe};
use wasmtime_wasi::{FsPerms, I32Exit, WasiCtxBuilder};

/// Largest output kept from one stream; a script printing more is cut here.
const OUTPUT_CAP: usize = 64 << 20;

/// rphp.wasm compiled once, ready to run any number of requests.
pub struct Rphp {
    engine: Engine,
    module: Module,
    linker: Linker<WasiP1Ctx>,
}

/// One run: what the guest may see and how long it may take.
#[derive(Clone, Debug)]
pub struct Request {
    /// Host directory preopened as the guest's `/sandbox` and its working directory.
    pub dir: PathBuf,
    /// The rphp command line, e.g. `["script.php", "arg"]` or `["-r", "echo 1;"]`.
    pub args: Vec<String>,
    pub env: Vec<(String, String)>,
    pub stdin: Vec<u8>,
    /// Wall-clock budget; the guest is interrupted when it runs out.
    pub timeout: Duration,
}

impl Request {
    pub fn new<I, S>(dir: impl Into<PathBuf>, args: I) -> Request
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        Request {
            dir: dir.into(),
            args: args.into_iter().map(Into::into).collect(),
            env: Vec::new(),
            stdin: Vec::new(),
            timeout: Duration::from_secs(30),
        }
    }
}

/// What a run produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// The guest's exit status (php's, with 255 reported as 125 under WASI).
    pub exit_code: i32,
    /// The timeout ran out and the guest was stopped.
    pub timed_out: bool,
}

/// Where the guest sees the request's directory.
pub const GUEST_DIR: &str = "/sandbox";

impl Rphp {
    /// Compiles `rphp.wasm` (once; runs reuse it).
    pub fn load(wasm: impl AsRef<Path>) -> wasmtime::Result<Rphp> {
        let mut config = Config::new();
        config.epoch_interruption(true);
        let engine = Engine::new(&config)?;
        let module = Module::from_file(&engine, wasm)?;
        let mut linker = Linker::new(&engine);
        p1::add_to_linker_sync(&mut linker, |cx| cx)?;
        Ok(Rphp {
            engine,
            module,
            linker,
        })
    }

    /// Runs one request in a fresh instance (nothing is shared between runs).
    pub fn run(&self, req: &Request) -> wasmtime::Result<Output> {
        let stdout = MemoryOutputPipe::new(OUTPUT_CAP);
        let stderr = MemoryOutputPipe::new(OUTPUT_CAP);
        let mut wasi = WasiCtxBuilder::new();
        wasi.arg("rphp")
            .args(&req.args)
            .env("PWD", GUEST_DIR)
            .stdin(MemoryInputPipe::new(req.stdin.clone()))
            .stdout(stdout.clone())
            .stderr(stderr.clone())
            .preopened_dir(&req.dir, GUEST_DIR, FsPerms::ReadWrite)?;
        for (k, v) in &req.env {
            wasi.env(k, v);
        }
        let mut store = Store::new(&self.engine, wasi.build_p1());
        store.set_epoch_deadline(1);

        // A watchdog bumps the engine's epoch when the budget runs out, which
        // traps the guest at its next loop back-edge or function entry.
        let done = Arc::new(AtomicBool::new(false));
        let watchdog = {
            let engine = self.engine.clone();
            let done = done.clone();
            let timeout = req.timeout;
            std::thread::spawn(move || {
                let step = Duration::from_millis(5);
                let mut waited = Duration::ZERO;
                while waited < timeout {
                    if done.load(Ordering::Relaxed) {
                        return;
                    }
                    std::thread::sleep(step);
                    waited += step;
                }
                engine.increment_epoch();
            })
        };

        let result = self
            .linker
            .instantiate(&mut store, &self.module)
            .and_then(|instance| instance.get_typed_func::<(), ()>(&mut store, "_start"))
            .and_then(|start| start.call(&mut store, ()));
        done.store(true, Ordering::Relaxed);
        let _ = watchdog.join();

        let (exit_code, timed_out) = match result {
            Ok(()) => (0, false),
            Err(e) => {
                if let Some(exit) = e.downcast_ref::<I32Exit>() {
                    (exit.0, false)
                } else if e.downcast_ref::<wasmtime::Trap>() == Some(&wasmtime::Trap::Interrupt) {
                    (1, true)
                } else {
                    return Err(e);
                }
            }
        };
        drop(store);
        Ok(Output {
            stdout: stdout.contents().to_vec(),
            stderr: stderr.contents().to_vec(),
            exit_code,
            timed_out,
        })
    }
}
