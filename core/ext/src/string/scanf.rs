//! `sscanf`: ext/standard/scanf.c's reader. The format is validated first
//! (php's ValueErrors for bad conversions, unmatched `[`, mixed `%n$`, and
//! variable counts), then applied to the input as C strings (a NUL byte ends
//! either). Results go to an array, or through the by-reference variables,
//! in which case the count of conversions is returned.

use crate::util::{set_ref, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value};

/// The by-reference targets both functions fill instead of returning an array.
const VARS: ParamSpec = ParamSpec {
    name: "vars",
    ty: ParamType::Mixed,
    nullable: false,
    by_ref: true,
    prefer_ref: false,
    variadic: true,
    default: None,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "fscanf",
        params: &[
            ParamSpec::req("stream", ParamType::Mixed),
            ParamSpec::req("format", ParamType::String),
            VARS,
        ],
        func: fscanf,
    },
    Builtin {
        name: "sscanf",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("format", ParamType::String),
            VARS,
        ],
        func: sscanf,
    },
];

/// `fscanf`: `sscanf` on the stream's next line; false at end of file.
fn fscanf(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let stream = a[0].get();
    let Some(line) = ctx.stream_read_line("fscanf", &stream, usize::MAX)? else {
        return Ok(Value::Bool(false));
    };
    a[0] = Value::str(line);
    sscanf(ctx, a)
}

