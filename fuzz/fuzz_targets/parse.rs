//! Feeds arbitrary bytes to the lexer and parser: any panic is a bug.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = rphp_syntax::parse(data);
});
