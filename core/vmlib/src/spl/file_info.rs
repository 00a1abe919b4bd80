//! `SplFileInfo`: a path split as php splits it (trailing slashes dropped,
//! the directory part up to the last slash), with getters that stat the
//! path through the [`Host`](rphp_vm::Host) and throw php's
//! RuntimeException where the function forms (`filesize`, ...) warn.
//!
//! The state ([`FileState`]) is shared with `SplFileObject`
//! (`file_object.rs`), which extends this class with an open stream.

use super::{method, state, NativeClass, NativeMethod};
use crate::classes::ClassRt;
use crate::host::FileStat;
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, Mixed, String as Str};
use rphp_value::{Fault, ParamSpec as P, PhpArray, PhpObject, PhpResource, Value};
use std::rc::Rc;

/// What SplFileInfo and SplFileObject keep per object.
pub(crate) struct FileState {
    /// php's `file_name`: the path as given, trailing slashes dropped.
    pub name: Vec<u8>,
    /// The directory part (`getPath`).
    pub path: Vec<u8>,
    pub file_class: Option<Rc<ClassRt>>,
    pub info_class: Option<Rc<ClassRt>>,
    /// SplFileObject: the open stream and its mode.
    pub stream: Option<PhpResource>,
    pub open_mode: Vec<u8>,
    /// The current line as read (raw in READ_CSV mode) and the parsed row.
    pub line: Option<Vec<u8>>,
    pub row: Option<Value>,
    pub line_num: i64,
    pub flags: i64,
    pub max_len: i64,
    pub delim: u8,
    pub encl: u8,
    pub esc: Option<u8>,
    /// DirectoryIterator and its subclasses: the listing being walked.
    pub dir: Option<super::dir_iterators::DirPart>,
}

impl Default for FileState {
    fn default() -> Self {
        FileState {
            name: Vec::new(),
            path: Vec::new(),
            file_class: None,
            info_class: None,
            stream: None,
            open_mode: b"r".to_vec(),
            line: None,
            row: None,
            line_num: 0,
            flags: 0,
            max_len: 0,
            delim: b',',
            encl: b'"',
            esc: Some(b'\\'),
            dir: None,
        }
    }
}

/// `clone` of an SplFileInfo (SplFileObject's stream is not copied).
pub(crate) fn clone_state(b: &dyn std::any::Any) -> Option<Box<dyn std::any::Any>> {
    let s = b.downcast_ref::<FileState>()?;
    Some(Box::new(FileState {
        name: s.name.clone(),
        path: s.path.clone(),
        file_class: s.file_class.clone(),
        info_class: s.info_class.clone(),
        ..FileState::default()
    }))
}

pub(crate) static CLASSES: &[&NativeClass] = &[
    &NativeClass {
        name: "SplFileInfo",
        parent: None,
        interfaces: &[],
        flags: 0,
        consts: &[],
        methods: METHODS,
    },
    &super::file_object::FILE_OBJECT,
    &super::file_object::TEMP_FILE_OBJECT,
    &super::dir_iterators::DIRECTORY_ITERATOR,
    &super::dir_iterators::FILESYSTEM_ITERATOR,
    &super::dir_iterators::RECURSIVE_DIRECTORY_ITERATOR,
    &super::dir_iterators::GLOB_ITERATOR,
];

