//! Throwables in flight: caught by a `try` whose handler has not yet
//! matched a `catch` or is running its `finally` block before rethrowing.
//!
//! A handler may call code that throws and catches on its own, and a
//! `finally` block may itself contain a `try`, so there can be several at
//! once: they form a stack, each entry tagged with the frame (depth and
//! function) whose handler took it, so an entry left behind by a frame that
//! returned out of its `finally` is recognised as stale and dropped.
//!
//! php also links them: a throwable that leaves a `finally` block entered
//! because of another gets that other one appended to its `previous` chain
//! (the first one would otherwise be lost); one caught inside the `finally`
//! block does not.

use crate::vm::Vm;
use rphp_value::Value;

pub(crate) struct InFlight {
    /// `frames.len()` of the frame whose handler took it.
    depth: usize,
    /// That frame's function (`Rc::as_ptr`), to tell it from a later frame
    /// at the same depth.
    func: usize,
    /// The handler's first instruction: throws from there on are inside it.
    from: u32,
    value: Value,
}

impl Vm {
    fn frame_key(&self) -> (usize, usize) {
        let depth = self.frames.len();
        let func = self
            .frames
            .last()
            .map_or(0, |f| std::rc::Rc::as_ptr(&f.func) as usize);
        (depth, func)
    }

    /// Drops entries of frames that are gone (returned out of a `finally`).
    fn drop_stale_in_flight(&mut self) {
        let (depth, func) = self.frame_key();
        while let Some(e) = self.in_flight.last() {
            if e.depth > depth || (e.depth == depth && e.func != func) {
                self.in_flight.pop();
            } else {
                break;
            }
        }
    }

    /// The current frame's throwable in flight (`Op::Catch` tests it).
    pub(crate) fn in_flight_value(&mut self) -> Option<&Value> {
        self.drop_stale_in_flight();
        let depth = self.frames.len();
        self.in_flight
            .last()
            .filter(|e| e.depth == depth)
            .map(|e| &e.value)
    }

    /// Takes the current frame's throwable in flight (a matching `catch`, a rethrow).
    pub(crate) fn in_flight_take(&mut self) -> Option<Value> {
        self.in_flight_value()?;
        self.in_flight.pop().map(|e| e.value)
    }

    /// A handler of the top frame starting at `from` takes `v`.
    pub(crate) fn in_flight_push(&mut self, from: u32, value: Value) {
        let (depth, func) = self.frame_key();
        self.in_flight.push(InFlight {
            depth,
            func,
            from,
            value,
        });
    }

    /// `v` is unwinding through the top frame, thrown at (or calling from)
    /// `at`, to a handler of that frame whose range starts at
    /// `handler_start` (`None`: leaving the frame). Throwables in flight in
    /// this frame whose handler `v` leaves are linked into `v`'s chain.
    pub(crate) fn in_flight_unwind(&mut self, v: &Value, at: u32, handler_start: Option<u32>) {
        self.drop_stale_in_flight();
        let depth = self.frames.len();
        while let Some(e) = self.in_flight.last() {
            if e.depth != depth || at < e.from {
                // (`at < from`: left over from an earlier pass through this frame.)
                if e.depth == depth {
                    self.in_flight.pop();
                    continue;
                }
                break;
            }
            if handler_start.is_some_and(|s| s >= e.from) {
                // Caught by a `try` inside the handler.
                break;
            }
            let e = self.in_flight.pop().expect("entry");
            crate::throwables::append_previous(v, e.value);
        }
    }

    pub(crate) fn in_flight_clear(&mut self) {
        self.in_flight.clear();
    }
}
