//! `parse_with_diagnostics`: the warnings and deprecations PHP raises while
//! scanning and compiling a valid file, with PHP's lines (checked against php 8.2).

use rphp_syntax::{parse_with_diagnostics, Diagnostic, E_COMPILE_WARNING, E_DEPRECATED};

fn diags(src: &str) -> Vec<(u32, u32, String)> {
    let (r, d) = parse_with_diagnostics(src.as_bytes());
    let _ = r;
    d.into_iter()
        .map(
            |Diagnostic {
                 level,
                 message,
                 line,
             }| (level, line, message),
        )
        .collect()
}

const VAR: &str = "Using ${var} in strings is deprecated, use {$var} instead";
const EXPR: &str =
    "Using ${expr} (variable variables) in strings is deprecated, use {${expr}} instead";

#[test]
fn dollar_curly_interpolation() {
    let d = diags("<?php\n$y='x';\necho \"${y} {$y} $y ${y[0]} ${$y}\";\n");
    assert_eq!(
        d,
        vec![
            (E_DEPRECATED, 3, VAR.to_string()),
            (E_DEPRECATED, 3, VAR.to_string()),
            (E_DEPRECATED, 3, EXPR.to_string()),
        ]
    );
    // PHP reports the line of the part compiled before the `${`.
    let d = diags("<?php\necho \"a\n${a}\nb ${a}\";\n");
    assert_eq!(d.iter().map(|x| x.1).collect::<Vec<_>>(), vec![2, 3]);
    assert!(diags("<?php echo \"{$a} $a {${'a'}}\";").is_empty());
}

#[test]
fn octal_escape_overflow() {
    let d = diags("<?php\necho \"a\n\\400 \\777 \\377\", '\\400';\n");
    assert_eq!(
        d,
        vec![
            (
                E_COMPILE_WARNING,
                3,
                "Octal escape sequence overflow \\400 is greater than \\377".to_string()
            ),
            (
                E_COMPILE_WARNING,
                3,
                "Octal escape sequence overflow \\777 is greater than \\377".to_string()
            ),
        ]
    );
    // Scanner warnings come before the compiler's deprecations.
    let d = diags("<?php\necho \"${a}\";\necho \"\\400\";\n");
    assert_eq!(d[0].0, E_COMPILE_WARNING);
    assert_eq!(d[1].0, E_DEPRECATED);
}

#[test]
fn warnings_before_a_parse_error() {
    let (r, d) = parse_with_diagnostics(b"<?php\necho \"\\400\";\n$x = ;\necho \"\\500\";\n");
    assert!(r.is_err());
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].line, 2);
}
