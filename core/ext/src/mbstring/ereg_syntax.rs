//! Oniguruma pattern syntaxes → PCRE2 syntax for rphp's regex engine.
//!
//! php's mb_ereg* functions compile with Oniguruma, by default in its Ruby
//! syntax; `mb_regex_set_options` can pick Perl, Java, GNU, grep, Emacs and
//! the two POSIX syntaxes instead. rphp has one engine ([`rphp_regex`], PCRE
//! semantics), so a pattern is rewritten here into the PCRE spelling of the
//! same thing: escaped or plain operators per syntax, Ruby's `\h` (hex
//! digit), `\u`HHHH, `{,n}`, `(?m)` (dot matches newline), class set
//! operations (`[a-z&&[^c]]`) and the rule that unnamed groups do not
//! capture once a pattern names one. Errors carry Oniguruma's wording.

/// An Oniguruma syntax (`mb_regex_set_options`' letters j u g c r z b d).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Syntax {
    Java,
    Gnu,
    Grep,
    Emacs,
    Ruby,
    Perl,
    PosixBasic,
    PosixExtended,
}

impl Syntax {
    pub fn letter(self) -> char {
        match self {
            Syntax::Java => 'j',
            Syntax::Gnu => 'u',
            Syntax::Grep => 'g',
            Syntax::Emacs => 'c',
            Syntax::Ruby => 'r',
            Syntax::Perl => 'z',
            Syntax::PosixBasic => 'b',
            Syntax::PosixExtended => 'd',
        }
    }

    /// What the syntax spells how (measured against php 8.2's Oniguruma).
    fn features(self) -> Features {
        let ere = Features {
            ops_plain: true,
            ops_esc: false,
            alt_plain: true,
            alt_esc: false,
            brace_plain: true,
            ext: false,
            esc_w: false,
            esc_d: false,
            esc_x: false,
            esc_u: false,
            ruby: false,
            posix: true,
            line_anchors: false,
            dotall: true,
            strict: true,
        };
        match self {
            Syntax::Ruby => Features {
                strict: false,
                ext: true,
                esc_w: true,
                esc_d: true,
                esc_x: true,
                esc_u: true,
                ruby: true,
                line_anchors: true,
                dotall: false,
                ..ere
            },
            Syntax::Perl | Syntax::Java => Features {
                strict: false,
                ext: true,
                esc_w: true,
                esc_d: true,
                esc_x: true,
                esc_u: self == Syntax::Java,
                dotall: false,
                ..ere
            },
            Syntax::PosixExtended => ere,
            Syntax::Gnu => Features {
                strict: false,
                esc_w: true,
                esc_d: true,
                line_anchors: true,
                dotall: false,
                ..ere
            },
            Syntax::Grep => Features {
                strict: false,
                ops_plain: false,
                ops_esc: true,
                alt_plain: false,
                alt_esc: true,
                brace_plain: false,
                esc_w: true,
                line_anchors: true,
                dotall: false,
                ..ere
            },
            Syntax::Emacs => Features {
                strict: false,
                alt_plain: false,
                alt_esc: true,
                brace_plain: false,
                posix: false,
                line_anchors: true,
                dotall: false,
                ..ere
            },
            Syntax::PosixBasic => Features {
                strict: false,
                ops_plain: false,
                alt_plain: false,
                brace_plain: false,
                ..ere
            },
        }
    }

    /// `^`/`$` match at line breaks unless the singleline option is set.
    pub fn line_anchors(self) -> bool {
        self.features().line_anchors
    }

    /// `.` matches a newline without the `m` option.
    pub fn dotall(self) -> bool {
        self.features().dotall
    }
}

#[derive(Clone, Copy)]
struct Features {
    /// `+` and `?` are operators (else literal)
    ops_plain: bool,
    /// `\+` and `\?` are operators
    ops_esc: bool,
    alt_plain: bool,
    alt_esc: bool,
    /// `( ) { }` plain (else `\( \) \{ \}`)
    brace_plain: bool,
    /// `(?...)` extensions
    ext: bool,
    /// `\w \W \s \S \b \B \A \z \Z \G`
    esc_w: bool,
    /// `\d \D`
    esc_d: bool,
    /// `\xHH`
    esc_x: bool,
    /// `\uHHHH`
    esc_u: bool,
    /// Ruby's extras: `\h`, `{,n}`, named groups, `(?m)` as dotall, class set operations
    ruby: bool,
    /// `[[:alpha:]]`
    posix: bool,
    line_anchors: bool,
    dotall: bool,
    /// POSIX extended: `{,n}` and a misplaced operator are errors
    strict: bool,
}

