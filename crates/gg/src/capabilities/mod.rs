//! The agent's capabilities behind the membrane, one module per family.
//!
//! Each family is a trait with a real implementation, so an embedder can
//! replace one family and keep the others ([`crate::Turn`] takes each).

pub mod context;
pub mod docs;
pub mod files;
#[cfg(feature = "mcp")]
pub mod mcp;
pub mod memories;
pub mod session;
pub mod shell;
pub mod shell_sandbox;
pub mod skills;
pub mod tasks;
pub mod tools;
pub mod unavailable;
pub mod views;

pub use context::{Context, StateContext};
pub use docs::{Catalogue, CatalogueDocs, Docs};
pub use files::{Files, WorkspaceFiles};
#[cfg(feature = "mcp")]
pub use mcp::{McpBridge, McpServerConfig, StartFailure};
pub use memories::{Memories, StateMemories};
pub use session::{Session, TurnSession};
pub use shell::{HostShell, Shell};
pub use skills::{DirSkills, Skills};
pub use tasks::{StateTasks, Tasks};
pub use tools::{ToolRegistry, ToolSpec, mangle as mangle_tool_name};
pub use views::{StateViews, TurnViews, Views};
