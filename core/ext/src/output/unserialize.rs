//! `unserialize()`: php's serialization format read back, failing where
//! ext/standard/var_unserializer.re fails and reporting the same offset
//! ("Error at offset X of Y bytes").
//!
//! Values are first parsed into a tree of nodes numbered as php numbers its
//! back-reference slots (every value but an `R:` in pre-order), because
//! `R:n;` turns an earlier slot — possibly inside an array still being
//! read — into a PHP reference. Once the whole tree is read, each `R:`
//! target becomes one shared [`Reference`] and the tree is turned into
//! values. Objects are created while parsing (so handle numbers follow
//! php's), filled afterwards, and `__unserialize`/`__wakeup` run last, in
//! the order their objects were completed, as php delays them.

use crate::util::{array_arg, str_arg};
use rphp_value::convert::to_str;
use rphp_value::object::unmangle;
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpObject,
    Reference, ThrowKind, Value,
};
use std::collections::HashMap;

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "unserialize",
    params: &[
        ParamSpec::req("data", ParamType::String),
        ParamSpec::opt("options", ParamType::Array, "[]"),
    ],
    func: unserialize,
}];

const INCOMPLETE: &[u8] = b"__PHP_Incomplete_Class";

enum Node {
    /// A scalar, or the object an `r:` copies.
    Val(Value),
    Arr(Vec<(ArrayKey, usize)>),
    /// An object and its properties (or `__unserialize`'s data).
    Obj(PhpObject, Vec<(ArrayKey, usize)>),
    /// `R:` — the same PHP reference as another node.
    Alias(usize),
}

/// Which magic method runs once everything is read.
enum Wake {
    Wakeup(PhpObject),
    Unserialize(PhpObject, usize),
}

/// Why parsing stopped: a format error (`Error at offset`, already
/// positioned in `pos`) or a Throwable/exit.
/// Built-in final classes php refuses to unserialize.
const FINAL_NOT_SERIALIZABLE: &[&str] = &[
    "Closure",
    "Generator",
    "Fiber",
    "WeakMap",
    "WeakReference",
    "SensitiveParameterValue",
];

/// The built-in reflection classes, also refused before an object is made
/// (php checks the class flag first, so no object handle is used); their
/// user subclasses are refused once made.
const REFLECTION_CLASSES: &[&str] = &[
    "ReflectionFunctionAbstract",
    "ReflectionFunction",
    "ReflectionGenerator",
    "ReflectionParameter",
    "ReflectionType",
    "ReflectionNamedType",
    "ReflectionUnionType",
    "ReflectionIntersectionType",
    "ReflectionMethod",
    "ReflectionClass",
    "ReflectionObject",
    "ReflectionProperty",
    "ReflectionClassConstant",
    "ReflectionExtension",
    "ReflectionZendExtension",
    "ReflectionReference",
    "ReflectionAttribute",
    "ReflectionEnum",
    "ReflectionEnumUnitCase",
    "ReflectionEnumBackedCase",
    "ReflectionFiber",
];

enum Stop {
    Format,
    Fault(Fault),
}

impl From<Fault> for Stop {
    fn from(f: Fault) -> Stop {
        Stop::Fault(f)
    }
}

type R<T> = Result<T, Stop>;

/// Which classes may be instantiated (`allowed_classes`).
enum Allowed {
    All,
    None,
    Only(Vec<Vec<u8>>),
}

struct Reader<'a> {
    s: &'a [u8],
    /// php's `*p`: where the error offset points.
    pos: usize,
    nodes: Vec<Node>,
    /// Back-reference slots (1-based in the format) to node ids.
    slots: Vec<usize>,
    wake: Vec<Wake>,
    allowed: Allowed,
    max_depth: i64,
    depth: i64,
}

