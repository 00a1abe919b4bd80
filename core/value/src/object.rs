//! PHP objects: a handle (`#N`), a class the VM defines, and properties
//! (declared ones in slots, or a table: see [`PropStore`]).
//!
//! rphp-value does not know the VM's class type: a class is an opaque
//! `Rc<dyn ClassInfo>` that answers the few questions comparison, conversion
//! and printing ask. The property table is one ordered [`PhpArray`] keyed by
//! PHP's *mangled* names, as Zend's property tables are: a public `$x` is
//! `"x"`, a protected one `"\0*\0x"`, a private one of class `A` `"\0A\0x"`.
//! So the `(array)` cast is the table itself, and printers recover the
//! visibility from the key ([`unmangle`]). Declared properties come first in
//! declaration order (the VM fills them at `new`), dynamic ones after.

use crate::{ArrayKey, DefaultSlots, PhpArray, Slots, Value};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::fmt;
use std::rc::Rc;

/// What rphp-value needs to know about an object's class.
pub trait ClassInfo: Any {
    /// The class name as declared (`Foo`, `class@anonymous`).
    fn name(&self) -> &[u8];
    /// The VM's concrete class type, for downcasting.
    fn as_any(&self) -> &dyn Any;
    /// Whether `$this instanceof $name` (case-insensitive, ancestors and interfaces).
    fn is_subclass_of(&self, name: &[u8]) -> bool {
        self.name().eq_ignore_ascii_case(name)
    }
    /// Declared instance properties in table order: mangled key and, for
    /// typed ones, the type as written (`uninitialized(int)` in var_dump).
    fn declared_props(&self) -> Vec<(Vec<u8>, Option<String>)> {
        Vec::new()
    }
    /// Whether new properties can be added without php 8.2's deprecation
    /// (`stdClass`, `#[AllowDynamicProperties]`).
    fn allows_dynamic_props(&self) -> bool {
        true
    }
    /// Whether the class declares or inherits method `name` (case-insensitive).
    fn has_method(&self, name: &[u8]) -> bool {
        let _ = name;
        false
    }
    /// Whether the class has a `__destruct` method.
    fn has_destructor(&self) -> bool {
        false
    }
    /// For an enum: `Some("")` (pure), `Some("int")` or `Some("string")` (backed).
    fn enum_kind(&self) -> Option<&'static str> {
        None
    }
    /// What var_dump/print_r show for an object of a built-in class with
    /// internal state (php's `get_debug_info`), when not its property table.
    fn debug_props(&self, o: &PhpObject) -> Option<PhpArray> {
        let _ = o;
        None
    }
    /// What `==`/`<=>` compare before the property table (ArrayObject's
    /// storage, SplObjectStorage's data by object), when the class has a
    /// compare handler in php.
    fn compare_props(&self, o: &PhpObject) -> Option<PhpArray> {
        let _ = o;
        None
    }
    /// A compare handler that decides alone, even across classes (php's
    /// DateTime handler): `Some(result)` when it applies.
    fn compare_objects(&self, x: &PhpObject, y: &PhpObject) -> Option<Option<std::cmp::Ordering>> {
        let _ = (x, y);
        None
    }
    /// What `(array)`, var_export and json_encode see (php's
    /// `get_properties`), when not the property table (ArrayObject's storage).
    fn view_props(&self, o: &PhpObject) -> Option<PhpArray> {
        let _ = o;
        None
    }
    /// Takes a dead object's property table, to reuse for the next object
    /// of the class (see [`PhpArray::reset_to`]); by default it is dropped.
    /// It must be done with (the old values dropped) when this returns.
    fn recycle_props(&self, props: PhpArray) {
        drop(props)
    }
    /// The mangled key of declared property `slot` (objects made with
    /// [`PhpObject::with_slots`] keep their declared properties by slot).
    fn slot_key(&self, slot: usize) -> Option<crate::PhpStr> {
        let _ = slot;
        None
    }
}

impl PhpObject {
    /// Whether this object is an enum case.
    pub fn is_enum(&self) -> bool {
        self.class().enum_kind().is_some()
    }
}

/// A property's visibility, as recovered from its mangled name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    Public,
    Protected,
    Private,
}

