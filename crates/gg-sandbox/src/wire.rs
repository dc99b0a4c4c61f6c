//! The wire: the membrane's byte encoding, for the JVM arms (`wit/wire.wit`) and the CRuby guest
//! (`rbwasm`): an operation key and JSON arguments in, the operation's
//! result as JSON out.
//!
//! [`dispatch`] decodes the arguments by the operation's WIT parameter names,
//! calls the same typed host function a component guest would call (so
//! grants, limits and the call record are exactly the typed path's), and
//! encodes the result in the wire's conventions: records as objects with
//! their WIT field names, options as `null`, enums as their case names,
//! variants as `{"tag", "val"}`. A malformed request is the program's
//! `invalid-argument`, never a host failure.

use crate::host::TurnState;
#[cfg(feature = "java")]
use gg_capabilities::jdk_math;
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::gg::agent::{context, docs, files, memories, session, shell, skills, tasks, tools, views};
use gg_membrane::ops::Operation;
use serde_json::{Map, Value, json};

/// A core-module guest's door frame `"<operation>\n<JSON arguments>"`,
/// dispatched and answered as the doors write it back: `ok:<JSON result>`
/// or `err:<JSON api-error>` (CRuby's `rbwasm`, CPython's `pywasm`).
#[cfg(feature = "core")]
pub(crate) fn answer(state: &mut TurnState, operation: &str, arguments: &str) -> String {
    match dispatch(state, operation, arguments) {
        Ok(result) => format!("ok:{result}"),
        Err(e) => format!(
            "err:{}",
            json!({"operation": e.operation, "code": crate::host::code_name(e.code), "message": e.message})
        ),
    }
}

