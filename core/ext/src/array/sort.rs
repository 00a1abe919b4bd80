//! The sort family: `sort`, `rsort`, `usort`, `asort`, `arsort`, `uasort`,
//! `ksort`, `krsort`, `uksort`, `natsort`, `natcasesort`, with the
//! SORT_REGULAR/NUMERIC/STRING/NATURAL/FLAG_CASE flags. Ties keep their
//! original order (PHP 8's stable sort); the algorithm is PHP's own
//! ([`zend_sort`](super::zsort::zend_sort)), except for all-int and
//! all-string arrays whose comparison is a total order, where any sort gives
//! the same result and a plain one avoids `Value` dispatch (`fast_sort`).

use super::zsort::zend_sort;
use crate::string::compare::{binary_cmp, natcmp};
use crate::util::{int_arg, ref_array, set_ref};
use rphp_value::compare::{compare, compare_with, CtxCast};
use rphp_value::convert::{to_float, to_int, to_str};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, Value,
};
use std::cmp::Ordering;

const FLAGS: &[ParamSpec] = &[
    ParamSpec::req("array", ParamType::Array).by_ref(),
    ParamSpec::opt("flags", ParamType::Int, "SORT_REGULAR"),
];
const USER: &[ParamSpec] = &[
    ParamSpec::req("array", ParamType::Array).by_ref(),
    ParamSpec::req("callback", ParamType::Callable),
];
const ONLY: &[ParamSpec] = &[ParamSpec::req("array", ParamType::Array).by_ref()];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "sort",
        params: FLAGS,
        func: |c, a| flag_sort(c, a, "sort", By::Value, false, false),
    },
    Builtin {
        name: "rsort",
        params: FLAGS,
        func: |c, a| flag_sort(c, a, "rsort", By::Value, true, false),
    },
    Builtin {
        name: "asort",
        params: FLAGS,
        func: |c, a| flag_sort(c, a, "asort", By::Value, false, true),
    },
    Builtin {
        name: "arsort",
        params: FLAGS,
        func: |c, a| flag_sort(c, a, "arsort", By::Value, true, true),
    },
    Builtin {
        name: "ksort",
        params: FLAGS,
        func: |c, a| flag_sort(c, a, "ksort", By::Key, false, true),
    },
    Builtin {
        name: "krsort",
        params: FLAGS,
        func: |c, a| flag_sort(c, a, "krsort", By::Key, true, true),
    },
    Builtin {
        name: "natsort",
        params: ONLY,
        func: |c, a| nat_sort(c, a, "natsort", false),
    },
    Builtin {
        name: "natcasesort",
        params: ONLY,
        func: |c, a| nat_sort(c, a, "natcasesort", true),
    },
    Builtin {
        name: "usort",
        params: USER,
        func: |c, a| user_sort(c, a, "usort", By::Value, false),
    },
    Builtin {
        name: "uasort",
        params: USER,
        func: |c, a| user_sort(c, a, "uasort", By::Value, true),
    },
    Builtin {
        name: "uksort",
        params: USER,
        func: |c, a| user_sort(c, a, "uksort", By::Key, true),
    },
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum By {
    Value,
    Key,
}

pub const SORT_REGULAR: i64 = 0;
pub const SORT_NUMERIC: i64 = 1;
pub const SORT_STRING: i64 = 2;
pub const SORT_LOCALE_STRING: i64 = 5;
pub const SORT_NATURAL: i64 = 6;
pub const SORT_FLAG_CASE: i64 = 8;

/// One element being sorted: its original position, key and value (and the
/// value with any reference looked through, for comparisons).
struct Item {
    pos: usize,
    key: ArrayKey,
    value: Value,
    plain: Value,
}

fn sign(o: Ordering) -> i32 {
    o as i32
}

