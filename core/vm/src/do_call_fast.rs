//! `DoCall`'s fast path, out of the interpreter loop: a pending call (from
//! `InitCall`, `InitCallDyn`, `InitMethod`, `InitStatic`) to a PHP function,
//! closure, bound method or static method, with positional arguments that
//! need no per-argument work. Why here: inline, its several kinds of callee
//! kept `Option` temporaries (the `$this`, the called class, the closure's
//! binding) alive across the frame push, which the register allocator of
//! the huge `execute_loop` spilled and copied through the stack; as its own
//! function each kind pushes and binds its frame directly.

use crate::runtime::{Callee, FuncRt};
use crate::vm::{Pending, Vm};
use rphp_value::Value;

impl Vm {
    /// When the innermost pending call can be entered without checks,
    /// pushes its frame (result into `ret`, bound by reference when
    /// `ret_ref`) and returns its function and first slot; None (nothing
    /// changed) sends `DoCall` to the general path. The caller's pc is
    /// already saved.
    #[inline(never)]
    pub(crate) fn do_call_fast(
        &mut self,
        ret: u32,
        ret_ref: bool,
    ) -> Option<(*const FuncRt, usize)> {
        let fast = match self.pending.last() {
            Some(Pending {
                callee: Callee::User(g),
                named,
                args_base,
                ..
            }) if named.is_empty() => {
                // (`call_min..=call_max` is empty for a function with
                // captured variables or a variadic parameter.)
                let argc = (self.stack.len() - args_base) as u32;
                argc <= g.call_max
                    && argc >= g.call_min
                    && (g.simple || Self::args_fit(g, &self.stack[*args_base..]))
            }
            // A closure object, a method bound to its `$this`, or a
            // static method and its called class.
            Some(Pending {
                callee: Callee::Closure(g, Value::Object(_) | Value::Str(_)),
                named,
                args_base,
                ..
            }) if named.is_empty() => {
                let argc = (self.stack.len() - args_base) as u32;
                argc <= g.num_params
                    && argc >= g.required
                    && (g.simple_params || Self::args_fit(g, &self.stack[*args_base..]))
            }
            _ => false,
        };
        if !fast {
            return None;
        }
        // Take the pending call apart in place: moving the whole record
        // through a temporary stalls.
        let n = self.pending.len();
        // SAFETY: `fast` saw a pending call at index n - 1. Its callee is
        // moved out and its `named` Vec is empty (owns nothing), so lowering
        // the length without dropping leaks nothing.
        let (callee, args_base) = unsafe {
            let p = self.pending.as_mut_ptr().add(n - 1);
            let callee = std::ptr::read(std::ptr::addr_of!((*p).callee));
            let args_base = (*p).args_base;
            self.pending.set_len(n - 1);
            (callee, args_base)
        };
        let argc = (self.stack.len() - args_base) as u32;
        let pending_base = self.pending.len();
        // The frame pushed below owns the function; `f` stays valid while it runs.
        let f: *const FuncRt;
        match callee {
            Callee::User(g) => {
                f = std::rc::Rc::as_ptr(&g);
                self.grow_none(args_base + g.num_slots as usize);
                self.push_frame(g, args_base, ret, argc, false, ret_ref, pending_base);
            }
            // A method's `$this`: an object with no engine state (a closure
            // object has its function there).
            Callee::Closure(g, Value::Object(o)) if o.0.internal.borrow().is_none() => {
                f = std::rc::Rc::as_ptr(&g);
                let this_slot = g.this_slot;
                self.grow_none(args_base + g.num_slots as usize);
                self.push_frame(g, args_base, ret, argc, false, ret_ref, pending_base);
                // What `bind_method_frame` does, without the lookups.
                if let Some(slot) = this_slot {
                    self.stack[args_base + slot as usize] = Some(Value::Object(o.clone()));
                }
                // (The called class is `$this`'s: `Vm::static_class` finds it.)
                self.frames.last_mut().expect("frame").this = Some(o);
            }
            // A static method's called class (late static binding).
            Callee::Closure(g, Value::Str(s)) => {
                f = std::rc::Rc::as_ptr(&g);
                let called = self.class_rc_by_str(&s);
                self.grow_none(args_base + g.num_slots as usize);
                self.push_frame(g, args_base, ret, argc, false, ret_ref, pending_base);
                self.frames.last_mut().expect("frame").static_class = called;
            }
            Callee::Closure(g, clo) => {
                f = std::rc::Rc::as_ptr(&g);
                self.grow_none(args_base + g.num_slots as usize);
                let how = self.closure_enter(&clo, &g, args_base);
                crate::closures::release_callee(clo);
                self.grow_none(args_base + g.num_slots as usize);
                self.push_frame(g, args_base, ret, argc, false, ret_ref, pending_base);
                if let Some(c) = &how {
                    self.bind_method_frame(c);
                }
            }
            _ => unreachable!(),
        }
        Some((f, args_base))
    }
}
