//! The parser never panics and never overflows the stack, and it is linear.

mod common;

use common::{fixtures, with_big_stack};
use std::time::Instant;

/// Deeply nested input ends in a clean "memory exhausted" (as in PHP, whose
/// parser stack is limited too), never in a stack overflow.
#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    with_big_stack(|| {
        let n = 100_000;
        let cases: Vec<(String, Vec<u8>)> = vec![
            (
                "parens".into(),
                format!("<?php $a = {}1{};", "(".repeat(n), ")".repeat(n)).into_bytes(),
            ),
            (
                "arrays".into(),
                format!("<?php $a = {}1{};", "[".repeat(n), "]".repeat(n)).into_bytes(),
            ),
            (
                "blocks".into(),
                format!("<?php {}{}", "{".repeat(n), "}".repeat(n)).into_bytes(),
            ),
            (
                "ifs".into(),
                format!("<?php {}echo 1;", "if (1) ".repeat(n)).into_bytes(),
            ),
            (
                "unary".into(),
                format!("<?php $a = {}1;", "- ".repeat(n)).into_bytes(),
            ),
            (
                "not".into(),
                format!("<?php $a = {}1;", "!".repeat(n)).into_bytes(),
            ),
            (
                "assign".into(),
                format!("<?php {}1;", "$a = ".repeat(n)).into_bytes(),
            ),
            (
                "coalesce".into(),
                format!("<?php $a = {}1;", "$a ?? ".repeat(n)).into_bytes(),
            ),
            (
                "pow".into(),
                format!("<?php $a = {}1;", "2 ** ".repeat(n)).into_bytes(),
            ),
            (
                "varvar".into(),
                format!("<?php {}a;", "$".repeat(n)).into_bytes(),
            ),
            (
                "calls".into(),
                format!("<?php {}{};", "f(".repeat(n), ")".repeat(n)).into_bytes(),
            ),
            (
                "closures".into(),
                format!("<?php {}{};", "function() {".repeat(n), "}".repeat(n)).into_bytes(),
            ),
            (
                "arrow_fns".into(),
                format!("<?php {}1;", "fn() => ".repeat(n)).into_bytes(),
            ),
            (
                "strings".into(),
                format!("<?php {}1{};", "\"{$a[".repeat(n), "]}\"".repeat(n)).into_bytes(),
            ),
            (
                "ternary".into(),
                format!("<?php {}1{};", "1 ? (".repeat(n), ") : 2".repeat(n)).into_bytes(),
            ),
            (
                "new".into(),
                format!("<?php {}{};", "new A(".repeat(n), ")".repeat(n)).into_bytes(),
            ),
            (
                "classes".into(),
                format!(
                    "<?php {}{};",
                    "new class { function f() { ".repeat(n),
                    "} }".repeat(n)
                )
                .into_bytes(),
            ),
        ];
        for (name, src) in cases {
            match rphp_syntax::parse(&src) {
                Err(e) => assert!(
                    e.message == "memory exhausted" || e.message.starts_with("syntax error"),
                    "{name}: {}",
                    e.message
                ),
                Ok(_) => panic!("{name}: 100000 levels parsed"),
            }
        }
    })
}

/// Moderately deep input (what generated code has) parses fine.
#[test]
fn moderate_nesting_parses() {
    with_big_stack(|| {
        let n = 300;
        let srcs = [
            format!("<?php $a = {}1{};", "(".repeat(n), ")".repeat(n)),
            format!("<?php $a = {}1{};", "[".repeat(n), "]".repeat(n)),
            format!("<?php {}{}", "{".repeat(n), "}".repeat(n)),
            // `else if` chains are not nested while parsing.
            format!("<?php if (1) {{}}{}", " else if (1) {}".repeat(50_000)),
            format!("<?php $a = 1{};", " . 1".repeat(50_000)),
        ];
        for src in srcs {
            rphp_syntax::parse(src.as_bytes())
                .unwrap_or_else(|e| panic!("{}: {}", &src[..40], e.message));
        }
    })
}

