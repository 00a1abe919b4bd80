//! Statements: dispatch plus the simple ones (echo, return, global, static,
//! unset, const, inline HTML). Control flow, loops and declarations have
//! their own files.

mod attrs;
pub mod class;
mod control;
mod func;
mod loops;
mod try_catch;

use crate::builder::{CResult, Compiler};
use rphp_bytecode::{Literal, Op, NONE};
use rphp_syntax::ast::{ExprKind, Stmt, StmtKind};

impl Compiler {
    pub fn stmts(&mut self, stmts: &[Stmt]) -> CResult<()> {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    pub fn stmt(&mut self, s: &Stmt) -> CResult<()> {
        self.fb.line = s.line;
        let mark = self.fb.temps;
        let saved_cond = self.in_cond;
        if matches!(
            s.kind,
            StmtKind::If { .. }
                | StmtKind::While { .. }
                | StmtKind::DoWhile { .. }
                | StmtKind::For { .. }
                | StmtKind::Foreach { .. }
                | StmtKind::Switch { .. }
                | StmtKind::Try { .. }
        ) {
            self.in_cond = true;
        }
        match &s.kind {
            StmtKind::Expr(e) => {
                self.expr_discard(e)?;
            }
            StmtKind::Echo(items) => {
                for (i, e) in items.iter().enumerate() {
                    self.tick_between(i);
                    let r = self.expr(e)?;
                    self.fb.line = s.line;
                    self.fb.emit(Op::Echo, r, 0, 0);
                }
            }
            StmtKind::InlineHtml(text) => {
                if !text.is_empty() {
                    let l = self.fb.str_lit(text);
                    self.fb.emit(Op::Echo, l, 0, 0);
                }
            }
            StmtKind::If {
                cond,
                then,
                elseifs,
                else_,
            } => self.if_stmt(cond, then, elseifs, else_.as_deref())?,
            StmtKind::While { cond, body } => self.while_stmt(cond, body)?,
            StmtKind::DoWhile { body, cond } => self.do_while_stmt(body, cond)?,
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.for_stmt(init, cond, step, body)?,
            StmtKind::Foreach {
                subject,
                key,
                value,
                by_ref,
                body,
            } => self.foreach_stmt(subject, key.as_ref(), value, *by_ref, body)?,
            StmtKind::Switch { subject, cases } => self.switch_stmt(subject, cases)?,
            StmtKind::Break(n) => self.break_stmt(*n, false, s.line)?,
            StmtKind::Continue(n) => self.break_stmt(*n, true, s.line)?,
            StmtKind::Return(e) => self.return_stmt(e.as_ref())?,
            StmtKind::Global(vars) => {
                for (i, v) in vars.iter().enumerate() {
                    self.tick_between(i);
                    match &v.kind {
                        ExprKind::Var(name) => {
                            let cv = self.fb.cv(name);
                            let l = self.fb.str_lit(name);
                            self.fb.emit(Op::BindGlobal, cv, l, 0);
                        }
                        _ => return self.err(s.line, "Dynamic global variables are not supported"),
                    }
                }
            }
            StmtKind::Static(vars) => {
                for (i, v) in vars.iter().enumerate() {
                    self.tick_between(i);
                    let cv = self.fb.cv(&v.name);
                    let idx = self.fb.num_statics;
                    self.fb.num_statics += 1;
                    let at = self.fb.emit(Op::BindStatic, cv, idx, 0);
                    if let Some(d) = &v.default {
                        let r = self.expr(d)?;
                        self.fb.emit(Op::Assign, cv, r, 0);
                    }
                    self.fb.patch(at);
                }
            }
            StmtKind::Unset(items) => {
                for (i, e) in items.iter().enumerate() {
                    self.tick_between(i);
                    self.unset(e)?;
                }
            }
            StmtKind::Function(decl) => self.function_stmt(decl, s.line)?,
            StmtKind::Class(d) => self.class_stmt(d, s.line)?,
            StmtKind::Try {
                body,
                catches,
                finally,
            } => self.try_stmt(body, catches, finally.as_deref())?,
            StmtKind::Block(b) => self.stmts(b)?,
            StmtKind::Namespace { name, body } => {
                self.namespace = name.as_ref().map(|n| n.text.clone()).unwrap_or_default();
                self.imports = Default::default();
                if let Some(b) = body {
                    self.stmts(b)?;
                    self.namespace.clear();
                    self.imports = Default::default();
                }
            }
            StmtKind::Use { kind, uses } => self.use_stmt(*kind, uses, s.line)?,
            StmtKind::Const(items) => {
                for c in items {
                    let name = self.qualify(&c.name);
                    let n = self.fb.str_lit(&name);
                    let v = self.expr(&c.value)?;
                    self.fb.emit(Op::DeclareConst, n, v, 0);
                }
            }
            StmtKind::Declare { directives, body } => {
                let saved_ticks = self.ticks;
                for (name, v) in directives {
                    if name.eq_ignore_ascii_case(b"ticks") {
                        if let ExprKind::Int(n) = v.kind {
                            self.ticks = n.clamp(0, u32::MAX as i64) as u32;
                        }
                    }
                }
                for (name, _) in directives {
                    let lc = name.to_ascii_lowercase();
                    if lc == b"encoding" {
                        self.diag(128, s.line, "declare(encoding=...) ignored because Zend multibyte feature is turned off by settings");
                    } else if lc != b"ticks" && lc != b"strict_types" {
                        self.diag(
                            128,
                            s.line,
                            format!("Unsupported declare '{}'", String::from_utf8_lossy(name)),
                        );
                    }
                }
                if let Some(b) = body {
                    // The block's setting ends with it.
                    let saved_block = std::mem::replace(&mut self.in_declare_block, true);
                    self.stmts(b)?;
                    self.in_declare_block = saved_block;
                    self.ticks = saved_ticks;
                }
            }
            StmtKind::Goto(label) => {
                let at = self.fb.emit(Op::Jmp, 0, 0, 0);
                let loops = self.fb.loop_ids();
                self.fb.gotos.push((at, label.clone(), s.line, loops));
            }
            StmtKind::Label(label) => {
                let here = self.fb.here() as usize;
                let loops = self.fb.loop_ids();
                if self
                    .fb
                    .labels
                    .insert(label.clone(), (here, loops))
                    .is_some()
                {
                    return self.err(
                        s.line,
                        format!("Label '{}' already defined", String::from_utf8_lossy(label)),
                    );
                }
            }
            StmtKind::HaltCompiler(_) => {
                self.fb.emit(Op::Return, NONE, 0, 0);
            }
            StmtKind::Nop => {}
        }
        self.in_cond = saved_cond;
        self.free_temps(mark);
        if self.ticks > 0 && self.ticks_after(s) {
            self.fb.emit(Op::Tick, self.ticks, 0, 0);
        }
        Ok(())
    }

    /// php parses `echo a, b;` (and `global`, `static`, `unset` lists) as one
    /// statement per item, each with its tick: the ticks between items.
    fn tick_between(&mut self, i: usize) {
        if i > 0 && self.ticks > 0 && self.fb.code.last().is_none_or(|x| x.op != Op::Tick) {
            self.fb.emit(Op::Tick, self.ticks, 0, 0);
        }
    }

    /// Whether php's `zend_compile_stmt` emits a tick after `s`: not after a
    /// block, a label or an empty statement, not after a declaration at the
    /// top level (php compiles those as top statements), and never twice in
    /// a row (a statement that ends with its last inner statement's tick,
    /// such as an `if` without `else`, adds none).
    fn ticks_after(&self, s: &Stmt) -> bool {
        match s.kind {
            StmtKind::Block(_) | StmtKind::Label(_) | StmtKind::Nop | StmtKind::HaltCompiler(_) => {
                return false
            }
            StmtKind::Function(_) | StmtKind::Class(_)
                if self.depth == 0 && !self.in_cond && !self.in_declare_block =>
            {
                return false
            }
            _ => {}
        }
        !self.ends_with_inner_tick(s) && self.fb.code.last().is_none_or(|i| i.op != Op::Tick)
    }

    /// Statements whose code php ends with their last inner statement (and
    /// so its tick) even where rphp's adds a jump after it: an `if`'s last
    /// branch, a `try`'s last `catch` (without `finally`), a block.
    fn ends_with_inner_tick(&self, s: &Stmt) -> bool {
        let body = match &s.kind {
            StmtKind::If {
                then,
                elseifs,
                else_,
                ..
            } => match (else_, elseifs.last()) {
                (Some(e), _) => e,
                (None, Some(ei)) => &ei.body,
                (None, None) => then,
            },
            StmtKind::Try {
                catches,
                finally: None,
                ..
            } => match catches.last() {
                Some(c) => &c.body,
                None => return false,
            },
            StmtKind::Block(b) => b,
            _ => return false,
        };
        match body.last() {
            Some(last) => match last.kind {
                StmtKind::Nop | StmtKind::Label(_) => false,
                StmtKind::Block(_) | StmtKind::If { .. } | StmtKind::Try { .. } => {
                    self.ends_with_inner_tick(last)
                }
                _ => true,
            },
            None => false,
        }
    }

    fn return_stmt(&mut self, e: Option<&rphp_syntax::ast::Expr>) -> CResult<()> {
        let line = self.fb.line;
        if let Some(t) = &self.fb.return_type {
            if self.depth > 0 {
                let is_void = &*t.display == "void";
                let is_never = &*t.display == "never";
                if is_never {
                    return self.err(line, "A never-returning function must not return");
                }
                match e {
                    Some(x) if is_void => {
                        let null = matches!(&x.kind, ExprKind::Const(n) if n.text.eq_ignore_ascii_case(b"null"));
                        let msg = if null {
                            "A void function must not return a value (did you mean \"return;\" instead of \"return null;\"?)"
                        } else {
                            "A void function must not return a value"
                        };
                        return self.err(line, msg);
                    }
                    None if !is_void => {
                        return self.err(line, "A function with return type must return a value")
                    }
                    _ => {}
                }
            }
        }
        if self.fb.by_ref_return && self.depth > 0 {
            if let Some(x) = e {
                if matches!(
                    x.kind,
                    ExprKind::Var(_)
                        | ExprKind::Index { .. }
                        | ExprKind::VarVar(_)
                        | ExprKind::Prop {
                            nullsafe: false,
                            ..
                        }
                        | ExprKind::StaticProp { .. }
                ) {
                    let t = self.make_ref(x)?;
                    let iters: Vec<u32> = self.fb.loops.iter().filter_map(|l| l.iter).collect();
                    for it in iters {
                        self.fb.emit(Op::FeFree, it, 0, 0);
                    }
                    self.fb.emit(Op::ReturnRef, t, 0, 0);
                    return Ok(());
                }
            }
        }
        let mut r = match e {
            Some(e) => self.expr(e)?,
            None => NONE,
        };
        self.fb.line = line;
        // The declared type is checked before enclosing finally blocks run, as
        // php does: a TypeError then unwinds through them once.
        let typed = self.fb.return_type.is_some() && self.depth > 0;
        if typed {
            if r == NONE {
                r = self.fb.lit(Literal::Null);
                let t = self.fb.temp();
                self.fb.emit(Op::Assign, t, r, 0);
                r = t;
                self.fb.emit(Op::VerifyReturn, r, 1, 0);
            } else {
                r = self.copy_to_temp(r)?;
                self.fb.emit(Op::VerifyReturn, r, 0, 0);
            }
        }
        if !self.finally_stack.is_empty() {
            // Run enclosing finally blocks (innermost first) after computing the value.
            if r != NONE && !typed {
                r = self.copy_to_temp(r)?;
            }
            let saved = self.finally_stack.clone();
            while let Some(f) = self.finally_stack.pop() {
                self.finally_body(&f)?;
            }
            self.finally_stack = saved;
            self.fb.line = line;
        }
        // Leaving loops: free foreach iterators so their array copies die now.
        let iters: Vec<u32> = self.fb.loops.iter().filter_map(|l| l.iter).collect();
        for it in iters {
            self.fb.emit(Op::FeFree, it, 0, 0);
        }
        self.fb.emit(Op::Return, r, 0, 0);
        Ok(())
    }

    /// A temporary holding a copy of `r` (always copies, even a temporary
    /// would do, so that later coercion never touches a variable).
    pub fn copy_to_temp(&mut self, r: u32) -> CResult<u32> {
        Ok(self.temp_of(r))
    }
}
