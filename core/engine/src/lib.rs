//! rphp-core: glue for front-ends.
//!
//! Front-ends (the native CLI, WASI, the browser) implement [`Host`] and call
//! [`run_code`], [`run_source`] or [`lint`]; a front-end with a bytecode
//! cache splits [`run_source`] into [`compile`] and [`run_compiled`] and
//! stores scripts with [`cache`]. This crate owns
//! the parser and compiler, gives the VM a [`Loader`] for `include`/`eval`,
//! and registers the standard library's builtins.

pub use rphp_bytecode::{cache, Script};
use rphp_compiler::{Options, SourceError};
use rphp_syntax::ErrorKind;
pub use rphp_vm::{
    ChildExit, ChildIo, FileStat, Host, LoadError, Loader, NullHost, OpenMode, RunResult, SeekFrom,
    SpawnSpec, Spawned, Vm, VmOptions,
};
use std::sync::Arc;

mod highlight;

/// The PHP version rphp reports (`PHP_VERSION`): the version it is checked against.
pub const PHP_VERSION: &str = "8.2.36";

/// Compiles `include`d files and `eval`'d code for the VM.
pub struct CompilerLoader;

fn load_error(e: SourceError) -> LoadError {
    match e {
        SourceError::Parse(p) if p.kind == ErrorKind::Syntax => LoadError::Parse {
            message: p.message,
            line: p.line,
        },
        SourceError::Parse(p) => LoadError::Compile {
            message: p.message,
            line: p.line,
        },
        SourceError::Compile(c) => LoadError::Compile {
            message: c.message,
            line: c.line,
        },
    }
}

impl Loader for CompilerLoader {
    fn compile_file(
        &mut self,
        path: &[u8],
        source: &[u8],
    ) -> Result<Arc<rphp_bytecode::Script>, LoadError> {
        rphp_compiler::compile_source(source, path, &Options::default())
            .map(Arc::new)
            .map_err(load_error)
    }

    fn compile_eval(
        &mut self,
        path: &[u8],
        code: &[u8],
    ) -> Result<Arc<rphp_bytecode::Script>, LoadError> {
        let mut src = b"<?php ".to_vec();
        src.extend_from_slice(code);
        rphp_compiler::compile_source(&src, path, &Options { eval: true })
            .map(Arc::new)
            .map_err(load_error)
    }
}

/// Request settings from the command line.
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    /// Script arguments (`$argv[1..]`).
    pub args: Vec<Vec<u8>>,
    /// `-d name=value`
    pub ini: Vec<(String, String)>,
}

/// The bytecode listing of a source file (a developer tool: `rphp --dump-bytecode`).
pub fn disassemble(source: &[u8], path: &[u8]) -> Result<String, String> {
    match rphp_compiler::compile_source(source, path, &Options::default()) {
        Ok(s) => Ok(rphp_bytecode::disasm::script(&s)),
        Err(_) => lint(source, path).map(|_| String::new()),
    }
}

fn new_vm(
    host: Box<dyn Host>,
    loader: Option<Box<dyn Loader>>,
    argv0: &[u8],
    opts: &RunOptions,
) -> Vm {
    // The date classes live in rphp-vmlib, which the VM reaches through hooks.
    rphp_vmlib::install();
    let mut argv = vec![argv0.to_vec()];
    argv.extend(opts.args.iter().cloned());
    let mut vm = Vm::new(
        host,
        Some(loader.unwrap_or_else(|| Box::new(CompilerLoader))),
        VmOptions {
            argv,
            ini: opts.ini.clone(),
        },
    );
    vm.register_builtins(rphp_ext::builtins());
    vm.register_builtins(highlight::BUILTINS);
    for (name, value) in rphp_ext::constants() {
        vm.define_constant(name, value);
    }
    vm
}

/// A source that did not compile: the error and the diagnostics PHP prints
/// before it (raised when the request runs, see [`run_compiled`]).
pub struct CompileFailure {
    error: SourceError,
    diagnostics: Vec<rphp_bytecode::Diagnostic>,
    path: Vec<u8>,
}

/// Compiles a file's contents without running them (to cache the result:
/// see [`cache`]); `path` is what `__FILE__` reports.
pub fn compile(source: &[u8], path: &[u8]) -> Result<Script, CompileFailure> {
    rphp_compiler::compile_source_diag(source, path, &Options::default()).map_err(
        |(error, diagnostics)| CompileFailure {
            error,
            diagnostics,
            path: path.to_vec(),
        },
    )
}

