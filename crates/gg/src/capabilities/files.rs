//! The `files` family: the [`Files`] trait and [`WorkspaceFiles`], its real
//! implementation over a directory on the host.
//!
//! Invariant: every path a program names is resolved inside the workspace
//! root before anything touches the disk. `..` that climbs out, an absolute
//! path outside, and a symlink whose target lies outside (whoever made it) are
//! refused with `denied`. Messages quote the program's own path, never the
//! host's absolute one.

use crate::api::core::{ApiError, ErrorCode};
use crate::api::files::{BinaryFile, DirEntry, EditResult, EntryKind, FileContent, TextFile};
use std::{
    fs, io,
    path::{Component, Path, PathBuf},
};

/// Largest file `read-file`/`read-text-file` will load.
pub const MAX_READ_BYTES: u64 = 16 << 20;

/// The agent's files. Implement this to give programs another file system.
pub trait Files: Send {
    /// A window of a text file (`offset` 1-based, `limit` in lines), or a
    /// binary file's bytes.
    fn read_file(
        &mut self,
        path: &str,
        offset: Option<u32>,
        limit: Option<u32>,
    ) -> Result<FileContent, ApiError>;
    /// A whole UTF-8 file.
    fn read_text_file(&mut self, path: &str) -> Result<String, ApiError>;
    /// Creates or replaces a file, making parent directories; bytes written.
    fn write_file(&mut self, path: &str, content: &str) -> Result<u64, ApiError>;
    /// Replaces the single exact occurrence of `old_text`.
    fn edit_file(
        &mut self,
        path: &str,
        old_text: &str,
        new_text: &str,
    ) -> Result<EditResult, ApiError>;
    /// A directory's entries, sorted by name.
    fn list_directory(&mut self, path: &str) -> Result<Vec<DirEntry>, ApiError>;
}

pub(crate) fn api_error(operation: &str, code: ErrorCode, message: impl Into<String>) -> ApiError {
    ApiError {
        operation: operation.to_string(),
        code,
        message: message.into(),
    }
}

/// [`Files`] over a workspace directory.
#[derive(Debug, Clone)]
pub struct WorkspaceFiles {
    root: PathBuf,
}

impl WorkspaceFiles {
    /// Files confined to `root`, which must exist.
    pub fn new(root: impl AsRef<Path>) -> io::Result<Self> {
        Ok(WorkspaceFiles {
            root: root.as_ref().canonicalize()?,
        })
    }

    /// The canonical workspace root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Resolves a program's path to a host path inside the workspace.
    pub fn resolve(&self, op: &str, path: &str) -> Result<PathBuf, ApiError> {
        if path.is_empty() {
            return Err(api_error(op, ErrorCode::InvalidArgument, "path is empty"));
        }
        if path.contains('\0') {
            return Err(api_error(
                op,
                ErrorCode::InvalidArgument,
                "path contains a NUL byte",
            ));
        }
        let denied = || {
            api_error(
                op,
                ErrorCode::Denied,
                format!("path `{path}` is outside the workspace"),
            )
        };
        let given = Path::new(path);
        let mut lexical = if given.is_absolute() {
            PathBuf::from("/")
        } else {
            self.root.clone()
        };
        for part in given.components() {
            match part {
                Component::Normal(p) => lexical.push(p),
                Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
                Component::ParentDir => {
                    if !lexical.pop() || (!given.is_absolute() && !lexical.starts_with(&self.root))
                    {
                        return Err(denied());
                    }
                }
            }
        }
        if !lexical.starts_with(&self.root) {
            return Err(denied());
        }
        // Follow symlinks on the longest existing prefix; the result must stay
        // inside. What does not exist yet is appended unresolved.
        let mut existing = lexical.clone();
        let mut rest = Vec::new();
        loop {
            match existing.canonicalize() {
                Ok(real) => {
                    if !real.starts_with(&self.root) {
                        return Err(denied());
                    }
                    let mut out = real;
                    for p in rest.iter().rev() {
                        out.push(p);
                    }
                    return Ok(out);
                }
                Err(_) => {
                    // A dangling symlink: refuse if it points out, else treat as missing.
                    if let Ok(target) = fs::read_link(&existing) {
                        let base = existing.parent().unwrap_or(&self.root).to_path_buf();
                        let t = if target.is_absolute() {
                            target
                        } else {
                            base.join(target)
                        };
                        if !normalize(&t).starts_with(&self.root) {
                            return Err(denied());
                        }
                    }
                    let Some(name) = existing.file_name().map(|n| n.to_os_string()) else {
                        return Err(denied());
                    };
                    rest.push(name);
                    if !existing.pop() || !existing.starts_with(&self.root) {
                        return Err(denied());
                    }
                }
            }
        }
    }

