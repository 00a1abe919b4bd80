//! Checks that a [`Script`] from outside the compiler (a bytecode cache
//! entry) is one the VM can run without indexing out of range.
//!
//! The VM trusts bytecode: it reads registers and literals unchecked, jumps
//! without bounds checks and indexes side tables (call sites, statics,
//! functions, classes, closure captures) by operand. The compiler upholds
//! those invariants by construction; this module states them, so a script
//! decoded from bytes is refused unless they hold. It checks memory safety
//! and freedom from panics, not meaning: a well-formed script that computes
//! something else is still well-formed.

use crate::class::Init;
use crate::{Function, Op, Operand, Script, LIT, NONE};

/// Ok, or the first violated rule (for diagnostics only).
pub fn script(s: &Script) -> Result<(), String> {
    if s.version != crate::VERSION {
        return Err(format!("version {}", s.version));
    }
    let nfuncs = s.functions.len();
    let ctx = Ctx {
        functions: &s.functions,
        nclasses: s.classes.len(),
    };
    function(&ctx, &s.main).map_err(|e| format!("main: {e}"))?;
    for (i, f) in s.functions.iter().enumerate() {
        function(&ctx, f).map_err(|e| format!("function {i}: {e}"))?;
    }
    let func_ok = |i: u32, what: &str| -> Result<(), String> {
        if (i as usize) < nfuncs {
            Ok(())
        } else {
            Err(format!("{what}: function {i} out of range"))
        }
    };
    for &h in &s.hoisted {
        func_ok(h, "hoisted")?;
    }
    let init_ok = |i: &Init| match i {
        Init::Func(f) => func_ok(*f, "initializer"),
        Init::Lit(_) => Ok(()),
    };
    let attrs_ok = |a: &[crate::class::AttrDecl]| {
        a.iter()
            .filter_map(|a| a.args.as_ref())
            .try_for_each(init_ok)
    };
    for f in std::iter::once(&s.main).chain(s.functions.iter()) {
        attrs_ok(&f.attributes)?;
        for p in &f.params {
            attrs_ok(&p.attributes)?;
            if let Some(d) = &p.default {
                init_ok(d)?;
            }
        }
    }
    for c in &s.classes {
        attrs_ok(&c.attributes)?;
        for k in &c.consts {
            attrs_ok(&k.attributes)?;
        }
        for p in &c.props {
            attrs_ok(&p.attributes)?;
        }
        for e in &c.cases {
            attrs_ok(&e.attributes)?;
        }
        for m in &c.methods {
            func_ok(m.func, "method")?;
        }
        for k in &c.consts {
            init_ok(&k.value)?;
        }
        for p in &c.props {
            if let Some(d) = &p.default {
                init_ok(d)?;
            }
        }
        for e in &c.cases {
            if let Some(v) = &e.value {
                init_ok(v)?;
            }
        }
    }
    Ok(())
}

struct Ctx<'a> {
    functions: &'a [std::sync::Arc<Function>],
    nclasses: usize,
}

/// Opcodes after which execution never continues at the next instruction.
fn no_fallthrough(op: Op) -> bool {
    matches!(
        op,
        Op::Return
            | Op::ReturnTyped
            | Op::ReturnRef
            | Op::Jmp
            | Op::Throw
            | Op::Rethrow
            | Op::Exit
            | Op::MatchError
    )
}

/// Operands the VM tests against [`NONE`] before using them as a slot.
fn none_allowed(op: Op, operand: usize) -> bool {
    // `Yield`: no value (yields null) and no key (the next auto key).
    if op == Op::Yield {
        return true;
    }
    // `Args`: the last one is padded when the count is not a multiple of 3
    // (`CallFn`, `CallName` and `CallMethod` check that the operands they read are present).
    if op == Op::Args {
        return true;
    }
    operand == 0
        && matches!(
            op,
            Op::Return
                | Op::Exit
                | Op::DoCall
                | Op::CallFn
                | Op::CallName
                | Op::CallMethod
                | Op::CallStatic
                | Op::AssertCheck
                | Op::PreInc
                | Op::PreDec
                | Op::PostInc
                | Op::PostDec
                | Op::PathStart
        )
}

/// Operators `PathAssignOp` may name (it applies them as binary operators).
fn compound_op(op: Op) -> bool {
    matches!(
        op,
        Op::Add
            | Op::Sub
            | Op::Mul
            | Op::Div
            | Op::Mod
            | Op::Pow
            | Op::Concat
            | Op::BitAnd
            | Op::BitOr
            | Op::BitXor
            | Op::Shl
            | Op::Shr
    )
}

