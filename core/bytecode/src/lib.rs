//! rphp-bytecode: the compiled form of a PHP script.
//!
//! A [`Script`] is what the compiler produces and the VM runs. It is
//! immutable and `Send + Sync`: literals are plain data ([`Literal`], strings
//! as `Arc<[u8]>`), so one compiled script can serve every request and every
//! worker thread; each request materialises a function's literals into VM
//! values once and caches them.
//!
//! The machine is a register machine like Zend's: a function's compiled
//! variables (CVs) occupy frame slots `0..num_cvs` (parameters first, in
//! order), temporaries follow, and instructions name slots by index. An
//! operand with the [`LIT`] bit set names a literal instead. The opcodes are
//! declared once in [`opcodes`]; [`disasm`] prints listings.
//!
//! Encoding: an [`Instr`] is an opcode byte and three `u32` operands (16
//! bytes). Limits: 2^30 slots per frame, 2^31 literals per function.
//!
//! Version history ([`VERSION`]):
//! - 1: initial procedural language.
//! - 2: class declarations carry traits, trait rules and enum cases.
//! - 3: generators (`GenCreate`, `Yield`, `YieldFrom`) and first-class
//!   callables (`MakeCallable`) instead of a function-name string.
//! - 4: `CallFn`/`Args`: fused calls of a script's own hoisted functions.
//! - 5: attributes, doc comments, parameter defaults and promotion, final
//!   class constants and class end lines, kept for reflection.
//! - 6: the compiler clears temporaries that hold stored values (so cycles
//!   are garbage when php's are).
//! - 7: `$o->p op= v` takes the property reference after evaluating `v`
//!   (php's order; the VM fuses `PropRef`, `PathStart` and the terminal).
//! - 8: fused loop steps (`IncJmpLt`/`IncJmpLe`) and `==`/`!=` jumps (`JmpEq`/`JmpNEq`).
//! - 9: `AssertCheck`: `assert()` calls skipped when zend.assertions is off;
//!   `Tick` after each statement under `declare(ticks=N)`; `CallMethod`: fused
//!   `$o->name(...)` calls whose arguments are variables and literals.
//! - 10-12: fused constructor calls, foreach's iterator handle slot, and the
//!   fused forms of session 13-14 (see git history).
//! - 13: `CallName`: calls by name whose arguments are variables and literals.
//! - 14: `Count`'s third operand names the function (`count` or `sizeof`);
//!   temporaries of by-value sends and of `yield from` are released earlier.
//! - 15: `===`/`!==` conditions jump directly (`JmpIdentical`/`JmpNIdentical`);
//!   a typed return's check fuses with its `Return` (`ReturnTyped`).

pub mod cache;
pub mod class;
pub mod disasm;
pub mod opcodes;
pub mod verify;

pub use opcodes::{Op, Operand};
use std::sync::Arc;

/// Bytecode format version. A cache must never load a script built by another version.
pub const VERSION: u32 = 15;

/// Operand bit: the operand is a literal index, not a slot.
pub const LIT: u32 = 1 << 31;
/// `CallMethod`'s count operand bit: the receiver is a temporary holding a
/// fresh value (a call's result, a new object) that the call takes over.
pub const MOVES_RECEIVER: u32 = 1 << 31;
/// `CallMethod`'s count operand bit: the call is `new`'s constructor call
/// (`NewObj` into the receiver just before; the name operand is
/// `__construct`): found as `InitCtor` finds it, result discarded.
pub const CTOR_CALL: u32 = 1 << 30;
/// The flag bits of `CallMethod`'s count operand (the rest is the count).
pub const CALL_FLAGS: u32 = MOVES_RECEIVER | CTOR_CALL;
/// An absent operand (`Exit` without status, `DoCall` whose result is unused).
pub const NONE: u32 = u32::MAX;

/// One instruction: `op a b c`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Instr {
    pub op: Op,
    pub a: u32,
    pub b: u32,
    pub c: u32,
}

const _: () = assert!(std::mem::size_of::<Instr>() == 16);

impl Instr {
    pub const fn new(op: Op, a: u32, b: u32, c: u32) -> Instr {
        Instr { op, a, b, c }
    }
}

/// A constant operand, as plain sendable data.
#[derive(Debug, Clone, PartialEq)]
pub enum Literal {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Arc<[u8]>),
    /// A constant array literal: `(key, value)` pairs, `None` keys append.
    /// Keys are `Int` or `Str` literals; the VM normalises them.
    Array(Arc<[(Option<Literal>, Literal)]>),
}

