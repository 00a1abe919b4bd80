//! MD2 (RFC 1319): byte-oriented, 16-byte blocks, a checksum block appended
//! to the padded message, and an 18-round substitution over a 48-byte state.

use crate::pi_tables::MD2_S as S;

pub(super) fn md2(data: &[u8]) -> Vec<u8> {
    let pad = 16 - data.len() % 16;
    let mut msg = Vec::with_capacity(data.len() + pad + 16);
    msg.extend_from_slice(data);
    msg.resize(data.len() + pad, pad as u8);
    // The checksum (with RFC 1319's erratum: the byte is XORed in).
    let mut c = [0u8; 16];
    let mut l = 0u8;
    for block in msg.chunks_exact(16) {
        for (cj, &m) in c.iter_mut().zip(block) {
            *cj ^= S[usize::from(m ^ l)];
            l = *cj;
        }
    }
    msg.extend_from_slice(&c);
    let mut x = [0u8; 48];
    for block in msg.chunks_exact(16) {
        for j in 0..16 {
            x[16 + j] = block[j];
            x[32 + j] = block[j] ^ x[j];
        }
        let mut t = 0u8;
        for round in 0..18u8 {
            for b in x.iter_mut() {
                *b ^= S[usize::from(t)];
                t = *b;
            }
            t = t.wrapping_add(round);
        }
    }
    x[..16].to_vec()
}
