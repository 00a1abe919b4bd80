//! Directories: `opendir`/`readdir`/`rewinddir`/`closedir`, `scandir` and
//! `glob` (glibc's matching: `*`, `?`, `[...]`, `{a,b}` with `GLOB_BRACE`,
//! no match for a leading `.` unless the pattern has one).

use super::{str_value, DirStream};
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Int, Mixed, String as Str};
use rphp_value::{ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpResource, Value};

const HANDLE: P = P::opt("dir_handle", Mixed, "null");

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!(
        "opendir",
        [P::req("directory", Str), P::opt("context", Mixed, "null")],
        |vm, a| crate::streams::opener(vm, "opendir", a, 1, 1, true, opendir)
    ),
    engine!("readdir", [HANDLE], readdir),
    engine!("rewinddir", [HANDLE], rewinddir),
    engine!("closedir", [HANDLE], closedir),
    engine!(
        "scandir",
        [
            P::req("directory", Str),
            P::opt("sorting_order", Int, "SCANDIR_SORT_ASCENDING"),
            P::opt("context", Mixed, "null")
        ],
        |vm, a| crate::streams::opener(vm, "scandir", a, 2, 1, false, scandir)
    ),
    engine!(
        "glob",
        [P::req("pattern", Str), P::opt("flags", Int, "0")],
        glob
    ),
];

const GLOB_ERR: i64 = 1;
const GLOB_MARK: i64 = 2;
const GLOB_NOSORT: i64 = 4;
const GLOB_NOCHECK: i64 = 16;
const GLOB_NOESCAPE: i64 = 64;
const GLOB_BRACE: i64 = 1024;
const GLOB_ONLYDIR: i64 = 8192;

fn shown(p: &[u8]) -> String {
    String::from_utf8_lossy(p).into_owned()
}

fn path_arg(a: &[Value]) -> Vec<u8> {
    match a.first() {
        Some(Value::Str(s)) => super::file_fns::local_path(s.as_bytes()).to_vec(),
        Some(v) => v.to_php_str().as_bytes().to_vec(),
        None => Vec::new(),
    }
}

/// A directory's entries with `.` and `..` first, as readdir(3) lists them.
pub fn list(vm: &mut Vm, dir: &[u8]) -> Result<Vec<Vec<u8>>, String> {
    if !vm.host.is_dir(dir) {
        return Err(if vm.host.is_file(dir) {
            "Not a directory".into()
        } else {
            "No such file or directory".into()
        });
    }
    let mut v = vec![b".".to_vec(), b"..".to_vec()];
    v.extend(vm.host.read_dir(dir)?);
    Ok(v)
}

/// Opens a directory handle for `opendir` or `dir` (`func`), with php's
/// errors; `None` when it could not be opened (an empty path fails silently).
pub(super) fn open_dir(vm: &mut Vm, func: &str, a: &[Value]) -> Result<Option<PhpResource>, Fault> {
    let p = path_arg(a);
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            format!("{func}(): Argument #1 ($directory) must not contain any null bytes"),
        ));
    }
    if p.is_empty() {
        return Ok(None);
    }
    if let Some(class) = super::user_wrapper::class_for(vm, &p) {
        let ctx = super::user_wrapper::context_of(a, 1);
        let Some(d) = super::user_wrapper::open_dir(vm, func, &class, &p, ctx)? else {
            return Ok(None);
        };
        let id = vm.streams.take_id();
        let r = PhpResource::new(id, "stream", Box::new(d));
        vm.streams.last_dir = Some(r.clone());
        return Ok(Some(r));
    }
    match list(vm, &p) {
        Ok(entries) => {
            let id = vm.streams.take_id();
            let r = PhpResource::new(
                id,
                "stream",
                Box::new(DirStream {
                    entries,
                    pos: 0,
                    user: None,
                }),
            );
            vm.streams.last_dir = Some(r.clone());
            Ok(Some(r))
        }
        Err(e) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("{func}({}): Failed to open directory: {e}", shown(&p)),
            )?;
            Ok(None)
        }
    }
}

