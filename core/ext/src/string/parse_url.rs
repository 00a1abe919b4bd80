//! `parse_url()` (`php_url_parse_ex2`) and `parse_str()` (PHP's query-string
//! registration rules: `a[b][]=1` nesting, `.` and space in names become `_`).

use crate::string::url::url_decode;
use crate::util::{int_arg, set_ref, str_arg, value_error};
use rphp_value::{
    ArrayKey, Builtin, Context, Fault, ParamSpec, ParamType, PhpArray, PhpStr, Value,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "parse_url",
        params: &[
            ParamSpec::req("url", ParamType::String),
            ParamSpec::opt("component", ParamType::Int, "-1"),
        ],
        func: parse_url_fn,
    },
    Builtin {
        name: "parse_str",
        params: &[
            ParamSpec::req("string", ParamType::String),
            ParamSpec::req("result", ParamType::Mixed).by_ref(),
        ],
        func: parse_str,
    },
];

/// The parts of a URL; `None` when absent.
#[derive(Default, Debug)]
pub struct Url {
    pub scheme: Option<Vec<u8>>,
    pub host: Option<Vec<u8>>,
    pub port: Option<u16>,
    pub user: Option<Vec<u8>>,
    pub pass: Option<Vec<u8>>,
    pub path: Option<Vec<u8>>,
    pub query: Option<Vec<u8>>,
    pub fragment: Option<Vec<u8>>,
}

/// Control characters in URL parts become `_` (`php_replace_controlchars_ex`).
fn part(s: &[u8]) -> Option<Vec<u8>> {
    Some(
        s.iter()
            .map(|&c| if c.is_ascii_control() { b'_' } else { c })
            .collect(),
    )
}

/// Position of the first of `chars` in `s[from..to]`, or `to`.
fn cspn(s: &[u8], from: usize, to: usize, chars: &[u8]) -> usize {
    s[from..to]
        .iter()
        .position(|c| chars.contains(c))
        .map_or(to, |p| from + p)
}

/// A port of 1 to 5 digits (`strtol` must consume something, value ≤ 65535).
fn port_value(digits: &[u8]) -> Option<u16> {
    let n = crate::types::strtol(digits, 10);
    let consumed = digits
        .first()
        .is_some_and(|c| c.is_ascii_digit() || *c == b'+' || *c == b'-' || *c == b' ');
    (consumed && (0..=65535).contains(&n) && !digits.is_empty()).then_some(n as u16)
}

enum Next {
    Port(usize),
    Host,
    Path,
}