/// Splits a mangled property name into (name, visibility, declaring class for private).
pub fn unmangle(key: &[u8]) -> (&[u8], Visibility, &[u8]) {
    if key.first() == Some(&0) {
        if let Some(end) = key[1..].iter().position(|&b| b == 0) {
            let class = &key[1..1 + end];
            let name = &key[2 + end..];
            if class == b"*" {
                return (name, Visibility::Protected, b"");
            }
            return (name, Visibility::Private, class);
        }
    }
    (key, Visibility::Public, b"")
}

/// The mangled key for a property.
pub fn mangle(name: &[u8], vis: Visibility, class: &[u8]) -> Vec<u8> {
    match vis {
        Visibility::Public => name.to_vec(),
        Visibility::Protected => [b"\0*\0", name].concat(),
        Visibility::Private => [b"\0", class, b"\0", name].concat(),
    }
}

thread_local! {
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    static FREE_IDS: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
    /// Objects whose last reference went and whose `__destruct` must run,
    /// and the handles of objects that died after them (see [`Queued`]).
    static DESTRUCT_QUEUE: RefCell<Vec<Queued>> = const { RefCell::new(Vec::new()) };
    static HAS_QUEUED: Cell<bool> = const { Cell::new(false) };
    /// Every object with a destructor, for the destructors run at script end.
    static LIVE: RefCell<Vec<std::rc::Weak<ObjectData>>> = const { RefCell::new(Vec::new()) };
    /// What a dying object's table is swapped with (no allocation per drop).
    static EMPTY_TABLE: PhpArray = PhpArray::new();
}

/// Whether some destructor is waiting to run (cheap; the VM checks it at safe points).
#[inline]
pub fn destructors_pending() -> bool {
    HAS_QUEUED.with(|h| h.get())
}

/// An entry of the destructor queue.
pub enum Queued {
    /// An object whose `__destruct` must run.
    Dtor(PhpObject),
    /// The handle of an object that died while destructors were waiting
    /// (its properties' among them): php ran those destructors, and freed
    /// their handles, before this one, so it goes to the free list only
    /// when they have run ([`free_id`]).
    FreeId(u32),
}

/// Takes the objects whose destructors must run now, in the order they died.
pub fn take_destruct_queue() -> Vec<Queued> {
    HAS_QUEUED.with(|h| h.set(false));
    DESTRUCT_QUEUE.with(|q| std::mem::take(&mut *q.borrow_mut()))
}

/// Whether any object with a destructor was ever created (and may be alive).
pub fn any_destructible() -> bool {
    LIVE.with(|l| !l.borrow().is_empty())
}

/// Objects with a destructor still alive and not destructed, by handle id.
pub fn live_objects_with_destructor() -> Vec<PhpObject> {
    let mut v: Vec<PhpObject> = LIVE.with(|l| {
        let mut l = l.borrow_mut();
        l.retain(|w| w.strong_count() > 0);
        l.iter()
            .filter_map(|w| w.upgrade())
            .map(PhpObject)
            .collect()
    });
    v.retain(|o| !o.0.destructed.get());
    crate::sort::sort_by_key(&mut v, |o| o.id());
    v
}

/// Queues a destructor the cycle collector found (the flag is already set).
pub(crate) fn queue_destructor(o: PhpObject) {
    let _ = DESTRUCT_QUEUE.try_with(|q| q.borrow_mut().push(Queued::Dtor(o)));
    let _ = HAS_QUEUED.try_with(|h| h.set(true));
}

impl Drop for PhpObject {
    #[inline]
    fn drop(&mut self) {
        if Rc::strong_count(&self.0) > 1 {
            crate::gc::possible_root_obj(&self.0);
        } else if self.0.has_dtor && !self.0.destructed.get() {
            self.0.destructed.set(true);
            let keep = PhpObject(self.0.clone());
            let _ = DESTRUCT_QUEUE.try_with(|q| q.borrow_mut().push(Queued::Dtor(keep)));
            let _ = HAS_QUEUED.try_with(|h| h.set(true));
        }
    }
}

impl PhpObject {
    /// Lets go of this handle as a bare decrement when another handle
    /// still holds the object (no cycle-collector root, no checks: see
    /// [`crate::gc::release_copy`]); the last handle is given back.
    #[inline]
    pub(crate) fn release_shared(self) -> Result<(), PhpObject> {
        if Rc::strong_count(&self.0) == 1 {
            return Err(self);
        }
        let o = std::mem::ManuallyDrop::new(self);
        // SAFETY: another strong reference exists, so this only lowers the
        // count (no deallocation), and `o` is never used or dropped again.
        unsafe { Rc::decrement_strong_count(Rc::as_ptr(&o.0)) }
        Ok(())
    }
}

