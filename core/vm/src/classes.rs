//! Runtime classes: built from the script's `ClassDecl`s when declared,
//! with inherited members copied in (so a lookup is one hash probe), and the
//! request's class table.

use crate::runtime::{FuncRt, ScriptRt};
use crate::vm::Vm;
use rphp_bytecode::class::{flags, ClassDecl, Init, Vis, PRIVATE, PROTECTED, PUBLIC};
use rphp_bytecode::TypeDecl;
use rphp_value::object::{mangle, ClassInfo, Visibility};
use rphp_value::{ArrayKey, Fault, PhpArray, PhpStr, Reference, Value};
use std::any::Any;
use std::cell::{OnceCell, RefCell};
// Fx hashing: class member and class table lookups are on the hot path of
// every object operation (SipHash cost more than the rest of a lookup).
type HashMap<K, V> = std::collections::HashMap<K, V, rustc_hash::FxBuildHasher>;
type HashSet<K> = std::collections::HashSet<K, rustc_hash::FxBuildHasher>;
use std::rc::Rc;

/// A constant expression and where to evaluate it.
#[derive(Clone)]
pub struct Lazy {
    pub init: Init,
    pub script: Rc<ScriptRt>,
    pub value: Rc<RefCell<Option<Value>>>,
}

#[derive(Clone)]
pub struct PropRt {
    pub name: Vec<u8>,
    /// The mangled key in the property table.
    pub key: PhpStr,
    pub vis: Vis,
    /// The declaring class's name.
    pub declaring: Vec<u8>,
    pub default: Option<Lazy>,
    pub ty: Option<TypeDecl>,
    pub readonly: bool,
}

/// Where a static property's value lives: a reference that the class and the
/// subclasses inheriting the property share, and that `A::$s = &$x` replaces
/// (the property then names `$x`'s reference) instead of nesting a reference
/// inside it.
#[derive(Clone)]
pub struct StaticCell(Rc<RefCell<Reference>>);

impl StaticCell {
    pub fn new(r: Reference) -> Self {
        StaticCell(Rc::new(RefCell::new(r)))
    }
    /// The reference the property names now.
    pub fn reference(&self) -> Reference {
        self.0.borrow().clone()
    }
    pub fn get(&self) -> Value {
        self.0.borrow().get()
    }
    pub fn set(&self, v: Value) {
        self.0.borrow().set(v)
    }
    /// Whether the property names `r` now.
    pub fn holds(&self, r: &Reference) -> bool {
        self.0.borrow().ptr_eq(r)
    }
    /// Makes the property name `r` (binding by reference).
    pub fn rebind(&self, r: Reference) {
        *self.0.borrow_mut() = r;
    }
}

#[derive(Clone)]
pub struct StaticRt {
    /// The property's value (a typed one is a typed reference, see typed_refs.rs).
    pub cell: StaticCell,
    pub ty: Option<TypeDecl>,
    pub vis: Vis,
    pub declaring: Vec<u8>,
    pub init: Option<Lazy>,
    pub ready: Rc<std::cell::Cell<bool>>,
}

#[derive(Clone)]
pub struct MethodRt {
    pub name: Vec<u8>,
    pub func: Rc<FuncRt>,
    pub vis: Vis,
    pub is_static: bool,
    pub is_abstract: bool,
    /// The declaring class's name.
    pub declaring: Vec<u8>,
    /// Declaration order (`get_class_methods`, trait copying).
    pub order: u32,
}

#[derive(Clone)]
pub struct ConstRt {
    pub value: Lazy,
    pub vis: Vis,
    pub declaring: Vec<u8>,
    /// An enum case (its object is made on first use).
    pub is_case: bool,
}

