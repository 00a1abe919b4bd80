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
//! - `spl`: `ArrayAccess` on objects, ArrayObject and SplFixedArray, the
//!   native class machinery and the [`native::NativeLib`] hooks through which
//!   rphp-vmlib (date, reflection, the rest of the SPL, cold stream and
//!   system functions) plugs in without this crate depending on it;
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
#[doc(hidden)]
mod call_name;
mod callable_check;
pub mod calls;
mod class_fns;
#[doc(hidden)]
pub mod classes;
#[doc(hidden)]
pub mod closures;
mod context;
mod dims;
mod do_call_fast;
mod engine_fns;
mod enums;
#[doc(hidden)]
pub mod errors;
mod ext_classes;
mod fast_calls;
mod fast_loop;
mod fast_loop_props;
#[doc(hidden)]
pub mod fibers;
mod foreach_fast;
mod forward_static_fns;
#[doc(hidden)]
pub mod fs_fns;
mod gc_fns;
#[doc(hidden)]
pub mod generators;
#[doc(hidden)]
pub mod host;
mod in_flight;
mod include;
mod ini;
mod ini_fns;
mod ini_parser;
mod ini_table;
mod internal_call;
mod interp;
mod introspect;
#[doc(hidden)]
pub mod magic;
mod method_call;
mod object_fast;
#[doc(hidden)]
pub mod objects;
#[doc(hidden)]
pub mod random;
mod request_globals;
mod resource_fns;
#[doc(hidden)]
pub mod runtime;
mod sapi;
mod send_move;
mod sensitive;
mod spl;
mod static_call;
#[doc(hidden)]
pub mod streams;
mod throwables;
mod tick_fns;
mod traits;
mod typed_refs;
mod vars;
pub mod vm;
mod weakrefs;

/// The VM's internal API for the class libraries kept in rphp-vmlib (the
/// date classes, most of the SPL, reflection): the native class
/// description, the method plumbing and the few helpers they share with
/// this crate's own classes. Reflection reaches further in, through the
/// modules marked `#[doc(hidden)] pub` above (`classes`, `runtime`, ...):
/// their `pub` items are this same internal API. Not a stable interface for
/// embedders; it moves with the engine.
pub mod native {
    pub use crate::calls::given_type;
    pub use crate::classes::{class_of, ClassRt};
    pub use crate::runtime::{EngineBuiltin, EngineFn};
    pub use crate::spl::{
        bad_data, data_at, install_libs, invoke, load_members, members_of, native_base,
        private_key, state, MethodFn, NativeClass, NativeLib, NativeMethod, METHOD_PARAMS,
        UNSERIALIZE_DATA,
    };
    pub use crate::streams::{dir_list, local_path, open_file, open_php, read_line, with_stream};
}

pub use errors::ThrowableData;
pub use host::{
    ChildExit, ChildIo, FileStat, Host, LoadError, Loader, NullHost, OpenMode, SeekFrom, SpawnSpec,
    Spawned, RUSAGE_FIELDS,
};
pub use introspect::{php_constants, php_functions};
pub use vm::{RunResult, Vm, VmOptions};

/// A variable slot: `None` is PHP's "undefined" (never assigned or unset).
pub type Slot = Option<rphp_value::Value>;
