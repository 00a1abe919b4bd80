//! PHP strings: refcounted byte strings in one allocation.
//!
//! A PHP string is bytes, never UTF-8 text. `PhpStr` is one thin pointer so
//! that `Value` stays 16 bytes. It points at a single heap block, like PHP's
//! `zend_string`:
//!
//! ```text
//!   [ refcount | len | cap | bytes ... (cap of them) ]
//! ```
//!
//! One block instead of an `Rc<Vec<u8>>` (an Rc box pointing at a separate
//! buffer) halves the allocations of every string built at run time and
//! removes a dependent load (and, for hash keys in a large table, a cache
//! miss) from every read of the bytes. A string that nothing else shares is
//! written in place: `$s .= "x"` grows the block with `realloc`, doubling.

use std::alloc::{self, Layout};
use std::cell::Cell;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ptr::NonNull;

#[repr(C)]
struct Header {
    refs: Cell<usize>,
    len: usize,
    cap: usize,
}

const HDR: usize = std::mem::size_of::<Header>();

/// A refcounted PHP byte string (copy on write).
pub struct PhpStr(NonNull<Header>);

#[inline]
fn layout(cap: usize) -> Layout {
    match HDR
        .checked_add(cap)
        .and_then(|n| Layout::from_size_align(n, std::mem::align_of::<Header>()).ok())
    {
        Some(l) => l,
        None => capacity_overflow(),
    }
}

#[cold]
fn capacity_overflow() -> ! {
    panic!("string too large")
}

impl PhpStr {
    /// A fresh, unshared block with room for `cap` bytes and length 0.
    pub fn with_capacity(cap: usize) -> Self {
        let l = layout(cap);
        // SAFETY: `l` has a non-zero size (the header).
        let p = unsafe { alloc::alloc(l) } as *mut Header;
        let Some(p) = NonNull::new(p) else {
            alloc::handle_alloc_error(l)
        };
        // SAFETY: `p` is a fresh allocation big enough and aligned for a `Header`.
        unsafe {
            p.as_ptr().write(Header {
                refs: Cell::new(1),
                len: 0,
                cap,
            })
        };
        PhpStr(p)
    }

    pub fn new() -> Self {
        PhpStr::with_capacity(0)
    }

    #[inline]
    fn header(&self) -> &Header {
        // SAFETY: the block lives as long as any handle to it.
        unsafe { self.0.as_ref() }
    }

    #[inline]
    fn data(&self) -> *mut u8 {
        // SAFETY: the bytes follow the header inside the same block.
        unsafe { (self.0.as_ptr() as *mut u8).add(HDR) }
    }

    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        // SAFETY: the first `len` bytes after the header are initialised.
        unsafe { std::slice::from_raw_parts(self.data(), self.header().len) }
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.header().len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Bytes the block can hold before it must grow.
    #[inline]
    pub fn capacity(&self) -> usize {
        self.header().cap
    }
    /// Whether no other handle shares the bytes (so writes happen in place).
    #[inline]
    pub fn is_unique(&self) -> bool {
        self.header().refs.get() == 1
    }

    /// Makes this handle the only one to its bytes, copying them (with room
    /// for `extra` more) if they are shared.
    #[inline]
    fn make_unique(&mut self, extra: usize) {
        if !self.is_unique() {
            self.unshare(extra);
        }
    }

