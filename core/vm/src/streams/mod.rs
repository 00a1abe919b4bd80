//! Stream resources: the CLI's `STDIN`/`STDOUT`/`STDERR`, files opened with
//! `fopen`, `php://memory`/`temp`/`output`/`input`/`stdin`/..., and directory
//! handles, with the functions that work on them (`fread`, `fgets`, `fseek`,
//! `stream_get_contents`, `opendir`, ...).
//!
//! They live in the VM because files are reached through the
//! [`Host`](crate::host::Host): a file stream holds the host's handle, so the
//! same code runs over std (native and WASI) and the browser's in-memory file
//! system. Builtins in rphp-ext reach streams through the `Context` calls
//! `stream_write`/`stream_read_line` (`fprintf`, `fputcsv`, `fgetcsv`).
//!
//! Reading follows php's stream layer where a script can see it: a read that
//! asks for more than is left sets end-of-file (`feof`), a read that is
//! satisfied does not; files are read ahead in chunks, and the read-ahead is
//! dropped before a write or seek so the host's position stays the stream's.
//! `flock` is advisory and kept per request: locks are taken and released
//! per path among this request's streams (there is no other process to
//! share them with on the web or under WASI).

#[doc(hidden)]
pub mod context;
#[doc(hidden)]
pub mod dir_fns;
#[doc(hidden)]
pub mod directory;
#[doc(hidden)]
pub mod file_fns;
pub(crate) mod filters;
pub(crate) mod user_include;
#[doc(hidden)]
pub mod user_wrapper;

pub use context::opener;
pub use dir_fns::list as dir_list;
pub(crate) use directory::{decorate as decorate_directory, CLASSES as DIRECTORY_CLASSES};
pub use file_fns::{local_path, open_file, open_php, read_line, with as with_stream};

use crate::host::SeekFrom;
use crate::runtime::Callee;
use crate::vm::Vm;
use rphp_value::{ErrorLevel, Fault, PhpResource, PhpStr, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// PHP reads streams in chunks of this size.
pub const CHUNK: usize = 8192;

/// Host handles of file streams dropped without `fclose`, each with the
/// `tmpfile` to remove (empty if none).
type Dropped = Rc<RefCell<Vec<(u64, Vec<u8>)>>>;
/// User streams whose last handle went without `fclose`: resource number,
/// wrapper object, whether it was written (php flushes it first).
type DroppedUser = Rc<RefCell<Vec<(i64, rphp_value::PhpObject, bool)>>>;

/// Per-request stream bookkeeping.
pub struct StreamState {
    /// php numbers every stream it opens, including the ones
    /// `file_get_contents` or an `include` open and close at once, and every
    /// stream context; 1-3 are the standard streams.
    next_id: i64,
    /// Host handles of file streams dropped without `fclose` (with the
    /// `tmpfile` to remove), closed at the next stream call.
    dropped: Dropped,
    /// User streams dropped without `fclose`, whose `stream_close` runs at
    /// the next stream call (php closes them as their last handle goes).
    dropped_user: DroppedUser,
    /// The request is ending: dropped user streams wait for
    /// [`close_user_streams`], after the output buffers.
    pub(crate) ending: bool,
    /// Advisory locks: path, holder (resource id), exclusive.
    pub(crate) locks: Vec<(Vec<u8>, i64, bool)>,
    /// The directory handle `readdir()` without an argument reads.
    pub(crate) last_dir: Option<PhpResource>,
    /// `umask()`'s value on a host without a file-creation mask.
    pub umask: u32,
    /// The exit status of the last `popen` child closed (`pclose`).
    pub pclose_ret: i64,
    /// The default stream context, made when first needed (it takes a
    /// resource number then).
    pub(crate) default_context: Option<PhpResource>,
    /// Registered stream wrappers.
    pub(crate) wrappers: user_wrapper::Registry,
    /// php's stat cache, as user wrappers see it.
    pub(crate) stat_cache: user_wrapper::StatCache,
    /// Registered user filters.
    pub(crate) filters: filters::FilterState,
    /// The stream function running, for the warnings filters raise.
    pub(crate) func: String,
}

impl Default for StreamState {
    fn default() -> Self {
        StreamState {
            next_id: 4,
            dropped: Rc::default(),
            dropped_user: Rc::default(),
            ending: false,
            locks: Vec::new(),
            last_dir: None,
            umask: 0o022,
            pclose_ret: -1,
            default_context: None,
            wrappers: Default::default(),
            stat_cache: Default::default(),
            filters: Default::default(),
            func: String::new(),
        }
    }
}

impl StreamState {
    /// Takes the next resource number (also for streams opened and closed
    /// inside one builtin, as php does).
    pub fn take_id(&mut self) -> i64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }
}

