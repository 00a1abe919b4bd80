//! PHP arrays: one ordered hash map with a packed (list) fast path.
//!
//! # Layout
//!
//! A [`PhpArray`] is one pointer: an `Rc<ArrayData>`. Every `&mut self`
//! method goes through `Rc::make_mut`, so a shared array is copied the first
//! time one of its owners writes to it (PHP's copy on write / separation).
//!
//! `ArrayData` has two modes, like PHP 8.2's `zend_array`:
//!
//! ```text
//!  packed mode (a list: keys are exactly 0..n, in order, no holes)
//!    packed:  [ v0 | v1 | v2 | v3 ]          key i lives at packed[i]; no hash index
//!
//!  hash mode (any keys, any order)
//!    buckets: [ (h,"a",v) | tombstone | (h,7,v) | (h,"b",v) ]   insertion order
//!    index:   tag(key) -> position in `buckets` (array/index.rs)
//! ```
//!
//! A *position* is an index into the insertion-ordered storage (`packed` or
//! `buckets`), counting tombstones. Positions are what PHP calls the bucket
//! index (`nInternalPointer`, foreach's `pos`): they survive appends, and a
//! packed array keeps its positions when it turns into a hash (position i of
//! a list is bucket i). A removal leaves a tombstone so later positions do not
//! move; trailing tombstones are trimmed at once (as PHP trims `nNumUsed`), and
//! when tombstones outnumber live entries the buckets are compacted. Compaction
//! renumbers positions: the internal pointer and *tracked* positions (see
//! [`PhpArray::track`], which `foreach` by reference uses, like PHP's
//! `HashTableIterator`s) are remapped; any other position held across a
//! removal must be treated as stale.
//!
//! A packed array becomes a hash when a key breaks the 0..n pattern (a
//! string key, a gap, a removal other than the last element). It never goes
//! back by itself; operations that renumber everything (`sort` with re-keying,
//! `shift` on a list, `from_list`) build a packed array again.
//!
//! # Keys and the next free index
//!
//! Keys are [`ArrayKey`]s, already normalised (`"5"` is the int 5). Hashing
//! is FxHash over the integer or the string bytes; each bucket caches its hash
//! so compaction never rehashes strings.
//!
//! `next_free` is PHP's `nNextFreeElement`: one past the largest int key ever
//! inserted (it does not go down when keys are removed, except through
//! `array_pop`). A fresh array ([`PhpArray::new`], PHP's `zend_new_array`)
//! has no int key yet, so its first `$a[] =` uses 0, and after `[-5 => x]`
//! the next one is -4 (this PHP 8.2 build behaves so). The empty literal
//! `[]` is PHP's shared `zend_empty_array`, whose next free index is 0:
//! `$a = []; $a[-5] = 1; $a[] = 2;` gives keys -5, 0. Use
//! [`PhpArray::empty_literal`] for it.

use crate::{PhpStr, Value};
use index::Index;
use std::cmp::Ordering;
use std::fmt;
use std::hash::Hasher;
use std::rc::Rc;

/// A normalised array key: integer-like strings have already become `Int`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArrayKey {
    Int(i64),
    Str(PhpStr),
}

/// Whether `bytes` is a canonical decimal integer that PHP uses as an int key
/// (`ZEND_HANDLE_NUMERIC_STR`): optional `-`, no leading zeros, no `+`, no
/// whitespace, within i64, and not `"-0"`.
#[inline]
fn canonical_int(bytes: &[u8]) -> Option<i64> {
    let (neg, digits) = match bytes {
        [b'-', rest @ ..] => (true, rest),
        _ => (false, bytes),
    };
    // At most 19 digits fit an i64; the first may not be 0 unless it is the only one.
    if digits.is_empty() || digits.len() > 19 || (digits[0] == b'0' && (digits.len() > 1 || neg)) {
        return None;
    }
    let mut n: u64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u64::from(c - b'0');
    }
    if neg {
        if n <= i64::MAX as u64 + 1 {
            Some((n as i64).wrapping_neg())
        } else {
            None
        }
    } else if n <= i64::MAX as u64 {
        Some(n as i64)
    } else {
        None
    }
}

impl ArrayKey {
    /// PHP's key normalisation for string keys: `"1"` → 1, `"-3"` → -3,
    /// but `"01"`, `"1.0"`, `" 1"`, `"-0"` and out-of-range numbers stay strings.
    pub fn from_bytes(bytes: &[u8]) -> ArrayKey {
        match canonical_int(bytes) {
            Some(i) => ArrayKey::Int(i),
            None => ArrayKey::Str(PhpStr::from(bytes)),
        }
    }

    /// Like [`ArrayKey::from_bytes`], reusing the string's allocation when it stays a string.
    pub fn from_php_str(s: PhpStr) -> ArrayKey {
        match canonical_int(s.as_bytes()) {
            Some(i) => ArrayKey::Int(i),
            None => ArrayKey::Str(s),
        }
    }

    /// The key `$a[$v]` uses: null → `""`, bools → 0/1, resources → their id, floats truncate
    /// (`zend_dval_to_lval`: NAN and INF → 0, out of range wraps), strings
    /// normalise. `None` for arrays ("Illegal offset type"; the caller throws).
    ///
    /// For a float that is not an exact integer PHP 8.1+ also raises
    /// "Implicit conversion from float %s to int loses precision" (a
    /// deprecation); check with [`crate::convert::float_is_integral`].
    pub fn from_value(v: &Value) -> Option<ArrayKey> {
        Some(match v {
            Value::Null => ArrayKey::Str(PhpStr::new()),
            Value::Bool(b) => ArrayKey::Int(i64::from(*b)),
            Value::Int(i) => ArrayKey::Int(*i),
            Value::Float(f) => ArrayKey::Int(crate::convert::float_to_int(*f)),
            Value::Str(s) => ArrayKey::from_php_str(s.clone()),
            Value::Array(_) | Value::Object(_) => return None,
            // PHP warns "Resource ID#%d used as offset, casting to integer (%d)".
            Value::Resource(r) => ArrayKey::Int(r.id()),
            Value::Ref(r) => return ArrayKey::from_value(&r.0.borrow()),
        })
    }

    /// The key as a PHP value (int or string).
    pub fn to_value(&self) -> Value {
        match self {
            ArrayKey::Int(i) => Value::Int(*i),
            ArrayKey::Str(s) => Value::Str(s.clone()),
        }
    }

    /// The key as a PHP value, consuming it.
    #[inline]
    pub fn into_value(self) -> Value {
        match self {
            ArrayKey::Int(i) => Value::Int(i),
            ArrayKey::Str(s) => Value::Str(s),
        }
    }

