//! The VM runs bytecode without the compiler (Architecture Invariant): these
//! tests build scripts by hand and run them with an in-memory host.

use rphp_bytecode::{Function, Instr, Literal, Op, Script, LIT, NONE};
use rphp_vm::{Host, Vm, VmOptions};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

#[derive(Clone, Default)]
struct MemHost {
    out: Rc<RefCell<Vec<u8>>>,
}

impl Host for MemHost {
    fn write_stdout(&mut self, bytes: &[u8]) {
        self.out.borrow_mut().extend_from_slice(bytes);
    }
    fn write_stderr(&mut self, _: &[u8]) {}
    fn read_file(&mut self, _: &[u8]) -> Result<Vec<u8>, String> {
        Err("No such file or directory".into())
    }
    fn append_file(&mut self, _: &[u8], _: &[u8]) -> Result<(), String> {
        Ok(())
    }
    fn is_file(&mut self, _: &[u8]) -> bool {
        false
    }
    fn realpath(&mut self, _: &[u8]) -> Option<Vec<u8>> {
        None
    }
    fn cwd(&mut self) -> Vec<u8> {
        b"/".to_vec()
    }
    fn now(&mut self) -> (i64, u32) {
        (0, 0)
    }
    fn memory_usage(&mut self) -> Option<usize> {
        None
    }
    fn env(&mut self, _: &[u8]) -> Option<Vec<u8>> {
        None
    }
}

fn function(code: Vec<Instr>, literals: Vec<Literal>, cvs: &[&str], slots: u32) -> Function {
    let lines = vec![1; code.len()];
    Function {
        name: Arc::from(&b""[..]),
        code,
        lines,
        literals,
        cv_names: cvs.iter().map(|c| Arc::from(c.as_bytes())).collect(),
        num_slots: slots,
        params: Vec::new(),
        required: 0,
        return_type: None,
        by_ref_return: false,
        uses: Vec::new(),
        call_sites: Vec::new(),
        num_statics: 0,
        strict_types: false,
        is_closure: false,
        handlers: Vec::new(),
        line: 1,
        end_line: 1,
        attributes: Vec::new(),
        doc: None,
    }
}

fn run(main: Function) -> (String, i32) {
    let host = MemHost::default();
    let out = host.out.clone();
    let script = Script {
        version: rphp_bytecode::VERSION,
        path: Arc::from(&b"/t.php"[..]),
        main: Arc::new(main),
        functions: Vec::new(),
        hoisted: Vec::new(),
        diagnostics: Vec::new(),
        classes: Vec::new(),
    };
    let mut vm = Vm::new(Box::new(host), None, VmOptions::default());
    let r = vm.run_main(Arc::new(script));
    let text = String::from_utf8_lossy(&out.borrow()).into_owned();
    (text, r.exit_code)
}

#[test]
fn arithmetic_and_echo() {
    // $x = 40 + 2; echo $x, "\n";
    let main = function(
        vec![
            Instr::new(Op::Add, 0, LIT, 1 | LIT),
            Instr::new(Op::Echo, 0, 0, 0),
            Instr::new(Op::Echo, 2 | LIT, 0, 0),
            Instr::new(Op::Return, NONE, 0, 0),
        ],
        vec![
            Literal::Int(40),
            Literal::Int(2),
            Literal::Str(Arc::from(&b"\n"[..])),
        ],
        &["x"],
        1,
    );
    assert_eq!(run(main), ("42\n".to_string(), 0));
}

#[test]
fn loop_with_fused_compare() {
    // for ($i = 0; $i < 3; $i++) echo $i;
    let main = function(
        vec![
            Instr::new(Op::Assign, 0, LIT, 0),
            Instr::new(Op::JmpNLt, 0, 1 | LIT, 5),
            Instr::new(Op::Echo, 0, 0, 0),
            Instr::new(Op::PreInc, NONE, 0, 0),
            Instr::new(Op::Jmp, 0, 0, 1),
            Instr::new(Op::Return, NONE, 0, 0),
        ],
        vec![Literal::Int(0), Literal::Int(3)],
        &["i"],
        1,
    );
    assert_eq!(run(main), ("012".to_string(), 0));
}

#[test]
fn undefined_variable_warns_and_uncaught_error_is_fatal() {
    // echo $u; echo 1 % 0;
    let main = function(
        vec![
            Instr::new(Op::Echo, 0, 0, 0),
            Instr::new(Op::Mod, 1, LIT, 1 | LIT),
            Instr::new(Op::Return, NONE, 0, 0),
        ],
        vec![Literal::Int(1), Literal::Int(0)],
        &["u"],
        2,
    );
    let (out, code) = run(main);
    assert_eq!(code, 255);
    assert!(
        out.starts_with("\nWarning: Undefined variable $u in /t.php on line 1\n"),
        "{out}"
    );
    assert!(
        out.contains("Fatal error: Uncaught DivisionByZeroError: Modulo by zero in /t.php:1"),
        "{out}"
    );
}
