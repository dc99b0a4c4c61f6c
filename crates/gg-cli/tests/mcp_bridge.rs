//! MCP servers' tools inside programs, end to end: the real `gg` binary
//! bridges a real MCP server (`tests/mcp-client/server.mjs`, written with the
//! official SDK from npm, installed by `tests/mcp-client/install.sh` into
//! cargo's scratch directory) named in the workspace's `gg.toml`.
//!
//! Each program under `tests/mcp-bridge/` runs with `gg run` in a fresh
//! workspace; its first line may say `test: grant=G,…` (default `mcp`) and
//! `http` (the server is then reached by streamable HTTP on loopback, started
//! by the test, instead of started by gg over stdio), `broken` (gg.toml names
//! a command that does not exist) and `timeout=S` (`call-timeout-seconds`).
//! The exit code, stdout and stderr are an insta snapshot under
//! `snapshots/mcp-bridge/`, with the scratch paths masked. The server's
//! starts are counted (`$GG_TEST_STARTS`) and shown, so a restart after a
//! crash is visible.

use crate::common::{drive, installed, repo};
use serde_json::json;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The test server serving streamable HTTP on loopback; killed on drop.
struct HttpServer(std::process::Child, u16);

impl HttpServer {
    fn start(starts: &Path) -> HttpServer {
        let mut child = Command::new("node")
            .arg(installed().join("server.mjs"))
            .arg("--http")
            .env("GG_TEST_STARTS", starts)
            .stdout(Stdio::piped())
            .spawn()
            .expect("node runs");
        let mut line = String::new();
        std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stdout.as_mut().unwrap()), &mut line).unwrap();
        let port = line.trim().parse().unwrap_or_else(|_| panic!("the HTTP server printed `{line}`, not its port"));
        HttpServer(child, port)
    }
}

impl Drop for HttpServer {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A workspace whose gg.toml bridges the test server as `inventory`, with
/// `restock` ask-first; server starts are counted in `<dir>/starts`. Over
/// stdio, or (`http`) at the URL of a server the test starts and returns;
/// `extra` is appended to the file.
fn workspace(http: bool, broken: bool, extra: &str) -> (tempfile::TempDir, PathBuf, Option<HttpServer>) {
    let server = installed().join("server.mjs");
    let dir = tempfile::tempdir().unwrap();
    let ws = dir.path().join("ws");
    std::fs::create_dir(&ws).unwrap();
    let starts = dir.path().join("starts");
    let http = http.then(|| HttpServer::start(&starts));
    let reach = match &http {
        Some(server) => format!("url = \"http://127.0.0.1:{}/mcp\"\n", server.1),
        None if broken => "command = \"/nonexistent/inventory-server\"\n".to_string(),
        None => format!(
            "command = \"node\"\nargs = [{server:?}]\nenv = {{ GG_TEST_STARTS = {starts:?}, GG_TEST_EFFECTS = {effects:?} }}\n",
            server = server.to_string_lossy(),
            starts = starts.to_string_lossy(),
            effects = dir.path().join("effects").to_string_lossy(),
        ),
    };
    let toml =
        format!("{extra}[mcp.servers.inventory]\n{reach}\n[mcp.servers.inventory.tools.restock]\napproval = \"ask\"\n");
    std::fs::write(ws.join("gg.toml"), toml).unwrap();
    (dir, ws, http)
}

fn starts(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join("starts")).map(|s| s.lines().count()).unwrap_or(0)
}

#[test]
fn programs_call_bridged_tools() {
    let snapshots = repo().join("snapshots/mcp-bridge");
    let mut seen = BTreeSet::new();
    insta::glob!("mcp-bridge/*.*", |path| {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(path).unwrap();
        let first = source.lines().next().unwrap_or_default();
        let grants = first
            .split_once("test: grant=")
            .map(|(_, g)| g.split_whitespace().next().unwrap_or("").split(',').map(str::to_string).collect())
            .unwrap_or_else(|| vec!["mcp".to_string()]);
        let words: Vec<&str> = if first.contains("test:") { first.split_whitespace().collect() } else { Vec::new() };
        let over_http = words.contains(&"http");
        let extra = match words.iter().find_map(|w| w.strip_prefix("timeout=")) {
            Some(s) => format!("[limits]\ncall-timeout-seconds = {s}\n\n"),
            None => String::new(),
        };
        let (dir, ws, http_server) = workspace(over_http, words.contains(&"broken"), &extra);
        let program = ws.join(&name);
        std::fs::write(&program, &source).unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_gg"));
        command.arg("run").arg("--workspace").arg(&ws).arg("--no-state");
        for g in &grants {
            command.arg("--grant").arg(g);
        }
        let out = command.arg(&program).output().unwrap();
        let mask = |s: &[u8]| {
            String::from_utf8_lossy(s)
                .replace(&*dir.path().to_string_lossy(), "<tmp>")
                .replace(&*installed().to_string_lossy(), "<sdk>")
        };
        drop(http_server);
        let text = format!(
            "grants: {}{}\nexit: {:?}\nserver starts: {}\n── stdout\n{}── stderr\n{}",
            grants.join(","),
            words
                .iter()
                .skip_while(|w| **w != "test:")
                .skip(1)
                .filter(|w| !w.starts_with("grant="))
                .map(|w| format!(" {w}"))
                .collect::<String>(),
            out.status.code(),
            starts(dir.path()),
            mask(&out.stdout),
            mask(&out.stderr),
        );
        insta::with_settings!({
            snapshot_path => &snapshots,
            prepend_module_to_snapshot => false,
            omit_expression => true,
            input_file => path,
        }, {
            insta::assert_snapshot!(name.clone(), text);
        });
        seen.insert(format!("{name}@{name}.snap"));
    });
    crate::common::reject_stray_snapshots(&snapshots, &seen, "program");
}