    #[inline]
    fn as_ref(&self) -> KeyRef<'_> {
        match self {
            ArrayKey::Int(i) => KeyRef::Int(*i),
            ArrayKey::Str(s) => KeyRef::Str(s.as_bytes()),
        }
    }
}

impl From<i64> for ArrayKey {
    #[inline]
    fn from(i: i64) -> Self {
        ArrayKey::Int(i)
    }
}
impl From<&str> for ArrayKey {
    /// Normalises like PHP (`"5"` becomes the int 5).
    fn from(s: &str) -> Self {
        ArrayKey::from_bytes(s.as_bytes())
    }
}
impl From<&[u8]> for ArrayKey {
    /// Normalises like PHP (`"5"` becomes the int 5).
    fn from(s: &[u8]) -> Self {
        ArrayKey::from_bytes(s)
    }
}
impl From<PhpStr> for ArrayKey {
    /// Normalises like PHP (`"5"` becomes the int 5).
    fn from(s: PhpStr) -> Self {
        ArrayKey::from_php_str(s)
    }
}

/// A borrowed key for lookups without allocating.
#[derive(Clone, Copy, PartialEq, Eq)]
enum KeyRef<'a> {
    Int(i64),
    Str(&'a [u8]),
}

impl KeyRef<'_> {
    /// Key equality for probes, inlined: the keys are almost always short, and
    /// a `memcmp` call costs more than comparing them here.
    #[inline(always)]
    fn same(self, other: KeyRef<'_>) -> bool {
        match (self, other) {
            (KeyRef::Int(a), KeyRef::Int(b)) => a == b,
            (KeyRef::Str(a), KeyRef::Str(b)) => short_eq(a, b),
            _ => false,
        }
    }

    /// The key's 32-bit hash (FxHash folded).
    #[inline]
    fn tag(self) -> u32 {
        let mut h = rustc_hash::FxHasher::default();
        match self {
            KeyRef::Int(i) => h.write_u64(i as u64),
            KeyRef::Str(s) => {
                h.write(s);
                // Separates "" from other short keys the hasher maps alike.
                h.write_u8(0xff);
            }
        }
        let h = h.finish();
        (h ^ (h >> 32)) as u32
    }
}

/// Byte equality with the common short lengths compared by overlapping word loads.
#[inline(always)]
fn short_eq(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n != b.len() {
        return false;
    }
    let w8 = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().expect("8 bytes"));
    let w4 = |s: &[u8], i: usize| u32::from_le_bytes(s[i..i + 4].try_into().expect("4 bytes"));
    match n {
        0 => true,
        1..=3 => a[0] == b[0] && a[n / 2] == b[n / 2] && a[n - 1] == b[n - 1],
        4..=7 => w4(a, 0) == w4(b, 0) && w4(a, n - 4) == w4(b, n - 4),
        8..=16 => w8(a, 0) == w8(b, 0) && w8(a, n - 8) == w8(b, n - 8),
        _ => a == b,
    }
}

#[derive(Clone, Debug)]
struct Bucket {
    tag: u32,
    key: ArrayKey,
    value: Value,
}

/// Sentinel for `next_free`: no int key was ever inserted (PHP's `ZEND_LONG_MIN`).
const NO_NEXT: i64 = i64::MIN;
/// A free slot in the tracked-positions table.
const UNTRACKED: usize = usize::MAX;

/// The shared storage behind a [`PhpArray`]; see the module docs for the layout.
#[derive(Clone, Debug)]
pub struct ArrayData {
    /// Packed mode: `packed[i]` has key `i`. Empty in hash mode.
    packed: Vec<Value>,
    /// Hash mode: entries in insertion order, `None` for a removed one.
    buckets: Vec<Option<Bucket>>,
    /// Hash mode: key hash → position in `buckets` (live entries only).
    index: Index,
    is_hash: bool,
    /// Live entries in hash mode (packed mode uses `packed.len()`).
    live: usize,
    next_free: i64,
    /// The internal pointer (a position; `end()` of storage means "past the end").
    pointer: usize,
    /// Positions registered with [`PhpArray::track`] (`UNTRACKED` = free slot).
    tracked: Vec<usize>,
    /// The cycle collector's root-buffer slot (see gc.rs).
    pub(crate) gc: crate::gc::GcSlot,
}

impl ArrayData {
    /// After this data was copied from `source` (separation): an element that
    /// is a reference nobody but `source`'s element held becomes a plain copy
    /// of its value, as php's `zend_array_dup` does. Otherwise both arrays
    /// would share a reference that php's copy no longer has (a `foreach`
    /// by reference, or a by-reference argument, leaves such lone references
    /// behind), and a write to one copy would show in the other. The count
    /// is 2 for such a reference: `source`'s element and this copy's. A
    /// reference to `source` itself is kept, as php keeps it.
    fn unwrap_lone_refs(&mut self, source: *const ArrayData) {
        let unwrap = |v: &mut Value| {
            let inner = match v {
                Value::Ref(r) if Rc::strong_count(&r.0) == 2 => match &*r.0.borrow() {
                    Value::Array(a) if std::ptr::eq(Rc::as_ptr(&a.0), source) => return,
                    inner => inner.clone(),
                },
                _ => return,
            };
            *v = inner;
        };
        self.packed.iter_mut().for_each(&unwrap);
        for b in self.buckets.iter_mut().flatten() {
            unwrap(&mut b.value);
        }
    }
}

impl Default for ArrayData {
    fn default() -> Self {
        ArrayData {
            packed: Vec::new(),
            buckets: Vec::new(),
            index: Index::default(),
            is_hash: false,
            live: 0,
            next_free: NO_NEXT,
            pointer: 0,
            tracked: Vec::new(),
            gc: crate::gc::GcSlot::default(),
        }
    }
}

/// The values of array data, for the cycle collector (which holds bare `Rc`s).
pub(crate) fn values_of(d: &ArrayData) -> impl Iterator<Item = &Value> + '_ {
    d.packed
        .iter()
        .chain(d.buckets.iter().flatten().map(|b| &b.value))
}

impl ArrayData {
    #[inline]
    pub(crate) fn len(&self) -> usize {
        if self.is_hash {
            self.live
        } else {
            self.packed.len()
        }
    }

    /// One past the last position.
    #[inline]
    fn end(&self) -> usize {
        if self.is_hash {
            self.buckets.len()
        } else {
            self.packed.len()
        }
    }

