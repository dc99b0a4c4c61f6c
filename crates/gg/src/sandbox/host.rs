//! The host side of every `gg:agent` interface: one turn's store data
//! ([`TurnState`]) and the glue from each WIT function to its family's trait.
//!
//! Every call goes through [`TurnState::call`], which in this order counts it
//! against the turn's call limit, checks its grant, checks its argument size,
//! runs it, times it (the deadline does not count host time) and records it
//! with its result. A refusal at any step is an `api-error` the program can
//! catch, and is recorded like a success.

use crate::api::core::{ApiError, ErrorCode};
use crate::api::{context, docs, files, memories, shell, skills, tasks, tools, views};
use crate::capabilities::files::api_error;
use crate::capabilities::skills::module_key;
use crate::capabilities::{Context, Docs, Files, Memories, Session, Shell, Skills, Tasks, ToolRegistry, Views};
use crate::code_modules::BoundModule;
use crate::control::{Interrupt, OutputTap, StopReason};
use crate::grants::Grants;
use crate::limits::Limits;
use crate::ops::Operation;
use crate::outcome::{CallRecord, CallResult};
use serde_json::{Value, json};
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
    pub session: Box<dyn Session>,
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
}

/// A store's data for one turn.
pub(crate) struct TurnState {
    wasi: WasiCtx,
    table: ResourceTable,
    pub limiter: MemoryLimiter,
    pub caps: Capabilities,
    pub calls: Vec<CallRecord>,
    pub host_time: Duration,
    pub run_started: Instant,
    pub deadline: Duration,
    pub deadline_hit: bool,
    /// Calls refused past the call limit after the first such refusal,
    /// counted instead of recorded.
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
    /// `math.random`'s state (0 until first use).
    #[cfg_attr(not(feature = "java"), allow(dead_code, reason = "only the JVM world imports `math`"))]
    pub(crate) random_state: u64,
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

pub(crate) fn code_name(code: ErrorCode) -> &'static str {
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
            limiter: MemoryLimiter { cap: limits.memory_bytes, hit: false },
            caps,
            calls: Vec::new(),
            host_time: Duration::ZERO,
            run_started: Instant::now(),
            deadline: limits.deadline,
            deadline_hit: false,
            calls_unrecorded: 0,
            stopped: None,
            finish_ends: true,
            finished_early: false,
            limits: limits.clone(),
            random_state: 0,
        }
    }

    /// Readies a kept instance's state for its session's next program. The
    /// WASI context and resource table stay (the guest holds handles into
    /// them, and its streams are relays); everything a turn counts starts
    /// again, under the new program's limits and capabilities.
    pub fn renew(&mut self, limits: &Limits, caps: Capabilities) {
        self.limiter = MemoryLimiter { cap: limits.memory_bytes, hit: false };
        self.caps = caps;
        self.calls.clear();
        self.host_time = Duration::ZERO;
        self.run_started = Instant::now();
        self.deadline = limits.deadline;
        self.deadline_hit = false;
        self.calls_unrecorded = 0;
        self.stopped = None;
        self.finished_early = false;
        self.limits = limits.clone();
    }

    /// After a recorded `session.finish`: the trap that ends the program,
    /// when finishing ends it here.
    pub(crate) fn end_after_finish(&mut self) -> wasmtime::Result<()> {
        if self.finish_ends {
            self.finished_early = true;
            wasmtime::bail!("the program finished");
        }
        Ok(())
    }

    fn admit(&self, op: Operation, arg_bytes: usize) -> Result<(), ApiError> {
        let operation = op.key();
        if self.calls.len() >= self.limits.max_calls as usize {
            return Err(api_error(
                operation,
                ErrorCode::LimitExceeded,
                format!("this turn has made its {} calls; no more are allowed", self.limits.max_calls),
            ));
        }
        if let Some(grant) = op.grant()
            && !self.caps.grants.has(grant)
        {
            return Err(api_error(
                operation,
                ErrorCode::Unavailable,
                format!("`{operation}` needs the `{grant}` grant, which this agent does not have"),
            ));
        }
        if arg_bytes > self.limits.max_argument_bytes {
            return Err(api_error(
                operation,
                ErrorCode::LimitExceeded,
                format!(
                    "the arguments are {arg_bytes} bytes; a call carries at most {}",
                    self.limits.max_argument_bytes
                ),
            ));
        }
        Ok(())
    }

    /// Runs one host call through admission, timing and recording.
    pub(crate) fn call<T>(
        &mut self,
        op: Operation,
        args: Value,
        arg_bytes: usize,
        f: impl FnOnce(&mut Capabilities, &Limits) -> Result<T, ApiError>,
        summary: impl FnOnce(&T) -> Value,
    ) -> Result<T, ApiError> {
        let started = Instant::now();
        let operation = op.key();
        let result = match self.admit(op, arg_bytes) {
            Ok(()) => f(&mut self.caps, &self.limits),
            Err(e) => Err(e),
        };
        let result = result.map_err(|mut e| {
            if e.operation.is_empty() {
                e.operation = operation.to_string();
            }
            e
        });
        let record = match &result {
            Ok(v) => CallResult::Ok(summary(v)),
            Err(e) => CallResult::Err { code: code_name(e.code).to_string(), message: bounded_message(&e.message) },
        };
        let elapsed = started.elapsed();
        // Past the limit, the first refusal is recorded and the rest counted.
        if self.calls.len() > self.limits.max_calls as usize {
            self.calls_unrecorded += 1;
            self.host_time += elapsed;
            return result;
        }
        self.calls.push(CallRecord {
            operation: operation.to_string(),
            args,
            result: record,
            duration_us: elapsed.as_micros() as u64,
        });
        self.host_time += elapsed;
        result
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

impl super::bindings::gg::agent::core::Host for TurnState {}

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
            |c, _| c.files.list_directory(&path),
            |entries| json!({"entries": entries.len()}),
        )
    }

    fn search(&mut self, pattern: String, options: files::SearchOptions) -> Result<files::SearchResult, ApiError> {
        let args = json!({"pattern": abbreviate(&pattern), "path": options.path, "glob": options.glob, "limit": options.limit, "ignore-case": options.ignore_case});
        self.call(
            Operation::FilesSearch,
            args,
            pattern.len(),
            |c, l| {
                let r = c.files.search(&pattern, &options)?;
                bounded("files.search", l, r.matches.iter().map(|m| m.text.len() + m.path.len() + 16).sum())?;
                Ok(r)
            },
            |r| json!({"matches": r.matches.len(), "truncated": r.truncated}),
        )
    }

    fn find(&mut self, glob: String, options: files::FindOptions) -> Result<Vec<String>, ApiError> {
        let args = json!({"glob": abbreviate(&glob), "path": options.path, "limit": options.limit});
        self.call(
            Operation::FilesFind,
            args,
            glob.len(),
            |c, _| c.files.find(&glob, &options),
            |r| json!({"paths": r.len()}),
        )
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
/// [`Limits::view_bytes`] is cut there and marked; past
/// [`Limits::turn_view_bytes`] of bodies in the turn, `limit-exceeded`.
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
    if c.view_bytes + body.len() > l.turn_view_bytes {
        return Err(api_error(
            op,
            ErrorCode::LimitExceeded,
            format!("this turn has opened {} bytes of views; a turn opens at most {}", c.view_bytes, l.turn_view_bytes),
        ));
    }
    c.view_bytes += body.len();
    c.views.open(label, body, path)
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
        self.call(Operation::ViewsList, json!({}), 0, |c, _| c.views.list(), |v| json!({"views": v.len()}))
    }
}

