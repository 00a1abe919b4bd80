//! `get_meta_tags`: the `name`/`content` pairs of a file's `<meta>` tags,
//! found by php's small tokenizer (ext/standard/file.c), whose quirks are
//! kept: a NUL byte ends the scan, `</head>` stops it, a quote left open at
//! the end of the file keeps the C `EOF` as a 0xFF byte, unsafe characters
//! of a name become `_` and names are lower-cased.

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, Value};

pub(super) static BUILTINS: &[EngineBuiltin] = &[engine!(
    "get_meta_tags",
    [
        P::req("filename", Str),
        P::opt("use_include_path", Bool, "false")
    ],
    get_meta_tags
)];

/// php's `META_DEF_BUFSIZE`: the longest token kept.
const MAX_TOKEN: usize = 8192;
const EOF: i32 = -1;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Tok {
    Eof,
    Open,
    Close,
    Slash,
    Equal,
    Space,
    Id,
    Str,
    Other,
}

/// The tokenizer over the file's bytes, with php's one character of
/// push-back.
struct Lexer<'a> {
    data: &'a [u8],
    pos: usize,
    /// php's stream end-of-file flag: set once a read found nothing.
    eof: bool,
    pushed: Option<i32>,
    token: Vec<u8>,
}

impl Lexer<'_> {
    fn getc(&mut self) -> i32 {
        match self.data.get(self.pos) {
            Some(&c) => {
                self.pos += 1;
                i32::from(c)
            }
            None => {
                self.eof = true;
                EOF
            }
        }
    }

    fn next(&mut self) -> Tok {
        loop {
            let ch = match self.pushed.take() {
                Some(c) => c,
                None => {
                    if self.eof {
                        return Tok::Eof;
                    }
                    let c = self.getc();
                    // The C loop stops at a NUL byte.
                    if c == 0 {
                        return Tok::Eof;
                    }
                    c
                }
            };
            if self.eof {
                return Tok::Eof;
            }
            match ch {
                0x3c => return Tok::Open,
                0x3e => return Tok::Close,
                0x3d => return Tok::Equal,
                0x2f => return Tok::Slash,
                0x27 | 0x22 => {
                    self.token.clear();
                    let mut c = ch;
                    while !self.eof {
                        c = self.getc();
                        if c == 0 || c == ch || c == 0x3c || c == 0x3e {
                            break;
                        }
                        self.token.push(c as u8);
                        if self.token.len() == MAX_TOKEN {
                            break;
                        }
                    }
                    if c == 0x3c || c == 0x3e {
                        self.pushed = Some(c);
                    }
                    return Tok::Str;
                }
                0x0a | 0x0d | 0x09 => {}
                0x20 => return Tok::Space,
                _ if is_alnum(ch) => {
                    self.token.clear();
                    self.token.push(ch as u8);
                    let mut c = ch;
                    while !self.eof {
                        c = self.getc();
                        if c == 0 || !(is_alnum(c) || matches!(c, 0x2d | 0x5f | 0x2e | 0x3a)) {
                            break;
                        }
                        self.token.push(c as u8);
                        if self.token.len() == MAX_TOKEN {
                            break;
                        }
                    }
                    if !(0..=255).contains(&c) || !(c as u8).is_ascii_alphabetic() {
                        self.pushed = Some(c);
                    }
                    return Tok::Id;
                }
                _ => return Tok::Other,
            }
        }
    }
}

fn is_alnum(c: i32) -> bool {
    (0..128).contains(&c) && (c as u8).is_ascii_alphanumeric()
}

