//! PHP source text back from the tree, the way php's `zend_ast_export` writes it.
//!
//! php prints an expression's tree, not its source, in one place a script can
//! see: the message `assert($a > 1)` the compiler adds to a one-argument
//! `assert()`. So this follows zend_ast.c's printer: php's operator priority
//! table decides the parentheses (the source's own are gone), strings come out
//! single-quoted unless they interpolate, floats with `precision` (14)
//! significant digits, names as written, closures and `match` over several
//! lines indented by four spaces, and a concatenation of two string literals
//! folded into one, as php's parser folds it before anything can print it.
//!
//! Where rphp's tree has lost what php keeps, the text differs: `__LINE__`
//! is already its number and `break 1` reads `break`.

use crate::ast::*;

/// The text of one expression at the top level (php's `zend_ast_export`).
pub fn export_expr(e: &Expr) -> Vec<u8> {
    let mut p = Printer { out: Vec::new() };
    p.expr(e, 0, 0);
    p.out
}

/// The text of one call argument: `$x`, `...$xs` or `name: $x`.
pub fn export_arg(a: &Arg) -> Vec<u8> {
    let mut p = Printer { out: Vec::new() };
    p.arg(a, 0);
    p.out
}

struct Printer {
    out: Vec<u8>,
}

fn valid_var_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x7f
}

fn valid_var_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x7f
}

fn valid_var_name(s: &[u8]) -> bool {
    match s.split_first() {
        Some((&c, rest)) => valid_var_start(c) && rest.iter().all(|&c| valid_var_char(c)),
        None => false,
    }
}

/// The bytes of a string literal or of a concatenation of them, which php's
/// parser folds into one literal as it builds the tree.
fn folded_str(e: &Expr) -> Option<Vec<u8>> {
    match &e.kind {
        ExprKind::Str(s) => Some(s.clone()),
        ExprKind::Binary {
            op: BinOp::Concat,
            left,
            right,
        } => {
            let mut l = folded_str(left)?;
            l.extend_from_slice(&folded_str(right)?);
            Some(l)
        }
        _ => None,
    }
}

/// php's `zend_gcvt` with `precision` digits (14): `%G` with php's own
/// exponent form (`1.0E+25`, `1.5E-7`).
pub fn float_text(f: f64, precision: usize) -> String {
    if f.is_nan() {
        return "NAN".into();
    }
    if f.is_infinite() {
        return if f < 0.0 { "-INF".into() } else { "INF".into() };
    }
    if f == 0.0 {
        return if f.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    let sci = format!("{:.*e}", precision - 1, f);
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let neg = mant.starts_with('-');
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let digits = digits.trim_end_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    // zend_dtoa's decpt is exp + 1.
    let decpt = exp + 1;
    if decpt < -3 || decpt > precision as i32 {
        s.push_str(&digits[..1]);
        s.push('.');
        if digits.len() > 1 {
            s.push_str(&digits[1..]);
        } else {
            s.push('0');
        }
        s.push('E');
        s.push(if exp < 0 { '-' } else { '+' });
        s.push_str(&exp.abs().to_string());
    } else if decpt <= 0 {
        s.push_str("0.");
        for _ in 0..-decpt {
            s.push('0');
        }
        s.push_str(digits);
    } else {
        let d = decpt as usize;
        if digits.len() <= d {
            s.push_str(digits);
            for _ in digits.len()..d {
                s.push('0');
            }
        } else {
            s.push_str(&digits[..d]);
            s.push('.');
            s.push_str(&digits[d..]);
        }
    }
    s
}

/// A binary operator's text and priorities: its own, its left operand's and
/// its right operand's (zend_ast.c's `BINARY_OP`).
fn binop(op: BinOp) -> (&'static str, u32, u32, u32) {
    match op {
        BinOp::Add => (" + ", 200, 200, 201),
        BinOp::Sub => (" - ", 200, 200, 201),
        BinOp::Mul => (" * ", 210, 210, 211),
        BinOp::Div => (" / ", 210, 210, 211),
        BinOp::Mod => (" % ", 210, 210, 211),
        BinOp::Shl => (" << ", 190, 190, 191),
        BinOp::Shr => (" >> ", 190, 190, 191),
        BinOp::Concat => (" . ", 185, 185, 186),
        BinOp::BitOr => (" | ", 140, 140, 141),
        BinOp::BitAnd => (" & ", 160, 160, 161),
        BinOp::BitXor => (" ^ ", 150, 150, 151),
        BinOp::Identical => (" === ", 170, 171, 171),
        BinOp::NotIdentical => (" !== ", 170, 171, 171),
        BinOp::Eq => (" == ", 170, 171, 171),
        BinOp::NotEq => (" != ", 170, 171, 171),
        BinOp::Lt => (" < ", 180, 181, 181),
        BinOp::Le => (" <= ", 180, 181, 181),
        BinOp::Gt => (" > ", 180, 181, 181),
        BinOp::Ge => (" >= ", 180, 181, 181),
        BinOp::Pow => (" ** ", 250, 251, 250),
        BinOp::Xor => (" xor ", 40, 40, 41),
        BinOp::Spaceship => (" <=> ", 180, 181, 181),
        BinOp::And => (" && ", 130, 130, 131),
        BinOp::Or => (" || ", 120, 120, 121),
        BinOp::Coalesce => (" ?? ", 110, 111, 110),
    }
}

fn assign_op(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => " += ",
        BinOp::Sub => " -= ",
        BinOp::Mul => " *= ",
        BinOp::Div => " /= ",
        BinOp::Mod => " %= ",
        BinOp::Pow => " **= ",
        BinOp::Concat => " .= ",
        BinOp::BitAnd => " &= ",
        BinOp::BitOr => " |= ",
        BinOp::BitXor => " ^= ",
        BinOp::Shl => " <<= ",
        BinOp::Shr => " >>= ",
        BinOp::Coalesce => " ??= ",
        _ => " = ",
    }
}

