//! `$s++` and `$s--` on strings (Perl-style increment: `"Az"` → `"Ba"`,
//! `"zz"` → `"aaa"`, `"a9"` → `"b0"`).

use crate::Value;

/// `++$s` for a string: numeric strings become numbers + 1, the empty string
/// becomes `"1"`, others increment alphanumerically.
pub fn increment_string(s: &[u8]) -> Value {
    let _ = s;
    todo!()
}

/// `--$s`: numeric strings become numbers - 1, the empty string becomes `-1`,
/// other strings are left unchanged.
pub fn decrement_string(s: &[u8]) -> Value {
    let _ = s;
    todo!()
}