/// The bytes up to the first NUL, as the C code sees a string.
fn c_str(s: &[u8]) -> &[u8] {
    match s.iter().position(|&b| b == 0) {
        Some(i) => &s[..i],
        None => s,
    }
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Leading decimal digits from `i`: (value, end).
fn number(f: &[u8], i: usize) -> Option<(usize, usize)> {
    let mut j = i;
    let mut v: usize = 0;
    while j < f.len() && f[j].is_ascii_digit() {
        v = v
            .saturating_mul(10)
            .saturating_add(usize::from(f[j] - b'0'));
        j += 1;
    }
    (j > i).then_some((v, j))
}

/// php's ValidateFormat: how many results the format assigns.
fn validate(ctx: &mut dyn Context, f: &[u8], num_vars: usize) -> Result<usize, Fault> {
    let err = |ctx: &mut dyn Context, m: &str| ctx.throw(ThrowKind::ValueError, m.to_string());
    let mut assigned: Vec<u32> = vec![0; num_vars];
    let mut obj = 0usize;
    let (mut xpg, mut seq) = (false, false);
    let mut xpg_size = 0usize;
    let mut i = 0;
    while i < f.len() {
        if f[i] != b'%' {
            i += 1;
            continue;
        }
        i += 1;
        if f.get(i) == Some(&b'%') {
            i += 1;
            continue;
        }
        let mut suppress = false;
        if f.get(i) == Some(&b'*') {
            suppress = true;
            i += 1;
        } else if let Some((v, end)) = number(f, i).filter(|&(_, e)| f.get(e) == Some(&b'$')) {
            i = end + 1;
            xpg = true;
            if seq {
                return Err(err(
                    ctx,
                    "cannot mix \"%\" and \"%n$\" conversion specifiers",
                ));
            }
            if v == 0 || (num_vars > 0 && v > num_vars) || (num_vars == 0 && v > 255) {
                return Err(err(ctx, "\"%n$\" argument index out of range"));
            }
            obj = v - 1;
            if num_vars == 0 {
                xpg_size = xpg_size.max(v);
            }
        } else {
            seq = true;
            if xpg {
                return Err(err(
                    ctx,
                    "cannot mix \"%\" and \"%n$\" conversion specifiers",
                ));
            }
        }
        if let Some((_, end)) = number(f, i) {
            i = end;
        }
        if matches!(f.get(i), Some(b'h' | b'l' | b'L')) {
            i += 1;
        }
        let c = f.get(i).copied().unwrap_or(0);
        i += 1;
        match c {
            b'n' | b'c' | b'd' | b'D' | b'i' | b'o' | b'x' | b'X' | b'u' | b'f' | b'e' | b'E'
            | b'g' | b's' => {}
            b'[' => {
                let unmatched = |ctx: &mut dyn Context| err(ctx, "Unmatched [ in format string");
                if i >= f.len() {
                    return Err(unmatched(ctx));
                }
                let mut ch = f[i];
                i += 1;
                if ch == b'^' {
                    if i >= f.len() {
                        return Err(unmatched(ctx));
                    }
                    ch = f[i];
                    i += 1;
                }
                if ch == b']' {
                    if i >= f.len() {
                        return Err(unmatched(ctx));
                    }
                    ch = f[i];
                    i += 1;
                }
                while ch != b']' {
                    if i >= f.len() {
                        return Err(unmatched(ctx));
                    }
                    ch = f[i];
                    i += 1;
                }
            }
            _ => {
                let shown = if c == 0 {
                    String::new()
                } else {
                    format!("{}\"", c as char)
                };
                return Err(err(
                    ctx,
                    &format!("Bad scan conversion character \"{}", shown),
                ));
            }
        }
        if suppress {
            continue;
        }
        if num_vars > 0 && obj >= num_vars {
            return Err(err(
                ctx,
                "Different numbers of variable names and field specifiers",
            ));
        }
        if obj >= assigned.len() {
            assigned.resize(obj + 1, 0);
        }
        assigned[obj] += 1;
        if !xpg {
            obj += 1;
        }
    }
    let total = if num_vars > 0 {
        num_vars
    } else if xpg_size > 0 {
        xpg_size
    } else {
        obj
    };
    assigned.resize(total.max(assigned.len()), 0);
    for &n in &assigned[..total] {
        if n > 1 {
            return Err(err(
                ctx,
                "Variable is assigned by multiple \"%n$\" conversion specifiers",
            ));
        }
        if xpg_size == 0 && n == 0 {
            return Err(err(
                ctx,
                "Variable is not assigned by any conversion specifiers",
            ));
        }
    }
    Ok(total)
}

/// A `%[...]` set starting after `[`; returns (set test, index after `]`).
fn char_set(f: &[u8], mut i: usize) -> (Box<dyn Fn(u8) -> bool>, usize) {
    let at = |i: usize| f.get(i).copied().unwrap_or(b']');
    let mut exclude = false;
    if at(i) == b'^' {
        exclude = true;
        i += 1;
    }
    let mut chars: Vec<u8> = Vec::new();
    let mut ranges: Vec<(u8, u8)> = Vec::new();
    let mut ch = at(i);
    i += 1;
    let mut start = ch;
    if ch == b']' || ch == b'-' {
        chars.push(ch);
        ch = at(i);
        i += 1;
    }
    while ch != b']' {
        if at(i) == b'-' {
            // Perhaps the start of a range: wait for what follows the dash.
            start = ch;
        } else if ch == b'-' {
            if at(i) == b']' {
                chars.push(start);
                chars.push(ch);
            } else {
                ch = at(i);
                i += 1;
                ranges.push((start.min(ch), start.max(ch)));
            }
        } else {
            chars.push(ch);
        }
        ch = at(i);
        i += 1;
    }
    let test = move |c: u8| {
        let hit = chars.contains(&c) || ranges.iter().any(|&(a, b)| a <= c && c <= b);
        hit != exclude
    };
    (Box::new(test), i)
}

/// `strtol`/`strtoul` over an accumulated number (saturating as C does).
fn strtol(buf: &[u8], base: u32, unsigned: bool) -> i64 {
    let (neg, mut t) = match buf.first() {
        Some(b'-') => (true, &buf[1..]),
        Some(b'+') => (false, &buf[1..]),
        _ => (false, buf),
    };
    if base == 16 && t.len() >= 2 && t[0] == b'0' && (t[1] | 0x20) == b'x' {
        t = &t[2..];
    }
    let mut v: u64 = 0;
    let mut over = false;
    for &c in t {
        let Some(d) = (c as char).to_digit(base) else {
            break;
        };
        match v
            .checked_mul(u64::from(base))
            .and_then(|x| x.checked_add(u64::from(d)))
        {
            Some(n) => v = n,
            None => over = true,
        }
    }
    if unsigned {
        if over {
            return -1; // ULONG_MAX
        }
        return if neg {
            v.wrapping_neg() as i64
        } else {
            v as i64
        };
    }
    if neg {
        if over || v > i64::MAX as u64 + 1 {
            i64::MIN
        } else {
            (v as i64).wrapping_neg()
        }
    } else if over || v > i64::MAX as u64 {
        i64::MAX
    } else {
        v as i64
    }
}

fn sscanf(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let input = str_arg(a, 0);
    let format = str_arg(a, 1);
    let s = c_str(input.as_bytes());
    let f = c_str(format.as_bytes());
    let num_vars = a.len().saturating_sub(2);
    let total = validate(ctx, f, num_vars)?;
    let mut results: Vec<Option<Value>> = vec![None; total];
    let mut obj = 0usize;
    let mut conversions = 0i64;
    let mut underflow = false;
    let (mut i, mut p) = (0usize, 0usize);
    let at = |p: usize| s.get(p).copied().unwrap_or(0);
    'scan: while i < f.len() {
        let ch = f[i];
        i += 1;
        if is_space(ch) {
            while is_space(at(p)) {
                p += 1;
            }
            continue;
        }
        let literal = |p: &mut usize, underflow: &mut bool, c: u8| -> bool {
            if at(*p) == 0 {
                *underflow = true;
                return false;
            }
            let m = at(*p) == c;
            *p += 1;
            m
        };
        if ch != b'%' {
            if !literal(&mut p, &mut underflow, ch) {
                break;
            }
            continue;
        }
        let mut c = f.get(i).copied().unwrap_or(0);
        i += 1;
        if c == b'%' {
            if !literal(&mut p, &mut underflow, c) {
                break;
            }
            continue;
        }
        let mut suppress = false;
        if c == b'*' {
            suppress = true;
            c = f.get(i).copied().unwrap_or(0);
            i += 1;
        } else if let Some((v, end)) = number(f, i - 1).filter(|&(_, e)| f.get(e) == Some(&b'$')) {
            i = end + 1;
            c = f.get(i).copied().unwrap_or(0);
            i += 1;
            obj = v - 1;
        }
        let mut width = 0usize;
        if let Some((w, end)) = number(f, i - 1) {
            width = w;
            i = end;
            c = f.get(i).copied().unwrap_or(0);
            i += 1;
        }
        if matches!(c, b'h' | b'l' | b'L') {
            c = f.get(i).copied().unwrap_or(0);
            i += 1;
        }
        let mut assign = |obj: &mut usize, v: Value| {
            if !suppress {
                if *obj < results.len() {
                    results[*obj] = Some(v);
                }
                *obj += 1;
            }
        };
        if c == b'n' {
            assign(&mut obj, Value::Int(p as i64));
            conversions += 1;
            continue;
        }
        let (op, mut base, unsigned) = match c {
            b'd' | b'D' => (b'i', 10, false),
            b'i' => (b'i', 0, false),
            b'o' => (b'i', 8, false),
            b'x' | b'X' => (b'i', 16, false),
            b'u' => (b'i', 10, true),
            b'f' | b'e' | b'E' | b'g' => (b'f', 0, false),
            b'c' => {
                if width == 0 {
                    width = 1;
                }
                (b'c', 0, false)
            }
            b'[' => (b'[', 0, false),
            _ => (b's', 0, false),
        };
        if at(p) == 0 {
            underflow = true;
            break;
        }
        if op != b'c' && op != b'[' {
            while is_space(at(p)) {
                p += 1;
            }
            if at(p) == 0 {
                underflow = true;
                break;
            }
        }
        match op {
            b's' | b'c' => {
                let mut w = if width == 0 { usize::MAX } else { width };
                let start = p;
                while at(p) != 0 && !is_space(at(p)) {
                    p += 1;
                    w -= 1;
                    if w == 0 {
                        break;
                    }
                }
                assign(&mut obj, Value::str(s[start..p].to_vec()));
            }
            b'[' => {
                let (test, next) = char_set(f, i);
                i = next;
                let mut w = if width == 0 { usize::MAX } else { width };
                let start = p;
                while at(p) != 0 && test(at(p)) {
                    p += 1;
                    w -= 1;
                    if w == 0 {
                        break;
                    }
                }
                if p == start {
                    break 'scan;
                }
                assign(&mut obj, Value::str(s[start..p].to_vec()));
            }
            b'i' => {
                let mut w = if width == 0 || width > 63 { 63 } else { width };
                let (mut sign_ok, mut no_digits, mut no_zero, mut x_ok) = (true, true, true, false);
                let mut buf: Vec<u8> = Vec::new();
                while w > 0 {
                    let ch = at(p);
                    let take = match ch {
                        b'0' => {
                            if base == 16 {
                                x_ok = true;
                            }
                            if base == 0 {
                                base = 8;
                                x_ok = true;
                            }
                            if no_zero {
                                sign_ok = false;
                                no_digits = false;
                                no_zero = false;
                            } else {
                                sign_ok = false;
                                x_ok = false;
                                no_digits = false;
                            }
                            true
                        }
                        b'1'..=b'7' => {
                            if base == 0 {
                                base = 10;
                            }
                            sign_ok = false;
                            x_ok = false;
                            no_digits = false;
                            true
                        }
                        b'8' | b'9' => {
                            if base == 0 {
                                base = 10;
                            }
                            if base <= 8 {
                                false
                            } else {
                                sign_ok = false;
                                x_ok = false;
                                no_digits = false;
                                true
                            }
                        }
                        b'A'..=b'F' | b'a'..=b'f' => {
                            if base <= 10 {
                                false
                            } else {
                                sign_ok = false;
                                x_ok = false;
                                no_digits = false;
                                true
                            }
                        }
                        b'+' | b'-' if sign_ok => {
                            sign_ok = false;
                            true
                        }
                        b'x' | b'X' if x_ok && buf.len() == 1 => {
                            base = 16;
                            x_ok = false;
                            true
                        }
                        _ => false,
                    };
                    if !take {
                        break;
                    }
                    buf.push(ch);
                    p += 1;
                    if at(p) == 0 {
                        break;
                    }
                    w -= 1;
                }
                if no_digits {
                    if at(p) == 0 {
                        underflow = true;
                    }
                    break 'scan;
                }
                if matches!(buf.last(), Some(b'x' | b'X')) {
                    buf.pop();
                    p -= 1;
                }
                let v = strtol(&buf, base.max(2), unsigned);
                if unsigned && v < 0 {
                    assign(&mut obj, Value::str((v as u64).to_string()));
                } else {
                    assign(&mut obj, Value::Int(v));
                }
            }
            _ => {
                let mut w = if width == 0 || width > 63 { 63 } else { width };
                let (mut sign_ok, mut no_digits, mut pt_ok, mut exp_ok) = (true, true, true, true);
                let mut buf: Vec<u8> = Vec::new();
                while w > 0 {
                    let ch = at(p);
                    let take = match ch {
                        b'0'..=b'9' => {
                            sign_ok = false;
                            no_digits = false;
                            true
                        }
                        b'+' | b'-' if sign_ok => {
                            sign_ok = false;
                            true
                        }
                        b'.' if pt_ok => {
                            sign_ok = false;
                            pt_ok = false;
                            true
                        }
                        b'e' | b'E' if !no_digits && exp_ok => {
                            exp_ok = false;
                            pt_ok = false;
                            sign_ok = true;
                            no_digits = true;
                            true
                        }
                        _ => false,
                    };
                    if !take {
                        break;
                    }
                    buf.push(ch);
                    p += 1;
                    if at(p) == 0 {
                        break;
                    }
                    w -= 1;
                }
                if no_digits {
                    if exp_ok {
                        if at(p) == 0 {
                            underflow = true;
                        }
                        break 'scan;
                    }
                    // A dangling exponent ('e' and maybe a sign) is given back.
                    let last = buf.pop();
                    p -= 1;
                    if !matches!(last, Some(b'e' | b'E')) {
                        buf.pop();
                        p -= 1;
                    }
                }
                let text = String::from_utf8_lossy(&buf).into_owned();
                let v = rphp_value::convert::to_float(&Value::str(text));
                assign(&mut obj, Value::Float(v));
            }
        }
        conversions += 1;
    }
    if underflow && conversions == 0 {
        return Ok(if num_vars > 0 {
            Value::Int(-1)
        } else {
            Value::Null
        });
    }
    if num_vars > 0 {
        for (k, v) in results.into_iter().enumerate() {
            if let Some(v) = v {
                set_ref(a, k + 2, v);
            }
        }
        return Ok(Value::Int(conversions));
    }
    Ok(Value::Array(PhpArray::from_list(
        results
            .into_iter()
            .map(|v| v.unwrap_or(Value::Null))
            .collect(),
    )))
}
