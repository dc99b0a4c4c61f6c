//! `gg mcp` end to end: the real binary driven by the official MCP client
//! SDK from npm (`tests/mcp-client/`: `client.mjs`, pinned by its
//! `package-lock.json`, installed by its `install.sh` into cargo's test
//! scratch directory, never into the source tree).
//!
//! Each scenario under `tests/mcp/` is one server and one client in a fresh
//! workspace; what every step returned is an insta snapshot under
//! `snapshots/mcp/`. The SDK itself checks every structured result against
//! its tool's `outputSchema`, and initialization against the protocol.

use crate::common::{drive as run, repo};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::process::Command;

fn indent(text: &str) -> String {
    text.lines().map(|l| if l.is_empty() { "│".to_string() } else { format!("│ {l}") }).collect::<Vec<_>>().join("\n")
}

/// One step and its result, as the snapshot shows it: a tool result's text
/// as the model reads it, then its structured content (the whole outcome
/// cut down to its `end`, which holds no timings).
fn render_step(step: &Value, result: &Value) -> String {
    let mut out = String::new();
    let head = match step {
        s if s.get("call").is_some() => format!("── {} {}", s["call"].as_str().unwrap(), s["arguments"]),
        s if s.get("write").is_some() => format!("── write {}", s["write"]),
        s => format!("── {s}"),
    };
    out.push_str(&head);
    out.push('\n');
    if let Some(thrown) = result.get("thrown") {
        out.push_str(&format!("thrown: {thrown}\n"));
        return out;
    }
    if step.get("call").is_none() {
        out.push_str(&serde_json::to_string_pretty(result).unwrap());
        out.push('\n');
        return out;
    }
    if result["isError"] == true {
        out.push_str("isError: true\n");
    }
    for block in result["content"].as_array().into_iter().flatten() {
        assert_eq!(block["type"], "text", "{block}");
        out.push_str(&indent(block["text"].as_str().unwrap()));
        out.push('\n');
    }
    if let Some(structured) = result.get("structuredContent") {
        let mut s = structured.clone();
        let text = result["content"][0]["text"].as_str().unwrap_or_default();
        if let Some(error) = s.as_object_mut().unwrap().remove("error") {
            assert!(text.contains(error.as_str().unwrap()), "the text shows the located error: {text}");
        }
        if let Some(outcome) = s.as_object_mut().unwrap().remove("outcome") {
            s["outcome.end"] = outcome["end"].clone();
        }
        if s.get("text").is_some() {
            // docs_open: the text is the content.
            assert_eq!(s["text"].as_str(), Some(text));
            s["text"] = json!("(the text above)");
        }
        out.push_str(&serde_json::to_string_pretty(&s).unwrap());
        out.push('\n');
    }
    out
}

#[test]
fn scenarios() {
    let snapshots = repo().join("snapshots/mcp");
    let mut seen = BTreeSet::new();
    insta::glob!("mcp/*.json", |path| {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let scenario: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let workspace = tempfile::tempdir().unwrap();
        let report = run(&scenario, workspace.path());
        let mut text = String::new();
        for s in report["steps"].as_array().unwrap() {
            assert!(s["result"].get("thrown").is_none(), "{stem}: the client threw at {}: {}", s["step"], s["result"]);
            if s["step"].get("call").is_some() && s["result"]["isError"] != true {
                assert!(s["result"].get("structuredContent").is_some(), "{stem}: no structured content: {s}");
            }
            text.push_str(&render_step(&s["step"], &s["result"]));
            text.push('\n');
        }
        insta::with_settings!({
            snapshot_path => &snapshots,
            prepend_module_to_snapshot => false,
            omit_expression => true,
            input_file => path,
        }, {
            insta::assert_snapshot!(stem.clone(), text);
        });
        seen.insert(format!("{stem}@{}.snap", path.file_name().unwrap().to_string_lossy()));
    });
    crate::common::reject_stray_snapshots(&snapshots, &seen, "scenario");
}

/// What `gg instructions --lang L` prints.
fn instructions(lang: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_gg")).args(["instructions", "--lang", lang]).output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_instructions_and_each_prompt_carry_gg_instructions() {
    let workspace = tempfile::tempdir().unwrap();
    let steps = json!([
        {"list_prompts": true},
        {"get_prompt": "js"},
        {"get_prompt": "ruby"},
        {"get_prompt": "python"},
        {"get_prompt": "java"},
        {"get_prompt": "opal"}
    ]);
    let report = run(&json!({"args": ["--no-warm"], "steps": steps}), workspace.path());
    assert_eq!(report["server"]["name"], "gg", "{}", report["server"]);
    assert_eq!(report["server"]["version"], env!("CARGO_PKG_VERSION"));
    assert!(report["capabilities"]["tools"].is_object() && report["capabilities"]["prompts"].is_object());
    let server_instructions = report["instructions"].as_str().expect("the server gives instructions");
    let steps = report["steps"].as_array().unwrap();
    let names: Vec<&str> =
        steps[0]["result"]["prompts"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["js", "ruby", "python", "java", "opal"]);
    for (lang, step) in ["js", "ruby", "python", "java", "opal"].iter().zip(&steps[1..]) {
        let text = instructions(lang);
        assert!(server_instructions.contains(&text), "the server's instructions hold `gg instructions --lang {lang}`");
        let messages = step["result"]["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 1);
        assert_eq!(messages[0]["role"], "user");
        assert_eq!(messages[0]["content"]["text"].as_str(), Some(text.as_str()), "prompt {lang}");
    }
}

#[test]
fn an_unknown_mcp_setting_is_refused() {
    let workspace = tempfile::tempdir().unwrap();
    std::fs::write(workspace.path().join("gg.toml"), "[mcp]\nwindow-second = 5\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_gg")).arg("mcp").current_dir(workspace.path()).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("unknown field `window-second`"), "{stderr}");
}
