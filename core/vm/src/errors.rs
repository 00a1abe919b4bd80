//! The three error tiers at run time.
//!
//! - Diagnostics (warnings, notices, deprecations): [`Vm::raise`] applies
//!   `set_error_handler`, `error_reporting` (and so `@`), `display_errors`,
//!   `log_errors`/`error_log`, in PHP's formats.
//! - Throwables: until classes exist a thrown value is a resource of kind
//!   `Throwable` holding a [`ThrowableData`] (class name, message, code,
//!   file, line, trace), built by [`Vm::make_throwable`]; uncaught ones are
//!   printed by [`Vm::uncaught`] exactly as PHP prints them.
//! - Fatal errors: [`Vm::fatal`] prints, records exit status 255 and returns
//!   [`Fault::Exit`] to end the request.

use crate::vm::Vm;
use rphp_value::{ErrorLevel, Fault, PhpStr, ThrowKind, Value};

/// E_ALL
pub const E_ALL: i64 = 32767;
/// What `@` leaves enabled: the fatal levels.
pub const E_FATALS: i64 = 1 | 16 | 64 | 256 | 4096 | 4;

pub struct ErrorState {
    pub reporting: i64,
    /// `set_error_handler` stack: (callable, mask).
    pub handlers: Vec<(Value, i64)>,
    pub in_handler: bool,
}

impl Default for ErrorState {
    fn default() -> Self {
        ErrorState {
            reporting: E_ALL,
            handlers: Vec::new(),
            in_handler: false,
        }
    }
}

/// One line of a stack trace.
#[derive(Debug, Clone)]
pub struct TraceEntry {
    pub file: Vec<u8>,
    pub line: u32,
    pub function: String,
    pub args: Vec<Value>,
    /// Named arguments a variadic parameter collected (`f(1, k: 2)`), shown
    /// after `args` as `k: 2`.
    pub named: Vec<(PhpStr, Value)>,
    /// Indices of `args` passed to `#[SensitiveParameter]` parameters, still
    /// to be wrapped in `SensitiveParameterValue` objects (made after the
    /// exception object, as php numbers them; see `Vm::wrap_hidden`).
    pub hidden: Vec<usize>,
}

impl TraceEntry {
    /// The entry's `args` as `getTrace()` and `debug_backtrace()` give them:
    /// the positional ones, then the named ones under their names.
    pub(crate) fn args_array(&self) -> Value {
        let mut a = rphp_value::PhpArray::new();
        for v in &self.args {
            let _ = a.push(v.clone());
        }
        for (k, v) in &self.named {
            a.insert(rphp_value::ArrayKey::from_bytes(k.as_bytes()), v.clone());
        }
        Value::Array(a)
    }
}

/// A thrown engine or library exception.
#[derive(Debug, Clone)]
pub struct ThrowableData {
    pub class: String,
    pub message: PhpStr,
    pub code: i64,
    pub file: Vec<u8>,
    pub line: u32,
    pub trace: Vec<TraceEntry>,
    pub previous: Option<Value>,
    /// `ErrorException::getSeverity()`.
    pub severity: i64,
}

/// Parent classes of the built-in throwables (for `catch` and `instanceof`).
pub fn class_parents(class: &str) -> &'static [&'static str] {
    match class.to_ascii_lowercase().as_str() {
        "error" => &["Throwable"],
        "typeerror"
        | "valueerror"
        | "arithmeticerror"
        | "compileerror"
        | "unhandledmatcherror"
        | "assertionerror" => &["Error", "Throwable"],
        "fibererror" | "random\\randomerror" => &["Error", "Throwable"],
        "random\\brokenrandomengineerror" => &["Random\\RandomError", "Error", "Throwable"],
        "random\\randomexception" => &["Exception", "Throwable"],
        "argumentcounterror" => &["TypeError", "Error", "Throwable"],
        "divisionbyzeroerror" => &["ArithmeticError", "Error", "Throwable"],
        "parseerror" => &["CompileError", "Error", "Throwable"],
        "exception" => &["Throwable"],
        "errorexception"
        | "runtimeexception"
        | "logicexception"
        | "jsonexception"
        | "closedgeneratorexception"
        | "reflectionexception" => &["Exception", "Throwable"],
        "invalidargumentexception"
        | "domainexception"
        | "lengthexception"
        | "outofrangeexception"
        | "badfunctioncallexception" => &["LogicException", "Exception", "Throwable"],
        "badmethodcallexception" => &[
            "BadFunctionCallException",
            "LogicException",
            "Exception",
            "Throwable",
        ],
        "outofboundsexception"
        | "overflowexception"
        | "rangeexception"
        | "underflowexception"
        | "unexpectedvalueexception" => &["RuntimeException", "Exception", "Throwable"],
        _ => &[],
    }
}

