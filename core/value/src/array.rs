//! PHP arrays: one ordered hash map with a packed (list) fast path.
//!
//! API contract (implementation: see the module's own docs once written):
//! - insertion order is iteration order; deleting keeps the order of the rest;
//! - `next_free` follows PHP 8.2: one past the largest int key ever inserted
//!   (or 0; negative keys in 8.2: an empty array that gets key -5 next appends at 0... check php);
//! - copy on write: `PhpArray` is a refcounted handle; every `&mut self` method
//!   first makes the data unique;
//! - positions (`usize`) are stable across insertions, so foreach by reference
//!   can keep iterating while the body appends.

use crate::{PhpStr, Value};
use std::rc::Rc;

/// A normalised array key: integer-like strings have already become `Int`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArrayKey {
    Int(i64),
    Str(PhpStr),
}

impl ArrayKey {
    /// PHP's key normalisation for string keys: `"1"` → 1, `"-3"` → -3,
    /// but `"01"`, `"1.0"`, `" 1"`, `"-0"` and out-of-range numbers stay strings.
    pub fn from_bytes(bytes: &[u8]) -> ArrayKey {
        let _ = bytes;
        todo!()
    }
    /// The key as a PHP value (int or string).
    pub fn to_value(&self) -> Value {
        match self {
            ArrayKey::Int(i) => Value::Int(*i),
            ArrayKey::Str(s) => Value::Str(s.clone()),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct ArrayData {
    // Representation is private to this module.
}

#[derive(Clone, Debug, Default)]
pub struct PhpArray(Rc<ArrayData>);

impl PhpArray {
    pub fn new() -> Self {
        todo!()
    }
    pub fn with_capacity(n: usize) -> Self {
        let _ = n;
        todo!()
    }
    pub fn len(&self) -> usize {
        todo!()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn ptr_eq(&self, other: &PhpArray) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
    pub fn get(&self, key: &ArrayKey) -> Option<&Value> {
        let _ = key;
        todo!()
    }
    pub fn get_int(&self, key: i64) -> Option<&Value> {
        let _ = key;
        todo!()
    }
    /// Looks up a string key that is already known to be non-numeric (or normalises it).
    pub fn get_str(&self, key: &[u8]) -> Option<&Value> {
        let _ = key;
        todo!()
    }
    pub fn get_mut(&mut self, key: &ArrayKey) -> Option<&mut Value> {
        let _ = key;
        todo!()
    }
    pub fn contains_key(&self, key: &ArrayKey) -> bool {
        self.get(key).is_some()
    }
    /// `$a[k] = v`: replaces in place (keeping the position) or appends.
    pub fn insert(&mut self, key: ArrayKey, value: Value) {
        let _ = (key, value);
        todo!()
    }
    /// `$a[] = v`. Err when the next index would overflow PHP_INT_MAX
    /// (PHP: "Cannot add element to the array as the next element is already occupied").
    pub fn push(&mut self, value: Value) -> Result<(), ()> {
        let _ = value;
        todo!()
    }
    /// The slot for `key`, inserted as `Null` if absent (`$a[k][] = ..`, `$a[k] .= ..`).
    pub fn entry(&mut self, key: ArrayKey) -> &mut Value {
        let _ = key;
        todo!()
    }
    /// Appends a `Null` slot at the next index and returns it; Err like `push`.
    pub fn push_entry(&mut self) -> Result<&mut Value, ()> {
        todo!()
    }
    pub fn remove(&mut self, key: &ArrayKey) -> Option<Value> {
        let _ = key;
        todo!()
    }
    /// The next index `$a[] =` would use.
    pub fn next_free(&self) -> i64 {
        todo!()
    }
    /// Iterates `(key, value)` in order.
    pub fn iter(&self) -> impl Iterator<Item = (ArrayKey, &Value)> + '_ {
        std::iter::empty()
    }
    /// The first live position at or after `pos` with its key and value
    /// (positions index the insertion order, holes skipped).
    pub fn entry_at(&self, pos: usize) -> Option<(usize, ArrayKey, &Value)> {
        let _ = pos;
        todo!()
    }
    /// Mutable access to the value at a live position (makes the data unique).
    pub fn value_at_mut(&mut self, pos: usize) -> Option<&mut Value> {
        let _ = pos;
        todo!()
    }
    /// Whether keys are exactly 0..len in order (`array_is_list`).
    pub fn is_list(&self) -> bool {
        todo!()
    }
    /// The internal pointer used by current()/next()/reset()/key()/end()/prev().
    pub fn pointer(&self) -> usize {
        todo!()
    }
    pub fn set_pointer(&mut self, pos: usize) {
        let _ = pos;
        todo!()
    }
}

impl FromIterator<Value> for PhpArray {
    fn from_iter<T: IntoIterator<Item = Value>>(iter: T) -> Self {
        let mut a = PhpArray::new();
        for v in iter {
            let _ = a.push(v);
        }
        a
    }
}