    fn io_error(op: &str, path: &str, e: io::Error) -> ApiError {
        let code = match e.kind() {
            io::ErrorKind::NotFound => ErrorCode::NotFound,
            io::ErrorKind::IsADirectory
            | io::ErrorKind::NotADirectory
            | io::ErrorKind::AlreadyExists => ErrorCode::Conflict,
            io::ErrorKind::InvalidData => ErrorCode::InvalidArgument,
            _ => ErrorCode::Io,
        };
        let what = match e.kind() {
            io::ErrorKind::NotFound => "no such file or directory".to_string(),
            io::ErrorKind::IsADirectory => "is a directory".to_string(),
            io::ErrorKind::NotADirectory => "not a directory".to_string(),
            _ => e.kind().to_string(),
        };
        api_error(op, code, format!("`{path}`: {what}"))
    }

    fn load(&self, op: &str, path: &str) -> Result<Vec<u8>, ApiError> {
        let real = self.resolve(op, path)?;
        let meta = fs::metadata(&real).map_err(|e| Self::io_error(op, path, e))?;
        if meta.is_dir() {
            return Err(api_error(
                op,
                ErrorCode::Conflict,
                format!("`{path}` is a directory"),
            ));
        }
        if meta.len() > MAX_READ_BYTES {
            return Err(api_error(
                op,
                ErrorCode::LimitExceeded,
                format!(
                    "`{path}` has {} bytes; reads stop at {MAX_READ_BYTES}",
                    meta.len()
                ),
            ));
        }
        fs::read(&real).map_err(|e| Self::io_error(op, path, e))
    }
}

fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Splits text into lines, each keeping its line ending.
fn lines_with_endings(text: &str) -> Vec<&str> {
    text.split_inclusive('\n').collect()
}

