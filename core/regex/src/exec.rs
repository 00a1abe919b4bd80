//! The backtracking matcher.
//!
//! Choice points, capture restores and assertion frames live on one explicit
//! stack ([`Bt`]); nothing recurses on the Rust stack, so a loop over a
//! megabyte subject costs heap, not native stack. An attempt at one start
//! position ends in a match, in exhausting the stack (no match here), in a
//! backtracking verb, or in a limit error.

use crate::ast::{Assertion, RepeatKind, Verb};
use crate::class::perl_matches;
use crate::compile::{FrameKind, Inst, Program, Test};
use crate::parse::decode_utf8;
use crate::unicode;
use crate::MatchOptions;
use std::cell::RefCell;

/// The matcher's working vectors, kept between calls: a global match over a
/// long subject (preg_match_all, preg_split, preg_replace) runs thousands of
/// short `exec` calls, and taking these from one thread-local (one access in,
/// one out) instead of allocating them is most of what a short call costs.
#[derive(Default)]
struct Scratch {
    slots: Vec<usize>,
    regs: Vec<usize>,
    stack: Vec<Bt>,
    calls: Vec<u32>,
    frames: Vec<CallFrame>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// Resource limits for one `exec` call (PHP's `pcre.backtrack_limit` and
/// `pcre.recursion_limit`, plus a cap on the backtrack stack).
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Backtracks allowed per start position (PCRE2's match limit).
    pub backtrack: u64,
    /// Nesting of subroutine calls / recursion.
    pub recursion: u64,
    /// Entries on the backtrack stack (reported like PHP's JIT stack limit).
    pub stack: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            backtrack: 1_000_000,
            recursion: 100_000,
            stack: 4_000_000,
        }
    }
}

/// Why a match could not be decided (PHP's `preg_last_error()` codes 2, 3 and 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchError {
    BacktrackLimit,
    RecursionLimit,
    StackLimit,
}

#[derive(Debug, Clone, Copy)]
enum Bt {
    Alt { pc: u32, pos: usize },
    Slot { slot: u32, old: usize },
    Reg { reg: u32, old: usize },
    Greedy { pc: u32, min_pos: usize, pos: usize },
    Lazy { pc: u32, pos: usize, count: u32 },
    Frame { pc: u32, pos: usize },
    Verb { verb: Verb, pos: usize },
    CallPop,
    CallPush(u32),
}

impl Bt {
    /// Entries that undo state (kept when an atomic group or assertion commits).
    fn is_restore(&self) -> bool {
        matches!(
            self,
            Bt::Slot { .. } | Bt::Reg { .. } | Bt::CallPop | Bt::CallPush(_)
        )
    }
}

enum Outcome {
    Match,
    NoMatch,
    Commit,
    Skip(usize),
}

struct CallFrame {
    group: u32,
    ret: u32,
    /// Slots and registers at the call; restored when it returns.
    saved: Vec<usize>,
    saved_regs: Vec<usize>,
}

struct Matcher<'a> {
    prog: &'a Program,
    s: &'a [u8],
    start_offset: usize,
    opts: MatchOptions,
    limits: &'a Limits,
    slots: &'a mut Vec<usize>,
    regs: &'a mut Vec<usize>,
    stack: &'a mut Vec<Bt>,
    calls: &'a mut Vec<u32>,
    frames: &'a mut Vec<CallFrame>,
    steps: u64,
    /// Whether slots/registers may hold values from an earlier attempt. An attempt
    /// that fails by exhausting the stack has undone all its writes, so the next
    /// one can skip the reset.
    dirty: bool,
    /// Whether this attempt wrote a slot or register without logging its old
    /// value (see `set_slot`), so a failed attempt leaves the vectors dirty.
    unlogged: bool,
    /// Where the leading possessive repeat of the last attempt ended (see `Program::skip_run`).
    run_end: usize,
}

const UNSET: usize = usize::MAX;

