//! The parser: tokens to [`ast::Program`], by recursive descent over the
//! productions of php-src's `zend_language_parser.y`.
//!
//! Syntax errors are worded as bison words them for PHP's grammar
//! (`syntax error, unexpected X, expecting Y`); each call site states the
//! tokens PHP's parser would list there. Errors that php-src raises while
//! compiling the tree (`Fatal error: ...`) are found here too when they need
//! only the syntax; they are held back until the whole file has parsed, as
//! PHP reports a syntax error anywhere in the file before any compile error.

mod class;
mod decl;
mod destructure;
mod expr;
mod interp;
mod stmt;

use crate::ast::*;
use crate::lexer::{Tok, TokVal, Token};
use crate::{ErrorKind, ParseError};

pub(crate) type PResult<T> = Result<T, ParseError>;

/// Nesting depth (of statements and expressions) at which we give up with
/// bison's "memory exhausted". php-src's parser stack holds 10000 states and
/// grows its heap up to that; our recursive descent uses the Rust stack,
/// about 2-4 KiB per level, so 1000 levels need about 4 MiB: run `parse` on a
/// thread with an 8 MiB stack (the main thread's default) for hostile input.
#[cfg(not(target_family = "wasm"))]
pub(crate) const MAX_DEPTH: u32 = 1000;
/// Under wasm the limit that matters is the engine's native stack for wasm
/// frames (wasmtime's default `max-wasm-stack` is 512 KiB, browsers give about
/// 1 MiB), which the program cannot raise; about 700 nesting levels fit in
/// 512 KiB, so the parser stops at 500.
#[cfg(target_family = "wasm")]
pub(crate) const MAX_DEPTH: u32 = 500;

pub(crate) struct Parser<'a> {
    src: &'a [u8],
    toks: Vec<Token>,
    /// Byte ranges of doc comments (see [`Parser::doc_before`]).
    docs: Vec<(u32, u32)>,
    /// How many of `docs` a declaration has taken (or a `}` discarded).
    docs_taken: usize,
    /// The scanner's warnings (octal escape overflow).
    pub(crate) lexer_warnings: Vec<crate::Diagnostic>,
    /// Deprecations PHP raises when compiling the tree (`${var}` in strings).
    pub(crate) diagnostics: Vec<crate::Diagnostic>,
    pos: usize,
    depth: u32,
    /// The first compile-time error seen; reported if the file parses.
    compile_error: Option<ParseError>,
    /// Inside a function body (for `__halt_compiler` checks).
    in_function: u32,
    /// Token index where the array element being parsed starts.
    item_start: Option<usize>,
    /// Every array literal's syntax and elements, by its first token
    /// (destructure.rs: php's checks of a destructuring pattern need them).
    literals: std::collections::HashMap<usize, destructure::Literal>,
    /// Enclosing loops and switches in the current function.
    loops: u32,
    /// File-level namespace bookkeeping (php-src `FC(...)`).
    ns: NamespaceState,
}

#[derive(Default)]
pub(crate) struct NamespaceState {
    has_bracketed: bool,
    /// Inside an unbracketed `namespace X;` section.
    current_unbracketed: bool,
    /// Inside `namespace X { }`.
    in_namespace: bool,
    /// The current namespace name (for class names in messages).
    name: Vec<u8>,
    /// Kinds of the file-level statements so far: true for `declare`,
    /// false for anything else; `None` for an empty statement.
    top: Vec<Option<bool>>,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(src: &'a [u8]) -> Self {
        let (toks, lexer_warnings, docs) = crate::lexer::tokenize_full(src);
        Parser {
            src,
            toks,
            docs,
            docs_taken: 0,
            lexer_warnings,
            diagnostics: Vec::new(),
            pos: 0,
            depth: 0,
            compile_error: None,
            in_function: 0,
            item_start: None,
            literals: std::collections::HashMap::new(),
            loops: 0,
            ns: NamespaceState::default(),
        }
    }

