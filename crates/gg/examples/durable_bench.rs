//! `cargo xtask bench`'s durable rows: what journaling costs a call, and how
//! fast a journal replays. A JavaScript program makes 1,000
//! `files.readTextFile` calls (journaled with the next write), then one
//! makes 1,000 `files.writeFile` calls (each journaled before it returns), in a session that is durable (journaled in
//! the workspace's SQLite file) and, in the same run, in one that is not;
//! the difference over 1,000 is a call's journaling overhead. Then the
//! durable program is left waiting for an approval after its 1,000 calls,
//! its session dropped as a killed gg drops it, and taken up again from the
//! journal: the time until it waits again is the replay of 1,000 calls,
//! beside the time the live run took to get there.
//! Prints p50 and p90; nothing here asserts a time.

use gg::session::Status;
use gg::{Lang, Runtime, SessionConfig, Sessions, SqliteJournal, ToolRegistry};
use serde_json::json;
use std::time::Instant;

const CALLS: &str = "import { files } from 'gg';\nlet n = 0;\nfor (let i = 0; i < 1000; i++) n += files.readTextFile('notes.txt').length;\nn\n";
const WRITES: &str = "import { files } from 'gg';\nlet n = 0;\nfor (let i = 0; i < 1000; i++) n += files.writeFile('out.txt', 'line ' + i);\nn\n";
const ASKS: &str = "import { files, tools } from 'gg';\nlet n = 0;\nfor (let i = 0; i < 1000; i++) n += files.readTextFile('notes.txt').length;\ntools.ship({ n });\nn\n";

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn row(name: &str, mut samples: Vec<f64>, unit: &str) {
    samples.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!(
        "{name:<40} {:>10.1} {:>10.1} {unit}  (n={})",
        percentile(&samples, 0.5),
        percentile(&samples, 0.9),
        samples.len()
    );
}

fn config(ws: &std::path::Path, durable: bool) -> SessionConfig {
    let mut c = SessionConfig::new(ws);
    c.grants.grant("read-files").unwrap();
    c.grants.grant("write-files").unwrap();
    c.grants.grant("tools").unwrap();
    c.limits.max_calls = 10_000;
    let mut tools = ToolRegistry::new();
    tools.register("ship", "Ships.", json!({"type": "object"}), |_| Ok(json!("shipped"))).unwrap();
    tools.ask_first("ship").unwrap();
    c.tools = tools;
    if durable {
        c.journal = Some(SqliteJournal::shared(ws).unwrap());
        c.spec = json!({"front": "bench"});
    }
    c
}

/// Milliseconds from `exec` to the observation with `status`.
fn run(runtime: &Runtime, ws: &std::path::Path, durable: bool, source: &str, status: Status) -> (f64, Sessions) {
    let sessions = Sessions::new(runtime.clone(), 4);
    let (id, session) = sessions.open(Lang::JavaScript, config(ws, durable)).unwrap();
    let started = Instant::now();
    let o = session.exec(source);
    let ms = started.elapsed().as_secs_f64() * 1e3;
    // A final observation closes the session, and drops its journal.
    sessions.settle(&id, true, &o);
    let o = o.unwrap();
    assert_eq!(o.status, status, "{:?}", o.outcome);
    (ms, sessions)
}

fn main() {
    let turns: usize = std::env::var("GG_BENCH_TURNS").ok().and_then(|s| s.parse().ok()).unwrap_or(50).max(5);
    let runtime = Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().unwrap();
    let ws = dir.path();
    std::fs::write(ws.join("notes.txt"), "a note of some forty bytes, read again.\n").unwrap();
    println!("durable programs: JavaScript programs of 1,000 calls, durable (journaled) and not, p50 p90");
    for (what, source) in [("files.readTextFile", CALLS), ("files.writeFile", WRITES)] {
        let (mut plain, mut durable, mut overhead) = (vec![], vec![], vec![]);
        for i in 0..turns + 3 {
            let (p, _) = run(&runtime, ws, false, source, Status::Completed);
            let (d, _) = run(&runtime, ws, true, source, Status::Completed);
            if i < 3 {
                continue; // warm-up
            }
            plain.push(p);
            durable.push(d);
            overhead.push((d - p) * 1e3 / 1000.0);
        }
        row(&format!("1,000 {what}, not durable"), plain, "ms");
        row(&format!("1,000 {what}, durable"), durable, "ms");
        row(&format!("journaling per {what}"), overhead, "µs");
    }
    let (mut live, mut replay) = (vec![], vec![]);
    let journal = SqliteJournal::shared(ws).unwrap();
    for i in 0..turns.min(30) + 2 {
        let (l, sessions) = run(&runtime, ws, true, ASKS, Status::AwaitingApproval);
        // A killed gg leaves the journal as it was: drop the table without
        // closing its sessions (dropping stops the program, which then
        // journals nothing more).
        drop(sessions);
        let restored = Sessions::new(runtime.clone(), 4);
        let started = Instant::now();
        let r = restored
            .restore(&*journal, |e| (e.spec["front"] == "bench").then(|| Ok::<_, String>(config(ws, true))))
            .unwrap();
        assert_eq!(r.resumed.len(), 1, "{r:?}");
        let session = restored.get(&r.resumed[0], false).unwrap();
        let o = session.wait().unwrap();
        let ms = started.elapsed().as_secs_f64() * 1e3;
        assert_eq!(o.status, Status::AwaitingApproval, "{:?}", o.outcome);
        let id = r.resumed[0].clone();
        restored.close(&id);
        if i < 2 {
            continue;
        }
        live.push(l);
        replay.push(ms);
    }
    let ratio = {
        let (mut l, mut r) = (live.clone(), replay.clone());
        l.sort_by(|a, b| a.partial_cmp(b).unwrap());
        r.sort_by(|a, b| a.partial_cmp(b).unwrap());
        percentile(&r, 0.5) / percentile(&l, 0.5)
    };
    row("live run to the approval (1,000 calls)", live, "ms");
    row("replay from the journal to it", replay, "ms");
    println!("ratio (replay p50 / live p50): {ratio:.2}");
}
