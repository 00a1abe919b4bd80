//! The mbstring regex functions (php's ext/mbstring/php_mbregex.c):
//! `mb_ereg`, `mb_eregi`, `mb_ereg_replace`, `mb_eregi_replace`,
//! `mb_ereg_replace_callback`, `mb_split`, `mb_ereg_match`, the
//! `mb_ereg_search*` family, `mb_regex_encoding` and `mb_regex_set_options`.
//!
//! php runs Oniguruma; rphp translates each pattern into PCRE syntax
//! ([`super::ereg_syntax`]) and runs its own engine in UTF-8 mode. Subjects
//! in another regex encoding are converted to UTF-8 with a map back to their
//! own byte offsets, so offsets and substrings are those of the original
//! string. The options, the regex encoding and the search state are request
//! state, reset when a request starts.

use super::encoding::{self, Encoding, BAD};
use super::ereg_syntax::{translate, Syntax};
use crate::util::{arg, given, int_arg, set_ref, str_arg, to_string_warn};
use rphp_regex::{Limits, MatchOptions, Options, Regex};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Oniguruma's option bits that php exposes as letters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
struct Opts {
    /// `i`
    ignorecase: bool,
    /// `x`
    extend: bool,
    /// `m`: ONIG_OPTION_MULTILINE, `.` matches a newline
    multiline: bool,
    /// `s`: ONIG_OPTION_SINGLELINE, `^`/`$` only at the subject's ends
    singleline: bool,
    /// `l`: the longest match
    longest: bool,
    /// `n`: no empty match
    not_empty: bool,
}

impl Opts {
    fn string(self, syn: Syntax) -> String {
        let mut s = String::new();
        if self.ignorecase {
            s.push('i');
        }
        if self.extend {
            s.push('x');
        }
        match (self.multiline, self.singleline) {
            (true, true) => s.push('p'),
            (m, sl) => {
                if m {
                    s.push('m');
                }
                if sl {
                    s.push('s');
                }
            }
        }
        if self.longest {
            s.push('l');
        }
        if self.not_empty {
            s.push('n');
        }
        s.push(syn.letter());
        s
    }
}

/// The names php's Oniguruma build accepts for `mb_regex_encoding` (those
/// that are also mbstring encoding names), with the name it reports.
const ENC_NAMES: &[(&str, &[&str])] = &[
    ("EUC-JP", &["EUC-JP", "EUCJP", "X-EUC-JP", "EUCJP-WIN"]),
    ("UTF-8", &["UTF-8", "UTF8"]),
    ("UTF-16", &["UTF-16", "UTF-16BE"]),
    ("UTF-16LE", &["UTF-16LE"]),
    ("UCS-4", &["UCS-4", "UTF-32", "UTF-32BE"]),
    ("UCS-4LE", &["UCS-4LE", "UTF-32LE"]),
    (
        "SJIS",
        &[
            "SJIS",
            "CP932",
            "MS932",
            "SHIFT_JIS",
            "SJIS-WIN",
            "WINDOWS-31J",
        ],
    ),
    ("BIG5", &["BIG5", "BIG-5", "BIGFIVE", "CN-BIG5", "BIG-FIVE"]),
    ("EUC-CN", &["EUC-CN", "EUCCN", "EUC_CN", "GB2312"]),
    ("EUC-TW", &["EUC-TW", "EUCTW", "EUC_TW"]),
    ("EUC-KR", &["EUC-KR", "EUCKR", "EUC_KR"]),
    ("KOI8R", &["KOI8R", "KOI8-R"]),
    ("ISO-8859-1", &["ISO-8859-1", "ISO8859-1"]),
    ("ISO-8859-2", &["ISO-8859-2", "ISO8859-2"]),
    ("ISO-8859-3", &["ISO-8859-3", "ISO8859-3"]),
    ("ISO-8859-4", &["ISO-8859-4", "ISO8859-4"]),
    ("ISO-8859-5", &["ISO-8859-5", "ISO8859-5"]),
    ("ISO-8859-6", &["ISO-8859-6", "ISO8859-6"]),
    ("ISO-8859-7", &["ISO-8859-7", "ISO8859-7"]),
    ("ISO-8859-8", &["ISO-8859-8", "ISO8859-8"]),
    ("ISO-8859-9", &["ISO-8859-9", "ISO8859-9"]),
    ("ISO-8859-10", &["ISO-8859-10", "ISO8859-10"]),
    ("ISO-8859-13", &["ISO-8859-13", "ISO8859-13"]),
    ("ISO-8859-14", &["ISO-8859-14", "ISO8859-14"]),
    ("ISO-8859-15", &["ISO-8859-15", "ISO8859-15"]),
    ("ISO-8859-16", &["ISO-8859-16", "ISO8859-16"]),
    ("ASCII", &["ASCII", "US-ASCII"]),
];

