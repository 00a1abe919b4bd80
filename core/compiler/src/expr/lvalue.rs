//! Writable places: assignment (`=`, `=&`), `list()`/`[...]` destructuring,
//! `isset`, `empty`, `unset`, and the lvalue paths (`$a[k1][k2]`) that
//! nested writes go through.
//!
//! A nested write evaluates its keys first (PHP's order), then emits
//! `PathStart dst base`, one `PathDim`/`PathAppend` per level and a terminal
//! (`PathAssign`, `PathAssignOp`, `PathIncDec`, `PathRef`, `PathUnset`, ...)
//! as one uninterrupted run, so the VM's path buffer is never shared.

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Literal, Op, NONE};
use rphp_syntax::ast::{ArrayItem, Expr, ExprKind};

/// A writable location: a base variable (or a temp holding a reference) and keys.
pub struct Path {
    pub base: u32,
    pub base_is_temp: bool,
    pub keys: Vec<Option<u32>>,
}

impl Compiler {
    /// Evaluates the keys of a nested lvalue, innermost first.
    pub fn lvalue_path(&mut self, e: &Expr) -> CResult<Path> {
        match &e.kind {
            ExprKind::Var(name) if name == b"this" => self.err(e.line, "Cannot re-assign $this"),
            ExprKind::Var(name) if super::is_superglobal(name) => {
                let n = self.fb.str_lit(name);
                let t = self.fb.temp();
                self.fb.emit(Op::GlobalRef, t, n, 0);
                Ok(Path {
                    base: t,
                    base_is_temp: true,
                    keys: Vec::new(),
                })
            }
            ExprKind::Var(name) if name == b"GLOBALS" => {
                self.err(e.line, "Cannot re-assign $GLOBALS")
            }
            ExprKind::Var(name) => Ok(Path {
                base: self.fb.cv(name),
                base_is_temp: false,
                keys: Vec::new(),
            }),
            ExprKind::VarVar(n) => {
                let n = self.expr(n)?;
                let t = self.fb.temp();
                self.fb.emit(Op::VarVarRef, t, n, 0);
                Ok(Path {
                    base: t,
                    base_is_temp: true,
                    keys: Vec::new(),
                })
            }
            ExprKind::Index { base, index } => {
                if let ExprKind::Var(n) = &base.kind {
                    if n == b"GLOBALS" {
                        let Some(index) = index else {
                            return self.err(e.line, "Cannot append to $GLOBALS");
                        };
                        let k = self.expr(index)?;
                        let t = self.fb.temp();
                        self.fb.emit(Op::GlobalRef, t, k, 0);
                        return Ok(Path {
                            base: t,
                            base_is_temp: true,
                            keys: Vec::new(),
                        });
                    }
                }
                // `$this[k] = v` writes through the object (ArrayAccess); only
                // `$this` itself cannot be assigned.
                let mut p = match &base.kind {
                    ExprKind::Var(n) if n == b"this" => Path {
                        base: self.fb.cv(b"this"),
                        base_is_temp: false,
                        keys: Vec::new(),
                    },
                    _ => self.lvalue_path(base)?,
                };
                let k = match index {
                    Some(i) => Some(self.expr(i)?),
                    None => None,
                };
                p.keys.push(k);
                Ok(p)
            }
            ExprKind::Call { .. } | ExprKind::MethodCall { .. } | ExprKind::StaticCall { .. } => {
                self.err(e.line, "Can't use function return value in write context")
            }
            ExprKind::Prop { obj, name, .. } => {
                let o = self.expr(obj)?;
                let n = self.member_operand(name)?;
                let t = self.fb.temp();
                self.fb.line = e.line;
                self.fb.emit(Op::PropRef, t, o, n);
                Ok(Path {
                    base: t,
                    base_is_temp: true,
                    keys: Vec::new(),
                })
            }
            ExprKind::StaticProp { class, name } => {
                let c = self.class_operand(class, e.line)?;
                let n = self.member_operand(name)?;
                let t = self.fb.temp();
                self.fb.line = e.line;
                self.fb.emit(Op::StaticPropRef, t, c, n);
                Ok(Path {
                    base: t,
                    base_is_temp: true,
                    keys: Vec::new(),
                })
            }
            _ => self.err(e.line, "Cannot use temporary expression in write context"),
        }
    }

