//! `gg session`: the broker protocol, JSON lines on stdin and stdout, by
//! which any agent process drives one gg session and answers its programs'
//! host tool calls (protocol 1, `docs/src/session-protocol.md`; every message's
//! JSON Schema is `docs/src/session-protocol.schema.json`).
//!
//! The reader (this thread) parses each line. Tool replies go straight to
//! the call waiting for them; `open` and `close` are answered at once;
//! `exec`, `wait`, `stop`, `approve` and `deny` each run on a thread of their own, so a tool
//! call can be answered while an `exec` observes its program, and a second
//! concurrent request is refused by the session itself. No malformed or
//! unknown message ends the session: each gets an `error` reply.

use gg::session::{Observation, Session};
use gg::sessions::Sessions;
use gg::{Grants, Lang, Limits, Runtime, SessionConfig, ToolRegistry};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

/// The protocol's version, stated in `opened`.
pub const PROTOCOL: u32 = 1;

/// Every limit `open` accepts: its key, its default and what it bounds.
/// `docs/src/session-protocol.md`'s table is checked against this one, and the
/// defaults against the crate's (tests below and in `tests/session.rs`).
pub const DEFAULT_LIMITS: &[(&str, &str, &str)] = &[
    (
        "deadline_seconds",
        "30",
        "guest time per program: wall-clock while the guest runs, time in host calls not counted",
    ),
    ("memory_mib", "256", "the guest's linear memory (at most 1024)"),
    ("max_calls", "1000", "calls across the membrane per program, tool calls included"),
    ("call_timeout_seconds", "60", "one host tool call, one file walk"),
    ("stdout_bytes", "65536", "stdout kept in the final outcome"),
    ("stderr_bytes", "65536", "stderr kept in the final outcome"),
    ("output_bytes", "16777216", "all a program may write before it ends with the `output` limit"),
    ("window_seconds", "60", "how long `exec` and `wait` observe"),
    ("lifetime_seconds", "3600", "a program's life, from its `exec`"),
    ("chunk_bytes", "65536", "output one observation carries (the rest counted in `dropped_bytes`)"),
    ("programs", "1000", "programs one session may run"),
    ("concurrent_programs", "32", "programs running at once in this gg process, across its sessions"),
    ("source_bytes", "1048576", "one program's text"),
];

/// The members a tool declaration may have.
const TOOL_KEYS: &[&str] = &["name", "description", "input_schema", "output_schema", "approval"];

/// Messages out, one writer at a time, to wherever the connection is now:
/// stdout for `gg session`, a WebSocket for `gg serve` (redirected when a
/// client resumes a session; a message sent while none is connected is
/// dropped).
#[derive(Clone)]
pub(crate) struct Out(Arc<Mutex<Sink>>);

/// Where an [`Out`] sends now.
type Sink = Box<dyn FnMut(&Value) + Send>;

impl Out {
    pub(crate) fn new(send: impl FnMut(&Value) + Send + 'static) -> Out {
        Out(Arc::new(Mutex::new(Box::new(send))))
    }

    /// From now on, messages go to `send`.
    pub(crate) fn redirect(&self, send: impl FnMut(&Value) + Send + 'static) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = Box::new(send);
    }

    /// Runs `during` while holding back what is sent meanwhile, then sends
    /// the message `during` returns first, and what was held after it.
    fn first(&self, during: impl FnOnce() -> Option<Value>) {
        let held: Arc<Mutex<Vec<Value>>> = Arc::default();
        let into = held.clone();
        let hold: Sink = Box::new(move |m| into.lock().unwrap_or_else(|p| p.into_inner()).push(m.clone()));
        let original = std::mem::replace(&mut *self.0.lock().unwrap_or_else(|p| p.into_inner()), hold);
        let message = during();
        let mut sink = self.0.lock().unwrap_or_else(|p| p.into_inner());
        *sink = original;
        if let Some(m) = message {
            sink(&m);
        }
        for m in held.lock().unwrap_or_else(|p| p.into_inner()).drain(..) {
            sink(&m);
        }
    }

