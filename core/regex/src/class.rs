//! Character-class membership. A class is evaluated once for every byte value
//! into a 256-bit map (all of it in byte mode; ASCII in UTF mode), and the
//! slow path below handles code points above that in UTF mode.

use crate::ast::{Class, ClassItem, PerlClass, PosixClass, Property};
use crate::unicode;

/// A 256-bit set of byte values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ByteSet(pub [u64; 4]);

impl ByteSet {
    #[inline(always)]
    pub fn has(&self, b: u8) -> bool {
        self.0[(b >> 6) as usize] & (1u64 << (b & 63)) != 0
    }
    pub fn add(&mut self, b: u8) {
        self.0[(b >> 6) as usize] |= 1u64 << (b & 63);
    }
    pub fn union(&mut self, o: &ByteSet) {
        for i in 0..4 {
            self.0[i] |= o.0[i];
        }
    }
    pub fn full() -> Self {
        ByteSet([u64::MAX; 4])
    }
    pub fn is_full(&self) -> bool {
        self.0 == [u64::MAX; 4]
    }
}

/// A compiled class: the byte map plus, in UTF mode, the items for code points >= 128.
#[derive(Debug, Clone)]
pub struct CharSet {
    /// Membership for chars 0..=255 (byte mode) or 0..=127 (UTF mode; upper half unused).
    pub map: ByteSet,
    pub class: Class,
    pub ucp: bool,
}

impl CharSet {
    pub fn new(class: Class, ucp: bool, utf: bool) -> Self {
        let mut map = ByteSet::default();
        let top = if utf { 128 } else { 256 };
        for c in 0..top {
            if class_matches(&class, c, ucp, utf) {
                map.add(c as u8);
            }
        }
        CharSet { map, class, ucp }
    }

    /// Membership of a code point (UTF mode).
    #[inline]
    pub fn has_char(&self, c: u32) -> bool {
        if c < 128 {
            self.map.has(c as u8)
        } else {
            class_matches(&self.class, c, self.ucp, true)
        }
    }
}

/// Whether `c` is in `class`, honouring negation and caselessness.
pub fn class_matches(class: &Class, c: u32, ucp: bool, utf: bool) -> bool {
    let mut hit = items_match(&class.items, c, ucp);
    if !hit && class.fold {
        if utf {
            hit = unicode::case_variants(c)
                .iter()
                .any(|&v| v != c && items_match(&class.items, v, ucp));
        } else if c < 128 && (c as u8).is_ascii_alphabetic() {
            hit = items_match(&class.items, c ^ 0x20, ucp);
        }
    }
    hit != class.negated
}

fn items_match(items: &[ClassItem], c: u32, ucp: bool) -> bool {
    items.iter().any(|it| item_matches(it, c, ucp))
}

fn item_matches(item: &ClassItem, c: u32, ucp: bool) -> bool {
    match item {
        ClassItem::Range(lo, hi) => *lo <= c && c <= *hi,
        ClassItem::Perl(k, neg) => perl_matches(*k, c, ucp) != *neg,
        ClassItem::Posix(k, neg) => posix_matches(*k, c, ucp) != *neg,
        ClassItem::Prop(p, neg) => prop_matches(*p, c) != *neg,
        ClassItem::Sub(cl) => class_matches(cl, c, ucp, true),
    }
}

pub fn perl_matches(k: PerlClass, c: u32, ucp: bool) -> bool {
    match k {
        PerlClass::Digit => {
            if ucp {
                unicode::is_digit(c)
            } else {
                (b'0' as u32..=b'9' as u32).contains(&c)
            }
        }
        PerlClass::Word => {
            if ucp {
                unicode::is_word(c)
            } else {
                c < 128 && ((c as u8).is_ascii_alphanumeric() || c == b'_' as u32)
            }
        }
        PerlClass::Space => {
            if ucp {
                unicode::is_space(c)
            } else {
                matches!(c, 9..=13 | 0x20)
            }
        }
        PerlClass::HSpace => unicode::is_hspace(c),
        PerlClass::VSpace => unicode::is_vspace(c),
    }
}

fn posix_matches(k: PosixClass, c: u32, ucp: bool) -> bool {
    if ucp {
        // PCRE2_UCP turns some POSIX classes into Unicode properties.
        match k {
            PosixClass::Alpha => return unicode::has_category(c, "L"),
            PosixClass::Alnum => return prop_matches(Property::Xan, c),
            PosixClass::Digit => return unicode::has_category(c, "Nd"),
            PosixClass::Lower => return unicode::has_category(c, "Ll"),
            PosixClass::Upper => return unicode::has_category(c, "Lu"),
            PosixClass::Space => return prop_matches(Property::Xsp, c),
            PosixClass::Word => return prop_matches(Property::Xwd, c),
            PosixClass::Blank => return unicode::is_hspace(c),
            PosixClass::Cntrl => return unicode::has_category(c, "Cc"),
            PosixClass::Graph if c >= 128 => {
                let cat = unicode::category(c);
                return !(cat.starts_with('Z') || (cat.starts_with('C') && cat != "Cf"));
            }
            PosixClass::Print if c >= 128 => {
                let cat = unicode::category(c);
                return !(cat == "Zl" || cat == "Zp" || (cat.starts_with('C') && cat != "Cf"));
            }
            PosixClass::Punct if c >= 128 => return unicode::has_category(c, "P"),
            _ => {}
        }
    }
    if c >= 128 {
        return false;
    }
    let b = c as u8;
    match k {
        PosixClass::Alpha => b.is_ascii_alphabetic(),
        PosixClass::Digit => b.is_ascii_digit(),
        PosixClass::Alnum => b.is_ascii_alphanumeric(),
        PosixClass::Space => matches!(b, 9..=13 | b' '),
        PosixClass::Upper => b.is_ascii_uppercase(),
        PosixClass::Lower => b.is_ascii_lowercase(),
        PosixClass::Punct => b.is_ascii_punctuation(),
        PosixClass::Xdigit => b.is_ascii_hexdigit(),
        PosixClass::Word => b.is_ascii_alphanumeric() || b == b'_',
        PosixClass::Blank => b == b' ' || b == b'\t',
        PosixClass::Cntrl => b.is_ascii_control(),
        PosixClass::Graph => b.is_ascii_graphic(),
        PosixClass::Print => b.is_ascii_graphic() || b == b' ',
        PosixClass::Ascii => true,
    }
}

pub fn prop_matches(p: Property, c: u32) -> bool {
    match p {
        Property::Any => true,
        Property::Cased => {
            let cat = unicode::category(c);
            cat == "Lu" || cat == "Ll" || cat == "Lt"
        }
        Property::Category(cat) => unicode::has_category(c, cat),
        Property::Script(i) => unicode::in_script(c, i),
        Property::Xan => unicode::has_category(c, "L") || unicode::has_category(c, "N"),
        Property::Xsp => unicode::is_space(c),
        Property::Xwd => c == b'_' as u32 || prop_matches(Property::Xan, c),
    }
}
