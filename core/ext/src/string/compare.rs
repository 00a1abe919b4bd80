//! String comparison: `strcmp`, `strcasecmp`, `strncmp`, `strncasecmp`
//! (byte differences, as `zend_binary_strcmp` returns them), and natural
//! order `strnatcmp`/`strnatcasecmp` (Martin Pool's algorithm, as PHP's
//! `strnatcmp_ex`), which `sort(..., SORT_NATURAL)` also uses.

use crate::util::{int_arg, str_arg, value_error};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};
use std::cmp::Ordering;

const TWO: &[ParamSpec] = &[
    ParamSpec::req("string1", ParamType::String),
    ParamSpec::req("string2", ParamType::String),
];
const THREE: &[ParamSpec] = &[
    ParamSpec::req("string1", ParamType::String),
    ParamSpec::req("string2", ParamType::String),
    ParamSpec::req("length", ParamType::Int),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "strcoll",
        params: TWO,
        func: |_, a| {
            Ok(Value::Int(strcoll(
                str_arg(a, 0).as_bytes(),
                str_arg(a, 1).as_bytes(),
            )))
        },
    },
    Builtin {
        name: "strcmp",
        params: TWO,
        func: |_, a| {
            Ok(Value::Int(binary_cmp(
                str_arg(a, 0).as_bytes(),
                str_arg(a, 1).as_bytes(),
                false,
            )))
        },
    },
    Builtin {
        name: "strcasecmp",
        params: TWO,
        func: |_, a| {
            Ok(Value::Int(binary_cmp(
                str_arg(a, 0).as_bytes(),
                str_arg(a, 1).as_bytes(),
                true,
            )))
        },
    },
    Builtin {
        name: "strncmp",
        params: THREE,
        func: |c, a| strncmp(c, a, "strncmp", false),
    },
    Builtin {
        name: "strncasecmp",
        params: THREE,
        func: |c, a| strncmp(c, a, "strncasecmp", true),
    },
    Builtin {
        name: "strnatcmp",
        params: TWO,
        func: |_, a| {
            Ok(Value::Int(ord_int(natcmp(
                str_arg(a, 0).as_bytes(),
                str_arg(a, 1).as_bytes(),
                false,
            ))))
        },
    },
    Builtin {
        name: "strnatcasecmp",
        params: TWO,
        func: |_, a| {
            Ok(Value::Int(ord_int(natcmp(
                str_arg(a, 0).as_bytes(),
                str_arg(a, 1).as_bytes(),
                true,
            ))))
        },
    },
];

/// `strcoll` under PHP's C.UTF-8 collation: C `strcmp` on the strings up to any NUL.
fn strcoll(a: &[u8], b: &[u8]) -> i64 {
    let cut = |s: &[u8]| s.iter().position(|&c| c == 0).map_or(s.len(), |p| p);
    let (a, b) = (&a[..cut(a)], &b[..cut(b)]);
    let n = a.len().max(b.len());
    for i in 0..n {
        let (x, y) = (
            a.get(i).copied().unwrap_or(0),
            b.get(i).copied().unwrap_or(0),
        );
        if x != y {
            return x as i64 - y as i64;
        }
    }
    0
}

pub fn ord_int(o: Ordering) -> i64 {
    o as i64
}

/// `zend_binary_strcmp`/`zend_binary_strcasecmp`: the difference of the first
/// differing bytes, else -1/0/1 by length.
pub fn binary_cmp(a: &[u8], b: &[u8], ci: bool) -> i64 {
    for (&x, &y) in a.iter().zip(b) {
        let (x, y) = if ci {
            (x.to_ascii_lowercase(), y.to_ascii_lowercase())
        } else {
            (x, y)
        };
        if x != y {
            return x as i64 - y as i64;
        }
    }
    (a.len() as i64 - b.len() as i64).signum()
}