    #[cold]
    fn unshare(&mut self, extra: usize) {
        let bytes = self.as_bytes();
        let mut copy = PhpStr::with_capacity(
            bytes
                .len()
                .checked_add(extra)
                .unwrap_or_else(|| capacity_overflow()),
        );
        // SAFETY: `copy` has room for `bytes.len()` bytes; the blocks are distinct.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), copy.data(), bytes.len());
            copy.0.as_mut().len = bytes.len();
        }
        *self = copy;
    }

    /// Room for `extra` more bytes in an unshared block (growth at least doubles).
    #[inline]
    pub fn reserve(&mut self, extra: usize) {
        self.make_unique(extra);
        let h = self.header();
        let need = h
            .len
            .checked_add(extra)
            .unwrap_or_else(|| capacity_overflow());
        if need > h.cap {
            self.grow(need);
        }
    }

    #[cold]
    fn grow(&mut self, need: usize) {
        let old = self.header().cap;
        let cap = need.max(old.saturating_mul(2)).max(16);
        let new_layout = layout(cap);
        // SAFETY: the block is unshared and was allocated with `layout(old)`;
        // the new size is non-zero and was checked by `layout`.
        let p =
            unsafe { alloc::realloc(self.0.as_ptr() as *mut u8, layout(old), new_layout.size()) }
                as *mut Header;
        let Some(p) = NonNull::new(p) else {
            alloc::handle_alloc_error(new_layout)
        };
        self.0 = p;
        // SAFETY: `p` is the (moved) unshared block.
        unsafe { self.0.as_mut().cap = cap };
    }

    /// Appends bytes (copying first if the string is shared).
    #[inline]
    pub fn push_bytes(&mut self, bytes: &[u8]) {
        self.reserve(bytes.len());
        // SAFETY: `reserve` made the block unshared with room for `bytes`;
        // `bytes` cannot point into it (it is borrowed from another handle,
        // and a block with two handles was just copied).
        unsafe {
            let len = self.header().len;
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.data().add(len), bytes.len());
            self.0.as_mut().len = len + bytes.len();
        }
    }

    /// Appends in place when the block is unshared and has room for `bytes`
    /// (no allocation and no call, for the interpreter's `.=` fast path);
    /// false, with nothing done, otherwise.
    #[inline(always)]
    pub fn try_push_in_place(&mut self, bytes: &[u8]) -> bool {
        let (refs, len, cap) = {
            let h = self.header();
            (h.refs.get(), h.len, h.cap)
        };
        if refs != 1 || cap - len < bytes.len() {
            return false;
        }
        // SAFETY: the block is unshared with room for `bytes` after `len`;
        // `bytes` belongs to another handle (an unshared block has one).
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.data().add(len), bytes.len());
            self.0.as_mut().len = len + bytes.len();
        }
        true
    }

    /// Appends one byte.
    #[inline]
    pub fn push(&mut self, b: u8) {
        self.push_bytes(&[b]);
    }

    /// Appends an integer in decimal (PHP's int-to-string).
    #[inline]
    pub fn push_int(&mut self, i: i64) {
        let n = i.unsigned_abs();
        let digits = crate::float::decimal_len(n);
        let total = digits + usize::from(i < 0);
        self.reserve(total);
        // SAFETY: `reserve` made the block unshared with room for `total`
        // bytes past the length; all of them are written before the length moves.
        unsafe {
            let len = self.header().len;
            let dst = self.data().add(len);
            if i < 0 {
                *dst = b'-';
            }
            crate::float::write_digits(n, dst.add(total - digits), digits);
            self.0.as_mut().len = len + total;
        }
    }

    /// Empties the string, keeping its block when unshared.
    #[inline]
    pub fn clear(&mut self) {
        if self.is_unique() {
            // SAFETY: unshared block.
            unsafe { self.0.as_mut().len = 0 };
        } else {
            *self = PhpStr::new();
        }
    }

    /// Sets the length to `len`, cutting or padding with `fill`.
    pub fn resize(&mut self, len: usize, fill: u8) {
        let cur = self.len();
        if len > cur {
            self.reserve(len - cur);
            // SAFETY: unshared block with room for `len` bytes.
            unsafe { std::ptr::write_bytes(self.data().add(cur), fill, len - cur) };
        } else {
            self.make_unique(0);
        }
        // SAFETY: unshared block; bytes below `len` are initialised.
        unsafe { self.0.as_mut().len = len };
    }

    /// The bytes, writable, copying them first if another value shares them.
    #[inline]
    pub fn make_mut(&mut self) -> &mut [u8] {
        self.make_unique(0);
        // SAFETY: unshared block; the first `len` bytes are initialised.
        unsafe { std::slice::from_raw_parts_mut(self.data(), self.header().len) }
    }

    /// The address of the string's block (an identity while this handle lives).
    #[inline]
    pub fn addr(&self) -> usize {
        self.0.as_ptr() as usize
    }
    pub fn ptr_eq(&self, other: &PhpStr) -> bool {
        self.0 == other.0
    }
    /// Lossy text for Rust-side messages (PHP prints the raw bytes; use `as_bytes` for output).
    pub fn to_string_lossy(&self) -> String {
        String::from_utf8_lossy(self.as_bytes()).into_owned()
    }
    pub fn into_vec(self) -> Vec<u8> {
        self.as_bytes().to_vec()
    }
}

