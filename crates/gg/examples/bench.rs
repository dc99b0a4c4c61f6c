//! `cargo xtask bench`'s gg side: runs many turns of a trivial program, of
//! one `files.readTextFile` round trip and of a typical program (and of
//! `--program FILE`'s), and prints p50 and p90 (microseconds) of each phase.
//! Not a test: nothing here asserts a time.

use gg::{Lang, Runtime, Turn};
use std::time::Instant;

const TRIVIAL: &str = "const x = 1 + 1;\nx\n";
const READ: &str = "import { files } from \"gg\";\nfiles.readTextFile(\"notes.txt\").length\n";
/// A program as models write them: data shaped with array methods, a class,
/// JSON, template strings and a logged object.
const TYPICAL: &str = r#"class Item {
  constructor(name, price, qty) {
    this.name = name;
    this.price = price;
    this.qty = qty;
  }
  get total() {
    return this.price * this.qty;
  }
}
const items = [new Item("pen", 1.5, 4), new Item("book", 12, 1), new Item("bag", 30, 2)];
const byTotal = [...items].sort((a, b) => b.total - a.total);
const summary = {
  count: items.length,
  total: items.reduce((sum, i) => sum + i.total, 0),
  names: byTotal.map((i) => i.name.toUpperCase()),
  expensive: items.filter((i) => i.price > 10).map((i) => i.name),
};
console.log(`Top item: ${byTotal[0].name} (${byTotal[0].total.toFixed(2)})`);
console.log(summary);
JSON.stringify(summary)
"#;

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
    use gg::arms::opal::compiler::OpalPool;
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

/// A Java program of about `lines` lines (a loop of string and collection work).
fn java_program(lines: usize, salt: usize) -> String {
    let mut p = String::from(
        "import java.util.*;\n\npublic class Program {\n    public static void main(String[] args) {\n        List<String> words = new ArrayList<>();\n",
    );
    let mut n = 0;
    while p.lines().count() + 4 < lines {
        p.push_str(&format!("        words.add(\"w{n}_{salt}\".repeat({}));\n", n % 3 + 1));
        n += 1;
    }
    p.push_str("        Map<Integer, Integer> lengths = new HashMap<>();\n");
    p.push_str("        for (String w : words) lengths.merge(w.length(), 1, (x, y) -> x + y);\n");
    p.push_str("        System.out.println(words.size() + \" \" + lengths);\n    }\n}\n");
    p
}

fn java_rows(runtime: &Runtime, turns: usize) {
    use gg::arms::java::pool::JvmPool;
    let build = |pool: &JvmPool, source: &str| -> f64 {
        let dir = tempfile::tempdir().expect("temp compile workspace");
        std::fs::write(dir.path().join("Program.java"), source).unwrap();
        std::fs::write(dir.path().join("GgEntry.java"), gg::arms::java::GG_ENTRY).unwrap();
        let started = Instant::now();
        let answer = pool.build(dir.path()).expect("the Java driver answers");
        assert!(answer.ok, "java bench program refused: {:?}", answer.diagnostics);
        started.elapsed().as_secs_f64() * 1e6
    };
    let pool = match JvmPool::new(1) {
        Ok(p) => p,
        Err(e) => {
            println!("java rows skipped: {e}");
            return;
        }
    };
    // A fresh runtime's first Java turn after `Runtime::warm` (which starts
    // a JVM and builds the primers on it): a new program, built and run.
    {
        let fresh = Runtime::new().expect("runtime");
        let started = Instant::now();
        fresh.warm(Lang::Java).expect("the Java arm warms");
        let warming = started.elapsed().as_secs_f64() * 1e6;
        let dir = tempfile::tempdir().expect("temp workspace");
        let started = Instant::now();
        // A program no earlier run compiled (gg keeps compiled programs on disk).
        let salt = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let program = java_program(20, salt as usize);
        let outcome = fresh.run(Turn::new(Lang::Java, program).workspace(dir.path()).without_state());
        let first = started.elapsed().as_secs_f64() * 1e6;
        assert!(outcome.completed(), "java bench program failed: {:?}", outcome.end);
        println!("java Runtime::warm (JVM start + primers): {warming:>9.1}");
        println!("java first turn after warm, 20 lines:     {first:>9.1}");
    }
    let cold = build(&pool, &java_program(20, 0));
    println!("java build 20 lines, cold (JVM start + first build): {cold:>9.1}");
    for lines in [20usize, 100] {
        let warm: Vec<f64> = (1..=8).map(|i| build(&pool, &java_program(lines, i))).collect();
        row(&format!("java build {lines:>3} lines warm"), warm);
    }
    drop(pool);
    let dir = tempfile::tempdir().expect("temp workspace");
    let program = java_program(20, 999);
    let first = runtime.run(Turn::new(Lang::Java, program.clone()).workspace(dir.path()).without_state());
    assert!(first.completed(), "java bench program failed: {:?}", first.end);
    let (mut whole, mut prepare, mut run) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..turns.min(200) {
        let started = Instant::now();
        let outcome = runtime.run(Turn::new(Lang::Java, program.clone()).workspace(dir.path()).without_state());
        whole.push(started.elapsed().as_secs_f64() * 1e6);
        prepare.push(outcome.timings.prepare_us as f64);
        run.push(outcome.timings.run_us as f64);
    }
    row("java cached prepare", prepare);
    row("java run", run);
    row("java whole-turn", whole);
    println!("(java whole turns map the program's cached precompiled component; the first turn built it)");
    // The same program on the host JVM, a process per run: the baseline.
    let javac_dir = tempfile::tempdir().expect("temp javac dir");
    std::fs::write(javac_dir.path().join("Program.java"), &program).unwrap();
    let java_home = std::env::var("GG_JAVA_HOME").unwrap_or_else(|_| "/usr/lib/jvm/temurin-25-jdk-amd64".into());
    let compiled = std::process::Command::new(format!("{java_home}/bin/javac"))
        .arg("Program.java")
        .current_dir(javac_dir.path())
        .status()
        .is_ok_and(|s| s.success());
    if compiled {
        let host: Vec<f64> = (0..10)
            .map(|_| {
                let started = Instant::now();
                let _ = std::process::Command::new(format!("{java_home}/bin/java"))
                    .args(["-cp", ".", "Program"])
                    .current_dir(javac_dir.path())
                    .output();
                started.elapsed().as_secs_f64() * 1e6
            })
            .collect();
        row("host-jvm process run", host);
    }
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
    // `--only js|ruby|java` runs one arm's rows (Python's are `python_bench`'s).
    let only = std::env::args().skip_while(|a| a != "--only").nth(1);
    let wanted = |arm: &str| only.as_deref().is_none_or(|o| o == arm);
    if wanted("js") {
        measure(&runtime, "", TRIVIAL, ws.path(), turns, false);
        measure(&runtime, "read-text-file ", READ, ws.path(), turns, false);
        measure(&runtime, "typical ", TYPICAL, ws.path(), turns, false);
        // `--program FILE`: one more row, for a program of one's own.
        if let Some(file) = std::env::args().skip_while(|a| a != "--program").nth(1) {
            let source = std::fs::read_to_string(&file).expect("the --program file");
            measure(&runtime, &format!("{file} "), &source, ws.path(), turns, false);
        }
        measure(&runtime, "recorded ", TRIVIAL, ws.path(), turns, true);
    }
    if wanted("ruby") {
        ruby_rows(&runtime, turns);
    }
    if wanted("java") {
        java_rows(&runtime, turns);
    }
}
