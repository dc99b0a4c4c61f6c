//! The `session` family: text for the user and the end of the agent's task.
//! Always granted; both are recorded in the turn's outcome.

use crate::api::core::ApiError;

/// Where user-visible text and the finish go.
pub trait Session: Send {
    fn text(&mut self, value: &str) -> Result<(), ApiError>;
    fn finish(&mut self, summary: &str) -> Result<(), ApiError>;
    /// What this turn said: the texts in order, and the finish summary.
    fn said(&self) -> (Vec<String>, Option<String>);
}

/// [`Session`] kept for the turn's outcome.
#[derive(Debug, Default)]
pub struct TurnSession {
    texts: Vec<String>,
    finished: Option<String>,
}

impl Session for TurnSession {
    fn text(&mut self, value: &str) -> Result<(), ApiError> {
        self.texts.push(value.to_string());
        Ok(())
    }

    fn finish(&mut self, summary: &str) -> Result<(), ApiError> {
        // A second finish replaces the first: the last word is the summary.
        self.finished = Some(summary.to_string());
        Ok(())
    }

    fn said(&self) -> (Vec<String>, Option<String>) {
        (self.texts.clone(), self.finished.clone())
    }
}
