//! Printing floats the way PHP does.
//!
//! `echo`/string conversion uses the `precision` ini (default 14, `%.14G`
//! style: `0.1+0.2` → `0.3`, `1e15` → `1.0E+15`). `var_dump`, `var_export`
//! and `json_encode` use `serialize_precision` (default -1: the shortest
//! string that round-trips, `0.30000000000000004`). Both print `INF`,
//! `-INF`, `NAN` and `-0`.

use std::cell::Cell;

thread_local! {
    static PRECISION: Cell<i32> = const { Cell::new(14) };
    static SERIALIZE_PRECISION: Cell<i32> = const { Cell::new(-1) };
}

/// The `precision` ini of this thread's request.
pub fn precision() -> i32 {
    PRECISION.with(|p| p.get())
}
pub fn set_precision(p: i32) {
    PRECISION.with(|c| c.set(p));
}
pub fn serialize_precision() -> i32 {
    SERIALIZE_PRECISION.with(|p| p.get())
}
pub fn set_serialize_precision(p: i32) {
    SERIALIZE_PRECISION.with(|c| c.set(p));
}

/// Formats like PHP's `%.*G` with the given precision (`-1` or `0` handled as PHP does:
/// -1 means shortest round-trip). Used for `(string)$float`.
pub fn format_float(f: f64, precision: i32) -> String {
    let _ = (f, precision);
    todo!()
}

/// `(string)$float` with the current `precision` ini.
pub fn float_to_string(f: f64) -> String {
    format_float(f, precision())
}

/// The form `var_dump` prints (with the current `serialize_precision`), e.g. `0.1`, `1.0E+25`, `-0`, `INF`.
pub fn float_repr(f: f64) -> String {
    let _ = f;
    todo!()
}
