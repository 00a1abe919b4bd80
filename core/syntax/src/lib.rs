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
pub mod export;
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

/// `E_COMPILE_WARNING`, the level of warnings raised while scanning.
pub const E_COMPILE_WARNING: u32 = 128;
/// `E_DEPRECATED`.
pub const E_DEPRECATED: u32 = 8192;

/// A warning or deprecation PHP raises while scanning or compiling a file
/// that is nevertheless valid (`Warning: Octal escape sequence overflow ...`,
/// `Deprecated: Using ${var} in strings is deprecated ...`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The `E_*` level.
    pub level: u32,
    pub message: String,
    pub line: u32,
}

/// Parses a whole file.
pub fn parse(source: &[u8]) -> Result<ast::Program, ParseError> {
    parser::Parser::new(source).parse_program()
}

/// [`parse`], plus the diagnostics PHP raises for the file before running it,
/// in the order PHP raises them. When parsing fails, only the scanner's
/// warnings up to the error's line are returned (PHP prints those before the
/// parse error).
pub fn parse_with_diagnostics(
    source: &[u8],
) -> (Result<ast::Program, ParseError>, Vec<Diagnostic>) {
    let mut p = parser::Parser::new(source);
    let mut diags = std::mem::take(&mut p.lexer_warnings);
    let r = p.parse_program_diag();
    match r {
        Ok((program, parser_diags)) => {
            diags.extend(parser_diags);
            (Ok(program), diags)
        }
        Err(e) => {
            diags.retain(|d| d.line <= e.line);
            (Err(e), diags)
        }
    }
}
