//! Sessions through the real runtime: exec/wait/stop, observation windows,
//! output since the previous look, lifetime expiry without a look, stop from
//! another thread inside a tight loop and inside a blocked host call, and
//! the refusals (busy, finished, running).

use gg::outcome::{End, LimitKind};
use gg::session::{Session, SessionError, Status};
use gg::{Lang, Runtime, SessionConfig};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| Runtime::new().expect("the runtime loads its guests"))
}

fn session(lang: Lang, window: Duration) -> (tempfile::TempDir, Session) {
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.window = window;
    (dir, runtime().open_session(lang, config))
}

fn limit(o: &gg::session::Observation) -> Option<LimitKind> {
    match o.outcome.as_deref().map(|o| &o.end) {
        Some(End::Limit { limit, .. }) => Some(*limit),
        _ => None,
    }
}

#[test]
fn exec_completes_with_its_value_and_output() {
    let (_dir, s) = session(Lang::JavaScript, Duration::from_secs(60));
    let o = s.exec("console.log('hi');\nconst n = 20;\nn * 2 + 2\n").unwrap();
    assert_eq!(o.status, Status::Completed, "{o:?}");
    assert_eq!(o.value.as_deref(), Some("42"));
    assert_eq!(o.output.stdout, "hi\n");
    assert_eq!(s.wait().unwrap_err(), SessionError::Finished(Status::Completed));
    assert_eq!(s.stop().unwrap_err(), SessionError::Finished(Status::Completed));
    // A fresh program: nothing of the previous one's scope survives.
    let o = s.exec("typeof n").unwrap();
    assert_eq!(o.value.as_deref(), Some("'undefined'"));
}

#[test]
fn a_program_past_its_window_is_still_working_then_completes_on_wait() {
    let (_dir, s) = session(Lang::JavaScript, Duration::from_millis(300));
    let o = s.exec("console.log('start');\nconst t = Date.now();\nwhile (Date.now() - t < 1200) {}\n'done'\n").unwrap();
    assert_eq!(o.status, Status::StillWorking, "{o:?}");
    assert!(o.outcome.is_none());
    assert_eq!(s.exec("1").unwrap_err(), SessionError::Running);
    let mut last = o;
    for _ in 0..20 {
        last = s.wait().unwrap();
        if last.status != Status::StillWorking {
            break;
        }
    }
    assert_eq!(last.status, Status::Completed, "{last:?}");
    assert_eq!(last.value.as_deref(), Some("'done'"));
}

#[test]
fn stop_ends_a_tight_loop_within_100_ms() {
    let (_dir, s) = session(Lang::JavaScript, Duration::from_millis(200));
    let o = s.exec("let i = 0;\nwhile (true) { i++; }\n").unwrap();
    assert_eq!(o.status, Status::StillWorking);
    let asked = Instant::now();
    let o = s.stop().unwrap();
    let took = asked.elapsed();
    assert_eq!(o.status, Status::Terminated, "{o:?}");
    assert_eq!(limit(&o), Some(LimitKind::Stopped));
    assert!(took < Duration::from_millis(100), "stop took {took:?}");
    assert_eq!(s.stop().unwrap_err(), SessionError::Finished(Status::Terminated));
}

#[test]
fn stop_ends_a_program_blocked_in_a_shell_command_and_its_children() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.window = Duration::from_millis(300);
    config.grants.grant("shell").unwrap();
    let s = runtime().open_session(Lang::JavaScript, config);
    // A duration no other process uses, so the child is found by its
    // command line (its pid lives in the shell sandbox's own namespace).
    let program = "import { shell } from 'gg';\nshell.run('sleep 30.4242 & wait');\n";
    let o = s.exec(program).unwrap();
    assert_eq!(o.status, Status::StillWorking, "{o:?}");
    let asked = Instant::now();
    let o = s.stop().unwrap();
    assert_eq!(o.status, Status::Terminated, "{o:?}");
    assert!(asked.elapsed() < Duration::from_millis(500), "stop took {:?}", asked.elapsed());
    // The child may linger a moment as a zombie of nobody; it must not run.
    let running: Vec<String> = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| {
            let cmdline = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
            String::from_utf8_lossy(&cmdline).contains("30.4242")
        })
        .filter_map(|e| std::fs::read_to_string(e.path().join("stat")).ok())
        .filter(|stat| !stat.contains(") Z "))
        .collect();
    assert!(running.is_empty(), "the shell's child outlived the program: {running:?}");
}