/// The canonical spelling of a built-in throwable class, if it is one.
pub fn canonical_class(name: &str) -> Option<&'static str> {
    const ALL: &[&str] = &[
        "Error",
        "TypeError",
        "ValueError",
        "ArithmeticError",
        "DivisionByZeroError",
        "ArgumentCountError",
        "UnhandledMatchError",
        "AssertionError",
        "CompileError",
        "ParseError",
        "Exception",
        "ErrorException",
        "RuntimeException",
        "LogicException",
        "InvalidArgumentException",
        "DomainException",
        "LengthException",
        "OutOfRangeException",
        "BadFunctionCallException",
        "BadMethodCallException",
        "OutOfBoundsException",
        "OverflowException",
        "RangeException",
        "UnderflowException",
        "UnexpectedValueException",
        "JsonException",
        "ClosedGeneratorException",
        "FiberError",
        "ReflectionException",
        "Random\\RandomError",
        "Random\\BrokenRandomEngineError",
        "Random\\RandomException",
    ];
    ALL.iter().copied().find(|c| c.eq_ignore_ascii_case(name))
}

pub fn throwable_data(v: &Value) -> Option<std::cell::Ref<'_, ThrowableData>> {
    match v {
        Value::Resource(r) if r.0.kind == "Throwable" => {
            std::cell::Ref::filter_map(r.0.payload.borrow(), |p| p.downcast_ref::<ThrowableData>())
                .ok()
        }
        Value::Object(o) => std::cell::Ref::filter_map(o.0.internal.borrow(), |p| {
            p.as_ref().and_then(|b| b.downcast_ref::<ThrowableData>())
        })
        .ok(),
        _ => None,
    }
}

pub fn is_instance(v: &Value, class: &str) -> bool {
    let class = class.trim_start_matches('\\');
    if let Value::Object(o) = v {
        return o.instance_of(class.as_bytes());
    }
    match throwable_data(v) {
        Some(t) => {
            t.class.eq_ignore_ascii_case(class)
                || class_parents(&t.class)
                    .iter()
                    .any(|p| p.eq_ignore_ascii_case(class))
        }
        None => false,
    }
}

impl Vm {
    /// The file and line of the instruction being executed.
    pub(crate) fn location(&self) -> (Vec<u8>, u32) {
        match self.frames.last() {
            Some(f) => {
                let pc = (f.pc as usize).saturating_sub(1);
                (
                    f.func.script.script.path.to_vec(),
                    f.func.code.lines.get(pc).copied().unwrap_or(0),
                )
            }
            None => (self.globals_script_path.clone(), 0),
        }
    }

    /// Raises a diagnostic at the current location.
    pub fn raise(&mut self, level: ErrorLevel, msg: &str) -> Result<(), Fault> {
        let (file, line) = self.location();
        self.raise_at(level, msg, &file, line)
    }

    pub(crate) fn raise_at(
        &mut self,
        level: ErrorLevel,
        msg: &str,
        file: &[u8],
        line: u32,
    ) -> Result<(), Fault> {
        let lv = level as i64;
        // User handlers never see E_COMPILE_WARNING (like E_ERROR, E_PARSE, ...).
        if !self.err.in_handler && !matches!(level, ErrorLevel::CompileWarning) {
            if let Some((handler, mask)) = self.err.handlers.last().cloned() {
                if mask & lv != 0 && !matches!(handler, Value::Null) {
                    self.err.in_handler = true;
                    let args = vec![
                        Value::Int(lv),
                        Value::Str(PhpStr::from(msg)),
                        Value::Str(PhpStr::from(file)),
                        Value::Int(line as i64),
                    ];
                    let r = self.call_value(&handler, args);
                    self.err.in_handler = false;
                    match r {
                        Ok(Value::Bool(false)) => {}
                        Ok(_) => return Ok(()),
                        Err(f) => return Err(f),
                    }
                }
            }
        }
        self.last_error = Some((lv, msg.to_string(), file.to_vec(), line));
        if self.err.reporting & lv == 0 {
            return Ok(());
        }
        self.emit_error_text(lv, level.label(), msg, file, line);
        if matches!(
            level,
            ErrorLevel::UserError
                | ErrorLevel::Error
                | ErrorLevel::CoreError
                | ErrorLevel::CompileError
        ) {
            self.exit_status = 255;
            return Err(Fault::Exit);
        }
        Ok(())
    }

