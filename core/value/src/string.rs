//! PHP strings: refcounted byte strings.
//!
//! A PHP string is bytes, never UTF-8 text. `PhpStr` is one pointer wide so
//! that `Value` stays 16 bytes; the bytes live in a shared `Vec` so that
//! `$s .= "x"` appends in place when the string is not shared (copy on write).

use std::fmt;
use std::rc::Rc;

#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct PhpStr(Rc<Vec<u8>>);

impl PhpStr {
    pub fn new() -> Self {
        PhpStr::default()
    }
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// Mutable access, copying the bytes first if another value shares them.
    #[inline]
    pub fn make_mut(&mut self) -> &mut Vec<u8> {
        Rc::make_mut(&mut self.0)
    }
    /// The bytes, writable in place, when no other handle shares them.
    #[inline]
    pub fn get_mut(&mut self) -> Option<&mut Vec<u8>> {
        Rc::get_mut(&mut self.0)
    }
    pub fn ptr_eq(&self, other: &PhpStr) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
    /// Lossy text for Rust-side messages (PHP prints the raw bytes; use `as_bytes` for output).
    pub fn to_string_lossy(&self) -> String {
        String::from_utf8_lossy(&self.0).into_owned()
    }
    pub fn into_vec(self) -> Vec<u8> {
        Rc::try_unwrap(self.0).unwrap_or_else(|rc| (*rc).clone())
    }
}

impl fmt::Debug for PhpStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", String::from_utf8_lossy(&self.0))
    }
}

impl From<Vec<u8>> for PhpStr {
    fn from(v: Vec<u8>) -> Self {
        PhpStr(Rc::new(v))
    }
}
impl From<&[u8]> for PhpStr {
    fn from(v: &[u8]) -> Self {
        PhpStr(Rc::new(v.to_vec()))
    }
}
impl<const N: usize> From<&[u8; N]> for PhpStr {
    fn from(v: &[u8; N]) -> Self {
        PhpStr(Rc::new(v.to_vec()))
    }
}
impl From<&str> for PhpStr {
    fn from(v: &str) -> Self {
        PhpStr(Rc::new(v.as_bytes().to_vec()))
    }
}
impl From<String> for PhpStr {
    fn from(v: String) -> Self {
        PhpStr(Rc::new(v.into_bytes()))
    }
}
