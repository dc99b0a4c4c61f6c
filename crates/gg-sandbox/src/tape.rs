//! A durable program's tape: what it crossed so far, answered from the
//! journal while the program is replayed, and recorded to it once it runs
//! live.
//!
//! Invariants:
//! * a call is answered from the journal only when its operation and
//!   arguments are those journaled at its index; any other call at an
//!   index the journal holds is a divergence, and the program ends
//!   (`limit: diverged`), never acting again;
//! * a live call's result is journaled, with every clock and random read
//!   made before it, before the result reaches the program; so are the
//!   reads made before output reaches an observer ([`Tape::flush`]);
//! * reads replay in order while they are of the source the program asks
//!   for, then go on live: the monotonic clock never goes back.

use gg_core::journal::{Crossing, Journal, Reads, Source};
use serde_json::Value;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

/// Reads one program may journal (packed bytes) before it is no longer
/// resumable: a busy loop on the clock must not grow the journal without end.
pub const MAX_READ_BYTES: usize = 16 << 20;

/// What to do with a call.
#[derive(Debug)]
pub enum Step {
    /// Answer it with this journaled result (`{"ok": …}` or `{"err": …}`).
    Replay(Value),
    /// Make it, as call `index`, and journal it with [`Tape::recorded`].
    Live(u64),
    /// It is not the call the journal holds at its index.
    Diverged(String),
}

/// A durable program's tape, shared by its store, its clocks and its tools.
#[derive(Clone)]
pub struct Tape(Arc<Mutex<Inner>>);

impl std::fmt::Debug for Tape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let i = self.lock();
        f.debug_struct("Tape").field("session", &i.session).field("program", &i.program).finish_non_exhaustive()
    }
}

struct Inner {
    journal: Arc<dyn Journal>,
    session: String,
    program: u32,
    /// Journaled calls not yet replayed, by index.
    calls: VecDeque<(u64, String, Value, Value)>,
    /// Journaled approval decisions not yet replayed.
    approvals: Vec<(u64, String, Value, Option<String>)>,
    /// Journaled reads, replayed in order.
    replay: Reads,
    /// Reads made live, not yet journaled.
    fresh: Reads,
    /// Bytes of reads journaled so far.
    read_bytes: usize,
    /// The index the next call gets.
    next_call: u64,
    /// The call in progress (an approval belongs to it).
    current: u64,
    /// The monotonic clock's last value, and when it was read live.
    monotonic: Option<(u64, Instant)>,
    /// The journal could not be written, or grew past its bound: why.
    broken: Option<String>,
    /// Entries the journal holds for this program.
    written: u64,
    /// Read-only calls made live, journaled with the next write.
    deferred: Vec<Crossing>,
}

