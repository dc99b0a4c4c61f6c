//! gg runs a model's reply as a program inside a WebAssembly component
//! sandbox and reports how it ended.
//!
//! A turn is **program text → prepare (host-side lowering or compile) → a
//! fresh sandboxed instance → typed calls across the `gg:agent` membrane → an
//! [`Outcome`]**. The model's mistakes are outcomes, never `Err`; an `Err`
//! from this crate means gg itself could not start.
//!
//! ```no_run
//! use gg::{Lang, Runtime, Turn};
//!
//! let runtime = Runtime::new()?;
//! let turn = Turn::new(Lang::JavaScript, "import { files } from \"gg\";\nconsole.log(files.listDirectory().length);\n")
//!     .workspace("/path/to/workspace");
//! let outcome = runtime.run(turn);
//! print!("{}", outcome.stdout.text);
//! eprint!("{}", gg::report::render(&outcome));
//! # Ok::<(), gg::LoadError>(())
//! ```
//!
//! Each capability family is a trait ([`capabilities::Files`],
//! [`capabilities::Views`]) with a real implementation; pass your own with
//! [`Turn::files`] or [`Turn::views`] to replace one family.

pub mod arms;
mod bindings;
pub mod capabilities;
mod capture;
pub mod outcome;
pub mod report;
mod sandbox;
pub mod sourcemap;

/// The membrane's generated types, for implementing capabilities.
pub mod api {
    pub use crate::bindings::exports::gg::agent::guest;
    pub use crate::bindings::gg::agent::{core, files, views};
}

pub use capabilities::{Files, Views, WorkspaceFiles};
pub use outcome::{End, Outcome};
pub use sandbox::{Capabilities, Limits, LoadError, cache_dir};

use outcome::{Captured, Timings, ViewRecord};
use std::path::PathBuf;
use std::time::Instant;

/// A language a program can be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    JavaScript,
}

impl Lang {
    /// The arm's short name (`js`).
    pub fn name(self) -> &'static str {
        match self {
            Lang::JavaScript => "js",
        }
    }

    /// The file name a program is reported under.
    pub fn default_file_name(self) -> &'static str {
        match self {
            Lang::JavaScript => "program.js",
        }
    }

    /// The arm for a short name or a file extension.
    pub fn from_name(name: &str) -> Option<Lang> {
        match name {
            "js" | "javascript" | "mjs" => Some(Lang::JavaScript),
            _ => None,
        }
    }
}

/// One turn to run: the program, where it runs, and under which limits.
pub struct Turn {
    lang: Lang,
    source: String,
    file_name: Option<String>,
    workspace: PathBuf,
    limits: Limits,
    files: Option<Box<dyn Files>>,
    views: Option<Box<dyn Views>>,
}

impl Turn {
    /// A turn running `source` in the current directory with default limits.
    pub fn new(lang: Lang, source: impl Into<String>) -> Turn {
        Turn {
            lang,
            source: source.into(),
            file_name: None,
            workspace: PathBuf::from("."),
            limits: Limits::default(),
            files: None,
            views: None,
        }
    }

    /// The directory the `files` family is confined to.
    pub fn workspace(mut self, dir: impl Into<PathBuf>) -> Turn {
        self.workspace = dir.into();
        self
    }

    /// The name the program's frames and diagnostics carry.
    pub fn file_name(mut self, name: impl Into<String>) -> Turn {
        self.file_name = Some(name.into());
        self
    }

    pub fn limits(mut self, limits: Limits) -> Turn {
        self.limits = limits;
        self
    }

    /// Replaces the `files` family.
    pub fn files(mut self, files: Box<dyn Files>) -> Turn {
        self.files = Some(files);
        self
    }

    /// Replaces the `views` family.
    pub fn views(mut self, views: Box<dyn Views>) -> Turn {
        self.views = Some(views);
        self
    }

    /// The program's text.
    pub fn source(&self) -> &str {
        &self.source
    }
}

/// Loaded guests, shared by every turn of the process.
pub struct Runtime {
    js: sandbox::LoadedGuest,
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runtime").finish_non_exhaustive()
    }
}

impl Runtime {
    /// Loads every guest this build carries (mapping the precompiled files).
    pub fn new() -> Result<Runtime, LoadError> {
        Ok(Runtime {
            js: sandbox::LoadedGuest::load("js")?,
        })
    }

    /// Prepares a program without running it: `None` when it is ready to
    /// run, else the refusal the model would read.
    pub fn check(&self, lang: Lang, source: &str, file_name: Option<&str>) -> Option<End> {
        let file = file_name.unwrap_or(lang.default_file_name());
        match lang {
            Lang::JavaScript => arms::js::prepare(source, file).err(),
        }
    }

    /// Runs one turn. Never fails: gg's own failures are
    /// [`End::ToolchainFailure`].
    pub fn run(&self, turn: Turn) -> Outcome {
        let file = turn
            .file_name
            .clone()
            .unwrap_or_else(|| turn.lang.default_file_name().to_string());
        let started = Instant::now();
        let prepared = arms::js::prepare(&turn.source, &file);
        let prepare_us = started.elapsed().as_micros() as u64;
        let mut outcome = Outcome {
            lang: turn.lang.name().to_string(),
            end: End::Completed { value: None },
            stdout: Captured::default(),
            stderr: Captured::default(),
            calls: Vec::new(),
            views: Vec::new(),
            timings: Timings {
                prepare_us,
                ..Timings::default()
            },
        };
        let prepared = match prepared {
            Ok(p) => p,
            Err(end) => {
                outcome.end = end;
                return outcome;
            }
        };
        let files: Box<dyn Files> = match turn.files {
            Some(f) => f,
            None => match WorkspaceFiles::new(&turn.workspace) {
                Ok(f) => Box::new(f),
                Err(e) => {
                    outcome.end = End::ToolchainFailure {
                        message: format!("workspace {}: {e}", turn.workspace.display()),
                    };
                    return outcome;
                }
            },
        };
        let views = turn
            .views
            .unwrap_or_else(|| Box::new(capabilities::TurnViews::default()));
        let raw = self.js.run(
            &prepared.program,
            Capabilities { files, views },
            &turn.limits,
        );
        outcome.end = match raw.end {
            Ok(end) => arms::js::finish(end, &prepared, &turn.source),
            Err(sandbox::Stopped::Limit(limit, message)) => End::Limit { limit, message },
            Err(sandbox::Stopped::Crashed(message)) => End::ToolchainFailure {
                message: format!("guest crashed: {message}"),
            },
        };
        outcome.stdout = Captured {
            text: String::from_utf8_lossy(&raw.stdout.0).into_owned(),
            dropped_bytes: raw.stdout.1,
        };
        outcome.stderr = Captured {
            text: String::from_utf8_lossy(&raw.stderr.0).into_owned(),
            dropped_bytes: raw.stderr.1,
        };
        outcome.calls = raw.calls;
        outcome.views = raw
            .views
            .into_iter()
            .map(|v| ViewRecord {
                id: v.id,
                label: v.label,
                body: v.body,
                path: v.path,
            })
            .collect();
        outcome.timings.instantiate_us = raw.instantiate.as_micros() as u64;
        outcome.timings.run_us = raw.run.as_micros() as u64;
        outcome.timings.host_calls_us = raw.host_time.as_micros() as u64;
        outcome
    }
}
