//! Closure objects. A closure (`function () use (...) {}`, `fn () =>`, a
//! first-class callable `f(...)`, `Closure::fromCallable`) is an object of the
//! final class `Closure` whose `internal` slot holds its [`ClosureData`]: what
//! it calls, its captured variables, and the `$this`/scope it was bound to.
//! Its methods (`bind`, `bindTo`, `call`, `fromCallable`, `__invoke`) are
//! engine builtins.

use crate::classes::ClassRt;
use crate::runtime::{Callee, ClosureData, EngineBuiltin};
use crate::vm::Vm;
use crate::Slot;
use rphp_bytecode::class::flags;
use rphp_value::{ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::cell::RefCell;

/// Releases the copy of a closure a call was set up with, once its frame is
/// entered: the variable or array it came from still holds it, so the count
/// only goes back down and needs no cycle-collector root check (which a
/// plain drop makes on every non-final release of an object).
#[inline(always)]
pub(crate) fn release_callee(v: Value) {
    match v {
        Value::Object(o) => crate::generators::release_handle(o),
        v => drop(v),
    }
}

/// Class flag (beyond the bytecode's): `new` is refused.
pub const NO_NEW: u32 = 1 << 29;

/// The Closure class.
pub(crate) fn closure_class() -> ClassRt {
    ClassRt::builtin("Closure", flags::FINAL | NO_NEW)
}

/// The data of a closure object (None for other values).
pub fn closure_data(v: &Value) -> Option<std::cell::Ref<'_, ClosureData>> {
    let Value::Object(o) = v else {
        return None;
    };
    closure_data_of(o)
}

pub(crate) fn closure_data_of(o: &PhpObject) -> Option<std::cell::Ref<'_, ClosureData>> {
    std::cell::Ref::filter_map(o.0.internal.borrow(), |i| {
        i.as_ref().and_then(|b| b.downcast_ref::<ClosureData>())
    })
    .ok()
}

/// What calling a closure object runs: its function, and the closure itself
/// when entering the frame needs it (captured variables to copy, a bound
/// `$this` or scope). An unbound closure that captures nothing is called
/// exactly as its function is, so the call need not hold the object.
#[inline]
pub(crate) fn closure_call_target(
    o: &PhpObject,
) -> Option<(std::rc::Rc<crate::runtime::FuncRt>, Option<PhpObject>)> {
    // SAFETY: the borrow ends before this returns, and nothing here can
    // borrow the state mutably; an object whose state is borrowed mutably
    // (being built) takes the general path.
    let internal = unsafe { o.0.internal.try_borrow_unguarded() }.ok()?;
    let d = internal.as_ref()?.downcast_ref::<ClosureData>()?;
    let g = d.func.clone()?;
    // (Static variables belong to the closure object in php: keep the object
    // with the call for a function that has any.)
    // (Nor for a generator, which keeps its closure alive.)
    let plain = d.this.is_none()
        && d.scope.is_none()
        && g.code.uses.is_empty()
        && g.code.num_statics == 0
        && !g.generator_closure;
    Some((g, if plain { None } else { Some(o.clone()) }))
}

pub fn is_closure(v: &Value) -> bool {
    closure_data(v).is_some()
}

const VARIADIC: &[ParamSpec] = &[ParamSpec::opt("args", ParamType::Mixed, "null").variadic()];

macro_rules! methods {
    ($($name:literal => $f:ident),* $(,)?) => {
        static METHODS: &[EngineBuiltin] = &[
            $(EngineBuiltin { name: $name, params: VARIADIC, func: $f },)*
        ];
    };
}

methods! {
    "Closure::bind" => m_bind,
    "Closure->bindTo" => m_bind_to,
    "Closure->call" => m_call,
    "Closure::fromCallable" => m_from_callable,
}

