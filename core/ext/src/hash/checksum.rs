//! The non-cryptographic checksums of ext/hash: the three CRC-32s, Adler-32,
//! FNV-1/FNV-1a (32 and 64 bit) and Jenkins' one-at-a-time hash. Each
//! digest is the checksum's bytes in the order PHP prints them.

/// The byte-at-a-time table of a CRC-32 with polynomial `poly`, either
/// reflected (LSB first, as zlib) or not (MSB first, as bzip2).
const fn crc_table(poly: u32, reflected: bool) -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = if reflected {
            i as u32
        } else {
            (i as u32) << 24
        };
        let mut k = 0;
        while k < 8 {
            c = if reflected {
                if c & 1 != 0 {
                    (c >> 1) ^ poly
                } else {
                    c >> 1
                }
            } else if c & 0x8000_0000 != 0 {
                (c << 1) ^ poly
            } else {
                c << 1
            };
            k += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
}

/// Slicing-by-4 tables: `T[k][b]` is the CRC of byte `b` followed by `k`
/// zero bytes, so four input bytes are folded in per step.
const fn slice4(poly: u32, reflected: bool) -> [[u32; 256]; 4] {
    let t0 = crc_table(poly, reflected);
    let mut t = [t0; 4];
    let mut k = 1;
    while k < 4 {
        let mut i = 0;
        while i < 256 {
            let prev = t[k - 1][i];
            t[k][i] = if reflected {
                (prev >> 8) ^ t0[(prev & 0xff) as usize]
            } else {
                (prev << 8) ^ t0[(prev >> 24) as usize]
            };
            i += 1;
        }
        k += 1;
    }
    t
}

static CRC32_BZIP2: [[u32; 256]; 4] = slice4(0x04c1_1db7, false);
static CRC32C: [[u32; 256]; 4] = slice4(0x82f6_3b78, true);

/// bzip2's CRC-32 (`crc32`, polynomial 0x04C11DB7, MSB first). PHP prints
/// its bytes least significant first.
pub(super) fn crc32_bzip2(data: &[u8]) -> Vec<u8> {
    let t = &CRC32_BZIP2;
    let mut crc = !0u32;
    let mut chunks = data.chunks_exact(4);
    for c in &mut chunks {
        let x = crc ^ u32::from_be_bytes([c[0], c[1], c[2], c[3]]);
        crc = t[3][(x >> 24) as usize]
            ^ t[2][((x >> 16) & 0xff) as usize]
            ^ t[1][((x >> 8) & 0xff) as usize]
            ^ t[0][(x & 0xff) as usize];
    }
    for &b in chunks.remainder() {
        crc = (crc << 8) ^ t[0][((crc >> 24) as u8 ^ b) as usize];
    }
    (!crc).to_le_bytes().to_vec()
}

/// The zlib/Ethernet CRC-32 (`crc32b`, what `crc32()` returns).
pub(super) fn crc32b(data: &[u8]) -> Vec<u8> {
    crate::string::hash::crc32(data).to_be_bytes().to_vec()
}

/// CRC-32C (Castagnoli, `crc32c`), four bytes per step.
pub(super) fn crc32c(data: &[u8]) -> Vec<u8> {
    let t = &CRC32C;
    let mut crc = !0u32;
    let mut chunks = data.chunks_exact(4);
    for c in &mut chunks {
        let x = crc ^ u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        crc = t[3][(x & 0xff) as usize]
            ^ t[2][((x >> 8) & 0xff) as usize]
            ^ t[1][((x >> 16) & 0xff) as usize]
            ^ t[0][(x >> 24) as usize];
    }
    for &b in chunks.remainder() {
        crc = (crc >> 8) ^ t[0][((crc as u8) ^ b) as usize];
    }
    (!crc).to_be_bytes().to_vec()
}

/// RFC 1950 Adler-32.
pub(super) fn adler32(data: &[u8]) -> Vec<u8> {
    const MOD: u32 = 65521;
    // The most bytes that can be summed before `b` may overflow 32 bits.
    const NMAX: usize = 5552;
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in data.chunks(NMAX) {
        for &x in chunk {
            a += x as u32;
            b += a;
        }
        a %= MOD;
        b %= MOD;
    }
    ((b << 16) | a).to_be_bytes().to_vec()
}

const FNV32_OFFSET: u32 = 0x811c_9dc5;
const FNV32_PRIME: u32 = 0x0100_0193;
const FNV64_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV64_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1 (`fnv132`) or FNV-1a (`fnv1a32`), 32 bit.
pub(super) fn fnv32(data: &[u8], alternate: bool) -> Vec<u8> {
    let mut h = FNV32_OFFSET;
    for &b in data {
        if alternate {
            h = (h ^ b as u32).wrapping_mul(FNV32_PRIME);
        } else {
            h = h.wrapping_mul(FNV32_PRIME) ^ b as u32;
        }
    }
    h.to_be_bytes().to_vec()
}

/// FNV-1 (`fnv164`) or FNV-1a (`fnv1a64`), 64 bit.
pub(super) fn fnv64(data: &[u8], alternate: bool) -> Vec<u8> {
    let mut h = FNV64_OFFSET;
    for &b in data {
        if alternate {
            h = (h ^ b as u64).wrapping_mul(FNV64_PRIME);
        } else {
            h = h.wrapping_mul(FNV64_PRIME) ^ b as u64;
        }
    }
    h.to_be_bytes().to_vec()
}

/// Bob Jenkins' one-at-a-time hash (`joaat`).
pub(super) fn joaat(data: &[u8]) -> Vec<u8> {
    let mut h = 0u32;
    for &b in data {
        h = h.wrapping_add(b as u32);
        h = h.wrapping_add(h << 10);
        h ^= h >> 6;
    }
    h = h.wrapping_add(h << 3);
    h ^= h >> 11;
    h = h.wrapping_add(h << 15);
    h.to_be_bytes().to_vec()
}