/// Runs one wire call.
pub fn dispatch(state: &mut TurnState, operation: &str, arguments: &str) -> Result<String, ApiError> {
    let Some(op) = Operation::from_key(operation) else {
        return Err(ApiError {
            operation: operation.to_string(),
            code: ErrorCode::InvalidArgument,
            message: format!("`{operation}` is not an operation of the agent surface"),
        });
    };
    if let Some(refused) = state.refused_unread(op) {
        return Err(refused);
    }
    let args: Value = serde_json::from_str(&lone_surrogates_replaced(arguments))
        .map_err(|e| invalid(operation, format!("the arguments are not JSON: {e}")))?;
    let a = Args {
        op: operation,
        map: args.as_object().ok_or_else(|| invalid(operation, "the arguments are not a JSON object".into()))?,
    };
    // Every operation of the registry is matched here, with no default arm:
    // an operation added to the WIT does not compile until the wire carries it.
    let result = match op {
        Operation::FilesReadFile => {
            let o = a.record("options")?;
            let options = files::ReadOptions { offset: o.opt_u32("offset")?, limit: o.opt_u32("limit")? };
            file_content(files::Host::read_file(state, a.string("path")?, options)?)
        }
        Operation::FilesReadTextFile => json!(files::Host::read_text_file(state, a.string("path")?)?),
        Operation::FilesWriteFile => json!(files::Host::write_file(state, a.string("path")?, a.string("content")?)?),
        Operation::FilesEditFile => {
            let r = files::Host::edit_file(state, a.string("path")?, a.string("old-text")?, a.string("new-text")?)?;
            json!({"path": r.path, "line": r.line})
        }
        Operation::FilesListDirectory => {
            let entries = files::Host::list_directory(state, a.string("path")?)?;
            Value::Array(
                entries
                    .into_iter()
                    .map(|e| json!({"name": e.name, "kind": entry_kind(e.kind), "size": e.size}))
                    .collect(),
            )
        }
        Operation::FilesSearch => {
            let o = a.record("options")?;
            let options = files::SearchOptions {
                path: o.opt_string("path")?,
                glob: o.opt_string("glob")?,
                limit: o.opt_u32("limit")?,
                ignore_case: o.opt_bool("ignore-case")?.unwrap_or(false),
            };
            let r = files::Host::search(state, a.string("pattern")?, options)?;
            let matches: Vec<Value> = r
                .matches
                .into_iter()
                .map(|m| json!({"path": m.path, "line": m.line, "column": m.column, "text": m.text}))
                .collect();
            json!({"matches": matches, "truncated": r.truncated})
        }
        Operation::FilesFind => {
            let o = a.record("options")?;
            let options = files::FindOptions { path: o.opt_string("path")?, limit: o.opt_u32("limit")? };
            json!(files::Host::find(state, a.string("glob")?, options)?)
        }
        Operation::FilesMove => {
            files::Host::move_(state, a.string("source")?, a.string("destination")?)?;
            Value::Null
        }
        Operation::FilesDelete => {
            files::Host::delete(state, a.string("path")?)?;
            Value::Null
        }
        Operation::ViewsOpenText => view(views::Host::open_text(state, a.string("label")?, a.string("body")?)?),
        Operation::ViewsOpenFile => {
            view(views::Host::open_file(state, a.string("path")?, a.opt_u32("offset")?, a.opt_u32("limit")?)?)
        }
        Operation::ViewsClose => {
            views::Host::close(state, a.u32("id")?)?;
            Value::Null
        }
        Operation::ViewsList => Value::Array(views::Host::list(state)?.into_iter().map(view).collect()),
        Operation::ShellRun => {
            let o = a.record("options")?;
            let env = match o.map.get("env") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(pairs)) => pairs
                    .iter()
                    .map(|p| match p.as_array().map(Vec::as_slice) {
                        Some([Value::String(k), Value::String(v)]) => Ok((k.clone(), v.clone())),
                        _ => {
                            Err(invalid(operation, "options.env must be an array of [name, value] string pairs".into()))
                        }
                    })
                    .collect::<Result<_, _>>()?,
                Some(_) => {
                    return Err(invalid(operation, "options.env must be an array of [name, value] pairs".into()));
                }
            };
            let options = shell::RunOptions {
                timeout_seconds: o.opt_u32("timeout-seconds")?,
                env,
                cwd: o.opt_string("cwd")?,
                stdin: o.opt_string("stdin")?,
            };
            let r = shell::Host::run(state, a.string("command")?, options)?;
            json!({
                "exit-code": r.exit_code, "signal": r.signal, "stdout": r.stdout, "stderr": r.stderr,
                "stdout-dropped": r.stdout_dropped, "stderr-dropped": r.stderr_dropped,
                "timed-out": r.timed_out, "duration-ms": r.duration_ms,
            })
        }
        Operation::TasksAdd => {
            let status = a.opt_string("status")?.map(|s| task_status(operation, &s)).transpose()?;
            task(tasks::Host::add(state, a.string("title")?, a.opt_string("notes")?, status)?)
        }
        Operation::TasksUpdate => {
            let p = a.record("patch")?;
            let status = p.opt_string("status")?.map(|s| task_status(operation, &s)).transpose()?;
            let notes = match p.map.get("notes") {
                None | Some(Value::Null) => tasks::TextPatch::Keep,
                Some(v) => match (v.get("tag").and_then(Value::as_str), v.get("val")) {
                    (Some("keep"), _) => tasks::TextPatch::Keep,
                    (Some("clear"), _) => tasks::TextPatch::Clear,
                    (Some("set"), Some(Value::String(s))) => tasks::TextPatch::Set(s.clone()),
                    _ => {
                        return Err(invalid(
                            operation,
                            "patch.notes must be {\"tag\": \"keep\"}, {\"tag\": \"clear\"} or {\"tag\": \"set\", \"val\": text}"
                                .into(),
                        ));
                    }
                },
            };
            let patch = tasks::TaskPatch { title: p.opt_string("title")?, status, notes };
            task(tasks::Host::update(state, a.u32("id")?, patch)?)
        }
        Operation::TasksList => {
            let status = a.opt_string("status")?.map(|s| task_status(operation, &s)).transpose()?;
            Value::Array(tasks::Host::list(state, status)?.into_iter().map(task).collect())
        }
        Operation::MemoriesWrite => {
            let tags = a.strings("tags")?;
            memory(memories::Host::write(state, a.string("slug")?, a.string("text")?, tags, a.opt_string("code")?)?)
        }
        Operation::MemoriesRead => memory(memories::Host::read(state, a.string("slug")?)?),
        Operation::MemoriesDelete => {
            memories::Host::delete(state, a.string("slug")?)?;
            Value::Null
        }
        Operation::MemoriesSearch => Value::Array(
            memories::Host::search(state, a.string("query")?, a.opt_u32("limit")?)?
                .into_iter()
                .map(|h| json!({"memory": memory(h.memory), "score": h.score}))
                .collect(),
        ),
        Operation::ContextListTurns => {
            Value::Array(context::Host::list_turns(state)?.into_iter().map(turn_summary).collect())
        }
        Operation::ContextArchive => {
            let ranges = match a.map.get("ranges") {
                Some(Value::Array(items)) => items
                    .iter()
                    .map(|r| {
                        let first = r.get("first").and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok());
                        let last = r.get("last").and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok());
                        match (first, last) {
                            (Some(first), Some(last)) => Ok(context::TurnRange { first, last }),
                            _ => Err(invalid(operation, "each range must be {\"first\": n, \"last\": n}".into())),
                        }
                    })
                    .collect::<Result<_, _>>()?,
                _ => return Err(invalid(operation, "ranges must be an array".into())),
            };
            json!(context::Host::archive(state, ranges)?)
        }
        Operation::ContextReadTurn => {
            let t = context::Host::read_turn(state, a.u32("number")?)?;
            json!({"summary": turn_summary(t.summary), "program": t.program, "outcome": t.outcome})
        }
        Operation::SkillsList => Value::Array(skills::Host::list(state)?.into_iter().map(skill).collect()),
        Operation::SkillsUse => {
            let u = skills::Host::use_(state, a.string("name")?)?;
            json!({"skill": skill(u.skill), "view-id": u.view_id, "module-key": u.module_key})
        }
        Operation::DocsSearch => Value::Array(
            docs::Host::search(state, a.string("query")?, a.opt_u32("limit")?)?
                .into_iter()
                .map(|h| {
                    let kind = match h.kind {
                        docs::EntryKind::Module => "module",
                        docs::EntryKind::Function => "function",
                        docs::EntryKind::Type => "type",
                    };
                    json!({"key": h.key, "kind": kind, "brief": h.brief, "score": h.score})
                })
                .collect(),
        ),
        Operation::DocsOpen => json!(docs::Host::open(state, a.string("key")?)?),
        Operation::SessionText => {
            session::Host::text(state, a.string("value")?)?;
            Value::Null
        }
        Operation::SessionFinish => {
            // A recorded finish that ends the program comes back as the
            // trap's error; the wire's host function below raises it.
            session::Host::finish(state, a.string("summary")?).unwrap_or(Ok(()))?;
            Value::Null
        }
        Operation::ToolsList => Value::Array(
            tools::Host::list(state)?
                .into_iter()
                .map(|t| {
                    json!({"name": t.name, "description": t.description, "schema": t.schema, "outputSchema": t.output_schema})
                })
                .collect(),
        ),
        Operation::ToolsParallel => {
            let calls = match a.map.get("calls") {
                Some(Value::Array(items)) => items
                    .iter()
                    .map(|c| match (c.get("name"), c.get("arguments")) {
                        (Some(Value::String(name)), Some(Value::String(arguments))) => {
                            let arguments = lone_surrogates_replaced(arguments).into_owned();
                            Ok(tools::ToolCall { name: name.clone(), arguments })
                        }
                        _ => Err(invalid(
                            operation,
                            "each call must be {\"name\": text, \"arguments\": JSON text}".into(),
                        )),
                    })
                    .collect::<Result<_, _>>()?,
                _ => return Err(invalid(operation, "calls must be an array".into())),
            };
            Value::Array(
                tools::Host::parallel(state, calls)?
                    .into_iter()
                    .map(|r| match r {
                        Ok(v) => json!({"tag": "ok", "val": v}),
                        Err(e) => json!({"tag": "err", "val": {
                            "operation": e.operation, "code": super::host::code_name(e.code), "message": e.message,
                        }}),
                    })
                    .collect(),
            )
        }
        Operation::ToolsCall => {
            let arguments = lone_surrogates_replaced(&a.string("arguments")?).into_owned();
            json!(tools::Host::call(state, a.string("name")?, arguments)?)
        }
    };
    Ok(result.to_string())
}

