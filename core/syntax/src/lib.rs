//! rphp-syntax: PHP 8.2 source bytes to an abstract syntax tree.
//!
//! This crate knows nothing about execution. It turns a byte string into
//! [`ast::Program`] or into the first error PHP would report, worded as PHP
//! words it. PHP stops at the first syntax error, so we do too.

pub mod ast;

/// Why parsing stopped. `message` is what PHP prints after `Parse error: `
/// (or after `Fatal error: ` for the errors PHP raises while compiling).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub kind: ErrorKind,
    pub message: String,
    pub line: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// `Parse error: syntax error, unexpected ...`
    Syntax,
    /// `Fatal error: ...` raised at compile time (e.g. `Cannot use positional argument after named argument`).
    Compile,
}

/// Parses a whole file.
pub fn parse(source: &[u8]) -> Result<ast::Program, ParseError> {
    let _ = source;
    todo!("the parser")
}
