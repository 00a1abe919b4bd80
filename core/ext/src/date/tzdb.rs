//! The embedded time-zone database (`tzdb.bin`, built from tzdata by
//! tools/gen_tzdb.py): every target knows the same zones, including WASI
//! runtimes and browsers that have no /usr/share/zoneinfo. The format is
//! described in the generator; zones are decoded on demand. It is embedded
//! deflated (`tzdb.bin.z`, see crate::packed) and unpacked on first use.

use super::tz::{Offset, PosixRule, Tzif};
use std::sync::OnceLock;

static PACKED: &[u8] = include_bytes!("tzdb.bin.z");

/// The database, unpacked once (140 KB).
fn db() -> &'static [u8] {
    static DB: OnceLock<Vec<u8>> = OnceLock::new();
    DB.get_or_init(|| crate::packed::inflate(PACKED).unwrap_or_default())
}

/// One identifier: a zone (with the offset of its data in [`db`]) or a
/// link to one.
pub struct Entry {
    pub name: &'static str,
    /// ISO 3166 code from zone.tab, `None` for identifiers outside it
    /// (php lists only zone.tab's identifiers plus UTC by default).
    pub country: Option<&'static str>,
    /// zone.tab's coordinates (1e-5 degrees) and comments, for `getLocation()`.
    pub location: Option<Location>,
    data: Target,
}

/// Where a zone.tab identifier's principal place is.
#[derive(Clone, Copy)]
pub struct Location {
    pub latitude: i64,
    pub longitude: i64,
    pub comments: &'static str,
}

fn zigzag(b: &[u8], p: &mut usize) -> Option<i64> {
    let n = varint(b, p)?;
    Some((n >> 1) as i64 ^ -((n & 1) as i64))
}

/// The location after a country code, present for zone.tab's identifiers.
fn location(cc: Option<&str>, p: &mut usize) -> Option<Option<Location>> {
    if cc.is_none() {
        return Some(None);
    }
    Some(Some(Location {
        latitude: zigzag(db(), p)?,
        longitude: zigzag(db(), p)?,
        comments: cstr(db(), p)?,
    }))
}

