//! The VM as the [`Context`] builtins see: output, diagnostics,
//! throwables, callbacks into PHP, ini values.

use crate::vm::Vm;
use rphp_value::{Context, ErrorLevel, Fault, PhpObject, PhpStr, ThrowKind, Value};

impl Context for Vm {
    fn check_arg(
        &mut self,
        func: &str,
        i: usize,
        spec: &rphp_value::ParamSpec,
        v: Value,
    ) -> Result<Value, Fault> {
        let strict = self.strict_types();
        self.coerce_builtin(func, i, spec, v, strict)
    }

    fn echo(&mut self, bytes: &[u8]) {
        self.echo_bytes(bytes);
    }

    fn write_fd(&mut self, fd: i32, bytes: &[u8]) {
        self.flush();
        if fd == 2 {
            self.host.write_stderr(bytes);
        } else {
            self.host.write_stdout(bytes);
        }
    }

    fn read_fd(&mut self, fd: i32, max: usize) -> Vec<u8> {
        if fd != 0 {
            return Vec::new();
        }
        // A prompt echoed before the read must be visible first.
        self.flush();
        self.host.read_stdin(max)
    }

    fn stream_write(&mut self, func: &str, stream: &Value, bytes: &[u8]) -> Result<Value, Fault> {
        crate::streams::stream_write(self, func, stream, bytes)
    }

    fn stream_read_line(
        &mut self,
        func: &str,
        stream: &Value,
        max: usize,
    ) -> Result<Option<Vec<u8>>, Fault> {
        crate::streams::stream_read_line(self, func, stream, max)
    }

    fn stream_read(
        &mut self,
        func: &str,
        stream: &Value,
        max: usize,
    ) -> Result<Option<Vec<u8>>, Fault> {
        crate::streams::stream_read(self, func, stream, max)
    }

    fn error(&mut self, level: ErrorLevel, msg: &str) -> Result<(), Fault> {
        self.raise(level, msg)
    }

    fn throw(&mut self, kind: ThrowKind, msg: String) -> Fault {
        self.throw_kind(kind, msg)
    }

    fn call(&mut self, callable: &Value, args: Vec<Value>) -> Result<Value, Fault> {
        // A builtin's callback: called from "[internal function]".
        // Fast path: a closure over a PHP function (most callbacks), without
        // the general resolution of a callable value.
        if let Some(callee) = closure_callee(callable) {
            return crate::internal_call::internal_call(|| self.call_callee(callee, args));
        }
        let (callee, args) = self.callee_and_args(callable, args)?;
        crate::internal_call::internal_call(|| self.call_callee(callee, args))
    }

    fn call_ref(&mut self, callable: &Value, args: &[Value]) -> Result<Value, Fault> {
        match closure_callee(callable) {
            Some(callee) => {
                if self.nesting >= crate::vm::MAX_NESTING {
                    return Err(self.fatal("Maximum function nesting level reached"));
                }
                if callee.has_by_ref() {
                    self.warn_values_for_refs(&callee, args)?;
                }
                let args_base = self.stack.len();
                self.stack.reserve(args.len());
                for a in args {
                    self.stack.push(Some(crate::interp::fast_clone(a)));
                }
                crate::internal_call::internal_call(|| self.call_pushed(callee, args_base))
            }
            None => self.call(callable, args.to_vec()),
        }
    }

    fn object_to_string(&mut self, o: &PhpObject) -> Result<PhpStr, Fault> {
        Vm::object_to_string(self, o)
    }

    fn prop_walk_ref(&mut self, o: &PhpObject, pos: usize) -> Option<rphp_value::object::WalkRef> {
        self.walk_prop_ref(o, pos)
    }

    fn has_to_string(&mut self, o: &PhpObject) -> bool {
        Self::magic(o, b"__toString").is_some()
            || o.instance_of(b"Throwable")
            || crate::spl::lib_method(o, b"__toString").is_some()
            || crate::classes::class_of(o)
                .is_some_and(|c| crate::spl::native_method(c, b"__toString").is_some())
    }

    fn is_callable(&mut self, callable: &Value, syntax_only: bool) -> Result<bool, Fault> {
        self.value_is_callable(callable, syntax_only)
    }

    fn ini_get(&self, name: &[u8]) -> Option<PhpStr> {
        // Every ini name is ASCII, so a name that is not UTF-8 names nothing.
        let n = std::str::from_utf8(name).ok()?;
        self.ini.get(n).map(PhpStr::from)
    }

    fn strict_types(&self) -> bool {
        self.frames
            .last()
            .map(|f| f.func.code.strict_types)
            .unwrap_or(false)
    }

    fn throw_with_code(&mut self, kind: ThrowKind, msg: String, code: i64) -> Fault {
        let (file, line) = self.location();
        let trace = self.capture_trace();
        Fault::Throw(self.throwable_value(kind.class_name(), msg, code, file, line, trace))
    }

    fn new_object(&mut self, class: &[u8]) -> Result<Option<PhpObject>, Fault> {
        if let Some(c) = self.lookup_class(class) {
            return self.instantiate(&c).map(Some);
        }
        // What unserialize() makes of objects of unknown or forbidden classes.
        if class.eq_ignore_ascii_case(b"__PHP_Incomplete_Class") {
            let c = std::rc::Rc::new(crate::classes::ClassRt::builtin(
                "__PHP_Incomplete_Class",
                rphp_bytecode::class::flags::ALLOW_DYNAMIC,
            ));
            self.classes
                .map
                .insert(b"__php_incomplete_class".to_vec(), c.clone());
            return self.instantiate(&c).map(Some);
        }
        Ok(None)
    }

