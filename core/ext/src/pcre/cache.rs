//! Pattern strings → compiled regexes, as `pcre_get_compiled_regex_cache`
//! does it: delimiters, modifiers, PHP's warnings, and a per-thread cache
//! keyed by the whole pattern string. Also the request's `preg_last_error()`
//! state and the match loop's limits.

use rphp_regex::{CompileError, Limits, MatchError, MatchOptions, Options, Regex};
use rphp_value::{Context, ErrorLevel, Fault, PhpArray, PhpStr};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

pub const PREG_NO_ERROR: i64 = 0;
pub const PREG_INTERNAL_ERROR: i64 = 1;
pub const PREG_BACKTRACK_LIMIT_ERROR: i64 = 2;
pub const PREG_RECURSION_LIMIT_ERROR: i64 = 3;
pub const PREG_BAD_UTF8_ERROR: i64 = 4;
pub const PREG_BAD_UTF8_OFFSET_ERROR: i64 = 5;
pub const PREG_JIT_STACKLIMIT_ERROR: i64 = 6;

/// PHP's PCRE_CACHE_SIZE: the cache is emptied when it reaches this many patterns.
const CACHE_SIZE: usize = 4096;

/// A compiled pattern with what the preg functions need beside the regex.
pub struct Compiled {
    pub re: Regex,
    /// The name of each group by number (index 0 is the whole match), if named.
    pub names: Vec<Option<PhpStr>>,
    pub utf: bool,
    /// With named groups: the matches array of a match that sets every group,
    /// values null, made on first use. `subpat_array` fills a copy by position
    /// instead of hashing each name into a new array on every match.
    pub template: RefCell<Option<PhpArray>>,
}

thread_local! {
    static CACHE: RefCell<HashMap<Vec<u8>, Rc<Compiled>>> = RefCell::new(HashMap::new());
    /// The patterns used last, newest first: a loop calling one preg function
    /// finds its pattern here with one compare instead of hashing it.
    static RECENT: RefCell<Vec<(Vec<u8>, Rc<Compiled>)>> = const { RefCell::new(Vec::new()) };
    static LAST_ERROR: Cell<i64> = const { Cell::new(PREG_NO_ERROR) };
}

pub fn last_error() -> i64 {
    LAST_ERROR.with(Cell::get)
}

pub fn set_error(code: i64) {
    LAST_ERROR.with(|e| e.set(code));
}

/// `preg_last_error_msg()` for a code.
pub fn error_message(code: i64) -> &'static str {
    match code {
        PREG_NO_ERROR => "No error",
        PREG_INTERNAL_ERROR => "Internal error",
        PREG_BACKTRACK_LIMIT_ERROR => "Backtrack limit exhausted",
        PREG_RECURSION_LIMIT_ERROR => "Recursion limit exhausted",
        PREG_BAD_UTF8_ERROR => "Malformed UTF-8 characters, possibly incorrectly encoded",
        PREG_BAD_UTF8_OFFSET_ERROR => {
            "The offset did not correspond to the beginning of a valid UTF-8 code point"
        }
        PREG_JIT_STACKLIMIT_ERROR => "JIT stack limit exhausted",
        _ => "Unknown error",
    }
}

/// Records a match error as `pcre_handle_exec_error` does.
pub fn match_error(e: MatchError) {
    set_error(match e {
        MatchError::BacktrackLimit => PREG_BACKTRACK_LIMIT_ERROR,
        MatchError::RecursionLimit => PREG_RECURSION_LIMIT_ERROR,
        MatchError::StackLimit => PREG_JIT_STACKLIMIT_ERROR,
    });
}

/// `pcre.backtrack_limit` and `pcre.recursion_limit` from the request's ini.
/// With `pcre.jit` on (php's default) php's JIT counts its own, far fewer,
/// steps against the limit, which this engine cannot reproduce: a lowered
/// limit then only applies once the script turns the JIT off.
pub fn limits(ctx: &dyn Context) -> Limits {
    let mut l = Limits::default();
    let jit = ctx
        .ini_get(b"pcre.jit")
        .is_some_and(|v| !matches!(v.as_bytes().trim_ascii(), b"" | b"0"));
    if jit {
        return l;
    }
    let num = |name: &[u8]| -> Option<u64> {
        let v = ctx.ini_get(name)?;
        let s = std::str::from_utf8(v.as_bytes()).ok()?.trim();
        s.parse::<i64>().ok().map(|n| n.max(0) as u64)
    };
    if let Some(n) = num(b"pcre.backtrack_limit") {
        l.backtrack = n;
    }
    if let Some(n) = num(b"pcre.recursion_limit") {
        l.recursion = n;
    }
    l
}