/// A translated pattern.
pub struct Translated {
    pub pcre: Vec<u8>,
    /// Whether unnamed groups capture (no named group in the pattern).
    pub noname_capture: bool,
}

type R<T> = Result<T, String>;

fn e<T>(msg: &str) -> R<T> {
    Err(msg.to_string())
}

/// Rewrites `p` (UTF-8) from syntax `syn` into PCRE syntax.
pub fn translate(p: &[u8], syn: Syntax) -> R<Translated> {
    let f = syn.features();
    let named = f.ruby && has_named_group(p);
    let mut t = Tr {
        p,
        i: 0,
        f,
        named,
        out: Vec::with_capacity(p.len() + 8),
        depth: 0,
        groups: 0,
        can_repeat: false,
    };
    t.run()?;
    Ok(Translated {
        pcre: t.out,
        noname_capture: !named,
    })
}

fn has_named_group(p: &[u8]) -> bool {
    let mut i = 0;
    let mut in_class = 0usize;
    while i < p.len() {
        match p[i] {
            b'\\' => i += 1,
            b'[' => in_class += 1,
            b']' if in_class > 0 => in_class -= 1,
            b'(' if in_class == 0 && p.get(i + 1) == Some(&b'?') => {
                let n = p.get(i + 2).copied();
                let n2 = p.get(i + 3).copied();
                if n == Some(b'\'') || (n == Some(b'<') && !matches!(n2, Some(b'=') | Some(b'!'))) {
                    return true;
                }
            }
            _ => {}
        }
        i += 1;
    }
    false
}

struct Tr<'a> {
    p: &'a [u8],
    i: usize,
    f: Features,
    named: bool,
    out: Vec<u8>,
    depth: usize,
    /// Capturing groups opened so far.
    groups: usize,
    /// Whether the last item can take a quantifier.
    can_repeat: bool,
}