impl Printer {
    fn s(&mut self, t: &str) {
        self.out.extend_from_slice(t.as_bytes());
    }

    fn b(&mut self, t: &[u8]) {
        self.out.extend_from_slice(t);
    }

    fn indent(&mut self, n: usize) {
        for _ in 0..n {
            self.s("    ");
        }
    }

    fn open(&mut self, priority: u32, p: u32) {
        if priority > p {
            self.s("(");
        }
    }

    fn close(&mut self, priority: u32, p: u32) {
        if priority > p {
            self.s(")");
        }
    }

    /// A single-quoted literal (`zend_ast_export_str`).
    fn single_quoted(&mut self, s: &[u8]) {
        self.s("'");
        for &c in s {
            if c == b'\'' || c == b'\\' {
                self.out.push(b'\\');
            }
            self.out.push(c);
        }
        self.s("'");
    }

    /// A literal piece of an interpolated string (`zend_ast_export_qstr`).
    fn quoted_part(&mut self, quote: u8, s: &[u8]) {
        for &c in s {
            if c < b' ' {
                match c {
                    b'\n' => self.s("\\n"),
                    b'\r' => self.s("\\r"),
                    b'\t' => self.s("\\t"),
                    0x0c => self.s("\\f"),
                    0x0b => self.s("\\v"),
                    0x1b => self.s("\\e"),
                    _ => {
                        self.s("\\0");
                        self.out.push(b'0' + c / 8);
                        self.out.push(b'0' + c % 8);
                    }
                }
            } else {
                if c == quote || c == b'$' || c == b'\\' {
                    self.out.push(b'\\');
                }
                self.out.push(c);
            }
        }
    }

    fn interp(&mut self, quote: u8, parts: &[InterpPart], indent: usize) {
        for (i, part) in parts.iter().enumerate() {
            match part {
                InterpPart::Lit(s) => self.quoted_part(quote, s),
                InterpPart::Expr(e) => {
                    let simple = matches!(e.kind, ExprKind::Var(_))
                        && match parts.get(i + 1) {
                            Some(InterpPart::Lit(next)) => {
                                next.first().is_none_or(|&c| !valid_var_char(c))
                            }
                            _ => true,
                        };
                    if simple {
                        self.expr(e, 0, indent);
                    } else {
                        self.s("{");
                        self.expr(e, 0, indent);
                        self.s("}");
                    }
                }
            }
        }
    }

    fn name(&mut self, n: &Name) {
        match n.kind {
            NameKind::FullyQualified => self.s("\\"),
            NameKind::Relative => self.s("namespace\\"),
            _ => {}
        }
        self.b(&n.text);
    }

    /// A variable's name after `$`, `->` or `::$` (`zend_ast_export_var`).
    fn var_name(&mut self, m: &Member, indent: usize) {
        match m {
            Member::Ident(id) if valid_var_name(id) => self.b(id),
            Member::Ident(id) => {
                self.s("{");
                self.single_quoted(id);
                self.s("}");
            }
            Member::Expr(e) => self.var_expr(e, indent),
        }
    }

