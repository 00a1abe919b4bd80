//! PCRE2 pattern syntax → [`Node`] tree.
//!
//! The parser runs twice: a prescan learns the number of groups and their
//! names, so forward references (`\2(a)(b)`, `\k<later>`) resolve and errors
//! about non-existent groups carry PCRE2's offsets. Lexically scoped options
//! (`(?i)`, `(?s:...)`) are resolved here and stored on the affected nodes.
//! Error texts and offsets follow PCRE2 10.42 as PHP 8.2 reports them.

use crate::ast::*;
use crate::unicode;
use crate::{CompileError, Options};

pub struct Parsed {
    pub node: Node,
    pub groups: usize,
    pub names: Vec<(Vec<u8>, usize)>,
    /// Groups that are called as subroutines (`(?1)`), 0 for `(?R)`.
    pub called: Vec<usize>,
    pub ucp: bool,
}

/// Group names with their numbers.
type Names = Vec<(Vec<u8>, usize)>;

/// Options that `(?imsxnUJ)` can change inside a pattern.
#[derive(Clone, Copy)]
struct Flags {
    caseless: bool,
    multiline: bool,
    dotall: bool,
    extended: bool,
    ungreedy: bool,
    no_auto_capture: bool,
    dupnames: bool,
}

struct Parser<'a> {
    p: &'a [u8],
    pos: usize,
    utf: bool,
    dollar_endonly: bool,
    f: Flags,
    /// Capturing groups opened so far.
    caps: usize,
    names: Vec<(Vec<u8>, usize)>,
    /// From the prescan: total groups and all names (`None` during the prescan).
    known: Option<(usize, Names)>,
    called: Vec<usize>,
    depth: usize,
}

type R<T> = Result<T, CompileError>;

fn err<T>(msg: &str, offset: usize) -> R<T> {
    Err(CompileError {
        message: msg.to_string(),
        offset,
    })
}

pub fn parse(pattern: &[u8], opts: Options) -> R<Parsed> {
    if opts.utf {
        check_pattern_utf8(pattern)?;
    }
    let mut pre = Parser::new(pattern, opts, None);
    pre.parse_pattern()?;
    let known = (pre.caps, pre.names.clone());
    let mut p = Parser::new(pattern, opts, Some(known));
    let node = p.parse_pattern()?;
    let mut names = p.names;
    names.sort_by_key(|(_, n)| *n);
    let mut called = p.called;
    called.sort_unstable();
    called.dedup();
    Ok(Parsed {
        node,
        groups: p.caps,
        names,
        called,
        ucp: opts.utf,
    })
}

fn check_pattern_utf8(p: &[u8]) -> R<()> {
    if let Err(e) = std::str::from_utf8(p) {
        let at = e.valid_up_to();
        let b = p[at];
        let msg = if b == 0xFE || b == 0xFF {
            "UTF-8 error: illegal byte (0xfe or 0xff)"
        } else if (0x80..0xC0).contains(&b) {
            "UTF-8 error: isolated byte with 0x80 bit set"
        } else if e.error_len().is_none() {
            "UTF-8 error: 1 byte missing at end"
        } else {
            "UTF-8 error: byte 2 top bits not 0x80"
        };
        return err(msg, at);
    }
    Ok(())
}

enum Esc {
    Char(u32),
    Perl(PerlClass, bool),
    Prop(Property, bool),
    Node(Node),
    /// `\Q`: start quoting
    Quote,
    /// `\E` outside quoting: ignored
    Nothing,
}

