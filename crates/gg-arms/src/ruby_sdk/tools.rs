//! How a Ruby program reaches each of the turn's tools, and the declaration
//! the instructions and the docs catalogue show for it: a host tool is a
//! method of `GG::Tools` (`def GG::Tools.lookup_user(id:) end`), an MCP
//! server's tool a method of its group (`def GG::Tools.weather.forecast(city:,
//! days: nil) end`), and a tool no method reaches is called by name
//! (`GG::Tools.call("list.items", query:)`).
//!
//! Which names are methods is decided as the SDK decides it
//! (`packages/gg-sdk-ruby/src/gg/tools.rb`): the SDK's own lists of the
//! names a module and an object already answer are read from its source,
//! so the two cannot drift apart.

use crate::instructions::properties;
use gg_capabilities::docs::Entry;
use gg_membrane::api::tools::ToolInfo;
use serde_json::Value;
use std::sync::OnceLock;

/// The SDK's tools module, whose name lists this module reads.
const SDK_TOOLS: &str = include_str!("../../../../packages/gg-sdk-ruby/src/gg/tools.rb");

/// What a tool's call may raise as `GG::Core::ApiError`, by code: its
/// arguments refused by the host's check, a denied approval, its time out,
/// its own failure, the call limit, a grant it lacks.
const TOOL_THROWS: &[&str] = &["invalid_argument", "denied", "timeout", "io", "limit_exceeded", "unavailable"];

/// The words of the SDK's `%w[…]` list `NAME = %w[`.
fn sdk_list(name: &str) -> Vec<&'static str> {
    let start = format!("{name} = %w[");
    let Some(at) = SDK_TOOLS.find(&start) else { return Vec::new() };
    let rest = &SDK_TOOLS[at + start.len()..];
    rest[..rest.find(']').unwrap_or(rest.len())].split_whitespace().collect()
}

/// Names `GG::Tools` answers already (`Typed::MODULE_METHODS`): never a
/// tool's or a group's method.
fn module_methods() -> &'static [&'static str] {
    static LIST: OnceLock<Vec<&'static str>> = OnceLock::new();
    LIST.get_or_init(|| sdk_list("MODULE_METHODS"))
}

/// Names every object answers (`Typed::OBJECT_METHODS`): never a method of
/// a group.
fn object_methods() -> &'static [&'static str] {
    static LIST: OnceLock<Vec<&'static str>> = OnceLock::new();
    LIST.get_or_init(|| sdk_list("OBJECT_METHODS"))
}

/// `[a-z][a-z0-9_]*`.
fn is_method_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// How a program reaches `tool` among `tools`: the method it calls
/// (`GG::Tools.lookup_user`, `GG::Tools.weather.forecast`), or `Err` with
/// why no method reaches it, when it is called by name.
pub fn method(tool: &ToolInfo, tools: &[ToolInfo]) -> Result<String, String> {
    let taken = |name: &str| module_methods().contains(&name);
    match tool.name.split_once('.') {
        None if !is_method_name(&tool.name) => Err(format!("`{}` is not a method name", tool.name)),
        None if taken(&tool.name) => Err(format!("`{}` is already a method of GG::Tools", tool.name)),
        None => Ok(format!("GG::Tools.{}", tool.name)),
        Some((group, part)) => {
            if !is_method_name(group) || !is_method_name(part) {
                Err(format!("`{}` is not a method name", tool.name))
            } else if taken(group) {
                Err(format!("`{group}` is already a method of GG::Tools"))
            } else if tools.iter().any(|t| t.name == group) {
                Err(format!("`GG::Tools.{group}` is the tool `{group}`"))
            } else if object_methods().contains(&part) {
                Err(format!("`{part}` is already a method of every object"))
            } else {
                Ok(format!("GG::Tools.{group}.{part}"))
            }
        }
    }
}

/// `tool`'s declaration without its description: a line per argument
/// (`# @param city [String] — The city's name.`), the result's shape when
/// the tool declares an output schema (`# @return [Hash] {"city" =>
/// String, …}`), and the method (`def GG::Tools.weather.forecast(city:,
/// days: nil) end`) or, for a tool no method reaches, its call by name.
pub fn declaration(tool: &ToolInfo, tools: &[ToolInfo]) -> String {
    let schema: Value = serde_json::from_str(&tool.schema).unwrap_or(Value::Bool(true));
    let props = properties(&schema);
    let mut out = String::new();
    for p in &props {
        let about = p.description.as_deref().map(|d| format!(" — {}", d.replace('\n', " "))).unwrap_or_default();
        out.push_str(&format!("# @param {} [{}]{about}\n", p.name, ruby_type(&p.schema)));
    }
    if let Some(output) = tool.output_schema.as_deref().and_then(|s| serde_json::from_str::<Value>(s).ok()) {
        let shape = ruby_shape(&output);
        if shape.starts_with('{') {
            out.push_str(&format!("# @return [Hash] {shape}\n"));
        } else {
            out.push_str(&format!("# @return [{shape}]\n"));
        }
    }
    let keywords: Vec<String> =
        props.iter().map(|p| if p.required { format!("{}:", p.name) } else { format!("{}: nil", p.name) }).collect();
    match method(tool, tools) {
        Ok(m) => out.push_str(&format!("def {m}({}) end", keywords.join(", "))),
        Err(why) => {
            let args: String = keywords.iter().map(|k| format!(", {k}")).collect();
            out.push_str(&format!("# Called by name ({why}):\n"));
            out.push_str(&format!("GG::Tools.call({}{args})", Value::from(tool.name.as_str())));
        }
    }
    out
}

