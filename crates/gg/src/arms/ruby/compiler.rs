//! Opal on the host: warm node processes running gg's compiler bundle
//! (`ruby.opal.cjs`, embedded by `gg-sandbox-artifacts`), one JSON line per
//! request, served by the one toolchain [`Pool`](crate::arms::toolchain::Pool).
//!
//! Invariants: the bundle is materialised once into a content-addressed
//! toolchain directory (`<cache>/toolchains/ruby-<digest>/`); start, ceiling,
//! retry and retirement are the pool's policy ([`POLICY`]); results are
//! cached by a digest of the file name and source. The driver's exit code
//! says what happened: 0 compiled, 20 Opal refused the Ruby (syntax), 21 Opal
//! raised something else (compile error); both refusals are the model's,
//! anything else is gg's.
//!
//! Caps: node runs with a V8 heap of [`HEAP_MIB`] (a 5,400-line program
//! compiles in about 200 MiB), and a compile has the pool's ceiling. A
//! program that runs Opal out of either (50,000 terms in one expression
//! grow the compiler by gigabytes) is refused as the model's compile error,
//! never retried: see [`OpalPool::compile`]. Opal's own stack overflow
//! (`Maximum call stack size exceeded`, from a few hundred levels of
//! nesting) is a compile error said the same way.

use crate::arms::toolchain::{LineProcess, Policy, Pool, RequestError, Toolchain, greeting};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The Opal pool's policy: a compile may take a minute; a process serves
/// many compiles (Opal keeps no state between them).
pub(crate) const POLICY: Policy =
    Policy { start_ceiling: Duration::from_secs(60), request_ceiling: Duration::from_secs(60), retire_after: 4096 };
/// Compiled programs kept in memory.
const CACHE_ENTRIES: usize = 256;
/// The V8 heap each Opal process may grow to (`--max-old-space-size`).
pub const HEAP_MIB: u32 = 512;
/// What a refusal for exhausting the compiler starts with.
const TOO_MUCH: &str = "program too deeply nested or too large to compile";

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
}

/// node running the compiler bundle.
struct Opal {
    bundle: PathBuf,
    node: PathBuf,
}

impl Toolchain for Opal {
    fn what(&self) -> &str {
        "the Opal compiler"
    }

