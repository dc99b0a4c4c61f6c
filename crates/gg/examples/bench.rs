//! `cargo xtask bench`'s gg side: runs many turns of a trivial program and of
//! one `files.readTextFile` round trip, and prints p50 and p90 (microseconds)
//! of each phase. Not a test: nothing here asserts a time.

use gg::{Lang, Runtime, Turn};
use std::time::Instant;

const TRIVIAL: &str = "const x = 1 + 1;\nx\n";
const READ: &str = "import { files } from \"gg\";\nfiles.readTextFile(\"notes.txt\").length\n";

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn row(name: &str, mut samples: Vec<f64>) {
    samples.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!(
        "{name:<24} {:>9.1} {:>9.1}   (n={})",
        percentile(&samples, 0.5),
        percentile(&samples, 0.9),
        samples.len()
    );
}

fn measure(runtime: &Runtime, label: &str, source: &str, ws: &std::path::Path, turns: usize, state: bool) {
    let (mut prepare, mut instantiate, mut run, mut whole) = (vec![], vec![], vec![], vec![]);
    for i in 0..turns + 20 {
        let started = Instant::now();
        let turn = Turn::new(Lang::JavaScript, source).workspace(ws);
        let outcome = runtime.run(if state { turn } else { turn.without_state() });
        let total = started.elapsed().as_secs_f64() * 1e6;
        assert!(outcome.completed(), "bench program failed: {:?}", outcome.end);
        if i < 20 {
            continue; // warm-up
        }
        prepare.push(outcome.timings.prepare_us as f64);
        instantiate.push(outcome.timings.instantiate_us as f64);
        run.push(outcome.timings.run_us as f64);
        whole.push(total);
    }
    row(&format!("{label}prepare"), prepare);
    row(&format!("{label}instantiate"), instantiate);
    row(&format!("{label}run"), run);
    row(&format!("{label}whole-turn"), whole);
}

/// A Ruby program of about `lines` lines.
fn ruby_program(lines: usize) -> String {
    let mut p = String::from("def score(word)\n  word.chars.map { |c| c.ord }.sum\nend\n");
    while p.lines().count() + 2 < lines {
        let n = p.lines().count();
        p.push_str(&format!("words_{n} = %w[alpha beta gamma delta].map {{ |w| [w, score(w) * {n}] }}.to_h\n"));
    }
    p.push_str("total = score(\"gg\")\ntotal\n");
    p
}

fn ruby_rows(runtime: &Runtime, turns: usize) {
    use gg::arms::ruby::compiler::OpalPool;
    let pool = OpalPool::new(1).expect("node and Opal");
    for lines in [2usize, 20, 50] {
        let program = ruby_program(lines);
        // Cold: the first compile in a fresh process (start included).
        let cold_pool = OpalPool::new(1).expect("node and Opal");
        let started = Instant::now();
        cold_pool.compile(&program, "program.rb").expect("compiles");
        let cold = started.elapsed().as_secs_f64() * 1e6;
        pool.compile("warm = 1\n", "program.rb").expect("warm-up");
        let mut warm = Vec::new();
        for i in 0..turns.min(60) {
            // A fresh comment defeats the compile cache.
            let source = format!("{program}# {i}\n");
            let started = Instant::now();
            pool.compile(&source, "program.rb").expect("compiles");
            warm.push(started.elapsed().as_secs_f64() * 1e6);
        }
        println!("ruby compile {lines:>2} lines, cold (new process): {cold:>9.1}");
        row(&format!("ruby compile {lines:>2} lines warm"), warm);
    }
    let dir = tempfile::tempdir().expect("temp workspace");
    std::fs::write(dir.path().join("notes.txt"), "first line\nsecond line\n").unwrap();
    let bare = "x = [1, 2, 3].sum\nx\n";
    let with_gg = "require \"gg\"\nx = [1, 2, 3].sum\nx\n";
    let reading = "require \"gg\"\nGG::Files.read_text_file(\"notes.txt\").length\n";
    for (label, program) in [("ruby bare", bare), ("ruby require-gg", with_gg), ("ruby require-gg read-file", reading)]
    {
        let (mut whole, mut prepare, mut instantiate, mut run) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for i in 0..turns + 20 {
            let started = Instant::now();
            let outcome = runtime.run(Turn::new(Lang::Ruby, program).workspace(dir.path()).without_state());
            let total = started.elapsed().as_secs_f64() * 1e6;
            assert!(outcome.completed(), "ruby bench program failed: {:?}", outcome.end);
            if i >= 20 {
                whole.push(total);
                prepare.push(outcome.timings.prepare_us as f64);
                instantiate.push(outcome.timings.instantiate_us as f64);
                run.push(outcome.timings.run_us as f64);
            }
        }
        row(&format!("{label} prepare"), prepare);
        row(&format!("{label} instantiate"), instantiate);
        row(&format!("{label} run"), run);
        row(&format!("{label} whole-turn"), whole);
    }
    println!("(ruby whole turns reuse the cached compile of their program)");
}

fn main() {
    let turns = std::env::args().skip_while(|a| a != "--turns").nth(1).and_then(|n| n.parse().ok()).unwrap_or(400);
    let started = Instant::now();
    let runtime = Runtime::new().expect("runtime");
    let load = started.elapsed();
    let ws = tempfile::tempdir().expect("temp workspace");
    std::fs::write(ws.path().join("notes.txt"), "first line\nsecond line\n").unwrap();
    println!("runtime load (mmap precompiled guest, link): {:.1} ms", load.as_secs_f64() * 1e3);
    println!("{:<24} {:>9} {:>9}   (microseconds)", "measure", "p50", "p90");
    // Without state: the sandbox alone. With state: every turn is also
    // recorded in the workspace's SQLite thread, as `gg run` does.
    measure(&runtime, "", TRIVIAL, ws.path(), turns, false);
    measure(&runtime, "read-text-file ", READ, ws.path(), turns, false);
    measure(&runtime, "recorded ", TRIVIAL, ws.path(), turns, true);
    ruby_rows(&runtime, turns);
}
