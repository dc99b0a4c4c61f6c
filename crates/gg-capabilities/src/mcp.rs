//! Bridged MCP servers (feature `mcp`): gg starts each configured server as
//! a child process speaking MCP over stdio, or reaches it by streamable HTTP
//! at a plain `http://` URL (the `rmcp` client; no TLS is built in), lists its
//! tools and registers them in a [`ToolRegistry`] as one group per server
//! (`<server>.<tool>`, names mangled by [`mangle`]), typed by the tools'
//! input and output schemas. A program calls them like any host tool, under
//! the `mcp` or `mcp:<server>` grant.
//!
//! * A call is one `tools/call`. Its result is the tool's
//!   `structuredContent` when there is one, else its text content (one
//!   string, the text blocks joined by newlines), else its content blocks as
//!   JSON. A result with `isError` fails the call with its text.
//! * A server that cannot start, ends during a call, or answers a request
//!   gg cannot read fails that call with a message naming the server; it
//!   never hangs a program (the registry's per-call timeout and the turn's
//!   stop hold as for every tool). A server found dead is started again on
//!   its next use: at once after it last worked, then after a back-off that
//!   doubles with each failed start (from 250 ms up to 30 s).
//! * Its stderr is kept for the operator, the last [`STDERR_KEEP`] bytes
//!   ([`McpBridge::stderr`]); nothing of it reaches a program.
//! * Each server runs in its own process group with a small environment
//!   (`PATH`, `HOME`, `LANG`, `TMPDIR`, `USER` from gg's, then the
//!   configured `env`); the group is killed when the bridge drops it.
//!
//! The protocol runs on one small tokio runtime the bridge owns; a tool
//! handler (a registry thread) blocks on it.

use super::shell::kill_group;
use super::tools::{ToolRegistry, ToolSpec, mangle};
use gg_core::grants::is_group_name;
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock};

/// The `_meta` key under which a bridged call of a durable program carries
/// its idempotency key (the same when the call is made again after gg
/// restarted).
pub const IDEMPOTENCY_KEY: &str = "io.gg/idempotency-key";
use rmcp::service::{Peer, RoleClient, RunningService};
use rmcp::transport::TokioChildProcess;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How much of a server's stderr is kept.
pub const STDERR_KEEP: usize = 64 << 10;
/// How long a server has to start and answer `initialize` and `tools/list`.
pub const START_TIMEOUT: Duration = Duration::from_secs(20);
/// The environment a server inherits from gg (before its own `env`).
const INHERITED_ENV: &[&str] = &["PATH", "HOME", "LANG", "TMPDIR", "USER"];

/// One server to bridge.
#[derive(Debug, Clone, Default)]
pub struct McpServerConfig {
    /// The group its tools are registered under: `[a-z][a-z0-9_]*`.
    pub name: String,
    /// The program to start (stdio), unless `url` is given.
    pub command: String,
    /// A streamable-HTTP endpoint (`http://…`) to reach instead of starting
    /// `command`.
    pub url: Option<String>,
    /// Headers every HTTP request carries (an `Authorization` token, say).
    pub headers: BTreeMap<String, String>,
    pub args: Vec<String>,
    pub env: BTreeMap<String, String>,
    /// Its working directory (default: gg's).
    pub cwd: Option<PathBuf>,
    /// Every tool of the server asks for approval first.
    pub ask: bool,
    /// These tools (by the server's name or gg's) ask for approval first.
    pub ask_tools: BTreeSet<String>,
}

/// The bridged servers. Dropping it ends them.
pub struct McpBridge {
    servers: Vec<Arc<Server>>,
    /// Shut down (in the background, so a bridge may drop inside another
    /// async runtime) after the servers' connections.
    runtime: Option<tokio::runtime::Runtime>,
}

/// A server that did not start when the bridge was built: its name and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartFailure {
    pub server: String,
    pub message: String,
}

struct Server {
    config: McpServerConfig,
    runtime: tokio::runtime::Handle,
    link: Mutex<Link>,
    stderr: Arc<Mutex<Tail>>,
    /// Its tools as the server listed them at the bridge's start.
    tools: Vec<rmcp::model::Tool>,
}

/// A server's connection, or why there is none.
enum Link {
    Up(Connection),
    Down {
        since: Instant,
        /// Starts that failed since it last worked.
        failed_starts: u32,
        why: String,
    },
}

struct Connection {
    service: RunningService<RoleClient, ()>,
    /// Its process group.
    pgid: Option<u32>,
}

impl Drop for Connection {
    fn drop(&mut self) {
        if let Some(pgid) = self.pgid {
            kill_group(pgid);
        }
    }
}

