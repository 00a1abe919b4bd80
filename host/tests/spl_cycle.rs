//! ArrayObjects that wrap each other in a cycle (`$a` wraps `$b` wraps `$a`,
//! built with `__construct`): php loops forever on them, so there is no php
//! output to record as a corpus case. rphp must neither hang nor overflow
//! its stack (each access once recursed down the chain): an object whose
//! chain comes back to itself uses its own property table, as an
//! ArrayObject wrapping itself does (tests/cases/spl/ao_wraps_itself.php).

use std::process::Command;

#[test]
fn wrapping_cycles_end() {
    let dir = std::env::temp_dir().join(format!("rphp-spl-cycle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("cycle.php");
    std::fs::write(
        &script,
        "<?php\n$a = new ArrayObject([1]);\n$b = new ArrayIterator($a);\n$a->__construct($b);\n\
         $a['k'] = 2;\nvar_dump(count($a), count($b), $a['k'], iterator_to_array($b));\n\
         foreach ($a as $k => $v) echo \"$k=$v\\n\";\necho serialize($a), \"\\n\";\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_rphp"))
        .arg("-n")
        .arg(&script)
        .output()
        .expect("run rphp");
    std::fs::remove_dir_all(&dir).ok();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(
        stdout.starts_with("int(1)\nint(0)\nint(2)\narray(0) {\n}\nk=2\n"),
        "{stdout}"
    );
}