    pub fn emit_path(&mut self, dst: u32, p: &Path) {
        self.fb.emit(Op::PathStart, dst, p.base, 0);
        for k in &p.keys {
            match k {
                Some(k) => self.fb.emit(Op::PathDim, *k, 0, 0),
                None => self.fb.emit(Op::PathAppend, 0, 0, 0),
            };
        }
    }

    pub fn end_path(&mut self, p: &Path) {
        if p.base_is_temp {
            self.fb.emit(Op::Unset, p.base, 0, 0);
        }
    }

    pub(super) fn simple_var(e: &Expr) -> Option<&[u8]> {
        match &e.kind {
            ExprKind::Var(n) if n != b"GLOBALS" && n != b"this" && !super::is_superglobal(n) => {
                Some(n)
            }
            _ => None,
        }
    }

    pub(super) fn assign(&mut self, target: &Expr, value: &Expr) -> CResult<u32> {
        self.assign_impl(target, value, false)
    }

    /// An assignment statement: a temporary holding a new object, array,
    /// closure or call result is cleared once stored, so it does not keep
    /// the value alive (destructor timing, and cycles the collector must see
    /// as garbage, as php frees its temporaries at once).
    pub(super) fn assign_discard(&mut self, target: &Expr, value: &Expr) -> CResult<()> {
        self.assign_impl(target, value, true).map(|_| ())
    }

    fn clear_stored_temp(&mut self, discard: bool, value: &Expr, v: u32) {
        if discard
            && v & crate::builder::TEMP != 0
            && v & rphp_bytecode::LIT == 0
            && v != NONE
            && matches!(
                value.kind,
                ExprKind::New { .. }
                    | ExprKind::Clone(_)
                    | ExprKind::Array(_)
                    | ExprKind::Closure(_)
                    | ExprKind::ArrowFn(_)
                    | ExprKind::Call { .. }
                    | ExprKind::MethodCall { .. }
                    | ExprKind::StaticCall { .. }
            )
        {
            self.fb.emit(Op::Unset, v, 0, 0);
        }
    }

    fn assign_impl(&mut self, target: &Expr, value: &Expr, discard: bool) -> CResult<u32> {
        let line = self.fb.line;
        if let Some(name) = Self::simple_var(target) {
            let cv = self.fb.cv(name);
            let r = self.expr_to(value, cv)?;
            if r != cv {
                self.fb.line = line;
                self.fb.emit(Op::Assign, cv, r, 0);
                if matches!(
                    value.kind,
                    ExprKind::New { .. }
                        | ExprKind::Clone(_)
                        | ExprKind::Array(_)
                        | ExprKind::Ternary { .. }
                ) && r & crate::builder::TEMP != 0
                    && r & rphp_bytecode::LIT == 0
                {
                    // The temporary must not keep the object alive (destructor timing, ids);
                    // it held a copy of what `cv` now holds.
                    self.fb.emit(Op::Unset, r, 1, 0);
                }
            }
            return Ok(cv);
        }
        match &target.kind {
            ExprKind::List(_) | ExprKind::Array(_) => {
                let items: Vec<Option<ArrayItem>> = match &target.kind {
                    ExprKind::List(items) => items.clone(),
                    ExprKind::Array(items) => items.iter().cloned().map(Some).collect(),
                    _ => unreachable!(),
                };
                if has_ref_items(&items) {
                    if let Some(name) = Self::simple_var(value) {
                        let cv = self.fb.cv(name);
                        self.destructure_refs(&items, cv, &[])?;
                        return Ok(cv);
                    }
                    if Self::is_ref_place(value) {
                        // `[&$x] = $o->list`: the references bind to the elements of the
                        // property (element, static property) itself, fetched for writing
                        // as php does, not to those of a copy.
                        let (base, is_temp) = self.ref_base(value)?;
                        self.destructure_refs(&items, base, &[])?;
                        let result = if discard {
                            NONE
                        } else {
                            let t = self.fb.temp();
                            self.fb.emit(Op::Assign, t, base, 0);
                            t
                        };
                        if is_temp {
                            // php's write fetch leaves no reference behind on the place.
                            self.fb.emit(Op::Unset, base, 1, 0);
                        }
                        return Ok(result);
                    }
                }
                let v = self.expr(value)?;
                let src = self.temp_of(v);
                self.destructure(&items, src)?;
                Ok(src)
            }
            ExprKind::Prop { obj, name, .. } => {
                let o = self.expr(obj)?;
                let n = self.member_operand(name)?;
                let v = self.expr(value)?;
                self.fb.line = line;
                self.fb.emit(Op::AssignProp, o, n, v);
                self.clear_stored_temp(discard, value, v);
                Ok(v)
            }
            ExprKind::Index { base, index } if Self::simple_var(base).is_some() => {
                let cv = self.fb.cv(Self::simple_var(base).expect("checked"));
                match index {
                    Some(i) => {
                        let k = self.expr(i)?;
                        let v = self.expr(value)?;
                        self.fb.line = line;
                        self.fb.emit(Op::SetDim, cv, k, v);
                        self.clear_stored_temp(discard, value, v);
                        Ok(v)
                    }
                    None => {
                        let v = self.expr(value)?;
                        self.fb.line = line;
                        self.fb.emit(Op::AppendDim, cv, v, 0);
                        self.clear_stored_temp(discard, value, v);
                        Ok(v)
                    }
                }
            }
            _ => {
                let p = self.lvalue_path(target)?;
                let v = self.expr(value)?;
                self.fb.line = line;
                // A statement needs no result (which would keep the value alive).
                let t = if discard { NONE } else { self.fb.temp() };
                self.emit_path(t, &p);
                self.fb.emit(Op::PathAssign, v, 0, 0);
                self.end_path(&p);
                self.clear_stored_temp(discard, value, v);
                Ok(t)
            }
        }
    }

