//! Unit tests through the mock context; the PHP-level differential cases are
//! in tests/cases/pcre/.

use crate::testing::{arr, call, i, run, s};
use rphp_value::{Reference, Value};

fn with_ref(name: &str, mut args: Vec<Value>, at: usize) -> (String, String) {
    let r = Reference::new(Value::Null);
    args.insert(at, Value::Ref(r.clone()));
    let (res, _) = call(name, args);
    let res = match res {
        Ok(v) => crate::testing::export(&v),
        Err(_) => "throw".into(),
    };
    (res, crate::testing::export(&r.get()))
}

#[test]
fn match_with_groups() {
    let (r, m) = with_ref("preg_match", vec![s("/(?<y>\\d+)-(x)?/"), s("a 12- b")], 2);
    assert_eq!(r, "1");
    assert_eq!(m, "array (\n  0 => '12-',\n  'y' => '12',\n  1 => '12',\n)");
}

#[test]
fn replace_templates() {
    assert_eq!(
        run(
            "preg_replace",
            vec![
                s("/(\\w+) (\\w+)/"),
                s("$2 ${1}x \\1 \\\\1 $9"),
                s("hello world")
            ]
        ),
        "'world hellox hello \\\\1 '"
    );
    assert_eq!(
        run("preg_replace", vec![s("/x*/"), s("-"), s("abc")]),
        "'-a-b-c-'"
    );
    assert_eq!(
        run("preg_replace", vec![s("/a/"), s("b"), s("aaa"), i(2)]),
        "'bba'"
    );
}

#[test]
fn split_and_quote() {
    assert_eq!(
        run("preg_split", vec![s("/,\\s*/"), s("a, b,c")]),
        "array (\n  0 => 'a',\n  1 => 'b',\n  2 => 'c',\n)"
    );
    assert_eq!(
        run("preg_quote", vec![s("a.b/c"), s("/")]),
        "'a\\\\.b\\\\/c'"
    );
}

#[test]
fn errors() {
    let (r, ctx) = call("preg_match", vec![s("/(/"), s("x")]);
    assert!(matches!(r, Ok(Value::Bool(false))));
    assert_eq!(
        ctx.errors[0].1,
        "preg_match(): Compilation failed: missing closing parenthesis at offset 1"
    );
    assert_eq!(run("preg_last_error", vec![]), "1");
    let (_, ctx) = call("preg_match", vec![s("/a/q"), s("x")]);
    assert_eq!(ctx.errors[0].1, "preg_match(): Unknown modifier 'q'");
    assert_eq!(run("preg_match", vec![s("/a/u"), s("\u{e9}")]), "0");
    let bad = Value::str(&b"\xff"[..]);
    assert_eq!(run("preg_match", vec![s("/a/u"), bad]), "false");
    assert_eq!(run("preg_last_error", vec![]), "4");
    assert_eq!(
        run(
            "preg_grep",
            vec![s("/^\\d+$/"), arr(vec![s("1"), s("x"), s("22")])]
        ),
        "array (\n  0 => '1',\n  2 => '22',\n)"
    );
}
