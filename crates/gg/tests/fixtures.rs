//! The fixture harness: every program under `tests/fixtures/<arm>/` runs as a
//! real turn (real wasmtime, real guest) in a fresh workspace, and its outcome
//! is compared with `snapshots/<arm>/<name>.snap`.
//!
//! A fixture's first lines may carry settings as `// gg: key=value …` (or
//! `# gg:` in Ruby): `deadline-ms`, `memory-mib`, `stdout-bytes`,
//! `stderr-bytes`, `flood-bytes`, `max-calls`, `call-timeout-ms`, `view-bytes`,
//! `turn-view-bytes`, `pre-turns`, `grant`,
//! `deny`, `module=KEY:FILE`, which hands the turn the code module
//! `tests/fixtures/modules/FILE` under KEY, `tool=NAME`, which registers
//! one more host tool (`extra_tool`), and `band=KIND` (or
//! `band=limit:KIND`), the band the turn must end in (`band@ARM=KIND` for
//! one arm of those that run the file: the Ruby fixtures run in `ruby` and
//! `opal`, whose words for one mistake can differ), and `only=ARM` for a
//! file one of them cannot run as the other does (the file says why).
//!
//! After every case the harness checks what a hostile program must not be
//! able to do ([`Guard`]): change anything outside the workspace, leave a
//! process behind, or grow the host past the guest's memory cap plus
//! 256 MiB. `hostile_*` fixtures (the hostile corpus) must declare their
//! band, and the workspace must still take a trivial turn after them.
//!
//! Bless changed snapshots with `cargo xtask bless` (runs this suite with
//! `INSTA_UPDATE=always`); CI never writes them. A snapshot no fixture
//! produces fails the suite.

use gg::outcome::{CallResult, End, LimitKind, Outcome};
use gg::{Grants, Lang, Limits, Runtime, ToolRegistry, ToolSpec, Turn};
use serde_json::json;
use std::collections::BTreeMap;
use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock, RwLock};
use std::time::{Duration, Instant};

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
    // Traps laid by someone else, below `data/` so listings of the root stay
    // as they are: dangling links out (`chain -> hop -> outside/x`, and
    // `l -> outdir/x` with `outdir -> outside`) and a hard link to the secret.
    let traps = ws.join("data/traps");
    std::fs::create_dir(&traps).unwrap();
    for (name, target) in
        [("chain", "hop"), ("hop", "../../../outside/x"), ("outdir", "../../../outside"), ("l", "outdir/x")]
    {
        std::os::unix::fs::symlink(target, traps.join(name)).unwrap();
    }
    std::fs::hard_link(dir.path().join("secret.txt"), traps.join("linked.txt")).unwrap();
    let skill = dir.path().join("skills/release");
    std::fs::create_dir_all(&skill).unwrap();
    std::fs::write(
        skill.join("SKILL.md"),
        "---\nname: release-checklist\ndescription: Steps to cut a release\n---\n1. Bump the version.\n2. Tag the commit.\n",
    )
    .unwrap();
    std::fs::write(skill.join("checklist.js"), "export function steps() { return 2; }\n").unwrap();
    (dir, ws)
}

/// A fixture's settings, from its `// gg:` header lines.
struct Settings {
    limits: Limits,
    grants: Grants,
    /// Trivial turns run in the workspace first, so the thread has history.
    pre_turns: u32,
    /// Code modules handed to the turn: (key, file under fixtures/modules).
    modules: Vec<(String, String)>,
    /// Host tools registered beside the common ones ([`extra_tool`]).
    extra_tools: Vec<String>,
    /// The band the turn must end in (`completed`, `limit:deadline`, …).
    band: Option<String>,
    /// `band@ARM=KIND`: the band for one arm, over `band`.
    arm_bands: Vec<(String, String)>,
    /// `only=ARM,…`: the arms that run the file (all that glob it by default).
    only: Option<Vec<String>>,
    /// The turn may start processes (it holds the `shell` grant): it runs
    /// alone, so the processes alive after it are its own or gg's.
    exclusive: bool,
}