    /// Stores the value in register `src` into `target` (foreach targets, list() elements).
    pub fn assign_to(&mut self, target: &Expr, src: u32) -> CResult<()> {
        if let Some(name) = Self::simple_var(target) {
            let cv = self.fb.cv(name);
            self.fb.emit(Op::Assign, cv, src, 0);
            return Ok(());
        }
        match &target.kind {
            ExprKind::List(items) => self.destructure(items, src),
            ExprKind::Array(items) => {
                let items: Vec<Option<ArrayItem>> = items.iter().cloned().map(Some).collect();
                self.destructure(&items, src)
            }
            _ => {
                let p = self.lvalue_path(target)?;
                self.emit_path(NONE, &p);
                self.fb.emit(Op::PathAssign, src, 0, 0);
                self.end_path(&p);
                Ok(())
            }
        }
    }

    /// `[$a, 'k' => $b, [$c]] = src`
    fn destructure(&mut self, items: &[Option<ArrayItem>], src: u32) -> CResult<()> {
        let mut next = 0i64;
        for item in items {
            let Some(item) = item else {
                next += 1;
                continue;
            };
            let k = match &item.key {
                Some(k) => self.expr(k)?,
                None => {
                    let k = self.fb.lit(Literal::Int(next));
                    next += 1;
                    k
                }
            };
            if item.by_ref {
                // [&$x] = $arr: bind $x to the element of the source variable.
                let r = self.fb.temp();
                self.fb.emit(Op::PathStart, r, src, 0);
                self.fb.emit(Op::PathDim, k, 0, 0);
                self.fb.emit(Op::PathRef, 0, 0, 0);
                self.bind_ref_to(&item.value, r)?;
                continue;
            }
            let t = self.fb.temp();
            self.fb.emit(Op::FetchList, t, src, k);
            self.assign_to(&item.value, t)?;
        }
        Ok(())
    }

