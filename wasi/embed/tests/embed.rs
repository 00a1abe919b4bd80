//! Runs the real rphp.wasm through the embedding API. Build it first:
//! `cargo build --release --manifest-path wasi/Cargo.toml --target wasm32-wasip1 --target-dir target`
//! (or point `RPHP_WASM` at one).

use rphp_embed::{Request, Rphp};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

fn rphp() -> &'static Rphp {
    static RPHP: OnceLock<Rphp> = OnceLock::new();
    RPHP.get_or_init(|| {
        let wasm = std::env::var_os("RPHP_WASM")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                    .join("../../target/wasm32-wasip1/release/rphp.wasm")
            });
        assert!(
            wasm.exists(),
            "{} not found: build rphp.wasm first (see this file's header)",
            wasm.display()
        );
        Rphp::load(&wasm).expect("rphp.wasm compiles")
    })
}

/// A fresh directory holding `files`, removed when dropped.
struct Sandbox(PathBuf);

impl Sandbox {
    fn new(name: &str, files: &[(&str, &str)]) -> Sandbox {
        let dir = std::env::temp_dir().join(format!("rphp-embed-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (path, text) in files {
            std::fs::write(dir.join(path), text).unwrap();
        }
        Sandbox(dir)
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn runs_a_script_with_arguments_and_stdin() {
    let sb = Sandbox::new(
        "args",
        &[(
            "main.php",
            "<?php echo implode(',', $argv), '|', fgets(STDIN), '|', __FILE__;",
        )],
    );
    let mut req = Request::new(&sb.0, ["main.php", "a", "b"]);
    req.stdin = b"line from stdin\n".to_vec();
    let out = rphp().run(&req).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "main.php,a,b|line from stdin\n|/sandbox/main.php"
    );
    assert_eq!((out.exit_code, out.timed_out), (0, false));
}

#[test]
fn includes_and_writes_stay_inside_the_sandbox() {
    let sb = Sandbox::new(
        "files",
        &[
            ("lib.php", "<?php function twice($x) { return 2 * $x; }"),
            (
                "main.php",
                "<?php require 'lib.php'; file_put_contents('out.txt', twice(21));\n\
                 var_dump(@file_get_contents('/etc/hostname'));",
            ),
        ],
    );
    let out = rphp().run(&Request::new(&sb.0, ["main.php"])).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "bool(false)\n");
    assert_eq!(std::fs::read_to_string(sb.0.join("out.txt")).unwrap(), "42");
}

#[test]
fn exit_statuses_pass_through() {
    let sb = Sandbox::new("exit", &[]);
    let out = rphp()
        .run(&Request::new(&sb.0, ["-r", "exit(3);"]))
        .unwrap();
    assert_eq!(out.exit_code, 3);
    // A fatal error is php's 255, which WASI can only report as 125.
    let out = rphp()
        .run(&Request::new(&sb.0, ["-r", "throw new Exception('no');"]))
        .unwrap();
    assert_eq!(out.exit_code, 125);
    assert!(String::from_utf8_lossy(&out.stdout).contains("Uncaught Exception: no"));
}

#[test]
fn a_runaway_script_is_stopped_with_its_output_kept() {
    let sb = Sandbox::new("loop", &[]);
    let mut req = Request::new(&sb.0, ["-r", "echo 'before'; flush(); while (true) {}"]);
    req.timeout = Duration::from_millis(300);
    let start = Instant::now();
    let out = rphp().run(&req).unwrap();
    assert!(out.timed_out);
    assert!(start.elapsed() < Duration::from_secs(10));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "before");
}