impl Tape {
    /// A tape for program `program` of session `session`, replaying
    /// `crossings` (empty for a program that starts now).
    pub fn new(journal: Arc<dyn Journal>, session: &str, program: u32, crossings: &[Crossing]) -> Tape {
        let mut calls = VecDeque::new();
        let mut approvals = Vec::new();
        let mut replay = Reads::default();
        for c in crossings {
            match c {
                Crossing::Call { index, op, args, answer } => {
                    calls.push_back((*index, op.clone(), args.clone(), answer.clone()))
                }
                Crossing::Approval { index, name, arguments, denied } => {
                    approvals.push((*index, name.clone(), arguments.clone(), denied.clone()))
                }
                Crossing::Reads { bytes } => {
                    if let Some(r) = Reads::from_hex(bytes) {
                        replay.extend(&r);
                    }
                }
            }
        }
        let read_bytes = replay.len();
        Tape(Arc::new(Mutex::new(Inner {
            journal,
            session: session.to_string(),
            program,
            calls,
            approvals,
            replay,
            fresh: Reads::default(),
            read_bytes,
            next_call: 0,
            current: 0,
            monotonic: None,
            broken: None,
            written: crossings.len() as u64,
            deferred: Vec::new(),
        })))
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The idempotency key of call `index`, the same whenever the program
    /// is replayed (`tools.parallel` adds `.<n>` for its `n`th call).
    pub fn key(&self, index: u64) -> String {
        let i = self.lock();
        format!("{}/{}/{index}", i.session, i.program)
    }

    /// The next call, operation `op` with `args`: replayed, live, or diverged.
    pub fn call(&self, op: &str, args: &Value) -> Step {
        let mut i = self.lock();
        let index = i.next_call;
        i.next_call += 1;
        i.current = index;
        match i.calls.front() {
            Some((at, jop, jargs, _)) if *at < index => Step::Diverged(format!(
                "call {at}: the journal holds `{jop}` with {jargs}; the program made another call there"
            )),
            Some((at, jop, jargs, _)) if *at == index => {
                if jop == op && jargs == args {
                    let (_, _, _, answer) = i.calls.pop_front().expect("looked at");
                    Step::Replay(answer)
                } else {
                    Step::Diverged(format!(
                        "call {index}: the journal holds `{jop}` with {jargs}; the program asked for `{op}` with {args}"
                    ))
                }
            }
            _ => Step::Live(index),
        }
    }

    /// Journals live call `index` and its `answer`, with the reads made
    /// before it; the program may see the answer once this returns `Ok`.
    /// A read-only call (`effect` false) is kept to be journaled with the
    /// next write instead, as clock reads are: a crash before then makes it
    /// again on replay, which changes nothing outside the program, and
    /// whatever the program did with its answer (a write, output) is
    /// journaled after it.
    pub fn recorded(&self, index: u64, op: &str, args: &Value, answer: Value, effect: bool) -> Result<(), String> {
        let mut i = self.lock();
        let call = Crossing::Call { index, op: op.to_string(), args: args.clone(), answer };
        if effect {
            return i.write(Some(call));
        }
        if let Some(why) = &i.broken {
            return Err(why.clone());
        }
        i.hold();
        i.deferred.push(call);
        Ok(())
    }

    /// The journaled decision on ask-first tool `name` with `arguments` in
    /// the call in progress, if the journal holds one.
    pub fn approval(&self, name: &str, arguments: &Value) -> Option<Result<(), String>> {
        let mut i = self.lock();
        let current = i.current;
        let at = i.approvals.iter().position(|(idx, n, a, _)| *idx == current && n == name && a == arguments)?;
        let (_, _, _, denied) = i.approvals.remove(at);
        Some(match denied {
            None => Ok(()),
            Some(why) => Err(why),
        })
    }

    /// Journals a decision made live.
    pub fn decided(&self, name: &str, arguments: &Value, decision: &Result<(), String>) -> Result<(), String> {
        let mut i = self.lock();
        let approval = Crossing::Approval {
            index: i.current,
            name: name.to_string(),
            arguments: arguments.clone(),
            denied: decision.clone().err(),
        };
        i.write(Some(approval))
    }

    /// Journals the reads and read-only calls made so far (before output
    /// reaches an observer).
    pub fn flush(&self) -> Result<(), String> {
        let mut i = self.lock();
        if i.fresh.is_empty() && i.deferred.is_empty() {
            return i.broken.clone().map_or(Ok(()), Err);
        }
        i.write(None)
    }

    /// A read of `source`: the journaled value while there is one, else
    /// `live()`, kept to be journaled.
    pub fn read(&self, source: Source, buf: &mut [u8], live: impl FnOnce(&mut [u8])) {
        let mut i = self.lock();
        if let Some(v) = i.replay.next(source)
            && v.len() == buf.len()
        {
            buf.copy_from_slice(v);
            return;
        }
        live(buf);
        i.keep(source, buf);
    }

    /// The monotonic clock: journaled values, then live ones continuing
    /// from the last (a resumed program's clock does not go back).
    pub fn monotonic(&self, live: impl FnOnce() -> u64) -> u64 {
        let mut i = self.lock();
        if let Some(v) = i.replay.next(Source::MonotonicClock) {
            let mut b = [0u8; 8];
            if v.len() == 8 {
                b.copy_from_slice(v);
                let n = u64::from_le_bytes(b);
                i.monotonic = Some((n, Instant::now()));
                return n;
            }
        }
        let n = match i.monotonic {
            // Journaled values came from another process's clock: go on
            // from the last one by the time elapsed since it was replayed.
            Some((last, at)) => last + at.elapsed().as_nanos() as u64,
            None => live(),
        };
        i.keep(Source::MonotonicClock, &n.to_le_bytes());
        n
    }
}

impl Inner {
    /// Keeps a live read for the next write.
    fn keep(&mut self, source: Source, value: &[u8]) {
        if self.broken.is_some() {
            return;
        }
        self.fresh.push(source, value);
        if self.read_bytes + self.fresh.len() > MAX_READ_BYTES {
            self.broken = Some(format!(
                "the program read clocks and random sources past the journal's {} MiB for them",
                MAX_READ_BYTES >> 20
            ));
        }
    }

