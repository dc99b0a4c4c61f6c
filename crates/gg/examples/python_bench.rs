//! The Python arm's latency: a bare turn, `import gg` with one file read,
//! a 20-line program, numpy, and `import pandas` with a groupby of 1,000
//! rows, whole turn (prepare, instantiate, run, outcome) p50/p90 over
//! `GG_BENCH_TURNS` turns (default 200) after 10 warm-up turns; then the
//! resident memory one more turn kept (the process's RSS before and after
//! 50 fresh turns of the pandas program). Given a `gg` binary, also the wall
//! time of `gg run prog.py` as a whole process beside `gg --version` (the
//! process baseline) and `python3 -c` with the same program (CPython 3.11,
//! a native process), and, given a Python with PyPI's `pydantic-monty`
//! (`GG_BENCH_MONTY_PYTHON`), Monty on the bare and the 20-line program in
//! the same run. Not a test: nothing here asserts a time.
//! `cargo run --release -p gg --example python_bench [-- target/release/gg]`

#[path = "common/arm_timing.rs"]
mod arm_timing;

use arm_timing::{measure, measure_process};
use gg::{Lang, Runtime, Turn};
use std::time::Instant;

const BARE: &str = "x = sum([1, 2, 3])\nx\n";

/// The SDK and one read of a workspace file.
const READ: &str = "import gg\nlen(gg.files.read_text_file('notes.txt'))\n";

/// A 20-line program of the kind models write (no imports: Monty runs it too).
const TWENTY: &str = r#"orders = [{"id": i, "status": "paid" if i % 2 == 0 else "pending", "total": i * 2.5} for i in range(1, 41)]
by_status = {}
for order in orders:
    by_status.setdefault(order["status"], []).append(order)
summary = {status: sum(o["total"] for o in group) for status, group in by_status.items()}
average = sum(o["total"] for o in orders) / len(orders)
def label(total):
    if total < 20:
        return "small"
    if total < 60:
        return "medium"
    return "large"
labels = {}
for order in orders:
    name = label(order["total"])
    labels[name] = labels.get(name, 0) + 1
top = [o["id"] for o in sorted(orders, key=lambda o: o["total"], reverse=True)[:3]]
words = [f"{w}-{i}" for i, w in enumerate(["alpha", "beta", "gamma"])]
print(summary, labels, top, f"{average:.2f}", ",".join(words))
len(summary)
"#;

const NUMPY: &str = "import numpy as np\na = np.arange(1000.0)\nfloat(a.mean() + a.std())\n";

const PANDAS: &str = "import pandas as pd\ndf = pd.DataFrame({'k': [i % 7 for i in range(1000)], 'v': range(1000)})\nlen(df.groupby('k')['v'].sum().to_csv())\n";

/// This process's resident set, in KiB (Linux's `/proc/self/status`).
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Monty (PyPI `pydantic-monty`) through its Python API, in one process:
/// each program run `turns` times in a checked-out session, p50/p90 of
/// `feed_run`.
fn monty(python: &str, turns: usize) {
    let script = format!(
        r#"import time, pydantic_monty
programs = [("monty bare", {bare:?}), ("monty 20-line", {twenty:?})]
with pydantic_monty.Monty() as m:
    for label, code in programs:
        times = []
        for i in range({turns} + 10):
            with m.checkout() as s:
                t = time.perf_counter()
                s.feed_run(code)
                if i >= 10:
                    times.append((time.perf_counter() - t) * 1e6)
        times.sort()
        p = lambda q: times[round((len(times) - 1) * q)]
        print(f"{{label:<28}} whole p50 {{p(0.5):>8.0f}} p90 {{p(0.9):>8.0f}}   (µs, n={turns}, a session per run)")
"#,
        bare = BARE.replace("x\n", "x"),
        twenty = TWENTY.replace("print(", "(").replace("len(summary)\n", "len(summary)"),
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("monty_bench.py");
    std::fs::write(&file, script).expect("the Monty script");
    let out = std::process::Command::new(python).arg(&file).current_dir(dir.path()).output().expect("run Monty");
    if out.status.success() {
        print!("{}", String::from_utf8_lossy(&out.stdout));
    } else {
        println!("monty: failed: {}", String::from_utf8_lossy(&out.stderr).lines().last().unwrap_or_default());
    }
}

fn main() {
    let turns = std::env::var("GG_BENCH_TURNS").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let started = Instant::now();
    let runtime = Runtime::new().expect("the runtime loads");
    let first = runtime.run(Turn::new(Lang::Python, BARE).without_state());
    println!("first python turn (runtime start, guest load) {:.1} ms", started.elapsed().as_secs_f64() * 1e3);
    assert!(first.completed(), "{:?}", first.end);
    measure(&runtime, Lang::Python, "python bare", BARE, turns, 10);
    measure(&runtime, Lang::Python, "python import gg + read", READ, turns, 10);
    measure(&runtime, Lang::Python, "python 20-line", TWENTY, turns, 10);
    measure(&runtime, Lang::Python, "python numpy", NUMPY, turns, 10);
    measure(&runtime, Lang::Python, "python pandas groupby", PANDAS, turns, 10);
    let before = rss_kib();
    for _ in 0..50 {
        let outcome = runtime.run(Turn::new(Lang::Python, PANDAS).without_state());
        assert!(outcome.completed(), "{:?}", outcome.end);
    }
    println!(
        "python RSS after 50 more pandas turns: {:.1} MiB (before {:.1} MiB)",
        rss_kib() as f64 / 1024.0,
        before as f64 / 1024.0
    );
    if let Some(gg) = std::env::args().nth(1) {
        let dir = tempfile::tempdir().expect("a temporary workspace");
        std::fs::write(dir.path().join("prog.py"), TWENTY).expect("the program file");
        let runs = (turns / 4).max(10);
        measure_process(&gg, &["--version"], "gg --version (baseline)", dir.path(), runs);
        measure_process(&gg, &["run", "--no-state", "prog.py"], "gg run prog.py", dir.path(), runs);
        // The interpreter itself, not a launcher in front of it (pyenv's shim).
        let python = std::process::Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .map_or_else(|| "python3".to_string(), |s| s.trim().to_string());
        measure_process(&python, &["-c", TWENTY], "python3 -c (CPython, native)", dir.path(), runs);
    }
    match std::env::var("GG_BENCH_MONTY_PYTHON") {
        Ok(python) => monty(&python, turns),
        Err(_) => println!("monty: skipped (GG_BENCH_MONTY_PYTHON names no Python with pydantic-monty)"),
    }
}
