//! ext/json: `json_encode` (every flag; objects by their public
//! properties), `json_decode` ([`decode`]), `json_last_error`,
//! `json_last_error_msg`.

mod decode;

use crate::numfmt;
use crate::string::escape::utf8_char_len;
use crate::util::{arg, int_arg};
use rphp_value::convert::{numeric_string, Number};
use rphp_value::{
    ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, ThrowKind, Value,
};
use std::cell::Cell;

pub const JSON_HEX_TAG: i64 = 1;
pub const JSON_HEX_AMP: i64 = 2;
pub const JSON_HEX_APOS: i64 = 4;
pub const JSON_HEX_QUOT: i64 = 8;
pub const JSON_FORCE_OBJECT: i64 = 16;
pub const JSON_NUMERIC_CHECK: i64 = 32;
pub const JSON_UNESCAPED_SLASHES: i64 = 64;
pub const JSON_PRETTY_PRINT: i64 = 128;
pub const JSON_UNESCAPED_UNICODE: i64 = 256;
pub const JSON_PARTIAL_OUTPUT_ON_ERROR: i64 = 512;
pub const JSON_PRESERVE_ZERO_FRACTION: i64 = 1024;
pub const JSON_UNESCAPED_LINE_TERMINATORS: i64 = 2048;
pub const JSON_INVALID_UTF8_IGNORE: i64 = 0x100000;
pub const JSON_INVALID_UTF8_SUBSTITUTE: i64 = 0x200000;
pub const JSON_THROW_ON_ERROR: i64 = 0x400000;
pub const JSON_OBJECT_AS_ARRAY: i64 = 1;
pub const JSON_BIGINT_AS_STRING: i64 = 2;

const ERROR_DEPTH: i64 = 1;
const ERROR_UTF8: i64 = 5;
const ERROR_RECURSION: i64 = 6;
const ERROR_INF_OR_NAN: i64 = 7;
const ERROR_UNSUPPORTED_TYPE: i64 = 8;
const ERROR_NON_BACKED_ENUM: i64 = 11;

/// ext/json's constants.
pub fn constants() -> Vec<(&'static str, Value)> {
    const ALL: &[(&str, i64)] = &[
        ("JSON_HEX_TAG", JSON_HEX_TAG),
        ("JSON_HEX_AMP", JSON_HEX_AMP),
        ("JSON_HEX_APOS", JSON_HEX_APOS),
        ("JSON_HEX_QUOT", JSON_HEX_QUOT),
        ("JSON_FORCE_OBJECT", JSON_FORCE_OBJECT),
        ("JSON_NUMERIC_CHECK", JSON_NUMERIC_CHECK),
        ("JSON_UNESCAPED_SLASHES", JSON_UNESCAPED_SLASHES),
        ("JSON_PRETTY_PRINT", JSON_PRETTY_PRINT),
        ("JSON_UNESCAPED_UNICODE", JSON_UNESCAPED_UNICODE),
        ("JSON_PARTIAL_OUTPUT_ON_ERROR", JSON_PARTIAL_OUTPUT_ON_ERROR),
        ("JSON_PRESERVE_ZERO_FRACTION", JSON_PRESERVE_ZERO_FRACTION),
        (
            "JSON_UNESCAPED_LINE_TERMINATORS",
            JSON_UNESCAPED_LINE_TERMINATORS,
        ),
        ("JSON_OBJECT_AS_ARRAY", JSON_OBJECT_AS_ARRAY),
        ("JSON_BIGINT_AS_STRING", JSON_BIGINT_AS_STRING),
        ("JSON_INVALID_UTF8_IGNORE", JSON_INVALID_UTF8_IGNORE),
        ("JSON_INVALID_UTF8_SUBSTITUTE", JSON_INVALID_UTF8_SUBSTITUTE),
        ("JSON_THROW_ON_ERROR", JSON_THROW_ON_ERROR),
        ("JSON_ERROR_NONE", 0),
        ("JSON_ERROR_DEPTH", 1),
        ("JSON_ERROR_STATE_MISMATCH", 2),
        ("JSON_ERROR_CTRL_CHAR", 3),
        ("JSON_ERROR_SYNTAX", 4),
        ("JSON_ERROR_UTF8", 5),
        ("JSON_ERROR_RECURSION", 6),
        ("JSON_ERROR_INF_OR_NAN", 7),
        ("JSON_ERROR_UNSUPPORTED_TYPE", 8),
        ("JSON_ERROR_INVALID_PROPERTY_NAME", 9),
        ("JSON_ERROR_UTF16", 10),
        ("JSON_ERROR_NON_BACKED_ENUM", 11),
    ];
    ALL.iter().map(|&(n, v)| (n, Value::Int(v))).collect()
}