#[test]
fn a_program_that_outlives_its_lifetime_is_ended_without_a_look() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.window = Duration::from_millis(100);
    config.lifetime = Duration::from_millis(400);
    let s = runtime().open_session(Lang::JavaScript, config);
    assert_eq!(s.exec("while (true) {}").unwrap().status, Status::StillWorking);
    std::thread::sleep(Duration::from_millis(800));
    // Ended already: the look returns at once with the final status.
    let looked = Instant::now();
    let o = s.wait().unwrap();
    assert!(looked.elapsed() < Duration::from_millis(50), "{:?}", looked.elapsed());
    assert_eq!(o.status, Status::Terminated);
    assert_eq!(limit(&o), Some(LimitKind::Lifetime));
}

#[test]
fn each_observation_carries_only_new_output_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.window = Duration::from_millis(300);
    config.chunk_bytes = 16;
    let s = runtime().open_session(Lang::JavaScript, config);
    let program = "console.log('0123456789abcdefXYZ');\nconst t = Date.now();\nwhile (Date.now() - t < 800) {}\nconsole.log('later');\n";
    let first = s.exec(program).unwrap();
    assert_eq!(first.status, Status::StillWorking, "{first:?}");
    assert_eq!((first.output.stdout.as_str(), first.output.dropped_bytes), ("0123456789abcdef", 4));
    let mut last = s.wait().unwrap();
    while last.status == Status::StillWorking {
        assert_eq!(last.output, Default::default());
        last = s.wait().unwrap();
    }
    assert_eq!(last.status, Status::Completed, "{last:?}");
    assert_eq!((last.output.stdout.as_str(), last.output.dropped_bytes), ("later\n", 0));
}

#[test]
fn one_request_at_a_time() {
    let (_dir, s) = session(Lang::JavaScript, Duration::from_millis(600));
    assert_eq!(s.wait().unwrap_err(), SessionError::NoProgram);
    std::thread::scope(|scope| {
        let first = scope.spawn(|| s.exec("while (true) {}"));
        std::thread::sleep(Duration::from_millis(150));
        assert_eq!(s.wait().unwrap_err(), SessionError::Busy);
        assert_eq!(first.join().unwrap().unwrap().status, Status::StillWorking);
    });
    assert_eq!(s.stop().unwrap().status, Status::Terminated);
}

#[test]
fn ruby_and_java_sessions_run_and_stop() {
    let (_dir, s) = session(Lang::Ruby, Duration::from_secs(60));
    let o = s.exec("puts [1, 2, 3].sum\n").unwrap();
    assert_eq!((o.status, o.output.stdout.as_str()), (Status::Completed, "6\n"), "{o:?}");
    assert_eq!(o.value, None, "puts returns nil: no value");
    let o = s.exec("scores = [3, 1, 2]\nscores.sort.reverse.map { |n| n * 10 }\n").unwrap();
    assert_eq!(o.value.as_deref(), Some("[30, 20, 10]"), "{o:?}");
    let o = s.exec("def f(x) = x.fetch(:missing)\nf({})\n").unwrap();
    assert_eq!(o.status, Status::Error, "{o:?}");

    let (_dir, s) = session(Lang::Java, Duration::from_secs(120));
    let o = s.exec("class Program { public static void main(String[] a) { System.out.println(6 * 7); } }").unwrap();
    assert_eq!((o.status, o.output.stdout.as_str()), (Status::Completed, "42\n"), "{o:?}");
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.window = Duration::from_millis(200);
    let s = runtime().open_session(Lang::Java, config);
    let spin = "class Program { public static void main(String[] a) { long n = 0; while (n >= 0) { n++; } } }";
    assert_eq!(s.exec(spin).unwrap().status, Status::StillWorking);
    let o = s.stop().unwrap();
    assert_eq!(o.status, Status::Terminated, "{o:?}");
    assert_eq!(limit(&o), Some(LimitKind::Stopped));
}

