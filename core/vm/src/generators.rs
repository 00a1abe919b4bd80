//! Generators. Calling a function whose body yields runs its parameter
//! prologue, then `GenCreate` moves the frame's slots (and any half-built
//! calls) off the VM stack into a `Generator` object and returns that object.
//! Resuming moves the saved slots back on top of the VM stack and pushes the
//! generator's frame; the next `Yield` moves them back into the object.
//! foreach (by value) and `yield from` resume in the running loop: the frame
//! is an ordinary one, and yielding or returning steps back into the caller
//! (`gen_loop_try_resume`, `gen_delegate_in_loop`, `gen_loop_return`). Other
//! resumes (a method call, `iterator_to_array`, unpacking) push a stop-frame
//! and run a nested `execute` until the yield or the end of the body.
//!
//! `yield from` re-runs its instruction on every resume: R[src] holds the
//! delegate, R[src+1] the position, and values sent or thrown into the outer
//! generator are forwarded to a delegate generator. In the loop, a chain of
//! delegating generators is not re-entered per value: a delegate's yield is
//! handed down the chain (`gen_suspend_chain`) and a resume goes straight up
//! to the innermost delegate (`gen_descend`).

use crate::classes::ClassRt;
use crate::runtime::{EngineBuiltin, FuncRt};
use crate::vm::{Frame, Pending, Vm};
use crate::Slot;
use rphp_bytecode::class::flags;
use rphp_bytecode::{Instr, Op, NONE};
use rphp_value::{ArrayKey, Fault, ParamSpec, ParamType, PhpArray, PhpObject, PhpStr, Value};
use std::cell::RefMut;
use std::rc::Rc;

/// A generator's suspended (or finished) state, in its object's `internal` slot.
pub(crate) struct GenState {
    func: Rc<FuncRt>,
    /// The closure this generator's function belongs to (php keeps it alive).
    _closure: Option<PhpObject>,
    /// The frame's slots (and argument slots of calls in progress) while suspended.
    slots: Vec<Slot>,
    /// Calls in progress at the suspension (`f(yield)`), `args_base` relative to the frame.
    pending: Vec<Pending>,
    pc: u32,
    /// The generator's frame while suspended (its `$this`, called class,
    /// extra arguments, ...), moved whole off and back onto the frame stack;
    /// its `base`, `pending_base` and `stop` are set again at each resume.
    /// None while running or once finished.
    frame: Option<Frame>,
    /// Where the value sent at the next resume goes (`$x = yield`), or NONE.
    send_dst: u32,
    /// Value sent or thrown in, for a `yield from` to forward to its delegate.
    sent: Option<Value>,
    throw_in: Option<Value>,
    current: Value,
    key: Value,
    largest_int_key: i64,
    started: bool,
    running: bool,
    finished: bool,
    /// Suspended by a yield (rather than returned) during the last resume.
    yielded: bool,
    at_first_yield: bool,
    ret: Option<Value>,
    by_ref: bool,
    /// This resume started the body (its first yield is the rewind point).
    fresh: bool,
    /// Suspended by a `yield from` (which runs again at the next resume).
    in_yield_from: bool,
}

impl GenState {
    /// The body ended: with its return value, or by a throwable (None).
    fn finish(&mut self, ret: Option<Value>) {
        self.finished = true;
        if ret.is_some() {
            self.ret = ret;
        }
        self.current = Value::Null;
        self.key = Value::Null;
        self.slots = Vec::new();
        self.frame = None;
    }
}

/// What the loop does after a `Yield`/`YieldFrom`.
pub(crate) enum YieldStep {
    /// Go on (a `yield from` whose delegate is exhausted).
    Continue,
    /// The generator suspended; its nested `execute` returns.
    Return,
    /// The generator suspended; the running loop goes on with its caller.
    Reload,
}

/// A running generator whose frame was discarded (the request is ending
/// after exit or an uncaught throwable): it counts as finished.
pub(crate) fn abandon(o: &PhpObject) {
    if let Ok(mut i) = o.0.internal.try_borrow_mut() {
        if let Some(st) = i.as_mut().and_then(|b| b.downcast_mut::<GenState>()) {
            st.running = false;
            st.finish(None);
        }
    }
    nothing_to_destroy(o);
}

/// A finished generator has nothing left to destroy: its last handle frees
/// it at once (not through the destructor queue), so its object id returns
/// to the free list when php's does, before a loop's iterator handle.
fn nothing_to_destroy(o: &PhpObject) {
    o.0.destructed.set(true);
}

/// The state of a generator on `Vm::generators` (only `gen_push` puts
/// objects there, each a generator's, so the type test can be skipped).
#[inline(always)]
fn running_state(internal: &mut Option<Box<dyn std::any::Any>>) -> &mut GenState {
    let b = internal.as_mut().expect("generator state");
    debug_assert!(b.is::<GenState>());
    // SAFETY: see above: the box holds a `GenState` (the pointer cast keeps
    // the data pointer and drops the vtable).
    unsafe { &mut *(b.as_mut() as *mut dyn std::any::Any as *mut GenState) }
}

/// Overwrites a value, skipping the (out-of-line) drop glue when the old one is a scalar.
#[inline(always)]
fn store(dst: &mut Value, v: Value) {
    if matches!(
        dst,
        Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)
    ) {
        // SAFETY: the old value owns no heap data, so overwriting it leaks nothing.
        unsafe { std::ptr::write(dst, v) }
    } else {
        *dst = v;
    }
}

/// A register operand's value (a plain clone, no juggling); None for a
/// literal or an undefined slot, which take the general path. `x` is an
/// operand of the running frame's instruction, not NONE.
#[inline(always)]
fn reg_value(stack: &[Slot], base: usize, x: u32) -> Option<Value> {
    if x & rphp_bytecode::LIT != 0 {
        return None;
    }
    debug_assert!(base + (x as usize) < stack.len());
    // SAFETY: register operands of the running frame's instructions are
    // below its `num_slots` (the verifier checks them), and those slots exist.
    match unsafe { stack.get_unchecked(base + x as usize) } {
        Some(Value::Ref(r)) => Some(r.get()),
        Some(v) => Some(crate::interp::fast_clone(v)),
        None => None,
    }
}

/// An idle, by-value generator that has not ended: the hot loop can
/// resume it (`gen_fe_resume_hot`).
#[inline(always)]
fn hot_idle(st: &GenState) -> bool {
    !st.by_ref && !st.running && !st.finished
}

/// Whether `o` is a generator the hot loop's foreach could resume (see
/// `foreach_fast::object_head`).
pub(crate) fn hot_resumable(o: &PhpObject) -> bool {
    match o.0.internal.try_borrow() {
        Ok(i) => i
            .as_ref()
            .and_then(|b| b.downcast_ref::<GenState>())
            .is_some_and(hot_idle),
        Err(_) => false,
    }
}

/// A `Yield` operand's value (a plain clone): a literal, or a register's
/// value; None for an undefined register (the general path warns).
#[inline(always)]
fn operand_value(stack: &[Slot], lits: &[Slot], base: usize, x: u32) -> Option<Value> {
    if x & rphp_bytecode::LIT != 0 {
        lits.get((x & !rphp_bytecode::LIT) as usize)?.clone()
    } else {
        reg_value(stack, base, x)
    }
}

/// Drops a running generator's `Vm::generators` handle at a suspension. The
/// handle was cloned at the resume, so when another owner remains the count
/// goes back to what it was and the object needs no cycle-collector root
/// check (`PhpObject`'s drop makes one on every non-final release).
#[inline(always)]
pub(crate) fn release_handle(o: PhpObject) {
    if Rc::strong_count(&o.0) > 1 {
        let o = std::mem::ManuallyDrop::new(o);
        // SAFETY: another strong reference exists, so this only lowers the
        // count (no deallocation), and `o` is never used or dropped again.
        unsafe { Rc::decrement_strong_count(Rc::as_ptr(&o.0)) }
    } else {
        drop(o);
    }
}

