//! Typed references: a reference that a typed property holds (`$r = &$o->p`,
//! `f($o->p)` by reference, `$o->p = &$x`, a typed static property's cell)
//! carries the property's type, and every write through any of its names is
//! coerced as an assignment to the property would be, or refused with php's
//! TypeError ("Cannot assign string to reference held by property A::$p of
//! type int"). This is php's reference "type sources".
//!
//! `Reference` is a bare `Rc<RefCell<Value>>` shared by every hot path, so
//! the sources live here, in a thread-local table keyed by the cell's
//! address, and the table keeps a `Weak` to each typed cell: a nonzero weak
//! count is the one-load test the write paths make before coming here (the
//! cycle collector also holds weak handles to references while it runs; such
//! a cell is simply not found). The `Weak` also keeps the address from being
//! reused by another reference while the entry exists.
//!
//! Sources are not removed when a property lets go of the reference (unset,
//! rebinding, the object's death): each is checked when used — its object
//! alive and its property still holding this very cell — and dropped then.

use crate::vm::Vm;
use rphp_bytecode::TypeDecl;
use rphp_value::object::ObjectData;
use rphp_value::{ErrorLevel, Fault, PhpStr, Reference, Value};
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// What holds the reference as a typed property.
enum Owner {
    /// An object's property, by its mangled key.
    Prop(Weak<ObjectData>, PhpStr),
    /// A static property (its cell is the reference itself).
    Static,
}

struct Source {
    owner: Owner,
    /// The declaring class's name, for messages.
    class: Rc<[u8]>,
    name: Rc<[u8]>,
    ty: TypeDecl,
}

struct Entry {
    cell: Weak<RefCell<Value>>,
    sources: Vec<Source>,
}

#[derive(Default)]
struct Table {
    map: std::collections::HashMap<usize, Entry, rustc_hash::FxBuildHasher>,
    prune_at: usize,
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::new(Table::default());
    /// Typed references passed by reference to the builtins now running:
    /// (the builtin's `native` depth, the reference, its value before the call).
    static WATCHED: RefCell<Vec<(usize, Reference, Value)>> = const { RefCell::new(Vec::new()) };
    /// `WATCHED`'s length (what every builtin call asks, cheaply).
    static WATCHING: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Whether `r` may be a typed reference (false: certainly not).
#[inline(always)]
pub(crate) fn maybe_typed(r: &Reference) -> bool {
    Rc::weak_count(&r.0) != 0
}

fn key(r: &Reference) -> usize {
    Rc::as_ptr(&r.0) as usize
}

impl Source {
    /// Whether the owner still holds the reference `r`.
    fn live(&self, r: &Reference) -> bool {
        match &self.owner {
            Owner::Static => true,
            Owner::Prop(obj, k) => {
                let Some(obj) = obj.upgrade() else {
                    return false;
                };
                let Ok(store) = obj.store.try_borrow() else {
                    // Being written right now: assume it still holds it.
                    return true;
                };
                match &*store {
                    rphp_value::PropStore::Table(t) => {
                        matches!(t.get_str(k.as_bytes()), Some(Value::Ref(x)) if x.ptr_eq(r))
                    }
                    // A reference in a property makes the object use its table.
                    rphp_value::PropStore::Slots(_) => false,
                }
            }
        }
    }

    fn same_owner(&self, other: &Owner) -> bool {
        match (&self.owner, other) {
            (Owner::Static, Owner::Static) => true,
            (Owner::Prop(a, ka), Owner::Prop(b, kb)) => a.ptr_eq(b) && ka == kb,
            _ => false,
        }
    }
}

fn add(r: &Reference, s: Source) {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        if t.map.len() >= t.prune_at {
            t.map.retain(|_, e| e.cell.strong_count() != 0);
            t.prune_at = (t.map.len() * 2).max(64);
        }
        let e = t.map.entry(key(r)).or_insert_with(|| Entry {
            cell: Rc::downgrade(&r.0),
            sources: Vec::new(),
        });
        if !e.sources.iter().any(|x| x.same_owner(&s.owner)) {
            e.sources.push(s);
        }
    });
}

