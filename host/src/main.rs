//! The native `rphp` command: runs the shared command line (`lib.rs`) on a
//! big thread stack and turns a Rust panic into an internal-error message and
//! exit status 255 (output produced so far has already been handed to stdout).

use std::io::Write;

#[global_allocator]
static GLOBAL: rphp::alloc::Counting = rphp::alloc::Counting;

fn main() {
    // Run on a big thread stack: the interpreter does not recurse per PHP call,
    // but the parser and compiler recurse over deeply nested source.
    let child = std::thread::Builder::new().stack_size(256 << 20).spawn(|| {
        std::panic::set_hook(Box::new(|info| {
            let _ = std::io::stdout().flush();
            eprintln!("rphp: internal error: {info}");
        }));
        let args: Vec<String> = std::env::args().skip(1).collect();
        std::panic::catch_unwind(|| rphp::run(&args))
    });
    let code = match child.map(|h| h.join()) {
        Ok(Ok(Ok(code))) => code,
        _ => 255,
    };
    let _ = std::io::stdout().flush();
    std::process::exit(code);
}
