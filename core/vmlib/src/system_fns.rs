//! What a CLI script asks about its process and system: options (`getopt`),
//! the environment it may change (`putenv`), clocks and resource use
//! (`gettimeofday`, `getrusage`), the machine (`php_uname`, `gethostname`,
//! `sys_getloadavg`, `get_current_user`) and the connection state a CLI
//! request always has. Everything about the system comes through the
//! [`crate::Host`], so the browser and WASI hosts answer for themselves.

use crate::host::RUSAGE_FIELDS;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Array, Bool, Int, Mixed, String as Str};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpStr, Value};

static PROCESS_FNS: &[EngineBuiltin] = &[
    engine!(
        "getopt",
        [
            P::req("short_options", Str),
            P::opt("long_options", Array, "[]"),
            P::opt("rest_index", Mixed, "null").by_ref()
        ],
        getopt
    ),
    engine!("putenv", [P::req("assignment", Str)], putenv),
    engine!(
        "gettimeofday",
        [P::opt("as_float", Bool, "false")],
        gettimeofday
    ),
    engine!("getrusage", [P::opt("mode", Int, "0")], getrusage),
    engine!("php_uname", [P::opt("mode", Str, "\"a\"")], php_uname),
    engine!("gethostname", [], gethostname),
    engine!("sys_getloadavg", [], sys_getloadavg),
    engine!("get_current_user", [], get_current_user),
    engine!("memory_reset_peak_usage", [], memory_reset_peak_usage),
    engine!(
        "ftok",
        [P::req("filename", Str), P::req("project_id", Str)],
        ftok
    ),
    engine!(
        "openlog",
        [
            P::req("prefix", Str),
            P::req("flags", Int),
            P::req("facility", Int)
        ],
        openlog
    ),
    engine!(
        "syslog",
        [P::req("priority", Int), P::req("message", Str)],
        syslog
    ),
    engine!("closelog", [], closelog),
    engine!("connection_status", [], connection_zero),
    engine!("connection_aborted", [], connection_zero),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(PROCESS_FNS);
    vm.define_ints(&[
        ("LOG_EMERG", 0),
        ("LOG_ALERT", 1),
        ("LOG_CRIT", 2),
        ("LOG_ERR", 3),
        ("LOG_WARNING", 4),
        ("LOG_NOTICE", 5),
        ("LOG_INFO", 6),
        ("LOG_DEBUG", 7),
        ("LOG_KERN", 0),
        ("LOG_USER", 8),
        ("LOG_MAIL", 16),
        ("LOG_DAEMON", 24),
        ("LOG_AUTH", 32),
        ("LOG_SYSLOG", 40),
        ("LOG_LPR", 48),
        ("LOG_NEWS", 56),
        ("LOG_UUCP", 64),
        ("LOG_CRON", 72),
        ("LOG_AUTHPRIV", 80),
        ("LOG_LOCAL0", 128),
        ("LOG_LOCAL1", 136),
        ("LOG_LOCAL2", 144),
        ("LOG_LOCAL3", 152),
        ("LOG_LOCAL4", 160),
        ("LOG_LOCAL5", 168),
        ("LOG_LOCAL6", 176),
        ("LOG_LOCAL7", 184),
        ("LOG_PID", 1),
        ("LOG_CONS", 2),
        ("LOG_ODELAY", 4),
        ("LOG_NDELAY", 8),
        ("LOG_NOWAIT", 16),
        ("LOG_PERROR", 32),
    ]);
}

fn openlog(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let ident = str_arg(&a[0]);
    vm.host.open_log(&ident, a[1].to_int(), a[2].to_int());
    Ok(Value::Bool(true))
}

