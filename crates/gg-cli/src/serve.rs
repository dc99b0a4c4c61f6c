//! `gg serve`: one long-lived process, one warm [`Runtime`], serving many
//! agents over HTTP/1.1 (hyper, routed by axum):
//!
//! * `/mcp`: MCP over Streamable HTTP (rmcp's tower service), the same
//!   server `gg mcp` is, one per tenant, MCP sessions by `Mcp-Session-Id`;
//! * `/session`: the broker protocol over a WebSocket ([`socket`]);
//! * `/healthz` (alive), `/readyz` (warm and not draining), `/metrics`
//!   (Prometheus text, [`crate::metrics`]): no token needed.
//!
//! A request to `/mcp` or `/session` carries `Authorization: Bearer TOKEN`;
//! the token's SHA-256 picks the tenant ([`tenant`]), and a request without
//! a valid one gets 401 with no detail. Past a limit the answer is 429
//! (sessions) or 413 (a body) with a JSON body naming the limit; while
//! draining, 503. TLS is a proxy's: gg serves plain HTTP.
//!
//! SIGTERM (or SIGINT) drains: `/readyz` fails, no session opens, running
//! programs have the grace to finish, then are stopped (their observing
//! requests answer with the final observation), and the process exits 0.
//!
//! Logs are JSON lines on stderr (`tracing`): request ids, tenants, routes,
//! statuses and times, never a program's text or a tool's arguments.

mod fleet;
mod socket;
mod tenant;

use crate::config::Config;
use crate::metrics::Metrics;
use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use fleet::{Fleet, Route};
use gg::{Lang, Runtime};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tenant::{Tenant, Transport};
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;

/// Where `gg serve` listens by default.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:8750";
/// Sessions open at once across tenants, by default.
pub const DEFAULT_SESSIONS: usize = 1024;
/// One request body's most bytes, by default (a program's text, with room).
pub const DEFAULT_BODY_KIB: usize = 2048;
pub const DEFAULT_HEADER_SECONDS: f64 = 10.0;
pub const DEFAULT_IDLE_SECONDS: f64 = 300.0;
pub const DEFAULT_GRACE_SECONDS: f64 = 30.0;

/// `gg serve`'s flags.
#[derive(Debug)]
pub struct Options {
    pub listen: Option<String>,
    pub config: Option<PathBuf>,
    pub insecure_loopback: bool,
    pub workspace: PathBuf,
    pub warm: bool,
    /// `--cluster`: the NATS servers of the fleet this node joins.
    pub cluster: Option<String>,
    /// `--node`: this node's name in the fleet.
    pub node: Option<String>,
}

/// What the server bounds.
#[derive(Debug, Clone)]
struct Bounds {
    sessions: usize,
    body_bytes: usize,
    header: Duration,
    idle: Duration,
    grace: Duration,
    /// Durable programs are handed over at the end of the grace, not stopped.
    hand_over: bool,
}

/// Everything a request reaches.
struct Shared {
    tenants: Vec<Arc<Tenant>>,
    /// `--insecure-loopback`: the one tenant, no token asked.
    open: bool,
    /// How each tenant's MCP transport is set up when it starts.
    transport: Transport,
    /// The fleet this node is part of (`--cluster`).
    fleet: Option<Arc<Fleet>>,
    metrics: Arc<Metrics>,
    bounds: Bounds,
    ready: AtomicBool,
    draining: Arc<AtomicBool>,
    next_request: AtomicU64,
    runtime: Runtime,
}

type App = Arc<Shared>;