fn opendir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    Ok(match open_dir(vm, "opendir", a)? {
        Some(r) => Value::Resource(r),
        None => Value::Bool(false),
    })
}

/// The directory handle argument, or the last one `opendir` returned.
pub(super) fn dir_arg(vm: &mut Vm, func: &str, a: &[Value]) -> Result<Option<PhpResource>, Fault> {
    let r = match a.first().map(Value::get) {
        None | Some(Value::Null) => match vm.streams.last_dir.clone() {
            Some(r) if !r.is_closed() => r,
            _ => return Err(vm.throw_error("TypeError", format!("{func}(): No resource supplied"))),
        },
        Some(Value::Resource(r)) => r,
        Some(other) => {
            let t = other.debug_type();
            return Err(vm.throw_error(
                "TypeError",
                format!(
                    "{func}(): Argument #1 ($dir_handle) must be of type resource or null, {t} given"
                ),
            ));
        }
    };
    if r.is_closed() {
        return Err(vm.throw_error(
            "TypeError",
            format!("{func}(): supplied resource is not a valid Directory resource"),
        ));
    }
    let ok = r.0.payload.borrow().downcast_ref::<DirStream>().is_some();
    if !ok {
        return Err(vm.throw_error(
            "TypeError",
            format!("{func}(): Argument #1 ($dir_handle) must be a valid Directory resource"),
        ));
    }
    Ok(Some(r))
}

fn with_dir<T>(r: &PhpResource, f: impl FnOnce(&mut DirStream) -> T) -> T {
    let mut p = r.0.payload.borrow_mut();
    f(p.downcast_mut::<DirStream>().expect("checked by dir_arg"))
}

fn readdir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    match dir_arg(vm, "readdir", a)? {
        Some(r) => read_entry(vm, "readdir", &r),
        None => Ok(Value::Bool(false)),
    }
}

fn user_of(r: &PhpResource) -> Option<rphp_value::PhpObject> {
    with_dir(r, |d| d.user.clone())
}

/// The next entry of an open directory handle, or false at its end.
pub(super) fn read_entry(vm: &mut Vm, func: &str, r: &PhpResource) -> Result<Value, Fault> {
    if let Some(o) = user_of(r) {
        return super::user_wrapper::read_dir(vm, func, &o);
    }
    Ok(with_dir(r, |d| match d.entries.get(d.pos) {
        Some(e) => {
            d.pos += 1;
            str_value(e.clone())
        }
        None => Value::Bool(false),
    }))
}

fn rewinddir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    if let Some(r) = dir_arg(vm, "rewinddir", a)? {
        rewind_handle(vm, &r)?;
    }
    Ok(Value::Null)
}

/// Rewinds an open directory handle.
pub(super) fn rewind_handle(vm: &mut Vm, r: &PhpResource) -> Result<(), Fault> {
    if let Some(o) = user_of(r) {
        return super::user_wrapper::rewind_dir(vm, &o);
    }
    with_dir(r, |d| d.pos = 0);
    Ok(())
}

fn closedir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    if let Some(r) = dir_arg(vm, "closedir", a)? {
        close_handle(vm, &r)?;
    }
    Ok(Value::Null)
}

/// Closes a directory handle (and forgets it as `readdir()`'s default).
pub(super) fn close_handle(vm: &mut Vm, r: &PhpResource) -> Result<(), Fault> {
    let user = user_of(r);
    r.close();
    if vm.streams.last_dir.as_ref().is_some_and(|l| l.ptr_eq(r)) {
        vm.streams.last_dir = None;
    }
    if let Some(o) = user {
        super::user_wrapper::close_dir(vm, &o)?;
    }
    Ok(())
}