thread_local! {
    /// The request's `json_last_error()`.
    static LAST_ERROR: Cell<i64> = const { Cell::new(0) };
}

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "json_encode",
        params: &[
            ParamSpec::req("value", ParamType::Mixed),
            ParamSpec::opt("flags", ParamType::Int, "0"),
            ParamSpec::opt("depth", ParamType::Int, "512"),
        ],
        func: json_encode,
    },
    Builtin {
        name: "json_decode",
        params: &[
            ParamSpec::req("json", ParamType::String),
            ParamSpec::opt("associative", ParamType::Bool, "null").nullable(),
            ParamSpec::opt("depth", ParamType::Int, "512"),
            ParamSpec::opt("flags", ParamType::Int, "0"),
        ],
        func: decode::json_decode,
    },
    Builtin {
        name: "json_last_error",
        params: &[],
        func: |_, _| Ok(Value::Int(LAST_ERROR.with(Cell::get))),
    },
    Builtin {
        name: "json_last_error_msg",
        params: &[],
        func: |_, _| Ok(Value::str(error_message(LAST_ERROR.with(Cell::get)))),
    },
];

/// Records the request's `json_last_error()`.
fn set_last_error(code: i64) {
    LAST_ERROR.with(|c| c.set(code));
}

/// `json_last_error_msg()` texts.
pub fn error_message(code: i64) -> &'static str {
    match code {
        0 => "No error",
        1 => "Maximum stack depth exceeded",
        2 => "State mismatch (invalid or malformed JSON)",
        3 => "Control character error, possibly incorrectly encoded",
        4 => "Syntax error",
        5 => "Malformed UTF-8 characters, possibly incorrectly encoded",
        6 => "Recursion detected",
        7 => "Inf and NaN cannot be JSON encoded",
        8 => "Type is not supported",
        9 => "The decoded property name is invalid",
        10 => "Single unpaired UTF-16 surrogate in unicode escape",
        11 => "Non-backed enums have no default serialization",
        _ => "Unknown error",
    }
}

fn json_encode(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let flags = int_arg(args, 1, 0);
    let depth = int_arg(args, 2, 512);
    if depth > i32::MAX as i64 {
        return Err(crate::util::value_error(
            ctx,
            "json_encode",
            2,
            "depth",
            "must be less than 2147483647",
        ));
    }
    let mut enc = Encoder {
        ctx,
        fault: None,
        flags,
        max_depth: depth,
        depth: 0,
        error: 0,
        out: Vec::new(),
        stack: Vec::new(),
    };
    let ok = enc.value(&arg(args, 0));
    let (ctx, fault) = (enc.ctx, enc.fault);
    if let Some(f) = fault {
        return Err(f);
    }
    if flags & JSON_THROW_ON_ERROR != 0 && flags & JSON_PARTIAL_OUTPUT_ON_ERROR == 0 {
        if enc.error != 0 {
            return Err(ctx.throw_with_code(
                ThrowKind::JsonException,
                error_message(enc.error).to_string(),
                enc.error,
            ));
        }
        return Ok(Value::str(enc.out));
    }
    LAST_ERROR.with(|c| c.set(enc.error));
    if enc.error != 0 && (flags & JSON_PARTIAL_OUTPUT_ON_ERROR == 0 || !ok) {
        return Ok(Value::Bool(false));
    }
    Ok(Value::str(enc.out))
}

struct Encoder<'c> {
    /// For `JsonSerializable::jsonSerialize()`.
    ctx: &'c mut dyn Context,
    /// An exception thrown by `jsonSerialize()`: encoding stops and json_encode throws it.
    fault: Option<Fault>,
    flags: i64,
    max_depth: i64,
    depth: i64,
    error: i64,
    out: Vec<u8>,
    stack: Vec<PhpArray>,
}