    /// Prints a diagnostic's text to the display and log destinations.
    pub(crate) fn emit_error_text(
        &mut self,
        level: i64,
        label: &str,
        msg: &str,
        file: &[u8],
        line: u32,
    ) {
        // Like php_error_cb: nothing is displayed or logged for a level
        // error_reporting excludes (fatal errors included).
        if self.err.reporting & level == 0 {
            return;
        }
        let file = String::from_utf8_lossy(file);
        if self.ini.log_errors() {
            let text = format!("PHP {label}:  {msg} in {file} on line {line}");
            let dest = self.ini.get_str("error_log");
            if dest.is_empty() {
                self.flush();
                self.host.write_stderr(format!("{text}\n").as_bytes());
            } else {
                let (secs, _) = self.host.now();
                let stamp = format_timestamp(secs);
                let _ = self
                    .host
                    .append_file(dest.as_bytes(), format!("[{stamp}] {text}\n").as_bytes());
            }
        }
        match self.ini.display_errors() {
            1 => {
                let text = format!("\n{label}: {msg} in {file} on line {line}\n");
                self.echo_bytes(text.as_bytes());
            }
            2 => {
                self.flush();
                let text = format!("{label}: {msg} in {file} on line {line}\n");
                self.host.write_stderr(text.as_bytes());
            }
            _ => {}
        }
    }

    /// A fatal error at the current location: printed, exit status 255, request ends.
    pub fn fatal(&mut self, msg: &str) -> Fault {
        let (file, line) = self.location();
        self.fatal_at(msg, &file, line)
    }

    pub(crate) fn fatal_at(&mut self, msg: &str, file: &[u8], line: u32) -> Fault {
        self.emit_error_text(1, "Fatal error", msg, file, line);
        self.exit_status = 255;
        Fault::Exit
    }

    /// Builds a throwable of a built-in class at the current location with the current trace.
    pub fn make_throwable(&mut self, class: &str, msg: String) -> Value {
        let (file, line) = self.location();
        let trace = self.capture_trace();
        self.throwable_value(class, msg, 0, file, line, trace)
    }

    pub(crate) fn throwable_value(
        &mut self,
        class: &str,
        msg: String,
        code: i64,
        file: Vec<u8>,
        line: u32,
        trace: Vec<TraceEntry>,
    ) -> Value {
        let data = ThrowableData {
            class: class.to_string(),
            message: PhpStr::from(msg),
            code,
            file,
            line,
            trace,
            previous: None,
            severity: 0,
        };
        self.throwable_object(data)
    }

    pub fn throw_kind(&mut self, kind: ThrowKind, msg: String) -> Fault {
        Fault::Throw(self.make_throwable(kind.class_name(), msg))
    }

    pub fn throw_error(&mut self, class: &str, msg: impl Into<String>) -> Fault {
        Fault::Throw(self.make_throwable(class, msg.into()))
    }

    /// The stack trace from the current point: builtins being called, then PHP frames.
    pub(crate) fn capture_trace(&self) -> Vec<TraceEntry> {
        self.walk_trace(None)
    }

