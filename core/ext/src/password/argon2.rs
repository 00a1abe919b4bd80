//! Argon2 (RFC 9106) in its i and id variants, versions 0x10 and 0x13, and
//! libargon2's encoded form `$argon2id$v=19$m=65536,t=4,p=1$salt$hash`
//! that php's password API stores.
//!
//! Lanes are filled one after another within each slice; segments of the
//! same slice never read each other, so the result equals the parallel
//! computation the `p` parameter allows.

use super::b64::{std_decode, std_encode};
use super::blake2b::blake2b;

/// Argon2 version 1.3, the default (encoded as `v=19`).
pub(super) const VERSION_13: u32 = 0x13;
/// Argon2 version 1.0: later passes overwrite blocks instead of XORing.
const VERSION_10: u32 = 0x10;

const SYNC_POINTS: u32 = 4;
const MIN_MEMORY: u32 = 2 * SYNC_POINTS;
const MAX_LANES: u32 = 0x00FF_FFFF;
const MIN_OUTLEN: usize = 4;
const MIN_SALT: usize = 8;
const BLOCK_WORDS: usize = 128;
/// The most memory a hash may take. libargon2 mallocs the whole area and
/// reports "Memory allocation error" when that fails, which glibc does
/// at once for sizes beyond the machine's memory; an overcommitting
/// allocator would instead hand out the area and the process would die
/// touching it, so sizes above this fail up front.
const MAX_BYTES: u64 = 1 << 34;

/// The two variants php offers.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Variant {
    I,
    Id,
}

impl Variant {
    fn code(self) -> u32 {
        match self {
            Variant::I => 1,
            Variant::Id => 2,
        }
    }
    pub(super) fn name(self) -> &'static str {
        match self {
            Variant::I => "argon2i",
            Variant::Id => "argon2id",
        }
    }
}

/// libargon2's errors that php can report, with its messages.
#[derive(Debug, PartialEq)]
pub(super) enum Error {
    MemoryTooLittle,
    MemoryAllocation,
    OutputTooShort,
    SaltTooShort,
    TimeTooSmall,
    LanesTooFew,
    LanesTooMany,
}

impl Error {
    pub(super) fn message(&self) -> &'static str {
        match self {
            Error::MemoryTooLittle => "Memory cost is too small",
            Error::MemoryAllocation => "Memory allocation error",
            Error::OutputTooShort => "Output is too short",
            Error::SaltTooShort => "Salt is too short",
            Error::TimeTooSmall => "Time cost is too small",
            Error::LanesTooFew => "Too few lanes",
            Error::LanesTooMany => "Too many lanes",
        }
    }
}

/// The cost parameters (`m` in KiB blocks, `t` passes, `p` lanes).
#[derive(Clone, Copy)]
pub(super) struct Params {
    pub m: u32,
    pub t: u32,
    pub p: u32,
    pub version: u32,
}

impl Params {
    /// libargon2's input checks, in its order.
    fn validate(&self, salt_len: usize, out_len: usize) -> Result<(), Error> {
        if out_len < MIN_OUTLEN {
            return Err(Error::OutputTooShort);
        }
        if salt_len < MIN_SALT {
            return Err(Error::SaltTooShort);
        }
        // 8 * lanes is computed in 32 bits there.
        if self.m < MIN_MEMORY || self.m < self.p.wrapping_mul(8) {
            return Err(Error::MemoryTooLittle);
        }
        if self.t < 1 {
            return Err(Error::TimeTooSmall);
        }
        if self.p < 1 {
            return Err(Error::LanesTooFew);
        }
        if self.p > MAX_LANES {
            return Err(Error::LanesTooMany);
        }
        Ok(())
    }
}

type Block = [u64; BLOCK_WORDS];

/// Argon2's variable-length hash H'.
fn hash_long(out_len: usize, parts: &[&[u8]]) -> Vec<u8> {
    let len = (out_len as u32).to_le_bytes();
    let mut all = vec![&len[..]];
    all.extend_from_slice(parts);
    if out_len <= 64 {
        return blake2b(out_len, &all);
    }
    let mut out = Vec::with_capacity(out_len);
    let mut v = blake2b(64, &all);
    while out_len - out.len() > 64 {
        out.extend_from_slice(&v[..32]);
        v = blake2b(
            if out_len - out.len() > 64 {
                64
            } else {
                out_len - out.len()
            },
            &[&v],
        );
    }
    out.extend_from_slice(&v);
    out
}

