//! What `gg instructions --lang python` says: the lifecycle in Python's
//! idioms, every tool the turn offers declared as a Python stub (a `def`
//! of keyword-only arguments typed from its JSON Schema, its description
//! as the docstring, the path a program calls it by above it), and the
//! SDK's own functions with the registry's parameter names.
//!
//! The declarations follow what `packages/gg-sandbox-python/src/gg.py`
//! makes reachable: a host tool is `gg.tools.<name>`, an MCP server's tool
//! `gg.tools.<server>.<tool>`; a name that is not a Python identifier, is
//! a keyword, or is taken by `list`, `call` or `parallel` (or a group named
//! as a host tool) is declared as its call by name.

use crate::instructions::{Idioms, properties};
use gg_membrane::api::tools::ToolInfo;
use serde_json::Value;
use std::fmt::Write as _;

/// Python's keywords (and soft keywords a stub would misread), which no
/// attribute access can name.
const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/// `gg.tools`' own functions, which a tool of the same name cannot shadow.
const TAKEN: &[&str] = &["list", "call", "parallel"];

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !KEYWORDS.contains(&name)
}

/// The attribute path a program calls `tool` by, or why there is none.
fn path(tool: &ToolInfo, tools: &[ToolInfo]) -> Result<String, String> {
    match tool.name.split_once('.') {
        None if !is_identifier(&tool.name) => Err(format!("`{}` is not a Python name", tool.name)),
        None if TAKEN.contains(&tool.name.as_str()) => Err(format!("`gg.tools.{}` is the SDK's own", tool.name)),
        None => Ok(format!("gg.tools.{}", tool.name)),
        Some((group, part)) => {
            if !is_identifier(group) || !is_identifier(part) {
                Err(format!("`{}` is not a Python name", tool.name))
            } else if TAKEN.contains(&group) {
                Err(format!("`gg.tools.{group}` is the SDK's own"))
            } else if tools.iter().any(|t| t.name == group) {
                Err(format!("`gg.tools.{group}` is the tool `{group}`"))
            } else {
                Ok(format!("gg.tools.{group}.{part}"))
            }
        }
    }
}

/// A schema's type as a Python annotation (`str`, `int | None`).
pub fn python_type(schema: &Value) -> String {
    let one = |t: &str| -> &'static str {
        match t {
            "string" => "str",
            "integer" => "int",
            "number" => "float",
            "boolean" => "bool",
            "null" => "None",
            "array" => "list",
            "object" => "dict",
            _ => "Any",
        }
    };
    if let Some(Value::Array(values)) = schema.get("enum") {
        let literals: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        if !literals.is_empty() {
            return format!("Literal[{}]", literals.join(", "));
        }
    }
    match schema.get("type") {
        Some(Value::String(t)) => one(t).into(),
        Some(Value::Array(ts)) => {
            let names: Vec<&str> = ts.iter().filter_map(Value::as_str).map(one).collect();
            if names.is_empty() { "Any".into() } else { names.join(" | ") }
        }
        _ => "Any".into(),
    }
}

/// `tool`'s stub: the path it is called by, then a `def` with its
/// arguments keyword-only (optional ones `= None`) and its docstring; a
/// tool no attribute reaches is shown as its call by name.
pub fn declare(tool: &ToolInfo, tools: &[ToolInfo]) -> String {
    let schema: Value = serde_json::from_str(&tool.schema).unwrap_or(Value::Bool(true));
    let props = properties(&schema);
    let returns = tool
        .output_schema
        .as_deref()
        .and_then(|s| serde_json::from_str::<Value>(s).ok())
        .map(|s| python_type(&s))
        .unwrap_or_else(|| "Any".into());
    let mut params: Vec<String> = Vec::new();
    for p in props.iter().filter(|p| p.required) {
        params.push(format!("{}: {}", p.name, python_type(&p.schema)));
    }
    for p in props.iter().filter(|p| !p.required) {
        params.push(format!("{}: {} | None = None", p.name, python_type(&p.schema)));
    }
    let mut out = String::new();
    let (name, called) = match path(tool, tools) {
        Ok(path) => (path.rsplit('.').next().unwrap_or(&tool.name).to_string(), format!("# {path}(...)\n")),
        Err(why) => {
            let args: Vec<String> = props.iter().map(|p| format!("{:?}: ...", p.name)).collect();
            let call = format!("gg.tools.call({}, {{{}}})", Value::from(tool.name.as_str()), args.join(", "));
            ("_".to_string(), format!("# called by name ({why}): {call}\n"))
        }
    };
    out.push_str(&called);
    let star = if params.is_empty() { String::new() } else { format!("*, {}", params.join(", ")) };
    let _ = writeln!(out, "def {name}({star}) -> {returns}:");
    let mut doc: Vec<String> = tool.description.lines().map(str::to_string).collect();
    let described: Vec<&crate::instructions::Property> = props.iter().filter(|p| p.description.is_some()).collect();
    if !described.is_empty() {
        doc.push(String::new());
        for p in described {
            doc.push(format!("{}: {}", p.name, p.description.as_deref().unwrap_or_default().replace('\n', " ")));
        }
    }
    let doc: Vec<String> =
        doc.iter().map(|l| if l.trim().is_empty() { String::new() } else { format!("    {l}") }).collect();
    let doc = doc.join("\n").trim_start().replace("\"\"\"", "\\\"\\\"\\\"");
    let _ = writeln!(out, "    \"\"\"{}\"\"\"", doc.trim_end());
    out
}

