//! `gg.tools.AgentTools`: the turn's registered tools as typed Java methods,
//! generated from their JSON Schemas ([`source`]) and named by [`methods`],
//! which the arm's instructions also read, so the declarations a model is
//! shown are the methods it compiles against.
//!
//! A method takes the schema's top-level properties as parameters (required
//! first, then optional, each group by name: [`crate::instructions::properties`]),
//! typed by [`crate::instructions::java_type`] (required `long`, `double`,
//! `boolean`, `String`; optional boxed and nullable; arrays
//! `java.util.List<?>`; anything else `Object`), builds the JSON object
//! (a `null` argument is left out) and calls `Tools.call`.
//!
//! Names: a method is the tool's name in camelCase; a Java keyword, a name
//! of `java.lang.Object`'s methods, or a name an earlier tool (registry
//! order) already took gets `_` appended until it is free. A parameter is
//! the property's name in camelCase over its ASCII letters and digits
//! (`first-line` → `firstLine`, nothing left → `arg`, a leading digit gets
//! `_`), with `_` appended for a keyword, `Tools` (which the body calls) or
//! a name an earlier parameter took. The JSON member keeps the property's
//! own name.
//!
//! Invariant: the text compiles for every tool the registry accepts. Every
//! text that reaches a Java literal goes through [`java_string`], every text
//! that reaches a comment through [`javadoc`] (no `*/`, no `\u`).

use crate::api::tools::ToolInfo;
use serde_json::Value;
use std::collections::BTreeSet;
use std::fmt::Write;

/// One tool's method.
#[derive(Debug, Clone, PartialEq)]
pub struct Method {
    /// The tool's registered name (`lookup_user`).
    pub tool: String,
    /// The method's name (`lookupUser`).
    pub name: String,
    pub description: String,
    pub params: Vec<Param>,
}

/// One parameter of a tool's method.
#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    /// The JSON member it is sent as.
    pub member: String,
    /// The Java parameter's name.
    pub name: String,
    /// Its Java type (`long`, `Long`, `String`, `java.util.List<?>`, `Object`).
    pub java_type: String,
    pub required: bool,
    pub description: Option<String>,
}

/// The instance methods of `java.lang.Object`: a static method of the same
/// name and parameters would not compile, so the name is never taken.
const OBJECT_METHODS: &[&str] =
    &["clone", "equals", "finalize", "getClass", "hashCode", "notify", "notifyAll", "toString", "wait"];

/// Every tool's method, in registry order, named without collisions.
pub fn methods(tools: &[ToolInfo]) -> Vec<Method> {
    let mut taken = BTreeSet::new();
    tools
        .iter()
        .map(|tool| {
            let mut name = crate::instructions::camel(&tool.name);
            // The registry's names start with a letter; this keeps the text valid regardless.
            if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                name.insert_str(0, "tool");
            }
            while super::KEYWORDS.contains(&name.as_str())
                || OBJECT_METHODS.contains(&name.as_str())
                || taken.contains(&name)
            {
                name.push('_');
            }
            taken.insert(name.clone());
            let schema: Value = serde_json::from_str(&tool.schema).unwrap_or(Value::Bool(true));
            let mut names = BTreeSet::new();
            let params = crate::instructions::properties(&schema)
                .into_iter()
                .map(|p| {
                    let mut name = identifier(&p.name);
                    while super::KEYWORDS.contains(&name.as_str()) || name == "Tools" || names.contains(&name) {
                        name.push('_');
                    }
                    names.insert(name.clone());
                    Param {
                        java_type: crate::instructions::java_type(&p.schema, p.required),
                        required: p.required,
                        member: p.name,
                        name,
                        description: p.description,
                    }
                })
                .collect();
            Method { tool: tool.name.clone(), name, description: tool.description.clone(), params }
        })
        .collect()
}