/// Serves until SIGTERM or SIGINT, then drains. Exit 0 after a drain; 2
/// when the configuration is refused; 3 when gg cannot listen.
pub fn serve(runtime: Runtime, options: Options) -> ExitCode {
    // gg's own lines at info; rmcp's (a line per MCP session made) only
    // when something is wrong.
    let only = tracing_subscriber::filter::Targets::new()
        .with_default(tracing::Level::INFO)
        .with_target("rmcp", tracing::Level::WARN);
    let _ = tracing_subscriber::fmt()
        .json()
        .with_writer(std::io::stderr)
        .with_current_span(false)
        .finish()
        .with(only)
        .try_init();
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().thread_name("gg-serve").build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("gg serve: cannot start the async runtime: {e}");
            return ExitCode::from(3);
        }
    };
    // A fleet's NATS connection lives on a runtime of its own: the journal
    // blocks a thread of the server's runtime on it.
    let mut nats_rt = None;
    let fleet = match cluster_of(&options) {
        Err(why) => {
            eprintln!("gg serve: {why}");
            return ExitCode::from(2);
        }
        Ok(None) => None,
        Ok(Some((urls, node, lease, replicas))) => {
            let nats = match tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .thread_name("gg-nats")
                .build()
            {
                Ok(rt) => rt,
                Err(e) => {
                    eprintln!("gg serve: cannot start the NATS runtime: {e}");
                    return ExitCode::from(3);
                }
            };
            let joined = nats.block_on(Fleet::join(&urls, &node, lease, replicas));
            let fleet = match joined {
                Ok(f) => Arc::new(f),
                Err(why) => {
                    eprintln!("gg serve: {why}");
                    return ExitCode::from(3);
                }
            };
            nats_rt = Some((nats, replicas));
            Some(fleet)
        }
    };
    let (app, listen, langs) = match rt.block_on(async { configure(&runtime, &options, fleet) }) {
        Ok(x) => x,
        Err(why) => {
            eprintln!("gg serve: {why}");
            return ExitCode::from(2);
        }
    };
    // A fleet journals its durable sessions in JetStream, where the next
    // holder of a workspace finds them.
    if let (Some(fleet), Some((nats, replicas))) = (&app.fleet, &nats_rt) {
        let journals = fleet::Journals::new(nats.handle().clone(), fleet, *replicas, &app.tenants);
        if let Err(why) = crate::journal::set_backend(Box::new(journals)) {
            eprintln!("gg serve: {why}");
            return ExitCode::from(3);
        }
    }
    let code = rt.block_on(run(app, listen, runtime, langs, options.warm));
    rt.shutdown_timeout(Duration::from_secs(1));
    if let Some((nats, _)) = nats_rt {
        nats.shutdown_timeout(Duration::from_secs(1));
    }
    code
}

/// The fleet `--cluster` (or `[serve] cluster`) names: its NATS URLs, this
/// node's name, the lease time and the buckets' replicas.
fn cluster_of(options: &Options) -> Result<Option<(String, String, Duration, usize)>, String> {
    let config = match &options.config {
        Some(path) => Config::load(Some(path), &options.workspace)?,
        None => Config::default(),
    };
    let s = &config.serve;
    let Some(urls) = options.cluster.clone().or_else(|| s.cluster.clone()) else { return Ok(None) };
    if options.insecure_loopback {
        return Err("--insecure-loopback serves one machine: a fleet (--cluster) needs tenants with tokens".into());
    }
    let node = match options.node.clone().or_else(|| s.node.clone()) {
        Some(n) => n,
        None => {
            let mut bytes = [0u8; 6];
            getrandom::fill(&mut bytes).map_err(|e| e.to_string())?;
            format!("n{}", bytes.iter().map(|b| format!("{b:02x}")).collect::<String>())
        }
    };
    let lease = s.lease_seconds.unwrap_or(fleet::DEFAULT_LEASE_SECONDS);
    if !(lease.is_finite() && lease >= 1.0) {
        return Err("[serve] lease-seconds is at least 1".into());
    }
    let replicas = s.replicas.unwrap_or(3);
    if !(1..=5).contains(&replicas) {
        return Err("[serve] replicas is 1 to 5".into());
    }
    Ok(Some((urls, node, Duration::from_secs_f64(lease), replicas)))
}

