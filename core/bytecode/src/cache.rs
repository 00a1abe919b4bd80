//! The on-disk form of a compiled [`Script`] (the bytecode cache).
//!
//! A front-end may keep compiled scripts in files so later runs skip parsing
//! and compiling. Such a file is untrusted input: anyone who can write the
//! cache directory can put any bytes there, an older rphp may have written
//! it, and a crash may have cut it short. So [`load`] accepts an entry only
//! when every check passes, and otherwise says why it refused, for the
//! caller to recompile and replace the entry:
//!
//! 1. the magic and [`crate::VERSION`] match (another format is never decoded);
//! 2. the checksum (FNV-1a 64 over everything after it) matches;
//! 3. the key (source path, size, modification time) is the one asked for,
//!    and the script's own path (`__FILE__`) is the key's path;
//! 4. decoding is total: every read is bounds-checked, every count is bounded
//!    by the bytes left, nesting is limited, strings that Rust holds as
//!    `str` are checked UTF-8, opcodes are checked against [`Op::ALL`];
//! 5. the decoded script passes [`crate::verify::script`], so nothing the
//!    VM indexes by an operand can be out of range.
//!
//! Layout: `"RPHPBC\r\n"`, version (`u32` little-endian), checksum (`u64`
//! little-endian), then the body: the key (path bytes, size `u64`, mtime
//! seconds `i64`, nanoseconds) and the script. In the body `u64`/`i64`/`f64`
//! are 8 bytes little-endian and every `u32` (operands, indices, counts,
//! lengths) is LEB128, at most 5 bytes; instruction lines are stored as
//! zigzag deltas from the previous line. A byte string is a length and the
//! bytes; a list is a count and its elements; `Option` is a `0`/`1` byte
//! then the value.
//!
//! The encoder destructures every struct without `..` and the decoder builds
//! every struct with a literal, so a field added to the bytecode types is a
//! compile error here rather than silently lost. Adding a field or an opcode
//! changes the format: bump [`crate::VERSION`].

use crate::class::{
    AttrDecl, ClassConstDecl, ClassDecl, EnumBacking, EnumCaseDecl, Init, MethodDecl, PropDecl,
    TraitRule,
};
use crate::{
    CallSite, Diagnostic, Function, Handler, Instr, Literal, Op, ParamInfo, Script, TypeDecl,
    UseVar,
};
use std::sync::Arc;

const MAGIC: &[u8; 8] = b"RPHPBC\r\n";
/// Magic, version and checksum.
const HEADER_LEN: usize = 8 + 4 + 8;
/// Deeper constant arrays than the parser accepts (1,000 levels) are refused.
const MAX_LITERAL_DEPTH: u32 = 1100;

/// What a cache entry was compiled from. An entry is used only for the same
/// key: a different path, size or modification time means the source changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// The absolute path of the source file.
    pub path: Vec<u8>,
    pub size: u64,
    pub mtime_secs: i64,
    pub mtime_nanos: u32,
}

/// Why a cache entry was not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reject {
    /// Not a cache entry at all, or cut short before the header ends.
    NotAnEntry,
    /// Written by an rphp with another bytecode version.
    Version(u32),
    /// The checksum does not match: damaged or partly written.
    Checksum,
    /// A valid entry for another source (path, size or mtime differ).
    Stale,
    /// The body does not decode (the reason names the first bad field).
    Malformed(&'static str),
    /// It decodes, but the VM must not run it.
    Invalid(String),
}

impl std::fmt::Display for Reject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reject::NotAnEntry => write!(f, "not a bytecode cache entry"),
            Reject::Version(v) => write!(f, "bytecode version {v}, not {}", crate::VERSION),
            Reject::Checksum => write!(f, "checksum mismatch"),
            Reject::Stale => write!(f, "stale: the source file changed"),
            Reject::Malformed(what) => write!(f, "malformed: {what}"),
            Reject::Invalid(why) => write!(f, "invalid bytecode: {why}"),
        }
    }
}

/// FNV-1a, 64 bits: a small checksum against damage (not against an attacker,
/// who could recompute it; verification is what keeps the VM safe).
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The cache entry for `script` compiled from the source `key` names.
pub fn encode(script: &Script, key: &Key) -> Vec<u8> {
    let mut w = Writer(Vec::with_capacity(4096));
    w.0.extend_from_slice(MAGIC);
    w.0.extend_from_slice(&crate::VERSION.to_le_bytes());
    w.u64(0); // checksum, filled in below
    let Key {
        path,
        size,
        mtime_secs,
        mtime_nanos,
    } = key;
    w.bytes(path);
    w.u64(*size);
    w.i64(*mtime_secs);
    w.u32(*mtime_nanos);
    w.script(script);
    let sum = fnv1a64(&w.0[HEADER_LEN..]);
    w.0[12..20].copy_from_slice(&sum.to_le_bytes());
    w.0
}

