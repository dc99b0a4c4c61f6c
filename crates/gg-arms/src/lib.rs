//! Language arms: how each language's text becomes something a guest runs,
//! and how the guest's report becomes an outcome in that language's terms.
//!
//! Every arm implements [`Arm`] and is named once in [`REGISTRY`]; the
//! runtime, the CLI, `docs`, `skills` and the fixture harness ask the
//! registry, never match on a language. An arm lives in its own folder
//! behind the Cargo feature of its name: `js`; `ruby` (CRuby 3.4 in the
//! sandbox); `python` (CPython 3.15 in the sandbox); `opal` (Ruby compiled
//! by Opal on the host); `java`. The two
//! Ruby arms share the Ruby SDK's catalogue, instructions, tool
//! declarations and host-side checks through `ruby_sdk/`, neither reaching
//! into the other.
//!
//! Invariants: an arm never names wasmtime (it sees the sandbox's
//! [`LoadedGuest`], [`Ended`] and [`Trapped`]); positions in an outcome
//! always went through the arm's own map back to the model's text; an arm's
//! `Err` from [`Arm::prepare`] is the model's refusal (`syntax-error`,
//! `compile-error`) or, as `toolchain-failure`, gg's own.

pub mod instructions;
#[cfg(feature = "java")]
pub mod java;
#[cfg(feature = "js")]
pub mod js;
#[cfg(feature = "opal")]
pub mod opal;
#[cfg(feature = "python")]
pub mod python;
#[cfg(feature = "ruby")]
pub mod ruby;
#[cfg(any(feature = "ruby", feature = "opal"))]
pub mod ruby_sdk;
#[cfg(any(feature = "opal", feature = "java"))]
pub mod toolchain;

use gg_capabilities::Catalogue;
use gg_capabilities::code_modules::BoundModule;
use gg_core::outcome::{End, ModuleError};
use gg_membrane::api::guest::{ModuleFailure, Program, RunEnd};
use gg_membrane::api::tools::ToolInfo;
use gg_sandbox::{LoadError, LoadedGuest, Trapped};
use std::sync::{Arc, OnceLock};

/// Every arm this build carries, in the order the CLI lists them. Adding an
/// arm is one line here (and its folder, package, fixtures and docs).
pub static REGISTRY: &[&ArmInfo] = &[
    #[cfg(feature = "js")]
    &js::INFO,
    #[cfg(feature = "ruby")]
    &ruby::INFO,
    #[cfg(feature = "python")]
    &python::INFO,
    #[cfg(feature = "java")]
    &java::INFO,
    #[cfg(feature = "opal")]
    &opal::INFO,
];

/// What is known of an arm without starting it.
pub struct ArmInfo {
    /// Its short name (`js`): the outcome's `lang`, the fixtures' folder.
    pub name: &'static str,
    /// Every name and file extension that selects it (`js`, `javascript`, `mjs`).
    pub names: &'static [&'static str],
    /// The extension of its files (`rb`): the language a code module is
    /// written in, by its file's name.
    pub extension: &'static str,
    /// The file a program is reported under when it has no name.
    pub default_file_name: &'static str,
    /// The language its catalogue names (`javascript`).
    pub language: &'static str,
    /// Whether a keep-state session keeps its programs' top-level
    /// declarations (the arm runs programs in one guest it can keep).
    pub keeps_state: bool,
    /// Starts the arm: loads what every turn needs (a guest), leaving
    /// toolchains to start on first use.
    pub start: fn() -> Result<Box<dyn Arm>, LoadError>,
}

impl std::fmt::Debug for ArmInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ArmInfo").field("name", &self.name).finish_non_exhaustive()
    }
}

/// The arm a name or extension selects.
pub fn by_name(name: &str) -> Option<&'static ArmInfo> {
    REGISTRY.iter().copied().find(|a| a.name == name || a.names.contains(&name))
}

/// A toolchain pool's state, for a server's metrics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolState {
    /// Processes the pool may keep.
    pub size: usize,
    /// Processes running (idle or busy).
    pub started: usize,
    /// Processes serving a request now (one starting counts too).
    pub busy: usize,
}