/// Reads the configuration into the server's state, the address and the
/// languages to warm. Alone, every tenant starts now; in a fleet, each
/// starts when this node takes its workspace's lease.
fn configure(
    runtime: &Runtime,
    options: &Options,
    fleet: Option<Arc<Fleet>>,
) -> Result<(App, String, Vec<Lang>), String> {
    let (config, base) = match &options.config {
        Some(path) => {
            let config = Config::load(Some(path), &options.workspace)?;
            let base = config.base.clone();
            (config, base)
        }
        None => (Config::default(), options.workspace.clone()),
    };
    let s = &config.serve;
    let positive = |v: Option<f64>, default: f64, key: &str| -> Result<Duration, String> {
        let v = v.unwrap_or(default);
        if !(v.is_finite() && v > 0.0) {
            return Err(format!("[serve] {key} must be a positive number of seconds"));
        }
        Ok(Duration::from_secs_f64(v))
    };
    let bounds = Bounds {
        sessions: s.sessions.unwrap_or(DEFAULT_SESSIONS).max(1),
        body_bytes: s.body_kib.unwrap_or(DEFAULT_BODY_KIB).max(1) << 10,
        header: positive(s.header_seconds, DEFAULT_HEADER_SECONDS, "header-seconds")?,
        idle: positive(s.idle_seconds, DEFAULT_IDLE_SECONDS, "idle-seconds")?,
        grace: positive(s.grace_seconds, DEFAULT_GRACE_SECONDS, "grace-seconds")?,
        hand_over: s.hand_over.unwrap_or(false),
    };
    if s.log_programs == Some(true) {
        return Err("[serve] log-programs: logging program text is not offered; leave it out".into());
    }
    let listen = options.listen.clone().or_else(|| s.listen.clone()).unwrap_or_else(|| DEFAULT_LISTEN.into());
    let metrics = Arc::new(Metrics::new());
    let draining = Arc::new(AtomicBool::new(false));
    let mut tenants = Vec::new();
    if options.insecure_loopback {
        if !s.tenants.is_empty() {
            return Err("--insecure-loopback serves one tenant without tokens: leave [serve.tenants] out".into());
        }
        let addr: std::net::SocketAddr =
            listen.parse().map_err(|_| format!("--listen `{listen}` is not an IP address and port"))?;
        if addr.ip() != std::net::IpAddr::from([127, 0, 0, 1]) {
            return Err(format!("--insecure-loopback binds only 127.0.0.1, not {}", addr.ip()));
        }
        let mut table = toml::Table::new();
        let workspace = std::fs::canonicalize(&options.workspace)
            .map_err(|e| format!("workspace {}: {e}", options.workspace.display()))?;
        table.insert("workspace".into(), toml::Value::String(workspace.to_string_lossy().into_owned()));
        tenants.push(Arc::new(Tenant::load("local", &table, &base)?));
    } else {
        for (name, table) in &s.tenants {
            tenants.push(Arc::new(Tenant::load(name, table, &base)?));
        }
        if !tenants.iter().any(|t| t.has_tokens()) {
            return Err("gg serve needs a tenant with a token ([serve.tenants.NAME] with token-sha256, \
                 token-file or token-env in --config), or --insecure-loopback to serve 127.0.0.1 alone \
                 without tokens"
                .into());
        }
        if let Some(t) = tenants.iter().find(|t| !t.has_tokens()) {
            return Err(format!("[serve.tenants.{}] has no token: no request could act as it", t.name));
        }
    }
    let transport = Transport { body_bytes: bounds.body_bytes, idle: bounds.idle, stateless: fleet.is_some() };
    if fleet.is_none() {
        for t in &tenants {
            t.start(runtime, &metrics, &draining, transport, 0)?;
        }
    }
    let mut langs: Vec<Lang> = Vec::new();
    for t in &tenants {
        let offered: Vec<Lang> = match t.live() {
            Some(live) => live.server.base().1.to_vec(),
            None if t.langs.is_empty() => Lang::all().collect(),
            None => t.langs.iter().filter_map(|l| Lang::from_name(l)).collect(),
        };
        for l in offered {
            if !langs.contains(&l) {
                langs.push(l);
            }
        }
    }
    let app = Arc::new(Shared {
        tenants,
        open: options.insecure_loopback,
        transport,
        fleet,
        metrics,
        bounds,
        ready: AtomicBool::new(false),
        draining,
        next_request: AtomicU64::new(1),
        runtime: runtime.clone(),
    });
    Ok((app, listen, langs))
}