pub fn exec(
    prog: &Program,
    s: &[u8],
    start: usize,
    opts: MatchOptions,
    limits: &Limits,
    slots: &mut Vec<usize>,
) -> Result<bool, MatchError> {
    if start > s.len() {
        return Ok(false);
    }
    if let Some((set, min)) = &prog.run {
        let anchored = opts.anchored || prog.anchored;
        return Ok(match find_run(s, start, set, *min as usize, anchored) {
            Some((a, b)) => {
                slots.clear();
                slots.extend_from_slice(&[a, b]);
                true
            }
            None => false,
        });
    }
    SCRATCH.with(|p| match p.try_borrow_mut() {
        Ok(mut sc) => exec_in(&mut sc, prog, s, start, opts, limits, slots),
        // Only if a matcher ever ran inside another on this thread.
        Err(_) => exec_in(&mut Scratch::default(), prog, s, start, opts, limits, slots),
    })
}

fn exec_in(
    sc: &mut Scratch,
    prog: &Program,
    s: &[u8],
    start: usize,
    opts: MatchOptions,
    limits: &Limits,
    slots: &mut Vec<usize>,
) -> Result<bool, MatchError> {
    reset(&mut sc.slots, prog.nslots);
    reset(&mut sc.regs, prog.nregs);
    sc.stack.clear();
    sc.calls.clear();
    sc.frames.clear();
    let mut m = Matcher {
        prog,
        s,
        start_offset: start,
        opts,
        limits,
        slots: &mut sc.slots,
        regs: &mut sc.regs,
        stack: &mut sc.stack,
        calls: &mut sc.calls,
        frames: &mut sc.frames,
        steps: 0,
        dirty: false,
        unlogged: false,
        run_end: 0,
    };
    let r = m.run(start, slots);
    if sc.stack.capacity() > 1 << 16 {
        sc.stack = Vec::new();
    }
    r
}

/// The first run of at least `min` bytes of `set` at or after `start` (see
/// `Program::run`): the leftmost start where the repeat succeeds, and the
/// greedy end. A run shorter than `min` fails at every start inside it.
fn find_run(
    s: &[u8],
    start: usize,
    set: &crate::class::ByteSet,
    min: usize,
    anchored: bool,
) -> Option<(usize, usize)> {
    let mut p = start;
    loop {
        if anchored {
            if p != start || p >= s.len() || !set.has(s[p]) {
                return None;
            }
        } else {
            p += s.get(p..)?.iter().position(|&b| set.has(b))?;
        }
        let e = p + s[p..]
            .iter()
            .position(|&b| !set.has(b))
            .unwrap_or(s.len() - p);
        if e - p >= min {
            return Some((p, e));
        }
        if anchored {
            return None;
        }
        p = e;
    }
}

/// Sets `v` to `n` unset entries; a short loop, as the vectors are tiny and a
/// `memset` call costs more than the stores.
#[inline]
fn reset(v: &mut Vec<usize>, n: usize) {
    if v.len() != n {
        v.clear();
        v.resize(n, UNSET);
    } else {
        for x in v.iter_mut() {
            *x = UNSET;
        }
    }
}

impl Matcher<'_> {
    fn run(&mut self, start: usize, slots: &mut Vec<usize>) -> Result<bool, MatchError> {
        let m = self;
        let prog = m.prog;
        let s = m.s;
        let opts = m.opts;
        let once = opts.anchored || prog.anchored || prog.anchored_offset;
        let mut pos = start;
        loop {
            if !once {
                match m.next_candidate(pos) {
                    Some(p) => pos = p,
                    None => return Ok(false),
                }
            }
            let pc = if once { 0 } else { prog.start_pc };
            match m.attempt(pos, pc)? {
                Outcome::Match => {
                    slots.clear();
                    slots.extend_from_slice(m.slots);
                    return Ok(true);
                }
                Outcome::Commit => return Ok(false),
                Outcome::Skip(p) if p > pos => {
                    pos = p;
                    if once {
                        return Ok(false);
                    }
                    continue;
                }
                Outcome::NoMatch | Outcome::Skip(_) => {}
            }
            if prog.skip_run && !once && m.run_end > pos + 1 {
                pos = m.run_end;
                continue;
            }
            if once || pos >= s.len() {
                return Ok(false);
            }
            pos += if prog.utf { char_len(s[pos]) } else { 1 };
        }
    }
}