pub struct ClassRt {
    pub name: Vec<u8>,
    pub parent: Option<Rc<ClassRt>>,
    pub flags: u32,
    /// Lower-case names of this class, its ancestors and every interface.
    pub ancestry: HashSet<Vec<u8>>,
    pub consts: HashMap<Vec<u8>, ConstRt>,
    /// Instance properties in table order (inherited first).
    pub props: Vec<PropRt>,
    /// Property name → index in `props` of the most derived declaration.
    pub prop_index: HashMap<Vec<u8>, usize>,
    pub statics: HashMap<Vec<u8>, StaticRt>,
    /// Lower-case method name → method (inherited included).
    pub methods: HashMap<Vec<u8>, MethodRt>,
    pub defaults: OnceCell<PhpArray>,
    /// For `DeclareClass` idempotence: the script and index it came from.
    pub origin: Option<(usize, u32)>,
    /// Names of the traits this class uses directly (`class_uses`).
    pub traits: Vec<Vec<u8>>,
    /// Every interface implemented, in php's order (`class_implements`).
    pub interfaces: Vec<Vec<u8>>,
    /// Enums: the backing type and the case names in declaration order.
    pub backing: Option<rphp_bytecode::class::EnumBacking>,
    pub cases: Vec<crate::enums::EnumCaseRt>,
    /// The declaration a user class was built from (reflection reads
    /// declaration order, attributes and lines from it).
    pub decl: Option<(Rc<ScriptRt>, u32)>,
    /// `new`'s fast path: the constructor's function when it is a public,
    /// concrete, non-static user method (`None`: none, or one the general
    /// path must check), found on the first `new`.
    pub ctor_fast: OnceCell<Option<Rc<FuncRt>>>,
    /// `has_destructor`, found once.
    pub dtor: OnceCell<bool>,
    /// `new` needs nothing beyond the default properties (an ordinary
    /// concrete user class, not a Throwable), found once.
    pub plain_new: OnceCell<bool>,
    /// Property tables of dead objects, reset to `defaults` for the next
    /// `new` (see `PhpArray::reset_to`): no allocation, no copy of the
    /// defaults' hash index per object.
    pub pool: RefCell<Vec<PhpArray>>,
    /// `defaults` by slot (see `PropStore::Slots`): `new` of an ordinary
    /// class copies this, one value per declared property.
    pub default_slots: OnceCell<rphp_value::DefaultSlots>,
    /// `new` calls nothing: an ordinary class (`plain_new`) with no
    /// constructor, user or native (found on the first `new`).
    pub no_ctor: OnceCell<bool>,
}

/// How many dead objects' tables a class keeps for reuse.
const POOL_MAX: usize = 256;

impl ClassInfo for ClassRt {
    fn name(&self) -> &[u8] {
        &self.name
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn allows_dynamic_props(&self) -> bool {
        self.allows_dynamic()
    }
    fn has_method(&self, name: &[u8]) -> bool {
        // Built-in classes' native methods (SPL, the random engines' `__unserialize`, ...).
        self.find_method(name).is_some() || crate::spl::native_method(self, name).is_some()
    }
    fn is_subclass_of(&self, name: &[u8]) -> bool {
        let n = name.strip_prefix(b"\\").unwrap_or(name);
        with_lower(n, |lc| self.ancestry.contains(lc))
    }
    fn has_destructor(&self) -> bool {
        // Asked on every object's creation and release: found once (a class's
        // methods do not change once it is shared).
        *self.dtor.get_or_init(|| {
            self.flags & crate::generators::NATIVE_DTOR != 0
                || self.methods.contains_key(&b"__destruct"[..])
        })
    }
    fn enum_kind(&self) -> Option<&'static str> {
        if self.flags & flags::ENUM == 0 {
            return None;
        }
        Some(match self.backing {
            None => "",
            Some(rphp_bytecode::class::EnumBacking::Int) => "int",
            Some(rphp_bytecode::class::EnumBacking::String) => "string",
        })
    }
    fn debug_props(&self, o: &rphp_value::PhpObject) -> Option<PhpArray> {
        crate::spl::debug_props(o)
    }
    fn compare_props(&self, o: &rphp_value::PhpObject) -> Option<PhpArray> {
        crate::spl::compare_props(o)
    }
    fn compare_objects(
        &self,
        x: &rphp_value::PhpObject,
        y: &rphp_value::PhpObject,
    ) -> Option<Option<std::cmp::Ordering>> {
        crate::spl::compare_objects(x, y)
    }
    fn view_props(&self, o: &rphp_value::PhpObject) -> Option<PhpArray> {
        crate::spl::view_props(o)
    }
    fn recycle_props(&self, mut props: PhpArray) {
        let Some(d) = self.defaults.get() else { return };
        if self.pool.borrow().len() < POOL_MAX && props.reset_to(d) {
            // Resetting dropped the old values, which may have recycled
            // tables of this class meanwhile: the room is checked again.
            let mut pool = self.pool.borrow_mut();
            if pool.len() < POOL_MAX {
                pool.push(props);
            }
        }
    }
    fn slot_key(&self, slot: usize) -> Option<rphp_value::PhpStr> {
        self.props.get(slot).map(|p| p.key.clone())
    }
    fn declared_props(&self) -> Vec<(Vec<u8>, Option<String>)> {
        self.props
            .iter()
            .map(|p| {
                (
                    p.key.as_bytes().to_vec(),
                    p.ty.as_ref().map(|t| t.display.to_string()),
                )
            })
            .collect()
    }
}

