//! Snapshot tests over `tests/fixtures/`: the AST of every `ok/` script and
//! the diagnostic of every `err/` script. When `php` is installed, a third
//! test checks that PHP 8.2 says exactly the same about every fixture.

mod common;

use common::{fixtures, pretty_debug, render, with_big_stack};
use std::fmt::Write;

#[test]
fn ok_fixtures_parse() {
    with_big_stack(|| {
        for path in fixtures("ok") {
            let src = std::fs::read(&path).unwrap();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let program = rphp_syntax::parse(&src)
                .unwrap_or_else(|e| panic!("{}: {}", path.display(), render(&e)));
            insta::assert_snapshot!(
                format!("ok__{name}"),
                pretty_debug(&format!("{program:#?}"))
            );
        }
    })
}

#[test]
fn err_fixtures_diagnostics() {
    with_big_stack(|| {
        let mut out = String::new();
        for path in fixtures("err") {
            let src = std::fs::read(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            match rphp_syntax::parse(&src) {
                Ok(_) => panic!("{name}: parsed without error"),
                Err(e) => writeln!(out, "{name}: {}", render(&e)).unwrap(),
            }
        }
        insta::assert_snapshot!("err_fixtures", out);
    })
}

/// `php -n -l` must agree with us on every fixture (skipped without php).
#[test]
fn fixtures_agree_with_php() {
    let Ok(out) = std::process::Command::new("php").arg("-v").output() else {
        eprintln!("php not found: skipping the comparison with PHP");
        return;
    };
    assert!(
        String::from_utf8_lossy(&out.stdout).starts_with("PHP 8.2"),
        "the oracle must be PHP 8.2"
    );
    with_big_stack(|| {
        let mut failures = Vec::new();
        for path in fixtures("ok").into_iter().chain(fixtures("err")) {
            let src = std::fs::read(&path).unwrap();
            let shown = path.display().to_string();
            let out = std::process::Command::new("php")
                .args(["-n", "-l"])
                .arg(&path)
                .output()
                .unwrap();
            let php = String::from_utf8_lossy(&out.stdout)
                .lines()
                .find(|l| {
                    l.starts_with("Parse error: ")
                        || l.starts_with("Fatal error: ")
                        || l.starts_with("No syntax")
                })
                .unwrap_or("")
                .replace(&format!(" in {shown} on line "), " on line ");
            let ours = match rphp_syntax::parse(&src) {
                Ok(_) => format!("No syntax errors detected in {shown}"),
                Err(e) => render(&e),
            };
            let must_pass = path.parent().is_some_and(|d| d.ends_with("ok"));
            if must_pass && !php.starts_with("No syntax errors") {
                failures.push(format!("{shown}: php rejects an ok/ fixture: {php}"));
            }
            if php != ours {
                failures.push(format!("{shown}\n  php:  {php}\n  ours: {ours}"));
            }
        }
        assert!(
            failures.is_empty(),
            "disagreements with php:\n{}",
            failures.join("\n")
        );
    })
}
