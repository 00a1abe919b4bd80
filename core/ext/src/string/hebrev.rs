//! `hebrev()`: Hebrew text (ISO-8859-8 / Windows-1255 letters 0xE0-0xFA)
//! turned from logical into visual order, as ext/standard's `php_hebrev`
//! does it: runs of Hebrew (with the blanks and punctuation between them)
//! are reversed with their brackets mirrored, other runs keep their order,
//! and the lines are then cut at `max_chars_per_line`, avoiding breaking
//! words, from the end of the text backwards.

use crate::util::{int_arg, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, PhpStr, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "hebrev",
    params: &[
        ParamSpec::req("string", ParamType::String),
        ParamSpec::opt("max_chars_per_line", ParamType::Int, "0"),
    ],
    func: hebrev_fn,
}];

fn hebrev_fn(_: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let max = int_arg(args, 1, 0);
    Ok(Value::Str(PhpStr::from(hebrev(s.as_bytes(), max))))
}

fn isheb(c: u8) -> bool {
    (224..=250).contains(&c)
}

fn isblank(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

fn isnewline(c: u8) -> bool {
    c == b'\n' || c == b'\r'
}

/// C's `ispunct` in the C locale.
fn ispunct(c: u8) -> bool {
    c.is_ascii_punctuation()
}

fn mirror(c: u8) -> u8 {
    match c {
        b'(' => b')',
        b')' => b'(',
        b'[' => b']',
        b']' => b'[',
        b'{' => b'}',
        b'}' => b'{',
        b'<' => b'>',
        b'>' => b'<',
        b'\\' => b'/',
        b'/' => b'\\',
        c => c,
    }
}

pub fn hebrev(s: &[u8], max_chars: i64) -> Vec<u8> {
    let len = s.len();
    if len == 0 {
        return Vec::new();
    }
    // The C code reads the NUL after the string.
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    // Visual order, filled from the end.
    let mut heb = vec![0u8; len];
    let mut target = len;
    let mut tmp = 0usize;
    let (mut block_start, mut block_end) = (0usize, 0usize);
    let mut hebrew = isheb(at(0));
    loop {
        if hebrew {
            while (isheb(at(tmp + 1))
                || isblank(at(tmp + 1))
                || ispunct(at(tmp + 1))
                || at(tmp + 1) == b'\n')
                && block_end < len - 1
            {
                tmp += 1;
                block_end += 1;
            }
            for &c in &s[block_start..=block_end] {
                target -= 1;
                heb[target] = mirror(c);
            }
            hebrew = false;
        } else {
            while !isheb(at(tmp + 1)) && at(tmp + 1) != b'\n' && block_end < len - 1 {
                tmp += 1;
                block_end += 1;
            }
            while (isblank(at(tmp)) || ispunct(at(tmp)))
                && at(tmp) != b'/'
                && at(tmp) != b'-'
                && block_end > block_start
            {
                tmp -= 1;
                block_end -= 1;
            }
            for &c in s[block_start..=block_end].iter().rev() {
                target -= 1;
                heb[target] = c;
            }
            hebrew = true;
        }
        block_start = block_end + 1;
        if block_end >= len - 1 {
            break;
        }
    }

    let mut out = Vec::with_capacity(len);
    let (mut begin, mut end) = (len - 1, len - 1);
    loop {
        let mut char_count: i64 = 0;
        while (max_chars == 0 || (max_chars > 0 && char_count < max_chars)) && begin > 0 {
            char_count += 1;
            begin -= 1;
            if isnewline(heb[begin]) {
                while begin > 0 && isnewline(heb[begin - 1]) {
                    begin -= 1;
                    char_count += 1;
                }
                break;
            }
        }
        if max_chars >= 0 && char_count == max_chars {
            // Try to avoid breaking words.
            let (mut new_count, mut new_begin) = (char_count, begin);
            while new_count > 0 {
                if isblank(heb[new_begin]) || isnewline(heb[new_begin]) {
                    break;
                }
                new_begin += 1;
                new_count -= 1;
            }
            if new_count > 0 {
                begin = new_begin;
            }
        }
        let orig_begin = begin;
        if isblank(heb[begin]) {
            heb[begin] = b'\n';
        }
        while begin <= end && isnewline(heb[begin]) {
            begin += 1;
        }
        for &c in heb.iter().take(end + 1).skip(begin) {
            out.push(c);
        }
        let mut i = orig_begin;
        while i <= end && isnewline(heb[i]) {
            out.push(heb[i]);
            i += 1;
        }
        begin = orig_begin;
        if begin == 0 {
            break;
        }
        begin -= 1;
        end = begin;
    }
    out
}
