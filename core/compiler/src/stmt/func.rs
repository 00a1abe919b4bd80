//! Function bodies: named declarations (hoisted or declared at run time),
//! closures and arrow functions, parameters with defaults and types.

use crate::builder::{CResult, Compiler, FnBuilder};
use rphp_bytecode::{ty, Literal, Op, ParamInfo, UseVar, NONE};
use rphp_syntax::ast::FunctionDecl;
use std::sync::Arc;

impl Compiler {
    /// Top-level unconditional function declarations are known before the script runs.
    ///
    /// Records the parameter shape of each, so calls in this script can use
    /// the fused `CallFn` (see `expr/call.rs`). Only for scripts without
    /// namespaces (an unqualified name then means exactly this function) and
    /// not for `eval`, whose functions are declared when the code runs.
    pub fn hoist_functions(&mut self, stmts: &[rphp_syntax::ast::Stmt]) -> CResult<()> {
        use rphp_syntax::ast::StmtKind;
        if self.eval
            || stmts
                .iter()
                .any(|s| matches!(s.kind, StmtKind::Namespace { .. }))
        {
            return Ok(());
        }
        for s in stmts {
            let StmtKind::Function(decl) = &s.kind else {
                continue;
            };
            let required = decl
                .params
                .iter()
                .rposition(|p| p.default.is_none() && !p.variadic)
                .map_or(0, |i| i + 1);
            let by_value = decl.params.iter().all(|p| !p.by_ref && !p.variadic);
            self.static_fns.insert(
                decl.name.to_ascii_lowercase(),
                crate::builder::StaticFn {
                    nparams: decl.params.len(),
                    required,
                    by_value,
                },
            );
        }
        Ok(())
    }

    pub(super) fn function_stmt(&mut self, decl: &FunctionDecl, line: u32) -> CResult<()> {
        if decl.name.eq_ignore_ascii_case(b"assert") {
            // Every unqualified `assert()` call compiles as assert (see `assert_call`).
            return self.err(
                line,
                "Defining a custom assert() function is not allowed, as the function has special semantics",
            );
        }
        let name = self.qualify(&decl.name);
        let lc = name.to_ascii_lowercase();
        if let Some(&prev) = self.declared.get(&lc) {
            if self.depth == 0 && self.fb.loops.is_empty() {
                let _ = prev;
                return self.err(
                    line,
                    format!(
                        "Cannot redeclare {}() (previously declared in {}:{})",
                        String::from_utf8_lossy(&name),
                        String::from_utf8_lossy(&self.path),
                        prev
                    ),
                );
            }
        }
        self.declared.insert(lc, decl.line);
        let idx = self.reserve_function();
        let f = self.function_body(decl, &name, false)?;
        self.functions[idx as usize] = Some(Arc::new(f));
        // Unconditional top-level declarations are hoisted; others declare when reached.
        if self.depth == 0 && self.fb.loops.is_empty() && !self.eval && !self.in_cond {
            self.hoisted.push(idx);
        } else {
            self.fb.emit(Op::DeclareFunc, idx, 0, 0);
        }
        Ok(())
    }