    #[inline]
    fn find(&self, key: KeyRef<'_>) -> Option<usize> {
        if !self.is_hash {
            return match key {
                KeyRef::Int(i) if i >= 0 && (i as u64) < self.packed.len() as u64 => {
                    Some(i as usize)
                }
                _ => None,
            };
        }
        let tag = key.tag();
        let buckets = &self.buckets;
        self.index.find(tag, |pos| {
            buckets[pos]
                .as_ref()
                .is_some_and(|b| b.key.as_ref().same(key))
        })
    }

    #[inline]
    fn value(&self, pos: usize) -> Option<&Value> {
        if self.is_hash {
            self.buckets.get(pos)?.as_ref().map(|b| &b.value)
        } else {
            self.packed.get(pos)
        }
    }

    #[inline]
    fn value_mut(&mut self, pos: usize) -> Option<&mut Value> {
        if self.is_hash {
            self.buckets.get_mut(pos)?.as_mut().map(|b| &mut b.value)
        } else {
            self.packed.get_mut(pos)
        }
    }

    #[inline]
    fn is_live(&self, pos: usize) -> bool {
        if self.is_hash {
            matches!(self.buckets.get(pos), Some(Some(_)))
        } else {
            pos < self.packed.len()
        }
    }

    /// The first live position at or after `pos`.
    #[inline]
    fn valid_pos(&self, pos: usize) -> Option<usize> {
        if !self.is_hash {
            return (pos < self.packed.len()).then_some(pos);
        }
        let rest = self.buckets.get(pos..)?;
        rest.iter().position(Option::is_some).map(|i| pos + i)
    }

    /// The last live position before `pos`.
    fn prev_valid(&self, pos: usize) -> Option<usize> {
        let pos = pos.min(self.end());
        if !self.is_hash {
            return pos.checked_sub(1);
        }
        self.buckets[..pos].iter().rposition(Option::is_some)
    }

    fn bump_next_free(&mut self, k: i64) {
        if k >= self.next_free {
            self.next_free = if k < i64::MAX { k + 1 } else { i64::MAX };
        }
    }

    /// The key `$a[] =` uses.
    #[inline]
    fn append_key(&self) -> i64 {
        if self.next_free == NO_NEXT {
            0
        } else {
            self.next_free
        }
    }

    /// Switches to hash mode, keeping positions.
    #[cold]
    fn make_hash(&mut self) {
        if self.is_hash {
            return;
        }
        let values = std::mem::take(&mut self.packed);
        // Room for what the packed storage could hold, and at least PHP's
        // minimum table of 8: an array built key by key (json_decode,
        // unserialize, `$a['x'] = ..`) then skips the regrowths from 0.
        let room = values.capacity().max(8);
        self.buckets.reserve(room);
        for (i, value) in values.into_iter().enumerate() {
            let key = ArrayKey::Int(i as i64);
            let tag = key.as_ref().tag();
            self.buckets.push(Some(Bucket { tag, key, value }));
        }
        self.live = self.buckets.len();
        self.is_hash = true;
        self.index.clear();
        self.index.reserve(room);
        self.rebuild_index();
    }

    fn rebuild_index(&mut self) {
        self.index.clear();
        self.index.reserve(self.live);
        for (pos, b) in self.buckets.iter().enumerate() {
            if let Some(b) = b {
                self.index.insert_unique(b.tag, pos);
            }
        }
    }

    /// The position of `key`, appending a `Null` entry if it is absent (one
    /// hash computation, one probe). Returns `(position, inserted)`.
    fn find_or_append(&mut self, key: ArrayKey) -> (usize, bool) {
        if !self.is_hash {
            if let Some(p) = self.find(key.as_ref()) {
                return (p, false);
            }
            if matches!(key, ArrayKey::Int(k) if k >= 0 && k as u64 == self.packed.len() as u64) {
                return (self.append_new(key, Value::Null), true);
            }
            self.make_hash();
        }
        let kr = key.as_ref();
        let tag = kr.tag();
        let pos = self.buckets.len();
        let buckets = &self.buckets;
        assert!(pos < u32::MAX as usize, "array too large");
        let eq = |p: usize| buckets[p].as_ref().is_some_and(|b| b.key.as_ref().same(kr));
        match self.index.find_or_insert(tag, pos, eq) {
            Ok(found) => (found, false),
            Err(()) => {
                if let ArrayKey::Int(k) = key {
                    self.bump_next_free(k);
                }
                self.buckets.push(Some(Bucket {
                    tag,
                    key,
                    value: Value::Null,
                }));
                self.live += 1;
                (pos, true)
            }
        }
    }

    /// Appends a new entry whose key is known to be absent; returns its position.
    fn append_new(&mut self, key: ArrayKey, value: Value) -> usize {
        if let ArrayKey::Int(k) = key {
            if !self.is_hash && k >= 0 && k as u64 == self.packed.len() as u64 {
                self.packed.push(value);
                self.bump_next_free(k);
                return self.packed.len() - 1;
            }
            self.make_hash();
            self.bump_next_free(k);
        } else {
            self.make_hash();
        }
        let tag = key.as_ref().tag();
        let pos = self.buckets.len();
        assert!(pos < u32::MAX as usize, "array too large");
        self.buckets.push(Some(Bucket { tag, key, value }));
        self.index.insert_unique(tag, pos);
        self.live += 1;
        pos
    }

    /// Removes the entry at a live position and fixes the pointer and tracked positions.
    fn remove_at(&mut self, pos: usize) -> (ArrayKey, Value) {
        let (key, value) = if !self.is_hash {
            if pos + 1 == self.packed.len() {
                let v = self.packed.pop().expect("live position");
                (ArrayKey::Int(pos as i64), v)
            } else {
                self.make_hash();
                return self.remove_at(pos);
            }
        } else {
            let b = self.buckets[pos].take().expect("live position");
            self.unindex(b.tag, pos);
            self.live -= 1;
            (b.key, b.value)
        };
        self.after_remove(pos);
        (key, value)
    }

    fn unindex(&mut self, tag: u32, pos: usize) {
        self.index.remove(tag, pos);
    }

    /// PHP's `_zend_hash_del_el_ex` bookkeeping: positions at the removed
    /// slot move to the next live one; trailing holes are trimmed and every
    /// position clamped to the new end; many holes trigger compaction.
    fn after_remove(&mut self, pos: usize) {
        if self.pointer == pos || self.tracked.contains(&pos) {
            let next = self.valid_pos(pos + 1).unwrap_or(self.end());
            if self.pointer == pos {
                self.pointer = next;
            }
            for t in &mut self.tracked {
                if *t == pos {
                    *t = next;
                }
            }
        }
        if self.is_hash {
            while matches!(self.buckets.last(), Some(None)) {
                self.buckets.pop();
            }
        }
        let end = self.end();
        self.pointer = self.pointer.min(end);
        for t in &mut self.tracked {
            if *t != UNTRACKED {
                *t = (*t).min(end);
            }
        }
        if self.is_hash && self.buckets.len() >= 16 && self.buckets.len() - self.live > self.live {
            self.compact();
        }
    }