/// One language arm, started.
pub trait Arm: Send + Sync {
    /// Its static facts.
    fn info(&self) -> &'static ArmInfo;
    /// Its SDK's catalogue (what `docs` searches), parsed once per process.
    fn catalogue(&self) -> Result<&'static Catalogue, String>;
    /// Starts its toolchain ahead of the first turn. `Err` is gg's own
    /// failure, which that turn would report too.
    fn warm(&self) -> Result<(), String> {
        Ok(())
    }
    /// Its toolchain pool's state, when it has a pool and it was started
    /// (`None` for an arm that compiles nothing on the host).
    fn toolchain_state(&self) -> Option<PoolState> {
        None
    }
    /// Loads its guest, compiling it for this machine if no process has
    /// yet, without starting a toolchain. `Err` is gg's own failure.
    fn load(&self) -> Result<(), String> {
        Ok(())
    }
    /// Prepares without running: `None` when the program is ready to run,
    /// else the refusal the model would read.
    fn check(&self, request: Request<'_>) -> Option<End> {
        self.prepare(request, &mut Vec::new()).err()
    }
    /// Host-side preparation (lowering or compiling) of a program and the
    /// code modules in its scope, against the turn's tools. A module that
    /// does not prepare goes to `module_errors` (reported even when the
    /// program itself is refused) and never stops the program.
    #[allow(clippy::result_large_err, reason = "a refusal becomes the outcome as it is")]
    fn prepare(&self, request: Request<'_>, module_errors: &mut Vec<ModuleError>) -> Result<Ready, End>;
    /// A program in this language that prints `text` and a newline.
    fn sample(&self, text: &str) -> String;
    /// Instructions for a model writing this language: the lifecycle in its
    /// idioms, every tool declared in it, the SDK's catalogue summarised.
    fn instructions(&self, tools: &[ToolInfo]) -> String;
    /// The turn's tools as catalogue entries in this language, so `docs`
    /// finds them beside the SDK: one `function` entry per tool, keyed as a
    /// program reaches it (`tools.weather.forecast`), its signature the
    /// declaration the instructions show.
    fn tool_entries(&self, tools: &[ToolInfo]) -> Vec<gg_capabilities::docs::Entry> {
        let _ = tools;
        Vec::new()
    }
}

/// What an arm prepares: the model's text, the code modules in its scope
/// and the turn's tool catalogue (in registry order; the Java arm compiles
/// typed methods from it, the guest-interpreting arms ignore it).
pub struct Request<'a> {
    pub source: &'a str,
    /// The name the program is reported under.
    pub file: &'a str,
    #[cfg_attr(
        not(any(feature = "opal", feature = "java")),
        allow(dead_code, reason = "only compiling arms take code modules here")
    )]
    pub modules: Vec<BoundModule>,
    #[cfg_attr(not(feature = "java"), allow(dead_code, reason = "only the Java arm compiles the tools"))]
    pub tools: &'a [ToolInfo],
    /// For a program of a keep-state session, the top-level names the
    /// session's earlier programs declared; `None` for a fresh program.
    pub kept: Option<&'a [String]>,
}

/// A program ready to run: the guest, what it is handed, and how its
/// report becomes an outcome.
pub struct Ready {
    pub guest: Arc<LoadedGuest>,
    pub program: Program,
    pub finish: Box<dyn Finish>,
    /// For a keep-state program, the top-level names it declares that the
    /// arm must declare again in front of the session's next program (only
    /// an arm that needs them says them).
    pub declared: Vec<String>,
}

/// How a run that ended on its own (not at a limit) reads.
pub enum Ended {
    /// The guest reported, with the code modules whose bodies raised.
    Reported(
        RunEnd,
        #[cfg_attr(not(feature = "opal"), allow(dead_code, reason = "only Ruby has module bodies"))] Vec<ModuleFailure>,
    ),
    /// A compiled program trapped.
    Trapped(Trapped),
}