/// The script in a cache entry, if the entry is intact, current for `key`
/// and safe to run; otherwise why not.
pub fn load(bytes: &[u8], key: &Key) -> Result<Script, Reject> {
    if bytes.len() < HEADER_LEN || &bytes[..8] != MAGIC {
        return Err(Reject::NotAnEntry);
    }
    let version = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
    if version != crate::VERSION {
        return Err(Reject::Version(version));
    }
    let mut sum = [0u8; 8];
    sum.copy_from_slice(&bytes[12..20]);
    if u64::from_le_bytes(sum) != fnv1a64(&bytes[HEADER_LEN..]) {
        return Err(Reject::Checksum);
    }
    let mut r = Reader {
        buf: &bytes[HEADER_LEN..],
        depth: 0,
    };
    let found = Key {
        path: r.bytes("key path")?.to_vec(),
        size: r.u64("key size")?,
        mtime_secs: r.i64("key mtime")?,
        mtime_nanos: r.u32("key mtime")?,
    };
    if &found != key {
        return Err(Reject::Stale);
    }
    let script = r.script()?;
    if *script.path != key.path[..] {
        return Err(Reject::Stale);
    }
    if !r.buf.is_empty() {
        return Err(Reject::Malformed("trailing bytes"));
    }
    crate::verify::script(&script).map_err(Reject::Invalid)?;
    Ok(script)
}

fn zigzag(v: i32) -> u32 {
    ((v << 1) ^ (v >> 31)) as u32
}

