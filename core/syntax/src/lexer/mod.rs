//! The scanner: PHP source bytes to tokens, following php-src's
//! `zend_language_scanner.l` state by state.
//!
//! The scanner is a mode machine. Its modes are the scanner start conditions of
//! php-src (`INITIAL`, `ST_IN_SCRIPTING`, `ST_DOUBLE_QUOTES`, ...) and, as in
//! php-src, some of them are kept on a stack: `{` inside code pushes
//! `Scripting`, `{$` inside a string pushes `Scripting` and the matching `}` pops
//! back into the string.
//!
//! Whitespace, comments and the open tag are dropped; `?>` is returned as `;`
//! and `<?=` as `echo`, as php-src does in parser mode. Bracket nesting is
//! checked here (`Unmatched '}'`, `Unclosed '{'`), as in php-src. A lexical
//! error ends the token stream with a [`Tok::Error`] token carrying the message;
//! the parser reports it when it reaches that token, so an earlier syntax error
//! wins, as it does in PHP.

mod escape;
mod number;
pub mod token;

pub use token::{Tok, TokVal, Token};

use escape::{scan_escapes, strip_heredoc_indentation};

/// Scanner start conditions (php-src's `ST_*` states).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Inline HTML outside `<?php ... ?>`.
    Initial,
    Scripting,
    /// After `->`: the next identifier is a property name, even a keyword.
    LookingForProperty,
    DoubleQuotes,
    Backquote,
    Heredoc,
    Nowdoc,
    /// Just before the closing heredoc marker.
    EndHeredoc,
    /// After `${` in a string.
    LookingForVarname,
    /// Inside `[...]` after `$var` in a string.
    VarOffset,
}

#[derive(Debug, Clone)]
struct HeredocLabel {
    label: Vec<u8>,
    indentation: usize,
    uses_spaces: bool,
}

/// Result of scanning a heredoc ahead for its closing marker.
struct HeredocScan {
    indentation: usize,
    uses_spaces: bool,
    first_token: Tok,
}

#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
    modes: Vec<Mode>,
    nesting: Vec<(u8, u32)>,
    heredocs: Vec<HeredocLabel>,
    /// Scanning a heredoc ahead only to find its closing marker.
    scan_only: bool,
    /// Set by the closing marker found in `scan_only` mode.
    found_indentation: Option<(usize, bool)>,
    done: bool,
    /// After `__halt_compiler`: how many of `(`, `)`, `;` are still expected.
    halt: Option<u8>,
    /// Compile warnings found while scanning (octal escape overflows).
    pub(crate) warnings: Vec<crate::Diagnostic>,
    /// Byte ranges of `/** ... */` doc comments, in source order.
    pub(crate) docs: Vec<(u32, u32)>,
}

/// Newlines (`\n`, `\r\n` or a lone `\r`) in `s`.
fn count_newlines(s: &[u8]) -> u32 {
    let mut n = 0;
    for (k, &c) in s.iter().enumerate() {
        if c == b'\n' || (c == b'\r' && s.get(k + 1) != Some(&b'\n')) {
            n += 1;
        }
    }
    n
}

fn is_label_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}

fn is_label_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// Splits a source into tokens (without whitespace and comments). The last
/// token is [`Tok::Eof`] or [`Tok::Error`].
pub fn tokenize(src: &[u8]) -> Vec<Token> {
    tokenize_with_warnings(src).0
}

/// [`tokenize`], plus the compile warnings the scanner raises (PHP's
/// `E_COMPILE_WARNING`s for octal escape overflow), in source order.
pub fn tokenize_with_warnings(src: &[u8]) -> (Vec<Token>, Vec<crate::Diagnostic>) {
    let (t, w, _) = tokenize_full(src);
    (t, w)
}

