//! Fibers (`Fiber`, `FiberError`).
//!
//! A fiber is a chain of PHP frames that can be set aside and continued
//! later. Because PHP-to-PHP calls never recurse on the Rust stack, that
//! chain is plain data: `start`/`resume` push the fiber's frames on top of
//! the VM's frame stack and run a nested `execute` (the only Rust recursion,
//! one level per *active* fiber, as for a builtin calling back into PHP);
//! `Fiber::suspend` makes that `execute` return early, and the frames above
//! the fiber's first one, their stack slots and their half-built calls are
//! moved into the `Fiber` object, with stack indices made relative. Resuming
//! moves them back on top of whoever resumes (so traces show the resumer's
//! frames below the fiber's, as php does) and stores the sent value where
//! the suspended `Fiber::suspend()` call wanted its result.
//!
//! Generators that foreach or `yield from` resumed inside the fiber run in
//! the loop (see generators.rs), so their frames are part of the chain and
//! travel with it (with their `Vm::generators` entries).
//!
//! The one thing data cannot hold is a Rust frame. Between the fiber's first
//! frame and `Fiber::suspend` there may be a builtin running a callback
//! (`array_map`, `usort`, a `__toString` called by a builtin), a generator
//! resumed from Rust (`->send()`, `iterator_to_array`), a destructor, or any
//! other nested `execute` (each starts with a stop frame). php, whose
//! fibers have their own C stacks, suspends there; rphp cannot without
//! native stack switching, so `Fiber::suspend` refuses with php's own
//! `FiberError: Cannot switch fibers in current execution context` (the
//! message php gives where its engine cannot switch), which the script can
//! catch. Nothing is suspended half-way and nothing panics.
//!
//! Destroying a suspended fiber unwinds it as php does: it is resumed with a
//! "graceful exit" that no `catch` matches (a null throwable, as for a
//! destroyed generator), so its `finally` blocks run; `Fiber::suspend` in
//! such a fiber throws "Cannot suspend in a force-closed fiber".

use crate::classes::ClassRt;
use crate::runtime::{Callee, EngineBuiltin, FuncRt};
use crate::vm::{Frame, Pending, Vm};
use crate::Slot;
use rphp_bytecode::class::flags;
use rphp_bytecode::{Op, NONE};
use rphp_value::{Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::cell::RefMut;
use std::rc::Rc;

/// Where a fiber is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Status {
    /// Constructed, not started.
    Init,
    /// Executing (possibly having started or resumed another fiber).
    Running,
    Suspended,
    Returned,
    /// Ended by an uncaught throwable (or exit).
    Threw,
}

/// A fiber's state, in its object's `internal` slot.
pub(crate) struct FiberState {
    callee: Option<Callee>,
    status: Status,
    /// The suspended chain: frames (bases relative to `slots`, pending bases
    /// relative to `pending`), their slots and calls in progress.
    frames: Vec<Frame>,
    slots: Vec<Slot>,
    pending: Vec<Pending>,
    /// Generators the loop resumed inside the fiber (foreach), with their
    /// frame index relative to `frames`.
    gens: Vec<(PhpObject, usize)>,
    ret: Option<Value>,
    /// Being destroyed while suspended: it may not suspend again.
    force_closed: bool,
    /// The value passed to `Fiber::suspend()` while suspended (php keeps
    /// that call's frame; `ReflectionFiber::getTrace` shows it).
    suspended_with: Option<Value>,
}

/// A fiber being executed, innermost last (`Vm::fibers`).
pub(crate) struct RunningFiber {
    obj: PhpObject,
    /// Index in `Vm::frames` of the fiber's first frame.
    frame_base: usize,
    /// `Vm::native.len()` while the fiber's own frames run (the `start` or
    /// `resume` call included).
    native_base: usize,
}

/// The Fiber class (final; engine state torn down at destruction, uncloneable).
pub(crate) fn fiber_class() -> ClassRt {
    ClassRt::builtin("Fiber", flags::FINAL | crate::generators::NATIVE_DTOR)
}

