//! Differential test against recorded php output: every line of
//! `difftest/cases.txt` (`function<TAB>json args[<TAB>json by-ref indices]`)
//! is called here through the mock context and by real php through
//! `difftest/run.php`; the transcripts must be identical. Re-record with
//! `php -n core/ext/difftest/run.php core/ext/difftest/cases.txt > core/ext/difftest/expected.txt`.

use crate::testing::MockCtx;
use rphp_value::{ArrayKey, Fault, PhpArray, Reference, Value};

/// A minimal JSON reader producing PHP values as `json_decode($s, true)` does.
struct Json<'a> {
    s: &'a [u8],
    i: usize,
}

impl Json<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn value(&mut self) -> Value {
        self.ws();
        match self.s[self.i] {
            b'[' => {
                self.i += 1;
                let mut a = PhpArray::new();
                loop {
                    self.ws();
                    if self.s[self.i] == b']' {
                        self.i += 1;
                        return Value::Array(a);
                    }
                    let v = self.value();
                    let _ = a.push(v);
                    self.ws();
                    if self.s[self.i] == b',' {
                        self.i += 1;
                    }
                }
            }
            b'{' => {
                self.i += 1;
                let mut a = PhpArray::new();
                loop {
                    self.ws();
                    if self.s[self.i] == b'}' {
                        self.i += 1;
                        return Value::Array(a);
                    }
                    let Value::Str(k) = self.value() else {
                        panic!("object key")
                    };
                    self.ws();
                    assert_eq!(self.s[self.i], b':');
                    self.i += 1;
                    let v = self.value();
                    a.insert(ArrayKey::from_bytes(k.as_bytes()), v);
                    self.ws();
                    if self.s[self.i] == b',' {
                        self.i += 1;
                    }
                }
            }
            b'"' => {
                self.i += 1;
                let mut out = Vec::new();
                while self.s[self.i] != b'"' {
                    if self.s[self.i] == b'\\' {
                        self.i += 1;
                        let c = self.s[self.i];
                        self.i += 1;
                        match c {
                            b'n' => out.push(b'\n'),
                            b't' => out.push(b'\t'),
                            b'r' => out.push(b'\r'),
                            b'b' => out.push(8),
                            b'f' => out.push(12),
                            b'u' => {
                                let hex = std::str::from_utf8(&self.s[self.i..self.i + 4]).unwrap();
                                self.i += 4;
                                let mut cp = u32::from_str_radix(hex, 16).unwrap();
                                if (0xd800..0xdc00).contains(&cp)
                                    && self.s[self.i..].starts_with(b"\\u")
                                {
                                    let low = std::str::from_utf8(&self.s[self.i + 2..self.i + 6])
                                        .unwrap();
                                    let low = u32::from_str_radix(low, 16).unwrap();
                                    cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
                                    self.i += 6;
                                }
                                let ch = char::from_u32(cp).unwrap_or('\u{FFFD}');
                                out.extend_from_slice(ch.to_string().as_bytes());
                            }
                            c => out.push(c),
                        }
                    } else {
                        out.push(self.s[self.i]);
                        self.i += 1;
                    }
                }
                self.i += 1;
                // "__HEX__<hex>" strings stand for raw bytes JSON cannot carry.
                if let Some(hex) = out.strip_prefix(b"__HEX__") {
                    let bytes = hex
                        .chunks(2)
                        .map(|p| u8::from_str_radix(std::str::from_utf8(p).unwrap(), 16).unwrap());
                    return Value::str(bytes.collect::<Vec<u8>>());
                }
                Value::str(out)
            }
            b't' => {
                self.i += 4;
                Value::Bool(true)
            }
            b'f' => {
                self.i += 5;
                Value::Bool(false)
            }
            b'n' => {
                self.i += 4;
                Value::Null
            }
            _ => {
                let start = self.i;
                while self.i < self.s.len() && b"+-0123456789.eE".contains(&self.s[self.i]) {
                    self.i += 1;
                }
                let t = std::str::from_utf8(&self.s[start..self.i]).unwrap();
                if t.contains(['.', 'e', 'E']) {
                    Value::Float(t.parse().unwrap())
                } else {
                    t.parse::<i64>()
                        .map(Value::Int)
                        .unwrap_or_else(|_| Value::Float(t.parse().unwrap()))
                }
            }
        }
    }
}

