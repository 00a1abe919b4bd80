//! Calls: resolving callees (cached per call site), passing arguments
//! (by value, by reference decided from the callee's declaration, spread,
//! named), entering PHP functions as new frames on the VM stack (never a
//! Rust recursion), calling builtins with arity checks and parameter
//! coercion from their [`ParamSpec`]s, and `return` type checks.

use crate::runtime::{Callee, ClosureData, FuncRt};
use crate::vm::{Frame, Pending, Vm};
use rphp_bytecode::{ty, TypeDecl, NONE};
use rphp_value::convert::{Number, NumericKind};
use rphp_value::{
    ArrayKey, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpStr, Reference, Value,
};
use std::rc::Rc;

/// Whether a slot holds something that needs dropping (anything but undefined and scalars).
#[inline(always)]
fn slot_owns(s: &crate::Slot) -> bool {
    !matches!(
        s,
        None | Some(Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_))
    )
}

/// Whether positional `args` need nothing from [`Vm::builtin_args`]: their
/// count is accepted, no parameter is by reference, and each value already
/// has its parameter's declared type (no reference to look through, nothing
/// to coerce, nothing to report). Conservative: `false` only sends the call
/// through the full checks, which decide the same `true` cases identically.
#[inline]
fn builtin_args_fit(params: &[ParamSpec], args: &[Value]) -> bool {
    let n = args.len();
    // Enough arguments: the first parameter not given is optional (so every
    // leading required one was given).
    if params
        .get(n)
        .is_some_and(|p| p.default.is_none() && !p.variadic)
    {
        return false;
    }
    let Some(last) = params.last() else {
        return n == 0;
    };
    if n > params.len() && !last.variadic {
        return false;
    }
    args.iter().enumerate().all(|(i, v)| {
        let spec = params.get(i).unwrap_or(last);
        !spec.by_ref
            && match (spec.ty, v) {
                (_, Value::Ref(_)) => false,
                (ParamType::Mixed, _) => true,
                (ty, v) => has_param_type(ty, v),
            }
    })
}

/// Whether `v` already is a value of the builtin parameter type `ty`, so
/// coercion would keep it as it is.
#[inline]
fn has_param_type(ty: ParamType, v: &Value) -> bool {
    matches!(
        (ty, v),
        (
            ParamType::Int | ParamType::IntOrFloat | ParamType::IntOrString,
            Value::Int(_)
        ) | (
            ParamType::String | ParamType::IntOrString | ParamType::ArrayOrString,
            Value::Str(_),
        ) | (ParamType::Array | ParamType::ArrayOrString, Value::Array(_))
            | (ParamType::Float | ParamType::IntOrFloat, Value::Float(_))
            | (ParamType::Bool, Value::Bool(_))
    )
}

/// A builtin's body: from rphp-ext (through `Context`) or from the VM itself.
#[derive(Clone, Copy)]
pub(crate) enum BuiltinBody {
    Ext(rphp_value::BuiltinFn),
    Engine(crate::runtime::EngineFn),
}

/// The type a value has in PHP's messages (`int`, `string`, `Closure`).
pub fn given_type(v: &Value) -> String {
    match v {
        Value::Resource(r) if r.0.kind == "Closure" => "Closure".into(),
        Value::Resource(r) if r.0.kind == "Throwable" => crate::errors::throwable_data(v)
            .map(|t| t.class.clone())
            .unwrap_or_default(),
        Value::Ref(r) => given_type(&r.get()),
        Value::Object(o) => o.debug_name(),
        v => v.debug_type().into(),
    }
}

impl Vm {
    /// Finds a function by lower-case name.
    pub fn lookup_function(&self, lc: &[u8]) -> Option<Callee> {
        // A callable string may be fully qualified (`'\\ns\\f'`).
        let lc = lc.strip_prefix(b"\\").unwrap_or(lc);
        self.functions.get(lc).cloned()
    }

    pub(crate) fn init_call(&mut self, f: &FuncRt, site: u32) -> Result<(), Fault> {
        let cached = f.sites.borrow()[site as usize].clone();
        let callee = match cached {
            Some(c) => c,
            None => {
                let s = &f.code.call_sites[site as usize];
                let found = self
                    .lookup_function(&s.lc_name)
                    .or_else(|| s.fallback.as_ref().and_then(|fb| self.lookup_function(fb)));
                match found {
                    Some(c) => {
                        f.sites.borrow_mut()[site as usize] = Some(c.clone());
                        c
                    }
                    None => {
                        let msg = format!(
                            "Call to undefined function {}()",
                            String::from_utf8_lossy(&s.name)
                        );
                        return Err(self.throw_error("Error", msg));
                    }
                }
            }
        };
        self.pending.push(Pending {
            has_ref: callee.has_by_ref(),
            callee,
            args_base: self.stack.len(),
            named: Vec::new(),
        });
        Ok(())
    }

    /// Starts a call of callable `c`: written `$f()` (`callback` false), or
    /// passed to a compiled `call_user_func`, which resolves callables as
    /// callbacks (`'parent::m'` names the running class's parent).
    pub(crate) fn init_call_dyn(&mut self, c: Value, callback: bool) -> Result<(), Fault> {
        if let Some((m, this)) = self.native_bound(&c) {
            self.pending.push(Pending {
                has_ref: false,
                callee: Callee::Engine(&m.entry),
                args_base: self.stack.len(),
                named: Vec::new(),
            });
            self.stack.push(Some(Value::Object(this)));
            return Ok(());
        }
        if let Some((callee, pre)) = self.magic_callable(&c) {
            self.pending.push(Pending {
                has_ref: false,
                callee,
                args_base: self.stack.len(),
                named: Vec::new(),
            });
            self.stack.extend(pre.into_iter().map(Some));
            return Ok(());
        }
        let callee = self.callable_from_value(&c, callback)?;
        self.pending.push(Pending {
            has_ref: callee.has_by_ref(),
            callee,
            args_base: self.stack.len(),
            named: Vec::new(),
        });
        Ok(())
    }

    /// What a callable value (`'strlen'`, a closure) calls. A `callback`
    /// (given to a builtin) may name `self`, `parent` or `static` as php 8.2
    /// still allows there; `$f()` may not.
    pub(crate) fn callable_from_value(
        &mut self,
        c: &Value,
        callback: bool,
    ) -> Result<Callee, Fault> {
        match c {
            Value::Str(s) => {
                let name = s.as_bytes().strip_prefix(b"\\").unwrap_or(s.as_bytes());
                if let Some(c) = self.lookup_function(&name.to_ascii_lowercase()) {
                    return Ok(c);
                }
                if name.windows(2).any(|w| w == b"::") {
                    let named = Value::Str(PhpStr::from(name.to_vec()));
                    if let Some(c) = self.method_callable(&named, callback)? {
                        return Ok(c);
                    }
                }
                let msg = if name.contains(&b':') {
                    let class =
                        String::from_utf8_lossy(name.split(|&b| b == b':').next().unwrap_or(b""))
                            .into_owned();
                    format!("Class \"{class}\" not found")
                } else {
                    format!(
                        "Call to undefined function {}()",
                        String::from_utf8_lossy(name)
                    )
                };
                Err(self.throw_error("Error", msg))
            }
            Value::Object(_) if crate::closures::is_closure(c) => {
                Ok(self.closure_callee(c).expect("closure"))
            }
            Value::Ref(r) => {
                let inner = r.get();
                self.callable_from_value(&inner, callback)
            }
            Value::Array(a) if a.len() != 2 => {
                Err(self.throw_error("Error", "Array callback must have exactly two elements"))
            }
            Value::Array(_) | Value::Object(_) => match self.method_callable(c, callback)? {
                Some(callee) => Ok(callee),
                None => {
                    let msg = match c {
                        Value::Object(o) => {
                            format!("Object of type {} is not callable", o.debug_name())
                        }
                        _ => "Array callback must have exactly two elements".to_string(),
                    };
                    Err(self.throw_error("Error", msg))
                }
            },
            _ => {
                let msg = format!("Value of type {} is not callable", given_type(c));
                Err(self.throw_error("Error", msg))
            }
        }
    }

    pub(crate) fn send_var(&mut self, cv: u32) -> Result<(), Fault> {
        let p = self.pending.last().expect("pending call");
        let i = self.stack.len() - p.args_base;
        let by_ref = p.named.is_empty() && p.callee.arg_by_ref(i);
        let base = self.frames.last().expect("frame").base;
        if by_ref {
            let r = self.make_slot_ref(base + cv as usize);
            self.stack.push(Some(Value::Ref(r)));
        } else {
            let v = match &self.stack[base + cv as usize] {
                Some(v) => v.get(),
                None => self.undef_read(cv)?,
            };
            self.stack.push(Some(v));
        }
        Ok(())
    }

