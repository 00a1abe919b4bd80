//! Runs a PHP script from a directory inside the wasm sandbox and prints what
//! it printed: `cargo run --release --example sandbox -- RPHP_WASM DIR SCRIPT [ARGS...]`.

fn main() -> wasmtime::Result<()> {
    let mut args = std::env::args().skip(1);
    let (Some(wasm), Some(dir)) = (args.next(), args.next()) else {
        eprintln!("usage: sandbox RPHP_WASM DIR SCRIPT [ARGS...]");
        std::process::exit(2);
    };
    let rphp = rphp_embed::Rphp::load(wasm)?;
    let out = rphp.run(&rphp_embed::Request::new(dir, args))?;
    use std::io::Write;
    std::io::stdout().write_all(&out.stdout)?;
    std::io::stderr().write_all(&out.stderr)?;
    if out.timed_out {
        eprintln!("sandbox: the script ran out of time and was stopped");
    }
    std::process::exit(out.exit_code);
}
