//! The `opal` arm: Opal compiles the model's Ruby to JavaScript on the host,
//! in a pool of warm node processes ([`compiler`]), and the Ruby guest, with
//! Opal's runtime pre-initialised, evaluates it. `require "gg"` loads the
//! Ruby SDK, `require "lib"` the agent's code modules, `require "json"` (and
//! the rest of `src/library.rb`) a library; nothing of them is loaded
//! otherwise.
//!
//! A program whose brackets nest deeper than Opal can follow is refused on
//! the host before it is compiled ([`nesting`], shared with the `ruby` arm in
//! [`crate::ruby_sdk`]). A run-time error is mapped
//! back to the model's line through Opal's source map ([`finish`]). Code
//! modules are compiled here, each wrapped by [`wrap`] on the author's first
//! line, with the names they offer read by the export scan ([`exports`],
//! over the code mask [`mask`]). The turn's tools are declared to the
//! model, in the instructions and the docs catalogue alike, by [`tools`].

pub mod compiler;
pub mod kept;

use super::{Arm, ArmInfo, Ended, Finish, Ready, Request};
use crate::ruby_sdk::{self, nesting, tools};
use compiler::{Compiled, OpalPool};
use gg_capabilities::Catalogue;
use gg_capabilities::code_modules::BoundModule;
use gg_core::outcome::{Diagnostic, End, Frame, MAX_FRAMES, ModuleError, RuntimeError};
use gg_core::sourcemap::SourceMap;
use gg_membrane::api::guest::{CodeModule, Program, RunEnd};
use gg_membrane::api::tools::ToolInfo;
use gg_sandbox::{LoadError, LoadedGuest};
use std::sync::{Arc, OnceLock};

/// The Ruby arm's facts.
pub static INFO: ArmInfo = ArmInfo {
    name: "opal",
    names: &["opal"],
    extension: "rb",
    default_file_name: "program.rb",
    language: "ruby",
    keeps_state: true,
    start: RubyArm::start,
};

/// The started arm: Opal's compilers and the Ruby guest, each started on
/// first use.
struct RubyArm {
    opal: OnceLock<Result<OpalPool, String>>,
    guest: OnceLock<Result<Arc<LoadedGuest>, String>>,
}

impl RubyArm {
    fn start() -> Result<Box<dyn Arm>, LoadError> {
        Ok(Box::new(RubyArm { opal: OnceLock::new(), guest: OnceLock::new() }))
    }

    /// Opal's compilers (`GG_OPAL_POOL` processes, default 2).
    fn opal(&self) -> Result<&OpalPool, String> {
        super::toolchain::started(&self.opal, "GG_OPAL_POOL", 2, OpalPool::new)
    }

    fn guest(&self) -> Result<Arc<LoadedGuest>, String> {
        self.guest
            .get_or_init(|| LoadedGuest::load("opal").map(|g| Arc::new(g.finishing_itself())).map_err(|e| e.0))
            .clone()
    }

    /// Compiles a Ruby program; a refusal (or gg's own failure) is the `End`.
    #[allow(clippy::result_large_err, reason = "a refusal becomes the outcome as it is")]
    fn compile(&self, source: &str, file: &str) -> Result<(String, String), End> {
        self.compile_after(source, "", file)
    }

    /// Compiles `prelude` (whole lines, none of the model's) followed by the
    /// model's `source`; a refusal is located in `source`'s own lines.
    #[allow(clippy::result_large_err, reason = "a refusal becomes the outcome as it is")]
    fn compile_after(&self, source: &str, prelude: &str, file: &str) -> Result<(String, String), End> {
        if let Some(refused) = nesting::refusal(source, file) {
            return Err(refused);
        }
        let pool = self.opal().map_err(|message| End::ToolchainFailure { message })?;
        let offset = prelude.lines().count() as u32;
        let text =
            if prelude.is_empty() { std::borrow::Cow::Borrowed(source) } else { format!("{prelude}{source}").into() };
        match pool.compile(&text, file) {
            Ok((Compiled::Js { js, map }, _)) => Ok((js, map)),
            Ok((Compiled::Refused { syntax, message, line, column }, _)) => {
                let location = line.map(|l| {
                    gg_core::locate::locate(source, file, l.saturating_sub(offset).max(1), column.unwrap_or(1))
                });
                let diagnostics = vec![Diagnostic { message, location }];
                Err(if syntax {
                    End::SyntaxError { diagnostics, dropped: 0 }
                } else {
                    End::CompileError { diagnostics, dropped: 0 }
                })
            }
            Err(message) => Err(End::ToolchainFailure { message }),
        }
    }

