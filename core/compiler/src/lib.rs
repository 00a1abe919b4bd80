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
mod names;
mod peephole;
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
/// The scanner's and parser's diagnostics (octal escape overflow, `${var}`
/// in strings) come first in `Script::diagnostics`, then the compiler's.
pub fn compile_source(source: &[u8], path: &[u8], opts: &Options) -> Result<Script, SourceError> {
    compile_source_diag(source, path, opts).map_err(|(e, _)| e)
}

/// [`compile_source`], keeping on failure the diagnostics PHP prints before
/// the error (e.g. an octal escape overflow before a later syntax error).
pub fn compile_source_diag(
    source: &[u8],
    path: &[u8],
    opts: &Options,
) -> Result<Script, (SourceError, Vec<rphp_bytecode::Diagnostic>)> {
    let (program, syntax_diags) = rphp_syntax::parse_with_diagnostics(source);
    let mut diags: Vec<rphp_bytecode::Diagnostic> = syntax_diags
        .into_iter()
        .map(|d| rphp_bytecode::Diagnostic {
            level: d.level,
            message: d.message,
            line: d.line,
        })
        .collect();
    let program = match program {
        Ok(p) => p,
        Err(e) => return Err((SourceError::Parse(e), diags)),
    };
    let mut script = match compile(&program, path, opts) {
        Ok(s) => s,
        Err(e) => return Err((SourceError::Compile(e), diags)),
    };
    if !diags.is_empty() {
        // The scanner's warnings come first (PHP raises them while parsing);
        // the `${var}` deprecations are raised as PHP compiles each string, so
        // they interleave with the compiler's diagnostics in source order.
        let split = diags
            .iter()
            .position(|d| d.level != rphp_syntax::E_COMPILE_WARNING)
            .unwrap_or(diags.len());
        // On one line, a function's signature is compiled before its body.
        let mut rest = std::mem::take(&mut script.diagnostics);
        rest.append(&mut diags.split_off(split));
        rest.sort_by_key(|d| d.line);
        diags.append(&mut rest);
        script.diagnostics = diags;
    }
    Ok(script)
}
