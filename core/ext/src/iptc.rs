//! IPTC metadata: `iptcparse` splits an IPTC block (as `getimagesize`'s
//! `APP13` gives it) into its datasets; `iptcembed` writes a block into a
//! JPEG file's `APP13` marker, after php's marker walk in
//! ext/standard/iptc.c (the new marker goes where the first `APP0`/`APP1`
//! ends; an existing `APP13` is dropped with the rest copied unchanged).

use crate::util::{int_arg, str_arg};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, Value,
};

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "iptcparse",
        params: &[ParamSpec::req("iptc_block", ParamType::String)],
        func: iptcparse,
    },
    Builtin {
        name: "iptcembed",
        params: &[
            ParamSpec::req("iptc_data", ParamType::String),
            ParamSpec::req("filename", ParamType::String),
            ParamSpec::opt("spool", ParamType::Int, "0"),
        ],
        func: iptcembed,
    },
];

/// The datasets of an IPTC block: "record#dataset" keys in the order first
/// seen, each with its values; empty when no tag parses.
fn parse(b: &[u8]) -> Vec<(String, Vec<Vec<u8>>)> {
    // php reads one byte past the end (the string's terminating NUL).
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let n = b.len();
    let mut i = 0;
    while i < n && !(b[i] == 0x1c && matches!(at(i + 1), 1 | 2)) {
        i += 1;
    }
    let mut out: Vec<(String, Vec<Vec<u8>>)> = Vec::new();
    while i < n {
        if b[i] != 0x1c {
            break;
        }
        i += 1;
        if i + 4 >= n {
            break;
        }
        let (record, dataset) = (b[i], b[i + 1]);
        i += 2;
        let len = if b[i] & 0x80 != 0 {
            if i + 6 >= n {
                break;
            }
            let l = u32::from_be_bytes([b[i + 2], b[i + 3], b[i + 4], b[i + 5]]) as usize;
            i += 6;
            l
        } else {
            let l = usize::from(u16::from_be_bytes([b[i], b[i + 1]]));
            i += 2;
            l
        };
        if len > n || i + len > n {
            break;
        }
        let key = format!("{record}#{dataset:03}");
        let value = b[i..i + len].to_vec();
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(value),
            None => out.push((key, vec![value])),
        }
        i += len;
    }
    out
}

fn iptcparse(_: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let block = str_arg(a, 0);
    let tags = parse(block.as_bytes());
    if tags.is_empty() {
        return Ok(Value::Bool(false));
    }
    let mut arr = PhpArray::new();
    for (k, values) in tags {
        let list = values.into_iter().map(|v| Value::Str(v.into())).collect();
        arr.insert(
            ArrayKey::from_bytes(k.as_bytes()),
            Value::Array(PhpArray::from_list(list)),
        );
    }
    Ok(Value::Array(arr))
}

const M_EOI: i32 = 0xd9;
const M_SOS: i32 = 0xda;
const M_APP0: i32 = 0xe0;
const M_APP1: i32 = 0xe1;
const M_APP13: i32 = 0xed;
const EOF: i32 = -1;

/// php's header of the `APP13` marker it writes: the marker, its length
/// (filled in), "Photoshop 3.0", then an 8BIM resource 0x0404 (IPTC).
const PS_HEADER: [u8; 28] = *b"\xFF\xED\0\0Photoshop 3.0\08BIM\x04\x04\0\0\0\0";

/// The file being walked and where its bytes go: the returned string
/// (`spool` < 2) and the output (`spool` > 0).
struct Walk<'a> {
    data: &'a [u8],
    pos: usize,
    spool: i64,
    keep: bool,
    buf: Vec<u8>,
    echoed: Vec<u8>,
}