/// The builtin for `Closure::name` / `$closure->name` (not `__invoke`, which calls it).
pub(crate) fn closure_method(name: &[u8]) -> Option<&'static EngineBuiltin> {
    METHODS.iter().find(|m| {
        let n = m.name.rsplit([':', '>']).next().unwrap_or("");
        n.as_bytes().eq_ignore_ascii_case(name)
    })
}

/// `Closure::bind` / `Closure::fromCallable` named as a callable
/// (`'Closure::fromCallable'`, `[Closure::class, 'bind']`).
pub(crate) fn static_closure_method(
    class: &crate::classes::ClassRt,
    name: &[u8],
) -> Option<&'static EngineBuiltin> {
    if !class.name.eq_ignore_ascii_case(b"Closure") {
        return None;
    }
    closure_method(name).filter(|m| closure_method_is_static(m))
}

/// Whether the method is static (`bind`, `fromCallable`).
fn closure_method_is_static(m: &EngineBuiltin) -> bool {
    m.name.contains("::")
}

/// `Closure::bind(...)` / `Closure::fromCallable(...)` called statically.
pub(crate) fn closure_static_method(
    class: &ClassRt,
    name: &[u8],
) -> Option<&'static EngineBuiltin> {
    if class.flags & NO_NEW == 0 {
        return None;
    }
    closure_method(name).filter(|m| closure_method_is_static(m))
}

fn count_err(vm: &mut Vm, name: &str, given: usize, min: usize, max: usize) -> Fault {
    let name = name.replace("->", "::");
    let (how, n) = if given < min {
        (if min == max { "exactly" } else { "at least" }, min)
    } else {
        (if min == max { "exactly" } else { "at most" }, max)
    };
    let msg = format!(
        "{name}() expects {how} {n} argument{}, {given} given",
        if n == 1 { "" } else { "s" }
    );
    vm.throw_error("ArgumentCountError", msg)
}

/// `Closure::bind($closure, $newThis, $newScope = "static")`.
fn m_bind(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    if args.len() < 2 || args.len() > 3 {
        return Err(count_err(vm, "Closure::bind", args.len(), 2, 3));
    }
    if !is_closure(&args[0]) {
        let msg = format!(
            "Closure::bind(): Argument #1 ($closure) must be of type Closure, {} given",
            crate::calls::given_type(&args[0])
        );
        return Err(vm.throw_error("TypeError", msg));
    }
    let scope = args.get(2).cloned();
    vm.closure_bind_to(&args[0].clone(), args[1].clone(), scope, "Closure::bind")
}

/// `$closure->bindTo($newThis, $newScope = "static")`: the receiver is args[0].
fn m_bind_to(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    vm.hide_receiver(args);
    if args.len() < 2 || args.len() > 3 {
        return Err(count_err(vm, "Closure::bindTo", args.len() - 1, 1, 2));
    }
    let scope = args.get(2).cloned();
    vm.closure_bind_to(&args[0].clone(), args[1].clone(), scope, "Closure::bindTo")
}

/// `$closure->call($newThis, ...$args)`.
fn m_call(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    vm.hide_receiver(args);
    if args.len() < 2 {
        return Err(count_err(
            vm,
            "Closure::call",
            args.len() - 1,
            1,
            usize::MAX,
        ));
    }
    let Value::Object(this) = args[1].clone() else {
        let msg = format!(
            "Closure::call(): Argument #1 ($newThis) must be of type object, {} given",
            crate::calls::given_type(&args[1])
        );
        return Err(vm.throw_error("TypeError", msg));
    };
    let scope = Value::Object(this.clone());
    let bound = vm.closure_bind_to(
        &args[0].clone(),
        Value::Object(this),
        Some(scope),
        "Closure::call",
    )?;
    if matches!(bound, Value::Null) {
        return Ok(Value::Null);
    }
    let rest = args[2..].to_vec();
    vm.call_value(&bound, rest)
}