fn parse(s: &str) -> Value {
    Json {
        s: s.as_bytes(),
        i: 0,
    }
    .value()
}

/// `var_export($v, true)` bytes and a newline.
fn export_raw(v: &Value, out: &mut Vec<u8>) {
    let _ = crate::output::var_export::export(v, 1, out);
    out.push(b'\n');
}

fn run_case(line: &str, out: &mut Vec<u8>) {
    let parts: Vec<&str> = line.split('\t').collect();
    let (func, json) = (parts[0], parts[1]);
    let refs: Vec<usize> = match parts.get(2) {
        Some(r) => match parse(r) {
            Value::Array(a) => a
                .iter()
                .map(|(_, v)| rphp_value::convert::to_int(v) as usize)
                .collect(),
            _ => Vec::new(),
        },
        None => Vec::new(),
    };
    out.extend_from_slice(format!("--- {} {}\n", func, json).as_bytes());
    let Value::Array(args) = parse(json) else {
        panic!("args must be a JSON array")
    };
    let mut args: Vec<Value> = args.iter().map(|(_, v)| v.clone()).collect();
    for &i in &refs {
        args[i] = Value::Ref(Reference::new(std::mem::take(&mut args[i])));
    }
    let b = crate::builtins()
        .find(|b| b.name == func)
        .unwrap_or_else(|| panic!("no builtin {}", func));
    let mut ctx = MockCtx::new();
    let r = (b.func)(&mut ctx, &mut args);
    if !ctx.out.is_empty() {
        out.extend_from_slice(b"out: ");
        out.extend_from_slice(&ctx.out);
        out.push(b'\n');
    }
    for (level, msg) in &ctx.errors {
        out.extend_from_slice(format!("{}: {}\n", level.label(), msg).as_bytes());
    }
    match r {
        Ok(v) => {
            out.extend_from_slice(b"=> ");
            export_raw(&v, out);
            for &i in &refs {
                out.extend_from_slice(format!("&{} => ", i).as_bytes());
                export_raw(&args[i].get(), out);
            }
        }
        Err(Fault::Throw(_)) => {
            out.extend_from_slice(format!("!! {}\n", ctx.thrown.unwrap_or_default()).as_bytes())
        }
        Err(Fault::Exit) => out.extend_from_slice(b"!! exit\n"),
    }
}

#[test]
fn matches_php() {
    let cases = include_str!("../difftest/cases.txt");
    let expected = include_bytes!("../difftest/expected.txt");
    let mut out = Vec::new();
    for line in cases.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        run_case(line, &mut out);
    }
    if out != expected {
        let _ = std::fs::write(std::env::temp_dir().join("rphp-ext-difftest.txt"), &out);
        let (want, got) = (transcripts(expected), transcripts(&out));
        let mut report = String::new();
        let mut differing = 0;
        for (n, g) in got.iter().enumerate() {
            let e = want.get(n).copied().unwrap_or(b"");
            if e != *g {
                differing += 1;
                if differing <= 40 {
                    let (e, g) = (String::from_utf8_lossy(e), String::from_utf8_lossy(g));
                    report.push_str(&format!("php:\n{}rphp:\n{}\n", e, g));
                }
            }
        }
        panic!("{} case(s) differ from php:\n{}", differing.max(1), report);
    }
}

/// Splits a transcript into one byte slice per case (each starts with `--- `).
fn transcripts(t: &[u8]) -> Vec<&[u8]> {
    let mut starts: Vec<usize> = vec![0];
    for (i, w) in t.windows(5).enumerate() {
        if w == b"\n--- " {
            starts.push(i + 1);
        }
    }
    starts.push(t.len());
    starts.windows(2).map(|w| &t[w[0]..w[1]]).collect()
}

