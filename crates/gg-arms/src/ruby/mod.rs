//! The `ruby` arm: CRuby 3.4 itself, ruby.wasm from the pinned npm package,
//! evaluating the model's Ruby inside the sandbox. No host-side compile: the
//! guest (`packages/gg-sandbox-ruby`, pre-initialised with the VM booted,
//! `json`/`set` loaded and the SDK compiled) compiles the text with Prism
//! under the file's name and runs it, and reports in CRuby's own words.
//!
//! The SDK is the one Ruby SDK source (`packages/gg-sdk-ruby`), loaded by
//! `require "gg"`, crossing the membrane as wire calls (`gg-sandbox`'s
//! `rbwasm`); its catalogue, instructions and tool declarations are
//! [`crate::ruby_sdk`]'s, which the `opal` arm shares.
//! Code modules go in as text and `require "lib"` evaluates each in a
//! module of its own, as the Opal arm offers them. Every program runs in a
//! fresh instance of the snapshot, except in a keep-state session: its
//! programs run in one kept instance, each evaluated in the session's one
//! binding, so locals, methods, classes and requires carry over (a program
//! that traps takes the instance with it, and the next starts fresh).
//!
//! Outcomes: Prism's syntax error before anything runs (`syntax-error`, at
//! its line); an uncaught exception with its class, its message (as CRuby
//! prints it, `did_you_mean`'s hint included) and the program's frames
//! (CRuby's backtrace has lines, not columns: a frame's column is its line's
//! first non-blank character); `exit`/`exit 0` complete; `exit n`, `abort`
//! and a program ending in `SystemExit` read as the Opal arm reads them,
//! the `exit` end with its status at the line that exited (abort's message
//! is on stderr, as CRuby writes it); `exit!`
//! leaves the VM at once (WASI `proc_exit`), so its status is known but not
//! its line.

use super::{Arm, ArmInfo, Ended, Finish, Ready, Request, TextModules};
use gg_capabilities::Catalogue;
use gg_core::outcome::{Diagnostic, End, Frame, LimitKind, MAX_FRAMES, ModuleError, RuntimeError};
use gg_membrane::api::guest::{Program, RunEnd, Thrown};
use gg_membrane::api::tools::ToolInfo;
use gg_sandbox::{LoadError, LoadedGuest, TrapKind, Trapped};
use std::sync::{Arc, OnceLock};

/// The Ruby arm's facts: `--lang ruby`, `.rb` files (and `cruby`, its name
/// while it was transitional).
pub static INFO: ArmInfo = ArmInfo {
    name: "ruby",
    names: &["ruby", "rb", "cruby"],
    extension: "rb",
    default_file_name: "main.rb",
    language: "ruby",
    keeps_state: true,
    start: CRubyArm::start,
};

/// The started arm: the CRuby guest, loaded on first use.
struct CRubyArm {
    guest: OnceLock<Result<Arc<LoadedGuest>, String>>,
}

impl CRubyArm {
    fn start() -> Result<Box<dyn Arm>, LoadError> {
        Ok(Box::new(CRubyArm { guest: OnceLock::new() }))
    }

    fn guest(&self) -> Result<Arc<LoadedGuest>, String> {
        // The SDK ends a finished program itself (`exit`), as the Opal
        // arm's does, so `ensure` and `at_exit` run.
        self.guest
            .get_or_init(|| LoadedGuest::load("ruby").map(|g| Arc::new(g.finishing_itself())).map_err(|e| e.0))
            .clone()
    }
}

impl Arm for CRubyArm {
    fn info(&self) -> &'static ArmInfo {
        &INFO
    }

    fn catalogue(&self) -> Result<&'static Catalogue, String> {
        crate::ruby_sdk::catalogue()
    }

    fn load(&self) -> Result<(), String> {
        self.guest().map(drop)
    }

    fn warm(&self) -> Result<(), String> {
        self.guest().map(drop)
    }

    fn check(&self, request: Request<'_>) -> Option<End> {
        // Prism runs inside the guest, so a check refuses only what the host
        // refuses before it (brackets nested past the guest's stack); a
        // syntax error shows when the program runs.
        crate::ruby_sdk::nesting::refusal(request.source, request.file)
    }

    fn prepare(&self, request: Request<'_>, module_errors: &mut Vec<ModuleError>) -> Result<Ready, End> {
        // Prism inside the guest recurses once per level of brackets and
        // would overflow its stack long before CRuby's own limit: the same
        // refusal as the Opal arm's, located, before anything runs.
        if let Some(refused) = crate::ruby_sdk::nesting::refusal(request.source, request.file) {
            return Err(refused);
        }
        let guest = self.guest().map_err(|message| End::ToolchainFailure { message })?;
        // Code modules go in as their text: the guest compiles each (Prism)
        // when the program requires "lib", under `lib/<key>.rb`.
        let (modules, handed) = TextModules::hand_over(
            request.modules,
            "rb",
            crate::ruby_sdk::valid_key,
            |key| format!("`{key}` is not a key a Ruby program can write as lib.<key>"),
            crate::ruby_sdk::offered,
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
            finish: Box::new(CRubyFinish { file: request.file.to_string(), modules: handed }),
            declared: Vec::new(),
        })
    }

    fn sample(&self, text: &str) -> String {
        format!("puts '{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
    }

    fn instructions(&self, tools: &[ToolInfo]) -> String {
        crate::ruby_sdk::instructions(tools)
    }

    fn tool_entries(&self, tools: &[ToolInfo]) -> Vec<gg_capabilities::docs::Entry> {
        crate::ruby_sdk::tools::entries(tools)
    }
}

