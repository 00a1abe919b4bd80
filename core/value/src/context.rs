//! The door between a builtin function and the running request.
//!
//! Builtins (in rphp-ext and in the VM) are plain Rust functions declared with
//! a [`Builtin`] record: name, parameters with PHP types, and the function.
//! The VM checks arity and coerces arguments from the declaration before the
//! call (so `TypeError`/`ArgumentCountError` texts and the null-to-non-nullable
//! deprecation come from one place), then hands the builtin a [`Context`]
//! for everything that touches the request: output, errors, callbacks, ini.

use crate::{PhpObject, PhpStr, Value};

/// PHP's error levels (the `E_*` constants).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum ErrorLevel {
    Error = 1,
    Warning = 2,
    Parse = 4,
    Notice = 8,
    CoreError = 16,
    CoreWarning = 32,
    CompileError = 64,
    CompileWarning = 128,
    UserError = 256,
    UserWarning = 512,
    UserNotice = 1024,
    Strict = 2048,
    RecoverableError = 4096,
    Deprecated = 8192,
    UserDeprecated = 16384,
}

impl ErrorLevel {
    /// The label PHP prints: `Warning`, `Notice`, `Deprecated`, `Fatal error`, ...
    pub fn label(self) -> &'static str {
        match self {
            ErrorLevel::Error
            | ErrorLevel::CoreError
            | ErrorLevel::CompileError
            | ErrorLevel::UserError => "Fatal error",
            ErrorLevel::RecoverableError => "Recoverable fatal error",
            ErrorLevel::Warning
            | ErrorLevel::CoreWarning
            | ErrorLevel::CompileWarning
            | ErrorLevel::UserWarning => "Warning",
            ErrorLevel::Parse => "Parse error",
            ErrorLevel::Notice | ErrorLevel::UserNotice => "Notice",
            ErrorLevel::Strict => "Strict Standards",
            ErrorLevel::Deprecated | ErrorLevel::UserDeprecated => "Deprecated",
        }
    }
}

/// The engine's Throwable classes a builtin may throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ThrowKind {
    Error,
    TypeError,
    ValueError,
    ArgumentCountError,
    ArithmeticError,
    DivisionByZeroError,
    UnhandledMatchError,
    Exception,
    JsonException,
}

impl ThrowKind {
    pub fn class_name(self) -> &'static str {
        match self {
            ThrowKind::Error => "Error",
            ThrowKind::TypeError => "TypeError",
            ThrowKind::ValueError => "ValueError",
            ThrowKind::ArgumentCountError => "ArgumentCountError",
            ThrowKind::ArithmeticError => "ArithmeticError",
            ThrowKind::DivisionByZeroError => "DivisionByZeroError",
            ThrowKind::UnhandledMatchError => "UnhandledMatchError",
            ThrowKind::Exception => "Exception",
            ThrowKind::JsonException => "JsonException",
        }
    }
}

/// Why a builtin (or the VM) stopped normal execution.
#[derive(Debug, Clone)]
pub enum Fault {
    /// A Throwable is unwinding. The payload is opaque to builtins; the VM made it.
    Throw(Value),
    /// `exit()`/`die()` or a fatal error: the request ends (status already recorded).
    Exit,
}