impl<'a> Parser<'a> {
    fn new(p: &'a [u8], o: Options, known: Option<(usize, Names)>) -> Self {
        Parser {
            p,
            pos: 0,
            utf: o.utf,
            dollar_endonly: o.dollar_endonly,
            f: Flags {
                caseless: o.caseless,
                multiline: o.multiline,
                dotall: o.dotall,
                extended: o.extended,
                ungreedy: o.ungreedy,
                no_auto_capture: o.no_auto_capture,
                dupnames: o.dupnames,
            },
            caps: 0,
            names: Vec::new(),
            known,
            called: Vec::new(),
            depth: 0,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.p.get(self.pos).copied()
    }
    fn peek_at(&self, k: usize) -> Option<u8> {
        self.p.get(self.pos + k).copied()
    }
    fn eat(&mut self, b: u8) -> bool {
        if self.peek() == Some(b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn eat_str(&mut self, s: &[u8]) -> bool {
        if self.p[self.pos..].starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// The next literal character of the pattern (a code point in UTF mode).
    fn next_char(&mut self) -> u32 {
        let b = self.p[self.pos];
        if !self.utf || b < 0x80 {
            self.pos += 1;
            return b as u32;
        }
        let (c, len) = decode_utf8(&self.p[self.pos..]);
        self.pos += len;
        c
    }

    fn parse_pattern(&mut self) -> R<Node> {
        // Leading (*VERB) options such as (*UTF) or (*LIMIT_MATCH=n) are accepted and ignored.
        while self.p[self.pos..].starts_with(b"(*") {
            let rest = &self.p[self.pos + 2..];
            let end = match rest.iter().position(|&b| b == b')') {
                Some(e) => e,
                None => break,
            };
            let name = &rest[..end];
            let opt = [
                &b"UTF"[..],
                b"UCP",
                b"CR",
                b"LF",
                b"CRLF",
                b"ANYCRLF",
                b"ANY",
                b"NUL",
                b"BSR_ANYCRLF",
                b"BSR_UNICODE",
                b"NO_AUTO_POSSESS",
                b"NO_DOTSTAR_ANCHOR",
                b"NO_JIT",
                b"NO_START_OPT",
                b"NOTEMPTY",
                b"NOTEMPTY_ATSTART",
            ]
            .contains(&name)
                || name.starts_with(b"LIMIT_");
            if !opt {
                break;
            }
            if name == b"UTF" || name == b"UCP" {
                self.utf = self.utf || name == b"UTF";
            }
            self.pos += end + 3;
        }
        let node = self.parse_alt()?;
        if self.pos < self.p.len() {
            // Only a stray `)` stops the top-level alternation.
            return err("unmatched closing parenthesis", self.pos);
        }
        Ok(node)
    }

    /// alternation := branch ('|' branch)*
    fn parse_alt(&mut self) -> R<Node> {
        let mut branches = vec![self.parse_branch()?];
        while self.eat(b'|') {
            branches.push(self.parse_branch()?);
        }
        Ok(if branches.len() == 1 {
            branches.pop().unwrap()
        } else {
            Node::Alt(branches)
        })
    }

    fn skip_extended(&mut self) {
        if !self.f.extended {
            return;
        }
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r') => self.pos += 1,
                Some(b'#') => {
                    while let Some(b) = self.peek() {
                        self.pos += 1;
                        if b == b'\n' {
                            break;
                        }
                    }
                }
                _ => break,
            }
        }
    }

    /// branch := (atom quantifier?)*
    fn parse_branch(&mut self) -> R<Node> {
        let mut items: Vec<Node> = Vec::new();
        // Whether the last item may take a quantifier.
        let mut repeatable = false;
        loop {
            self.skip_extended();
            let Some(b) = self.peek() else { break };
            match b {
                b'|' | b')' => break,
                b'*' | b'+' | b'?' if !repeatable => {
                    return err("quantifier does not follow a repeatable item", self.pos);
                }
                b'{' if self.brace_quantifier_len().is_some() && !repeatable => {
                    let len = self.brace_quantifier_len().unwrap();
                    return err(
                        "quantifier does not follow a repeatable item",
                        self.pos + len - 1,
                    );
                }
                _ => {}
            }
            if self.p[self.pos..].starts_with(b"\\Q") {
                self.pos += 2;
                let chars = self.parse_quoted();
                if !chars.is_empty() {
                    repeatable = true;
                    items.extend(chars);
                }
                continue;
            }
            if repeatable {
                if let Some((min, max, kind)) = self.parse_quantifier()? {
                    let last = items.pop().unwrap();
                    items.push(make_repeat(last, min, max, kind));
                    repeatable = false;
                    // A second quantifier is an error (`a**`, `x{2}{3}`, `a++?`).
                    self.skip_extended();
                    if let Some(len) = self.quantifier_len() {
                        return err(
                            "quantifier does not follow a repeatable item",
                            self.pos + len - 1,
                        );
                    }
                    continue;
                }
            }
            match self.parse_atom()? {
                Some(node) => {
                    repeatable = is_repeatable(&node);
                    items.push(node);
                }
                None => repeatable = false,
            }
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap(),
            _ => Node::Concat(items),
        })
    }

    /// Length of a `{n}`, `{n,}` or `{n,m}` quantifier at the cursor.
    fn brace_quantifier_len(&self) -> Option<usize> {
        let s = &self.p[self.pos..];
        if s.first() != Some(&b'{') {
            return None;
        }
        let mut i = 1;
        let d0 = i;
        while s.get(i).is_some_and(|b| b.is_ascii_digit()) {
            i += 1;
        }
        if i == d0 {
            return None;
        }
        if s.get(i) == Some(&b',') {
            i += 1;
            while s.get(i).is_some_and(|b| b.is_ascii_digit()) {
                i += 1;
            }
        }
        (s.get(i) == Some(&b'}')).then_some(i + 1)
    }

    /// Length of any quantifier at the cursor, without a lazy/possessive suffix.
    fn quantifier_len(&self) -> Option<usize> {
        let len = match self.peek()? {
            b'*' | b'+' | b'?' => 1,
            b'{' => self.brace_quantifier_len()?,
            _ => return None,
        };
        Some(len)
    }

    fn parse_quantifier(&mut self) -> R<Option<(u32, Option<u32>, RepeatKind)>> {
        let (min, max) = match self.peek() {
            Some(b'*') => {
                self.pos += 1;
                (0, None)
            }
            Some(b'+') => {
                self.pos += 1;
                (1, None)
            }
            Some(b'?') => {
                self.pos += 1;
                (0, Some(1))
            }
            Some(b'{') => {
                let Some(len) = self.brace_quantifier_len() else {
                    return Ok(None);
                };
                let body = &self.p[self.pos + 1..self.pos + len - 1];
                let start = self.pos;
                let num = |s: &[u8], end: usize| -> R<u32> {
                    let mut v: u32 = 0;
                    for &d in s {
                        v = v * 10 + (d - b'0') as u32;
                        if v > 65535 {
                            return err("number too big in {} quantifier", end);
                        }
                    }
                    Ok(v)
                };
                let r = match body.iter().position(|&b| b == b',') {
                    None => {
                        let n = num(body, start + len - 1)?;
                        (n, Some(n))
                    }
                    Some(c) => {
                        let n = num(&body[..c], start + 1 + c)?;
                        if c + 1 == body.len() {
                            (n, None)
                        } else {
                            let m = num(&body[c + 1..], start + len - 1)?;
                            if m < n {
                                return err(
                                    "numbers out of order in {} quantifier",
                                    start + len - 1,
                                );
                            }
                            (n, Some(m))
                        }
                    }
                };
                self.pos += len;
                r
            }
            _ => return Ok(None),
        };
        // In extended mode white space may separate a quantifier from its suffix.
        self.skip_extended();
        let kind = if self.eat(b'+') {
            RepeatKind::Possessive
        } else if self.eat(b'?') {
            if self.f.ungreedy {
                RepeatKind::Greedy
            } else {
                RepeatKind::Lazy
            }
        } else if self.f.ungreedy {
            RepeatKind::Lazy
        } else {
            RepeatKind::Greedy
        };
        Ok(Some((min, max, kind)))
    }

    /// One atom, or `None` for things that produce no node (`(?i)`, comments, `\E`).
    fn parse_atom(&mut self) -> R<Option<Node>> {
        let start = self.pos;
        let b = self.p[self.pos];
        match b {
            b'(' => {
                self.pos += 1;
                self.parse_group(start)
            }
            b'[' => {
                if self.posix_outside_class() {
                    return err(
                        "POSIX named classes are supported only within a class",
                        start,
                    );
                }
                self.pos += 1;
                Ok(Some(self.parse_class(start)?))
            }
            b'\\' => {
                self.pos += 1;
                match self.parse_escape(false)? {
                    Esc::Char(c) => Ok(Some(self.lit(c))),
                    Esc::Perl(k, neg) => Ok(Some(self.class_node(vec![ClassItem::Perl(k, neg)]))),
                    Esc::Prop(p, neg) => Ok(Some(self.class_node(vec![ClassItem::Prop(p, neg)]))),
                    Esc::Node(n) => Ok(Some(n)),
                    Esc::Nothing => Ok(None),
                    Esc::Quote => Ok(Some(Node::Concat(self.parse_quoted()))),
                }
            }
            b'.' => {
                self.pos += 1;
                Ok(Some(Node::Dot { nl: self.f.dotall }))
            }
            b'^' => {
                self.pos += 1;
                Ok(Some(Node::Assert(if self.f.multiline {
                    Assertion::StartLine
                } else {
                    Assertion::StartText
                })))
            }
            b'$' => {
                self.pos += 1;
                Ok(Some(Node::Assert(if self.f.multiline {
                    Assertion::EndLine
                } else if self.dollar_endonly {
                    Assertion::EndText
                } else {
                    Assertion::EndTextOptNl
                })))
            }
            _ => {
                let c = self.next_char();
                Ok(Some(self.lit(c)))
            }
        }
    }

    /// `[:alpha:]` where a class was expected (PCRE2 rejects it).
    fn posix_outside_class(&self) -> bool {
        let rest = &self.p[self.pos..];
        let Some(&kind @ (b':' | b'.' | b'=')) = rest.get(1) else {
            return false;
        };
        let body = &rest[2..];
        match body.iter().position(|&b| b == b']') {
            Some(e) => e > 0 && body[e - 1] == kind && e > 1,
            None => false,
        }
    }

    fn lit(&self, c: u32) -> Node {
        let fold = self.f.caseless && has_case(c, self.utf);
        Node::Char { c, fold }
    }

    fn class_node(&self, items: Vec<ClassItem>) -> Node {
        Node::Class(Box::new(Class {
            items,
            negated: false,
            fold: false,
        }))
    }

    /// After `\Q`: literal characters up to `\E` or the end.
    fn parse_quoted(&mut self) -> Vec<Node> {
        let mut items = Vec::new();
        while self.pos < self.p.len() {
            if self.eat_str(b"\\E") {
                break;
            }
            let c = self.next_char();
            items.push(self.lit(c));
        }
        items
    }

    fn group_exists(&self, n: usize) -> bool {
        match &self.known {
            Some((total, _)) => n <= *total,
            None => true,
        }
    }

    fn lookup_name(&self, name: &[u8], offset: usize) -> R<Vec<usize>> {
        match &self.known {
            None => Ok(vec![0]),
            Some((_, names)) => {
                let v: Vec<usize> = names
                    .iter()
                    .filter(|(n, _)| n == name)
                    .map(|(_, g)| *g)
                    .collect();
                if v.is_empty() {
                    err("reference to non-existent subpattern", offset)
                } else {
                    Ok(v)
                }
            }
        }
    }

    /// A group name up to `term`; the cursor is at its first character.
    fn parse_name(&mut self, term: u8) -> R<Vec<u8>> {
        let start = self.pos;
        if self.peek().is_some_and(|b| b.is_ascii_digit()) {
            return err("subpattern name must start with a non-digit", start);
        }
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || (self.utf && b >= 0x80))
        {
            self.pos += 1;
        }
        let name = self.p[start..self.pos].to_vec();
        if name.is_empty() {
            return err("subpattern name expected", start);
        }
        if name.len() > 32 {
            return err("subpattern name is too long (maximum 32 code units)", start);
        }
        if !self.eat(term) {
            return err(
                "syntax error in subpattern name (missing terminator?)",
                self.pos,
            );
        }
        Ok(name)
    }

