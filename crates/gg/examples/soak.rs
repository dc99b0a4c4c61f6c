//! `cargo xtask bench`'s soak row: many mixed turns across the three arms in
//! one process, with the process's resident set (and open descriptors)
//! printed at the start, the middle and the end. A long-lived gg (`gg mcp`,
//! `gg session`) must stay flat: the figures and their ratio are printed, and
//! nothing here asserts them.
//!
//! `--turns N` (default 10000). The mix, per twenty turns: nine JavaScript,
//! seven Ruby and four Java turns; trivial programs, SDK round trips (files,
//! views, tasks, docs), refusals (a path outside the workspace, a grant the
//! turn lacks) and uncaught errors. Every program is compiled once (the
//! Ruby and Java compile caches); the Java programs run from their cached
//! component. Half the turns are recorded in the workspace's state; the
//! workspace is replaced every 1000 turns, as a server's sessions come and go.
//!
//! The start is sampled after a warm-up of [`WARM_UP_ROUNDS`] rounds of the
//! mix: the toolchains start and the compile caches fill, and the instance
//! pool's slots keep resident the pages turns have written (by design, see
//! ARCHITECTURE.md: at most 16 MiB of memory per slot, 64 slots), so the
//! resident set climbs while slots are first used, and is flat after. Open
//! descriptors are printed beside it (the state pool keeps at most 16
//! databases' connections, and the workspace changes every 1000 turns).

use gg::{Lang, Limits, Runtime, Turn};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Rounds of the mix run before the first sample.
const WARM_UP_ROUNDS: usize = 100;

/// One kind of turn in the mix.
struct Kind {
    name: &'static str,
    lang: Lang,
    source: &'static str,
    /// Whether the turn ends completed (the rest raise on purpose).
    completes: bool,
    /// Whether it needs the workspace's state (it is always recorded).
    state: bool,
}

const JS_TRIVIAL: &str = "const x = [1, 2, 3].map((n) => n * 2);\nx.length\n";
const JS_FILES: &str = r#"import { files, views } from "gg";
const text = files.readTextFile("notes.txt");
files.writeFile("out/js.txt", text.toUpperCase());
views.openText("note", text.slice(0, 20));
files.search("line").matches.length + files.listDirectory("out").length
"#;
const JS_TASKS: &str = r#"import { tasks, docs } from "gg";
tasks.add("soak " + Math.random().toString(36).slice(2, 6));
console.log(docs.search("files", { limit: 2 }).length, tasks.list().length > 0);
"#;
const JS_REFUSED: &str = r#"import { files, shell } from "gg";
for (const call of [() => files.readTextFile("../secret.txt"), () => shell.run("id")]) {
  try { call(); } catch (e) { console.log(e.code); }
}
"#;
const JS_THROWS: &str = "function f(n) { if (n === 0) throw new RangeError(\"down\"); return f(n - 1); }\nf(50);\n";

const RUBY_TRIVIAL: &str = "x = (1..10).map { |n| n * n }.sum\nx\n";
const RUBY_FILES: &str = r#"require "gg"
text = GG::Files.read_text_file("notes.txt")
GG::Files.write_file("out/rb.txt", text.upcase)
GG::Views.open_text("note") { text[0, 20] }
GG::Files.find("**/*.txt").size
"#;
const RUBY_REFUSED: &str = r#"require "gg"
begin
  GG::Files.write_file("../planted.txt", "x")
rescue GG::Core::ApiError => e
  puts e.code
end
"#;
const RUBY_RAISES: &str = "def parse(s) = Integer(s)\nparse(\"not a number\")\n";

const JAVA_TRIVIAL: &str = r#"import java.util.*;

public class Program {
    public static void main(String[] args) {
        List<Integer> xs = new ArrayList<>();
        for (int i = 0; i < 100; i++) xs.add(i * i);
        System.out.println(xs.stream().mapToInt(Integer::intValue).sum());
    }
}
"#;
const JAVA_FILES: &str = r#"import gg.ApiError;
import gg.files.Files;

public class Program {
    public static void main(String[] args) {
        String text = Files.readTextFile("notes.txt");
        Files.writeFile("out/java.txt", text.toUpperCase());
        try {
            Files.readTextFile("../secret.txt");
        } catch (ApiError e) {
            System.out.println(e.code().wireName());
        }
        System.out.println(Files.find("**/*.txt").size());
    }
}
"#;