/// The quarter-round of the permutation P: BLAKE2b's G with each addition
/// strengthened by twice the product of the low halves.
#[inline(always)]
fn gb(v: &mut Block, a: usize, b: usize, c: usize, d: usize) {
    let mul = |x: u64, y: u64| {
        2u64.wrapping_mul(x & 0xFFFF_FFFF)
            .wrapping_mul(y & 0xFFFF_FFFF)
    };
    v[a] = v[a].wrapping_add(v[b]).wrapping_add(mul(v[a], v[b]));
    v[d] = (v[d] ^ v[a]).rotate_right(32);
    v[c] = v[c].wrapping_add(v[d]).wrapping_add(mul(v[c], v[d]));
    v[b] = (v[b] ^ v[c]).rotate_right(24);
    v[a] = v[a].wrapping_add(v[b]).wrapping_add(mul(v[a], v[b]));
    v[d] = (v[d] ^ v[a]).rotate_right(16);
    v[c] = v[c].wrapping_add(v[d]).wrapping_add(mul(v[c], v[d]));
    v[b] = (v[b] ^ v[c]).rotate_right(63);
}

/// P over 16 words given by their indices in the block.
#[inline(always)]
fn permute(v: &mut Block, i: [usize; 16]) {
    gb(v, i[0], i[4], i[8], i[12]);
    gb(v, i[1], i[5], i[9], i[13]);
    gb(v, i[2], i[6], i[10], i[14]);
    gb(v, i[3], i[7], i[11], i[15]);
    gb(v, i[0], i[5], i[10], i[15]);
    gb(v, i[1], i[6], i[11], i[12]);
    gb(v, i[2], i[7], i[8], i[13]);
    gb(v, i[3], i[4], i[9], i[14]);
}

/// The compression G(x, y), XORed into `out` when `xor` (later passes of
/// version 1.3), written over it otherwise.
fn compress(x: &Block, y: &Block, out: &mut Block, xor: bool) {
    let mut r = [0u64; BLOCK_WORDS];
    for i in 0..BLOCK_WORDS {
        r[i] = x[i] ^ y[i];
    }
    let mut z = r;
    // Rows: eight runs of 16 consecutive words.
    for row in 0..8 {
        let b = 16 * row;
        permute(&mut z, std::array::from_fn(|k| b + k));
    }
    // Columns: word pairs 2c, 2c+1 of every row.
    for col in 0..8 {
        let b = 2 * col;
        permute(&mut z, std::array::from_fn(|k| b + 16 * (k / 2) + (k % 2)));
    }
    if xor {
        for i in 0..BLOCK_WORDS {
            out[i] ^= z[i] ^ r[i];
        }
    } else {
        for i in 0..BLOCK_WORDS {
            out[i] = z[i] ^ r[i];
        }
    }
}

fn block_from_bytes(b: &[u8]) -> Block {
    let mut out = [0u64; BLOCK_WORDS];
    for (w, c) in out.iter_mut().zip(b.chunks_exact(8)) {
        *w = u64::from_le_bytes(c.try_into().expect("8 bytes"));
    }
    out
}

