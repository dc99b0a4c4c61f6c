//! A tenant of `gg serve`: the `[serve.tenants.<name>]` table read into
//! its tokens' digests and bounds, and, while this process serves it, its
//! [`Live`] part: its MCP server (the same one `gg mcp` serves, over this
//! tenant's workspace, grants, limits and bridged MCP servers) and its
//! broker host (the sessions its WebSockets open).
//!
//! Invariants: a tenant's sessions live in tables of its own, so no id of
//! one tenant names a session of another; ids are unguessable; a socket's
//! `open` can narrow the tenant's grants and limits and choose a directory
//! under its workspace, never widen or leave them; a tenant's workspace
//! state is opened only by [`Tenant::start`], which in a fleet runs only
//! under the workspace's lease.

use crate::broker::{Host, Link, Links};
use crate::config::Config;
use crate::mcp;
use crate::metrics::Metrics;
use gg::session::Observation;
use gg::sessions::Sessions;
use gg::{Lang, Runtime, SessionConfig, ToolRegistry};
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// The keys of a tenant's table that are not `gg.toml`'s.
const OWN_KEYS: &[&str] = &["workspace", "token-sha256", "token-file", "token-env", "sessions", "languages"];

/// Sessions a tenant may have open at once by default.
pub const DEFAULT_TENANT_SESSIONS: usize = 64;

/// One tenant, as the server holds it: what every node knows of it (its
/// name, tokens and bounds), and, while this process serves it, its
/// [`Live`] part.
pub struct Tenant {
    pub name: String,
    digests: Vec<[u8; 32]>,
    /// MCP sessions and sockets open at once.
    pub max_sessions: usize,
    /// Sockets open now.
    pub sockets: AtomicUsize,
    /// The directory its programs' files are confined to.
    pub workspace: PathBuf,
    /// The languages its table names (empty: every one).
    pub langs: Vec<String>,
    /// Its table and the directory relative paths resolve against, to
    /// start its live part again after a lease is lost and won back.
    table: toml::Table,
    base: PathBuf,
    /// Its servers, while this process serves it: always, alone; in a
    /// fleet, while this node holds the workspace's lease.
    live: RwLock<Option<Arc<Live>>>,
}

/// What serving a tenant takes: its MCP server (the same one `gg mcp`
/// serves, over this tenant's workspace, grants, limits and bridged MCP
/// servers) with its HTTP transport, and its broker host. Starting it
/// opens the workspace's state and resumes what the journal holds.
pub struct Live {
    /// The MCP server every MCP session of this tenant shares.
    pub server: mcp::Server,
    /// rmcp's Streamable HTTP transport over `server`, and its sessions.
    pub manager: Arc<LocalSessionManager>,
    pub service: StreamableHttpService<mcp::Server, LocalSessionManager>,
    /// The sessions its sockets open.
    pub broker: Arc<Served>,
    /// The revision of the lease it holds (0 alone).
    pub lease: u64,
}

/// How a tenant's MCP transport is set up.
#[derive(Clone, Copy, Debug)]
pub struct Transport {
    pub body_bytes: usize,
    pub idle: Duration,
    /// No MCP session: every request stands alone (a fleet's, which any
    /// node may forward), answered with JSON where it can be.
    pub stateless: bool,
}

impl std::fmt::Debug for Tenant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tenant").field("name", &self.name).finish()
    }
}

