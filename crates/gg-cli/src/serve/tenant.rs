//! A tenant of `gg serve`: the `[serve.tenants.<name>]` table read into
//! its tokens' digests, its MCP server (the same one `gg mcp` serves, over
//! this tenant's workspace, grants, limits and bridged MCP servers) and its
//! broker host (the sessions its WebSockets open).
//!
//! Invariants: a tenant's sessions live in tables of its own, so no id of
//! one tenant names a session of another; ids are unguessable; a socket's
//! `open` can narrow the tenant's grants and limits and choose a directory
//! under its workspace, never widen or leave them.

use crate::broker::{Host, Link, Links};
use crate::config::Config;
use crate::mcp;
use crate::metrics::Metrics;
use gg::session::Observation;
use gg::sessions::Sessions;
use gg::{Lang, Runtime, SessionConfig, ToolRegistry};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::sync::Arc;
use std::time::Duration;

/// The keys of a tenant's table that are not `gg.toml`'s.
const OWN_KEYS: &[&str] = &["workspace", "token-sha256", "token-file", "token-env", "sessions", "languages"];

/// Sessions a tenant may have open at once by default.
pub const DEFAULT_TENANT_SESSIONS: usize = 64;

/// One tenant, as the server holds it.
pub struct Tenant {
    pub name: String,
    digests: Vec<[u8; 32]>,
    /// MCP sessions and sockets open at once.
    pub max_sessions: usize,
    /// The MCP server every MCP session of this tenant shares.
    pub server: mcp::Server,
    /// The sessions its sockets open.
    pub broker: Arc<Served>,
    /// Sockets open now.
    pub sockets: AtomicUsize,
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
    /// Reads `[serve.tenants.<name>]` (relative paths against `base`) and
    /// starts what it needs (its MCP servers, when granted).
    pub fn load(
        name: &str,
        table: &toml::Table,
        base: &Path,
        runtime: &Runtime,
        metrics: &Arc<Metrics>,
        draining: &Arc<AtomicBool>,
    ) -> Result<Tenant, String> {
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
        let mut config: Config = toml::Value::Table(rest).try_into().map_err(|e: toml::de::Error| at(e.to_string()))?;
        config.base = base.to_path_buf();
        config.check_mcp_servers().map_err(at)?;
        let langs = match table.get("languages") {
            None => Vec::new(),
            Some(toml::Value::Array(list)) => list
                .iter()
                .map(|l| l.as_str().map(str::to_string).ok_or_else(|| at("`languages` holds names".into())))
                .collect::<Result<_, _>>()?,
            Some(_) => return Err(at("`languages` is an array of names".into())),
        };
        // The MCP table of one server holds as many engine sessions as the
        // tenant may have sessions.
        if config.mcp.sessions.is_none() {
            config.mcp.sessions = Some(max_sessions);
        }
        let settings = crate::Setup::of(workspace).settle_with(config).map_err(at)?;
        let options = mcp::Options { langs, window: None, warm: false };
        let server = mcp::Server::served(runtime.clone(), settings, &options, metrics.clone()).map_err(at)?;
        let (config, langs) = server.base();
        let broker = Arc::new(Served {
            sessions: Sessions::unguessable(runtime.clone(), max_sessions),
            config: config.clone(),
            langs: langs.to_vec(),
            links: Links::default(),
            metrics: metrics.clone(),
            draining: draining.clone(),
        });
        let tenant =
            Tenant { name: name.to_string(), digests, max_sessions, server, broker, sockets: AtomicUsize::new(0) };
        tenant.restore();
        Ok(tenant)
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
    pub fn restore(&self) {
        let host: Arc<dyn Host> = self.broker.clone();
        let connection = crate::broker::Connection::new(host, crate::broker::Out::new(|_| {}));
        let workspace = self.broker.config.workspace.clone();
        if gg::State::default_path(&workspace).exists() {
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