fn errno(reason: &str) -> i32 {
    match reason {
        "Permission denied" => 13,
        "Not a directory" => 20,
        _ => 2,
    }
}

fn scandir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let p = path_arg(a);
    if p.is_empty() {
        return Err(vm.throw_error(
            "ValueError",
            "scandir(): Argument #1 ($directory) cannot be empty",
        ));
    }
    if p.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "scandir(): Argument #1 ($directory) must not contain any null bytes",
        ));
    }
    let order = a.get(1).map_or(0, Value::to_int);
    let listed = match super::user_wrapper::class_for(vm, &p) {
        Some(class) => {
            let ctx = super::user_wrapper::context_of(a, 2);
            match super::user_wrapper::list_dir(vm, &class, &p, ctx)? {
                Some(e) => Ok(e),
                None => {
                    vm.raise(ErrorLevel::Warning, "scandir(): (errno 0): Success")?;
                    return Ok(Value::Bool(false));
                }
            }
        }
        None => list(vm, &p),
    };
    match listed {
        Ok(mut entries) => {
            vm.streams.take_id();
            match order {
                0 => rphp_value::sort::sort(&mut entries),
                2 => {}
                _ => rphp_value::sort::sort_by(&mut entries, |x, y| y.cmp(x)),
            }
            Ok(Value::Array(PhpArray::from_list(
                entries.into_iter().map(str_value).collect(),
            )))
        }
        Err(e) => {
            vm.raise(
                ErrorLevel::Warning,
                &format!("scandir({}): Failed to open directory: {e}", shown(&p)),
            )?;
            vm.raise(
                ErrorLevel::Warning,
                &format!("scandir(): (errno {}): {e}", errno(&e)),
            )?;
            Ok(Value::Bool(false))
        }
    }
}

/// `{a,b}` alternatives expanded left to right (nested braces too); a
/// pattern without a complete brace group is itself.
fn expand_braces(p: &[u8]) -> Vec<Vec<u8>> {
    let Some(open) = p.iter().position(|&b| b == b'{') else {
        return vec![p.to_vec()];
    };
    let mut depth = 0;
    let mut commas = Vec::new();
    let mut close = None;
    for (i, &b) in p.iter().enumerate().skip(open) {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(i);
                    break;
                }
            }
            b',' if depth == 1 => commas.push(i),
            _ => {}
        }
    }
    let Some(close) = close else {
        return vec![p.to_vec()];
    };
    let mut out = Vec::new();
    let mut start = open + 1;
    for end in commas.into_iter().chain(std::iter::once(close)) {
        let mut alt = p[..open].to_vec();
        alt.extend_from_slice(&p[start..end]);
        alt.extend_from_slice(&p[close + 1..]);
        out.extend(expand_braces(&alt));
        start = end + 1;
    }
    out
}

/// fnmatch(3) on one path component.
fn matches(pat: &[u8], name: &[u8], escape: bool) -> bool {
    if name.first() == Some(&b'.') && pat.first() != Some(&b'.') {
        return false;
    }
    fnmatch(pat, name, escape)
}

fn fnmatch(pat: &[u8], name: &[u8], escape: bool) -> bool {
    let (mut p, mut n) = (0, 0);
    let (mut star_p, mut star_n) = (usize::MAX, 0);
    while n < name.len() {
        if p < pat.len() {
            match pat[p] {
                b'*' => {
                    star_p = p;
                    star_n = n;
                    p += 1;
                    continue;
                }
                b'?' => {
                    p += 1;
                    n += 1;
                    continue;
                }
                b'[' => {
                    if let Some((ok, len)) = class(&pat[p..], name[n]) {
                        if ok {
                            p += len;
                            n += 1;
                            continue;
                        }
                    } else if name[n] == b'[' {
                        p += 1;
                        n += 1;
                        continue;
                    }
                }
                b'\\' if escape && p + 1 < pat.len() && pat[p + 1] == name[n] => {
                    p += 2;
                    n += 1;
                    continue;
                }
                b'\\' if escape && p + 1 < pat.len() => {}
                c if c == name[n] => {
                    p += 1;
                    n += 1;
                    continue;
                }
                _ => {}
            }
        }
        if star_p == usize::MAX {
            return false;
        }
        p = star_p + 1;
        star_n += 1;
        n = star_n;
    }
    pat[p..].iter().all(|&c| c == b'*')
}

