//! `gg.tools.AgentTools` and one class per tool group (`gg.tools.Weather`
//! for the MCP server `weather`): the turn's registered tools as typed Java
//! methods, generated from their JSON Schemas ([`sources`]) and named by
//! [`classes`], which the arm's instructions and `docs` entries also read
//! ([`declarations`]), so the declarations a model is shown are the methods
//! it compiles against.
//!
//! Classes: `AgentTools` holds the ungrouped tools' methods and `ALL_TOOLS`
//! (every tool's name, grouped ones too); a group `<group>` (its tools
//! registered as `<group>.<tool>`) gets the class named by [`class_name`]
//! (`weather` → `Weather`, `my_server` → `MyServer`), with `_` appended
//! while it would be `AgentTools`, `Tools`, a type of `java.lang` (which
//! `import gg.tools.*;` would make ambiguous) or an earlier group's class,
//! compared without case (class files share a directory).
//!
//! A method takes the schema's top-level properties as parameters (required
//! first, then optional, each group by name: [`crate::instructions::properties`]),
//! typed by [`crate::instructions::java_type`] (required `long`, `double`,
//! `boolean`, `String`; optional boxed and nullable; arrays
//! `java.util.List<?>`; anything else `Object`), builds the JSON object
//! (a `null` argument is left out) and calls `Tools.call`.
//!
//! Results: a tool whose output schema is an object with properties returns
//! a nested record, `<Method>Result` (`forecast` → `ForecastResult`), one
//! component per property in the parameters' order, typed by
//! [`component_type`] (`String`, `long`, `double`, `boolean`, boxed when
//! optional; an array `java.util.List<String|Long|Double|Boolean|Object>`;
//! anything else `Object`, the JSON value as `Map`, `List`, `String`,
//! `Long`, `Double`, `Boolean` or `null`). The result text is parsed by the
//! SDK's `gg.internal.Json` and read member by member; a result that does
//! not fit (not an object, a required member missing or `null`, a member of
//! another type) throws `gg.ApiError` with code `IO` — the tool answered
//! something the program cannot read, as the SDK's own results — naming the
//! member (`result.highs[1] is a string, expected a number`). Members the
//! schema does not name are ignored. Any other tool returns its result as
//! JSON text.
//!
//! Names: a method is the tool's own name (after its group's `.`) in
//! camelCase; a Java keyword, a name of `java.lang.Object`'s methods, or a
//! name an earlier tool of its class (registry order) already took gets `_`
//! appended until it is free. A parameter or record component is the
//! property's name in camelCase over its ASCII letters and digits
//! (`first-line` → `firstLine`, nothing left → `arg`, a leading digit gets
//! `_`), with `_` appended for a keyword, `Tools` (which a method's body
//! calls; parameters), a name of `java.lang.Object`'s methods (components)
//! or a name an earlier one took. The JSON member keeps the property's own
//! name. A record's name gets `_` appended while it is its class's name or an
//! earlier record's. gg's own helpers in a class are named with `$`, which no
//! generated name contains.
//!
//! Invariant: the text compiles for every tool the registry accepts. Every
//! text that reaches a Java literal goes through [`java_string`], every text
//! that reaches a comment through [`javadoc`] (no `*/`, no `\u`).

use gg_membrane::api::tools::ToolInfo;
use serde_json::Value;
use std::collections::BTreeSet;
use std::fmt::Write;

/// One generated class: `AgentTools` or a group's.
#[derive(Debug, Clone, PartialEq)]
pub struct Class {
    /// Its simple name (`AgentTools`, `Weather`).
    pub name: String,
    /// The group whose tools it holds; `None` for `AgentTools`.
    pub group: Option<String>,
    pub methods: Vec<Method>,
}

/// One tool's method.
#[derive(Debug, Clone, PartialEq)]
pub struct Method {
    /// The tool's registered name (`lookup_user`, `weather.forecast`).
    pub tool: String,
    /// The method's name (`lookupUser`).
    pub name: String,
    pub description: String,
    pub params: Vec<Param>,
    /// The record its result is read into, when the tool's output schema is
    /// an object with properties; else it returns JSON text.
    pub result: Option<Record>,
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

/// A method's typed result: a record nested in its class.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// Its simple name (`ForecastResult`).
    pub name: String,
    pub components: Vec<Component>,
}

/// One component of a result record.
#[derive(Debug, Clone, PartialEq)]
pub struct Component {
    /// The JSON member it is read from.
    pub member: String,
    /// The component's name.
    pub name: String,
    /// Its Java type (`double`, `Long`, `java.util.List<Double>`, `Object`).
    pub java_type: String,
    /// How the generated reader checks it: `s`, `i`, `n`, `b` (string,
    /// integer, number, boolean), `o` (any JSON value), or `[` and one of
    /// those (an array of them).
    pub kind: String,
    pub required: bool,
    pub description: Option<String>,
}

/// The instance methods of `java.lang.Object`: a static method of the same
/// name and parameters would not compile, and a record component may not
/// have one of these names, so the name is never taken.
const OBJECT_METHODS: &[&str] =
    &["clone", "equals", "finalize", "getClass", "hashCode", "notify", "notifyAll", "toString", "wait"];