impl Tr<'_> {
    fn peek(&self) -> Option<u8> {
        self.p.get(self.i).copied()
    }

    fn at(&self, k: usize) -> Option<u8> {
        self.p.get(self.i + k).copied()
    }

    /// Copies one (possibly multibyte) literal character, escaped for PCRE.
    fn literal(&mut self) {
        let c = self.p[self.i];
        let n = if c >= 0x80 {
            super::encoding::utf8_mblen(c).min(self.p.len() - self.i)
        } else {
            1
        };
        self.lit_bytes(self.i, n);
        self.i += n;
    }

    fn lit_bytes(&mut self, at: usize, n: usize) {
        let c = self.p[at];
        if n == 1 && !c.is_ascii_alphanumeric() && c < 0x80 && c != b'_' && c != b' ' {
            self.out.push(b'\\');
        }
        self.out.extend_from_slice(&self.p[at..at + n]);
        self.can_repeat = true;
    }

    fn run(&mut self) -> R<()> {
        while self.i < self.p.len() {
            let c = self.p[self.i];
            match c {
                b'\\' => self.escape()?,
                b'[' => {
                    let frag = self.class()?;
                    self.out.extend_from_slice(&frag);
                    self.can_repeat = true;
                }
                b'(' if self.f.brace_plain => {
                    self.i += 1;
                    self.open_group()?;
                }
                b')' if self.f.brace_plain => {
                    self.i += 1;
                    self.close_group()?;
                }
                b'|' if self.f.alt_plain => {
                    self.i += 1;
                    self.out.push(b'|');
                    self.can_repeat = false;
                }
                b'*' => {
                    self.i += 1;
                    self.quant(b"*")?;
                }
                b'+' | b'?' if self.f.ops_plain => {
                    self.i += 1;
                    self.quant(&[c])?;
                }
                b'{' if self.f.brace_plain => self.interval(false)?,
                b'.' => {
                    self.i += 1;
                    self.out.push(b'.');
                    self.can_repeat = true;
                }
                b'^' | b'$' => {
                    self.i += 1;
                    self.out.push(c);
                    self.can_repeat = false;
                }
                b' ' | b'#' | b'\n' | b'\t' => {
                    // kept unescaped so the x option still ignores them
                    self.i += 1;
                    self.out.push(c);
                    self.can_repeat = true;
                }
                _ => self.literal(),
            }
        }
        if self.depth > 0 {
            return e("end pattern with unmatched parenthesis");
        }
        Ok(())
    }

    fn quant(&mut self, q: &[u8]) -> R<()> {
        if !self.can_repeat {
            if self.f.ext || self.f.strict || (self.f.brace_plain && q != b"*") {
                return e("target of repeat operator is not specified");
            }
            // POSIX syntaxes take a leading operator literally
            self.out.push(b'\\');
            self.out.extend_from_slice(q);
            self.can_repeat = true;
            return Ok(());
        }
        self.out.extend_from_slice(q);
        // a lazy or possessive suffix
        if self.f.ops_plain && matches!(self.peek(), Some(b'?') | Some(b'+')) {
            self.out.push(self.p[self.i]);
            self.i += 1;
        }
        // Oniguruma lets a quantifier follow a quantifier; PCRE would not
        if matches!(self.peek(), Some(b'*'))
            || (self.f.ops_plain && matches!(self.peek(), Some(b'+') | Some(b'?')))
        {
            self.wrap_last_quantified();
        }
        self.can_repeat = true;
        Ok(())
    }

    /// `a**`: turns the quantified item just written into a group so the
    /// next quantifier applies to it (Oniguruma reduces the pair).
    fn wrap_last_quantified(&mut self) {
        let start = item_start(&self.out);
        let tail = self.out.split_off(start);
        self.out.extend_from_slice(b"(?:");
        self.out.extend_from_slice(&tail);
        self.out.push(b')');
    }

    /// `{n}`, `{n,}`, `{n,m}`, Ruby's `{,m}`; anything else is literal.
    fn interval(&mut self, escaped: bool) -> R<()> {
        let start = self.i;
        self.i += if escaped { 2 } else { 1 };
        let num = |t: &mut Self| {
            let s = t.i;
            while t.peek().is_some_and(|b| b.is_ascii_digit()) {
                t.i += 1;
            }
            std::str::from_utf8(&t.p[s..t.i])
                .ok()
                .and_then(|s| s.parse::<u64>().ok())
        };
        let lo = num(self);
        let mut hi = lo;
        let mut comma = false;
        if self.peek() == Some(b',') {
            comma = true;
            self.i += 1;
            hi = num(self);
        }
        let closed = if escaped {
            self.peek() == Some(b'\\') && self.at(1) == Some(b'}')
        } else {
            self.peek() == Some(b'}')
        };
        let valid = closed && (lo.is_some() || (comma && hi.is_some()));
        if !valid {
            if escaped {
                return e("invalid repeat range {lower,upper}");
            }
            self.i = start;
            if self.f.strict && lo.is_none() && comma && closed {
                return e("invalid repeat range {lower,upper}");
            }
            self.i += 1;
            self.out.extend_from_slice(b"\\{");
            self.can_repeat = true;
            return Ok(());
        }
        self.i += if escaped { 2 } else { 1 };
        if lo.is_none() && !self.f.ruby {
            if self.f.strict || escaped {
                return e("invalid repeat range {lower,upper}");
            }
            // Perl, Java, GNU: `{,n}` is literal
            self.out.extend_from_slice(b"\\{");
            self.out.extend_from_slice(&self.p[start + 1..self.i]);
            self.can_repeat = true;
            return Ok(());
        }
        if !self.can_repeat {
            return e("target of repeat operator is not specified");
        }
        if lo.is_some_and(|v| v > 100_000) || hi.is_some_and(|v| v > 100_000) {
            return e("too big number for repeat range");
        }
        let lo = lo.unwrap_or(0);
        let q = match (comma, hi) {
            (false, _) => format!("{{{lo}}}"),
            (true, None) => format!("{{{lo},}}"),
            (true, Some(h)) if h < lo => format!("{{{h},{lo}}}"),
            (true, Some(h)) => format!("{{{lo},{h}}}"),
        };
        self.out.extend_from_slice(q.as_bytes());
        if self.f.ops_plain && matches!(self.peek(), Some(b'?') | Some(b'+')) {
            self.out.push(self.p[self.i]);
            self.i += 1;
        }
        if matches!(self.peek(), Some(b'*')) {
            self.wrap_last_quantified();
        }
        self.can_repeat = true;
        Ok(())
    }

    fn open_group(&mut self) -> R<()> {
        self.depth += 1;
        let prev = self.can_repeat;
        self.can_repeat = false;
        if self.f.ext && self.peek() == Some(b'?') {
            self.i += 1;
            return self.extension(prev);
        }
        if self.named {
            self.out.extend_from_slice(b"(?:");
        } else {
            self.groups += 1;
            self.out.push(b'(');
        }
        Ok(())
    }

    fn close_group(&mut self) -> R<()> {
        if self.depth == 0 {
            if self.f.strict {
                // POSIX extended takes an unmatched `)` literally
                self.out.extend_from_slice(b"\\)");
                self.can_repeat = true;
                return Ok(());
            }
            return e("unmatched close parenthesis");
        }
        self.depth -= 1;
        self.out.push(b')');
        self.can_repeat = true;
        Ok(())
    }

    /// After `(?`.
    fn extension(&mut self, prev: bool) -> R<()> {
        let Some(c) = self.peek() else {
            return e("end pattern in group");
        };
        match c {
            b':' | b'=' | b'!' | b'>' => {
                self.i += 1;
                self.out.extend_from_slice(&[b'(', b'?', c]);
            }
            b'#' => {
                // a comment: skipped whole
                while let Some(b) = self.peek() {
                    self.i += 1;
                    if b == b')' {
                        self.depth -= 1;
                        self.can_repeat = prev;
                        return Ok(());
                    }
                    if b == b'\\' {
                        self.i += 1;
                    }
                }
                return e("end pattern in group");
            }
            b'<' if matches!(self.at(1), Some(b'=') | Some(b'!')) => {
                self.out
                    .extend_from_slice(&[b'(', b'?', b'<', self.p[self.i + 1]]);
                self.i += 2;
            }
            b'<' | b'\'' if self.f.ruby => {
                let close = if c == b'<' { b'>' } else { b'\'' };
                self.i += 1;
                let s = self.i;
                while self.peek().is_some_and(|b| b != close && b != b')') {
                    self.i += 1;
                }
                let name = &self.p[s..self.i];
                if self.peek() != Some(close) || !valid_name(name) {
                    return e("invalid group name <>");
                }
                self.i += 1;
                self.groups += 1;
                self.out.extend_from_slice(b"(?<");
                self.out.extend_from_slice(name);
                self.out.push(b'>');
            }
            _ => self.inline_options()?,
        }
        Ok(())
    }

    /// `(?imx-imx)` / `(?imx-imx:...)`.
    fn inline_options(&mut self) -> R<()> {
        let mut opts = Vec::new();
        let mut neg = false;
        loop {
            let Some(c) = self.peek() else {
                return e("end pattern in group");
            };
            self.i += 1;
            match c {
                b'-' if !neg => {
                    neg = true;
                    opts.push(b'-');
                }
                b'i' | b'x' => opts.push(c),
                b'm' if self.f.ruby => opts.push(b's'),
                b'm' | b's' if !self.f.ruby => opts.push(c),
                b')' => {
                    // options for the rest of the enclosing group
                    self.depth -= 1;
                    self.out.extend_from_slice(b"(?");
                    self.out.extend_from_slice(&opts);
                    self.out.push(b')');
                    return Ok(());
                }
                b':' => {
                    self.out.extend_from_slice(b"(?");
                    self.out.extend_from_slice(&opts);
                    self.out.push(b':');
                    return Ok(());
                }
                _ => return e("undefined group option"),
            }
        }
    }

    fn escape(&mut self) -> R<()> {
        let Some(c) = self.at(1) else {
            return e("end pattern at escape");
        };
        let f = self.f;
        // operators spelled with a backslash in the BRE-like syntaxes
        match c {
            b'(' if !f.brace_plain => {
                self.i += 2;
                return self.open_group();
            }
            b')' if !f.brace_plain => {
                self.i += 2;
                return self.close_group();
            }
            b'{' if !f.brace_plain => return self.interval(true),
            b'|' if f.alt_esc => {
                self.i += 2;
                self.out.push(b'|');
                self.can_repeat = false;
                return Ok(());
            }
            b'+' | b'?' if f.ops_esc => {
                self.i += 2;
                return self.quant(&[c]);
            }
            _ => {}
        }
        if c >= 0x80 {
            self.i += 1;
            self.literal();
            return Ok(());
        }
        if c == b'Q' && f.ext && !f.ruby {
            // Perl and Java: `\Q...\E` quotes
            self.i += 2;
            while self.i < self.p.len() {
                if self.p[self.i] == b'\\' && self.at(1) == Some(b'E') {
                    self.i += 2;
                    return Ok(());
                }
                self.literal();
            }
            return Ok(());
        }
        self.i += 2;
        self.can_repeat = true;
        let word = f.esc_w;
        match c {
            b'w' | b'W' | b's' | b'S' if word => self.push_esc(c),
            b'b' | b'B' | b'A' | b'z' | b'Z' | b'G' if word => {
                self.push_esc(c);
                self.can_repeat = false;
            }
            b'd' | b'D' if f.esc_d => self.push_esc(c),
            b'h' if f.ruby => self.out.extend_from_slice(b"[0-9a-fA-F]"),
            b'H' if f.ruby => self.out.extend_from_slice(b"[^0-9a-fA-F]"),
            b'K' if f.ruby => {
                self.push_esc(c);
                self.can_repeat = false;
            }
            b'R' | b'X' if f.ruby => self.push_esc(c),
            b'n' | b't' | b'r' | b'f' | b'a' | b'e' if f.ext => self.push_esc(c),
            b'v' if f.ext => self.out.extend_from_slice(b"\\x0B"),
            b'x' if f.esc_x => self.hex_escape()?,
            b'u' if f.esc_u => {
                let h = &self.p[self.i..self.p.len().min(self.i + 4)];
                if h.len() < 4 || !h.iter().all(u8::is_ascii_hexdigit) {
                    return e("too short digits");
                }
                self.out.extend_from_slice(b"\\x{");
                self.out.extend_from_slice(h);
                self.out.push(b'}');
                self.i += 4;
            }
            b'p' | b'P' if f.ruby => self.property(c)?,
            b'k' if f.ruby => self.named_ref(b'k')?,
            b'g' if f.ruby => self.named_ref(b'g')?,
            b'1'..=b'9' => self.backref()?,
            b'0' if f.ext => {
                // octal
                let s = self.i;
                while self.i < s + 2 && self.peek().is_some_and(|b| (b'0'..=b'7').contains(&b)) {
                    self.i += 1;
                }
                let v = self.p[s..self.i]
                    .iter()
                    .fold(0u32, |a, &b| a * 8 + (b - b'0') as u32);
                self.out
                    .extend_from_slice(format!("\\x{{{v:x}}}").as_bytes());
            }
            _ => {
                // any other escaped character stands for itself
                self.i -= 1;
                self.literal();
            }
        }
        Ok(())
    }

    fn push_esc(&mut self, c: u8) {
        self.out.push(b'\\');
        self.out.push(c);
    }

    fn hex_escape(&mut self) -> R<()> {
        if self.peek() == Some(b'{') {
            let s = self.i;
            while self.peek().is_some_and(|b| b != b'}') {
                self.i += 1;
            }
            if self.peek().is_none() {
                return e("invalid code point value");
            }
            self.i += 1;
            self.out.extend_from_slice(b"\\x");
            self.out.extend_from_slice(&self.p[s..self.i]);
            return Ok(());
        }
        let s = self.i;
        while self.i < s + 2 && self.peek().is_some_and(|b| b.is_ascii_hexdigit()) {
            self.i += 1;
        }
        self.out.extend_from_slice(b"\\x{");
        if self.i == s {
            self.out.push(b'0');
        }
        self.out.extend_from_slice(&self.p[s..self.i]);
        self.out.push(b'}');
        Ok(())
    }

    /// `\p{Name}`, `\p{^Name}`, `\P{Name}`.
    fn property(&mut self, c: u8) -> R<()> {
        if self.peek() != Some(b'{') {
            return e("invalid character property name {");
        }
        let mut neg = c == b'P';
        self.i += 1;
        if self.peek() == Some(b'^') {
            neg = !neg;
            self.i += 1;
        }
        let s = self.i;
        while self.peek().is_some_and(|b| b != b'}') {
            self.i += 1;
        }
        if self.peek().is_none() {
            return e("invalid character property name {");
        }
        let name = self.p[s..self.i].to_vec();
        self.i += 1;
        self.out
            .extend_from_slice(if neg { b"\\P{" } else { b"\\p{" });
        self.out.extend_from_slice(&name);
        self.out.push(b'}');
        Ok(())
    }

    /// `\k<name>` / `\k'name'` (backreference), `\g<name>` (call).
    fn named_ref(&mut self, kind: u8) -> R<()> {
        let close = match self.peek() {
            Some(b'<') => b'>',
            Some(b'\'') => b'\'',
            _ => {
                // not a reference: the letter itself
                self.i -= 1;
                self.literal();
                return Ok(());
            }
        };
        self.i += 1;
        let s = self.i;
        while self.peek().is_some_and(|b| b != close) {
            self.i += 1;
        }
        if self.peek().is_none() {
            return e("invalid backref number/name");
        }
        let name = self.p[s..self.i].to_vec();
        self.i += 1;
        let numeric = !name.is_empty()
            && name
                .iter()
                .enumerate()
                .all(|(k, b)| b.is_ascii_digit() || (k == 0 && (*b == b'-' || *b == b'+')));
        if numeric && self.named {
            return e("numbered backref/call is not allowed. (use name)");
        }
        self.out.push(b'\\');
        self.out.push(kind);
        self.out.push(b'<');
        self.out.extend_from_slice(&name);
        self.out.push(b'>');
        Ok(())
    }

    fn backref(&mut self) -> R<()> {
        let s = self.i - 1;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.i += 1;
        }
        let n: usize = std::str::from_utf8(&self.p[s..self.i])
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(usize::MAX);
        let total = self.groups.max(total_groups(self.p, self.f));
        let digits = &self.p[s..self.i];
        if n > total && digits.len() >= 2 && self.f.ext && digits[..2].iter().all(|b| *b < b'8') {
            // `\101`: an octal escape when no such group exists
            let k = digits.iter().take(3).take_while(|b| **b < b'8').count();
            self.i = s + k;
            let v = digits[..k]
                .iter()
                .fold(0u32, |a, &b| a * 8 + (b - b'0') as u32);
            self.out
                .extend_from_slice(format!("\\x{{{v:x}}}").as_bytes());
            return Ok(());
        }
        if self.named {
            return e("numbered backref/call is not allowed. (use name)");
        }
        if n > total && !self.f.ext && n >= 10 {
            // the POSIX-like syntaxes read `\1` without a group 1 as the digit
            self.i = s + 1;
            self.out.push(self.p[s]);
            return Ok(());
        }
        if n > total || n == 0 {
            return e("invalid backref number/name");
        }
        self.out.extend_from_slice(format!("\\g{{{n}}}").as_bytes());
        Ok(())
    }

    /// A bracket expression: one PCRE item matching one character.
    fn class(&mut self) -> R<Vec<u8>> {
        self.i += 1;
        let mut neg = false;
        if self.peek() == Some(b'^') {
            neg = true;
            self.i += 1;
        }
        // operands of `&&`, each a union of plain items and nested classes
        let mut inter: Vec<Vec<u8>> = Vec::new();
        let mut plain: Vec<u8> = Vec::new();
        let mut nested: Vec<Vec<u8>> = Vec::new();
        let mut first = true;
        loop {
            let Some(c) = self.peek() else {
                return e("premature end of char-class");
            };
            match c {
                b']' if !first => {
                    self.i += 1;
                    break;
                }
                b'[' if self.f.posix && self.at(1) == Some(b':') && self.posix_class_ahead() => {
                    let s = self.i;
                    while !(self.p[self.i] == b':' && self.at(1) == Some(b']')) {
                        self.i += 1;
                    }
                    self.i += 2;
                    plain.extend_from_slice(&self.p[s..self.i]);
                }
                b'[' if self.f.ruby => nested.push(self.class()?),
                b'&' if self.f.ruby && self.at(1) == Some(b'&') => {
                    self.i += 2;
                    inter.push(union(&mut plain, &mut nested));
                }
                b'\\' => {
                    let Some(d) = self.at(1) else {
                        return e("premature end of char-class");
                    };
                    self.i += 2;
                    match d {
                        b'h' if self.f.ruby => plain.extend_from_slice(b"0-9a-fA-F"),
                        b'H' if self.f.ruby => nested.push(b"[^0-9a-fA-F]".to_vec()),
                        b'w' | b'W' | b's' | b'S' if self.f.esc_w => {
                            plain.extend_from_slice(&[b'\\', d])
                        }
                        b'd' | b'D' if self.f.esc_d => plain.extend_from_slice(&[b'\\', d]),
                        b'n' | b't' | b'r' | b'f' | b'a' | b'e' if self.f.ext => {
                            plain.extend_from_slice(&[b'\\', d])
                        }
                        b'v' if self.f.ext => plain.extend_from_slice(b"\\x0B"),
                        b'x' if self.f.esc_x => {
                            let save = std::mem::take(&mut self.out);
                            self.hex_escape()?;
                            let h = std::mem::replace(&mut self.out, save);
                            plain.extend_from_slice(&h);
                        }
                        b'u' if self.f.esc_u => {
                            let h = &self.p[self.i..self.p.len().min(self.i + 4)];
                            if h.len() < 4 || !h.iter().all(u8::is_ascii_hexdigit) {
                                return e("too short digits");
                            }
                            plain.extend_from_slice(b"\\x{");
                            plain.extend_from_slice(h);
                            plain.push(b'}');
                            self.i += 4;
                        }
                        b'p' | b'P' if self.f.ruby => {
                            let save = std::mem::take(&mut self.out);
                            self.property(d)?;
                            let h = std::mem::replace(&mut self.out, save);
                            plain.extend_from_slice(&h);
                        }
                        _ if d >= 0x80 => {
                            self.i -= 1;
                            let n = super::encoding::utf8_mblen(d).min(self.p.len() - self.i);
                            plain.extend_from_slice(&self.p[self.i..self.i + n]);
                            self.i += n;
                        }
                        _ if d.is_ascii_alphanumeric() => plain.push(d),
                        _ => plain.extend_from_slice(&[b'\\', d]),
                    }
                }
                b'-' => {
                    self.i += 1;
                    plain.extend_from_slice(b"\\-");
                    // a range: PCRE reads `a\-z` as three characters, so
                    // restore the plain dash between two range ends
                    if !first
                        && self.peek().is_some_and(|b| b != b']')
                        && plain.len() > 2
                        && !plain.ends_with(b"[\\-")
                    {
                        plain.truncate(plain.len() - 2);
                        plain.push(b'-');
                    }
                }
                _ => {
                    let n = if c >= 0x80 {
                        super::encoding::utf8_mblen(c).min(self.p.len() - self.i)
                    } else {
                        1
                    };
                    if n == 1 && matches!(c, b'[' | b']' | b'^' | b':') {
                        plain.push(b'\\');
                    }
                    plain.extend_from_slice(&self.p[self.i..self.i + n]);
                    self.i += n;
                }
            }
            first = false;
        }
        let last = union(&mut plain, &mut nested);
        let body = if inter.is_empty() {
            last
        } else {
            inter.push(last);
            let mut s = b"(?:".to_vec();
            let (head, rest) = inter.split_last().expect("non-empty");
            for r in rest {
                s.extend_from_slice(b"(?=");
                s.extend_from_slice(r);
                s.push(b')');
            }
            s.extend_from_slice(head);
            s.push(b')');
            s
        };
        if !neg {
            return Ok(body);
        }
        if let Some(inner) = simple_class_body(&body) {
            let mut s = b"[^".to_vec();
            s.extend_from_slice(inner);
            s.push(b']');
            return Ok(s);
        }
        let mut s = b"(?:(?!".to_vec();
        s.extend_from_slice(&body);
        s.extend_from_slice(b")(?s:.))");
        Ok(s)
    }

    fn posix_class_ahead(&self) -> bool {
        let mut k = self.i + 2;
        if self.p.get(k) == Some(&b'^') {
            k += 1;
        }
        let s = k;
        while self.p.get(k).is_some_and(|b| b.is_ascii_alphabetic()) {
            k += 1;
        }
        k > s && self.p.get(k) == Some(&b':') && self.p.get(k + 1) == Some(&b']')
    }
}

