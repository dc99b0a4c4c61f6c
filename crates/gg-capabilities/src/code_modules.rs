//! Code modules: a skill's or memory's code, bound under a key for the arms
//! that have a `lib`.
//!
//! A module is bound when the agent reads it: `skills.use` of a skill with a
//! code file, or `memories.read` of a memory with code (its language is the
//! reading turn's, since a memory's code carries no extension). Bindings are
//! kept in the workspace's state database, in the order they were first
//! made, so every later program of the session can `require "lib"`; binding
//! a key again replaces its source and keeps its place. An embedder may also
//! hand modules to one turn directly ([`crate::Turn::code_module`]).
//!
//! Nothing of a module runs unless a program asks for `lib`; each arm takes
//! the modules written in its own language (by the file's extension).

use crate::state::{State, db_error};
use gg_membrane::api::core::ApiError;
use rusqlite::params;

/// A module bound under a key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoundModule {
    /// snake_case ASCII: the module is `lib.<key>`.
    pub key: String,
    /// The file it came from (`tools.rb`), whose extension names its language.
    pub file: String,
    pub source: String,
    /// Where it came from, for a person reading the state: `skill NAME`, `memory SLUG`.
    pub origin: String,
}

impl BoundModule {
    /// The extension of its file (`rb`, `js`), which names its language.
    pub fn extension(&self) -> &str {
        self.file.rsplit_once('.').map(|(_, e)| e).unwrap_or("")
    }
}

/// Records bindings made by a turn.
pub fn bind(state: &State, modules: &[BoundModule]) -> Result<(), ApiError> {
    if modules.is_empty() {
        return Ok(());
    }
    let op = "modules.bind";
    let mut db = state.db(op)?;
    let tx = db.conn().transaction().map_err(|e| db_error(op, e))?;
    for m in modules {
        tx.execute(
            "INSERT INTO modules (key, file, source, origin, seq)
             VALUES (?1, ?2, ?3, ?4, (SELECT COALESCE(MAX(seq), 0) + 1 FROM modules))
             ON CONFLICT(key) DO UPDATE SET file = excluded.file, source = excluded.source, origin = excluded.origin",
            params![m.key, m.file, m.source, m.origin],
        )
        .map_err(|e| db_error(op, e))?;
    }
    tx.commit().map_err(|e| db_error(op, e))
}

/// Every binding, in the order the keys were first bound.
pub fn bound(state: &State) -> Result<Vec<BoundModule>, ApiError> {
    let op = "modules.list";
    let mut db = state.db(op)?;
    let mut stmt =
        db.conn().prepare("SELECT key, file, source, origin FROM modules ORDER BY seq").map_err(|e| db_error(op, e))?;
    let rows = stmt
        .query_map([], |r| Ok(BoundModule { key: r.get(0)?, file: r.get(1)?, source: r.get(2)?, origin: r.get(3)? }))
        .map_err(|e| db_error(op, e))?;
    rows.collect::<Result<Vec<_>, _>>().map_err(|e| db_error(op, e))
}

/// The modules one turn of `extension`'s arm sees: the embedder's first,
/// then the workspace's bindings, one per key.
pub fn in_scope(handed: &[BoundModule], state: Option<&State>, extension: &str) -> Vec<BoundModule> {
    let mut out: Vec<BoundModule> = handed.iter().filter(|m| m.extension() == extension).cloned().collect();
    let stored = state.and_then(|s| bound(s).ok()).unwrap_or_default();
    for m in stored {
        if m.extension() == extension && !out.iter().any(|o| o.key == m.key) {
            out.push(m);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(key: &str, file: &str, source: &str) -> BoundModule {
        BoundModule { key: key.into(), file: file.into(), source: source.into(), origin: "test".into() }
    }

    #[test]
    fn bindings_keep_their_first_place_and_take_the_latest_source() {
        let dir = tempfile::tempdir().unwrap();
        let state = State::at(dir.path().join("state.db"));
        bind(&state, &[m("a", "a.rb", "1"), m("b", "b.js", "2")]).unwrap();
        bind(&state, &[m("c", "c.rb", "3"), m("a", "a.rb", "4")]).unwrap();
        let all = bound(&state).unwrap();
        let keys: Vec<_> = all.iter().map(|m| (m.key.as_str(), m.source.as_str())).collect();
        assert_eq!(keys, vec![("a", "4"), ("b", "2"), ("c", "3")]);
        let ruby = in_scope(&[m("c", "c.rb", "handed")], Some(&state), "rb");
        let keys: Vec<_> = ruby.iter().map(|m| (m.key.as_str(), m.source.as_str())).collect();
        assert_eq!(keys, vec![("c", "handed"), ("a", "4")]);
    }
}