/// The raw Argon2 tag of `out_len` bytes.
pub(super) fn hash(
    variant: Variant,
    params: Params,
    password: &[u8],
    salt: &[u8],
    out_len: usize,
) -> Result<Vec<u8>, Error> {
    params.validate(salt.len(), out_len)?;
    let lanes = params.p as usize;
    let segment = (params.m.max(2 * SYNC_POINTS * params.p) / (SYNC_POINTS * params.p)) as usize;
    let lane_len = segment * SYNC_POINTS as usize;
    let blocks = lane_len * lanes;
    if blocks as u64 * 1024 > MAX_BYTES {
        return Err(Error::MemoryAllocation);
    }
    let mut mem: Vec<Block> = Vec::new();
    mem.try_reserve_exact(blocks)
        .map_err(|_| Error::MemoryAllocation)?;
    mem.resize(blocks, [0; BLOCK_WORDS]);

    let le = |v: u32| v.to_le_bytes();
    let h0 = blake2b(
        64,
        &[
            &le(params.p),
            &le(out_len as u32),
            &le(params.m),
            &le(params.t),
            &le(params.version),
            &le(variant.code()),
            &le(password.len() as u32),
            password,
            &le(salt.len() as u32),
            salt,
            &le(0),
            &le(0),
        ],
    );
    for lane in 0..lanes {
        for i in 0..2u32 {
            let b = hash_long(1024, &[&h0, &le(i), &le(lane as u32)]);
            mem[lane * lane_len + i as usize] = block_from_bytes(&b);
        }
    }

    let zero = [0u64; BLOCK_WORDS];
    for pass in 0..params.t {
        for slice in 0..SYNC_POINTS {
            for lane in 0..lanes {
                let independent = variant == Variant::I || (pass == 0 && slice < 2);
                let mut input = [0u64; BLOCK_WORDS];
                let mut addresses = [0u64; BLOCK_WORDS];
                let next_addresses = |input: &mut Block, addresses: &mut Block| {
                    input[6] += 1;
                    let mut tmp = [0u64; BLOCK_WORDS];
                    compress(&zero, input, &mut tmp, false);
                    compress(&zero, &tmp, addresses, false);
                };
                if independent {
                    input[0] = u64::from(pass);
                    input[1] = lane as u64;
                    input[2] = u64::from(slice);
                    input[3] = blocks as u64;
                    input[4] = u64::from(params.t);
                    input[5] = u64::from(variant.code());
                }
                let start = if pass == 0 && slice == 0 {
                    if independent {
                        next_addresses(&mut input, &mut addresses);
                    }
                    2
                } else {
                    0
                };
                for index in start..segment {
                    let col = slice as usize * segment + index;
                    let cur = lane * lane_len + col;
                    let prev = if col == 0 {
                        cur + lane_len - 1
                    } else {
                        cur - 1
                    };
                    let rand = if independent {
                        if index % BLOCK_WORDS == 0 {
                            next_addresses(&mut input, &mut addresses);
                        }
                        addresses[index % BLOCK_WORDS]
                    } else {
                        mem[prev][0]
                    };
                    let ref_lane = if pass == 0 && slice == 0 {
                        lane
                    } else {
                        ((rand >> 32) % lanes as u64) as usize
                    };
                    let same = ref_lane == lane;
                    // How many blocks may be referenced (all finished ones
                    // but the previous block).
                    let area = if pass == 0 {
                        if slice == 0 || same {
                            slice as usize * segment + index - 1
                        } else {
                            slice as usize * segment - usize::from(index == 0)
                        }
                    } else if same {
                        lane_len - segment + index - 1
                    } else {
                        lane_len - segment - usize::from(index == 0)
                    } as u64;
                    let j1 = rand & 0xFFFF_FFFF;
                    let x = (j1 * j1) >> 32;
                    let rel = area - 1 - ((area * x) >> 32);
                    let start_pos = if pass == 0 || slice == SYNC_POINTS - 1 {
                        0
                    } else {
                        (slice as usize + 1) * segment
                    };
                    let ref_col = (start_pos + rel as usize) % lane_len;
                    let refb = ref_lane * lane_len + ref_col;
                    let xor = pass > 0 && params.version != VERSION_10;
                    let (p, r) = (mem[prev], mem[refb]);
                    compress(&p, &r, &mut mem[cur], xor);
                }
            }
        }
    }

    let mut fin = mem[lane_len - 1];
    for lane in 1..lanes {
        let last = &mem[lane * lane_len + lane_len - 1];
        for (f, w) in fin.iter_mut().zip(last.iter()) {
            *f ^= w;
        }
    }
    let bytes: Vec<u8> = fin.iter().flat_map(|w| w.to_le_bytes()).collect();
    Ok(hash_long(out_len, &[&bytes]))
}

