//! Class and interface declarations: properties, constants and methods
//! become a [`rphp_bytecode::class::ClassDecl`]; each method body is an
//! ordinary function named `Class::method`, constant expressions that are
//! not literals become small functions evaluated when first needed.

use crate::builder::{CResult, Compiler};
use crate::types::type_decl;
use rphp_bytecode::class::{
    flags, ClassConstDecl, ClassDecl as Decl, EnumBacking, EnumCaseDecl, Init, MethodDecl,
    PropDecl, TraitRule, Vis, PRIVATE, PROTECTED, PUBLIC,
};
use rphp_bytecode::{Literal, Op};
use rphp_syntax::ast::{
    ClassDecl, ClassKind, ClassMember, Expr, ExprKind, FunctionDecl, Member, Modifiers, Stmt,
    StmtKind, TraitAdaptation, TypeHint,
};
use std::collections::HashMap;
use std::sync::Arc;

/// The class whose body is being compiled.
#[derive(Clone, Debug)]
pub struct ClassCtx {
    pub name: Vec<u8>,
    pub parent: Option<Vec<u8>>,
    /// A trait body: `self`, `parent` and `__CLASS__` name the using class,
    /// so they are resolved when the method runs.
    pub is_trait: bool,
}

/// What a class body compiles to besides its name and flags.
#[derive(Default)]
struct Members {
    consts: Vec<ClassConstDecl>,
    props: Vec<PropDecl>,
    methods: Vec<MethodDecl>,
    traits: Vec<Arc<[u8]>>,
    trait_rules: Vec<TraitRule>,
    traits_line: u32,
    cases: Vec<EnumCaseDecl>,
}

fn vis_of(m: Modifiers) -> Vis {
    if m.has(Modifiers::PRIVATE) {
        PRIVATE
    } else if m.has(Modifiers::PROTECTED) {
        PROTECTED
    } else {
        PUBLIC
    }
}

/// A constant expression that needs no code: scalars, `null`/`true`/`false`, arrays of them.
fn const_lit(e: &Expr) -> Option<Literal> {
    Some(match &e.kind {
        ExprKind::Int(i) => Literal::Int(*i),
        ExprKind::Float(f) => Literal::Float(*f),
        ExprKind::Str(s) => Literal::Str(s.as_slice().into()),
        ExprKind::Const(n) if n.text.eq_ignore_ascii_case(b"null") => Literal::Null,
        ExprKind::Const(n) if n.text.eq_ignore_ascii_case(b"true") => Literal::Bool(true),
        ExprKind::Const(n) if n.text.eq_ignore_ascii_case(b"false") => Literal::Bool(false),
        ExprKind::Array(items) => {
            let mut out = Vec::with_capacity(items.len());
            for i in items {
                if i.by_ref || i.unpack {
                    return None;
                }
                let k = match &i.key {
                    None => None,
                    Some(k) => match const_lit(k)? {
                        l @ (Literal::Int(_) | Literal::Str(_)) => Some(l),
                        _ => return None,
                    },
                };
                out.push((k, const_lit(&i.value)?));
            }
            Literal::Array(out.into())
        }
        ExprKind::Unary {
            op: rphp_syntax::ast::UnaryOp::Neg,
            expr,
        } => match &expr.kind {
            ExprKind::Int(i) => Literal::Int(i.wrapping_neg()),
            ExprKind::Float(f) => Literal::Float(-f),
            _ => return None,
        },
        _ => return None,
    })
}

impl Compiler {
    pub(super) fn class_stmt(&mut self, decl: &ClassDecl, line: u32) -> CResult<()> {
        let hoist = self.depth == 0 && self.fb.loops.is_empty() && !self.eval && !self.in_cond;
        let idx = self.class_decl(decl, None, hoist)?;
        self.fb.line = line;
        self.fb.emit(Op::DeclareClass, idx, 0, 0);
        Ok(())
    }