/// The ops of an lvalue path after its `PathStart` (they use the path state it set).
fn path_continues(op: Op) -> bool {
    matches!(op, Op::PathDim | Op::PathAppend) || path_terminal(op)
}

fn path_terminal(op: Op) -> bool {
    matches!(
        op,
        Op::PathAssign
            | Op::PathAssignOp
            | Op::PathIncDec
            | Op::PathRef
            | Op::PathBindRef
            | Op::PathUnset
            | Op::PathFetch
            | Op::PathCoalesce
    )
}

fn is_capture(op: Op) -> bool {
    matches!(op, Op::Capture | Op::CaptureRef | Op::CaptureIf)
}

fn function(ctx: &Ctx, f: &Function) -> Result<(), String> {
    let n = f.code.len();
    let slots = f.num_slots as u64;
    let nlits = f.literals.len() as u64;
    if n == 0 {
        return Err("no code".into());
    }
    if f.lines.len() != n {
        return Err("lines do not match code".into());
    }
    if (f.cv_names.len() as u64) > slots {
        return Err("more variables than slots".into());
    }
    // Temporaries come from instructions (at most three each; an iterator's
    // four slots come with at least its four instructions); more would only
    // serve to exhaust memory.
    if slots > f.cv_names.len() as u64 + 3 * n as u64 + 3 {
        return Err("too many slots".into());
    }
    if f.params.len() > f.cv_names.len() {
        return Err("more parameters than variables".into());
    }
    if f.required as usize > f.params.len() {
        return Err("more required parameters than parameters".into());
    }
    if let Some((_, init)) = f.params.split_last() {
        if init.iter().any(|p| p.variadic) {
            return Err("a variadic parameter before the last".into());
        }
    }
    if f.num_statics as usize > n {
        return Err("too many statics".into());
    }
    if f.uses.iter().any(|u| u.slot as u64 >= slots) {
        return Err("captured variable slot out of range".into());
    }
    for h in &f.handlers {
        if h.start > h.end || h.end as usize > n || h.target as usize >= n {
            return Err("handler out of range".into());
        }
    }
    if !no_fallthrough(f.code[n - 1].op) {
        return Err("code runs off its end".into());
    }
    // Instructions that only make sense right after their predecessor (inside
    // an lvalue path or a closure's captures) must not be jump targets.
    let mut is_target = vec![false; n];
    for h in &f.handlers {
        is_target[h.target as usize] = true;
    }
    for (pc, ins) in f.code.iter().enumerate() {
        let kinds = ins.op.operands();
        for (i, (kind, v)) in kinds.iter().zip([ins.a, ins.b, ins.c]).enumerate() {
            let bad = |what: &str| Err(format!("{pc}: {} operand {i}: {what}", ins.op.name()));
            match kind {
                Operand::Unused => {}
                Operand::Read => {
                    if v == NONE {
                        if !none_allowed(ins.op, i) {
                            return bad("missing");
                        }
                    } else if v & LIT != 0 {
                        if (v & !LIT) as u64 >= nlits {
                            return bad("literal out of range");
                        }
                    } else if v as u64 >= slots {
                        return bad("slot out of range");
                    }
                }
                Operand::Write => {
                    if v == NONE {
                        if !none_allowed(ins.op, i) {
                            return bad("missing");
                        }
                    } else if v as u64 >= slots {
                        return bad("slot out of range");
                    }
                }
                Operand::Jump => {
                    if v as usize >= n {
                        return bad("jump out of range");
                    }
                    is_target[v as usize] = true;
                }
                Operand::Num => {}
            }
        }
        let table = |ok: bool, what: &str| {
            if ok {
                Ok(())
            } else {
                Err(format!("{pc}: {} {what} out of range", ins.op.name()))
            }
        };
        match ins.op {
            Op::NewArray => table(ins.b as usize <= n, "size")?,
            Op::PathAssignOp => table(
                Op::ALL.get(ins.b as usize).is_some_and(|&o| compound_op(o)),
                "operator",
            )?,
            Op::PathIncDec => table(ins.a <= 3, "kind")?,
            Op::BindStatic => table(ins.b < f.num_statics, "static")?,
            Op::DeclareFunc => table((ins.a as usize) < ctx.functions.len(), "function")?,
            Op::MakeClosure => table((ins.b as usize) < ctx.functions.len(), "function")?,
            Op::InitCall => table((ins.a as usize) < f.call_sites.len(), "call site")?,
            Op::CallFn | Op::CallName => {
                table((ins.b as usize) < f.call_sites.len(), "call site")?;
                // The argument operands: ceil(c/3) `Args`, none missing.
                let argc = ins.c as usize;
                // (Bounded by the code's length first: three operands to an `Args`.)
                let ok = argc.div_ceil(3) <= n
                    && (0..argc).all(|i| {
                        f.code
                            .get(pc + 1 + i / 3)
                            .is_some_and(|a| a.op == Op::Args && [a.a, a.b, a.c][i % 3] != NONE)
                    });
                table(ok, "argument list")?
            }
            Op::CallMethod | Op::CallStatic => {
                // The method name and the argument operands: ceil((c+1)/3) `Args`,
                // none missing.
                let flags = if ins.op == Op::CallMethod {
                    crate::CALL_FLAGS
                } else {
                    0
                };
                let nops = (ins.c & !flags) as usize + 1;
                let ok = nops.div_ceil(3) <= n
                    && (0..nops).all(|i| {
                        f.code
                            .get(pc + 1 + i / 3)
                            .is_some_and(|a| a.op == Op::Args && [a.a, a.b, a.c][i % 3] != NONE)
                    });
                table(ok, "argument list")?
            }
            // The fused loop step stands for the jump it was fused with, which follows.
            Op::IncJmpLt | Op::IncJmpLe => {
                let want = if ins.op == Op::IncJmpLt {
                    Op::JmpLt
                } else {
                    Op::JmpLe
                };
                let ok = f
                    .code
                    .get(pc + 1)
                    .is_some_and(|j| j.op == want && j.a == ins.a && j.b == ins.b && j.c == ins.c);
                table(ok, "following jump")?
            }
            Op::RecvDefault | Op::RecvCheck => {
                table((ins.a as usize) < f.params.len(), "parameter")?
            }
            Op::DeclareClass => table((ins.a as usize) < ctx.nclasses, "class")?,
            // An iterator occupies four slots from `it`.
            Op::FeReset | Op::FeResetRef | Op::FeFetch | Op::FeFetchRef | Op::FeFree => {
                table(ins.a as u64 + 3 < slots, "iterator")?
            }
            // The delegate's position lives in the slot after it.
            Op::YieldFrom => table(ins.b as u64 + 1 < slots, "delegate")?,
            _ => {}
        }
    }
    call_nesting(f)?;
    for (pc, ins) in f.code.iter().enumerate() {
        let prev = pc.checked_sub(1).map(|p| f.code[p]);
        if path_continues(ins.op) {
            // Inside a path: after its PathStart and not reachable otherwise.
            let ok = prev
                .is_some_and(|p| matches!(p.op, Op::PathStart | Op::PathDim | Op::PathAppend))
                && !is_target[pc];
            if !ok {
                return Err(format!("{pc}: {} outside an lvalue path", ins.op.name()));
            }
        }
        if matches!(ins.op, Op::PathStart | Op::PathDim | Op::PathAppend) {
            let next = f.code.get(pc + 1).map(|i| i.op);
            if !next.is_some_and(path_continues) {
                return Err(format!("{pc}: unterminated lvalue path"));
            }
        }
        if ins.op == Op::PathCoalesce {
            let start = f.code[..pc]
                .iter()
                .rev()
                .find(|i| i.op == Op::PathStart)
                .map(|i| i.a);
            if start.is_none_or(|a| a == NONE) {
                return Err(format!("{pc}: ??= without a destination"));
            }
        }
        if is_capture(ins.op) {
            // Captures follow the MakeClosure whose closure they fill (uses slot `c`).
            let mut p = pc;
            let made = loop {
                if is_target[p] || p == 0 {
                    break None;
                }
                p -= 1;
                let q = f.code[p];
                if q.op == Op::MakeClosure && q.a == ins.a {
                    break Some(q.b);
                }
                if !(is_capture(q.op) && q.a == ins.a) {
                    break None;
                }
            };
            let Some(func) = made else {
                return Err(format!("{pc}: capture without its closure"));
            };
            let uses = ctx.functions[func as usize].uses.len();
            if ins.c as usize >= uses {
                return Err(format!("{pc}: capture slot out of range"));
            }
        }
    }
    Ok(())
}

