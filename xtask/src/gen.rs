//! `cargo xtask gen`: the agent surface's operation registry, generated from `wit/`.
//!
//! An operation is a function of an interface the `sandbox` world imports,
//! `core` excepted (it holds only types); its key is `<interface>.<function>`
//! in WIT's kebab names (`files.read-file`). Every such function ends its doc
//! with one `@grant <grant>` or `@grant none` line, so no operation is ever
//! without a grant by omission. The registry is written to [`OUTPUT`] as Rust,
//! formatted by rustfmt with the repository's `rustfmt.toml`; `--check` proves
//! the committed file current instead of writing it.

use std::collections::BTreeMap;
use std::error::Error;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use wit_parser::{FunctionKind, Resolve, Type, TypeDefKind, TypeOwner, WorldItem};

/// The generated file, relative to the workspace root.
const OUTPUT: &str = "crates/gg-membrane/src/ops.rs";

/// The world whose imports are the agent surface.
const WORLD: &str = "sandbox";

/// Interfaces the world imports that are not operation families.
const NOT_FAMILIES: &[&str] = &["core"];

/// Every grant a `@grant` line may name (gg's `grants::ALL`).
const GRANTS: &[&str] =
    &["read-files", "write-files", "shell", "network", "tasks", "memories", "context", "skills", "tools", "mcp"];

/// One operation as the WIT declares it.
struct Op {
    family: String,
    name: String,
    grant: Option<&'static str>,
    params: Vec<String>,
    /// The JSON shape of the ok side of its result ([`Shapes`]).
    result: String,
    /// Its WIT doc, without the `@grant` line.
    doc: String,
}

/// The wire's JSON shapes of operations' results, and of the named types
/// they reach. A shape is a primitive's WIT name (`"string"`, `"u32"`), a
/// named type's qualified name (`"files.text-file"`), `{"list": shape}`,
/// `{"option": shape}`, `{"tuple": [shape…]}`, `{"result": [ok, err]}`
/// (`{"tag": "ok"|"err", "val": …}` on the wire) or `null` (no value). A named
/// type is `{"record": [[field, shape, doc]…], "doc": doc}`, `{"variant": [[case,
/// shape]…]}`, `{"enum": [case…]}` or `{"flags": [flag…]}`; an alias is
/// the shape it names. Guests build their results' types from them (the
/// Python SDK's dataclasses).
#[derive(Default)]
struct Shapes {
    named: BTreeMap<String, serde_json::Value>,
    /// Each family (interface) and its WIT doc, in import order.
    families: Vec<(String, String)>,
}

impl Shapes {
    fn shape(&mut self, resolve: &Resolve, ty: &Type) -> Result<serde_json::Value, String> {
        use serde_json::{Value, json};
        let primitive = |name: &str| Ok(Value::String(name.to_string()));
        let id = match ty {
            Type::Bool => return primitive("bool"),
            Type::U8 => return primitive("u8"),
            Type::U16 => return primitive("u16"),
            Type::U32 => return primitive("u32"),
            Type::U64 => return primitive("u64"),
            Type::S8 => return primitive("s8"),
            Type::S16 => return primitive("s16"),
            Type::S32 => return primitive("s32"),
            Type::S64 => return primitive("s64"),
            Type::F32 => return primitive("f32"),
            Type::F64 => return primitive("f64"),
            Type::Char => return primitive("char"),
            Type::String => return primitive("string"),
            Type::ErrorContext => return Err("an error-context is not carried on the wire".into()),
            Type::Id(id) => *id,
        };
        let def = &resolve.types[id];
        let kind = &def.kind;
        // Anonymous types are shapes; named ones are entered once.
        match kind {
            TypeDefKind::Type(inner) => return self.shape(resolve, inner),
            TypeDefKind::List(inner) => return Ok(json!({ "list": self.shape(resolve, inner)? })),
            TypeDefKind::Option(inner) => return Ok(json!({ "option": self.shape(resolve, inner)? })),
            TypeDefKind::Tuple(t) => {
                let items = t.types.iter().map(|t| self.shape(resolve, t)).collect::<Result<Vec<_>, _>>()?;
                return Ok(json!({ "tuple": items }));
            }
            TypeDefKind::Result(r) => {
                let side = |shapes: &mut Self, t: &Option<Type>| match t {
                    Some(t) => shapes.shape(resolve, t),
                    None => Ok(Value::Null),
                };
                return Ok(json!({ "result": [side(self, &r.ok)?, side(self, &r.err)?] }));
            }
            _ => {}
        }
        let owner = match def.owner {
            TypeOwner::Interface(i) => resolve.interfaces[i].name.clone().unwrap_or_default(),
            _ => String::new(),
        };
        let Some(name) = def.name.as_deref() else {
            return Err(format!("an anonymous {} has no shape on the wire", kind.as_str()));
        };
        let qualified = format!("{owner}.{name}");
        if self.named.contains_key(&qualified) {
            return Ok(Value::String(qualified));
        }
        // Entered before its fields, so a type that reaches itself ends.
        self.named.insert(qualified.clone(), Value::Null);
        let definition = match kind {
            TypeDefKind::Record(r) => {
                let mut fields = Vec::new();
                for f in &r.fields {
                    let doc = f.docs.contents.as_deref().unwrap_or("").trim().to_string();
                    fields.push(json!([f.name, self.shape(resolve, &f.ty)?, doc]));
                }
                json!({ "record": fields, "doc": def.docs.contents.as_deref().unwrap_or("").trim() })
            }
            TypeDefKind::Variant(v) => {
                let mut cases = Vec::new();
                for c in &v.cases {
                    let payload = match &c.ty {
                        Some(t) => self.shape(resolve, t)?,
                        None => Value::Null,
                    };
                    cases.push(json!([c.name, payload]));
                }
                json!({ "variant": cases })
            }
            TypeDefKind::Enum(e) => json!({ "enum": e.cases.iter().map(|c| c.name.clone()).collect::<Vec<_>>() }),
            TypeDefKind::Flags(f) => json!({ "flags": f.flags.iter().map(|c| c.name.clone()).collect::<Vec<_>>() }),
            other => return Err(format!("`{qualified}` is a {}, which the wire does not carry", other.as_str())),
        };
        self.named.insert(qualified.clone(), definition);
        Ok(Value::String(qualified))
    }
}

