//! A global allocator that counts live bytes, so the VM can enforce
//! `memory_limit` against real usage (`Host::memory_usage`).
//!
//! Allocation goes to mimalloc (glibc's malloc/free were about a fifth of the
//! instructions of string- and array-heavy benchmarks). The count is kept per
//! thread in a plain `Cell`: an atomic read-modify-write on every allocation
//! and free is a locked instruction, and a VM (one request) runs on one thread,
//! which is the usage `memory_limit` is about. Memory freed by another thread
//! than the one that allocated it makes the two threads' counts drift; the
//! count is clamped at zero.

use libmimalloc_sys as mi;
use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;
use std::ffi::c_void;

pub struct Counting;

/// Every mimalloc block is aligned to at least a pointer; larger alignments
/// take mimalloc's (slower) aligned entry points.
const MIN_ALIGN: usize = std::mem::size_of::<usize>();

thread_local! {
    static ALLOCATED: Cell<isize> = const { Cell::new(0) };
}

/// Bytes currently allocated by this thread.
pub fn allocated() -> usize {
    ALLOCATED.with(|c| c.get().max(0) as usize)
}

#[inline(always)]
fn add(n: isize) {
    // `try_with`: during thread teardown the slot may be gone; skip counting then.
    let _ = ALLOCATED.try_with(|c| c.set(c.get().wrapping_add(n)));
}

// SAFETY: forwards to mimalloc unchanged; only adds bookkeeping.
unsafe impl GlobalAlloc for Counting {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_malloc(layout.size())
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align())
            }
        } as *mut u8;
        if !p.is_null() {
            add(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_zalloc(layout.size())
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align())
            }
        } as *mut u8;
        if !p.is_null() {
            add(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { mi::mi_free(ptr as *mut c_void) };
        add(-(layout.size() as isize));
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_realloc(ptr as *mut c_void, new_size)
            } else {
                mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align())
            }
        } as *mut u8;
        if !p.is_null() {
            add(new_size as isize - layout.size() as isize);
        }
        p
    }
}
