//! `gg mcp`: a Model Context Protocol server on stdin and stdout (the `rmcp`
//! crate), over the same session engine as `gg session`.
//!
//! * One [`Runtime`] lives as long as the server, so the Opal compilers and
//!   the JVMs stay warm between programs (started in the background when the
//!   server starts, unless `--no-warm`/`warm = false`).
//! * Tools: `exec` (a program in a language; a fresh session, or a kept one
//!   named by `session`), `wait`, `stop`, `approve`, `deny` (a session's
//!   program again), `docs_search` and `docs_open` (an arm's SDK catalogue,
//!   on the host). Each input schema refuses unknown members, and so does the
//!   server. An observation is `structuredContent` under the tool's
//!   `outputSchema` (`gg session`'s observation members, plus `session`,
//!   `language` and `keep_state`) and text: the output, then the located
//!   failure rendered rustc-style, then one status line.
//! * A request the engine refuses (no such session, a program already
//!   running, a text too long, arguments outside the schema) is a tool
//!   result with `isError`; a program's own failure is an observation with
//!   status `error`, never `isError`.
//! * Sessions: each `exec` without `session` opens one. A session that does
//!   not keep state closes with its program's final observation; a kept one
//!   stays open for the next `exec` until the server ends, or until room is
//!   needed for a new one (`[mcp] sessions`, the least recently used idle one
//!   closes first).
//! * The server's `instructions`, and one prompt per offered language (named
//!   after it), carry `gg instructions --lang L`.
//!
//! Engine calls block (an observation waits up to the window), so each runs
//! on tokio's blocking pool; the protocol runs on a current-thread runtime.

use crate::config::McpSetting;
use crate::metrics::Metrics;
use crate::{Settings, StateAt, broker};
use gg::capabilities::Docs;
use gg::session::{Observation, Session, Status};
use gg::sessions::{Sessions, TableError, is_final};
use gg::{Lang, Runtime, SessionConfig};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, GetPromptRequestParams, GetPromptResponse,
    GetPromptResult, Implementation, JsonObject, ListPromptsResult, ListToolsResult, PaginatedRequestParams, Prompt,
    PromptMessage, Role, ServerCapabilities, ServerConfig, Tool, ToolAnnotations,
};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ErrorData as McpError, ServerHandler, ServiceExt};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

/// How long `exec` and `wait` observe by default: well inside the request
/// timeout MCP clients commonly use (60 s).
pub const DEFAULT_WINDOW_SECONDS: f64 = 20.0;
/// Sessions open at once by default.
pub const DEFAULT_SESSIONS: usize = 16;

/// `gg mcp`'s own flags (the rest are [`Settings`]).
#[derive(Debug)]
pub struct Options {
    pub langs: Vec<String>,
    pub window: Option<f64>,
    pub warm: bool,
}

/// Serves MCP on stdin and stdout until the client closes stdin.
pub fn serve(runtime: Runtime, settings: Settings, options: Options) -> ExitCode {
    let server = match Server::new(runtime, settings, &options) {
        Ok(s) => s,
        Err(why) => {
            eprintln!("gg: {why}");
            return ExitCode::from(2);
        }
    };
    let warm = options.warm && server.0.config_warm;
    if warm {
        let (runtime, langs) = (server.0.runtime.clone(), server.0.langs.clone());
        // One at a time: the machine's cores stay free for the first program.
        let _ = std::thread::Builder::new().name("gg-mcp-warm".into()).spawn(move || {
            for lang in langs {
                if let Err(why) = runtime.warm(lang) {
                    eprintln!("gg mcp: the {} toolchain did not start: {why}", lang.name());
                }
            }
        });
    }
    let rt = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("gg mcp: cannot start the async runtime: {e}");
            return ExitCode::from(3);
        }
    };
    let served = rt.block_on(async move {
        let running = server.serve(rmcp::transport::stdio_pipes()).await.map_err(|e| e.to_string())?;
        running.waiting().await.map_err(|e| e.to_string())
    });
    // A program still observed on the blocking pool is stopped when its
    // session drops; nothing is left to wait for.
    rt.shutdown_timeout(Duration::from_secs(1));
    match served {
        Ok(_) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("gg mcp: {why}");
            ExitCode::FAILURE
        }
    }
}

/// The server: cheap to clone, shared by every request (and, under `gg
/// serve`, by every MCP session of one tenant).
#[derive(Clone)]
pub(crate) struct Server(Arc<Inner>);