    /// The doc comment of the declaration starting at token `i`: as php's
    /// scanner keeps it, the last one before it that no earlier declaration
    /// took and no `}` came after.
    pub(crate) fn doc_before(&mut self, i: usize) -> Option<Vec<u8>> {
        let start = self.toks.get(i)?.start;
        let k = self.docs.partition_point(|d| d.1 <= start);
        if k == 0 || k <= self.docs_taken {
            return None;
        }
        self.docs_taken = k;
        let d = self.docs[k - 1];
        let reset = self.toks[..i]
            .iter()
            .rev()
            .take_while(|t| t.start >= d.1)
            .any(|t| t.kind == Tok::RBrace);
        (!reset).then(|| self.src[d.0 as usize..d.1 as usize].to_vec())
    }

    pub(crate) fn parse_program(self) -> PResult<Program> {
        self.parse_program_diag().map(|(p, _)| p)
    }

    /// The program and the deprecations found while parsing it.
    pub(crate) fn parse_program_diag(mut self) -> PResult<(Program, Vec<crate::Diagnostic>)> {
        let stmts = self.top_statement_list(None)?;
        if self.cur() != Tok::Eof {
            return Err(self.unexpected(&["end of file"]));
        }
        if let Some(e) = self.compile_error.take() {
            return Err(e);
        }
        Ok((Program { stmts }, self.diagnostics))
    }

    // ---- token access ---------------------------------------------------