/// Runs a compiled main script (or reports why it did not compile, as php
/// does), with `loader` for `include`/`eval` (`None`: [`CompilerLoader`]).
pub fn run_compiled(
    host: Box<dyn Host>,
    loader: Option<Box<dyn Loader>>,
    compiled: Result<Arc<Script>, CompileFailure>,
    argv0: &[u8],
    opts: &RunOptions,
) -> RunResult {
    let mut vm = new_vm(host, loader, argv0, opts);
    match compiled {
        Ok(script) => vm.run_main(script),
        Err(CompileFailure {
            error,
            diagnostics,
            path,
        }) => {
            vm.raise_compile_diagnostics(&diagnostics, &path);
            match error {
                SourceError::Parse(p) => {
                    vm.fail_compile(p.kind == ErrorKind::Syntax, &p.message, &path, p.line)
                }
                SourceError::Compile(c) => vm.fail_compile(false, &c.message, &path, c.line),
            }
        }
    }
}

/// Runs PHP source (a file's contents); `path` is what `__FILE__` reports,
/// `argv0` what `$argv[0]` holds.
pub fn run_source(
    host: Box<dyn Host>,
    source: &[u8],
    path: &[u8],
    argv0: &[u8],
    opts: &RunOptions,
) -> RunResult {
    let compiled = compile(source, path).map(Arc::new);
    run_compiled(host, None, compiled, argv0, opts)
}

/// `php -r code`: the code has no opening tag.
pub fn run_code(host: Box<dyn Host>, code: &[u8], opts: &RunOptions) -> RunResult {
    let mut src = b"<?php ".to_vec();
    src.extend_from_slice(code);
    run_source(
        host,
        &src,
        b"Command line code",
        b"Standard input code",
        opts,
    )
}

/// `php -l` as the CLI runs it: the file's compile-time diagnostics and
/// parse or compile error go through a request's error sink (so `-d
/// error_reporting`/`display_errors` apply), then the verdict
/// (`No syntax errors detected in FILE` / `Errors parsing FILE`). Returns the
/// exit code.
pub fn lint_request(host: Box<dyn Host>, source: &[u8], path: &[u8], opts: &RunOptions) -> i32 {
    let mut vm = new_vm(host, None, path, opts);
    let name = String::from_utf8_lossy(path).into_owned();
    match rphp_compiler::compile_source_diag(source, path, &Options::default()) {
        Ok(script) => {
            vm.raise_compile_diagnostics(&script.diagnostics, path);
            vm.write_stdout_direct(format!("No syntax errors detected in {name}\n").as_bytes());
            0
        }
        Err((e, diags)) => {
            vm.raise_compile_diagnostics(&diags, path);
            match e {
                SourceError::Parse(p) => {
                    vm.fail_compile(p.kind == ErrorKind::Syntax, &p.message, path, p.line)
                }
                SourceError::Compile(c) => vm.fail_compile(false, &c.message, path, c.line),
            };
            vm.write_stdout_direct(format!("Errors parsing {name}\n").as_bytes());
            255
        }
    }
}

/// `php -l`: Ok, or the message PHP prints (`Parse error: ... in FILE on line N`).
pub fn lint(source: &[u8], path: &[u8]) -> Result<(), String> {
    lint_with_diagnostics(source, path).1
}

/// [`lint`], plus the warnings and deprecations PHP prints before its verdict,
/// each as PHP words it (`Deprecated: ... in FILE on line N`).
pub fn lint_with_diagnostics(source: &[u8], path: &[u8]) -> (Vec<String>, Result<(), String>) {
    let p = String::from_utf8_lossy(path);
    let render = |diags: &[rphp_bytecode::Diagnostic]| -> Vec<String> {
        diags
            .iter()
            .map(|d| {
                let label = match d.level {
                    8192 => "Deprecated",
                    8 => "Notice",
                    _ => "Warning",
                };
                format!("{label}: {} in {p} on line {}", d.message, d.line)
            })
            .collect()
    };
    match rphp_compiler::compile_source_diag(source, path, &Options::default()) {
        Ok(script) => (render(&script.diagnostics), Ok(())),
        Err((e, diags)) => (render(&diags), lint_error(e, &p)),
    }
}

fn lint_error(e: SourceError, p: &str) -> Result<(), String> {
    match e {
        SourceError::Parse(e) => {
            let label = if e.kind == ErrorKind::Syntax {
                "Parse error"
            } else {
                "Fatal error"
            };
            Err(format!("{label}: {} in {p} on line {}", e.message, e.line))
        }
        SourceError::Compile(e) => Err(format!(
            "Fatal error: {} in {p} on line {}",
            e.message, e.line
        )),
    }
}
