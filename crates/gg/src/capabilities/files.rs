//! The `files` family: the [`Files`] trait and [`WorkspaceFiles`], its real
//! implementation over a directory on the host.
//!
//! Invariant: every path a program names is resolved inside the workspace
//! root before anything touches the disk. `..` that climbs out, an absolute
//! path outside, and a symlink whose target lies outside (whoever made it) are
//! refused with `denied`. Messages quote the program's own path, never the
//! host's absolute one.

use crate::api::core::{ApiError, ErrorCode};
use crate::api::files::{
    BinaryFile, DirEntry, EditResult, EntryKind, FileContent, FindOptions, SearchMatch, SearchOptions, SearchResult,
    TextFile,
};
use std::{
    fs, io,
    path::{Component, Path, PathBuf},
};

/// Largest file `read-file`/`read-text-file` will load.
pub const MAX_READ_BYTES: u64 = 16 << 20;
/// Most matches a search returns, and the default.
pub const MAX_MATCHES: u32 = 10_000;
pub const DEFAULT_MATCHES: u32 = 100;
/// The workspace folder that holds gg's own state; programs cannot touch it.
pub const STATE_DIR: &str = ".gg";

/// The agent's files. Implement this to give programs another file system.
pub trait Files: Send {
    /// A window of a text file (`offset` 1-based, `limit` in lines), or a
    /// binary file's bytes.
    fn read_file(&mut self, path: &str, offset: Option<u32>, limit: Option<u32>) -> Result<FileContent, ApiError>;
    /// A whole UTF-8 file.
    fn read_text_file(&mut self, path: &str) -> Result<String, ApiError>;
    /// Creates or replaces a file, making parent directories; bytes written.
    fn write_file(&mut self, path: &str, content: &str) -> Result<u64, ApiError>;
    /// Replaces the single exact occurrence of `old_text`.
    fn edit_file(&mut self, path: &str, old_text: &str, new_text: &str) -> Result<EditResult, ApiError>;
    /// A directory's entries, sorted by name.
    fn list_directory(&mut self, path: &str) -> Result<Vec<DirEntry>, ApiError>;
    /// Lines matching a regular expression, in files `.gitignore` does not exclude.
    fn search(&mut self, pattern: &str, options: &SearchOptions) -> Result<SearchResult, ApiError>;
    /// Workspace-relative paths of files matching a glob, sorted.
    fn find(&mut self, glob: &str, options: &FindOptions) -> Result<Vec<String>, ApiError>;
    /// Moves a file or directory; refuses to replace an existing path.
    fn move_path(&mut self, source: &str, destination: &str) -> Result<(), ApiError>;
    /// Deletes a file, or a directory with its contents.
    fn delete(&mut self, path: &str) -> Result<(), ApiError>;
}

pub(crate) fn api_error(operation: &str, code: ErrorCode, message: impl Into<String>) -> ApiError {
    ApiError { operation: operation.to_string(), code, message: message.into() }
}

/// [`Files`] over a workspace directory.
#[derive(Debug, Clone)]
pub struct WorkspaceFiles {
    root: PathBuf,
    /// How long one search or find may walk the tree.
    walk_timeout: std::time::Duration,
}

impl WorkspaceFiles {
    /// Files confined to `root`, which must exist.
    pub fn new(root: impl AsRef<Path>) -> io::Result<Self> {
        Ok(WorkspaceFiles { root: root.as_ref().canonicalize()?, walk_timeout: std::time::Duration::from_secs(60) })
    }

    /// Bounds how long one `search` or `find` may take (default 60 s); past
    /// it the call is `timeout`.
    pub fn with_walk_timeout(mut self, timeout: std::time::Duration) -> Self {
        self.walk_timeout = timeout;
        self
    }

