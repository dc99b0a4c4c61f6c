//! The `session` family (its trait is [`SessionText`], so that it is not
//! confused with the engine's sessions): text for the user and the end of the agent's task.
//! Always granted; both are recorded in the turn's outcome.

use gg_membrane::api::core::ApiError;

/// Where user-visible text and the finish go.
pub trait SessionText: Send {
    fn text(&mut self, value: &str) -> Result<(), ApiError>;
    fn finish(&mut self, summary: &str) -> Result<(), ApiError>;
    /// What this turn said: the texts in order, and the finish summary.
    fn said(&self) -> (Vec<String>, Option<String>);
}

/// [`SessionText`] kept for the turn's outcome.
#[derive(Debug, Default)]
pub struct TurnSessionText {
    texts: Vec<String>,
    finished: Option<String>,
}

impl SessionText for TurnSessionText {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_texts_in_order_and_the_last_finish() {
        let mut s = TurnSessionText::default();
        s.text("a").unwrap();
        s.text("b").unwrap();
        s.finish("first").unwrap();
        s.finish("last").unwrap();
        assert_eq!(s.said(), (vec!["a".to_string(), "b".to_string()], Some("last".to_string())));
    }
}