/// A token's SHA-256.
pub fn digest(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// Equal without an early exit, so the time taken says nothing of where
/// two digests differ.
fn same(a: &[u8; 32], b: &[u8; 32]) -> bool {
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

impl Tenant {
    /// Reads `[serve.tenants.<name>]` (relative paths against `base`);
    /// nothing starts until [`Tenant::start`].
    pub fn load(name: &str, table: &toml::Table, base: &Path) -> Result<Tenant, String> {
        let at = |e: String| format!("[serve.tenants.{name}]: {e}");
        if !gg::grants::is_group_name(name) {
            return Err(at("a tenant's name must match [a-z][a-z0-9_]*".into()));
        }
        let mut rest = table.clone();
        for key in OWN_KEYS {
            rest.remove(*key);
        }
        if rest.contains_key("serve") {
            return Err(at("a tenant holds no `serve` table".into()));
        }
        let resolve = |p: &str| if Path::new(p).is_absolute() { PathBuf::from(p) } else { base.join(p) };
        let workspace = match table.get("workspace") {
            Some(toml::Value::String(w)) => resolve(w),
            Some(_) => return Err(at("`workspace` is a path".into())),
            None => {
                return Err(at("`workspace` is required: the directory its programs' files are confined to".into()));
            }
        };
        let mut digests = Vec::new();
        match table.get("token-sha256") {
            None => {}
            Some(toml::Value::Array(list)) => {
                for hex in list {
                    let hex = hex.as_str().ok_or_else(|| at("`token-sha256` holds strings".into()))?;
                    digests.push(parse_hex(hex).ok_or_else(|| {
                        at(format!("`{hex}` is not the 64 hex digits of a SHA-256 (sha256sum of the token)"))
                    })?);
                }
            }
            Some(_) => return Err(at("`token-sha256` is an array of hex digests".into())),
        }
        if let Some(file) = table.get("token-file") {
            let file = resolve(file.as_str().ok_or_else(|| at("`token-file` is a path".into()))?);
            let token = std::fs::read_to_string(&file).map_err(|e| at(format!("{}: {e}", file.display())))?;
            let token = token.trim();
            if token.is_empty() {
                return Err(at(format!("{} holds no token", file.display())));
            }
            digests.push(digest(token));
        }
        if let Some(var) = table.get("token-env") {
            let var = var.as_str().ok_or_else(|| at("`token-env` is a variable's name".into()))?;
            let token = std::env::var(var).map_err(|_| at(format!("the environment has no `{var}`")))?;
            if token.trim().is_empty() {
                return Err(at(format!("`{var}` is empty")));
            }
            digests.push(digest(token.trim()));
        }
        let max_sessions = match table.get("sessions") {
            None => DEFAULT_TENANT_SESSIONS,
            Some(toml::Value::Integer(n)) if *n > 0 => *n as usize,
            Some(_) => return Err(at("`sessions` is a positive number".into())),
        };
        let langs = match table.get("languages") {
            None => Vec::new(),
            Some(toml::Value::Array(list)) => list
                .iter()
                .map(|l| l.as_str().map(str::to_string).ok_or_else(|| at("`languages` holds names".into())))
                .collect::<Result<_, _>>()?,
            Some(_) => return Err(at("`languages` is an array of names".into())),
        };
        let tenant = Tenant {
            name: name.to_string(),
            digests,
            max_sessions,
            sockets: AtomicUsize::new(0),
            workspace,
            langs,
            table: rest,
            base: base.to_path_buf(),
            live: RwLock::new(None),
        };
        // The configuration is checked whole before anything starts.
        tenant.config()?;
        Ok(tenant)
    }

    /// Its table read as `gg.toml` is.
    fn config(&self) -> Result<Config, String> {
        let at = |e: String| format!("[serve.tenants.{}]: {e}", self.name);
        let mut config: Config =
            toml::Value::Table(self.table.clone()).try_into().map_err(|e: toml::de::Error| at(e.to_string()))?;
        config.base = self.base.clone();
        config.check_mcp_servers().map_err(at)?;
        // The MCP table of one server holds as many engine sessions as the
        // tenant may have sessions.
        if config.mcp.sessions.is_none() {
            config.mcp.sessions = Some(self.max_sessions);
        }
        Ok(config)
    }

    /// Starts serving it: opens its workspace's state, starts its bridged
    /// MCP servers, resumes the sessions its journal holds. `lease` is the
    /// revision of the lease that makes this process its one server.
    pub fn start(
        &self,
        runtime: &Runtime,
        metrics: &Arc<Metrics>,
        draining: &Arc<AtomicBool>,
        transport: Transport,
        lease: u64,
    ) -> Result<Arc<Live>, String> {
        let at = |e: String| format!("[serve.tenants.{}]: {e}", self.name);
        let settings = crate::Setup::of(self.workspace.clone()).settle_with(self.config()?).map_err(at)?;
        let options = mcp::Options { langs: self.langs.clone(), window: None, warm: false };
        let server = mcp::Server::served(runtime.clone(), settings, &options, metrics.clone()).map_err(at)?;
        let (config, langs) = server.base();
        let broker = Arc::new(Served {
            sessions: Sessions::unguessable(runtime.clone(), self.max_sessions),
            config: config.clone(),
            langs: langs.to_vec(),
            links: Links::default(),
            metrics: metrics.clone(),
            draining: draining.clone(),
        });
        let mut manager = LocalSessionManager::default();
        manager.session_config.keep_alive = Some(transport.idle);
        let manager = Arc::new(manager);
        let http = StreamableHttpServerConfig::default()
            .with_max_request_body_bytes(transport.body_bytes)
            .with_sse_keep_alive(Some(Duration::from_secs(15)))
            .with_legacy_session_mode(!transport.stateless)
            .with_json_response(transport.stateless)
            .disable_allowed_hosts();
        let shared = server.clone();
        let service = StreamableHttpService::new(move || Ok(shared.clone()), manager.clone(), http);
        let live = Arc::new(Live { server, manager, service, broker, lease });
        live.restore();
        *self.live.write().unwrap_or_else(|p| p.into_inner()) = Some(live.clone());
        Ok(live)
    }

    /// Its live part, while this process serves it.
    pub fn live(&self) -> Option<Arc<Live>> {
        self.live.read().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Stops serving it without ending anything a successor resumes: its
    /// durable programs are handed over (their journals stay), its tables,
    /// bridged servers and state dropped. Returns the programs it stopped.
    pub fn release(&self) -> usize {
        let Some(live) = self.live.write().unwrap_or_else(|p| p.into_inner()).take() else { return 0 };
        // A request already past the lease check may still reach the
        // tables: shut, they open nothing more, and every session they
        // hold is handed over (its journal left to the next holder).
        let mut n = 0;
        for table in [live.server.sessions(), &live.broker.sessions] {
            for (_, session) in table.shut() {
                session.hand_over();
                n += 1;
            }
        }
        n
    }

    /// Whether `token` acts as this tenant.
    pub fn accepts(&self, token: &[u8; 32]) -> bool {
        // Every digest is compared, whichever matches.
        self.digests.iter().fold(false, |hit, d| hit | same(d, token))
    }

    pub fn has_tokens(&self) -> bool {
        !self.digests.is_empty()
    }

    /// Sessions open in the engine's tables (MCP and sockets), and how many
    /// have a program running; none while it is not served here.
    pub fn engine_load(&self) -> (usize, usize) {
        self.live().map_or((0, 0), |l| l.engine_load())
    }

    /// [`Live::stop_all`], while it is served here.
    pub fn stop_all(&self, hand_over: bool) -> usize {
        self.live().map_or(0, |l| l.stop_all(hand_over))
    }
}

impl Live {
    /// Sessions open in the engine's tables (MCP and sockets), and how many
    /// have a program running.
    pub fn engine_load(&self) -> (usize, usize) {
        let (m, b) = (self.server.sessions(), &self.broker.sessions);
        (m.len() + b.len(), m.running() + b.running())
    }

    /// Stops every running program of this tenant, or, with `hand_over`,
    /// hands the durable ones over to a successor sharing the state (they
    /// resume there from the journal); returns how many.
    pub fn stop_all(&self, hand_over: bool) -> usize {
        let mut stopped = 0;
        for table in [self.server.sessions(), &self.broker.sessions] {
            for (_, session) in table.running_sessions() {
                // The request observing it (an exec or a wait) returns
                // with the final observation (or, handed over, an error
                // saying where it went); with none, the next wait.
                match hand_over {
                    true => session.hand_over(),
                    false => session.halt(),
                }
                stopped += 1;
            }
        }
        stopped
    }

    /// Takes up the socket sessions an earlier server left in the tenant's
    /// journal: their programs resume, and a socket's `resume` attaches.
    fn restore(&self) {
        let host: Arc<dyn Host> = self.broker.clone();
        let connection = crate::broker::Connection::new(host, crate::broker::Out::new(|_| {}));
        let workspace = self.broker.config.workspace.clone();
        if crate::journal::kept(&workspace) {
            connection.restore(&workspace);
        }
    }
}

fn parse_hex(hex: &str) -> Option<[u8; 32]> {
    let hex = hex.trim();
    if hex.len() != 64 || !hex.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// The broker host of one tenant: its sockets' sessions.
pub struct Served {
    pub sessions: Sessions,
    /// The tenant's bounds: workspace, grants, limits, tools.
    config: SessionConfig,
    langs: Vec<Lang>,
    /// Each open session's link, for a client that resumes it.
    links: Links,
    metrics: Arc<Metrics>,
    draining: Arc<AtomicBool>,
}

impl Host for Served {
    fn sessions(&self) -> &Sessions {
        &self.sessions
    }

    fn tools(&self) -> ToolRegistry {
        self.config.tools.clone()
    }

    fn front(&self) -> &str {
        "serve"
    }
    fn admit(&self, lang: Lang, requested: &Value, mut config: SessionConfig) -> Result<SessionConfig, String> {
        if self.draining.load(std::sync::atomic::Ordering::SeqCst) {
            return Err("the server is draining: it opens no new session".into());
        }
        if !self.langs.contains(&lang) {
            let offered: Vec<&str> = self.langs.iter().map(|l| l.name()).collect();
            return Err(format!("`{}` is not offered here (offered: {})", lang.name(), offered.join(", ")));
        }
        let base = &self.config;
        config.workspace = match requested.get("workspace").and_then(Value::as_str) {
            None => base.workspace.clone(),
            Some(w) => {
                let rel = Path::new(w);
                if !rel.components().all(|c| matches!(c, Component::Normal(_) | Component::CurDir)) {
                    return Err(format!(
                        "`workspace` is a directory under this tenant's workspace, named relative to it \
                         (no `..`, not absolute): `{w}`"
                    ));
                }
                let dir = base.workspace.join(rel);
                if !dir.is_dir() {
                    return Err(format!("`workspace`: `{w}` is not a directory of this tenant's workspace"));
                }
                dir
            }
        };
        if requested.get("grants").is_some() {
            for name in config.grants.names() {
                if name != "tools" && !base.grants.has(&name) {
                    return Err(format!("this tenant does not hold the grant `{name}`"));
                }
            }
        } else {
            let tools = config.grants.has("tools");
            config.grants = base.grants.clone();
            if tools {
                config.grants.grant("tools")?;
            }
        }
        config.without_state |= base.without_state;
        config.skills_dir = base.skills_dir.clone();
        let (l, b) = (&mut config.limits, &base.limits);
        l.deadline = l.deadline.min(b.deadline);
        l.memory_bytes = l.memory_bytes.min(b.memory_bytes);
        l.max_calls = l.max_calls.min(b.max_calls);
        l.call_timeout = l.call_timeout.min(b.call_timeout);
        l.stdout_bytes = l.stdout_bytes.min(b.stdout_bytes);
        l.stderr_bytes = l.stderr_bytes.min(b.stderr_bytes);
        l.output_flood_bytes = l.output_flood_bytes.min(b.output_flood_bytes);
        l.host_time = b.host_time;
        l.state_write_bytes = b.state_write_bytes;
        l.shell_sandbox = b.shell_sandbox;
        config.lifetime = config.lifetime.min(base.lifetime);
        config.max_programs = config.max_programs.min(base.max_programs);
        config.max_source_bytes = config.max_source_bytes.min(base.max_source_bytes);
        config.max_concurrent = config.max_concurrent.min(base.max_concurrent);
        Ok(config)
    }

    fn opened(&self, id: &str, link: &Link) {
        self.links.keep(&self.sessions, id, link);
    }

    fn link(&self, id: &str) -> Option<Link> {
        self.links.get(id)
    }

    fn closed(&self, id: &str) {
        self.links.forget(id);
    }

    fn settled(&self, lang: Lang, kind: &str, result: Option<&Observation>, took: Duration) {
        self.metrics.settled(lang, kind, result, took);
    }
}