/// A `[...]` class at the start of `pat`: whether `c` is in it and the
/// class's length; `None` when the bracket is not closed.
fn class(pat: &[u8], c: u8) -> Option<(bool, usize)> {
    let mut i = 1;
    let negate = matches!(pat.get(i), Some(b'!') | Some(b'^'));
    if negate {
        i += 1;
    }
    let mut found = false;
    let mut first = true;
    loop {
        let b = *pat.get(i)?;
        if b == b']' && !first {
            return Some((found != negate, i + 1));
        }
        first = false;
        if pat.get(i + 1) == Some(&b'-') && pat.get(i + 2).is_some_and(|&e| e != b']') {
            let e = pat[i + 2];
            if b <= c && c <= e {
                found = true;
            }
            i += 3;
        } else {
            if b == c {
                found = true;
            }
            i += 1;
        }
    }
}

fn has_magic(s: &[u8]) -> bool {
    s.iter().any(|&b| matches!(b, b'*' | b'?' | b'['))
}

/// Paths matching one brace-free pattern, component by component; `None`
/// when `GLOB_ERR` is set and a directory to search cannot be read (glibc
/// stops there, and php returns false).
fn glob_one(
    vm: &mut Vm,
    pattern: &[u8],
    escape: bool,
    stop_on_error: bool,
) -> Option<Vec<Vec<u8>>> {
    let absolute = pattern.starts_with(b"/");
    let parts: Vec<&[u8]> = pattern
        .split(|&b| b == b'/')
        .filter(|p| !p.is_empty())
        .collect();
    let mut found: Vec<Vec<u8>> = vec![if absolute { b"/".to_vec() } else { Vec::new() }];
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        let mut next = Vec::new();
        for base in &found {
            let join = |name: &[u8]| {
                let mut p = base.clone();
                if !p.is_empty() && !p.ends_with(b"/") {
                    p.push(b'/');
                }
                p.extend_from_slice(name);
                p
            };
            if !has_magic(part) {
                let lit: Vec<u8> = if escape {
                    let mut v = Vec::new();
                    let mut it = part.iter();
                    while let Some(&b) = it.next() {
                        if b == b'\\' {
                            if let Some(&n) = it.next() {
                                v.push(n);
                            }
                        } else {
                            v.push(b);
                        }
                    }
                    v
                } else {
                    part.to_vec()
                };
                let p = join(&lit);
                // A literal directory is searched as named (glibc does not
                // check it first): a missing one fails when it is read.
                if !last || vm.host.is_dir(&p) || vm.host.is_file(&p) {
                    next.push(p);
                }
                continue;
            }
            let dir = if base.is_empty() {
                b".".to_vec()
            } else {
                base.clone()
            };
            let listed = match vm.host.read_dir(&dir) {
                Ok(l) => l,
                Err(e) if stop_on_error && e != "Not a directory" => return None,
                Err(_) => continue,
            };
            let mut names = vec![b".".to_vec(), b"..".to_vec()];
            names.extend(listed);
            rphp_value::sort::sort(&mut names);
            for name in names {
                if matches(part, &name, escape) {
                    let p = join(&name);
                    if last || vm.host.is_dir(&p) {
                        next.push(p);
                    }
                }
            }
        }
        found = next;
    }
    if parts.is_empty() {
        return Some(Vec::new());
    }
    if pattern.ends_with(b"/") {
        found.retain(|p| vm.host.is_dir(p));
        for p in &mut found {
            p.push(b'/');
        }
    }
    Some(found)
}