/// php_syslog_str: under `syslog.filter` (all, no-ctrl, ascii, raw) the
/// message is cut at newlines, one log line each, and the bytes the filter
/// does not allow are written `\xNN`.
fn syslog(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let priority = a[0].to_int();
    let msg = str_arg(&a[1]);
    let filter = vm.ini.get_str("syslog.filter").to_ascii_lowercase();
    if filter == "raw" {
        vm.host.syslog(priority, &msg);
        return Ok(Value::Bool(true));
    }
    let mut line = Vec::new();
    for &c in &msg {
        if (0x20..=0x7e).contains(&c) || (c >= 0x80 && filter != "ascii") {
            line.push(c);
        } else if c == b'\n' {
            vm.host.syslog(priority, &line);
            line.clear();
        } else if c < 0x20 && filter == "all" {
            line.push(c);
        } else {
            line.extend_from_slice(format!("\\x{c:02x}").as_bytes());
        }
    }
    vm.host.syslog(priority, &line);
    Ok(Value::Bool(true))
}

fn closelog(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    vm.host.close_log();
    Ok(Value::Bool(true))
}

fn s(v: impl Into<PhpStr>) -> Value {
    Value::Str(v.into())
}

fn str_arg(v: &Value) -> Vec<u8> {
    v.to_php_str().as_bytes().to_vec()
}

/// `putenv("NAME=value")` sets, `putenv("NAME")` removes, for this request.
fn putenv(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let set = str_arg(&a[0]);
    if set.is_empty() || set[0] == b'=' {
        return Err(vm.throw_error(
            "ValueError",
            "putenv(): Argument #1 ($assignment) must have a valid syntax",
        ));
    }
    let (name, value) = match set.iter().position(|&c| c == b'=') {
        Some(p) => (set[..p].to_vec(), Some(set[p + 1..].to_vec())),
        None => (set, None),
    };
    vm.sapi.env.retain(|(n, _)| *n != name);
    vm.sapi.env.push((name, value));
    Ok(Value::Bool(true))
}

fn gettimeofday(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let (secs, nanos) = vm.host.now();
    let usec = i64::from(nanos / 1000);
    if a.first().is_some_and(|v| v.to_bool()) {
        return Ok(Value::Float(secs as f64 + usec as f64 / 1e6));
    }
    // php reports the offset of date.timezone / date_default_timezone_set().
    let zone = rphp_ext::date::default_zone(vm);
    let off = zone.offset_at(secs);
    let mut r = PhpArray::new();
    r.insert(ArrayKey::from_bytes(b"sec"), Value::Int(secs));
    r.insert(ArrayKey::from_bytes(b"usec"), Value::Int(usec));
    r.insert(
        ArrayKey::from_bytes(b"minuteswest"),
        Value::Int(-off.utc_off / 60),
    );
    r.insert(ArrayKey::from_bytes(b"dsttime"), Value::Int(off.dst as i64));
    Ok(Value::Array(r))
}

fn getrusage(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let children = a.first().is_some_and(|v| v.to_int() == 1);
    Ok(match vm.host.rusage(children) {
        Some(fields) => {
            let mut r = PhpArray::new();
            for (k, v) in RUSAGE_FIELDS.iter().zip(fields) {
                r.insert(ArrayKey::from_bytes(k.as_bytes()), Value::Int(v));
            }
            Value::Array(r)
        }
        None => Value::Bool(false),
    })
}

fn php_uname(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let mode = a.first().map(str_arg).unwrap_or_else(|| b"a".to_vec());
    let u = vm.host.uname();
    let one = |i: usize| Ok(s(u[i].clone()));
    match mode.first() {
        Some(b's') => one(0),
        Some(b'n') => one(1),
        Some(b'r') => one(2),
        Some(b'v') => one(3),
        Some(b'm') => one(4),
        _ => Ok(s(u.join(&b' '))),
    }
}

fn gethostname(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(match vm.host.hostname() {
        Some(h) => s(h),
        None => {
            vm.raise(
                ErrorLevel::Warning,
                "gethostname(): Unable to fetch host [0]: Success",
            )?;
            Value::Bool(false)
        }
    })
}

fn sys_getloadavg(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(match vm.host.load_average() {
        Some(l) => Value::list(l.iter().map(|&x| Value::Float(x)).collect()),
        None => Value::Bool(false),
    })
}

