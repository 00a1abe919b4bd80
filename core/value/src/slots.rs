//! The declared-property slots of an object ([`crate::PropStore::Slots`]),
//! kept inside the object's own allocation when there are few of them.
//!
//! php allocates an object and its `properties_table` as one block. rphp's
//! object is an `Rc<ObjectData>`; a `Vec` of slots would be a second
//! allocation (and a second free) per `new`, which was a tenth of the cost
//! of creating and dropping a small object. Most classes declare a handful
//! of properties, so up to [`INLINE`] slots live in the object itself and
//! only bigger classes spill to the heap.
//!
//! Slots are dropped in order (first declared first, as php frees a
//! properties table), and a scalar slot costs no drop call at all.

use crate::Value;
use std::mem::ManuallyDrop;
use std::ops::{Deref, DerefMut};

/// How many slots fit in the object itself.
pub const INLINE: usize = 4;

/// An object's declared properties by slot (`None`: a typed property not
/// yet initialised); derefs to the slice.
pub struct Slots(Repr);

enum Repr {
    /// `len` slots at the front of the array; the rest are `None`. The
    /// array is dropped by hand (see `Drop for Slots`), in order.
    Inline(u32, ManuallyDrop<[Option<Value>; INLINE]>),
    Heap(Vec<Option<Value>>),
}

impl Slots {
    /// No slots.
    #[inline]
    pub const fn new() -> Slots {
        Slots(Repr::Inline(0, ManuallyDrop::new([None, None, None, None])))
    }

    /// A copy of `defaults`, one slot each: null and numbers (what most
    /// defaults are) without a call to `Value::clone`.
    #[inline(always)]
    pub fn copy_of(defaults: &[Option<Value>]) -> Slots {
        #[inline(always)]
        fn copy(x: &Option<Value>) -> Option<Value> {
            match x {
                None => None,
                Some(Value::Null) => Some(Value::Null),
                Some(Value::Int(i)) => Some(Value::Int(*i)),
                x => x.clone(),
            }
        }
        let n = defaults.len();
        if n > INLINE {
            return Slots(Repr::Heap(defaults.iter().map(copy).collect()));
        }
        let at = |i: usize| match defaults.get(i) {
            Some(x) => copy(x),
            None => None,
        };
        // (Written out: `array::from_fn` compiles to a call per slot.)
        const _: () = assert!(INLINE == 4);
        let a = [at(0), at(1), at(2), at(3)];
        Slots(Repr::Inline(n as u32, ManuallyDrop::new(a)))
    }
}

/// A class's default slots, ready to be copied for each `new`.
///
/// Most classes' defaults are all scalars (null, `false`, `0`) and fit
/// inline: then every object's store is a bitwise copy of one template,
/// written straight into the new object (see
/// [`crate::PhpObject::with_default_slots`]), with no per-slot matching and
/// no intermediate copies (which were a third of the cost of `new`).
pub struct DefaultSlots {
    values: Vec<Option<Value>>,
    /// `PropStore::Slots` of an inline copy of `values`, when they are all
    /// absent or scalars.
    scalar: Option<crate::PropStore>,
}

impl DefaultSlots {
    pub fn new(values: Vec<Option<Value>>) -> DefaultSlots {
        let plain = values.len() <= INLINE
            && values.iter().all(|v| {
                matches!(
                    v,
                    None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))
                )
            });
        let scalar = plain.then(|| crate::PropStore::Slots(Slots::copy_of(&values)));
        DefaultSlots { values, scalar }
    }

    /// The defaults, one per declared property.
    pub fn values(&self) -> &[Option<Value>] {
        &self.values
    }

    /// Writes a new object's property store over `dst`, which holds a store
    /// that owns nothing (it is overwritten, not dropped): the template is
    /// copied as one block, straight into the object.
    ///
    /// # Safety
    /// `dst` must be valid for writes and hold a store that owns nothing.
    #[inline(always)]
    pub(crate) unsafe fn write_store(&self, dst: *mut crate::PropStore) {
        match &self.scalar {
            // SAFETY: the template is inline slots (no heap block to share)
            // holding only scalars, which own nothing: a bitwise copy is an
            // independent value, and dropping either copy frees nothing.
            Some(t) => unsafe { std::ptr::copy_nonoverlapping(t, dst, 1) },
            None => unsafe { dst.write(crate::PropStore::Slots(Slots::copy_of(&self.values))) },
        }
    }
}

impl Default for Slots {
    fn default() -> Slots {
        Slots::new()
    }
}

