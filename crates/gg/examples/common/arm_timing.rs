//! What the per-arm benches (`ruby_bench`, `python_bench`) time the same
//! way: whole turns of one program in one `Runtime`, and a command as a
//! whole process. Printed as p50/p90; nothing here asserts a time.

use gg::{Lang, Runtime, Turn};
use std::time::Instant;

pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// `turns` whole turns of `source` (after `warmup` more), each in a fresh
/// instance, in a workspace holding `notes.txt`: p50/p90 of the whole turn
/// and p50 of its run phase.
pub fn measure(runtime: &Runtime, lang: Lang, label: &str, source: &str, turns: usize, warmup: usize) {
    let dir = tempfile::tempdir().expect("a temporary workspace");
    std::fs::write(dir.path().join("notes.txt"), "one\ntwo\nthree\n").expect("a workspace file");
    let (mut whole, mut run) = (Vec::new(), Vec::new());
    for i in 0..turns + warmup {
        let started = Instant::now();
        let outcome = runtime.run(Turn::new(lang, source).workspace(dir.path()).without_state());
        let total = started.elapsed().as_secs_f64() * 1e6;
        assert!(outcome.completed(), "{label}: {:?}", outcome.end);
        if i >= warmup {
            whole.push(total);
            run.push(outcome.timings.run_us as f64);
        }
    }
    whole.sort_by(|a, b| a.total_cmp(b));
    run.sort_by(|a, b| a.total_cmp(b));
    println!(
        "{label:<28} whole p50 {:>8.0} p90 {:>8.0}   run p50 {:>8.0}   (µs, n={turns})",
        percentile(&whole, 0.5),
        percentile(&whole, 0.9),
        percentile(&run, 0.5)
    );
}

/// `program args…` as a whole process in `dir`, `turns` times (after 3
/// warm-up runs): p50/p90 wall time. A relative `program` path is taken
/// from the bench's own directory, not `dir`.
pub fn measure_process(program: &str, args: &[&str], label: &str, dir: &std::path::Path, turns: usize) {
    let program = if program.contains('/') {
        std::fs::canonicalize(program).map_or_else(|_| program.to_string(), |p| p.to_string_lossy().into_owned())
    } else {
        program.to_string()
    };
    let mut wall = Vec::new();
    for i in 0..turns + 3 {
        let started = Instant::now();
        let out = std::process::Command::new(&program).args(args).current_dir(dir).output().expect("run the process");
        let total = started.elapsed().as_secs_f64() * 1e3;
        assert!(out.status.success(), "{label}: {}", String::from_utf8_lossy(&out.stderr));
        if i >= 3 {
            wall.push(total);
        }
    }
    wall.sort_by(|a, b| a.total_cmp(b));
    println!(
        "{label:<28} wall p50 {:>8.1} p90 {:>8.1}   (ms, whole process, n={turns})",
        percentile(&wall, 0.5),
        percentile(&wall, 0.9)
    );
}
