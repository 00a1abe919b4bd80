//! Metadata kept only for reflection: attributes (`#[A(1, x: 2)]`) and
//! parameter defaults as constant expressions. Running code never reads
//! them; `ReflectionAttribute::getArguments()` and
//! `ReflectionParameter::getDefaultValue()` evaluate them on demand, in the
//! scope of the class they were written in.

use crate::builder::{CResult, Compiler};
use rphp_bytecode::class::{AttrDecl, Init};
use rphp_syntax::ast::{ArrayItem, AttributeGroup, ClassRef, Expr, ExprKind};

impl Compiler {
    /// The class whose scope constant expressions here are evaluated in (`""` outside classes).
    fn meta_scope(&self) -> Vec<u8> {
        self.class_ctx
            .as_ref()
            .map(|c| c.name.clone())
            .unwrap_or_default()
    }

    /// Each attribute of `groups` with its arguments as one array expression
    /// (positional arguments keyed 0.., named ones by name).
    pub(crate) fn attr_decls(&mut self, groups: &[AttributeGroup]) -> CResult<Vec<AttrDecl>> {
        let mut out = Vec::new();
        let scope = self.meta_scope();
        for a in groups.iter().flatten() {
            let name = self.resolve_class_name(&a.name);
            let line = a.args.first().map_or(0, |x| x.value.line);
            let args = if a.args.is_empty() {
                None
            } else {
                let items = a
                    .args
                    .iter()
                    .map(|x| ArrayItem {
                        key: x.name.as_ref().map(|n| Expr {
                            kind: ExprKind::Str(n.clone()),
                            line: x.value.line,
                        }),
                        value: x.value.clone(),
                        by_ref: false,
                        unpack: x.unpack,
                    })
                    .collect();
                let e = Expr {
                    kind: ExprKind::Array(items),
                    line,
                };
                Some(self.init_expr(&e, &scope, b"attribute")?)
            };
            out.push(AttrDecl {
                name: name.into(),
                args,
                line,
            });
        }
        Ok(out)
    }

    /// A parameter's default as a constant expression.
    pub(crate) fn param_default(&mut self, e: &Expr) -> CResult<Init> {
        let scope = self.meta_scope();
        self.init_expr(e, &scope, b"default")
    }

    /// The constant a parameter's default is, as reflection names it
    /// (`PHP_EOL`, `self::X`, `A\B::C`); not `true`/`false`/`null` nor `X::class`.
    pub(crate) fn default_const_name(&self, e: &Expr) -> Option<Vec<u8>> {
        match &e.kind {
            ExprKind::Const(n) => {
                let lc = n.text.to_ascii_lowercase();
                (!matches!(&lc[..], b"true" | b"false" | b"null"))
                    .then(|| self.resolve_const_name(n))
            }
            ExprKind::ClassConst {
                class: ClassRef::Name(c),
                name,
            } if !name.eq_ignore_ascii_case(b"class") => {
                let mut out = self.resolve_class_name(c);
                out.extend_from_slice(b"::");
                out.extend_from_slice(name);
                Some(out)
            }
            _ => None,
        }
    }
}