fn settings(source: &str) -> Settings {
    let mut s = Settings {
        limits: Limits::default(),
        grants: Grants::default(),
        pre_turns: 0,
        modules: Vec::new(),
        extra_tools: Vec::new(),
        band: None,
        arm_bands: Vec::new(),
        only: None,
        exclusive: false,
    };
    for line in source.lines().take_while(|l| l.starts_with("//") || l.starts_with('#')) {
        let Some(settings) = line.strip_prefix("// gg:").or_else(|| line.strip_prefix("# gg:")) else {
            continue;
        };
        for setting in settings.split_whitespace() {
            let (key, value) = setting.split_once('=').expect("a setting is key=value");
            let n = || value.parse::<u64>().expect("a setting's value is a number");
            match key {
                "deadline-ms" => s.limits.deadline = Duration::from_millis(n()),
                "memory-mib" => s.limits.memory_bytes = (n() as usize) << 20,
                "stdout-bytes" => s.limits.stdout_bytes = n() as usize,
                "stderr-bytes" => s.limits.stderr_bytes = n() as usize,
                "flood-bytes" => s.limits.output_flood_bytes = n(),
                "max-calls" => s.limits.max_calls = n() as u32,
                "call-timeout-ms" => s.limits.call_timeout = Duration::from_millis(n()),
                "view-bytes" => s.limits.view_bytes = n() as usize,
                "turn-view-bytes" => s.limits.turn_view_bytes = n() as usize,
                "pre-turns" => s.pre_turns = n() as u32,
                "module" => {
                    let (key, file) = value.split_once(':').expect("module=KEY:FILE");
                    s.modules.push((key.to_string(), file.to_string()));
                }
                "tool" => s.extra_tools.push(value.to_string()),
                "band" => s.band = Some(value.to_string()),
                "only" => s.only = Some(value.split(',').map(str::to_string).collect()),
                _ if key.starts_with("band@") => {
                    s.arm_bands.push((key["band@".len()..].to_string(), value.to_string()))
                }
                "grant" => {
                    for g in value.split(',') {
                        s.grants.grant(g).unwrap();
                    }
                }
                "deny" => {
                    for g in value.split(',') {
                        s.grants.deny(g).unwrap();
                    }
                }
                other => panic!("unknown fixture setting {other}"),
            }
        }
    }
    s.exclusive = s.grants.has("shell");
    s
}

