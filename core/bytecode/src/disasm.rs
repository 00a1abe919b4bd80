//! Human-readable listings of compiled code, used by the bytecode snapshot
//! tests and by `rphp --dump-bytecode`-style debugging.

use crate::{Function, Literal, Operand, Script, LIT, NONE};
use std::fmt::Write;

/// The listing of a whole script: the top-level code, then every function.
pub fn script(s: &Script) -> String {
    let mut out = String::new();
    function(&mut out, &s.main);
    for (i, f) in s.functions.iter().enumerate() {
        out.push('\n');
        let _ = writeln!(out, "; function #{i}");
        function(&mut out, f);
    }
    out
}

fn bytes(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A literal as PHP-ish source text.
pub fn literal(l: &Literal) -> String {
    match l {
        Literal::Null => "null".into(),
        Literal::Bool(b) => b.to_string(),
        Literal::Int(i) => i.to_string(),
        Literal::Float(f) => format!("{f:?}"),
        Literal::Str(s) => format!("{:?}", bytes(s)),
        Literal::Array(items) => {
            let parts: Vec<String> = items
                .iter()
                .map(|(k, v)| match k {
                    Some(k) => format!("{} => {}", literal(k), literal(v)),
                    None => literal(v),
                })
                .collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

/// Appends the listing of one function.
pub fn function(out: &mut String, f: &Function) {
    let name = if f.name.is_empty() {
        "{main}".to_string()
    } else {
        bytes(&f.name)
    };
    let params: Vec<String> = f
        .params
        .iter()
        .map(|p| {
            let mut s = String::new();
            if let Some(t) = &p.ty {
                s.push_str(&t.display);
                s.push(' ');
            }
            if p.by_ref {
                s.push('&');
            }
            if p.variadic {
                s.push_str("...");
            }
            s.push('$');
            s.push_str(&bytes(&p.name));
            if p.has_default {
                s.push_str(" = ?");
            }
            s
        })
        .collect();
    let _ = write!(out, "function {name}({})", params.join(", "));
    if let Some(t) = &f.return_type {
        let _ = write!(out, ": {}", t.display);
    }
    let _ = writeln!(
        out,
        "  ; slots {}, cvs {}, lines {}-{}",
        f.num_slots,
        f.cv_names.len(),
        f.line,
        f.end_line
    );
    for u in &f.uses {
        let _ = writeln!(
            out,
            "  ; use {}{}",
            if u.by_ref { "&" } else { "" },
            reg(f, u.slot)
        );
    }
    for (i, ins) in f.code.iter().enumerate() {
        let mut line = format!(
            "  {i:04} L{:<4} {:<14}",
            f.lines.get(i).copied().unwrap_or(0),
            ins.op.name()
        );
        for (kind, v) in ins.op.operands().into_iter().zip([ins.a, ins.b, ins.c]) {
            let text = match kind {
                Operand::Unused => continue,
                _ if v == NONE => "_".to_string(),
                Operand::Read | Operand::Write => reg(f, v),
                Operand::Jump => format!("->{v:04}"),
                // `CallMethod`'s count with its flags spelled out.
                Operand::Num if ins.op == crate::Op::CallMethod => {
                    let mut t = format!("#{}", v & !crate::CALL_FLAGS);
                    if v & crate::MOVES_RECEIVER != 0 {
                        t.push_str(" moves");
                    }
                    if v & crate::CTOR_CALL != 0 {
                        t.push_str(" ctor");
                    }
                    t
                }
                Operand::Num => format!("#{v}"),
            };
            line.push(' ');
            line.push_str(&text);
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    for h in &f.handlers {
        let _ = writeln!(
            out,
            "  ; try {:04}..{:04} -> {:04}",
            h.start, h.end, h.target
        );
    }
    for (i, c) in f.call_sites.iter().enumerate() {
        let _ = writeln!(out, "  ; site #{i}: {}", bytes(&c.name));
    }
}

fn reg(f: &Function, v: u32) -> String {
    if v & LIT != 0 {
        match f.literals.get((v & !LIT) as usize) {
            Some(l) => literal(l),
            None => format!("K?{}", v & !LIT),
        }
    } else if (v as usize) < f.cv_names.len() {
        format!("${}", bytes(&f.cv_names[v as usize]))
    } else {
        format!("T{}", v as usize - f.cv_names.len())
    }
}