    /// A signed or unsigned group number for calls and conditions; the cursor is at it.
    fn parse_group_number(&mut self) -> R<Option<(usize, usize)>> {
        let start = self.pos;
        let sign = match self.peek() {
            Some(b'+') => 1,
            Some(b'-') => -1,
            _ => 0,
        };
        let mut i = self.pos + (sign != 0) as usize;
        let d0 = i;
        let mut v: usize = 0;
        while let Some(d) = self.p.get(i).filter(|b| b.is_ascii_digit()) {
            v = v.saturating_mul(10).saturating_add((d - b'0') as usize);
            i += 1;
        }
        if i == d0 {
            if sign != 0 {
                return err("digit expected after (?+ or (?-", d0);
            }
            return Ok(None);
        }
        self.pos = i;
        let n = match sign {
            0 => v,
            1 => {
                if v == 0 {
                    return err("a relative value of zero is not allowed", i);
                }
                self.caps + v
            }
            _ => {
                if v == 0 {
                    return err("a relative value of zero is not allowed", i);
                }
                if v > self.caps {
                    return err("reference to non-existent subpattern", i);
                }
                self.caps + 1 - v
            }
        };
        Ok(Some((n, start)))
    }

    /// After `(`: groups, assertions, options, verbs, calls and conditions.
    fn parse_group(&mut self, open: usize) -> R<Option<Node>> {
        if self.eat(b'*') {
            return self.parse_verb(open).map(Some);
        }
        let kind;
        let mut new_flags = None;
        if self.eat(b'?') {
            let Some(c) = self.peek() else {
                return err("missing closing parenthesis", self.pos);
            };
            match c {
                b'#' => {
                    while let Some(b) = self.peek() {
                        self.pos += 1;
                        if b == b')' {
                            return Ok(None);
                        }
                    }
                    return err("missing ) after (?# comment", self.pos);
                }
                b':' => {
                    self.pos += 1;
                    kind = GroupKind::NonCapture;
                }
                b'|' => {
                    self.pos += 1;
                    return self.parse_branch_reset().map(Some);
                }
                b'>' => {
                    self.pos += 1;
                    kind = GroupKind::Atomic;
                }
                b'=' | b'!' => {
                    self.pos += 1;
                    kind = GroupKind::Look {
                        ahead: true,
                        negate: c == b'!',
                    };
                }
                b'<' if matches!(self.peek_at(1), Some(b'=' | b'!')) => {
                    let negate = self.peek_at(1) == Some(b'!');
                    self.pos += 2;
                    kind = GroupKind::Look {
                        ahead: false,
                        negate,
                    };
                }
                b'<' | b'\'' => {
                    self.pos += 1;
                    let term = if c == b'<' { b'>' } else { b'\'' };
                    kind = self.named_group(term)?;
                }
                b'P' => {
                    self.pos += 1;
                    match self.peek() {
                        Some(b'<') => {
                            self.pos += 1;
                            kind = self.named_group(b'>')?;
                        }
                        Some(b'=') => {
                            self.pos += 1;
                            let at = self.pos;
                            let name = self.parse_name(b')')?;
                            let groups = self.lookup_name(&name, at)?;
                            return Ok(Some(Node::Backref {
                                groups,
                                fold: self.f.caseless,
                            }));
                        }
                        Some(b'>') => {
                            self.pos += 1;
                            let at = self.pos;
                            let name = self.parse_name(b')')?;
                            let g = self.lookup_name(&name, at)?[0];
                            return Ok(Some(self.call(g)));
                        }
                        _ => return err("unrecognized character after (?P", self.pos),
                    }
                }
                b'&' => {
                    self.pos += 1;
                    let at = self.pos;
                    let name = self.parse_name(b')')?;
                    let g = self.lookup_name(&name, at)?[0];
                    return Ok(Some(self.call(g)));
                }
                b'R' if self.peek_at(1) == Some(b')') => {
                    self.pos += 2;
                    return Ok(Some(self.call(0)));
                }
                b'0'..=b'9' | b'+' | b'-'
                    if c != b'-' || self.peek_at(1).is_some_and(|d| d.is_ascii_digit()) =>
                {
                    self.pos += 1;
                    self.pos -= 1;
                    let (n, _) = self.parse_group_number()?.unwrap();
                    if !self.eat(b')') {
                        return err("missing closing parenthesis", self.pos);
                    }
                    if !self.group_exists(n) {
                        return err("reference to non-existent subpattern", self.pos - 1);
                    }
                    return Ok(Some(self.call(n)));
                }
                b'(' => {
                    self.pos += 1;
                    return self.parse_conditional(open).map(Some);
                }
                b'C' => {
                    // Callouts are accepted and ignored.
                    while let Some(b) = self.peek() {
                        self.pos += 1;
                        if b == b')' {
                            return Ok(None);
                        }
                    }
                    return err("missing closing parenthesis", self.pos);
                }
                _ => {
                    let (flags, ends_group) = self.parse_flags()?;
                    if ends_group {
                        self.f = flags;
                        return Ok(None);
                    }
                    new_flags = Some(flags);
                    kind = GroupKind::NonCapture;
                }
            }
        } else if self.f.no_auto_capture {
            kind = GroupKind::NonCapture;
        } else {
            self.caps += 1;
            kind = GroupKind::Capture(self.caps);
        }
        let saved = self.f;
        if let Some(f) = new_flags {
            self.f = f;
        }
        self.depth += 1;
        if self.depth > 250 {
            return err("parentheses are too deeply nested", self.pos);
        }
        let body = self.parse_alt()?;
        self.depth -= 1;
        self.f = saved;
        if !self.eat(b')') {
            return err("missing closing parenthesis", self.pos);
        }
        if let GroupKind::Look { ahead: false, .. } = kind {
            check_lookbehind(&body, open)?;
        }
        Ok(Some(Node::Group(Box::new(body), kind)))
    }