/// The host tools every fixture's turn carries.
fn tools() -> ToolRegistry {
    let mut t = ToolRegistry::new();
    t.register(
        "add",
        "Adds two integers.",
        json!({"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}}, "required": ["a", "b"], "additionalProperties": false}),
        |v| Ok(json!({"sum": v["a"].as_i64().unwrap_or(0) + v["b"].as_i64().unwrap_or(0)})),
    )
    .unwrap();
    t.register(
        "lookup_user",
        "Finds a user by id.",
        json!({"type": "object", "properties": {"id": {"type": "string", "minLength": 1}}, "required": ["id"]}),
        |v| match v["id"].as_str() {
            Some("u1") => Ok(json!({"id": "u1", "name": "Ada"})),
            _ => Err("no such user".into()),
        },
    )
    .unwrap();
    t.register("slow", "Takes two seconds.", json!({"type": "object"}), |_| {
        std::thread::sleep(Duration::from_secs(2));
        Ok(json!(null))
    })
    .unwrap();
    t
}

/// A tool a fixture asks for by name (`tool=NAME`), so the common set (and
/// every `tools.list` snapshot) stays as it is.
fn extra_tool(tools: &mut ToolRegistry, name: &str) {
    match name {
        // A schema as MCP servers write them: `$defs` reached by `$ref`,
        // `pattern`, `enum`, `oneOf` and `prefixItems`.
        "create_user" => {
            tools
            .register(
                "create_user",
                "Creates a user account.",
                json!({
                    "type": "object",
                    "$defs": {
                        "handle": {"type": "string", "pattern": "^@[a-z0-9_]{3,15}$"},
                        "contact": {"oneOf": [
                            {"type": "object", "properties": {"email": {"type": "string", "pattern": "^[^@ ]+@[^@ ]+$"}}, "required": ["email"], "additionalProperties": false},
                            {"type": "object", "properties": {"phone": {"type": "string", "pattern": "^\\+[0-9]{6,15}$"}}, "required": ["phone"], "additionalProperties": false}
                        ]}
                    },
                    "properties": {
                        "handle": {"$ref": "#/$defs/handle"},
                        "role": {"enum": ["admin", "member"]},
                        "contact": {"$ref": "#/$defs/contact"},
                        "joined": {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "integer", "minimum": 1, "maximum": 12}], "items": false}
                    },
                    "required": ["handle", "role"],
                    "additionalProperties": false
                }),
                |v| Ok(json!({"created": v["handle"], "role": v["role"]})),
            )
            .unwrap();
        }
        // Sleeps `ms` (at most a second), then answers with its `label`:
        // `tools.parallel` fixtures show the batch takes one nap, not many.
        "nap" => {
            tools
                .register(
                    "nap",
                    "Sleeps a little, then answers with its label.",
                    json!({
                        "type": "object",
                        "properties": {"label": {"type": "string"}, "ms": {"type": "integer", "minimum": 0, "maximum": 1000}},
                        "required": ["label"],
                        "additionalProperties": false
                    }),
                    |v| {
                        std::thread::sleep(Duration::from_millis(v["ms"].as_u64().unwrap_or(0)));
                        Ok(json!({"label": v["label"]}))
                    },
                )
                .unwrap();
        }
        // A group of tools, as an MCP server's tools are registered (the
        // real bridge is tested in gg-cli's `mcp_bridge`): `weather.forecast`
        // with an output schema, `weather.get_alerts` (its server's name is
        // `get-alerts`) and `weather.station_status`, which always fails.
        "weather" => {
            let forecast = ToolSpec {
                group: Some("weather".into()),
                name: "forecast".into(),
                original: None,
                description: "The forecast for a city: one high temperature per day.".into(),
                schema: json!({
                    "type": "object",
                    "properties": {
                        "city": {"type": "string", "description": "The city's name."},
                        "days": {"type": "integer", "minimum": 1, "maximum": 7, "description": "How many days (1 to 7)."}
                    },
                    "required": ["city"],
                    "additionalProperties": false
                }),
                output_schema: Some(json!({
                    "type": "object",
                    "properties": {
                        "city": {"type": "string"},
                        "highs": {"type": "array", "items": {"type": "number"}},
                        "sunny": {"type": "boolean"}
                    },
                    "required": ["city", "highs", "sunny"]
                })),
            };
            tools
                .register_spec(forecast, |v| {
                    let days = v["days"].as_u64().unwrap_or(3);
                    let highs: Vec<f64> = (0..days).map(|d| 18.5 + d as f64).collect();
                    Ok(json!({"city": v["city"], "highs": highs, "sunny": v["city"] != "Porto"}))
                })
                .unwrap();
            let alerts = ToolSpec {
                group: Some("weather".into()),
                name: "get_alerts".into(),
                original: Some("get-alerts".into()),
                description: "Weather alerts in force for a region.".into(),
                schema: json!({
                    "type": "object",
                    "properties": {"region": {"type": "string"}},
                    "required": ["region"],
                    "additionalProperties": false
                }),
                output_schema: None,
            };
            tools
                .register_spec(alerts, |v| {
                    Ok(json!([format!("wind warning for {}", v["region"].as_str().unwrap_or(""))]))
                })
                .unwrap();
            let status = ToolSpec {
                group: Some("weather".into()),
                name: "station_status".into(),
                original: None,
                description: "The status of a weather station.".into(),
                schema: json!({"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}),
                output_schema: None,
            };
            tools.register_spec(status, |v| Err(format!("station {} is offline", v["id"]))).unwrap();
        }
        other => panic!("no fixture tool `{other}`"),
    }
}

/// Turns that may start processes run alone (they take this for writing), so
/// the processes alive after one are its own or gg's toolchains; every other
/// turn shares it.
static TURNS: RwLock<()> = RwLock::new(());

/// What the cases running now may add to the host's RSS, summed: each its
/// guest memory cap plus [`HOST_SLACK`].
static IN_FLIGHT: AtomicU64 = AtomicU64::new(0);

/// What one turn may cost the host beyond its guest's memory cap.
const HOST_SLACK: u64 = 256 << 20;

/// How long a process the turn started may take to die after it (a SIGKILL
/// is delivered asynchronously).
const REAP_GRACE: Duration = Duration::from_secs(3);

/// One entry outside the workspace: what it is, and a file's bytes.
#[derive(PartialEq, Eq)]
struct Entry {
    what: String,
    bytes: Vec<u8>,
}

/// Everything in the fixture's temp dir but the workspace (the secret file,
/// `outside/`, the skills), listed without following links.
fn outside(tmp: &Path, ws: &Path) -> BTreeMap<PathBuf, Entry> {
    fn walk(dir: &Path, tmp: &Path, ws: &Path, out: &mut BTreeMap<PathBuf, Entry>) {
        use std::os::unix::fs::MetadataExt;
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if path == ws {
                continue;
            }
            let Ok(meta) = std::fs::symlink_metadata(&path) else { continue };
            let stamp = format!("mode {:o} mtime {}.{:09}", meta.mode(), meta.mtime(), meta.mtime_nsec());
            let (what, bytes) = if meta.file_type().is_symlink() {
                (format!("symlink to {:?}", std::fs::read_link(&path).ok()), Vec::new())
            } else if meta.is_dir() {
                walk(&path, tmp, ws, out);
                (format!("directory, {stamp}"), Vec::new())
            } else if meta.is_file() {
                let bytes = std::fs::read(&path).unwrap_or_default();
                (format!("file of {} bytes, {stamp}", meta.len()), bytes)
            } else {
                (format!("special file, {stamp}"), Vec::new())
            };
            out.insert(path.strip_prefix(tmp).unwrap().to_path_buf(), Entry { what, bytes });
        }
    }
    let mut out = BTreeMap::new();
    walk(tmp, tmp, ws, &mut out);
    out
}

/// How the entries outside the workspace differ, one line each.
fn outside_changes(before: &BTreeMap<PathBuf, Entry>, after: &BTreeMap<PathBuf, Entry>) -> Vec<String> {
    let mut changes = Vec::new();
    for (path, was) in before {
        match after.get(path) {
            None => changes.push(format!("{} was removed ({})", path.display(), was.what)),
            Some(now) if now != was => changes.push(format!(
                "{} changed: {} {:?} -> {} {:?}",
                path.display(),
                was.what,
                String::from_utf8_lossy(&was.bytes[..was.bytes.len().min(80)]),
                now.what,
                String::from_utf8_lossy(&now.bytes[..now.bytes.len().min(80)]),
            )),
            Some(_) => {}
        }
    }
    for (path, now) in after {
        if !before.contains_key(path) {
            changes.push(format!("{} appeared ({})", path.display(), now.what));
        }
    }
    changes
}

/// One process as `/proc/<pid>/stat` tells it.
struct Proc {
    ppid: u32,
    /// Start time in clock ticks since boot: with the pid, its identity.
    start: u64,
    state: char,
}

/// Every process this test can see, by pid.
fn processes() -> BTreeMap<u32, Proc> {
    let mut out = BTreeMap::new();
    let Ok(dir) = std::fs::read_dir("/proc") else { return out };
    for entry in dir.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else { continue };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
        let Some(rest) = stat.rfind(')').map(|i| &stat[i + 2..]) else { continue };
        let fields: Vec<&str> = rest.split_whitespace().collect();
        let (Some(state), Some(ppid), Some(start)) = (fields.first(), fields.get(1), fields.get(19)) else {
            continue;
        };
        out.insert(
            pid,
            Proc {
                ppid: ppid.parse().unwrap_or(0),
                start: start.parse().unwrap_or(0),
                state: state.chars().next().unwrap_or('?'),
            },
        );
    }
    out
}

