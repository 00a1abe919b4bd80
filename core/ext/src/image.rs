//! Image headers without an image library: `getimagesize` and
//! `getimagesizefromstring` read the dimensions, bit depth and channels php
//! reports from GIF, PNG, JPEG, BMP and WebP headers (other formats are not
//! recognised: false, as php gives for data it cannot place), and the
//! `IMAGETYPE_*` constants with their MIME types and extensions.

use crate::util::{arg, bool_arg, int_arg, set_ref, str_arg};
use rphp_value::{
    ArrayKey, Builtin, Context, ErrorLevel, Fault, ParamSpec, ParamType, PhpArray, PhpStr,
    ThrowKind, Value,
};

const GIF: i64 = 1;
const JPEG: i64 = 2;
const PNG: i64 = 3;
const BMP: i64 = 6;
const WEBP: i64 = 18;

pub fn constants() -> Vec<(&'static str, Value)> {
    [
        ("IMAGETYPE_GIF", 1),
        ("IMAGETYPE_JPEG", 2),
        ("IMAGETYPE_PNG", 3),
        ("IMAGETYPE_SWF", 4),
        ("IMAGETYPE_PSD", 5),
        ("IMAGETYPE_BMP", 6),
        ("IMAGETYPE_TIFF_II", 7),
        ("IMAGETYPE_TIFF_MM", 8),
        ("IMAGETYPE_JPC", 9),
        ("IMAGETYPE_JP2", 10),
        ("IMAGETYPE_JPX", 11),
        ("IMAGETYPE_JB2", 12),
        ("IMAGETYPE_SWC", 13),
        ("IMAGETYPE_IFF", 14),
        ("IMAGETYPE_WBMP", 15),
        ("IMAGETYPE_JPEG2000", 9),
        ("IMAGETYPE_XBM", 16),
        ("IMAGETYPE_ICO", 17),
        ("IMAGETYPE_WEBP", 18),
        ("IMAGETYPE_AVIF", 19),
        ("IMAGETYPE_UNKNOWN", 0),
        ("IMAGETYPE_COUNT", 20),
    ]
    .into_iter()
    .map(|(k, v)| (k, Value::Int(v)))
    .collect()
}

/// MIME type and extension (without the dot) of each IMAGETYPE_* value.
fn type_info(t: i64) -> (&'static str, Option<&'static str>) {
    match t {
        1 => ("image/gif", Some("gif")),
        2 => ("image/jpeg", Some("jpeg")),
        3 => ("image/png", Some("png")),
        4 | 13 => ("application/x-shockwave-flash", Some("swf")),
        5 => ("image/psd", Some("psd")),
        6 => ("image/bmp", Some("bmp")),
        7 | 8 => ("image/tiff", Some("tiff")),
        9 => ("application/octet-stream", Some("jpc")),
        10 => ("image/jp2", Some("jp2")),
        11 => ("application/octet-stream", Some("jpx")),
        12 => ("application/octet-stream", Some("jb2")),
        14 => ("image/iff", Some("iff")),
        15 => ("image/vnd.wap.wbmp", Some("bmp")),
        16 => ("image/xbm", Some("xbm")),
        17 => ("image/vnd.microsoft.icon", Some("ico")),
        18 => ("image/webp", Some("webp")),
        19 => ("image/avif", Some("avif")),
        _ => ("application/octet-stream", None),
    }
}

fn image_type_to_mime_type(_: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Str(PhpStr::from(type_info(int_arg(a, 0, 0)).0)))
}

fn image_type_to_extension(_: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let dot = bool_arg(a, 1, true);
    Ok(match type_info(int_arg(a, 0, 0)).1 {
        Some(e) if dot => Value::Str(PhpStr::from(format!(".{e}"))),
        Some(e) => Value::Str(PhpStr::from(e)),
        None => Value::Bool(false),
    })
}

/// What php's handlers find: width, height, bits and channels (0 = not reported).
struct Info {
    width: i64,
    height: i64,
    bits: i64,
    channels: i64,
}

fn be16(d: &[u8], i: usize) -> Option<i64> {
    Some(i64::from(u16::from_be_bytes([*d.get(i)?, *d.get(i + 1)?])))
}

fn le(d: &[u8], i: usize, n: usize) -> Option<u64> {
    let b = d.get(i..i + n)?;
    Some(b.iter().rev().fold(0u64, |acc, &x| acc << 8 | u64::from(x)))
}