pub fn is_fiber(o: &PhpObject) -> bool {
    o.has_internal::<FiberState>()
}

fn state(o: &PhpObject) -> RefMut<'_, FiberState> {
    o.internal_mut::<FiberState>()
}

/// A new, not yet constructed Fiber object (`new Fiber` before `__construct`).
pub(crate) fn new_fiber_state() -> Box<FiberState> {
    Box::new(FiberState {
        callee: None,
        status: Status::Init,
        frames: Vec::new(),
        slots: Vec::new(),
        pending: Vec::new(),
        gens: Vec::new(),
        ret: None,
        force_closed: false,
        suspended_with: None,
    })
}

const METHOD_PARAMS: &[ParamSpec] = &[
    ParamSpec::req("fiber", ParamType::Mixed),
    ParamSpec::opt("args", ParamType::Mixed, "null").variadic(),
];
const STATIC_PARAMS: &[ParamSpec] = &[ParamSpec::opt("args", ParamType::Mixed, "null").variadic()];

static METHODS: &[EngineBuiltin] = &[
    EngineBuiltin {
        name: "Fiber->__construct",
        params: METHOD_PARAMS,
        func: m_construct,
    },
    EngineBuiltin {
        name: "Fiber->start",
        params: METHOD_PARAMS,
        func: m_start,
    },
    EngineBuiltin {
        name: "Fiber->resume",
        params: METHOD_PARAMS,
        func: m_resume,
    },
    EngineBuiltin {
        name: "Fiber->throw",
        params: METHOD_PARAMS,
        func: m_throw,
    },
    EngineBuiltin {
        name: "Fiber->getReturn",
        params: METHOD_PARAMS,
        func: m_get_return,
    },
    EngineBuiltin {
        name: "Fiber->isStarted",
        params: METHOD_PARAMS,
        func: m_is_started,
    },
    EngineBuiltin {
        name: "Fiber->isSuspended",
        params: METHOD_PARAMS,
        func: m_is_suspended,
    },
    EngineBuiltin {
        name: "Fiber->isRunning",
        params: METHOD_PARAMS,
        func: m_is_running,
    },
    EngineBuiltin {
        name: "Fiber->isTerminated",
        params: METHOD_PARAMS,
        func: m_is_terminated,
    },
];

static STATICS: &[EngineBuiltin] = &[
    EngineBuiltin {
        name: "Fiber::suspend",
        params: STATIC_PARAMS,
        func: s_suspend,
    },
    EngineBuiltin {
        name: "Fiber::getCurrent",
        params: STATIC_PARAMS,
        func: s_get_current,
    },
];

fn method_named<'a>(list: &'a [EngineBuiltin], name: &[u8]) -> Option<&'a EngineBuiltin> {
    list.iter().find(|m| {
        m.name
            .rsplit(['>', ':'])
            .next()
            .is_some_and(|n| n.as_bytes().eq_ignore_ascii_case(name))
    })
}

/// The engine builtin for `$fiber->name()` (static methods can be called this way too).
pub(crate) fn fiber_method(name: &[u8]) -> Option<&'static EngineBuiltin> {
    if name.eq_ignore_ascii_case(b"__construct") {
        return None;
    }
    method_named(METHODS, name)
}

/// Whether `$fiber->name()` is one of the static methods (called without the receiver).
pub(crate) fn fiber_static_method(class: &ClassRt, name: &[u8]) -> Option<&'static EngineBuiltin> {
    if !class.name.eq_ignore_ascii_case(b"Fiber")
        || class.flags & crate::generators::NATIVE_DTOR == 0
    {
        return None;
    }
    method_named(STATICS, name)
}

/// The constructor builtin (`new Fiber(...)`).
pub(crate) fn fiber_constructor() -> &'static EngineBuiltin {
    &METHODS[0]
}