impl Op {
    fn key(&self) -> String {
        format!("{}.{}", self.family, self.name)
    }

    /// The enum variant: the CamelCase of family and function.
    fn variant(&self) -> String {
        let mut out = String::new();
        for word in self.family.split('-').chain(self.name.split('-')) {
            let mut chars = word.chars();
            if let Some(first) = chars.next() {
                out.extend(first.to_uppercase());
                out.push_str(chars.as_str());
            }
        }
        out
    }
}

/// Writes [`OUTPUT`] from `wit/`, or (`check`) fails when it differs from what `wit/` generates.
pub fn run(root: &Path, check: bool) -> Result<(), Box<dyn Error>> {
    let text = generate(root)?;
    let path = root.join(OUTPUT);
    if check {
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if committed != text {
            return Err(format!("{OUTPUT} is stale: run `cargo xtask gen` and commit it").into());
        }
        println!("xtask: {OUTPUT} is current");
    } else if std::fs::read_to_string(&path).is_ok_and(|old| old == text) {
        println!("xtask: {OUTPUT} unchanged");
    } else {
        std::fs::write(&path, text)?;
        println!("xtask: wrote {OUTPUT}");
    }
    Ok(())
}

/// The registry's Rust text, formatted, from the WIT under `root/wit`.
fn generate(root: &Path) -> Result<String, Box<dyn Error>> {
    let (ops, shapes) = operations(root)?;
    rustfmt(root, &render(&ops, &shapes))
}

