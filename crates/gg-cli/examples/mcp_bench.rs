//! `cargo xtask bench`'s `gg mcp` row: drives the release binary named by the
//! first argument as an MCP client does (newline-delimited JSON-RPC on its
//! stdin and stdout: `initialize`, `notifications/initialized`, then
//! `tools/call`) and prints p50 and p90 (milliseconds) of an `exec` of a
//! trivial JavaScript program, request written to response read, with a
//! warm server. Not a test: nothing here asserts a time.

mod bench;

use bench::row;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;

struct Server {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: u64,
}

impl Server {
    fn start(bin: &str, dir: &std::path::Path) -> Server {
        let mut child = Command::new(bin)
            .args(["mcp", "--lang", "js", "--no-state"])
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("gg mcp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Server { child, stdin, stdout, next_id: 1 }
    }

    fn send(&mut self, m: &Value) {
        writeln!(self.stdin, "{m}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Sends a request and returns its response's `result`.
    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let mut line = String::new();
            assert!(self.stdout.read_line(&mut line).unwrap() > 0, "gg mcp closed its stdout");
            let m: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
            if m["id"] == id {
                return m.get("result").cloned().unwrap_or_else(|| panic!("an error response: {m}"));
            }
        }
    }

    fn exec(&mut self, code: &str) -> Value {
        let r = self.request("tools/call", json!({"name": "exec", "arguments": {"language": "js", "code": code}}));
        assert_eq!(r["structuredContent"]["status"], "completed", "{r}");
        r
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn main() {
    let bin = std::env::args().nth(1).expect("usage: mcp_bench <path to gg> [turns]");
    let bin = std::fs::canonicalize(&bin).unwrap_or_else(|e| panic!("{bin}: {e}")).display().to_string();
    let turns: usize = std::env::args().nth(2).and_then(|t| t.parse().ok()).unwrap_or(200);
    let dir = tempfile::tempdir().unwrap();
    let mut s = Server::start(&bin, dir.path());
    s.request(
        "initialize",
        json!({"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "gg-mcp-bench", "version": "0"}}),
    );
    s.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    // Warm: the guest's first instances.
    for _ in 0..3 {
        s.exec("1 + 1");
    }
    let ms = (0..turns)
        .map(|_| {
            let started = Instant::now();
            s.exec("1 + 1");
            started.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    println!("{:<34} {:>9} {:>9}", "gg mcp (ms)", "p50", "p90");
    row("exec→completed js (stdio)", ms);
}