fn unserialize(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let data = str_arg(a, 0);
    let opts = array_arg(a, 1);
    let mut allowed = Allowed::All;
    if let Some(v) = opts.get_str(b"allowed_classes") {
        allowed = match v.get() {
            Value::Bool(true) => Allowed::All,
            Value::Bool(false) => Allowed::None,
            Value::Array(list) => Allowed::Only(
                list.values()
                    .map(|c| to_str(&c.get()).as_bytes().to_ascii_lowercase())
                    .collect(),
            ),
            other => {
                return Err(ctx.throw(
                    ThrowKind::TypeError,
                    format!(
                        "unserialize(): Option \"allowed_classes\" must be of type array|bool, {} given",
                        crate::util::zpp_type_name(&other)
                    ),
                ))
            }
        };
    }
    let mut max_depth = ctx
        .ini_get(b"unserialize_max_depth")
        .and_then(|s| std::str::from_utf8(s.as_bytes()).ok()?.trim().parse().ok())
        .unwrap_or(4096);
    if let Some(v) = opts.get_str(b"max_depth") {
        match v.get() {
            Value::Int(n) if n < 0 => {
                return Err(ctx.throw(
                    ThrowKind::ValueError,
                    "unserialize(): Option \"max_depth\" must be greater than or equal to 0".into(),
                ))
            }
            Value::Int(n) => max_depth = n,
            other => {
                return Err(ctx.throw(
                    ThrowKind::TypeError,
                    format!(
                        "unserialize(): Option \"max_depth\" must be of type int, {} given",
                        crate::util::zpp_type_name(&other)
                    ),
                ))
            }
        }
    }
    let s = data.as_bytes();
    if s.is_empty() {
        return Ok(Value::Bool(false));
    }
    let mut r = Reader {
        s,
        pos: 0,
        nodes: Vec::new(),
        slots: Vec::new(),
        wake: Vec::new(),
        allowed,
        max_depth,
        depth: 0,
    };
    // Plain data (no objects or references) is built directly; anything
    // else, including every error, takes the full path from the start.
    let mut fast = Fast {
        s,
        keys: vec![None; 64],
        pos: 0,
        depth: 0,
        max_depth,
    };
    if let Some(v) = fast.value() {
        return Ok(v);
    }
    match r.value(ctx, true) {
        Ok(root) => r.finish(ctx, root),
        Err(Stop::Format) => {
            let msg = format!(
                "unserialize(): Error at offset {} of {} bytes",
                r.pos,
                s.len()
            );
            ctx.error(ErrorLevel::Notice, &msg)?;
            Ok(Value::Bool(false))
        }
        Err(Stop::Fault(f)) => Err(f),
    }
}