/// What a builtin can ask of the running request.
pub trait Context {
    /// Writes to PHP's output (stdout, through output buffering when that exists).
    fn echo(&mut self, bytes: &[u8]);
    /// Writes to a standard stream by file descriptor (1 = STDOUT, 2 = STDERR), unbuffered.
    fn write_fd(&mut self, fd: i32, bytes: &[u8]);
    /// Reads up to `max` bytes from a standard stream by file descriptor
    /// (0 = STDIN); an empty result means end of file.
    fn read_fd(&mut self, fd: i32, max: usize) -> Vec<u8>;
    /// Raises a non-fatal diagnostic. `msg` is PHP's text without the `Warning: `
    /// prefix and without ` in FILE on line N`; the VM adds both, honouring
    /// error_reporting, `@`, display_errors, log_errors and set_error_handler.
    /// Returns Err when a user error handler threw.
    fn error(&mut self, level: ErrorLevel, msg: &str) -> Result<(), Fault>;
    /// Builds a Throwable of the given class with this message, to be returned as `Err`.
    fn throw(&mut self, kind: ThrowKind, msg: String) -> Fault;
    /// Calls a PHP callable (closure, function name string, `[obj, 'method']`)
    /// with the given arguments. By-reference parameters receive `Value::Ref`s.
    fn call(&mut self, callable: &Value, args: Vec<Value>) -> Result<Value, Fault>;
    /// `call` with the arguments copied from a slice: for a builtin that
    /// calls back once per element (`array_map`, `usort`, ...), where a
    /// `Vec` per call would be an allocation per element.
    fn call_ref(&mut self, callable: &Value, args: &[Value]) -> Result<Value, Fault> {
        self.call(callable, args.to_vec())
    }
    /// Whether `callable` can be called (`is_callable`); `syntax_only` like PHP's flag.
    /// `Err` when a deprecation the check raises (php 8.2's `'parent::m'`)
    /// is turned into an exception by a user error handler.
    fn is_callable(&mut self, callable: &Value, syntax_only: bool) -> Result<bool, Fault>;
    /// The current value of an ini setting, `None` if PHP has no such setting.
    fn ini_get(&self, name: &[u8]) -> Option<PhpStr>;
    /// Whether the calling code was compiled with `declare(strict_types=1)`.
    fn strict_types(&self) -> bool;
    /// Checks (and converts) argument `i` of builtin `func` as the VM checks
    /// each argument against its parameter `spec` before the call, with the
    /// same TypeError: for a builtin that must check an earlier argument,
    /// which its own parameter types cannot express, first (php reports the
    /// first bad argument).
    fn check_arg(
        &mut self,
        func: &str,
        i: usize,
        spec: &crate::ParamSpec,
        v: Value,
    ) -> Result<Value, Fault> {
        let _ = (func, i, spec);
        Ok(v)
    }
    /// An object as a string: its `__toString()` (a Throwable's rendering), or
    /// php's "Object of class X could not be converted to string" Error.
    fn object_to_string(&mut self, o: &PhpObject) -> Result<PhpStr, Fault> {
        let msg = format!(
            "Object of class {} could not be converted to string",
            o.debug_name()
        );
        Err(self.throw(ThrowKind::Error, msg))
    }
    /// Whether [`Context::object_to_string`] would give a string: the
    /// class has `__toString` (declared or built in).
    fn has_to_string(&mut self, o: &PhpObject) -> bool {
        o.class().has_method(b"__toString")
    }
    /// Like [`Context::throw`] with the Throwable's `code` set (`JsonException`'s error code).
    fn throw_with_code(&mut self, kind: ThrowKind, msg: String, code: i64) -> Fault;
    /// A new object of the named class with its default property values and
    /// no constructor run (what `unserialize`, `json_decode` and `(object)` make);
    /// `Ok(None)` when no such class is declared. Abstract classes and
    /// interfaces raise php's "Cannot instantiate ..." Error.
    fn new_object(&mut self, class: &[u8]) -> Result<Option<PhpObject>, Fault>;
    /// Calls `$obj->method(...$args)` whatever the method's visibility, as the
    /// engine calls magic methods (`__wakeup`, `__unserialize`); `Ok(None)`
    /// when the object's class has no such method.
    fn call_magic(
        &mut self,
        obj: &PhpObject,
        method: &[u8],
        args: Vec<Value>,
    ) -> Result<Option<Value>, Fault>;
    /// For `array_walk` over an object: the entry of `o`'s property table at
    /// or after position `pos`, made a reference in place so the callback
    /// can change it (see [`PhpObject::walk_ref`]). The VM also makes a
    /// typed property's new reference carry the property's type, as php's
    /// reference type sources, so writes through it are checked.
    fn prop_walk_ref(&mut self, o: &PhpObject, pos: usize) -> Option<crate::object::WalkRef> {
        o.walk_ref(pos)
    }
    /// What var_dump/print_r show for an object instead of its property
    /// table: `__debugInfo()`'s array, or a closure's debug view; `Ok(None)`
    /// to show the properties.
    fn debug_view(&mut self, _o: &PhpObject) -> Result<Option<crate::PhpArray>, Fault> {
        Ok(None)
    }
    /// Wall-clock time: seconds and nanoseconds since the Unix epoch.
    fn now(&mut self) -> (i64, u32);
    /// Nanoseconds of a monotonic clock with an arbitrary origin (`hrtime`).
    fn monotonic_nanos(&mut self) -> u64;
    /// Pauses the request for `micros` microseconds, output flushed first.
    fn sleep(&mut self, micros: u64);
    /// Fills `buf` from the host's cryptographically secure source; false when
    /// the host has none (`random_bytes` then throws as php does).
    fn random_bytes(&mut self, buf: &mut [u8]) -> bool;
    /// Writes to a stream resource as `fwrite` does (`fprintf`, `fputcsv`):
    /// the byte count or false; php's TypeError for a value that is not an
    /// open stream (`func` names the caller).
    fn stream_write(&mut self, func: &str, _stream: &Value, _bytes: &[u8]) -> Result<Value, Fault> {
        Err(self.not_a_stream(func))
    }
    /// php's TypeError for a value that is not an open stream resource (what
    /// the stream defaults give when the VM has no stream layer).
    fn not_a_stream(&mut self, func: &str) -> Fault {
        self.throw(
            ThrowKind::TypeError,
            format!("{func}(): supplied resource is not a valid stream resource"),
        )
    }
    /// Reads a line (with its newline) from a stream resource as `fgets`
    /// does (`fgetcsv`, `fscanf`), at most `max` bytes; `Ok(None)` at end of file.
    fn stream_read_line(
        &mut self,
        func: &str,
        _stream: &Value,
        _max: usize,
    ) -> Result<Option<Vec<u8>>, Fault> {
        Err(self.not_a_stream(func))
    }
    /// Reads up to `max` bytes from a stream resource as `fread` does
    /// (`hash_update_stream`): empty at end of file; `None` when the stream
    /// is not open for reading (php's notice already raised); php's
    /// TypeError for a value that is not an open stream.
    fn stream_read(
        &mut self,
        func: &str,
        _stream: &Value,
        _max: usize,
    ) -> Result<Option<Vec<u8>>, Fault> {
        Err(self.not_a_stream(func))
    }
    /// Reads a whole file through the host (`hash_file`, `md5_file`); `Err`
    /// is the OS's reason (`No such file or directory`, `Is a directory`) for
    /// php's warnings. A context without files has none to read.
    fn read_file_reason(&mut self, _path: &[u8]) -> Result<Vec<u8>, String> {
        Err("No such file or directory".to_string())
    }
    /// ext/filter's copy of one request input source (`INPUT_POST` 0,
    /// `INPUT_GET` 1, `INPUT_COOKIE` 2, `INPUT_ENV` 4, `INPUT_SERVER` 5): the
    /// variables as the SAPI registered them, before any script changed the
    /// superglobals; `None` for a source the SAPI never filled (php's CLI has
    /// no GET, POST or cookie data).
    fn filter_input(&mut self, _source: i64) -> Option<crate::PhpArray> {
        None
    }
}