impl Drop for PhpStr {
    #[inline]
    fn drop(&mut self) {
        let h = self.header();
        let n = h.refs.get() - 1;
        if n == 0 {
            let l = layout(h.cap);
            // SAFETY: the last handle frees the block with the layout it was made with.
            unsafe { alloc::dealloc(self.0.as_ptr() as *mut u8, l) };
        } else {
            h.refs.set(n);
        }
    }
}

impl Clone for PhpStr {
    #[inline]
    fn clone(&self) -> Self {
        let r = &self.header().refs;
        r.set(r.get() + 1);
        PhpStr(self.0)
    }
}

impl Default for PhpStr {
    fn default() -> Self {
        PhpStr::new()
    }
}

impl PartialEq for PhpStr {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}
impl Eq for PhpStr {}

impl PartialOrd for PhpStr {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for PhpStr {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.as_bytes().cmp(other.as_bytes())
    }
}

impl Hash for PhpStr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_bytes().hash(state)
    }
}

impl fmt::Debug for PhpStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", String::from_utf8_lossy(self.as_bytes()))
    }
}

impl From<&[u8]> for PhpStr {
    // Not inlined: called from thousands of builtins, and inlined copies of the
    // allocation made rphp.wasm half a megabyte bigger.
    #[inline(never)]
    fn from(v: &[u8]) -> Self {
        let mut s = PhpStr::with_capacity(v.len());
        // SAFETY: a fresh block with room for `v`.
        unsafe {
            std::ptr::copy_nonoverlapping(v.as_ptr(), s.data(), v.len());
            s.0.as_mut().len = v.len();
        }
        s
    }
}
impl From<Vec<u8>> for PhpStr {
    fn from(v: Vec<u8>) -> Self {
        PhpStr::from(v.as_slice())
    }
}
impl<const N: usize> From<&[u8; N]> for PhpStr {
    fn from(v: &[u8; N]) -> Self {
        PhpStr::from(&v[..])
    }
}
impl From<&str> for PhpStr {
    fn from(v: &str) -> Self {
        PhpStr::from(v.as_bytes())
    }
}
impl From<String> for PhpStr {
    fn from(v: String) -> Self {
        PhpStr::from(v.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::PhpStr;

    #[test]
    fn push_int_every_length() {
        let mut n: i64 = 1;
        let mut cases = vec![0, i64::MIN, i64::MAX, -1, 9, 10, 99, 100, 101];
        for _ in 0..19 {
            cases.extend([n - 1, n, n + 1, -n, 7 * n]);
            n = n.saturating_mul(10);
        }
        let mut all = PhpStr::from("x");
        let mut want = b"x".to_vec();
        for i in cases {
            all.push_int(i);
            want.extend_from_slice(i.to_string().as_bytes());
            assert_eq!(all.as_bytes(), &want[..], "{i}");
        }
    }

    #[test]
    fn append_grows_and_copies_on_write() {
        let mut a = PhpStr::from("ab");
        let b = a.clone();
        a.push_bytes(b"cd");
        a.push_int(-42);
        assert_eq!(a.as_bytes(), b"abcd-42");
        assert_eq!(b.as_bytes(), b"ab");
        for _ in 0..100 {
            a.push(b'x');
        }
        assert_eq!(a.len(), 107);
        let c = a.clone();
        a.clear();
        assert!(a.is_empty());
        assert_eq!(c.len(), 107);
        a.resize(3, b' ');
        a.make_mut()[0] = b'z';
        assert_eq!(a.as_bytes(), b"z  ");
        a.resize(1, b' ');
        assert_eq!(a.as_bytes(), b"z");
        assert_eq!(PhpStr::new(), PhpStr::from(""));
        assert!(PhpStr::from("a") < PhpStr::from("b"));
    }
}
