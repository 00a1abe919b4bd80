//! `version_compare()` (`php_version_compare`): versions are canonicalised
//! (`-_+` become `.`, a `.` goes between digit and non-digit runs) and
//! compared part by part, numbers numerically and words by PHP's special
//! forms `dev < alpha = a < beta = b < RC = rc < # (number) < pl = p`.

use crate::util::{given, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "version_compare",
    params: &[
        ParamSpec::req("version1", ParamType::String),
        ParamSpec::req("version2", ParamType::String),
        ParamSpec::opt("operator", ParamType::String, "null").nullable(),
    ],
    func: version_compare,
}];

fn canonicalize(v: &[u8]) -> Vec<u8> {
    let is_dig = |c: u8| c.is_ascii_digit();
    let is_ndig = |c: u8| !c.is_ascii_digit() && c != b'.';
    let mut q = Vec::with_capacity(v.len() * 2);
    q.push(v[0]);
    let mut lp = v[0];
    for &c in &v[1..] {
        if matches!(c, b'-' | b'_' | b'+') {
            if q.last() != Some(&b'.') {
                q.push(b'.');
            }
        } else if (is_ndig(lp) && is_dig(c)) || (is_dig(lp) && is_ndig(c)) {
            if q.last() != Some(&b'.') {
                q.push(b'.');
            }
            q.push(c);
        } else if !c.is_ascii_alphanumeric() {
            if q.last() != Some(&b'.') {
                q.push(b'.');
            }
        } else {
            q.push(c);
        }
        lp = c;
    }
    q
}

fn special_order(form: &[u8]) -> i64 {
    const FORMS: &[(&[u8], i64)] = &[
        (b"dev", 0),
        (b"alpha", 1),
        (b"a", 1),
        (b"beta", 2),
        (b"b", 2),
        (b"RC", 3),
        (b"rc", 3),
        (b"#", 4),
        (b"pl", 5),
        (b"p", 5),
    ];
    FORMS
        .iter()
        .find(|(name, _)| form.starts_with(name))
        .map_or(-1, |&(_, o)| o)
}

fn special(a: &[u8], b: &[u8]) -> i64 {
    (special_order(a) - special_order(b)).signum()
}

fn strtol10(s: &[u8]) -> i64 {
    crate::types::strtol(s, 10)
}

/// `php_version_compare`: -1, 0 or 1.
pub fn compare(v1: &[u8], v2: &[u8]) -> i64 {
    if v1.is_empty() || v2.is_empty() {
        return if v1.is_empty() && v2.is_empty() {
            0
        } else if v1.is_empty() {
            -1
        } else {
            1
        };
    }
    let c1 = if v1[0] == b'#' {
        v1.to_vec()
    } else {
        canonicalize(v1)
    };
    let c2 = if v2[0] == b'#' {
        v2.to_vec()
    } else {
        canonicalize(v2)
    };
    let (mut p1, mut p2) = (0usize, 0usize);
    let (mut n1, mut n2): (Option<usize>, Option<usize>) = (Some(0), Some(0));
    let part = |s: &[u8], p: usize| -> (usize, Option<usize>) {
        match s[p..].iter().position(|&c| c == b'.') {
            Some(d) => (p + d, Some(p + d)),
            None => (s.len(), None),
        }
    };
    let at = |s: &[u8], p: usize| s.get(p).copied().unwrap_or(0);
    let mut result = 0;
    while at(&c1, p1) != 0 && at(&c2, p2) != 0 && n1.is_some() && n2.is_some() {
        let (e1, d1) = part(&c1, p1);
        let (e2, d2) = part(&c2, p2);
        n1 = d1;
        n2 = d2;
        let (s1, s2) = (&c1[p1..e1], &c2[p2..e2]);
        let (dig1, dig2) = (at(s1, 0).is_ascii_digit(), at(s2, 0).is_ascii_digit());
        result = match (dig1, dig2) {
            (true, true) => (strtol10(s1) - strtol10(s2)).signum(),
            (false, false) => special(s1, s2),
            (true, false) => special(b"#N#", s2),
            (false, true) => special(s1, b"#N#"),
        };
        if result != 0 {
            break;
        }
        if let Some(d) = n1 {
            p1 = d + 1;
        }
        if let Some(d) = n2 {
            p2 = d + 1;
        }
    }
    if result == 0 {
        if n1.is_some() {
            result = if at(&c1, p1).is_ascii_digit() {
                1
            } else {
                compare(&c1[p1..], b"#N#")
            };
        } else if n2.is_some() {
            result = if at(&c2, p2).is_ascii_digit() {
                -1
            } else {
                compare(b"#N#", &c2[p2..])
            };
        }
    }
    result
}

fn version_compare(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let c = compare(str_arg(args, 0).as_bytes(), str_arg(args, 1).as_bytes());
    if !given(args, 2) {
        return Ok(Value::Int(c));
    }
    let op = str_arg(args, 2);
    Ok(Value::Bool(match op.as_bytes() {
        b"<" | b"lt" => c == -1,
        b"<=" | b"le" => c != 1,
        b">" | b"gt" => c == 1,
        b">=" | b"ge" => c != -1,
        b"==" | b"eq" => c == 0,
        b"!=" | b"<>" | b"ne" => c != 0,
        _ => {
            return Err(crate::util::value_error(
                ctx,
                "version_compare",
                2,
                "operator",
                "must be a valid comparison operator",
            ))
        }
    }))
}
