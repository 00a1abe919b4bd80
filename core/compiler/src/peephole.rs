//! Fuses common instruction pairs into one dispatch, on a function's final code.
//!
//! Why: a `for` loop's step and test (`$i++` then `$i < $n`) run once per
//! iteration of every counting loop, and each instruction costs a dispatch
//! plus operand decoding. The fused instruction replaces only the first of
//! the pair and leaves the second in place (the loop's entry jump targets
//! it), so no index moves and jumps, handlers and lines stay as they were;
//! the fused one jumps back when the test holds on plain ints and floats and
//! otherwise falls into the test (which then decides, warning if it must).
//!
//! `returns` shortens the way out of a function: a jump to a `Return`
//! becomes that `Return` (the end of an `if` branch or of a ternary's first
//! arm), and `Assign T x` right before `Return T` becomes `Return x` (a
//! ternary's or `??`'s result moved into the temporary only to be returned).
//! A typed return's check and the `Return` after it become `ReturnTyped`.
//! Each saves a dispatch per call of small functions; the replaced
//! instruction keeps its index, so nothing else moves.

use rphp_bytecode::{Instr, Op, NONE};

/// Rewrites `PreInc _ v` followed by `JmpLt v b pc` (or `JmpLe`) into
/// `IncJmpLt v b pc` (`IncJmpLe`), keeping the jump after it.
pub fn fuse(code: &mut [Instr]) {
    for k in 0..code.len().saturating_sub(1) {
        let (inc, jmp) = (code[k], code[k + 1]);
        if inc.op != Op::PreInc || inc.a != NONE || jmp.a != inc.b {
            continue;
        }
        let op = match jmp.op {
            Op::JmpLt => Op::IncJmpLt,
            Op::JmpLe => Op::IncJmpLe,
            _ => continue,
        };
        code[k] = Instr::new(op, jmp.a, jmp.b, jmp.c);
    }
}

/// Jump threading into `Return` and `Assign T x; Return T` => `Return x`
/// (see the module doc). `ncv` is the number of compiled variables (slots
/// at or above it are temporaries); `lines` is the line of each instruction.
/// Functions with `try` blocks are left alone (a return inside one runs
/// `finally` blocks, which depends on where it is).
pub fn returns(code: &mut [Instr], lines: &mut [u32], ncv: u32, has_try: bool) {
    if has_try {
        return;
    }
    for k in 0..code.len() {
        let ins = code[k];
        if ins.op == Op::Jmp {
            if let Some(t) = code.get(ins.c as usize).copied() {
                if t.op == Op::Return {
                    code[k] = t;
                    lines[k] = lines[ins.c as usize];
                }
            }
        }
    }
    for k in 0..code.len().saturating_sub(1) {
        let (mov, ret) = (code[k], code[k + 1]);
        if mov.op == Op::Assign
            && ret.op == Op::Return
            && mov.a == ret.a
            && mov.a != NONE
            && mov.a & rphp_bytecode::LIT == 0
            && mov.a >= ncv
        {
            // The temporary dies with the frame: return the source directly
            // (an undefined variable warns on this line either way).
            code[k] = Instr::new(Op::Return, mov.b, 0, 0);
        }
    }
    for k in 0..code.len().saturating_sub(1) {
        let (verify, ret) = (code[k], code[k + 1]);
        if verify.op == Op::VerifyReturn
            && verify.b == 0
            && ret.op == Op::Return
            && ret.a == verify.a
            && lines[k] == lines[k + 1]
        {
            code[k] = Instr::new(Op::ReturnTyped, verify.a, 0, 0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fuses_a_loop_step_with_its_test() {
        let mut code = vec![
            Instr::new(Op::PreInc, NONE, 3, 0),
            Instr::new(Op::JmpLt, 3, 4, 0),
            Instr::new(Op::PreInc, NONE, 3, 0),
            Instr::new(Op::JmpLt, 2, 4, 0),
            Instr::new(Op::PreInc, 1, 3, 0),
            Instr::new(Op::JmpLe, 3, 4, 0),
        ];
        fuse(&mut code);
        assert_eq!(code[0], Instr::new(Op::IncJmpLt, 3, 4, 0));
        assert_eq!(code[1], Instr::new(Op::JmpLt, 3, 4, 0));
        // Another variable tested, or the increment's value used: left alone.
        assert_eq!(code[2].op, Op::PreInc);
        assert_eq!(code[4].op, Op::PreInc);
    }

    #[test]
    fn returns_skip_the_jump_and_the_temporary() {
        // $n < 2 ? $n : 7 with one CV ($n = slot 0) and a temporary T = slot 1.
        let mut code = vec![
            Instr::new(Op::JmpNLt, 0, 2, 3),
            Instr::new(Op::Assign, 1, 0, 0),
            Instr::new(Op::Jmp, 0, 0, 4),
            Instr::new(Op::Assign, 1, 0, 0),
            Instr::new(Op::Return, 1, 0, 0),
            Instr::new(Op::Assign, 0, 1, 0),
            Instr::new(Op::Return, 0, 0, 0),
        ];
        let mut lines = vec![1, 1, 1, 1, 2, 3, 3];
        returns(&mut code, &mut lines, 1, false);
        assert_eq!(code[2], Instr::new(Op::Return, 1, 0, 0));
        assert_eq!(lines[2], 2);
        assert_eq!(code[1], Instr::new(Op::Return, 0, 0, 0));
        assert_eq!(code[3], Instr::new(Op::Return, 0, 0, 0));
        assert_eq!(code[4], Instr::new(Op::Return, 1, 0, 0));
        // A CV assigned before its return stays assigned.
        assert_eq!(code[5].op, Op::Assign);
        let mut code2 = vec![
            Instr::new(Op::Jmp, 0, 0, 1),
            Instr::new(Op::Return, 1, 0, 0),
        ];
        returns(&mut code2, &mut [1, 1], 1, true);
        assert_eq!(code2[0].op, Op::Jmp);
    }

    #[test]
    fn a_typed_return_checks_and_returns_in_one() {
        let mut code = vec![
            Instr::new(Op::VerifyReturn, 1, 0, 0),
            Instr::new(Op::Return, 1, 0, 0),
            // The implicit `return null` of a non-nullable type: its own message.
            Instr::new(Op::VerifyReturn, 1, 1, 0),
            Instr::new(Op::Return, NONE, 0, 0),
            // Another line (a `foreach` freed in between would be another instruction).
            Instr::new(Op::VerifyReturn, 2, 0, 0),
            Instr::new(Op::Return, 2, 0, 0),
        ];
        returns(&mut code, &mut [1, 1, 2, 2, 3, 4], 1, false);
        assert_eq!(code[0], Instr::new(Op::ReturnTyped, 1, 0, 0));
        assert_eq!(code[1], Instr::new(Op::Return, 1, 0, 0));
        assert_eq!(code[2].op, Op::VerifyReturn);
        assert_eq!(code[4].op, Op::VerifyReturn);
    }
}
