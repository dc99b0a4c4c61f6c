//! Sessions: the engine an agent drives. A session runs one program at a
//! time and lets its owner look at it again and again:
//!
//! * [`Session::exec`] starts a fresh program (a new turn: nothing of the
//!   previous program's memory survives) and observes it for up to the
//!   observation window; [`Session::wait`] observes the same program again
//!   for up to the window; both return as soon as the program ends;
//! * [`Session::stop`] ends it from outside (the sandbox sees the interrupt
//!   within an epoch tick; a blocked shell command or host tool gives up);
//! * every observation carries only the output written since the previous
//!   one, bounded by [`SessionConfig::chunk_bytes`] (the rest is counted);
//! * the program's lifetime counts from `exec` and `wait` does not reset it:
//!   a watchdog ends the program when it expires, whether or not anybody
//!   looks again;
//! * one `exec`/`wait`/`stop` at a time: a concurrent one is refused
//!   ([`SessionError::Busy`]); `wait` or `stop` after the final observation
//!   is refused ([`SessionError::Finished`]); `exec` while a program is
//!   still running is refused ([`SessionError::Running`]) — stop it or wait
//!   for it first (decided so a model never loses a program by accident).
//!
//! * a session opened with [`SessionConfig::keep_state`] runs its programs
//!   in one kept instance, so what a program's top level declares (variables,
//!   functions, classes) is there for the next one — JavaScript, CRuby and
//!   Opal; see [`SessionError::KeepStateUnsupported`]. A program that is
//!   stopped or hits a limit takes the kept state with it (the observation
//!   says `state_reset`), and the next program starts fresh;
//!
//! * a call to an ask-first tool ([`ToolRegistry::ask_first`]) suspends the
//!   program: the observation is `awaiting_approval` with the call's name and
//!   arguments, and [`Session::approve`] or [`Session::deny`] resumes it (a
//!   denied call raises `denied` in the program). Time suspended counts
//!   against the lifetime, not the CPU deadline.
//!
//! Dropping a session stops its program.

use crate::Lang;
use crate::runtime::Runtime;
use crate::turn::{KeptState, Turn};
use gg_capabilities::ToolRegistry;
use gg_core::control::{Chunk, Interrupt, OutputTap, StopReason};
use gg_core::grants::Grants;
use gg_core::journal::{Journal, ProgramEntry};
use gg_core::limits::Limits;
use gg_core::outcome::{End, Outcome};
use gg_sandbox::tape::Tape;
use serde::Serialize;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How long `exec` and `wait` observe a program by default.
pub const DEFAULT_WINDOW: Duration = Duration::from_secs(60);
/// How long a program may live, from its `exec`, by default.
pub const DEFAULT_LIFETIME: Duration = Duration::from_secs(3600);
/// Bytes of output one observation carries by default.
pub const DEFAULT_CHUNK_BYTES: usize = 64 << 10;
/// Programs one session may run, by default.
pub const DEFAULT_MAX_PROGRAMS: u32 = 1000;
/// Bytes of one program's text, by default.
pub const DEFAULT_MAX_SOURCE_BYTES: usize = 1 << 20;
/// Session programs one runtime runs at once, by default (the sandbox has
/// 64 instance slots; kept instances hold
/// theirs between programs).
pub const DEFAULT_MAX_CONCURRENT: u32 = 32;

/// Bytes a durable keep-state session's journal may hold, by default.
pub const DEFAULT_MAX_JOURNAL_BYTES: u64 = 64 << 20;

