//! Printing floats the way PHP does.
//!
//! `echo`/string conversion uses the `precision` ini (default 14, `%.14G`
//! style: `0.1+0.2` → `0.3`, `1e15` → `1.0E+15`). `var_dump`, `var_export`
//! and `json_encode` use `serialize_precision` (default -1: the shortest
//! string that round-trips, `0.30000000000000004`). Both print `INF`,
//! `-INF`, `NAN` and `-0`.
//!
//! Everything goes through [`gcvt`], a port of PHP's `zend_gcvt`: digits come
//! from Rust's exact formatting (`{:.*e}`, correctly rounded, ties to even, as
//! `zend_dtoa` mode 2) or from `ryu` (shortest round-trip, `zend_dtoa` mode
//! 0), then PHP's layout: exponent form when the decimal exponent is below -4
//! or at/above the digit count (14 for precision 14, 17 for precision -1),
//! `1.0E+25` with at least one fractional digit, exponent unpadded.

use std::cell::Cell;
use std::fmt::Write as _;

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
    let mut out = Vec::with_capacity(24);
    gcvt(f, precision, b'E', &mut out);
    // gcvt writes ASCII only.
    String::from_utf8(out).unwrap_or_default()
}

/// Appends `(string)$f` with the current `precision` ini.
#[inline]
pub fn append_float(f: f64, out: &mut Vec<u8>) {
    gcvt(f, precision(), b'E', out)
}

/// `(string)$float` with the current `precision` ini.
pub fn float_to_string(f: f64) -> String {
    format_float(f, precision())
}

/// The form `var_dump` prints (with the current `serialize_precision`), e.g. `0.1`, `1.0E+25`, `-0`, `INF`.
pub fn float_repr(f: f64) -> String {
    let mut out = Vec::with_capacity(24);
    append_float_repr(f, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// Appends what `var_dump` prints inside `float(...)` (PHP's `%.*H` with
/// `serialize_precision`): like [`gcvt`] but `INF`/`-INF`/`NAN` always whole.
pub fn append_float_repr(f: f64, out: &mut Vec<u8>) {
    if !f.is_finite() {
        out.extend_from_slice(non_finite(f));
        return;
    }
    gcvt(f, serialize_precision(), b'E', out)
}

/// What `var_export` prints for a float: the `var_dump` form plus `.0` when
/// it would otherwise read as an int (`1.0`, `-0.0`, `1.0E+25` unchanged).
pub fn append_float_export(f: f64, out: &mut Vec<u8>) {
    let start = out.len();
    gcvt(f, serialize_precision(), b'E', out);
    if f.is_finite()
        && !out[start..]
            .iter()
            .any(|&c| matches!(c, b'.' | b'e' | b'E'))
    {
        out.extend_from_slice(b".0");
    }
}

fn non_finite(f: f64) -> &'static [u8] {
    if f.is_nan() {
        b"NAN"
    } else if f > 0.0 {
        b"INF"
    } else {
        b"-INF"
    }
}

/// PHP's `zend_gcvt(value, precision ? precision : 1, '.', exp_char, buf)`:
/// `precision` significant digits (`<= -1`: shortest round-trip, laid out as
/// if 17), exponent form when the decimal exponent is < -4 or >= the digit
/// count. Infinity and NaN print as `INF`, `-INF`, `NAN`, truncated to
/// `precision` bytes as PHP's `snprintf(buf, ndigit + 1, ..)` does
/// (precision 1 prints `I`).
pub fn gcvt(value: f64, precision: i32, exp_char: u8, out: &mut Vec<u8>) {
    let ndigit: usize = match precision {
        0 => 1,
        p if p < 0 => 17,
        p => p as usize,
    };
    if !value.is_finite() {
        let s = non_finite(value);
        out.extend_from_slice(&s[..s.len().min(ndigit)]);
        return;
    }
    if value.is_sign_negative() {
        out.push(b'-');
    }
    let a = value.abs();
    // Fast path: an integer that prints in full without exponent.
    const POW10: [f64; 16] = [
        1.0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ];
    let int_limit = if precision < 0 {
        1e15
    } else {
        POW10[ndigit.min(15)]
    };
    if a < int_limit && a.fract() == 0.0 {
        out.extend_from_slice(itoa_buf(a as u64).as_slice());
        return;
    }
    let mut digits = Digits::new();
    let decpt = decimal_digits(a, precision, ndigit, &mut digits);
    layout(digits.as_slice(), decpt, ndigit as i32, exp_char, out);
}

/// `php_gcvt`'s layout of `digits` (no leading/trailing zeros, at least one)
/// with the decimal point after `decpt` digits.
fn layout(digits: &[u8], decpt: i32, ndigit: i32, exp_char: u8, out: &mut Vec<u8>) {
    if if decpt < 0 {
        decpt < -3
    } else {
        decpt > ndigit
    } {
        // Exponential format: d.ddddE+dd
        let e = decpt - 1;
        out.push(digits[0]);
        out.push(b'.');
        if digits.len() == 1 {
            out.push(b'0');
        } else {
            out.extend_from_slice(&digits[1..]);
        }
        out.push(exp_char);
        out.push(if e < 0 { b'-' } else { b'+' });
        out.extend_from_slice(itoa_buf(u64::from(e.unsigned_abs())).as_slice());
    } else if decpt <= 0 {
        // 0.000ddd
        out.extend_from_slice(b"0.");
        out.extend(std::iter::repeat_n(b'0', (-decpt) as usize));
        out.extend_from_slice(digits);
    } else {
        let d = decpt as usize;
        if digits.len() <= d {
            out.extend_from_slice(digits);
            out.extend(std::iter::repeat_n(b'0', d - digits.len()));
        } else {
            out.extend_from_slice(&digits[..d]);
            out.push(b'.');
            out.extend_from_slice(&digits[d..]);
        }
    }
}

/// A small stack buffer for digits, spilling to the heap for huge precisions.
struct Digits {
    buf: [u8; 72],
    len: usize,
    heap: Vec<u8>,
}

impl std::fmt::Write for Digits {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        for &c in s.as_bytes() {
            self.push(c);
        }
        Ok(())
    }
}