fn proc_text(pid: u32, file: &str) -> String {
    std::fs::read(format!("/proc/{pid}/{file}"))
        .map(|b| String::from_utf8_lossy(&b).replace('\0', " "))
        .unwrap_or_default()
}

/// gg's own warm toolchain processes (Opal's node, the JVMs), which its pools
/// keep between turns.
fn is_toolchain(cmdline: &str) -> bool {
    cmdline.contains("opal.compiler.cjs") || cmdline.contains("--teavm")
}

/// The live processes the case started: not there before it, not gg's
/// toolchains, and either below this test process or pointing into the
/// case's temp dir (its cwd, command line or environment: a `setsid` child
/// has left the tree but not its workspace).
fn leftovers(before: &BTreeSet<(u32, u64)>, tmp: &Path) -> Vec<(u32, String)> {
    let now = processes();
    let me = std::process::id();
    let tmp = tmp.display().to_string();
    let below_me = |mut pid: u32| {
        for _ in 0..64 {
            match now.get(&pid) {
                Some(p) if p.ppid == me => return true,
                Some(p) if p.ppid > 1 => pid = p.ppid,
                _ => return false,
            }
        }
        false
    };
    let mut out = Vec::new();
    for (&pid, p) in &now {
        if pid == me || before.contains(&(pid, p.start)) || matches!(p.state, 'Z' | 'X') {
            continue;
        }
        let cmdline = proc_text(pid, "cmdline");
        if is_toolchain(&cmdline) {
            continue;
        }
        let cwd = std::fs::read_link(format!("/proc/{pid}/cwd")).map(|c| c.display().to_string()).unwrap_or_default();
        let mentions_tmp = cwd.starts_with(&tmp) || cmdline.contains(&tmp) || proc_text(pid, "environ").contains(&tmp);
        if below_me(pid) || mentions_tmp {
            out.push((pid, format!("pid {pid} ({}): {}", p.state, cmdline.trim())));
        }
    }
    out
}