/// libargon2's encoded string for a fresh hash.
pub(super) fn encode(variant: Variant, params: Params, salt: &[u8], tag: &[u8]) -> Vec<u8> {
    let mut out = format!(
        "${}$v={}$m={},t={},p={}$",
        variant.name(),
        params.version,
        params.m,
        params.t,
        params.p
    )
    .into_bytes();
    std_encode(&mut out, salt);
    out.push(b'$');
    std_encode(&mut out, tag);
    out
}

/// libargon2's unsigned decimal field: no sign, no leading zero, at most
/// 32 bits; returns the value and the rest.
fn decimal(s: &[u8]) -> Option<(u32, &[u8])> {
    let n = s.iter().take_while(|c| c.is_ascii_digit()).count();
    if n == 0 || (s[0] == b'0' && n > 1) {
        return None;
    }
    let mut v: u64 = 0;
    for &c in &s[..n] {
        v = v.checked_mul(10)?.checked_add(u64::from(c - b'0'))?;
    }
    Some((u32::try_from(v).ok()?, &s[n..]))
}

/// Whether `password` matches the encoded hash, as `argon2_verify` decides
/// (a malformed encoding or invalid parameters never match).
pub(super) fn verify(variant: Variant, encoded: &[u8], password: &[u8]) -> bool {
    let Some((params, salt, tag)) = decode(variant, encoded) else {
        return false;
    };
    match hash(variant, params, password, &salt, tag.len()) {
        Ok(mine) => super::equal_time(&mine, &tag),
        Err(_) => false,
    }
}

fn decode(variant: Variant, s: &[u8]) -> Option<(Params, Vec<u8>, Vec<u8>)> {
    let s = s
        .strip_prefix(b"$")?
        .strip_prefix(variant.name().as_bytes())?;
    let (version, s) = match s.strip_prefix(b"$v=") {
        Some(rest) => decimal(rest)?,
        None => (VERSION_10, s),
    };
    let (m, s) = decimal(s.strip_prefix(b"$m=")?)?;
    let (t, s) = decimal(s.strip_prefix(b",t=")?)?;
    let (p, s) = decimal(s.strip_prefix(b",p=")?)?;
    let (salt, s) = std_decode(s.strip_prefix(b"$")?)?;
    let (tag, s) = std_decode(s.strip_prefix(b"$")?)?;
    let params = Params { m, t, p, version };
    params.validate(salt.len(), tag.len()).ok()?;
    if !s.is_empty() {
        return None;
    }
    Some((params, salt, tag))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(b: &[u8]) -> String {
        b.iter().map(|x| format!("{:02x}", x)).collect()
    }

    #[test]
    fn matches_php() {
        // Hashes made by php 8.2's password_hash.
        assert!(verify(
            Variant::I,
            b"$argon2i$v=19$m=8,t=1,p=1$Zlo4djBEY3VKaE5YQTUyUw$IenVjJS0u+553Ank+jY/yxPwnEK7Seyo1f9lhenV3hk",
            b"a"
        ));
        assert!(verify(
            Variant::Id,
            b"$argon2id$v=19$m=16,t=1,p=2$UFZ2MG9WMUJkQnc1NmxvVQ$j1d8Y+JUFqm4vE/2Qa+FGhRnZxZ1tlbJhj1QXz7nBoc",
            b"a"
        ));
        assert!(!verify(
            Variant::Id,
            b"$argon2id$v=19$m=16,t=1,p=2$UFZ2MG9WMUJkQnc1NmxvVQ$j1d8Y+JUFqm4vE/2Qa+FGhRnZxZ1tlbJhj1QXz7nBoc",
            b"b"
        ));
    }

    #[test]
    fn errors() {
        let p = |m, t, p| Params {
            m,
            t,
            p,
            version: VERSION_13,
        };
        assert_eq!(
            hash(Variant::I, p(15, 1, 2), b"", &[0; 16], 32),
            Err(Error::MemoryTooLittle)
        );
        assert_eq!(
            hash(Variant::I, p(8, 1, u32::MAX), b"", &[0; 16], 32),
            Err(Error::MemoryTooLittle)
        );
        assert!(hash(Variant::I, p(8, 1, 1), b"", &[0; 16], 4).is_ok());
        let _ = hex(&[]);
    }
}
