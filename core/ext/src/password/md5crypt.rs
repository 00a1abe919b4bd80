//! Poul-Henning Kamp's MD5 crypt (`$1$salt$hash`): up to 8 salt
//! characters, 1000 rounds of MD5 mixing password, salt and the previous
//! digest.

use super::b64::push_24;
use crate::string::hash::md5;

/// `setting` starts with `$1$`; `key` holds no NUL.
pub(super) fn crypt(key: &[u8], setting: &[u8]) -> Vec<u8> {
    let rest = &setting[3..];
    let salt_len = rest.iter().take(8).take_while(|&&c| c != b'$').count();
    let salt = &rest[..salt_len];

    let alt = md5(&[key, salt, key].concat());
    let mut buf = [key, b"$1$", salt].concat();
    let mut left = key.len();
    while left > 0 {
        let n = left.min(16);
        buf.extend_from_slice(&alt[..n]);
        left -= n;
    }
    // One byte per bit of the key's length: a NUL for a 1 bit, the key's
    // first byte for a 0 bit.
    let mut i = key.len();
    while i > 0 {
        buf.push(if i & 1 == 1 { 0 } else { key[0] });
        i >>= 1;
    }
    let mut fin = md5(&buf);

    for round in 0..1000 {
        buf.clear();
        if round & 1 == 1 {
            buf.extend_from_slice(key);
        } else {
            buf.extend_from_slice(&fin);
        }
        if round % 3 != 0 {
            buf.extend_from_slice(salt);
        }
        if round % 7 != 0 {
            buf.extend_from_slice(key);
        }
        if round & 1 == 1 {
            buf.extend_from_slice(&fin);
        } else {
            buf.extend_from_slice(key);
        }
        fin = md5(&buf);
    }

    let mut out = [b"$1$", salt, b"$"].concat();
    for (a, b, c) in [(0, 6, 12), (1, 7, 13), (2, 8, 14), (3, 9, 15), (4, 10, 5)] {
        let w = u32::from(fin[a]) << 16 | u32::from(fin[b]) << 8 | u32::from(fin[c]);
        push_24(&mut out, w, 4);
    }
    push_24(&mut out, u32::from(fin[11]), 2);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn matches_php() {
        assert_eq!(
            super::crypt(b"pass", b"$1$saltsaltlong"),
            b"$1$saltsalt$hZR.9zfJXcVTsa9iTxnQR1"
        );
        assert_eq!(super::crypt(b"pass", b"$1$"), b"$1$$uqbusDeGY2YWqg.T2S1100");
        assert_eq!(super::crypt(b"", b"$1$ab"), b"$1$ab$rn6aQS/o7141mj179E/zA.");
    }
}