/// This process's resident set, in bytes.
fn rss() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .unwrap_or(0);
    kib << 10
}

enum Held {
    Shared(#[allow(dead_code, reason = "held for its drop")] std::sync::RwLockReadGuard<'static, ()>),
    Alone(#[allow(dead_code, reason = "held for its drop")] std::sync::RwLockWriteGuard<'static, ()>),
}

/// Watches one case: what lies outside its workspace, the processes alive
/// before it, and the host's RSS while it runs (sampled every 2 ms).
struct Guard {
    _held: Held,
    outside: BTreeMap<PathBuf, Entry>,
    processes: BTreeSet<(u32, u64)>,
    rss_before: u64,
    allowance: u64,
    stop: Arc<AtomicBool>,
    /// The peak RSS seen, and the most the cases in flight meanwhile were
    /// allowed together (taken by [`Guard::finish`]).
    sampler: Option<std::thread::JoinHandle<(u64, u64)>>,
}

impl Drop for Guard {
    /// A case that failed before [`Guard::finish`] still stops its sampler
    /// and gives back its allowance.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if self.sampler.take().is_some() {
            IN_FLIGHT.fetch_sub(self.allowance, Ordering::SeqCst);
        }
    }
}

impl Guard {
    fn start(tmp: &Path, ws: &Path, settings: &Settings) -> Guard {
        let held = if settings.exclusive {
            Held::Alone(TURNS.write().unwrap_or_else(|p| p.into_inner()))
        } else {
            Held::Shared(TURNS.read().unwrap_or_else(|p| p.into_inner()))
        };
        let allowance = settings.limits.memory_bytes as u64 + HOST_SLACK;
        IN_FLIGHT.fetch_add(allowance, Ordering::SeqCst);
        let stop = Arc::new(AtomicBool::new(false));
        let sampler = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let (mut peak, mut allowed) = (0, 0);
                loop {
                    peak = peak.max(rss());
                    allowed = allowed.max(IN_FLIGHT.load(Ordering::SeqCst));
                    if stop.load(Ordering::SeqCst) {
                        return (peak, allowed);
                    }
                    std::thread::sleep(Duration::from_millis(2));
                }
            })
        };
        Guard {
            _held: held,
            outside: outside(tmp, ws),
            processes: processes().iter().map(|(&pid, p)| (pid, p.start)).collect(),
            rss_before: rss(),
            allowance,
            stop,
            sampler: Some(sampler),
        }
    }

    /// Fails the case if it left a process alive, changed anything outside
    /// its workspace, or grew the host past its allowance.
    fn finish(mut self, tmp: &Path, ws: &Path, case: &str) {
        self.stop.store(true, Ordering::SeqCst);
        let sampler = self.sampler.take().expect("finished once");
        let (peak, allowed) = sampler.join().expect("the RSS sampler runs");
        IN_FLIGHT.fetch_sub(self.allowance, Ordering::SeqCst);
        let mut problems = Vec::new();
        let waited = Instant::now();
        let mut left = leftovers(&self.processes, tmp);
        while !left.is_empty() && waited.elapsed() < REAP_GRACE {
            std::thread::sleep(Duration::from_millis(20));
            left = leftovers(&self.processes, tmp);
        }
        if !left.is_empty() {
            // Clear them away (they are the test's own) before failing.
            for (pid, _) in &left {
                // SAFETY: kill(2) on a pid this case started and found alive.
                #[allow(unsafe_code, reason = "killing a process the failed case left behind")]
                unsafe {
                    libc::kill(*pid as libc::pid_t, libc::SIGKILL);
                }
            }
            let list: Vec<_> = left.into_iter().map(|(_, d)| d).collect();
            problems.push(format!("processes the turn started are still alive:\n{}", list.join("\n")));
        }
        let changes = outside_changes(&self.outside, &outside(tmp, ws));
        if !changes.is_empty() {
            problems.push(format!("the turn changed things outside its workspace:\n{}", changes.join("\n")));
        }
        if peak > self.rss_before + allowed {
            problems.push(format!(
                "the host's RSS reached {} MiB from {} MiB; the cases in flight were allowed {} MiB more",
                peak >> 20,
                self.rss_before >> 20,
                allowed >> 20
            ));
        }
        assert!(problems.is_empty(), "{case}: {}", problems.join("\n"));
    }
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
        let _ = writeln!(s, "--- calls ({})", outcome.calls.len());
        let n = outcome.calls.len();
        for (i, c) in outcome.calls.iter().enumerate() {
            // Long call logs keep their head and tail.
            if n > 40 && (10..n - 5).contains(&i) {
                if i == 10 {
                    let _ = writeln!(s, "… {} calls …", n - 15);
                }
                continue;
            }
            let result = match &c.result {
                CallResult::Ok(v) => format!("ok {v}"),
                CallResult::Err { code, message } => format!("err {code}: {message}"),
            };
            let _ = writeln!(s, "{} {} -> {result}", c.operation, c.args);
        }
        if outcome.calls_unrecorded > 0 {
            // How many a loop made before its deadline depends on timing.
            if matches!(outcome.end, End::Limit { limit: LimitKind::Deadline, .. }) {
                let _ = writeln!(s, "… more calls refused past the limit before the deadline (counted, not recorded)");
            } else {
                let _ = writeln!(
                    s,
                    "… {} more calls refused past the limit (counted, not recorded)",
                    outcome.calls_unrecorded
                );
            }
        }
    }
    for t in &outcome.texts {
        let _ = writeln!(s, "--- session text\n{t}");
    }
    if let Some(f) = &outcome.finished {
        let _ = writeln!(s, "--- finished\n{f}");
    }
    if let Some(n) = outcome.turn_number {
        let _ = writeln!(s, "--- turn {n}");
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
    let hostile = name.starts_with("hostile_");
    let mut settings = settings(&source);
    if let Some((_, band)) = settings.arm_bands.iter().find(|(arm, _)| arm == lang.name()) {
        settings.band = Some(band.clone());
    }
    assert!(!hostile || settings.band.is_some(), "{name}: a hostile fixture declares its band (`band=…`)");
    let guard = Guard::start(tmp.path(), &ws, &settings);
    for i in 0..settings.pre_turns {
        let program = runtime().sample(lang, &format!("earlier turn {}", i + 1)).unwrap();
        let pre = runtime().run(Turn::new(lang, program).workspace(&ws));
        assert!(pre.completed());
    }
    let mut turn = Turn::new(lang, source.clone());
    for (key, file) in &settings.modules {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/modules").join(file);
        turn = turn.code_module(key, file, std::fs::read_to_string(path).expect("the module file exists"));
    }
    let mut tools = tools();
    for name in &settings.extra_tools {
        extra_tool(&mut tools, name);
    }
    let turn = turn
        .file_name(name.clone())
        .workspace(&ws)
        .limits(settings.limits.clone())
        .grants(settings.grants.clone())
        .skills_dir(tmp.path().join("skills"))
        .tools(tools);
    let outcome = runtime().run(turn);
    if let Some(band) = &settings.band {
        let got = match &outcome.end {
            End::Limit { limit, .. } if band.starts_with("limit:") => {
                format!("limit:{}", serde_json::to_value(limit).unwrap().as_str().unwrap_or("?"))
            }
            end => end.kind().to_string(),
        };
        assert_eq!(&got, band, "{name}: the turn ended in another band: {:?}", outcome.end);
    }
    if hostile {
        // Whatever the program did, the workspace takes the next turn.
        let program = runtime().sample(lang, "after a hostile turn").unwrap();
        let after = runtime().run(Turn::new(lang, program).workspace(&ws));
        assert!(after.completed(), "{name}: the turn after it failed: {:?}", after.end);
    }
    guard.finish(tmp.path(), &ws, &name);
    let text = render(&outcome, tmp.path());
    (outcome, text)
}