#[test]
fn an_ask_first_tool_suspends_the_program_until_approved_or_denied() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.grants.grant("tools").unwrap();
    let mut tools = gg::ToolRegistry::new();
    tools
        .register(
            "send_email",
            "Sends an email.",
            serde_json::json!({"type": "object", "properties": {"to": {"type": "string"}}, "required": ["to"]}),
            |v| Ok(serde_json::json!({"sent_to": v["to"]})),
        )
        .unwrap();
    tools.ask_first("send_email").unwrap();
    config.tools = tools;
    let s = runtime().open_session(Lang::JavaScript, config);
    let program = "import { tools } from 'gg';\nconsole.log('asking');\ntry {\n  console.log(tools.call('send_email', { to: 'ada@example.com' }).sent_to);\n} catch (e) {\n  console.log(`${e.code}: ${e.message}`);\n}\n'done'\n";
    let o = s.exec(program).unwrap();
    assert_eq!(o.status, Status::AwaitingApproval, "{o:?}");
    let asked = o.approval.unwrap();
    assert_eq!((asked.name.as_str(), &asked.arguments), ("send_email", &serde_json::json!({"to": "ada@example.com"})));
    assert_eq!(o.output.stdout, "asking\n");
    let o = s.approve().unwrap();
    assert_eq!((o.status, o.output.stdout.as_str()), (Status::Completed, "ada@example.com\n"), "{o:?}");
    assert_eq!(s.approve().unwrap_err(), SessionError::Finished(Status::Completed));

    let o = s.exec(program).unwrap();
    assert_eq!(o.status, Status::AwaitingApproval);
    let o = s.deny("not to strangers").unwrap();
    assert_eq!(o.status, Status::Completed, "{o:?}");
    assert_eq!(o.output.stdout, "denied: the call to `send_email` was denied: not to strangers\n");
}

fn kept_session(lang: Lang) -> (tempfile::TempDir, Session) {
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.keep_state = true;
    config.window = Duration::from_secs(5);
    (dir, runtime().open_session(lang, config))
}

fn located_line(o: &gg::session::Observation) -> Option<u32> {
    match o.outcome.as_deref().map(|o| &o.end) {
        Some(End::RuntimeError(e)) => e.location.as_ref().map(|l| l.line),
        _ => None,
    }
}

