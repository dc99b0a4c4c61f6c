//! The `context` family: the [`Context`] trait and [`StateContext`], the
//! thread of turns gg recorded in the workspace's state database.
//!
//! A turn's recorded outcome is at most [`MAX_OUTCOME_BYTES`] of JSON: a
//! larger one has its longest strings cut until it fits (see
//! [`record_turn`]), so recording a turn grows the database by a bounded
//! amount beside the program's own text.

use super::files::api_error;
use crate::state::{State, db_error, now_ms};
use gg_membrane::api::context::{Turn, TurnRange, TurnSummary};
use gg_membrane::api::core::{ApiError, ErrorCode};
use rusqlite::{OptionalExtension, params};

/// The turns this workspace has run.
pub trait Context: Send {
    fn list_turns(&mut self) -> Result<Vec<TurnSummary>, ApiError>;
    fn archive(&mut self, ranges: &[TurnRange]) -> Result<u32, ApiError>;
    fn read_turn(&mut self, number: u32) -> Result<Turn, ApiError>;
}

/// [`Context`] over the workspace's state database.
#[derive(Debug, Clone)]
pub struct StateContext {
    state: State,
}

impl StateContext {
    pub fn new(state: State) -> Self {
        StateContext { state }
    }
}

/// Most bytes of outcome JSON one recorded turn keeps.
pub const MAX_OUTCOME_BYTES: usize = 16 << 20;

/// Most ranges one `context.archive` call takes.
pub const MAX_RANGES: usize = 1000;

/// Appends a finished turn to the thread; returns its number. An outcome
/// past [`MAX_OUTCOME_BYTES`] is kept with its strings cut ([`fit_outcome`]).
pub fn record_turn(state: &State, lang: &str, band: &str, program: &str, outcome_json: &str) -> Result<u32, ApiError> {
    let op = "context.record";
    let fitted;
    let outcome_json = if outcome_json.len() > MAX_OUTCOME_BYTES {
        fitted = fit_outcome(outcome_json, MAX_OUTCOME_BYTES);
        fitted.as_str()
    } else {
        outcome_json
    };
    let mut db = state.db(op)?;
    db.conn()
        .query_row(
            "INSERT INTO turns (lang, band, started_at, program, outcome) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING number",
            params![lang, band, now_ms() as i64, program, outcome_json],
            |r| r.get::<_, i64>(0),
        )
        .map(|n| n as u32)
        .map_err(|e| db_error(op, e))
}

