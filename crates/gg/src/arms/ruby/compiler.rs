//! Opal on the host: a small pool of long-lived node processes running gg's
//! compiler bundle (`ruby.opal.cjs`, embedded by `gg-sandbox-artifacts`),
//! speaking one JSON line per request.
//!
//! Invariants: the bundle is materialised once into a content-addressed
//! toolchain directory (`<cache>/toolchains/ruby-<digest>/`); a compile that
//! takes longer than [`COMPILE_CEILING`] kills its process and is a toolchain
//! failure, as is a process that cannot start or dies (one transparent retry
//! on a fresh process first); results are cached by a digest of the file name
//! and source. The driver's exit code says what happened: 0 compiled, 20 Opal
//! refused the Ruby (syntax), 21 Opal raised something else (compile error);
//! both refusals are the model's, anything else is gg's.

use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::{Duration, Instant};

/// Longest a compile may take before its process is killed.
pub const COMPILE_CEILING: Duration = Duration::from_secs(60);
/// Longest a fresh process may take to load the compiler and answer a ping.
pub const START_CEILING: Duration = Duration::from_secs(60);
/// Compiled programs kept in memory.
const CACHE_ENTRIES: usize = 256;

/// What Opal made of a program.
#[derive(Debug, Clone, PartialEq)]
pub enum Compiled {
    /// The JavaScript and its Source Map v3 (JSON, without `sourcesContent`).
    Js { js: String, map: String },
    /// Opal refused the program: `syntax` for text the parser could not read,
    /// otherwise valid Ruby Opal has no lowering for. 1-based positions in the
    /// model's source, when Opal located it.
    Refused { syntax: bool, message: String, line: Option<u32>, column: Option<u32> },
}

#[derive(Deserialize)]
struct Reply {
    id: u64,
    #[serde(default)]
    exit: Option<i32>,
    #[serde(default)]
    js: Option<String>,
    #[serde(default)]
    map: Option<serde_json::Value>,
    #[serde(default)]
    message: Option<String>,
    #[serde(default)]
    line: Option<u32>,
    #[serde(default)]
    column: Option<u32>,
    #[serde(default)]
    pong: Option<bool>,
}

type Worker = crate::arms::line_process::LineProcess;

/// A pool of warm Opal compilers.
pub struct OpalPool {
    bundle: PathBuf,
    node: PathBuf,
    workers: Vec<Mutex<Option<Worker>>>,
    next: AtomicUsize,
    ids: AtomicUsize,
    cache: Mutex<HashMap<[u8; 32], Compiled>>,
}

impl std::fmt::Debug for OpalPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpalPool").field("bundle", &self.bundle).field("size", &self.workers.len()).finish()
    }
}

/// Finds node: `GG_NODE`, else `node` on `PATH`. The error names every place
/// it looked.
pub fn find_node() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("GG_NODE") {
        let p = PathBuf::from(p);
        return if p.is_file() { Ok(p) } else { Err(format!("GG_NODE={} is not a file", p.display())) };
    }
    let mut looked = Vec::new();
    for dir in std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()) {
        let candidate = dir.join("node");
        if candidate.is_file() {
            return Ok(candidate);
        }
        looked.push(dir.display().to_string());
    }
    Err(format!(
        "the Ruby arm needs node (>= 20) to run Opal; set GG_NODE or put node on PATH (looked in: GG_NODE unset, {})",
        if looked.is_empty() { "an empty PATH".to_string() } else { looked.join(", ") }
    ))
}

impl OpalPool {
    /// A pool of `size` processes (started lazily) over this build's bundle.
    pub fn new(size: usize) -> Result<OpalPool, String> {
        let toolchain = gg_sandbox_artifacts::toolchain("ruby")
            .ok_or("this build carries no Ruby compiler: run `cargo xtask artifacts`")?;
        let dir = crate::cache_dir().join("toolchains").join(format!("ruby-{}", &toolchain.bundle_digest[..16]));
        let bundle = dir.join(toolchain.file_name);
        crate::sandbox::write_once(&bundle, toolchain.bundle)?;
        Ok(OpalPool {
            bundle,
            node: find_node()?,
            workers: (0..size.max(1)).map(|_| Mutex::new(None)).collect(),
            next: AtomicUsize::new(0),
            ids: AtomicUsize::new(1),
            cache: Mutex::new(HashMap::new()),
        })
    }

    /// Starts one process now, so the first compile finds it warm.
    pub fn warm(&self) -> Result<(), String> {
        let mut slot = self.workers[0].lock().unwrap_or_else(|p| p.into_inner());
        if slot.is_none() {
            *slot = Some(self.spawn()?);
        }
        Ok(())
    }