fn glob(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let pattern = match a.first() {
        Some(v) => v.to_php_str().as_bytes().to_vec(),
        None => Vec::new(),
    };
    let flags = a.get(1).map_or(0, Value::to_int);
    if flags & !9303 != 0 {
        vm.raise(
            ErrorLevel::Warning,
            "glob(): At least one of the passed flags is invalid or not supported on this platform",
        )?;
        return Ok(Value::Bool(false));
    }
    if pattern.contains(&0) {
        return Err(vm.throw_error(
            "ValueError",
            "glob(): Argument #1 ($pattern) must not contain any null bytes",
        ));
    }
    let escape = flags & GLOB_NOESCAPE == 0;
    let patterns = if flags & GLOB_BRACE != 0 {
        expand_braces(&pattern)
    } else {
        vec![pattern.clone()]
    };
    // Each match, and whether glibc has already marked it (see below).
    let mut out: Vec<(Vec<u8>, bool)> = Vec::new();
    for p in &patterns {
        // glibc expands a magic-free "dir/" as "dir" with GLOB_MARK (so a
        // file matches without its slash); a magic one ("s*/") matches
        // directories with a slash appended, which GLOB_MARK then doubles.
        let literal_dir = p.len() > 2
            && p.ends_with(b"/")
            && !has_magic(&p[..p.len() - 1])
            && p[..p.len() - 1].iter().any(|&b| b != b'/');
        let p = if literal_dir {
            let end = p.iter().rposition(|&b| b != b'/').map_or(1, |i| i + 1);
            &p[..end]
        } else {
            &p[..]
        };
        let Some(mut found) = glob_one(vm, p, escape, flags & GLOB_ERR != 0) else {
            return Ok(Value::Bool(false));
        };
        if flags & GLOB_NOSORT == 0 {
            rphp_value::sort::sort(&mut found);
        }
        for mut f in found {
            if literal_dir && vm.host.is_dir(&f) {
                f.push(b'/');
            }
            if !out.iter().any(|(o, _)| *o == f) {
                out.push((f, literal_dir));
            }
        }
    }
    if flags & (GLOB_ONLYDIR | GLOB_MARK) != 0 {
        let mut kept = Vec::new();
        for (mut p, marked) in out {
            let dir = vm.host.is_dir(&p);
            if flags & GLOB_ONLYDIR != 0 && !dir {
                continue;
            }
            if dir && flags & GLOB_MARK != 0 && !marked {
                p.push(b'/');
            }
            kept.push((p, marked));
        }
        out = kept;
    }
    let mut out: Vec<Vec<u8>> = out.into_iter().map(|(p, _)| p).collect();
    if out.is_empty() && flags & GLOB_NOCHECK != 0 {
        out.push(pattern);
    }
    Ok(Value::Array(PhpArray::from_list(
        out.into_iter().map(str_value).collect(),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnmatch_classes_and_stars() {
        assert!(fnmatch(b"*.txt", b"a.txt", true));
        assert!(!fnmatch(b"*.txt", b"a.php", true));
        assert!(fnmatch(b"[ab]*", b"b.php", true));
        assert!(!fnmatch(b"[!ab]*", b"b.php", true));
        assert!(fnmatch(b"[a-c]?", b"cx", true));
        assert!(fnmatch(b"a\\*", b"a*", true));
        assert!(!matches(b"*", b".h", true));
        assert!(matches(b".*", b".h", true));
    }

    #[test]
    fn braces_expand_in_order() {
        assert_eq!(
            expand_braces(b"x{a,b{c,d}}y"),
            vec![b"xay".to_vec(), b"xbcy".to_vec(), b"xbdy".to_vec()]
        );
        assert_eq!(expand_braces(b"x{a"), vec![b"x{a".to_vec()]);
    }
}