    /// Compiles the code modules a program's `lib` offers. A module that
    /// does not compile is offered empty and reported on the module channel;
    /// it never stops the program.
    fn modules(&self, bound: Vec<BoundModule>) -> Result<Modules, String> {
        let mut wire = Vec::new();
        let mut prepared = Vec::new();
        let mut errors = Vec::new();
        for m in bound {
            let file = format!("lib/{}.rb", m.key);
            let mut refuse = |class: &str, message: String, location| {
                errors.push(ModuleError { key: m.key.clone(), class: class.into(), message, location });
            };
            if !ruby_sdk::valid_key(&m.key) {
                refuse(
                    "compile-error",
                    format!("`{}` is not a key a Ruby program can write as lib.<key>", m.key),
                    None,
                );
                continue;
            }
            let compiled = match nesting::check(&m.source, &file) {
                Some((message, place)) => Compiled::Refused {
                    syntax: false,
                    message,
                    line: place.map(|(line, _)| line),
                    column: place.map(|(_, column)| column),
                },
                None => self.opal()?.compile(&wrap(&m.source), &file)?.0,
            };
            let (source, exports, map) = match compiled {
                Compiled::Js { js, map } => (format!("{js}\n//# sourceURL={file}"), ruby_sdk::offered(&m.source), map),
                Compiled::Refused { syntax, message, line, column } => {
                    let location = line.map(|l| gg_core::locate::locate(&m.source, &file, l, column.unwrap_or(1)));
                    refuse(if syntax { "syntax-error" } else { "compile-error" }, message, location);
                    (String::new(), Some(Vec::new()), String::new())
                }
            };
            wire.push(CodeModule { key: m.key.clone(), source, file_name: file.clone(), exports });
            prepared.push(PreparedModule { key: m.key, file, source: m.source, map });
        }
        Ok(Modules { wire, prepared, errors })
    }
}

/// A turn's code modules, compiled: what the guest gets, what maps their
/// failures back, and the ones that did not compile.
struct Modules {
    wire: Vec<CodeModule>,
    prepared: Vec<PreparedModule>,
    errors: Vec<ModuleError>,
}

impl Arm for RubyArm {
    fn info(&self) -> &'static ArmInfo {
        &INFO
    }

    fn catalogue(&self) -> Result<&'static Catalogue, String> {
        ruby_sdk::catalogue()
    }

    fn load(&self) -> Result<(), String> {
        self.guest().map(drop)
    }

    fn toolchain_state(&self) -> Option<crate::toolchain::PoolState> {
        self.opal.get()?.as_ref().ok().map(|pool| pool.state())
    }

    fn warm(&self) -> Result<(), String> {
        self.opal()?.warm()
    }

    fn check(&self, request: Request<'_>) -> Option<End> {
        self.compile(request.source, request.file).err()
    }

    fn prepare(&self, request: Request<'_>, module_errors: &mut Vec<ModuleError>) -> Result<Ready, End> {
        let Request { source, file, modules, tools: _, kept } = request;
        let prelude = kept.map(kept::restore).unwrap_or_default();
        let (mut js, map) = self.compile_after(source, &prelude, file)?;
        let mut declared = Vec::new();
        if kept.is_some() {
            declared = kept::save(&mut js).map_err(|message| End::ToolchainFailure { message })?;
        }
        let modules = self.modules(modules).map_err(|message| End::ToolchainFailure { message })?;
        module_errors.extend(modules.errors);
        let guest = self.guest().map_err(|message| End::ToolchainFailure { message })?;
        Ok(Ready {
            guest,
            program: Program {
                source: format!("{js}\n//# sourceURL={file}"),
                file_name: file.to_string(),
                imports: Vec::new(),
                modules: modules.wire,
                keep_state: kept.is_some(),
            },
            finish: Box::new(RubyFinish {
                map,
                file: file.to_string(),
                modules: modules.prepared,
                line_offset: prelude.lines().count() as u32,
            }),
            declared,
        })
    }

    fn sample(&self, text: &str) -> String {
        format!("puts '{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
    }

    fn instructions(&self, all: &[ToolInfo]) -> String {
        ruby_sdk::instructions(all)
    }

    fn tool_entries(&self, all: &[ToolInfo]) -> Vec<gg_capabilities::docs::Entry> {
        tools::entries(all)
    }
}

