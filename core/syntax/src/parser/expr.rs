//! Expressions: `expr`, `variable`, `scalar`, `new_expr`, `internal_functions_in_yacc`
//! and friends in `zend_language_parser.y`, by precedence climbing over
//! PHP's operator table (php.net/manual/en/language.operators.precedence.php).

use super::destructure::Syntax;
use super::{PResult, Parser};
use crate::ast::*;
use crate::lexer::{Tok, TokVal};
use std::rc::Rc;

/// Precedence levels, lowest first (the `%left`/`%right`/`%precedence`
/// lines of the grammar).
pub(super) mod prec {
    pub const LOWEST: u8 = 0;
    pub const INCLUDE: u8 = 3;
    pub const OR: u8 = 4;
    pub const XOR: u8 = 5;
    pub const AND: u8 = 6;
    pub const PRINT: u8 = 7;
    pub const YIELD: u8 = 8;
    pub const YIELD_FROM: u8 = 10;
    pub const ASSIGN: u8 = 11;
    pub const TERNARY: u8 = 12;
    pub const COALESCE: u8 = 13;
    pub const BOOL_OR: u8 = 14;
    pub const BOOL_AND: u8 = 15;
    pub const BIT_OR: u8 = 16;
    pub const BIT_XOR: u8 = 17;
    pub const BIT_AND: u8 = 18;
    pub const EQUALITY: u8 = 19;
    pub const COMPARE: u8 = 20;
    pub const CONCAT: u8 = 21;
    pub const SHIFT: u8 = 22;
    pub const ADD: u8 = 23;
    pub const MUL: u8 = 24;
    pub const NOT: u8 = 25;
    pub const INSTANCEOF: u8 = 26;
    pub const UNARY: u8 = 27;
    pub const POW: u8 = 28;
    pub const CLONE: u8 = 29;
}

/// What a primary expression is, for the grammar's purposes: which
/// postfix operators may follow and whether it can be assigned to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Cat {
    /// `variable`: assignable; `[`, `->`, `::`, `(` may follow.
    Var,
    /// `'(' expr ')'`
    Paren,
    /// `dereferenceable_scalar`: `array(...)`, strings.
    DerefScalar,
    /// `'[' array_pair_list ']'`: may also be a destructuring target.
    ArrayLit,
    /// `list(...)`: must be followed by `=`.
    ListLit,
    /// `constant`: `FOO`, `__FILE__` (`[` and `->` may follow).
    Const,
    /// `class_constant`
    ClassConst,
    /// Anything else (numbers, heredocs, `new`, closures, operators).
    Other,
}

enum Assoc {
    Left,
    Right,
    Non,
}

fn binop(k: Tok) -> Option<(u8, Assoc, BinOp)> {
    use Assoc::*;
    use BinOp as B;
    Some(match k {
        Tok::LogicalOr => (prec::OR, Left, B::Or),
        Tok::LogicalXor => (prec::XOR, Left, B::Xor),
        Tok::LogicalAnd => (prec::AND, Left, B::And),
        Tok::Coalesce => (prec::COALESCE, Right, B::Coalesce),
        Tok::BooleanOr => (prec::BOOL_OR, Left, B::Or),
        Tok::BooleanAnd => (prec::BOOL_AND, Left, B::And),
        Tok::Pipe => (prec::BIT_OR, Left, B::BitOr),
        Tok::Caret => (prec::BIT_XOR, Left, B::BitXor),
        Tok::Amp | Tok::AmpVar => (prec::BIT_AND, Left, B::BitAnd),
        Tok::IsEqual => (prec::EQUALITY, Non, B::Eq),
        Tok::IsNotEqual => (prec::EQUALITY, Non, B::NotEq),
        Tok::IsIdentical => (prec::EQUALITY, Non, B::Identical),
        Tok::IsNotIdentical => (prec::EQUALITY, Non, B::NotIdentical),
        Tok::Spaceship => (prec::EQUALITY, Non, B::Spaceship),
        Tok::Lt => (prec::COMPARE, Non, B::Lt),
        Tok::IsSmallerOrEqual => (prec::COMPARE, Non, B::Le),
        Tok::Gt => (prec::COMPARE, Non, B::Gt),
        Tok::IsGreaterOrEqual => (prec::COMPARE, Non, B::Ge),
        Tok::Dot => (prec::CONCAT, Left, B::Concat),
        Tok::Sl => (prec::SHIFT, Left, B::Shl),
        Tok::Sr => (prec::SHIFT, Left, B::Shr),
        Tok::Plus => (prec::ADD, Left, B::Add),
        Tok::Minus => (prec::ADD, Left, B::Sub),
        Tok::Star => (prec::MUL, Left, B::Mul),
        Tok::Slash => (prec::MUL, Left, B::Div),
        Tok::Percent => (prec::MUL, Left, B::Mod),
        Tok::Pow => (prec::POW, Right, B::Pow),
        _ => return None,
    })
}

fn assign_op(k: Tok) -> Option<Option<BinOp>> {
    use BinOp as B;
    Some(match k {
        Tok::Eq => None,
        Tok::PlusEqual => Some(B::Add),
        Tok::MinusEqual => Some(B::Sub),
        Tok::MulEqual => Some(B::Mul),
        Tok::DivEqual => Some(B::Div),
        Tok::ConcatEqual => Some(B::Concat),
        Tok::ModEqual => Some(B::Mod),
        Tok::AndEqual => Some(B::BitAnd),
        Tok::OrEqual => Some(B::BitOr),
        Tok::XorEqual => Some(B::BitXor),
        Tok::SlEqual => Some(B::Shl),
        Tok::SrEqual => Some(B::Shr),
        Tok::PowEqual => Some(B::Pow),
        Tok::CoalesceEqual => Some(B::Coalesce),
        _ => return None,
    })
}

pub(super) fn mk(kind: ExprKind, line: u32) -> Expr {
    Expr { kind, line }
}

/// php-src `zend_ast_is_short_circuited`: a `?->` somewhere down the chain.
pub(super) fn is_short_circuited(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Index { base, .. } => is_short_circuited(base),
        ExprKind::Prop { nullsafe: true, .. } | ExprKind::MethodCall { nullsafe: true, .. } => true,
        ExprKind::Prop { obj, .. } | ExprKind::MethodCall { obj, .. } => is_short_circuited(obj),
        ExprKind::StaticProp {
            class: ClassRef::Expr(c),
            ..
        }
        | ExprKind::StaticCall {
            class: ClassRef::Expr(c),
            ..
        } => is_short_circuited(c),
        _ => false,
    }
}

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