impl shell::Host for TurnState {
    fn run(&mut self, command: String, options: shell::RunOptions) -> Result<shell::RunResult, ApiError> {
        let args =
            json!({"command": abbreviate(&command), "timeout-seconds": options.timeout_seconds, "cwd": options.cwd});
        let size = command.len() + options.env.iter().map(|(k, v)| k.len() + v.len()).sum::<usize>();
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

fn task_summary(t: &tasks::Task) -> Value {
    json!({"id": t.id, "status": crate::capabilities::tasks::status_name(t.status)})
}

impl tasks::Host for TurnState {
    fn add(
        &mut self,
        title: String,
        notes: Option<String>,
        status: Option<tasks::TaskStatus>,
    ) -> Result<tasks::Task, ApiError> {
        let args = json!({"title": abbreviate(&title), "notes": notes.as_deref().map(abbreviate), "status": status.map(crate::capabilities::tasks::status_name)});
        let size = title.len() + notes.as_ref().map_or(0, String::len);
        self.call(Operation::TasksAdd, args, size, |c, _| c.tasks.add(&title, notes.as_deref(), status), task_summary)
    }

    fn update(&mut self, id: u32, patch: tasks::TaskPatch) -> Result<tasks::Task, ApiError> {
        let notes = match &patch.notes {
            tasks::TextPatch::Keep => json!("keep"),
            tasks::TextPatch::Set(s) => json!({"set": abbreviate(s)}),
            tasks::TextPatch::Clear => json!("clear"),
        };
        let args = json!({"id": id, "title": patch.title.as_deref().map(abbreviate), "status": patch.status.map(crate::capabilities::tasks::status_name), "notes": notes});
        let size = patch.title.as_ref().map_or(0, String::len)
            + match &patch.notes {
                tasks::TextPatch::Set(s) => s.len(),
                _ => 0,
            };
        self.call(Operation::TasksUpdate, args, size, |c, _| c.tasks.update(id, &patch), task_summary)
    }

    fn list(&mut self, status: Option<tasks::TaskStatus>) -> Result<Vec<tasks::Task>, ApiError> {
        let args = json!({"status": status.map(crate::capabilities::tasks::status_name)});
        self.call(Operation::TasksList, args, 0, |c, _| c.tasks.list(status), |t| json!({"tasks": t.len()}))
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
        let args =
            json!({"slug": slug, "text": abbreviate(&text), "tags": tags, "code": code.as_deref().map(abbreviate)});
        let size = slug.len()
            + text.len()
            + tags.iter().map(String::len).sum::<usize>()
            + code.as_ref().map_or(0, String::len);
        self.call(
            Operation::MemoriesWrite,
            args,
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
            |c, _| {
                let m = c.memories.read(&slug)?;
                if let Some(code) = &m.code {
                    c.bound.push(BoundModule {
                        key: module_key(&m.slug),
                        file: format!("{}.{}", m.slug, c.lang_extension),
                        source: code.clone(),
                        origin: format!("memory {}", m.slug),
                    });
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
            |c, _| c.memories.search(&query, limit),
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
            |c, _| c.context.read_turn(number),
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
                let view = open_view(c, l, "skills.use", format!("skill: {}", loaded.skill.name), loaded.text, None)?;
                let key = loaded.code.as_ref().map(|_| module_key(&loaded.skill.name));
                if let (Some(key), Some(source), Some(file)) = (&key, loaded.code, &loaded.skill.code_file) {
                    c.bound.push(BoundModule {
                        key: key.clone(),
                        file: file.clone(),
                        source,
                        origin: format!("skill {}", loaded.skill.name),
                    });
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
            |c, _| c.docs.search(&query, limit),
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

impl super::bindings::gg::agent::session::Host for TurnState {
    fn text(&mut self, value: String) -> Result<(), ApiError> {
        let args = json!({"value": abbreviate(&value)});
        self.call(Operation::SessionText, args, value.len(), |c, _| c.session.text(&value), |_| Value::Null)
    }

    fn finish(&mut self, summary: String) -> wasmtime::Result<Result<(), ApiError>> {
        let args = json!({"summary": abbreviate(&summary)});
        let recorded = self.call(
            Operation::SessionFinish,
            args,
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
                let out = c.tools.call(&name, &arguments, l.call_timeout, &c.interrupt, &c.grants)?;
                bounded("tools.call", l, out.len())?;
                Ok(out)
            },
            |r| abbreviate(r),
        )
    }

    fn parallel(&mut self, calls: Vec<tools::ToolCall>) -> Result<Vec<Result<String, ApiError>>, ApiError> {
        let names: Vec<&str> = calls.iter().map(|c| c.name.as_str()).collect();
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
                let results = c.tools.parallel(&batch, l.call_timeout, &c.interrupt, &c.grants);
                let bytes: usize = results.iter().map(|r| r.as_ref().map_or(0, String::len)).sum();
                bounded("tools.parallel", l, bytes)?;
                Ok(results)
            },
            |r| json!({"ok": r.iter().filter(|x| x.is_ok()).count(), "err": r.iter().filter(|x| x.is_err()).count()}),
        )
    }
}

/// The store's memory cap: growing past it fails and marks the turn.
pub(crate) struct MemoryLimiter {
    pub cap: usize,
    pub hit: bool,
}

impl ResourceLimiter for MemoryLimiter {
    fn memory_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        if desired > self.cap {
            self.hit = true;
            wasmtime::bail!("memory cap of {} bytes reached", self.cap);
        }
        Ok(true)
    }

    fn table_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        Ok(desired <= 10_000_000)
    }
}
