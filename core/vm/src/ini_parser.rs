//! The ini-file language of `parse_ini_string`/`parse_ini_file`: php's
//! flex scanner and bison grammar (Zend/zend_ini_scanner.l and
//! zend_ini_parser.y) redone by hand, with their three modes:
//! NORMAL (booleans become "1"/"", constants and `${NAME}` expand, `| & ^ ~ !`
//! and parentheses compute 32-bit C ints), RAW (values verbatim, surrounding
//! double quotes dropped) and TYPED (like NORMAL, but booleans, null and plain
//! numbers keep their PHP types). Syntax errors carry bison's wording and
//! the line, as php prints them.

use rphp_value::{ArrayKey, PhpArray, PhpStr, Value};
use std::collections::HashMap;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum IniMode {
    Normal,
    Raw,
    Typed,
}

/// A syntax error: bison's message and the line it was found on.
pub(crate) type IniError = (String, u32);

/// Every `${NAME}` the text refers to, for the caller to look up (ini
/// settings first, then the environment) before parsing.
pub(crate) fn interpolated_names(text: &[u8]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < text.len() {
        if text[i] == b'$' && text[i + 1] == b'{' {
            if let Some(end) = text[i + 2..].iter().position(|&c| c == b'}') {
                let n = text[i + 2..i + 2 + end].to_vec();
                if !out.contains(&n) {
                    out.push(n);
                }
                i += end + 3;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// A value token of the NORMAL/TYPED scanner.
#[derive(Clone, Debug)]
enum Tok {
    /// A piece of text: its bison token name, the text, and its typed value.
    Text(&'static str, Value),
    /// A double-quoted string (escapes and `${}` already applied).
    Quoted(Value),
    True,
    False,
    Null,
    Op(u8),
    /// The end of the value (a newline, a comment, or the end of the input).
    Eol,
}

fn tok_name(t: &Tok) -> String {
    match t {
        Tok::Text(n, _) => n.to_string(),
        Tok::Quoted(_) => "'\"'".into(),
        Tok::True => "BOOL_TRUE".into(),
        Tok::False => "BOOL_FALSE".into(),
        Tok::Null => "NULL_NULL".into(),
        Tok::Op(c) => format!("'{}'", *c as char),
        Tok::Eol => "END_OF_LINE".into(),
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    line: u32,
    mode: IniMode,
    consts: &'a HashMap<Vec<u8>, Value>,
    env: &'a [(Vec<u8>, Option<Vec<u8>>)],
}

fn err(msg: &str, line: u32) -> IniError {
    (format!("syntax error, {msg}"), line)
}

fn is_sp(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

fn is_nl(c: u8) -> bool {
    c == b'\n' || c == b'\r'
}

/// Characters that end an unquoted run of value text.
fn value_stop(c: u8) -> bool {
    matches!(
        c,
        b'=' | b' '
            | b'\t'
            | b'\n'
            | b'\r'
            | b';'
            | b'&'
            | b'|'
            | b'^'
            | b'~'
            | b'('
            | b')'
            | b'!'
            | b'"'
            | b'\''
    )
}

fn text_value(v: &Value) -> Vec<u8> {
    match v {
        Value::Str(s) => s.as_bytes().to_vec(),
        v => v.to_php_str().as_bytes().to_vec(),
    }
}

fn sv(b: Vec<u8>) -> Value {
    Value::Str(PhpStr::from(b))
}

/// C's `atoi` as php's ini expressions use it (32-bit `int`, wrapping).
fn atoi(v: &Value) -> i32 {
    match v {
        Value::Int(n) => *n as i32,
        Value::Float(f) => *f as i64 as i32,
        v => {
            let b = text_value(v);
            let mut i = 0;
            while i < b.len() && (is_sp(b[i]) || is_nl(b[i]) || b[i] == 0x0b || b[i] == 0x0c) {
                i += 1;
            }
            let neg = b.get(i) == Some(&b'-');
            if matches!(b.get(i), Some(b'-' | b'+')) {
                i += 1;
            }
            let mut n: i64 = 0;
            while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
                n = n.wrapping_mul(10).wrapping_add((d - b'0') as i64);
                i += 1;
            }
            (if neg { n.wrapping_neg() } else { n }) as i32
        }
    }
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied().filter(|&c| c != 0)
    }
    fn at(&self, k: usize) -> Option<u8> {
        self.s.get(self.i + k).copied().filter(|&c| c != 0)
    }
    fn skip_sp(&mut self) {
        while self.peek().is_some_and(is_sp) {
            self.i += 1;
        }
    }
    /// Consumes one line break (`\r\n` counts once).
    fn newline(&mut self) {
        if self.peek() == Some(b'\r') && self.at(1) == Some(b'\n') {
            self.i += 1;
        }
        self.i += 1;
        self.line += 1;
    }
    fn skip_line(&mut self) {
        while self.peek().is_some_and(|c| !is_nl(c)) {
            self.i += 1;
        }
    }

    fn lookup(&self, name: &[u8]) -> Vec<u8> {
        self.env
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.clone())
            .unwrap_or_default()
    }

    /// `${NAME}` at the cursor (after `${`).
    fn dollar_curly(&mut self) -> Vec<u8> {
        let start = self.i;
        while self.peek().is_some_and(|c| c != b'}') {
            self.i += 1;
        }
        let name = self.s[start..self.i].to_vec();
        if self.peek() == Some(b'}') {
            self.i += 1;
        }
        self.lookup(&name)
    }

    /// A double-quoted string after its opening quote: escapes, `${}`, newlines.
    fn quoted(&mut self) -> Result<Vec<u8>, IniError> {
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => return Err(err(
                    "unexpected end of file, expecting TC_DOLLAR_CURLY or TC_QUOTED_STRING or '\"'",
                    self.line,
                )),
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') if self.at(1).is_some() => {
                    let c = self.at(1).unwrap_or(0);
                    match c {
                        b'"' | b'\\' | b'$' => out.push(c),
                        _ => {
                            out.push(b'\\');
                            if is_nl(c) {
                                self.i += 1;
                                self.newline();
                                out.push(c);
                                continue;
                            }
                            out.push(c);
                        }
                    }
                    self.i += 2;
                }
                Some(b'$') if self.at(1) == Some(b'{') => {
                    self.i += 2;
                    let v = self.dollar_curly();
                    out.extend_from_slice(&v);
                }
                Some(c) if is_nl(c) => {
                    let start = self.i;
                    self.newline();
                    out.extend_from_slice(&self.s[start..self.i]);
                }
                Some(c) => {
                    out.push(c);
                    self.i += 1;
                }
            }
        }
    }

    /// A single-quoted raw string after its opening quote.
    fn single_quoted(&mut self) -> Result<Vec<u8>, IniError> {
        let start = self.i;
        loop {
            match self.peek() {
                None => return Err(err("unexpected end of file", self.line)),
                Some(b'\'') => {
                    let v = self.s[start..self.i].to_vec();
                    self.i += 1;
                    return Ok(v);
                }
                Some(c) if is_nl(c) => self.newline(),
                Some(_) => self.i += 1,
            }
        }
    }

    /// A word of value text, classified as flex's longest match would.
    fn word(&mut self) -> Tok {
        let start = self.i;
        while let Some(c) = self.peek() {
            if value_stop(c) || (c == b'$' && self.at(1) == Some(b'{')) {
                break;
            }
            self.i += 1;
        }
        let w = &self.s[start..self.i];
        let is_const = (w[0].is_ascii_alphabetic() || w[0] == b'_')
            && w.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_');
        if is_const {
            let l = w.to_ascii_lowercase();
            let kw = match &l[..] {
                b"true" | b"on" | b"yes" => Some(Tok::True),
                b"false" | b"off" | b"no" | b"none" => Some(Tok::False),
                b"null" => Some(Tok::Null),
                _ => None,
            };
            if let Some(k) = kw {
                self.skip_sp();
                return k;
            }
            let v = match self.consts.get(w) {
                Some(c) => sv(text_value(c)),
                None => sv(w.to_vec()),
            };
            return Tok::Text("TC_CONSTANT", v);
        }
        let digits = |b: &[u8]| !b.is_empty() && b.iter().all(u8::is_ascii_digit);
        let lnum = digits(w) || (w[0] == b'-' && digits(&w[1..]));
        let dnum = match w.iter().position(|&c| c == b'.') {
            Some(p) => {
                let (a, b) = (&w[..p], &w[p + 1..]);
                (a.is_empty() || digits(a))
                    && (b.is_empty() || digits(b))
                    && !(a.is_empty() && b.is_empty())
            }
            None => false,
        };
        if lnum || dnum {
            let typed = if self.mode != IniMode::Typed {
                None
            } else if lnum {
                std::str::from_utf8(w)
                    .ok()
                    .and_then(|t| t.parse::<i64>().ok())
                    .map(Value::Int)
            } else {
                std::str::from_utf8(w)
                    .ok()
                    .and_then(|t| t.parse::<f64>().ok())
                    .map(Value::Float)
            };
            return Tok::Text("TC_NUMBER", typed.unwrap_or_else(|| sv(w.to_vec())));
        }
        Tok::Text("TC_STRING", sv(w.to_vec()))
    }

    /// The value tokens up to the end of the line (NORMAL and TYPED modes).
    fn value_tokens(&mut self) -> Result<Vec<Tok>, IniError> {
        let mut toks = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                toks.push(Tok::Eol);
                return Ok(toks);
            };
            match c {
                b' ' | b'\t' => {
                    let start = self.i;
                    self.skip_sp();
                    match self.peek() {
                        None => {
                            // At the very end of the input the blanks stay part of the value.
                            if !matches!(toks.last(), Some(Tok::Quoted(_) | Tok::Op(_)) | None) {
                                toks.push(Tok::Text(
                                    "TC_WHITESPACE",
                                    sv(self.s[start..self.i].to_vec()),
                                ));
                            }
                        }
                        Some(n) if is_nl(n) || n == b';' || n == b'"' => {}
                        Some(n) if b"|&^~()!".contains(&n) => {}
                        Some(_) => {
                            if !matches!(toks.last(), Some(Tok::Quoted(_) | Tok::Op(_))) {
                                toks.push(Tok::Text(
                                    "TC_WHITESPACE",
                                    sv(self.s[start..self.i].to_vec()),
                                ));
                            }
                        }
                    }
                }
                b'\n' | b'\r' => {
                    self.newline();
                    toks.push(Tok::Eol);
                    return Ok(toks);
                }
                b';' => {
                    self.skip_line();
                    if self.peek().is_some() {
                        self.newline();
                    }
                    toks.push(Tok::Eol);
                    return Ok(toks);
                }
                b'"' => {
                    self.i += 1;
                    let v = self.quoted()?;
                    self.skip_sp();
                    toks.push(Tok::Quoted(sv(v)));
                }
                b'\'' => {
                    self.i += 1;
                    let v = self.single_quoted()?;
                    toks.push(Tok::Text("TC_RAW", sv(v)));
                }
                b'$' if self.at(1) == Some(b'{') => {
                    self.i += 2;
                    let v = self.dollar_curly();
                    toks.push(Tok::Text("TC_DOLLAR_CURLY", sv(v)));
                }
                b'|' | b'&' | b'^' | b'~' | b'(' | b')' | b'!' | b'=' => {
                    self.i += 1;
                    if c != b'=' {
                        self.skip_sp();
                    }
                    toks.push(Tok::Op(c));
                }
                _ => {
                    let t = self.word();
                    toks.push(t);
                }
            }
        }
    }

    /// A RAW-mode value: the rest of the line up to a `;` outside double
    /// quotes, trimmed, without one pair of surrounding double quotes.
    fn raw_value(&mut self) -> Value {
        let start = self.i;
        let mut in_q = false;
        let mut end = None;
        while let Some(c) = self.peek() {
            if is_nl(c) {
                break;
            }
            if c == b'"' {
                in_q = !in_q;
            } else if c == b';' && !in_q && end.is_none() {
                end = Some(self.i);
            }
            self.i += 1;
        }
        let mut v = &self.s[start..end.unwrap_or(self.i)];
        while v.last().is_some_and(|&c| is_sp(c)) {
            v = &v[..v.len() - 1];
        }
        if v.len() > 1 && v[0] == b'"' && v[v.len() - 1] == b'"' {
            v = &v[1..v.len() - 1];
        }
        let v = v.to_vec();
        if self.peek().is_some() {
            self.newline();
        }
        sv(v)
    }

    /// The text between `[` and `]` of a section name or an array offset.
    /// RAW mode keeps a section name's quotes and `${}` as written (`process` false).
    fn bracketed(&mut self, open_line: u32, process: bool) -> Result<Vec<u8>, IniError> {
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => return Err(err("unexpected end of file, expecting ']'", open_line)),
                Some(c) if is_nl(c) => {
                    return Err(err("unexpected end of file, expecting ']'", open_line))
                }
                Some(b']') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'"') if process => {
                    self.i += 1;
                    out.extend(self.quoted()?);
                }
                Some(b'\'') if process => {
                    self.i += 1;
                    out.extend(self.single_quoted()?);
                }
                Some(b'$') if process && self.at(1) == Some(b'{') => {
                    self.i += 2;
                    out.extend(self.dollar_curly());
                }
                Some(c) => {
                    out.push(c);
                    self.i += 1;
                }
            }
        }
    }

    /// An array offset `[...]`: blanks after `[` dropped, constants expanded.
    fn offset(&mut self) -> Result<Vec<u8>, IniError> {
        let line = self.line;
        self.skip_sp();
        let raw = self.bracketed(line, true)?;
        let is_const = !raw.is_empty()
            && (raw[0].is_ascii_alphabetic() || raw[0] == b'_')
            && raw.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_');
        if is_const {
            if let Some(c) = self.consts.get(&raw) {
                return Ok(text_value(c));
            }
        }
        Ok(raw)
    }
}

