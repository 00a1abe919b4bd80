//! Operators: arithmetic, comparison, logical (short-circuit), `??`,
//! compound assignment, `++`/`--` and `match`.

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Op, NONE};
use rphp_syntax::ast::{BinOp, Expr, ExprKind, MatchArm};

/// The opcode computing a binary operator (for `PathAssignOp` the opcode's byte is the operand).
pub fn binop_opcode(op: BinOp) -> Option<Op> {
    Some(match op {
        BinOp::Add => Op::Add,
        BinOp::Sub => Op::Sub,
        BinOp::Mul => Op::Mul,
        BinOp::Div => Op::Div,
        BinOp::Mod => Op::Mod,
        BinOp::Pow => Op::Pow,
        BinOp::Concat => Op::Concat,
        BinOp::BitAnd => Op::BitAnd,
        BinOp::BitOr => Op::BitOr,
        BinOp::BitXor => Op::BitXor,
        BinOp::Shl => Op::Shl,
        BinOp::Shr => Op::Shr,
        BinOp::Eq => Op::Eq,
        BinOp::NotEq => Op::NotEq,
        BinOp::Identical => Op::Identical,
        BinOp::NotIdentical => Op::NotIdentical,
        BinOp::Lt => Op::Lt,
        BinOp::Le => Op::Le,
        BinOp::Spaceship => Op::Spaceship,
        _ => return None,
    })
}