fn snapshot_dir(arm: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots").join(arm)
}

/// Runs one fixture and compares it with its snapshot; returns the snapshot's
/// file name. A check that fails (the harness's, not the snapshot's) is added
/// to `failures`, and the arm's other fixtures still run.
fn check_fixture(path: &Path, lang: Lang, arm: &str, failures: &mut Vec<String>) -> String {
    let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
    // insta's glob! names a snapshot `<name>@<fixture file>.snap`.
    let snapshot = format!("{stem}@{}.snap", path.file_name().unwrap().to_string_lossy());
    let only = settings(&std::fs::read_to_string(path).unwrap()).only;
    if only.is_some_and(|arms| !arms.iter().any(|a| a == lang.name())) {
        return String::new();
    }
    // The arm's guest is loaded (compiled, when gg's cache does not hold it
    // yet) before any case is watched: compiling it is gg's one-time cost,
    // not a turn's, and would otherwise count against the first case's RSS
    // allowance. A guest that does not load fails every turn, which says why.
    let _ = runtime().load(lang);
    // Turns run on a thread with the stack gg asks of its callers
    // (`TURN_THREAD_STACK`): a guest's deep recursion uses the host's stack.
    let run = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(gg::TURN_THREAD_STACK)
            .spawn_scoped(scope, || {
                let (outcome, text) = run_fixture(path, lang);
                if stem == "runaway_loop" || stem == "loop_deadline" {
                    // The deadline is 1 s: the turn ends at it, not at some
                    // later limit. (The bound is loose on purpose: a loaded
                    // machine delays the epoch tick, never by seconds.)
                    assert!(outcome.timings.run_us < 10_000_000, "{stem} ran {} µs", outcome.timings.run_us);
                }
                // A cap below what the arm starts with runs no program: a
                // fixture that meant to test a program would test nothing.
                assert!(
                    stem.contains("below_start") || !text.contains("no program ran"),
                    "{stem}: its memory cap is below what the {} arm starts with",
                    lang.name()
                );
                text
            })
            .expect("spawn a fixture's thread")
            .join()
    });
    let text = match run {
        Ok(text) => text,
        Err(panic) => {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!("{stem}: {message}"));
            return snapshot;
        }
    };
    insta::with_settings!({
        snapshot_path => snapshot_dir(arm),
        prepend_module_to_snapshot => false,
        omit_expression => true,
        input_file => path,
        // What a runtime starts with moves by a page between builds of its
        // snapshot (a fixture with a cap below it pins the words, not that).
        filters => vec![(r"below the \d+ MiB this language's runtime", "below the [start] MiB this language's runtime")],
    }, {
        insta::assert_snapshot!(stem.clone(), text);
    });
    snapshot
}