    /// [`Vm::capture_trace`], also collecting each entry's `$this` into
    /// `objects` (one per entry; `debug_backtrace`'s `object`).
    pub(crate) fn walk_trace(
        &self,
        mut objects: Option<&mut Vec<Option<rphp_value::PhpObject>>>,
    ) -> Vec<TraceEntry> {
        let mut out = Vec::new();
        // The builtins in the trace: without those php compiles to opcodes.
        let native: Vec<_> = if self.native.is_empty() {
            Vec::new()
        } else {
            (0..self.native.len())
                .filter(|&k| !self.native_is_opcode(k))
                .map(|k| self.native[k])
                .collect()
        };
        let mut natives = native.len();
        let native_entry = |k: usize, file: Vec<u8>, line: u32| {
            let (name, ptr, len, _) = native[k];
            // SAFETY: entries of `native` point at the argument buffer of a builtin call
            // that is still on the Rust stack (pushed before the call, popped after it).
            let args = unsafe { std::slice::from_raw_parts(ptr, len) }.to_vec();
            TraceEntry {
                file,
                line,
                function: name.to_string(),
                args,
                named: Vec::new(),
                hidden: Vec::new(),
            }
        };
        // The builtins called while frame `depth - 1` ran: innermost first, each
        // called by the next one ("[internal function]"), the outermost by that
        // frame at `file`/`line`.
        let group = |out: &mut Vec<TraceEntry>,
                     natives: &mut usize,
                     depth: usize,
                     file: &[u8],
                     line: u32| {
            let top = *natives;
            while *natives > 0 && native[*natives - 1].3 >= depth {
                *natives -= 1;
            }
            for k in (*natives..top).rev() {
                if k == *natives {
                    out.push(native_entry(k, file.to_vec(), line));
                } else {
                    out.push(native_entry(k, Vec::new(), 0));
                }
            }
        };
        let (file, line) = self.location();
        group(&mut out, &mut natives, self.frames.len(), &file, line);
        for i in (1..self.frames.len()).rev() {
            let f = &self.frames[i];
            if f.is_include {
                let caller = &self.frames[i - 1];
                let line = caller
                    .func
                    .code
                    .lines
                    .get((caller.pc as usize).saturating_sub(1))
                    .copied()
                    .unwrap_or(0);
                let path = &f.func.script.script.path;
                out.push(TraceEntry {
                    file: caller.func.script.script.path.to_vec(),
                    line,
                    function: if path.ends_with(b"eval()'d code") {
                        "eval".to_string()
                    } else {
                        format!("include:{}", String::from_utf8_lossy(path))
                    },
                    args: Vec::new(),
                    named: Vec::new(),
                    hidden: Vec::new(),
                });
                continue;
            }
            if f.stop && f.func.code.name.is_empty() {
                continue;
            }
            let caller = &self.frames[i - 1];
            let line = caller
                .func
                .code
                .lines
                .get((caller.pc as usize).saturating_sub(1))
                .copied()
                .unwrap_or(0);
            // A variadic parameter's array holds the extra arguments, which
            // are shown one by one from `extra_args`.
            let variadic = f.func.code.is_variadic();
            let declared = f.func.code.params.len() - variadic as usize;
            let nparams = declared.min(f.argc as usize);
            let mut args: Vec<Value> = (0..nparams)
                .map(|j| {
                    self.stack
                        .get(f.base + j)
                        .cloned()
                        .flatten()
                        .map(|v| v.get())
                        .unwrap_or(Value::Null)
                })
                .collect();
            args.extend(f.extra_args().iter().cloned());
            let named = f
                .extra
                .as_ref()
                .map(|e| e.named_extra.clone())
                .unwrap_or_default();
            let hidden: Vec<usize> = if f.func.code.params.iter().all(|p| p.attributes.is_empty()) {
                Vec::new()
            } else {
                (0..args.len())
                    .filter(|&j| crate::sensitive::is_sensitive(&f.func.code, j))
                    .collect()
            };
            let function = if f.func.code.is_closure {
                // A closure bound to a class scope is `Class::N\{closure}`;
                // with `$this` php writes `Class->N\{closure}`.
                let name = String::from_utf8_lossy(f.func.name()).into_owned();
                let closure = String::from_utf8_lossy(&f.func.closure_name()).into_owned();
                // A closure's `$this` is a captured variable, not the frame's.
                let this = f.this.is_some()
                    || f.func.this_slot.is_some_and(|s| {
                        matches!(
                            self.stack.get(f.base + s as usize),
                            Some(Some(Value::Object(_)))
                        )
                    });
                match name.split_once("::") {
                    Some((c, _)) if this => format!("{c}->{closure}"),
                    Some((c, _)) => format!("{c}::{closure}"),
                    None => closure,
                }
            } else if f.this.is_some() {
                // An instance method: php writes `Class->method`.
                String::from_utf8_lossy(f.func.name()).replacen("::", "->", 1)
            } else {
                String::from_utf8_lossy(f.func.name()).into_owned()
            };
            let file = caller.func.script.script.path.to_vec();
            // Entered by a builtin still running (a callback of usort, a generator
            // resumed by `->next()`): called from "[internal function]".
            let by_builtin = natives > 0 && native[natives - 1].3 >= i;
            if by_builtin || f.extra.as_ref().is_some_and(|e| e.internal_caller) && natives > 0 {
                out.push(TraceEntry {
                    file: Vec::new(),
                    line: 0,
                    function,
                    args,
                    named,
                    hidden: hidden.clone(),
                });
            } else {
                out.push(TraceEntry {
                    file: file.clone(),
                    line,
                    function,
                    args,
                    named,
                    hidden: hidden.clone(),
                });
            }
            if let Some(objs) = objects.as_deref_mut() {
                objs.resize(out.len() - 1, None);
                objs.push(f.this.clone());
            }
            group(&mut out, &mut natives, i, &file, line);
        }
        if let Some(objs) = objects {
            objs.resize(out.len(), None);
        }
        out
    }

