//! The JavaScript arm: the model's module, lowered on the host (see
//! [`lower`]), evaluated by the StarlingMonkey guest, its failures mapped back
//! through the lowering's source map.
//!
//! The guest reports positions in the text it evaluated; every position an
//! outcome carries went through [`SourceMap::lookup`].
//!
//! The arm also declares the turn's tools in TypeScript, for the instructions
//! and for `docs` (one declaration per tool: `tools.weather.forecast(args:
//! { city: string; days?: number }): { … }`), reaching each tool by the same
//! path the SDK's `tools` gives it (`tool_paths`).

pub mod lower;
pub mod props;

use super::{Arm, ArmInfo, Ended, Finish, Ready, Request};
use crate::instructions::Idioms;
use gg_capabilities::Catalogue;
use gg_capabilities::docs::Entry;
use gg_core::locate::locate;
use gg_core::outcome::ModuleError;
use gg_core::outcome::{Diagnostic, End, Frame, LimitKind, Location, MAX_FRAMES, RuntimeError};
use gg_core::sourcemap::SourceMap;
use gg_membrane::api::guest::{ImportBinding, Program, RunEnd, Thrown};
use gg_membrane::api::tools::ToolInfo;
use gg_sandbox::{LoadError, LoadedGuest};
use serde_json::Value;
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
        super::catalogue_once(&CATALOGUE, &format!("the {} arm", INFO.name), INFO.language, || {
            super::guest_catalogue("js")
        })
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
        let paths = tool_paths(tools);
        let declare = |tool: &ToolInfo, schema: &serde_json::Value| {
            let path = tools.iter().position(|t| t.name == tool.name).and_then(|i| paths[i].as_deref());
            format!("/** {} */\n{};\n", tool.description, declaration(tool, path, schema))
        };
        crate::instructions::render(&idioms, tools, declare, self.catalogue().ok())
    }

    fn tool_entries(&self, tools: &[ToolInfo]) -> Vec<Entry> {
        tools
            .iter()
            .zip(tool_paths(tools))
            .map(|(tool, path)| {
                let schema = serde_json::from_str(&tool.schema).unwrap_or(Value::Bool(true));
                let key = match &path {
                    Some(p) => format!("tools.{p}"),
                    None => format!("tools.call({})", Value::from(tool.name.as_str())),
                };
                Entry {
                    key,
                    kind: "function".into(),
                    brief: crate::instructions::first_sentence(&tool.description)
                        .unwrap_or_else(|| format!("The tool `{}`.", tool.name)),
                    doc: tool.description.clone(),
                    signature: Some(declaration(tool, path.as_deref(), &schema)),
                    throws: TOOL_THROWS.iter().map(|c| c.to_string()).collect(),
                    import: Some("import { tools } from \"gg\"".into()),
                }
            })
            .collect()
    }
}

/// What a tool's call may throw as an `ApiError`: its arguments refused by
/// the host's full check, a denied approval, its time out, its own failure,
/// the call limit, a grant it lacks.
const TOOL_THROWS: &[&str] = &["invalid-argument", "denied", "timeout", "io", "limit-exceeded", "unavailable"];

/// The names `tools` already answers (its own members and, in camelCase,
/// what every object inherits): a tool or group is never a property under
/// one of them.
const TOOLS_MEMBERS: &[&str] = &[
    "list",
    "call",
    "parallel",
    "constructor",
    "hasOwnProperty",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toLocaleString",
    "toString",
    "valueOf",
];

