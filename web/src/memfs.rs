//! The browser has no file system, so a runtime keeps one in memory: a map
//! from absolute, normalised paths to files and directories. It lives as long
//! as the runtime, so a second run sees what the first mounted or wrote (an
//! app with includes, a script that writes a cache). Errors carry the reason
//! Linux gives for the same call, worded as php prints it.

use std::collections::BTreeMap;

const ENOENT: &str = "No such file or directory";
const ENOTDIR: &str = "Not a directory";
const EISDIR: &str = "Is a directory";
const EEXIST: &str = "File exists";
const ENOTEMPTY: &str = "Directory not empty";

#[derive(Debug, Clone, PartialEq, Eq)]
enum Entry {
    File(Vec<u8>),
    Dir,
}

/// What `stat()` reports of an entry besides its type and size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meta {
    pub ino: u64,
    /// Permission bits (`0o644` for a new file, `0o755` for a directory).
    pub perms: u32,
    pub atime: i64,
    pub mtime: i64,
    pub ctime: i64,
}

/// An entry's metadata with its type and size, for `stat()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stat {
    pub is_dir: bool,
    pub size: u64,
    pub meta: Meta,
}

/// Paths are absolute and normalised (no `.`, `..`, repeated or trailing
/// `/`); the root `/` always exists.
#[derive(Debug, Clone)]
pub struct MemFs {
    entries: BTreeMap<Vec<u8>, Entry>,
    /// Metadata by path, kept beside `entries` (same keys).
    meta: BTreeMap<Vec<u8>, Meta>,
    next_ino: u64,
    /// The clock new and changed entries are stamped with (seconds since
    /// the epoch); the host sets it before each change.
    pub now: i64,
}

impl Default for MemFs {
    fn default() -> MemFs {
        let mut fs = MemFs {
            entries: BTreeMap::new(),
            meta: BTreeMap::new(),
            next_ino: 2,
            now: 0,
        };
        fs.entries.insert(b"/".to_vec(), Entry::Dir);
        fs.created(b"/", true);
        fs
    }
}

