//! Calls from builtins into PHP that must look like php's internal calls:
//! a frame entered by a builtin (reflection's `invoke`, a `usort`
//! callback) reports argument errors as php does for internal callers.
//! Here rather than in reflection (rphp-vmlib) because the call path reads
//! the flag.

use crate::runtime::Callee;
use crate::vm::Vm;
use rphp_value::{Fault, PhpStr, Value};

thread_local! {
    /// Set while a builtin enters a PHP function (see `take_internal_call`).
    static INTERNAL_CALL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the frame being entered is called by a builtin (reflection's
/// invoke, a callback of `usort`...), so argument errors read as php's for
/// internal callers; taken by the first frame entered.
pub fn take_internal_call() -> bool {
    INTERNAL_CALL.with(|c| c.replace(false))
}

/// Runs `f` (a call from a builtin into PHP) with its frame marked as called internally.
pub fn internal_call<T>(f: impl FnOnce() -> T) -> T {
    INTERNAL_CALL.with(|c| c.set(true));
    let r = f();
    INTERNAL_CALL.with(|c| c.set(false));
    r
}

impl Vm {
    /// Calls a callee with positional and named arguments from Rust.
    pub fn call_with_named(
        &mut self,
        callee: Callee,
        args: Vec<Value>,
        named: Vec<(PhpStr, Value)>,
    ) -> Result<Value, Fault> {
        use crate::calls::BuiltinBody;
        if self.nesting >= crate::vm::MAX_NESTING {
            return Err(self.fatal("Maximum function nesting level reached"));
        }
        let args_base = self.stack.len();
        for a in args {
            self.stack.push(Some(a));
        }
        let depth = self.frames.len();
        INTERNAL_CALL.with(|c| c.set(true));
        let entered = match callee {
            Callee::User(f) | Callee::Closure(f, Value::Null) => {
                self.enter_user(f, None, args_base, named, rphp_bytecode::NONE, true)
            }
            Callee::Closure(f, clo) => {
                self.enter_user(f, Some(clo), args_base, named, rphp_bytecode::NONE, true)
            }
            Callee::Builtin(b) => {
                INTERNAL_CALL.with(|c| c.set(false));
                let body = BuiltinBody::Ext(b.func);
                return self.call_builtin(b.name, b.params, body, args_base, named);
            }
            Callee::Engine(b) => {
                INTERNAL_CALL.with(|c| c.set(false));
                let body = BuiltinBody::Engine(b.func);
                return self.call_builtin(b.name, b.params, body, args_base, named);
            }
        };
        INTERNAL_CALL.with(|c| c.set(false));
        if let Err(e) = entered {
            self.abandon_entry(depth, args_base);
            return Err(e);
        }
        self.nesting += 1;
        let r = self.execute();
        self.nesting -= 1;
        r
    }
}
