//! The host side of every `gg:agent` interface: one turn's store data
//! ([`TurnState`]) and the glue from each WIT function to its family's trait.
//!
//! Every call goes through [`TurnState::call`], which in this order counts it
//! against the turn's call limit and host-time budget, checks its grant, its
//! argument size and (for a write to the workspace's state) the turn's
//! state-write budget, runs it, times it (the deadline does not count host
//! time; the host-time budget counts the CPU time of the thread serving it)
//! and records it with its result. A refusal at any step is an `api-error`
//! the program can catch, and is recorded like a success.
//!
//! What a turn leaves in the host is bounded: each argument and result
//! summary in a call record is at most [`RECORD_VALUE`] bytes of JSON and an
//! error message at most [`RECORD_MESSAGE`] (the program gets the same
//! message); past [`TURN_RECORD_BYTES`] of records a call's record keeps only
//! its operation, error code and time; once the turn can make no more calls
//! (the call limit, the host-time budget) the first refusal is recorded and
//! the rest are counted.

use gg_capabilities::code_modules::BoundModule;
use gg_capabilities::files::api_error;
use gg_capabilities::skills::module_key;
use gg_capabilities::{Context, Docs, Files, Memories, SessionText, Shell, Skills, Tasks, ToolRegistry, Views};
use gg_core::control::{Interrupt, OutputTap, StopReason};
use gg_core::grants::Grants;
use gg_core::limits::Limits;
use gg_core::outcome::{CallRecord, CallResult};
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::{context, docs, files, memories, shell, skills, tasks, tools, views};
use gg_membrane::ops::Operation;
use serde_json::{Value, json};
use std::io::Write;
use std::time::{Duration, Instant};
use wasmtime::ResourceLimiter;
use wasmtime::component::ResourceTable;
use wasmtime_wasi::{WasiCtx, WasiCtxView, WasiView};

/// The capability implementations and grants one turn runs against.
pub struct Capabilities {
    pub files: Box<dyn Files>,
    pub views: Box<dyn Views>,
    pub shell: Box<dyn Shell>,
    pub tasks: Box<dyn Tasks>,
    pub memories: Box<dyn Memories>,
    pub context: Box<dyn Context>,
    pub skills: Box<dyn Skills>,
    pub docs: Box<dyn Docs>,
    pub session: Box<dyn SessionText>,
    pub tools: ToolRegistry,
    pub grants: Grants,
    /// The extension of the running arm's files (`rb`, `js`): the language a
    /// memory's code is bound in when this turn reads it.
    pub lang_extension: &'static str,
    /// Code modules this turn bound (skills used, memories read with code).
    pub bound: Vec<BoundModule>,
    /// Bytes of view bodies this turn opened.
    pub view_bytes: usize,
    /// Set from outside to end the program (a session's stop, its lifetime).
    pub interrupt: Interrupt,
    /// Where a session watches the program's output as it is written.
    pub tap: Option<OutputTap>,
    /// A durable program's tape: calls answered from its journal while it
    /// is replayed, and journaled once it runs live.
    pub tape: Option<crate::tape::Tape>,
    /// The idempotency key of the call in progress, for a durable program
    /// (its tools receive it).
    pub call_key: Option<String>,
}

/// A store's data for one turn.
pub struct TurnState {
    wasi: WasiCtx,
    table: ResourceTable,
    pub limiter: MemoryLimiter,
    pub caps: Capabilities,
    pub calls: Vec<CallRecord>,
    /// Wall time inside host calls, which the deadline does not count.
    pub host_time: Duration,
    /// CPU time of the serving thread inside host calls, counted against
    /// [`Limits::host_time`].
    pub host_cpu: Duration,
    /// The host-time budget ran out: every later call is refused and the
    /// turn ends with the `host-time` limit.
    pub host_time_hit: bool,
    /// A call refused because the turn can make no more calls was recorded;
    /// later ones are counted in `calls_unrecorded`.
    closed_recorded: bool,
    /// Bytes of call records kept so far (their JSON).
    record_bytes: usize,
    /// Bytes this turn wrote to the workspace's state.
    state_written: usize,
    pub run_started: Instant,
    pub deadline: Duration,
    pub deadline_hit: bool,
    /// Calls refused after the turn could make no more (past the call limit
    /// or the host-time budget), after the first such refusal: counted
    /// instead of recorded.
    pub calls_unrecorded: u64,
    /// Why the interrupt ended the program, once it did.
    pub stopped: Option<StopReason>,
    /// Whether a recorded `session.finish` ends the program at once (a trap
    /// the run reads as completion). The Ruby guest ends it itself, raising
    /// `SystemExit` as `exit` does, so its last partial line is kept.
    pub finish_ends: bool,
    /// A `session.finish` ended the program.
    pub finished_early: bool,
    limits: Limits,
    /// `math.random`'s source (the JVM guest's `Math.random`).
    #[cfg(feature = "java")]
    pub random: gg_capabilities::jdk_math::Random,
    /// A core-module guest's WASI preview 1 context (the CRuby guest); the
    /// component guests use `wasi` above.
    #[cfg(feature = "core")]
    pub p1: Option<wasmtime_wasi::p1::WasiP1Ctx>,
    /// The wire answers the CRuby guest has not read yet.
    #[cfg(feature = "ruby")]
    pub wire_answers: crate::wire_answers::WireAnswers,
    /// The Python guest's report of how its program ended (the runner's
    /// last door call, `gg.report`), once it made it.
    #[cfg(feature = "python")]
    pub core_report: Option<String>,
    /// Why a durable program had to end: it diverged from its journal, or
    /// its journal could not be written.
    pub journal_end: Option<String>,
    /// The tape the WASI clocks and random sources read through (the
    /// program's, when it is durable).
    pub tape_slot: crate::tape::TapeSlot,
}

impl WasiView for TurnState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView { ctx: &mut self.wasi, table: &mut self.table }
    }
}

/// Most calls one `tools.parallel` batch may carry.
const MAX_PARALLEL: usize = 64;

/// Longest string kept whole in a call record.
const RECORD_STRING: usize = 200;

/// Most bytes of JSON one call record keeps of its arguments, and of its
/// result's summary; a larger value is kept as its JSON text, cut there.
pub const RECORD_VALUE: usize = 4096;

/// Bytes of call records (their JSON) one turn keeps whole; past it each
/// record keeps its operation, error code and time only.
pub const TURN_RECORD_BYTES: usize = 1 << 20;

