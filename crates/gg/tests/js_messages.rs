//! JavaScript's engine errors in V8's words: every case of
//! `packages/gg-sandbox-js/messages/cases.js` (the errors models' programs
//! meet most, provoked one by one) must give, through gg, the class and
//! message node 20 gives, both as the program sees them (`e.name`,
//! `e.message` in a `catch`) and in gg's report of the error left uncaught.
//! `messages/expected.txt` is node's output of the same file; when node is
//! on the machine (it is in CI), the test also checks that it still is.
//! `messages/differs.txt` lists the cases that still differ, with why: the
//! tests fail when one of those starts to match or another starts to differ.

use gg::outcome::End;
use gg::{Lang, Runtime, Turn};
use std::path::PathBuf;
use std::sync::OnceLock;

fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| Runtime::new().expect("the runtime loads its guests"))
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../packages/gg-sandbox-js/messages")
}

/// `expected.txt`: one JSON array `[name, class, message]` a line.
fn expected() -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string(dir().join("expected.txt")).expect("messages/expected.txt");
    text.lines()
        .map(|line| {
            let row: Vec<String> = serde_json::from_str(line).expect("a JSON row");
            assert_eq!(row.len(), 3, "every case throws under node: {line}");
            (row[0].clone(), row[1].clone(), row[2].clone())
        })
        .collect()
}

/// The cases known to differ (`differs.txt`), by name.
fn known_differences() -> Vec<String> {
    let text = std::fs::read_to_string(dir().join("differs.txt")).expect("messages/differs.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').next().unwrap().to_string())
        .collect()
}

/// Fails unless the cases that differ are exactly the known ones.
fn check(what: &str, total: usize, differ: Vec<(String, String)>) {
    let known = known_differences();
    let new: Vec<&str> = differ.iter().filter(|(n, _)| !known.contains(n)).map(|(_, d)| d.as_str()).collect();
    let fixed: Vec<&String> = known.iter().filter(|k| !differ.iter().any(|(n, _)| n == *k)).collect();
    assert!(new.is_empty(), "{} of {total} {what} differ from node:\n{}", new.len(), new.join("\n"));
    assert!(fixed.is_empty(), "these {what} now match node: take them off messages/differs.txt: {fixed:?}");
    eprintln!("{what}: {} of {total} as node's ({} known to differ)", total - differ.len(), differ.len());
}

fn cases_source() -> String {
    std::fs::read_to_string(dir().join("cases.js")).expect("messages/cases.js")
}

/// Runs a program on a thread with the stack gg asks of its callers.
fn run(source: String) -> gg::outcome::Outcome {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(gg::TURN_THREAD_STACK)
            .spawn_scoped(scope, || runtime().run(Turn::new(Lang::JavaScript, &source).without_state()))
            .expect("a turn's thread")
            .join()
            .expect("the turn")
    })
}

#[test]
fn expected_is_nodes_output() {
    let Ok(out) = std::process::Command::new("node").arg(dir().join("cases.js")).output() else {
        eprintln!("node is not installed here; CI runs this check");
        return;
    };
    assert!(out.status.success(), "node ran cases.js: {}", String::from_utf8_lossy(&out.stderr));
    let now = String::from_utf8(out.stdout).unwrap();
    let committed = std::fs::read_to_string(dir().join("expected.txt")).unwrap();
    assert_eq!(now, committed, "regenerate: node packages/gg-sandbox-js/messages/cases.js > …/messages/expected.txt");
}

#[test]
fn caught_messages_read_as_v8s() {
    let expected = expected();
    let outcome = run(cases_source());
    assert!(outcome.completed(), "{:?}", outcome.end);
    let got: Vec<&str> = outcome.stdout.text.lines().collect();
    assert_eq!(got.len(), expected.len(), "one line a case:\n{}", outcome.stdout.text);
    let mut differ = Vec::new();
    for ((name, class, message), line) in expected.iter().zip(got) {
        let row: Vec<String> = serde_json::from_str(line).unwrap();
        if row != [name.clone(), class.clone(), message.clone()] {
            differ
                .push((name.clone(), format!("{name}:\n  node: {class}: {message}\n  gg:   {}", row[1..].join(": "))));
        }
    }
    check("caught messages", expected.len(), differ);
}

#[test]
fn reported_messages_read_as_v8s() {
    let source = cases_source();
    let mut differ = Vec::new();
    let expected = expected();
    for (n, (name, class, message)) in expected.iter().enumerate() {
        let outcome = run(format!("const __case = {n};\n{source}"));
        let (got_class, got_message) = match &outcome.end {
            End::RuntimeError(e) => (e.class.clone(), e.message.clone()),
            other => (other.kind().to_string(), format!("{other:?}")),
        };
        if (&got_class, &got_message) != (class, message) {
            differ.push((
                name.clone(),
                format!("{name}:\n  node: {class}: {message}\n  gg:   {got_class}: {got_message}"),
            ));
        }
    }
    check("reports", expected.len(), differ);
}
