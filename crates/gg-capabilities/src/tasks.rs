//! The `tasks` family: the [`Tasks`] trait and [`StateTasks`], a task list in
//! the workspace's state database.

use super::files::api_error;
use crate::state::{State, db_error, now_ms};
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::tasks::{Task, TaskPatch, TaskStatus, TextPatch};
use rusqlite::{OptionalExtension, params};

/// Longest task title, in bytes.
pub const MAX_TITLE: usize = 1000;

/// A task list.
pub trait Tasks: Send {
    fn add(&mut self, title: &str, notes: Option<&str>, status: Option<TaskStatus>) -> Result<Task, ApiError>;
    fn update(&mut self, id: u32, patch: &TaskPatch) -> Result<Task, ApiError>;
    fn list(&mut self, status: Option<TaskStatus>) -> Result<Vec<Task>, ApiError>;
}

pub fn status_name(s: TaskStatus) -> &'static str {
    match s {
        TaskStatus::Todo => "todo",
        TaskStatus::Doing => "doing",
        TaskStatus::Done => "done",
        TaskStatus::Blocked => "blocked",
    }
}

fn status_from(name: &str) -> TaskStatus {
    match name {
        "doing" => TaskStatus::Doing,
        "done" => TaskStatus::Done,
        "blocked" => TaskStatus::Blocked,
        _ => TaskStatus::Todo,
    }
}

/// [`Tasks`] kept in the workspace's state database.
#[derive(Debug, Clone)]
pub struct StateTasks {
    state: State,
}

impl StateTasks {
    pub fn new(state: State) -> Self {
        StateTasks { state }
    }
}

fn check_title(op: &str, title: &str) -> Result<(), ApiError> {
    if title.trim().is_empty() {
        return Err(api_error(op, ErrorCode::InvalidArgument, "title is empty"));
    }
    if title.len() > MAX_TITLE {
        return Err(api_error(op, ErrorCode::InvalidArgument, format!("title is longer than {MAX_TITLE} bytes")));
    }
    Ok(())
}

fn row_task(row: &rusqlite::Row<'_>) -> rusqlite::Result<Task> {
    Ok(Task {
        id: row.get::<_, i64>(0)? as u32,
        title: row.get(1)?,
        status: status_from(&row.get::<_, String>(2)?),
        notes: row.get(3)?,
        created_at: row.get::<_, i64>(4)? as u64,
        updated_at: row.get::<_, i64>(5)? as u64,
    })
}

const COLUMNS: &str = "id, title, status, notes, created_at, updated_at";

impl Tasks for StateTasks {
    fn add(&mut self, title: &str, notes: Option<&str>, status: Option<TaskStatus>) -> Result<Task, ApiError> {
        let op = "tasks.add";
        check_title(op, title)?;
        let mut db = self.state.db(op)?;
        let now = now_ms() as i64;
        let status = status_name(status.unwrap_or(TaskStatus::Todo));
        db.conn()
            .query_row(
                &format!(
                    "INSERT INTO tasks (title, status, notes, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4) RETURNING {COLUMNS}"
                ),
                params![title, status, notes, now],
                row_task,
            )
            .map_err(|e| db_error(op, e))
    }

    fn update(&mut self, id: u32, patch: &TaskPatch) -> Result<Task, ApiError> {
        let op = "tasks.update";
        if let Some(t) = &patch.title {
            check_title(op, t)?;
        }
        let mut db = self.state.db(op)?;
        let tx = db
            .conn()
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(|e| db_error(op, e))?;
        let current = tx
            .query_row(&format!("SELECT {COLUMNS} FROM tasks WHERE id = ?1"), params![id], row_task)
            .optional()
            .map_err(|e| db_error(op, e))?
            .ok_or_else(|| api_error(op, ErrorCode::NotFound, format!("there is no task {id}")))?;
        let title = patch.title.clone().unwrap_or(current.title);
        let status = status_name(patch.status.unwrap_or(current.status));
        let notes = match &patch.notes {
            TextPatch::Keep => current.notes,
            TextPatch::Set(s) => Some(s.clone()),
            TextPatch::Clear => None,
        };
        let task = tx
            .query_row(
                &format!("UPDATE tasks SET title = ?2, status = ?3, notes = ?4, updated_at = ?5 WHERE id = ?1 RETURNING {COLUMNS}"),
                params![id, title, status, notes, now_ms() as i64],
                row_task,
            )
            .map_err(|e| db_error(op, e))?;
        tx.commit().map_err(|e| db_error(op, e))?;
        Ok(task)
    }

    fn list(&mut self, status: Option<TaskStatus>) -> Result<Vec<Task>, ApiError> {
        let op = "tasks.list";
        let mut db = self.state.db(op)?;
        let conn = db.conn();
        let mut stmt = conn
            .prepare(&format!("SELECT {COLUMNS} FROM tasks WHERE ?1 IS NULL OR status = ?1 ORDER BY id"))
            .map_err(|e| db_error(op, e))?;
        let rows = stmt.query_map(params![status.map(status_name)], row_task).map_err(|e| db_error(op, e))?;
        rows.collect::<Result<Vec<_>, _>>().map_err(|e| db_error(op, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_update_list() {
        let dir = tempfile::tempdir().unwrap();
        let mut t = StateTasks::new(State::at(dir.path().join("s.db")));
        let a = t.add("write the report", Some("by friday"), None).unwrap();
        t.add("review", None, Some(TaskStatus::Doing)).unwrap();
        let patch = TaskPatch { title: None, status: Some(TaskStatus::Done), notes: TextPatch::Clear };
        let done = t.update(a.id, &patch).unwrap();
        assert_eq!(
            (done.status, done.notes.as_deref(), done.title.as_str()),
            (TaskStatus::Done, None, "write the report")
        );
        assert_eq!(t.list(Some(TaskStatus::Doing)).unwrap().len(), 1);
        assert_eq!(t.list(None).unwrap().len(), 2);
        let keep = TaskPatch { title: None, status: None, notes: TextPatch::Keep };
        assert_eq!(t.update(99, &keep).unwrap_err().code, ErrorCode::NotFound);
        assert_eq!(t.add(" ", None, None).unwrap_err().code, ErrorCode::InvalidArgument);
    }
}
