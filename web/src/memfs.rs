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

/// Paths are absolute and normalised (no `.`, `..`, repeated or trailing
/// `/`); the root `/` always exists.
#[derive(Debug, Clone)]
pub struct MemFs {
    entries: BTreeMap<Vec<u8>, Entry>,
}

impl Default for MemFs {
    fn default() -> MemFs {
        let mut entries = BTreeMap::new();
        entries.insert(b"/".to_vec(), Entry::Dir);
        MemFs { entries }
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
                Ok(())
            }
            None => {
                self.entries
                    .insert(path.to_vec(), Entry::File(bytes.to_vec()));
                Ok(())
            }
        }
    }

    pub fn append(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), &'static str> {
        match self.entries.get_mut(path) {
            Some(Entry::File(data)) => {
                data.extend_from_slice(bytes);
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
        Ok(())
    }

    pub fn remove_file(&mut self, path: &[u8]) -> Result<(), &'static str> {
        match self.entries.get(path) {
            Some(Entry::File(_)) => {
                self.entries.remove(path);
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