/// What a record past [`TURN_RECORD_BYTES`] says instead of its arguments
/// and result.
const NOT_KEPT: &str = "[not kept: the turn's records are full]";

/// Longest query `memories.search` and `docs.search` take, in bytes (each
/// word is matched against every entry).
pub const MAX_QUERY_BYTES: usize = 1024;

/// Longest view label kept; a longer one is cut and marked.
pub const VIEW_LABEL_BYTES: usize = 1024;

/// Counts the bytes written to it.
struct Counter(usize);

impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0 += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Bytes of `v`'s JSON text.
fn json_len(v: &Value) -> usize {
    let mut c = Counter(0);
    let _ = serde_json::to_writer(&mut c, v);
    c.0
}

/// `v` whole when its JSON is at most [`RECORD_VALUE`] bytes, else its JSON
/// text as a string, cut (and marked) so that the string's own JSON, escapes
/// and all, is at most [`RECORD_VALUE`] bytes and the mark.
fn record_value(v: Value) -> Value {
    if json_len(&v) <= RECORD_VALUE {
        return v;
    }
    let text = v.to_string();
    let mut keep = RECORD_VALUE;
    loop {
        let cut = Value::String(shortened(&text, keep));
        if keep <= 64 || json_len(&cut) <= RECORD_VALUE + 32 {
            return cut;
        }
        keep = keep * 3 / 4;
    }
}

/// CPU time the calling thread has used.
fn thread_cpu() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec; the clock id is a constant
    // Linux and every POSIX system define.
    #[allow(unsafe_code, reason = "the calling thread's CPU clock has no std API")]
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Why `admit` refused a call.
enum Refusal {
    /// The turn can make no more calls (its call limit, its host time).
    Closed(ApiError),
    /// This call is refused; the next may not be.
    Call(ApiError),
}

fn abbreviate(s: &str) -> Value {
    Value::String(shortened(s, RECORD_STRING))
}

/// Longest refusal message kept whole in a call record.
const RECORD_MESSAGE: usize = 4096;

/// A refusal's message as a call record keeps it: whole up to 4 KiB.
fn bounded_message(m: &str) -> String {
    shortened(m, RECORD_MESSAGE)
}

/// `s` whole up to `max` bytes, else cut at a character boundary and marked
/// with how many bytes were left out.
fn shortened(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let cut = s.floor_char_boundary(max);
    format!("{}… ({} more bytes)", &s[..cut], s.len() - cut)
}

pub fn code_name(code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::Unavailable => "unavailable",
        ErrorCode::InvalidArgument => "invalid-argument",
        ErrorCode::NotFound => "not-found",
        ErrorCode::Conflict => "conflict",
        ErrorCode::Timeout => "timeout",
        ErrorCode::Io => "io",
        ErrorCode::LimitExceeded => "limit-exceeded",
        ErrorCode::Denied => "denied",
    }
}

impl TurnState {
    pub fn new(wasi: WasiCtx, limits: &Limits, caps: Capabilities) -> TurnState {
        TurnState {
            wasi,
            table: ResourceTable::new(),
            limiter: MemoryLimiter::new(limits.memory_bytes),
            caps,
            calls: Vec::new(),
            host_time: Duration::ZERO,
            host_cpu: Duration::ZERO,
            host_time_hit: false,
            closed_recorded: false,
            record_bytes: 0,
            state_written: 0,
            run_started: Instant::now(),
            deadline: limits.deadline,
            deadline_hit: false,
            calls_unrecorded: 0,
            stopped: None,
            finish_ends: true,
            finished_early: false,
            limits: limits.clone(),
            #[cfg(feature = "java")]
            random: Default::default(),
            #[cfg(feature = "core")]
            p1: None,
            #[cfg(feature = "ruby")]
            wire_answers: Default::default(),
            #[cfg(feature = "python")]
            core_report: None,
            journal_end: None,
            tape_slot: crate::tape::TapeSlot::default(),
        }
    }

    /// Readies a kept instance's state for its session's next program. The
    /// WASI context and resource table stay (the guest holds handles into
    /// them, and its streams are relays); everything a turn counts starts
    /// again, under the new program's limits and capabilities.
    pub fn renew(&mut self, limits: &Limits, caps: Capabilities) {
        self.limiter = MemoryLimiter::new(limits.memory_bytes);
        self.caps = caps;
        self.calls.clear();
        self.host_time = Duration::ZERO;
        self.host_cpu = Duration::ZERO;
        self.host_time_hit = false;
        self.closed_recorded = false;
        self.record_bytes = 0;
        self.state_written = 0;
        self.run_started = Instant::now();
        self.deadline = limits.deadline;
        self.deadline_hit = false;
        self.calls_unrecorded = 0;
        self.stopped = None;
        self.finished_early = false;
        self.journal_end = None;
        self.tape_slot.set(self.caps.tape.clone());
        self.limits = limits.clone();
        #[cfg(feature = "python")]
        {
            self.core_report = None;
        }
    }

    /// After a recorded `session.finish`: the trap that ends the program,
    /// when finishing ends it here.
    pub fn end_after_finish(&mut self) -> wasmtime::Result<()> {
        if self.finish_ends {
            self.finished_early = true;
            wasmtime::bail!("the program finished");
        }
        Ok(())
    }

    fn admit(&self, op: Operation, arg_bytes: usize, write_bytes: usize) -> Result<(), Refusal> {
        let operation = op.key();
        if self.calls.len() >= self.limits.max_calls as usize {
            return Err(Refusal::Closed(api_error(
                operation,
                ErrorCode::LimitExceeded,
                format!("this turn has made its {} calls; no more are allowed", self.limits.max_calls),
            )));
        }
        if self.host_time_hit {
            return Err(Refusal::Closed(api_error(
                operation,
                ErrorCode::LimitExceeded,
                format!("this turn has used its {:?} of host time; no more calls are allowed", self.limits.host_time),
            )));
        }
        if let Some(grant) = op.grant()
            && !self.caps.grants.has(grant)
        {
            return Err(Refusal::Call(api_error(
                operation,
                ErrorCode::Unavailable,
                format!("`{operation}` needs the `{grant}` grant, which this agent does not have"),
            )));
        }
        if arg_bytes > self.limits.max_argument_bytes {
            return Err(Refusal::Call(api_error(
                operation,
                ErrorCode::LimitExceeded,
                format!(
                    "the arguments are {arg_bytes} bytes; a call carries at most {}",
                    self.limits.max_argument_bytes
                ),
            )));
        }
        if write_bytes > 0 && self.state_written + write_bytes > self.limits.state_write_bytes {
            return Err(Refusal::Call(api_error(
                operation,
                ErrorCode::LimitExceeded,
                format!(
                    "this turn has written {} bytes to the workspace's state (memories, tasks, session text) \
                     and this call would write {write_bytes} more; a turn writes at most {}",
                    self.state_written, self.limits.state_write_bytes
                ),
            )));
        }
        Ok(())
    }

