//! `mb_output_handler`: an output buffer callback converting output from
//! the internal encoding to `mb_http_output()`'s. The first call of a
//! buffer (PHP_OUTPUT_HANDLER_START) sets the converter up and sends php's
//! Content-Type header (through `header()`, so its warning comes out once
//! output has started); a character split between two chunks is kept back
//! until the next one, or the final call.

use super::encoding::{self, Encoding};
use super::{convert_bytes, settings};
use crate::util::{int_arg, str_arg};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};
use std::cell::RefCell;

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "mb_output_handler",
    params: &[
        ParamSpec::req("string", ParamType::String),
        ParamSpec::req("status", ParamType::Int),
    ],
    func: mb_output_handler,
}];

const START: i64 = 1;
const FINAL: i64 = 8;

/// The running conversion: source, target and the bytes kept back.
struct Conv {
    from: &'static Encoding,
    to: &'static Encoding,
    pending: Vec<u8>,
}

thread_local! {
    static CONV: RefCell<Option<Conv>> = const { RefCell::new(None) };
}

pub(super) fn reset() {
    CONV.with(|c| *c.borrow_mut() = None);
}

/// How many bytes at the end of `s` start a UTF-8 character that is not complete yet.
fn incomplete_utf8(s: &[u8]) -> usize {
    for back in 1..=3.min(s.len()) {
        let b = s[s.len() - back];
        if b & 0xC0 == 0x80 {
            continue;
        }
        let need = encoding::utf8_mblen(b);
        return if need > back { back } else { 0 };
    }
    0
}

fn mb_output_handler(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let status = int_arg(args, 1, 0);
    if status & START != 0 {
        reset();
        let Some(to) = settings::http_output_encoding(ctx) else {
            return Ok(Value::Str(s));
        };
        let header = format!(
            "Content-Type: text/html;charset={}",
            to.mime.unwrap_or(to.name)
        );
        ctx.call(&Value::str("header"), vec![Value::str(header)])?;
        let from = settings::internal(ctx);
        CONV.with(|c| {
            *c.borrow_mut() = Some(Conv {
                from,
                to,
                pending: Vec::new(),
            })
        });
    }
    let Some(mut conv) = CONV.with(|c| c.borrow_mut().take()) else {
        return Ok(Value::Str(s));
    };
    conv.pending.extend_from_slice(s.as_bytes());
    let last = status & FINAL != 0;
    let keep = if last || conv.from != encoding::utf8() {
        0
    } else {
        incomplete_utf8(&conv.pending)
    };
    let tail = conv.pending.split_off(conv.pending.len() - keep);
    let out = convert_bytes(&conv.pending, conv.from, conv.to);
    if !last {
        conv.pending = tail;
        CONV.with(|c| *c.borrow_mut() = Some(conv));
    }
    Ok(Value::str(out))
}
