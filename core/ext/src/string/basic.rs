//! Everyday byte-string functions: `strlen`, `strrev`, `chr`, `ord`,
//! `count_chars`, `str_word_count`, `wordwrap`, `nl2br`.

use crate::string::trim::{charmask, Mask};
use crate::util::{bool_arg, given, int_arg, str_arg, value_error};
use rphp_value::{ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, Value};

const STR: &[ParamSpec] = &[ParamSpec::req("string", ParamType::String)];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "strlen",
        params: STR,
        func: |_, a| Ok(Value::Int(str_arg(a, 0).len() as i64)),
    },
    Builtin {
        name: "strrev",
        params: STR,
        func: |_, a| {
            Ok(Value::str(
                str_arg(a, 0)
                    .as_bytes()
                    .iter()
                    .rev()
                    .copied()
                    .collect::<Vec<u8>>(),
            ))
        },
    },
    Builtin {
        name: "chr",
        params: &[ParamSpec::req("codepoint", ParamType::Int)],
        func: |_, a| Ok(Value::str(vec![(int_arg(a, 0, 0) & 0xff) as u8])),
    },
    Builtin {
        name: "ord",
        params: &[ParamSpec::req("character", ParamType::String)],
        func: |_, a| {
            Ok(Value::Int(
                str_arg(a, 0).as_bytes().first().copied().unwrap_or(0) as i64,
            ))
        },
    },
    Builtin {
        name: "count_chars",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("mode", ParamType::Int, "0"),
        ],
        func: count_chars,
    },
    Builtin {
        name: "str_word_count",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("format", ParamType::Int, "0"),
            ParamSpec::opt("characters", ParamType::String, "null").nullable(),
        ],
        func: str_word_count,
    },
    Builtin {
        name: "wordwrap",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("width", ParamType::Int, "75"),
            ParamSpec::opt("break", ParamType::String, "\"\\n\""),
            ParamSpec::opt("cut_long_words", ParamType::Bool, "false"),
        ],
        func: wordwrap,
    },
    Builtin {
        name: "nl2br",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("use_xhtml", ParamType::Bool, "true"),
        ],
        func: nl2br,
    },
];

fn count_chars(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let mode = int_arg(args, 1, 0);
    if !(0..=4).contains(&mode) {
        return Err(value_error(
            ctx,
            "count_chars",
            1,
            "mode",
            "must be between 0 and 4 (inclusive)",
        ));
    }
    let mut counts = [0i64; 256];
    for &c in s.as_bytes() {
        counts[c as usize] += 1;
    }
    Ok(match mode {
        0..=2 => {
            let mut a = PhpArray::new();
            for (c, &n) in counts.iter().enumerate() {
                if mode == 0 || (mode == 1 && n > 0) || (mode == 2 && n == 0) {
                    a.insert(ArrayKey::Int(c as i64), Value::Int(n));
                }
            }
            Value::Array(a)
        }
        _ => Value::str(
            (0..=255u8)
                .filter(|&c| (counts[c as usize] > 0) == (mode == 3))
                .collect::<Vec<u8>>(),
        ),
    })
}

fn str_word_count(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let format = int_arg(args, 1, 0);
    let extra = if given(args, 2) {
        Some(charmask(
            ctx,
            "str_word_count",
            str_arg(args, 2).as_bytes(),
        )?)
    } else {
        None
    };
    if !(0..=2).contains(&format) {
        return Err(value_error(
            ctx,
            "str_word_count",
            1,
            "format",
            "must be a valid format value",
        ));
    }
    let allowed = |m: &Option<Mask>, c: u8| m.as_ref().is_some_and(|m| m.has(c));
    let b = s.as_bytes();
    let mut p = 0;
    let mut e = b.len();
    // A word cannot start with ' or -, nor end with -, unless the caller allows them.
    if p < e
        && ((b[p] == b'\'' && !allowed(&extra, b'\'')) || (b[p] == b'-' && !allowed(&extra, b'-')))
    {
        p += 1;
    }
    if e > p && b[e - 1] == b'-' && !allowed(&extra, b'-') {
        e -= 1;
    }
    let mut words = PhpArray::new();
    let mut count = 0;
    while p < e {
        let start = p;
        while p < e
            && (b[p].is_ascii_alphabetic()
                || allowed(&extra, b[p])
                || b[p] == b'\''
                || b[p] == b'-')
        {
            p += 1;
        }
        if p > start {
            match format {
                1 => {
                    let _ = words.push(Value::str(&b[start..p]));
                }
                2 => words.insert(ArrayKey::Int(start as i64), Value::str(&b[start..p])),
                _ => count += 1,
            }
        }
        p += 1;
    }
    Ok(if format == 0 {
        Value::Int(count)
    } else {
        Value::Array(words)
    })
}