/// `Closure::fromCallable($callback)`.
/// (Public: `ReflectionMethod::getClosure()` of a built-in method makes its closure the same way.)
pub fn m_from_callable(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    if args.len() != 1 {
        return Err(count_err(vm, "Closure::fromCallable", args.len(), 1, 1));
    }
    let v = args[0].get();
    if is_closure(&v) {
        return Ok(v);
    }
    if let Err(why) = vm.callable_check(&v)? {
        let msg = format!("Failed to create closure from callable: {why}");
        return Err(vm.throw_error("TypeError", msg));
    }
    if let Some((m, this)) = vm.native_bound(&v) {
        return Ok(vm.native_method_closure(&m.entry, this));
    }
    if let Some((callee, pre)) = vm.magic_callable(&v) {
        return Ok(vm.magic_closure(callee, pre));
    }
    let callee = vm.callable_from_value(&v, true)?;
    Ok(vm.closure_from_callee(callee))
}

impl Vm {
    /// A new closure object.
    pub(crate) fn closure_object(&mut self, data: ClosureData) -> Value {
        let class = self.lookup_class(b"Closure").expect("Closure class");
        let o = PhpObject::new(class, PhpArray::new());
        *o.0.internal.borrow_mut() = Some(Box::new(data));
        Value::Object(o)
    }

    /// A closure calling `callee` (first-class callable syntax, `fromCallable`).
    pub fn closure_from_callee(&mut self, callee: Callee) -> Value {
        let data = match callee {
            Callee::User(f) => ClosureData {
                func: Some(f),
                bound: RefCell::new(Vec::new()),
                this: None,
                scope: None,
                native: None,
            },
            Callee::Closure(f, how) => match how {
                c if is_closure(&c) => return c,
                Value::Object(o) => ClosureData {
                    func: Some(f),
                    bound: RefCell::new(Vec::new()),
                    scope: Some(o.class_name().to_vec()),
                    this: Some(o),
                    native: None,
                },
                Value::Str(s) => ClosureData {
                    func: Some(f),
                    bound: RefCell::new(Vec::new()),
                    this: None,
                    scope: Some(s.as_bytes().to_vec()),
                    native: None,
                },
                _ => ClosureData {
                    func: Some(f),
                    bound: RefCell::new(Vec::new()),
                    this: None,
                    scope: None,
                    native: None,
                },
            },
            c @ (Callee::Builtin(_) | Callee::Engine(_)) => ClosureData {
                func: None,
                bound: RefCell::new(Vec::new()),
                this: None,
                scope: None,
                native: Some(c),
            },
        };
        self.closure_object(data)
    }

    /// What calling a closure object calls.
    pub fn closure_callee(&self, c: &Value) -> Option<Callee> {
        let data = closure_data(c)?;
        if let Some(n) = &data.native {
            return Some(n.clone());
        }
        Some(Callee::Closure(data.func.clone()?, c.clone()))
    }