/// A source as the checks use it: declaring class, property, type.
type SourceView = (Rc<[u8]>, Rc<[u8]>, TypeDecl);

/// The live sources of `r`, dropping dead ones.
fn sources(r: &Reference) -> Vec<SourceView> {
    if !maybe_typed(r) {
        return Vec::new();
    }
    let taken = TABLE.with(|t| t.borrow_mut().map.remove(&key(r)));
    let Some(mut e) = taken else {
        return Vec::new();
    };
    // (Checked outside the table's borrow: a liveness check reads objects.)
    e.sources.retain(|s| s.live(r));
    let out = e
        .sources
        .iter()
        .map(|s| (s.class.clone(), s.name.clone(), s.ty.clone()))
        .collect();
    if !e.sources.is_empty() {
        TABLE.with(|t| {
            let mut t = t.borrow_mut();
            match t.map.get_mut(&key(r)) {
                // Sources added meanwhile (by a liveness check? never): keep both.
                Some(cur) => cur.sources.append(&mut e.sources),
                None => {
                    t.map.insert(key(r), e);
                }
            }
        });
    }
    out
}

/// How a write reaches a typed reference (php words each differently).
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Write {
    /// Through a name of the reference: a variable, an argument, an element.
    Ref,
    /// As the property itself (`$o->p .= "x"`, `A::$s = 1`).
    Prop,
}

fn prop_desc(class: &[u8], name: &[u8], ty: &TypeDecl) -> String {
    format!(
        "{}::${} of type {}",
        String::from_utf8_lossy(class),
        String::from_utf8_lossy(name),
        ty.display
    )
}

impl Vm {
    /// `r` is now held by the typed property `name` (declared in `class`) of
    /// `obj` under the table key `key`.
    pub(crate) fn typed_ref_prop(
        &mut self,
        r: &Reference,
        obj: &rphp_value::PhpObject,
        key: &PhpStr,
        class: &[u8],
        name: &[u8],
        ty: &TypeDecl,
    ) {
        add(
            r,
            Source {
                owner: Owner::Prop(Rc::downgrade(&obj.0), key.clone()),
                class: class.into(),
                name: name.into(),
                ty: ty.clone(),
            },
        );
    }

    /// `$o->p = &$x` for the typed property `p`: the reference's value must
    /// be one the property takes. A reference no typed property holds yet
    /// has its value coerced; one that others hold must already be of an
    /// accepted type, since coercing it would change their value.
    pub(crate) fn typed_ref_bind(
        &mut self,
        r: &Reference,
        p: &crate::classes::PropRt,
    ) -> Result<(), Fault> {
        let Some(ty) = &p.ty else { return Ok(()) };
        self.typed_ref_bind_to(r, ty, &p.declaring, &p.name)
    }

    /// [`Vm::typed_ref_bind`] for the property `declaring::$name` of type `ty`
    /// (an instance or a static property).
    pub(crate) fn typed_ref_bind_to(
        &mut self,
        r: &Reference,
        ty: &TypeDecl,
        declaring: &[u8],
        name: &[u8],
    ) -> Result<(), Fault> {
        let v = r.get();
        let srcs = sources(r);
        let strict = self.frames.last().is_some_and(|f| f.func.code.strict_types);
        if srcs.is_empty() {
            if let Ok((nv, note)) = crate::calls::coerce_decl(ty, v.clone(), strict) {
                if let Some(msg) = note {
                    self.raise(ErrorLevel::Deprecated, &msg)?;
                }
                r.set(nv);
                return Ok(());
            }
        } else {
            let exact = match crate::calls::coerce_decl(ty, v.clone(), true) {
                Ok((nv, _)) => std::mem::discriminant(&nv) == std::mem::discriminant(&v),
                Err(()) => false,
            };
            if exact {
                return Ok(());
            }
            if crate::calls::coerce_decl(ty, v.clone(), false).is_ok() {
                let (c0, n0, t0) = &srcs[0];
                let msg = format!(
                    "Reference with value of type {} held by property {} is not compatible with property {}",
                    crate::calls::given_type(&v),
                    prop_desc(c0, n0, t0),
                    prop_desc(declaring, name, ty)
                );
                return Err(self.throw_error("TypeError", msg));
            }
        }
        let msg = format!(
            "Cannot assign {} to property {}",
            crate::calls::given_type(&v),
            prop_desc(declaring, name, ty)
        );
        Err(self.throw_error("TypeError", msg))
    }