impl PhpObject {
    /// Readies this handle's drop to only lower the count, when it can:
    /// another handle holds the object, and it sits in the cycle
    /// collector's root buffer (put there now if it was not, as the drop
    /// itself would, when that needs no collection). The drop then runs no
    /// destructor and no collection. The hot loop (the VM's fast_loop.rs)
    /// overwrites only handles this accepted, just before dropping them.
    #[inline(always)]
    pub fn drop_is_bare(&self) -> bool {
        Rc::strong_count(&self.0) > 1
            && (self.0.gc.get() != 0 || crate::gc::root_obj_if_room(&self.0))
    }
}

/// Forgets every handle id (a new request starts at `#1`).
pub fn reset_object_ids() {
    NEXT_ID.with(|n| n.set(1));
    FREE_IDS.with(|f| f.borrow_mut().clear());
    LIVE.with(|l| l.borrow_mut().clear());
}

/// Returns a handle taken from the destructor queue to the free list.
pub fn free_id(id: u32) {
    let _ = FREE_IDS.try_with(|f| f.borrow_mut().push(id));
}

fn alloc_id() -> u32 {
    // php reuses the most recently freed handle first.
    if let Some(id) = FREE_IDS.with(|f| f.borrow_mut().pop()) {
        return id;
    }
    NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    })
}

/// A PHP object handle: one pointer, so `Value` stays 16 bytes.
#[derive(Clone)]
pub struct PhpObject(pub Rc<ObjectData>);

/// A property made a reference for `array_walk` ([`PhpObject::walk_ref`]).
pub struct WalkRef {
    /// Its position in the property table.
    pub pos: usize,
    /// Its table key (mangled for non-public properties).
    pub key: ArrayKey,
    pub cell: crate::Reference,
    /// Whether the reference was made for the walk (and may be undone).
    pub made: bool,
}

/// Native state that a library module (rphp-ext) keeps in an object's
/// `internal` slot, wrapped so the VM, which cannot name the module's
/// types, can still copy it for `clone` (a `HashContext`'s running hash).
pub struct ExtState {
    pub state: Box<dyn Any>,
    /// The copy `clone` makes, or the error php throws instead.
    pub clone: ExtClone,
}

/// How an [`ExtState`] is cloned.
pub type ExtClone = fn(&dyn Any) -> Result<Box<dyn Any>, (crate::ThrowKind, String)>;

/// Where an object keeps its properties.
///
/// php keeps declared properties in fixed slots of the object
/// (`properties_table`) and builds a hash table only when something asks
/// for one. rphp does the same for objects made by `new` of an ordinary
/// class: [`PropStore::Slots`] holds the declared properties by the index
/// the class gives them (`None`: absent, a typed property not yet
/// initialised), in declaration order, which is table order. Whatever needs
/// the table (a dynamic property, `unset`, iteration, printing, the general
/// property path) turns the slots into [`PropStore::Table`] once, for good
/// ([`ObjectData::props_mut`]): the table holds exactly what the slots did,
/// in the same order, so nothing observable changes.
pub enum PropStore {
    Slots(Slots),
    Table(PhpArray),
}

pub struct ObjectData {
    pub id: u32,
    pub class: Rc<dyn ClassInfo>,
    /// The properties: by slot, or the table keyed by mangled names.
    pub store: RefCell<PropStore>,
    /// Native state of built-in classes (a closure's function, ...).
    pub internal: RefCell<Option<Box<dyn Any>>>,
    /// Set while a printer walks this object (recursion markers).
    pub visiting: Cell<u32>,
    /// `__destruct` already ran (or must not run).
    pub destructed: Cell<bool>,
    /// The class's `has_destructor()`, asked once at `new` (the last
    /// handle's drop checks it for every object).
    has_dtor: bool,
    /// The cycle collector's root-buffer slot (0: not buffered).
    pub(crate) gc: Cell<u32>,
}

