//! The Ruby arm (in progress): Opal compiles the model's Ruby to JavaScript
//! on the host, in a pool of warm node processes ([`compiler`]); a guest with
//! Opal's runtime pre-initialised will evaluate it.
//!
//! What works today: preparation (`gg check program.rb` compiles through the
//! real, pinned Opal and reports a syntax error in Opal's words at the model's
//! line, or a compile error) and running a program against Opal's corelib,
//! with exact `puts`/`print` output and an uncaught exception reported with
//! its class, message and the model's own Ruby line through Opal's source
//! map. Not yet: `require "gg"` (the Ruby SDK), `require "lib"`, libraries,
//! pattern matching's runtime, `exit`/`abort`/`exit!`, the YARD catalogue.
//!
//! [`mask`] is the byte-level code mask the code-module export scan reads.

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
