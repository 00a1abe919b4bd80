//! `DirectoryIterator`, `FilesystemIterator`, `RecursiveDirectoryIterator`
//! and `GlobIterator`: SplFileInfo objects that walk a directory listing
//! (taken through the stream layer's `opendir` listing, or `glob()`), the
//! current entry being what the inherited SplFileInfo getters describe.
//!
//! As in php, a DirectoryIterator is its own current element; the
//! FilesystemIterator flags choose what `key()`/`current()` give instead.

use super::file_info::{call_fn, create, info_class, FileState};
use super::{method, state, NativeClass};
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, Int, String as Str};
use rphp_value::{Fault, ParamSpec as P, PhpObject, Value};

const CURRENT_AS_PATHNAME: i64 = 32;
const CURRENT_AS_SELF: i64 = 16;
const CURRENT_MODE_MASK: i64 = 240;
const KEY_AS_FILENAME: i64 = 256;
const KEY_MODE_MASK: i64 = 3840;
const FOLLOW_SYMLINKS: i64 = 16384;
const SKIP_DOTS: i64 = 4096;
const OTHER_MODE_MASK: i64 = 28672;

/// The walk over one directory.
pub(crate) struct DirPart {
    pub entries: Vec<Vec<u8>>,
    /// Position in `entries` (past the end: no current entry).
    pub pos: usize,
    /// What `key()` counts (skipped dots count once per `next`).
    pub index: i64,
    /// The directory as given, one trailing slash dropped.
    pub path: Vec<u8>,
    pub sub_path: Vec<u8>,
    /// GlobIterator's pattern; its entries are whole paths.
    pub glob: Option<Vec<u8>>,
}

impl DirPart {
    fn entry(&self) -> &[u8] {
        self.entries.get(self.pos).map_or(&[][..], |e| e.as_slice())
    }

    pub(crate) fn path_name(&self) -> Vec<u8> {
        if self.glob.is_some() {
            return self.entry().to_vec();
        }
        let mut p = self.path.clone();
        p.push(b'/');
        p.extend_from_slice(self.entry());
        p
    }

    pub(crate) fn file_name(&self) -> Vec<u8> {
        let e = self.entry();
        if self.glob.is_some() {
            return match e.iter().rposition(|&c| c == b'/') {
                Some(i) => e[i + 1..].to_vec(),
                None => e.to_vec(),
            };
        }
        e.to_vec()
    }

    fn is_dot(&self) -> bool {
        matches!(self.entry(), b"." | b"..")
    }
}

/// var_dump's `glob` and `subPathName` for a directory iterator.
pub(crate) fn debug_parts(o: &PhpObject) -> Option<(Option<Vec<u8>>, Vec<u8>)> {
    let s = state::<FileState>(o);
    let d = s.dir.as_ref()?;
    let glob = d.glob.as_ref().map(|g| [b"glob://".as_slice(), g].concat());
    Some((glob, d.sub_path.clone()))
}

pub(super) static DIRECTORY_ITERATOR: NativeClass = NativeClass {
    name: "DirectoryIterator",
    parent: Some("SplFileInfo"),
    interfaces: &["SeekableIterator"],
    flags: 0,
    consts: &[],
    methods: &[
        method!(
            "DirectoryIterator",
            "__construct",
            m_dir_construct,
            [P::req("directory", Str)]
        ),
        method!("DirectoryIterator", "isDot", m_is_dot, []),
        method!("DirectoryIterator", "rewind", m_rewind, []),
        method!("DirectoryIterator", "valid", m_valid, []),
        method!("DirectoryIterator", "key", m_dir_key, []),
        method!("DirectoryIterator", "current", m_dir_current, []),
        method!("DirectoryIterator", "next", m_next, []),
        method!("DirectoryIterator", "seek", m_seek, [P::req("offset", Int)]),
        method!("DirectoryIterator", "__toString", m_to_string, []),
    ],
};