impl ClassRt {
    pub fn builtin(name: &str, fl: u32) -> ClassRt {
        let mut ancestry = HashSet::default();
        ancestry.insert(name.to_ascii_lowercase().into_bytes());
        ClassRt {
            name: name.as_bytes().to_vec(),
            parent: None,
            flags: fl,
            ancestry,
            consts: HashMap::default(),
            props: Vec::new(),
            prop_index: HashMap::default(),
            statics: HashMap::default(),
            methods: HashMap::default(),
            defaults: OnceCell::new(),
            origin: None,
            traits: Vec::new(),
            interfaces: Vec::new(),
            backing: None,
            cases: Vec::new(),
            decl: None,
            ctor_fast: OnceCell::new(),
            dtor: OnceCell::new(),
            plain_new: OnceCell::new(),
            pool: RefCell::new(Vec::new()),
            default_slots: OnceCell::new(),
            no_ctor: OnceCell::new(),
        }
    }
    /// Whether `new` of this class is only its default properties (see `plain_new`).
    #[inline]
    pub fn plain_new(&self) -> bool {
        *self.plain_new.get_or_init(|| {
            let special = crate::closures::NO_NEW
                | crate::generators::NATIVE_DTOR
                | flags::ABSTRACT
                | flags::INTERFACE
                | flags::TRAIT
                | flags::ENUM;
            self.flags & special == 0 && !self.is_subclass_of_name(b"Throwable")
        })
    }
    /// The public constructor `new` may call without the general checks.
    #[inline]
    pub fn ctor_fast(&self) -> Option<&Rc<FuncRt>> {
        self.ctor_fast
            .get_or_init(|| {
                self.find_method(b"__construct")
                    .filter(|m| m.vis == PUBLIC && !m.is_static && !m.is_abstract)
                    .map(|m| m.func.clone())
            })
            .as_ref()
    }
    pub fn name_str(&self) -> String {
        let n = match self.name.iter().position(|&b| b == 0) {
            Some(p) => &self.name[..p],
            None => &self.name[..],
        };
        String::from_utf8_lossy(n).into_owned()
    }
    pub fn find_method(&self, name: &[u8]) -> Option<&MethodRt> {
        with_lower(name, |lc| self.methods.get(lc))
    }
    /// A user method or an enum's built-in `cases`/`from`/`tryFrom`.
    pub fn has_method(&self, name: &[u8]) -> bool {
        self.find_method(name).is_some()
            || crate::enums::builtin_names(self)
                .iter()
                .any(|n| n.as_bytes().eq_ignore_ascii_case(name))
            || crate::spl::native_method(self, name).is_some()
            || throwable_has_builtin(self, name)
    }
    pub fn allows_dynamic(&self) -> bool {
        self.flags & flags::ALLOW_DYNAMIC != 0
            || self.parent.as_ref().is_some_and(|p| p.allows_dynamic())
    }
}

/// Whether `name` is one of the built-in methods (`getMessage`, ...) that
/// objects of throwable class `c` have (answered by `Vm::throwable_method`).
pub fn throwable_has_builtin(c: &ClassRt, name: &[u8]) -> bool {
    const ALL: &[&str] = &[
        "getMessage",
        "getCode",
        "getFile",
        "getLine",
        "getTrace",
        "getPrevious",
        "getTraceAsString",
        "__toString",
    ];
    c.is_subclass_of_name(b"throwable")
        && (ALL.iter().any(|n| n.as_bytes().eq_ignore_ascii_case(name))
            || (name.eq_ignore_ascii_case(b"getSeverity")
                && c.is_subclass_of_name(b"errorexception")))
}

/// The class behind an object.
pub fn class_of(o: &rphp_value::PhpObject) -> Option<&ClassRt> {
    o.class().as_any().downcast_ref::<ClassRt>()
}

/// The class behind an object as a shared handle (no class-table lookup by name).
pub fn class_rc_of(o: &rphp_value::PhpObject) -> Option<Rc<ClassRt>> {
    let rc = o.class();
    if !rc.as_any().is::<ClassRt>() {
        return None;
    }
    let raw = Rc::into_raw(rc.clone()) as *const ClassRt;
    // SAFETY: the pointer comes from `Rc::into_raw` of an `Rc<dyn ClassInfo>` whose
    // value is a `ClassRt` (checked above), made by unsizing an `Rc<ClassRt>`.
    Some(unsafe { Rc::from_raw(raw) })
}

/// Runs `f` on the ASCII-lowercase form of `name` (in a stack buffer when
/// short: member and class names are looked up by lower-case name constantly).
#[inline]
pub(crate) fn with_lower<R>(name: &[u8], f: impl FnOnce(&[u8]) -> R) -> R {
    const N: usize = 64;
    if !name.iter().any(u8::is_ascii_uppercase) {
        return f(name);
    }
    if name.len() <= N {
        let mut buf = [0u8; N];
        for (d, s) in buf.iter_mut().zip(name) {
            *d = s.to_ascii_lowercase();
        }
        f(&buf[..name.len()])
    } else {
        f(&name.to_ascii_lowercase())
    }
}

pub fn vis_of(v: Vis) -> Visibility {
    match v {
        PRIVATE => Visibility::Private,
        PROTECTED => Visibility::Protected,
        _ => Visibility::Public,
    }
}