/// The `fuzzing` feature's way to [`dispatch`] (`gg::fuzzing::wire_dispatch`):
/// one request against a turn state of its own, with no store and no guest;
/// returns the result and the calls the turn recorded.
#[cfg(feature = "fuzzing")]
impl super::host::Capabilities {
    pub fn dispatch_wire(
        self,
        limits: &gg_core::limits::Limits,
        operation: &str,
        arguments: &str,
    ) -> (Result<String, ApiError>, Vec<gg_core::outcome::CallRecord>) {
        let mut state = TurnState::new(wasmtime_wasi::WasiCtxBuilder::new().build(), limits, self);
        let result = dispatch(&mut state, operation, arguments);
        (result, state.calls)
    }
}

#[cfg(feature = "java")]
impl gg_membrane::jvm::gg::agent::wire::Host for TurnState {
    fn call(&mut self, operation: String, arguments: String) -> wasmtime::Result<Result<String, ApiError>> {
        let result = dispatch(self, &operation, &arguments);
        if self.finished_early {
            wasmtime::bail!("the program finished");
        }
        Ok(result)
    }
}

/// TeaVM's classlib leaves these to its host (`wit/math.wit`); they are pure
/// and unrecorded, like the engine's own arithmetic, and answer as the JDK's
/// `StrictMath` does (`gg_capabilities::jdk_math`).
#[cfg(feature = "java")]
impl gg_membrane::jvm::gg::agent::math::Host for TurnState {
    fn sin(&mut self, x: f64) -> f64 {
        jdk_math::sin(x)
    }
    fn cos(&mut self, x: f64) -> f64 {
        jdk_math::cos(x)
    }
    fn tan(&mut self, x: f64) -> f64 {
        jdk_math::tan(x)
    }
    fn asin(&mut self, x: f64) -> f64 {
        jdk_math::asin(x)
    }
    fn acos(&mut self, x: f64) -> f64 {
        jdk_math::acos(x)
    }
    fn atan(&mut self, x: f64) -> f64 {
        jdk_math::atan(x)
    }
    fn atan2(&mut self, y: f64, x: f64) -> f64 {
        jdk_math::atan2(y, x)
    }
    fn exp(&mut self, x: f64) -> f64 {
        jdk_math::exp(x)
    }
    fn log(&mut self, x: f64) -> f64 {
        jdk_math::log(x)
    }
    fn log10(&mut self, x: f64) -> f64 {
        jdk_math::log10(x)
    }
    fn log1p(&mut self, x: f64) -> f64 {
        jdk_math::log1p(x)
    }
    fn expm1(&mut self, x: f64) -> f64 {
        jdk_math::expm1(x)
    }
    fn sqrt(&mut self, x: f64) -> f64 {
        jdk_math::sqrt(x)
    }
    fn cbrt(&mut self, x: f64) -> f64 {
        jdk_math::cbrt(x)
    }
    fn hypot(&mut self, x: f64, y: f64) -> f64 {
        jdk_math::hypot(x, y)
    }
    fn sinh(&mut self, x: f64) -> f64 {
        jdk_math::sinh(x)
    }
    fn cosh(&mut self, x: f64) -> f64 {
        jdk_math::cosh(x)
    }
    fn tanh(&mut self, x: f64) -> f64 {
        jdk_math::tanh(x)
    }
    fn ceil(&mut self, x: f64) -> f64 {
        jdk_math::ceil(x)
    }
    fn floor(&mut self, x: f64) -> f64 {
        jdk_math::floor(x)
    }
    fn pow(&mut self, x: f64, y: f64) -> f64 {
        jdk_math::pow(x, y)
    }
    fn random(&mut self) -> f64 {
        if self.random.unseeded() {
            // Seeded from the system's random source, through a durable
            // program's tape.
            self.random.seed(crate::tape::math_seed(&self.tape_slot));
        }
        self.random.next_double()
    }
    fn nano_time(&mut self) -> f64 {
        crate::tape::nano_millis(&self.tape_slot, self.run_started.elapsed())
    }
}