pub(super) static FILESYSTEM_ITERATOR: NativeClass = NativeClass {
    name: "FilesystemIterator",
    parent: Some("DirectoryIterator"),
    interfaces: &[],
    flags: 0,
    consts: &[
        ("CURRENT_MODE_MASK", CURRENT_MODE_MASK),
        ("CURRENT_AS_PATHNAME", CURRENT_AS_PATHNAME),
        ("CURRENT_AS_FILEINFO", 0),
        ("CURRENT_AS_SELF", CURRENT_AS_SELF),
        ("KEY_MODE_MASK", KEY_MODE_MASK),
        ("KEY_AS_PATHNAME", 0),
        ("FOLLOW_SYMLINKS", FOLLOW_SYMLINKS),
        ("KEY_AS_FILENAME", KEY_AS_FILENAME),
        ("NEW_CURRENT_AND_KEY", KEY_AS_FILENAME),
        ("OTHER_MODE_MASK", OTHER_MODE_MASK),
        ("SKIP_DOTS", SKIP_DOTS),
        ("UNIX_PATHS", 8192),
    ],
    methods: &[
        method!("FilesystemIterator", "__construct", m_fs_construct, [
            P::req("directory", Str),
            P::opt("flags", Int, "FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO | FilesystemIterator::SKIP_DOTS"),
        ]),
        method!("FilesystemIterator", "rewind", m_rewind, []),
        method!("FilesystemIterator", "key", m_fs_key, []),
        method!("FilesystemIterator", "current", m_fs_current, []),
        method!("FilesystemIterator", "getFlags", m_get_flags, []),
        method!("FilesystemIterator", "setFlags", m_set_flags, [P::req("flags", Int)]),
    ],
};

pub(super) static RECURSIVE_DIRECTORY_ITERATOR: NativeClass = NativeClass {
    name: "RecursiveDirectoryIterator",
    parent: Some("FilesystemIterator"),
    interfaces: &["RecursiveIterator"],
    flags: 0,
    consts: &[],
    methods: &[
        method!(
            "RecursiveDirectoryIterator",
            "__construct",
            m_rdi_construct,
            [
                P::req("directory", Str),
                P::opt(
                    "flags",
                    Int,
                    "FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO"
                ),
            ]
        ),
        method!(
            "RecursiveDirectoryIterator",
            "hasChildren",
            m_has_children,
            [P::opt("allowLinks", Bool, "false"),]
        ),
        method!(
            "RecursiveDirectoryIterator",
            "getChildren",
            m_get_children,
            []
        ),
        method!(
            "RecursiveDirectoryIterator",
            "getSubPath",
            m_get_sub_path,
            []
        ),
        method!(
            "RecursiveDirectoryIterator",
            "getSubPathname",
            m_get_sub_pathname,
            []
        ),
    ],
};

pub(super) static GLOB_ITERATOR: NativeClass = NativeClass {
    name: "GlobIterator",
    parent: Some("FilesystemIterator"),
    interfaces: &["Countable"],
    flags: 0,
    consts: &[],
    methods: &[
        method!(
            "GlobIterator",
            "__construct",
            m_glob_construct,
            [
                P::req("pattern", Str),
                P::opt(
                    "flags",
                    Int,
                    "FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO"
                ),
            ]
        ),
        method!("GlobIterator", "count", m_count, []),
    ],
};

