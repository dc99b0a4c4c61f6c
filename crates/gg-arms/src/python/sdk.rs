//! The Python SDK's surface as the operation registry gives it
//! (`gg_membrane::ops`, generated from `wit/`): each function's signature
//! and the records its results are, as `gg.py` builds them in the guest
//! from the same registry. `gg instructions --lang python` lists them, and
//! they are the arm's catalogue for `gg.docs.search` and `gg.docs.open`.

use gg_capabilities::Catalogue;
use gg_membrane::ops::{FAMILIES, Operation, TYPES};
use serde_json::{Map, Value, json};

/// One SDK function: `gg.files.read_file`.
pub struct Function {
    pub op: Operation,
    /// `gg.files.read_file`.
    pub path: String,
    /// `gg.files.read_file(path, options) -> TextFile | BinaryFile`.
    pub signature: String,
}

/// One result record: a frozen dataclass of `gg`.
pub struct Record {
    /// `TextFile`.
    pub name: String,
    /// Its WIT doc.
    pub doc: String,
    /// Each field: its Python name, annotation and WIT doc.
    pub fields: Vec<(String, String, String)>,
}

impl Record {
    /// `TextFile(path: str, content: str, …)`.
    pub fn signature(&self) -> String {
        let fields: Vec<String> = self.fields.iter().map(|(n, a, _)| format!("{n}: {a}")).collect();
        format!("{}({})", self.name, fields.join(", "))
    }
}

/// The named WIT types results reach ([`TYPES`]).
fn types() -> Map<String, Value> {
    serde_json::from_str(TYPES).unwrap_or_default()
}

/// Every SDK function, in the registry's order, and the records their
/// results reach, in the order first met.
pub fn surface() -> (Vec<Function>, Vec<Record>) {
    let types = types();
    let mut reached_records = Vec::new();
    let mut functions = Vec::new();
    for &op in Operation::ALL {
        let (family, name) = op.key().split_once('.').unwrap_or((op.key(), ""));
        let path = format!("gg.{family}.{}", name.replace('-', "_"));
        let params: Vec<String> = op.params().iter().map(|p| field_name(p)).collect();
        // `gg.tools` reads its own answers (a tool's result is parsed JSON).
        let (params, returns) = match op.key() {
            "tools.list" => (String::new(), "list[gg.Tool]".to_string()),
            "tools.call" => ("name, arguments=None, /, **kwargs".to_string(), "Any".to_string()),
            "tools.parallel" => ("calls, /".to_string(), "list[Any]".to_string()),
            _ => {
                let shape: Value = serde_json::from_str(op.result()).unwrap_or(Value::Null);
                reached(&shape, &types, &mut reached_records);
                (params.join(", "), annotation(&shape, &types))
            }
        };
        functions.push(Function { op, signature: format!("{path}({params}) -> {returns}"), path });
    }
    let records = reached_records
        .iter()
        .map(|qualified| {
            let definition = &types[qualified.as_str()];
            let fields = definition["record"].as_array().cloned().unwrap_or_default();
            Record {
                name: class_name(qualified),
                doc: definition["doc"].as_str().unwrap_or_default().to_string(),
                fields: fields
                    .iter()
                    .map(|f| {
                        (
                            field_name(f[0].as_str().unwrap_or_default()),
                            annotation(&f[1], &types),
                            f[2].as_str().unwrap_or_default().to_string(),
                        )
                    })
                    .collect(),
            }
        })
        .collect();
    (functions, records)
}

/// A WIT name in Python (`exit-code` is `exit_code`).
fn field_name(wit: &str) -> String {
    wit.replace('-', "_")
}

/// A record's class in the SDK: `files.text-file` is `TextFile`.
fn class_name(qualified: &str) -> String {
    let name = qualified.split_once('.').map_or(qualified, |(_, n)| n);
    name.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_uppercase().chain(c).collect::<String>()).unwrap_or_default()
        })
        .collect()
}

/// The Python annotation of a result shape ([`Operation::result`]), as the
/// SDK's `_annotation` writes it.
fn annotation(shape: &Value, types: &Map<String, Value>) -> String {
    match shape {
        Value::Null => "None".into(),
        Value::String(name) if !name.contains('.') => match name.as_str() {
            "bool" => "bool",
            "string" | "char" => "str",
            "f32" | "f64" => "float",
            _ => "int",
        }
        .into(),
        Value::String(name) => {
            let definition = &types[name.as_str()];
            if definition.get("record").is_some() {
                class_name(name)
            } else if let Some(cases) = definition.get("variant").and_then(Value::as_array) {
                let mut names: Vec<String> = cases
                    .iter()
                    .map(|c| if c[1].is_null() { "str".into() } else { annotation(&c[1], types) })
                    .collect();
                names.sort();
                names.dedup();
                names.join(" | ")
            } else if definition.get("enum").is_some() {
                "str".into()
            } else {
                "list[str]".into()
            }
        }
        Value::Object(o) => {
            if let Some(inner) = o.get("list") {
                if inner == "u8" { "bytes".into() } else { format!("list[{}]", annotation(inner, types)) }
            } else if let Some(inner) = o.get("option") {
                format!("{} | None", annotation(inner, types))
            } else if let Some(Value::Array(items)) = o.get("tuple") {
                let items: Vec<String> = items.iter().map(|s| annotation(s, types)).collect();
                format!("tuple[{}]", items.join(", "))
            } else {
                "dict".into()
            }
        }
        _ => "Any".into(),
    }
}

