//! `mb_convert_kana`: converts between the full-width ("zenkaku") and
//! half-width ("hankaku") forms of Japanese text — letters, digits, spaces,
//! katakana, hiragana — as chosen by the mode letters.
//!
//! Each letter's characters are a table (kana_tables.rs); the letters that
//! may be combined never share a character, so a character is converted by
//! at most one table and results are never converted again (php's order
//! does not matter). `V` with `K` or `H` first joins a half-width kana and
//! the voiced sound mark after it into one full-width character.

use super::kana_tables as t;
use super::{enc_arg, encode};
use crate::util::{str_arg, value_error};
use rphp_value::{Builtin, Context, Fault, ParamSpec, ParamType, Value};

pub const BUILTINS: &[Builtin] = &[Builtin {
    name: "mb_convert_kana",
    params: &[
        ParamSpec::req("string", ParamType::String),
        ParamSpec::opt("mode", ParamType::String, "\"KV\""),
        ParamSpec::opt("encoding", ParamType::String, "null").nullable(),
    ],
    func: mb_convert_kana,
}];

const FUNC: &str = "mb_convert_kana";

/// One letter's conversions: (from, to, second or 0).
type Table = &'static [(u32, u32, u32)];

/// The letters php accepts, each with its table (`V` has none of its own).
const LETTERS: &[(u8, Table)] = &[
    (b'A', t::HAN2ZEN_ALL),
    (b'a', t::ZEN2HAN_ALL),
    (b'R', t::HAN2ZEN_ALPHA),
    (b'r', t::ZEN2HAN_ALPHA),
    (b'N', t::HAN2ZEN_NUMERIC),
    (b'n', t::ZEN2HAN_NUMERIC),
    (b'S', t::HAN2ZEN_SPACE),
    (b's', t::ZEN2HAN_SPACE),
    (b'K', t::HAN2ZEN_KATAKANA),
    (b'k', t::ZEN2HAN_KATAKANA),
    (b'H', t::HAN2ZEN_HIRAGANA),
    (b'h', t::ZEN2HAN_HIRAGANA),
    (b'C', t::HIRA2KATA),
    (b'c', t::KATA2HIRA),
    (b'M', t::HAN2ZEN_SPECIAL),
    (b'm', t::ZEN2HAN_SPECIAL),
    (b'V', &[]),
];

/// Letters that must not be combined, in the order php checks them (the
/// first pair present is the one reported).
const CONFLICTS: &[(u8, u8)] = &[
    (b'A', b'a'),
    (b'R', b'a'),
    (b'A', b'r'),
    (b'N', b'a'),
    (b'R', b'r'),
    (b'A', b'n'),
    (b'N', b'n'),
    (b'S', b's'),
    (b'K', b'k'),
    (b'H', b'h'),
    (b'M', b'm'),
    (b'C', b'c'),
    (b'H', b'K'),
    (b'h', b'C'),
    (b'h', b'c'),
    (b'k', b'C'),
    (b'k', b'c'),
];

fn mb_convert_kana(ctx: &mut dyn Context, args: &mut [Value]) -> Result<Value, Fault> {
    let s = str_arg(args, 0);
    let mode = match args.get(1) {
        Some(v) => rphp_value::convert::to_str(&v.get()).as_bytes().to_vec(),
        None => b"KV".to_vec(),
    };
    let mut on = [false; 128];
    for &m in &mode {
        if !LETTERS.iter().any(|(l, _)| *l == m) {
            let msg = format!("contains invalid flag: '{}'", m as char);
            return Err(value_error(ctx, FUNC, 1, "mode", &msg));
        }
        on[m as usize] = true;
    }
    if let Some((x, y)) = CONFLICTS
        .iter()
        .find(|(x, y)| on[*x as usize] && on[*y as usize])
    {
        let msg = format!(
            "must not combine '{}' and '{}' flags",
            *x as char, *y as char
        );
        return Err(value_error(ctx, FUNC, 1, "mode", &msg));
    }
    let enc = enc_arg(ctx, args, 2, FUNC, "encoding")?;
    let tables: Vec<Table> = LETTERS
        .iter()
        .filter(|(l, _)| on[*l as usize])
        .map(|(_, t)| *t)
        .collect();
    let glue: Table = if !on[b'V' as usize] {
        &[]
    } else if on[b'K' as usize] {
        t::GLUE_KATAKANA
    } else if on[b'H' as usize] {
        t::GLUE_HIRAGANA
    } else {
        &[]
    };
    let cps = enc.decode(s.as_bytes());
    let mut out = Vec::with_capacity(cps.len());
    let mut i = 0;
    while i < cps.len() {
        let c = cps[i];
        if let Some(&(_, _, z)) = cps
            .get(i + 1)
            .and_then(|&n| glue.iter().find(|g| g.0 == c && g.1 == n))
        {
            out.push(z);
            i += 2;
            continue;
        }
        match tables
            .iter()
            .find_map(|t| t.binary_search_by_key(&c, |e| e.0).ok().map(|k| t[k]))
        {
            Some((_, a, b)) => {
                out.push(a);
                if b != 0 {
                    out.push(b);
                }
            }
            None => out.push(c),
        }
        i += 1;
    }
    Ok(Value::str(encode(enc, &out)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_for_binary_search() {
        for (l, t) in LETTERS {
            assert!(t.windows(2).all(|w| w[0].0 < w[1].0), "{}", *l as char);
        }
    }
}