/// The operations of world [`WORLD`], in import order and then declaration order.
fn operations(root: &Path) -> Result<(Vec<Op>, Shapes), Box<dyn Error>> {
    let mut resolve = Resolve::new();
    let (package, _) = resolve.push_dir(root.join("wit")).map_err(|e| resolve.render_error(&e))?;
    let world = resolve.select_world(&[package], Some(WORLD)).map_err(|e| format!("wit/: {e:#}"))?;
    let mut ops = Vec::new();
    let mut shapes = Shapes::default();
    let mut problems = Vec::new();
    for (key, item) in &resolve.worlds[world].imports {
        let id = match item {
            WorldItem::Interface { id, .. } => *id,
            WorldItem::Function(f) => {
                problems.push(format!(
                    "wit/world.wit: world {WORLD} imports the bare function `{}`; operations belong to interfaces",
                    f.name
                ));
                continue;
            }
            WorldItem::Type { .. } => continue,
        };
        let interface = &resolve.interfaces[id];
        let Some(family) = interface.name.clone() else {
            problems.push(format!(
                "wit/world.wit: world {WORLD} imports an unnamed interface `{}`; operations need a family name",
                resolve.name_world_key(key)
            ));
            continue;
        };
        if NOT_FAMILIES.contains(&family.as_str()) {
            continue;
        }
        shapes.families.push((family.clone(), interface.docs.contents.as_deref().unwrap_or("").trim().to_string()));
        for function in interface.functions.values() {
            let file = source_file(root, &resolve, function.span);
            let key = format!("{family}.{}", function.name);
            if !matches!(function.kind, FunctionKind::Freestanding) {
                problems.push(format!("{file}: {key} is not a plain function; only plain functions are operations"));
                continue;
            }
            // The wire carries the ok side of a `result<T, api-error>`.
            let ok = match function.result {
                Some(Type::Id(id)) => match &resolve.types[id].kind {
                    TypeDefKind::Result(r) => r.ok,
                    _ => function.result,
                },
                other => other,
            };
            let result = match ok {
                Some(t) => shapes.shape(&resolve, &t),
                None => Ok(serde_json::Value::Null),
            };
            match (grant(function.docs.contents.as_deref().unwrap_or("")), result) {
                (Ok(grant), Ok(result)) => ops.push(Op {
                    family: family.clone(),
                    name: function.name.clone(),
                    grant,
                    params: function.params.iter().map(|p| p.name.clone()).collect(),
                    result: result.to_string(),
                    doc: without_grant(function.docs.contents.as_deref().unwrap_or("")),
                }),
                (Err(why), _) | (_, Err(why)) => problems.push(format!("{file}: {key} {why}")),
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems.join("\n").into());
    }
    if ops.is_empty() {
        return Err(format!("wit/: world {WORLD} imports no operations").into());
    }
    Ok((ops, shapes))
}

/// The grant decision in a function's doc: its one `@grant` line.
fn grant(docs: &str) -> Result<Option<&'static str>, String> {
    let lines: Vec<&str> =
        docs.lines().map(str::trim).filter(|l| l.split_whitespace().next() == Some("@grant")).collect();
    let line = match lines.as_slice() {
        [] => {
            return Err("has no grant decision: end its doc with `@grant <grant>` or `@grant none`".to_string());
        }
        [line] => *line,
        _ => return Err(format!("has {} `@grant` lines; it needs exactly one", lines.len())),
    };
    let words: Vec<&str> = line.split_whitespace().skip(1).collect();
    let known = || format!("`none` or one of {}", GRANTS.join(", "));
    match words.as_slice() {
        ["none"] => Ok(None),
        [name] => GRANTS
            .iter()
            .copied()
            .find(|g| g == name)
            .map(Some)
            .ok_or_else(|| format!("names the unknown grant `{name}` (`@grant` takes {})", known())),
        _ => Err(format!("has a malformed grant line `{line}`: `@grant` takes exactly one word, {}", known())),
    }
}

/// A function's doc without its `@grant` line.
fn without_grant(docs: &str) -> String {
    let lines: Vec<&str> = docs.lines().filter(|l| l.split_whitespace().next() != Some("@grant")).collect();
    lines.join("\n").trim().to_string()
}

/// The file a span is in, relative to the workspace root (`wit/files.wit`).
fn source_file(root: &Path, resolve: &Resolve, span: wit_parser::Span) -> String {
    // `render_location` is `path:line:column`.
    let location = resolve.render_location(span);
    let path = location.rsplitn(3, ':').nth(2).unwrap_or(&location);
    Path::new(path).strip_prefix(root).map(|p| p.display().to_string()).unwrap_or_else(|_| path.to_string())
}

