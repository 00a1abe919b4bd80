//! Array literals (constant ones become a single literal) and string
//! interpolation.

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Literal, Op};
use rphp_syntax::ast::{ArrayItem, Expr, ExprKind, InterpPart};

/// The literal for a constant expression usable inside a constant array.
fn const_literal(e: &Expr) -> Option<Literal> {
    Some(match &e.kind {
        ExprKind::Int(i) => Literal::Int(*i),
        ExprKind::Float(f) => Literal::Float(*f),
        ExprKind::Str(s) => Literal::Str(s.as_slice().into()),
        ExprKind::Const(n) => match &n.text.to_ascii_lowercase()[..] {
            b"true" => Literal::Bool(true),
            b"false" => Literal::Bool(false),
            b"null" => Literal::Null,
            _ => return None,
        },
        ExprKind::Unary {
            op: rphp_syntax::ast::UnaryOp::Neg,
            expr,
        } => match expr.kind {
            ExprKind::Int(i) => Literal::Int(i.wrapping_neg()),
            ExprKind::Float(f) => Literal::Float(-f),
            _ => return None,
        },
        ExprKind::Array(items) => const_array(items)?,
        _ => return None,
    })
}

fn const_array(items: &[ArrayItem]) -> Option<Literal> {
    let mut out = Vec::with_capacity(items.len());
    for it in items {
        if it.by_ref || it.unpack {
            return None;
        }
        let key = match &it.key {
            None => None,
            Some(k) => match const_literal(k)? {
                l @ (Literal::Int(_) | Literal::Str(_)) => Some(l),
                _ => return None,
            },
        };
        out.push((key, const_literal(&it.value)?));
    }
    Some(Literal::Array(out.into()))
}

impl Compiler {
    pub(super) fn array_literal(&mut self, items: &[ArrayItem]) -> CResult<u32> {
        if let Some(l) = const_array(items) {
            return Ok(self.fb.lit(l));
        }
        let t = self.fb.temp();
        self.fb.emit(Op::NewArray, t, items.len() as u32, 0);
        for it in items {
            if it.unpack {
                let v = self.expr(&it.value)?;
                self.fb.emit(Op::ArrayUnpack, t, v, 0);
                continue;
            }
            let k = match &it.key {
                Some(k) => Some(self.expr(k)?),
                None => None,
            };
            if it.by_ref {
                let r = self.make_ref(&it.value)?;
                match k {
                    Some(k) => self.fb.emit(Op::ArrayInsertRef, t, k, r),
                    None => self.fb.emit(Op::ArrayPushRef, t, r, 0),
                };
                continue;
            }
            let v = self.expr(&it.value)?;
            self.fb.line = it.value.line;
            match k {
                Some(k) => self.fb.emit(Op::ArrayInsert, t, k, v),
                None => self.fb.emit(Op::ArrayPush, t, v, 0),
            };
            if (matches!(
                it.value.kind,
                ExprKind::Array(_) | ExprKind::Closure(_) | ExprKind::ArrowFn(_)
            ) && v & rphp_bytecode::LIT == 0)
                || super::holds_fresh_value(&it.value, v)
            {
                // The array holds the value; the temporary must not.
                self.fb.emit(Op::Unset, v, 1, 0);
            }
        }
        Ok(t)
    }

    pub(super) fn interp(&mut self, parts: &[InterpPart]) -> CResult<u32> {
        let mut regs = Vec::with_capacity(parts.len());
        for p in parts {
            match p {
                InterpPart::Lit(s) => {
                    if !s.is_empty() {
                        regs.push(self.fb.str_lit(s));
                    }
                }
                InterpPart::Expr(e) => regs.push(self.expr(e)?),
            }
        }
        match regs.len() {
            0 => Ok(self.fb.str_lit(b"")),
            1 => {
                let t = self.fb.temp();
                self.fb.emit(Op::Cast, t, regs[0], 2);
                Ok(t)
            }
            _ => {
                let t = self.fb.temp();
                self.fb.emit(Op::Concat, t, regs[0], regs[1]);
                for &r in &regs[2..] {
                    self.fb.emit(Op::Concat, t, t, r);
                }
                Ok(t)
            }
        }
    }
}
