//! The turn outcome: one serialisable value that says how a turn ended and
//! carries everything it produced.
//!
//! The model's own mistakes (syntax, compile and run-time errors, limits) are
//! ordinary [`End`] variants it reads next turn; [`End::ToolchainFailure`] is
//! gg's own defect, for the operator only.

use serde::{Deserialize, Serialize};

/// Most diagnostics an outcome carries; the rest are counted in `dropped`.
pub const MAX_DIAGNOSTICS: usize = 8;

/// Everything one turn produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// The language arm that ran the program.
    pub lang: String,
    /// How the turn ended.
    pub end: End,
    /// What the program wrote to its standard output (console.log).
    pub stdout: Captured,
    /// What the program wrote to its standard error (console.error).
    pub stderr: Captured,
    /// Every call the program made across the membrane, in order.
    pub calls: Vec<CallRecord>,
    /// Calls refused past the call limit beyond the first refusal: counted,
    /// not recorded one by one (a runaway loop must not grow the host).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub calls_unrecorded: u64,
    /// The views the program opened for the model's next turn.
    pub views: Vec<ViewRecord>,
    /// What the program said to the user through `session.text`, in order.
    pub texts: Vec<String>,
    /// The summary the program ended the agent's task with (`session.finish`).
    pub finished: Option<String>,
    /// This turn's number in the workspace's thread, when state is kept.
    pub turn_number: Option<u32>,
    /// Code modules that could not be offered at `lib.<key>`: one that did
    /// not compile, or whose body raised when `lib` was required. The
    /// program went on with an empty namespace under that key.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub module_errors: Vec<ModuleError>,
    pub timings: Timings,
}

/// A code module that failed, located in the module's own file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModuleError {
    /// The binding key (`lib.<key>`).
    pub key: String,
    /// `syntax-error`, `compile-error` or the class it raised (`NameError`).
    pub class: String,
    pub message: String,
    pub location: Option<Location>,
}

impl Outcome {
    /// An outcome that ended as `end` before anything ran.
    pub fn new(lang: impl Into<String>, end: End) -> Outcome {
        Outcome {
            lang: lang.into(),
            end,
            stdout: Captured::default(),
            stderr: Captured::default(),
            calls: Vec::new(),
            calls_unrecorded: 0,
            views: Vec::new(),
            texts: Vec::new(),
            finished: None,
            turn_number: None,
            module_errors: Vec::new(),
            timings: Timings::default(),
        }
    }

    /// True when the program ran to its end.
    pub fn completed(&self) -> bool {
        matches!(self.end, End::Completed { .. })
    }
}

/// How a turn ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum End {
    /// The program ran to its end; `value` is its completion value, rendered,
    /// where the language has one.
    Completed { value: Option<String> },
    /// The program's text could not be parsed.
    SyntaxError { diagnostics: Vec<Diagnostic>, dropped: usize },
    /// The text parsed but was refused before it ran (an unknown import, say).
    CompileError { diagnostics: Vec<Diagnostic>, dropped: usize },
    /// An exception escaped the program.
    RuntimeError(RuntimeError),
    /// The program ended itself with a non-zero status, as the language's
    /// own way to exit says (Ruby's `exit 3`, `exit!(3)` and `abort`, Java's
    /// `System.exit(3)`): not a failure gg reports, the status the program
    /// chose. `location` is the line that exited, where the language knows
    /// it. A status of 0 is [`End::Completed`].
    Exit { status: i32, location: Option<Location> },
    /// The sandbox stopped the program.
    Limit { limit: LimitKind, message: String },
    /// gg itself failed. Shown to the operator, never to the model.
    ToolchainFailure { message: String },
}

/// The most of an uncaught error's class or message an outcome keeps: a
/// program that throws a 16 MiB message must not make a 16 MiB report.
pub const MAX_ERROR_TEXT: usize = 64 << 10;

/// `text` cut to `max` bytes at a character boundary, with what was cut said.
fn cut(text: &mut String, max: usize) {
    if text.len() > max {
        let mut at = max;
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let more = text.len() - at;
        text.truncate(at);
        text.push_str(&format!("… ({more} more bytes)"));
    }
}

impl End {
    /// The same end with an uncaught error's class and message cut to
    /// [`MAX_ERROR_TEXT`] bytes each.
    pub fn bounded(mut self) -> End {
        if let End::RuntimeError(e) = &mut self {
            cut(&mut e.class, MAX_ERROR_TEXT);
            cut(&mut e.message, MAX_ERROR_TEXT);
        }
        self
    }