/// Moves the top frame of `frames` into `to` (which holds none), bitwise.
#[inline(always)]
fn take_top_frame(frames: &mut Vec<Frame>, to: &mut Option<Frame>) {
    let n = frames.len();
    assert!(n > 0);
    // (A saved frame there would only leak, but the state holds none while running.)
    debug_assert!(to.is_none());
    // SAFETY: frame n - 1 is initialised; it is copied into `to` (whose
    // `None` owns nothing) and the length lowered, so it has one owner.
    unsafe {
        std::ptr::write(to, Some(std::ptr::read(frames.as_ptr().add(n - 1))));
        frames.set_len(n - 1);
    }
}

/// Moves the saved frame `from` (Some) onto `frames`, bitwise.
#[inline(always)]
fn push_saved_frame(frames: &mut Vec<Frame>, from: &mut Option<Frame>) {
    let Some(fr) = from.as_ref() else {
        unreachable!("a saved frame")
    };
    if frames.len() == frames.capacity() {
        frames.reserve(1);
    }
    // SAFETY: capacity exceeds the length; the frame is copied there and
    // `from` is overwritten with `None` without dropping, so it has one owner.
    unsafe {
        let n = frames.len();
        std::ptr::copy_nonoverlapping(fr as *const Frame, frames.as_mut_ptr().add(n), 1);
        std::ptr::write(from, None);
        frames.set_len(n + 1);
    }
}

/// What was sent or thrown into a generator, for the resume at `pc` to
/// receive (nothing when a `yield from` there forwards it to its delegate).
#[cold]
#[inline(never)]
fn take_sent(st: &mut GenState, pc: u32) -> (Option<Value>, Option<Value>) {
    let forward = st
        .func
        .code
        .code
        .get(pc as usize)
        .is_some_and(|i| i.op == Op::YieldFrom);
    if forward {
        (None, None)
    } else {
        (st.sent.take(), st.throw_in.take())
    }
}

/// Moves `stack[base..]` to the end of `to` (bitwise: slots are plain moves).
/// (Always inlined: out of line it costs as much again as the copy.)
#[inline(always)]
fn move_slots(stack: &mut Vec<Slot>, base: usize, to: &mut Vec<Slot>) {
    let n = stack.len() - base;
    to.reserve(n);
    // SAFETY: `n` slots from `base` are initialised; they are copied into
    // reserved capacity and both lengths are set so each slot has exactly
    // one owner afterwards (the stack no longer covers them).
    unsafe {
        let len = to.len();
        std::ptr::copy_nonoverlapping(stack.as_ptr().add(base), to.as_mut_ptr().add(len), n);
        stack.set_len(base);
        to.set_len(len + n);
    }
}

/// The engine's iteration interfaces (`Traversable`, `Iterator`,
/// `IteratorAggregate`), `Countable` (which `count()` consults) and
/// `JsonSerializable` (which `json_encode` consults), built on first use.
pub(crate) fn iteration_interface(lc: &[u8]) -> Option<ClassRt> {
    let (name, parents): (&str, &[&[u8]]) = match lc {
        b"traversable" => ("Traversable", &[]),
        b"iterator" => ("Iterator", &[b"traversable"]),
        b"iteratoraggregate" => ("IteratorAggregate", &[b"traversable"]),
        b"countable" => ("Countable", &[]),
        b"jsonserializable" => ("JsonSerializable", &[]),
        _ => return None,
    };
    let mut c = ClassRt::builtin(name, flags::INTERFACE);
    for p in parents {
        c.ancestry.insert(p.to_vec());
    }
    if !parents.is_empty() {
        c.interfaces.push(b"Traversable".to_vec());
    }
    Some(c)
}

/// Class flag (beyond the bytecode's): objects of the class are engine
/// state that must be torn down at destruction (a generator's `finally`
/// blocks), cannot be cloned and cannot be created with `new`.
pub const NATIVE_DTOR: u32 = 1 << 30;

/// The Generator class (final, Iterator, Traversable).
pub(crate) fn generator_class() -> ClassRt {
    let mut c = ClassRt::builtin("Generator", flags::FINAL | NATIVE_DTOR);
    c.ancestry.insert(b"iterator".to_vec());
    c.ancestry.insert(b"traversable".to_vec());
    c
}

pub fn is_generator(o: &PhpObject) -> bool {
    o.has_internal::<GenState>()
}

fn state(o: &PhpObject) -> RefMut<'_, GenState> {
    o.internal_mut::<GenState>()
}

const METHOD_PARAMS: &[ParamSpec] = &[
    ParamSpec::req("generator", ParamType::Mixed),
    ParamSpec::opt("args", ParamType::Mixed, "null").variadic(),
];

macro_rules! methods {
    ($($name:literal => $f:ident),* $(,)?) => {
        static METHODS: &[EngineBuiltin] = &[
            $(EngineBuiltin { name: $name, params: METHOD_PARAMS, func: $f },)*
        ];
    };
}

methods! {
    "Generator->current" => m_current,
    "Generator->key" => m_key,
    "Generator->next" => m_next,
    "Generator->valid" => m_valid,
    "Generator->rewind" => m_rewind,
    "Generator->send" => m_send,
    "Generator->throw" => m_throw,
    "Generator->getReturn" => m_get_return,
}

/// The engine builtin for `$generator->name()`, if Generator has that method.
pub(crate) fn generator_method(name: &[u8]) -> Option<&'static EngineBuiltin> {
    METHODS.iter().find(|m| {
        m.name
            .strip_prefix("Generator->")
            .is_some_and(|n| n.as_bytes().eq_ignore_ascii_case(name))
    })
}

thread_local! {
    /// The next resume comes straight from a builtin (a Generator method,
    /// iterator_to_array): its frame is shown as called from
    /// "[internal function]" in traces. Taken (cleared) by each resume.
    static INTERNAL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn internal() {
    INTERNAL.with(|i| i.set(true));
}

/// Checks a method's argument count (the receiver is args[0]) as php words it.
fn arity(vm: &mut Vm, args: &[Value], want: usize) -> Result<PhpObject, Fault> {
    vm.hide_receiver(args);
    let given = args.len() - 1;
    if given != want {
        let name = vm
            .native
            .last()
            .map(|n| n.0)
            .unwrap_or("")
            .replace("->", "::");
        let msg = format!(
            "{name}() expects exactly {want} argument{}, {given} given",
            if want == 1 { "" } else { "s" }
        );
        return Err(vm.throw_error("ArgumentCountError", msg));
    }
    match &args[0] {
        Value::Object(o) if is_generator(o) => Ok(o.clone()),
        _ => Err(vm.throw_error("Error", "Invalid generator")),
    }
}

fn m_current(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0)?;
    internal();
    vm.gen_init(&o)?;
    Ok(vm.gen_current(&o))
}

fn m_key(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0)?;
    internal();
    vm.gen_init(&o)?;
    let st = state(&o);
    Ok(if st.finished {
        Value::Null
    } else {
        st.key.clone()
    })
}

fn m_next(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0)?;
    internal();
    vm.gen_init(&o)?;
    internal();
    vm.gen_resume(&o)?;
    Ok(Value::Null)
}

fn m_valid(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0)?;
    internal();
    vm.gen_init(&o)?;
    let done = state(&o).finished;
    Ok(Value::Bool(!done))
}

fn m_rewind(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0)?;
    internal();
    vm.gen_rewind(&o)?;
    Ok(Value::Null)
}

fn m_send(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 1)?;
    internal();
    vm.gen_init(&o)?;
    if state(&o).finished {
        return Ok(Value::Null);
    }
    state(&o).sent = Some(args[1].clone());
    internal();
    vm.gen_resume(&o)?;
    Ok(vm.gen_current(&o))
}

fn m_throw(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 1)?;
    let e = args[1].clone();
    if !matches!(&e, Value::Object(t) if t.instance_of(b"Throwable")) {
        let msg = format!(
            "Generator::throw(): Argument #1 ($exception) must be of type Throwable, {} given",
            crate::calls::given_type(&e)
        );
        return Err(vm.throw_error("TypeError", msg));
    }
    internal();
    vm.gen_init(&o)?;
    if state(&o).finished {
        return Err(Fault::Throw(e));
    }
    state(&o).throw_in = Some(e);
    internal();
    vm.gen_resume(&o)?;
    Ok(vm.gen_current(&o))
}

fn m_get_return(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let o = arity(vm, args, 0)?;
    internal();
    vm.gen_init(&o)?;
    let r = state(&o).ret.clone();
    match r {
        Some(v) => Ok(v),
        None => Err(vm.throw_error(
            "Exception",
            "Cannot get return value of a generator that hasn't returned",
        )),
    }
}

