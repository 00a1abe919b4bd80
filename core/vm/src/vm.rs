//! The per-request virtual machine: its state, set-up, and the entry points
//! the embedder (rphp-core) calls. Output is buffered here and handed to the
//! [`Host`] in large chunks, and always at the end of the request.

use crate::errors::ErrorState;
use crate::host::{Host, Loader};
use crate::ini::Ini;
use crate::runtime::{Callee, FuncRt, ScriptRt};
use crate::Slot;
use rphp_bytecode::Script;
use rphp_value::{Fault, PhpArray, PhpStr, Value};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Arc;

/// Output is handed to the host when the buffer reaches this size.
const FLUSH_AT: usize = 64 * 1024;
/// How deeply builtins may call back into PHP (`usort` inside `usort` ...).
pub(crate) const MAX_NESTING: u32 = 512;

/// Request parameters.
#[derive(Debug, Clone, Default)]
pub struct VmOptions {
    /// `$argv`: the script name then its arguments.
    pub argv: Vec<Vec<u8>>,
    /// `-d name=value` settings, applied before the script runs.
    pub ini: Vec<(String, String)>,
}

/// How a request ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunResult {
    pub exit_code: i32,
}

/// One activation of a PHP function on the VM's frame stack.
///
/// `Vm::pop_frame_fast` drops `func`, `this`, `static_class` and `extra` by
/// hand: a new field that owns heap data must be dropped there too.
pub struct Frame {
    pub func: Rc<FuncRt>,
    /// The next instruction (saved when the frame is not on top or before a slow path).
    pub pc: u32,
    /// Index of slot 0 in `Vm::stack`.
    pub base: usize,
    /// Where the caller wants the result (`NONE`: discarded).
    pub ret: u32,
    /// Number of arguments passed.
    pub argc: u32,
    /// Returning from this frame leaves the current `execute` loop.
    pub stop: bool,
    /// An included file's top-level code (an implicit return gives 1).
    pub is_include: bool,
    pub pending_base: usize,
    /// The caller binds a returned reference (`$x = &f()`).
    pub ret_ref: bool,
    /// Rarely needed parts, boxed so the common frame stays small.
    pub extra: Option<Box<FrameExtra>>,
    /// `$this` of a method call (here, not in `extra`: every method call
    /// sets it, and boxing it cost an allocation per call). Declared after
    /// `extra` so a dropped frame releases things in the same order as before.
    pub this: Option<rphp_value::PhpObject>,
    /// The called class (late static binding) of a method call.
    pub static_class: Option<Rc<crate::classes::ClassRt>>,
}

#[derive(Default)]
pub struct FrameExtra {
    /// Arguments beyond the declared parameters (`func_get_args`, variadics).
    pub extra_args: Vec<Value>,
    /// Variables created by name that are not compiled variables (`extract`, `$$x`).
    /// (Fx-hashed: a default std map seeds its hasher, on every method call.)
    pub dyn_vars: HashMap<Vec<u8>, Value, rustc_hash::FxBuildHasher>,
    /// Named arguments collected by a variadic parameter.
    pub named_extra: Vec<(PhpStr, Value)>,
    /// Resumed by a builtin (a generator's `->current()`): traces show the
    /// frame as called from "[internal function]", then the builtin.
    pub internal_caller: bool,
}

/// Marks slots `from..n` undefined, four at a time (the call paths' unrolled
/// clear of a frame being entered): up to three slots past `n` are written too.
///
/// # Safety
/// `sp` points at slot 0 of the run (a frame's first slot, or the stack's),
/// with room reserved (beyond the stack's length) for `n + 3` slots.
#[inline(always)]
pub(crate) unsafe fn clear_frame_slots(sp: *mut Slot, from: usize, n: usize) {
    let mut i = from;
    while i < n {
        // SAFETY: within the room the caller reserved.
        unsafe {
            std::ptr::write(sp.add(i), None);
            std::ptr::write(sp.add(i + 1), None);
            std::ptr::write(sp.add(i + 2), None);
            std::ptr::write(sp.add(i + 3), None);
        }
        i += 4;
    }
}