/// An outcome's JSON made to fit in `max` bytes: every string longer than a
/// cut (64 KiB, then halved while the JSON is still too long) is cut there
/// and marked with how much was left out. What still does not fit (JSON
/// that does not parse, or too many short strings) is replaced by a note.
pub fn fit_outcome(json: &str, max: usize) -> String {
    fn cut(v: &mut serde_json::Value, at: usize) {
        match v {
            serde_json::Value::String(s) if s.len() > at => {
                let keep = s.floor_char_boundary(at);
                let more = s.len() - keep;
                s.truncate(keep);
                s.push_str(&format!("… ({more} more bytes not kept)"));
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(|i| cut(i, at)),
            serde_json::Value::Object(members) => members.values_mut().for_each(|m| cut(m, at)),
            _ => {}
        }
    }
    if let Ok(mut value) = serde_json::from_str::<serde_json::Value>(json) {
        let mut at = 64 << 10;
        while at >= 256 {
            cut(&mut value, at);
            let text = value.to_string();
            if text.len() <= max {
                return text;
            }
            at /= 2;
        }
    }
    serde_json::json!({"not_kept": format!("the outcome's JSON was {} bytes, past the {max} a turn keeps", json.len())})
        .to_string()
}

fn row_summary(row: &rusqlite::Row<'_>) -> rusqlite::Result<TurnSummary> {
    Ok(TurnSummary {
        number: row.get::<_, i64>(0)? as u32,
        lang: row.get(1)?,
        band: row.get(2)?,
        started_at: row.get::<_, i64>(3)? as u64,
        archived: row.get::<_, i64>(4)? != 0,
    })
}

impl Context for StateContext {
    fn list_turns(&mut self) -> Result<Vec<TurnSummary>, ApiError> {
        let op = "context.list-turns";
        let mut db = self.state.db(op)?;
        let conn = db.conn();
        let mut stmt = conn
            .prepare("SELECT number, lang, band, started_at, archived FROM turns ORDER BY number")
            .map_err(|e| db_error(op, e))?;
        let rows = stmt.query_map([], row_summary).map_err(|e| db_error(op, e))?;
        rows.collect::<Result<Vec<_>, _>>().map_err(|e| db_error(op, e))
    }

    fn archive(&mut self, ranges: &[TurnRange]) -> Result<u32, ApiError> {
        let op = "context.archive";
        if ranges.is_empty() {
            return Err(api_error(op, ErrorCode::InvalidArgument, "no ranges to archive"));
        }
        if ranges.len() > MAX_RANGES {
            return Err(api_error(
                op,
                ErrorCode::InvalidArgument,
                format!("{} ranges; one call archives at most {MAX_RANGES}", ranges.len()),
            ));
        }
        for r in ranges {
            if r.first == 0 || r.last < r.first {
                return Err(api_error(
                    op,
                    ErrorCode::InvalidArgument,
                    format!("range {}..{} is empty or starts before turn 1", r.first, r.last),
                ));
            }
        }
        let mut db = self.state.db(op)?;
        let tx = db
            .conn()
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(|e| db_error(op, e))?;
        let mut changed = 0;
        for r in ranges {
            changed += tx
                .execute(
                    "UPDATE turns SET archived = 1 WHERE number BETWEEN ?1 AND ?2 AND archived = 0",
                    params![r.first, r.last],
                )
                .map_err(|e| db_error(op, e))?;
        }
        tx.commit().map_err(|e| db_error(op, e))?;
        Ok(changed as u32)
    }

    fn read_turn(&mut self, number: u32) -> Result<Turn, ApiError> {
        let op = "context.read-turn";
        let mut db = self.state.db(op)?;
        db.conn()
            .query_row(
                "SELECT number, lang, band, started_at, archived, program, outcome FROM turns WHERE number = ?1",
                params![number],
                |row| Ok(Turn { summary: row_summary(row)?, program: row.get(5)?, outcome: row.get(6)? }),
            )
            .optional()
            .map_err(|e| db_error(op, e))?
            .ok_or_else(|| api_error(op, ErrorCode::NotFound, format!("there is no turn {number}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_list_archive_read() {
        let dir = tempfile::tempdir().unwrap();
        let state = State::at(dir.path().join("s.db"));
        for i in 0..6 {
            assert_eq!(record_turn(&state, "js", "completed", &format!("p{i}"), "{}").unwrap(), i + 1);
        }
        let mut c = StateContext::new(state);
        assert_eq!(c.archive(&[TurnRange { first: 2, last: 3 }, TurnRange { first: 3, last: 5 }]).unwrap(), 4);
        let archived: Vec<_> = c.list_turns().unwrap().iter().map(|t| t.archived).collect();
        assert_eq!(archived, [false, true, true, true, true, false]);
        assert_eq!(c.read_turn(6).unwrap().program, "p5");
        assert_eq!(c.read_turn(7).unwrap_err().code, ErrorCode::NotFound);
        assert_eq!(c.archive(&[TurnRange { first: 4, last: 2 }]).unwrap_err().code, ErrorCode::InvalidArgument);
        let many = vec![TurnRange { first: 1, last: 1 }; MAX_RANGES + 1];
        assert_eq!(c.archive(&many).unwrap_err().code, ErrorCode::InvalidArgument);
    }

    #[test]
    fn a_large_outcome_is_recorded_cut_to_fit() {
        let big = serde_json::json!({
            "lang": "js",
            "end": {"kind": "completed", "value": null},
            "views": [{"body": "v".repeat(3 << 20)}, {"body": "w".repeat(3 << 20)}],
            "texts": ["t".repeat(3 << 20)],
        })
        .to_string();
        let fitted = fit_outcome(&big, 1 << 20);
        assert!(fitted.len() <= 1 << 20, "{}", fitted.len());
        let v: serde_json::Value = serde_json::from_str(&fitted).unwrap();
        assert_eq!(v["end"]["kind"], "completed");
        assert!(v["views"][0]["body"].as_str().unwrap().ends_with("bytes not kept)"));
        // What cannot be cut to fit is replaced by a note.
        assert!(fit_outcome("not json", 4).contains("not_kept"));
        let dir = tempfile::tempdir().unwrap();
        let state = State::at(dir.path().join("s.db"));
        let huge = serde_json::json!({"stdout": "x".repeat(MAX_OUTCOME_BYTES + 1)}).to_string();
        let n = record_turn(&state, "js", "completed", "p", &huge).unwrap();
        let kept = StateContext::new(state).read_turn(n).unwrap().outcome;
        assert!(kept.len() <= MAX_OUTCOME_BYTES);
    }
}