    /// On entering a closure's frame (arguments at `args_base`): copies its
    /// captured variables into their slots and returns what to bind as
    /// `$this`/scope. Other callees' binding (`$this` of a method, a class
    /// name for a static one) is returned as is.
    #[inline]
    pub(crate) fn closure_enter(
        &mut self,
        how: &Value,
        func: &crate::runtime::FuncRt,
        args_base: usize,
    ) -> Option<Value> {
        let uses = &func.code.uses[..];
        let Value::Object(o) = how else {
            return match how {
                Value::Str(_) => Some(how.clone()),
                _ => None,
            };
        };
        // SAFETY: a closure's data is only borrowed mutably while it is built
        // (`closure_object`, `Capture`), never while a call to it is set up,
        // and nothing below can reach those; an unexpected borrow takes the
        // checked path (which reports it).
        let internal = match unsafe { o.0.internal.try_borrow_unguarded() } {
            Ok(i) => i,
            Err(_) => return self.closure_enter_checked(how, uses, args_base),
        };
        let Some(data) = internal
            .as_ref()
            .and_then(|b| b.downcast_ref::<ClosureData>())
        else {
            return Some(how.clone());
        };
        if func.is_generator {
            // Only a generator's `GenCreate` asks (a thread-local store and a
            // weak count on every closure call cost more than the call's body).
            ENTERED_CLOSURE.with(|e| *e.borrow_mut() = std::rc::Rc::downgrade(&o.0));
        }
        if !uses.is_empty() {
            // SAFETY: as above (captures are written only while the closure is built).
            let bound = match unsafe { data.bound.try_borrow_unguarded() } {
                Ok(b) => b,
                Err(_) => return self.closure_enter_checked(how, uses, args_base),
            };
            for (u, v) in uses.iter().zip(bound.iter()) {
                let v = v.as_ref().map(crate::interp::fast_clone);
                let s = &mut self.stack[args_base + u.slot as usize];
                if s.is_none() {
                    // SAFETY: an undefined slot owns nothing (the usual case: the
                    // frame's slots were just created), so nothing leaks.
                    unsafe { std::ptr::write(s, v) }
                } else {
                    *s = v;
                }
            }
        }
        match (&data.this, &data.scope) {
            (None, None) => None,
            (Some(t), _) => Some(Value::Object(t.clone())),
            (None, Some(s)) => Some(Value::Str(PhpStr::from(s.clone()))),
        }
    }

    /// `closure_enter` with checked borrows (never taken in practice: it
    /// panics, as the checked borrows always did, if the data is being built).
    #[cold]
    fn closure_enter_checked(
        &mut self,
        how: &Value,
        uses: &[rphp_bytecode::UseVar],
        args_base: usize,
    ) -> Option<Value> {
        let data = closure_data(how).expect("closure data");
        let bound = data.bound.borrow();
        for (u, v) in uses.iter().zip(bound.iter()) {
            self.stack[args_base + u.slot as usize] = v.clone();
        }
        match (&data.this, &data.scope) {
            (None, None) => None,
            (Some(t), _) => Some(Value::Object(t.clone())),
            (None, Some(s)) => Some(Value::Str(PhpStr::from(s.clone()))),
        }
    }

    /// Sets captured variable `i` of a closure being built.
    pub(crate) fn closure_capture(&mut self, clo: &Value, i: usize, v: Value) {
        if let Some(data) = closure_data(clo) {
            let mut b = data.bound.borrow_mut();
            if b.len() <= i {
                b.resize(i + 1, None);
            }
            b[i] = Some(v);
        }
    }

