//! `rphp -d opcache.file_cache=DIR`: a second run loads the main script and
//! its includes from the cache; an edited file is recompiled; stale,
//! foreign, damaged and garbage entries are ignored and replaced.
//!
//! What each run must print comes from real php (with its opcache loaded, so
//! `opcache.file_cache` is a known setting there too), never from text typed here.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

struct Run {
    stdout: String,
    stderr: String,
    code: i32,
}

fn rphp(dir: &Path, cache: &Path, script: &str) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_rphp"))
        .current_dir(dir)
        .env("RPHP_CACHE_DEBUG", "1")
        .arg("-d")
        .arg(format!("opcache.file_cache={}", cache.display()))
        .arg(script)
        .output()
        .expect("run rphp");
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    }
}

/// What php 8.2 prints for `script` in `dir`, `opcache.file_cache` set as for rphp.
/// opcache.enable_cli is off, so php only reports the setting and writes nothing there.
fn php(dir: &Path, script: &str) -> String {
    let out = Command::new("php")
        .current_dir(dir)
        .args(["-n", "-d", "zend_extension=opcache", "-d"])
        .arg(format!(
            "opcache.file_cache={}",
            dir.join("unused").display()
        ))
        .arg(script)
        .output()
        .expect("run php, the oracle (apt-get install php8.2-cli php8.2-opcache)");
    assert!(out.status.success(), "php failed: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// Writes a source file dated `age_secs` in the past (files modified in the
/// last 2 seconds are not stored, as with php's opcache.file_update_protection).
fn write_old(path: &Path, text: &str, age_secs: u64) {
    std::fs::write(path, text).unwrap();
    let f = std::fs::File::options().write(true).open(path).unwrap();
    f.set_modified(SystemTime::now() - Duration::from_secs(age_secs))
        .unwrap();
}

fn entries(cache: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut v: Vec<_> = std::fs::read_dir(cache)
        .unwrap()
        .flatten()
        .map(|e| (e.path(), std::fs::read(e.path()).unwrap()))
        .collect();
    v.sort();
    v
}

fn setup(name: &str) -> (PathBuf, PathBuf) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let cache = dir.join("cache");
    std::fs::create_dir_all(&cache).unwrap();
    write_old(
        &dir.join("main.php"),
        "<?php\nfunction twice($x) { return 2 * $x; }\necho twice(21), \"\\n\";\nrequire __DIR__ . '/inc.php';\necho basename(__FILE__), ' ', ini_get('opcache.file_cache') !== false ? 'on' : 'off', \"\\n\";\n",
        60,
    );
    write_old(
        &dir.join("inc.php"),
        "<?php\necho 'included on line ', __LINE__, \"\\n\";\n",
        60,
    );
    (dir, cache)
}

#[test]
fn second_run_uses_the_cache_and_edits_recompile() {
    let (dir, cache) = setup("cache-reuse");
    let expected = php(&dir, "main.php");
    let first = rphp(&dir, &cache, "main.php");
    assert_eq!(first.stdout, expected);
    assert_eq!(first.code, 0);
    assert_eq!(
        first.stderr.matches("stored").count(),
        2,
        "{}",
        first.stderr
    );
    let stored = entries(&cache);
    assert_eq!(stored.len(), 2);

    let second = rphp(&dir, &cache, "main.php");
    assert_eq!(second.stdout, expected);
    assert_eq!(
        second.stderr.matches(": hit").count(),
        2,
        "{}",
        second.stderr
    );
    assert!(!second.stderr.contains("stored"));
    assert_eq!(entries(&cache), stored, "a hit leaves the entries alone");

    // An edit (new size and mtime) is seen: the include is recompiled and its entry replaced.
    write_old(
        &dir.join("inc.php"),
        "<?php\n\necho 'edited on line ', __LINE__, \"\\n\";\n",
        30,
    );
    let third = rphp(&dir, &cache, "main.php");
    assert_eq!(third.stdout, php(&dir, "main.php"));
    assert!(
        third.stderr.contains("inc.php: miss (stale"),
        "{}",
        third.stderr
    );
    assert_ne!(entries(&cache), stored);
    let fourth = rphp(&dir, &cache, "main.php");
    assert_eq!(fourth.stdout, third.stdout);
    assert_eq!(
        fourth.stderr.matches(": hit").count(),
        2,
        "{}",
        fourth.stderr
    );

    // A file modified just now runs but is not stored yet.
    std::fs::write(dir.join("main.php"), "<?php echo 'fresh', \"\\n\";\n").unwrap();
    let fresh = rphp(&dir, &cache, "main.php");
    assert_eq!(fresh.stdout, php(&dir, "main.php"));
    assert!(
        fresh.stderr.contains("modified too recently"),
        "{}",
        fresh.stderr
    );
}

#[test]
fn bad_entries_are_ignored_and_replaced() {
    let (dir, cache) = setup("cache-bad");
    let expected = php(&dir, "main.php");
    assert_eq!(rphp(&dir, &cache, "main.php").stdout, expected);
    let good = entries(&cache);
    let (main_entry, inc_entry) = {
        // Tell the entries apart by the path they hold.
        let is_main = |b: &[u8]| b.windows(8).any(|w| w == b"main.php");
        let m = good.iter().find(|(_, b)| is_main(b)).unwrap().clone();
        let i = good.iter().find(|(_, b)| !is_main(b)).unwrap().clone();
        (m, i)
    };
    let flipped = |b: &[u8], at: usize| {
        let mut v = b.to_vec();
        v[at] ^= 0x40;
        v
    };
    // A valid checksum over a body with trailing bytes: the decoder refuses it.
    let mut resealed = main_entry.1.clone();
    resealed.extend_from_slice(&[0; 9]);
    let sum = rphp_core::cache::fnv1a64(&resealed[20..]);
    resealed[12..20].copy_from_slice(&sum.to_le_bytes());
    let bad: Vec<(&str, Vec<u8>)> = vec![
        ("garbage", b"<?php echo 'pwned';".to_vec()),
        ("empty", Vec::new()),
        ("truncated", main_entry.1[..main_entry.1.len() / 3].to_vec()),
        ("flipped", flipped(&main_entry.1, main_entry.1.len() - 5)),
        ("forged checksum", resealed),
        ("another file's entry", inc_entry.1.clone()),
        ("other version", flipped(&main_entry.1, 9)),
    ];
    for (what, bytes) in bad {
        std::fs::write(&main_entry.0, &bytes).unwrap();
        let run = rphp(&dir, &cache, "main.php");
        assert_eq!(run.stdout, expected, "{what}");
        assert_eq!(run.code, 0, "{what}");
        assert!(
            run.stderr.contains("main.php: miss ("),
            "{what}: {}",
            run.stderr
        );
        assert!(
            run.stderr.contains("main.php: stored"),
            "{what}: {}",
            run.stderr
        );
        assert_eq!(
            std::fs::read(&main_entry.0).unwrap(),
            main_entry.1,
            "{what}: replaced"
        );
    }
    // A cache directory that cannot be written only costs the compile.
    let run = rphp(&dir, &dir.join("missing"), "main.php");
    assert_eq!(run.stdout, expected);
    assert!(run.stderr.contains("not stored"), "{}", run.stderr);
}
