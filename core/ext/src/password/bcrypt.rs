//! bcrypt (`$2a$`, `$2b$`, `$2x$`, `$2y$`): Provos and Mazières' expensive
//! Blowfish key schedule (EksBlowfish), 2^cost rounds of re-keying with the
//! password and salt, then "OrpheanBeholderScryDoubt" encrypted 64 times.
//!
//! `$2x$` reproduces the historic sign-extension bug of key bytes >= 0x80;
//! `$2a$` guards against it (a key the bug would have changed gets a
//! different hash from both); `$2b$` and `$2y$` are the correct algorithm.

use super::b64::{bf_char, bf_decode, bf_encode, bf_value};
use crate::pi_tables::PI_WORDS;

/// The cheapest cost crypt() accepts.
const MIN_COST: u32 = 4;

struct Blowfish {
    p: [u32; 18],
    s: [[u32; 256]; 4],
}

impl Blowfish {
    fn initial() -> Box<Blowfish> {
        let mut bf = Box::new(Blowfish {
            p: [0; 18],
            s: [[0; 256]; 4],
        });
        bf.p.copy_from_slice(&PI_WORDS[..18]);
        for (i, sbox) in bf.s.iter_mut().enumerate() {
            sbox.copy_from_slice(&PI_WORDS[18 + 256 * i..18 + 256 * (i + 1)]);
        }
        bf
    }

    #[inline(always)]
    fn f(&self, x: u32) -> u32 {
        let [a, b, c, d] = x.to_be_bytes();
        (self.s[0][usize::from(a)].wrapping_add(self.s[1][usize::from(b)])
            ^ self.s[2][usize::from(c)])
        .wrapping_add(self.s[3][usize::from(d)])
    }

    #[inline(always)]
    fn encrypt(&self, mut l: u32, mut r: u32) -> (u32, u32) {
        for i in (0..16).step_by(2) {
            l ^= self.p[i];
            r ^= self.f(l);
            r ^= self.p[i + 1];
            l ^= self.f(r);
        }
        (r ^ self.p[17], l ^ self.p[16])
    }

    /// Re-encrypts the whole state in a chain; before each block the chain
    /// value is XORed with `salt`'s two halves alternately (all zero for
    /// the plain re-keying rounds).
    fn expand(&mut self, salt: &[u32; 4]) {
        let (mut l, mut r) = (0u32, 0u32);
        let mut half = 0;
        for i in (0..18).step_by(2) {
            l ^= salt[half];
            r ^= salt[half + 1];
            half ^= 2;
            (l, r) = self.encrypt(l, r);
            self.p[i] = l;
            self.p[i + 1] = r;
        }
        for b in 0..4 {
            for i in (0..256).step_by(2) {
                l ^= salt[half];
                r ^= salt[half + 1];
                half ^= 2;
                (l, r) = self.encrypt(l, r);
                self.s[b][i] = l;
                self.s[b][i + 1] = r;
            }
        }
    }
}

/// The password as 18 key words, cycling through its bytes and terminating
/// NUL, and a mask to XOR into the first P word of the initial key setup
/// only. `bug` and `safety` come from the variant letter.
fn key_words(key: &[u8], bug: bool, safety: bool) -> ([u32; 18], u32) {
    let mut stream = key.iter().copied().chain([0]).cycle();
    let mut words = [0u32; 18];
    let (mut sign, mut diff) = (0u32, 0u32);
    for w in &mut words {
        let (mut good, mut bad) = (0u32, 0u32);
        for j in 0..4 {
            let c = stream.next().unwrap_or(0);
            good = (good << 8) | u32::from(c);
            // The bug ORed in the byte sign-extended to 32 bits.
            bad = (bad << 8) | (c as i8 as i32 as u32);
            if j > 0 {
                sign |= bad & 0x80;
            }
        }
        diff |= good ^ bad;
        *w = if bug { bad } else { good };
    }
    // Bytes >= 0x80 that the bug happens to leave unchanged (runs of 0xff):
    // flip one bit so such a `$2a$` hash cannot be matched by the buggy
    // algorithm.
    let flip = if safety && sign != 0 && diff == 0 {
        0x0001_0000
    } else {
        0
    };
    (words, flip)
}