/// The registry as Rust source, before formatting.
fn render(ops: &[Op], shapes: &Shapes) -> String {
    let mut s = String::new();
    let w = &mut s;
    let _ = writeln!(
        w,
        "//! The agent surface's operations, generated from `wit/` by `cargo xtask gen`; do not edit by hand.\n\
         //!\n\
         //! One [`Operation`] for each function of each interface the `{WORLD}` world imports (but `core`, which\n\
         //! holds only types), in WIT order: its key, its family, the grant its doc's `@grant` line names and its\n\
         //! parameters. Host dispatch, wire dispatch and grants derive from it.\n"
    );
    let _ = writeln!(w, "/// One operation of the agent surface.");
    let _ = writeln!(w, "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]");
    let _ = writeln!(w, "pub enum Operation {{");
    for op in ops {
        let _ = writeln!(w, "/// `{}`.", op.key());
        let _ = writeln!(w, "{},", op.variant());
    }
    let _ = writeln!(w, "}}\n");
    let _ = writeln!(w, "impl Operation {{");
    let _ = writeln!(w, "/// Every operation, in WIT order.");
    let _ = writeln!(w, "pub const ALL: &'static [Operation] = &[");
    for op in ops {
        let _ = writeln!(w, "Operation::{},", op.variant());
    }
    let _ = writeln!(w, "];\n");
    let arms = |w: &mut String, value: &dyn Fn(&Op) -> String| {
        let _ = writeln!(w, "match self {{");
        for op in ops {
            let _ = writeln!(w, "Operation::{} => {},", op.variant(), value(op));
        }
        let _ = writeln!(w, "}}");
    };
    let _ = writeln!(w, "/// The stable key (`files.read-file`) an `api-error` and a call record name.");
    let _ = writeln!(w, "pub const fn key(self) -> &'static str {{");
    arms(w, &|op| format!("{:?}", op.key()));
    let _ = writeln!(w, "}}\n");
    let _ = writeln!(w, "/// The family (WIT interface) it belongs to (`files`).");
    let _ = writeln!(w, "pub const fn family(self) -> &'static str {{");
    arms(w, &|op| format!("{:?}", op.family));
    let _ = writeln!(w, "}}\n");
    let _ = writeln!(w, "/// The grant it needs; `None` only where the WIT says `@grant none`.");
    let _ = writeln!(w, "pub const fn grant(self) -> Option<&'static str> {{");
    arms(w, &|op| match op.grant {
        Some(g) => format!("Some({g:?})"),
        None => "None".to_string(),
    });
    let _ = writeln!(w, "}}\n");
    let _ = writeln!(w, "/// Its parameters' WIT names, in order (`[\"path\", \"options\"]`).");
    let _ = writeln!(w, "pub const fn params(self) -> &'static [&'static str] {{");
    arms(w, &|op| {
        let names: Vec<String> = op.params.iter().map(|p| format!("{p:?}")).collect();
        format!("&[{}]", names.join(", "))
    });
    let _ = writeln!(w, "}}\n");
    let _ =
        writeln!(w, "/// The JSON shape of its result on the wire, the ok side of its WIT result: a primitive's WIT");
    let _ = writeln!(
        w,
        "/// name, a named type's qualified name (a key of [`TYPES`]), `{{\"list\": shape}}`, `{{\"option\": shape}}`,"
    );
    let _ =
        writeln!(w, "/// `{{\"tuple\": [shape…]}}`, `{{\"result\": [ok, err]}}`, or `null` when it returns nothing.");
    let _ = writeln!(w, "pub const fn result(self) -> &'static str {{");
    arms(w, &|op| format!("r#\"{}\"#", op.result));
    let _ = writeln!(w, "}}\n");
    let _ = writeln!(w, "/// Its WIT doc, without the `@grant` line.");
    let _ = writeln!(w, "pub const fn doc(self) -> &'static str {{");
    arms(w, &|op| format!("{:?}", op.doc));
    let _ = writeln!(w, "}}\n");
    let _ = writeln!(w, "/// The operation with this key.");
    let _ = writeln!(w, "pub fn from_key(key: &str) -> Option<Operation> {{");
    let _ = writeln!(w, "Self::ALL.iter().copied().find(|op| op.key() == key)");
    let _ = writeln!(w, "}}");
    let _ = writeln!(w, "}}\n");
    let mut used: Vec<&str> = Vec::new();
    for g in ops.iter().filter_map(|op| op.grant) {
        if !used.contains(&g) {
            used.push(g);
        }
    }
    let _ =
        writeln!(w, "/// Every named type an operation's result reaches, as one JSON object keyed by qualified name");
    let _ = writeln!(
        w,
        "/// (`files.text-file`): `{{\"record\": [[field, shape]…]}}`, `{{\"variant\": [[case, shape or null]…]}}`,"
    );
    let _ = writeln!(
        w,
        "/// `{{\"enum\": [case…]}}` or `{{\"flags\": [flag…]}}`, shapes as [`Operation::result`] gives them."
    );
    let types = serde_json::Value::Object(shapes.named.clone().into_iter().collect()).to_string();
    let _ = writeln!(w, "pub const TYPES: &str = r#\"{types}\"#;\n");
    let _ = writeln!(w, "/// Every family (WIT interface) and its doc, in the order the world imports them.");
    let families: Vec<String> = shapes.families.iter().map(|(f, d)| format!("({f:?}, {d:?})")).collect();
    let _ = writeln!(w, "pub const FAMILIES: &[(&str, &str)] = &[{}];\n", families.join(", "));
    let _ = writeln!(w, "/// Every grant an operation can name, in the order the WIT first uses them.");
    let names: Vec<String> = used.iter().map(|g| format!("{g:?}")).collect();
    let _ = writeln!(w, "pub const GRANTS: &[&str] = &[{}];", names.join(", "));
    s
}

/// `text` as rustfmt formats it with the repository's `rustfmt.toml`.
fn rustfmt(root: &Path, text: &str) -> Result<String, Box<dyn Error>> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--config-path"])
        .arg(root.join("rustfmt.toml"))
        .current_dir(root)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("running rustfmt: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("rustfmt's stdin")?;
    let input = text.to_string();
    // Write from another thread so a large output cannot block on a full pipe.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output()?;
    writer.join().map_err(|_| "writing to rustfmt panicked")??;
    if !out.status.success() {
        return Err(format!("rustfmt refused the generated registry:\n{}", String::from_utf8_lossy(&out.stderr)).into());
    }
    Ok(String::from_utf8(out.stdout)?)
}