/// The public types of `java.lang` (separated by spaces), which a group's
/// class is never named: `import gg.tools.*;` would make the simple name
/// ambiguous, and gg's generated code names several of them.
const JAVA_LANG: &str = "\
    AbstractMethodError Appendable ArithmeticException ArrayIndexOutOfBoundsException \
    ArrayStoreException AssertionError AutoCloseable Boolean BootstrapMethodError Byte CharSequence \
    Character Class ClassCastException ClassCircularityError ClassFormatError ClassLoader \
    ClassNotFoundException ClassValue CloneNotSupportedException Cloneable Comparable Compiler \
    Deprecated Double Enum EnumConstantNotPresentException Error Exception ExceptionInInitializerError \
    Float FunctionalInterface IllegalAccessError IllegalAccessException IllegalArgumentException \
    IllegalCallerException IllegalMonitorStateException IllegalStateException \
    IllegalThreadStateException IncompatibleClassChangeError IndexOutOfBoundsException \
    InheritableThreadLocal InstantiationError InstantiationException Integer InternalError \
    InterruptedException Iterable LayerInstantiationException LinkageError Long MatchException Math \
    Module ModuleLayer NegativeArraySizeException NoClassDefFoundError NoSuchFieldError \
    NoSuchFieldException NoSuchMethodError NoSuchMethodException NullPointerException Number \
    NumberFormatException Object OutOfMemoryError Override Package Process ProcessBuilder ProcessHandle \
    Readable Record ReflectiveOperationException Runnable Runtime RuntimeException RuntimePermission \
    SafeVarargs ScopedValue SecurityException SecurityManager Short StackOverflowError StackTraceElement \
    StackWalker StrictMath String StringBuffer StringBuilder StringIndexOutOfBoundsException \
    StringTemplate SuppressWarnings System Thread ThreadDeath ThreadGroup ThreadLocal Throwable \
    TypeNotPresentException UnknownError UnsatisfiedLinkError UnsupportedClassVersionError \
    UnsupportedOperationException VerifyError VirtualMachineError Void WrongThreadException";

/// The class of the ungrouped tools (and of `ALL_TOOLS`).
pub const AGENT_TOOLS: &str = "AgentTools";

/// A tool's group and its own name: `weather.forecast` → (`Some("weather")`,
/// `forecast`); an ungrouped tool has none.
pub fn split(tool: &str) -> (Option<&str>, &str) {
    match tool.split_once('.') {
        Some((group, name)) => (Some(group), name),
        None => (None, tool),
    }
}

/// A group's name as a class name: each `_`-separated part capitalised, a
/// `_` kept before a part that is empty or starts with a digit
/// (`weather` → `Weather`, `my_server` → `MyServer`, `v_2` → `V_2`), so two
/// group names never make one class name.
pub fn class_name(group: &str) -> String {
    let mut out = String::new();
    for (i, part) in group.split('_').enumerate() {
        if i > 0 && !part.starts_with(|c: char| c.is_ascii_alphabetic()) {
            out.push('_');
        }
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.extend(chars);
        }
    }
    // A registered group starts with a letter; this keeps the text valid regardless.
    if !out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out.insert_str(0, "Group");
    }
    out
}

/// Every class the turn's tools make, `AgentTools` first, then each group
/// in registry order.
pub fn classes(tools: &[ToolInfo]) -> Vec<Class> {
    let ungrouped: Vec<ToolInfo> = tools.iter().filter(|t| split(&t.name).0.is_none()).cloned().collect();
    let mut out = vec![Class { name: AGENT_TOOLS.into(), group: None, methods: methods_in(AGENT_TOOLS, &ungrouped) }];
    let mut taken: BTreeSet<String> =
        JAVA_LANG.split_whitespace().chain(["Tools", AGENT_TOOLS]).map(str::to_ascii_lowercase).collect();
    let mut groups: Vec<&str> = Vec::new();
    for t in tools {
        if let (Some(g), _) = split(&t.name)
            && !groups.contains(&g)
        {
            groups.push(g);
        }
    }
    for group in groups {
        let mut name = class_name(group);
        while taken.contains(&name.to_ascii_lowercase()) {
            name.push('_');
        }
        taken.insert(name.to_ascii_lowercase());
        let members: Vec<ToolInfo> = tools.iter().filter(|t| split(&t.name).0 == Some(group)).cloned().collect();
        let methods = methods_in(&name, &members);
        out.push(Class { name, group: Some(group.to_string()), methods });
    }
    out
}

/// The tools' methods as one class's (`AgentTools`), in registry order,
/// named without collisions.
pub fn methods(tools: &[ToolInfo]) -> Vec<Method> {
    methods_in(AGENT_TOOLS, tools)
}

/// The methods of the class `class` holding `tools`.
fn methods_in(class: &str, tools: &[ToolInfo]) -> Vec<Method> {
    let mut taken = BTreeSet::new();
    let mut records = BTreeSet::from([class.to_string()]);
    tools
        .iter()
        .map(|tool| {
            let mut name = crate::instructions::camel(split(&tool.name).1);
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
                        java_type: java_type(&p.schema, p.required),
                        required: p.required,
                        member: p.name,
                        name,
                        description: p.description,
                    }
                })
                .collect();
            let result = tool.output_schema.as_deref().and_then(|s| record(&name, s, &mut records));
            Method { tool: tool.name.clone(), name, description: tool.description.clone(), params, result }
        })
        .collect()
}