/// How a program reaches each of `tools` (in order): the path from `tools`
/// to its typed method (`lookupUser`, `weather.getAlerts`), or `None` when
/// only `tools.call` reaches it. Decided as the SDK's `catalogueOf` decides:
/// ungrouped tools' camelCase methods first (else their registered names),
/// their registered names as aliases, then each group under its camelCase
/// name (else its registered name), never under a member of `tools`.
fn tool_paths(tools: &[ToolInfo]) -> Vec<Option<String>> {
    use crate::instructions::camel;
    use std::collections::HashSet;
    let names: HashSet<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    let reserved = |k: &str| TOOLS_MEMBERS.contains(&k);
    let mut taken: HashSet<String> = HashSet::new();
    let mut paths: Vec<Option<String>> = vec![None; tools.len()];
    for (i, t) in tools.iter().enumerate().filter(|(_, t)| !t.name.contains('.')) {
        let mut method = camel(&t.name);
        if reserved(&method) || taken.contains(&method) || (method != t.name && names.contains(method.as_str())) {
            method = t.name.clone();
        }
        if !reserved(&method) && taken.insert(method.clone()) {
            paths[i] = Some(method);
        }
    }
    for t in tools.iter().filter(|t| !t.name.contains('.')) {
        if !reserved(&t.name) {
            taken.insert(t.name.clone());
        }
    }
    // Each group, in the order its first tool is listed, with its tools' indices.
    let mut groups: Vec<(&str, Vec<usize>)> = Vec::new();
    for (i, t) in tools.iter().enumerate() {
        if let Some((group, _)) = t.name.split_once('.') {
            match groups.iter_mut().find(|(g, _)| *g == group) {
                Some((_, members)) => members.push(i),
                None => groups.push((group, vec![i])),
            }
        }
    }
    for (group, members) in groups {
        let mut key = camel(group);
        if reserved(&key) || taken.contains(&key) {
            key = group.to_string();
        }
        if reserved(&key) || !taken.insert(key.clone()) {
            continue;
        }
        let part = |i: usize| tools[i].name.split_once('.').map_or("", |(_, p)| p);
        let parts: HashSet<&str> = members.iter().map(|&i| part(i)).collect();
        let mut methods: HashSet<String> = HashSet::new();
        for i in members {
            let mut method = camel(part(i));
            if methods.contains(&method) || (method != part(i) && parts.contains(method.as_str())) {
                method = part(i).to_string();
            }
            if methods.insert(method.clone()) {
                paths[i] = Some(format!("{key}.{method}"));
            }
        }
    }
    paths
}

/// A tool's TypeScript declaration as a program calls it:
/// `tools.weather.forecast(args: { city: string; days?: number }): { … }`,
/// its result typed from its output schema (else `unknown`); a tool no
/// property reaches is declared as `tools.call` of its name.
fn declaration(tool: &ToolInfo, path: Option<&str>, schema: &Value) -> String {
    let args = ts_type(schema);
    let result = tool
        .output_schema
        .as_deref()
        .and_then(|s| serde_json::from_str::<Value>(s).ok())
        .map_or_else(|| "unknown".to_string(), |s| ts_type(&s));
    match path {
        Some(p) => format!("tools.{p}(args: {args}): {result}"),
        None => format!("tools.call(name: {}, args: {args}): {result}", Value::from(tool.name.as_str())),
    }
}

/// What StarlingMonkey writes to stderr when the engine's heap is full in
/// the event loop (a promise chain that grows forever) before it ends its
/// process.
const ENGINE_OUT_OF_MEMORY: &str = "uncaught exception: out of memory";
/// The first line of StarlingMonkey's own report of such an end.
const ENGINE_REPORT: &str = "Exception while ";

impl Finish for Prepared {
    fn finish(&self, ended: Ended, stderr: &str, source: &str, _: &mut Vec<ModuleError>) -> End {
        match ended {
            Ended::Reported(end, _) => finish(end, self, source),
            Ended::Trapped(_) if stderr.contains(ENGINE_OUT_OF_MEMORY) => End::Limit {
                limit: LimitKind::Memory,
                message: "the program ran out of memory: the engine's heap is full".into(),
            },
            // A dynamic `import()` inside `eval` or `new Function` text (the
            // lowering refuses one in the program's own text): the engine's
            // module loader reached for a file the guest has no way to read.
            Ended::Trapped(t) if t.frames.iter().any(|f| f == "path_filestat_get" || f == "path_open") => {
                End::RuntimeError(RuntimeError {
                    class: "Error".into(),
                    message: format!(
                        "dynamic import() is not supported in a gg program (here inside eval or new Function text): write `import {{ … }} from \"{}\"` at the top level",
                        lower::SDK_MODULE
                    ),
                    location: None,
                    frames: Vec::new(),
                    frames_dropped: 0,
                })
            }
            Ended::Trapped(t) => super::unexpected_trap(&t),
        }
    }

    /// StarlingMonkey's own report of a heap that filled up is gg's to read,
    /// not the model's: the outcome says it.
    fn clean_stderr(&self, stderr: String) -> String {
        match (stderr.find(ENGINE_REPORT), stderr.contains(ENGINE_OUT_OF_MEMORY)) {
            (Some(at), true) => stderr[..at].to_string(),
            _ => stderr,
        }
    }
}