    /// Destructuring with `&` items, straight from variable `base` (so references bind to its elements).
    fn destructure_refs(
        &mut self,
        items: &[Option<ArrayItem>],
        base: u32,
        prefix: &[u32],
    ) -> CResult<()> {
        let mut next = 0i64;
        for item in items.iter() {
            let Some(item) = item else {
                next += 1;
                continue;
            };
            let k = match &item.key {
                Some(k) => self.expr(k)?,
                None => {
                    let k = self.fb.lit(Literal::Int(next));
                    next += 1;
                    k
                }
            };
            let mut keys = prefix.to_vec();
            keys.push(k);
            let nested: Option<Vec<Option<ArrayItem>>> = match &item.value.kind {
                ExprKind::List(i) => Some(i.clone()),
                ExprKind::Array(i) => Some(i.iter().cloned().map(Some).collect()),
                _ => None,
            };
            if let Some(nested) = nested {
                self.destructure_refs(&nested, base, &keys)?;
                continue;
            }
            if item.by_ref {
                let r = self.fb.temp();
                self.fb.emit(Op::PathStart, r, base, 0);
                for k in &keys {
                    self.fb.emit(Op::PathDim, *k, 0, 0);
                }
                self.fb.emit(Op::PathRef, 0, 0, 0);
                self.bind_ref_to(&item.value, r)?;
            } else {
                let mut cur = base;
                for k in &keys {
                    let t = self.fb.temp();
                    self.fb.emit(Op::FetchList, t, cur, *k);
                    cur = t;
                }
                self.assign_to(&item.value, cur)?;
            }
        }
        Ok(())
    }

    /// A temporary holding a reference to the place `e` (made a reference if needed).
    pub fn make_ref(&mut self, e: &Expr) -> CResult<u32> {
        if let Some(name) = Self::simple_var(e) {
            let cv = self.fb.cv(name);
            let t = self.fb.temp();
            self.fb.emit(Op::AssignRef, t, cv, 0);
            return Ok(t);
        }
        let p = self.lvalue_path(e)?;
        if p.base_is_temp && p.keys.is_empty() {
            // `$o->p`, `A::$p`, `$$n`: the base already is the place's reference
            // (a path would wrap it in a second one).
            return Ok(p.base);
        }
        let t = self.fb.temp();
        self.emit_path(t, &p);
        self.fb.emit(Op::PathRef, 0, 0, 0);
        self.end_path(&p);
        Ok(t)
    }

    /// Whether `e` names a place `ref_base` fetches for writing (not a variable).
    fn is_ref_place(e: &Expr) -> bool {
        matches!(
            e.kind,
            ExprKind::Index { .. }
                | ExprKind::VarVar(_)
                | ExprKind::Prop {
                    nullsafe: false,
                    ..
                }
                | ExprKind::StaticProp { .. }
        )
    }

    /// The base for a by-reference foreach: a variable slot, or a temp holding a reference.
    pub fn ref_base(&mut self, e: &Expr) -> CResult<(u32, bool)> {
        if let Some(name) = Self::simple_var(e) {
            return Ok((self.fb.cv(name), false));
        }
        match &e.kind {
            ExprKind::Index { .. }
            | ExprKind::VarVar(_)
            | ExprKind::Prop {
                nullsafe: false, ..
            }
            | ExprKind::StaticProp { .. } => Ok((self.make_ref(e)?, true)),
            _ => {
                // A temporary array iterated by reference: iterate a copy.
                let v = self.expr(e)?;
                let t = self.fb.temp();
                self.fb.emit(Op::Assign, t, v, 0);
                Ok((t, false))
            }
        }
    }

    /// Binds `target` to the reference in temp `r` (consumed).
    fn bind_ref_to(&mut self, target: &Expr, r: u32) -> CResult<()> {
        if let Some(name) = Self::simple_var(target) {
            let cv = self.fb.cv(name);
            self.fb.emit(Op::MoveRef, cv, r, 0);
            return Ok(());
        }
        if self.bind_prop_ref(target, r)? {
            return Ok(());
        }
        let p = self.lvalue_path(target)?;
        self.emit_path(NONE, &p);
        self.fb.emit(Op::PathBindRef, r, 0, 0);
        self.end_path(&p);
        Ok(())
    }

    /// `$o->p = &...`: the property itself is rebound (a path through its
    /// current reference would nest the new one inside it).
    fn bind_prop_ref(&mut self, target: &Expr, r: u32) -> CResult<bool> {
        let ExprKind::Prop {
            obj,
            name,
            nullsafe: false,
        } = &target.kind
        else {
            return Ok(false);
        };
        let line = self.fb.line;
        let o = self.expr(obj)?;
        let n = self.member_operand(name)?;
        self.fb.line = line;
        self.fb.emit(Op::BindPropRef, o, n, r);
        Ok(true)
    }