/// Tokens that can begin an expression (used where an expression is optional).
pub(super) fn can_start_expr(k: Tok) -> bool {
    use Tok::*;
    matches!(
        k,
        LNumber
            | DNumber
            | String
            | NameFullyQualified
            | NameRelative
            | NameQualified
            | Variable
            | ConstantEncapsedString
            | StartHeredoc
            | Include
            | IncludeOnce
            | Eval
            | Require
            | RequireOnce
            | Print
            | Yield
            | YieldFrom
            | New
            | Clone
            | Exit
            | Function
            | Fn
            | Throw
            | Static
            | Isset
            | Empty
            | List
            | Array
            | Match
            | Line
            | File
            | Dir
            | ClassC
            | TraitC
            | MethodC
            | FuncC
            | NsC
            | Attribute
            | Inc
            | Dec
            | IntCast
            | DoubleCast
            | StringCast
            | ArrayCast
            | ObjectCast
            | BoolCast
            | UnsetCast
            | LBracket
            | LParen
            | Plus
            | Minus
            | Bang
            | Tilde
            | Dollar
            | At
            | DoubleQuote
            | Backtick
            | Readonly
    )
}

impl Parser<'_> {
    /// `expr`
    pub(super) fn expr(&mut self) -> PResult<Expr> {
        self.expr_bp(prec::LOWEST)
    }

    /// An expression whose binary operators all bind at least as tightly as `min`.
    pub(super) fn expr_bp(&mut self, min: u8) -> PResult<Expr> {
        self.enter()?;
        let r = self.expr_bp_inner(min);
        self.leave();
        r
    }

    fn expr_bp_inner(&mut self, min: u8) -> PResult<Expr> {
        let (left, _) = self.unary()?;
        self.binary_loop(left, min)
    }

    /// Continues an expression statement whose first operand is parsed.
    pub(super) fn continue_expr(&mut self, left: Expr) -> PResult<Expr> {
        self.binary_loop(left, prec::LOWEST)
    }

    fn binary_loop(&mut self, mut left: Expr, min: u8) -> PResult<Expr> {
        // A ternary built in this loop is unparenthesized; one coming from
        // `unary` was parenthesized.
        let mut bare_ternary = false;
        loop {
            let k = self.cur();
            if k == Tok::Question {
                if prec::TERNARY < min {
                    break;
                }
                let line = left.line;
                self.advance();
                let then = if self.eat(Tok::Colon) {
                    None
                } else {
                    let t = self.expr()?;
                    self.expect_quiet(Tok::Colon)?;
                    Some(t)
                };
                let else_ = self.expr_bp(prec::TERNARY + 1)?;
                if bare_ternary {
                    if let ExprKind::Ternary {
                        then: inner_then, ..
                    } = &left.kind
                    {
                        let msg = match (inner_then.is_some(), then.is_some()) {
                            (true, true) => Some("Unparenthesized `a ? b : c ? d : e` is not supported. Use either `(a ? b : c) ? d : e` or `a ? b : (c ? d : e)`"),
                            (true, false) => Some("Unparenthesized `a ? b : c ?: d` is not supported. Use either `(a ? b : c) ?: d` or `a ? b : (c ?: d)`"),
                            (false, true) => Some("Unparenthesized `a ?: b ? c : d` is not supported. Use either `(a ?: b) ? c : d` or `a ?: (b ? c : d)`"),
                            (false, false) => None,
                        };
                        if let Some(m) = msg {
                            self.compile_error(m, line);
                        }
                    }
                }
                left = mk(
                    ExprKind::Ternary {
                        cond: bx(left),
                        then: then.map(bx),
                        else_: bx(else_),
                    },
                    line,
                );
                bare_ternary = true;
                continue;
            }
            if k == Tok::Instanceof {
                if prec::INSTANCEOF < min {
                    break;
                }
                self.advance();
                let class = self.class_name_reference()?;
                let line = left.line;
                left = mk(
                    ExprKind::Instanceof {
                        expr: bx(left),
                        class,
                    },
                    line,
                );
                bare_ternary = false;
                continue;
            }
            let Some((p, assoc, op)) = binop(k) else {
                break;
            };
            if p < min {
                break;
            }
            self.advance();
            let right = match assoc {
                Assoc::Right => self.expr_bp(p)?,
                _ => self.expr_bp(p + 1)?,
            };
            let line = left.line;
            left = mk(
                ExprKind::Binary {
                    op,
                    left: bx(left),
                    right: bx(right),
                },
                line,
            );
            bare_ternary = false;
            if matches!(assoc, Assoc::Non) {
                if let Some((p2, _, _)) = binop(self.cur()) {
                    if p2 == p {
                        return Err(self.unexpected(&[]));
                    }
                }
            }
        }
        Ok(left)
    }

    /// Prefix operators, then a postfix expression.
    fn unary(&mut self) -> PResult<(Expr, Cat)> {
        use Tok::*;
        match self.cur() {
            Bang | Tilde | Minus | Plus | At | IntCast | DoubleCast | StringCast | ArrayCast
            | ObjectCast | BoolCast | UnsetCast | Inc | Dec | Clone | Print | Yield | YieldFrom
            | Throw | Include | IncludeOnce | Require | RequireOnce => self.prefix_expr(),
            _ => self.postfix_expr(),
        }
    }

    #[inline(never)]
    fn prefix_expr(&mut self) -> PResult<(Expr, Cat)> {
        let t = self.tok().clone();
        let line = t.line;
        let un = |p: &mut Self, op: UnaryOp, pr: u8| -> PResult<(Expr, Cat)> {
            p.advance();
            let e = p.expr_bp(pr)?;
            Ok((mk(ExprKind::Unary { op, expr: bx(e) }, line), Cat::Other))
        };
        match t.kind {
            Tok::Bang => return un(self, UnaryOp::Not, prec::NOT + 1),
            Tok::Tilde => return un(self, UnaryOp::BitNot, prec::UNARY + 1),
            Tok::Minus => return un(self, UnaryOp::Neg, prec::UNARY + 1),
            Tok::Plus => return un(self, UnaryOp::Plus, prec::UNARY + 1),
            Tok::At => {
                self.advance();
                let e = self.expr_bp(prec::UNARY + 1)?;
                return Ok((mk(ExprKind::Silence(bx(e)), line), Cat::Other));
            }
            Tok::IntCast
            | Tok::DoubleCast
            | Tok::StringCast
            | Tok::ArrayCast
            | Tok::ObjectCast
            | Tok::BoolCast
            | Tok::UnsetCast => {
                self.advance();
                let ty = match t.kind {
                    Tok::IntCast => CastType::Int,
                    Tok::DoubleCast => CastType::Float,
                    Tok::StringCast => CastType::String,
                    Tok::ArrayCast => CastType::Array,
                    Tok::ObjectCast => CastType::Object,
                    Tok::BoolCast => CastType::Bool,
                    _ => CastType::Unset,
                };
                let e = self.expr_bp(prec::UNARY + 1)?;
                if ty == CastType::Unset {
                    self.compile_error("The (unset) cast is no longer supported", line);
                }
                return Ok((mk(ExprKind::Cast { ty, expr: bx(e) }, line), Cat::Other));
            }
            Tok::Inc | Tok::Dec => {
                self.advance();
                let e = self.variable()?;
                self.ensure_writable(&e);
                let inc = t.kind == Tok::Inc;
                return Ok((
                    mk(
                        ExprKind::IncDec {
                            prefix: true,
                            inc,
                            expr: bx(e),
                        },
                        line,
                    ),
                    Cat::Other,
                ));
            }
            Tok::Clone => {
                self.advance();
                let e = self.expr_bp(prec::CLONE + 1)?;
                return Ok((mk(ExprKind::Clone(bx(e)), line), Cat::Other));
            }
            Tok::Print => {
                self.advance();
                let e = self.expr_bp(prec::PRINT + 1)?;
                return Ok((mk(ExprKind::Print(bx(e)), line), Cat::Other));
            }
            Tok::Yield => {
                self.advance();
                if self.in_function == 0 {
                    self.compile_error(
                        "The \"yield\" expression can only be used inside a function",
                        line,
                    );
                }
                if !can_start_expr(self.cur()) {
                    return Ok((
                        mk(
                            ExprKind::Yield {
                                key: None,
                                value: None,
                            },
                            line,
                        ),
                        Cat::Other,
                    ));
                }
                let v = self.expr_bp(prec::YIELD + 1)?;
                if self.eat(Tok::DoubleArrow) {
                    let v2 = self.expr_bp(prec::YIELD + 1)?;
                    return Ok((
                        mk(
                            ExprKind::Yield {
                                key: Some(bx(v)),
                                value: Some(bx(v2)),
                            },
                            line,
                        ),
                        Cat::Other,
                    ));
                }
                return Ok((
                    mk(
                        ExprKind::Yield {
                            key: None,
                            value: Some(bx(v)),
                        },
                        line,
                    ),
                    Cat::Other,
                ));
            }
            Tok::YieldFrom => {
                self.advance();
                if self.in_function == 0 {
                    self.compile_error(
                        "The \"yield\" expression can only be used inside a function",
                        line,
                    );
                }
                let e = self.expr_bp(prec::YIELD_FROM + 1)?;
                return Ok((mk(ExprKind::YieldFrom(bx(e)), line), Cat::Other));
            }
            Tok::Throw => {
                self.advance();
                let e = self.expr()?;
                return Ok((mk(ExprKind::Throw(bx(e)), line), Cat::Other));
            }
            Tok::Include | Tok::IncludeOnce | Tok::Require | Tok::RequireOnce => {
                self.advance();
                let kind = match t.kind {
                    Tok::Include => IncludeKind::Include,
                    Tok::IncludeOnce => IncludeKind::IncludeOnce,
                    Tok::Require => IncludeKind::Require,
                    _ => IncludeKind::RequireOnce,
                };
                let e = self.expr_bp(prec::INCLUDE + 1)?;
                return Ok((
                    mk(ExprKind::Include { kind, path: bx(e) }, line),
                    Cat::Other,
                ));
            }
            _ => {}
        }
        self.postfix_expr()
    }

    /// After a `variable` that must be followed by `k`.
    pub(super) fn expect_after_variable(&mut self, k: Tok) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.unexpected(&["\"->\"", "\"?->\"", "\"{\"", "\"[\""]))
        }
    }

    /// `variable` (for `++$x`, `foreach (... as $x)`, `unset`, `=&`, ...).
    pub(super) fn variable(&mut self) -> PResult<Expr> {
        let start = self.pos;
        let (e, cat) = self.postfix_expr_noassign()?;
        if cat != Cat::Var {
            let save = self.pos;
            self.pos = start;
            let err = if matches!(
                cat,
                Cat::Paren | Cat::DerefScalar | Cat::ArrayLit | Cat::Const | Cat::ClassConst
            ) {
                self.pos = save;
                self.unexpected(&[])
            } else {
                self.unexpected(&[])
            };
            return Err(err);
        }
        Ok(e)
    }

    /// A primary expression with its postfix operators, then an assignment
    /// or `++`/`--` if one follows.
    fn postfix_expr(&mut self) -> PResult<(Expr, Cat)> {
        let start = self.pos;
        let (e, cat) = self.postfix_expr_noassign()?;
        let line = e.line;
        match cat {
            Cat::Var => {
                let k = self.cur();
                if let Some(op) = assign_op(k) {
                    self.ensure_writable(&e);
                    self.advance();
                    if op.is_none() && matches!(self.cur(), Tok::Amp | Tok::AmpVar) {
                        self.advance();
                        let v = self.variable()?;
                        self.check_this_assign(&e);
                        return Ok((
                            mk(
                                ExprKind::AssignRef {
                                    target: bx(e),
                                    value: bx(v),
                                },
                                line,
                            ),
                            Cat::Other,
                        ));
                    }
                    let v = self.expr_bp(prec::ASSIGN)?;
                    self.check_this_assign(&e);
                    let kind = match op {
                        None => ExprKind::Assign {
                            target: bx(e),
                            value: bx(v),
                        },
                        Some(op) => ExprKind::AssignOp {
                            op,
                            target: bx(e),
                            value: bx(v),
                        },
                    };
                    return Ok((mk(kind, line), Cat::Other));
                }
                if k == Tok::Inc || k == Tok::Dec {
                    self.ensure_writable(&e);
                    self.advance();
                    let inc = k == Tok::Inc;
                    return Ok((
                        mk(
                            ExprKind::IncDec {
                                prefix: false,
                                inc,
                                expr: bx(e),
                            },
                            line,
                        ),
                        Cat::Other,
                    ));
                }
                Ok((e, cat))
            }
            Cat::ArrayLit | Cat::ListLit => {
                if self.item_start == Some(start)
                    && matches!(
                        self.cur(),
                        Tok::Comma | Tok::RBracket | Tok::RParen | Tok::DoubleArrow
                    )
                {
                    // An element of an enclosing array literal: checked with it.
                    return Ok((e, cat));
                }
                if self.cur() == Tok::Eq {
                    self.advance();
                    let v = self.expr_bp(prec::ASSIGN)?;
                    self.check_destructuring(&e, start, Some(&v));
                    let target = self.destructuring_target(e);
                    return Ok((
                        mk(
                            ExprKind::Assign {
                                target: bx(target),
                                value: bx(v),
                            },
                            line,
                        ),
                        Cat::Other,
                    ));
                }
                if cat == Cat::ListLit {
                    return Err(self.unexpected(&["\"=\""]));
                }
                self.check_array_holes(&e);
                Ok((e, cat))
            }
            _ => Ok((e, cat)),
        }
    }

    /// php-src `zend_ensure_writable_variable`.
    pub(super) fn ensure_writable(&mut self, e: &Expr) {
        let msg = match &e.kind {
            ExprKind::Call { .. } => "Can't use function return value in write context",
            ExprKind::MethodCall { .. } | ExprKind::StaticCall { .. } => {
                "Can't use method return value in write context"
            }
            _ if is_short_circuited(e) => "Can't use nullsafe operator in write context",
            _ => return,
        };
        self.compile_error(msg, e.line);
    }

    fn check_this_assign(&mut self, target: &Expr) {
        if let ExprKind::Var(n) = &target.kind {
            if n == b"this" {
                self.compile_error("Cannot re-assign $this", target.line);
            }
        }
    }

    /// An array literal used as a value may not have empty elements.
    pub(super) fn check_array_holes(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::List(items) if items.iter().any(|i| i.is_none()) => {
                self.compile_error("Cannot use empty array elements in arrays", e.line);
            }
            ExprKind::List(items) => {
                for i in items.iter().flatten() {
                    self.check_array_holes(&i.value);
                }
            }
            ExprKind::Array(items) => {
                for i in items {
                    if matches!(i.value.kind, ExprKind::Array(_) | ExprKind::List(_)) {
                        self.check_array_holes(&i.value);
                    }
                }
            }
            _ => {}
        }
    }

    /// Turns an array literal into a destructuring target.
    pub(super) fn destructuring_target(&mut self, e: Expr) -> Expr {
        let line = e.line;
        // (Its errors are check_destructuring's.)
        let conv = |p: &mut Self, mut item: ArrayItem| -> ArrayItem {
            if matches!(item.value.kind, ExprKind::Array(_) | ExprKind::List(_)) {
                item.value = p.destructuring_target(item.value);
            }
            item
        };
        match e.kind {
            ExprKind::Array(items) => {
                let items = items.into_iter().map(|i| Some(conv(self, i))).collect();
                mk(ExprKind::List(items), line)
            }
            ExprKind::List(items) => {
                let items = items
                    .into_iter()
                    .map(|i| i.map(|i| conv(self, i)))
                    .collect();
                mk(ExprKind::List(items), line)
            }
            k => mk(k, line),
        }
    }

    /// A primary expression and its `[...]`, `->`, `::`, `(...)` chain.
    pub(super) fn postfix_expr_noassign(&mut self) -> PResult<(Expr, Cat)> {
        let (mut e, mut cat) = self.primary()?;
        loop {
            let line = e.line;
            match self.cur() {
                Tok::LBracket
                    if matches!(
                        cat,
                        Cat::Var
                            | Cat::Paren
                            | Cat::DerefScalar
                            | Cat::ArrayLit
                            | Cat::Const
                            | Cat::ClassConst
                    ) =>
                {
                    if cat == Cat::ArrayLit {
                        self.check_array_holes(&e);
                    }
                    self.advance();
                    // `optional_expr`: bison expects `]` when no expression starts.
                    let index = if !can_start_expr(self.cur()) {
                        self.expect(Tok::RBracket)?;
                        e = mk(
                            ExprKind::Index {
                                base: bx(e),
                                index: None,
                            },
                            line,
                        );
                        cat = Cat::Var;
                        continue;
                    } else {
                        Some(bx(self.expr()?))
                    };
                    self.expect_quiet(Tok::RBracket)?;
                    e = mk(ExprKind::Index { base: bx(e), index }, line);
                    cat = Cat::Var;
                }
                Tok::LBrace
                    if matches!(
                        cat,
                        Cat::Var | Cat::Paren | Cat::DerefScalar | Cat::Const | Cat::ClassConst
                    ) =>
                {
                    // Removed in PHP 8 but still in the grammar, for this message.
                    self.advance();
                    let index = self.expr()?;
                    self.expect_quiet(Tok::RBrace)?;
                    self.compile_error("Array and string offset access syntax with curly braces is no longer supported", line);
                    e = mk(
                        ExprKind::Index {
                            base: bx(e),
                            index: Some(bx(index)),
                        },
                        line,
                    );
                    cat = Cat::Var;
                }
                Tok::ObjectOperator | Tok::NullsafeObjectOperator
                    if matches!(
                        cat,
                        Cat::Var
                            | Cat::Paren
                            | Cat::DerefScalar
                            | Cat::ArrayLit
                            | Cat::Const
                            | Cat::ClassConst
                    ) =>
                {
                    if cat == Cat::ArrayLit {
                        self.check_array_holes(&e);
                    }
                    let nullsafe = self.cur() == Tok::NullsafeObjectOperator;
                    self.advance();
                    let name = self.property_name()?;
                    if self.cur() == Tok::LParen {
                        let args = self.argument_list()?;
                        if nullsafe && args == Args::Placeholder {
                            self.compile_error(
                                "Cannot combine nullsafe operator with Closure creation",
                                line,
                            );
                        }
                        e = mk(
                            ExprKind::MethodCall {
                                obj: bx(e),
                                name,
                                args,
                                nullsafe,
                            },
                            line,
                        );
                    } else {
                        e = mk(
                            ExprKind::Prop {
                                obj: bx(e),
                                name,
                                nullsafe,
                            },
                            line,
                        );
                    }
                    cat = Cat::Var;
                }
                Tok::PaamayimNekudotayim
                    if matches!(
                        cat,
                        Cat::Var | Cat::Paren | Cat::DerefScalar | Cat::ArrayLit | Cat::ClassConst
                    ) =>
                {
                    if cat == Cat::ArrayLit {
                        self.check_array_holes(&e);
                    }
                    let (ne, ncat) = self.static_member(ClassRef::Expr(bx(e)), line)?;
                    e = ne;
                    cat = ncat;
                }
                Tok::LParen
                    if matches!(
                        cat,
                        Cat::Var | Cat::Paren | Cat::DerefScalar | Cat::ArrayLit
                    ) =>
                {
                    if cat == Cat::ArrayLit {
                        self.check_array_holes(&e);
                    }
                    let args = self.argument_list()?;
                    e = mk(
                        ExprKind::Call {
                            func: Callee::Expr(bx(e)),
                            args,
                        },
                        line,
                    );
                    cat = Cat::Var;
                }
                _ => break,
            }
        }
        Ok((e, cat))
    }

    /// After `X`: `::$prop`, `::CONST`, `::class`, `::method(...)`, `::{expr}(...)`.
    fn static_member(&mut self, class: ClassRef, line: u32) -> PResult<(Expr, Cat)> {
        self.expect(Tok::PaamayimNekudotayim)?;
        match self.cur() {
            Tok::Variable | Tok::Dollar => {
                let sv = self.simple_variable()?;
                if self.cur() == Tok::LParen {
                    let args = self.argument_list()?;
                    let name = Member::Expr(bx(sv));
                    return Ok((
                        mk(ExprKind::StaticCall { class, name, args }, line),
                        Cat::Var,
                    ));
                }
                let name = match sv.kind {
                    ExprKind::Var(n) => Member::Ident(n),
                    ExprKind::VarVar(inner) => Member::Expr(inner),
                    other => Member::Expr(bx(mk(other, sv.line))),
                };
                Ok((mk(ExprKind::StaticProp { class, name }, line), Cat::Var))
            }
            Tok::LBrace => {
                self.advance();
                let e = self.expr()?;
                self.expect_quiet(Tok::RBrace)?;
                if self.cur() != Tok::LParen {
                    return Err(self.unexpected(&["\"(\""]));
                }
                let args = self.argument_list()?;
                Ok((
                    mk(
                        ExprKind::StaticCall {
                            class,
                            name: Member::Expr(bx(e)),
                            args,
                        },
                        line,
                    ),
                    Cat::Var,
                ))
            }
            _ if self.is_identifier() => {
                let name = self.identifier()?;
                if self.cur() == Tok::LParen {
                    let args = self.argument_list()?;
                    return Ok((
                        mk(
                            ExprKind::StaticCall {
                                class,
                                name: Member::Ident(name),
                                args,
                            },
                            line,
                        ),
                        Cat::Var,
                    ));
                }
                Ok((
                    mk(ExprKind::ClassConst { class, name }, line),
                    Cat::ClassConst,
                ))
            }
            _ => Err(self.unexpected(&[])),
        }
    }

    /// `property_name`: after `->`.
    fn property_name(&mut self) -> PResult<Member> {
        match self.cur() {
            Tok::String => {
                let t = self.bump();
                Ok(Member::Ident(self.text(&t).to_vec()))
            }
            Tok::LBrace => {
                self.advance();
                let e = self.expr()?;
                self.expect_quiet(Tok::RBrace)?;
                Ok(Member::Expr(bx(e)))
            }
            Tok::Variable | Tok::Dollar => {
                let v = self.simple_variable()?;
                Ok(Member::Expr(bx(v)))
            }
            _ => Err(self.unexpected(&["identifier", "variable", "\"{\"", "\"$\""])),
        }
    }

    /// `simple_variable`: `$a`, `$$a`, `${expr}`.
    pub(super) fn simple_variable(&mut self) -> PResult<Expr> {
        let t = self.tok().clone();
        match t.kind {
            Tok::Variable => {
                self.advance();
                Ok(mk(ExprKind::Var(self.var_name(&t)), t.line))
            }
            Tok::Dollar => {
                self.advance();
                self.enter()?;
                let r = if self.eat(Tok::LBrace) {
                    let e = self.expr()?;
                    self.expect_quiet(Tok::RBrace)?;
                    Ok(mk(ExprKind::VarVar(bx(e)), t.line))
                } else if matches!(self.cur(), Tok::Variable | Tok::Dollar) {
                    let inner = self.simple_variable()?;
                    Ok(mk(ExprKind::VarVar(bx(inner)), t.line))
                } else {
                    Err(self.unexpected(&["variable", "\"{\"", "\"$\""]))
                };
                self.leave();
                r
            }
            _ => Err(self.unexpected(&["variable"])),
        }
    }

    /// `class_name_reference`: after `new` and `instanceof`.
    fn class_name_reference(&mut self) -> PResult<ClassRef> {
        match self.cur() {
            Tok::Static => {
                let t = self.bump();
                Ok(ClassRef::Name(Name {
                    text: self.text(&t).to_vec(),
                    kind: NameKind::Unqualified,
                }))
            }
            _ if self.is_name_start() => {
                let n = self.name()?;
                if self.cur() == Tok::PaamayimNekudotayim {
                    // `new A::$b` — a static property holding the class name.
                    let line = self.line();
                    let e = self.new_variable_tail(ClassRef::Name(n), line)?;
                    return Ok(ClassRef::Expr(bx(e)));
                }
                Ok(ClassRef::Name(n))
            }
            Tok::LParen => {
                self.advance();
                let e = self.expr()?;
                self.expect_quiet(Tok::RParen)?;
                Ok(ClassRef::Expr(bx(e)))
            }
            Tok::Variable | Tok::Dollar => {
                let v = self.simple_variable()?;
                let e = self.new_variable_chain(v)?;
                Ok(ClassRef::Expr(bx(e)))
            }
            _ => Err(self.unexpected(&[])),
        }
    }

    fn new_variable_tail(&mut self, class: ClassRef, line: u32) -> PResult<Expr> {
        self.expect(Tok::PaamayimNekudotayim)?;
        let sv = self.simple_variable()?;
        let name = match sv.kind {
            ExprKind::Var(n) => Member::Ident(n),
            ExprKind::VarVar(inner) => Member::Expr(inner),
            other => Member::Expr(bx(mk(other, sv.line))),
        };
        let e = mk(ExprKind::StaticProp { class, name }, line);
        self.new_variable_chain(e)
    }

    /// `new_variable`: `[...]`, `->prop`, `?->prop`, `::$prop` after a simple variable.
    fn new_variable_chain(&mut self, mut e: Expr) -> PResult<Expr> {
        loop {
            let line = e.line;
            match self.cur() {
                Tok::LBracket => {
                    self.advance();
                    let index = if self.cur() == Tok::RBracket {
                        None
                    } else {
                        Some(bx(self.expr()?))
                    };
                    self.expect_quiet(Tok::RBracket)?;
                    e = mk(ExprKind::Index { base: bx(e), index }, line);
                }
                Tok::ObjectOperator | Tok::NullsafeObjectOperator => {
                    let nullsafe = self.cur() == Tok::NullsafeObjectOperator;
                    self.advance();
                    let name = self.property_name()?;
                    e = mk(
                        ExprKind::Prop {
                            obj: bx(e),
                            name,
                            nullsafe,
                        },
                        line,
                    );
                }
                Tok::PaamayimNekudotayim => {
                    e = self.new_variable_tail(ClassRef::Expr(bx(e)), line)?;
                    return Ok(e);
                }
                _ => return Ok(e),
            }
        }
    }

    /// `argument_list`
    pub(super) fn argument_list(&mut self) -> PResult<Args> {
        self.expect(Tok::LParen)?;
        if self.cur() == Tok::Ellipsis && self.peek_at(1) == Tok::RParen {
            self.advance();
            self.advance();
            return Ok(Args::Placeholder);
        }
        let mut args = Vec::new();
        let mut named = false;
        let mut unpacked = false;
        while self.cur() != Tok::RParen {
            let line = self.line();
            let arg = if self.cur() == Tok::Ellipsis {
                self.advance();
                let v = self.expr()?;
                if named {
                    self.compile_error("Cannot use argument unpacking after named arguments", line);
                }
                unpacked = true;
                Arg {
                    name: None,
                    value: v,
                    unpack: true,
                }
            } else if self.is_identifier() && self.peek_at(1) == Tok::Colon {
                let name = self.identifier()?;
                self.advance();
                let v = self.expr()?;
                named = true;
                Arg {
                    name: Some(name),
                    value: v,
                    unpack: false,
                }
            } else {
                let v = self.expr()?;
                if unpacked {
                    self.compile_error(
                        "Cannot use positional argument after argument unpacking",
                        line,
                    );
                } else if named {
                    self.compile_error("Cannot use positional argument after named argument", line);
                }
                Arg {
                    name: None,
                    value: v,
                    unpack: false,
                }
            };
            args.push(arg);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen)?;
        Ok(Args::List(args))
    }

    /// Primary expressions.
    /// Primary expressions. The kinds that nest are parsed by small
    /// functions of their own, so deep nesting uses little stack.
    fn primary(&mut self) -> PResult<(Expr, Cat)> {
        match self.cur() {
            Tok::Variable => {
                let (start, end, line) = (
                    self.tok().start as usize,
                    self.tok().end as usize,
                    self.line(),
                );
                self.advance();
                Ok((
                    mk(ExprKind::Var(self.src[start + 1..end].to_vec()), line),
                    Cat::Var,
                ))
            }
            Tok::LParen => self.primary_paren(),
            Tok::LBracket => self.primary_short_array(),
            Tok::String | Tok::NameQualified | Tok::NameFullyQualified | Tok::NameRelative => {
                self.primary_name()
            }
            Tok::DoubleQuote => self.primary_interpolated(),
            Tok::New => Ok((self.new_expr()?, Cat::Other)),
            Tok::Function | Tok::Fn => {
                let line = self.line();
                Ok((self.inline_function(false, Vec::new(), line)?, Cat::Other))
            }
            _ => self.primary_rest(),
        }
    }

    #[inline(never)]
    fn primary_paren(&mut self) -> PResult<(Expr, Cat)> {
        self.advance();
        let inner = self.expr()?;
        self.expect_quiet(Tok::RParen)?;
        Ok((inner, Cat::Paren))
    }

    #[inline(never)]
    fn primary_short_array(&mut self) -> PResult<(Expr, Cat)> {
        let line = self.line();
        let start = self.pos;
        self.advance();
        let items = self.array_pair_list(Tok::RBracket, start, Syntax::Short)?;
        self.expect(Tok::RBracket)?;
        Ok((self.array_literal(items, line), Cat::ArrayLit))
    }

    #[inline(never)]
    fn primary_name(&mut self) -> PResult<(Expr, Cat)> {
        let line = self.line();
        let name = self.name()?;
        match self.cur() {
            Tok::LParen => {
                let args = self.argument_list()?;
                Ok((
                    mk(
                        ExprKind::Call {
                            func: Callee::Name(name),
                            args,
                        },
                        line,
                    ),
                    Cat::Var,
                ))
            }
            Tok::PaamayimNekudotayim => self.static_member(ClassRef::Name(name), line),
            _ => Ok((mk(ExprKind::Const(name), line), Cat::Const)),
        }
    }

    #[inline(never)]
    fn primary_interpolated(&mut self) -> PResult<(Expr, Cat)> {
        let line = self.line();
        self.advance();
        let parts = self.encaps_list(Tok::DoubleQuote)?;
        self.expect(Tok::DoubleQuote)?;
        Ok((mk(ExprKind::Interp(parts), line), Cat::DerefScalar))
    }

    #[inline(never)]
    fn primary_rest(&mut self) -> PResult<(Expr, Cat)> {
        let t = self.tok().clone();
        let line = t.line;
        let e = |k: ExprKind| mk(k, line);
        match t.kind {
            Tok::Variable => {
                self.advance();
                Ok((e(ExprKind::Var(self.var_name(&t))), Cat::Var))
            }
            Tok::Dollar => Ok((self.simple_variable()?, Cat::Var)),
            Tok::LNumber => {
                self.advance();
                let v = if let TokVal::Int(v) = t.value { v } else { 0 };
                Ok((e(ExprKind::Int(v)), Cat::Other))
            }
            Tok::DNumber => {
                self.advance();
                let v = if let TokVal::Float(v) = t.value {
                    v
                } else {
                    0.0
                };
                Ok((e(ExprKind::Float(v)), Cat::Other))
            }
            Tok::ConstantEncapsedString => {
                self.advance();
                Ok((e(ExprKind::Str(Self::str_value(&t))), Cat::DerefScalar))
            }
            Tok::DoubleQuote => {
                self.advance();
                let parts = self.encaps_list(Tok::DoubleQuote)?;
                self.expect(Tok::DoubleQuote)?;
                Ok((e(ExprKind::Interp(parts)), Cat::DerefScalar))
            }
            Tok::Backtick => {
                self.advance();
                let parts = if self.cur() == Tok::Backtick {
                    Vec::new()
                } else if self.cur() == Tok::EncapsedAndWhitespace
                    && self.peek_at(1) == Tok::Backtick
                {
                    let t = self.bump();
                    vec![InterpPart::Lit(Self::str_value(&t))]
                } else {
                    self.encaps_list(Tok::Backtick)?
                };
                self.expect(Tok::Backtick)?;
                Ok((e(ExprKind::ShellExec(parts)), Cat::Other))
            }
            Tok::StartHeredoc => Ok((self.heredoc()?, Cat::Other)),
            Tok::LParen => {
                self.advance();
                let inner = self.expr()?;
                self.expect_quiet(Tok::RParen)?;
                Ok((inner, Cat::Paren))
            }
            Tok::LBracket => {
                let start = self.pos;
                self.advance();
                let items = self.array_pair_list(Tok::RBracket, start, Syntax::Short)?;
                self.expect(Tok::RBracket)?;
                Ok((self.array_literal(items, line), Cat::ArrayLit))
            }
            Tok::Array => {
                let start = self.pos;
                self.advance();
                self.expect(Tok::LParen)?;
                let items = self.array_pair_list(Tok::RParen, start, Syntax::Long)?;
                self.expect(Tok::RParen)?;
                let lit = self.array_literal(items, line);
                self.check_array_holes(&lit);
                Ok((lit, Cat::DerefScalar))
            }
            Tok::List => {
                let start = self.pos;
                self.advance();
                self.expect(Tok::LParen)?;
                let items = self.array_pair_list(Tok::RParen, start, Syntax::List)?;
                self.expect(Tok::RParen)?;
                Ok((e(ExprKind::List(items)), Cat::ListLit))
            }
            Tok::Line => {
                self.advance();
                Ok((e(ExprKind::Int(i64::from(line))), Cat::Const))
            }
            Tok::File
            | Tok::Dir
            | Tok::ClassC
            | Tok::TraitC
            | Tok::MethodC
            | Tok::FuncC
            | Tok::NsC => {
                self.advance();
                let m = match t.kind {
                    Tok::File => MagicConst::File,
                    Tok::Dir => MagicConst::Dir,
                    Tok::ClassC => MagicConst::Class,
                    Tok::TraitC => MagicConst::Trait,
                    Tok::MethodC => MagicConst::Method,
                    Tok::FuncC => MagicConst::Function,
                    _ => MagicConst::Namespace,
                };
                Ok((e(ExprKind::MagicConst(m)), Cat::Const))
            }
            Tok::String | Tok::NameQualified | Tok::NameFullyQualified | Tok::NameRelative => {
                let name = self.name()?;
                match self.cur() {
                    Tok::LParen => {
                        let args = self.argument_list()?;
                        Ok((
                            e(ExprKind::Call {
                                func: Callee::Name(name),
                                args,
                            }),
                            Cat::Var,
                        ))
                    }
                    Tok::PaamayimNekudotayim => self.static_member(ClassRef::Name(name), line),
                    _ => Ok((e(ExprKind::Const(name)), Cat::Const)),
                }
            }
            Tok::Readonly if self.peek_at(1) == Tok::LParen => {
                self.advance();
                let name = Name {
                    text: self.text(&t).to_vec(),
                    kind: NameKind::Unqualified,
                };
                let args = self.argument_list()?;
                Ok((
                    e(ExprKind::Call {
                        func: Callee::Name(name),
                        args,
                    }),
                    Cat::Var,
                ))
            }
            Tok::Static => match self.peek_at(1) {
                Tok::PaamayimNekudotayim => {
                    self.advance();
                    let name = Name {
                        text: self.text(&t).to_vec(),
                        kind: NameKind::Unqualified,
                    };
                    self.static_member(ClassRef::Name(name), line)
                }
                Tok::Function | Tok::Fn => {
                    self.advance();
                    Ok((self.inline_function(true, Vec::new(), line)?, Cat::Other))
                }
                _ => {
                    self.advance();
                    Err(self.unexpected(&["\"::\""]))
                }
            },
            Tok::Function | Tok::Fn => {
                Ok((self.inline_function(false, Vec::new(), line)?, Cat::Other))
            }
            Tok::Attribute => {
                let attrs = self.attributes()?;
                let is_static = self.eat(Tok::Static);
                match self.cur() {
                    Tok::Function | Tok::Fn => {
                        Ok((self.inline_function(is_static, attrs, line)?, Cat::Other))
                    }
                    _ => Err(self.unexpected(&[])),
                }
            }
            Tok::New => Ok((self.new_expr()?, Cat::Other)),
            Tok::Isset => {
                self.advance();
                self.expect(Tok::LParen)?;
                let mut vars = Vec::new();
                loop {
                    let v = self.expr()?;
                    if !matches!(
                        v.kind,
                        ExprKind::Var(_)
                            | ExprKind::VarVar(_)
                            | ExprKind::Index { .. }
                            | ExprKind::Prop { .. }
                            | ExprKind::StaticProp { .. }
                    ) {
                        self.compile_error(
                            "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)",
                            v.line,
                        );
                    }
                    vars.push(v);
                    if !self.eat(Tok::Comma) || self.cur() == Tok::RParen {
                        break;
                    }
                }
                self.expect(Tok::RParen)?;
                Ok((e(ExprKind::Isset(vars)), Cat::Other))
            }
            Tok::Empty => {
                self.advance();
                self.expect(Tok::LParen)?;
                let v = self.expr()?;
                self.expect_quiet(Tok::RParen)?;
                Ok((e(ExprKind::Empty(bx(v))), Cat::Other))
            }
            Tok::Eval => {
                self.advance();
                self.expect(Tok::LParen)?;
                let v = self.expr()?;
                self.expect(Tok::RParen)?;
                Ok((e(ExprKind::Eval(bx(v))), Cat::Other))
            }
            Tok::Exit => {
                self.advance();
                let mut arg = None;
                if self.eat(Tok::LParen) {
                    if self.cur() != Tok::RParen {
                        arg = Some(bx(self.expr()?));
                    }
                    self.expect(Tok::RParen)?;
                }
                Ok((e(ExprKind::Exit(arg)), Cat::Other))
            }
            Tok::Match => Ok((self.match_expr()?, Cat::Other)),
            _ => Err(self.unexpected(&[])),
        }
    }

    /// `array_pair_list` up to (not including) `close`.
    /// (The literal starting at token `start` is recorded with its `syntax`.)
    fn array_pair_list(
        &mut self,
        close: Tok,
        start: usize,
        syntax: Syntax,
    ) -> PResult<Vec<Option<ArrayItem>>> {
        let mut items = Vec::new();
        let mut starts = Vec::new();
        loop {
            if self.cur() == close {
                // A trailing comma (or an empty list) adds no element.
                break;
            }
            if self.cur() == Tok::Comma {
                self.advance();
                items.push(None);
                starts.push(None);
                continue;
            }
            let (item, value_start) = self.array_pair()?;
            items.push(Some(item));
            starts.push(value_start);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.record_literal(start, syntax, starts);
        Ok(items)
    }

    /// An element and the first token of its value (`None` for `&$v`, `...$v`).
    fn array_pair(&mut self) -> PResult<(ArrayItem, Option<usize>)> {
        match self.cur() {
            Tok::Ellipsis => {
                self.advance();
                let v = self.expr()?;
                return Ok((
                    ArrayItem {
                        key: None,
                        value: v,
                        by_ref: false,
                        unpack: true,
                    },
                    None,
                ));
            }
            Tok::Amp | Tok::AmpVar => {
                self.advance();
                let v = self.variable()?;
                return Ok((
                    ArrayItem {
                        key: None,
                        value: v,
                        by_ref: true,
                        unpack: false,
                    },
                    None,
                ));
            }
            _ => {}
        }
        let first_start = self.pos;
        let first = self.array_item_value()?;
        if self.eat(Tok::DoubleArrow) {
            if matches!(self.cur(), Tok::Amp | Tok::AmpVar) {
                self.advance();
                let v = self.variable()?;
                return Ok((
                    ArrayItem {
                        key: Some(first),
                        value: v,
                        by_ref: true,
                        unpack: false,
                    },
                    None,
                ));
            }
            let value_start = self.pos;
            let v = self.array_item_value()?;
            return Ok((
                ArrayItem {
                    key: Some(first),
                    value: v,
                    by_ref: false,
                    unpack: false,
                },
                Some(value_start),
            ));
        }
        Ok((
            ArrayItem {
                key: None,
                value: first,
                by_ref: false,
                unpack: false,
            },
            Some(first_start),
        ))
    }

    /// An array element's expression; a nested array literal is left
    /// unchecked until we know whether the outer one is destructured.
    fn array_item_value(&mut self) -> PResult<Expr> {
        let saved = self.item_start.replace(self.pos);
        let r = self.expr();
        self.item_start = saved;
        r
    }

    fn array_literal(&mut self, items: Vec<Option<ArrayItem>>, line: u32) -> Expr {
        if items.iter().any(|i| i.is_none()) {
            mk(ExprKind::List(items), line)
        } else {
            mk(ExprKind::Array(items.into_iter().flatten().collect()), line)
        }
    }

    /// `new_expr`
    fn new_expr(&mut self) -> PResult<Expr> {
        let line = self.expect(Tok::New)?.line;
        if matches!(self.cur(), Tok::Class | Tok::Attribute) {
            let attrs = if self.cur() == Tok::Attribute {
                self.attributes()?
            } else {
                Vec::new()
            };
            let class_line = self.expect(Tok::Class)?.line;
            let args = if self.cur() == Tok::LParen {
                self.argument_list()?
            } else {
                Args::List(Vec::new())
            };
            let decl = self.anonymous_class(attrs, class_line)?;
            return Ok(mk(
                ExprKind::New {
                    class: ClassRef::Anonymous(Rc::new(decl)),
                    args,
                },
                line,
            ));
        }
        let class = self.class_name_reference()?;
        let args = if self.cur() == Tok::LParen {
            self.argument_list()?
        } else {
            Args::List(Vec::new())
        };
        if args == Args::Placeholder {
            self.compile_error("Cannot create Closure for new expression", line);
        }
        Ok(mk(ExprKind::New { class, args }, line))
    }

    /// `match (expr) { conds => expr, default => expr }`
    fn match_expr(&mut self) -> PResult<Expr> {
        let line = self.expect(Tok::Match)?.line;
        self.expect(Tok::LParen)?;
        let subject = self.expr()?;
        self.expect_quiet(Tok::RParen)?;
        self.expect(Tok::LBrace)?;
        let mut arms = Vec::new();
        let mut has_default = false;
        while self.cur() != Tok::RBrace {
            let arm_line = self.line();
            let conds = if self.cur() == Tok::Default {
                self.advance();
                self.eat(Tok::Comma);
                if has_default {
                    self.compile_error(
                        "Match expressions may only contain one default arm",
                        arm_line,
                    );
                }
                has_default = true;
                None
            } else {
                let mut conds = vec![self.expr()?];
                while self.eat(Tok::Comma) {
                    if self.cur() == Tok::DoubleArrow {
                        break;
                    }
                    conds.push(self.expr()?);
                }
                Some(conds)
            };
            self.expect(Tok::DoubleArrow)?;
            let body = self.expr()?;
            arms.push(MatchArm {
                conds,
                body,
                line: arm_line,
            });
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace)?;
        Ok(mk(
            ExprKind::Match {
                subject: bx(subject),
                arms,
            },
            line,
        ))
    }
}