/// An arm's reading of a finished run, in the model's own terms.
pub trait Finish: Send {
    /// The outcome band; module failures go to `module_errors`.
    fn finish(&self, ended: Ended, stderr: &str, source: &str, module_errors: &mut Vec<ModuleError>) -> End;
    /// The program's stderr as the model should read it.
    fn clean_stderr(&self, stderr: String) -> String {
        stderr
    }
}

/// Code modules a guest compiles itself (CRuby's, CPython's), handed over
/// as their text under `lib/<key>.<extension>`, and kept to locate their
/// failures in their own text.
#[cfg(any(feature = "ruby", feature = "python"))]
pub struct TextModules {
    /// (key, file name, text) of each module handed over.
    kept: Vec<(String, String, String)>,
}

#[cfg(any(feature = "ruby", feature = "python"))]
impl TextModules {
    /// The guest's modules from the bound ones. A key the language cannot
    /// import (`importable` says) is a `compile-error`, `why` its message;
    /// `exports` is the host's scan of what a module offers.
    pub fn hand_over(
        bound: Vec<BoundModule>,
        extension: &str,
        importable: impl Fn(&str) -> bool,
        why: impl Fn(&str) -> String,
        exports: impl Fn(&str) -> Option<Vec<gg_membrane::api::guest::ModuleExport>>,
        module_errors: &mut Vec<ModuleError>,
    ) -> (Vec<gg_membrane::api::guest::CodeModule>, TextModules) {
        let mut modules = Vec::new();
        let mut kept = Vec::new();
        for m in bound {
            if !importable(&m.key) {
                module_errors.push(ModuleError {
                    class: "compile-error".into(),
                    message: why(&m.key),
                    key: m.key,
                    location: None,
                });
                continue;
            }
            let file_name = format!("lib/{}.{extension}", m.key);
            modules.push(gg_membrane::api::guest::CodeModule {
                key: m.key.clone(),
                exports: exports(&m.source),
                source: m.source.clone(),
                file_name: file_name.clone(),
            });
            kept.push((m.key, file_name, m.source));
        }
        (modules, TextModules { kept })
    }

    /// None handed over.
    #[cfg(test)]
    pub fn none() -> TextModules {
        TextModules { kept: Vec::new() }
    }

    /// The modules whose bodies raised (or did not compile), as module
    /// errors located in their own text; `column` gives a line's column
    /// when the guest reported none.
    pub fn failed(
        &self,
        failures: Vec<ModuleFailure>,
        column: impl Fn(&str, u32) -> u32,
        errors: &mut Vec<ModuleError>,
    ) {
        for f in failures {
            let t = f.thrown;
            let location = self.kept.iter().find(|(key, ..)| *key == f.key).and_then(|(_, file, text)| {
                t.line.map(|l| gg_core::locate::locate(text, file, l, t.column.unwrap_or_else(|| column(text, l))))
            });
            errors.push(ModuleError { key: f.key, class: t.class, message: t.message, location });
        }
    }
}

/// A guest-interpreting arm's trap is gg's defect, not the program's.
pub fn unexpected_trap(t: &Trapped) -> End {
    End::ToolchainFailure { message: format!("guest crashed: {}", t.description) }
}

/// An arm's catalogue parsed from `json` once into `cell`, checked to name
/// the arm's language.
pub fn catalogue_once(
    cell: &'static OnceLock<Result<Catalogue, String>>,
    owner: &str,
    language: &str,
    json: impl FnOnce() -> Result<&'static str, String>,
) -> Result<&'static Catalogue, String> {
    cell.get_or_init(|| {
        let json = json()?;
        Catalogue::parse(json, language).map_err(|e| format!("{owner}'s catalogue: {e}"))
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// The precompiled guest's catalogue from this build's artifacts.
pub fn guest_catalogue(guest: &str) -> Result<&'static str, String> {
    let g = gg_guests::guest(guest)
        .ok_or_else(|| format!("this build carries no `{guest}` guest: run `cargo xtask artifacts`"))?;
    g.catalogue.ok_or_else(|| format!("the {guest} guest carries no catalogue"))
}