/// A program ready for the guest.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub program: Program,
    pub map: SourceMap,
    /// The lowering's `throw` keywords (0-based original positions).
    pub throws: Vec<(u32, u32)>,
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
                throws: l.throws,
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
            // A thrown non-Error (the guest's class `Uncaught`) is located
            // somewhere inside its `throw` statement: at the `throw` itself.
            let non_error = t.class == "Uncaught";
            let at_throw = |(l, c): (u32, u32)| {
                if !non_error {
                    return (l, c);
                }
                let i = prepared.throws.partition_point(|&p| p <= (l, c));
                i.checked_sub(1).map_or((l, c), |i| prepared.throws[i])
            };
            let mut frames: Vec<Frame> = t
                .frames
                .iter()
                .enumerate()
                .filter_map(|(i, f)| {
                    let mut at = prepared.map.lookup(f.line.checked_sub(1)?, f.column.saturating_sub(1))?;
                    if i == 0 {
                        at = at_throw(at);
                    }
                    Some(Frame { function: f.function_name.clone(), line: at.0 + 1, column: at.1 + 1 })
                })
                .collect();
            let location = match (t.line, t.column) {
                (Some(l), Some(c)) => prepared
                    .map
                    .lookup(l.saturating_sub(1), c.saturating_sub(1))
                    .map(at_throw)
                    .map(|(l, c)| locate(source, file, l + 1, c + 1)),
                _ => None,
            };
            let frames_dropped = frames.len().saturating_sub(MAX_FRAMES);
            frames.truncate(MAX_FRAMES);
            End::RuntimeError(RuntimeError {
                class: t.class.clone(),
                message: t.message.clone(),
                location,
                frames,
                frames_dropped,
            })
        }
    }
}

/// A schema's type as TypeScript writes it.
pub fn ts_type(schema: &Value) -> String {
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        return values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" | ");
    }
    let one = |t: &str| -> String {
        match t {
            "string" => "string".into(),
            "integer" | "number" => "number".into(),
            "boolean" => "boolean".into(),
            "null" => "null".into(),
            "array" => {
                let item = schema.get("items").map(ts_type).unwrap_or_else(|| "unknown".into());
                if item.contains(' ') { format!("Array<{item}>") } else { format!("{item}[]") }
            }
            "object" => {
                let props = crate::instructions::properties(schema);
                if props.is_empty() {
                    return "Record<string, unknown>".into();
                }
                let fields: Vec<String> = props
                    .iter()
                    .map(|p| format!("{}{}: {}", p.name, if p.required { "" } else { "?" }, ts_type(&p.schema)))
                    .collect();
                format!("{{ {} }}", fields.join("; "))
            }
            _ => "unknown".into(),
        }
    };
    match schema.get("type") {
        Some(Value::String(t)) => one(t),
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).map(one).collect::<Vec<_>>().join(" | "),
        _ => "unknown".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn tool(name: &str, output: Option<Value>) -> ToolInfo {
        ToolInfo {
            name: name.into(),
            description: format!("Does {name}. More words."),
            schema: json!({"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}).to_string(),
            output_schema: output.map(|o| o.to_string()),
        }
    }

    #[test]
    fn tools_are_reached_as_the_sdk_reaches_them() {
        let tools: Vec<ToolInfo> = [
            "add",
            "lookup_user",
            "list",
            "weather.forecast",
            "weather.get_alerts",
            "list.items",
            "brave_search.web_search",
            "my_server",
            "my_server.ping",
        ]
        .into_iter()
        .map(|n| tool(n, None))
        .collect();
        let paths = tool_paths(&tools);
        assert_eq!(
            paths.iter().map(Option::as_deref).collect::<Vec<_>>(),
            [
                Some("add"),
                Some("lookupUser"),
                None,
                Some("weather.forecast"),
                Some("weather.getAlerts"),
                None,
                Some("braveSearch.webSearch"),
                Some("myServer"),
                None,
            ]
        );
    }

    #[test]
    fn a_declaration_types_the_result_from_the_output_schema() {
        let highs = json!({"type": "object", "properties": {"highs": {"type": "array", "items": {"type": "number"}}}, "required": ["highs"]});
        let t = tool("weather.forecast", Some(highs));
        let schema: Value = serde_json::from_str(&t.schema).unwrap();
        assert_eq!(
            declaration(&t, Some("weather.forecast"), &schema),
            "tools.weather.forecast(args: { q: string }): { highs: number[] }"
        );
        let t = tool("list.items", None);
        assert_eq!(declaration(&t, None, &schema), "tools.call(name: \"list.items\", args: { q: string }): unknown");
        assert_eq!(crate::instructions::first_sentence(&t.description).as_deref(), Some("Does list.items."));
        assert_eq!(crate::instructions::first_sentence("One line\nanother.").as_deref(), Some("One line"));
        assert_eq!(crate::instructions::first_sentence("  "), None);
    }
}

#[cfg(test)]
mod type_tests {
    use serde_json::json;

    #[test]
    fn a_schema_is_declared_in_typescript() {
        let s = json!({"type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}, "units": {"enum": ["c", "f"]}, "tags": {"type": "array", "items": {"type": "string"}}}, "required": ["city"]});
        assert_eq!(super::ts_type(&s), "{ city: string; days?: number; tags?: string[]; units?: \"c\" | \"f\" }");
    }
}