    /// A function result passed to a parameter: by-ref parameters get a notice.
    /// A by-value send to a by-reference parameter: not a variable, so an Error.
    #[cold]
    pub(crate) fn send_val_checked(&mut self, v: Value) -> Result<(), Fault> {
        let p = self.pending.last().expect("pending call");
        let i = self.stack.len() - p.args_base;
        if p.named.is_empty() && p.callee.arg_by_ref(i) && !p.callee.arg_prefer_ref(i) {
            let name = p.callee.display_name();
            let pname = p.callee.param_name(i);
            let msg = format!(
                "{name}(): Argument #{} (${pname}) cannot be passed by reference",
                i + 1
            );
            return Err(self.throw_error("Error", msg));
        }
        self.stack.push(Some(v));
        Ok(())
    }

    pub(crate) fn send_tmp(&mut self, v: Value) -> Result<(), Fault> {
        let p = self.pending.last().expect("pending call");
        let i = self.stack.len() - p.args_base;
        if p.named.is_empty() && p.callee.arg_by_ref(i) && !p.callee.arg_prefer_ref(i) {
            self.raise(
                ErrorLevel::Notice,
                "Only variables should be passed by reference",
            )?;
            self.stack.push(Some(Value::Ref(Reference::new(v))));
        } else {
            self.stack.push(Some(v));
        }
        Ok(())
    }

    pub(crate) fn send_unpack(&mut self, v: Value) -> Result<(), Fault> {
        match v {
            Value::Array(a) => {
                for (k, v) in a.iter() {
                    match k {
                        ArrayKey::Int(_) => {
                            if !self.pending.last().expect("pending").named.is_empty() {
                                return Err(self.throw_error(
                                    "Error",
                                    "Cannot use positional argument after named argument during unpacking",
                                ));
                            }
                            self.stack.push(Some(v.get()));
                        }
                        ArrayKey::Str(s) => {
                            let v = v.get();
                            self.pending.last_mut().expect("pending").named.push((s, v));
                        }
                    }
                }
                Ok(())
            }
            Value::Object(o) if o.instance_of(b"Traversable") => {
                let mut a = Vec::new();
                for (k, v) in self.traversable_pairs(&Value::Object(o))? {
                    match k {
                        Value::Int(_) | Value::Str(_) => a.push((k, v)),
                        _ => {
                            return Err(self.throw_error(
                                "Error",
                                "Keys must be of type int|string during argument unpacking",
                            ))
                        }
                    }
                }
                self.send_unpacked_pairs(a)
            }
            Value::Null => {
                Err(self.throw_error("Error", "Only arrays and Traversables can be unpacked"))
            }
            _ => Err(self.throw_error("Error", "Only arrays and Traversables can be unpacked")),
        }
    }

    pub(crate) fn send_named(&mut self, n: Value, v: Value) -> Result<(), Fault> {
        let name = match n {
            Value::Str(s) => s,
            _ => PhpStr::new(),
        };
        self.pending
            .last_mut()
            .expect("pending")
            .named
            .push((name, v));
        Ok(())
    }

    /// `CallFn` when its fast path does not apply (the site is not resolved yet,
    /// the callee checks parameter types, an argument is undefined): the same
    /// pending call `InitCall` and the sends would have built, then `DoCall`.
    /// `stack[args_base..]` already holds the first `sent` arguments.
    #[cold]
    pub(crate) fn call_fn_slow(
        &mut self,
        f: &FuncRt,
        site: u32,
        dst: u32,
        ops: &[u32],
        args_base: usize,
        sent: usize,
    ) -> Result<bool, Fault> {
        debug_assert_eq!(self.stack.len(), args_base + sent);
        let cached = f.sites.borrow()[site as usize].clone();
        let callee = match cached {
            Some(c) => c,
            None => {
                // Leave the arguments where a pending call expects them.
                let n = self.stack.len();
                self.init_call(f, site)?;
                let p = self.pending.pop().expect("pending call");
                debug_assert_eq!(p.args_base, n);
                p.callee
            }
        };
        self.pending.push(Pending {
            has_ref: callee.has_by_ref(),
            callee,
            args_base,
            named: Vec::new(),
        });
        for &op in &ops[sent..] {
            let v = self.operand(op)?;
            self.stack.push(Some(v));
        }
        self.do_call(dst, false)
    }

    /// Performs the pending call. Ok(true): a PHP frame was pushed (reload the loop).
    pub(crate) fn do_call(&mut self, dst: u32, byref: bool) -> Result<bool, Fault> {
        let p = self.pending.pop().expect("pending call");
        match p.callee {
            Callee::User(f) => {
                let named = if p.named.is_empty() {
                    // An empty Vec owns nothing; skip its drop glue on the hot path.
                    std::mem::forget(p.named);
                    Vec::new()
                } else {
                    p.named
                };
                self.enter_user(f, None, p.args_base, named, dst, false)?;
                self.frames.last_mut().expect("frame").ret_ref = byref;
                Ok(true)
            }
            Callee::Closure(f, clo) => {
                self.enter_user(f, Some(clo), p.args_base, p.named, dst, false)?;
                self.frames.last_mut().expect("frame").ret_ref = byref;
                Ok(true)
            }
            Callee::Builtin(b) => {
                let v = self.call_builtin(
                    b.name,
                    b.params,
                    BuiltinBody::Ext(b.func),
                    p.args_base,
                    p.named,
                )?;
                if dst != NONE {
                    self.set_slot(dst, v)?;
                }
                Ok(false)
            }
            Callee::Engine(b) => {
                let v = self.call_builtin(
                    b.name,
                    b.params,
                    BuiltinBody::Engine(b.func),
                    p.args_base,
                    p.named,
                )?;
                if dst != NONE {
                    self.set_slot(dst, v)?;
                }
                Ok(false)
            }
        }
    }

    /// Pushes a frame for a PHP function whose arguments are at `stack[args_base..]`.
    pub(crate) fn enter_user(
        &mut self,
        f: Rc<FuncRt>,
        closure: Option<Value>,
        args_base: usize,
        named: Vec<(PhpStr, Value)>,
        dst: u32,
        stop: bool,
    ) -> Result<(), Fault> {
        // Fast path: positional arguments only, no declared types (or arguments
        // that already have them: not for a call from Rust, which may be
        // reflection's and need `enter_user_full`'s bookkeeping), no variadics.
        if named.is_empty()
            && (f.simple_params || (!stop && Self::args_fit(&f, &self.stack[args_base..])))
        {
            let argc = self.stack.len() - args_base;
            let nparams = f.code.params.len();
            if argc <= nparams && argc >= f.code.required as usize {
                // An empty Vec owns nothing; skip its drop glue on the hot path.
                std::mem::forget(named);
                let nslots = f.code.num_slots as usize;
                self.grow_none(args_base + nslots);
                // A closure's captured variables go into their slots.
                let how = match &closure {
                    Some(c) => self.closure_enter(c, &f, args_base),
                    None => None,
                };
                let pending_base = self.pending.len();
                self.push_frame(f, args_base, dst, argc as u32, stop, false, pending_base);
                if let Some(c) = &how {
                    self.bind_method_frame(c);
                }
                if self.stack.len() > self.mem_check_len {
                    self.mem_check_len = self.stack.len() + 4096;
                    self.check_memory(0)?;
                }
                return Ok(());
            }
        }
        self.enter_user_full(f, closure, args_base, named, dst, stop)
    }

    /// Whether a call of `f` with the (positional) arguments `args` may enter
    /// it without `enter_user_full`: no variadic parameter, and each argument
    /// given for a typed parameter already is a value of that type that
    /// `coerce_decl` would keep as it is (no class types, no callables).
    /// A reference sent to a by-reference parameter (`array &$a`) fits when
    /// the value it holds does: `enter_user_full` would only store that
    /// value back into it unchanged.
    #[inline]
    pub(crate) fn args_fit(f: &FuncRt, args: &[crate::Slot]) -> bool {
        f.fixed_params
            && f.code
                .params
                .iter()
                .zip(args)
                .all(|(p, a)| match (&p.ty, a) {
                    (None, _) => true,
                    (Some(t), Some(Value::Ref(r))) => p.by_ref && value_fits(t, &r.0.borrow()),
                    (Some(t), Some(v)) => value_fits(t, v),
                    (Some(_), None) => false,
                })
    }

