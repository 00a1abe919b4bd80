//! Inline fast paths for the hottest object opcodes: reading, writing and
//! referencing a declared property, and starting a method call, when the
//! member is plainly accessible from the running function. The interpreter
//! tries these before the general `#[cold]` handler (objects.rs); anything
//! else (another class's scope, typed or readonly properties, a property
//! not in the table, `__get`/`__call`, destructors waiting to run) answers
//! `None` and takes the general path, which has php's exact behaviour and
//! messages. Each answer here is what that path would compute.

use crate::classes::{class_of, ClassRt, MethodRt, PropRt};
use crate::runtime::FuncRt;
use rphp_bytecode::class::PUBLIC;
use rphp_bytecode::LIT;
use rphp_value::{PhpObject, PropStore, Value};

/// How the running function's class scope relates to an object's class.
enum Scope {
    /// Not a method: no class scope.
    Global,
    /// A method of exactly the object's class.
    Same,
}

/// The scope relation, when it is one the fast paths handle (`None`: another
/// class, or a method whose scope `Vm::scope_class` has not looked up yet).
#[inline]
fn scope(f: &FuncRt, class: &ClassRt) -> Option<Scope> {
    if !f.is_method {
        return Some(Scope::Global);
    }
    let cached = f.scope.borrow();
    let sc = cached.as_ref()?;
    std::ptr::eq(sc.as_ptr(), class).then_some(Scope::Same)
}

/// Records the running method's class scope when `Vm::scope_class` has not
/// looked it up yet and the method is declared by `obj`'s own class (named
/// `Class::m` with that class's name, the very class `scope_class` would
/// find), so a method's first member access takes the fast paths too: taken
/// by the general path, a `$this->n++` left the property a reference and
/// the object with a hash table, and every later access slow.
#[cold]
#[inline(never)]
fn learn_scope(f: &FuncRt, obj: &PhpObject, class: &ClassRt) {
    if !f.is_method || f.scope.borrow().is_some() {
        return;
    }
    let name = &f.code.name;
    let Some(p) = name.windows(2).position(|w| w == b"::") else {
        return;
    };
    if !name[..p].eq_ignore_ascii_case(&class.name) {
        return;
    }
    let rc: std::rc::Rc<dyn rphp_value::ClassInfo> = obj.class().clone();
    // SAFETY: `class_of(obj)` found the object's class to be a `ClassRt`, so
    // the allocation behind this `Rc` holds one.
    let rc = unsafe { std::rc::Rc::from_raw(std::rc::Rc::into_raw(rc) as *const ClassRt) };
    *f.scope.borrow_mut() = Some(std::rc::Rc::downgrade(&rc));
}

/// Whether a public property `name` is the one a method of another class
/// (an inherited constructor setting `$this->value` on a subclass object, say)
/// reaches: it is, unless that class has its own non-public `name`, which php
/// would pick instead (its private property shadows the public one) or which
/// needs the general path's checks.
#[cold]
fn public_from_other_scope(f: &FuncRt, name: &[u8]) -> bool {
    let Some(sc) = f.scope.borrow().as_ref().and_then(|w| w.upgrade()) else {
        return false;
    };
    sc.prop_index
        .get(name)
        .is_none_or(|&i| sc.props[i].vis == PUBLIC)
}

/// Whether a member declared in `declaring` with `vis` is visible (and is the
/// one `Vm::lookup_prop`/`init_method` would pick) from `scope`.
#[inline]
fn visible(
    scope: Scope,
    class: &ClassRt,
    vis: rphp_bytecode::class::Vis,
    declaring: &[u8],
) -> bool {
    match scope {
        Scope::Global => vis == PUBLIC,
        // Declared by this very class (any visibility), or public.
        Scope::Same => vis == PUBLIC || declaring.eq_ignore_ascii_case(&class.name),
    }
}

/// The address an inline cache keys an object's class by (its `ClassRt`'s
/// address when it is one: the data pointer of the `Rc<dyn ClassInfo>`).
#[inline]
fn class_key(obj: &PhpObject) -> usize {
    std::rc::Rc::as_ptr(obj.class()) as *const u8 as usize
}

/// The declared property `name` of `obj`, if it is plainly accessible from `f`,
/// with its index in the class's `props` (where it usually sits in the
/// object's table too: see `PhpArray::str_at`).
/// `operand` is the instruction operand that held `name`: when it is a
/// literal, the answer is remembered in `f.prop_ic` for the object's class.
/// The cache hit is inlined into the interpreter; a miss takes `prop_miss`.
#[inline(always)]
pub(crate) fn prop<'o>(
    f: &FuncRt,
    obj: &'o PhpObject,
    name: &[u8],
    operand: u32,
) -> Option<(&'o PropRt, usize)> {
    if operand & LIT != 0 {
        if let Some(ic) = f.prop_ic.get((operand & !LIT) as usize) {
            return match prop_hit(ic, obj) {
                Some(hit) => Some(hit),
                None => prop_miss(f, obj, name, Some(ic)),
            };
        }
    }
    prop_miss(f, obj, name, None)
}