    /// Runs one host call through admission, timing and recording.
    pub fn call<T: serde::Serialize + serde::de::DeserializeOwned>(
        &mut self,
        op: Operation,
        args: Value,
        arg_bytes: usize,
        f: impl FnOnce(&mut Capabilities, &Limits) -> Result<T, ApiError>,
        summary: impl FnOnce(&T) -> Value,
    ) -> Result<T, ApiError> {
        self.call_writing(op, args, arg_bytes, 0, f, summary)
    }

    /// The refusal of a call once the turn can make no more calls and has
    /// recorded the first such refusal: counted as [`TurnState::call`]
    /// counts it, and answered before its arguments are even read (a wire
    /// that carries arguments as text need not parse a megabyte to refuse
    /// it). `None` when the call must go the whole way.
    pub fn refused_unread(&mut self, op: Operation) -> Option<ApiError> {
        if !self.closed_recorded {
            return None;
        }
        let Err(Refusal::Closed(e)) = self.admit(op, 0, 0) else { return None };
        self.calls_unrecorded += 1;
        Some(e)
    }

    /// [`TurnState::call`] for a call that writes `write_bytes` to the
    /// workspace's state: refused past the turn's state-write budget, and
    /// charged to it when it succeeds.
    pub fn call_writing<T: serde::Serialize + serde::de::DeserializeOwned>(
        &mut self,
        op: Operation,
        args: Value,
        arg_bytes: usize,
        write_bytes: usize,
        f: impl FnOnce(&mut Capabilities, &Limits) -> Result<T, ApiError>,
        summary: impl FnOnce(&T) -> Value,
    ) -> Result<T, ApiError> {
        let started = Instant::now();
        let cpu_started = thread_cpu();
        let operation = op.key();
        // A walk still running when the host time runs out stops there. The
        // budget is CPU time and the walk's bound is wall time, which is
        // never less: the walk stops no later than the budget would.
        let until = started + self.limits.host_time.saturating_sub(self.host_cpu);
        // A durable program's call: answered from its journal while it is
        // replayed, else made and journaled before the program sees it.
        let step = match &self.caps.tape {
            Some(tape) if replays(op) => Some(tape.call(operation, &args)),
            Some(tape) => {
                // Made again on replay (its effect is the turn's own); its
                // index is still taken, so later calls keep theirs.
                let _ = tape.call(operation, &args);
                None
            }
            None => None,
        };
        let admitted = self.admit(op, arg_bytes, write_bytes);
        let live = live_of(&step, &self.caps.tape);
        let (result, closed, live) = match (step, admitted) {
            (Some(crate::tape::Step::Replay(answer)), admitted) => {
                let closed = matches!(admitted, Err(Refusal::Closed(_)));
                let result = serde_json::from_value::<Result<T, ApiError>>(answer).unwrap_or_else(|e| {
                    Err(api_error(operation, ErrorCode::Io, format!("gg's journal holds an unreadable result: {e}")))
                });
                (result, closed, None)
            }
            (Some(crate::tape::Step::Diverged(why)), _) => {
                self.end_journaled(StopReason::Diverged, why);
                let e = api_error(operation, ErrorCode::Unavailable, "the program diverged from its journal");
                return Err(e);
            }
            (_, Ok(())) => {
                self.caps.files.bound_time(until);
                self.caps.call_key = live.as_ref().map(|(index, tape)| tape.key(*index));
                let result = f(&mut self.caps, &self.limits);
                self.caps.call_key = None;
                (result, false, live)
            }
            (_, Err(Refusal::Call(e))) => (Err(e), false, live),
            (_, Err(Refusal::Closed(e))) => (Err(e), true, live),
        };
        let result = result.map_err(|mut e| {
            if e.operation.is_empty() {
                e.operation = operation.to_string();
            }
            if e.message.len() > RECORD_MESSAGE {
                e.message = bounded_message(&e.message);
            }
            e
        });
        // A program being ended from outside journals nothing more: what
        // its calls answer now (abandoned, the program is ending) is not
        // what they would answer when it resumes.
        if let Some((index, tape)) = live.filter(|_| self.caps.interrupt.reason().is_none()) {
            let answer = serde_json::to_value(&result).unwrap_or(Value::Null);
            if let Err(why) = tape.recorded(index, operation, &args, answer, !reads_only(op)) {
                self.end_journaled(StopReason::Journal, why);
                return Err(api_error(operation, ErrorCode::Io, "gg could not journal this call"));
            }
        }
        if result.is_ok() {
            self.state_written += write_bytes;
        }
        let elapsed = started.elapsed();
        self.host_time += elapsed;
        self.host_cpu += thread_cpu().saturating_sub(cpu_started);
        let cut_off = matches!(op, Operation::FilesSearch | Operation::FilesFind)
            && matches!(&result, Err(e) if e.code == ErrorCode::Timeout)
            && Instant::now() >= until;
        if self.host_cpu >= self.limits.host_time || cut_off {
            self.host_time_hit = true;
        }
        // Once the turn can make no more calls, the first refusal is
        // recorded and the rest counted.
        if closed {
            if self.closed_recorded {
                self.calls_unrecorded += 1;
                return result;
            }
            self.closed_recorded = true;
        }
        let record = match &result {
            Ok(v) => CallResult::Ok(record_value(summary(v))),
            Err(e) => CallResult::Err { code: code_name(e.code).to_string(), message: e.message.clone() },
        };
        self.record(operation, record_value(args), record, elapsed);
        result
    }

    /// Ends a durable program that cannot go on journaled: the interrupt
    /// stops it at the next tick, and its outcome says why.
    fn end_journaled(&mut self, reason: StopReason, why: String) {
        if self.journal_end.is_none() {
            self.journal_end = Some(why);
        }
        self.caps.interrupt.stop(reason);
    }