    pub(super) fn assign_ref(&mut self, target: &Expr, value: &Expr) -> CResult<u32> {
        self.assign_ref_impl(target, value, false)
    }

    /// `$o->p = &$x;` as a statement: no result, and the temporary reference is
    /// dropped at once (a copy: the variable and the target hold it).
    pub(super) fn assign_ref_discard(&mut self, target: &Expr, value: &Expr) -> CResult<()> {
        self.assign_ref_impl(target, value, true).map(|_| ())
    }

    fn assign_ref_impl(&mut self, target: &Expr, value: &Expr, discard: bool) -> CResult<u32> {
        let line = self.fb.line;
        let referenceable = matches!(
            value.kind,
            ExprKind::Var(_)
                | ExprKind::VarVar(_)
                | ExprKind::Index { .. }
                | ExprKind::Prop {
                    nullsafe: false,
                    ..
                }
                | ExprKind::StaticProp { .. }
        );
        if !referenceable {
            let call = matches!(
                value.kind,
                ExprKind::Call { .. }
                    | ExprKind::MethodCall {
                        nullsafe: false,
                        ..
                    }
                    | ExprKind::StaticCall { .. }
            );
            if let (true, Some(tv)) = (call, Self::simple_var(target)) {
                // `$a = &f()`, `$a = &$o->m()`: bind the reference a by-ref function returns.
                self.ref_call = true;
                let t = self.expr(value)?;
                self.ref_call = false;
                if let Some(last) = self.fb.code.last_mut() {
                    if last.op == Op::DoCall && last.a == t {
                        last.b = 1;
                    }
                }
                let cv = self.fb.cv(tv);
                self.fb.emit(Op::MoveRef, cv, t, 0);
                return Ok(cv);
            }
            return self.assign(target, value);
        }
        if let (Some(t), Some(v)) = (Self::simple_var(target), Self::simple_var(value)) {
            let tcv = self.fb.cv(t);
            let vcv = self.fb.cv(v);
            self.fb.line = line;
            self.fb.emit(Op::AssignRef, tcv, vcv, 0);
            return Ok(tcv);
        }
        let r = self.make_ref(value)?;
        self.fb.line = line;
        if let Some(t) = Self::simple_var(target) {
            let cv = self.fb.cv(t);
            self.fb.emit(Op::MoveRef, cv, r, 0);
            return Ok(cv);
        }
        if matches!(
            target.kind,
            ExprKind::Prop {
                nullsafe: false,
                ..
            }
        ) {
            // `BindPropRef` consumes the reference: the result is read first.
            let out = if discard { NONE } else { self.fb.temp() };
            if !discard {
                self.fb.emit(Op::Assign, out, r, 0);
            }
            self.bind_prop_ref(target, r)?;
            return Ok(out);
        }
        let out = if discard { NONE } else { self.fb.temp() };
        let p = self.lvalue_path(target)?;
        self.emit_path(out, &p);
        self.fb.emit(Op::PathBindRef, r, 0, 0);
        self.end_path(&p);
        if discard && r & crate::builder::TEMP != 0 && r & rphp_bytecode::LIT == 0 {
            self.fb.emit(Op::Unset, r, 1, 0);
        }
        Ok(out)
    }

