//! Opal on the host: warm node processes running gg's compiler bundle
//! (`opal.compiler.cjs`, embedded by `gg-guests`), one JSON line per
//! request, served by the one toolchain [`Pool`](crate::toolchain::Pool).
//!
//! Invariants: the bundle is materialised once into a content-addressed
//! toolchain directory (`<cache>/toolchains/opal-<digest>/`); start, ceiling,
//! retry and retirement are the pool's policy ([`POLICY`]); results are
//! cached by a digest of the toolchain bundle (which holds Opal and gg's
//! driver), the file name and the source: in memory, and a successful
//! compile also on disk ([`DiskCache`], `<cache>/opal-compiled/`), so a
//! program compiled by an earlier process costs no compile (nor a node
//! process) in the next. The driver's exit code
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

use crate::toolchain::{LineProcess, Policy, Pool, RequestError, Toolchain, greeting};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime};

/// The Opal pool's policy: a compile may take a minute; a process serves
/// many compiles (Opal keeps no state between them).
pub const POLICY: Policy =
    Policy { start_ceiling: Duration::from_secs(60), request_ceiling: Duration::from_secs(60), retire_after: 4096 };
/// Compiled programs kept in memory.
const CACHE_ENTRIES: usize = 256;
/// Compiled programs kept on disk: at most this many entries…
const DISK_ENTRIES: usize = 2048;
/// …and at most this many bytes; past either, the least recently used go.
const DISK_BYTES: u64 = 128 << 20;
/// Named in every key, so a change of the entry format starts afresh.
const DISK_FORMAT: &str = "gg-opal-compiled-v1";
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

/// Successful compiles on disk, one file per key (`<hex key>.json`, holding
/// the key, the JavaScript and the map), shared by every gg process.
/// Entries are written atomically (a temporary file renamed into place); one
/// that cannot be read or does not parse, or names another key, is removed
/// and the program compiled again. After each write the directory is held to
/// [`DISK_ENTRIES`] entries and [`DISK_BYTES`] bytes, the least recently used
/// (by modification time, renewed on each hit) removed first. Every failure
/// here is a miss, never an error: the cache only saves time.
#[derive(Debug)]
pub struct DiskCache {
    dir: PathBuf,
    max_entries: usize,
    max_bytes: u64,
}

#[derive(Serialize, Deserialize)]
struct Entry {
    key: String,
    js: String,
    map: String,
}

fn hex(key: &[u8; 32]) -> String {
    key.iter().map(|b| format!("{b:02x}")).collect()
}

impl DiskCache {
    pub fn new(dir: PathBuf, max_entries: usize, max_bytes: u64) -> DiskCache {
        DiskCache { dir, max_entries, max_bytes }
    }

    fn path(&self, key: &[u8; 32]) -> PathBuf {
        self.dir.join(format!("{}.json", hex(key)))
    }

    /// The JavaScript and map stored under `key`, if a sound entry is there.
    pub fn get(&self, key: &[u8; 32]) -> Option<(String, String)> {
        let path = self.path(key);
        let bytes = std::fs::read(&path).ok()?;
        match serde_json::from_slice::<Entry>(&bytes) {
            Ok(entry) if entry.key == hex(key) => {
                // Recently used: the last to be evicted.
                if let Ok(file) = std::fs::File::options().write(true).open(&path) {
                    let _ = file.set_modified(SystemTime::now());
                }
                Some((entry.js, entry.map))
            }
            _ => {
                let _ = std::fs::remove_file(&path);
                None
            }
        }
    }

    /// Stores a successful compile under `key`, then holds the directory to
    /// its caps.
    pub fn put(&self, key: &[u8; 32], js: &str, map: &str) {
        let entry = Entry { key: hex(key), js: js.to_string(), map: map.to_string() };
        let Ok(bytes) = serde_json::to_vec(&entry) else { return };
        if gg_core::cache::write_atomic(&self.path(key), &bytes).is_ok() {
            self.evict();
        }
    }

    /// Removes the least recently used entries past either cap, and
    /// temporary files a crashed writer left (older than ten minutes).
    fn evict(&self) {
        let Ok(dir) = std::fs::read_dir(&self.dir) else { return };
        let now = SystemTime::now();
        let mut entries = Vec::new();
        for item in dir.flatten() {
            let name = item.file_name();
            let name = name.to_string_lossy();
            let Ok(meta) = item.metadata() else { continue };
            let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            if name.starts_with('.') && name.ends_with(".tmp") {
                if now.duration_since(modified).is_ok_and(|age| age > Duration::from_secs(600)) {
                    let _ = std::fs::remove_file(item.path());
                }
            } else if name.ends_with(".json") && meta.is_file() {
                entries.push((modified, meta.len(), item.path()));
            }
        }
        let mut bytes: u64 = entries.iter().map(|e| e.1).sum();
        let mut count = entries.len();
        if count <= self.max_entries && bytes <= self.max_bytes {
            return;
        }
        entries.sort();
        for (_, len, path) in entries {
            if count <= self.max_entries && bytes <= self.max_bytes {
                break;
            }
            if std::fs::remove_file(&path).is_ok() {
                count -= 1;
                bytes = bytes.saturating_sub(len);
            }
        }
    }
}

