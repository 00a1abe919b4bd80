//! Replacing substrings: `str_replace`, `str_ireplace` (with the replacement
//! count by reference) and `strtr` (byte map, or longest-match-first pairs).

use crate::string::split::find;
use crate::util::{arg, set_ref, str_arg, to_string_warn, type_error};
use rphp_value::{
    Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpStr, ThrowKind, Value,
};

const REPLACE: &[ParamSpec] = &[
    ParamSpec::req("search", ParamType::ArrayOrString),
    ParamSpec::req("replace", ParamType::ArrayOrString),
    ParamSpec::req("subject", ParamType::ArrayOrString),
    ParamSpec::opt("count", ParamType::Mixed, "null").by_ref(),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "str_replace",
        params: REPLACE,
        func: |c, a| str_replace(c, a, "str_replace", false),
    },
    Builtin {
        name: "str_ireplace",
        params: REPLACE,
        func: |c, a| str_replace(c, a, "str_ireplace", true),
    },
    Builtin {
        name: "strtr",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("from", ParamType::ArrayOrString),
            ParamSpec::opt("to", ParamType::String, "null").nullable(),
        ],
        func: strtr,
    },
];

/// Replaces every occurrence of `search` (non-empty) in `s`; adds to `count`.
fn replace_all(s: &[u8], search: &[u8], repl: &[u8], ci: bool, count: &mut i64) -> Option<Vec<u8>> {
    let lowered;
    let (hay, needle): (&[u8], Vec<u8>) = if ci {
        lowered = s.to_ascii_lowercase();
        (&lowered, search.to_ascii_lowercase())
    } else {
        (s, search.to_vec())
    };
    let mut pos = 0;
    let mut out: Option<Vec<u8>> = None;
    while let Some(p) = find(hay, &needle, pos) {
        let o = out.get_or_insert_with(|| Vec::with_capacity(s.len()));
        o.extend_from_slice(&s[pos..p]);
        o.extend_from_slice(repl);
        pos = p + needle.len();
        *count += 1;
    }
    let mut o = out?;
    o.extend_from_slice(&s[pos..]);
    Some(o)
}

fn str_replace(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    ci: bool,
) -> Result<Value, Fault> {
    let search = arg(args, 0);
    let replace = arg(args, 1);
    let subject = arg(args, 2);
    if !matches!(search, Value::Array(_)) && matches!(replace, Value::Array(_)) {
        let msg = format!("{}(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string", func);
        return Err(ctx.throw(ThrowKind::TypeError, msg));
    }
    // The (search, replacement) pairs, in order.
    let mut pairs: Vec<(PhpStr, PhpStr)> = Vec::new();
    match &search {
        Value::Array(sa) => {
            let mut repls = match &replace {
                Value::Array(ra) => Some(
                    ra.iter()
                        .map(|(_, v)| v.get())
                        .collect::<Vec<_>>()
                        .into_iter(),
                ),
                _ => None,
            };
            let fixed = match &replace {
                Value::Array(_) => PhpStr::new(),
                v => to_string_warn(ctx, v)?,
            };
            for (_, sv) in sa.iter() {
                let sv = to_string_warn(ctx, &sv.get())?;
                let r = match repls.as_mut() {
                    Some(it) => match it.next() {
                        Some(v) => to_string_warn(ctx, &v)?,
                        None => PhpStr::new(),
                    },
                    None => fixed.clone(),
                };
                pairs.push((sv, r));
            }
        }
        s => pairs.push((to_string_warn(ctx, s)?, to_string_warn(ctx, &replace)?)),
    }
    let mut count = 0i64;
    let mut one = |ctx: &mut dyn Context, v: &Value| -> Result<Value, Fault> {
        let mut cur = to_string_warn(ctx, v)?;
        for (s, r) in &pairs {
            if s.is_empty() {
                continue;
            }
            if let Some(new) =
                replace_all(cur.as_bytes(), s.as_bytes(), r.as_bytes(), ci, &mut count)
            {
                cur = PhpStr::from(new);
            }
            if cur.is_empty() {
                break;
            }
        }
        Ok(Value::Str(cur))
    };
    let result = match subject {
        Value::Array(a) => {
            let mut out = PhpArray::new();
            for (k, v) in a.iter() {
                out.insert(k, one(ctx, &v.get())?);
            }
            Value::Array(out)
        }
        s => one(ctx, &s)?,
    };
    if args.len() > 3 {
        set_ref(args, 3, Value::Int(count));
    }
    Ok(result)
}