/// JSON text with every escaped lone surrogate (`\ud800`) made `\ufffd`: the
/// wire's arguments, and a tool's JSON arguments inside them. A JVM string
/// may hold a lone surrogate, which JSON writers (the SDK's among them) write
/// as an escape, and the JSON parser refuses one; it crosses as U+FFFD, as a
/// lone surrogate in a component guest's string does. An escaped pair stays,
/// and a `\\` is stepped over, so text that only looks like an escape stays.
fn lone_surrogates_replaced(text: &str) -> std::borrow::Cow<'_, str> {
    let bytes = text.as_bytes();
    let unit = |at: usize| {
        let hex = std::str::from_utf8(bytes.get(at..at + 4)?).ok()?;
        if hex.bytes().all(|b| b.is_ascii_hexdigit()) { u16::from_str_radix(hex, 16).ok() } else { None }
    };
    let mut out = String::new();
    let (mut from, mut i) = (0, 0);
    while let Some(at) = bytes.get(i..).and_then(|rest| rest.iter().position(|&b| b == b'\\')).map(|p| p + i) {
        i = at + 2;
        if bytes.get(at + 1) != Some(&b'u') {
            continue;
        }
        match unit(at + 2) {
            Some(0xd800..=0xdbff)
                if bytes.get(at + 6..at + 8) == Some(b"\\u") && matches!(unit(at + 8), Some(0xdc00..=0xdfff)) =>
            {
                i = at + 12;
            }
            Some(0xd800..=0xdfff) => {
                out.push_str(&text[from..at]);
                out.push_str("\\ufffd");
                from = at + 6;
                i = at + 6;
            }
            _ => {}
        }
    }
    if from == 0 {
        return std::borrow::Cow::Borrowed(text);
    }
    out.push_str(&text[from..]);
    std::borrow::Cow::Owned(out)
}

fn invalid(operation: &str, message: String) -> ApiError {
    ApiError { operation: operation.to_string(), code: ErrorCode::InvalidArgument, message }
}

