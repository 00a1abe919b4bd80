//! What the CLI SAPI keeps per request besides the output itself: where
//! output started (`headers_sent`), the response code, `putenv` changes, and
//! what `ob_get_status` reports about each output buffer; plus the header
//! functions. The CLI sends no headers: `header()` only moves the response
//! code and `headers_list()` is always empty, as under `php` on the command
//! line, but once output has started every header function warns.

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, Callable, Int, Mixed, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpStr, Value};

#[derive(Default)]
pub struct Sapi {
    /// `putenv` changes in order (`None` removes the variable).
    pub env: Vec<(Vec<u8>, Option<Vec<u8>>)>,
    /// File and line of the first output that reached the client.
    pub output_started: Option<(Vec<u8>, u32)>,
    /// The HTTP response code; 0 until something sets one.
    pub response_code: i64,
    /// The locale name of each category (glibc's twelve; empty until first used).
    pub locale: Vec<Vec<u8>>,
    /// `header_register_callback`'s callback, run when the headers are sent.
    pub header_callback: Option<Value>,
    /// One record per output buffer, parallel to `Vm::ob`.
    pub ob_meta: Vec<ObMeta>,
    /// `cli_set_process_title`'s last title (php's CLI starts with none).
    pub process_title: Vec<u8>,
}

/// What `ob_get_status` says about one output buffer.
pub struct ObMeta {
    pub name: Vec<u8>,
    pub user: bool,
    pub flags: i64,
    pub chunk_size: i64,
    /// php's allocated buffer size, grown as php grows it.
    pub size: i64,
}

/// php_output's buffer sizes: a chunk size rounded up to 4 KiB, else 16 KiB.
fn initbuf(n: i64) -> i64 {
    if n > 1 {
        n + 4096 - n % 4096
    } else {
        16384
    }
}

/// The handler has run (`ob_clean`/`ob_flush`): PHP_OUTPUT_HANDLER_STARTED | PROCESSED.
pub(crate) const OB_RAN: i64 = 0x1000 | 0x4000;

/// PHP_OUTPUT_HANDLER_START when the buffer's handler has not run yet.
pub(crate) fn ob_start_flag(meta: Option<&ObMeta>) -> i64 {
    i64::from(meta.is_none_or(|m| m.flags & OB_RAN == 0))
}

impl ObMeta {
    pub(crate) fn new(name: Vec<u8>, user: bool, chunk_size: i64, flags: i64) -> ObMeta {
        let chunk_size = chunk_size.max(0);
        ObMeta {
            name,
            user,
            flags: (flags & !0xf) | user as i64,
            chunk_size,
            size: initbuf(chunk_size),
        }
    }
    /// Grows the recorded size as php_output_handler_append would for `len` more bytes.
    pub(crate) fn append(&mut self, used: usize, len: usize) {
        let (used, len) = (used as i64, len as i64);
        if self.size - used <= len {
            let grow = initbuf(self.chunk_size).max(initbuf(len - (self.size - used)));
            self.size += grow;
        }
    }
}