/// `new FiberError(...)`: php reserves the class for the engine.
pub(crate) static FIBER_ERROR_CTOR: EngineBuiltin = EngineBuiltin {
    name: "FiberError->__construct",
    params: METHOD_PARAMS,
    func: fiber_error_ctor,
};

fn fiber_error_ctor(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    vm.hide_receiver(args);
    Err(vm.throw_error(
        "Error",
        "The \"FiberError\" class is reserved for internal use and cannot be manually instantiated",
    ))
}

/// Checks a method's argument count (the receiver is args[0]) as php words it.
fn arity(vm: &mut Vm, args: &[Value], min: usize, max: usize) -> Result<PhpObject, Fault> {
    let name = vm
        .native
        .last()
        .map(|n| n.0)
        .unwrap_or("")
        .replace("->", "::");
    vm.hide_receiver(args);
    let given = args.len() - 1;
    if given < min || given > max {
        return Err(count_error(vm, &name, given, min, max));
    }
    match &args[0] {
        Value::Object(o) if is_fiber(o) => Ok(o.clone()),
        _ => Err(vm.throw_error("Error", "Invalid fiber")),
    }
}

fn count_error(vm: &mut Vm, name: &str, given: usize, min: usize, max: usize) -> Fault {
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

fn fiber_error(vm: &mut Vm, msg: &str) -> Fault {
    vm.throw_error("FiberError", msg)
}

/// `new Fiber(callable $callback)`.
fn m_construct(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 1, 1)?;
    static CALLBACK: ParamSpec = ParamSpec::req("callback", ParamType::Callable);
    let cb = vm.coerce_builtin("Fiber::__construct", 0, &CALLBACK, args[1].get(), false)?;
    let callee = vm.callable_from_value(&cb, true)?;
    state(&o).callee = Some(callee);
    Ok(Value::Null)
}

/// `$fiber->start(...$args)`.
fn m_start(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0, usize::MAX)?;
    let callee = {
        let st = state(&o);
        if st.status != Status::Init {
            None
        } else {
            st.callee.clone()
        }
    };
    let Some(callee) = callee else {
        return Err(fiber_error(
            vm,
            "Cannot start a fiber that has already been started",
        ));
    };
    let call_args: Vec<Value> = args[1..].iter().map(|v| v.get()).collect();
    vm.fiber_start(&o, callee, call_args)
}

/// `$fiber->resume($value = null)`.
fn m_resume(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0, 1)?;
    let v = args.get(1).map(|v| v.get()).unwrap_or_default();
    vm.fiber_resume(&o, Ok(v))
}

/// `$fiber->throw(Throwable $exception)`.
fn m_throw(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 1, 1)?;
    let e = args[1].get();
    if !matches!(&e, Value::Object(t) if t.instance_of(b"Throwable")) {
        let msg = format!(
            "Fiber::throw(): Argument #1 ($exception) must be of type Throwable, {} given",
            crate::calls::given_type(&e)
        );
        return Err(vm.throw_error("TypeError", msg));
    }
    vm.fiber_resume(&o, Err(e))
}

fn m_get_return(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0, 0)?;
    let (status, ret) = {
        let st = state(&o);
        (st.status, st.ret.clone())
    };
    let why = match (status, ret) {
        (Status::Returned, Some(v)) => return Ok(v),
        (Status::Returned, None) => return Ok(Value::Null),
        (Status::Init, _) => "The fiber has not been started",
        (Status::Threw, _) => "The fiber threw an exception",
        _ => "The fiber has not returned",
    };
    let msg = format!("Cannot get fiber return value: {why}");
    Err(fiber_error(vm, &msg))
}

fn status_of(vm: &mut Vm, args: &[Value]) -> Result<(Status, PhpObject), Fault> {
    let o = arity(vm, args, 0, 0)?;
    let s = state(&o).status;
    Ok((s, o))
}

fn m_is_started(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let (s, _) = status_of(vm, args)?;
    Ok(Value::Bool(s != Status::Init))
}