#[test]
fn gg_mcp_bridges_too_and_its_docs_find_the_bridged_tools() {
    let (_dir, ws, _) = workspace(false, false, "");
    let program = "import { tools } from \"gg\";\nconst r = tools.inventory.checkInventory({ sku: \"C3\" });\nconsole.log(r.sku, r.inStock)\n";
    let ask = "import { tools } from \"gg\";\ntools.inventory.restock({ sku: \"B2\", units: 5 })\n";
    let steps = json!([
        {"call": "docs_search", "arguments": {"language": "js", "query": "inventory stock"}},
        {"call": "docs_open", "arguments": {"language": "ruby", "key": "GG::Tools.inventory.check_inventory"}},
        {"call": "exec", "arguments": {"language": "js", "code": program}},
        {"call": "exec", "arguments": {"language": "js", "code": ask}},
        {"call": "approve", "arguments": {"session": "$session"}},
    ]);
    let report = drive(&json!({"args": ["--no-warm", "--grant", "mcp:inventory"], "steps": steps}), &ws);
    let steps = report["steps"].as_array().unwrap();
    let hits = steps[0]["result"]["structuredContent"]["hits"].as_array().unwrap();
    let keys: Vec<&str> = hits.iter().map(|h| h["key"].as_str().unwrap()).collect();
    assert_eq!(keys.first(), Some(&"tools.inventory.checkInventory"), "{keys:?}");
    let opened = steps[1]["result"]["structuredContent"]["text"].as_str().unwrap();
    assert!(opened.contains("check_inventory(sku:)"), "{opened}");
    assert!(opened.contains("check-inventory"), "the server's own name is shown: {opened}");
    let exec = &steps[2]["result"]["structuredContent"];
    assert_eq!(exec["status"], "completed", "{exec}");
    assert_eq!(exec["output"]["stdout"], "C3 240\n", "{exec}");
    // `restock` is ask-first in gg.toml: the session engine asks the agent.
    let asked = &steps[3]["result"]["structuredContent"];
    assert_eq!(asked["status"], "awaiting_approval", "{asked}");
    assert_eq!(asked["approval"]["name"], "inventory.restock", "{asked}");
    let approved = &steps[4]["result"]["structuredContent"];
    assert_eq!(approved["status"], "completed", "{approved}");
    assert_eq!(approved["value"], "'ordered 5 of B2'", "{approved}");
}

/// The demonstration of durable programs through the real `gg mcp` and the
/// official client: a program that wrote a file and waits for approval of
/// an order survives `kill -9` of gg; a new `gg mcp` on the workspace takes
/// it up under the same session id, still waiting; once approved it
/// completes, and the order was placed once, with its idempotency key.
#[test]
fn a_program_awaiting_approval_survives_kill_9_of_gg_mcp() {
    let (dir, ws, _http) = workspace(false, false, "");
    let program = "import { files, tools } from 'gg';\n\
                   files.writeFile('note.txt', 'asked at ' + Date.now());\n\
                   const order = tools.inventory.restock({ sku: 'B2', units: 5 });\n\
                   console.log(`${order} after ${files.readTextFile('note.txt').slice(0, 9)}`);\n";
    let steps = json!([
        {"call": "exec", "arguments": {"language": "js", "code": program}},
        {"kill": true},
        {"call": "wait", "arguments": {"session": "$session"}},
        {"call": "approve", "arguments": {"session": "$session"}},
    ]);
    let report = drive(
        &json!({"args": ["--no-warm", "--grant", "mcp:inventory", "--grant", "write-files"], "steps": steps}),
        &ws,
    );
    let steps = report["steps"].as_array().unwrap();
    let asked = &steps[0]["result"]["structuredContent"];
    assert_eq!(asked["status"], "awaiting_approval", "{asked}");
    let session = asked["session"].clone();
    assert_eq!(steps[1]["result"]["killed"], true, "{}", steps[1]["result"]);
    let still = &steps[2]["result"]["structuredContent"];
    assert_eq!(still["status"], "awaiting_approval", "the same session still waits after the restart: {still}");
    assert_eq!(still["session"], session, "{still}");
    assert_eq!(still["approval"]["name"], "inventory.restock", "{still}");
    let done = &steps[3]["result"]["structuredContent"];
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(done["output"]["stdout"], "ordered 5 of B2 after asked at \n", "{done}");
    let effects = std::fs::read_to_string(dir.path().join("effects")).unwrap_or_default();
    let orders: Vec<&str> = effects.lines().collect();
    assert_eq!(orders.len(), 1, "one order, not one per run: {effects}");
    let prefix = format!("B2 5 {}/1/", session.as_str().unwrap());
    assert!(orders[0].starts_with(&prefix), "the order carries its idempotency key: {}", orders[0]);
}