    fn call_magic(
        &mut self,
        obj: &PhpObject,
        method: &[u8],
        args: Vec<Value>,
    ) -> Result<Option<Value>, Fault> {
        let Some(class) = crate::classes::class_of(obj) else {
            return Ok(None);
        };
        let Some(m) = class.find_method(method).cloned() else {
            // A built-in class's own `__serialize`/`__unserialize` (ArrayObject, SplObjectStorage,
            // the random engines, the date classes...).
            if let Some(m) = crate::spl::native_method(class, method) {
                // A frame of its own, as php's traces show it ("[internal function]: ArrayObject->__unserialize(Array)").
                let mut all = Vec::with_capacity(args.len() + 1);
                all.push(Value::Object(obj.clone()));
                all.extend(args);
                return self
                    .call_callee(crate::runtime::Callee::Engine(&m.entry), all)
                    .map(Some);
            }
            return Ok(None);
        };
        self.call_method(&m, Some(obj.clone()), None, args)
            .map(Some)
    }

    fn debug_view(&mut self, o: &PhpObject) -> Result<Option<rphp_value::PhpArray>, Fault> {
        Vm::debug_view(self, o)
    }

    fn now(&mut self) -> (i64, u32) {
        self.host.now()
    }

    fn monotonic_nanos(&mut self) -> u64 {
        self.host.monotonic_nanos()
    }

    fn sleep(&mut self, micros: u64) {
        self.flush();
        self.host.sleep(micros);
    }

    fn random_bytes(&mut self, buf: &mut [u8]) -> bool {
        self.host.random_bytes(buf)
    }

    fn read_file_reason(&mut self, path: &[u8]) -> Result<Vec<u8>, String> {
        // Through the stream layer: php numbers the stream it opens (resource ids).
        crate::fs_fns::read_source(self, path)
    }

    fn filter_input(&mut self, source: i64) -> Option<rphp_value::PhpArray> {
        self.filter_input_source(source)
    }
}

impl Vm {
    /// What php's CLI registers through ext/filter's input hook: the
    /// environment as the process started (whatever `putenv` did since) when
    /// `variables_order` has `E`, and the five script variables when it has
    /// `S`; GET, POST and cookies never exist on the command line.
    pub(crate) fn filter_input_source(&mut self, source: i64) -> Option<rphp_value::PhpArray> {
        use rphp_value::{ArrayKey, PhpArray};
        let order = self.ini.get_str("variables_order").to_ascii_uppercase();
        match source {
            4 if order.contains('E') => {
                Some(crate::request_globals::env_array(&self.host.env_vars()))
            }
            4 => Some(PhpArray::new()),
            5 if order.contains('S') => {
                // The script as the command line named it (`$argv[0]`).
                let name = self.argv.first().cloned().unwrap_or_default();
                let file = if name == b"Standard input code" {
                    Vec::new()
                } else {
                    name.clone()
                };
                let mut server = PhpArray::new();
                for (k, v) in [
                    (&b"PHP_SELF"[..], &name),
                    (b"SCRIPT_NAME", &name),
                    (b"SCRIPT_FILENAME", &file),
                    (b"PATH_TRANSLATED", &file),
                    (b"DOCUMENT_ROOT", &Vec::new()),
                ] {
                    server.insert(ArrayKey::from_bytes(k), Value::Str(PhpStr::from(v.clone())));
                }
                Some(server)
            }
            _ => None,
        }
    }
}

impl Vm {
    /// `is_callable()`: `Err` only when a deprecation the check raises is
    /// turned into an exception by a user error handler.
    pub(crate) fn value_is_callable(
        &mut self,
        v: &Value,
        syntax_only: bool,
    ) -> Result<bool, Fault> {
        if !syntax_only {
            return Ok(self.callable_check(v)?.is_ok());
        }
        // Only the shape: a string, a `[class or object, name]` pair, or an
        // object that can be invoked.
        match v {
            Value::Str(_) => Ok(true),
            Value::Array(a) => Ok(a.len() == 2
                && matches!(
                    a.get_int(0).map(|v| v.get()),
                    Some(Value::Str(_) | Value::Object(_))
                )
                && matches!(a.get_int(1).map(|v| v.get()), Some(Value::Str(_)))),
            Value::Ref(r) => {
                let inner = r.get();
                self.value_is_callable(&inner, true)
            }
            v => Ok(self.callable_check(v)?.is_ok()),
        }
    }
}

/// A builtin's callback that is a closure over a PHP function (most are),
/// as the callee to enter, without the general resolution of a callable
/// value: an unbound closure that captures nothing runs as its function.
#[inline]
fn closure_callee(callable: &Value) -> Option<crate::runtime::Callee> {
    let Value::Object(o) = callable else {
        return None;
    };
    let d = crate::closures::closure_data_of(o)?;
    if d.native.is_some() {
        return None;
    }
    let f = d.func.clone()?;
    // As `closures::closure_call_target`.
    let plain =
        d.this.is_none() && d.scope.is_none() && f.code.uses.is_empty() && f.code.num_statics == 0;
    Some(if plain {
        crate::runtime::Callee::User(f)
    } else {
        crate::runtime::Callee::Closure(f, callable.clone())
    })
}