/// A compiled pattern with what php reads from Oniguruma's regex object.
struct Compiled {
    re: Regex,
    /// `(?:pattern)\z`, with the longest-match option: mb_ereg_match then
    /// succeeds only when the pattern can cover the whole string, as
    /// Oniguruma's match with FIND_LONGEST does.
    whole: Option<Regex>,
    /// Group names with their numbers, in order of definition.
    names: Vec<(Vec<u8>, Vec<usize>)>,
    noname_capture: bool,
    opts: Opts,
}

/// A match: 2 × (groups + 1) byte offsets into the original subject, `usize::MAX` when unset.
type Slots = Vec<usize>;
const UNSET: usize = usize::MAX;

struct State {
    enc: &'static str,
    opts: Opts,
    syntax: Syntax,
    cache: HashMap<(Vec<u8>, Opts, Syntax, &'static str), Rc<Compiled>>,
    search_str: Option<Vec<u8>>,
    search_pos: usize,
    search_re: Option<Rc<Compiled>>,
    search_regs: Option<Slots>,
}

impl State {
    fn new() -> State {
        State {
            enc: "UTF-8",
            opts: DEFAULT_OPTS,
            syntax: Syntax::Ruby,
            cache: HashMap::new(),
            search_str: None,
            search_pos: 0,
            search_re: None,
            search_regs: None,
        }
    }
}

const DEFAULT_OPTS: Opts = Opts {
    ignorecase: false,
    extend: false,
    multiline: true,
    singleline: true,
    longest: false,
    not_empty: false,
};

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State::new());
}

/// Resets the regex settings and search state (php's request start).
pub fn start_request() {
    STATE.with(|s| *s.borrow_mut() = State::new());
}

fn with<T>(f: impl FnOnce(&mut State) -> T) -> T {
    STATE.with(|s| f(&mut s.borrow_mut()))
}

fn current_encoding() -> &'static Encoding {
    let name = with(|s| s.enc);
    encoding::by_name(name.as_bytes()).unwrap_or_else(encoding::utf8)
}

/// Parses php's option letters; `Err(letter)` for one php rejects.
fn parse_options(s: &[u8]) -> Result<(Opts, Syntax), u8> {
    let mut o = Opts::default();
    let mut syn = Syntax::Ruby;
    for &c in s {
        match c {
            b'i' => o.ignorecase = true,
            b'x' => o.extend = true,
            b'm' => o.multiline = true,
            b's' => o.singleline = true,
            b'p' => {
                o.multiline = true;
                o.singleline = true;
            }
            b'l' => o.longest = true,
            b'n' => o.not_empty = true,
            b'j' => syn = Syntax::Java,
            b'u' => syn = Syntax::Gnu,
            b'g' => syn = Syntax::Grep,
            b'c' => syn = Syntax::Emacs,
            b'r' => syn = Syntax::Ruby,
            b'z' => syn = Syntax::Perl,
            b'b' => syn = Syntax::PosixBasic,
            b'd' => syn = Syntax::PosixExtended,
            _ => return Err(c),
        }
    }
    Ok((o, syn))
}

fn option_error(ctx: &mut dyn Context, c: u8) -> Fault {
    ctx.throw(
        ThrowKind::ValueError,
        format!("Option \"{}\" is not supported", c as char),
    )
}

/// The subject in UTF-8 with, for another regex encoding, the offset in
/// the original string of every UTF-8 byte offset (plus the end).
struct Subject<'a> {
    orig: &'a [u8],
    utf8: std::borrow::Cow<'a, [u8]>,
    map: Option<Vec<usize>>,
}