fn strncmp(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    ci: bool,
) -> Result<Value, Fault> {
    let n = int_arg(args, 2, 0);
    if n < 0 {
        return Err(value_error(
            ctx,
            func,
            2,
            "length",
            "must be greater than or equal to 0",
        ));
    }
    let (a, b) = (str_arg(args, 0), str_arg(args, 1));
    let n = n as usize;
    let a = &a.as_bytes()[..a.len().min(n)];
    let b = &b.as_bytes()[..b.len().min(n)];
    Ok(Value::Int(binary_cmp(a, b, ci)))
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Natural-order comparison (`strnatcmp_ex`).
pub fn natcmp(a: &[u8], b: &[u8], ci: bool) -> Ordering {
    if a.is_empty() || b.is_empty() {
        return a.len().cmp(&b.len());
    }
    let at = |s: &[u8], i: usize| s.get(i).copied().unwrap_or(0);
    let (mut ai, mut bi) = (0usize, 0usize);
    let mut leading = true;
    loop {
        if leading {
            while at(a, ai) == b'0' && ai + 1 < a.len() && a[ai + 1].is_ascii_digit() {
                ai += 1;
            }
            while at(b, bi) == b'0' && bi + 1 < b.len() && b[bi + 1].is_ascii_digit() {
                bi += 1;
            }
            leading = false;
        }
        while is_space(at(a, ai)) {
            ai += 1;
        }
        while is_space(at(b, bi)) {
            bi += 1;
        }
        let (mut ca, mut cb) = (at(a, ai), at(b, bi));
        if ca.is_ascii_digit() && cb.is_ascii_digit() {
            let fractional = ca == b'0' || cb == b'0';
            let r = if fractional {
                compare_left(a, &mut ai, b, &mut bi)
            } else {
                compare_right(a, &mut ai, b, &mut bi)
            };
            if r != Ordering::Equal {
                return r;
            }
            match (ai >= a.len(), bi >= b.len()) {
                (true, true) => return Ordering::Equal,
                (true, false) => return Ordering::Less,
                (false, true) => return Ordering::Greater,
                _ => {
                    ca = at(a, ai);
                    cb = at(b, bi);
                }
            }
        }
        if ci {
            ca = ca.to_ascii_uppercase();
            cb = cb.to_ascii_uppercase();
        }
        match ca.cmp(&cb) {
            Ordering::Equal => {}
            o => return o,
        }
        ai += 1;
        bi += 1;
        match (ai >= a.len(), bi >= b.len()) {
            (true, true) => return Ordering::Equal,
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
    }
}

fn digit_at(s: &[u8], i: usize) -> Option<u8> {
    s.get(i).copied().filter(u8::is_ascii_digit)
}

/// Right-aligned digit runs: the longer run wins, else the first difference.
fn compare_right(a: &[u8], ai: &mut usize, b: &[u8], bi: &mut usize) -> Ordering {
    let mut bias = Ordering::Equal;
    loop {
        match (digit_at(a, *ai), digit_at(b, *bi)) {
            (None, None) => return bias,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) => {
                if bias == Ordering::Equal {
                    bias = x.cmp(&y);
                }
            }
        }
        *ai += 1;
        *bi += 1;
    }
}

/// Left-aligned (fractional) digit runs: the first difference wins.
fn compare_left(a: &[u8], ai: &mut usize, b: &[u8], bi: &mut usize) -> Ordering {
    loop {
        match (digit_at(a, *ai), digit_at(b, *bi)) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x != y => return x.cmp(&y),
            _ => {}
        }
        *ai += 1;
        *bi += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::natcmp;
    use crate::testing::*;
    use std::cmp::Ordering::*;

    #[test]
    fn byte_compare() {
        assert_eq!(run("strcmp", vec![s("a"), s("c")]), "-2");
        assert_eq!(run("strcmp", vec![s("abc"), s("ab")]), "1");
        assert_eq!(run("strcasecmp", vec![s("HELLO"), s("hello")]), "0");
        assert_eq!(run("strncmp", vec![s("abcd"), s("abef"), i(2)]), "0");
        assert_eq!(run("strncasecmp", vec![s("ab"), s("AC"), i(5)]), "-1");
        assert_eq!(
            run("strncmp", vec![s("a"), s("b"), i(-1)]),
            "ValueError: strncmp(): Argument #3 ($length) must be greater than or equal to 0"
        );
    }

    #[test]
    fn natural() {
        assert_eq!(natcmp(b"img12", b"img10", false), Greater);
        assert_eq!(natcmp(b"img2", b"img10", false), Less);
        assert_eq!(natcmp(b"A1", b"a01", true), Greater);
        assert_eq!(natcmp(b"x 1", b"x1", false), Equal);
        assert_eq!(natcmp(b"1.5", b"1.10", false), Less);
        assert_eq!(natcmp(b"0001", b"1", false), Equal);
        assert_eq!(natcmp(b"a", b"A", false), Greater);
    }
}
