//! Host cost charged to the turn, tried as a hostile program would: the
//! host-time budget that ends a turn of expensive searches, call records and
//! state writes that stay bounded whatever the program sends, the state
//! database's growth per turn, and the host's peak RSS on the amplification
//! cases (each measured in a child process of this test binary, so no other
//! test's memory is counted).
//!
//! The only timed assertions are the acceptance bounds: the turn of 20
//! exponential searches ends within a few seconds of its host budget, and the
//! peak RSS of a turn stays below the guest's memory cap plus 256 MiB.

use gg::outcome::{CallResult, LimitKind};
use gg::{End, Lang, Limits, Outcome, Runtime, Turn};
use std::path::Path;
use std::sync::OnceLock;
use std::time::Duration;

fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| Runtime::new().expect("the runtime loads its guests"))
}

fn run(ws: &Path, limits: Limits, program: &str) -> Outcome {
    runtime().run(Turn::new(Lang::JavaScript, program).workspace(ws).limits(limits))
}

fn limit(o: &Outcome) -> Option<LimitKind> {
    match &o.end {
        End::Limit { limit, .. } => Some(*limit),
        _ => None,
    }
}

/// One line of `n` bytes of `a` and `b` in no order a DFA can learn (an
/// xorshift), on which `a[ab]{20}c` makes the regex crate's lazy DFA give
/// up: about 2 s of CPU for 8 MiB in a release build.
fn random_ab(n: usize) -> String {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            if x & 1 == 0 { 'a' } else { 'b' }
        })
        .collect()
}

/// Bytes of the state database and its write-ahead log.
fn state_bytes(ws: &Path) -> u64 {
    ["state.db", "state.db-wal"]
        .iter()
        .filter_map(|f| std::fs::metadata(ws.join(".gg").join(f)).ok())
        .map(|m| m.len())
        .sum()
}

#[test]
fn expensive_searches_end_the_turn_at_its_host_time() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("line.txt"), random_ab(8 << 20)).unwrap();
    let limits = Limits { host_time: Duration::from_secs(2), deadline: Duration::from_secs(3), ..Limits::default() };
    let program = r#"
import { files } from "gg";
let done = 0;
for (let i = 0; i < 20; i++) {
  try {
    files.search("a[ab]{20}c", { path: "line.txt" });
    done++;
  } catch (e) {
    console.log(`${i}: ${e.code}: ${e.message}`);
  }
}
console.log(`searched ${done} times`);
"#;
    let o = run(dir.path(), limits, program);
    assert_eq!(limit(&o), Some(LimitKind::HostTime), "{:?}\n{}", o.end, o.stdout.text);
    let searches = o.calls.iter().filter(|c| c.operation == "files.search").count();
    assert!(searches < 20, "{searches} searches ran");
    // The search running when the budget ran out was cut off with `timeout`.
    assert!(
        o.calls.iter().any(|c| matches!(&c.result, CallResult::Err { code, .. } if code == "timeout")),
        "{:#?}",
        o.calls
    );
    // The acceptance bound: the turn ends within a few seconds of its 2 s
    // budget (one step of the regex engine past it at most), not after 20
    // searches of ~2 s each.
    assert!(o.timings.run_us < 8_000_000, "the turn ran {} µs", o.timings.run_us);
    assert!(o.timings.host_calls_us < 8_000_000, "host calls took {} µs", o.timings.host_calls_us);
}

#[test]
fn the_turn_ends_right_after_its_host_time_runs_out() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("line.txt"), random_ab(1 << 20)).unwrap();
    // A budget the first search spends.
    let limits = Limits { host_time: Duration::from_millis(1), ..Limits::default() };
    let program = r#"
import { files, views } from "gg";
try { files.search("a[ab]{20}c", { path: "line.txt" }); } catch (e) { console.log(e.code); }
let refused = 0;
for (let i = 0; i < 100000; i++) {
  try { views.list(); } catch (e) { refused++; }
}
console.log(refused);
"#;
    let o = run(dir.path(), limits, program);
    assert_eq!(limit(&o), Some(LimitKind::HostTime), "{:?}", o.end);
    // The epoch callback ends the program at its next tick; a call it makes
    // before then is refused: the first refusal recorded, the rest counted.
    assert_eq!(o.calls[0].operation, "files.search");
    for c in &o.calls[1..] {
        assert!(
            matches!(&c.result, CallResult::Err { code, message } if code == "limit-exceeded" && message.contains("host time")),
            "{c:?}"
        );
    }
    assert!(o.calls.len() <= 2, "{:#?}", o.calls);
    assert!(o.calls.len() == 2 || o.calls_unrecorded == 0);
}

