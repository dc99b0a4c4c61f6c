//! The embedded journal: durable sessions' journals in the workspace's
//! state database (`<workspace>/.gg/state.db`), beside its tasks and
//! memories, in three tables of their own.
//!
//! Invariants: every write is one transaction, committed before the method
//! returns (WAL, `synchronous = NORMAL`: a killed gg loses nothing; a power
//! cut may lose the last transactions, as the state database's own writes);
//! a closed session's rows are deleted with it; session id numbers come
//! from a counter kept in the same file, so they are never handed out twice
//! for this workspace.

use gg_core::journal::{Crossing, Journal, Journaled, ProgramEntry, SessionEntry};
use rusqlite::{Connection, OptionalExtension, params};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS journal_ids (
    one INTEGER PRIMARY KEY CHECK (one = 1),
    last INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS journal_sessions (
    id TEXT PRIMARY KEY,
    lang TEXT NOT NULL,
    keep_state INTEGER NOT NULL,
    spec TEXT NOT NULL,
    opened INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS journal_programs (
    session TEXT NOT NULL,
    number INTEGER NOT NULL,
    source TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    stdout INTEGER NOT NULL DEFAULT 0,
    stderr INTEGER NOT NULL DEFAULT 0,
    outcome TEXT,
    PRIMARY KEY (session, number)
);
CREATE TABLE IF NOT EXISTS journal_crossings (
    session TEXT NOT NULL,
    number INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (session, number, seq)
);
";

/// Durable sessions' journals in one SQLite file.
pub struct SqliteJournal {
    path: PathBuf,
    conn: Mutex<Connection>,
}

impl std::fmt::Debug for SqliteJournal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteJournal").field("path", &self.path).finish()
    }
}

fn db(e: rusqlite::Error) -> String {
    format!("the journal: {e}")
}

impl SqliteJournal {
    /// The journal in the state database at `path` (created if need be).
    pub fn open(path: &Path) -> Result<SqliteJournal, String> {
        let conn = crate::state::open(path)?;
        conn.execute_batch(SCHEMA).map_err(db)?;
        Ok(SqliteJournal { path: path.to_path_buf(), conn: Mutex::new(conn) })
    }

    /// The journal of `workspace`'s default state database.
    pub fn for_workspace(workspace: &Path) -> Result<SqliteJournal, String> {
        SqliteJournal::open(&crate::state::State::default_path(workspace))
    }