enum Target {
    Zone(usize),
    Link(&'static str),
}

fn varint(b: &[u8], p: &mut usize) -> Option<u64> {
    let mut n = 0u64;
    let mut shift = 0;
    loop {
        let c = *b.get(*p)?;
        *p += 1;
        n |= u64::from(c & 0x7f).checked_shl(shift)?;
        if c & 0x80 == 0 {
            return Some(n);
        }
        shift += 7;
        if shift > 63 {
            return None;
        }
    }
}

fn cstr(b: &'static [u8], p: &mut usize) -> Option<&'static str> {
    let end = b.get(*p..)?.iter().position(|&c| c == 0)? + *p;
    let s = std::str::from_utf8(&b[*p..end]).ok()?;
    *p = end + 1;
    Some(s)
}

fn take(b: &'static [u8], p: &mut usize, n: usize) -> Option<&'static [u8]> {
    let s = b.get(*p..p.checked_add(n)?)?;
    *p += n;
    Some(s)
}

fn country(cc: &'static [u8]) -> Option<&'static str> {
    (cc != b"??")
        .then(|| std::str::from_utf8(cc).ok())
        .flatten()
}

/// Skips one zone's data, returning where its body starts.
fn skip_zone(p: &mut usize) -> Option<()> {
    cstr(db(), p)?;
    let typecnt = varint(db(), p)? as usize;
    take(db(), p, typecnt.checked_mul(6)?)?;
    let charcnt = varint(db(), p)? as usize;
    take(db(), p, charcnt)?;
    let timecnt = varint(db(), p)? as usize;
    for _ in 0..timecnt {
        varint(db(), p)?;
    }
    take(db(), p, timecnt)?;
    Some(())
}

fn build_index() -> Option<Vec<Entry>> {
    if db().get(..4)? != b"RTZ2" {
        return None;
    }
    let mut p = 4;
    let mut out = Vec::new();
    for _ in 0..varint(db(), &mut p)? {
        let name = cstr(db(), &mut p)?;
        let cc = country(take(db(), &mut p, 2)?);
        let location = location(cc, &mut p)?;
        out.push(Entry {
            name,
            country: cc,
            location,
            data: Target::Zone(p),
        });
        skip_zone(&mut p)?;
    }
    for _ in 0..varint(db(), &mut p)? {
        let name = cstr(db(), &mut p)?;
        let target = cstr(db(), &mut p)?;
        let cc = country(take(db(), &mut p, 2)?);
        let location = location(cc, &mut p)?;
        out.push(Entry {
            name,
            country: cc,
            location,
            data: Target::Link(target),
        });
    }
    rphp_value::sort::sort_by(&mut out, |a, b| a.name.cmp(b.name));
    Some(out)
}

/// Every identifier, sorted.
pub fn entries() -> &'static [Entry] {
    static INDEX: OnceLock<Vec<Entry>> = OnceLock::new();
    INDEX.get_or_init(|| build_index().unwrap_or_default())
}

/// The identifier matching `name` case-insensitively, as php matches them.
pub fn find(name: &str) -> Option<&'static Entry> {
    entries().iter().find(|e| e.name.eq_ignore_ascii_case(name))
}

/// Decodes the zone an identifier names.
pub fn zone(e: &Entry) -> Option<Tzif> {
    let at = match e.data {
        Target::Zone(at) => at,
        Target::Link(t) => match entries().iter().find(|x| x.name == t)?.data {
            Target::Zone(at) => at,
            Target::Link(_) => return None,
        },
    };
    let p = &mut at.clone();
    let footer = cstr(db(), p)?;
    let typecnt = varint(db(), p)? as usize;
    let types = take(db(), p, typecnt.checked_mul(6)?)?;
    let charcnt = varint(db(), p)? as usize;
    let chars = take(db(), p, charcnt)?;
    let timecnt = varint(db(), p)? as usize;
    let mut transitions = Vec::with_capacity(timecnt);
    let mut prev = 0i64;
    for _ in 0..timecnt {
        let z = varint(db(), p)?;
        let d = ((z >> 1) as i64) ^ -((z & 1) as i64);
        prev = prev.checked_add(d)?;
        transitions.push(prev);
    }
    let idx = take(db(), p, timecnt)?.to_vec();
    let mut offs = Vec::with_capacity(typecnt);
    for t in types.chunks(6) {
        let abbr = chars.get(t[5] as usize..)?;
        let end = abbr.iter().position(|&c| c == 0).unwrap_or(abbr.len());
        offs.push(Offset {
            utc_off: i64::from(i32::from_be_bytes([t[0], t[1], t[2], t[3]])),
            dst: t[4] != 0,
            abbr: String::from_utf8_lossy(&abbr[..end]).into_owned(),
        });
    }
    if offs.is_empty() || idx.iter().any(|&i| i as usize >= offs.len()) {
        return None;
    }
    Some(Tzif::new(
        transitions,
        idx,
        offs,
        PosixRule::parse(footer.as_bytes()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_copy_is_current() {
        assert!(
            db() == include_bytes!("tzdb.bin"),
            "stale packed copy: run tools/pack_tables.py"
        );
    }

    #[test]
    fn database_decodes() {
        assert!(entries().len() > 550);
        let paris = find("europe/PARIS").unwrap();
        assert_eq!(paris.name, "Europe/Paris");
        assert_eq!(paris.country, Some("FR"));
        let loc = paris.location.expect("zone.tab location");
        assert_eq!((loc.latitude, loc.longitude), (4886666, 233333));
        for e in entries() {
            assert!(zone(e).is_some(), "{}", e.name);
        }
        assert_eq!(
            entries().iter().filter(|e| e.country.is_some()).count(),
            418
        );
    }
}
