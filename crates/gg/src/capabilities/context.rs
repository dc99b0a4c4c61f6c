//! The `context` family: the [`Context`] trait and [`StateContext`], the
//! thread of turns gg recorded in the workspace's state database.

use super::files::api_error;
use crate::api::context::{Turn, TurnRange, TurnSummary};
use crate::api::core::{ApiError, ErrorCode};
use crate::state::{State, db_error, now_ms};
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

/// Appends a finished turn to the thread; returns its number.
pub fn record_turn(state: &State, lang: &str, band: &str, program: &str, outcome_json: &str) -> Result<u32, ApiError> {
    let op = "context.record";
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
    }
}