fn strtr(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let from = arg(args, 1);
    if args.len() < 3 || args[2].is_null() {
        let Value::Array(map) = from else {
            return Err(type_error(ctx, "strtr", 1, "from", "array", &from));
        };
        return strtr_pairs(ctx, s, &map);
    }
    if let Value::Array(_) = from {
        return Err(ctx.throw(
            ThrowKind::TypeError,
            "strtr(): Argument #2 ($from) must be of type string, array given".into(),
        ));
    }
    let from = to_string_warn(ctx, &from)?;
    let to = str_arg(args, 2);
    let n = from.len().min(to.len());
    if n == 0 {
        return Ok(Value::Str(s));
    }
    let mut table: [u8; 256] = std::array::from_fn(|i| i as u8);
    for k in 0..n {
        table[from.as_bytes()[k] as usize] = to.as_bytes()[k];
    }
    Ok(Value::str(
        s.as_bytes()
            .iter()
            .map(|&c| table[c as usize])
            .collect::<Vec<u8>>(),
    ))
}

/// The array form: at each position the longest matching key wins, and
/// replaced text is never scanned again.
fn strtr_pairs(ctx: &mut dyn Context, s: PhpStr, map: &PhpArray) -> Result<Value, Fault> {
    let mut pairs: Vec<(Vec<u8>, PhpStr)> = Vec::new();
    for (k, v) in map.iter() {
        let key = crate::util::key_bytes(&k);
        if key.is_empty() {
            ctx.error(
                ErrorLevel::Warning,
                "strtr(): Ignoring replacement of empty string",
            )?;
            continue;
        }
        pairs.push((key, to_string_warn(ctx, &v.get())?));
    }
    if pairs.is_empty() {
        return Ok(Value::Str(s));
    }
    let min = pairs.iter().map(|p| p.0.len()).min().unwrap_or(1);
    let max = pairs.iter().map(|p| p.0.len()).max().unwrap_or(1);
    let lookup: std::collections::HashMap<&[u8], &PhpStr> =
        pairs.iter().map(|(k, v)| (k.as_slice(), v)).collect();
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    'outer: while i < b.len() {
        let longest = max.min(b.len() - i);
        let mut len = longest;
        while len >= min {
            if let Some(r) = lookup.get(&b[i..i + len]) {
                out.extend_from_slice(r.as_bytes());
                i += len;
                continue 'outer;
            }
            len -= 1;
        }
        out.push(b[i]);
        i += 1;
    }
    Ok(Value::str(out))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn str_replaces() {
        let c = r(i(0));
        assert_eq!(
            run(
                "str_replace",
                vec![
                    arr(vec![s("a"), s("b")]),
                    arr(vec![s("b"), s("c")]),
                    s("ab"),
                    c.clone()
                ]
            ),
            "'cc'"
        );
        assert_eq!(export(&c.get()), "3");
        assert_eq!(run("str_replace", vec![s("a"), arr(vec![s("x")]), s("abc")]), "TypeError: str_replace(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string");
        assert_eq!(run("str_replace", vec![s(""), s("x"), s("abc")]), "'abc'");
        assert_eq!(
            run("str_ireplace", vec![s("A"), s("x"), s("aAbB")]),
            "'xxbB'"
        );
        assert_eq!(
            run(
                "str_replace",
                vec![
                    arr(vec![s("a"), s("b"), s("c")]),
                    arr(vec![s("1")]),
                    s("abc")
                ]
            ),
            "'1'"
        );
        assert_eq!(
            run(
                "str_replace",
                vec![
                    arr(vec![s("a"), s("b")]),
                    s("x"),
                    assoc(vec![("k", s("ab")), ("z", arr(vec![s("a")])), ("5", i(12))])
                ]
            ),
            "array (\n  'k' => 'xx',\n  'z' => 'Arrxy',\n  5 => '12',\n)"
        );
    }

    #[test]
    fn strtrs() {
        assert_eq!(
            run(
                "strtr",
                vec![
                    s("Hi all, I said hello"),
                    assoc(vec![("Hi", s("Hello")), ("Hello", s("Hi"))])
                ]
            ),
            "'Hello all, I said hello'"
        );
        assert_eq!(run("strtr", vec![s("abc"), s("ab"), s("xyz")]), "'xyc'");
        assert_eq!(
            run(
                "strtr",
                vec![s("abc"), assoc(vec![("a", i(1)), ("ab", f(2.5))])]
            ),
            "'2.5c'"
        );
        assert_eq!(
            run("strtr", vec![s("abc"), s("ab")]),
            "TypeError: strtr(): Argument #2 ($from) must be of type array, string given"
        );
    }
}