#[derive(Debug)]
pub enum Backend {
    /// A standard stream by file descriptor.
    Std(i32),
    /// A host file handle.
    File(u64),
    /// `php://memory` and `php://temp`: the bytes and the read/write position.
    Memory(Vec<u8>, usize),
    /// `php://output`: writes go through output buffering.
    Output,
    /// `php://input`: the request body, empty on the command line.
    Input,
    /// A stream of a user wrapper: its object.
    User(rphp_value::PhpObject),
    Closed,
}

/// What a stream resource holds.
pub struct Stream {
    pub backend: Backend,
    pub readable: bool,
    pub writable: bool,
    pub append: bool,
    /// Read ahead but not yet returned (standard and file streams).
    buf: Vec<u8>,
    bpos: usize,
    pub eof: bool,
    /// The position `ftell` reports; -1 after a failed seek on a memory
    /// stream (php then reports false).
    pub pos: i64,
    pub wrapper: &'static str,
    pub stype: &'static str,
    pub mode: Vec<u8>,
    pub uri: Vec<u8>,
    pub seekable: bool,
    /// Where a dropped file stream leaves its handle for closing.
    dropped: Option<Dropped>,
    /// The path a lock is held under (files only).
    pub path: Vec<u8>,
    /// A `tmpfile()`'s file, removed when the stream is closed.
    pub tmp_path: Vec<u8>,
    /// Where php's read buffer over a memory stream ends (0: nothing read
    /// since the last write or seek).
    mem_chunk_end: usize,
    /// The context php gives a stream asked for its options (none until then).
    pub context: Option<PhpResource>,
    /// A pipe to or from a child process (`popen`, `proc_open`): reads
    /// return one chunk, and php's metadata has no wrapper or URI.
    pub pipe: bool,
    /// The `popen` child, waited for when the stream is closed.
    pub child: Option<u64>,
    /// `stream_set_blocking`'s setting, as `blocked` in the metadata.
    pub blocking: bool,
    /// `stream_set_chunk_size`'s setting.
    pub chunk_size: i64,
    /// The read and write filter chains.
    pub(crate) rfilters: Vec<filters::Filter>,
    pub(crate) wfilters: Vec<filters::Filter>,
    /// What the read filters made and no read has taken yet.
    pub(crate) fbuf: Vec<u8>,
    pub(crate) fpos: usize,
    /// The stream below the read filters has ended.
    pub(crate) raw_eof: bool,
    /// The stream's own resource (a user filter's `$this->stream`).
    pub(crate) me: Option<std::rc::Weak<rphp_value::resource::ResourceData>>,
    /// A user stream was written to (php flushes it before closing).
    pub(crate) user_written: bool,
    /// Where a user stream goes when dropped unclosed, and its number.
    dropped_user: Option<(DroppedUser, i64)>,
    /// A read filter failed (the read that saw it returns false).
    pub(crate) read_failed: bool,
}

impl Drop for Stream {
    fn drop(&mut self) {
        if let (Backend::File(h), Some(d)) = (&self.backend, &self.dropped) {
            d.borrow_mut()
                .push((*h, std::mem::take(&mut self.tmp_path)));
        }
        if let (Backend::User(o), Some((d, id))) = (&self.backend, &self.dropped_user) {
            d.borrow_mut().push((*id, o.clone(), self.user_written));
        }
    }
}