/// The items of `[...]` when `frag` is a single plain class.
fn simple_class_body(frag: &[u8]) -> Option<&[u8]> {
    if frag.starts_with(b"[") && !frag.starts_with(b"[^") && frag.ends_with(b"]") {
        let inner = &frag[1..frag.len() - 1];
        // a nested plain class would have been merged; no `(?` inside
        if !inner.windows(2).any(|w| w == b"(?") {
            return Some(inner);
        }
    }
    None
}

/// One character matched by plain items or any nested class.
fn union(plain: &mut Vec<u8>, nested: &mut Vec<Vec<u8>>) -> Vec<u8> {
    let mut parts: Vec<Vec<u8>> = Vec::new();
    // nested plain classes merge into the plain items
    let mut rest = Vec::new();
    for n in nested.drain(..) {
        match simple_class_body(&n) {
            Some(b) => plain.extend_from_slice(b),
            None => rest.push(n),
        }
    }
    if !plain.is_empty() {
        let mut s = b"[".to_vec();
        s.append(plain);
        s.push(b']');
        parts.push(s);
    }
    parts.extend(rest);
    match parts.len() {
        0 => b"(?!)".to_vec(),
        1 => parts.pop().expect("one"),
        _ => {
            let mut s = b"(?:".to_vec();
            for (k, p) in parts.iter().enumerate() {
                if k > 0 {
                    s.push(b'|');
                }
                s.extend_from_slice(p);
            }
            s.push(b')');
            s
        }
    }
}

