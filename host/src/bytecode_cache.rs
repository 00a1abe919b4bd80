//! The bytecode cache on disk (`-d opcache.file_cache=DIR`, php's name for
//! its file-based opcache): a script compiled once is stored in `DIR` and
//! later runs load it instead of parsing and compiling again. It serves the
//! main script and every `include`/`require`d file (through [`CachingLoader`]).
//!
//! Entries are untrusted input (see `rphp_core::cache`): one that is stale,
//! from another version, damaged or invalid is ignored and replaced. The
//! file name is a hash of the source's absolute path; the entry itself holds
//! the full key, so a hash collision is just a stale entry. Writes go to a
//! temporary file renamed over the entry, so a reader never sees half an
//! entry. As php's `opcache.file_update_protection` (2 seconds by default),
//! a file modified that recently is not stored: it may still be being
//! written, and its size and mtime might then not identify its contents.
//!
//! `RPHP_CACHE_DEBUG=1` reports each lookup on stderr (for tests).

use rphp_core::cache::{self, Key};
use rphp_core::{LoadError, Loader, Script};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// The cache settings of a request, from its `-d` options.
#[derive(Clone, Debug)]
pub struct FileCache {
    dir: PathBuf,
    /// Seconds since its last modification before a file is stored.
    protection: i64,
    debug: bool,
}

impl FileCache {
    /// The cache `-d opcache.file_cache=DIR` asks for, if any.
    pub fn from_ini(ini: &[(String, String)]) -> Option<FileCache> {
        let get = |name: &str| ini.iter().rev().find(|(k, _)| k == name).map(|(_, v)| v);
        let dir = get("opcache.file_cache")?;
        if dir.is_empty() {
            return None;
        }
        let protection = get("opcache.file_update_protection")
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(2);
        Some(FileCache {
            dir: PathBuf::from(dir),
            protection,
            debug: std::env::var_os("RPHP_CACHE_DEBUG").is_some_and(|v| v != "0"),
        })
    }

    fn note(&self, path: &[u8], what: &str) {
        if self.debug {
            eprintln!(
                "rphp: bytecode cache: {}: {what}",
                String::from_utf8_lossy(path)
            );
        }
    }

    /// The cache key of `path` (absolute) if `meta` describes `size` bytes.
    fn key(path: &[u8], meta: &std::fs::Metadata, size: usize) -> Option<Key> {
        if meta.len() != size as u64 {
            return None;
        }
        let mtime = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
        Some(Key {
            path: path.to_vec(),
            size: meta.len(),
            mtime_secs: i64::try_from(mtime.as_secs()).ok()?,
            mtime_nanos: mtime.subsec_nanos(),
        })
    }

    fn entry_path(&self, path: &[u8]) -> PathBuf {
        self.dir
            .join(format!("{:016x}.rphpc", cache::fnv1a64(path)))
    }

    /// The cached script for `key`, if there is a usable entry.
    fn lookup(&self, key: &Key) -> Option<Script> {
        let bytes = match std::fs::read(self.entry_path(&key.path)) {
            Ok(b) => b,
            Err(_) => {
                self.note(&key.path, "miss (no entry)");
                return None;
            }
        };
        match cache::load(&bytes, key) {
            Ok(s) => {
                self.note(&key.path, "hit");
                Some(s)
            }
            Err(why) => {
                self.note(&key.path, &format!("miss ({why})"));
                None
            }
        }
    }

    /// Stores `script` for `key`, unless the source is too fresh; failures
    /// (read-only or missing directory) only cost the next run a compile.
    fn store(&self, key: &Key, script: &Script) {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0);
        if now.saturating_sub(key.mtime_secs) < self.protection {
            self.note(&key.path, "not stored (modified too recently)");
            return;
        }
        let bytes = cache::encode(script, key);
        let dest = self.entry_path(&key.path);
        match write_atomically(&dest, &bytes) {
            Ok(()) => self.note(&key.path, "stored"),
            Err(e) => self.note(&key.path, &format!("not stored ({e})")),
        }
    }

    /// Compiles `source` (read from the absolute `path`, whose metadata
    /// before the read was `before`), through the cache.
    fn compile<E>(
        &self,
        path: &[u8],
        before: Option<std::fs::Metadata>,
        source: &[u8],
        compile: impl FnOnce() -> Result<Arc<Script>, E>,
    ) -> Result<Arc<Script>, E> {
        // Only absolute paths identify a file across runs.
        let Some(file) = std::str::from_utf8(path)
            .ok()
            .map(Path::new)
            .filter(|p| p.is_absolute())
        else {
            return compile();
        };
        let after = std::fs::metadata(file).ok();
        // The key identifies the bytes read only if the file did not change meanwhile.
        let key = match (before, after) {
            (Some(b), Some(a)) => {
                let kb = Self::key(path, &b, source.len());
                let ka = Self::key(path, &a, source.len());
                if kb == ka {
                    kb
                } else {
                    None
                }
            }
            (None, Some(a)) => Self::key(path, &a, source.len()),
            _ => None,
        };
        let Some(key) = key else {
            self.note(path, "not cached (file changed while read)");
            return compile();
        };
        if let Some(s) = self.lookup(&key) {
            return Ok(Arc::new(s));
        }
        let script = compile()?;
        self.store(&key, &script);
        Ok(script)
    }

    /// The main script: `real` is its absolute path, `meta` its metadata before `source` was read.
    pub fn main_script(
        &self,
        real: &[u8],
        meta: Option<std::fs::Metadata>,
        source: &[u8],
    ) -> Result<Arc<Script>, rphp_core::CompileFailure> {
        self.compile(real, meta, source, || {
            rphp_core::compile(source, real).map(Arc::new)
        })
    }
}

/// Writes `dest` through a fresh temporary file in the same directory and a rename.
fn write_atomically(dest: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = dest.parent().unwrap_or(Path::new("."));
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let name = dest
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    for attempt in 0..8u32 {
        let tmp = dir.join(format!(".{name}.{stamp:x}.{attempt}.tmp"));
        let mut f = match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        };
        let r = f.write_all(bytes).and_then(|_| f.flush());
        drop(f);
        let r = r.and_then(|_| std::fs::rename(&tmp, dest));
        if r.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        return r;
    }
    Err(std::io::Error::other("no free temporary name"))
}

/// The loader for `include`/`require` that goes through the cache
/// (`eval`'d code is compiled every time).
pub struct CachingLoader {
    pub cache: FileCache,
    pub inner: rphp_core::CompilerLoader,
}

impl Loader for CachingLoader {
    fn compile_file(&mut self, path: &[u8], source: &[u8]) -> Result<Arc<Script>, LoadError> {
        // The VM read `source` just before; the size check and the mtime
        // protection window cover a change since then.
        let inner = &mut self.inner;
        self.cache
            .compile(path, None, source, || inner.compile_file(path, source))
    }

    fn compile_eval(&mut self, path: &[u8], code: &[u8]) -> Result<Arc<Script>, LoadError> {
        self.inner.compile_eval(path, code)
    }
}
