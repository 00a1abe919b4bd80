//! rphp-vm: runs compiled scripts.
//!
//! **Architecture Invariant:** this crate depends on rphp-value and
//! rphp-bytecode only. It runs a [`rphp_bytecode::Script`] without knowing
//! how it was produced; `include` and `eval` reach the compiler through the
//! [`Loader`] trait object the embedder provides, and all I/O goes through
//! [`Host`].
//!
//! Layout:
//! - [`vm`]: the `Vm` (one per request), set-up, output buffering;
//! - `interp`: the interpreter loop (one `match` over the opcode);
//! - `arith`: operators' slow paths (juggling, warnings, TypeErrors);
//! - `dims`: array reads, writes and lvalue paths; `foreach`;
//! - `calls`: frames, argument passing, parameter coercion, builtins;
//! - `errors`: the error sink, throwables, traces, fatal errors;
//! - `engine_fns`: builtins that need VM internals (`call_user_func`, `define`, ...);
//! - `spl`: `ArrayAccess` on objects and the SPL classes (ArrayObject, SplStack, ...);
//! - `generators`, `fibers`: suspending frames (moved off the VM stack as data);
//! - `ini`, `include`, `vars`, `memory`.
//!
//! **Architecture Invariant:** PHP-to-PHP calls do not recurse on the Rust
//! stack. A call pushes a frame on the VM's frame stack and the loop goes on;
//! only builtins calling back into PHP (`usort`, `call_user_func`) run a
//! nested loop, and that nesting is bounded.

/// A builtin that needs the VM (`EngineBuiltin`), for the modules' `BUILTINS`
/// tables: `engine!("name", [params...], func)`, or `engine!("name", func)`
/// for one without parameters.
macro_rules! engine {
    ($name:literal, [$($p:expr),*], $f:expr) => {
        EngineBuiltin { name: $name, params: &[$($p),*], func: $f }
    };
    ($name:literal, $f:expr) => {
        EngineBuiltin { name: $name, params: &[], func: $f }
    };
}

mod arith;
mod assert_fns;
mod autoload;
mod backtrace;
mod calls;
mod class_fns;
mod classes;
mod cli_fns;
mod closures;
mod context;
mod date;
mod dims;
mod engine_fns;
mod enums;
mod errors;
mod ext_classes;
mod fast_loop;
mod fibers;
mod foreach_fast;
mod forward_static_fns;
mod fs_fns;
mod gc_fns;
mod generators;
mod host;
mod in_flight;
mod include;
mod ini;
mod ini_fns;
mod ini_parser;
mod ini_table;
mod interp;
mod introspect;
mod locale_fns;
mod magic;
mod method_call;
mod netdb_fns;
mod object_fast;
mod objects;
mod random;
mod reflection;
mod request_globals;
mod resource_fns;
mod runtime;
mod sapi;
mod send_move;
mod sensitive;
mod spl;
mod streams;
mod system_fns;
mod throwables;
mod tick_fns;
mod traits;
mod typed_refs;
mod vars;
pub mod vm;
mod weakrefs;

pub use errors::ThrowableData;
pub use host::{
    ChildExit, ChildIo, FileStat, Host, LoadError, Loader, NullHost, OpenMode, SeekFrom, SpawnSpec,
    Spawned, RUSAGE_FIELDS,
};
pub use vm::{RunResult, Vm, VmOptions};

/// A variable slot: `None` is PHP's "undefined" (never assigned or unset).
pub type Slot = Option<rphp_value::Value>;
