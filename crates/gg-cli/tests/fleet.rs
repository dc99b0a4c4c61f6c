//! The fleet (`gg serve --cluster`), for real: a three-server NATS cluster
//! with JetStream, three `gg serve` nodes on loopback sharing one directory
//! of workspaces, thirty tenants, and the official MCP SDK's clients
//! spreading every request over the nodes at random. While the programs
//! run (each writes a file, asks approval to call a bridged MCP server's
//! `restock`, prints what it got), a gg node, then a NATS server, is
//! killed with SIGKILL at seeded instants and started again, over and
//! over. Afterwards: every program completed exactly once, every file was
//! written, every `restock` carried one idempotency key (a repeat carries
//! the same key), and no two nodes served one workspace at once (the
//! answers' lease revisions and times, `gg-lease` and `gg-served-ms`).
//!
//! `GG_FLEET_SEED` and `GG_FLEET_KILLS` change the run; the defaults are
//! what `cargo xtask test` runs. The clients start programs until the
//! kills are over, then finish the ones they are in.

use crate::common::nats::Cluster;
use crate::common::{Seeded, installed};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const TENANTS: usize = 30;

/// A gg node, started again on the same port after a kill.
struct Node {
    name: String,
    port: u16,
    child: Option<Child>,
    log: PathBuf,
}

impl Node {
    fn start(name: &str, port: u16, config: &Path, urls: &str, dir: &Path) -> Node {
        let mut node = Node { name: name.into(), port, child: None, log: dir.join(format!("{name}.log")) };
        node.spawn(config, urls);
        node
    }