/// `tool` as the instructions declare it: its description as comment lines,
/// then its [`declaration`].
pub fn declare(tool: &ToolInfo, tools: &[ToolInfo]) -> String {
    let mut out: String = tool.description.lines().map(|l| format!("# {l}").trim_end().to_string() + "\n").collect();
    out.push_str(&declaration(tool, tools));
    out.push('\n');
    out
}

/// The turn's tools as the docs catalogue's `function` entries, keyed as a
/// program writes them (`GG::Tools.weather.forecast`; a tool called by name
/// as `GG::Tools.call("list.items")`).
pub fn entries(tools: &[ToolInfo]) -> Vec<Entry> {
    tools
        .iter()
        .map(|tool| Entry {
            key: method(tool, tools).unwrap_or_else(|_| format!("GG::Tools.call({})", Value::from(tool.name.as_str()))),
            kind: "function".into(),
            brief: crate::instructions::first_sentence(&tool.description)
                .unwrap_or_else(|| format!("The tool `{}`.", tool.name)),
            doc: tool.description.clone(),
            signature: Some(declaration(tool, tools)),
            throws: TOOL_THROWS.iter().map(|c| c.to_string()).collect(),
            import: Some("require \"gg\"".into()),
        })
        .collect()
}

/// A schema's type as a Ruby reader would name it (`String`, `Integer`).
pub fn ruby_type(schema: &Value) -> String {
    let one = |t: &str| -> &'static str {
        match t {
            "string" => "String",
            "integer" => "Integer",
            "number" => "Float",
            "boolean" => "Boolean",
            "null" => "nil",
            "array" => "Array",
            "object" => "Hash",
            _ => "Object",
        }
    };
    if schema.get("enum").is_some() {
        return "String (one of the listed values)".into();
    }
    match schema.get("type") {
        Some(Value::String(t)) => one(t).into(),
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).map(one).collect::<Vec<_>>().join(", "),
        _ => "Object".into(),
    }
}

