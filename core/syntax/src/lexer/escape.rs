//! String escape processing and heredoc indentation removal
//! (php-src `zend_scan_escape_string`, `strip_multiline_string_indentation`).

/// Processes backslash escapes of a double-quoted string, heredoc (quote 0)
/// or backtick string. Unknown escapes are kept as written. Octal escapes
/// above `\377` are reported in `overflows` as (offset in `s`, digits).
pub(crate) fn scan_escapes(
    s: &[u8],
    quote: u8,
    overflows: &mut Vec<(usize, [u8; 3])>,
) -> Result<Vec<u8>, &'static str> {
    if !s.contains(&b'\\') {
        return Ok(s.to_vec());
    }
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    let n = s.len();
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    while i < n {
        let c = s[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        i += 1;
        if i >= n {
            out.push(b'\\');
            continue;
        }
        let e = s[i];
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'v' => out.push(0x0b),
            b'e' => out.push(0x1b),
            b'f' => out.push(0x0c),
            b'"' | b'`' if e != quote => {
                out.push(b'\\');
                out.push(e);
            }
            b'"' | b'`' | b'\\' | b'$' => out.push(e),
            b'x' | b'X' if at(i + 1).is_ascii_hexdigit() => {
                let mut v = hex(at(i + 1));
                i += 1;
                if at(i + 1).is_ascii_hexdigit() {
                    v = v * 16 + hex(at(i + 1));
                    i += 1;
                }
                out.push(v);
            }
            b'u' if at(i + 1) == b'{' => {
                let digits_start = i + 2;
                let mut j = digits_start;
                while j < n && s[j].is_ascii_hexdigit() {
                    j += 1;
                }
                if j >= n || s[j] != b'}' || j == digits_start {
                    return Err("Invalid UTF-8 codepoint escape sequence");
                }
                let mut cp: u64 = 0;
                for &d in &s[digits_start..j] {
                    cp = cp.saturating_mul(16).saturating_add(u64::from(hex(d)));
                }
                if cp > 0x10FFFF {
                    return Err("Invalid UTF-8 codepoint escape sequence: Codepoint too large");
                }
                push_utf8(&mut out, cp as u32);
                i = j;
            }
            b'0'..=b'7' => {
                let esc_at = i - 1;
                let mut v: u32 = u32::from(e - b'0');
                if matches!(at(i + 1), b'0'..=b'7') {
                    v = v * 8 + u32::from(at(i + 1) - b'0');
                    i += 1;
                    if matches!(at(i + 1), b'0'..=b'7') {
                        v = v * 8 + u32::from(at(i + 1) - b'0');
                        i += 1;
                    }
                }
                if v > 0o377 {
                    overflows.push((esc_at, [s[i - 2], s[i - 1], s[i]]));
                }
                out.push(v as u8);
            }
            _ => {
                out.push(b'\\');
                out.push(e);
            }
        }
        i += 1;
    }
    Ok(out)
}

fn hex(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}

fn push_utf8(out: &mut Vec<u8>, cp: u32) {
    if cp < 0x80 {
        out.push(cp as u8);
    } else if cp < 0x800 {
        out.push(0xC0 | (cp >> 6) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    } else if cp < 0x10000 {
        out.push(0xE0 | (cp >> 12) as u8);
        out.push(0x80 | ((cp >> 6) & 0x3F) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    } else {
        out.push(0xF0 | (cp >> 18) as u8);
        out.push(0x80 | ((cp >> 12) & 0x3F) as u8);
        out.push(0x80 | ((cp >> 6) & 0x3F) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    }
}

/// Position just after the newline starting at or after `from`, and the
/// newline's start.
fn next_newline(s: &[u8], from: usize) -> Option<(usize, usize)> {
    let p = s
        .get(from..)?
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')?
        + from;
    let len = if s[p] == b'\r' && s.get(p + 1) == Some(&b'\n') {
        2
    } else {
        1
    };
    Some((p, len))
}

/// Removes the closing marker's indentation from every line of a heredoc
/// chunk. On error returns the message and how many lines into the chunk it
/// was found.
pub(crate) fn strip_heredoc_indentation(
    s: &[u8],
    indentation: usize,
    using_spaces: bool,
    newline_at_start: bool,
    newline_at_end: bool,
) -> Result<Vec<u8>, (String, u32)> {
    if indentation == 0 {
        return Ok(s.to_vec());
    }
    let end = s.len();
    let mut out = Vec::with_capacity(s.len());
    let mut str_pos;
    let mut newline_count = 0u32;
    if !newline_at_start {
        match next_newline(s, 0) {
            None => return Ok(s.to_vec()),
            Some((p, l)) => {
                out.extend_from_slice(&s[..p + l]);
                str_pos = p + l;
                newline_count += 1;
            }
        }
    } else {
        str_pos = 0;
    }
    loop {
        if str_pos > end {
            break;
        }
        let nl = next_newline(s, str_pos);
        let (nl_pos, nl_len) = match nl {
            Some(x) => (Some(x.0), x.1),
            None if newline_at_end => (Some(end), 0),
            None => (None, 0),
        };
        let mut skip = 0;
        while skip < indentation {
            if Some(str_pos) == nl_pos {
                break;
            }
            if str_pos == end || (s[str_pos] != b' ' && s[str_pos] != b'\t') {
                return Err((
                    format!(
                        "Invalid body indentation level (expecting an indentation level of at least {indentation})"
                    ),
                    newline_count,
                ));
            }
            if (!using_spaces && s[str_pos] == b' ') || (using_spaces && s[str_pos] == b'\t') {
                return Err((
                    "Invalid indentation - tabs and spaces cannot be mixed".to_string(),
                    newline_count,
                ));
            }
            skip += 1;
            str_pos += 1;
        }
        if str_pos == end {
            break;
        }
        let len = match nl_pos {
            Some(p) => p - str_pos + nl_len,
            None => end - str_pos,
        };
        out.extend_from_slice(&s[str_pos..str_pos + len]);
        str_pos += len;
        newline_count += 1;
        if nl_pos.is_none() {
            break;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        assert_eq!(
            scan_escapes(br"a\n\t\\\$\x41\101\u{1F600}\q", b'"', &mut Vec::new()).unwrap(),
            b"a\n\t\\$AA\xF0\x9F\x98\x80\\q"
        );
        assert_eq!(
            scan_escapes(br#"\""#, 0, &mut Vec::new()).unwrap(),
            br#"\""#
        );
        assert!(scan_escapes(br"\u{}", b'"', &mut Vec::new()).is_err());
        assert_eq!(
            scan_escapes(br"\u00e9", b'"', &mut Vec::new()).unwrap(),
            br"\u00e9"
        );
    }

    #[test]
    fn strip() {
        assert_eq!(
            strip_heredoc_indentation(b"  a\n   b", 2, true, true, true).unwrap(),
            b"a\n b"
        );
        assert!(strip_heredoc_indentation(b"  a\n b", 2, true, true, true).is_err());
        assert_eq!(
            strip_heredoc_indentation(b"  a\n\n  b", 2, true, true, true).unwrap(),
            b"a\n\nb"
        );
    }
}
