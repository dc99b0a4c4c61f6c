//! `gg serve --cluster nats://…`: this node's part in a fleet of `gg
//! serve` nodes on NATS JetStream (decision 0041).
//!
//! * **Membership**: every node puts a heartbeat in the key-value bucket
//!   `gg-nodes`, whose entries expire one lease time after their last put.
//! * **Placement**: each tenant's workspace is served by one node at a
//!   time, the holder of its lease in the bucket `gg-leases` (created
//!   only where absent, renewed by compare-and-set on its revision, gone a
//!   lease time after the holder's last renewal). A workspace without a
//!   holder is taken by the node that rendezvous hashing over the live
//!   members names (by any node, once it has gone unheld a lease time),
//!   which then starts the tenant: its state opens, its journal's
//!   sessions resume. A node gives an idle workspace to the node hashing
//!   names for it, so nodes that join take their share.
//! * **Fencing**: a node serves a workspace only while its last renewal
//!   was sent less than half a lease ago; past that (a thread of its own
//!   watches), or when a renewal finds another revision, it hands the
//!   workspace's programs over and stops serving it. Its journal writes
//!   for the workspace are refused from three quarters of a lease on; no
//!   other node can hold the lease before a whole lease passed. Every
//!   answer carries `gg-node`, `gg-lease` (the revision the lease was
//!   taken at) and `gg-served-ms`, so a client can check that no two nodes
//!   served one workspace at once.
//! * **Routing**: a request for a workspace another node holds goes to it
//!   over NATS request/reply (`gg.node.<node>.http`), and its answer comes
//!   back whole; a request for a workspace no node holds waits for one.
//! * **Drain**: SIGTERM hands every workspace's programs over and deletes
//!   its leases, so other nodes take them at once.
//!
//! Invariant: [`Tenant::start`] runs only under a lease this node created,
//! and its live part is dropped ([`Tenant::release`]) before the lease
//! could pass to another node.

use crate::serve::tenant::Tenant;
use async_nats::HeaderMap;
use async_nats::jetstream::kv;
use axum::body::Body;
use axum::http::{HeaderName, HeaderValue, Request, Response, StatusCode};
use http_body_util::BodyExt as _;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A lease's time by default: how long a dead node's workspaces wait.
pub const DEFAULT_LEASE_SECONDS: f64 = 5.0;
/// How long a forwarded request may take (an `exec` observes for its
/// window; an `approve` may wait longer).
const FORWARD_TIMEOUT: Duration = Duration::from_secs(300);

/// A lock of the fleet's, whatever a panicking holder left in it.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Starts a tenant under the lease of a revision ([`Tenant::start`]).
pub type Start = Arc<dyn Fn(&Tenant, u64) -> Result<(), String> + Send + Sync>;

/// Serves tenant `i`'s request here (a request another node forwarded).
pub type Local =
    Arc<dyn Fn(usize, Request<Body>) -> futures_util::future::BoxFuture<'static, Response<Body>> + Send + Sync>;

/// The fleet as this node takes part in it.
pub struct Fleet {
    pub node: String,
    /// Where this node listens, told in its heartbeat.
    http: Mutex<String>,
    client: async_nats::Client,
    nodes: kv::Store,
    leases: kv::Store,
    lease: Duration,
    /// Workspaces this node holds, by tenant name.
    held: Mutex<HashMap<String, Held>>,
    /// The holders other nodes' leases name, as last read.
    owners: Mutex<HashMap<String, String>>,
    /// When each workspace was first seen without a holder.
    unheld: Mutex<HashMap<String, Instant>>,
    /// The live members, as last read (this node included).
    members: Mutex<Vec<String>>,
    /// Each tenant's turn ([`Fleet::turn`]).
    turns: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// Tenants being released by the watch.
    releasing: Mutex<std::collections::HashSet<String>>,
    draining: AtomicBool,
}

struct Held {
    revision: u64,
    /// When the last renewal that succeeded was sent.
    renewed: Instant,
    /// The tenant has started (its live part serves).
    started: bool,
}

/// What a request for a tenant meets in the fleet.
pub enum Route {
    /// This node serves it.
    Here,
    /// Another node holds it.
    There(String),
    /// No node holds it now.
    Nobody,
}