fn valid_name(name: &[u8]) -> bool {
    !name.is_empty()
        && !name[0].is_ascii_digit()
        && name
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80)
}

/// Capturing groups in the whole pattern (a backreference may point forward).
fn total_groups(p: &[u8], f: Features) -> usize {
    let mut n = 0;
    let mut i = 0;
    let mut in_class = false;
    while i < p.len() {
        match p[i] {
            b'\\' => {
                if !f.brace_plain && p.get(i + 1) == Some(&b'(') && !in_class {
                    n += 1;
                }
                i += 1;
            }
            b'[' => in_class = true,
            b']' => in_class = false,
            b'(' if f.brace_plain && !in_class && p.get(i + 1) != Some(&b'?') => n += 1,
            _ => {}
        }
        i += 1;
    }
    n
}

/// Where the last item (atom plus quantifier) written to `out` starts.
fn item_start(out: &[u8]) -> usize {
    // walk forward, remembering where each top-level item begins
    let mut starts = Vec::new();
    let mut i = 0;
    let mut depth = 0usize;
    let mut open = Vec::new();
    let mut last = 0;
    while i < out.len() {
        let c = out[i];
        let is_quant = matches!(c, b'*' | b'+' | b'?' | b'{');
        if !is_quant {
            last = i;
        }
        match c {
            b'\\' => {
                i += 2;
                if out.get(i - 1) == Some(&b'x') && out.get(i) == Some(&b'{') {
                    while i < out.len() && out[i] != b'}' {
                        i += 1;
                    }
                    i += 1;
                }
                starts.push(last);
                continue;
            }
            b'[' => {
                i += 1;
                if out.get(i) == Some(&b'^') {
                    i += 1;
                }
                if out.get(i) == Some(&b']') {
                    i += 1;
                }
                while i < out.len() && out[i] != b']' {
                    if out[i] == b'\\' {
                        i += 1;
                    } else if out[i] == b'[' && out.get(i + 1) == Some(&b':') {
                        while i < out.len() && !(out[i] == b':' && out.get(i + 1) == Some(&b']')) {
                            i += 1;
                        }
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                starts.push(last);
                continue;
            }
            b'(' => {
                depth += 1;
                open.push(i);
            }
            b')' => {
                depth = depth.saturating_sub(1);
                let o = open.pop().unwrap_or(0);
                i += 1;
                starts.push(o);
                last = o;
                continue;
            }
            b'{' => {
                while i < out.len() && out[i] != b'}' {
                    i += 1;
                }
            }
            _ if is_quant => {}
            _ => {
                if c >= 0x80 {
                    let n = super::encoding::utf8_mblen(c);
                    starts.push(i);
                    i += n;
                    continue;
                }
                starts.push(i);
            }
        }
        i += 1;
    }
    let _ = depth;
    starts.pop().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(p: &str, s: Syntax) -> String {
        String::from_utf8(
            translate(p.as_bytes(), s)
                .map(|t| t.pcre)
                .unwrap_or_else(|e| e.into_bytes()),
        )
        .unwrap()
    }

    #[test]
    fn ruby_extras() {
        assert_eq!(tr("\\h+", Syntax::Ruby), "[0-9a-fA-F]+");
        assert_eq!(tr("a{,2}", Syntax::Ruby), "a{0,2}");
        assert_eq!(tr("(?m).", Syntax::Ruby), "(?s).");
        assert_eq!(tr("(?s).", Syntax::Ruby), "undefined group option");
        assert_eq!(tr("(?<n>a)(b)", Syntax::Ruby), "(?<n>a)(?:b)");
        assert_eq!(tr("[a-z&&[^c]]", Syntax::Ruby), "(?:(?=[a-z])[^c])");
    }

    #[test]
    fn posix_basic() {
        assert_eq!(tr("\\(a\\)\\{2\\}+", Syntax::PosixBasic), "(a){2}\\+");
        assert_eq!(tr("a\\|b", Syntax::Grep), "a|b");
    }
}
