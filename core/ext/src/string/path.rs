//! Path strings (no file system access): `basename`, `dirname`, `pathinfo`,
//! `fnmatch` (glob matching like glibc's `fnmatch(3)`).

use crate::util::{int_arg, str_arg, value_error};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, Value,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "basename",
        params: &[
            ParamSpec::req("path", ParamType::String),
            ParamSpec::opt("suffix", ParamType::String, "\"\""),
        ],
        func: |_, a| {
            Ok(Value::str(basename(
                str_arg(a, 0).as_bytes(),
                str_arg(a, 1).as_bytes(),
            )))
        },
    },
    Builtin {
        name: "dirname",
        params: &[
            ParamSpec::req("path", ParamType::String),
            ParamSpec::opt("levels", ParamType::Int, "1"),
        ],
        func: dirname_fn,
    },
    Builtin {
        name: "pathinfo",
        params: &[
            ParamSpec::req("path", ParamType::String),
            ParamSpec::opt("flags", ParamType::Int, "PATHINFO_ALL"),
        ],
        func: pathinfo,
    },
    Builtin {
        name: "fnmatch",
        params: &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("filename", ParamType::String),
            ParamSpec::opt("flags", ParamType::Int, "0"),
        ],
        func: fnmatch_fn,
    },
];

/// `php_basename`: the last path component, without trailing slashes, and
/// without `suffix` when the component is longer than it.
pub fn basename(path: &[u8], suffix: &[u8]) -> Vec<u8> {
    let mut end = path.len();
    while end > 0 && path[end - 1] == b'/' {
        end -= 1;
    }
    let start = path[..end]
        .iter()
        .rposition(|&c| c == b'/')
        .map_or(0, |p| p + 1);
    let mut name = &path[start..end];
    if !suffix.is_empty() && suffix.len() < name.len() && name.ends_with(suffix) {
        name = &name[..name.len() - suffix.len()];
    }
    name.to_vec()
}

/// `zend_dirname`: the parent path (`.` when there is none, `/` at the root).
pub fn dirname(path: &[u8]) -> Vec<u8> {
    if path.is_empty() {
        return Vec::new();
    }
    let mut end = path.len() as isize - 1;
    let slash = |i: isize| path[i as usize] == b'/';
    while end >= 0 && slash(end) {
        end -= 1;
    }
    if end < 0 {
        return b"/".to_vec();
    }
    while end >= 0 && !slash(end) {
        end -= 1;
    }
    if end < 0 {
        return b".".to_vec();
    }
    while end >= 0 && slash(end) {
        end -= 1;
    }
    if end < 0 {
        return b"/".to_vec();
    }
    path[..(end + 1) as usize].to_vec()
}

fn dirname_fn(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let path = str_arg(args, 0);
    let levels = int_arg(args, 1, 1);
    if levels < 1 {
        return Err(value_error(
            ctx,
            "dirname",
            1,
            "levels",
            "must be greater than or equal to 1",
        ));
    }
    let mut cur = path.as_bytes().to_vec();
    let mut levels = levels;
    // zend_dirname in a loop: stop after `levels` steps or when nothing changes.
    loop {
        let before = cur.len();
        cur = dirname(&cur);
        levels -= 1;
        if cur.len() >= before || levels == 0 {
            break;
        }
    }
    Ok(Value::str(cur))
}

fn pathinfo(_ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let path = str_arg(args, 0);
    let flags = int_arg(args, 1, 15);
    let p = path.as_bytes();
    let mut out = PhpArray::new();
    let key = |k: &str| ArrayKey::Str(k.into());
    if flags & 1 != 0 {
        let d = dirname(p);
        if !d.is_empty() {
            out.insert(key("dirname"), Value::str(d));
        }
    }
    let base = basename(p, b"");
    if flags & 2 != 0 {
        out.insert(key("basename"), Value::str(base.clone()));
    }
    let dot = base.iter().rposition(|&c| c == b'.');
    if flags & 4 != 0 {
        if let Some(d) = dot {
            out.insert(key("extension"), Value::str(&base[d + 1..]));
        }
    }
    if flags & 8 != 0 {
        out.insert(
            key("filename"),
            Value::str(&base[..dot.unwrap_or(base.len())]),
        );
    }
    if flags == 15 {
        return Ok(Value::Array(out));
    }
    Ok(out.iter().next().map_or(Value::str(""), |(_, v)| v.clone()))
}

const FNM_NOESCAPE: i64 = 2;
const FNM_PATHNAME: i64 = 1;
const FNM_PERIOD: i64 = 4;
const FNM_CASEFOLD: i64 = 16;
const MAXPATHLEN: usize = 4096;

fn fnmatch_fn(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (pattern, name) = (str_arg(args, 0), str_arg(args, 1));
    let flags = int_arg(args, 2, 0);
    if name.len() >= MAXPATHLEN {
        ctx.error(
            ErrorLevel::Warning,
            "fnmatch(): Filename exceeds the maximum allowed length of 4096 characters",
        )?;
        return Ok(Value::Bool(false));
    }
    if pattern.len() >= MAXPATHLEN {
        ctx.error(
            ErrorLevel::Warning,
            "fnmatch(): Pattern exceeds the maximum allowed length of 4096 characters",
        )?;
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(fnmatch(
        pattern.as_bytes(),
        name.as_bytes(),
        flags,
    )))
}