/// What the property inline cache `ic` remembers for `obj`'s class, if
/// either entry is for it (no lookup on a miss: the hot loop, fast_loop.rs,
/// hands such an instruction back to `execute`).
#[inline(always)]
pub(crate) fn prop_hit<'o>(ic: &PropIc, obj: &'o PhpObject) -> Option<(&'o PropRt, usize)> {
    let i = prop_hit_slot(ic, obj)?;
    // SAFETY: the cache entry for this key was stored by `prop_miss` from a
    // `ClassRt` at this address (the object's class, which `obj` keeps
    // alive); classes live as long as the request, so the address still
    // names that class: no downcast needed.
    let class = unsafe { &*(class_key(obj) as *const ClassRt) };
    class.props.get(i).map(|p| (p, i))
}

/// [`prop_hit`]'s slot index alone (a read needs nothing else).
/// (An empty entry's key 0 is never an object's class.)
#[inline(always)]
pub(crate) fn prop_hit_slot(ic: &PropIc, obj: &PhpObject) -> Option<usize> {
    let key = class_key(obj);
    let [(k0, i0), (k1, i1)] = ic.get();
    if k0 == key {
        Some(i0 as usize)
    } else if k1 == key {
        Some(i1 as usize)
    } else {
        None
    }
}

/// [`prop`] when the inline cache has no answer for the object's class.
#[inline(never)]
fn prop_miss<'o>(
    f: &FuncRt,
    obj: &'o PhpObject,
    name: &[u8],
    ic: Option<&PropIc>,
) -> Option<(&'o PropRt, usize)> {
    let key = class_key(obj);
    let class = class_of(obj)?;
    debug_assert_eq!(class as *const ClassRt as usize, key);
    learn_scope(f, obj, class);
    let &i = class.prop_index.get(name)?;
    let p = &class.props[i];
    let visible = match scope(f, class) {
        Some(s) => visible(s, class, p.vis, &p.declaring),
        None => p.vis == PUBLIC && public_from_other_scope(f, name),
    };
    if !visible {
        return None;
    }
    if let Some(ic) = ic {
        // The newest answer first; the older one stays as the second entry
        // (a site that sees two classes in turn keeps hitting).
        let [e0, _] = ic.get();
        ic.set([(key, i as u32), e0]);
    }
    Some((p, i))
}

/// The instance method `name` of `obj`, if a call from `f` plainly reaches it
/// (remembered in `f.method_ic` when `operand`, which held `name`, is a literal).
/// The cache hit is inlined into the interpreter; a miss takes `method_miss`.
#[inline(always)]
pub(crate) fn method<'o>(
    f: &FuncRt,
    obj: &'o PhpObject,
    name: &[u8],
    operand: u32,
) -> Option<&'o MethodRt> {
    if operand & LIT != 0 {
        if let Some(ic) = f.method_ic.get((operand & !LIT) as usize) {
            if let Some(m) = ic_find(ic, class_key(obj)) {
                // SAFETY: stored by `method_miss` (or `static_method`) from this
                // very class's `methods`, which is not changed once the class is
                // declared; the class outlives `obj`'s borrow.
                let m = unsafe { &*m };
                // A static method remembered by a static call of the same name.
                if !m.is_static {
                    return Some(m);
                }
            }
            return method_miss(f, obj, name, Some(ic));
        }
    }
    method_miss(f, obj, name, None)
}

/// [`method`] when the inline cache has no answer for the object's class.
#[inline(never)]
fn method_miss<'o>(
    f: &FuncRt,
    obj: &'o PhpObject,
    name: &[u8],
    ic: Option<&MethodIc>,
) -> Option<&'o MethodRt> {
    let key = class_key(obj);
    let class = class_of(obj)?;
    learn_scope(f, obj, class);
    let m = class.find_method(name)?;
    if m.is_static || m.is_abstract {
        return None;
    }
    let s = scope(f, class)?;
    if !visible(s, class, m.vis, &m.declaring) {
        return None;
    }
    if let Some(ic) = ic {
        ic_store(ic, key, m);
    }
    Some(m)
}