/// `a == b` for slices of equal length; literals are mostly a few bytes,
/// where a byte loop beats the call into `memcmp`.
#[inline(always)]
fn eq_bytes(a: &[u8], b: &[u8]) -> bool {
    if a.len() > 8 {
        return a == b;
    }
    a.iter().zip(b).all(|(x, y)| x == y)
}

#[inline]
fn char_len(b: u8) -> usize {
    match b {
        0..=0x7F => 1,
        0x80..=0xDF => 2,
        0xE0..=0xEF => 3,
        _ => 4,
    }
}

#[inline]
fn is_ascii_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

#[inline]
fn prev_start(s: &[u8], mut p: usize) -> usize {
    p -= 1;
    while p > 0 && (s[p] & 0xC0) == 0x80 {
        p -= 1;
    }
    p
}

impl<'a> Matcher<'a> {
    /// The next position at or after `pos` where a match could start.
    fn next_candidate(&self, pos: usize) -> Option<usize> {
        let s = self.s;
        let prog = self.prog;
        if let Some(lr) = &prog.lead_run {
            let mut p = pos;
            loop {
                let q = p + crate::bytes::find_byte(lr.next, s.get(p..)?)?;
                // The run reaching `q`, at most `max` bytes of it; a start
                // leaves at least `min` of them.
                let lo = p.max(q.saturating_sub(lr.max as usize));
                let mut c = q;
                while c > lo && lr.set.has(s[c - 1]) {
                    c -= 1;
                }
                while c + lr.min as usize <= q {
                    if !prog.word_start || c == 0 || !is_ascii_word(s[c - 1]) {
                        return Some(c);
                    }
                    c += 1;
                }
                p = q + 1;
            }
        }
        if !prog.prefix.is_empty() {
            return crate::bytes::find(s.get(pos..)?, &prog.prefix).map(|p| pos + p);
        }
        if let Some(b) = prog.first_byte {
            if !prog.word_start {
                return crate::bytes::find_byte(b, s.get(pos..)?).map(|p| pos + p);
            }
        }
        if let (Some(ranges), Some(first)) = (&prog.first_ranges, &prog.first) {
            let mut p = pos;
            loop {
                // The next candidate is often a few bytes on: those are tested
                // one by one before the vector search (which costs a setup).
                let hay = s.get(p..)?;
                let near = hay.len().min(16);
                p += match hay[..near].iter().position(|&b| first.has(b)) {
                    Some(i) => i,
                    None => near + crate::bytes::find_in_ranges(ranges, &hay[near..])?,
                };
                if !prog.word_start || p == 0 || !is_ascii_word(s[p - 1]) {
                    return Some(p);
                }
                p += 1;
            }
        }
        if let Some(first) = &prog.first {
            let mut p = pos;
            loop {
                p += s[p..].iter().position(|&b| first.has(b))?;
                if !prog.word_start || p == 0 || !is_ascii_word(s[p - 1]) {
                    return Some(p);
                }
                p += 1;
            }
        }
        if prog.line_start && pos > 0 && s[pos - 1] != b'\n' {
            let off = s[pos..].iter().position(|&b| b == b'\n')?;
            return Some(pos + off + 1);
        }
        Some(pos)
    }

    #[inline]
    fn push(&mut self, e: Bt) -> Result<(), MatchError> {
        if self.stack.len() >= self.limits.stack {
            return Err(MatchError::StackLimit);
        }
        self.stack.push(e);
        Ok(())
    }

    /// Writes a slot, logging its old value for backtracking. With no entry
    /// on the stack nothing can backtrack to a state before this write: the
    /// attempt either goes on to match or fails outright (and the next attempt
    /// resets the vectors), so the log entry is skipped. Anchored patterns and
    /// patterns without choice points (`\d+\.\d+` after auto-possessification)
    /// then never touch the stack.
    #[inline]
    fn set_slot(&mut self, slot: usize, v: usize) -> Result<(), MatchError> {
        if self.stack.is_empty() {
            self.unlogged = true;
        } else {
            let old = self.slots[slot];
            self.push(Bt::Slot {
                slot: slot as u32,
                old,
            })?;
        }
        self.slots[slot] = v;
        Ok(())
    }