/// The record a method `method`'s result is read into, when its output
/// schema is an object with properties; its name is added to `taken`.
fn record(method: &str, output_schema: &str, taken: &mut BTreeSet<String>) -> Option<Record> {
    let schema: Value = serde_json::from_str(output_schema).ok()?;
    let object = match schema.get("type") {
        None => true,
        Some(t) => t == "object",
    };
    let props = crate::instructions::properties(&schema);
    if !object || props.is_empty() {
        return None;
    }
    let mut chars = method.chars();
    let mut name: String = chars.next().into_iter().flat_map(char::to_uppercase).chain(chars).collect();
    name.push_str("Result");
    while taken.contains(&name) {
        name.push('_');
    }
    taken.insert(name.clone());
    let mut names = BTreeSet::new();
    let components = props
        .into_iter()
        .map(|p| {
            let mut name = identifier(&p.name);
            while super::KEYWORDS.contains(&name.as_str())
                || OBJECT_METHODS.contains(&name.as_str())
                || names.contains(&name)
            {
                name.push('_');
            }
            names.insert(name.clone());
            let (java_type, kind) = component_type(&p.schema, p.required);
            Component { member: p.name, name, java_type, kind, required: p.required, description: p.description }
        })
        .collect();
    Some(Record { name, components })
}

