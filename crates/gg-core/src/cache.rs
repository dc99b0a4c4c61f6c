//! gg's cache directory and the one way files are placed in it: written
//! once, atomically, under a content-addressed name.

use std::path::{Path, PathBuf};

/// Where gg keeps what it compiled for this machine (guests, Java programs,
/// Opal compiles): `GG_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/gg`, else `~/.cache/gg`, else the temp directory.
pub fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("GG_CACHE_DIR") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("gg");
    }
    if let Some(h) = std::env::var_os("HOME") {
        return PathBuf::from(h).join(".cache").join("gg");
    }
    std::env::temp_dir().join("gg-cache")
}

/// Writes `bytes` to `path` unless a file of that size is already there (the
/// name is content-addressed), atomically ([`write_atomic`]), so concurrent
/// writers, threads of one process included, never see a partial file or
/// take each other's temporary file. True when written.
pub fn write_once(path: &Path, bytes: &[u8]) -> Result<bool, String> {
    if std::fs::metadata(path).is_ok_and(|m| m.len() == bytes.len() as u64) {
        return Ok(false);
    }
    write_atomic(path, bytes)?;
    Ok(true)
}

/// Writes `bytes` to `path` atomically, replacing what is there: a temporary
/// file unique to this process and call, renamed into place, so concurrent
/// writers (threads or processes) never see or make a partial file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
    let written = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written.map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::write_once;

    /// Threads of one process writing the same content-addressed file at
    /// once (two runtimes loading a guest the cache does not have yet) all
    /// succeed: each writes through a temporary file of its own.
    #[test]
    fn concurrent_writers_of_one_file_all_succeed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("guest.cwasm");
        let bytes = vec![7u8; 1 << 20];
        let handles: Vec<_> = (0..8)
            .map(|_| {
                let (path, bytes) = (path.clone(), bytes.clone());
                std::thread::spawn(move || write_once(&path, &bytes))
            })
            .collect();
        for h in handles {
            h.join().unwrap().unwrap();
        }
        assert_eq!(std::fs::read(&path).unwrap(), bytes);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary file is left");
    }
}
