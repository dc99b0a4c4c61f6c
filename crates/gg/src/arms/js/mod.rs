//! The JavaScript arm: the model's module, lowered on the host (see
//! [`lower`]), evaluated by the StarlingMonkey guest, its failures mapped back
//! through the lowering's source map.
//!
//! The guest reports positions in the text it evaluated; every position an
//! outcome carries went through [`SourceMap::lookup`].

pub mod lower;

use super::{Arm, ArmInfo, Ended, Finish, Ready, Request};
use crate::api::guest::{ImportBinding, Program, RunEnd, Thrown};
use crate::api::tools::ToolInfo;
use crate::capabilities::Catalogue;
use crate::instructions::Idioms;
use crate::locate::locate;
use crate::outcome::ModuleError;
use crate::outcome::{Diagnostic, End, Frame, Location, MAX_FRAMES, RuntimeError};
use crate::sandbox::{LoadError, LoadedGuest};
use crate::sourcemap::SourceMap;
use std::sync::{Arc, OnceLock};

/// The JavaScript arm's facts.
pub static INFO: ArmInfo = ArmInfo {
    name: "js",
    names: &["js", "javascript", "mjs"],
    extension: "js",
    default_file_name: "program.js",
    language: "javascript",
    keeps_state: true,
    start: JsArm::start,
};

/// The started arm: the StarlingMonkey guest, loaded once.
struct JsArm {
    guest: Arc<LoadedGuest>,
}

impl JsArm {
    fn start() -> Result<Box<dyn Arm>, LoadError> {
        let arm = JsArm { guest: Arc::new(LoadedGuest::load("js")?) };
        arm.catalogue().map_err(LoadError)?;
        Ok(Box::new(arm))
    }
}

impl Arm for JsArm {
    fn info(&self) -> &'static ArmInfo {
        &INFO
    }

    fn catalogue(&self) -> Result<&'static Catalogue, String> {
        static CATALOGUE: OnceLock<Result<Catalogue, String>> = OnceLock::new();
        super::catalogue_once(&CATALOGUE, &INFO, || super::guest_catalogue("js"))
    }

    fn prepare(&self, request: Request<'_>, _: &mut Vec<ModuleError>) -> Result<Ready, End> {
        let p = prepare(request.source, request.file, request.kept.is_some())?;
        // What a kept program declares lives on the kept instance's global
        // object: nothing to declare again.
        Ok(Ready { guest: self.guest.clone(), program: p.program.clone(), finish: Box::new(p), declared: Vec::new() })
    }

    fn sample(&self, text: &str) -> String {
        format!("console.log('{}')", text.replace('\\', "\\\\").replace('\'', "\\'"))
    }

    fn instructions(&self, tools: &[ToolInfo]) -> String {
        let idioms = Idioms {
            language: "JavaScript",
            import: "import { tools, session, ALL_TOOLS } from \"gg\";",
            call: "tools.<method>({ name: value })",
            dynamic_call: "tools.call(name, args)",
            parallel: "tools.parallel([[name, args], …])",
            all_tools: "ALL_TOOLS",
            results: "JSON results become ordinary JavaScript values. Other results remain strings.",
            failure: "A failed call throws an `ApiError` (`code`, `message`) carrying the tool's message; missing or unknown arguments throw a `TypeError` before the call leaves the program.",
            completion: "The value of the program's last expression statement becomes the completed value.",
            text: "session.text(value)",
            finish: "session.finish(summary)",
            output: "`console.log`, `console.info`, `console.warn` and `console.error`",
            declarations: "TypeScript declarations",
        };
        let declare = |tool: &ToolInfo, schema: &serde_json::Value| {
            let args = crate::instructions::ts_type(schema);
            format!(
                "/** {} */\ntools.{}(args: {args}): unknown;\n",
                tool.description,
                crate::instructions::camel(&tool.name)
            )
        };
        crate::instructions::render(&idioms, tools, declare, self.catalogue().ok())
    }
}

impl Finish for Prepared {
    fn finish(&self, ended: Ended, _stderr: &str, source: &str, _: &mut Vec<ModuleError>) -> End {
        match ended {
            Ended::Reported(end, _) => finish(end, self, source),
            Ended::Trapped(t) => super::unexpected_trap(&t),
        }
    }
}

/// A program ready for the guest.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub program: Program,
    pub map: SourceMap,
}

/// Lowers the model's text (for a keep-state session's program when
/// `keep_state`); a refusal is the model's to read.
#[allow(clippy::result_large_err, reason = "a refusal is rare and becomes the outcome as it is")]
pub fn prepare(source: &str, file_name: &str, keep_state: bool) -> Result<Prepared, End> {
    let lowered = if keep_state { lower::lower_kept(source, file_name) } else { lower::lower(source, file_name) };
    match lowered {
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
                program: Program {
                    source: l.text,
                    file_name: file_name.to_string(),
                    imports,
                    modules: Vec::new(),
                    keep_state,
                },
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