impl Drop for ObjectData {
    fn drop(&mut self) {
        let idx = self.gc.get();
        if idx != 0 {
            crate::gc::node_died(idx, self as *const ObjectData as usize);
        }
        // php frees what the object holds before its handle returns to the
        // free list, so nested objects' ids are reused last.
        match self.store.get_mut() {
            // Values go in slot order, which is table order.
            PropStore::Slots(s) => s.clear(),
            PropStore::Table(t) => {
                let empty = EMPTY_TABLE.try_with(|e| e.clone()).unwrap_or_default();
                let props = std::mem::replace(t, empty);
                self.class.recycle_props(props);
            }
        }
        drop(self.internal.get_mut().take());
        let id = self.id;
        if HAS_QUEUED.try_with(|h| h.get()).unwrap_or(false) {
            let _ = DESTRUCT_QUEUE.try_with(|q| q.borrow_mut().push(Queued::FreeId(id)));
        } else {
            free_id(id);
        }
    }
}

impl ObjectData {
    /// The table a slotted object's properties make (keys from the class).
    /// A reference only the slot holds (what `$o->p[] = v` leaves) is copied
    /// as its value, as php's table copy does: the copy must not show a
    /// second holder (`&` in var_dump).
    fn slots_table(&self, slots: &[Option<Value>]) -> PhpArray {
        let mut t = PhpArray::new();
        for (i, v) in slots.iter().enumerate() {
            if let (Some(v), Some(k)) = (v, self.class.slot_key(i)) {
                let v = match v {
                    Value::Ref(r) if r.count() <= 1 => r.get(),
                    v => v.clone(),
                };
                t.append_absent(k, v);
            }
        }
        t
    }

    /// Turns slots into the table (see [`PropStore`]); false when the store
    /// is borrowed.
    fn unslot(&self) -> bool {
        let Ok(mut st) = self.store.try_borrow_mut() else {
            return false;
        };
        if let PropStore::Slots(s) = &mut *st {
            // The values move into the table (no reference count changes).
            let mut t = PhpArray::new();
            for (i, v) in std::mem::take(s).into_iter().enumerate() {
                if let (Some(v), Some(k)) = (v, self.class.slot_key(i)) {
                    t.append_absent(k, v);
                }
            }
            *st = PropStore::Table(t);
        }
        true
    }

    /// The property table (a slotted object gets its table first).
    /// Panics, as `RefCell::borrow` does, when it is borrowed mutably.
    pub fn props_ref(&self) -> std::cell::Ref<'_, PhpArray> {
        if matches!(&*self.store.borrow(), PropStore::Slots(_)) {
            self.unslot();
        }
        std::cell::Ref::map(self.store.borrow(), |s| match s {
            PropStore::Table(t) => t,
            PropStore::Slots(_) => unreachable!("unslotted above"),
        })
    }

    /// The property table for writing (a slotted object gets its table first).
    pub fn props_mut(&self) -> std::cell::RefMut<'_, PhpArray> {
        if matches!(&*self.store.borrow(), PropStore::Slots(_)) {
            self.unslot();
        }
        std::cell::RefMut::map(self.store.borrow_mut(), |s| match s {
            PropStore::Table(t) => t,
            PropStore::Slots(_) => unreachable!("unslotted above"),
        })
    }

    /// [`ObjectData::props_ref`], or `None` when the store is borrowed mutably
    /// (or, for a slotted object, at all).
    pub fn try_props_ref(&self) -> Option<std::cell::Ref<'_, PhpArray>> {
        if matches!(&*self.store.try_borrow().ok()?, PropStore::Slots(_)) && !self.unslot() {
            return None;
        }
        let st = self.store.try_borrow().ok()?;
        std::cell::Ref::filter_map(st, |s| match s {
            PropStore::Table(t) => Some(t),
            PropStore::Slots(_) => None,
        })
        .ok()
    }

    /// [`ObjectData::props_mut`], or `None` when the store is borrowed.
    pub fn try_props_mut(&self) -> Option<std::cell::RefMut<'_, PhpArray>> {
        if !self.unslot() {
            return None;
        }
        let st = self.store.try_borrow_mut().ok()?;
        std::cell::RefMut::filter_map(st, |s| match s {
            PropStore::Table(t) => Some(t),
            PropStore::Slots(_) => None,
        })
        .ok()
    }

    /// Whether the properties are still in slots.
    #[inline]
    pub fn is_slotted(&self) -> bool {
        matches!(&*self.store.borrow(), PropStore::Slots(_))
    }
}

impl PhpObject {
    /// Whether the engine state in the `internal` slot is a `T` (a
    /// generator's, a fiber's, ...).
    pub fn has_internal<T: Any>(&self) -> bool {
        self.0
            .internal
            .borrow()
            .as_ref()
            .is_some_and(|b| b.is::<T>())
    }

