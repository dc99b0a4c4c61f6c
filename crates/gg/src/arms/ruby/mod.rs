//! The Ruby arm: Opal compiles the model's Ruby to JavaScript on the host,
//! in a pool of warm node processes ([`compiler`]), and the Ruby guest, with
//! Opal's runtime pre-initialised, evaluates it. `require "gg"` loads the
//! Ruby SDK, `require "lib"` the agent's code modules, `require "json"` (and
//! the rest of `src/library.rb`) a library; nothing of them is loaded
//! otherwise.
//!
//! A program whose brackets nest deeper than Opal can follow is refused on
//! the host before it is compiled ([`nesting`]). A run-time error is mapped
//! back to the model's line through Opal's source map ([`finish`]). Code
//! modules are compiled here, each wrapped by [`wrap`] on the author's first
//! line, with the names they offer read by the export scan ([`exports`],
//! over the code mask [`mask`]). The turn's tools are declared to the
//! model, in the instructions and the docs catalogue alike, by [`tools`].

pub mod compiler;
pub mod exports;
pub mod kept;
pub mod mask;
pub mod nesting;
pub mod tools;

use super::{Arm, ArmInfo, Ended, Finish, Ready, Request};
use crate::api::guest::{CodeModule, Program, RunEnd};
use crate::api::tools::ToolInfo;
use crate::capabilities::Catalogue;
use crate::code_modules::BoundModule;
use crate::instructions::Idioms;
use crate::outcome::{Diagnostic, End, Frame, MAX_FRAMES, ModuleError, RuntimeError};
use crate::sandbox::{LoadError, LoadedGuest};
use crate::sourcemap::SourceMap;
use compiler::{Compiled, OpalPool};
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
            .get_or_init(|| LoadedGuest::load("ruby").map(|g| Arc::new(g.finishing_itself())).map_err(|e| e.0))
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
                let location = line
                    .map(|l| crate::locate::locate(source, file, l.saturating_sub(offset).max(1), column.unwrap_or(1)));
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
            if !valid_key(&m.key) {
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
                Compiled::Js { js, map } => (format!("{js}\n//# sourceURL={file}"), offered(&m.source), map),
                Compiled::Refused { syntax, message, line, column } => {
                    let location = line.map(|l| crate::locate::locate(&m.source, &file, l, column.unwrap_or(1)));
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
        catalogue()
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
        instructions(all)
    }

    fn tool_entries(&self, all: &[ToolInfo]) -> Vec<crate::capabilities::docs::Entry> {
        tools::entries(all)
    }
}

/// The Ruby SDK's catalogue (what `docs` searches), parsed once: built
/// from the SDK's YARD by the Opal guest's build, and the same for both Ruby
/// arms, which load the same SDK source.
pub(crate) fn catalogue() -> Result<&'static Catalogue, String> {
    static CATALOGUE: OnceLock<Result<Catalogue, String>> = OnceLock::new();
    super::catalogue_once(&CATALOGUE, &INFO, || super::guest_catalogue("ruby"))
}

/// Instructions for a model writing Ruby against the SDK, with the turn's
/// tools declared as methods (both Ruby arms).
pub(crate) fn instructions(all: &[ToolInfo]) -> String {
    let idioms = Idioms {
        language: "Ruby",
        import: "require \"gg\"",
        call: "GG::Tools.<method>(keyword: value)",
        dynamic_call: "GG::Tools.call(name, **arguments)",
        parallel: "GG::Tools.parallel([name, arguments], …)",
        all_tools: "GG::ALL_TOOLS",
        results: "JSON results become ordinary Ruby values. Other results remain strings.",
        failure: "A failed call raises `GG::Core::ApiError` (`code`, `message`) carrying the tool's message; a missing or unknown keyword raises `ArgumentError` before the call leaves the program.",
        completion: "The final Ruby expression becomes the completed program value (shown as `inspect` shows it; `nil` is no value).",
        text: "GG::Session.text(value)",
        finish: "GG::Session.finish(summary)",
        output: "`puts`, `print`, `printf`, `p` and `warn`",
        declarations: "Ruby method signatures",
    };
    let declare = |tool: &ToolInfo, _: &serde_json::Value| tools::declare(tool, all);
    crate::instructions::render(&idioms, all, declare, catalogue().ok())
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
            let location = frames.first().map(|f| crate::locate::locate(source, file, f.line, f.column));
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

/// A binding key a Ruby program can write: `lib.<key>` is a method call, so
/// the key is a lowercase identifier.
pub fn valid_key(key: &str) -> bool {
    let mut chars = key.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// The public names a module offers, from the export scan; `None` when the
/// scan declined (the guest then offers every method the module defines).
pub fn offered(source: &str) -> Option<Vec<crate::api::guest::ModuleExport>> {
    let exports = exports::scan(source).ok()?;
    Some(
        exports
            .into_iter()
            .filter(|e| !e.private)
            .map(|e| crate::api::guest::ModuleExport { name: e.name, singleton: e.singleton })
            .collect(),
    )
}

/// A module whose body raised, located at the author's own line through the
/// module's own map.
pub fn module_failure(
    failure: crate::api::guest::ModuleFailure,
    modules: &[PreparedModule],
) -> crate::outcome::ModuleError {
    let t = failure.thrown;
    let location = modules.iter().find(|m| m.key == failure.key).and_then(|m| {
        let map = SourceMap::from_json(&m.map).ok()?;
        let (l, c) = t.frames.iter().find_map(|f| map.lookup(f.line.checked_sub(1)?, f.column.saturating_sub(1)))?;
        Some(crate::locate::locate(&m.source, &m.file, l + 1, c + 1))
    });
    crate::outcome::ModuleError { key: failure.key, class: t.class, message: t.message, location }
}