fn shown(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn with_dir<T>(o: &PhpObject, f: impl FnOnce(&mut DirPart, i64) -> T) -> Option<T> {
    let mut s = state::<FileState>(o);
    let flags = s.flags;
    s.dir.as_mut().map(|d| f(d, flags))
}

/// The walk, or php's Error for an iterator whose constructor did not run.
fn need_dir(vm: &mut Vm, o: &PhpObject) -> Result<(), Fault> {
    if state::<FileState>(o).dir.is_some() {
        return Ok(());
    }
    Err(vm.throw_error("Error", "Object not initialized"))
}

/// Opens `dir` for the iterator `this` (php's `spl_filesystem_dir_open`).
fn open(vm: &mut Vm, this: &PhpObject, class: &str, dir: &[u8], flags: i64) -> Result<(), Fault> {
    if dir.is_empty() {
        return Err(vm.throw_error(
            "ValueError",
            format!("{class}::__construct(): Argument #1 ($directory) cannot be empty"),
        ));
    }
    if dir.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            format!(
                "{class}::__construct(): Argument #1 ($directory) must not contain any null bytes"
            ),
        ));
    }
    let glob = dir.len() > 7 && dir[..7].eq_ignore_ascii_case(b"glob://");
    let (entries, path, pattern) = if glob {
        let pattern = dir[7..].to_vec();
        let found = call_fn(vm, "glob", vec![Value::str(pattern.clone())])?;
        let mut entries = Vec::new();
        if let Value::Array(a) = found {
            for (_, v) in a.iter() {
                entries.push(v.to_php_str().as_bytes().to_vec());
            }
        }
        let path = match pattern.iter().rposition(|&c| c == b'/') {
            Some(0) => b"/".to_vec(),
            Some(i) => pattern[..i].to_vec(),
            None => Vec::new(),
        };
        (entries, path, Some(pattern))
    } else {
        let local = crate::streams::local_path(dir).to_vec();
        match crate::streams::dir_list(vm, &local) {
            Ok(e) => {
                let mut path = dir.to_vec();
                if path.len() > 1 && path.ends_with(b"/") {
                    path.pop();
                }
                (e, path, None)
            }
            Err(e) => {
                return Err(vm.throw_error(
                    "UnexpectedValueException",
                    format!(
                        "{class}::__construct({}): Failed to open directory: {e}",
                        shown(dir)
                    ),
                ))
            }
        }
    };
    // php opens a directory stream: it takes a resource number.
    vm.take_stream_id();
    let mut s = state::<FileState>(this);
    s.flags = flags;
    s.dir = Some(DirPart {
        entries,
        pos: 0,
        index: 0,
        path,
        sub_path: Vec::new(),
        glob: pattern,
    });
    drop(s);
    skip_dots(this);
    Ok(())
}

/// Moves past `.` and `..` when SKIP_DOTS is set.
fn skip_dots(this: &PhpObject) {
    with_dir(this, |d, flags| {
        while flags & SKIP_DOTS != 0 && d.pos < d.entries.len() && d.is_dot() {
            d.pos += 1;
        }
    });
}

fn m_dir_construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let dir = a[0].to_php_str();
    open(vm, this, "DirectoryIterator", dir.as_bytes(), 0)?;
    Ok(Value::Null)
}

fn m_fs_construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let dir = a[0].to_php_str();
    let flags = a.get(1).map_or(SKIP_DOTS, Value::to_int);
    open(vm, this, "FilesystemIterator", dir.as_bytes(), flags)?;
    Ok(Value::Null)
}

fn m_rdi_construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let dir = a[0].to_php_str();
    let flags = a.get(1).map_or(0, Value::to_int);
    open(
        vm,
        this,
        "RecursiveDirectoryIterator",
        dir.as_bytes(),
        flags,
    )?;
    Ok(Value::Null)
}

fn m_glob_construct(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let pat = a[0].to_php_str();
    let mut p = pat.as_bytes().to_vec();
    if !(p.len() > 7 && p[..7].eq_ignore_ascii_case(b"glob://")) {
        p = [b"glob://".as_slice(), &p].concat();
    }
    let flags = a.get(1).map_or(0, Value::to_int);
    open(vm, this, "GlobIterator", &p, flags)?;
    Ok(Value::Null)
}

fn m_count(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    Ok(Value::Int(
        with_dir(this, |d, _| d.entries.len() as i64).unwrap_or(0),
    ))
}

fn m_is_dot(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    Ok(Value::Bool(
        with_dir(this, |d, _| d.is_dot()).unwrap_or(false),
    ))
}

fn m_rewind(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    with_dir(this, |d, _| {
        d.pos = 0;
        d.index = 0;
    });
    skip_dots(this);
    Ok(Value::Null)
}

fn m_valid(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    Ok(Value::Bool(
        with_dir(this, |d, _| d.pos < d.entries.len()).unwrap_or(false),
    ))
}

fn m_next(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    with_dir(this, |d, _| {
        d.index += 1;
        if d.pos < d.entries.len() {
            d.pos += 1;
        }
    });
    skip_dots(this);
    Ok(Value::Null)
}

fn m_dir_key(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    Ok(Value::Int(with_dir(this, |d, _| d.index).unwrap_or(0)))
}

fn m_dir_current(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    Ok(Value::Object(this.clone()))
}

