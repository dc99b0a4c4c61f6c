//! Code invariants checked as tests: every Rust module opens with a `//!`
//! doc and leaves no debugging macro behind; the runtime crate's modules are
//! layered without cycles (the layers are listed in `LAYERS` and in
//! ARCHITECTURE.md); only the sandbox folder names wasmtime; no tracked
//! path holds a `.gg/` state directory.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n == "target" || n == "node_modules" || n == "fixtures") {
                continue;
            }
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_has_a_doc_and_no_debug_output() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    rust_files(&root.join("crates"), &mut files);
    rust_files(&root.join("xtask"), &mut files);
    assert!(files.len() > 10);
    let mut problems = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        if !text.trim_start().starts_with("//!") {
            problems.push(format!("{}: does not open with a //! module doc", f.display()));
        }
        if text.contains(concat!("dbg", "!(")) {
            problems.push(format!("{}: leftover dbg!", f.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The repository root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A file's code without its comment lines (docs name modules freely).
fn code_of(path: &Path) -> String {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first segment of every `crate::` path in `code`, groups included
/// (`crate::{Lang, code_modules}` names both).
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let name: String = item.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if !name.is_empty() {
                    out.push(name);
                }
            }
        } else {
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            out.push(name);
        }
    }
    out
}

/// The layers of `crates/gg/src`, bottom first: a module may use its own
/// layer's modules (without cycles) and any layer below, never one above.
/// Names not listed (`Lang`, `Turn`, other re-exports of the facade) are the
/// top layer.
const LAYERS: &[(&str, &[&str])] = &[
    (
        "pure",
        &["api", "outcome", "report", "sourcemap", "schema", "ops", "grants", "limits", "locate", "cache", "control"],
    ),
    ("host capabilities and state", &["state", "capabilities", "code_modules", "instructions"]),
    ("sandbox", &["sandbox"]),
    ("arms", &["arms"]),
    ("facade", &["runtime", "turn", "session"]),
];

fn layer_of(module: &str) -> usize {
    LAYERS.iter().position(|(_, mods)| mods.contains(&module)).unwrap_or(LAYERS.len() - 1)
}

/// Top-level module of a file under `src/` (`sandbox/host.rs` → `sandbox`).
fn top_module(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel.components().next().unwrap().as_os_str().to_string_lossy().into_owned();
    first.trim_end_matches(".rs").to_string()
}

#[test]
fn the_crate_graph_is_layered_without_cycles() {
    let src = root().join("crates/gg/src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut edges: std::collections::BTreeSet<(String, String)> = Default::default();
    let mut problems = Vec::new();
    for f in &files {
        let from = top_module(&src, f);
        if from == "lib" {
            continue;
        }
        for to in crate_paths(&code_of(f)) {
            if to == from {
                continue;
            }
            if layer_of(&to) > layer_of(&from) {
                problems.push(format!(
                    "{}: `{from}` ({}) uses `crate::{to}` ({}), a layer above it",
                    f.strip_prefix(&src).unwrap().display(),
                    LAYERS[layer_of(&from)].0,
                    LAYERS.get(layer_of(&to)).map_or("facade", |l| l.0),
                ));
            }
            edges.insert((from.clone(), to));
        }
    }
    // Within a layer, no cycle: a depth-first search over the edges.
    let nodes: std::collections::BTreeSet<&String> = edges.iter().map(|(a, _)| a).collect();
    fn visit<'a>(
        n: &'a str,
        edges: &'a std::collections::BTreeSet<(String, String)>,
        path: &mut Vec<&'a str>,
        done: &mut std::collections::BTreeSet<&'a str>,
        cycles: &mut Vec<String>,
    ) {
        if let Some(at) = path.iter().position(|p| *p == n) {
            cycles.push(format!("{} -> {n}", path[at..].join(" -> ")));
            return;
        }
        if !done.insert(n) {
            return;
        }
        path.push(n);
        for (_, to) in edges.iter().filter(|(a, _)| a == n) {
            visit(to, edges, path, done, cycles);
        }
        path.pop();
    }
    let mut cycles = Vec::new();
    for n in nodes {
        visit(n, &edges, &mut Vec::new(), &mut Default::default(), &mut cycles);
    }
    problems.extend(cycles.into_iter().map(|c| format!("module cycle: {c}")));
    // Inside the sandbox folder, files form no cycle either: a child never
    // reaches back into `mod.rs` (`super::` names siblings only).
    let sandbox = src.join("sandbox");
    let children: Vec<String> = std::fs::read_dir(&sandbox)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().trim_end_matches(".rs").to_string())
        .filter(|n| n != "mod")
        .collect();
    for child in &children {
        let code = code_of(&sandbox.join(format!("{child}.rs")));
        for (i, _) in code.match_indices("super::") {
            let name: String =
                code[i + "super::".len()..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !children.contains(&name) {
                problems.push(format!("sandbox/{child}.rs reaches back into sandbox/mod.rs (`super::{name}`)"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn only_the_sandbox_names_wasmtime() {
    let src = root().join("crates/gg/src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let offenders: Vec<String> = files
        .iter()
        .filter(|f| !f.starts_with(src.join("sandbox")))
        .filter(|f| {
            let code = code_of(f);
            code.contains("wasmtime::") || code.contains("wasmtime_wasi") || code.contains("use wasmtime")
        })
        .map(|f| f.strip_prefix(&src).unwrap().display().to_string())
        .collect();
    assert!(offenders.is_empty(), "only crates/gg/src/sandbox/ may name wasmtime: {offenders:?}");
}

#[test]
fn no_tracked_path_holds_a_state_directory() {
    let out = std::process::Command::new("git")
        .args(["ls-files"])
        .current_dir(root())
        .output()
        .expect("git runs in the checkout");
    assert!(out.status.success(), "git ls-files failed");
    let tracked = String::from_utf8_lossy(&out.stdout);
    let offenders: Vec<&str> = tracked.lines().filter(|p| p.starts_with(".gg/") || p.contains("/.gg/")).collect();
    assert!(
        offenders.is_empty(),
        "gg state directories are tracked (tests must use temporary workspaces): {offenders:?}"
    );
}