/// `setting` is `$2?$`...; `None` unless it reads `$2[abxy]$NN$` followed by
/// 22 salt characters and NN is 04 to 31. `key` holds no NUL.
pub(super) fn crypt(key: &[u8], setting: &[u8]) -> Option<Vec<u8>> {
    if setting.len() < 7 || setting[0] != b'$' || setting[1] != b'2' || setting[3] != b'$' {
        return None;
    }
    let (bug, safety) = match setting[2] {
        b'a' => (false, true),
        b'b' | b'y' => (false, false),
        b'x' => (true, false),
        _ => return None,
    };
    let (d1, d2) = (setting[4], setting[5]);
    if !(b'0'..=b'3').contains(&d1) || !d2.is_ascii_digit() || setting[6] != b'$' {
        return None;
    }
    let cost = u32::from(d1 - b'0') * 10 + u32::from(d2 - b'0');
    if !(MIN_COST..=31).contains(&cost) {
        return None;
    }
    let salt_chars = setting.get(7..29)?;
    let raw = bf_decode(salt_chars, 16)?;
    let mut salt = [0u32; 4];
    for (w, b) in salt.iter_mut().zip(raw.chunks(4)) {
        *w = u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    }

    let (kw, flip) = key_words(key, bug, safety);
    let mut bf = Blowfish::initial();
    for (p, k) in bf.p.iter_mut().zip(&kw) {
        *p ^= k;
    }
    bf.p[0] ^= flip;
    bf.expand(&salt);
    let mut salt_p = [0u32; 18];
    for (i, w) in salt_p.iter_mut().enumerate() {
        *w = salt[i % 4];
    }
    for _ in 0..1u64 << cost {
        for (p, k) in bf.p.iter_mut().zip(&kw) {
            *p ^= k;
        }
        bf.expand(&[0; 4]);
        for (p, s) in bf.p.iter_mut().zip(&salt_p) {
            *p ^= s;
        }
        bf.expand(&[0; 4]);
    }

    let mut text = [0u32; 6];
    for (w, b) in text.iter_mut().zip(b"OrpheanBeholderScryDoubt".chunks(4)) {
        *w = u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    }
    for i in (0..6).step_by(2) {
        let (mut l, mut r) = (text[i], text[i + 1]);
        for _ in 0..64 {
            (l, r) = bf.encrypt(l, r);
        }
        text[i] = l;
        text[i + 1] = r;
    }
    let bytes: Vec<u8> = text.iter().flat_map(|w| w.to_be_bytes()).collect();

    let mut out = setting[..28].to_vec();
    // The last salt character keeps only the bits the salt uses.
    out.push(bf_char(bf_value(setting[28])? & 0x30));
    bf_encode(&mut out, &bytes[..23]);
    Some(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn matches_php() {
        let c = |k: &[u8], s: &[u8]| String::from_utf8(super::crypt(k, s).unwrap()).unwrap();
        let salt = b"$2y$04$abcdefghijklmnopqrstuv";
        assert_eq!(
            c(b"pass", salt),
            "$2y$04$abcdefghijklmnopqrstuufznL8bkzdtHwLhca4To/v9Lo9bA7fR6"
        );
        assert_eq!(
            c(b"", salt),
            "$2y$04$abcdefghijklmnopqrstuubyCG3zY1GIXMyxfivm.ClDiInHzxjiq"
        );
        assert_eq!(
            c(b"\xff\xa3pass", b"$2a$04$abcdefghijklmnopqrstuv"),
            "$2a$04$abcdefghijklmnopqrstuuvxkPK8ThKK2OzC6BjNXURc0R1aO5Orq"
        );
        assert_eq!(
            c(b"\xff\xa3pass", b"$2x$04$abcdefghijklmnopqrstuv"),
            "$2x$04$abcdefghijklmnopqrstuu14gYpxAP/f1NCY3OL2isYfWQJAemaGS"
        );
        assert!(super::crypt(b"pass", b"$2y$03$abcdefghijklmnopqrstuv").is_none());
        assert!(super::crypt(b"pass", b"$2y$04$abcdefghijklmnopqrstu").is_none());
    }
}
