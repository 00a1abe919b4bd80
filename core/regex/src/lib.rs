//! rphp-regex: a backtracking regular-expression engine with PCRE2 semantics,
//! written for PHP's `preg_*` functions.
//!
//! Subjects are bytes (`&[u8]`): in byte mode every byte is one character; in
//! UTF mode (PHP's `u` modifier, which implies PCRE2_UCP) characters are UTF-8
//! code points. A pattern is parsed ([`parse`]) into a tree, compiled
//! ([`compile`]) into a small instruction program once, and run by a matcher
//! ([`exec`]) with an explicit backtrack stack, so no Rust recursion grows
//! with the subject. The crate has no dependencies and builds for
//! wasm32-unknown-unknown.

mod ast;
pub mod bytes;
pub mod case;
mod case_tables;
mod class;
mod compile;
mod exec;
mod parse;
mod unicode;
#[rustfmt::skip]
mod unicode_tables;

pub use exec::{Limits, MatchError};

/// Compile options: PHP's pattern modifiers after the closing delimiter.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// `i`: PCRE2_CASELESS
    pub caseless: bool,
    /// `m`: PCRE2_MULTILINE
    pub multiline: bool,
    /// `s`: PCRE2_DOTALL
    pub dotall: bool,
    /// `x`: PCRE2_EXTENDED
    pub extended: bool,
    /// `u`: PCRE2_UTF | PCRE2_UCP
    pub utf: bool,
    /// `U`: PCRE2_UNGREEDY
    pub ungreedy: bool,
    /// `D`: PCRE2_DOLLAR_ENDONLY
    pub dollar_endonly: bool,
    /// `A`: PCRE2_ANCHORED
    pub anchored: bool,
    /// `n`: PCRE2_NO_AUTO_CAPTURE
    pub no_auto_capture: bool,
    /// `J`: PCRE2_DUPNAMES
    pub dupnames: bool,
}

/// A compile error, worded as PCRE2 words it (`missing closing parenthesis`)
/// with the offset PCRE2 reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub message: String,
    pub offset: usize,
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} at offset {}", self.message, self.offset)
    }
}

/// A compiled pattern.
#[derive(Debug)]
pub struct Regex {
    prog: compile::Program,
    /// Number of capturing groups (not counting group 0).
    groups: usize,
    /// Group names with their numbers, in group-number order.
    names: Vec<(Vec<u8>, usize)>,
    utf: bool,
}

/// Per-call match options.
#[derive(Debug, Clone, Copy, Default)]
pub struct MatchOptions {
    /// Only try at the start offset (PCRE2_ANCHORED).
    pub anchored: bool,
    /// An empty match at the start offset is not a match (PCRE2_NOTEMPTY_ATSTART).
    pub not_empty_at_start: bool,
}

impl Regex {
    /// Parses and compiles `pattern` (the bytes between PHP's delimiters).
    pub fn new(pattern: &[u8], opts: Options) -> Result<Regex, CompileError> {
        let parsed = parse::parse(pattern, opts)?;
        let prog = compile::compile(&parsed, opts)?;
        Ok(Regex {
            prog,
            groups: parsed.groups,
            names: parsed.names,
            utf: opts.utf,
        })
    }

    /// The number of capturing groups (group 0, the whole match, not counted).
    pub fn group_count(&self) -> usize {
        self.groups
    }

    /// Named groups as (name, number), ordered by number.
    pub fn names(&self) -> &[(Vec<u8>, usize)] {
        &self.names
    }

    pub fn is_utf(&self) -> bool {
        self.utf
    }

    /// Searches `subject` from byte offset `start`. On a match, `slots` holds
    /// 2 × (groups + 1) byte offsets (`usize::MAX` for an unset group) and the
    /// result is `Ok(true)`. The subject must be valid UTF-8 in UTF mode
    /// (check with [`utf8_error`] first) and `start` on a character boundary.
    pub fn exec(
        &self,
        subject: &[u8],
        start: usize,
        opts: MatchOptions,
        limits: &Limits,
        slots: &mut Vec<usize>,
    ) -> Result<bool, MatchError> {
        exec::exec(&self.prog, subject, start, opts, limits, slots)
    }
}

/// The byte offset of the first invalid UTF-8 sequence in `s`, if any
/// (PCRE2's UTF check: overlong forms, surrogates and values above U+10FFFF are invalid).
pub fn utf8_error(s: &[u8]) -> Option<usize> {
    match std::str::from_utf8(s) {
        Ok(_) => None,
        Err(e) => Some(e.valid_up_to()),
    }
}

/// Whether `pos` is a character boundary of the UTF-8 string `s`.
pub fn is_char_boundary(s: &[u8], pos: usize) -> bool {
    pos >= s.len() || (s[pos] & 0xC0) != 0x80
}

#[cfg(test)]
mod tests;