/// The mix: twenty turns, in order, repeated.
fn mix() -> Vec<Kind> {
    let k = |name, lang, source, completes| Kind { name, lang, source, completes, state: false };
    let stateful = |name, lang, source| Kind { name, lang, source, completes: true, state: true };
    vec![
        k("js trivial", Lang::JavaScript, JS_TRIVIAL, true),
        k("ruby trivial", Lang::Ruby, RUBY_TRIVIAL, true),
        k("js files", Lang::JavaScript, JS_FILES, true),
        k("java trivial", Lang::Java, JAVA_TRIVIAL, true),
        k("ruby files", Lang::Ruby, RUBY_FILES, true),
        stateful("js tasks", Lang::JavaScript, JS_TASKS),
        k("ruby refused", Lang::Ruby, RUBY_REFUSED, true),
        k("js refused", Lang::JavaScript, JS_REFUSED, true),
        k("java files", Lang::Java, JAVA_FILES, true),
        k("js trivial", Lang::JavaScript, JS_TRIVIAL, true),
        k("ruby trivial", Lang::Ruby, RUBY_TRIVIAL, true),
        k("js throws", Lang::JavaScript, JS_THROWS, false),
        k("ruby files", Lang::Ruby, RUBY_FILES, true),
        k("java trivial", Lang::Java, JAVA_TRIVIAL, true),
        k("js files", Lang::JavaScript, JS_FILES, true),
        k("ruby raises", Lang::Ruby, RUBY_RAISES, false),
        k("js trivial", Lang::JavaScript, JS_TRIVIAL, true),
        k("java files", Lang::Java, JAVA_FILES, true),
        k("ruby trivial", Lang::Ruby, RUBY_TRIVIAL, true),
        stateful("js tasks", Lang::JavaScript, JS_TASKS),
    ]
}

/// This process's resident set, in bytes (Linux; 0 elsewhere).
fn rss() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .unwrap_or(0)
        << 10
}

/// Open file descriptors of this process (Linux; 0 elsewhere).
fn fds() -> usize {
    std::fs::read_dir("/proc/self/fd").map(|d| d.count()).unwrap_or(0)
}

fn workspace(root: &Path, n: usize) -> PathBuf {
    let ws = root.join(format!("ws{n}"));
    std::fs::create_dir_all(&ws).expect("a workspace");
    std::fs::write(ws.join("notes.txt"), "first line\nsecond line\nthird line\n").expect("notes");
    ws
}

struct Sample {
    turn: usize,
    rss: u64,
    fds: usize,
    elapsed: Duration,
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1 << 20) as f64
}

fn main() {
    let turns: usize =
        std::env::args().skip_while(|a| a != "--turns").nth(1).and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let runtime = Runtime::new().expect("runtime");
    let root = tempfile::tempdir().expect("temp root");
    let mix = mix();
    let limits = Limits { deadline: Duration::from_secs(10), ..Limits::default() };
    let mut ws = workspace(root.path(), 0);
    let loaded = rss();
    for kind in mix.iter().cycle().take(WARM_UP_ROUNDS * mix.len()) {
        let outcome = runtime.run(Turn::new(kind.lang, kind.source).workspace(&ws).limits(limits.clone()));
        assert_eq!(outcome.completed(), kind.completes, "{}: {:?}", kind.name, outcome.end);
    }
    let started = Instant::now();
    let mut samples = vec![Sample { turn: 0, rss: rss(), fds: fds(), elapsed: Duration::ZERO }];
    let mut failures = 0usize;
    for i in 0..turns {
        if i > 0 && i % 1000 == 0 {
            let old = std::mem::replace(&mut ws, workspace(root.path(), i / 1000));
            let _ = std::fs::remove_dir_all(old);
        }
        let kind = &mix[i % mix.len()];
        let turn = Turn::new(kind.lang, kind.source).workspace(&ws).limits(limits.clone());
        let outcome = runtime.run(if kind.state || i % 2 == 0 { turn } else { turn.without_state() });
        if outcome.completed() != kind.completes {
            failures += 1;
            if failures <= 5 {
                eprintln!("turn {i} ({}) ended unexpectedly: {:?}", kind.name, outcome.end);
            }
        }
        if (i + 1) % (turns / 10).max(1) == 0 || i + 1 == turns {
            samples.push(Sample { turn: i + 1, rss: rss(), fds: fds(), elapsed: started.elapsed() });
        }
    }
    println!(
        "soak: {turns} mixed turns (JavaScript 9, Ruby 7, Java 4 in every 20), after {} warm-up turns",
        WARM_UP_ROUNDS * mix.len()
    );
    println!("soak rss after the runtime loaded: {:.1} MiB", mib(loaded));
    let middle = samples.iter().find(|s| s.turn >= turns / 2).map_or(0, |s| s.turn);
    for s in &samples {
        let label = match s.turn {
            0 => "start",
            t if t == turns => "end",
            t if t == middle => "middle",
            _ => "",
        };
        println!(
            "soak rss {label:<6} turn {:>6}: {:>8.1} MiB   fds {:>4}   at {:>7.1} s",
            s.turn,
            mib(s.rss),
            s.fds,
            s.elapsed.as_secs_f64()
        );
    }
    if let (Some(first), Some(last)) = (samples.first(), samples.last()) {
        let ratio = last.rss as f64 / first.rss.max(1) as f64;
        let mid = samples.iter().find(|s| s.turn == middle).map_or(1.0, |m| m.rss as f64 / first.rss.max(1) as f64);
        let flat = (0.9..=1.1).contains(&ratio) && (0.9..=1.1).contains(&mid);
        println!(
            "soak rss ratio middle/start {mid:.3}, end/start {ratio:.3} ({})",
            if flat { "flat within 10%" } else { "NOT flat within 10%" }
        );
        println!(
            "soak throughput: {:.0} turns/s; unexpected ends: {failures}",
            turns as f64 / last.elapsed.as_secs_f64()
        );
    }
}