/// The request's classes, by lower-case name.
#[derive(Default)]
pub struct ClassTable {
    pub map: HashMap<Vec<u8>, Rc<ClassRt>>,
    /// Lower-case names of user classes and aliases, in declaration order
    /// (`get_declared_classes`).
    pub order: Vec<Vec<u8>>,
    /// `spl_autoload_register` callbacks, in call order.
    pub autoloaders: Vec<Value>,
    /// Lower-case names being autoloaded (php does not recurse on the same name).
    pub autoloading: Vec<Vec<u8>>,
    /// `spl_autoload_extensions()` (`None`: php's default `.inc,.php`).
    pub autoload_extensions: Option<Vec<u8>>,
    /// Closures of trait methods rebound to a using class (see `traits.rs`),
    /// keyed by the trait's function and the class name.
    pub rebound: HashMap<(usize, Vec<u8>), Rc<FuncRt>>,
    /// Classes found through a name string (a literal of `new C`, `C::m()`),
    /// keyed by the string's address: the string is kept alive here, so the
    /// address cannot be reused, and a name, once declared, always names the
    /// same class. Each entry also has the class's own name as a string.
    pub by_str: HashMap<usize, (PhpStr, Rc<ClassRt>, PhpStr)>,
}

impl Vm {
    /// `lookup_class` of a name string, remembered by the string's address (a
    /// literal, or a class name this returned): with the class's name as a string.
    #[inline]
    pub(crate) fn class_by_str(&mut self, s: &PhpStr) -> Option<(Rc<ClassRt>, PhpStr)> {
        let key = s.addr();
        if let Some((_, c, n)) = self.classes.by_str.get(&key) {
            return Some((c.clone(), n.clone()));
        }
        self.class_by_str_miss(s)
    }

    /// `class_by_str` without the name (a static call's called class).
    #[inline]
    pub(crate) fn class_rc_by_str(&mut self, s: &PhpStr) -> Option<Rc<ClassRt>> {
        if let Some((_, c, _)) = self.classes.by_str.get(&s.addr()) {
            return Some(c.clone());
        }
        self.class_by_str_miss(s).map(|(c, _)| c)
    }

    #[cold]
    fn class_by_str_miss(&mut self, s: &PhpStr) -> Option<(Rc<ClassRt>, PhpStr)> {
        let c = self.lookup_class(s.as_bytes())?;
        let n = PhpStr::from(c.name.clone());
        let by = &mut self.classes.by_str;
        by.insert(s.addr(), (s.clone(), c.clone(), n.clone()));
        by.insert(n.addr(), (n.clone(), c.clone(), n.clone()));
        Some((c, n))
    }

    pub fn lookup_class(&mut self, name: &[u8]) -> Option<Rc<ClassRt>> {
        let n = name.strip_prefix(b"\\").unwrap_or(name);
        if let Some(c) = with_lower(n, |lc| self.classes.map.get(lc).cloned()) {
            return Some(c);
        }
        let lc = n.to_ascii_lowercase();
        if let Some(c) = self.builtin_throwable_class(&lc) {
            return Some(c);
        }
        if let Some(c) = crate::generators::iteration_interface(&lc) {
            let c = Rc::new(c);
            self.classes.map.insert(lc, c.clone());
            return Some(c);
        }
        if let Some(c) = self.spl_class(&lc) {
            return Some(c);
        }
        if let Some(c) = crate::weakrefs::class(&lc) {
            let c = Rc::new(c);
            self.classes.map.insert(lc, c.clone());
            return Some(c);
        }
        if lc == b"closure" {
            let c = Rc::new(crate::closures::closure_class());
            self.classes.map.insert(lc, c.clone());
            return Some(c);
        }
        if lc == b"fiber" {
            let c = Rc::new(crate::fibers::fiber_class());
            self.classes.map.insert(lc, c.clone());
            return Some(c);
        }
        if lc == b"generator" {
            let c = Rc::new(crate::generators::generator_class());
            self.classes.map.insert(lc, c.clone());
            return Some(c);
        }
        if let Some(c) = self.lib_class(&lc) {
            return Some(c);
        }
        if lc == b"stdclass" {
            let c = Rc::new(ClassRt::builtin("stdClass", flags::ALLOW_DYNAMIC));
            self.classes.map.insert(lc, c.clone());
            return Some(c);
        }
        // Engine interfaces whose behaviour rphp implements.
        let iface = match &lc[..] {
            b"unitenum" => Some("UnitEnum"),
            b"backedenum" => Some("BackedEnum"),
            b"stringable" => Some("Stringable"),
            b"serializable" => Some("Serializable"),
            _ => None,
        };
        if let Some(n) = iface {
            let mut c = ClassRt::builtin(n, flags::INTERFACE);
            if lc == b"backedenum" {
                c.ancestry.insert(b"unitenum".to_vec());
                c.interfaces.push(b"UnitEnum".to_vec());
            }
            let c = Rc::new(c);
            self.classes.map.insert(lc, c.clone());
            return Some(c);
        }
        None
    }

