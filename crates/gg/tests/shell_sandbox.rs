//! `shell.run` in its sandbox, seen from the host: real turns (real
//! wasmtime, the JavaScript guest) granted `shell`, checked against what the
//! host sees afterwards — the processes in `/proc`, a loopback port the test
//! opened, files beside the workspace and in `.gg/`. Needs bubblewrap on
//! PATH (CI installs it); without it every test here fails, saying why.

use gg::{Grants, Lang, Runtime, Turn};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| Runtime::new().expect("the runtime loads its guests"))
}

/// A temp dir holding the workspace `ws/` and, beside it, `secret.txt`.
fn workspace() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let ws = dir.path().join("ws");
    std::fs::create_dir(&ws).unwrap();
    std::fs::write(dir.path().join("secret.txt"), "TOP SECRET\n").unwrap();
    (dir, ws)
}

fn grants(extra: &[&str]) -> Grants {
    let mut g = Grants::default();
    for name in ["shell"].iter().chain(extra) {
        g.grant(name).unwrap();
    }
    g
}

/// Runs `program` (JavaScript) in `ws` and returns what it printed; the
/// turn must complete.
fn run(ws: &Path, grants: Grants, program: &str) -> String {
    let outcome = runtime().run(Turn::new(Lang::JavaScript, program).workspace(ws).grants(grants));
    assert!(outcome.completed(), "{:?}\n{}", outcome.end, outcome.stdout.text);
    outcome.stdout.text
}

/// A program printing, for each command, its exit code, stdout and stderr.
fn commands(list: &[&str]) -> String {
    let list = serde_json::to_string(list).unwrap();
    format!(
        "import {{ shell }} from 'gg';\nfor (const c of {list}) {{ const r = shell.run(c); console.log(JSON.stringify([r.exitCode, r.stdout, r.stderr])); }}\n"
    )
}

/// Exit code and stdout of each command, in order.
fn results(printed: &str) -> Vec<(i64, String)> {
    printed
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            (v[0].as_i64().unwrap_or(-1), v[1].as_str().unwrap().to_string())
        })
        .collect()
}

/// Host processes whose command line is exactly `args`.
fn processes(args: &[&str]) -> Vec<u32> {
    let wanted: Vec<u8> = args.iter().flat_map(|a| a.bytes().chain([0])).collect();
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|c| c == wanted))
        .collect()
}

#[test]
fn a_setsid_child_does_not_outlive_its_command() {
    let (_dir, ws) = workspace();
    let printed = run(&ws, grants(&[]), &commands(&["setsid -f sleep 1000; echo started"]));
    assert_eq!(results(&printed), [(0, "started\n".to_string())]);
    assert_eq!(processes(&["sleep", "1000"]), Vec::<u32>::new(), "a `sleep 1000` outlived its command");
}

#[test]
fn the_timeout_holds_whatever_the_children_do() {
    let (_dir, ws) = workspace();
    let program = "import { shell } from 'gg';\nconst r = shell.run(\"setsid -f sh -c 'sleep 30'; sleep 30\", { timeoutSeconds: 2 });\nconsole.log(r.timedOut, r.signal);\n";
    let started = Instant::now();
    let printed = run(&ws, grants(&[]), program);
    let took = started.elapsed();
    assert_eq!(printed, "true 9\n");
    assert!(took < Duration::from_secs(3), "a 2 s timeout took {took:?}");
    assert_eq!(processes(&["sleep", "30"]), Vec::<u32>::new());
    assert_eq!(processes(&["sh", "-c", "sleep 30"]), Vec::<u32>::new());
}

#[test]
fn only_the_workspace_is_there_and_writable() {
    let (dir, ws) = workspace();
    let secret = dir.path().join("secret.txt");
    let cmds = [
        "cat ../secret.txt".to_string(),
        format!("cat {}", secret.display()),
        format!("echo planted > {}/planted.txt", dir.path().display()),
        "echo kept > kept.txt && cat kept.txt".to_string(),
        "test -e /root || test -e /home || echo no homes".to_string(),
        "touch /usr/planted /etc/planted /planted 2>/dev/null || echo read-only".to_string(),
        "echo scratch > /tmp/scratch && cat /tmp/scratch".to_string(),
    ];
    let cmds: Vec<&str> = cmds.iter().map(String::as_str).collect();
    let r = results(&run(&ws, grants(&[]), &commands(&cmds)));
    assert!(r[0].0 != 0 && r[0].1.is_empty(), "{:?}", r[0]);
    assert!(r[1].0 != 0 && r[1].1.is_empty(), "{:?}", r[1]);
    // (The workspace's parent exists in the sandbox, on its private `/tmp`:
    // a write there may succeed, and lands nowhere on the host.)
    assert_eq!(r[3], (0, "kept\n".into()));
    assert_eq!(r[4], (0, "no homes\n".into()));
    assert_eq!(r[5], (0, "read-only\n".into()));
    assert_eq!(r[6], (0, "scratch\n".into()));
    assert!(!dir.path().join("planted.txt").exists(), "{:?}", r[2]);
    assert_eq!(std::fs::read_to_string(ws.join("kept.txt")).unwrap(), "kept\n");
    // Nothing the command wrote reached the host's `/tmp` (where anything,
    // even a directory, may already be at that path).
    assert!(!std::fs::read_to_string("/tmp/scratch").is_ok_and(|text| text == "scratch\n"));
}

#[test]
fn gg_state_is_neither_readable_nor_writable() {
    let (_dir, ws) = workspace();
    std::fs::create_dir(ws.join(".gg")).unwrap();
    std::fs::write(ws.join(".gg/note.txt"), "gg's own\n").unwrap();
    let r = results(&run(
        &ws,
        grants(&[]),
        &commands(&[
            "cat .gg/note.txt",
            "ls -A .gg",
            "echo x > .gg/note.txt",
            "touch .gg/new",
            "rm -rf .gg; ls -d .gg",
        ]),
    ));
    assert!(r[0].0 != 0 && r[0].1.is_empty(), "{:?}", r[0]);
    assert_eq!(r[1], (0, String::new()));
    assert!(r[2].0 != 0 && r[3].0 != 0, "{r:?}");
    assert_eq!(r[4], (0, ".gg\n".into()));
    assert_eq!(std::fs::read_to_string(ws.join(".gg/note.txt")).unwrap(), "gg's own\n");
    assert!(!ws.join(".gg/new").exists());
}

#[test]
fn the_network_needs_its_grant() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let connect = format!("bash -c 'echo hello > /dev/tcp/127.0.0.1/{port}' && echo connected");
    let (_dir, ws) = workspace();
    let r = results(&run(&ws, grants(&[]), &commands(&[&connect])));
    assert!(r[0].0 != 0 && r[0].1.is_empty(), "connected without the network grant: {r:?}");
    assert!(listener.accept().is_err(), "a connection arrived without the network grant");
    let r = results(&run(&ws, grants(&["network"]), &commands(&[&connect])));
    assert_eq!(r[0], (0, "connected\n".into()));
    assert!(listener.accept().is_ok(), "no connection arrived with the network grant");
}