/// What every program of a session runs with.
#[derive(Clone)]
pub struct SessionConfig {
    /// The directory the program's files are confined to (state in `.gg/`).
    pub workspace: PathBuf,
    pub limits: Limits,
    pub grants: Grants,
    pub tools: ToolRegistry,
    /// The directory whose folders are the agent's skills.
    pub skills_dir: Option<PathBuf>,
    /// Keep no state database (tasks, memories and context answer `unavailable`).
    pub without_state: bool,
    /// How long `exec` and `wait` observe the program.
    pub window: Duration,
    /// How long a program may live, counted from its `exec`.
    pub lifetime: Duration,
    /// Bytes of output one observation carries; the rest is counted as dropped.
    pub chunk_bytes: usize,
    /// Programs this session may run; the next `exec` is refused.
    pub max_programs: u32,
    /// Bytes of one program's text; a longer one is refused.
    pub max_source_bytes: usize,
    /// Programs of this runtime's sessions that may run at once: an `exec`
    /// that would start one more is refused
    /// ([`SessionError::TooManyRunning`]). A session runs one at a time.
    pub max_concurrent: u32,
    /// Keep what each program's top level declares for the next program of
    /// the session (JavaScript, CRuby and Opal). Off by default: every program
    /// starts from nothing.
    pub keep_state: bool,
    /// Where the session's programs are journaled, so that they resume when
    /// gg restarts (a session opened through [`crate::sessions::Sessions`]
    /// with a journal is durable). `None`: not durable.
    pub journal: Option<Arc<dyn Journal>>,
    /// What the front end that opens the session needs to open it again
    /// after a restart (its `open` message, its tenant): journaled with
    /// it, opaque to the engine.
    pub spec: serde_json::Value,
    /// Bytes a durable keep-state session's journal may hold: past them
    /// its next `exec` is refused ([`SessionError::JournalFull`]).
    pub max_journal_bytes: u64,
}

impl std::fmt::Debug for SessionConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SessionConfig")
            .field("workspace", &self.workspace)
            .field("limits", &self.limits)
            .field("grants", &self.grants)
            .field("keep_state", &self.keep_state)
            .field("durable", &self.journal.is_some())
            .finish_non_exhaustive()
    }
}

impl SessionConfig {
    /// Defaults in `workspace`: the default limits and grants, no tools, a
    /// 60 s window, a 1 h lifetime, 64 KiB chunks.
    pub fn new(workspace: impl Into<PathBuf>) -> SessionConfig {
        SessionConfig {
            workspace: workspace.into(),
            limits: Limits::default(),
            grants: Grants::default(),
            tools: ToolRegistry::default(),
            skills_dir: None,
            without_state: false,
            window: DEFAULT_WINDOW,
            lifetime: DEFAULT_LIFETIME,
            chunk_bytes: DEFAULT_CHUNK_BYTES,
            max_programs: DEFAULT_MAX_PROGRAMS,
            max_source_bytes: DEFAULT_MAX_SOURCE_BYTES,
            max_concurrent: DEFAULT_MAX_CONCURRENT,
            keep_state: false,
            journal: None,
            spec: serde_json::Value::Null,
            max_journal_bytes: DEFAULT_MAX_JOURNAL_BYTES,
        }
    }
}

/// Where a program stands after an observation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// It ended on its own; `value` is its completion value.
    Completed,
    /// It failed: a syntax, compile or run-time error (or gg's own failure).
    Error,
    /// It was stopped, outlived its lifetime, or hit a limit.
    Terminated,
    /// It is still running: `wait` to look again, `stop` to end it.
    StillWorking,
    /// It is suspended in a call to an ask-first tool: `approve` or `deny`.
    AwaitingApproval,
}

/// The call an ask-first tool is waiting on.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ApprovalRequest {
    /// The tool's name.
    pub name: String,
    /// The arguments the program passed (already checked against the schema).
    pub arguments: serde_json::Value,
}

/// One look at a program.
#[derive(Debug, Clone, Serialize)]
pub struct Observation {
    pub status: Status,
    /// What the program wrote since the previous observation.
    pub output: Chunk,
    /// The completion value, when `completed` (rendered in the language's terms).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// The call waiting for a decision, when `awaiting_approval`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub approval: Option<ApprovalRequest>,
    /// The whole outcome, on the final observation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Box<Outcome>>,
    /// In a keep-state session, the program's end took the kept state with
    /// it (it was stopped, or hit a limit): the next program starts fresh.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub state_reset: bool,
}

