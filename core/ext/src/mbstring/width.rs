//! Display width as `mb_strwidth` counts it: two columns for East Asian
//! Wide and Fullwidth characters, one for everything else.

use super::unicode_tables::WIDE;

pub fn char_width(c: u32) -> usize {
    let i = WIDE.partition_point(|&(_, hi)| hi < c);
    if i < WIDE.len() && WIDE[i].0 <= c {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn widths() {
        assert_eq!(super::char_width('a' as u32), 1);
        assert_eq!(super::char_width('あ' as u32), 2);
        assert_eq!(super::char_width(0x1F600), 2);
        assert_eq!(super::char_width('ｱ' as u32), 1);
    }
}