/// The comparison a flag set selects (`php_get_data_compare_func`), on plain values.
pub fn flag_compare(flags: i64) -> fn(&Value, &Value) -> i32 {
    match flags & !SORT_FLAG_CASE {
        SORT_NUMERIC => |a, b| {
            sign(
                to_float(a)
                    .partial_cmp(&to_float(b))
                    .unwrap_or(Ordering::Equal),
            )
        },
        SORT_STRING | SORT_LOCALE_STRING if flags & SORT_FLAG_CASE != 0 => {
            |a, b| binary_cmp(to_str(a).as_bytes(), to_str(b).as_bytes(), true).signum() as i32
        }
        SORT_STRING | SORT_LOCALE_STRING => {
            |a, b| binary_cmp(to_str(a).as_bytes(), to_str(b).as_bytes(), false).signum() as i32
        }
        SORT_NATURAL if flags & SORT_FLAG_CASE != 0 => {
            |a, b| sign(natcmp(to_str(a).as_bytes(), to_str(b).as_bytes(), true))
        }
        SORT_NATURAL => |a, b| sign(natcmp(to_str(a).as_bytes(), to_str(b).as_bytes(), false)),
        _ => regular,
    }
}

/// `zend_compare` as a sort comparison: uncomparable counts as greater.
pub fn regular(a: &Value, b: &Value) -> i32 {
    compare(a, b).map_or(1, sign)
}

fn items(a: &PhpArray) -> Vec<Item> {
    a.iter()
        .enumerate()
        .map(|(pos, (key, value))| Item {
            pos,
            key,
            value: value.elem_copy(),
            plain: value.get(),
        })
        .collect()
}

fn rebuild(items: Vec<Item>, keep_keys: bool) -> PhpArray {
    let mut out = PhpArray::with_capacity(items.len());
    for it in items {
        if keep_keys {
            out.insert(it.key, it.value);
        } else {
            let _ = out.push(it.value);
        }
    }
    out
}

fn key_value(k: &ArrayKey) -> Value {
    k.to_value()
}

fn flag_sort(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    by: By,
    reverse: bool,
    keep_keys: bool,
) -> Result<Value, Fault> {
    let arr = ref_array(ctx, args, 0, func, "array")?;
    let flags = int_arg(args, 1, SORT_REGULAR);
    if by == By::Value {
        if let Some(out) = fast_sort(&arr, flags, reverse, keep_keys) {
            set_ref(args, 0, Value::Array(out));
            return Ok(Value::Bool(true));
        }
    }
    let cmp = flag_compare(flags);
    let regular = is_regular(flags);
    let mut v = items(&arr);
    // SORT_REGULAR compares values as `<=>` does, objects included: a
    // notice for an object met by a number, `__toString` for a string.
    let mut cast = CtxCast::new(ctx);
    zend_sort(&mut v, &mut |a: &Item, b: &Item| {
        let r = match by {
            By::Value if regular => compare_with(&a.plain, &b.plain, &mut cast).map_or(1, sign),
            By::Value => cmp(&a.plain, &b.plain),
            By::Key => key_compare(flags, &a.key, &b.key, cmp),
        };
        let r = if reverse { -r } else { r };
        if r != 0 {
            r
        } else {
            sign(a.pos.cmp(&b.pos))
        }
    });
    set_ref(args, 0, Value::Array(rebuild(v, keep_keys)));
    // A Throwable from a cast surfaces once the array is sorted, as php's.
    cast.finish()?;
    Ok(Value::Bool(true))
}

/// Whether [`flag_compare`] picks [`regular`] for these flags.
fn is_regular(flags: i64) -> bool {
    !matches!(
        flags & !SORT_FLAG_CASE,
        SORT_NUMERIC | SORT_STRING | SORT_LOCALE_STRING | SORT_NATURAL
    )
}

