//! Operations for object property tables (arrays keyed by mangled names).
//!
//! Resetting a dead object's table for the next object of its class: a table built from the class defaults has the same keys at the
//! same positions in every object of the class, so instead of freeing it
//! (three allocations: the data, its buckets, its hash index) and copying
//! the defaults again at the next `new`, the VM keeps it and only puts the
//! default values back (see `ClassRt::recycle_props`).

use super::{ArrayData, ArrayKey, PhpArray};
use crate::{PhpStr, Value};
use std::rc::Rc;

impl PhpArray {
    /// Makes this table hold `template`'s entries again in its own storage,
    /// when that is cheap and invisible: the data is not shared (no other
    /// handle, no weak handle: the cycle collector's buffer holds none; no
    /// tracked position), both are in hash mode without holes, and either the keys
    /// are `template`'s at the same positions (only the values change) or
    /// `template` is empty (the table is emptied, keeping its room).
    /// Returns false, with the table unchanged, otherwise.
    ///
    /// The old values are dropped in position order, as dropping the table
    /// would (nested objects give their handles back in the same order).
    pub fn reset_to(&mut self, template: &PhpArray) -> bool {
        let t: &ArrayData = &template.0;
        let Some(d) = Rc::get_mut(&mut self.0) else {
            return false;
        };
        if !d.is_hash || !d.tracked.is_empty() || d.live != d.buckets.len() {
            return false;
        }
        if t.len() == 0 {
            d.index.clear();
            // Values go in position order (`Vec::clear` drops front to back).
            d.buckets.clear();
            d.live = 0;
            d.next_free = t.next_free;
            d.pointer = 0;
            return true;
        }
        if !t.is_hash || t.live != t.buckets.len() || d.buckets.len() != t.buckets.len() {
            return false;
        }
        let same_keys = d.buckets.iter().zip(&t.buckets).all(|(a, b)| match (a, b) {
            (Some(a), Some(b)) => {
                a.tag == b.tag
                    && match (&a.key, &b.key) {
                        (ArrayKey::Str(x), ArrayKey::Str(y)) => {
                            x.ptr_eq(y) || x.as_bytes() == y.as_bytes()
                        }
                        (x, y) => x == y,
                    }
            }
            _ => false,
        });
        if !same_keys {
            return false;
        }
        for (a, b) in d.buckets.iter_mut().zip(&t.buckets) {
            if let (Some(a), Some(b)) = (a, b) {
                a.value = b.value.clone();
            }
        }
        d.next_free = t.next_free;
        d.pointer = 0;
        true
    }

    /// Appends the declared property `key` (a mangled name, never numeric),
    /// which the caller knows is not in the table: one hash, no probe for it.
    pub fn append_absent(&mut self, key: PhpStr, value: Value) {
        debug_assert!(self.get_str(key.as_bytes()).is_none());
        self.data_mut().append_new(ArrayKey::Str(key), value);
    }
}

#[cfg(test)]
mod tests {
    use crate::{ArrayKey, PhpArray, Value};

    fn table(entries: &[(&str, i64)]) -> PhpArray {
        let mut t = PhpArray::new();
        for (k, v) in entries {
            t.insert(ArrayKey::from_bytes(k.as_bytes()), Value::Int(*v));
        }
        t
    }

    #[test]
    fn same_layout_takes_the_template_values() {
        let tpl = table(&[("a", 1), ("b", 2)]);
        let mut t = tpl.clone();
        t.insert(ArrayKey::from_bytes(b"a"), Value::Int(9));
        assert!(t.reset_to(&tpl));
        assert!(matches!(
            t.get(&ArrayKey::from_bytes(b"a")),
            Some(Value::Int(1))
        ));
        assert!(!t.ptr_eq(&tpl));
        // Shared data is never reset in place.
        let mut shared = tpl.clone();
        assert!(!shared.reset_to(&table(&[("a", 1), ("b", 2)])));
    }

    #[test]
    fn other_layouts_are_refused_or_emptied() {
        let tpl = table(&[("a", 1), ("b", 2)]);
        let mut t = table(&[("b", 2), ("a", 1)]);
        assert!(!t.reset_to(&tpl));
        let mut t = table(&[("a", 1), ("b", 2), ("c", 3)]);
        assert!(!t.reset_to(&tpl));
        assert!(t.reset_to(&PhpArray::new()));
        assert!(t.is_empty() && !t.is_packed());
        t.insert(ArrayKey::from_bytes(b"z"), Value::Int(1));
        t.append_absent(crate::PhpStr::from(&b"y"[..]), Value::Int(2));
        assert_eq!(t.iter().count(), 2);
        assert!(matches!(t.get_str(b"y"), Some(Value::Int(2))));
    }
}
