//! rphp-compiler: AST to bytecode.
//!
//! One pass over the tree per function. Each construct family has its own
//! file under `stmt/` and `expr/`; [`builder`] holds the per-function state
//! (registers, literals, jump patching) they share.
//!
//! Registers: variables get slots in order of first appearance (parameters
//! first); temporaries are numbered separately while compiling (tagged with
//! [`builder::TEMP`]) and moved after the variables by a fix-up pass at the
//! end, driven by the opcode table's operand kinds. Temporaries are freed at
//! statement boundaries, so a frame needs only as many as its deepest
//! statement.

mod builder;
mod expr;
mod stmt;
mod types;

pub use builder::CompileError;
use rphp_bytecode::Script;
use rphp_syntax::ast::Program;

/// Options that do not come from the source text.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Compile as `eval()`'d code: top-level functions are declared when the code runs.
    pub eval: bool,
}

/// Compiles a parsed file. `path` is what `__FILE__` and messages report.
pub fn compile(program: &Program, path: &[u8], opts: &Options) -> Result<Script, CompileError> {
    builder::Compiler::new(path, opts).compile_program(program)
}

/// Why a source could not be turned into a script: a parse error or a compile-time fatal error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SourceError {
    Parse(rphp_syntax::ParseError),
    Compile(CompileError),
}

/// Parses and compiles a whole file.
pub fn compile_source(source: &[u8], path: &[u8], opts: &Options) -> Result<Script, SourceError> {
    let program = rphp_syntax::parse(source).map_err(SourceError::Parse)?;
    compile(&program, path, opts).map_err(SourceError::Compile)
}