    /// Writes a register, logged as `set_slot` logs slots.
    #[inline]
    fn set_reg(&mut self, reg: usize, v: usize) -> Result<(), MatchError> {
        if self.stack.is_empty() {
            self.unlogged = true;
        } else {
            let old = self.regs[reg];
            self.push(Bt::Reg {
                reg: reg as u32,
                old,
            })?;
        }
        self.regs[reg] = v;
        Ok(())
    }

    #[inline]
    fn count_step(&mut self) -> Result<(), MatchError> {
        self.steps += 1;
        if self.steps > self.limits.backtrack {
            return Err(MatchError::BacktrackLimit);
        }
        Ok(())
    }

    /// One character test at `pos`; the position after it on success.
    #[inline(always)]
    fn step(&self, t: &Test, pos: usize) -> Option<usize> {
        let s = self.s;
        if pos >= s.len() {
            return None;
        }
        let b = s[pos];
        match t {
            Test::Byte(x) => (b == *x).then_some(pos + 1),
            Test::Set(set) => set.has(b).then_some(pos + 1),
            Test::AnyByte => Some(pos + 1),
            Test::NotNlByte => (b != b'\n').then_some(pos + 1),
            Test::AnyChar => Some(pos + char_len(b)),
            Test::NotNlChar => (b != b'\n').then(|| pos + char_len(b)),
            Test::Char(c) => {
                let (d, n) = decode_utf8(&s[pos..]);
                (d == *c).then_some(pos + n)
            }
            Test::CharFold(f) => {
                let (d, n) = decode_utf8(&s[pos..]);
                (unicode::fold(d) == *f).then_some(pos + n)
            }
            Test::Class(i) => {
                let set = &self.prog.sets[*i as usize];
                if b < 0x80 {
                    set.map.has(b).then_some(pos + 1)
                } else {
                    let (d, n) = decode_utf8(&s[pos..]);
                    set.has_char(d).then_some(pos + n)
                }
            }
        }
    }

    /// Whether the instruction at `pc` certainly fails at `pos` on the byte
    /// there (a literal or byte-set test; anything else: false). Lets a split
    /// skip a branch of `GET|POST` or `(?:a|b)` without a stack entry.
    #[inline(always)]
    fn cannot_start(&self, pc: usize, pos: usize) -> bool {
        let b = match self.s.get(pos) {
            Some(&b) => b,
            None => {
                return matches!(
                    self.prog.insts[pc],
                    Inst::Lit(_) | Inst::LitFold(_) | Inst::One(Test::Byte(_) | Test::Set(_))
                )
            }
        };
        match &self.prog.insts[pc] {
            Inst::Lit(l) => b != l[0],
            Inst::LitFold(l) => b.to_ascii_lowercase() != l[0],
            Inst::One(Test::Byte(x)) => b != *x,
            Inst::One(Test::Set(set)) => !set.has(b),
            _ => false,
        }
    }

    /// Greedy scan: up to `max` repetitions from `pos`; returns (end, count).
    /// A byte-mode set (`\d`, `[^"]`, `\S`) is scanned inline: those runs are
    /// short, and the call would cost more than the loop.
    #[inline(always)]
    fn scan(&self, t: &Test, pos: usize, max: u32) -> (usize, u32) {
        if let (false, Test::Set(set)) = (self.prog.utf, t) {
            let s = self.s;
            let lim = if max == u32::MAX {
                s.len()
            } else {
                s.len().min(pos.saturating_add(max as usize))
            };
            let mut p = pos;
            while p < lim && set.has(s[p]) {
                p += 1;
            }
            return (p, (p - pos) as u32);
        }
        self.scan_any(t, pos, max)
    }