    /// Drops tombstones, remapping the internal pointer and tracked positions.
    fn compact(&mut self) {
        let needs_map = self.pointer != 0 || self.tracked.iter().any(|&t| t != UNTRACKED && t != 0);
        // For each new position, the old one (only built when a position needs remapping).
        let mut old_of_new: Vec<usize> = Vec::new();
        if needs_map {
            old_of_new.reserve(self.live);
            old_of_new.extend(
                self.buckets
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| b.is_some())
                    .map(|(p, _)| p),
            );
        }
        let remap = |p: usize| -> usize { old_of_new.partition_point(|&old| old < p) };
        if needs_map {
            self.pointer = remap(self.pointer);
            for t in &mut self.tracked {
                if *t != UNTRACKED {
                    *t = remap(*t);
                }
            }
        }
        self.buckets.retain(Option::is_some);
        self.rebuild_index();
    }

    fn reset_positions(&mut self) {
        self.pointer = 0;
        for t in &mut self.tracked {
            if *t != UNTRACKED {
                *t = 0;
            }
        }
    }

    /// Takes every entry out in order, leaving the storage empty (but keeping
    /// `next_free`, the pointer and tracked positions for the caller to fix).
    fn take_entries(&mut self) -> Vec<(ArrayKey, Value)> {
        if self.is_hash {
            let out = std::mem::take(&mut self.buckets)
                .into_iter()
                .flatten()
                .map(|b| (b.key, b.value))
                .collect();
            self.index.clear();
            self.live = 0;
            self.is_hash = false;
            out
        } else {
            std::mem::take(&mut self.packed)
                .into_iter()
                .enumerate()
                .map(|(i, v)| (ArrayKey::Int(i as i64), v))
                .collect()
        }
    }

    /// Refills an emptied array from entries with distinct keys (`next_free` updated from the int keys).
    fn refill(&mut self, entries: Vec<(ArrayKey, Value)>) {
        debug_assert_eq!(self.len(), 0);
        self.packed.reserve(entries.len());
        for (k, v) in entries {
            self.append_new(k, v);
        }
    }
}

/// A PHP array value: a refcounted handle to [`ArrayData`], copied on write.
#[derive(Clone, Default)]
pub struct PhpArray(pub(crate) Rc<ArrayData>);

impl fmt::Debug for PhpArray {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl PhpArray {
    /// A fresh empty array (PHP's `zend_new_array`): the first `$a[] =` uses
    /// key 0, and after a negative key `k` the next is `k + 1`.
    pub fn new() -> Self {
        PhpArray::default()
    }

    /// The value of the literal `[]` / `array()` (PHP's shared empty array),
    /// whose next free index is already 0: after `$a[-5] = 1`, `$a[] =` uses 0.
    pub fn empty_literal() -> Self {
        PhpArray(Rc::new(ArrayData {
            next_free: 0,
            ..ArrayData::default()
        }))
    }

    pub fn with_capacity(n: usize) -> Self {
        PhpArray(Rc::new(ArrayData {
            packed: Vec::with_capacity(n),
            ..ArrayData::default()
        }))
    }

    /// An empty array already in hash mode with room for `n` entries, for
    /// builders that know they will insert string keys (e.g. preg's named
    /// groups): skips the packed-to-hash conversion and regrowth.
    pub fn with_hash_capacity(n: usize) -> Self {
        PhpArray(Rc::new(ArrayData {
            buckets: Vec::with_capacity(n),
            index: Index::with_capacity(n),
            is_hash: true,
            ..ArrayData::default()
        }))
    }

    /// A list with keys 0..n (packed).
    pub fn from_list(values: Vec<Value>) -> Self {
        let n = values.len() as i64;
        PhpArray(Rc::new(ArrayData {
            packed: values,
            next_free: if n == 0 { NO_NEXT } else { n },
            ..ArrayData::default()
        }))
    }

    #[inline]
    fn data_mut(&mut self) -> &mut ArrayData {
        // Unshared (every write in a loop): no call into `make_mut`.
        if Rc::strong_count(&self.0) == 1 && Rc::weak_count(&self.0) == 0 {
            return Rc::get_mut(&mut self.0).expect("unshared");
        }
        self.separate()
    }

    /// Copies the shared data (copy on write).
    #[cold]
    #[inline(never)]
    fn separate(&mut self) -> &mut ArrayData {
        let source = Rc::as_ptr(&self.0);
        let copied = Rc::strong_count(&self.0) > 1;
        let d = Rc::make_mut(&mut self.0);
        if copied {
            d.unwrap_lone_refs(source);
        }
        d
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    #[inline]
    pub fn ptr_eq(&self, other: &PhpArray) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
    /// How many handles share this array's data (a write copies when > 1).
    #[inline]
    pub fn refcount(&self) -> usize {
        Rc::strong_count(&self.0)
    }
    /// Whether the keys are stored as a list (packed mode; an implementation detail
    /// exposed for tests and fast paths). A packed array always `is_list()`.
    #[inline]
    pub fn is_packed(&self) -> bool {
        !self.0.is_hash
    }

    #[inline]
    pub fn get(&self, key: &ArrayKey) -> Option<&Value> {
        let d = &*self.0;
        d.find(key.as_ref()).and_then(|p| d.value(p))
    }
    #[inline]
    pub fn get_int(&self, key: i64) -> Option<&Value> {
        let d = &*self.0;
        if !d.is_hash {
            return if key >= 0 {
                d.packed.get(key as usize)
            } else {
                None
            };
        }
        d.find(KeyRef::Int(key)).and_then(|p| d.value(p))
    }
    /// Looks up a string key that is already known to be non-numeric (or normalises it).
    #[inline]
    pub fn get_str(&self, key: &[u8]) -> Option<&Value> {
        match canonical_int(key) {
            Some(i) => self.get_int(i),
            None => {
                let d = &*self.0;
                d.find(KeyRef::Str(key)).and_then(|p| d.value(p))
            }
        }
    }
    #[inline]
    pub fn get_mut(&mut self, key: &ArrayKey) -> Option<&mut Value> {
        let pos = self.0.find(key.as_ref())?;
        self.data_mut().value_mut(pos)
    }
    #[inline(always)]
    pub fn get_int_mut(&mut self, key: i64) -> Option<&mut Value> {
        // Packed: the position is the key (kept inline; `find` is not small).
        if !self.0.is_hash {
            if key < 0 || key as u64 >= self.0.packed.len() as u64 {
                return None;
            }
            return self.data_mut().packed.get_mut(key as usize);
        }
        let pos = self.0.find(KeyRef::Int(key))?;
        self.data_mut().value_mut(pos)
    }
    #[inline]
    pub fn contains_key(&self, key: &ArrayKey) -> bool {
        self.0.find(key.as_ref()).is_some()
    }
    /// The position of `key`, if present.
    #[inline]
    pub fn find_pos(&self, key: &ArrayKey) -> Option<usize> {
        self.0.find(key.as_ref())
    }

    /// `$a[k] = v`: replaces in place (keeping the position) or appends.
    pub fn insert(&mut self, key: ArrayKey, value: Value) {
        let d = self.data_mut();
        let (pos, _) = d.find_or_append(key);
        *d.value_mut(pos).expect("live position") = value;
    }
    #[inline]
    pub fn insert_int(&mut self, key: i64, value: Value) {
        self.insert(ArrayKey::Int(key), value)
    }

    /// `$a[] = v`. Err when the next index would overflow PHP_INT_MAX
    /// (PHP: "Cannot add element to the array as the next element is already occupied").
    #[inline]
    #[allow(
        clippy::result_unit_err,
        reason = "the one failure needs no payload; callers raise PHP's error"
    )]
    pub fn push(&mut self, value: Value) -> Result<(), ()> {
        // A list grows by one in place (the common `$a[] = v` in a loop).
        let d = self.data_mut();
        let k = d.append_key();
        if !d.is_hash && k as u64 == d.packed.len() as u64 {
            d.packed.push(value);
            d.next_free = k + 1;
            return Ok(());
        }
        // The new slot holds `Null`, which needs no drop.
        self.push_entry()
            .map(|slot| std::mem::forget(std::mem::replace(slot, value)))
    }

