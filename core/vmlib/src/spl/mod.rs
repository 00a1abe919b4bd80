//! The SPL classes that need nothing of the engine beyond the native class
//! interface and its hooks: the doubly linked lists, SplObjectStorage, the
//! heaps, MultipleIterator, the file classes (SplFileInfo, SplFileObject,
//! the directory iterators) and the iterator wrappers (IteratorIterator's
//! family, CachingIterator, RegexIterator, RecursiveIteratorIterator...,
//! with `iterator_to_array` and friends). The rest of the SPL (ArrayObject
//! and SplFixedArray, which `foreach` and `ArrayAccess` reach into) and the
//! native class machinery itself stay in rphp-vm (`spl`).
//!
//! This module also gives the moved files the names they used there
//! (`super::state`, `super::method!`, ...), from rphp-vm's internal API.

mod caching;
mod dir_iterators;
mod dll;
mod file_info;
mod file_object;
mod heap;
mod iterators;
mod multiple;
mod recursive;
mod recursive_filters;
mod regex_iterator;
mod storage;

use rphp_value::{PhpArray, PhpObject};
use rphp_vm::native::NativeLib;
use std::any::Any;

pub(crate) use rphp_vm::native::{
    bad_data, data_at, load_members, members_of, native_base, private_key, state, NativeClass,
    NativeMethod, UNSERIALIZE_DATA,
};

/// `method!("Class", "name", func, [params...])` declares a [`NativeMethod`].
macro_rules! method {
    ($class:literal, $name:literal, $f:path, [$($p:expr),* $(,)?]) => {
        rphp_vm::native::NativeMethod {
            name: $name,
            is_static: false,
            entry: rphp_vm::native::EngineBuiltin {
                name: concat!($class, "->", $name),
                params: rphp_vm::native::METHOD_PARAMS,
                func: |vm, args| {
                    const P: &[rphp_value::ParamSpec] = &[$($p),*];
                    rphp_vm::native::invoke(vm, args, concat!($class, "::", $name), P, $f)
                },
            },
        }
    };
}
pub(crate) use method;

/// The library as rphp-vm sees it.
pub(crate) static LIB: NativeLib = NativeLib {
    classes: &[
        dll::CLASSES,
        storage::CLASSES,
        heap::CLASSES,
        multiple::CLASSES,
        file_info::CLASSES,
        iterators::CLASSES,
        caching::CLASSES,
        regex_iterator::CLASSES,
        recursive_filters::CLASSES,
        recursive::CLASSES,
    ],
    str_consts: |_| &[],
    clone_state,
    debug_props,
    view_props: |_, _| None,
    compare_props,
    compare: |_, _, _| None,
    register: iterators::register,
    build_class: |_, _| None,
    class_method: |_, _| None,
    uncloneable: |_| false,
    decorate: regex_iterator::decorate,
    forward_target: iterators::forward_target,
};

fn clone_state(b: &dyn Any) -> Option<Box<dyn Any>> {
    dll::clone_state(b)
        .or_else(|| storage::clone_state(b))
        .or_else(|| multiple::clone_state(b))
        .or_else(|| heap::clone_state(b))
        .or_else(|| file_info::clone_state(b))
}

/// var_dump's view: the real properties plus php's private views of the state.
fn debug_props(o: &PhpObject, base: &str) -> Option<PhpArray> {
    let mut props = o.props();
    match base {
        "SplDoublyLinkedList" | "SplQueue" | "SplStack" => dll::debug_props(o, &mut props),
        "SplObjectStorage" => storage::debug_props(o, &mut props),
        "MultipleIterator" => multiple::debug_props(o, &mut props),
        "SplHeap" | "SplMinHeap" | "SplMaxHeap" | "SplPriorityQueue" => {
            heap::debug_props(o, base, &mut props)
        }
        "SplFileInfo"
        | "SplFileObject"
        | "SplTempFileObject"
        | "DirectoryIterator"
        | "FilesystemIterator"
        | "RecursiveDirectoryIterator"
        | "GlobIterator" => file_info::debug_props(o, &mut props),
        _ => return None,
    }
    Some(props)
}

/// SplObjectStorage compares its objects and data before its properties.
fn compare_props(o: &PhpObject, base: &str) -> Option<PhpArray> {
    match base {
        "SplObjectStorage" => Some(storage::by_object(o)),
        _ => None,
    }
}