/// The keep-state rule, decided here and nowhere else: a session of `lang`
/// may keep state only when its arm keeps a program's top level.
pub fn admit(lang: Lang, keep_state: bool) -> Result<(), SessionError> {
    if keep_state && !lang.keeps_state() {
        return Err(SessionError::KeepStateUnsupported(lang.name()));
    }
    Ok(())
}

/// Why a session refused a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionError {
    /// Another `exec`, `wait` or `stop` of this session is in progress.
    Busy,
    /// `wait` or `stop` with no program started.
    NoProgram,
    /// `wait` or `stop` after the program's final observation.
    Finished(Status),
    /// `exec` while the previous program still runs.
    Running,
    /// `approve` or `deny` with no call waiting for a decision.
    NothingToApprove,
    /// `exec` after the session ran its `max_programs`.
    ProgramLimit(u32),
    /// `exec` of a text longer than `max_source_bytes`.
    SourceTooLarge { bytes: usize, limit: usize },
    /// `exec` in a keep-state session of a language that keeps no state
    /// between programs (Java: each program is compiled to its own
    /// component and runs in its own instance; there is no top level to
    /// keep but static fields, which a fresh program must not inherit).
    KeepStateUnsupported(&'static str),
    /// `exec` while the runtime already runs `max_concurrent` session programs.
    TooManyRunning(u32),
    /// `exec` in a durable keep-state session whose journal holds more than
    /// `max_journal_bytes`.
    JournalFull { bytes: u64, limit: u64 },
    /// The journal could not record the program: it did not start.
    Journal(String),
    /// The program was handed over to a successor gg sharing the state
    /// (this one is draining): observe it there, by the same id.
    HandedOver,
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::Busy => f.write_str("another exec, wait or stop of this session is in progress"),
            SessionError::NoProgram => f.write_str("no program has been started: exec one first"),
            SessionError::Finished(s) => {
                let name =
                    serde_json::to_value(s).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
                write!(
                    f,
                    "the program already ended ({name}); do not wait or stop after a final status: exec a new one"
                )
            }
            SessionError::Running => {
                f.write_str("a program is still running: wait for it or stop it before exec of another")
            }
            SessionError::NothingToApprove => f.write_str("no tool call is waiting for approval"),
            SessionError::ProgramLimit(n) => write!(f, "this session has run its {n} programs; open another"),
            SessionError::SourceTooLarge { bytes, limit } => {
                write!(f, "the program is {bytes} bytes; a program is at most {limit}")
            }
            SessionError::TooManyRunning(n) => {
                write!(f, "{n} programs are already running in this runtime; wait for one to end or stop one")
            }
            SessionError::JournalFull { bytes, limit } => write!(
                f,
                "this session's journal holds {bytes} bytes, past its {limit}: it keeps no more state; close it and open another"
            ),
            SessionError::HandedOver => f.write_str(
                "this gg is shutting down and handed the program over to its successor: observe it there, by the same session id",
            ),
            SessionError::Journal(why) => write!(f, "the program could not be journaled, so it did not start: {why}"),
            SessionError::KeepStateUnsupported(lang) => write!(
                f,
                "{lang} does not keep state between programs (each program runs in a fresh instance): start the session without keep_state"
            ),
        }
    }
}

impl std::error::Error for SessionError {}

/// What observers wait for: the program's end, or a call asking approval.
#[derive(Default)]
struct Watched {
    outcome: Option<Outcome>,
    /// The ask-first call waiting, and the decision once made.
    approval: Option<(ApprovalRequest, Option<Result<(), String>>)>,
}

/// A program's end and its approvals, shared by its thread, its ask-first
/// calls and its observers.
#[derive(Default)]
struct Done {
    watched: Mutex<Watched>,
    changed: Condvar,
    /// One ask-first call at a time waits for a decision.
    asking: Mutex<()>,
}

impl Done {
    fn lock(&self) -> std::sync::MutexGuard<'_, Watched> {
        self.watched.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Waits up to `window` for the end or an undecided approval.
    fn wait(&self, window: Duration) -> (Option<Outcome>, Option<ApprovalRequest>) {
        self.wait_for(window, true)
    }