    /// The slot for `key`, inserted as `Null` if absent (`$a[k][] = ..`, `$a[k] .= ..`).
    pub fn entry(&mut self, key: ArrayKey) -> &mut Value {
        let d = self.data_mut();
        let (pos, _) = d.find_or_append(key);
        d.value_mut(pos).expect("live position")
    }

    /// Appends a `Null` slot at the next index and returns it; Err like `push`.
    #[allow(
        clippy::result_unit_err,
        reason = "the one failure needs no payload; callers raise PHP's error"
    )]
    pub fn push_entry(&mut self) -> Result<&mut Value, ()> {
        let d = self.data_mut();
        let k = d.append_key();
        if !d.is_hash && k as u64 == d.packed.len() as u64 {
            d.packed.push(Value::Null);
            d.next_free = k + 1;
            return Ok(d.packed.last_mut().expect("just pushed"));
        }
        // `next_free` is one past the largest int key ever inserted, so the
        // key is absent unless it saturated at PHP_INT_MAX (then it may be taken).
        if k == i64::MAX && d.find(KeyRef::Int(k)).is_some() {
            return Err(());
        }
        let pos = d.append_new(ArrayKey::Int(k), Value::Null);
        Ok(d.value_mut(pos).expect("live position"))
    }

    pub fn remove(&mut self, key: &ArrayKey) -> Option<Value> {
        let pos = self.0.find(key.as_ref())?;
        Some(self.data_mut().remove_at(pos).1)
    }

    /// Removes the entry at a live position, returning its key and value.
    pub fn remove_at(&mut self, pos: usize) -> Option<(ArrayKey, Value)> {
        if !self.0.is_live(pos) {
            return None;
        }
        Some(self.data_mut().remove_at(pos))
    }

    /// The next index `$a[] =` would use.
    #[inline]
    pub fn next_free(&self) -> i64 {
        self.0.append_key()
    }

    /// Iterates `(key, value)` in order.
    #[inline]
    pub fn iter(&self) -> Iter<'_> {
        let d = &*self.0;
        let inner = if d.is_hash {
            IterInner::Hash(d.buckets.iter())
        } else {
            IterInner::Packed(d.packed.iter().enumerate())
        };
        Iter {
            inner,
            remaining: d.len(),
        }
    }

    /// The keys in order (`array_keys`).
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = ArrayKey> + ExactSizeIterator + '_ {
        self.iter().map(|(k, _)| k)
    }

    /// The values in order (`array_values`).
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &Value> + ExactSizeIterator + '_ {
        self.iter().map(|(_, v)| v)
    }

    /// Calls `f` on every entry in order with mutable access to the value.
    pub fn for_each_mut(&mut self, mut f: impl FnMut(&ArrayKey, &mut Value)) {
        let d = self.data_mut();
        if d.is_hash {
            for b in d.buckets.iter_mut().flatten() {
                f(&b.key, &mut b.value);
            }
        } else {
            for (i, v) in d.packed.iter_mut().enumerate() {
                f(&ArrayKey::Int(i as i64), v);
            }
        }
    }

    /// The values in order, mutably (makes the data unique).
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut Value> + '_ {
        let d = self.data_mut();
        let (packed, buckets) = (d.packed.iter_mut(), d.buckets.iter_mut());
        packed.chain(buckets.flatten().map(|b| &mut b.value))
    }

    /// The first live position at or after `pos` with its key and value
    /// (positions index the insertion order, holes skipped).
    #[inline]
    pub fn entry_at(&self, pos: usize) -> Option<(usize, ArrayKey, &Value)> {
        let d = &*self.0;
        let p = d.valid_pos(pos)?;
        if d.is_hash {
            let b = d.buckets[p].as_ref().expect("valid position");
            Some((p, b.key.clone(), &b.value))
        } else {
            Some((p, ArrayKey::Int(p as i64), &d.packed[p]))
        }
    }

    /// The value at position `pos` if the entry there has the string key
    /// `key`: for callers that remember where a key was (a declared
    /// property's place in an object's table). `None`: look it up by key.
    #[inline]
    pub fn str_at(&self, pos: usize, key: &PhpStr) -> Option<&Value> {
        match self.0.buckets.get(pos) {
            Some(Some(Bucket {
                key: ArrayKey::Str(k),
                value,
                ..
            })) if k.ptr_eq(key) || k.as_bytes() == key.as_bytes() => Some(value),
            _ => None,
        }
    }

    /// [`PhpArray::str_at`] for writing (makes the data unique).
    #[inline]
    pub fn str_at_mut(&mut self, pos: usize, key: &PhpStr) -> Option<&mut Value> {
        self.str_at(pos, key)?;
        self.data_mut().buckets[pos].as_mut().map(|b| &mut b.value)
    }

    /// The key at a live position.
    pub fn key_at(&self, pos: usize) -> Option<ArrayKey> {
        let d = &*self.0;
        if d.is_hash {
            d.buckets.get(pos)?.as_ref().map(|b| b.key.clone())
        } else {
            (pos < d.packed.len()).then_some(ArrayKey::Int(pos as i64))
        }
    }

    /// The value at a live position.
    #[inline]
    pub fn value_at(&self, pos: usize) -> Option<&Value> {
        self.0.value(pos)
    }

    /// Mutable access to the value at a live position (makes the data unique).
    #[inline]
    pub fn value_at_mut(&mut self, pos: usize) -> Option<&mut Value> {
        if !self.0.is_live(pos) {
            return None;
        }
        self.data_mut().value_mut(pos)
    }

    /// The first live position (`reset()`), `None` when empty.
    #[inline]
    pub fn first_pos(&self) -> Option<usize> {
        self.0.valid_pos(0)
    }
    /// The last live position (`end()`), `None` when empty.
    #[inline]
    pub fn last_pos(&self) -> Option<usize> {
        self.0.prev_valid(usize::MAX)
    }
    /// The first live position after `pos` (`next()`).
    #[inline]
    pub fn next_pos(&self, pos: usize) -> Option<usize> {
        self.0.valid_pos(pos.checked_add(1)?)
    }
    /// The last live position before `pos` (`prev()`).
    #[inline]
    pub fn prev_pos(&self, pos: usize) -> Option<usize> {
        self.0.prev_valid(pos)
    }
    /// One past the last position: where the internal pointer sits when it is
    /// "beyond the end" (`current()` is false). Appends go here.
    #[inline]
    pub fn end_pos(&self) -> usize {
        self.0.end()
    }

    /// The first entry.
    pub fn first(&self) -> Option<(ArrayKey, &Value)> {
        self.entry_at(0).map(|(_, k, v)| (k, v))
    }
    /// The last entry.
    pub fn last(&self) -> Option<(ArrayKey, &Value)> {
        let p = self.last_pos()?;
        self.entry_at(p).map(|(_, k, v)| (k, v))
    }

    /// Whether keys are exactly 0..len in order (`array_is_list`).
    pub fn is_list(&self) -> bool {
        let d = &*self.0;
        if !d.is_hash {
            return true;
        }
        d.buckets
            .iter()
            .flatten()
            .enumerate()
            .all(|(i, b)| b.key == ArrayKey::Int(i as i64))
    }

    /// The internal pointer used by current()/next()/reset()/key()/end()/prev().
    ///
    /// A position; `current()` is `entry_at(pointer())` (PHP skips holes
    /// forward), and it is past the end when that is `None`.
    #[inline]
    pub fn pointer(&self) -> usize {
        self.0.pointer
    }
    pub fn set_pointer(&mut self, pos: usize) {
        if self.0.pointer != pos {
            self.data_mut().pointer = pos;
        }
    }

    /// Registers a position that must follow the array through removals and
    /// compaction (PHP's `zend_hash_iterator_add`, used by foreach by
    /// reference: store the position *after* the current element). Returns an id.
    pub fn track(&mut self, pos: usize) -> usize {
        let d = self.data_mut();
        if let Some(i) = d.tracked.iter().position(|&t| t == UNTRACKED) {
            d.tracked[i] = pos;
            i
        } else {
            d.tracked.push(pos);
            d.tracked.len() - 1
        }
    }
    /// The current value of a tracked position (`end_pos()` if the id is unknown,
    /// e.g. on a copy made before it was registered).
    pub fn tracked(&self, id: usize) -> usize {
        match self.0.tracked.get(id) {
            Some(&p) if p != UNTRACKED => p,
            _ => self.end_pos(),
        }
    }
    pub fn set_tracked(&mut self, id: usize, pos: usize) {
        let d = self.data_mut();
        if id >= d.tracked.len() {
            d.tracked.resize(id + 1, UNTRACKED);
        }
        d.tracked[id] = pos;
    }
    pub fn untrack(&mut self, id: usize) {
        if self.0.tracked.get(id).is_some_and(|&t| t != UNTRACKED) {
            let d = self.data_mut();
            d.tracked[id] = UNTRACKED;
            while d.tracked.last() == Some(&UNTRACKED) {
                d.tracked.pop();
            }
        }
    }

    /// `array_pop`: removes the last entry; when its key is `next_free - 1`
    /// the next free index goes down by one. Resets the internal pointer.
    pub fn pop(&mut self) -> Option<Value> {
        let pos = self.last_pos()?;
        let d = self.data_mut();
        let (key, value) = d.remove_at(pos);
        if let ArrayKey::Int(k) = key {
            if d.next_free != NO_NEXT && k == d.next_free - 1 {
                d.next_free = k;
            }
        }
        d.pointer = 0;
        Some(value)
    }

    /// `array_shift`: removes the first entry and renumbers the int keys from 0
    /// (string keys stay); the next free index becomes the count of int keys.
    /// Resets the internal pointer.
    pub fn shift(&mut self) -> Option<Value> {
        let pos = self.first_pos()?;
        let d = self.data_mut();
        if !d.is_hash {
            let v = d.packed.remove(0);
            d.next_free = d.packed.len() as i64;
            d.reset_positions();
            return Some(v);
        }
        let (_, value) = d.remove_at(pos);
        d.renumber(Vec::new());
        Some(value)
    }

    /// `array_unshift`: puts `values` first with keys 0.., then the old
    /// entries with int keys renumbered after them (string keys stay).
    /// Resets the internal pointer.
    pub fn prepend(&mut self, values: Vec<Value>) {
        let d = self.data_mut();
        if !d.is_hash {
            let old = std::mem::replace(&mut d.packed, values);
            d.packed.extend(old);
            d.next_free = d.packed.len() as i64;
            d.reset_positions();
            return;
        }
        d.renumber(values);
    }

    /// Removes everything; the array is then like a fresh one (`zend_hash_clean`).
    pub fn clear(&mut self) {
        if Rc::get_mut(&mut self.0).is_none() {
            self.0 = Rc::new(ArrayData::default());
            return;
        }
        let d = self.data_mut();
        d.packed.clear();
        d.buckets.clear();
        d.index.clear();
        d.is_hash = false;
        d.live = 0;
        d.next_free = NO_NEXT;
        d.reset_positions();
    }

    /// Keeps the entries for which `keep` returns true, in order (removals
    /// follow `unset` rules for the pointer and `next_free`).
    pub fn retain(&mut self, mut keep: impl FnMut(&ArrayKey, &mut Value) -> bool) {
        let d = self.data_mut();
        if !d.is_hash {
            let mut flags = Vec::new();
            let mut any_removed = false;
            for (i, v) in d.packed.iter_mut().enumerate() {
                let k = keep(&ArrayKey::Int(i as i64), v);
                any_removed |= !k;
                flags.push(k);
            }
            if !any_removed {
                return;
            }
            for (pos, k) in flags.into_iter().enumerate().rev() {
                if !k {
                    d.remove_at(pos);
                }
            }
            return;
        }
        for pos in 0..d.buckets.len() {
            let drop = match &mut d.buckets[pos] {
                Some(b) => !keep(&b.key, &mut b.value),
                None => false,
            };
            if drop {
                let b = d.buckets[pos].take().expect("live");
                d.unindex(b.tag, pos);
                d.live -= 1;
                if d.pointer == pos || d.tracked.contains(&pos) {
                    let next = d.valid_pos(pos + 1).unwrap_or(d.buckets.len());
                    if d.pointer == pos {
                        d.pointer = next;
                    }
                    for t in &mut d.tracked {
                        if *t == pos {
                            *t = next;
                        }
                    }
                }
            }
        }
        if let Some(last) = d.buckets.iter().rposition(Option::is_some) {
            if last + 1 < d.buckets.len() {
                // Trim and compact through the common path.
                d.after_remove(last + 1);
            } else if d.buckets.len() >= 16 && d.buckets.len() - d.live > d.live {
                d.compact();
            }
        } else {
            d.after_remove(0);
        }
    }

    /// Sorts the entries as PHP 8's `zend_hash_sort` does: `zend_sort` with
    /// ties broken by the original order (so the sort is stable). With
    /// `rekey` the keys become 0..n (`sort`, `usort`; the array becomes a
    /// list and `next_free` = n); without, keys stay with their values
    /// (`asort`, `ksort`, `uasort`). Resets the internal pointer.
    ///
    /// `cmp` may be inconsistent (a user callback, mixed-type comparisons):
    /// the order is then PHP's, and the sort never panics.
    pub fn sort_entries(
        &mut self,
        mut cmp: impl FnMut((&ArrayKey, &Value), (&ArrayKey, &Value)) -> Ordering,
        rekey: bool,
    ) {
        let d = self.data_mut();
        let mut entries: Vec<(usize, ArrayKey, Value)> = d
            .take_entries()
            .into_iter()
            .enumerate()
            .map(|(i, (k, v))| (i, k, v))
            .collect();
        zend_sort(&mut entries, &mut |a, b| {
            cmp((&a.1, &a.2), (&b.1, &b.2)).then(a.0.cmp(&b.0))
        });
        d.reset_positions();
        if rekey {
            let n = entries.len() as i64;
            d.packed = entries.into_iter().map(|(_, _, v)| v).collect();
            d.next_free = n;
        } else {
            d.refill(entries.into_iter().map(|(_, k, v)| (k, v)).collect());
        }
    }

    /// Reverses the order of the entries in place (keys stay with their values).
    pub fn reverse(&mut self) {
        let d = self.data_mut();
        let mut entries = d.take_entries();
        entries.reverse();
        d.reset_positions();
        d.refill(entries);
    }

    /// Reserves room for `n` more entries.
    pub fn reserve(&mut self, n: usize) {
        let d = self.data_mut();
        if d.is_hash {
            d.buckets.reserve(n);
            d.index.reserve(n);
        } else {
            d.packed.reserve(n);
        }
    }
}

