//! Object opcodes (all slow paths, out of the interpreter's hot loop):
//! `new`, property reads and writes with visibility and magic methods,
//! method and static calls, class constants, static properties, `clone`.

use crate::classes::{class_of, ClassRt, MethodRt};
use crate::runtime::{Callee, EngineBuiltin};
use crate::vm::{Pending, Vm};
use rphp_bytecode::class::{flags, Vis, PRIVATE};
use rphp_bytecode::{Instr, Op};
use rphp_value::object::{Queued, Visibility};
use rphp_value::{
    ArrayKey, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Reference,
    Value,
};
use std::rc::Rc;

/// How a property name resolves on an object from the running scope.
enum PropLookup<'c> {
    /// Accessible: the key in the property table (declared or dynamic).
    Key(PhpStr, Option<&'c crate::classes::PropRt>),
    /// Declared but not accessible from here.
    Denied(&'c crate::classes::PropRt),
}

fn s(v: &str) -> Value {
    Value::Str(PhpStr::from(v))
}

const VARIADIC: &[ParamSpec] = &[ParamSpec::req("args", ParamType::Mixed).variadic()];

fn noop(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Null)
}
static NOOP: EngineBuiltin = EngineBuiltin {
    name: "__construct",
    params: VARIADIC,
    func: noop,
};

/// args: [object, method name, ...call args] → `$obj->__call($name, $args)`.
fn call_trampoline(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    if args.len() < 2 {
        return Err(vm.throw_error("Error", "Cannot call __call() without a method name"));
    }
    let obj = args[0].clone();
    let name = args[1].clone();
    let rest: Vec<Value> = args[2..].iter().map(|v| v.get()).collect();
    let Value::Object(o) = &obj else {
        return Ok(Value::Null);
    };
    let Some(m) = class_of(o).and_then(|c| c.find_method(b"__call").cloned()) else {
        return Ok(Value::Null);
    };
    vm.call_method(&m, Some(o.clone()), None, vec![name, Value::list(rest)])
}
static CALL: EngineBuiltin = EngineBuiltin {
    name: "__call",
    params: VARIADIC,
    func: call_trampoline,
};

/// args: [class name, method name, ...call args] → `Class::__callStatic($name, $args)`.
fn call_static_trampoline(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    if args.len() < 2 {
        return Err(vm.throw_error("Error", "Cannot call __callStatic() without a method name"));
    }
    let class = vm.class_from_value(&args[0].clone())?;
    let name = args[1].clone();
    let rest: Vec<Value> = args[2..].iter().map(|v| v.get()).collect();
    let Some(m) = class.find_method(b"__callStatic").cloned() else {
        return Ok(Value::Null);
    };
    vm.call_method(&m, None, Some(&class), vec![name, Value::list(rest)])
}
static CALL_STATIC: EngineBuiltin = EngineBuiltin {
    name: "__callStatic",
    params: VARIADIC,
    func: call_static_trampoline,
};

/// Whether a callee is the `__call`/`__callStatic` trampoline, which takes
/// the receiver (object or class name) and the method name first.
pub fn is_magic_trampoline(b: &EngineBuiltin) -> bool {
    std::ptr::eq(b, &CALL) || std::ptr::eq(b, &CALL_STATIC) || std::ptr::eq(b, &THROWABLE)
}

impl Vm {
    /// A callable that reaches `__call`/`__callStatic`: a closure made from
    /// one (`$o->missing(...)`), `[$o, 'missing']`, `[Class, 'missing']` or
    /// `'Class::missing'`: the trampoline and its two leading arguments.
    pub fn magic_callable(&mut self, c: &Value) -> Option<(Callee, [Value; 2])> {
        if let Some(d) = crate::closures::closure_data(c) {
            let Some(Callee::Engine(b)) = &d.native else {
                return None;
            };
            if !is_magic_trampoline(b) {
                return None;
            }
            let bound = d.bound.borrow();
            return match (bound.first(), bound.get(1)) {
                (Some(Some(r)), Some(Some(n))) => Some((Callee::Engine(b), [r.clone(), n.clone()])),
                _ => None,
            };
        }
        let (target, name) = match c {
            Value::Array(a) if a.len() == 2 => {
                match (a.get_int(0).map(|v| v.get()), a.get_int(1).map(|v| v.get())) {
                    (Some(t @ (Value::Object(_) | Value::Str(_))), Some(Value::Str(n))) => (t, n),
                    _ => return None,
                }
            }
            Value::Str(s) => {
                let b = s.as_bytes();
                let p = b.windows(2).position(|w| w == b"::")?;
                (
                    Value::Str(PhpStr::from(b[..p].to_vec())),
                    PhpStr::from(b[p + 2..].to_vec()),
                )
            }
            _ => return None,
        };
        let class = match &target {
            Value::Object(o) => self.lookup_class(&class_of(o)?.name.clone())?,
            Value::Str(s) if !names_scope(s.as_bytes()) => {
                let n = s.as_bytes();
                self.lookup_class(n.strip_prefix(b"\\").unwrap_or(n))?
            }
            _ => return None,
        };
        if class.find_method(name.as_bytes()).is_some()
            || crate::spl::native_method(&class, name.as_bytes()).is_some()
            || self.enum_builtin(&class, name.as_bytes()).is_some()
        {
            return None;
        }
        match target {
            // `[$e, 'getMessage']`: the built-in methods of throwables.
            Value::Object(o)
                if o.instance_of(b"Throwable")
                    && crate::classes::throwable_has_builtin(&class, name.as_bytes()) =>
            {
                Some((
                    Callee::Engine(&THROWABLE),
                    [Value::Object(o), Value::Str(name)],
                ))
            }
            Value::Object(o) if class.find_method(b"__call").is_some() => {
                Some((Callee::Engine(&CALL), [Value::Object(o), Value::Str(name)]))
            }
            Value::Str(_) if class.find_method(b"__callStatic").is_some() => Some((
                Callee::Engine(&CALL_STATIC),
                [
                    Value::Str(PhpStr::from(class.name.clone())),
                    Value::Str(name),
                ],
            )),
            _ => None,
        }
    }

    /// A closure over `__call`/`__callStatic` for the method `name`.
    pub(crate) fn magic_closure(&mut self, callee: Callee, pre: [Value; 2]) -> Value {
        let [recv, name] = pre;
        let (this, scope) = match &recv {
            Value::Object(o) => (Some(o.clone()), Some(o.class_name().to_vec())),
            v => (None, Some(v.to_php_str().as_bytes().to_vec())),
        };
        self.closure_object(crate::runtime::ClosureData {
            func: None,
            bound: std::cell::RefCell::new(vec![Some(recv), Some(name)]),
            this,
            scope,
            native: Some(callee),
        })
    }
}

/// args: [throwable, method name] → the built-in Throwable methods.
fn throwable_trampoline(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let rest: Vec<Value> = args[2..].to_vec();
    vm.throwable_call(args[0].clone(), args[1].clone(), &rest)
}
static THROWABLE: EngineBuiltin = EngineBuiltin {
    name: "Throwable method",
    params: VARIADIC,
    func: throwable_trampoline,
};

/// `self`, `parent` or `static`: a class name only the running scope can resolve.
pub(crate) fn names_scope(n: &[u8]) -> bool {
    n.len() <= 6
        && (n.eq_ignore_ascii_case(b"self")
            || n.eq_ignore_ascii_case(b"parent")
            || n.eq_ignore_ascii_case(b"static"))
}

impl Vm {
    /// `instanceof` with `self`/`parent`/`static` or an object on the right.
    #[cold]
    pub(crate) fn instanceof_dyn(&mut self, v: &Value, c: &Value) -> Result<bool, Fault> {
        let Value::Object(o) = v.get() else {
            return Ok(false);
        };
        let name = match c.get() {
            Value::Object(other) => other.class_name().to_vec(),
            Value::Str(s) => self.class_from_value(&Value::Str(s))?.name.clone(),
            _ => {
                return Err(
                    self.throw_error("Error", "Class name must be a valid object or a string")
                )
            }
        };
        Ok(o.instance_of(&name))
    }

    /// A class named by a run-time string (`new $n`, `$n::m()`, `$n::C`,
    /// `$n::$p`) is looked up as written: php resolves `self`, `parent` and
    /// `static` only where the source names them, so a variable holding one
    /// names a class that does not exist. (Compiled names are literals.)
    #[cold]
    fn dynamic_scope_name(&mut self, ins: &Instr) -> Result<(), Fault> {
        let op = if ins.op == Op::InitStatic {
            ins.a
        } else {
            ins.b
        };
        if op & rphp_bytecode::LIT != 0 {
            return Ok(());
        }
        let v = self.operand(op)?;
        if ins.op == Op::ClassConst {
            if let Value::Str(_) = &v {
                let n = self.operand(ins.c)?;
                if n.to_php_str().as_bytes().eq_ignore_ascii_case(b"class") {
                    return Err(self.throw_error(
                        "TypeError",
                        "Cannot use \"::class\" on value of type string",
                    ));
                }
            }
        }
        match v {
            Value::Str(s) if names_scope(s.as_bytes()) => {
                let msg = format!("Class \"{}\" not found", s.to_string_lossy());
                Err(self.throw_error("Error", msg))
            }
            _ => Ok(()),
        }
    }