/// php_getimagetype for the formats handled here; `Err` is the notice for
/// data too short to tell.
fn image_type(d: &[u8], input: &str) -> Result<Option<i64>, String> {
    let short = || format!("Error reading from {input}!");
    if d.len() < 3 {
        return Err(short());
    }
    if &d[..3] == b"GIF" {
        return Ok(Some(GIF));
    }
    if d[..3] == [0xff, 0xd8, 0xff] {
        return Ok(Some(JPEG));
    }
    if d[..3] == [0x89, b'P', b'N'] {
        if d.len() < 8 {
            return Err(short());
        }
        return Ok((d[..8] == *b"\x89PNG\r\n\x1a\n").then_some(PNG));
    }
    if &d[..2] == b"BM" {
        return Ok(Some(BMP));
    }
    if &d[..3] == b"RIF" {
        if d.len() < 12 {
            return Err(short());
        }
        return Ok((&d[3..4] == b"F" && &d[8..12] == b"WEBP").then_some(WEBP));
    }
    Ok(None)
}

fn gif(d: &[u8]) -> Option<Info> {
    let dim = d.get(6..11)?;
    Some(Info {
        width: i64::from(dim[0]) | i64::from(dim[1]) << 8,
        height: i64::from(dim[2]) | i64::from(dim[3]) << 8,
        bits: if dim[4] & 0x80 != 0 {
            i64::from(dim[4] & 7) + 1
        } else {
            0
        },
        channels: 3,
    })
}

fn png(d: &[u8]) -> Option<Info> {
    let dim = d.get(16..25)?;
    Some(Info {
        width: i64::from(u32::from_be_bytes([dim[0], dim[1], dim[2], dim[3]])),
        height: i64::from(u32::from_be_bytes([dim[4], dim[5], dim[6], dim[7]])),
        bits: i64::from(dim[8]),
        channels: 0,
    })
}

fn bmp(d: &[u8]) -> Option<Info> {
    let dim = d.get(14..30)?;
    let size = le(dim, 0, 4)?;
    if size == 12 {
        Some(Info {
            width: le(dim, 4, 2)? as i64,
            height: le(dim, 6, 2)? as i64,
            bits: i64::from(dim[11]),
            channels: 0,
        })
    } else if size > 12 && (size <= 64 || size == 108 || size == 124) {
        Some(Info {
            width: le(dim, 4, 4)? as i64,
            height: i64::from((le(dim, 8, 4)? as u32 as i32).unsigned_abs()),
            bits: le(dim, 14, 2)? as i64,
            channels: 0,
        })
    } else {
        None
    }
}

fn webp(d: &[u8]) -> Option<Info> {
    let b = d.get(12..30)?;
    if &b[..3] != b"VP8" {
        return None;
    }
    let (w, h) = match b[3] {
        b' ' => (
            i64::from(b[14]) + (i64::from(b[15] & 0x3f) << 8),
            i64::from(b[16]) + (i64::from(b[17] & 0x3f) << 8),
        ),
        b'L' => (
            i64::from(b[9]) + (i64::from(b[10] & 0x3f) << 8) + 1,
            i64::from(b[10] >> 6) + (i64::from(b[11]) << 2) + (i64::from(b[12] & 0xf) << 10) + 1,
        ),
        b'X' => (
            i64::from(b[12]) + (i64::from(b[13]) << 8) + (i64::from(b[14]) << 16) + 1,
            i64::from(b[15]) + (i64::from(b[16]) << 8) + (i64::from(b[17]) << 16) + 1,
        ),
        _ => return None,
    };
    Some(Info {
        width: w,
        height: h,
        bits: 8,
        channels: 0,
    })
}

/// php_handle_jpeg: markers up to the first SOFn (and, when `app` is
/// wanted, every APPn segment before the scan starts).
fn jpeg(d: &[u8], mut app: Option<&mut PhpArray>) -> Option<Info> {
    let mut i = 2;
    let mut result: Option<Info> = None;
    loop {
        // php_next_marker: skip to 0xFF, past fill bytes, to a non-zero marker.
        while *d.get(i)? != 0xff {
            i += 1;
        }
        while *d.get(i)? == 0xff {
            i += 1;
        }
        let marker = *d.get(i)?;
        i += 1;
        if marker == 0 {
            continue;
        }
        let seg_len = |i: usize| be16(d, i);
        match marker {
            0xc0..=0xcf if !matches!(marker, 0xc4 | 0xc8 | 0xcc) => {
                if result.is_none() {
                    let len = seg_len(i);
                    let info = (|| {
                        Some(Info {
                            bits: i64::from(*d.get(i + 2)?),
                            height: be16(d, i + 3)?,
                            width: be16(d, i + 5)?,
                            channels: i64::from(*d.get(i + 7)?),
                        })
                    })();
                    let Some(info) = info else {
                        return result;
                    };
                    result = Some(info);
                    match (app.is_some(), len) {
                        (true, Some(l)) if l >= 8 => i += l as usize,
                        _ => return result,
                    }
                } else {
                    match seg_len(i) {
                        Some(l) if l >= 2 => i += l as usize,
                        _ => return result,
                    }
                }
            }
            0xe0..=0xef if app.is_some() => {
                let Some(l) = seg_len(i).filter(|&l| l >= 2) else {
                    return result;
                };
                let Some(data) = d.get(i + 2..i + l as usize) else {
                    return result;
                };
                let name = format!("APP{}", marker - 0xe0);
                if let Some(arr) = app.as_deref_mut() {
                    let k = ArrayKey::from_bytes(name.as_bytes());
                    if arr.get(&k).is_none() {
                        arr.insert(k, Value::Str(PhpStr::from(data.to_vec())));
                    }
                }
                i += l as usize;
            }
            0xda | 0xd9 => return result,
            _ => match seg_len(i) {
                Some(l) if l >= 2 => i += l as usize,
                _ => return result,
            },
        }
    }
}