fn media_type(path: &str, bytes: &[u8]) -> &'static str {
    let sig: &[(&[u8], &str)] = &[
        (b"\x89PNG\r\n\x1a\n", "image/png"),
        (b"\xff\xd8\xff", "image/jpeg"),
        (b"GIF87a", "image/gif"),
        (b"GIF89a", "image/gif"),
        (b"%PDF-", "application/pdf"),
        (b"PK\x03\x04", "application/zip"),
        (b"\x00asm", "application/wasm"),
    ];
    for (magic, media) in sig {
        if bytes.starts_with(magic) {
            return media;
        }
    }
    if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        return "image/webp";
    }
    let ext = Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    match ext.as_str() {
        "svg" => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

impl Files for WorkspaceFiles {
    fn read_file(
        &mut self,
        path: &str,
        offset: Option<u32>,
        limit: Option<u32>,
    ) -> Result<FileContent, ApiError> {
        let op = "files.read-file";
        if offset == Some(0) {
            return Err(api_error(
                op,
                ErrorCode::InvalidArgument,
                "offset is 1-based; 0 is not a line",
            ));
        }
        let bytes = self.load(op, path)?;
        // Text is UTF-8 without NUL bytes; anything else is read as bytes.
        let bytes = match String::from_utf8(bytes) {
            Ok(t) if !t.contains('\0') => Ok(t),
            Ok(t) => Err(t.into_bytes()),
            Err(e) => Err(e.into_bytes()),
        };
        let text = match bytes {
            Ok(text) => text,
            Err(bytes) => {
                return Ok(FileContent::Binary(BinaryFile {
                    path: path.to_string(),
                    media_type: media_type(path, &bytes).to_string(),
                    size: bytes.len() as u64,
                    bytes,
                }));
            }
        };
        let lines = lines_with_endings(&text);
        let total = lines.len() as u32;
        let first = offset.unwrap_or(1);
        if first > total.max(1) {
            return Err(api_error(
                op,
                ErrorCode::InvalidArgument,
                format!("offset {first} is past the end of `{path}`, which has {total} lines"),
            ));
        }
        let start = (first - 1) as usize;
        let end = match limit {
            Some(n) => (start + n as usize).min(lines.len()),
            None => lines.len(),
        };
        let content: String = lines[start.min(lines.len())..end].concat();
        Ok(FileContent::Text(TextFile {
            path: path.to_string(),
            content,
            first_line: first,
            total_lines: total,
            truncated: end < lines.len(),
        }))
    }

    fn read_text_file(&mut self, path: &str) -> Result<String, ApiError> {
        let op = "files.read-text-file";
        let bytes = self.load(op, path)?;
        String::from_utf8(bytes).map_err(|e| {
            api_error(
                op,
                ErrorCode::InvalidArgument,
                format!(
                    "`{path}` is not UTF-8 text (invalid byte at offset {}); use readFile",
                    e.utf8_error().valid_up_to()
                ),
            )
        })
    }

    fn write_file(&mut self, path: &str, content: &str) -> Result<u64, ApiError> {
        let op = "files.write-file";
        let real = self.resolve(op, path)?;
        if real.is_dir() {
            return Err(api_error(
                op,
                ErrorCode::Conflict,
                format!("`{path}` is a directory"),
            ));
        }
        if let Some(parent) = real.parent() {
            fs::create_dir_all(parent).map_err(|e| Self::io_error(op, path, e))?;
            // The directories just made could not have been symlinks, but the
            // resolution is repeated so a race cannot carry the write outside.
            self.resolve(op, path)?;
        }
        fs::write(&real, content).map_err(|e| Self::io_error(op, path, e))?;
        Ok(content.len() as u64)
    }

    fn edit_file(
        &mut self,
        path: &str,
        old_text: &str,
        new_text: &str,
    ) -> Result<EditResult, ApiError> {
        let op = "files.edit-file";
        if old_text.is_empty() {
            return Err(api_error(
                op,
                ErrorCode::InvalidArgument,
                "old text is empty",
            ));
        }
        let real = self.resolve(op, path)?;
        let text = fs::read_to_string(&real).map_err(|e| Self::io_error(op, path, e))?;
        let found: Vec<usize> = text.match_indices(old_text).map(|(i, _)| i).collect();
        match found.len() {
            0 => Err(api_error(
                op,
                ErrorCode::Conflict,
                format!("the old text does not occur in `{path}`"),
            )),
            1 => {
                let at = found[0];
                let line = text[..at].matches('\n').count() as u32 + 1;
                let mut out = String::with_capacity(text.len() + new_text.len());
                out.push_str(&text[..at]);
                out.push_str(new_text);
                out.push_str(&text[at + old_text.len()..]);
                fs::write(&real, out).map_err(|e| Self::io_error(op, path, e))?;
                Ok(EditResult {
                    path: path.to_string(),
                    line,
                })
            }
            n => Err(api_error(
                op,
                ErrorCode::Conflict,
                format!(
                    "the old text occurs {n} times in `{path}`; include more context so it occurs once"
                ),
            )),
        }
    }

    fn list_directory(&mut self, path: &str) -> Result<Vec<DirEntry>, ApiError> {
        let op = "files.list-directory";
        let real = self.resolve(op, path)?;
        let mut entries = Vec::new();
        for entry in fs::read_dir(&real).map_err(|e| Self::io_error(op, path, e))? {
            let entry = entry.map_err(|e| Self::io_error(op, path, e))?;
            let meta = entry.metadata().map_err(|e| Self::io_error(op, path, e))?;
            let ft = meta.file_type();
            let kind = if ft.is_symlink() {
                EntryKind::Symlink
            } else if ft.is_dir() {
                EntryKind::Directory
            } else if ft.is_file() {
                EntryKind::File
            } else {
                EntryKind::Other
            };
            entries.push(DirEntry {
                name: entry.file_name().to_string_lossy().into_owned(),
                kind,
                size: if ft.is_file() { meta.len() } else { 0 },
            });
        }
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(entries)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ws() -> (tempfile::TempDir, WorkspaceFiles) {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("ws")).unwrap();
        fs::write(dir.path().join("secret"), "s").unwrap();
        let files = WorkspaceFiles::new(dir.path().join("ws")).unwrap();
        (dir, files)
    }

    fn code<T: std::fmt::Debug>(r: Result<T, ApiError>) -> ErrorCode {
        r.unwrap_err().code
    }

    #[test]
    fn confinement() {
        let (dir, mut f) = ws();
        let root = f.root().to_path_buf();
        assert_eq!(f.resolve("t", "a/../b").unwrap(), root.join("b"));
        for escape in ["../secret", "a/../../secret", "/etc/passwd"] {
            assert_eq!(code(f.resolve("t", escape)), ErrorCode::Denied, "{escape}");
        }
        let inside = root.join("x");
        assert_eq!(f.resolve("t", inside.to_str().unwrap()).unwrap(), inside);
        let link = |target: &Path, name: &str| {
            std::os::unix::fs::symlink(target, root.join(name)).unwrap()
        };
        link(&dir.path().join("secret"), "link");
        link(dir.path(), "up");
        link(&dir.path().join("nowhere"), "dangling");
        assert_eq!(code(f.read_text_file("link")), ErrorCode::Denied);
        assert_eq!(code(f.write_file("up/new", "x")), ErrorCode::Denied);
        assert_eq!(code(f.write_file("dangling", "x")), ErrorCode::Denied);
        assert!(!dir.path().join("nowhere").exists());
    }

    #[test]
    fn read_windows_and_edit() {
        let (_d, mut f) = ws();
        f.write_file("n.txt", "a\nb\nc\n").unwrap();
        let FileContent::Text(t) = f.read_file("n.txt", Some(2), Some(1)).unwrap() else {
            panic!()
        };
        assert_eq!(
            (t.content.as_str(), t.first_line, t.total_lines, t.truncated),
            ("b\n", 2, 3, true)
        );
        assert_eq!(f.edit_file("n.txt", "b", "B").unwrap().line, 2);
        assert_eq!(f.read_text_file("n.txt").unwrap(), "a\nB\nc\n");
        let e = f.edit_file("n.txt", "\n", "").unwrap_err();
        assert_eq!(e.code, ErrorCode::Conflict);
        assert!(e.message.contains("3 times"), "{}", e.message);
    }
}