async fn run(app: App, listen: String, runtime: Runtime, langs: Vec<Lang>, warm: bool) -> ExitCode {
    let listener = match tokio::net::TcpListener::bind(&listen).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("gg serve: cannot listen on {listen}: {e}");
            return ExitCode::from(3);
        }
    };
    let addr = listener.local_addr().map(|a| a.to_string()).unwrap_or(listen);
    // The one line on stdout: where it listens (a test or a supervisor
    // reads the port of `--listen 127.0.0.1:0` here).
    println!("gg serve: listening on http://{addr}");
    tracing::info!(addr, tenants = app.tenants.len(), node = app.fleet.as_ref().map(|f| f.node.clone()), "listening");
    if let Some(fleet) = &app.fleet {
        fleet.set_address(&addr);
        let start: fleet::Start = {
            let app = app.clone();
            Arc::new(move |t: &Tenant, lease| {
                t.start(&app.runtime, &app.metrics, &app.draining, app.transport, lease).map(|_| ())
            })
        };
        tokio::spawn(fleet.clone().run(app.tenants.clone(), start));
        let local: fleet::Local = {
            let app = app.clone();
            Arc::new(move |i, request| Box::pin(mcp_here(app.clone(), i, request)))
        };
        tokio::spawn(fleet.clone().answer(app.tenants.clone(), local));
    }
    if warm {
        let (app, runtime) = (app.clone(), runtime.clone());
        tokio::task::spawn_blocking(move || {
            for lang in langs {
                if let Err(why) = runtime.warm(lang) {
                    tracing::warn!(lang = lang.name(), why, "a toolchain did not start");
                }
            }
            app.ready.store(true, Ordering::SeqCst);
            tracing::info!("warm");
        });
    } else {
        app.ready.store(true, Ordering::SeqCst);
    }
    let router = Router::new()
        .route("/healthz", axum::routing::get(|| async { "ok\n" }))
        .route("/readyz", axum::routing::get(readyz))
        .route("/metrics", axum::routing::get(metrics))
        .route("/mcp", axum::routing::any(mcp))
        .route("/session", axum::routing::get(session))
        .fallback(|| async {
            refuse(StatusCode::NOT_FOUND, "route", "no such route (/mcp, /session, /healthz, /readyz, /metrics)")
        })
        .layer(axum::middleware::from_fn_with_state(app.clone(), gate))
        .with_state(app.clone());
    tokio::spawn(give_back_memory(app.clone()));
    let (shutdown, shutting) = tokio::sync::watch::channel(false);
    let open = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("gg serve: cannot watch SIGTERM: {e}");
            return ExitCode::from(3);
        }
    };
    let service = hyper_util::service::TowerToHyperService::new(router);
    let mut drained: Option<tokio::task::JoinHandle<()>> = None;
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let Ok((stream, _)) = accepted else { continue };
                let _ = stream.set_nodelay(true);
                let mut http = hyper::server::conn::http1::Builder::new();
                http.timer(TokioTimer::new())
                    .header_read_timeout(app.bounds.header)
                    .max_buf_size(64 << 10);
                let connection = http.serve_connection(TokioIo::new(stream), service.clone()).with_upgrades();
                let (metrics, open, mut shutting) = (app.metrics.clone(), open.clone(), shutting.clone());
                metrics.connection(1);
                open.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(async move {
                    tokio::pin!(connection);
                    tokio::select! {
                        _ = connection.as_mut() => {}
                        _ = shutting.changed() => {
                            // Ends after the response in flight, if any.
                            connection.as_mut().graceful_shutdown();
                            let _ = connection.await;
                        }
                    }
                    open.fetch_sub(1, Ordering::SeqCst);
                    metrics.connection(-1);
                });
            }
            // While it drains, it still answers (/readyz fails, sessions
            // are refused, a client may observe its program to the end).
            _ = term.recv(), if drained.is_none() => drained = Some(tokio::spawn(drain(app.clone()))),
            _ = tokio::signal::ctrl_c(), if drained.is_none() => drained = Some(tokio::spawn(drain(app.clone()))),
            _ = async { drained.as_mut().expect("guarded").await }, if drained.is_some() => break,
        }
    }
    drop(listener);
    // Connections still open (sockets, event streams) get two seconds to
    // send what they hold.
    let _ = shutdown.send(true);
    let until = Instant::now() + Duration::from_secs(2);
    while open.load(Ordering::SeqCst) > 0 && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    tracing::info!("drained");
    ExitCode::SUCCESS
}

