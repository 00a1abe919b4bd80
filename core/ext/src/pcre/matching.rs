//! `preg_match`, `preg_match_all` and `preg_grep`, and the match arrays they
//! build (`populate_subpat_array` / `add_offset_pair` in php_pcre.c).

use super::cache::{self, set_count, Compiled, PREG_INTERNAL_ERROR, PREG_NO_ERROR};
use crate::util::{array_arg, int_arg, set_ref, str_arg, to_string_warn, value_error};
use rphp_regex::MatchOptions;
use rphp_value::{ArrayKey, Context, Fault, PhpArray, Value};

pub const PREG_PATTERN_ORDER: i64 = 1;
pub const PREG_SET_ORDER: i64 = 2;
pub const PREG_OFFSET_CAPTURE: i64 = 256;
pub const PREG_UNMATCHED_AS_NULL: i64 = 512;
pub const PREG_GREP_INVERT: i64 = 1;

const UNSET: usize = usize::MAX;

/// One group's value: the substring, or "" / null when unset.
fn group_value(s: &[u8], slots: &[usize], i: usize, as_null: bool) -> Value {
    match slots.get(2 * i) {
        Some(&a) if a != UNSET => Value::str(&s[a..slots[2 * i + 1]]),
        _ if as_null => Value::Null,
        _ => Value::str(""),
    }
}

/// `[substring, offset]`, or `["", -1]` / `[null, -1]` for an unset group.
pub fn offset_pair(s: &[u8], slots: &[usize], i: usize, as_null: bool) -> Value {
    let (v, off) = match slots.get(2 * i) {
        Some(&a) if a != UNSET => (Value::str(&s[a..slots[2 * i + 1]]), a as i64),
        _ => (if as_null { Value::Null } else { Value::str("") }, -1),
    };
    Value::Array(PhpArray::from_list(vec![v, Value::Int(off)]))
}

/// The matches array of one match, as preg_match and PREG_SET_ORDER fill it:
/// groups up to the last set one (all of them with PREG_UNMATCHED_AS_NULL),
/// each named group under its name first, then its number.
pub fn subpat_array(c: &Compiled, s: &[u8], slots: &[usize], flags: i64) -> PhpArray {
    let offset_capture = flags & PREG_OFFSET_CAPTURE != 0;
    let as_null = flags & PREG_UNMATCHED_AS_NULL != 0;
    let count = set_count(slots);
    let total = if as_null { c.names.len() } else { count };
    let named = c.names[..total].iter().filter(|n| n.is_some()).count();
    let value = |i: usize| {
        if offset_capture {
            offset_pair(s, slots, i, as_null)
        } else {
            group_value(s, slots, i, as_null)
        }
    };
    let template = (named > 0 && total == c.names.len())
        .then(|| {
            c.template
                .borrow_mut()
                .get_or_insert_with(|| build_subpat_array(c, total, named, |_| Value::Null))
                .clone()
        })
        // Duplicate names (`J`) share a key: positions are not one per name.
        .filter(|t| t.len() == total + named);
    if let Some(mut out) = template {
        // Every group is in the array: a copy of the pattern's template
        // (same keys in the same order, no holes) with the values stored in
        // storage order.
        let mut slots_out = out.values_mut();
        for i in 0..total {
            let v = value(i);
            if c.names[i].is_some() {
                if let Some(slot) = slots_out.next() {
                    *slot = v.clone();
                }
            }
            if let Some(slot) = slots_out.next() {
                *slot = v;
            }
        }
        drop(slots_out);
        return out;
    }
    build_subpat_array(c, total, named, value)
}

/// The matches array for groups `0..total` (`named` of them named), values from `value`.
fn build_subpat_array(
    c: &Compiled,
    total: usize,
    named: usize,
    value: impl Fn(usize) -> Value,
) -> PhpArray {
    let mut out = if named > 0 {
        PhpArray::with_hash_capacity(total + named)
    } else {
        PhpArray::with_capacity(total)
    };
    for i in 0..total {
        let v = value(i);
        if let Some(name) = &c.names[i] {
            out.insert(ArrayKey::Str(name.clone()), v.clone());
        }
        let _ = out.push(v);
    }
    out
}

fn subject_offset(len: usize, offset: i64) -> Option<usize> {
    if offset < 0 {
        let back = offset.unsigned_abs() as usize;
        Some(len.saturating_sub(back))
    } else if offset as usize > len {
        None
    } else {
        Some(offset as usize)
    }
}