/// A JSON object's members, read by WIT name.
struct Args<'a> {
    op: &'a str,
    map: &'a Map<String, Value>,
}

impl<'a> Args<'a> {
    fn wrong(&self, name: &str, want: &str) -> ApiError {
        invalid(self.op, format!("`{name}` must be {want}"))
    }

    fn string(&self, name: &str) -> Result<String, ApiError> {
        self.map.get(name).and_then(Value::as_str).map(str::to_string).ok_or_else(|| self.wrong(name, "a string"))
    }

    fn opt_string(&self, name: &str) -> Result<Option<String>, ApiError> {
        match self.map.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(_) => Err(self.wrong(name, "a string or null")),
        }
    }

    fn u32(&self, name: &str) -> Result<u32, ApiError> {
        self.opt_u32(name)?.ok_or_else(|| self.wrong(name, "a non-negative integer"))
    }

    fn opt_u32(&self, name: &str) -> Result<Option<u32>, ApiError> {
        match self.map.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => v
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .map(Some)
                .ok_or_else(|| self.wrong(name, "a non-negative integer below 2^32")),
        }
    }

    fn opt_bool(&self, name: &str) -> Result<Option<bool>, ApiError> {
        match self.map.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) => Err(self.wrong(name, "true or false")),
        }
    }

    fn strings(&self, name: &str) -> Result<Vec<String>, ApiError> {
        match self.map.get(name) {
            None | Some(Value::Null) => Ok(Vec::new()),
            Some(Value::Array(items)) => items
                .iter()
                .map(|v| v.as_str().map(str::to_string).ok_or_else(|| self.wrong(name, "an array of strings")))
                .collect(),
            Some(_) => Err(self.wrong(name, "an array of strings")),
        }
    }

    /// A record argument; an absent one is an empty record.
    fn record(&self, name: &str) -> Result<Args<'a>, ApiError> {
        static EMPTY: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
        match self.map.get(name) {
            None | Some(Value::Null) => Ok(Args { op: self.op, map: EMPTY.get_or_init(Map::new) }),
            Some(Value::Object(m)) => Ok(Args { op: self.op, map: m }),
            Some(_) => Err(self.wrong(name, "an object")),
        }
    }
}

fn task_status(operation: &str, s: &str) -> Result<tasks::TaskStatus, ApiError> {
    Ok(match s {
        "todo" => tasks::TaskStatus::Todo,
        "doing" => tasks::TaskStatus::Doing,
        "done" => tasks::TaskStatus::Done,
        "blocked" => tasks::TaskStatus::Blocked,
        other => {
            return Err(invalid(operation, format!("status must be one of todo, doing, done, blocked, got `{other}`")));
        }
    })
}

fn status_name(s: tasks::TaskStatus) -> &'static str {
    match s {
        tasks::TaskStatus::Todo => "todo",
        tasks::TaskStatus::Doing => "doing",
        tasks::TaskStatus::Done => "done",
        tasks::TaskStatus::Blocked => "blocked",
    }
}

fn entry_kind(k: files::EntryKind) -> &'static str {
    match k {
        files::EntryKind::File => "file",
        files::EntryKind::Directory => "directory",
        files::EntryKind::Symlink => "symlink",
        files::EntryKind::Other => "other",
    }
}

fn file_content(c: files::FileContent) -> Value {
    match c {
        files::FileContent::Text(t) => json!({"tag": "text", "val": {
            "path": t.path, "content": t.content, "first-line": t.first_line,
            "total-lines": t.total_lines, "truncated": t.truncated,
        }}),
        files::FileContent::Binary(b) => json!({"tag": "binary", "val": {
            "path": b.path, "media-type": b.media_type, "size": b.size, "bytes": b.bytes,
        }}),
    }
}

fn view(v: views::View) -> Value {
    json!({"id": v.id, "label": v.label, "body": v.body, "path": v.path})
}

fn task(t: tasks::Task) -> Value {
    json!({
        "id": t.id, "title": t.title, "status": status_name(t.status), "notes": t.notes,
        "created-at": t.created_at, "updated-at": t.updated_at,
    })
}

fn memory(m: memories::Memory) -> Value {
    json!({"slug": m.slug, "text": m.text, "tags": m.tags, "code": m.code, "updated-at": m.updated_at})
}

fn turn_summary(s: context::TurnSummary) -> Value {
    json!({"number": s.number, "lang": s.lang, "band": s.band, "started-at": s.started_at, "archived": s.archived})
}

fn skill(s: skills::Skill) -> Value {
    json!({"name": s.name, "description": s.description, "code-file": s.code_file})
}