static METHODS: &[NativeMethod] = &[
    method!(
        "SplFileInfo",
        "__construct",
        m_construct,
        [P::req("filename", Str)]
    ),
    method!("SplFileInfo", "getPath", m_get_path, []),
    method!("SplFileInfo", "getFilename", m_get_filename, []),
    method!("SplFileInfo", "getExtension", m_get_extension, []),
    method!(
        "SplFileInfo",
        "getBasename",
        m_get_basename,
        [P::opt("suffix", Str, "\"\"")]
    ),
    method!("SplFileInfo", "getPathname", m_get_pathname, []),
    method!("SplFileInfo", "getPerms", m_get_perms, []),
    method!("SplFileInfo", "getInode", m_get_inode, []),
    method!("SplFileInfo", "getSize", m_get_size, []),
    method!("SplFileInfo", "getOwner", m_get_owner, []),
    method!("SplFileInfo", "getGroup", m_get_group, []),
    method!("SplFileInfo", "getATime", m_get_atime, []),
    method!("SplFileInfo", "getMTime", m_get_mtime, []),
    method!("SplFileInfo", "getCTime", m_get_ctime, []),
    method!("SplFileInfo", "getType", m_get_type, []),
    method!("SplFileInfo", "isWritable", m_is_writable, []),
    method!("SplFileInfo", "isReadable", m_is_readable, []),
    method!("SplFileInfo", "isExecutable", m_is_executable, []),
    method!("SplFileInfo", "isFile", m_is_file, []),
    method!("SplFileInfo", "isDir", m_is_dir, []),
    method!("SplFileInfo", "isLink", m_is_link, []),
    method!("SplFileInfo", "getLinkTarget", m_get_link_target, []),
    method!("SplFileInfo", "getRealPath", m_get_real_path, []),
    method!(
        "SplFileInfo",
        "getFileInfo",
        m_get_file_info,
        [P::opt("class", Str, "null").nullable()]
    ),
    method!(
        "SplFileInfo",
        "getPathInfo",
        m_get_path_info,
        [P::opt("class", Str, "null").nullable()]
    ),
    method!(
        "SplFileInfo",
        "openFile",
        m_open_file,
        [
            P::opt("mode", Str, "\"r\""),
            P::opt("useIncludePath", Bool, "false"),
            P::opt("context", Mixed, "null"),
        ]
    ),
    method!(
        "SplFileInfo",
        "setFileClass",
        m_set_file_class,
        [P::opt("class", Str, "SplFileObject::class")]
    ),
    method!(
        "SplFileInfo",
        "setInfoClass",
        m_set_info_class,
        [P::opt("class", Str, "SplFileInfo::class")]
    ),
    method!("SplFileInfo", "__toString", m_get_pathname, []),
];

/// The path name and directory part of `given`, as php's
/// `spl_filesystem_info_set_filename` splits them.
fn split_path(given: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let mut len = given.len();
    while len > 1 && given[len - 1] == b'/' {
        len -= 1;
    }
    let name = given[..len].to_vec();
    while len > 1 && given[len - 1] != b'/' {
        len -= 1;
    }
    len = len.saturating_sub(1);
    (name, given[..len].to_vec())
}

/// Sets the object's path (SplFileInfo's and SplFileObject's constructors).
pub(crate) fn set_filename(o: &PhpObject, given: &[u8]) {
    let (name, path) = split_path(given);
    let mut s = state::<FileState>(o);
    s.name = name;
    s.path = path;
}

fn m_construct(_vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    set_filename(this, a[0].to_php_str().as_bytes());
    Ok(Value::Null)
}

/// The path name and the directory part (a directory iterator's come
/// from its current entry).
fn names(o: &PhpObject) -> (Vec<u8>, Vec<u8>) {
    let s = state::<FileState>(o);
    match &s.dir {
        Some(d) => (d.path_name(), d.path.clone()),
        None => (s.name.clone(), s.path.clone()),
    }
}

/// The file name without its directory (`getFilename`, var_dump's `fileName`).
pub(crate) fn file_name(o: &PhpObject) -> Vec<u8> {
    if let Some(d) = &state::<FileState>(o).dir {
        return d.file_name();
    }
    let (name, path) = names(o);
    if !path.is_empty() && path.len() < name.len() {
        name[path.len() + 1..].to_vec()
    } else {
        name
    }
}

pub(crate) fn path_name(o: &PhpObject) -> Vec<u8> {
    names(o).0
}

fn m_get_path(_vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::str(names(this).1))
}

fn m_get_filename(_vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::str(file_name(this)))
}

fn m_get_pathname(_vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::str(path_name(this)))
}

/// Calls a builtin function by name (the stream and file functions this
/// class shares its behaviour with).
pub(crate) fn call_fn(vm: &mut Vm, name: &str, args: Vec<Value>) -> Result<Value, Fault> {
    vm.call_value(&Value::str(name), args)
}

fn m_get_basename(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let suffix = a.first().cloned().unwrap_or_else(|| Value::str(""));
    call_fn(vm, "basename", vec![Value::str(file_name(this)), suffix])
}

fn m_get_extension(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let base = call_fn(vm, "basename", vec![Value::str(file_name(this))])?.to_php_str();
    let b = base.as_bytes();
    Ok(match b.iter().rposition(|&c| c == b'.') {
        Some(i) => Value::str(&b[i + 1..]),
        None => Value::str(""),
    })
}