impl ArrayData {
    /// Rebuilds the array as `front` (keys 0..) followed by the current entries
    /// with int keys renumbered and string keys kept; resets positions.
    fn renumber(&mut self, front: Vec<Value>) {
        let old = self.take_entries();
        let mut n: i64 = 0;
        let mut entries = Vec::with_capacity(front.len() + old.len());
        for v in front {
            entries.push((ArrayKey::Int(n), v));
            n += 1;
        }
        for (k, v) in old {
            match k {
                ArrayKey::Int(_) => {
                    entries.push((ArrayKey::Int(n), v));
                    n += 1;
                }
                s => entries.push((s, v)),
            }
        }
        self.reset_positions();
        self.next_free = NO_NEXT;
        self.refill(entries);
        self.next_free = n;
    }
}

/// PHP's `zend_sort` (Zend/zend_sort.c): insertion sort up to 16 elements,
/// otherwise a quicksort with a median-of-3 (or of 5 from 1024 elements)
/// pivot. Ported step for step so that the comparator sees the same calls in
/// the same order as in PHP, and inconsistent comparators (user callbacks,
/// PHP 8's non-transitive mixed-type comparisons) give PHP's order. Never
/// panics, whatever `cmp` answers.
fn zend_sort<T>(v: &mut [T], cmp: &mut impl FnMut(&T, &T) -> Ordering) {
    let mut v = v;
    loop {
        let n = v.len();
        if n <= 16 {
            insert_sort(v, cmp);
            return;
        }
        let offset = n >> 1;
        let pivot = offset;
        if n >> 10 != 0 {
            let delta = offset >> 1;
            sort5(v, 0, delta, pivot, pivot + delta, n - 1, cmp);
        } else {
            sort3(v, 0, pivot, n - 1, cmp);
        }
        v.swap(1, pivot);
        let pivot = 1;
        let mut i = pivot + 1;
        let mut j = n - 1;
        'done: loop {
            while gt(v, pivot, i, cmp) {
                i += 1;
                if i == j {
                    break 'done;
                }
            }
            j -= 1;
            if j == i {
                break 'done;
            }
            while gt(v, j, pivot, cmp) {
                j -= 1;
                if j == i {
                    break 'done;
                }
            }
            v.swap(i, j);
            i += 1;
            if i == j {
                break 'done;
            }
        }
        v.swap(pivot, i - 1);
        let (left, right) = std::mem::take(&mut v).split_at_mut(i);
        let left = &mut left[..i - 1];
        if left.len() < right.len() {
            zend_sort(left, cmp);
            v = right;
        } else {
            zend_sort(right, cmp);
            v = left;
        }
    }
}

