//! A size-class allocator for rphp.wasm.
//!
//! Why: rphp allocates and frees small blocks all the time (strings, array
//! storage, refcounted boxes), and wasm32-wasip1's default allocator (wasi-libc's
//! dlmalloc) spends 50-100 wasm instructions on each malloc and free: bins,
//! chunk headers, coalescing. wasip1 is single-threaded and `GlobalAlloc`
//! passes the size to `dealloc`, so small blocks need neither a header nor
//! locking: each size class keeps an intrusive free list, refilled by carving
//! 64 KiB slabs from the system allocator. A malloc or free of a small block is
//! a few loads and stores. Freed small blocks stay in their class (as in PHP's
//! own allocator); large blocks and over-aligned ones go to the system allocator.
//!
//! Classes: multiples of 8 bytes up to 128, then four classes per power of two
//! up to 4 KiB (wasted space is at most a quarter of a block).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::ptr;

/// The largest size served from a class.
const MAX_SMALL: usize = 4096;
/// Blocks of every class are aligned to this.
const ALIGN: usize = 8;
/// 16 classes of 8..=128, then 4 per doubling for 128..=4096 (5 doublings).
const CLASSES: usize = 16 + 5 * 4;
const SLAB: usize = 64 << 10;

/// The class of a size in 1..=MAX_SMALL.
#[inline(always)]
fn class_of(size: usize) -> usize {
    if size <= 128 {
        size.saturating_sub(1) >> 3
    } else {
        let s = size - 1;
        // 2^p < size <= 2^(p+1), p in 7..=11
        let p = (usize::BITS - 1 - s.leading_zeros()) as usize;
        let sub = (s >> (p - 2)) & 3;
        16 + (p - 7) * 4 + sub
    }
}

/// The block size of a class.
#[inline(always)]
fn class_size(c: usize) -> usize {
    if c < 16 {
        (c + 1) * 8
    } else {
        let p = (c - 16) / 4 + 7;
        let sub = (c - 16) % 4;
        (1 << p) + ((sub + 1) << (p - 2))
    }
}

struct State {
    free: [*mut u8; CLASSES],
    /// The unused tail of the current slab.
    bump: *mut u8,
    end: *mut u8,
}

/// The allocator; use one instance as the `#[global_allocator]`.
pub struct SizeClasses(UnsafeCell<State>);

// SAFETY: wasm32-wasip1 (and wasm32-unknown-unknown without atomics, where the
// browser package uses this file too) has no threads, so the state is never
// shared between threads. (The type is only used as the global allocator there.)
unsafe impl Sync for SizeClasses {}

impl SizeClasses {
    pub const fn new() -> Self {
        SizeClasses(UnsafeCell::new(State {
            free: [ptr::null_mut(); CLASSES],
            bump: ptr::null_mut(),
            end: ptr::null_mut(),
        }))
    }
}

impl Default for SizeClasses {
    fn default() -> Self {
        Self::new()
    }
}

#[inline(always)]
fn is_small(layout: &Layout) -> bool {
    layout.size() <= MAX_SMALL && layout.align() <= ALIGN
}

impl State {
    #[inline(always)]
    unsafe fn alloc_small(&mut self, c: usize) -> *mut u8 {
        let head = self.free[c];
        if !head.is_null() {
            // SAFETY: a free block holds the next free block's address.
            self.free[c] = unsafe { *(head as *mut *mut u8) };
            return head;
        }
        // SAFETY: forwarded contract.
        unsafe { self.refill(c) }
    }

    #[cold]
    unsafe fn refill(&mut self, c: usize) -> *mut u8 {
        let size = class_size(c);
        if (self.end as usize) - (self.bump as usize) < size {
            // The old slab's tail (smaller than this class) is left unused.
            // SAFETY: a valid, non-zero layout.
            let slab = unsafe { System.alloc(Layout::from_size_align_unchecked(SLAB, ALIGN)) };
            if slab.is_null() {
                return slab;
            }
            self.bump = slab;
            // SAFETY: the end of the slab just allocated.
            self.end = unsafe { slab.add(SLAB) };
        }
        let p = self.bump;
        // SAFETY: `size` bytes remain in the slab.
        self.bump = unsafe { p.add(size) };
        p
    }

    #[inline(always)]
    unsafe fn free_small(&mut self, p: *mut u8, c: usize) {
        // SAFETY: the block is at least 8 bytes and 8-aligned, and now unused.
        unsafe { *(p as *mut *mut u8) = self.free[c] };
        self.free[c] = p;
    }
}

// SAFETY: small blocks come from slabs owned by this allocator and are handed
// out at most once until freed; everything else is the system allocator's.
unsafe impl GlobalAlloc for SizeClasses {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if is_small(&layout) {
            // SAFETY: single-threaded (see the `Sync` impl); no reentrancy.
            unsafe { (*self.0.get()).alloc_small(class_of(layout.size())) }
        } else {
            // SAFETY: forwarded contract.
            unsafe { System.alloc(layout) }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if is_small(&layout) {
            // SAFETY: as in `alloc`; the block has `layout.size()` bytes.
            unsafe {
                let p = self.alloc(layout);
                if !p.is_null() {
                    ptr::write_bytes(p, 0, layout.size());
                }
                p
            }
        } else {
            // SAFETY: forwarded contract.
            unsafe { System.alloc_zeroed(layout) }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if is_small(&layout) {
            // SAFETY: `ptr` came from `alloc` with this layout, so from this class.
            unsafe { (*self.0.get()).free_small(ptr, class_of(layout.size())) }
        } else {
            // SAFETY: forwarded contract.
            unsafe { System.dealloc(ptr, layout) }
        }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let old_small = is_small(&layout);
        // SAFETY: GlobalAlloc::realloc's contract makes this layout valid.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        let new_small = is_small(&new_layout);
        if !old_small && !new_small {
            // SAFETY: forwarded contract.
            return unsafe { System.realloc(ptr, layout, new_size) };
        }
        if old_small && new_small && class_of(layout.size()) == class_of(new_size) {
            return ptr;
        }
        // SAFETY: a fresh block, the smaller of the two sizes copied, the old one freed.
        unsafe {
            let p = self.alloc(new_layout);
            if !p.is_null() {
                ptr::copy_nonoverlapping(ptr, p, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            p
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_cover_sizes_tightly() {
        let mut last = 0;
        for size in 1..=MAX_SMALL {
            let c = class_of(size);
            assert!(c < CLASSES, "{size}");
            let cs = class_size(c);
            assert!(cs >= size && cs % ALIGN == 0, "{size} -> {cs}");
            assert!(c >= last);
            last = c;
            if c > 0 {
                assert!(class_size(c - 1) < size, "{size} could use a smaller class");
            }
        }
        assert_eq!(class_of(MAX_SMALL), CLASSES - 1);
    }

    #[test]
    fn blocks_are_reused_and_distinct() {
        let a = SizeClasses::new();
        let l = Layout::from_size_align(24, 8).unwrap();
        unsafe {
            let p = a.alloc(l);
            let q = a.alloc(l);
            assert_ne!(p, q);
            a.dealloc(p, l);
            assert_eq!(a.alloc(l), p);
            *q = 42;
            let r = a.realloc(q, l, 5000);
            assert_eq!(*r, 42);
            a.dealloc(r, Layout::from_size_align(5000, 8).unwrap());
        }
    }
}
