//! The array and string functions that draw from the request's twister:
//! `shuffle`, `str_shuffle`, `array_rand`. Each consumes numbers exactly as
//! php does (Fisher-Yates from the end; array_rand's bitset sampling), so a
//! seeded script shuffles like php.

use super::GlobalMt;
use crate::util::{int_arg, ref_array, set_ref, str_arg, value_error};
use rphp_random::Picked;
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

/// php's Fisher-Yates over the request's twister.
fn fisher_yates<T>(ctx: &mut dyn Context, v: &mut [T]) {
    // The twister never fails (see `GlobalMt`).
    let _ = rphp_random::shuffle(&mut GlobalMt(ctx), v);
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
    let marked =
        rphp_random::pick_many(&mut GlobalMt(ctx), avail, num as usize).unwrap_or_default();
    let keys: Vec<Value> = arr
        .keys()
        .zip(marked)
        .filter(|(_, m)| *m)
        .map(|(k, _)| k.into_value())
        .collect();
    Ok(Value::Array(PhpArray::from_list(keys)))
}

/// One random key, as php samples a hash table.
fn pick_one(ctx: &mut dyn Context, arr: &PhpArray) -> ArrayKey {
    let picked = rphp_random::pick_one(&mut GlobalMt(ctx), arr.len(), arr.end_pos(), |i| {
        arr.key_at(i).is_some()
    });
    match picked {
        Ok(Picked::Slot(i)) => arr.key_at(i),
        Ok(Picked::Nth(n)) => arr.keys().nth(n),
        Err(()) => None,
    }
    .or_else(|| arr.keys().next())
    .expect("the array is not empty")
}