/// Fails an arm's test with every harness check that failed in it.
fn reject_failures(arm: &str, failures: &[String]) {
    assert!(failures.is_empty(), "{} {arm} fixtures failed:\n{}", failures.len(), failures.join("\n\n"));
}

/// Fails on a snapshot in `snapshots/<arm>/` that no fixture produced
/// (unless `INSTA_GLOB_FILTER` ran only some of them).
fn reject_stray_snapshots(arm: &str, seen: &BTreeSet<String>) {
    if std::env::var_os("INSTA_GLOB_FILTER").is_some_and(|f| !f.is_empty()) {
        return;
    }
    let on_disk: BTreeSet<String> = std::fs::read_dir(snapshot_dir(arm))
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect())
        .unwrap_or_default();
    let stray: Vec<_> = on_disk.iter().filter(|n| n.ends_with(".snap") && !seen.contains(*n)).collect();
    assert!(stray.is_empty(), "snapshots with no fixture (delete them): {stray:?}");
}

#[test]
fn js_fixtures() {
    // SAFETY: set before any turn runs; the test proves the guest cannot see it.
    #[allow(unsafe_code, reason = "setting a process environment variable for the deny-by-default fixture")]
    unsafe {
        std::env::set_var("GG_FIXTURE_SECRET", "hunter2");
    }
    let mut seen = BTreeSet::new();
    let mut failures = Vec::new();
    insta::glob!("fixtures/js/*.js", |path| {
        seen.insert(check_fixture(path, Lang::JavaScript, "js", &mut failures));
    });
    reject_failures("js", &failures);
    reject_stray_snapshots("js", &seen);
}