    /// Whether builtin call `k` (of `self.native`) is one php 8.2 compiles to
    /// an opcode instead of a call, so that it has no frame in traces:
    /// called by name from PHP code (not dynamically, not by another
    /// builtin, not by an unqualified name in a namespace) with the
    /// arguments the opcode takes (`count`, `strlen` are opcodes here too).
    fn native_is_opcode(&self, k: usize) -> bool {
        let (name, _, argc, depth) = self.native[k];
        let by_opcode = match name {
            "get_class" => argc <= 1,
            "get_called_class" | "func_num_args" | "func_get_args" => argc == 0,
            "array_key_exists" => argc == 2,
            "boolval" | "intval" | "floatval" | "doubleval" | "strval" | "gettype" | "is_null"
            | "is_bool" | "is_long" | "is_int" | "is_integer" | "is_float" | "is_double"
            | "is_string" | "is_array" | "is_object" | "is_resource" | "is_scalar" => argc == 1,
            _ => false,
        };
        if !by_opcode || (k > 0 && self.native[k - 1].3 == depth) {
            return false;
        }
        let Some(caller) = depth.checked_sub(1).and_then(|d| self.frames.get(d)) else {
            return false;
        };
        let code = &caller.func.code;
        call_site_at(&code.code, caller.pc as usize)
            .and_then(|site| code.call_sites.get(site as usize))
            .is_some_and(|s| s.fallback.is_none() && &*s.lc_name == name.as_bytes())
    }

    /// Prints an uncaught throwable as a fatal error.
    pub(crate) fn uncaught(&mut self, v: Value) {
        let text = match throwable_data(&v) {
            Some(t) => {
                // The chain prints innermost (earliest) first, then "Next" for each wrapper.
                let mut chain = vec![t.clone()];
                while let Some(p) = chain.last().and_then(|c| c.previous.clone()) {
                    match throwable_data(&p) {
                        Some(pd) => {
                            let pd = pd.clone();
                            chain.push(pd);
                        }
                        None => break,
                    }
                }
                let parts: Vec<String> = chain.iter().rev().map(render_throwable).collect();
                let mut s = format!("Uncaught {}", parts.join("\n\nNext "));
                s.push_str("\n  thrown");
                (s, t.file.clone(), t.line)
            }
            None => ("Uncaught exception".to_string(), Vec::new(), 0),
        };
        let (msg, file, line) = text;
        self.emit_error_text(1, "Fatal error", &msg, &file, line);
        self.exit_status = 255;
    }
}

/// `Throwable::__toString()`: `Class: message in file:line\nStack trace:\n#0 ...`.
pub fn render_throwable(t: &ThrowableData) -> String {
    let file = String::from_utf8_lossy(&t.file);
    let msg = t.message.to_string_lossy();
    let joiner = if (t.class == "TypeError" || t.class == "ArgumentCountError")
        && msg.contains(", called in ")
    {
        " and defined in "
    } else {
        " in "
    };
    let mut s = if msg.is_empty() {
        format!("{}{}{}:{}", t.class, joiner, file, t.line)
    } else {
        format!("{}: {}{}{}:{}", t.class, msg, joiner, file, t.line)
    };
    s.push_str("\nStack trace:\n");
    s.push_str(&render_trace(&t.trace));
    s
}