impl Walk<'_> {
    fn put(&mut self, c: u8) {
        if self.spool > 0 {
            self.echoed.push(c);
        }
        if self.keep {
            self.buf.push(c);
        }
    }

    /// The next byte, copied out unless `quiet`; `EOF` at the end.
    fn get(&mut self, quiet: bool) -> i32 {
        let Some(&c) = self.data.get(self.pos) else {
            return EOF;
        };
        self.pos += 1;
        if !quiet {
            self.put(c);
        }
        i32::from(c)
    }

    fn next_marker(&mut self) -> i32 {
        let mut c = self.get(false);
        if c == EOF {
            return M_EOI;
        }
        while c != 0xff {
            c = self.get(false);
            if c == EOF {
                return M_EOI;
            }
        }
        loop {
            c = self.get(true);
            if c == EOF {
                return M_EOI;
            }
            if c != 0xff {
                return c;
            }
            self.put(0xff);
        }
    }

    /// A marker's segment: its two length bytes, then length - 2 bytes
    /// (a length below 2 wraps around as php's unsigned count does).
    fn skip_variable(&mut self, quiet: bool) {
        let c1 = self.get(quiet);
        if c1 == EOF {
            return;
        }
        let c2 = self.get(quiet);
        if c2 == EOF {
            return;
        }
        let length = ((c1 as u32) << 8 | c2 as u32).wrapping_sub(2);
        for _ in 0..length {
            if self.get(quiet) == EOF {
                return;
            }
        }
    }

    fn read_remaining(&mut self) {
        while self.get(false) != EOF {}
    }
}

fn iptcembed(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let mut iptc = str_arg(a, 0).as_bytes().to_vec();
    let name = str_arg(a, 1);
    let spool = int_arg(a, 2, 0);
    let data = match ctx.read_file_reason(name.as_bytes()) {
        Ok(d) => d,
        // C's fopen opens a directory; its first read fails.
        Err(e) if e == "Is a directory" => return Ok(Value::Bool(false)),
        Err(_) => {
            let msg = format!("iptcembed(): Unable to open {}", name.to_string_lossy());
            ctx.error(ErrorLevel::Warning, &msg)?;
            return Ok(Value::Bool(false));
        }
    };
    let mut w = Walk {
        data: &data,
        pos: 0,
        spool,
        keep: spool < 2,
        buf: Vec::new(),
        echoed: Vec::new(),
    };
    if w.get(false) != 0xff || w.get(false) != 0xd8 {
        // php's output of the bytes read so far still happens.
        let echoed = std::mem::take(&mut w.echoed);
        ctx.echo(&echoed);
        return Ok(Value::Bool(false));
    }
    let mut written = false;
    loop {
        let marker = w.next_marker();
        if marker == M_EOI {
            break;
        }
        if marker != M_APP13 {
            w.put(marker as u8);
        }
        match marker {
            M_APP13 => {
                w.skip_variable(true);
                w.get(true);
                w.read_remaining();
                break;
            }
            M_APP0 | M_APP1 => {
                if written {
                    continue;
                }
                written = true;
                w.skip_variable(false);
                // The length is made even; the padding is the C string's NUL.
                if iptc.len() & 1 == 1 {
                    iptc.push(0);
                }
                let len = iptc.len();
                let mut header = PS_HEADER;
                header[2] = ((len + 28) >> 8) as u8;
                header[3] = ((len + 28) & 0xff) as u8;
                for c in header {
                    w.put(c);
                }
                w.put((len >> 8) as u8);
                w.put((len & 0xff) as u8);
                for &c in &iptc {
                    w.put(c);
                }
            }
            M_SOS => {
                w.read_remaining();
                break;
            }
            _ => w.skip_variable(false),
        }
    }
    let echoed = std::mem::take(&mut w.echoed);
    ctx.echo(&echoed);
    Ok(if spool < 2 {
        Value::Str(w.buf.into())
    } else {
        Value::Bool(true)
    })
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn parses_short_and_long_tags() {
        let t = parse(b"junk\x1c\x02\x05\x00\x03abc\x1c\x02\x05\x00\x02de\x1c\x01\x5a\x00\x01Z");
        assert_eq!(t.len(), 2);
        assert_eq!(t[0].0, "2#005");
        assert_eq!(t[0].1, vec![b"abc".to_vec(), b"de".to_vec()]);
        assert_eq!(t[1].0, "1#090");
        let long = parse(b"\x1c\x02\x19\x80\x04\x00\x00\x00\x02hi!");
        assert_eq!(long, vec![("2#025".to_string(), vec![b"hi".to_vec()])]);
        assert!(parse(b"\x1c\x02\x05\x00\x09abc").is_empty());
    }
}