/// A parameter's type as PHP's reflection prints it.
fn php_type(p: &rphp_value::ParamSpec) -> String {
    use rphp_value::ParamType as T;
    let base = match p.ty {
        T::Mixed => return "mixed".into(),
        T::Bool => "bool",
        T::Int => "int",
        T::Float => "float",
        T::String => "string",
        T::Array => "array",
        T::Callable => "callable",
        T::IntOrString => "string|int",
        T::ArrayOrString => "array|string",
        T::IntOrFloat => "int|float",
        T::Object => "object",
        T::Iterable => "iterable",
    };
    match (p.nullable, base.contains('|')) {
        (false, _) => base.into(),
        (true, false) => format!("?{}", base),
        (true, true) => format!("{}|null", base),
    }
}

/// The parameter list as `difftest/signatures.php` prints PHP's reflection of it.
fn signature(b: &rphp_value::Builtin) -> String {
    let parts: Vec<String> = b
        .params
        .iter()
        .map(|p| {
            let mut s = php_type(p);
            s.push(' ');
            if p.by_ref {
                s.push('&');
            }
            if p.variadic {
                s.push_str("...");
            }
            s.push_str(p.name);
            if p.default.is_some() && !p.variadic {
                s.push('=');
            }
            s
        })
        .collect();
    format!("{}: {}", b.name, parts.join(", "))
}

/// Every builtin's parameter names, by-ref, variadic and optional flags match
/// PHP's reflection data (`difftest/signatures.txt`, recorded from php for the
/// names in `difftest/functions.txt` with ctype and mbstring loaded; other
/// extensions that `php -n` does not load show as "not in php").
#[test]
fn signatures_match_php() {
    let expected = include_str!("../difftest/signatures.txt");
    let mut names: Vec<&str> = crate::builtins().map(|b| b.name).collect();
    names.sort();
    let listed: Vec<&str> = include_str!("../difftest/functions.txt").lines().collect();
    let _ = std::fs::write(
        std::env::temp_dir().join("rphp-ext-functions.txt"),
        names.join("\n") + "\n",
    );
    assert_eq!(
        names, listed,
        "difftest/functions.txt is stale: copy the list from the temp file and re-record"
    );
    let mut bad = Vec::new();
    for line in expected.lines() {
        let name = line.split(':').next().unwrap_or("");
        let b = crate::builtins()
            .find(|b| b.name == name)
            .expect("listed builtin");
        let mine = signature(b);
        if line.ends_with("(not in php)") {
            continue;
        }
        // Types ParamType cannot express (object|array, Countable|array, array|int,
        // class types such as HashContext),
        // and hash_equals' strings that PHP never coerces, are declared mixed and
        // checked by the function itself; so are the arrays of the array_u*
        // family, which php checks after the callbacks (the first bad argument
        // is then reported). array_walk(_recursive) declare their callback mixed
        // for the same reason (php checks the array|object before it).
        let self_checked = [
            "array_udiff",
            "array_uintersect",
            "array_diff_u",
            "array_intersect_u",
            "array_walk",
        ]
        .iter()
        .any(|p| name.starts_with(p));
        let tolerated = |php: &str, ours: &str| {
            let (php, ours) = (
                php.split_once(": ").map_or(php, |x| x.1),
                ours.split_once(": ").map_or(ours, |x| x.1),
            );
            php.split(", ").zip(ours.split(", ")).all(|(p, o)| {
                p == o
                    || (o.starts_with("mixed ")
                        && (name == "hash_equals"
                            || self_checked
                            || ["object", "Countable", "array|int", "HashContext"]
                                .iter()
                                .any(|t| p.contains(t)))
                        && p.split_once(' ').map(|x| x.1) == o.split_once(' ').map(|x| x.1))
            })
        };
        if mine != line && !tolerated(line, &mine) {
            bad.push(format!("php:  {}\nrphp: {}", line, mine));
        }
    }
    assert!(
        bad.is_empty(),
        "{} signature(s) differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
