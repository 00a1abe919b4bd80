//! `strip_tags()`: PHP's tag-stripping state machine (`php_strip_tags_ex`):
//! HTML tags, `<?php ... ?>` blocks, `<!...>` declarations and `<!-- -->`
//! comments are removed; tags named in `allowed_tags` (`"<b><i>"` or
//! `["b", "i"]`) are kept.

use crate::util::{arg, str_arg, to_string_warn};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "strip_tags",
    params: &[
        ParamSpec::req("string", ParamType::String),
        ParamSpec::opt("allowed_tags", ParamType::ArrayOrString, "null").nullable(),
    ],
    func: strip_tags,
}];

fn strip_tags(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let allow: Option<Vec<u8>> = match arg(args, 1) {
        Value::Null => None,
        Value::Array(a) => {
            let mut set = Vec::new();
            for (_, v) in a.iter() {
                set.push(b'<');
                set.extend_from_slice(to_string_warn(ctx, &v.get())?.as_bytes());
                set.push(b'>');
            }
            Some(set)
        }
        v => Some(to_string_warn(ctx, &v)?.as_bytes().to_vec()),
    };
    let allow = allow
        .map(|a| a.to_ascii_lowercase())
        .filter(|a| !a.is_empty());
    Ok(Value::str(strip(s.as_bytes(), allow.as_deref(), false)))
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// `php_tag_find`: whether the normalised tag (`<a href=..>` → `<a>`,
/// `</a>` → `<a>`) is in the allowed set.
fn tag_allowed(tag: &[u8], set: &[u8]) -> bool {
    if tag.is_empty() {
        return false;
    }
    let mut norm = Vec::with_capacity(tag.len() + 1);
    let mut started = false;
    for (i, &c) in tag.iter().enumerate() {
        let c = c.to_ascii_lowercase();
        match c {
            b'<' => norm.push(c),
            b'>' => break,
            c if !is_space(c) => {
                started = true;
                let prev = if i > 0 { tag[i - 1] } else { 0 };
                let next = tag.get(i + 1).copied().unwrap_or(0);
                if c != b'/' || (prev != b'<' && next != b'>') {
                    norm.push(c);
                }
            }
            _ => {
                if started {
                    break;
                }
            }
        }
    }
    norm.push(b'>');
    set.windows(norm.len()).any(|w| w == norm.as_slice())
}

/// The state machine. States: 0 text, 1 HTML tag, 2 PHP block, 3 `<!...>`, 4 `<!-- -->`.
/// `allow_tag_spaces` (ext/filter's string filter) makes `< b>` a tag too;
/// strip_tags() leaves a `<` before white space as text.
pub fn strip(buf: &[u8], allow: Option<&[u8]>, allow_tag_spaces: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(buf.len());
    let mut tag: Vec<u8> = Vec::new();
    let (mut state, mut depth, mut br) = (0u8, 0usize, 0i64);
    let mut in_q: u8 = 0;
    let mut lc: u8 = 0;
    let at = |i: isize| {
        if i >= 0 {
            buf.get(i as usize).copied().unwrap_or(0)
        } else {
            0
        }
    };
    let mut i = 0usize;
    while i < buf.len() {
        let c = buf[i];
        let p = i as isize;
        let mut regular = false;
        match c {
            0 => {}
            b'<' => {
                if in_q != 0 {
                } else if is_space(at(p + 1)) && !allow_tag_spaces {
                    regular = true;
                } else if state == 0 {
                    lc = b'<';
                    state = 1;
                    if allow.is_some() {
                        tag.push(b'<');
                    }
                } else if state == 1 {
                    depth += 1;
                }
            }
            b'(' | b')' => {
                if state == 2 {
                    if lc != b'"' && lc != b'\'' {
                        lc = c;
                        br += if c == b'(' { 1 } else { -1 };
                    }
                } else if allow.is_some() && state == 1 {
                    tag.push(c);
                } else if state == 0 {
                    out.push(c);
                }
            }
            b'>' => {
                if depth > 0 {
                    depth -= 1;
                } else if in_q != 0 {
                } else {
                    match state {
                        1 => {
                            lc = b'>';
                            in_q = 0;
                            state = 0;
                            if let Some(set) = allow {
                                tag.push(b'>');
                                if tag_allowed(&tag, set) {
                                    out.extend_from_slice(&tag);
                                }
                                tag.clear();
                            }
                        }
                        2 => {
                            if br == 0 && lc != b'"' && at(p - 1) == b'?' {
                                in_q = 0;
                                state = 0;
                                tag.clear();
                            }
                        }
                        3 => {
                            in_q = 0;
                            state = 0;
                            tag.clear();
                        }
                        4 => {
                            if p >= 2 && at(p - 1) == b'-' && at(p - 2) == b'-' {
                                in_q = 0;
                                state = 0;
                                tag.clear();
                            }
                        }
                        _ => out.push(c),
                    }
                }
            }
            b'"' | b'\'' => {
                if state == 4 {
                    // inside a comment: quotes mean nothing
                } else {
                    if state == 2 && at(p - 1) != b'\\' {
                        if lc == c {
                            lc = 0;
                        } else if lc != b'\\' {
                            lc = c;
                        }
                    } else if state == 0 {
                        out.push(c);
                    } else if allow.is_some() && state == 1 {
                        tag.push(c);
                    }
                    if state != 0
                        && p != 0
                        && (state == 1 || at(p - 1) != b'\\')
                        && (in_q == 0 || c == in_q)
                    {
                        in_q = if in_q != 0 { 0 } else { c };
                    }
                }
            }
            b'!' => {
                if state == 1 && at(p - 1) == b'<' {
                    state = 3;
                    lc = c;
                } else if state == 0 {
                    out.push(c);
                } else if allow.is_some() && state == 1 {
                    tag.push(c);
                }
            }
            b'-' => {
                if state == 3 && p >= 2 && at(p - 1) == b'-' && at(p - 2) == b'!' {
                    state = 4;
                } else {
                    regular = true;
                }
            }
            b'?' if state == 1 && at(p - 1) == b'<' => {
                br = 0;
                state = 2;
            }
            b'E' | b'e' if state == 3 && p > 6 && buf[i - 6..i].eq_ignore_ascii_case(b"doctyp") => {
                state = 1;
            }
            b'l' | b'L' if state == 2 && p > 2 && buf[i - 2..i].eq_ignore_ascii_case(b"xm") => {
                state = 1;
            }
            b'?' | b'E' | b'e' | b'l' | b'L'
                if state == 2 && p > 2 && buf[i - 2..i].eq_ignore_ascii_case(b"xm") =>
            {
                state = 1;
            }
            _ => regular = true,
        }
        if regular {
            if state == 0 {
                out.push(c);
            } else if allow.is_some() && state == 1 {
                tag.push(c);
            }
        }
        i += 1;
    }
    out
}