fn wordwrap(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let text = str_arg(args, 0);
    let width = int_arg(args, 1, 75);
    let brk = if args.len() > 2 {
        str_arg(args, 2).as_bytes().to_vec()
    } else {
        b"\n".to_vec()
    };
    let cut = bool_arg(args, 3, false);
    if text.is_empty() {
        return Ok(Value::str(""));
    }
    if brk.is_empty() {
        return Err(value_error(ctx, "wordwrap", 2, "break", "cannot be empty"));
    }
    if width == 0 && cut {
        return Err(value_error(
            ctx,
            "wordwrap",
            3,
            "cut_long_words",
            "cannot be true when argument #2 ($width) is 0",
        ));
    }
    let t = text.as_bytes();
    let n = t.len() as i64;
    let (mut laststart, mut lastspace) = (0i64, 0i64);
    if brk.len() == 1 && !cut {
        // Single-byte break: spaces are replaced in place.
        let mut out = t.to_vec();
        for cur in 0..n {
            let c = t[cur as usize];
            if c == brk[0] {
                laststart = cur + 1;
                lastspace = cur + 1;
            } else if c == b' ' {
                if cur - laststart >= width {
                    out[cur as usize] = brk[0];
                    laststart = cur + 1;
                }
                lastspace = cur;
            } else if cur - laststart >= width && laststart != lastspace {
                out[lastspace as usize] = brk[0];
                laststart = lastspace + 1;
            }
        }
        return Ok(Value::str(out));
    }
    let mut out = Vec::with_capacity(t.len() + t.len() / width.max(1) as usize * brk.len());
    let slice = |a: i64, b: i64| &t[a as usize..b as usize];
    let mut cur = 0i64;
    while cur < n {
        let c = t[cur as usize];
        if c == brk[0] && cur + (brk.len() as i64) < n && t[cur as usize..].starts_with(&brk) {
            out.extend_from_slice(slice(laststart, cur + brk.len() as i64));
            cur += brk.len() as i64 - 1;
            laststart = cur + 1;
            lastspace = cur + 1;
        } else if c == b' ' {
            if cur - laststart >= width {
                out.extend_from_slice(slice(laststart, cur));
                out.extend_from_slice(&brk);
                laststart = cur + 1;
            }
            lastspace = cur;
        } else if cur - laststart >= width && cut && laststart >= lastspace {
            out.extend_from_slice(slice(laststart, cur));
            out.extend_from_slice(&brk);
            laststart = cur;
            lastspace = cur;
        } else if cur - laststart >= width && laststart < lastspace {
            out.extend_from_slice(slice(laststart, lastspace));
            out.extend_from_slice(&brk);
            laststart = lastspace + 1;
            lastspace = laststart;
        }
        cur += 1;
    }
    if laststart != cur {
        out.extend_from_slice(slice(laststart, cur));
    }
    Ok(Value::str(out))
}

fn nl2br(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let br: &[u8] = if bool_arg(args, 1, true) {
        b"<br />"
    } else {
        b"<br>"
    };
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len() + 8);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'\r' || c == b'\n' {
            out.extend_from_slice(br);
            out.push(c);
            if let Some(&d) = b.get(i + 1) {
                if (c == b'\r' && d == b'\n') || (c == b'\n' && d == b'\r') {
                    out.push(d);
                    i += 1;
                }
            }
        } else {
            out.push(c);
        }
        i += 1;
    }
    Ok(Value::str(out))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn words() {
        assert_eq!(
            run(
                "str_word_count",
                vec![s("Hello fri3nd, you're looking good to-day'")]
            ),
            "7"
        );
        assert_eq!(
            run("str_word_count", vec![s("Hello fri3nd, you're"), i(2)]),
            "array (\n  0 => 'Hello',\n  6 => 'fri',\n  10 => 'nd',\n  14 => 'you\\'re',\n)"
        );
        assert_eq!(
            run("str_word_count", vec![s("Hello fri3nd"), i(1), s("0..9")]),
            "array (\n  0 => 'Hello',\n  1 => 'fri3nd',\n)"
        );
    }

    #[test]
    fn wraps() {
        assert_eq!(
            run(
                "wordwrap",
                vec![s("The quick brown fox"), i(10), s("\n"), Value::Bool(true)]
            ),
            "'The quick\nbrown fox'"
        );
        assert_eq!(
            run(
                "wordwrap",
                vec![
                    s("A very long woooooooooooord."),
                    i(8),
                    s("\n"),
                    Value::Bool(true)
                ]
            ),
            "'A very\nlong\nwooooooo\nooooord.'"
        );
        assert_eq!(
            run("wordwrap", vec![s("A very long woooooooooooord."), i(8)]),
            "'A very\nlong\nwoooooooooooord.'"
        );
        assert_eq!(run("wordwrap", vec![s("abc"), i(0), s("\n"), Value::Bool(true)]), "ValueError: wordwrap(): Argument #4 ($cut_long_words) cannot be true when argument #2 ($width) is 0");
    }

    #[test]
    fn misc() {
        assert_eq!(
            run("nl2br", vec![s("a\r\nb\nc\rd\n\re"), Value::Bool(false)]),
            "'a<br>\r\nb<br>\nc<br>\rd<br>\n\re'"
        );
        assert_eq!(run("count_chars", vec![s("abca"), i(3)]), "'abc'");
        assert_eq!(
            run("count_chars", vec![s("abca"), i(1)]),
            "array (\n  97 => 2,\n  98 => 1,\n  99 => 1,\n)"
        );
        assert_eq!(run("chr", vec![i(-1)]), "'\u{FFFD}'");
        assert_eq!(run("ord", vec![s("")]), "0");
    }
}
