//! The ini settings the VM knows, with PHP CLI's defaults under `-n`.
//! Unknown names are not settings (`ini_get` gives false).

use crate::vm::Vm;
use std::collections::HashMap;

pub struct Ini {
    /// Fx-hashed: preg_* reads pcre.* limits on every call.
    values: HashMap<String, String, rustc_hash::FxBuildHasher>,
}

const DEFAULTS: &[(&str, &str)] = &[
    ("display_errors", "1"),
    ("error_reporting", ""),
    ("log_errors", "0"),
    ("error_log", ""),
    ("memory_limit", "128M"),
    ("precision", "14"),
    ("serialize_precision", "-1"),
    ("max_execution_time", "0"),
    ("include_path", ".:/usr/share/php"),
    ("html_errors", "0"),
    ("default_charset", "UTF-8"),
    ("date.timezone", "UTC"),
    ("short_open_tag", "1"),
    ("zend.assertions", "-1"),
    ("output_buffering", "0"),
    ("implicit_flush", "1"),
    ("display_startup_errors", "1"),
    ("track_errors", "0"),
    ("arg_separator.output", "&"),
    ("auto_detect_line_endings", "0"),
    ("default_socket_timeout", "60"),
    ("max_input_time", "-1"),
    ("error_prepend_string", ""),
    ("error_append_string", ""),
    ("xmlrpc_errors", "0"),
    ("ignore_repeated_errors", "0"),
    ("register_argc_argv", "1"),
    ("zend.enable_gc", "1"),
    ("user_agent", ""),
    ("open_basedir", ""),
    ("allow_url_fopen", "1"),
    ("file_uploads", "1"),
    ("post_max_size", "8M"),
    ("upload_max_filesize", "2M"),
    ("mbstring.language", "neutral"),
    ("mbstring.detect_order", ""),
    ("mbstring.encoding_translation", "0"),
    ("mbstring.http_input", ""),
    ("mbstring.http_output", ""),
    (
        "mbstring.http_output_conv_mimetypes",
        "^(text/|application/xhtml\\+xml)",
    ),
    ("mbstring.internal_encoding", ""),
    ("mbstring.regex_retry_limit", "1000000"),
    ("mbstring.regex_stack_limit", "100000"),
    ("mbstring.strict_detection", "0"),
    ("mbstring.substitute_character", ""),
    ("assert.active", "1"),
    ("pcre.jit", "1"),
];

/// php's opcache settings that rphp's bytecode file cache (run by the
/// front-end) honours. As under php with opcache loaded, they exist only when
/// the cache is in use (`-d opcache.file_cache=DIR`); under plain `php -n`
/// `ini_get` knows neither.
const OPCACHE: &[(&str, &str)] = &[
    ("opcache.file_cache", ""),
    ("opcache.file_update_protection", "2"),
];

/// Settings only the command line may set (php's `PHP_INI_SYSTEM`): `ini_set` refuses them.
const SYSTEM_ONLY: &[&str] = &["opcache.file_cache"];

impl Default for Ini {
    fn default() -> Self {
        Ini {
            values: DEFAULTS
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }
}

impl Ini {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(|s| s.as_str())
    }
    pub fn get_str(&self, name: &str) -> String {
        self.get(name).unwrap_or("").to_string()
    }
    pub fn log_errors(&self) -> bool {
        ini_bool(self.get("log_errors").unwrap_or("0"))
    }
    /// 0 = off, 1 = stdout, 2 = stderr.
    pub fn display_errors(&self) -> u8 {
        let v = self.get("display_errors").unwrap_or("1");
        if v.eq_ignore_ascii_case("stderr") {
            2
        } else if v.eq_ignore_ascii_case("stdout") || ini_bool(v) {
            1
        } else {
            0
        }
    }
    pub fn exists(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }
    pub fn set_raw(&mut self, name: &str, value: &str) {
        self.values.insert(name.to_string(), value.to_string());
    }
    pub fn default_of(name: &str) -> Option<&'static str> {
        DEFAULTS
            .iter()
            .chain(OPCACHE)
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    }
    /// Makes the opcache settings exist (the bytecode file cache is in use).
    pub fn enable_opcache(&mut self) {
        for (k, v) in OPCACHE {
            self.values.insert(k.to_string(), v.to_string());
        }
    }
    pub fn system_only(name: &str) -> bool {
        SYSTEM_ONLY.contains(&name)
    }
}

/// PHP's ini boolean: "1", "on", "yes", "true" (and numbers other than 0).
pub fn ini_bool(v: &str) -> bool {
    let l = v.trim().to_ascii_lowercase();
    matches!(l.as_str(), "on" | "yes" | "true") || l.parse::<i64>().map(|n| n != 0).unwrap_or(false)
}