    /// Whether `r` is held by a typed property now.
    pub(crate) fn is_typed_ref(&self, r: &Reference) -> bool {
        !sources(r).is_empty()
    }

    /// `v` as the typed reference `r` takes it: coerced for each property
    /// holding it (php's weak-mode rules unless the running code is strict),
    /// or the TypeError naming the first property that refuses it.
    pub(crate) fn typed_ref_value(
        &mut self,
        r: &Reference,
        v: Value,
        how: Write,
    ) -> Result<Value, Fault> {
        let srcs = sources(r);
        if srcs.is_empty() {
            return Ok(v);
        }
        let strict = self.frames.last().is_some_and(|f| f.func.code.strict_types);
        let mut v = v.deref();
        for (class, name, ty) in &srcs {
            match crate::calls::coerce_decl(ty, v.clone(), strict) {
                Ok((nv, note)) => {
                    if let Some(msg) = note {
                        self.raise(ErrorLevel::Deprecated, &msg)?;
                    }
                    v = nv;
                }
                Err(()) => {
                    let what = match how {
                        Write::Ref => "reference held by property",
                        Write::Prop => "property",
                    };
                    let msg = format!(
                        "Cannot assign {} to {what} {}",
                        crate::calls::given_type(&v),
                        prop_desc(class, name, ty)
                    );
                    return Err(self.throw_error("TypeError", msg));
                }
            }
        }
        Ok(v)
    }

    /// `++`/`--` on the typed reference `r`: `old` became `new`; an int that
    /// overflowed into a float a property cannot hold is php's own error.
    pub(crate) fn typed_ref_incdec(
        &mut self,
        r: &Reference,
        old: &Value,
        new: Value,
        inc: bool,
        how: Write,
    ) -> Result<Value, Fault> {
        if let (Value::Int(_), Value::Float(_)) = (old, &new) {
            let srcs = sources(r);
            let refusing = srcs.iter().find(|(_, _, ty)| {
                ty.mask & rphp_bytecode::ty::FLOAT == 0 && ty.mask & rphp_bytecode::ty::MIXED == 0
            });
            if let Some((class, name, ty)) = refusing {
                let msg = format!(
                    "Cannot {} {}{} past its {} value",
                    if inc { "increment" } else { "decrement" },
                    if how == Write::Ref {
                        "a reference held by property "
                    } else {
                        "property "
                    },
                    prop_desc(class, name, ty),
                    if inc { "maximal" } else { "minimal" }
                );
                return Err(self.throw_error("TypeError", msg));
            }
        }
        self.typed_ref_value(r, new, how)
    }

    /// Writes `v` into slot `x` of the running frame, which holds a
    /// reference that may be typed (the interpreter's stores come here when
    /// `maybe_typed` says so).
    pub(crate) fn store_typed_slot(&mut self, x: u32, v: Value) -> Result<(), Fault> {
        let base = self.frames.last().expect("frame").base;
        let r = match &self.stack[base + x as usize] {
            Some(Value::Ref(r)) => r.clone(),
            _ => {
                return self.set_slot(x, v);
            }
        };
        let v = self.typed_ref_value(&r, v, Write::Ref)?;
        r.set(v);
        Ok(())
    }