    /// Whether `other` sends to the same place (it is this one).
    fn same(&self, other: &Out) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    pub(crate) fn send(&self, message: &Value) {
        (self.0.lock().unwrap_or_else(|p| p.into_inner()))(message);
    }

    fn error(&self, id: &Value, message: impl Into<String>) {
        self.send(&json!({"type": "error", "id": id, "message": message.into()}));
    }
}

/// Host tool calls waiting for the parent's reply, by call id.
pub(crate) type Pending = Arc<Mutex<HashMap<u64, mpsc::Sender<Result<Value, String>>>>>;

/// What a session's messages travel by: where they go and the tool calls
/// waiting for replies. A served session keeps its link while no client is
/// connected, so a client that resumes it answers its calls.
#[derive(Clone)]
pub(crate) struct Link {
    pub out: Out,
    pub pending: Pending,
}

/// What a served connection may open: a tenant's (`gg serve`). `gg session`
/// has none, and its `open` takes any workspace, grants and limits.
pub(crate) trait Host: Send + Sync {
    /// The session table the connection's sessions open in.
    fn sessions(&self) -> &Sessions;
    /// `open`'s config after the client's own members were applied: the
    /// host's to refuse or bound (its workspace, grants, limits, languages).
    fn admit(&self, lang: Lang, requested: &Value, config: SessionConfig) -> Result<SessionConfig, String>;
    /// The front end a journaled session's `open` is taken up by again
    /// (`gg session`'s sessions are not `gg serve`'s).
    fn front(&self) -> &str {
        "session"
    }
    /// The tools every session has before the client declares its own
    /// (a tenant's bridged MCP servers).
    fn tools(&self) -> ToolRegistry {
        ToolRegistry::new()
    }
    /// A session opened: its link is kept for a client resuming it.
    fn opened(&self, _id: &str, _link: &Link) {}
    /// The link of session `id`, for `resume`; `None` when this host
    /// keeps none (or no such session).
    fn link(&self, _id: &str) -> Option<Link> {
        None
    }
    /// The session closed (`close`, or its program's end in a session
    /// that keeps no state is not a close: only `close` is).
    fn closed(&self, _id: &str) {}
    /// What an engine request returned, after `took`.
    fn settled(&self, _lang: Lang, _kind: &str, _result: Option<&Observation>, _took: Duration) {}
}

/// The links a host keeps for `resume`, by session id.
#[derive(Default)]
pub(crate) struct Links(Mutex<HashMap<String, Link>>);

impl Links {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Link>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Keeps session `id`'s link; links of sessions `sessions` closed (for
    /// room, or to their end) go with them.
    pub(crate) fn keep(&self, sessions: &Sessions, id: &str, link: &Link) {
        let mut links = self.lock();
        links.retain(|id, _| sessions.contains(id));
        links.insert(id.to_string(), link.clone());
    }

    pub(crate) fn get(&self, id: &str) -> Option<Link> {
        self.lock().get(id).cloned()
    }

    pub(crate) fn forget(&self, id: &str) {
        self.lock().remove(id);
    }
}

/// `gg session`'s host: one table of one session, any workspace; the
/// sessions it resumed from the journal keep their link for `resume`.
struct Local(Sessions, Links);

impl Host for Local {
    fn sessions(&self) -> &Sessions {
        &self.0
    }
    fn admit(&self, _: Lang, _: &Value, config: SessionConfig) -> Result<SessionConfig, String> {
        Ok(config)
    }
    fn opened(&self, id: &str, link: &Link) {
        self.1.keep(&self.0, id, link);
    }
    fn link(&self, id: &str) -> Option<Link> {
        self.1.get(id)
    }
    fn closed(&self, id: &str) {
        self.1.forget(id);
    }
}

/// One client's conversation: the broker's state between messages.
pub(crate) struct Connection {
    host: Arc<dyn Host>,
    out: Out,
    pending: Pending,
    calls: Arc<AtomicU64>,
    session: Option<(String, Arc<Session>)>,
}

