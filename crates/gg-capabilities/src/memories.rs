//! The `memories` family: the [`Memories`] trait and [`StateMemories`],
//! memories in the workspace's state database, searched with SQLite FTS5 and
//! ranked by BM25.

use super::files::api_error;
use crate::state::{State, db_error, now_ms};
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::memories::{Memory, MemoryHit};
use rusqlite::{OptionalExtension, params};

/// Longest memory text (and code), in bytes.
pub const MAX_TEXT: usize = 256 << 10;
/// Bytes of one memory's tags, all together.
pub const MAX_TAG_BYTES: usize = 4 << 10;
/// Most hits a search returns.
pub const MAX_HITS: u32 = 100;

/// What the agent remembers.
pub trait Memories: Send {
    fn write(&mut self, slug: &str, text: &str, tags: &[String], code: Option<&str>) -> Result<Memory, ApiError>;
    fn read(&mut self, slug: &str) -> Result<Memory, ApiError>;
    fn delete(&mut self, slug: &str) -> Result<(), ApiError>;
    fn search(&mut self, query: &str, limit: Option<u32>) -> Result<Vec<MemoryHit>, ApiError>;
}

/// [`Memories`] in the workspace's state database.
#[derive(Debug, Clone)]
pub struct StateMemories {
    state: State,
}

impl StateMemories {
    pub fn new(state: State) -> Self {
        StateMemories { state }
    }
}

fn check_slug(op: &str, slug: &str) -> Result<(), ApiError> {
    let ok = !slug.is_empty()
        && slug.len() <= 64
        && slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !slug.starts_with('-');
    if ok {
        Ok(())
    } else {
        Err(api_error(
            op,
            ErrorCode::InvalidArgument,
            format!("slug `{slug}` must be 1 to 64 lowercase letters, digits and `-`, not starting with `-`"),
        ))
    }
}

fn row_memory(row: &rusqlite::Row<'_>) -> rusqlite::Result<Memory> {
    let tags: String = row.get(2)?;
    Ok(Memory {
        slug: row.get(0)?,
        text: row.get(1)?,
        tags: serde_json::from_str(&tags).unwrap_or_default(),
        code: row.get(3)?,
        updated_at: row.get::<_, i64>(4)? as u64,
    })
}

/// An FTS5 query matching any of the query's words, each quoted so no
/// character of the model's query is FTS syntax.
fn fts_query(query: &str) -> Option<String> {
    let words: Vec<String> =
        query.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(|w| format!("\"{w}\"")).collect();
    (!words.is_empty()).then(|| words.join(" OR "))
}

impl Memories for StateMemories {
    fn write(&mut self, slug: &str, text: &str, tags: &[String], code: Option<&str>) -> Result<Memory, ApiError> {
        let op = "memories.write";
        check_slug(op, slug)?;
        if text.len() > MAX_TEXT || code.is_some_and(|c| c.len() > MAX_TEXT) {
            return Err(api_error(
                op,
                ErrorCode::LimitExceeded,
                format!("a memory's text and code are at most {MAX_TEXT} bytes each"),
            ));
        }
        if tags.iter().map(String::len).sum::<usize>() > MAX_TAG_BYTES {
            return Err(api_error(
                op,
                ErrorCode::LimitExceeded,
                format!("a memory's tags come to at most {MAX_TAG_BYTES} bytes"),
            ));
        }
        let tags_json = serde_json::to_string(tags).expect("strings serialise");
        let mut db = self.state.db(op)?;
        let tx = db
            .conn()
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(|e| db_error(op, e))?;
        let now = now_ms() as i64;
        tx.execute(
            "INSERT INTO memories (slug, text, tags, code, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT(slug) DO UPDATE SET text = excluded.text, tags = excluded.tags, code = excluded.code, updated_at = excluded.updated_at",
            params![slug, text, tags_json, code, now],
        )
        .map_err(|e| db_error(op, e))?;
        tx.execute("DELETE FROM memories_fts WHERE slug = ?1", params![slug]).map_err(|e| db_error(op, e))?;
        tx.execute(
            "INSERT INTO memories_fts (slug, text, tags) VALUES (?1, ?2, ?3)",
            params![slug, text, tags.join(" ")],
        )
        .map_err(|e| db_error(op, e))?;
        tx.commit().map_err(|e| db_error(op, e))?;
        Ok(Memory {
            slug: slug.into(),
            text: text.into(),
            tags: tags.to_vec(),
            code: code.map(Into::into),
            updated_at: now as u64,
        })
    }

