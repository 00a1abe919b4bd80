//! The array and string functions that draw from the request's twister:
//! `shuffle`, `str_shuffle`, `array_rand`. Each consumes numbers exactly as
//! php does (Fisher-Yates from the end; array_rand's bitset sampling), so a
//! seeded script shuffles like php.

use super::mt_range;
use crate::util::{int_arg, ref_array, set_ref, str_arg, value_error};
use rphp_value::{ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, Value};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "shuffle",
        params: &[ParamSpec::req("array", ParamType::Array).by_ref()],
        func: shuffle,
    },
    Builtin {
        name: "str_shuffle",
        params: &[ParamSpec::req("string", ParamType::String)],
        func: str_shuffle,
    },
    Builtin {
        name: "array_rand",
        params: &[
            ParamSpec::req("array", ParamType::Array),
            ParamSpec::opt("num", ParamType::Int, "1"),
        ],
        func: array_rand,
    },
];

/// php's in-place Fisher-Yates: position `n_left` swaps with a draw from `0..=n_left`.
fn fisher_yates<T>(ctx: &mut dyn Context, v: &mut [T]) {
    let mut n_left = v.len();
    if n_left <= 1 {
        return;
    }
    n_left -= 1;
    while n_left > 0 {
        let j = mt_range(ctx, 0, n_left as i64) as usize;
        if j != n_left {
            v.swap(n_left, j);
        }
        n_left -= 1;
    }
}

fn shuffle(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let arr = ref_array(ctx, a, 0, "shuffle", "array")?;
    let mut values: Vec<Value> = arr.values().cloned().collect();
    fisher_yates(ctx, &mut values);
    set_ref(a, 0, Value::Array(PhpArray::from_list(values)));
    Ok(Value::Bool(true))
}

fn str_shuffle(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let mut s = str_arg(a, 0).as_bytes().to_vec();
    fisher_yates(ctx, &mut s);
    Ok(Value::str(s))
}

fn array_rand(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let arr = ref_array(ctx, a, 0, "array_rand", "array")?;
    let num = int_arg(a, 1, 1);
    let avail = arr.len();
    if avail == 0 {
        return Err(value_error(
            ctx,
            "array_rand",
            0,
            "array",
            "cannot be empty",
        ));
    }
    if num == 1 {
        return Ok(pick_one(ctx, &arr).into_value());
    }
    if num <= 0 || num as u64 > avail as u64 {
        return Err(value_error(
            ctx,
            "array_rand",
            1,
            "num",
            "must be between 1 and the number of elements in argument #1 ($array)",
        ));
    }
    // Mark the fewer of the chosen and the left-out positions.
    let mut want = num as usize;
    let negative = want > avail >> 1;
    if negative {
        want = avail - want;
    }
    let mut marked = vec![false; avail];
    while want > 0 {
        let r = mt_range(ctx, 0, avail as i64 - 1) as usize;
        if !marked[r] {
            marked[r] = true;
            want -= 1;
        }
    }
    let keys: Vec<Value> = arr
        .keys()
        .zip(marked)
        .filter(|(_, m)| *m != negative)
        .map(|(k, _)| k.into_value())
        .collect();
    Ok(Value::Array(PhpArray::from_list(keys)))
}

/// One random key. Like php, a table at most half full of holes is sampled
/// by slot until a live one comes up; a sparser one is scanned to the n-th
/// live entry.
fn pick_one(ctx: &mut dyn Context, arr: &PhpArray) -> ArrayKey {
    let used = arr.end_pos();
    let avail = arr.len();
    if avail < used - (used >> 1) {
        let r = mt_range(ctx, 0, avail as i64 - 1) as usize;
        return arr.keys().nth(r).expect("r < len");
    }
    loop {
        let r = mt_range(ctx, 0, used as i64 - 1) as usize;
        if let Some(k) = arr.key_at(r) {
            return k;
        }
    }
}