    fn spawn(&self, ceiling: Duration) -> Result<LineProcess, String> {
        let compile_cache = self.bundle.parent().unwrap_or(Path::new(".")).join("node-compile-cache");
        let mut process = LineProcess::spawn(
            Command::new(&self.node)
                .arg(format!("--max-old-space-size={HEAP_MIB}"))
                .arg(&self.bundle)
                .env_clear()
                .env("NODE_COMPILE_CACHE", &compile_cache),
            &format!("{} {}", self.node.display(), self.bundle.display()),
        )?;
        process.send(r#"{"id":0,"ping":true}"#).map_err(|f| format!("the Opal compiler did not start: {f:?}"))?;
        let hello = greeting(&mut process, ceiling, self.what())?;
        let pong: serde_json::Value =
            serde_json::from_str(&hello).map_err(|e| format!("the Opal compiler greeted badly ({e}): {hello}"))?;
        if pong.get("pong") != Some(&serde_json::Value::Bool(true)) || pong.get("id") != Some(&serde_json::json!(0)) {
            return Err("the Opal compiler answered its first ping wrongly".into());
        }
        Ok(process)
    }

    fn exhausted(&self, stderr_tail: &str) -> Option<String> {
        stderr_tail
            .contains("JavaScript heap out of memory")
            .then(|| format!("{TOO_MUCH}: the compiler ran out of its {HEAP_MIB} MiB of memory"))
    }
}

/// Opal's warm compilers, with a cache of what they compiled.
pub struct OpalPool {
    pool: Pool<Opal>,
    cache: Mutex<HashMap<[u8; 32], Compiled>>,
}

impl std::fmt::Debug for OpalPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpalPool")
            .field("bundle", &self.pool.toolchain().bundle)
            .field("size", &self.pool.size())
            .finish()
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
        let dir = crate::cache::cache_dir().join("toolchains").join(format!("ruby-{}", &toolchain.bundle_digest[..16]));
        let bundle = dir.join(toolchain.file_name);
        crate::cache::write_once(&bundle, toolchain.bundle)?;
        let opal = Opal { bundle, node: find_node()? };
        Ok(OpalPool { pool: Pool::new(opal, POLICY, size), cache: Mutex::new(HashMap::new()) })
    }

    /// Starts one process now, so the first compile finds it warm.
    pub fn warm(&self) -> Result<(), String> {
        self.pool.warm()
    }

    /// Compiles `source` as `file`. A program that runs the compiler out of
    /// its memory cap or past its time ceiling is refused (a compile error,
    /// unlocated, not cached). `Err` is a toolchain failure: gg's, not the
    /// model's.
    pub fn compile(&self, source: &str, file: &str) -> Result<(Compiled, Duration), String> {
        let started = Instant::now();
        let key: [u8; 32] = Sha256::new().chain_update(file).chain_update([0]).chain_update(source).finalize().into();
        if let Some(hit) = self.cache.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
            return Ok((hit.clone(), started.elapsed()));
        }
        let answer = match self.pool.request(serde_json::json!({"source": source, "file": file})) {
            Ok(answer) => answer,
            Err(RequestError::Exhausted(message)) => {
                let refused = Compiled::Refused { syntax: false, message, line: None, column: None };
                return Ok((refused, started.elapsed()));
            }
            Err(RequestError::Failed(message)) => return Err(message),
        };
        let reply: Reply =
            serde_json::from_value(answer).map_err(|e| format!("the Opal compiler answered badly: {e}"))?;
        let compiled = match reply.exit {
            Some(0) => Compiled::Js {
                js: reply.js.unwrap_or_default(),
                map: reply.map.map(|m| m.to_string()).unwrap_or_default(),
            },
            Some(code @ (20 | 21)) => {
                let mut message = reply.message.unwrap_or_default();
                // V8's words for Opal's own recursion running out of stack.
                if message == "Maximum call stack size exceeded" {
                    message = format!("{TOO_MUCH}: the compiler ran out of stack ({message})");
                }
                Compiled::Refused { syntax: code == 20, message, line: reply.line, column: reply.column }
            }
            other => return Err(format!("the Opal driver answered exit {other:?}")),
        };
        let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        if cache.len() >= CACHE_ENTRIES {
            cache.clear();
        }
        cache.insert(key, compiled.clone());
        Ok((compiled, started.elapsed()))
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

    #[test]
    fn a_program_that_exhausts_opal_is_refused_and_the_next_compiles() {
        let pool = OpalPool::new(1).expect("node and the bundle are here");
        // One expression of 50,000 terms grows Opal past its heap cap.
        let long = format!("x = {}1\nputs x\n", "1 + ".repeat(50_000));
        let started = Instant::now();
        let (refused, _) = pool.compile(&long, "program.rb").unwrap();
        let message = format!("{TOO_MUCH}: the compiler ran out of its {HEAP_MIB} MiB of memory");
        assert_eq!(refused, Compiled::Refused { syntax: false, message, line: None, column: None });
        assert!(started.elapsed() < Duration::from_secs(30), "{:?}", started.elapsed());
        // Nesting past Opal's own stack is said the same way.
        let deep = format!("y = {}1{}\n", "tap do ".repeat(300), " end".repeat(300));
        let (refused, _) = pool.compile(&deep, "program.rb").unwrap();
        let Compiled::Refused { syntax: false, message, .. } = refused else { panic!("{refused:?}") };
        assert_eq!(message, format!("{TOO_MUCH}: the compiler ran out of stack (Maximum call stack size exceeded)"));
        assert!(matches!(pool.compile("puts 1\n", "program.rb").unwrap().0, Compiled::Js { .. }));
    }
}
