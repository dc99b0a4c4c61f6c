//! The library as an embedder uses it: replacing one capability family,
//! time inside host calls not counting against the deadline, and one runtime
//! shared by turns on several threads.

use gg::api::core::{ApiError, ErrorCode};
use gg::api::files::{DirEntry, EditResult, FileContent, FindOptions, SearchOptions, SearchResult};
use gg::api::views::View;
use gg::outcome::LimitKind;
use gg::{End, Files, Lang, Limits, Runtime, Turn, Views};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

fn runtime() -> &'static Runtime {
    static RT: OnceLock<Runtime> = OnceLock::new();
    RT.get_or_init(|| Runtime::new().expect("the runtime loads its guests"))
}

/// A `files` family that answers every read slowly, from memory.
struct SlowFiles {
    delay: Duration,
}

fn unsupported(op: &str) -> ApiError {
    ApiError { operation: op.into(), code: ErrorCode::Unavailable, message: "not in this test".into() }
}

impl Files for SlowFiles {
    fn read_file(&mut self, _: &str, _: Option<u32>, _: Option<u32>) -> Result<FileContent, ApiError> {
        Err(unsupported("files.read-file"))
    }
    fn read_text_file(&mut self, path: &str) -> Result<String, ApiError> {
        std::thread::sleep(self.delay);
        Ok(format!("contents of {path}"))
    }
    fn write_file(&mut self, _: &str, _: &str) -> Result<u64, ApiError> {
        Err(unsupported("files.write-file"))
    }
    fn edit_file(&mut self, _: &str, _: &str, _: &str) -> Result<EditResult, ApiError> {
        Err(unsupported("files.edit-file"))
    }
    fn list_directory(&mut self, _: &str) -> Result<Vec<DirEntry>, ApiError> {
        Err(unsupported("files.list-directory"))
    }
    fn search(&mut self, _: &str, _: &SearchOptions) -> Result<SearchResult, ApiError> {
        Err(unsupported("files.search"))
    }
    fn find(&mut self, _: &str, _: &FindOptions) -> Result<Vec<String>, ApiError> {
        Err(unsupported("files.find"))
    }
    fn move_path(&mut self, _: &str, _: &str) -> Result<(), ApiError> {
        Err(unsupported("files.move"))
    }
    fn delete(&mut self, _: &str) -> Result<(), ApiError> {
        Err(unsupported("files.delete"))
    }
}

/// A `views` family that hands views to the embedder as they open.
struct SharedViews(Arc<Mutex<Vec<String>>>);

impl Views for SharedViews {
    fn open(&mut self, label: String, body: String, path: Option<String>) -> Result<View, ApiError> {
        let mut seen = self.0.lock().unwrap();
        seen.push(label.clone());
        Ok(View { id: seen.len() as u32 + 100, label, body, path })
    }
    fn close(&mut self, _: u32) -> Result<(), ApiError> {
        Ok(())
    }
    fn list(&mut self) -> Result<Vec<View>, ApiError> {
        Ok(Vec::new())
    }
    fn opened(&self) -> Vec<View> {
        Vec::new()
    }
}

#[test]
fn time_inside_host_calls_does_not_count_against_the_deadline() {
    let program =
        "import { files } from 'gg';\nfor (let i = 0; i < 3; i++) console.log(files.readTextFile(`f${i}`));\n";
    let limits = Limits { deadline: Duration::from_millis(500), ..Limits::default() };
    let dir = tempfile::tempdir().unwrap();
    let turn = Turn::new(Lang::JavaScript, program)
        .workspace(dir.path())
        .files(Box::new(SlowFiles { delay: Duration::from_millis(300) }))
        .limits(limits);
    let outcome = runtime().run(turn);
    assert!(outcome.completed(), "{:?}", outcome.end);
    assert_eq!(outcome.stdout.text, "contents of f0\ncontents of f1\ncontents of f2\n");
    assert!(outcome.timings.host_calls_us >= 900_000, "{:?}", outcome.timings);
    assert!(outcome.timings.run_us >= outcome.timings.host_calls_us);
}