/// Returns freed memory to the system after sessions close. glibc's
/// allocator keeps what its threads' arenas freed (10,000 abandoned MCP
/// sessions leave about 250 MiB resident that nothing uses); every few
/// seconds, when fewer sessions are open than at the last look, it is
/// trimmed. Elsewhere than glibc this does nothing.
async fn give_back_memory(app: App) {
    let mut last = 0usize;
    loop {
        tokio::time::sleep(Duration::from_secs(3)).await;
        let mut open = 0;
        for i in 0..app.tenants.len() {
            open += open_sessions(&app, i).await;
        }
        if open < last {
            #[cfg(all(target_os = "linux", target_env = "gnu"))]
            #[allow(unsafe_code, reason = "glibc's malloc_trim has no safe binding")]
            // SAFETY: malloc_trim takes no pointer and only releases free
            // pages of the allocator's own heaps, from any thread.
            let _ = tokio::task::spawn_blocking(|| unsafe { libc::malloc_trim(0) }).await;
        }
        last = open;
    }
}

/// After SIGTERM: refuse new sessions, give running programs the grace,
/// then stop what still runs and let its observers answer.
async fn drain(app: App) {
    app.draining.store(true, Ordering::SeqCst);
    app.metrics.set_draining();
    let running = |app: &App| app.tenants.iter().map(|t| t.engine_load().1).sum::<usize>();
    let app = &app;
    tracing::info!(running = running(app), grace_seconds = app.bounds.grace.as_secs_f64(), "draining");
    let until = Instant::now() + app.bounds.grace;
    while running(app) > 0 && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    if let Some(fleet) = &app.fleet {
        // A fleet's workspaces go to the other nodes, their programs with
        // them (resumed there from the journal).
        fleet.drain(&app.tenants).await;
        tokio::time::sleep(Duration::from_millis(200)).await;
        return;
    }
    let tenants = app.tenants.clone();
    let hand_over = app.bounds.hand_over;
    let stopped = tokio::task::spawn_blocking(move || tenants.iter().map(|t| t.stop_all(hand_over)).sum::<usize>())
        .await
        .unwrap_or(0);
    if stopped > 0 {
        tracing::info!(stopped, "programs stopped at the end of the grace");
        // Their observers' answers leave on their connections.
        let until = Instant::now() + Duration::from_secs(2);
        while running(app) > 0 && Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A refusal: `status` with a JSON body naming the limit (or the reason).
fn refuse(status: StatusCode, limit: &str, message: &str) -> Response {
    (status, [(header::CONTENT_TYPE, "application/json")], socket::refusal(limit, message).to_string()).into_response()
}

/// Every request: its id, the body's bound, its log line and its count.
async fn gate(State(app): State<App>, request: Request, next: axum::middleware::Next) -> Response {
    let id = app.next_request.fetch_add(1, Ordering::Relaxed);
    let request_id = format!("r{id}");
    let route: &'static str = match request.uri().path() {
        "/mcp" => "/mcp",
        "/session" => "/session",
        "/healthz" => "/healthz",
        "/readyz" => "/readyz",
        "/metrics" => "/metrics",
        _ => "other",
    };
    let method = request.method().to_string();
    let began = Instant::now();
    let declared =
        request.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    let response = if declared.is_some_and(|n| n > app.bounds.body_bytes as u64) {
        refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            "body-kib",
            &format!("a request body holds at most {} KiB", app.bounds.body_bytes >> 10),
        )
    } else {
        // A body sent without its length is bounded as it is read.
        let (mut parts, body) = request.into_parts();
        parts.extensions.insert(RequestId(request_id.clone()));
        let body = Body::new(http_body_util::Limited::new(body, app.bounds.body_bytes));
        next.run(Request::from_parts(parts, body)).await
    };
    let status = response.status().as_u16();
    app.metrics.request(route, status);
    let tenant = response.extensions().get::<TenantName>().map(|t| t.0.clone());
    tracing::info!(request_id, method, route, status, tenant, ms = began.elapsed().as_secs_f64() * 1e3, "request");
    response
}

