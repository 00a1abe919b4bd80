//! Per-function compilation state and the helpers every construct uses:
//! emitting instructions, allocating variable slots and temporaries,
//! interning literals, patching jumps, and the final register fix-up.

use rphp_bytecode::{
    CallSite, Function, Instr, Literal, Op, Operand, ParamInfo, Script, TypeDecl, UseVar, LIT, NONE,
};
use std::collections::HashMap;
use std::sync::Arc;

/// Operand tag of a temporary before the fix-up pass (temporaries follow the variables).
pub const TEMP: u32 = 1 << 30;

/// A compile-time fatal error (`Fatal error: msg in FILE on line N`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub message: String,
    pub line: u32,
}

pub type CResult<T> = Result<T, CompileError>;

/// What `break`/`continue` inside a loop or switch must do.
pub struct LoopCtx {
    /// Unique within the function (for "goto into loop" checks).
    pub id: u32,
    pub breaks: Vec<usize>,
    pub continues: Vec<usize>,
    /// A foreach iterator to free when leaving the loop by `break`/`return`.
    pub iter: Option<u32>,
    pub is_switch: bool,
}

/// A `try` block's protected range and handler.
pub struct TryRange {
    pub start: u32,
    pub end: u32,
    pub handler: u32,
}

/// State for the function being compiled.
pub struct FnBuilder {
    pub name: Arc<[u8]>,
    pub code: Vec<Instr>,
    pub lines: Vec<u32>,
    pub literals: Vec<Literal>,
    lit_strs: HashMap<Vec<u8>, u32>,
    lit_ints: HashMap<i64, u32>,
    pub cvs: HashMap<Vec<u8>, u32>,
    pub cv_names: Vec<Arc<[u8]>>,
    pub temps: u32,
    pub max_temps: u32,
    pub line: u32,
    pub loops: Vec<LoopCtx>,
    /// `loops.len()` where each `finally` body being compiled starts: php
    /// forbids `break`/`continue` out of one.
    pub finally_floors: Vec<usize>,
    pub labels: HashMap<Vec<u8>, (usize, Vec<u32>)>,
    pub gotos: Vec<(usize, Vec<u8>, u32, Vec<u32>)>,
    pub next_loop_id: u32,
    /// (jump, also): patching `jump` patches `also` to the same target (the
    /// short-circuit jumps of `&&`/`||` conditions, see `cond_jump`).
    pub jump_aliases: Vec<(usize, usize)>,
    pub params: Vec<ParamInfo>,
    pub required: u32,
    pub return_type: Option<TypeDecl>,
    pub by_ref_return: bool,
    pub uses: Vec<UseVar>,
    pub call_sites: Vec<CallSite>,
    pub num_statics: u32,
    pub is_closure: bool,
    /// The body of a non-static method of a class (not a trait): `$this` is
    /// an instance of the class being compiled (see `Compiler::own_methods`).
    pub instance_method: bool,
    pub decl_line: u32,
    pub end_line: u32,
    pub try_ranges: Vec<TryRange>,
    /// The first slot of each foreach iterator compiled so far, in order: a
    /// catch frees those of its try body (php frees an unwound loop's
    /// iterator before the handler runs).
    pub foreach_iters: Vec<u32>,
    /// Where a generator's `GenCreate` goes (after the parameter prologue);
    /// `None` outside functions (top-level code cannot yield).
    pub gen_at: Option<usize>,
    /// The body contains `yield`: the function is a generator.
    pub has_yield: bool,
}

impl FnBuilder {
    pub fn new(name: &[u8], line: u32) -> FnBuilder {
        FnBuilder {
            name: name.into(),
            code: Vec::new(),
            lines: Vec::new(),
            literals: Vec::new(),
            lit_strs: HashMap::new(),
            lit_ints: HashMap::new(),
            cvs: HashMap::new(),
            cv_names: Vec::new(),
            temps: 0,
            max_temps: 0,
            line,
            loops: Vec::new(),
            finally_floors: Vec::new(),
            labels: HashMap::new(),
            gotos: Vec::new(),
            next_loop_id: 0,
            jump_aliases: Vec::new(),
            params: Vec::new(),
            required: 0,
            return_type: None,
            by_ref_return: false,
            uses: Vec::new(),
            call_sites: Vec::new(),
            num_statics: 0,
            is_closure: false,
            instance_method: false,
            decl_line: line,
            end_line: line,
            try_ranges: Vec::new(),
            foreach_iters: Vec::new(),
            gen_at: None,
            has_yield: false,
        }
    }

    /// The slot of `$name`, allocated on first use.
    pub fn cv(&mut self, name: &[u8]) -> u32 {
        if let Some(&s) = self.cvs.get(name) {
            return s;
        }
        let s = self.cv_names.len() as u32;
        self.cvs.insert(name.to_vec(), s);
        self.cv_names.push(name.into());
        s
    }

