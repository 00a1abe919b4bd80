//! The stream functions that only use the stream layer, not the engine's
//! own paths (`include`, `file_get_contents`, the wrappers): file and link
//! metadata (`stat`, `touch`, `symlink`...), stream options and transfers
//! (`stream_set_*`, `stream_copy_to_stream`...), processes (`proc_open`,
//! `popen`...), `get_meta_tags` and `disk_*_space`. The stream layer itself
//! stays in rphp-vm (`streams`).
//!
//! This module gives the moved files the names they used there
//! (`super::file_fns`, `super::Backend`, ...), from rphp-vm.

mod link_fns;
mod meta_tags;
mod option_fns;
mod process_fns;
mod script_disk_fns;
mod stat_fns;
mod transfer_fns;

pub(crate) use rphp_vm::streams::*;

/// The library as rphp-vm sees it: functions only.
pub(crate) static LIB: rphp_vm::native::NativeLib = rphp_vm::native::NativeLib {
    classes: &[],
    str_consts: |_| &[],
    clone_state: |_| None,
    debug_props: |_, _| None,
    view_props: |_, _| None,
    compare_props: |_, _| None,
    compare: |_, _, _| None,
    register,
    build_class: |_, _| None,
    class_method: |_, _| None,
    uncloneable: |_| false,
    decorate: |_, _| {},
    forward_target: |_| None,
};

fn register(vm: &mut rphp_vm::Vm) {
    for list in [
        stat_fns::BUILTINS,
        transfer_fns::BUILTINS,
        link_fns::BUILTINS,
        script_disk_fns::BUILTINS,
        process_fns::BUILTINS,
        option_fns::BUILTINS,
        meta_tags::BUILTINS,
    ] {
        vm.register_engine(list);
    }
}