static ITER_FNS: &[EngineBuiltin] = &[
    EngineBuiltin {
        name: "iterator_to_array",
        params: &[
            ParamSpec::req("iterator", ParamType::Mixed),
            ParamSpec::opt("preserve_keys", ParamType::Bool, "true"),
        ],
        func: iterator_to_array,
    },
    EngineBuiltin {
        name: "iterator_count",
        params: &[ParamSpec::req("iterator", ParamType::Mixed)],
        func: iterator_count,
    },
];

/// Registers the iterator functions that need the VM (they resume generators).
pub(crate) fn register(vm: &mut Vm) {
    for b in ITER_FNS {
        vm.functions.insert(
            b.name.as_bytes().to_vec(),
            crate::runtime::Callee::Engine(b),
        );
    }
}

/// The pairs of a `Traversable|array` argument, or php's TypeError.
fn iterable_arg(vm: &mut Vm, name: &str, v: &Value) -> Result<Vec<(Value, Value)>, Fault> {
    match v {
        Value::Array(a) => Ok(a.iter().map(|(k, v)| (k.into_value(), v.get())).collect()),
        Value::Object(o) if o.instance_of(b"Traversable") => vm.traverse(v, true, true),
        _ => {
            let msg = format!(
                "{name}(): Argument #1 ($iterator) must be of type Traversable|array, {} given",
                crate::calls::given_type(v)
            );
            Err(vm.throw_error("TypeError", msg))
        }
    }
}

fn iterator_to_array(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let preserve = args.get(1).is_none_or(|v| v.to_bool());
    // ArrayObject/ArrayIterator: php copies stored references as references
    // (looked up only when the storage holds any).
    let stored = match &args[0] {
        Value::Object(o) => crate::spl::stored_elements(o)
            .filter(|s| s.iter().any(|(_, v)| matches!(v, Value::Ref(_)))),
        _ => None,
    };
    let pairs = iterable_arg(vm, "iterator_to_array", &args[0])?;
    let mut out = PhpArray::with_capacity(pairs.len());
    for (k, v) in pairs {
        let key = match &k {
            Value::Int(i) => Some(ArrayKey::Int(*i)),
            Value::Str(s) => Some(ArrayKey::from_bytes(s.as_bytes())),
            _ if preserve => Some(vm.key_of(&k)?),
            _ => None,
        };
        let v = match (&stored, &key) {
            (Some(s), Some(key)) => match s.get(key) {
                Some(r @ Value::Ref(_)) => r.clone(),
                _ => v,
            },
            _ => v,
        };
        let Some(key) = key.filter(|_| preserve) else {
            let _ = out.push(v);
            continue;
        };
        out.insert(key, v);
    }
    Ok(Value::Array(out))
}

fn iterator_count(vm: &mut Vm, args: &mut [Value]) -> Result<Value, Fault> {
    let n = match &args[0] {
        Value::Array(a) => a.len(),
        v @ Value::Object(o) if o.instance_of(b"Traversable") => {
            vm.traverse(&v.clone(), false, true)?.len()
        }
        v => iterable_arg(vm, "iterator_count", &v.clone())?.len(),
    };
    Ok(Value::Int(n as i64))
}

impl Vm {
    /// `GenCreate`: the top frame becomes a suspended generator, returned to
    /// its caller. `Some(v)`: the frame was a stop-frame and `execute` must
    /// return `v`; `None`: the value was stored in the caller's frame.
    pub(crate) fn gen_create(&mut self) -> Option<Value> {
        let fr = self.frames.pop().expect("generator frame");
        let slots: Vec<Slot> = self.stack.drain(fr.base..).collect();
        let pending: Vec<Pending> = self.pending.drain(fr.pending_base..).collect();
        let by_ref = fr.func.code.by_ref_return;
        let (stop, ret) = (fr.stop, fr.ret);
        let st = GenState {
            _closure: crate::closures::entered_closure(&fr.func),
            func: fr.func.clone(),
            slots,
            pending,
            pc: fr.pc,
            frame: Some(fr),
            send_dst: NONE,
            sent: None,
            throw_in: None,
            current: Value::Null,
            key: Value::Null,
            largest_int_key: -1,
            started: false,
            running: false,
            finished: false,
            yielded: false,
            at_first_yield: false,
            ret: None,
            by_ref,
            fresh: false,
            in_yield_from: false,
        };
        let class = self.lookup_class(b"Generator").expect("Generator class");
        let o = PhpObject::new(class, PhpArray::new());
        *o.0.internal.borrow_mut() = Some(Box::new(st));
        let v = Value::Object(o);
        if stop {
            return Some(v);
        }
        if ret != NONE {
            let caller: &Frame = self.frames.last().expect("caller");
            let s = &mut self.stack[caller.base + ret as usize];
            crate::interp::put(s, v);
        }
        None
    }

    /// Moves the top (generator) frame into the running generator's state;
    /// `pc` is where the next resume continues. A `delegated` key (from
    /// `yield from`) leaves the auto keys alone.
    ///
    /// When the caller is a generator whose `yield from` resumed this one in
    /// the loop, that caller suspends too with the same key and value (what
    /// its `YieldFrom` would do when run again to read them), and so on down
    /// the delegation chain (`gen_suspend_chain`): a delegated value reaches
    /// the foreach without re-entering each delegating generator.
    fn gen_suspend_as(
        &mut self,
        pc: u32,
        send_dst: u32,
        key: Option<Value>,
        value: Value,
        delegated: bool,
    ) -> YieldStep {
        match self.gen_suspend_one(pc, send_dst, key, value, delegated, false) {
            Ok(step) => step,
            Err((k, v)) => self.gen_suspend_chain(k, v),
        }
    }

    /// The delegating generators under a suspended delegate suspend in turn
    /// with its key and value (a loop, not recursion: deep chains use no
    /// Rust stack).
    #[inline(never)]
    fn gen_suspend_chain(&mut self, mut k: Value, mut v: Value) -> YieldStep {
        loop {
            // The caller's pc is after its `YieldFrom`, which runs again at
            // its next resume.
            let pc = self.frames.last().expect("caller").pc - 1;
            match self.gen_suspend_one(pc, NONE, Some(k), v, true, true) {
                Ok(step) => return step,
                Err((k2, v2)) => (k, v) = (k2, v2),
            }
        }
    }

    /// Suspends the generator on top. Err((key, value)): its caller is a
    /// generator whose `yield from` reads that yield and must suspend with it
    /// (`reading`: this is such a caller).
    #[inline(always)]
    fn gen_suspend_one(
        &mut self,
        pc: u32,
        send_dst: u32,
        key: Option<Value>,
        value: Value,
        delegated: bool,
        reading: bool,
    ) -> Result<YieldStep, (Value, Value)> {
        {
            let top = self.frames.last().expect("generator frame");
            let (base, stop, pending_base) = (top.base, top.stop, top.pending_base);
            let entry = self.generators.pop().expect("running generator");
            let mut internal = entry.0 .0.internal.borrow_mut();
            let st = running_state(&mut internal);
            if reading {
                // Its `YieldFrom` takes (and, reading, drops) what was sent or
                // thrown in meanwhile (a `send` refused while it was running).
                st.sent = None;
                st.throw_in = None;
            }
            // The frame moves into the state in place (moving it through a
            // temporary costs several copies of it).
            take_top_frame(&mut self.frames, &mut st.frame);
            // The state's vectors kept their capacity from the last resume.
            move_slots(&mut self.stack, base, &mut st.slots);
            if self.pending.len() > pending_base {
                st.pending.extend(self.pending.drain(pending_base..));
                for p in &mut st.pending {
                    p.args_base -= base;
                }
            }
            st.pc = pc;
            st.send_dst = send_dst;
            st.yielded = true;
            // (Only `yield from` suspends with a delegated key.)
            st.in_yield_from = delegated;
            let k = match key {
                Some(k) => {
                    if let (Value::Int(i), false) = (&k, delegated) {
                        let i = *i;
                        if i > st.largest_int_key {
                            st.largest_int_key = i;
                        }
                    }
                    k
                }
                None => {
                    st.largest_int_key += 1;
                    Value::Int(st.largest_int_key)
                }
            };
            store(&mut st.key, k);
            store(&mut st.current, value);
            if !stop {
                // Resumed in the loop by foreach's `FeFetch`: do that instruction's
                // work here (the loop variables get the key and value) and go on
                // after it, in the caller.
                st.running = false;
                st.at_first_yield = std::mem::replace(&mut st.fresh, false);
                let (k, v) = (
                    crate::interp::fast_clone(&st.key),
                    crate::interp::fast_clone(&st.current),
                );
                drop(internal);
                let entry_ptr = Rc::as_ptr(&entry.0 .0);
                release_handle(entry.0);
                let caller = self.frames.last().expect("caller");
                let at = caller
                    .func
                    .code
                    .code
                    .get((caller.pc as usize).wrapping_sub(1));
                match at.copied() {
                    Some(ins) if ins.op == Op::FeFetch => {
                        let (it, var, cb) = (ins.a, ins.b, caller.base);
                        if let Err(f) = self.fe_assign(cb + it as usize, cb + var as usize, k, v) {
                            self.gen_fe_refused(cb + it as usize, f);
                        }
                    }
                    Some(ins)
                        if ins.op == Op::YieldFrom && self.delegate_reading(ins, &entry_ptr) =>
                    {
                        // The caller suspends at its `YieldFrom` with this key and value.
                        return Err((k, v));
                    }
                    _ => self.frames.last_mut().expect("caller").pc -= 1,
                }
                return Ok(YieldStep::Reload);
            }
            drop(internal);
            // A nested `execute` runs this generator: `gen_resume` pops the entry.
            self.generators.push(entry);
            Ok(YieldStep::Return)
        }
    }