impl<'a> Subject<'a> {
    fn new(s: &'a [u8], enc: &Encoding) -> Subject<'a> {
        if enc.kind == encoding::Kind::Utf8 {
            return Subject {
                orig: s,
                utf8: s.into(),
                map: None,
            };
        }
        let starts = char_starts(s, enc);
        let mut out = Vec::with_capacity(s.len());
        let mut map = Vec::with_capacity(s.len() + 1);
        for w in starts.windows(2) {
            let cps = enc.decode(&s[w[0]..w[1]]);
            let before = out.len();
            for c in cps {
                encoding::push_utf8(if c == BAD { 0xFFFD } else { c }, &mut out);
            }
            map.extend(std::iter::repeat_n(w[0], out.len() - before));
        }
        map.push(s.len());
        Subject {
            orig: s,
            utf8: out.into(),
            map: Some(map),
        }
    }

    fn to_orig(&self, i: usize) -> usize {
        match &self.map {
            Some(m) if i != UNSET => m[i.min(m.len() - 1)],
            _ => i,
        }
    }

    fn to_utf8(&self, i: usize) -> usize {
        match &self.map {
            Some(m) => m.partition_point(|&o| o < i),
            None => i,
        }
    }
}

/// Character boundaries of `s` in `enc` (one per byte where it cannot tell).
fn char_starts(s: &[u8], enc: &Encoding) -> Vec<usize> {
    if enc.byte_sliceable() {
        let mut v = enc.char_starts(s);
        if v.last() != Some(&s.len()) {
            v.push(s.len());
        }
        return v;
    }
    if let encoding::Kind::Utf16 { le, .. } = enc.kind {
        let mut v = Vec::new();
        let mut i = 0;
        while i + 1 < s.len() {
            v.push(i);
            let u = if le {
                u16::from_le_bytes([s[i], s[i + 1]])
            } else {
                u16::from_be_bytes([s[i], s[i + 1]])
            };
            i += if (0xD800..0xDC00).contains(&u) && i + 3 < s.len() {
                4
            } else {
                2
            };
        }
        v.push(s.len());
        return v;
    }
    (0..=s.len()).collect()
}

fn compile(
    ctx: &mut dyn Context,
    func: &str,
    pattern: &[u8],
    opts: Opts,
    syntax: Syntax,
) -> Result<Option<Rc<Compiled>>, Fault> {
    let enc_name = with(|s| s.enc);
    let enc = current_encoding();
    if !enc.is_valid(pattern) {
        ctx.error(
            ErrorLevel::Warning,
            &format!("{func}(): Pattern is not valid under {enc_name} encoding"),
        )?;
        return Ok(None);
    }
    let key = (pattern.to_vec(), opts, syntax, enc_name);
    if let Some(c) = with(|s| s.cache.get(&key).cloned()) {
        return Ok(Some(c));
    }
    let utf8 = Subject::new(pattern, enc).utf8.into_owned();
    let compiled = translate(&utf8, syntax).and_then(|t| {
        let o = Options {
            caseless: opts.ignorecase,
            extended: opts.extend,
            dotall: opts.multiline || syntax.dotall(),
            multiline: syntax.line_anchors() && !opts.singleline,
            utf: true,
            dupnames: true,
            ..Options::default()
        };
        let re = Regex::new(&t.pcre, o).map_err(|e| onig_message(&e.message))?;
        let whole = if opts.longest {
            let mut p = b"(?:".to_vec();
            p.extend_from_slice(&t.pcre);
            p.extend_from_slice(b")\\z");
            Regex::new(&p, o).ok()
        } else {
            None
        };
        let mut names: Vec<(Vec<u8>, Vec<usize>)> = Vec::new();
        for (n, g) in re.names() {
            match names.iter_mut().find(|(m, _)| m == n) {
                Some((_, gs)) => gs.push(*g),
                None => names.push((n.clone(), vec![*g])),
            }
        }
        Ok(Compiled {
            re,
            whole,
            names,
            noname_capture: t.noname_capture,
            opts,
        })
    });
    match compiled {
        Ok(c) => {
            let c = Rc::new(c);
            with(|s| {
                if s.cache.len() > 4096 {
                    s.cache.clear();
                }
                s.cache.insert(key, c.clone())
            });
            Ok(Some(c))
        }
        Err(msg) => {
            ctx.error(
                ErrorLevel::Warning,
                &format!("{func}(): mbregex compile err: {msg}"),
            )?;
            Ok(None)
        }
    }
}

/// Oniguruma's wording for the PCRE errors a translated pattern can raise.
fn onig_message(pcre: &str) -> String {
    let m = if pcre.starts_with("missing closing parenthesis") {
        "end pattern with unmatched parenthesis"
    } else if pcre.starts_with("unmatched closing parenthesis") {
        "unmatched close parenthesis"
    } else if pcre.starts_with("missing terminating ]") {
        "premature end of char-class"
    } else if pcre.starts_with("quantifier does not follow") {
        "target of repeat operator is not specified"
    } else if pcre.contains("at end of pattern") {
        "end pattern at escape"
    } else if pcre.contains("non-existent subpattern") || pcre.contains("group name") {
        "invalid backref number/name"
    } else if pcre.contains("range out of order") {
        "empty range in char class"
    } else if pcre.contains("unknown property") {
        "invalid character property name"
    } else if pcre.contains("POSIX") {
        "invalid POSIX bracket type"
    } else if pcre.contains("lookbehind") {
        "invalid pattern in look-behind"
    } else if pcre.contains("too large") || pcre.contains("too big") {
        "too big number for repeat range"
    } else {
        "invalid pattern"
    };
    m.to_string()
}

/// Oniguruma's search from byte `start` of the UTF-8 subject; slots in UTF-8 offsets.
fn search(c: &Compiled, s: &[u8], start: usize, anchored: bool) -> Option<Slots> {
    let limits = Limits::default();
    let mut slots = Vec::new();
    let mut best: Option<Slots> = None;
    let mut at = start;
    loop {
        if at > s.len() {
            return best;
        }
        if !rphp_regex::is_char_boundary(s, at) {
            // php steps byte by byte after an empty match; Oniguruma then
            // matches from inside the character, where only an empty match fits
            let mut empty = Vec::new();
            if !c.opts.not_empty
                && c.re
                    .exec(
                        b"",
                        0,
                        MatchOptions {
                            anchored: true,
                            ..Default::default()
                        },
                        &limits,
                        &mut empty,
                    )
                    .unwrap_or(false)
            {
                for v in empty.iter_mut() {
                    if *v != UNSET {
                        *v = at;
                    }
                }
                return Some(empty);
            }
            if anchored {
                return None;
            }
            at += 1;
            continue;
        }
        let per_position = c.opts.not_empty || c.opts.longest;
        let mo = MatchOptions {
            anchored: anchored || per_position,
            not_empty_at_start: c.opts.not_empty,
        };
        let found = c.re.exec(s, at, mo, &limits, &mut slots).unwrap_or(false);
        if found && !c.opts.longest {
            return Some(slots);
        }
        if found {
            // FIND_LONGEST: the longest of the first matches at each start
            let longer = best
                .as_ref()
                .is_none_or(|b: &Slots| slots[1] - slots[0] > b[1] - b[0]);
            if longer {
                best = Some(slots.clone());
            }
        }
        if anchored || !per_position || at >= s.len() {
            return best;
        }
        at += encoding::utf8_mblen(s[at]).max(1);
    }
}

/// A match in the original subject's offsets.
fn search_orig(c: &Compiled, subj: &Subject, start: usize, anchored: bool) -> Option<Slots> {
    let from = subj.to_utf8(start);
    let mut slots = search(c, &subj.utf8, from, anchored)?;
    let groups = c.re.group_count() + 1;
    slots.resize(2 * groups, UNSET);
    for v in slots.iter_mut() {
        *v = subj.to_orig(*v);
    }
    Some(slots)
}

/// The group of `name` php reports: the last of its groups that matched.
fn name_group(groups: &[usize], slots: &Slots) -> usize {
    groups
        .iter()
        .rev()
        .find(|&&g| slots[2 * g] != UNSET)
        .copied()
        .unwrap_or(*groups.last().expect("a name has a group"))
}

/// The array mb_ereg and the search functions fill; `empty_ok` keeps
/// empty groups as "" (the search functions) rather than false.
fn regs_array(c: &Compiled, s: &[u8], slots: &Slots, empty_ok: bool) -> PhpArray {
    let mut out = PhpArray::new();
    let val = |g: usize| {
        let (b, e) = (slots[2 * g], slots[2 * g + 1]);
        if b != UNSET && (b < e || (empty_ok && b <= e)) && e <= s.len() {
            Value::str(&s[b..e])
        } else {
            Value::Bool(false)
        }
    };
    for g in 0..slots.len() / 2 {
        out.insert(ArrayKey::Int(g as i64), val(g));
    }
    for (name, groups) in &c.names {
        let g = name_group(groups, slots);
        let (b, e) = (slots[2 * g], slots[2 * g + 1]);
        let v = if b != UNSET && b < e {
            Value::str(&s[b..e])
        } else {
            Value::Bool(false)
        };
        out.insert(ArrayKey::Str(name.as_slice().into()), v);
    }
    out
}

fn ereg(ctx: &mut dyn Context, args: &mut [Value], icase: bool) -> Result<Value, Fault> {
    let func = if icase { "mb_eregi" } else { "mb_ereg" };
    let pattern = str_arg(args, 0);
    let s = str_arg(args, 1);
    if args.len() > 2 {
        set_ref(args, 2, Value::Array(PhpArray::new()));
    }
    if pattern.as_bytes().is_empty() {
        return Err(ctx.throw(
            ThrowKind::ValueError,
            format!("{func}(): Argument #1 ($pattern) must not be empty"),
        ));
    }
    let enc = current_encoding();
    if !enc.is_valid(s.as_bytes()) {
        return Ok(Value::Bool(false));
    }
    let (mut opts, syntax) = with(|st| (st.opts, st.syntax));
    opts.ignorecase |= icase;
    let Some(c) = compile(ctx, func, pattern.as_bytes(), opts, syntax)? else {
        return Ok(Value::Bool(false));
    };
    let subj = Subject::new(s.as_bytes(), enc);
    let Some(slots) = search_orig(&c, &subj, 0, false) else {
        return Ok(Value::Bool(false));
    };
    if args.len() > 2 {
        set_ref(
            args,
            2,
            Value::Array(regs_array(&c, subj.orig, &slots, false)),
        );
    }
    Ok(Value::Bool(true))
}

/// `\0`–`\9`, `\k<name>` and `\k'name'` in a replacement (mb_regex_substitute).
fn substitute(
    out: &mut Vec<u8>,
    s: &[u8],
    rep: &[u8],
    c: &Compiled,
    slots: &Slots,
    enc: &Encoding,
) {
    let groups = slots.len() / 2;
    let clen = |i: usize| -> usize {
        if enc.kind == encoding::Kind::Utf8 {
            encoding::utf8_mblen(rep[i]).min(rep.len() - i)
        } else {
            1
        }
    };
    let mut p = 0;
    while p < rep.len() {
        let n = clen(p);
        if n != 1 || rep[p] != b'\\' {
            out.extend_from_slice(&rep[p..p + n]);
            p += n;
            continue;
        }
        let sp = p;
        p += 1;
        if p >= rep.len() || clen(p) != 1 {
            out.extend_from_slice(&rep[sp..p]);
            continue;
        }
        let no: Option<usize> = match rep[p] {
            b'0' => {
                p += 1;
                Some(0)
            }
            d @ b'1'..=b'9' => {
                p += 1;
                if !c.noname_capture {
                    out.extend_from_slice(&rep[sp..p]);
                    continue;
                }
                Some((d - b'0') as usize)
            }
            b'k' => {
                p += 1;
                if p >= rep.len() {
                    // php copies the string's terminating NUL here
                    out.extend_from_slice(&rep[sp..]);
                    out.push(0);
                    continue;
                }
                if rep[p] != b'<' && rep[p] != b'\'' {
                    p += clen(p);
                    out.extend_from_slice(&rep[sp..p]);
                    continue;
                }
                let delim = if rep[p] == b'<' { b'>' } else { b'\'' };
                let name = p + 1;
                let mut end = name;
                let mut maybe_num = true;
                while end < rep.len() {
                    let n = clen(end);
                    if n != 1 {
                        end += n;
                        maybe_num = false;
                        continue;
                    }
                    if rep[end] == delim {
                        break;
                    }
                    if !rep[end].is_ascii_digit() {
                        maybe_num = false;
                    }
                    end += 1;
                }
                if end >= rep.len() {
                    out.extend_from_slice(&rep[sp..]);
                    out.push(0);
                    p = rep.len();
                    continue;
                }
                p = end + 1;
                if end == name {
                    out.extend_from_slice(&rep[sp..p]);
                    continue;
                }
                let nm = &rep[name..end];
                if maybe_num {
                    if !c.noname_capture {
                        out.extend_from_slice(&rep[sp..p]);
                        continue;
                    }
                    if nm.len() > 1 && nm[0] == b'0' {
                        None
                    } else {
                        std::str::from_utf8(nm).ok().and_then(|v| v.parse().ok())
                    }
                } else {
                    c.names
                        .iter()
                        .find(|(n, _)| n == nm)
                        .map(|(_, gs)| name_group(gs, slots))
                }
            }
            _ => {
                out.extend_from_slice(&rep[sp..p]);
                continue;
            }
        };
        match no {
            Some(g) if g < groups => {
                let (b, e) = (slots[2 * g], slots[2 * g + 1]);
                if b != UNSET && b < e && e <= s.len() {
                    out.extend_from_slice(&s[b..e]);
                }
            }
            _ => out.extend_from_slice(&rep[sp..p]),
        }
    }
}

fn ereg_replace(
    ctx: &mut dyn Context,
    args: &mut [Value],
    icase: bool,
    callable: bool,
) -> Result<Value, Fault> {
    let func = match (icase, callable) {
        (true, _) => "mb_eregi_replace",
        (_, true) => "mb_ereg_replace_callback",
        _ => "mb_ereg_replace",
    };
    let pattern = str_arg(args, 0);
    let callback = arg(args, 1);
    let rep = if callable {
        Default::default()
    } else {
        str_arg(args, 1)
    };
    let s = str_arg(args, 2);
    let enc = current_encoding();
    if !enc.is_valid(s.as_bytes()) {
        return Ok(Value::Null);
    }
    let (mut opts, syntax) = if given(args, 3) {
        match parse_options(str_arg(args, 3).as_bytes()) {
            Ok(v) => v,
            Err(c) => return Err(option_error(ctx, c)),
        }
    } else {
        with(|st| (st.opts, st.syntax))
    };
    opts.ignorecase |= icase;
    let Some(c) = compile(ctx, func, pattern.as_bytes(), opts, syntax)? else {
        return Ok(Value::Bool(false));
    };
    let subj = Subject::new(s.as_bytes(), enc);
    let str = s.as_bytes();
    let mut out = Vec::with_capacity(str.len());
    let mut pos = 0usize;
    loop {
        let Some(slots) = search_orig(&c, &subj, pos, false) else {
            out.extend_from_slice(&str[pos.min(str.len())..]);
            break;
        };
        out.extend_from_slice(&str[pos..slots[0].max(pos)]);
        if callable {
            let mut subpats = PhpArray::new();
            for g in 0..slots.len() / 2 {
                let (b, e) = (slots[2 * g], slots[2 * g + 1]);
                let v = if b != UNSET && b <= e {
                    Value::str(&str[b..e])
                } else {
                    Value::str("")
                };
                let _ = subpats.push(v);
            }
            let named = regs_array(&c, str, &slots, false);
            for (name, _) in &c.names {
                let k = ArrayKey::Str(name.as_slice().into());
                if let Some(v) = named.get(&k) {
                    subpats.insert(k, v.clone());
                }
            }
            let r = ctx.call(&callback, vec![Value::Array(subpats)])?;
            let r = to_string_warn(ctx, &r)?;
            out.extend_from_slice(r.as_bytes());
        } else {
            substitute(&mut out, str, rep.as_bytes(), &c, &slots, enc);
        }
        let end = slots[1];
        if pos < end {
            pos = end;
        } else {
            if pos < str.len() {
                out.push(str[pos]);
            }
            pos += 1;
            if pos > str.len() {
                break;
            }
        }
    }
    Ok(Value::str(out))
}

fn mb_split(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let pattern = str_arg(args, 0);
    let s = str_arg(args, 1);
    let mut count = int_arg(args, 2, -1);
    if count > 0 {
        count -= 1;
    }
    let enc = current_encoding();
    if !enc.is_valid(s.as_bytes()) {
        return Ok(Value::Bool(false));
    }
    let (opts, syntax) = with(|st| (st.opts, st.syntax));
    let Some(c) = compile(ctx, "mb_split", pattern.as_bytes(), opts, syntax)? else {
        return Ok(Value::Bool(false));
    };
    let subj = Subject::new(s.as_bytes(), enc);
    let str = s.as_bytes();
    let mut out = PhpArray::new();
    let (mut chunk, mut pos) = (0usize, 0usize);
    while count != 0 && pos < str.len() {
        let Some(slots) = search_orig(&c, &subj, pos, false) else {
            break;
        };
        let (beg, end) = (slots[0], slots[1]);
        if pos < end {
            if beg < str.len() && beg >= chunk {
                let _ = out.push(Value::str(&str[chunk..beg]));
                count -= 1;
            } else {
                break;
            }
            chunk = end;
            pos = end;
        } else {
            pos += 1;
        }
    }
    let _ = out.push(Value::str(&str[chunk.min(str.len())..]));
    Ok(Value::Array(out))
}

fn mb_ereg_match(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let pattern = str_arg(args, 0);
    let s = str_arg(args, 1);
    let (opts, syntax) = if given(args, 2) {
        match parse_options(str_arg(args, 2).as_bytes()) {
            Ok(v) => v,
            Err(c) => return Err(option_error(ctx, c)),
        }
    } else {
        with(|st| (st.opts, st.syntax))
    };
    let enc = current_encoding();
    if !enc.is_valid(s.as_bytes()) {
        return Ok(Value::Bool(false));
    }
    let Some(c) = compile(ctx, "mb_ereg_match", pattern.as_bytes(), opts, syntax)? else {
        return Ok(Value::Bool(false));
    };
    let subj = Subject::new(s.as_bytes(), enc);
    if let Some(whole) = &c.whole {
        let mo = MatchOptions {
            anchored: true,
            not_empty_at_start: opts.not_empty,
        };
        let mut slots = Vec::new();
        let hit = whole
            .exec(&subj.utf8, 0, mo, &Limits::default(), &mut slots)
            .unwrap_or(false);
        return Ok(Value::Bool(hit));
    }
    Ok(Value::Bool(search_orig(&c, &subj, 0, true).is_some()))
}

/// mb_ereg_search (mode 0), mb_ereg_search_pos (1), mb_ereg_search_regs (2).
fn ereg_search(ctx: &mut dyn Context, args: &mut [Value], mode: u8) -> Result<Value, Fault> {
    let func = [
        "mb_ereg_search",
        "mb_ereg_search_pos",
        "mb_ereg_search_regs",
    ][mode as usize];
    let (mut opts, syntax) = with(|st| (st.opts, st.syntax));
    if given(args, 1) {
        match parse_options(str_arg(args, 1).as_bytes()) {
            Ok((o, _)) => opts = o,
            Err(c) => return Err(option_error(ctx, c)),
        }
    }
    if given(args, 0) {
        let p = str_arg(args, 0);
        let Some(c) = compile(ctx, func, p.as_bytes(), opts, syntax)? else {
            return Ok(Value::Bool(false));
        };
        with(|st| st.search_re = Some(c));
    }
    let (re, text, pos) = with(|st| (st.search_re.clone(), st.search_str.clone(), st.search_pos));
    let Some(re) = re else {
        return Err(ctx.throw(ThrowKind::Error, "No pattern was provided".into()));
    };
    let Some(text) = text else {
        return Err(ctx.throw(ThrowKind::Error, "No string was provided".into()));
    };
    let enc = current_encoding();
    let subj = Subject::new(&text, enc);
    let found = if pos <= text.len() {
        search_orig(&re, &subj, pos, false)
    } else {
        None
    };
    let Some(slots) = found else {
        with(|st| {
            st.search_pos = text.len();
            st.search_regs = None;
        });
        return Ok(Value::Bool(false));
    };
    let r = match mode {
        1 => Value::Array(PhpArray::from_list(vec![
            Value::Int(slots[0] as i64),
            Value::Int((slots[1] - slots[0]) as i64),
        ])),
        2 => Value::Array(regs_array(&re, &text, &slots, true)),
        _ => Value::Bool(true),
    };
    let end = slots[1];
    with(|st| {
        st.search_pos = if pos <= end { end } else { pos + 1 };
        st.search_regs = Some(slots);
    });
    Ok(r)
}

fn search_init(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let has_pattern = given(args, 1);
    if has_pattern && str_arg(args, 1).as_bytes().is_empty() {
        return Err(ctx.throw(
            ThrowKind::ValueError,
            "mb_ereg_search_init(): Argument #2 ($pattern) must not be empty".into(),
        ));
    }
    let (mut opts, mut syntax) = with(|st| (st.opts, st.syntax));
    let mut bad_option = None;
    if given(args, 2) {
        match parse_options(str_arg(args, 2).as_bytes()) {
            Ok(v) => (opts, syntax) = v,
            Err(c) => {
                bad_option = Some(c);
                (opts, syntax) = (Opts::default(), Syntax::Ruby);
            }
        }
    }
    if has_pattern {
        let p = str_arg(args, 1);
        let c = compile(ctx, "mb_ereg_search_init", p.as_bytes(), opts, syntax)?;
        if let Some(b) = bad_option {
            return Err(option_error(ctx, b));
        }
        let Some(c) = c else {
            return Ok(Value::Bool(false));
        };
        with(|st| st.search_re = Some(c));
    } else if let Some(b) = bad_option {
        return Err(option_error(ctx, b));
    }
    let valid = current_encoding().is_valid(s.as_bytes());
    with(|st| {
        st.search_str = Some(s.as_bytes().to_vec());
        st.search_pos = if valid { 0 } else { s.as_bytes().len() };
        st.search_regs = None;
    });
    Ok(Value::Bool(valid))
}

fn search_getregs(_ctx: &mut dyn Context, _args: &mut [Value]) -> Result<Value, Fault> {
    Ok(with(|st| {
        match (&st.search_regs, &st.search_str, &st.search_re) {
            (Some(slots), Some(text), Some(re)) => Value::Array(regs_array(re, text, slots, true)),
            _ => Value::Bool(false),
        }
    }))
}

fn search_setpos(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let mut pos = int_arg(args, 0, 0);
    let len = with(|st| st.search_str.as_ref().map(|s| s.len() as i64));
    if pos < 0 {
        if let Some(l) = len {
            pos += l;
        }
    }
    if pos < 0 || len.is_some_and(|l| pos > l) {
        return Err(ctx.throw(
            ThrowKind::ValueError,
            "mb_ereg_search_setpos(): Argument #1 ($offset) is out of range".into(),
        ));
    }
    with(|st| st.search_pos = pos as usize);
    Ok(Value::Bool(true))
}

fn mb_regex_encoding(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    if !given(args, 0) {
        return Ok(Value::str(with(|st| st.enc)));
    }
    let name = str_arg(args, 0);
    let found = ENC_NAMES
        .iter()
        .find(|(_, names)| {
            names
                .iter()
                .any(|n| n.as_bytes().eq_ignore_ascii_case(name.as_bytes()))
        })
        .map(|(canon, _)| *canon)
        .filter(|canon| encoding::by_name(canon.as_bytes()).is_some());
    match found {
        Some(canon) => {
            with(|st| st.enc = canon);
            Ok(Value::Bool(true))
        }
        None => Err(ctx.throw(
            ThrowKind::ValueError,
            format!(
                "mb_regex_encoding(): Argument #1 ($encoding) must be a valid encoding, \"{}\" given",
                String::from_utf8_lossy(name.as_bytes())
            ),
        )),
    }
}

fn mb_regex_set_options(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let (opts, syntax) = with(|st| (st.opts, st.syntax));
    let prev = opts.string(syntax);
    if given(args, 0) {
        match parse_options(str_arg(args, 0).as_bytes()) {
            Ok((o, s)) => with(|st| {
                st.opts = o;
                st.syntax = s;
            }),
            Err(c) => return Err(option_error(ctx, c)),
        }
    }
    Ok(Value::str(prev))
}

const OPTS: ParamSpec = ParamSpec::opt("options", ParamType::String, "null").nullable();
const PATTERN: ParamSpec = ParamSpec::opt("pattern", ParamType::String, "null").nullable();

pub const BUILTINS: &[Builtin] = &[
    b!(
        "mb_ereg",
        &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("matches", ParamType::Mixed, "null").by_ref(),
        ],
        |c, a| ereg(c, a, false)
    ),
    b!(
        "mb_eregi",
        &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("matches", ParamType::Mixed, "null").by_ref(),
        ],
        |c, a| ereg(c, a, true)
    ),
    b!(
        "mb_ereg_replace",
        &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("replacement", ParamType::String),
            ParamSpec::req("string", ParamType::String),
            OPTS,
        ],
        |c, a| ereg_replace(c, a, false, false)
    ),
    b!(
        "mb_eregi_replace",
        &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("replacement", ParamType::String),
            ParamSpec::req("string", ParamType::String),
            OPTS,
        ],
        |c, a| ereg_replace(c, a, true, false)
    ),
    b!(
        "mb_ereg_replace_callback",
        &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("callback", ParamType::Callable),
            ParamSpec::req("string", ParamType::String),
            OPTS,
        ],
        |c, a| ereg_replace(c, a, false, true)
    ),
    b!(
        "mb_split",
        &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("string", ParamType::String),
            ParamSpec::opt("limit", ParamType::Int, "-1"),
        ],
        mb_split
    ),
    b!(
        "mb_ereg_match",
        &[
            ParamSpec::req("pattern", ParamType::String),
            ParamSpec::req("string", ParamType::String),
            OPTS,
        ],
        mb_ereg_match
    ),
    b!("mb_ereg_search", &[PATTERN, OPTS], |c, a| ereg_search(
        c, a, 0
    )),
    b!("mb_ereg_search_pos", &[PATTERN, OPTS], |c, a| ereg_search(
        c, a, 1
    )),
    b!("mb_ereg_search_regs", &[PATTERN, OPTS], |c, a| ereg_search(
        c, a, 2
    )),
    b!(
        "mb_ereg_search_init",
        &[ParamSpec::req("string", ParamType::String), PATTERN, OPTS],
        search_init
    ),
    b!("mb_ereg_search_getregs", &[], search_getregs),
    b!("mb_ereg_search_getpos", &[], |_, _| Ok(Value::Int(
        with(|st| st.search_pos) as i64
    ))),
    b!(
        "mb_ereg_search_setpos",
        &[ParamSpec::req("offset", ParamType::Int)],
        search_setpos
    ),
    b!(
        "mb_regex_encoding",
        &[ParamSpec::opt("encoding", ParamType::String, "null").nullable()],
        mb_regex_encoding
    ),
    b!("mb_regex_set_options", &[OPTS], mb_regex_set_options),
];