impl Reader<'_> {
    fn at(&self, i: usize) -> u8 {
        self.s.get(i).copied().unwrap_or(0)
    }

    fn push(&mut self, n: Node, slot: bool) -> usize {
        self.nodes.push(n);
        let id = self.nodes.len() - 1;
        if slot {
            self.slots.push(id);
        }
        id
    }

    /// Digits (with an optional sign when `signed`) from `i`: (end, text).
    fn digits(&self, i: usize, signed: bool) -> Option<usize> {
        let mut j = i;
        if signed && matches!(self.at(j), b'+' | b'-') {
            j += 1;
        }
        let d = j;
        while self.at(j).is_ascii_digit() {
            j += 1;
        }
        (j > d).then_some(j)
    }

    /// php's `parse_iv2`: a saturating integer with its range warning.
    fn parse_iv(&self, ctx: &mut dyn Context, from: usize, to: usize) -> R<i64> {
        let t = &self.s[from..to];
        let (neg, t) = match t.first() {
            Some(b'-') => (true, &t[1..]),
            Some(b'+') => (false, &t[1..]),
            _ => (false, t),
        };
        let t = &t[t.iter().take_while(|&&c| c == b'0').count()..];
        let mut v: u64 = 0;
        let mut over = t.len() > 19;
        for &c in t {
            v = v.wrapping_mul(10).wrapping_add(u64::from(c - b'0'));
        }
        if !over && v > i64::MAX as u64 + neg as u64 {
            over = true;
        }
        if over {
            ctx.error(
                ErrorLevel::Warning,
                "unserialize(): Numerical result out of range",
            )?;
            return Ok(if neg { i64::MIN } else { i64::MAX });
        }
        Ok(if neg {
            (v as i64).wrapping_neg()
        } else {
            v as i64
        })
    }

    /// Expects `c` at `i`; on failure leaves the error offset at `start`.
    fn expect(&self, i: usize, c: u8) -> bool {
        self.at(i) == c
    }

    /// One value. `slot` is false for array keys (php reads them without a var_hash).
    fn value(&mut self, ctx: &mut dyn Context, slot: bool) -> R<usize> {
        let start = self.pos;
        let tag = self.at(start);
        if self.at(start + 1) != b':' && !(tag == b'N' && self.at(start + 1) == b';') {
            return Err(Stop::Format);
        }
        match tag {
            b'N' => {
                self.pos = start + 2;
                Ok(self.push(Node::Val(Value::Null), slot))
            }
            b'b' => {
                let v = self.at(start + 2);
                if !matches!(v, b'0' | b'1') || !self.expect(start + 3, b';') {
                    return Err(Stop::Format);
                }
                self.pos = start + 4;
                Ok(self.push(Node::Val(Value::Bool(v == b'1')), slot))
            }
            b'i' => {
                let Some(end) = self.digits(start + 2, true) else {
                    return Err(Stop::Format);
                };
                if !self.expect(end, b';') {
                    return Err(Stop::Format);
                }
                self.pos = end + 1;
                let n = self.parse_iv(ctx, start + 2, end)?;
                Ok(self.push(Node::Val(Value::Int(n)), slot))
            }
            b'd' => {
                let (f, end) = self.float(start + 2).ok_or(Stop::Format)?;
                if !self.expect(end, b';') {
                    return Err(Stop::Format);
                }
                self.pos = end + 1;
                Ok(self.push(Node::Val(Value::Float(f)), slot))
            }
            b's' | b'S' => {
                let bytes = self.string(tag == b'S')?;
                Ok(self.push(Node::Val(Value::str(bytes)), slot))
            }
            b'a' if slot => self.array(ctx),
            b'a' => {
                // A key cannot be an array; php fails after reading the header.
                if let Some(end) = self.digits(start + 2, false) {
                    if self.expect(end, b':') && self.expect(end + 1, b'{') {
                        self.pos = end + 2;
                    }
                }
                Err(Stop::Format)
            }
            b'O' | b'C' if slot => self.object(ctx, tag == b'C'),
            b'E' if slot => self.enum_case(ctx),
            b'r' | b'R' if slot => {
                let Some(end) = self.digits(start + 2, false) else {
                    return Err(Stop::Format);
                };
                if !self.expect(end, b';') {
                    return Err(Stop::Format);
                }
                self.pos = end + 1;
                let n: usize = std::str::from_utf8(&self.s[start + 2..end])
                    .ok()
                    .and_then(|t| t.parse().ok())
                    .unwrap_or(0);
                let Some(&target) = n.checked_sub(1).and_then(|i| self.slots.get(i)) else {
                    return Err(Stop::Format);
                };
                if tag == b'R' {
                    let target = match self.nodes[target] {
                        Node::Alias(t) => t,
                        _ => target,
                    };
                    return Ok(self.push(Node::Alias(target), false));
                }
                match &self.nodes[target] {
                    Node::Obj(o, _) => {
                        let o = o.clone();
                        Ok(self.push(Node::Val(Value::Object(o)), true))
                    }
                    Node::Val(Value::Object(o)) => {
                        let o = o.clone();
                        Ok(self.push(Node::Val(Value::Object(o)), true))
                    }
                    _ => Err(Stop::Format),
                }
            }
            _ => Err(Stop::Format),
        }
    }

    fn float(&self, i: usize) -> Option<(f64, usize)> {
        float_at(self.s, i)
    }

    /// `s:len:"bytes";` or `S:len:"escaped";`.
    fn string(&mut self, escaped: bool) -> R<Vec<u8>> {
        let start = self.pos;
        let Some(end) = self.digits(start + 2, false) else {
            return Err(Stop::Format);
        };
        if !self.expect(end, b':') || !self.expect(end + 1, b'"') {
            return Err(Stop::Format);
        }
        let len: usize = std::str::from_utf8(&self.s[start + 2..end])
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(usize::MAX);
        let mut p = end + 2;
        if self.s.len() - p < len {
            self.pos = start + 2;
            return Err(Stop::Format);
        }
        let out = if escaped {
            let mut out = Vec::with_capacity(len);
            for _ in 0..len {
                if p >= self.s.len() {
                    return Err(Stop::Format);
                }
                if self.s[p] != b'\\' {
                    out.push(self.s[p]);
                } else {
                    let hex = |c: u8| (c as char).to_digit(16);
                    match (hex(self.at(p + 1)), hex(self.at(p + 2))) {
                        (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
                        _ => return Err(Stop::Format),
                    }
                    p += 2;
                }
                p += 1;
            }
            out
        } else {
            let v = self.s[p..p + len].to_vec();
            p += len;
            v
        };
        if self.at(p) != b'"' {
            self.pos = p;
            return Err(Stop::Format);
        }
        if self.at(p + 1) != b';' {
            self.pos = p + 1;
            return Err(Stop::Format);
        }
        self.pos = p + 2;
        Ok(out)
    }

    fn enter(&mut self, ctx: &mut dyn Context) -> R<()> {
        if self.max_depth > 0 && self.depth >= self.max_depth {
            let msg = format!(
                "unserialize(): Maximum depth of {} exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting",
                self.max_depth
            );
            ctx.error(ErrorLevel::Warning, &msg)?;
            return Err(Stop::Format);
        }
        self.depth += 1;
        Ok(())
    }

    /// An array key or property name: only `i:` and `s:`/`S:` may be one.
    fn key(&mut self, ctx: &mut dyn Context) -> R<ArrayKey> {
        let start = self.pos;
        match (self.at(start), self.at(start + 1)) {
            (b'i', b':') => {
                let Some(end) = self.digits(start + 2, true) else {
                    return Err(Stop::Format);
                };
                if !self.expect(end, b';') {
                    return Err(Stop::Format);
                }
                self.pos = end + 1;
                Ok(ArrayKey::Int(self.parse_iv(ctx, start + 2, end)?))
            }
            (b's' | b'S', b':') => {
                let bytes = self.string(self.at(start) == b'S')?;
                Ok(ArrayKey::from_php_str(bytes.into()))
            }
            _ => {
                // Anything else is read (php reads it) and then refused.
                self.value(ctx, false)?;
                self.nodes.pop();
                Err(Stop::Format)
            }
        }
    }

    /// `n` key/value pairs up to the closing `}` (arrays, properties). A
    /// repeated key keeps both entries here; building the table overwrites
    /// the first in place, as php does.
    fn members(&mut self, ctx: &mut dyn Context, n: i64) -> R<Vec<(ArrayKey, usize)>> {
        self.enter(ctx)?;
        let mut items: Vec<(ArrayKey, usize)> = Vec::with_capacity(n.min(1024) as usize);
        for _ in 0..n {
            let key = self.key(ctx)?;
            let v = self.value(ctx, true)?;
            items.push((key, v));
        }
        self.depth -= 1;
        if self.at(self.pos) != b'}' || self.pos >= self.s.len() {
            return Err(Stop::Format);
        }
        self.pos += 1;
        Ok(items)
    }

    /// `a:n:{...}`
    fn array(&mut self, ctx: &mut dyn Context) -> R<usize> {
        let start = self.pos;
        let Some(end) = self.digits(start + 2, false) else {
            return Err(Stop::Format);
        };
        if !self.expect(end, b':') || !self.expect(end + 1, b'{') {
            return Err(Stop::Format);
        }
        self.pos = end + 2;
        let n = self.count(start + 2, end)?;
        let id = self.push(Node::Arr(Vec::new()), true);
        let items = self.members(ctx, n)?;
        self.nodes[id] = Node::Arr(items);
        Ok(id)
    }

    /// An element count, refusing more elements than bytes left.
    fn count(&self, from: usize, to: usize) -> R<i64> {
        let n: i64 = std::str::from_utf8(&self.s[from..to])
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(i64::MAX);
        if n as u64 > (self.s.len() - self.pos) as u64 {
            return Err(Stop::Format);
        }
        Ok(n)
    }

    /// `"Name` after `O:len:`/`C:len:`; returns the name and where its closing quote must be.
    fn class_name(&mut self) -> R<(Vec<u8>, usize)> {
        let start = self.pos;
        let Some(end) = self.digits(start + 2, false) else {
            return Err(Stop::Format);
        };
        if !self.expect(end, b':') || !self.expect(end + 1, b'"') {
            return Err(Stop::Format);
        }
        let len: usize = std::str::from_utf8(&self.s[start + 2..end])
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(usize::MAX);
        let p = end + 2;
        if self.s.len() - p < len || len == 0 {
            self.pos = start + 2;
            return Err(Stop::Format);
        }
        let name = self.s[p..p + len].to_vec();
        Ok((name, p + len))
    }

    fn object(&mut self, ctx: &mut dyn Context, custom: bool) -> R<usize> {
        let (name, close) = self.class_name()?;
        if self.at(close) != b'"' {
            self.pos = close;
            return Err(Stop::Format);
        }
        if self.at(close + 1) != b':' {
            self.pos = close + 1;
            return Err(Stop::Format);
        }
        let valid = name
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'\\' || c >= 0x80)
            && !name[0].is_ascii_digit();
        if !valid {
            return Err(Stop::Format);
        }
        let permitted = match &self.allowed {
            Allowed::All => true,
            Allowed::None => false,
            Allowed::Only(list) => list.contains(&name.to_ascii_lowercase()),
        };
        let mut incomplete = !permitted;
        // Classes php marks not serializable refuse to be made (the final ones by name,
        // before `new` itself would refuse them).
        if permitted {
            if let Some(c) = FINAL_NOT_SERIALIZABLE
                .iter()
                .chain(REFLECTION_CLASSES)
                .find(|c| c.as_bytes().eq_ignore_ascii_case(&name))
            {
                let msg = format!("Unserialization of '{c}' is not allowed");
                return Err(Stop::Fault(ctx.throw(ThrowKind::Exception, msg)));
            }
        }
        let obj = if permitted {
            match ctx.new_object(&name)? {
                Some(o)
                    if [&b"Reflector"[..], b"ReflectionType", b"ReflectionAttribute"]
                        .iter()
                        .any(|c| o.instance_of(c)) =>
                {
                    let msg = format!(
                        "Unserialization of '{}' is not allowed",
                        String::from_utf8_lossy(o.class_name())
                    );
                    return Err(Stop::Fault(ctx.throw(ThrowKind::Exception, msg)));
                }
                Some(o) => Some(o),
                None => {
                    incomplete = true;
                    None
                }
            }
        } else {
            None
        };
        self.pos = close;
        let make_incomplete = |ctx: &mut dyn Context| -> R<PhpObject> {
            let o = ctx.new_object(INCOMPLETE)?.ok_or(Stop::Format)?;
            Ok(o)
        };
        if custom {
            let Some(end) = self.digits(close + 2, false) else {
                return Err(Stop::Format);
            };
            let datalen = std::str::from_utf8(&self.s[close + 2..end])
                .ok()
                .and_then(|t| t.parse::<usize>().ok())
                .unwrap_or(usize::MAX);
            let p = end + 2;
            self.pos = p;
            let class_shown = if incomplete {
                INCOMPLETE.to_vec()
            } else {
                name.clone()
            };
            if p > self.s.len() || self.s.len() - p <= datalen {
                let present = self.s.len().saturating_sub(p);
                let msg = format!(
                    "Insufficient data for unserializing - {} required, {} present",
                    datalen, present
                );
                ctx.error(ErrorLevel::Warning, &msg)?;
                return Err(Stop::Format);
            }
            if self.s[p + datalen] != b'}' {
                return Err(Stop::Format);
            }
            // A `Serializable` class reads its own data, right away (php does not delay it).
            if let Some(o) = obj
                .as_ref()
                .filter(|o| !incomplete && o.instance_of(b"Serializable"))
            {
                let data = Value::str(self.s[p..p + datalen].to_vec());
                let id = self.push(Node::Obj(o.clone(), Vec::new()), true);
                ctx.call_magic(o, b"unserialize", vec![data])?;
                self.pos = p + datalen + 1;
                return Ok(id);
            }
            let msg = format!(
                "Class {} has no unserializer",
                String::from_utf8_lossy(&class_shown)
            );
            ctx.error(ErrorLevel::Warning, &msg)?;
            let o = match obj {
                Some(o) => o,
                None => make_incomplete(ctx)?,
            };
            let mut props = Vec::new();
            if incomplete {
                let id = self.push(Node::Val(Value::str(name.clone())), false);
                props.push((ArrayKey::from_bytes(b"__PHP_Incomplete_Class_Name"), id));
            }
            self.pos = p + datalen + 1;
            return Ok(self.push(Node::Obj(o, props), true));
        }
        if self.pos + 2 >= self.s.len() {
            ctx.error(ErrorLevel::Warning, "Bad unserialize data")?;
            return Err(Stop::Format);
        }
        let Some(end) = self.digits(close + 2, true) else {
            self.pos = close + 2;
            return Err(Stop::Format);
        };
        self.pos = end;
        let n = self.parse_iv(ctx, close + 2, end)?;
        if n < 0 || n as u64 > (self.s.len() - end) as u64 {
            return Err(Stop::Format);
        }
        if self.at(end) != b':' {
            return Err(Stop::Format);
        }
        if self.at(end + 1) != b'{' {
            self.pos = end + 1;
            return Err(Stop::Format);
        }
        self.pos = end + 2;
        let o = match obj {
            Some(o) => o,
            None => make_incomplete(ctx)?,
        };
        let id = self.push(Node::Obj(o.clone(), Vec::new()), true);
        let has_unserialize = !incomplete && self.method(&o, "__unserialize");
        let mut props = Vec::new();
        if incomplete {
            let nid = self.push(Node::Val(Value::str(name.clone())), false);
            props.push((ArrayKey::from_bytes(b"__PHP_Incomplete_Class_Name"), nid));
        }
        let members = self.members(ctx, n)?;
        if !has_unserialize && !incomplete && !o.class().allows_dynamic_props() {
            let mut defaults = o.props();
            // Typed properties without a default are declared though absent.
            for (k, _) in o.class().declared_props() {
                let k = ArrayKey::Str(rphp_value::PhpStr::from(k));
                if !defaults.contains_key(&k) {
                    defaults.insert(k, Value::Null);
                }
            }
            // SplFixedArray's elements come back as index-keyed properties (its __wakeup takes them).
            let fixed = o.instance_of(b"SplFixedArray");
            for (k, _) in &members {
                if fixed && matches!(k, ArrayKey::Int(_)) {
                    continue;
                }
                if !defaults.contains_key(&match_declared(&defaults, k)) {
                    let name = crate::util::key_bytes(k);
                    let msg = format!(
                        "Creation of dynamic property {}::${} is deprecated",
                        String::from_utf8_lossy(o.class_name()),
                        String::from_utf8_lossy(unmangle(&name).0)
                    );
                    ctx.error(ErrorLevel::Deprecated, &msg)?;
                }
            }
        }
        if has_unserialize {
            let data = self.push(Node::Arr(members), false);
            self.wake.push(Wake::Unserialize(o.clone(), data));
        } else {
            props.extend(members);
            if !incomplete && self.method(&o, "__wakeup") {
                self.wake.push(Wake::Wakeup(o.clone()));
            }
        }
        self.nodes[id] = Node::Obj(o, props);
        Ok(id)
    }

    /// `E:len:"Class:Case";`: the case object itself (enum cases are
    /// singletons), found through `enum_exists`/`defined`/`constant` as a
    /// script would, so the class autoloads as php's lookup does.
    fn enum_case(&mut self, ctx: &mut dyn Context) -> R<usize> {
        let start = self.pos;
        let body = self.string(false)?;
        let Some(colon) = body.iter().position(|&c| c == b':') else {
            self.pos = start;
            let msg = format!(
                "unserialize(): Invalid enum name '{}' (missing colon)",
                String::from_utf8_lossy(&body)
            );
            ctx.error(ErrorLevel::Warning, &msg)?;
            return Err(Stop::Format);
        };
        let end = self.pos;
        let class = body[..colon].to_vec();
        let shown = String::from_utf8_lossy(&class).into_owned();
        let ask = |ctx: &mut dyn Context, f: &str, arg: &[u8]| {
            ctx.call(
                &Value::str(f.as_bytes().to_vec()),
                vec![Value::str(arg.to_vec())],
            )
        };
        if !ask(ctx, "enum_exists", &class)?.to_bool() {
            self.pos = start;
            let msg = if ask(ctx, "class_exists", &class)?.to_bool() {
                format!("unserialize(): Class '{}' is not an enum", shown)
            } else {
                format!("unserialize(): Class '{}' not found", shown)
            };
            ctx.error(ErrorLevel::Warning, &msg)?;
            return Err(Stop::Format);
        }
        let full = [&class[..], b"::", &body[colon + 1..]].concat();
        let shown_full = String::from_utf8_lossy(&full).into_owned();
        if !ask(ctx, "defined", &full)?.to_bool() {
            self.pos = end;
            let msg = format!("unserialize(): Undefined constant {}", shown_full);
            ctx.error(ErrorLevel::Warning, &msg)?;
            return Err(Stop::Format);
        }
        let v = ask(ctx, "constant", &full)?;
        match &v {
            Value::Object(o) if o.class_name().eq_ignore_ascii_case(&class) => {
                Ok(self.push(Node::Val(v), true))
            }
            _ => {
                self.pos = end;
                let msg = format!("unserialize(): {} is not an enum case", shown_full);
                ctx.error(ErrorLevel::Warning, &msg)?;
                Err(Stop::Format)
            }
        }
    }

    /// Whether the object's class declares `name` (any visibility).
    fn method(&self, o: &PhpObject, name: &str) -> bool {
        o.class().has_method(name.as_bytes())
    }

    /// Turns the node tree into values, then runs the delayed magic methods.
    fn finish(&mut self, ctx: &mut dyn Context, root: usize) -> Result<Value, Fault> {
        let mut refs: HashMap<usize, Reference> = HashMap::new();
        for n in &self.nodes {
            if let Node::Alias(t) = n {
                refs.entry(*t)
                    .or_insert_with(|| Reference::new(Value::Null));
            }
        }
        let b = Builder {
            nodes: &self.nodes,
            refs: &refs,
        };
        for n in &self.nodes {
            if let Node::Obj(o, props) = n {
                let mut table = o.props();
                for (k, id) in props {
                    let v = b.place(*id);
                    let key = match_declared(&table, k);
                    table.insert(key, v);
                }
                *o.0.props_mut() = table;
            }
        }
        let mut targets: Vec<_> = refs.keys().copied().collect();
        targets.sort_unstable();
        for t in targets {
            refs[&t].set(b.plain(t));
        }
        let result = match refs.get(&root) {
            Some(r) => r.get(),
            None => b.plain(root),
        };
        for w in std::mem::take(&mut self.wake) {
            let (o, method, args) = match w {
                Wake::Wakeup(o) => (o, "__wakeup", vec![]),
                Wake::Unserialize(o, data) => (o, "__unserialize", vec![b.plain(data)]),
            };
            ctx.call_magic(&o, method.as_bytes(), args)?;
        }
        Ok(result)
    }
}