    /// Keeps one call's record, whole while the turn's records are under
    /// [`TURN_RECORD_BYTES`], else with its operation, error code and time.
    fn record(&mut self, operation: &str, args: Value, result: CallResult, elapsed: Duration) {
        let bytes = operation.len()
            + json_len(&args)
            + match &result {
                CallResult::Ok(v) => json_len(v),
                CallResult::Err { code, message } => code.len() + message.len(),
            };
        let (args, result) = if self.record_bytes + bytes <= TURN_RECORD_BYTES {
            self.record_bytes += bytes;
            (args, result)
        } else {
            let result = match result {
                CallResult::Ok(_) => CallResult::Ok(Value::Null),
                CallResult::Err { code, .. } => CallResult::Err { code, message: NOT_KEPT.to_string() },
            };
            (Value::String(NOT_KEPT.to_string()), result)
        };
        self.calls.push(CallRecord {
            operation: operation.to_string(),
            args,
            result,
            duration_us: elapsed.as_micros() as u64,
        });
    }
}

/// Whether a durable program's call is answered from its journal when the
/// program is replayed. The calls whose effect is the turn's own are made
/// again instead: the session's text and finish (kept for the turn's
/// outcome), and the reads that bind code modules for the program's own
/// imports (`skills.use`, `memories.read`).
fn replays(op: Operation) -> bool {
    !matches!(op, Operation::SessionText | Operation::SessionFinish | Operation::SkillsUse | Operation::MemoriesRead)
}

/// Whether a call only reads (the workspace, the state, the catalogue):
/// made again after a crash, it changes nothing outside the program, so a
/// durable program journals it with its next write rather than at once.
fn reads_only(op: Operation) -> bool {
    matches!(
        op,
        Operation::FilesReadFile
            | Operation::FilesReadTextFile
            | Operation::FilesListDirectory
            | Operation::FilesSearch
            | Operation::FilesFind
            | Operation::ViewsList
            | Operation::TasksList
            | Operation::MemoriesSearch
            | Operation::ContextListTurns
            | Operation::ContextReadTurn
            | Operation::SkillsList
            | Operation::DocsSearch
            | Operation::DocsOpen
            | Operation::ToolsList
    )
}

/// The index and tape of a durable call made live (a refusal by admission
/// is journaled like any result).
fn live_of(step: &Option<crate::tape::Step>, tape: &Option<crate::tape::Tape>) -> Option<(u64, crate::tape::Tape)> {
    match (step, tape) {
        (Some(crate::tape::Step::Live(index)), Some(tape)) => Some((*index, tape.clone())),
        _ => None,
    }
}

/// `result` unless it is larger than the turn allows.
fn bounded(op: &str, limits: &Limits, bytes: usize) -> Result<(), ApiError> {
    if bytes > limits.max_result_bytes {
        return Err(api_error(
            op,
            ErrorCode::LimitExceeded,
            format!("the result is {bytes} bytes; a call returns at most {}", limits.max_result_bytes),
        ));
    }
    Ok(())
}

impl gg_membrane::gg::agent::core::Host for TurnState {}

impl files::Host for TurnState {
    fn read_file(&mut self, path: String, options: files::ReadOptions) -> Result<files::FileContent, ApiError> {
        let args = json!({"path": abbreviate(&path), "offset": options.offset, "limit": options.limit});
        self.call(
            Operation::FilesReadFile,
            args,
            path.len(),
            |c, _| c.files.read_file(&path, options.offset, options.limit),
            |c| match c {
                files::FileContent::Text(t) => json!({
                    "text": abbreviate(&t.content), "first-line": t.first_line,
                    "total-lines": t.total_lines, "truncated": t.truncated,
                }),
                files::FileContent::Binary(b) => json!({"binary": b.media_type, "size": b.size}),
            },
        )
    }

    fn read_text_file(&mut self, path: String) -> Result<String, ApiError> {
        let args = json!({"path": abbreviate(&path)});
        self.call(
            Operation::FilesReadTextFile,
            args,
            path.len(),
            |c, _| c.files.read_text_file(&path),
            |t| abbreviate(t),
        )
    }

    fn write_file(&mut self, path: String, content: String) -> Result<u64, ApiError> {
        let args = json!({"path": abbreviate(&path), "content": abbreviate(&content)});
        let size = path.len() + content.len();
        self.call(Operation::FilesWriteFile, args, size, |c, _| c.files.write_file(&path, &content), |n| json!(n))
    }

    fn edit_file(&mut self, path: String, old_text: String, new_text: String) -> Result<files::EditResult, ApiError> {
        let args =
            json!({"path": abbreviate(&path), "old-text": abbreviate(&old_text), "new-text": abbreviate(&new_text)});
        let size = path.len() + old_text.len() + new_text.len();
        self.call(
            Operation::FilesEditFile,
            args,
            size,
            |c, _| c.files.edit_file(&path, &old_text, &new_text),
            |r| json!({"path": r.path, "line": r.line}),
        )
    }

    fn list_directory(&mut self, path: String) -> Result<Vec<files::DirEntry>, ApiError> {
        let args = json!({"path": abbreviate(&path)});
        self.call(
            Operation::FilesListDirectory,
            args,
            path.len(),
            |c, l| {
                let entries = c.files.list_directory(&path)?;
                bounded("files.list-directory", l, entries.iter().map(|e| e.name.len() + 16).sum())?;
                Ok(entries)
            },
            |entries| json!({"entries": entries.len()}),
        )
    }

    fn search(&mut self, pattern: String, options: files::SearchOptions) -> Result<files::SearchResult, ApiError> {
        let args = json!({"pattern": abbreviate(&pattern), "path": options.path.as_deref().map(abbreviate), "glob": options.glob.as_deref().map(abbreviate), "limit": options.limit, "ignore-case": options.ignore_case});
        let size =
            pattern.len() + options.path.as_ref().map_or(0, String::len) + options.glob.as_ref().map_or(0, String::len);
        self.call(
            Operation::FilesSearch,
            args,
            size,
            |c, l| {
                let r = c.files.search(&pattern, &options)?;
                bounded("files.search", l, r.matches.iter().map(|m| m.text.len() + m.path.len() + 16).sum())?;
                Ok(r)
            },
            |r| json!({"matches": r.matches.len(), "truncated": r.truncated}),
        )
    }

    fn find(&mut self, glob: String, options: files::FindOptions) -> Result<Vec<String>, ApiError> {
        let args =
            json!({"glob": abbreviate(&glob), "path": options.path.as_deref().map(abbreviate), "limit": options.limit});
        let size = glob.len() + options.path.as_ref().map_or(0, String::len);
        self.call(Operation::FilesFind, args, size, |c, _| c.files.find(&glob, &options), |r| json!({"paths": r.len()}))
    }