impl From<Vec<Option<Value>>> for Slots {
    fn from(v: Vec<Option<Value>>) -> Slots {
        if v.len() > INLINE {
            return Slots(Repr::Heap(v));
        }
        let mut s = Slots::new();
        if let Repr::Inline(n, a) = &mut s.0 {
            *n = v.len() as u32;
            for (d, x) in a.iter_mut().zip(v) {
                *d = x;
            }
        }
        s
    }
}

impl FromIterator<Option<Value>> for Slots {
    fn from_iter<I: IntoIterator<Item = Option<Value>>>(it: I) -> Slots {
        Slots::from(it.into_iter().collect::<Vec<_>>())
    }
}

impl Deref for Slots {
    type Target = [Option<Value>];
    #[inline(always)]
    fn deref(&self) -> &[Option<Value>] {
        match &self.0 {
            Repr::Inline(n, a) => &a[..*n as usize],
            Repr::Heap(v) => v,
        }
    }
}

impl DerefMut for Slots {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [Option<Value>] {
        match &mut self.0 {
            Repr::Inline(n, a) => &mut a[..*n as usize],
            Repr::Heap(v) => v,
        }
    }
}

impl Slots {
    /// Drops every slot's value, first slot first, leaving no slots.
    #[inline(always)]
    pub fn clear(&mut self) {
        match &mut self.0 {
            Repr::Inline(n, a) => {
                let len = std::mem::take(n) as usize;
                // The scalars left behind need no drop (the array is never
                // dropped as a whole).
                for s in &mut a[..len] {
                    if !matches!(
                        s,
                        None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))
                    ) {
                        drop(s.take());
                    }
                }
            }
            Repr::Heap(v) => v.clear(),
        }
    }
}

impl Drop for Slots {
    #[inline]
    fn drop(&mut self) {
        self.clear();
    }
}

impl IntoIterator for Slots {
    type Item = Option<Value>;
    type IntoIter = std::vec::IntoIter<Option<Value>>;
    /// The slots in order (moved out: no reference count changes).
    fn into_iter(mut self) -> Self::IntoIter {
        match &mut self.0 {
            Repr::Heap(v) => std::mem::take(v).into_iter(),
            Repr::Inline(..) => self
                .iter_mut()
                .map(Option::take)
                .collect::<Vec<_>>()
                .into_iter(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_and_heap_hold_the_same() {
        for n in [0, 1, INLINE, INLINE + 3] {
            let v: Vec<Option<Value>> = (0..n as i64)
                .map(|i| (i % 3 != 1).then_some(Value::Int(i)))
                .collect();
            let s = Slots::from(v.clone());
            assert_eq!(s.len(), n);
            let back: Vec<_> = s.into_iter().collect();
            assert_eq!(format!("{back:?}"), format!("{v:?}"));
            let c = Slots::copy_of(&v);
            assert_eq!(format!("{:?}", &*c), format!("{v:?}"));
        }
    }

    #[test]
    fn scalar_defaults_are_copied_bitwise_others_by_clone() {
        let d = DefaultSlots::new(vec![Some(Value::Int(3)), None, Some(Value::Null)]);
        let slots = |d: &DefaultSlots| {
            let mut st = crate::PropStore::Slots(Slots::new());
            // SAFETY: `st` is a valid store owning nothing.
            unsafe { d.write_store(&mut st) };
            match st {
                crate::PropStore::Slots(s) => s,
                crate::PropStore::Table(_) => unreachable!("defaults are slots"),
            }
        };
        assert!(d.scalar.is_some());
        let mut a = slots(&d);
        a[0] = Some(Value::Int(4));
        assert_eq!(format!("{:?}", &*slots(&d)), format!("{:?}", d.values()));
        assert_eq!(format!("{:?}", &*a), "[Some(Int(4)), None, Some(Null)]");
        let arr = crate::PhpArray::from_list(vec![Value::Int(1)]);
        let d = DefaultSlots::new(vec![Some(Value::Array(arr.clone()))]);
        assert!(d.scalar.is_none());
        let s = slots(&d);
        assert_eq!(arr.refcount(), 3);
        drop(s);
        assert_eq!(arr.refcount(), 2);
    }

    #[test]
    fn owned_values_are_released() {
        let a = crate::PhpArray::from_list(vec![Value::Int(1)]);
        let s = Slots::copy_of(&[Some(Value::Array(a.clone())), None, Some(Value::Int(1))]);
        assert_eq!(a.refcount(), 2);
        drop(s);
        assert_eq!(a.refcount(), 1);
        let mut h: Slots = (0..INLINE + 1)
            .map(|_| Some(Value::Array(a.clone())))
            .collect();
        assert_eq!(a.refcount(), INLINE + 2);
        h[0] = None;
        drop(h);
        assert_eq!(a.refcount(), 1);
    }
}
