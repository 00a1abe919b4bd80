//! `getrusage()` under WASI, which has no such call: the figures wasi-libc's
//! emulated process clocks (`-lwasi-emulated-process-clocks`) give a C
//! program, so rphp.wasm reports what php built against them would. User
//! time is the process CPU-time clock when the runtime has one, else (as in
//! wasi-libc, and under wasmtime, which refuses that clock with EBADF) the
//! monotonic time since the program started; every other field, and all of
//! a child's figures (WASI has no child processes), are zero.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// WASI preview 1's `clockid::process_cputime_id`.
const CLOCK_PROCESS_CPUTIME_ID: u32 = 2;

#[link(wasm_import_module = "wasi_snapshot_preview1")]
extern "C" {
    #[link_name = "clock_time_get"]
    fn wasi_clock_time_get(id: u32, precision: u64, time: *mut u64) -> u16;
}

static START: OnceLock<Instant> = OnceLock::new();

/// Marks the program's start (called when the host is created), the origin
/// of the emulated user time.
pub(crate) fn mark_start() {
    START.get_or_init(Instant::now);
}

fn user_time() -> Duration {
    let mut nanos = 0u64;
    // SAFETY: clock_time_get writes one u64 through the pointer, which refers
    // to a live local.
    if unsafe { wasi_clock_time_get(CLOCK_PROCESS_CPUTIME_ID, 1, &mut nanos) } == 0 {
        return Duration::from_nanos(nanos);
    }
    START.get_or_init(Instant::now).elapsed()
}

/// The 17 fields in php's `getrusage()` order (the VM's `RUSAGE_FIELDS`).
pub(crate) fn rusage(children: bool) -> [i64; 17] {
    let mut r = [0i64; 17];
    if !children {
        let t = user_time();
        r[13] = i64::from(t.subsec_micros());
        r[14] = t.as_secs() as i64;
    }
    r
}
