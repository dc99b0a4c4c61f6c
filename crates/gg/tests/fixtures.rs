//! The fixture harness: every program under `tests/fixtures/<arm>/` runs as a
//! real turn (real wasmtime, real guest) in a fresh workspace, and its outcome
//! is compared with `snapshots/<arm>/<name>.snap`.
//!
//! A fixture's first lines may carry settings as `// gg: key=value …`:
//! `deadline-ms`, `memory-mib`, `stdout-bytes`, `flood-bytes`.
//!
//! Bless changed snapshots with `cargo xtask bless` (runs this suite with
//! `INSTA_UPDATE=always`); CI never writes them. A snapshot no fixture
//! produces fails the suite.

use gg::outcome::{CallResult, End, Outcome};
use gg::{Lang, Limits, Runtime, Turn};
use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| Runtime::new().expect("the runtime loads its guests"))
}

/// The workspace every fixture starts from, inside a temp dir that also holds
/// a file and a directory *outside* the workspace for escapes to aim at.
fn workspace() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let ws = dir.path().join("ws");
    std::fs::create_dir_all(ws.join("data")).unwrap();
    std::fs::write(ws.join("notes.txt"), "first line\nsecond line\nthird line\n").unwrap();
    std::fs::write(ws.join("data/numbers.json"), "[1, 2, 3]\n").unwrap();
    std::fs::write(ws.join("image.png"), b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    std::fs::write(dir.path().join("secret.txt"), "TOP SECRET\n").unwrap();
    std::fs::create_dir(dir.path().join("outside")).unwrap();
    std::os::unix::fs::symlink(dir.path().join("secret.txt"), ws.join("escape")).unwrap();
    std::os::unix::fs::symlink(dir.path().join("outside"), ws.join("escape-dir")).unwrap();
    (dir, ws)
}

fn limits_from_header(source: &str) -> Limits {
    let mut limits = Limits::default();
    for line in source.lines().take_while(|l| l.starts_with("//")) {
        let Some(settings) = line.strip_prefix("// gg:") else {
            continue;
        };
        for setting in settings.split_whitespace() {
            let (key, value) = setting.split_once('=').expect("a setting is key=value");
            let n: u64 = value.parse().expect("a setting's value is a number");
            match key {
                "deadline-ms" => limits.deadline = Duration::from_millis(n),
                "memory-mib" => limits.memory_bytes = (n as usize) << 20,
                "stdout-bytes" => limits.stdout_bytes = n as usize,
                "flood-bytes" => limits.output_flood_bytes = n,
                other => panic!("unknown fixture setting {other}"),
            }
        }
    }
    limits
}

/// The snapshot text: everything in the outcome except timings.
fn render(outcome: &Outcome, tmp: &Path) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "band: {}", outcome.end.kind());
    if let End::Completed { value: Some(v) } = &outcome.end {
        let _ = writeln!(s, "value: {v}");
    }
    let report = gg::report::render(outcome);
    if !report.is_empty() {
        let _ = write!(s, "--- report\n{report}");
    }
    for (name, c) in [("stdout", &outcome.stdout), ("stderr", &outcome.stderr)] {
        if !c.text.is_empty() || c.dropped_bytes > 0 {
            let _ = write!(s, "--- {name} (dropped {})\n{}", c.dropped_bytes, c.text);
            if !c.text.ends_with('\n') {
                s.push_str("⏎ (no final newline)\n");
            }
        }
    }
    if !outcome.calls.is_empty() {
        s.push_str("--- calls\n");
        for c in &outcome.calls {
            let result = match &c.result {
                CallResult::Ok(v) => format!("ok {v}"),
                CallResult::Err { code, message } => format!("err {code}: {message}"),
            };
            let _ = writeln!(s, "{} {} -> {result}", c.operation, c.args);
        }
    }
    if !outcome.views.is_empty() {
        s.push_str("--- views\n");
        for v in &outcome.views {
            let _ = writeln!(s, "#{} {:?} path={:?}\n{}", v.id, v.label, v.path, v.body);
        }
    }
    s.replace(&tmp.display().to_string(), "[TMP]")
}

fn run_fixture(path: &Path, lang: Lang) -> (Outcome, String) {
    let source = std::fs::read_to_string(path).unwrap();
    let (tmp, ws) = workspace();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let turn = Turn::new(lang, source.clone()).file_name(name).workspace(&ws).limits(limits_from_header(&source));
    let outcome = runtime().run(turn);
    let text = render(&outcome, tmp.path());
    (outcome, text)
}

fn snapshot_dir(arm: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots").join(arm)
}

#[test]
fn js_fixtures() {
    // SAFETY: set before any turn runs; the test proves the guest cannot see it.
    #[allow(unsafe_code, reason = "setting a process environment variable for the deny-by-default fixture")]
    unsafe {
        std::env::set_var("GG_FIXTURE_SECRET", "hunter2");
    }
    let mut seen = BTreeSet::new();
    insta::glob!("fixtures/js/*.js", |path| {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        // insta's glob! names a snapshot `<name>@<fixture file>.snap`.
        seen.insert(format!("{stem}@{}.snap", path.file_name().unwrap().to_string_lossy()));
        let (outcome, text) = run_fixture(path, Lang::JavaScript);
        if stem == "runaway_loop" {
            // The deadline is 1 s; the turn must end within half a second of it.
            assert!(outcome.timings.run_us < 1_500_000, "runaway loop ran {} µs", outcome.timings.run_us);
        }
        insta::with_settings!({
            snapshot_path => snapshot_dir("js"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
            input_file => path,
        }, {
            insta::assert_snapshot!(stem, text);
        });
    });
    let on_disk: BTreeSet<String> = std::fs::read_dir(snapshot_dir("js"))
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect())
        .unwrap_or_default();
    let stray: Vec<_> = on_disk.iter().filter(|n| n.ends_with(".snap") && !seen.contains(*n)).collect();
    assert!(stray.is_empty(), "snapshots with no fixture (delete them): {stray:?}");
}