    /// `bind`/`bindTo`/`call`: a copy of the closure with a new `$this` and scope.
    fn closure_bind_to(
        &mut self,
        clo: &Value,
        new_this: Value,
        scope: Option<Value>,
        who: &str,
    ) -> Result<Value, Fault> {
        let this = match new_this {
            Value::Object(o) => Some(o),
            Value::Null => None,
            v => {
                let msg = format!(
                    "{who}(): Argument #{} ($newThis) must be of type ?object, {} given",
                    if who == "Closure::bind" { 2 } else { 1 },
                    crate::calls::given_type(&v)
                );
                return Err(self.throw_error("TypeError", msg));
            }
        };
        let (func, bound, old_this, old_scope, native) = {
            let d = closure_data(clo).expect("closure");
            let bound = d.bound.borrow().clone();
            (
                d.func.clone(),
                bound,
                d.this.clone(),
                d.scope.clone(),
                d.native.clone(),
            )
        };
        let _ = old_this;
        let class_of_func = || {
            func.as_ref().and_then(|f| {
                let n = &f.code.name;
                n.windows(2)
                    .position(|w| w == b"::")
                    .map(|p| n[..p].to_vec())
            })
        };
        // A real closure's scope is the class its function is (re)bound to;
        // its `scope` may be only the called class it was made under.
        let current_scope = match &func {
            Some(f) if f.code.is_closure => class_of_func(),
            _ => old_scope.or_else(class_of_func),
        };
        let new_scope: Option<Vec<u8>> = match scope {
            None => current_scope.clone(),
            Some(Value::Object(o)) => Some(o.class_name().to_vec()),
            Some(Value::Null) => None,
            Some(v) => {
                let s = v.to_php_str();
                if s.as_bytes() == b"static" {
                    current_scope.clone()
                } else {
                    match self.lookup_class(s.as_bytes()) {
                        Some(c) => Some(c.name.clone()),
                        None => {
                            let msg = format!("Class \"{}\" not found", s.to_string_lossy());
                            self.raise(ErrorLevel::Warning, &msg)?;
                            return Ok(Value::Null);
                        }
                    }
                }
            }
        };
        // php refuses a built-in class's scope (other than the current one).
        if let Some(s) = new_scope
            .as_deref()
            .filter(|s| current_scope.as_deref() != Some(*s))
        {
            if let Some(c) = self.lookup_class(s).filter(|c| c.decl.is_none()) {
                let msg = format!(
                    "Cannot bind closure to scope of internal class {}",
                    c.name_str()
                );
                self.raise(ErrorLevel::Warning, &msg)?;
                return Ok(Value::Null);
            }
        }
        let old_func = func.clone();
        let Some(func) = func else {
            // A closure over `__call`: rebinding changes the receiver.
            if let Some(Callee::Engine(b)) = &native {
                if crate::objects::is_magic_trampoline(b) {
                    if let (Some(Some(recv)), Some(Some(name))) = (bound.first(), bound.get(1)) {
                        let recv = match &this {
                            Some(o) if matches!(recv, Value::Object(_)) => Value::Object(o.clone()),
                            _ => recv.clone(),
                        };
                        let pre = [recv, name.clone()];
                        return Ok(self.magic_closure(Callee::Engine(b), pre));
                    }
                }
            }
            // A closure over a builtin has no scope to change.
            if this.is_some() {
                self.raise(
                    ErrorLevel::Warning,
                    "Cannot bind an instance to a static closure",
                )?;
                return Ok(Value::Null);
            }
            return Ok(self.closure_object(ClosureData {
                func: None,
                bound: RefCell::new(bound),
                this: None,
                scope: None,
                native,
            }));
        };
        let func = match &new_scope {
            Some(s) if current_scope.as_deref() != Some(&s[..]) && func.code.is_closure => {
                crate::traits::rebind(&func, s, &func.closure_name())
            }
            None if current_scope.is_some() && func.code.is_closure => {
                let mut code = (*func.code).clone();
                // Unscoped, it keeps its namespace (`N\{closure}`).
                code.name = func.closure_name().into();
                crate::runtime::FuncRt::new(std::sync::Arc::new(code), func.script.clone())
            }
            _ if func.code.num_statics > 0 && func.code.is_closure => func.closure_copy(),
            _ => func,
        };
        // The copy has its own `static` variables, starting from the
        // closure's current ones; `call` runs on the closure's own.
        let func = match &old_func {
            Some(old) if old.code.num_statics > 0 && old.code.is_closure => {
                if who == "Closure::call" {
                    crate::runtime::FuncRt::sharing_statics(func, old)
                } else {
                    *func.statics.borrow_mut() = old.statics_copy();
                    func
                }
            }
            _ => func,
        };
        // A captured `$this` follows the new binding.
        let mut bound: Vec<Slot> = bound;
        if let Some(this_slot) = func.cv_slot(b"this") {
            for (i, u) in func.code.uses.iter().enumerate() {
                if u.slot == this_slot {
                    if let Some(b) = bound.get_mut(i) {
                        *b = this.clone().map(Value::Object);
                    }
                }
            }
        }
        Ok(self.closure_object(ClosureData {
            func: Some(func),
            bound: RefCell::new(bound),
            scope: new_scope,
            this,
            native: None,
        }))
    }