/// Runs the broker until stdin closes. The exit code is 0.
pub fn serve(runtime: Runtime) {
    let stdout = std::io::stdout();
    let out = Out::new(move |message| {
        let mut out = stdout.lock();
        let _ = writeln!(out, "{message}");
        let _ = out.flush();
    });
    // One session at a time on this stream: a table of one.
    let mut connection = Connection::new(Arc::new(Local(Sessions::new(runtime, 1), Links::default())), out);
    // Sessions an earlier `gg session` in this directory left unfinished
    // resume; the client takes one up again with `resume`.
    if let Ok(here) = std::env::current_dir()
        && gg::State::default_path(&here).exists()
    {
        connection.restore(&here);
    }
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        connection.handle(&line);
    }
}

impl Connection {
    pub(crate) fn new(host: Arc<dyn Host>, out: Out) -> Connection {
        Connection { host, out, pending: Pending::default(), calls: Arc::new(AtomicU64::new(1)), session: None }
    }

    /// Takes up the sessions `gg session` journaled in `workspace`'s state:
    /// each opens again as its journaled `open` made it (its tools answered
    /// on this connection), and its unfinished program resumes. Said on the
    /// connection as one `resumable` message listing their ids.
    pub(crate) fn restore(&self, workspace: &std::path::Path) {
        let journal = match crate::journal::for_workspace(workspace) {
            Ok(j) => j,
            Err(why) => return self.out.error(&Value::Null, format!("the journal could not be read: {why}")),
        };
        let (host, out, pending, calls) = (&*self.host, &self.out, &self.pending, &self.calls);
        // What the resumed programs send (their tool calls) comes after the
        // message that says they resumed.
        out.first(|| {
            let restored = host.sessions().restore(&*journal, |entry| {
                if entry.spec.get("front").and_then(Value::as_str) != Some(host.front()) {
                    return None;
                }
                let mut open = entry.spec.get("open").cloned().unwrap_or(Value::Null);
                // `gg session`'s `open` without a workspace meant the
                // directory it ran in then; a tenant's is the tenant's.
                if host.front() == "session" && open.get("workspace").is_none() && open.is_object() {
                    open["workspace"] = entry.spec.get("workspace").cloned().unwrap_or(Value::Null);
                }
                Some(configure(host, &open, out, pending, calls).map(|(_, config)| config))
            });
            match restored {
                Ok(r) => {
                    let link = Link { out: out.clone(), pending: pending.clone() };
                    for id in &r.resumed {
                        host.opened(id, &link);
                    }
                    let failed: Vec<Value> =
                        r.failed.iter().map(|(id, why)| json!({"session": id, "why": why})).collect();
                    (!r.resumed.is_empty() || !failed.is_empty())
                        .then(|| json!({"type": "resumable", "sessions": r.resumed, "failed": failed}))
                }
                Err(why) => Some(
                    json!({"type": "error", "id": Value::Null, "message": format!("the journal could not be read: {why}")}),
                ),
            }
        });
    }

    /// The session this connection drives, if any.
    pub(crate) fn session_id(&self) -> Option<&str> {
        self.session.as_ref().map(|(id, _)| id.as_str())
    }