pub fn render_trace(trace: &[TraceEntry]) -> String {
    let mut s = String::new();
    for (i, e) in trace.iter().enumerate() {
        let mut args: Vec<String> = e.args.iter().map(trace_arg).collect();
        args.extend(
            e.named
                .iter()
                .map(|(k, v)| format!("{}: {}", k.to_string_lossy(), trace_arg(v))),
        );
        if let Some(path) = e.function.strip_prefix("include:") {
            s.push_str(&format!(
                "#{i} {}({}): include('{}')\n",
                String::from_utf8_lossy(&e.file),
                e.line,
                path
            ));
        } else if e.file.is_empty() && e.line == 0 {
            s.push_str(&format!(
                "#{i} [internal function]: {}({})\n",
                e.function,
                args.join(", ")
            ));
        } else {
            s.push_str(&format!(
                "#{i} {}({}): {}({})\n",
                String::from_utf8_lossy(&e.file),
                e.line,
                e.function,
                args.join(", ")
            ));
        }
    }
    s.push_str(&format!("#{} {{main}}", trace.len()));
    s
}

/// How a trace shows an argument (`zend_exceptions.c` `_build_trace_args`).
fn trace_arg(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        Value::Bool(b) => {
            if *b {
                "true".into()
            } else {
                "false".into()
            }
        }
        Value::Int(i) => i.to_string(),
        Value::Float(f) => {
            let mut out = Vec::new();
            rphp_value::float::gcvt(*f, 17, b'E', &mut out);
            let s = String::from_utf8_lossy(&out).into_owned();
            if s.contains('.') || s.contains('E') || s.contains('N') || s.contains('I') {
                s
            } else {
                format!("{s}.0")
            }
        }
        Value::Str(s) => {
            let b = s.as_bytes();
            let (shown, more) = if b.len() > 15 {
                (&b[..15], "...")
            } else {
                (b, "")
            };
            format!("'{}{more}'", escape_trace_bytes(shown))
        }
        Value::Array(_) => "Array".into(),
        Value::Resource(r) if r.0.kind == "Closure" => "Object(Closure)".into(),
        Value::Resource(r) if r.0.kind == "Throwable" => {
            let name = throwable_data(v)
                .map(|t| t.class.clone())
                .unwrap_or_default();
            format!("Object({name})")
        }
        Value::Resource(r) => format!("Resource id #{}", r.id()),
        Value::Object(o) => format!("Object({})", o.debug_name()),
        Value::Ref(r) => trace_arg(&r.get()),
    }
}

/// A string argument as php's trace shows it (`smart_str_append_escaped`):
/// control bytes, backslashes and bytes above 126 escaped, so a trace stays
/// one line of ASCII whatever the argument held.
fn escape_trace_bytes(b: &[u8]) -> String {
    let mut out = String::with_capacity(b.len());
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x0b => out.push_str("\\v"),
            0x0c => out.push_str("\\f"),
            0x1b => out.push_str("\\e"),
            c if !(32..=126).contains(&c) => out.push_str(&format!("\\x{c:02X}")),
            c => out.push(c as char),
        }
    }
    out
}

/// `dd-Mon-yyyy hh:mm:ss UTC` for error_log lines.
pub fn format_timestamp(secs: i64) -> String {
    let days = secs.div_euclid(86400);
    let rem = secs.rem_euclid(86400);
    let (h, m, s) = (rem / 3600, (rem % 3600) / 60, rem % 60);
    let (y, mo, d) = rphp_ext::date::calendar::civil_from_days(days);
    let month = &rphp_ext::date::format::MONTH_NAMES[(mo - 1) as usize][..3];
    format!("{d:02}-{month}-{y} {h:02}:{m:02}:{s:02} UTC")
}

/// The call site of the call made by the instruction before `pc` (a
/// `CallName`, its operands after it, or a `DoCall` started by `InitCall`).
fn call_site_at(code: &[rphp_bytecode::Instr], pc: usize) -> Option<u32> {
    use rphp_bytecode::Op;
    let mut i = pc.min(code.len());
    while i > 0 && code[i - 1].op == Op::Args {
        i -= 1;
    }
    let ins = code.get(i.checked_sub(1)?)?;
    match ins.op {
        Op::CallName => return Some(ins.b),
        Op::DoCall => {}
        _ => return None,
    }
    // The `InitCall` this `DoCall` ends: calls nest as the compiler lays them out.
    let mut depth = 0usize;
    for ins in code[..i - 1].iter().rev() {
        match ins.op {
            Op::DoCall | Op::MakeCallable => depth += 1,
            Op::InitCall | Op::InitCallDyn | Op::InitMethod | Op::InitStatic | Op::InitCtor => {
                if depth == 0 {
                    return (ins.op == Op::InitCall).then_some(ins.a);
                }
                depth -= 1;
            }
            _ => {}
        }
    }
    None
}