#[test]
fn a_keep_state_session_keeps_javascript_declarations_between_programs() {
    let (_dir, s) = kept_session(Lang::JavaScript);
    let first = "const greeting = 'hi';\nlet count = 1;\nvar seen = [];\nfunction add(a, b) { return a + b; }\nclass Counter { constructor() { this.n = 0; } inc() { return ++this.n; } } const made = new Counter();\nconst { x, y: [z] } = { x: 5, y: [6] };\n";
    let o = s.exec(first).unwrap();
    assert_eq!(o.status, Status::Completed, "{o:?}");
    let o = s.exec("count += 1;\nseen.push(greeting);\nmade.inc();\n[add(count, x + z), seen, made.inc(), new Counter().inc()]\n").unwrap();
    assert_eq!(o.value.as_deref(), Some("[ 13, [ 'hi' ], 2, 1 ]"), "{o:?}");
    // Declaring a kept name again is allowed, as a REPL allows it.
    let o = s.exec("const greeting = 'yo';\ngreeting + count").unwrap();
    assert_eq!(o.value.as_deref(), Some("'yo2'"), "{o:?}");
    // A failure is located at the model's own line and column, even after a
    // class declaration on the same line.
    let o = s.exec("class A {} class B {} null.boom;\n").unwrap();
    assert_eq!(o.status, Status::Error);
    let location = match o.outcome.as_deref().map(|o| &o.end) {
        Some(End::RuntimeError(e)) => e.location.clone().unwrap(),
        other => panic!("{other:?}"),
    };
    assert_eq!((location.line, location.column), (1, 23), "{location:?}");
    // An error keeps the state; A and B were declared before it.
    let o = s.exec("typeof A + typeof B + count").unwrap();
    assert_eq!(o.value.as_deref(), Some("'functionfunction2'"), "{o:?}");
    // A stopped program takes the kept state with it.
    let o = s.exec("let spin = 0;\nwhile (true) { spin++; }").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(o.status, Status::StillWorking);
    let o = s.stop().unwrap();
    assert_eq!(o.status, Status::Terminated);
    assert!(o.state_reset, "{o:?}");
    let o = s.exec("typeof count").unwrap();
    assert_eq!(o.value.as_deref(), Some("'undefined'"), "{o:?}");
    assert!(!o.state_reset);
}

/// CPython's kept `__main__`: names, functions, classes and imports carry
/// over; a raise keeps what was bound before it; a syntax error is located.
#[cfg(feature = "python")]
#[test]
fn a_keep_state_session_keeps_python_names_between_programs() {
    let (_dir, s) = kept_session(Lang::Python);
    let first = "import json\nx = 41\nitems = [1, 2]\ndef twice(n):\n    return n * 2\nclass Box:\n    def __init__(self, v):\n        self.v = v\n";
    let o = s.exec(first).unwrap();
    assert_eq!(o.status, Status::Completed, "{o:?}");
    let o = s.exec("for i in items:\n    x += i\njson.dumps([x, twice(x), Box(x).v])\n").unwrap();
    assert_eq!(o.value.as_deref(), Some("'[44, 88, 44]'"), "{o:?}");
    let o = s.exec("y = x\nraise ValueError(f'at {y}')\n").unwrap();
    assert_eq!(o.status, Status::Error);
    assert_eq!(located_line(&o), Some(2), "{o:?}");
    let o = s.exec("[y, x]").unwrap();
    assert_eq!(o.value.as_deref(), Some("[44, 44]"), "{o:?}");
    let o = s.exec("a = 1\ndef broken(\n").unwrap();
    assert_eq!(o.status, Status::Error);
    match o.outcome.as_deref().map(|o| &o.end) {
        Some(End::SyntaxError { diagnostics, .. }) => {
            assert!(diagnostics[0].location.as_ref().is_some_and(|l| l.line == 2), "{diagnostics:?}")
        }
        other => panic!("{other:?}"),
    }
    // Without keep_state, nothing carries over.
    let (_dir2, fresh) = session(Lang::Python, Duration::from_secs(60));
    fresh.exec("kept = 1").unwrap();
    let o = fresh.exec("'kept' in globals()").unwrap();
    assert_eq!(o.value.as_deref(), Some("False"), "{o:?}");
}