impl Stream {
    pub fn new(backend: Backend, readable: bool, writable: bool) -> Stream {
        Stream {
            backend,
            readable,
            writable,
            append: false,
            buf: Vec::new(),
            bpos: 0,
            eof: false,
            pos: 0,
            wrapper: "PHP",
            stype: "STDIO",
            mode: Vec::new(),
            uri: Vec::new(),
            seekable: false,
            dropped: None,
            path: Vec::new(),
            tmp_path: Vec::new(),
            mem_chunk_end: 0,
            context: None,
            pipe: false,
            child: None,
            blocking: true,
            chunk_size: CHUNK as i64,
            rfilters: Vec::new(),
            wfilters: Vec::new(),
            fbuf: Vec::new(),
            fpos: 0,
            raw_eof: false,
            me: None,
            dropped_user: None,
            user_written: false,
            read_failed: false,
        }
    }

    /// Unread bytes at hand without asking the host.
    pub fn at_hand(&self) -> &[u8] {
        if self.fpos < self.fbuf.len() || !self.rfilters.is_empty() {
            return self.filtered();
        }
        match &self.backend {
            Backend::Memory(d, p) => &d[(*p).min(d.len())..],
            _ => &self.buf[self.bpos..],
        }
    }

    pub(crate) fn at_hand_pub(&self) -> &[u8] {
        self.at_hand()
    }

    pub(crate) fn consume_pub(&mut self, n: usize) {
        self.consume(n)
    }

    /// Forgets what was read ahead (a user stream's seek).
    pub(crate) fn drop_buffer(&mut self) {
        self.buf.clear();
        self.bpos = 0;
        self.fbuf.clear();
        self.fpos = 0;
        self.raw_eof = false;
    }

    /// What php's read buffer would hold unread (`unread_bytes`): the rest
    /// of the last chunk read.
    pub(crate) fn unread_bytes(&self) -> usize {
        if self.fpos < self.fbuf.len() || !self.rfilters.is_empty() {
            return self.filtered().len();
        }
        match &self.backend {
            Backend::Memory(d, p) if self.mem_chunk_end > 0 => {
                self.mem_chunk_end.min(d.len()).saturating_sub(*p)
            }
            Backend::Memory(..) => 0,
            _ => self.buf.len() - self.bpos,
        }
    }

    pub fn consume(&mut self, n: usize) {
        if self.fpos < self.fbuf.len() {
            self.fpos += n;
            if self.fpos >= self.fbuf.len() {
                self.fbuf.clear();
                self.fpos = 0;
            }
            self.pos += n as i64;
            return;
        }
        match &mut self.backend {
            Backend::Memory(_, p) => {
                if *p >= self.mem_chunk_end {
                    self.mem_chunk_end = *p + CHUNK;
                }
                *p += n
            }
            _ => self.bpos += n,
        }
        self.pos += n as i64;
    }