    /// Moves the reads made so far behind the deferred calls, in order.
    fn hold(&mut self) {
        if !self.fresh.is_empty() {
            self.read_bytes += self.fresh.len();
            self.deferred.push(Crossing::Reads { bytes: self.fresh.to_hex() });
            self.fresh.clear();
        }
    }

    /// Journals what was deferred and the reads made since, then
    /// `crossing`, in one write.
    fn write(&mut self, crossing: Option<Crossing>) -> Result<(), String> {
        if let Some(why) = &self.broken {
            return Err(why.clone());
        }
        self.hold();
        let mut batch = std::mem::take(&mut self.deferred);
        batch.extend(crossing);
        match self.journal.append(&self.session, self.program, self.written, &batch) {
            Ok(()) => {
                self.written += batch.len() as u64;
                Ok(())
            }
            Err(e) => {
                self.broken = Some(e.clone());
                Err(e)
            }
        }
    }
}

/// The tape a durable program's WASI clocks and random sources read
/// through. A kept instance keeps its WASI context from program to
/// program, so the tape is swapped in the slot, not in the context.
#[derive(Clone, Default)]
pub struct TapeSlot(Arc<Mutex<Option<Tape>>>);

impl TapeSlot {
    /// Points the slot at `tape` (the next program's).
    pub fn set(&self, tape: Option<Tape>) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = tape;
    }

    /// Whether the slot holds a tape (the program is durable).
    pub fn durable(&self) -> bool {
        self.get().is_some()
    }

    fn get(&self) -> Option<Tape> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// A read of `source` through the tape, when there is one.
    fn read(&self, source: Source, buf: &mut [u8], live: impl FnOnce(&mut [u8])) {
        match self.get() {
            Some(tape) => tape.read(source, buf, live),
            None => live(buf),
        }
    }
}

/// Bytes from the system's random source (zeros if it fails, which the
/// system's never does once booted).
fn system_random(buf: &mut [u8]) {
    let _ = getrandom::fill(buf);
}

/// The wall clock, through the tape.
struct WallClock(TapeSlot);

impl wasmtime_wasi::HostWallClock for WallClock {
    fn resolution(&self) -> std::time::Duration {
        std::time::Duration::from_nanos(1)
    }

    fn now(&self) -> std::time::Duration {
        let mut b = [0u8; 16];
        self.0.read(Source::WallClock, &mut b, |b| {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
            b.copy_from_slice(&now.as_nanos().to_le_bytes());
        });
        std::time::Duration::from_nanos(u128::from_le_bytes(b) as u64)
    }
}

/// The monotonic clock, through the tape: nanoseconds since the context
/// was made, then, once replayed, since the last journaled value.
struct MonotonicClock(TapeSlot, Instant);

impl wasmtime_wasi::HostMonotonicClock for MonotonicClock {
    fn resolution(&self) -> u64 {
        1
    }

    fn now(&self) -> u64 {
        let live = || self.1.elapsed().as_nanos() as u64;
        match self.0.get() {
            Some(tape) => tape.monotonic(live),
            None => live(),
        }
    }
}

/// A random source, through the tape.
struct Random(TapeSlot, Source);

