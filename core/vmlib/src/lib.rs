//! rphp-vmlib: built-in class libraries that run seldom, kept out of
//! rphp-vm so that a size-minded build (rphp.wasm, the browser package) can
//! compile them for size while the interpreter stays compiled for speed.
//!
//! Holds the date classes (`date`: DateTime, DateTimeZone, DateInterval,
//! DatePeriod and their procedural aliases) and most of the SPL's data
//! structures and file classes (`spl`), reflection (`reflection`), and
//! the stream functions that need only the stream layer (`streams`), and
//! a few small function families (`system_fns`, `netdb_fns`, `locale_fns`,
//! `cli_fns`).
//!
//! **Architecture Invariant:** rphp-vm never depends on this crate. The
//! engine reaches these classes only through the [`NativeLib`] hooks that
//! the embedder installs at start-up ([`install`]); the code here uses the
//! VM's internal API (`rphp_vm::native` and the `#[doc(hidden)] pub`
//! modules of rphp-vm) under the module names it has in rphp-vm
//! (`crate::classes`, `crate::runtime`, ...) so files move between the
//! crates unchanged.

use rphp_value::{PhpArray, PhpObject};
use rphp_vm::native::NativeLib;

/// A builtin that needs the VM, as rphp-vm's `engine!` declares one.
macro_rules! engine {
    ($name:literal, [$($p:expr),*], $f:expr) => {
        EngineBuiltin { name: $name, params: &[$($p),*], func: $f }
    };
    ($name:literal, $f:expr) => {
        EngineBuiltin { name: $name, params: &[], func: $f }
    };
}

mod cli_fns;
mod date;
mod locale_fns;
mod netdb_fns;
mod reflection;
mod spl;
mod streams;
mod system_fns;

// The names rphp-vm's own code uses (`crate::classes::ClassRt`, ...), so
// files move between the crates unchanged.
use rphp_vm::{
    calls, classes, closures, errors, fibers, fs_fns, generators, host, magic, objects, random,
    runtime, vm,
};

static DATE: NativeLib = NativeLib {
    classes: &[date::CLASSES],
    str_consts: date::str_consts,
    clone_state: date::clone_state,
    debug_props: date::debug_props,
    view_props: date_view_props,
    compare_props: |_, _| None,
    compare: date_compare,
    register: date::register,
    build_class: |_, _| None,
    class_method: |_, _| None,
    uncloneable: |_| false,
    decorate: |_, _| {},
    forward_target: |_| None,
};

/// var_dump's view minus DateInterval, whose properties are real ones.
fn date_view_props(o: &PhpObject, base: &str) -> Option<PhpArray> {
    match base {
        "DateTime" | "DateTimeImmutable" | "DateTimeZone" => date::debug_props(o, base),
        _ => None,
    }
}

fn date_compare(x: &PhpObject, y: &PhpObject, base: &str) -> Option<Option<std::cmp::Ordering>> {
    match base {
        "DateTime" | "DateTimeImmutable" => date::compare(x, y),
        _ => None,
    }
}

/// The small function families that need the VM but not its internals
/// (`getenv`/`putenv`/`getrusage`/syslog, `gethostbyname` and the
/// protocol/service tables, `setlocale`/`localeconv`, `cli_set_process_title`).
static FUNCTIONS: NativeLib = NativeLib {
    classes: &[],
    str_consts: |_| &[],
    clone_state: |_| None,
    debug_props: |_, _| None,
    view_props: |_, _| None,
    compare_props: |_, _| None,
    compare: |_, _, _| None,
    register: |vm| {
        system_fns::register(vm);
        netdb_fns::register(vm);
        cli_fns::register(vm);
        locale_fns::register(vm);
    },
    build_class: |_, _| None,
    class_method: |_, _| None,
    uncloneable: |_| false,
    decorate: |_, _| {},
    forward_target: |_| None,
};

/// Installs every library into rphp-vm (once per process; idempotent).
/// Call before creating a `Vm`.
pub fn install() {
    static LIBS: &[&NativeLib] = &[
        &DATE,
        &spl::LIB,
        &reflection::LIB,
        &streams::LIB,
        &FUNCTIONS,
    ];
    rphp_vm::native::install_libs(LIBS);
}