fn m_is_suspended(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let (s, _) = status_of(vm, args)?;
    Ok(Value::Bool(s == Status::Suspended))
}

fn m_is_running(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let (s, _) = status_of(vm, args)?;
    Ok(Value::Bool(s == Status::Running))
}

fn m_is_terminated(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let (s, _) = status_of(vm, args)?;
    Ok(Value::Bool(matches!(s, Status::Returned | Status::Threw)))
}

/// `Fiber::suspend($value = null)`.
fn s_suspend(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    if args.len() > 1 {
        return Err(count_error(vm, "Fiber::suspend", args.len(), 0, 1));
    }
    let v = args.first().map(|v| v.get()).unwrap_or_default();
    vm.fiber_suspend(v)
}

/// `Fiber::getCurrent()`.
fn s_get_current(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    if !args.is_empty() {
        return Err(count_error(vm, "Fiber::getCurrent", args.len(), 0, 0));
    }
    Ok(vm
        .fibers
        .last()
        .map(|f| Value::Object(f.obj.clone()))
        .unwrap_or_default())
}

impl Vm {
    /// Runs a fiber's callable from its start until it suspends, returns or throws.
    fn fiber_start(
        &mut self,
        o: &PhpObject,
        callee: Callee,
        args: Vec<Value>,
    ) -> Result<Value, Fault> {
        if self.nesting >= crate::vm::MAX_NESTING {
            return Err(self.fatal("Maximum function nesting level reached"));
        }
        state(o).status = Status::Running;
        let frame_base = self.frames.len();
        let args_base = self.stack.len();
        self.stack.extend(args.into_iter().map(Some));
        let (f, closure) = match callee {
            Callee::User(f) | Callee::Closure(f, Value::Null) => (f, None),
            Callee::Closure(f, c) => (f, Some(c)),
            builtin => {
                // A builtin as the fiber's function: it has no frame to suspend.
                self.fibers.push(RunningFiber {
                    obj: o.clone(),
                    frame_base,
                    native_base: self.native.len(),
                });
                let r = self.call_callee_at(builtin, args_base);
                self.fibers.pop();
                return self.fiber_finished(o, r);
            }
        };
        if f.has_ref {
            // php passes the arguments of `start` by value, with a warning per
            // by-reference parameter (as for other callbacks called by the engine).
            let name = if f.code.is_closure {
                String::from_utf8_lossy(&f.closure_name()).into_owned()
            } else {
                String::from_utf8_lossy(f.name()).into_owned()
            };
            for (i, p) in f.code.params.iter().enumerate() {
                if p.by_ref && i < self.stack.len() - args_base {
                    let msg = format!(
                        "{name}(): Argument #{} (${}) must be passed by reference, value given",
                        i + 1,
                        String::from_utf8_lossy(&p.name)
                    );
                    if let Err(e) = self.raise(rphp_value::ErrorLevel::Warning, &msg) {
                        self.stack.truncate(args_base);
                        state(o).status = Status::Threw;
                        return Err(e);
                    }
                }
            }
        }
        if let Err(e) = self.enter_user(f, closure, args_base, Vec::new(), NONE, true) {
            state(o).status = Status::Threw;
            return Err(e);
        }
        // Traces show the fiber's function as called from "[internal function]",
        // then `Fiber->start()`.
        self.frames[frame_base].extra_mut().internal_caller = true;
        self.fiber_run(o, frame_base, None)
    }

    /// Calls a builtin whose arguments are already at `stack[args_base..]`.
    fn call_callee_at(&mut self, callee: Callee, args_base: usize) -> Result<Value, Fault> {
        let args: Vec<Value> = self
            .stack
            .drain(args_base..)
            .map(|s| s.unwrap_or_default())
            .collect();
        self.call_callee(callee, args)
    }

