//! A global allocator that counts live bytes, so `memory_limit` and
//! `memory_get_usage` work in the browser as they do natively. The module is
//! single-threaded; relaxed atomics compile to plain loads and stores there.
//!
//! Underneath is rphp.wasm's size-class allocator (wasi/src/size_classes.rs,
//! shared by path): the platform allocator of wasm32-unknown-unknown's std is
//! dlmalloc, whose bins and coalescing cost far more per malloc/free than a
//! free-list pop, and rphp allocates and frees small blocks all the time.
//! Elsewhere (the crate's unit tests on the build machine, which run on
//! several threads) the system allocator serves.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicIsize, Ordering};

#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[path = "../../wasi/src/size_classes.rs"]
mod size_classes;

#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
static RAW: size_classes::SizeClasses = size_classes::SizeClasses::new();
#[cfg(not(all(target_family = "wasm", not(target_feature = "atomics"))))]
use std::alloc::System as RAW;

pub struct Counting;

static ALLOCATED: AtomicIsize = AtomicIsize::new(0);

/// Bytes currently allocated.
pub fn allocated() -> usize {
    ALLOCATED.load(Ordering::Relaxed).max(0) as usize
}

fn add(n: isize) {
    ALLOCATED.fetch_add(n, Ordering::Relaxed);
}

// SAFETY: every call is forwarded to `RAW` with the caller's arguments.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::alloc's contract.
        let p = unsafe { RAW.alloc(layout) };
        if !p.is_null() {
            add(layout.size() as isize);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for alloc.
        let p = unsafe { RAW.alloc_zeroed(layout) };
        if !p.is_null() {
            add(layout.size() as isize);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator with `layout`.
        unsafe { RAW.dealloc(ptr, layout) };
        add(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from this allocator with `layout`.
        let p = unsafe { RAW.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            add(new_size as isize - layout.size() as isize);
        }
        p
    }
}
