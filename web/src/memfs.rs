//! The browser has no file system, so a runtime keeps one in memory: a map
//! from absolute, normalised paths to inodes (files, directories and
//! symbolic links). It lives as long as the runtime, so a second run sees
//! what the first mounted or wrote (an app with includes, a script that
//! writes a cache). Errors carry the reason Linux gives for the same call,
//! worded as php prints it.
//!
//! Paths given to the public calls are absolute but may hold `.`, `..` and
//! symbolic links: every call resolves them as Linux does (`..` after a
//! link goes up from the link's target). A hard link is a second path to
//! the same inode. Owners are plain numbers (the runtime's one user is root,
//! uid and gid 0), and the file system has a fixed capacity that writes
//! cannot exceed, so `disk_free_space()` has something true to report.

use std::collections::BTreeMap;

const ENOENT: &str = "No such file or directory";
const ENOTDIR: &str = "Not a directory";
const EISDIR: &str = "Is a directory";
const EEXIST: &str = "File exists";
const ENOTEMPTY: &str = "Directory not empty";
const ENOSPC: &str = "No space left on device";
const ELOOP: &str = "Too many levels of symbolic links";
const EPERM: &str = "Operation not permitted";
const EINVAL: &str = "Invalid argument";

/// How many symbolic links one path may pass through (Linux's limit).
const MAX_LINK_HOPS: u32 = 40;

/// The capacity of a new file system: 1 GiB.
pub const DEFAULT_CAPACITY: u64 = 1 << 30;

/// What `stat()` counts for a directory's size, as ext4 does.
const DIR_SIZE: u64 = 4096;

#[derive(Debug, Clone, PartialEq, Eq)]
enum Node {
    File(Vec<u8>),
    Dir,
    /// A symbolic link and its target, as given to `symlink()`.
    Link(Vec<u8>),
}

/// An entry's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    File,
    Dir,
    Link,
}

/// What `stat()` reports of an entry besides its type and size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meta {
    pub ino: u64,
    /// Permission bits (`0o644` for a new file under umask 022, `0o755` for
    /// a directory, `0o777` for a symbolic link).
    pub perms: u32,
    pub uid: u32,
    pub gid: u32,
    pub atime: i64,
    pub mtime: i64,
    pub ctime: i64,
}

/// An entry's metadata with its type, size and link count, for `stat()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stat {
    pub kind: Kind,
    pub size: u64,
    pub nlink: u64,
    pub meta: Meta,
}

impl Stat {
    pub fn is_dir(&self) -> bool {
        self.kind == Kind::Dir
    }
}

#[derive(Debug, Clone)]
struct Inode {
    node: Node,
    meta: Meta,
    /// How many paths name this inode (hard links).
    names: u64,
}

/// Stored paths are absolute and normalised (no `.`, `..`, repeated or
/// trailing `/`, no symbolic link above the last component); the root `/`
/// always exists.
#[derive(Debug, Clone)]
pub struct MemFs {
    entries: BTreeMap<Vec<u8>, u64>,
    inodes: BTreeMap<u64, Inode>,
    next_ino: u64,
    /// Bytes held by files, counted against `capacity`.
    used: u64,
    /// The clock new and changed entries are stamped with (seconds since
    /// the epoch); the host sets it before each change.
    pub now: i64,
    /// The file-creation mask new entries get their permissions through;
    /// the host sets it before each change (`umask()` is per run).
    pub umask: u32,
    /// The most file data the file system holds (`disk_total_space()`).
    pub capacity: u64,
}

impl Default for MemFs {
    fn default() -> MemFs {
        let mut fs = MemFs {
            entries: BTreeMap::new(),
            inodes: BTreeMap::new(),
            next_ino: 2,
            used: 0,
            now: 0,
            umask: 0o022,
            capacity: DEFAULT_CAPACITY,
        };
        fs.insert(b"/", Node::Dir, 0o755);
        fs
    }
}