/// The owner of the main script (php asks the SAPI for the script's stat);
/// "" without a script file (`-r`) or when the owner has no account name.
/// `ftok()`: glibc's System V IPC key from the file's inode and device
/// numbers (through the host's `stat`) and the project character.
fn ftok(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let path = str_arg(&a[0]);
    let proj = str_arg(&a[1]);
    if path.is_empty() {
        return Err(vm.throw_error(
            "ValueError",
            "ftok(): Argument #1 ($filename) cannot be empty",
        ));
    }
    if path.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "ftok(): Argument #1 ($filename) must not contain any null bytes",
        ));
    }
    if proj.len() != 1 {
        return Err(vm.throw_error(
            "ValueError",
            "ftok(): Argument #2 ($project_id) must be a single character",
        ));
    }
    match vm.host.stat(&path, true) {
        Ok(st) => {
            let key =
                (st.ino & 0xffff) as u32 | ((st.dev & 0xff) as u32) << 16 | (proj[0] as u32) << 24;
            Ok(Value::Int(key as i32 as i64))
        }
        Err(reason) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("ftok(): ftok() failed - {reason}"),
            )?;
            Ok(Value::Int(-1))
        }
    }
}

fn get_current_user(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let path = vm.globals_script_path.clone();
    if path.is_empty() || path == b"Command line code" || path == b"Standard input code" {
        return Ok(s(""));
    }
    let name = match vm.host.stat(&path, true) {
        Ok(st) => vm.host.user_name(st.uid).unwrap_or_default(),
        Err(_) => Vec::new(),
    };
    Ok(s(name))
}

/// rphp's peak figure is the current usage (`memory_get_peak_usage`), so
/// there is nothing to reset.
fn memory_reset_peak_usage(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Null)
}

/// A CLI request is always CONNECTION_NORMAL and never aborted.
fn connection_zero(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(0))
}

/// One option `getopt` knows: its letter (short) or name (long) and whether
/// it takes a value (0 no, 1 required, 2 optional).
struct Opt {
    ch: u8,
    name: Option<Vec<u8>>,
    param: u8,
}

/// php's parse_opts: letters and digits, each followed by `:` or `::`; the
/// first other character ends the list.
fn short_opts(spec: &[u8]) -> Vec<Opt> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < spec.len() && spec[i].is_ascii_alphanumeric() {
        let ch = spec[i];
        i += 1;
        let mut param = 0;
        if spec.get(i) == Some(&b':') {
            param = 1;
            i += 1;
            if spec.get(i) == Some(&b':') {
                param = 2;
                i += 1;
            }
        }
        out.push(Opt {
            ch,
            name: None,
            param,
        });
    }
    out
}

/// The state of php's `php_getopt` across calls within one `getopt()`.
struct Scan<'a> {
    argv: &'a [Vec<u8>],
    opts: &'a [Opt],
    optind: usize,
    optchr: usize,
    dash: bool,
}

/// What one step found: an option (its index and value) or a skipped error.
enum Step {
    Opt(usize, Option<Vec<u8>>),
    Invalid,
    End,
}