#[test]
fn sleeping_in_a_host_call_does_not_spend_host_time() {
    // Host time is CPU time: a tool that waits (as an agent answering one
    // does) costs the turn nothing.
    let dir = tempfile::tempdir().unwrap();
    let mut tools = gg::ToolRegistry::new();
    tools
        .register("nap", "Sleeps 300 ms.", serde_json::json!({"type": "object"}), |_| {
            std::thread::sleep(Duration::from_millis(300));
            Ok(serde_json::json!(null))
        })
        .unwrap();
    let mut grants = gg::Grants::default();
    grants.grant("tools").unwrap();
    let limits = Limits { host_time: Duration::from_millis(200), ..Limits::default() };
    let program = "import { tools } from 'gg';\nfor (let i = 0; i < 3; i++) tools.nap({});\nconsole.log('rested');\n";
    let o = runtime()
        .run(Turn::new(Lang::JavaScript, program).workspace(dir.path()).limits(limits).grants(grants).tools(tools));
    assert!(o.completed(), "{:?}", o.end);
    assert_eq!(o.stdout.text, "rested\n");
}

#[test]
fn call_records_stay_bounded_whatever_the_arguments() {
    let dir = tempfile::tempdir().unwrap();
    // 1000 calls whose arguments are 300 KiB each, of every shape a record
    // keeps: strings, a list of tags, an error message quoting the argument.
    let program = r#"
import { files, memories, views } from "gg";
const big = "x".repeat(300 * 1024);
const tags = Array.from({ length: 64 }, (_, i) => `${i}`.repeat(4096));
for (let i = 0; i < 1000; i++) {
  try {
    if (i % 4 === 0) files.readTextFile("../" + big);
    else if (i % 4 === 1) memories.write("m", "t", { tags });
    else if (i % 4 === 2) files.search(big.slice(0, 8000), { path: big, glob: big.slice(0, 1000) });
    else views.openText(big, "body");
  } catch (e) {}
}
"#;
    let o = run(dir.path(), Limits::default(), program);
    assert_eq!(o.calls.len(), 1000, "{:?}", o.end);
    let json = serde_json::to_string(&o.calls).unwrap();
    // 1 MiB of whole records, then a short one per call.
    assert!(json.len() < (1 << 20) + 1000 * 300, "{} bytes of records", json.len());
    for c in &o.calls {
        assert!(serde_json::to_string(&c.args).unwrap().len() <= 4200, "{}", c.operation);
        if let CallResult::Err { message, .. } = &c.result {
            assert!(message.len() <= 4200, "{}", c.operation);
        }
    }
}

#[test]
fn refusals_past_the_call_limit_are_counted_not_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let program =
        "import { views } from 'gg';\nfor (let i = 0; i < 5000; i++) { try { views.list(); } catch (e) {} }\n";
    let o = run(dir.path(), Limits::default(), program);
    assert!(o.completed(), "{:?}", o.end);
    assert_eq!(o.calls.len(), 1001);
    assert_eq!(o.calls_unrecorded, 3999);
}

#[test]
fn state_grows_by_a_bounded_amount_per_turn() {
    let dir = tempfile::tempdir().unwrap();
    let ws = dir.path();
    // Something recorded first, so the file exists and is measured from a
    // start.
    assert!(run(ws, Limits::default(), "console.log(1)").completed());
    let before = state_bytes(ws);
    let program = r#"
import { files, views, memories, tasks, session } from "gg";
const line = "0123456789abcdef".repeat(4) + "\n";
files.writeFile("big.txt", line.repeat(65536));
const text = "m".repeat(256 * 1024);
const counts = {};
const count = (what, f) => {
  try { f(); counts[what + " ok"] = (counts[what + " ok"] ?? 0) + 1; }
  catch (e) { counts[`${what} ${e.code}`] = (counts[`${what} ${e.code}`] ?? 0) + 1; }
};
for (let i = 0; i < 200; i++) count("view", () => views.openFile("big.txt"));
for (let i = 0; i < 100; i++) count("memory", () => memories.write(`m${i}`, text));
for (let i = 0; i < 100; i++) count("task", () => tasks.add("t", { notes: "n".repeat(200 * 1024) }));
for (let i = 0; i < 100; i++) count("text", () => session.text("s".repeat(200 * 1024)));
console.log(JSON.stringify(counts));
"#;
    let o = run(ws, Limits::default(), program);
    assert!(o.completed(), "{:?}", o.end);
    let counts: serde_json::Value = serde_json::from_str(o.stdout.text.trim()).unwrap();
    // 4 MiB of views, each 256 KiB and its mark, label and path: 15 fit.
    assert_eq!((&counts["view ok"], &counts["view limit-exceeded"]), (&15.into(), &185.into()), "{counts}");
    // 4 MiB of state writes, shared: 15 memories of 256 KiB and their
    // slugs, then one 200 KiB task; no 200 KiB session text fits after.
    assert_eq!((&counts["memory ok"], &counts["task ok"]), (&15.into(), &1.into()), "{counts}");
    assert_eq!(counts["text limit-exceeded"], 100, "{counts}");
    let grown = state_bytes(ws) - before;
    // Views 4 MiB (in their table and again in the outcome), writes 4 MiB
    // (and the memories' full-text index), the call records: well under
    // 40 MiB. Before the bounds this turn grew it by 1.6 GB.
    assert!(grown < 40 << 20, "the state grew by {grown} bytes");
    eprintln!("state grew by {} KiB", grown >> 10);
}