/// The end of a stream, at most [`STDERR_KEEP`] bytes.
#[derive(Default)]
struct Tail(Vec<u8>);

impl Tail {
    fn push(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
        if self.0.len() > STDERR_KEEP {
            let cut = self.0.len() - STDERR_KEEP;
            self.0.drain(..cut);
        }
    }
}

impl McpBridge {
    /// Starts every server and lists its tools. A server that does not start
    /// is reported in the second value, and its tools are unknown (none are
    /// registered for it); the others are bridged. `Err` only when gg cannot
    /// run the protocol at all.
    pub fn start(configs: Vec<McpServerConfig>) -> Result<(McpBridge, Vec<StartFailure>), String> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("gg-mcp-client")
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the MCP client's runtime: {e}"))?;
        let mut servers = Vec::new();
        let mut failures = Vec::new();
        for config in configs {
            if !is_group_name(&config.name) {
                failures.push(StartFailure {
                    server: config.name.clone(),
                    message: "an MCP server's name must match [a-z][a-z0-9_]*".into(),
                });
                continue;
            }
            let stderr = Arc::new(Mutex::new(Tail::default()));
            match runtime.block_on(connect(&config, &stderr)) {
                Ok((connection, tools)) => servers.push(Arc::new(Server {
                    config,
                    runtime: runtime.handle().clone(),
                    link: Mutex::new(Link::Up(connection)),
                    stderr,
                    tools,
                })),
                Err(message) => failures.push(StartFailure { server: config.name.clone(), message }),
            }
        }
        Ok((McpBridge { servers, runtime: Some(runtime) }, failures))
    }

    /// Registers every bridged tool in `registry`, grouped by server. A tool
    /// gg cannot register (a schema it cannot check) is skipped and
    /// reported as `(server.tool, why)`.
    pub fn register(&self, registry: &mut ToolRegistry) -> Vec<(String, String)> {
        let mut skipped = Vec::new();
        for server in &self.servers {
            let mut taken = BTreeSet::new();
            for tool in &server.tools {
                let original = tool.name.to_string();
                let mut name = mangle(&original);
                while !taken.insert(name.clone()) {
                    name.push('_');
                }
                let mut description = tool.description.as_deref().unwrap_or("").trim().to_string();
                if name != original {
                    if !description.is_empty() {
                        description.push(' ');
                    }
                    description.push_str(&format!("(The server names it `{original}`.)"));
                }
                let spec = ToolSpec {
                    group: Some(server.config.name.clone()),
                    name: name.clone(),
                    original: (name != original).then(|| original.clone()),
                    description,
                    schema: Value::Object((*tool.input_schema).clone()),
                    output_schema: tool.output_schema.as_ref().map(|s| Value::Object((**s).clone())),
                };
                let key = format!("{}.{name}", server.config.name);
                let handler = {
                    let (server, original) = (server.clone(), original.clone());
                    move |args: Value, key: Option<&str>| server.call(&original, args, key)
                };
                match registry.register_spec_keyed(spec, handler) {
                    Ok(_) => {
                        let c = &server.config;
                        if (c.ask || c.ask_tools.contains(&original) || c.ask_tools.contains(&name))
                            && let Err(why) = registry.ask_first(&key)
                        {
                            skipped.push((key, why));
                        }
                    }
                    Err(why) => skipped.push((key, why)),
                }
            }
        }
        skipped
    }

    /// The bridged servers' names.
    pub fn servers(&self) -> Vec<&str> {
        self.servers.iter().map(|s| s.config.name.as_str()).collect()
    }

    /// The end of a server's stderr, for the operator.
    pub fn stderr(&self, server: &str) -> Option<String> {
        let s = self.servers.iter().find(|s| s.config.name == server)?;
        let tail = s.stderr.lock().unwrap_or_else(|e| e.into_inner());
        Some(String::from_utf8_lossy(&tail.0).into_owned())
    }

    /// Calls server `server`'s tool `tool` (the server's own name) directly,
    /// outside any turn: no grant, schema or timeout of gg's applies. The
    /// bench's baseline for what a bridged call costs on the server's side.
    pub fn call(&self, server: &str, tool: &str, args: Value) -> Result<Value, String> {
        let s = self.servers.iter().find(|s| s.config.name == server).ok_or_else(|| format!("no server `{server}`"))?;
        s.call(tool, args, None)
    }

    /// The process id of a server's current process, if it is up.
    pub fn pid(&self, server: &str) -> Option<u32> {
        let s = self.servers.iter().find(|s| s.config.name == server)?;
        match &*s.link.lock().unwrap_or_else(|e| e.into_inner()) {
            Link::Up(c) => c.pgid,
            Link::Down { .. } => None,
        }
    }
}

