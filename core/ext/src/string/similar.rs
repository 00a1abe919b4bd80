//! String similarity: `similar_text` (PHP's recursive longest-common-substring
//! sum, `php_similar_char`), `levenshtein` (with costs), `soundex`.

use crate::util::{int_arg, set_ref, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "similar_text",
        params: &[
            ParamSpec::req("string1", ParamType::String),
            ParamSpec::req("string2", ParamType::String),
            ParamSpec::opt("percent", ParamType::Mixed, "null").by_ref(),
        ],
        func: similar_text,
    },
    Builtin {
        name: "levenshtein",
        params: &[
            ParamSpec::req("string1", ParamType::String),
            ParamSpec::req("string2", ParamType::String),
            ParamSpec::opt("insertion_cost", ParamType::Int, "1"),
            ParamSpec::opt("replacement_cost", ParamType::Int, "1"),
            ParamSpec::opt("deletion_cost", ParamType::Int, "1"),
        ],
        func: levenshtein,
    },
    Builtin {
        name: "soundex",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: soundex,
    },
];

/// The first longest common substring: `(pos1, pos2, len, how many times a longer one was found)`.
fn longest_common(a: &[u8], b: &[u8]) -> (usize, usize, usize, usize) {
    let (mut p1, mut p2, mut max, mut count) = (0, 0, 0, 0);
    for i in 0..a.len() {
        for j in 0..b.len() {
            let l = a[i..]
                .iter()
                .zip(&b[j..])
                .take_while(|(x, y)| x == y)
                .count();
            if l > max {
                max = l;
                count += 1;
                p1 = i;
                p2 = j;
            }
        }
    }
    (p1, p2, max, count)
}

/// `php_similar_char`.
pub fn similar(a: &[u8], b: &[u8]) -> usize {
    let (p1, p2, max, count) = longest_common(a, b);
    let mut sum = max;
    if sum > 0 {
        if p1 > 0 && p2 > 0 && count > 1 {
            sum += similar(&a[..p1], &b[..p2]);
        }
        if p1 + max < a.len() && p2 + max < b.len() {
            sum += similar(&a[p1 + max..], &b[p2 + max..]);
        }
    }
    sum
}

fn similar_text(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    let sim = similar(a.as_bytes(), b.as_bytes());
    if args.len() > 2 {
        let total = a.len() + b.len();
        let pct = if total == 0 {
            0.0
        } else {
            sim as f64 * 2.0 * 100.0 / total as f64
        };
        set_ref(args, 2, Value::Float(pct));
    }
    Ok(Value::Int(sim as i64))
}

fn levenshtein(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    let (ins, rep, del) = (
        int_arg(args, 2, 1),
        int_arg(args, 3, 1),
        int_arg(args, 4, 1),
    );
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.is_empty() {
        return Ok(Value::Int(b.len() as i64 * ins));
    }
    if b.is_empty() {
        return Ok(Value::Int(a.len() as i64 * del));
    }
    let mut prev: Vec<i64> = (0..=b.len() as i64).map(|j| j * ins).collect();
    let mut cur = vec![0i64; b.len() + 1];
    for &ca in a {
        cur[0] = prev[0] + del;
        for (j, &cb) in b.iter().enumerate() {
            let c0 = prev[j] + if ca == cb { 0 } else { rep };
            let c1 = prev[j + 1] + del;
            let c2 = cur[j] + ins;
            cur[j + 1] = c0.min(c1).min(c2);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    Ok(Value::Int(prev[b.len()]))
}

fn soundex(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    // A B C D E F G H I J K L M N O P Q R S T U V W X Y Z
    const TABLE: &[u8; 26] = b"01230120022455012623010202";
    let s = str_arg(args, 0);
    if s.is_empty() {
        return Ok(Value::str(""));
    }
    let mut out = Vec::with_capacity(4);
    let mut last = 0u8;
    for &c in s.as_bytes() {
        if out.len() >= 4 {
            break;
        }
        let c = c.to_ascii_uppercase();
        if !c.is_ascii_uppercase() {
            continue;
        }
        let code = TABLE[(c - b'A') as usize];
        if out.is_empty() {
            out.push(c);
            last = code;
        } else if code != last {
            if code != b'0' {
                out.push(code);
            }
            last = code;
        }
    }
    out.resize(4, b'0');
    Ok(Value::str(out))
}

#[cfg(test)]
mod tests {
    use super::similar;
    use crate::testing::*;

    #[test]
    fn similarity() {
        assert_eq!(similar(b"World", b"Word"), 4);
        assert_eq!(similar(b"Hello", b"World"), 1);
        assert_eq!(similar(b"abcdef", b"xabzcd"), 4);
        assert_eq!(similar(b"PHP IS GREAT", b"WITH MYSQL"), 3);
        assert_eq!(run("levenshtein", vec![s("kitten"), s("sitting")]), "3");
        assert_eq!(
            run(
                "levenshtein",
                vec![s("kitten"), s("sitting"), i(2), i(3), i(4)]
            ),
            "8"
        );
        assert_eq!(run("soundex", vec![s("Robert")]), "'R163'");
        assert_eq!(run("soundex", vec![s("Tymczak")]), "'T522'");
        assert_eq!(run("soundex", vec![s("Pfister")]), "'P236'");
    }
}