impl Frame {
    pub fn extra_args(&self) -> &[Value] {
        self.extra
            .as_ref()
            .map(|e| &e.extra_args[..])
            .unwrap_or(&[])
    }
    pub fn extra_mut(&mut self) -> &mut FrameExtra {
        self.extra.get_or_insert_with(Default::default)
    }
    pub fn dyn_vars(&self) -> Option<&HashMap<Vec<u8>, Value, rustc_hash::FxBuildHasher>> {
        self.extra.as_ref().map(|e| &e.dyn_vars)
    }
}

/// A call between `InitCall` and `DoCall`.
pub struct Pending {
    pub callee: Callee,
    /// Whether any parameter is by reference (so by-value sends must check).
    pub has_ref: bool,
    pub args_base: usize,
    pub named: Vec<(PhpStr, Value)>,
}

/// One element of an lvalue path.
pub enum PathKey {
    Key(Value),
    Append,
}

pub struct Vm {
    pub host: Box<dyn Host>,
    pub(crate) loader: Option<Box<dyn Loader>>,
    pub(crate) stack: Vec<Slot>,
    pub(crate) frames: Vec<Frame>,
    pub(crate) pending: Vec<Pending>,
    /// (pending depth, class) of static native methods called on a class
    /// by name, so factories like `MyDate::createFromFormat` see `static`.
    pub(crate) native_static: Vec<(usize, Vec<u8>)>,
    pub(crate) path: Vec<PathKey>,
    pub(crate) path_base: u32,
    pub(crate) path_dst: u32,
    pub(crate) functions: HashMap<Vec<u8>, Callee>,
    pub constants: HashMap<Vec<u8>, Value>,
    pub ini: Ini,
    pub(crate) out: Vec<u8>,
    pub(crate) err: ErrorState,
    pub(crate) included: HashSet<Vec<u8>>,
    pub(crate) exit_status: i32,
    pub(crate) in_flight: Vec<crate::in_flight::InFlight>,
    pub(crate) args_buf: Vec<Value>,
    /// Named arguments a forwarding builtin (`call_user_func`) collected for
    /// its callee: set while its arguments are checked, taken by its body.
    pub(crate) extra_named: Vec<(PhpStr, Value)>,
    /// Builtins being called (name, args pointer, count, `frames.len()` when
    /// called) for stack traces.
    pub native: Vec<(&'static str, *const Value, usize, usize)>,
    pub(crate) nesting: u32,
    pub main_script: Option<Rc<ScriptRt>>,
    /// Every script this request loaded (main and included), released on drop.
    pub(crate) scripts: Vec<Rc<ScriptRt>>,
    pub(crate) mem_limit: i64,
    /// When max_execution_time runs out (host clock), if it is set.
    pub(crate) deadline: Option<(i64, u32)>,
    /// The max_execution_time in force, for the message.
    pub(crate) time_limit: i64,
    pub(crate) mem_check_len: usize,
    pub(crate) backedges: u32,
    /// The loop head whose last hot-loop runs completed no iteration (its body
    /// leaves the fast paths at once): `execute` does not hand it over again,
    /// which would only pay the switch each time round.
    pub(crate) fast_skip: usize,
    /// Hot-loop runs in a row that completed no iteration: a loop is skipped
    /// after `interp::FAST_MISSES` of them, not one, so that a rare detour
    /// (a call in an `if` taken now and then, say a bounce in a particle
    /// loop) right after entering does not cost the loop its fast paths.
    pub(crate) fast_misses: u32,
    /// A fault raised by a builtin the hot loop called, for `execute` to
    /// handle once the loop has handed back (see fast_loop.rs).
    pub(crate) hot_fault: Option<Fault>,
    /// Set when the interpreter loop returned only to be entered again (see
    /// `interp::REENTER`).
    pub(crate) reenter: bool,
    pub argv: Vec<Vec<u8>>,
    pub globals_script_path: Vec<u8>,
    /// Output buffers (`ob_start`): (contents, callback).
    pub ob: Vec<(Vec<u8>, Option<Value>)>,
    /// Headers, `putenv`, output-buffer status: the CLI SAPI's request state.
    pub sapi: crate::sapi::Sapi,
    pub(crate) shutdown: Vec<(Value, Vec<Value>)>,
    pub(crate) exception_handler: Option<Value>,
    /// `error_get_last()`: (type, message, file, line).
    pub(crate) last_error: Option<(i64, String, Vec<u8>, u32)>,
    /// Included files in order (`get_included_files`).
    pub(crate) included_order: Vec<Vec<u8>>,
    /// Declared classes (see `classes.rs`).
    pub classes: crate::classes::ClassTable,
    /// Generators being resumed, innermost last, with the index of their frame
    /// (see `generators.rs`).
    pub(crate) generators: Vec<(rphp_value::PhpObject, usize)>,
    /// A fault from storing a value a loop-resumed generator yielded into its
    /// foreach's variables, raised when that `FeFetch` runs again (see
    /// `gen_suspend_as`).
    pub(crate) gen_fe_fault: Option<Fault>,
    /// The static property the last `StaticPropRef` named, so that a
    /// `PathBindRef` right after it (`A::$s = &$x`) can rebind the property
    /// itself (dims.rs `bind_static`).
    pub(crate) last_static: Option<(crate::classes::StaticRt, PhpStr)>,
    /// Fibers being executed, innermost last (see `fibers.rs`).
    pub(crate) fibers: Vec<crate::fibers::RunningFiber>,
    /// The value `Fiber::suspend` hands to the `start`/`resume` it returns to.
    pub(crate) fiber_transfer: Option<Value>,
    /// Resource numbering, dropped file handles, locks (see `streams`).
    pub streams: crate::streams::StreamState,
    /// Declaration order of user functions and constants; loaded shared extensions.
    pub(crate) registry: crate::introspect::Registry,
    /// The callback `assert_options(ASSERT_CALLBACK, ...)` set (php's
    /// `ASSERTG(callback)`; `None`: `assert.callback` applies).
    pub(crate) assert_callback: Option<Value>,
    /// `register_tick_function`'s list and the `declare(ticks)` counter.
    pub(crate) ticks: crate::tick_fns::Ticks,
}

impl Vm {
    pub fn new(host: Box<dyn Host>, loader: Option<Box<dyn Loader>>, opts: VmOptions) -> Vm {
        let mut vm = Vm {
            host,
            loader,
            stack: Vec::with_capacity(1024),
            frames: Vec::with_capacity(64),
            pending: Vec::with_capacity(16),
            native_static: Vec::new(),
            path: Vec::with_capacity(8),
            path_base: 0,
            path_dst: 0,
            functions: HashMap::new(),
            constants: HashMap::new(),
            ini: Ini::default(),
            out: Vec::with_capacity(FLUSH_AT),
            err: ErrorState::default(),
            included: HashSet::new(),
            exit_status: 0,
            in_flight: Vec::new(),
            args_buf: Vec::with_capacity(16),
            extra_named: Vec::new(),
            native: Vec::new(),
            nesting: 0,
            main_script: None,
            scripts: Vec::new(),
            mem_limit: 128 * 1024 * 1024,
            deadline: None,
            time_limit: 0,
            mem_check_len: 0,
            backedges: 0,
            fast_skip: 0,
            fast_misses: 0,
            hot_fault: None,
            reenter: false,
            argv: opts.argv.clone(),
            globals_script_path: Vec::new(),
            ob: Vec::new(),
            sapi: Default::default(),
            shutdown: Vec::new(),
            exception_handler: None,
            last_error: None,
            included_order: Vec::new(),
            classes: Default::default(),
            generators: Vec::new(),
            gen_fe_fault: None,
            last_static: None,
            fibers: Vec::new(),
            fiber_transfer: None,
            streams: Default::default(),
            registry: Default::default(),
            assert_callback: None,
            ticks: Default::default(),
        };
        rphp_value::object::reset_object_ids();
        rphp_value::gc::reset();
        crate::engine_fns::register(&mut vm);
        crate::gc_fns::register(&mut vm);
        crate::resource_fns::register(&mut vm);
        crate::class_fns::register(&mut vm);
        crate::fs_fns::register(&mut vm);
        crate::streams::register(&mut vm);
        crate::introspect::register(&mut vm);
        crate::generators::register(&mut vm);
        for lib in crate::spl::libs() {
            (lib.register)(&mut vm);
        }
        crate::ini_fns::register(&mut vm);
        crate::assert_fns::register(&mut vm);
        crate::forward_static_fns::register(&mut vm);
        crate::tick_fns::register(&mut vm);
        crate::sapi::register(&mut vm);
        crate::vars::register_constants(&mut vm);
        if opts
            .ini
            .iter()
            .any(|(k, v)| k == "opcache.file_cache" && !v.is_empty())
        {
            vm.ini.enable_opcache();
        }
        for (k, v) in &opts.ini {
            vm.ini.add_cfg(k, v);
            if k == "extension" {
                vm.registry.load_extension(v);
                continue;
            }
            if !Ini::system_only(k) {
                vm.apply_ini(k, v);
            }
            vm.ini.set_global(k, Some(v.clone()));
        }
        vm
    }

