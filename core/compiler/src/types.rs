//! Declared types (`int`, `?string`, `int|float`) to [`TypeDecl`], with the
//! display string PHP uses in messages (`zend_type_to_string`: class names
//! first, then built-in types in a fixed order, `?T` for a single type plus null).

use crate::builder::{CResult, CompileError};
use rphp_bytecode::{ty, TypeDecl};
use rphp_syntax::ast::TypeHint;

pub fn type_decl(t: &TypeHint, line: u32) -> CResult<TypeDecl> {
    let mut mask = 0u16;
    let mut classes: Vec<std::sync::Arc<[u8]>> = Vec::new();
    collect(t, &mut mask, &mut classes, line)?;
    if mask & ty::ITERABLE != 0 {
        // PHP 8.2 treats iterable as Traversable|array.
        mask = (mask & !ty::ITERABLE) | ty::ARRAY;
        classes.insert(0, b"Traversable"[..].into());
    }
    let display = display(mask, &classes);
    Ok(TypeDecl {
        mask,
        classes,
        display: display.into(),
    })
}

fn collect(
    t: &TypeHint,
    mask: &mut u16,
    classes: &mut Vec<std::sync::Arc<[u8]>>,
    line: u32,
) -> CResult<()> {
    match t {
        TypeHint::Named(n) => {
            let lc = n.text.to_ascii_lowercase();
            let bit = match &lc[..] {
                b"int" => ty::INT,
                b"float" => ty::FLOAT,
                b"string" => ty::STRING,
                b"bool" => ty::BOOL,
                b"false" => ty::FALSE,
                b"true" => ty::TRUE,
                b"null" => ty::NULL,
                b"array" => ty::ARRAY,
                b"callable" => ty::CALLABLE,
                b"iterable" => ty::ITERABLE,
                b"object" => ty::OBJECT,
                b"mixed" => ty::MIXED | ty::NULL,
                b"void" => ty::VOID,
                b"never" => ty::NEVER,
                b"static" => ty::STATIC,
                _ => {
                    classes.push(n.text.clone().into());
                    0
                }
            };
            *mask |= bit;
        }
        TypeHint::Nullable(inner) => {
            collect(inner, mask, classes, line)?;
            *mask |= ty::NULL;
        }
        TypeHint::Union(ts) => {
            for t in ts {
                collect(t, mask, classes, line)?;
            }
        }
        // An intersection is one entry, its class names joined by `&`: an
        // object must be an instance of every one of them.
        TypeHint::Intersection(ts) => {
            let mut group: Vec<std::sync::Arc<[u8]>> = Vec::new();
            let mut ignored = 0u16;
            for t in ts {
                collect(t, &mut ignored, &mut group, line)?;
            }
            classes.push(group.join(&b'&').into());
        }
    }
    let _ = CompileError {
        message: String::new(),
        line,
    };
    Ok(())
}

fn display(mask: u16, classes: &[std::sync::Arc<[u8]>]) -> String {
    let alone = classes.len() == 1 && mask & !ty::NULL == 0;
    let mut parts: Vec<String> = classes
        .iter()
        .map(|c| {
            let c = String::from_utf8_lossy(c).into_owned();
            // Inside a union (DNF) an intersection is parenthesised.
            if c.contains('&') && !(alone && mask & ty::NULL == 0) {
                format!("({c})")
            } else {
                c
            }
        })
        .collect();
    if mask & ty::MIXED != 0 {
        return "mixed".into();
    }
    let order: [(u16, &str); 11] = [
        (ty::STATIC, "static"),
        (ty::CALLABLE, "callable"),
        (ty::OBJECT, "object"),
        (ty::ARRAY, "array"),
        (ty::STRING, "string"),
        (ty::INT, "int"),
        (ty::FLOAT, "float"),
        (ty::BOOL, "bool"),
        (ty::VOID, "void"),
        (ty::NEVER, "never"),
        (0, ""),
    ];
    for (bit, name) in order {
        if bit == 0 {
            break;
        }
        if bit == ty::BOOL {
            match mask & ty::BOOL {
                ty::BOOL => parts.push("bool".into()),
                ty::FALSE => parts.push("false".into()),
                ty::TRUE => parts.push("true".into()),
                _ => {}
            }
            continue;
        }
        if mask & bit != 0 {
            parts.push(name.into());
        }
    }
    if mask & ty::NULL != 0 {
        if parts.len() == 1 && !parts[0].starts_with('(') {
            return format!("?{}", parts[0]);
        }
        parts.push("null".into());
    }
    parts.join("|")
}