    fn walk_expired(&self, op: &str, started: std::time::Instant) -> Result<(), ApiError> {
        if started.elapsed() > self.walk_timeout {
            return Err(api_error(
                op,
                ErrorCode::Timeout,
                format!("the walk took longer than {:?}; narrow it with a path or glob", self.walk_timeout),
            ));
        }
        Ok(())
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
            return Err(api_error(op, ErrorCode::InvalidArgument, "path contains a NUL byte"));
        }
        let denied = || api_error(op, ErrorCode::Denied, format!("path `{path}` is outside the workspace"));
        let given = Path::new(path);
        let mut lexical = if given.is_absolute() { PathBuf::from("/") } else { self.root.clone() };
        for part in given.components() {
            match part {
                Component::Normal(p) => lexical.push(p),
                Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
                Component::ParentDir => {
                    if !lexical.pop() || (!given.is_absolute() && !lexical.starts_with(&self.root)) {
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
                    if out.starts_with(self.root.join(STATE_DIR)) {
                        return Err(api_error(
                            op,
                            ErrorCode::Denied,
                            format!("path `{path}` is inside `{STATE_DIR}`, gg's own state"),
                        ));
                    }
                    return Ok(out);
                }
                Err(_) => {
                    // A dangling symlink: refuse if it points out, else treat as missing.
                    if let Ok(target) = fs::read_link(&existing) {
                        let base = existing.parent().unwrap_or(&self.root).to_path_buf();
                        let t = if target.is_absolute() { target } else { base.join(target) };
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

    /// Like [`Self::resolve`], but the last component is not followed: a
    /// symlink names itself. For operations on directory entries (move, delete).
    pub fn resolve_entry(&self, op: &str, path: &str) -> Result<PathBuf, ApiError> {
        let given = Path::new(path);
        match (given.parent(), given.file_name()) {
            (Some(parent), Some(name)) => {
                let parent = if parent.as_os_str().is_empty() { Path::new(".") } else { parent };
                let dir = self.resolve(op, &parent.to_string_lossy()).map_err(|mut e| {
                    if e.code == ErrorCode::Denied {
                        e.message = format!("path `{path}` is outside the workspace");
                    }
                    e
                })?;
                let full = dir.join(name);
                if full.starts_with(self.root.join(STATE_DIR)) {
                    return Err(api_error(
                        op,
                        ErrorCode::Denied,
                        format!("path `{path}` is inside `{STATE_DIR}`, gg's own state"),
                    ));
                }
                Ok(full)
            }
            _ => self.resolve(op, path),
        }
    }

    /// The workspace-relative form of a resolved path, `/`-separated.
    fn relative(&self, real: &Path) -> String {
        real.strip_prefix(&self.root).unwrap_or(real).to_string_lossy().replace('\\', "/")
    }

    /// Walks files under `start` that `.gitignore` (and hidden-file rules)
    /// leave in, never entering `.gg` or leaving the workspace.
    fn walk(&self, start: &Path) -> impl Iterator<Item = PathBuf> + use<> {
        let state = self.root.join(STATE_DIR);
        let root = self.root.clone();
        ignore::WalkBuilder::new(start)
            .follow_links(false)
            .require_git(false)
            .filter_entry(move |e| !e.path().starts_with(&state))
            .build()
            .flatten()
            .filter(|e| e.file_type().is_some_and(|t| t.is_file()))
            .map(|e| e.into_path())
            .filter(move |p| p.starts_with(&root))
    }

    fn io_error(op: &str, path: &str, e: io::Error) -> ApiError {
        let code = match e.kind() {
            io::ErrorKind::NotFound => ErrorCode::NotFound,
            io::ErrorKind::IsADirectory | io::ErrorKind::NotADirectory | io::ErrorKind::AlreadyExists => {
                ErrorCode::Conflict
            }
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
            return Err(api_error(op, ErrorCode::Conflict, format!("`{path}` is a directory")));
        }
        if meta.len() > MAX_READ_BYTES {
            return Err(api_error(
                op,
                ErrorCode::LimitExceeded,
                format!("`{path}` has {} bytes; reads stop at {MAX_READ_BYTES}", meta.len()),
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
    let ext = Path::new(path).extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    match ext.as_str() {
        "svg" => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

impl Files for WorkspaceFiles {
    fn read_file(&mut self, path: &str, offset: Option<u32>, limit: Option<u32>) -> Result<FileContent, ApiError> {
        let op = "files.read-file";
        if offset == Some(0) {
            return Err(api_error(op, ErrorCode::InvalidArgument, "offset is 1-based; 0 is not a line"));
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
            return Err(api_error(op, ErrorCode::Conflict, format!("`{path}` is a directory")));
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

    fn edit_file(&mut self, path: &str, old_text: &str, new_text: &str) -> Result<EditResult, ApiError> {
        let op = "files.edit-file";
        if old_text.is_empty() {
            return Err(api_error(op, ErrorCode::InvalidArgument, "old text is empty"));
        }
        let real = self.resolve(op, path)?;
        let text = fs::read_to_string(&real).map_err(|e| Self::io_error(op, path, e))?;
        let found: Vec<usize> = text.match_indices(old_text).map(|(i, _)| i).collect();
        match found.len() {
            0 => Err(api_error(op, ErrorCode::Conflict, format!("the old text does not occur in `{path}`"))),
            1 => {
                let at = found[0];
                let line = text[..at].matches('\n').count() as u32 + 1;
                let mut out = String::with_capacity(text.len() + new_text.len());
                out.push_str(&text[..at]);
                out.push_str(new_text);
                out.push_str(&text[at + old_text.len()..]);
                fs::write(&real, out).map_err(|e| Self::io_error(op, path, e))?;
                Ok(EditResult { path: path.to_string(), line })
            }
            n => Err(api_error(
                op,
                ErrorCode::Conflict,
                format!("the old text occurs {n} times in `{path}`; include more context so it occurs once"),
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
        entries.retain(|e| !(real == self.root && e.name == STATE_DIR));
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(entries)
    }

    fn search(&mut self, pattern: &str, options: &SearchOptions) -> Result<SearchResult, ApiError> {
        let op = "files.search";
        let regex = regex::RegexBuilder::new(pattern)
            .case_insensitive(options.ignore_case)
            .size_limit(1 << 20)
            .build()
            .map_err(|e| api_error(op, ErrorCode::InvalidArgument, format!("invalid regular expression: {e}")))?;
        let limit = options.limit.unwrap_or(DEFAULT_MATCHES);
        if limit == 0 || limit > MAX_MATCHES {
            return Err(api_error(op, ErrorCode::InvalidArgument, format!("limit must be 1 to {MAX_MATCHES}")));
        }
        let glob = match &options.glob {
            Some(g) => Some(
                globset::Glob::new(g)
                    .map_err(|e| api_error(op, ErrorCode::InvalidArgument, format!("invalid glob: {e}")))?
                    .compile_matcher(),
            ),
            None => None,
        };
        let start = self.resolve(op, options.path.as_deref().unwrap_or("."))?;
        let mut matches = Vec::new();
        let mut truncated = false;
        let started = std::time::Instant::now();
        'files: for file in self.walk(&start) {
            self.walk_expired(op, started)?;
            let rel = self.relative(&file);
            if glob.as_ref().is_some_and(|g| !g.is_match(&rel)) {
                continue;
            }
            let Ok(meta) = std::fs::metadata(&file) else { continue };
            if meta.len() > MAX_READ_BYTES {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&file) else { continue }; // binary or not UTF-8
            for (i, line) in text.lines().enumerate() {
                if let Some(m) = regex.find(line) {
                    if matches.len() as u32 >= limit {
                        truncated = true;
                        break 'files;
                    }
                    matches.push(SearchMatch {
                        path: rel.clone(),
                        line: i as u32 + 1,
                        column: line[..m.start()].chars().count() as u32 + 1,
                        text: line.to_string(),
                    });
                }
            }
        }
        Ok(SearchResult { matches, truncated })
    }

    fn find(&mut self, glob: &str, options: &FindOptions) -> Result<Vec<String>, ApiError> {
        let op = "files.find";
        let matcher = globset::GlobBuilder::new(glob)
            .literal_separator(true)
            .build()
            .map_err(|e| api_error(op, ErrorCode::InvalidArgument, format!("invalid glob: {e}")))?
            .compile_matcher();
        let limit = options.limit.unwrap_or(1000).min(MAX_MATCHES) as usize;
        let start = self.resolve(op, options.path.as_deref().unwrap_or("."))?;
        let started = std::time::Instant::now();
        let mut found = Vec::new();
        for p in self.walk(&start) {
            self.walk_expired(op, started)?;
            let rel = self.relative(&p);
            if matcher.is_match(&rel) {
                found.push(rel);
            }
        }
        found.sort();
        found.truncate(limit);
        Ok(found)
    }

    fn move_path(&mut self, source: &str, destination: &str) -> Result<(), ApiError> {
        let op = "files.move";
        let from = self.resolve_entry(op, source)?;
        let to = self.resolve_entry(op, destination)?;
        if from == self.root || to == self.root {
            return Err(api_error(op, ErrorCode::InvalidArgument, "the workspace root cannot be moved"));
        }
        if std::fs::symlink_metadata(&from).is_err() {
            return Err(api_error(op, ErrorCode::NotFound, format!("`{source}`: no such file or directory")));
        }
        if std::fs::symlink_metadata(&to).is_ok() {
            return Err(api_error(op, ErrorCode::Conflict, format!("`{destination}` already exists")));
        }
        if let Some(parent) = to.parent() {
            fs::create_dir_all(parent).map_err(|e| Self::io_error(op, destination, e))?;
        }
        fs::rename(&from, &to).map_err(|e| Self::io_error(op, source, e))
    }

    fn delete(&mut self, path: &str) -> Result<(), ApiError> {
        let op = "files.delete";
        let real = self.resolve_entry(op, path)?;
        if real == self.root {
            return Err(api_error(op, ErrorCode::InvalidArgument, "the workspace root cannot be deleted"));
        }
        let meta = std::fs::symlink_metadata(&real).map_err(|e| Self::io_error(op, path, e))?;
        if meta.is_dir() {
            fs::remove_dir_all(&real).map_err(|e| Self::io_error(op, path, e))
        } else {
            fs::remove_file(&real).map_err(|e| Self::io_error(op, path, e))
        }
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
        let link = |target: &Path, name: &str| std::os::unix::fs::symlink(target, root.join(name)).unwrap();
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
        let FileContent::Text(t) = f.read_file("n.txt", Some(2), Some(1)).unwrap() else { panic!() };
        assert_eq!((t.content.as_str(), t.first_line, t.total_lines, t.truncated), ("b\n", 2, 3, true));
        assert_eq!(f.edit_file("n.txt", "b", "B").unwrap().line, 2);
        assert_eq!(f.read_text_file("n.txt").unwrap(), "a\nB\nc\n");
        let e = f.edit_file("n.txt", "\n", "").unwrap_err();
        assert_eq!(e.code, ErrorCode::Conflict);
        assert!(e.message.contains("3 times"), "{}", e.message);
    }
}