    /// The host, for the class libraries of rphp-vmlib (the field is private).
    pub fn host_mut(&mut self) -> &mut dyn Host {
        &mut *self.host
    }

    /// Takes the next resource number, as a stream would (rphp-vmlib's
    /// directory iterators: php opens a directory stream).
    pub fn take_stream_id(&mut self) -> i64 {
        self.streams.take_id()
    }

    /// Makes the VM's own builtins (those that need the whole `Vm`) callable
    /// by their lower-case names.
    pub fn register_engine(&mut self, fns: &'static [crate::runtime::EngineBuiltin]) {
        for b in fns {
            self.functions
                .insert(b.name.as_bytes().to_vec(), Callee::Engine(b));
        }
    }

    /// Defines integer constants (an extension's flags).
    pub fn define_ints(&mut self, list: &[(&str, i64)]) {
        for &(k, v) in list {
            self.define_constant(k, Value::Int(v));
        }
    }

    /// Makes builtins callable by their lower-case names.
    pub fn register_builtins(
        &mut self,
        builtins: impl IntoIterator<Item = &'static rphp_value::Builtin>,
    ) {
        for b in builtins {
            self.functions
                .entry(b.name.as_bytes().to_vec())
                .or_insert(Callee::Builtin(b));
        }
    }

    /// Defines a constant (for embedders and extensions).
    pub fn define_constant(&mut self, name: &str, v: Value) {
        self.constants.insert(name.as_bytes().to_vec(), v);
    }

