//! `trim`, `ltrim`, `rtrim` and PHP's character-mask syntax (`"a..z"` ranges,
//! `php_charmask`), which `ucwords`, `addcslashes` and `str_word_count` share.

use crate::util::str_arg;
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, Value};

const TRIM_PARAMS: &[ParamSpec] = &[
    ParamSpec::req("string", ParamType::String),
    ParamSpec::opt("characters", ParamType::String, "\" \\n\\r\\t\\v\\x00\""),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "trim",
        params: TRIM_PARAMS,
        func: |c, a| trim(c, a, "trim", true, true),
    },
    Builtin {
        name: "ltrim",
        params: TRIM_PARAMS,
        func: |c, a| trim(c, a, "ltrim", true, false),
    },
    Builtin {
        name: "rtrim",
        params: TRIM_PARAMS,
        func: |c, a| trim(c, a, "rtrim", false, true),
    },
    Builtin {
        name: "chop",
        params: TRIM_PARAMS,
        func: |c, a| trim(c, a, "chop", false, true),
    },
];

/// The default mask of trim(): space, \t, \n, \r, \0, \x0B.
pub const DEFAULT_TRIM: &[u8] = b" \t\n\r\0\x0B";

/// A set of bytes.
pub struct Mask(pub [bool; 256]);

impl Mask {
    pub fn of(bytes: &[u8]) -> Mask {
        let mut m = [false; 256];
        for &b in bytes {
            m[b as usize] = true;
        }
        Mask(m)
    }
    #[inline]
    pub fn has(&self, c: u8) -> bool {
        self.0[c as usize]
    }
}

/// `php_charmask`: parses a character list with `a..z` ranges, warning
/// (as `func(): Invalid '..'-range...`) about malformed ranges.
pub fn charmask(ctx: &mut dyn Context, func: &str, input: &[u8]) -> Result<Mask, Fault> {
    let mut m = [false; 256];
    let len = input.len();
    let mut i = 0;
    while i < len {
        let c = input[i];
        if i + 3 < len && input[i + 1] == b'.' && input[i + 2] == b'.' && input[i + 3] >= c {
            for x in c..=input[i + 3] {
                m[x as usize] = true;
            }
            i += 4;
            continue;
        } else if i + 1 < len && input[i] == b'.' && input[i + 1] == b'.' {
            let why = if i == 0 {
                "Invalid '..'-range, no character to the left of '..'"
            } else if i + 2 >= len {
                "Invalid '..'-range, no character to the right of '..'"
            } else if input[i - 1] > input[i + 2] {
                "Invalid '..'-range, '..'-range needs to be incrementing"
            } else {
                "Invalid '..'-range"
            };
            ctx.error(ErrorLevel::Warning, &format!("{}(): {}", func, why))?;
        } else {
            m[c as usize] = true;
        }
        i += 1;
    }
    Ok(Mask(m))
}

/// Trims bytes in `mask` from the chosen ends.
pub fn trim_bytes<'a>(s: &'a [u8], mask: &Mask, left: bool, right: bool) -> &'a [u8] {
    let mut start = 0;
    let mut end = s.len();
    if left {
        while start < end && mask.has(s[start]) {
            start += 1;
        }
    }
    if right {
        while end > start && mask.has(s[end - 1]) {
            end -= 1;
        }
    }
    &s[start..end]
}

fn trim(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    left: bool,
    right: bool,
) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let mask = if args.len() > 1 {
        charmask(ctx, func, str_arg(args, 1).as_bytes())?
    } else {
        Mask::of(DEFAULT_TRIM)
    };
    let t = trim_bytes(s.as_bytes(), &mask, left, right);
    if t.len() == s.len() {
        return Ok(Value::Str(s));
    }
    Ok(Value::str(t))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn trims() {
        assert_eq!(run("trim", vec![s("  abcxx "), s(" x")]), "'abc'");
        assert_eq!(run("trim", vec![s("abcdef"), s("a..c")]), "'def'");
        assert_eq!(run("trim", vec![s("abc"), s("a..")]), "'bc'");
        assert_eq!(run("trim", vec![s("\0\t\n abc \x0B\r")]), "'abc'");
        assert_eq!(run("rtrim", vec![s("xabcx"), s("x")]), "'xabc'");
        assert_eq!(run("ltrim", vec![s("xabcx"), s("x")]), "'abcx'");
        let (_, ctx) = call("trim", vec![s("abcdef"), s("c..a")]);
        assert_eq!(
            ctx.errors[0].1,
            "trim(): Invalid '..'-range, '..'-range needs to be incrementing"
        );
    }
}
