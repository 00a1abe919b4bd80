//! `array_multisort`: sorts several arrays together, as rows of a table
//! whose columns are the arrays, each with its own order and sort flags.
//! Ties fall back to the original position (php 8's stable sort). String
//! keys stay, integer keys are renumbered, as php rebuilds the tables.

use super::sort::flag_compare;
use super::zsort::zend_sort;
use rphp_value::{
    ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};

const SORT_REGULAR: i64 = 0;
const SORT_NUMERIC: i64 = 1;
const SORT_STRING: i64 = 2;
const SORT_DESC: i64 = 3;
const SORT_ASC: i64 = 4;
const SORT_LOCALE_STRING: i64 = 5;
const SORT_NATURAL: i64 = 6;
const SORT_FLAG_CASE: i64 = 8;

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "array_multisort",
    params: &[
        ParamSpec::req("array", ParamType::Mixed).prefer_ref(),
        ParamSpec::req("rest", ParamType::Mixed)
            .prefer_ref()
            .variadic(),
    ],
    func: array_multisort,
}];

/// A column's comparison and whether it runs descending.
type ColumnOrder = (fn(&Value, &Value) -> i32, bool);

/// One array to sort and how.
struct Column {
    arg: usize,
    array: PhpArray,
    flags: i64,
    desc: bool,
}

fn array_multisort(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let mut cols: Vec<Column> = Vec::new();
    // Whether an order / a type flag may still follow the current array.
    let (mut order_ok, mut type_ok) = (false, false);
    for (i, v) in a.iter().enumerate() {
        let name = if i == 0 { " ($array)" } else { "" };
        match v.get() {
            Value::Array(arr) => {
                cols.push(Column {
                    arg: i,
                    array: arr,
                    flags: SORT_REGULAR,
                    desc: false,
                });
                order_ok = true;
                type_ok = true;
            }
            Value::Int(f) => {
                let again = || {
                    format!(
                        "array_multisort(): Argument #{}{} must be an array or a sort flag that has not already been specified",
                        i + 1,
                        name
                    )
                };
                match f & !SORT_FLAG_CASE {
                    SORT_ASC | SORT_DESC => {
                        if !order_ok {
                            return Err(ctx.throw(ThrowKind::TypeError, again()));
                        }
                        if let Some(c) = cols.last_mut() {
                            c.desc = f == SORT_DESC;
                        }
                        order_ok = false;
                    }
                    SORT_REGULAR | SORT_NUMERIC | SORT_STRING | SORT_NATURAL
                    | SORT_LOCALE_STRING => {
                        if !type_ok {
                            return Err(ctx.throw(ThrowKind::TypeError, again()));
                        }
                        if let Some(c) = cols.last_mut() {
                            c.flags = f;
                        }
                        type_ok = false;
                    }
                    _ => {
                        return Err(ctx.throw(
                            ThrowKind::ValueError,
                            format!(
                                "array_multisort(): Argument #{}{} must be a valid sort flag",
                                i + 1,
                                name
                            ),
                        ))
                    }
                }
            }
            _ => {
                return Err(ctx.throw(
                    ThrowKind::TypeError,
                    format!(
                        "array_multisort(): Argument #{}{} must be an array or a sort flag",
                        i + 1,
                        name
                    ),
                ))
            }
        }
    }
    let n = cols.first().map_or(0, |c| c.array.len());
    if cols.iter().any(|c| c.array.len() != n) {
        return Err(ctx.throw(ThrowKind::ValueError, "Array sizes are inconsistent".into()));
    }
    if n == 0 {
        return Ok(Value::Bool(true));
    }
    // rows[k][c] = (key, value as stored, plain value) of row k in column c.
    let table: Vec<Vec<(ArrayKey, Value, Value)>> = cols
        .iter()
        .map(|c| {
            c.array
                .iter()
                .map(|(k, v)| (k, v.elem_copy(), v.get()))
                .collect()
        })
        .collect();
    let cmps: Vec<ColumnOrder> = cols
        .iter()
        .map(|c| (flag_compare(c.flags), c.desc))
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    zend_sort(&mut order, &mut |&x: &usize, &y: &usize| {
        for (c, &(cmp, desc)) in cmps.iter().enumerate() {
            let (a, b) = (&table[c][x].2, &table[c][y].2);
            // A descending column compares with its operands swapped, as php does.
            let r = if desc { cmp(b, a) } else { cmp(a, b) };
            if r != 0 {
                return r.signum();
            }
        }
        (x as i64 - y as i64).signum() as i32
    });
    for (c, col) in cols.iter().enumerate() {
        let mut out = PhpArray::with_capacity(n);
        let mut next = 0i64;
        for &row in &order {
            let (k, v, _) = &table[c][row];
            match k {
                ArrayKey::Str(_) => out.insert(k.clone(), v.clone()),
                ArrayKey::Int(_) => {
                    out.insert(ArrayKey::Int(next), v.clone());
                    next += 1;
                }
            }
        }
        if let Value::Ref(r) = &a[col.arg] {
            r.set(Value::Array(out));
        }
    }
    Ok(Value::Bool(true))
}