    fn tok(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    fn cur(&self) -> Tok {
        self.tok().kind
    }

    fn peek_at(&self, n: usize) -> Tok {
        self.toks
            .get(self.pos + n)
            .map(|t| t.kind)
            .unwrap_or(Tok::Eof)
    }

    fn line(&self) -> u32 {
        self.tok().line
    }

    fn bump(&mut self) -> Token {
        let t = self.tok().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    fn advance(&mut self) {
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
    }

    fn eat(&mut self, k: Tok) -> bool {
        if self.cur() == k {
            self.advance();
            true
        } else {
            false
        }
    }

    /// Consumes `k` or fails with `unexpected X, expecting <k>`.
    fn expect(&mut self, k: Tok) -> PResult<Token> {
        if self.cur() == k {
            Ok(self.bump())
        } else {
            Err(self.unexpected(&[&expected_name(k)]))
        }
    }

    /// Consumes `k` or fails with plain `unexpected X` (when PHP's parser
    /// state allows too many tokens to list).
    fn expect_quiet(&mut self, k: Tok) -> PResult<Token> {
        if self.cur() == k {
            Ok(self.bump())
        } else {
            Err(self.unexpected(&[]))
        }
    }

    fn text(&self, t: &Token) -> &'a [u8] {
        &self.src[t.start as usize..t.end as usize]
    }

    fn str_value(t: &Token) -> Vec<u8> {
        match &t.value {
            TokVal::Str(s) => s.clone(),
            _ => Vec::new(),
        }
    }

    // ---- errors -----------------------------------------------------------

    /// `syntax error, unexpected <current token>[, expecting A or B]`, or the
    /// lexer's message if the current token is a lexical error.
    fn unexpected(&self, expecting: &[&str]) -> ParseError {
        let t = self.tok();
        if t.kind == Tok::Error {
            return ParseError {
                kind: ErrorKind::Syntax,
                message: String::from_utf8_lossy(&Self::str_value(t)).into_owned(),
                line: t.end_line,
            };
        }
        let mut msg = String::from("syntax error, unexpected ");
        msg.push_str(&self.describe(t));
        if !expecting.is_empty() && expecting.len() <= 4 {
            msg.push_str(", expecting ");
            msg.push_str(&expecting.join(" or "));
        }
        ParseError {
            kind: ErrorKind::Syntax,
            message: msg,
            line: t.end_line,
        }
    }

    /// The unexpected-token part of a bison message (php-src `zend_yytnamerr`).
    fn describe(&self, t: &Token) -> String {
        match t.kind {
            Tok::Eof => return "end of file".into(),
            Tok::NsSeparator => return "token \"\\\"".into(),
            Tok::Amp | Tok::AmpVar => return "token \"&\"".into(),
            Tok::DoubleQuote => return "double-quote mark".into(),
            _ => {}
        }
        let name = t.kind.grammar_name();
        let name = name
            .strip_prefix('"')
            .and_then(|n| n.strip_suffix('"'))
            .unwrap_or(name);
        if let Some(inner) = name.strip_prefix('\'') {
            let inner = inner.strip_suffix('\'').unwrap_or(inner);
            return format!("token \"{inner}\"");
        }
        let mut content = self.text(t);
        if t.kind == Tok::BadCharacter && content.len() == 1 {
            return format!("character 0x{:02X}", content[0]);
        }
        if let Some(nl) = content.iter().position(|&b| b == b'\n') {
            content = &content[..nl];
        }
        let mut toktype = name.to_string();
        if t.kind == Tok::ConstantEncapsedString && !content.is_empty() {
            if content[0] == b'"' {
                toktype = "double-quoted string".into();
            } else if content[0] == b'\'' {
                toktype = "single-quoted string".into();
            }
        }
        if !content.is_empty() && (content[0] == b'\'' || content[0] == b'"') {
            content = &content[1..];
        }
        if let Some(&last) = content.last() {
            if last == b'\'' || last == b'"' {
                content = &content[..content.len() - 1];
            }
        }
        if content.len() > 33 {
            return format!(
                "{} \"{}...\"",
                toktype,
                String::from_utf8_lossy(&content[..30])
            );
        }
        format!("{} \"{}\"", toktype, String::from_utf8_lossy(content))
    }

    /// A compile-time error (`Fatal error: ...`), reported after parsing.
    fn compile_error(&mut self, message: impl Into<String>, line: u32) {
        if self.compile_error.is_none() {
            self.compile_error = Some(ParseError {
                kind: ErrorKind::Compile,
                message: message.into(),
                line,
            });
        }
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError {
                kind: ErrorKind::Syntax,
                message: "memory exhausted".into(),
                line: self.tok().end_line,
            });
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- names --------------------------------------------------------------

    /// `name`: an identifier or a qualified name token.
    fn is_name_start(&self) -> bool {
        matches!(
            self.cur(),
            Tok::String | Tok::NameQualified | Tok::NameFullyQualified | Tok::NameRelative
        )
    }

    fn name(&mut self) -> PResult<Name> {
        let t = self.tok().clone();
        let name = match t.kind {
            Tok::String => Name {
                text: self.text(&t).to_vec(),
                kind: NameKind::Unqualified,
            },
            Tok::NameQualified => Name {
                text: self.text(&t).to_vec(),
                kind: NameKind::Qualified,
            },
            Tok::NameFullyQualified => Name {
                text: self.text(&t)[1..].to_vec(),
                kind: NameKind::FullyQualified,
            },
            Tok::NameRelative => Name {
                text: Self::str_value(&t),
                kind: NameKind::Relative,
            },
            _ => return Err(self.unexpected(&[])),
        };
        self.advance();
        Ok(name)
    }

    /// `identifier`: T_STRING or any semi-reserved keyword.
    fn identifier(&mut self) -> PResult<Ident> {
        let k = self.cur();
        if k == Tok::String || k.is_semi_reserved() {
            let t = self.bump();
            Ok(self.text(&t).to_vec())
        } else {
            Err(self.unexpected(&[]))
        }
    }

    fn is_identifier(&self) -> bool {
        let k = self.cur();
        k == Tok::String || k.is_semi_reserved()
    }

    /// The name of a `T_VARIABLE` token without its `$`.
    fn var_name(&self, t: &Token) -> Ident {
        self.text(t)[1..].to_vec()
    }
}

/// How bison lists an expected token (php-src `zend_yytnamerr`, second half).
pub(crate) fn expected_name(k: Tok) -> String {
    if k == Tok::NsSeparator {
        return "\"\\\"".into();
    }
    let name = k.grammar_name();
    let name = name
        .strip_prefix('"')
        .and_then(|n| n.strip_suffix('"'))
        .unwrap_or(name);
    name.replace('\'', "\"")
}