    /// Waits up to `window` for the end, and, when `approvals`, also for an
    /// undecided approval.
    fn wait_for(&self, window: Duration, approvals: bool) -> (Option<Outcome>, Option<ApprovalRequest>) {
        let deadline = Instant::now() + window;
        let mut w = self.lock();
        loop {
            let asking = w.approval.as_ref().filter(|(_, d)| approvals && d.is_none()).map(|(r, _)| r.clone());
            let left = deadline.saturating_duration_since(Instant::now());
            if w.outcome.is_some() || asking.is_some() || left.is_zero() {
                return (w.outcome.clone(), asking);
            }
            w = self.changed.wait_timeout(w, left).unwrap_or_else(|p| p.into_inner()).0;
        }
    }

    /// An ask-first call: waits for the decision (or the program's end).
    fn ask(&self, name: &str, arguments: &serde_json::Value, interrupt: &Interrupt) -> Result<(), String> {
        let _one_at_a_time = self.asking.lock().unwrap_or_else(|p| p.into_inner());
        let mut w = self.lock();
        let request = ApprovalRequest { name: name.to_string(), arguments: arguments.clone() };
        w.approval = Some((request, None));
        self.changed.notify_all();
        loop {
            if let Some((_, Some(decision))) = &w.approval {
                let decision = decision.clone();
                w.approval = None;
                return decision;
            }
            if interrupt.reason().is_some() {
                w.approval = None;
                return Err("the program is ending".into());
            }
            w = self.changed.wait_timeout(w, Duration::from_millis(10)).unwrap_or_else(|p| p.into_inner()).0;
        }
    }

    /// Decides the waiting call; false when none waits.
    fn decide(&self, decision: Result<(), String>) -> bool {
        let mut w = self.lock();
        match &mut w.approval {
            Some((_, slot @ None)) => {
                *slot = Some(decision);
                self.changed.notify_all();
                true
            }
            _ => false,
        }
    }

    fn end(&self, outcome: Outcome) {
        self.lock().outcome = Some(outcome);
        self.changed.notify_all();
    }
}

/// A program to start: its text, its number in the session, what its
/// journal holds, and the output already delivered.
struct Begin {
    source: String,
    number: u32,
    crossings: Vec<gg_core::journal::Crossing>,
    delivered: (u64, u64),
}

/// The session's current program.
struct Program {
    interrupt: Interrupt,
    tap: OutputTap,
    done: Arc<Done>,
    /// Set once the final observation was handed out.
    final_status: Option<Status>,
    /// The session's kept state, for a keep-state session.
    kept: Option<KeptState>,
    /// A durable session's program: where it is journaled, and its tape.
    durable: Option<(Durable, u32, Tape)>,
    /// It was stopped to be handed over ([`Session::hand_over`]).
    handed: Arc<AtomicBool>,
}

/// Where a durable session is journaled, under which id.
#[derive(Clone)]
pub(crate) struct Durable {
    pub journal: Arc<dyn Journal>,
    pub id: String,
}

/// A session: one language, one configuration, one program at a time.
pub struct Session {
    runtime: Runtime,
    lang: Lang,
    config: SessionConfig,
    busy: AtomicBool,
    program: Mutex<Option<Program>>,
    /// The latest program's interrupt, outside `program`'s lock (which an
    /// observer holds for its window), for [`Session::halt`].
    latest: Mutex<Option<Interrupt>>,
    /// Programs started so far.
    started: std::sync::atomic::AtomicU32,
    /// A keep-state session's kept instance and names.
    kept: Option<KeptState>,
    /// Where a durable session is journaled.
    durable: Option<Durable>,
    /// Its program was stopped to be handed over to a successor.
    handed: Arc<AtomicBool>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").field("lang", &self.lang).finish_non_exhaustive()
    }
}

/// One running program counted against the runtime's `max_concurrent`;
/// dropping it (the program's end, or an `exec` refused after counting)
/// releases it.
struct Release(Arc<std::sync::atomic::AtomicU32>);

impl Drop for Release {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Holds the session's one-request-at-a-time flag.
struct Turnstile<'a>(&'a AtomicBool);