/// What maps a Ruby run back: Opal's map of the program and its modules'.
struct RubyFinish {
    map: String,
    file: String,
    modules: Vec<PreparedModule>,
    /// Lines gg put in front of the model's (a keep-state prelude).
    line_offset: u32,
}

impl Finish for RubyFinish {
    fn finish(&self, ended: Ended, _stderr: &str, source: &str, module_errors: &mut Vec<ModuleError>) -> End {
        match ended {
            Ended::Reported(end, failures) => {
                module_errors.extend(failures.into_iter().map(|f| module_failure(f, &self.modules)));
                finish(end, &self.map, source, &self.file, self.line_offset)
            }
            Ended::Trapped(t) => super::unexpected_trap(&t),
        }
    }
}

/// The outcome band for what the Ruby guest reported; positions go back to
/// the model's Ruby through Opal's source map (`map_json`), less the
/// `line_offset` lines gg put in front of the model's.
pub fn finish(end: RunEnd, map_json: &str, source: &str, file: &str, line_offset: u32) -> End {
    match end {
        // The last expression's value, inspected (nil is no value).
        RunEnd::Completed(value) => End::Completed { value },
        RunEnd::SyntaxError(t) | RunEnd::LinkError(t) | RunEnd::Uncaught(t) => {
            // The map is decoded only when something raised.
            let map = SourceMap::from_json(map_json).unwrap_or_default();
            let back = |line: u32, column: u32| map.lookup(line.checked_sub(1)?, column.saturating_sub(1));
            let mut frames: Vec<Frame> = Vec::new();
            // Generated line 1 is `Opal.queue(function(Opal) {`: the call that
            // starts the program, not a line of it.
            for f in t.frames.iter().filter(|f| f.line > 1) {
                if let Some((l, c)) = back(f.line, f.column) {
                    // A frame in gg's prelude is none of the model's.
                    let Some(line) = (l + 1).checked_sub(line_offset).filter(|&l| l > 0) else {
                        continue;
                    };
                    let frame = Frame { function: ruby_name(&f.function_name), line, column: c + 1 };
                    if frames.last() != Some(&frame) {
                        frames.push(frame);
                    }
                }
            }
            let location = frames.first().map(|f| gg_core::locate::locate(source, file, f.line, f.column));
            // `exit n` and `abort`: the status the program chose, at its line.
            if let Some(status) = crate::ruby_sdk::exit_status(&t.class, &t.message) {
                return End::Exit { status, location };
            }
            let frames_dropped = frames.len().saturating_sub(MAX_FRAMES);
            frames.truncate(MAX_FRAMES);
            End::RuntimeError(RuntimeError { class: t.class, message: t.message, location, frames, frames_dropped })
        }
    }
}

/// Opal names a method's function `$$name`; the top level has no name.
fn ruby_name(js: &str) -> String {
    let name = js.rsplit('/').next().unwrap_or(js);
    name.trim_start_matches('$').to_string()
}

/// A code module compiled for `lib`: what the guest needs to map its
/// failures back to the author's own lines.
#[derive(Debug, Clone)]
pub struct PreparedModule {
    pub key: String,
    /// The name its frames carry: `lib/<key>.rb`.
    pub file: String,
    /// The author's source, as bound.
    pub source: String,
    /// Opal's source map of the wrapped text.
    pub map: String,
}

/// A module's source wrapped so that what its body defines is what the key
/// offers. The wrapper shares the author's first line (and adds one at the
/// end), so every line of the module keeps its own number.
pub fn wrap(source: &str) -> String {
    format!("Module.new do {source}\nend\n")
}

/// A module whose body raised, located at the author's own line through the
/// module's own map.
pub fn module_failure(
    failure: gg_membrane::api::guest::ModuleFailure,
    modules: &[PreparedModule],
) -> gg_core::outcome::ModuleError {
    let t = failure.thrown;
    let location = modules.iter().find(|m| m.key == failure.key).and_then(|m| {
        let map = SourceMap::from_json(&m.map).ok()?;
        let (l, c) = t.frames.iter().find_map(|f| map.lookup(f.line.checked_sub(1)?, f.column.saturating_sub(1)))?;
        Some(gg_core::locate::locate(&m.source, &m.file, l + 1, c + 1))
    });
    gg_core::outcome::ModuleError { key: failure.key, class: t.class, message: t.message, location }
}