/// The request's id, for the log lines of what it starts.
#[derive(Clone)]
struct RequestId(String);

/// The tenant that answered, for the request's log line.
#[derive(Clone)]
struct TenantName(String);

async fn readyz(State(app): State<App>) -> Response {
    if app.draining.load(Ordering::SeqCst) {
        return refuse(StatusCode::SERVICE_UNAVAILABLE, "draining", "the server is draining");
    }
    if !app.ready.load(Ordering::SeqCst) {
        return refuse(StatusCode::SERVICE_UNAVAILABLE, "warming", "the server is starting its toolchains");
    }
    "ready\n".into_response()
}

async fn metrics(State(app): State<App>) -> Response {
    for (i, t) in app.tenants.iter().enumerate() {
        let (sessions, running) = t.engine_load();
        app.metrics.tenant(&t.name, sessions, running);
        app.metrics.mcp_sessions(&t.name, mcp_sessions(&app, i).await);
    }
    app.metrics.engine(app.runtime.programs_running(), &app.runtime.toolchains());
    ([(header::CONTENT_TYPE, "application/openmetrics-text; version=1.0.0; charset=utf-8")], app.metrics.render())
        .into_response()
}

/// The tenant a request's bearer token acts as, by index.
fn tenant_of(app: &App, headers: &HeaderMap) -> Option<usize> {
    if app.open {
        return Some(0);
    }
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let token = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer "))?.trim();
    if token.is_empty() {
        return None;
    }
    let digest = tenant::digest(token);
    app.tenants.iter().position(|t| t.accepts(&digest))
}

fn unauthorized() -> Response {
    (StatusCode::UNAUTHORIZED, [(header::WWW_AUTHENTICATE, "Bearer")], "").into_response()
}

/// Tenant `i`'s MCP sessions open now.
async fn mcp_sessions(app: &App, i: usize) -> usize {
    match app.tenants[i].live() {
        Some(live) => live.manager.sessions.read().await.len(),
        None => 0,
    }
}

/// Sessions tenant `i` has open now, as its bound counts them: MCP
/// sessions and sockets.
async fn open_sessions(app: &App, i: usize) -> usize {
    mcp_sessions(app, i).await + app.tenants[i].sockets.load(Ordering::SeqCst)
}

/// Whether one more session may open for tenant `i`: `Err` is the refusal.
async fn room(app: &App, i: usize) -> Result<(), Response> {
    if app.draining.load(Ordering::SeqCst) {
        return Err(refuse(StatusCode::SERVICE_UNAVAILABLE, "draining", "the server is draining: no new session"));
    }
    let mut total = 0;
    let mut mine = 0;
    for j in 0..app.tenants.len() {
        let n = open_sessions(app, j).await;
        total += n;
        if j == i {
            mine = n;
        }
    }
    let t = &app.tenants[i];
    if mine >= t.max_sessions {
        return Err(refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "tenant-sessions",
            &format!("this tenant has {} sessions open, its most: close one first", t.max_sessions),
        ));
    }
    if total >= app.bounds.sessions {
        return Err(refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "sessions",
            &format!("the server has {} sessions open, its most: try again later", app.bounds.sessions),
        ));
    }
    Ok(())
}