    pub fn loop_ids(&self) -> Vec<u32> {
        self.loops.iter().map(|l| l.id).collect()
    }

    pub fn temp(&mut self) -> u32 {
        let t = self.temps;
        self.temps += 1;
        self.max_temps = self.max_temps.max(self.temps);
        TEMP | t
    }

    pub fn lit(&mut self, l: Literal) -> u32 {
        match &l {
            Literal::Str(s) => {
                if let Some(&i) = self.lit_strs.get(&s[..]) {
                    return i | LIT;
                }
                let i = self.literals.len() as u32;
                self.lit_strs.insert(s.to_vec(), i);
                self.literals.push(l);
                i | LIT
            }
            Literal::Int(v) => {
                if let Some(&i) = self.lit_ints.get(v) {
                    return i | LIT;
                }
                let i = self.literals.len() as u32;
                self.lit_ints.insert(*v, i);
                self.literals.push(l);
                i | LIT
            }
            Literal::Float(f) => {
                let bits = f.to_bits();
                if let Some(i) = self
                    .literals
                    .iter()
                    .position(|x| matches!(x, Literal::Float(g) if g.to_bits() == bits))
                {
                    return i as u32 | LIT;
                }
                self.literals.push(l);
                (self.literals.len() as u32 - 1) | LIT
            }
            _ => {
                if let Some(i) = self.literals.iter().position(|x| x == &l) {
                    return i as u32 | LIT;
                }
                self.literals.push(l);
                (self.literals.len() as u32 - 1) | LIT
            }
        }
    }

    pub fn str_lit(&mut self, s: &[u8]) -> u32 {
        self.lit(Literal::Str(s.into()))
    }

    pub fn emit(&mut self, op: Op, a: u32, b: u32, c: u32) -> usize {
        self.code.push(Instr::new(op, a, b, c));
        self.lines.push(self.line);
        self.code.len() - 1
    }

    pub fn here(&self) -> u32 {
        self.code.len() as u32
    }

    /// Points the jump operand of instruction `at` to the current position.
    pub fn patch(&mut self, at: usize) {
        let here = self.here();
        self.patch_to(at, here);
    }

    pub fn patch_to(&mut self, at: usize, target: u32) {
        let ins = &mut self.code[at];
        let kinds = ins.op.operands();
        if kinds[2] == Operand::Jump {
            ins.c = target;
        } else if kinds[1] == Operand::Jump {
            ins.b = target;
        } else {
            ins.a = target;
        }
        if !self.jump_aliases.is_empty() {
            let also: Vec<usize> = self
                .jump_aliases
                .iter()
                .filter(|&&(j, _)| j == at)
                .map(|&(_, a)| a)
                .collect();
            for a in also {
                self.patch_to(a, target);
            }
        }
    }

    pub fn call_site(&mut self, name: &[u8], fallback: Option<&[u8]>) -> u32 {
        let lc = name.to_ascii_lowercase();
        if let Some(i) = self
            .call_sites
            .iter()
            .position(|c| &c.lc_name[..] == lc.as_slice())
        {
            return i as u32;
        }
        self.call_sites.push(CallSite {
            name: name.into(),
            lc_name: lc.into(),
            fallback: fallback.map(|f| f.to_ascii_lowercase().into()),
        });
        self.call_sites.len() as u32 - 1
    }

