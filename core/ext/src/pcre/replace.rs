//! `preg_replace`, `preg_filter`, `preg_replace_callback` and
//! `preg_replace_callback_array` (php_pcre_replace_impl and friends).

use super::cache::{self, Compiled, PREG_NO_ERROR};
use super::matching::subpat_array;
use crate::util::{arg, int_arg, set_ref, to_string_warn, zpp_type_name};
use rphp_value::{Context, Fault, PhpArray, PhpStr, ThrowKind, Value};

/// What replaces each match.
enum With<'a> {
    /// A template with `$1`, `\1`, `${1}` references.
    Template(&'a [u8]),
    /// A callable given the matches array (with these preg flags).
    Callback(&'a Value, i64),
}

/// Reads a `$n`, `${n}` or `\n` reference at `i` (preg_get_backref): (group, length).
fn backref_at(t: &[u8], i: usize) -> Option<(usize, usize)> {
    let at = |k: usize| t.get(k).copied().unwrap_or(0);
    if at(i + 1) == 0 {
        return None;
    }
    let mut w = i;
    let brace = t[i] == b'$' && at(i + 1) == b'{';
    if brace {
        w += 1;
    }
    w += 1;
    if !at(w).is_ascii_digit() {
        return None;
    }
    let mut n = (at(w) - b'0') as usize;
    w += 1;
    if at(w).is_ascii_digit() {
        n = n * 10 + (at(w) - b'0') as usize;
        w += 1;
    }
    if brace {
        if at(w) != b'}' {
            return None;
        }
        w += 1;
    }
    Some((n, w - i))
}

/// Appends the expansion of `template` for one match to `out`.
fn expand(template: &[u8], s: &[u8], slots: &[usize], count: usize, out: &mut Vec<u8>) {
    let mut i = 0;
    let mut last: u8 = 0;
    while i < template.len() {
        let b = template[i];
        if b == b'\\' || b == b'$' {
            if last == b'\\' {
                // `\\` and `\$`: the previous backslash becomes this character.
                *out.last_mut().unwrap() = b;
                i += 1;
                last = 0;
                continue;
            }
            if let Some((g, len)) = backref_at(template, i) {
                if g < count && slots[2 * g] != usize::MAX {
                    out.extend_from_slice(&s[slots[2 * g]..slots[2 * g + 1]]);
                }
                i += len;
                continue;
            }
        }
        out.push(b);
        last = b;
        i += 1;
    }
}

/// Replaces in one subject with one pattern; `None` on a match error.
fn replace_one(
    ctx: &mut dyn Context,
    c: &Compiled,
    subject: &PhpStr,
    with: &With,
    limit: i64,
    count: &mut i64,
) -> Result<Option<PhpStr>, Fault> {
    cache::set_error(PREG_NO_ERROR);
    let s = subject.as_bytes();
    if !cache::check_utf(c, s, 0) {
        return Ok(None);
    }
    let limits = cache::limits(ctx);
    let mut out: Vec<u8> = Vec::new();
    let mut last = 0;
    let mut left = limit;
    let mut any = false;
    let r = if left == 0 {
        Ok(())
    } else {
        cache::for_each_match(c, s, 0, &limits, |slots| {
            any = true;
            *count += 1;
            out.extend_from_slice(&s[last..slots[0]]);
            match with {
                With::Template(t) => expand(t, s, slots, cache::set_count(slots), &mut out),
                With::Callback(f, flags) => {
                    let m = Value::Array(subpat_array(c, s, slots, *flags));
                    let r = ctx.call(f, vec![m])?;
                    let r = to_string_warn(ctx, &r)?;
                    out.extend_from_slice(r.as_bytes());
                }
            }
            last = slots[1];
            left -= 1;
            Ok(left != 0)
        })?
    };
    if r.is_err() {
        return Ok(None);
    }
    if !any {
        return Ok(Some(subject.clone()));
    }
    out.extend_from_slice(&s[last..]);
    Ok(Some(PhpStr::from(out)))
}

/// The `(pattern, replacement)` pairs for one call.
enum Patterns {
    One(PhpStr),
    Many(Vec<PhpStr>),
}

/// Applies every pattern in turn to one subject (php_replace_in_subject).
fn replace_in_subject(
    ctx: &mut dyn Context,
    func: &str,
    patterns: &Patterns,
    with: &[WithOwned],
    subject: &PhpStr,
    limit: i64,
    count: &mut i64,
) -> Result<Option<PhpStr>, Fault> {
    let list: Vec<&PhpStr> = match patterns {
        Patterns::One(p) => vec![p],
        Patterns::Many(v) => v.iter().collect(),
    };
    let mut cur = subject.clone();
    for (k, p) in list.iter().enumerate() {
        let Some(c) = cache::get(ctx, func, p.as_bytes())? else {
            return Ok(None);
        };
        let w = &with[k.min(with.len() - 1)];
        let w = match w {
            WithOwned::Template(t) => With::Template(t.as_bytes()),
            WithOwned::Callback(f, fl) => With::Callback(f, *fl),
        };
        match replace_one(ctx, &c, &cur, &w, limit, count)? {
            Some(r) => cur = r,
            None => return Ok(None),
        }
    }
    Ok(Some(cur))
}

enum WithOwned {
    Template(PhpStr),
    Callback(Value, i64),
}

/// The shared body of preg_replace / preg_filter / preg_replace_callback:
/// string or array subjects (keys kept), the count by reference.
#[allow(clippy::too_many_arguments)]
fn replace_common(
    ctx: &mut dyn Context,
    func: &str,
    patterns: Patterns,
    with: Vec<WithOwned>,
    subject: Value,
    limit: i64,
    count: &mut i64,
    filter: bool,
) -> Result<Value, Fault> {
    match subject {
        Value::Array(a) => {
            let mut out = PhpArray::with_capacity(a.len());
            for (k, v) in a.iter() {
                let s = to_string_warn(ctx, &v.get())?;
                let before = *count;
                if let Some(r) = replace_in_subject(ctx, func, &patterns, &with, &s, limit, count)?
                {
                    if !filter || *count > before {
                        out.insert(k, Value::Str(r));
                    }
                }
            }
            Ok(Value::Array(out))
        }
        other => {
            let s = to_string_warn(ctx, &other)?;
            let before = *count;
            Ok(
                match replace_in_subject(ctx, func, &patterns, &with, &s, limit, count)? {
                    Some(r) if !filter || *count > before => Value::Str(r),
                    _ => Value::Null,
                },
            )
        }
    }
}

fn string_list(ctx: &mut dyn Context, a: &PhpArray) -> Result<Vec<PhpStr>, Fault> {
    let mut v = Vec::with_capacity(a.len());
    for (_, x) in a.iter() {
        v.push(to_string_warn(ctx, &x.get())?);
    }
    Ok(v)
}

/// `preg_replace()` and `preg_filter()`.
pub fn preg_replace(
    ctx: &mut dyn Context,
    args: &mut [Value],
    filter: bool,
) -> Result<Value, Fault> {
    let func = if filter {
        "preg_filter"
    } else {
        "preg_replace"
    };
    let pattern = arg(args, 0);
    let replacement = arg(args, 1);
    let subject = arg(args, 2);
    let limit = int_arg(args, 3, -1);
    let (patterns, with) = match (&pattern, &replacement) {
        (Value::Array(_), _) | (_, Value::Array(_)) if !matches!(pattern, Value::Array(_)) => {
            let msg = format!(
                "{}(): Argument #1 ($pattern) must be of type array when argument #2 ($replacement) is an array, {} given",
                func,
                zpp_type_name(&pattern)
            );
            return Err(ctx.throw(ThrowKind::TypeError, msg));
        }
        (Value::Array(p), Value::Array(r)) => {
            let ps = string_list(ctx, p)?;
            let mut rs = string_list(ctx, r)?;
            rs.resize(ps.len().max(1), PhpStr::new());
            (
                Patterns::Many(ps),
                rs.into_iter().map(WithOwned::Template).collect(),
            )
        }
        (Value::Array(p), r) => {
            let ps = string_list(ctx, p)?;
            let r = to_string_warn(ctx, r)?;
            (Patterns::Many(ps), vec![WithOwned::Template(r)])
        }
        (p, r) => (
            Patterns::One(to_string_warn(ctx, p)?),
            vec![WithOwned::Template(to_string_warn(ctx, r)?)],
        ),
    };
    let mut count = 0;
    let r = replace_common(
        ctx, func, patterns, with, subject, limit, &mut count, filter,
    )?;
    if args.len() > 4 {
        set_ref(args, 4, Value::Int(count));
    }
    Ok(r)
}

/// `preg_replace_callback(pattern, callback, subject, limit, &count, flags)`
pub fn preg_replace_callback(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let pattern = arg(args, 0);
    let callback = arg(args, 1);
    let subject = arg(args, 2);
    let limit = int_arg(args, 3, -1);
    let flags = int_arg(args, 5, 0);
    let patterns = match &pattern {
        Value::Array(p) => Patterns::Many(string_list(ctx, p)?),
        p => Patterns::One(to_string_warn(ctx, p)?),
    };
    let mut count = 0;
    let with = vec![WithOwned::Callback(callback, flags)];
    let r = replace_common(
        ctx,
        "preg_replace_callback",
        patterns,
        with,
        subject,
        limit,
        &mut count,
        false,
    )?;
    if args.len() > 4 {
        set_ref(args, 4, Value::Int(count));
    }
    Ok(r)
}

/// `preg_replace_callback_array(array $pattern, subject, limit, &count, flags)`
pub fn preg_replace_callback_array(
    ctx: &mut dyn Context,
    args: &mut [Value],
) -> Result<Value, Fault> {
    let map = match arg(args, 0) {
        Value::Array(a) => a,
        _ => PhpArray::new(),
    };
    let mut subject = arg(args, 1);
    let limit = int_arg(args, 2, -1);
    let flags = int_arg(args, 4, 0);
    let mut count = 0;
    for (k, cb) in map.iter() {
        let cb = cb.get();
        if !ctx.is_callable(&cb, false)? {
            let msg = "preg_replace_callback_array(): Argument #1 ($pattern) must contain only valid callbacks".to_string();
            return Err(ctx.throw(ThrowKind::TypeError, msg));
        }
        let pattern = PhpStr::from(crate::util::key_bytes(&k));
        let with = vec![WithOwned::Callback(cb, flags)];
        subject = replace_common(
            ctx,
            "preg_replace_callback_array",
            Patterns::One(pattern),
            with,
            subject,
            limit,
            &mut count,
            false,
        )?;
        if subject.is_null() {
            break;
        }
    }
    if args.len() > 3 {
        set_ref(args, 3, Value::Int(count));
    }
    Ok(subject)
}