    /// Declares the unconditional top-level classes of a script, parents first.
    /// A fatal error in one (an early-binding failure) ends the script, as
    /// php's compile-time error would.
    pub(crate) fn declare_hoisted_classes(&mut self, rt: &Rc<ScriptRt>) -> Result<(), Fault> {
        let n = rt.script.classes.len();
        let mut pending: Vec<u32> = (0..n as u32)
            .filter(|&i| rt.script.classes[i as usize].flags & flags::HOISTED != 0)
            .collect();
        loop {
            let before = pending.len();
            let mut fatal = None;
            pending.retain(|&i| {
                if fatal.is_some() {
                    return true;
                }
                let d = &rt.script.classes[i as usize];
                let ready = d
                    .parent
                    .iter()
                    .chain(d.interfaces.iter())
                    .chain(d.traits.iter())
                    .all(|p| self.lookup_class(p).is_some());
                let exists = self.lookup_class(&d.name).is_some();
                if ready && !exists {
                    if let Err(e @ Fault::Exit) = self.declare_class(rt, i) {
                        fatal = Some(e);
                    }
                    return false;
                }
                !ready && !exists
            });
            if let Some(e) = fatal {
                return Err(e);
            }
            if pending.len() == before {
                break;
            }
        }
        Ok(())
    }

