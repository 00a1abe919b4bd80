//! The request superglobals php's CLI fills before the script runs:
//! `$_SERVER` and `$_ENV`, governed by `variables_order`, and the empty
//! `$_GET`, `$_POST`, `$_COOKIE`, `$_FILES`, `$_REQUEST` (a command line has no
//! request data). Kept apart from the VM's start-up so the rules php applies
//! (which letters fill what, in which key order) sit in one place.

use crate::vm::Vm;
use rphp_value::{ArrayKey, PhpArray, PhpStr, Value};

impl Vm {
    /// `E` in `variables_order` fills `$_ENV` with the environment; `S` fills
    /// `$_SERVER` with the environment, then the script's names, the request
    /// time and `argv`/`argc`, in php's key order. Without `S`, `$_SERVER` is
    /// empty (php registers it only when asked for).
    pub(crate) fn register_request_globals(&mut self, argv: Value, argc: Value) {
        let order = self.ini.get_str("variables_order").to_ascii_uppercase();
        let env: Vec<(Vec<u8>, Vec<u8>)> = if order.contains('E') || order.contains('S') {
            self.host.env_vars()
        } else {
            Vec::new()
        };
        let env_array = || env_array(&env);
        let mut server = PhpArray::new();
        if order.contains('S') {
            server = env_array();
            if let Some(names) = self.filter_input_source(5) {
                for (k, v) in names.iter() {
                    server.insert(k, v.clone());
                }
            }
            let (secs, nanos) = self.host.now();
            server.insert(
                ArrayKey::from_bytes(b"REQUEST_TIME_FLOAT"),
                Value::Float(secs as f64 + nanos as f64 / 1e9),
            );
            server.insert(ArrayKey::from_bytes(b"REQUEST_TIME"), Value::Int(secs));
            server.insert(ArrayKey::from_bytes(b"argv"), argv);
            server.insert(ArrayKey::from_bytes(b"argc"), argc);
        }
        self.set_global(b"_SERVER", Value::Array(server));
        let env_global = if order.contains('E') {
            env_array()
        } else {
            PhpArray::new()
        };
        self.set_global(b"_ENV", Value::Array(env_global));
        for g in [&b"_GET"[..], b"_POST", b"_COOKIE", b"_FILES", b"_REQUEST"] {
            self.set_global(g, Value::Array(PhpArray::new()));
        }
    }
}

/// The environment as php registers it in `$_ENV`, `$_SERVER` and filter's
/// INPUT_ENV: names it does not register left out.
pub(crate) fn env_array(env: &[(Vec<u8>, Vec<u8>)]) -> PhpArray {
    let mut a = PhpArray::new();
    for (k, v) in env.iter().filter(|(k, _)| env_name_registered(k)) {
        a.insert(ArrayKey::from_bytes(k), Value::Str(PhpStr::from(v.clone())));
    }
    a
}

/// Whether php registers an environment variable of this name in `$_ENV`,
/// `$_SERVER` and filter's INPUT_ENV: it skips a name that is empty or has
/// a space, dot or `[` (rather than mangling it as it does request
/// variables' names, which would make two variables collide).
fn env_name_registered(name: &[u8]) -> bool {
    !name.is_empty() && !name.iter().any(|c| b" .[".contains(c))
}

#[cfg(test)]
mod tests {
    #[test]
    fn env_names_php_skips() {
        for n in [&b"PATH"[..], b"Z]e", b"Z+f", b"123", b"-5", b"a-b"] {
            assert!(super::env_name_registered(n), "{n:?}");
        }
        for n in [&b""[..], b"a.b", b"a b", b"a[b", b"a[b]", b"[]"] {
            assert!(!super::env_name_registered(n), "{n:?}");
        }
    }
}