    /// Runs a compiled main script to the end of the request.
    pub fn run_main(&mut self, script: Arc<Script>) -> RunResult {
        let path = script.path.to_vec();
        self.globals_script_path = path.clone();
        if let Some(real) = self.host.realpath(&path) {
            self.included.insert(real);
        }
        let rt = ScriptRt::new(script);
        self.scripts.push(rt.clone());
        self.main_script = Some(rt.clone());
        let r = self.start_script(&rt, true);
        self.finish(r)
    }

    /// Reports a parse or compile error of the main script as PHP does, ending the request.
    pub fn fail_compile(
        &mut self,
        kind_parse: bool,
        message: &str,
        path: &[u8],
        line: u32,
    ) -> RunResult {
        let label = if kind_parse {
            "Parse error"
        } else {
            "Fatal error"
        };
        let level = if kind_parse { 4 } else { 64 };
        self.emit_error_text(level, label, message, path, line);
        self.exit_status = 255;
        self.flush();
        RunResult { exit_code: 255 }
    }

    fn start_script(&mut self, rt: &Rc<ScriptRt>, is_main: bool) -> Result<Value, Fault> {
        let path = rt.script.path.to_vec();
        for d in rt.script.diagnostics.clone() {
            self.raise_compile_diag(&d, &path)?;
        }
        self.declare_hoisted(rt)?;
        let main = rt.main();
        let base = self.stack.len();
        self.stack.resize(base + main.code.num_slots as usize, None);
        self.frames.push(Frame {
            func: main,
            pc: 0,
            base,
            ret: rphp_bytecode::NONE,
            argc: 0,
            stop: true,
            is_include: false,
            pending_base: self.pending.len(),
            extra: None,
            ret_ref: false,
            this: None,
            static_class: None,
        });
        if is_main {
            let argv: Vec<Value> = self
                .argv
                .iter()
                .map(|a| Value::Str(PhpStr::from(a.clone())))
                .collect();
            let argc = Value::Int(argv.len() as i64);
            let argv = Value::Array(PhpArray::from_list(argv));
            self.set_global(b"argv", argv.clone());
            self.set_global(b"argc", argc.clone());
            self.register_request_globals(argv, argc);
        }
        self.execute()
    }

