//! The builtins that read PHP source as tokens: `highlight_string`,
//! `highlight_file`/`show_source` and `php_strip_whitespace`.
//!
//! They live here, not in rphp-ext or the VM, because they need the lexer
//! (rphp-syntax), which the VM must not depend on. rphp's lexer hands the
//! parser only what it parses, so the pieces php's scanner also returns —
//! whitespace, comments, open tags, the newline a `?>` swallows — are
//! recovered from the bytes between tokens. Colours and their changes follow
//! php's `zend_highlight`: one `<span>` per run of tokens of one colour,
//! whitespace printed in whatever colour is current, keywords and operators
//! (tokens php gives no value) in `highlight.keyword`, names, variables and
//! numbers in `highlight.default`.

use rphp_syntax::lexer::{Tok, Token};
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec as P, ParamType, PhpStr, Value};

pub static BUILTINS: &[Builtin] = &[
    Builtin {
        name: "highlight_string",
        params: &[
            P::req("string", ParamType::String),
            P::opt("return", ParamType::Bool, "false"),
        ],
        func: highlight_string,
    },
    Builtin {
        name: "highlight_file",
        params: &[
            P::req("filename", ParamType::String),
            P::opt("return", ParamType::Bool, "false"),
        ],
        func: highlight_file,
    },
    Builtin {
        name: "show_source",
        params: &[
            P::req("filename", ParamType::String),
            P::opt("return", ParamType::Bool, "false"),
        ],
        func: show_source,
    },
    Builtin {
        name: "php_strip_whitespace",
        params: &[P::req("filename", ParamType::String)],
        func: php_strip_whitespace,
    },
];

/// The five `highlight.*` colours, in this order.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Color {
    Html,
    Comment,
    Default,
    String,
    Keyword,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Whitespace,
    Comment,
    EndHeredoc,
    Colored(Color),
}

/// One token as php's scanner returns it: its kind and its source bytes.
struct Piece {
    kind: Kind,
    start: usize,
    end: usize,
}

fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r')
}

/// Whitespace, comments and open tags between two of rphp's tokens.
fn split_gap(src: &[u8], mut i: usize, end: usize, out: &mut Vec<Piece>) {
    while i < end {
        let rest = &src[i..end];
        let (kind, len) = if is_ws(rest[0]) {
            (
                Kind::Whitespace,
                rest.iter().take_while(|&&c| is_ws(c)).count(),
            )
        } else if rest.len() >= 5 && rest[..2] == *b"<?" && rest[2..5].eq_ignore_ascii_case(b"php")
        {
            let n = match rest.get(5) {
                Some(b' ' | b'\t' | b'\n') => 6,
                Some(b'\r') if rest.get(6) == Some(&b'\n') => 7,
                Some(b'\r') => 6,
                _ => 5,
            };
            (Kind::Colored(Color::Default), n)
        } else if rest.starts_with(b"<?") {
            (Kind::Colored(Color::Default), 2)
        } else if rest.starts_with(b"/*") {
            let n = rest[2..]
                .windows(2)
                .position(|w| w == b"*/")
                .map_or(rest.len(), |p| p + 4);
            (Kind::Comment, n)
        } else if rest.starts_with(b"//") || rest[0] == b'#' {
            let mut n = 1;
            while n < rest.len()
                && !matches!(rest[n], b'\n' | b'\r')
                && !rest[n..].starts_with(b"?>")
            {
                n += 1;
            }
            (Kind::Comment, n)
        } else {
            (Kind::Colored(Color::Default), 1)
        };
        out.push(Piece {
            kind,
            start: i,
            end: i + len,
        });
        i += len;
    }
}

fn token_color(t: &Token, src: &[u8]) -> Kind {
    use Tok::*;
    let text = &src[t.start as usize..t.end as usize];
    Kind::Colored(match t.kind {
        InlineHtml => Color::Html,
        // `<?=` and `?>` (which rphp's lexer reads as `echo` and `;`).
        Echo if text.starts_with(b"<?") => Color::Default,
        Semicolon if text.starts_with(b"?>") => Color::Default,
        Line | File | Dir | TraitC | MethodC | FuncC | NsC | ClassC => Color::Default,
        DoubleQuote | EncapsedAndWhitespace | ConstantEncapsedString => Color::String,
        EndHeredoc => return Kind::EndHeredoc,
        // Tokens php's scanner returns with a value.
        LNumber | DNumber | String | NameFullyQualified | NameRelative | NameQualified
        | Variable | StringVarname | NumString | Error | BadCharacter => Color::Default,
        _ => Color::Keyword,
    })
}

/// The source as php's scanner would return it, piece by piece.
fn pieces(src: &[u8]) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut pos = 0usize;
    for t in rphp_syntax::tokenize(src) {
        if t.kind == Tok::Eof {
            break;
        }
        let (start, mut end) = (t.start as usize, t.end as usize);
        if start < pos {
            continue;
        }
        split_gap(src, pos, start, &mut out);
        let kind = token_color(&t, src);
        if t.kind == Tok::Semicolon && src[start..end].starts_with(b"?>") {
            // `?>` takes one newline with it.
            if src[end..].starts_with(b"\r\n") {
                end += 2;
            } else if matches!(src.get(end), Some(b'\n' | b'\r')) {
                end += 1;
            }
        }
        if t.kind == Tok::Error {
            // php stops at a scanner error; what follows prints as it is.
            out.push(Piece {
                kind,
                start,
                end: src.len(),
            });
            return out;
        }
        out.push(Piece { kind, start, end });
        pos = end;
    }
    split_gap(src, pos, src.len(), &mut out);
    out
}