    /// `resume` (Ok: the value `Fiber::suspend()` returns inside) or `throw` (Err).
    fn fiber_resume(&mut self, o: &PhpObject, how: Result<Value, Value>) -> Result<Value, Fault> {
        let saved = {
            let mut st = state(o);
            if st.status != Status::Suspended {
                None
            } else {
                st.status = Status::Running;
                let _ = st.suspended_with.take();
                Some((
                    std::mem::take(&mut st.frames),
                    std::mem::take(&mut st.slots),
                    std::mem::take(&mut st.pending),
                    std::mem::take(&mut st.gens),
                ))
            }
        };
        let Some((frames, slots, pending, gens)) = saved else {
            return Err(fiber_error(
                self,
                "Cannot resume a fiber that is not suspended",
            ));
        };
        if self.nesting >= crate::vm::MAX_NESTING {
            let mut st = state(o);
            (st.frames, st.slots, st.pending, st.gens) = (frames, slots, pending, gens);
            st.status = Status::Suspended;
            drop(st);
            return Err(self.fatal("Maximum function nesting level reached"));
        }
        let frame_base = self.frames.len();
        let sbase = self.stack.len();
        let pbase = self.pending.len();
        self.stack.extend(slots);
        self.pending.extend(pending.into_iter().map(|mut p| {
            p.args_base += sbase;
            p
        }));
        self.frames.extend(frames.into_iter().map(|mut f| {
            f.base += sbase;
            f.pending_base += pbase;
            f
        }));
        self.generators
            .extend(gens.into_iter().map(|(g, i)| (g, i + frame_base)));
        // Resumed by `resume`/`throw` (a builtin): traces show "[internal function]"
        // then that call; a destruction has no such call.
        let by_builtin = !state(o).force_closed;
        if let Some(e) = self.frames[frame_base].extra.as_mut() {
            e.internal_caller = by_builtin;
        }
        let throw = match how {
            Ok(v) => {
                // The suspended `Fiber::suspend()` call's result.
                // (A `DoCall`, or a fused `CallStatic` and its `Args`.)
                let top = self.frames.last().expect("suspended frame");
                let code = &top.func.code.code;
                let mut i = top.pc as usize;
                while i > 0 && code.get(i - 1).is_some_and(|c| c.op == Op::Args) {
                    i -= 1;
                }
                let at = code.get(i.wrapping_sub(1));
                if let Some(ins) =
                    at.filter(|i| matches!(i.op, Op::DoCall | Op::CallStatic) && i.a != NONE)
                {
                    let d = top.base + ins.a as usize;
                    crate::interp::put(&mut self.stack[d], v);
                }
                None
            }
            Err(e) => Some(e),
        };
        self.fiber_run(o, frame_base, throw)
    }

    /// Executes the fiber whose frames start at `frame_base`, then records
    /// how it stopped: suspended (its frames are moved into `o`), returned or threw.
    fn fiber_run(
        &mut self,
        o: &PhpObject,
        frame_base: usize,
        throw: Option<Value>,
    ) -> Result<Value, Fault> {
        self.fibers.push(RunningFiber {
            obj: o.clone(),
            frame_base,
            native_base: self.native.len(),
        });
        self.nesting += 1;
        let r = match throw {
            Some(e) => match self.handle_fault(Fault::Throw(e)) {
                Ok(()) => self.execute(),
                Err(f) => Err(f),
            },
            None => self.execute(),
        };
        self.nesting -= 1;
        self.fibers.pop();
        if let (Err(Fault::Exit), Some(v)) = (&r, &self.fiber_transfer) {
            let _ = v;
            let v = self.fiber_transfer.take().unwrap_or_default();
            self.fiber_save(o, frame_base);
            return Ok(v);
        }
        self.fiber_finished(o, r)
    }

    /// The fiber's function ended (`r` is its result or fault).
    fn fiber_finished(&mut self, o: &PhpObject, r: Result<Value, Fault>) -> Result<Value, Fault> {
        let mut st = state(o);
        match r {
            Ok(v) => {
                st.status = Status::Returned;
                st.ret = Some(v);
                Ok(Value::Null)
            }
            Err(f) => {
                st.status = Status::Threw;
                Err(f)
            }
        }
    }

