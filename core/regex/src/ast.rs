//! The parsed pattern. Flags that PCRE scopes lexically (`(?i)`, `(?s)`, `(?m)`)
//! are resolved by the parser and stored on the nodes they affect, so the
//! compiler never tracks option state.

/// One character: a byte in byte mode, a code point in UTF mode.
pub type Ch = u32;

#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    Empty,
    /// A literal character; `fold` when matched case-insensitively.
    Char {
        c: Ch,
        fold: bool,
    },
    /// `.`; `nl` when it also matches `\n` (the `s` flag).
    Dot {
        nl: bool,
    },
    /// `\C` (one code unit) and `\X`-less "any character": matches any char incl. newline.
    Class(Box<Class>),
    Assert(Assertion),
    Group(Box<Node>, GroupKind),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat {
        node: Box<Node>,
        min: u32,
        /// `None` for unbounded.
        max: Option<u32>,
        kind: RepeatKind,
    },
    /// `\1`, `\k<n>`: group numbers (several for duplicate names with `J`).
    Backref {
        groups: Vec<usize>,
        fold: bool,
    },
    /// `\K`: resets the reported match start.
    Keep,
    /// `(?R)`, `(?1)`, `(?&name)`: calls group `n` (0 = whole pattern).
    Call(usize),
    /// `(?(1)yes|no)` and friends.
    Cond {
        cond: Condition,
        yes: Box<Node>,
        no: Box<Node>,
    },
    /// `(*FAIL)`, `(?!)`
    Fail,
    /// `(*ACCEPT)`
    Accept,
    /// Steps back this many characters: the compiler's lowering of a lookbehind branch.
    Back(u32),
    /// `(*COMMIT)`, `(*PRUNE)`, `(*SKIP)`: act when backtracked over.
    Verb(Verb),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    /// Backtracking past it fails the whole match (no later start positions).
    Commit,
    /// Backtracking past it fails this start position.
    Prune,
    /// Backtracking past it fails this start and resumes the search where it was.
    Skip,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Condition {
    /// `(?(1)...)`, `(?(<name>)...)`: is the group set?
    Group(Vec<usize>),
    /// `(?(R)...)`, `(?(R1)...)`: inside a recursion (of group n; `None` = any)
    Recursion(Option<usize>),
    /// `(?(DEFINE)...)`: never true.
    Define,
    /// `(?(?=...)...)`: an assertion (a `Group` node with a look kind).
    Assert(Box<Node>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GroupKind {
    Capture(usize),
    NonCapture,
    Atomic,
    Look { ahead: bool, negate: bool },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RepeatKind {
    Greedy,
    Lazy,
    Possessive,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assertion {
    /// `^` without `m`, `\A`
    StartText,
    /// `^` with `m`
    StartLine,
    /// `$` without `m` or `D`, `\Z`: end, or before a final `\n`
    EndTextOptNl,
    /// `$` with `D`, `\z`
    EndText,
    /// `$` with `m`
    EndLine,
    WordBoundary,
    NotWordBoundary,
    /// `\G`: the position where this match attempt started (the offset).
    StartOffset,
}

/// A character class: a union of items, optionally negated, optionally caseless.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Class {
    pub items: Vec<ClassItem>,
    pub negated: bool,
    pub fold: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ClassItem {
    Range(Ch, Ch),
    /// `\d \w \s \h \v` (and `\N`/`\R` never appear in classes)
    Perl(PerlClass, bool),
    /// `[:alpha:]` (negated for `[:^alpha:]`)
    Posix(PosixClass, bool),
    /// `\p{..}`, negated for `\P{..}` / `\p{^..}`
    Prop(Property, bool),
    /// A nested class (from `[^...]`-less constructs like `\D` inside UCP classes).
    Sub(Box<Class>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PerlClass {
    Digit,
    Word,
    Space,
    HSpace,
    VSpace,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PosixClass {
    Alpha,
    Digit,
    Alnum,
    Space,
    Upper,
    Lower,
    Punct,
    Xdigit,
    Word,
    Blank,
    Cntrl,
    Graph,
    Print,
    Ascii,
}

/// A Unicode property for `\p{..}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Property {
    Any,
    /// `L&`: Lu, Ll or Lt
    Cased,
    /// A general category: one letter (`L`) or two (`Lu`), by table index range.
    Category(&'static str),
    Script(usize),
    /// PCRE's `Xan` (L or N), `Xsp`/`Xps` (Z or white space), `Xwd` (L, N or `_`).
    Xan,
    Xsp,
    Xwd,
}