/// How a CRuby run reads back.
struct CRubyFinish {
    file: String,
    /// The code modules handed over.
    modules: TextModules,
}

impl Finish for CRubyFinish {
    fn finish(&self, ended: Ended, _stderr: &str, source: &str, module_errors: &mut Vec<ModuleError>) -> End {
        match ended {
            Ended::Reported(end, failures) => {
                // A module whose body raised (or did not compile) is offered
                // empty; its failure is located in its own text.
                self.modules.failed(failures, first_column, module_errors);
                finish(end, source, &self.file)
            }
            Ended::Trapped(t) => match t.kind {
                TrapKind::Exit(0) => End::Completed { value: None },
                TrapKind::Exit(status) => End::Exit { status, location: None },
                _ if deep_c_recursion(&t) => End::Limit {
                    limit: LimitKind::Stack,
                    message:
                        "the program recursed too deeply through CRuby's C code: ruby.wasm's stack unwinder overflowed \
                         and ended the VM (CRuby proper raises SystemStackError); recursion through C methods \
                         (a block of `map` or `each` calling itself, `inspect` of nested data) reaches it at about \
                         100 levels"
                            .into(),
                },
                _ => super::unexpected_trap(&t),
            },
        }
    }
}

/// Most wasm frames on the stack when ruby.wasm's unwinder gives up. The VM
/// runs on asyncify: a `longjmp` or a GC scan unwinds the whole C stack into
/// a fixed buffer, and when deep C-level recursion overflows it,
/// `asyncify_stop_unwind` traps with `unreachable` back at the entry's own
/// driver loop, a handful of frames deep. (Measured: `[1].map { f(n - 1) }`
/// works at 80 levels and ends so at 100; its trap is 3 frames deep.) Any
/// other `unreachable` is deep inside the VM and stays gg's defect.
const UNWIND_TRAP_FRAMES: usize = 4;

/// Whether a trap is ruby.wasm's unwinder overflowing (deep C-level
/// recursion), which CRuby proper reports as `SystemStackError`.
fn deep_c_recursion(t: &Trapped) -> bool {
    t.kind == TrapKind::Other && t.description.contains("unreachable") && t.frames.len() <= UNWIND_TRAP_FRAMES
}

/// The outcome band for the guest's report, located in the model's text.
fn finish(end: RunEnd, source: &str, file: &str) -> End {
    match end {
        RunEnd::Completed(value) => End::Completed { value },
        RunEnd::SyntaxError(t) => {
            let location = t.line.map(|line| {
                gg_core::locate::locate(source, file, line, t.column.unwrap_or_else(|| first_column(source, line)))
            });
            End::SyntaxError {
                diagnostics: vec![Diagnostic { message: syntax_message(&t, file), location }],
                dropped: 0,
            }
        }
        RunEnd::LinkError(t) | RunEnd::Uncaught(t) => {
            let mut frames: Vec<Frame> = t
                .frames
                .iter()
                .map(|f| Frame {
                    function: f.function_name.clone(),
                    line: f.line,
                    column: first_column(source, f.line),
                })
                .collect();
            let location = frames.first().map(|f| gg_core::locate::locate(source, file, f.line, f.column));
            // `exit n` and `abort` are status endings, not failures: the
            // status and the line that exited, without a traceback.
            if let Some(status) = crate::ruby_sdk::exit_status(&t.class, &t.message) {
                return End::Exit { status, location };
            }
            if t.class == "SystemExit" {
                frames.clear();
            }
            let frames_dropped = frames.len().saturating_sub(MAX_FRAMES);
            frames.truncate(MAX_FRAMES);
            End::RuntimeError(RuntimeError { class: t.class, message: t.message, location, frames, frames_dropped })
        }
    }
}

/// Prism's message without the `file:line:` CRuby puts in front of it (the
/// location says that).
fn syntax_message(t: &Thrown, file: &str) -> String {
    let message = t.message.as_str();
    let Some(line) = t.line else { return message.to_string() };
    let prefix = format!("{file}:{line}: ");
    message.strip_prefix(&prefix).unwrap_or(message).to_string()
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

    #[test]
    fn a_frame_points_at_its_lines_first_character() {
        let source = "def f\n    raise 'x'\nend\n\n";
        assert_eq!(first_column(source, 2), 5);
        assert_eq!(first_column(source, 1), 1);
        assert_eq!(first_column(source, 4), 1);
        assert_eq!(first_column(source, 40), 1);
    }

    #[test]
    fn only_a_shallow_unreachable_is_the_unwinder_overflowing() {
        let trap = |description: &str, depth: usize| Trapped {
            kind: TrapKind::Other,
            description: description.into(),
            frames: vec!["wasm function 1".into(); depth],
        };
        assert!(deep_c_recursion(&trap("wasm trap: wasm `unreachable` instruction executed", 3)));
        assert!(!deep_c_recursion(&trap("wasm trap: wasm `unreachable` instruction executed", 40)));
        assert!(!deep_c_recursion(&trap("wasm trap: out of bounds memory access", 3)));
    }

    #[test]
    fn syntax_messages_lose_the_file_and_line_prefix() {
        let t = Thrown {
            class: "SyntaxError".into(),
            message: "main.rb:2: syntax errors found".into(),
            line: Some(2),
            column: None,
            frames: Vec::new(),
        };
        assert_eq!(syntax_message(&t, "main.rb"), "syntax errors found");
    }
}
