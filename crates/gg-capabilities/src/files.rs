//! The `files` family: the [`Files`] trait and [`WorkspaceFiles`], its real
//! implementation over a directory on the host.
//!
//! Invariant: the kernel keeps every call inside the workspace root.
//! [`WorkspaceFiles`] opens the root once as a `cap_std` directory handle
//! (the only use of ambient authority here) and reaches everything else by
//! name from a directory handle it already holds; no host path is resolved
//! first and opened second. A program's path is walked one component at a
//! time: each directory is opened from the one before it without following
//! symlinks (by `cap_std`: `openat2` with `RESOLVE_BENEATH` where the kernel
//! has it, its own checked walk where not), and each symlink met on the way
//! is read and its target walked the same way, so a target that climbs out
//! of the root, or is an absolute path elsewhere, is refused with `denied`
//! whether it exists or not, and a swap made between two steps can only make
//! the call fail. The operation itself (open, create, rename, remove, list)
//! is then made on the held directory with the last name, again without
//! following symlinks. `..` that climbs out and an absolute path outside are
//! refused the same way; gg's own `.gg/` is out of reach; messages quote the
//! program's own path, never the host's absolute one. Listing, `find` and
//! `search` walk the tree through the same handles and never follow a
//! symlink (`.ignore`, `.gitignore`, `.git/info/exclude` and the global
//! gitignore are honoured as the `ignore` crate does, from the root down).
//!
//! Writes never write into an existing file: `write-file` and `edit-file`
//! write a temporary file in the same directory and rename it over the name.
//! A workspace file that is a hard link to a file outside therefore never
//! carries a write out: the outside file keeps its content, and the
//! workspace name names a new file afterwards (with the old file's
//! permission bits). The same holds for two workspace names of one file:
//! after a write to one, they are two files. A write through a symlink inside
//! the workspace replaces the file it points at; the symlink stays. Reading
//! a hard link reads what the workspace holds: its content is in the
//! workspace, whoever linked it there.
//!
//! [`WorkspaceFiles::resolve`] is the one host path handed out: a directory
//! for a child process to start in (the shell's cwd; the shell is not
//! confined by this module).

use cap_fs_ext::{DirExt, FollowSymlinks, OpenOptionsFollowExt};
use cap_std::fs::{Dir, File, FileType, OpenOptions, Permissions};
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::files::{
    BinaryFile, DirEntry, EditResult, EntryKind, FileContent, FindOptions, SearchMatch, SearchOptions, SearchResult,
    TextFile,
};
use ignore::gitignore::{Gitignore, GitignoreBuilder};
use std::{
    collections::VecDeque,
    ffi::{OsStr, OsString},
    io::{self, Read, Write},
    path::{Component, Path, PathBuf},
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

/// Largest file `read-file`/`read-text-file` will load.
pub const MAX_READ_BYTES: u64 = 16 << 20;
/// Most matches a search returns, and the default.
pub const MAX_MATCHES: u32 = 10_000;
pub const DEFAULT_MATCHES: u32 = 100;
/// Longest search pattern, in bytes. Parsing is linear but heavy (a 15 MB
/// pattern took 2.7 GB and 8 s to refuse), so a longer one is refused before
/// the regex crate sees it.
pub const MAX_PATTERN_BYTES: usize = 16 << 10;
/// Largest compiled program a search pattern may make, and the lazy DFA's
/// cache; past the first the pattern is `invalid-argument`, past the second
/// the engine falls back to a slower one.
pub const REGEX_SIZE_LIMIT: usize = 1 << 20;
pub const REGEX_DFA_LIMIT: usize = 2 << 20;
/// Longest glob, in bytes (`globset` panics on a glob whose regex is too big).
pub const MAX_GLOB_BYTES: usize = 4 << 10;
/// Bytes of matches (lines and paths) one search may collect; past it the
/// search is `limit-exceeded`.
pub const MAX_SEARCH_BYTES: usize = 16 << 20;
/// A line longer than this is searched in windows of this many bytes, each
/// starting [`SEARCH_OVERLAP`] before the last one ended, so one step of the
/// regex engine never scans more than this: a pattern that defeats the lazy
/// DFA costs up to ~100 µs a byte near [`REGEX_SIZE_LIMIT`], and a step
/// cannot be interrupted. A match up to [`SEARCH_OVERLAP`] bytes long is
/// always found; a longer one that crosses a window's edge may be missed.
pub const SEARCH_WINDOW: usize = 16 << 10;
pub const SEARCH_OVERLAP: usize = 4 << 10;
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
    /// [`WorkspaceFiles`] bounds what one costs the host: the pattern's
    /// length and compiled size ([`MAX_PATTERN_BYTES`], [`REGEX_SIZE_LIMIT`]),
    /// the glob's ([`MAX_GLOB_BYTES`]), the bytes of matches
    /// ([`MAX_SEARCH_BYTES`]) and its time (the walk timeout and
    /// [`Files::bound_time`], looked at every [`SEARCH_WINDOW`] bytes).
    fn search(&mut self, pattern: &str, options: &SearchOptions) -> Result<SearchResult, ApiError>;
    /// Workspace-relative paths of files matching a glob, sorted.
    fn find(&mut self, glob: &str, options: &FindOptions) -> Result<Vec<String>, ApiError>;
    /// Moves a file or directory; refuses to replace an existing path.
    fn move_path(&mut self, source: &str, destination: &str) -> Result<(), ApiError>;
    /// Deletes a file, or a directory with its contents.
    fn delete(&mut self, path: &str) -> Result<(), ApiError>;
    /// Bounds the calls that follow: a `search` or `find` still walking at
    /// `until` stops there with `timeout`. gg sets it before every call to
    /// when the turn's host time runs out; an implementation without long
    /// calls may ignore it (the default does).
    fn bound_time(&mut self, until: Instant) {
        let _ = until;
    }
}

pub fn api_error(operation: &str, code: ErrorCode, message: impl Into<String>) -> ApiError {
    ApiError { operation: operation.to_string(), code, message: message.into() }
}

/// Most symlinks one path may pass through (Linux's own limit).
const MAX_SYMLINKS: u32 = 40;

/// [`Files`] over a workspace directory.
#[derive(Debug, Clone)]
pub struct WorkspaceFiles {
    /// The canonical root, for [`Self::root`], absolute paths and ignore rules.
    root: PathBuf,
    /// The root, opened once; every other handle is reached from it.
    dir: Arc<Dir>,
    /// How long one search or find may walk the tree.
    walk_timeout: Duration,
    /// When the turn's host time runs out ([`Files::bound_time`]).
    until: Option<Instant>,
}

/// One step of a walk from the root.
enum Step {
    Name(OsString),
    Parent,
    /// An absolute symlink target inside the workspace: start again at the root.
    Root,
}