    fn spawn(&mut self, config: &Path, urls: &str) {
        let log = std::fs::OpenOptions::new().create(true).append(true).open(&self.log).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_gg"))
            .arg("serve")
            .arg("--config")
            .arg(config)
            .args(["--listen", &format!("127.0.0.1:{}", self.port), "--cluster", urls, "--node", &self.name])
            .arg("--no-warm")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .expect("gg serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        assert!(line.contains("listening on"), "node {} said `{line}`: {}", self.name, self.tail());
        self.child = Some(child);
    }

    fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        text.lines().rev().take(30).collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>().join("\n")
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        self.kill();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn sha256_hex(text: &str) -> String {
    use sha2::Digest as _;
    sha2::Sha256::digest(text.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn a_fleet_loses_no_program_and_repeats_no_effect_when_nodes_and_nats_servers_die() {
    let seed = env_or("GG_FLEET_SEED", 20261204);
    let kills = env_or("GG_FLEET_KILLS", 8);
    let mut rng = Seeded(seed);
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(3, &dir.path().join("nats"));
    let urls = cluster.urls();

    // The bridged MCP server every node reaches over HTTP; each `restock`
    // appends its SKU, units and idempotency key to `effects`.
    let effects = dir.path().join("effects");
    let mut inventory = Reaped(
        Command::new("node")
            .arg(installed().join("server.mjs"))
            .arg("--http")
            .env("GG_TEST_EFFECTS", &effects)
            .stdout(Stdio::piped())
            .spawn()
            .expect("node runs"),
    );
    let mut line = String::new();
    BufReader::new(inventory.0.stdout.as_mut().unwrap()).read_line(&mut line).unwrap();
    let inventory_port: u16 = line.trim().parse().unwrap();

    let shared = dir.path().join("shared");
    let mut toml = String::from("[serve]\nlease-seconds = 3\nreplicas = 3\n\n");
    let mut tenants = Vec::new();
    for i in 0..TENANTS {
        let name = format!("w{i:02}");
        let token = format!("token-{name}");
        std::fs::create_dir_all(shared.join(&name)).unwrap();
        toml.push_str(&format!(
            "[serve.tenants.{name}]\nworkspace = {ws:?}\ntoken-sha256 = [\"{digest}\"]\nlanguages = [\"js\"]\n\
             grants = [\"read-files\", \"write-files\", \"mcp:inventory\"]\n\
             [serve.tenants.{name}.mcp.servers.inventory]\nurl = \"http://127.0.0.1:{inventory_port}/mcp\"\n\
             [serve.tenants.{name}.mcp.servers.inventory.tools.restock]\napproval = \"ask\"\n\n",
            ws = shared.join(&name).to_string_lossy(),
            digest = sha256_hex(&token),
        ));
        tenants.push(json!({"name": name, "token": token}));
    }
    let config = dir.path().join("gg.toml");
    std::fs::write(&config, toml).unwrap();
    let mut nodes: Vec<Node> =
        (1..=3).map(|i| Node::start(&format!("n{i}"), free_port(), &config, &urls, dir.path())).collect();

    let plan = json!({
        "nodes": nodes.iter().map(Node::base).collect::<Vec<_>>(),
        "tenants": tenants,
        "stop": dir.path().join("stop"),
        "seed": seed as u32,
    });
    let mut client = Reaped(
        Command::new("node")
            .arg(installed().join("fleet-client.mjs"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("node runs"),
    );
    let client = &mut client.0;
    client.stdin.take().unwrap().write_all(plan.to_string().as_bytes()).unwrap();
    let report = {
        let mut out = client.stdout.take().unwrap();
        std::thread::spawn(move || {
            let mut s = String::new();
            std::io::Read::read_to_string(&mut out, &mut s).unwrap();
            s
        })
    };

    // The kills, alternating a gg node and a NATS server, each at a seeded
    // instant, each back after a seeded pause.
    let began = Instant::now();
    let mut done = Vec::new();
    for k in 0..kills {
        std::thread::sleep(Duration::from_millis(1500 + rng.below(3000)));
        assert!(client.try_wait().unwrap().is_none(), "the clients ended before the kills did: {done:?}");
        let i = rng.below(3) as usize;
        let pause = Duration::from_millis(500 + rng.below(2500));
        if k % 2 == 0 {
            nodes[i].kill();
            done.push(format!("{:.1}s kill -9 node {}", began.elapsed().as_secs_f64(), nodes[i].name));
            std::thread::sleep(pause);
            nodes[i].spawn(&config, &urls);
        } else {
            cluster.kill(i);
            done.push(format!("{:.1}s kill -9 NATS server {i}", began.elapsed().as_secs_f64()));
            std::thread::sleep(pause);
            cluster.restart(i);
        }
    }
    // The programs in flight finish; no more start.
    std::thread::sleep(Duration::from_secs(2));
    std::fs::write(dir.path().join("stop"), "").unwrap();
    let until = Instant::now() + Duration::from_secs(300);
    while client.try_wait().unwrap().is_none() {
        assert!(Instant::now() < until, "the clients did not finish within 300 s; kills: {done:?}");
        std::thread::sleep(Duration::from_millis(100));
    }
    let report: Value = serde_json::from_str(&report.join().unwrap()).unwrap_or_else(|e| {
        panic!(
            "the client's report is not JSON ({e}); node logs:\n{}",
            nodes.iter().map(Node::tail).collect::<String>()
        )
    });
    // On a failure, the nodes' logs stay for a person to read.
    let logs = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fleet-logs");
    let _ = std::fs::remove_dir_all(&logs);
    std::fs::create_dir_all(&logs).unwrap();
    for n in &nodes {
        let _ = std::fs::copy(&n.log, logs.join(format!("{}.log", n.name)));
    }
    let context = || format!("seed {seed}, kills {done:?}; the nodes' logs: {}", logs.display());

    // Every program completed, once.
    let ran = report["programs"].as_array().unwrap();
    assert!(ran.len() >= TENANTS, "{}", context());
    for p in ran {
        let status = p["status"].as_str().unwrap_or_default();
        let (tenant, j) = (p["tenant"].as_str().unwrap(), p["program"].as_u64().unwrap());
        match status {
            "completed" => {
                let stdout = p["stdout"].as_str().unwrap_or_default();
                assert_eq!(stdout, format!("done {j}: ordered {} of {tenant}\n", j + 1), "{p}\n{}", context());
            }
            "completed-unobserved" => {}
            _ => panic!("program {j} of {tenant} ended `{status}`: {p}\n{}", context()),
        }
        let file = shared.join(tenant).join(format!("p{j}.txt"));
        assert_eq!(
            std::fs::read_to_string(&file).unwrap_or_default(),
            format!("{tenant} program {j}\n"),
            "{}",
            context()
        );
    }

    // One idempotency key per program's `restock`: no program ran twice.
    let text = std::fs::read_to_string(&effects).unwrap_or_default();
    let mut keys: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    let mut lines = 0;
    for line in text.lines() {
        let parts: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(parts.len(), 3, "effect line `{line}`");
        assert_ne!(parts[2], "-", "a restock without an idempotency key: {line}");
        keys.entry((parts[0].into(), parts[1].into())).or_default().insert(parts[2].into());
        lines += 1;
    }
    let missing: Vec<String> = ran
        .iter()
        .filter(|p| {
            let sku = p["tenant"].as_str().unwrap_or_default().to_string();
            let units = (p["program"].as_u64().unwrap_or_default() + 1).to_string();
            !keys.contains_key(&(sku, units))
        })
        .map(|p| p.to_string())
        .collect();
    assert!(missing.is_empty(), "programs whose restock never arrived: {missing:?}\n{}", context());
    assert_eq!(keys.len(), ran.len(), "restocks of programs no client ran\n{}", context());
    for ((sku, units), k) in &keys {
        assert_eq!(k.len(), 1, "the restock of {units} for {sku} came with two keys (a program ran twice): {k:?}");
    }

    // Fencing: each lease revision is one node's, and one workspace's
    // tenures do not overlap in time.
    let mut tenures: BTreeMap<(String, u64), (String, u64, u64)> = BTreeMap::new();
    for a in report["answers"].as_array().unwrap() {
        let (tenant, node) = (a["tenant"].as_str().unwrap().to_string(), a["node"].as_str().unwrap().to_string());
        let (lease, at) = (a["lease"].as_u64().unwrap(), a["served_ms"].as_u64().unwrap());
        let t = tenures.entry((tenant.clone(), lease)).or_insert((node.clone(), at, at));
        assert_eq!(t.0, node, "lease {lease} of {tenant} answered by two nodes");
        t.1 = t.1.min(at);
        t.2 = t.2.max(at);
    }
    let mut last: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    for ((tenant, lease), (_, first, end)) in &tenures {
        if let Some((before, before_end)) = last.get(tenant) {
            assert!(
                before_end <= first,
                "{tenant}: lease {before} answered until {before_end}, lease {lease} from {first}"
            );
        }
        last.insert(tenant.clone(), (*lease, *end));
    }
    let slowest = ran.iter().max_by_key(|p| p["ms"].as_u64().unwrap_or(0));
    eprintln!("fleet: the slowest program: {}", slowest.map(|p| p.to_string()).unwrap_or_default());
    eprintln!(
        "fleet: seed {seed}, {} kills {done:?}, {} programs, {} restock lines for {} keys, {} retries, {} tenures, {:.1} s",
        done.len(),
        ran.len(),
        lines,
        keys.len(),
        report["retries"],
        tenures.len(),
        began.elapsed().as_secs_f64()
    );
    drop(inventory);
}

/// A child process killed when the test ends, passed or not.
struct Reaped(Child);

impl Drop for Reaped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}
