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
        })))
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The idempotency key of call `index` (and of its `part`th tool call,
    /// within `tools.parallel`): the same whenever the program is replayed.
    pub fn key(&self, index: u64, part: Option<usize>) -> String {
        let i = self.lock();
        match part {
            Some(p) => format!("{}/{}/{index}.{p}", i.session, i.program),
            None => format!("{}/{}/{index}", i.session, i.program),
        }
    }

    /// Why the journal can no longer keep this program, once it cannot.
    pub fn broken(&self) -> Option<String> {
        self.lock().broken.clone()
    }

    /// Whether calls are still answered from the journal.
    pub fn replaying(&self) -> bool {
        !self.lock().calls.is_empty()
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
    pub fn recorded(&self, index: u64, op: &str, args: &Value, answer: Value) -> Result<(), String> {
        let mut i = self.lock();
        let call = Crossing::Call { index, op: op.to_string(), args: args.clone(), answer };
        i.write(call)
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
        i.write(approval)
    }

    /// Journals the reads made so far (before output reaches an observer).
    pub fn flush(&self) -> Result<(), String> {
        let mut i = self.lock();
        if i.fresh.is_empty() || i.broken.is_some() {
            return i.broken.clone().map_or(Ok(()), Err);
        }
        let reads = Crossing::Reads { bytes: i.fresh.to_hex() };
        let Inner { journal, session, program, .. } = &*i;
        let written = journal.append(session, *program, &[reads]);
        match written {
            Ok(()) => {
                i.fresh.clear();
                Ok(())
            }
            Err(e) => {
                i.broken = Some(e.clone());
                Err(e)
            }
        }
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

    /// Journals `crossing` after the reads made before it.
    fn write(&mut self, crossing: Crossing) -> Result<(), String> {
        if let Some(why) = &self.broken {
            return Err(why.clone());
        }
        let mut batch = Vec::with_capacity(2);
        if !self.fresh.is_empty() {
            batch.push(Crossing::Reads { bytes: self.fresh.to_hex() });
        }
        batch.push(crossing);
        match self.journal.append(&self.session, self.program, &batch) {
            Ok(()) => {
                self.read_bytes += self.fresh.len();
                self.fresh.clear();
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