    /// `DeclareClass`: builds the runtime class (a no-op if this declaration was hoisted).
    pub(crate) fn declare_class(&mut self, rt: &Rc<ScriptRt>, idx: u32) -> Result<(), Fault> {
        let d: &ClassDecl = &rt.script.classes[idx as usize];
        let origin = (Rc::as_ptr(rt) as usize, idx);
        let lc = d.name.to_ascii_lowercase();
        if let Some(prev) = self.classes.map.get(&lc) {
            if prev.origin == Some(origin) {
                return Ok(());
            }
            let kind = if d.flags & flags::INTERFACE != 0 {
                "interface"
            } else if d.flags & flags::TRAIT != 0 {
                "trait"
            } else if d.flags & flags::ENUM != 0 {
                "enum"
            } else {
                "class"
            };
            let msg = format!(
                "Cannot declare {kind} {}, because the name is already in use",
                String::from_utf8_lossy(&d.name)
            );
            let file = rt.script.path.to_vec();
            return Err(self.fatal_at(&msg, &file, d.line));
        }
        let parent = match &d.parent {
            Some(p) => match self.find_class(p)? {
                Some(c) => Some(c),
                None => {
                    let msg = format!("Class \"{}\" not found", String::from_utf8_lossy(p));
                    return Err(self.throw_error("Error", msg));
                }
            },
            None => None,
        };
        let mut ifaces = Vec::new();
        for i in &d.interfaces {
            match self.find_class(i)? {
                Some(c) => ifaces.push(c),
                None => {
                    let msg = format!("Interface \"{}\" not found", String::from_utf8_lossy(i));
                    return Err(self.throw_error("Error", msg));
                }
            }
        }
        let name = d.name.to_vec();
        let mut class = ClassRt::builtin("", d.flags);
        class.name = name.clone();
        class.origin = Some(origin);
        class.decl = Some((rt.clone(), idx));
        class.ancestry.clear();
        class.ancestry.insert(lc.clone());
        if let Some(p) = &parent {
            if p.flags & flags::INTERFACE != 0 {
                let msg = format!(
                    "Class {} cannot extend interface {}",
                    String::from_utf8_lossy(&name),
                    p.name_str()
                );
                let file = rt.script.path.to_vec();
                return Err(self.fatal_at(&msg, &file, d.line));
            }
            if (p.flags ^ d.flags) & flags::READONLY != 0 {
                let msg = if p.flags & flags::READONLY != 0 {
                    format!(
                        "Non-readonly class {} cannot extend readonly class {}",
                        String::from_utf8_lossy(&name),
                        p.name_str()
                    )
                } else {
                    format!(
                        "Readonly class {} cannot extend non-readonly class {}",
                        String::from_utf8_lossy(&name),
                        p.name_str()
                    )
                };
                let file = rt.script.path.to_vec();
                return Err(self.fatal_at(&msg, &file, d.line));
            }
            if p.flags & flags::FINAL != 0 {
                let msg = format!(
                    "Class {} cannot extend final class {}",
                    String::from_utf8_lossy(&name),
                    p.name_str()
                );
                let file = rt.script.path.to_vec();
                return Err(self.fatal_at(&msg, &file, d.line));
            }
            class.ancestry.extend(p.ancestry.iter().cloned());
            class.consts = p.consts.clone();
            class.props = p.props.clone();
            class.prop_index = p.prop_index.clone();
            class.statics = p.statics.clone();
            class.methods = p.methods.clone();
        }
        // php's order: with interfaces of its own (`Stringable` counts when
        // the class declares `__toString`), the parent's, the class's own,
        // then each own one's interfaces in reverse; with none, the parent's
        // in reverse (zend_do_implement_interfaces / zend_do_inherit_interfaces).
        let mut own: Vec<Vec<u8>> = ifaces.iter().map(|i| i.name.clone()).collect();
        if d.flags & flags::ENUM != 0 {
            own.push(b"UnitEnum".to_vec());
            if d.backing.is_some() {
                own.push(b"BackedEnum".to_vec());
            }
        }
        if d.flags & flags::INTERFACE == 0
            && d.methods
                .iter()
                .any(|m| m.name.eq_ignore_ascii_case(b"__toString"))
            && !own.iter().any(|n| n.eq_ignore_ascii_case(b"Stringable"))
        {
            own.push(b"Stringable".to_vec());
        }
        fn add(list: &mut Vec<Vec<u8>>, n: &[u8]) -> bool {
            let fresh = !list.iter().any(|x| x.eq_ignore_ascii_case(n));
            if fresh {
                list.push(n.to_vec());
            }
            fresh
        }
        if own.is_empty() {
            if let Some(p) = &parent {
                for n in p.interfaces.iter().rev() {
                    add(&mut class.interfaces, n);
                }
            }
        } else {
            if let Some(p) = &parent {
                class.interfaces = p.interfaces.clone();
            }
            let mut added = Vec::new();
            for n in own {
                if add(&mut class.interfaces, &n) {
                    added.push(n);
                }
            }
            for n in added {
                let parents = match ifaces.iter().find(|i| i.name.eq_ignore_ascii_case(&n)) {
                    Some(i) => i.interfaces.clone(),
                    None => self
                        .lookup_class(&n)
                        .map(|i| i.interfaces.clone())
                        .unwrap_or_default(),
                };
                for m in parents.iter().rev() {
                    add(&mut class.interfaces, m);
                }
            }
        }
        for i in &ifaces {
            class.ancestry.extend(i.ancestry.iter().cloned());
            for (k, c) in &i.consts {
                class.consts.entry(k.clone()).or_insert_with(|| c.clone());
            }
            for (k, m) in &i.methods {
                class.methods.entry(k.clone()).or_insert_with(|| m.clone());
            }
        }
        let lazy = |init: &Init| Lazy {
            init: init.clone(),
            script: rt.clone(),
            value: Rc::new(RefCell::new(match init {
                Init::Lit(l) => Some(crate::runtime::materialise(l)),
                Init::Func(_) => None,
            })),
        };
        for c in &d.consts {
            class.consts.insert(
                c.name.to_vec(),
                ConstRt {
                    value: lazy(&c.value),
                    vis: c.vis,
                    declaring: name.clone(),
                    is_case: false,
                },
            );
        }
        for p in &d.props {
            if p.is_static {
                let ready = Rc::new(std::cell::Cell::new(matches!(
                    p.default,
                    Some(Init::Lit(_)) | None
                )));
                let init = p.default.as_ref().map(lazy);
                let v = match &p.default {
                    Some(Init::Lit(l)) => crate::runtime::materialise(l),
                    _ => Value::Null,
                };
                let cell = Reference::new(v);
                if let Some(t) = &p.ty {
                    crate::typed_refs::add_static(&cell, &name, &p.name, t);
                }
                class.statics.insert(
                    p.name.to_vec(),
                    StaticRt {
                        cell: StaticCell::new(cell),
                        ty: p.ty.clone(),
                        vis: p.vis,
                        declaring: name.clone(),
                        init,
                        ready,
                    },
                );
                continue;
            }
            let key: PhpStr = mangle(&p.name, vis_of(p.vis), &name).into();
            let prop = PropRt {
                name: p.name.to_vec(),
                key: key.clone(),
                vis: p.vis,
                declaring: name.clone(),
                default: p.default.as_ref().map(lazy),
                ty: p.ty.clone(),
                readonly: p.readonly,
            };
            // A redeclared (non-private) property replaces the parent's slot in place.
            let existing = class.prop_index.get(&p.name[..]).copied().filter(|&i| {
                class.props[i].vis != PRIVATE && p.vis != PRIVATE || class.props[i].key == key
            });
            match existing {
                Some(i) => class.props[i] = prop,
                None => {
                    class.props.push(prop);
                    class
                        .prop_index
                        .insert(p.name.to_vec(), class.props.len() - 1);
                }
            }
        }
        for (i, m) in d.methods.iter().enumerate() {
            let func = rt.func(m.func);
            class.methods.insert(
                m.name.to_ascii_lowercase(),
                MethodRt {
                    name: m.name.to_vec(),
                    vis: m.vis,
                    is_static: m.is_static,
                    is_abstract: m.is_abstract,
                    declaring: name.clone(),
                    order: (func.code.line << 10) | (i as u32 & 1023),
                    func,
                },
            );
        }
        self.use_traits(&mut class, d, rt)?;
        // A class with `__toString` implements Stringable implicitly.
        if class.methods.contains_key(&b"__tostring"[..]) {
            class.ancestry.insert(b"stringable".to_vec());
            if !class
                .interfaces
                .iter()
                .any(|n| n.eq_ignore_ascii_case(b"Stringable"))
            {
                class.interfaces.push(b"Stringable".to_vec());
            }
        }
        if d.flags & flags::ENUM != 0 {
            self.build_enum(&mut class, d, rt)?;
        }
        class.parent = parent;
        self.check_serializable(&class, &rt.script.path, d.line)?;
        // A concrete class must implement every abstract method, its
        // interfaces' included (built-in ones too).
        if class.flags & (flags::ABSTRACT | flags::INTERFACE | flags::TRAIT) == 0 {
            let mut missing: Vec<&MethodRt> =
                class.methods.values().filter(|m| m.is_abstract).collect();
            rphp_value::sort::sort_by_key(&mut missing, |m| m.func.code.line);
            let mut names: Vec<String> = missing
                .iter()
                .map(|m| {
                    format!(
                        "{}::{}",
                        String::from_utf8_lossy(&m.declaring),
                        String::from_utf8_lossy(&m.name)
                    )
                })
                .collect();
            names.extend(self.missing_interface_methods(&class));
            if !names.is_empty() {
                let n = names.len();
                let mut shown = names[..n.min(3)].join(", ");
                if n > 3 {
                    shown.push_str(", ...");
                }
                let msg = format!(
                    "Class {} contains {n} abstract method{} and must therefore be declared abstract or implement the remaining methods ({shown})",
                    String::from_utf8_lossy(&name),
                    if n == 1 { "" } else { "s" },
                );
                let file = rt.script.path.to_vec();
                return Err(self.fatal_at(&msg, &file, d.line));
            }
        }
        self.classes.order.push(lc.clone());
        self.classes.map.insert(lc, Rc::new(class));
        Ok(())
    }