/// [`tokenize_with_warnings`], plus the byte ranges of doc comments (which
/// the parser attaches to the declarations they precede).
pub(crate) fn tokenize_full(src: &[u8]) -> (Vec<Token>, Vec<crate::Diagnostic>, Vec<(u32, u32)>) {
    let mut lx = Lexer::new(src);
    let mut out = Vec::with_capacity(src.len() / 5 + 4);
    let mut stuck = 0;
    loop {
        let before = lx.pos;
        let mut t = lx.next_token();
        // Safety net: a scanner state that stops consuming input would
        // produce tokens forever.
        stuck = if lx.pos == before { stuck + 1 } else { 0 };
        if stuck > 16 {
            debug_assert!(false, "the scanner is stuck at byte {before}");
            t = lx.error("syntax error, unexpected end of file");
        }
        let end = matches!(t.kind, Tok::Eof | Tok::Error);
        out.push(t);
        if end {
            return (out, lx.warnings, lx.docs);
        }
    }
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            line: 1,
            modes: vec![Mode::Initial],
            nesting: Vec::new(),
            heredocs: Vec::new(),
            scan_only: false,
            warnings: Vec::new(),
            docs: Vec::new(),
            found_indentation: None,
            done: false,
            halt: None,
        }
    }

    /// The bytes after `__halt_compiler();`, once the lexer has stopped there.
    pub fn rest(&self) -> &'a [u8] {
        &self.src[self.pos.min(self.src.len())..]
    }

    fn mode(&self) -> Mode {
        *self.modes.last().unwrap_or(&Mode::Scripting)
    }

    fn set_mode(&mut self, m: Mode) {
        if let Some(top) = self.modes.last_mut() {
            *top = m;
        } else {
            self.modes.push(m);
        }
    }

    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn count_lines(&mut self, from: usize, to: usize) {
        let to = to.min(self.src.len());
        if from < to {
            let mut n = 0u32;
            let bytes = &self.src[from..to];
            let mut i = 0;
            while i < bytes.len() {
                match bytes[i] {
                    b'\n' => n += 1,
                    b'\r' if bytes.get(i + 1) != Some(&b'\n') => n += 1,
                    _ => {}
                }
                i += 1;
            }
            self.line += n;
        }
    }

    fn tok(&mut self, kind: Tok, start: usize, line: u32, value: TokVal) -> Token {
        let end = self.pos;
        self.count_lines(start, end);
        Token {
            kind,
            start: start as u32,
            end: end as u32,
            line,
            end_line: self.line,
            value,
        }
    }

    /// `scan_escapes` over `src[from..to]`, recording octal overflow warnings
    /// at the line of each escape (`line` is where the text starts).
    fn escapes(
        &mut self,
        from: usize,
        to: usize,
        quote: u8,
        line: u32,
    ) -> Result<Vec<u8>, &'static str> {
        let mut overflows = Vec::new();
        let r = scan_escapes(&self.src[from..to], quote, &mut overflows);
        let src = self.src;
        self.octal_warnings(&src[from..to], &overflows, line);
        r
    }

    fn octal_warnings(&mut self, text: &[u8], overflows: &[(usize, [u8; 3])], line: u32) {
        if self.scan_only {
            return;
        }
        for (off, digits) in overflows {
            self.warnings.push(crate::Diagnostic {
                level: crate::E_COMPILE_WARNING,
                message: format!(
                    "Octal escape sequence overflow \\{} is greater than \\377",
                    String::from_utf8_lossy(digits)
                ),
                line: line + count_newlines(&text[..*off]),
            });
        }
    }

    fn error(&mut self, msg: impl Into<String>) -> Token {
        self.done = true;
        let line = self.line;
        Token {
            kind: Tok::Error,
            start: self.pos as u32,
            end: self.pos as u32,
            line,
            end_line: line,
            value: TokVal::Str(msg.into().into_bytes()),
        }
    }

    fn error_at_line(&mut self, msg: impl Into<String>, line: u32) -> Token {
        let mut t = self.error(msg);
        t.line = line;
        t.end_line = line;
        t
    }

    fn eof(&mut self) -> Token {
        self.done = true;
        if !self.scan_only {
            if let Some(&(open, line)) = self.nesting.last() {
                let msg = bad_nesting(open, line, self.line, None);
                return self.error(msg);
            }
        }
        let p = self.src.len();
        Token {
            kind: Tok::Eof,
            start: p as u32,
            end: p as u32,
            line: self.line,
            end_line: self.line,
            value: TokVal::None,
        }
    }

    /// The next token.
    pub fn next_token(&mut self) -> Token {
        if self.done {
            let p = self.src.len() as u32;
            return Token {
                kind: Tok::Eof,
                start: p,
                end: p,
                line: self.line,
                end_line: self.line,
                value: TokVal::None,
            };
        }
        let halt_before = self.halt;
        loop {
            let t = match self.mode() {
                Mode::Initial => self.lex_initial(),
                Mode::Scripting => self.lex_scripting(),
                Mode::LookingForProperty => self.lex_looking_for_property(),
                Mode::DoubleQuotes => self.lex_string_body(b'"'),
                Mode::Backquote => self.lex_string_body(b'`'),
                Mode::Heredoc => self.lex_heredoc_body(),
                Mode::Nowdoc => self.lex_nowdoc_body(),
                Mode::EndHeredoc => self.lex_end_heredoc(),
                Mode::LookingForVarname => self.lex_looking_for_varname(),
                Mode::VarOffset => self.lex_var_offset(),
            };
            if let Some(mut t) = t {
                if let Some(n) = halt_before {
                    t = self.after_halt(t, n);
                }
                return t;
            }
        }
    }

    /// `__halt_compiler ( ) ;` stops the scanner: everything after is data.
    fn after_halt(&mut self, t: Token, n: u8) -> Token {
        let expected = match n {
            3 => Tok::LParen,
            2 => Tok::RParen,
            _ => Tok::Semicolon,
        };
        if t.kind != expected {
            self.halt = None;
        } else if n == 1 {
            self.halt = None;
            self.done = true;
        } else {
            self.halt = Some(n - 1);
        }
        t
    }

    fn enter_nesting(&mut self, c: u8) {
        self.nesting.push((c, self.line));
    }

    /// php-src `exit_nesting`.
    fn exit_nesting(&mut self, closing: u8) -> Result<(), Token> {
        if self.scan_only {
            self.nesting.pop();
            return Ok(());
        }
        match self.nesting.last() {
            None => Err(self.error(format!("Unmatched '{}'", closing as char))),
            Some(&(open, line)) => {
                let ok = matches!((open, closing), (b'{', b'}') | (b'[', b']') | (b'(', b')'));
                if ok {
                    self.nesting.pop();
                    Ok(())
                } else {
                    let msg = bad_nesting(open, line, self.line, Some(closing));
                    Err(self.error(msg))
                }
            }
        }
    }

    // ---- INITIAL -------------------------------------------------------

    fn lex_initial(&mut self) -> Option<Token> {
        let start = self.pos;
        let line = self.line;
        if self.pos >= self.src.len() {
            return Some(self.eof());
        }
        if let Some(t) = self.open_tag() {
            return t;
        }
        // Inline HTML up to the next `<?`.
        let mut i = self.pos;
        loop {
            match memchr_lt(self.src, i) {
                None => {
                    i = self.src.len();
                    break;
                }
                Some(j) => {
                    if self.at(j + 1) == b'?' {
                        i = j;
                        break;
                    }
                    i = j + 1;
                }
            }
        }
        self.pos = i;
        let text = self.src[start..i].to_vec();
        Some(self.tok(Tok::InlineHtml, start, line, TokVal::Str(text)))
    }

    /// `<?php`, `<?=`, `<?`. Returns `Some(None)` after skipping an open tag
    /// and `Some(Some(echo))` for `<?=`.
    fn open_tag(&mut self) -> Option<Option<Token>> {
        if self.peek(0) != b'<' || self.peek(1) != b'?' {
            return None;
        }
        let start = self.pos;
        let line = self.line;
        if self.peek(2) == b'=' {
            self.pos += 3;
            self.set_mode(Mode::Scripting);
            return Some(Some(self.tok(Tok::Echo, start, line, TokVal::None)));
        }
        let p = &self.src[self.pos + 2..];
        if p.len() >= 3 && p[..3].eq_ignore_ascii_case(b"php") {
            let after = p.get(3).copied();
            match after {
                None => {
                    self.pos += 5;
                }
                Some(b' ' | b'\t' | b'\n') => self.pos += 6,
                Some(b'\r') => {
                    self.pos += 6;
                    if self.peek(0) == b'\n' {
                        self.pos += 1;
                    }
                }
                _ => self.pos += 2,
            }
        } else {
            self.pos += 2;
        }
        self.count_lines(start, self.pos);
        self.set_mode(Mode::Scripting);
        Some(None)
    }

    // ---- ST_IN_SCRIPTING ----------------------------------------------

    fn skip_whitespace_and_comments(&mut self) -> Option<Token> {
        loop {
            let c = self.peek(0);
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => {
                    let s = self.pos;
                    while matches!(self.peek(0), b' ' | b'\t' | b'\n' | b'\r') {
                        self.pos += 1;
                    }
                    self.count_lines(s, self.pos);
                }
                b'#' if self.peek(1) != b'[' => self.line_comment(),
                b'/' if self.peek(1) == b'/' => self.line_comment(),
                b'/' if self.peek(1) == b'*' => {
                    let s = self.pos;
                    let body = self.pos + 2;
                    match find(self.src, body, b"*/") {
                        Some(j) => {
                            // `/**` and whitespace opens a doc comment (`/**/` does not).
                            if self.at(body) == b'*'
                                && matches!(self.at(body + 1), b' ' | b'\t' | b'\n' | b'\r')
                            {
                                self.docs.push((s as u32, (j + 2) as u32));
                            }
                            self.pos = j + 2;
                            self.count_lines(s, self.pos);
                        }
                        None => {
                            let line = self.line;
                            self.pos = self.src.len();
                            self.count_lines(s, self.pos);
                            let mut t =
                                self.error(format!("Unterminated comment starting line {line}"));
                            t.line = line;
                            t.end_line = line;
                            return Some(t);
                        }
                    }
                }
                _ => return None,
            }
        }
    }

    /// `#` and `//` comments end at a newline or before `?>`.
    fn line_comment(&mut self) {
        let mut i = self.pos;
        let n = self.src.len();
        while i < n {
            match self.src[i] {
                b'\n' | b'\r' => break,
                b'?' if self.at(i + 1) == b'>' => break,
                _ => i += 1,
            }
        }
        self.pos = i;
    }

    fn lex_scripting(&mut self) -> Option<Token> {
        if let Some(t) = self.skip_whitespace_and_comments() {
            return Some(t);
        }
        let start = self.pos;
        let line = self.line;
        if self.pos >= self.src.len() {
            return Some(self.eof());
        }
        let c = self.peek(0);
        let c1 = self.peek(1);
        let c2 = self.peek(2);
        macro_rules! op {
            ($len:expr, $tok:expr) => {{
                self.pos += $len;
                return Some(self.tok($tok, start, line, TokVal::None));
            }};
        }
        match c {
            b'$' => {
                if is_label_start(c1) {
                    self.pos += 1;
                    self.eat_label();
                    return Some(self.tok(Tok::Variable, start, line, TokVal::None));
                }
                op!(1, Tok::Dollar)
            }
            b'0'..=b'9' => return Some(self.lex_number()),
            b'.' => {
                if c1.is_ascii_digit() {
                    return Some(self.lex_number());
                }
                if c1 == b'.' && c2 == b'.' {
                    op!(3, Tok::Ellipsis)
                }
                if c1 == b'=' {
                    op!(2, Tok::ConcatEqual)
                }
                op!(1, Tok::Dot)
            }
            b'\'' => return Some(self.lex_single_quoted(start, 1)),
            b'"' => return Some(self.lex_double_quoted(start, 1)),
            b'`' => {
                self.modes.push(Mode::Backquote);
                op!(1, Tok::Backtick)
            }
            b'b' | b'B' if c1 == b'\'' => return Some(self.lex_single_quoted(start, 2)),
            b'b' | b'B' if c1 == b'"' => return Some(self.lex_double_quoted(start, 2)),
            b'b' | b'B' if c1 == b'<' && c2 == b'<' && self.peek(3) == b'<' => {
                if let Some(t) = self.lex_heredoc_start(start, 1) {
                    return Some(t);
                }
            }
            _ => {}
        }
        if is_label_start(c) {
            return Some(self.lex_label(start, line));
        }
        match c {
            b'\\' => {
                if is_label_start(c1) {
                    self.pos += 1;
                    self.eat_label();
                    while self.peek(0) == b'\\' && is_label_start(self.peek(1)) {
                        self.pos += 1;
                        self.eat_label();
                    }
                    let text = self.src[start + 1..self.pos].to_vec();
                    return Some(self.tok(Tok::NameFullyQualified, start, line, TokVal::Str(text)));
                }
                op!(1, Tok::NsSeparator)
            }
            b'?' => {
                if c1 == b'>' {
                    // `?>` ends the statement and eats one newline.
                    self.pos += 2;
                    let t = self.tok(Tok::Semicolon, start, line, TokVal::None);
                    if self.peek(0) == b'\n' {
                        self.pos += 1;
                    } else if self.peek(0) == b'\r' {
                        self.pos += 1;
                        if self.peek(0) == b'\n' {
                            self.pos += 1;
                        }
                    }
                    self.count_lines(start + 2, self.pos);
                    self.set_mode(Mode::Initial);
                    return Some(t);
                }
                if c1 == b'?' {
                    if c2 == b'=' {
                        op!(3, Tok::CoalesceEqual)
                    }
                    op!(2, Tok::Coalesce)
                }
                if c1 == b'-' && c2 == b'>' {
                    self.pos += 3;
                    self.modes.push(Mode::LookingForProperty);
                    return Some(self.tok(Tok::NullsafeObjectOperator, start, line, TokVal::None));
                }
                op!(1, Tok::Question)
            }
            b'-' => {
                if c1 == b'>' {
                    self.pos += 2;
                    self.modes.push(Mode::LookingForProperty);
                    return Some(self.tok(Tok::ObjectOperator, start, line, TokVal::None));
                }
                if c1 == b'-' {
                    op!(2, Tok::Dec)
                }
                if c1 == b'=' {
                    op!(2, Tok::MinusEqual)
                }
                op!(1, Tok::Minus)
            }
            b'+' => {
                if c1 == b'+' {
                    op!(2, Tok::Inc)
                }
                if c1 == b'=' {
                    op!(2, Tok::PlusEqual)
                }
                op!(1, Tok::Plus)
            }
            b'*' => {
                if c1 == b'*' {
                    if c2 == b'=' {
                        op!(3, Tok::PowEqual)
                    }
                    op!(2, Tok::Pow)
                }
                if c1 == b'=' {
                    op!(2, Tok::MulEqual)
                }
                op!(1, Tok::Star)
            }
            b'/' => {
                if c1 == b'=' {
                    op!(2, Tok::DivEqual)
                }
                op!(1, Tok::Slash)
            }
            b'%' => {
                if c1 == b'=' {
                    op!(2, Tok::ModEqual)
                }
                op!(1, Tok::Percent)
            }
            b'=' => {
                if c1 == b'=' {
                    if c2 == b'=' {
                        op!(3, Tok::IsIdentical)
                    }
                    op!(2, Tok::IsEqual)
                }
                if c1 == b'>' {
                    op!(2, Tok::DoubleArrow)
                }
                op!(1, Tok::Eq)
            }
            b'!' => {
                if c1 == b'=' {
                    if c2 == b'=' {
                        op!(3, Tok::IsNotIdentical)
                    }
                    op!(2, Tok::IsNotEqual)
                }
                op!(1, Tok::Bang)
            }
            b'<' => {
                if c1 == b'<' && c2 == b'<' {
                    if let Some(t) = self.lex_heredoc_start(start, 0) {
                        return Some(t);
                    }
                }
                if c1 == b'<' {
                    if c2 == b'=' {
                        op!(3, Tok::SlEqual)
                    }
                    op!(2, Tok::Sl)
                }
                if c1 == b'=' {
                    if c2 == b'>' {
                        op!(3, Tok::Spaceship)
                    }
                    op!(2, Tok::IsSmallerOrEqual)
                }
                if c1 == b'>' {
                    op!(2, Tok::IsNotEqual)
                }
                op!(1, Tok::Lt)
            }
            b'>' => {
                if c1 == b'>' {
                    if c2 == b'=' {
                        op!(3, Tok::SrEqual)
                    }
                    op!(2, Tok::Sr)
                }
                if c1 == b'=' {
                    op!(2, Tok::IsGreaterOrEqual)
                }
                op!(1, Tok::Gt)
            }
            b'&' => {
                if c1 == b'&' {
                    op!(2, Tok::BooleanAnd)
                }
                if c1 == b'=' {
                    op!(2, Tok::AndEqual)
                }
                let mut i = self.pos + 1;
                while matches!(self.at(i), b' ' | b'\t' | b'\r' | b'\n') {
                    i += 1;
                }
                let followed = self.at(i) == b'$'
                    || (self.at(i) == b'.' && self.at(i + 1) == b'.' && self.at(i + 2) == b'.');
                op!(1, if followed { Tok::AmpVar } else { Tok::Amp })
            }
            b'|' => {
                if c1 == b'|' {
                    op!(2, Tok::BooleanOr)
                }
                if c1 == b'=' {
                    op!(2, Tok::OrEqual)
                }
                op!(1, Tok::Pipe)
            }
            b'^' => {
                if c1 == b'=' {
                    op!(2, Tok::XorEqual)
                }
                op!(1, Tok::Caret)
            }
            b':' => {
                if c1 == b':' {
                    op!(2, Tok::PaamayimNekudotayim)
                }
                op!(1, Tok::Colon)
            }
            b'#' => {
                // `#[` (a plain `#` starts a comment, handled above).
                self.pos += 2;
                self.enter_nesting(b'[');
                Some(self.tok(Tok::Attribute, start, line, TokVal::None))
            }
            b'(' => {
                if let Some(t) = self.lex_cast(start, line) {
                    return Some(t);
                }
                self.enter_nesting(b'(');
                op!(1, Tok::LParen)
            }
            b'[' => {
                self.enter_nesting(b'[');
                op!(1, Tok::LBracket)
            }
            b'{' => {
                self.enter_nesting(b'{');
                self.modes.push(Mode::Scripting);
                op!(1, Tok::LBrace)
            }
            b')' | b']' => {
                if let Err(e) = self.exit_nesting(c) {
                    return Some(e);
                }
                op!(
                    1,
                    if c == b')' {
                        Tok::RParen
                    } else {
                        Tok::RBracket
                    }
                )
            }
            b'}' => {
                if let Err(e) = self.exit_nesting(b'}') {
                    return Some(e);
                }
                if self.modes.len() > 1 {
                    self.modes.pop();
                }
                op!(1, Tok::RBrace)
            }
            b';' => op!(1, Tok::Semicolon),
            b',' => op!(1, Tok::Comma),
            b'~' => op!(1, Tok::Tilde),
            b'@' => op!(1, Tok::At),
            b'"' => op!(1, Tok::DoubleQuote),
            _ => op!(1, Tok::BadCharacter),
        }
    }

    fn eat_label(&mut self) {
        while is_label_char(self.peek(0)) {
            self.pos += 1;
        }
    }

    /// Identifiers, keywords and qualified names.
    fn lex_label(&mut self, start: usize, line: u32) -> Token {
        self.eat_label();
        let word_end = self.pos;
        if self.peek(0) == b'\\' && is_label_start(self.peek(1)) {
            while self.peek(0) == b'\\' && is_label_start(self.peek(1)) {
                self.pos += 1;
                self.eat_label();
            }
            let word = &self.src[start..word_end];
            if word.eq_ignore_ascii_case(b"namespace") {
                let text = self.src[word_end + 1..self.pos].to_vec();
                return self.tok(Tok::NameRelative, start, line, TokVal::Str(text));
            }
            let text = self.src[start..self.pos].to_vec();
            return self.tok(Tok::NameQualified, start, line, TokVal::Str(text));
        }
        let word = &self.src[start..word_end];
        let lower = word.to_ascii_lowercase();
        let kind = match token::keyword(&lower) {
            Some(Tok::Yield) => {
                // `yield from` (only whitespace between the words in 8.2).
                let mut i = self.pos;
                while matches!(self.at(i), b' ' | b'\t' | b'\r' | b'\n') {
                    i += 1;
                }
                if i > self.pos
                    && i + 4 <= self.src.len()
                    && self.src[i..i + 4].eq_ignore_ascii_case(b"from")
                    && !is_label_char(self.at(i + 4))
                {
                    self.pos = i + 4;
                    Tok::YieldFrom
                } else {
                    Tok::Yield
                }
            }
            Some(k) => k,
            None if lower == b"enum" => self.enum_keyword(),
            None => Tok::String,
        };
        if kind == Tok::HaltCompiler {
            let t = self.tok(kind, start, line, TokVal::None);
            self.halt = Some(3);
            return t;
        }
        self.tok(kind, start, line, TokVal::None)
    }

    /// `enum` is a keyword only before a name that is not `extends`/`implements`.
    fn enum_keyword(&self) -> Tok {
        let mut i = self.pos;
        loop {
            match self.at(i) {
                b' ' | b'\t' | b'\r' | b'\n' => i += 1,
                b'#' if self.at(i + 1) != b'[' => {
                    while i < self.src.len() && !matches!(self.src[i], b'\n' | b'\r') {
                        i += 1;
                    }
                }
                b'/' if self.at(i + 1) == b'/' => {
                    while i < self.src.len() && !matches!(self.src[i], b'\n' | b'\r') {
                        i += 1;
                    }
                }
                b'/' if self.at(i + 1) == b'*' => match find(self.src, i + 2, b"*/") {
                    Some(j) => i = j + 2,
                    None => return Tok::String,
                },
                _ => break,
            }
        }
        if i == self.pos || !is_label_start(self.at(i)) {
            return Tok::String;
        }
        let s = i;
        while is_label_char(self.at(i)) {
            i += 1;
        }
        let w = &self.src[s..i];
        if w.eq_ignore_ascii_case(b"extends") || w.eq_ignore_ascii_case(b"implements") {
            Tok::String
        } else {
            Tok::Enum
        }
    }

    /// `(int)`, `( string )`, ... — php-src allows spaces and tabs inside.
    fn lex_cast(&mut self, start: usize, line: u32) -> Option<Token> {
        let mut i = self.pos + 1;
        while matches!(self.at(i), b' ' | b'\t') {
            i += 1;
        }
        let ws = i;
        while self.at(i).is_ascii_alphabetic() {
            i += 1;
        }
        let word = self.src[ws..i].to_ascii_lowercase();
        while matches!(self.at(i), b' ' | b'\t') {
            i += 1;
        }
        if self.at(i) != b')' {
            return None;
        }
        let kind = match &word[..] {
            b"int" | b"integer" => Tok::IntCast,
            b"bool" | b"boolean" => Tok::BoolCast,
            b"float" | b"double" => Tok::DoubleCast,
            b"real" => {
                self.pos = i + 1;
                return Some(self.error("The (real) cast has been removed, use (float) instead"));
            }
            b"string" | b"binary" => Tok::StringCast,
            b"array" => Tok::ArrayCast,
            b"object" => Tok::ObjectCast,
            b"unset" => Tok::UnsetCast,
            _ => return None,
        };
        self.pos = i + 1;
        Some(self.tok(kind, start, line, TokVal::None))
    }

    fn lex_single_quoted(&mut self, start: usize, skip: usize) -> Token {
        let line = self.line;
        let mut i = self.pos + skip;
        let mut out = Vec::new();
        let n = self.src.len();
        while i < n {
            match self.src[i] {
                b'\'' => {
                    self.pos = i + 1;
                    return self.tok(Tok::ConstantEncapsedString, start, line, TokVal::Str(out));
                }
                b'\\' if i + 1 < n && matches!(self.src[i + 1], b'\'' | b'\\') => {
                    out.push(self.src[i + 1]);
                    i += 2;
                }
                c => {
                    out.push(c);
                    i += 1;
                }
            }
        }
        // Unterminated: php-src returns the rest as string content (and
        // reports it on the line where it starts).
        self.pos = n;
        let text = self.src[start + skip..n].to_vec();
        let mut t = self.tok(Tok::EncapsedAndWhitespace, start, line, TokVal::Str(text));
        t.end_line = line;
        t
    }

    fn lex_double_quoted(&mut self, start: usize, skip: usize) -> Token {
        let line = self.line;
        let body = self.pos + skip;
        let mut i = body;
        let n = self.src.len();
        while i < n {
            match self.src[i] {
                b'"' => {
                    self.pos = i + 1;
                    return match self.escapes(body, i, b'"', line) {
                        Ok(v) => self.tok(Tok::ConstantEncapsedString, start, line, TokVal::Str(v)),
                        Err(msg) => {
                            self.count_lines(start, i + 1);
                            self.error(msg)
                        }
                    };
                }
                b'$' if is_label_start(self.at(i + 1)) || self.at(i + 1) == b'{' => break,
                b'{' if self.at(i + 1) == b'$' => break,
                b'\\' => i += 2,
                _ => i += 1,
            }
        }
        // Interpolated (or unterminated): the quote is a token of its own.
        self.pos = body;
        self.modes.push(Mode::DoubleQuotes);
        self.tok(Tok::DoubleQuote, start, line, TokVal::None)
    }

    // ---- heredoc / nowdoc -----------------------------------------------

    /// `<<<LABEL`, `<<<"LABEL"`, `<<<'LABEL'` followed by a newline.
    fn lex_heredoc_start(&mut self, start: usize, skip: usize) -> Option<Token> {
        let line = self.line;
        let mut i = self.pos + skip + 3;
        while matches!(self.at(i), b' ' | b'\t') {
            i += 1;
        }
        let quote = match self.at(i) {
            q @ (b'\'' | b'"') => {
                i += 1;
                Some(q)
            }
            _ => None,
        };
        if !is_label_start(self.at(i)) {
            return None;
        }
        let ls = i;
        while is_label_char(self.at(i)) {
            i += 1;
        }
        let label = self.src[ls..i].to_vec();
        if let Some(q) = quote {
            if self.at(i) != q {
                return None;
            }
            i += 1;
        }
        match self.at(i) {
            b'\n' => i += 1,
            b'\r' => {
                i += 1;
                if self.at(i) == b'\n' {
                    i += 1;
                }
            }
            _ => return None,
        }
        self.pos = i;
        let nowdoc = quote == Some(b'\'');
        let t = self.tok(Tok::StartHeredoc, start, line, TokVal::None);
        // Immediately closed?
        let mut j = self.pos;
        let mut spacing = 0u8;
        while matches!(self.at(j), b' ' | b'\t') {
            spacing |= if self.at(j) == b'\t' { 1 } else { 2 };
            j += 1;
        }
        let indentation = j - self.pos;
        if self.label_at(j, &label) {
            if spacing == 3 && !self.scan_only {
                return Some(self.error("Invalid indentation - tabs and spaces cannot be mixed"));
            }
            self.heredocs.push(HeredocLabel {
                label,
                indentation,
                uses_spaces: spacing == 2,
            });
            self.modes.push(Mode::EndHeredoc);
            return Some(t);
        }
        self.heredocs.push(HeredocLabel {
            label,
            indentation: 0,
            uses_spaces: false,
        });
        if nowdoc {
            self.modes.push(Mode::Nowdoc);
            return Some(t);
        }
        self.modes.push(Mode::Heredoc);
        if !self.scan_only {
            let scan = self.scan_heredoc_ahead();
            if let Some(scan) = scan {
                if matches!(
                    scan.first_token,
                    Tok::Variable | Tok::DollarOpenCurlyBraces | Tok::CurlyOpen
                ) && scan.indentation > 0
                {
                    return Some(self.error_at_line(
                        format!(
                            "Invalid body indentation level (expecting an indentation level of at least {})",
                            scan.indentation
                        ),
                        line,
                    ));
                }
                if let Some(h) = self.heredocs.last_mut() {
                    h.indentation = scan.indentation;
                    h.uses_spaces = scan.uses_spaces;
                }
            }
        }
        Some(t)
    }

    /// Runs a copy of the scanner over the heredoc body to find the closing
    /// marker's indentation (php-src `heredoc_scan_only`).
    fn scan_heredoc_ahead(&self) -> Option<HeredocScan> {
        let mut sub = self.clone();
        sub.scan_only = true;
        sub.halt = None;
        let mut level = 1;
        let mut first = None;
        let mut result = None;
        while level > 0 {
            let t = sub.next_token();
            if first.is_none() {
                first = Some(t.kind);
            }
            if let Some(found) = sub.found_indentation.take() {
                if level == 1 {
                    result = Some(found);
                }
            }
            match t.kind {
                Tok::StartHeredoc => {
                    level += 1;
                    // An immediately closed nested heredoc has no body token.
                    if sub.mode() == Mode::EndHeredoc {
                        sub.found_indentation = None;
                    }
                }
                Tok::EndHeredoc => level -= 1,
                Tok::Eof | Tok::Error => break,
                _ => {}
            }
        }
        let (indentation, uses_spaces) = result?;
        Some(HeredocScan {
            indentation,
            uses_spaces,
            first_token: first.unwrap_or(Tok::Eof),
        })
    }

    fn label_at(&self, j: usize, label: &[u8]) -> bool {
        j + label.len() <= self.src.len()
            && &self.src[j..j + label.len()] == label
            && !is_label_char(self.at(j + label.len()))
    }

    fn lex_end_heredoc(&mut self) -> Option<Token> {
        let start = self.pos;
        let line = self.line;
        let h = self.heredocs.pop()?;
        self.pos += h.indentation + h.label.len();
        self.modes.pop();
        Some(self.tok(Tok::EndHeredoc, start, line, TokVal::None))
    }

    fn lex_nowdoc_body(&mut self) -> Option<Token> {
        if self.pos >= self.src.len() {
            return Some(self.eof());
        }
        let start = self.pos;
        let line = self.line;
        let label = self.heredocs.last()?.label.clone();
        let n = self.src.len();
        let mut i = self.pos;
        loop {
            let Some(next) = memchr_nl(self.src, i) else {
                self.pos = n;
                let text = self.src[start..n].to_vec();
                return Some(self.tok(Tok::EncapsedAndWhitespace, start, line, TokVal::Str(text)));
            };
            let nl_len = if next >= 2 && self.src[next - 2] == b'\r' && self.src[next - 1] == b'\n'
            {
                2
            } else {
                1
            };
            i = next;
            let (j, spacing) = self.line_indent(i);
            if !self.label_at(j, &label) {
                continue;
            }
            if spacing == 3 {
                self.pos = j;
                self.count_lines(start, j);
                return Some(self.error("Invalid indentation - tabs and spaces cannot be mixed"));
            }
            let indentation = j - i;
            if let Some(h) = self.heredocs.last_mut() {
                h.indentation = indentation;
                h.uses_spaces = spacing == 2;
            }
            self.pos = i;
            self.set_mode(Mode::EndHeredoc);
            let raw = &self.src[start..i - nl_len];
            return Some(
                match strip_heredoc_indentation(raw, indentation, spacing == 2, true, true) {
                    Ok(v) => self.tok(Tok::EncapsedAndWhitespace, start, line, TokVal::Str(v)),
                    Err((msg, lines)) => {
                        self.line = line + lines;
                        self.error(msg)
                    }
                },
            );
        }
    }

    /// Skips spaces and tabs from `i`; returns the end and which kinds were
    /// seen (1 = tabs, 2 = spaces, 3 = both).
    fn line_indent(&self, mut i: usize) -> (usize, u8) {
        let mut spacing = 0u8;
        while matches!(self.at(i), b' ' | b'\t') {
            spacing |= if self.at(i) == b'\t' { 1 } else { 2 };
            i += 1;
        }
        (i, spacing)
    }

    fn lex_heredoc_body(&mut self) -> Option<Token> {
        let start = self.pos;
        let line = self.line;
        if self.pos >= self.src.len() {
            return Some(self.eof());
        }
        if let Some(t) = self.lex_interpolation_start(start, line) {
            return Some(t);
        }
        let label = self.heredocs.last()?.label.clone();
        let n = self.src.len();
        let mut i = self.pos;
        let mut newline = 0;
        let mut closed = false;
        while i < n {
            let c = self.src[i];
            i += 1;
            match c {
                b'\r' | b'\n' => {
                    let mut nl_len = 1;
                    if c == b'\r' && self.at(i) == b'\n' {
                        i += 1;
                        nl_len = 2;
                    }
                    let (j, spacing) = self.line_indent(i);
                    if self.label_at(j, &label) {
                        if spacing == 3 && !self.scan_only {
                            self.pos = j;
                            self.count_lines(start, j);
                            return Some(
                                self.error("Invalid indentation - tabs and spaces cannot be mixed"),
                            );
                        }
                        newline = nl_len;
                        let indentation = j - i;
                        if self.scan_only {
                            self.found_indentation = Some((indentation, spacing == 2));
                        }
                        if let Some(top) = self.heredocs.last_mut() {
                            top.indentation = indentation;
                        }
                        closed = true;
                        break;
                    }
                    i = j;
                }
                b'$' if is_label_start(self.at(i)) || self.at(i) == b'{' => {
                    i -= 1;
                    break;
                }
                b'{' if self.at(i) == b'$' => {
                    i -= 1;
                    break;
                }
                b'\\' if i < n && !matches!(self.src[i], b'\n' | b'\r') => i += 1,
                _ => {}
            }
        }
        let i = i.min(n);
        self.pos = i;
        if closed {
            self.set_mode(Mode::EndHeredoc);
        }
        if self.scan_only {
            return Some(self.tok(Tok::EncapsedAndWhitespace, start, line, TokVal::None));
        }
        let h = self.heredocs.last()?.clone();
        let raw = &self.src[start..i - newline];
        let newline_at_start = start > 0 && matches!(self.src[start - 1], b'\n' | b'\r');
        let stripped = match strip_heredoc_indentation(
            raw,
            h.indentation,
            h.uses_spaces,
            newline_at_start,
            closed,
        ) {
            Ok(v) => v,
            Err((msg, lines)) => {
                self.line = line + lines;
                return Some(self.error(msg));
            }
        };
        let mut overflows = Vec::new();
        let scanned = scan_escapes(&stripped, 0, &mut overflows);
        self.octal_warnings(&stripped, &overflows, line);
        match scanned {
            Ok(v) => Some(self.tok(Tok::EncapsedAndWhitespace, start, line, TokVal::Str(v))),
            Err(msg) => {
                self.count_lines(start, i);
                Some(self.error(msg))
            }
        }
    }

    /// `$var`, `$var[`, `$var->prop`, `{$`, `${` at the current position of
    /// a string body.
    fn lex_interpolation_start(&mut self, start: usize, line: u32) -> Option<Token> {
        let c = self.peek(0);
        let c1 = self.peek(1);
        if c == b'$' && is_label_start(c1) {
            self.pos += 1;
            self.eat_label();
            let after = self.pos;
            if self.peek(0) == b'[' {
                self.modes.push(Mode::VarOffset);
            } else if self.peek(0) == b'-' && self.peek(1) == b'>' && is_label_start(self.peek(2))
                || self.peek(0) == b'?'
                    && self.peek(1) == b'-'
                    && self.peek(2) == b'>'
                    && is_label_start(self.peek(3))
            {
                self.modes.push(Mode::LookingForProperty);
            }
            self.pos = after;
            return Some(self.tok(Tok::Variable, start, line, TokVal::None));
        }
        if c == b'$' && c1 == b'{' {
            self.pos += 2;
            self.enter_nesting(b'{');
            self.modes.push(Mode::LookingForVarname);
            return Some(self.tok(Tok::DollarOpenCurlyBraces, start, line, TokVal::None));
        }
        if c == b'{' && c1 == b'$' {
            self.pos += 1;
            self.enter_nesting(b'{');
            self.modes.push(Mode::Scripting);
            return Some(self.tok(Tok::CurlyOpen, start, line, TokVal::None));
        }
        None
    }

    /// Inside `"..."` or `` `...` `` after an interpolation started it.
    fn lex_string_body(&mut self, quote: u8) -> Option<Token> {
        let start = self.pos;
        let line = self.line;
        if self.pos >= self.src.len() {
            return Some(self.eof());
        }
        if self.peek(0) == quote {
            self.pos += 1;
            self.modes.pop();
            let kind = if quote == b'"' {
                Tok::DoubleQuote
            } else {
                Tok::Backtick
            };
            return Some(self.tok(kind, start, line, TokVal::None));
        }
        if let Some(t) = self.lex_interpolation_start(start, line) {
            return Some(t);
        }
        let n = self.src.len();
        let mut i = self.pos;
        while i < n {
            let c = self.src[i];
            match c {
                _ if c == quote => break,
                b'$' if is_label_start(self.at(i + 1)) || self.at(i + 1) == b'{' => break,
                b'{' if self.at(i + 1) == b'$' => break,
                b'\\' => i = (i + 2).min(n),
                _ => i += 1,
            }
        }
        self.pos = i;
        match self.escapes(start, i, quote, line) {
            Ok(v) => Some(self.tok(Tok::EncapsedAndWhitespace, start, line, TokVal::Str(v))),
            Err(msg) => {
                self.count_lines(start, i);
                Some(self.error(msg))
            }
        }
    }

    /// After `->` / `?->`: an identifier (even a keyword) is a property name.
    fn lex_looking_for_property(&mut self) -> Option<Token> {
        let in_string = self.modes.len() >= 2
            && matches!(
                self.modes[self.modes.len() - 2],
                Mode::DoubleQuotes | Mode::Heredoc | Mode::Backquote
            );
        if !in_string {
            if let Some(t) = self.skip_whitespace_and_comments() {
                return Some(t);
            }
        }
        let start = self.pos;
        let line = self.line;
        let c = self.peek(0);
        if c == b'-' && self.peek(1) == b'>' {
            self.pos += 2;
            return Some(self.tok(Tok::ObjectOperator, start, line, TokVal::None));
        }
        if c == b'?' && self.peek(1) == b'-' && self.peek(2) == b'>' {
            self.pos += 3;
            return Some(self.tok(Tok::NullsafeObjectOperator, start, line, TokVal::None));
        }
        if is_label_start(c) {
            self.eat_label();
            self.modes.pop();
            return Some(self.tok(Tok::String, start, line, TokVal::None));
        }
        self.modes.pop();
        None
    }

    /// After `${` in a string: `${name}` and `${name[` name a variable.
    fn lex_looking_for_varname(&mut self) -> Option<Token> {
        let start = self.pos;
        let line = self.line;
        if is_label_start(self.peek(0)) {
            let mut i = self.pos;
            while is_label_char(self.at(i)) {
                i += 1;
            }
            if matches!(self.at(i), b'[' | b'}') {
                self.pos = i;
                self.set_mode(Mode::Scripting);
                return Some(self.tok(Tok::StringVarname, start, line, TokVal::None));
            }
        }
        self.set_mode(Mode::Scripting);
        None
    }

    /// `$a[...]` inside a string: the simple-syntax offset.
    fn lex_var_offset(&mut self) -> Option<Token> {
        let start = self.pos;
        let line = self.line;
        let c = self.peek(0);
        if self.pos >= self.src.len() {
            return Some(self.eof());
        }
        if c.is_ascii_digit() {
            let mut i = self.pos;
            // {LNUM}|{HNUM}|{BNUM}|{ONUM}: kept as a string unless a plain decimal.
            if c == b'0'
                && matches!(self.at(i + 1), b'x' | b'X')
                && self.at(i + 2).is_ascii_hexdigit()
            {
                i += 2;
                i = eat_digits(self.src, i, |b| b.is_ascii_hexdigit());
            } else if c == b'0'
                && matches!(self.at(i + 1), b'b' | b'B')
                && matches!(self.at(i + 2), b'0' | b'1')
            {
                i += 2;
                i = eat_digits(self.src, i, |b| b == b'0' || b == b'1');
            } else if c == b'0'
                && matches!(self.at(i + 1), b'o' | b'O')
                && matches!(self.at(i + 2), b'0'..=b'7')
            {
                i += 2;
                i = eat_digits(self.src, i, |b| (b'0'..=b'7').contains(&b));
            } else {
                i = eat_digits(self.src, i, |b| b.is_ascii_digit());
            }
            self.pos = i;
            let text = &self.src[start..i];
            let is_plain =
                text == b"0" || (text[0] != b'0' && text.iter().all(|b| b.is_ascii_digit()));
            let value = if is_plain {
                match std::str::from_utf8(text)
                    .ok()
                    .and_then(|s| s.parse::<i64>().ok())
                {
                    Some(v) => TokVal::Int(v),
                    None => TokVal::Str(text.to_vec()),
                }
            } else {
                TokVal::Str(text.to_vec())
            };
            return Some(self.tok(Tok::NumString, start, line, value));
        }
        if c == b'$' && is_label_start(self.peek(1)) {
            self.pos += 1;
            self.eat_label();
            return Some(self.tok(Tok::Variable, start, line, TokVal::None));
        }
        if c == b']' {
            self.pos += 1;
            self.modes.pop();
            return Some(self.tok(Tok::RBracket, start, line, TokVal::None));
        }
        if is_label_start(c) {
            self.eat_label();
            return Some(self.tok(Tok::String, start, line, TokVal::None));
        }
        if matches!(c, b' ' | b'\n' | b'\r' | b'\t' | b'\\' | b'\'' | b'#') {
            // php-src: "Invalid character here" — an empty string content
            // token the parser will reject.
            self.modes.pop();
            return Some(self.tok(
                Tok::EncapsedAndWhitespace,
                start,
                line,
                TokVal::Str(Vec::new()),
            ));
        }
        self.pos += 1;
        let kind = match c {
            b'[' => Tok::LBracket,
            b'-' => Tok::Minus,
            b';' => Tok::Semicolon,
            b':' => Tok::Colon,
            b',' => Tok::Comma,
            b'.' => Tok::Dot,
            b'|' => Tok::Pipe,
            b'^' => Tok::Caret,
            b'&' => Tok::Amp,
            b'+' => Tok::Plus,
            b'/' => Tok::Slash,
            b'*' => Tok::Star,
            b'=' => Tok::Eq,
            b'%' => Tok::Percent,
            b'!' => Tok::Bang,
            b'~' => Tok::Tilde,
            b'$' => Tok::Dollar,
            b'<' => Tok::Lt,
            b'>' => Tok::Gt,
            b'?' => Tok::Question,
            b'@' => Tok::At,
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'{' => Tok::LBrace,
            b'}' => Tok::RBrace,
            b'"' => Tok::DoubleQuote,
            b'`' => Tok::Backtick,
            _ => Tok::BadCharacter,
        };
        Some(self.tok(kind, start, line, TokVal::None))
    }
}

fn eat_digits(src: &[u8], mut i: usize, ok: impl Fn(u8) -> bool) -> usize {
    while i < src.len() && ok(src[i]) {
        i += 1;
    }
    i
}

/// php-src `report_bad_nesting`.
fn bad_nesting(open: u8, open_line: u32, cur_line: u32, closing: Option<u8>) -> String {
    let mut s = format!("Unclosed '{}'", open as char);
    if cur_line != open_line {
        s.push_str(&format!(" on line {open_line}"));
    }
    if let Some(c) = closing {
        s.push_str(&format!(" does not match '{}'", c as char));
    }
    s
}

fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    if from >= hay.len() {
        return None;
    }
    hay[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn memchr_lt(hay: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .iter()
        .position(|&b| b == b'<')
        .map(|p| p + from)
}

/// Index just after the next newline (`\n`, `\r\n` or `\r`) at or after `from`.
fn memchr_nl(hay: &[u8], from: usize) -> Option<usize> {
    let p = hay
        .get(from..)?
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')?
        + from;
    if hay[p] == b'\r' && hay.get(p + 1) == Some(&b'\n') {
        Some(p + 2)
    } else {
        Some(p + 1)
    }
}