impl Encoder<'_> {
    fn partial(&self) -> bool {
        self.flags & JSON_PARTIAL_OUTPUT_ON_ERROR != 0
    }

    /// Encodes `v`; false when encoding must stop (an error without partial output).
    fn value(&mut self, v: &Value) -> bool {
        match v {
            Value::Null => self.out.extend_from_slice(b"null"),
            Value::Bool(b) => self
                .out
                .extend_from_slice(if *b { b"true" } else { b"false" }),
            Value::Int(i) => rphp_value::float::append_int(*i, &mut self.out),
            Value::Float(f) => return self.double(*f),
            Value::Str(s) => return self.string(s.as_bytes(), true),
            Value::Array(a) => return self.array(a),
            Value::Ref(r) => return self.value(&r.get()),
            Value::Object(o) => return self.object(o),
            Value::Resource(_) => {
                self.error = ERROR_UNSUPPORTED_TYPE;
                if !self.partial() {
                    return false;
                }
                self.out.extend_from_slice(b"null");
            }
        }
        true
    }

    fn double(&mut self, f: f64) -> bool {
        if !f.is_finite() {
            self.error = ERROR_INF_OR_NAN;
            if !self.partial() {
                return false;
            }
            self.out.push(b'0');
            return true;
        }
        let p = rphp_value::float::serialize_precision();
        let mut s = numfmt::gcvt(f, if p == -1 { -1 } else { p.max(1) }, b'e');
        if self.flags & JSON_PRESERVE_ZERO_FRACTION != 0 && !s.contains('.') {
            s.push_str(".0");
        }
        self.out.extend_from_slice(s.as_bytes());
        true
    }

    fn string(&mut self, s: &[u8], values: bool) -> bool {
        if s.is_empty() {
            self.out.extend_from_slice(b"\"\"");
            return true;
        }
        if values && self.flags & JSON_NUMERIC_CHECK != 0 {
            match numeric_string(s) {
                Some(Number::Int(i)) => {
                    rphp_value::float::append_int(i, &mut self.out);
                    return true;
                }
                // smart_str_append_double: upper-case exponent, no zero-fraction flag.
                Some(Number::Float(f)) if f.is_finite() => {
                    let p = rphp_value::float::serialize_precision();
                    let text = numfmt::gcvt(f, if p == -1 { -1 } else { p.max(1) }, b'E');
                    self.out.extend_from_slice(text.as_bytes());
                    return true;
                }
                _ => {}
            }
        }
        let start = self.out.len();
        self.out.push(b'"');
        let mut i = 0;
        while i < s.len() {
            let c = s[i];
            if c >= 0x80 {
                match utf8_char_len(&s[i..]) {
                    Ok(n) => {
                        let ch = std::str::from_utf8(&s[i..i + n])
                            .ok()
                            .and_then(|t| t.chars().next())
                            .unwrap_or('\u{FFFD}');
                        let line_term = ch == '\u{2028}' || ch == '\u{2029}';
                        if self.flags & JSON_UNESCAPED_UNICODE != 0
                            && !(line_term && self.flags & JSON_UNESCAPED_LINE_TERMINATORS == 0)
                        {
                            self.out.extend_from_slice(&s[i..i + n]);
                        } else {
                            let mut buf = [0u16; 2];
                            for unit in ch.encode_utf16(&mut buf) {
                                push_u_escape(&mut self.out, *unit);
                            }
                        }
                        i += n;
                    }
                    Err(skip) => {
                        i += skip;
                        if self.flags & JSON_INVALID_UTF8_IGNORE != 0 {
                            continue;
                        }
                        if self.flags & JSON_INVALID_UTF8_SUBSTITUTE != 0 {
                            if self.flags & JSON_UNESCAPED_UNICODE != 0 {
                                self.out.extend_from_slice("\u{FFFD}".as_bytes());
                            } else {
                                self.out.extend_from_slice(b"\\ufffd");
                            }
                            continue;
                        }
                        self.error = ERROR_UTF8;
                        self.out.truncate(start);
                        if !self.partial() {
                            return false;
                        }
                        self.out.extend_from_slice(b"null");
                        return true;
                    }
                }
                continue;
            }
            match c {
                b'"' if self.flags & JSON_HEX_QUOT != 0 => self.out.extend_from_slice(b"\\u0022"),
                b'"' => self.out.extend_from_slice(b"\\\""),
                b'\\' => self.out.extend_from_slice(b"\\\\"),
                b'/' if self.flags & JSON_UNESCAPED_SLASHES == 0 => {
                    self.out.extend_from_slice(b"\\/")
                }
                8 => self.out.extend_from_slice(b"\\b"),
                12 => self.out.extend_from_slice(b"\\f"),
                b'\n' => self.out.extend_from_slice(b"\\n"),
                b'\r' => self.out.extend_from_slice(b"\\r"),
                b'\t' => self.out.extend_from_slice(b"\\t"),
                b'<' if self.flags & JSON_HEX_TAG != 0 => self.out.extend_from_slice(b"\\u003C"),
                b'>' if self.flags & JSON_HEX_TAG != 0 => self.out.extend_from_slice(b"\\u003E"),
                b'&' if self.flags & JSON_HEX_AMP != 0 => self.out.extend_from_slice(b"\\u0026"),
                b'\'' if self.flags & JSON_HEX_APOS != 0 => self.out.extend_from_slice(b"\\u0027"),
                c if c < 0x20 => push_u_escape(&mut self.out, u16::from(c)),
                c => self.out.push(c),
            }
            i += 1;
        }
        self.out.push(b'"');
        true
    }

    fn newline(&mut self) {
        if self.flags & JSON_PRETTY_PRINT != 0 {
            self.out.push(b'\n');
            self.out
                .resize(self.out.len() + 4 * self.depth as usize, b' ');
        }
    }

    /// An object's public properties as a JSON object.
    #[cold]
    fn object(&mut self, o: &rphp_value::PhpObject) -> bool {
        if o.instance_of(b"jsonserializable") {
            return self.serializable(o);
        }
        match o.class().enum_kind() {
            // A backed enum case encodes as its value.
            Some("int") | Some("string") => {
                let v = o.props().get_str(b"value").map(|v| v.get());
                return self.value(&v.unwrap_or(Value::Null));
            }
            Some(_) => {
                self.error = ERROR_NON_BACKED_ENUM;
                if !self.partial() {
                    return false;
                }
                self.out.push(b'0');
                return true;
            }
            None => {}
        }
        if !o.enter() {
            return self.recursion();
        }
        let r = self.properties(o);
        o.leave();
        r
    }

    fn recursion(&mut self) -> bool {
        self.error = ERROR_RECURSION;
        if !self.partial() {
            return false;
        }
        self.out.extend_from_slice(b"null");
        true
    }

    /// A `JsonSerializable` object encodes as what its `jsonSerialize()`
    /// returns; returning itself means its public properties.
    fn serializable(&mut self, o: &rphp_value::PhpObject) -> bool {
        if !o.enter() {
            return self.recursion();
        }
        let method =
            PhpArray::from_list(vec![Value::Object(o.clone()), Value::from("jsonSerialize")]);
        let r = match self.ctx.call(&Value::Array(method), Vec::new()) {
            Err(f) => {
                self.fault = Some(f);
                false
            }
            Ok(v) => match v.get() {
                Value::Object(same) if same.ptr_eq(o) => self.properties(o),
                v => self.value(&v),
            },
        };
        o.leave();
        r
    }

    /// The public properties of `o` (already entered) as a JSON object.
    fn properties(&mut self, o: &rphp_value::PhpObject) -> bool {
        let mut public = PhpArray::new();
        for (k, v) in o.view_props().iter() {
            if let rphp_value::ArrayKey::Str(s) = &k {
                if s.as_bytes().first() == Some(&0) {
                    continue;
                }
            }
            public.insert(k.clone(), v.clone());
        }
        if public.is_empty() {
            self.out.extend_from_slice(b"{}");
            true
        } else if public.is_list() {
            let saved = self.flags;
            self.flags |= JSON_FORCE_OBJECT;
            let r = self.array(&public);
            self.flags = saved;
            r
        } else {
            self.array(&public)
        }
    }

    fn array(&mut self, a: &PhpArray) -> bool {
        if self.stack.iter().any(|x| x.ptr_eq(a)) {
            self.error = ERROR_RECURSION;
            if !self.partial() {
                return false;
            }
            self.out.extend_from_slice(b"null");
            return true;
        }
        let as_list = self.flags & JSON_FORCE_OBJECT == 0 && a.is_list();
        self.depth += 1;
        if self.depth > self.max_depth {
            self.error = ERROR_DEPTH;
            if !self.partial() {
                return false;
            }
        }
        if a.is_empty() {
            self.out
                .extend_from_slice(if as_list { b"[]" } else { b"{}" });
            self.depth -= 1;
            return true;
        }
        self.stack.push(a.clone());
        self.out.push(if as_list { b'[' } else { b'{' });
        let mut first = true;
        for (k, v) in a.iter() {
            if !first {
                self.out.push(b',');
            }
            first = false;
            self.newline();
            if !as_list {
                let key = match &k {
                    ArrayKey::Int(i) => i.to_string().into_bytes(),
                    ArrayKey::Str(s) => s.as_bytes().to_vec(),
                };
                let saved = self.flags;
                self.flags &= !JSON_NUMERIC_CHECK;
                let ok = self.string(&key, false);
                self.flags = saved;
                if !ok {
                    return false;
                }
                self.out.push(b':');
                if self.flags & JSON_PRETTY_PRINT != 0 {
                    self.out.push(b' ');
                }
            }
            if !self.value(v) {
                return false;
            }
        }
        self.stack.pop();
        self.depth -= 1;
        self.newline();
        self.out.push(if as_list { b']' } else { b'}' });
        true
    }
}