#[inline]
fn gt<T>(v: &[T], a: usize, b: usize, cmp: &mut impl FnMut(&T, &T) -> Ordering) -> bool {
    cmp(&v[a], &v[b]) == Ordering::Greater
}

fn sort2<T>(v: &mut [T], a: usize, b: usize, cmp: &mut impl FnMut(&T, &T) -> Ordering) {
    if gt(v, a, b, cmp) {
        v.swap(a, b);
    }
}

fn sort3<T>(v: &mut [T], a: usize, b: usize, c: usize, cmp: &mut impl FnMut(&T, &T) -> Ordering) {
    if !gt(v, a, b, cmp) {
        if !gt(v, b, c, cmp) {
            return;
        }
        v.swap(b, c);
        if gt(v, a, b, cmp) {
            v.swap(a, b);
        }
        return;
    }
    if !gt(v, c, b, cmp) {
        v.swap(a, c);
        return;
    }
    v.swap(a, b);
    if gt(v, b, c, cmp) {
        v.swap(b, c);
    }
}

fn sort4<T>(
    v: &mut [T],
    a: usize,
    b: usize,
    c: usize,
    d: usize,
    cmp: &mut impl FnMut(&T, &T) -> Ordering,
) {
    sort3(v, a, b, c, cmp);
    if gt(v, c, d, cmp) {
        v.swap(c, d);
        if gt(v, b, c, cmp) {
            v.swap(b, c);
            if gt(v, a, b, cmp) {
                v.swap(a, b);
            }
        }
    }
}

