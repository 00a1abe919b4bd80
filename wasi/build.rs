//! wasm's default shadow stack is 1 MB; the parser and compiler recurse over
//! nested source (up to php's nesting limit), which the native binary covers
//! with a 256 MB thread. wasip1 has no threads, so the main stack is sized at
//! link time instead.
fn main() {
    // Only this file decides the link arguments: without the line, any file
    // added under wasi/ (scripts, docs) would rerun it and relink rphp.wasm.
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("wasi") {
        println!("cargo:rustc-link-arg=-zstack-size={}", 64 << 20);
    }
}