/// Appends `\uXXXX` (lower-case hex, as php writes it).
fn push_u_escape(out: &mut Vec<u8>, unit: u16) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.extend_from_slice(b"\\u");
    for shift in [12, 8, 4, 0] {
        out.push(HEX[usize::from((unit >> shift) & 0xf)]);
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::*;
    use rphp_value::Value;

    #[test]
    fn encodes() {
        let v = arr(vec![
            f(1.0),
            f(0.1),
            f(1e25),
            f(-0.0),
            s("a/b"),
            s("é"),
            s("\u{2028}"),
            s("<>&'\""),
            arr(vec![]),
            assoc(vec![("a", i(1))]),
            assoc(vec![("1", i(1))]),
            s("\u{1}"),
        ]);
        assert_eq!(
            run("json_encode", vec![v]),
            r#"'[1,0.1,1.0e+25,-0,"a\\/b","\\u00e9","\\u2028","<>&\'\\"",[],{"a":1},{"1":1},"\\u0001"]'"#
        );
        assert_eq!(run("json_encode", vec![f(1.0), i(1024)]), "'1.0'");
        let nested = assoc(vec![
            ("a", arr(vec![i(1), arr(vec![])])),
            ("b", arr(vec![])),
        ]);
        assert_eq!(
            run("json_encode", vec![nested, i(128)]),
            "'{\n    \"a\": [\n        1,\n        []\n    ],\n    \"b\": []\n}'"
        );
        assert_eq!(
            run("json_encode", vec![Value::str(b"\xff".to_vec())]),
            "false"
        );
        assert_eq!(
            run("json_last_error_msg", vec![]),
            "'Malformed UTF-8 characters, possibly incorrectly encoded'"
        );
        assert_eq!(
            run("json_encode", vec![arr(vec![s("x"), f(f64::NAN)]), i(512)]),
            "'[\"x\",0]'"
        );
        assert_eq!(
            run(
                "json_encode",
                vec![arr(vec![s("12"), s("1.5"), s("1e3"), s("abc")]), i(32)]
            ),
            "'[12,1.5,1000,\"abc\"]'"
        );
        assert_eq!(
            run("json_encode", vec![arr(vec![arr(vec![i(1)])]), i(0), i(1)]),
            "false"
        );
        assert_eq!(run("json_encode", vec![s("😀")]), r#"'"\\ud83d\\ude00"'"#);
        assert_eq!(
            run("json_encode", vec![arr(vec![arr(vec![])]), i(128 | 16)]),
            "'{\n    \"0\": {}\n}'"
        );
    }
}
