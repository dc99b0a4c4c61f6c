//! `gg session` end to end: the real binary driven over its stdin and stdout
//! by this test process, in all three languages. Every line gg writes is
//! validated against `docs/src/session-protocol.schema.json`.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// The protocol's schema for what gg writes.
fn reply_schema() -> &'static jsonschema::Validator {
    static V: std::sync::OnceLock<jsonschema::Validator> = std::sync::OnceLock::new();
    V.get_or_init(|| {
        let text = std::fs::read_to_string(repo().join("docs/src/session-protocol.schema.json")).unwrap();
        let mut schema: Value = serde_json::from_str(&text).unwrap();
        schema["oneOf"] = json!([{"$ref": "#/$defs/reply"}]);
        jsonschema::validator_for(&schema).expect("the protocol's schema compiles")
    })
}

/// A running `gg session` in a temporary workspace.
struct Broker {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
    dir: tempfile::TempDir,
}

impl Broker {
    fn start() -> Broker {
        let dir = tempfile::tempdir().unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_gg"))
            .arg("session")
            .current_dir(dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("gg session starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Broker { child, stdin, lines, dir }
    }

    fn send(&mut self, message: &Value) {
        writeln!(self.stdin, "{message}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn send_line(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The next line gg writes, checked against the schema.
    fn recv(&self) -> Value {
        let line = self.lines.recv_timeout(Duration::from_secs(120)).expect("gg answers");
        let v: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
        if let Err(e) = reply_schema().validate(&v) {
            panic!("a reply outside the protocol's schema: {e}\n{line}");
        }
        v
    }

    fn request(&mut self, message: Value) -> Value {
        self.send(&message);
        self.recv()
    }

    fn open(&mut self, lang: &str, extra: Value) -> Value {
        let mut open = json!({"type": "open", "id": "o", "lang": lang, "tools": [weather()]});
        for (k, v) in extra.as_object().unwrap() {
            open[k] = v.clone();
        }
        let opened = self.request(open);
        assert_eq!(opened["type"], "opened", "{opened}");
        opened
    }
}

impl Drop for Broker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn weather() -> Value {
    json!({
        "name": "weather",
        "description": "Today's forecast for a city.",
        "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        "output_schema": {"type": "object", "properties": {"sky": {"type": "string"}}}
    })
}

/// Runs `code`, answers its one `weather` call, and returns the final observation.
fn exec_answering_weather(b: &mut Broker, code: &str) -> Value {
    let call = b.request(json!({"type": "exec", "id": 1, "code": code}));
    assert_eq!(call["type"], "tool_call", "{call}");
    assert_eq!(call["name"], "weather");
    assert_eq!(call["arguments"], json!({"city": "Lisbon"}));
    b.send(&json!({"type": "tool_result", "call_id": call["call_id"], "result": {"sky": "sunny"}}));
    b.recv()
}

#[test]
fn a_js_program_calls_a_host_tool_the_agent_answers_then_completes() {
    let mut b = Broker::start();
    let opened = b.open("js", json!({}));
    assert_eq!(opened["protocol"], 1);
    let code = "import { tools } from 'gg';\nconst w = tools.call('weather', { city: 'Lisbon' });\nconsole.log(w.sky);\n`it is ${w.sky}`\n";
    let done = exec_answering_weather(&mut b, code);
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(done["value"], "'it is sunny'");
    assert_eq!(done["output"]["stdout"], "sunny\n");
    // After a final status, wait is a clear error; the session lives on.
    let refused = b.request(json!({"type": "wait", "id": 2}));
    assert_eq!(refused["type"], "error");
    assert!(refused["message"].as_str().unwrap().contains("already ended (completed)"), "{refused}");
    assert_eq!(b.request(json!({"type": "exec", "id": 3, "code": "6 * 7"}))["value"], "42");
}

#[test]
fn a_ruby_program_calls_a_host_tool_and_a_refused_call_raises() {
    let mut b = Broker::start();
    b.open("ruby", json!({}));
    let code = "require \"gg\"\nw = GG::Tools.call(\"weather\", city: \"Lisbon\")\nputs \"sky: #{w[\"sky\"]}\"\n";
    let done = exec_answering_weather(&mut b, code);
    assert_eq!((done["status"].as_str(), done["output"]["stdout"].as_str()), (Some("completed"), Some("sky: sunny\n")));
    let call = b.request(json!({"type": "exec", "code": code}));
    b.send(&json!({"type": "tool_error", "call_id": call["call_id"], "message": "the forecast service is down"}));
    let failed = b.recv();
    assert_eq!(failed["status"], "error", "{failed}");
    let report = failed["error"].as_str().unwrap();
    assert!(report.contains("the forecast service is down") && report.contains("main.rb:2"), "{report}");
}

#[test]
fn a_java_program_calls_a_host_tool_the_agent_answers() {
    let mut b = Broker::start();
    b.open("java", json!({}));
    let code = "import gg.tools.Tools;\n\nclass Program {\n    public static void main(String[] args) {\n        System.out.println(Tools.call(\"weather\", \"{\\\"city\\\": \\\"Lisbon\\\"}\"));\n    }\n}\n";
    let done = exec_answering_weather(&mut b, code);
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(done["output"]["stdout"], "{\"sky\":\"sunny\"}\n");
}

#[test]
fn still_working_past_the_window_then_completed_on_wait() {
    let mut b = Broker::start();
    b.open("js", json!({"limits": {"window_seconds": 0.3}}));
    let code = "const t = Date.now();\nwhile (Date.now() - t < 1000) {}\n'slept'\n";
    let first = b.request(json!({"type": "exec", "code": code}));
    assert_eq!(first["status"], "still_working", "{first}");
    let mut last = first;
    while last["status"] == "still_working" {
        last = b.request(json!({"type": "wait"}));
    }
    assert_eq!((last["status"].as_str(), last["value"].as_str()), (Some("completed"), Some("'slept'")), "{last}");
}

#[test]
fn stop_ends_a_tight_loop_within_100_ms() {
    let mut b = Broker::start();
    b.open("js", json!({"limits": {"window_seconds": 0.2}}));
    assert_eq!(b.request(json!({"type": "exec", "code": "while (true) {}"}))["status"], "still_working");
    let asked = Instant::now();
    let stopped = b.request(json!({"type": "stop", "id": "s"}));
    let took = asked.elapsed();
    assert_eq!(stopped["status"], "terminated", "{stopped}");
    assert_eq!(stopped["outcome"]["end"]["limit"], "stopped", "{stopped}");
    assert!(took < Duration::from_millis(100), "stop took {took:?}");
}

#[test]
fn a_program_past_its_lifetime_ends_without_a_wait() {
    let mut b = Broker::start();
    b.open("js", json!({"limits": {"window_seconds": 0.1, "lifetime_seconds": 0.4}}));
    assert_eq!(b.request(json!({"type": "exec", "code": "while (true) {}"}))["status"], "still_working");
    std::thread::sleep(Duration::from_millis(800));
    let looked = Instant::now();
    let o = b.request(json!({"type": "wait"}));
    assert!(looked.elapsed() < Duration::from_millis(100), "{:?}", looked.elapsed());
    assert_eq!((o["status"].as_str(), o["outcome"]["end"]["limit"].as_str()), (Some("terminated"), Some("lifetime")));
}

#[test]
fn malformed_and_unknown_messages_get_errors_and_the_session_lives_on() {
    let mut b = Broker::start();
    b.send_line("this is not json");
    assert!(b.recv()["message"].as_str().unwrap().starts_with("the line is not JSON"));
    b.send_line("[1, 2]");
    assert_eq!(b.recv()["type"], "error");
    let e = b.request(json!({"type": "frobnicate", "id": 7}));
    assert_eq!((e["id"].as_i64(), e["type"].as_str()), (Some(7), Some("error")));
    assert!(e["message"].as_str().unwrap().contains("unknown message type `frobnicate`"));
    let e = b.request(json!({"type": "wait", "id": 8}));
    assert!(e["message"].as_str().unwrap().contains("needs an open session"), "{e}");
    let e = b.request(json!({"type": "open", "lang": "js", "limits": {"deadline_secs": 5}}));
    let message = e["message"].as_str().unwrap();
    assert!(message.contains("unknown limit `deadline_secs`") && message.contains("deadline_seconds"), "{message}");
    let e = b.request(json!({"type": "open", "lang": "cobol"}));
    assert!(e["message"].as_str().unwrap().contains("unknown language `cobol`"), "{e}");
    let e = b.request(json!({"type": "tool_result", "call_id": 99, "result": 1}));
    assert!(e["message"].as_str().unwrap().contains("no tool call 99"), "{e}");
    b.open("js", json!({}));
    let e = b.request(json!({"type": "exec", "id": 9}));
    assert!(e["message"].as_str().unwrap().contains("needs `code`"), "{e}");
    assert_eq!(b.request(json!({"type": "exec", "code": "'alive'"}))["value"], "'alive'");
    assert_eq!(b.request(json!({"type": "close", "id": 10}))["type"], "closed");
    // The state stayed in the session's own workspace.
    assert!(b.dir.path().join(".gg/state.db").is_file());
}

/// The book's Python example, run exactly as the book's `gg session` chapter shows it.
#[test]
fn the_books_python_example_drives_gg_session() {
    let example = std::fs::read_to_string(repo().join("examples/session.py")).unwrap();
    let chapter = std::fs::read_to_string(repo().join("docs/src/session.md")).unwrap();
    assert!(
        chapter.contains(&format!("```python\n{example}```")),
        "docs/src/session.md must show examples/session.py verbatim"
    );
    let python = Command::new("python3").arg("--version").output();
    assert!(python.is_ok_and(|o| o.status.success()), "python3 is needed for this test (.ci/run installs it)");
    let dir = tempfile::tempdir().unwrap();
    let bin = Path::new(env!("CARGO_BIN_EXE_gg")).parent().unwrap().to_path_buf();
    let path =
        std::env::join_paths(std::iter::once(bin).chain(std::env::split_paths(&std::env::var_os("PATH").unwrap())))
            .unwrap();
    let out = Command::new("python3")
        .arg(repo().join("examples/session.py"))
        .current_dir(dir.path())
        .env("PATH", path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "completed 'sunny in Lisbon'\n");
}

#[test]
fn an_ask_first_tool_waits_for_approve_or_deny() {
    let mut b = Broker::start();
    let mut email = json!({"name": "send_email", "description": "Sends an email.", "approval": "ask",
        "input_schema": {"type": "object", "properties": {"to": {"type": "string"}}, "required": ["to"]}});
    b.open("js", json!({"tools": [weather(), email.take()]}));
    let code = "import { tools } from 'gg';\ntry {\n  const r = tools.call('send_email', { to: 'ada@example.com' });\n  console.log('sent', r.ok);\n} catch (e) {\n  console.log(e.code, e.message);\n}\n";
    let asking = b.request(json!({"type": "exec", "id": 1, "code": code}));
    assert_eq!(asking["status"], "awaiting_approval", "{asking}");
    assert_eq!(asking["approval"], json!({"name": "send_email", "arguments": {"to": "ada@example.com"}}));
    // Approved: the call reaches the agent as an ordinary tool call.
    let call = b.request(json!({"type": "approve", "id": 2}));
    assert_eq!((call["type"].as_str(), call["name"].as_str()), (Some("tool_call"), Some("send_email")), "{call}");
    b.send(&json!({"type": "tool_result", "call_id": call["call_id"], "result": {"ok": true}}));
    let done = b.recv();
    assert_eq!((done["status"].as_str(), done["output"]["stdout"].as_str()), (Some("completed"), Some("sent true\n")));
    // Denied: the call raises in the program with the agent's reason.
    assert_eq!(b.request(json!({"type": "exec", "code": code}))["status"], "awaiting_approval");
    let done = b.request(json!({"type": "deny", "message": "not without a review"}));
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(done["output"]["stdout"], "denied the call to `send_email` was denied: not without a review\n");
    let e = b.request(json!({"type": "approve", "id": 3}));
    assert_eq!(e["type"], "error", "{e}");
}

#[test]
fn session_limits_refuse_a_program_too_long_and_one_too_many() {
    let mut b = Broker::start();
    b.open("js", json!({"limits": {"source_bytes": 16, "programs": 1}}));
    let e = b.request(json!({"type": "exec", "code": "console.log('this is longer than sixteen bytes')"}));
    assert!(e["message"].as_str().unwrap().contains("a program is at most 16"), "{e}");
    assert_eq!(b.request(json!({"type": "exec", "code": "1 + 1"}))["value"], "2");
    let e = b.request(json!({"type": "exec", "code": "2 + 2"}));
    assert!(e["message"].as_str().unwrap().contains("has run its 1 programs"), "{e}");
}

/// Each arm's program text for one scenario.
struct Programs {
    lang: &'static str,
    /// Runs about a second of wall time, then completes.
    slow: &'static str,
    /// Never ends by itself.
    spin: &'static str,
    /// Calls `nap` eight times through `parallel` with labels a..h and prints
    /// the labels in result order.
    parallel: &'static str,
    /// Calls the ask-first `send_email` and prints what happened.
    ask: &'static str,
}

const PROGRAMS: &[Programs] = &[
    Programs {
        lang: "ruby",
        slow: "started = Time.now\nnil while Time.now - started < 1.0\nputs \"slept\"\n",
        spin: "loop { }\n",
        parallel: "require \"gg\"\nresults = GG::Tools.parallel(*(\"a\"..\"h\").map { |l| [:nap, { label: l }] })\nputs results.map { |r| r[\"label\"] }.join\n",
        ask: "require \"gg\"\nbegin\n  GG::Tools.send_email(to: \"ada@example.com\")\n  puts \"sent\"\nrescue GG::Core::ApiError => e\n  puts \"#{e.code}: #{e.message}\"\nend\n",
    },
    Programs {
        lang: "java",
        slow: "class Program {\n    public static void main(String[] args) {\n        long start = System.currentTimeMillis();\n        while (System.currentTimeMillis() - start < 1000) { }\n        System.out.println(\"slept\");\n    }\n}\n",
        spin: "class Program {\n    public static void main(String[] args) {\n        long n = 0;\n        while (n >= 0) { n++; }\n    }\n}\n",
        parallel: "import gg.tools.Tools;\nimport java.util.ArrayList;\nimport java.util.List;\n\nclass Program {\n    public static void main(String[] args) {\n        List<Tools.Call> calls = new ArrayList<>();\n        for (char c = 'a'; c <= 'h'; c++) {\n            calls.add(Tools.Call.of(\"nap\", \"{\\\"label\\\": \\\"\" + c + \"\\\"}\"));\n        }\n        StringBuilder out = new StringBuilder();\n        for (String r : Tools.parallel(calls)) {\n            out.append(r.charAt(r.length() - 3));\n        }\n        System.out.println(out);\n    }\n}\n",
        ask: "import gg.ApiError;\nimport gg.tools.Tools;\n\nclass Program {\n    public static void main(String[] args) {\n        try {\n            Tools.call(\"send_email\", \"{\\\"to\\\": \\\"ada@example.com\\\"}\");\n            System.out.println(\"sent\");\n        } catch (ApiError e) {\n            System.out.println(e.code().wireName() + \": \" + e.detail());\n        }\n    }\n}\n",
    },
    Programs {
        lang: "js",
        slow: "const t = Date.now();\nwhile (Date.now() - t < 1000) {}\nconsole.log('slept');\n",
        spin: "for (;;) {}\n",
        parallel: "import { tools } from 'gg';\nconst labels = [...'abcdefgh'];\nconst results = tools.parallel(labels.map((label) => ['nap', { label }]));\nconsole.log(results.map((r) => r.label).join(''));\n",
        ask: "import { tools } from 'gg';\ntry {\n  tools.sendEmail({ to: 'ada@example.com' });\n  console.log('sent');\n} catch (e) {\n  console.log(`${e.code}: ${e.message}`);\n}\n",
    },
];

/// The lifecycle in every arm through the real binary: still_working then
/// completed on wait, stop, lifetime expiry, `tools.parallel` in call order
/// (the agent answering the calls as they come), approve and deny.
#[test]
fn the_lifecycle_in_every_arm() {
    for p in PROGRAMS {
        let mut b = Broker::start();
        let nap = json!({"name": "nap", "description": "Answers with its label.",
            "input_schema": {"type": "object", "properties": {"label": {"type": "string"}}, "required": ["label"]}});
        let email = json!({"name": "send_email", "description": "Sends an email.", "approval": "ask",
            "input_schema": {"type": "object", "properties": {"to": {"type": "string"}}, "required": ["to"]}});
        // The window covers a first Java build (seconds); the slow program
        // runs past it once warm.
        b.open(p.lang, json!({"tools": [nap, email], "limits": {"window_seconds": 60, "lifetime_seconds": 600}}));
        let warm = b.request(json!({"type": "exec", "code": p.slow}));
        assert_eq!(
            (warm["status"].as_str(), warm["output"]["stdout"].as_str()),
            (Some("completed"), Some("slept\n")),
            "{}: {warm}",
            p.lang
        );

        // Parallel: answer each call with its own label, in arrival order.
        b.send(&json!({"type": "exec", "code": p.parallel}));
        let done = loop {
            let m = b.recv();
            if m["type"] == "tool_call" {
                let label = m["arguments"]["label"].clone();
                b.send(&json!({"type": "tool_result", "call_id": m["call_id"], "result": {"label": label}}));
            } else {
                break m;
            }
        };
        assert_eq!(
            (done["status"].as_str(), done["output"]["stdout"].as_str()),
            (Some("completed"), Some("abcdefgh\n")),
            "{}: {done}",
            p.lang
        );

        // Approve, then deny.
        let asking = b.request(json!({"type": "exec", "code": p.ask}));
        assert_eq!(asking["status"], "awaiting_approval", "{}: {asking}", p.lang);
        let call = b.request(json!({"type": "approve"}));
        assert_eq!(call["name"], "send_email", "{}: {call}", p.lang);
        b.send(&json!({"type": "tool_result", "call_id": call["call_id"], "result": {"ok": true}}));
        assert_eq!(b.recv()["output"]["stdout"], "sent\n", "{}", p.lang);
        assert_eq!(b.request(json!({"type": "exec", "code": p.ask}))["status"], "awaiting_approval");
        let denied = b.request(json!({"type": "deny", "message": "not today"}));
        let out = denied["output"]["stdout"].as_str().unwrap_or_default();
        assert!(out.starts_with("denied: ") && out.contains("not today"), "{}: {denied}", p.lang);
        b.request(json!({"type": "close"}));

        // Short windows: still_working, wait, stop, lifetime.
        b.open(p.lang, json!({"limits": {"window_seconds": 0.3, "lifetime_seconds": 600}}));
        let mut o = b.request(json!({"type": "exec", "code": p.slow}));
        assert_eq!(o["status"], "still_working", "{}: {o}", p.lang);
        while o["status"] == "still_working" {
            o = b.request(json!({"type": "wait"}));
        }
        assert_eq!(o["status"], "completed", "{}: {o}", p.lang);
        // The first spin compiles (a Java program takes seconds, which no
        // stop interrupts); the measured one runs from the cache.
        assert_eq!(b.request(json!({"type": "exec", "code": p.spin}))["status"], "still_working");
        assert_eq!(b.request(json!({"type": "stop"}))["status"], "terminated");
        assert_eq!(b.request(json!({"type": "exec", "code": p.spin}))["status"], "still_working");
        let asked = Instant::now();
        let stopped = b.request(json!({"type": "stop"}));
        assert_eq!(stopped["outcome"]["end"]["limit"], "stopped", "{}: {stopped}", p.lang);
        assert!(asked.elapsed() < Duration::from_millis(100), "{}: stop took {:?}", p.lang, asked.elapsed());
        b.request(json!({"type": "close"}));
        b.open(p.lang, json!({"limits": {"window_seconds": 0.1, "lifetime_seconds": 0.5}}));
        assert_eq!(b.request(json!({"type": "exec", "code": p.spin}))["status"], "still_working");
        std::thread::sleep(Duration::from_millis(900));
        let expired = b.request(json!({"type": "wait"}));
        assert_eq!(expired["outcome"]["end"]["limit"], "lifetime", "{}: {expired}", p.lang);
    }
}

/// `keep_state` through the real binary: the second program sees the first's
/// top level (JavaScript, CRuby, Opal and CPython); Java refuses
/// it at open.
#[test]
fn keep_state_carries_the_top_level_across_execs() {
    let cases = [
        ("js", "const base = 40;\nfunction plus(n) { return base + n; }\n", "plus(2)\n", "42"),
        ("opal", "base = 40\ndef plus(n, base) = base + n\n", "plus(2, base)\n", "42"),
        ("ruby", "base = 40\ndef plus(n, base) = base + n\n", "plus(2, base)\n", "42"),
        ("python", "base = 40\ndef plus(n):\n    return base + n\n", "plus(2)\n", "42"),
    ];
    for (lang, first, second, value) in cases {
        let mut b = Broker::start();
        b.open(lang, json!({"keep_state": true, "limits": {"window_seconds": 30}}));
        let o = b.request(json!({"type": "exec", "code": first}));
        assert_eq!(o["status"], "completed", "{lang}: {o}");
        let o = b.request(json!({"type": "exec", "code": second}));
        assert_eq!((o["status"].as_str(), o["value"].as_str()), (Some("completed"), Some(value)), "{lang}: {o}");
        b.request(json!({"type": "close"}));
        // Without keep_state the second program does not see the first's.
        b.open(lang, json!({"limits": {"window_seconds": 30}}));
        b.request(json!({"type": "exec", "code": first}));
        let o = b.request(json!({"type": "exec", "code": second}));
        assert_eq!(o["status"], "error", "{lang}: {o}");
    }
    // Java compiles and runs every program in a fresh instance: no top level to keep.
    for lang in ["java"] {
        let mut b = Broker::start();
        let e = b.request(json!({"type": "open", "lang": lang, "keep_state": true}));
        assert_eq!(e["type"], "error", "{e}");
        assert!(e["message"].as_str().unwrap().contains(&format!("{lang} does not keep state")), "{e}");
    }
}