    /// Whether the frame on top (the caller of generator `g`, which just
    /// suspended in the loop) is a generator whose `yield from` (`ins`)
    /// resumed `g` in the loop and waits to read what it yielded; if so,
    /// marks that read done (R[src+1] = true), as the `YieldFrom` would.
    #[inline]
    fn delegate_reading(&mut self, ins: Instr, g: &*const rphp_value::object::ObjectData) -> bool {
        if !self.in_generator_frame() {
            return false;
        }
        let src = self.frames.last().expect("caller").base + ins.b as usize;
        let ok = matches!(self.stack.get(src + 1), Some(Some(Value::Bool(false))))
            && matches!(self.stack.get(src), Some(Some(Value::Object(d))) if std::ptr::eq(Rc::as_ptr(&d.0), *g));
        if ok {
            self.stack[src + 1] = Some(Value::Bool(true));
        }
        ok
    }

    /// The caller's foreach variables refused what a loop-resumed generator
    /// yielded (a typed reference): php throws from the foreach, with the
    /// generator suspended at that yield. The caller (on top now) runs its
    /// `FeFetch` (slot `it` the iterator) again, which raises the fault
    /// (`gen_fe_fetch`, phase 2); the running loop goes on from there, so no
    /// fault crosses the `Yield` instruction.
    #[cold]
    #[inline(never)]
    fn gen_fe_refused(&mut self, it: usize, f: Fault) {
        self.gen_fe_fault = Some(f);
        self.stack[it + 1] = Some(Value::Int(2));
        self.frames.last_mut().expect("caller").pc -= 1;
    }

    /// The fault `gen_fe_refused` left for the foreach to raise.
    #[cold]
    #[inline(never)]
    pub(crate) fn gen_fe_take_fault(&mut self, it: usize) -> Fault {
        self.stack[it + 1] = Some(Value::Int(0));
        self.gen_fe_fault
            .take()
            .expect("a fault left by gen_fe_refused")
    }

    /// Whether the top frame is the running generator's own. Compiled code
    /// only yields there; a bytecode-cache entry that passed verification but
    /// yields elsewhere gets a fatal error instead of a broken frame stack.
    fn in_generator_frame(&self) -> bool {
        // Generators record their frame's index when resumed, and a function
        // only becomes a generator at `GenCreate`, so a frame above the last
        // resumed generator's is never one.
        self.generators
            .last()
            .is_some_and(|g| g.1 + 1 == self.frames.len())
    }

    /// `Yield dst v k`: suspends the running generator (the top frame).
    /// Out of line, with the suspension inlined (as a plain, non-delegated
    /// yield): the key and value reach the state and a foreach's variables
    /// without passing through optional temporaries between two functions.
    #[inline(never)]
    pub(crate) fn gen_yield(&mut self, ins: Instr) -> Result<YieldStep, Fault> {
        if !self.in_generator_frame() {
            return Err(self.fatal("Cannot yield outside a generator"));
        }
        let fr = self.frames.last().expect("frame");
        let (base, pc) = (fr.base, fr.pc);
        let value = if ins.b == NONE {
            Value::Null
        } else if ins.b & rphp_bytecode::LIT == 0 && fr.func.code.by_ref_return {
            match self.stack[base + ins.b as usize].clone() {
                Some(v @ Value::Ref(_)) => v,
                Some(v) => v,
                None => Value::Null,
            }
        } else {
            match reg_value(&self.stack, base, ins.b) {
                Some(v) => v,
                None => self.operand(ins.b)?.get(),
            }
        };
        let key = if ins.c == NONE {
            None
        } else {
            match reg_value(&self.stack, base, ins.c) {
                Some(v) => Some(v),
                None => Some(self.operand(ins.c)?.get()),
            }
        };
        // (Checked: the verifier lets each of Yield's operands be NONE.)
        if let Some(dst @ Some(Value::Ref(_))) = self.stack.get_mut(base + ins.a as usize) {
            *dst = None;
        }
        Ok(
            match self.gen_suspend_one(pc, ins.a, key, value, false, false) {
                Ok(step) => step,
                Err((k, v)) => self.gen_suspend_chain(k, v),
            },
        )
    }