/// `128M` → bytes; `-1` → unlimited (-1).
pub fn parse_size(v: &str) -> i64 {
    let v = v.trim();
    if v.is_empty() {
        return 0;
    }
    let (num, mult) = match v.as_bytes()[v.len() - 1].to_ascii_lowercase() {
        b'k' => (&v[..v.len() - 1], 1024),
        b'm' => (&v[..v.len() - 1], 1024 * 1024),
        b'g' => (&v[..v.len() - 1], 1024 * 1024 * 1024),
        _ => (v, 1),
    };
    let digits: String = num
        .trim()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    digits.parse::<i64>().unwrap_or(0).saturating_mul(mult)
}

impl Vm {
    /// Applies a setting; returns the old value, `None` if there is no such setting.
    pub fn ini_set(&mut self, name: &[u8], value: &[u8]) -> Option<String> {
        let name = String::from_utf8_lossy(name).into_owned();
        let value = String::from_utf8_lossy(value).into_owned();
        if !self.ini.exists(&name) || Ini::system_only(&name) {
            return None;
        }
        let old = self.ini.get_str(&name);
        match name.as_str() {
            "error_reporting" => {
                self.err.reporting = eval_ini_expr(&value, &self.constants);
            }
            "precision" => rphp_value::float::set_precision(value.trim().parse().unwrap_or(14)),
            "serialize_precision" => {
                rphp_value::float::set_serialize_precision(value.trim().parse().unwrap_or(-1))
            }
            "memory_limit" => {
                let n = parse_size(&value);
                self.mem_limit = if n <= 0 { -1 } else { n };
            }
            "max_execution_time" => {
                // Setting it restarts the clock, as in php.
                let n = value.trim().parse::<i64>().unwrap_or(0);
                self.time_limit = n;
                self.deadline = if n > 0 {
                    let (secs, nanos) = self.host.now();
                    Some((secs.saturating_add(n), nanos))
                } else {
                    None
                };
            }
            _ => {}
        }
        self.ini.set_raw(&name, &value);
        Some(old)
    }
}

/// Evaluates an ini value like `E_ALL & ~E_NOTICE` (constants, ints, `| & ^ ~ !`, parentheses).
pub fn eval_ini_expr(
    v: &str,
    consts: &std::collections::HashMap<Vec<u8>, rphp_value::Value>,
) -> i64 {
    let toks: Vec<String> = {
        let mut out = Vec::new();
        let mut cur = String::new();
        for c in v.chars() {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' && cur.is_empty() {
                cur.push(c);
            } else {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                if !c.is_whitespace() {
                    out.push(c.to_string());
                }
            }
        }
        if !cur.is_empty() {
            out.push(cur);
        }
        out
    };
    fn or(
        t: &[String],
        i: &mut usize,
        c: &std::collections::HashMap<Vec<u8>, rphp_value::Value>,
    ) -> i64 {
        let mut v = xor(t, i, c);
        while t.get(*i).is_some_and(|x| x == "|") {
            *i += 1;
            v |= xor(t, i, c);
        }
        v
    }
    fn xor(
        t: &[String],
        i: &mut usize,
        c: &std::collections::HashMap<Vec<u8>, rphp_value::Value>,
    ) -> i64 {
        let mut v = and(t, i, c);
        while t.get(*i).is_some_and(|x| x == "^") {
            *i += 1;
            v ^= and(t, i, c);
        }
        v
    }
    fn and(
        t: &[String],
        i: &mut usize,
        c: &std::collections::HashMap<Vec<u8>, rphp_value::Value>,
    ) -> i64 {
        let mut v = unary(t, i, c);
        while t.get(*i).is_some_and(|x| x == "&") {
            *i += 1;
            v &= unary(t, i, c);
        }
        v
    }
    fn unary(
        t: &[String],
        i: &mut usize,
        c: &std::collections::HashMap<Vec<u8>, rphp_value::Value>,
    ) -> i64 {
        match t.get(*i).map(|s| s.as_str()) {
            Some("~") => {
                *i += 1;
                !unary(t, i, c)
            }
            Some("!") => {
                *i += 1;
                (unary(t, i, c) == 0) as i64
            }
            Some("(") => {
                *i += 1;
                let v = or(t, i, c);
                if t.get(*i).is_some_and(|x| x == ")") {
                    *i += 1;
                }
                v
            }
            Some(x) => {
                *i += 1;
                x.parse::<i64>()
                    .unwrap_or_else(|_| c.get(x.as_bytes()).map(|v| v.to_int()).unwrap_or(0))
            }
            None => 0,
        }
    }
    let mut i = 0;
    or(&toks, &mut i, consts)
}