    /// Evaluates a lazy constant expression (once).
    pub fn eval_lazy(&mut self, l: &Lazy) -> Result<Value, Fault> {
        if let Some(v) = l.value.borrow().as_ref() {
            return Ok(v.clone());
        }
        let Init::Func(f) = l.init else {
            return Ok(Value::Null);
        };
        let func = l.script.func(f);
        let v = self.call_callee(crate::runtime::Callee::User(func), Vec::new())?;
        *l.value.borrow_mut() = Some(v.clone());
        Ok(v)
    }

    /// The default property table of a class (computed on first instantiation).
    pub(crate) fn default_props(&mut self, c: &Rc<ClassRt>) -> Result<PhpArray, Fault> {
        if let Some(d) = c.defaults.get() {
            if let Some(t) = c.pool.borrow_mut().pop() {
                return Ok(t);
            }
            return Ok(d.clone());
        }
        let mut t = PhpArray::new();
        for p in c.props.clone() {
            if let Some(l) = &p.default {
                let v = self.eval_lazy(l)?;
                t.insert(ArrayKey::Str(p.key.clone()), v);
            }
        }
        let _ = c.defaults.set(t.clone());
        Ok(t)
    }

    /// The default properties by slot (see `ClassRt::default_slots`), on a
    /// class's first `new` (later ones copy `ClassRt::default_slots`).
    #[cold]
    pub(crate) fn default_slots_first(
        &mut self,
        c: &Rc<ClassRt>,
    ) -> Result<rphp_value::Slots, Fault> {
        if c.defaults.get().is_none() {
            // A copy of the class's table: dropped without rooting it.
            let t = self.default_props(c)?;
            rphp_value::gc::release_copy(Value::Array(t));
        }
        let slots: Vec<Option<Value>> = match c.defaults.get() {
            Some(d) => c
                .props
                .iter()
                .map(|p| d.get_str(p.key.as_bytes()).cloned())
                .collect(),
            None => vec![None; c.props.len()],
        };
        let copy = rphp_value::Slots::copy_of(&slots);
        let _ = c.default_slots.set(rphp_value::DefaultSlots::new(slots));
        Ok(copy)
    }

    /// The class a method body runs in (from its `Class::method` name).
    pub(crate) fn scope_class(&mut self) -> Option<Rc<ClassRt>> {
        let f = &self.frames.last()?.func;
        // A method's class never changes once found: it is cached on the function
        // (weakly: the class owns its methods).
        if let Some(c) = f.scope.borrow().as_ref().and_then(|w| w.upgrade()) {
            return Some(c);
        }
        let f = f.clone();
        let name = &f.code.name;
        let p = name.windows(2).position(|w| w == b"::")?;
        let c = self.lookup_class(&name[..p])?;
        *f.scope.borrow_mut() = Some(Rc::downgrade(&c));
        Some(c)
    }