impl Digits {
    fn new() -> Self {
        Digits {
            buf: [0; 72],
            len: 0,
            heap: Vec::new(),
        }
    }
    #[inline]
    fn push(&mut self, c: u8) {
        if self.heap.is_empty() && self.len < self.buf.len() {
            self.buf[self.len] = c;
            self.len += 1;
        } else {
            if self.heap.is_empty() {
                self.heap.extend_from_slice(&self.buf[..self.len]);
            }
            self.heap.push(c);
        }
    }
    fn as_slice(&self) -> &[u8] {
        if self.heap.is_empty() {
            &self.buf[..self.len]
        } else {
            &self.heap
        }
    }
    fn truncate(&mut self, n: usize) {
        if self.heap.is_empty() {
            self.len = n;
        } else {
            self.heap.truncate(n);
        }
    }
}

/// The significant digits of finite `a >= 0` and the decimal point position:
/// `precision < 0` → shortest round-trip (`zend_dtoa` mode 0, via ryu);
/// otherwise `ndigit` digits correctly rounded, ties to even on the exact
/// binary value (`zend_dtoa` mode 2, via Rust's exact formatting). Trailing
/// zeros are dropped; zero is `"0"` with decpt 1.
fn decimal_digits(a: f64, precision: i32, ndigit: usize, out: &mut Digits) -> i32 {
    if a == 0.0 {
        out.push(b'0');
        return 1;
    }
    let mut raw = Digits::new();
    let mut b = ryu::Buffer::new();
    let _ = raw.write_str(b.format_finite(a));
    let decpt = normalise(raw.as_slice(), out);
    if precision < 0 {
        return decpt;
    }
    // Subnormals have ulps far wider than 2^-52 of the value: exact path only.
    if a >= f64::MIN_POSITIVE {
        if let Some(decpt) = round_shortest(out, decpt, ndigit) {
            return decpt;
        }
    }
    // The slow, exact way.
    let mut raw = Digits::new();
    let _ = write!(raw, "{:.*e}", ndigit - 1, a);
    let mut exact = Digits::new();
    let decpt = normalise(raw.as_slice(), &mut exact);
    *out = exact;
    decpt
}

/// Derives the correctly rounded `n`-digit form from the shortest
/// round-trip digits `d` (in place), or `None` when that cannot be decided
/// without the exact expansion.
///
/// - `d` has at most `n` digits and `n <= 15`: `d` is the answer, because
///   `d` is within half an ulp of the value and 15-digit grid points are
///   more than two ulps apart.
/// - `d` has more than `n` digits: rounding `d` at digit `n` is right unless
///   the rounding boundary lies between the value and `d`; that boundary
///   would then be a shorter (or equally short and closer) round-trip
///   string, which shortest-digit generation excludes, except when `d` *is*
///   the boundary (`n + 1` digits ending in 5).
fn round_shortest(d: &mut Digits, decpt: i32, n: usize) -> Option<i32> {
    let k = d.as_slice().len();
    if k <= n {
        return (n <= 15).then_some(decpt);
    }
    let digits = d.as_slice();
    if k == n + 1 && digits[n] == b'5' {
        return None;
    }
    let up = digits[n] >= b'5';
    d.truncate(n);
    let mut decpt = decpt;
    if up {
        // Propagate the carry; all nines become 1 with the point moved.
        let mut i = n;
        loop {
            if i == 0 {
                d.truncate(0);
                d.push(b'1');
                decpt += 1;
                break;
            }
            i -= 1;
            let c = d.as_slice()[i];
            if c == b'9' {
                d.truncate(i);
            } else {
                d.truncate(i);
                d.push(c + 1);
                break;
            }
        }
    }
    // Drop trailing zeros left by truncation.
    let keep = d
        .as_slice()
        .iter()
        .rposition(|&c| c != b'0')
        .map_or(1, |i| i + 1);
    d.truncate(keep);
    Some(decpt)
}

