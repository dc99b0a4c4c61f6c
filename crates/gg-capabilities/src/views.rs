//! The `views` family: what the model is shown at the start of its next turn.
//!
//! [`Views`] records views. [`StateViews`] keeps the open ones in the
//! workspace's state database, so they outlive the turn; [`TurnViews`] keeps
//! them in memory for one turn (turns run without state). Opening a file view
//! reads the file through the turn's [`super::Files`], so it is confined
//! exactly as a read is.
//!
//! Views stay open until closed, turn after turn, so [`StateViews`] keeps at
//! most [`MAX_OPEN_VIEW_BYTES`] of them (bodies, labels, paths): opening one
//! past it closes the oldest until it fits. (A turn's own views are bounded
//! by `Limits::turn_view_bytes` in the host.)

use super::files::api_error;
use crate::state::{State, db_error, now_ms};
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::views::View;
use rusqlite::params;

/// Bytes of views (bodies, labels, paths) a workspace keeps open; opening a
/// view past it closes the oldest.
pub const MAX_OPEN_VIEW_BYTES: i64 = 16 << 20;

/// A place views go. Implement it to show views somewhere else.
pub trait Views: Send {
    /// Records a view and returns it with its id.
    fn open(&mut self, label: String, body: String, path: Option<String>) -> Result<View, ApiError>;
    /// Closes an open view; `not-found` when none has that id.
    fn close(&mut self, id: u32) -> Result<(), ApiError>;
    /// The views open now, oldest first.
    fn list(&mut self) -> Result<Vec<View>, ApiError>;
    /// The views this turn opened, in order.
    fn opened(&self) -> Vec<View>;
}

/// Views kept in memory for one turn.
#[derive(Debug, Default)]
pub struct TurnViews {
    open: Vec<View>,
    opened: Vec<View>,
    next: u32,
}

impl Views for TurnViews {
    fn open(&mut self, label: String, body: String, path: Option<String>) -> Result<View, ApiError> {
        self.next += 1;
        let view = View { id: self.next, label, body, path };
        self.open.push(view.clone());
        self.opened.push(view.clone());
        Ok(view)
    }

    fn close(&mut self, id: u32) -> Result<(), ApiError> {
        let before = self.open.len();
        self.open.retain(|v| v.id != id);
        if self.open.len() == before {
            return Err(api_error("views.close", ErrorCode::NotFound, format!("there is no open view {id}")));
        }
        Ok(())
    }

    fn list(&mut self) -> Result<Vec<View>, ApiError> {
        Ok(self.open.clone())
    }

    fn opened(&self) -> Vec<View> {
        self.opened.clone()
    }
}

/// Views kept open in the workspace's state database.
#[derive(Debug)]
pub struct StateViews {
    state: State,
    opened: Vec<View>,
}

impl StateViews {
    pub fn new(state: State) -> Self {
        StateViews { state, opened: Vec::new() }
    }
}

impl Views for StateViews {
    fn open(&mut self, label: String, body: String, path: Option<String>) -> Result<View, ApiError> {
        let op = if path.is_some() { "views.open-file" } else { "views.open-text" };
        let mut db = self.state.db(op)?;
        let tx = db
            .conn()
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(|e| db_error(op, e))?;
        let id = tx
            .query_row(
                "INSERT INTO views (label, body, path, opened_at) VALUES (?1, ?2, ?3, ?4) RETURNING id",
                params![label, body, path, now_ms() as i64],
                |r| r.get::<_, i64>(0),
            )
            .map_err(|e| db_error(op, e))?;
        // The oldest views past the workspace's cap close (never this one).
        tx.execute(
            "DELETE FROM views WHERE id IN (
                SELECT id FROM (
                    SELECT id, SUM(octet_length(body) + octet_length(label) + COALESCE(octet_length(path), 0))
                        OVER (ORDER BY id DESC) AS total
                    FROM views)
                WHERE total > ?1 AND id <> ?2)",
            params![MAX_OPEN_VIEW_BYTES, id],
        )
        .map_err(|e| db_error(op, e))?;
        tx.commit().map_err(|e| db_error(op, e))?;
        let view = View { id: id as u32, label, body, path };
        self.opened.push(view.clone());
        Ok(view)
    }

    fn close(&mut self, id: u32) -> Result<(), ApiError> {
        let op = "views.close";
        let mut db = self.state.db(op)?;
        let n = db.conn().execute("DELETE FROM views WHERE id = ?1", params![id]).map_err(|e| db_error(op, e))?;
        if n == 0 {
            return Err(api_error(op, ErrorCode::NotFound, format!("there is no open view {id}")));
        }
        Ok(())
    }

    fn list(&mut self) -> Result<Vec<View>, ApiError> {
        let op = "views.list";
        let mut db = self.state.db(op)?;
        let conn = db.conn();
        let mut stmt =
            conn.prepare("SELECT id, label, body, path FROM views ORDER BY id").map_err(|e| db_error(op, e))?;
        let rows = stmt
            .query_map([], |r| {
                Ok(View { id: r.get::<_, i64>(0)? as u32, label: r.get(1)?, body: r.get(2)?, path: r.get(3)? })
            })
            .map_err(|e| db_error(op, e))?;
        rows.collect::<Result<Vec<_>, _>>().map_err(|e| db_error(op, e))
    }

    fn opened(&self) -> Vec<View> {
        self.opened.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exercise(v: &mut dyn Views) {
        let a = v.open("plan".into(), "one".into(), None).unwrap();
        let b = v.open("notes.txt".into(), "first".into(), Some("notes.txt".into())).unwrap();
        assert_ne!(a.id, b.id);
        v.close(a.id).unwrap();
        assert_eq!(v.close(a.id).unwrap_err().code, ErrorCode::NotFound);
        let open: Vec<_> = v.list().unwrap().into_iter().map(|x| x.label).collect();
        assert_eq!(open, ["notes.txt"]);
        assert_eq!(v.opened().len(), 2);
    }

    #[test]
    fn turn_and_state_views_behave_alike() {
        exercise(&mut TurnViews::default());
        let dir = tempfile::tempdir().unwrap();
        let state = State::at(dir.path().join("s.db"));
        exercise(&mut StateViews::new(state.clone()));
        // Open views outlive the turn that opened them.
        let mut next_turn = StateViews::new(state);
        assert_eq!(next_turn.list().unwrap().len(), 1);
        assert!(next_turn.opened().is_empty());
    }

    #[test]
    fn the_oldest_views_close_past_the_workspace_cap() {
        let dir = tempfile::tempdir().unwrap();
        let mut v = StateViews::new(State::at(dir.path().join("s.db")));
        let quarter = "x".repeat((MAX_OPEN_VIEW_BYTES / 4) as usize);
        let ids: Vec<u32> = (0..6).map(|i| v.open(format!("v{i}"), quarter.clone(), None).unwrap().id).collect();
        // Four quarters and their labels do not fit: three views stay open.
        let open: Vec<u32> = v.list().unwrap().iter().map(|x| x.id).collect();
        assert_eq!(open, ids[3..]);
        // A view larger than the cap stays open alone.
        let big = v.open("big".into(), "y".repeat(MAX_OPEN_VIEW_BYTES as usize + 1), None).unwrap();
        assert_eq!(v.list().unwrap().iter().map(|x| x.id).collect::<Vec<_>>(), [big.id]);
    }
}