    /// Compiles a class body; returns its index in `Script::classes`.
    pub fn class_decl(
        &mut self,
        decl: &ClassDecl,
        anon_name: Option<Vec<u8>>,
        hoist: bool,
    ) -> CResult<u32> {
        let name = match (&decl.name, anon_name) {
            (_, Some(n)) => n,
            (Some(n), None) => self.qualify(n),
            (None, None) => b"class@anonymous".to_vec(),
        };
        if let Some(short) = &decl.name {
            if let Some(full) = self.imports.classes.get(&short.to_ascii_lowercase()) {
                if !full.eq_ignore_ascii_case(&name) {
                    let kind = match decl.kind {
                        ClassKind::Interface => "interface",
                        ClassKind::Trait => "trait",
                        ClassKind::Enum => "enum",
                        ClassKind::Class => "class",
                    };
                    return self.err(
                        decl.line,
                        format!(
                            "Cannot declare {kind} {} because the name is already in use",
                            String::from_utf8_lossy(&name)
                        ),
                    );
                }
            }
        }
        let resolve = |c: &Compiler, n: &rphp_syntax::ast::Name| c.resolve_class_name(n);
        let is_interface = decl.kind == ClassKind::Interface;
        let (parent, interfaces): (Option<Vec<u8>>, Vec<Vec<u8>>) = if is_interface {
            (
                None,
                decl.implements.iter().map(|n| resolve(self, n)).collect(),
            )
        } else {
            (
                decl.extends.as_ref().map(|n| resolve(self, n)),
                decl.implements.iter().map(|n| resolve(self, n)).collect(),
            )
        };
        let mut fl = 0;
        if decl.name.is_none() {
            fl |= flags::ANONYMOUS;
        }
        if is_interface {
            fl |= flags::INTERFACE;
        }
        let backing = match decl.kind {
            ClassKind::Trait => {
                fl |= flags::TRAIT;
                None
            }
            ClassKind::Enum => {
                fl |= flags::ENUM | flags::FINAL;
                self.enum_backing(decl, &name)?
            }
            _ => None,
        };
        if decl.modifiers.has(Modifiers::ABSTRACT) {
            fl |= flags::ABSTRACT;
        }
        if decl.modifiers.has(Modifiers::FINAL) {
            fl |= flags::FINAL;
        }
        if decl.modifiers.has(Modifiers::READONLY) {
            fl |= flags::READONLY;
        }
        // php binds early only classes without interfaces or traits (enums
        // implement UnitEnum); the others are declared when reached.
        let late = !decl.implements.is_empty()
            || decl.kind == ClassKind::Enum
            || decl
                .members
                .iter()
                .any(|m| matches!(m, ClassMember::TraitUse { .. }));
        if hoist && !late {
            fl |= flags::HOISTED;
        }
        if decl.attributes.iter().flatten().any(|a| {
            let t = &a.name.text;
            t.eq_ignore_ascii_case(b"AllowDynamicProperties")
        }) {
            if fl & flags::READONLY != 0 {
                return self.err(
                    decl.line,
                    format!(
                        "Cannot apply #[AllowDynamicProperties] to readonly class {}",
                        String::from_utf8_lossy(&name)
                    ),
                );
            }
            fl |= flags::ALLOW_DYNAMIC;
        }
        let outer = self.class_ctx.replace(ClassCtx {
            name: name.clone(),
            parent: parent.clone(),
            is_trait: decl.kind == ClassKind::Trait,
        });
        let own = if decl.kind == ClassKind::Trait {
            HashMap::new()
        } else {
            decl.members
                .iter()
                .filter_map(|m| match m {
                    ClassMember::Method { decl: f, .. } => Some((
                        f.name.to_ascii_lowercase(),
                        f.params.iter().all(|p| !p.by_ref),
                    )),
                    _ => None,
                })
                .collect()
        };
        let outer_own = std::mem::replace(&mut self.own_methods, own);
        let r = self.class_members(decl, &name, backing);
        self.own_methods = outer_own;
        let attributes = if r.is_ok() {
            self.attr_decls(&decl.attributes)
        } else {
            Ok(Vec::new())
        };
        self.class_ctx = outer;
        let m = r?;
        let attributes = attributes?;
        self.classes.push(Decl {
            name: name.into(),
            parent: parent.map(Into::into),
            interfaces: interfaces.into_iter().map(Into::into).collect(),
            flags: fl,
            consts: m.consts,
            props: m.props,
            methods: m.methods,
            traits: m.traits,
            trait_rules: m.trait_rules,
            traits_line: m.traits_line,
            backing,
            cases: m.cases,
            line: decl.line,
            end_line: decl.end_line,
            attributes,
            doc: decl.doc.as_deref().map(Into::into),
        });
        Ok(self.classes.len() as u32 - 1)
    }