/// `NAN`, `INF`, `-INF`, or a decimal/exponent number.
fn float_at(s: &[u8], i: usize) -> Option<(f64, usize)> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let rest = &s[i.min(s.len())..];
    for (word, v) in [
        (&b"NAN"[..], f64::NAN),
        (b"INF", f64::INFINITY),
        (b"-INF", f64::NEG_INFINITY),
    ] {
        if rest.starts_with(word) {
            return Some((v, i + word.len()));
        }
    }
    let mut j = i;
    if matches!(at(j), b'+' | b'-') {
        j += 1;
    }
    let int_start = j;
    while at(j).is_ascii_digit() {
        j += 1;
    }
    let mut ok = j > int_start;
    if at(j) == b'.' {
        let f = j + 1;
        j = f;
        while at(j).is_ascii_digit() {
            j += 1;
        }
        ok = ok || j > f;
    }
    if !ok {
        return None;
    }
    if matches!(at(j), b'e' | b'E') {
        let mut k = j + 1;
        if matches!(at(k), b'+' | b'-') {
            k += 1;
        }
        let d = k;
        while at(k).is_ascii_digit() {
            k += 1;
        }
        if k > d {
            j = k;
        }
    }
    let text = std::str::from_utf8(&s[i..j]).ok()?;
    let text = text.strip_prefix('+').unwrap_or(text);
    let text = if text.starts_with('.') || text.starts_with("-.") {
        text.replacen('.', "0.", 1)
    } else {
        text.to_string()
    };
    Some((text.parse().ok()?, j))
}