    /// Moves the fiber's frames (`frames[frame_base..]`), their slots and
    /// pending calls into its state, with indices made relative.
    fn fiber_save(&mut self, o: &PhpObject, frame_base: usize) {
        let mut frames: Vec<Frame> = self.frames.drain(frame_base..).collect();
        let (sbase, pbase) = match frames.first() {
            Some(f) => (f.base, f.pending_base),
            None => (self.stack.len(), self.pending.len()),
        };
        for f in &mut frames {
            f.base -= sbase;
            f.pending_base -= pbase;
        }
        let slots: Vec<Slot> = self.stack.drain(sbase..).collect();
        let mut pending: Vec<Pending> = self.pending.drain(pbase..).collect();
        for p in &mut pending {
            p.args_base -= sbase;
        }
        let first_gen = self
            .generators
            .iter()
            .position(|g| g.1 >= frame_base)
            .unwrap_or(self.generators.len());
        let gens: Vec<(PhpObject, usize)> = self
            .generators
            .drain(first_gen..)
            .map(|(g, i)| (g, i - frame_base))
            .collect();
        let mut st = state(o);
        st.status = Status::Suspended;
        st.frames = frames;
        st.slots = slots;
        st.pending = pending;
        st.gens = gens;
    }

    /// `Fiber::suspend($v)`: checks the fiber can be set aside, then makes its
    /// `execute` return (an `Exit` fault carrying nothing, with the value in
    /// `fiber_transfer`, which `fiber_run` takes back).
    fn fiber_suspend(&mut self, v: Value) -> Result<Value, Fault> {
        let Some(run) = self.fibers.last() else {
            return Err(fiber_error(self, "Cannot suspend outside of a fiber"));
        };
        if state(&run.obj).force_closed {
            return Err(fiber_error(self, "Cannot suspend in a force-closed fiber"));
        }
        // Only PHP frames between the fiber's start and this call: no builtin
        // besides `Fiber::suspend` itself, no nested `execute` (stop frame).
        let plain = self.native.len() == run.native_base + 1
            && self.frames.len() > run.frame_base
            && !self.frames[run.frame_base + 1..].iter().any(|f| f.stop);
        if !plain {
            return Err(fiber_error(
                self,
                "Cannot switch fibers in current execution context",
            ));
        }
        state(&run.obj).suspended_with = Some(v.clone());
        self.fiber_transfer = Some(v);
        Err(Fault::Exit)
    }

    /// A Fiber object's last reference went: a suspended fiber is unwound
    /// (its `finally` blocks run); its saved frames are freed in any case.
    pub(crate) fn fiber_destroy(&mut self, o: &PhpObject) -> Result<(), Fault> {
        let suspended = {
            let mut st = state(o);
            st.callee = None;
            st.status == Status::Suspended
        };
        if !suspended {
            return Ok(());
        }
        state(o).force_closed = true;
        let r = self.fiber_resume(o, Err(Value::Null));
        let mut st = state(o);
        st.frames = Vec::new();
        st.slots = Vec::new();
        st.pending = Vec::new();
        st.gens = Vec::new();
        drop(st);
        match r {
            Ok(_) | Err(Fault::Throw(Value::Null)) => Ok(()),
            Err(f) => Err(f),
        }
    }
}

/// Creates the object for `new Fiber` (its callable is set by `__construct`).
pub(crate) fn instantiate_fiber(class: std::rc::Rc<ClassRt>) -> PhpObject {
    let o = PhpObject::new(class, PhpArray::new());
    *o.0.internal.borrow_mut() = Some(new_fiber_state());
    o
}

/// One frame as `ReflectionFiber` shows it: function, `$this`, arguments, line.
pub(crate) type FrameView = (Rc<FuncRt>, Option<PhpObject>, Vec<Value>, u32);