/// xorshift64*: a tiny deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const PIECES: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "$",
    "$a",
    "\"",
    "'",
    "`",
    "<<<EOT\n",
    "\nEOT",
    "<<<'X'\n",
    "?>",
    "<?php ",
    "<?=",
    ";",
    ",",
    "=>",
    "->",
    "?->",
    "::",
    "...",
    "&",
    "=",
    "==",
    "?",
    ":",
    "??",
    "#[",
    "/*",
    "*/",
    "//",
    "#",
    "\\",
    "{$",
    "${",
    "\n",
    " ",
    "0x",
    "0b",
    "1_",
    "1e",
    ".5",
    "function",
    "fn",
    "class",
    "enum",
    "match",
    "static",
    "yield",
    "yield from",
    "new",
    "list",
    "array",
    "if",
    "else",
    "endif",
    "switch",
    "case",
    "default",
    "__halt_compiler",
    "(int)",
    "(unset)",
    "namespace",
    "use",
    "const",
    "readonly",
    "\\u{",
    "é",
    "\u{80}",
    "\0",
    "\r",
];

fn mutate(rng: &mut Rng, src: &[u8]) -> Vec<u8> {
    let mut v = src.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(v.len() + 1);
        match rng.below(5) {
            0 => {
                let end = (at + rng.below(16)).min(v.len());
                v.drain(at..end);
            }
            1 => {
                let piece = PIECES[rng.below(PIECES.len())].as_bytes();
                v.splice(at..at, piece.iter().copied());
            }
            2 => {
                let b = rng.next() as u8;
                v.insert(at, b);
            }
            3 if !v.is_empty() => {
                let s = rng.below(v.len());
                let e = (s + rng.below(32)).min(v.len());
                let chunk = v[s..e].to_vec();
                v.splice(at..at, chunk);
            }
            _ => v.truncate(at),
        }
    }
    v
}

/// Thousands of random mutations of the fixtures: errors are fine, panics are not.
#[test]
fn random_mutations_never_panic() {
    with_big_stack(|| {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let sources: Vec<Vec<u8>> = fixtures("ok")
            .into_iter()
            .chain(fixtures("err"))
            .map(|p| std::fs::read(p).unwrap())
            .collect();
        let rounds = 40;
        for round in 0..rounds {
            for src in &sources {
                let input = mutate(&mut rng, src);
                let result = std::panic::catch_unwind(|| rphp_syntax::parse(&input));
                if result.is_err() {
                    panic!(
                        "round {round}: parse panicked on {:?}",
                        String::from_utf8_lossy(&input)
                    );
                }
            }
        }
    })
}

/// A generated 1 MB script lexes and parses in linear time.
#[test]
fn one_megabyte_parses_quickly() {
    let unit = r#"
function f_N($a, int $b = 2): ?array {
    $x = ['k' => $a + $b * 3, "s $a {$b}" => [1, 2, 3]];
    if ($a > $b && !empty($x['k'])) { echo "yes\n"; } else { foreach ($x as $k => $v) { $x[$k] = $v ?? null; } }
    return $x;
}
class C_N extends Base { public int $p = 1; public function m(): static { return $this->p++ ? $this : new static(); } }
"#;
    let mut src = String::from("<?php\n");
    let mut i = 0;
    while src.len() < 1_000_000 {
        src.push_str(&unit.replace("_N", &format!("_{i}")));
        i += 1;
    }
    with_big_stack(move || {
        let start = Instant::now();
        let program = rphp_syntax::parse(src.as_bytes()).unwrap();
        let elapsed = start.elapsed();
        assert_eq!(program.stmts.len(), 2 * i);
        eprintln!("1 MB parsed in {elapsed:?}");
        // Generous: the 2-core CI box is shared; locally this takes ~0.1 s.
        assert!(elapsed.as_secs_f64() < 5.0, "1 MB took {elapsed:?}");
    })
}
