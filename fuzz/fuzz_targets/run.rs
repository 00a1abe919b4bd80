//! Runs arbitrary bytes as a PHP file through the whole pipeline (lexer,
//! parser, compiler, VM, builtins) with an in-memory host: any panic, abort
//! or stack overflow is a bug. Limits keep each input short: a small
//! memory_limit, and a clock that advances on every look so that
//! max_execution_time ends runaway loops.
#![no_main]
use libfuzzer_sys::fuzz_target;
use rphp_core::{Host, RunOptions};

/// Counts live bytes over the system allocator (which AddressSanitizer
/// instruments), so memory_limit sees real usage.
mod alloc {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

    pub struct Counting;
    static LIVE: AtomicUsize = AtomicUsize::new(0);

    pub fn allocated() -> usize {
        LIVE.load(Relaxed)
    }

    // SAFETY: forwards to the system allocator; only adds bookkeeping.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            // SAFETY: same contract as the caller's.
            let p = unsafe { System.alloc(layout) };
            if !p.is_null() {
                LIVE.fetch_add(layout.size(), Relaxed);
            }
            p
        }
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: same contract as the caller's.
            unsafe { System.dealloc(ptr, layout) };
            LIVE.fetch_sub(layout.size(), Relaxed);
        }
    }
}

#[global_allocator]
static GLOBAL: alloc::Counting = alloc::Counting;

#[derive(Default)]
struct FuzzHost {
    ticks: i64,
}

impl Host for FuzzHost {
    fn write_stdout(&mut self, _: &[u8]) {}
    fn write_stderr(&mut self, _: &[u8]) {}
    fn read_file(&mut self, _: &[u8]) -> Result<Vec<u8>, String> {
        Err("No such file or directory".into())
    }
    fn append_file(&mut self, _: &[u8], _: &[u8]) -> Result<(), String> {
        Ok(())
    }
    fn is_file(&mut self, _: &[u8]) -> bool {
        false
    }
    fn realpath(&mut self, _: &[u8]) -> Option<Vec<u8>> {
        None
    }
    fn cwd(&mut self) -> Vec<u8> {
        b"/fuzz".to_vec()
    }
    fn now(&mut self) -> (i64, u32) {
        self.ticks += 1;
        (self.ticks / 100, 0)
    }
    fn memory_usage(&mut self) -> Option<usize> {
        Some(alloc::allocated())
    }
    fn env(&mut self, _: &[u8]) -> Option<Vec<u8>> {
        None
    }
}

fuzz_target!(|data: &[u8]| {
    let opts = RunOptions {
        args: vec![],
        ini: vec![
            ("memory_limit".into(), "32M".into()),
            ("max_execution_time".into(), "1".into()),
        ],
    };
    let _ = rphp_core::run_source(Box::new(FuzzHost::default()), data, b"/fuzz/input.php", b"input.php", &opts);
});