fn m_to_string(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    Ok(Value::str(super::file_info::file_name(this)))
}

fn m_seek(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    let pos = a[0].to_int();
    let index = with_dir(this, |d, _| d.index).unwrap_or(0);
    if index > pos {
        vm.call_obj_method(this, "rewind", Vec::new())?;
    }
    while with_dir(this, |d, _| d.index).unwrap_or(0) < pos {
        let valid = vm.call_obj_method(this, "valid", Vec::new())?.to_bool();
        if !valid {
            return Err(vm.throw_error(
                "OutOfBoundsException",
                format!("Seek position {pos} is out of range"),
            ));
        }
        vm.call_obj_method(this, "next", Vec::new())?;
    }
    Ok(Value::Null)
}

fn m_fs_key(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    let v = with_dir(this, |d, flags| {
        if flags & KEY_AS_FILENAME != 0 {
            d.file_name()
        } else {
            d.path_name()
        }
    });
    Ok(Value::str(v.unwrap_or_default()))
}

fn m_fs_current(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    let flags = state::<FileState>(this).flags;
    let path = super::file_info::path_name(this);
    if flags & CURRENT_AS_PATHNAME != 0 {
        Ok(Value::str(path))
    } else if flags & CURRENT_AS_SELF != 0 {
        Ok(Value::Object(this.clone()))
    } else {
        let class = info_class(vm, this);
        create(vm, this, &class, vec![Value::str(path)])
    }
}

fn m_get_flags(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    let f = state::<FileState>(this).flags;
    Ok(Value::Int(
        f & (KEY_MODE_MASK | CURRENT_MODE_MASK | OTHER_MODE_MASK),
    ))
}

fn m_set_flags(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    let mask = KEY_MODE_MASK | CURRENT_MODE_MASK | OTHER_MODE_MASK;
    let mut s = state::<FileState>(this);
    s.flags = (s.flags & !mask) | (a[0].to_int() & mask);
    Ok(Value::Null)
}

fn m_has_children(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    let allow_links = a.first().is_some_and(Value::to_bool);
    let (dot, end, flags) = {
        let s = state::<FileState>(this);
        let d = s.dir.as_ref().expect("checked by need_dir");
        (d.is_dot(), d.pos >= d.entries.len(), s.flags)
    };
    if dot || end {
        return Ok(Value::Bool(false));
    }
    let path = super::file_info::path_name(this);
    let local = crate::streams::local_path(&path).to_vec();
    if !allow_links
        && flags & FOLLOW_SYMLINKS == 0
        && vm.host_mut().stat(&local, false).is_ok_and(|s| s.is_link())
    {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(vm.host_mut().is_dir(&local)))
}

fn m_get_children(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    let path = super::file_info::path_name(this);
    let (flags, sub, fc, ic) = {
        let s = state::<FileState>(this);
        let d = s.dir.as_ref().expect("checked by need_dir");
        let sub = if d.sub_path.is_empty() {
            d.file_name()
        } else {
            [d.sub_path.as_slice(), b"/", &d.file_name()].concat()
        };
        (s.flags, sub, s.file_class.clone(), s.info_class.clone())
    };
    let class = crate::classes::class_of(this)
        .and_then(|c| vm.lookup_class(&c.name))
        .expect("an object's class exists");
    let o = vm.instantiate(&class)?;
    vm.call_obj_method(&o, "__construct", vec![Value::str(path), Value::Int(flags)])?;
    {
        let mut s = state::<FileState>(&o);
        if let Some(d) = s.dir.as_mut() {
            d.sub_path = sub;
        }
        s.file_class = fc;
        s.info_class = ic;
    }
    Ok(Value::Object(o))
}

fn m_get_sub_path(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    Ok(Value::str(
        with_dir(this, |d, _| d.sub_path.clone()).unwrap_or_default(),
    ))
}

fn m_get_sub_pathname(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    need_dir(vm, this)?;
    let v = with_dir(this, |d, _| {
        if d.sub_path.is_empty() {
            d.file_name()
        } else {
            [d.sub_path.as_slice(), b"/", &d.file_name()].concat()
        }
    });
    Ok(Value::str(v.unwrap_or_default()))
}
