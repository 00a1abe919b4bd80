//! The ini settings the VM knows, with PHP CLI's defaults under `-n`.
//! Unknown names are not settings (`ini_get` gives false).

use crate::ini_table::{IniDef, PHP_INI};
use crate::vm::Vm;
use std::collections::HashMap;

/// One setting: its current (local) value, the value it had before the
/// script first changed it (php's `orig_value`, for `ini_restore` and
/// `ini_get_all`'s global value), who may change it and who registered it.
struct Entry {
    value: Option<String>,
    orig: Option<Option<String>>,
    access: u8,
    ext: &'static str,
}

pub struct Ini {
    /// Fx-hashed: preg_* reads pcre.* limits on every call.
    values: HashMap<String, Entry, rustc_hash::FxBuildHasher>,
    /// Every `-d name=value` given (php's configuration hash, `get_cfg_var`).
    cfg: Vec<(String, String)>,
}

/// Settings rphp keeps beyond php -n's list: extensions rphp has built in.
const EXTRA: &[IniDef] = &[
    ("mbstring.detect_order", None, 7, "mbstring"),
    ("mbstring.encoding_translation", Some("0"), 6, "mbstring"),
    ("mbstring.http_input", None, 7, "mbstring"),
    ("mbstring.http_output", None, 7, "mbstring"),
    (
        "mbstring.http_output_conv_mimetypes",
        Some("^(text/|application/xhtml\\+xml)"),
        7,
        "mbstring",
    ),
    ("mbstring.internal_encoding", None, 7, "mbstring"),
    ("mbstring.language", Some("neutral"), 7, "mbstring"),
    ("mbstring.regex_retry_limit", Some("1000000"), 7, "mbstring"),
    ("mbstring.regex_stack_limit", Some("100000"), 7, "mbstring"),
    ("mbstring.strict_detection", Some("0"), 7, "mbstring"),
    ("mbstring.substitute_character", None, 7, "mbstring"),
];

/// php's opcache settings that rphp's bytecode file cache (run by the
/// front-end) honours. As under php with opcache loaded, they exist only when
/// the cache is in use (`-d opcache.file_cache=DIR`); under plain `php -n`
/// `ini_get` knows neither.
const OPCACHE: &[IniDef] = &[
    ("opcache.file_cache", None, 4, "zend opcache"),
    (
        "opcache.file_update_protection",
        Some("2"),
        7,
        "zend opcache",
    ),
];

/// The extensions `ini_get_all($extension)` knows (php's lower-case module
/// names); `core` lists every setting, as in php.
pub const EXTENSIONS: &[&str] = &[
    "core",
    "date",
    "libxml",
    "openssl",
    "pcre",
    "zlib",
    "filter",
    "hash",
    "json",
    "pcntl",
    "random",
    "reflection",
    "spl",
    "session",
    "standard",
    "sodium",
    "ctype",
    "mbstring",
];

fn entry(d: &IniDef) -> (String, Entry) {
    (
        d.0.to_string(),
        Entry {
            value: d.1.map(str::to_string),
            orig: None,
            access: d.2,
            ext: d.3,
        },
    )
}

impl Default for Ini {
    fn default() -> Self {
        Ini {
            values: PHP_INI.iter().chain(EXTRA).map(entry).collect(),
            cfg: Vec::new(),
        }
    }
}

/// One row of `ini_get_all`: name, global value, local value, access.
pub type IniRow = (String, Option<String>, Option<String>, u8);