/// The records a result shape reaches, in the order first met, into `out`.
fn reached(shape: &Value, types: &Map<String, Value>, out: &mut Vec<String>) {
    match shape {
        Value::String(name) if name.contains('.') && !out.contains(name) => {
            let definition = &types[name.as_str()];
            if let Some(fields) = definition.get("record").and_then(Value::as_array) {
                out.push(name.clone());
                for f in fields {
                    reached(&f[1], types, out);
                }
            }
            for case in definition.get("variant").and_then(Value::as_array).into_iter().flatten() {
                reached(&case[1], types, out);
            }
        }
        Value::Object(o) => {
            for inner in o.values() {
                match inner {
                    Value::Array(items) => items.iter().for_each(|s| reached(s, types, out)),
                    s => reached(s, types, out),
                }
            }
        }
        _ => {}
    }
}

/// The first sentence of a doc, as a brief.
fn brief(doc: &str) -> String {
    let doc = doc.trim();
    let end = doc.find(". ").map_or(doc.len(), |i| i + 1);
    let line = doc[..end].lines().collect::<Vec<_>>().join(" ");
    if line.is_empty() { "(undocumented)".into() } else { line }
}

/// The arm's catalogue: the module `gg`, each family, each function and
/// each result record, and the SDK's own types (`gg.ApiError`, `gg.Tool`).
pub fn catalogue() -> Result<Catalogue, String> {
    let import = "import gg";
    let mut entries = vec![json!({
        "key": "gg",
        "kind": "module",
        "brief": "gg's SDK for Python programs: every operation of the agent surface as a function of its family.",
        "doc": "`import gg` (or `from gg import files, shell, …`). Each family (`gg.files`, `gg.shell`, …) has one function per operation, snake_case, taking the operation's parameters positionally or by keyword. Results are Python values: a record is a frozen dataclass of `gg` (its fields also readable by key), a variant its case's value, an enum its case's name. A refusal raises `gg.ApiError`.",
        "import": import,
    })];
    for (family, doc) in FAMILIES {
        entries.push(json!({
            "key": format!("gg.{family}"),
            "kind": "module",
            "brief": brief(doc),
            "doc": doc,
            "import": format!("from gg import {family}"),
        }));
    }
    let (functions, records) = surface();
    for f in &functions {
        let doc = f.op.doc();
        let grant = f.op.grant().map_or("none (always granted)".to_string(), |g| format!("`{g}`"));
        entries.push(json!({
            "key": f.path,
            "kind": "function",
            "signature": f.signature,
            "brief": brief(doc),
            "doc": format!("{doc}\nGrant: {grant}.\nOperation: {}", f.op.key()),
            "throws": ["gg.ApiError"],
            "import": import,
        }));
    }
    for r in &records {
        let mut doc = if r.doc.is_empty() { String::new() } else { format!("{}\n", r.doc) };
        doc.push_str("A frozen dataclass; each field is also read by key (`r[\"name\"]`, `r.get(\"name\")`).\n");
        for (name, annotation, field_doc) in &r.fields {
            let field_doc =
                if field_doc.is_empty() { String::new() } else { format!(": {}", field_doc.replace('\n', " ")) };
            doc.push_str(&format!("- {name} ({annotation}){field_doc}\n"));
        }
        entries.push(json!({
            "key": format!("gg.{}", r.name),
            "kind": "type",
            "signature": format!("gg.{}", r.signature()),
            "brief": if r.doc.is_empty() { format!("A result record: {}.", r.signature()) } else { brief(&r.doc) },
            "doc": doc.trim_end(),
            "import": import,
        }));
    }
    entries.push(json!({
        "key": "gg.ApiError",
        "kind": "type",
        "signature": "class gg.ApiError(Exception)",
        "brief": "A refusal or failure of an agent-surface call.",
        "doc": "Raised by every SDK function the host refuses. `.code` is the API error's code (`not-found`, `denied`, `invalid-argument`, …), `.operation` the operation's key, `.message` the message, and `.index` the failed call's place in a `gg.tools.parallel` batch (else `None`).",
        "import": import,
    }));
    entries.push(json!({
        "key": "gg.Tool",
        "kind": "type",
        "signature": "gg.Tool(name: str, description: str, schema: dict, group: str | None, output_schema: dict | None)",
        "brief": "A registered tool, as `gg.tools.list()` and `gg.ALL_TOOLS` give it.",
        "doc": "A frozen dataclass: the tool's registered name (`add`, or `weather.forecast` for an MCP server's tool), its description, the JSON Schema of its arguments, its group (the MCP server, or `None` for a host tool) and the JSON Schema of its result (`None` when it declares none). Call a tool as `gg.tools.add(a=1, b=2)` or `gg.tools.weather.forecast(city=\"Lisbon\")`.",
        "import": import,
    }));
    let json = json!({ "language": "python", "module": "gg", "entries": entries }).to_string();
    Catalogue::parse(&json, "python")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_operation_and_record_has_an_entry() {
        let catalogue = catalogue().expect("the catalogue parses");
        let (functions, records) = surface();
        for f in &functions {
            assert!(catalogue.entries.iter().any(|e| e.key == f.path), "{} has no entry", f.path);
        }
        for r in &records {
            assert!(catalogue.entries.iter().any(|e| e.key == format!("gg.{}", r.name)), "{} has no entry", r.name);
        }
        let read = catalogue.entries.iter().find(|e| e.key == "gg.files.read_file").unwrap();
        assert_eq!(read.signature.as_deref(), Some("gg.files.read_file(path, options) -> BinaryFile | TextFile"));
    }

    #[test]
    fn briefs_are_first_sentences() {
        assert_eq!(brief("Read a file. Then more."), "Read a file.");
        assert_eq!(brief("One line\nwrapped. Next."), "One line wrapped.");
        assert_eq!(brief(""), "(undocumented)");
    }
}