    /// The interpreter's one exit for a store into slot `x` of the running
    /// frame when the slot holds a reference that may be typed: `at` is the
    /// next instruction, saved as the frame's pc before the store so a
    /// TypeError reports the line of the store. Out of line and shared by
    /// every store site of `execute`, whose common store stays a plain
    /// write. An error the script catches has moved the frame's pc (Ok: the
    /// loop reloads either way); one it does not is returned.
    #[cold]
    #[inline(never)]
    pub(crate) fn store_exit(
        &mut self,
        x: u32,
        v: Value,
        at: *const rphp_bytecode::Instr,
    ) -> Result<(), Fault> {
        let fr = self.frames.last_mut().expect("frame");
        // SAFETY: `at` points into (or one past) the code of this frame's function.
        fr.pc = unsafe { at.offset_from(fr.func.code.code.as_ptr()) } as u32;
        match self.set_slot(x, v) {
            Ok(()) => Ok(()),
            Err(e) => self.handle_fault(e),
        }
    }

    /// A builtin is about to run with the typed reference `r` as a
    /// by-reference argument: its writes are checked when it returns.
    pub(crate) fn watch_typed_arg(&mut self, r: &Reference) {
        let depth = self.native.len();
        WATCHED.with(|w| w.borrow_mut().push((depth, r.clone(), r.get())));
        WATCHING.with(|c| c.set(c.get() + 1));
    }

    /// The builtin at `native` depth `depth` returned: every typed reference
    /// it was given must still hold a value its properties accept (coerced
    /// as php's by-reference assignments are); otherwise the old value is
    /// put back and the TypeError replaces the builtin's result.
    pub(crate) fn check_typed_args(
        &mut self,
        depth: usize,
        r: Result<Value, Fault>,
    ) -> Result<Value, Fault> {
        let mine: Vec<(Reference, Value)> = WATCHED.with(|w| {
            let mut w = w.borrow_mut();
            let at = w.iter().position(|e| e.0 >= depth).unwrap_or(w.len());
            let mine: Vec<(Reference, Value)> = w.drain(at..).map(|(_, r, v)| (r, v)).collect();
            WATCHING.with(|c| c.set(w.len()));
            mine
        });
        let mut r = r;
        for (cell, old) in mine {
            let now = cell.get();
            match self.typed_ref_value(&cell, now, Write::Ref) {
                Ok(v) => cell.set(v),
                Err(e) => {
                    cell.set(old);
                    if r.is_ok() {
                        r = Err(e);
                    }
                }
            }
        }
        r
    }
}

/// `r` is the cell of the typed static property `class::$name`.
pub(crate) fn add_static(r: &Reference, class: &[u8], name: &[u8], ty: &TypeDecl) {
    add(
        r,
        Source {
            owner: Owner::Static,
            class: class.into(),
            name: name.into(),
            ty: ty.clone(),
        },
    );
}

/// `r` is no longer the cell of the typed static property `class::$name`
/// (it was rebound to another reference).
pub(crate) fn remove_static(r: &Reference, class: &[u8], name: &[u8]) {
    TABLE.with(|t| {
        if let Some(e) = t.borrow_mut().map.get_mut(&key(r)) {
            e.sources.retain(|s| {
                !(matches!(s.owner, Owner::Static) && &*s.class == class && &*s.name == name)
            });
        }
    });
}

/// Whether `r` is the cell of a typed static property.
pub(crate) fn held_by_static(r: &Reference) -> bool {
    maybe_typed(r)
        && TABLE.with(|t| {
            t.borrow()
                .map
                .get(&key(r))
                .is_some_and(|e| e.sources.iter().any(|s| matches!(s.owner, Owner::Static)))
        })
}

/// Whether builtins now running were given typed references.
#[inline]
pub(crate) fn watching() -> bool {
    WATCHING.with(|c| c.get() != 0)
}