impl Fleet {
    /// Connects to `urls` (comma-separated `nats://` addresses) and opens
    /// the fleet's buckets, on `handle` (a runtime of NATS's own).
    pub async fn join(urls: &str, node: &str, lease: Duration, replicas: usize) -> Result<Fleet, String> {
        if node.is_empty() || !node.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            return Err(format!("--node `{node}`: a node's name is letters, digits, `-` and `_`"));
        }
        let addrs: Vec<async_nats::ServerAddr> = urls
            .split(',')
            .map(|u| u.trim().parse().map_err(|e| format!("--cluster `{u}`: {e}")))
            .collect::<Result<_, _>>()?;
        let client = async_nats::ConnectOptions::new()
            .name(format!("gg-serve {node}"))
            .retry_on_initial_connect()
            .connection_timeout(Duration::from_secs(5))
            .connect(addrs)
            .await
            .map_err(|e| format!("cannot reach NATS at {urls}: {e}"))?;
        let js = async_nats::jetstream::new(client.clone());
        let bucket = |name: &str| kv::Config {
            bucket: name.into(),
            history: 1,
            max_age: lease,
            num_replicas: replicas,
            ..Default::default()
        };
        let until = Instant::now() + Duration::from_secs(30);
        let (nodes, leases) = loop {
            // JetStream answers once its cluster has a leader.
            let made = async {
                let nodes = js.create_or_update_key_value(bucket("gg-nodes")).await?;
                let leases = js.create_or_update_key_value(bucket("gg-leases")).await?;
                Ok::<_, async_nats::jetstream::context::CreateKeyValueError>((nodes, leases))
            };
            match made.await {
                Ok(x) => break x,
                Err(e) if Instant::now() > until => return Err(format!("NATS JetStream's buckets: {e}")),
                Err(_) => tokio::time::sleep(Duration::from_millis(500)).await,
            }
        };
        Ok(Fleet {
            node: node.to_string(),
            http: Mutex::new(String::new()),
            client,
            nodes,
            leases,
            lease,
            held: Mutex::default(),
            owners: Mutex::default(),
            unheld: Mutex::default(),
            members: Mutex::default(),
            turns: Mutex::default(),
            releasing: Mutex::default(),
            draining: AtomicBool::new(false),
        })
    }

    pub fn set_address(&self, addr: &str) {
        *lock(&self.http) = addr.to_string();
    }

    /// Where a request for tenant `name` goes now.
    pub fn route(&self, name: &str) -> Route {
        if let Some(h) = lock(&self.held).get(name) {
            if h.started && h.renewed.elapsed() < self.fence() {
                return Route::Here;
            }
            return Route::Nobody;
        }
        match lock(&self.owners).get(name) {
            Some(node) if *node != self.node => Route::There(node.clone()),
            _ => Route::Nobody,
        }
    }

    /// Whether this node may still write tenant `name`'s journals: it holds
    /// the workspace (started or starting), and less than three quarters
    /// of a lease passed since the last renewal it sent. Between the fence
    /// (half a lease) and that, the workspace's programs are handed over
    /// (which ends none of them) before their writes are refused; no other
    /// node can hold the lease until a whole lease passed.
    pub fn holds(&self, name: &str) -> bool {
        self.held
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(name)
            .is_some_and(|h| h.renewed.elapsed() < self.lease * 3 / 4)
    }

    /// How long after its last renewal a node still serves a workspace:
    /// half a lease, so that a node whose renewals stall (a NATS server
    /// gone, a leader being elected) has stopped well before the lease
    /// can pass.
    fn fence(&self) -> Duration {
        self.lease / 2
    }

    /// Keeps this node's heartbeat, leases and workspaces, every quarter of a
    /// lease time, until the drain.
    pub async fn run(self: Arc<Fleet>, tenants: Vec<Arc<Tenant>>, start: Start) {
        let tick = self.lease / 4;
        let (fleet, watched) = (self.clone(), tenants.clone());
        let watch = std::thread::Builder::new().name("gg-fence".into()).spawn(move || fleet.watch(watched));
        if let Err(e) = watch {
            tracing::error!(error = %e, "no fence thread: this node takes no workspace");
            return;
        }
        let mut first = true;
        while !self.draining.load(Ordering::SeqCst) {
            self.beat().await;
            // The first round only says this node is here: the next sees
            // every member that joined with it.
            if !std::mem::take(&mut first) {
                for t in &tenants {
                    self.keep(t, &start).await;
                }
            }
            tokio::time::sleep(tick).await;
        }
    }

    /// Ten times a second, on a thread of its own (so that no stalled
    /// async task delays it): a workspace whose lease went unrenewed for
    /// [`Fleet::fence`] stops being served here, whatever the renewal it
    /// waits for does. Each release is a thread of its own, after any start
    /// of the same workspace in progress.
    fn watch(self: Arc<Fleet>, tenants: Vec<Arc<Tenant>>) {
        while !self.draining.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(100));
            for t in &tenants {
                let late = self
                    .held
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .get(&t.name)
                    .is_some_and(|h| h.renewed.elapsed() >= self.fence());
                if late && lock(&self.releasing).insert(t.name.clone()) {
                    tracing::warn!(tenant = t.name, "lease not renewed in time: workspace released");
                    let (fleet, t) = (self.clone(), t.clone());
                    let _ = std::thread::Builder::new().name("gg-release".into()).spawn(move || {
                        fleet.let_go(&t);
                        lock(&fleet.releasing).remove(&t.name);
                    });
                }
            }
        }
    }

    /// The heartbeat, and the members read back.
    async fn beat(&self) {
        let http = lock(&self.http).clone();
        let value = serde_json::json!({"node": self.node, "http": http}).to_string();
        if let Err(e) = self.nodes.put(&self.node, value.into()).await {
            tracing::warn!(error = %e, "heartbeat not written");
        }
        let mut members = Vec::new();
        if let Ok(mut keys) = self.nodes.keys().await {
            use futures_util::StreamExt as _;
            while let Some(Ok(k)) = keys.next().await {
                members.push(k);
            }
        }
        if !members.contains(&self.node) {
            members.push(self.node.clone());
        }
        *lock(&self.members) = members;
    }

    /// The member rendezvous hashing names for `key`.
    fn chosen(&self, key: &str) -> String {
        use sha2::{Digest, Sha256};
        let members = lock(&self.members).clone();
        members
            .into_iter()
            .max_by_key(|m| {
                let d = Sha256::digest(format!("{m}\n{key}").as_bytes());
                u64::from_be_bytes(d[..8].try_into().expect("eight bytes"))
            })
            .unwrap_or_else(|| self.node.clone())
    }

    fn value(&self) -> bytes::Bytes {
        serde_json::json!({"node": self.node}).to_string().into()
    }

    /// One round for tenant `t`: renew its lease, or take it, or note its
    /// holder.
    async fn keep(self: &Arc<Fleet>, t: &Arc<Tenant>, start: &Start) {
        let key = t.name.as_str();
        let held = lock(&self.held).get(key).map(|h| (h.revision, h.started));
        if let Some((revision, started)) = held {
            // Idle, and another member is the one hashing names: give it.
            if started && t.engine_load().0 == 0 && self.chosen(key) != self.node {
                tracing::info!(tenant = key, to = %self.chosen(key), "workspace handed to its chosen node");
                self.give_up(t, true).await;
                return;
            }
            let sent = Instant::now();
            let renewal = tokio::time::timeout(self.lease / 4, self.leases.update(key, self.value(), revision)).await;
            match renewal {
                Err(_) => {}
                Ok(Ok(revision)) => {
                    if let Some(h) = lock(&self.held).get_mut(key) {
                        h.revision = revision;
                        h.renewed = sent;
                    }
                }
                Ok(Err(e)) if e.kind() == kv::UpdateErrorKind::WrongLastRevision => {
                    tracing::warn!(tenant = key, "lease lost to another node");
                    self.give_up(t, false).await;
                }
                // Another try next round; the watch fences it meanwhile.
                Ok(Err(_)) => {}
            }
            return;
        }
        match self.leases.entry(key).await {
            Ok(Some(e)) if e.operation == kv::Operation::Put => {
                let node = serde_json::from_slice::<serde_json::Value>(&e.value)
                    .ok()
                    .and_then(|v| v.get("node").and_then(|n| n.as_str()).map(str::to_string))
                    .unwrap_or_default();
                lock(&self.owners).insert(key.into(), node);
                lock(&self.unheld).remove(key);
                return;
            }
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(tenant = key, error = %e, "lease not read");
                return;
            }
        }
        lock(&self.owners).remove(key);
        let since = *lock(&self.unheld).entry(key.into()).or_insert_with(Instant::now);
        if self.draining.load(Ordering::SeqCst) || (self.chosen(key) != self.node && since.elapsed() < self.lease) {
            return;
        }
        let sent = Instant::now();
        let Ok(revision) = self.leases.create(key, self.value()).await else { return };
        lock(&self.unheld).remove(key);
        self.held
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(key.into(), Held { revision, renewed: sent, started: false });
        tracing::info!(tenant = key, revision, "lease taken: starting the workspace");
        // Started apart from this round, so that renewals go on meanwhile;
        // under the tenant's turn, so that a release waits for the start.
        let (fleet, t, start) = (self.clone(), t.clone(), start.clone());
        tokio::spawn(async move {
            let key = t.name.clone();
            let turn = fleet.turn(&key);
            let _turn = turn.lock().await;
            let began = Instant::now();
            let t2 = t.clone();
            let started = tokio::task::spawn_blocking(move || start(&t2, revision)).await;
            let still = lock(&fleet.held).get_mut(&key).map(|h| {
                h.started = matches!(started, Ok(Ok(())));
            });
            match (started, still) {
                (Ok(Ok(())), Some(())) => {
                    tracing::info!(tenant = key, ms = began.elapsed().as_secs_f64() * 1e3, "workspace served here");
                }
                // Released while it started: what it resumed goes over again.
                (Ok(Ok(())), None) => {
                    let t2 = t.clone();
                    let _ = tokio::task::spawn_blocking(move || t2.release()).await;
                }
                (failed, _) => {
                    let why = match failed {
                        Ok(Err(why)) => why,
                        _ => "its start panicked".to_string(),
                    };
                    tracing::warn!(tenant = key, why, "the workspace did not start: lease given back");
                    drop(_turn);
                    fleet.give_up(&t, true).await;
                }
            }
        });
    }

    /// Tenant `name`'s turn: its start and its release never overlap.
    fn turn(&self, name: &str) -> Arc<tokio::sync::Mutex<()>> {
        lock(&self.turns).entry(name.to_string()).or_default().clone()
    }

    /// Stops serving `t` here (its programs handed over); with `delete`,
    /// deletes the lease (at its revision) so another node takes it now.
    async fn give_up(self: &Arc<Fleet>, t: &Arc<Tenant>, delete: bool) {
        let (fleet, t2) = (self.clone(), t.clone());
        let held = tokio::task::spawn_blocking(move || fleet.let_go(&t2)).await.ok().flatten();
        if let (true, Some(h)) = (delete, held) {
            let _ = self.leases.delete_expect_revision(&t.name, Some(h.revision)).await;
        }
    }

    /// Stops serving `t` here, on a thread that may block: after any start
    /// of it in progress (its turn), its programs are handed over while
    /// their journal writes are still permitted, so that none of them ends
    /// here for want of one; then it is no longer held. Returns what was.
    fn let_go(&self, t: &Tenant) -> Option<Held> {
        let turn = self.turn(&t.name);
        let _turn = turn.blocking_lock();
        t.release();
        lock(&self.held).remove(&t.name)
    }

    /// The drain: every workspace handed over and its lease deleted; the
    /// heartbeat deleted.
    pub async fn drain(self: &Arc<Fleet>, tenants: &[Arc<Tenant>]) {
        self.draining.store(true, Ordering::SeqCst);
        for t in tenants {
            let held = lock(&self.held).contains_key(&t.name);
            if held {
                self.give_up(t, true).await;
            }
        }
        let _ = self.nodes.delete(&self.node).await;
    }

    /// Answers the requests other nodes forward to this one, until the
    /// connection ends.
    pub async fn answer(self: Arc<Fleet>, tenants: Vec<Arc<Tenant>>, local: Local) {
        use futures_util::StreamExt as _;
        let subject = format!("gg.node.{}.http", self.node);
        let Ok(mut requests) = self.client.subscribe(subject).await else {
            tracing::error!("cannot subscribe to forwarded requests");
            return;
        };
        while let Some(message) = requests.next().await {
            let (fleet, tenants, local) = (self.clone(), tenants.clone(), local.clone());
            tokio::spawn(async move {
                let Some(reply) = message.reply.clone() else { return };
                let headers = message.headers.clone().unwrap_or_default();
                let tenant = headers.get("gg-tenant").map(|v| v.as_str().to_string()).unwrap_or_default();
                let response = match tenants.iter().position(|t| t.name == tenant) {
                    Some(i) if matches!(fleet.route(&tenant), Route::Here) => {
                        let request = unpack(&headers, message.payload.clone());
                        match request {
                            Ok(r) => local(i, r).await,
                            Err(why) => plain(StatusCode::BAD_REQUEST, why),
                        }
                    }
                    // Not (or no longer) here: the forwarding node asks again.
                    _ => {
                        let mut r = plain(StatusCode::MISDIRECTED_REQUEST, "not served here".into());
                        r.headers_mut().insert("gg-moved", HeaderValue::from_static("1"));
                        r
                    }
                };
                let (headers, payload) = pack_response(response).await;
                let _ = fleet.client.publish_with_headers(reply, headers, payload).await;
            });
        }
    }

    /// Sends `request` for tenant `tenant` to the node holding it and
    /// returns its answer; waits (up to two lease times) while no node
    /// holds it. `Err` gives the request back: this node holds it now.
    pub async fn forward(&self, tenant: &str, request: Request<Body>) -> Result<Response<Body>, Request<Body>> {
        let (parts, body) = request.into_parts();
        let body = match body.collect().await {
            Ok(b) => b.to_bytes(),
            Err(e) => return Ok(plain(StatusCode::PAYLOAD_TOO_LARGE, format!("the request body: {e}"))),
        };
        let mut headers = HeaderMap::new();
        headers.insert("gg-tenant", tenant);
        headers.insert("gg-method", parts.method.as_str());
        headers.insert("gg-uri", parts.uri.to_string().as_str());
        for (name, value) in &parts.headers {
            if let Ok(v) = value.to_str() {
                headers.append(format!("h-{name}").as_str(), v);
            }
        }
        let until = Instant::now() + self.lease * 2;
        loop {
            match self.route(tenant) {
                Route::Here => return Err(Request::from_parts(parts, Body::from(body))),
                Route::There(node) => {
                    let subject = format!("gg.node.{node}.http");
                    let ask = async_nats::Request::new()
                        .headers(headers.clone())
                        .payload(body.clone())
                        .timeout(Some(FORWARD_TIMEOUT));
                    let asked = self.client.send_request(subject, ask);
                    tokio::pin!(asked);
                    // The holder may die with the request: its lease passes
                    // (or is gone) before any answer would come.
                    let answered = loop {
                        tokio::select! {
                            a = &mut asked => break Some(a),
                            _ = tokio::time::sleep(Duration::from_millis(100)) => {
                                if !matches!(self.route(tenant), Route::There(ref n) if *n == node) {
                                    break None;
                                }
                            }
                        }
                    };
                    match answered {
                        Some(Ok(answer)) => {
                            let moved = answer.headers.as_ref().is_some_and(|h| h.get("h-gg-moved").is_some());
                            if !moved {
                                return Ok(unpack_response(&answer));
                            }
                        }
                        Some(Err(e)) if e.kind() == async_nats::RequestErrorKind::TimedOut => {
                            return Ok(plain(
                                StatusCode::GATEWAY_TIMEOUT,
                                format!("node {node} did not answer within {} s", FORWARD_TIMEOUT.as_secs()),
                            ));
                        }
                        // No responders: the node is gone; its lease will
                        // go too.
                        Some(Err(_)) => {}
                        None => {
                            return Ok(plain(
                                StatusCode::BAD_GATEWAY,
                                format!(
                                    "node {node}, which held this workspace, stopped holding it while answering: \
                                     the request may or may not have taken effect; send it again (an exec with \
                                     the same idempotency_key does not start a second program)"
                                ),
                            ));
                        }
                    }
                }
                Route::Nobody => {}
            }
            if Instant::now() > until {
                return Ok(plain(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "no node serves this workspace now (its node failed and its lease has not passed yet): try again"
                        .into(),
                ));
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

fn plain(status: StatusCode, message: String) -> Response<Body> {
    let body = crate::serve::socket::refusal("fleet", &message).to_string();
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = status;
    r.headers_mut().insert(axum::http::header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    r
}

/// A forwarded request, as the owner rebuilds it.
fn unpack(headers: &HeaderMap, payload: bytes::Bytes) -> Result<Request<Body>, String> {
    let method = headers.get("gg-method").map(|v| v.as_str().to_string()).ok_or("no method")?;
    let uri = headers.get("gg-uri").map(|v| v.as_str().to_string()).ok_or("no uri")?;
    let mut b = Request::builder().method(method.as_str()).uri(uri.as_str());
    for (name, values) in headers.iter() {
        let Some(name) = <async_nats::HeaderName as AsRef<str>>::as_ref(name).strip_prefix("h-") else { continue };
        for v in values {
            if let (Ok(n), Ok(v)) = (HeaderName::try_from(name), HeaderValue::from_str(v.as_str())) {
                b = b.header(n, v);
            }
        }
    }
    b.body(Body::from(payload)).map_err(|e| e.to_string())
}

/// An answer as it crosses NATS: its status and headers as headers, its
/// body whole.
async fn pack_response(response: Response<Body>) -> (HeaderMap, bytes::Bytes) {
    let (parts, body) = response.into_parts();
    let mut headers = HeaderMap::new();
    headers.insert("gg-status", parts.status.as_str());
    for (name, value) in &parts.headers {
        if let Ok(v) = value.to_str() {
            headers.append(format!("h-{name}").as_str(), v);
        }
    }
    let body = match tokio::time::timeout(FORWARD_TIMEOUT, body.collect()).await {
        Ok(Ok(b)) => b.to_bytes(),
        _ => bytes::Bytes::new(),
    };
    (headers, body)
}

fn unpack_response(message: &async_nats::Message) -> Response<Body> {
    let mut r = Response::new(Body::from(message.payload.clone()));
    let Some(headers) = &message.headers else { return r };
    if let Some(s) = headers.get("gg-status").and_then(|s| s.as_str().parse::<u16>().ok()) {
        *r.status_mut() = StatusCode::from_u16(s).unwrap_or(StatusCode::BAD_GATEWAY);
    }
    for (name, values) in headers.iter() {
        let Some(name) = <async_nats::HeaderName as AsRef<str>>::as_ref(name).strip_prefix("h-") else { continue };
        if name.eq_ignore_ascii_case("content-length") || name.eq_ignore_ascii_case("transfer-encoding") {
            continue;
        }
        for v in values {
            if let (Ok(n), Ok(v)) = (HeaderName::try_from(name), HeaderValue::from_str(v.as_str())) {
                r.headers_mut().append(n, v);
            }
        }
    }
    r
}

/// The fleet's journals: each tenant's workspace journaled in JetStream
/// under the tenant's name (a directory below it under the name and the
/// directory's path), so whichever node holds the workspace finds them.
pub struct Journals {
    handle: tokio::runtime::Handle,
    js: async_nats::jetstream::Context,
    replicas: usize,
    /// Each tenant's workspace and name.
    workspaces: Vec<(PathBuf, String)>,
    fleet: Arc<Fleet>,
    made: Mutex<HashMap<String, Arc<gg::JetStreamJournal>>>,
}

impl Journals {
    pub fn new(
        handle: tokio::runtime::Handle,
        fleet: &Arc<Fleet>,
        replicas: usize,
        tenants: &[Arc<Tenant>],
    ) -> Journals {
        let workspaces = tenants
            .iter()
            .map(|t| (std::fs::canonicalize(&t.workspace).unwrap_or_else(|_| t.workspace.clone()), t.name.clone()))
            .collect();
        // The context's own task runs on the NATS runtime.
        let js = {
            let _on = handle.enter();
            async_nats::jetstream::new(fleet.client.clone())
        };
        Journals { handle, js, replicas, workspaces, fleet: fleet.clone(), made: Mutex::default() }
    }

    /// The journal's key of `workspace`: its tenant's name, and the path
    /// below the tenant's workspace when it is a directory there.
    fn key(&self, workspace: &Path) -> Option<String> {
        let workspace = std::fs::canonicalize(workspace).unwrap_or_else(|_| workspace.to_path_buf());
        self.workspaces.iter().find_map(|(root, name)| {
            let below = workspace.strip_prefix(root).ok()?;
            match below.as_os_str().is_empty() {
                true => Some(name.clone()),
                false => Some(format!("{name}/{}", below.to_string_lossy())),
            }
        })
    }
}

impl crate::journal::Backend for Journals {
    fn journal(&self, workspace: &Path) -> Result<Arc<dyn gg::journal::Journal>, String> {
        let key = self.key(workspace).ok_or_else(|| {
            format!("{} is no tenant's workspace: the fleet journals only its tenants' sessions", workspace.display())
        })?;
        let mut made = lock(&self.made);
        if let Some(j) = made.get(&key) {
            return Ok(j.clone());
        }
        // Written only while this node holds the workspace.
        let tenant = key.split('/').next().unwrap_or_default().to_string();
        let fleet = self.fleet.clone();
        let permit: gg::JetStreamPermit = Arc::new(move || fleet.holds(&tenant));
        let j = gg::JetStreamJournal::with_permit(self.handle.clone(), self.js.clone(), &key, self.replicas, permit)?;
        made.insert(key, j.clone());
        Ok(j)
    }

    fn kept(&self, workspace: &Path) -> bool {
        self.key(workspace).is_some()
    }
}