/// Compiles (or fetches from the cache) a PHP pattern like `/a+/i`, raising
/// PHP's warnings for a bad delimiter, modifier or pattern. `None` after a warning.
pub fn get(ctx: &mut dyn Context, func: &str, regex: &[u8]) -> Result<Option<Rc<Compiled>>, Fault> {
    if let Some(c) = recent(regex) {
        return Ok(Some(c));
    }
    if let Some(c) = CACHE.with(|c| c.borrow().get(regex).cloned()) {
        remember(regex, &c);
        return Ok(Some(c));
    }
    match compile(regex) {
        Ok(c) => {
            let c = Rc::new(c);
            CACHE.with(|cache| {
                let mut cache = cache.borrow_mut();
                if cache.len() >= CACHE_SIZE {
                    cache.clear();
                }
                cache.insert(regex.to_vec(), c.clone());
            });
            remember(regex, &c);
            Ok(Some(c))
        }
        Err(msg) => {
            set_error(PREG_INTERNAL_ERROR);
            ctx.error(ErrorLevel::Warning, &format!("{}(): {}", func, msg))?;
            Ok(None)
        }
    }
}

/// Compiles a pattern into the cache without raising anything: php's
/// message on failure, for callers that turn it into an exception
/// (RegexIterator's constructor).
pub fn check(regex: &[u8]) -> Result<(), String> {
    if recent(regex).is_some() || CACHE.with(|c| c.borrow().contains_key(regex)) {
        return Ok(());
    }
    match compile(regex) {
        Ok(c) => {
            CACHE.with(|cache| {
                let mut cache = cache.borrow_mut();
                if cache.len() >= CACHE_SIZE {
                    cache.clear();
                }
                cache.insert(regex.to_vec(), Rc::new(c));
            });
            Ok(())
        }
        Err(msg) => {
            set_error(PREG_INTERNAL_ERROR);
            Err(msg)
        }
    }
}

/// How many patterns `RECENT` keeps.
const RECENT_SIZE: usize = 4;

fn recent(regex: &[u8]) -> Option<Rc<Compiled>> {
    RECENT.with(|r| {
        let r = r.borrow();
        r.iter()
            .find(|(p, _)| p.as_slice() == regex)
            .map(|(_, c)| c.clone())
    })
}

fn remember(regex: &[u8], c: &Rc<Compiled>) {
    RECENT.with(|r| {
        let mut r = r.borrow_mut();
        if r.len() >= RECENT_SIZE {
            r.pop();
        }
        r.insert(0, (regex.to_vec(), c.clone()));
    });
}

/// The delimiter pairs PHP accepts besides "same character at both ends".
fn closing_delimiter(d: u8) -> u8 {
    match d {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        b'<' => b'>',
        d => d,
    }
}

/// Splits `regex` into pattern and modifiers and compiles it; Err is PHP's warning text.
fn compile(regex: &[u8]) -> Result<Compiled, String> {
    // 1. Leading white space is skipped (C isspace: space, \t, \n, \v, \f, \r).
    let mut p = 0;
    while p < regex.len() && matches!(regex[p], b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r') {
        p += 1;
    }
    if p >= regex.len() {
        return Err("Empty regular expression".into());
    }
    // 2. The delimiter.
    let start = regex[p];
    if start.is_ascii_alphanumeric() || start == b'\\' || start == 0 {
        return Err("Delimiter must not be alphanumeric, backslash, or NUL".into());
    }
    p += 1;
    let end = closing_delimiter(start);
    // 3. The closing delimiter, skipping backslash-escaped bytes and nesting brackets.
    let mut pp = p;
    let mut depth = 1;
    while pp < regex.len() {
        let b = regex[pp];
        if b == b'\\' && pp + 1 < regex.len() {
            pp += 1;
        } else if b == end
            && (start == end || {
                depth -= 1;
                depth <= 0
            })
        {
            break;
        } else if b == start && start != end {
            depth += 1;
        }
        pp += 1;
    }
    if pp >= regex.len() {
        return Err(if start == end {
            format!("No ending delimiter '{}' found", end as char)
        } else {
            format!("No ending matching delimiter '{}' found", end as char)
        });
    }
    let pattern = &regex[p..pp];
    // 4. Modifiers.
    let mut o = Options::default();
    for &m in &regex[pp + 1..] {
        match m {
            b'i' => o.caseless = true,
            b'm' => o.multiline = true,
            b'n' => o.no_auto_capture = true,
            b's' => o.dotall = true,
            b'x' => o.extended = true,
            b'A' => o.anchored = true,
            b'D' => o.dollar_endonly = true,
            b'S' | b'X' | b' ' | b'\n' | b'\r' => {}
            b'U' => o.ungreedy = true,
            b'u' => o.utf = true,
            b'J' => o.dupnames = true,
            b'e' => {
                return Err(
                    "The /e modifier is no longer supported, use preg_replace_callback instead"
                        .into(),
                )
            }
            0 => return Err("NUL is not a valid modifier".into()),
            m => return Err(format!("Unknown modifier '{}'", m as char)),
        }
    }
    let re = Regex::new(pattern, o).map_err(|e: CompileError| {
        format!("Compilation failed: {} at offset {}", e.message, e.offset)
    })?;
    let mut names = vec![None; re.group_count() + 1];
    for (n, g) in re.names() {
        if names[*g].is_none() {
            names[*g] = Some(PhpStr::from(n.as_slice()));
        }
    }
    Ok(Compiled {
        re,
        names,
        utf: o.utf,
        template: RefCell::new(None),
    })
}

