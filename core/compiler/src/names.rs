//! Namespace name resolution: `use` imports (class, function and const
//! tables, reset by each `namespace` declaration) and the rules that turn
//! a written name into the fully qualified one php looks up.

use crate::builder::Compiler;
use rphp_syntax::ast::{Name, NameKind, UseItem, UseKind};
use std::collections::HashMap;

/// The `use` imports in effect.
#[derive(Default, Clone)]
pub struct Imports {
    /// Lower-case alias → full class (or namespace) name.
    pub classes: HashMap<Vec<u8>, Vec<u8>>,
    /// Lower-case alias → full function name.
    pub functions: HashMap<Vec<u8>, Vec<u8>>,
    /// Alias (case-sensitive) → full constant name.
    pub consts: HashMap<Vec<u8>, Vec<u8>>,
}

fn last_segment(name: &[u8]) -> &[u8] {
    match name.iter().rposition(|&b| b == b'\\') {
        Some(p) => &name[p + 1..],
        None => name,
    }
}

impl Compiler {
    /// A `use` statement: records the imports for the rest of the namespace.
    pub fn use_stmt(&mut self, kind: UseKind, items: &[UseItem]) {
        for it in items {
            let full = it.name.text.clone();
            let alias = it
                .alias
                .clone()
                .unwrap_or_else(|| last_segment(&full).to_vec());
            match it.kind.unwrap_or(kind) {
                UseKind::Class => {
                    self.imports
                        .classes
                        .insert(alias.to_ascii_lowercase(), full);
                }
                UseKind::Function => {
                    self.imports
                        .functions
                        .insert(alias.to_ascii_lowercase(), full);
                }
                UseKind::Const => {
                    self.imports.consts.insert(alias, full);
                }
            }
        }
    }

    /// `A\B` where `A` may be an imported namespace or class alias.
    fn resolve_qualified(&self, text: &[u8]) -> Vec<u8> {
        let p = text.iter().position(|&b| b == b'\\').unwrap_or(text.len());
        if let Some(full) = self.imports.classes.get(&text[..p].to_ascii_lowercase()) {
            let mut v = full.clone();
            v.extend_from_slice(&text[p..]);
            return v;
        }
        self.qualify(text)
    }

    /// The fully qualified name of a class reference (`self`, `parent` and
    /// `static` are left as written for the caller).
    pub fn resolve_class_name(&self, n: &Name) -> Vec<u8> {
        match n.kind {
            NameKind::FullyQualified => n.text.clone(),
            NameKind::Relative => self.qualify(&n.text),
            NameKind::Qualified => self.resolve_qualified(&n.text),
            NameKind::Unqualified => {
                let lc = n.text.to_ascii_lowercase();
                if matches!(&lc[..], b"self" | b"parent" | b"static") {
                    return n.text.clone();
                }
                match self.imports.classes.get(&lc) {
                    Some(full) => full.clone(),
                    None => self.qualify(&n.text),
                }
            }
        }
    }

    /// A function name: the name to call and, for an unqualified name in a
    /// namespace, the global name to fall back to.
    pub fn resolve_function_name(&self, n: &Name) -> (Vec<u8>, Option<Vec<u8>>) {
        match n.kind {
            NameKind::FullyQualified => (n.text.clone(), None),
            NameKind::Relative => (self.qualify(&n.text), None),
            NameKind::Qualified => (self.resolve_qualified(&n.text), None),
            NameKind::Unqualified => {
                if let Some(full) = self.imports.functions.get(&n.text.to_ascii_lowercase()) {
                    return (full.clone(), None);
                }
                if self.namespace.is_empty() {
                    (n.text.clone(), None)
                } else {
                    (self.qualify(&n.text), Some(n.text.clone()))
                }
            }
        }
    }

    /// A constant name, resolved like a function name (the VM falls back to
    /// the global constant for an unqualified name in a namespace).
    pub fn resolve_const_name(&self, n: &Name) -> Vec<u8> {
        match n.kind {
            NameKind::FullyQualified => n.text.clone(),
            NameKind::Relative => self.qualify(&n.text),
            NameKind::Qualified => self.resolve_qualified(&n.text),
            NameKind::Unqualified => match self.imports.consts.get(&n.text) {
                Some(full) => full.clone(),
                None => self.qualify(&n.text),
            },
        }
    }
}

const BUILTIN_TYPES: &[&[u8]] = &[
    b"int", b"float", b"string", b"bool", b"false", b"true", b"null", b"array", b"callable",
    b"iterable", b"object", b"mixed", b"void", b"never", b"static", b"self", b"parent",
];

impl Compiler {
    /// A declared type with its class names resolved against the namespace and imports.
    pub fn type_of(
        &self,
        t: &rphp_syntax::ast::TypeHint,
        line: u32,
    ) -> crate::builder::CResult<rphp_bytecode::TypeDecl> {
        if self.namespace.is_empty() && self.imports.classes.is_empty() {
            return crate::types::type_decl(t, line);
        }
        crate::types::type_decl(&self.resolve_hint(t), line)
    }

    fn resolve_hint(&self, t: &rphp_syntax::ast::TypeHint) -> rphp_syntax::ast::TypeHint {
        use rphp_syntax::ast::TypeHint;
        match t {
            TypeHint::Named(n) => {
                let lc = n.text.to_ascii_lowercase();
                if n.kind == NameKind::Unqualified && BUILTIN_TYPES.contains(&&lc[..]) {
                    return t.clone();
                }
                TypeHint::Named(Name {
                    text: self.resolve_class_name(n),
                    kind: NameKind::FullyQualified,
                })
            }
            TypeHint::Nullable(i) => TypeHint::Nullable(Box::new(self.resolve_hint(i))),
            TypeHint::Union(ts) => TypeHint::Union(ts.iter().map(|t| self.resolve_hint(t)).collect()),
            TypeHint::Intersection(ts) => {
                TypeHint::Intersection(ts.iter().map(|t| self.resolve_hint(t)).collect())
            }
        }
    }
}