    fn move_(&mut self, source: String, destination: String) -> Result<(), ApiError> {
        let args = json!({"source": abbreviate(&source), "destination": abbreviate(&destination)});
        let size = source.len() + destination.len();
        self.call(Operation::FilesMove, args, size, |c, _| c.files.move_path(&source, &destination), |_| Value::Null)
    }

    fn delete(&mut self, path: String) -> Result<(), ApiError> {
        let args = json!({"path": abbreviate(&path)});
        self.call(Operation::FilesDelete, args, path.len(), |c, _| c.files.delete(&path), |_| Value::Null)
    }
}

/// Opens a view under the turn's view limits: a body past
/// [`Limits::view_bytes`] is cut there and marked, a label past
/// [`VIEW_LABEL_BYTES`] too; past [`Limits::turn_view_bytes`] of views
/// (bodies, labels, paths) in the turn, `limit-exceeded`.
fn open_view(
    c: &mut Capabilities,
    l: &Limits,
    op: &str,
    label: String,
    mut body: String,
    path: Option<String>,
) -> Result<views::View, ApiError> {
    if body.len() > l.view_bytes {
        let cut = body.floor_char_boundary(l.view_bytes);
        let more = body.len() - cut;
        body.truncate(cut);
        body.push_str(&format!("\n… [view truncated: {more} more bytes]"));
    }
    let label = shortened(&label, VIEW_LABEL_BYTES);
    let bytes = label.len() + path.as_ref().map_or(0, String::len) + body.len();
    if c.view_bytes + bytes > l.turn_view_bytes {
        return Err(views_full(op, c, l));
    }
    c.view_bytes += bytes;
    c.views.open(label, body, path)
}

/// The refusal of a view past the turn's view bytes.
fn views_full(op: &str, c: &Capabilities, l: &Limits) -> ApiError {
    api_error(
        op,
        ErrorCode::LimitExceeded,
        format!("this turn has opened {} bytes of views; a turn opens at most {}", c.view_bytes, l.turn_view_bytes),
    )
}

fn view_summary(v: &views::View) -> Value {
    json!({"id": v.id})
}

impl views::Host for TurnState {
    fn open_text(&mut self, label: String, body: String) -> Result<views::View, ApiError> {
        let args = json!({"label": abbreviate(&label), "body": abbreviate(&body)});
        let size = label.len() + body.len();
        self.call(
            Operation::ViewsOpenText,
            args,
            size,
            |c, l| open_view(c, l, "views.open-text", label, body, None),
            view_summary,
        )
    }

    fn open_file(&mut self, path: String, offset: Option<u32>, limit: Option<u32>) -> Result<views::View, ApiError> {
        let args = json!({"path": abbreviate(&path), "offset": offset, "limit": limit});
        self.call(
            Operation::ViewsOpenFile,
            args,
            path.len(),
            |c, l| {
                // A turn whose views are full reads no more files for them.
                if c.view_bytes + path.len() >= l.turn_view_bytes {
                    return Err(views_full("views.open-file", c, l));
                }
                let content = c.files.read_file(&path, offset, limit).map_err(|mut e| {
                    e.operation = "views.open-file".into();
                    e
                })?;
                let body = match content {
                    files::FileContent::Text(t) => t.content,
                    files::FileContent::Binary(b) => format!("[binary file, {}, {} bytes]", b.media_type, b.size),
                };
                open_view(c, l, "views.open-file", path.clone(), body, Some(path.clone()))
            },
            view_summary,
        )
    }

    fn close(&mut self, id: u32) -> Result<(), ApiError> {
        self.call(Operation::ViewsClose, json!({"id": id}), 0, |c, _| c.views.close(id), |_| Value::Null)
    }

    fn list(&mut self) -> Result<Vec<views::View>, ApiError> {
        self.call(
            Operation::ViewsList,
            json!({}),
            0,
            |c, l| {
                let views = c.views.list()?;
                bounded("views.list", l, views.iter().map(|v| v.label.len() + v.body.len() + 16).sum())?;
                Ok(views)
            },
            |v| json!({"views": v.len()}),
        )
    }
}

impl shell::Host for TurnState {
    fn run(&mut self, command: String, options: shell::RunOptions) -> Result<shell::RunResult, ApiError> {
        let args = json!({"command": abbreviate(&command), "timeout-seconds": options.timeout_seconds, "cwd": options.cwd.as_deref().map(abbreviate)});
        let size = command.len()
            + options.cwd.as_ref().map_or(0, String::len)
            + options.env.iter().map(|(k, v)| k.len() + v.len()).sum::<usize>();
        self.call(
            Operation::ShellRun,
            args,
            size,
            |c, _| c.shell.run(&command, &options),
            |r| {
                json!({
                    "exit-code": r.exit_code, "signal": r.signal, "timed-out": r.timed_out,
                    "stdout": abbreviate(&r.stdout), "stderr": abbreviate(&r.stderr),
                    "stdout-dropped": r.stdout_dropped, "stderr-dropped": r.stderr_dropped,
                })
            },
        )
    }
}

/// Room for `module` among the turn's bound code modules: their sources
/// (one per key, the last binding of a key replacing the one before) come to
/// at most [`Limits::state_write_bytes`], as the bindings are written to the
/// workspace's state when the turn ends.
fn bind_room(c: &Capabilities, l: &Limits, op: &str, module: &BoundModule) -> Result<(), ApiError> {
    let others: usize = c.bound.iter().filter(|b| b.key != module.key).map(|b| b.source.len()).sum();
    if others + module.source.len() > l.state_write_bytes {
        return Err(api_error(
            op,
            ErrorCode::LimitExceeded,
            format!(
                "this turn has bound {others} bytes of code modules and `{}` is {} more; a turn binds at most {}",
                module.key,
                module.source.len(),
                l.state_write_bytes
            ),
        ));
    }
    Ok(())
}

/// Binds `module` for the turn, replacing an earlier binding of its key.
fn bind(c: &mut Capabilities, l: &Limits, op: &str, module: BoundModule) -> Result<(), ApiError> {
    bind_room(c, l, op, &module)?;
    match c.bound.iter_mut().find(|b| b.key == module.key) {
        Some(b) => *b = module,
        None => c.bound.push(module),
    }
    Ok(())
}

fn task_summary(t: &tasks::Task) -> Value {
    json!({"id": t.id, "status": gg_capabilities::tasks::status_name(t.status)})
}