fn unzigzag(v: u32) -> i32 {
    ((v >> 1) as i32) ^ -((v & 1) as i32)
}

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn bool(&mut self, v: bool) {
        self.u8(v as u8);
    }
    fn u16(&mut self, v: u16) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// LEB128: operands, indices, counts and lines are mostly small.
    fn u32(&mut self, mut v: u32) {
        while v >= 0x80 {
            self.0.push(v as u8 | 0x80);
            v >>= 7;
        }
        self.0.push(v as u8);
    }
    fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn i64(&mut self, v: i64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn len(&mut self, n: usize) {
        // Lists and strings longer than 4 GiB cannot come out of the compiler
        // (source files are read whole into memory and limits are 2^31).
        self.u32(u32::try_from(n).expect("bytecode list shorter than 2^32"));
    }
    fn bytes(&mut self, b: &[u8]) {
        self.len(b.len());
        self.0.extend_from_slice(b);
    }
    fn opt<T>(&mut self, v: &Option<T>, f: impl FnOnce(&mut Self, &T)) {
        match v {
            None => self.u8(0),
            Some(x) => {
                self.u8(1);
                f(self, x);
            }
        }
    }
    fn list<T>(&mut self, v: &[T], mut f: impl FnMut(&mut Self, &T)) {
        self.len(v.len());
        for x in v {
            f(self, x);
        }
    }

    fn script(&mut self, s: &Script) {
        let Script {
            version,
            path,
            main,
            functions,
            hoisted,
            diagnostics,
            classes,
        } = s;
        self.u32(*version);
        self.bytes(path);
        self.function(main);
        self.list(functions, |w, f| w.function(f));
        self.list(hoisted, |w, i| w.u32(*i));
        self.list(diagnostics, |w, d| {
            let Diagnostic {
                level,
                message,
                line,
            } = d;
            w.u32(*level);
            w.bytes(message.as_bytes());
            w.u32(*line);
        });
        self.list(classes, |w, c| w.class(c));
    }

    fn function(&mut self, f: &Function) {
        let Function {
            name,
            code,
            lines,
            literals,
            cv_names,
            num_slots,
            params,
            required,
            return_type,
            by_ref_return,
            uses,
            call_sites,
            num_statics,
            strict_types,
            is_closure,
            handlers,
            line,
            end_line,
            attributes,
            doc,
        } = f;
        self.bytes(name);
        self.list(code, |w, i| {
            let Instr { op, a, b, c } = *i;
            w.u8(op as u8);
            w.u32(a);
            w.u32(b);
            w.u32(c);
        });
        // Consecutive instructions mostly share a line or step forward a little.
        let mut prev = 0u32;
        self.list(lines, |w, &l| {
            w.u32(zigzag(l.wrapping_sub(prev) as i32));
            prev = l;
        });
        self.list(literals, |w, l| w.literal(l));
        self.list(cv_names, |w, n| w.bytes(n));
        self.u32(*num_slots);
        self.list(params, |w, p| {
            let ParamInfo {
                name,
                by_ref,
                variadic,
                has_default,
                ty,
                default,
                default_const,
                promoted,
                attributes,
            } = p;
            w.bytes(name);
            w.bool(*by_ref);
            w.bool(*variadic);
            w.bool(*has_default);
            w.opt(ty, |w, t| w.type_decl(t));
            w.opt(default, |w, d| w.init(d));
            w.opt(default_const, |w, n| w.bytes(n));
            w.bool(*promoted);
            w.attrs(attributes);
        });
        self.u32(*required);
        self.opt(return_type, |w, t| w.type_decl(t));
        self.bool(*by_ref_return);
        self.list(uses, |w, u| {
            let UseVar { slot, by_ref } = u;
            w.u32(*slot);
            w.bool(*by_ref);
        });
        self.list(call_sites, |w, c| {
            let CallSite {
                name,
                lc_name,
                fallback,
            } = c;
            w.bytes(name);
            w.bytes(lc_name);
            w.opt(fallback, |w, f| w.bytes(f));
        });
        self.u32(*num_statics);
        self.bool(*strict_types);
        self.bool(*is_closure);
        self.list(handlers, |w, h| {
            let Handler { start, end, target } = *h;
            w.u32(start);
            w.u32(end);
            w.u32(target);
        });
        self.u32(*line);
        self.u32(*end_line);
        self.attrs(attributes);
        self.opt(doc, |w, d| w.bytes(d));
    }

    fn attrs(&mut self, a: &[AttrDecl]) {
        self.list(a, |w, a| {
            let AttrDecl { name, args, line } = a;
            w.bytes(name);
            w.opt(args, |w, i| w.init(i));
            w.u32(*line);
        });
    }

    fn type_decl(&mut self, t: &TypeDecl) {
        let TypeDecl {
            mask,
            classes,
            display,
        } = t;
        self.u16(*mask);
        self.list(classes, |w, c| w.bytes(c));
        self.bytes(display.as_bytes());
    }

    fn literal(&mut self, l: &Literal) {
        match l {
            Literal::Null => self.u8(0),
            Literal::Bool(b) => {
                self.u8(1);
                self.bool(*b);
            }
            Literal::Int(i) => {
                self.u8(2);
                self.i64(*i);
            }
            Literal::Float(f) => {
                self.u8(3);
                self.u64(f.to_bits());
            }
            Literal::Str(s) => {
                self.u8(4);
                self.bytes(s);
            }
            Literal::Array(items) => {
                self.u8(5);
                self.list(items, |w, (k, v)| {
                    w.opt(k, |w, k| w.literal(k));
                    w.literal(v);
                });
            }
        }
    }

    fn init(&mut self, i: &Init) {
        match i {
            Init::Lit(l) => {
                self.u8(0);
                self.literal(l);
            }
            Init::Func(f) => {
                self.u8(1);
                self.u32(*f);
            }
        }
    }

    fn class(&mut self, c: &ClassDecl) {
        let ClassDecl {
            name,
            parent,
            interfaces,
            flags,
            consts,
            props,
            methods,
            traits,
            trait_rules,
            traits_line,
            backing,
            cases,
            line,
            end_line,
            attributes,
            doc,
        } = c;
        self.bytes(name);
        self.opt(parent, |w, p| w.bytes(p));
        self.list(interfaces, |w, i| w.bytes(i));
        self.u32(*flags);
        self.list(consts, |w, c| {
            let ClassConstDecl {
                name,
                vis,
                value,
                is_final,
                attributes,
                doc,
            } = c;
            w.bytes(name);
            w.u8(*vis);
            w.init(value);
            w.bool(*is_final);
            w.attrs(attributes);
            w.opt(doc, |w, d| w.bytes(d));
        });
        self.list(props, |w, p| {
            let PropDecl {
                name,
                vis,
                is_static,
                readonly,
                default,
                ty,
                promoted,
                attributes,
                doc,
            } = p;
            w.bytes(name);
            w.u8(*vis);
            w.bool(*is_static);
            w.bool(*readonly);
            w.opt(default, |w, d| w.init(d));
            w.opt(ty, |w, t| w.type_decl(t));
            w.bool(*promoted);
            w.attrs(attributes);
            w.opt(doc, |w, d| w.bytes(d));
        });
        self.list(methods, |w, m| {
            let MethodDecl {
                name,
                func,
                vis,
                is_static,
                is_abstract,
                is_final,
            } = m;
            w.bytes(name);
            w.u32(*func);
            w.u8(*vis);
            w.bool(*is_static);
            w.bool(*is_abstract);
            w.bool(*is_final);
        });
        self.list(traits, |w, t| w.bytes(t));
        self.list(trait_rules, |w, r| match r {
            TraitRule::Insteadof {
                trait_,
                method,
                instead_of,
            } => {
                w.u8(0);
                w.bytes(trait_);
                w.bytes(method);
                w.list(instead_of, |w, t| w.bytes(t));
            }
            TraitRule::Alias {
                trait_,
                method,
                vis,
                alias,
            } => {
                w.u8(1);
                w.opt(trait_, |w, t| w.bytes(t));
                w.bytes(method);
                w.opt(vis, |w, v| w.u8(*v));
                w.opt(alias, |w, a| w.bytes(a));
            }
        });
        self.u32(*traits_line);
        self.opt(backing, |w, b| {
            w.u8(match b {
                EnumBacking::Int => 0,
                EnumBacking::String => 1,
            })
        });
        self.list(cases, |w, c| {
            let EnumCaseDecl {
                name,
                value,
                line,
                attributes,
            } = c;
            w.bytes(name);
            w.opt(value, |w, v| w.init(v));
            w.u32(*line);
            w.attrs(attributes);
        });
        self.u32(*line);
        self.u32(*end_line);
        self.attrs(attributes);
        self.opt(doc, |w, d| w.bytes(d));
    }
}