/// Glob matching with fnmatch(3) flags.
pub fn fnmatch(p: &[u8], s: &[u8], flags: i64) -> bool {
    matches_at(p, s, 0, flags)
}

fn fold(c: u8, flags: i64) -> u8 {
    if flags & FNM_CASEFOLD != 0 {
        c.to_ascii_lowercase()
    } else {
        c
    }
}

/// Whether a leading period at `s[i]` must be matched literally.
fn period_protected(s: &[u8], i: usize, flags: i64) -> bool {
    flags & FNM_PERIOD != 0
        && s.get(i) == Some(&b'.')
        && (i == 0 || (flags & FNM_PATHNAME != 0 && s[i - 1] == b'/'))
}

fn matches_at(p: &[u8], s: &[u8], si: usize, flags: i64) -> bool {
    let (mut pi, mut si) = (0usize, si);
    while pi < p.len() {
        match p[pi] {
            b'?' => {
                if si >= s.len()
                    || (flags & FNM_PATHNAME != 0 && s[si] == b'/')
                    || period_protected(s, si, flags)
                {
                    return false;
                }
                si += 1;
                pi += 1;
            }
            b'*' => {
                while pi < p.len() && p[pi] == b'*' {
                    pi += 1;
                }
                if period_protected(s, si, flags) {
                    return false;
                }
                let rest = &p[pi..];
                let mut k = si;
                loop {
                    if matches_at(rest, s, k, flags) {
                        return true;
                    }
                    if k >= s.len() || (flags & FNM_PATHNAME != 0 && s[k] == b'/') {
                        return false;
                    }
                    k += 1;
                }
            }
            b'[' => {
                if si >= s.len()
                    || (flags & FNM_PATHNAME != 0 && s[si] == b'/')
                    || period_protected(s, si, flags)
                {
                    return false;
                }
                match bracket(p, pi, s[si], flags) {
                    Some((matched, next)) => {
                        if !matched {
                            return false;
                        }
                        pi = next;
                        si += 1;
                    }
                    // An unterminated bracket is an ordinary '['.
                    None => {
                        if s[si] != b'[' {
                            return false;
                        }
                        pi += 1;
                        si += 1;
                    }
                }
            }
            b'\\' if flags & FNM_NOESCAPE == 0 && pi + 1 < p.len() => {
                if si >= s.len() || fold(s[si], flags) != fold(p[pi + 1], flags) {
                    return false;
                }
                pi += 2;
                si += 1;
            }
            c => {
                if si >= s.len() || fold(s[si], flags) != fold(c, flags) {
                    return false;
                }
                pi += 1;
                si += 1;
            }
        }
    }
    si == s.len()
}

/// A bracket expression at `p[start]`: whether `c` is in it and where the pattern continues.
fn bracket(p: &[u8], start: usize, c: u8, flags: i64) -> Option<(bool, usize)> {
    let mut i = start + 1;
    let negate = matches!(p.get(i), Some(b'!' | b'^'));
    if negate {
        i += 1;
    }
    let c = fold(c, flags);
    let mut found = false;
    let mut first = true;
    loop {
        let ch = *p.get(i)?;
        if ch == b']' && !first {
            i += 1;
            break;
        }
        first = false;
        if ch == b'[' && p.get(i + 1) == Some(&b':') {
            if let Some(end) = p[i + 2..].windows(2).position(|w| w == b":]") {
                let class = &p[i + 2..i + 2 + end];
                let hit = match class {
                    b"alpha" => c.is_ascii_alphabetic(),
                    b"digit" => c.is_ascii_digit(),
                    b"alnum" => c.is_ascii_alphanumeric(),
                    b"upper" => c.is_ascii_uppercase(),
                    b"lower" => c.is_ascii_lowercase(),
                    b"space" => matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c),
                    b"punct" => c.is_ascii_punctuation(),
                    b"xdigit" => c.is_ascii_hexdigit(),
                    b"cntrl" => c.is_ascii_control(),
                    b"print" => c.is_ascii_graphic() || c == b' ',
                    b"graph" => c.is_ascii_graphic(),
                    b"blank" => c == b' ' || c == b'\t',
                    _ => false,
                };
                found |= hit;
                i += 2 + end + 2;
                continue;
            }
        }
        let mut lo = ch;
        if lo == b'\\' && flags & FNM_NOESCAPE == 0 {
            i += 1;
            lo = *p.get(i)?;
        }
        i += 1;
        if p.get(i) == Some(&b'-') && p.get(i + 1).is_some_and(|&h| h != b']') {
            let mut hi = p[i + 1];
            i += 2;
            if hi == b'\\' && flags & FNM_NOESCAPE == 0 {
                hi = *p.get(i)?;
                i += 1;
            }
            if (fold(lo, flags)..=fold(hi, flags)).contains(&c) || (lo..=hi).contains(&c) {
                found = true;
            }
        } else if fold(lo, flags) == c {
            found = true;
        }
    }
    Some((found != negate, i))
}
