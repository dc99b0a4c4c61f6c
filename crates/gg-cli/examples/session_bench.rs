//! `cargo xtask bench`'s `gg session` rows: drives the release binary named
//! by the first argument over its JSON-lines protocol and prints p50 and p90
//! (milliseconds) of: an exec→completed round trip of a trivial program per
//! arm (warm session), eight 50 ms tool calls through `tools.parallel`
//! against the same eight called one by one, and the latency of `stop` on a
//! tight loop. Not a test: nothing here asserts a time.

mod bench;

use bench::row;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

struct Broker {
    child: Child,
    /// Shared: tool replies are written by the threads that answer them.
    stdin: Arc<Mutex<ChildStdin>>,
    stdout: BufReader<ChildStdout>,
}

impl Broker {
    fn start(bin: &str, dir: &std::path::Path) -> Broker {
        let mut child = Command::new(bin)
            .arg("session")
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("gg session starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Broker { child, stdin: Arc::new(Mutex::new(stdin)), stdout }
    }

    fn send(&mut self, m: &Value) {
        write_line(&self.stdin, m);
    }

    fn recv(&mut self) -> Value {
        let mut line = String::new();
        self.stdout.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"))
    }

    fn request(&mut self, m: Value) -> Value {
        self.send(&m);
        self.recv()
    }

    /// Runs `code`, answering every `nap` tool call 50 ms after it arrives
    /// (each on its own thread), until the final observation.
    fn exec_napping(&mut self, code: &str) -> Value {
        self.send(&json!({"type": "exec", "code": code}));
        loop {
            let m = self.recv();
            if m["type"] == "tool_call" {
                let (stdin, call) = (self.stdin.clone(), m["call_id"].clone());
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_millis(50));
                    write_line(&stdin, &json!({"type": "tool_result", "call_id": call, "result": {"ok": true}}));
                });
            } else if m["type"] == "observation" && m["status"] != "still_working" {
                return m;
            }
        }
    }
}

fn write_line(stdin: &Mutex<ChildStdin>, m: &Value) {
    let mut stdin = stdin.lock().unwrap();
    writeln!(stdin, "{m}").unwrap();
    stdin.flush().unwrap();
}

impl Drop for Broker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn timed(n: usize, mut f: impl FnMut() -> Value) -> Vec<f64> {
    (0..n)
        .map(|_| {
            let started = Instant::now();
            let o = f();
            assert_eq!(o["status"], "completed", "{o}");
            started.elapsed().as_secs_f64() * 1e3
        })
        .collect()
}

fn main() {
    let bin = std::env::args().nth(1).expect("usage: session_bench <path to gg> [turns]");
    let turns: usize = std::env::args().nth(2).and_then(|t| t.parse().ok()).unwrap_or(200);
    let dir = tempfile::tempdir().unwrap();
    println!("{:<34} {:>9} {:>9}", "gg session (ms)", "p50", "p90");
    for (lang, code) in [
        ("js", "1 + 1"),
        ("ruby", "x = 1 + 1"),
        ("java", "class Program { public static void main(String[] a) { int x = 1 + 1; } }"),
    ] {
        let mut b = Broker::start(&bin, dir.path());
        b.request(json!({"type": "open", "lang": lang, "state": false}));
        // Warm: the compiler, the guest, a compiled program's cache.
        for _ in 0..3 {
            b.request(json!({"type": "exec", "code": code}));
        }
        let n = if lang == "js" { turns } else { turns.min(50) };
        row(&format!("exec→completed {lang}"), timed(n, || b.request(json!({"type": "exec", "code": code}))));
    }
    let nap = json!({"name": "nap", "description": "Sleeps 50 ms.", "input_schema": {"type": "object"}});
    let mut b = Broker::start(&bin, dir.path());
    b.request(json!({"type": "open", "lang": "js", "state": false, "tools": [nap]}));
    let parallel = "import { tools } from 'gg';\ntools.parallel(Array.from({ length: 8 }, () => ['nap', {}])).length\n";
    let sequential = "import { tools } from 'gg';\nfor (let i = 0; i < 8; i++) tools.call('nap', {});\n8\n";
    row("tools.parallel 8 x 50 ms", timed(10, || b.exec_napping(parallel)));
    row("8 x 50 ms one by one", timed(5, || b.exec_napping(sequential)));
    let mut b = Broker::start(&bin, dir.path());
    b.request(json!({"type": "open", "lang": "js", "state": false, "limits": {"window_seconds": 0.05}}));
    let mut stops = Vec::new();
    for _ in 0..20 {
        b.request(json!({"type": "exec", "code": "while (true) {}"}));
        let started = Instant::now();
        let o = b.request(json!({"type": "stop"}));
        assert_eq!(o["status"], "terminated", "{o}");
        stops.push(started.elapsed().as_secs_f64() * 1e3);
    }
    row("stop of a tight loop", stops);
}