impl Ini {
    /// A setting's value (`""` for php's NULL), `None` if there is no such setting.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.values
            .get(name)
            .map(|e| e.value.as_deref().unwrap_or(""))
    }
    /// A setting's value as php holds it (`Some(None)`: php's NULL).
    pub fn value(&self, name: &str) -> Option<Option<&str>> {
        self.values.get(name).map(|e| e.value.as_deref())
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
    /// Whether a script may change the setting (`ini_set`): php's user access bit.
    pub fn user_settable(&self, name: &str) -> bool {
        self.values.get(name).is_some_and(|e| e.access & 1 != 0)
    }
    /// Changes a setting's value as the script does (remembering the value to restore).
    pub fn set_raw(&mut self, name: &str, value: &str) {
        if let Some(e) = self.values.get_mut(name) {
            if e.orig.is_none() {
                e.orig = Some(e.value.take());
            }
            e.value = Some(value.to_string());
        }
    }
    /// Makes a value the setting's unmodified one: a start-up value (`-d`),
    /// as php.ini would set it, or the value `ini_restore` restored.
    pub fn set_global(&mut self, name: &str, value: Option<String>) {
        if let Some(e) = self.values.get_mut(name) {
            e.value = value;
            e.orig = None;
        }
    }
    /// Records a `-d name=value` for `get_cfg_var`.
    pub fn add_cfg(&mut self, name: &str, value: &str) {
        self.cfg.retain(|(k, _)| k != name);
        self.cfg.push((name.to_string(), value.to_string()));
    }
    pub fn cfg(&self, name: &str) -> Option<&str> {
        self.cfg
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
    /// The value `ini_restore` goes back to; `None` if the script never changed it.
    pub fn restore_value(&self, name: &str) -> Option<Option<String>> {
        self.values.get(name)?.orig.clone()
    }
    /// `ini_get_all`'s rows for an extension (every setting for `None`/`core`),
    /// sorted as php sorts them (case-insensitively).
    pub fn rows(&self, ext: Option<&str>) -> Vec<IniRow> {
        let mut rows: Vec<IniRow> = self
            .values
            .iter()
            .filter(|(_, e)| ext.is_none_or(|x| x == "core" || x == e.ext))
            .map(|(k, e)| {
                let global = match &e.orig {
                    Some(Some(o)) => Some(o.clone()),
                    _ => e.value.clone(),
                };
                (k.clone(), global, e.value.clone(), e.access)
            })
            .collect();
        rphp_value::sort::sort_by(&mut rows, |a, b| {
            let (x, y) = (a.0.as_bytes(), b.0.as_bytes());
            x.iter()
                .map(u8::to_ascii_lowercase)
                .cmp(y.iter().map(u8::to_ascii_lowercase))
                .then(x.cmp(y))
        });
        rows
    }
    /// Makes the opcache settings exist (the bytecode file cache is in use).
    pub fn enable_opcache(&mut self) {
        self.values.extend(OPCACHE.iter().map(entry));
    }
    pub fn system_only(name: &str) -> bool {
        OPCACHE.iter().any(|d| d.0 == name && d.2 & 1 == 0)
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
        if !self.ini.user_settable(&name) {
            return None;
        }
        self.apply_ini(&name, &value)
    }

    /// `ini_set`/`ini_alter`: [`Vm::ini_set`] after the run-time checks of
    /// php's on-modify handlers that warn.
    pub(crate) fn ini_set_user(
        &mut self,
        name: &[u8],
        value: &[u8],
    ) -> Result<Option<String>, rphp_value::Fault> {
        if name == b"zend.assertions" {
            let old = crate::assert_fns::assertions_level(self.ini.get("zend.assertions"));
            let new = crate::ini_fns::parse_quantity(value).0;
            if old != new && (old < 0 || new < 0) {
                self.raise(
                    rphp_value::ErrorLevel::Warning,
                    "zend.assertions may be completely enabled or disabled only in php.ini",
                )?;
                return Ok(None);
            }
        }
        Ok(self.ini_set(name, value))
    }

    /// Applies a setting whoever may set it (the command line's `-d`, `ini_restore`).
    pub(crate) fn apply_ini(&mut self, name: &str, value: &str) -> Option<String> {
        let name = name.to_string();
        let value = value.to_string();
        if !self.ini.exists(&name) {
            return None;
        }
        let old = self.ini.get_str(&name);
        match name.as_str() {
            "error_reporting" => {
                self.err.reporting = eval_ini_expr(&value, &self.constants);
            }
            // A new `assert.callback` replaces the one assert_options() set.
            "assert.callback" => self.assert_callback = None,
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