/// `ddd.ddde±x` (any part optional) → bare significant digits; returns decpt.
fn normalise(s: &[u8], out: &mut Digits) -> i32 {
    let (mant, exp) = match s.iter().position(|&c| c == b'e' || c == b'E') {
        Some(i) => {
            let (neg, digits) = match &s[i + 1..] {
                [b'-', rest @ ..] => (true, rest),
                [b'+', rest @ ..] => (false, rest),
                rest => (false, rest),
            };
            let e = digits
                .iter()
                .fold(0i32, |acc, &c| acc * 10 + i32::from(c - b'0'));
            (&s[..i], if neg { -e } else { e })
        }
        None => (s, 0),
    };
    let point = mant.iter().position(|&c| c == b'.').unwrap_or(mant.len()) as i32;
    let mut lead = 0i32;
    let mut seen = false;
    for &c in mant {
        if c == b'.' {
            continue;
        }
        if !seen && c == b'0' {
            lead += 1;
            continue;
        }
        seen = true;
        out.push(c);
    }
    let n = out
        .as_slice()
        .iter()
        .rposition(|&c| c != b'0')
        .map_or(0, |i| i + 1);
    out.truncate(n);
    if n == 0 {
        out.push(b'0');
        return 1;
    }
    point - lead + exp
}

/// Decimal digits of `n` in a stack buffer.
pub(crate) struct ItoaBuf {
    buf: [u8; 20],
    start: usize,
}
impl ItoaBuf {
    pub(crate) fn as_slice(&self) -> &[u8] {
        &self.buf[self.start..]
    }
}
/// "00" "01" ... "99": two digits per division.
const DIGITS2: [u8; 200] = {
    let mut t = [0u8; 200];
    let mut i = 0;
    while i < 100 {
        t[2 * i] = b'0' + (i / 10) as u8;
        t[2 * i + 1] = b'0' + (i % 10) as u8;
        i += 1;
    }
    t
};

pub(crate) fn itoa_buf(mut n: u64) -> ItoaBuf {
    let mut b = ItoaBuf {
        buf: [0; 20],
        start: 20,
    };
    while n >= 100 {
        let r = (n % 100) as usize * 2;
        n /= 100;
        b.start -= 2;
        b.buf[b.start..b.start + 2].copy_from_slice(&DIGITS2[r..r + 2]);
    }
    if n >= 10 {
        let r = n as usize * 2;
        b.start -= 2;
        b.buf[b.start..b.start + 2].copy_from_slice(&DIGITS2[r..r + 2]);
    } else {
        b.start -= 1;
        b.buf[b.start] = b'0' + n as u8;
    }
    b
}

/// How many decimal digits `n` has (1 for 0).
#[inline]
pub(crate) fn decimal_len(n: u64) -> usize {
    n.checked_ilog10().map_or(1, |l| l as usize + 1)
}

/// Writes the `len` decimal digits of `n` to `dst..dst + len`, two at a time
/// from the end, straight into the destination (no buffer, no `memcpy` call).
///
/// # Safety
/// `dst` must be valid for writes of `len` bytes and `len == decimal_len(n)`.
#[inline]
pub(crate) unsafe fn write_digits(mut n: u64, dst: *mut u8, len: usize) {
    let mut end = len;
    // SAFETY (all writes): `end` only decreases, and with `len` digits in
    // `n` the last write lands at offset 0.
    while n >= 100 {
        let r = (n % 100) as usize * 2;
        n /= 100;
        end -= 2;
        unsafe { std::ptr::copy_nonoverlapping(DIGITS2.as_ptr().add(r), dst.add(end), 2) };
    }
    if n >= 10 {
        let r = n as usize * 2;
        unsafe { std::ptr::copy_nonoverlapping(DIGITS2.as_ptr().add(r), dst.add(end - 2), 2) };
    } else {
        unsafe { *dst.add(end - 1) = b'0' + n as u8 };
    }
}

/// Appends the decimal form of an int (`(string)$i`).
#[inline]
pub fn append_int(i: i64, out: &mut Vec<u8>) {
    let n = i.unsigned_abs();
    let digits = decimal_len(n);
    let total = digits + usize::from(i < 0);
    out.reserve(total);
    // SAFETY: `reserve` made room for `total` bytes past the length, all of
    // which are written before `set_len`.
    unsafe {
        let len = out.len();
        let dst = out.as_mut_ptr().add(len);
        if i < 0 {
            *dst = b'-';
        }
        write_digits(n, dst.add(total - digits), digits);
        out.set_len(len + total);
    }
}

#[cfg(test)]
#[path = "float_tests.rs"]
mod tests;