    /// Handles one message (a line of `gg session`, a text frame of `gg
    /// serve`). Nothing a client sends ends the connection: a malformed or
    /// unknown message gets an `error` reply.
    pub(crate) fn handle(&mut self, line: &str) {
        let out = self.out.clone();
        if line.trim().is_empty() {
            return;
        }
        let message: Value = match serde_json::from_str(line) {
            Ok(v @ Value::Object(_)) => v,
            Ok(_) => {
                out.error(&Value::Null, "a message is a JSON object with a `type`");
                return;
            }
            Err(e) => {
                out.error(&Value::Null, format!("the line is not JSON: {e}"));
                return;
            }
        };
        let id = message.get("id").cloned().unwrap_or(Value::Null);
        match message.get("type").and_then(Value::as_str) {
            Some("tool_result" | "tool_error") => reply_to_call(&message, &self.pending, &out),
            Some("open") => {
                if self.session.is_some() {
                    out.error(&id, "a session is already open: close it first");
                    return;
                }
                match open(&*self.host, &message, &out, &self.pending, &self.calls) {
                    Ok(s) => {
                        out.send(&json!({"type": "opened", "id": id, "protocol": PROTOCOL, "lang": s.1.lang().name(), "session": s.0}));
                        self.host.opened(&s.0, &Link { out: out.clone(), pending: self.pending.clone() });
                        self.session = Some(s);
                    }
                    Err(why) => out.error(&id, why),
                }
            }
            Some("resume") => {
                if self.session.is_some() {
                    out.error(&id, "a session is already open: close it first");
                    return;
                }
                let Some(sid) = message.get("session").and_then(Value::as_str) else {
                    out.error(&id, "`resume` needs `session`, the id `opened` gave");
                    return;
                };
                let found = self.host.link(sid).and_then(|link| Some((link, self.host.sessions().get(sid, false).ok()?)));
                let Some((link, session)) = found else {
                    out.error(&id, format!("no session `{sid}` is open to resume"));
                    return;
                };
                // The session's messages come here from now on, its calls'
                // replies are routed to its waiting calls.
                if !link.out.same(&self.out) {
                    let here = self.out.clone();
                    link.out.redirect(move |m| here.send(m));
                }
                self.pending = link.pending;
                out.send(&json!({"type": "resumed", "id": id, "protocol": PROTOCOL, "lang": session.lang().name(), "session": sid}));
                self.session = Some((sid.to_string(), session));
            }
            Some("close") => {
                // Dropping the last handle stops a running program.
                if let Some((sid, _)) = self.session.take() {
                    self.host.sessions().close(&sid);
                    self.host.closed(&sid);
                }
                out.send(&json!({"type": "closed", "id": id}));
            }
            Some(kind @ ("exec" | "wait" | "stop" | "approve" | "deny")) => {
                let Some((sid, s)) = self.session.clone() else {
                    out.error(&id, format!("`{kind}` needs an open session: send `open` first"));
                    return;
                };
                let text = match (kind, message.get("code"), message.get("message")) {
                    ("exec", Some(Value::String(code)), _) => code.clone(),
                    ("exec", ..) => {
                        out.error(&id, "`exec` needs `code`, the program's text");
                        return;
                    }
                    ("deny", _, Some(Value::String(why))) => why.clone(),
                    ("deny", ..) => "the agent denied it".to_string(),
                    _ => String::new(),
                };
                let kind = kind.to_string();
                let host = self.host.clone();
                // Marked used (and running, for an exec) in the table, so
                // an idle session is the one a full table closes for room.
                let _ = host.sessions().get(&sid, kind == "exec");
                std::thread::spawn(move || {
                    let began = std::time::Instant::now();
                    let result = match kind.as_str() {
                        "exec" => s.exec(&text),
                        "wait" => s.wait(),
                        "approve" => s.approve(),
                        "deny" => s.deny(&text),
                        _ => s.stop(),
                    };
                    host.sessions().settle_open(&sid, &result);
                    let result = result.map_err(|e| e.to_string());
                    host.settled(s.lang(), &kind, result.as_ref().ok(), began.elapsed());
                    match result {
                        Ok(o) => out.send(&observation(&id, &o)),
                        Err(e) => out.error(&id, e),
                    }
                });
            }
            Some(other) => out.error(
                &id,
                format!(
                    "unknown message type `{other}` (known: open, resume, exec, wait, stop, approve, deny, close, tool_result, tool_error)"
                ),
            ),
            None => out.error(&id, "a message needs a `type`"),
        }
    }

    /// Sends an `error` with no request id.
    pub(crate) fn send_error(&self, message: &str) {
        self.out.error(&Value::Null, message);
    }

    /// The client went away: the session (and its program) stay, to their
    /// lifetime, for a client that resumes it; what they send meanwhile is
    /// dropped, and their tool calls find no one to answer.
    pub(crate) fn detach(&mut self) {
        self.out.redirect(|_| {});
        self.session = None;
    }
}