/// `zend_html_puts`.
fn html_puts(out: &mut Vec<u8>, text: &[u8]) {
    for &c in text {
        match c {
            b'\n' => out.extend_from_slice(b"<br />"),
            b'<' => out.extend_from_slice(b"&lt;"),
            b'>' => out.extend_from_slice(b"&gt;"),
            b'&' => out.extend_from_slice(b"&amp;"),
            b' ' => out.extend_from_slice(b"&nbsp;"),
            b'\t' => out.extend_from_slice(b"&nbsp;&nbsp;&nbsp;&nbsp;"),
            _ => out.push(c),
        }
    }
}

fn colors(ctx: &mut dyn Context) -> [Vec<u8>; 5] {
    let get = |ctx: &mut dyn Context, name: &str| {
        ctx.ini_get(name.as_bytes())
            .map(|s| s.as_bytes().to_vec())
            .unwrap_or_default()
    };
    [
        get(ctx, "highlight.html"),
        get(ctx, "highlight.comment"),
        get(ctx, "highlight.default"),
        get(ctx, "highlight.string"),
        get(ctx, "highlight.keyword"),
    ]
}

/// php's `zend_highlight` over `src`.
fn highlight(ctx: &mut dyn Context, src: &[u8]) -> Vec<u8> {
    let colors = colors(ctx);
    let name = |c: Color| &colors[c as usize];
    let mut out = b"<code><span style=\"color: ".to_vec();
    out.extend_from_slice(name(Color::Html));
    out.extend_from_slice(b"\">\n");
    let mut last = Color::Html;
    for p in pieces(src) {
        let text = &src[p.start..p.end];
        let next = match p.kind {
            Kind::Whitespace => {
                html_puts(&mut out, text);
                continue;
            }
            Kind::Comment => Color::Comment,
            Kind::EndHeredoc => Color::Keyword,
            Kind::Colored(c) => c,
        };
        if next != last {
            if last != Color::Html {
                out.extend_from_slice(b"</span>");
            }
            last = next;
            if last != Color::Html {
                out.extend_from_slice(b"<span style=\"color: ");
                out.extend_from_slice(name(last));
                out.extend_from_slice(b"\">");
            }
        }
        html_puts(&mut out, text);
    }
    if last != Color::Html {
        out.extend_from_slice(b"</span>\n");
    }
    out.extend_from_slice(b"</span>\n</code>");
    out
}

/// php's `zend_strip`: no comments, one space for each run of whitespace.
fn strip(src: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut prev_space = false;
    let pieces = pieces(src);
    let mut it = pieces.iter();
    while let Some(p) = it.next() {
        let text = &src[p.start..p.end];
        match p.kind {
            Kind::Whitespace => {
                if !prev_space {
                    out.push(b' ');
                    prev_space = true;
                }
                continue;
            }
            Kind::Comment => continue,
            Kind::EndHeredoc => {
                out.extend_from_slice(text);
                // The piece after the label: `;` or `,` is kept, a newline dropped.
                if let Some(next) = it.next() {
                    if next.kind != Kind::Whitespace {
                        out.extend_from_slice(&src[next.start..next.end]);
                    }
                }
                out.push(b'\n');
                prev_space = true;
                continue;
            }
            Kind::Colored(_) => out.extend_from_slice(text),
        }
        prev_space = false;
    }
    out
}

fn output(ctx: &mut dyn Context, html: Vec<u8>, ret: bool) -> Value {
    if ret {
        Value::Str(PhpStr::from(html))
    } else {
        ctx.echo(&html);
        Value::Bool(true)
    }
}

fn highlight_string(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let src = args[0].to_php_str();
    let ret = args.get(1).is_some_and(|v| v.to_bool());
    let html = highlight(ctx, src.as_bytes());
    Ok(output(ctx, html, ret))
}

/// The file's bytes, or php's two warnings and `None`.
fn read_source(ctx: &mut dyn Context, func: &str, path: &[u8]) -> Result<Option<Vec<u8>>, Fault> {
    match ctx.read_file_reason(path) {
        Ok(b) => Ok(Some(b)),
        Err(reason) => {
            let p = String::from_utf8_lossy(path);
            ctx.error(
                ErrorLevel::Warning,
                &format!("{func}({p}): Failed to open stream: {reason}"),
            )?;
            if func != "php_strip_whitespace" {
                ctx.error(
                    ErrorLevel::Warning,
                    &format!("{func}(): Failed opening '{p}' for highlighting"),
                )?;
            }
            Ok(None)
        }
    }
}

fn highlight_named(ctx: &mut dyn Context, args: &mut [Value], func: &str) -> Result<Value, Fault> {
    let path = args[0].to_php_str();
    let ret = args.get(1).is_some_and(|v| v.to_bool());
    let Some(src) = read_source(ctx, func, path.as_bytes())? else {
        return Ok(Value::Bool(false));
    };
    let html = highlight(ctx, &src);
    Ok(output(ctx, html, ret))
}

fn highlight_file(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    highlight_named(ctx, args, "highlight_file")
}

fn show_source(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    highlight_named(ctx, args, "show_source")
}

fn php_strip_whitespace(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let path = args[0].to_php_str();
    Ok(
        match read_source(ctx, "php_strip_whitespace", path.as_bytes())? {
            Some(src) => Value::Str(PhpStr::from(strip(&src))),
            None => Value::Str(PhpStr::from(Vec::new())),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strip_keeps_code_and_heredoc_ends() {
        let src = b"<?php\n// comment\n$a  =  1; /* c */ echo <<<E\n  x $a\n  E;\necho \"s\";\n?>\nhtml\n<?= $a ?>\n";
        assert_eq!(
            String::from_utf8(strip(src)).unwrap(),
            "<?php\n $a = 1; echo <<<E\n  x $a\n  E;\necho \"s\"; ?>\nhtml\n<?= $a ?>\n"
        );
    }
}