    fn spawn(&self) -> Result<Worker, String> {
        let compile_cache = self.bundle.parent().unwrap_or(Path::new(".")).join("node-compile-cache");
        let mut worker = Worker::spawn(
            Command::new(&self.node).arg(&self.bundle).env_clear().env("NODE_COMPILE_CACHE", &compile_cache),
            &format!("{} {}", self.node.display(), self.bundle.display()),
        )?;
        let id = self.ids.fetch_add(1, Ordering::Relaxed) as u64;
        let reply = self.exchange(&mut worker, &serde_json::json!({"id": id, "ping": true}), START_CEILING)?;
        if reply.pong != Some(true) || reply.id != id {
            return Err("the Opal compiler answered its first ping wrongly".into());
        }
        Ok(worker)
    }

    fn exchange(&self, w: &mut Worker, request: &serde_json::Value, ceiling: Duration) -> Result<Reply, String> {
        let mut line = request.to_string();
        line.push('\n');
        w.stdin
            .write_all(line.as_bytes())
            .and_then(|()| w.stdin.flush())
            .map_err(|e| format!("the Opal compiler stopped taking requests ({e}); stderr: {}", w.stderr_tail()))?;
        match w.lines.recv_timeout(ceiling) {
            Ok(answer) => {
                serde_json::from_str(&answer).map_err(|e| format!("the Opal compiler answered badly ({e}): {answer}"))
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let _ = w.child.kill();
                Err(format!("the Opal compiler took more than {}s; it was killed", ceiling.as_secs()))
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let status = w.child.wait().map(|s| s.to_string()).unwrap_or_default();
                std::thread::sleep(Duration::from_millis(20));
                Err(format!("the Opal compiler exited ({status}): {}", w.stderr_tail().trim()))
            }
        }
    }

    /// Compiles `source` as `file`. `Err` is a toolchain failure: gg's, not
    /// the model's.
    pub fn compile(&self, source: &str, file: &str) -> Result<(Compiled, Duration), String> {
        let started = Instant::now();
        let key: [u8; 32] = Sha256::new().chain_update(file).chain_update([0]).chain_update(source).finalize().into();
        if let Some(hit) = self.cache.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
            return Ok((hit.clone(), started.elapsed()));
        }
        let request = |id: u64| serde_json::json!({"id": id, "source": source, "file": file});
        let n = self.workers.len();
        let first = self.next.fetch_add(1, Ordering::Relaxed) % n;
        // A free process if there is one, else wait for ours in turn.
        let mut slot = (0..n)
            .find_map(|i| self.workers[(first + i) % n].try_lock().ok())
            .unwrap_or_else(|| self.workers[first].lock().unwrap_or_else(|p| p.into_inner()));
        let mut last_error = String::new();
        for _attempt in 0..2 {
            if slot.is_none() {
                match self.spawn() {
                    Ok(w) => *slot = Some(w),
                    Err(e) => {
                        last_error = e;
                        continue;
                    }
                }
            }
            let worker = slot.as_mut().expect("spawned above");
            let id = self.ids.fetch_add(1, Ordering::Relaxed) as u64;
            match self.exchange(worker, &request(id), COMPILE_CEILING) {
                Ok(reply) if reply.id == id => {
                    let compiled = match reply.exit {
                        Some(0) => Compiled::Js {
                            js: reply.js.unwrap_or_default(),
                            map: reply.map.map(|m| m.to_string()).unwrap_or_default(),
                        },
                        Some(code @ (20 | 21)) => Compiled::Refused {
                            syntax: code == 20,
                            message: reply.message.unwrap_or_default(),
                            line: reply.line,
                            column: reply.column,
                        },
                        other => return Err(format!("the Opal driver answered exit {other:?}")),
                    };
                    let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
                    if cache.len() >= CACHE_ENTRIES {
                        cache.clear();
                    }
                    cache.insert(key, compiled.clone());
                    return Ok((compiled, started.elapsed()));
                }
                Ok(reply) => last_error = format!("the Opal compiler answered request {} for {id}", reply.id),
                Err(e) => last_error = e,
            }
            // The process is in an unknown state: replace it.
            *slot = None;
        }
        Err(last_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compiles_refuses_and_caches_through_real_opal() {
        let pool = OpalPool::new(1).expect("node and the bundle are here");
        let (ok, _) = pool.compile("x = 1 + 2\nputs x\n", "program.rb").unwrap();
        let Compiled::Js { js, map: map_json } = ok else { panic!("{ok:?}") };
        assert!(js.contains("puts"), "{js}");
        assert!(!map_json.contains("sourcesContent"));
        let map = crate::sourcemap::SourceMap::from_json(&map_json).unwrap();
        assert_eq!(map.source, "program.rb");
        let (refused, _) = pool.compile("def f(; end\n", "program.rb").unwrap();
        assert!(matches!(refused, Compiled::Refused { syntax: true, line: Some(1), .. }), "{refused:?}");
        let (refused, _) = pool.compile("BEGIN { puts 1 }\n", "program.rb").unwrap();
        assert!(matches!(refused, Compiled::Refused { syntax: false, .. }), "{refused:?}");
        let (again, _) = pool.compile("x = 1 + 2\nputs x\n", "program.rb").unwrap();
        assert_eq!(again, Compiled::Js { js, map: map_json });
    }
}