/// `path` made absolute against `cwd` with `.` and `..` folded lexically
/// (there are no symbolic links to follow); `..` at the root stays there.
pub fn normalise(cwd: &[u8], path: &[u8]) -> Vec<u8> {
    let mut parts: Vec<&[u8]> = Vec::new();
    let joined: Vec<&[u8]> = if path.starts_with(b"/") {
        path.split(|&b| b == b'/').collect()
    } else {
        cwd.split(|&b| b == b'/')
            .chain(path.split(|&b| b == b'/'))
            .collect()
    };
    for part in joined {
        match part {
            b"" | b"." => {}
            b".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    let mut out = Vec::with_capacity(path.len() + 1);
    for p in &parts {
        out.push(b'/');
        out.extend_from_slice(p);
    }
    if out.is_empty() {
        out.push(b'/');
    }
    out
}

fn parent(path: &[u8]) -> &[u8] {
    match path.iter().rposition(|&b| b == b'/') {
        Some(0) | None => b"/",
        Some(i) => &path[..i],
    }
}

impl MemFs {
    pub fn new() -> MemFs {
        MemFs::default()
    }

    fn created(&mut self, path: &[u8], dir: bool) {
        let ino = self.next_ino;
        self.next_ino += 1;
        let now = self.now;
        self.meta.insert(
            path.to_vec(),
            Meta {
                ino,
                perms: if dir { 0o755 } else { 0o644 },
                atime: now,
                mtime: now,
                ctime: now,
            },
        );
    }

    fn modified(&mut self, path: &[u8]) {
        let now = self.now;
        if let Some(m) = self.meta.get_mut(path) {
            m.mtime = now;
            m.ctime = now;
        }
    }

    /// An entry's type, size and metadata.
    pub fn stat(&self, path: &[u8]) -> Result<Stat, &'static str> {
        let (is_dir, size) = match self.entries.get(path) {
            Some(Entry::File(d)) => (false, d.len() as u64),
            Some(Entry::Dir) => (true, 4096),
            None => return Err(self.parent_error(path).unwrap_or(ENOENT)),
        };
        let meta = self.meta.get(path).copied().unwrap_or(Meta {
            ino: 0,
            perms: 0o644,
            atime: 0,
            mtime: 0,
            ctime: 0,
        });
        Ok(Stat { is_dir, size, meta })
    }

    /// The names directly in a directory, sorted.
    pub fn list(&self, dir: &[u8]) -> Result<Vec<Vec<u8>>, &'static str> {
        match self.entries.get(dir) {
            Some(Entry::Dir) => {}
            Some(Entry::File(_)) => return Err(ENOTDIR),
            None => return Err(self.parent_error(dir).unwrap_or(ENOENT)),
        }
        let skip = if dir == b"/" { 1 } else { dir.len() + 1 };
        Ok(self
            .children(dir)
            .map(|k| &k[skip..])
            .filter(|rest| !rest.contains(&b'/'))
            .map(<[u8]>::to_vec)
            .collect())
    }

    /// Writes `bytes` at `pos` (zero-filling a gap), growing the file.
    pub fn write_at(&mut self, path: &[u8], pos: usize, bytes: &[u8]) -> Result<(), &'static str> {
        match self.entries.get_mut(path) {
            Some(Entry::File(d)) => {
                let end = pos + bytes.len();
                if d.len() < end {
                    d.resize(end, 0);
                }
                d[pos..end].copy_from_slice(bytes);
            }
            Some(Entry::Dir) => return Err("Bad file descriptor"),
            None => return Err(ENOENT),
        }
        self.modified(path);
        Ok(())
    }

    pub fn truncate(&mut self, path: &[u8], size: usize) -> Result<(), &'static str> {
        match self.entries.get_mut(path) {
            Some(Entry::File(d)) => d.resize(size, 0),
            Some(Entry::Dir) => return Err("Invalid argument"),
            None => return Err(ENOENT),
        }
        self.modified(path);
        Ok(())
    }

    pub fn set_times(&mut self, path: &[u8], atime: i64, mtime: i64) -> Result<(), &'static str> {
        let now = self.now;
        match self.meta.get_mut(path) {
            Some(m) => {
                m.atime = atime;
                m.mtime = mtime;
                m.ctime = now;
                Ok(())
            }
            None => Err(self.parent_error(path).unwrap_or(ENOENT)),
        }
    }

    pub fn chmod(&mut self, path: &[u8], perms: u32) -> Result<(), &'static str> {
        let now = self.now;
        match self.meta.get_mut(path) {
            Some(m) => {
                m.perms = perms & 0o7777;
                m.ctime = now;
                Ok(())
            }
            None => Err(self.parent_error(path).unwrap_or(ENOENT)),
        }
    }

    /// Moves an entry (a directory with everything below it), with the
    /// errors rename(2) gives.
    pub fn rename(&mut self, from: &[u8], to: &[u8]) -> Result<(), &'static str> {
        let from_dir = match self.entries.get(from) {
            Some(e) => matches!(e, Entry::Dir),
            None => return Err(self.parent_error(from).unwrap_or(ENOENT)),
        };
        if from == to {
            return Ok(());
        }
        if let Some(e) = self.parent_error(to) {
            return Err(e);
        }
        if from_dir && (to.starts_with(from) && to.get(from.len()) == Some(&b'/') || from == b"/") {
            return Err("Invalid argument");
        }
        match self.entries.get(to) {
            Some(Entry::Dir) if !from_dir => return Err(EISDIR),
            Some(Entry::Dir) if self.children(to).next().is_some() => return Err(ENOTEMPTY),
            Some(Entry::File(_)) if from_dir => return Err(ENOTDIR),
            _ => {}
        }
        self.entries.remove(to);
        self.meta.remove(to);
        let mut moved: Vec<Vec<u8>> = self.children(from).map(<[u8]>::to_vec).collect();
        moved.push(from.to_vec());
        for old in moved {
            let new = [to, &old[from.len()..]].concat();
            if let Some(e) = self.entries.remove(&old) {
                self.entries.insert(new.clone(), e);
            }
            if let Some(m) = self.meta.remove(&old) {
                self.meta.insert(new, m);
            }
        }
        let now = self.now;
        if let Some(m) = self.meta.get_mut(to) {
            m.ctime = now;
        }
        Ok(())
    }

    pub fn is_file(&self, path: &[u8]) -> bool {
        matches!(self.entries.get(path), Some(Entry::File(_)))
    }

    pub fn is_dir(&self, path: &[u8]) -> bool {
        matches!(self.entries.get(path), Some(Entry::Dir))
    }

    pub fn exists(&self, path: &[u8]) -> bool {
        self.entries.contains_key(path)
    }

    /// Why `path`'s parent cannot hold an entry, if it cannot.
    fn parent_error(&self, path: &[u8]) -> Option<&'static str> {
        // The nearest existing ancestor decides: a file there is ENOTDIR.
        let mut p = parent(path);
        loop {
            match self.entries.get(p) {
                Some(Entry::Dir) => {
                    return if p == parent(path) {
                        None
                    } else {
                        Some(ENOENT)
                    }
                }
                Some(Entry::File(_)) => return Some(ENOTDIR),
                None => p = parent(p),
            }
        }
    }

    pub fn read(&self, path: &[u8]) -> Result<&[u8], &'static str> {
        match self.entries.get(path) {
            Some(Entry::File(data)) => Ok(data),
            Some(Entry::Dir) => Err(EISDIR),
            None => Err(self.parent_error(path).unwrap_or(ENOENT)),
        }
    }

    /// Creates or truncates a file; its directory must exist.
    pub fn write(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), &'static str> {
        if let Some(e) = self.parent_error(path) {
            return Err(e);
        }
        match self.entries.get_mut(path) {
            Some(Entry::Dir) => Err(EISDIR),
            Some(Entry::File(data)) => {
                data.clear();
                data.extend_from_slice(bytes);
                self.modified(path);
                Ok(())
            }
            None => {
                self.entries
                    .insert(path.to_vec(), Entry::File(bytes.to_vec()));
                self.created(path, false);
                Ok(())
            }
        }
    }

    pub fn append(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), &'static str> {
        match self.entries.get_mut(path) {
            Some(Entry::File(data)) => {
                data.extend_from_slice(bytes);
                self.modified(path);
                Ok(())
            }
            _ => self.write(path, bytes),
        }
    }

    /// Creates a file and any missing directories above it (mounting).
    pub fn mount(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), &'static str> {
        let dir = parent(path);
        if !self.is_dir(dir) {
            self.make_dir(dir, true)?;
        }
        self.write(path, bytes)
    }

    pub fn make_dir(&mut self, path: &[u8], recursive: bool) -> Result<(), &'static str> {
        if self.exists(path) {
            return Err(EEXIST);
        }
        if recursive {
            let dir = parent(path);
            if !self.exists(dir) {
                self.make_dir(dir, true)?;
            }
        }
        if let Some(e) = self.parent_error(path) {
            return Err(e);
        }
        self.entries.insert(path.to_vec(), Entry::Dir);
        self.created(path, true);
        Ok(())
    }

    pub fn remove_file(&mut self, path: &[u8]) -> Result<(), &'static str> {
        match self.entries.get(path) {
            Some(Entry::File(_)) => {
                self.entries.remove(path);
                self.meta.remove(path);
                Ok(())
            }
            Some(Entry::Dir) => Err(EISDIR),
            None => Err(self.parent_error(path).unwrap_or(ENOENT)),
        }
    }

    pub fn remove_dir(&mut self, path: &[u8]) -> Result<(), &'static str> {
        match self.entries.get(path) {
            Some(Entry::Dir) if self.children(path).next().is_some() => Err(ENOTEMPTY),
            // Linux refuses to remove `/` with EBUSY; "Device or resource busy".
            Some(Entry::Dir) if path == b"/" => Err("Device or resource busy"),
            Some(Entry::Dir) => {
                self.entries.remove(path);
                self.meta.remove(path);
                Ok(())
            }
            Some(Entry::File(_)) => Err(ENOTDIR),
            None => Err(self.parent_error(path).unwrap_or(ENOENT)),
        }
    }

    /// Entries strictly below `dir` (at any depth).
    fn children<'a>(&'a self, dir: &'a [u8]) -> impl Iterator<Item = &'a [u8]> + 'a {
        let prefix: Vec<u8> = if dir == b"/" {
            b"/".to_vec()
        } else {
            [dir, b"/"].concat()
        };
        self.entries
            .range(prefix.clone()..)
            .map(|(k, _)| k.as_slice())
            .take_while(move |k| k.starts_with(&prefix))
            .filter(move |k| *k != dir)
    }

    /// Every file's path, sorted.
    pub fn files(&self) -> Vec<Vec<u8>> {
        self.entries
            .iter()
            .filter(|(_, e)| matches!(e, Entry::File(_)))
            .map(|(k, _)| k.clone())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_listing_and_rename() {
        let mut fs = MemFs::new();
        fs.now = 100;
        fs.make_dir(b"/d", false).unwrap();
        fs.write(b"/d/f", b"abc").unwrap();
        fs.make_dir(b"/d/s", false).unwrap();
        fs.write(b"/d/s/g", b"").unwrap();
        assert_eq!(fs.list(b"/d").unwrap(), vec![b"f".to_vec(), b"s".to_vec()]);
        assert_eq!(fs.list(b"/d/f"), Err(ENOTDIR));
        let st = fs.stat(b"/d/f").unwrap();
        assert_eq!(
            (st.is_dir, st.size, st.meta.mtime, st.meta.perms),
            (false, 3, 100, 0o644)
        );
        fs.now = 200;
        fs.write_at(b"/d/f", 5, b"z").unwrap();
        assert_eq!(fs.read(b"/d/f"), Ok(&b"abc\0\0z"[..]));
        assert_eq!(fs.stat(b"/d/f").unwrap().meta.mtime, 200);
        fs.truncate(b"/d/f", 1).unwrap();
        assert_eq!(fs.read(b"/d/f"), Ok(&b"a"[..]));
        assert_eq!(fs.rename(b"/d", b"/d/s/x"), Err("Invalid argument"));
        assert_eq!(fs.rename(b"/d/f", b"/d/s"), Err(EISDIR));
        fs.rename(b"/d", b"/e").unwrap();
        assert!(fs.is_file(b"/e/s/g") && !fs.exists(b"/d"));
        fs.set_times(b"/e/f", 1, 2).unwrap();
        fs.chmod(b"/e/f", 0o600).unwrap();
        let m = fs.stat(b"/e/f").unwrap().meta;
        assert_eq!((m.atime, m.mtime, m.perms), (1, 2, 0o600));
    }

    #[test]
    fn normalise_folds_dots() {
        assert_eq!(normalise(b"/a/b", b"../c/./d"), b"/a/c/d");
        assert_eq!(normalise(b"/a", b"/x//y/"), b"/x/y");
        assert_eq!(normalise(b"/", b"../.."), b"/");
        assert_eq!(normalise(b"/a", b""), b"/a");
    }

    #[test]
    fn write_needs_a_directory() {
        let mut fs = MemFs::new();
        assert_eq!(fs.write(b"/d/f", b"x"), Err(ENOENT));
        fs.make_dir(b"/d", false).unwrap();
        fs.write(b"/d/f", b"x").unwrap();
        assert_eq!(fs.write(b"/d/f/g", b"x"), Err(ENOTDIR));
        assert_eq!(fs.read(b"/d/f/g"), Err(ENOTDIR));
        assert_eq!(fs.write(b"/d", b"x"), Err(EISDIR));
        fs.append(b"/d/f", b"y").unwrap();
        assert_eq!(fs.read(b"/d/f"), Ok(&b"xy"[..]));
    }

    #[test]
    fn directories() {
        let mut fs = MemFs::new();
        assert_eq!(fs.make_dir(b"/a/b", false), Err(ENOENT));
        fs.make_dir(b"/a/b", true).unwrap();
        assert_eq!(fs.make_dir(b"/a", true), Err(EEXIST));
        assert_eq!(fs.remove_dir(b"/a"), Err(ENOTEMPTY));
        fs.remove_dir(b"/a/b").unwrap();
        fs.remove_dir(b"/a").unwrap();
        assert!(!fs.exists(b"/a"));
        fs.mount(b"/x/y/z.php", b"<?php").unwrap();
        assert!(fs.is_dir(b"/x/y"));
        assert_eq!(fs.files(), vec![b"/x/y/z.php".to_vec()]);
        assert_eq!(fs.remove_file(b"/x"), Err(EISDIR));
        fs.remove_file(b"/x/y/z.php").unwrap();
        assert!(fs.files().is_empty());
    }
}