    /// `YieldFrom dst src`: Ok(true) when the generator suspended (the
    /// instruction runs again on resume), Ok(false) when the delegate is
    /// exhausted and R[dst] holds its result.
    pub(crate) fn gen_yield_from(&mut self, ins: Instr) -> Result<YieldStep, Fault> {
        if !self.in_generator_frame() {
            return Err(self.fatal("Cannot yield outside a generator"));
        }
        let fr = self.frames.last().expect("frame");
        let (base, pc) = (fr.base, fr.pc);
        let src = base + ins.b as usize;
        let started = self.stack[src + 1].is_some();
        let me = self.generators.last().expect("running generator").0.clone();
        let (sent, thrown) = {
            let mut st = state(&me);
            (st.sent.take(), st.throw_in.take())
        };
        let delegate = self.stack[src].clone().unwrap_or_default();
        let result = match delegate {
            Value::Array(a) => {
                if let Some(e) = thrown {
                    return Err(Fault::Throw(e));
                }
                let pos = match &self.stack[src + 1] {
                    Some(Value::Int(p)) => *p as usize,
                    _ => 0,
                };
                if let Some((p, k, v)) = a.entry_at(pos) {
                    self.stack[src + 1] = Some(Value::Int(p as i64 + 1));
                    return Ok(self.gen_suspend_as(
                        pc - 1,
                        NONE,
                        Some(k.into_value()),
                        v.get(),
                        true,
                    ));
                }
                Value::Null
            }
            Value::Object(g) if is_generator(&g) => {
                if g.ptr_eq(&me) || state(&g).running {
                    return Err(self.throw_error(
                        "Error",
                        "Impossible to yield from the Generator being currently run",
                    ));
                }
                // R[src+1]: None before the first step, true while delegating,
                // false when the delegate was resumed in the loop and this
                // instruction runs again to read what it yielded (or returned).
                let reading = matches!(self.stack[src + 1], Some(Value::Bool(false)));
                if reading {
                    self.stack[src + 1] = Some(Value::Bool(true));
                } else if !started {
                    self.stack[src + 1] = Some(Value::Bool(true));
                    if state(&g).finished {
                        return Err(self.throw_error(
                            "Error",
                            "Generator passed to yield from was aborted without proper return and is unable to continue",
                        ));
                    }
                    if self.gen_loop_resumable(&g, -1) {
                        return self.gen_delegate_in_loop(&g, src);
                    }
                    self.gen_init(&g)?;
                } else if state(&g).finished && state(&g).ret.is_none() {
                    // Another generator delegating to the same one saw it
                    // end with an exception: there is no result to give.
                    return Err(self.throw_error(
                        "ClosedGeneratorException",
                        "Generator yielded from aborted, no return value available",
                    ));
                } else if let Some(e) = thrown {
                    state(&g).throw_in = Some(e);
                    self.gen_resume(&g)?;
                } else {
                    if let Some(v) = sent {
                        state(&g).sent = Some(v);
                    }
                    if self.gen_loop_resumable(&g, 0) {
                        return self.gen_delegate_in_loop(&g, src);
                    }
                    self.gen_resume(&g)?;
                }
                let (fin, k, v, ret) = {
                    let st = state(&g);
                    (
                        st.finished,
                        st.key.clone(),
                        st.current.clone(),
                        st.ret.clone(),
                    )
                };
                if !fin {
                    // The outer generator's auto keys do not move for delegated values.
                    return Ok(self.gen_suspend_as(pc - 1, NONE, Some(k), v, true));
                }
                ret.unwrap_or_default()
            }
            Value::Object(o) if o.instance_of(b"Traversable") => {
                if let Some(e) = thrown {
                    return Err(Fault::Throw(e));
                }
                let it = if !started {
                    let (it, native) = self.iterator_and_maker(Value::Object(o))?;
                    // R[src+1] holds the handle php's iterator takes (see
                    // `iterator_handle`), freed after the delegate when it is
                    // exhausted.
                    let state = if native {
                        Value::Bool(true)
                    } else {
                        self.iterator_handle()
                    };
                    self.stack[src] = Some(it.clone());
                    self.stack[src + 1] = Some(state);
                    self.iter_call(&it, "rewind")?;
                    it
                } else {
                    let it = Value::Object(o);
                    self.iter_call(&it, "next")?;
                    it
                };
                if self.iter_call(&it, "valid")?.to_bool() {
                    let v = self.iter_call(&it, "current")?;
                    let k = self.iter_call(&it, "key")?;
                    return Ok(self.gen_suspend_as(pc - 1, NONE, Some(k), v, true));
                }
                Value::Null
            }
            _ => {
                return Err(self.throw_error(
                    "Error",
                    "Can use \"yield from\" only with arrays and Traversables",
                ))
            }
        };
        let base = self.frames.last().expect("frame").base;
        self.stack[src] = None;
        self.stack[src + 1] = None;
        crate::interp::put(&mut self.stack[base + ins.a as usize], result);
        Ok(YieldStep::Continue)
    }

    /// `yield from` resumes its delegate generator in the running loop: the
    /// delegate's frame goes on top and this `YieldFrom` runs again once it
    /// yields or returns (`gen_suspend_as` / `gen_loop_return` step back onto it).
    fn gen_delegate_in_loop(&mut self, g: &PhpObject, src: usize) -> Result<YieldStep, Fault> {
        self.stack[src + 1] = Some(Value::Bool(false));
        match self.gen_enter(g, false)? {
            Some(_) => {
                self.gen_descend();
                Ok(YieldStep::Reload)
            }
            None => {
                // Finished meanwhile: nothing was pushed; read its end now.
                self.stack[src + 1] = Some(Value::Bool(true));
                self.frames.last_mut().expect("frame").pc -= 1;
                Ok(YieldStep::Reload)
            }
        }
    }

    /// The Iterator behind a Traversable object (following `getIterator`),
    /// and whether the last step was SplFixedArray's
    /// built-in `getIterator()`, whose new object stands for the internal
    /// iterator php makes there (php's ArrayObject calls its `getIterator()`
    /// and then makes an iterator for the ArrayIterator it returns).
    fn iterator_and_maker(&mut self, mut v: Value) -> Result<(Value, bool), Fault> {
        let mut native = false;
        for _ in 0..32 {
            match &v {
                Value::Object(o) if o.instance_of(b"Iterator") => return Ok((v, native)),
                Value::Object(o) if o.instance_of(b"IteratorAggregate") => {
                    native = o.instance_of(b"SplFixedArray")
                        && crate::classes::class_of(o)
                            .is_some_and(|c| c.find_method(b"getiterator").is_none());
                    let class = o.debug_name();
                    let it = self.iter_call(&v, "getIterator")?;
                    if !matches!(&it, Value::Object(i) if i.instance_of(b"Traversable")) {
                        let msg = format!(
                            "{class}::getIterator() must return a Traversable or implement interface Iterator"
                        );
                        return Err(self.throw_error("Exception", msg));
                    }
                    v = it;
                }
                _ => break,
            }
        }
        Ok((v, native))
    }

    fn iter_call(&mut self, obj: &Value, name: &str) -> Result<Value, Fault> {
        let c = Value::Array(PhpArray::from_list(vec![
            obj.clone(),
            Value::Str(PhpStr::from(name)),
        ]));
        self.call_value(&c, Vec::new())
    }

    /// The current value (null once finished).
    pub(crate) fn gen_current(&mut self, o: &PhpObject) -> Value {
        let st = state(o);
        if st.finished {
            Value::Null
        } else {
            st.current.get()
        }
    }

    /// Runs a generator that has not started to its first yield.
    pub(crate) fn gen_init(&mut self, o: &PhpObject) -> Result<(), Fault> {
        let fresh = {
            let st = state(o);
            !st.started && !st.finished && !st.running
        };
        if fresh {
            self.gen_resume(o)?;
            state(o).at_first_yield = true;
        }
        Ok(())
    }

    /// `rewind()` (and the start of foreach): only a generator still at its first yield can rewind.
    pub(crate) fn gen_rewind(&mut self, o: &PhpObject) -> Result<(), Fault> {
        self.gen_init(o)?;
        if !state(o).at_first_yield {
            return Err(self.throw_error(
                "Exception",
                "Cannot rewind a generator that was already run",
            ));
        }
        Ok(())
    }

    /// Moves a suspended generator's frame back on top of the VM stack (the
    /// first half of a resume). `stop`: a nested `execute` will run it;
    /// otherwise the running loop does (see `gen_loop_try_resume`). Returns a
    /// value to throw in at the resume point, or Err if it cannot run.
    /// Ok(None) with nothing pushed: the generator had finished.
    fn gen_enter(&mut self, o: &PhpObject, stop: bool) -> Result<Option<Option<Value>>, Fault> {
        let mut st = state(o);
        if st.finished {
            st.throw_in = None;
            st.sent = None;
            return Ok(None);
        }
        if st.running {
            drop(st);
            return Err(self.throw_error("Error", "Cannot resume an already running generator"));
        }
        if stop && self.nesting >= crate::vm::MAX_NESTING {
            drop(st);
            return Err(self.fatal("Maximum function nesting level reached"));
        }
        Ok(Some(self.gen_push(o, &mut st, stop)))
    }

    /// The second half of `gen_enter`, for an idle, unfinished generator:
    /// pushes its frame and returns what to throw in at the resume point.
    /// (Always inlined: foreach's resume in the loop passes a constant
    /// `stop`, and the copy specialised for it skips a call per step.)
    #[inline(always)]
    fn gen_push(&mut self, o: &PhpObject, st: &mut GenState, stop: bool) -> Option<Value> {
        st.fresh = !st.started;
        st.running = true;
        st.started = true;
        st.at_first_yield = false;
        st.yielded = false;
        let pc = st.pc;
        let send_dst = std::mem::replace(&mut st.send_dst, NONE);
        // Something was sent or thrown in (the usual resume sends nothing, and
        // then no pair of optional values is built at all).
        let given = st.sent.is_some() || st.throw_in.is_some();
        let base = self.stack.len();
        let nslots = st.func.code.num_slots as usize;
        // The state's vector keeps its capacity for the next suspension.
        move_slots(&mut st.slots, 0, &mut self.stack);
        if self.stack.len() < base + nslots {
            self.stack.resize(base + nslots, None);
        }
        let pending_base = self.pending.len();
        if !st.pending.is_empty() {
            for mut p in st.pending.drain(..) {
                p.args_base += base;
                self.pending.push(p);
            }
        }
        let fr = st.frame.as_mut().expect("suspended generator frame");
        let from_builtin = INTERNAL.with(|i| i.replace(false)) && stop;
        if from_builtin {
            fr.extra_mut().internal_caller = true;
        } else if let Some(e) = fr.extra.as_mut() {
            e.internal_caller = false;
        }
        fr.pc = pc;
        fr.base = base;
        fr.ret = NONE;
        fr.stop = stop;
        fr.is_include = false;
        fr.pending_base = pending_base;
        fr.ret_ref = false;
        push_saved_frame(&mut self.frames, &mut st.frame);
        let at = self.frames.len() - 1;
        crate::interp::push_fast(&mut self.generators, (o.clone(), at));
        if given {
            return self.gen_push_given(st, pc, base, send_dst);
        }
        if send_dst != NONE {
            // SAFETY: `send_dst` is a register of the frame just pushed, whose
            // `num_slots` slots from `base` exist (the stack was grown above).
            let s = unsafe { self.stack.get_unchecked_mut(base + send_dst as usize) };
            crate::interp::put(s, Value::Null);
        }
        None
    }