/// The grammar over one value's tokens: `expr` (left-associative `| & ^`,
/// prefix `~ !`, parentheses) over concatenated strings, or one boolean/null.
struct ValueParser<'t> {
    t: &'t [Tok],
    k: usize,
    line: u32,
}

impl ValueParser<'_> {
    fn cur(&self) -> &Tok {
        &self.t[self.k.min(self.t.len() - 1)]
    }
    fn unexpected(&self, expecting: &str) -> IniError {
        let name = tok_name(self.cur());
        err(&format!("unexpected {name}{expecting}"), self.line)
    }
    fn value(&mut self) -> Result<Value, IniError> {
        let v = match self.cur() {
            Tok::True => {
                self.k += 1;
                Value::Bool(true)
            }
            Tok::False => {
                self.k += 1;
                Value::Bool(false)
            }
            Tok::Null => {
                self.k += 1;
                Value::Null
            }
            Tok::Eol => sv(Vec::new()),
            _ => self.expr()?,
        };
        if !matches!(self.cur(), Tok::Eol) {
            return Err(self.unexpected(""));
        }
        Ok(v)
    }
    fn expr(&mut self) -> Result<Value, IniError> {
        let mut v = self.unary()?;
        while let Tok::Op(c @ (b'|' | b'&' | b'^')) = *self.cur() {
            self.k += 1;
            let r = self.unary()?;
            let (a, b) = (atoi(&v), atoi(&r));
            let n = match c {
                b'|' => a | b,
                b'&' => a & b,
                _ => a ^ b,
            };
            v = sv(n.to_string().into_bytes());
        }
        Ok(v)
    }
    fn unary(&mut self) -> Result<Value, IniError> {
        match *self.cur() {
            Tok::Op(b'~') => {
                self.k += 1;
                let v = self.unary()?;
                Ok(sv((!atoi(&v)).to_string().into_bytes()))
            }
            Tok::Op(b'!') => {
                self.k += 1;
                let v = self.unary()?;
                Ok(sv(((atoi(&v) == 0) as i32).to_string().into_bytes()))
            }
            Tok::Op(b'(') => {
                self.k += 1;
                let v = self.expr()?;
                if !matches!(self.cur(), Tok::Op(b')')) {
                    return Err(self.unexpected(", expecting '^' or '|' or '&' or ')'"));
                }
                self.k += 1;
                Ok(v)
            }
            _ => self.strings(),
        }
    }
    /// `var_string_list`: adjacent strings, concatenated.
    fn strings(&mut self) -> Result<Value, IniError> {
        let mut acc: Option<Value> = None;
        while let Tok::Text(_, v) | Tok::Quoted(v) = self.cur() {
            let v = v.clone();
            acc = Some(match acc {
                None => v,
                Some(a) => {
                    let mut b = text_value(&a);
                    b.extend(text_value(&v));
                    sv(b)
                }
            });
            self.k += 1;
        }
        match acc {
            Some(v) => Ok(v),
            None => Err(self.unexpected("")),
        }
    }
}