/// `sort`/`rsort`/`asort`/`arsort` of an array whose values are all ints
/// (SORT_REGULAR) or all strings compared byte-wise (SORT_STRING, or
/// SORT_REGULAR with at most one numeric string, as only two numeric strings
/// compare as numbers). Those comparisons with the position tie-break are a
/// strict total order, so any correct sort gives exactly zend_sort's result;
/// this one compares plain ints or byte slices instead of dispatching on two
/// `Value`s per comparison. `None` for any other array (references included).
fn fast_sort(arr: &PhpArray, flags: i64, reverse: bool, keep_keys: bool) -> Option<PhpArray> {
    let n = arr.len();
    if n < 2 || n > u32::MAX as usize {
        return None;
    }
    let regular = flags & !SORT_FLAG_CASE == SORT_REGULAR;
    let string = flags == SORT_STRING;
    let first = arr.values().next()?;
    let order: Vec<u32> = match first {
        Value::Int(_) if regular => {
            let mut v: Vec<(i64, u32)> = Vec::with_capacity(n);
            for (i, x) in arr.values().enumerate() {
                let Value::Int(x) = x else { return None };
                v.push((*x, i as u32));
            }
            if reverse {
                v.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            } else {
                v.sort_unstable();
            }
            if !keep_keys {
                return Some(PhpArray::from_list(
                    v.into_iter().map(|(x, _)| Value::Int(x)).collect(),
                ));
            }
            v.into_iter().map(|(_, i)| i).collect()
        }
        Value::Str(_) if regular || string => {
            let mut v: Vec<(&[u8], u32)> = Vec::with_capacity(n);
            let mut numeric = 0;
            for (i, x) in arr.values().enumerate() {
                let Value::Str(x) = x else { return None };
                let b = x.as_bytes();
                if regular && rphp_value::convert::is_numeric_str(b) {
                    numeric += 1;
                    if numeric > 1 {
                        return None;
                    }
                }
                v.push((b, i as u32));
            }
            if reverse {
                v.sort_unstable_by(|a, b| b.0.cmp(a.0).then(a.1.cmp(&b.1)));
            } else {
                v.sort_unstable();
            }
            v.into_iter().map(|(_, i)| i).collect()
        }
        _ => return None,
    };
    let entries: Vec<(ArrayKey, &Value)> = arr.iter().collect();
    let mut out = PhpArray::with_capacity(n);
    for i in order {
        let (k, v) = &entries[i as usize];
        if keep_keys {
            out.insert(k.clone(), v.elem_copy());
        } else {
            let _ = out.push(v.elem_copy());
        }
    }
    Some(out)
}

/// Key comparison for ksort: numeric flags compare keys as numbers, string flags as strings,
/// SORT_REGULAR like `<=>` on the key values.
fn key_compare(flags: i64, a: &ArrayKey, b: &ArrayKey, cmp: fn(&Value, &Value) -> i32) -> i32 {
    if let (ArrayKey::Int(x), ArrayKey::Int(y)) = (a, b) {
        if flags & !SORT_FLAG_CASE == SORT_REGULAR || flags & !SORT_FLAG_CASE == SORT_NUMERIC {
            return sign(x.cmp(y));
        }
    }
    cmp(&key_value(a), &key_value(b))
}

fn nat_sort(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    ci: bool,
) -> Result<Value, Fault> {
    let arr = ref_array(ctx, args, 0, func, "array")?;
    let mut v = items(&arr);
    zend_sort(&mut v, &mut |a: &Item, b: &Item| {
        let r = sign(natcmp(
            to_str(&a.plain).as_bytes(),
            to_str(&b.plain).as_bytes(),
            ci,
        ));
        if r != 0 {
            r
        } else {
            sign(a.pos.cmp(&b.pos))
        }
    });
    set_ref(args, 0, Value::Array(rebuild(v, true)));
    Ok(Value::Bool(true))
}