    /// Compiles a function body into a [`rphp_bytecode::Function`].
    pub fn function_body(
        &mut self,
        decl: &FunctionDecl,
        name: &[u8],
        closure: bool,
    ) -> CResult<rphp_bytecode::Function> {
        let mut fb = FnBuilder::new(name, decl.line);
        fb.is_closure = closure;
        fb.instance_method = std::mem::take(&mut self.next_instance_method) && !closure;
        fb.end_line = decl.end_line;
        fb.by_ref_return = decl.by_ref_return;
        fb.return_type = match &decl.return_type {
            Some(t) => Some(self.type_of(t, decl.line)?),
            None => None,
        };
        let was_cond = std::mem::replace(&mut self.in_cond, false);
        let outer_finally = std::mem::take(&mut self.finally_stack);
        let (fb, ()) = self.with_function(fb, |c| {
            // Parameters take the first slots, in order.
            let mut required = 0;
            for (i, p) in decl.params.iter().enumerate() {
                let slot = c.fb.cv(&p.name);
                if slot != i as u32 {
                    return c.err(p.line, format!("Redefinition of parameter ${}", String::from_utf8_lossy(&p.name)));
                }
                let mut ty = match &p.ty {
                    Some(t) => Some(c.type_of(t, p.line)?),
                    None => None,
                };
                let null_default = matches!(&p.default, Some(d) if matches!(&d.kind, rphp_syntax::ast::ExprKind::Const(n) if n.text.eq_ignore_ascii_case(b"null")));
                if let Some(t) = &mut ty {
                    // `int $x = null` is implicitly nullable.
                    if null_default && t.mask & ty::NULL == 0 {
                        t.mask |= ty::NULL;
                        t.display = if t.display.contains('|') {
                            format!("{}|null", t.display).into()
                        } else {
                            format!("?{}", t.display).into()
                        };
                    }
                }
                if p.default.is_none() && !p.variadic {
                    // Optional parameters before this one become required.
                    for (j, q) in decl.params[..i].iter().enumerate() {
                        if q.default.is_some() && j as u32 >= required {
                            let q_null = matches!(&q.default, Some(d) if matches!(&d.kind, rphp_syntax::ast::ExprKind::Const(n) if n.text.eq_ignore_ascii_case(b"null")));
                            // `T $a = null` is exempt (PHP 5's way of writing `?T`), `?T $a = null` is not.
                            let implicit_nullable = q_null
                                && q.ty.as_ref().is_some_and(|t| {
                                    !matches!(t, rphp_syntax::ast::TypeHint::Nullable(_))
                                });
                            // PHP names the last required parameter.
                            let last_required = decl
                                .params
                                .iter()
                                .rev()
                                .find(|r| r.default.is_none() && !r.variadic)
                                .map_or(&p.name, |r| &r.name);
                            if !implicit_nullable {
                                c.diag(
                                    8192,
                                    q.line,
                                    format!(
                                        "Optional parameter ${} declared before required parameter ${} is implicitly treated as a required parameter",
                                        String::from_utf8_lossy(&q.name),
                                        String::from_utf8_lossy(last_required)
                                    ),
                                );
                            }
                        }
                    }
                    required = i as u32 + 1;
                }
                c.fb.params.push(ParamInfo {
                    name: p.name.clone().into(),
                    by_ref: p.by_ref,
                    variadic: p.variadic,
                    has_default: p.default.is_some(),
                    ty,
                    default: None,
                    default_const: None,
                    promoted: p.promote.is_some(),
                    attributes: Vec::new(),
                });
            }
            c.fb.required = required;
            for u in &decl.uses {
                let slot = c.fb.cv(&u.name);
                c.fb.uses.push(UseVar { slot, by_ref: u.by_ref });
            }
            if closure && c.class_ctx.is_some() && !decl.is_static {
                // A closure in a method binds `$this` (and so `static::`) even if unused.
                c.fb.cv(b"this");
            }
            // Defaults: evaluated only when the argument is missing.
            for (i, p) in decl.params.iter().enumerate() {
                c.fb.line = p.line;
                if p.variadic {
                    c.fb.emit(Op::RecvVariadic, i as u32, 0, 0);
                } else if let Some(d) = &p.default {
                    let at = c.fb.emit(Op::RecvDefault, i as u32, 0, 0);
                    let mark = c.fb.temps;
                    let r = c.expr(d)?;
                    c.fb.emit(Op::Assign, i as u32, r, 0);
                    if c.fb.params[i].ty.is_some() && !matches!(d.kind, rphp_syntax::ast::ExprKind::Const(_)) {
                        c.fb.emit(Op::RecvCheck, i as u32, 0, 0);
                    }
                    c.free_temps(mark);
                    c.fb.patch(at);
                }
            }
            c.fb.gen_at = Some(c.fb.code.len());
            if let Some(body) = &decl.body {
                c.stmts(body)?;
            }
            c.fb.line = decl.end_line;
            let needs_value = c.fb.return_type.as_ref().is_some_and(|t| t.mask & (ty::VOID | ty::MIXED) == 0);
            if needs_value {
                let t = c.fb.temp();
                let n = c.fb.lit(Literal::Null);
                c.fb.emit(Op::Assign, t, n, 0);
                c.fb.emit(Op::VerifyReturn, t, 1, 0);
            }
            c.fb.emit(Op::Return, NONE, 0, 0);
            Ok(())
        })?;
        self.in_cond = was_cond;
        self.finally_stack = outer_finally;
        let mut f = fb.finish(self.strict_types)?;
        for (i, p) in decl.params.iter().enumerate() {
            if let Some(d) = &p.default {
                f.params[i].default = Some(self.param_default(d)?);
                f.params[i].default_const = self.default_const_name(d).map(Into::into);
            }
            f.params[i].attributes = self.attr_decls(&p.attributes)?;
        }
        f.attributes = self.attr_decls(&decl.attributes)?;
        f.doc = decl.doc.as_deref().map(Into::into);
        Ok(f)
    }

    /// `function (...) use (...) { ... }` and `fn (...) => expr`: returns the register holding the closure.
    pub fn closure_expr(&mut self, decl: &FunctionDecl, arrow: bool) -> CResult<u32> {
        let idx = self.reserve_function();
        // Inside a class a closure runs in the class's scope (`Class::{closure}`).
        let name = match &self.class_ctx {
            Some(c) => [&c.name[..], b"::{closure}"].concat(),
            None => self.qualify(b"{closure}"),
        };
        let mut f = self.function_body(decl, &name, true)?;
        let mut captures: Vec<(Vec<u8>, bool)> = decl
            .uses
            .iter()
            .map(|u| (u.name.clone(), u.by_ref))
            .collect();
        if arrow {
            // Arrow functions capture, by value, every variable of the parent that the body uses.
            let nparams = decl.params.len();
            for (slot, name) in f.cv_names.iter().enumerate().skip(nparams) {
                if &name[..] != b"this" {
                    f.uses.push(UseVar {
                        slot: slot as u32,
                        by_ref: false,
                    });
                    captures.push((name.to_vec(), false));
                }
            }
        }
        if self.class_ctx.is_some() && !decl.is_static {
            // A non-static closure in a method captures `$this`.
            if let Some(slot) = f.cv_names.iter().position(|n| &n[..] == b"this") {
                if !captures.iter().any(|(n, _)| n == b"this") {
                    f.uses.push(UseVar {
                        slot: slot as u32,
                        by_ref: false,
                    });
                    captures.push((b"this".to_vec(), false));
                }
            }
        }
        self.functions[idx as usize] = Some(Arc::new(f));
        let t = self.fb.temp();
        self.fb.emit(Op::MakeClosure, t, idx, 0);
        for (i, (name, by_ref)) in captures.iter().enumerate() {
            let cv = self.fb.cv(name);
            let op = if *by_ref {
                Op::CaptureRef
            } else if arrow || name == b"this" {
                Op::CaptureIf
            } else {
                Op::Capture
            };
            self.fb.emit(op, t, cv, i as u32);
        }
        Ok(t)
    }
}