impl tasks::Host for TurnState {
    fn add(
        &mut self,
        title: String,
        notes: Option<String>,
        status: Option<tasks::TaskStatus>,
    ) -> Result<tasks::Task, ApiError> {
        let args = json!({"title": abbreviate(&title), "notes": notes.as_deref().map(abbreviate), "status": status.map(gg_capabilities::tasks::status_name)});
        let size = title.len() + notes.as_ref().map_or(0, String::len);
        self.call_writing(
            Operation::TasksAdd,
            args,
            size,
            size,
            |c, _| c.tasks.add(&title, notes.as_deref(), status),
            task_summary,
        )
    }

    fn update(&mut self, id: u32, patch: tasks::TaskPatch) -> Result<tasks::Task, ApiError> {
        let notes = match &patch.notes {
            tasks::TextPatch::Keep => json!("keep"),
            tasks::TextPatch::Set(s) => json!({"set": abbreviate(s)}),
            tasks::TextPatch::Clear => json!("clear"),
        };
        let args = json!({"id": id, "title": patch.title.as_deref().map(abbreviate), "status": patch.status.map(gg_capabilities::tasks::status_name), "notes": notes});
        let size = patch.title.as_ref().map_or(0, String::len)
            + match &patch.notes {
                tasks::TextPatch::Set(s) => s.len(),
                _ => 0,
            };
        self.call_writing(Operation::TasksUpdate, args, size, size, |c, _| c.tasks.update(id, &patch), task_summary)
    }

    fn list(&mut self, status: Option<tasks::TaskStatus>) -> Result<Vec<tasks::Task>, ApiError> {
        let args = json!({"status": status.map(gg_capabilities::tasks::status_name)});
        self.call(
            Operation::TasksList,
            args,
            0,
            |c, l| {
                let tasks = c.tasks.list(status)?;
                let bytes = tasks.iter().map(|t| t.title.len() + t.notes.as_ref().map_or(0, String::len) + 32).sum();
                bounded("tasks.list", l, bytes)?;
                Ok(tasks)
            },
            |t| json!({"tasks": t.len()}),
        )
    }
}

impl memories::Host for TurnState {
    fn write(
        &mut self,
        slug: String,
        text: String,
        tags: Vec<String>,
        code: Option<String>,
    ) -> Result<memories::Memory, ApiError> {
        let args = json!({"slug": abbreviate(&slug), "text": abbreviate(&text), "tags": tags.iter().map(|t| abbreviate(t)).collect::<Vec<_>>(), "code": code.as_deref().map(abbreviate)});
        let size = slug.len()
            + text.len()
            + tags.iter().map(String::len).sum::<usize>()
            + code.as_ref().map_or(0, String::len);
        self.call_writing(
            Operation::MemoriesWrite,
            args,
            size,
            size,
            |c, _| c.memories.write(&slug, &text, &tags, code.as_deref()),
            |m| json!({"slug": m.slug}),
        )
    }

    fn read(&mut self, slug: String) -> Result<memories::Memory, ApiError> {
        let args = json!({"slug": abbreviate(&slug)});
        self.call(
            Operation::MemoriesRead,
            args,
            slug.len(),
            |c, l| {
                let m = c.memories.read(&slug)?;
                if let Some(code) = &m.code {
                    let module = BoundModule {
                        key: module_key(&m.slug),
                        file: format!("{}.{}", m.slug, c.lang_extension),
                        source: code.clone(),
                        origin: format!("memory {}", m.slug),
                    };
                    bind(c, l, "memories.read", module)?;
                }
                Ok(m)
            },
            |m| json!({"slug": m.slug, "text": abbreviate(&m.text)}),
        )
    }

    fn delete(&mut self, slug: String) -> Result<(), ApiError> {
        let args = json!({"slug": abbreviate(&slug)});
        self.call(Operation::MemoriesDelete, args, slug.len(), |c, _| c.memories.delete(&slug), |_| Value::Null)
    }

    fn search(&mut self, query: String, limit: Option<u32>) -> Result<Vec<memories::MemoryHit>, ApiError> {
        let args = json!({"query": abbreviate(&query), "limit": limit});
        self.call(
            Operation::MemoriesSearch,
            args,
            query.len(),
            |c, l| {
                if query.len() > MAX_QUERY_BYTES {
                    return Err(api_error(
                        "memories.search",
                        ErrorCode::InvalidArgument,
                        format!("the query is {} bytes; a query is at most {MAX_QUERY_BYTES}", query.len()),
                    ));
                }
                let hits = c.memories.search(&query, limit)?;
                let bytes =
                    hits.iter().map(|h| h.memory.text.len() + h.memory.code.as_ref().map_or(0, String::len) + 64).sum();
                bounded("memories.search", l, bytes)?;
                Ok(hits)
            },
            |hits| json!({"slugs": hits.iter().map(|h| h.memory.slug.clone()).collect::<Vec<_>>()}),
        )
    }
}

impl context::Host for TurnState {
    fn list_turns(&mut self) -> Result<Vec<context::TurnSummary>, ApiError> {
        self.call(
            Operation::ContextListTurns,
            json!({}),
            0,
            |c, _| c.context.list_turns(),
            |t| json!({"turns": t.len()}),
        )
    }

    fn archive(&mut self, ranges: Vec<context::TurnRange>) -> Result<u32, ApiError> {
        let args = json!({"ranges": ranges.iter().map(|r| json!([r.first, r.last])).collect::<Vec<_>>()});
        self.call(Operation::ContextArchive, args, ranges.len() * 8, |c, _| c.context.archive(&ranges), |n| json!(n))
    }

    fn read_turn(&mut self, number: u32) -> Result<context::Turn, ApiError> {
        self.call(
            Operation::ContextReadTurn,
            json!({"number": number}),
            0,
            |c, l| {
                let turn = c.context.read_turn(number)?;
                bounded("context.read-turn", l, turn.program.len() + turn.outcome.len())?;
                Ok(turn)
            },
            |t| json!({"number": t.summary.number, "band": t.summary.band}),
        )
    }
}

impl skills::Host for TurnState {
    fn list(&mut self) -> Result<Vec<skills::Skill>, ApiError> {
        self.call(Operation::SkillsList, json!({}), 0, |c, _| c.skills.list(), |s| json!({"skills": s.len()}))
    }