    /// After `(?|`: every branch numbers its groups from the same start.
    fn parse_branch_reset(&mut self) -> R<Node> {
        let base = self.caps;
        let mut max = base;
        let saved = self.f;
        let mut branches = Vec::new();
        loop {
            self.caps = base;
            branches.push(self.parse_branch()?);
            max = max.max(self.caps);
            if !self.eat(b'|') {
                break;
            }
        }
        self.caps = max;
        self.f = saved;
        if !self.eat(b')') {
            return err("missing closing parenthesis", self.pos);
        }
        let body = if branches.len() == 1 {
            branches.pop().unwrap()
        } else {
            Node::Alt(branches)
        };
        Ok(Node::Group(Box::new(body), GroupKind::NonCapture))
    }

    fn call(&mut self, g: usize) -> Node {
        self.called.push(g);
        Node::Call(g)
    }

    fn named_group(&mut self, term: u8) -> R<GroupKind> {
        let name = self.parse_name(term)?;
        self.caps += 1;
        if self.names.iter().any(|(n, _)| *n == name) && !self.f.dupnames {
            return err(
                "two named subpatterns have the same name (PCRE2_DUPNAMES not set)",
                self.pos,
            );
        }
        self.names.push((name, self.caps));
        Ok(GroupKind::Capture(self.caps))
    }

    /// `(?imsx-imsx)` / `(?^i)` / `(?i:`. Returns the flags and whether `)` ended it.
    fn parse_flags(&mut self) -> R<(Flags, bool)> {
        let mut f = self.f;
        let mut on = true;
        if self.eat(b'^') {
            f.caseless = false;
            f.multiline = false;
            f.no_auto_capture = false;
            f.dotall = false;
            f.extended = false;
        }
        loop {
            let Some(c) = self.peek() else {
                return err("missing closing parenthesis", self.pos);
            };
            self.pos += 1;
            match c {
                b'i' => f.caseless = on,
                b'm' => f.multiline = on,
                b's' => f.dotall = on,
                b'x' => f.extended = on,
                b'n' => f.no_auto_capture = on,
                b'U' => f.ungreedy = on,
                b'J' => f.dupnames = on,
                b'-' if on => on = false,
                b')' => return Ok((f, true)),
                b':' => return Ok((f, false)),
                _ => return err("unrecognized character after (? or (?-", self.pos - 1),
            }
        }
    }

