//! Bytecode snapshot tests: each fixture under `tests/fixtures/` is compiled
//! and its disassembly compared with the committed snapshot (insta), so a
//! change in code generation is visible in review.

use std::path::Path;

fn listing(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    let src = std::fs::read(&path).expect("fixture exists");
    let script =
        rphp_compiler::compile_source(&src, name.as_bytes(), &rphp_compiler::Options::default())
            .expect("fixture compiles");
    rphp_bytecode::disasm::script(&script)
}

macro_rules! snapshot {
    ($test:ident, $file:literal) => {
        #[test]
        fn $test() {
            insta::assert_snapshot!(listing($file));
        }
    };
}

snapshot!(arith, "arith.php");
snapshot!(loops, "loops.php");
snapshot!(functions, "functions.php");
snapshot!(arrays, "arrays.php");
snapshot!(control, "control.php");
snapshot!(builtin_calls, "builtin_calls.php");