/// Built-in type bits of a declared parameter or return type.
pub mod ty {
    pub const NULL: u16 = 1;
    pub const FALSE: u16 = 2;
    pub const TRUE: u16 = 4;
    pub const BOOL: u16 = FALSE | TRUE;
    pub const INT: u16 = 8;
    pub const FLOAT: u16 = 16;
    pub const STRING: u16 = 32;
    pub const ARRAY: u16 = 64;
    pub const CALLABLE: u16 = 128;
    pub const ITERABLE: u16 = 256;
    pub const OBJECT: u16 = 512;
    pub const MIXED: u16 = 1024;
    pub const VOID: u16 = 2048;
    pub const NEVER: u16 = 4096;
    pub const STATIC: u16 = 8192;
}

/// A declared type (`int`, `?string`, `int|float`, `Foo`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeDecl {
    /// Union of [`ty`] bits.
    pub mask: u16,
    /// Class names in the type (not checkable until classes exist: any object passes).
    pub classes: Vec<Arc<[u8]>>,
    /// The type as PHP prints it in messages (`?int`, `string|int`).
    pub display: Arc<str>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ParamInfo {
    pub name: Arc<[u8]>,
    pub by_ref: bool,
    pub variadic: bool,
    /// Whether a default exists (its code runs at `RecvDefault`).
    pub has_default: bool,
    pub ty: Option<TypeDecl>,
    /// The default as a constant expression, for reflection
    /// (`ReflectionParameter::getDefaultValue`); calls run the `RecvDefault` code instead.
    pub default: Option<class::Init>,
    /// The constant a default names (`PHP_INT_MAX`, `self::X`, `A\B::C`), for
    /// `ReflectionParameter::getDefaultValueConstantName` (the compiler folds
    /// some constants, so the code cannot tell).
    pub default_const: Option<Arc<[u8]>>,
    /// Constructor promotion (`public int $x` in `__construct`).
    pub promoted: bool,
    pub attributes: Vec<class::AttrDecl>,
}

/// A call to a function named in the source (`f(1)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallSite {
    /// The name as written (without a leading `\`).
    pub name: Arc<[u8]>,
    /// Lower-cased name for lookup.
    pub lc_name: Arc<[u8]>,
    /// In a namespace, the unqualified fallback name (lower-cased).
    pub fallback: Option<Arc<[u8]>>,
}

/// A closure's captured variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UseVar {
    /// The slot in the closure's own frame.
    pub slot: u32,
    pub by_ref: bool,
}

/// One compiled function body (the script's top-level code is one too).
#[derive(Debug, Clone, PartialEq)]
pub struct Function {
    /// The declared name (`""` for the top-level code, `{closure}` for closures).
    pub name: Arc<[u8]>,
    pub code: Vec<Instr>,
    /// The source line of each instruction.
    pub lines: Vec<u32>,
    pub literals: Vec<Literal>,
    /// Compiled variables: slot `i` is `$cv_names[i]`.
    pub cv_names: Vec<Arc<[u8]>>,
    /// Total frame slots (CVs then temporaries).
    pub num_slots: u32,
    pub params: Vec<ParamInfo>,
    /// Parameters without defaults before the last required one.
    pub required: u32,
    pub return_type: Option<TypeDecl>,
    pub by_ref_return: bool,
    pub uses: Vec<UseVar>,
    pub call_sites: Vec<CallSite>,
    pub num_statics: u32,
    pub strict_types: bool,
    pub is_closure: bool,
    /// `try` blocks, innermost first: a throw at `start <= pc < end` continues at `target`.
    pub handlers: Vec<Handler>,
    pub line: u32,
    pub end_line: u32,
    pub attributes: Vec<class::AttrDecl>,
    /// The `/** ... */` comment before the declaration.
    pub doc: Option<Arc<[u8]>>,
}

impl Function {
    pub fn num_cvs(&self) -> u32 {
        self.cv_names.len() as u32
    }
    pub fn is_variadic(&self) -> bool {
        self.params.last().is_some_and(|p| p.variadic)
    }
}

/// A protected range of a `try` block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub target: u32,
}

/// A compiled file (or `eval`'d code).
#[derive(Debug, Clone, PartialEq)]
pub struct Script {
    pub version: u32,
    /// The path as the VM reports it in messages (`__FILE__`).
    pub path: Arc<[u8]>,
    pub main: Arc<Function>,
    /// Every function and closure body; `DeclareFunc`/`MakeClosure` name them by index.
    pub functions: Vec<Arc<Function>>,
    /// Functions declared when the script starts (unconditional top-level declarations).
    pub hoisted: Vec<u32>,
    /// Compile-time warnings and deprecations, raised when the script starts.
    pub diagnostics: Vec<Diagnostic>,
    /// Class, interface and trait declarations; `DeclareClass` names them by index.
    pub classes: Vec<class::ClassDecl>,
}

/// A compile-time diagnostic (`E_COMPILE_WARNING` shows as "Warning", `E_DEPRECATED` as "Deprecated").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The `E_*` level.
    pub level: u32,
    pub message: String,
    pub line: u32,
}

const _: fn() = || {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Script>();
};
