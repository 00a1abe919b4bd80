//! Keyed constructions over the cryptographic algorithms: RFC 2104 HMAC,
//! RFC 8018 PBKDF2 (`hash_pbkdf2`) and RFC 5869 HKDF (`hash_hkdf`).

use super::Algo;

/// An HMAC key schedule: the key padded to the block size and XORed with
/// 0x36 (inner) and 0x5c (outer), ready to prefix each message.
pub(super) struct Hmac {
    algo: &'static Algo,
    ipad: Vec<u8>,
    opad: Vec<u8>,
}

impl Hmac {
    pub(super) fn new(algo: &'static Algo, key: &[u8]) -> Self {
        let mut k = if key.len() > algo.block {
            algo.digest(key)
        } else {
            key.to_vec()
        };
        k.resize(algo.block, 0);
        Hmac {
            algo,
            ipad: k.iter().map(|b| b ^ 0x36).collect(),
            opad: k.iter().map(|b| b ^ 0x5c).collect(),
        }
    }

    /// HMAC of the concatenation of `parts`.
    pub(super) fn mac(&self, parts: &[&[u8]]) -> Vec<u8> {
        let mut inner = self.ipad.clone();
        for p in parts {
            inner.extend_from_slice(p);
        }
        let mut outer = self.opad.clone();
        outer.extend_from_slice(&self.algo.digest(&inner));
        self.algo.digest(&outer)
    }
}

/// PBKDF2-HMAC: `len` bytes derived from `password` and `salt`.
pub(super) fn pbkdf2(
    algo: &'static Algo,
    password: &[u8],
    salt: &[u8],
    iterations: u64,
    len: usize,
) -> Vec<u8> {
    let prf = Hmac::new(algo, password);
    let mut out = Vec::with_capacity(len + algo.size);
    let mut block = 1u32;
    while out.len() < len {
        let mut u = prf.mac(&[salt, &block.to_be_bytes()]);
        let mut t = u.clone();
        for _ in 1..iterations {
            u = prf.mac(&[&u]);
            for (x, y) in t.iter_mut().zip(&u) {
                *x ^= y;
            }
        }
        out.extend_from_slice(&t);
        block = block.wrapping_add(1);
    }
    out.truncate(len);
    out
}

/// HKDF extract-then-expand: `len` bytes (at most 255 digests).
pub(super) fn hkdf(
    algo: &'static Algo,
    ikm: &[u8],
    len: usize,
    info: &[u8],
    salt: &[u8],
) -> Vec<u8> {
    let zeros;
    let salt = if salt.is_empty() {
        zeros = vec![0u8; algo.size];
        &zeros[..]
    } else {
        salt
    };
    let prk = Hmac::new(algo, salt).mac(&[ikm]);
    let expand = Hmac::new(algo, &prk);
    let mut out = Vec::with_capacity(len + algo.size);
    let mut t: Vec<u8> = Vec::new();
    let mut i = 1u8;
    while out.len() < len {
        t = expand.mac(&[&t, info, &[i]]);
        out.extend_from_slice(&t);
        i = i.wrapping_add(1);
    }
    out.truncate(len);
    out
}
