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

pub mod arms;
pub(crate) mod cache;
pub mod capabilities;
pub mod code_modules;
pub mod control;
pub mod grants;
pub mod instructions;
pub mod limits;
pub mod locate;
pub mod ops;
pub mod outcome;
pub mod report;
mod runtime;
mod sandbox;
pub mod schema;
pub mod session;
pub mod sourcemap;
pub mod state;
mod turn;

/// The entry points `crates/gg-fuzz` drives: the code that reads the model's
/// text or a host's JSON before any sandbox is involved. Not a stable API.
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing {
    #[cfg(feature = "js")]
    pub use crate::arms::js::lower::{ImportBinding, Lowered, Refusal, lower, lower_kept};
    #[cfg(feature = "ruby")]
    pub use crate::arms::ruby::exports::{Export, scan};
    #[cfg(feature = "ruby")]
    pub use crate::arms::ruby::mask::{Decline, blank_non_code, code_mask};
    pub use crate::locate::source_lines;
    pub use crate::outcome::CallRecord;
    pub use crate::schema::{Schema, Violation};
    pub use crate::sourcemap::{MapError, Segment, SourceMap};

    /// One request through the JVM arms' wire door (`operation`, JSON
    /// `arguments`), dispatched onto the typed host functions of a fresh turn
    /// state over `caps`: no store, no guest. The result, and the calls the
    /// turn recorded.
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

/// The membrane's generated types, for implementing capabilities.
pub mod api {
    pub use crate::sandbox::bindings::exports::gg::agent::guest;
    pub use crate::sandbox::bindings::gg::agent::{
        context, core, docs, files, memories, session, shell, skills, tasks, tools, views,
    };
}

pub use arms::ArmInfo;
pub use cache::cache_dir;
pub use capabilities::{
    Context, Docs, Files, Memories, Session, Shell, Skills, Tasks, ToolRegistry, ToolSpec, Views, WorkspaceFiles,
    mangle_tool_name,
};
pub use grants::Grants;
pub use limits::{Limits, MAX_MEMORY_BYTES};
pub use outcome::{End, Outcome};
pub use runtime::Runtime;
pub use sandbox::{Capabilities, LoadError, TURN_THREAD_STACK};
pub use session::SessionConfig;
pub use state::State;
pub use turn::Turn;

/// A language a program can be written in: one arm of [`arms::REGISTRY`].
#[derive(Clone, Copy)]
pub struct Lang(&'static ArmInfo);

#[allow(non_upper_case_globals, reason = "the languages read as variants: Lang::JavaScript")]
impl Lang {
    /// JavaScript, lowered on the host and run by StarlingMonkey.
    #[cfg(feature = "js")]
    pub const JavaScript: Lang = Lang(&arms::js::INFO);
    /// CRuby 3.4 (ruby.wasm) run inside the sandbox, pre-initialised with
    /// the VM booted; `require "gg"` is the Ruby SDK, `require "lib"` the
    /// code modules.
    #[cfg(feature = "cruby")]
    pub const Ruby: Lang = Lang(&arms::cruby::INFO);
    /// Compiled by javac and TeaVM's WASI backend on the host into a
    /// component of its own; the SDK is on its classpath.
    #[cfg(feature = "java")]
    pub const Java: Lang = Lang(&arms::java::INFO);
    /// Ruby compiled by Opal on the host and run against Opal's runtime in
    /// the Opal guest (seed 000's arm, `--lang opal`): the same SDK; keeps a
    /// session's top level between programs.
    #[cfg(feature = "ruby")]
    pub const Opal: Lang = Lang(&arms::ruby::INFO);

    /// The arm's short name (`js`).
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// The extension of this arm's files (`rb`): the language a code module
    /// is written in, by its file's name.
    pub fn extension(self) -> &'static str {
        self.0.extension
    }

    /// Whether a keep-state session keeps this language's top-level
    /// declarations between programs (JavaScript and Ruby; not Java).
    pub fn keeps_state(self) -> bool {
        self.0.keeps_state
    }

    /// The file name a program is reported under.
    pub fn default_file_name(self) -> &'static str {
        self.0.default_file_name
    }

    /// The arm for a short name or a file extension, among those this build carries.
    pub fn from_name(name: &str) -> Option<Lang> {
        arms::by_name(name).map(Lang)
    }

    /// Every language this build carries, in the registry's order.
    pub fn all() -> impl Iterator<Item = Lang> {
        arms::REGISTRY.iter().map(|a| Lang(a))
    }

    /// Its arm's static facts.
    pub fn info(self) -> &'static ArmInfo {
        self.0
    }
}

impl PartialEq for Lang {
    fn eq(&self, other: &Lang) -> bool {
        self.0.name == other.0.name
    }
}

impl Eq for Lang {}

impl std::hash::Hash for Lang {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.name.hash(state);
    }
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.0.name)
    }
}