    pub(crate) fn declare_hoisted(&mut self, rt: &Rc<ScriptRt>) -> Result<(), Fault> {
        for &i in &rt.script.hoisted.clone() {
            self.declare_function(rt, i)?;
        }
        if !rt.script.classes.is_empty() {
            self.declare_hoisted_classes(rt)?;
        }
        Ok(())
    }

    /// Ends the request: uncaught throwables become fatal errors; output is flushed.
    fn finish(&mut self, r: Result<Value, Fault>) -> RunResult {
        if let Err(Fault::Throw(v)) = r {
            self.handle_uncaught(v);
        }
        // User streams dropped from here on close after the output buffers.
        self.streams.ending = true;
        // Shutdown functions run after the script (and after exit()).
        let mut i = 0;
        while i < self.shutdown.len() {
            let (f, args) = self.shutdown[i].clone();
            self.reset_stacks();
            match self.call_value(&f, args) {
                Ok(_) => {}
                Err(Fault::Exit) => break,
                Err(Fault::Throw(v)) => self.handle_uncaught(v),
            }
            i += 1;
        }
        let user_streams = crate::streams::open_user_streams();
        self.reset_stacks();
        match self.shutdown_destructors() {
            Ok(()) | Err(Fault::Exit) => {}
            Err(Fault::Throw(v)) => self.handle_uncaught(v),
        }
        self.reset_stacks();
        while !self.ob.is_empty() {
            let _ = self.ob_end(true);
        }
        self.reset_stacks();
        match crate::streams::close_user_streams(self, user_streams) {
            Ok(()) | Err(Fault::Exit) => {}
            Err(Fault::Throw(v)) => self.handle_uncaught(v),
        }
        // php sends the headers (running header_register_callback's callback)
        // at the end of a request that printed nothing.
        if self.sapi.output_started.is_none() {
            self.run_header_callback();
        }
        self.flush();
        RunResult {
            exit_code: self.exit_status,
        }
    }

    pub(crate) fn handle_uncaught(&mut self, v: Value) {
        self.reset_stacks();
        if let Some(h) = self.exception_handler.take() {
            match self.call_value(&h, vec![v]) {
                Ok(_) => {}
                Err(Fault::Exit) => {}
                Err(Fault::Throw(v2)) => self.uncaught(v2),
            }
            return;
        }
        self.uncaught(v);
    }

    /// Drops leftover frames after the request's main code ended abnormally.
    fn reset_stacks(&mut self) {
        self.frames.clear();
        self.pending.clear();
        self.stack.clear();
        self.native.clear();
        self.nesting = 0;
        self.fibers.clear();
        self.fiber_transfer = None;
        // Generators whose frames were just dropped can never resume.
        for (g, _) in std::mem::take(&mut self.generators) {
            crate::generators::abandon(&g);
        }
    }