    /// Ends the function: resolves gotos, moves temporaries after the variables.
    pub fn finish(mut self, strict_types: bool) -> CResult<Function> {
        if self.has_yield {
            if let Some(at) = self.gen_at {
                self.make_generator(at);
            }
        }
        for (at, label, line, loops) in std::mem::take(&mut self.gotos) {
            match self.labels.get(&label).cloned() {
                Some((target, label_loops)) => {
                    if !loops.starts_with(&label_loops) {
                        return Err(CompileError {
                            message: "'goto' into loop or switch statement is disallowed".into(),
                            line,
                        });
                    }
                    self.patch_to(at, target as u32)
                }
                None => {
                    return Err(CompileError {
                        message: format!(
                            "'goto' to undefined label '{}'",
                            String::from_utf8_lossy(&label)
                        ),
                        line,
                    })
                }
            }
        }
        let ncv = self.cv_names.len() as u32;
        let fix = |v: &mut u32| {
            if *v != NONE && *v & LIT == 0 && *v & TEMP != 0 {
                *v = ncv + (*v & !TEMP);
            }
        };
        for ins in &mut self.code {
            let kinds = ins.op.operands();
            for (k, v) in kinds.iter().zip([&mut ins.a, &mut ins.b, &mut ins.c]) {
                if matches!(k, Operand::Read | Operand::Write) {
                    fix(v);
                }
            }
        }
        for u in &mut self.uses {
            fix(&mut u.slot);
        }
        crate::peephole::fuse(&mut self.code);
        crate::peephole::returns(
            &mut self.code,
            &mut self.lines,
            ncv,
            !self.try_ranges.is_empty(),
        );
        // Inner try blocks are finished first, so the list is innermost first already.
        let handlers = self
            .try_ranges
            .iter()
            .map(|r| rphp_bytecode::Handler {
                start: r.start,
                end: r.end,
                target: r.handler,
            })
            .collect();
        Ok(Function {
            name: self.name,
            code: self.code,
            lines: self.lines,
            handlers,
            literals: self.literals,
            cv_names: self.cv_names,
            num_slots: ncv + self.max_temps,
            params: self.params,
            required: self.required,
            return_type: self.return_type,
            by_ref_return: self.by_ref_return,
            uses: self.uses,
            call_sites: self.call_sites,
            num_statics: self.num_statics,
            strict_types,
            is_closure: self.is_closure,
            line: self.decl_line,
            end_line: self.end_line,
            attributes: Vec::new(),
            doc: None,
        })
    }
}

impl FnBuilder {
    /// Turns the function into a generator: `GenCreate` goes in at `at` (every
    /// jump target, handler range and label at or after it moves down one),
    /// and return values are not checked against the declared type (it
    /// describes the Generator, not the value `return` gives).
    fn make_generator(&mut self, at: usize) {
        let at32 = at as u32;
        let shift = |v: &mut u32| {
            if *v >= at32 {
                *v += 1;
            }
        };
        for (i, ins) in self.code.iter_mut().enumerate() {
            let kinds = ins.op.operands();
            for (k, v) in kinds.iter().zip([&mut ins.a, &mut ins.b, &mut ins.c]) {
                // The prologue's jumps to its end land on `GenCreate`; the body's
                // jumps to its start land after it.
                if matches!(k, Operand::Jump) && (i >= at || *v > at32) {
                    shift(v);
                }
            }
            if ins.op == Op::VerifyReturn {
                *ins = Instr::new(Op::Nop, 0, 0, 0);
            }
        }
        for r in &mut self.try_ranges {
            shift(&mut r.start);
            shift(&mut r.end);
            shift(&mut r.handler);
        }
        for (pos, _) in self.labels.values_mut() {
            if *pos >= at {
                *pos += 1;
            }
        }
        for g in &mut self.gotos {
            if g.0 >= at {
                g.0 += 1;
            }
        }
        let line = self.lines.get(at).copied().unwrap_or(self.decl_line);
        self.code.insert(at, Instr::new(Op::GenCreate, 0, 0, 0));
        self.lines.insert(at, line);
    }
}

/// Script-level state plus the function being compiled (`fb`).
pub struct Compiler {
    pub path: Vec<u8>,
    pub fb: FnBuilder,
    pub functions: Vec<Option<Arc<rphp_bytecode::Function>>>,
    pub hoisted: Vec<u32>,
    pub strict_types: bool,
    pub namespace: Vec<u8>,
    pub eval: bool,
    /// Depth of nested function bodies (0 = top-level code).
    pub depth: u32,
    /// Declared function names (lower-case) for "Cannot redeclare" checks.
    pub declared: HashMap<Vec<u8>, u32>,
    /// Inside a conditional statement (functions declared there are not hoisted).
    pub in_cond: bool,
    pub diagnostics: Vec<rphp_bytecode::Diagnostic>,
    /// Class declarations (see `stmt/class.rs`).
    pub classes: Vec<rphp_bytecode::class::ClassDecl>,
    /// The class whose body is being compiled (for `self::`, `parent::`, `__CLASS__`).
    pub class_ctx: Option<crate::stmt::class::ClassCtx>,
    /// `finally` blocks enclosing the current statement (innermost last), run by `return`.
    pub finally_stack: Vec<Vec<rphp_syntax::ast::Stmt>>,
    /// `use` imports of the current namespace (see `names.rs`).
    pub imports: crate::names::Imports,
    /// Functions of this script known before it runs (hoisted), by lower-case name.
    pub static_fns: HashMap<Vec<u8>, StaticFn>,
    /// The next call is the value of `$x = &f()` (its result may be a reference).
    pub ref_call: bool,
    /// `declare(ticks=N)` in force (0: none): php's file-wide `declarables`,
    /// so it reaches the functions declared after it.
    pub ticks: u32,
    /// Inside a `declare(...) { }` body (declarations there are not top-level).
    pub in_declare_block: bool,
    /// The methods the class being compiled declares (lower-case name: whether
    /// every parameter is by value; empty for a trait): `$this->m(...)` of one
    /// of them cannot fail to find it, so its arguments may be evaluated first.
    pub own_methods: HashMap<Vec<u8>, bool>,
    /// The next `function_body` compiles a non-static method (taken by it).
    pub next_instance_method: bool,
}

