//! The `views` family: what the model is shown at the start of its next turn.
//!
//! [`Views`] records views; [`TurnViews`] keeps them for the turn's outcome.
//! Opening a file view reads the file through the turn's [`super::Files`], so
//! it is confined exactly as a read is.

use crate::api::core::ApiError;
use crate::api::views::View;

/// A place views go. Implement it to show views somewhere else.
pub trait Views: Send {
    /// Records a view and returns it with its id.
    fn open(&mut self, label: String, body: String, path: Option<String>)
    -> Result<View, ApiError>;
    /// Every view opened so far, in order.
    fn opened(&self) -> Vec<View>;
}

/// Views kept in memory for one turn.
#[derive(Debug, Default)]
pub struct TurnViews {
    views: Vec<View>,
}

impl Views for TurnViews {
    fn open(
        &mut self,
        label: String,
        body: String,
        path: Option<String>,
    ) -> Result<View, ApiError> {
        let view = View {
            id: self.views.len() as u32 + 1,
            label,
            body,
            path,
        };
        self.views.push(view.clone());
        Ok(view)
    }

    fn opened(&self) -> Vec<View> {
        self.views.clone()
    }
}