/// The path's metadata, or php's RuntimeException naming the method.
fn stat_of(vm: &mut Vm, this: &PhpObject, method: &str, follow: bool) -> Result<FileStat, Fault> {
    let name = path_name(this);
    let p = crate::streams::local_path(&name).to_vec();
    let st = if p.contains(&0) {
        Err(String::new())
    } else {
        vm.host_mut().stat(&p, follow)
    };
    st.map_err(|_| {
        let which = if follow { "stat" } else { "Lstat" };
        vm.throw_error(
            "RuntimeException",
            format!(
                "SplFileInfo::{method}(): {which} failed for {}",
                String::from_utf8_lossy(&name)
            ),
        )
    })
}

macro_rules! stat_getter {
    ($f:ident, $m:literal, |$s:ident| $e:expr) => {
        fn $f(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
            let $s = stat_of(vm, this, $m, true)?;
            Ok(Value::Int($e))
        }
    };
}
stat_getter!(m_get_perms, "getPerms", |s| i64::from(s.mode));
stat_getter!(m_get_inode, "getInode", |s| s.ino as i64);
stat_getter!(m_get_size, "getSize", |s| s.size as i64);
stat_getter!(m_get_owner, "getOwner", |s| i64::from(s.uid));
stat_getter!(m_get_group, "getGroup", |s| i64::from(s.gid));
stat_getter!(m_get_atime, "getATime", |s| s.atime);
stat_getter!(m_get_mtime, "getMTime", |s| s.mtime);
stat_getter!(m_get_ctime, "getCTime", |s| s.ctime);

fn m_get_type(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let st = stat_of(vm, this, "getType", false)?;
    Ok(Value::str(st.type_name()))
}

macro_rules! test_fn {
    ($f:ident, $func:literal) => {
        fn $f(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
            call_fn(vm, $func, vec![Value::str(path_name(this))])
        }
    };
}
test_fn!(m_is_writable, "is_writable");
test_fn!(m_is_readable, "is_readable");
test_fn!(m_is_executable, "is_executable");
test_fn!(m_is_file, "is_file");
test_fn!(m_is_dir, "is_dir");
test_fn!(m_is_link, "is_link");

fn m_get_link_target(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let name = path_name(this);
    let p = crate::streams::local_path(&name).to_vec();
    match vm.host_mut().read_link(&p) {
        Ok(t) => Ok(Value::str(t)),
        Err(e) => Err(vm.throw_error(
            "RuntimeException",
            format!(
                "Unable to read link {}, error: {e}",
                String::from_utf8_lossy(&name)
            ),
        )),
    }
}

fn m_get_real_path(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let name = path_name(this);
    let p = if name.is_empty() { b".".to_vec() } else { name };
    call_fn(vm, "realpath", vec![Value::str(p)])
}

/// A class-name argument that must name `base` or a class derived from it.
fn class_arg(
    vm: &mut Vm,
    method: &str,
    v: &Value,
    base: &Rc<ClassRt>,
    nullable: bool,
) -> Result<Option<Rc<ClassRt>>, Fault> {
    if nullable && v.is_null() {
        return Ok(None);
    }
    let n = v.to_php_str();
    let c = vm.lookup_class(n.as_bytes());
    let lc = base.name.to_ascii_lowercase();
    match c {
        Some(c) if c.ancestry.contains(&lc) => Ok(Some(c)),
        _ => Err(vm.throw_error(
            "TypeError",
            format!(
                "SplFileInfo::{method}(): Argument #1 ($class) must be a class name derived from {}{}, {} given",
                String::from_utf8_lossy(&base.name),
                if nullable { " or null" } else { "" },
                String::from_utf8_lossy(n.as_bytes())
            ),
        )),
    }
}

fn builtin(vm: &mut Vm, name: &str) -> Rc<ClassRt> {
    vm.lookup_class(name.as_bytes())
        .expect("SPL file classes are built in")
}

pub(super) fn info_class(vm: &mut Vm, this: &PhpObject) -> Rc<ClassRt> {
    let c = state::<FileState>(this).info_class.clone();
    c.unwrap_or_else(|| builtin(vm, "SplFileInfo"))
}

fn file_class(vm: &mut Vm, this: &PhpObject) -> Rc<ClassRt> {
    let c = state::<FileState>(this).file_class.clone();
    c.unwrap_or_else(|| builtin(vm, "SplFileObject"))
}