    /// The end of `gen_push` when a value was sent or thrown in: a `yield
    /// from` at the resume point forwards it to its delegate; otherwise the
    /// sent value goes to the yield's destination and the thrown one is returned.
    #[cold]
    #[inline(never)]
    fn gen_push_given(
        &mut self,
        st: &mut GenState,
        pc: u32,
        base: usize,
        send_dst: u32,
    ) -> Option<Value> {
        let (sent, throw) = take_sent(st, pc);
        if send_dst != NONE {
            let v = sent.unwrap_or_default();
            crate::interp::put(&mut self.stack[base + send_dst as usize], v);
        }
        throw
    }

    /// foreach's resume of a generator in the running loop (see
    /// `gen_fe_fetch`), in one look at its state: Ok(true) when its frame was
    /// pushed, Ok(false) when foreach must take the general path instead
    /// (not a generator, by reference, running, finished, or at a `phase`
    /// that is not a plain "advance" (0) or a deferred rewind (-1)).
    /// (Always inlined into foreach's `gen_fe_fetch`, its one caller: a call
    /// per step less.)
    #[inline(always)]
    pub(crate) fn gen_loop_try_resume(&mut self, o: &PhpObject, phase: i64) -> bool {
        let mut internal = o.0.internal.borrow_mut();
        let Some(st) = internal.as_mut().and_then(|b| b.downcast_mut::<GenState>()) else {
            return false;
        };
        let ok = !st.by_ref
            && !st.running
            && !st.finished
            && match phase {
                0 => true,
                -1 => !st.started,
                _ => false,
            };
        if ok {
            self.gen_push(o, st, false);
            // (`st.pc` is where it resumes.)
            let delegating = st.in_yield_from;
            drop(internal);
            if delegating {
                self.gen_descend();
            }
        }
        ok
    }

    /// The hot loop's `FeFetch` (fast_loop.rs) of a by-value foreach whose
    /// iterator (stack slot `it`) is a generator, past its first element:
    /// resumes it in place as `gen_loop_try_resume` does and returns true
    /// (its frame is on top, to run in the hot loop), or returns false with
    /// nothing changed when `execute` must run the `FeFetch` instead: not a
    /// generator, not idle, something sent or thrown in, calls in progress,
    /// or its slots would not fit in `room` (the stack must not move under
    /// the hot loop). A generator waiting in `yield from` descends its chain
    /// (`gen_descend`), whose frames the caller checks against `room`.
    /// `pc` is the caller's next instruction, saved in its frame.
    #[inline(never)]
    pub(crate) fn gen_fe_resume_hot(&mut self, it: usize, pc: u32, room: usize) -> bool {
        let o = match self.stack.get(it) {
            Some(Some(Value::Object(o))) => o.clone(),
            _ => return false,
        };
        let mut delegating = false;
        let ok = matches!(self.stack.get(it + 1), Some(Some(Value::Int(0)))) && {
            let mut internal = o.0.internal.borrow_mut();
            match internal.as_mut().and_then(|b| b.downcast_mut::<GenState>()) {
                Some(st)
                    if hot_idle(st)
                        && st.pending.is_empty()
                        && st.sent.is_none()
                        && st.throw_in.is_none()
                        && self.stack.len()
                            + st.slots.len().max(st.func.code.num_slots as usize)
                            <= room =>
                {
                    self.frames.last_mut().expect("frame").pc = pc;
                    self.gen_push(&o, st, false);
                    delegating = st.in_yield_from;
                    true
                }
                _ => false,
            }
        };
        if delegating {
            // (The caller checks the room the chain took.)
            self.gen_descend();
        }
        if ok {
            // Read back by the `FeFetch` only if the generator returns. (The
            // slot held `Int(0)`, checked above: rewritten in place.)
            if let Some(Some(Value::Int(p))) = self.stack.get_mut(it + 1) {
                *p = 1;
            }
        }
        release_handle(o);
        ok
    }

    /// The hot loop's `Yield` (fast_loop.rs; `pc` is the next instruction):
    /// when the generator was resumed in the loop (by a foreach `FeFetch` or
    /// a `yield from`), it suspends as `gen_yield` does, and true is
    /// returned with its caller on top (a foreach's variables hold the key
    /// and value, or a `yield from` chain suspended down to its foreach), to
    /// go on in the hot loop. false, with nothing changed, leaves the
    /// `Yield` to `execute`: a nested resume (also one under the `yield
    /// from` chain, which must end that `execute`), a by-reference
    /// generator, or an undefined operand (a warning).
    #[inline(never)]
    pub(crate) fn gen_yield_hot(&mut self, ins: Instr, pc: u32) -> bool {
        if !self.in_generator_frame() {
            return false;
        }
        let n = self.frames.len();
        let fr = &self.frames[n - 1];
        if fr.func.code.by_ref_return {
            return false;
        }
        // The generators a suspension may pass down (a `yield from` chain
        // reads only from generator frames right below) were resumed in the loop.
        for (k, (_, at)) in self.generators.iter().rev().enumerate() {
            if *at + k + 1 != n {
                break;
            }
            if self.frames[*at].stop {
                return false;
            }
        }
        let (base, lits) = (fr.base, &fr.func.lits[..]);
        let value = if ins.b == NONE {
            Value::Null
        } else {
            match operand_value(&self.stack, lits, base, ins.b) {
                Some(v) => v,
                None => return false,
            }
        };
        let key = if ins.c == NONE {
            None
        } else {
            match operand_value(&self.stack, lits, base, ins.c) {
                Some(k) => Some(k),
                None => return false,
            }
        };
        self.frames[n - 1].pc = pc;
        if let Some(dst @ Some(Value::Ref(_))) = self.stack.get_mut(base + ins.a as usize) {
            *dst = None;
        }
        if let Err((k, v)) = self.gen_suspend_one(pc, ins.a, key, value, false, false) {
            self.gen_suspend_chain(k, v);
        }
        true
    }

    /// The generator just pushed for the loop to run resumes at a `yield
    /// from` whose delegate is a generator it already delegates to (and
    /// nothing was sent or thrown in, so a value sent in stays for the
    /// `YieldFrom` to forward): what that `YieldFrom` would do is
    /// resume the delegate in the loop, so that is done now, down the
    /// delegation chain, and the loop starts in the innermost generator.
    /// Anything else (an array or Iterator delegate, a delegate that ended,
    /// runs, yields by reference, or whose yield is still to be read) is left
    /// to the `YieldFrom` itself.
    #[inline(never)]
    fn gen_descend(&mut self) {
        loop {
            let fr = self.frames.last().expect("generator frame");
            let Some(ins) = fr.func.code.code.get(fr.pc as usize).copied() else {
                return;
            };
            if ins.op != Op::YieldFrom || ins.b & rphp_bytecode::LIT != 0 {
                return;
            }
            let src = fr.base + ins.b as usize;
            if !matches!(self.stack.get(src + 1), Some(Some(Value::Bool(true)))) {
                return;
            }
            let Some(Some(Value::Object(d))) = self.stack.get(src) else {
                return;
            };
            let d = d.clone();
            let me_plain = self.generators.last().is_some_and(|(g, at)| {
                *at + 1 == self.frames.len() && {
                    let st = state(g);
                    st.sent.is_none() && st.throw_in.is_none()
                }
            });
            let deeper = me_plain && {
                let mut internal = d.0.internal.borrow_mut();
                match internal.as_mut().and_then(|b| b.downcast_mut::<GenState>()) {
                    Some(st) if !st.by_ref && !st.running && !st.finished => {
                        // The `YieldFrom` as run by the loop: its pc is past
                        // the instruction, its delegate is being read.
                        self.frames.last_mut().expect("generator frame").pc += 1;
                        self.stack[src + 1] = Some(Value::Bool(false));
                        self.gen_push(&d, st, false);
                        st.in_yield_from
                    }
                    _ => false,
                }
            };
            release_handle(d);
            if !deeper {
                return;
            }
        }
    }

