//! Code invariants checked as tests: every Rust module opens with a `//!`
//! doc and leaves no debugging macro behind; the crates are layered as
//! ARCHITECTURE.md's layer table says (a crate depends only on crates above
//! it in the table, which lists the bottom layer first); inside every crate
//! the modules form no cycle; only the membrane, the guests and the sandbox
//! crates name wasmtime; no tracked path holds a `.gg/` state directory.

use std::collections::{BTreeMap, BTreeSet};
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

/// The repository root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_module_has_a_doc_and_no_debug_output() {
    let mut files = Vec::new();
    rust_files(&root().join("crates"), &mut files);
    rust_files(&root().join("xtask"), &mut files);
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

/// A file's code without its comment lines (docs name modules freely).
fn code_of(path: &Path) -> String {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The module path of a file under a crate's `src/` (`lib.rs` → `[]`,
/// `opal/mod.rs` → `[opal]`, `opal/compiler.rs` → `[opal, compiler]`).
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = rel.iter().map(|c| c.to_string_lossy().trim_end_matches(".rs").to_string()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// Every path in `code` that starts with `crate::` or `super::`, as
/// segments (groups included: `crate::{a, b::c}` gives `a` and `b::c`).
fn paths_in(code: &str) -> Vec<(String, Vec<String>)> {
    let ident = |s: &str| -> String { s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect() };
    let mut out = Vec::new();
    for start in ["crate::", "super::"] {
        for (at, _) in code.match_indices(start) {
            // `gg_crate::` or `my_super::` are other names.
            if code[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let kind = start.trim_end_matches("::").to_string();
            let mut rest = &code[at + start.len()..];
            let mut prefix = Vec::new();
            // `super::super::x`
            while kind == "super" && rest.starts_with("super::") {
                prefix.push("super".to_string());
                rest = &rest["super::".len()..];
            }
            let segments = |text: &str| -> Vec<String> {
                let mut segs = prefix.clone();
                let mut t = text;
                loop {
                    let name = ident(t.trim_start());
                    if name.is_empty() {
                        break;
                    }
                    t = &t.trim_start()[name.len()..];
                    segs.push(name);
                    match t.strip_prefix("::") {
                        Some(next) if !next.starts_with('{') => t = next,
                        _ => break,
                    }
                }
                segs
            };
            if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                for item in group[..end].split(',') {
                    out.push((kind.clone(), segments(item)));
                }
            } else {
                out.push((kind.clone(), segments(rest)));
            }
        }
    }
    out
}

/// The cycles among one crate's module files. An edge is a use of another
/// file's module that is neither an ancestor nor a descendant of the user
/// (a parent declares and uses its children, a child names its parent's
/// items: that is how Rust nests); between every other pair of files, uses
/// must form no cycle.
fn module_cycles(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let modules: BTreeMap<Vec<String>, &PathBuf> = files.iter().map(|f| (module_of(src, f), f)).collect();
    let resolve = |from: &[String], kind: &str, segs: &[String]| -> Option<Vec<String>> {
        let mut base: Vec<String> =
            if kind == "crate" { Vec::new() } else { from[..from.len().saturating_sub(1)].to_vec() };
        let mut segs = segs;
        while segs.first().is_some_and(|s| s == "super") {
            base.pop();
            segs = &segs[1..];
        }
        // The longest prefix that names a module file.
        let mut best = None;
        let mut path = base.clone();
        if modules.contains_key(&path) {
            best = Some(path.clone());
        }
        for s in segs {
            path.push(s.clone());
            if modules.contains_key(&path) {
                best = Some(path.clone());
            } else {
                break;
            }
        }
        best
    };
    let mut edges: BTreeSet<(Vec<String>, Vec<String>)> = BTreeSet::new();
    for (module, file) in &modules {
        for (kind, segs) in paths_in(&code_of(file)) {
            let Some(to) = resolve(module, &kind, &segs) else { continue };
            let related = to.starts_with(module) || module.starts_with(&to);
            if !related {
                edges.insert((module.clone(), to));
            }
        }
    }
    fn visit<'a>(
        n: &'a Vec<String>,
        edges: &'a BTreeSet<(Vec<String>, Vec<String>)>,
        path: &mut Vec<&'a Vec<String>>,
        done: &mut BTreeSet<&'a Vec<String>>,
        cycles: &mut BTreeSet<String>,
    ) {
        if let Some(at) = path.iter().position(|p| *p == n) {
            let names: Vec<String> = path[at..].iter().map(|m| m.join("::")).collect();
            cycles.insert(format!("{} -> {}", names.join(" -> "), n.join("::")));
            return;
        }
        if done.contains(n) {
            return;
        }
        path.push(n);
        for (_, to) in edges.iter().filter(|(a, _)| a == n) {
            visit(to, edges, path, done, cycles);
        }
        path.pop();
        done.insert(n);
    }
    let mut cycles = BTreeSet::new();
    let mut done = BTreeSet::new();
    for (from, _) in &edges {
        visit(from, &edges, &mut Vec::new(), &mut done, &mut cycles);
    }
    cycles.into_iter().collect()
}

#[test]
fn no_crate_has_a_module_cycle() {
    let mut problems = Vec::new();
    let mut crates = 0;
    for dir in std::fs::read_dir(root().join("crates")).unwrap().flatten().map(|e| e.path()) {
        let src = dir.join("src");
        if src.is_dir() {
            crates += 1;
            for cycle in module_cycles(&src) {
                problems.push(format!("{}: module cycle: {cycle}", dir.file_name().unwrap().to_string_lossy()));
            }
        }
    }
    assert!(crates >= 9, "the crates/ folder holds the layer crates");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The finder is not vacuous: two sibling modules that use each other are a
/// cycle, through `crate::` and `super::` alike, and a child naming its
/// parent is not.
#[test]
fn the_cycle_finder_finds_a_planted_cycle() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir_all(src.join("sandbox")).unwrap();
    std::fs::write(src.join("lib.rs"), "//! root\nmod sandbox;\npub struct Top;\n").unwrap();
    std::fs::write(src.join("sandbox/mod.rs"), "//! parent\nmod host;\nmod door;\npub use host::X;\n").unwrap();
    std::fs::write(src.join("sandbox/host.rs"), "//! host\nuse super::door::Door;\nuse crate::Top;\npub struct X;\n")
        .unwrap();
    std::fs::write(src.join("sandbox/door.rs"), "//! door\npub struct Door(crate::sandbox::host::X);\n").unwrap();
    let cycles = module_cycles(&src);
    assert_eq!(cycles, vec!["sandbox::door -> sandbox::host -> sandbox::door".to_string()], "{cycles:?}");
    std::fs::write(src.join("sandbox/door.rs"), "//! door\npub struct Door(super::X);\n").unwrap();
    assert!(module_cycles(&src).is_empty(), "a child naming its parent's re-export is no cycle");
}

/// ARCHITECTURE.md's layer table: crate names, bottom layer first.
fn layer_table() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let mut rows = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
        if !line.trim_start().starts_with('|') {
            if inside {
                break;
            }
            continue;
        }
        if cells.len() >= 2 && cells[0] == "layer" && cells[1] == "crate" {
            inside = true;
            continue;
        }
        if inside && !cells[1].starts_with("---") {
            let name = cells[1].trim_matches('`').trim_start_matches("crates/").to_string();
            rows.push(name);
        }
    }
    rows
}