/// A new object of `class` built with `args`, carrying this object's
/// file and info classes as php's `spl_filesystem_object_create_info` does.
pub(super) fn create(
    vm: &mut Vm,
    this: &PhpObject,
    class: &Rc<ClassRt>,
    args: Vec<Value>,
) -> Result<Value, Fault> {
    let o = vm.instantiate(class)?;
    {
        let (fc, ic) = {
            let s = state::<FileState>(this);
            (s.file_class.clone(), s.info_class.clone())
        };
        let mut t = state::<FileState>(&o);
        t.file_class = fc;
        t.info_class = ic;
    }
    vm.call_obj_method(&o, "__construct", args)?;
    Ok(Value::Object(o))
}

fn m_get_file_info(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let base = info_class(vm, this);
    let arg = a.first().cloned().unwrap_or(Value::Null);
    let c = class_arg(vm, "getFileInfo", &arg, &base, true)?.unwrap_or(base);
    create(vm, this, &c, vec![Value::str(path_name(this))])
}

fn m_get_path_info(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let base = info_class(vm, this);
    let arg = a.first().cloned().unwrap_or(Value::Null);
    let c = class_arg(vm, "getPathInfo", &arg, &base, true)?.unwrap_or(base);
    let name = path_name(this);
    if name.is_empty() {
        return Ok(Value::Null);
    }
    let dir = call_fn(vm, "dirname", vec![Value::str(name)])?;
    create(vm, this, &c, vec![dir])
}

fn m_open_file(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let c = file_class(vm, this);
    let mut args = vec![Value::str(path_name(this))];
    args.extend(a.iter().cloned());
    create(vm, this, &c, args)
}

fn m_set_file_class(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let base = builtin(vm, "SplFileObject");
    let c = match a.first() {
        Some(v) => class_arg(vm, "setFileClass", v, &base, false)?,
        None => None,
    };
    state::<FileState>(this).file_class = Some(c.unwrap_or(base));
    Ok(Value::Null)
}

fn m_set_info_class(vm: &mut Vm, this: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    let base = builtin(vm, "SplFileInfo");
    let c = match a.first() {
        Some(v) => class_arg(vm, "setInfoClass", v, &base, false)?,
        None => None,
    };
    state::<FileState>(this).info_class = Some(c.unwrap_or(base));
    Ok(Value::Null)
}

/// var_dump's view: the real properties, then php's private `pathName`
/// and `fileName` (and SplFileObject's mode and CSV characters).
pub(crate) fn debug_props(o: &PhpObject, props: &mut PhpArray) {
    props.insert(
        super::private_key("SplFileInfo", "pathName"),
        Value::str(path_name(o)),
    );
    props.insert(
        super::private_key("SplFileInfo", "fileName"),
        Value::str(file_name(o)),
    );
    let is_file = crate::classes::class_of(o)
        .is_some_and(|c| c.ancestry.iter().any(|a| a.as_slice() == b"splfileobject"));
    if let Some((glob, sub)) = super::dir_iterators::debug_parts(o) {
        if glob.is_some() {
            // php shows a glob's pathName empty and no fileName.
            props.insert(
                super::private_key("SplFileInfo", "pathName"),
                Value::str(""),
            );
            props.remove(&super::private_key("SplFileInfo", "fileName"));
        }
        let glob = glob.map_or(Value::Bool(false), Value::str);
        props.insert(super::private_key("DirectoryIterator", "glob"), glob);
        props.insert(
            super::private_key("RecursiveDirectoryIterator", "subPathName"),
            Value::str(sub),
        );
    }
    if is_file {
        let s = state::<FileState>(o);
        for (k, v) in [
            ("openMode", s.open_mode.clone()),
            ("delimiter", vec![s.delim]),
            ("enclosure", vec![s.encl]),
        ] {
            props.insert(super::private_key("SplFileObject", k), Value::str(v));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::split_path;

    #[test]
    fn paths_split_as_php_splits_them() {
        for (given, name, path) in [
            ("a//b//", "a//b", "a/"),
            ("/x", "/x", ""),
            ("x", "x", ""),
            ("/", "/", ""),
            ("//", "/", ""),
            ("", "", ""),
            ("dir/sub/f.txt", "dir/sub/f.txt", "dir/sub"),
        ] {
            let (n, p) = split_path(given.as_bytes());
            assert_eq!(
                (n.as_slice(), p.as_slice()),
                (name.as_bytes(), path.as_bytes()),
                "{given}"
            );
        }
    }
}