/// Opal's warm compilers, with a cache of what they compiled.
pub struct OpalPool {
    pool: Pool<Opal>,
    cache: Mutex<HashMap<[u8; 32], Compiled>>,
    disk: DiskCache,
    /// The toolchain bundle's digest: Opal and gg's driver, pinned.
    pins: String,
}

impl OpalPool {
    /// The compilers' state.
    pub fn state(&self) -> crate::toolchain::PoolState {
        self.pool.state()
    }
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
        let toolchain =
            gg_guests::toolchain("opal").ok_or("this build carries no Ruby compiler: run `cargo xtask artifacts`")?;
        let dir =
            gg_core::cache::cache_dir().join("toolchains").join(format!("opal-{}", &toolchain.bundle_digest[..16]));
        let bundle = dir.join(toolchain.file_name);
        gg_core::cache::write_once(&bundle, toolchain.bundle)?;
        let opal = Opal { bundle, node: find_node()? };
        let disk = DiskCache::new(gg_core::cache::cache_dir().join("opal-compiled"), DISK_ENTRIES, DISK_BYTES);
        Ok(OpalPool::with(opal, size, disk, toolchain.bundle_digest))
    }

    fn with(opal: Opal, size: usize, disk: DiskCache, pins: &str) -> OpalPool {
        OpalPool { pool: Pool::new(opal, POLICY, size), cache: Mutex::new(HashMap::new()), disk, pins: pins.into() }
    }

    /// What a compile is keyed by: the entry format, the toolchain's pins,
    /// the file name and the source. Nothing else reaches the compiler (the
    /// request is `{source, file}`; code modules are compiled one by one as
    /// their own sources, and a turn's tools never reach Opal).
    fn key(&self, source: &str, file: &str) -> [u8; 32] {
        Sha256::new()
            .chain_update(DISK_FORMAT)
            .chain_update([0])
            .chain_update(&self.pins)
            .chain_update([0])
            .chain_update(file)
            .chain_update([0])
            .chain_update(source)
            .finalize()
            .into()
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
        let key = self.key(source, file);
        if let Some(hit) = self.cache.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
            return Ok((hit.clone(), started.elapsed()));
        }
        if let Some((js, map)) = self.disk.get(&key) {
            let compiled = Compiled::Js { js, map };
            self.remember(key, compiled.clone());
            return Ok((compiled, started.elapsed()));
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
        if let Compiled::Js { js, map } = &compiled {
            self.disk.put(&key, js, map);
        }
        self.remember(key, compiled.clone());
        Ok((compiled, started.elapsed()))
    }

    fn remember(&self, key: [u8; 32], compiled: Compiled) {
        let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        if cache.len() >= CACHE_ENTRIES {
            cache.clear();
        }
        cache.insert(key, compiled);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pool over the real bundle whose disk cache is `dir`.
    fn pool_in(dir: &Path) -> OpalPool {
        let toolchain = gg_guests::toolchain("opal").expect("a Ruby compiler");
        let bundle = dir.join("toolchain").join(toolchain.file_name);
        gg_core::cache::write_once(&bundle, toolchain.bundle).unwrap();
        let opal = Opal { bundle, node: find_node().expect("node") };
        OpalPool::with(opal, 1, DiskCache::new(dir.join("compiled"), 8, 1 << 20), toolchain.bundle_digest)
    }

    #[test]
    fn a_compile_is_found_on_disk_by_a_new_pool_without_node() {
        let dir = tempfile::tempdir().unwrap();
        let source = "x = 1.0 / 2\nputs x\n";
        let (first, _) = pool_in(dir.path()).compile(source, "program.rb").unwrap();
        assert!(matches!(first, Compiled::Js { .. }), "{first:?}");
        // Refusals are not written to disk.
        let (refused, _) = pool_in(dir.path()).compile("def f(; end\n", "program.rb").unwrap();
        assert!(matches!(refused, Compiled::Refused { .. }));
        let entries = std::fs::read_dir(dir.path().join("compiled")).unwrap().count();
        assert_eq!(entries, 1);
        // A new pool (a new process) whose node cannot start: the stored
        // compile needs none; anything else does.
        let toolchain = gg_guests::toolchain("opal").unwrap();
        let nowhere = Opal { bundle: dir.path().join("absent.cjs"), node: dir.path().join("no-node") };
        let disk = DiskCache::new(dir.path().join("compiled"), 8, 1 << 20);
        let offline = OpalPool::with(nowhere, 1, disk, toolchain.bundle_digest);
        assert_eq!(offline.compile(source, "program.rb").unwrap().0, first);
        assert!(offline.compile(source, "other.rb").is_err(), "the file name is in the key");
        assert!(offline.compile("puts 2\n", "program.rb").is_err());
        // Other pins (another bundle) do not find it either.
        let nowhere = Opal { bundle: dir.path().join("absent.cjs"), node: dir.path().join("no-node") };
        let disk = DiskCache::new(dir.path().join("compiled"), 8, 1 << 20);
        let other = OpalPool::with(nowhere, 1, disk, "another-bundle");
        assert!(other.compile(source, "program.rb").is_err());
    }

    #[test]
    fn a_corrupt_entry_is_removed_and_compiled_again() {
        let dir = tempfile::tempdir().unwrap();
        let disk = DiskCache::new(dir.path().to_path_buf(), 8, 1 << 20);
        let key = [7u8; 32];
        disk.put(&key, "js", "{}");
        assert_eq!(disk.get(&key), Some(("js".to_string(), "{}".to_string())));
        let path = disk.path(&key);
        for garbage in [&b"{\"key\":\"07"[..], b"\xff\xfe not json", b""] {
            std::fs::write(&path, garbage).unwrap();
            assert_eq!(disk.get(&key), None);
            assert!(!path.exists(), "a corrupt entry is removed");
        }
        // An entry renamed under another key is refused too.
        disk.put(&[8u8; 32], "other", "{}");
        std::fs::rename(disk.path(&[8u8; 32]), &path).unwrap();
        assert_eq!(disk.get(&key), None);
        // Through a pool: the corrupt entry is compiled again and rewritten.
        let pool = pool_in(dir.path());
        let key = pool.key("puts 1\n", "program.rb");
        std::fs::create_dir_all(dir.path().join("compiled")).unwrap();
        std::fs::write(pool.disk.path(&key), "not json").unwrap();
        assert!(matches!(pool.compile("puts 1\n", "program.rb").unwrap().0, Compiled::Js { .. }));
        assert!(pool.disk.get(&key).is_some());
    }

    #[test]
    fn the_directory_is_held_to_its_caps_least_recently_used_first() {
        let dir = tempfile::tempdir().unwrap();
        let disk = DiskCache::new(dir.path().to_path_buf(), 3, 1 << 20);
        let old = SystemTime::now() - Duration::from_secs(3600);
        for i in 0..3u8 {
            disk.put(&[i; 32], "js", "{}");
            let file = std::fs::File::options().write(true).open(disk.path(&[i; 32])).unwrap();
            file.set_modified(old + Duration::from_secs(u64::from(i))).unwrap();
        }
        // A hit renews entry 0, so entry 1 is now the least recently used.
        assert!(disk.get(&[0; 32]).is_some());
        disk.put(&[3; 32], "js", "{}");
        let kept: Vec<bool> = (0..4u8).map(|i| disk.path(&[i; 32]).exists()).collect();
        assert_eq!(kept, [true, false, true, true]);
        // The byte cap: one large entry pushes out the older ones.
        let small = DiskCache::new(dir.path().to_path_buf(), 100, 4096);
        small.put(&[9; 32], &"x".repeat(3950), "{}");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(left.len(), 1, "{left:?}");
        assert!(small.get(&[9; 32]).is_some());
        // A temporary file a crashed writer left is removed once old.
        let stale = dir.path().join(".x.json.1.0.tmp");
        std::fs::write(&stale, "partial").unwrap();
        std::fs::File::options().write(true).open(&stale).unwrap().set_modified(old).unwrap();
        small.put(&[10; 32], "js", "{}");
        assert!(!stale.exists());
    }

    #[test]
    fn compiles_refuses_and_caches_through_real_opal() {
        let dir = tempfile::tempdir().unwrap();
        let pool = pool_in(dir.path());
        let (ok, _) = pool.compile("x = 1 + 2\nputs x\n", "program.rb").unwrap();
        let Compiled::Js { js, map: map_json } = ok else { panic!("{ok:?}") };
        assert!(js.contains("puts"), "{js}");
        assert!(!map_json.contains("sourcesContent"));
        let map = gg_core::sourcemap::SourceMap::from_json(&map_json).unwrap();
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
        let dir = tempfile::tempdir().unwrap();
        let pool = pool_in(dir.path());
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