/// Stores `key` (or `key[offset]`) = `value` into `arr` as php's simple ini callback does.
fn store(arr: &mut PhpArray, key: &[u8], offset: Option<&[u8]>, value: Value) {
    let k = ArrayKey::from_bytes(key);
    match offset {
        None => {
            arr.insert(k, value);
        }
        Some(off) => {
            let mut inner = match arr.get(&k) {
                Some(Value::Array(a)) => a.clone(),
                _ => PhpArray::new(),
            };
            if off.is_empty() {
                let _ = inner.push(value);
            } else {
                inner.insert(ArrayKey::from_bytes(off), value);
            }
            arr.insert(k, Value::Array(inner));
        }
    }
}

/// Parses ini text into php's array (sections as nested arrays when asked).
pub(crate) fn parse_ini(
    text: &[u8],
    sections: bool,
    mode: IniMode,
    consts: &HashMap<Vec<u8>, Value>,
    env: &[(Vec<u8>, Option<Vec<u8>>)],
) -> Result<Value, IniError> {
    let mut p = Parser {
        s: text,
        i: 0,
        line: 1,
        mode,
        consts,
        env,
    };
    let mut top = PhpArray::new();
    // The section being filled (with sections on): its key and contents.
    let mut section: Option<(Vec<u8>, PhpArray)> = None;
    macro_rules! target {
        () => {
            match &mut section {
                Some((_, a)) => a,
                None => &mut top,
            }
        };
    }
    loop {
        p.skip_sp();
        let Some(c) = p.peek() else { break };
        match c {
            b'\n' | b'\r' => p.newline(),
            b';' => p.skip_line(),
            b'[' => {
                let line = p.line;
                p.i += 1;
                let name = p.bracketed(line, mode != IniMode::Raw)?;
                p.skip_line();
                if sections {
                    if let Some((k, a)) = section.take() {
                        top.insert(ArrayKey::from_bytes(&k), Value::Array(a));
                    }
                    section = Some((name, PhpArray::new()));
                }
            }
            _ => {
                let start = p.i;
                while let Some(c) = p.peek() {
                    if matches!(c, b'=' | b'[' | b';') || is_nl(c) {
                        break;
                    }
                    if b"{}()~!^&|\"$".contains(&c) {
                        return Err(err(&format!("unexpected '{}'", c as char), p.line));
                    }
                    p.i += 1;
                }
                let mut key = &text[start..p.i];
                while key.last().is_some_and(|&c| is_sp(c)) {
                    key = &key[..key.len() - 1];
                }
                if key.is_empty() {
                    return Err(err("unexpected '='", p.line));
                }
                let kw = match &key.to_ascii_lowercase()[..] {
                    b"true" | b"on" | b"yes" => Some("BOOL_TRUE"),
                    b"false" | b"off" | b"no" | b"none" => Some("BOOL_FALSE"),
                    b"null" => Some("NULL_NULL"),
                    _ => None,
                };
                if let Some(k) = kw {
                    return Err(err(&format!("unexpected {k}"), p.line));
                }
                let key = key.to_vec();
                let mut offset = None;
                if p.peek() == Some(b'[') {
                    p.i += 1;
                    offset = Some(p.offset()?);
                    p.skip_sp();
                    match p.peek() {
                        Some(b'=') => {}
                        Some(b'[') => {
                            return Err(err("unexpected TC_SECTION, expecting '='", p.line))
                        }
                        None => return Err(err("unexpected end of file, expecting '='", p.line)),
                        Some(c) if is_nl(c) => {
                            return Err(err("unexpected END_OF_LINE, expecting '='", p.line))
                        }
                        Some(c) => {
                            return Err(err(
                                &format!("unexpected '{}', expecting '='", c as char),
                                p.line,
                            ))
                        }
                    }
                }
                if p.peek() != Some(b'=') {
                    // A name without a value: php's callback skips it.
                    p.skip_line();
                    continue;
                }
                p.i += 1;
                p.skip_sp();
                let value = if mode == IniMode::Raw {
                    p.raw_value()
                } else {
                    let line = p.line;
                    let toks = p.value_tokens()?;
                    let mut vp = ValueParser {
                        t: &toks,
                        k: 0,
                        line,
                    };
                    let v = vp.value()?;
                    if mode == IniMode::Normal {
                        match v {
                            Value::Bool(true) => sv(b"1".to_vec()),
                            Value::Bool(false) | Value::Null => sv(Vec::new()),
                            v => v,
                        }
                    } else {
                        v
                    }
                };
                store(target!(), &key, offset.as_deref(), value);
            }
        }
    }
    if let Some((k, a)) = section.take() {
        top.insert(ArrayKey::from_bytes(&k), Value::Array(a));
    }
    Ok(Value::Array(top))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str, mode: IniMode) -> Result<String, IniError> {
        let consts = HashMap::new();
        parse_ini(s.as_bytes(), true, mode, &consts, &[]).map(|v| format!("{v:?}"))
    }

    #[test]
    fn syntax_errors_carry_bisons_words_and_the_line() {
        assert_eq!(
            parse("a=1\nb = x=y", IniMode::Normal).unwrap_err(),
            ("syntax error, unexpected '='".to_string(), 2)
        );
        assert_eq!(
            parse("a=(1", IniMode::Typed).unwrap_err().0,
            "syntax error, unexpected END_OF_LINE, expecting '^' or '|' or '&' or ')'"
        );
        assert!(parse("a = x=y", IniMode::Raw).is_ok());
    }

    #[test]
    fn expressions_are_32_bit_c_ints() {
        let consts = HashMap::new();
        let v = parse_ini(b"a = 2147483648 | 0", false, IniMode::Normal, &consts, &[]).unwrap();
        let Value::Array(a) = v else { panic!() };
        assert_eq!(
            a.get(&ArrayKey::from_bytes(b"a")).map(text_value),
            Some(b"-2147483648".to_vec())
        );
    }
}
