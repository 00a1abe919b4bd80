//! Latin-1 ⇄ UTF-8: `utf8_encode` and `utf8_decode` (deprecated in 8.2,
//! which PHP announces on every call).

use crate::string::escape::utf8_char_len;
use crate::util::str_arg;
use rphp_value::{Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, Value};

const STR: &[ParamSpec] = &[ParamSpec::req("string", ParamType::String)];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "utf8_encode",
        params: STR,
        func: utf8_encode,
    },
    Builtin {
        name: "utf8_decode",
        params: STR,
        func: utf8_decode,
    },
];

fn utf8_encode(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    ctx.error(
        ErrorLevel::Deprecated,
        "Function utf8_encode() is deprecated",
    )?;
    let s = str_arg(args, 0);
    let mut out = Vec::with_capacity(s.len() * 2);
    for &c in s.as_bytes() {
        if c < 0x80 {
            out.push(c);
        } else {
            out.push(0xc0 | (c >> 6));
            out.push(0x80 | (c & 0x3f));
        }
    }
    Ok(Value::str(out))
}

fn utf8_decode(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    ctx.error(
        ErrorLevel::Deprecated,
        "Function utf8_decode() is deprecated",
    )?;
    let s = str_arg(args, 0);
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match utf8_char_len(&b[i..]) {
            Ok(1) => {
                out.push(b[i]);
                i += 1;
            }
            Ok(n) => {
                let cp = std::str::from_utf8(&b[i..i + n])
                    .ok()
                    .and_then(|t| t.chars().next())
                    .map_or(0x3f, |c| c as u32);
                out.push(if cp < 0x100 { cp as u8 } else { b'?' });
                i += n;
            }
            Err(skip) => {
                out.push(b'?');
                i += skip;
            }
        }
    }
    Ok(Value::str(out))
}