struct Inner {
    runtime: Runtime,
    /// The MCP servers whose tools programs call (`[mcp.servers]`), alive
    /// as long as the server.
    _bridge: Option<gg::capabilities::McpBridge>,
    /// What every session opens with (`keep_state` set per session).
    config: SessionConfig,
    /// The languages `exec` offers, in the registry's order.
    langs: Vec<Lang>,
    config_warm: bool,
    info: ServerConfig,
    tools: Vec<Tool>,
    /// One prompt per language, and its text.
    prompts: Vec<(Prompt, String)>,
    /// The engine's session table (ids, eviction, the keep-state rule).
    sessions: Sessions,
    /// Where engine requests are counted (`gg serve`).
    metrics: Option<Arc<Metrics>>,
    /// The session each `exec`'s idempotency key opened (journaled with
    /// the session, so a retry after a restart finds it too).
    keys: std::sync::Mutex<HashMap<String, String>>,
}

/// Which second look at a program.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Again {
    Wait,
    Stop,
    Approve,
    Deny,
}

impl Again {
    fn name(self) -> &'static str {
        match self {
            Again::Wait => "wait",
            Again::Stop => "stop",
            Again::Approve => "approve",
            Again::Deny => "deny",
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExecArgs {
    language: String,
    code: String,
    #[serde(default)]
    session: Option<String>,
    #[serde(default)]
    keep_state: bool,
    #[serde(default)]
    idempotency_key: Option<String>,
}

/// An idempotency key's most bytes.
const MAX_KEY_BYTES: usize = 256;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SessionArgs {
    session: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DenyArgs {
    session: String,
    #[serde(default)]
    reason: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SearchArgs {
    language: String,
    query: String,
    #[serde(default)]
    limit: Option<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OpenArgs {
    language: String,
    key: String,
}

/// A tool's arguments read into `T`, or the refusal the model reads.
fn arguments<T: for<'de> Deserialize<'de>>(tool: &str, arguments: &Value) -> Result<T, String> {
    serde_json::from_value(arguments.clone())
        .map_err(|e| format!("`{tool}`: the arguments do not fit its input schema: {e}"))
}

impl Server {
    /// `gg serve`'s server for one tenant: ids unguessable, requests
    /// counted in `metrics`.
    pub(crate) fn served(
        runtime: Runtime,
        settings: Settings,
        options: &Options,
        metrics: Arc<Metrics>,
    ) -> Result<Server, String> {
        Server::build(runtime, settings, options, Some(metrics))
    }

    /// The engine's session table.
    pub(crate) fn sessions(&self) -> &Sessions {
        &self.0.sessions
    }

    /// What every session opens with, and the languages offered.
    pub(crate) fn base(&self) -> (&SessionConfig, &[Lang]) {
        (&self.0.config, &self.0.langs)
    }

    fn new(runtime: Runtime, settings: Settings, options: &Options) -> Result<Server, String> {
        Server::build(runtime, settings, options, None)
    }

    /// The server over `settings`; `served` is `gg serve`'s metrics, and a
    /// served server's session ids are unguessable.
    fn build(
        runtime: Runtime,
        settings: Settings,
        options: &Options,
        served: Option<Arc<Metrics>>,
    ) -> Result<Server, String> {
        let mcp: &McpSetting = &settings.config.mcp;
        let names: Vec<String> = if !options.langs.is_empty() {
            options.langs.clone()
        } else if let Some(l) = &mcp.languages {
            l.clone()
        } else {
            Lang::all().map(|l| l.name().to_string()).collect()
        };
        let mut langs: Vec<Lang> = Vec::new();
        for name in &names {
            let lang = Lang::from_name(name).ok_or_else(|| {
                let known: Vec<&str> = Lang::all().map(Lang::name).collect();
                format!("unknown language `{name}` (known: {})", known.join(", "))
            })?;
            if !langs.contains(&lang) {
                langs.push(lang);
            }
        }
        if langs.is_empty() {
            return Err("gg mcp offers no language: `[mcp] languages` is empty".into());
        }
        let (bridge, registry) = settings.bridge()?;
        let mut config = SessionConfig::new(&settings.workspace);
        config.tools = registry;
        config.limits = settings.limits;
        config.grants = settings.grants;
        config.skills_dir = settings.skills;
        match settings.state {
            StateAt::Default => {}
            StateAt::None => config.without_state = true,
            StateAt::At(p) if p == gg::State::default_path(&settings.workspace) => {}
            StateAt::At(p) => {
                return Err(format!(
                    "gg mcp keeps its state in the workspace's .gg/state.db (a session takes no other path); \
                     {} was asked for: leave the state path out, or keep no state (--no-state, state = false)",
                    p.display()
                ));
            }
        }
        // The session's limits, through the broker's checks (positive numbers).
        let mut limits = serde_json::Map::new();
        let window = options.window.or(mcp.window_seconds).unwrap_or(DEFAULT_WINDOW_SECONDS);
        limits.insert("window_seconds".into(), json!(window));
        if let Some(s) = mcp.lifetime_seconds {
            limits.insert("lifetime_seconds".into(), json!(s));
        }
        if let Some(k) = mcp.chunk_kib {
            limits.insert("chunk_bytes".into(), json!(k << 10));
        }
        if let Some(n) = mcp.programs {
            limits.insert("programs".into(), json!(n));
        }
        if let Some(n) = mcp.concurrent_programs {
            limits.insert("concurrent_programs".into(), json!(n));
        }
        if let Some(k) = mcp.source_kib {
            limits.insert("source_bytes".into(), json!(k << 10));
        }
        broker::set_limits(&mut config, &Value::Object(limits)).map_err(|e| format!("[mcp]: {e}"))?;
        let cap = mcp.sessions.unwrap_or(DEFAULT_SESSIONS);
        if cap == 0 {
            return Err("[mcp] sessions must be at least 1".into());
        }
        // Sessions with state are durable: journaled in the workspace's
        // state database, resumed when gg mcp starts again on it.
        let journal = match config.without_state {
            true => None,
            false => Some(crate::journal::for_workspace(&settings.workspace)?),
        };
        if let Some(j) = &journal {
            config.journal = Some(j.clone());
            config.spec = json!({"front": "mcp"});
        }
        let mut prompts = Vec::new();
        for &lang in &langs {
            let text = runtime.instructions(lang, &config.tools)?;
            let language = lang.info().language;
            let prompt = Prompt::new(
                lang.name(),
                Some(format!(
                    "How to write {language} programs for gg's `exec` tool (the text of `gg instructions --lang {}`).",
                    lang.name()
                )),
                None,
            )
            .with_title(format!("gg: writing {language}"));
            prompts.push((prompt, text));
        }
        let instructions = server_instructions(&langs, config.window, &prompts);
        let info = ServerConfig::new(ServerCapabilities::builder().enable_tools().enable_prompts().build())
            .with_server_info(
                Implementation::new("gg", env!("CARGO_PKG_VERSION"))
                    .with_title("gg")
                    .with_description("Runs a model's program in a WebAssembly sandbox and reports how it ended."),
            )
            .with_instructions(instructions);
        let tools = tools(&langs, config.window);
        let runtime_for_sessions = runtime.clone();
        let server = Server(Arc::new(Inner {
            runtime,
            _bridge: bridge,
            config,
            langs,
            config_warm: mcp.warm.unwrap_or(true),
            info,
            tools,
            prompts,
            sessions: if served.is_some() {
                Sessions::unguessable(runtime_for_sessions, cap)
            } else {
                Sessions::new(runtime_for_sessions, cap)
            },
            metrics: served,
            keys: std::sync::Mutex::default(),
        }));
        if let Some(j) = journal {
            server.restore(&*j)?;
        }
        Ok(server)
    }

    /// Takes up the sessions an earlier `gg mcp` on this workspace left in
    /// its journal: their programs resume, and a client that knew a
    /// session's id waits on it, approves or stops it as before.
    fn restore(&self, journal: &dyn gg::journal::Journal) -> Result<(), String> {
        let config = &self.0.config;
        let restored = self.0.sessions.restore(journal, |entry| {
            let ours = entry.spec.get("front").and_then(Value::as_str) == Some("mcp");
            if let (true, Some(key)) = (ours, entry.spec.get("key").and_then(Value::as_str)) {
                self.keys().insert(key.to_string(), entry.id.clone());
            }
            ours.then(|| {
                let mut config = config.clone();
                config.spec = entry.spec.clone();
                Ok(config)
            })
        })?;
        // `gg serve` logs JSON lines; `gg mcp` says it on stderr.
        let served = self.0.metrics.is_some();
        for id in &restored.resumed {
            match served {
                true => tracing::info!(session = %id, "resumed from the journal"),
                false => eprintln!("gg mcp: session {id} resumed from the journal"),
            }
        }
        for (id, why) in &restored.failed {
            match served {
                true => tracing::warn!(session = %id, "not resumed: {why}"),
                false => eprintln!("gg mcp: session {id} was not resumed: {why}"),
            }
        }
        Ok(())
    }

    /// An offered language, by its exact name.
    fn lang(&self, name: &str) -> Result<Lang, String> {
        self.0.langs.iter().copied().find(|l| l.name() == name).ok_or_else(|| {
            let offered: Vec<&str> = self.0.langs.iter().map(|l| l.name()).collect();
            format!("unknown language `{name}` (this server offers: {})", offered.join(", "))
        })
    }

    /// Opens a session in the engine's table, in this protocol's words.
    fn open(&self, lang: Lang, keep_state: bool, key: Option<&str>) -> Result<(String, Arc<Session>), String> {
        let mut config = self.0.config.clone();
        config.keep_state = keep_state;
        if let Some(k) = key {
            config.spec["key"] = json!(k);
        }
        self.0.sessions.open(lang, config).map_err(|e| match e {
            TableError::Full(cap) => {
                format!("{cap} sessions have programs running: wait for one or stop one before exec of another")
            }
            e => e.to_string(),
        })
    }

    /// The open session `id`, marked used (and running, for an exec).
    fn session(&self, id: &str, exec: bool) -> Result<Arc<Session>, String> {
        self.0.sessions.get(id, exec).map_err(|e| match e {
            TableError::Unknown(id) => format!(
                "no session `{id}` is open: a session that does not keep state closes with its program's final \
                 observation (and an idle kept one may have been closed for room); exec without `session` to start anew"
            ),
            e => e.to_string(),
        })
    }

    async fn exec(&self, args: &Value) -> Result<CallToolResult, String> {
        let a: ExecArgs = arguments("exec", args)?;
        let lang = self.lang(&a.language)?;
        let (id, session, kept, fresh) = match &a.session {
            Some(id) => {
                let session = self.session(id, true)?;
                let kept = session.keeps_state();
                if session.lang() != lang {
                    return Err(format!(
                        "session `{id}` runs {} programs, not {}: exec without `session` to start a {} one",
                        session.lang().name(),
                        lang.name(),
                        lang.name()
                    ));
                }
                (id.clone(), session, kept, false)
            }
            None => {
                let Some(key) = &a.idempotency_key else {
                    // Opening journals (a fleet's journal waits on NATS):
                    // off the async threads, as every engine call.
                    let server = self.clone();
                    let keep = a.keep_state;
                    let (id, session) = blocking(move || server.open(lang, keep, None)).await??;
                    return self.run(id, session, a.keep_state, true, lang, a.code).await;
                };
                if key.is_empty() || key.len() > MAX_KEY_BYTES {
                    return Err(format!("`idempotency_key` holds 1 to {MAX_KEY_BYTES} bytes"));
                }
                let (server, key, keep) = (self.clone(), key.clone(), a.keep_state);
                match blocking(move || server.claim(&key, lang, keep)).await?? {
                    Err(id) => {
                        let session = self.session(&id, true)?;
                        // Opened by the key, its program never started
                        // (its node stopped between the two): it starts now.
                        if session.programs() > 0 {
                            return self.again(Again::Wait, &json!({"session": id})).await;
                        }
                        (id, session, a.keep_state, true)
                    }
                    Ok((id, session)) => (id, session, a.keep_state, true),
                }
            }
        };
        self.run(id, session, kept, fresh, lang, a.code).await
    }

    /// The session an exec with idempotency key `key` runs in: `Ok`, opened
    /// now; `Err`, the session an earlier exec with the key opened (this
    /// exec is a retry and observes that program instead).
    #[allow(clippy::type_complexity)]
    fn claim(&self, key: &str, lang: Lang, keep_state: bool) -> Result<Result<(String, Arc<Session>), String>, String> {
        let mut keys = self.keys();
        if let Some(id) = keys.get(key).cloned() {
            if !self.0.sessions.contains(&id) {
                return Err(format!(
                    "the exec with idempotency_key `{key}` already ran its program to the end in session `{id}`, \
                     and that final observation was handed out: it does not run again"
                ));
            }
            return Ok(Err(id));
        }
        if keys.len() >= 4096 {
            keys.retain(|_, id| self.0.sessions.contains(id));
        }
        let (id, session) = self.open(lang, keep_state, Some(key))?;
        keys.insert(key.to_string(), id.clone());
        Ok(Ok((id, session)))
    }

    fn keys(&self) -> std::sync::MutexGuard<'_, HashMap<String, String>> {
        self.0.keys.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Runs `code` in session `id` and observes it.
    async fn run(
        &self,
        id: String,
        session: Arc<Session>,
        kept: bool,
        fresh: bool,
        lang: Lang,
        code: String,
    ) -> Result<CallToolResult, String> {
        let ran = session.clone();
        let began = std::time::Instant::now();
        let server = self.clone();
        let at = id.clone();
        let result = blocking(move || {
            let result = ran.exec(&code);
            server.0.sessions.settle(&at, fresh, &result);
            result
        })
        .await?;
        if let Some(m) = &self.0.metrics {
            m.settled(lang, "exec", result.as_ref().ok(), began.elapsed());
        }
        let o = result.map_err(|e| format!("exec refused: {e}"))?;
        Ok(observed(&id, lang, kept, &o))
    }

    async fn again(&self, again: Again, args: &Value) -> Result<CallToolResult, String> {
        let (id, reason) = if again == Again::Deny {
            let a: DenyArgs = arguments("deny", args)?;
            (a.session, a.reason.unwrap_or_else(|| "the agent denied it".to_string()))
        } else {
            let a: SessionArgs = arguments(again.name(), args)?;
            (a.session, String::new())
        };
        let session = self.session(&id, false)?;
        let kept = session.keeps_state();
        let on = session.clone();
        let (server, at) = (self.clone(), id.clone());
        let result = blocking(move || {
            let result = match again {
                Again::Wait => on.wait(),
                Again::Stop => on.stop(),
                Again::Approve => on.approve(),
                Again::Deny => on.deny(&reason),
            };
            // Settling may close the session, dropping its journal.
            server.0.sessions.settle(&at, false, &result);
            result
        })
        .await?;
        if let Some(m) = &self.0.metrics {
            m.settled(session.lang(), again.name(), result.as_ref().ok(), Duration::ZERO);
        }
        let o = result.map_err(|e| format!("{} refused: {e}", again.name()))?;
        Ok(observed(&id, session.lang(), kept, &o))
    }

    fn docs_search(&self, args: &Value) -> Result<CallToolResult, String> {
        let a: SearchArgs = arguments("docs_search", args)?;
        let lang = self.lang(&a.language)?;
        let mut docs = self.0.runtime.docs(lang, &self.0.config.tools, &self.0.config.grants)?;
        let hits = docs.search(&a.query, a.limit).map_err(|e| e.message)?;
        let mut text = String::new();
        let mut list = Vec::new();
        for h in &hits {
            let kind = match h.kind {
                gg::api::docs::EntryKind::Module => "module",
                gg::api::docs::EntryKind::Function => "function",
                gg::api::docs::EntryKind::Type => "type",
            };
            text.push_str(&format!("{} ({kind}) — {}\n", h.key, h.brief));
            list.push(json!({"key": h.key, "kind": kind, "brief": h.brief, "score": h.score}));
        }
        if hits.is_empty() {
            text.push_str(&format!("nothing in the {} catalogue matches `{}`\n", lang.name(), a.query));
        } else {
            text.push_str("docs_open with one of these keys shows its whole entry.\n");
        }
        Ok(structured(json!({"language": lang.name(), "hits": list}), text))
    }

    fn docs_open(&self, args: &Value) -> Result<CallToolResult, String> {
        let a: OpenArgs = arguments("docs_open", args)?;
        let lang = self.lang(&a.language)?;
        let mut docs = self.0.runtime.docs(lang, &self.0.config.tools, &self.0.config.grants)?;
        let text = docs.open(&a.key).map_err(|e| e.message)?;
        Ok(structured(json!({"language": lang.name(), "key": a.key, "text": text}), text))
    }
}

/// Runs an engine call on the blocking pool.
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, String> {
    tokio::task::spawn_blocking(f).await.map_err(|e| format!("gg's own failure: the call did not finish: {e}"))
}

/// A tool result: `value` as structured content, `text` for the model.
fn structured(value: Value, text: String) -> CallToolResult {
    let mut r = CallToolResult::structured(value);
    r.content = vec![ContentBlock::text(text)];
    r
}

/// An observation as an MCP tool result.
fn observed(id: &str, lang: Lang, kept: bool, o: &Observation) -> CallToolResult {
    let mut v = broker::observation_fields(o);
    v["session"] = json!(id);
    v["language"] = json!(lang.name());
    v["keep_state"] = json!(kept);
    structured(v, observation_text(id, kept, o))
}

/// What the model reads: the output since the previous look, the located
/// failure (rustc-style, as `gg run` prints it), then one status line.
pub(crate) fn observation_text(id: &str, kept: bool, o: &Observation) -> String {
    let mut t = String::new();
    for stream in [&o.output.stdout, &o.output.stderr] {
        t.push_str(stream);
        if !t.is_empty() && !t.ends_with('\n') {
            t.push('\n');
        }
    }
    if o.output.dropped_bytes > 0 {
        t.push_str(&format!(
            "note: {} more bytes of output since the last look were dropped\n",
            o.output.dropped_bytes
        ));
    }
    if let Some(outcome) = &o.outcome {
        t.push_str(&gg::report::render(outcome));
    }
    if o.state_reset {
        t.push_str("note: the program's end took the session's kept state with it: the next program starts fresh\n");
    }
    let status = serde_json::to_value(o.status).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
    t.push_str(&format!("status: {status}"));
    match o.status {
        Status::Completed => {
            if let Some(v) = &o.value {
                t.push_str(&format!(" · value: {v}"));
            }
        }
        Status::StillWorking => {
            t.push_str(&format!(" · session: {id} — wait to look again, or stop to end it"));
        }
        Status::AwaitingApproval => {
            if let Some(a) = &o.approval {
                t.push_str(&format!(
                    " · session: {id} — the program asks to call the tool `{}` with {}: approve or deny it",
                    a.name, a.arguments
                ));
            }
        }
        Status::Error | Status::Terminated => {}
    }
    if kept && is_final(o.status) {
        t.push_str(&format!(" · session: {id} (state kept: pass it to exec to continue)"));
    }
    t.push('\n');
    t
}

/// The server's `instructions`: how its tools fit together, then each
/// offered language's `gg instructions` text.
fn server_instructions(langs: &[Lang], window: Duration, prompts: &[(Prompt, String)]) -> String {
    let names: Vec<&str> = langs.iter().map(|l| l.name()).collect();
    let mut t = format!(
        "gg runs programs ({}) in a WebAssembly sandbox and reports how they ended, a failure at the program's \
         own line.\n\n\
         - `exec` runs a program and observes it for up to {} seconds. Its result is the program's output, then \
         its status: `completed` (with the value of its last expression), `error` (a syntax, compile or run-time \
         error, shown at the program's line), `terminated` (stopped, or over a limit), `still_working` (call \
         `wait` with the session it names) or `awaiting_approval` (call `approve` or `deny`).\n\
         - Each `exec` starts a fresh program in a session of its own. With `keep_state: true` the session stays \
         open and keeps its top-level variables: pass its id as `session` to the next `exec`.\n\
         - `docs_search` and `docs_open` look up the SDK a program imports, for one language.\n\
         - A program's files are confined to the workspace; what it may reach is decided by the server's grants.\n\n\
         The instructions for each language follow (also the prompts {}).\n",
        names.join(", "),
        window.as_secs_f64(),
        prompts.iter().map(|(p, _)| format!("`{}`", p.name)).collect::<Vec<_>>().join(", "),
    );
    for (lang, (_, text)) in langs.iter().zip(prompts) {
        t.push_str(&format!("\n# {} (language `{}`)\n\n", lang.info().language, lang.name()));
        t.push_str(text);
        if !t.ends_with('\n') {
            t.push('\n');
        }
    }
    t
}

fn object(v: Value) -> Arc<JsonObject> {
    match v {
        Value::Object(map) => Arc::new(map),
        _ => unreachable!("a schema literal is an object"),
    }
}

/// The members of an observation (`gg session`'s, but `type` and `id`,
/// plus the session's), as an output schema.
fn observation_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "session": {"type": "string", "description": "The session's id, for wait, stop, approve and deny (and, kept, exec)."},
            "language": {"type": "string", "description": "The program's language."},
            "keep_state": {"type": "boolean", "description": "Whether the session stays open after its program ends, keeping its top-level variables."},
            "state_reset": {"const": true, "description": "The program's end (stopped, or over a limit) took the kept state with it: the next program starts fresh."},
            "status": {"enum": ["completed", "error", "terminated", "still_working", "awaiting_approval"]},
            "output": {
                "type": "object",
                "description": "What the program wrote since the previous look.",
                "properties": {
                    "stdout": {"type": "string"},
                    "stderr": {"type": "string"},
                    "dropped_bytes": {"type": "integer", "minimum": 0}
                },
                "required": ["stdout", "stderr", "dropped_bytes"],
                "additionalProperties": false
            },
            "value": {"type": "string", "description": "The completion value, rendered in the program's language (completed only)."},
            "error": {"type": "string", "description": "The located failure, rendered rustc-style (final observations that did not complete)."},
            "outcome": {"type": "object", "description": "The whole outcome, as `gg run --json` prints it (final observations only)."},
            "approval": {
                "type": "object",
                "description": "The ask-first call waiting for approve or deny (awaiting_approval only).",
                "properties": {"name": {"type": "string"}, "arguments": true},
                "required": ["name", "arguments"],
                "additionalProperties": false
            }
        },
        "required": ["session", "language", "keep_state", "status", "output"],
        "additionalProperties": false
    })
}

/// The session a second look names.
fn session_input(action: &str) -> Value {
    json!({
        "type": "object",
        "properties": {
            "session": {"type": "string", "description": format!("The session whose program to {action}: the id an exec returned.")}
        },
        "required": ["session"],
        "additionalProperties": false
    })
}

/// Every tool, with its exact description and schemas.
fn tools(langs: &[Lang], window: Duration) -> Vec<Tool> {
    let names: Vec<&str> = langs.iter().map(|l| l.name()).collect();
    let w = window.as_secs_f64();
    let language = json!({"type": "string", "enum": names, "description": "The program's language."});
    let run = ToolAnnotations::new().read_only(false).destructive(true).idempotent(false).open_world(false);
    let look = ToolAnnotations::new().read_only(true).open_world(false);
    let end = ToolAnnotations::new().read_only(false).destructive(false).open_world(false);
    let docs = ToolAnnotations::new().read_only(true).idempotent(true).open_world(false);
    let observation = object(observation_schema());
    vec![
        Tool::new(
            "exec",
            format!(
                "Run a program in gg's sandbox and observe it for up to {w} seconds. Returns its output, then its \
                 status: completed (with its value), error (the failure at the program's own line), terminated \
                 (stopped or over a limit), still_working (call wait) or awaiting_approval (call approve or deny). \
                 The program reaches files, shell, tasks, memories and docs through the SDK it imports (the \
                 server's instructions and prompts describe it per language). Each exec starts a fresh program \
                 in a new session unless `session` names a kept one."
            ),
            object(json!({
                "type": "object",
                "properties": {
                    "language": language,
                    "code": {"type": "string", "description": "The program's whole text."},
                    "session": {"type": "string", "description": "Run in this kept session (an id an exec with keep_state returned), whose top-level variables are still defined. Omit to start a fresh session."},
                    "keep_state": {"type": "boolean", "default": false, "description": "Open a session that stays open after the program ends and keeps its top-level variables for the next exec with its `session` (JavaScript, Ruby and Opal; Java keeps none). Only when `session` is omitted."},
                    "idempotency_key": {"type": "string", "maxLength": 256, "description": "A key of the caller's: a second exec with the same key (a retry after a lost answer) observes the program the first one started instead of starting another. Only when `session` is omitted."}
                },
                "required": ["language", "code"],
                "additionalProperties": false
            })),
        )
        .with_title("Run a program")
        .with_raw_output_schema(observation.clone())
        .with_annotations(run.clone()),
        Tool::new(
            "wait",
            format!(
                "Observe a session's running program again for up to {w} seconds (after still_working). Returns \
                 its output since the last look and its status; the program keeps running meanwhile."
            ),
            object(session_input("observe")),
        )
        .with_title("Wait for a program")
        .with_raw_output_schema(observation.clone())
        .with_annotations(look),
        Tool::new(
            "stop",
            "End a session's running program. Returns its final observation (terminated, unless it ended first).",
            object(session_input("end")),
        )
        .with_title("Stop a program")
        .with_raw_output_schema(observation.clone())
        .with_annotations(end),
        Tool::new(
            "approve",
            format!(
                "Let the tool call a session's program is waiting on (awaiting_approval) run, then observe the \
                 program again for up to {w} seconds."
            ),
            object(session_input("resume")),
        )
        .with_title("Approve a tool call")
        .with_raw_output_schema(observation.clone())
        .with_annotations(run.clone()),
        Tool::new(
            "deny",
            format!(
                "Refuse the tool call a session's program is waiting on (awaiting_approval): the call fails in the \
                 program with `denied` and the reason. Then observe the program again for up to {w} seconds."
            ),
            object(json!({
                "type": "object",
                "properties": {
                    "session": {"type": "string", "description": "The session whose program to resume: the id an exec returned."},
                    "reason": {"type": "string", "description": "Why, as the program reads it [default: \"the agent denied it\"]."}
                },
                "required": ["session"],
                "additionalProperties": false
            })),
        )
        .with_title("Deny a tool call")
        .with_raw_output_schema(observation)
        .with_annotations(run),
        Tool::new(
            "docs_search",
            "Search a language's gg SDK documentation (what a program imports), most relevant first. Returns each \
             entry's key, kind and one-line summary; docs_open shows an entry whole.",
            object(json!({
                "type": "object",
                "properties": {
                    "language": {"type": "string", "enum": names, "description": "The SDK's language."},
                    "query": {"type": "string", "description": "Words to look for in entries' names and documentation."},
                    "limit": {"type": "integer", "minimum": 1, "maximum": 100, "default": 10, "description": "At most this many entries."}
                },
                "required": ["language", "query"],
                "additionalProperties": false
            })),
        )
        .with_title("Search the SDK's documentation")
        .with_raw_output_schema(object(json!({
            "type": "object",
            "properties": {
                "language": {"type": "string"},
                "hits": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "key": {"type": "string", "description": "The entry's key, for docs_open."},
                            "kind": {"enum": ["module", "function", "type"]},
                            "brief": {"type": "string"},
                            "score": {"type": "number"}
                        },
                        "required": ["key", "kind", "brief", "score"],
                        "additionalProperties": false
                    }
                }
            },
            "required": ["language", "hits"],
            "additionalProperties": false
        })))
        .with_annotations(docs.clone()),
        Tool::new(
            "docs_open",
            "Show one entry of a language's gg SDK documentation whole: the import line, the signature, the \
             documentation and the errors it raises.",
            object(json!({
                "type": "object",
                "properties": {
                    "language": {"type": "string", "enum": names, "description": "The SDK's language."},
                    "key": {"type": "string", "description": "The entry's key, as docs_search returns it (`files.readTextFile`)."}
                },
                "required": ["language", "key"],
                "additionalProperties": false
            })),
        )
        .with_title("Open an SDK documentation entry")
        .with_raw_output_schema(object(json!({
            "type": "object",
            "properties": {
                "language": {"type": "string"},
                "key": {"type": "string"},
                "text": {"type": "string"}
            },
            "required": ["language", "key", "text"],
            "additionalProperties": false
        })))
        .with_annotations(docs),
    ]
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        self.0.info.clone()
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        Ok(ListToolsResult::with_all_items(self.0.tools.clone()))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.0.tools.iter().find(|t| t.name == name).cloned()
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, McpError> {
        let args = Value::Object(request.arguments.unwrap_or_default());
        let result = match request.name.as_ref() {
            "exec" => self.exec(&args).await,
            "wait" => self.again(Again::Wait, &args).await,
            "stop" => self.again(Again::Stop, &args).await,
            "approve" => self.again(Again::Approve, &args).await,
            "deny" => self.again(Again::Deny, &args).await,
            "docs_search" => self.docs_search(&args),
            "docs_open" => self.docs_open(&args),
            other => {
                let known: Vec<&str> = self.0.tools.iter().map(|t| t.name.as_ref()).collect();
                return Err(McpError::invalid_params(
                    format!("unknown tool `{other}` (known: {})", known.join(", ")),
                    None,
                ));
            }
        };
        Ok(result.unwrap_or_else(|why| CallToolResult::error(vec![ContentBlock::text(why)])).into())
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, McpError> {
        Ok(ListPromptsResult::with_all_items(self.0.prompts.iter().map(|(p, _)| p.clone()).collect()))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, McpError> {
        let Some((prompt, text)) = self.0.prompts.iter().find(|(p, _)| p.name == request.name) else {
            let known: Vec<&str> = self.0.prompts.iter().map(|(p, _)| p.name.as_str()).collect();
            return Err(McpError::invalid_params(
                format!("unknown prompt `{}` (known: {})", request.name, known.join(", ")),
                None,
            ));
        };
        let mut result = GetPromptResult::new(vec![PromptMessage::new_text(Role::User, text.clone())]);
        if let Some(d) = &prompt.description {
            result = result.with_description(d.clone());
        }
        Ok(result.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The observation's members are `gg session`'s (docs/src/session-protocol.schema.json), but `type` and `id`.
    #[test]
    fn the_observation_schema_is_the_protocols() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../docs/src/session-protocol.schema.json"
        ))
        .unwrap();
        let protocol: Value = serde_json::from_str(&text).unwrap();
        let theirs = &protocol["$defs"]["observation"]["properties"];
        let ours = observation_schema();
        for (key, schema) in theirs.as_object().unwrap() {
            if key == "type" || key == "id" {
                continue;
            }
            let mine = &ours["properties"][key];
            let (mut a, mut b) = (schema.clone(), mine.clone());
            // Descriptions may differ; the shapes may not.
            for v in [&mut a, &mut b] {
                if let Some(o) = v.as_object_mut() {
                    o.remove("description");
                }
            }
            assert_eq!(a, b, "member `{key}`");
        }
        let mut extra: Vec<&String> =
            ours["properties"].as_object().unwrap().keys().filter(|k| theirs.get(k.as_str()).is_none()).collect();
        extra.sort();
        assert_eq!(extra, ["keep_state", "language", "session"]);
    }
}