/// The name/content pairs of `data`'s meta tags, in order (a later tag with
/// the same name replaces the value in place).
fn meta_tags(data: &[u8]) -> Vec<(Vec<u8>, Vec<u8>)> {
    let mut lx = Lexer {
        data,
        pos: 0,
        eof: false,
        pushed: None,
        token: Vec::new(),
    };
    let mut out = Vec::new();
    let (mut in_tag, mut in_meta, mut looking) = (false, false, false);
    let (mut saw_name, mut saw_content) = (false, false);
    let (mut name, mut value): (Option<Vec<u8>>, Option<Vec<u8>>) = (None, None);
    let mut last = Tok::Eof;
    loop {
        let tok = lx.next();
        if tok == Tok::Eof {
            break;
        }
        let take_value = |name: &mut Option<Vec<u8>>, value: &mut Option<Vec<u8>>, t: &[u8]| {
            if saw_name {
                let safe = t
                    .iter()
                    .map(|&c| {
                        if b".\\+*?[^]$() ".contains(&c) {
                            b'_'
                        } else {
                            c
                        }
                    })
                    .collect();
                *name = Some(safe);
            } else if saw_content {
                *value = Some(t.to_vec());
            }
        };
        match tok {
            Tok::Id if last == Tok::Open => in_meta = lx.token.eq_ignore_ascii_case(b"meta"),
            // `</head>` ends the scan; any other closing tag is nothing.
            Tok::Id if last == Tok::Slash && in_tag && lx.token.eq_ignore_ascii_case(b"head") => {
                break
            }
            Tok::Id if last == Tok::Slash && in_tag => {}
            Tok::Id | Tok::Str if last == Tok::Equal && looking => {
                take_value(&mut name, &mut value, &lx.token.clone());
                looking = false;
            }
            Tok::Id if in_meta => {
                if lx.token.eq_ignore_ascii_case(b"name") {
                    (saw_name, saw_content, looking) = (true, false, true);
                } else if lx.token.eq_ignore_ascii_case(b"content") {
                    (saw_name, saw_content, looking) = (false, true, true);
                }
            }
            Tok::Open => {
                if looking {
                    looking = false;
                    (saw_name, saw_content) = (false, false);
                    (name, value) = (None, None);
                }
                in_tag = true;
            }
            Tok::Close => {
                if let Some(mut n) = name.take() {
                    // php's C string ends at the first NUL.
                    if let Some(i) = n.iter().position(|&b| b == 0) {
                        n.truncate(i);
                    }
                    n.make_ascii_lowercase();
                    out.push((n, value.take().unwrap_or_default()));
                }
                value = None;
                (in_tag, looking, in_meta) = (false, false, false);
                (saw_name, saw_content) = (false, false);
            }
            _ => {}
        }
        last = tok;
    }
    out
}

fn get_meta_tags(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let func = "get_meta_tags";
    let p = a
        .first()
        .map(|v| v.to_php_str().as_bytes().to_vec())
        .unwrap_or_default();
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "get_meta_tags(): Argument #1 ($filename) must not contain any null bytes",
        ));
    }
    if p.is_empty() {
        return Err(vm.throw_error("ValueError", "Path cannot be empty"));
    }
    let use_path = a.get(1).is_some_and(Value::to_bool);
    let data = if let Some(class) = super::user_wrapper::class_for(vm, &p) {
        match super::user_wrapper::read_all(vm, func, &class, &p, None, false, 0, None)? {
            Some(d) => d,
            None => return Ok(Value::Bool(false)),
        }
    } else {
        let path = match use_path {
            true => vm.resolve_include(&p).unwrap_or_else(|| p.clone()),
            false => p.clone(),
        };
        match crate::fs_fns::read_source(vm, &path) {
            Ok(d) => d,
            Err(e) if e == "Is a directory" => {
                vm.raise(
                    ErrorLevel::Notice,
                    "get_meta_tags(): Read of 8192 bytes failed with errno=21 Is a directory",
                )?;
                Vec::new()
            }
            Err(e) => {
                let shown = String::from_utf8_lossy(&p);
                vm.raise(
                    ErrorLevel::Warning,
                    &format!("get_meta_tags({shown}): Failed to open stream: {e}"),
                )?;
                return Ok(Value::Bool(false));
            }
        }
    };
    let mut arr = PhpArray::new();
    for (k, v) in meta_tags(&data) {
        arr.insert(ArrayKey::from_bytes(&k), Value::Str(v.into()));
    }
    Ok(Value::Array(arr))
}

#[cfg(test)]
mod tests {
    use super::meta_tags;

    fn pairs(html: &[u8]) -> Vec<(String, String)> {
        meta_tags(html)
            .into_iter()
            .map(|(k, v)| {
                (
                    String::from_utf8_lossy(&k).into_owned(),
                    String::from_utf8_lossy(&v).into_owned(),
                )
            })
            .collect()
    }

    #[test]
    fn names_and_contents() {
        let html = b"<html><head><META NAME=\"Author.Name\" content='Me'>\n<meta name=keywords content=a-b>\n<meta content=\"x\"></head><meta name=late content=no>";
        assert_eq!(
            pairs(html),
            vec![
                ("author_name".into(), "Me".into()),
                ("keywords".into(), "a-b".into())
            ]
        );
    }

    #[test]
    fn nul_stops() {
        assert!(pairs(b"\0<meta name=a content=b>").is_empty());
    }
}