/// The PHP type of a builtin's parameter, as the manual's signature writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamType {
    Mixed,
    Bool,
    Int,
    Float,
    String,
    Array,
    Callable,
    /// `array|string`, `int|string`, ... coerced like PHP does for union types.
    IntOrString,
    ArrayOrString,
    IntOrFloat,
    /// `object|string` and friends; accepted as-is until objects exist.
    Object,
    Iterable,
}

#[derive(Debug, Clone, Copy)]
pub struct ParamSpec {
    /// The parameter's name without `$` (for named arguments and messages).
    pub name: &'static str,
    pub ty: ParamType,
    /// `?int` and `int|null`
    pub nullable: bool,
    pub by_ref: bool,
    /// php's "prefer reference": a variable is passed by reference, any other
    /// expression by value without an error (`array_multisort`'s flags).
    pub prefer_ref: bool,
    /// `...$values`
    pub variadic: bool,
    /// Optional parameters have a default; the VM passes nothing for an
    /// omitted optional argument (the slice is shorter) unless a later one is
    /// given by name, in which case it passes this default, written as PHP source
    /// (`"null"`, `"0"`, `"\"\""`, `"PHP_INT_MAX"`), parsed by the VM once.
    pub default: Option<&'static str>,
}

impl ParamSpec {
    pub const fn req(name: &'static str, ty: ParamType) -> Self {
        ParamSpec {
            name,
            ty,
            nullable: false,
            by_ref: false,
            prefer_ref: false,
            variadic: false,
            default: None,
        }
    }
    pub const fn opt(name: &'static str, ty: ParamType, default: &'static str) -> Self {
        ParamSpec {
            name,
            ty,
            nullable: false,
            by_ref: false,
            prefer_ref: false,
            variadic: false,
            default: Some(default),
        }
    }
    pub const fn nullable(mut self) -> Self {
        self.nullable = true;
        self
    }
    pub const fn by_ref(mut self) -> Self {
        self.by_ref = true;
        self
    }
    pub const fn prefer_ref(mut self) -> Self {
        self.by_ref = true;
        self.prefer_ref = true;
        self
    }
    pub const fn variadic(mut self) -> Self {
        self.variadic = true;
        self
    }
}

/// A builtin's body. `args` holds the passed arguments after coercion, one per
/// given parameter (variadic ones spread at the end); by-ref parameters hold `Value::Ref`.
pub type BuiltinFn = fn(&mut dyn Context, &mut [Value]) -> Result<Value, Fault>;

/// The declaration of one builtin function.
#[derive(Debug, Clone, Copy)]
pub struct Builtin {
    /// Lower-case PHP name.
    pub name: &'static str,
    pub params: &'static [ParamSpec],
    pub func: BuiltinFn,
}
