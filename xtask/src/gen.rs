//! `cargo xtask gen`: the agent surface's operation registry, generated from `wit/`.
//!
//! An operation is a function of an interface the `sandbox` world imports,
//! `core` excepted (it holds only types); its key is `<interface>.<function>`
//! in WIT's kebab names (`files.read-file`). Every such function ends its doc
//! with one `@grant <grant>` or `@grant none` line, so no operation is ever
//! without a grant by omission. The registry is written to [`OUTPUT`] as Rust,
//! formatted by rustfmt with the repository's `rustfmt.toml`; `--check` proves
//! the committed file current instead of writing it.

use std::error::Error;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use wit_parser::{FunctionKind, Resolve, WorldItem};

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
    let ops = operations(root)?;
    rustfmt(root, &render(&ops))
}

/// The operations of world [`WORLD`], in import order and then declaration order.
fn operations(root: &Path) -> Result<Vec<Op>, Box<dyn Error>> {
    let mut resolve = Resolve::new();
    let (package, _) = resolve.push_dir(root.join("wit")).map_err(|e| resolve.render_error(&e))?;
    let world = resolve.select_world(&[package], Some(WORLD)).map_err(|e| format!("wit/: {e:#}"))?;
    let mut ops = Vec::new();
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
        for function in interface.functions.values() {
            let file = source_file(root, &resolve, function.span);
            let key = format!("{family}.{}", function.name);
            if !matches!(function.kind, FunctionKind::Freestanding) {
                problems.push(format!("{file}: {key} is not a plain function; only plain functions are operations"));
                continue;
            }
            match grant(function.docs.contents.as_deref().unwrap_or("")) {
                Ok(grant) => ops.push(Op {
                    family: family.clone(),
                    name: function.name.clone(),
                    grant,
                    params: function.params.iter().map(|p| p.name.clone()).collect(),
                }),
                Err(why) => problems.push(format!("{file}: {key} {why}")),
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems.join("\n").into());
    }
    if ops.is_empty() {
        return Err(format!("wit/: world {WORLD} imports no operations").into());
    }
    Ok(ops)
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

/// The file a span is in, relative to the workspace root (`wit/files.wit`).
fn source_file(root: &Path, resolve: &Resolve, span: wit_parser::Span) -> String {
    // `render_location` is `path:line:column`.
    let location = resolve.render_location(span);
    let path = location.rsplitn(3, ':').nth(2).unwrap_or(&location);
    Path::new(path).strip_prefix(root).map(|p| p.display().to_string()).unwrap_or_else(|_| path.to_string())
}

/// The registry as Rust source, before formatting.
fn render(ops: &[Op]) -> String {
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