/// The parameter shape of a hoisted function, for calling it with `CallFn`.
#[derive(Clone, Copy, Debug)]
pub struct StaticFn {
    pub nparams: usize,
    pub required: usize,
    /// No by-reference and no variadic parameters.
    pub by_value: bool,
}

impl Compiler {
    pub fn new(path: &[u8], opts: &crate::Options) -> Compiler {
        Compiler {
            path: path.to_vec(),
            fb: FnBuilder::new(b"", 1),
            functions: Vec::new(),
            hoisted: Vec::new(),
            strict_types: false,
            namespace: Vec::new(),
            eval: opts.eval,
            depth: 0,
            declared: HashMap::new(),
            in_cond: false,
            diagnostics: Vec::new(),
            classes: Vec::new(),
            class_ctx: None,
            finally_stack: Vec::new(),
            imports: Default::default(),
            static_fns: HashMap::new(),
            ref_call: false,
            ticks: 0,
            in_declare_block: false,
            own_methods: HashMap::new(),
            next_instance_method: false,
        }
    }

    pub fn diag(&mut self, level: u32, line: u32, msg: impl Into<String>) {
        self.diagnostics.push(rphp_bytecode::Diagnostic {
            level,
            message: msg.into(),
            line,
        });
    }

    pub fn err<T>(&self, line: u32, msg: impl Into<String>) -> CResult<T> {
        Err(CompileError {
            message: msg.into(),
            line,
        })
    }

    pub fn compile_program(mut self, program: &rphp_syntax::ast::Program) -> CResult<Script> {
        self.strict_types = detect_strict_types(&program.stmts);
        self.hoist_functions(&program.stmts)?;
        self.stmts(&program.stmts)?;
        let end = program.stmts.last().map(|s| s.line).unwrap_or(1);
        self.fb.line = end;
        self.fb.emit(Op::Return, NONE, 0, 0);
        let fb = std::mem::replace(&mut self.fb, FnBuilder::new(b"", 1));
        let main = Arc::new(fb.finish(self.strict_types)?);
        let functions = self
            .functions
            .into_iter()
            .map(|f| f.expect("every function slot is filled"))
            .collect();
        Ok(Script {
            version: rphp_bytecode::VERSION,
            path: self.path.into(),
            main,
            functions,
            hoisted: self.hoisted,
            diagnostics: self.diagnostics,
            classes: self.classes,
        })
    }

    /// Reserves a function index (filled when its body is compiled).
    pub fn reserve_function(&mut self) -> u32 {
        self.functions.push(None);
        self.functions.len() as u32 - 1
    }

    /// Compiles a nested body with a fresh builder, restoring the outer one after.
    pub fn with_function<T>(
        &mut self,
        fb: FnBuilder,
        body: impl FnOnce(&mut Compiler) -> CResult<T>,
    ) -> CResult<(FnBuilder, T)> {
        let outer = std::mem::replace(&mut self.fb, fb);
        self.depth += 1;
        let r = body(self);
        self.depth -= 1;
        let inner = std::mem::replace(&mut self.fb, outer);
        r.map(|t| (inner, t))
    }

    /// Frees temporaries allocated since `mark` (statement boundaries).
    pub fn free_temps(&mut self, mark: u32) {
        self.fb.temps = mark;
    }

    /// Ensures `r` is a temporary holding the value (copies variables and literals).
    pub fn temp_of(&mut self, r: u32) -> u32 {
        if r & TEMP != 0 && r & LIT == 0 && r != NONE {
            return r;
        }
        let t = self.fb.temp();
        self.fb.emit(Op::Assign, t, r, 0);
        t
    }

    pub fn qualify(&self, name: &[u8]) -> Vec<u8> {
        if self.namespace.is_empty() {
            name.to_vec()
        } else {
            let mut v = self.namespace.clone();
            v.push(b'\\');
            v.extend_from_slice(name);
            v
        }
    }
}

fn detect_strict_types(stmts: &[rphp_syntax::ast::Stmt]) -> bool {
    use rphp_syntax::ast::{ExprKind, StmtKind};
    for s in stmts {
        if let StmtKind::Declare { directives, .. } = &s.kind {
            for (name, v) in directives {
                if name.eq_ignore_ascii_case(b"strict_types") {
                    return matches!(v.kind, ExprKind::Int(1));
                }
            }
        }
    }
    false
}
