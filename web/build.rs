//! wasm's default shadow stack is 1 MB; the parser and compiler recurse over
//! nested source (up to php's nesting limit of 1000 levels, about 4 MiB), so
//! the stack is sized at link time, as wasi/build.rs does for rphp.wasm.
fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg=-zstack-size={}", 16 << 20);
    }
}