    /// Reads the next chunk from the host (through the read filters if
    /// there are any); false at end of file.
    pub fn refill(&mut self, vm: &mut Vm, want: usize) -> Result<bool, Fault> {
        if !self.rfilters.is_empty() {
            return self.fill_filtered(vm, want);
        }
        if let Backend::User(o) = &self.backend {
            let o = o.clone();
            let got = match self.user_read(vm, &o)? {
                Some(d) => d,
                None => {
                    self.read_failed = true;
                    Vec::new()
                }
            };
            self.buf = got;
            self.bpos = 0;
            return Ok(!self.buf.is_empty());
        }
        let chunk = match self.backend {
            // A pipe's read(2) returns what is there: no larger requests.
            Backend::File(h) if self.pipe => vm.host.fd_read(h, CHUNK).unwrap_or_default(),
            Backend::Std(0) => {
                vm.flush();
                vm.host.read_stdin(CHUNK)
            }
            Backend::File(h) => vm
                .host
                .fd_read(h, want.clamp(CHUNK, 1 << 20))
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        self.buf = chunk;
        self.bpos = 0;
        Ok(!self.buf.is_empty())
    }

    /// Reads up to `max` bytes, stopping after a newline when `line` is set
    /// and after the first chunk when `one_chunk` is (a pipe's `fread`).
    pub fn read(
        &mut self,
        vm: &mut Vm,
        max: usize,
        line: bool,
        one_chunk: bool,
    ) -> Result<Vec<u8>, Fault> {
        let mut out = Vec::new();
        // php reads a user stream once per call (but to the end for a
        // whole-stream read); a user stream says itself when it has ended.
        let user = matches!(self.backend, Backend::User(_));
        let greedy = !user || line || max == usize::MAX;
        self.read_failed = false;
        while out.len() < max {
            let mut filled = false;
            if self.at_hand().is_empty() {
                // php's line reader does not read on past the end flag.
                if line && user && self.eof {
                    break;
                }
                if !self.refill(vm, max - out.len())? {
                    if !user {
                        self.eof = true;
                    }
                    break;
                }
                filled = true;
            }
            let avail = self.at_hand();
            let mut take = avail.len().min(max - out.len());
            let mut found = false;
            if line {
                if let Some(i) = avail[..take].iter().position(|&b| b == b'\n') {
                    take = i + 1;
                    found = true;
                }
            }
            out.extend_from_slice(&avail[..take]);
            self.consume(take);
            if found || one_chunk || (filled && !greedy) {
                break;
            }
        }
        Ok(out)
    }

    /// Gives the host back the position of what was read ahead.
    fn unread(&mut self, vm: &mut Vm) {
        if let Backend::File(h) = self.backend {
            if self.bpos < self.buf.len() {
                let _ = vm.host.fd_seek(h, SeekFrom::Start(self.pos.max(0) as u64));
            }
        }
        self.buf.clear();
        self.bpos = 0;
    }

    /// Writes to a stream that is not `php://output`; `None` when the stream
    /// refused (php's write failure).
    pub(crate) fn write(&mut self, vm: &mut Vm, bytes: &[u8]) -> Option<usize> {
        match &mut self.backend {
            Backend::Std(fd) => {
                let fd = *fd;
                vm.flush();
                match fd {
                    1 => vm.host.write_stdout(bytes),
                    2 => vm.host.write_stderr(bytes),
                    _ => {}
                }
                Some(bytes.len())
            }
            Backend::File(h) => {
                let h = *h;
                self.unread(vm);
                let n = vm.host.fd_write(h, bytes).ok()?;
                self.pos += n as i64;
                Some(n)
            }
            Backend::Memory(d, p) => {
                self.mem_chunk_end = 0;
                if self.append {
                    *p = d.len();
                }
                let end = *p + bytes.len();
                if d.len() < *p {
                    d.resize(*p, 0);
                }
                if end > d.len() {
                    d.resize(end, 0);
                }
                d[*p..end].copy_from_slice(bytes);
                *p = end;
                self.pos = end as i64;
                Some(bytes.len())
            }
            _ => None,
        }
    }

    /// Moves the position; false when the stream cannot go there.
    pub fn seek(&mut self, vm: &mut Vm, offset: i64, whence: i64) -> bool {
        // php drops its read buffer (filtered data included) on a seek.
        if !self.fbuf.is_empty() || !self.rfilters.is_empty() {
            self.fbuf.clear();
            self.fpos = 0;
            self.raw_eof = false;
            if let Backend::Memory(_, p) = &mut self.backend {
                // Relative seeks count from the position the script sees.
                if whence == 1 {
                    *p = self.pos.max(0) as usize;
                }
            }
        }
        match &mut self.backend {
            Backend::File(h) => {
                let h = *h;
                let target = match whence {
                    0 => offset,
                    1 => self.pos.saturating_add(offset),
                    _ => {
                        self.buf.clear();
                        self.bpos = 0;
                        match vm.host.fd_seek(h, SeekFrom::End(offset)) {
                            Ok(p) => {
                                self.pos = p as i64;
                                self.eof = false;
                                return true;
                            }
                            Err(_) => {
                                let _ = vm.host.fd_seek(h, SeekFrom::Start(self.pos as u64));
                                return false;
                            }
                        }
                    }
                };
                if target < 0 {
                    return false;
                }
                self.buf.clear();
                self.bpos = 0;
                match vm.host.fd_seek(h, SeekFrom::Start(target as u64)) {
                    Ok(p) => {
                        self.pos = p as i64;
                        self.eof = false;
                        true
                    }
                    Err(_) => false,
                }
            }
            Backend::Memory(d, p) => {
                self.mem_chunk_end = 0;
                let base = match whence {
                    0 => 0,
                    1 => *p as i64,
                    _ => d.len() as i64,
                };
                let target = base.saturating_add(offset);
                if target < 0 {
                    *p = 0;
                    self.pos = -1;
                    false
                } else if target > d.len() as i64 {
                    *p = d.len();
                    self.pos = -1;
                    false
                } else {
                    *p = target as usize;
                    self.pos = target;
                    self.eof = false;
                    true
                }
            }
            Backend::Input if offset == 0 && whence != 1 => {
                self.eof = false;
                true
            }
            _ => false,
        }
    }

    pub fn is_file(&self) -> bool {
        matches!(self.backend, Backend::File(_))
    }
}

/// A directory handle from `opendir`: the listing taken when it was opened.
pub(crate) struct DirStream {
    pub entries: Vec<Vec<u8>>,
    pub pos: usize,
    /// A user wrapper's directory object (`dir_readdir` and friends).
    pub user: Option<rphp_value::PhpObject>,
}

impl Vm {
    /// Makes a new stream resource.
    pub fn new_stream(&mut self, mut s: Stream) -> Value {
        if s.is_file() {
            s.dropped = Some(self.streams.dropped.clone());
        }
        let id = self.streams.take_id();
        if matches!(s.backend, Backend::User(_)) {
            s.dropped_user = Some((self.streams.dropped_user.clone(), id));
        }
        let r = PhpResource::new(id, "stream", Box::new(s));
        if let Some(s) = r.0.payload.borrow_mut().downcast_mut::<Stream>() {
            s.me = Some(Rc::downgrade(&r.0));
        }
        Value::Resource(r)
    }