/// A result member's Java type and its reader's kind: `string` (or an enum
/// of strings) `String`, `integer` `long`, `number` `double`, `boolean`
/// `boolean` (boxed when optional, `null` when absent); an array of those
/// `java.util.List` of the boxed type, any other array
/// `java.util.List<Object>`; anything else `Object`.
pub fn component_type(schema: &Value, required: bool) -> (String, String) {
    fn scalar(schema: &Value) -> Option<(&'static str, &'static str, &'static str)> {
        let strings = schema.get("enum").and_then(Value::as_array).is_some_and(|v| v.iter().all(Value::is_string));
        match schema.get("type").and_then(Value::as_str).unwrap_or(if strings { "string" } else { "" }) {
            "string" => Some(("s", "String", "String")),
            "integer" => Some(("i", "long", "Long")),
            "number" => Some(("n", "double", "Double")),
            "boolean" => Some(("b", "boolean", "Boolean")),
            _ => None,
        }
    }
    if let Some((kind, primitive, boxed)) = scalar(schema) {
        return ((if required { primitive } else { boxed }).into(), kind.into());
    }
    if schema.get("type").and_then(Value::as_str) == Some("array") {
        return match schema.get("items").and_then(scalar) {
            Some((kind, _, boxed)) => (format!("java.util.List<{boxed}>"), format!("[{kind}")),
            None => ("java.util.List<Object>".into(), "[o".into()),
        };
    }
    ("Object".into(), "o".into())
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

/// A tool's declaration as the model reads it, in the arm's instructions
/// and as its `docs` entry.
#[derive(Debug, Clone, PartialEq)]
pub struct Declaration {
    /// The tool's registered name.
    pub tool: String,
    /// The class declaring its method (`Weather`).
    pub class: String,
    pub group: Option<String>,
    /// The method as a program names it (`Weather.forecast`).
    pub key: String,
    /// The method's line, then its result record's when it has one
    /// (`Weather.ForecastResult Weather.forecast(String city, Long days);`).
    pub signature: String,
    /// The doc comment shown above it: the description and the parameters'.
    pub comment: String,
}

/// Every tool's declaration, in registry order.
pub fn declarations(tools: &[ToolInfo]) -> Vec<Declaration> {
    let classes = classes(tools);
    let mut out = Vec::new();
    for tool in tools {
        let found = classes.iter().find_map(|c| c.methods.iter().find(|m| m.tool == tool.name).map(|m| (c, m)));
        let Some((class, m)) = found else { continue };
        let c = &class.name;
        let params: Vec<String> = m.params.iter().map(|p| format!("{} {}", p.java_type, p.name)).collect();
        let signature = match &m.result {
            Some(r) => {
                let components: Vec<String> =
                    r.components.iter().map(|p| format!("{} {}", p.java_type, p.name)).collect();
                format!(
                    "{c}.{r} {c}.{}({});\nrecord {c}.{r}({}) {{}}",
                    m.name,
                    params.join(", "),
                    components.join(", "),
                    r = r.name
                )
            }
            None => format!("String {c}.{}({});", m.name, params.join(", ")),
        };
        let mut comment = format!("/** {}", tool.description);
        for p in &m.params {
            if let Some(d) = &p.description {
                let _ = write!(comment, "\n * @param {} {d}", p.name);
            }
        }
        comment.push_str(if comment.contains('\n') { "\n */" } else { " */" });
        out.push(Declaration {
            tool: tool.name.clone(),
            class: c.clone(),
            group: class.group.clone(),
            key: format!("{c}.{}", m.name),
            signature,
            comment,
        });
    }
    out
}

/// The error codes a tool's method may throw, as its `@throws` names them.
const THROWS: &str = "with the tool's failure ({@code IO}), or {@code INVALID_ARGUMENT} (arguments the\n     *     schema refuses, a non-finite number), {@code NOT_FOUND}, {@code TIMEOUT},\n     *     {@code DENIED} (an ask-first tool denied), {@code LIMIT_EXCEEDED} or\n     *     {@code UNAVAILABLE} (no {@code tools} grant)";

/// The same for a grouped tool's method.
const THROWS_GROUPED: &str = "with the tool's failure ({@code IO}), or {@code INVALID_ARGUMENT} (arguments the\n     *     schema refuses, a non-finite number), {@code NOT_FOUND}, {@code TIMEOUT},\n     *     {@code DENIED} (an ask-first tool denied), {@code LIMIT_EXCEEDED} or\n     *     {@code UNAVAILABLE} (no {@code mcp} grant for its server)";

/// Every generated file, `(path, text)`: `gg/tools/AgentTools.java`, then
/// each group's class.
pub fn sources(tools: &[ToolInfo]) -> Vec<(String, String)> {
    classes(tools).iter().map(|c| (format!("gg/tools/{}.java", c.name), class_source(c, tools))).collect()
}

/// `gg/tools/AgentTools.java` for `tools`.
pub fn source(tools: &[ToolInfo]) -> String {
    class_source(&classes(tools)[0], tools)
}

/// One class's text; `AgentTools` also lists every tool of `tools`.
fn class_source(class: &Class, tools: &[ToolInfo]) -> String {
    let mut out = String::from("package gg.tools;\n\n");
    match &class.group {
        None => {
            out.push_str(
                "/**
 * The tools registered for this turn, one typed method each, generated by gg from their JSON
 * Schemas. An MCP server's tools (named {@code <server>.<tool>}) are in their server's class.
 *
 * <p>A method takes the schema's top-level properties, the required ones first, then the optional
 * ones (boxed; {@code null} leaves the member out), builds the JSON object and calls
 * {@link Tools#call(String, String)}. It answers the tool's result as JSON text, or as a record
 * when the tool declares an output schema.
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
            out.push('\n');
        }
        Some(group) => {
            let _ = write!(
                out,
                "/**
 * The tools of the MCP server {{@code {group}}}, one typed method each, generated by gg from their
 * JSON Schemas: a method calls the tool {{@code {group}.<tool>}}.
 *
 * <p>A method takes the schema's top-level properties, the required ones first, then the optional
 * ones (boxed; {{@code null}} leaves the member out), builds the JSON object and calls
 * {{@link Tools#call(String, String)}}. It answers the tool's result as JSON text, or as a record
 * when the tool declares an output schema. Its encoding is {{@link AgentTools}}'.
 */
public final class {name} {{",
                name = class.name
            );
        }
    }
    let _ = write!(out, "\n    private {}() {{\n    }}\n", class.name);
    let throws = if class.group.is_some() { THROWS_GROUPED } else { THROWS };
    for m in &class.methods {
        let description = match m.description.trim() {
            // A registered name is `[a-z][a-z0-9_.]*`.
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
        let params: Vec<String> = m.params.iter().map(|p| format!("{} {}", p.java_type, p.name)).collect();
        let tool = java_string(&m.tool);
        match &m.result {
            None => {
                let _ = writeln!(
                    out,
                    "     * @return the tool's result, as JSON text\n     * @throws gg.ApiError {throws}\n     */"
                );
                let _ =
                    writeln!(out, "    public static String {}({}) throws gg.ApiError {{", m.name, params.join(", "));
                let _ = write!(out, "        return Tools.call({tool}, new Args({tool})");
            }
            Some(r) => {
                let _ = writeln!(
                    out,
                    "     * @return the tool's result, read as {{@link {r}}}\n     * @throws gg.ApiError {throws};\n     *     {{@code IO}} also when the result does not fit its output schema\n     */",
                    r = r.name
                );
                let _ = writeln!(
                    out,
                    "    public static {} {}({}) throws gg.ApiError {{",
                    r.name,
                    m.name,
                    params.join(", ")
                );
                let _ = write!(out, "        return ${}(Tools.call({tool}, new Args({tool})", r.name);
            }
        }
        for p in &m.params {
            let _ = write!(out, "\n                .put({}, {})", java_string(&p.member), p.name);
        }
        out.push_str(if m.result.is_some() { ".end()));\n    }\n" } else { ".end());\n    }\n" });
    }
    let typed: Vec<(&Method, &Record)> = class.methods.iter().filter_map(|m| Some((m, m.result.as_ref()?))).collect();
    for (m, r) in &typed {
        let _ = write!(
            out,
            "\n    /**\n     * The result of the tool {{@code {}}}, read from its output schema.\n     *\n",
            m.tool
        );
        for c in &r.components {
            let mut doc = match &c.description {
                Some(d) if !d.trim().is_empty() => d.clone(),
                _ => format!("the member \"{}\"", c.member),
            };
            if !c.required {
                doc.push_str("; null when the result leaves it out");
            }
            let _ = writeln!(out, "     * @param {} {}", c.name, javadoc(&doc, "    "));
        }
        let components: Vec<String> = r.components.iter().map(|c| format!("{} {}", c.java_type, c.name)).collect();
        let _ = writeln!(out, "     */\n    public record {}({}) {{\n    }}", r.name, components.join(", "));
    }
    for (m, r) in &typed {
        let tool = java_string(&m.tool);
        let _ = write!(
            out,
            "\n    @SuppressWarnings(\"unchecked\")\n    private static {r} ${r}(String $text) {{\n        java.util.Map<String, Object> $members = $object({tool}, $text);\n        return new {r}(",
            r = r.name
        );
        for (i, c) in r.components.iter().enumerate() {
            let cast = match c.java_type.as_str() {
                "long" => "(Long) ".to_string(),
                "double" => "(Double) ".to_string(),
                "boolean" => "(Boolean) ".to_string(),
                "Object" => String::new(),
                t => format!("({t}) "),
            };
            let _ = write!(
                out,
                "\n                {cast}$field({tool}, $members, {}, \"{}\", {}){}",
                java_string(&c.member),
                c.kind,
                c.required,
                if i + 1 < r.components.len() { "," } else { ");" }
            );
        }
        out.push_str("\n    }\n");
    }
    if !class.methods.is_empty() {
        out.push_str(ARGS);
    }
    if !typed.is_empty() {
        out.push_str(READ);
    }
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

/// The typed results' reader, in a class with a typed method (not
/// model-facing): every name starts with `$`, so no parameter, component
/// or method of a tool hides or takes it.
const READ: &str = r#"
    /** A typed result's members, or IO when the text is not a JSON object. */
    private static java.util.Map<String, Object> $object(String $tool, String $text) {
        Object $value;
        try {
            $value = gg.internal.Json.parse($text);
        } catch (gg.internal.Json.SyntaxError $e) {
            throw $mismatch($tool, "it is not JSON: " + $e.getMessage());
        }
        if (!($value instanceof java.util.Map)) {
            throw $mismatch($tool, "result is " + $describe($value) + ", expected an object");
        }
        @SuppressWarnings("unchecked")
        java.util.Map<String, Object> $members = (java.util.Map<String, Object>) $value;
        return $members;
    }

    /** One member, read as its kind; an absent or null optional member is null. */
    private static Object $field(String $tool, java.util.Map<String, Object> $members, String $name, String $kind,
            boolean $required) {
        Object $value = $members.get($name);
        String $where = "result." + $name;
        // A required member of any JSON value may be null, but not absent.
        if ($value == null && $required && !($kind.equals("o") && $members.containsKey($name))) {
            throw $mismatch($tool, $members.containsKey($name) ? $where + " is null, expected " + $expected($kind)
                    : "result has no member `" + $name + "`");
        }
        return $read($tool, $where, $value, $kind);
    }

    private static Object $read(String $tool, String $where, Object $value, String $kind) {
        if ($value == null) {
            return null;
        }
        switch ($kind.charAt(0)) {
            case 's':
                if ($value instanceof String) {
                    return $value;
                }
                break;
            case 'b':
                if ($value instanceof Boolean) {
                    return $value;
                }
                break;
            case 'n':
                if ($value instanceof gg.internal.Json.Num) {
                    return Double.valueOf(((gg.internal.Json.Num) $value).doubleValue());
                }
                break;
            case 'i':
                if ($value instanceof gg.internal.Json.Num) {
                    Long $n = $integer((gg.internal.Json.Num) $value);
                    if ($n != null) {
                        return $n;
                    }
                }
                break;
            case '[':
                if ($value instanceof java.util.List) {
                    java.util.List<?> $items = (java.util.List<?>) $value;
                    String $item = $kind.substring(1);
                    java.util.List<Object> $out = new java.util.ArrayList<>($items.size());
                    for (int $i = 0; $i < $items.size(); $i++) {
                        String $at = $where + "[" + $i + "]";
                        Object $v = $items.get($i);
                        if ($v == null && !$item.equals("o")) {
                            throw $mismatch($tool, $at + " is null, expected " + $expected($item));
                        }
                        $out.add($read($tool, $at, $v, $item));
                    }
                    return java.util.Collections.unmodifiableList($out);
                }
                break;
            default:
                return $plain($value);
        }
        throw $mismatch($tool, $where + " is " + $describe($value) + ", expected " + $expected($kind));
    }

    /** An integer literal a long holds, or a whole number written with a fraction or exponent. */
    private static Long $integer(gg.internal.Json.Num $n) {
        if ($n.integral()) {
            try {
                return Long.valueOf($n.longValue());
            } catch (NumberFormatException $e) {
                return null;
            }
        }
        double $d = $n.doubleValue();
        if ($d == Math.rint($d) && Math.abs($d) < 9.2e18) {
            return Long.valueOf((long) $d);
        }
        return null;
    }

    /** A parsed JSON value as plain Java: a number as a Long (an integer a long holds) or a Double. */
    private static Object $plain(Object $value) {
        if ($value instanceof gg.internal.Json.Num) {
            gg.internal.Json.Num $n = (gg.internal.Json.Num) $value;
            if ($n.integral()) {
                try {
                    return Long.valueOf($n.longValue());
                } catch (NumberFormatException $e) {
                    // past a long: read as a double below
                }
            }
            return Double.valueOf($n.doubleValue());
        }
        if ($value instanceof java.util.List) {
            java.util.List<Object> $out = new java.util.ArrayList<>();
            for (Object $v : (java.util.List<?>) $value) {
                $out.add($plain($v));
            }
            return $out;
        }
        if ($value instanceof java.util.Map) {
            java.util.Map<String, Object> $out = new java.util.LinkedHashMap<>();
            for (java.util.Map.Entry<?, ?> $e : ((java.util.Map<?, ?>) $value).entrySet()) {
                $out.put(String.valueOf($e.getKey()), $plain($e.getValue()));
            }
            return $out;
        }
        return $value;
    }

    private static String $expected(String $kind) {
        switch ($kind.charAt(0)) {
            case 's':
                return "a string";
            case 'i':
                return "an integer";
            case 'n':
                return "a number";
            case 'b':
                return "true or false";
            case '[':
                return "an array";
            default:
                return "a value";
        }
    }

    private static String $describe(Object $value) {
        if ($value == null) {
            return "null";
        }
        if ($value instanceof String) {
            return "a string";
        }
        if ($value instanceof Boolean) {
            return $value.toString();
        }
        if ($value instanceof gg.internal.Json.Num) {
            return "the number " + $value;
        }
        if ($value instanceof java.util.List) {
            return "an array";
        }
        return "an object";
    }

    private static gg.ApiError $mismatch(String $tool, String $detail) {
        return new gg.ApiError("tools.call", gg.ApiError.Code.IO,
                "tool `" + $tool + "`: the result does not fit its output schema: " + $detail);
    }
"#;

/// A schema's type as Java writes it (boxed where it may be absent).
pub fn java_type(schema: &Value, required: bool) -> String {
    let strings = schema.get("enum").and_then(Value::as_array).is_some_and(|v| v.iter().all(Value::is_string));
    let t = schema.get("type").and_then(Value::as_str).unwrap_or(if strings { "string" } else { "" });
    match (t, required) {
        ("string", _) => "String".into(),
        ("integer", true) => "long".into(),
        ("integer", false) => "Long".into(),
        ("number", true) => "double".into(),
        ("number", false) => "Double".into(),
        ("boolean", true) => "boolean".into(),
        ("boolean", false) => "Boolean".into(),
        ("array", _) => "java.util.List<?>".into(),
        _ => "Object".into(),
    }
}

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
        use gg_capabilities::ToolRegistry;
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
        let (stdout, ok) = run(registry, program, &["tools"]);
        assert!(ok, "{stdout}");
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

    /// Runs `program` through the real javac, TeaVM and engine against
    /// `registry` with `grants`: its stdout (and stderr), and whether it
    /// completed.
    fn run(registry: gg_capabilities::ToolRegistry, program: &str, grants: &[&str]) -> (String, bool) {
        use crate::Request;
        use gg_capabilities::unavailable::{NoCatalogue, NoState};
        use gg_capabilities::{DirSkills, HostShell, TurnSessionText, TurnViews, WorkspaceFiles};
        let tools = registry.list();
        let arm = super::super::JavaArm::start().unwrap();
        let request = Request { source: program, file: "Program.java", modules: Vec::new(), tools: &tools, kept: None };
        let ready = match arm.prepare(request, &mut Vec::new()) {
            Ok(r) => r,
            Err(end) => {
                let sources: Vec<String> = sources(&tools).into_iter().map(|(f, t)| format!("=== {f}\n{t}")).collect();
                panic!("{end:?}\n{}", sources.join("\n"))
            }
        };
        let dir = tempfile::tempdir().unwrap();
        let files = WorkspaceFiles::new(dir.path()).unwrap();
        let mut granted = gg_core::grants::Grants::default();
        for g in grants {
            granted.grant(g).unwrap();
        }
        let caps = gg_sandbox::Capabilities {
            views: Box::new(TurnViews::default()),
            shell: Box::new(HostShell::new(files.clone())),
            tasks: Box::new(NoState),
            memories: Box::new(NoState),
            context: Box::new(NoState),
            skills: Box::new(DirSkills::new(None, Vec::new())),
            docs: Box::new(NoCatalogue("none".into())),
            session: Box::new(TurnSessionText::default()),
            files: Box::new(files),
            tools: registry,
            grants: granted,
            lang_extension: "java",
            bound: Vec::new(),
            view_bytes: 0,
            interrupt: gg_core::control::Interrupt::new(),
            tap: None,
            tape: None,
            call_key: None,
        };
        let raw = ready.guest.run(&ready.program, caps, &gg_core::limits::Limits::default(), None);
        let stdout = String::from_utf8_lossy(&raw.stdout.0).into_owned();
        let stderr = String::from_utf8_lossy(&raw.stderr.0).into_owned();
        (format!("{stdout}{stderr}"), raw.end.is_ok())
    }

    fn grouped(group: &str, name: &str, schema: Value, output: Option<Value>) -> ToolInfo {
        ToolInfo {
            name: format!("{group}.{name}"),
            description: String::new(),
            schema: schema.to_string(),
            output_schema: output.map(|o| o.to_string()),
        }
    }

    #[test]
    fn groups_make_classes_named_apart_from_each_other_and_java_lang() {
        assert_eq!(class_name("weather"), "Weather");
        assert_eq!(class_name("my_server"), "MyServer");
        assert_eq!(class_name("v_2"), "V_2");
        assert_eq!(class_name("v2"), "V2");
        assert_eq!(class_name("a__b"), "A_B");
        assert_eq!(class_name("a_"), "A_");
        let empty = serde_json::json!({"type": "object"});
        let tools: Vec<ToolInfo> =
            ["a__b.x", "a_b.x", "ab.x", "agent_tools.x", "math.x", "string.x", "tools.x", "weather.x"]
                .iter()
                .map(|n| tool(n, "", empty.clone()))
                .chain([tool("plain", "", empty.clone())])
                .collect();
        let names: Vec<(String, Option<String>)> = classes(&tools).into_iter().map(|c| (c.name, c.group)).collect();
        let expected = [
            ("AgentTools", None),
            ("A_B", Some("a__b")),
            ("AB", Some("a_b")),
            ("Ab_", Some("ab")),
            ("AgentTools_", Some("agent_tools")),
            ("Math_", Some("math")),
            ("String_", Some("string")),
            ("Tools_", Some("tools")),
            ("Weather", Some("weather")),
        ];
        let expected: Vec<(String, Option<String>)> =
            expected.iter().map(|(c, g)| (c.to_string(), g.map(str::to_string))).collect();
        assert_eq!(names, expected);
        // `AB` and `Ab` are one file name on a case-insensitive disk.
        assert_eq!(class_name("ab"), "Ab");
        let only_ab = classes(&[tool("a_b.x", "", empty.clone()), tool("ab.x", "", empty.clone())]);
        assert_eq!(only_ab[1..].iter().map(|c| c.name.as_str()).collect::<Vec<_>>(), ["AB", "Ab_"]);
        // A group's methods are named within its class, by the tool's own name.
        let methods: Vec<Vec<String>> = classes(&[
            tool("add", "", empty.clone()),
            tool("weather.add", "", empty.clone()),
            tool("weather.class", "", empty.clone()),
            tool("weather.get_alerts", "", empty.clone()),
        ])
        .into_iter()
        .map(|c| c.methods.into_iter().map(|m| m.name).collect())
        .collect();
        assert_eq!(methods, [vec!["add"], vec!["add", "class_", "getAlerts"]]);
    }

    #[test]
    fn an_output_schema_with_properties_makes_a_result_record() {
        use serde_json::json;
        let output = json!({"type": "object", "properties": {
            "city": {"type": "string"}, "highs": {"type": "array", "items": {"type": "number"}},
            "sunny": {"type": "boolean"}, "days": {"type": "integer"}, "unit": {"enum": ["c", "f"]},
            "tags": {"type": "array"}, "meta": {"type": "object"}, "hashCode": {"type": "integer"},
            "class": {"type": "string"}, "rows": {"type": "array", "items": {"type": "object"}}
        }, "required": ["city", "highs", "sunny", "days"]});
        let tools = [
            grouped("x_result", "x", json!({"properties": {"q": {"type": "string"}}}), Some(output)),
            grouped("x_result", "plain", json!({}), None),
            grouped("x_result", "no_props", json!({}), Some(json!({"type": "object"}))),
            grouped("x_result", "array", json!({}), Some(json!({"type": "array", "items": {"type": "string"}}))),
        ];
        let classes = classes(&tools);
        let class = &classes[1];
        assert_eq!(class.name, "XResult");
        let record = class.methods[0].result.as_ref().unwrap();
        // Not the class's own name.
        assert_eq!(record.name, "XResult_");
        let components: Vec<String> =
            record.components.iter().map(|c| format!("{} {} {}", c.java_type, c.name, c.kind)).collect();
        assert_eq!(
            components,
            [
                "String city s",
                "long days i",
                "java.util.List<Double> highs [n",
                "boolean sunny b",
                "String class_ s",
                "Long hashCode_ i",
                "Object meta o",
                "java.util.List<Object> rows [o",
                "java.util.List<Object> tags [o",
                "String unit s",
            ]
        );
        assert!(class.methods[1..].iter().all(|m| m.result.is_none()));
        let declared = declarations(&tools);
        assert_eq!(declared[0].key, "XResult.x");
        assert_eq!(
            declared[0].signature,
            "XResult.XResult_ XResult.x(String q);\nrecord XResult.XResult_(String city, long days, java.util.List<Double> highs, boolean sunny, String class_, Long hashCode_, Object meta, java.util.List<Object> rows, java.util.List<Object> tags, String unit) {}"
        );
        assert_eq!(declared[1].signature, "String XResult.plain();");
        assert_eq!(declared[1].comment, "/**  */");
        let source = &sources(&tools)[1];
        assert_eq!(source.0, "gg/tools/XResult.java");
        assert!(source.1.contains("    public static XResult_ x(String q) throws gg.ApiError {\n        return $XResult_(Tools.call(\"x_result.x\", new Args(\"x_result.x\")\n                .put(\"q\", q).end()));\n"));
        assert!(
            source.1.contains("                (Long) $field(\"x_result.x\", $members, \"hashCode\", \"i\", false),\n")
        );
        assert!(source.1.contains("                $field(\"x_result.x\", $members, \"meta\", \"o\", false),\n"));
        // A class without a typed method has no reader.
        assert!(!sources(&tools[1..])[1].1.contains("$object"));
    }

    /// Grouped tools through the real javac, TeaVM and engine: group class
    /// names that would clash, typed results read (optional members,
    /// integers written with a fraction, plain JSON values), and every
    /// result that does not fit its schema an `IO` error naming the member.
    #[test]
    fn grouped_tools_and_typed_results_run_through_the_real_toolchain() {
        use gg_capabilities::{ToolRegistry, ToolSpec};
        use serde_json::json;
        let mut registry = ToolRegistry::new();
        let output = json!({"type": "object", "properties": {
            "city": {"type": "string"}, "highs": {"type": "array", "items": {"type": "number"}},
            "n": {"type": "integer"}, "ok": {"type": "boolean"}, "any": {}, "tags": {"type": "array"},
            "hashCode": {"type": "string"}, "String": {"type": "string"}, "java": {"type": "integer"}
        }, "required": ["city", "highs", "n", "ok"]});
        let results = json!({
            "good": {"city": "Oslo", "highs": [1, 2.5], "n": 3.0, "ok": true, "any": {"a": [1, 2.5, null, 12345678901234567890_u64]},
                     "tags": ["x", 1], "hashCode": "h", "String": "s", "java": 7, "extra": "ignored"},
            "sparse": {"city": "", "highs": [], "n": -9007199254740993_i64, "ok": false, "any": null},
            "wrong_type": {"city": 5, "highs": [], "n": 1, "ok": true},
            "null_item": {"city": "c", "highs": [1, null], "n": 1, "ok": true},
            "missing": {"city": "c", "highs": [], "ok": true},
            "fraction": {"city": "c", "highs": [], "n": 1.5, "ok": true},
            "not_object": [1],
        });
        for group in ["tools", "string", "kit"] {
            let results = results.clone();
            let spec = ToolSpec {
                group: Some(group.into()),
                name: "read".into(),
                original: None,
                description: "Reads */ a \\u0022 thing.".into(),
                schema: json!({"type": "object", "properties": {"mode": {"type": "string"}}, "required": ["mode"]}),
                output_schema: Some(output.clone()),
            };
            registry.register_spec(spec, move |v| Ok(results[v["mode"].as_str().unwrap()].clone())).unwrap();
        }
        let plain = ToolSpec {
            group: Some("kit".into()),
            name: "class".into(),
            description: String::new(),
            schema: json!({"type": "object", "properties": {"String": {"type": "integer"}}}),
            ..ToolSpec::default()
        };
        registry.register_spec(plain, |v| Ok(json!(["got", v]))).unwrap();
        let program = r#"import gg.ApiError;
import gg.tools.*;

public class Program {
    public static void main(String[] args) {
        Kit.ReadResult good = Kit.read("good");
        System.out.println(good);
        long n = good.n();
        double first = good.highs().get(0);
        Object any = good.any();
        System.out.println(n + " " + first + " " + any + " " + ((java.util.Map<?, ?>) any).get("a").getClass().getName());
        System.out.println(Kit.read("sparse"));
        System.out.println(Tools_.read("good").city() + String_.read("good").String());
        System.out.println(Kit.class_(7L) + Kit.class_(null));
        for (String mode : new String[] {"wrong_type", "null_item", "missing", "fraction", "not_object"}) {
            try {
                System.out.println(Kit.read(mode));
            } catch (ApiError e) {
                System.out.println(e.code() + " " + e.getMessage());
            }
        }
        System.out.println(AgentTools.ALL_TOOLS);
    }
}
"#;
        let (stdout, ok) = run(registry, program, &["mcp"]);
        assert!(ok, "{stdout}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(
            lines,
            [
                "ReadResult[city=Oslo, highs=[1.0, 2.5], n=3, ok=true, String=s, any={a=[1, 2.5, null, 1.2345678901234567E19]}, hashCode_=h, java=7, tags=[x, 1]]",
                "3 1.0 {a=[1, 2.5, null, 1.2345678901234567E19]} java.util.ArrayList",
                "ReadResult[city=, highs=[], n=-9007199254740993, ok=false, String=null, any=null, hashCode_=null, java=null, tags=null]",
                "Oslos",
                "[\"got\",{\"String\":7}][\"got\",{}]",
                "IO `tools.call` failed (io): tool `kit.read`: the result does not fit its output schema: result.city is the number 5, expected a string",
                "IO `tools.call` failed (io): tool `kit.read`: the result does not fit its output schema: result.highs[1] is null, expected a number",
                "IO `tools.call` failed (io): tool `kit.read`: the result does not fit its output schema: result has no member `n`",
                "IO `tools.call` failed (io): tool `kit.read`: the result does not fit its output schema: result.n is the number 1.5, expected an integer",
                "IO `tools.call` failed (io): tool `kit.read`: the result does not fit its output schema: result is an array, expected an object",
                "[kit.class, kit.read, string.read, tools.read]",
            ]
        );
    }
}

#[cfg(test)]
mod type_tests {
    use serde_json::json;

    #[test]
    fn an_integer_is_declared_in_the_language() {
        assert_eq!(super::java_type(&json!({"type": "integer"}), false), "Long");
    }
}
