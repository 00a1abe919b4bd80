//! Helpers shared by the integration tests.

#![allow(dead_code)]

use rphp_syntax::{ErrorKind, ParseError};
use std::path::{Path, PathBuf};

/// The `.php` files of `tests/fixtures/<kind>/`, sorted by name.
pub fn fixtures(kind: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(kind);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "php"))
        .collect();
    v.sort();
    v
}

/// A diagnostic as PHP prints it (without the file name).
pub fn render(e: &ParseError) -> String {
    let kind = match e.kind {
        ErrorKind::Syntax => "Parse error",
        ErrorKind::Compile => "Fatal error",
    };
    format!("{kind}: {} on line {}", e.message, e.line)
}

/// `{:#?}` output with byte vectors (`[\n 97,\n ]`) shown as `b"a"`.
pub fn pretty_debug(s: &str) -> String {
    let lines: Vec<&str> = s.lines().collect();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if line.trim_end().ends_with('[') {
            let mut j = i + 1;
            let mut bytes = Vec::new();
            while j < lines.len() {
                let t = lines[j].trim();
                match t.strip_suffix(',').and_then(|n| n.parse::<u8>().ok()) {
                    Some(b) if !t.is_empty() => bytes.push(b),
                    _ => break,
                }
                j += 1;
            }
            if !bytes.is_empty() && j < lines.len() && lines[j].trim().trim_end_matches(',') == "]"
            {
                let prefix = &line[..line.trim_end().len() - 1];
                let suffix = if lines[j].trim().ends_with(',') {
                    ","
                } else {
                    ""
                };
                out.push_str(prefix);
                out.push_str("b\"");
                for &b in &bytes {
                    match b {
                        b'"' => out.push_str("\\\""),
                        b'\\' => out.push_str("\\\\"),
                        b'\n' => out.push_str("\\n"),
                        b'\t' => out.push_str("\\t"),
                        b'\r' => out.push_str("\\r"),
                        0x20..=0x7e => out.push(b as char),
                        _ => out.push_str(&format!("\\x{b:02x}")),
                    }
                }
                out.push('"');
                out.push_str(suffix);
                out.push('\n');
                i = j + 1;
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
        i += 1;
    }
    out
}

/// Runs `f` on a thread with an 8 MiB stack (the main thread's default).
pub fn with_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}