    fn use_(&mut self, name: String) -> Result<skills::UsedSkill, ApiError> {
        let args = json!({"name": abbreviate(&name)});
        self.call(
            Operation::SkillsUse,
            args,
            name.len(),
            |c, l| {
                let loaded = c.skills.load(&name)?;
                let key = loaded.code.as_ref().map(|_| module_key(&loaded.skill.name));
                let module = match (&key, loaded.code, &loaded.skill.code_file) {
                    (Some(key), Some(source), Some(file)) => Some(BoundModule {
                        key: key.clone(),
                        file: file.clone(),
                        source,
                        origin: format!("skill {}", loaded.skill.name),
                    }),
                    _ => None,
                };
                if let Some(m) = &module {
                    bind_room(c, l, "skills.use", m)?;
                }
                let view = open_view(c, l, "skills.use", format!("skill: {}", loaded.skill.name), loaded.text, None)?;
                if let Some(m) = module {
                    bind(c, l, "skills.use", m)?;
                }
                Ok(skills::UsedSkill { skill: loaded.skill, view_id: view.id, module_key: key })
            },
            |u| json!({"name": u.skill.name, "view": u.view_id, "module-key": u.module_key}),
        )
    }
}

impl docs::Host for TurnState {
    fn search(&mut self, query: String, limit: Option<u32>) -> Result<Vec<docs::DocHit>, ApiError> {
        let args = json!({"query": abbreviate(&query), "limit": limit});
        self.call(
            Operation::DocsSearch,
            args,
            query.len(),
            |c, _| {
                if query.len() > MAX_QUERY_BYTES {
                    return Err(api_error(
                        "docs.search",
                        ErrorCode::InvalidArgument,
                        format!("the query is {} bytes; a query is at most {MAX_QUERY_BYTES}", query.len()),
                    ));
                }
                c.docs.search(&query, limit)
            },
            |hits| json!({"keys": hits.iter().map(|h| h.key.clone()).collect::<Vec<_>>()}),
        )
    }

    fn open(&mut self, key: String) -> Result<u32, ApiError> {
        let args = json!({"key": abbreviate(&key)});
        self.call(
            Operation::DocsOpen,
            args,
            key.len(),
            |c, l| {
                let text = c.docs.open(&key)?;
                Ok(open_view(c, l, "docs.open", format!("docs: {key}"), text, None)?.id)
            },
            |id| json!({"view": id}),
        )
    }
}

impl gg_membrane::gg::agent::session::Host for TurnState {
    fn text(&mut self, value: String) -> Result<(), ApiError> {
        let args = json!({"value": abbreviate(&value)});
        let size = value.len();
        self.call_writing(Operation::SessionText, args, size, size, |c, _| c.session.text(&value), |_| Value::Null)
    }

    fn finish(&mut self, summary: String) -> wasmtime::Result<Result<(), ApiError>> {
        let args = json!({"summary": abbreviate(&summary)});
        let recorded = self.call_writing(
            Operation::SessionFinish,
            args,
            summary.len(),
            summary.len(),
            |c, _| c.session.finish(&summary),
            |_| Value::Null,
        );
        if recorded.is_ok() {
            self.end_after_finish()?;
        }
        Ok(recorded)
    }
}

impl tools::Host for TurnState {
    fn list(&mut self) -> Result<Vec<tools::ToolInfo>, ApiError> {
        self.call(
            Operation::ToolsList,
            json!({}),
            0,
            |c, _| {
                ToolRegistry::admit("tools.list", &c.grants)?;
                Ok(c.tools.granted(&c.grants))
            },
            |t| json!({"tools": t.len()}),
        )
    }

    fn call(&mut self, name: String, arguments: String) -> Result<String, ApiError> {
        let args = json!({"name": abbreviate(&name), "arguments": abbreviate(&arguments)});
        let size = name.len() + arguments.len();
        TurnState::call(
            self,
            Operation::ToolsCall,
            args,
            size,
            |c, l| {
                let out = c.tools.call_keyed(
                    &name,
                    &arguments,
                    l.call_timeout,
                    &c.interrupt,
                    &c.grants,
                    c.call_key.as_deref(),
                )?;
                bounded("tools.call", l, out.len())?;
                Ok(out)
            },
            |r| abbreviate(r),
        )
    }

    fn parallel(&mut self, calls: Vec<tools::ToolCall>) -> Result<Vec<Result<String, ApiError>>, ApiError> {
        let names: Vec<Value> = calls.iter().map(|c| abbreviate(&c.name)).collect();
        let args = json!({"calls": names, "arguments": abbreviate(&calls.iter().map(|c| c.arguments.as_str()).collect::<Vec<_>>().join(", "))});
        let size = calls.iter().map(|c| c.name.len() + c.arguments.len()).sum();
        let batch: Vec<(String, String)> = calls.into_iter().map(|c| (c.name, c.arguments)).collect();
        TurnState::call(
            self,
            Operation::ToolsParallel,
            args,
            size,
            |c, l| {
                ToolRegistry::admit("tools.parallel", &c.grants)?;
                if batch.len() > MAX_PARALLEL {
                    return Err(api_error(
                        "tools.parallel",
                        ErrorCode::LimitExceeded,
                        format!("{} calls in one batch; a batch holds at most {MAX_PARALLEL}", batch.len()),
                    ));
                }
                let results = c.tools.parallel(&batch, l.call_timeout, &c.interrupt, &c.grants, c.call_key.as_deref());
                let bytes: usize = results.iter().map(|r| r.as_ref().map_or(0, String::len)).sum();
                bounded("tools.parallel", l, bytes)?;
                Ok(results)
            },
            |r| json!({"ok": r.iter().filter(|x| x.is_ok()).count(), "err": r.iter().filter(|x| x.is_err()).count()}),
        )
    }
}

/// The store's memory cap: growing past it fails and marks the turn.
pub struct MemoryLimiter {
    pub cap: usize,
    pub hit: bool,
    /// The bytes a guest's memory starts with, when that alone is past the
    /// cap (the instance could not be made: no program ran).
    pub start_needs: Option<usize>,
}

impl MemoryLimiter {
    pub fn new(cap: usize) -> Self {
        MemoryLimiter { cap, hit: false, start_needs: None }
    }
}

impl ResourceLimiter for MemoryLimiter {
    fn memory_growing(&mut self, current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        if desired > self.cap {
            self.hit = true;
            if current == 0 {
                self.start_needs = Some(desired);
            }
            wasmtime::bail!("memory cap of {} bytes reached", self.cap);
        }
        Ok(true)
    }

    fn table_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        Ok(desired <= 10_000_000)
    }
}