    /// The band's stable name, as serialised in `kind`.
    pub fn kind(&self) -> &'static str {
        match self {
            End::Completed { .. } => "completed",
            End::SyntaxError { .. } => "syntax-error",
            End::CompileError { .. } => "compile-error",
            End::RuntimeError(_) => "runtime-error",
            End::Exit { .. } => "exit",
            End::Limit { .. } => "limit",
            End::ToolchainFailure { .. } => "toolchain-failure",
        }
    }
}

/// A position in the model's own source, with the line quoted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in UTF-16 code units as JavaScript engines count.
    pub column: u32,
    /// The model's line, as written.
    pub source_line: String,
    /// Whitespace up to the column, then `^`.
    pub caret: String,
}

/// One located refusal of the program's text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    pub message: String,
    pub location: Option<Location>,
}

/// An exception that escaped the program.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuntimeError {
    /// The error's class as the language names it (`TypeError`).
    pub class: String,
    pub message: String,
    /// Where it arose in the model's file, when the engine said.
    pub location: Option<Location>,
    /// The frames in the model's file, innermost first, at most
    /// [`MAX_FRAMES`].
    pub frames: Vec<Frame>,
    /// Frames past [`MAX_FRAMES`] that were left out.
    pub frames_dropped: usize,
}

/// Most frames a runtime error carries.
pub const MAX_FRAMES: usize = 16;

/// One stack frame in the model's file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// The function's name; empty for the program's top level.
    pub function: String,
    pub line: u32,
    pub column: u32,
}

/// Which limit stopped the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LimitKind {
    /// The run-time deadline (time inside host calls does not count).
    Deadline,
    /// The host's CPU time on the turn's calls ([`crate::Limits::host_time`]).
    HostTime,
    /// The guest's memory cap.
    Memory,
    /// The output flood ceiling.
    Output,
    /// The wasm stack, where the engine could not report it itself.
    Stack,
    /// Ended from outside (a session's `stop`).
    Stopped,
    /// Ended from outside when it outlived its lifetime (a session's).
    Lifetime,
    /// A durable program, replayed after gg restarted, asked for another
    /// call than its journal holds at that point: it ends rather than act
    /// differently from the run it continues (the message names the call's
    /// index and both calls).
    Diverged,
    /// A durable program could no longer be journaled (its journal could
    /// not be written, or grew past its bound): it ends rather than go on
    /// without a journal that can resume it.
    Journal,
}

/// A bounded capture of one output stream.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Captured {
    /// What was kept, decoded as UTF-8 (invalid sequences replaced).
    pub text: String,
    /// Bytes written past the cap and dropped.
    pub dropped_bytes: u64,
}

/// One call across the membrane.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CallRecord {
    /// The operation's key, for example `files.read-text-file`.
    pub operation: String,
    /// The arguments, as JSON.
    pub args: serde_json::Value,
    /// The result, or the error the program received.
    #[serde(flatten)]
    pub result: CallResult,
    /// Time spent in the host for this call.
    pub duration_us: u64,
}

/// What a call returned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CallResult {
    /// A summary of the value returned (large values are abbreviated).
    Ok(serde_json::Value),
    /// The error code and message the program received.
    Err { code: String, message: String },
}

/// A view the program opened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ViewRecord {
    pub id: u32,
    pub label: String,
    pub body: String,
    pub path: Option<String>,
}

/// Where the turn's time went, in microseconds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timings {
    /// Host-side preparation (lowering, compiling).
    pub prepare_us: u64,
    /// Creating the store and instantiating the guest.
    pub instantiate_us: u64,
    /// Running the program, host calls included.
    pub run_us: u64,
    /// Of `run_us`, the time spent inside host calls.
    pub host_calls_us: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_uncaught_errors_text_is_bounded() {
        let huge = "é".repeat(MAX_ERROR_TEXT);
        let end = End::RuntimeError(RuntimeError {
            class: "Error".into(),
            message: huge,
            location: None,
            frames: Vec::new(),
            frames_dropped: 0,
        })
        .bounded();
        let End::RuntimeError(e) = end else { unreachable!() };
        assert!(e.message.len() < MAX_ERROR_TEXT + 32, "{}", e.message.len());
        assert!(
            e.message.ends_with(&format!("… ({} more bytes)", MAX_ERROR_TEXT)),
            "{}",
            &e.message[e.message.len() - 40..]
        );
        assert_eq!(e.class, "Error");
    }
}