/// The amplification cases, each a program run as one turn with default
/// limits; [`peak_rss_stays_below_the_memory_cap_plus_256_mib`] runs each in a
/// child process.
const RSS_CASES: &[(&str, &str)] = &[
    (
        "views",
        r#"import { files, views } from "gg";
files.writeFile("big.txt", ("0123456789abcdef".repeat(4) + "\n").repeat(65536));
let refused = 0;
for (let i = 0; i < 200; i++) { try { views.openFile("big.txt"); } catch (e) { refused++; } }
console.log(refused);"#,
    ),
    (
        "long-path",
        r#"import { files } from "gg";
const path = "../" + "p".repeat(4 << 20);
let refused = 0;
for (let i = 0; i < 200; i++) { try { files.readTextFile(path); } catch (e) { refused++; } }
console.log(refused);"#,
    ),
    (
        "call-limit",
        r#"import { views } from "gg";
let refused = 0;
for (let i = 0; i < 5000; i++) { try { views.list(); } catch (e) { refused++; } }
console.log(refused);"#,
    ),
    (
        "big-arguments",
        r#"import { files } from "gg";
for (let i = 0; i < 1000; i++) files.writeFile("same.txt", `${i}`.padEnd(300 * 1024, "x"));
console.log("done");"#,
    ),
];

fn status_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with(field)).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// The child's side of [`peak_rss_stays_below_the_memory_cap_plus_256_mib`]:
/// runs `case` after a warm-up turn, with the peak RSS reset in between, and
/// prints the turn's peak.
fn rss_child(case: &str) {
    let (_, program) = RSS_CASES.iter().find(|(name, _)| *name == case).expect("a known case");
    let dir = tempfile::tempdir().unwrap();
    assert!(run(dir.path(), Limits::default(), "console.log('warm')").completed());
    let before = status_kib("VmRSS:");
    // Writing 5 resets the peak (VmHWM) to the current RSS.
    std::fs::write("/proc/self/clear_refs", "5").unwrap();
    let o = run(dir.path(), Limits::default(), program);
    let peak = status_kib("VmHWM:");
    println!("GG-RSS case={case} before_kib={before} peak_kib={peak} band={} calls={}", o.end.kind(), o.calls.len());
}

/// Each case runs in a child process (this same test, re-run with
/// `GG_HOST_COSTS_CASE` naming the case), so its peak is its own.
#[test]
fn peak_rss_stays_below_the_memory_cap_plus_256_mib() {
    if let Ok(case) = std::env::var("GG_HOST_COSTS_CASE") {
        return rss_child(&case);
    }
    let cap_kib = ((Limits::default().memory_bytes + (256 << 20)) >> 10) as u64;
    let exe = std::env::current_exe().unwrap();
    for (case, _) in RSS_CASES {
        let out = std::process::Command::new(&exe)
            .args([
                "--exact",
                "host_costs::peak_rss_stays_below_the_memory_cap_plus_256_mib",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("GG_HOST_COSTS_CASE", case)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let line = stdout.lines().find_map(|l| l.find("GG-RSS ").map(|at| &l[at..])).unwrap_or_else(|| {
            panic!("{case}: the child said nothing:\n{stdout}\n{}", String::from_utf8_lossy(&out.stderr))
        });
        eprintln!("{line}");
        let peak: u64 =
            line.split_whitespace().find_map(|f| f.strip_prefix("peak_kib=")).and_then(|n| n.parse().ok()).unwrap();
        assert!(peak < cap_kib, "{case}: peak RSS {peak} KiB, past {cap_kib} KiB");
    }
}