/// `path` made absolute against `cwd` with `.` and `..` folded lexically,
/// without looking at the file system; `..` at the root stays there.
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
    join_parts(&parts)
}

/// `path` made absolute against `cwd` but otherwise as given: `..` is left
/// for [`MemFs`] to resolve after any symbolic link before it.
/// The empty path stays empty (it names nothing).
pub fn absolute(cwd: &[u8], path: &[u8]) -> Vec<u8> {
    if path.starts_with(b"/") || path.is_empty() {
        path.to_vec()
    } else {
        [cwd, b"/", path].concat()
    }
}

fn join_parts<P: AsRef<[u8]>>(parts: &[P]) -> Vec<u8> {
    let mut out = Vec::new();
    for p in parts {
        out.push(b'/');
        out.extend_from_slice(p.as_ref());
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

    fn insert(&mut self, path: &[u8], node: Node, perms: u32) -> u64 {
        let ino = self.next_ino;
        self.next_ino += 1;
        let now = self.now;
        if let Node::File(d) = &node {
            self.used += d.len() as u64;
        }
        self.inodes.insert(
            ino,
            Inode {
                node,
                meta: Meta {
                    ino,
                    perms,
                    uid: 0,
                    gid: 0,
                    atime: now,
                    mtime: now,
                    ctime: now,
                },
                names: 1,
            },
        );
        self.entries.insert(path.to_vec(), ino);
        ino
    }

    /// Drops one name of an inode, and the inode with its last name.
    fn unname(&mut self, path: &[u8]) {
        let Some(ino) = self.entries.remove(path) else {
            return;
        };
        let now = self.now;
        let gone = match self.inodes.get_mut(&ino) {
            Some(i) => {
                i.names -= 1;
                i.meta.ctime = now;
                i.names == 0
            }
            None => false,
        };
        if gone {
            if let Some(Inode {
                node: Node::File(d),
                ..
            }) = self.inodes.remove(&ino)
            {
                self.used -= d.len() as u64;
            }
        }
    }

    fn inode(&self, path: &[u8]) -> Option<&Inode> {
        self.entries.get(path).and_then(|i| self.inodes.get(i))
    }

    fn inode_mut(&mut self, path: &[u8]) -> Option<&mut Inode> {
        let ino = *self.entries.get(path)?;
        self.inodes.get_mut(&ino)
    }

    fn node(&self, path: &[u8]) -> Option<&Node> {
        self.inode(path).map(|i| &i.node)
    }

    /// The stored path `path` names: symbolic links along it replaced by
    /// their targets (the last one too when `follow`, or when `path` ends
    /// in `/`), `.` and `..` folded. A missing component ends the lookup;
    /// the rest is kept as given, for the caller's "No such file" check.
    pub fn resolve(&self, path: &[u8], follow: bool) -> Result<Vec<u8>, &'static str> {
        // POSIX: the empty path names nothing.
        if path.is_empty() {
            return Err(ENOENT);
        }
        let mut todo: Vec<Vec<u8>> = path
            .split(|&b| b == b'/')
            .rev()
            .map(<[u8]>::to_vec)
            .collect();
        let mut parts: Vec<Vec<u8>> = Vec::new();
        let mut hops = 0;
        while let Some(c) = todo.pop() {
            match c.as_slice() {
                b"" | b"." => continue,
                b".." => {
                    parts.pop();
                    continue;
                }
                _ => parts.push(c),
            }
            if !todo.is_empty() || follow {
                if let Some(Node::Link(target)) = self.node(&join_parts(&parts)) {
                    hops += 1;
                    if hops > MAX_LINK_HOPS {
                        return Err(ELOOP);
                    }
                    parts.pop();
                    if target.starts_with(b"/") {
                        parts.clear();
                    }
                    todo.extend(target.split(|&b| b == b'/').rev().map(<[u8]>::to_vec));
                }
            }
        }
        Ok(join_parts(&parts))
    }

    /// An entry's type, size, link count and metadata; `follow` false
    /// describes a symbolic link itself (`lstat`).
    pub fn stat(&self, path: &[u8], follow: bool) -> Result<Stat, &'static str> {
        let path = self.resolve(path, follow)?;
        let Some(inode) = self.inode(&path) else {
            return Err(self.parent_error(&path).unwrap_or(ENOENT));
        };
        let (kind, size, nlink) = match &inode.node {
            Node::File(d) => (Kind::File, d.len() as u64, inode.names),
            // `.`, the name in its parent, and each subdirectory's `..`.
            Node::Dir => (Kind::Dir, DIR_SIZE, 2 + self.subdirs(&path)),
            Node::Link(t) => (Kind::Link, t.len() as u64, inode.names),
        };
        Ok(Stat {
            kind,
            size,
            nlink,
            meta: inode.meta,
        })
    }

    fn subdirs(&self, dir: &[u8]) -> u64 {
        let skip = if dir == b"/" { 1 } else { dir.len() + 1 };
        self.children(dir)
            .filter(|k| !k[skip..].contains(&b'/'))
            .filter(|k| matches!(self.node(k), Some(Node::Dir)))
            .count() as u64
    }

    /// The names directly in a directory, sorted.
    pub fn list(&self, dir: &[u8]) -> Result<Vec<Vec<u8>>, &'static str> {
        let dir = self.resolve(dir, true)?;
        match self.node(&dir) {
            Some(Node::Dir) => {}
            Some(_) => return Err(ENOTDIR),
            None => return Err(self.parent_error(&dir).unwrap_or(ENOENT)),
        }
        let skip = if dir == b"/" { 1 } else { dir.len() + 1 };
        Ok(self
            .children(&dir)
            .map(|k| &k[skip..])
            .filter(|rest| !rest.contains(&b'/'))
            .map(<[u8]>::to_vec)
            .collect())
    }

    /// Whether `grow` more bytes of file data fit.
    fn room(&self, grow: u64) -> Result<(), &'static str> {
        if self.used.saturating_add(grow) > self.capacity {
            Err(ENOSPC)
        } else {
            Ok(())
        }
    }

    /// Replaces a file's data, keeping the space count and times current.
    fn set_data(&mut self, path: &[u8], f: impl FnOnce(&mut Vec<u8>)) -> Result<(), &'static str> {
        let now = self.now;
        let Some(inode) = self.inode_mut(path) else {
            return Err(ENOENT);
        };
        let Node::File(d) = &mut inode.node else {
            return Err(EISDIR);
        };
        let before = d.len() as u64;
        f(d);
        let after = d.len() as u64;
        inode.meta.mtime = now;
        inode.meta.ctime = now;
        self.used = self.used - before + after;
        Ok(())
    }

    /// Writes `bytes` at `pos` (zero-filling a gap), growing the file.
    pub fn write_at(&mut self, path: &[u8], pos: usize, bytes: &[u8]) -> Result<(), &'static str> {
        let path = self.resolve(path, true)?;
        let end = pos + bytes.len();
        match self.node(&path) {
            Some(Node::File(d)) => self.room((end as u64).saturating_sub(d.len() as u64))?,
            Some(_) => return Err("Bad file descriptor"),
            None => return Err(ENOENT),
        }
        self.set_data(&path, |d| {
            if d.len() < end {
                d.resize(end, 0);
            }
            d[pos..end].copy_from_slice(bytes);
        })
    }

    pub fn truncate(&mut self, path: &[u8], size: usize) -> Result<(), &'static str> {
        let path = self.resolve(path, true)?;
        match self.node(&path) {
            Some(Node::File(d)) => self.room((size as u64).saturating_sub(d.len() as u64))?,
            Some(_) => return Err(EINVAL),
            None => return Err(ENOENT),
        }
        self.set_data(&path, |d| d.resize(size, 0))
    }

    /// The inode `path` names after following links, for a metadata change.
    fn meta_mut(&mut self, path: &[u8], follow: bool) -> Result<&mut Meta, &'static str> {
        let path = self.resolve(path, follow)?;
        if !self.entries.contains_key(&path) {
            return Err(self.parent_error(&path).unwrap_or(ENOENT));
        }
        Ok(&mut self.inode_mut(&path).expect("named inode").meta)
    }

    pub fn set_times(&mut self, path: &[u8], atime: i64, mtime: i64) -> Result<(), &'static str> {
        let now = self.now;
        let m = self.meta_mut(path, true)?;
        m.atime = atime;
        m.mtime = mtime;
        m.ctime = now;
        Ok(())
    }

    pub fn chmod(&mut self, path: &[u8], perms: u32) -> Result<(), &'static str> {
        let now = self.now;
        let m = self.meta_mut(path, true)?;
        m.perms = perms & 0o7777;
        m.ctime = now;
        Ok(())
    }

    /// Changes the owner and/or group (`None` keeps it); `follow` false
    /// changes a symbolic link itself (`lchown`). The runtime's user is
    /// root, so any id is allowed.
    pub fn chown(
        &mut self,
        path: &[u8],
        uid: Option<u32>,
        gid: Option<u32>,
        follow: bool,
    ) -> Result<(), &'static str> {
        let now = self.now;
        let m = self.meta_mut(path, follow)?;
        if let Some(u) = uid {
            m.uid = u;
        }
        if let Some(g) = gid {
            m.gid = g;
        }
        m.ctime = now;
        Ok(())
    }

    /// Moves an entry (a directory with everything below it), with the
    /// errors rename(2) gives. Links are moved, not followed.
    pub fn rename(&mut self, from: &[u8], to: &[u8]) -> Result<(), &'static str> {
        let from = self.resolve(from, false)?;
        let to = self.resolve(to, false)?;
        let (from, to) = (from.as_slice(), to.as_slice());
        let from_dir = match self.node(from) {
            Some(n) => matches!(n, Node::Dir),
            None => return Err(self.parent_error(from).unwrap_or(ENOENT)),
        };
        // Two names of one inode: rename(2) does nothing.
        if from == to || self.entries.get(from) == self.entries.get(to) {
            return Ok(());
        }
        if let Some(e) = self.parent_error(to) {
            return Err(e);
        }
        if from_dir && (to.starts_with(from) && to.get(from.len()) == Some(&b'/') || from == b"/") {
            return Err(EINVAL);
        }
        match self.node(to) {
            Some(Node::Dir) if !from_dir => return Err(EISDIR),
            Some(Node::Dir) if self.children(to).next().is_some() => return Err(ENOTEMPTY),
            Some(Node::File(_) | Node::Link(_)) if from_dir => return Err(ENOTDIR),
            _ => {}
        }
        self.unname(to);
        let mut moved: Vec<Vec<u8>> = self.children(from).map(<[u8]>::to_vec).collect();
        moved.push(from.to_vec());
        for old in moved {
            let new = [to, &old[from.len()..]].concat();
            if let Some(ino) = self.entries.remove(&old) {
                self.entries.insert(new, ino);
            }
        }
        let now = self.now;
        if let Some(i) = self.inode_mut(to) {
            i.meta.ctime = now;
        }
        Ok(())
    }

    pub fn is_file(&self, path: &[u8]) -> bool {
        self.stat(path, true).is_ok_and(|s| s.kind == Kind::File)
    }

    pub fn is_dir(&self, path: &[u8]) -> bool {
        self.stat(path, true).is_ok_and(|s| s.kind == Kind::Dir)
    }

    /// Whether `path` names something (a dangling link names nothing).
    pub fn exists(&self, path: &[u8]) -> bool {
        self.stat(path, true).is_ok()
    }

    /// Why `path`'s parent cannot hold an entry, if it cannot (`path` is
    /// resolved).
    fn parent_error(&self, path: &[u8]) -> Option<&'static str> {
        // The nearest existing ancestor decides: a file there is ENOTDIR.
        let mut p = parent(path);
        loop {
            match self.node(p) {
                Some(Node::Dir) => {
                    return if p == parent(path) {
                        None
                    } else {
                        Some(ENOENT)
                    }
                }
                Some(_) => return Some(ENOTDIR),
                None => p = parent(p),
            }
        }
    }

    pub fn read(&self, path: &[u8]) -> Result<&[u8], &'static str> {
        let path = self.resolve(path, true)?;
        match self.node(&path) {
            Some(Node::File(data)) => Ok(data),
            Some(_) => Err(EISDIR),
            None => Err(self.parent_error(&path).unwrap_or(ENOENT)),
        }
    }

    /// Creates or truncates a file; its directory must exist. Writing
    /// through a dangling symbolic link creates its target, as open(2) does.
    pub fn write(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), &'static str> {
        let path = self.resolve(path, true)?;
        if let Some(e) = self.parent_error(&path) {
            return Err(e);
        }
        match self.node(&path) {
            Some(Node::File(d)) => {
                self.room((bytes.len() as u64).saturating_sub(d.len() as u64))?;
                self.set_data(&path, |d| {
                    d.clear();
                    d.extend_from_slice(bytes);
                })
            }
            Some(_) => Err(EISDIR),
            None => {
                self.room(bytes.len() as u64)?;
                self.insert(&path, Node::File(bytes.to_vec()), 0o666 & !self.umask);
                Ok(())
            }
        }
    }

    pub fn append(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), &'static str> {
        let path = self.resolve(path, true)?;
        if matches!(self.node(&path), Some(Node::File(_))) {
            self.room(bytes.len() as u64)?;
            self.set_data(&path, |d| d.extend_from_slice(bytes))
        } else {
            self.write(&path, bytes)
        }
    }

    /// Creates a file and any missing directories above it (mounting).
    pub fn mount(&mut self, path: &[u8], bytes: &[u8]) -> Result<(), &'static str> {
        let path = self.resolve(path, true)?;
        let dir = parent(&path);
        if !self.is_dir(dir) {
            self.make_dir(dir, true)?;
        }
        self.write(&path, bytes)
    }

    pub fn make_dir(&mut self, path: &[u8], recursive: bool) -> Result<(), &'static str> {
        let path = self.resolve(path, false)?;
        if self.entries.contains_key(&path) {
            return Err(EEXIST);
        }
        if recursive {
            let dir = parent(&path);
            if !self.entries.contains_key(dir) {
                self.make_dir(dir, true)?;
            }
        }
        if let Some(e) = self.parent_error(&path) {
            return Err(e);
        }
        self.insert(&path, Node::Dir, 0o777 & !self.umask);
        Ok(())
    }

    /// Removes a file or a symbolic link (not what it points to).
    pub fn remove_file(&mut self, path: &[u8]) -> Result<(), &'static str> {
        let path = self.resolve(path, false)?;
        match self.node(&path) {
            Some(Node::Dir) => Err(EISDIR),
            Some(_) => {
                self.unname(&path);
                Ok(())
            }
            None => Err(self.parent_error(&path).unwrap_or(ENOENT)),
        }
    }

    pub fn remove_dir(&mut self, path: &[u8]) -> Result<(), &'static str> {
        let path = self.resolve(path, false)?;
        match self.node(&path) {
            Some(Node::Dir) if self.children(&path).next().is_some() => Err(ENOTEMPTY),
            // Linux refuses to remove `/` with EBUSY; "Device or resource busy".
            Some(Node::Dir) if path == b"/" => Err("Device or resource busy"),
            Some(Node::Dir) => {
                self.unname(&path);
                Ok(())
            }
            Some(_) => Err(ENOTDIR),
            None => Err(self.parent_error(&path).unwrap_or(ENOENT)),
        }
    }

    /// Creates a symbolic link at `link` holding `target` (not checked:
    /// a link may dangle).
    pub fn symlink(&mut self, target: &[u8], link: &[u8]) -> Result<(), &'static str> {
        let link = self.resolve(link, false)?;
        if target.is_empty() {
            return Err(ENOENT);
        }
        if let Some(e) = self.parent_error(&link) {
            return Err(e);
        }
        if self.entries.contains_key(&link) {
            return Err(EEXIST);
        }
        self.insert(&link, Node::Link(target.to_vec()), 0o777);
        Ok(())
    }

    /// Gives the entry at `target` a second name `link` (link(2) does not
    /// follow a symbolic `target`, and refuses directories).
    pub fn hard_link(&mut self, target: &[u8], link: &[u8]) -> Result<(), &'static str> {
        let target = self.resolve(target, false)?;
        let link = self.resolve(link, false)?;
        let Some(&ino) = self.entries.get(&target) else {
            return Err(self.parent_error(&target).unwrap_or(ENOENT));
        };
        if let Some(e) = self.parent_error(&link) {
            return Err(e);
        }
        if self.entries.contains_key(&link) {
            return Err(EEXIST);
        }
        let now = self.now;
        let inode = self.inodes.get_mut(&ino).expect("named inode");
        if inode.node == Node::Dir {
            return Err(EPERM);
        }
        inode.names += 1;
        inode.meta.ctime = now;
        self.entries.insert(link, ino);
        Ok(())
    }

    /// A symbolic link's target (`readlink`); "Invalid argument" for
    /// anything else.
    pub fn read_link(&self, path: &[u8]) -> Result<Vec<u8>, &'static str> {
        let path = self.resolve(path, false)?;
        match self.node(&path) {
            Some(Node::Link(t)) => Ok(t.clone()),
            Some(_) => Err(EINVAL),
            None => Err(self.parent_error(&path).unwrap_or(ENOENT)),
        }
    }

    /// Bytes free and in total (`disk_free_space`/`disk_total_space`) on
    /// the file system holding `path`, which must exist.
    pub fn disk_space(&self, path: &[u8]) -> Result<(u64, u64), &'static str> {
        self.stat(path, true)?;
        Ok((self.capacity.saturating_sub(self.used), self.capacity))
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

    /// Every regular file's path, sorted.
    pub fn files(&self) -> Vec<Vec<u8>> {
        self.entries
            .keys()
            .filter(|k| matches!(self.node(k), Some(Node::File(_))))
            .cloned()
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
        let st = fs.stat(b"/d/f", true).unwrap();
        assert_eq!(
            (st.kind, st.size, st.meta.mtime, st.meta.perms),
            (Kind::File, 3, 100, 0o644)
        );
        assert_eq!(fs.stat(b"/d", true).unwrap().nlink, 3);
        fs.now = 200;
        fs.write_at(b"/d/f", 5, b"z").unwrap();
        assert_eq!(fs.read(b"/d/f"), Ok(&b"abc\0\0z"[..]));
        assert_eq!(fs.stat(b"/d/f", true).unwrap().meta.mtime, 200);
        fs.truncate(b"/d/f", 1).unwrap();
        assert_eq!(fs.read(b"/d/f"), Ok(&b"a"[..]));
        assert_eq!(fs.rename(b"/d", b"/d/s/x"), Err("Invalid argument"));
        assert_eq!(fs.rename(b"/d/f", b"/d/s"), Err(EISDIR));
        fs.rename(b"/d", b"/e").unwrap();
        assert!(fs.is_file(b"/e/s/g") && !fs.exists(b"/d"));
        fs.set_times(b"/e/f", 1, 2).unwrap();
        fs.chmod(b"/e/f", 0o600).unwrap();
        let m = fs.stat(b"/e/f", true).unwrap().meta;
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

    #[test]
    fn symbolic_links() {
        let mut fs = MemFs::new();
        fs.make_dir(b"/d", false).unwrap();
        fs.write(b"/d/f", b"data").unwrap();
        fs.symlink(b"f", b"/d/l").unwrap();
        assert_eq!(fs.symlink(b"f", b"/d/l"), Err(EEXIST));
        assert_eq!(fs.read(b"/d/l"), Ok(&b"data"[..]));
        assert_eq!(fs.read_link(b"/d/l"), Ok(b"f".to_vec()));
        assert_eq!(fs.read_link(b"/d/f"), Err(EINVAL));
        assert_eq!(fs.stat(b"/d/l", false).unwrap().kind, Kind::Link);
        assert_eq!(fs.stat(b"/d/l", true).unwrap().kind, Kind::File);
        // A directory link: `..` after it goes up from the target.
        fs.make_dir(b"/d/sub", false).unwrap();
        fs.symlink(b"/d/sub", b"/top").unwrap();
        assert_eq!(fs.resolve(b"/top/../f", true), Ok(b"/d/f".to_vec()));
        assert_eq!(fs.list(b"/top").unwrap(), Vec::<Vec<u8>>::new());
        // Dangling, then created through the link.
        fs.symlink(b"new", b"/d/dl").unwrap();
        assert!(!fs.exists(b"/d/dl"));
        fs.write(b"/d/dl", b"x").unwrap();
        assert_eq!(fs.read(b"/d/new"), Ok(&b"x"[..]));
        // Loops end in ELOOP; removing a link leaves its target.
        fs.symlink(b"b", b"/a").unwrap();
        fs.symlink(b"a", b"/b").unwrap();
        assert_eq!(fs.read(b"/a"), Err(ELOOP));
        fs.remove_file(b"/d/l").unwrap();
        assert!(fs.is_file(b"/d/f"));
        assert_eq!(fs.remove_dir(b"/top"), Err(ENOTDIR));
    }

    #[test]
    fn hard_links_share_data() {
        let mut fs = MemFs::new();
        fs.write(b"/f", b"data").unwrap();
        fs.hard_link(b"/f", b"/h").unwrap();
        assert_eq!(fs.hard_link(b"/f", b"/h"), Err(EEXIST));
        assert_eq!(fs.hard_link(b"/nope", b"/h2"), Err(ENOENT));
        assert_eq!(fs.hard_link(b"/", b"/h3"), Err(EPERM));
        assert_eq!(fs.stat(b"/f", true).unwrap().nlink, 2);
        fs.write(b"/h", b"changed").unwrap();
        assert_eq!(fs.read(b"/f"), Ok(&b"changed"[..]));
        assert_eq!(fs.used, 7);
        fs.rename(b"/f", b"/h").unwrap();
        assert!(fs.exists(b"/f"));
        fs.remove_file(b"/f").unwrap();
        assert_eq!(fs.stat(b"/h", true).unwrap().nlink, 1);
        fs.remove_file(b"/h").unwrap();
        assert_eq!(fs.used, 0);
    }

    #[test]
    fn capacity_and_owners() {
        let mut fs = MemFs::new();
        fs.capacity = 10;
        fs.write(b"/f", b"12345").unwrap();
        assert_eq!(fs.disk_space(b"/f"), Ok((5, 10)));
        assert_eq!(fs.append(b"/f", b"123456"), Err(ENOSPC));
        assert_eq!(fs.write_at(b"/f", 9, b"xy"), Err(ENOSPC));
        fs.write(b"/f", b"1234567890").unwrap();
        assert_eq!(fs.disk_space(b"/"), Ok((0, 10)));
        assert_eq!(fs.disk_space(b"/nope"), Err(ENOENT));
        fs.chown(b"/f", Some(7), None, true).unwrap();
        let m = fs.stat(b"/f", true).unwrap().meta;
        assert_eq!((m.uid, m.gid), (7, 0));
        fs.umask = 0o077;
        fs.make_dir(b"/d", false).unwrap();
        assert_eq!(fs.stat(b"/d", true).unwrap().meta.perms, 0o700);
    }
}