/// The process's CPU time so far (user and system, every thread).
fn process_cpu() -> Duration {
    // SAFETY: `getrusage` writes only the struct it is handed.
    #[allow(unsafe_code, reason = "reading the process's CPU time through libc")]
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::getrusage(libc::RUSAGE_SELF, &mut usage), 0);
        usage
    };
    let time = |t: libc::timeval| Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64);
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// The deadline is guest time on the wall clock, not the guest's CPU time
/// (docs/src/limits.md): with four endless turns per core, each ends at its
/// deadline although it had a quarter of a core, so together they use about
/// a core's worth per deadline, not a deadline each. (A machine busy with
/// other work only lowers what they use.)
#[test]
fn the_deadline_is_wall_time_not_cpu_time() {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
    let turns = cores * 4;
    let deadline = Duration::from_millis(600);
    assert!(runtime().run(Turn::new(Lang::JavaScript, "1\n").without_state()).completed());
    let before = process_cpu();
    let handles: Vec<_> = (0..turns)
        .map(|_| {
            std::thread::spawn(move || {
                let dir = tempfile::tempdir().unwrap();
                let limits = Limits { deadline, ..Limits::default() };
                runtime().run(
                    Turn::new(Lang::JavaScript, "for (;;) {}\n").workspace(dir.path()).without_state().limits(limits),
                )
            })
        })
        .collect();
    for handle in handles {
        let outcome = handle.join().unwrap();
        assert!(matches!(outcome.end, End::Limit { limit: LimitKind::Deadline, .. }), "{:?}", outcome.end);
    }
    let used = process_cpu() - before;
    // Were the deadline CPU time, the turns would use `turns × deadline`.
    assert!(used < deadline * turns as u32 / 2, "{turns} endless turns on {cores} cores used {used:?} of CPU");
}

#[test]
fn an_embedder_replaces_one_family_and_keeps_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let program = "import { views, files } from 'gg';\nconst v = views.openText('plan', 'body');\ntry { files.writeFile('a', 'b') } catch (e) { console.log(e.code, e.operation) }\nv.id\n";
    let outcome = runtime().run(
        Turn::new(Lang::JavaScript, program)
            .workspace(dir.path())
            .views(Box::new(SharedViews(seen.clone())))
            .files(Box::new(SlowFiles { delay: Duration::ZERO })),
    );
    assert_eq!(outcome.end, End::Completed { value: Some("101".into()) });
    assert_eq!(outcome.stdout.text, "unavailable files.write-file\n");
    assert_eq!(*seen.lock().unwrap(), vec!["plan".to_string()]);
}