    /// One handler for every object opcode.
    #[cold]
    #[inline(never)]
    pub(crate) fn object_op(&mut self, ins: Instr) -> Result<(), Fault> {
        if rphp_value::object::destructors_pending() {
            self.run_destructors()?;
        }
        if matches!(
            ins.op,
            Op::NewObj | Op::StaticPropRef | Op::ClassConst | Op::InitStatic
        ) {
            self.dynamic_scope_name(&ins)?;
        }
        match ins.op {
            Op::DeclareClass => {
                let rt = self.frames.last().expect("frame").func.script.clone();
                self.declare_class(&rt, ins.a)
            }
            Op::NewObj => {
                let c = self.operand(ins.b)?;
                let class = self.class_from_value(&c)?;
                let o = self.instantiate(&class)?;
                self.raw_set(ins.a, Value::Object(o));
                Ok(())
            }
            Op::InitCtor => {
                let o = self.operand(ins.a)?;
                self.init_ctor(o)
            }
            Op::InitMethod => {
                let o = self.operand(ins.a)?;
                let n = self.operand(ins.b)?;
                self.init_method(o, n)
            }
            Op::InitStatic => {
                let c = self.operand(ins.a)?;
                let n = self.operand(ins.b)?;
                self.init_static(c, n, ins.c != 0)
            }
            Op::FetchProp | Op::FetchPropQ => {
                let o = self.operand(ins.b)?;
                let n = self.operand(ins.c)?;
                let v = self.read_prop(&o, &n, ins.op == Op::FetchPropQ)?;
                self.set_slot(ins.a, v)?;
                Ok(())
            }
            Op::AssignProp => {
                let o = self.operand(ins.a)?;
                let n = self.operand(ins.b)?;
                let v = self.operand(ins.c)?;
                let r = self.write_prop(&o, &n, v);
                // The operand is a copy of a handle the frame still holds: its
                // release is no candidate for the cycle collector (php does not
                // count the object up and down here).
                rphp_value::gc::release_copy(o);
                r
            }
            Op::PropRef => {
                let o = self.operand(ins.b)?;
                let n = self.operand(ins.c)?;
                let r = self.prop_ref(&o, &n)?;
                self.raw_set(ins.a, Value::Ref(r));
                Ok(())
            }
            Op::IssetProp => {
                let o = self.operand(ins.b)?;
                let n = self.operand(ins.c)?;
                let b = self.isset_prop(&o, &n)?;
                self.set_slot(ins.a, Value::Bool(b))?;
                Ok(())
            }
            Op::UnsetProp => {
                let o = self.operand(ins.a)?;
                let n = self.operand(ins.b)?;
                self.unset_prop(&o, &n)
            }
            Op::BindPropRef => {
                let o = self.operand(ins.a)?;
                let n = self.operand(ins.b)?;
                // The reference itself (`operand` would read through it).
                let base = self.frames.last().expect("frame").base;
                let r = match self.stack[base + ins.c as usize].take() {
                    Some(Value::Ref(r)) => r,
                    v => Reference::new(v.unwrap_or_default()),
                };
                self.bind_prop_ref(&o, &n, r)
            }
            Op::StaticPropRef => {
                let c = self.operand(ins.b)?;
                let n = self.operand(ins.c)?;
                let r = self.static_prop_ref(&c, &n)?;
                self.raw_set(ins.a, Value::Ref(r));
                Ok(())
            }
            Op::ClassConst => {
                let c = self.operand(ins.b)?;
                let n = self.operand(ins.c)?;
                let v = self.class_const(&c, &n)?;
                self.set_slot(ins.a, v)?;
                Ok(())
            }
            Op::Clone => {
                let v = self.operand(ins.b)?;
                let c = self.clone_value(v)?;
                self.set_slot(ins.a, c)?;
                Ok(())
            }
            _ => unreachable!("not an object opcode"),
        }
    }

    /// Runs the destructors of objects whose last reference went.
    #[cold]
    pub(crate) fn run_destructors(&mut self) -> Result<(), Fault> {
        loop {
            let q = rphp_value::object::take_destruct_queue();
            if q.is_empty() {
                return Ok(());
            }
            // Reversed, to pop in order. What a destructor's object lets go
            // of when it dies is handled before the rest of the queue, as
            // php does it there and then (handles come free depth first).
            let mut work: Vec<Queued> = q.into_iter().rev().collect();
            while let Some(e) = work.pop() {
                match e {
                    Queued::Dtor(o) => {
                        if let Err(e) = self.destruct_object(o) {
                            // The handles queued behind still go back (their
                            // objects are gone).
                            for e in work {
                                if let Queued::FreeId(id) = e {
                                    rphp_value::object::free_id(id);
                                }
                            }
                            return Err(e);
                        }
                        let more = rphp_value::object::take_destruct_queue();
                        work.extend(more.into_iter().rev());
                    }
                    Queued::FreeId(id) => rphp_value::object::free_id(id),
                }
            }
            if rphp_value::gc::rerun_pending() {
                self.gc_finish_auto()?;
            }
        }
    }

    /// Runs an object's `__destruct` (a generator's or a fiber's teardown).
    pub(crate) fn destruct_object(&mut self, o: PhpObject) -> Result<(), Fault> {
        if crate::generators::is_generator(&o) {
            return self.gen_destroy(&o);
        }
        if crate::fibers::is_fiber(&o) {
            return self.fiber_destroy(&o);
        }
        let m = class_of(&o).and_then(|c| c.find_method(b"__destruct").cloned());
        if let Some(m) = m {
            self.call_method(&m, Some(o), None, Vec::new())?;
        }
        Ok(())
    }

