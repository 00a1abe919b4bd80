//! The compile-time checks php makes of a destructuring assignment
//! (`[$a, [$b]] = ...`, `list($a, list($b)) = ...`, `foreach (... as [...])`),
//! php-src `zend_compile_list_assign` and `zend_verify_list_assign_target`.
//!
//! Some depend on how each literal was written (`[]`, `list()` or
//! `array()`), which the AST does not keep: the parser records every array
//! literal's syntax and its elements' first tokens, keyed by the literal's
//! own first token, and the checks read that record.

use super::Parser;
use crate::ast::{ArrayItem, Expr, ExprKind};

/// How an array literal was written (php's `ZEND_ARRAY_SYNTAX_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Syntax {
    /// `[...]`
    Short,
    /// `list(...)`
    List,
    /// `array(...)`
    Long,
}

/// What the parser remembers of one array literal.
pub(crate) struct Literal {
    pub syntax: Syntax,
    /// The first token of each element's value (`None` for an empty slot
    /// or a `&$v`/`...$v` element).
    pub starts: Vec<Option<usize>>,
}

/// php-src `zend_is_variable_or_call`.
fn is_variable_or_call(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Var(_)
            | ExprKind::VarVar(_)
            | ExprKind::Index { .. }
            | ExprKind::Prop { .. }
            | ExprKind::StaticProp { .. }
            | ExprKind::Call { .. }
            | ExprKind::MethodCall { .. }
            | ExprKind::StaticCall { .. }
    )
}

/// php-src `zend_can_write_to_variable`.
fn can_write_to(e: &Expr) -> bool {
    let mut e = e;
    loop {
        match &e.kind {
            ExprKind::Index { base, .. } => e = base,
            ExprKind::Prop {
                obj,
                nullsafe: false,
                ..
            } => e = obj,
            _ => break,
        }
    }
    is_variable_or_call(e) && !super::expr::is_short_circuited(e)
}

fn items(e: &Expr) -> Option<Vec<Option<&ArrayItem>>> {
    match &e.kind {
        ExprKind::Array(v) => Some(v.iter().map(Some).collect()),
        ExprKind::List(v) => Some(v.iter().map(Option::as_ref).collect()),
        _ => None,
    }
}

/// Whether any element of the pattern, at any depth, is taken by reference
/// (php-src `zend_propagate_list_refs`).
pub(super) fn has_refs(e: &Expr) -> bool {
    items(e).is_some_and(|items| {
        items
            .into_iter()
            .flatten()
            .any(|i| i.by_ref || has_refs(&i.value))
    })
}

impl Parser<'_> {
    /// Records an array literal that starts at token `start`.
    pub(super) fn record_literal(
        &mut self,
        start: usize,
        syntax: Syntax,
        starts: Vec<Option<usize>>,
    ) {
        self.literals.insert(start, Literal { syntax, starts });
    }

    /// `[...] = value` (or `list(...) = value`): the pattern's checks, then
    /// php's "Cannot assign reference to non referenceable value", which
    /// php makes first.
    pub(super) fn check_destructuring(
        &mut self,
        pattern: &Expr,
        start: usize,
        value: Option<&Expr>,
    ) {
        if let Some(v) = value {
            if has_refs(pattern) && !is_variable_or_call(v) {
                self.compile_error(
                    "Cannot assign reference to non referenceable value",
                    pattern.line,
                );
            }
        }
        let syntax = self.literals.get(&start).map(|l| l.syntax);
        self.check_list_assign(pattern, Some(start), syntax);
    }

    /// php-src `zend_compile_list_assign`'s errors, in its order: element by
    /// element, each element's own checks before those of a nested pattern.
    fn check_list_assign(&mut self, e: &Expr, start: Option<usize>, syntax: Option<Syntax>) {
        let Some(items) = items(e) else { return };
        let starts: Vec<Option<usize>> = start
            .and_then(|s| self.literals.get(&s))
            .map(|l| l.starts.clone())
            .unwrap_or_default();
        // Keyed or not as its first element is (empty slots skipped).
        let keyed = items
            .iter()
            .flatten()
            .next()
            .is_some_and(|i| i.key.is_some());
        let mut has_elems = false;
        for (k, item) in items.into_iter().enumerate() {
            let Some(item) = item else {
                if keyed {
                    self.compile_error(
                        "Cannot use empty array entries in keyed array assignment",
                        e.line,
                    );
                }
                continue;
            };
            if item.unpack {
                self.compile_error(
                    "Spread operator is not supported in assignments",
                    item.value.line,
                );
            }
            has_elems = true;
            if item.key.is_some() != keyed {
                self.compile_error(
                    "Cannot mix keyed and unkeyed array entries in assignments",
                    item.value.line,
                );
            }
            let v = &item.value;
            let v_start = starts.get(k).copied().flatten();
            if matches!(v.kind, ExprKind::Array(_) | ExprKind::List(_)) {
                // A parenthesised literal has no record: php accepts it as written.
                let inner = v_start
                    .and_then(|s| self.literals.get(&s))
                    .map(|l| l.syntax);
                if let Some(inner) = inner {
                    if inner == Syntax::Long {
                        self.compile_error("Cannot assign to array(), use [] instead", v.line);
                    } else if Some(inner) != syntax && syntax.is_some() {
                        self.compile_error("Cannot mix [] and list()", v.line);
                    }
                }
                self.check_list_assign(v, v_start, inner.or(syntax));
            } else if !can_write_to(v) {
                self.compile_error("Assignments can only happen to writable values", v.line);
            }
        }
        if !has_elems {
            self.compile_error("Cannot use empty list", e.line);
        }
    }
}
