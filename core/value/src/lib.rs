//! rphp-value: PHP's values and the rules that relate them.
//!
//! Everything here is pure: no I/O, no interpreter. The VM and the standard
//! library both build on it. Conversions that PHP may warn about return enough
//! information (see [`convert::NumericKind`]) for the caller to raise the
//! warning through its [`context::Context`]; this crate never prints.

pub mod array;
pub mod compare;
pub mod context;
pub mod convert;
pub mod float;
pub mod gc;
pub mod object;
pub mod ops;
pub mod resource;
pub mod slots;
pub mod sort;
pub mod strinc;
pub mod string;

pub use array::{ArrayKey, PhpArray};
pub use context::{
    Builtin, BuiltinFn, Context, ErrorLevel, Fault, ParamSpec, ParamType, ThrowKind,
};
pub use object::{ClassInfo, ExtState, PhpObject, PropStore};
pub use resource::PhpResource;
pub use slots::{DefaultSlots, Slots};
pub use string::PhpStr;

use std::cell::RefCell;
use std::rc::Rc;

/// A PHP value. 16 bytes: a tag and an 8-byte payload (checked below).
///
/// `Ref` only ever sits in a variable slot or an array element: it is the
/// shared cell that `$a = &$b` makes. Code that reads a value for its content
/// goes through [`Value::deref`] or [`Value::get`] so it never sees a `Ref`.
#[derive(Clone, Debug, Default)]
pub enum Value {
    #[default]
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(PhpStr),
    Array(PhpArray),
    /// A resource handle (`STDOUT`, a file from `fopen`, ...).
    Resource(PhpResource),
    /// An object handle.
    Object(PhpObject),
    Ref(Reference),
}

const _: () = assert!(std::mem::size_of::<Value>() == 16);

/// A PHP reference: one value shared by several names.
#[derive(Clone, Debug)]
pub struct Reference(pub Rc<RefCell<Value>>);

impl Reference {
    pub fn new(v: Value) -> Self {
        Reference(Rc::new(RefCell::new(v)))
    }
    pub fn get(&self) -> Value {
        self.0.borrow().clone()
    }
    pub fn set(&self, v: Value) {
        *self.0.borrow_mut() = v;
    }
    pub fn ptr_eq(&self, other: &Reference) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
    /// How many names share this reference (PHP shows `&` in var_dump only when > 1).
    pub fn count(&self) -> usize {
        Rc::strong_count(&self.0)
    }
}

impl Value {
    pub fn str(bytes: impl Into<PhpStr>) -> Value {
        Value::Str(bytes.into())
    }

    /// The value itself, looking through a reference (cloned out of it).
    #[inline]
    pub fn get(&self) -> Value {
        match self {
            Value::Ref(r) => r.get(),
            v => v.clone(),
        }
    }

    /// This value as php copies an element into another array or into an
    /// argument list (`zval_add_ref`): a reference nobody else holds (only
    /// the element being copied) is copied as its plain value, any other
    /// reference stays shared.
    #[inline]
    pub fn elem_copy(&self) -> Value {
        match self {
            Value::Ref(r) if r.count() == 1 => r.get(),
            v => v.clone(),
        }
    }

    /// Drops one level of reference, consuming self.
    #[inline]
    pub fn deref(self) -> Value {
        match self {
            Value::Ref(r) => r.get(),
            v => v,
        }
    }

    pub fn is_null(&self) -> bool {
        match self {
            Value::Null => true,
            Value::Ref(r) => r.0.borrow().is_null(),
            _ => false,
        }
    }

    /// PHP's `gettype()` name.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "NULL",
            Value::Bool(_) => "boolean",
            Value::Int(_) => "integer",
            Value::Float(_) => "double",
            Value::Str(_) => "string",
            Value::Array(_) => "array",
            Value::Resource(r) if r.is_closed() => "resource (closed)",
            // Closures and throwables are still resources inside the VM.
            Value::Resource(r) if r.0.kind == "Closure" || r.0.kind == "Throwable" => "object",
            Value::Resource(_) => "resource",
            Value::Object(_) => "object",
            Value::Ref(r) => r.0.borrow().type_name(),
        }
    }

    /// The type name PHP uses in error messages and `get_debug_type()`:
    /// `null`, `bool`, `int`, `float`, `string`, `array`.
    pub fn debug_type(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "bool",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "string",
            Value::Array(_) => "array",
            Value::Resource(r) if r.is_closed() => "resource (closed)",
            Value::Resource(_) => "resource (stream)",
            Value::Object(_) => "object",
            Value::Ref(r) => r.0.borrow().debug_type(),
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Self {
        Value::Bool(b)
    }
}
impl From<i64> for Value {
    fn from(i: i64) -> Self {
        Value::Int(i)
    }
}
impl From<f64> for Value {
    fn from(f: f64) -> Self {
        Value::Float(f)
    }
}
impl From<PhpStr> for Value {
    fn from(s: PhpStr) -> Self {
        Value::Str(s)
    }
}
impl From<PhpArray> for Value {
    fn from(a: PhpArray) -> Self {
        Value::Array(a)
    }
}
impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Value::Str(PhpStr::from(s))
    }
}