    /// The engine state in the `internal` slot as a `T`; panics if it is
    /// something else (callers check the class first).
    pub fn internal_mut<T: Any>(&self) -> std::cell::RefMut<'_, T> {
        std::cell::RefMut::map(self.0.internal.borrow_mut(), |i| {
            i.as_mut()
                .and_then(|b| b.downcast_mut::<T>())
                .expect("internal state of the expected type")
        })
    }

    pub fn new(class: Rc<dyn ClassInfo>, props: PhpArray) -> Self {
        let has_dtor = class.has_destructor();
        Self::with_store(class, PropStore::Table(props), has_dtor)
    }

    /// An object keeping its declared properties in slots (see [`PropStore`]):
    /// `slots[i]` is the property the class's [`ClassInfo::slot_key`] `i` names.
    #[inline]
    pub fn with_slots(class: Rc<dyn ClassInfo>, slots: impl Into<Slots>) -> Self {
        let has_dtor = class.has_destructor();
        Self::with_store(class, PropStore::Slots(slots.into()), has_dtor)
    }

    /// [`PhpObject::with_slots`] when the caller knows the class's
    /// [`ClassInfo::has_destructor`] (`new` has the concrete class: no
    /// dynamic call per object).
    #[inline]
    pub fn with_slots_dtor(class: Rc<dyn ClassInfo>, slots: Slots, has_dtor: bool) -> Self {
        Self::with_store(class, PropStore::Slots(slots), has_dtor)
    }

    /// `new` of an ordinary class: the object's slots are the class's
    /// defaults, copied straight into the new object (see [`DefaultSlots`]).
    #[inline]
    pub fn with_default_slots(
        class: Rc<dyn ClassInfo>,
        defaults: &DefaultSlots,
        has_dtor: bool,
    ) -> Self {
        let o = Self::with_store(class, PropStore::Slots(Slots::new()), has_dtor);
        // SAFETY: the object is new and not shared (no borrow of its store can
        // exist), and the store holds no slots, so it owns nothing.
        unsafe { defaults.write_store(o.0.store.as_ptr()) };
        o
    }

    #[inline(always)]
    fn with_store(class: Rc<dyn ClassInfo>, store: PropStore, has_dtor: bool) -> Self {
        let id = alloc_id();
        // The object is written field by field into its allocation: built
        // whole and then moved, it was copied by a `memcpy` call per `new`.
        let mut rc = Rc::<ObjectData>::new_uninit();
        let p = Rc::get_mut(&mut rc)
            .expect("a new Rc is unique")
            .as_mut_ptr();
        // SAFETY: `p` points at the fresh, unshared allocation; every field is
        // written exactly once (nothing can panic in between) before
        // `assume_init`.
        let rc = unsafe {
            std::ptr::addr_of_mut!((*p).id).write(id);
            std::ptr::addr_of_mut!((*p).class).write(class);
            std::ptr::addr_of_mut!((*p).store).write(RefCell::new(store));
            std::ptr::addr_of_mut!((*p).internal).write(RefCell::new(None));
            std::ptr::addr_of_mut!((*p).visiting).write(Cell::new(0));
            std::ptr::addr_of_mut!((*p).destructed).write(Cell::new(false));
            std::ptr::addr_of_mut!((*p).has_dtor).write(has_dtor);
            std::ptr::addr_of_mut!((*p).gc).write(Cell::new(0));
            rc.assume_init()
        };
        let o = PhpObject(rc);
        if has_dtor {
            LIVE.with(|l| l.borrow_mut().push(Rc::downgrade(&o.0)));
        }
        o
    }
    pub fn id(&self) -> u32 {
        self.0.id
    }
    pub fn class(&self) -> &Rc<dyn ClassInfo> {
        &self.0.class
    }
    pub fn class_name(&self) -> &[u8] {
        self.0.class.name()
    }
    pub fn ptr_eq(&self, other: &PhpObject) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
    pub fn same_class(&self, other: &PhpObject) -> bool {
        Rc::ptr_eq(&self.0.class, &other.0.class)
            || self.class_name().eq_ignore_ascii_case(other.class_name())
    }
    /// A copy of the property table (the `(array)` cast, `get_object_vars` before filtering).
    pub fn props(&self) -> PhpArray {
        match &*self.0.store.borrow() {
            PropStore::Table(t) => t.clone(),
            // A copy, leaving the object slotted.
            PropStore::Slots(s) => self.0.slots_table(s),
        }
    }
    /// The properties var_dump and print_r show (see [`ClassInfo::debug_props`]).
    pub fn debug_props(&self) -> PhpArray {
        self.0
            .class
            .debug_props(self)
            .unwrap_or_else(|| self.props())
    }
    /// The properties `(array)`, var_export and json_encode see (see [`ClassInfo::view_props`]).
    pub fn view_props(&self) -> PhpArray {
        self.0
            .class
            .view_props(self)
            .unwrap_or_else(|| self.props())
    }
    pub fn instance_of(&self, name: &[u8]) -> bool {
        self.0.class.is_subclass_of(name)
    }
    /// The object's class name as `get_debug_type()` reports it.
    /// The property-table entry at or after position `pos`, made a
    /// reference in place (`array_walk` over an object, which sees every
    /// property, mangled keys and all); `None` past the end.
    pub fn walk_ref(&self, pos: usize) -> Option<WalkRef> {
        let mut props = self.0.props_mut();
        let (pos, key, _) = props.entry_at(pos)?;
        let v = props.value_at_mut(pos)?;
        Some(match v {
            Value::Ref(r) => WalkRef {
                pos,
                key,
                cell: r.clone(),
                made: false,
            },
            other => {
                let cell = crate::Reference::new(std::mem::take(other));
                *other = Value::Ref(cell.clone());
                WalkRef {
                    pos,
                    key,
                    cell,
                    made: true,
                }
            }
        })
    }
    /// Undoes [`PhpObject::walk_ref`]'s reference at `pos` once nobody else
    /// holds it (php's refcount-1 references read as plain values).
    pub fn walk_unref(&self, w: &WalkRef) {
        if !w.made {
            return;
        }
        let mut props = self.0.props_mut();
        if let Some(v) = props.value_at_mut(w.pos) {
            if matches!(v, Value::Ref(r) if r.ptr_eq(&w.cell)) && w.cell.count() <= 2 {
                *v = w.cell.get();
            }
        }
    }
    pub fn debug_name(&self) -> String {
        let n = self.class_name();
        let n = match n.iter().position(|&b| b == 0) {
            Some(p) => &n[..p],
            None => n,
        };
        String::from_utf8_lossy(n).into_owned()
    }
    /// Enters a recursion guard; false when this object is already being walked.
    pub fn enter(&self) -> bool {
        if self.0.visiting.get() > 0 {
            return false;
        }
        self.0.visiting.set(1);
        true
    }
    pub fn leave(&self) {
        self.0.visiting.set(0);
    }
}