/// The table key a serialized property name lands on: itself when present,
/// else the declared property of that name whatever its visibility.
fn match_declared(table: &PhpArray, k: &ArrayKey) -> ArrayKey {
    if table.contains_key(k) {
        return k.clone();
    }
    if let ArrayKey::Str(s) = k {
        let (name, _, _) = unmangle(s.as_bytes());
        for existing in table.keys() {
            if let ArrayKey::Str(e) = &existing {
                if unmangle(e.as_bytes()).0 == name {
                    return existing.clone();
                }
            }
        }
    }
    k.clone()
}

/// The direct reader for plain data: scalars and arrays only. It gives up
/// (`None`) on objects, references, warnings and errors, all of which the
/// node-tree reader handles, and it touches nothing outside itself.
struct Fast<'a> {
    s: &'a [u8],
    /// Recently seen string keys, so repeated keys share one string.
    keys: Vec<Option<ArrayKey>>,
    pos: usize,
    depth: i64,
    max_depth: i64,
}

impl<'a> Fast<'a> {
    fn at(&self, i: usize) -> u8 {
        self.s.get(i).copied().unwrap_or(0)
    }

    /// An unsigned decimal at `pos` followed by `end`; advances past `end`.
    fn uint(&mut self, end: u8) -> Option<u64> {
        let start = self.pos;
        let mut v: u64 = 0;
        while self.at(self.pos).is_ascii_digit() {
            v = v
                .checked_mul(10)?
                .checked_add(u64::from(self.at(self.pos) - b'0'))?;
            self.pos += 1;
        }
        if self.pos == start || self.at(self.pos) != end {
            return None;
        }
        self.pos += 1;
        Some(v)
    }

