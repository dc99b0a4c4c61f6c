//! The operation registry (`gg::ops`, generated from `wit/` by `cargo xtask
//! gen`) against everything that must agree with it: each guest SDK covers
//! exactly its operations, each arm's fixture snapshots reach every one of
//! them, and the host's grants are the ones the WIT names. Reads the source
//! tree only; writes nothing.

use gg::ops::Operation;
use regex::Regex;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every operation's key (`files.read-file`).
fn registry() -> BTreeSet<String> {
    Operation::ALL.iter().map(|op| op.key().to_string()).collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// The files under `dir` (recursively) whose names end in `.{ext}`, sorted.
fn files_under(dir: &Path, ext: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, ext, out);
            } else if path.extension().is_some_and(|e| e == ext) {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, ext, &mut out);
    out.sort();
    out
}

/// `readTextFile` as the WIT spells it: `read-text-file`.
fn kebab(camel: &str) -> String {
    let mut out = String::new();
    for c in camel.chars() {
        if c.is_ascii_uppercase() {
            if !out.is_empty() {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `text` with every line that is only a comment (it starts with one of `markers`) blanked.
fn without_comment_lines(text: &str, markers: &[&str]) -> String {
    text.lines()
        .map(|line| if markers.iter().any(|m| line.trim_start().starts_with(m)) { "" } else { line })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The JS SDK's operations: its calls into the membrane, `wit_<family>.<camelName>(`.
fn js_keys() -> BTreeSet<String> {
    let call = Regex::new(r"\bwit_([a-z][a-z0-9]*)\.([A-Za-z][A-Za-z0-9]*)\s*\(").unwrap();
    let text = read(&root().join("packages/gg-sandbox-js/src/sdk.js"));
    let code = without_comment_lines(&text, &["//", "/*", "*"]);
    call.captures_iter(&code).map(|c| format!("{}.{}", &c[1], kebab(&c[2]))).collect()
}

/// The Ruby SDK's operations: the keys its functions send through
/// `Surface.transport("<key>", …)`, directly or as the `op = "<key>"` they
/// pass to it.
fn ruby_invoked_keys() -> BTreeSet<String> {
    let call = Regex::new(r#"(?:Surface\.transport\(\s*|\bop = )"([a-z][a-z0-9-]*\.[a-z][a-z0-9-]*)""#).unwrap();
    let mut keys = BTreeSet::new();
    for file in files_under(&root().join("packages/gg-sdk-ruby/src"), "rb") {
        let code = without_comment_lines(&read(&file), &["#"]);
        if code.contains("Surface.transport(") || code.contains("def self.transport") {
            keys.extend(call.captures_iter(&code).map(|c| c[1].to_string()));
        }
    }
    keys
}

/// The operation keys `GG::Surface::REGISTRY` maps the Ruby SDK's functions to.
fn ruby_registry_keys() -> BTreeSet<String> {
    let path = root().join("packages/gg-sdk-ruby/src/gg/surface.rb");
    let text = read(&path);
    let start = text.find("REGISTRY = {").unwrap_or_else(|| panic!("{}: no `REGISTRY = {{`", path.display()));
    let body = &text[start + "REGISTRY = {".len()..];
    let end = body
        .lines()
        .position(|l| l.trim_start().starts_with('}'))
        .unwrap_or_else(|| panic!("{}: REGISTRY is never closed", path.display()));
    let body: Vec<&str> = body.lines().take(end).collect();
    let pair = Regex::new(r#""([^"]+)"\s*=>\s*"([^"]+)""#).unwrap();
    let code = without_comment_lines(&body.join("\n"), &["#"]);
    pair.captures_iter(&code).map(|c| c[2].to_string()).collect()
}

/// The Java SDK's operations: its javadoc `@ggop <key>` block tags.
fn java_keys() -> BTreeSet<String> {
    let tag = Regex::new(r"(?m)^\s*(?:/\*\*|\*)?\s*@ggop\s+(\S+)").unwrap();
    let mut keys = BTreeSet::new();
    for file in files_under(&root().join("packages/gg-sandbox-java/src"), "java") {
        keys.extend(tag.captures_iter(&read(&file)).map(|c| c[1].to_string()));
    }
    keys
}

/// What `found` lacks and what it has beyond the registry, or `None` when they agree.
fn disagreement(what: &str, found: &BTreeSet<String>, registry: &BTreeSet<String>) -> Option<String> {
    let missing: Vec<&String> = registry.difference(found).collect();
    let extra: Vec<&String> = found.difference(registry).collect();
    (!missing.is_empty() || !extra.is_empty()).then(|| format!("{what}:\n  missing {missing:?}\n  extra {extra:?}"))
}

#[test]
fn every_sdk_covers_exactly_the_registry() {
    let registry = registry();
    let problems: Vec<String> = [
        ("JS SDK (packages/gg-sandbox-js/src/sdk.js, wit_<family>.<name>( calls)", js_keys()),
        ("Ruby SDK (packages/gg-sdk-ruby/src, Surface.transport calls)", ruby_invoked_keys()),
        ("Ruby SDK (packages/gg-sdk-ruby/src/gg/surface.rb, REGISTRY's keys)", ruby_registry_keys()),
        ("Java SDK (packages/gg-sandbox-java/src, @ggop tags)", java_keys()),
    ]
    .iter()
    .filter_map(|(what, found)| disagreement(what, found, &registry))
    .collect();
    assert!(problems.is_empty(), "SDKs that disagree with the registry (wit/):\n{}", problems.join("\n"));
}

/// The operations a snapshot's `--- calls` section records (`tools.call {"arguments":…} -> ok …`).
fn snapshot_keys(text: &str, call: &Regex) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let mut in_calls = false;
    for line in text.lines() {
        if line.starts_with("--- calls (") {
            in_calls = true;
        } else if line.starts_with("--- ") {
            in_calls = false;
        } else if in_calls && let Some(c) = call.captures(line) {
            keys.insert(c[1].to_string());
        }
    }
    keys
}

#[test]
fn every_operation_is_reached_end_to_end_in_every_arm() {
    let root = root();
    let registry = registry();
    let call = Regex::new(r"^([a-z][a-z0-9-]*\.[a-z][a-z0-9-]*) \{").unwrap();
    let mut arms = 0;
    let mut problems = Vec::new();
    // `opal` runs the `ruby` fixtures (and its own) into snapshots/opal.
    for arm in ["js", "ruby", "java", "opal"] {
        if !root.join("snapshots").join(arm).is_dir() {
            continue;
        }
        arms += 1;
        let dir = root.join("snapshots").join(arm);
        let mut reached = BTreeSet::new();
        for snap in files_under(&dir, "snap") {
            reached.extend(snapshot_keys(&read(&snap), &call));
        }
        let unreached: Vec<&String> = registry.difference(&reached).collect();
        if !unreached.is_empty() {
            problems.push(format!("{arm} (snapshots/{arm}): no fixture calls {unreached:?}"));
        }
    }
    assert!(arms > 0, "no arm has a fixtures directory under crates/gg/tests/fixtures");
    assert!(problems.is_empty(), "operations no snapshot reaches end to end:\n{}", problems.join("\n"));
}

#[test]
fn grants_come_from_the_registry() {
    let mut problems = Vec::new();
    for op in Operation::ALL {
        let (host, wit) = (gg::grants::required(op.key()), op.grant());
        if host != wit {
            problems.push(format!("{}: the host requires {host:?}, the WIT says {wit:?}", op.key()));
        }
        if let Some(g) = wit
            && !gg::grants::ALL.contains(&g)
        {
            problems.push(format!("{}: grant `{g}` is not in gg::grants::ALL", op.key()));
        }
    }
    for g in gg::ops::GRANTS {
        if !gg::grants::ALL.contains(g) {
            problems.push(format!("gg::ops::GRANTS names `{g}`, which gg::grants::ALL lacks"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_key_names_its_operation() {
    let mut seen = BTreeSet::new();
    for &op in Operation::ALL {
        assert!(seen.insert(op.key()), "{} is listed twice", op.key());
        assert_eq!(Operation::from_key(op.key()), Some(op));
        assert_eq!(op.key().split_once('.').map(|(family, _)| family), Some(op.family()), "{op:?}");
    }
    assert_eq!(Operation::from_key("files.frobnicate"), None);
}