    /// `(*VERB)`: FAIL, ACCEPT and the backtracking-control verbs.
    fn parse_verb(&mut self, _open: usize) -> R<Node> {
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.pos += 1;
        }
        let name = &self.p[start..self.pos];
        // An optional `:NAME` argument (marks are not reported).
        if self.eat(b':') {
            while self.peek().is_some_and(|b| b != b')') {
                self.pos += 1;
            }
        }
        if !self.eat(b')') {
            return err("(*VERB) not recognized or malformed", self.pos);
        }
        let node = match name {
            b"FAIL" | b"F" => Node::Fail,
            b"ACCEPT" => Node::Accept,
            b"COMMIT" => Node::Verb(Verb::Commit),
            b"PRUNE" | b"THEN" => Node::Verb(Verb::Prune),
            b"SKIP" => Node::Verb(Verb::Skip),
            b"MARK" | b"" if self.p[start..].starts_with(b"MARK:") || name.is_empty() => {
                Node::Empty
            }
            _ => return err("(*VERB) not recognized or malformed", self.pos - 1),
        };
        Ok(node)
    }

    /// After `(?(`: the condition, then one or two branches.
    fn parse_conditional(&mut self, open: usize) -> R<Node> {
        let cond_at = self.pos - 1;
        let cond = if self.peek() == Some(b'?') {
            // An assertion condition: reuse the group parser on `(?=...)`.
            let at = self.pos - 1;
            let node = self.parse_group(at)?;
            match node {
                Some(n @ Node::Group(_, GroupKind::Look { .. })) => Condition::Assert(Box::new(n)),
                _ => return err("assertion expected after (?( or (?(?C)", cond_at + 1),
            }
        } else {
            let c = if let Some((n, _)) = self.parse_group_number()? {
                if n == 0 || !self.group_exists(n) {
                    return err("reference to non-existent subpattern", cond_at);
                }
                Condition::Group(vec![n])
            } else if self.eat(b'<') {
                let at = self.pos;
                let name = self.parse_name(b'>')?;
                Condition::Group(self.lookup_name(&name, at)?)
            } else if self.eat(b'\'') {
                let at = self.pos;
                let name = self.parse_name(b'\'')?;
                Condition::Group(self.lookup_name(&name, at)?)
            } else if self.eat_str(b"R&") {
                let at = self.pos;
                let start = self.pos;
                while self
                    .peek()
                    .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
                {
                    self.pos += 1;
                }
                let name = self.p[start..self.pos].to_vec();
                Condition::Recursion(Some(self.lookup_name(&name, at)?[0]))
            } else if self.peek() == Some(b'R')
                && self
                    .peek_at(1)
                    .is_some_and(|b| b == b')' || b.is_ascii_digit())
            {
                self.pos += 1;
                let mut v = 0usize;
                let mut any = false;
                while let Some(d) = self.peek().filter(|b| b.is_ascii_digit()) {
                    v = v * 10 + (d - b'0') as usize;
                    self.pos += 1;
                    any = true;
                }
                Condition::Recursion(any.then_some(v))
            } else if self.eat_str(b"DEFINE") {
                Condition::Define
            } else {
                let at = self.pos;
                let start = self.pos;
                while self
                    .peek()
                    .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
                {
                    self.pos += 1;
                }
                if start == self.pos {
                    return err("assertion expected after (?( or (?(?C)", start);
                }
                let name = self.p[start..self.pos].to_vec();
                Condition::Group(self.lookup_name(&name, at)?)
            };
            if !self.eat(b')') {
                return err("missing closing parenthesis for condition", self.pos);
            }
            c
        };
        let saved = self.f;
        let body = self.parse_alt()?;
        self.f = saved;
        if !self.eat(b')') {
            return err("missing closing parenthesis", self.pos);
        }
        let (yes, no) = match body {
            Node::Alt(mut v) => {
                if v.len() > 2 {
                    return err(
                        "conditional subpattern contains more than two branches",
                        open,
                    );
                }
                let no = v.pop().unwrap();
                (v.pop().unwrap(), no)
            }
            other => (other, Node::Empty),
        };
        if matches!(cond, Condition::Define) && !matches!(no, Node::Empty) {
            return err("DEFINE subpattern contains more than one branch", open);
        }
        Ok(Node::Cond {
            cond,
            yes: Box::new(yes),
            no: Box::new(no),
        })
    }

    /// After `\`. Inside a class some escapes mean other things (`\b` is backspace).
    fn parse_escape(&mut self, in_class: bool) -> R<Esc> {
        let Some(c) = self.peek() else {
            return err("\\ at end of pattern", self.pos);
        };
        let at = self.pos;
        self.pos += 1;
        let perl = |k, neg| Ok(Esc::Perl(k, neg));
        match c {
            b'd' => perl(PerlClass::Digit, false),
            b'D' => perl(PerlClass::Digit, true),
            b'w' => perl(PerlClass::Word, false),
            b'W' => perl(PerlClass::Word, true),
            b's' => perl(PerlClass::Space, false),
            b'S' => perl(PerlClass::Space, true),
            b'h' => perl(PerlClass::HSpace, false),
            b'H' => perl(PerlClass::HSpace, true),
            b'v' => perl(PerlClass::VSpace, false),
            b'V' => perl(PerlClass::VSpace, true),
            b'p' | b'P' => {
                let (p, neg) = self.parse_property()?;
                Ok(Esc::Prop(p, neg != (c == b'P')))
            }
            b'a' => Ok(Esc::Char(7)),
            b'e' => Ok(Esc::Char(27)),
            b'f' => Ok(Esc::Char(12)),
            b'n' => Ok(Esc::Char(10)),
            b'r' => Ok(Esc::Char(13)),
            b't' => Ok(Esc::Char(9)),
            b'b' if in_class => Ok(Esc::Char(8)),
            b'c' => {
                let Some(x) = self.peek() else {
                    return err("\\c at end of pattern", self.pos);
                };
                if !(32..127).contains(&x) {
                    return err(
                        "\\c must be followed by a printable ASCII character",
                        self.pos,
                    );
                }
                self.pos += 1;
                Ok(Esc::Char((x.to_ascii_uppercase() ^ 0x40) as u32))
            }
            b'x' => self.parse_hex().map(Esc::Char),
            b'o' => {
                if !self.eat(b'{') {
                    return err("missing opening brace after \\o", self.pos);
                }
                let start = self.pos;
                let mut v: u32 = 0;
                while let Some(d) = self.peek().filter(|b| (b'0'..=b'7').contains(b)) {
                    v = v.saturating_mul(8).saturating_add((d - b'0') as u32);
                    self.pos += 1;
                }
                if self.pos == start {
                    return err("digits missing in \\x{} or \\o{} or \\N{U+}", self.pos);
                }
                if !self.eat(b'}') {
                    return err(
                        "non-octal character in \\o{} (closing brace missing?)",
                        self.pos,
                    );
                }
                self.check_code_point(v)?;
                Ok(Esc::Char(v))
            }
            b'0' => {
                let mut v = 0u32;
                for _ in 0..2 {
                    match self.peek() {
                        Some(d @ b'0'..=b'7') => {
                            v = v * 8 + (d - b'0') as u32;
                            self.pos += 1;
                        }
                        _ => break,
                    }
                }
                Ok(Esc::Char(v))
            }
            b'1'..=b'9' => {
                if in_class {
                    self.pos -= 1;
                    return Ok(Esc::Char(self.octal_or_literal()));
                }
                let start = self.pos - 1;
                let mut end = start;
                let mut v: usize = 0;
                while let Some(&d) = self.p.get(end).filter(|b| b.is_ascii_digit()) {
                    v = v.saturating_mul(10).saturating_add((d - b'0') as usize);
                    end += 1;
                }
                let total = self.known.as_ref().map_or(usize::MAX, |k| k.0);
                if v < 10 || c >= b'8' || v <= total {
                    self.pos = end;
                    if v > total {
                        return err("reference to non-existent subpattern", end - 1);
                    }
                    return Ok(Esc::Node(Node::Backref {
                        groups: vec![v],
                        fold: self.f.caseless,
                    }));
                }
                self.pos = start;
                Ok(Esc::Char(self.octal_or_literal()))
            }
            b'g' if !in_class => self.parse_g(),
            b'k' if !in_class => {
                let term = match self.peek() {
                    Some(b'<') => b'>',
                    Some(b'\'') => b'\'',
                    Some(b'{') => b'}',
                    _ => {
                        return err(
                            "\\k is not followed by a braced, angle-bracketed, or quoted name",
                            self.pos,
                        )
                    }
                };
                self.pos += 1;
                let at = self.pos;
                let name = self.parse_name(term)?;
                let groups = self.lookup_name(&name, at)?;
                Ok(Esc::Node(Node::Backref {
                    groups,
                    fold: self.f.caseless,
                }))
            }
            b'Q' => Ok(Esc::Quote),
            b'E' => Ok(Esc::Nothing),
            b'N' if self.peek() == Some(b'{') => {
                if !self.utf {
                    return err(
                        "\\N{U+dddd} is supported only in Unicode (UTF) mode",
                        self.pos,
                    );
                }
                if !self.eat_str(b"{U+") {
                    return err(
                        "PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u",
                        self.pos,
                    );
                }
                let v = self.hex_digits_until_brace()?;
                Ok(Esc::Char(v))
            }
            b'L' | b'l' | b'U' | b'u' | b'F' | b'N' if c != b'N' || in_class => {
                if c == b'N' {
                    return err("escape sequence is invalid in character class", self.pos);
                }
                err(
                    "PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u",
                    self.pos,
                )
            }
            _ if in_class && matches!(c, b'B' | b'R' | b'X' | b'A' | b'z' | b'Z' | b'G' | b'K') => {
                err("escape sequence is invalid in character class", self.pos)
            }
            b'N' => Ok(Esc::Node(Node::Dot { nl: false })),
            b'A' => Ok(Esc::Node(Node::Assert(Assertion::StartText))),
            b'z' => Ok(Esc::Node(Node::Assert(Assertion::EndText))),
            b'Z' => Ok(Esc::Node(Node::Assert(Assertion::EndTextOptNl))),
            b'b' => Ok(Esc::Node(Node::Assert(Assertion::WordBoundary))),
            b'B' => Ok(Esc::Node(Node::Assert(Assertion::NotWordBoundary))),
            b'G' => Ok(Esc::Node(Node::Assert(Assertion::StartOffset))),
            b'K' => Ok(Esc::Node(Node::Keep)),
            b'R' => Ok(Esc::Node(newline_seq(self.utf))),
            b'X' => Ok(Esc::Node(grapheme())),
            b'C' => Ok(Esc::Node(Node::Dot { nl: true })),
            _ if c.is_ascii_alphanumeric() => err("unrecognized character follows \\", at),
            _ => {
                self.pos = at;
                Ok(Esc::Char(self.next_char()))
            }
        }
    }

    /// `\ddd` as octal (up to three digits), or a literal digit for `\8`/`\9`.
    fn octal_or_literal(&mut self) -> u32 {
        let mut v = 0u32;
        let mut n = 0;
        while n < 3 {
            match self.peek() {
                Some(d @ b'0'..=b'7') => {
                    v = v * 8 + (d - b'0') as u32;
                    self.pos += 1;
                    n += 1;
                }
                _ => break,
            }
        }
        if n == 0 {
            // \8 or \9 in a class: the digit itself.
            self.pos += 1;
            return self.p[self.pos - 1] as u32;
        }
        if !self.utf {
            v &= 0xFF;
        }
        v
    }

    fn check_code_point(&self, v: u32) -> R<()> {
        let max = if self.utf { 0x10FFFF } else { 0xFF };
        if v > max {
            return err(
                "character code point value in \\x{} or \\o{} is too large",
                self.pos - 1,
            );
        }
        if self.utf && (0xD800..=0xDFFF).contains(&v) {
            return err(
                "disallowed Unicode code point (>= 0xd800 && <= 0xdfff)",
                self.pos - 1,
            );
        }
        Ok(())
    }

    fn hex_digits_until_brace(&mut self) -> R<u32> {
        let start = self.pos;
        let mut v: u32 = 0;
        while let Some(d) = self.peek().and_then(|b| (b as char).to_digit(16)) {
            v = v.saturating_mul(16).saturating_add(d);
            self.pos += 1;
        }
        if self.pos == start {
            if self.peek() == Some(b'}') {
                return err("digits missing in \\x{} or \\o{} or \\N{U+}", self.pos);
            }
            return err(
                "non-hex character in \\x{} (closing brace missing?)",
                self.pos,
            );
        }
        if !self.eat(b'}') {
            return err(
                "non-hex character in \\x{} (closing brace missing?)",
                self.pos,
            );
        }
        self.check_code_point(v)?;
        Ok(v)
    }

    /// After `\x`: `{hhh}` or up to two hex digits.
    fn parse_hex(&mut self) -> R<u32> {
        if self.eat(b'{') {
            return self.hex_digits_until_brace();
        }
        let mut v = 0u32;
        for _ in 0..2 {
            match self.peek().and_then(|b| (b as char).to_digit(16)) {
                Some(d) => {
                    v = v * 16 + d;
                    self.pos += 1;
                }
                None => break,
            }
        }
        Ok(v)
    }

    /// After `\g`: a backreference (`\g1`, `\g{-1}`, `\g{name}`) or a call (`\g<1>`, `\g'name'`).
    fn parse_g(&mut self) -> R<Esc> {
        let (term, is_call) = match self.peek() {
            Some(b'{') => (b'}', false),
            Some(b'<') => (b'>', true),
            Some(b'\'') => (b'\'', true),
            Some(b'0'..=b'9' | b'-' | b'+') => (0, false),
            _ => {
                return err(
                    "\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number",
                    self.pos,
                )
            }
        };
        if term != 0 {
            self.pos += 1;
        }
        let at = self.pos;
        let groups = if let Some((n, _)) = self.parse_group_number()? {
            if term != 0 && !self.eat(term) {
                return err("\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number", self.pos);
            }
            if (!is_call && n == 0) || !self.group_exists(n) {
                return err("reference to non-existent subpattern", self.pos);
            }
            vec![n]
        } else {
            if term == 0 {
                return err("\\g is not followed by a braced, angle-bracketed, or quoted name/number or by a plain number", self.pos);
            }
            let name = self.parse_name(term)?;
            self.lookup_name(&name, at)?
        };
        if is_call {
            return Ok(Esc::Node(self.call(groups[0])));
        }
        Ok(Esc::Node(Node::Backref {
            groups,
            fold: self.f.caseless,
        }))
    }

    /// After `\p`/`\P`: `{Name}`, `{^Name}` or one letter. Returns (property, negated).
    fn parse_property(&mut self) -> R<(Property, bool)> {
        let (name, neg) = if self.eat(b'{') {
            let neg = self.eat(b'^');
            let start = self.pos;
            while self.peek().is_some_and(|b| b != b'}') {
                self.pos += 1;
            }
            if self.peek().is_none() {
                return err("malformed \\P or \\p sequence", self.pos);
            }
            let name = self.p[start..self.pos].to_vec();
            self.pos += 1;
            (name, neg)
        } else {
            match self.peek() {
                Some(b) if b.is_ascii_alphabetic() => {
                    self.pos += 1;
                    (vec![b], false)
                }
                _ => return err("malformed \\P or \\p sequence", self.pos),
            }
        };
        // PCRE2 10.40+ matches property names loosely: case, spaces, '-' and '_' ignored.
        let loose: Vec<u8> = name
            .iter()
            .filter(|b| !matches!(b, b' ' | b'-' | b'_'))
            .map(|b| b.to_ascii_lowercase())
            .collect();
        let p = match loose.as_slice() {
            b"any" => Property::Any,
            b"l&" | b"lc" => Property::Cased,
            b"xan" => Property::Xan,
            b"xsp" | b"xps" => Property::Xsp,
            b"xwd" => Property::Xwd,
            _ => {
                let mut canon = loose.clone();
                if let Some(f) = canon.first_mut() {
                    *f = f.to_ascii_uppercase();
                }
                if let Some(cat) = unicode::category_name(&canon) {
                    Property::Category(cat)
                } else if let Some(i) = unicode::script_index(&loose) {
                    Property::Script(i)
                } else {
                    return err("unknown property after \\P or \\p", self.pos);
                }
            }
        };
        Ok((p, neg))
    }

    /// After `[`: a character class.
    fn parse_class(&mut self, open: usize) -> R<Node> {
        let mut class = Class {
            items: Vec::new(),
            negated: false,
            fold: self.f.caseless,
        };
        if self.eat(b'^') {
            class.negated = true;
        }
        let missing = |p: &Self| err("missing terminating ] for character class", p.p.len());
        let mut first = true;
        // A pending single character that may start a range.
        loop {
            let Some(b) = self.peek() else {
                return missing(self);
            };
            if b == b']' && !first {
                self.pos += 1;
                break;
            }
            first = false;
            // POSIX [:name:]
            if b == b'[' && matches!(self.peek_at(1), Some(b':' | b'.' | b'=')) {
                if let Some(item) = self.parse_posix()? {
                    class.items.push(item);
                    continue;
                }
            }
            let item_start = self.pos;
            let lo = match self.class_atom()? {
                ClassAtom::Char(c) => c,
                ClassAtom::Item(it) => {
                    // `[\d-z]`: a range may not start at a class escape.
                    if self.peek() == Some(b'-') && self.peek_at(1).is_some_and(|b| b != b']') {
                        return err("invalid range in character class", self.pos);
                    }
                    class.items.push(it);
                    continue;
                }
                ClassAtom::None => continue,
            };
            let _ = item_start;
            if self.peek() == Some(b'-') && self.peek_at(1).is_some_and(|b| b != b']') {
                let save = self.pos;
                self.pos += 1;
                if self.peek() == Some(b'[') && matches!(self.peek_at(1), Some(b':')) {
                    // `[a-[:digit:]]`
                    return err("invalid range in character class", self.pos - 1);
                }
                match self.class_atom()? {
                    ClassAtom::Char(hi) => {
                        if hi < lo {
                            return err("range out of order in character class", self.pos - 1);
                        }
                        class.items.push(ClassItem::Range(lo, hi));
                    }
                    ClassAtom::Item(_) => {
                        return err("invalid range in character class", self.pos - 1);
                    }
                    ClassAtom::None => {
                        // `[a-\E]`: the hyphen is literal.
                        self.pos = save + 1;
                        class.items.push(ClassItem::Range(lo, lo));
                        class.items.push(ClassItem::Range(b'-' as u32, b'-' as u32));
                    }
                }
            } else {
                class.items.push(ClassItem::Range(lo, lo));
            }
        }
        let _ = open;
        if !self.utf {
            // Byte mode: nothing above 0xFF exists.
            for it in &mut class.items {
                if let ClassItem::Range(_, hi) = it {
                    *hi = (*hi).min(0xFF);
                }
            }
        }
        Ok(Node::Class(Box::new(class)))
    }

    fn parse_posix(&mut self) -> R<Option<ClassItem>> {
        let kind = self.p[self.pos + 1];
        let start = self.pos + 2;
        // Find the matching `:]`.
        let mut i = start;
        while i + 1 < self.p.len() && !(self.p[i] == kind && self.p[i + 1] == b']') {
            if self.p[i] == b']' {
                return Ok(None);
            }
            i += 1;
        }
        if i + 1 >= self.p.len() {
            return Ok(None);
        }
        if kind != b':' {
            return err("POSIX collating elements are not supported", self.pos);
        }
        let mut name = &self.p[start..i];
        let neg = name.first() == Some(&b'^');
        if neg {
            name = &name[1..];
        }
        let k = match name {
            b"alpha" => PosixClass::Alpha,
            b"digit" => PosixClass::Digit,
            b"alnum" => PosixClass::Alnum,
            b"space" => PosixClass::Space,
            b"upper" => PosixClass::Upper,
            b"lower" => PosixClass::Lower,
            b"punct" => PosixClass::Punct,
            b"xdigit" => PosixClass::Xdigit,
            b"word" => PosixClass::Word,
            b"blank" => PosixClass::Blank,
            b"cntrl" => PosixClass::Cntrl,
            b"graph" => PosixClass::Graph,
            b"print" => PosixClass::Print,
            b"ascii" => PosixClass::Ascii,
            _ => return err("unknown POSIX class name", start),
        };
        self.pos = i + 2;
        // PCRE2 treats [:upper:]/[:lower:] under caseless as [:alpha:]-like via folding.
        Ok(Some(ClassItem::Posix(k, neg)))
    }

    fn class_atom(&mut self) -> R<ClassAtom> {
        let b = self.p[self.pos];
        if b != b'\\' {
            return Ok(ClassAtom::Char(self.next_char()));
        }
        self.pos += 1;
        Ok(match self.parse_escape(true)? {
            Esc::Char(c) => ClassAtom::Char(c),
            Esc::Perl(k, neg) => ClassAtom::Item(ClassItem::Perl(k, neg)),
            Esc::Prop(p, neg) => ClassAtom::Item(ClassItem::Prop(p, neg)),
            Esc::Node(_) => return err("escape sequence is invalid in character class", self.pos),
            Esc::Nothing => ClassAtom::None,
            Esc::Quote => {
                // \Q...\E inside a class: each character literal.
                let mut items = Vec::new();
                while self.pos < self.p.len() {
                    if self.eat_str(b"\\E") {
                        break;
                    }
                    let c = self.next_char();
                    items.push(ClassItem::Range(c, c));
                }
                match items.len() {
                    0 => ClassAtom::None,
                    1 => match items[0] {
                        ClassItem::Range(c, _) => ClassAtom::Char(c),
                        _ => unreachable!(),
                    },
                    _ => ClassAtom::Item(ClassItem::Sub(Box::new(Class {
                        items,
                        negated: false,
                        fold: false,
                    }))),
                }
            }
        })
    }
}