    /// Pops the top output buffer; `flush` passes its contents (through its callback) down.
    pub(crate) fn ob_end(&mut self, flush: bool) -> Result<Vec<u8>, Fault> {
        let Some((buf, cb)) = self.ob.pop() else {
            return Ok(Vec::new());
        };
        // PHP_OUTPUT_HANDLER_FINAL, with START on the handler's first call.
        let mode = 8 | crate::sapi::ob_start_flag(self.sapi.ob_meta.pop().as_ref());
        let out = match &cb {
            Some(f) if flush => {
                let r = self.call_ob_handler(f, buf.clone(), mode)?;
                match r {
                    Value::Bool(false) => buf.clone(),
                    v => v.to_php_str().as_bytes().to_vec(),
                }
            }
            _ => buf.clone(),
        };
        if flush {
            self.echo_bytes(&out);
        }
        Ok(buf)
    }

    /// Calls an output buffer's handler. php throws away whatever the
    /// handler itself prints (warnings included): it goes to a scratch buffer.
    pub(crate) fn call_ob_handler(
        &mut self,
        f: &Value,
        buf: Vec<u8>,
        mode: i64,
    ) -> Result<Value, Fault> {
        self.ob.push((Vec::new(), None));
        self.sapi
            .ob_meta
            .push(crate::sapi::ObMeta::new(Vec::new(), false, 0, 0));
        let r = self.call_value(f, vec![Value::Str(PhpStr::from(buf)), Value::Int(mode)]);
        self.ob.pop();
        self.sapi.ob_meta.pop();
        r
    }

    /// Appends to PHP's output.
    #[inline]
    pub fn echo_bytes(&mut self, b: &[u8]) {
        if let Some((buf, _)) = self.ob.last_mut() {
            if let Some(m) = self.sapi.ob_meta.last_mut() {
                m.append(buf.len(), b.len());
            }
            buf.extend_from_slice(b);
            return;
        }
        if self.sapi.output_started.is_none() && !b.is_empty() {
            self.note_output_start();
        }
        self.out.extend_from_slice(b);
        if self.out.len() >= FLUSH_AT {
            self.flush();
        }
    }

    /// Hands buffered output to the host.
    pub fn flush(&mut self) {
        if !self.out.is_empty() {
            let out = std::mem::take(&mut self.out);
            self.host.write_stdout(&out);
            self.out = out;
            self.out.clear();
        }
    }

    /// The exit status recorded so far.
    pub fn exit_status(&self) -> i32 {
        self.exit_status
    }

    /// Drops everything that refers to compiled code and breaks the cycles
    /// between scripts and their functions, so a long-lived worker frees each
    /// request's scripts.
    fn release_scripts(&mut self) {
        self.frames.clear();
        self.pending.clear();
        self.stack.clear();
        self.functions.clear();
        self.shutdown.clear();
        self.exception_handler = None;
        self.in_flight_clear();
        self.main_script = None;
        self.last_static = None;
        // Static properties can hold objects of their own class (a cycle through the class).
        for c in self.classes.map.values() {
            for st in c.statics.values() {
                st.cell.set(Value::Null);
            }
            // Enum case objects (and constants holding them) point back at their class.
            for k in c.consts.values() {
                *k.value.value.borrow_mut() = None;
            }
        }
        self.classes.map.clear();
        self.classes.autoloaders.clear();
        self.classes.rebound.clear();
        for s in std::mem::take(&mut self.scripts) {
            s.release();
        }
    }
}

impl Drop for Vm {
    fn drop(&mut self) {
        self.release_scripts();
        // Streams still open at the end close now (a `tmpfile()` is removed).
        self.streams.last_dir = None;
        self.close_dropped_streams();
    }
}
