//! Environment variables whose names php does not register (a space, dot or
//! `[` in the name) are missing from `$_ENV`, `$_SERVER` and filter's
//! INPUT_ENV, while `getenv()` still sees them; numeric names become int
//! keys. The corpus runs under one fixed environment, so this compares rphp
//! with real php (the oracle) under a chosen one.

use std::process::Command;

const SCRIPT: &str = r#"<?php
foreach ([$_ENV, $_SERVER, filter_input_array(INPUT_ENV)] as $a) {
    foreach ($a as $k => $v) {
        if (is_int($k) || $k[0] === 'Z') echo var_export($k, true), " => ", $v, "\n";
    }
    echo "--\n";
}
var_dump(getenv('Z.a'), getenv('Z a'), filter_has_var(INPUT_ENV, 'Z[b'), filter_input(INPUT_ENV, 'Zok'));
"#;

const VARS: &[(&str, &str)] = &[
    ("Z.a", "1"),
    ("Z a", "2"),
    ("Z[b", "3"),
    ("Z[c]", "4"),
    ("Zok", "5"),
    ("Z]e", "6"),
    ("Z+f", "7"),
    ("123", "8"),
    ("012", "9"),
];

fn run(bin: &str, script: &std::path::Path) -> String {
    let out = Command::new(bin)
        .env_clear()
        .envs(VARS.iter().copied())
        .args(["-n", "-d", "variables_order=EGPCS"])
        .arg(script)
        .output()
        .unwrap_or_else(|e| panic!("run {bin}: {e}"));
    assert!(out.status.success(), "{bin}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn env_names_php_skips_are_skipped() {
    let dir = std::env::temp_dir().join(format!("rphp-env-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("env.php");
    std::fs::write(&script, SCRIPT).unwrap();
    let php = run("php", &script);
    let rphp = run(env!("CARGO_BIN_EXE_rphp"), &script);
    std::fs::remove_dir_all(&dir).ok();
    assert!(php.contains("'Zok' => 5"), "{php}");
    assert_eq!(rphp, php);
}