    fn read(&mut self, slug: &str) -> Result<Memory, ApiError> {
        let op = "memories.read";
        check_slug(op, slug)?;
        let mut db = self.state.db(op)?;
        db.conn()
            .query_row(
                "SELECT slug, text, tags, code, updated_at FROM memories WHERE slug = ?1",
                params![slug],
                row_memory,
            )
            .optional()
            .map_err(|e| db_error(op, e))?
            .ok_or_else(|| api_error(op, ErrorCode::NotFound, format!("there is no memory `{slug}`")))
    }

    fn delete(&mut self, slug: &str) -> Result<(), ApiError> {
        let op = "memories.delete";
        check_slug(op, slug)?;
        let mut db = self.state.db(op)?;
        let tx = db
            .conn()
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(|e| db_error(op, e))?;
        let n = tx.execute("DELETE FROM memories WHERE slug = ?1", params![slug]).map_err(|e| db_error(op, e))?;
        tx.execute("DELETE FROM memories_fts WHERE slug = ?1", params![slug]).map_err(|e| db_error(op, e))?;
        tx.commit().map_err(|e| db_error(op, e))?;
        if n == 0 {
            return Err(api_error(op, ErrorCode::NotFound, format!("there is no memory `{slug}`")));
        }
        Ok(())
    }

    fn search(&mut self, query: &str, limit: Option<u32>) -> Result<Vec<MemoryHit>, ApiError> {
        let op = "memories.search";
        let limit = limit.unwrap_or(10);
        if limit == 0 || limit > MAX_HITS {
            return Err(api_error(op, ErrorCode::InvalidArgument, format!("limit must be 1 to {MAX_HITS}")));
        }
        let Some(fts) = fts_query(query) else {
            return Err(api_error(op, ErrorCode::InvalidArgument, "the query has no words to search for"));
        };
        let mut db = self.state.db(op)?;
        let conn = db.conn();
        let mut stmt = conn
            .prepare(
                "SELECT m.slug, m.text, m.tags, m.code, m.updated_at, bm25(memories_fts) AS rank
                 FROM memories_fts JOIN memories m ON m.slug = memories_fts.slug
                 WHERE memories_fts MATCH ?1 ORDER BY rank, m.slug LIMIT ?2",
            )
            .map_err(|e| db_error(op, e))?;
        let rows = stmt
            .query_map(params![fts, limit], |row| {
                Ok(MemoryHit { memory: row_memory(row)?, score: -row.get::<_, f64>(5)? })
            })
            .map_err(|e| db_error(op, e))?;
        rows.collect::<Result<Vec<_>, _>>().map_err(|e| db_error(op, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_read_search_delete() {
        let dir = tempfile::tempdir().unwrap();
        let mut m = StateMemories::new(State::at(dir.path().join("s.db")));
        m.write("deploy", "deploy with cargo release then tag the commit", &["ops".into()], None).unwrap();
        m.write("coffee", "the team likes coffee at ten", &[], None).unwrap();
        m.write("release-notes", "release notes list every release change; release early", &["docs".into()], Some("x"))
            .unwrap();
        let hits = m.search("release", None).unwrap();
        assert_eq!(hits.iter().map(|h| h.memory.slug.as_str()).collect::<Vec<_>>(), ["release-notes", "deploy"]);
        assert!(hits[0].score > hits[1].score);
        m.write("deploy", "now we deploy by hand", &[], None).unwrap();
        assert_eq!(m.search("release", None).unwrap().len(), 1);
        assert_eq!(m.read("deploy").unwrap().text, "now we deploy by hand");
        m.delete("coffee").unwrap();
        assert_eq!(m.read("coffee").unwrap_err().code, ErrorCode::NotFound);
        assert_eq!(m.write("Bad Slug", "x", &[], None).unwrap_err().code, ErrorCode::InvalidArgument);
        assert!(m.search("\"unbalanced AND (", None).unwrap().is_empty());
    }
}
