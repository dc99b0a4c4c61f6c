//! The agent's capabilities behind the membrane, one module per family,
//! and the workspace's state they keep.
//!
//! Each family is a trait with a real implementation, so an embedder can
//! replace one family and keep the others (`gg::Turn` takes each).
//!
//! Invariants: every path is opened beneath the workspace's directory handle
//! (cap-std), never resolved first and opened second; nothing here names
//! wasmtime or matches on a language.

pub mod code_modules;
pub mod context;
pub mod docs;
pub mod files;
#[cfg(feature = "java")]
pub mod jdk_math;
#[cfg(feature = "jetstream")]
pub mod jetstream;
pub mod journal;
#[cfg(feature = "mcp")]
pub mod mcp;
pub mod memories;
pub mod session_text;
pub mod shell;
pub mod shell_sandbox;
pub mod skills;
pub mod state;
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
pub use session_text::{SessionText, TurnSessionText};
pub use shell::{HostShell, Shell};
pub use skills::{DirSkills, Skills};
pub use tasks::{StateTasks, Tasks};
pub use tools::{ToolRegistry, ToolSpec, mangle as mangle_tool_name};
pub use views::{StateViews, TurnViews, Views};
