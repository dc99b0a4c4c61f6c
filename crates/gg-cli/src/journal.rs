//! Where the front ends' durable sessions are journaled: by default the
//! workspace's own state database ([`gg::SqliteJournal`]); in a fleet
//! (`gg serve --cluster`), NATS JetStream, set once at start with
//! [`set_backend`] before any session opens.
//!
//! Invariant: every front end takes its journal from [`for_workspace`], so
//! one process never journals a workspace in two places.

use gg::journal::Journal;
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// Makes the journal of a workspace; and says whether it may hold sessions.
pub trait Backend: Send + Sync {
    fn journal(&self, workspace: &Path) -> Result<Arc<dyn Journal>, String>;
    fn kept(&self, workspace: &Path) -> bool;
}

static BACKEND: OnceLock<Box<dyn Backend>> = OnceLock::new();

/// Journals every workspace of this process in `backend` (once; a second
/// call is refused).
pub fn set_backend(backend: Box<dyn Backend>) -> Result<(), String> {
    BACKEND.set(backend).map_err(|_| "the journal's backend is already set".to_string())
}

/// The journal of `workspace`.
pub fn for_workspace(workspace: &Path) -> Result<Arc<dyn Journal>, String> {
    match BACKEND.get() {
        Some(b) => b.journal(workspace),
        None => Ok(gg::SqliteJournal::shared(workspace)?),
    }
}

/// Whether `workspace`'s journal may hold sessions to take up (without
/// creating its state database when it has none).
pub fn kept(workspace: &Path) -> bool {
    match BACKEND.get() {
        Some(b) => b.kept(workspace),
        None => gg::State::default_path(workspace).exists(),
    }
}
