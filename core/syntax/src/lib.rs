//! rphp-syntax: PHP 8.2 source bytes to an abstract syntax tree.
//!
//! This crate knows nothing about execution. It turns a byte string into
//! [`ast::Program`] or into the first error PHP would report, worded as PHP
//! words it. PHP stops at the first syntax error, so we do too.
//!
//! - [`lexer`]: bytes to tokens, a mode machine after php-src's
//!   `zend_language_scanner.l` (inline HTML, strings, heredocs, ...).
//! - `parser`: recursive descent over the productions of
//!   `zend_language_parser.y`, with PHP's operator precedence table.
//!
//! Errors come in two kinds, as in PHP: syntax errors (`Parse error: ...`),
//! which stop parsing where they occur, and the compile-time errors PHP finds
//! in a well-formed tree (`Fatal error: ...`, e.g. `Cannot re-assign $this`),
//! which we detect while parsing when they need only the syntax and report
//! only if the whole file parses, since PHP compiles after parsing.
//!
//! Architecture invariant: parsing never panics and never overflows the
//! stack: nesting deeper than 1000 levels is the error "memory exhausted"
//! (PHP's own parser stack is limited too). Those 1000 levels need about
//! 4 MiB of stack, so hostile input should be parsed on a thread with an
//! 8 MiB stack (the main thread's default).

pub mod ast;
pub mod lexer;
mod parser;

pub use lexer::tokenize;

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
    parser::Parser::new(source).parse_program()
}