    /// An operand for reading `e` without "undefined" warnings (left of `??`, inside isset).
    pub fn quiet_expr(&mut self, e: &Expr) -> CResult<u32> {
        match &e.kind {
            ExprKind::Var(n) if super::is_superglobal(n) => {
                let n = self.fb.str_lit(n);
                let t = self.fb.temp();
                self.fb.emit(Op::GlobalGet, t, n, 0);
                Ok(t)
            }
            ExprKind::Var(n) if n != b"GLOBALS" => Ok(self.fb.cv(n)),
            ExprKind::VarVar(n) => {
                let n = self.expr(n)?;
                let t = self.fb.temp();
                self.fb.emit(Op::VarVarQ, t, n, 0);
                Ok(t)
            }
            ExprKind::Index {
                base,
                index: Some(index),
            } => {
                if let ExprKind::Var(n) = &base.kind {
                    if n == b"GLOBALS" {
                        let g = self.fb.temp();
                        self.fb.emit(Op::Globals, g, 0, 0);
                        let k = self.expr(index)?;
                        let t = self.fb.temp();
                        self.fb.emit(Op::GetDimQ, t, g, k);
                        return Ok(t);
                    }
                }
                let b = self.quiet_expr(base)?;
                let k = self.expr(index)?;
                let t = self.fb.temp();
                self.fb.emit(Op::GetDimQ, t, b, k);
                Ok(t)
            }
            ExprKind::Prop { obj, name, .. } => {
                let o = self.quiet_expr(obj)?;
                let n = self.member_operand(name)?;
                let t = self.fb.temp();
                self.fb.emit(Op::FetchPropQ, t, o, n);
                Ok(t)
            }
            _ => self.expr(e),
        }
    }

    pub(super) fn isset(&mut self, items: &[Expr]) -> CResult<u32> {
        let t = self.fb.temp();
        let mut ends = Vec::new();
        for (i, e) in items.iter().enumerate() {
            match &e.kind {
                ExprKind::Index {
                    base,
                    index: Some(index),
                } => {
                    let b = self.quiet_expr(base)?;
                    let k = self.expr(index)?;
                    self.fb.emit(Op::IssetDim, t, b, k);
                }
                ExprKind::Var(_) | ExprKind::VarVar(_) => {
                    let r = self.quiet_expr(e)?;
                    self.fb.emit(Op::Isset, t, r, 0);
                }
                ExprKind::Prop { obj, name, .. } => {
                    let o = self.quiet_expr(obj)?;
                    let n = self.member_operand(name)?;
                    self.fb.emit(Op::IssetProp, t, o, n);
                }
                _ => {
                    let r = self.quiet_expr(e)?;
                    self.fb.emit(Op::Isset, t, r, 0);
                }
            }
            if i + 1 < items.len() {
                ends.push(self.fb.emit(Op::JmpZ, t, 0, 0));
            }
        }
        for j in ends {
            self.fb.patch(j);
        }
        Ok(t)
    }

    pub(super) fn empty(&mut self, e: &Expr) -> CResult<u32> {
        let t = self.fb.temp();
        match &e.kind {
            ExprKind::Index {
                base,
                index: Some(index),
            } => {
                let b = self.quiet_expr(base)?;
                let k = self.expr(index)?;
                self.fb.emit(Op::EmptyDim, t, b, k);
            }
            _ => {
                let r = self.quiet_expr(e)?;
                self.fb.emit(Op::Empty, t, r, 0);
            }
        }
        Ok(t)
    }

    pub fn unset(&mut self, e: &Expr) -> CResult<()> {
        if let Some(name) = Self::simple_var(e) {
            let cv = self.fb.cv(name);
            self.fb.emit(Op::Unset, cv, 0, 0);
            return Ok(());
        }
        match &e.kind {
            ExprKind::VarVar(n) => {
                let n = self.expr(n)?;
                self.fb.emit(Op::VarVarUnset, n, 0, 0);
                Ok(())
            }
            ExprKind::Index { .. } => {
                let p = self.lvalue_path(e)?;
                self.emit_path(NONE, &p);
                self.fb.emit(Op::PathUnset, 0, 0, 0);
                self.end_path(&p);
                Ok(())
            }
            ExprKind::Prop { obj, name, .. } => {
                let o = self.expr(obj)?;
                let n = self.member_operand(name)?;
                self.fb.emit(Op::UnsetProp, o, n, 0);
                Ok(())
            }
            ExprKind::StaticProp { .. } => self.err(e.line, "Attempt to unset static property"),
            ExprKind::Var(n) if n == b"this" => self.err(e.line, "Cannot unset $this"),
            _ => self.err(e.line, "Cannot unset this expression"),
        }
    }
}

fn has_ref_items(items: &[Option<ArrayItem>]) -> bool {
    items.iter().flatten().any(|i| {
        i.by_ref
            || match &i.value.kind {
                ExprKind::List(n) => has_ref_items(n),
                ExprKind::Array(n) => n.iter().any(|x| x.by_ref),
                _ => false,
            }
    })
}