    /// Closes host handles of streams dropped since the last call.
    pub fn close_dropped_streams(&mut self) {
        let handles = std::mem::take(&mut *self.streams.dropped.borrow_mut());
        for (h, tmp) in handles {
            self.host.fd_close(h);
            if !tmp.is_empty() {
                let _ = self.host.remove_file(&tmp);
            }
        }
    }
}

/// The `STDIN`, `STDOUT` and `STDERR` constants, as resources 1, 2 and 3
/// (the numbers php's CLI gives them).
fn std_constants(vm: &mut Vm) {
    for (fd, name) in ["STDIN", "STDOUT", "STDERR"].iter().enumerate() {
        let s = std_stream(fd as i32);
        let r = PhpResource::new(fd as i64 + 1, "stream", Box::new(s));
        vm.define_constant(name, Value::Resource(r));
    }
}

/// A standard stream as `STDIN` or `fopen("php://stdin")` makes it.
pub(crate) fn std_stream(fd: i32) -> Stream {
    let mut s = Stream::new(Backend::Std(fd), fd == 0, fd != 0);
    s.mode = if fd == 0 {
        b"rb".to_vec()
    } else {
        b"wb".to_vec()
    };
    s.uri = [
        b"php://".as_slice(),
        [b"stdin".as_slice(), b"stdout", b"stderr"][fd as usize],
    ]
    .concat();
    s
}

/// `Context::stream_write` for builtins outside the VM.
pub(crate) fn stream_write(
    vm: &mut Vm,
    func: &str,
    stream: &Value,
    bytes: &[u8],
) -> Result<Value, Fault> {
    let r = file_fns::stream_arg(vm, func, std::slice::from_ref(stream))?;
    if bytes.is_empty() {
        return Ok(Value::Int(0));
    }
    file_fns::write_bytes(vm, func, &r, bytes)
}

/// `Context::stream_read_line` for builtins outside the VM.
pub(crate) fn stream_read_line(
    vm: &mut Vm,
    func: &str,
    stream: &Value,
    max: usize,
) -> Result<Option<Vec<u8>>, Fault> {
    let r = file_fns::stream_arg(vm, func, std::slice::from_ref(stream))?;
    file_fns::read_line(vm, func, &r, max)
}

/// `Context::stream_read`: up to `max` bytes as `fread` reads them (one
/// chunk from a pipe); `None` after php's notice for a stream not open for
/// reading.
pub(crate) fn stream_read(
    vm: &mut Vm,
    func: &str,
    stream: &Value,
    max: usize,
) -> Result<Option<Vec<u8>>, Fault> {
    let r = file_fns::stream_arg(vm, func, std::slice::from_ref(stream))?;
    let (readable, output) = file_fns::with(vm, &r, |_, s| {
        (s.readable, matches!(s.backend, Backend::Output))
    });
    if output {
        return Ok(Some(Vec::new()));
    }
    if !readable {
        bad_read(vm, func)?;
        return Ok(None);
    }
    set_func(vm, func);
    Ok(Some(file_fns::with(vm, &r, |vm, s| {
        let pipe = matches!(s.backend, Backend::Std(_)) || s.pipe;
        s.read(vm, max, false, pipe)
    })?))
}

/// Closes a stream as `fclose` does: its write filters flushed and every
/// filter let go, a user stream's `stream_flush`/`stream_close`, then the
/// host side.
pub(crate) fn close_stream(vm: &mut Vm, func: &str, r: &PhpResource) -> Result<(), Fault> {
    let filtered = filters::close(vm, func, r);
    let user = match file_fns::with(vm, r, |_, s| s.user()) {
        Some(o) => user_wrapper::close(vm, r, &o),
        None => Ok(()),
    };
    file_fns::close(vm, r);
    filtered?;
    user
}

/// Records the running stream function for the warnings filters raise.
pub fn set_func(vm: &mut Vm, func: &str) {
    vm.streams.func.clear();
    vm.streams.func.push_str(func);
}

/// Opens a local file, a `php://` stream or a user wrapper's URL as a
/// `php://filter` resource; `None` when it cannot be opened (php reports
/// nothing more there for a local file).
pub(crate) fn open_any(
    vm: &mut Vm,
    func: &str,
    name: &[u8],
    mode: &[u8],
    _report: bool,
) -> Result<Option<Stream>, Fault> {
    if let Some(class) = user_wrapper::class_for(vm, name) {
        return user_wrapper::open(vm, func, &class, name, mode, 0, None);
    }
    if name.len() >= 6 && name[..6].eq_ignore_ascii_case(b"php://") {
        if name.len() >= 12 && name[..12].eq_ignore_ascii_case(b"php://filter") {
            return filters::open_url(vm, func, name, mode);
        }
        return file_fns::open_php(vm, func, name, mode);
    }
    Ok(file_fns::open_file(vm, local_path(name), mode).ok())
}

pub fn str_value(v: impl Into<PhpStr>) -> Value {
    Value::Str(v.into())
}

/// php's notice for reading a stream not open for reading (errno 9).
pub fn bad_read(vm: &mut Vm, func: &str) -> Result<(), Fault> {
    vm.raise(
        ErrorLevel::Notice,
        &format!("{func}(): Read of {CHUNK} bytes failed with errno=9 Bad file descriptor"),
    )
}

pub(crate) fn register(vm: &mut Vm) {
    for list in [
        file_fns::BUILTINS,
        context::BUILTINS,
        dir_fns::BUILTINS,
        directory::BUILTINS,
        filters::BUILTINS,
        user_wrapper::BUILTINS,
    ] {
        for b in list {
            vm.functions
                .insert(b.name.as_bytes().to_vec(), Callee::Engine(b));
        }
    }
    std_constants(vm);
    vm.register_engine(filters::user_builtins());
    vm.define_ints(filters::CONSTANTS);
    vm.define_ints(&[
        ("SEEK_SET", 0),
        ("SEEK_CUR", 1),
        ("SEEK_END", 2),
        ("LOCK_SH", 1),
        ("LOCK_EX", 2),
        ("LOCK_UN", 3),
        ("LOCK_NB", 4),
        ("SCANDIR_SORT_ASCENDING", 0),
        ("SCANDIR_SORT_DESCENDING", 1),
        ("SCANDIR_SORT_NONE", 2),
        ("GLOB_BRACE", 1024),
        ("GLOB_MARK", 2),
        ("GLOB_NOSORT", 4),
        ("GLOB_NOCHECK", 16),
        ("GLOB_NOESCAPE", 64),
        ("GLOB_ERR", 1),
        ("GLOB_ONLYDIR", 8192),
        ("GLOB_AVAILABLE_FLAGS", 9303),
        ("FNM_NOESCAPE", 2),
        ("FNM_PATHNAME", 1),
        ("FNM_PERIOD", 4),
        ("FNM_CASEFOLD", 16),
        // What user wrappers receive in `$options`, `stream_set_option`,
        // `stream_cast` and `stream_metadata`.
        ("STREAM_USE_PATH", 1),
        ("STREAM_IGNORE_URL", 2),
        ("STREAM_REPORT_ERRORS", 8),
        ("STREAM_MUST_SEEK", 16),
        ("STREAM_URL_STAT_LINK", 1),
        ("STREAM_URL_STAT_QUIET", 2),
        ("STREAM_MKDIR_RECURSIVE", 1),
        ("STREAM_IS_URL", 1),
        ("STREAM_OPTION_BLOCKING", 1),
        ("STREAM_OPTION_READ_TIMEOUT", 4),
        ("STREAM_OPTION_READ_BUFFER", 2),
        ("STREAM_OPTION_WRITE_BUFFER", 3),
        ("STREAM_BUFFER_NONE", 0),
        ("STREAM_BUFFER_LINE", 1),
        ("STREAM_BUFFER_FULL", 2),
        ("STREAM_CAST_AS_STREAM", 0),
        ("STREAM_CAST_FOR_SELECT", 3),
        ("STREAM_META_TOUCH", 1),
        ("STREAM_META_OWNER_NAME", 2),
        ("STREAM_META_OWNER", 3),
        ("STREAM_META_GROUP_NAME", 4),
        ("STREAM_META_GROUP", 5),
        ("STREAM_META_ACCESS", 6),
    ]);
}

/// The user streams still open, newest first: taken before the request's
/// frames go at its end, so that [`close_user_streams`] can close them
/// after the destructors and output buffers, where php's resource list
/// closes them.
pub(crate) fn open_user_streams() -> Vec<PhpResource> {
    let mut v: Vec<PhpResource> = PhpResource::live()
        .into_iter()
        .filter(|r| {
            r.kind() == "stream"
                && r.0
                    .payload
                    .borrow()
                    .downcast_ref::<Stream>()
                    .and_then(Stream::user)
                    .is_some()
        })
        .collect();
    v.reverse();
    v
}

/// `stream_flush` (if written) and `stream_close` for the user streams
/// dropped without `fclose` since the last call, oldest number last as
/// php's resource list goes; nothing while the request is ending.
pub(crate) fn close_dropped_user(vm: &mut Vm) -> Result<(), Fault> {
    if vm.streams.ending || vm.streams.dropped_user.borrow().is_empty() {
        return Ok(());
    }
    let mut list = std::mem::take(&mut *vm.streams.dropped_user.borrow_mut());
    rphp_value::sort::sort_by_key(&mut list, |e| std::cmp::Reverse(e.0));
    for (_, o, written) in list {
        user_wrapper::close_dropped(vm, &o, written)?;
    }
    Ok(())
}

/// Request end: the user streams still open and those dropped unclosed
/// are closed, newest first (`stream_flush` if written, then
/// `stream_close`), unless a destructor closed them first.
pub(crate) fn close_user_streams(vm: &mut Vm, open: Vec<PhpResource>) -> Result<(), Fault> {
    vm.streams.ending = false;
    enum Left {
        Open(PhpResource),
        Dropped(rphp_value::PhpObject, bool),
    }
    let mut all: Vec<(i64, Left)> = open.into_iter().map(|r| (r.id(), Left::Open(r))).collect();
    let dropped = std::mem::take(&mut *vm.streams.dropped_user.borrow_mut());
    all.extend(
        dropped
            .into_iter()
            .map(|(id, o, w)| (id, Left::Dropped(o, w))),
    );
    rphp_value::sort::sort_by_key(&mut all, |e| std::cmp::Reverse(e.0));
    for (_, left) in all {
        match left {
            Left::Open(r) => {
                let user =
                    r.0.payload
                        .borrow()
                        .downcast_ref::<Stream>()
                        .and_then(Stream::user);
                if user.is_some() {
                    close_stream(vm, "", &r)?;
                }
            }
            Left::Dropped(o, written) => user_wrapper::close_dropped(vm, &o, written)?,
        }
    }
    // Streams dropped by those closes go too.
    close_dropped_user(vm)
}
