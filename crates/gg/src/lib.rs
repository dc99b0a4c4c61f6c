//! gg runs a model's reply as a program inside a WebAssembly component
//! sandbox and reports how it ended.
//!
//! A turn is **program text → prepare (host-side lowering or compile) → a
//! fresh sandboxed instance → typed calls across the `gg:agent` membrane → an
//! [`Outcome`]**. The model's mistakes are outcomes, never `Err`; an `Err`
//! from this crate means gg itself could not start.
//!
//! ```no_run
//! use gg::{Grants, Lang, Runtime, ToolRegistry, Turn};
//! use serde_json::json;
//!
//! // Once per process: maps the precompiled guests.
//! let runtime = Runtime::new()?;
//!
//! // Host tools the program may call, each with a JSON Schema for its arguments.
//! let mut tools = ToolRegistry::new();
//! tools
//!     .register(
//!         "weather",
//!         "Today's forecast for a city.",
//!         json!({"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}),
//!         |args| Ok(json!({"city": args["city"], "forecast": "sunny"})),
//!     )
//!     .expect("a valid tool");
//!
//! let mut grants = Grants::default(); // everything but shell and tools
//! grants.grant("tools").expect("a known grant");
//!
//! let program = r#"
//! import { files, tools, session } from "gg";
//! const today = tools.call("weather", { city: "Lisbon" });
//! files.writeFile("weather.md", `# ${today.city}\n${today.forecast}\n`);
//! session.text(`It is ${today.forecast} in ${today.city}.`);
//! "#;
//! let outcome = runtime.run(
//!     Turn::new(Lang::JavaScript, program)
//!         .workspace("/path/to/workspace") // files are confined here; state in .gg/state.db
//!         .grants(grants)
//!         .tools(tools),
//! );
//! print!("{}", outcome.stdout.text);
//! eprint!("{}", gg::report::render(&outcome));
//! # Ok::<(), gg::LoadError>(())
//! ```
//!
//! Each capability family is a trait ([`Files`], [`Views`], [`Shell`],
//! [`Tasks`], [`Memories`], [`Context`], [`Skills`], [`Docs`], [`Session`])
//! with a real implementation in [`capabilities`]; hand [`Turn`] your own
//! (`Turn::files`, `Turn::memories`, …) to replace one family and keep the
//! others. Grants ([`Grants`]) are checked at the host: an ungranted call is
//! refused with `unavailable` and recorded.
//!
//! This crate is the facade: it holds no logic, only the public API over
//! the layer crates (`gg-membrane` → `gg-core` → `gg-capabilities` →
//! `gg-sandbox` → `gg-arms` → `gg-engine`; ARCHITECTURE.md has the table).

pub use gg_arms as arms;
pub use gg_arms::instructions;
pub use gg_capabilities as capabilities;
pub use gg_capabilities::{code_modules, state};
pub use gg_core::{cache, control, grants, journal, limits, locate, outcome, report, schema, sourcemap};
pub use gg_engine::{session, sessions};
pub use gg_membrane::{api, ops};

/// The entry points `crates/gg-fuzz` drives: the code that reads the model's
/// text or a host's JSON before any sandbox is involved. Not a stable API.
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing {
    #[cfg(feature = "js")]
    pub use gg_arms::js::lower::{ImportBinding, Lowered, Refusal, lower, lower_kept};
    #[cfg(any(feature = "ruby", feature = "opal"))]
    pub use gg_arms::ruby_sdk::exports::{Export, scan};
    #[cfg(any(feature = "ruby", feature = "opal"))]
    pub use gg_arms::ruby_sdk::mask::{Decline, blank_non_code, code_mask};
    pub use gg_core::locate::source_lines;
    pub use gg_core::outcome::CallRecord;
    pub use gg_core::schema::{Schema, Violation};
    pub use gg_core::sourcemap::{MapError, Segment, SourceMap};

    /// One request through the wire (`operation`, JSON `arguments`),
    /// dispatched onto the typed host functions of a fresh turn state over
    /// `caps`: no store, no guest. The result, and the calls the turn
    /// recorded.
    #[cfg(feature = "java")]
    pub fn wire_dispatch(
        caps: crate::Capabilities,
        limits: &crate::Limits,
        operation: &str,
        arguments: &str,
    ) -> (Result<String, crate::api::core::ApiError>, Vec<CallRecord>) {
        caps.dispatch_wire(limits, operation, arguments)
    }
}

/// The book's chapter on embedding: `cargo test --doc` compiles its Rust
/// examples and runs the runnable ones against the real runtime.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/src/embedding.md")]
pub struct BookEmbedding;

pub use gg_arms::ArmInfo;
#[cfg(feature = "jetstream")]
pub use gg_capabilities::jetstream::{JetStreamJournal, Permit as JetStreamPermit};
pub use gg_capabilities::journal::SqliteJournal;
pub use gg_capabilities::state::State;
pub use gg_capabilities::{
    Context, Docs, Files, Memories, SessionText, Shell, Skills, Tasks, ToolRegistry, ToolSpec, Views, WorkspaceFiles,
    mangle_tool_name,
};
pub use gg_core::cache::cache_dir;
pub use gg_core::grants::Grants;
pub use gg_core::limits::{Limits, MAX_MEMORY_BYTES};
pub use gg_core::outcome::{End, Outcome};
pub use gg_engine::{Lang, PoolState, Runtime, Session, SessionConfig, Sessions, Turn};
pub use gg_sandbox::{Capabilities, LoadError, TURN_THREAD_STACK};
