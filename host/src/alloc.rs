//! A global allocator that counts live bytes, so the VM can enforce
//! `memory_limit` against real usage (`Host::memory_usage`).
//!
//! Allocation goes to mimalloc natively (glibc's malloc/free were about a
//! fifth of the instructions of string- and array-heavy benchmarks) and to the
//! platform allocator on wasm, where mimalloc's C build would need clang;
//! rphp.wasm wraps its own size-class allocator with [`CountingOver`] instead
//! (wasi/src/size_classes.rs). The count is kept per
//! thread in a plain `Cell`: an atomic read-modify-write on every allocation
//! and free is a locked instruction, and a VM (one request) runs on one thread,
//! which is the usage `memory_limit` is about. Memory freed by another thread
//! than the one that allocated it makes the two threads' counts drift; the
//! count is clamped at zero.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;

pub struct Counting;

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

/// The allocator underneath the count.
#[cfg(not(target_family = "wasm"))]
mod raw {
    use libmimalloc_sys as mi;
    use std::alloc::Layout;
    use std::ffi::c_void;

    /// Every mimalloc block is aligned to at least a pointer; larger alignments
    /// take mimalloc's (slower) aligned entry points.
    const MIN_ALIGN: usize = std::mem::size_of::<usize>();

    #[inline(always)]
    pub unsafe fn alloc(layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::alloc's contract.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_malloc(layout.size())
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align())
            }
        }
        .cast()
    }

    #[inline(always)]
    pub unsafe fn alloc_zeroed(layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::alloc_zeroed's contract.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_zalloc(layout.size())
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align())
            }
        }
        .cast()
    }

    #[inline(always)]
    pub unsafe fn dealloc(ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator (GlobalAlloc::dealloc's contract).
        unsafe { mi::mi_free(ptr as *mut c_void) }
    }

    #[inline(always)]
    pub unsafe fn realloc(ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::realloc's contract.
        unsafe {
            if layout.align() <= MIN_ALIGN {
                mi::mi_realloc(ptr as *mut c_void, new_size)
            } else {
                mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align())
            }
        }
        .cast()
    }
}

#[cfg(target_family = "wasm")]
mod raw {
    use std::alloc::{GlobalAlloc, Layout, System};

    pub unsafe fn alloc(layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::alloc's contract.
        unsafe { System.alloc(layout) }
    }
    pub unsafe fn alloc_zeroed(layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::alloc_zeroed's contract.
        unsafe { System.alloc_zeroed(layout) }
    }
    pub unsafe fn dealloc(ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller upholds GlobalAlloc::dealloc's contract.
        unsafe { System.dealloc(ptr, layout) }
    }
    pub unsafe fn realloc(ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::realloc's contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

// SAFETY: forwards to the underlying allocator unchanged; only adds bookkeeping.
unsafe impl GlobalAlloc for Counting {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { raw::alloc(layout) };
        if !p.is_null() {
            add(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { raw::alloc_zeroed(layout) };
        if !p.is_null() {
            add(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { raw::dealloc(ptr, layout) };
        add(-(layout.size() as isize));
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { raw::realloc(ptr, layout, new_size) };
        if !p.is_null() {
            add(new_size as isize - layout.size() as isize);
        }
        p
    }
}

/// Counts live bytes like [`Counting`], over another allocator (rphp.wasm's
/// size classes).
pub struct CountingOver<A>(pub A);

// SAFETY: forwards to the wrapped allocator unchanged; only adds bookkeeping.
unsafe impl<A: GlobalAlloc> GlobalAlloc for CountingOver<A> {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { self.0.alloc(layout) };
        if !p.is_null() {
            add(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { self.0.alloc_zeroed(layout) };
        if !p.is_null() {
            add(layout.size() as isize);
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { self.0.dealloc(ptr, layout) };
        add(-(layout.size() as isize));
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { self.0.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            add(new_size as isize - layout.size() as isize);
        }
        p
    }
}
