//! `rphp.wasm`: the rphp command line under WASI (`wasmtime run --dir=.
//! rphp.wasm script.php`). It runs the same code as the native binary
//! (the `rphp` library in host/) on the main thread, since wasip1 has no
//! threads; build.rs gives that thread a big enough stack.

use std::io::Write;

mod size_classes;

/// rphp.wasm allocates through size classes (see `size_classes`); they assume
/// one thread, which wasip1 guarantees. Elsewhere (the crate's tests on the
/// host) the platform allocator.
#[cfg(all(target_os = "wasi", not(target_feature = "atomics")))]
#[global_allocator]
static GLOBAL: rphp::alloc::CountingOver<size_classes::SizeClasses> =
    rphp::alloc::CountingOver(size_classes::SizeClasses::new());

#[cfg(not(all(target_os = "wasi", not(target_feature = "atomics"))))]
#[global_allocator]
static GLOBAL: rphp::alloc::Counting = rphp::alloc::Counting;

/// WASI runtimes accept exit statuses 0..=125 only (wasmtime traps on
/// `proc_exit(255)`), so php's 255 (fatal error) becomes 125, the largest
/// status a WASI program can report. tests/wasi-differences.txt records this.
fn wasi_status(php_status: i32) -> i32 {
    if (0..126).contains(&php_status) {
        php_status
    } else {
        125
    }
}

/// WASI has no working directory of its own: wasi-libc starts every guest at
/// `/`. When the runtime passes the host's `PWD` (`--env PWD` or
/// `-S inherit-env`) and its root is preopened, start there, so relative
/// paths, `__FILE__` and `getcwd()` mean what they mean to a native php.
fn enter_host_cwd() {
    if let Ok(pwd) = std::env::var("PWD") {
        if pwd.starts_with('/') {
            let _ = std::env::set_current_dir(pwd);
        }
    }
}

fn main() {
    enter_host_cwd();
    std::panic::set_hook(Box::new(|info| {
        let _ = std::io::stdout().flush();
        eprintln!("rphp: internal error: {info}");
    }));
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = rphp::run(&args);
    let _ = std::io::stdout().flush();
    std::process::exit(wasi_status(code));
}
