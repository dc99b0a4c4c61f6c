//! What the client-driven tests (`mcp.rs`, `mcp_bridge.rs`, `serve.rs`)
//! share: the repository's root, the official MCP SDK installed under
//! cargo's scratch directory (`mcp-client/install.sh`: `client.mjs`,
//! `server.mjs`, `serve-client.mjs` and the pinned SDK beside them), one
//! scenario driven through `gg mcp` by its client, and the check that no
//! snapshot outlives its case; and (`nats`) the fleet tests' NATS cluster.

pub mod nats;

use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A small seeded generator (splitmix64): a kill test's plan is a function
/// of its seed.
pub struct Seeded(pub u64);

impl Seeded {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// The installed SDK's directory (installed once; concurrent test processes
/// take turns on a lock file).
pub fn installed() -> PathBuf {
    let dest = Path::new(env!("CARGO_TARGET_TMPDIR")).join("mcp-client");
    std::fs::create_dir_all(&dest).unwrap();
    let lock = std::fs::File::create(dest.with_extension("lock")).unwrap();
    lock.lock().unwrap();
    let install = repo().join("crates/gg-cli/tests/mcp-client/install.sh");
    let status = Command::new("bash").arg(&install).arg(&dest).status().expect("bash runs");
    assert!(status.success(), "{} failed: the npm registry is needed once", install.display());
    dest
}

/// Runs one scenario (`{ args, steps }`) through `gg mcp` in `workspace`
/// with the SDK's client, and returns the client's report.
pub fn drive(scenario: &Value, workspace: &Path) -> Value {
    let mut child = Command::new("node")
        .arg(installed().join("client.mjs"))
        .arg(env!("CARGO_BIN_EXE_gg"))
        .arg(workspace)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node runs");
    child.stdin.take().unwrap().write_all(scenario.to_string().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "the MCP client failed ({}): {stdout}", out.status);
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("the client's report is not JSON ({e}): {stdout}"))
}

/// Fails when `dir` holds a snapshot none of `seen` names: one left from a
/// case (`what`: a scenario, a program) that no longer exists.
pub fn reject_stray_snapshots(dir: &Path, seen: &std::collections::BTreeSet<String>, what: &str) {
    let on_disk: std::collections::BTreeSet<String> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect())
        .unwrap_or_default();
    let stray: Vec<_> = on_disk.iter().filter(|n| n.ends_with(".snap") && !seen.contains(*n)).collect();
    assert!(stray.is_empty(), "snapshots with no {what} (delete them): {stray:?}");
}
