//! The base-64 alphabets of the hash formats: crypt(3)'s `./0-9A-Za-z`
//! (DES, MD5 and SHA crypt, each packing bits its own way), bcrypt's
//! `./A-Za-z0-9`, and Argon2's standard alphabet without padding.

/// crypt(3)'s alphabet.
pub(super) const ITOA64: &[u8; 64] =
    b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// bcrypt's alphabet.
const BF_ITOA64: &[u8; 64] = b"./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// The standard alphabet (RFC 4648), as Argon2's encoding uses it.
const STD: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// A character's value in crypt(3)'s alphabet.
pub(super) fn ascii64_value(c: u8) -> Option<u8> {
    ITOA64.iter().position(|&x| x == c).map(|p| p as u8)
}

/// MD5 and SHA crypt's packing: `n` characters of `w`, low bits first.
pub(super) fn push_24(out: &mut Vec<u8>, mut w: u32, n: usize) {
    for _ in 0..n {
        out.push(ITOA64[(w & 0x3F) as usize]);
        w >>= 6;
    }
}

/// bcrypt's packing: big-endian groups of 3 bytes, no padding.
pub(super) fn bf_encode(out: &mut Vec<u8>, data: &[u8]) {
    encode_be(out, data, BF_ITOA64);
}

/// bcrypt's decoding of the salt: exactly `n` bytes from the front of `s`,
/// `None` if a character needed is outside the alphabet.
pub(super) fn bf_decode(s: &[u8], n: usize) -> Option<Vec<u8>> {
    let chars = (n * 8).div_ceil(6);
    let mut acc = 0u32;
    let mut bits = 0;
    let mut out = Vec::with_capacity(n);
    for &c in s.get(..chars)? {
        acc = (acc << 6) | bf_value(c)?;
        bits += 6;
        if bits >= 8 && out.len() < n {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

/// A character's value in bcrypt's alphabet.
pub(super) fn bf_value(c: u8) -> Option<u32> {
    BF_ITOA64.iter().position(|&x| x == c).map(|p| p as u32)
}

/// bcrypt's alphabet character for a 6-bit value.
pub(super) fn bf_char(v: u32) -> u8 {
    BF_ITOA64[(v & 0x3F) as usize]
}

/// Standard base 64 without padding (Argon2's encoded form).
pub(super) fn std_encode(out: &mut Vec<u8>, data: &[u8]) {
    encode_be(out, data, STD);
}

/// Standard base 64 without padding, as libargon2 reads it: the decoded
/// bytes and the rest of `s` after the last alphabet character; `None` if
/// the length is impossible or the unused trailing bits are not zero.
pub(super) fn std_decode(s: &[u8]) -> Option<(Vec<u8>, &[u8])> {
    let mut acc = 0u32;
    let mut bits = 0;
    let mut out = Vec::new();
    let mut used = 0;
    for &c in s {
        let Some(d) = STD.iter().position(|&x| x == c) else {
            break;
        };
        used += 1;
        acc = (acc << 6) | d as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
        acc &= (1 << bits) - 1;
    }
    if bits > 4 || acc != 0 {
        return None;
    }
    Some((out, &s[used..]))
}

/// Big-endian 6-bit groups of `data` in `alphabet`, no padding.
fn encode_be(out: &mut Vec<u8>, data: &[u8], alphabet: &[u8; 64]) {
    for chunk in data.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let w = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(alphabet[((w >> (18 - 6 * i)) & 0x3F) as usize]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let mut out = Vec::new();
        std_encode(&mut out, b"VwmBP6F1SN2Y4nPh");
        assert_eq!(out, b"VndtQlA2RjFTTjJZNG5QaA");
        let (back, rest) = std_decode(b"VndtQlA2RjFTTjJZNG5QaA$x").unwrap();
        assert_eq!(back, b"VwmBP6F1SN2Y4nPh");
        assert_eq!(rest, b"$x");
        assert!(std_decode(b"VndtQlA2RjFTTjJZNG5QaB").is_none());
        assert!(std_decode(b"V").is_none());
        let salt = bf_decode(b"abcdefghijklmnopqrstuv", 16).unwrap();
        let mut enc = Vec::new();
        bf_encode(&mut enc, &salt);
        assert_eq!(enc, b"abcdefghijklmnopqrstuu");
    }
}