async fn mcp(State(app): State<App>, request: Request) -> Response {
    let Some(i) = tenant_of(&app, request.headers()) else { return unauthorized() };
    let name = app.tenants[i].name.clone();
    let request = match &app.fleet {
        // A fleet's MCP has no sessions: every request stands alone, and
        // goes to the node that holds its workspace.
        Some(fleet) => match fleet.route(&name) {
            Route::Here => request,
            _ => match fleet.forward(&name, request).await {
                Ok(mut answered) => {
                    answered.extensions_mut().insert(TenantName(name));
                    return answered;
                }
                Err(request) => request,
            },
        },
        None => {
            // A POST without a session id opens an MCP session (its `initialize`).
            let opens =
                request.method() == axum::http::Method::POST && !request.headers().contains_key("mcp-session-id");
            if opens && let Err(refused) = room(&app, i).await {
                return refused;
            }
            request
        }
    };
    mcp_here(app, i, request).await
}

/// Tenant `i`'s MCP request, served by this process. In a fleet the answer
/// names this node and the revision of the lease it served under.
async fn mcp_here(app: App, i: usize, request: Request) -> Response {
    let t = &app.tenants[i];
    let Some(live) = t.live() else {
        return refuse(StatusCode::SERVICE_UNAVAILABLE, "fleet", "this workspace is not served here now: try again");
    };
    let mut response = live.service.handle(request).await.map(Body::new);
    if let Some(fleet) = &app.fleet {
        let h = response.headers_mut();
        if let Ok(v) = axum::http::HeaderValue::from_str(&fleet.node) {
            h.insert("gg-node", v);
        }
        h.insert("gg-lease", axum::http::HeaderValue::from(live.lease));
        let ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
        h.insert("gg-served-ms", axum::http::HeaderValue::from(ms));
    }
    response.extensions_mut().insert(TenantName(t.name.clone()));
    response
}

async fn session(State(app): State<App>, request: Request) -> Response {
    let Some(i) = tenant_of(&app, request.headers()) else { return unauthorized() };
    let request_id = request.extensions().get::<RequestId>().map(|r| r.0.clone()).unwrap_or_default();
    let (mut parts, _) = request.into_parts();
    let upgrade =
        match <WebSocketUpgrade as axum::extract::FromRequestParts<App>>::from_request_parts(&mut parts, &app).await {
            Ok(u) => u,
            Err(rejection) => {
                return refuse(
                    StatusCode::BAD_REQUEST,
                    "websocket",
                    &format!("/session is a WebSocket: {}", rejection.body_text()),
                );
            }
        };
    if let Err(refused) = room(&app, i).await {
        return refused;
    }
    let tenant = app.tenants[i].clone();
    let Some(live) = tenant.live() else {
        // Not forwarded yet: a socket reaches its workspace's node only.
        return refuse(
            StatusCode::MISDIRECTED_REQUEST,
            "fleet",
            "this node does not serve this workspace now; in a fleet, /session reaches only the node holding \
             the workspace's lease (MCP at /mcp is forwarded from any node)",
        );
    };
    tenant.sockets.fetch_add(1, Ordering::SeqCst);
    let idle = app.bounds.idle;
    let name = tenant.name.clone();
    let mut response = upgrade
        .max_message_size(socket::MAX_FRAME)
        .max_frame_size(socket::MAX_FRAME)
        .on_failed_upgrade({
            let tenant = tenant.clone();
            move |_| {
                tenant.sockets.fetch_sub(1, Ordering::SeqCst);
            }
        })
        .on_upgrade(move |ws| socket::serve(ws, tenant, live.broker.clone(), idle, request_id));
    response.extensions_mut().insert(TenantName(name));
    response
}