/// Routes a `tool_result`/`tool_error` to the call waiting for it.
fn reply_to_call(message: &Value, pending: &Pending, out: &Out) {
    let id = message.get("id").cloned().unwrap_or(Value::Null);
    let Some(call) = message.get("call_id").and_then(Value::as_u64) else {
        out.error(&id, "a tool reply needs the `call_id` of its `tool_call`");
        return;
    };
    let waiting = pending.lock().unwrap_or_else(|p| p.into_inner()).remove(&call);
    let Some(waiting) = waiting else {
        out.error(&id, format!("no tool call {call} is waiting for a reply"));
        return;
    };
    let answer = if message["type"] == "tool_result" {
        Ok(message.get("result").cloned().unwrap_or(Value::Null))
    } else {
        Err(message.get("message").and_then(Value::as_str).unwrap_or("the tool failed").to_string())
    };
    let _ = waiting.send(answer);
}

/// Opens the session an `open` asks for in the host's table (whose rules,
/// the keep-state rule among them, are the engine's), with what the host
/// admits.
fn open(
    host: &dyn Host,
    message: &Value,
    out: &Out,
    pending: &Pending,
    calls: &Arc<AtomicU64>,
) -> Result<(String, Arc<Session>), String> {
    let (lang, config) = configure(host, message, out, pending, calls)?;
    host.sessions().open(lang, config).map_err(|e| e.to_string())
}

/// The language and configuration an `open` asks for, as the host admits
/// them; a session with state is durable, its `open` journaled with it (the
/// workspace made absolute) to open it again after a restart.
fn configure(
    host: &dyn Host,
    message: &Value,
    out: &Out,
    pending: &Pending,
    calls: &Arc<AtomicU64>,
) -> Result<(Lang, SessionConfig), String> {
    let known = ["type", "id", "lang", "workspace", "grants", "limits", "tools", "state", "keep_state"];
    if let Some(k) = message.as_object().into_iter().flatten().map(|(k, _)| k).find(|k| !known.contains(&k.as_str())) {
        return Err(format!("unknown member `{k}` of `open` (accepted: {})", known[2..].join(", ")));
    }
    let lang = message.get("lang").and_then(Value::as_str).ok_or("`open` needs `lang`")?;
    let lang = Lang::from_name(lang).ok_or_else(|| {
        let known: Vec<&str> = Lang::all().map(Lang::name).collect();
        format!("unknown language `{lang}` (known: {})", known.join(", "))
    })?;
    let workspace = match message.get("workspace") {
        None => std::env::current_dir().map_err(|e| format!("the current directory: {e}"))?,
        Some(Value::String(w)) => PathBuf::from(w),
        Some(_) => return Err("`workspace` must be a path".into()),
    };
    let mut config = SessionConfig::new(workspace);
    if let Some(grants) = message.get("grants") {
        let names = grants.as_array().ok_or("`grants` must be an array of grant names")?;
        let mut g = Grants::none();
        for name in names {
            g.grant(name.as_str().ok_or("`grants` must be an array of grant names")?)?;
        }
        config.grants = g;
    }
    match message.get("state") {
        None | Some(Value::Bool(true)) => {}
        Some(Value::Bool(false)) => config.without_state = true,
        Some(_) => return Err("`state` must be true or false".into()),
    }
    match message.get("keep_state") {
        None | Some(Value::Bool(false)) => {}
        Some(Value::Bool(true)) => config.keep_state = true,
        Some(_) => return Err("`keep_state` must be true or false".into()),
    }
    if let Some(limits) = message.get("limits") {
        set_limits(&mut config, limits)?;
    }
    let mut tools = host.tools();
    for tool in message.get("tools").and_then(Value::as_array).into_iter().flatten() {
        register(&mut tools, tool, out, pending, calls, config.limits.call_timeout)?;
    }
    if message.get("tools").is_some_and(|t| !t.is_array()) {
        return Err("`tools` must be an array of tool declarations".into());
    }
    // Tools an agent declares are meant to be called: with no `grants`
    // given, the defaults gain `tools`.
    if message.get("grants").is_none()
        && message.get("tools").is_some_and(|t| t.as_array().is_some_and(|a| !a.is_empty()))
    {
        config.grants.grant("tools")?;
    }
    config.tools = tools;
    let mut config = host.admit(lang, message, config)?;
    if !config.without_state {
        // The workspace as it was when the session opened (a relative
        // `open` names the directory gg session ran in).
        let workspace = std::path::absolute(&config.workspace).unwrap_or_else(|_| config.workspace.clone());
        config.journal = Some(crate::journal::for_workspace(&workspace)?);
        config.spec = json!({"front": host.front(), "open": message, "workspace": workspace});
    }
    Ok((lang, config))
}