    fn var_expr(&mut self, e: &Expr, indent: usize) {
        if let Some(s) = folded_str(e) {
            if valid_var_name(&s) {
                self.b(&s);
                return;
            }
        } else if matches!(e.kind, ExprKind::Var(_) | ExprKind::VarVar(_)) {
            self.expr(e, 0, indent);
            return;
        }
        self.s("{");
        self.expr(e, 0, indent);
        self.s("}");
    }

    fn class_ref(&mut self, c: &ClassRef, indent: usize) {
        match c {
            ClassRef::Name(n) => self.name(n),
            ClassRef::Expr(e) => self.expr(e, 0, indent),
            ClassRef::Anonymous(decl) => self.class_body(decl, indent),
        }
    }

    fn args(&mut self, args: &Args, indent: usize) {
        match args {
            Args::Placeholder => self.s("..."),
            Args::List(list) => {
                for (i, a) in list.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    self.arg(a, indent);
                }
            }
        }
    }

    fn arg(&mut self, a: &Arg, indent: usize) {
        if let Some(n) = &a.name {
            self.b(n);
            self.s(": ");
            self.expr(&a.value, 0, indent);
        } else if a.unpack {
            self.s("...");
            self.expr(&a.value, 0, indent);
        } else {
            self.expr(&a.value, 20, indent);
        }
    }

    fn array_item(&mut self, item: &ArrayItem, indent: usize) {
        if item.unpack {
            self.s("...");
            self.expr(&item.value, 0, indent);
            return;
        }
        if let Some(k) = &item.key {
            self.expr(k, 80, indent);
            self.s(" => ");
        }
        if item.by_ref {
            self.s("&");
        }
        self.expr(&item.value, 80, indent);
    }

    fn prefix(&mut self, op: &str, e: &Expr, priority: u32, p: u32, pl: u32, indent: usize) {
        self.open(priority, p);
        self.s(op);
        self.expr(e, pl, indent);
        self.close(priority, p);
    }

    fn func_op(&mut self, op: &str, e: &Expr, indent: usize) {
        self.s(op);
        self.s("(");
        self.expr(e, 0, indent);
        self.s(")");
    }

    fn expr(&mut self, e: &Expr, priority: u32, indent: usize) {
        match &e.kind {
            ExprKind::Int(i) => self.s(&i.to_string()),
            ExprKind::Float(f) => self.s(&float_text(*f, 14)),
            ExprKind::Str(s) => self.single_quoted(s),
            ExprKind::Interp(parts) => {
                self.s("\"");
                self.interp(b'"', parts, indent);
                self.s("\"");
            }
            ExprKind::ShellExec(parts) => {
                self.s("`");
                self.interp(b'`', parts, indent);
                self.s("`");
            }
            ExprKind::Var(n) => {
                self.s("$");
                self.var_name(&Member::Ident(n.clone()), indent);
            }
            ExprKind::VarVar(inner) => {
                self.s("$");
                self.var_expr(inner, indent);
            }
            ExprKind::Array(items) => {
                self.s("[");
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    self.array_item(item, indent);
                }
                self.s("]");
            }
            ExprKind::List(items) => {
                self.s("[");
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    if let Some(item) = item {
                        self.array_item(item, indent);
                    }
                }
                self.s("]");
            }
            ExprKind::Index { base, index } => {
                self.expr(base, 260, indent);
                self.s("[");
                if let Some(i) = index {
                    self.expr(i, 0, indent);
                }
                self.s("]");
            }
            ExprKind::Prop {
                obj,
                name,
                nullsafe,
            } => {
                self.expr(obj, 0, indent);
                self.s(if *nullsafe { "?->" } else { "->" });
                self.var_name(name, indent);
            }
            ExprKind::StaticProp { class, name } => {
                self.class_ref(class, indent);
                self.s("::$");
                self.var_name(name, indent);
            }
            ExprKind::ClassConst { class, name } => {
                self.class_ref(class, indent);
                self.s("::");
                if name.eq_ignore_ascii_case(b"class") {
                    self.s("class");
                } else {
                    self.b(name);
                }
            }
            ExprKind::Const(n) => self.name(n),
            ExprKind::Call { func, args } => {
                match func {
                    Callee::Name(n) => self.name(n),
                    Callee::Expr(f) => self.expr(f, 0, indent),
                }
                self.s("(");
                self.args(args, indent);
                self.s(")");
            }
            ExprKind::MethodCall {
                obj,
                name,
                args,
                nullsafe,
            } => {
                self.expr(obj, 0, indent);
                self.s(if *nullsafe { "?->" } else { "->" });
                self.var_name(name, indent);
                self.s("(");
                self.args(args, indent);
                self.s(")");
            }
            ExprKind::StaticCall { class, name, args } => {
                self.class_ref(class, indent);
                self.s("::");
                self.var_name(name, indent);
                self.s("(");
                self.args(args, indent);
                self.s(")");
            }
            ExprKind::New { class, args } => {
                self.s("new ");
                if let ClassRef::Anonymous(decl) = class {
                    self.s("class");
                    if matches!(args, Args::List(l) if !l.is_empty()) {
                        self.s("(");
                        self.args(args, indent);
                        self.s(")");
                    }
                    self.class_body(decl, indent);
                } else {
                    self.class_ref(class, indent);
                    self.s("(");
                    self.args(args, indent);
                    self.s(")");
                }
            }
            ExprKind::Assign { target, value } => {
                self.open(priority, 90);
                self.expr(target, 91, indent);
                self.s(" = ");
                self.expr(value, 90, indent);
                self.close(priority, 90);
            }
            ExprKind::AssignRef { target, value } => {
                self.open(priority, 90);
                self.expr(target, 91, indent);
                self.s(" =& ");
                self.expr(value, 90, indent);
                self.close(priority, 90);
            }
            ExprKind::AssignOp { op, target, value } => {
                self.open(priority, 90);
                self.expr(target, 91, indent);
                self.s(assign_op(*op));
                self.expr(value, 90, indent);
                self.close(priority, 90);
            }
            ExprKind::Binary { op, left, right } => {
                if let Some(s) = folded_str(e) {
                    self.single_quoted(&s);
                    return;
                }
                let (text, p, pl, pr) = binop(*op);
                self.open(priority, p);
                self.expr(left, pl, indent);
                self.s(text);
                self.expr(right, pr, indent);
                self.close(priority, p);
            }
            ExprKind::Unary { op, expr } => {
                let text = match op {
                    UnaryOp::Neg => "-",
                    UnaryOp::Plus => "+",
                    UnaryOp::Not => "!",
                    UnaryOp::BitNot => "~",
                };
                self.prefix(text, expr, priority, 240, 241, indent);
            }
            ExprKind::IncDec { prefix, inc, expr } => {
                let text = if *inc { "++" } else { "--" };
                if *prefix {
                    self.prefix(text, expr, priority, 240, 241, indent);
                } else {
                    self.open(priority, 240);
                    self.expr(expr, 241, indent);
                    self.s(text);
                    self.close(priority, 240);
                }
            }
            ExprKind::Cast { ty, expr } => {
                let text = match ty {
                    CastType::Int => "(int)",
                    CastType::Float => "(double)",
                    CastType::String => "(string)",
                    CastType::Bool => "(bool)",
                    CastType::Array => "(array)",
                    CastType::Object => "(object)",
                    CastType::Unset => "(unset)",
                };
                self.prefix(text, expr, priority, 240, 241, indent);
            }
            ExprKind::Isset(list) => {
                // php's parser makes `isset($a, $b)` `isset($a) && isset($b)`.
                if list.len() > 1 {
                    self.open(priority, 130);
                }
                for (i, v) in list.iter().enumerate() {
                    if i > 0 {
                        self.s(" && ");
                    }
                    self.func_op("isset", v, indent);
                }
                if list.len() > 1 {
                    self.close(priority, 130);
                }
            }
            ExprKind::Empty(inner) => self.func_op("empty", inner, indent),
            ExprKind::Silence(inner) => self.prefix("@", inner, priority, 240, 241, indent),
            ExprKind::Ternary { cond, then, else_ } => {
                self.open(priority, 100);
                self.expr(cond, 100, indent);
                if let Some(t) = then {
                    self.s(" ? ");
                    self.expr(t, 101, indent);
                    self.s(" : ");
                } else {
                    self.s(" ?: ");
                }
                self.expr(else_, 101, indent);
                self.close(priority, 100);
            }
            ExprKind::Instanceof { expr, class } => {
                self.expr(expr, 0, indent);
                self.s(" instanceof ");
                self.class_ref(class, indent);
            }
            ExprKind::Include { kind, path } => {
                let op = match kind {
                    IncludeKind::Include => "include",
                    IncludeKind::IncludeOnce => "include_once",
                    IncludeKind::Require => "require",
                    IncludeKind::RequireOnce => "require_once",
                };
                self.func_op(op, path, indent);
            }
            ExprKind::Eval(inner) => self.func_op("eval", inner, indent),
            ExprKind::Exit(status) => match status {
                Some(s) => self.func_op("exit", s, indent),
                None => self.s("exit"),
            },
            ExprKind::Print(inner) => self.prefix("print ", inner, priority, 60, 61, indent),
            ExprKind::Clone(inner) => self.prefix("clone ", inner, priority, 270, 271, indent),
            ExprKind::Closure(decl) | ExprKind::ArrowFn(decl) => {
                let arrow = matches!(e.kind, ExprKind::ArrowFn(_));
                self.function(decl, arrow, None, indent);
            }
            ExprKind::Match { subject, arms } => {
                self.s("match (");
                self.expr(subject, 0, indent);
                self.s(") {\n");
                for arm in arms {
                    self.indent(indent + 1);
                    match &arm.conds {
                        Some(conds) => {
                            for (i, c) in conds.iter().enumerate() {
                                if i > 0 {
                                    self.s(", ");
                                }
                                self.expr(c, 0, indent + 1);
                            }
                        }
                        None => self.s("default"),
                    }
                    self.s(" => ");
                    self.expr(&arm.body, 0, indent + 1);
                    self.s(",\n");
                }
                self.indent(indent);
                self.s("}");
            }
            ExprKind::Yield { key, value } => {
                self.open(priority, 70);
                self.s("yield ");
                if let Some(v) = value {
                    if let Some(k) = key {
                        self.expr(k, 70, indent);
                        self.s(" => ");
                    }
                    self.expr(v, 70, indent);
                }
                self.close(priority, 70);
            }
            ExprKind::YieldFrom(inner) => {
                self.prefix("yield from ", inner, priority, 85, 86, indent)
            }
            ExprKind::Throw(inner) => {
                self.s("throw ");
                self.expr(inner, 0, indent);
            }
            ExprKind::MagicConst(m) => self.s(match m {
                MagicConst::File => "__FILE__",
                MagicConst::Dir => "__DIR__",
                MagicConst::Function => "__FUNCTION__",
                MagicConst::Class => "__CLASS__",
                MagicConst::Method => "__METHOD__",
                MagicConst::Namespace => "__NAMESPACE__",
                MagicConst::Trait => "__TRAIT__",
                MagicConst::Line => "__LINE__",
            }),
        }
    }

    fn type_hint(&mut self, t: &TypeHint) {
        match t {
            TypeHint::Named(n) => self.name(n),
            TypeHint::Nullable(inner) => {
                self.s("?");
                self.type_hint(inner);
            }
            TypeHint::Union(ts) | TypeHint::Intersection(ts) => {
                let sep = if matches!(t, TypeHint::Union(_)) {
                    "|"
                } else {
                    "&"
                };
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        self.s(sep);
                    }
                    if matches!(t, TypeHint::Intersection(_)) && sep == "|" {
                        self.s("(");
                        self.type_hint(t);
                        self.s(")");
                    } else {
                        self.type_hint(t);
                    }
                }
            }
        }
    }

    fn modifiers(&mut self, m: Modifiers, default_public: bool) {
        if m.has(Modifiers::PUBLIC)
            || (default_public && !m.has(Modifiers::PROTECTED | Modifiers::PRIVATE))
        {
            self.s("public ");
        } else if m.has(Modifiers::PROTECTED) {
            self.s("protected ");
        } else if m.has(Modifiers::PRIVATE) {
            self.s("private ");
        }
        if m.has(Modifiers::STATIC) {
            self.s("static ");
        }
        if m.has(Modifiers::ABSTRACT) {
            self.s("abstract ");
        }
        if m.has(Modifiers::FINAL) {
            self.s("final ");
        }
        if m.has(Modifiers::READONLY) {
            self.s("readonly ");
        }
    }

    /// A closure, arrow function, named function or method (`method`: its modifiers).
    fn function(
        &mut self,
        d: &FunctionDecl,
        arrow: bool,
        method: Option<Modifiers>,
        indent: usize,
    ) {
        if let Some(m) = method {
            self.modifiers(m, true);
        } else if d.is_static {
            self.s("static ");
        }
        self.s(if arrow { "fn" } else { "function " });
        if d.by_ref_return {
            self.s("&");
        }
        self.b(&d.name);
        self.s("(");
        for (i, p) in d.params.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            if let Some(m) = p.promote {
                self.modifiers(m, false);
            }
            if let Some(t) = &p.ty {
                self.type_hint(t);
                self.s(" ");
            }
            if p.by_ref {
                self.s("&");
            }
            if p.variadic {
                self.s("...");
            }
            self.s("$");
            self.b(&p.name);
            if let Some(def) = &p.default {
                self.s(" = ");
                self.expr(def, 0, indent);
            }
        }
        self.s(")");
        if !d.uses.is_empty() {
            self.s(" use(");
            for (i, u) in d.uses.iter().enumerate() {
                if i > 0 {
                    self.s(", ");
                }
                if u.by_ref {
                    self.s("&");
                }
                self.s("$");
                self.b(&u.name);
            }
            self.s(")");
        }
        if let Some(t) = &d.return_type {
            self.s(": ");
            self.type_hint(t);
        }
        let Some(body) = &d.body else {
            self.s(";\n");
            return;
        };
        if arrow {
            self.s(" => ");
            if let [Stmt {
                kind: StmtKind::Return(Some(v)),
                ..
            }] = &body[..]
            {
                self.expr(v, 0, indent);
            }
            return;
        }
        self.s(" {\n");
        self.stmts(body, indent + 1);
        self.indent(indent);
        self.s("}");
        if !d.name.is_empty() {
            self.s("\n");
        }
    }

    fn class_body(&mut self, c: &ClassDecl, indent: usize) {
        if let Some(p) = &c.extends {
            self.s(" extends ");
            self.name(p);
        }
        if !c.implements.is_empty() {
            self.s(if c.kind == ClassKind::Interface {
                " extends "
            } else {
                " implements "
            });
            for (i, n) in c.implements.iter().enumerate() {
                if i > 0 {
                    self.s(", ");
                }
                self.name(n);
            }
        }
        self.s(" {\n");
        for m in &c.members {
            self.indent(indent + 1);
            match m {
                ClassMember::Property {
                    modifiers,
                    ty,
                    props,
                    ..
                } => {
                    self.modifiers(*modifiers, true);
                    if let Some(t) = ty {
                        self.type_hint(t);
                        self.s(" ");
                    }
                    for (i, p) in props.iter().enumerate() {
                        if i > 0 {
                            self.s(", ");
                        }
                        self.s("$");
                        self.b(&p.name);
                        if let Some(d) = &p.default {
                            self.s(" = ");
                            self.expr(d, 0, indent + 1);
                        }
                    }
                    self.s(";");
                }
                ClassMember::Method { modifiers, decl } => {
                    self.function(decl, false, Some(*modifiers), indent + 1);
                }
                ClassMember::Const {
                    modifiers, consts, ..
                } => {
                    self.modifiers(*modifiers, true);
                    self.s("const ");
                    for (i, c) in consts.iter().enumerate() {
                        if i > 0 {
                            self.s(", ");
                        }
                        self.b(&c.name);
                        self.s(" = ");
                        self.expr(&c.value, 0, indent + 1);
                    }
                    self.s(";");
                }
                ClassMember::TraitUse { traits, .. } => {
                    self.s("use ");
                    for (i, t) in traits.iter().enumerate() {
                        if i > 0 {
                            self.s(", ");
                        }
                        self.name(t);
                    }
                    self.s(";");
                }
                ClassMember::EnumCase { name, value, .. } => {
                    self.s("case ");
                    self.b(name);
                    if let Some(v) = value {
                        self.s(" = ");
                        self.expr(v, 0, indent + 1);
                    }
                    self.s(";");
                }
            }
            self.s("\n");
        }
        self.indent(indent);
        self.s("}");
    }

    fn block(&mut self, body: &[Stmt], indent: usize) {
        self.s(" {\n");
        self.stmts(body, indent + 1);
        self.indent(indent);
        self.s("}");
    }

    fn stmts(&mut self, list: &[Stmt], indent: usize) {
        for s in list {
            self.stmt(s, indent);
        }
    }

    /// One statement (`zend_ast_export_stmt`): its own line(s), `;` after
    /// those php does not end with a block.
    fn stmt(&mut self, s: &Stmt, indent: usize) {
        match &s.kind {
            StmtKind::Block(list) => return self.stmts(list, indent),
            StmtKind::Nop | StmtKind::HaltCompiler(_) => return,
            StmtKind::Echo(list) => {
                for e in list {
                    self.indent(indent);
                    self.s("echo ");
                    self.expr(e, 0, indent);
                    self.s(";\n");
                }
                return;
            }
            StmtKind::Global(list) => {
                for e in list {
                    self.indent(indent);
                    self.s("global ");
                    self.expr(e, 0, indent);
                    self.s(";\n");
                }
                return;
            }
            StmtKind::Static(vars) => {
                for v in vars {
                    self.indent(indent);
                    self.s("static $");
                    self.b(&v.name);
                    if let Some(d) = &v.default {
                        self.s(" = ");
                        self.expr(d, 0, indent);
                    }
                    self.s(";\n");
                }
                return;
            }
            StmtKind::Unset(list) => {
                for e in list {
                    self.indent(indent);
                    self.func_op("unset", e, indent);
                    self.s(";\n");
                }
                return;
            }
            _ => {}
        }
        self.indent(indent);
        let semicolon = match &s.kind {
            StmtKind::Expr(e) => {
                self.expr(e, 0, indent);
                true
            }
            StmtKind::InlineHtml(t) => {
                self.s("echo ");
                self.single_quoted(t);
                true
            }
            StmtKind::If {
                cond,
                then,
                elseifs,
                else_,
            } => {
                self.s("if (");
                self.expr(cond, 0, indent);
                self.s(")");
                self.block(then, indent);
                for ei in elseifs {
                    self.s(" elseif (");
                    self.expr(&ei.cond, 0, indent);
                    self.s(")");
                    self.block(&ei.body, indent);
                }
                if let Some(body) = else_ {
                    self.s(" else");
                    self.block(body, indent);
                }
                false
            }
            StmtKind::While { cond, body } => {
                self.s("while (");
                self.expr(cond, 0, indent);
                self.s(")");
                self.block(body, indent);
                false
            }
            StmtKind::DoWhile { body, cond } => {
                self.s("do");
                self.block(body, indent);
                self.s(" while (");
                self.expr(cond, 0, indent);
                self.s(")");
                true
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.s("for (");
                self.expr_list(init, indent);
                self.s(";");
                if !cond.is_empty() {
                    self.s(" ");
                    self.expr_list(cond, indent);
                }
                self.s(";");
                if !step.is_empty() {
                    self.s(" ");
                    self.expr_list(step, indent);
                }
                self.s(")");
                self.block(body, indent);
                false
            }
            StmtKind::Foreach {
                subject,
                key,
                value,
                by_ref,
                body,
            } => {
                self.s("foreach (");
                self.expr(subject, 0, indent);
                self.s(" as ");
                if let Some(k) = key {
                    self.expr(k, 0, indent);
                    self.s(" => ");
                }
                if *by_ref {
                    self.s("&");
                }
                self.expr(value, 0, indent);
                self.s(")");
                self.block(body, indent);
                false
            }
            StmtKind::Switch { subject, cases } => {
                self.s("switch (");
                self.expr(subject, 0, indent);
                self.s(") {\n");
                for c in cases {
                    self.indent(indent + 1);
                    match &c.cond {
                        Some(e) => {
                            self.s("case ");
                            self.expr(e, 0, indent + 1);
                            self.s(":\n");
                        }
                        None => self.s("default:\n"),
                    }
                    self.stmts(&c.body, indent + 2);
                }
                self.indent(indent);
                self.s("}");
                false
            }
            StmtKind::Break(n) | StmtKind::Continue(n) => {
                self.s(if matches!(s.kind, StmtKind::Break(_)) {
                    "break"
                } else {
                    "continue"
                });
                if *n != 1 {
                    self.s(&format!(" {n}"));
                }
                true
            }
            StmtKind::Return(v) => {
                self.s("return");
                if let Some(v) = v {
                    self.s(" ");
                    self.expr(v, 0, indent);
                }
                true
            }
            StmtKind::Function(d) => {
                self.function(d, false, None, indent);
                false
            }
            StmtKind::Class(c) => {
                self.modifiers_class(c.modifiers);
                self.s(match c.kind {
                    ClassKind::Class => "class ",
                    ClassKind::Interface => "interface ",
                    ClassKind::Trait => "trait ",
                    ClassKind::Enum => "enum ",
                });
                if let Some(n) = &c.name {
                    self.b(n);
                }
                self.class_body(c, indent);
                self.s("\n");
                false
            }
            StmtKind::Try {
                body,
                catches,
                finally,
            } => {
                self.s("try");
                self.block(body, indent);
                for c in catches {
                    self.s(" catch (");
                    for (i, t) in c.types.iter().enumerate() {
                        if i > 0 {
                            self.s("|");
                        }
                        self.name(t);
                    }
                    if let Some(v) = &c.var {
                        self.s(" $");
                        self.b(v);
                    }
                    self.s(")");
                    self.block(&c.body, indent);
                }
                if let Some(f) = finally {
                    self.s(" finally");
                    self.block(f, indent);
                }
                false
            }
            StmtKind::Namespace { name, body } => {
                self.s("namespace");
                if let Some(n) = name {
                    self.s(" ");
                    self.name(n);
                }
                if let Some(b) = body {
                    self.block(b, indent);
                    false
                } else {
                    true
                }
            }
            StmtKind::Use { kind, uses } => {
                self.s(match kind {
                    UseKind::Class => "use ",
                    UseKind::Function => "use function ",
                    UseKind::Const => "use const ",
                });
                for (i, u) in uses.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    self.b(&u.name.text);
                    if let Some(a) = &u.alias {
                        self.s(" as ");
                        self.b(a);
                    }
                }
                true
            }
            StmtKind::Const(items) => {
                self.s("const ");
                for (i, c) in items.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    self.b(&c.name);
                    self.s(" = ");
                    self.expr(&c.value, 0, indent);
                }
                true
            }
            StmtKind::Declare { directives, body } => {
                self.s("declare(");
                for (i, (n, v)) in directives.iter().enumerate() {
                    if i > 0 {
                        self.s(", ");
                    }
                    self.b(n);
                    self.s("=");
                    self.expr(v, 0, indent);
                }
                self.s(")");
                match body {
                    Some(b) => {
                        self.block(b, indent);
                        false
                    }
                    None => true,
                }
            }
            StmtKind::Goto(l) => {
                self.s("goto ");
                self.b(l);
                true
            }
            StmtKind::Label(l) => {
                self.b(l);
                self.s(":");
                false
            }
            StmtKind::Block(_)
            | StmtKind::Nop
            | StmtKind::HaltCompiler(_)
            | StmtKind::Echo(_)
            | StmtKind::Global(_)
            | StmtKind::Static(_)
            | StmtKind::Unset(_) => false,
        };
        if semicolon {
            self.s(";");
        }
        self.s("\n");
    }

    fn modifiers_class(&mut self, m: Modifiers) {
        if m.has(Modifiers::ABSTRACT) {
            self.s("abstract ");
        }
        if m.has(Modifiers::FINAL) {
            self.s("final ");
        }
        if m.has(Modifiers::READONLY) {
            self.s("readonly ");
        }
    }

    fn expr_list(&mut self, list: &[Expr], indent: usize) {
        for (i, e) in list.iter().enumerate() {
            if i > 0 {
                self.s(", ");
            }
            self.expr(e, 0, indent);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_arg(src: &str) -> String {
        let prog = crate::parse(format!("<?php assert({src});").as_bytes()).expect("parses");
        let StmtKind::Expr(Expr {
            kind:
                ExprKind::Call {
                    args: Args::List(args),
                    ..
                },
            ..
        }) = &prog.stmts[0].kind
        else {
            panic!("not a call")
        };
        String::from_utf8(export_arg(&args[0])).unwrap()
    }

    #[test]
    fn priorities_decide_parentheses() {
        assert_eq!(first_arg("$a>1"), "$a > 1");
        assert_eq!(first_arg("(1 + 2) * 3 - (4 - 5)"), "(1 + 2) * 3 - (4 - 5)");
        assert_eq!(first_arg("2 ** (3 ** 4)"), "2 ** 3 ** 4");
        assert_eq!(first_arg("!!$a"), "!(!$a)");
        assert_eq!(
            first_arg("$a and $b or $c xor $d"),
            "$a && $b || ($c xor $d)"
        );
        assert_eq!(
            first_arg("isset($a, $b) <=> 1"),
            "(isset($a) && isset($b)) <=> 1"
        );
        assert_eq!(first_arg("0 && $x = $y ?? 1"), "0 && ($x = $y ?? 1)");
    }

    #[test]
    fn literals_and_strings() {
        assert_eq!(first_arg("1.0 === 1.50"), "1 === 1.5");
        assert_eq!(
            first_arg("1e100 + 0.1e-3 + 1e-5 + 1e14 + 1e13"),
            "1.0E+100 + 0.0001 + 1.0E-5 + 1.0E+14 + 10000000000000"
        );
        assert_eq!(first_arg("'a' . \"b\" . 'c\\\\'"), "'abc\\\\'");
        assert_eq!(
            first_arg("\"x$a{$a}y\\t$a[k]\""),
            "\"x$a{$a}y\\t{$a['k']}\""
        );
        assert_eq!(
            first_arg("(float)$a . \\strlen(...)"),
            "(double)$a . \\strlen(...)"
        );
    }

    #[test]
    fn float_text_is_php_precision_14() {
        assert_eq!(float_text(0.30000000000000004, 14), "0.3");
        assert_eq!(float_text(-1.5, 14), "-1.5");
        assert_eq!(float_text(2.5e15, 14), "2.5E+15");
        assert_eq!(float_text(1.5e-7, 14), "1.5E-7");
        assert_eq!(float_text(123456.0, 14), "123456");
    }
}