#[test]
fn one_runtime_serves_turns_on_several_threads() {
    let handles: Vec<_> = (0..4)
        .map(|i| {
            std::thread::spawn(move || {
                let dir = tempfile::tempdir().unwrap();
                let program = format!(
                    "import {{ files }} from 'gg';\nfiles.writeFile('n.txt', '{i}');\nfiles.readTextFile('n.txt')\n"
                );
                let outcome = runtime().run(Turn::new(Lang::JavaScript, program).workspace(dir.path()));
                assert_eq!(outcome.end, End::Completed { value: Some(format!("'{i}'")) });
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}

/// More callers than the instance pool has slots (64): each turn waits for a
/// slot instead of failing as "maximum concurrent limit ... reached".
#[test]
fn more_concurrent_turns_than_instance_slots_all_complete() {
    let dir = tempfile::tempdir().unwrap();
    let barrier = Arc::new(std::sync::Barrier::new(96));
    let handles: Vec<_> = (0..96)
        .map(|i| {
            let (barrier, ws) = (barrier.clone(), dir.path().to_path_buf());
            std::thread::Builder::new()
                .stack_size(gg::TURN_THREAD_STACK)
                .spawn(move || {
                    barrier.wait();
                    // Each turn lasts a while, so the callers overlap.
                    let program = format!("const until = Date.now() + 30;\nwhile (Date.now() < until) {{}}\n{i} * 2\n");
                    let outcome = runtime().run(Turn::new(Lang::JavaScript, program).workspace(&ws).without_state());
                    assert_eq!(outcome.end, End::Completed { value: Some(format!("{}", i * 2)) }, "caller {i}");
                })
                .unwrap()
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}

/// A pool slot is reset by copying back only the pages a turn wrote
/// (`PAGEMAP_SCAN`): every turn, on a reused slot too, starts from the
/// snapshot. Each program reads what the ones before it would have left (a
/// global, a builtin's prototype, gg's timer ids, the heap), then leaves all
/// of it changed, writing megabytes of memory past the snapshot's end.
#[test]
fn every_turn_starts_from_the_snapshot_whatever_the_last_one_wrote() {
    let dir = tempfile::tempdir().unwrap();
    let program = "const seen = [typeof globalThis.leaked, typeof Array.prototype.leaked, Object.keys(globalThis).length, setTimeout(() => {}, 0), JSON.stringify({ a: 1 })];\n\
        globalThis.leaked = 1;\n\
        Array.prototype.leaked = 2;\n\
        Object.defineProperty(Object.prototype, 'toJSON', { value: () => 'leaked', configurable: true });\n\
        const big = new Uint8Array(6 << 20).fill(7);\n\
        const rows = [];\n\
        for (let i = 0; i < 20000; i++) rows.push({ i, s: 'row ' + i });\n\
        [...seen, big.length + rows.length].join(' ')\n";
    let mut first = None;
    for turn in 0..120 {
        let outcome = runtime().run(Turn::new(Lang::JavaScript, program).workspace(dir.path()).without_state());
        let End::Completed { value: Some(value) } = &outcome.end else {
            panic!("turn {turn}: {:?}", outcome.end);
        };
        assert!(value.starts_with("'undefined undefined "), "turn {turn}: {value}");
        assert!(value.ends_with(r#" 1 {"a":1} 6311456'"#), "turn {turn}: {value}");
        match &first {
            None => first = Some(value.clone()),
            Some(f) => assert_eq!(value, f, "turn {turn} saw what an earlier turn left"),
        }
    }
}

#[test]
fn a_missing_workspace_is_a_toolchain_failure_not_the_models_error() {
    let outcome = runtime().run(Turn::new(Lang::JavaScript, "1").workspace("/nonexistent/gg/workspace"));
    assert!(matches!(outcome.end, End::ToolchainFailure { .. }), "{:?}", outcome.end);
}

#[test]
fn concurrent_turns_on_one_workspace_lose_no_write() {
    let dir = tempfile::tempdir().unwrap();
    let ws = dir.path().to_path_buf();
    let handles: Vec<_> = (0..2)
        .map(|t| {
            let ws = ws.clone();
            std::thread::spawn(move || {
                for turn in 0..4 {
                    let program = format!(
                        "import {{ tasks, memories }} from 'gg';\nfor (let i = 0; i < 25; i++) {{ tasks.add(`t{t}-{turn}-${{i}}`); memories.write(`m{t}-{turn}-${{i}}`, 'shared words here'); }}\n"
                    );
                    let outcome = runtime().run(Turn::new(Lang::JavaScript, program).workspace(&ws));
                    assert!(outcome.completed(), "{:?}", outcome.end);
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let check = "import { tasks, memories, context } from 'gg';\n[tasks.list().length, memories.search('shared', { limit: 100 }).length, context.listTurns().length].join(' ')\n";
    let outcome = runtime().run(Turn::new(Lang::JavaScript, check).workspace(&ws));
    assert_eq!(outcome.end, End::Completed { value: Some("'200 100 8'".into()) });
}

#[test]
fn a_turn_without_state_refuses_stateful_families() {
    let dir = tempfile::tempdir().unwrap();
    let program = "import { tasks, views } from 'gg';\ntry { tasks.list() } catch (e) { console.log(e.code) }\nviews.openText('a', 'b').id\n";
    let outcome = runtime().run(Turn::new(Lang::JavaScript, program).workspace(dir.path()).without_state());
    assert_eq!(outcome.end, End::Completed { value: Some("1".into()) });
    assert_eq!(outcome.stdout.text, "unavailable\n");
    assert!(!dir.path().join(".gg").exists());
    assert_eq!(outcome.turn_number, None);
}

/// The real binding path: a turn that uses a skill with Ruby code, or reads a
/// memory with code, binds the module in the workspace's state; a later Ruby
/// program reaches it with `require "lib"`. A JavaScript skill's code is not
/// offered to Ruby.
#[test]
fn modules_bound_by_one_turn_are_offered_to_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let ws = dir.path().join("ws");
    let skill = dir.path().join("skills/csv");
    std::fs::create_dir_all(&ws).unwrap();
    std::fs::create_dir_all(&skill).unwrap();
    std::fs::write(skill.join("SKILL.md"), "---\nname: csvTools\ndescription: CSV\n---\nParse lines.\n").unwrap();
    std::fs::write(skill.join("tools.rb"), "def parse(line)\n  line.split(\",\")\nend\n").unwrap();
    let js_skill = dir.path().join("skills/js");
    std::fs::create_dir_all(&js_skill).unwrap();
    std::fs::write(js_skill.join("SKILL.md"), "---\nname: jsOnly\ndescription: JS\n---\nJS.\n").unwrap();
    std::fs::write(js_skill.join("mod.js"), "export const x = 1;\n").unwrap();
    let turn = |source: &str| {
        let outcome = runtime().run(Turn::new(Lang::Ruby, source).workspace(&ws).skills_dir(dir.path().join("skills")));
        assert!(outcome.completed(), "{}", gg::report::render(&outcome));
        outcome
    };
    turn("require \"gg\"\nGG::Skills.use(\"csvTools\")\nGG::Skills.use(\"jsOnly\")\n");
    turn("require \"gg\"\nGG::Memories.write(\"greeter\", \"says hi\", code: \"def hi(n) = \\\"hi \\#{n}\\\"\")\n");
    // Writing a memory binds nothing; reading it does.
    let before = runtime().run(Turn::new(Lang::Ruby, "require \"lib\"\nlib.greeter").workspace(&ws));
    assert!(matches!(&before.end, End::RuntimeError(e) if e.message.contains("bound: csv_tools)")), "{before:?}");
    turn("require \"gg\"\nGG::Memories.read(\"greeter\")\n");
    let after = turn("require \"lib\"\np lib.csv_tools.parse(\"a,b\")\nputs lib.greeter.hi(\"ann\")\n");
    assert_eq!(after.stdout.text, "[\"a\", \"b\"]\nhi ann\n");
}

/// Warming the Java arm starts its JVM before the first turn, which then
/// runs through it.
#[test]
fn warming_the_java_arm_ahead_of_its_first_turn() {
    let runtime = Runtime::new().expect("the runtime loads");
    runtime.warm(Lang::Java).expect("the Java arm warms");
    runtime.warm(Lang::Ruby).expect("the Ruby arm warms");
    let dir = tempfile::tempdir().unwrap();
    let program =
        "public class Program { public static void main(String[] a) { System.out.println(\"warm \" + 6 * 7); } }";
    let outcome = runtime.run(Turn::new(Lang::Java, program).workspace(dir.path()).without_state());
    assert!(outcome.completed(), "{}", gg::report::render(&outcome));
    assert_eq!(outcome.stdout.text, "warm 42\n");
}