enum ClassAtom {
    Char(u32),
    Item(ClassItem),
    None,
}

/// Whether a character has another case (so caseless matching matters).
fn has_case(c: u32, utf: bool) -> bool {
    if c < 128 {
        return (c as u8).is_ascii_alphabetic();
    }
    // Non-ASCII characters fold by key (ß and ẞ share one without being each other's case).
    utf
}

fn is_repeatable(n: &Node) -> bool {
    !matches!(n, Node::Assert(_) | Node::Keep | Node::Empty | Node::Accept)
}

fn make_repeat(node: Node, min: u32, max: Option<u32>, kind: RepeatKind) -> Node {
    // A repeated assertion is at most one occurrence (PCRE2 does the same).
    let (node, max) = match node {
        n @ Node::Group(_, GroupKind::Look { .. }) => (n, max.map(|m| m.min(1)).or(Some(1))),
        n => (n, max),
    };
    Node::Repeat {
        node: Box::new(node),
        min,
        max,
        kind,
    }
}

/// `\R`: `(?>\r\n|\n|\x0b|\f|\r|\x85)` (plus U+2028/U+2029 in UTF mode).
fn newline_seq(utf: bool) -> Node {
    let mut items = vec![ClassItem::Range(0x0A, 0x0D), ClassItem::Range(0x85, 0x85)];
    if utf {
        items.push(ClassItem::Range(0x2028, 0x2029));
    }
    Node::Group(
        Box::new(Node::Alt(vec![
            Node::Concat(vec![
                Node::Char { c: 13, fold: false },
                Node::Char { c: 10, fold: false },
            ]),
            Node::Class(Box::new(Class {
                items,
                negated: false,
                fold: false,
            })),
        ])),
        GroupKind::Atomic,
    )
}

