//! The human report of an outcome, rustc/ruff style: the band and message,
//! then `--> file:line:column`, the model's line and a caret.

use crate::outcome::{Diagnostic, End, Location, Outcome};
use std::fmt::Write;

fn location(out: &mut String, loc: &Location) {
    let num = loc.line.to_string();
    let pad = " ".repeat(num.len());
    let _ = writeln!(out, "{pad}--> {}:{}:{}", loc.file, loc.line, loc.column);
    let _ = writeln!(out, "{pad} |");
    let _ = writeln!(out, "{num} | {}", loc.source_line);
    let _ = writeln!(out, "{pad} | {}", loc.caret);
}

fn diagnostics(out: &mut String, band: &str, list: &[Diagnostic], dropped: usize) {
    for d in list {
        let _ = writeln!(out, "error[{band}]: {}", d.message);
        if let Some(loc) = &d.location {
            location(out, loc);
        }
    }
    if dropped > 0 {
        let _ = writeln!(out, "note: {dropped} more diagnostics not shown");
    }
}

/// Everything after the program's own output: what it said through
/// `session`, how the turn ended, and notes on output that was dropped.
/// Empty for a turn that completed cleanly and said nothing.
pub fn render(outcome: &Outcome) -> String {
    let mut out = String::new();
    for t in &outcome.texts {
        let _ = writeln!(out, "text: {t}");
    }
    if let Some(f) = &outcome.finished {
        let _ = writeln!(out, "finished: {f}");
    }
    // A failed module is offered empty to Ruby and Java programs; Python's
    // import raises, and the module is not there at all.
    let failed = if outcome.lang == "python" { "did not import" } else { "is empty" };
    for m in &outcome.module_errors {
        let _ = writeln!(out, "error[module]: lib.{} {failed}: {}: {}", m.key, m.class, m.message);
        if let Some(loc) = &m.location {
            location(&mut out, loc);
        }
    }
    match &outcome.end {
        End::Completed { .. } => {}
        End::SyntaxError { diagnostics: d, dropped } => diagnostics(&mut out, "syntax-error", d, *dropped),
        End::CompileError { diagnostics: d, dropped } => diagnostics(&mut out, "compile-error", d, *dropped),
        End::RuntimeError(e) => {
            if e.message.is_empty() {
                let _ = writeln!(out, "error[runtime-error]: {}", e.class);
            } else {
                let _ = writeln!(out, "error[runtime-error]: {}: {}", e.class, e.message);
            }
            if let Some(loc) = &e.location {
                location(&mut out, loc);
            }
            let file = e.location.as_ref().map(|l| l.file.as_str()).unwrap_or("program");
            let mut i = 0;
            while i < e.frames.len() {
                let f = &e.frames[i];
                let same = e.frames[i..].iter().take_while(|g| *g == f).count();
                let name = if f.function.is_empty() { "<top level>" } else { &f.function };
                let _ = write!(out, "  = at {name} ({file}:{}:{})", f.line, f.column);
                if same > 1 {
                    let _ = write!(out, " ×{same}");
                }
                out.push('\n');
                i += same;
            }
            if e.frames_dropped > 0 {
                let _ = writeln!(out, "  = … {} more frames", e.frames_dropped);
            }
        }
        End::Exit { status, location: at } => {
            let _ = writeln!(out, "exit: the program ended itself with status {status}");
            if let Some(loc) = at {
                location(&mut out, loc);
            }
        }
        End::Limit { limit, message } => {
            let name =
                serde_json::to_value(limit).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
            let _ = writeln!(out, "error[limit: {name}]: {message}");
        }
        End::ToolchainFailure { message } => {
            let _ = writeln!(out, "gg: toolchain failure (a defect in gg, not in the program): {message}");
        }
    }
    for (name, c) in [("stdout", &outcome.stdout), ("stderr", &outcome.stderr)] {
        if c.dropped_bytes > 0 {
            let _ = writeln!(out, "note: {} bytes of {name} past the capture cap were dropped", c.dropped_bytes);
        }
    }
    out
}