static SAPI_FNS: &[EngineBuiltin] = &[
    engine!(
        "is_uploaded_file",
        [P::req("filename", Str)],
        is_uploaded_file
    ),
    engine!(
        "move_uploaded_file",
        [P::req("from", Str), P::req("to", Str)],
        move_uploaded_file
    ),
    engine!(
        "header",
        [
            P::req("header", Str),
            P::opt("replace", Bool, "true"),
            P::opt("response_code", Int, "0")
        ],
        header
    ),
    engine!(
        "header_remove",
        [P::opt("name", Str, "null").nullable()],
        header_remove
    ),
    engine!("headers_list", [], headers_list),
    engine!(
        "headers_sent",
        [
            P::opt("filename", Mixed, "null").by_ref(),
            P::opt("line", Mixed, "null").by_ref()
        ],
        headers_sent
    ),
    engine!(
        "http_response_code",
        [P::opt("response_code", Int, "0")],
        http_response_code
    ),
    engine!(
        "setcookie",
        [
            P::req("name", Str),
            P::opt("value", Str, "\"\""),
            P::opt("expires_or_options", Mixed, "0"),
            P::opt("path", Str, "\"\""),
            P::opt("domain", Str, "\"\""),
            P::opt("secure", Bool, "false"),
            P::opt("httponly", Bool, "false")
        ],
        setcookie
    ),
    engine!(
        "setrawcookie",
        [
            P::req("name", Str),
            P::opt("value", Str, "\"\""),
            P::opt("expires_or_options", Mixed, "0"),
            P::opt("path", Str, "\"\""),
            P::opt("domain", Str, "\"\""),
            P::opt("secure", Bool, "false"),
            P::opt("httponly", Bool, "false")
        ],
        setrawcookie
    ),
    engine!(
        "ob_get_status",
        [P::opt("full_status", Bool, "false")],
        ob_get_status
    ),
    engine!("ob_list_handlers", [], ob_list_handlers),
    engine!(
        "header_register_callback",
        [P::req("callback", Callable)],
        header_register_callback
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(SAPI_FNS);
    for (k, v) in [
        ("PHP_OUTPUT_HANDLER_START", 1),
        ("PHP_OUTPUT_HANDLER_WRITE", 0),
        ("PHP_OUTPUT_HANDLER_FLUSH", 4),
        ("PHP_OUTPUT_HANDLER_CLEAN", 2),
        ("PHP_OUTPUT_HANDLER_FINAL", 8),
        ("PHP_OUTPUT_HANDLER_CONT", 0),
        ("PHP_OUTPUT_HANDLER_END", 8),
        ("PHP_OUTPUT_HANDLER_CLEANABLE", 16),
        ("PHP_OUTPUT_HANDLER_FLUSHABLE", 32),
        ("PHP_OUTPUT_HANDLER_REMOVABLE", 64),
        ("PHP_OUTPUT_HANDLER_STDFLAGS", 112),
        ("PHP_OUTPUT_HANDLER_STARTED", 4096),
        ("PHP_OUTPUT_HANDLER_DISABLED", 8192),
        ("CONNECTION_ABORTED", 1),
        ("CONNECTION_NORMAL", 0),
        ("CONNECTION_TIMEOUT", 2),
    ] {
        vm.constants
            .entry(k.as_bytes().to_vec())
            .or_insert(Value::Int(v));
    }
}

fn str_arg(v: &Value) -> Vec<u8> {
    v.to_php_str().as_bytes().to_vec()
}

impl Vm {
    /// Notes where output first reached the client (called on the first unbuffered output).
    /// The headers are sent then, so `header_register_callback`'s callback
    /// runs first (its own output comes before what triggered it).
    #[cold]
    pub(crate) fn note_output_start(&mut self) {
        let (file, line) = self.location();
        self.sapi.output_started = Some((file, line));
        if let Some(cb) = self.sapi.header_callback.take() {
            // Output cannot fail, so what the callback throws here is lost.
            let _ = self.call_value(&cb, Vec::new());
        }
    }

    /// Runs (once) the callback `header_register_callback` registered, at
    /// the end of a request that printed nothing.
    pub(crate) fn run_header_callback(&mut self) {
        if let Some(cb) = self.sapi.header_callback.take() {
            match self.call_value(&cb, Vec::new()) {
                Ok(_) | Err(Fault::Exit) => {}
                Err(Fault::Throw(v)) => self.handle_uncaught(v),
            }
        }
    }

    /// php's check before any header change: false (after the warning) once output started.
    fn headers_modifiable(&mut self) -> Result<bool, Fault> {
        let Some((file, line)) = self.sapi.output_started.clone() else {
            return Ok(true);
        };
        let msg = format!(
            "Cannot modify header information - headers already sent by (output started at {}:{line})",
            String::from_utf8_lossy(&file)
        );
        self.raise(ErrorLevel::Warning, &msg)?;
        Ok(false)
    }
}

fn header(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let mut line = str_arg(&a[0]);
    let code = a.get(2).map(|v| v.to_int()).unwrap_or(0);
    if line.is_empty() || !vm.headers_modifiable()? {
        return Ok(Value::Null);
    }
    while line
        .last()
        .is_some_and(|c| c.is_ascii_whitespace() || *c == 0x0b)
    {
        line.pop();
    }
    if line.iter().any(|&c| c == b'\n' || c == b'\r') {
        vm.raise(
            ErrorLevel::Warning,
            "Header may not contain more than a single header, new line detected",
        )?;
        return Ok(Value::Null);
    }
    if line.contains(&0) {
        vm.raise(ErrorLevel::Warning, "Header may not contain NUL bytes")?;
        return Ok(Value::Null);
    }
    if line.len() >= 5 && line[..5].eq_ignore_ascii_case(b"HTTP/") {
        // The status line's code: after the first space not followed by another.
        let mut status = 200;
        for i in 0..line.len() {
            if line[i] == b' ' && line.get(i + 1) != Some(&b' ') {
                status = atoi(&line[i + 1..]);
                break;
            }
        }
        vm.sapi.response_code = status;
        return Ok(Value::Null);
    }
    if let Some(colon) = line.iter().position(|&c| c == b':') {
        let name = &line[..colon];
        let current = vm.sapi.response_code;
        if name.eq_ignore_ascii_case(b"Location") {
            if !(300..=399).contains(&current) && current != 201 {
                vm.sapi.response_code = if code != 0 { code } else { 302 };
            }
        } else if name.eq_ignore_ascii_case(b"WWW-Authenticate") {
            vm.sapi.response_code = 401;
        }
    }
    if code != 0 {
        vm.sapi.response_code = code;
    }
    Ok(Value::Null)
}

/// C's `atoi`.
fn atoi(b: &[u8]) -> i64 {
    let mut i = 0;
    while i < b.len() && (b[i] == b' ' || (b'\t'..=b'\r').contains(&b[i])) {
        i += 1;
    }
    let neg = b.get(i) == Some(&b'-');
    if matches!(b.get(i), Some(b'-' | b'+')) {
        i += 1;
    }
    let mut n: i64 = 0;
    while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
        n = n.wrapping_mul(10).wrapping_add((d - b'0') as i64);
        i += 1;
    }
    (if neg { n.wrapping_neg() } else { n }) as i32 as i64
}