impl Drop for Turnstile<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::SeqCst);
    }
}

impl Runtime {
    /// Opens a session running `lang` programs under `config`. It is not
    /// durable: [`crate::sessions::Sessions::open`] makes a session with a
    /// journal durable, under the id it gives it.
    pub fn open_session(&self, lang: Lang, config: SessionConfig) -> Session {
        self.open_as(lang, config, None)
    }

    pub(crate) fn open_as(&self, lang: Lang, config: SessionConfig, durable: Option<Durable>) -> Session {
        Session {
            runtime: self.clone(),
            lang,
            busy: AtomicBool::new(false),
            program: Mutex::new(None),
            latest: Mutex::new(None),
            started: Default::default(),
            kept: config.keep_state.then(KeptState::default),
            durable,
            handed: Arc::default(),
            config,
        }
    }
}

impl Session {
    fn enter(&self) -> Result<Turnstile<'_>, SessionError> {
        self.busy.compare_exchange(false, true, Ordering::SeqCst, Ordering::SeqCst).map_err(|_| SessionError::Busy)?;
        Ok(Turnstile(&self.busy))
    }

    /// Starts `source` as a fresh program and observes it for up to the window.
    pub fn exec(&self, source: &str) -> Result<Observation, SessionError> {
        let _turnstile = self.enter()?;
        // Handed over: its programs are a successor's to run.
        if self.handed.load(Ordering::SeqCst) {
            return Err(SessionError::HandedOver);
        }
        let mut slot = self.program.lock().unwrap_or_else(|p| p.into_inner());
        if slot.as_ref().is_some_and(|p| p.final_status.is_none()) {
            return Err(SessionError::Running);
        }
        if source.len() > self.config.max_source_bytes {
            return Err(SessionError::SourceTooLarge { bytes: source.len(), limit: self.config.max_source_bytes });
        }
        admit(self.lang, self.kept.is_some())?;
        if let Some(d) = &self.durable
            && self.kept.is_some()
        {
            let bytes = d.journal.size(&d.id).map_err(SessionError::Journal)?;
            if bytes > self.config.max_journal_bytes {
                return Err(SessionError::JournalFull { bytes, limit: self.config.max_journal_bytes });
            }
        }
        let number = self.started.load(Ordering::SeqCst) + 1;
        let program = Begin { source: source.to_string(), number, crossings: Vec::new(), delivered: (0, 0) };
        let started = self.start(program, Vec::new(), true)?;
        *slot = Some(started);
        observe(slot.as_mut().expect("set above"), self.config.window)
    }

    /// Takes up the programs a durable session's journal holds after gg
    /// restarted: a keep-state session's finished programs are run again to
    /// rebuild its state (their output discarded), and the unfinished one,
    /// if any, resumes as the running program. Nothing any of them did
    /// before is done again: each is answered from its journal until the
    /// journal ends, then goes on live. The next `wait` observes it.
    pub(crate) fn resume(&self, mut programs: Vec<ProgramEntry>) -> Result<(), SessionError> {
        let _turnstile = self.enter()?;
        let mut slot = self.program.lock().unwrap_or_else(|p| p.into_inner());
        let last = programs.iter().map(|p| p.number).max().unwrap_or(0);
        self.started.store(last, Ordering::SeqCst);
        let pending = match programs.last() {
            Some(p) if !p.finished => programs.pop(),
            _ => None,
        };
        // The last program's final observation, handed out again on the
        // next `wait`: it may never have reached the client.
        let ended = match &pending {
            None => programs.last().and_then(|p| p.outcome.as_deref()).and_then(|o| serde_json::from_str(o).ok()),
            Some(_) => None,
        };
        let rebuild: Vec<ProgramEntry> = if self.kept.is_some() { programs } else { Vec::new() };
        if let Some(outcome) = ended {
            let done = Arc::new(Done::default());
            done.end(outcome);
            *slot = Some(Program {
                interrupt: Interrupt::new(),
                tap: OutputTap::new(self.config.chunk_bytes),
                done,
                final_status: None,
                kept: self.kept.clone(),
                durable: None,
                handed: self.handed.clone(),
            });
        }
        let Some(p) = pending else {
            // Only the state to rebuild: run it again now, unobserved, so
            // the next `exec` finds it.
            let turns = self.rebuilt(&rebuild, &Interrupt::new(), &Arc::new(Done::default()));
            let runtime = self.runtime.clone();
            let rebuilt = std::thread::Builder::new()
                .name("gg-session-rebuild".into())
                .stack_size(gg_sandbox::TURN_THREAD_STACK)
                .spawn(move || {
                    for turn in turns {
                        let _ = runtime.run(turn);
                    }
                })
                .map_err(|e| SessionError::Journal(format!("cannot rebuild the session's state: {e}")))?;
            let _ = rebuilt.join();
            return Ok(());
        };
        let begin = Begin { source: p.source, number: p.number, crossings: p.crossings, delivered: p.delivered };
        *slot = Some(self.start(begin, rebuild, false)?);
        Ok(())
    }

    /// Starts program `program` on its own thread, after running again the
    /// programs in `rebuild` (a resumed keep-state session's finished ones);
    /// `fresh`: a new program (journaled now), not one resumed.
    fn start(&self, program: Begin, rebuild: Vec<ProgramEntry>, fresh: bool) -> Result<Program, SessionError> {
        // Counted now, released when the program's thread ends.
        let running = self.runtime.running.clone();
        if running
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| (n < self.config.max_concurrent).then_some(n + 1))
            .is_err()
        {
            return Err(SessionError::TooManyRunning(self.config.max_concurrent));
        }
        let release = Release(running);
        if fresh && self.started.load(Ordering::SeqCst) >= self.config.max_programs {
            return Err(SessionError::ProgramLimit(self.config.max_programs));
        }
        let Begin { source, number, crossings, delivered } = program;
        if fresh && let Some(d) = &self.durable {
            d.journal.begin(&d.id, number, &source).map_err(SessionError::Journal)?;
        }
        if fresh {
            self.started.fetch_add(1, Ordering::SeqCst);
        }
        let interrupt = Interrupt::new();
        let tap = OutputTap::skipping(self.config.chunk_bytes, delivered.0, delivered.1);
        let done = Arc::new(Done::default());
        let tape = self.tape(number, &crossings);
        let turn = self.turn(&source, &interrupt, Some(&tap), &done, tape.clone());
        // The programs a resumed keep-state session runs again first.
        let rebuilt = self.rebuilt(&rebuild, &interrupt, &done);
        let runtime = self.runtime.clone();
        let ended = done.clone();
        // A turn runs wasm on this thread: its stack must hold the guest's
        // (`MAX_WASM_STACK`) and the host's own frames beside it.
        let started = std::thread::Builder::new()
            .name("gg-session-program".into())
            .stack_size(gg_sandbox::TURN_THREAD_STACK)
            .spawn(move || {
                for turn in rebuilt {
                    let _ = runtime.run(turn);
                }
                let outcome = runtime.run(turn);
                drop(release);
                ended.end(outcome);
            });
        let c = &self.config;
        if let Err(e) = started {
            let message = format!("cannot start the program: {e}");
            done.end(Outcome::new(self.lang.name(), End::ToolchainFailure { message }));
        } else {
            // The lifetime's watchdog: ends the program when it expires, even
            // if nobody looks again; leaves as soon as the program ends.
            let (watched, expire, lifetime) = (done.clone(), interrupt.clone(), c.lifetime);
            let _ = std::thread::Builder::new().name("gg-session-lifetime".into()).spawn(move || {
                // Approvals do not wake it: time awaiting one counts too.
                if watched.wait_for(lifetime, false).0.is_none() {
                    expire.stop(StopReason::Lifetime);
                }
            });
        }
        *self.latest.lock().unwrap_or_else(|p| p.into_inner()) = Some(interrupt.clone());
        let durable = self.durable.clone().zip(tape).map(|(d, t)| (d, number, t));
        Ok(Program {
            interrupt,
            tap,
            done,
            final_status: None,
            kept: self.kept.clone(),
            durable,
            handed: self.handed.clone(),
        })
    }

    /// Program `number`'s tape, replaying `crossings`, in a durable session.
    fn tape(&self, number: u32, crossings: &[gg_core::journal::Crossing]) -> Option<Tape> {
        self.durable.as_ref().map(|d| Tape::new(d.journal.clone(), &d.id, number, crossings))
    }

    /// A resumed keep-state session's finished programs as turns to run
    /// again, unobserved, answered from their journals.
    fn rebuilt(&self, programs: &[ProgramEntry], interrupt: &Interrupt, done: &Arc<Done>) -> Vec<Turn> {
        programs
            .iter()
            .map(|p| self.turn(&p.source, interrupt, None, done, self.tape(p.number, &p.crossings)))
            .collect()
    }

    /// One program of this session as a turn: `tap` watches its output,
    /// `done` decides its ask-first calls, `tape` journals it.
    fn turn(
        &self,
        source: &str,
        interrupt: &Interrupt,
        tap: Option<&OutputTap>,
        done: &Arc<Done>,
        tape: Option<Tape>,
    ) -> Turn {
        let c = &self.config;
        let mut tools = c.tools.clone();
        let asked = done.clone();
        let journaled = tape.clone();
        tools.approver(Arc::new(move |name, arguments, interrupt| {
            // A decision journaled before gg restarted is not asked again.
            if let Some(decision) = journaled.as_ref().and_then(|t| t.approval(name, arguments)) {
                return decision;
            }
            let decision = asked.ask(name, arguments, interrupt);
            // A program being ended journals no decision: it was not made.
            if let Some(t) = journaled.as_ref().filter(|_| interrupt.reason().is_none())
                && let Err(why) = t.decided(name, arguments, &decision)
            {
                return Err(format!("the decision could not be journaled: {why}"));
            }
            decision
        }));
        let mut turn = Turn::new(self.lang, source)
            .workspace(&c.workspace)
            .limits(c.limits.clone())
            .grants(c.grants.clone())
            .tools(tools)
            .interrupt(interrupt.clone());
        if let Some(tap) = tap {
            turn = turn.tap(tap.clone());
        }
        if let Some(dir) = &c.skills_dir {
            turn = turn.skills_dir(dir);
        }
        if c.without_state {
            turn = turn.without_state();
        }
        if let Some(kept) = &self.kept {
            turn = turn.kept(kept.clone());
        }
        turn.tape = tape;
        turn
    }

    /// Observes the running program again for up to the window.
    pub fn wait(&self) -> Result<Observation, SessionError> {
        let _turnstile = self.enter()?;
        let mut slot = self.program.lock().unwrap_or_else(|p| p.into_inner());
        let program = live(&mut slot)?;
        observe(program, self.config.window)
    }

    /// Ends the running program and returns its final observation.
    pub fn stop(&self) -> Result<Observation, SessionError> {
        let _turnstile = self.enter()?;
        let mut slot = self.program.lock().unwrap_or_else(|p| p.into_inner());
        let program = live(&mut slot)?;
        program.interrupt.stop(StopReason::Stopped);
        // The sandbox ends it within a tick; a host call that cannot be
        // interrupted ends within its own timeout.
        observe(program, self.config.window.max(self.config.limits.call_timeout))
    }

    /// Ends the running program from outside without observing it, even
    /// while an `exec` or `wait` observes it (that one returns the final
    /// observation; with none in progress, the next `wait` does). For a
    /// host shutting down: unlike [`Session::stop`], it never waits for
    /// the turnstile. Does nothing when no program runs.
    pub fn halt(&self) {
        if let Some(interrupt) = &*self.latest.lock().unwrap_or_else(|p| p.into_inner()) {
            interrupt.stop(StopReason::Stopped);
        }
    }

    /// Hands a durable session over to a successor that shares its state
    /// (a server draining): its program stops here without ending (nothing
    /// of the stop is journaled, and its observers are told
    /// [`SessionError::HandedOver`]), so that the successor resumes it from
    /// the journal. A session that is not durable is halted
    /// ([`Session::halt`]).
    pub fn hand_over(&self) {
        if self.durable.is_some() {
            self.handed.store(true, Ordering::SeqCst);
        }
        self.halt();
    }

    /// Lets the call waiting for approval run, and observes the program again.
    pub fn approve(&self) -> Result<Observation, SessionError> {
        self.decide(Ok(()))
    }

    /// Refuses the call waiting for approval (it raises in the program with
    /// `reason`), and observes the program again.
    pub fn deny(&self, reason: &str) -> Result<Observation, SessionError> {
        self.decide(Err(reason.to_string()))
    }

    fn decide(&self, decision: Result<(), String>) -> Result<Observation, SessionError> {
        let _turnstile = self.enter()?;
        let mut slot = self.program.lock().unwrap_or_else(|p| p.into_inner());
        let program = live(&mut slot)?;
        if !program.done.decide(decision) {
            return Err(SessionError::NothingToApprove);
        }
        observe(program, self.config.window)
    }

    /// The session's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// How many programs the session started (resumed ones included).
    pub fn programs(&self) -> u32 {
        self.started.load(Ordering::SeqCst)
    }

    /// Whether the session was opened with `keep_state`.
    pub fn keeps_state(&self) -> bool {
        self.kept.is_some()
    }

    /// Whether the session is durable (journaled, resumed after a restart).
    pub fn durable(&self) -> bool {
        self.durable.is_some()
    }

    /// The session is closed for good: its journal is dropped (its running
    /// program stops once the last handle goes).
    pub(crate) fn forget(&self) {
        if let Some(d) = &self.durable {
            let _ = d.journal.close(&d.id);
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Some(p) = self.program.get_mut().unwrap_or_else(|p| p.into_inner()) {
            p.interrupt.stop(StopReason::Stopped);
        }
    }
}