/// The array php returns for an image, or false.
fn image_size(
    ctx: &mut dyn Context,
    func: &str,
    data: &[u8],
    input: &str,
    a: &[Value],
) -> Result<Value, Fault> {
    let want_info = matches!(a.get(1), Some(Value::Ref(_)));
    if want_info {
        set_ref(a, 1, Value::Array(PhpArray::new()));
    }
    let ty = match image_type(data, input) {
        Ok(Some(t)) => t,
        Ok(None) => return Ok(Value::Bool(false)),
        Err(msg) => {
            ctx.error(ErrorLevel::Notice, &format!("{func}(): {msg}"))?;
            return Ok(Value::Bool(false));
        }
    };
    let mut app = PhpArray::new();
    let info = match ty {
        GIF => gif(data),
        PNG => png(data),
        BMP => bmp(data),
        WEBP => webp(data),
        _ => jpeg(data, want_info.then_some(&mut app)),
    };
    if want_info {
        set_ref(a, 1, Value::Array(app));
    }
    let Some(info) = info else {
        return Ok(Value::Bool(false));
    };
    let mut r = PhpArray::new();
    r.push(Value::Int(info.width)).ok();
    r.push(Value::Int(info.height)).ok();
    r.push(Value::Int(ty)).ok();
    r.push(Value::Str(PhpStr::from(format!(
        "width=\"{}\" height=\"{}\"",
        info.width, info.height
    ))))
    .ok();
    if info.bits != 0 {
        r.insert(ArrayKey::from_bytes(b"bits"), Value::Int(info.bits));
    }
    if info.channels != 0 {
        r.insert(ArrayKey::from_bytes(b"channels"), Value::Int(info.channels));
    }
    r.insert(
        ArrayKey::from_bytes(b"mime"),
        Value::Str(PhpStr::from(type_info(ty).0)),
    );
    Ok(Value::Array(r))
}

fn getimagesize(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let path = str_arg(a, 0);
    if path.as_bytes().is_empty() {
        return Err(ctx.throw(ThrowKind::ValueError, "Path cannot be empty".into()));
    }
    let shown = path.to_string_lossy();
    let data = match ctx.read_file_reason(path.as_bytes()) {
        Ok(d) => d,
        Err(e) => {
            ctx.error(
                ErrorLevel::Warning,
                &format!("getimagesize({shown}): Failed to open stream: {e}"),
            )?;
            return Ok(Value::Bool(false));
        }
    };
    image_size(ctx, "getimagesize", &data, &shown, a)
}

fn getimagesizefromstring(ctx: &mut dyn Context, a: &mut [Value]) -> Result<Value, Fault> {
    let data = arg(a, 0);
    let data = data.to_php_str();
    image_size(ctx, "getimagesizefromstring", data.as_bytes(), "", a)
}

const FILE_PARAMS: [ParamSpec; 2] = [
    ParamSpec::req("filename", ParamType::String),
    ParamSpec::opt("image_info", ParamType::Mixed, "null").by_ref(),
];
const STRING_PARAMS: [ParamSpec; 2] = [
    ParamSpec::req("string", ParamType::String),
    ParamSpec::opt("image_info", ParamType::Mixed, "null").by_ref(),
];

pub const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "image_type_to_mime_type",
        params: &[ParamSpec::req("image_type", ParamType::Int)],
        func: image_type_to_mime_type,
    },
    Builtin {
        name: "image_type_to_extension",
        params: &[
            ParamSpec::req("image_type", ParamType::Int),
            ParamSpec::opt("include_dot", ParamType::Bool, "true"),
        ],
        func: image_type_to_extension,
    },
    Builtin {
        name: "getimagesize",
        params: &FILE_PARAMS,
        func: getimagesize,
    },
    Builtin {
        name: "getimagesizefromstring",
        params: &STRING_PARAMS,
        func: getimagesizefromstring,
    },
];