    #[inline(never)]
    fn scan_any(&self, t: &Test, pos: usize, max: u32) -> (usize, u32) {
        let s = self.s;
        if !self.prog.utf {
            let lim = if max == u32::MAX {
                s.len()
            } else {
                s.len().min(pos.saturating_add(max as usize))
            };
            let end = match t {
                Test::Byte(x) => pos + s[pos..lim].iter().position(|b| b != x).unwrap_or(lim - pos),
                Test::Set(set) => {
                    pos + s[pos..lim]
                        .iter()
                        .position(|&b| !set.has(b))
                        .unwrap_or(lim - pos)
                }
                Test::AnyByte => lim,
                Test::NotNlByte => {
                    pos + s[pos..lim]
                        .iter()
                        .position(|&b| b == b'\n')
                        .unwrap_or(lim - pos)
                }
                _ => {
                    let mut p = pos;
                    while p < lim {
                        match self.step(t, p) {
                            Some(n) => p = n,
                            None => break,
                        }
                    }
                    p
                }
            };
            return (end, (end - pos) as u32);
        }
        let mut p = pos;
        let mut n = 0u32;
        while n < max {
            match self.step(t, p) {
                Some(q) => {
                    p = q;
                    n += 1;
                }
                None => break,
            }
        }
        (p, n)
    }

    fn is_word_at(&self, pos: usize, before: bool) -> bool {
        let s = self.s;
        if before {
            if pos == 0 {
                return false;
            }
            if self.prog.utf {
                let p = prev_start(s, pos);
                let (c, _) = decode_utf8(&s[p..]);
                return perl_matches(crate::ast::PerlClass::Word, c, true);
            }
            let b = s[pos - 1];
            b.is_ascii_alphanumeric() || b == b'_'
        } else {
            if pos >= s.len() {
                return false;
            }
            if self.prog.utf {
                let (c, _) = decode_utf8(&s[pos..]);
                return perl_matches(crate::ast::PerlClass::Word, c, true);
            }
            let b = s[pos];
            b.is_ascii_alphanumeric() || b == b'_'
        }
    }

    fn assert(&self, a: Assertion, pos: usize) -> bool {
        let s = self.s;
        let len = s.len();
        match a {
            Assertion::StartText => pos == 0,
            Assertion::StartLine => pos == 0 || (s[pos - 1] == b'\n' && pos < len),
            Assertion::EndText => pos == len,
            Assertion::EndTextOptNl => pos == len || (pos + 1 == len && s[pos] == b'\n'),
            Assertion::EndLine => pos == len || s[pos] == b'\n',
            Assertion::WordBoundary => self.is_word_at(pos, true) != self.is_word_at(pos, false),
            Assertion::NotWordBoundary => self.is_word_at(pos, true) == self.is_word_at(pos, false),
            Assertion::StartOffset => pos == self.start_offset,
        }
    }

    /// Matches the text of a captured group at `pos`; the end position on success.
    fn backref(&self, groups: &[u32], fold: bool, pos: usize) -> Option<usize> {
        let g = groups
            .iter()
            .find(|&&g| self.slots[2 * g as usize + 1] != UNSET)?;
        let (a, b) = (self.slots[2 * *g as usize], self.slots[2 * *g as usize + 1]);
        if a == UNSET || b < a {
            return None;
        }
        let want = &self.s[a..b];
        let s = self.s;
        if !fold {
            return s[pos..].starts_with(want).then_some(pos + want.len());
        }
        if !self.prog.utf {
            let end = pos + want.len();
            return (end <= s.len() && s[pos..end].eq_ignore_ascii_case(want)).then_some(end);
        }
        let (mut i, mut p) = (0, pos);
        while i < want.len() {
            if p >= s.len() {
                return None;
            }
            let (c1, n1) = decode_utf8(&want[i..]);
            let (c2, n2) = decode_utf8(&s[p..]);
            if c1 != c2 && unicode::fold(c1) != unicode::fold(c2) {
                return None;
            }
            i += n1;
            p += n2;
        }
        Some(p)
    }

