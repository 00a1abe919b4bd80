//! The pattern-shaped filters of logical_filters.c: `FILTER_VALIDATE_URL`
//! (php's URL parser plus host and user-info checks),
//! `FILTER_VALIDATE_EMAIL` (php's RFC 5321 pattern, ASCII or with
//! `FILTER_FLAG_EMAIL_UNICODE`) and `FILTER_VALIDATE_REGEXP`.

use super::call::Run;
use super::net::{ipv6, valid_domain};
use super::number::string_option;
use super::sanitize;
use super::{failed, FLAG_EMAIL_UNICODE, FLAG_HOSTNAME, FLAG_PATH_REQUIRED, FLAG_QUERY_REQUIRED};
use crate::string::parse_url::parse_url;
use rphp_value::{Fault, PhpArray, PhpStr, Value};

/// `php_filter_validate_regexp`: the `regexp` option must match.
pub(super) fn regexp(
    run: &mut Run,
    text: PhpStr,
    flags: i64,
    opts: Option<&PhpArray>,
) -> Result<Value, Fault> {
    let Some(re) = string_option(opts, b"regexp") else {
        return Err(run.value_error("\"regexp\" option is missing"));
    };
    let func = run.func;
    Ok(
        match crate::pcre::pattern_matches(run.ctx, func, &re, text.as_bytes())? {
            Some(true) => Value::Str(text),
            _ => failed(flags),
        },
    )
}

/// `is_userinfo_valid`: unreserved and sub-delimiter characters, `:` and
/// `%` escapes (php wants a decimal digit, then a hex digit).
fn userinfo_valid(s: &[u8]) -> bool {
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:".contains(&c) {
            i += 1;
        } else if c == b'%'
            && i + 3 <= s.len()
            && s[i + 1].is_ascii_digit()
            && s[i + 2].is_ascii_hexdigit()
        {
            i += 3;
        } else {
            return false;
        }
    }
    true
}

/// `php_filter_validate_url`.
pub(super) fn url(text: PhpStr, flags: i64) -> Value {
    let s = text.as_bytes();
    // Characters outside RFC 1738 make the URL invalid.
    if sanitize::url(s).len() != s.len() {
        return failed(flags);
    }
    let Some(u) = parse_url(s) else {
        return failed(flags);
    };
    let scheme = u.scheme.as_deref();
    if let Some(sc) = scheme {
        if sc.eq_ignore_ascii_case(b"http") || sc.eq_ignore_ascii_case(b"https") {
            let Some(host) = u.host.as_deref() else {
                return failed(flags);
            };
            let bracketed_v6 = host.len() >= 2
                && host[0] == b'['
                && host[host.len() - 1] == b']'
                && ipv6(&host[1..host.len() - 1]).is_some();
            if !bracketed_v6 && !valid_domain(host, FLAG_HOSTNAME) {
                return failed(flags);
            }
        }
    }
    let Some(sc) = scheme else {
        return failed(flags);
    };
    if (u.host.is_none() && !matches!(sc, b"mailto" | b"news" | b"file"))
        || (flags & FLAG_PATH_REQUIRED != 0 && u.path.is_none())
        || (flags & FLAG_QUERY_REQUIRED != 0 && u.query.is_none())
    {
        return failed(flags);
    }
    if u.user.as_deref().is_some_and(|p| !userinfo_valid(p))
        || u.pass.as_deref().is_some_and(|p| !userinfo_valid(p))
    {
        return failed(flags);
    }
    Value::Str(text)
}

/// php's e-mail pattern (after Michael Rushton's): a dot-atom or quoted
/// local part of at most 64 characters, then a fully-qualified domain or
/// an address literal; `{L}` stands for the Unicode letters and digits the
/// `FILTER_FLAG_EMAIL_UNICODE` pattern adds to the atom characters.
const EMAIL_PATTERN: &str = concat!(
    r"/^(?!(?:(?:\x22?\x5C[\x00-\x7E]\x22?)|(?:\x22?[^\x5C\x22]\x22?)){255,})",
    r"(?!(?:(?:\x22?\x5C[\x00-\x7E]\x22?)|(?:\x22?[^\x5C\x22]\x22?)){65,}@)",
    r"(?:(?:[\x21\x23-\x27\x2A\x2B\x2D\x2F-\x39\x3D\x3F\x5E-\x7E{L}]+)|",
    r"(?:\x22(?:[\x01-\x08\x0B\x0C\x0E-\x1F\x21\x23-\x5B\x5D-\x7F{L}]|(?:\x5C[\x00-\x7F]))*\x22))",
    r"(?:\.(?:(?:[\x21\x23-\x27\x2A\x2B\x2D\x2F-\x39\x3D\x3F\x5E-\x7E{L}]+)|",
    r"(?:\x22(?:[\x01-\x08\x0B\x0C\x0E-\x1F\x21\x23-\x5B\x5D-\x7F{L}]|(?:\x5C[\x00-\x7F]))*\x22)))*",
    r"@(?:(?:(?!.*[^.]{64,})(?:(?:(?:xn--)?[a-z0-9]+(?:-+[a-z0-9]+)*\.){1,126}){1,}",
    r"(?:(?:[a-z][a-z0-9]*)|(?:(?:xn--)[a-z0-9]+))(?:-+[a-z0-9]+)*)|",
    r"(?:\[(?:(?:IPv6:(?:(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){7})|",
    r"(?:(?!(?:.*[a-f0-9][:\]]){7,})(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,5})?::",
    r"(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,5})?)))|",
    r"(?:(?:IPv6:(?:(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){5}:)|",
    r"(?:(?!(?:.*[a-f0-9]:){5,})(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,3})?::",
    r"(?:[a-f0-9]{1,4}(?::[a-f0-9]{1,4}){0,3}:)?)))?",
    r"(?:(?:25[0-5])|(?:2[0-4][0-9])|(?:1[0-9]{2})|(?:[1-9]?[0-9]))",
    r"(?:\.(?:(?:25[0-5])|(?:2[0-4][0-9])|(?:1[0-9]{2})|(?:[1-9]?[0-9]))){3}))\]))$/iD",
);

/// `php_filter_validate_email`: at most 320 bytes, then the pattern.
pub(super) fn email(run: &mut Run, text: PhpStr, flags: i64) -> Result<Value, Fault> {
    if text.len() > 320 {
        return Ok(failed(flags));
    }
    let pattern = if flags & FLAG_EMAIL_UNICODE != 0 {
        EMAIL_PATTERN.replace("{L}", r"\pL\pN") + "u"
    } else {
        EMAIL_PATTERN.replace("{L}", "")
    };
    let func = run.func;
    Ok(
        match crate::pcre::pattern_matches(run.ctx, func, pattern.as_bytes(), text.as_bytes())? {
            Some(true) => Value::Str(text),
            _ => failed(flags),
        },
    )
}