    /// `enum E: int|string`: the backing type (php accepts only `int` and `string`).
    fn enum_backing(&mut self, decl: &ClassDecl, name: &[u8]) -> CResult<Option<EnumBacking>> {
        let Some(t) = &decl.enum_backing else {
            return Ok(None);
        };
        if let TypeHint::Named(n) = t {
            match &n.text.to_ascii_lowercase()[..] {
                b"int" => return Ok(Some(EnumBacking::Int)),
                b"string" => return Ok(Some(EnumBacking::String)),
                _ => {}
            }
        }
        let _ = name;
        let shown = type_decl(t, decl.line)?.display;
        self.err(
            decl.line,
            format!("Enum backing type must be int or string, {shown} given"),
        )
    }

    fn class_members(
        &mut self,
        decl: &ClassDecl,
        class: &[u8],
        backing: Option<EnumBacking>,
    ) -> CResult<Members> {
        let mut out = Members::default();
        let Members {
            consts,
            props,
            methods,
            ..
        } = &mut out;
        let mut traits = Vec::new();
        let mut trait_rules = Vec::new();
        let mut traits_line = 0;
        let mut cases = Vec::new();
        let is_enum = decl.kind == ClassKind::Enum;
        if is_enum {
            self.check_enum_members(decl, class)?;
        }
        let readonly_class = decl.modifiers.has(Modifiers::READONLY);
        for m in &decl.members {
            match m {
                ClassMember::Const {
                    modifiers,
                    consts: items,
                    attributes,
                    doc,
                    ..
                } => {
                    let attributes = self.attr_decls(attributes)?;
                    for c in items {
                        let value = self.init_expr(&c.value, class, &c.name)?;
                        consts.push(ClassConstDecl {
                            name: c.name.as_slice().into(),
                            vis: vis_of(*modifiers),
                            value,
                            is_final: modifiers.has(Modifiers::FINAL),
                            attributes: attributes.clone(),
                            doc: doc.as_deref().map(Into::into),
                        });
                    }
                }
                ClassMember::Property {
                    modifiers,
                    ty,
                    props: items,
                    line,
                    attributes,
                    doc,
                } => {
                    let attributes = self.attr_decls(attributes)?;
                    if is_enum {
                        return self.err(
                            *line,
                            format!(
                                "Enum {} cannot include properties",
                                String::from_utf8_lossy(class)
                            ),
                        );
                    }
                    let ty = match ty {
                        Some(t) => Some(self.type_of(t, *line)?),
                        None => None,
                    };
                    if readonly_class {
                        let cls = String::from_utf8_lossy(class);
                        let first = items.first().map(|p| String::from_utf8_lossy(&p.name));
                        let first = first.unwrap_or_default();
                        if modifiers.has(Modifiers::STATIC) {
                            return self.err(
                                *line,
                                format!("Static property {cls}::${first} cannot be readonly"),
                            );
                        }
                        if ty.is_none() {
                            return self.err(
                                *line,
                                format!("Readonly property {cls}::${first} must have type"),
                            );
                        }
                    }
                    for p in items {
                        let default = match &p.default {
                            Some(d) => Some(self.init_expr(d, class, &p.name)?),
                            None if ty.is_none() => Some(Init::Lit(Literal::Null)),
                            None => None,
                        };
                        props.push(PropDecl {
                            name: p.name.as_slice().into(),
                            vis: vis_of(*modifiers),
                            is_static: modifiers.has(Modifiers::STATIC),
                            readonly: readonly_class || modifiers.has(Modifiers::READONLY),
                            default,
                            ty: ty.clone(),
                            promoted: false,
                            attributes: attributes.clone(),
                            doc: doc.as_deref().map(Into::into),
                        });
                    }
                }
                ClassMember::Method { modifiers, decl: f } => {
                    const PUBLIC_MAGIC: &[&str] = &[
                        "__get",
                        "__set",
                        "__isset",
                        "__unset",
                        "__call",
                        "__callStatic",
                        "__toString",
                        "__invoke",
                        "__serialize",
                        "__unserialize",
                        "__debugInfo",
                        "__set_state",
                        "__sleep",
                        "__wakeup",
                    ];
                    if vis_of(*modifiers) != PUBLIC
                        && PUBLIC_MAGIC
                            .iter()
                            .any(|m| m.as_bytes().eq_ignore_ascii_case(&f.name))
                    {
                        self.diag(
                            2,
                            f.line,
                            format!(
                                "The magic method {}::{}() must have public visibility",
                                String::from_utf8_lossy(class),
                                String::from_utf8_lossy(&f.name)
                            ),
                        );
                    }
                    let is_ctor = f.name.eq_ignore_ascii_case(b"__construct");
                    let mut body_decl: FunctionDecl = (**f).clone();
                    if is_ctor {
                        // Promoted parameters: declare the property, assign it first thing.
                        let mut pre = Vec::new();
                        for p in &f.params {
                            let Some(pm) = p.promote else { continue };
                            let ty = match &p.ty {
                                Some(t) => Some(self.type_of(t, p.line)?),
                                None => None,
                            };
                            props.push(PropDecl {
                                name: p.name.as_slice().into(),
                                vis: vis_of(pm),
                                is_static: false,
                                readonly: readonly_class || pm.has(Modifiers::READONLY),
                                default: if ty.is_none() {
                                    Some(Init::Lit(Literal::Null))
                                } else {
                                    None
                                },
                                ty,
                                promoted: true,
                                attributes: self.attr_decls(&p.attributes)?,
                                doc: None,
                            });
                            let var = |n: &[u8]| Expr {
                                kind: ExprKind::Var(n.to_vec()),
                                line: p.line,
                            };
                            pre.push(Stmt {
                                kind: StmtKind::Expr(Expr {
                                    kind: ExprKind::Assign {
                                        target: Box::new(Expr {
                                            kind: ExprKind::Prop {
                                                obj: Box::new(var(b"this")),
                                                name: Member::Ident(p.name.clone()),
                                                nullsafe: false,
                                            },
                                            line: p.line,
                                        }),
                                        value: Box::new(var(&p.name)),
                                    },
                                    line: p.line,
                                }),
                                line: p.line,
                            });
                        }
                        if let Some(body) = &mut body_decl.body {
                            pre.append(body);
                            *body = pre;
                        }
                    }
                    let fname = [class, b"::", &f.name].concat();
                    let idx = self.reserve_function();
                    self.next_instance_method = !modifiers.has(Modifiers::STATIC)
                        && !self.class_ctx.as_ref().is_some_and(|c| c.is_trait);
                    let func = self.function_body(&body_decl, &fname, false)?;
                    self.functions[idx as usize] = Some(Arc::new(func));
                    methods.push(MethodDecl {
                        name: f.name.as_slice().into(),
                        func: idx,
                        vis: vis_of(*modifiers),
                        is_static: modifiers.has(Modifiers::STATIC),
                        is_abstract: modifiers.has(Modifiers::ABSTRACT) || f.body.is_none(),
                        is_final: modifiers.has(Modifiers::FINAL),
                    });
                }
                ClassMember::TraitUse {
                    traits: names,
                    adaptations,
                    line,
                } => {
                    if traits_line == 0 {
                        traits_line = *line;
                    }
                    for n in names {
                        traits.push(self.resolve_class_name(n).into());
                    }
                    for a in adaptations {
                        trait_rules.push(self.trait_rule(a));
                    }
                }
                ClassMember::EnumCase {
                    name,
                    value,
                    line,
                    attributes,
                } => {
                    let cls = String::from_utf8_lossy(class);
                    let case = String::from_utf8_lossy(name);
                    if !is_enum {
                        return self.err(*line, "Case can only be used in enums");
                    }
                    let value = match (value, backing) {
                        (Some(v), Some(_)) => Some(self.init_expr(v, class, name)?),
                        (None, Some(_)) => {
                            return self.err(
                                *line,
                                format!("Case {case} of backed enum {cls} must have a value"),
                            )
                        }
                        (Some(_), None) => {
                            return self.err(
                                *line,
                                format!(
                                    "Case {case} of non-backed enum {cls} must not have a value"
                                ),
                            )
                        }
                        (None, None) => None,
                    };
                    cases.push(EnumCaseDecl {
                        name: name.as_slice().into(),
                        value,
                        line: *line,
                        attributes: self.attr_decls(attributes)?,
                    });
                }
            }
        }
        out.traits = traits;
        out.trait_rules = trait_rules;
        out.traits_line = traits_line;
        out.cases = cases;
        Ok(out)
    }