impl Scan<'_> {
    fn arg(&self, i: usize) -> &[u8] {
        &self.argv[i]
    }
    fn byte(&self, i: usize, k: usize) -> u8 {
        self.argv[i].get(k).copied().unwrap_or(0)
    }

    /// One call of php's `php_getopt` (main/getopt.c), same decisions.
    fn next(&mut self) -> Step {
        let argc = self.argv.len();
        if self.optind >= argc {
            return Step::End;
        }
        let cur = self.optind;
        if !self.dash && (self.byte(cur, 0) != b'-' || self.byte(cur, 1) == 0) {
            return Step::End;
        }
        let idx;
        let arg_start;
        let is_long = self.byte(cur, 0) == b'-' && self.byte(cur, 1) == b'-';
        if is_long {
            if self.byte(cur, 2) == 0 {
                self.optind += 1;
                return Step::End;
            }
            let a = self.argv[cur].clone();
            let (name, mut start) = match a[2..].iter().position(|&c| c == b'=') {
                Some(p) => (&a[2..2 + p], 3),
                None => (&a[2..], 2),
            };
            match self
                .opts
                .iter()
                .position(|o| o.name.as_deref() == Some(name))
            {
                Some(i) => idx = i,
                None => {
                    self.optind += 1;
                    return Step::Invalid;
                }
            }
            self.optchr = 0;
            self.dash = false;
            start += name.len();
            arg_start = start;
        } else {
            if !self.dash {
                self.dash = true;
                self.optchr = 1;
            }
            if self.byte(cur, self.optchr) == b':' {
                self.dash = false;
                self.optind += 1;
                return Step::Invalid;
            }
            arg_start = 1 + self.optchr;
            let c = self.byte(cur, self.optchr);
            match self.opts.iter().position(|o| o.name.is_none() && o.ch == c) {
                Some(i) => idx = i,
                None => {
                    if self.byte(cur, self.optchr + 1) == 0 {
                        self.dash = false;
                        self.optind += 1;
                    } else {
                        self.optchr += 1;
                    }
                    return Step::Invalid;
                }
            }
        }
        let param = self.opts[idx].param;
        if param > 0 {
            self.dash = false;
            if self.byte(cur, arg_start) == 0 {
                self.optind += 1;
                if self.optind == argc {
                    if param == 1 {
                        return Step::Invalid;
                    }
                } else if param == 1 {
                    let v = self.argv[self.optind].clone();
                    self.optind += 1;
                    return Step::Opt(idx, Some(v));
                }
                return Step::Opt(idx, None);
            }
            let mut k = arg_start;
            if self.byte(cur, k) == b'=' {
                k += 1;
            }
            let v = self.arg(cur)[k.min(self.arg(cur).len())..].to_vec();
            self.optind += 1;
            return Step::Opt(idx, Some(v));
        }
        if arg_start >= 2 && !is_long {
            if self.byte(cur, self.optchr + 1) == 0 {
                self.dash = false;
                self.optind += 1;
            } else {
                self.optchr += 1;
            }
        } else {
            self.optind += 1;
        }
        Step::Opt(idx, None)
    }
}

fn getopt(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let mut opts = short_opts(&str_arg(&a[0]));
    if let Some(Value::Array(longs)) = a.get(1).map(|v| v.get()) {
        for (_, v) in longs.iter() {
            let mut name = str_arg(&v.get());
            let mut param = 0;
            if name.last() == Some(&b':') {
                param = 1;
                name.pop();
                if name.last() == Some(&b':') {
                    param = 2;
                    name.pop();
                }
            }
            opts.push(Opt {
                ch: 0,
                name: Some(name),
                param,
            });
        }
    }
    // php reads the request's own $_SERVER['argv'] (PG(http_globals)), which
    // a script's writes to $_SERVER or $argv do not reach.
    let argv = vm.argv.clone();
    let mut scan = Scan {
        argv: &argv,
        opts: &opts,
        optind: 1,
        optchr: 0,
        dash: false,
    };
    let mut out = PhpArray::new();
    loop {
        match scan.next() {
            Step::End => break,
            Step::Invalid => continue,
            Step::Opt(i, v) => {
                let o = &opts[i];
                let name = match &o.name {
                    Some(n) => n.clone(),
                    None => vec![o.ch],
                };
                let val = match v {
                    Some(v) => s(v),
                    None => Value::Bool(false),
                };
                // Numeric names become int keys, as in any array.
                let key = ArrayKey::from_bytes(&name);
                match out.get(&key).cloned() {
                    Some(Value::Array(mut list)) => {
                        let _ = list.push(val);
                        out.insert(key, Value::Array(list));
                    }
                    Some(prev) => {
                        out.insert(key, Value::list(vec![prev, val]));
                    }
                    None => {
                        out.insert(key, val);
                    }
                }
            }
        }
    }
    if let Some(Value::Ref(r)) = a.get(2) {
        r.set(Value::Int(scan.optind as i64));
    }
    Ok(Value::Array(out))
}
