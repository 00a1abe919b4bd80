//! A mock [`Context`] for unit tests: records output, diagnostics and throws,
//! and calls builtins of this crate by name so callback-taking functions
//! (`array_map('strtoupper', ...)`) can be tested without a VM.

use rphp_value::{Builtin, Context, ErrorLevel, Fault, PhpObject, PhpStr, ThrowKind, Value};

type Callback = Box<dyn Fn(&[Value]) -> Value>;

#[derive(Default)]
pub struct MockCtx {
    pub out: Vec<u8>,
    pub fd_out: Vec<(i32, Vec<u8>)>,
    /// What `read_fd(0, ..)` hands out.
    pub stdin: Vec<u8>,
    pub errors: Vec<(ErrorLevel, String)>,
    /// The last throw as `Class: message`.
    pub thrown: Option<String>,
    /// Rust closures callable by name (`ctx.callbacks.push(("cmp", Box::new(...)))`).
    pub callbacks: Vec<(&'static str, Callback)>,
}

impl MockCtx {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn out_str(&self) -> String {
        String::from_utf8_lossy(&self.out).into_owned()
    }
    pub fn with_callback(
        mut self,
        name: &'static str,
        f: impl Fn(&[Value]) -> Value + 'static,
    ) -> Self {
        self.callbacks.push((name, Box::new(f)));
        self
    }
}

fn find_builtin(name: &[u8]) -> Option<&'static Builtin> {
    let lower = name.to_ascii_lowercase();
    crate::builtins().find(|b| b.name.as_bytes() == lower.as_slice())
}

impl Context for MockCtx {
    fn echo(&mut self, bytes: &[u8]) {
        self.out.extend_from_slice(bytes);
    }
    fn write_fd(&mut self, fd: i32, bytes: &[u8]) {
        self.fd_out.push((fd, bytes.to_vec()));
    }
    fn read_fd(&mut self, fd: i32, max: usize) -> Vec<u8> {
        if fd != 0 {
            return Vec::new();
        }
        let n = max.min(self.stdin.len());
        self.stdin.drain(..n).collect()
    }
    fn error(&mut self, level: ErrorLevel, msg: &str) -> Result<(), Fault> {
        self.errors.push((level, msg.to_string()));
        Ok(())
    }
    fn throw(&mut self, kind: ThrowKind, msg: String) -> Fault {
        let text = format!("{}: {}", kind.class_name(), msg);
        self.thrown = Some(text.clone());
        Fault::Throw(Value::str(text))
    }
    fn call(&mut self, callable: &Value, mut args: Vec<Value>) -> Result<Value, Fault> {
        let name = match callable {
            Value::Str(s) => s.clone(),
            _ => return Err(self.throw(ThrowKind::TypeError, "mock: not a callable".into())),
        };
        if let Some((_, f)) = self
            .callbacks
            .iter()
            .find(|(n, _)| n.as_bytes() == name.as_bytes())
        {
            return Ok(f(&args));
        }
        match find_builtin(name.as_bytes()) {
            Some(b) => (b.func)(self, &mut args),
            None => Err(self.throw(
                ThrowKind::TypeError,
                format!("mock: no function {:?}", name),
            )),
        }
    }
    fn is_callable(&mut self, callable: &Value, _syntax_only: bool) -> Result<bool, Fault> {
        Ok(matches!(callable, Value::Str(s) if find_builtin(s.as_bytes()).is_some()))
    }
    fn ini_get(&self, name: &[u8]) -> Option<PhpStr> {
        match name {
            b"precision" => Some(PhpStr::from("14")),
            b"serialize_precision" => Some(PhpStr::from("-1")),
            _ => None,
        }
    }
    fn strict_types(&self) -> bool {
        false
    }
    fn throw_with_code(&mut self, kind: ThrowKind, msg: String, code: i64) -> Fault {
        self.throw(kind, format!("{} (code {})", msg, code))
    }
    fn new_object(&mut self, class: &[u8]) -> Result<Option<PhpObject>, Fault> {
        Ok(Some(PhpObject::new(
            std::rc::Rc::new(MockClass(class.to_vec())),
            rphp_value::PhpArray::new(),
        )))
    }
    fn call_magic(
        &mut self,
        _obj: &PhpObject,
        _method: &[u8],
        _args: Vec<Value>,
    ) -> Result<Option<Value>, Fault> {
        Ok(None)
    }
    fn now(&mut self) -> (i64, u32) {
        (1_700_000_000, 123_456_789)
    }
    fn monotonic_nanos(&mut self) -> u64 {
        5_000_000_000
    }
    fn sleep(&mut self, _micros: u64) {}
    fn random_bytes(&mut self, buf: &mut [u8]) -> bool {
        for (i, b) in buf.iter_mut().enumerate() {
            *b = (i as u8).wrapping_mul(37).wrapping_add(11);
        }
        true
    }
}

/// The class of objects a [`MockCtx`] makes: just a name.
struct MockClass(Vec<u8>);

impl rphp_value::ClassInfo for MockClass {
    fn name(&self) -> &[u8] {
        &self.0
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// Calls builtin `name` with `args` on a fresh mock; returns (result, ctx).
pub fn call(name: &str, mut args: Vec<Value>) -> (Result<Value, Fault>, MockCtx) {
    let mut ctx = MockCtx::new();
    let b = find_builtin(name.as_bytes()).unwrap_or_else(|| panic!("no builtin {}", name));
    let r = (b.func)(&mut ctx, &mut args);
    (r, ctx)
}

/// Calls builtin `name` and renders its result with `var_export` (or the thrown error).
pub fn run(name: &str, args: Vec<Value>) -> String {
    let (r, _ctx) = call(name, args);
    match r {
        Ok(v) => export(&v),
        Err(Fault::Throw(v)) => v.get_str_lossy(),
        Err(Fault::Exit) => "exit".into(),
    }
}

/// Calls builtin `name` and returns what it echoed.
pub fn output(name: &str, args: Vec<Value>) -> String {
    let (r, ctx) = call(name, args);
    if let Err(Fault::Throw(v)) = r {
        return v.get_str_lossy();
    }
    ctx.out_str()
}

/// `var_export($v, true)` of a value, for compact assertions.
pub fn export(v: &Value) -> String {
    let mut out = Vec::new();
    let _ = crate::output::var_export::export(v, 1, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

trait LossyStr {
    fn get_str_lossy(&self) -> String;
}
impl LossyStr for Value {
    fn get_str_lossy(&self) -> String {
        match self {
            Value::Str(s) => s.to_string_lossy(),
            v => format!("{:?}", v),
        }
    }
}

/// Shorthands for building arguments.
pub fn s(x: &str) -> Value {
    Value::str(x)
}
pub fn i(x: i64) -> Value {
    Value::Int(x)
}
pub fn f(x: f64) -> Value {
    Value::Float(x)
}
pub fn arr(values: Vec<Value>) -> Value {
    Value::Array(values.into_iter().collect())
}
/// An array from (key, value) pairs; keys are normalised like PHP's.
pub fn assoc(pairs: Vec<(&str, Value)>) -> Value {
    let mut a = rphp_value::PhpArray::new();
    for (k, v) in pairs {
        a.insert(rphp_value::ArrayKey::from_bytes(k.as_bytes()), v);
    }
    Value::Array(a)
}
/// A by-reference argument cell.
pub fn r(v: Value) -> Value {
    Value::Ref(rphp_value::Reference::new(v))
}