/// One search: `Ok(Some(slots))` on a match, `Ok(None)` on none, `Err(())`
/// after recording a match error.
pub fn search(
    c: &Compiled,
    subject: &[u8],
    start: usize,
    opts: MatchOptions,
    limits: &Limits,
    slots: &mut Vec<usize>,
) -> Result<bool, ()> {
    c.re.exec(subject, start, opts, limits, slots)
        .map_err(match_error)
}

/// Whether a PHP pattern matches somewhere in `subject`, as an extension
/// calling `pcre2_match` itself sees it (ext/filter): `None` when the
/// pattern does not compile (php's warning raised as `func`). A subject
/// that is not UTF-8 for a `u` pattern, or a match that hits a limit, is
/// no match, and `preg_last_error()` is left alone.
pub fn matches(
    ctx: &mut dyn Context,
    func: &str,
    regex: &[u8],
    subject: &[u8],
) -> Result<Option<bool>, Fault> {
    let Some(c) = get(ctx, func, regex)? else {
        return Ok(None);
    };
    if c.utf && rphp_regex::utf8_error(subject).is_some() {
        return Ok(Some(false));
    }
    let limits = limits(ctx);
    let mut slots = Vec::new();
    let found =
        c.re.exec(subject, 0, MatchOptions::default(), &limits, &mut slots);
    Ok(Some(found.unwrap_or(false)))
}

/// Checks a UTF-mode subject (and start offset) as PCRE2 does before matching;
/// records PREG_BAD_UTF8_ERROR / PREG_BAD_UTF8_OFFSET_ERROR and returns false.
pub fn check_utf(c: &Compiled, subject: &[u8], offset: usize) -> bool {
    if !c.utf {
        return true;
    }
    if rphp_regex::utf8_error(subject).is_some() {
        set_error(PREG_BAD_UTF8_ERROR);
        return false;
    }
    if !rphp_regex::is_char_boundary(subject, offset) {
        set_error(PREG_BAD_UTF8_OFFSET_ERROR);
        return false;
    }
    true
}

/// The length of the character at `pos` (one byte outside UTF mode).
pub fn unit_len(c: &Compiled, subject: &[u8], pos: usize) -> usize {
    if !c.utf {
        return 1;
    }
    let mut n = 1;
    while pos + n < subject.len() && (subject[pos + n] & 0xC0) == 0x80 {
        n += 1;
    }
    n
}

/// Highest set group + 1 (PCRE2's return code for a match).
pub fn set_count(slots: &[usize]) -> usize {
    (0..slots.len() / 2)
        .rev()
        .find(|&i| slots[2 * i] != usize::MAX)
        .map_or(1, |i| i + 1)
}

/// The loop every global preg function shares (`preg_match_all`, `preg_replace`,
/// `preg_split`): after an empty match, retry at the same place with
/// NOTEMPTY_ATSTART|ANCHORED, and if that fails advance one character.
/// `f` sees each match's slots and returns false to stop.
pub fn for_each_match(
    c: &Compiled,
    subject: &[u8],
    start: usize,
    limits: &Limits,
    mut f: impl FnMut(&[usize]) -> Result<bool, Fault>,
) -> Result<Result<(), ()>, Fault> {
    let mut slots = Vec::new();
    let mut off = start;
    let mut opts = MatchOptions::default();
    loop {
        match search(c, subject, off, opts, limits, &mut slots) {
            Err(()) => return Ok(Err(())),
            Ok(true) => {
                if slots[1] < slots[0] {
                    // \K in a lookahead can end a match before its start.
                    set_error(PREG_INTERNAL_ERROR);
                    return Ok(Err(()));
                }
                if !f(&slots)? {
                    return Ok(Ok(()));
                }
                off = slots[1];
                opts = if slots[1] == slots[0] {
                    MatchOptions {
                        anchored: true,
                        not_empty_at_start: true,
                    }
                } else {
                    MatchOptions::default()
                };
            }
            Ok(false) => {
                if opts.not_empty_at_start && off < subject.len() {
                    off += unit_len(c, subject, off);
                    opts = MatchOptions::default();
                } else {
                    return Ok(Ok(()));
                }
            }
        }
    }
}
