//! The abstract syntax tree for the whole PHP 8.2 grammar.
//!
//! The tree keeps PHP's own vocabulary (statement, expression, class member) and
//! stores every name and literal as bytes: PHP source is a byte string and an
//! identifier may hold any byte from 0x80 up. Each node carries the 1-based line
//! PHP would report for it; PHP's messages never mention columns.
//!
//! Later stages (the compiler) decide meaning: `true`/`null` stay constant names
//! here, `int` in a type is just a name, and whether a function is a generator is
//! found by the compiler. The parser only records what was written.

use std::rc::Rc;

/// A name, as bytes, the way it was written (without a leading `\`).
pub type Ident = Vec<u8>;

/// A parsed file.
#[derive(Debug, Clone, PartialEq)]
pub struct Program {
    pub stmts: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub line: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    /// An expression followed by `;`.
    Expr(Expr),
    /// `echo a, b;` and `<?= a ?>`.
    Echo(Vec<Expr>),
    /// Text outside `<?php ... ?>`.
    InlineHtml(Vec<u8>),
    If {
        cond: Expr,
        then: Vec<Stmt>,
        elseifs: Vec<ElseIf>,
        else_: Option<Vec<Stmt>>,
    },
    While {
        cond: Expr,
        body: Vec<Stmt>,
    },
    DoWhile {
        body: Vec<Stmt>,
        cond: Expr,
    },
    For {
        init: Vec<Expr>,
        cond: Vec<Expr>,
        step: Vec<Expr>,
        body: Vec<Stmt>,
    },
    Foreach {
        subject: Expr,
        key: Option<Expr>,
        /// A variable, a property, `list(...)`/`[...]` (as [`ExprKind::List`]).
        value: Expr,
        by_ref: bool,
        body: Vec<Stmt>,
    },
    Switch {
        subject: Expr,
        cases: Vec<SwitchCase>,
    },
    /// `break N;` (N is 1 when omitted; the parser rejects non-literal levels).
    Break(u32),
    Continue(u32),
    Return(Option<Expr>),
    /// `global $a, $$b;`
    Global(Vec<Expr>),
    /// `static $a = 1, $b;`
    Static(Vec<StaticVar>),
    Unset(Vec<Expr>),
    Function(Rc<FunctionDecl>),
    Class(Rc<ClassDecl>),
    Try {
        body: Vec<Stmt>,
        catches: Vec<Catch>,
        finally: Option<Vec<Stmt>>,
    },
    /// `{ ... }`
    Block(Vec<Stmt>),
    /// `namespace A\B;` (body `None`) or `namespace A\B { ... }` / `namespace { ... }`.
    Namespace {
        name: Option<Name>,
        body: Option<Vec<Stmt>>,
    },
    /// `use A\B as C, D;`, `use function ...`, `use const ...`, `use A\{B, C as D}`.
    Use {
        kind: UseKind,
        uses: Vec<UseItem>,
    },
    /// `const A = 1, B = 2;` at top level.
    Const(Vec<ConstItem>),
    /// `declare(strict_types=1);`, `declare(ticks=1) { ... }`, `declare(...): ... enddeclare;`
    Declare {
        directives: Vec<(Ident, Expr)>,
        body: Option<Vec<Stmt>>,
    },
    Goto(Ident),
    Label(Ident),
    /// `__halt_compiler();` with the bytes that follow it.
    HaltCompiler(Vec<u8>),
    /// An empty statement `;`.
    Nop,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ElseIf {
    pub cond: Expr,
    pub body: Vec<Stmt>,
    pub line: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SwitchCase {
    /// `None` for `default:`.
    pub cond: Option<Expr>,
    pub body: Vec<Stmt>,
    pub line: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct StaticVar {
    pub name: Ident,
    pub default: Option<Expr>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Catch {
    pub types: Vec<Name>,
    /// PHP 8 allows `catch (E)` without a variable.
    pub var: Option<Ident>,
    pub body: Vec<Stmt>,
    pub line: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UseKind {
    Class,
    Function,
    Const,
}

#[derive(Debug, Clone, PartialEq)]
pub struct UseItem {
    pub name: Name,
    pub alias: Option<Ident>,
    /// Inside a group use a member may carry its own `function`/`const` kind.
    pub kind: Option<UseKind>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ConstItem {
    pub name: Ident,
    pub value: Expr,
}

/// A possibly-qualified name: `Foo`, `Foo\Bar`, `\Foo\Bar`, `namespace\Foo`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Name {
    /// The name without the leading `\` or `namespace\`; parts joined by `\`.
    pub text: Vec<u8>,
    pub kind: NameKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NameKind {
    /// `Foo`
    Unqualified,
    /// `Foo\Bar`
    Qualified,
    /// `\Foo\Bar`
    FullyQualified,
    /// `namespace\Foo`
    Relative,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub line: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    Int(i64),
    Float(f64),
    /// A string with no interpolation, escapes already processed.
    Str(Vec<u8>),
    /// `"a $b {$c[1]}"` and heredocs with interpolation.
    Interp(Vec<InterpPart>),
    /// `` `cmd $x` ``
    ShellExec(Vec<InterpPart>),
    /// `$name`
    Var(Ident),
    /// `$$expr`, `${expr}`
    VarVar(Box<Expr>),
    /// `[1, 'a' => 2, ...$x, &$y]` or `array(...)`.
    Array(Vec<ArrayItem>),
    /// `list($a, , 'k' => $b)` or `[$a, [$b, $c]]` on the left of `=` / in foreach.
    /// Empty slots are `None`.
    List(Vec<Option<ArrayItem>>),
    /// `$a[i]`, `$a{i}` is not PHP 8; `$a[]` has `index: None`.
    Index {
        base: Box<Expr>,
        index: Option<Box<Expr>>,
    },
    /// `$o->p`, `$o?->p`, `$o->{$e}`, `$o->$p`
    Prop {
        obj: Box<Expr>,
        name: Member,
        nullsafe: bool,
    },
    /// `A::$p`, `A::${e}`, `$c::$p`
    StaticProp {
        class: ClassRef,
        name: Member,
    },
    /// `A::C`, `A::class`, `$o::class`
    ClassConst {
        class: ClassRef,
        name: Ident,
    },
    /// `FOO`, `\A\FOO`, also `true`, `false`, `null` as written.
    Const(Name),
    /// `f(...)`, `$f(...)`, `(expr)(...)`, `'f'(...)`
    Call {
        func: Callee,
        args: Args,
    },
    /// `$o->m()`, `$o?->m()`, `$o->$m()`
    MethodCall {
        obj: Box<Expr>,
        name: Member,
        args: Args,
        nullsafe: bool,
    },
    /// `A::m()`, `parent::m()`, `$c::m()`
    StaticCall {
        class: ClassRef,
        name: Member,
        args: Args,
    },
    /// `new A(...)`, `new $c`, `new class(...) {...}`
    New {
        class: ClassRef,
        args: Args,
    },
    Assign {
        target: Box<Expr>,
        value: Box<Expr>,
    },
    /// `$a = &$b`
    AssignRef {
        target: Box<Expr>,
        value: Box<Expr>,
    },
    /// `$a += 1`, `$a .= 'x'`, `$a ??= 3` (op is `Coalesce`)
    AssignOp {
        op: BinOp,
        target: Box<Expr>,
        value: Box<Expr>,
    },
    Binary {
        op: BinOp,
        left: Box<Expr>,
        right: Box<Expr>,
    },
    Unary {
        op: UnaryOp,
        expr: Box<Expr>,
    },
    /// `++$a`, `$a--`
    IncDec {
        prefix: bool,
        inc: bool,
        expr: Box<Expr>,
    },
    Cast {
        ty: CastType,
        expr: Box<Expr>,
    },
    Isset(Vec<Expr>),
    Empty(Box<Expr>),
    /// `@expr`
    Silence(Box<Expr>),
    /// `c ? a : b`; `c ?: b` has `then: None`.
    Ternary {
        cond: Box<Expr>,
        then: Option<Box<Expr>>,
        else_: Box<Expr>,
    },
    Instanceof {
        expr: Box<Expr>,
        class: ClassRef,
    },
    Include {
        kind: IncludeKind,
        path: Box<Expr>,
    },
    Eval(Box<Expr>),
    /// `exit`, `exit(3)`, `die("x")`
    Exit(Option<Box<Expr>>),
    Print(Box<Expr>),
    Clone(Box<Expr>),
    /// `function (...) use (...) { ... }`; `is_static` for `static function`.
    Closure(Rc<FunctionDecl>),
    /// `fn (...) => expr`; the body is one `Return` statement.
    ArrowFn(Rc<FunctionDecl>),
    Match {
        subject: Box<Expr>,
        arms: Vec<MatchArm>,
    },
    /// `yield`, `yield v`, `yield k => v`
    Yield {
        key: Option<Box<Expr>>,
        value: Option<Box<Expr>>,
    },
    YieldFrom(Box<Expr>),
    /// `throw e` (an expression since PHP 8).
    Throw(Box<Expr>),
    /// `__FILE__`, `__DIR__`, ... (`__LINE__` is resolved to `Int` by the parser).
    MagicConst(MagicConst),
}

#[derive(Debug, Clone, PartialEq)]
pub enum InterpPart {
    Lit(Vec<u8>),
    Expr(Expr),
}

#[derive(Debug, Clone, PartialEq)]
pub struct ArrayItem {
    pub key: Option<Expr>,
    pub value: Expr,
    pub by_ref: bool,
    /// `...$x`
    pub unpack: bool,
}

/// A member name after `->` or `::`.
#[derive(Debug, Clone, PartialEq)]
pub enum Member {
    /// `->name`, `::name()`, `::$name` (for static props, the name without `$`)
    Ident(Ident),
    /// `->$var`, `->{expr}`, `::$$var`, `::{expr}()`
    Expr(Box<Expr>),
}

/// The class part of `X::...`, `new X`, `instanceof X`.
#[derive(Debug, Clone, PartialEq)]
pub enum ClassRef {
    /// A written name; `self`, `parent` and `static` appear here as names.
    Name(Name),
    /// `$c::`, `(expr)::`, `new $c`
    Expr(Box<Expr>),
    /// `new class(...) extends B { ... }`
    Anonymous(Rc<ClassDecl>),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Callee {
    Name(Name),
    Expr(Box<Expr>),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Args {
    List(Vec<Arg>),
    /// First-class callable syntax `f(...)`.
    Placeholder,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Arg {
    /// Named argument `name: value`.
    pub name: Option<Ident>,
    pub value: Expr,
    /// `...$args`
    pub unpack: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct MatchArm {
    /// `None` for `default`.
    pub conds: Option<Vec<Expr>>,
    pub body: Expr,
    pub line: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    Concat,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    /// `&&` and `and`
    And,
    /// `||` and `or`
    Or,
    /// `xor`
    Xor,
    Eq,
    NotEq,
    Identical,
    NotIdentical,
    Lt,
    Le,
    Gt,
    Ge,
    Spaceship,
    Coalesce,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `-x`
    Neg,
    /// `+x`
    Plus,
    /// `!x`
    Not,
    /// `~x`
    BitNot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastType {
    Int,
    Float,
    String,
    Bool,
    Array,
    Object,
    /// `(unset)` is a compile error in PHP 8; kept so the compiler can say so.
    Unset,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IncludeKind {
    Include,
    IncludeOnce,
    Require,
    RequireOnce,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MagicConst {
    File,
    Dir,
    Function,
    Class,
    Method,
    Namespace,
    Trait,
    /// `__COMPILER_HALT_OFFSET__` is a constant, not magic; listed for completeness of `__X__` tokens.
    Line,
}

/// Modifier keywords on classes, members and promoted parameters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Modifiers(pub u16);

impl Modifiers {
    pub const PUBLIC: u16 = 1;
    pub const PROTECTED: u16 = 2;
    pub const PRIVATE: u16 = 4;
    pub const STATIC: u16 = 8;
    pub const ABSTRACT: u16 = 16;
    pub const FINAL: u16 = 32;
    pub const READONLY: u16 = 64;
    /// `var $x;` (same as public, kept for messages).
    pub const VAR: u16 = 128;

    pub fn has(self, flag: u16) -> bool {
        self.0 & flag != 0
    }
}

/// A type declaration: `int`, `?Foo`, `int|string`, `A&B`, `(A&B)|null`.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeHint {
    /// A single name, including built-in ones (`int`, `array`, `self`, `mixed`, ...).
    Named(Name),
    Nullable(Box<TypeHint>),
    Union(Vec<TypeHint>),
    Intersection(Vec<TypeHint>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Attribute {
    pub name: Name,
    pub args: Vec<Arg>,
}

/// `#[A, B(1)]` is one group holding two attributes.
pub type AttributeGroup = Vec<Attribute>;

#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    pub name: Ident,
    pub ty: Option<TypeHint>,
    pub default: Option<Expr>,
    pub by_ref: bool,
    pub variadic: bool,
    /// Constructor promotion: `public`, `private readonly`, ...
    pub promote: Option<Modifiers>,
    pub attributes: Vec<AttributeGroup>,
    pub line: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ClosureUse {
    pub name: Ident,
    pub by_ref: bool,
}

/// A function, method, closure or arrow function.
#[derive(Debug, Clone, PartialEq)]
pub struct FunctionDecl {
    /// Empty for closures and arrow functions.
    pub name: Ident,
    pub params: Vec<Param>,
    pub by_ref_return: bool,
    pub return_type: Option<TypeHint>,
    /// `None` for abstract and interface methods.
    pub body: Option<Vec<Stmt>>,
    /// Closure `use (...)` list; empty otherwise.
    pub uses: Vec<ClosureUse>,
    /// `static function` / `static fn`
    pub is_static: bool,
    pub attributes: Vec<AttributeGroup>,
    pub line: u32,
    pub end_line: u32,
    /// The `/** ... */` comment before a named function or method.
    pub doc: Option<Vec<u8>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClassKind {
    Class,
    Interface,
    Trait,
    Enum,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ClassDecl {
    pub kind: ClassKind,
    /// `None` for anonymous classes.
    pub name: Option<Ident>,
    /// `abstract`, `final`, `readonly`
    pub modifiers: Modifiers,
    /// For classes: the parent; for interfaces see `implements` (their `extends` list).
    pub extends: Option<Name>,
    /// Classes' `implements`, interfaces' `extends`, enums' `implements`.
    pub implements: Vec<Name>,
    /// `enum E: string`
    pub enum_backing: Option<TypeHint>,
    pub members: Vec<ClassMember>,
    pub attributes: Vec<AttributeGroup>,
    pub line: u32,
    pub end_line: u32,
    pub doc: Option<Vec<u8>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ClassMember {
    Property {
        modifiers: Modifiers,
        ty: Option<TypeHint>,
        props: Vec<PropertyItem>,
        attributes: Vec<AttributeGroup>,
        line: u32,
        doc: Option<Vec<u8>>,
    },
    Method {
        modifiers: Modifiers,
        decl: Rc<FunctionDecl>,
    },
    Const {
        modifiers: Modifiers,
        consts: Vec<ConstItem>,
        attributes: Vec<AttributeGroup>,
        line: u32,
        doc: Option<Vec<u8>>,
    },
    TraitUse {
        traits: Vec<Name>,
        adaptations: Vec<TraitAdaptation>,
        line: u32,
    },
    EnumCase {
        name: Ident,
        value: Option<Expr>,
        attributes: Vec<AttributeGroup>,
        line: u32,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct PropertyItem {
    pub name: Ident,
    pub default: Option<Expr>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum TraitAdaptation {
    /// `A::m insteadof B, C;`
    Insteadof {
        trait_: Name,
        method: Ident,
        instead_of: Vec<Name>,
    },
    /// `m as protected n;`, `A::m as n;`, `m as private;`
    Alias {
        trait_: Option<Name>,
        method: Ident,
        modifiers: Modifiers,
        alias: Option<Ident>,
    },
}
