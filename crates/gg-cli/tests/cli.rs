//! The `gg` binary end to end: the README's example, located failures, the
//! deadline, the workspace boundary, JSON output and exit codes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// A scratch copy of the repository's `examples/`, so a turn's state
/// (`.gg/`) and files land in a temporary directory, never the source tree.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("examples")).unwrap();
    for entry in std::fs::read_dir(repo().join("examples")).unwrap().flatten() {
        if entry.path().is_file() {
            std::fs::copy(entry.path(), dir.path().join("examples").join(entry.file_name())).unwrap();
        }
    }
    dir
}

fn gg(args: &[&str]) -> Output {
    let dir = scratch();
    Command::new(env!("CARGO_BIN_EXE_gg")).args(args).current_dir(dir.path()).output().expect("gg runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn hello_example_prints_what_it_prints() {
    let out = gg(&["run", "examples/hello.js"]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Hello from a sandboxed program!\n"), "{stdout}");
    assert!(stdout.contains("my own first line: import { files, views } from \"gg\";"), "{stdout}");
}

#[test]
fn a_throw_on_line_3_is_reported_at_line_3_with_its_source() {
    let out = gg(&["run", "examples/thrown.js"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("error[runtime-error]: RangeError: expected 3 items, got 2"), "{stderr}");
    assert!(stderr.contains(" --> thrown.js:3:7"), "{stderr}");
    assert!(stderr.contains("3 | throw new RangeError(`expected 3 items, got ${count}`);"), "{stderr}");
}

#[test]
fn a_runaway_loop_ends_as_a_deadline_limit() {
    let out = gg(&["run", "--deadline", "0.5", "examples/runaway.js"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "about to loop forever\n");
    assert!(text(&out.stderr).contains("error[limit: deadline]"), "{}", text(&out.stderr));
}

#[test]
fn reading_outside_the_workspace_is_a_typed_catchable_error() {
    let out = gg(&["run", "examples/escape.js"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "refused: denied (files.read-text-file): path `../../etc/passwd` is outside the workspace\n"
    );
}

#[test]
fn json_outcome_and_stdin() {
    let dir = scratch();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gg"))
        .args(["run", "--json", "-"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(b"console.log('hi');\n'value'\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["end"]["kind"], "completed");
    assert_eq!(v["end"]["value"], "'value'");
    assert_eq!(v["stdout"]["text"], "hi\n");
    assert!(v["timings"]["run_us"].is_u64());
}

#[test]
fn workspace_flag_confines_files() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("note.txt"), "inside\n").unwrap();
    let program = dir.path().join("p.js");
    std::fs::write(&program, "import { files } from 'gg';\nconsole.log(files.readTextFile('note.txt').trim());\n")
        .unwrap();
    let out = gg(&["run", "--workspace", dir.path().to_str().unwrap(), program.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "inside\n");
}

#[test]
fn check_prepares_without_running() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.js");
    std::fs::write(&bad, "import x from 'left-pad';\n").unwrap();
    let out = gg(&["check", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("error[compile-error]: Cannot find module 'left-pad'"));
    let good = dir.path().join("good.js");
    std::fs::write(&good, "console.log('never printed');\n").unwrap();
    let out = gg(&["check", good.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(gg(&["run", "does-not-exist.js"]).status.code(), Some(2));
    assert_eq!(gg(&["run", "--lang", "cobol", "examples/hello.js"]).status.code(), Some(2));
    assert_eq!(gg(&["frobnicate"]).status.code(), Some(2));
    assert_eq!(gg(&["run", "--workspace", "/nonexistent-dir", "examples/hello.js"]).status.code(), Some(2));
}

fn run_in(ws: &Path, args: &[&str], program: &str) -> Output {
    let file = ws.join("turn.js");
    std::fs::write(&file, program).unwrap();
    let mut all = vec!["run", "--workspace", ws.to_str().unwrap()];
    all.extend_from_slice(args);
    all.push(file.to_str().unwrap());
    gg(&all)
}

#[test]
fn tasks_and_memories_persist_across_runs() {
    let dir = tempfile::tempdir().unwrap();
    let first = "import { tasks, memories } from 'gg';\ntasks.add('ship it', { status: 'doing' });\nmemories.write('deploy', 'deploy with cargo release');\n";
    let out = run_in(dir.path(), &[], first);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let second = "import { tasks, memories, context } from 'gg';\nconsole.log(tasks.list().map(t => `${t.title}:${t.status}`).join());\nconsole.log(memories.search('release')[0].slug);\nconsole.log(context.listTurns().length);\n";
    let out = run_in(dir.path(), &[], second);
    assert_eq!(text(&out.stdout), "ship it:doing\ndeploy\n1\n", "{}", text(&out.stderr));
    assert!(dir.path().join(".gg/state.db").exists());
}

#[test]
fn grants_come_from_flags_and_gg_toml() {
    let dir = tempfile::tempdir().unwrap();
    let program = "import { shell, files } from 'gg';\nfor (const f of [() => shell.run('echo ran').stdout.trim(), () => files.readTextFile('turn.js').length > 0]) { try { console.log(f()) } catch (e) { console.log(e.code) } }\n";
    assert_eq!(text(&run_in(dir.path(), &[], program).stdout), "unavailable\ntrue\n");
    assert_eq!(
        text(&run_in(dir.path(), &["--grant", "shell", "--deny", "read-files"], program).stdout),
        "ran\nunavailable\n"
    );
    std::fs::write(dir.path().join("gg.toml"), "grants = [\"shell\"]\n[limits]\nmax-calls = 1\n").unwrap();
    assert_eq!(text(&run_in(dir.path(), &[], program).stdout), "ran\nlimit-exceeded\n");
    std::fs::write(dir.path().join("gg.toml"), "grants = [\"telepathy\"]\n").unwrap();
    let out = run_in(dir.path(), &[], program);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown grant `telepathy`"));
    std::fs::write(dir.path().join("gg.toml"), "[limits]\ndeadline = 3\n").unwrap();
    assert_eq!(run_in(dir.path(), &[], program).status.code(), Some(2));
}

#[test]
fn no_state_keeps_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_in(dir.path(), &["--no-state"], "import { session } from 'gg';\nsession.finish('done');\n");
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stderr).contains("finished: done"));
    assert!(!dir.path().join(".gg").exists());
}