/// The workspace's packages as `cargo metadata` describes them.
fn metadata() -> serde_json::Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Every workspace package and the workspace packages it depends on
/// (normal and build dependencies; a test may use any crate), from
/// `cargo metadata`.
fn crate_graph() -> BTreeMap<String, BTreeSet<String>> {
    let meta = metadata();
    let packages = meta["packages"].as_array().unwrap();
    let names: BTreeSet<String> = packages.iter().map(|p| p["name"].as_str().unwrap().to_string()).collect();
    packages
        .iter()
        .map(|p| {
            let deps = p["dependencies"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|d| d["kind"].as_str() != Some("dev"))
                .map(|d| d["name"].as_str().unwrap().to_string())
                .filter(|d| names.contains(d))
                .collect();
            (p["name"].as_str().unwrap().to_string(), deps)
        })
        .collect()
}

#[test]
fn the_crates_are_layered_as_architecture_md_says() {
    let table = layer_table();
    let graph = crate_graph();
    let listed: BTreeSet<&String> = table.iter().collect();
    let members: BTreeSet<&String> = graph.keys().collect();
    assert_eq!(listed, members, "ARCHITECTURE.md's layer table lists exactly the workspace's crates");
    let mut problems = Vec::new();
    for (at, name) in table.iter().enumerate() {
        for dep in &graph[name] {
            let dep_at = table.iter().position(|t| t == dep).unwrap();
            if dep_at >= at {
                problems.push(format!(
                    "{name} (row {}) depends on {dep} (row {}), which is not below it",
                    at + 1,
                    dep_at + 1
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Only the membrane (its `bindgen!` output), the guests (precompiled with
/// wasmtime's engine configuration) and the sandbox depend on wasmtime, and
/// only the sandbox names `wasmtime_wasi`.
#[test]
fn only_the_sandbox_runs_wasmtime() {
    let allowed = ["gg-membrane", "gg-guests", "gg-sandbox"];
    let meta = metadata();
    let mut offenders = Vec::new();
    for p in meta["packages"].as_array().unwrap() {
        let name = p["name"].as_str().unwrap();
        let names_wasmtime = p["dependencies"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["name"].as_str().is_some_and(|n| n == "wasmtime" || n == "wasmtime-wasi"));
        if names_wasmtime && !allowed.contains(&name) {
            offenders.push(name.to_string());
        }
    }
    for dir in std::fs::read_dir(root().join("crates")).unwrap().flatten().map(|e| e.path()) {
        let mut files = Vec::new();
        if dir.join("src").is_dir() {
            rust_files(&dir.join("src"), &mut files);
        }
        for f in files {
            let rel = f.strip_prefix(root().join("crates")).unwrap().display().to_string();
            if !rel.starts_with("gg-sandbox/") && code_of(&f).contains("wasmtime_wasi") {
                offenders.push(rel);
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "only {allowed:?} may depend on wasmtime, only gg-sandbox names wasmtime_wasi: {offenders:?}"
    );
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