/// Where a program's path leads, held as open directories.
struct Place {
    /// The directories walked from the root, each opened by name from the one
    /// before it without following symlinks (the root itself is not in it).
    dirs: Vec<(OsString, Dir)>,
    /// What lies below the last directory: nothing when the path names that
    /// directory; else names of which only the first may exist (the others
    /// are still to be made), the last naming the entry.
    tail: Vec<OsString>,
}

impl Place {
    /// The workspace-relative names of the place, root first.
    fn names(&self) -> impl Iterator<Item = &OsStr> {
        self.dirs.iter().map(|(n, _)| n.as_os_str()).chain(self.tail.iter().map(|n| n.as_os_str()))
    }

    fn is_root(&self) -> bool {
        self.dirs.is_empty() && self.tail.is_empty()
    }

    /// The one entry the place names in its directory, if it names one that
    /// may exist (no directory on the way is missing).
    fn entry(&self) -> Option<&OsStr> {
        match self.tail.as_slice() {
            [name] => Some(name),
            _ => None,
        }
    }
}

/// One directory's ignore rules, read as the `ignore` crate reads them.
struct Rules {
    /// `.ignore`
    ignore: Gitignore,
    /// `.gitignore`
    git: Gitignore,
    /// `.git/info/exclude`
    exclude: Gitignore,
    /// The directory holds `.git`: rules of directories above it are not its.
    has_git: bool,
}

/// A directory being walked.
struct Frame {
    dir: Dir,
    /// Workspace-relative, `/`-separated.
    rel: String,
    /// The host form, to match ignore rules against.
    host: PathBuf,
    entries: std::vec::IntoIter<(OsString, FileType)>,
}

/// Reading opens without following a symlink, and without blocking: a
/// FIFO (or a device) in the workspace would otherwise hang the host in
/// `open` until a writer came; opened at once, it is refused as not a
/// regular file by the reader's own check.
fn read_options() -> OpenOptions {
    use cap_std::fs::OpenOptionsExt;
    let mut o = OpenOptions::new();
    o.read(true).follow(FollowSymlinks::No).custom_flags(libc::O_NONBLOCK);
    o
}

fn not_found() -> io::Error {
    io::Error::from(io::ErrorKind::NotFound)
}

fn join_rel(base: &str, name: &OsStr) -> String {
    let name = name.to_string_lossy();
    if base.is_empty() { name.into_owned() } else { format!("{base}/{name}") }
}

impl WorkspaceFiles {
    /// Files confined to `root`, which must exist.
    pub fn new(root: impl AsRef<Path>) -> io::Result<Self> {
        let root = root.as_ref().canonicalize()?;
        let dir = Dir::open_ambient_dir(&root, cap_std::ambient_authority())?;
        Ok(WorkspaceFiles { root, dir: Arc::new(dir), walk_timeout: Duration::from_secs(60), until: None })
    }

    /// Bounds how long one `search` or `find` may take (default 60 s); past
    /// it the call is `timeout`.
    pub fn with_walk_timeout(mut self, timeout: Duration) -> Self {
        self.walk_timeout = timeout;
        self
    }