fn header_register_callback(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    vm.sapi.header_callback = Some(a[0].get());
    Ok(Value::Bool(true))
}

fn header_remove(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    vm.headers_modifiable()?;
    Ok(Value::Null)
}

fn headers_list(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Array(PhpArray::new()))
}

/// The CLI receives no POST uploads, so no file is one.
fn is_uploaded_file(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    if a[0].to_php_str().as_bytes().contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "is_uploaded_file(): Argument #1 ($filename) must not contain any null bytes",
        ));
    }
    Ok(Value::Bool(false))
}

/// Nothing was uploaded, so nothing is moved (php checks that first, before
/// looking at either path).
fn move_uploaded_file(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(false))
}

fn headers_sent(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let started = vm.sapi.output_started.clone();
    let (file, line) = started.clone().unwrap_or_default();
    if let Some(Value::Ref(r)) = a.first() {
        r.set(Value::Str(PhpStr::from(file)));
    }
    if let Some(Value::Ref(r)) = a.get(1) {
        r.set(Value::Int(line as i64));
    }
    Ok(Value::Bool(started.is_some()))
}

fn http_response_code(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let code = a.first().map(|v| v.to_int()).unwrap_or(0);
    let old = vm.sapi.response_code;
    if code != 0 {
        vm.sapi.response_code = code;
        return Ok(if old != 0 {
            Value::Int(old)
        } else {
            Value::Bool(true)
        });
    }
    Ok(if old != 0 {
        Value::Int(old)
    } else {
        Value::Bool(false)
    })
}

fn setcookie(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    cookie(vm, a, "setcookie", false)
}

fn setrawcookie(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    cookie(vm, a, "setrawcookie", true)
}

const COOKIE_BAD: &[u8] = b",; \t\r\n\x0b\x0c";
const COOKIE_BAD_LIST: &str =
    "\",\", \";\", \" \", \"\\t\", \"\\r\", \"\\n\", \"\\013\", or \"\\014\"";

/// php_setcookie's checks; the header itself goes nowhere under the CLI.
fn cookie(vm: &mut Vm, a: &mut [Value], func: &str, raw: bool) -> Result<Value, Fault> {
    let name = str_arg(&a[0]);
    let value = a.get(1).map(str_arg).unwrap_or_default();
    let mut expires = 0i64;
    let mut path = a.get(3).map(str_arg).unwrap_or_default();
    let mut domain = a.get(4).map(str_arg).unwrap_or_default();
    match a.get(2).map(|v| v.get()) {
        Some(Value::Array(opts)) => {
            if a.len() > 3 {
                return Err(vm.throw_error(
                    "ArgumentCountError",
                    format!("{func}(): Expects exactly 3 arguments when argument #3 ($expires_or_options) is an array"),
                ));
            }
            for (k, v) in opts.iter() {
                let key = match k {
                    ArrayKey::Str(s) => s.as_bytes().to_vec(),
                    ArrayKey::Int(_) => {
                        return Err(vm.throw_error(
                            "ValueError",
                            format!("{func}(): option array cannot have numeric keys"),
                        ))
                    }
                };
                let v = v.get();
                match &key.to_ascii_lowercase()[..] {
                    b"expires" => expires = v.to_int(),
                    b"path" => path = str_arg(&v),
                    b"domain" => domain = str_arg(&v),
                    b"secure" | b"httponly" | b"samesite" => {}
                    _ => {
                        return Err(vm.throw_error(
                            "ValueError",
                            format!(
                                "{func}(): option \"{}\" is invalid",
                                String::from_utf8_lossy(&key)
                            ),
                        ))
                    }
                }
            }
        }
        Some(v) => expires = v.to_int(),
        None => {}
    }
    if name.is_empty() {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): Argument #1 ($name) cannot be empty"),
        ));
    }
    if name.iter().any(|c| *c == b'=' || COOKIE_BAD.contains(c)) {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): Argument #1 ($name) cannot contain \"=\", {COOKIE_BAD_LIST}"),
        ));
    }
    if raw && value.iter().any(|c| COOKIE_BAD.contains(c)) {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): Argument #2 ($value) cannot contain {COOKIE_BAD_LIST}"),
        ));
    }
    for (what, v) in [("path", &path), ("domain", &domain)] {
        if v.iter().any(|c| COOKIE_BAD.contains(c)) {
            return Err(vm.throw_error(
                "ValueError",
                format!("{func}(): \"{what}\" option cannot contain {COOKIE_BAD_LIST}"),
            ));
        }
    }
    // 253402300800 is 10000-01-01T00:00:00Z.
    if expires >= 253_402_300_800 {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): \"expires\" option cannot have a year greater than 9999"),
        ));
    }
    Ok(Value::Bool(vm.headers_modifiable()?))
}

