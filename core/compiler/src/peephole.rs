//! Fuses common instruction pairs into one dispatch, on a function's final code.
//!
//! Why: a `for` loop's step and test (`$i++` then `$i < $n`) run once per
//! iteration of every counting loop, and each instruction costs a dispatch
//! plus operand decoding. The fused instruction replaces only the first of
//! the pair and leaves the second in place (the loop's entry jump targets
//! it), so no index moves and jumps, handlers and lines stay as they were;
//! the fused one jumps back when the test holds on plain ints and floats and
//! otherwise falls into the test (which then decides, warning if it must).

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
}