/// Sets the limits `limits` names (keys of [`DEFAULT_LIMITS`]), each a positive number.
pub(crate) fn set_limits(config: &mut SessionConfig, limits: &Value) -> Result<(), String> {
    let map = limits.as_object().ok_or("`limits` must be an object")?;
    for (key, value) in map {
        let number = value.as_f64().filter(|n| *n > 0.0 && n.is_finite());
        let Some(n) = number else {
            return Err(format!("limit `{key}` must be a positive number"));
        };
        let secs = || Duration::from_secs_f64(n);
        let l: &mut Limits = &mut config.limits;
        match key.as_str() {
            "deadline_seconds" => l.deadline = secs(),
            "memory_mib" => l.memory_bytes = (n as usize).min(gg::MAX_MEMORY_BYTES >> 20) << 20,
            "max_calls" => l.max_calls = n as u32,
            "call_timeout_seconds" => l.call_timeout = secs(),
            "stdout_bytes" => l.stdout_bytes = n as usize,
            "stderr_bytes" => l.stderr_bytes = n as usize,
            "window_seconds" => config.window = secs(),
            "lifetime_seconds" => config.lifetime = secs(),
            "chunk_bytes" => config.chunk_bytes = n as usize,
            "output_bytes" => l.output_flood_bytes = n as u64,
            "programs" => config.max_programs = n as u32,
            "concurrent_programs" => config.max_concurrent = n as u32,
            "source_bytes" => config.max_source_bytes = n as usize,
            other => {
                let keys: Vec<&str> = DEFAULT_LIMITS.iter().map(|(k, _, _)| *k).collect();
                return Err(format!("unknown limit `{other}` (accepted: {})", keys.join(", ")));
            }
        }
    }
    Ok(())
}

/// Registers one declared tool whose handler asks the parent.
fn register(
    tools: &mut ToolRegistry,
    tool: &Value,
    out: &Out,
    pending: &Pending,
    calls: &Arc<AtomicU64>,
    call_timeout: Duration,
) -> Result<(), String> {
    declare(tools, tool, |name| {
        let (out, pending, calls, tool_name) = (out.clone(), pending.clone(), calls.clone(), name.to_string());
        move |arguments, key: Option<&str>| {
            let call = calls.fetch_add(1, Ordering::Relaxed);
            let (send, receive) = mpsc::channel();
            pending.lock().unwrap_or_else(|p| p.into_inner()).insert(call, send);
            let mut message = json!({"type": "tool_call", "call_id": call, "name": tool_name, "arguments": arguments});
            if let Some(key) = key {
                message["idempotency_key"] = json!(key);
            }
            out.send(&message);
            // The program gives up at its call timeout; so does this handler,
            // and a late reply then finds no call waiting.
            let answer = receive.recv_timeout(call_timeout + Duration::from_secs(1));
            pending.lock().unwrap_or_else(|p| p.into_inner()).remove(&call);
            answer.unwrap_or_else(|_| Err("the agent did not answer the tool call".into()))
        }
    })
}

/// Registers one tool declaration (`name`, `description`, `input_schema`,
/// `output_schema`, `approval`) with the handler `handler(name)` makes.
fn declare<H>(tools: &mut ToolRegistry, tool: &Value, handler: impl FnOnce(&str) -> H) -> Result<(), String>
where
    H: Fn(Value, Option<&str>) -> Result<Value, String> + Send + Sync + 'static,
{
    let decl = tool.as_object().ok_or("each tool is an object with `name`, `description` and `input_schema`")?;
    if let Some(k) = decl.keys().find(|k| !TOOL_KEYS.contains(&k.as_str())) {
        return Err(format!("unknown member `{k}` of a tool (accepted: {})", TOOL_KEYS.join(", ")));
    }
    let name = decl.get("name").and_then(Value::as_str).ok_or("a tool needs a `name`")?;
    let description = decl.get("description").and_then(Value::as_str).unwrap_or_default();
    let schema = decl.get("input_schema").cloned().unwrap_or(json!({"type": "object"}));
    tools.register_keyed(name, description, schema, handler(name))?;
    match decl.get("approval") {
        None => {}
        Some(Value::String(a)) if a == "never" => {}
        Some(Value::String(a)) if a == "ask" => {
            tools.ask_first(name)?;
        }
        Some(other) => return Err(format!("tool `{name}`: `approval` is \"ask\" or \"never\", got {other}")),
    }
    Ok(())
}