    /// `self` / `parent` named at run time (trait bodies, `new $name`).
    pub(crate) fn scope_relative_class(&mut self, n: &[u8]) -> Result<Rc<ClassRt>, Fault> {
        let is_self = n.eq_ignore_ascii_case(b"self");
        let Some(scope) = self.scope_class() else {
            // (Reached at run time only: an unbound closure, `new $name`.)
            let msg = if is_self {
                "Cannot access \"self\" when no class scope is active"
            } else {
                "Cannot access \"parent\" when no class scope is active"
            };
            return Err(self.throw_error("Error", msg));
        };
        if is_self {
            return Ok(scope);
        }
        match scope.parent.clone() {
            Some(p) => Ok(p),
            None => Err(self.throw_error(
                "Error",
                "Cannot use \"parent\" when current class scope has no parent",
            )),
        }
    }

    /// The late static binding class of the running frame.
    pub(crate) fn static_class(&mut self) -> Option<Rc<ClassRt>> {
        let fr = self.frames.last()?;
        if let Some(c) = &fr.static_class {
            return Some(c.clone());
        }
        // A method called on an object: the called class is the object's (a
        // call records only `$this`; finding its class costs two dynamic calls).
        if let Some(c) = fr.this.as_ref().and_then(class_rc_of) {
            return Some(c);
        }
        // A closure with a bound `$this`: the late static binding class is `$this`'s.
        if fr.func.code.is_closure {
            if let Some(slot) = fr.func.cv_slot(b"this") {
                if let Some(Some(Value::Object(o))) = self.stack.get(fr.base + slot as usize) {
                    let n = o.class_name().to_vec();
                    return self.lookup_class(&n);
                }
            }
        }
        self.scope_class()
    }

    /// `$this` of the running frame.
    pub(crate) fn this_obj(&self) -> Option<rphp_value::PhpObject> {
        self.frames.last()?.this.clone()
    }

    /// Resolves a class operand: a name (`static` is late static binding) or an object.
    pub(crate) fn class_from_value(&mut self, v: &Value) -> Result<Rc<ClassRt>, Fault> {
        match v {
            Value::Object(o) => {
                if let Some(c) = o.class().clone().as_any().downcast_ref::<ClassRt>() {
                    if let Some(found) = self.lookup_class(&c.name) {
                        return Ok(found);
                    }
                }
                Err(self.throw_error("Error", "Unknown class"))
            }
            Value::Ref(r) => {
                let v = r.get();
                self.class_from_value(&v)
            }
            Value::Str(s) => {
                let n = s.as_bytes();
                if n.eq_ignore_ascii_case(b"static") {
                    if let Some(c) = self.static_class() {
                        return Ok(c);
                    }
                    return Err(self.throw_error(
                        "Error",
                        "Cannot access \"static\" when no class scope is active",
                    ));
                }
                if n.eq_ignore_ascii_case(b"self") || n.eq_ignore_ascii_case(b"parent") {
                    return self.scope_relative_class(n);
                }
                match self.find_class(n)? {
                    Some(c) => Ok(c),
                    None => {
                        let msg = format!("Class \"{}\" not found", s.to_string_lossy());
                        Err(self.throw_error("Error", msg))
                    }
                }
            }
            _ => Err(self.throw_error("Error", "Cannot use value as class name")),
        }
    }

    /// Binds `$this` / the called class into the frame just pushed for a method.
    #[cold]
    pub(crate) fn bind_method_frame(&mut self, how: &Value) {
        let (this, class) = match how {
            // The called class is `$this`'s (see `static_class`).
            Value::Object(o) => (Some(o.clone()), None),
            Value::Str(s) => (None, self.class_rc_by_str(s)),
            _ => return,
        };
        let fr = self.frames.last_mut().expect("frame");
        let slot = this.as_ref().and_then(|_| fr.func.this_slot);
        let base = fr.base;
        fr.this = this.clone();
        fr.static_class = class;
        if let (Some(slot), Some(o)) = (slot, this) {
            self.stack[base + slot as usize] = Some(Value::Object(o));
        }
    }

    /// Visibility check for a member declared in `declaring` with `vis`, from the running scope.
    pub(crate) fn can_access(&mut self, vis: Vis, declaring: &[u8]) -> bool {
        if vis == PUBLIC {
            return true;
        }
        let Some(scope) = self.scope_class() else {
            return false;
        };
        if vis == PRIVATE {
            return scope.name.eq_ignore_ascii_case(declaring);
        }
        // Protected: the scope and the declaring class are related.
        if scope.is_subclass_of(declaring) {
            return true;
        }
        self.lookup_class(declaring)
            .is_some_and(|d| d.is_subclass_of(&scope.name))
    }

    /// `from global scope` / `from scope A` for visibility errors.
    pub fn scope_desc(&mut self) -> String {
        match self.scope_class() {
            Some(c) => format!("scope {}", c.name_str()),
            None => "global scope".into(),
        }
    }
}
