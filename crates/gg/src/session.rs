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
//! Dropping a session stops its program.

use crate::Lang;
use crate::capabilities::ToolRegistry;
use crate::control::{Chunk, Interrupt, OutputTap, StopReason};
use crate::grants::Grants;
use crate::limits::Limits;
use crate::outcome::{End, Outcome};
use crate::runtime::Runtime;
use crate::turn::Turn;
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

/// What every program of a session runs with.
#[derive(Debug, Clone)]
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
    /// The whole outcome, on the final observation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Box<Outcome>>,
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
        }
    }
}

impl std::error::Error for SessionError {}

/// A program's end, shared by its thread and its observers.
#[derive(Default)]
struct Done {
    outcome: Mutex<Option<Outcome>>,
    ended: Condvar,
}

impl Done {
    /// Waits up to `window` for the end; the outcome once there is one.
    fn wait(&self, window: Duration) -> Option<Outcome> {
        let deadline = Instant::now() + window;
        let mut outcome = self.outcome.lock().unwrap_or_else(|p| p.into_inner());
        while outcome.is_none() {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            outcome = self.ended.wait_timeout(outcome, left).unwrap_or_else(|p| p.into_inner()).0;
        }
        outcome.clone()
    }
}

/// The session's current program.
struct Program {
    interrupt: Interrupt,
    tap: OutputTap,
    done: Arc<Done>,
    /// Set once the final observation was handed out.
    final_status: Option<Status>,
}

/// A session: one language, one configuration, one program at a time.
pub struct Session {
    runtime: Runtime,
    lang: Lang,
    config: SessionConfig,
    busy: AtomicBool,
    program: Mutex<Option<Program>>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").field("lang", &self.lang).finish_non_exhaustive()
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
    /// Opens a session running `lang` programs under `config`.
    pub fn open_session(&self, lang: Lang, config: SessionConfig) -> Session {
        Session { runtime: self.clone(), lang, config, busy: AtomicBool::new(false), program: Mutex::new(None) }
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
        let mut slot = self.program.lock().unwrap_or_else(|p| p.into_inner());
        if slot.as_ref().is_some_and(|p| p.final_status.is_none()) {
            return Err(SessionError::Running);
        }
        let interrupt = Interrupt::new();
        let tap = OutputTap::new(self.config.chunk_bytes);
        let done = Arc::new(Done::default());
        let c = &self.config;
        let mut turn = Turn::new(self.lang, source)
            .workspace(&c.workspace)
            .limits(c.limits.clone())
            .grants(c.grants.clone())
            .tools(c.tools.clone())
            .interrupt(interrupt.clone())
            .tap(tap.clone());
        if let Some(dir) = &c.skills_dir {
            turn = turn.skills_dir(dir);
        }
        if c.without_state {
            turn = turn.without_state();
        }
        let runtime = self.runtime.clone();
        let ended = done.clone();
        let started = std::thread::Builder::new().name("gg-session-program".into()).spawn(move || {
            let outcome = runtime.run(turn);
            *ended.outcome.lock().unwrap_or_else(|p| p.into_inner()) = Some(outcome);
            ended.ended.notify_all();
        });
        if let Err(e) = started {
            let outcome = Outcome::new(
                self.lang.name(),
                End::ToolchainFailure { message: format!("cannot start the program: {e}") },
            );
            *done.outcome.lock().unwrap_or_else(|p| p.into_inner()) = Some(outcome);
        } else {
            // The lifetime's watchdog: ends the program when it expires, even
            // if nobody looks again; leaves as soon as the program ends.
            let (watched, expire, lifetime) = (done.clone(), interrupt.clone(), c.lifetime);
            let _ = std::thread::Builder::new().name("gg-session-lifetime".into()).spawn(move || {
                if watched.wait(lifetime).is_none() {
                    expire.stop(StopReason::Lifetime);
                }
            });
        }
        *slot = Some(Program { interrupt, tap, done, final_status: None });
        Ok(observe(slot.as_mut().expect("set above"), self.config.window))
    }

    /// Observes the running program again for up to the window.
    pub fn wait(&self) -> Result<Observation, SessionError> {
        let _turnstile = self.enter()?;
        let mut slot = self.program.lock().unwrap_or_else(|p| p.into_inner());
        let program = live(&mut slot)?;
        Ok(observe(program, self.config.window))
    }

    /// Ends the running program and returns its final observation.
    pub fn stop(&self) -> Result<Observation, SessionError> {
        let _turnstile = self.enter()?;
        let mut slot = self.program.lock().unwrap_or_else(|p| p.into_inner());
        let program = live(&mut slot)?;
        program.interrupt.stop(StopReason::Stopped);
        // The sandbox ends it within a tick; a host call that cannot be
        // interrupted ends within its own timeout.
        Ok(observe(program, self.config.window.max(self.config.limits.call_timeout)))
    }

    /// The session's language.
    pub fn lang(&self) -> Lang {
        self.lang
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
fn observe(program: &mut Program, window: Duration) -> Observation {
    let ended = program.done.wait(window);
    let output = program.tap.take();
    let Some(outcome) = ended else {
        return Observation { status: Status::StillWorking, output, value: None, outcome: None };
    };
    let (status, value) = match &outcome.end {
        End::Completed { value } => (Status::Completed, value.clone()),
        End::Limit { .. } => (Status::Terminated, None),
        _ => (Status::Error, None),
    };
    program.final_status = Some(status);
    Observation { status, output, value, outcome: Some(Box::new(outcome)) }
}