/// A value of a schema as a Ruby reader pictures it, for a result's
/// `@return`: an object with properties as a Hash of its String keys
/// (`{"city" => String, "highs" => Array<Float>}`, an optional key's type
/// `| nil`), an array as `Array<Item>`, several types joined by ` | `,
/// anything else as [`ruby_type`] names it. Nested three deep at most.
pub fn ruby_shape(schema: &Value) -> String {
    fn shape(schema: &Value, depth: usize) -> String {
        if schema.get("enum").is_some() || depth > 3 {
            return ruby_type(schema).replace(", ", " | ");
        }
        let one = |t: &str| -> String {
            match t {
                "array" => match schema.get("items") {
                    Some(items) if items.is_object() => format!("Array<{}>", shape(items, depth + 1)),
                    _ => "Array".into(),
                },
                "object" => {
                    let props = properties(schema);
                    if props.is_empty() {
                        return "Hash".into();
                    }
                    let fields: Vec<String> = props
                        .iter()
                        .map(|p| {
                            let t = shape(&p.schema, depth + 1);
                            let t =
                                if p.required || t.split(" | ").any(|x| x == "nil") { t } else { format!("{t} | nil") };
                            format!("{} => {t}", Value::from(p.name.as_str()))
                        })
                        .collect();
                    format!("{{{}}}", fields.join(", "))
                }
                other => ruby_type(&serde_json::json!({ "type": other })),
            }
        };
        match schema.get("type") {
            Some(Value::String(t)) => one(t),
            Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).map(one).collect::<Vec<_>>().join(" | "),
            _ if schema.get("properties").is_some() => one("object"),
            _ => ruby_type(schema),
        }
    }
    shape(schema, 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn tool(name: &str, description: &str, schema: Value, output: Option<Value>) -> ToolInfo {
        ToolInfo {
            name: name.into(),
            description: description.into(),
            schema: schema.to_string(),
            output_schema: output.map(|o| o.to_string()),
        }
    }

    fn weather() -> Vec<ToolInfo> {
        vec![
            tool(
                "lookup_user",
                "Finds a user by id.",
                json!({"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}),
                None,
            ),
            tool(
                "weather.forecast",
                "The forecast for a city: one high temperature per day. Up to a week.",
                json!({"type": "object", "properties": {"city": {"type": "string", "description": "The city's name."}, "days": {"type": "integer"}}, "required": ["city"]}),
                Some(
                    json!({"type": "object", "properties": {"city": {"type": "string"}, "highs": {"type": "array", "items": {"type": "number"}}, "sunny": {"type": "boolean"}, "note": {"type": "string"}}, "required": ["city", "highs", "sunny"]}),
                ),
            ),
            tool(
                "weather.get_alerts",
                "Alerts.",
                json!({"type": "object", "properties": {"region": {"type": "string"}}}),
                Some(json!({"type": "array", "items": {"type": "string"}})),
            ),
            tool(
                "weather.send",
                "Sends.",
                json!({"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}),
                None,
            ),
            tool("list.items", "Lists items.", json!({}), None),
            tool("lookup_user.history", "A user's history.", json!({}), None),
            tool("format", "Formats.", json!({}), None),
        ]
    }

    #[test]
    fn the_sdks_name_lists_are_read() {
        for name in ["list", "call", "parallel", "name", "freeze", "format", "puts", "to_ary"] {
            assert!(module_methods().contains(&name), "{name}");
        }
        for name in ["send", "hash", "display", "inspect", "freeze", "to_s"] {
            assert!(object_methods().contains(&name), "{name}");
        }
        assert!(!object_methods().contains(&"list") && !object_methods().contains(&"open"));
    }

    #[test]
    fn a_tool_is_a_method_where_the_sdk_makes_it_one() {
        let tools = weather();
        let reach: Vec<Result<String, String>> = tools.iter().map(|t| method(t, &tools)).collect();
        let reach: Vec<Result<&str, &str>> = reach.iter().map(|r| r.as_deref().map_err(String::as_str)).collect();
        assert_eq!(reach[0], Ok("GG::Tools.lookup_user"));
        assert_eq!(reach[1], Ok("GG::Tools.weather.forecast"));
        assert_eq!(reach[2], Ok("GG::Tools.weather.get_alerts"));
        assert_eq!(reach[3], Err("`send` is already a method of every object"));
        assert_eq!(reach[4], Err("`list` is already a method of GG::Tools"));
        assert_eq!(reach[5], Err("`GG::Tools.lookup_user` is the tool `lookup_user`"));
        assert_eq!(reach[6], Err("`format` is already a method of GG::Tools"));
    }

    #[test]
    fn declarations_show_arguments_results_and_the_call() {
        let tools = weather();
        assert_eq!(
            declare(&tools[1], &tools),
            "# The forecast for a city: one high temperature per day. Up to a week.\n\
             # @param city [String] — The city's name.\n\
             # @param days [Integer]\n\
             # @return [Hash] {\"city\" => String, \"highs\" => Array<Float>, \"sunny\" => Boolean, \"note\" => String | nil}\n\
             def GG::Tools.weather.forecast(city:, days: nil) end\n"
        );
        assert_eq!(
            declaration(&tools[2], &tools),
            "# @param region [String]\n# @return [Array<String>]\ndef GG::Tools.weather.get_alerts(region: nil) end"
        );
        assert_eq!(
            declaration(&tools[3], &tools),
            "# @param text [String]\n# Called by name (`send` is already a method of every object):\nGG::Tools.call(\"weather.send\", text:)"
        );
    }

    #[test]
    fn entries_are_keyed_as_a_program_writes_them() {
        let tools = weather();
        let entries = entries(&tools);
        let keys: Vec<&str> = entries.iter().map(|e| e.key.as_str()).collect();
        assert_eq!(
            keys,
            [
                "GG::Tools.lookup_user",
                "GG::Tools.weather.forecast",
                "GG::Tools.weather.get_alerts",
                "GG::Tools.call(\"weather.send\")",
                "GG::Tools.call(\"list.items\")",
                "GG::Tools.call(\"lookup_user.history\")",
                "GG::Tools.call(\"format\")",
            ]
        );
        let forecast = &entries[1];
        assert_eq!(forecast.brief, "The forecast for a city: one high temperature per day.");
        assert_eq!(forecast.kind, "function");
        assert_eq!(forecast.import.as_deref(), Some("require \"gg\""));
        assert!(
            forecast.signature.as_deref().unwrap().ends_with("def GG::Tools.weather.forecast(city:, days: nil) end")
        );
    }
}

#[cfg(test)]
mod type_tests {
    use serde_json::json;

    #[test]
    fn an_integer_is_declared_in_the_language() {
        assert_eq!(super::ruby_type(&json!({"type": "integer"})), "Integer");
    }
}