    fn int(&mut self) -> Option<i64> {
        let neg = match self.at(self.pos) {
            b'-' => {
                self.pos += 1;
                true
            }
            b'+' => {
                self.pos += 1;
                false
            }
            _ => false,
        };
        let v = self.uint(b';')?;
        if v > i64::MAX as u64 + u64::from(neg) {
            return None;
        }
        Some(if neg {
            (v as i64).wrapping_neg()
        } else {
            v as i64
        })
    }

    /// `s:len:"...";` from after the `s:`: the bytes, borrowed.
    fn string(&mut self) -> Option<&'a [u8]> {
        let src: &'a [u8] = self.s;
        let len = self.uint(b':')? as usize;
        if self.at(self.pos) != b'"' {
            return None;
        }
        let start = self.pos + 1;
        let end = start.checked_add(len)?;
        if end + 2 > self.s.len() || self.s[end] != b'"' || self.s[end + 1] != b';' {
            return None;
        }
        self.pos = end + 2;
        Some(&src[start..end])
    }

    fn value(&mut self) -> Option<Value> {
        let tag = self.at(self.pos);
        if tag == b'N' {
            if self.at(self.pos + 1) != b';' {
                return None;
            }
            self.pos += 2;
            return Some(Value::Null);
        }
        if self.at(self.pos + 1) != b':' {
            return None;
        }
        self.pos += 2;
        match tag {
            b'b' => {
                let v = self.at(self.pos);
                if !matches!(v, b'0' | b'1') || self.at(self.pos + 1) != b';' {
                    return None;
                }
                self.pos += 2;
                Some(Value::Bool(v == b'1'))
            }
            b'i' => self.int().map(Value::Int),
            b'd' => {
                let (f, end) = float_at(self.s, self.pos)?;
                if self.at(end) != b';' {
                    return None;
                }
                self.pos = end + 1;
                Some(Value::Float(f))
            }
            b's' => self.string().map(Value::str),
            b'a' => {
                let n = self.uint(b':')?;
                if self.at(self.pos) != b'{' || n > (self.s.len() - self.pos) as u64 {
                    return None;
                }
                self.pos += 1;
                if self.max_depth > 0 && self.depth >= self.max_depth {
                    return None;
                }
                self.depth += 1;
                let mut a = PhpArray::with_capacity(n as usize);
                for _ in 0..n {
                    let key = match (self.at(self.pos), self.at(self.pos + 1)) {
                        (b'i', b':') => {
                            self.pos += 2;
                            ArrayKey::Int(self.int()?)
                        }
                        (b's', b':') => {
                            self.pos += 2;
                            let name = self.string()?;
                            cached_key(&mut self.keys, name)
                        }
                        _ => return None,
                    };
                    let v = self.value()?;
                    a.insert(key, v);
                }
                self.depth -= 1;
                if self.at(self.pos) != b'}' {
                    return None;
                }
                self.pos += 1;
                Some(Value::Array(a))
            }
            _ => None,
        }
    }
}