    /// `$closure->name(...)`: `__invoke` calls the closure itself.
    pub(crate) fn closure_method_call(&mut self, o: Value, name: PhpStr) -> Result<(), Fault> {
        let callee = if name.as_bytes().eq_ignore_ascii_case(b"__invoke") {
            if let Some((callee, pre)) = self.magic_callable(&o) {
                self.push_callee(callee);
                self.stack.extend(pre.into_iter().map(Some));
                return Ok(());
            }
            self.closure_callee(&o).expect("closure")
        } else if let Some(m) = closure_method(name.as_bytes()) {
            let callee = Callee::Engine(m);
            self.push_callee(callee);
            if !closure_method_is_static(m) {
                self.stack.push(Some(o));
            }
            return Ok(());
        } else {
            let msg = format!(
                "Call to undefined method Closure::{}()",
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        };
        self.push_callee(callee);
        Ok(())
    }

    fn push_callee(&mut self, callee: Callee) {
        self.pending.push(crate::vm::Pending {
            has_ref: callee.has_by_ref(),
            callee,
            args_base: self.stack.len(),
            named: Vec::new(),
        });
    }

    /// `MakeCallable dst`: the pending call becomes a closure (`f(...)`, `$o->m(...)`).
    pub(crate) fn make_callable(&mut self) -> Value {
        let p = self.pending.pop().expect("pending call");
        // `$obj->nativeMethod(...)`: the receiver is the pending call's first argument.
        if let Callee::Engine(b) = &p.callee {
            if let Some(Some(Value::Object(this))) = self.stack.get(p.args_base).cloned() {
                if crate::spl::is_native_method_entry(b) {
                    self.truncate_stack(p.args_base);
                    return self.native_method_closure(b, this);
                }
            }
            // `$o->missing(...)` / `A::missing(...)`: receiver and name were pushed first.
            if crate::objects::is_magic_trampoline(b) {
                let at = |i: usize| self.stack.get(p.args_base + i).cloned().flatten();
                if let (Some(r), Some(n)) = (at(0), at(1)) {
                    self.truncate_stack(p.args_base);
                    return self.magic_closure(p.callee, [r.get(), n.get()]);
                }
            }
        }
        self.truncate_stack(p.args_base);
        self.closure_from_callee(p.callee)
    }
}

thread_local! {
    /// The closure object whose frame was entered last (weakly): a generator
    /// made by that frame keeps its closure alive, as php's does.
    static ENTERED_CLOSURE: std::cell::RefCell<std::rc::Weak<rphp_value::object::ObjectData>> =
        const { std::cell::RefCell::new(std::rc::Weak::new()) };
}

/// The closure object running `func`, if its frame was the last one entered.
pub(crate) fn entered_closure(
    func: &std::rc::Rc<crate::runtime::FuncRt>,
) -> Option<rphp_value::PhpObject> {
    let o = ENTERED_CLOSURE.with(|e| e.borrow().upgrade())?;
    let o = PhpObject(o);
    let same = closure_data_of(&o)
        .and_then(|d| d.func.clone())
        .is_some_and(|f| std::rc::Rc::ptr_eq(&f, func));
    same.then_some(o)
}

/// The `$this` a closure runs with: bound by `bindTo`/`call`, or captured
/// where a non-static closure was written in a method.
pub fn closure_this(c: &Value) -> Option<rphp_value::PhpObject> {
    let d = closure_data(c)?;
    if let Some(t) = &d.this {
        return Some(t.clone());
    }
    let f = d.func.as_ref()?;
    let bound = d.bound.borrow();
    f.code.uses.iter().enumerate().find_map(|(i, u)| {
        if f.code
            .cv_names
            .get(u.slot as usize)
            .is_some_and(|n| &n[..] == b"this")
        {
            match bound.get(i) {
                Some(Some(Value::Object(o))) => Some(o.clone()),
                _ => None,
            }
        } else {
            None
        }
    })
}
