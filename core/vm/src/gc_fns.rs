//! The cycle collector's engine side (the collector itself is
//! rphp_value::gc): `gc_collect_cycles()` and friends, the destructors a
//! collection must run before it frees anything, and the tracer that shows
//! the collector the values inside the VM's native object state (a closure's
//! captures and `$this`, a suspended generator's frame, an exception's
//! previous exception and trace arguments).

use crate::errors::ThrowableData;
use crate::runtime::{Callee, ClosureData, EngineBuiltin};
use crate::vm::Vm;
use rphp_value::gc::{self, GcVisitor};
use rphp_value::{ArrayKey, Fault, PhpArray, PhpObject, Value};
use std::any::Any;

static FNS: &[EngineBuiltin] = &[
    engine!("gc_collect_cycles", gc_collect_cycles),
    engine!("gc_enable", gc_enable),
    engine!("gc_disable", gc_disable),
    engine!("gc_enabled", gc_enabled),
    engine!("gc_status", gc_status),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(FNS);
    gc::register_tracer(trace_native);
    gc::register_tracer(crate::generators::gc_trace);
    gc::register_tracer(crate::weakrefs::gc_trace);
}

/// The values a closure or an exception holds.
fn trace_native(b: &dyn Any, visit: &mut dyn GcVisitor) -> bool {
    if let Some(c) = b.downcast_ref::<ClosureData>() {
        // php's closure get_gc: `$this` first (pushed), then the captures.
        if let Some(t) = &c.this {
            visit.object(t, true);
        }
        if let Ok(bound) = c.bound.try_borrow() {
            for v in bound.iter().flatten() {
                visit.value(v, false);
            }
        }
        if let Some(Callee::Closure(_, v)) = &c.native {
            visit.value(v, false);
        }
        return true;
    }
    if let Some(t) = b.downcast_ref::<ThrowableData>() {
        if let Some(p) = &t.previous {
            visit.value(p, false);
        }
        for e in &t.trace {
            for a in &e.args {
                visit.value(a, false);
            }
        }
        return true;
    }
    false
}

impl Vm {
    /// Runs one garbage object's destructor for the collector.
    fn gc_destruct(&mut self, o: &PhpObject) -> Result<(), Fault> {
        if o.0.destructed.get() {
            return Ok(());
        }
        o.0.destructed.set(true);
        self.destruct_object(o.clone())
    }

    /// One pass of the collector: identify, run destructors, free. Returns
    /// what it collected and whether destructors ran (php then collects again).
    fn gc_pass(&mut self) -> Result<Option<(i64, bool)>, Fault> {
        let Some(mut run) = gc::begin() else {
            return Ok(None);
        };
        let dtors = std::mem::take(&mut run.dtors);
        let had = run.had_dtors();
        let mut err = None;
        for o in &dtors {
            if let Err(e) = self.gc_destruct(o) {
                err = Some(e);
                break;
            }
        }
        drop(dtors);
        let n = gc::finish(run);
        match err {
            Some(e) => Err(e),
            None => Ok(Some((n, had))),
        }
    }

    /// php's `zend_gc_collect_cycles`: a pass, and one more if destructors ran.
    pub(crate) fn gc_collect(&mut self) -> Result<i64, Fault> {
        let mut total = 0;
        if let Some((n, had)) = self.gc_pass()? {
            total += n;
            if had {
                if let Some((n, _)) = self.gc_pass()? {
                    total += n;
                }
            }
        }
        Ok(total)
    }

    /// The second pass of an automatic collection whose destructors just ran.
    pub(crate) fn gc_finish_auto(&mut self) -> Result<(), Fault> {
        if let Some(first) = gc::take_rerun() {
            let n = self.gc_pass()?.map_or(0, |(n, _)| n);
            gc::adjust_threshold(first + n);
        }
        Ok(())
    }
}

fn gc_collect_cycles(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Int(vm.gc_collect()?))
}

fn gc_enable(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    gc::set_enabled(true);
    Ok(Value::Null)
}

fn gc_disable(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    gc::set_enabled(false);
    Ok(Value::Null)
}

fn gc_enabled(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(gc::enabled()))
}

fn gc_status(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let (runs, collected, threshold, roots) = gc::status();
    let mut a = PhpArray::new();
    for (k, v) in [
        ("runs", runs),
        ("collected", collected),
        ("threshold", threshold),
        ("roots", roots),
    ] {
        a.insert(ArrayKey::from(k), Value::Int(i64::from(v)));
    }
    Ok(Value::Array(a))
}