    /// Runs the generator until its next yield or its end (a nested `execute`).
    pub(crate) fn gen_resume(&mut self, o: &PhpObject) -> Result<(), Fault> {
        let throw = match self.gen_enter(o, true) {
            Ok(Some(t)) => t,
            Ok(None) => return Ok(()),
            Err(f) => {
                INTERNAL.with(|i| i.set(false));
                return Err(f);
            }
        };
        self.nesting += 1;
        let r = match throw {
            Some(e) => match self.handle_fault(Fault::Throw(e)) {
                Ok(()) => self.execute(),
                Err(f) => Err(f),
            },
            None => self.execute(),
        };
        self.nesting -= 1;
        if let Some((g, _)) = self.generators.pop() {
            release_handle(g);
        }
        let mut st = state(o);
        st.running = false;
        match r {
            Ok(_) if st.yielded => {
                st.at_first_yield = std::mem::replace(&mut st.fresh, false);
                Ok(())
            }
            Ok(v) => {
                st.finish(Some(v));
                nothing_to_destroy(o);
                Ok(())
            }
            Err(f) => {
                st.finish(None);
                nothing_to_destroy(o);
                Err(f)
            }
        }
    }

    /// Whether the top frame is a generator the running loop resumed (not a
    /// nested `execute`): its `return` and unwinding end the generator.
    #[inline]
    pub(crate) fn loop_generator_on_top(&self) -> bool {
        self.generators
            .last()
            .is_some_and(|g| g.1 + 1 == self.frames.len())
            && self.frames.last().is_some_and(|f| !f.stop)
    }

    /// `return` in a generator the loop resumed: records the result, pops its
    /// frame and steps the caller back onto its instruction (which sees the end).
    pub(crate) fn gen_loop_return(&mut self, v: Value) {
        let fr = self.frames.pop().expect("generator frame");
        self.pending.truncate(fr.pending_base);
        self.stack.truncate(fr.base);
        let (o, _) = self.generators.pop().expect("running generator");
        let mut st = state(&o);
        st.running = false;
        st.at_first_yield = std::mem::replace(&mut st.fresh, false);
        st.finish(Some(v));
        drop(st);
        nothing_to_destroy(&o);
        self.frames.last_mut().expect("caller").pc -= 1;
    }

    /// A throwable unwound out of a generator the loop resumed (its frame was popped).
    pub(crate) fn gen_loop_abort(&mut self) {
        if let Some((o, _)) = self.generators.pop() {
            let mut st = state(&o);
            st.running = false;
            st.finish(None);
            drop(st);
            nothing_to_destroy(&o);
        }
    }

    /// Whether foreach (at `phase`, see `gen_fe_fetch`) can resume the
    /// generator in the running loop: a by-value generator, idle, and either
    /// past the rewind (phase 0) or never started (phase -1, the rewind deferred).
    pub(crate) fn gen_loop_resumable(&self, o: &PhpObject, phase: i64) -> bool {
        let st = state(o);
        !st.by_ref
            && !st.running
            && !st.finished
            && match phase {
                0 => true,
                -1 => !st.started,
                _ => false,
            }
    }

    /// foreach reads the generator's current element after a resume in the
    /// loop: (key, value) into the loop's key slot and value variable, or
    /// None when it has finished.
    #[inline]
    pub(crate) fn gen_loop_current(&mut self, o: &PhpObject) -> Option<(Value, Value)> {
        let internal = o.0.internal.borrow();
        let st = internal.as_ref()?.downcast_ref::<GenState>()?;
        if st.finished {
            return None;
        }
        Some((st.key.clone(), st.current.clone()))
    }

    /// A generator's last reference went: a suspended generator inside a
    /// `try` runs its `finally` blocks (by unwinding a throw no `catch`
    /// matches, which is then dropped).
    pub(crate) fn gen_destroy(&mut self, o: &PhpObject) -> Result<(), Fault> {
        let in_try = {
            let st = state(o);
            if !st.started || st.finished || st.running {
                return Ok(());
            }
            let at = st.pc.saturating_sub(1);
            st.func
                .code
                .handlers
                .iter()
                .any(|h| h.start <= at && at < h.end)
        };
        if !in_try {
            let mut st = state(o);
            st.finished = true;
            st.slots = Vec::new();
            st.pending = Vec::new();
            st.frame = None;
            return Ok(());
        }
        state(o).throw_in = Some(Value::Null);
        match self.gen_resume(o) {
            Err(Fault::Throw(Value::Null)) => Ok(()),
            r => r,
        }
    }

    /// Starts iterating a generator (foreach, unpacking, iterator_to_array).
    pub(crate) fn gen_start_iteration(&mut self, o: &PhpObject, by_ref: bool) -> Result<(), Fault> {
        let (finished, gen_ref) = {
            let st = state(o);
            (st.finished, st.by_ref)
        };
        if finished {
            return Err(
                self.throw_error("Exception", "Cannot traverse an already closed generator")
            );
        }
        if by_ref && !gen_ref {
            return Err(self.throw_error(
                "Exception",
                "You can only iterate a generator by-reference if it declared that it yields by-reference",
            ));
        }
        self.gen_rewind(o)
    }

    /// The next (key, value) of a generator being iterated, advancing first
    /// unless `first`; None when it is finished.
    #[inline(never)]
    pub(crate) fn gen_fetch(
        &mut self,
        o: &PhpObject,
        first: bool,
    ) -> Result<Option<(Value, Value)>, Fault> {
        if !first {
            self.gen_resume(o)?;
        }
        let st = state(o);
        if st.finished {
            return Ok(None);
        }
        Ok(Some((st.key.clone(), st.current.clone())))
    }

    /// Every (key, value) a Traversable gives (generators, Iterator, IteratorAggregate).
    pub(crate) fn traversable_pairs(&mut self, v: &Value) -> Result<Vec<(Value, Value)>, Fault> {
        self.traverse(v, true, false)
    }

    /// Walks a Traversable; without `fetch` only `valid`/`next` are called
    /// (`iterator_count`) and the pairs are nulls.
    /// `from_builtin`: called by a builtin (for traces).
    fn traverse(
        &mut self,
        v: &Value,
        fetch: bool,
        from_builtin: bool,
    ) -> Result<Vec<(Value, Value)>, Fault> {
        let mut out = Vec::new();
        match v {
            Value::Object(o) if is_generator(o) => {
                // The handle of php's iterator over the generator (freed last).
                let _handle = self.iterator_handle();
                if from_builtin {
                    internal();
                }
                self.gen_start_iteration(o, false)?;
                let mut first = true;
                loop {
                    if from_builtin {
                        internal();
                    }
                    let Some((k, v)) = self.gen_fetch(o, first)? else {
                        break;
                    };
                    out.push((k, v.get()));
                    first = false;
                }
            }
            Value::Object(_) => {
                let (it, native) = self.iterator_and_maker(v.clone())?;
                if let Value::Object(g) = &it {
                    if is_generator(g) {
                        return self.traverse(&it, fetch, from_builtin);
                    }
                }
                // The handle php's iterator takes, freed after the iterator.
                let handle = (!native).then(|| self.iterator_handle());
                self.iter_pairs(&it, fetch, &mut out)?;
                drop(it);
                drop(handle);
            }
            _ => {}
        }
        Ok(out)
    }

    /// The pairs of an Iterator object, driven through its methods.
    fn iter_pairs(
        &mut self,
        it: &Value,
        fetch: bool,
        out: &mut Vec<(Value, Value)>,
    ) -> Result<(), Fault> {
        self.iter_call(it, "rewind")?;
        while self.iter_call(it, "valid")?.to_bool() {
            if fetch {
                let val = self.iter_call(it, "current")?;
                let k = self.iter_call(it, "key")?;
                out.push((k, val));
            } else {
                out.push((Value::Null, Value::Null));
            }
            self.iter_call(it, "next")?;
        }
        Ok(())
    }