/// A property's name as a Java identifier: camelCase over its ASCII letters
/// and digits, `arg` when it has none, `_` before a leading digit.
fn identifier(member: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in member.chars() {
        if c.is_ascii_alphanumeric() {
            if upper && !out.is_empty() {
                out.push(c.to_ascii_uppercase());
            } else {
                out.push(c);
            }
            upper = false;
        } else {
            upper = true;
        }
    }
    if out.is_empty() {
        out.push_str("arg");
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// A Java string literal (quotes included) holding `text`: `"` and `\`
/// escaped, control characters as octal escapes, everything else as itself
/// (the file is UTF-8). A `u` after a backslash is never a Unicode escape,
/// since that backslash is escaped.
pub fn java_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\{:03o}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Text as javadoc's HTML, safe in a comment: `&`, `<`, `>` and `@` as
/// entities (no HTML, no tag), `\` as `&#92;` (javac reads `\u` escapes even
/// in comments), `*/` broken as `*&#47;`; lines joined by `indent * `.
pub fn javadoc(text: &str, indent: &str) -> String {
    let mut out = String::new();
    let normalized = text.replace("\r\n", "\n").replace('\r', "\n");
    for (i, line) in normalized.trim().split('\n').enumerate() {
        if i > 0 {
            let _ = write!(out, "\n{indent} *");
            if !line.trim().is_empty() {
                out.push(' ');
            }
        }
        let mut previous = ' ';
        for c in line.trim_end().chars() {
            match c {
                '&' => out.push_str("&amp;"),
                '<' => out.push_str("&lt;"),
                '>' => out.push_str("&gt;"),
                '@' => out.push_str("&#64;"),
                '\\' => out.push_str("&#92;"),
                '/' if previous == '*' => out.push_str("&#47;"),
                c if c.is_control() => out.push(' '),
                c => out.push(c),
            }
            previous = c;
        }
    }
    out
}

/// The error codes a tool's method may throw, as its `@throws` names them.
const THROWS: &str = "with the tool's failure ({@code IO}), or {@code INVALID_ARGUMENT} (arguments the\n     *     schema refuses, a non-finite number), {@code NOT_FOUND}, {@code TIMEOUT},\n     *     {@code DENIED} (an ask-first tool denied), {@code LIMIT_EXCEEDED} or\n     *     {@code UNAVAILABLE} (no {@code tools} grant)";

/// `gg/tools/AgentTools.java` for `tools`.
pub fn source(tools: &[ToolInfo]) -> String {
    let mut out = String::from(
        "package gg.tools;

/**
 * The tools registered for this turn, one typed method each, generated by gg from their JSON
 * Schemas.
 *
 * <p>A method takes the schema's top-level properties, the required ones first, then the optional
 * ones (boxed; {@code null} leaves the member out), builds the JSON object and calls
 * {@link Tools#call(String, String)}. It answers the tool's result as JSON text.
 *
 * <p>Encoding: a {@code String} as a JSON string, a number or a boolean as its literal, a
 * {@code java.util.List} as an array and a {@code java.util.Map} as an object (keys by
 * {@code String.valueOf}), recursively; anything else as the JSON string of
 * {@code String.valueOf}. A NaN or infinite number is refused with {@code INVALID_ARGUMENT}.
 */
public final class AgentTools {
    /** The registered tools' names, in the registry's order. */
    public static final java.util.List<String> ALL_TOOLS = java.util.List.of(",
    );
    let names: Vec<String> = tools.iter().map(|t| java_string(&t.name)).collect();
    for (i, n) in names.iter().enumerate() {
        let _ = write!(out, "\n            {n}{}", if i + 1 < names.len() { "," } else { ");" });
    }
    if names.is_empty() {
        out.push_str(");");
    }
    out.push_str("\n\n    private AgentTools() {\n    }\n");
    for m in methods(tools) {
        let description = match m.description.trim() {
            // A registered name is `[a-z][a-z0-9_]*`.
            "" => format!("Calls the tool {{@code {}}}.", m.tool),
            d => javadoc(d, "    "),
        };
        let _ = write!(out, "\n    /**\n     * {description}\n     *\n");
        for p in &m.params {
            let mut doc = match &p.description {
                Some(d) if !d.trim().is_empty() => d.clone(),
                _ => "the argument".to_string(),
            };
            if p.name != p.member {
                let _ = write!(doc, " (the member \"{}\")", p.member);
            }
            if !p.required {
                doc.push_str("; null leaves it out");
            }
            let _ = writeln!(out, "     * @param {} {}", p.name, javadoc(&doc, "    "));
        }
        let _ = writeln!(
            out,
            "     * @return the tool's result, as JSON text\n     * @throws gg.ApiError {THROWS}\n     */"
        );
        let params: Vec<String> = m.params.iter().map(|p| format!("{} {}", p.java_type, p.name)).collect();
        let _ = writeln!(out, "    public static String {}({}) throws gg.ApiError {{", m.name, params.join(", "));
        let tool = java_string(&m.tool);
        let _ = write!(out, "        return Tools.call({tool}, new Args({tool})");
        for p in &m.params {
            let _ = write!(out, "\n                .put({}, {})", java_string(&p.member), p.name);
        }
        out.push_str(".end());\n    }\n");
    }
    out.push_str(ARGS);
    out.push_str("}\n");
    out
}

/// The JSON object builder every method uses (not model-facing).
const ARGS: &str = r#"
    /** A tool's arguments as one JSON object, built member by member. */
    private static final class Args {
        private final String tool;
        private final StringBuilder out = new StringBuilder("{");

        Args(String tool) {
            this.tool = tool;
        }

        Args put(String member, Object value) {
            if (value != null) {
                if (out.length() > 1) {
                    out.append(',');
                }
                out.append(gg.internal.Json.quote(member)).append(':');
                write(value, member);
            }
            return this;
        }

        String end() {
            return out.append('}').toString();
        }

        private void write(Object value, String path) {
            if (value == null) {
                out.append("null");
            } else if (value instanceof String) {
                out.append(gg.internal.Json.quote((String) value));
            } else if (value instanceof Boolean) {
                out.append(((Boolean) value).booleanValue() ? "true" : "false");
            } else if (value instanceof Double || value instanceof Float) {
                double d = ((Number) value).doubleValue();
                if (Double.isNaN(d) || Double.isInfinite(d)) {
                    throw new gg.ApiError("tools.call", gg.ApiError.Code.INVALID_ARGUMENT,
                            "tool `" + tool + "`: " + path + " must be a finite number, got " + d);
                }
                out.append(value.toString());
            } else if (value instanceof Number) {
                out.append(value.toString());
            } else if (value instanceof java.util.List) {
                out.append('[');
                int i = 0;
                for (Object item : (java.util.List<?>) value) {
                    if (i > 0) {
                        out.append(',');
                    }
                    write(item, path + "[" + i + "]");
                    i++;
                }
                out.append(']');
            } else if (value instanceof java.util.Map) {
                out.append('{');
                boolean first = true;
                for (java.util.Map.Entry<?, ?> e : ((java.util.Map<?, ?>) value).entrySet()) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    String key = String.valueOf(e.getKey());
                    out.append(gg.internal.Json.quote(key)).append(':');
                    write(e.getValue(), path + "." + key);
                }
                out.append('}');
            } else {
                out.append(gg.internal.Json.quote(String.valueOf(value)));
            }
        }
    }
"#;

#[cfg(test)]
mod tests {
    use super::*;

    fn tool(name: &str, description: &str, schema: serde_json::Value) -> ToolInfo {
        ToolInfo { name: name.into(), description: description.into(), schema: schema.to_string(), output_schema: None }
    }

    #[test]
    fn names_avoid_keywords_object_methods_and_each_other() {
        let empty = serde_json::json!({"type": "object"});
        let tools = [
            tool("class", "", empty.clone()),
            tool("foo__bar", "", empty.clone()),
            tool("foo_bar", "", empty.clone()),
            tool("wait", "", empty.clone()),
            tool("to_string", "", empty.clone()),
            tool(
                "x",
                "",
                serde_json::json!({"properties": {"first-line": {}, "class": {}, "Tools": {}, "9": {}, "": {}, "firstLine": {}}}),
            ),
        ];
        let names: Vec<String> = methods(&tools).into_iter().map(|m| m.name).collect();
        assert_eq!(names, ["class_", "fooBar", "fooBar_", "wait_", "toString_", "x"]);
        let params: Vec<String> = methods(&tools)[5].params.iter().map(|p| p.name.clone()).collect();
        assert_eq!(params, ["arg", "_9", "Tools_", "class_", "firstLine", "firstLine_"]);
    }

    #[test]
    fn text_is_escaped_for_literals_and_comments() {
        assert_eq!(java_string("a\"b\\u0022\n\u{1}é"), r#""a\"b\\u0022\n\001é""#);
        assert_eq!(
            javadoc("ends */ here \\u002a/ @param <b> & x", "    "),
            "ends *&#47; here &#92;u002a/ &#64;param &lt;b&gt; &amp; x"
        );
        assert_eq!(javadoc("one\r\n\r\ntwo", "    "), "one\n     *\n     * two");
    }

    #[test]
    fn the_source_declares_every_tool() {
        let tools = [tool(
            "lookup_user",
            "Finds a user.",
            serde_json::json!({"properties": {"id": {"type": "string", "description": "The id"}, "limit": {"type": "integer"}}, "required": ["id"]}),
        )];
        let s = source(&tools);
        assert!(s.contains(
            "public static final java.util.List<String> ALL_TOOLS = java.util.List.of(\n            \"lookup_user\");"
        ));
        assert!(s.contains("public static String lookupUser(String id, Long limit) throws gg.ApiError {"));
        assert!(s.contains("     * @param id The id\n     * @param limit the argument; null leaves it out\n"));
        assert!(s.contains("return Tools.call(\"lookup_user\", new Args(\"lookup_user\")\n                .put(\"id\", id)\n                .put(\"limit\", limit).end());"));
    }

    /// A hostile catalogue (keywords, collisions, `java.lang.Object`'s names,
    /// `*/`, `\u` and quotes in descriptions and member names) through the
    /// real javac, TeaVM and engine: every method compiles, and the JSON each
    /// sends is the arguments the program passed.
    #[test]
    fn a_hostile_catalogue_compiles_and_encodes_through_the_real_toolchain() {
        use crate::arms::Request;
        use crate::capabilities::unavailable::{NoCatalogue, NoState};
        use crate::capabilities::{DirSkills, HostShell, ToolRegistry, TurnSession, TurnViews, WorkspaceFiles};
        use serde_json::json;
        let mut registry = ToolRegistry::new();
        let echo = |v: Value| Ok(json!({"got": v}));
        registry
            .register(
                "class",
                "Says \"hi\" */ and \\u002a/ @return <b>\n\nsecond line \\",
                json!({"type": "object", "properties": {
                    "Tools": {"type": "integer", "description": "ends */ \\u0022 <b>@param</b>"},
                    "class": {"type": "boolean"},
                    "first-line": {"type": "string", "description": "a \"line\"\r\nof text"},
                    "gg": {"type": "number"},
                    "obj": {"type": "object"},
                    "x y": {"type": "array"},
                    "é\"\\u0041": {"type": "string"}
                }, "required": ["Tools", "class", "first-line"]}),
                echo,
            )
            .unwrap();
        for name in ["foo__bar", "foo_bar", "wait", "to_string"] {
            registry.register(name, "", json!({"type": "object"}), move |_| Ok(json!(name))).unwrap();
        }
        let tools = registry.list();
        let names: Vec<String> = methods(&tools).into_iter().map(|m| m.name).collect();
        assert_eq!(names, ["class_", "fooBar", "fooBar_", "toString_", "wait_"]);
        let program = r#"import gg.ApiError;
import gg.tools.AgentTools;
import java.util.*;

public class Program {
    public static void main(String[] args) {
        Map<String, Object> obj = new LinkedHashMap<>();
        obj.put("k", Arrays.asList(1, "two", false, null));
        obj.put("n", 1.5f);
        System.out.println(AgentTools.class_(-5, true, "q\" b\\ n\n t\t c\u0001 é 😀 \u2028", 2.5, obj,
                Arrays.asList(1, 2.5, null, "s", true, 3L, 'c'), "\\u0041"));
        System.out.println(AgentTools.class_(9007199254740993L, false, "", null, null, null, null));
        try {
            AgentTools.class_(0, false, "x", Double.NaN, null, null, null);
        } catch (ApiError e) {
            System.out.println(e.getMessage());
        }
        System.out.println(AgentTools.fooBar() + AgentTools.fooBar_() + AgentTools.toString_() + AgentTools.wait_());
        System.out.println(AgentTools.ALL_TOOLS);
    }
}
"#;
        let arm = super::super::JavaArm::start().unwrap();
        let request = Request { source: program, file: "Program.java", modules: Vec::new(), tools: &tools, kept: None };
        let ready = match arm.prepare(request, &mut Vec::new()) {
            Ok(r) => r,
            Err(end) => panic!("{end:?}\n{}", source(&tools)),
        };
        let dir = tempfile::tempdir().unwrap();
        let files = WorkspaceFiles::new(dir.path()).unwrap();
        let mut grants = crate::grants::Grants::default();
        grants.grant("tools").unwrap();
        let caps = crate::sandbox::Capabilities {
            views: Box::new(TurnViews::default()),
            shell: Box::new(HostShell::new(files.clone())),
            tasks: Box::new(NoState),
            memories: Box::new(NoState),
            context: Box::new(NoState),
            skills: Box::new(DirSkills::new(None, Vec::new())),
            docs: Box::new(NoCatalogue("none".into())),
            session: Box::new(TurnSession::default()),
            files: Box::new(files),
            tools: registry,
            grants,
            lang_extension: "java",
            bound: Vec::new(),
            view_bytes: 0,
            interrupt: crate::control::Interrupt::new(),
            tap: None,
        };
        let raw = ready.guest.run(&ready.program, caps, &crate::limits::Limits::default(), None);
        let stdout = String::from_utf8_lossy(&raw.stdout.0).into_owned();
        let stderr = String::from_utf8_lossy(&raw.stderr.0).into_owned();
        assert!(raw.end.is_ok(), "{stdout}{stderr}");
        let lines: Vec<&str> = stdout.lines().collect();
        let first: Value = serde_json::from_str(lines[0]).unwrap();
        let expected = json!({"got": {
            "Tools": -5, "class": true, "first-line": "q\" b\\ n\n t\t c\u{1} é 😀 \u{2028}", "gg": 2.5,
            "obj": {"k": [1, "two", false, null], "n": 1.5}, "x y": [1, 2.5, null, "s", true, 3, "c"], "é\"\\u0041": "\\u0041"
        }});
        assert_eq!(first, expected);
        let second: Value = serde_json::from_str(lines[1]).unwrap();
        assert_eq!(second, json!({"got": {"Tools": 9007199254740993_i64, "class": false, "first-line": ""}}));
        assert_eq!(
            lines[2..],
            [
                "`tools.call` failed (invalid-argument): tool `class`: gg must be a finite number, got NaN",
                "\"foo__bar\"\"foo_bar\"\"to_string\"\"wait\"",
                "[class, foo__bar, foo_bar, to_string, wait]",
            ]
        );
    }
}