fn sort5<T>(
    v: &mut [T],
    a: usize,
    b: usize,
    c: usize,
    d: usize,
    e: usize,
    cmp: &mut impl FnMut(&T, &T) -> Ordering,
) {
    sort4(v, a, b, c, d, cmp);
    if gt(v, d, e, cmp) {
        v.swap(d, e);
        if gt(v, c, d, cmp) {
            v.swap(c, d);
            if gt(v, b, c, cmp) {
                v.swap(b, c);
                if gt(v, a, b, cmp) {
                    v.swap(a, b);
                }
            }
        }
    }
}

/// `zend_insert_sort`: fixed networks up to 5, then insertion sort whose
/// search steps back two at a time from the 7th element on.
fn insert_sort<T>(v: &mut [T], cmp: &mut impl FnMut(&T, &T) -> Ordering) {
    let n = v.len();
    match n {
        0 | 1 => {}
        2 => sort2(v, 0, 1, cmp),
        3 => sort3(v, 0, 1, 2, cmp),
        4 => sort4(v, 0, 1, 2, 3, cmp),
        5 => sort5(v, 0, 1, 2, 3, 4, cmp),
        _ => {
            for i in 1..6 {
                let mut j = i - 1;
                if !gt(v, j, i, cmp) {
                    continue;
                }
                while j != 0 {
                    j -= 1;
                    if !gt(v, j, i, cmp) {
                        j += 1;
                        break;
                    }
                }
                v[j..=i].rotate_right(1);
            }
            for i in 6..n {
                let mut j = i - 1;
                if !gt(v, j, i, cmp) {
                    continue;
                }
                loop {
                    j -= 2;
                    if !gt(v, j, i, cmp) {
                        j += 1;
                        if !gt(v, j, i, cmp) {
                            j += 1;
                        }
                        break;
                    }
                    if j == 0 {
                        break;
                    }
                    if j == 1 {
                        j -= 1;
                        if gt(v, i, j, cmp) {
                            j += 1;
                        }
                        break;
                    }
                }
                v[j..=i].rotate_right(1);
            }
        }
    }
}

/// The iterator of [`PhpArray::iter`]: `(key, &value)` in order.
pub struct Iter<'a> {
    inner: IterInner<'a>,
    remaining: usize,
}

enum IterInner<'a> {
    Packed(std::iter::Enumerate<std::slice::Iter<'a, Value>>),
    Hash(std::slice::Iter<'a, Option<Bucket>>),
}

impl<'a> Iterator for Iter<'a> {
    type Item = (ArrayKey, &'a Value);
    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let item = match &mut self.inner {
            IterInner::Packed(it) => it.next().map(|(i, v)| (ArrayKey::Int(i as i64), v)),
            IterInner::Hash(it) => it
                .find_map(|b| b.as_ref())
                .map(|b| (b.key.clone(), &b.value)),
        };
        if item.is_some() {
            self.remaining -= 1;
        }
        item
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining, Some(self.remaining))
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let item = match &mut self.inner {
            IterInner::Packed(it) => it.next_back().map(|(i, v)| (ArrayKey::Int(i as i64), v)),
            IterInner::Hash(it) => it
                .rfind(|b| b.is_some())
                .and_then(Option::as_ref)
                .map(|b| (b.key.clone(), &b.value)),
        };
        if item.is_some() {
            self.remaining -= 1;
        }
        item
    }
}

impl ExactSizeIterator for Iter<'_> {}

impl<'a> IntoIterator for &'a PhpArray {
    type Item = (ArrayKey, &'a Value);
    type IntoIter = Iter<'a>;
    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

/// The owning iterator of a [`PhpArray`] (moves the entries out when the
/// array is not shared, clones them otherwise).
pub struct IntoIter(std::vec::IntoIter<(ArrayKey, Value)>);

impl Iterator for IntoIter {
    type Item = (ArrayKey, Value);
    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        self.0.next()
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}
impl DoubleEndedIterator for IntoIter {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back()
    }
}
impl ExactSizeIterator for IntoIter {}

impl IntoIterator for PhpArray {
    type Item = (ArrayKey, Value);
    type IntoIter = IntoIter;
    fn into_iter(mut self) -> IntoIter {
        let entries = match Rc::get_mut(&mut self.0) {
            Some(d) => d.take_entries(),
            None => self.iter().map(|(k, v)| (k, v.clone())).collect(),
        };
        IntoIter(entries.into_iter())
    }
}

impl FromIterator<Value> for PhpArray {
    fn from_iter<T: IntoIterator<Item = Value>>(iter: T) -> Self {
        PhpArray::from_list(iter.into_iter().collect())
    }
}

impl FromIterator<(ArrayKey, Value)> for PhpArray {
    fn from_iter<T: IntoIterator<Item = (ArrayKey, Value)>>(iter: T) -> Self {
        let mut a = PhpArray::new();
        a.extend(iter);
        a
    }
}

impl Extend<(ArrayKey, Value)> for PhpArray {
    /// Inserts each pair (`$a[k] = v`: later duplicates overwrite in place).
    fn extend<T: IntoIterator<Item = (ArrayKey, Value)>>(&mut self, iter: T) {
        let iter = iter.into_iter();
        self.reserve(iter.size_hint().0);
        for (k, v) in iter {
            self.insert(k, v);
        }
    }
}

impl Extend<Value> for PhpArray {
    /// Appends each value (`$a[] = v`); stops silently at PHP_INT_MAX.
    fn extend<T: IntoIterator<Item = Value>>(&mut self, iter: T) {
        let iter = iter.into_iter();
        self.reserve(iter.size_hint().0);
        for v in iter {
            if self.push(v).is_err() {
                break;
            }
        }
    }
}

mod index;
mod object_table;

#[cfg(test)]
#[path = "array_tests.rs"]
mod tests;
