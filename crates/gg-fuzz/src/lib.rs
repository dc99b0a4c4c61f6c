//! gg's own fuzzer, for the code that reads what gg does not control: the
//! model's program text (the JavaScript lowering, the Ruby mask and export
//! scan), the source maps a compiler hands back, the JVM guest's wire
//! requests and the JSON Schemas a host registers with the values checked
//! against them.
//!
//! It needs no nightly toolchain and no instrumentation: each target
//! ([`targets`]) is a plain `fn(&[u8]) -> u64` that panics when an invariant
//! breaks, and [`fuzz`] runs it on byte-level mutations ([`mutate`]) of a
//! committed seed corpus (`corpus/<target>/`, taken from the fixtures' texts)
//! and of the regressions (`regressions/<target>/`, every input that ever
//! broke a target, run by this crate's tests on every `cargo xtask test`).
//! The only feedback is the shape a target returns: a mutated input whose
//! shape is new joins the corpus.
//!
//! A panic is caught ([`run_one`]); the driver (`gg-fuzz`, `src/main.rs`)
//! writes the input under `target/fuzz-crashes/<target>/`, shrinks it
//! ([`minimize`]) and exits non-zero. Invariants: a run is a function of its
//! seed and corpus; nothing a target does reaches outside a temporary
//! directory (the wire target's workspace; no shell, no network).

pub mod mutate;
pub mod targets;

pub use targets::{TARGETS, Target, by_name, fnv};

use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, Once};
use std::time::{Duration, Instant};

/// Longest input the mutator makes.
pub const MAX_LEN: usize = 4096;

/// Most inputs one run keeps in its corpus.
const MAX_CORPUS: usize = 4096;

/// This crate's folder, where `corpus/` and `regressions/` are.
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The committed inputs of `target`: its seed corpus, then its regressions,
/// each sorted by name.
pub fn committed(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for folder in ["corpus", "regressions"] {
        let dir = crate_dir().join(folder).join(target);
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.is_file()).collect();
        paths.sort();
        for p in paths {
            let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            out.push((p, bytes));
        }
    }
    out
}

/// A broken invariant or a panic, where it was raised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// `file:line:column` of the panic.
    pub location: String,
    pub message: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "panicked at {}: {}", self.location, self.message)
    }
}

thread_local! {
    /// Whether a panic on this thread is a target's, kept rather than printed.
    static CAPTURING: Cell<bool> = const { Cell::new(false) };
    static LAST: RefCell<Option<Failure>> = const { RefCell::new(None) };
}

/// Installs, once, a panic hook that keeps a target's panic for [`run_one`]
/// and leaves every other panic to the hook that was there before.
fn capture_panics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !CAPTURING.get() {
                return previous(info);
            }
            let location = info.location().map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()));
            let payload = info.payload();
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".into());
            LAST.set(Some(Failure { location: location.unwrap_or_default(), message }));
        }));
    });
}

/// Runs `input` through `target`, a panic caught and returned.
pub fn run_one(target: &Target, input: &[u8]) -> Result<u64, Failure> {
    capture_panics();
    CAPTURING.set(true);
    let result = panic::catch_unwind(AssertUnwindSafe(|| (target.run)(input)));
    CAPTURING.set(false);
    result.map_err(|_| LAST.take().unwrap_or_else(|| Failure { location: String::new(), message: "a panic".into() }))
}

/// What a watchdog thread reads: the input being run and since when.
#[derive(Debug, Default)]
pub struct Watch {
    busy: Mutex<Option<(&'static str, Instant, Vec<u8>)>>,
}

impl Watch {
    fn begin(&self, target: &'static str, input: &[u8]) {
        *self.busy.lock().unwrap_or_else(|e| e.into_inner()) = Some((target, Instant::now(), input.to_vec()));
    }

    fn end(&self) {
        *self.busy.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }

    /// The target and input that has been running longer than `limit`.
    pub fn stuck(&self, limit: Duration) -> Option<(&'static str, Vec<u8>)> {
        let busy = self.busy.lock().unwrap_or_else(|e| e.into_inner());
        busy.as_ref().filter(|(_, since, _)| since.elapsed() > limit).map(|(t, _, input)| (*t, input.clone()))
    }
}

/// When a run stops.
#[derive(Debug, Clone, Copy)]
pub enum Stop {
    After(Duration),
    Execs(u64),
}

/// How one target ran.
#[derive(Debug)]
pub struct Report {
    pub execs: u64,
    pub elapsed: Duration,
    /// Committed inputs it started from.
    pub seeds: usize,
    /// Inputs in its corpus at the end.
    pub corpus: usize,
    /// Distinct shapes it saw.
    pub shapes: usize,
    /// The first input that failed, and how.
    pub failure: Option<(Vec<u8>, Failure)>,
}

impl Report {
    pub fn per_second(&self) -> f64 {
        self.execs as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

fn exec(target: &Target, input: &[u8], watch: Option<&Watch>) -> Result<u64, Failure> {
    if let Some(w) = watch {
        w.begin(target.name, input);
    }
    let result = run_one(target, input);
    if let Some(w) = watch {
        w.end();
    }
    result
}

/// Runs `target` on `seeds` (each once), then on mutations of its growing
/// corpus until `stop`; stops at the first failure.
pub fn fuzz(target: &Target, seeds: Vec<Vec<u8>>, seed: u64, stop: Stop, watch: Option<&Watch>) -> Report {
    let started = Instant::now();
    let tokens = (target.tokens)();
    let mut rng = mutate::Rng::new(seed ^ fnv(target.name.as_bytes()));
    let mut shapes = HashSet::new();
    let mut report =
        Report { execs: 0, elapsed: Duration::ZERO, seeds: seeds.len(), corpus: 0, shapes: 0, failure: None };
    let mut corpus: Vec<Vec<u8>> = Vec::new();
    for input in seeds.into_iter().chain([Vec::new()]) {
        report.execs += 1;
        match exec(target, &input, watch) {
            Ok(shape) => {
                shapes.insert(shape);
                corpus.push(input);
            }
            Err(f) => {
                report.failure = Some((input, f));
                break;
            }
        }
    }
    while report.failure.is_none() {
        let done = match stop {
            Stop::After(d) => started.elapsed() >= d,
            Stop::Execs(n) => report.execs >= n,
        };
        if done {
            break;
        }
        let mut input = corpus[rng.below(corpus.len())].clone();
        mutate::mutate(&mut rng, &mut input, &corpus, &tokens, MAX_LEN);
        report.execs += 1;
        match exec(target, &input, watch) {
            Ok(shape) => {
                if shapes.insert(shape) && corpus.len() < MAX_CORPUS {
                    corpus.push(input);
                }
            }
            Err(f) => report.failure = Some((input, f)),
        }
    }
    report.elapsed = started.elapsed();
    report.corpus = corpus.len();
    report.shapes = shapes.len();
    report
}

/// A smaller input that fails at the same place as `input`, found by
/// deleting ever smaller chunks within `budget`.
pub fn minimize(target: &Target, input: &[u8], location: &str, budget: Duration, watch: Option<&Watch>) -> Vec<u8> {
    let started = Instant::now();
    let mut best = input.to_vec();
    let mut chunk = (best.len() / 2).max(1);
    while started.elapsed() < budget && !best.is_empty() {
        let mut shrank = false;
        let mut at = 0;
        while at + chunk <= best.len() && started.elapsed() < budget {
            let mut candidate = best.clone();
            candidate.drain(at..at + chunk);
            match exec(target, &candidate, watch) {
                Err(f) if f.location == location => {
                    best = candidate;
                    shrank = true;
                }
                _ => at += chunk,
            }
        }
        if !shrank {
            if chunk == 1 {
                break;
            }
            chunk /= 2;
        }
    }
    best
}

/// Writes `input` as `<dir>/<target>/<hash>` and returns that path.
pub fn save(dir: &Path, target: &str, input: &[u8]) -> std::io::Result<PathBuf> {
    let folder = dir.join(target);
    std::fs::create_dir_all(&folder)?;
    let path = folder.join(format!("{:016x}", fnv(input)));
    std::fs::write(&path, input)?;
    Ok(path)
}