    /// The main script returns: like php's `shutdown_destructors`, global
    /// variables holding the only reference to an object are destroyed in
    /// reverse order, then every object still alive, by handle.
    #[cold]
    pub(crate) fn main_return_destructors(&mut self) -> Result<(), Fault> {
        if !rphp_value::object::any_destructible() {
            return Ok(());
        }
        self.run_destructors()?;
        let base = self.frames[0].base;
        let end = base + self.frames[0].func.code.num_cvs() as usize;
        loop {
            let mut changed = false;
            for i in (base..end.min(self.stack.len())).rev() {
                let single = matches!(&self.stack[i], Some(Value::Object(o))
                    if Rc::strong_count(&o.0) == 1
                        && !o.0.destructed.get()
                        && class_of(o).is_some_and(|c| c.find_method(b"__destruct").is_some()));
                if single {
                    let v = self.stack[i].take();
                    drop(v);
                    self.run_destructors()?;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.shutdown_destructors()
    }

    /// Script end: queued destructors, then every object still alive, by handle.
    pub(crate) fn shutdown_destructors(&mut self) -> Result<(), Fault> {
        self.run_destructors()?;
        for o in rphp_value::object::live_objects_with_destructor() {
            o.0.destructed.set(true);
            if crate::generators::is_generator(&o) {
                self.gen_destroy(&o)?;
                continue;
            }
            if crate::fibers::is_fiber(&o) {
                self.fiber_destroy(&o)?;
                self.run_destructors()?;
                continue;
            }
            let m = class_of(&o).and_then(|c| c.find_method(b"__destruct").cloned());
            if let Some(m) = m {
                self.call_method(&m, Some(o), None, Vec::new())?;
            }
            self.run_destructors()?;
        }
        Ok(())
    }

    fn raw_set(&mut self, x: u32, v: Value) {
        let base = self.frames.last().expect("frame").base;
        self.stack[base + x as usize] = Some(v);
    }

    pub fn instantiate(&mut self, class: &Rc<ClassRt>) -> Result<PhpObject, Fault> {
        if class.plain_new() {
            let has_dtor = rphp_value::ClassInfo::has_destructor(&**class);
            if let Some(d) = class.default_slots.get() {
                return Ok(PhpObject::with_default_slots(class.clone(), d, has_dtor));
            }
            let slots = self.default_slots_first(class)?;
            return Ok(PhpObject::with_slots_dtor(class.clone(), slots, has_dtor));
        }
        if class.flags & crate::closures::NO_NEW != 0 {
            if class.flags & crate::weakrefs::WEAK_CLASS != 0 {
                let msg = format!(
                    "Direct instantiation of {0} is not allowed, use {0}::create instead",
                    class.name_str()
                );
                return Err(self.throw_error("Error", msg));
            }
            return Err(self.throw_error("Error", "Instantiation of class Closure is not allowed"));
        }
        if class.flags & crate::generators::NATIVE_DTOR != 0 && class.name == b"Fiber" {
            return Ok(crate::fibers::instantiate_fiber(class.clone()));
        }
        if class.flags & crate::generators::NATIVE_DTOR != 0 {
            return Err(self.throw_error(
                "Error",
                "The \"Generator\" class is reserved for internal use and cannot be manually instantiated",
            ));
        }
        if class.flags & (flags::ABSTRACT | flags::INTERFACE | flags::TRAIT | flags::ENUM) != 0 {
            let kind = if class.flags & flags::INTERFACE != 0 {
                "interface"
            } else if class.flags & flags::TRAIT != 0 {
                "trait"
            } else if class.flags & flags::ENUM != 0 {
                "enum"
            } else {
                "abstract class"
            };
            let msg = format!("Cannot instantiate {kind} {}", class.name_str());
            return Err(self.throw_error("Error", msg));
        }
        let props = self.default_props(class)?;
        let o = PhpObject::new(class.clone(), props);
        if class.is_subclass_of_name(b"Throwable") {
            self.init_throwable(&o, class);
        }
        Ok(o)
    }

    fn push_pending(&mut self, callee: Callee) {
        self.pending.push(Pending {
            has_ref: callee.has_by_ref(),
            callee,
            args_base: self.stack.len(),
            named: Vec::new(),
        });
    }

    fn init_ctor(&mut self, o: Value) -> Result<(), Fault> {
        let Value::Object(obj) = &o else {
            self.push_pending(Callee::Engine(&NOOP));
            return Ok(());
        };
        // A class known to have no constructor: none of the searches below.
        if class_of(obj).is_some_and(|c| c.no_ctor.get() == Some(&true)) {
            self.push_pending(Callee::Engine(&NOOP));
            rphp_value::gc::release_copy(o);
            return Ok(());
        }
        let ctor = class_of(obj).and_then(|c| c.find_method(b"__construct").cloned());
        match ctor {
            Some(m) => {
                if !self.can_access(m.vis, &m.declaring) {
                    let msg = format!(
                        "Call to {} {}::__construct() from {}",
                        restricted(m.vis),
                        String::from_utf8_lossy(&m.declaring),
                        self.scope_desc()
                    );
                    return Err(self.throw_error("Error", msg));
                }
                self.push_pending(Callee::Closure(m.func.clone(), o.clone()));
            }
            None if crate::fibers::is_fiber(obj) => {
                self.push_pending(Callee::Engine(crate::fibers::fiber_constructor()));
                self.stack.push(Some(o.clone()));
            }
            None if obj.instance_of(b"FiberError") => {
                self.push_pending(Callee::Engine(&crate::fibers::FIBER_ERROR_CTOR));
                self.stack.push(Some(o.clone()));
            }
            None if obj.instance_of(b"Throwable") => {
                self.push_pending(Callee::Engine(&THROWABLE));
                self.stack.push(Some(o.clone()));
                self.stack.push(Some(s("__construct")));
            }
            None => {
                let native = class_of(obj)
                    .and_then(|c| crate::spl::native_method(c, b"__construct"))
                    .map(|m| &m.entry)
                    .or_else(|| crate::spl::lib_method(obj, b"__construct"));
                match native {
                    Some(m) => {
                        self.push_pending(Callee::Engine(m));
                        self.stack.push(Some(o.clone()));
                    }
                    None => {
                        if let Some(c) = class_of(obj).filter(|c| c.plain_new()) {
                            let _ = c.no_ctor.set(true);
                        }
                        self.push_pending(Callee::Engine(&NOOP))
                    }
                }
            }
        }
        // A copy of the new object's handle: no collector root (php's `new`
        // without a constructor touches no count; one with a constructor
        // roots when the call releases `$this`).
        rphp_value::gc::release_copy(o);
        Ok(())
    }

    fn method_vis_error(&mut self, m: &MethodRt, class: &ClassRt) -> Fault {
        let _ = class;
        let msg = format!(
            "Call to {} method {}::{}() from {}",
            restricted(m.vis),
            String::from_utf8_lossy(&m.declaring),
            String::from_utf8_lossy(&m.name),
            self.scope_desc()
        );
        self.throw_error("Error", msg)
    }

    fn init_method(&mut self, o: Value, n: Value) -> Result<(), Fault> {
        let name = self.str_conv(&n)?;
        let obj = match &o {
            Value::Object(obj) => obj.clone(),
            Value::Resource(r) if r.0.kind == "Throwable" => {
                self.push_pending(Callee::Engine(&THROWABLE));
                self.stack.push(Some(o.clone()));
                self.stack.push(Some(Value::Str(name)));
                return Ok(());
            }
            Value::Resource(r) if r.0.kind == "Closure" => {
                let lc = name.as_bytes().to_ascii_lowercase();
                if lc == b"__invoke" || lc == b"call" {
                    let callee = self.callable_from_value(&o, true)?;
                    self.push_pending(callee);
                    return Ok(());
                }
                let msg = format!(
                    "Call to undefined method Closure::{}()",
                    name.to_string_lossy()
                );
                return Err(self.throw_error("Error", msg));
            }
            _ => {
                let msg = format!(
                    "Call to a member function {}() on {}",
                    name.to_string_lossy(),
                    crate::calls::given_type(&o)
                );
                return Err(self.throw_error("Error", msg));
            }
        };
        let Some(class) = class_of(&obj).and_then(|c| self.lookup_class(&c.name)) else {
            let msg = format!(
                "Call to undefined method {}::{}()",
                obj.debug_name(),
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        };
        // A private method of the calling scope wins over the object's own.
        let mut method = class.find_method(name.as_bytes()).cloned();
        if let Some(scope) = self.scope_class() {
            if let Some(m) = scope.find_method(name.as_bytes()) {
                if m.vis == PRIVATE
                    && m.declaring.eq_ignore_ascii_case(&scope.name)
                    && obj.instance_of(&scope.name)
                {
                    method = Some(m.clone());
                }
            }
        }
        match method {
            Some(m) => {
                if !self.can_access(m.vis, &m.declaring) {
                    if class.find_method(b"__call").is_some() {
                        return self.push_call_trampoline(o, name);
                    }
                    return Err(self.method_vis_error(&m, &class));
                }
                if m.is_abstract {
                    let msg = format!(
                        "Cannot call abstract method {}::{}()",
                        String::from_utf8_lossy(&m.declaring),
                        String::from_utf8_lossy(&m.name)
                    );
                    return Err(self.throw_error("Error", msg));
                }
                let how = if m.is_static {
                    Value::Str(PhpStr::from(class.name.clone()))
                } else {
                    o.clone()
                };
                self.push_pending(Callee::Closure(m.func.clone(), how));
                Ok(())
            }
            None => {
                if let Some(m) = crate::spl::native_method(&class, name.as_bytes()) {
                    self.push_pending(Callee::Engine(&m.entry));
                    if !m.is_static {
                        self.stack.push(Some(o));
                    }
                    return Ok(());
                }
                if class.find_method(b"__call").is_some() {
                    return self.push_call_trampoline(o, name);
                }
                if crate::closures::is_closure(&o) {
                    return self.closure_method_call(o, name);
                }
                if let Some(m) = crate::weakrefs::method(&obj, name.as_bytes()) {
                    self.push_pending(Callee::Engine(m));
                    self.stack.push(Some(o));
                    return Ok(());
                }
                if let Some(m) = crate::generators::generator_method(name.as_bytes())
                    .filter(|_| crate::generators::is_generator(&obj))
                {
                    self.push_pending(Callee::Engine(m));
                    self.stack.push(Some(o));
                    return Ok(());
                }
                if let Some(m) = crate::fibers::fiber_method(name.as_bytes())
                    .filter(|_| crate::fibers::is_fiber(&obj))
                {
                    self.push_pending(Callee::Engine(m));
                    self.stack.push(Some(o));
                    return Ok(());
                }
                if obj.instance_of(b"Throwable") {
                    self.push_pending(Callee::Engine(&THROWABLE));
                    self.stack.push(Some(o));
                    self.stack.push(Some(Value::Str(name)));
                    return Ok(());
                }
                if let Some(m) = crate::spl::lib_method(&obj, name.as_bytes()) {
                    self.push_pending(Callee::Engine(m));
                    self.stack.push(Some(o));
                    return Ok(());
                }
                // IteratorIterator & co. and RecursiveIteratorIterator pass
                // unknown methods on to the inner (current) iterator.
                if let Some(inner) = crate::spl::forward_target(&obj) {
                    return self.init_method(Value::Object(inner), Value::Str(name));
                }
                let msg = format!(
                    "Call to undefined method {}::{}()",
                    class.name_str(),
                    name.to_string_lossy()
                );
                Err(self.throw_error("Error", msg))
            }
        }
    }

    fn push_call_trampoline(&mut self, o: Value, name: PhpStr) -> Result<(), Fault> {
        self.push_pending(Callee::Engine(&CALL));
        self.stack.push(Some(o));
        self.stack.push(Some(Value::Str(name)));
        Ok(())
    }

    /// What a static call of a method `class` lacks or hides calls instead:
    /// `__call` for a `$this` of the class, else `__callStatic`; Err(name)
    /// (given back) when it has neither.
    fn static_call_fallback(
        &mut self,
        class: &ClassRt,
        name: PhpStr,
    ) -> Result<Result<(), Fault>, PhpStr> {
        if let Some(t) = self.this_obj().filter(|t| t.instance_of(&class.name)) {
            if class.find_method(b"__call").is_some() {
                return Ok(self.push_call_trampoline(Value::Object(t), name));
            }
        }
        if class.find_method(b"__callStatic").is_none() {
            return Err(name);
        }
        self.push_pending(Callee::Engine(&CALL_STATIC));
        self.stack
            .push(Some(Value::Str(PhpStr::from(class.name.clone()))));
        self.stack.push(Some(Value::Str(name)));
        Ok(Ok(()))
    }

    /// `forwards`: the class was written `self` or `parent` (and resolved
    /// by the compiler).
    fn init_static(&mut self, c: Value, n: Value, forwards: bool) -> Result<(), Fault> {
        let name = self.str_conv(&n)?;
        // parent::/self::/static:: forward the called class and $this; a
        // class named explicitly does not.
        let forwarding = matches!(&c, Value::Str(s) if forwards || names_scope(s.as_bytes()))
            && self.scope_class().is_some();
        let class = self.class_from_value(&c)?;
        let Some(m) = class.find_method(name.as_bytes()).cloned() else {
            if let Some(callee) = self.enum_builtin(&class, name.as_bytes()) {
                self.push_pending(callee);
                return Ok(());
            }
            if let Some(m) = crate::spl::native_method(&class, name.as_bytes()) {
                if m.is_static {
                    self.push_pending(Callee::Engine(&m.entry));
                    if class.origin.is_some() && m.entry.name.starts_with("Date") {
                        self.native_static
                            .push((self.pending.len(), class.name.clone()));
                    }
                    return Ok(());
                }
                if let Some(t) = self.this_obj().filter(|t| t.instance_of(&class.name)) {
                    self.push_pending(Callee::Engine(&m.entry));
                    self.stack.push(Some(Value::Object(t)));
                    return Ok(());
                }
                let msg = format!(
                    "Non-static method {}::{}() cannot be called statically",
                    m.entry.name.split("->").next().unwrap_or(""),
                    m.name
                );
                return Err(self.throw_error("Error", msg));
            }
            if let Some(m) = crate::closures::closure_static_method(&class, name.as_bytes()) {
                self.push_pending(Callee::Engine(m));
                return Ok(());
            }
            if let Some(m) = crate::fibers::fiber_static_method(&class, name.as_bytes()) {
                self.push_pending(Callee::Engine(m));
                return Ok(());
            }
            if let Some(m) = crate::weakrefs::static_method(&class, name.as_bytes()) {
                self.push_pending(Callee::Engine(m));
                return Ok(());
            }
            let this = self.this_obj();
            if let Some(t) = this.clone().filter(|t| t.instance_of(&class.name)) {
                if let Some(m) = crate::spl::lib_class_method(&class, name.as_bytes()) {
                    self.push_pending(Callee::Engine(m));
                    self.stack.push(Some(Value::Object(t)));
                    return Ok(());
                }
            }
            if class.is_subclass_of_name(b"Throwable") {
                if let Some(t) = this.filter(|t| t.instance_of(&class.name)) {
                    self.push_pending(Callee::Engine(&THROWABLE));
                    self.stack.push(Some(Value::Object(t)));
                    self.stack.push(Some(Value::Str(name)));
                    return Ok(());
                }
            }
            let name = match self.static_call_fallback(&class, name) {
                Ok(r) => return r,
                Err(name) => name,
            };
            let msg = format!(
                "Call to undefined method {}::{}()",
                class.name_str(),
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        };
        if !self.can_access(m.vis, &m.declaring) {
            // As for a missing method.
            return match self.static_call_fallback(&class, name) {
                Ok(r) => r,
                Err(_) => Err(self.method_vis_error(&m, &class)),
            };
        }
        if m.is_abstract {
            let msg = format!(
                "Cannot call abstract method {}::{}()",
                String::from_utf8_lossy(&m.declaring),
                String::from_utf8_lossy(&m.name)
            );
            return Err(self.throw_error("Error", msg));
        }
        if !m.is_static {
            match self.this_obj().filter(|t| t.instance_of(&class.name)) {
                Some(t) => {
                    self.push_pending(Callee::Closure(m.func.clone(), Value::Object(t)));
                    return Ok(());
                }
                None => {
                    let msg = format!(
                        "Non-static method {}::{}() cannot be called statically",
                        String::from_utf8_lossy(&m.declaring),
                        String::from_utf8_lossy(&m.name)
                    );
                    return Err(self.throw_error("Error", msg));
                }
            }
        }
        if class.flags & flags::TRAIT != 0 {
            let msg = format!(
                "Calling static trait method {}::{} is deprecated, it should only be called on a class using the trait",
                class.name_str(),
                String::from_utf8_lossy(&m.name)
            );
            self.raise(ErrorLevel::Deprecated, &msg)?;
        }
        let called = if forwarding {
            self.static_class().unwrap_or(class)
        } else {
            class
        };
        self.push_pending(Callee::Closure(
            m.func.clone(),
            Value::Str(PhpStr::from(called.name.clone())),
        ));
        Ok(())
    }

    /// Calls a method directly (magic methods, destructors): `this` or a static class.
    pub(crate) fn call_method(
        &mut self,
        m: &MethodRt,
        this: Option<PhpObject>,
        class: Option<&Rc<ClassRt>>,
        args: Vec<Value>,
    ) -> Result<Value, Fault> {
        let how = match (this, class) {
            (Some(o), _) => Value::Object(o),
            (None, Some(c)) => Value::Str(PhpStr::from(c.name.clone())),
            (None, None) => Value::Null,
        };
        self.call_callee(Callee::Closure(m.func.clone(), how), args)
    }

    /// `call_method` for a method returning by reference, whose reference
    /// the caller binds (`&__get`): the result is the reference itself.
    fn call_method_ref(
        &mut self,
        m: &MethodRt,
        this: PhpObject,
        args: Vec<Value>,
    ) -> Result<Value, Fault> {
        if self.nesting >= crate::vm::MAX_NESTING {
            return Err(self.fatal("Maximum function nesting level reached"));
        }
        let args_base = self.stack.len();
        for a in args {
            self.stack.push(Some(a));
        }
        let depth = self.frames.len();
        let clo = Value::Object(this);
        let entered = self.enter_user(
            m.func.clone(),
            Some(clo),
            args_base,
            Vec::new(),
            rphp_bytecode::NONE,
            true,
        );
        if let Err(e) = entered {
            self.abandon_entry(depth, args_base);
            return Err(e);
        }
        self.frames.last_mut().expect("frame").ret_ref = true;
        self.nesting += 1;
        let r = self.execute();
        self.nesting -= 1;
        r
    }

    fn prop_name(&mut self, n: &Value) -> Result<PhpStr, Fault> {
        self.str_conv(n)
    }

    fn lookup_prop<'c>(&mut self, obj: &'c PhpObject, name: &[u8]) -> PropLookup<'c> {
        let Some(class) = class_of(obj) else {
            return PropLookup::Key(PhpStr::from(name.to_vec()), None);
        };
        // A private property of the calling scope is found first.
        if let Some(scope) = self.scope_class() {
            // The scope's own private declaration carries the mangled key to look for.
            let own_private = scope
                .prop_index
                .get(name)
                .map(|&i| &scope.props[i])
                .filter(|p| p.vis == PRIVATE && p.declaring.eq_ignore_ascii_case(&scope.name));
            if let Some(sp) = own_private {
                if obj.instance_of(&scope.name) {
                    let key = sp.key.as_bytes();
                    if let Some(p) = class.props.iter().find(|p| p.key.as_bytes() == key) {
                        return PropLookup::Key(p.key.clone(), Some(p));
                    }
                }
            }
        }
        match class.prop_index.get(name) {
            Some(&i) => {
                let p = &class.props[i];
                if self.can_access(p.vis, &p.declaring) {
                    PropLookup::Key(p.key.clone(), Some(p))
                } else if p.vis == PRIVATE && !obj.class_name().eq_ignore_ascii_case(&p.declaring) {
                    // A parent's private property is invisible here: a dynamic one.
                    PropLookup::Key(PhpStr::from(name.to_vec()), None)
                } else {
                    PropLookup::Denied(p)
                }
            }
            None => PropLookup::Key(PhpStr::from(name.to_vec()), None),
        }
    }

    /// php names the object's class, not the declaring one
    /// ("Cannot access protected property B::$q" for A's `$q`).
    fn denied(&mut self, p: &crate::classes::PropRt, obj: &PhpObject) -> Fault {
        let msg = format!(
            "Cannot access {} property {}::${}",
            restricted(p.vis),
            obj.debug_name(),
            String::from_utf8_lossy(&p.name)
        );
        self.throw_error("Error", msg)
    }

    /// A property read that `__get` answers (not from inside `__get` itself);
    /// a quiet read (`??`, `isset` chains) asks `__isset` first. `None`: no
    /// magic applies.
    fn read_through_get(
        &mut self,
        obj: &PhpObject,
        name: &PhpStr,
        quiet: bool,
    ) -> Result<Option<Value>, Fault> {
        let Some(m) = Self::magic(obj, b"__get") else {
            return Ok(None);
        };
        if self.in_magic(obj, b"::__get") {
            return Ok(None);
        }
        if quiet {
            if let Some(is) = Self::magic(obj, b"__isset") {
                let args = vec![Value::Str(name.clone())];
                if !self
                    .call_method(&is, Some(obj.clone()), None, args)?
                    .to_bool()
                {
                    return Ok(Some(Value::Null));
                }
            }
        }
        let args = vec![Value::Str(name.clone())];
        self.call_method(&m, Some(obj.clone()), None, args)
            .map(Some)
    }

    pub(crate) fn magic(obj: &PhpObject, name: &[u8]) -> Option<MethodRt> {
        class_of(obj).and_then(|c| c.find_method(name).cloned())
    }

    /// Is this magic method already running for this object and property (no recursion)?
    fn in_magic(&self, obj: &PhpObject, magic: &[u8]) -> bool {
        let Some(fr) = self.frames.last() else {
            return false;
        };
        let n = &fr.func.code.name;
        n.len() > magic.len()
            && n.ends_with(magic)
            && fr.this.as_ref().is_some_and(|t| t.ptr_eq(obj))
    }

    pub(crate) fn read_prop(&mut self, o: &Value, n: &Value, quiet: bool) -> Result<Value, Fault> {
        let obj = match o {
            Value::Object(obj) => obj.clone(),
            _ => {
                let name = self.prop_name(n)?;
                if !quiet {
                    let msg = format!(
                        "Attempt to read property \"{}\" on {}",
                        name.to_string_lossy(),
                        o.debug_type()
                    );
                    self.raise(ErrorLevel::Warning, &msg)?;
                }
                return Ok(Value::Null);
            }
        };
        let name = self.prop_name(n)?;
        if crate::spl::props_in_storage(&obj, &name) {
            return self.object_dim_read(&obj, &Value::Str(name), quiet);
        }
        match self.lookup_prop(&obj, name.as_bytes()) {
            PropLookup::Key(key, decl) => {
                let found = obj.0.props_ref().get_str(key.as_bytes()).map(|v| v.get());
                if let Some(v) = found {
                    return Ok(v);
                }
                if let Some(v) = self.read_through_get(&obj, &name, quiet)? {
                    return Ok(v);
                }
                if let Some(p) = decl {
                    if p.ty.is_some() {
                        if quiet {
                            return Ok(Value::Null);
                        }
                        let msg = format!(
                            "Typed property {}::${} must not be accessed before initialization",
                            String::from_utf8_lossy(&p.declaring),
                            String::from_utf8_lossy(&p.name)
                        );
                        return Err(self.throw_error("Error", msg));
                    }
                }
                if !quiet {
                    let msg = format!(
                        "Undefined property: {}::${}",
                        obj.debug_name(),
                        name.to_string_lossy()
                    );
                    self.raise(ErrorLevel::Warning, &msg)?;
                }
                Ok(Value::Null)
            }
            PropLookup::Denied(p) => {
                if let Some(v) = self.read_through_get(&obj, &name, quiet)? {
                    return Ok(v);
                }
                if quiet {
                    return Ok(Value::Null);
                }
                Err(self.denied(p, &obj))
            }
        }
    }

    pub fn check_typed(&mut self, p: &crate::classes::PropRt, v: Value) -> Result<Value, Fault> {
        let Some(t) = &p.ty else { return Ok(v) };
        let strict = self.frames.last().is_some_and(|f| f.func.code.strict_types);
        match crate::calls::coerce_decl(t, v.clone(), strict) {
            Ok((nv, note)) => {
                if let Some(msg) = note {
                    self.raise(ErrorLevel::Deprecated, &msg)?;
                }
                Ok(nv)
            }
            Err(()) => {
                let msg = format!(
                    "Cannot assign {} to property {}::${} of type {}",
                    crate::calls::given_type(&v),
                    String::from_utf8_lossy(&p.declaring),
                    String::from_utf8_lossy(&p.name),
                    t.display
                );
                Err(self.throw_error("TypeError", msg))
            }
        }
    }

    pub(crate) fn write_prop(&mut self, o: &Value, n: &Value, v: Value) -> Result<(), Fault> {
        let obj = match o {
            Value::Object(obj) => obj.clone(),
            _ => {
                let name = self.prop_name(n)?;
                let msg = format!(
                    "Attempt to assign property \"{}\" on {}",
                    name.to_string_lossy(),
                    o.debug_type()
                );
                return Err(self.throw_error("Error", msg));
            }
        };
        let v = v.deref();
        let name = self.prop_name(n)?;
        if crate::spl::props_in_storage(&obj, &name) {
            let key = [crate::vm::PathKey::Key(Value::Str(name))];
            return self
                .object_path(obj, &key, crate::dims::Term::Assign(v))
                .map(|_| ());
        }
        match self.lookup_prop(&obj, name.as_bytes()) {
            PropLookup::Key(key, decl) => {
                let exists = obj.0.props_ref().get_str(key.as_bytes()).is_some();
                let v = match &decl {
                    Some(p) => {
                        // An untyped declared property is missing only once
                        // unset: php then hands the write to `__set`.
                        if !exists && p.ty.is_none() && !p.readonly {
                            if let Some(m) = Self::magic(&obj, b"__set") {
                                if !self.in_magic(&obj, b"::__set") {
                                    self.call_method(
                                        &m,
                                        Some(obj),
                                        None,
                                        vec![Value::Str(name), v],
                                    )?;
                                    return Ok(());
                                }
                            }
                        }
                        if p.readonly {
                            if exists {
                                let msg = format!(
                                    "Cannot modify readonly property {}::${}",
                                    String::from_utf8_lossy(&p.declaring),
                                    String::from_utf8_lossy(&p.name)
                                );
                                return Err(self.throw_error("Error", msg));
                            }
                            let in_scope = self
                                .scope_class()
                                .is_some_and(|c| c.name.eq_ignore_ascii_case(&p.declaring));
                            if !in_scope {
                                let msg = format!(
                                    "Cannot initialize readonly property {}::${} from {}",
                                    String::from_utf8_lossy(&p.declaring),
                                    String::from_utf8_lossy(&p.name),
                                    self.scope_desc()
                                );
                                return Err(self.throw_error("Error", msg));
                            }
                        }
                        self.check_typed(p, v)?
                    }
                    None => {
                        if !exists {
                            if let Some(m) = Self::magic(&obj, b"__set") {
                                if !self.in_magic(&obj, b"::__set") {
                                    self.call_method(
                                        &m,
                                        Some(obj),
                                        None,
                                        vec![Value::Str(name), v],
                                    )?;
                                    return Ok(());
                                }
                            }
                            if let Some(f) = self.dynamic_forbidden(&obj, &name) {
                                return Err(f);
                            }
                            let allowed = class_of(&obj).is_none_or(|c| c.allows_dynamic());
                            if !allowed {
                                let msg = format!(
                                    "Creation of dynamic property {}::${} is deprecated",
                                    obj.debug_name(),
                                    name.to_string_lossy()
                                );
                                self.raise(ErrorLevel::Deprecated, &msg)?;
                            }
                        }
                        v
                    }
                };
                let mut props = obj.0.props_mut();
                let k = ArrayKey::from_php_str(key);
                match props.get_mut(&k) {
                    Some(Value::Ref(r)) => {
                        let r = r.clone();
                        drop(props);
                        // Other typed properties may hold the reference too.
                        let v = if crate::typed_refs::maybe_typed(&r) {
                            self.typed_ref_value(&r, v, crate::typed_refs::Write::Ref)?
                        } else {
                            v
                        };
                        r.set(v);
                    }
                    Some(slot) => {
                        let old = std::mem::replace(slot, v);
                        drop(props);
                        drop(old);
                    }
                    None => {
                        props.insert(k, v);
                        if decl.is_some() {
                            drop(props);
                            reorder(&obj);
                        }
                    }
                }
                Ok(())
            }
            PropLookup::Denied(p) => {
                if let Some(m) = Self::magic(&obj, b"__set") {
                    if !self.in_magic(&obj, b"::__set") {
                        self.call_method(&m, Some(obj), None, vec![Value::Str(name), v])?;
                        return Ok(());
                    }
                }
                Err(self.denied(p, &obj))
            }
        }
    }

    pub(crate) fn prop_ref(&mut self, o: &Value, n: &Value) -> Result<Reference, Fault> {
        self.prop_ref_for(o, n, false)
    }

    /// `prop_ref`; `bind`: for `$o->p = &$x`, where an uninitialised typed
    /// property is no error (a loose reference comes back, nothing inserted).
    fn prop_ref_for(&mut self, o: &Value, n: &Value, bind: bool) -> Result<Reference, Fault> {
        let obj = match o {
            Value::Object(obj) => obj.clone(),
            _ => {
                let name = self.prop_name(n)?;
                let msg = format!(
                    "Attempt to modify property \"{}\" on {}",
                    name.to_string_lossy(),
                    o.debug_type()
                );
                return Err(self.throw_error("Error", msg));
            }
        };
        let name = self.prop_name(n)?;
        let mut typed = None;
        let key = match self.lookup_prop(&obj, name.as_bytes()) {
            PropLookup::Key(key, decl) => {
                let exists = obj.0.props_ref().get_str(key.as_bytes()).is_some();
                if let Some(p) = decl.filter(|p| p.ty.is_some()) {
                    typed = Some(p.clone());
                }
                if let Some(p) = decl.filter(|p| p.readonly) {
                    // A reference could change it later: php refuses it at once.
                    let msg = format!(
                        "Cannot {}modify readonly property {}::${}",
                        if exists { "" } else { "indirectly " },
                        String::from_utf8_lossy(&p.declaring),
                        String::from_utf8_lossy(&p.name)
                    );
                    return Err(self.throw_error("Error", msg));
                }
                if !exists {
                    if let Some(m) = Self::magic(&obj, b"__get") {
                        if !bind && self.next_is_op_path() {
                            // `$o->p op= v`, `$o->p++`: read through `__get`,
                            // the path's terminal writes back (`take_overloaded`).
                            let args = vec![Value::Str(name.clone())];
                            let v = self.call_method(&m, Some(obj.clone()), None, args)?;
                            let r = Reference::new(v.deref());
                            OVERLOADED.with(|o| {
                                *o.borrow_mut() = Some((r.clone(), obj.clone(), name.clone()))
                            });
                            return Ok(r);
                        }
                        // Indirect modification of an overloaded property: work on a copy.
                        let by_ref = m.func.code.by_ref_return;
                        let args = vec![Value::Str(name.clone())];
                        let v = if by_ref {
                            self.call_method_ref(&m, obj.clone(), args)?
                        } else {
                            self.call_method(&m, Some(obj.clone()), None, args)?
                        };
                        if let (true, Value::Ref(r)) = (by_ref, &v) {
                            return Ok(r.clone());
                        }
                        if !by_ref {
                            let msg = format!(
                                "Indirect modification of overloaded property {}::${} has no effect",
                                obj.debug_name(),
                                name.to_string_lossy()
                            );
                            self.raise(ErrorLevel::Notice, &msg)?;
                        }
                        return Ok(Reference::new(v.deref()));
                    }
                    if decl.is_none() {
                        if let Some(f) = self.dynamic_forbidden(&obj, &name) {
                            return Err(f);
                        }
                    }
                    if decl.is_none() && !class_of(&obj).is_none_or(|c| c.allows_dynamic()) {
                        let msg = format!(
                            "Creation of dynamic property {}::${} is deprecated",
                            obj.debug_name(),
                            name.to_string_lossy()
                        );
                        self.raise(ErrorLevel::Deprecated, &msg)?;
                    }
                }
                key
            }
            PropLookup::Denied(p) => return Err(self.denied(p, &obj)),
        };
        let mut props = obj.0.props_mut();
        let k = ArrayKey::from_php_str(key.clone());
        let r = match props.get_mut(&k) {
            Some(Value::Ref(r)) => r.clone(),
            Some(slot) => {
                let v = std::mem::take(slot);
                let r = Reference::new(v);
                *slot = Value::Ref(r.clone());
                r
            }
            None => {
                let nullable = typed
                    .as_ref()
                    .and_then(|p| p.ty.as_ref())
                    .is_none_or(|t| t.mask & rphp_bytecode::ty::NULL != 0);
                if typed.is_some() && bind {
                    return Ok(Reference::new(Value::Null));
                }
                if let Some(p) = &typed {
                    // What php does with an uninitialised typed property
                    // depends on the use: `op=`/`++` read it first (an
                    // error), element writes and list() assign it, a
                    // reference to it needs a value unless null is one.
                    let msg = match self.prop_ref_use() {
                        PropRefUse::OpPath => Some(format!(
                            "Typed property {}::${} must not be accessed before initialization",
                            String::from_utf8_lossy(&p.declaring),
                            String::from_utf8_lossy(&p.name)
                        )),
                        PropRefUse::Path => None,
                        PropRefUse::Ref if nullable => None,
                        PropRefUse::Ref => Some(format!(
                            "Cannot access uninitialized non-nullable property {}::${} by reference",
                            String::from_utf8_lossy(&p.declaring),
                            String::from_utf8_lossy(&p.name)
                        )),
                    };
                    if let Some(msg) = msg {
                        drop(props);
                        return Err(self.throw_error("Error", msg));
                    }
                }
                let r = Reference::new(Value::Null);
                props.insert(k, Value::Ref(r.clone()));
                if typed.is_some() {
                    drop(props);
                    reorder(&obj);
                    props = obj.0.props_mut();
                }
                r
            }
        };
        if let Some(p) = typed {
            drop(props);
            let ty = p.ty.as_ref().expect("typed");
            self.typed_ref_prop(&r, &obj, &key, &p.declaring, &p.name, ty);
        }
        Ok(r)
    }

    /// What the running `PropRef` (the frame's pc is just past it) is for.
    fn prop_ref_use(&self) -> PropRefUse {
        if self.next_is_op_path() {
            return PropRefUse::OpPath;
        }
        let Some(fr) = self.frames.last() else {
            return PropRefUse::Ref;
        };
        let code = &fr.func.code.code;
        let pc = fr.pc as usize;
        match (code.get(pc.wrapping_sub(1)), code.get(pc)) {
            (Some(p), Some(s)) if p.op == Op::PropRef && s.op == Op::PathStart && s.b == p.a => {
                PropRefUse::Path
            }
            _ => PropRefUse::Ref,
        }
    }

    /// Whether the running `PropRef` (the frame's pc is just past it) feeds
    /// `PathStart` and a compound-assignment or `++`/`--` terminal at once.
    fn next_is_op_path(&self) -> bool {
        let Some(fr) = self.frames.last() else {
            return false;
        };
        let code = &fr.func.code.code;
        let pc = fr.pc as usize;
        match (code.get(pc.wrapping_sub(1)), code.get(pc), code.get(pc + 1)) {
            (Some(p), Some(s), Some(t)) => {
                p.op == Op::PropRef
                    && s.op == Op::PathStart
                    && s.b == p.a
                    && matches!(t.op, Op::PathAssignOp | Op::PathIncDec)
            }
            _ => false,
        }
    }

    /// `$o->p = &$x`: the property becomes the reference (the old one, if
    /// any, stays with whoever else holds it).
    pub(crate) fn bind_prop_ref(
        &mut self,
        o: &Value,
        n: &Value,
        r: Reference,
    ) -> Result<(), Fault> {
        // The reference fetch gives php's errors and notices (non-object,
        // visibility, readonly, dynamic-property deprecation, __get) and
        // makes the slot of a dynamic property.
        let place = self.prop_ref_for(o, n, true)?;
        let Value::Object(obj) = o else {
            return Ok(());
        };
        if place.ptr_eq(&r) {
            return Ok(());
        }
        let name = self.prop_name(n)?;
        let (key, typed) = match self.lookup_prop(obj, name.as_bytes()) {
            PropLookup::Key(key, decl) => (key, decl.filter(|p| p.ty.is_some()).cloned()),
            PropLookup::Denied(_) => return Ok(()),
        };
        if let Some(p) = &typed {
            // The reference's value must suit the property (see typed_refs.rs).
            self.typed_ref_bind(&r, p)?;
        }
        let k = ArrayKey::from_php_str(key.clone());
        let mut props = obj.0.props_mut();
        if let Some(slot) = props.get_mut(&k) {
            *slot = Value::Ref(r.clone());
        } else if typed.is_some() {
            // An uninitialised typed property (see `prop_ref_for`).
            props.insert(k, Value::Ref(r.clone()));
            drop(props);
            reorder(obj);
            props = obj.0.props_mut();
        }
        drop(props);
        if let Some(p) = typed {
            let ty = p.ty.as_ref().expect("typed");
            self.typed_ref_prop(&r, obj, &key, &p.declaring, &p.name, ty);
        }
        Ok(())
    }

    pub(crate) fn isset_prop(&mut self, o: &Value, n: &Value) -> Result<bool, Fault> {
        let Value::Object(obj) = o else {
            return Ok(false);
        };
        let name = self.prop_name(n)?;
        if crate::spl::props_in_storage(obj, &name) {
            return self.object_dim_isset(obj, &Value::Str(name), false);
        }
        match self.lookup_prop(obj, name.as_bytes()) {
            PropLookup::Key(key, _) => {
                let found = obj.0.props_ref().get_str(key.as_bytes()).map(|v| v.get());
                match found {
                    Some(v) => Ok(!v.is_null()),
                    None => self.magic_isset(obj, name),
                }
            }
            PropLookup::Denied(_) => self.magic_isset(obj, name),
        }
    }

    fn magic_isset(&mut self, obj: &PhpObject, name: PhpStr) -> Result<bool, Fault> {
        match Self::magic(obj, b"__isset") {
            Some(m) if !self.in_magic(obj, b"::__isset") => {
                let r = self.call_method(&m, Some(obj.clone()), None, vec![Value::Str(name)])?;
                Ok(r.to_bool())
            }
            _ => Ok(false),
        }
    }

    pub(crate) fn unset_prop(&mut self, o: &Value, n: &Value) -> Result<(), Fault> {
        let Value::Object(obj) = o else {
            return Ok(());
        };
        let name = self.prop_name(n)?;
        if crate::spl::props_in_storage(obj, &name) {
            let key = [crate::vm::PathKey::Key(Value::Str(name))];
            return self
                .object_path(obj.clone(), &key, crate::dims::Term::Unset)
                .map(|_| ());
        }
        match self.lookup_prop(obj, name.as_bytes()) {
            PropLookup::Key(key, decl) => {
                let k = ArrayKey::from_php_str(key);
                let exists = obj.0.props_ref().get(&k).is_some();
                if let Some(p) = decl.filter(|p| p.readonly) {
                    let in_scope = self
                        .scope_class()
                        .is_some_and(|s| s.name.eq_ignore_ascii_case(&p.declaring));
                    if exists || !in_scope {
                        let mut msg = format!(
                            "Cannot unset readonly property {}::${}",
                            String::from_utf8_lossy(&p.declaring),
                            name.to_string_lossy()
                        );
                        if !exists {
                            msg = format!("{msg} from {}", self.scope_desc());
                        }
                        return Err(self.throw_error("Error", msg));
                    }
                }
                if exists {
                    let old = obj.0.props_mut().remove(&k);
                    drop(old);
                } else if let Some(m) = Self::magic(obj, b"__unset") {
                    if !self.in_magic(obj, b"::__unset") {
                        self.call_method(&m, Some(obj.clone()), None, vec![Value::Str(name)])?;
                    }
                }
                Ok(())
            }
            PropLookup::Denied(p) => {
                if let Some(m) = Self::magic(obj, b"__unset") {
                    self.call_method(&m, Some(obj.clone()), None, vec![Value::Str(name)])?;
                    return Ok(());
                }
                Err(self.denied(p, obj))
            }
        }
    }

    pub(crate) fn static_prop_ref(&mut self, c: &Value, n: &Value) -> Result<Reference, Fault> {
        let class = self.class_from_value(c)?;
        let name = self.prop_name(n)?;
        if class.flags & flags::TRAIT != 0 && class.statics.contains_key(name.as_bytes()) {
            let msg = format!(
                "Accessing static trait property {}::${} is deprecated, it should only be accessed on a class using the trait",
                class.name_str(),
                name.to_string_lossy()
            );
            self.raise(ErrorLevel::Deprecated, &msg)?;
        }
        let Some(sp) = class.statics.get(name.as_bytes()).cloned() else {
            let msg = format!(
                "Access to undeclared static property {}::${}",
                class.name_str(),
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        };
        if !self.can_access(sp.vis, &sp.declaring) {
            let msg = format!(
                "Cannot access {} property {}::${}",
                restricted(sp.vis),
                class.name_str(),
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        }
        if !sp.ready.get() {
            sp.ready.set(true);
            if let Some(l) = &sp.init {
                let v = self.eval_lazy(l)?;
                sp.cell.set(v);
            }
        }
        let r = sp.cell.reference();
        self.last_static = Some((sp, name));
        Ok(r)
    }

    pub fn class_const(&mut self, c: &Value, n: &Value) -> Result<Value, Fault> {
        let name = self.prop_name(n)?;
        if name.as_bytes().eq_ignore_ascii_case(b"class") {
            if let Value::Str(s) = c {
                let b = s.as_bytes();
                if !b.eq_ignore_ascii_case(b"static")
                    && !b.eq_ignore_ascii_case(b"self")
                    && !b.eq_ignore_ascii_case(b"parent")
                {
                    let b = s.as_bytes();
                    return Ok(Value::Str(PhpStr::from(
                        b.strip_prefix(b"\\").unwrap_or(b).to_vec(),
                    )));
                }
                // `self::class` in a closure that runs with no class scope.
                let lc = b.to_ascii_lowercase();
                let scoped = if lc == b"static" {
                    self.static_class().is_some()
                } else {
                    self.scope_class().is_some()
                };
                if !scoped {
                    let msg = format!(
                        "Cannot use \"{}\" in the global scope",
                        String::from_utf8_lossy(&lc)
                    );
                    return Err(self.throw_error("Error", msg));
                }
            }
            let class = self.class_from_value(c)?;
            return Ok(s(&class.name_str()));
        }
        let class = self.class_from_value(c)?;
        let Some(k) = class.consts.get(name.as_bytes()).cloned() else {
            let msg = format!(
                "Undefined constant {}::{}",
                class.name_str(),
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        };
        if !self.can_access(k.vis, &k.declaring) {
            let msg = format!(
                "Cannot access {} constant {}::{}",
                restricted(k.vis),
                class.name_str(),
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        }
        if class.flags & flags::TRAIT != 0 {
            let msg = format!(
                "Cannot access trait constant {}::{} directly",
                class.name_str(),
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        }
        if k.is_case {
            self.ensure_enum_case(&class, name.as_bytes())?;
        }
        self.eval_lazy(&k.value)
    }

    /// Enums, readonly classes and some built-in classes never get dynamic properties.
    fn dynamic_forbidden(&mut self, obj: &PhpObject, name: &PhpStr) -> Option<Fault> {
        let c = class_of(obj)?;
        if c.flags & (flags::ENUM | flags::READONLY | crate::weakrefs::WEAK_CLASS) == 0
            && !crate::random::no_dynamic_props(c)
        {
            return None;
        }
        let msg = format!(
            "Cannot create dynamic property {}::${}",
            obj.debug_name(),
            name.to_string_lossy()
        );
        Some(self.throw_error("Error", msg))
    }

    pub fn clone_value(&mut self, v: Value) -> Result<Value, Fault> {
        let Value::Object(obj) = v else {
            return Err(self.throw_error("Error", "__clone method called on non-object"));
        };
        if let Some(mut d) = crate::closures::closure_data_of(&obj).map(|d| d.clone()) {
            // The copy's `static` variables start from the closure's current ones.
            if let Some(f) = d.func.clone().filter(|f| f.code.num_statics > 0) {
                let copy = f.closure_copy();
                *copy.statics.borrow_mut() = f.statics_copy();
                d.func = Some(copy);
            }
            return Ok(self.closure_object(d));
        }
        if class_of(&obj).is_some_and(|c| {
            c.flags & (flags::ENUM | crate::generators::NATIVE_DTOR) != 0
                || (c.flags & crate::weakrefs::WEAK_CLASS != 0 && c.name != b"WeakMap")
                || crate::random::uncloneable(&c.name)
                || crate::spl::uncloneable(c)
                || crate::spl::lib_uncloneable(c)
                || c.is_subclass_of_name(b"Throwable")
        }) {
            let msg = format!(
                "Trying to clone an uncloneable object of class {}",
                obj.debug_name()
            );
            return Err(self.throw_error("Error", msg));
        }
        // Library state (a HashContext) is copied, or refuses, before anything else.
        let ext = obj
            .0
            .internal
            .borrow()
            .as_ref()
            .and_then(|b| b.downcast_ref::<rphp_value::ExtState>())
            .map(|e| ((e.clone)(e.state.as_ref()), e.clone));
        let ext = match ext {
            Some((Ok(state), clone)) => Some(rphp_value::ExtState { state, clone }),
            Some((Err((kind, msg)), _)) => return Err(self.throw_kind(kind, msg)),
            None => None,
        };
        // A reference only the object holds is copied as a value; one shared
        // with a variable stays shared by the clone (php's zval_add_ref).
        let copy_value = |v: &Value| match v {
            Value::Ref(r) if r.count() <= 1 => r.get(),
            v => v.clone(),
        };
        let slots = match &*obj.0.store.borrow() {
            // A slotted object's clone is slotted too (php copies the slots).
            rphp_value::PropStore::Slots(s) => Some(
                s.iter()
                    .map(|v| v.as_ref().map(copy_value))
                    .collect::<rphp_value::Slots>(),
            ),
            rphp_value::PropStore::Table(_) => None,
        };
        let copy = match slots {
            Some(slots) => PhpObject::with_slots(obj.class().clone(), slots),
            None => {
                let mut props = PhpArray::new();
                for (k, v) in obj.0.props_ref().iter() {
                    props.insert(k.clone(), copy_value(v));
                }
                PhpObject::new(obj.class().clone(), props)
            }
        };
        crate::spl::clone_state(&obj, &copy);
        if let Some(e) = ext {
            *copy.0.internal.borrow_mut() = Some(Box::new(e));
        }
        crate::weakrefs::clone_state(&obj, &copy);
        if let Some(m) = Self::magic(&obj, b"__clone") {
            if !self.can_access(m.vis, &m.declaring) {
                let msg = format!(
                    "Call to {} {}::__clone() from {}",
                    restricted(m.vis),
                    obj.debug_name(),
                    self.scope_desc()
                );
                return Err(self.throw_error("Error", msg));
            }
            self.call_method(&m, Some(copy.clone()), None, Vec::new())?;
        }
        Ok(Value::Object(copy))
    }

    /// `(string)$obj`: `__toString` or an Error.
    pub(crate) fn object_to_string(&mut self, obj: &PhpObject) -> Result<PhpStr, Fault> {
        if let Some(m) = Self::magic(obj, b"__toString") {
            let v = self.call_method(&m, Some(obj.clone()), None, Vec::new())?;
            return match v {
                Value::Str(s) => Ok(s),
                other => {
                    let msg = format!(
                        "{}::__toString(): Return value must be of type string, {} returned",
                        obj.debug_name(),
                        crate::calls::given_type(&other)
                    );
                    Err(self.throw_error("TypeError", msg))
                }
            };
        }
        if obj.instance_of(b"Throwable") {
            let v = Value::Object(obj.clone());
            self.sync_from_props(&v);
            let s = crate::errors::throwable_data(&v)
                .map(|t| crate::errors::render_throwable(&t))
                .unwrap_or_default();
            return Ok(PhpStr::from(s));
        }
        if let Some(m) = crate::spl::lib_method(obj, b"__toString") {
            let v = self.call_callee(Callee::Engine(m), vec![Value::Object(obj.clone())])?;
            return Ok(v.to_php_str());
        }
        // SplFileInfo and the directory iterators.
        if let Some(m) =
            crate::classes::class_of(obj).and_then(|c| crate::spl::native_method(c, b"__toString"))
        {
            let v = (m.entry.func)(self, &mut [Value::Object(obj.clone())])?;
            return Ok(v.to_php_str());
        }
        let msg = format!(
            "Object of class {} could not be converted to string",
            obj.debug_name()
        );
        Err(self.throw_error("Error", msg))
    }

    /// `(object)$v`
    pub(crate) fn cast_to_object(&mut self, v: Value) -> Result<Value, Fault> {
        Ok(match v {
            Value::Object(o) => Value::Object(o),
            Value::Array(a) => {
                let class = self.lookup_class(b"stdClass").expect("stdClass");
                let mut props = PhpArray::new();
                for (k, v) in a.iter() {
                    let k = match k {
                        ArrayKey::Int(i) => ArrayKey::from_bytes(i.to_string().as_bytes()),
                        k => k.clone(),
                    };
                    props.insert(k, v.elem_copy());
                }
                Value::Object(PhpObject::new(class, props))
            }
            Value::Null => {
                let class = self.lookup_class(b"stdClass").expect("stdClass");
                Value::Object(PhpObject::new(class, PhpArray::new()))
            }
            v => {
                let class = self.lookup_class(b"stdClass").expect("stdClass");
                let mut props = PhpArray::new();
                props.insert(ArrayKey::from_bytes(b"scalar"), v);
                Value::Object(PhpObject::new(class, props))
            }
        })
    }
}

/// Puts declared properties back in declaration order (after one was initialised late).
/// Whether inserting declared property `i` of `obj`'s class at the end of
/// `props` keeps declaration order without `reorder`: the table holds exactly
/// the declared properties before it, in order.
#[inline]
pub(crate) fn appends_in_order(obj: &PhpObject, props: &PhpArray, i: usize) -> bool {
    let Some(class) = class_of(obj) else {
        return false;
    };
    props.len() == i
        && class.props.len() > i
        && class.props[..i]
            .iter()
            .enumerate()
            .all(|(j, p)| props.str_at(j, &p.key).is_some())
}

/// What a property reference is taken for (see `Vm::prop_ref_use`).
enum PropRefUse {
    /// `$o->p op= v`, `$o->p++`.
    OpPath,
    /// Another write through a path: `$o->p[k] = v`, `[$o->p] = $a`.
    Path,
    /// A reference: `$r = &$o->p`, a by-reference argument, `foreach` by reference.
    Ref,
}

/// Whether the object's class has `__set`.
pub(crate) fn has_magic_set(obj: &PhpObject) -> bool {
    class_of(obj).is_some_and(|c| c.find_method(b"__set").is_some())
}

thread_local! {
    /// `$o->p op= v` / `$o->p++` on a property `__get` answers: the
    /// reference `PropRef` made for the path, and where the result goes
    /// (php reads through `__get` and writes through `__set`).
    static OVERLOADED: std::cell::RefCell<Option<(Reference, PhpObject, PhpStr)>> =
        const { std::cell::RefCell::new(None) };
}

/// The write-back `PropRef` left for the path whose base is `r`, if any.
pub(crate) fn take_overloaded(r: &Reference) -> Option<(PhpObject, PhpStr)> {
    OVERLOADED.with(|o| {
        let mut o = o.borrow_mut();
        match &*o {
            Some((x, ..)) if x.ptr_eq(r) => o.take().map(|(_, obj, n)| (obj, n)),
            _ => None,
        }
    })
}

pub fn reorder(obj: &PhpObject) {
    let Some(class) = class_of(obj) else { return };
    let mut props = obj.0.props_mut();
    if in_declared_order(class, &props) {
        return;
    }
    let mut out = PhpArray::new();
    for p in &class.props {
        if let Some(v) = props.get_str(p.key.as_bytes()) {
            out.insert(ArrayKey::Str(p.key.clone()), v.clone());
        }
    }
    for (k, v) in props.iter() {
        if out.get(&k).is_none() {
            out.insert(k.clone(), v.clone());
        }
    }
    *props = out;
}

/// Whether a property table already is what `reorder` would build: declared
/// properties in declaration order, then the others (string keys only).
fn in_declared_order(class: &ClassRt, props: &PhpArray) -> bool {
    let mut next = 0;
    let mut dynamic_seen = false;
    for (k, _) in props.iter() {
        let ArrayKey::Str(k) = k else { return false };
        let k = k.as_bytes();
        match class.props[next..]
            .iter()
            .position(|p| p.key.as_bytes() == k)
        {
            Some(d) if !dynamic_seen => next += d + 1,
            Some(_) => return false,
            None if class.props[..next].iter().any(|p| p.key.as_bytes() == k) => return false,
            None => dynamic_seen = true,
        }
    }
    true
}

impl ClassRt {
    pub fn is_subclass_of_name(&self, name: &[u8]) -> bool {
        use rphp_value::ClassInfo;
        self.is_subclass_of(name)
    }
}

impl Vm {
    /// What `[$obj, 'm']`, `['A', 'm']`, `'A::m'` or an object with `__invoke`
    /// calls. Only a `callback` (a callable given to a builtin) may name
    /// `self`, `parent` or `static`, or an ancestor's method as
    /// `[$obj, 'parent::m']`: `$f()` takes those names literally.
    #[cold]
    pub(crate) fn method_callable(
        &mut self,
        c: &Value,
        callback: bool,
    ) -> Result<Option<Callee>, Fault> {
        let (target, name): (Value, PhpStr) = match c {
            Value::Array(a) if a.len() == 2 => {
                let t = a.get_int(0).map(|v| v.get());
                let n = a.get_int(1).map(|v| v.get());
                match (t, n) {
                    (Some(t @ (Value::Object(_) | Value::Str(_))), Some(Value::Str(n))) => (t, n),
                    _ => return Ok(None),
                }
            }
            Value::Str(s) => {
                let Some((class, method)) = crate::callable_check::scoped_split(s.as_bytes())
                else {
                    return Ok(None);
                };
                if !callback && crate::callable_check::relative_word(class).is_some() {
                    let msg = format!("Class \"{}\" not found", String::from_utf8_lossy(class));
                    return Err(self.throw_error("Error", msg));
                }
                (
                    Value::Str(PhpStr::from(class.to_vec())),
                    PhpStr::from(method.to_vec()),
                )
            }
            Value::Object(_) => (c.clone(), PhpStr::from("__invoke")),
            _ => return Ok(None),
        };
        // `[$closure, '__invoke']` calls the closure itself.
        if let Value::Object(o) = &target {
            if matches!(c, Value::Array(_))
                && name.as_bytes().eq_ignore_ascii_case(b"__invoke")
                && crate::closures::is_closure(&target)
            {
                return self
                    .callable_from_value(&Value::Object(o.clone()), true)
                    .map(Some);
            }
        }
        let class = match &target {
            Value::Object(o) => match class_of(o).map(|c| c.name.clone()) {
                Some(n) => match self.lookup_class(&n) {
                    Some(c) => c,
                    None => return Ok(None),
                },
                None => return Ok(None),
            },
            v => self.class_from_value(v)?,
        };
        let (class, name) = match crate::callable_check::scoped_split(name.as_bytes()) {
            Some((named, method)) if callback && matches!(c, Value::Array(_)) => {
                let ancestor = self.callable_class(named, Some(&class), None);
                match ancestor {
                    Ok(a) if class.is_subclass_of_name(&a.name) => {
                        (a, PhpStr::from(method.to_vec()))
                    }
                    // (A callback's check comes first and says why; this is
                    // reached only by a caller that skipped it.)
                    _ => {
                        let msg = format!(
                            "Call to undefined method {}::{}()",
                            class.name_str(),
                            name.to_string_lossy()
                        );
                        return Err(self.throw_error("Error", msg));
                    }
                }
            }
            _ => (class, name),
        };
        let Some(m) = class.find_method(name.as_bytes()).cloned() else {
            if let Some(callee) = self.enum_builtin(&class, name.as_bytes()) {
                return Ok(Some(callee));
            }
            if let Some(m) = crate::spl::native_method(&class, name.as_bytes()) {
                if m.is_static {
                    return Ok(Some(Callee::Engine(&m.entry)));
                }
            }
            if let Some(m) = crate::closures::static_closure_method(&class, name.as_bytes()) {
                return Ok(Some(Callee::Engine(m)));
            }
            if matches!(c, Value::Object(_)) {
                return Ok(None);
            }
            let msg = format!(
                "Call to undefined method {}::{}()",
                class.name_str(),
                name.to_string_lossy()
            );
            return Err(self.throw_error("Error", msg));
        };
        if !self.can_access(m.vis, &m.declaring) {
            return Err(self.method_vis_error(&m, &class));
        }
        let how = match target {
            Value::Object(o) if !m.is_static => Value::Object(o),
            // `'B::m'` named inside an instance method of B: php calls it on `$this`.
            _ if !m.is_static => match self.this_obj() {
                Some(t) if class_of(&t).is_some_and(|tc| tc.is_subclass_of_name(&class.name)) => {
                    Value::Object(t)
                }
                _ => Value::Str(PhpStr::from(class.name.clone())),
            },
            _ => Value::Str(PhpStr::from(class.name.clone())),
        };
        Ok(Some(Callee::Closure(m.func.clone(), how)))
    }

    /// `is_callable()` for method callables and invokable objects.
    pub(crate) fn method_is_callable(&mut self, v: &Value) -> bool {
        if crate::closures::is_closure(v) {
            return true;
        }
        let target = match v {
            Value::Array(a) if a.len() == 2 => a.get_int(0).map(|v| v.get()),
            Value::Object(_) => Some(v.clone()),
            _ => None,
        };
        let name = match v {
            Value::Array(a) => a.get_int(1).map(|v| v.get().to_php_str()),
            _ => Some(PhpStr::from("__invoke")),
        };
        let (Some(t), Some(name)) = (target, name) else {
            return false;
        };
        let class = match &t {
            Value::Object(o) => class_of(o)
                .map(|c| c.name.clone())
                .and_then(|n| self.lookup_class(&n)),
            Value::Str(s) => self.lookup_class(s.as_bytes()),
            _ => None,
        };
        let Some(c) = class else {
            return false;
        };
        if let Some(m) = c.find_method(name.as_bytes()).cloned() {
            if !self.can_access(m.vis, &m.declaring) {
                return matches!(t, Value::Object(_)) && c.find_method(b"__call").is_some();
            }
        }
        Some(c).is_some_and(|c| {
            c.has_method(name.as_bytes())
                || (matches!(t, Value::Object(_)) && c.find_method(b"__call").is_some())
                || (matches!(t, Value::Str(_)) && c.find_method(b"__callStatic").is_some())
        })
    }
}

impl Vm {
    /// The properties of `o` visible from the running scope, by plain name.
    pub(crate) fn visible_props(&mut self, o: &PhpObject) -> PhpArray {
        let scope = self.scope_class();
        let mut out = PhpArray::new();
        for (k, v) in o.props().iter() {
            let ArrayKey::Str(key) = &k else {
                out.insert(k.clone(), v.clone());
                continue;
            };
            let (name, vis, class) = rphp_value::object::unmangle(key.as_bytes());
            if visible_from(scope.as_deref(), o, vis, class) {
                out.insert(ArrayKey::from_bytes(name), v.clone());
            }
        }
        out
    }

    /// [`rphp_value::Context::prop_walk_ref`]: a typed property's new
    /// reference carries the property's type, so the callback's writes
    /// through it are coerced or refused as assignments to the property.
    pub(crate) fn walk_prop_ref(
        &mut self,
        o: &PhpObject,
        pos: usize,
    ) -> Option<rphp_value::object::WalkRef> {
        let w = o.walk_ref(pos)?;
        if let (true, ArrayKey::Str(mangled)) = (w.made, &w.key) {
            let decl = class_of(o).and_then(|c| {
                c.props
                    .iter()
                    .find(|d| d.key.as_bytes() == mangled.as_bytes())
                    .and_then(|d| Some((d.declaring.clone(), d.name.clone(), d.ty.clone()?)))
            });
            if let Some((declaring, name, ty)) = decl {
                self.typed_ref_prop(&w.cell, o, mangled, &declaring, &name, &ty);
            }
        }
        Some(w)
    }

    /// `foreach ($obj as &$v)` over a plain object: the first property at or
    /// after table position `pos` that the running scope can see, made a
    /// reference in place; gives the position after it, the key and the
    /// reference. Like php this walks the live table, so properties added
    /// during the loop are visited and removed ones are not; uninitialized
    /// typed properties have no table entry and are skipped.
    pub(crate) fn fe_prop_ref(
        &mut self,
        o: &PhpObject,
        mut pos: usize,
    ) -> Result<Option<(usize, Value, Reference)>, Fault> {
        let scope = self.scope_class();
        loop {
            let (p, k) = match o.0.props_ref().entry_at(pos) {
                Some((p, k, _)) => (p, k),
                None => return Ok(None),
            };
            pos = p + 1;
            let mut typed = None;
            let key = match &k {
                ArrayKey::Str(mangled) => {
                    let (name, vis, class) = rphp_value::object::unmangle(mangled.as_bytes());
                    if !visible_from(scope.as_deref(), o, vis, class) {
                        continue;
                    }
                    let decl = class_of(o).and_then(|c| {
                        c.props
                            .iter()
                            .find(|d| d.key.as_bytes() == mangled.as_bytes())
                            .filter(|d| d.readonly || d.ty.is_some())
                            .map(|d| {
                                (
                                    d.declaring.clone(),
                                    d.name.clone(),
                                    d.readonly,
                                    d.ty.clone(),
                                )
                            })
                    });
                    if let Some((declaring, prop, false, Some(ty))) = decl {
                        typed = Some((mangled.clone(), declaring, prop, ty));
                    } else if let Some((declaring, prop, _, _)) = decl {
                        let msg = format!(
                            "Cannot acquire reference to readonly property {}::${}",
                            String::from_utf8_lossy(&declaring),
                            String::from_utf8_lossy(&prop)
                        );
                        return Err(self.throw_error("Error", msg));
                    }
                    // Property names stay strings here, numeric ones too.
                    Value::Str(PhpStr::from(name.to_vec()))
                }
                ArrayKey::Int(n) => Value::Str(PhpStr::from(n.to_string().into_bytes())),
            };
            let mut props = o.0.props_mut();
            let Some(slot) = props.value_at_mut(p) else {
                continue;
            };
            let r = match slot {
                Value::Ref(r) => r.clone(),
                other => {
                    let r = Reference::new(std::mem::take(other));
                    *other = Value::Ref(r.clone());
                    drop(props);
                    // The loop variable now names a typed property: writes are checked.
                    if let Some((k, declaring, name, ty)) = &typed {
                        self.typed_ref_prop(&r, o, k, declaring, name, ty);
                    }
                    r
                }
            };
            return Ok(Some((pos, key, r)));
        }
    }
}

/// Whether a property of `o` with this visibility, declared in `class`, is
/// visible from code running in `scope` (php's rules for iterating an object).
fn visible_from(scope: Option<&ClassRt>, o: &PhpObject, vis: Visibility, class: &[u8]) -> bool {
    match vis {
        Visibility::Public => true,
        Visibility::Private => scope.is_some_and(|c| c.name.eq_ignore_ascii_case(class)),
        Visibility::Protected => {
            scope.is_some_and(|c| o.instance_of(&c.name) || c.is_subclass_of_name(o.class_name()))
        }
    }
}

/// The word php's access errors use for a non-public member: `private` or `protected`.
fn restricted(vis: Vis) -> &'static str {
    if vis == PRIVATE {
        "private"
    } else {
        "protected"
    }
}
