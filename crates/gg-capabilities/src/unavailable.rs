//! Families that answer every call with `unavailable`, saying why: the
//! state families of a turn without a state database, and `docs` for an
//! arm whose catalogue did not load.

use super::{Context, Docs, Memories, Tasks};

/// A family that answers every call with `unavailable`, for turns without state.
pub struct NoState;

fn no_state(op: &str) -> gg_membrane::api::core::ApiError {
    gg_membrane::api::core::ApiError {
        operation: op.into(),
        code: gg_membrane::api::core::ErrorCode::Unavailable,
        message: format!("`{op}` needs the workspace's state database, and this turn keeps none"),
    }
}

impl Tasks for NoState {
    fn add(
        &mut self,
        _: &str,
        _: Option<&str>,
        _: Option<gg_membrane::api::tasks::TaskStatus>,
    ) -> Result<gg_membrane::api::tasks::Task, gg_membrane::api::core::ApiError> {
        Err(no_state("tasks.add"))
    }
    fn update(
        &mut self,
        _: u32,
        _: &gg_membrane::api::tasks::TaskPatch,
    ) -> Result<gg_membrane::api::tasks::Task, gg_membrane::api::core::ApiError> {
        Err(no_state("tasks.update"))
    }
    fn list(
        &mut self,
        _: Option<gg_membrane::api::tasks::TaskStatus>,
    ) -> Result<Vec<gg_membrane::api::tasks::Task>, gg_membrane::api::core::ApiError> {
        Err(no_state("tasks.list"))
    }
}

impl Memories for NoState {
    fn write(
        &mut self,
        _: &str,
        _: &str,
        _: &[String],
        _: Option<&str>,
    ) -> Result<gg_membrane::api::memories::Memory, gg_membrane::api::core::ApiError> {
        Err(no_state("memories.write"))
    }
    fn read(&mut self, _: &str) -> Result<gg_membrane::api::memories::Memory, gg_membrane::api::core::ApiError> {
        Err(no_state("memories.read"))
    }
    fn delete(&mut self, _: &str) -> Result<(), gg_membrane::api::core::ApiError> {
        Err(no_state("memories.delete"))
    }
    fn search(
        &mut self,
        _: &str,
        _: Option<u32>,
    ) -> Result<Vec<gg_membrane::api::memories::MemoryHit>, gg_membrane::api::core::ApiError> {
        Err(no_state("memories.search"))
    }
}

impl Context for NoState {
    fn list_turns(&mut self) -> Result<Vec<gg_membrane::api::context::TurnSummary>, gg_membrane::api::core::ApiError> {
        Err(no_state("context.list-turns"))
    }
    fn archive(&mut self, _: &[gg_membrane::api::context::TurnRange]) -> Result<u32, gg_membrane::api::core::ApiError> {
        Err(no_state("context.archive"))
    }
    fn read_turn(&mut self, _: u32) -> Result<gg_membrane::api::context::Turn, gg_membrane::api::core::ApiError> {
        Err(no_state("context.read-turn"))
    }
}

/// `docs` for an arm whose catalogue did not load: refused, loudly, with why.
pub struct NoCatalogue(pub String);

impl Docs for NoCatalogue {
    fn search(
        &mut self,
        _: &str,
        _: Option<u32>,
    ) -> Result<Vec<gg_membrane::api::docs::DocHit>, gg_membrane::api::core::ApiError> {
        Err(self.refuse("docs.search"))
    }
    fn open(&mut self, _: &str) -> Result<String, gg_membrane::api::core::ApiError> {
        Err(self.refuse("docs.open"))
    }
}

impl NoCatalogue {
    fn refuse(&self, op: &str) -> gg_membrane::api::core::ApiError {
        gg_membrane::api::core::ApiError {
            operation: op.into(),
            code: gg_membrane::api::core::ErrorCode::Unavailable,
            message: self.0.clone(),
        }
    }
}
