//! The hash index of a hash-mode array: key tag → position in `buckets`.
//!
//! Why not hashbrown: its table keeps the control bytes and the entries in
//! two places, so a lookup in a large table (more than fits the cache) misses
//! twice before it reaches the bucket: once on the control group, once on the
//! entry. Here the index is one array of 8-byte slots (position and tag),
//! probed linearly from the tag's home slot: one miss, and the neighbours a
//! probe walks are on the same cache line. On a 200,000-key table of string
//! keys (bench/hash_strings.php) lookups spent most of their time on those
//! two misses, native and in wasm alike.
//!
//! The home slot is the tag times a 32-bit golden-ratio constant, top bits
//! (Fibonacci hashing): the tag's low bits alone are weak for small int keys.
//! The load is kept at or under 3/4. Removal shifts the following slots of the
//! run back (no tombstones), so a probe ends at the first empty slot.

/// One slot: a position in the buckets and that entry's key tag.
#[derive(Clone, Copy, Debug)]
struct Slot {
    pos: u32,
    tag: u32,
}

/// `pos` of an empty slot (positions are asserted below `u32::MAX`).
const EMPTY: u32 = u32::MAX;

#[derive(Clone, Debug, Default)]
pub(super) struct Index {
    /// Empty, or a power of two of slots.
    slots: Vec<Slot>,
    len: usize,
    /// 32 minus log2(slots.len()): the home slot is `hash >> shift`.
    shift: u32,
}

#[inline(always)]
fn home(tag: u32, shift: u32) -> usize {
    (tag.wrapping_mul(0x9E37_79B9) >> shift) as usize
}

/// The slot count that holds `n` entries at a load of at most 3/4.
fn capacity_for(n: usize) -> usize {
    (n + n / 3 + 1).next_power_of_two().max(8)
}

impl Index {
    pub(super) fn with_capacity(n: usize) -> Self {
        let mut ix = Index::default();
        if n > 0 {
            ix.resize(capacity_for(n));
        }
        ix
    }

    /// Forgets every entry, keeping the slots.
    pub(super) fn clear(&mut self) {
        if self.len > 0 {
            self.slots.fill(Slot { pos: EMPTY, tag: 0 });
            self.len = 0;
        }
    }

    /// Makes room for `additional` more entries without growing again.
    pub(super) fn reserve(&mut self, additional: usize) {
        let need = self.len + additional;
        if need * 4 > self.slots.len() * 3 {
            self.resize(capacity_for(need));
        }
    }

    fn resize(&mut self, cap: usize) {
        debug_assert!(cap.is_power_of_two());
        let old = std::mem::replace(&mut self.slots, vec![Slot { pos: EMPTY, tag: 0 }; cap]);
        self.shift = 32 - cap.trailing_zeros();
        let mask = cap - 1;
        for s in old {
            if s.pos != EMPTY {
                let mut i = home(s.tag, self.shift);
                while self.slots[i].pos != EMPTY {
                    i = (i + 1) & mask;
                }
                self.slots[i] = s;
            }
        }
    }

    /// The position whose tag is `tag` and for which `eq` holds.
    #[inline]
    pub(super) fn find(&self, tag: u32, mut eq: impl FnMut(usize) -> bool) -> Option<usize> {
        if self.len == 0 {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = home(tag, self.shift);
        loop {
            let s = self.slots[i];
            if s.pos == EMPTY {
                return None;
            }
            if s.tag == tag && eq(s.pos as usize) {
                return Some(s.pos as usize);
            }
            i = (i + 1) & mask;
        }
    }

    /// Like [`Index::find`], but when nothing matches, records `new_pos` for
    /// `tag` (one probe for both) and returns `Err(())`.
    #[inline]
    pub(super) fn find_or_insert(
        &mut self,
        tag: u32,
        new_pos: usize,
        mut eq: impl FnMut(usize) -> bool,
    ) -> Result<usize, ()> {
        self.reserve(1);
        let mask = self.slots.len() - 1;
        let mut i = home(tag, self.shift);
        loop {
            let s = self.slots[i];
            if s.pos == EMPTY {
                self.slots[i] = Slot {
                    pos: new_pos as u32,
                    tag,
                };
                self.len += 1;
                return Err(());
            }
            if s.tag == tag && eq(s.pos as usize) {
                return Ok(s.pos as usize);
            }
            i = (i + 1) & mask;
        }
    }

    /// Records `pos` for `tag`; the key must not be in the index.
    pub(super) fn insert_unique(&mut self, tag: u32, pos: usize) {
        self.reserve(1);
        let mask = self.slots.len() - 1;
        let mut i = home(tag, self.shift);
        while self.slots[i].pos != EMPTY {
            i = (i + 1) & mask;
        }
        self.slots[i] = Slot {
            pos: pos as u32,
            tag,
        };
        self.len += 1;
    }

    /// Forgets the entry at `pos` (whose tag is `tag`), if it is there.
    pub(super) fn remove(&mut self, tag: u32, pos: usize) {
        if self.len == 0 {
            return;
        }
        let mask = self.slots.len() - 1;
        let mut i = home(tag, self.shift);
        loop {
            let s = self.slots[i];
            if s.pos == EMPTY {
                return;
            }
            if s.pos as usize == pos {
                break;
            }
            i = (i + 1) & mask;
        }
        // Backward shift: move later members of the run into the hole when
        // their home is not between the hole and where they sit.
        let mut hole = i;
        let mut j = i;
        loop {
            j = (j + 1) & mask;
            let s = self.slots[j];
            if s.pos == EMPTY {
                break;
            }
            let h = home(s.tag, self.shift);
            if (j.wrapping_sub(h) & mask) >= (j.wrapping_sub(hole) & mask) {
                self.slots[hole] = s;
                hole = j;
            }
        }
        self.slots[hole] = Slot { pos: EMPTY, tag: 0 };
        self.len -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Random inserts and removals with colliding tags, checked against a
    /// HashMap after every step.
    #[test]
    fn matches_a_hashmap() {
        let mut ix = Index::default();
        let mut model: HashMap<usize, u32> = HashMap::new();
        let mut x: u64 = 1;
        let mut next_pos = 0usize;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Few distinct tags, so runs are long and collide.
            let tag = (x % 37) as u32 * 0x0101_0101;
            if x.is_multiple_of(3) && !model.is_empty() {
                let victim = *model.keys().nth((x as usize / 3) % model.len()).unwrap();
                let t = model.remove(&victim).unwrap();
                ix.remove(t, victim);
            } else {
                ix.insert_unique(tag, next_pos);
                model.insert(next_pos, tag);
                next_pos += 1;
            }
            assert_eq!(ix.len, model.len());
        }
        for (&pos, &tag) in &model {
            assert_eq!(ix.find(tag, |p| p == pos), Some(pos));
        }
        assert_eq!(ix.find(5, |_| true), None);
        let probe = *model.keys().next().unwrap();
        let tag = model[&probe];
        assert_eq!(ix.find_or_insert(tag, 999_999, |p| p == probe), Ok(probe));
        assert_eq!(ix.find_or_insert(tag, 999_999, |_| false), Err(()));
        assert_eq!(ix.find(tag, |p| p == 999_999), Some(999_999));
        ix.clear();
        assert_eq!(ix.find(tag, |_| true), None);
    }
}
