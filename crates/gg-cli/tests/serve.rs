//! `gg serve` end to end: the real binary on loopback, driven by real
//! clients: the official MCP SDK over Streamable HTTP, a WebSocket client
//! (`ws`) and `fetch`, all from `tests/mcp-client/serve-client.mjs`
//! (pinned by its `package-lock.json`), and raw TCP for what no polite
//! client sends.
//!
//! Each scenario under `tests/serve/` is one server (its configuration in
//! the scenario, its tenants' workspaces in a fresh directory) and one
//! client run; what every step returned is an insta snapshot under
//! `snapshots/serve/`, session ids and timings redacted.

use crate::common::{installed, repo};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running `gg serve`, killed when dropped.
pub struct Server {
    child: Child,
    pub port: u16,
    stderr: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    /// Starts `gg serve --listen 127.0.0.1:0` with `args` in `dir`, with
    /// `env` added, and waits until it is ready.
    pub fn start(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_gg"));
        command
            .arg("serve")
            .args(["--listen", "127.0.0.1:0", "--no-warm"])
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (k, v) in env {
            command.env(k, v);
        }
        let mut child = command.spawn().expect("gg serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let mut err = child.stderr.take().unwrap();
        let keep = stderr.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = err.read(&mut buf) {
                if n == 0 {
                    break;
                }
                keep.lock().unwrap().push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let port = line
            .trim()
            .rsplit(':')
            .next()
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("gg serve said `{line}`; stderr: {}", stderr.lock().unwrap()));
        let server = Server { child, port, stderr };
        let until = Instant::now() + Duration::from_secs(30);
        while server.get("/readyz").0 != 200 {
            assert!(Instant::now() < until, "gg serve never became ready");
            std::thread::sleep(Duration::from_millis(50));
        }
        server
    }

    pub fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// One request as raw bytes; the status and the whole answer (the
    /// server closes: `Connection: close`), or `(0, "")` when nothing
    /// listens.
    pub fn raw(&self, request: &[u8]) -> (u16, String) {
        let Ok(mut s) = TcpStream::connect(("127.0.0.1", self.port)) else { return (0, String::new()) };
        s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        let _ = s.write_all(request);
        let mut answer = Vec::new();
        let _ = s.read_to_end(&mut answer);
        let text = String::from_utf8_lossy(&answer).into_owned();
        let status = text.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
        (status, text)
    }

    pub fn get(&self, path: &str) -> (u16, String) {
        self.raw(format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes())
    }

    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// The server's anonymous resident memory, in KiB: what it allocated
    /// (its binary's pages, file-backed and shared, are not counted: they
    /// grow as code runs for the first time).
    pub fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let line = status.lines().find(|l| l.starts_with("RssAnon:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    }

    pub fn signal(&self, signal: i32) {
        let status = Command::new("kill").arg(format!("-{signal}")).arg(self.child.id().to_string()).status().unwrap();
        assert!(status.success());
    }

    /// Waits for the process to end; its exit status.
    pub fn wait(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let until = Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            if Instant::now() > until {
                return None;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// Runs a client scenario's `steps` against the server at `base`: the
/// client's report.
pub fn drive(base: &str, steps: &Value) -> Value {
    let mut child = Command::new("node")
        .arg(installed().join("serve-client.mjs"))
        .arg(base)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node runs");
    child.stdin.take().unwrap().write_all(json!({ "steps": steps }).to_string().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "the client failed ({}): {stdout}", out.status);
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("the client's report is not JSON ({e}): {stdout}"))
}

/// A scenario's server: its configuration written into `dir` (`{dir}` in
/// it is `dir`), the directories (`dirs`) and files (`files`) it names
/// made, its environment (`env`) set.
fn start_scenario(scenario: &Value, dir: &Path) -> Server {
    for d in scenario["dirs"].as_array().into_iter().flatten() {
        std::fs::create_dir_all(dir.join(d.as_str().unwrap())).unwrap();
    }
    for (path, text) in scenario["files"].as_object().into_iter().flatten() {
        std::fs::write(dir.join(path), text.as_str().unwrap()).unwrap();
    }
    let mut args = Vec::new();
    let config = dir.join("serve.toml");
    if let Some(text) = scenario["config"].as_str() {
        std::fs::write(&config, text.replace("{dir}", &dir.to_string_lossy())).unwrap();
        args.push("--config".to_string());
        args.push(config.to_string_lossy().into_owned());
    }
    for a in scenario["args"].as_array().into_iter().flatten() {
        args.push(a.as_str().unwrap().to_string());
    }
    let env: Vec<(String, String)> = scenario["env"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_string()))
        .collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    Server::start(dir, &args, &env)
}

/// An observation or message without what varies run to run (the whole
/// outcome: its `end` is kept).
fn settle(v: &Value) -> Value {
    let mut v = v.clone();
    if let Some(o) = v.as_object_mut()
        && let Some(outcome) = o.remove("outcome")
    {
        o.insert("outcome.end".into(), outcome["end"].clone());
    }
    v
}

/// The metrics lines a snapshot keeps: turns and engine sessions.
/// Sorted: a family's series come in no fixed order.
fn metric_lines(body: &str) -> String {
    let mut lines: Vec<&str> = body
        .lines()
        .filter(|l| {
            ["gg_turns_total", "gg_sessions_open", "gg_programs_running", "gg_draining"]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .collect();
    lines.sort();
    lines.join("\n")
}

fn render(report: &Value) -> String {
    let mut out = String::new();
    for s in report["steps"].as_array().unwrap() {
        let (step, result) = (&s["step"], &s["result"]);
        out.push_str(&format!("── {step}\n"));
        let shown = if step.get("http").is_some() && step["path"] == "/metrics" {
            json!({"status": result["status"], "metrics": metric_lines(result["body"].as_str().unwrap_or_default())})
        } else if let Some(messages) = result.get("messages") {
            let mut r = result.clone();
            r["messages"] = Value::Array(messages.as_array().unwrap().iter().map(settle).collect());
            r
        } else if let Some(structured) = result.get("structured") {
            let mut r = result.clone();
            r["structured"] = settle(structured);
            r
        } else {
            result.clone()
        };
        out.push_str(&serde_json::to_string_pretty(&shown).unwrap());
        out.push('\n');
    }
    out
}

#[test]
fn scenarios() {
    let snapshots = repo().join("snapshots/serve");
    let mut seen = BTreeSet::new();
    insta::glob!("serve/*.json", |path| {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let scenario: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let server = start_scenario(&scenario, dir.path());
        let report = drive(&server.base(), &scenario["steps"]);
        let text = render(&report);
        // The server lives on after whatever the scenario sent.
        assert_eq!(server.get("/healthz").0, 200, "{stem}: the server is not healthy; stderr:\n{}", server.stderr());
        // No program text reaches the log.
        for step in scenario["steps"].as_array().unwrap() {
            if let Some(code) = step["arguments"]["code"].as_str().or(step["message"]["code"].as_str()) {
                assert!(!server.stderr().contains(code), "{stem}: the log holds a program's text");
            }
        }
        insta::with_settings!({
            snapshot_path => &snapshots,
            prepend_module_to_snapshot => false,
            omit_expression => true,
            input_file => path,
            filters => vec![
                (r"s(\d+)-[0-9a-f]{32}", "s$1-[id]"),
                (r"127\.0\.0\.1:\d+", "127.0.0.1:[port]"),
                (r#""(p50_ms|p99_ms)": \d+"#, r#""$1": "[ms]""#),
            ],
        }, {
            insta::assert_snapshot!(stem.clone(), text);
        });
        seen.insert(format!("{stem}@{stem}.json.snap"));
    });
    crate::common::reject_stray_snapshots(&snapshots, &seen, "scenario");
}

/// A token-less server that would listen beyond loopback is refused, and
/// so is one with no configuration and no `--insecure-loopback`.
#[test]
fn without_a_token_it_serves_only_loopback_and_only_when_told() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_gg")).arg("serve").args(args).current_dir(dir.path()).output().unwrap()
    };
    let out = run(&["--listen", "127.0.0.1:0"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("needs a tenant with a token") && said.contains("--insecure-loopback"), "{said}");
    let out = run(&["--insecure-loopback", "--listen", "0.0.0.0:0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("binds only 127.0.0.1"));
}

/// SIGTERM while a program runs: /readyz fails, no session opens, the
/// program has its grace, then is stopped; its client reads the final
/// observation, and the process exits 0 within grace + 5 s.
#[test]
fn sigterm_drains_a_running_program() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("serve.toml"),
        "[serve]\ngrace-seconds = 2\n[serve.tenants.a]\nworkspace = \".\"\ntoken-sha256 = [\"d40ab4efae8afe82f0fda0f0fc785ff61bec7b5f329c6070c453594397e03568\"]\n",
    )
    .unwrap();
    let mut server = Server::start(dir.path(), &["--config", "serve.toml"], &[]);
    let steps = json!([
        {"ws_connect": "w", "token": "beta-secret"},
        {"ws_send": "w", "message": {"type": "open", "id": 1, "lang": "js"}},
        {"ws_expect": "w", "type": "opened"},
        {"ws_send": "w", "message": {"type": "exec", "id": 2, "code": "console.log('started'); for (;;) {}"}},
        {"ws_expect": "w", "type": "observation", "id": 2, "timeout_ms": 60000},
    ]);
    let base = server.base();
    let client = std::thread::spawn(move || drive(&base, &steps));
    // The program runs: the metrics say so.
    let until = Instant::now() + Duration::from_secs(30);
    while !server.get("/metrics").1.contains("gg_programs_running{tenant=\"a\"} 1") {
        assert!(Instant::now() < until, "the program never ran:\n{}", server.stderr());
        std::thread::sleep(Duration::from_millis(50));
    }
    let signalled = Instant::now();
    server.signal(15);
    std::thread::sleep(Duration::from_millis(300));
    let (ready, body) = server.get("/readyz");
    assert_eq!(ready, 503, "{body}");
    assert!(body.contains("\"limit\":\"draining\""), "{body}");
    let (status, body) = server.raw(
        b"GET /session HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer beta-secret\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
    );
    assert_eq!(status, 503, "a session opened while draining: {body}");
    let status = server.wait(Duration::from_secs(2 + 5)).expect("gg serve did not exit within grace + 5 s");
    assert!(status.success(), "{status}: {}", server.stderr());
    let took = signalled.elapsed();
    assert!(took >= Duration::from_secs(2), "the program had no grace ({took:?})");
    let report = client.join().unwrap();
    let last = &report["steps"][4]["result"]["messages"];
    let observation = last
        .as_array()
        .and_then(|m| m.last())
        .unwrap_or_else(|| panic!("no observation: {report}\n{}", server.stderr()));
    assert_eq!(observation["status"], "terminated", "{report}");
    assert_eq!(observation["output"]["stdout"], "started\n", "{report}");
}

/// What a raw connection got: the status of the answer (0 for none) and
/// whether the server closed the connection.
fn exchange(port: u16, parts: &[&[u8]], pause: Duration, shut: bool) -> (u16, bool) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    for part in parts {
        if s.write_all(part).is_err() {
            break;
        }
        std::thread::sleep(pause);
    }
    if shut {
        let _ = s.shutdown(std::net::Shutdown::Write);
    }
    let mut answer = Vec::new();
    let closed = s.read_to_end(&mut answer).is_ok();
    let text = String::from_utf8_lossy(&answer);
    (text.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0), closed)
}

/// Opens an MCP session (its `initialize`) and walks away from it.
fn abandoned_session(port: u16) -> u16 {
    let body = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"hostile","version":"1"}}}"#;
    let head = format!(
        "POST /mcp HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer hostile-token\r\nContent-Type: application/json\r\n\
         Accept: application/json, text/event-stream\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    exchange(port, &[head.as_bytes()], Duration::ZERO, false).0
}

/// The value of the first metrics line starting with `series`.
fn metric(server: &Server, series: &str) -> Option<f64> {
    let (_, page) = server.get("/metrics");
    page.lines().find(|l| l.starts_with(series)).and_then(|l| l.rsplit(' ').next()?.parse().ok())
}

/// One round of what no polite client sends: heads too large, clients too
/// slow, bytes that are not UTF-8, sockets left half open, then `sessions`
/// MCP sessions opened and abandoned. Each is answered with a 4xx or a
/// close, and the server serves others meanwhile. Returns the resident
/// memory at the peak.
fn hostile_round(server: &Server, sessions: usize) -> u64 {
    let port = server.port;
    // A head past the buffer: 431, however it is padded.
    let big = format!("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: {}\r\n\r\n", "a".repeat(200 << 10));
    assert_eq!(exchange(port, &[big.as_bytes()], Duration::ZERO, false), (431, true));
    let many: String = (0..500).map(|i| format!("X-H{i}: v\r\n")).collect();
    let many = format!("GET /healthz HTTP/1.1\r\nHost: x\r\n{many}\r\n");
    assert_eq!(exchange(port, &[many.as_bytes()], Duration::ZERO, false).0, 431);
    // Not UTF-8 in the request line, a token and a JSON body; not HTTP.
    assert_eq!(exchange(port, &[b"GET /\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n"], Duration::ZERO, false).0, 400);
    let bad_token = b"GET /metrics HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \xff\xfe\r\nConnection: close\r\n\r\n";
    assert_eq!(exchange(port, &[bad_token], Duration::ZERO, false).0, 200);
    let bad_token = b"POST /mcp HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \xff\xfe\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}";
    assert_eq!(exchange(port, &[bad_token], Duration::ZERO, false).0, 401);
    let bad_body = b"POST /mcp HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer hostile-token\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 6\r\nConnection: close\r\n\r\n\"\xff\xfe\xfd\"}";
    let (status, _) = exchange(port, &[bad_body], Duration::ZERO, false);
    assert!((400..500).contains(&status), "{status}");
    assert_eq!(exchange(port, &[b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"], Duration::ZERO, false).0, 400);
    // Slow clients, a piece of the head at a time and then nothing: closed
    // once the head is late (header-seconds), never served.
    let slow: Vec<_> = (0..16)
        .map(|_| {
            std::thread::spawn(move || {
                exchange(port, &[b"GET /heal", b"thz HTTP/1.1\r\n", b"Host: x\r\n"], Duration::from_millis(400), false)
            })
        })
        .collect();
    // Half-open sockets: a head and part of its body, or nothing, then the
    // client's side shut.
    let half: Vec<_> = (0..64)
        .map(|i| {
            std::thread::spawn(move || {
                let part: &[u8] = if i % 2 == 0 {
                    b"POST /mcp HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer hostile-token\r\nContent-Length: 1000\r\n\r\nabc"
                } else {
                    b""
                };
                exchange(port, &[part], Duration::ZERO, true)
            })
        })
        .collect();
    assert_eq!(server.get("/healthz").0, 200, "not served beside slow and half-open clients");
    for t in slow {
        let (status, closed) = t.join().unwrap();
        assert!(closed && status != 200, "a slow client was served: {status}");
    }
    for t in half {
        let (status, closed) = t.join().unwrap();
        assert!(closed && status != 200, "a half-open socket was served: {status}");
    }
    // Sessions opened and abandoned, four clients at a time.
    let opened: usize = (0..4)
        .map(|_| std::thread::spawn(move || (0..sessions / 4).filter(|_| abandoned_session(port) == 200).count()))
        .collect::<Vec<_>>()
        .into_iter()
        .map(|t| t.join().unwrap())
        .sum();
    assert_eq!(opened, sessions);
    let peak = server.rss_kib();
    // The sessions' idle time closes them all.
    let until = Instant::now() + Duration::from_secs(60);
    while metric(server, "gg_mcp_sessions{tenant=\"h\"}") != Some(0.0) {
        assert!(Instant::now() < until, "abandoned MCP sessions were never closed:\n{}", server.stderr());
        std::thread::sleep(Duration::from_millis(200));
    }
    // The server gives freed memory back a few seconds after sessions close.
    std::thread::sleep(Duration::from_secs(4));
    assert_eq!(server.get("/healthz").0, 200);
    assert_eq!(server.get("/readyz").0, 200);
    peak
}

/// The hostile round twice: the server stays healthy, and after the second
/// its anonymous resident memory is back within 10% of where the first
/// left it. The first round is the baseline because it takes the
/// allocator's heaps to their high-water mark (about 20 MiB above a fresh
/// server's, measured, and flat over further rounds): the test guards that
/// no session, connection or refused request leaves anything behind.
#[test]
fn hostile_http_leaves_the_server_healthy_and_its_memory_where_it_was() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("work")).unwrap();
    std::fs::write(
        dir.path().join("serve.toml"),
        "[serve]\nsessions = 20000\nheader-seconds = 1\nidle-seconds = 2\n\n\
         [serve.tenants.h]\nworkspace = \"work\"\ntoken-env = \"GG_HOSTILE_TOKEN\"\nsessions = 20000\n",
    )
    .unwrap();
    let server = Server::start(dir.path(), &["--config", "serve.toml"], &[("GG_HOSTILE_TOKEN", "hostile-token")]);
    let fresh = server.rss_kib();
    hostile_round(&server, 10_000);
    let before = server.rss_kib();
    let peak = hostile_round(&server, 10_000);
    let after = server.rss_kib();
    eprintln!(
        "anonymous resident memory: {fresh} KiB fresh, {before} KiB after a first round, \
         {peak} KiB at the second's peak, {after} KiB after it"
    );
    assert!(
        after * 10 <= before * 11,
        "memory did not come back: {before} KiB before, {after} KiB after (peak {peak})"
    );
}

/// `[serve] hand-over`: a durable program still running at the end of the
/// grace (waiting for an approval, its client gone) is handed over, not
/// stopped; the next `gg serve` on the same state takes it up, and a
/// socket's `resume` finds it still waiting, by the same id.
#[test]
fn a_drain_hands_a_durable_program_over_to_the_next_server() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("serve.toml"),
        "[serve]\ngrace-seconds = 1\nhand-over = true\n[serve.tenants.a]\nworkspace = \".\"\ntoken-sha256 = [\"d40ab4efae8afe82f0fda0f0fc785ff61bec7b5f329c6070c453594397e03568\"]\n",
    )
    .unwrap();
    let tools =
        json!([{"name": "deploy", "description": "Deploys.", "input_schema": {"type": "object"}, "approval": "ask"}]);
    let program = "import { tools } from 'gg';\nconsole.log('asking');\nconst r = tools.deploy({ to: 'prod' });\nconsole.log(`deployed ${r.ok}`);\n";
    let mut server = Server::start(dir.path(), &["--config", "serve.toml"], &[]);
    let steps = json!([
        {"ws_connect": "w", "token": "beta-secret"},
        {"ws_send": "w", "message": {"type": "open", "id": 1, "lang": "js", "tools": tools, "grants": ["tools"]}},
        {"ws_expect": "w", "type": "opened"},
        {"ws_send": "w", "message": {"type": "exec", "id": 2, "code": program}},
        {"ws_expect": "w", "type": "observation", "id": 2},
    ]);
    let report = drive(&server.base(), &steps);
    server.signal(15);
    let status = server.wait(Duration::from_secs(1 + 5)).expect("gg serve did not exit within grace + 5 s");
    assert!(status.success(), "{status}: {}", server.stderr());
    let messages = |step: usize| report["steps"][step]["result"]["messages"].as_array().cloned().unwrap_or_default();
    let session = messages(2).last().map(|m| m["session"].clone()).unwrap_or_default();
    let asked = messages(4).last().cloned().unwrap_or_default();
    assert_eq!(asked["status"], "awaiting_approval", "{report}");
    assert_eq!(asked["output"]["stdout"], "asking\n", "{report}");
    // The successor.
    let server = Server::start(dir.path(), &["--config", "serve.toml"], &[]);
    let steps = json!([
        {"ws_connect": "w", "token": "beta-secret"},
        {"ws_send": "w", "message": {"type": "resume", "id": 1, "session": session}},
        {"ws_expect": "w", "type": "resumed"},
        {"ws_send": "w", "message": {"type": "wait", "id": 2}},
        {"ws_expect": "w", "type": "observation", "id": 2, "timeout_ms": 60000},
        {"ws_send": "w", "message": {"type": "approve", "id": 3}},
        {"ws_expect": "w", "type": "tool_call"},
        {"ws_send": "w", "message": {"type": "tool_result", "call_id": "$call_id", "result": {"ok": true}}},
        {"ws_expect": "w", "type": "observation", "id": 3, "timeout_ms": 60000},
    ]);
    let report = drive(&server.base(), &steps);
    let messages = |step: usize| report["steps"][step]["result"]["messages"].as_array().cloned().unwrap_or_default();
    let waiting = messages(4).last().cloned().unwrap_or_default();
    assert_eq!(waiting["status"], "awaiting_approval", "the successor has it waiting: {report}\n{}", server.stderr());
    assert_eq!(waiting["output"]["stdout"], "", "nothing delivered twice: {report}");
    let call = messages(6).last().cloned().unwrap_or_default();
    assert!(call["idempotency_key"].as_str().is_some_and(|k| k.starts_with(session.as_str().unwrap())), "{report}");
    let done = messages(8).last().cloned().unwrap_or_default();
    assert_eq!(done["status"], "completed", "{report}");
    assert_eq!(done["output"]["stdout"], "deployed true\n", "{report}");
}