    /// php's compile-time check on an enum body: no duplicate case or constant.
    fn check_enum_members(&self, decl: &ClassDecl, class: &[u8]) -> CResult<()> {
        let cls = String::from_utf8_lossy(class);
        let mut names: Vec<Vec<u8>> = Vec::new();
        for m in &decl.members {
            match m {
                ClassMember::EnumCase { name, line, .. } => {
                    if names.contains(name) {
                        return self.err(
                            *line,
                            format!(
                                "Cannot redefine class constant {cls}::{}",
                                String::from_utf8_lossy(name)
                            ),
                        );
                    }
                    names.push(name.clone());
                }
                ClassMember::Const { consts, line, .. } => {
                    for c in consts {
                        if names.contains(&c.name) {
                            return self.err(
                                *line,
                                format!(
                                    "Cannot redefine class constant {cls}::{}",
                                    String::from_utf8_lossy(&c.name)
                                ),
                            );
                        }
                        names.push(c.name.clone());
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn trait_rule(&self, a: &TraitAdaptation) -> TraitRule {
        match a {
            TraitAdaptation::Insteadof {
                trait_,
                method,
                instead_of,
            } => TraitRule::Insteadof {
                trait_: self.resolve_class_name(trait_).into(),
                method: method.as_slice().into(),
                instead_of: instead_of
                    .iter()
                    .map(|n| self.resolve_class_name(n).into())
                    .collect(),
            },
            TraitAdaptation::Alias {
                trait_,
                method,
                modifiers,
                alias,
            } => TraitRule::Alias {
                trait_: trait_.as_ref().map(|n| self.resolve_class_name(n).into()),
                method: method.as_slice().into(),
                vis: if modifiers.has(Modifiers::PUBLIC)
                    || modifiers.has(Modifiers::PROTECTED)
                    || modifiers.has(Modifiers::PRIVATE)
                {
                    Some(vis_of(*modifiers))
                } else {
                    None
                },
                alias: alias.as_ref().map(|a| a.as_slice().into()),
            },
        }
    }

    /// A constant expression: a literal, or a function computing it.
    pub(crate) fn init_expr(&mut self, e: &Expr, class: &[u8], what: &[u8]) -> CResult<Init> {
        if let Some(l) = const_lit(e) {
            return Ok(Init::Lit(l));
        }
        let decl = FunctionDecl {
            name: Vec::new(),
            params: Vec::new(),
            by_ref_return: false,
            return_type: None,
            body: Some(vec![Stmt {
                kind: StmtKind::Return(Some(e.clone())),
                line: e.line,
            }]),
            uses: Vec::new(),
            is_static: true,
            attributes: Vec::new(),
            line: e.line,
            end_line: e.line,
            doc: None,
        };
        let fname = [class, b"::{init ", what, b"}"].concat();
        let idx = self.reserve_function();
        let func = self.function_body(&decl, &fname, false)?;
        self.functions[idx as usize] = Some(Arc::new(func));
        Ok(Init::Func(idx))
    }

    /// The class operand of `X::...` / `new X`: a literal name (self and parent
    /// resolved here), `"static"` for late static binding, or a value.
    pub fn class_operand(&mut self, c: &rphp_syntax::ast::ClassRef, line: u32) -> CResult<u32> {
        use rphp_syntax::ast::{ClassRef, NameKind};
        match c {
            ClassRef::Name(n) => {
                let lc = n.text.to_ascii_lowercase();
                let in_trait = self.class_ctx.as_ref().is_some_and(|c| c.is_trait);
                // A closure written outside any class gets its scope from
                // `bind`/`bindTo`/`call`: php resolves `self`/`parent` there
                // when it runs (and fails then if it has none).
                let unscoped_closure = self.class_ctx.is_none() && self.fb.is_closure;
                let special = n.kind == NameKind::Unqualified && (lc == b"self" || lc == b"parent");
                let name = if (in_trait || unscoped_closure) && special {
                    // Resolved against the using class when the method runs.
                    lc.clone()
                } else if n.kind == NameKind::Unqualified && lc == b"self" {
                    match &self.class_ctx {
                        Some(c) => c.name.clone(),
                        None => {
                            return self
                                .err(line, "Cannot use \"self\" when no class scope is active")
                        }
                    }
                } else if n.kind == NameKind::Unqualified && lc == b"parent" {
                    match &self.class_ctx {
                        Some(ClassCtx {
                            parent: Some(p), ..
                        }) => p.clone(),
                        Some(_) => {
                            return self.err(
                                line,
                                "Cannot use \"parent\" when current class scope has no parent",
                            )
                        }
                        None => {
                            return self
                                .err(line, "Cannot use \"parent\" when no class scope is active")
                        }
                    }
                } else if n.kind == NameKind::Unqualified && lc == b"static" {
                    b"static".to_vec()
                } else {
                    self.resolve_class_name(n)
                };
                Ok(self.fb.str_lit(&name))
            }
            ClassRef::Expr(e) => self.expr(e),
            ClassRef::Anonymous(decl) => {
                // php names an anonymous class after its parent or first interface.
                let base = match (&decl.extends, decl.implements.first()) {
                    (Some(p), _) | (None, Some(p)) => self.resolve_class_name(p),
                    _ => b"class".to_vec(),
                };
                let name = [
                    &base[..],
                    b"@anonymous\0".as_slice(),
                    &self.path,
                    b":",
                    decl.line.to_string().as_bytes(),
                    b"$",
                    self.classes.len().to_string().as_bytes(),
                ]
                .concat();
                let idx = self.class_decl(decl, Some(name.clone()), false)?;
                self.fb.line = line;
                self.fb.emit(Op::DeclareClass, idx, 0, 0);
                Ok(self.fb.str_lit(&name))
            }
        }
    }

    /// The name operand of `->name` / `::name`.
    pub fn member_operand(&mut self, m: &Member) -> CResult<u32> {
        match m {
            Member::Ident(n) => Ok(self.fb.str_lit(n)),
            Member::Expr(e) => self.expr(e),
        }
    }
}