/// A kept CPython whose program removed gg's runner: the next programs end
/// as the program's `RuntimeError` saying so, never as gg's failure.
#[cfg(feature = "python")]
#[test]
fn a_python_program_that_removes_the_runner_breaks_only_its_session() {
    let (_dir, s) = kept_session(Lang::Python);
    let o = s.exec("import sys\ndel sys.modules['_gg_runner']\n").unwrap();
    assert_eq!(o.status, Status::Completed, "{o:?}");
    let o = s.exec("print('next')\n").unwrap();
    assert_eq!(o.status, Status::Error, "{o:?}");
    match o.outcome.as_deref().map(|o| &o.end) {
        Some(End::RuntimeError(e)) => assert!(e.message.contains("broke gg's runner"), "{e:?}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_keep_state_session_keeps_ruby_locals_methods_and_classes() {
    let (_dir, s) = kept_session(Lang::Opal);
    let first = "x = 41\nitems = [1, 2]\ndef twice(n) = n * 2\nclass Box\n  attr_reader :v\n  def initialize(v) = @v = v\nend\nnew = \"made\"\n";
    let o = s.exec(first).unwrap();
    assert_eq!(o.status, Status::Completed, "{o:?}");
    let o = s.exec("items.each { |i| x += i }\n[x, twice(x), Box.new(x).v, new]\n").unwrap();
    assert_eq!(o.value.as_deref(), Some("[44, 88, 44, \"made\"]"), "{o:?}");
    // A failure is located at the model's own line, not the restoring one.
    let o = s.exec("y = x\nraise ArgumentError, \"at #{y}\"\n").unwrap();
    assert_eq!(o.status, Status::Error);
    assert_eq!(located_line(&o), Some(2), "{o:?}");
    // Locals assigned before the raise are kept, as irb keeps them.
    let o = s.exec("[y, x]").unwrap();
    assert_eq!(o.value.as_deref(), Some("[44, 44]"), "{o:?}");
    // A syntax error is located in the model's lines too.
    let o = s.exec("a = 1\ndef broken(\n").unwrap();
    assert_eq!(o.status, Status::Error);
    match o.outcome.as_deref().map(|o| &o.end) {
        Some(End::SyntaxError { diagnostics, .. }) => {
            assert!(diagnostics[0].location.as_ref().is_some_and(|l| l.line <= 3), "{diagnostics:?}")
        }
        other => panic!("{other:?}"),
    }
    // Without keep_state, nothing carries over.
    let (_dir2, fresh) = session(Lang::Opal, Duration::from_secs(60));
    fresh.exec("kept = 1").unwrap();
    let o = fresh.exec("defined?(kept).inspect").unwrap();
    assert_eq!(o.value.as_deref(), Some("\"nil\""), "{o:?}");
}

#[test]
fn java_refuses_a_keep_state_session() {
    let (_dir, s) = kept_session(Lang::Java);
    let e = s.exec("class Program { public static void main(String[] a) {} }").unwrap_err();
    assert_eq!(e, SessionError::KeepStateUnsupported("java"));
    assert!(e.to_string().contains("start the session without keep_state"));
}

#[test]
fn finish_ends_the_program_and_completes_with_its_summary() {
    let cases = [
        (
            Lang::JavaScript,
            "import { session } from 'gg';\nconsole.log('a');\nsession.finish('all done');\nconsole.log('b');\n",
        ),
        (Lang::Ruby, "require 'gg'\nputs 'a'\nGG::Session.finish('all done')\nputs 'b'\n"),
    ];
    for (lang, code) in cases {
        let (_dir, s) = session(lang, Duration::from_secs(60));
        let o = s.exec(code).unwrap();
        assert_eq!(
            (o.status, o.value.as_deref(), o.output.stdout.as_str()),
            (Status::Completed, Some("all done"), "a\n"),
            "{o:?}"
        );
    }
}

#[test]
fn a_runtime_runs_at_most_max_concurrent_session_programs() {
    let rt = Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.window = Duration::from_millis(50);
    config.max_concurrent = 2;
    let sessions: Vec<Session> = (0..3).map(|_| rt.open_session(Lang::JavaScript, config.clone())).collect();
    assert_eq!(sessions[0].exec("for (;;) {}").unwrap().status, Status::StillWorking);
    assert_eq!(sessions[1].exec("for (;;) {}").unwrap().status, Status::StillWorking);
    let e = sessions[2].exec("1").unwrap_err();
    assert_eq!(e, SessionError::TooManyRunning(2));
    sessions[0].stop().unwrap();
    // The window is short: on a busy machine the program may still be
    // starting when it closes, so look again until it ends.
    let mut o = sessions[2].exec("1").unwrap();
    while o.status == Status::StillWorking {
        o = sessions[2].wait().unwrap();
    }
    assert_eq!(o.value.as_deref(), Some("1"), "{o:?}");
    sessions[1].stop().unwrap();
}

/// A Java program recursing without end runs the guest's stack to its limit
/// on the session's own thread; the host's stack beside it holds (a 2 MiB
/// thread used to overflow and abort the whole process).
#[test]
fn unbounded_java_recursion_in_a_session_ends_the_program_not_the_host() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.window = Duration::from_secs(120);
    let s = runtime().open_session(Lang::Java, config);
    let program = "public class Program {\n    static int down(int n) {\n        return down(n + 1) + 1;\n    }\n\n    public static void main(String[] args) {\n        System.out.println(down(0));\n    }\n}\n";
    let o = s.exec(program).unwrap();
    assert!(matches!(o.status, Status::Terminated | Status::Error), "{o:?}");
    // The process is alive and the next program runs.
    let o = s.exec("public class Program {\n    public static void main(String[] args) {\n        System.out.println(\"still here\");\n    }\n}\n").unwrap();
    assert_eq!(o.status, Status::Completed, "{o:?}");
}

/// The engine's session table, as `gg mcp` and `gg session` use it: ids in
/// order, a final observation closing a session that keeps no state, a kept
/// one staying open, the keep-state rule, and room made by closing the idle
/// session used longest ago; with every session running, a refusal.
#[test]
fn the_session_table_keeps_its_rules() {
    use gg::sessions::{Sessions, TableError};
    let dir = tempfile::tempdir().unwrap();
    let mut config = SessionConfig::new(dir.path());
    config.window = Duration::from_secs(60);
    let table = Sessions::new(runtime().clone(), 2);

    // Keep-state is refused for a language that keeps none, at open.
    let mut kept = config.clone();
    kept.keep_state = true;
    let e = table.open(Lang::Java, kept.clone()).unwrap_err();
    assert_eq!(e, TableError::Refused(SessionError::KeepStateUnsupported("java")));
    assert!(e.to_string().contains("java does not keep state"), "{e}");

    // A session that keeps no state closes with its final observation.
    let (id, s) = table.open(Lang::JavaScript, config.clone()).unwrap();
    assert_eq!(id, "s1");
    let r = s.exec("1 + 1");
    table.settle(&id, true, &r);
    assert_eq!(r.unwrap().status, Status::Completed);
    assert_eq!(table.get(&id, false).unwrap_err(), TableError::Unknown("s1".into()));

    // A kept one stays open, idle, and keeps its top level.
    let (kept_id, k) = table.open(Lang::JavaScript, kept).unwrap();
    assert_eq!(kept_id, "s2");
    let r = k.exec("let n = 41;");
    table.settle(&kept_id, true, &r);
    let k = table.get(&kept_id, true).unwrap();
    let r = k.exec("n + 1");
    table.settle(&kept_id, false, &r);
    assert_eq!(r.unwrap().value.as_deref(), Some("42"));

    // Two running programs fill the table: the idle kept session, used
    // longest ago, closes to make room for the second.
    let mut short = config.clone();
    short.window = Duration::from_millis(50);
    let (a, sa) = table.open(Lang::JavaScript, short.clone()).unwrap();
    let r = sa.exec("for (;;) {}");
    table.settle(&a, true, &r);
    assert_eq!(r.unwrap().status, Status::StillWorking);
    let (b, sb) = table.open(Lang::JavaScript, short.clone()).unwrap();
    assert_eq!(table.get(&kept_id, false).unwrap_err(), TableError::Unknown(kept_id.clone()));
    let r = sb.exec("for (;;) {}");
    table.settle(&b, true, &r);
    assert_eq!(table.open(Lang::JavaScript, short).unwrap_err(), TableError::Full(2));
    sa.stop().unwrap();
    sb.stop().unwrap();
    assert!(table.close(&a) && table.close(&b));
    assert!(table.is_empty());
}