    /// One attempt to match at `start`, beginning at instruction `pc`.
    fn attempt(&mut self, start: usize, mut pc: usize) -> Result<Outcome, MatchError> {
        if self.dirty {
            reset(self.slots, self.prog.nslots);
            reset(self.regs, self.prog.nregs);
            self.stack.clear();
            self.calls.clear();
            self.frames.clear();
        }
        self.dirty = true;
        self.unlogged = false;
        self.run_end = 0;
        self.slots[0] = start;
        self.steps = 0;
        let insts = &self.prog.insts;
        let s = self.s;
        let mut pos = start;
        loop {
            let ok: bool = match &insts[pc] {
                Inst::Lit(l) => {
                    // First byte inline: most failures end there; short
                    // literals are compared without a memcmp call.
                    let end = pos + l.len();
                    if end <= s.len() && s[pos] == l[0] && eq_bytes(&s[pos + 1..end], &l[1..]) {
                        pos = end;
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::LitFold(l) => {
                    let end = pos + l.len();
                    if end <= s.len()
                        && s[pos..end]
                            .iter()
                            .zip(l.iter())
                            .all(|(a, b)| a.to_ascii_lowercase() == *b)
                    {
                        pos = end;
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::One(t) => match self.step(t, pos) {
                    Some(p) => {
                        pos = p;
                        pc += 1;
                        true
                    }
                    None => false,
                },
                Inst::Repeat {
                    test,
                    min,
                    max,
                    kind,
                } => match kind {
                    RepeatKind::Greedy | RepeatKind::Possessive => {
                        let (end, n) = self.scan(test, pos, *max);
                        if pc == 0 {
                            self.run_end = end;
                        }
                        if n < *min {
                            false
                        } else {
                            if *kind == RepeatKind::Greedy && n > *min {
                                let min_pos = if *min == 0 {
                                    pos
                                } else if !self.prog.utf {
                                    pos + *min as usize
                                } else {
                                    self.scan(test, pos, *min).0
                                };
                                self.push(Bt::Greedy {
                                    pc: pc as u32,
                                    min_pos,
                                    pos: end,
                                })?;
                            }
                            pos = end;
                            pc += 1;
                            true
                        }
                    }
                    RepeatKind::Lazy => {
                        let (end, n) = self.scan(test, pos, *min);
                        if n < *min {
                            false
                        } else {
                            if *max > *min {
                                self.push(Bt::Lazy {
                                    pc: pc as u32,
                                    pos: end,
                                    count: n,
                                })?;
                            }
                            pos = end;
                            pc += 1;
                            true
                        }
                    }
                },
                Inst::Split(a, b) => {
                    if self.cannot_start(*a as usize, pos) {
                        // The first branch fails on its first byte: take the
                        // second at once, counting the backtrack its failure
                        // would have cost, so the backtrack limit is unchanged.
                        self.count_step()?;
                        pc = *b as usize;
                    } else {
                        self.push(Bt::Alt { pc: *b, pos })?;
                        pc = *a as usize;
                    }
                    true
                }
                Inst::Jmp(t) => {
                    pc = *t as usize;
                    true
                }
                Inst::Save(slot) => {
                    self.set_slot(*slot as usize, pos)?;
                    pc += 1;
                    true
                }
                Inst::OpenGroup(r) => {
                    self.set_reg(*r as usize, pos)?;
                    pc += 1;
                    true
                }
                Inst::CloseGroup { group, reg } => {
                    let start = self.regs[*reg as usize];
                    self.set_slot(2 * *group as usize, start)?;
                    self.set_slot(2 * *group as usize + 1, pos)?;
                    pc += 1;
                    true
                }
                Inst::LoopStart(r) => {
                    self.set_reg(*r as usize, pos)?;
                    pc += 1;
                    true
                }
                Inst::LoopCheck { reg, exit } => {
                    if self.regs[*reg as usize] == pos {
                        pc = *exit as usize;
                    } else {
                        pc += 1;
                    }
                    true
                }
                Inst::Assert(a) => {
                    if self.assert(*a, pos) {
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::Backref { groups, fold } => match self.backref(groups, *fold, pos) {
                    Some(p) => {
                        pos = p;
                        pc += 1;
                        true
                    }
                    None => false,
                },
                Inst::Open { .. } => {
                    self.push(Bt::Frame { pc: pc as u32, pos })?;
                    pc += 1;
                    true
                }
                Inst::Close => match self.close(pos)? {
                    Some((p, q)) => {
                        pc = p;
                        pos = q;
                        true
                    }
                    None => false,
                },
                Inst::Back(n) => {
                    let mut p = pos;
                    let mut ok = true;
                    for _ in 0..*n {
                        if p == 0 {
                            ok = false;
                            break;
                        }
                        p = if self.prog.utf {
                            prev_start(s, p)
                        } else {
                            p - 1
                        };
                    }
                    if ok {
                        pos = p;
                        pc += 1;
                    }
                    ok
                }
                Inst::Call { target, group } => {
                    if self.calls.len() as u64 >= self.limits.recursion {
                        return Err(MatchError::RecursionLimit);
                    }
                    self.frames.push(CallFrame {
                        group: *group,
                        ret: pc as u32 + 1,
                        saved: self.slots.clone(),
                        saved_regs: self.regs.clone(),
                    });
                    self.calls.push(self.frames.len() as u32 - 1);
                    self.push(Bt::CallPop)?;
                    pc = *target as usize;
                    true
                }
                Inst::GroupEnd(g) => {
                    match self.calls.last() {
                        Some(&top) if self.frames[top as usize].group == *g => {
                            pc = self.ret(top)?;
                        }
                        _ => pc += 1,
                    }
                    true
                }
                Inst::CondGroup { groups, no } => {
                    if groups
                        .iter()
                        .any(|&g| self.slots[2 * g as usize + 1] != UNSET)
                    {
                        pc += 1;
                    } else {
                        pc = *no as usize;
                    }
                    true
                }
                Inst::CondRecursion { group, no } => {
                    let yes = match (self.calls.last(), group) {
                        (Some(_), None) => true,
                        (Some(&top), Some(g)) => self.frames[top as usize].group == *g,
                        (None, _) => false,
                    };
                    pc = if yes { pc + 1 } else { *no as usize };
                    true
                }
                Inst::Verb(v) => {
                    self.push(Bt::Verb { verb: *v, pos })?;
                    pc += 1;
                    true
                }
                Inst::Fail => false,
                Inst::Accept => {
                    if let Some(&top) = self.calls.last() {
                        pc = self.ret(top)?;
                        true
                    } else if self.reject_empty(pos) {
                        false
                    } else {
                        self.slots[1] = pos;
                        return Ok(Outcome::Match);
                    }
                }
                Inst::Match => {
                    if self.reject_empty(pos) {
                        false
                    } else {
                        self.slots[1] = pos;
                        return Ok(Outcome::Match);
                    }
                }
            };
            if !ok {
                match self.backtrack()? {
                    Ok((p, q)) => {
                        pc = p;
                        pos = q;
                    }
                    Err(outcome) => return Ok(outcome),
                }
            }
        }
    }

    /// PCRE2_NOTEMPTY_ATSTART: an empty match at the start offset does not count.
    fn reject_empty(&self, pos: usize) -> bool {
        self.opts.not_empty_at_start && pos == self.start_offset && self.slots[0] == pos
    }

    /// Returns from subroutine call `top`: captures revert to their values at the call.
    fn ret(&mut self, top: u32) -> Result<usize, MatchError> {
        self.calls.pop();
        self.push(Bt::CallPush(top))?;
        let n = self.slots.len();
        for i in 0..n {
            let saved = self.frames[top as usize].saved[i];
            if self.slots[i] != saved {
                self.set_slot(i, saved)?;
            }
        }
        for i in 0..self.regs.len() {
            let saved = self.frames[top as usize].saved_regs[i];
            if self.regs[i] != saved {
                let old = self.regs[i];
                self.push(Bt::Reg { reg: i as u32, old })?;
                self.regs[i] = saved;
            }
        }
        Ok(self.frames[top as usize].ret as usize)
    }

    /// `Close`: the body of the innermost open atomic group or assertion matched.
    /// Returns where to continue, or `None` to fail.
    fn close(&mut self, pos: usize) -> Result<Option<(usize, usize)>, MatchError> {
        let idx = self
            .stack
            .iter()
            .rposition(|e| matches!(e, Bt::Frame { .. }))
            .expect("Close without an open frame");
        let Bt::Frame {
            pc: open,
            pos: start,
        } = self.stack[idx]
        else {
            unreachable!()
        };
        let Inst::Open {
            kind,
            negate,
            close,
            no,
        } = self.prog.insts[open as usize]
        else {
            unreachable!()
        };
        if !negate {
            // Commit: drop the body's choice points, keep its restores.
            let mut w = idx;
            for r in idx + 1..self.stack.len() {
                let e = self.stack[r];
                if e.is_restore() {
                    self.stack[w] = e;
                    w += 1;
                }
            }
            self.stack.truncate(w);
            let p = if kind == FrameKind::Look { start } else { pos };
            return Ok(Some((close as usize, p)));
        }
        // A negative assertion whose body matched: undo the body, then "false".
        while self.stack.len() > idx {
            let e = self.stack.pop().unwrap();
            self.undo(e);
        }
        if no != u32::MAX {
            return Ok(Some((no as usize, start)));
        }
        Ok(None)
    }

    #[inline]
    fn undo(&mut self, e: Bt) {
        match e {
            Bt::Slot { slot, old } => self.slots[slot as usize] = old,
            Bt::Reg { reg, old } => self.regs[reg as usize] = old,
            Bt::CallPop => {
                self.calls.pop();
            }
            Bt::CallPush(f) => self.calls.push(f),
            _ => {}
        }
    }

    /// Pops the stack to the next choice point: `Ok((pc, pos))` to resume there,
    /// `Err(outcome)` when this attempt is over.
    #[allow(clippy::type_complexity)]
    fn backtrack(&mut self) -> Result<Result<(usize, usize), Outcome>, MatchError> {
        loop {
            let Some(e) = self.stack.pop() else {
                // Every write of this attempt has been undone.
                self.dirty = self.unlogged || !self.frames.is_empty();
                return Ok(Err(Outcome::NoMatch));
            };
            match e {
                Bt::Alt { pc, pos } => {
                    self.count_step()?;
                    return Ok(Ok((pc as usize, pos)));
                }
                Bt::Greedy { pc, min_pos, pos } => {
                    self.count_step()?;
                    let next = match &self.prog.insts[pc as usize + 1] {
                        Inst::Lit(l) => Some(l[0]),
                        _ => None,
                    };
                    let mut p = pos;
                    loop {
                        p = if self.prog.utf {
                            prev_start(self.s, p)
                        } else {
                            p - 1
                        };
                        if next.is_none_or(|b| self.s.get(p) == Some(&b)) {
                            if p > min_pos {
                                self.stack.push(Bt::Greedy {
                                    pc,
                                    min_pos,
                                    pos: p,
                                });
                            }
                            return Ok(Ok((pc as usize + 1, p)));
                        }
                        if p <= min_pos {
                            break;
                        }
                    }
                }
                Bt::Lazy { pc, pos, count } => {
                    self.count_step()?;
                    let Inst::Repeat { test, max, .. } = &self.prog.insts[pc as usize] else {
                        unreachable!()
                    };
                    if let Some(p) = self.step(test, pos) {
                        if count + 1 < *max {
                            self.stack.push(Bt::Lazy {
                                pc,
                                pos: p,
                                count: count + 1,
                            });
                        }
                        return Ok(Ok((pc as usize + 1, p)));
                    }
                }
                Bt::Frame { pc, pos } => {
                    // The body failed.
                    let Inst::Open {
                        negate, close, no, ..
                    } = self.prog.insts[pc as usize]
                    else {
                        unreachable!()
                    };
                    if negate {
                        return Ok(Ok((close as usize, pos)));
                    }
                    if no != u32::MAX {
                        return Ok(Ok((no as usize, pos)));
                    }
                }
                Bt::Verb { verb, pos } => {
                    return Ok(Err(match verb {
                        Verb::Commit => Outcome::Commit,
                        Verb::Prune => Outcome::NoMatch,
                        Verb::Skip => Outcome::Skip(pos),
                    }));
                }
                other => self.undo(other),
            }
        }
    }
}
