//! Ulrich Drepper's SHA-crypt (`$5$` SHA-256, `$6$` SHA-512): an optional
//! `rounds=N$` (1000 to 999999999, default 5000), up to 16 salt
//! characters, and N rounds mixing digests of the password and salt.

use super::b64::push_24;

const ROUNDS_DEFAULT: u64 = 5000;
const ROUNDS_MIN: u64 = 1000;
const ROUNDS_MAX: u64 = 999_999_999;

/// Which of the two variants.
#[derive(Clone, Copy)]
pub(super) enum Sha {
    S256,
    S512,
}

impl Sha {
    fn prefix(self) -> &'static [u8] {
        match self {
            Sha::S256 => b"$5$",
            Sha::S512 => b"$6$",
        }
    }

    fn digest(self, data: &[u8]) -> Vec<u8> {
        let name: &[u8] = match self {
            Sha::S256 => b"sha256",
            Sha::S512 => b"sha512",
        };
        crate::hash::find(name)
            .expect("sha2 is built in")
            .digest(data)
    }

    /// The order in which the final digest's bytes are packed, 3 at a time
    /// (the last group is shorter).
    fn groups(self) -> Vec<(usize, usize, usize)> {
        // Group k takes bytes k, k+n and k+2n, rotated one place each step
        // (SHA-256 and SHA-512 rotate in opposite directions).
        let (n, fwd) = match self {
            Sha::S256 => (10, false),
            Sha::S512 => (21, true),
        };
        (0..n)
            .map(|k| {
                let t = [k, k + n, k + 2 * n];
                match (k % 3, fwd) {
                    (0, _) => (t[0], t[1], t[2]),
                    (1, false) | (2, true) => (t[2], t[0], t[1]),
                    _ => (t[1], t[2], t[0]),
                }
            })
            .collect()
    }
}

/// C's `strtoul(s, &end, 10)` on the bytes after `rounds=`: the value
/// (saturated) and how many bytes it consumed (0 when there are no digits).
fn strtoul(s: &[u8]) -> (u64, usize) {
    let (neg, i) = super::c_number_prefix(s);
    let digits = s[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return (0, 0);
    }
    let mut v: u64 = 0;
    let mut overflow = false;
    for &c in &s[i..i + digits] {
        match v
            .checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(c - b'0')))
        {
            Some(n) => v = n,
            None => overflow = true,
        }
    }
    let v = if overflow {
        u64::MAX
    } else if neg {
        v.wrapping_neg()
    } else {
        v
    };
    (v, i + digits)
}

/// `setting` starts with the variant's prefix; `key` holds no NUL.
/// `None` for a `rounds=` count out of range.
pub(super) fn crypt(sha: Sha, key: &[u8], setting: &[u8]) -> Option<Vec<u8>> {
    let mut rest = &setting[3..];
    let mut rounds = ROUNDS_DEFAULT;
    let mut custom = false;
    if let Some(num) = rest.strip_prefix(b"rounds=") {
        let (n, used) = strtoul(num);
        if num.get(used) == Some(&b'$') {
            if !(ROUNDS_MIN..=ROUNDS_MAX).contains(&n) {
                return None;
            }
            rounds = n;
            custom = true;
            rest = &num[used + 1..];
        }
    }
    let salt_len = rest.iter().take(16).take_while(|&&c| c != b'$').count();
    let salt = &rest[..salt_len];

    let size = match sha {
        Sha::S256 => 32,
        Sha::S512 => 64,
    };
    let repeat =
        |block: &[u8], len: usize| -> Vec<u8> { block.iter().cycle().take(len).copied().collect() };

    let b = sha.digest(&[key, salt, key].concat());
    let mut buf = [key, salt, &repeat(&b, key.len())].concat();
    let mut i = key.len();
    while i > 0 {
        buf.extend_from_slice(if i & 1 == 1 { &b } else { key });
        i >>= 1;
    }
    let mut a = sha.digest(&buf);

    let dp = sha.digest(&key.repeat(key.len()));
    let p = repeat(&dp, key.len());
    let ds = sha.digest(&salt.repeat(16 + usize::from(a[0])));
    let s = &ds[..salt.len()];

    for r in 0..rounds {
        buf.clear();
        if r & 1 == 1 {
            buf.extend_from_slice(&p);
        } else {
            buf.extend_from_slice(&a);
        }
        if r % 3 != 0 {
            buf.extend_from_slice(s);
        }
        if r % 7 != 0 {
            buf.extend_from_slice(&p);
        }
        if r & 1 == 1 {
            buf.extend_from_slice(&a);
        } else {
            buf.extend_from_slice(&p);
        }
        a = sha.digest(&buf);
    }

    let mut out = sha.prefix().to_vec();
    if custom {
        out.extend_from_slice(format!("rounds={}$", rounds).as_bytes());
    }
    out.extend_from_slice(salt);
    out.push(b'$');
    for (x, y, z) in sha.groups() {
        let w = u32::from(a[x]) << 16 | u32::from(a[y]) << 8 | u32::from(a[z]);
        push_24(&mut out, w, 4);
    }
    match sha {
        Sha::S256 => push_24(&mut out, u32::from(a[31]) << 8 | u32::from(a[30]), 3),
        Sha::S512 => push_24(&mut out, u32::from(a[size - 1]), 2),
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_php() {
        let c = |sha, k: &[u8], s: &[u8]| String::from_utf8(crypt(sha, k, s).unwrap()).unwrap();
        assert_eq!(
            c(Sha::S256, b"pass", b"$5$saltstring"),
            "$5$saltstring$/OUd2NwqWSQLmFTtl7/tjQuCqyiCYIE1xKjz05k3up0"
        );
        assert_eq!(
            c(Sha::S512, b"pass", b"$6$rounds=+1001$salt$xx"),
            "$6$rounds=1001$salt$QMv248hfOBXQKtm68Il/dF6J.OyyURPIrtOAvyQFm48Pua3VxYKf27KHBf90JgN0OBR2IYUbvaqR3VhPKfQ830"
        );
        assert_eq!(
            c(Sha::S256, b"pass", b"$5$rounds=1000x$saltstring"),
            "$5$rounds=1000x$cXYuCiwD7d7kw8HLyM2J/rdTksPy9Q3ek/OoEgUBt7B"
        );
        assert!(crypt(Sha::S256, b"pass", b"$5$rounds=$x").is_none());
        assert!(crypt(Sha::S512, b"pass", b"$6$rounds=-1$x").is_none());
    }
}