    fn walk_expired(&self, op: &str, started: Instant) -> Result<(), ApiError> {
        let now = Instant::now();
        if self.until.is_some_and(|until| now >= until) {
            return Err(api_error(
                op,
                ErrorCode::Timeout,
                "the turn's host time ran out during the walk; narrow it with a path or glob",
            ));
        }
        if now.duration_since(started) > self.walk_timeout {
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

    /// The host path of a directory (or a path not made yet) inside the
    /// workspace, for a child process to start in. File operations never use
    /// it: they go through held directory handles.
    pub fn resolve(&self, op: &str, path: &str) -> Result<PathBuf, ApiError> {
        let place = self.locate(op, path, true)?;
        let mut out = self.root.clone();
        out.extend(place.names());
        Ok(out)
    }

    fn denied(op: &str, path: &str) -> ApiError {
        api_error(op, ErrorCode::Denied, format!("path `{path}` is outside the workspace"))
    }

    /// The program's path made relative to the root without touching the
    /// disk: `.` dropped, `..` applied, an absolute path inside the root
    /// accepted; climbing out is refused.
    fn lexical(&self, op: &str, path: &str) -> Result<Vec<OsString>, ApiError> {
        if path.is_empty() {
            return Err(api_error(op, ErrorCode::InvalidArgument, "path is empty"));
        }
        if path.contains('\0') {
            return Err(api_error(op, ErrorCode::InvalidArgument, "path contains a NUL byte"));
        }
        let given = Path::new(path);
        let mut lexical = if given.is_absolute() { PathBuf::from("/") } else { self.root.clone() };
        for part in given.components() {
            match part {
                Component::Normal(p) => lexical.push(p),
                Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
                Component::ParentDir => {
                    if !lexical.pop() || (!given.is_absolute() && !lexical.starts_with(&self.root)) {
                        return Err(Self::denied(op, path));
                    }
                }
            }
        }
        match lexical.strip_prefix(&self.root) {
            Ok(rel) => Ok(rel.components().map(|c| c.as_os_str().to_os_string()).collect()),
            Err(_) => Err(Self::denied(op, path)),
        }
    }

    /// The steps of a symlink's target, or `None` when it lies outside: an
    /// absolute target must name a path under the root.
    fn link_steps(&self, target: &Path) -> Option<Vec<Step>> {
        let (mut steps, rest) = if target.is_absolute() {
            (vec![Step::Root], target.strip_prefix(&self.root).ok()?)
        } else {
            (Vec::new(), target)
        };
        for part in rest.components() {
            match part {
                Component::Normal(p) => steps.push(Step::Name(p.to_os_string())),
                Component::ParentDir => steps.push(Step::Parent),
                Component::CurDir => {}
                Component::RootDir | Component::Prefix(_) => return None,
            }
        }
        Some(steps)
    }

    /// Walks a program's path from the root, one held directory to the next.
    /// Symlinks are read and their targets walked in turn (the last
    /// component's too when `follow_last`); `..` past the root, from the
    /// program or from a link, is `denied`. Nothing is created.
    fn locate(&self, op: &str, path: &str, follow_last: bool) -> Result<Place, ApiError> {
        let mut todo: VecDeque<Step> = self.lexical(op, path)?.into_iter().map(Step::Name).collect();
        let io = |e: io::Error| Self::fs_error(op, path, e);
        let mut dirs: Vec<(OsString, Dir)> = Vec::new();
        let mut tail = Vec::new();
        let mut links = 0;
        while let Some(step) = todo.pop_front() {
            let name = match step {
                Step::Name(name) => name,
                Step::Parent => {
                    if dirs.pop().is_none() {
                        return Err(Self::denied(op, path));
                    }
                    continue;
                }
                Step::Root => {
                    dirs.clear();
                    continue;
                }
            };
            let last = todo.is_empty();
            if last && !follow_last {
                tail.push(name);
                break;
            }
            let here = dirs.last().map_or(&*self.dir, |(_, d)| d);
            match here.symlink_metadata(&name) {
                Ok(meta) if meta.file_type().is_symlink() => {
                    links += 1;
                    if links > MAX_SYMLINKS {
                        return Err(io(io::Error::from_raw_os_error(libc::ELOOP)));
                    }
                    let target = here.read_link_contents(&name).map_err(io)?;
                    let steps = self.link_steps(&target).ok_or_else(|| Self::denied(op, path))?;
                    for step in steps.into_iter().rev() {
                        todo.push_front(step);
                    }
                }
                Ok(_) if last => {
                    tail.push(name);
                    break;
                }
                Ok(meta) if meta.is_dir() => {
                    let dir = here.open_dir_nofollow(&name).map_err(io)?;
                    dirs.push((name, dir));
                }
                Ok(_) => return Err(io(io::Error::from_raw_os_error(libc::ENOTDIR))),
                Err(e) if e.kind() == io::ErrorKind::NotFound => {
                    // The rest does not exist yet: plain names to be made.
                    tail.push(name);
                    for step in todo.drain(..) {
                        match step {
                            Step::Name(name) => tail.push(name),
                            Step::Parent | Step::Root => return Err(io(not_found())),
                        }
                    }
                    break;
                }
                Err(e) => return Err(io(e)),
            }
        }
        let place = Place { dirs, tail };
        if place.names().next() == Some(OsStr::new(STATE_DIR)) {
            return Err(api_error(
                op,
                ErrorCode::Denied,
                format!("path `{path}` is inside `{STATE_DIR}`, gg's own state"),
            ));
        }
        Ok(place)
    }

    /// The directory a place's entry lives in (the place itself when it names a directory).
    fn here<'a>(&'a self, place: &'a Place) -> &'a Dir {
        place.dirs.last().map_or(&*self.dir, |(_, d)| d)
    }

    /// Makes the missing directories of a place, each opened as it is made;
    /// afterwards the place names one entry in its last directory.
    fn make_parents(&self, place: &mut Place) -> io::Result<()> {
        while place.tail.len() > 1 {
            let name = place.tail.remove(0);
            let here = self.here(place);
            match here.create_dir(&name) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            }
            let dir = here.open_dir_nofollow(&name)?;
            place.dirs.push((name, dir));
        }
        Ok(())
    }

    /// Opens what a place names for reading, without following a symlink.
    fn open_read(&self, place: &Place) -> io::Result<File> {
        match place.tail.as_slice() {
            [] => self.here(place).open_with(".", &read_options()),
            [name] => self.here(place).open_with(name, &read_options()),
            _ => Err(not_found()),
        }
    }

    /// Opens the directory a place names, for listing or walking.
    fn open_dir(&self, place: &Place) -> io::Result<Dir> {
        match place.tail.as_slice() {
            [] => self.here(place).open_dir_nofollow("."),
            [name] => self.here(place).open_dir_nofollow(name),
            _ => Err(not_found()),
        }
    }

    /// Replaces `name` in `dir` with a new file holding `bytes`: written to a
    /// temporary file beside it, then renamed over it, so no existing file
    /// (a hard link to one outside, say) is written through.
    fn replace(dir: &Dir, name: &OsStr, bytes: &[u8], permissions: Option<Permissions>) -> io::Result<()> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let mut create = OpenOptions::new();
        create.write(true).create_new(true).follow(FollowSymlinks::No);
        let mut attempts = 0;
        let (temp, mut file) = loop {
            let temp = format!(".gg-write-{}-{}.tmp", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
            match dir.open_with(&temp, &create) {
                Ok(file) => break (temp, file),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempts < 16 => attempts += 1,
                Err(e) => return Err(e),
            }
        };
        let written = (|| {
            if let Some(p) = permissions {
                file.set_permissions(p)?;
            }
            file.write_all(bytes)?;
            drop(file);
            dir.rename(&temp, dir, name)
        })();
        if written.is_err() {
            let _ = dir.remove_file(&temp);
        }
        written
    }

    /// An I/O error as the program reads it; `cap_std`'s refusal of a path
    /// that would leave the root is `denied`.
    fn fs_error(op: &str, path: &str, e: io::Error) -> ApiError {
        if e.kind() == io::ErrorKind::PermissionDenied && e.raw_os_error().is_none() {
            return Self::denied(op, path);
        }
        Self::io_error(op, path, e)
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
        let place = self.locate(op, path, true)?;
        let file = self.open_read(&place).map_err(|e| Self::fs_error(op, path, e))?;
        let meta = file.metadata().map_err(|e| Self::io_error(op, path, e))?;
        if meta.is_dir() {
            return Err(api_error(op, ErrorCode::Conflict, format!("`{path}` is a directory")));
        }
        if !meta.is_file() {
            return Err(api_error(op, ErrorCode::Conflict, format!("`{path}` is not a regular file")));
        }
        if meta.len() > MAX_READ_BYTES {
            return Err(api_error(
                op,
                ErrorCode::LimitExceeded,
                format!("`{path}` has {} bytes; reads stop at {MAX_READ_BYTES}", meta.len()),
            ));
        }
        let mut bytes = Vec::with_capacity(meta.len() as usize);
        file.take(MAX_READ_BYTES).read_to_end(&mut bytes).map_err(|e| Self::io_error(op, path, e))?;
        Ok(bytes)
    }

    /// A directory's ignore rules; a rule file that is a symlink is not read.
    fn rules(dir: &Dir, host: &Path) -> Rules {
        let read = |dir: &Dir, name: &str| -> Option<String> {
            let mut file = dir.open_with(name, &read_options()).ok()?;
            let meta = file.metadata().ok()?;
            if !meta.is_file() || meta.len() > MAX_READ_BYTES {
                return None;
            }
            let mut text = String::new();
            file.read_to_string(&mut text).ok()?;
            Some(text)
        };
        let build = |text: Option<String>| -> Gitignore {
            let Some(text) = text else { return Gitignore::empty() };
            let mut builder = GitignoreBuilder::new(host);
            for line in text.strip_prefix('\u{feff}').unwrap_or(&text).lines() {
                let _ = builder.add_line(None, line);
            }
            builder.build().unwrap_or_else(|_| Gitignore::empty())
        };
        let has_git = dir.symlink_metadata(".git").is_ok();
        let exclude = if has_git {
            dir.open_dir_nofollow(".git")
                .and_then(|git| git.open_dir_nofollow("info"))
                .ok()
                .and_then(|info| read(&info, "exclude"))
        } else {
            None
        };
        Rules {
            ignore: build(read(dir, ".ignore")),
            git: build(read(dir, ".gitignore")),
            exclude: build(exclude),
            has_git,
        }
    }

    /// Whether ignore rules leave an entry out: `Some(true)` ignored,
    /// `Some(false)` whitelisted, `None` no rule speaks. As the `ignore`
    /// crate decides: `.ignore` over `.gitignore` over `.git/info/exclude`
    /// over the global gitignore, the deepest directory first, and git's
    /// rules stop at the nearest directory holding `.git`.
    fn ignored(rules: &[Rules], global: &Gitignore, path: &Path, is_dir: bool) -> Option<bool> {
        let verdict = |m: ignore::Match<&ignore::gitignore::Glob>| match m {
            ignore::Match::None => None,
            ignore::Match::Ignore(_) => Some(true),
            ignore::Match::Whitelist(_) => Some(false),
        };
        let (mut by_ignore, mut by_git, mut by_exclude, mut saw_git) = (None, None, None, false);
        for r in rules.iter().rev() {
            by_ignore = by_ignore.or_else(|| verdict(r.ignore.matched(path, is_dir)));
            if !saw_git {
                by_git = by_git.or_else(|| verdict(r.git.matched(path, is_dir)));
                by_exclude = by_exclude.or_else(|| verdict(r.exclude.matched(path, is_dir)));
            }
            saw_git |= r.has_git;
        }
        by_ignore.or(by_git).or(by_exclude).or_else(|| verdict(global.matched(path, is_dir)))
    }

    /// The entries of a directory in the order the file system lists them.
    fn entries(dir: &Dir) -> std::vec::IntoIter<(OsString, FileType)> {
        let mut out = Vec::new();
        if let Ok(entries) = dir.entries() {
            for entry in entries.flatten() {
                // A file system that leaves the type out of its listing is asked (without following).
                let ft = entry.file_type().ok().filter(|t| t.is_dir() || t.is_file() || t.is_symlink());
                if let Some(ft) = ft.or_else(|| entry.metadata().ok().map(|m| m.file_type())) {
                    out.push((entry.file_name(), ft));
                }
            }
        }
        out.into_iter()
    }

    /// Walks the files under a program's path that the ignore rules (and
    /// hidden-file rules) leave in, depth first in the file system's order,
    /// through held directory handles: never following a symlink, never
    /// entering `.gg`. `visit` gets each file's directory, name and
    /// workspace-relative path, and returns `true` to stop.
    fn walk(
        &self,
        op: &str,
        path: &str,
        visit: &mut dyn FnMut(&Dir, &OsStr, &str) -> Result<bool, ApiError>,
    ) -> Result<(), ApiError> {
        let place = self.locate(op, path, true)?;
        let started = Instant::now();
        let mut rel = String::new();
        let mut host = self.root.clone();
        let mut rules = vec![Self::rules(&self.dir, &host)];
        for (name, dir) in &place.dirs {
            rel = join_rel(&rel, name);
            host.push(name);
            rules.push(Self::rules(dir, &host));
        }
        if let Some(name) = place.entry() {
            let here = self.here(&place);
            match here.symlink_metadata(name) {
                Ok(meta) if meta.is_file() => {
                    // A file named as the start is searched whatever the rules say.
                    visit(here, name, &join_rel(&rel, name))?;
                    return Ok(());
                }
                Ok(meta) if meta.is_dir() => {}
                _ => return Ok(()),
            }
        } else if !place.tail.is_empty() {
            return Ok(());
        }
        let start = self.open_dir(&place).map_err(|e| Self::fs_error(op, path, e))?;
        if let Some(name) = place.entry() {
            rel = join_rel(&rel, name);
            host.push(name);
            rules.push(Self::rules(&start, &host));
        }
        let (global, _) = Gitignore::global();
        let entries = Self::entries(&start);
        let mut stack = vec![Frame { dir: start, rel, host, entries }];
        while let Some(frame) = stack.last_mut() {
            let Some((name, ft)) = frame.entries.next() else {
                stack.pop();
                rules.pop();
                continue;
            };
            self.walk_expired(op, started)?;
            if ft.is_symlink() || (frame.rel.is_empty() && name == STATE_DIR) {
                continue;
            }
            let host = frame.host.join(&name);
            let is_dir = ft.is_dir();
            match Self::ignored(&rules, &global, &host, is_dir) {
                Some(true) => continue,
                None if name.as_encoded_bytes().starts_with(b".") => continue,
                _ => {}
            }
            let rel = join_rel(&frame.rel, &name);
            if is_dir {
                let Ok(dir) = frame.dir.open_dir_nofollow(&name) else { continue };
                rules.push(Self::rules(&dir, &host));
                let entries = Self::entries(&dir);
                stack.push(Frame { dir, rel, host, entries });
            } else if ft.is_file() && visit(&frame.dir, &name, &rel)? {
                return Ok(());
            }
        }
        Ok(())
    }
}

/// A glob's matcher (`literal_separator`: `*` does not match `/`), or
/// `invalid-argument`. A glob past [`MAX_GLOB_BYTES`] is refused before
/// `globset` compiles it: its `compile_matcher` panics on a regex too big.
fn glob_matcher(op: &str, glob: &str, literal_separator: bool) -> Result<globset::GlobMatcher, ApiError> {
    if glob.len() > MAX_GLOB_BYTES {
        return Err(api_error(
            op,
            ErrorCode::InvalidArgument,
            format!("the glob is {} bytes; a glob is at most {MAX_GLOB_BYTES}", glob.len()),
        ));
    }
    let glob = globset::GlobBuilder::new(glob)
        .literal_separator(literal_separator)
        .build()
        .map_err(|e| api_error(op, ErrorCode::InvalidArgument, format!("invalid glob: {e}")))?;
    Ok(glob.compile_matcher())
}

/// Whether `pattern` may hold an assertion that reads the character after a
/// match (`$`, `\z`, `\b`, `\B`, `\<`, `\>`): a match such a pattern makes
/// at a window's edge may owe itself to the edge. Read from the text, so an
/// escaped `\$` or a `[$]` counts too (it only makes the search more careful).
fn reads_past_match(pattern: &str) -> bool {
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            '$' => return true,
            '\\' if matches!(chars.next(), Some('z' | 'b' | 'B' | '<' | '>')) => return true,
            _ => {}
        }
    }
    false
}