/// The change an instruction makes to the frame's pending calls, and how
/// many it needs to exist before it runs.
fn call_effect(op: Op) -> (i64, u32) {
    match op {
        Op::InitCall | Op::InitCallDyn | Op::InitCtor | Op::InitMethod | Op::InitStatic => (1, 0),
        Op::DoCall | Op::MakeCallable => (-1, 1),
        Op::SendVal
        | Op::SendVar
        | Op::SendRef
        | Op::SendTmpRef
        | Op::SendUnpack
        | Op::SendNamed
        | Op::SendUser
        | Op::SendUserArray
        | Op::JmpArgByVal => (0, 1),
        _ => (0, 0),
    }
}

/// Calls nest properly on every path: an argument is sent and a call made
/// only while this frame has a pending call (the VM's pending-call stack is
/// shared by all frames), every path reaches a program point with the same
/// number of pending calls, and none is left at a return. A throw
/// discards the frame's pending calls, so handlers start with none.
fn call_nesting(f: &Function) -> Result<(), String> {
    let n = f.code.len();
    let mut depth: Vec<Option<u32>> = vec![None; n];
    let mut work = vec![(0usize, 0u32)];
    for h in &f.handlers {
        work.push((h.target as usize, 0));
    }
    while let Some((pc, d)) = work.pop() {
        match depth[pc] {
            Some(seen) if seen == d => continue,
            Some(_) => return Err(format!("{pc}: calls nest differently on two paths")),
            None => depth[pc] = Some(d),
        }
        let ins = f.code[pc];
        let (delta, need) = call_effect(ins.op);
        if d < need {
            return Err(format!("{pc}: {} without a pending call", ins.op.name()));
        }
        if matches!(ins.op, Op::Return | Op::ReturnTyped | Op::ReturnRef) && d != 0 {
            return Err(format!("{pc}: return with a pending call"));
        }
        let after = (d as i64 + delta) as u32;
        if after as usize > n {
            return Err(format!("{pc}: calls nest too deep"));
        }
        if !no_fallthrough(ins.op) {
            // The last instruction never falls through (checked before).
            work.push((pc + 1, after));
        }
        for (kind, v) in ins.op.operands().iter().zip([ins.a, ins.b, ins.c]) {
            if *kind == Operand::Jump {
                work.push((v as usize, after));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Instr, Literal};
    use std::sync::Arc;

    fn func(code: Vec<Instr>) -> Function {
        Function {
            name: Arc::from(&b"f"[..]),
            lines: vec![1; code.len()],
            code,
            literals: vec![Literal::Int(1)],
            cv_names: vec![Arc::from(&b"a"[..])],
            num_slots: 3,
            params: Vec::new(),
            required: 0,
            return_type: None,
            by_ref_return: false,
            uses: Vec::new(),
            call_sites: Vec::new(),
            num_statics: 0,
            strict_types: false,
            is_closure: false,
            handlers: Vec::new(),
            line: 1,
            end_line: 1,
            attributes: Vec::new(),
            doc: None,
        }
    }

    fn check(code: Vec<Instr>) -> Result<(), String> {
        let s = Script {
            version: crate::VERSION,
            path: Arc::from(&b"t.php"[..]),
            main: Arc::new(func(code)),
            functions: Vec::new(),
            hoisted: Vec::new(),
            diagnostics: Vec::new(),
            classes: Vec::new(),
        };
        script(&s)
    }

    const RET: Instr = Instr::new(Op::Return, NONE, 0, 0);

    #[test]
    fn accepts_well_formed_code() {
        let ok = check(vec![
            Instr::new(Op::Assign, 0, LIT, 0),
            Instr::new(Op::InitCallDyn, 0, 0, 0),
            Instr::new(Op::SendVal, LIT, 0, 0),
            Instr::new(Op::DoCall, 2, 0, 0),
            Instr::new(Op::JmpZ, 2, 0, 0),
            Instr::new(Op::IncJmpLe, 0, 1, 0),
            Instr::new(Op::JmpLe, 0, 1, 0),
            RET,
        ]);
        assert_eq!(ok, Ok(()));
    }

    #[test]
    fn call_fn_needs_its_argument_operands() {
        let with_site = |code: Vec<Instr>| {
            let mut f = func(code);
            f.call_sites.push(crate::CallSite {
                name: Arc::from(&b"g"[..]),
                lc_name: Arc::from(&b"g"[..]),
                fallback: None,
            });
            let s = Script {
                version: crate::VERSION,
                path: Arc::from(&b"t.php"[..]),
                main: Arc::new(f),
                functions: Vec::new(),
                hoisted: Vec::new(),
                diagnostics: Vec::new(),
                classes: Vec::new(),
            };
            script(&s)
        };
        let call = |n| Instr::new(Op::CallFn, 2, 0, n);
        let args = |a, b, c| Instr::new(Op::Args, a, b, c);
        assert_eq!(with_site(vec![call(0), RET]), Ok(()));
        assert_eq!(with_site(vec![call(2), args(0, LIT, NONE), RET]), Ok(()));
        for code in [
            vec![call(1), RET],
            vec![call(2), args(0, NONE, NONE), RET],
            vec![call(4), args(0, 0, 0), RET],
            vec![call(1), args(3, NONE, NONE), RET],
            vec![Instr::new(Op::CallFn, 2, 1, 0), RET],
        ] {
            assert!(with_site(code).is_err());
        }
    }

    #[test]
    fn call_method_needs_its_name_and_argument_operands() {
        let call = |n| Instr::new(Op::CallMethod, 2, 0, n);
        let args = |a, b, c| Instr::new(Op::Args, a, b, c);
        assert_eq!(check(vec![call(0), args(LIT, NONE, NONE), RET]), Ok(()));
        assert_eq!(check(vec![call(2), args(LIT, 0, 1), RET]), Ok(()));
        let moving = crate::MOVES_RECEIVER | 1;
        assert_eq!(check(vec![call(moving), args(LIT, 0, NONE), RET]), Ok(()));
        assert_eq!(
            check(vec![call(3), args(LIT, 0, 1), args(LIT, NONE, NONE), RET]),
            Ok(())
        );
        for code in [
            vec![call(0), RET],
            vec![call(1), args(LIT, NONE, NONE), RET],
            vec![call(3), args(LIT, 0, 1), RET],
            vec![call(1), args(LIT, 3, NONE), RET],
        ] {
            assert!(check(code).is_err());
        }
    }

    #[test]
    fn rejects_what_the_vm_would_index_out_of_range() {
        for (code, why) in [
            (vec![Instr::new(Op::Assign, 3, 0, 0), RET], "slot"),
            (vec![Instr::new(Op::Assign, 0, LIT | 1, 0), RET], "literal"),
            (
                vec![Instr::new(Op::Assign, LIT, 0, 0), RET],
                "written literal",
            ),
            (vec![Instr::new(Op::Jmp, 0, 0, 2), RET], "jump"),
            (vec![Instr::new(Op::Echo, 0, 0, 0)], "falls off the end"),
            (
                vec![Instr::new(Op::DoCall, 0, 0, 0), RET],
                "call without init",
            ),
            (
                vec![Instr::new(Op::SendVal, 0, 0, 0), RET],
                "send without init",
            ),
            (
                vec![Instr::new(Op::SendUser, 0, 0, 0), RET],
                "call_user_func's send without init",
            ),
            (
                vec![Instr::new(Op::InitCallDyn, 0, 0, 0), RET],
                "return with a pending call",
            ),
            (vec![Instr::new(Op::InitCall, 0, 0, 0), RET], "call site"),
            (vec![Instr::new(Op::BindStatic, 0, 0, 1), RET], "static"),
            (vec![Instr::new(Op::DeclareFunc, 0, 0, 0), RET], "function"),
            (vec![Instr::new(Op::FeFree, 1, 0, 0), RET], "iterator"),
            (
                vec![Instr::new(Op::IncJmpLt, 0, 1, 0), RET],
                "fused step without its jump",
            ),
            (
                vec![
                    Instr::new(Op::IncJmpLt, 0, 1, 0),
                    Instr::new(Op::JmpLt, 0, 1, 2),
                    RET,
                ],
                "fused step with another jump",
            ),
            (vec![Instr::new(Op::PathAssign, 0, 0, 0), RET], "path"),
            (vec![Instr::new(Op::PathStart, 0, 1, 0), RET], "open path"),
            (vec![Instr::new(Op::Capture, 0, 1, 0), RET], "capture"),
            (
                vec![
                    Instr::new(Op::PathStart, 0, 1, 0),
                    Instr::new(Op::PathAssignOp, 0, Op::Echo as u32, 0),
                    RET,
                ],
                "compound operator",
            ),
        ] {
            assert!(check(code).is_err(), "accepted: {why}");
        }
    }
}