fn ob_status(vm: &Vm, level: usize) -> Value {
    let mut r = PhpArray::new();
    let used = vm.ob.get(level).map(|(b, _)| b.len()).unwrap_or(0);
    let (name, user, flags, chunk, size) = match vm.sapi.ob_meta.get(level) {
        Some(m) => (m.name.clone(), m.user, m.flags, m.chunk_size, m.size),
        None => (b"default output handler".to_vec(), false, 0x70, 0, 16384),
    };
    let mut put = |k: &str, v: Value| {
        r.insert(ArrayKey::from_bytes(k.as_bytes()), v);
    };
    put("name", Value::Str(PhpStr::from(name)));
    put("type", Value::Int(user as i64));
    put("flags", Value::Int(flags));
    put("level", Value::Int(level as i64));
    put("chunk_size", Value::Int(chunk));
    put("buffer_size", Value::Int(size));
    put("buffer_used", Value::Int(used as i64));
    Value::Array(r)
}

fn ob_get_status(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let full = a.first().is_some_and(|v| v.to_bool());
    let n = vm.ob.len();
    if n == 0 {
        return Ok(Value::Array(PhpArray::new()));
    }
    if full {
        return Ok(Value::list((0..n).map(|l| ob_status(vm, l)).collect()));
    }
    Ok(ob_status(vm, n - 1))
}

fn ob_list_handlers(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let names = (0..vm.ob.len())
        .map(|l| match vm.sapi.ob_meta.get(l) {
            Some(m) => Value::Str(PhpStr::from(m.name.clone())),
            None => Value::Str(PhpStr::from("default output handler")),
        })
        .collect();
    Ok(Value::list(names))
}

/// The name php gives an output handler callback (`Closure::__invoke`,
/// `Class::method`, or the function name as written).
pub(crate) fn handler_name(vm: &Vm, cb: &Value) -> Vec<u8> {
    match cb {
        Value::Str(s) => s.as_bytes().to_vec(),
        Value::Array(arr) => {
            let class = match arr.get_int(0).map(|v| v.get()) {
                Some(Value::Object(o)) => o.class_name().to_vec(),
                Some(v) => str_arg(&v),
                None => Vec::new(),
            };
            let method = arr
                .get_int(1)
                .map(|v| str_arg(&v.get()))
                .unwrap_or_default();
            let mut n = class;
            n.extend_from_slice(b"::");
            n.extend_from_slice(&method);
            n
        }
        Value::Object(o) => {
            let _ = vm;
            let mut n = o.class_name().to_vec();
            n.extend_from_slice(b"::__invoke");
            n
        }
        _ => b"Closure::__invoke".to_vec(),
    }
}

impl Vm {
    /// An environment variable as the script sees it: `putenv` first, then the host's.
    pub fn env_var(&mut self, name: &[u8]) -> Option<Vec<u8>> {
        match self.sapi.env.iter().rev().find(|(n, _)| n == name) {
            Some((_, v)) => v.clone(),
            None => self.host.env(name),
        }
    }

    /// Every environment variable, `putenv` changes applied (`getenv()`).
    pub fn env_vars(&mut self) -> Vec<(Vec<u8>, Vec<u8>)> {
        let mut all = self.host.env_vars();
        for (n, v) in self.sapi.env.clone() {
            match all.iter_mut().find(|(k, _)| *k == n) {
                Some(slot) => match v {
                    Some(v) => slot.1 = v,
                    None => all.retain(|(k, _)| *k != n),
                },
                None => {
                    if let Some(v) = v {
                        all.push((n, v));
                    }
                }
            }
        }
        all
    }
}
