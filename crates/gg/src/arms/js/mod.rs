//! The JavaScript arm: the model's module, lowered on the host (see
//! [`lower`]), evaluated by the StarlingMonkey guest, its failures mapped back
//! through the lowering's source map.
//!
//! The guest reports positions in the text it evaluated; every position an
//! outcome carries went through [`SourceMap::lookup`].

pub mod lower;

use crate::api::guest::{ImportBinding, Program, RunEnd, Thrown};
use crate::outcome::{Diagnostic, End, Frame, Location, MAX_FRAMES, RuntimeError};
use crate::sourcemap::SourceMap;

/// A program ready for the guest.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub program: Program,
    pub map: SourceMap,
}

/// Lowers the model's text; a refusal is the model's to read.
#[allow(clippy::result_large_err, reason = "a refusal is rare and becomes the outcome as it is")]
pub fn prepare(source: &str, file_name: &str) -> Result<Prepared, End> {
    match lower::lower(source, file_name) {
        Ok(l) => {
            let imports = l
                .imports
                .iter()
                .map(|b| ImportBinding {
                    imported: b.imported.clone(),
                    local: b.local.clone(),
                    line: b.line + 1,
                    column: b.column + 1,
                })
                .collect();
            Ok(Prepared {
                program: Program { source: l.text, file_name: file_name.to_string(), imports, modules: Vec::new() },
                map: l.map,
            })
        }
        Err(r) => {
            let diagnostic =
                Diagnostic { message: r.message, location: Some(locate(source, file_name, r.line + 1, r.column + 1)) };
            Err(if r.syntax {
                End::SyntaxError { diagnostics: vec![diagnostic], dropped: 0 }
            } else {
                End::CompileError { diagnostics: vec![diagnostic], dropped: 0 }
            })
        }
    }
}

/// Maps a 1-based generated position to a located place in the model's text.
fn map_back(map: &SourceMap, source: &str, file: &str, line: u32, column: u32) -> Option<Location> {
    let (l, c) = map.lookup(line.checked_sub(1)?, column.saturating_sub(1))?;
    Some(locate(source, file, l + 1, c + 1))
}

/// A location in the model's text, with its line quoted and a caret.
pub fn locate(source: &str, file: &str, line: u32, column: u32) -> Location {
    let lines = lower::source_lines(source);
    let text = lines.get(line as usize - 1).copied().unwrap_or("");
    let mut caret = String::new();
    let mut units = 1;
    for ch in text.chars() {
        if units >= column {
            break;
        }
        caret.push(if ch == '\t' { '\t' } else { ' ' });
        units += ch.len_utf16() as u32;
    }
    caret.push('^');
    Location { file: file.to_string(), line, column, source_line: text.to_string(), caret }
}

/// The outcome band for what the guest reported.
pub fn finish(end: RunEnd, prepared: &Prepared, source: &str) -> End {
    let file = &prepared.program.file_name;
    let place = |t: &Thrown| match (t.line, t.column) {
        (Some(l), Some(c)) => map_back(&prepared.map, source, file, l, c),
        _ => None,
    };
    match end {
        RunEnd::Completed(value) => End::Completed { value },
        RunEnd::SyntaxError(t) => End::SyntaxError {
            diagnostics: vec![Diagnostic { message: format!("{}: {}", t.class, t.message), location: place(&t) }],
            dropped: 0,
        },
        // An unknown import name: the guest reports the binding's position
        // in the model's own text, which the lowering gave it.
        RunEnd::LinkError(t) => End::SyntaxError {
            diagnostics: vec![Diagnostic {
                message: format!("{}: {}", t.class, t.message),
                location: t.line.zip(t.column).map(|(l, c)| locate(source, file, l, c)),
            }],
            dropped: 0,
        },
        RunEnd::Uncaught(t) => {
            let mut frames: Vec<Frame> = t
                .frames
                .iter()
                .filter_map(|f| {
                    let (l, c) = prepared.map.lookup(f.line.checked_sub(1)?, f.column.saturating_sub(1))?;
                    Some(Frame { function: f.function_name.clone(), line: l + 1, column: c + 1 })
                })
                .collect();
            let frames_dropped = frames.len().saturating_sub(MAX_FRAMES);
            frames.truncate(MAX_FRAMES);
            End::RuntimeError(RuntimeError {
                class: t.class.clone(),
                message: t.message.clone(),
                location: place(&t),
                frames,
                frames_dropped,
            })
        }
    }
}