type R<T> = Result<T, Reject>;

struct Reader<'a> {
    buf: &'a [u8],
    depth: u32,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize, what: &'static str) -> R<&'a [u8]> {
        if n > self.buf.len() {
            return Err(Reject::Malformed(what));
        }
        let (head, rest) = self.buf.split_at(n);
        self.buf = rest;
        Ok(head)
    }
    fn array<const N: usize>(&mut self, what: &'static str) -> R<[u8; N]> {
        let mut a = [0u8; N];
        a.copy_from_slice(self.take(N, what)?);
        Ok(a)
    }
    fn u8(&mut self, what: &'static str) -> R<u8> {
        Ok(self.array::<1>(what)?[0])
    }
    fn bool(&mut self, what: &'static str) -> R<bool> {
        match self.u8(what)? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(Reject::Malformed(what)),
        }
    }
    fn u16(&mut self, what: &'static str) -> R<u16> {
        Ok(u16::from_le_bytes(self.array(what)?))
    }
    fn u32(&mut self, what: &'static str) -> R<u32> {
        let mut v: u32 = 0;
        for i in 0..5 {
            let b = self.u8(what)?;
            // The fifth byte holds the top 4 bits; anything more is not a u32.
            if i == 4 && b > 0x0f {
                return Err(Reject::Malformed(what));
            }
            v |= ((b & 0x7f) as u32) << (7 * i);
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(Reject::Malformed(what))
    }
    fn u64(&mut self, what: &'static str) -> R<u64> {
        Ok(u64::from_le_bytes(self.array(what)?))
    }
    fn i64(&mut self, what: &'static str) -> R<i64> {
        Ok(i64::from_le_bytes(self.array(what)?))
    }
    fn bytes(&mut self, what: &'static str) -> R<&'a [u8]> {
        let n = self.u32(what)? as usize;
        self.take(n, what)
    }
    fn arc_bytes(&mut self, what: &'static str) -> R<Arc<[u8]>> {
        Ok(Arc::from(self.bytes(what)?))
    }
    fn string(&mut self, what: &'static str) -> R<String> {
        let b = self.bytes(what)?;
        String::from_utf8(b.to_vec()).map_err(|_| Reject::Malformed(what))
    }
    fn opt<T>(&mut self, what: &'static str, f: impl FnOnce(&mut Self) -> R<T>) -> R<Option<T>> {
        match self.u8(what)? {
            0 => Ok(None),
            1 => f(self).map(Some),
            _ => Err(Reject::Malformed(what)),
        }
    }
    /// A list; its count is at most the bytes left (every element takes at
    /// least one), so a forged count cannot make us allocate or loop much.
    fn list<T>(&mut self, what: &'static str, mut f: impl FnMut(&mut Self) -> R<T>) -> R<Vec<T>> {
        let n = self.u32(what)? as usize;
        if n > self.buf.len() {
            return Err(Reject::Malformed(what));
        }
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(f(self)?);
        }
        Ok(v)
    }

    fn script(&mut self) -> R<Script> {
        let version = self.u32("script version")?;
        if version != crate::VERSION {
            return Err(Reject::Malformed("script version"));
        }
        Ok(Script {
            version,
            path: self.arc_bytes("script path")?,
            main: Arc::new(self.function()?),
            functions: self.list("functions", |r| r.function().map(Arc::new))?,
            hoisted: self.list("hoisted", |r| r.u32("hoisted"))?,
            diagnostics: self.list("diagnostics", |r| {
                Ok(Diagnostic {
                    level: r.u32("diagnostic")?,
                    message: r.string("diagnostic")?,
                    line: r.u32("diagnostic")?,
                })
            })?,
            classes: self.list("classes", |r| r.class())?,
        })
    }

    fn function(&mut self) -> R<Function> {
        Ok(Function {
            name: self.arc_bytes("function name")?,
            code: self.list("code", |r| {
                let op = r.u8("opcode")?;
                let op = *Op::ALL
                    .get(op as usize)
                    .ok_or(Reject::Malformed("opcode"))?;
                Ok(Instr {
                    op,
                    a: r.u32("operand")?,
                    b: r.u32("operand")?,
                    c: r.u32("operand")?,
                })
            })?,
            lines: {
                let mut prev = 0u32;
                self.list("lines", |r| {
                    prev = prev.wrapping_add(unzigzag(r.u32("lines")?) as u32);
                    Ok(prev)
                })?
            },
            literals: self.list("literals", |r| r.literal())?,
            cv_names: self.list("variables", |r| r.arc_bytes("variables"))?,
            num_slots: self.u32("num_slots")?,
            params: self.list("params", |r| {
                Ok(ParamInfo {
                    name: r.arc_bytes("param")?,
                    by_ref: r.bool("param")?,
                    variadic: r.bool("param")?,
                    has_default: r.bool("param")?,
                    ty: r.opt("param type", |r| r.type_decl())?,
                    default: r.opt("param default", |r| r.init())?,
                    default_const: r.opt("param default", |r| r.arc_bytes("param default"))?,
                    promoted: r.bool("param")?,
                    attributes: r.attrs()?,
                })
            })?,
            required: self.u32("required")?,
            return_type: self.opt("return type", |r| r.type_decl())?,
            by_ref_return: self.bool("by_ref_return")?,
            uses: self.list("uses", |r| {
                Ok(UseVar {
                    slot: r.u32("use")?,
                    by_ref: r.bool("use")?,
                })
            })?,
            call_sites: self.list("call sites", |r| {
                Ok(CallSite {
                    name: r.arc_bytes("call site")?,
                    lc_name: r.arc_bytes("call site")?,
                    fallback: r.opt("call site", |r| r.arc_bytes("call site"))?,
                })
            })?,
            num_statics: self.u32("num_statics")?,
            strict_types: self.bool("strict_types")?,
            is_closure: self.bool("is_closure")?,
            handlers: self.list("handlers", |r| {
                Ok(Handler {
                    start: r.u32("handler")?,
                    end: r.u32("handler")?,
                    target: r.u32("handler")?,
                })
            })?,
            line: self.u32("line")?,
            end_line: self.u32("end_line")?,
            attributes: self.attrs()?,
            doc: self.opt("doc comment", |r| r.arc_bytes("doc comment"))?,
        })
    }

    fn attrs(&mut self) -> R<Vec<AttrDecl>> {
        self.list("attributes", |r| {
            Ok(AttrDecl {
                name: r.arc_bytes("attribute")?,
                args: r.opt("attribute", |r| r.init())?,
                line: r.u32("attribute")?,
            })
        })
    }

    fn type_decl(&mut self) -> R<TypeDecl> {
        Ok(TypeDecl {
            mask: self.u16("type")?,
            classes: self.list("type classes", |r| r.arc_bytes("type class"))?,
            display: Arc::from(self.string("type display")?),
        })
    }

    fn literal(&mut self) -> R<Literal> {
        Ok(match self.u8("literal")? {
            0 => Literal::Null,
            1 => Literal::Bool(self.bool("literal")?),
            2 => Literal::Int(self.i64("literal")?),
            3 => Literal::Float(f64::from_bits(self.u64("literal")?)),
            4 => Literal::Str(self.arc_bytes("literal")?),
            5 => {
                if self.depth >= MAX_LITERAL_DEPTH {
                    return Err(Reject::Malformed("literal nesting"));
                }
                self.depth += 1;
                let items = self.list("array literal", |r| {
                    let k = r.opt("array key", |r| r.literal())?;
                    if !matches!(k, None | Some(Literal::Int(_)) | Some(Literal::Str(_))) {
                        return Err(Reject::Malformed("array key"));
                    }
                    Ok((k, r.literal()?))
                });
                self.depth -= 1;
                Literal::Array(Arc::from(items?))
            }
            _ => return Err(Reject::Malformed("literal")),
        })
    }

    fn init(&mut self) -> R<Init> {
        Ok(match self.u8("initializer")? {
            0 => Init::Lit(self.literal()?),
            1 => Init::Func(self.u32("initializer")?),
            _ => return Err(Reject::Malformed("initializer")),
        })
    }

    fn vis(&mut self) -> R<u8> {
        match self.u8("visibility")? {
            v @ 0..=2 => Ok(v),
            _ => Err(Reject::Malformed("visibility")),
        }
    }

    fn class(&mut self) -> R<ClassDecl> {
        Ok(ClassDecl {
            name: self.arc_bytes("class name")?,
            parent: self.opt("parent", |r| r.arc_bytes("parent"))?,
            interfaces: self.list("interfaces", |r| r.arc_bytes("interface"))?,
            flags: self.u32("class flags")?,
            consts: self.list("class constants", |r| {
                Ok(ClassConstDecl {
                    name: r.arc_bytes("class constant")?,
                    vis: r.vis()?,
                    value: r.init()?,
                    is_final: r.bool("class constant")?,
                    attributes: r.attrs()?,
                    doc: r.opt("doc comment", |r| r.arc_bytes("doc comment"))?,
                })
            })?,
            props: self.list("properties", |r| {
                Ok(PropDecl {
                    name: r.arc_bytes("property")?,
                    vis: r.vis()?,
                    is_static: r.bool("property")?,
                    readonly: r.bool("property")?,
                    default: r.opt("property default", |r| r.init())?,
                    ty: r.opt("property type", |r| r.type_decl())?,
                    promoted: r.bool("property")?,
                    attributes: r.attrs()?,
                    doc: r.opt("doc comment", |r| r.arc_bytes("doc comment"))?,
                })
            })?,
            methods: self.list("methods", |r| {
                Ok(MethodDecl {
                    name: r.arc_bytes("method")?,
                    func: r.u32("method")?,
                    vis: r.vis()?,
                    is_static: r.bool("method")?,
                    is_abstract: r.bool("method")?,
                    is_final: r.bool("method")?,
                })
            })?,
            traits: self.list("traits", |r| r.arc_bytes("trait"))?,
            trait_rules: self.list("trait rules", |r| {
                Ok(match r.u8("trait rule")? {
                    0 => TraitRule::Insteadof {
                        trait_: r.arc_bytes("trait rule")?,
                        method: r.arc_bytes("trait rule")?,
                        instead_of: r.list("trait rule", |r| r.arc_bytes("trait rule"))?,
                    },
                    1 => TraitRule::Alias {
                        trait_: r.opt("trait rule", |r| r.arc_bytes("trait rule"))?,
                        method: r.arc_bytes("trait rule")?,
                        vis: r.opt("trait rule", |r| r.vis())?,
                        alias: r.opt("trait rule", |r| r.arc_bytes("trait rule"))?,
                    },
                    _ => return Err(Reject::Malformed("trait rule")),
                })
            })?,
            traits_line: self.u32("traits line")?,
            backing: self.opt("enum backing", |r| match r.u8("enum backing")? {
                0 => Ok(EnumBacking::Int),
                1 => Ok(EnumBacking::String),
                _ => Err(Reject::Malformed("enum backing")),
            })?,
            cases: self.list("enum cases", |r| {
                Ok(EnumCaseDecl {
                    name: r.arc_bytes("enum case")?,
                    value: r.opt("enum case", |r| r.init())?,
                    line: r.u32("enum case")?,
                    attributes: r.attrs()?,
                })
            })?,
            line: self.u32("class line")?,
            end_line: self.u32("class end line")?,
            attributes: self.attrs()?,
            doc: self.opt("doc comment", |r| r.arc_bytes("doc comment"))?,
        })
    }
}