/// `\X` approximated as one non-mark character and the marks after it.
fn grapheme() -> Node {
    let mark = |neg| {
        Node::Class(Box::new(Class {
            items: vec![ClassItem::Prop(Property::Category("M"), neg)],
            negated: false,
            fold: false,
        }))
    };
    Node::Group(
        Box::new(Node::Alt(vec![
            Node::Concat(vec![
                Node::Char { c: 13, fold: false },
                Node::Char { c: 10, fold: false },
            ]),
            Node::Concat(vec![
                Node::Dot { nl: true },
                Node::Repeat {
                    node: Box::new(mark(false)),
                    min: 0,
                    max: None,
                    kind: RepeatKind::Greedy,
                },
            ]),
        ])),
        GroupKind::Atomic,
    )
}

/// PCRE2 10.42: every top-level branch of a lookbehind has a fixed length.
fn check_lookbehind(body: &Node, open: usize) -> R<()> {
    let branches: &[Node] = match body {
        Node::Alt(v) => v,
        n => std::slice::from_ref(n),
    };
    for b in branches {
        if fixed_len(b).is_none() {
            return err("lookbehind assertion is not fixed length", open);
        }
    }
    Ok(())
}

/// The length in characters a node always matches, if fixed.
pub fn fixed_len(n: &Node) -> Option<usize> {
    Some(match n {
        Node::Empty
        | Node::Assert(_)
        | Node::Keep
        | Node::Fail
        | Node::Accept
        | Node::Verb(_)
        | Node::Back(_) => 0,
        Node::Char { .. } | Node::Dot { .. } | Node::Class(_) => 1,
        Node::Group(_, GroupKind::Look { .. }) => 0,
        Node::Group(b, _) => fixed_len(b)?,
        Node::Concat(v) => {
            let mut t = 0;
            for x in v {
                t += fixed_len(x)?;
            }
            t
        }
        Node::Alt(v) => {
            let first = fixed_len(&v[0])?;
            for x in &v[1..] {
                if fixed_len(x)? != first {
                    return None;
                }
            }
            first
        }
        Node::Repeat { node, min, max, .. } => {
            if Some(*min) != *max {
                return None;
            }
            fixed_len(node)? * *min as usize
        }
        Node::Backref { .. } | Node::Call(_) | Node::Cond { .. } => return None,
    })
}

/// Decodes one UTF-8 character (the input is known valid); returns (code point, length).
pub fn decode_utf8(s: &[u8]) -> (u32, usize) {
    let b = s[0];
    if b < 0x80 {
        (b as u32, 1)
    } else if b < 0xE0 {
        ((((b & 0x1F) as u32) << 6) | (s[1] & 0x3F) as u32, 2)
    } else if b < 0xF0 {
        (
            (((b & 0x0F) as u32) << 12) | (((s[1] & 0x3F) as u32) << 6) | (s[2] & 0x3F) as u32,
            3,
        )
    } else {
        (
            (((b & 0x07) as u32) << 18)
                | (((s[1] & 0x3F) as u32) << 12)
                | (((s[2] & 0x3F) as u32) << 6)
                | (s[3] & 0x3F) as u32,
            4,
        )
    }
}
