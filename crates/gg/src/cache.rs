//! gg's cache directory and the one way files are placed in it: written
//! once, atomically, under a content-addressed name.

use std::path::{Path, PathBuf};

/// Where precompiled guests are materialised: `GG_CACHE_DIR`, else
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
/// name is content-addressed), atomically: a temporary file renamed into
/// place, so concurrent processes never see a partial file. True when written.
pub(crate) fn write_once(path: &Path, bytes: &[u8]) -> Result<bool, String> {
    if std::fs::metadata(path).is_ok_and(|m| m.len() == bytes.len() as u64) {
        return Ok(false);
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(true)
}

/// Writes `bytes` to `path` atomically, replacing what is there: a temporary
/// file unique to this process and call, renamed into place, so concurrent
/// writers (threads or processes) never see or make a partial file.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
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