#[cfg(test)]
mod tests {
    use crate::host::*;
    use files::Host as _;
    use gg_capabilities::state::State;
    use gg_capabilities::unavailable::{NoCatalogue, NoState};
    use gg_capabilities::{
        DirSkills, HostShell, StateMemories, StateTasks, StateViews, TurnSessionText, WorkspaceFiles,
    };
    use memories::Host as _;
    use views::Host as _;

    /// A turn's state over a fresh workspace with state, and the workspace.
    fn turn(limits: &Limits) -> (tempfile::TempDir, TurnState) {
        let dir = tempfile::tempdir().unwrap();
        let t = turn_in(dir.path(), limits);
        (dir, t)
    }

    /// A turn's state over the workspace `dir`.
    fn turn_in(dir: &std::path::Path, limits: &Limits) -> TurnState {
        let files = WorkspaceFiles::new(dir).unwrap();
        let state = State::at(dir.join(".gg/state.db"));
        let caps = Capabilities {
            views: Box::new(StateViews::new(state.clone())),
            shell: Box::new(HostShell::new(files.clone())),
            tasks: Box::new(StateTasks::new(state.clone())),
            memories: Box::new(StateMemories::new(state)),
            context: Box::new(NoState),
            skills: Box::new(DirSkills::new(None, Vec::new())),
            docs: Box::new(NoCatalogue("none".into())),
            session: Box::new(TurnSessionText::default()),
            files: Box::new(files),
            tools: ToolRegistry::new(),
            grants: Grants::default(),
            lang_extension: "js",
            bound: Vec::new(),
            view_bytes: 0,
            interrupt: Interrupt::new(),
            tap: None,
            tape: None,
            call_key: None,
        };
        TurnState::new(WasiCtx::builder().build(), limits, caps)
    }

    #[test]
    fn past_the_host_time_every_call_is_refused_the_first_recorded() {
        let (_dir, mut t) = turn(&Limits { host_time: Duration::from_nanos(1), ..Limits::default() });
        // Any call spends a nanosecond of CPU.
        t.list_directory(".".into()).unwrap();
        assert!(t.host_time_hit);
        for _ in 0..10 {
            let e = views::Host::list(&mut t).unwrap_err();
            assert_eq!(e.code, ErrorCode::LimitExceeded);
            assert!(e.message.contains("host time"), "{}", e.message);
        }
        assert_eq!((t.calls.len(), t.calls_unrecorded), (2, 9));
    }

    #[test]
    fn records_are_capped_each_and_in_total() {
        let (_dir, mut t) = turn(&Limits { max_calls: 10_000, ..Limits::default() });
        let path = format!("../{}", "p".repeat(4 << 20));
        let tags: Vec<String> = (0..64).map(|i| i.to_string().repeat(4096)).collect();
        for _ in 0..2000 {
            // A refusal whose message quotes the 4 MiB path: the program gets
            // it cut as the record keeps it.
            let e = t.read_text_file(path.clone()).unwrap_err();
            assert!(e.message.len() <= RECORD_MESSAGE + 64, "{}", e.message.len());
            // Arguments whose abbreviated JSON is still past the cap.
            let _ = t.write("m".into(), "t".into(), tags.clone(), None);
        }
        assert_eq!(t.calls.len(), 4000);
        let whole = t.calls.iter().filter(|c| c.args != Value::String(NOT_KEPT.into())).count();
        assert!(whole < 4000, "every record kept whole");
        let bytes = serde_json::to_string(&t.calls).unwrap().len();
        assert!(bytes < TURN_RECORD_BYTES + 4000 * 300, "{bytes} bytes of records");
        assert!(t.calls.iter().all(|c| json_len(&c.args) <= RECORD_VALUE + 64));
        // The code of a record past the cap is kept.
        let last = t.calls.last().unwrap();
        assert!(
            matches!(&last.result, CallResult::Err { code, message } if code == "limit-exceeded" && message == NOT_KEPT)
        );
    }

    #[test]
    fn state_writes_share_one_budget_per_turn() {
        let (_dir, mut t) = turn(&Limits { state_write_bytes: 1000, ..Limits::default() });
        t.write("a".into(), "x".repeat(600), Vec::new(), None).unwrap();
        let e = t.write("b".into(), "y".repeat(600), Vec::new(), None).unwrap_err();
        assert_eq!(e.code, ErrorCode::LimitExceeded);
        assert!(e.message.contains("written 601 bytes"), "{}", e.message);
        // A refused write is not charged: a smaller one still fits.
        t.write("c".into(), "z".repeat(300), Vec::new(), None).unwrap();
    }

    #[test]
    fn views_count_labels_and_paths_and_read_nothing_once_full() {
        let (dir, mut t) = turn(&Limits { turn_view_bytes: 100, ..Limits::default() });
        std::fs::write(dir.path().join("f.txt"), "0123456789").unwrap();
        // A label is cut to its cap and counted.
        let e = t.open_text("l".repeat(2000), "b".into()).unwrap_err();
        assert_eq!(e.code, ErrorCode::LimitExceeded);
        let v = t.open_file("f.txt".into(), None, None).unwrap();
        assert_eq!(t.caps.view_bytes, "f.txt".len() * 2 + v.body.len());
        let v = t.open_text("l".repeat(75), "b".into()).unwrap();
        assert_eq!(v.label.len(), 75);
        assert!(t.open_file("f.txt".into(), None, None).is_err());
    }

    #[test]
    fn a_module_bound_again_replaces_its_binding() {
        let (_dir, mut t) = turn(&Limits { state_write_bytes: 10_000, ..Limits::default() });
        t.write("m".into(), "t".into(), Vec::new(), Some("x".repeat(4000))).unwrap();
        for _ in 0..100 {
            t.read("m".into()).unwrap();
        }
        assert_eq!(t.caps.bound.len(), 1);
        // Bindings past the budget are refused.
        let dir = tempfile::tempdir().unwrap();
        let mut earlier = turn_in(dir.path(), &Limits::default());
        earlier.write("a".into(), "t".into(), Vec::new(), Some("x".repeat(2000))).unwrap();
        earlier.write("b".into(), "t".into(), Vec::new(), Some("x".repeat(2000))).unwrap();
        let mut t = turn_in(dir.path(), &Limits { state_write_bytes: 3000, ..Limits::default() });
        t.read("a".into()).unwrap();
        assert_eq!(t.read("b".into()).unwrap_err().code, ErrorCode::LimitExceeded);
    }
}