impl fmt::Debug for PhpObject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "object({})#{}", self.debug_name(), self.0.id)
    }
}

impl From<PhpObject> for Value {
    fn from(o: PhpObject) -> Value {
        Value::Object(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::{compare, loose_eq, strict_eq};
    use crate::ArrayKey;

    struct C(&'static [u8]);
    impl ClassInfo for C {
        fn name(&self) -> &[u8] {
            self.0
        }
        fn as_any(&self) -> &dyn Any {
            self
        }
    }

    fn obj(class: &Rc<dyn ClassInfo>, props: &[(&str, i64)]) -> PhpObject {
        let mut t = PhpArray::new();
        for (k, v) in props {
            t.insert(ArrayKey::from_bytes(k.as_bytes()), Value::Int(*v));
        }
        PhpObject::new(class.clone(), t)
    }

    struct Slotted;
    impl ClassInfo for Slotted {
        fn name(&self) -> &[u8] {
            b"S"
        }
        fn as_any(&self) -> &dyn Any {
            self
        }
        fn slot_key(&self, slot: usize) -> Option<crate::PhpStr> {
            [&b"a"[..], b"\0S\0b", b"c"]
                .get(slot)
                .map(|k| crate::PhpStr::from(*k))
        }
    }

    #[test]
    fn slots_become_the_table_in_declaration_order() {
        let class: Rc<dyn ClassInfo> = Rc::new(Slotted);
        let o = PhpObject::with_slots(class, vec![Some(Value::Int(1)), None, Some(Value::Null)]);
        // A copy leaves the slots in place.
        let copy = o.props();
        assert!(o.0.is_slotted());
        let keys: Vec<_> = copy.iter().map(|(k, _)| k.clone()).collect();
        assert_eq!(keys, vec![ArrayKey::from("a"), ArrayKey::from("c")]);
        // The uninitialised slot, set later, takes its declared place.
        if let PropStore::Slots(s) = &mut *o.0.store.borrow_mut() {
            s[1] = Some(Value::Int(2));
        }
        o.0.props_mut().insert(ArrayKey::from("d"), Value::Int(4));
        assert!(!o.0.is_slotted());
        let keys: Vec<_> = o.0.props_ref().iter().map(|(k, _)| k.clone()).collect();
        assert_eq!(
            keys,
            vec![
                ArrayKey::from("a"),
                ArrayKey::from_bytes(b"\0S\0b"),
                ArrayKey::from("c"),
                ArrayKey::from("d")
            ]
        );
    }

    #[test]
    fn mangling_round_trips() {
        assert_eq!(mangle(b"x", Visibility::Private, b"A"), b"\0A\0x");
        assert_eq!(mangle(b"x", Visibility::Protected, b""), b"\0*\0x");
        assert_eq!(
            unmangle(b"\0A\0x"),
            (&b"x"[..], Visibility::Private, &b"A"[..])
        );
        assert_eq!(
            unmangle(b"\0*\0x"),
            (&b"x"[..], Visibility::Protected, &b""[..])
        );
        assert_eq!(unmangle(b"x"), (&b"x"[..], Visibility::Public, &b""[..]));
    }

    #[test]
    fn ids_are_reused_most_recent_first() {
        reset_object_ids();
        let c: Rc<dyn ClassInfo> = Rc::new(C(b"A"));
        let a = obj(&c, &[]);
        let b = obj(&c, &[]);
        let d = obj(&c, &[]);
        assert_eq!((a.id(), b.id(), d.id()), (1, 2, 3));
        drop(a);
        drop(b);
        assert_eq!(obj(&c, &[]).id(), 2);
    }

    #[test]
    fn comparison() {
        let a: Rc<dyn ClassInfo> = Rc::new(C(b"A"));
        let b: Rc<dyn ClassInfo> = Rc::new(C(b"B"));
        let x = Value::Object(obj(&a, &[("p", 1)]));
        let y = Value::Object(obj(&a, &[("p", 1)]));
        let z = Value::Object(obj(&a, &[("p", 2)]));
        let w = Value::Object(obj(&b, &[("p", 1)]));
        assert!(loose_eq(&x, &y) && !strict_eq(&x, &y) && strict_eq(&x, &x.clone()));
        assert_eq!(compare(&x, &z), Some(std::cmp::Ordering::Less));
        assert_eq!(compare(&x, &w), None);
        assert!(!loose_eq(&x, &Value::Null) && loose_eq(&x, &Value::Bool(true)));
    }

    /// An object against a scalar goes through the cast hook: a notice and 1
    /// for numbers, `__toString` for strings, greater when that fails.
    #[test]
    fn object_against_scalars() {
        use crate::compare::{compare_with, loose_eq_with, ObjectCast};
        use std::cmp::Ordering;
        struct Hook(Vec<String>, Option<&'static [u8]>);
        impl ObjectCast for Hook {
            fn object_to_string(&mut self, _o: &PhpObject) -> Option<crate::PhpStr> {
                self.1.map(crate::PhpStr::from)
            }
            fn notice(&mut self, msg: &str) {
                self.0.push(msg.to_owned());
            }
        }
        let a: Rc<dyn ClassInfo> = Rc::new(C(b"A"));
        let x = Value::Object(obj(&a, &[]));
        let mut h = Hook(Vec::new(), None);
        assert!(loose_eq_with(&Value::Int(1), &x, &mut h));
        assert_eq!(
            compare_with(&x, &Value::Float(2.0), &mut h),
            Some(Ordering::Less)
        );
        assert_eq!(
            h.0,
            [
                "Object of class A could not be converted to int",
                "Object of class A could not be converted to float"
            ]
        );
        assert_eq!(
            compare_with(&x, &Value::Str("z".into()), &mut h),
            Some(Ordering::Greater)
        );
        assert_eq!(compare_with(&Value::Null, &x, &mut h), Some(Ordering::Less));
        let mut h = Hook(Vec::new(), Some(b"5"));
        assert!(loose_eq_with(&Value::Str("05".into()), &x, &mut h));
        assert!(h.0.is_empty());
    }
}