/// `php_url_parse_ex2`; `None` for a seriously malformed URL.
pub fn parse_url(s: &[u8]) -> Option<Url> {
    let mut ret = Url::default();
    let ue = s.len();
    let mut st = 0usize;
    let is_rel = |st: usize| st + 1 < ue && s[st] == b'/' && s[st + 1] == b'/';
    let colon = s.iter().position(|&c| c == b':');
    let next = match colon {
        Some(e) if e != 0 => {
            let valid = s[..e]
                .iter()
                .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'.' | b'-'));
            if !valid {
                if e + 1 < ue && e < cspn(s, 0, ue, b"?#") {
                    Next::Port(e)
                } else if is_rel(st) {
                    st += 2;
                    Next::Host
                } else {
                    Next::Path
                }
            } else if e + 1 == ue {
                ret.scheme = part(&s[..e]);
                return Some(ret);
            } else if s[e + 1] != b'/' {
                let mut p = e + 1;
                while p < ue && s[p].is_ascii_digit() {
                    p += 1;
                }
                if (p == ue || s[p] == b'/') && p - e < 7 {
                    Next::Port(e)
                } else {
                    ret.scheme = part(&s[..e]);
                    st = e + 1;
                    Next::Path
                }
            } else {
                ret.scheme = part(&s[..e]);
                if e + 2 < ue && s[e + 2] == b'/' {
                    st = e + 3;
                    let is_file = s[..e].eq_ignore_ascii_case(b"file");
                    if is_file && e + 3 < ue && s[e + 3] == b'/' {
                        if e + 5 < ue && s[e + 5] == b':' {
                            st = e + 4;
                        }
                        Next::Path
                    } else {
                        Next::Host
                    }
                } else {
                    st = e + 1;
                    Next::Path
                }
            }
        }
        Some(e) => Next::Port(e),
        None if is_rel(st) => {
            st += 2;
            Next::Host
        }
        None => Next::Path,
    };
    let next = match next {
        Next::Port(e) => {
            let p = e + 1;
            let mut pp = p;
            while pp < ue && pp - p < 6 && s[pp].is_ascii_digit() {
                pp += 1;
            }
            if pp - p > 0 && pp - p < 6 && (pp == ue || s[pp] == b'/') {
                ret.port = Some(port_value(&s[p..pp])?);
                if is_rel(st) {
                    st += 2;
                }
                Next::Host
            } else if p == pp && pp == ue {
                return None;
            } else if is_rel(st) {
                st += 2;
                Next::Host
            } else {
                Next::Path
            }
        }
        n => n,
    };
    if let Next::Host = next {
        let e = cspn(s, st, ue, b"/?#");
        if let Some(at) = s[st..e].iter().rposition(|&c| c == b'@').map(|p| st + p) {
            match s[st..at].iter().position(|&c| c == b':').map(|p| st + p) {
                Some(c) => {
                    ret.user = part(&s[st..c]);
                    ret.pass = part(&s[c + 1..at]);
                }
                None => ret.user = part(&s[st..at]),
            }
            st = at + 1;
        }
        let colon = if st < ue && s[st] == b'[' && e > 0 && s[e - 1] == b']' {
            None
        } else {
            s[st..e].iter().rposition(|&c| c == b':').map(|p| st + p)
        };
        let host_end = match colon {
            Some(c) => {
                if ret.port.is_none_or(|p| p == 0) {
                    let digits = &s[c + 1..e];
                    if digits.len() > 5 {
                        return None;
                    }
                    if !digits.is_empty() {
                        ret.port = Some(port_value(digits)?);
                    }
                }
                c
            }
            None => e,
        };
        if host_end <= st {
            return None;
        }
        ret.host = part(&s[st..host_end]);
        if e == ue {
            return Some(ret);
        }
        st = e;
    }
    // just_path
    let mut e = ue;
    if let Some(p) = s[st..e].iter().position(|&c| c == b'#').map(|p| st + p) {
        ret.fragment = part(&s[p + 1..e]);
        e = p;
    }
    if let Some(p) = s[st..e].iter().position(|&c| c == b'?').map(|p| st + p) {
        ret.query = part(&s[p + 1..e]);
        e = p;
    }
    if st < e || st == ue {
        ret.path = part(&s[st..e]);
    }
    Some(ret)
}

fn parse_url_fn(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let component = int_arg(args, 1, -1);
    let Some(url) = parse_url(s.as_bytes()) else {
        return Ok(Value::Bool(false));
    };
    let text = |v: &Option<Vec<u8>>| v.as_ref().map_or(Value::Null, |b| Value::str(b.clone()));
    if component > -1 {
        return Ok(match component {
            0 => text(&url.scheme),
            1 => text(&url.host),
            2 => url.port.map_or(Value::Null, |p| Value::Int(p as i64)),
            3 => text(&url.user),
            4 => text(&url.pass),
            5 => text(&url.path),
            6 => text(&url.query),
            7 => text(&url.fragment),
            _ => {
                let msg = format!(
                    "must be a valid URL component identifier, {} given",
                    component
                );
                return Err(value_error(ctx, "parse_url", 1, "component", &msg));
            }
        });
    }
    let mut out = PhpArray::new();
    let mut add = |k: &str, v: Value| out.insert(ArrayKey::Str(PhpStr::from(k)), v);
    if url.scheme.is_some() {
        add("scheme", text(&url.scheme));
    }
    if url.host.is_some() {
        add("host", text(&url.host));
    }
    if let Some(p) = url.port {
        add("port", Value::Int(p as i64));
    }
    for (k, v) in [
        ("user", &url.user),
        ("pass", &url.pass),
        ("path", &url.path),
        ("query", &url.query),
        ("fragment", &url.fragment),
    ] {
        if v.is_some() {
            add(k, text(v));
        }
    }
    Ok(Value::Array(out))
}

