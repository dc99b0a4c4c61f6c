//! The workspace's state database: one SQLite file (default
//! `<workspace>/.gg/state.db`) holding tasks, memories, open views and the
//! thread of turns.
//!
//! Invariants: WAL mode with a busy timeout, so concurrent turns on one
//! workspace wait for each other instead of failing; every read-modify-write
//! runs in an immediate transaction; the file is opened lazily, on the first
//! call that needs it, so a turn that uses no state pays nothing. Open
//! connections are kept in a small per-process pool keyed by path and checked
//! against the file's identity (device and inode) before reuse, so a database
//! deleted or replaced between turns is opened afresh, never written through
//! a stale handle.
//!
//! What one turn adds is bounded (the bounds live where the writes are made):
//! its recorded outcome (`context::MAX_OUTCOME_BYTES`) beside its program's
//! text, the views it opens (`Limits::turn_view_bytes`; the workspace keeps
//! at most `views::MAX_OPEN_VIEW_BYTES` open), its memory, task and session
//! text writes and the code modules it binds (`Limits::state_write_bytes`
//! each). The write-ahead log is truncated to [`WAL_KEEP_BYTES`] after a
//! checkpoint, so it does not keep the size of the largest turn.

use gg_membrane::api::core::{ApiError, ErrorCode};
use rusqlite::Connection;
use std::collections::HashMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::Duration;

/// The schema, applied idempotently at open.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS tasks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    status TEXT NOT NULL,
    notes TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS memories (
    slug TEXT PRIMARY KEY,
    text TEXT NOT NULL,
    tags TEXT NOT NULL,
    code TEXT,
    updated_at INTEGER NOT NULL
);
CREATE VIRTUAL TABLE IF NOT EXISTS memories_fts USING fts5(slug, text, tags, tokenize = 'porter unicode61');
CREATE TABLE IF NOT EXISTS views (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    label TEXT NOT NULL,
    body TEXT NOT NULL,
    path TEXT,
    opened_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS turns (
    number INTEGER PRIMARY KEY AUTOINCREMENT,
    lang TEXT NOT NULL,
    band TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    program TEXT NOT NULL,
    outcome TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS modules (
    key TEXT PRIMARY KEY,
    file TEXT NOT NULL,
    source TEXT NOT NULL,
    origin TEXT NOT NULL,
    seq INTEGER NOT NULL
);
";

/// Bytes of write-ahead log kept after a checkpoint (`journal_size_limit`).
pub const WAL_KEEP_BYTES: i64 = 16 << 20;

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}

/// A lazily opened state database, shared by a turn's families.
#[derive(Clone)]
pub struct State {
    inner: Arc<Mutex<Inner>>,
}

struct Inner {
    path: PathBuf,
    conn: Option<(Connection, FileId)>,
}

/// A database file's identity: device and inode.
type FileId = (u64, u64);

fn file_id(path: &Path) -> Option<FileId> {
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// Most idle connections kept per database.
const POOL_PER_PATH: usize = 4;
/// Databases with idle connections kept at once: a process that serves many
/// workspaces (the soak bench, a server) must not keep every one it ever
/// opened.
const POOLED_PATHS: usize = 16;

/// Idle connections by database path.
type Pool = Mutex<HashMap<PathBuf, Vec<(Connection, FileId)>>>;

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(Mutex::default)
}

fn checkout(path: &Path) -> Option<(Connection, FileId)> {
    let id = file_id(path)?;
    let mut pool = pool().lock().unwrap_or_else(|p| p.into_inner());
    let idle = pool.get_mut(path)?;
    // Connections to a file that is no longer the one at `path` are dropped.
    idle.retain(|(_, fid)| *fid == id);
    idle.pop()
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some((conn, id)) = self.conn.take()
            && conn.is_autocommit()
        {
            let mut pool = pool().lock().unwrap_or_else(|p| p.into_inner());
            if !pool.contains_key(&self.path) && pool.len() >= POOLED_PATHS {
                // Databases gone or replaced go first, then any other one.
                pool.retain(|path, idle| file_id(path).is_some_and(|now| idle.iter().all(|(_, fid)| *fid == now)));
                if pool.len() >= POOLED_PATHS
                    && let Some(other) = pool.keys().next().cloned()
                {
                    pool.remove(&other);
                }
            }
            let idle = pool.entry(self.path.clone()).or_default();
            if idle.len() < POOL_PER_PATH {
                idle.push((conn, id));
            }
        }
    }
}

impl std::fmt::Debug for State {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.inner.lock().map(|i| i.path.clone()).unwrap_or_default();
        f.debug_struct("State").field("path", &path).finish()
    }
}

/// An open connection, held for one operation.
pub struct Db<'a>(MutexGuard<'a, Inner>);

impl Db<'_> {
    pub fn conn(&mut self) -> &mut Connection {
        &mut self.0.conn.as_mut().expect("opened before handed out").0
    }
}

/// Opens (creating if needed) the database at `path` with gg's pragmas and schema.
pub fn open(path: &Path) -> Result<Connection, String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    }
    let conn = Connection::open(path).map_err(|e| format!("opening {}: {e}", path.display()))?;
    conn.busy_timeout(Duration::from_secs(10)).map_err(|e| e.to_string())?;
    conn.pragma_update(None, "journal_mode", "WAL").map_err(|e| e.to_string())?;
    conn.pragma_update(None, "synchronous", "NORMAL").map_err(|e| e.to_string())?;
    conn.pragma_update(None, "journal_size_limit", WAL_KEEP_BYTES).map_err(|e| e.to_string())?;
    conn.execute_batch(SCHEMA).map_err(|e| format!("creating gg's schema in {}: {e}", path.display()))?;
    Ok(conn)
}

impl State {
    /// State kept at `path`; nothing is opened until a call needs it.
    pub fn at(path: impl Into<PathBuf>) -> State {
        State { inner: Arc::new(Mutex::new(Inner { path: path.into(), conn: None })) }
    }

    /// The default location for a workspace: `<workspace>/.gg/state.db`.
    pub fn default_path(workspace: &Path) -> PathBuf {
        workspace.join(".gg").join("state.db")
    }

    pub fn path(&self) -> PathBuf {
        self.inner.lock().map(|i| i.path.clone()).unwrap_or_default()
    }

    /// The open database, for operation `op`; an open failure is `io`.
    pub fn db(&self, op: &str) -> Result<Db<'_>, ApiError> {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        if inner.conn.is_none() {
            let pooled = checkout(&inner.path);
            let fresh = match pooled {
                Some(c) => c,
                None => {
                    let failed = |m: String| ApiError {
                        operation: op.into(),
                        code: ErrorCode::Io,
                        message: format!("the workspace's state database: {m}"),
                    };
                    let conn = open(&inner.path).map_err(failed)?;
                    let id = file_id(&inner.path).ok_or_else(|| failed("the file vanished after opening".into()))?;
                    (conn, id)
                }
            };
            inner.conn = Some(fresh);
        }
        Ok(Db(inner))
    }
}

/// A database error as the program sees it.
pub fn db_error(op: &str, e: rusqlite::Error) -> ApiError {
    let code = match &e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::DatabaseBusy => ErrorCode::Timeout,
        _ => ErrorCode::Io,
    };
    ApiError { operation: op.into(), code, message: format!("state database: {e}") }
}
