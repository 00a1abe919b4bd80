//! The internal array pointer: `current`/`pos`, `key`, `next`, `prev`,
//! `reset`, `end` (positions as `PhpArray` defines them: "past the end" is
//! any position without a live entry, and then `next`/`prev` fail).

use crate::util::{arg, type_error};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, Value};

const BY_VAL: &[ParamSpec] = &[ParamSpec::req("array", ParamType::Mixed)];
const BY_REF: &[ParamSpec] = &[ParamSpec::req("array", ParamType::Mixed).by_ref()];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "current",
        params: BY_VAL,
        func: |c, a| read(c, a, "current", false),
    },
    Builtin {
        name: "pos",
        params: BY_VAL,
        func: |c, a| read(c, a, "pos", false),
    },
    Builtin {
        name: "key",
        params: BY_VAL,
        func: |c, a| read(c, a, "key", true),
    },
    Builtin {
        name: "next",
        params: BY_REF,
        func: |c, a| step(c, a, "next", Move::Next),
    },
    Builtin {
        name: "prev",
        params: BY_REF,
        func: |c, a| step(c, a, "prev", Move::Prev),
    },
    Builtin {
        name: "reset",
        params: BY_REF,
        func: |c, a| step(c, a, "reset", Move::First),
    },
    Builtin {
        name: "end",
        params: BY_REF,
        func: |c, a| step(c, a, "end", Move::Last),
    },
];

enum Move {
    Next,
    Prev,
    First,
    Last,
}

/// The value at the pointer (`false` past the end) or its key (`null`).
fn at_pointer(a: &PhpArray, want_key: bool) -> Value {
    match a.entry_at(a.pointer()) {
        Some((_, k, _)) if want_key => k.to_value(),
        Some((_, _, v)) => v.get(),
        None if want_key => Value::Null,
        None => Value::Bool(false),
    }
}

fn read(
    ctx: &mut dyn Context,
    args: &mut [Value],
    func: &str,
    want_key: bool,
) -> Result<Value, Fault> {
    match arg(args, 0) {
        Value::Array(a) => Ok(at_pointer(&a, want_key)),
        other => Err(type_error(ctx, func, 0, "array", "object|array", &other)),
    }
}

fn step(ctx: &mut dyn Context, args: &mut [Value], func: &str, how: Move) -> Result<Value, Fault> {
    let Some(Value::Ref(cell)) = args.first() else {
        return read(ctx, args, func, false);
    };
    let cell = cell.clone();
    let mut slot = cell.0.borrow_mut();
    let Value::Array(a) = &mut *slot else {
        let other = slot.clone();
        drop(slot);
        return Err(type_error(ctx, func, 0, "array", "object|array", &other));
    };
    let new = match how {
        Move::First => Some(a.first_pos().unwrap_or(0)),
        Move::Last => Some(a.last_pos().unwrap_or_else(|| a.end_pos())),
        Move::Next => a
            .entry_at(a.pointer())
            .map(|(p, _, _)| a.next_pos(p).unwrap_or_else(|| a.end_pos())),
        Move::Prev => a
            .entry_at(a.pointer())
            .map(|(p, _, _)| a.prev_pos(p).unwrap_or_else(|| a.end_pos())),
    };
    if let Some(p) = new {
        a.set_pointer(p);
    }
    Ok(at_pointer(a, false))
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn walk() {
        let a = r(arr(vec![i(1), i(2), i(3)]));
        let seen = vec![
            run("end", vec![a.clone()]),
            run("key", vec![a.get()]),
            run("prev", vec![a.clone()]),
            run("next", vec![a.clone()]),
            run("next", vec![a.clone()]),
            run("key", vec![a.get()]),
            run("prev", vec![a.clone()]),
            run("reset", vec![a.clone()]),
        ];
        assert_eq!(seen, ["3", "2", "2", "3", "false", "NULL", "false", "1"]);
        let e = r(arr(vec![]));
        assert_eq!(run("end", vec![e.clone()]), "false");
        assert_eq!(run("next", vec![e]), "false");
    }
}