/// The key for `name`, shared with an earlier identical one when the
/// 64-entry cache still holds it.
fn cached_key(cache: &mut [Option<ArrayKey>], name: &[u8]) -> ArrayKey {
    if name.len() > 32 {
        return ArrayKey::from_bytes(name);
    }
    let h = name.iter().fold(name.len(), |h, &b| {
        h.wrapping_mul(31).wrapping_add(usize::from(b))
    }) % cache.len();
    if let Some(k @ ArrayKey::Str(s)) = &cache[h] {
        if s.as_bytes() == name {
            return k.clone();
        }
    }
    let k = ArrayKey::from_bytes(name);
    if matches!(k, ArrayKey::Str(_)) {
        cache[h] = Some(k.clone());
    }
    k
}

struct Builder<'a> {
    nodes: &'a [Node],
    refs: &'a HashMap<usize, Reference>,
}

impl Builder<'_> {
    /// The value stored at a node's place: its reference when one was taken.
    fn place(&self, id: usize) -> Value {
        if !self.refs.is_empty() {
            if let Some(r) = self.refs.get(&id) {
                return Value::Ref(r.clone());
            }
        }
        self.plain(id)
    }

    fn plain(&self, id: usize) -> Value {
        match &self.nodes[id] {
            Node::Val(v) => v.clone(),
            Node::Obj(o, _) => Value::Object(o.clone()),
            Node::Alias(t) => match self.refs.get(t) {
                Some(r) => Value::Ref(r.clone()),
                None => Value::Null,
            },
            Node::Arr(items) => {
                let mut a = PhpArray::with_capacity(items.len());
                for (k, v) in items {
                    a.insert(k.clone(), self.place(*v));
                }
                Value::Array(a)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;

    #[test]
    fn scalars_and_arrays() {
        assert_eq!(run("unserialize", vec![s("i:-5;")]), "-5");
        assert_eq!(
            run(
                "unserialize",
                vec![s("a:2:{i:0;s:1:\"x\";s:1:\"k\";d:0.5;}")]
            ),
            "array (\n  0 => 'x',\n  'k' => 0.5,\n)"
        );
        let (r, ctx) = call("unserialize", vec![s("s:5:\"abc\";")]);
        assert_eq!(export(&r.unwrap()), "false");
        assert_eq!(
            ctx.errors[0].1,
            "unserialize(): Error at offset 10 of 10 bytes"
        );
    }
}