/// Ruby programs through CRuby 3.4 inside the sandbox (the `ruby` arm).
#[cfg(feature = "ruby")]
#[test]
fn ruby_fixtures() {
    let mut seen = BTreeSet::new();
    let mut failures = Vec::new();
    insta::glob!("fixtures/ruby/*.rb", |path| {
        seen.insert(check_fixture(path, Lang::Ruby, "ruby", &mut failures));
    });
    reject_failures("ruby", &failures);
    reject_stray_snapshots("ruby", &seen);
}

/// Python programs through CPython 3.15 inside the sandbox (the `python` arm).
#[cfg(feature = "python")]
#[test]
fn python_fixtures() {
    let mut seen = BTreeSet::new();
    let mut failures = Vec::new();
    insta::glob!("fixtures/python/*.py", |path| {
        seen.insert(check_fixture(path, Lang::Python, "python", &mut failures));
    });
    reject_failures("python", &failures);
    reject_stray_snapshots("python", &seen);
}

/// The same Ruby programs through Opal (the `opal` arm, seed 000's), and the
/// ones only Opal runs (`fixtures/opal/`, each saying why).
#[cfg(feature = "opal")]
#[test]
fn opal_fixtures() {
    let mut seen = BTreeSet::new();
    let mut failures = Vec::new();
    // Two globs, so a snapshot is named by its file alone in either folder.
    insta::glob!("fixtures/ruby/*.rb", |path| {
        seen.insert(check_fixture(path, Lang::Opal, "opal", &mut failures));
    });
    insta::glob!("fixtures/opal/*.rb", |path| {
        seen.insert(check_fixture(path, Lang::Opal, "opal", &mut failures));
    });
    reject_failures("opal", &failures);
    reject_stray_snapshots("opal", &seen);
}

/// Java programs through the real javac and TeaVM (in a warm JVM) and the
/// engine: each fixture is a whole `Program.java`.
#[test]
fn java_fixtures() {
    let mut seen = BTreeSet::new();
    let mut failures = Vec::new();
    insta::glob!("fixtures/java/*.java", |path| {
        seen.insert(check_fixture(path, Lang::Java, "java", &mut failures));
    });
    reject_failures("java", &failures);
    reject_stray_snapshots("java", &seen);
}

/// Ruby preparation through the real Opal (the `opal` arm): what `gg check`
/// reports, the compile path and its located refusals.
#[test]
fn opal_check_fixtures() {
    insta::glob!("fixtures/opal-check/*.rb", |path| {
        let source = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let end = runtime().check(Lang::Opal, &source, Some(&name)).unwrap_or(End::Completed { value: None });
        let text = render(&Outcome::new("opal", end), Path::new("/nonexistent"));
        insta::with_settings!({
            snapshot_path => snapshot_dir("opal-check"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
            input_file => path,
        }, {
            insta::assert_snapshot!(path.file_stem().unwrap().to_string_lossy().into_owned(), text);
        });
    });
}