/// Where `regex` first matches `line` (a byte offset), searched so that no
/// one step of the engine scans more than [`SEARCH_WINDOW`] bytes; `check`
/// is told the bytes each step is about to scan and stops the search by
/// failing.
///
/// A longer line is searched in windows, each starting [`SEARCH_OVERLAP`]
/// before the last one ended. Each window's search sees the line before it
/// (so `^` and `\b` at its start read the true context) but not after it.
/// A match that ends before the window's edge is a match of the line; one
/// that ends at the edge is too, unless the pattern reads past a match
/// (`reads_past`, [`reads_past_match`]): then it may owe itself to the edge,
/// and the search goes on in the next window. So a match up to
/// [`SEARCH_OVERLAP`] bytes long is always found; with such a pattern, a
/// longer match that reaches a window's edge may be missed. The column is
/// that of the first match found this way.
fn find_in_line(
    regex: &regex::Regex,
    reads_past: bool,
    line: &str,
    check: &mut dyn FnMut(usize) -> Result<(), ApiError>,
) -> Result<Option<usize>, ApiError> {
    if line.len() <= SEARCH_WINDOW {
        check(line.len())?;
        return Ok(regex.find(line).map(|m| m.start()));
    }
    let mut start = 0;
    loop {
        let end = line.floor_char_boundary((start + SEARCH_WINDOW).min(line.len()));
        check(end - start)?;
        if let Some(m) = regex.find_at(&line[..end], start)
            && (m.end() < end || end == line.len() || !reads_past)
        {
            return Ok(Some(m.start()));
        }
        if end == line.len() {
            return Ok(None);
        }
        start = line.floor_char_boundary(end - SEARCH_OVERLAP);
    }
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
        let is_dir = || api_error(op, ErrorCode::Conflict, format!("`{path}` is a directory"));
        let mut place = self.locate(op, path, true)?;
        let Some(name) = place.tail.last().cloned() else { return Err(is_dir()) };
        // A file that exists keeps its permission bits in the file that replaces it.
        let mut permissions = None;
        if let Some(entry) = place.entry() {
            match self.here(&place).symlink_metadata(entry) {
                Ok(meta) if meta.is_dir() => return Err(is_dir()),
                Ok(meta) if meta.is_file() => permissions = Some(meta.permissions()),
                Ok(_) => {}
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(Self::fs_error(op, path, e)),
            }
        }
        self.make_parents(&mut place).map_err(|e| Self::fs_error(op, path, e))?;
        Self::replace(self.here(&place), &name, content.as_bytes(), permissions)
            .map_err(|e| Self::fs_error(op, path, e))?;
        Ok(content.len() as u64)
    }

    fn edit_file(&mut self, path: &str, old_text: &str, new_text: &str) -> Result<EditResult, ApiError> {
        let op = "files.edit-file";
        if old_text.is_empty() {
            return Err(api_error(op, ErrorCode::InvalidArgument, "old text is empty"));
        }
        let place = self.locate(op, path, true)?;
        let mut file = self.open_read(&place).map_err(|e| Self::fs_error(op, path, e))?;
        let meta = file.metadata().map_err(|e| Self::io_error(op, path, e))?;
        let (Some(name), false) = (place.entry(), meta.is_dir()) else {
            return Err(Self::io_error(op, path, io::Error::from(io::ErrorKind::IsADirectory)));
        };
        if !meta.is_file() {
            return Err(api_error(op, ErrorCode::Conflict, format!("`{path}` is not a regular file")));
        }
        let mut text = String::new();
        file.read_to_string(&mut text).map_err(|e| Self::io_error(op, path, e))?;
        drop(file);
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
                Self::replace(self.here(&place), name, out.as_bytes(), Some(meta.permissions()))
                    .map_err(|e| Self::fs_error(op, path, e))?;
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
        let place = self.locate(op, path, true)?;
        let dir = self.open_dir(&place).map_err(|e| Self::fs_error(op, path, e))?;
        let mut entries = Vec::new();
        for entry in dir.entries().map_err(|e| Self::io_error(op, path, e))? {
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
        entries.retain(|e| !(place.is_root() && e.name == STATE_DIR));
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(entries)
    }

    fn search(&mut self, pattern: &str, options: &SearchOptions) -> Result<SearchResult, ApiError> {
        let op = "files.search";
        if pattern.len() > MAX_PATTERN_BYTES {
            return Err(api_error(
                op,
                ErrorCode::InvalidArgument,
                format!("the pattern is {} bytes; a pattern is at most {MAX_PATTERN_BYTES}", pattern.len()),
            ));
        }
        let regex = regex::RegexBuilder::new(pattern)
            .case_insensitive(options.ignore_case)
            .size_limit(REGEX_SIZE_LIMIT)
            .dfa_size_limit(REGEX_DFA_LIMIT)
            .build()
            .map_err(|e| api_error(op, ErrorCode::InvalidArgument, format!("invalid regular expression: {e}")))?;
        let limit = options.limit.unwrap_or(DEFAULT_MATCHES);
        if limit == 0 || limit > MAX_MATCHES {
            return Err(api_error(op, ErrorCode::InvalidArgument, format!("limit must be 1 to {MAX_MATCHES}")));
        }
        let glob = match &options.glob {
            Some(g) => Some(glob_matcher(op, g, false)?),
            None => None,
        };
        let reads_past = reads_past_match(pattern);
        let started = Instant::now();
        let mut matches = Vec::new();
        let mut bytes = 0;
        let mut truncated = false;
        // The walk's time is looked at every SEARCH_WINDOW bytes scanned.
        let mut scanned = 0;
        let mut check = |n: usize| {
            scanned += n;
            if scanned >= SEARCH_WINDOW {
                scanned = 0;
                self.walk_expired(op, started)?;
            }
            Ok(())
        };
        self.walk(op, options.path.as_deref().unwrap_or("."), &mut |dir, name, rel| {
            if glob.as_ref().is_some_and(|g| !g.is_match(rel)) {
                return Ok(false);
            }
            let Ok(mut file) = dir.open_with(name, &read_options()) else { return Ok(false) };
            let Ok(meta) = file.metadata() else { return Ok(false) };
            if !meta.is_file() || meta.len() > MAX_READ_BYTES {
                return Ok(false);
            }
            let mut text = String::new();
            if file.read_to_string(&mut text).is_err() {
                return Ok(false); // binary or not UTF-8
            }
            for (i, line) in text.lines().enumerate() {
                if let Some(at) = find_in_line(&regex, reads_past, line, &mut check)? {
                    if matches.len() as u32 >= limit {
                        truncated = true;
                        return Ok(true);
                    }
                    bytes += line.len() + rel.len() + 16;
                    if bytes > MAX_SEARCH_BYTES {
                        return Err(api_error(
                            op,
                            ErrorCode::LimitExceeded,
                            format!("the matching lines come to more than {MAX_SEARCH_BYTES} bytes; narrow the search"),
                        ));
                    }
                    matches.push(SearchMatch {
                        path: rel.to_string(),
                        line: i as u32 + 1,
                        column: line[..at].chars().count() as u32 + 1,
                        text: line.to_string(),
                    });
                }
            }
            Ok(false)
        })?;
        Ok(SearchResult { matches, truncated })
    }

    fn find(&mut self, glob: &str, options: &FindOptions) -> Result<Vec<String>, ApiError> {
        let op = "files.find";
        let matcher = glob_matcher(op, glob, true)?;
        let limit = options.limit.unwrap_or(1000).min(MAX_MATCHES) as usize;
        let mut found = Vec::new();
        self.walk(op, options.path.as_deref().unwrap_or("."), &mut |_, _, rel| {
            if matcher.is_match(rel) {
                found.push(rel.to_string());
            }
            Ok(false)
        })?;
        found.sort();
        found.truncate(limit);
        Ok(found)
    }

    fn move_path(&mut self, source: &str, destination: &str) -> Result<(), ApiError> {
        let op = "files.move";
        // Neither end is followed if it is a symlink: the link itself moves.
        let from = self.locate(op, source, false)?;
        let mut to = self.locate(op, destination, false)?;
        if from.is_root() || to.is_root() {
            return Err(api_error(op, ErrorCode::InvalidArgument, "the workspace root cannot be moved"));
        }
        let missing = || api_error(op, ErrorCode::NotFound, format!("`{source}`: no such file or directory"));
        let from_name = from.entry().ok_or_else(missing)?;
        if self.here(&from).symlink_metadata(from_name).is_err() {
            return Err(missing());
        }
        if let Some(name) = to.entry()
            && self.here(&to).symlink_metadata(name).is_ok()
        {
            return Err(api_error(op, ErrorCode::Conflict, format!("`{destination}` already exists")));
        }
        self.make_parents(&mut to).map_err(|e| Self::fs_error(op, destination, e))?;
        let to_name = to.entry().ok_or_else(|| Self::io_error(op, destination, not_found()))?;
        self.here(&from).rename(from_name, self.here(&to), to_name).map_err(|e| Self::fs_error(op, source, e))
    }

    fn bound_time(&mut self, until: Instant) {
        self.until = Some(until);
    }

    fn delete(&mut self, path: &str) -> Result<(), ApiError> {
        let op = "files.delete";
        // A symlink is deleted, not what it points at.
        let place = self.locate(op, path, false)?;
        if place.is_root() {
            return Err(api_error(op, ErrorCode::InvalidArgument, "the workspace root cannot be deleted"));
        }
        let name = place.entry().ok_or_else(|| Self::io_error(op, path, not_found()))?;
        let here = self.here(&place);
        let meta = here.symlink_metadata(name).map_err(|e| Self::fs_error(op, path, e))?;
        if meta.is_dir() { here.remove_dir_all(name) } else { here.remove_file(name) }
            .map_err(|e| Self::fs_error(op, path, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

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
    fn a_fifo_is_refused_without_waiting_for_a_writer() {
        let (_dir, mut f) = ws();
        let fifo = f.root().join("pipe");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo(3) reads a NUL-terminated path; nothing else is touched.
        #[allow(unsafe_code, reason = "no std API makes a FIFO")]
        let made = unsafe { libc::mkfifo(c.as_ptr(), 0o644) };
        assert_eq!(made, 0);
        assert_eq!(code(f.read_text_file("pipe")), ErrorCode::Conflict);
        assert_eq!(code(f.read_file("pipe", None, None)), ErrorCode::Conflict);
        assert_eq!(code(f.edit_file("pipe", "a", "b")), ErrorCode::Conflict);
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

    /// The workspace `ws` beside `outside/` (empty) and `secret` ("s"), with
    /// the dangling shapes that once let a write out: `chain -> hop ->
    /// ../outside/x`, and `l -> outdir/x` with `outdir -> ../outside`.
    fn traps() -> (tempfile::TempDir, WorkspaceFiles) {
        let (dir, f) = ws();
        fs::create_dir(dir.path().join("outside")).unwrap();
        let root = f.root().to_path_buf();
        let link = |target: &str, name: &str| std::os::unix::fs::symlink(target, root.join(name)).unwrap();
        link("hop", "chain");
        link("../outside/x", "hop");
        link("../outside", "outdir");
        link("outdir/x", "l");
        (dir, f)
    }

    fn outside_is_empty(dir: &tempfile::TempDir) -> bool {
        fs::read_dir(dir.path().join("outside")).unwrap().count() == 0
    }

    #[test]
    fn dangling_links_out_are_refused_for_write_and_read() {
        let (dir, mut f) = traps();
        for path in ["chain", "hop", "l", "outdir/x", "outdir/new/x"] {
            let e = f.write_file(path, "planted").unwrap_err();
            assert_eq!(
                (e.code, e.message.as_str()),
                (ErrorCode::Denied, &*format!("path `{path}` is outside the workspace"))
            );
            assert_eq!(code(f.read_text_file(path)), ErrorCode::Denied, "{path}");
            assert_eq!(code(f.read_file(path, None, None)), ErrorCode::Denied, "{path}");
            assert_eq!(code(f.edit_file(path, "a", "b")), ErrorCode::Denied, "{path}");
        }
        assert!(outside_is_empty(&dir));
        // Once the target exists, still refused.
        fs::write(dir.path().join("outside/x"), "out").unwrap();
        for path in ["chain", "hop", "l", "outdir/x"] {
            assert_eq!(code(f.read_text_file(path)), ErrorCode::Denied, "{path}");
            assert_eq!(code(f.write_file(path, "planted")), ErrorCode::Denied, "{path}");
        }
        assert_eq!(fs::read_to_string(dir.path().join("outside/x")).unwrap(), "out");
    }

    #[test]
    fn link_to_an_existing_outside_file_is_refused() {
        let (dir, mut f) = ws();
        let root = f.root().to_path_buf();
        std::os::unix::fs::symlink(dir.path().join("secret"), root.join("abs")).unwrap();
        std::os::unix::fs::symlink("../secret", root.join("rel")).unwrap();
        fs::create_dir(root.join("sub")).unwrap();
        std::os::unix::fs::symlink("../../secret", root.join("sub/deep")).unwrap();
        for path in ["abs", "rel", "sub/deep", "./sub/../rel"] {
            let e = f.read_text_file(path).unwrap_err();
            assert_eq!(
                (e.code, e.message.as_str()),
                (ErrorCode::Denied, &*format!("path `{path}` is outside the workspace"))
            );
            assert_eq!(code(f.write_file(path, "x")), ErrorCode::Denied, "{path}");
            assert_eq!(code(f.edit_file(path, "s", "x")), ErrorCode::Denied, "{path}");
        }
        assert_eq!(fs::read_to_string(dir.path().join("secret")).unwrap(), "s");
        assert_eq!(fs::read_link(root.join("abs")).unwrap(), dir.path().join("secret"));
    }

    #[test]
    fn hard_link_to_an_outside_file_is_never_written_through() {
        let (dir, mut f) = ws();
        let root = f.root().to_path_buf();
        fs::hard_link(dir.path().join("secret"), root.join("linked.txt")).unwrap();
        // Reading it reads the file the workspace holds.
        assert_eq!(f.read_text_file("linked.txt").unwrap(), "s");
        assert_eq!(f.write_file("linked.txt", "mine").unwrap(), 4);
        assert_eq!(fs::read_to_string(dir.path().join("secret")).unwrap(), "s");
        assert_eq!(f.read_text_file("linked.txt").unwrap(), "mine");

        fs::remove_file(root.join("linked.txt")).unwrap();
        fs::hard_link(dir.path().join("secret"), root.join("linked.txt")).unwrap();
        assert_eq!(f.edit_file("linked.txt", "s", "edited").unwrap().line, 1);
        assert_eq!(fs::read_to_string(dir.path().join("secret")).unwrap(), "s");
        assert_eq!(f.read_text_file("linked.txt").unwrap(), "edited");
        // No temporary file is left behind.
        let names: Vec<_> = f.list_directory(".").unwrap().into_iter().map(|e| e.name).collect();
        assert_eq!(names, ["linked.txt"]);
    }

    #[test]
    fn writes_keep_permission_bits() {
        use std::os::unix::fs::PermissionsExt;
        let (_d, mut f) = ws();
        let script = f.root().join("run.sh");
        fs::write(
            &script,
            "#!/bin/sh
",
        )
        .unwrap();
        fs::set_permissions(&script, fs::Permissions::from_mode(0o750)).unwrap();
        f.write_file(
            "run.sh",
            "#!/bin/sh
true
",
        )
        .unwrap();
        f.edit_file("run.sh", "true", "false").unwrap();
        assert_eq!(fs::metadata(&script).unwrap().permissions().mode() & 0o777, 0o750);
        assert_eq!(
            fs::read_to_string(&script).unwrap(),
            "#!/bin/sh
false
"
        );
    }

    #[test]
    fn moving_a_link_that_points_out_moves_the_link() {
        let (dir, mut f) = traps();
        let root = f.root().to_path_buf();
        std::os::unix::fs::symlink(dir.path().join("secret"), root.join("escape")).unwrap();
        f.move_path("escape", "sub/moved").unwrap();
        assert!(fs::symlink_metadata(root.join("sub/moved")).unwrap().file_type().is_symlink());
        assert!(fs::symlink_metadata(root.join("escape")).is_err());
        assert_eq!(fs::read_to_string(dir.path().join("secret")).unwrap(), "s");
        assert_eq!(code(f.read_text_file("sub/moved")), ErrorCode::Denied);
        // A dangling link out moves as itself too; nothing appears outside.
        f.move_path("chain", "chain2").unwrap();
        assert_eq!(fs::read_link(root.join("chain2")).unwrap(), Path::new("hop"));
        assert_eq!(code(f.write_file("chain2", "x")), ErrorCode::Denied);
        // Moving through a link out is refused, either end.
        f.write_file("notes.txt", "n").unwrap();
        assert_eq!(code(f.move_path("notes.txt", "outdir/notes.txt")), ErrorCode::Denied);
        assert_eq!(code(f.move_path("outdir/anything", "here")), ErrorCode::Denied);
        assert!(outside_is_empty(&dir));
        // Deleting a link out deletes the link.
        f.delete("sub/moved").unwrap();
        assert_eq!(fs::read_to_string(dir.path().join("secret")).unwrap(), "s");
    }

    #[test]
    fn directory_link_out_is_refused_for_listing_and_walks() {
        let (dir, mut f) = traps();
        fs::write(dir.path().join("outside/found.txt"), "needle").unwrap();
        let root = f.root().to_path_buf();
        std::os::unix::fs::symlink(dir.path().join("outside"), root.join("abs-out")).unwrap();
        for path in ["outdir", "abs-out", "outdir/.", "l"] {
            assert_eq!(code(f.list_directory(path)), ErrorCode::Denied, "{path}");
        }
        let opts = SearchOptions { path: Some("outdir".into()), glob: None, limit: None, ignore_case: false };
        assert_eq!(code(f.search("needle", &opts)), ErrorCode::Denied);
        assert_eq!(code(f.find("*", &FindOptions { path: Some("abs-out".into()), limit: None })), ErrorCode::Denied);
        // A walk from the root does not follow them.
        let all = SearchOptions { path: None, glob: None, limit: None, ignore_case: false };
        assert!(f.search("needle", &all).unwrap().matches.is_empty());
        assert!(f.find("**", &FindOptions { path: None, limit: None }).unwrap().is_empty());
        let kinds: Vec<_> = f.list_directory(".").unwrap().into_iter().map(|e| (e.name, e.kind)).collect();
        assert!(kinds.iter().all(|(_, k)| *k == EntryKind::Symlink), "{kinds:?}");
    }

    #[test]
    fn links_inside_keep_working() {
        let (dir, mut f) = ws();
        let root = f.root().to_path_buf();
        f.write_file("data/notes.txt", "one\n").unwrap();
        let link = |target: &Path, name: &str| std::os::unix::fs::symlink(target, root.join(name)).unwrap();
        link(Path::new("data/notes.txt"), "rel");
        link(&root.join("data/notes.txt"), "abs");
        link(Path::new("data"), "d");
        link(Path::new("d/../data/new.txt"), "pending");
        link(Path::new("."), "self");
        assert_eq!(f.read_text_file("rel").unwrap(), "one\n");
        assert_eq!(f.read_text_file("abs").unwrap(), "one\n");
        assert_eq!(f.read_text_file("d/notes.txt").unwrap(), "one\n");
        assert_eq!(f.read_text_file("self/self/d/notes.txt").unwrap(), "one\n");
        // A write through a link replaces the file it points at; the link stays.
        f.write_file("rel", "two\n").unwrap();
        assert!(fs::symlink_metadata(root.join("rel")).unwrap().file_type().is_symlink());
        assert_eq!(fs::read_to_string(root.join("data/notes.txt")).unwrap(), "two\n");
        f.edit_file("abs", "two", "three").unwrap();
        assert_eq!(fs::read_to_string(root.join("data/notes.txt")).unwrap(), "three\n");
        // A dangling link inside makes its target.
        f.write_file("pending", "new").unwrap();
        assert_eq!(fs::read_to_string(root.join("data/new.txt")).unwrap(), "new");
        assert_eq!(f.list_directory("d").unwrap().len(), 2);
        assert_eq!(f.resolve("t", "d").unwrap(), root.join("data"));
        assert_eq!(
            f.find("**", &FindOptions { path: Some("d".into()), limit: None }).unwrap(),
            ["data/new.txt", "data/notes.txt"]
        );
        // A loop is an error, not a hang.
        link(Path::new("loop"), "loop");
        assert_eq!(code(f.read_text_file("loop")), ErrorCode::Io);
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 2);
    }

    #[test]
    fn state_dir_stays_out_of_reach() {
        let (_d, mut f) = ws();
        let root = f.root().to_path_buf();
        fs::create_dir(root.join(STATE_DIR)).unwrap();
        fs::write(root.join(".gg/state.db"), "db").unwrap();
        std::os::unix::fs::symlink(".gg", root.join("state")).unwrap();
        std::os::unix::fs::symlink(".gg/state.db", root.join("db")).unwrap();
        for path in [".gg/state.db", "state/state.db", "db", "./x/../.gg/state.db"] {
            let e = f.read_text_file(path).unwrap_err();
            assert_eq!(
                (e.code, e.message.as_str()),
                (ErrorCode::Denied, &*format!("path `{path}` is inside `.gg`, gg's own state"))
            );
            assert_eq!(code(f.write_file(path, "x")), ErrorCode::Denied, "{path}");
        }
        assert_eq!(code(f.list_directory("state")), ErrorCode::Denied);
        assert_eq!(code(f.move_path("notes", ".gg/notes")), ErrorCode::Denied);
        assert_eq!(code(f.delete(".gg")), ErrorCode::Denied);
        assert_eq!(fs::read_to_string(root.join(".gg/state.db")).unwrap(), "db");
        // Deleting or moving the link itself is allowed: it is not in `.gg`.
        f.delete("db").unwrap();
        assert_eq!(fs::read_to_string(root.join(".gg/state.db")).unwrap(), "db");
    }

    #[test]
    fn walks_follow_ignore_rules() {
        let (_d, mut f) = ws();
        f.write_file("src/a.txt", "hit").unwrap();
        f.write_file("build/b.txt", "hit").unwrap();
        f.write_file("src/gen/c.txt", "hit").unwrap();
        f.write_file("src/keep.log", "hit").unwrap();
        f.write_file("x.log", "hit").unwrap();
        f.write_file(".hidden/d.txt", "hit").unwrap();
        f.write_file(".gitignore", "build/\n*.log\n").unwrap();
        f.write_file("src/.gitignore", "gen/\n!keep.log\n").unwrap();
        let all = FindOptions { path: None, limit: None };
        assert_eq!(f.find("**", &all).unwrap(), ["src/a.txt", "src/keep.log"]);
        let opts = SearchOptions { path: Some("src".into()), glob: None, limit: None, ignore_case: false };
        let mut hits: Vec<_> = f.search("hit", &opts).unwrap().matches.into_iter().map(|m| m.path).collect();
        hits.sort();
        assert_eq!(hits, ["src/a.txt", "src/keep.log"]);
        // A file named as the start is searched whatever the rules say.
        let one = SearchOptions { path: Some("x.log".into()), glob: None, limit: None, ignore_case: false };
        assert_eq!(f.search("hit", &one).unwrap().matches.len(), 1);
        assert!(f.find("**", &FindOptions { path: Some("missing".into()), limit: None }).unwrap().is_empty());
    }

    fn first_match(pattern: &str, line: &str) -> Option<usize> {
        let regex = regex::Regex::new(pattern).unwrap();
        find_in_line(&regex, reads_past_match(pattern), line, &mut |_| Ok(())).unwrap()
    }

    #[test]
    fn long_lines_are_searched_in_windows_as_whole_lines_are() {
        let line = format!("{}needle{}", "a".repeat(SEARCH_WINDOW * 3 - 3), "b".repeat(SEARCH_WINDOW));
        // A match across a window's edge is found where it is.
        assert_eq!(first_match("needle", &line), Some(SEARCH_WINDOW * 3 - 3));
        // A greedy match that runs to every window's edge is found at its start.
        assert_eq!(first_match("needle.*", &line), Some(SEARCH_WINDOW * 3 - 3));
        // One past the overlap that must end at the line's end is found in
        // the last window: the line matches, the column is that window's.
        let at = first_match("b+$", &line).unwrap();
        assert!(at >= SEARCH_WINDOW * 3 + 3 && line[at..].bytes().all(|b| b == b'b'), "{at}");
        // A window's start is not the line's, nor its end the line's end.
        assert_eq!(first_match("^a", &line), Some(0));
        assert_eq!(first_match("^b", &line), None);
        assert_eq!(first_match("a$", &line), None);
        assert_eq!(first_match(r"a\b", &line), None);
        assert_eq!(first_match(r"\ba", &line), Some(0));
        assert_eq!(first_match(r"a+\b", &line), None);
        // A long match without such assertions is found, in the window
        // where it ends.
        assert!(first_match(r"a+needle", &line).is_some());
        assert!(reads_past_match(r"x\>") && reads_past_match("[$]") && !reads_past_match(r"\\d+"));
        // A match as long as the overlap, anywhere, is found.
        for at in [0, SEARCH_WINDOW - 10, SEARCH_WINDOW * 2 - SEARCH_OVERLAP / 2, line.len() - SEARCH_OVERLAP] {
            let mut l = line.clone().into_bytes();
            l[at..at + SEARCH_OVERLAP].fill(b'z');
            let l = String::from_utf8(l).unwrap();
            let found = first_match(&format!("z{{{SEARCH_OVERLAP}}}"), &l);
            assert_eq!(found, Some(at), "at {at}");
        }
        // Multi-byte characters on the edges.
        let wide = "é".repeat(SEARCH_WINDOW) + "x";
        assert_eq!(first_match("éx", &wide), Some(wide.len() - 3));
    }

    #[test]
    fn a_long_line_is_searched_a_window_at_a_time() {
        let line = "a".repeat(SEARCH_WINDOW * 10);
        let regex = regex::Regex::new("b").unwrap();
        let mut steps = Vec::new();
        let mut step = |n| {
            steps.push(n);
            Ok(())
        };
        assert_eq!(find_in_line(&regex, false, &line, &mut step).unwrap(), None);
        assert!(steps.len() > 10 && steps.iter().all(|n| *n <= SEARCH_WINDOW), "{steps:?}");
        // A failing check stops the search.
        let stop = |_| Err(api_error("files.search", ErrorCode::Timeout, "stop"));
        assert_eq!(find_in_line(&regex, false, &line, &mut { stop }).unwrap_err().code, ErrorCode::Timeout);
    }

    #[test]
    fn searches_refuse_what_would_cost_the_host_too_much() {
        let (_d, mut f) = ws();
        f.write_file("a.txt", "abc\n").unwrap();
        let opts = SearchOptions { path: None, glob: None, limit: None, ignore_case: false };
        // A pattern too long to parse cheaply, or too big compiled.
        assert_eq!(code(f.search(&"a".repeat(MAX_PATTERN_BYTES + 1), &opts)), ErrorCode::InvalidArgument);
        assert_eq!(code(f.search(r"\w{50}\W{50}", &opts)), ErrorCode::InvalidArgument);
        // A glob whose regex is too big for `globset` (it would panic).
        let glob = SearchOptions { glob: Some("a".repeat(MAX_GLOB_BYTES + 1)), ..opts.clone() };
        assert_eq!(code(f.search("a", &glob)), ErrorCode::InvalidArgument);
        let find = FindOptions { path: None, limit: None };
        assert_eq!(code(f.find(&"*a".repeat(MAX_GLOB_BYTES), &find)), ErrorCode::InvalidArgument);
        // A search still running when the turn's host time runs out stops.
        f.write_file("long.txt", &"ab".repeat(4 << 20)).unwrap();
        f.bound_time(Instant::now());
        let e = f.search("a[ab]{20}c", &opts).unwrap_err();
        assert_eq!(e.code, ErrorCode::Timeout);
        assert!(e.message.contains("host time"), "{}", e.message);
        assert_eq!(code(f.find("**", &find)), ErrorCode::Timeout);
        f.bound_time(Instant::now() + Duration::from_secs(600));
        assert_eq!(f.search("abc", &opts).unwrap().matches.len(), 1);
    }
}