/// The static method `name` of the class named `class`, called from code
/// outside any class (so nothing is forwarded), if plainly public.
/// Remembered in `f.method_ic` like `method`'s answers (when `operand`, which
/// held `name`, is a literal); each side checks `is_static` on a hit.
#[inline]
pub(crate) fn static_method<'c>(
    f: &FuncRt,
    class: &'c ClassRt,
    name: &[u8],
    operand: u32,
) -> Option<&'c MethodRt> {
    if f.is_method || class.flags & rphp_bytecode::class::flags::TRAIT != 0 {
        return None;
    }
    let key = class as *const ClassRt as usize;
    let ic = (operand & LIT != 0)
        .then(|| f.method_ic.get((operand & !LIT) as usize))
        .flatten();
    if let Some(m) = ic.and_then(|ic| ic_find(ic, key)) {
        // SAFETY: as in `method`: an entry of this class's `methods`.
        let m = unsafe { &*m };
        if m.is_static {
            return Some(m);
        }
    }
    let m = class.find_method(name)?;
    let ok = m.is_static && !m.is_abstract && m.vis == PUBLIC;
    if ok {
        if let Some(ic) = ic {
            ic_store(ic, key, m);
        }
    }
    ok.then_some(m)
}

/// `new`'s constructor for `obj` when it is the public one `InitCtor`'s fast
/// path calls (`ClassRt::ctor_fast`: public, not static, not abstract),
/// remembered in `f.method_ic` for the `__construct` literal `operand` by
/// the object's class, as `method` remembers its answers (a hit saves the
/// downcast to `ClassRt`).
#[inline(always)]
pub(crate) fn ctor<'o>(f: &FuncRt, obj: &'o PhpObject, operand: u32) -> Option<&'o MethodRt> {
    let ic = (operand & LIT != 0)
        .then(|| f.method_ic.get((operand & !LIT) as usize))
        .flatten();
    if let Some(m) = ic.and_then(|ic| ic_find(ic, class_key(obj))) {
        // SAFETY: as in `method`: an entry of the object's class's `methods`.
        let m = unsafe { &*m };
        // (An entry `method` stored for `$o->__construct()` from inside the
        // class may be a non-public one: only the public one counts here.)
        if m.vis == PUBLIC && !m.is_static && !m.is_abstract {
            return Some(m);
        }
    }
    ctor_miss(obj, ic)
}

/// [`ctor`] when the inline cache has no answer for the object's class.
#[inline(never)]
fn ctor_miss<'o>(obj: &'o PhpObject, ic: Option<&MethodIc>) -> Option<&'o MethodRt> {
    let class = class_of(obj)?;
    let m = class
        .find_method(b"__construct")
        .filter(|m| m.vis == PUBLIC && !m.is_static && !m.is_abstract)?;
    if let Some(ic) = ic {
        ic_store(ic, class_key(obj), m);
    }
    Some(m)
}

/// One method inline-cache slot (see `FuncRt::method_ic`).
pub(crate) type MethodIc = std::cell::Cell<[(usize, *const MethodRt); 2]>;

/// One property inline-cache slot (see `FuncRt::prop_ic`).
pub(crate) type PropIc = std::cell::Cell<[(usize, u32); 2]>;

/// The method remembered for the class at `key`, if either entry has it.
#[inline]
fn ic_find(ic: &MethodIc, key: usize) -> Option<*const MethodRt> {
    let [(k0, m0), (k1, m1)] = ic.get();
    if k0 == key {
        Some(m0)
    } else if k1 == key {
        Some(m1)
    } else {
        None
    }
}

/// Remembers `m` for the class at `key`, keeping the previous newest entry.
#[inline]
fn ic_store(ic: &MethodIc, key: usize, m: &MethodRt) {
    let [e0, _] = ic.get();
    ic.set([(key, m as *const MethodRt), e0]);
}

/// Writes `v` (already converted for a typed property) into declared
/// property slot `i` of a slotted object (see `PropStore::Slots`), through a
/// reference the slot holds; an uninitialised typed property (an empty
/// slot) is set, unless the object has native state (whose class may keep
/// properties elsewhere). `Err(v)` back when the object has a table or the
/// slot is not one this can write: the caller takes the table path.
#[inline]
pub(crate) fn write_slot(o: &PhpObject, i: usize, v: Value) -> Result<(), Value> {
    let mut st = o.0.store.borrow_mut();
    let PropStore::Slots(s) = &mut *st else {
        return Err(v);
    };
    match s.get_mut(i) {
        Some(Some(Value::Ref(r))) => {
            let r = r.clone();
            drop(st);
            r.set(v);
            Ok(())
        }
        Some(Some(slot)) => {
            let old = std::mem::replace(slot, v);
            // The old value goes after the borrow (its destructor may look).
            drop(st);
            drop(old);
            Ok(())
        }
        Some(slot @ None) if o.0.internal.borrow().is_none() => {
            *slot = Some(v);
            Ok(())
        }
        _ => Err(v),
    }
}