/// A fiber's frames for `ReflectionFiber`, innermost first: function,
/// `$this`, arguments and the line it runs at.
pub struct FiberFrames {
    pub frames: Vec<FrameView>,
    /// The value given to `Fiber::suspend()` (a suspended fiber).
    pub suspended_with: Option<Value>,
}

fn frame_view(fr: &Frame, slot: &dyn Fn(usize) -> Option<Value>, line: u32) -> FrameView {
    let variadic = fr.func.code.is_variadic();
    let declared = fr.func.code.params.len() - variadic as usize;
    let mut args: Vec<Value> = (0..declared.min(fr.argc as usize))
        .map(|j| slot(fr.base + j).unwrap_or_default())
        .collect();
    args.extend(fr.extra_args().iter().cloned());
    (fr.func.clone(), fr.this.clone(), args, line)
}

/// `None`: the fiber has not started or has ended.
pub fn reflect(vm: &Vm, o: &PhpObject) -> Option<FiberFrames> {
    let st = o.0.internal.try_borrow().ok()?;
    let st = st.as_ref()?.downcast_ref::<FiberState>()?;
    let line = |fr: &Frame| {
        fr.func
            .code
            .lines
            .get((fr.pc as usize).saturating_sub(1))
            .copied()
            .unwrap_or(0)
    };
    match st.status {
        Status::Suspended => {
            let slot = |i: usize| st.slots.get(i).cloned().flatten().map(|v| v.get());
            let frames = st
                .frames
                .iter()
                .rev()
                .filter(|f| !f.func.code.name.is_empty() || !f.stop)
                .map(|f| frame_view(f, &slot, line(f)))
                .collect();
            Some(FiberFrames {
                frames,
                suspended_with: st.suspended_with.clone(),
            })
        }
        Status::Running => {
            let run = vm.fibers.iter().find(|r| Rc::ptr_eq(&r.obj.0, &o.0))?;
            let slot = |i: usize| vm.stack.get(i).cloned().flatten().map(|v| v.get());
            let frames = vm.frames[run.frame_base..]
                .iter()
                .rev()
                .filter(|f| !f.func.code.name.is_empty() || !f.stop)
                .map(|f| frame_view(f, &slot, line(f)))
                .collect();
            Some(FiberFrames {
                frames,
                suspended_with: None,
            })
        }
        _ => None,
    }
}

/// The callable a fiber runs (`Err`: it has ended; reflection words the error).
#[allow(clippy::result_unit_err)]
pub fn reflect_callable(o: &PhpObject) -> Result<Value, ()> {
    let st = o.0.internal.borrow();
    let Some(st) = st.as_ref().and_then(|b| b.downcast_ref::<FiberState>()) else {
        return Err(());
    };
    if matches!(st.status, Status::Returned | Status::Threw) {
        return Err(());
    }
    Ok(match &st.callee {
        Some(Callee::Closure(_, c @ Value::Object(_))) => c.clone(),
        Some(Callee::User(f)) => Value::Str(PhpStr::from(f.name().to_vec())),
        Some(Callee::Builtin(b)) => Value::Str(PhpStr::from(b.name)),
        Some(Callee::Engine(b)) => Value::Str(PhpStr::from(b.name)),
        _ => Value::Null,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_resolve_case_insensitively() {
        for n in [
            "start",
            "RESUME",
            "throw",
            "getReturn",
            "isstarted",
            "isSuspended",
            "isRunning",
            "isTerminated",
        ] {
            assert!(fiber_method(n.as_bytes()).is_some(), "{n}");
        }
        assert!(fiber_method(b"__construct").is_none());
        assert!(fiber_method(b"nope").is_none());
        let c = fiber_class();
        assert!(fiber_static_method(&c, b"SUSPEND").is_some());
        assert!(fiber_static_method(&c, b"getcurrent").is_some());
        assert!(fiber_static_method(&c, b"start").is_none());
    }
}
