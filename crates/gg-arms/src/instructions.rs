//! Instructions for a model: how a program's lifecycle, tool calls, output
//! and completion work in one language, followed by a typed declaration of
//! every tool and a summary of the SDK's own catalogue
//! (`gg instructions --lang L`, `gg::Runtime::instructions`).
//!
//! Pure text, and no language's types: each arm supplies its [`Idioms`] and
//! declares each tool in
//! its own language from the tool's JSON Schema ([`properties`] reads the
//! schema's top level); [`render`] puts them together.

use gg_capabilities::Catalogue;
use gg_membrane::api::tools::ToolInfo;
use serde_json::Value;
use std::fmt::Write;

/// How one language says each part of the lifecycle.
#[derive(Debug, Clone)]
pub struct Idioms {
    /// The language, as the first line names it (`JavaScript`).
    pub language: &'static str,
    /// How a program reaches the SDK (`import { tools, session } from "gg";`).
    pub import: &'static str,
    /// How a typed tool method is called (`tools.<method>({ key: value })`).
    pub call: &'static str,
    /// How a tool is called by a dynamic name.
    pub dynamic_call: &'static str,
    /// How independent calls run at once.
    pub parallel: &'static str,
    /// What holds the whole catalogue.
    pub all_tools: &'static str,
    /// What a call's result is (`JSON results become ordinary JavaScript values. …`).
    pub results: &'static str,
    /// How a failed call surfaces.
    pub failure: &'static str,
    /// What a program's value is when it completes.
    pub completion: &'static str,
    /// User-visible text, and finishing early.
    pub text: &'static str,
    pub finish: &'static str,
    /// The ordinary output functions that are captured.
    pub output: &'static str,
    /// What the tool declarations below are written as (`TypeScript declarations`).
    pub declarations: &'static str,
}

/// One property of a tool's arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Property {
    pub name: String,
    pub schema: Value,
    pub required: bool,
    pub description: Option<String>,
}

/// The top-level properties of a tool's argument schema: the required ones
/// first, then the optional ones, each group by name (a parsed JSON object
/// keeps no order of its own).
pub fn properties(schema: &Value) -> Vec<Property> {
    let required: Vec<&str> =
        schema.get("required").and_then(Value::as_array).into_iter().flatten().filter_map(Value::as_str).collect();
    let mut props = schema
        .get("properties")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .map(|(name, s)| Property {
            name: name.clone(),
            schema: s.clone(),
            required: required.contains(&name.as_str()),
            description: s.get("description").and_then(Value::as_str).map(str::to_string),
        })
        .collect::<Vec<_>>();
    props.sort_by_key(|p| !p.required);
    props
}

/// A description's first sentence (up to a `.`, `!` or `?` followed by a
/// space) on its first line; `None` for an empty description. Every arm
/// declares a tool with it.
pub fn first_sentence(description: &str) -> Option<String> {
    let line = description.trim().lines().next()?.trim();
    let end = line
        .char_indices()
        .find(|&(i, c)| matches!(c, '.' | '!' | '?') && line[i + 1..].starts_with(char::is_whitespace))
        .map_or(line.len(), |(i, _)| i + 1);
    Some(line[..end].to_string()).filter(|s| !s.is_empty())
}

/// A snake_case name in camelCase (`lookup_user` → `lookupUser`).
pub fn camel(name: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = !out.is_empty();
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// The whole text: the lifecycle in the language's idioms, every tool's
/// declaration (`declare` writes one), and the catalogue's functions.
pub fn render(
    idioms: &Idioms,
    tools: &[ToolInfo],
    declare: impl Fn(&ToolInfo, &Value) -> String,
    catalogue: Option<&Catalogue>,
) -> String {
    let i = idioms;
    let mut out = String::new();
    let _ = write!(
        out,
        "Use {language} to call the available tools and compose their results. Reach the SDK with `{import}`.

Program lifecycle:
- Every exec starts a fresh program in a new sandbox.
- Exec and wait observe it for up to the observation window (one minute by default); they return sooner when it finishes.
- If exec or wait returns `still_working`, call wait to observe the same running program again.
- Wait does not pause, resume or restart the program.
- Use stop when the result is no longer needed.
- Do not call wait or stop after `completed`, `error` or `terminated`.
- Variables, functions and other program state do not persist between execs; the workspace's files and state do.

Tool calls:
- Call a tool with `{call}` and only its documented arguments.
- Use `{dynamic_call}` when the name is dynamic.
- Tool calls are synchronous. Use `{parallel}` for independent calls; results keep call order.
- {results}
- {failure} Catch it only when the program can recover.
- `{all_tools}` contains the complete runtime catalogue.
- A tool that needs approval suspends the program until the agent approves or denies the call; a denied call fails with `denied`.

Output and completion:
- {completion}
- Use `{text}` for user-visible output.
- Ordinary {output} output is captured and returned in bounded chunks.
- Use `{finish}` to end the task with a summary for the user: the program ends there and completes with the summary.

The sandbox controls file, shell, network and library access. Do not assume host capabilities are available.
",
        language = i.language,
        import = i.import,
        call = i.call,
        dynamic_call = i.dynamic_call,
        parallel = i.parallel,
        all_tools = i.all_tools,
        results = i.results,
        failure = i.failure,
        completion = i.completion,
        text = i.text,
        finish = i.finish,
        output = i.output,
    );
    let _ = writeln!(out, "\nAvailable tools ({}):\n", i.declarations);
    if tools.is_empty() {
        out.push_str("(none)\n");
    }
    for tool in tools {
        let schema: Value = serde_json::from_str(&tool.schema).unwrap_or(Value::Bool(true));
        out.push_str(&declare(tool, &schema));
        out.push('\n');
    }
    if let Some(c) = catalogue {
        let _ = writeln!(out, "The SDK's own functions (`docs.search` and `docs.open` tell more):\n");
        for e in c.entries.iter().filter(|e| e.kind == "function") {
            let signature = e.signature.as_deref().unwrap_or(&e.key).replace('\n', "; ");
            let _ = writeln!(out, "- {signature} — {}", e.brief);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_schemas_properties_are_read_in_order_with_their_requiredness() {
        let s = json!({"type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}, "units": {"enum": ["c", "f"]}, "tags": {"type": "array", "items": {"type": "string"}}}, "required": ["city"]});
        let props = properties(&s);
        assert_eq!(
            props.iter().map(|p| (p.name.as_str(), p.required)).collect::<Vec<_>>(),
            [("city", true), ("days", false), ("tags", false), ("units", false)]
        );
        assert_eq!(camel("lookup_user_by_id"), "lookupUserById");
    }
}