impl Drop for McpBridge {
    fn drop(&mut self) {
        for s in &self.servers {
            let mut link = s.link.lock().unwrap_or_else(|e| e.into_inner());
            // Dropping the connection kills its process group; the runtime
            // must be current for rmcp's own cleanup.
            let _guard = s.runtime.enter();
            *link = Link::Down { since: Instant::now(), failed_starts: 0, why: "gg is ending".into() };
        }
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// The back-off before a start after `failed` failed starts.
fn back_off(failed: u32) -> Duration {
    if failed == 0 {
        return Duration::ZERO;
    }
    Duration::from_millis(250u64.saturating_mul(1 << (failed - 1).min(7))).min(Duration::from_secs(30))
}

impl Server {
    /// The peer to call, starting the server again when it is down and its
    /// back-off has passed.
    fn peer(&self) -> Result<Peer<RoleClient>, String> {
        let name = &self.config.name;
        let mut link = self.link.lock().unwrap_or_else(|e| e.into_inner());
        if let Link::Up(c) = &*link
            && c.service.peer().is_transport_closed()
        {
            let _guard = self.runtime.enter();
            *link = Link::Down { since: Instant::now(), failed_starts: 0, why: "it ended".into() };
        }
        if let Link::Down { since, failed_starts, why } = &*link {
            let wait = back_off(*failed_starts);
            if since.elapsed() < wait {
                return Err(format!(
                    "MCP server `{name}` is down ({why}); gg starts it again in {} ms",
                    (wait - since.elapsed()).as_millis()
                ));
            }
            let failed_starts = *failed_starts;
            match self.runtime.block_on(connect(&self.config, &self.stderr)) {
                Ok((connection, _)) => *link = Link::Up(connection),
                Err(why) => {
                    *link = Link::Down { since: Instant::now(), failed_starts: failed_starts + 1, why: why.clone() };
                    return Err(format!("MCP server `{name}` did not start again: {why}"));
                }
            }
        }
        match &*link {
            Link::Up(c) => Ok(c.service.peer().clone()),
            Link::Down { .. } => unreachable!("the link was just brought up"),
        }
    }

    /// Calls the server's tool `tool` (its own name) with `args`; a durable
    /// program's call carries its idempotency key in the request's `_meta`
    /// as [`IDEMPOTENCY_KEY`].
    fn call(&self, tool: &str, args: Value, key: Option<&str>) -> Result<Value, String> {
        let name = &self.config.name;
        let peer = self.peer()?;
        let mut params = CallToolRequestParams::new(tool.to_string());
        if let Value::Object(map) = args {
            params = params.with_arguments(map);
        }
        if let Some(key) = key {
            let mut meta = serde_json::Map::new();
            meta.insert(IDEMPOTENCY_KEY.into(), Value::String(key.to_string()));
            params.meta = Some(rmcp::model::RequestMetaObject::from(meta));
        }
        match self.runtime.block_on(peer.call_tool(params)) {
            Ok(result) => answer(result),
            Err(e) => {
                if peer.is_transport_closed() {
                    let mut link = self.link.lock().unwrap_or_else(|e| e.into_inner());
                    let _guard = self.runtime.enter();
                    *link =
                        Link::Down { since: Instant::now(), failed_starts: 0, why: "it ended during a call".into() };
                    return Err(format!(
                        "MCP server `{name}` ended during the call ({e}); gg starts it again on its next use"
                    ));
                }
                Err(format!("MCP server `{name}`: {e}"))
            }
        }
    }
}

/// A `tools/call` result as the program's value, or the tool's failure.
fn answer(result: CallToolResult) -> Result<Value, String> {
    let texts: Vec<&str> = result.content.iter().filter_map(|c| c.as_text().map(|t| t.text.as_str())).collect();
    if result.is_error == Some(true) {
        let message = texts.join("\n");
        return Err(if message.is_empty() { "the tool reported an error".into() } else { message });
    }
    if let Some(value) = result.structured_content {
        return Ok(value);
    }
    if texts.len() == result.content.len() && !texts.is_empty() {
        return Ok(Value::String(texts.join("\n")));
    }
    let blocks: Vec<&ContentBlock> = result.content.iter().collect();
    serde_json::to_value(blocks).map_err(|e| format!("the tool's content is not JSON: {e}"))
}

/// Initializes over `transport` and lists the tools, within [`START_TIMEOUT`].
async fn handshake<T, E, A>(transport: T) -> Result<(RunningService<RoleClient, ()>, Vec<rmcp::model::Tool>), String>
where
    T: rmcp::transport::IntoTransport<RoleClient, E, A>,
    E: std::error::Error + Send + Sync + 'static,
{
    let started = tokio::time::timeout(START_TIMEOUT, async {
        let service = ().serve(transport).await.map_err(|e| format!("it did not initialize: {e}"))?;
        let tools = service.peer().list_all_tools().await.map_err(|e| format!("it did not list its tools: {e}"))?;
        Ok::<_, String>((service, tools))
    })
    .await;
    started.unwrap_or_else(|_| Err(format!("it did not start within {} s", START_TIMEOUT.as_secs())))
}

/// Reaches `config`'s HTTP endpoint, initializes and lists its tools.
async fn connect_http(url: &str, config: &McpServerConfig) -> Result<(Connection, Vec<rmcp::model::Tool>), String> {
    use rmcp::transport::StreamableHttpClientTransport;
    use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
    if !url.starts_with("http://") {
        return Err(format!("`{url}` is not an http:// URL (gg's MCP client is built without TLS)"));
    }
    let mut http = StreamableHttpClientTransportConfig::with_uri(url.to_string());
    for (name, value) in &config.headers {
        let name = name.parse().map_err(|e| format!("header `{name}`: {e}"))?;
        let value = value.parse().map_err(|e| format!("header `{name}`'s value: {e}"))?;
        http.custom_headers.insert(name, value);
    }
    let (service, tools) = handshake(StreamableHttpClientTransport::from_config(http)).await?;
    Ok((Connection { service, pgid: None }, tools))
}

/// Starts `config`'s process (or reaches its URL), initializes and lists its
/// tools.
async fn connect(
    config: &McpServerConfig,
    stderr: &Arc<Mutex<Tail>>,
) -> Result<(Connection, Vec<rmcp::model::Tool>), String> {
    if let Some(url) = &config.url {
        return connect_http(url, config).await;
    }
    let mut command = tokio::process::Command::new(&config.command);
    command.args(&config.args).env_clear().process_group(0).kill_on_drop(true);
    for key in INHERITED_ENV {
        if let Some(v) = std::env::var_os(key) {
            command.env(key, v);
        }
    }
    command.envs(&config.env);
    if let Some(dir) = &config.cwd {
        command.current_dir(dir);
    }
    let (process, err) = TokioChildProcess::builder(command)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run `{}`: {e}", config.command))?;
    let pgid = process.id();
    if let Some(mut err) = err {
        let tail = stderr.clone();
        tokio::spawn(async move {
            use tokio::io::AsyncReadExt;
            let mut buf = [0u8; 4096];
            while let Ok(n) = err.read(&mut buf).await {
                if n == 0 {
                    break;
                }
                tail.lock().unwrap_or_else(|e| e.into_inner()).push(&buf[..n]);
            }
        });
    }
    match handshake(process).await {
        Ok((service, tools)) => Ok((Connection { service, pgid }, tools)),
        Err(why) => {
            if let Some(pgid) = pgid {
                kill_group(pgid);
            }
            Err(with_stderr(why, stderr))
        }
    }
}

/// `why`, with the last line the server wrote to stderr.
fn with_stderr(why: String, stderr: &Arc<Mutex<Tail>>) -> String {
    let tail = stderr.lock().unwrap_or_else(|e| e.into_inner());
    let text = String::from_utf8_lossy(&tail.0);
    match text.lines().rev().find(|l| !l.trim().is_empty()) {
        Some(line) => format!("{why} (its stderr: {})", line.trim()),
        None => why,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_off_doubles_to_a_ceiling() {
        assert_eq!(back_off(0), Duration::ZERO);
        assert_eq!(back_off(1), Duration::from_millis(250));
        assert_eq!(back_off(3), Duration::from_secs(1));
        assert_eq!(back_off(40), Duration::from_secs(30));
    }

    #[test]
    fn a_server_that_is_not_there_is_a_start_failure() {
        let config = McpServerConfig {
            name: "ghost".into(),
            command: "/nonexistent/gg-mcp-server".into(),
            ..Default::default()
        };
        let (bridge, failures) = McpBridge::start(vec![config]).unwrap();
        assert!(bridge.servers().is_empty());
        assert_eq!(failures.len(), 1);
        assert!(failures[0].message.contains("cannot run"), "{}", failures[0].message);
    }

    #[test]
    fn tails_keep_the_end() {
        let mut t = Tail::default();
        t.push(&vec![b'a'; STDERR_KEEP]);
        t.push(b"end");
        assert_eq!(t.0.len(), STDERR_KEEP);
        assert!(t.0.ends_with(b"end"));
    }
}