    /// Pushes a frame, writing its fields in place (building it in a temporary
    /// and copying it stalls store forwarding on the hot call path).
    #[inline(always)]
    #[allow(
        clippy::too_many_arguments,
        reason = "one field per argument, written in place"
    )]
    pub(crate) fn push_frame(
        &mut self,
        func: Rc<FuncRt>,
        base: usize,
        ret: u32,
        argc: u32,
        stop: bool,
        ret_ref: bool,
        pending_base: usize,
    ) {
        if self.frames.len() == self.frames.capacity() {
            self.frames.reserve(1);
        }
        // SAFETY: capacity was ensured above; every field is written before the
        // length covers the new frame.
        unsafe {
            let len = self.frames.len();
            let fp = self.frames.as_mut_ptr().add(len);
            std::ptr::addr_of_mut!((*fp).func).write(func);
            std::ptr::addr_of_mut!((*fp).pc).write(0);
            std::ptr::addr_of_mut!((*fp).base).write(base);
            std::ptr::addr_of_mut!((*fp).ret).write(ret);
            std::ptr::addr_of_mut!((*fp).argc).write(argc);
            std::ptr::addr_of_mut!((*fp).stop).write(stop);
            std::ptr::addr_of_mut!((*fp).is_include).write(false);
            std::ptr::addr_of_mut!((*fp).pending_base).write(pending_base);
            std::ptr::addr_of_mut!((*fp).ret_ref).write(ret_ref);
            std::ptr::addr_of_mut!((*fp).extra).write(None);
            std::ptr::addr_of_mut!((*fp).this).write(None);
            std::ptr::addr_of_mut!((*fp).static_class).write(None);
            self.frames.set_len(len + 1);
        }
    }

    /// `push_frame` for a plain PHP-to-PHP call from the running frame, which
    /// is to resume at `caller_pc`: saves that and pushes the callee's frame
    /// with one look at the frame stack's length.
    #[inline(always)]
    pub(crate) fn push_call_frame(
        &mut self,
        func: Rc<FuncRt>,
        base: usize,
        ret: u32,
        argc: u32,
        caller_pc: u32,
    ) {
        let len = self.frames.len();
        debug_assert!(len > 0);
        if len == self.frames.capacity() {
            std::hint::cold_path();
            self.frames.reserve(1);
        }
        let pending_base = self.pending.len();
        // SAFETY: the caller's frame is `len - 1` (a call runs from a frame);
        // capacity was ensured above and every field of the new frame is
        // written before the length covers it.
        unsafe {
            let fp = self.frames.as_mut_ptr().add(len);
            (*fp.sub(1)).pc = caller_pc;
            std::ptr::addr_of_mut!((*fp).func).write(func);
            std::ptr::addr_of_mut!((*fp).pc).write(0);
            std::ptr::addr_of_mut!((*fp).base).write(base);
            std::ptr::addr_of_mut!((*fp).ret).write(ret);
            std::ptr::addr_of_mut!((*fp).argc).write(argc);
            std::ptr::addr_of_mut!((*fp).stop).write(false);
            std::ptr::addr_of_mut!((*fp).is_include).write(false);
            std::ptr::addr_of_mut!((*fp).pending_base).write(pending_base);
            std::ptr::addr_of_mut!((*fp).ret_ref).write(false);
            std::ptr::addr_of_mut!((*fp).extra).write(None);
            std::ptr::addr_of_mut!((*fp).this).write(None);
            std::ptr::addr_of_mut!((*fp).static_class).write(None);
            self.frames.set_len(len + 1);
        }
    }

    /// Shrinks the stack to `len` slots, dropping only values that own heap data.
    #[inline]
    pub(crate) fn truncate_stack(&mut self, len: usize) {
        let cur = self.stack.len();
        if len >= cur {
            return;
        }
        // SAFETY: slots len..cur are initialised; each is dropped at most once
        // (scalars need no drop) and the length is lowered afterwards.
        unsafe {
            let p = self.stack.as_mut_ptr();
            for i in len..cur {
                let s = p.add(i);
                if slot_owns(&*s) {
                    std::ptr::drop_in_place(s);
                }
            }
            self.stack.set_len(len);
        }
    }

    /// Pops the top frame, whose slots start at `fbase`, on the return fast path
    /// (inlined: the general `Vec::truncate` and `truncate_stack` are calls).
    #[inline(always)]
    pub(crate) fn pop_frame_fast(&mut self, fbase: usize) {
        let n = self.frames.len();
        debug_assert!(n > 0 && self.frames[n - 1].base == fbase);
        // SAFETY: frame n - 1 exists.
        if unsafe { self.frames.get_unchecked(n - 1).this.is_some() } {
            return self.pop_method_frame(fbase);
        }
        // SAFETY: frame n - 1 exists; the length is lowered first, then its
        // fields that own anything are dropped exactly once (the rest are plain data).
        unsafe {
            self.frames.set_len(n - 1);
            let fp = self.frames.as_mut_ptr().add(n - 1);
            std::ptr::drop_in_place(std::ptr::addr_of_mut!((*fp).func));
            // (One test for both rare parts, each a null-niched pointer.)
            if (*fp).extra.is_some() | (*fp).static_class.is_some() {
                if (*fp).extra.is_some() {
                    std::ptr::drop_in_place(std::ptr::addr_of_mut!((*fp).extra));
                }
                if (*fp).static_class.is_some() {
                    std::ptr::drop_in_place(std::ptr::addr_of_mut!((*fp).static_class));
                }
            }
        }
        let cur = self.stack.len();
        // SAFETY: slots fbase..cur are initialised; each is dropped at most once
        // (scalars need no drop) and the length is lowered afterwards.
        unsafe {
            let p = self.stack.as_mut_ptr();
            for i in fbase..cur {
                let s = p.add(i);
                if slot_owns(&*s) {
                    std::ptr::drop_in_place(s);
                }
            }
            self.stack.set_len(fbase.min(cur));
        }
    }

    /// `pop_frame_fast` for a frame with a `$this` (out of line: keeping it
    /// inline makes every return's code worse). php releases a call's `$this`
    /// after its variables: the frame's own handle goes last. The `$this`
    /// variable (which cannot be reassigned, so it still holds the object the
    /// call bound) is released first, in place: the frame's handle keeps the
    /// object alive, so that only lowers the count (to what php's is while
    /// its variables go), with no copy of it held across the other releases.
    /// Neither release makes a cycle-collector root check: they are the
    /// call's own references (see `closures::release_callee`).
    #[inline(never)]
    fn pop_method_frame(&mut self, fbase: usize) {
        let n = self.frames.len();
        let cur = self.stack.len();
        // SAFETY: frame n - 1 exists; the length is lowered first, then its
        // fields that own anything are dropped exactly once (the rest are plain
        // data). Slots fbase..cur are initialised; each is dropped at most once
        // and the stack's length is lowered afterwards.
        unsafe {
            self.frames.set_len(n - 1);
            let fp = self.frames.as_mut_ptr().add(n - 1);
            if (*fp).extra.is_some() {
                std::ptr::drop_in_place(std::ptr::addr_of_mut!((*fp).extra));
            }
            let this = std::ptr::read(std::ptr::addr_of!((*fp).this));
            let func: &Rc<FuncRt> = &(*fp).func;
            if let (Some(o), Some(k)) = (&this, func.this_slot) {
                let at = fbase + k as usize;
                if at < cur {
                    let s = self.stack.as_mut_ptr().add(at);
                    if matches!(&*s, Some(Value::Object(t)) if t.ptr_eq(o)) {
                        if let Some(Value::Object(t)) = std::ptr::replace(s, None) {
                            // (`this` holds another reference: a decrement only.)
                            crate::generators::release_handle(t);
                        }
                    }
                }
            }
            let p = self.stack.as_mut_ptr();
            for i in fbase..cur {
                let s = p.add(i);
                if slot_owns(&*s) {
                    std::ptr::drop_in_place(s);
                }
            }
            self.stack.set_len(fbase.min(cur));
            if let Some(o) = this {
                crate::generators::release_handle(o);
            }
            if (*fp).static_class.is_some() {
                std::ptr::drop_in_place(std::ptr::addr_of_mut!((*fp).static_class));
            }
            std::ptr::drop_in_place(std::ptr::addr_of_mut!((*fp).func));
        }
    }

    /// Resizes the stack to `len` slots, new ones undefined.
    #[inline(always)]
    pub(crate) fn grow_none(&mut self, len: usize) {
        let cur = self.stack.len();
        if len <= cur {
            self.stack.truncate(len);
            return;
        }
        // Three spare slots: the new ones are written four at a time.
        self.stack.reserve(len - cur + 3);
        // SAFETY: capacity was reserved above; every slot in cur..len is written
        // with `None` before the length is raised (and up to three past it,
        // within the reserved capacity, beyond the length).
        unsafe {
            crate::vm::clear_frame_slots(self.stack.as_mut_ptr(), cur, len);
            self.stack.set_len(len);
        }
    }

    #[inline(never)]
    fn enter_user_full(
        &mut self,
        f: Rc<FuncRt>,
        closure: Option<Value>,
        args_base: usize,
        named: Vec<(PhpStr, Value)>,
        dst: u32,
        stop: bool,
    ) -> Result<(), Fault> {
        let code = f.code.clone();
        let nparams = code.params.len();
        let variadic = code.is_variadic();
        let fixed = if variadic { nparams - 1 } else { nparams };
        let mut argc = self.stack.len() - args_base;
        let caller_strict = self
            .frames
            .last()
            .map(|fr| fr.func.code.strict_types)
            .unwrap_or(false);
        let mut extra = Vec::new();
        if argc > fixed {
            extra = self
                .stack
                .drain(args_base + fixed..)
                .map(|s| s.unwrap_or_default())
                .collect();
        }
        self.grow_none(args_base + code.num_slots as usize);
        let mut named_extra = Vec::new();
        let mut named_err = None;
        let positional = argc.min(fixed);
        for (name, v) in named {
            match code
                .params
                .iter()
                .position(|p| &p.name[..] == name.as_bytes() && !p.variadic)
            {
                Some(i) => {
                    if i < positional || self.stack[args_base + i].is_some() {
                        named_err = Some(format!(
                            "Named parameter ${} overwrites previous argument",
                            name.to_string_lossy()
                        ));
                    } else {
                        self.stack[args_base + i] = Some(v);
                        argc = argc.max(i + 1);
                    }
                }
                None if variadic => named_extra.push((name, v)),
                None => {
                    named_err = Some(format!(
                        "Unknown named parameter ${}",
                        name.to_string_lossy()
                    ))
                }
            }
        }
        let how = match &closure {
            Some(c) => self.closure_enter(c, &f, args_base),
            None => None,
        };
        let pending_base = self.pending.len();
        self.frames.push(Frame {
            func: f,
            pc: 0,
            base: args_base,
            ret: dst,
            argc: argc as u32,

            stop,
            is_include: false,
            pending_base,
            extra: if extra.is_empty() && named_extra.is_empty() {
                None
            } else {
                Some(Box::new(crate::vm::FrameExtra {
                    extra_args: extra,
                    dyn_vars: Default::default(),
                    named_extra,
                    ..Default::default()
                }))
            },
            ret_ref: false,
            this: None,
            static_class: None,
        });
        // Called by a builtin (reflection's invoke/newInstance): traces show
        // "[internal function]" and messages name no calling line.
        let internal = stop && crate::internal_call::take_internal_call();
        if internal {
            self.frames
                .last_mut()
                .expect("frame")
                .extra_mut()
                .internal_caller = true;
        }
        if let Some(c) = &how {
            self.bind_method_frame(c);
        }
        if self.stack.len() > self.mem_check_len {
            self.mem_check_len = self.stack.len() + 4096;
            self.check_memory(0)?;
        }
        if let Some(msg) = named_err {
            return Err(self.throw_at_decl("Error", msg));
        }
        // Too few arguments.
        let required = code.required as usize;
        if argc < required || (0..required).any(|i| self.stack[args_base + i].is_none()) {
            if let Some(i) =
                (0..required).find(|&i| i < argc && self.stack[args_base + i].is_none())
            {
                let msg = format!(
                    "{}(): Argument #{} (${}) not passed",
                    self.func_display_name(&code),
                    i + 1,
                    String::from_utf8_lossy(&code.params[i].name)
                );
                return Err(self.throw_at_decl("ArgumentCountError", msg));
            }
            let (file, line) = self.caller_location();
            let exact = required == nparams && !variadic;
            let at = if internal {
                String::new()
            } else {
                format!(" in {} on line {line}", String::from_utf8_lossy(&file))
            };
            let msg = format!(
                "Too few arguments to function {}(), {} passed{at} and {} {} expected",
                self.func_display_name(&code),
                argc,
                if exact { "exactly" } else { "at least" },
                required
            );
            return Err(self.throw_at_decl("ArgumentCountError", msg));
        }
        // Declared parameter types.
        for i in 0..argc.min(fixed) {
            if let Some(t) = &code.params[i].ty {
                if let Some(v) = self.stack[args_base + i].take() {
                    let is_ref = matches!(v, Value::Ref(_));
                    let inner = v.get();
                    let callable_ok = t.mask & ty::CALLABLE == 0
                        || !matches!(&inner, Value::Str(_))
                        || t.mask & ty::STRING != 0
                        || self.value_is_callable(&inner, false)?;
                    let res = if callable_ok {
                        coerce_decl(t, inner.clone(), caller_strict)
                    } else {
                        Err(())
                    };
                    match res {
                        Ok((nv, dep)) => {
                            if is_ref {
                                if let Value::Ref(r) = &v {
                                    r.set(nv);
                                }
                                self.stack[args_base + i] = Some(v);
                            } else {
                                self.stack[args_base + i] = Some(nv);
                            }
                            if let Some(msg) = dep {
                                self.raise(ErrorLevel::Deprecated, &msg)?;
                            }
                        }
                        Err(()) => {
                            self.stack[args_base + i] = Some(v);
                            let (file, line) = self.caller_location();
                            let mut msg = format!(
                                "{}(): Argument #{} (${}) must be of type {}, {} given",
                                self.func_display_name(&code),
                                i + 1,
                                String::from_utf8_lossy(&code.params[i].name),
                                t.display,
                                given_type(&inner),
                            );
                            if !internal {
                                msg += &format!(
                                    ", called in {} on line {line}",
                                    String::from_utf8_lossy(&file)
                                );
                            }
                            return Err(self.throw_at_decl("TypeError", msg));
                        }
                    }
                }
            }
        }
        if variadic {
            if let Some(t) = code.params[fixed].ty.clone() {
                let n = self.frames.last().expect("frame").extra_args().len();
                for j in 0..n {
                    let v = self.frames.last().expect("frame").extra_args()[j].get();
                    match coerce_decl(&t, v.clone(), caller_strict) {
                        Ok((nv, _)) => {
                            self.frames
                                .last_mut()
                                .expect("frame")
                                .extra_mut()
                                .extra_args[j] = nv
                        }
                        Err(_) => {
                            let (file, line) = self.caller_location();
                            let msg = format!(
                                "{}(): Argument #{} must be of type {}, {} given, called in {} on line {}",
                                self.func_display_name(&code),
                                fixed + j + 1,
                                t.display,
                                given_type(&v),
                                String::from_utf8_lossy(&file),
                                line
                            );
                            return Err(self.throw_at_decl("TypeError", msg));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Undoes a frame entry from Rust that failed on its arguments (the
    /// frame was pushed so the error could name it), so the throw unwinds
    /// from the caller.
    pub(crate) fn abandon_entry(&mut self, depth: usize, args_base: usize) {
        self.frames.truncate(depth);
        self.stack.truncate(args_base);
    }

    /// A closure is `N\{closure}` in its namespace, and one written in a
    /// class `N\C::N\{closure}` (the compiler names it `N\C::{closure}`; a
    /// copy rebound elsewhere already spells its namespace out).
    pub(crate) fn func_display_name(&self, code: &rphp_bytecode::Function) -> String {
        let n = &code.name[..];
        let name = match n.windows(2).position(|w| w == b"::") {
            Some(p) if code.is_closure && !n[p + 2..].contains(&b'\\') => {
                let class = &n[..p];
                let ns = class
                    .iter()
                    .rposition(|&b| b == b'\\')
                    .map_or(&[][..], |i| &class[..=i]);
                [class, b"::", ns, &n[p + 2..]].concat()
            }
            _ => n.to_vec(),
        };
        String::from_utf8_lossy(&name).into_owned()
    }

    /// The file and line of the call that created the top frame.
    pub(crate) fn caller_location(&self) -> (Vec<u8>, u32) {
        let n = self.frames.len();
        if n < 2 {
            return self.location();
        }
        let c = &self.frames[n - 2];
        let line = c
            .func
            .code
            .lines
            .get((c.pc as usize).saturating_sub(1))
            .copied()
            .unwrap_or(0);
        (c.func.script.script.path.to_vec(), line)
    }

    /// A throwable located at the top frame's function declaration.
    pub(crate) fn throw_at_decl(&mut self, class: &str, msg: String) -> Fault {
        let fr = self.frames.last().expect("frame");
        let file = fr.func.script.script.path.to_vec();
        let line = fr.func.code.line;
        let trace = self.capture_trace();
        Fault::Throw(self.throwable_value(class, msg, 0, file, line, trace))
    }

    /// `RecvCheck i`: a computed default against the declared type.
    pub(crate) fn recv_check(&mut self, i: u32) -> Result<(), Fault> {
        let fr = self.frames.last().expect("frame");
        let code = fr.func.code.clone();
        let idx = fr.base + i as usize;
        if let (Some(t), Some(v)) = (&code.params[i as usize].ty, self.stack[idx].clone()) {
            if let Ok((nv, _)) = coerce_decl(t, v.get(), false) {
                self.stack[idx] = Some(nv);
            }
        }
        Ok(())
    }

    pub(crate) fn recv_variadic(&mut self) -> Result<Value, Fault> {
        let fr = self.frames.last_mut().expect("frame");
        let mut arr = PhpArray::from_list(fr.extra_args().to_vec());
        if let Some(e) = &fr.extra {
            for (k, v) in &e.named_extra {
                arr.insert(ArrayKey::Str(k.clone()), v.clone());
            }
        }
        Ok(Value::Array(arr))
    }

    /// `VerifyReturn`: the declared return type, coercing in weak mode.
    pub(crate) fn verify_return(&mut self, x: u32, none: bool) -> Result<(), Fault> {
        let fr = self.frames.last().expect("frame");
        let code = fr.func.code.clone();
        let Some(t) = &code.return_type else {
            return Ok(());
        };
        let idx = fr.base + x as usize;
        if t.mask & ty::VOID != 0 {
            if !none {
                // `return expr;` in a void function is a compile error in PHP; treat as ok.
            }
            return Ok(());
        }
        let name = self.func_display_name(&code);
        if none {
            if t.mask & ty::NEVER != 0 {
                let msg = format!("{name}(): never-returning function must not implicitly return");
                return Err(self.throw_error("TypeError", msg));
            }
            let msg = format!(
                "{name}(): Return value must be of type {}, none returned",
                t.display
            );
            return Err(self.throw_error("TypeError", msg));
        }
        let v = self.stack[idx].clone().unwrap_or_default().get();
        match coerce_decl(t, v.clone(), code.strict_types) {
            Ok((nv, dep)) => {
                self.stack[idx] = Some(nv);
                if let Some(dep) = dep {
                    self.raise(ErrorLevel::Deprecated, &dep)?;
                }
                Ok(())
            }
            Err(()) => {
                let msg = format!(
                    "{name}(): Return value must be of type {}, {} returned",
                    t.display,
                    given_type(&v)
                );
                Err(self.throw_error("TypeError", msg))
            }
        }
    }

    /// A method builtin (`Class->m`) takes its receiver as `args[0]`; php's
    /// traces show only the method's own arguments, so the running builtin's
    /// trace entry is narrowed past the receiver.
    pub fn hide_receiver(&mut self, args: &[Value]) {
        if let Some(n) = self
            .native
            .last_mut()
            .filter(|n| std::ptr::eq(n.1, args.as_ptr()) && n.2 > 0)
        {
            // SAFETY: the entry points at the builtin's argument buffer (len n.2 >= 1).
            n.1 = unsafe { n.1.add(1) };
            n.2 -= 1;
        }
    }

    /// Calls a builtin whose arguments are at `stack[args_base..]`.
    pub(crate) fn call_builtin(
        &mut self,
        name: &'static str,
        params: &'static [ParamSpec],
        body: BuiltinBody,
        args_base: usize,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<Value, Fault> {
        if rphp_value::object::destructors_pending() {
            self.run_destructors()?;
        }
        let mut args = std::mem::take(&mut self.args_buf);
        args.clear();
        // Moved by hand: `drain` and its adapters cost ~100 instructions a call.
        let n = self.stack.len() - args_base;
        args.reserve(n);
        // SAFETY: slots args_base..args_base + n are initialised; the stack's
        // length is lowered first, so each is moved out exactly once, into
        // capacity reserved above, before `args`' length covers it.
        unsafe {
            let src = self.stack.as_ptr().add(args_base);
            self.stack.set_len(args_base);
            let dst = args.as_mut_ptr();
            for i in 0..n {
                std::ptr::write(dst.add(i), std::ptr::read(src.add(i)).unwrap_or_default());
            }
            args.set_len(n);
        }
        self.run_builtin(name, params, body, args, named)
    }

    /// Runs a builtin on `args` (a Vec taken from `args_buf`, given back
    /// after), pending destructors already run.
    pub(crate) fn run_builtin(
        &mut self,
        name: &'static str,
        params: &'static [ParamSpec],
        body: BuiltinBody,
        mut args: Vec<Value>,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<Value, Fault> {
        let depth = self.frames.len();
        self.native.push((name, args.as_ptr(), args.len(), depth));
        let r = if named.is_empty() && builtin_args_fit(params, &args) {
            // An empty Vec owns nothing; skip its drop glue on the hot path.
            std::mem::forget(named);
            // Nothing to check or convert: what `builtin_args` would conclude.
            Ok(())
        } else {
            self.extra_named.clear();
            self.builtin_args(name, params, &mut args, named)
        };
        let r = match r {
            Ok(()) => {
                if let Some(n) = self.native.last_mut() {
                    *n = (name, args.as_ptr(), args.len(), depth);
                }
                // No early return: the native record above must be popped on every path.
                self.precheck_builtin(name, &args)
                    .and_then(|()| match body {
                        BuiltinBody::Ext(f) => f(self, &mut args),
                        BuiltinBody::Engine(f) => f(self, &mut args),
                    })
            }
            Err(e) => Err(e),
        };
        self.native.pop();
        args.clear();
        if self.args_buf.capacity() < args.capacity() {
            self.args_buf = args;
        }
        if crate::typed_refs::watching() {
            return self.check_typed_args(self.native.len() + 1, r);
        }
        r
    }

    /// Arity, named arguments and coercion of a builtin's arguments.
    pub(crate) fn builtin_args(
        &mut self,
        name: &str,
        params: &'static [ParamSpec],
        args: &mut Vec<Value>,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<(), Fault> {
        if !named.is_empty() {
            // Every named argument is placed before any gap is filled: php sends them all
            // first, so `f(flags: 0, value: 1)` is complete whatever the order.
            let positional = args.len();
            let mut placed: Vec<Option<Value>> = Vec::new();
            for (n, v) in named {
                let Some(i) = params
                    .iter()
                    .position(|p| p.name.as_bytes() == n.as_bytes() && !p.variadic)
                else {
                    if forwards_named(name) {
                        // Collected for the callee (php's extra named params).
                        self.extra_named.push((n, v));
                        continue;
                    }
                    if params.last().is_some_and(|p| p.variadic) {
                        let msg = format!("{name}() does not accept unknown named parameters");
                        return Err(self.throw_error("ArgumentCountError", msg));
                    }
                    let msg = format!("Unknown named parameter ${}", n.to_string_lossy());
                    return Err(self.throw_error("Error", msg));
                };
                if i < positional || placed.get(i - positional).is_some_and(Option::is_some) {
                    let msg = format!(
                        "Named parameter ${} overwrites previous argument",
                        n.to_string_lossy()
                    );
                    return Err(self.throw_error("Error", msg));
                }
                if placed.len() <= i - positional {
                    placed.resize_with(i - positional + 1, || None);
                }
                placed[i - positional] = Some(v);
            }
            for v in placed {
                if let Some(v) = v {
                    args.push(v);
                    continue;
                }
                let p = &params[args.len()];
                match p.default {
                    Some(d) => {
                        let dv = self.parse_default(d);
                        args.push(dv);
                    }
                    None => {
                        let msg = format!(
                            "{name}(): Argument #{} (${}) not passed",
                            args.len() + 1,
                            p.name
                        );
                        return Err(self.throw_error("ArgumentCountError", msg));
                    }
                }
            }
        }
        let variadic = params.last().is_some_and(|p| p.variadic);
        let required = params
            .iter()
            .take_while(|p| p.default.is_none() && !p.variadic)
            .count();
        let max = if variadic { usize::MAX } else { params.len() };
        if args.len() < required || args.len() > max {
            let (word, n) = if required == max {
                ("exactly", required)
            } else if args.len() > max {
                ("at most", max)
            } else {
                ("at least", required)
            };
            let msg = format!(
                "{name}() expects {word} {n} argument{}, {} given",
                if n == 1 { "" } else { "s" },
                args.len()
            );
            return Err(self.throw_error("ArgumentCountError", msg));
        }
        let strict = self
            .frames
            .last()
            .map(|f| f.func.code.strict_types)
            .unwrap_or(false);
        #[allow(
            clippy::needless_range_loop,
            reason = "args[i] is replaced in place while `self` is borrowed mutably"
        )]
        for i in 0..args.len() {
            let Some(spec) = params.get(i).or_else(|| params.last()) else {
                break;
            };
            if spec.by_ref {
                match &args[i] {
                    Value::Ref(r) => {
                        if crate::typed_refs::maybe_typed(r) && self.is_typed_ref(r) {
                            let r = r.clone();
                            self.watch_typed_arg(&r);
                        }
                    }
                    _ => {
                        let v = std::mem::take(&mut args[i]);
                        args[i] = Value::Ref(Reference::new(v));
                    }
                }
                // `sort($notArray, 'bad callback')`: php checks the by-ref
                // array in argument order, before the later arguments.
                if spec.ty == ParamType::Array {
                    let Value::Ref(r) = &args[i] else {
                        unreachable!("made a reference above")
                    };
                    if !matches!(&*r.0.borrow(), Value::Array(_)) {
                        let v = r.get();
                        self.coerce_builtin(name, i, spec, v, strict)?;
                    }
                }
                continue;
            }
            if let Value::Ref(_) = args[i] {
                let v = std::mem::take(&mut args[i]);
                args[i] = v.get();
            }
            if spec.ty == ParamType::Mixed {
                continue;
            }
            // A copy, not a move: the argument stays in the buffer that this
            // call's trace entry shows, should the coercion throw.
            let v = args[i].clone();
            args[i] = self.coerce_builtin(name, i, spec, v, strict)?;
        }
        Ok(())
    }

    fn parse_default(&mut self, d: &str) -> Value {
        match d {
            "null" => Value::Null,
            "true" => Value::Bool(true),
            "false" => Value::Bool(false),
            "[]" => Value::Array(PhpArray::new()),
            "PHP_INT_MAX" => Value::Int(i64::MAX),
            "PHP_INT_MIN" => Value::Int(i64::MIN),
            _ => {
                if let Ok(i) = d.parse::<i64>() {
                    Value::Int(i)
                } else if let Ok(f) = d.parse::<f64>() {
                    Value::Float(f)
                } else if d.len() >= 2 && (d.starts_with('"') || d.starts_with('\'')) {
                    let inner = &d[1..d.len() - 1];
                    let s = inner
                        .replace("\\n", "\n")
                        .replace("\\t", "\t")
                        .replace("\\\\", "\\");
                    Value::Str(PhpStr::from(s))
                } else {
                    self.constants
                        .get(d.as_bytes())
                        .cloned()
                        .unwrap_or(Value::Null)
                }
            }
        }
    }

    pub(crate) fn coerce_builtin(
        &mut self,
        name: &str,
        i: usize,
        spec: &ParamSpec,
        v: Value,
        strict: bool,
    ) -> Result<Value, Fault> {
        // A Stringable object passed where a string is expected.
        let v = match (spec.ty, v) {
            (
                ParamType::String | ParamType::IntOrString | ParamType::ArrayOrString,
                Value::Object(o),
            ) if crate::classes::class_of(&o)
                .is_some_and(|c| c.find_method(b"__toString").is_some()) =>
            {
                Value::Str(self.object_to_string(&o)?)
            }
            (_, v) => v,
        };
        // Already of the declared type: nothing to do.
        if has_param_type(spec.ty, &v) {
            return Ok(v);
        }
        let type_err = |vm: &mut Vm, v: &Value| {
            let msg = format!(
                "{name}(): Argument #{} (${}) must be of type {}, {} given",
                i + 1,
                spec.name,
                param_type_name(spec),
                given_type(v)
            );
            vm.throw_error("TypeError", msg)
        };
        if matches!(v, Value::Null) {
            if spec.nullable {
                return Ok(v);
            }
            match spec.ty {
                ParamType::Array
                | ParamType::Callable
                | ParamType::Object
                | ParamType::Iterable => {
                    if spec.ty == ParamType::Callable {
                        let msg = format!(
                            "{name}(): Argument #{} (${}) must be a valid callback, no array or string given",
                            i + 1,
                            spec.name
                        );
                        return Err(self.throw_error("TypeError", msg));
                    }
                    return Err(type_err(self, &v));
                }
                _ => {
                    if strict {
                        return Err(type_err(self, &v));
                    }
                    let msg = format!(
                        "{name}(): Passing null to parameter #{} (${}) of type {} is deprecated",
                        i + 1,
                        spec.name,
                        param_type_name(spec)
                    );
                    self.raise(ErrorLevel::Deprecated, &msg)?;
                    return Ok(match spec.ty {
                        ParamType::Bool => Value::Bool(false),
                        ParamType::Int | ParamType::IntOrFloat => Value::Int(0),
                        ParamType::Float => Value::Float(0.0),
                        ParamType::IntOrString | ParamType::String | ParamType::ArrayOrString => {
                            Value::Str(PhpStr::new())
                        }
                        _ => Value::Null,
                    });
                }
            }
        }
        match spec.ty {
            ParamType::Mixed | ParamType::Object | ParamType::Iterable => Ok(v),
            ParamType::Array => match v {
                Value::Array(_) => Ok(v),
                v => Err(type_err(self, &v)),
            },
            ParamType::Callable => {
                let detail = match self.callable_check(&v)? {
                    Ok(()) => return Ok(v),
                    Err(d) => d,
                };
                let msg = format!(
                    "{name}(): Argument #{} (${}) must be a valid callback{}, {detail}",
                    i + 1,
                    spec.name,
                    if spec.nullable { " or null" } else { "" }
                );
                Err(self.throw_error("TypeError", msg))
            }
            ParamType::Bool => match v {
                Value::Bool(_) => Ok(v),
                Value::Int(_) | Value::Float(_) | Value::Str(_) if !strict => {
                    Ok(Value::Bool(v.to_bool()))
                }
                v => Err(type_err(self, &v)),
            },
            ParamType::Int => self
                .coerce_int(v, strict)
                .map_err(|v| type_err(self, &v))
                .and_then(|r| r),
            ParamType::Float => match v {
                Value::Float(_) => Ok(v),
                Value::Int(i) => Ok(Value::Float(i as f64)),
                Value::Bool(b) if !strict => Ok(Value::Float(b as i64 as f64)),
                Value::Str(ref s) if !strict => {
                    match rphp_value::convert::parse_numeric(s.as_bytes()) {
                        (n, NumericKind::Numeric) => Ok(Value::Float(n.to_f64())),
                        _ => Err(type_err(self, &v)),
                    }
                }
                v => Err(type_err(self, &v)),
            },
            ParamType::IntOrFloat => match v {
                Value::Float(_) | Value::Int(_) => Ok(v),
                Value::Bool(b) if !strict => Ok(Value::Int(b as i64)),
                Value::Str(ref s) if !strict => {
                    match rphp_value::convert::parse_numeric(s.as_bytes()) {
                        (n, NumericKind::Numeric) => Ok(n.to_value()),
                        _ => Err(type_err(self, &v)),
                    }
                }
                v => Err(type_err(self, &v)),
            },
            ParamType::String => match v {
                Value::Str(_) => Ok(v),
                Value::Int(_) | Value::Float(_) | Value::Bool(_) if !strict => {
                    Ok(Value::Str(v.to_php_str()))
                }
                Value::Resource(ref r) if r.0.kind == "Throwable" => {
                    Ok(Value::Str(self.str_conv(&v)?))
                }
                v => Err(type_err(self, &v)),
            },
            ParamType::IntOrString => match v {
                Value::Str(_) | Value::Int(_) => Ok(v),
                // zpp's string|int tries int first: a fractional float in
                // range becomes an int with the precision deprecation.
                Value::Float(f) if !strict => {
                    if crate::calls::in_int_range(f) {
                        self.coerce_int(v, strict)
                            .map_err(|v| type_err(self, &v))
                            .and_then(|r| r)
                    } else {
                        Ok(Value::Str(v.to_php_str()))
                    }
                }
                Value::Bool(b) if !strict => Ok(Value::Int(b as i64)),
                v => Err(type_err(self, &v)),
            },
            ParamType::ArrayOrString => match v {
                Value::Str(_) | Value::Array(_) => Ok(v),
                Value::Int(_) | Value::Float(_) | Value::Bool(_) if !strict => {
                    Ok(Value::Str(v.to_php_str()))
                }
                v => Err(type_err(self, &v)),
            },
        }
    }

    /// Weak-mode int coercion; Err(v) means a TypeError for `v`.
    #[allow(clippy::type_complexity)]
    fn coerce_int(&mut self, v: Value, strict: bool) -> Result<Result<Value, Fault>, Value> {
        match v {
            Value::Int(_) => Ok(Ok(v)),
            Value::Float(f) if !strict => {
                if !f.is_finite() || !crate::calls::in_int_range(f) {
                    return Err(v);
                }
                if f.fract() != 0.0 {
                    let msg = format!(
                        "Implicit conversion from float {} to int loses precision",
                        crate::arith::float_msg(f)
                    );
                    if let Err(e) = self.raise(ErrorLevel::Deprecated, &msg) {
                        return Ok(Err(e));
                    }
                }
                Ok(Ok(Value::Int(f as i64)))
            }
            Value::Bool(b) if !strict => Ok(Ok(Value::Int(b as i64))),
            Value::Str(ref s) if !strict => {
                match rphp_value::convert::parse_numeric(s.as_bytes()) {
                    (Number::Int(i), NumericKind::Numeric) => Ok(Ok(Value::Int(i))),
                    (Number::Float(f), NumericKind::Numeric) => {
                        if !crate::calls::in_int_range(f) {
                            return Err(v);
                        }
                        if f.fract() != 0.0 {
                            let msg = format!(
                            "Implicit conversion from float-string \"{}\" to int loses precision",
                            s.to_string_lossy()
                        );
                            if let Err(e) = self.raise(ErrorLevel::Deprecated, &msg) {
                                return Ok(Err(e));
                            }
                        }
                        Ok(Ok(Value::Int(f as i64)))
                    }
                    _ => Err(v),
                }
            }
            v => Err(v),
        }
    }

    /// Refuses builtin calls that would allocate past the memory limit.
    fn precheck_builtin(&mut self, name: &str, args: &[Value]) -> Result<(), Fault> {
        if self.mem_limit < 0 {
            return Ok(());
        }
        let size = match (name, args) {
            ("str_repeat", [Value::Str(s), Value::Int(n), ..]) => (s.len() as i128) * (*n as i128),
            ("str_pad", [Value::Str(_), Value::Int(n), ..]) => *n as i128,
            ("array_fill", [_, Value::Int(n), ..]) => (*n as i128) * 32,
            ("range", [Value::Int(a), Value::Int(b), ..]) => {
                ((*b as i128) - (*a as i128)).abs() * 16
            }
            _ => return Ok(()),
        };
        if size > 1 << 20 {
            let want = (size as u128).min(usize::MAX as u128) as usize;
            self.check_memory(want + 32)?;
        }
        Ok(())
    }

    /// Calls a PHP callable from Rust (callbacks, error handlers), running a nested loop.
    pub fn call_value(&mut self, callable: &Value, args: Vec<Value>) -> Result<Value, Fault> {
        let (callee, args) = self.callee_and_args(callable, args)?;
        self.call_callee(callee, args)
    }

    /// [`Vm::call_value`] with named arguments too (`call_user_func_array`
    /// with string keys, `call_user_func(f: ..)`).
    pub(crate) fn call_value_named(
        &mut self,
        callable: &Value,
        args: Vec<Value>,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<Value, Fault> {
        let (callee, args) = self.callee_and_args(callable, args)?;
        self.call_callee_named(callee, args, named)
    }

    /// What calling `callable` runs, and with which arguments: a native
    /// method (`[$splQueue, 'enqueue']`) takes its receiver first.
    pub fn callee_and_args(
        &mut self,
        callable: &Value,
        args: Vec<Value>,
    ) -> Result<(Callee, Vec<Value>), Fault> {
        if let Some((m, this)) = self.native_bound(callable) {
            let mut all = Vec::with_capacity(args.len() + 1);
            all.push(Value::Object(this));
            all.extend(args);
            return Ok((Callee::Engine(&m.entry), all));
        }
        if let Some((callee, pre)) = self.magic_callable(callable) {
            let mut all = Vec::with_capacity(args.len() + 2);
            all.extend(pre);
            all.extend(args);
            return Ok((callee, all));
        }
        Ok((self.callable_from_value(callable, true)?, args))
    }

    pub(crate) fn call_callee(&mut self, callee: Callee, args: Vec<Value>) -> Result<Value, Fault> {
        self.call_callee_named(callee, args, Vec::new())
    }

    /// A callback called by the engine (`call_user_func`, `array_map`, ...)
    /// with positional and named arguments. Like php's `zend_call_function`,
    /// a by-reference parameter given a plain value gets a warning and a
    /// temporary reference.
    pub(crate) fn call_callee_named(
        &mut self,
        callee: Callee,
        args: Vec<Value>,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<Value, Fault> {
        if self.nesting >= crate::vm::MAX_NESTING {
            return Err(self.fatal("Maximum function nesting level reached"));
        }
        if callee.has_by_ref() {
            self.warn_values_for_refs(&callee, &args)?;
        }
        let args_base = self.stack.len();
        for a in args {
            self.stack.push(Some(a));
        }
        self.call_pushed_named(callee, args_base, named)
    }

    #[cold]
    pub(crate) fn warn_values_for_refs(
        &mut self,
        callee: &Callee,
        args: &[Value],
    ) -> Result<(), Fault> {
        for (i, a) in args.iter().enumerate() {
            if !matches!(a, Value::Ref(_)) {
                self.warn_value_for_ref(callee, i)?;
            }
        }
        Ok(())
    }

    /// php's warning for a plain value given to by-reference parameter `i`
    /// by the engine (a callback's arguments, `call_user_func`'s); true when
    /// the parameter is by reference (the value then goes in a temporary one).
    pub(crate) fn warn_value_for_ref(&mut self, callee: &Callee, i: usize) -> Result<bool, Fault> {
        if !callee.arg_by_ref(i) || callee.arg_prefer_ref(i) {
            return Ok(false);
        }
        let func = match callee {
            Callee::User(f) | Callee::Closure(f, _) if f.code.is_closure => "{closure}".to_string(),
            c => c.display_name(),
        };
        let msg = format!(
            "{func}(): Argument #{} (${}) must be passed by reference, value given",
            i + 1,
            callee.param_name(i)
        );
        self.raise(ErrorLevel::Warning, &msg)?;
        Ok(true)
    }

    /// `SendUser`: one argument of a compiled `call_user_func`.
    pub(crate) fn send_user(&mut self, v: Value) -> Result<(), Fault> {
        let v = match v {
            Value::Ref(r) => r.get(),
            v => v,
        };
        let p = self.pending.last().expect("pending call");
        let i = self.stack.len() - p.args_base;
        let callee = p.callee.clone();
        let v = if self.warn_value_for_ref(&callee, i)? {
            Value::Ref(Reference::new(v))
        } else {
            v
        };
        self.stack.push(Some(v));
        Ok(())
    }

    /// `SendUserArray`: the argument array of a compiled `call_user_func_array`.
    pub(crate) fn send_user_array(&mut self, v: Value) -> Result<(), Fault> {
        let arr = match v.get() {
            Value::Array(a) => a,
            other => {
                let msg = format!(
                    "call_user_func_array(): Argument #2 ($args) must be of type array, {} given",
                    other.debug_type()
                );
                return Err(self.throw_error("TypeError", msg));
            }
        };
        let (args, named) = crate::engine_fns::split_call_args(self, &arr)?;
        let callee = self.pending.last().expect("pending call").callee.clone();
        for (i, a) in args.into_iter().enumerate() {
            let a = match a {
                Value::Ref(r) if !callee.arg_by_ref(i) => r.get(),
                Value::Ref(r) => Value::Ref(r),
                a if self.warn_value_for_ref(&callee, i)? => Value::Ref(Reference::new(a)),
                a => a,
            };
            self.stack.push(Some(a));
        }
        for (n, v) in named {
            self.send_named(Value::Str(n), v)?;
        }
        Ok(())
    }

    /// `call_callee` once the arguments are on the stack from `args_base`.
    pub(crate) fn call_pushed(&mut self, callee: Callee, args_base: usize) -> Result<Value, Fault> {
        self.call_pushed_named(callee, args_base, Vec::new())
    }

    fn call_pushed_named(
        &mut self,
        callee: Callee,
        args_base: usize,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<Value, Fault> {
        let depth = self.frames.len();
        let entered = match callee {
            Callee::User(f) | Callee::Closure(f, Value::Null) => {
                self.enter_user(f, None, args_base, named, NONE, true)
            }
            Callee::Closure(f, clo) => self.enter_user(f, Some(clo), args_base, named, NONE, true),
            Callee::Builtin(b) => {
                return self.call_builtin(
                    b.name,
                    b.params,
                    BuiltinBody::Ext(b.func),
                    args_base,
                    named,
                );
            }
            Callee::Engine(b) => {
                return self.call_builtin(
                    b.name,
                    b.params,
                    BuiltinBody::Engine(b.func),
                    args_base,
                    named,
                );
            }
        };
        if let Err(e) = entered {
            self.abandon_entry(depth, args_base);
            return Err(e);
        }
        self.nesting += 1;
        let r = self.execute();
        self.nesting -= 1;
        r
    }

    // ---- closures and declarations ----

    pub(crate) fn make_closure(&mut self, f: &FuncRt, idx: u32) -> Value {
        let mut func = f.script.func(idx);
        if func.code.name.ends_with(b"::{closure}") || f.is_method {
            func = self.closure_scope(func, &f.code.name);
        }
        if func.code.num_statics > 0 {
            // Each closure object has its own `static` variables.
            func = func.closure_copy();
        }
        // The closure keeps the called class (late static binding) of the
        // frame it is made in, when that is not its own class.
        let scope = if func.is_method && func.needs_called_class {
            self.static_class().and_then(|c| {
                let n = &func.code.name;
                let own = &n[..n.windows(2).position(|w| w == b"::").unwrap_or(0)];
                (!c.name.eq_ignore_ascii_case(own)).then(|| c.name.clone())
            })
        } else {
            None
        };
        let n = func.code.uses.len();
        let data = ClosureData {
            func: Some(func),
            bound: std::cell::RefCell::new(vec![None; n]),
            this: None,
            scope,
            native: None,
        };
        self.closure_object(data)
    }

    pub(crate) fn capture(&mut self, ins: rphp_bytecode::Instr) -> Result<(), Fault> {
        let base = self.frames.last().expect("frame").base;
        let v = match ins.op {
            rphp_bytecode::Op::CaptureRef => Value::Ref(self.make_slot_ref(base + ins.b as usize)),
            rphp_bytecode::Op::CaptureIf => match &self.stack[base + ins.b as usize] {
                Some(v) => v.get(),
                None => return Ok(()),
            },
            _ => self.operand(ins.b)?,
        };
        let clo = self.stack[base + ins.a as usize]
            .clone()
            .unwrap_or_default();
        self.closure_capture(&clo, ins.c as usize, v);
        Ok(())
    }

    pub(crate) fn declare_function(
        &mut self,
        rt: &Rc<crate::runtime::ScriptRt>,
        idx: u32,
    ) -> Result<(), Fault> {
        let f = rt.func(idx);
        let lc = f.code.name.to_ascii_lowercase();
        if self.functions.contains_key(&lc) {
            let prev = match self.functions.get(&lc) {
                Some(Callee::User(p)) => Some((p.script.script.path.to_vec(), p.code.line)),
                _ => None,
            };
            let name = String::from_utf8_lossy(&f.code.name).into_owned();
            let msg = match prev {
                Some((file, line)) => format!(
                    "Cannot redeclare {name}() (previously declared in {}:{line})",
                    String::from_utf8_lossy(&file)
                ),
                None => format!("Cannot redeclare {name}()"),
            };
            let file = f.script.script.path.to_vec();
            return Err(self.fatal_at(&msg, &file, f.code.line));
        }
        self.registry.functions.push(lc.clone());
        self.functions.insert(lc, Callee::User(f));
        Ok(())
    }
}

/// Whether `v` is a value of type `t` that `coerce_decl` keeps as it is,
/// judged without lookups (no class types, no callables, no references:
/// `false` sends those to the general check).
#[inline]
pub(crate) fn value_fits(t: &TypeDecl, v: &Value) -> bool {
    let bit = match v {
        Value::Int(_) => ty::INT,
        Value::Float(_) => ty::FLOAT,
        Value::Str(_) => ty::STRING,
        Value::Bool(true) => ty::TRUE,
        Value::Bool(false) => ty::FALSE,
        Value::Null => ty::NULL,
        Value::Array(_) => ty::ARRAY | ty::ITERABLE,
        Value::Ref(_) => return false,
        _ => 0,
    };
    t.mask & (bit | ty::MIXED) != 0
}

/// Checks/coerces a value against a declared type: the value to use and an
/// optional deprecation to raise; Err for a TypeError.
pub(crate) fn coerce_decl(
    t: &TypeDecl,
    v: Value,
    strict: bool,
) -> Result<(Value, Option<String>), ()> {
    let m = t.mask;
    if m & ty::MIXED != 0 {
        return Ok((v, None));
    }
    let ok = match &v {
        Value::Null => m & ty::NULL != 0,
        Value::Bool(true) => m & ty::TRUE != 0,
        Value::Bool(false) => m & ty::FALSE != 0,
        Value::Int(_) => m & ty::INT != 0,
        Value::Float(_) => m & ty::FLOAT != 0,
        Value::Str(_) => m & (ty::STRING | ty::CALLABLE) != 0,
        Value::Array(_) => m & (ty::ARRAY | ty::ITERABLE) != 0,
        Value::Resource(r) if r.0.kind == "Closure" => {
            m & (ty::CALLABLE | ty::OBJECT) != 0
                || t.classes.iter().any(|c| c.eq_ignore_ascii_case(b"Closure"))
        }
        Value::Resource(r) if r.0.kind == "Throwable" => {
            m & ty::OBJECT != 0
                || t.classes
                    .iter()
                    .any(|c| crate::errors::is_instance(&v, &String::from_utf8_lossy(c)))
        }
        // `self`/`static`/`parent` are not resolved here (no scope): accepted.
        Value::Object(o) => {
            m & (ty::OBJECT | ty::STATIC) != 0
                || (m & ty::CALLABLE != 0 && crate::closures::is_closure(&v))
                || t.classes.iter().any(|c| {
                    o.instance_of(c)
                        || c.eq_ignore_ascii_case(b"self")
                        || c.eq_ignore_ascii_case(b"parent")
                        // An intersection (`A&B`): every class.
                        || (c.contains(&b'&') && c.split(|&b| b == b'&').all(|p| o.instance_of(p)))
                })
        }
        _ => false,
    };
    if ok {
        return Ok((v, None));
    }
    if let Value::Int(i) = v {
        if m & ty::FLOAT != 0 {
            return Ok((Value::Float(i as f64), None));
        }
    }
    if strict {
        return Err(());
    }
    match &v {
        Value::Int(_) | Value::Float(_) | Value::Str(_) | Value::Bool(_) => {}
        _ => return Err(()),
    }
    // Weak mode: int, float, string, bool, in that order.
    if m & ty::INT != 0 {
        match &v {
            Value::Float(f) if f.is_finite() && crate::calls::in_int_range(*f) => {
                if f.fract() == 0.0 {
                    return Ok((Value::Int(*f as i64), None));
                }
                if m & ty::STRING == 0 {
                    let msg = format!(
                        "Implicit conversion from float {} to int loses precision",
                        crate::arith::float_msg(*f)
                    );
                    return Ok((Value::Int(*f as i64), Some(msg)));
                }
            }
            Value::Bool(b) => return Ok((Value::Int(*b as i64), None)),
            Value::Str(s) => match rphp_value::convert::parse_numeric(s.as_bytes()) {
                (Number::Int(i), NumericKind::Numeric) => return Ok((Value::Int(i), None)),
                (Number::Float(f), NumericKind::Numeric) if m & ty::FLOAT != 0 => {
                    return Ok((Value::Float(f), None))
                }
                (Number::Float(f), NumericKind::Numeric) if crate::calls::in_int_range(f) => {
                    if f.fract() == 0.0 {
                        return Ok((Value::Int(f as i64), None));
                    }
                    let msg = format!(
                        "Implicit conversion from float-string \"{}\" to int loses precision",
                        s.to_string_lossy()
                    );
                    return Ok((Value::Int(f as i64), Some(msg)));
                }
                _ => {}
            },
            _ => {}
        }
    }
    if m & ty::FLOAT != 0 {
        match &v {
            Value::Bool(b) => return Ok((Value::Float(*b as i64 as f64), None)),
            Value::Str(s) => {
                if let (n, NumericKind::Numeric) = rphp_value::convert::parse_numeric(s.as_bytes())
                {
                    return Ok((Value::Float(n.to_f64()), None));
                }
            }
            _ => {}
        }
    }
    if m & ty::STRING != 0 {
        if let Value::Int(_) | Value::Float(_) | Value::Bool(_) = &v {
            return Ok((Value::Str(v.to_php_str()), None));
        }
    }
    if m & ty::BOOL == ty::BOOL {
        if let Value::Int(_) | Value::Float(_) | Value::Str(_) = &v {
            return Ok((Value::Bool(v.to_bool()), None));
        }
    }
    Err(())
}

fn param_type_name(spec: &ParamSpec) -> String {
    let base = match spec.ty {
        ParamType::Mixed => "mixed",
        ParamType::Bool => "bool",
        ParamType::Int => "int",
        ParamType::Float => "float",
        ParamType::String => "string",
        ParamType::Array => "array",
        ParamType::Callable => "callable",
        ParamType::IntOrString => "string|int",
        ParamType::ArrayOrString => "array|string",
        ParamType::IntOrFloat => "int|float",
        ParamType::Object => "object",
        ParamType::Iterable => "Traversable|array",
    };
    if spec.nullable {
        if base.contains('|') {
            format!("{base}|null")
        } else {
            format!("?{base}")
        }
    } else {
        base.to_string()
    }
}

/// Whether a float is within the range of PHP ints (before truncation).
pub fn in_int_range(f: f64) -> bool {
    f.is_finite() && (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&f)
}

/// The variadic builtins that pass unknown named arguments on to the
/// function they call, as php's `ZEND_ACC_VARIADIC` ones with extra named
/// parameters do.
fn forwards_named(name: &str) -> bool {
    name == "call_user_func"
}
