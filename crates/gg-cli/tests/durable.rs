//! Durable programs, killed for real: for each arm, the program in
//! `tests/durable/<arm>.*` (clock and random reads, a file written, a tool
//! called, an ask-first tool approved, a second file) runs under the real
//! `gg session`, which this test kills with SIGKILL at seeded points (as a
//! message arrives, and at random instants while the program runs or is
//! replayed), restarts in the same workspace, and takes up again with
//! `resume`. Every run must end as an uninterrupted run ends:
//! * every chunk of output the client received across the restarts is in
//!   the final outcome's stdout (the whole of it, as the last replay wrote
//!   it), in order, none twice: every clock and random value the program
//!   printed the same after each replay (a chunk on its way when gg died
//!   may be missing; the outcome carries it);
//! * each tool call's effect happened once per idempotency key (the tool
//!   host below applies a key once and answers a repeat with the first
//!   answer), and there are exactly two keys;
//! * both files hold the values of one run;
//! * the output, numbers masked, is the arm's snapshot.
//!
//! `GG_DURABLE_SEED` and `GG_DURABLE_KILLS` (kills per arm, default 200)
//! reproduce or widen a run; the seed is printed.

use crate::common::Seeded;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// One running `gg session`.
struct Gg {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Gg {
    fn start(workspace: &Path) -> Gg {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gg"))
            .arg("session")
            .current_dir(workspace)
            .env("GG_JAVA_DAEMON", "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
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
        Gg { child, stdin, lines }
    }

    fn send(&mut self, message: &Value) {
        // A write to a gg that was just killed may fail; the test restarts it.
        let _ = writeln!(self.stdin, "{message}");
        let _ = self.stdin.flush();
    }

    /// The next message, or `None` once `until` passes.
    fn next(&mut self, until: Instant) -> Option<Value> {
        let left = until.saturating_duration_since(Instant::now());
        let line = self.lines.recv_timeout(left).ok()?;
        Some(serde_json::from_str(&line).expect("gg writes JSON lines"))
    }

    /// Kills gg; returns what it wrote before it died that was not read
    /// yet (a client reads the pipe to its end).
    fn kill(mut self) -> Vec<Value> {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.lines.iter().filter_map(|l| serde_json::from_str(&l).ok()).collect()
    }
}

/// The tool host: applies each idempotency key once.
#[derive(Default)]
struct ToolHost {
    answers: HashMap<String, Value>,
    applied: u64,
    calls: u64,
}

impl ToolHost {
    fn call(&mut self, name: &str, key: Option<&str>) -> Value {
        self.calls += 1;
        let key = key.expect("a durable session's tool call carries an idempotency key").to_string();
        if let Some(a) = self.answers.get(&key) {
            return a.clone();
        }
        self.applied += 1;
        let answer = json!({"count": self.applied, "tool": name});
        self.answers.insert(key, answer.clone());
        answer
    }
}

/// When the next kill comes.
#[derive(Debug, Clone, Copy)]
enum Kill {
    /// As the `n`th message after (re)start arrives, before it is answered.
    AtMessage(u32),
    /// At an instant after (re)start.
    After(Duration),
}

const TOOLS: &str = r#"[
  {"name": "bump", "description": "Counts.", "input_schema": {"type": "object"}},
  {"name": "deploy", "description": "Deploys.", "input_schema": {"type": "object"}, "approval": "ask"}
]"#;

/// What one run of the program left.
struct Run {
    /// The output chunks observations carried, in order.
    delivered: Vec<String>,
    outcome: Value,
    kills: u32,
}

/// Runs `program` once in `workspace`, killing gg at most `budget` times.
fn run(lang: &str, program: &str, workspace: &Path, plan: &mut Seeded, budget: u32, host: &mut ToolHost) -> Run {
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut gg = Gg::start(workspace);
    let tools: Value = serde_json::from_str(TOOLS).unwrap();
    gg.send(&json!({"type": "open", "id": 1, "lang": lang, "tools": tools, "grants": ["read-files", "write-files", "tools"]}));
    let opened = gg.next(deadline).expect("opened");
    assert_eq!(opened["type"], "opened", "{opened}");
    let session = opened["session"].as_str().unwrap().to_string();
    gg.send(&json!({"type": "exec", "id": 2, "code": program}));
    let mut delivered = Vec::new();
    let mut kills = 0;
    let mut seen = 0u32;
    // Kills begin once the program is known to run (journaled): after the
    // first message that follows the exec.
    let mut started = false;
    let mut restarted = Instant::now();
    let plan_kill = |plan: &mut Seeded| {
        if plan.below(2) == 0 {
            Kill::AtMessage(1 + plan.below(3) as u32)
        } else {
            Kill::After(Duration::from_millis(plan.below(1500)))
        }
    };
    let mut kill = plan_kill(plan);
    loop {
        let instant = match kill {
            Kill::After(d) if started && kills < budget => Some(restarted + d),
            _ => None,
        };
        let until = instant.map_or(deadline, |i| i.min(deadline));
        let message = gg.next(until);
        assert!(Instant::now() < deadline, "{lang}: the run did not end in 10 minutes");
        let killing = match (&message, kill) {
            (None, _) => true,
            (Some(m), Kill::AtMessage(n)) if started && kills < budget => {
                seen += 1;
                seen >= n && !is_final(m)
            }
            _ => false,
        };
        if killing {
            // What the message carried was received, even if gg dies now,
            // and so was what gg wrote before it died.
            let mut unread = gg.kill();
            unread.splice(0..0, message);
            for m in unread.iter().filter(|m| m["type"] == "observation") {
                delivered.push(m["output"]["stdout"].as_str().unwrap_or_default().to_string());
            }
            kills += 1;
            kill = plan_kill(plan);
            seen = 0;
            gg = Gg::start(workspace);
            restarted = Instant::now();
            let resumable = gg.next(deadline).expect("a restarted gg says what it resumed");
            assert_eq!(resumable["type"], "resumable", "{lang}: {resumable}");
            assert_eq!(resumable["sessions"], json!([session]), "{lang}: {resumable}");
            gg.send(&json!({"type": "resume", "id": 3, "session": session}));
            continue;
        }
        let m = message.expect("not killing without a message");
        started = true;
        match m["type"].as_str() {
            Some("resumed") => gg.send(&json!({"type": "wait", "id": 4})),
            Some("tool_call") => {
                let answer = host.call(m["name"].as_str().unwrap(), m["idempotency_key"].as_str());
                gg.send(&json!({"type": "tool_result", "call_id": m["call_id"], "result": answer}));
            }
            Some("observation") => {
                delivered.push(m["output"]["stdout"].as_str().unwrap_or_default().to_string());
                match m["status"].as_str() {
                    Some("awaiting_approval") => gg.send(&json!({"type": "approve", "id": 5})),
                    Some("still_working") => gg.send(&json!({"type": "wait", "id": 6})),
                    _ => {
                        let _ = gg.kill();
                        return Run { delivered, outcome: m["outcome"].clone(), kills };
                    }
                }
            }
            _ => panic!("{lang}: unexpected message {m}"),
        }
    }
}

fn is_final(m: &Value) -> bool {
    m["type"] == "observation" && !matches!(m["status"].as_str(), Some("awaiting_approval" | "still_working"))
}

/// Numbers masked: what every run of the program prints alike.
fn masked(text: &str) -> String {
    let mut out = String::new();
    let mut in_number = false;
    for c in text.chars() {
        if c.is_ascii_digit() || (in_number && matches!(c, '.' | 'e' | 'E' | '-' | '+')) {
            if !in_number {
                out.push('#');
            }
            in_number = true;
        } else {
            in_number = false;
            out.push(c);
        }
    }
    out
}

fn arm(lang: &str, file: &str) {
    let seed: u64 = std::env::var("GG_DURABLE_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x6767_2027);
    let target: u32 = std::env::var("GG_DURABLE_KILLS").ok().and_then(|s| s.parse().ok()).unwrap_or(200);
    let program =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/durable").join(file)).unwrap();
    let mut plan = Seeded(seed ^ lang.bytes().fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64)));
    let mut kills = 0;
    let mut runs = 0;
    let mut snapshot = None;
    let mut lost = 0;
    let began = Instant::now();
    while kills < target || runs == 0 {
        let dir = tempfile::tempdir().unwrap();
        let mut host = ToolHost::default();
        // The first run is not interrupted: the others must end as it does.
        let budget = if runs == 0 { 0 } else { (target - kills).min(1 + plan.below(6) as u32) };
        let r = run(lang, &program, dir.path(), &mut plan, budget, &mut host);
        let context = format!("{lang}, seed {seed}, run {runs}, {} kills in it", r.kills);
        assert_eq!(r.outcome["end"]["kind"], "completed", "{context}: {}", r.outcome);
        let stdout = r.outcome["stdout"]["text"].as_str().unwrap_or_default();
        // Every chunk delivered is the program's, in order, none twice. A
        // chunk on its way when gg died may be missing (it was journaled as
        // delivered just before): the final outcome carries it.
        let mut at = 0;
        for chunk in r.delivered.iter().filter(|c| !c.is_empty()) {
            let found = stdout[at..].find(chunk.as_str()).map(|i| at + i);
            let Some(i) = found else {
                panic!("{context}: {chunk:?} was delivered out of order or twice (after byte {at} of {stdout:?})")
            };
            lost += usize::from(i > at);
            at = i + chunk.len();
        }
        lost += usize::from(at < stdout.len());
        assert_eq!(host.applied, 2, "{context}: each tool's effect once per key ({} calls made)", host.calls);
        let a = std::fs::read_to_string(dir.path().join("a.txt")).unwrap();
        let b = std::fs::read_to_string(dir.path().join("b.txt")).unwrap();
        assert_eq!(a.strip_prefix("first "), b.strip_prefix("second "), "{context}: the files are of two runs");
        let shape = masked(stdout);
        match &snapshot {
            None => snapshot = Some(shape),
            Some(first) => assert_eq!(first, &shape, "{context}: the output's shape differs from an uninterrupted run"),
        }
        kills += r.kills;
        runs += 1;
    }
    eprintln!(
        "{lang}: {kills} kills over {runs} runs in {:?} (seed {seed}); {lost} chunks lost in flight",
        began.elapsed()
    );
    insta::with_settings!({
        snapshot_path => Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots/durable"),
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_snapshot!(lang.to_string(), snapshot.unwrap_or_default());
    });
}