/// The instructions: [`crate::instructions::render`] in Python's idioms,
/// then the SDK's functions, each `gg.<family>.<function>(<parameters>)`.
pub fn instructions(tools: &[ToolInfo]) -> String {
    let idioms = Idioms {
        language: "Python (CPython 3.15, with numpy and pandas)",
        import: "import gg",
        call: "gg.tools.<name>(keyword=value)",
        dynamic_call: "gg.tools.call(name, arguments)",
        parallel: "gg.tools.parallel([(name, arguments), …])",
        all_tools: "gg.ALL_TOOLS",
        results: "A tool's JSON result becomes ordinary Python values (dict, list, str, int, float, bool, None). Other results remain strings.",
        failure: "A failed call raises `gg.ApiError` (`.code`, `.message`) carrying the tool's message; a positional, missing or unknown keyword argument raises `TypeError` before the call leaves the program.",
        completion: "The last expression statement becomes the completed program value (its `repr`, as the REPL shows it; `None` is no value). `sys.exit(n)` ends the program with status n.",
        text: "gg.session.text(value)",
        finish: "gg.session.finish(summary)",
        output: "`print`",
        declarations: "Python stubs",
    };
    let mut out = crate::instructions::render(&idioms, tools, |tool, _| declare(tool, tools), None);
    let _ = writeln!(
        out,
        "\nThe SDK's own functions (each also takes its parameters by keyword; a refusal raises `gg.ApiError`):\n"
    );
    let (functions, records) = super::sdk::surface();
    for f in &functions {
        let _ = writeln!(out, "- {}", f.signature);
    }
    let _ = writeln!(
        out,
        "\nTheir records are frozen dataclasses of `gg` (fields also readable by key, `r[\"exit_code\"]`):\n"
    );
    for r in &records {
        let _ = writeln!(out, "- {}", r.signature());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tool(name: &str, schema: &str) -> ToolInfo {
        ToolInfo { name: name.into(), description: "Does it.".into(), schema: schema.into(), output_schema: None }
    }

    #[test]
    fn names_python_cannot_reach_are_called_by_name() {
        let tools = [
            tool("add", "{}"),
            tool("class", "{}"),
            tool("list", "{}"),
            tool("weather.forecast", "{}"),
            tool("add.more", "{}"),
            tool("my-tool", "{}"),
        ];
        let paths: Vec<Result<String, String>> = tools.iter().map(|t| path(t, &tools)).collect();
        assert_eq!(paths[0], Ok("gg.tools.add".into()));
        assert!(paths[1].is_err() && paths[2].is_err() && paths[4].is_err() && paths[5].is_err());
        assert_eq!(paths[3], Ok("gg.tools.weather.forecast".into()));
        assert!(declare(&tools[1], &tools).contains("gg.tools.call(\"class\", {})"));
    }

    #[test]
    fn a_stub_types_its_keywords_from_the_schema() {
        let t = tool(
            "weather.forecast",
            r#"{"type":"object","properties":{"city":{"type":"string","description":"Where."},"days":{"type":"integer"},"unit":{"enum":["c","f"]}},"required":["city"]}"#,
        );
        let stub = declare(&t, std::slice::from_ref(&t));
        assert_eq!(
            stub,
            "# gg.tools.weather.forecast(...)\n\
             def forecast(*, city: str, days: int | None = None, unit: Literal[\"c\", \"f\"] | None = None) -> Any:\n\
             \x20   \"\"\"Does it.\n\
             \n\
             \x20   city: Where.\"\"\"\n"
        );
    }
}
