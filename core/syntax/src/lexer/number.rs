//! Numeric literals (php-src scanner rules `LNUM`, `DNUM`, `EXPONENT_DNUM`,
//! `HNUM`, `BNUM`, `ONUM`).

use super::{Lexer, Tok, TokVal, Token};

impl Lexer<'_> {
    /// Scans `[0-9]+(_[0-9]+)*` with digits accepted by `ok`.
    fn eat_num(&mut self, ok: impl Fn(u8) -> bool) {
        while ok(self.peek(0)) {
            self.pos += 1;
            if self.peek(0) == b'_' && ok(self.peek(1)) {
                self.pos += 1;
            }
        }
    }

    pub(super) fn lex_number(&mut self) -> Token {
        let start = self.pos;
        let line = self.line;
        let c1 = self.peek(1);
        if self.peek(0) == b'0' {
            let (radix, ok): (u32, fn(u8) -> bool) = match c1 {
                b'x' | b'X' => (16, |b: u8| b.is_ascii_hexdigit()),
                b'b' | b'B' => (2, |b: u8| b == b'0' || b == b'1'),
                b'o' | b'O' => (8, |b: u8| (b'0'..=b'7').contains(&b)),
                _ => (0, |_| false),
            };
            if radix != 0 && ok(self.peek(2)) {
                self.pos += 2;
                self.eat_num(ok);
                let digits: Vec<u8> = self.src[start + 2..self.pos]
                    .iter()
                    .copied()
                    .filter(|&b| b != b'_')
                    .collect();
                let (kind, value) = radix_value(&digits, radix);
                return self.tok(kind, start, line, value);
            }
        }
        self.eat_num(|b| b.is_ascii_digit());
        let int_end = self.pos;
        let mut is_float = false;
        if self.peek(0) == b'.' && (self.peek(1).is_ascii_digit() || int_end > start) {
            // `1.` and `1.5` and `.5`; but not `1..` — flex still takes `1.`.
            self.pos += 1;
            if self.peek(0).is_ascii_digit() {
                self.eat_num(|b| b.is_ascii_digit());
            }
            is_float = true;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let mut k = 1;
            if matches!(self.peek(1), b'+' | b'-') {
                k = 2;
            }
            if self.peek(k).is_ascii_digit() {
                self.pos += k;
                self.eat_num(|b| b.is_ascii_digit());
                is_float = true;
            }
        }
        let text: Vec<u8> = self.src[start..self.pos]
            .iter()
            .copied()
            .filter(|&b| b != b'_')
            .collect();
        if is_float {
            let v = parse_float(&text);
            return self.tok(Tok::DNumber, start, line, TokVal::Float(v));
        }
        if text[0] == b'0' && text.len() > 1 {
            if text.iter().any(|&b| b == b'8' || b == b'9') {
                return self.error("Invalid numeric literal");
            }
            let (kind, value) = radix_value(&text, 8);
            return self.tok(kind, start, line, value);
        }
        match std::str::from_utf8(&text)
            .ok()
            .and_then(|s| s.parse::<i64>().ok())
        {
            Some(v) => self.tok(Tok::LNumber, start, line, TokVal::Int(v)),
            None => {
                let v = parse_float(&text);
                self.tok(Tok::DNumber, start, line, TokVal::Float(v))
            }
        }
    }
}

/// Parses a decimal float literal (underscores removed) with correct rounding.
pub(crate) fn parse_float(text: &[u8]) -> f64 {
    let s = std::str::from_utf8(text).unwrap_or("0");
    s.parse::<f64>().unwrap_or_else(|_| {
        // `1.e5` style: Rust wants a digit after the dot.
        let fixed = s.replace(".e", ".0e").replace(".E", ".0E");
        fixed.parse::<f64>().unwrap_or(0.0)
    })
}

/// An integer literal in base 2, 8 or 16; overflow gives a float computed
/// digit by digit like php-src `zend_hex_strtod`/`zend_oct_strtod`/`zend_bin_strtod`.
fn radix_value(digits: &[u8], radix: u32) -> (Tok, TokVal) {
    let mut v: i64 = 0;
    let mut overflow = false;
    for &d in digits {
        let dv = (d as char).to_digit(radix).unwrap_or(0) as i64;
        match v.checked_mul(radix as i64).and_then(|x| x.checked_add(dv)) {
            Some(x) => v = x,
            None => {
                overflow = true;
                break;
            }
        }
    }
    if !overflow {
        return (Tok::LNumber, TokVal::Int(v));
    }
    // php-src `zend_oct_strtod`/`zend_bin_strtod` evaluate `value * base + c - '0'`
    // left to right in double precision (two roundings a digit), while
    // `zend_hex_strtod` adds the digit's value (one rounding); the
    // intermediate rounding is observable, so do the same.
    let mut f = 0.0f64;
    if radix == 16 {
        for &d in digits {
            f = f * 16.0 + f64::from(hex_digit(d));
        }
        return (Tok::DNumber, TokVal::Float(f));
    }
    for &d in digits {
        let c = f64::from(d);
        f = match d {
            b'0'..=b'9' => f * radix as f64 + c - f64::from(b'0'),
            b'A'..=b'F' => f * radix as f64 + c - f64::from(b'A') + 10.0,
            _ => f * radix as f64 + c - f64::from(b'a') + 10.0,
        };
    }
    (Tok::DNumber, TokVal::Float(f))
}

fn hex_digit(d: u8) -> u8 {
    match d {
        b'0'..=b'9' => d - b'0',
        b'A'..=b'F' => d - b'A' + 10,
        _ => d.wrapping_sub(b'a').wrapping_add(10),
    }
}

#[cfg(test)]
mod tests {
    use crate::lexer::{tokenize, Tok, TokVal};

    fn num(src: &str) -> TokVal {
        let toks = tokenize(format!("<?php {src};").as_bytes());
        assert!(
            matches!(toks[0].kind, Tok::LNumber | Tok::DNumber),
            "{src}: {:?}",
            toks[0]
        );
        toks[0].value.clone()
    }

    #[test]
    fn integers_and_overflow() {
        assert_eq!(num("0x1F"), TokVal::Int(31));
        assert_eq!(num("0b1_0"), TokVal::Int(2));
        assert_eq!(num("0o17"), TokVal::Int(15));
        assert_eq!(num("017"), TokVal::Int(15));
        assert_eq!(num("9223372036854775807"), TokVal::Int(i64::MAX));
        assert_eq!(
            num("9223372036854775808"),
            TokVal::Float(9223372036854775808.0)
        );
        assert_eq!(num("0777777777777777777777"), TokVal::Int(i64::MAX));
        // php: float(1.844674407370955E+19), not 2^64.
        assert_eq!(
            num(&format!("0b{}", "1".repeat(64))),
            TokVal::Float(1.844674407370955e19)
        );
        // php: float(1.8446744073709552E+19) (hex adds the digit's value).
        assert_eq!(
            num("0xFFFFFFFFFFFFFFFF"),
            TokVal::Float(18446744073709551616.0)
        );
        assert_eq!(
            num("01777777777777777777777"),
            TokVal::Float(18446744073709551616.0)
        );
        assert_eq!(
            num("0x1FFFFFFFFFFFFFFFFF"),
            TokVal::Float(5.902958103587057e20)
        );
        assert_eq!(num("1e3"), TokVal::Float(1000.0));
        assert_eq!(num("1.e3"), TokVal::Float(1000.0));
        assert_eq!(num(".5"), TokVal::Float(0.5));
    }
}
