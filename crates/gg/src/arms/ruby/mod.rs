//! The Ruby arm: Opal compiles the model's Ruby to JavaScript on the host,
//! in a pool of warm node processes ([`compiler`]), and the Ruby guest, with
//! Opal's runtime pre-initialised, evaluates it. `require "gg"` loads the
//! Ruby SDK, `require "lib"` the agent's code modules, `require "json"` (and
//! the rest of `src/library.rb`) a library; nothing of them is loaded
//! otherwise.
//!
//! A run-time error is mapped back to the model's line through Opal's source
//! map ([`finish`]). Code modules are compiled here, each wrapped by
//! [`wrap`] on the author's first line, with the names they offer read by
//! the export scan ([`exports`], over the code mask [`mask`]).

pub mod compiler;
pub mod exports;
pub mod mask;

use crate::api::guest::RunEnd;
use crate::outcome::{End, Frame, MAX_FRAMES, RuntimeError};
use crate::sourcemap::SourceMap;

/// The outcome band for what the Ruby guest reported; positions go back to
/// the model's Ruby through Opal's source map (`map_json`).
pub fn finish(end: RunEnd, map_json: &str, source: &str, file: &str) -> End {
    match end {
        RunEnd::Completed(_) => End::Completed { value: None },
        RunEnd::SyntaxError(t) | RunEnd::LinkError(t) | RunEnd::Uncaught(t) => {
            // The map is decoded only when something raised.
            let map = SourceMap::from_json(map_json).unwrap_or_default();
            let back = |line: u32, column: u32| map.lookup(line.checked_sub(1)?, column.saturating_sub(1));
            let mut frames: Vec<Frame> = Vec::new();
            // Generated line 1 is `Opal.queue(function(Opal) {`: the call that
            // starts the program, not a line of it.
            for f in t.frames.iter().filter(|f| f.line > 1) {
                if let Some((l, c)) = back(f.line, f.column) {
                    let frame = Frame { function: ruby_name(&f.function_name), line: l + 1, column: c + 1 };
                    if frames.last() != Some(&frame) {
                        frames.push(frame);
                    }
                }
            }
            let location = frames.first().map(|f| super::js::locate(source, file, f.line, f.column));
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
        Some(super::js::locate(&m.source, &m.file, l + 1, c + 1))
    });
    crate::outcome::ModuleError { key: failure.key, class: t.class, message: t.message, location }
}
