//! The native `rphp` command: parses the command line (`cli.rs`), runs the
//! script through rphp-core with the std-backed host (`std_host.rs`), and
//! turns a Rust panic into an internal-error message and exit status 255
//! (output produced so far has already been handed to stdout).

mod alloc;
mod cli;
mod std_host;

use cli::Mode;
use std::io::{Read, Write};

#[global_allocator]
static GLOBAL: alloc::Counting = alloc::Counting;

fn version() -> String {
    format!(
        "rphp {} (PHP {} compatible) (cli) (NTS)\nCopyright (c) the rphp authors\n",
        env!("CARGO_PKG_VERSION"),
        rphp_core::PHP_VERSION
    )
}

fn run() -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cli = match cli::parse(&args) {
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
            let src = match std::fs::read(&f) {
                Ok(s) => s,
                Err(_) => {
                    println!("Could not open input file: {f}");
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
            let real = std::fs::canonicalize(&f)
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_else(|_| f.clone());
            rphp_core::run_source(host, &src, real.as_bytes(), f.as_bytes(), &opts).exit_code
        }
    }
}

fn main() {
    // Run on a big thread stack: the interpreter does not recurse per PHP call,
    // but the parser and compiler recurse over deeply nested source.
    let child = std::thread::Builder::new().stack_size(256 << 20).spawn(|| {
        std::panic::set_hook(Box::new(|info| {
            let _ = std::io::stdout().flush();
            eprintln!("rphp: internal error: {info}");
        }));
        std::panic::catch_unwind(run)
    });
    let code = match child.map(|h| h.join()) {
        Ok(Ok(Ok(code))) => code,
        _ => 255,
    };
    let _ = std::io::stdout().flush();
    std::process::exit(code);
}