/// The tools a JSON file declares (an array, as `open` takes them), for
/// `gg instructions`: their handlers refuse, since nothing answers them.
pub fn declared_tools(path: &std::path::Path) -> Result<ToolRegistry, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let decls: Value = serde_json::from_str(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
    let decls =
        decls.as_array().ok_or_else(|| format!("{}: expected an array of tool declarations", path.display()))?;
    let mut tools = ToolRegistry::new();
    for d in decls {
        declare(&mut tools, d, |_| |_, _: Option<&str>| Err("declared for instructions only".into()))?;
    }
    Ok(tools)
}

/// An observation as the protocol sends it.
fn observation(id: &Value, o: &Observation) -> Value {
    let mut v = observation_fields(o);
    v["type"] = json!("observation");
    v["id"] = id.clone();
    v
}

/// An observation's members, shared by `gg session` and `gg mcp`: `status`,
/// `output`, and as they apply `approval`, `value`, `error` (the located
/// failure, rendered rustc-style) and `outcome` (the whole outcome).
pub(crate) fn observation_fields(o: &Observation) -> Value {
    let mut v = json!({"status": o.status, "output": o.output});
    if let Some(approval) = &o.approval {
        v["approval"] = json!(approval);
    }
    if let Some(value) = &o.value {
        v["value"] = json!(value);
    }
    if o.state_reset {
        v["state_reset"] = json!(true);
    }
    if let Some(outcome) = &o.outcome {
        let report = gg::report::render(outcome);
        if !report.is_empty() {
            v["error"] = json!(report);
        }
        v["outcome"] = serde_json::to_value(outcome).unwrap_or(Value::Null);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limits_table_states_the_real_defaults() {
        let config = SessionConfig::new(".");
        let l = &config.limits;
        let actual = [
            ("deadline_seconds", l.deadline.as_secs().to_string()),
            ("memory_mib", (l.memory_bytes >> 20).to_string()),
            ("max_calls", l.max_calls.to_string()),
            ("call_timeout_seconds", l.call_timeout.as_secs().to_string()),
            ("stdout_bytes", l.stdout_bytes.to_string()),
            ("stderr_bytes", l.stderr_bytes.to_string()),
            ("output_bytes", l.output_flood_bytes.to_string()),
            ("window_seconds", config.window.as_secs().to_string()),
            ("lifetime_seconds", config.lifetime.as_secs().to_string()),
            ("chunk_bytes", config.chunk_bytes.to_string()),
            ("programs", config.max_programs.to_string()),
            ("concurrent_programs", config.max_concurrent.to_string()),
            ("source_bytes", config.max_source_bytes.to_string()),
        ];
        let table: Vec<(&str, String)> = DEFAULT_LIMITS.iter().map(|(k, d, _)| (*k, d.to_string())).collect();
        assert_eq!(table, actual.to_vec());
    }

    #[test]
    fn the_protocol_document_lists_exactly_these_limits() {
        let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/src/session-protocol.md"))
            .unwrap();
        let rows: Vec<String> = DEFAULT_LIMITS.iter().map(|(k, d, m)| format!("| `{k}` | {d} | {m} |")).collect();
        let in_doc: Vec<&str> = doc.lines().filter(|l| l.starts_with("| `") && l.matches('|').count() == 4).collect();
        let limits_in_doc: Vec<&str> = in_doc
            .into_iter()
            .filter(|l| DEFAULT_LIMITS.iter().any(|(k, _, _)| l.starts_with(&format!("| `{k}`"))))
            .collect();
        assert_eq!(
            limits_in_doc,
            rows.iter().map(String::as_str).collect::<Vec<_>>(),
            "docs/src/session-protocol.md's limits table"
        );
    }
}