/// `true` or `false` written as a constant: php compiles `$x == true` as
/// `(bool)$x` (and `== false` as `!$x`), which differs from the comparison
/// only for an enum case (uncomparable with a bool held in a variable).
pub(super) fn bool_literal(e: &Expr) -> Option<bool> {
    match &e.kind {
        ExprKind::Const(n)
            if matches!(
                n.kind,
                rphp_syntax::ast::NameKind::Unqualified
                    | rphp_syntax::ast::NameKind::FullyQualified
            ) =>
        {
            let t = n.text.strip_prefix(b"\\").unwrap_or(&n.text);
            if t.eq_ignore_ascii_case(b"true") {
                Some(true)
            } else if t.eq_ignore_ascii_case(b"false") {
                Some(false)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// For `a == b` / `a != b` with a bool literal on one side: the other side
/// and whether the result is that side's truth (else its negation).
pub(super) fn bool_equality<'e>(
    op: BinOp,
    left: &'e Expr,
    right: &'e Expr,
) -> Option<(&'e Expr, bool)> {
    if !matches!(op, BinOp::Eq | BinOp::NotEq) {
        return None;
    }
    let (other, lit) = match (bool_literal(left), bool_literal(right)) {
        (Some(l), _) => (right, l),
        (None, Some(r)) => (left, r),
        (None, None) => return None,
    };
    Some((other, (op == BinOp::Eq) == lit))
}

impl Compiler {
    pub(super) fn binary(
        &mut self,
        op: BinOp,
        left: &Expr,
        right: &Expr,
        dst: Option<u32>,
    ) -> CResult<u32> {
        let line = self.fb.line;
        match op {
            BinOp::And | BinOp::Or => {
                let t = self.fb.temp();
                let l = self.expr(left)?;
                self.fb.emit(Op::Bool, t, l, 0);
                let j = self.fb.emit(
                    if op == BinOp::And {
                        Op::JmpZ
                    } else {
                        Op::JmpNZ
                    },
                    t,
                    0,
                    0,
                );
                let r = self.expr(right)?;
                self.fb.emit(Op::Bool, t, r, 0);
                self.fb.patch(j);
                Ok(t)
            }
            BinOp::Xor => {
                let l = self.expr(left)?;
                let a = self.fb.temp();
                self.fb.emit(Op::Bool, a, l, 0);
                let r = self.expr(right)?;
                let b = self.fb.temp();
                self.fb.emit(Op::Bool, b, r, 0);
                let t = self.fb.temp();
                self.fb.emit(Op::NotIdentical, t, a, b);
                Ok(t)
            }
            BinOp::Coalesce => {
                let t = self.fb.temp();
                let l = self.quiet_expr(left)?;
                let j = self.fb.emit(Op::JmpSet, t, l, 0);
                let r = self.expr(right)?;
                self.fb.emit(Op::Assign, t, r, 0);
                self.fb.patch(j);
                Ok(t)
            }
            BinOp::Gt | BinOp::Ge => {
                let l = self.expr(left)?;
                let r = self.expr(right)?;
                let t = dst.unwrap_or_else(|| self.fb.temp());
                self.fb.line = line;
                self.fb
                    .emit(if op == BinOp::Gt { Op::Lt } else { Op::Le }, t, r, l);
                Ok(t)
            }
            _ if bool_equality(op, left, right).is_some() => {
                let (other, truth) = bool_equality(op, left, right).expect("checked");
                let v = self.expr(other)?;
                let t = dst.unwrap_or_else(|| self.fb.temp());
                self.fb.line = line;
                self.fb
                    .emit(if truth { Op::Bool } else { Op::Not }, t, v, 0);
                Ok(t)
            }
            _ => {
                let l = self.expr(left)?;
                let r = self.expr(right)?;
                // `a . b . c`: the left temporary dies here, so append to it in place.
                let reuse = op == BinOp::Concat
                    && dst.is_none()
                    && l & crate::builder::TEMP != 0
                    && l & rphp_bytecode::LIT == 0;
                let t = if reuse {
                    l
                } else {
                    dst.unwrap_or_else(|| self.fb.temp())
                };
                self.fb.line = line;
                let code = binop_opcode(op).expect("arithmetic operator");
                self.fb.emit(code, t, l, r);
                // Operands that were call results die with the operation, as php's.
                // Not after arithmetic: an object operand throws there (and dies
                // unwinding), so what is left are numbers and `+`'s arrays, and
                // an extra instruction after every `f() + g()` costs calls ~5%.
                let numeric = !matches!(
                    op,
                    BinOp::Concat
                        | BinOp::Eq
                        | BinOp::NotEq
                        | BinOp::Identical
                        | BinOp::NotIdentical
                        | BinOp::Lt
                        | BinOp::Le
                        | BinOp::Spaceship
                );
                for (e, x) in [(left, l), (right, r)] {
                    if !numeric && x != t && super::holds_fresh_value(e, x) {
                        self.fb.emit(Op::Unset, x, 0, 0);
                    }
                }
                Ok(t)
            }
        }
    }

    pub(super) fn assign_op(&mut self, op: BinOp, target: &Expr, value: &Expr) -> CResult<u32> {
        let line = self.fb.line;
        if op == BinOp::Coalesce {
            return self.coalesce_assign(target, value);
        }
        let code = binop_opcode(op).expect("compound assignment operator");
        match &target.kind {
            ExprKind::Var(name) if name != b"GLOBALS" && name != b"this" => {
                let cv = self.fb.cv(name);
                let v = self.expr(value)?;
                self.fb.line = line;
                self.fb.emit(code, cv, cv, v);
                Ok(cv)
            }
            // `$o->p op= v`: php evaluates the object, then `v`, then reads and
            // writes the property; the reference is taken last, so `PropRef`,
            // `PathStart` and `PathAssignOp` are adjacent (the VM fuses them
            // for a plain declared property).
            ExprKind::Prop { obj, name, .. } => {
                let o = self.expr(obj)?;
                let n = self.member_operand(name)?;
                let v = self.expr(value)?;
                let r = self.fb.temp();
                self.fb.line = target.line;
                self.fb.emit(Op::PropRef, r, o, n);
                let path = super::lvalue::Path {
                    base: r,
                    base_is_temp: true,
                    keys: Vec::new(),
                };
                let t = self.fb.temp();
                self.fb.line = line;
                self.emit_path(t, &path);
                self.fb.emit(Op::PathAssignOp, v, code as u32, 0);
                self.end_path(&path);
                Ok(t)
            }
            _ => {
                let path = self.lvalue_path(target)?;
                let v = self.expr(value)?;
                let t = self.fb.temp();
                self.fb.line = line;
                self.emit_path(t, &path);
                self.fb.emit(Op::PathAssignOp, v, code as u32, 0);
                self.end_path(&path);
                Ok(t)
            }
        }
    }

    fn coalesce_assign(&mut self, target: &Expr, value: &Expr) -> CResult<u32> {
        let t = self.fb.temp();
        match &target.kind {
            ExprKind::Var(name) if name != b"GLOBALS" && name != b"this" => {
                let cv = self.fb.cv(name);
                let j = self.fb.emit(Op::JmpSet, t, cv, 0);
                let v = self.expr(value)?;
                self.fb.emit(Op::Assign, cv, v, 0);
                self.fb.emit(Op::Assign, t, cv, 0);
                self.fb.patch(j);
            }
            _ => {
                let path = self.lvalue_path(target)?;
                self.emit_path(t, &path);
                let j = self.fb.emit(Op::PathCoalesce, 0, 0, 0);
                let v = self.expr(value)?;
                self.emit_path(t, &path);
                self.fb.emit(Op::PathAssign, v, 0, 0);
                self.fb.patch(j);
                self.end_path(&path);
            }
        }
        Ok(t)
    }

    /// `++$x`, `$x--`, `$a[k]++`. With `discard` the old value is not kept.
    pub(super) fn incdec(
        &mut self,
        target: &Expr,
        prefix: bool,
        inc: bool,
        discard: bool,
    ) -> CResult<u32> {
        let line = self.fb.line;
        match &target.kind {
            ExprKind::Var(name) if name != b"GLOBALS" && name != b"this" => {
                let cv = self.fb.cv(name);
                let t = if discard { NONE } else { self.fb.temp() };
                let op = match (prefix || discard, inc) {
                    (true, true) => Op::PreInc,
                    (true, false) => Op::PreDec,
                    (false, true) => Op::PostInc,
                    (false, false) => Op::PostDec,
                };
                self.fb.line = line;
                self.fb.emit(op, t, cv, 0);
                Ok(if discard { cv } else { t })
            }
            _ => {
                let path = self.lvalue_path(target)?;
                let t = self.fb.temp();
                self.fb.line = line;
                self.emit_path(t, &path);
                let kind = match (prefix, inc) {
                    (true, true) => 0,
                    (true, false) => 1,
                    (false, true) => 2,
                    (false, false) => 3,
                };
                self.fb.emit(Op::PathIncDec, kind, 0, 0);
                self.end_path(&path);
                Ok(t)
            }
        }
    }

    pub(super) fn match_expr(&mut self, subject: &Expr, arms: &[MatchArm]) -> CResult<u32> {
        let line = self.fb.line;
        let s = self.expr(subject)?;
        let s = self.temp_of(s);
        let t = self.fb.temp();
        let cmp = self.fb.temp();
        let mut arm_jumps: Vec<Vec<usize>> = Vec::new();
        let mut default = None;
        for (i, arm) in arms.iter().enumerate() {
            let mut js = Vec::new();
            match &arm.conds {
                Some(conds) => {
                    for c in conds {
                        let r = self.expr(c)?;
                        self.fb.emit(Op::Identical, cmp, s, r);
                        js.push(self.fb.emit(Op::JmpNZ, cmp, 0, 0));
                    }
                }
                None => default = Some(i),
            }
            arm_jumps.push(js);
        }
        let mut no_match = None;
        if default.is_none() {
            // php uses a jump table (reported at the `match` line) when every
            // condition is an int or string literal; otherwise the error comes
            // after the last condition compiled, at its line.
            let conds = arms.iter().filter_map(|a| a.conds.as_ref()).flatten();
            let literal = conds
                .clone()
                .all(|c| matches!(c.kind, ExprKind::Int(_) | ExprKind::Str(_)));
            self.fb.line = match conds.last() {
                Some(c) if !literal => c.line,
                _ => line,
            };
            self.fb.emit(Op::MatchError, s, 0, 0);
        } else {
            no_match = Some(self.fb.emit(Op::Jmp, 0, 0, 0));
        }
        let mut ends = Vec::new();
        for (i, arm) in arms.iter().enumerate() {
            for &j in &arm_jumps[i] {
                self.fb.patch(j);
            }
            if default == Some(i) {
                if let Some(nm) = no_match {
                    self.fb.patch(nm);
                }
            }
            let v = self.expr(&arm.body)?;
            self.fb.emit(Op::Assign, t, v, 0);
            ends.push(self.fb.emit(Op::Jmp, 0, 0, 0));
        }
        for e in ends {
            self.fb.patch(e);
        }
        Ok(t)
    }
}