/// `preg_match()` and `preg_match_all()` (php_pcre_match_impl).
pub fn preg_match_impl(
    ctx: &mut dyn Context,
    args: &mut [Value],
    global: bool,
) -> Result<Value, Fault> {
    let func = if global {
        "preg_match_all"
    } else {
        "preg_match"
    };
    let regex = str_arg(args, 0);
    let subject = str_arg(args, 1);
    let flags = int_arg(args, 3, 0);
    let offset = int_arg(args, 4, 0);
    let Some(c) = cache::get(ctx, func, regex.as_bytes())? else {
        return Ok(Value::Bool(false));
    };
    cache::set_error(PREG_NO_ERROR);
    let s = subject.as_bytes();
    // 1. The flags.
    let mut order = if global { PREG_PATTERN_ORDER } else { 0 };
    if flags & 0xff != 0 {
        order = flags & 0xff;
    }
    if (global && !(PREG_PATTERN_ORDER..=PREG_SET_ORDER).contains(&order))
        || (!global && order != 0)
    {
        return Err(value_error(
            ctx,
            func,
            3,
            "flags",
            "must be a PREG_* constant",
        ));
    }
    let want_matches = args.len() > 2;
    // 2. The offset.
    let Some(start) = subject_offset(s.len(), offset) else {
        cache::set_error(PREG_INTERNAL_ERROR);
        if want_matches {
            set_ref(args, 2, Value::Array(PhpArray::new()));
        }
        return Ok(Value::Bool(false));
    };
    if want_matches {
        set_ref(args, 2, Value::Array(PhpArray::new()));
    }
    if !cache::check_utf(&c, s, start) {
        if global && want_matches && order == PREG_PATTERN_ORDER {
            // php fills the (empty) per-group arrays even when the UTF check fails.
            let sets = (0..c.names.len()).map(|_| Value::Array(PhpArray::new()));
            set_ref(args, 2, Value::Array(sets.collect()));
        }
        return Ok(Value::Bool(false));
    }
    let limits = cache::limits(ctx);
    // 3. Match.
    if !global {
        let mut slots = Vec::new();
        return Ok(
            match cache::search(&c, s, start, MatchOptions::default(), &limits, &mut slots) {
                Err(()) => Value::Bool(false),
                Ok(false) => Value::Int(0),
                Ok(true) => {
                    if slots[1] < slots[0] {
                        cache::set_error(PREG_INTERNAL_ERROR);
                        return Ok(Value::Bool(false));
                    }
                    if want_matches {
                        set_ref(args, 2, Value::Array(subpat_array(&c, s, &slots, flags)));
                    }
                    Value::Int(1)
                }
            },
        );
    }
    let offset_capture = flags & PREG_OFFSET_CAPTURE != 0;
    let as_null = flags & PREG_UNMATCHED_AS_NULL != 0;
    let ngroups = c.names.len();
    let mut sets: Vec<PhpArray> = if order == PREG_PATTERN_ORDER {
        vec![PhpArray::new(); ngroups]
    } else {
        Vec::new()
    };
    let mut set_list = PhpArray::new();
    let mut matched = 0i64;
    let r = cache::for_each_match(&c, s, start, &limits, |slots| {
        matched += 1;
        if !want_matches {
            return Ok(true);
        }
        if order == PREG_PATTERN_ORDER {
            for (i, set) in sets.iter_mut().enumerate() {
                let v = if offset_capture {
                    offset_pair(s, slots, i, as_null)
                } else {
                    group_value(s, slots, i, as_null)
                };
                let _ = set.push(v);
            }
        } else {
            let _ = set_list.push(Value::Array(subpat_array(&c, s, slots, flags)));
        }
        Ok(true)
    })?;
    if want_matches {
        let out = if order == PREG_PATTERN_ORDER {
            let mut out = PhpArray::with_capacity(ngroups);
            for (i, set) in sets.into_iter().enumerate() {
                if let Some(name) = &c.names[i] {
                    out.insert(ArrayKey::Str(name.clone()), Value::Array(set.clone()));
                }
                let _ = out.push(Value::Array(set));
            }
            out
        } else {
            set_list
        };
        set_ref(args, 2, Value::Array(out));
    }
    Ok(match r {
        Ok(()) => Value::Int(matched),
        Err(()) => Value::Bool(false),
    })
}

/// `preg_grep(string $pattern, array $array, int $flags = 0)`
pub fn preg_grep(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let regex = str_arg(args, 0);
    let input = array_arg(args, 1);
    let invert = int_arg(args, 2, 0) & PREG_GREP_INVERT != 0;
    let Some(c) = cache::get(ctx, "preg_grep", regex.as_bytes())? else {
        return Ok(Value::Bool(false));
    };
    cache::set_error(PREG_NO_ERROR);
    let limits = cache::limits(ctx);
    let mut out = PhpArray::new();
    let mut slots = Vec::new();
    for (k, v) in input.iter() {
        let v = v.get();
        let s = to_string_warn(ctx, &v)?;
        if !cache::check_utf(&c, s.as_bytes(), 0) {
            break;
        }
        match cache::search(
            &c,
            s.as_bytes(),
            0,
            MatchOptions::default(),
            &limits,
            &mut slots,
        ) {
            Err(()) => break,
            Ok(m) => {
                if m != invert {
                    out.insert(k, v);
                }
            }
        }
    }
    Ok(Value::Array(out))
}