#[test]
fn js_survives_kills() {
    arm("js", "js.js");
}

#[test]
fn ruby_survives_kills() {
    arm("ruby", "ruby.rb");
}

#[test]
fn opal_survives_kills() {
    arm("opal", "opal.rb");
}

#[test]
fn python_survives_kills() {
    arm("python", "python.py");
}

#[test]
fn java_survives_kills() {
    arm("java", "java.java");
}

/// A keep-state session resumes whole: after gg is killed while its third
/// program waits for an approval, the restarted gg runs its two finished
/// programs again (answered from their journals, unobserved) and resumes
/// the third, which still sees what they declared.
#[test]
fn a_keep_state_session_resumes_with_what_its_programs_declared() {
    for lang in ["js", "ruby"] {
        let (first, second, third) = match lang {
            "js" => (
                "import { files } from 'gg';\nlet count = files.readTextFile('n.txt').length;\nfunction plus(n) { return count + n; }\n",
                "class Box { constructor(v) { this.v = v; } }\nconst box = new Box(plus(2));\n",
                "import { tools } from 'gg';\nconst shipped = tools.deploy({ v: box.v });\nconsole.log(`box ${box.v} ${shipped.count}`);\n",
            ),
            _ => (
                "require \"gg\"\ncount = GG::Files.read_text_file(\"n.txt\").length\ndef plus(n) = n + 2\n",
                "Box = Struct.new(:v)\nbox = Box.new(plus(count))\n",
                "shipped = GG::Tools.call(\"deploy\", v: box.v)\nputs \"box #{box.v} #{shipped['count']}\"\n",
            ),
        };
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("n.txt"), "abc").unwrap();
        let deadline = Instant::now() + Duration::from_secs(300);
        let mut gg = Gg::start(dir.path());
        let tools: Value = serde_json::from_str(TOOLS).unwrap();
        let open = json!({"type": "open", "id": 1, "lang": lang, "keep_state": true, "tools": tools,
            "grants": ["read-files", "tools"]});
        gg.send(&open);
        let session = gg.next(deadline).unwrap()["session"].as_str().unwrap().to_string();
        for (id, code) in [(2, first), (3, second)] {
            gg.send(&json!({"type": "exec", "id": id, "code": code}));
            let o = gg.next(deadline).unwrap();
            assert_eq!(o["status"], "completed", "{lang}: {o}");
        }
        gg.send(&json!({"type": "exec", "id": 4, "code": third}));
        let o = gg.next(deadline).unwrap();
        assert_eq!(o["status"], "awaiting_approval", "{lang}: {o}");
        let _ = gg.kill();
        let mut gg = Gg::start(dir.path());
        let resumable = gg.next(deadline).unwrap();
        assert_eq!(resumable["sessions"], json!([session]), "{lang}: {resumable}");
        gg.send(&json!({"type": "resume", "id": 5, "session": session}));
        let mut host = ToolHost::default();
        let mut out = String::new();
        loop {
            let m = gg.next(deadline).expect("gg answers");
            match m["type"].as_str() {
                Some("resumed") => gg.send(&json!({"type": "wait", "id": 6})),
                Some("tool_call") => {
                    let answer = host.call(m["name"].as_str().unwrap(), m["idempotency_key"].as_str());
                    gg.send(&json!({"type": "tool_result", "call_id": m["call_id"], "result": answer}));
                }
                Some("observation") => {
                    out.push_str(m["output"]["stdout"].as_str().unwrap_or_default());
                    match m["status"].as_str() {
                        Some("awaiting_approval") => gg.send(&json!({"type": "approve", "id": 7})),
                        Some("still_working") => gg.send(&json!({"type": "wait", "id": 8})),
                        _ => {
                            assert_eq!(m["status"], "completed", "{lang}: {m}");
                            break;
                        }
                    }
                }
                _ => panic!("{lang}: unexpected {m}"),
            }
        }
        assert_eq!(out, "box 5 1\n", "{lang}");
        assert_eq!(host.applied, 1, "{lang}");
        let _ = gg.kill();
    }
}