    /// foreach over a Traversable object: generators resume in place, other
    /// iterators are driven through their methods. R[it] := the iterator.
    pub(crate) fn iter_fe_reset(&mut self, i: usize, v: Value, by_ref: bool) -> Result<(), Fault> {
        if let Value::Object(o) = &v {
            if o.class_name() == b"WeakMap" && crate::weakrefs::is_weak_class(o) {
                if by_ref {
                    return Err(self.throw_error(
                        "Error",
                        "An iterator cannot be used with foreach by reference",
                    ));
                }
                let it = crate::weakrefs::iterator(self, o);
                self.stack[i] = Some(it);
                self.stack[i + 1] = Some(Value::Int(-1));
                return Ok(());
            }
        }
        let (it, native) = self.iterator_and_maker(v)?;
        if !native {
            self.stack[i + 3] = Some(self.iterator_handle());
        }
        match &it {
            // A generator that never ran starts at the first FeFetch, in the loop.
            Value::Object(o) if is_generator(o) && !by_ref && self.gen_loop_resumable(o, -1) => {}
            Value::Object(o) if is_generator(o) => self.gen_start_iteration(o, by_ref)?,
            _ if by_ref => {
                return Err(self.throw_error(
                    "Error",
                    "An iterator cannot be used with foreach by reference",
                ))
            }
            _ => {
                self.iter_call(&it, "rewind")?;
            }
        }
        self.stack[i] = Some(it);
        // -1: the first fetch does not advance.
        self.stack[i + 1] = Some(Value::Int(-1));
        Ok(())
    }

    /// What holds, in a foreach's fourth slot, the object handle php gives
    /// the iterator it makes for a Traversable (`zend_iterator_init`):
    /// handles are reused most recently freed first, so without it the ids
    /// `var_dump` shows after a loop would differ from php's. Freed after the
    /// iterator, as php frees it.
    pub(crate) fn iterator_handle(&mut self) -> Value {
        let class = self
            .lookup_class(b"InternalIterator")
            .expect("InternalIterator class");
        Value::Object(PhpObject::new(class, PhpArray::new()))
    }

    /// The next (key, value) of a non-generator iterator in foreach; None when done.
    #[inline(never)]
    pub(crate) fn iter_fe_fetch(
        &mut self,
        it: &Value,
        first: bool,
    ) -> Result<Option<(Value, Value)>, Fault> {
        if let Value::Object(o) = it {
            if let Some(next) = crate::weakrefs::fe_fetch(o, first) {
                return Ok(next);
            }
        }
        if !first {
            self.iter_call(it, "next")?;
        }
        if !self.iter_call(it, "valid")?.to_bool() {
            return Ok(None);
        }
        let v = self.iter_call(it, "current")?;
        let k = self.iter_call(it, "key")?;
        Ok(Some((k, v)))
    }

    /// Arguments unpacked from a Traversable (`f(...$gen)`): int keys are
    /// positional, string keys named.
    pub(crate) fn send_unpacked_pairs(&mut self, pairs: Vec<(Value, Value)>) -> Result<(), Fault> {
        for (k, v) in pairs {
            match k {
                Value::Str(s) => self.pending.last_mut().expect("pending").named.push((s, v)),
                _ => {
                    if !self.pending.last().expect("pending").named.is_empty() {
                        return Err(self.throw_error(
                            "Error",
                            "Cannot use positional argument after named argument during unpacking",
                        ));
                    }
                    self.stack.push(Some(v));
                }
            }
        }
        Ok(())
    }
}

/// Shows the cycle collector a suspended generator's frame: its slots,
/// `$this`, extra arguments, the values it holds between resumes and the
/// arguments of calls in progress (php's `zend_generator_get_gc`).
pub(crate) fn gc_trace(b: &dyn std::any::Any, visit: &mut dyn rphp_value::gc::GcVisitor) -> bool {
    let Some(st) = b.downcast_ref::<GenState>() else {
        return false;
    };
    for v in [&st.current, &st.key] {
        visit.value(v, false);
    }
    for v in st.slots.iter().flatten() {
        visit.value(v, false);
    }
    if let Some(t) = st.frame.as_ref().and_then(|f| f.this.as_ref()) {
        visit.object(t, false);
    }
    if let Some(e) = st.frame.as_ref().and_then(|f| f.extra.as_ref()) {
        for v in &e.extra_args {
            visit.value(v, false);
        }
        for v in e.dyn_vars.values() {
            visit.value(v, false);
        }
        for (_, v) in &e.named_extra {
            visit.value(v, false);
        }
    }
    for p in &st.pending {
        if let crate::runtime::Callee::Closure(_, v) = &p.callee {
            visit.value(v, false);
        }
        for (_, v) in &p.named {
            visit.value(v, false);
        }
    }
    for v in [&st.sent, &st.throw_in, &st.ret].into_iter().flatten() {
        visit.value(v, false);
    }
    true
}

/// What `ReflectionGenerator` shows of a generator (rphp-vmlib, reflection/native.rs).
pub struct GenInfo {
    pub func: Rc<FuncRt>,
    /// The closure object of a closure's generator.
    pub closure: Option<PhpObject>,
    /// The line it runs at: the instruction a suspended generator resumes
    /// at (php's opline after the yield), or where a running one is.
    pub line: u32,
    pub this: Option<PhpObject>,
    /// The arguments it was called with.
    pub args: Vec<Value>,
    /// The generator a `yield from` it is suspended in delegates to.
    pub delegate: Option<PhpObject>,
    pub finished: bool,
}

/// A generator's state for reflection; `None` if `o` is no generator.
pub fn reflect(vm: &Vm, o: &PhpObject) -> Option<GenInfo> {
    let internal = o.0.internal.try_borrow().ok()?;
    let st = internal.as_ref()?.downcast_ref::<GenState>()?;
    let running = vm
        .generators
        .iter()
        .rev()
        .find(|(g, _)| Rc::ptr_eq(&g.0, &o.0))
        .and_then(|(_, i)| vm.frames.get(*i));
    let args_of = |fr: &Frame, slot: &dyn Fn(usize) -> Option<Value>| {
        let variadic = fr.func.code.is_variadic();
        let declared = fr.func.code.params.len() - variadic as usize;
        let mut args: Vec<Value> = (0..declared.min(fr.argc as usize))
            .map(|j| slot(j).unwrap_or_default())
            .collect();
        args.extend(fr.extra_args().iter().cloned());
        args
    };
    let code = &st.func.code;
    let (line, this, args, delegate) = match (running, &st.frame) {
        (Some(fr), _) => {
            let line = code.lines.get((fr.pc as usize).saturating_sub(1)).copied();
            let args = args_of(fr, &|j| {
                vm.stack
                    .get(fr.base + j)
                    .cloned()
                    .flatten()
                    .map(|v| v.get())
            });
            (line.unwrap_or(code.line), fr.this.clone(), args, None)
        }
        (None, Some(fr)) => {
            let pc = st.pc as usize;
            let delegate = match code.code.get(pc) {
                Some(ins) if ins.op == Op::YieldFrom => match st.slots.get(ins.b as usize) {
                    Some(Some(Value::Object(g))) if is_generator(g) => Some(g.clone()),
                    _ => None,
                },
                _ => None,
            };
            let args = args_of(fr, &|j| st.slots.get(j).cloned().flatten().map(|v| v.get()));
            let line = code.lines.get(pc).copied().unwrap_or(code.line);
            (line, fr.this.clone(), args, delegate)
        }
        (None, None) => (code.line, None, Vec::new(), None),
    };
    Some(GenInfo {
        func: st.func.clone(),
        closure: st._closure.clone(),
        line,
        this,
        args,
        delegate,
        finished: st.finished,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_method_resolves_case_insensitively() {
        for n in [
            "current",
            "KEY",
            "next",
            "valid",
            "rewind",
            "send",
            "throw",
            "getreturn",
        ] {
            assert!(generator_method(n.as_bytes()).is_some(), "{n}");
        }
        assert!(generator_method(b"nope").is_none());
    }
}