fn parse_str(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let sep = ctx
        .ini_get(b"arg_separator.input")
        .map_or(b"&".to_vec(), |v| v.as_bytes().to_vec());
    let mut out = PhpArray::new();
    for pair in s
        .as_bytes()
        .split(|c| sep.contains(c))
        .filter(|p| !p.is_empty())
    {
        let (name, value) = match pair.iter().position(|&c| c == b'=') {
            Some(eq) => (
                url_decode(&pair[..eq], false),
                url_decode(&pair[eq + 1..], false),
            ),
            None => (url_decode(pair, false), Vec::new()),
        };
        register(&mut out, &name, Value::str(value));
    }
    set_ref(args, 1, Value::Array(out));
    Ok(Value::Null)
}

/// `php_register_variable_ex` into an array.
fn register(root: &mut PhpArray, name: &[u8], value: Value) {
    // The name is a C string; leading spaces are dropped.
    let name = &name[..name.iter().position(|&c| c == 0).unwrap_or(name.len())];
    let start = name.iter().position(|&c| c != b' ').unwrap_or(name.len());
    let mut var: Vec<u8> = name[start..].to_vec();
    let mut bracket = None;
    for (i, c) in var.iter_mut().enumerate() {
        if *c == b' ' || *c == b'.' {
            *c = b'_';
        } else if *c == b'[' {
            bracket = Some(i);
            break;
        }
    }
    let base_len = bracket.unwrap_or(var.len());
    if base_len == 0 {
        return;
    }
    // The chain of keys: None is `[]` (append).
    let mut keys: Vec<Option<Vec<u8>>> = vec![Some(var[..base_len].to_vec())];
    if let Some(mut ip) = bracket {
        loop {
            let index_start = ip + 1;
            if var.get(index_start) == Some(&b']') {
                keys.push(None);
                ip = index_start;
            } else {
                match var[index_start..].iter().position(|&c| c == b']') {
                    Some(p) => {
                        keys.push(Some(var[index_start..index_start + p].to_vec()));
                        ip = index_start + p;
                    }
                    None => {
                        // Not an index after all: the '[' and any ' ', '.', '[' after it become '_'.
                        if keys.len() == 1 {
                            var[ip] = b'_';
                            for c in var[index_start..].iter_mut() {
                                if matches!(*c, b' ' | b'.' | b'[') {
                                    *c = b'_';
                                }
                            }
                            keys = vec![Some(var.clone())];
                        }
                        break;
                    }
                }
            }
            if var.get(ip + 1) == Some(&b'[') {
                ip += 1;
            } else {
                break;
            }
        }
    }
    insert_path(root, &keys, value);
}

fn insert_path(arr: &mut PhpArray, keys: &[Option<Vec<u8>>], value: Value) {
    let key = keys[0].as_ref().map(|k| ArrayKey::from_bytes(k));
    if keys.len() == 1 {
        match key {
            Some(k) => arr.insert(k, value),
            None => {
                let _ = arr.push(value);
            }
        }
        return;
    }
    let mut child = match &key {
        Some(k) => match arr.get(k).map(Value::get) {
            Some(Value::Array(a)) => a,
            _ => PhpArray::new(),
        },
        None => PhpArray::new(),
    };
    insert_path(&mut child, &keys[1..], value);
    match key {
        Some(k) => arr.insert(k, Value::Array(child)),
        None => {
            let _ = arr.push(Value::Array(child));
        }
    }
}
