//! [`Node`] tree → instruction [`Program`] for the backtracking matcher.
//!
//! Single-character items under a quantifier become one [`Inst::Repeat`]
//! (scanned in a tight loop, backtracked one character at a time, like
//! PCRE2's OP_STAR family). Other counted repeats are expanded into copies,
//! as PCRE2 does. Loops whose body can match empty carry a position register
//! so an empty iteration ends the loop (PCRE2's rule).

use crate::ast::*;
use crate::class::{ByteSet, CharSet};
use crate::parse::{fixed_len, Parsed};
use crate::{CompileError, Options};

/// One character test, used alone ([`Inst::One`]) or repeated ([`Inst::Repeat`]).
#[derive(Debug, Clone)]
pub enum Test {
    Byte(u8),
    /// A set of bytes (byte mode classes, caseless bytes).
    Set(Box<ByteSet>),
    /// Any byte (byte mode `.` with `s`).
    AnyByte,
    /// Any byte but `\n` (byte mode `.`).
    NotNlByte,
    /// UTF mode: any character / any but `\n`.
    AnyChar,
    NotNlChar,
    /// UTF mode: one exact character / one caseless character (by fold key).
    Char(u32),
    CharFold(u32),
    /// UTF mode: a class (index into [`Program::sets`]).
    Class(u32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameKind {
    Atomic,
    Look,
}

#[derive(Debug, Clone)]
pub enum Inst {
    Match,
    /// Exact bytes.
    Lit(Box<[u8]>),
    /// ASCII-caseless bytes, stored lower-case.
    LitFold(Box<[u8]>),
    One(Test),
    Repeat {
        test: Test,
        min: u32,
        max: u32,
        kind: RepeatKind,
    },
    /// Continue at the first target; on failure try the second.
    Split(u32, u32),
    Jmp(u32),
    Save(u32),
    /// A capturing group opens: register := position. The group's slots are set
    /// only when it closes, so `\1` inside group 1 still sees the previous iteration.
    OpenGroup(u32),
    /// A capturing group closes: slots of `group` := (register, position).
    CloseGroup {
        group: u32,
        reg: u32,
    },
    /// Loop register := position (restored on backtrack).
    LoopStart(u32),
    /// If the iteration matched nothing (position == register), leave the loop.
    LoopCheck {
        reg: u32,
        exit: u32,
    },
    Assert(Assertion),
    Backref {
        groups: Box<[u32]>,
        fold: bool,
    },
    /// Opens an atomic group or an assertion. `negate` inverts the body's
    /// result; on "true" execution continues after the matching `Close`
    /// (`close` is that pc); on "false" it goes to `no` (`u32::MAX`: fail).
    Open {
        kind: FrameKind,
        negate: bool,
        close: u32,
        no: u32,
    },
    Close,
    /// Lookbehind: step back this many characters.
    Back(u32),
    Call {
        target: u32,
        group: u32,
    },
    /// End of a group that is a subroutine-call target: returns if inside a call to it.
    GroupEnd(u32),
    CondGroup {
        groups: Box<[u32]>,
        no: u32,
    },
    CondRecursion {
        group: Option<u32>,
        no: u32,
    },
    Verb(Verb),
    Fail,
    Accept,
}

#[derive(Debug)]
pub struct Program {
    pub insts: Vec<Inst>,
    pub sets: Vec<CharSet>,
    pub nslots: usize,
    pub nregs: usize,
    pub utf: bool,
    /// Only a match at the start offset is possible (`A` flag, or `\A`/`^` leads every branch).
    pub anchored: bool,
    /// Every branch starts with `\G`: only the start offset can match.
    pub anchored_offset: bool,
    /// Every branch starts with a multiline `^`: try only at line starts.
    pub line_start: bool,
    /// Bytes a match can start with (`None`: anything, or an empty match is possible).
    pub first: Option<ByteSet>,
    /// A literal every match starts with.
    pub prefix: Vec<u8>,
    /// `first` when it holds a single byte (found with a vectorised search).
    pub first_byte: Option<u8>,
    /// `first` as a few byte ranges, when it is (found with a vectorised search).
    pub first_ranges: Option<crate::bytes::Ranges>,
    /// Every branch starts with `\b` and `first` holds only ASCII word bytes: a
    /// match can only start where the byte before is not an ASCII word byte
    /// (between two word characters `\b` fails in every mode).
    pub word_start: bool,
    /// The whole program is one unbounded run of a byte set (`/\s+/`,
    /// `/[,;]+/`, the usual preg_split delimiters) in byte mode: `(set, min)`.
    /// Such a match is found by scanning, without the matcher.
    pub run: Option<(ByteSet, u32)>,
    /// The program starts with an unbounded possessive repeat: after a failed
    /// attempt, starts inside the run it consumed would consume the rest of the
    /// same run and fail the same way, so the search resumes at its end.
    pub skip_run: bool,
    /// See [`LeadRun`].
    pub lead_run: Option<LeadRun>,
    /// Where an attempt at a candidate the search found begins: 1 when the
    /// program starts with a `\b` that `word_start` already guarantees there
    /// (byte mode, where a word character is an ASCII one), else 0.
    pub start_pc: usize,
}

const MAX_INSTS: usize = 500_000;

struct Compiler {
    insts: Vec<Inst>,
    sets: Vec<CharSet>,
    utf: bool,
    ucp: bool,
    nregs: usize,
    called: Vec<usize>,
    group_start: Vec<u32>,
    /// (inst index, group) of calls to patch once every group has a pc.
    calls: Vec<(usize, usize)>,
}

type R<T> = Result<T, CompileError>;

pub fn compile(parsed: &Parsed, opts: Options) -> R<Program> {
    let mut c = Compiler {
        insts: Vec::new(),
        sets: Vec::new(),
        utf: opts.utf,
        ucp: parsed.ucp,
        nregs: 0,
        called: parsed.called.clone(),
        group_start: vec![u32::MAX; parsed.groups + 1],
        calls: Vec::new(),
    };
    c.group_start[0] = 0;
    c.node(&parsed.node)?;
    if c.called.contains(&0) {
        c.push(Inst::GroupEnd(0));
    }
    c.push(Inst::Match);
    auto_possessify(&mut c.insts, &c.sets);
    for (at, g) in std::mem::take(&mut c.calls) {
        if let Inst::Call { target, .. } = &mut c.insts[at] {
            *target = c.group_start[g];
        }
    }
    if c.insts.len() > MAX_INSTS {
        return Err(CompileError {
            message: "regular expression is too large".into(),
            offset: 0,
        });
    }
    let anchor = leading_anchor(&parsed.node);
    let first = if opts.anchored || anchor.is_some() {
        None
    } else {
        first_bytes(&parsed.node, opts.utf)
    };
    let prefix = if first.is_some() {
        let mut p = Vec::new();
        literal_prefix(&parsed.node, opts.utf, &mut p);
        p
    } else {
        Vec::new()
    };
    let skip_run = matches!(
        c.insts.first(),
        Some(Inst::Repeat {
            kind: RepeatKind::Possessive,
            max: u32::MAX,
            ..
        })
    );
    let word_start = leading_word_boundary(&parsed.node)
        && first.as_ref().is_some_and(|f| {
            (0..=255u8).all(|b| !f.has(b) || b.is_ascii_alphanumeric() || b == b'_')
        });
    let run = match c.insts.as_slice() {
        [Inst::Repeat {
            test,
            min,
            max: u32::MAX,
            kind: RepeatKind::Greedy | RepeatKind::Possessive,
        }, Inst::Match]
            if *min > 0 && !opts.utf && parsed.groups == 0 =>
        {
            match test {
                Test::Set(set) => Some((**set, *min)),
                Test::Byte(b) => {
                    let mut set = ByteSet::default();
                    set.add(*b);
                    Some((set, *min))
                }
                _ => None,
            }
        }
        _ => None,
    };
    let lead_run = if opts.utf || opts.anchored || anchor.is_some() {
        None
    } else {
        lead_run(&c.insts)
    };
    let start_pc = usize::from(
        word_start
            && !opts.utf
            && matches!(c.insts.first(), Some(Inst::Assert(Assertion::WordBoundary))),
    );
    Ok(Program {
        lead_run,
        start_pc,
        run,
        skip_run,
        word_start,
        insts: c.insts,
        sets: c.sets,
        nslots: 2 * (parsed.groups + 1),
        nregs: c.nregs,
        utf: opts.utf,
        anchored: opts.anchored || anchor == Some(Assertion::StartText),
        anchored_offset: anchor == Some(Assertion::StartOffset),
        line_start: anchor == Some(Assertion::StartLine),
        first_byte: first.as_ref().and_then(|f| {
            let mut it = (0..=255u8).filter(|&b| f.has(b));
            match (it.next(), it.next()) {
                (Some(b), None) => Some(b),
                _ => None,
            }
        }),
        first_ranges: first
            .as_ref()
            .and_then(|f| crate::bytes::Ranges::of(|b| f.has(b))),
        first,
        prefix,
    })
}

impl Compiler {
    fn push(&mut self, i: Inst) -> usize {
        self.insts.push(i);
        self.insts.len() - 1
    }
    fn pc(&self) -> u32 {
        self.insts.len() as u32
    }
    fn check_size(&self) -> R<()> {
        if self.insts.len() > MAX_INSTS {
            return Err(CompileError {
                message: "regular expression is too large".into(),
                offset: 0,
            });
        }
        Ok(())
    }

    fn node(&mut self, n: &Node) -> R<()> {
        self.check_size()?;
        match n {
            Node::Empty => {}
            Node::Char { .. } => self.chars(std::slice::from_ref(n)),
            Node::Dot { .. } | Node::Class(_) => {
                let t = self.test(n).unwrap();
                self.push(Inst::One(t));
            }
            Node::Assert(a) => {
                self.push(Inst::Assert(*a));
            }
            Node::Group(body, kind) => self.group(body, *kind)?,
            Node::Concat(v) => {
                let mut i = 0;
                while i < v.len() {
                    if let Node::Char { .. } = v[i] {
                        let mut j = i;
                        while j < v.len() && matches!(v[j], Node::Char { .. }) {
                            j += 1;
                        }
                        self.chars(&v[i..j]);
                        i = j;
                    } else {
                        self.node(&v[i])?;
                        i += 1;
                    }
                }
            }
            Node::Alt(v) => {
                let mut jumps = Vec::new();
                for (k, b) in v.iter().enumerate() {
                    if k + 1 < v.len() {
                        let split = self.push(Inst::Split(0, 0));
                        self.node(b)?;
                        jumps.push(self.push(Inst::Jmp(0)));
                        let next = self.pc();
                        self.insts[split] = Inst::Split(split as u32 + 1, next);
                    } else {
                        self.node(b)?;
                    }
                }
                let end = self.pc();
                for j in jumps {
                    self.insts[j] = Inst::Jmp(end);
                }
            }
            Node::Repeat {
                node,
                min,
                max,
                kind,
            } => self.repeat(node, *min, *max, *kind)?,
            Node::Backref { groups, fold } => {
                self.push(Inst::Backref {
                    groups: groups.iter().map(|&g| g as u32).collect(),
                    fold: *fold,
                });
            }
            Node::Keep => {
                self.push(Inst::Save(0));
            }
            Node::Call(g) => {
                let at = self.push(Inst::Call {
                    target: 0,
                    group: *g as u32,
                });
                self.calls.push((at, *g));
            }
            Node::Cond { cond, yes, no } => self.cond(cond, yes, no)?,
            Node::Fail => {
                self.push(Inst::Fail);
            }
            Node::Accept => {
                self.push(Inst::Accept);
            }
            Node::Verb(v) => {
                self.push(Inst::Verb(*v));
            }
            Node::Back(n) => {
                self.push(Inst::Back(*n));
            }
        }
        Ok(())
    }

    /// A run of literal characters: merged into `Lit`/`LitFold` where possible.
    fn chars(&mut self, run: &[Node]) {
        let mut i = 0;
        while i < run.len() {
            let Node::Char { c, fold } = run[i] else {
                unreachable!()
            };
            if fold && self.utf && (c >= 128 || has_non_ascii_case(c)) {
                self.push(Inst::One(Test::CharFold(crate::unicode::fold(c))));
                i += 1;
                continue;
            }
            let mut bytes = Vec::new();
            let mut j = i;
            while j < run.len() {
                let Node::Char { c, fold: f } = run[j] else {
                    unreachable!()
                };
                if f != fold || (f && self.utf && (c >= 128 || has_non_ascii_case(c))) {
                    break;
                }
                if fold {
                    bytes.push((c as u8).to_ascii_lowercase());
                } else {
                    self.encode(c, &mut bytes);
                }
                j += 1;
            }
            if fold {
                self.push(Inst::LitFold(bytes.into()));
            } else {
                self.push(Inst::Lit(bytes.into()));
            }
            i = j;
        }
    }

    fn encode(&self, c: u32, out: &mut Vec<u8>) {
        if self.utf {
            let ch = char::from_u32(c).unwrap_or('\u{FFFD}');
            let mut buf = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
        } else {
            out.push(c as u8);
        }
    }

    /// The single-character test for a node, if it is one character wide.
    fn test(&mut self, n: &Node) -> Option<Test> {
        Some(match n {
            Node::Char { c, fold } => {
                let c = *c;
                if self.utf && (c >= 128 || (*fold && has_non_ascii_case(c))) {
                    if *fold {
                        Test::CharFold(crate::unicode::fold(c))
                    } else {
                        Test::Char(c)
                    }
                } else if *fold {
                    let mut s = ByteSet::default();
                    s.add((c as u8).to_ascii_lowercase());
                    s.add((c as u8).to_ascii_uppercase());
                    Test::Set(Box::new(s))
                } else {
                    Test::Byte(c as u8)
                }
            }
            Node::Dot { nl } => match (self.utf, nl) {
                (false, true) => Test::AnyByte,
                (false, false) => Test::NotNlByte,
                (true, true) => Test::AnyChar,
                (true, false) => Test::NotNlChar,
            },
            Node::Class(cl) => {
                let set = CharSet::new((**cl).clone(), self.ucp, self.utf);
                if !self.utf {
                    Test::Set(Box::new(set.map))
                } else {
                    self.sets.push(set);
                    Test::Class(self.sets.len() as u32 - 1)
                }
            }
            Node::Group(b, GroupKind::NonCapture) => return self.test(b),
            _ => return None,
        })
    }

    fn group(&mut self, body: &Node, kind: GroupKind) -> R<()> {
        match kind {
            GroupKind::Capture(g) => {
                self.group_start[g] = self.pc();
                self.nregs += 1;
                let reg = self.nregs as u32 - 1;
                self.push(Inst::OpenGroup(reg));
                self.node(body)?;
                self.push(Inst::CloseGroup {
                    group: g as u32,
                    reg,
                });
                if self.called.contains(&g) {
                    self.push(Inst::GroupEnd(g as u32));
                }
            }
            GroupKind::NonCapture => self.node(body)?,
            GroupKind::Atomic => {
                let open = self.push(Inst::Open {
                    kind: FrameKind::Atomic,
                    negate: false,
                    close: 0,
                    no: u32::MAX,
                });
                self.node(body)?;
                self.close(open);
            }
            GroupKind::Look { ahead, negate } => {
                let open = self.push(Inst::Open {
                    kind: FrameKind::Look,
                    negate,
                    close: 0,
                    no: u32::MAX,
                });
                self.look_body(body, ahead)?;
                self.close(open);
            }
        }
        Ok(())
    }

    fn look_body(&mut self, body: &Node, ahead: bool) -> R<()> {
        if ahead {
            return self.node(body);
        }
        // Lookbehind: each branch steps back its own fixed length, then matches forward.
        let branches: Vec<Node> = match body {
            Node::Alt(v) => v.clone(),
            n => vec![n.clone()],
        };
        let lowered: Vec<Node> = branches
            .into_iter()
            .map(|b| {
                let len = fixed_len(&b).unwrap_or(0) as u32;
                Node::Concat(vec![Node::Back(len), b])
            })
            .collect();
        if lowered.len() == 1 {
            self.node(&lowered[0])?;
        } else {
            self.node(&Node::Alt(lowered))?;
        }
        Ok(())
    }

    fn close(&mut self, open: usize) {
        self.push(Inst::Close);
        let after = self.pc();
        if let Inst::Open { close, .. } = &mut self.insts[open] {
            *close = after;
        }
    }

    fn cond(&mut self, cond: &Condition, yes: &Node, no: &Node) -> R<()> {
        let test_at = match cond {
            Condition::Group(gs) => self.push(Inst::CondGroup {
                groups: gs.iter().map(|&g| g as u32).collect(),
                no: 0,
            }),
            Condition::Recursion(g) => self.push(Inst::CondRecursion {
                group: g.map(|g| g as u32),
                no: 0,
            }),
            Condition::Define => {
                let j = self.push(Inst::Jmp(0));
                self.node(yes)?;
                let end = self.pc();
                self.insts[j] = Inst::Jmp(end);
                return Ok(());
            }
            Condition::Assert(a) => {
                let Node::Group(body, GroupKind::Look { ahead, negate }) = &**a else {
                    unreachable!()
                };
                let open = self.push(Inst::Open {
                    kind: FrameKind::Look,
                    negate: *negate,
                    close: 0,
                    no: 0,
                });
                self.look_body(body, *ahead)?;
                self.close(open);
                open
            }
        };
        self.node(yes)?;
        let j = self.push(Inst::Jmp(0));
        let no_pc = self.pc();
        self.node(no)?;
        let end = self.pc();
        self.insts[j] = Inst::Jmp(end);
        match &mut self.insts[test_at] {
            Inst::CondGroup { no, .. } | Inst::CondRecursion { no, .. } | Inst::Open { no, .. } => {
                *no = no_pc
            }
            _ => unreachable!(),
        }
        Ok(())
    }

    fn repeat(&mut self, node: &Node, min: u32, max: Option<u32>, kind: RepeatKind) -> R<()> {
        if let Some(test) = self.test(node) {
            self.push(Inst::Repeat {
                test,
                min,
                max: max.unwrap_or(u32::MAX),
                kind,
            });
            return Ok(());
        }
        if kind == RepeatKind::Possessive {
            let open = self.push(Inst::Open {
                kind: FrameKind::Atomic,
                negate: false,
                close: 0,
                no: u32::MAX,
            });
            self.repeat(node, min, max, RepeatKind::Greedy)?;
            self.close(open);
            return Ok(());
        }
        let greedy = kind == RepeatKind::Greedy;
        if max.is_none() && min > 0 && min_len(node) == 0 {
            // PCRE2 compiles `X{n,}` as n-1 copies and one looping copy, and an
            // empty iteration ends the loop; so the last mandatory copy is
            // already checked for emptiness.
            for _ in 0..min - 1 {
                self.node(node)?;
            }
            self.nregs += 1;
            let r = self.nregs as u32 - 1;
            self.push(Inst::LoopStart(r));
            self.node(node)?;
            let check = self.push(Inst::LoopCheck { reg: r, exit: 0 });
            self.repeat(node, 0, None, kind)?;
            let exit = self.pc();
            if let Inst::LoopCheck { exit: e, .. } = &mut self.insts[check] {
                *e = exit;
            }
            return Ok(());
        }
        for _ in 0..min {
            self.node(node)?;
        }
        match max {
            None => {
                let can_be_empty = min_len(node) == 0;
                let top = self.push(Inst::Split(0, 0));
                let reg = if can_be_empty {
                    self.nregs += 1;
                    let r = self.nregs as u32 - 1;
                    self.push(Inst::LoopStart(r));
                    Some(r)
                } else {
                    None
                };
                self.node(node)?;
                let check = reg.map(|r| self.push(Inst::LoopCheck { reg: r, exit: 0 }));
                self.push(Inst::Jmp(top as u32));
                let exit = self.pc();
                let body = top as u32 + 1;
                self.insts[top] = if greedy {
                    Inst::Split(body, exit)
                } else {
                    Inst::Split(exit, body)
                };
                if let Some(c) = check {
                    if let Inst::LoopCheck { exit: e, .. } = &mut self.insts[c] {
                        *e = exit;
                    }
                }
            }
            Some(max) => {
                let mut splits = Vec::new();
                for _ in min..max {
                    splits.push(self.push(Inst::Split(0, 0)));
                    self.node(node)?;
                    self.check_size()?;
                }
                let exit = self.pc();
                for s in splits {
                    let body = s as u32 + 1;
                    self.insts[s] = if greedy {
                        Inst::Split(body, exit)
                    } else {
                        Inst::Split(exit, body)
                    };
                }
            }
        }
        Ok(())
    }
}

/// A superset of the bytes a character matched by `t` can start with.
fn test_first_bytes(t: &Test, sets: &[CharSet]) -> ByteSet {
    let mut s = ByteSet::default();
    match t {
        Test::Byte(b) => s.add(*b),
        Test::Set(set) => s = **set,
        Test::AnyByte | Test::AnyChar | Test::CharFold(_) => s = ByteSet::full(),
        Test::NotNlByte | Test::NotNlChar => {
            s = ByteSet::full();
            s.0[0] &= !(1u64 << b'\n');
        }
        Test::Char(c) => {
            let mut buf = [0u8; 4];
            let e = char::from_u32(*c)
                .unwrap_or('\u{FFFD}')
                .encode_utf8(&mut buf);
            s.add(e.as_bytes()[0]);
        }
        Test::Class(i) => {
            s = sets[*i as usize].map;
            for b in 0xC0..=0xFFu8 {
                s.add(b);
            }
        }
    }
    s
}

/// Whether every byte of `s` is an ASCII word character (`[A-Za-z0-9_]`), a
/// word character in every mode.
fn ascii_word_only(s: &ByteSet) -> bool {
    (0..=255u8).all(|b| !s.has(b) || b.is_ascii_alphanumeric() || b == b'_')
}

fn disjoint(a: &ByteSet, b: &ByteSet) -> bool {
    (0..4).all(|i| a.0[i] & b.0[i] == 0)
}

/// PCRE2's auto-possessification: a greedy single-character repeat whose
/// follower can never start with a character the repeat matches (`\d+\.`,
/// `[^"]*"`, `\w+$`) never profits from giving characters back, so it is made
/// possessive and pushes no backtrack entry.
fn auto_possessify(insts: &mut [Inst], sets: &[CharSet]) {
    for i in 0..insts.len() {
        let Inst::Repeat {
            test,
            kind: RepeatKind::Greedy,
            ..
        } = &insts[i]
        else {
            continue;
        };
        let mine = test_first_bytes(test, sets);
        // The follower, looking through captures and jumps.
        let mut j = i + 1;
        let mut hops = 0;
        let follow = loop {
            hops += 1;
            if hops > 8 {
                break None;
            }
            match &insts[j] {
                Inst::Save(_) | Inst::OpenGroup(_) | Inst::CloseGroup { .. } => j += 1,
                Inst::Jmp(t) => j = *t as usize,
                other => break Some(other),
            }
        };
        let min = match &insts[i] {
            Inst::Repeat { min, .. } => *min,
            _ => 0,
        };
        let ok = match follow {
            // `\d+\b`: giving back a character leaves the position between two
            // word characters of the run, where `\b` fails.
            Some(Inst::Assert(Assertion::WordBoundary)) => min > 0 && ascii_word_only(&mine),
            Some(Inst::Lit(l)) => {
                let mut s = ByteSet::default();
                s.add(l[0]);
                disjoint(&mine, &s)
            }
            Some(Inst::LitFold(l)) => {
                let mut s = ByteSet::default();
                s.add(l[0].to_ascii_lowercase());
                s.add(l[0].to_ascii_uppercase());
                disjoint(&mine, &s)
            }
            Some(Inst::One(t)) => disjoint(&mine, &test_first_bytes(t, sets)),
            Some(Inst::Repeat { test: t, min, .. }) if *min > 0 => {
                disjoint(&mine, &test_first_bytes(t, sets))
            }
            Some(Inst::Assert(Assertion::EndText)) => true,
            Some(Inst::Assert(Assertion::EndTextOptNl | Assertion::EndLine)) => !mine.has(b'\n'),
            _ => false,
        };
        if ok {
            if let Inst::Repeat { kind, .. } = &mut insts[i] {
                *kind = RepeatKind::Possessive;
            }
        }
    }
}

/// Byte mode, the program starts (after a `\b` and capture opens) with a
/// possessive run of a byte set, at least one byte, then (after capture
/// closes) a literal whose first byte is outside the set: `[\w.+-]+@`,
/// `\d+\.`, `\b(\d{1,3})\.`. A match can only start within `max` bytes
/// before an occurrence of that byte, on a run of the set reaching it, so
/// candidates are found by searching for the byte and stepping back over the
/// run instead of trying every run.
#[derive(Debug)]
pub struct LeadRun {
    pub set: ByteSet,
    pub min: u32,
    pub max: u32,
    pub next: u8,
}

fn lead_run(insts: &[Inst]) -> Option<LeadRun> {
    let mut i = 0;
    while matches!(
        insts.get(i),
        Some(Inst::Assert(Assertion::WordBoundary) | Inst::OpenGroup(_))
    ) {
        i += 1;
    }
    let Some(Inst::Repeat {
        test,
        min,
        max,
        kind: RepeatKind::Possessive,
    }) = insts.get(i)
    else {
        return None;
    };
    i += 1;
    while matches!(insts.get(i), Some(Inst::CloseGroup { .. })) {
        i += 1;
    }
    let Some(Inst::Lit(l)) = insts.get(i) else {
        return None;
    };
    let set = match test {
        Test::Set(set) => **set,
        Test::Byte(b) => {
            let mut set = ByteSet::default();
            set.add(*b);
            set
        }
        _ => return None,
    };
    (*min > 0 && !set.has(l[0])).then_some(LeadRun {
        set,
        min: *min,
        max: *max,
        next: l[0],
    })
}

/// ASCII letters with a non-ASCII case partner: K (KELVIN SIGN), S (LONG S).
fn has_non_ascii_case(c: u32) -> bool {
    matches!(c, 0x4B | 0x6B | 0x53 | 0x73)
}

/// The minimum number of characters a node matches (0 if it can match empty).
fn min_len(n: &Node) -> usize {
    match n {
        Node::Char { .. } | Node::Dot { .. } | Node::Class(_) => 1,
        Node::Group(_, GroupKind::Look { .. }) => 0,
        Node::Group(b, _) => min_len(b),
        Node::Concat(v) => v.iter().map(min_len).sum(),
        Node::Alt(v) => v.iter().map(min_len).min().unwrap_or(0),
        Node::Repeat { node, min, .. } => min_len(node) * *min as usize,
        Node::Cond { yes, no, .. } => min_len(yes).min(min_len(no)),
        _ => 0,
    }
}

/// The anchor every branch starts with, if any (`\A`/`^`, multiline `^`, `\G`).
fn leading_anchor(n: &Node) -> Option<Assertion> {
    match n {
        Node::Assert(
            a @ (Assertion::StartText | Assertion::StartLine | Assertion::StartOffset),
        ) => Some(*a),
        Node::Concat(v) => v.first().and_then(leading_anchor),
        Node::Group(b, GroupKind::Capture(_) | GroupKind::NonCapture | GroupKind::Atomic) => {
            leading_anchor(b)
        }
        Node::Alt(v) => {
            let first = leading_anchor(&v[0])?;
            v[1..]
                .iter()
                .all(|b| leading_anchor(b) == Some(first))
                .then_some(first)
        }
        _ => None,
    }
}

/// Whether every branch starts with `\b` (see `Program::word_start`).
fn leading_word_boundary(n: &Node) -> bool {
    match n {
        Node::Assert(Assertion::WordBoundary) => true,
        Node::Concat(v) => v.first().is_some_and(leading_word_boundary),
        Node::Group(b, GroupKind::Capture(_) | GroupKind::NonCapture | GroupKind::Atomic) => {
            leading_word_boundary(b)
        }
        Node::Alt(v) => v.iter().all(leading_word_boundary),
        _ => false,
    }
}

/// The set of bytes a match must start with; `None` if unknown or it can be empty.
fn first_bytes(n: &Node, utf: bool) -> Option<ByteSet> {
    let mut set = ByteSet::default();
    // Unknown when the node can match empty or might start with anything.
    let can_be_empty = first_into(n, utf, &mut set);
    (!can_be_empty && !set.is_full()).then_some(set)
}

/// Adds the possible first bytes of `n` to `set`; returns whether `n` can match empty
/// (so what follows it also contributes). Gives up (fills the set) on anything unusual.
fn first_into(n: &Node, utf: bool, set: &mut ByteSet) -> bool {
    match n {
        Node::Empty | Node::Keep => true,
        Node::Assert(_) | Node::Group(_, GroupKind::Look { .. }) => true,
        Node::Char { c, fold } => {
            let c = *c;
            if utf && (c >= 128 || (*fold && has_non_ascii_case(c))) {
                if *fold {
                    *set = ByteSet::full();
                } else {
                    let mut buf = [0u8; 4];
                    let s = char::from_u32(c)
                        .unwrap_or('\u{FFFD}')
                        .encode_utf8(&mut buf);
                    set.add(s.as_bytes()[0]);
                }
            } else {
                set.add(c as u8);
                if *fold {
                    set.add((c as u8).to_ascii_uppercase());
                    set.add((c as u8).to_ascii_lowercase());
                }
            }
            false
        }
        Node::Class(cl) => {
            if utf {
                let cs = CharSet::new((**cl).clone(), true, true);
                set.union(&cs.map);
                // Any non-ASCII character might match: allow every lead byte.
                for b in 0xC2..=0xF4u8 {
                    set.add(b);
                }
            } else {
                let cs = CharSet::new((**cl).clone(), false, false);
                set.union(&cs.map);
            }
            false
        }
        Node::Dot { .. } => {
            *set = ByteSet::full();
            false
        }
        Node::Group(b, _) => first_into(b, utf, set),
        Node::Concat(v) => {
            for x in v {
                if !first_into(x, utf, set) {
                    return false;
                }
            }
            true
        }
        Node::Alt(v) => {
            let mut empty = false;
            for x in v {
                empty |= first_into(x, utf, set);
            }
            empty
        }
        Node::Repeat { node, min, .. } => {
            let e = first_into(node, utf, set);
            e || *min == 0
        }
        Node::Cond { .. } | Node::Backref { .. } | Node::Call(_) | Node::Accept => {
            *set = ByteSet::full();
            true
        }
        Node::Fail => false,
        Node::Verb(_) | Node::Back(_) => true,
    }
}

/// Literal bytes every match starts with (case-sensitive characters only).
fn literal_prefix(n: &Node, utf: bool, out: &mut Vec<u8>) -> bool {
    match n {
        Node::Char { c, fold: false } => {
            if utf {
                let mut buf = [0u8; 4];
                let s = char::from_u32(*c)
                    .unwrap_or('\u{FFFD}')
                    .encode_utf8(&mut buf);
                out.extend_from_slice(s.as_bytes());
            } else {
                out.push(*c as u8);
            }
            true
        }
        Node::Concat(v) => {
            for x in v {
                if !literal_prefix(x, utf, out) {
                    return false;
                }
            }
            true
        }
        Node::Group(b, GroupKind::Capture(_) | GroupKind::NonCapture) => {
            literal_prefix(b, utf, out)
        }
        _ => false,
    }
}
