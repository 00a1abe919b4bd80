//! The `rphp` command line as a library, shared by the native binary
//! (`src/main.rs`) and the WASI build (`wasi/`): option parsing (`cli.rs`),
//! the std-backed host (`std_host.rs`) and the counting allocator
//! (`alloc.rs`) that each binary installs as its global allocator. Both
//! targets run the same code, so they behave the same.

pub mod alloc;
mod bytecode_cache;
mod cli;
mod std_host;
#[cfg(unix)]
mod std_process;
#[cfg(target_os = "wasi")]
mod wasi_rusage;

use cli::Mode;
use std::io::Read;

fn version() -> String {
    format!(
        "rphp {} (PHP {} compatible) (cli) (NTS)\nCopyright (c) the rphp authors\n",
        env!("CARGO_PKG_VERSION"),
        rphp_core::PHP_VERSION
    )
}

/// Runs the command line `args` (without the program name) and returns the
/// exit status php would give.
pub fn run(args: &[String]) -> i32 {
    let cli = match cli::parse(args) {
        Ok(c) => c,
        Err(e) => {
            print!("{}", e.message);
            return e.status;
        }
    };
    let opts = rphp_core::RunOptions {
        args: cli.args.iter().map(|a| a.as_bytes().to_vec()).collect(),
        ini: cli.ini.clone(),
    };
    let host = Box::new(std_host::StdHost::new());
    match cli.mode {
        Mode::Version => {
            print!("{}", version());
            0
        }
        Mode::Help => {
            print!("{}", cli::USAGE);
            0
        }
        Mode::Code(code) => rphp_core::run_code(host, code.as_bytes(), &opts).exit_code,
        Mode::Lint(file) => {
            let (name, src) = match file {
                Some(f) => match std::fs::read(&f) {
                    Ok(s) => (f, s),
                    Err(_) => {
                        println!("Could not open input file: {f}");
                        return 1;
                    }
                },
                None => {
                    let mut s = Vec::new();
                    let _ = std::io::stdin().read_to_end(&mut s);
                    ("Standard input code".to_string(), s)
                }
            };
            rphp_core::lint_request(host, &src, name.as_bytes(), &opts)
        }
        Mode::File(None) => {
            let mut s = Vec::new();
            let _ = std::io::stdin().read_to_end(&mut s);
            let name = b"Standard input code";
            rphp_core::run_source(host, &s, name, name, &opts).exit_code
        }
        Mode::File(Some(f)) => {
            let cache = bytecode_cache::FileCache::from_ini(&cli.ini);
            let meta = cache.as_ref().and_then(|_| std::fs::metadata(&f).ok());
            let src = match std::fs::read(&f) {
                Ok(s) => s,
                Err(_) => {
                    println!("Could not open input file: {f}");
                    no_preopen_hint(&f);
                    return 1;
                }
            };
            if cli.dump {
                return match rphp_core::disassemble(&src, f.as_bytes()) {
                    Ok(text) => {
                        print!("{text}");
                        0
                    }
                    Err(e) => {
                        println!("{e}");
                        255
                    }
                };
            }
            let real = std_host::real_path(std::path::Path::new(&f))
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_else(|| f.clone());
            match cache {
                Some(cache) => {
                    let compiled = cache.main_script(real.as_bytes(), meta, &src);
                    let loader = bytecode_cache::CachingLoader {
                        cache,
                        inner: rphp_core::CompilerLoader,
                    };
                    rphp_core::run_compiled(
                        host,
                        Some(Box::new(loader)),
                        compiled,
                        f.as_bytes(),
                        &opts,
                    )
                    .exit_code
                }
                None => {
                    rphp_core::run_source(host, &src, real.as_bytes(), f.as_bytes(), &opts)
                        .exit_code
                }
            }
        }
    }
}

/// Under WASI a guest sees only the directories the runtime preopened; with
/// none, every path fails as "No such file", which hides the real cause.
/// Say so, with the command that works.
#[cfg(target_os = "wasi")]
fn no_preopen_hint(file: &str) {
    if std::fs::metadata(".").is_err() && std::fs::metadata("/").is_err() {
        eprintln!(
            "rphp.wasm: no directory is visible to the script: the WASI runtime preopened none.\n\
             Run it with the script's directory preopened, e.g.: wasmtime run --dir=. rphp.wasm {file}"
        );
    }
}

#[cfg(not(target_os = "wasi"))]
fn no_preopen_hint(_file: &str) {}