/// The program, unless there is none or its final status was handed out.
fn live(slot: &mut Option<Program>) -> Result<&mut Program, SessionError> {
    let program = slot.as_mut().ok_or(SessionError::NoProgram)?;
    match program.final_status {
        Some(status) => Err(SessionError::Finished(status)),
        None => Ok(program),
    }
}

/// Looks at `program` for up to `window`.
fn observe(program: &mut Program, window: Duration) -> Result<Observation, SessionError> {
    let (ended, asking) = program.done.wait(window);
    // A program handed over ended here only to go on elsewhere: its output
    // and its end are its successor's to deliver, and its journal stays
    // unfinished.
    if ended.is_some() && program.handed.load(Ordering::SeqCst) {
        program.final_status = Some(Status::Terminated);
        return Err(SessionError::HandedOver);
    }
    // What the output shows of the clocks and random sources is journaled
    // before anyone sees it, and what is delivered is journaled before it
    // is handed out: a resumed program delivers nothing twice.
    if let Some((_, _, tape)) = &program.durable {
        let _ = tape.flush();
    }
    let output = program.tap.take();
    if let Some((d, number, _)) = &program.durable {
        let (stdout, stderr) = program.tap.totals();
        let _ = d.journal.delivered(&d.id, *number, stdout, stderr);
    }
    let Some(outcome) = ended else {
        let status = if asking.is_some() { Status::AwaitingApproval } else { Status::StillWorking };
        return Ok(Observation { status, output, value: None, approval: asking, outcome: None, state_reset: false });
    };
    let (status, value) = match &outcome.end {
        // A program ended by `finish(summary)` completes with its summary.
        End::Completed { value } => (Status::Completed, value.clone().or_else(|| outcome.finished.clone())),
        End::Limit { .. } => (Status::Terminated, None),
        _ => (Status::Error, None),
    };
    program.final_status = Some(status);
    if let Some((d, number, _)) = &program.durable {
        let _ = d.journal.finish(&d.id, *number, &serde_json::to_string(&outcome).unwrap_or_default());
    }
    // The program's thread let go of the kept state before it ended.
    let state_reset = program.kept.as_ref().is_some_and(|k| k.lock().lost);
    Ok(Observation { status, output, value, approval: None, outcome: Some(Box::new(outcome)), state_reset })
}