    /// The journal of `workspace`, shared by every session of this process
    /// on it (one connection per workspace).
    pub fn shared(workspace: &Path) -> Result<std::sync::Arc<SqliteJournal>, String> {
        type Open = Mutex<std::collections::HashMap<PathBuf, std::sync::Arc<SqliteJournal>>>;
        static OPEN: std::sync::OnceLock<Open> = std::sync::OnceLock::new();
        let path = crate::state::State::default_path(workspace);
        let mut open = OPEN.get_or_init(Mutex::default).lock().unwrap_or_else(|p| p.into_inner());
        if let Some(j) = open.get(&path) {
            return Ok(j.clone());
        }
        let j = std::sync::Arc::new(SqliteJournal::open(&path)?);
        open.insert(path, j.clone());
        Ok(j)
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Journal for SqliteJournal {
    fn next_id(&self) -> Result<u64, String> {
        let mut c = self.conn();
        let t = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(db)?;
        t.execute(
            "INSERT INTO journal_ids (one, last) VALUES (1, 1) ON CONFLICT(one) DO UPDATE SET last = last + 1",
            [],
        )
        .map_err(db)?;
        let last: i64 = t.query_row("SELECT last FROM journal_ids", [], |r| r.get(0)).map_err(db)?;
        t.commit().map_err(db)?;
        Ok(last as u64)
    }

    fn open(&self, s: &SessionEntry) -> Result<(), String> {
        self.conn()
            .execute(
                "INSERT OR REPLACE INTO journal_sessions (id, lang, keep_state, spec, opened) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![s.id, s.lang, s.keep_state, s.spec.to_string(), crate::state::now_ms() as i64],
            )
            .map_err(db)?;
        Ok(())
    }

    fn begin(&self, session: &str, number: u32, source: &str) -> Result<(), String> {
        let mut c = self.conn();
        let t = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(db)?;
        // A session that keeps no state is replayed only for its last program.
        let keeps: bool = t
            .query_row("SELECT keep_state FROM journal_sessions WHERE id = ?1", [session], |r| r.get(0))
            .optional()
            .map_err(db)?
            .ok_or_else(|| format!("the journal holds no session `{session}`"))?;
        if !keeps {
            t.execute("DELETE FROM journal_crossings WHERE session = ?1", [session]).map_err(db)?;
            t.execute("DELETE FROM journal_programs WHERE session = ?1", [session]).map_err(db)?;
        }
        t.execute(
            "INSERT OR REPLACE INTO journal_programs (session, number, source) VALUES (?1, ?2, ?3)",
            params![session, number, source],
        )
        .map_err(db)?;
        t.commit().map_err(db)
    }

    fn append(&self, session: &str, number: u32, seq: u64, crossings: &[Crossing]) -> Result<(), String> {
        let mut c = self.conn();
        let t = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(db)?;
        let next = seq as i64;
        {
            let mut insert = t
                .prepare_cached("INSERT INTO journal_crossings (session, number, seq, body) VALUES (?1, ?2, ?3, ?4)")
                .map_err(db)?;
            for (i, crossing) in crossings.iter().enumerate() {
                let body = serde_json::to_string(crossing).map_err(|e| e.to_string())?;
                insert.execute(params![session, number, next + i as i64, body]).map_err(db)?;
            }
        }
        t.commit().map_err(db)
    }

    fn delivered(&self, session: &str, number: u32, stdout: u64, stderr: u64) -> Result<(), String> {
        self.conn()
            .execute(
                "UPDATE journal_programs SET stdout = ?3, stderr = ?4 WHERE session = ?1 AND number = ?2",
                params![session, number, stdout as i64, stderr as i64],
            )
            .map_err(db)?;
        Ok(())
    }

    fn finish(&self, session: &str, number: u32, outcome: &str) -> Result<(), String> {
        self.conn()
            .execute(
                "UPDATE journal_programs SET finished = 1, outcome = ?3 WHERE session = ?1 AND number = ?2",
                params![session, number, outcome],
            )
            .map_err(db)?;
        Ok(())
    }

    fn close(&self, session: &str) -> Result<(), String> {
        let mut c = self.conn();
        let t = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(db)?;
        t.execute("DELETE FROM journal_crossings WHERE session = ?1", [session]).map_err(db)?;
        t.execute("DELETE FROM journal_programs WHERE session = ?1", [session]).map_err(db)?;
        t.execute("DELETE FROM journal_sessions WHERE id = ?1", [session]).map_err(db)?;
        t.commit().map_err(db)
    }

    fn size(&self, session: &str) -> Result<u64, String> {
        let bytes: i64 = self
            .conn()
            .query_row(
                "SELECT (SELECT COALESCE(SUM(LENGTH(body)), 0) FROM journal_crossings WHERE session = ?1) \
                      + (SELECT COALESCE(SUM(LENGTH(source)), 0) FROM journal_programs WHERE session = ?1)",
                [session],
                |r| r.get(0),
            )
            .map_err(db)?;
        Ok(bytes as u64)
    }

    fn sessions(&self) -> Result<Vec<Journaled>, String> {
        let c = self.conn();
        let mut sessions = c
            .prepare("SELECT id, lang, keep_state, spec FROM journal_sessions ORDER BY opened, id")
            .map_err(db)?
            .query_map([], |r| {
                Ok(SessionEntry {
                    id: r.get(0)?,
                    lang: r.get(1)?,
                    keep_state: r.get(2)?,
                    spec: serde_json::from_str(&r.get::<_, String>(3)?).unwrap_or_default(),
                })
            })
            .map_err(db)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(db)?;
        let mut out = Vec::new();
        for session in sessions.drain(..) {
            let mut programs = c
                .prepare_cached(
                    "SELECT number, source, finished, stdout, stderr, outcome FROM journal_programs \
                     WHERE session = ?1 ORDER BY number",
                )
                .map_err(db)?
                .query_map([&session.id], |r| {
                    Ok(ProgramEntry {
                        number: r.get(0)?,
                        source: r.get(1)?,
                        finished: r.get(2)?,
                        delivered: (r.get::<_, i64>(3)? as u64, r.get::<_, i64>(4)? as u64),
                        crossings: Vec::new(),
                        outcome: r.get(5)?,
                    })
                })
                .map_err(db)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(db)?;
            for p in &mut programs {
                let bodies = c
                    .prepare_cached(
                        "SELECT body FROM journal_crossings WHERE session = ?1 AND number = ?2 ORDER BY seq",
                    )
                    .map_err(db)?
                    .query_map(params![session.id, p.number], |r| r.get::<_, String>(0))
                    .map_err(db)?
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(db)?;
                for body in bodies {
                    let crossing = serde_json::from_str(&body)
                        .map_err(|e| format!("the journal of session `{}` is damaged: {e}", session.id))?;
                    p.crossings.push(crossing);
                }
            }
            out.push(Journaled { session, programs });
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_session_is_kept_until_it_closes_and_ids_are_never_reused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state.db");
        let j = SqliteJournal::open(&path).unwrap();
        assert_eq!((j.next_id().unwrap(), j.next_id().unwrap()), (1, 2));
        let s = SessionEntry { id: "s2".into(), lang: "js".into(), keep_state: false, spec: json!({"a": 1}) };
        j.open(&s).unwrap();
        j.begin("s2", 1, "print(1)").unwrap();
        let call = Crossing::Call { index: 0, op: "files.read-file".into(), args: json!({}), answer: json!({"ok": 1}) };
        j.append("s2", 1, 0, std::slice::from_ref(&call)).unwrap();
        j.delivered("s2", 1, 5, 0).unwrap();
        drop(j);
        let j = SqliteJournal::open(&path).unwrap();
        let all = j.sessions().unwrap();
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].session, s);
        assert_eq!(all[0].programs[0].crossings, vec![call]);
        assert_eq!(all[0].programs[0].delivered, (5, 0));
        assert!(j.size("s2").unwrap() > 0);
        // A session that keeps no state holds its latest program only.
        j.begin("s2", 2, "print(2)").unwrap();
        assert_eq!(j.sessions().unwrap()[0].programs.len(), 1);
        j.close("s2").unwrap();
        assert!(j.sessions().unwrap().is_empty());
        assert_eq!(j.next_id().unwrap(), 3);
    }
}
