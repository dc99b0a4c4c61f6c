//! The agent's capabilities behind the membrane, one module per family.
//!
//! Each family is a trait with a real implementation, so an embedder can
//! replace one family and keep the others.

pub mod files;
pub mod views;

pub use files::{Files, WorkspaceFiles};
pub use views::{TurnViews, Views};