fn user_sort(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    by: By,
    keep_keys: bool,
) -> Result<Value, Fault> {
    let arr = ref_array(ctx, args, 0, func, "array")?;
    let callback = args[1].get();
    let mut v = items(&arr);
    let mut fault: Option<Fault> = None;
    let mut warned = false;
    zend_sort(&mut v, &mut |a: &Item, b: &Item| {
        if fault.is_some() {
            return 0;
        }
        let (x, y) = match by {
            By::Value => (a.plain.clone(), b.plain.clone()),
            By::Key => (key_value(&a.key), key_value(&b.key)),
        };
        match user_compare(ctx, func, &callback, x, y, &mut warned) {
            Ok(0) => sign(a.pos.cmp(&b.pos)),
            Ok(r) => r,
            Err(f) => {
                fault = Some(f);
                0
            }
        }
    });
    if let Some(f) = fault {
        return Err(f);
    }
    set_ref(args, 0, Value::Array(rebuild(v, keep_keys)));
    Ok(Value::Bool(true))
}

/// `php_array_user_compare_unstable`: calls the callback, normalises its
/// result to -1/0/1 via `(int)`, and handles the deprecated bool returns.
pub fn user_compare(
    ctx: &mut dyn Context,
    func: &str,
    callback: &Value,
    a: Value,
    b: Value,
    warned: &mut bool,
) -> Result<i32, Fault> {
    let ab = [a, b];
    let r = ctx.call_ref(callback, &ab)?;
    if let Value::Bool(flag) = r {
        if !*warned {
            *warned = true;
            ctx.error(
                ErrorLevel::Deprecated,
                &format!("{}(): Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero", func),
            )?;
        }
        if !flag {
            let [a, b] = ab;
            let r2 = ctx.call(callback, vec![b, a])?;
            return Ok(-(to_int(&r2).signum() as i32));
        }
    }
    Ok(to_int(&r).signum() as i32)
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    fn sorted(func: &str, a: rphp_value::Value, flags: Option<i64>) -> String {
        let cell = r(a);
        let mut args = vec![cell.clone()];
        if let Some(f) = flags {
            args.push(i(f));
        }
        assert_eq!(run(func, args), "true");
        export(&cell.get())
    }

    #[test]
    fn flag_sorts() {
        assert_eq!(
            sorted("sort", arr(vec![i(3), i(1), i(2)]), None),
            "array (\n  0 => 1,\n  1 => 2,\n  2 => 3,\n)"
        );
        assert_eq!(
            sorted(
                "sort",
                arr(vec![
                    s("10"),
                    i(9),
                    s("9a"),
                    f(1.5),
                    rphp_value::Value::Bool(true)
                ]),
                None
            ),
            "array (\n  0 => 1.5,\n  1 => 9,\n  2 => '10',\n  3 => '9a',\n  4 => true,\n)"
        );
        assert_eq!(
            sorted(
                "asort",
                assoc(vec![("b", i(1)), ("a", i(1)), ("c", i(0))]),
                None
            ),
            "array (\n  'c' => 0,\n  'b' => 1,\n  'a' => 1,\n)"
        );
        assert_eq!(
            sorted(
                "arsort",
                assoc(vec![("b", i(1)), ("a", i(1)), ("c", i(0))]),
                None
            ),
            "array (\n  'b' => 1,\n  'a' => 1,\n  'c' => 0,\n)"
        );
        assert_eq!(
            sorted(
                "sort",
                arr(vec![s("img12"), s("img10"), s("IMG2"), s("img1")]),
                Some(6 | 8)
            ),
            "array (\n  0 => 'img1',\n  1 => 'IMG2',\n  2 => 'img10',\n  3 => 'img12',\n)"
        );
        assert_eq!(
            sorted(
                "sort",
                arr(vec![s("b"), s("B"), s("a"), s("A")]),
                Some(2 | 8)
            ),
            "array (\n  0 => 'a',\n  1 => 'A',\n  2 => 'b',\n  3 => 'B',\n)"
        );
        assert_eq!(
            sorted(
                "ksort",
                assoc(vec![
                    ("10", s("a")),
                    ("9", s("b")),
                    ("x", s("c")),
                    ("1", s("d"))
                ]),
                None
            ),
            "array (\n  1 => 'd',\n  9 => 'b',\n  10 => 'a',\n  'x' => 'c',\n)"
        );
    }
}