impl rand_core::TryRng for Random {
    type Error = std::convert::Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        let mut b = [0u8; 4];
        self.try_fill_bytes(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let mut b = [0u8; 8];
        self.try_fill_bytes(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        self.0.read(self.1, dst, system_random);
        Ok(())
    }
}

/// Gives a durable program's WASI context clocks and random sources that
/// read through `slot`'s tape.
pub fn install(wasi: &mut wasmtime_wasi::WasiCtxBuilder, slot: &TapeSlot) {
    wasi.wall_clock(WallClock(slot.clone()));
    wasi.monotonic_clock(MonotonicClock(slot.clone(), Instant::now()));
    wasi.secure_random(Random(slot.clone(), Source::SecureRandom));
    wasi.insecure_random(Random(slot.clone(), Source::InsecureRandom));
    let mut seed = [0u8; 16];
    slot.read(Source::InsecureRandom, &mut seed, system_random);
    wasi.insecure_random_seed(u128::from_le_bytes(seed));
}

/// The JVM guest's `Math.random` seed and `System.nanoTime`, through the tape.
pub fn math_seed(slot: &TapeSlot) -> u64 {
    let mut b = [0u8; 8];
    slot.read(Source::MathRandom, &mut b, system_random);
    u64::from_le_bytes(b) | 1
}

/// Milliseconds of `System.nanoTime` for the JVM guest: `live` unless the
/// program is durable.
pub fn nano_millis(slot: &TapeSlot, live: std::time::Duration) -> f64 {
    match slot.get() {
        Some(tape) => tape.monotonic(|| live.as_nanos() as u64) as f64 / 1e6,
        None => live.as_secs_f64() * 1e3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gg_capabilities::journal::SqliteJournal;
    use gg_core::journal::SessionEntry;
    use serde_json::json;

    fn journal() -> (tempfile::TempDir, Arc<dyn Journal>) {
        let dir = tempfile::tempdir().unwrap();
        let j = SqliteJournal::open(&dir.path().join("state.db")).unwrap();
        let entry = SessionEntry { id: "s1".into(), lang: "js".into(), keep_state: false, spec: json!(null) };
        j.open(&entry).unwrap();
        j.begin("s1", 1, "program").unwrap();
        (dir, Arc::new(j))
    }

    fn replayed(j: &Arc<dyn Journal>) -> Tape {
        let crossings = j.sessions().unwrap().remove(0).programs.remove(0).crossings;
        Tape::new(j.clone(), "s1", 1, &crossings)
    }

    #[test]
    fn a_replay_answers_journaled_calls_and_reads_then_goes_live() {
        let (_dir, j) = journal();
        let live = Tape::new(j.clone(), "s1", 1, &[]);
        let mut b = [0u8; 8];
        live.read(Source::SecureRandom, &mut b, |b| b.copy_from_slice(&[7; 8]));
        let Step::Live(0) = live.call("files.read-file", &json!({"path": "a"})) else { panic!() };
        live.recorded(0, "files.read-file", &json!({"path": "a"}), json!({"Ok": "text"}), false).unwrap();
        assert_eq!(live.monotonic(|| 42), 42);
        live.flush().unwrap();

        let again = replayed(&j);
        let mut b = [0u8; 8];
        again.read(Source::SecureRandom, &mut b, |_| panic!("replayed, not live"));
        assert_eq!(b, [7; 8]);
        let Step::Replay(answer) = again.call("files.read-file", &json!({"path": "a"})) else { panic!() };
        assert_eq!(answer, json!({"Ok": "text"}));
        assert_eq!(again.monotonic(|| panic!("replayed, not live")), 42);
        // Past the journal: live, and the clock goes on from the last value.
        let Step::Live(1) = again.call("files.write-file", &json!({})) else { panic!() };
        assert!(again.monotonic(|| 0) >= 42);
        assert_eq!(again.key(1), "s1/1/1");
    }

    #[test]
    fn another_call_where_the_journal_holds_one_is_a_divergence() {
        let (_dir, j) = journal();
        let live = Tape::new(j.clone(), "s1", 1, &[]);
        let _ = live.call("files.read-file", &json!({"path": "a"}));
        live.recorded(0, "files.read-file", &json!({"path": "a"}), json!({"Ok": "x"}), true).unwrap();
        let again = replayed(&j);
        let Step::Diverged(why) = again.call("files.read-file", &json!({"path": "b"})) else { panic!() };
        assert!(why.starts_with("call 0: the journal holds `files.read-file` with {\"path\":\"a\"}"), "{why}");
        assert!(why.ends_with("the program asked for `files.read-file` with {\"path\":\"b\"}"), "{why}");
        let again = replayed(&j);
        let Step::Diverged(why) = again.call("tools.call", &json!({})) else { panic!() };
        assert!(why.contains("`tools.call`"), "{why}");
    }

    #[test]
    fn an_approval_is_replayed_for_its_own_call_only() {
        let (_dir, j) = journal();
        let live = Tape::new(j.clone(), "s1", 1, &[]);
        let _ = live.call("tools.call", &json!({"name": "ship"}));
        live.decided("ship", &json!({"n": 1}), &Err("no".into())).unwrap();
        let again = replayed(&j);
        let _ = again.call("tools.call", &json!({"name": "ship"}));
        assert_eq!(again.approval("ship", &json!({"n": 2})), None);
        assert_eq!(again.approval("ship", &json!({"n": 1})), Some(Err("no".into())));
        assert_eq!(again.approval("ship", &json!({"n": 1})), None, "replayed once");
    }
}
