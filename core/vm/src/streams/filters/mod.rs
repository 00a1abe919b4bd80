//! Stream filters: the read and write chains of a stream
//! (`stream_filter_append`/`prepend`/`remove`), php's built-in filters
//! (`string.*`, `convert.*`, `dechunk`, `consumed`), user filters
//! (`php_user_filter` subclasses registered with `stream_filter_register`,
//! see user.rs) and `php://filter/read=.../write=.../resource=...`.
//!
//! Data moves through a chain as php's does: a read fills the stream's
//! filtered buffer from raw chunks of 8192 bytes run through every read
//! filter (the last chunk with the closing flag), a write runs the bytes
//! through the write filters and writes what comes out; a filter answers
//! pass-on, feed-me or fatal. The chains live in the [`Stream`]; a user
//! filter's PHP code runs while its stream is taken out of the resource
//! (see `file_fns::with`), so it cannot reach the stream it is filtering.

mod convert;
mod url;
mod user;

pub(crate) use url::{open_url, read_url, write_url};
pub(crate) use user::{decorate as decorate_user_filter, CLASSES};

use super::file_fns::{stream_arg, with};
use super::{str_value, Backend, Stream};
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use convert::{Base64Dec, Base64Enc, Dechunk, QpDec, QpEnc};
use rphp_value::ParamType::{Int, Mixed, String as Str};
use rphp_value::{
    ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpObject, PhpResource, Value,
};

pub(crate) const PASS_ON: i64 = 2;
pub(crate) const FEED_ME: i64 = 1;
pub(crate) const ERR_FATAL: i64 = 0;
pub(crate) const FLAG_NORMAL: u32 = 0;
pub(crate) const FLAG_FLUSH_INC: u32 = 1;
pub(crate) const FLAG_FLUSH_CLOSE: u32 = 2;
const FILTER_READ: i64 = 1;
const FILTER_WRITE: i64 = 2;

/// The factories php -n registers, in its order (zlib's are not built in).
const BUILT_IN: &[&str] = &[
    "string.rot13",
    "string.toupper",
    "string.tolower",
    "convert.*",
    "consumed",
    "dechunk",
];

pub(crate) enum Kind {
    Rot13,
    Upper,
    Lower,
    B64Enc(Base64Enc),
    B64Dec(Base64Dec),
    QpEnc(QpEnc),
    QpDec(QpDec),
    Dechunk(Dechunk),
    /// `consumed`: where the stream was at its first data, and how much
    /// has passed since.
    Consumed(Option<i64>, i64),
    User(PhpObject),
}

/// One filter on a chain.
pub(crate) struct Filter {
    /// The name it was created under (`convert.base64-decode`).
    name: Vec<u8>,
    kind: Kind,
    /// Names the filter for its resource.
    uid: u64,
}

/// The `stream filter` resource: which stream, which filter.
struct Handle {
    stream: std::rc::Weak<rphp_value::resource::ResourceData>,
    uid: u64,
}

/// Per-request filter state.
#[derive(Default)]
pub(crate) struct FilterState {
    /// `stream_filter_register`'s names and classes, in order.
    pub(crate) user: Vec<(Vec<u8>, Vec<u8>)>,
    next_uid: u64,
}

const STREAM: P = P::req("stream", Mixed);

pub(crate) static BUILTINS: &[EngineBuiltin] = &[
    engine!(
        "stream_filter_append",
        [
            STREAM,
            P::req("filter_name", Str),
            P::opt("mode", Int, "0"),
            P::opt("params", Mixed, "null")
        ],
        |vm, a| attach(vm, "stream_filter_append", a, true)
    ),
    engine!(
        "stream_filter_prepend",
        [
            STREAM,
            P::req("filter_name", Str),
            P::opt("mode", Int, "0"),
            P::opt("params", Mixed, "null")
        ],
        |vm, a| attach(vm, "stream_filter_prepend", a, false)
    ),
    engine!(
        "stream_filter_remove",
        [P::req("stream_filter", Mixed)],
        stream_filter_remove
    ),
    engine!("stream_get_filters", [], stream_get_filters),
    engine!(
        "stream_filter_register",
        [P::req("filter_name", Str), P::req("class", Str)],
        stream_filter_register
    ),
];

pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("STREAM_FILTER_READ", FILTER_READ),
    ("STREAM_FILTER_WRITE", FILTER_WRITE),
    ("STREAM_FILTER_ALL", 3),
    ("PSFS_PASS_ON", PASS_ON),
    ("PSFS_FEED_ME", FEED_ME),
    ("PSFS_ERR_FATAL", ERR_FATAL),
    ("PSFS_FLAG_NORMAL", FLAG_NORMAL as i64),
    ("PSFS_FLAG_FLUSH_INC", FLAG_FLUSH_INC as i64),
    ("PSFS_FLAG_FLUSH_CLOSE", FLAG_FLUSH_CLOSE as i64),
];

fn bytes(v: &Value) -> Vec<u8> {
    v.to_php_str().as_bytes().to_vec()
}

fn shown(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The user registration a name reaches: exact, else `a.b.*`, then `a.*`.
fn user_entry(vm: &Vm, name: &[u8]) -> Option<Vec<u8>> {
    let find = |n: &[u8]| {
        vm.streams
            .filters
            .user
            .iter()
            .find(|(k, _)| k == n)
            .map(|(_, c)| c.clone())
    };
    if let Some(c) = find(name) {
        return Some(c);
    }
    let mut stem = name.to_vec();
    while let Some(dot) = stem.iter().rposition(|&b| b == b'.') {
        stem.truncate(dot);
        let wild = [stem.as_slice(), b".*"].concat();
        if let Some(c) = find(&wild) {
            return Some(c);
        }
    }
    None
}

/// Which factory a name reaches (php's exact-then-wildcard lookup).
fn factory(vm: &Vm, name: &[u8]) -> Option<Vec<u8>> {
    let known = |n: &[u8]| {
        BUILT_IN.iter().any(|b| b.as_bytes() == n)
            || vm.streams.filters.user.iter().any(|(k, _)| k == n)
    };
    if known(name) {
        return Some(name.to_vec());
    }
    let mut stem = name.to_vec();
    while let Some(dot) = stem.iter().rposition(|&b| b == b'.') {
        stem.truncate(dot);
        let wild = [stem.as_slice(), b".*"].concat();
        if known(&wild) {
            return Some(wild);
        }
    }
    None
}

/// An integer parameter of a `convert.*` filter, if given.
fn param_int(params: &Value, key: &str) -> Option<i64> {
    match params {
        Value::Array(a) => a
            .get(&ArrayKey::from_bytes(key.as_bytes()))
            .map(|v| v.get().to_int()),
        _ => None,
    }
}

fn param_str(params: &Value, key: &str) -> Option<Vec<u8>> {
    match params {
        Value::Array(a) => a
            .get(&ArrayKey::from_bytes(key.as_bytes()))
            .map(|v| bytes(&v.get())),
        _ => None,
    }
}

fn param_bool(params: &Value, key: &str) -> bool {
    match params {
        Value::Array(a) => a
            .get(&ArrayKey::from_bytes(key.as_bytes()))
            .is_some_and(|v| v.get().to_bool()),
        _ => false,
    }
}

/// The built-in filter `name` (reached through `factory`), `None` when the
/// factory does not make it.
fn built_in(factory: &[u8], name: &[u8], params: &Value) -> Option<Kind> {
    Some(match factory {
        b"string.rot13" => Kind::Rot13,
        b"string.toupper" => Kind::Upper,
        b"string.tolower" => Kind::Lower,
        b"consumed" => Kind::Consumed(None, 0),
        b"dechunk" => Kind::Dechunk(Dechunk::default()),
        b"convert.*" => {
            let what = &name[name.iter().position(|&b| b == b'.')? + 1..];
            let len = param_int(params, "line-length").unwrap_or(0).max(0) as usize;
            let breaks = param_str(params, "line-break-chars");
            match what {
                b"base64-encode" => Kind::B64Enc(Base64Enc::new(
                    len,
                    breaks.unwrap_or_else(|| b"\r\n".to_vec()),
                )),
                b"base64-decode" => Kind::B64Dec(Base64Dec::default()),
                b"quoted-printable-encode" => {
                    let breaks = match breaks {
                        Some(b) => Some(b),
                        None if len > 0 => Some(b"\r\n".to_vec()),
                        None => None,
                    };
                    Kind::QpEnc(QpEnc::new(
                        len,
                        breaks,
                        param_bool(params, "binary"),
                        param_bool(params, "force-encode-first"),
                    ))
                }
                b"quoted-printable-decode" => Kind::QpDec(QpDec::default()),
                _ => return None,
            }
        }
        _ => return None,
    })
}

impl Vm {
    /// php's `php_stream_filter_create`: the filter, or `None` after php's
    /// warning.
    pub(crate) fn create_filter(
        &mut self,
        func: &str,
        name: &[u8],
        params: &Value,
    ) -> Result<Option<Filter>, Fault> {
        let Some(fac) = factory(self, name) else {
            self.raise(
                ErrorLevel::Warning,
                &format!("{func}(): Unable to locate filter \"{}\"", shown(name)),
            )?;
            return Ok(None);
        };
        let kind = if BUILT_IN.iter().any(|b| b.as_bytes() == fac.as_slice()) {
            built_in(&fac, name, params)
        } else {
            match user_entry(self, name) {
                Some(class) => user::create(self, func, name, &class, params)?.map(Kind::User),
                None => None,
            }
        };
        let Some(kind) = kind else {
            self.raise(
                ErrorLevel::Warning,
                &format!(
                    "{func}(): Unable to create or locate filter \"{}\"",
                    shown(name)
                ),
            )?;
            return Ok(None);
        };
        self.streams.filters.next_uid += 1;
        Ok(Some(Filter {
            name: name.to_vec(),
            kind,
            uid: self.streams.filters.next_uid,
        }))
    }
}

/// What one filter made of a brigade.
struct Outcome {
    status: i64,
    out: Vec<Vec<u8>>,
    /// Where the `consumed` filter moves its stream on the closing flush
    /// (which drops what the stream had read ahead).
    seek: Option<i64>,
}

impl Filter {
    /// Runs the filter over `input`; `consumed` is counted for the first
    /// filter of a write chain only.
    fn run(
        &mut self,
        vm: &mut Vm,
        func: &str,
        stream: Option<PhpResource>,
        input: Vec<Vec<u8>>,
        flags: u32,
        consumed: Option<&mut i64>,
    ) -> Result<Outcome, Fault> {
        self.run_at(vm, func, stream, input, flags, consumed, 0)
    }

    /// `run` for a stream whose position is `pos` (the `consumed` filter
    /// remembers it).
    #[allow(clippy::too_many_arguments)]
    fn run_at(
        &mut self,
        vm: &mut Vm,
        func: &str,
        stream: Option<PhpResource>,
        input: Vec<Vec<u8>>,
        flags: u32,
        consumed: Option<&mut i64>,
        pos: i64,
    ) -> Result<Outcome, Fault> {
        let flush = flags != FLAG_NORMAL;
        let close = flags & FLAG_FLUSH_CLOSE != 0;
        let total: usize = input.iter().map(Vec::len).sum();
        let mut out = Vec::new();
        let mut seek = None;
        let case: fn(&mut Vec<u8>) = match self.kind {
            Kind::Rot13 => |b| convert::rot13(b),
            Kind::Upper => |b| b.make_ascii_uppercase(),
            _ => |b| b.make_ascii_lowercase(),
        };
        let invalid = match &mut self.kind {
            Kind::User(obj) => {
                let obj = obj.clone();
                return user::run(vm, func, &obj, stream, input, close, consumed);
            }
            Kind::Consumed(offset, passed) => {
                let start = *offset.get_or_insert(pos);
                out = input;
                if close {
                    seek = Some(start + *passed);
                }
                *passed += total as i64;
                false
            }
            Kind::Rot13 | Kind::Upper | Kind::Lower => {
                for mut b in input {
                    case(&mut b);
                    out.push(b);
                }
                false
            }
            Kind::Dechunk(d) => {
                for b in input {
                    out.push(d.feed(&b));
                }
                false
            }
            Kind::B64Enc(e) => {
                out.push(encode_all(&input, flush, |b, last| e.feed(b, last)));
                false
            }
            Kind::QpEnc(e) => {
                out.push(encode_all(&input, flush, |b, last| e.feed(b, last)));
                false
            }
            Kind::B64Dec(d) => {
                let mut o = Vec::new();
                let mut bad = false;
                for b in &input {
                    match d.feed(b) {
                        Ok(x) => o.extend(x),
                        Err(_) => {
                            bad = true;
                            break;
                        }
                    }
                }
                out.push(o);
                bad
            }
            Kind::QpDec(d) => {
                let mut o = Vec::new();
                let mut bad = false;
                for b in &input {
                    match d.feed(b, false) {
                        Ok(x) => o.extend(x),
                        Err(_) => {
                            bad = true;
                            break;
                        }
                    }
                }
                if flush && !bad {
                    match d.feed(b"", true) {
                        Ok(x) => o.extend(x),
                        Err(_) => bad = true,
                    }
                }
                out.push(o);
                bad
            }
        };
        if invalid {
            vm.raise(
                ErrorLevel::Warning,
                &format!(
                    "{func}(): Stream filter ({}): invalid byte sequence",
                    shown(&self.name)
                ),
            )?;
            return Ok(Outcome {
                status: ERR_FATAL,
                out: Vec::new(),
                seek: None,
            });
        }
        if let Some(c) = consumed {
            *c += total as i64;
        }
        out.retain(|b| !b.is_empty());
        Ok(Outcome {
            status: PASS_ON,
            out,
            seek,
        })
    }
}

/// Runs `input` through `chain` (a stream at position `pos`).
#[allow(clippy::too_many_arguments)]
fn run_chain(
    vm: &mut Vm,
    func: &str,
    stream: Option<PhpResource>,
    chain: &mut [Filter],
    mut input: Vec<Vec<u8>>,
    mut flags: u32,
    mut consumed: Option<&mut i64>,
    pos: i64,
    read: bool,
) -> Result<Outcome, Fault> {
    let mut status = PASS_ON;
    let mut seek = None;
    for (i, f) in chain.iter_mut().enumerate() {
        let c = if i == 0 { consumed.take() } else { None };
        let o = f.run_at(vm, func, stream.clone(), input, flags, c, pos)?;
        status = o.status;
        input = o.out;
        seek = seek.or(o.seek);
        if status != PASS_ON {
            break;
        }
        // A read fill tells only the first filter to flush; a write gives
        // every filter the same flags.
        if read {
            flags &= !FLAG_FLUSH_INC;
        }
    }
    Ok(Outcome {
        status,
        out: input,
        seek,
    })
}

fn stream_ref(s: &Stream) -> Option<PhpResource> {
    s.me.as_ref()
        .and_then(std::rc::Weak::upgrade)
        .map(PhpResource)
}

impl Stream {
    /// Unread filtered bytes.
    pub(crate) fn filtered(&self) -> &[u8] {
        &self.fbuf[self.fpos.min(self.fbuf.len())..]
    }

    /// Reads raw bytes from below the filters and whether the stream below
    /// has ended (a plain stream when a read gives nothing, a user stream
    /// when its `stream_eof` says so).
    fn raw_read(&mut self, vm: &mut Vm, n: usize) -> Result<(Vec<u8>, bool), Fault> {
        let data = match &mut self.backend {
            Backend::File(h) => vm.host.fd_read(*h, n).unwrap_or_default(),
            Backend::Std(0) => {
                vm.flush();
                vm.host.read_stdin(n)
            }
            Backend::Memory(d, p) => {
                let start = (*p).min(d.len());
                let end = start.saturating_add(n).min(d.len());
                *p = end;
                d[start..end].to_vec()
            }
            Backend::User(o) => {
                let o = o.clone();
                let got = self.user_read(vm, &o)?;
                if got.is_none() {
                    self.read_failed = true;
                }
                return Ok((got.unwrap_or_default(), self.eof));
            }
            _ => Vec::new(),
        };
        let end = data.is_empty();
        Ok((data, end))
    }

    /// Moves the position below the filters.
    fn raw_seek(&mut self, vm: &mut Vm, to: i64) {
        match &mut self.backend {
            Backend::Memory(d, p) => *p = (to.max(0) as usize).min(d.len()),
            Backend::File(h) => {
                let _ = vm
                    .host
                    .fd_seek(*h, crate::host::SeekFrom::Start(to.max(0) as u64));
            }
            _ => {}
        }
    }

    /// Fills the filtered buffer as php's `php_stream_fill_read_buffer`
    /// does with read filters; false when nothing more will come.
    pub(crate) fn fill_filtered(&mut self, vm: &mut Vm, want: usize) -> Result<bool, Fault> {
        let func = vm.streams.func.clone();
        let to_read = want.min(self.chunk_size.max(1) as usize);
        let me = stream_ref(self);
        let mut chain = std::mem::take(&mut self.rfilters);
        let mut result = Ok(());
        while !self.raw_eof && self.filtered().len() < to_read {
            let (chunk, ended) = match self.raw_read(vm, self.chunk_size.max(1) as usize) {
                Ok(x) => x,
                Err(f) => {
                    result = Err(f);
                    break;
                }
            };
            let got = !chunk.is_empty();
            if ended {
                self.raw_eof = true;
            }
            let flags = if self.raw_eof {
                FLAG_FLUSH_CLOSE
            } else if got {
                FLAG_NORMAL
            } else {
                FLAG_FLUSH_INC
            };
            let input = if got { vec![chunk] } else { Vec::new() };
            let pos = self.pos;
            match run_chain(
                vm,
                &func,
                me.clone(),
                &mut chain,
                input,
                flags,
                None,
                pos,
                true,
            ) {
                Ok(o) if o.status == PASS_ON => {
                    if let Some(to) = o.seek {
                        // php's seek drops the read buffer.
                        self.fbuf.clear();
                        self.fpos = 0;
                        self.pos = to;
                        self.raw_seek(vm, to);
                    }
                    if self.fpos >= self.fbuf.len() {
                        self.fbuf.clear();
                        self.fpos = 0;
                    }
                    for b in o.out {
                        self.fbuf.extend_from_slice(&b);
                    }
                }
                Ok(o) if o.status == ERR_FATAL => {
                    self.raw_eof = true;
                    self.read_failed = true;
                    break;
                }
                Ok(_) => {}
                Err(f) => {
                    result = Err(f);
                    break;
                }
            }
            if !got {
                break;
            }
        }
        chain.append(&mut self.rfilters);
        self.rfilters = chain;
        result?;
        Ok(!self.filtered().is_empty())
    }

    /// Hands the bytes php's read buffer holds to a read filter appended
    /// now (php winds them through it).
    fn take_buffered(&mut self) -> Vec<u8> {
        if !self.filtered().is_empty() {
            let d = self.filtered().to_vec();
            self.fbuf.clear();
            self.fpos = 0;
            return d;
        }
        match &mut self.backend {
            Backend::Memory(d, p) if self.mem_chunk_end > 0 => {
                let end = self.mem_chunk_end.min(d.len());
                let start = (*p).min(end);
                let out = d[start..end].to_vec();
                *p = end;
                self.mem_chunk_end = 0;
                out
            }
            Backend::Memory(..) => Vec::new(),
            _ => {
                let out = self.buf[self.bpos..].to_vec();
                self.buf.clear();
                self.bpos = 0;
                out
            }
        }
    }
}

/// `stream_filter_append`/`stream_filter_prepend`.
fn attach(vm: &mut Vm, func: &str, a: &mut [Value], append: bool) -> Result<Value, Fault> {
    let r = stream_arg(vm, func, a)?;
    vm.streams.func.clear();
    vm.streams.func.push_str(func);
    let name = bytes(&a[1]);
    let mut mode = a.get(2).map_or(0, Value::to_int);
    let params = a.get(3).map(Value::get).unwrap_or(Value::Null);
    if mode & 3 == 0 {
        let m = with(vm, &r, |_, s| s.mode.clone());
        if m.contains(&b'r') {
            mode |= FILTER_READ;
        }
        if m.contains(&b'w') || m.contains(&b'+') || m.contains(&b'a') {
            mode |= FILTER_WRITE;
        }
    }
    let mut last = None;
    if mode & FILTER_READ != 0 {
        let Some(mut f) = vm.create_filter(func, &name, &params)? else {
            return Ok(Value::Bool(false));
        };
        if append {
            let pre = with(vm, &r, |_, s| s.take_buffered());
            if !pre.is_empty() {
                let o = f.run(vm, func, Some(r.clone()), vec![pre], FLAG_NORMAL, None)?;
                if o.status == ERR_FATAL {
                    vm.raise(
                        ErrorLevel::Warning,
                        &format!("{func}(): Filter failed to process pre-buffered data"),
                    )?;
                    user::dispose(vm, f)?;
                    return Ok(Value::Bool(false));
                }
                if o.status == PASS_ON {
                    with(vm, &r, |_, s| {
                        for b in o.out {
                            s.fbuf.extend_from_slice(&b);
                        }
                    });
                }
            }
        }
        last = Some(f.uid);
        with(vm, &r, |_, s| {
            if append {
                s.rfilters.push(f)
            } else {
                s.rfilters.insert(0, f)
            }
        });
    }
    if mode & FILTER_WRITE != 0 {
        let Some(f) = vm.create_filter(func, &name, &params)? else {
            return Ok(Value::Bool(false));
        };
        last = Some(f.uid);
        with(vm, &r, |_, s| {
            if append {
                s.wfilters.push(f)
            } else {
                s.wfilters.insert(0, f)
            }
        });
    }
    let Some(uid) = last else {
        return Ok(Value::Bool(false));
    };
    let id = vm.streams.take_id();
    let h = Handle {
        stream: std::rc::Rc::downgrade(&r.0),
        uid,
    };
    Ok(Value::Resource(PhpResource::new(
        id,
        "stream filter",
        Box::new(h),
    )))
}

/// Writes to the stream below its filters (`php://output` included).
fn raw_write(vm: &mut Vm, func: &str, r: &PhpResource, data: &[u8]) -> Result<(), Fault> {
    let (output, user) = with(vm, r, |_, s| {
        (matches!(s.backend, Backend::Output), s.user())
    });
    if output {
        vm.echo_bytes(data);
    } else if let Some(o) = user {
        super::user_wrapper::write(vm, func, r, &o, data)?;
    } else {
        with(vm, r, |vm, s| s.write(vm, data));
    }
    Ok(())
}

/// A write through the write chain (`fwrite` with `FLAG_NORMAL`, `fflush`
/// and closing with the flush flags): the bytes the first filter consumed,
/// or false when a filter failed.
pub(crate) fn write(
    vm: &mut Vm,
    func: &str,
    r: &PhpResource,
    data: &[u8],
    flags: u32,
) -> Result<Value, Fault> {
    vm.streams.func.clear();
    vm.streams.func.push_str(func);
    let mut chain = with(vm, r, |_, s| std::mem::take(&mut s.wfilters));
    let mut consumed = 0i64;
    let input = if data.is_empty() {
        Vec::new()
    } else {
        vec![data.to_vec()]
    };
    let pos = with(vm, r, |_, s| s.pos);
    let o = run_chain(
        vm,
        func,
        Some(r.clone()),
        &mut chain,
        input,
        flags,
        Some(&mut consumed),
        pos,
        false,
    );
    with(vm, r, |_, s| {
        chain.append(&mut s.wfilters);
        s.wfilters = chain;
    });
    let o = o?;
    match o.status {
        PASS_ON => {
            for b in o.out {
                raw_write(vm, func, r, &b)?;
            }
            Ok(Value::Int(consumed))
        }
        ERR_FATAL => Ok(Value::Bool(false)),
        _ => Ok(Value::Int(consumed)),
    }
}

/// Whether a stream has write filters.
pub(crate) fn has_write_filters(vm: &mut Vm, r: &PhpResource) -> bool {
    with(vm, r, |_, s| !s.wfilters.is_empty())
}

/// Before a stream closes: the write chain is flushed with the closing
/// flag, then every filter is let go (a user filter's `onClose`).
pub(crate) fn close(vm: &mut Vm, func: &str, r: &PhpResource) -> Result<(), Fault> {
    if has_write_filters(vm, r) {
        write(vm, func, r, b"", FLAG_FLUSH_CLOSE)?;
    }
    let (rf, wf) = with(vm, r, |_, s| {
        (
            std::mem::take(&mut s.rfilters),
            std::mem::take(&mut s.wfilters),
        )
    });
    for f in rf.into_iter().chain(wf) {
        user::dispose(vm, f)?;
    }
    Ok(())
}

/// php's `php_stream_filter_flush(filter, 1)`: the filter is told to
/// finish, what it passes on goes through the rest of its chain (told
/// nothing special); a filter that wants more ends the flush.
fn flush_from(
    vm: &mut Vm,
    func: &str,
    r: &PhpResource,
    tail: &mut [Filter],
    pos: i64,
) -> Result<Outcome, Fault> {
    let mut input = Vec::new();
    let mut flags = FLAG_FLUSH_CLOSE;
    for f in tail.iter_mut() {
        let o = f.run_at(vm, func, Some(r.clone()), input, flags, None, pos)?;
        if o.status != PASS_ON {
            // Feed-me: flushed as far as it goes, nothing to hand on.
            return Ok(Outcome {
                status: if o.status == ERR_FATAL {
                    ERR_FATAL
                } else {
                    FEED_ME
                },
                out: Vec::new(),
                seek: None,
            });
        }
        input = o.out;
        flags = FLAG_NORMAL;
    }
    Ok(Outcome {
        status: PASS_ON,
        out: input,
        seek: None,
    })
}

fn stream_filter_remove(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let func = "stream_filter_remove";
    let res = super::file_fns::resource_arg(vm, func, "stream_filter", a)?;
    let found = if res.is_closed() {
        None
    } else {
        res.0
            .payload
            .borrow()
            .downcast_ref::<Handle>()
            .map(|h| (h.stream.upgrade(), h.uid))
    };
    let target = match found {
        Some((Some(s), uid)) if !PhpResource(s.clone()).is_closed() => Some((PhpResource(s), uid)),
        _ => None,
    };
    let Some((r, uid)) = target else {
        return Err(vm.throw_error(
            "TypeError",
            format!("{func}(): supplied resource is not a valid stream filter resource"),
        ));
    };
    vm.streams.func.clear();
    vm.streams.func.push_str(func);
    // Take the filter and everything after it out of its chain.
    let (read, mut tail) = with(vm, &r, |_, s| {
        if let Some(i) = s.rfilters.iter().position(|f| f.uid == uid) {
            (true, s.rfilters.split_off(i))
        } else if let Some(i) = s.wfilters.iter().position(|f| f.uid == uid) {
            (false, s.wfilters.split_off(i))
        } else {
            (true, Vec::new())
        }
    });
    if tail.is_empty() {
        return Err(vm.throw_error(
            "TypeError",
            format!("{func}(): supplied resource is not a valid stream filter resource"),
        ));
    }
    // php flushes from the filter on down the chain before removing it.
    let pos = with(vm, &r, |_, s| s.pos);
    let o = flush_from(vm, func, &r, &mut tail, pos);
    let removed = tail.remove(0);
    with(vm, &r, |_, s| {
        if read {
            s.rfilters.append(&mut tail);
        } else {
            s.wfilters.append(&mut tail);
        }
    });
    let o = match o {
        Ok(o) => o,
        Err(f) => {
            user::dispose(vm, removed)?;
            return Err(f);
        }
    };
    if o.status == ERR_FATAL {
        // Put it back: php refuses to remove a filter it cannot flush.
        with(vm, &r, |_, s| {
            let chain = if read {
                &mut s.rfilters
            } else {
                &mut s.wfilters
            };
            chain.push(removed);
        });
        vm.raise(
            ErrorLevel::Warning,
            &format!("{func}(): Unable to flush filter, not removing"),
        )?;
        return Ok(Value::Bool(false));
    }
    if o.status == PASS_ON {
        if read {
            with(vm, &r, |_, s| {
                for b in o.out {
                    s.fbuf.extend_from_slice(&b);
                }
            });
        } else {
            for b in o.out {
                raw_write(vm, func, &r, &b)?;
            }
        }
    }
    res.close();
    user::dispose(vm, removed)?;
    Ok(Value::Bool(true))
}

fn stream_get_filters(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let mut out = PhpArray::new();
    for n in BUILT_IN {
        let _ = out.push(str_value(*n));
    }
    for (n, _) in &vm.streams.filters.user {
        if !BUILT_IN.iter().any(|b| b.as_bytes() == n.as_slice()) {
            let _ = out.push(str_value(n.clone()));
        }
    }
    Ok(Value::Array(out))
}

fn stream_filter_register(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = bytes(&a[0]);
    let class = bytes(&a[1]);
    if name.is_empty() {
        return Err(vm.throw_error(
            "ValueError",
            "stream_filter_register(): Argument #1 ($filter_name) must be a non-empty string",
        ));
    }
    if class.is_empty() {
        return Err(vm.throw_error(
            "ValueError",
            "stream_filter_register(): Argument #2 ($class) must be a non-empty string",
        ));
    }
    let taken = BUILT_IN.iter().any(|b| b.as_bytes() == name.as_slice())
        || vm.streams.filters.user.iter().any(|(k, _)| *k == name);
    if taken {
        return Ok(Value::Bool(false));
    }
    vm.streams.filters.user.push((name, class));
    Ok(Value::Bool(true))
}

/// The `stream_bucket_*` functions.
pub(crate) fn user_builtins() -> &'static [EngineBuiltin] {
    user::BUILTINS
}

/// An encoder's output for a batch of buckets: each fed in turn, then (when
/// the chain is flushing) the encoder's pending tail.
fn encode_all(
    input: &[Vec<u8>],
    flush: bool,
    mut feed: impl FnMut(&[u8], bool) -> Vec<u8>,
) -> Vec<u8> {
    let mut o = Vec::new();
    for b in input {
        o.extend(feed(b, false));
    }
    if flush {
        o.extend(feed(b"", true));
    }
    o
}
